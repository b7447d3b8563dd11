"""One-line text fields: free text, and whole numbers between bounds (with a small spinner)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from .. import theme
from ..theme import BLACK, FACE, GREY_TEXT, NAVY, WHITE
from . import draw
from .base import Widget

BLINK = 0.5
SPINNER_WIDTH = 14


class TextInput(Widget):
    focusable = True
    takes_text = True

    def __init__(self, rect, text: str = "", *, max_length: int = 40,
                 allowed: Callable[[str], bool] | None = None,
                 on_change: Callable[[str], None] | None = None,
                 on_enter: Callable[[str], None] | None = None, tooltip: str = "", enabled: bool = True):
        super().__init__(rect, tooltip=tooltip, enabled=enabled)
        self.text = text[:max_length]
        self.max_length = max_length
        self.allowed = allowed
        self.on_change = on_change
        self.on_enter = on_enter
        self.caret = len(self.text)
        self.all_selected = False
        self.blink_clock = 0.0

    # -- editing ------------------------------------------------------------------------------
    def on_focus(self) -> None:
        self.all_selected = bool(self.text)
        self.caret = len(self.text)
        self.blink_clock = 0.0

    def on_blur(self) -> None:
        self.all_selected = False

    def activate(self, letter: str = "") -> None:
        self.on_focus()

    def set_text(self, text: str) -> None:
        text = text[: self.max_length]
        if text != self.text:
            self.text = text
            if self.on_change is not None:
                self.on_change(text)
        self.caret = min(self.caret, len(self.text))

    def insert(self, typed: str) -> None:
        if self.allowed is not None:
            typed = "".join(ch for ch in typed if self.allowed(ch))
        if not typed:
            return
        if self.all_selected:
            self.text, self.caret, self.all_selected = "", 0, False
        room = self.max_length - len(self.text)
        typed = typed[:room]
        self.caret += len(typed)
        self.set_text(self.text[: self.caret - len(typed)] + typed + self.text[self.caret - len(typed):])

    def _delete(self, backwards: bool) -> None:
        if self.all_selected:
            self.all_selected, self.caret = False, 0
            self.set_text("")
        elif backwards and self.caret > 0:
            self.caret -= 1
            self.set_text(self.text[: self.caret] + self.text[self.caret + 1:])
        elif not backwards and self.caret < len(self.text):
            self.set_text(self.text[: self.caret] + self.text[self.caret + 1:])

    def handle_event(self, event) -> bool:
        self.blink_clock = 0.0
        if event.type == pygame.TEXTINPUT:
            self.insert(event.text)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.all_selected = False
            self.caret = self._index_at(event.pos[0])
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _key(self, event) -> bool:
        key = event.key
        if key == pygame.K_BACKSPACE:
            self._delete(True)
        elif key == pygame.K_DELETE:
            self._delete(False)
        elif key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
            self.all_selected = False
            self.caret = {pygame.K_LEFT: max(0, self.caret - 1), pygame.K_RIGHT: min(len(self.text), self.caret + 1),
                          pygame.K_HOME: 0, pygame.K_END: len(self.text)}[key]
        elif key == pygame.K_a and event.mod & pygame.KMOD_CTRL:
            self.all_selected = bool(self.text)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.on_enter is not None:
            self.on_enter(self.text)
        else:
            # a printable key arrives again as TEXTINPUT: keep it from reaching mnemonics or the scene
            shortcut = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_LALT)
            return bool(event.unicode and event.unicode.isprintable() and not shortcut)
        return True

    def _text_rect(self) -> pygame.Rect:
        return self.rect.inflate(-6, -2)

    def _index_at(self, x: int) -> int:
        """The caret position nearest to screen column ``x``."""
        font = theme.font()
        offset = x - self._text_rect().left + self._scroll()
        edges = [font.size(self.text[:index])[0] for index in range(len(self.text) + 1)]
        return min(range(len(edges)), key=lambda index: abs(edges[index] - offset))

    def _scroll(self) -> int:
        """How far the text is shifted left so the caret stays inside the field."""
        caret_x = theme.font().size(self.text[: self.caret])[0]
        return max(0, caret_x - self._text_rect().width + 2)

    # -- time ---------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.focused:
            self.blink_clock += dt

    def wakeup_in(self) -> float | None:
        if not self.focused:
            return None
        return BLINK - (self.blink_clock % BLINK) + 0.01

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        field = self.rect
        surface.fill(WHITE if self.enabled else FACE, field)
        draw.sunken(surface, field, 1)
        pygame.draw.rect(surface, BLACK, field.inflate(-2, -2), 1)
        area = self._text_rect()
        font = theme.font()
        clip = surface.get_clip()
        surface.set_clip(area.clip(clip) if clip else area)
        x = area.left - self._scroll()
        selected = self.all_selected and self.focused
        color = WHITE if selected else (BLACK if self.enabled else GREY_TEXT)
        image = font.render(self.text or " ", True, color)
        where = image.get_rect(midleft=(x, area.centery))
        if selected:
            surface.fill(NAVY, where)
        surface.blit(image, where)
        if self.focused and not selected and (self.blink_clock % (2 * BLINK)) < BLINK:
            caret_x = x + font.size(self.text[: self.caret])[0]
            pygame.draw.line(surface, BLACK, (caret_x, area.top + 2), (caret_x, area.bottom - 3))
        surface.set_clip(clip)


class NumberInput(TextInput):
    """A whole number between ``minimum`` and ``maximum``; Up/Down, the wheel and the spinner add ``step``.
    What is typed is checked when the field loses the focus or Enter is pressed."""

    def __init__(self, rect, value: int, minimum: int, maximum: int, *, step: int = 1,
                 on_change: Callable[[int], None] | None = None, tooltip: str = "", enabled: bool = True):
        self.minimum, self.maximum, self.step = minimum, maximum, step
        self.on_value = on_change
        self.spin_held: str | None = None
        super().__init__(rect, str(self._clamp(value)), max_length=len(str(maximum)) + (1 if minimum < 0 else 0),
                         allowed=lambda ch: ch.isdigit() or (ch == "-" and minimum < 0), tooltip=tooltip,
                         enabled=enabled)
        self.value = self._clamp(value)

    def _clamp(self, value: int) -> int:
        return max(self.minimum, min(self.maximum, value))

    def commit(self) -> int:
        try:
            typed = int(self.text)
        except ValueError:
            typed = self.value
        self.set_value(typed)
        return self.value

    def set_value(self, value: int) -> None:
        value = self._clamp(value)
        changed = value != self.value
        self.value = value
        self.text = str(value)
        self.caret = len(self.text)
        if changed and self.on_value is not None:
            self.on_value(value)

    def on_blur(self) -> None:
        super().on_blur()
        self.commit()

    def spinner_rect(self) -> pygame.Rect:
        return pygame.Rect(self.rect.right - SPINNER_WIDTH, self.rect.top, SPINNER_WIDTH, self.rect.height)

    def _text_rect(self) -> pygame.Rect:
        area = super()._text_rect()
        area.width -= SPINNER_WIDTH
        return area

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.spinner_rect().collidepoint(event.pos):
            up = event.pos[1] < self.spinner_rect().centery
            self.spin_held = "up" if up else "down"
            self.set_value(self.commit() + (self.step if up else -self.step))
            return True
        if event.type == pygame.MOUSEBUTTONUP and self.spin_held:
            self.spin_held = None
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.set_value(self.commit() + event.y * self.step)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            self.set_value(self.commit() + (self.step if event.key == pygame.K_UP else -self.step))
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.commit()
            return False  # Enter still reaches the dialog's default button
        return super().handle_event(event)

    def draw(self, surface) -> None:
        super().draw(surface)
        spinner = self.spinner_rect().inflate(0, -2).move(-1, 0)
        half = spinner.height // 2
        for index, direction in enumerate(("up", "down")):
            height = half + (spinner.height & 1) * index
            box = pygame.Rect(spinner.left, spinner.top + index * half, spinner.width, height)
            pressed = self.spin_held == direction
            surface.fill(FACE, box)
            pygame.draw.rect(surface, BLACK, box, 1)
            if not pressed:
                draw.raised(surface, box.inflate(-2, -2))
            draw.triangle(surface, box.inflate(2, 4), direction, BLACK if self.enabled else GREY_TEXT)
