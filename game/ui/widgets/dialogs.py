"""Modal dialog boxes (scenes on top of the stack) and the message box."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

import pygame

from .. import resources, theme
from ..scenes import ModalScene
from ..theme import BLACK, BUTTON_HEIGHT, FACE, NAVY, SCREEN_RECT, TITLE_BAR_HEIGHT, WHITE
from . import draw
from .base import WidgetGroup
from .controls import Button
from .text import Style, render_paragraph, render_text

FRAME = 5  # black line, three pixels of the title colour, black line
BUTTON_WIDTH = 80


class Dialog(ModalScene):
    """A window with a navy title bar over the scene below; Esc or Cancel closes it with "cancel",
    Enter presses the default button. Subclasses add widgets in client coordinates with ``place``."""

    def __init__(self, app, title: str, size: tuple[int, int], *,
                 on_close: Callable[[str], None] | None = None):
        super().__init__(app)
        self.title = title
        self.rect = pygame.Rect((0, 0), size)
        self.rect.center = SCREEN_RECT.center
        self.widgets = WidgetGroup(plain_mnemonics=True)
        self.on_close = on_close
        self.result: str | None = None
        self.buttons: dict[str, Button] = {}
        self.drag_from: tuple[int, int] | None = None

    # -- layout -------------------------------------------------------------------------------
    @property
    def title_rect(self) -> pygame.Rect:
        return pygame.Rect(self.rect.left + FRAME, self.rect.top + FRAME, self.rect.width - 2 * FRAME,
                           TITLE_BAR_HEIGHT)

    @property
    def client_rect(self) -> pygame.Rect:
        top = self.title_rect.bottom + 1
        return pygame.Rect(self.rect.left + FRAME, top, self.rect.width - 2 * FRAME, self.rect.bottom - FRAME - top)

    def system_box(self) -> pygame.Rect:
        return pygame.Rect(self.title_rect.left, self.title_rect.top, TITLE_BAR_HEIGHT + 2, TITLE_BAR_HEIGHT)

    def place(self, x: int, y: int, width: int, height: int) -> pygame.Rect:
        """A rectangle given relative to the client area (negative x or y: from the right or bottom)."""
        client = self.client_rect
        left = client.left + x if x >= 0 else client.right + x - width
        top = client.top + y if y >= 0 else client.bottom + y - height
        return pygame.Rect(left, top, width, height)

    def add(self, widget):
        return self.widgets.add(widget)

    def add_buttons(self, labels: Sequence[str], *, default: str | None = None, align: str = "right",
                    width: int = BUTTON_WIDTH, actions: Mapping[str, Callable[[], None]] | None = None) -> None:
        """A row of buttons along the bottom; each closes the dialog with its own name ("ok", "cancel"...)
        unless ``actions`` gives it a method to call instead (name -> bound method: {"ok": self.on_ok})."""
        actions = actions or {}
        client = self.client_rect
        gap = 10
        total = len(labels) * width + (len(labels) - 1) * gap
        x = client.centerx - total // 2 if align == "center" else client.right - 10 - total
        default = default or labels[0]
        for label in labels:
            name = draw.split_mnemonic(label)[0].lower()
            action = actions.get(name) or (lambda n=name: self.finish(n))
            rect = pygame.Rect(x, client.bottom - BUTTON_HEIGHT - 10, width, BUTTON_HEIGHT)
            self.buttons[name] = self.add(Button(rect, label, action, default=label == default))
            x += width + gap

    def on_push(self) -> None:
        if self.widgets.focused is None:
            self.widgets.focus_next()

    # -- closing ------------------------------------------------------------------------------
    def finish(self, result: str) -> None:
        if self.result is not None:
            return
        self.result = result
        self.close()
        if self.on_close is not None:
            self.on_close(result)

    def cancel(self) -> None:
        self.finish("cancel" if "cancel" in self.buttons or not self.buttons else next(iter(self.buttons)))

    def default_button(self) -> Button | None:
        if isinstance(self.widgets.focused, Button):
            return self.widgets.focused
        return next((b for b in self.buttons.values() if b.default), None)

    # -- events -------------------------------------------------------------------------------
    def handle_input(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.cancel()
            return None
        if self._drag(event):
            return None
        if self.widgets.handle_event(event):
            return None
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            button = self.default_button()
            if button is not None:
                button.click()
            return None
        return event

    def _drag(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.system_box().collidepoint(event.pos):
                self.cancel()
                return True
            if self.title_rect.collidepoint(event.pos):
                self.drag_from = event.pos
                return True
        if event.type == pygame.MOUSEMOTION and self.drag_from is not None:
            dx, dy = event.pos[0] - self.drag_from[0], event.pos[1] - self.drag_from[1]
            moved = self.rect.move(dx, dy).clamp(SCREEN_RECT)
            dx, dy = moved.left - self.rect.left, moved.top - self.rect.top
            self.rect = moved
            self.widgets.move(dx, dy)
            self.drag_from = (self.drag_from[0] + dx, self.drag_from[1] + dy)
            return True
        if event.type == pygame.MOUSEBUTTONUP and self.drag_from is not None:
            self.drag_from = None
            return True
        return False

    def update(self, dt: float) -> None:
        self.widgets.update(dt)

    def is_animating(self) -> bool:
        return self.widgets.is_animating()

    def wakeup_in(self) -> float | None:
        return self.widgets.wakeup_in()

    def tooltip_at(self, pos) -> str:
        text = self.widgets.tooltip_at(pos)
        return text if text is not None else ""

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        draw_window_frame(surface, self.rect, self.title)
        surface.fill(FACE, self.client_rect)
        self.draw_client(surface)
        self.widgets.draw(surface)

    def draw_client(self, surface) -> None:
        """Whatever the dialog shows besides its widgets."""


def draw_window_frame(surface, rect: pygame.Rect, title: str, *, system_box: bool = True) -> None:
    """Black line, a band of title colour, black line, then the navy title bar with its system box."""
    surface.fill(NAVY, rect)
    pygame.draw.rect(surface, BLACK, rect, 1)
    inner = rect.inflate(-2 * (FRAME - 1), -2 * (FRAME - 1))
    pygame.draw.rect(surface, BLACK, inner, 1)
    bar = pygame.Rect(rect.left + FRAME, rect.top + FRAME, rect.width - 2 * FRAME, TITLE_BAR_HEIGHT)
    surface.fill(NAVY, bar)
    pygame.draw.line(surface, BLACK, (bar.left, bar.bottom), (bar.right - 1, bar.bottom))
    label = theme.font(theme.UI_FONT_SIZE).render(title, True, WHITE)
    draw.blit_centered(surface, label, bar)
    if system_box:
        box = pygame.Rect(bar.left, bar.top, TITLE_BAR_HEIGHT + 2, TITLE_BAR_HEIGHT)
        surface.fill(FACE, box)
        pygame.draw.line(surface, BLACK, (box.right, box.top), (box.right, box.bottom - 1))
        handle = pygame.Rect(0, 0, 13, 4)
        handle.center = box.center
        surface.fill(theme.SHADOW, handle.move(1, 1))
        surface.fill(WHITE, handle)
        pygame.draw.rect(surface, BLACK, handle, 1)


ICONS = {"info": "ui/info"}


class AutoClose:
    """A dialog mixin (before Dialog in the bases) for demonstrations: the dialog closes by itself after
    ``auto_close`` seconds with ``auto_choice``."""

    auto_close: float | None = None
    auto_choice = "ok"

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.auto_close is not None:
            self.auto_close -= dt
            if self.auto_close <= 0:
                self.auto_close = None
                self.finish(self.auto_choice)

    def is_animating(self) -> bool:
        return self.auto_close is not None or super().is_animating()


class MessageBox(Dialog):
    """A message with an icon and a row of buttons ("OK", or "OK"/"Cancel", "Yes"/"No"...).
    ``on_close`` receives the lower-case name of the button pressed ("cancel" for Esc when there is one)."""

    def __init__(self, app, text: str, title: str = theme.TITLE, *, buttons: Sequence[str] = ("&OK",),
                 icon: str | None = "info", on_close: Callable[[str], None] | None = None, width: int = 380):
        icon_size = 32 if icon else 0
        self.text = text
        self.icon = icon
        self.body = render_paragraph(text, width - 2 * FRAME - 40 - icon_size, Style())
        height = max(self.body.get_height(), icon_size) + 2 * FRAME + TITLE_BAR_HEIGHT + 1 + 20 + BUTTON_HEIGHT + 22
        super().__init__(app, title, (width, height), on_close=on_close)
        self.add_buttons(buttons, align="center")

    def cancel(self) -> None:
        self.finish("cancel" if "cancel" in self.buttons else ("no" if "no" in self.buttons else "ok"))

    def draw_client(self, surface) -> None:
        client = self.client_rect
        x = client.left + 16
        if self.icon:
            self._draw_icon(surface, pygame.Rect(x, client.top + 14, 28, 28))
            x += 40
        surface.blit(self.body, (x, client.top + 16))

    def _draw_icon(self, surface, rect) -> None:
        if self.icon in ICONS:
            draw.blit_centered(surface, resources.image(ICONS[self.icon]), rect)
            return
        color = {"error": (208, 0, 0), "question": NAVY, "warning": (224, 160, 0)}.get(self.icon, NAVY)
        pygame.draw.circle(surface, color, rect.center, 13)
        pygame.draw.circle(surface, BLACK, rect.center, 13, 1)
        mark = {"error": "X", "question": "?", "warning": "!"}.get(self.icon, "i")
        draw.blit_centered(surface, render_text(mark, theme.font(24), WHITE), rect.move(0, 1))
