"""Push buttons, labels, check boxes and radio groups."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from .. import theme
from ..theme import BLACK, GREY_TEXT, WHITE
from . import draw
from .base import Widget
from .text import render_text

_SPACE_OR_ENTER = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)


class Button(Widget):
    focusable = True

    def __init__(self, rect, label: str, on_click: Callable[[], None] | None = None, *, default: bool = False,
                 tooltip: str = "", enabled: bool = True):
        super().__init__(rect, tooltip=tooltip, enabled=enabled)
        self.label = label
        self.on_click = on_click
        self.default = default
        self.mouse_down = False
        self.mouse_inside = False
        self.key_down = False
        self.clicks = 0

    def hotkeys(self) -> str:
        return draw.mnemonic_key(self.label)

    def activate(self, letter: str = "") -> None:
        self.click()

    def click(self) -> None:
        if not self.enabled:
            return
        self.clicks += 1
        if self.on_click is not None:
            self.on_click()

    @property
    def pressed(self) -> bool:
        return (self.mouse_down and self.mouse_inside) or self.key_down

    def on_blur(self) -> None:
        self.key_down = False

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse_down = self.mouse_inside = True
            return True
        if event.type == pygame.MOUSEMOTION and self.mouse_down:
            self.mouse_inside = self.rect.collidepoint(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.mouse_down:
            self.mouse_down = False
            if self.rect.collidepoint(event.pos):
                self.click()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            self.key_down = True
            return True
        if event.type == pygame.KEYUP and event.key == pygame.K_SPACE and self.key_down:
            self.key_down = False
            self.click()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.click()
            return True
        return False

    def shows_default(self) -> bool:
        """The thick border: the focused button, else the default one while no button has the focus."""
        if self.focused:
            return True
        focused = self.group.focused if self.group is not None else None
        return self.default and not isinstance(focused, Button)

    def draw(self, surface) -> None:
        inner = draw.button_face(surface, self.rect, pressed=self.pressed, default=self.shows_default())
        color = BLACK if self.enabled else GREY_TEXT
        label = draw.label_surface(self.label, theme.UI_FONT_SIZE, color)
        where = draw.blit_centered(surface, label, inner)
        if self.focused:
            draw.dotted_rect(surface, where.inflate(6, 2).clip(inner.inflate(-2, -2)))


class TabButton(Button):
    """A page's tab (Windows 95): the chosen one (``selected``) stands out and opens into the page below."""

    selected = False

    def draw(self, surface) -> None:
        inner = draw.tab(surface, self.rect, selected=self.selected)
        color = BLACK if self.enabled else GREY_TEXT
        label = draw.label_surface(self.label, theme.UI_FONT_SIZE, color)
        where = draw.blit_centered(surface, label, inner)
        if self.focused:
            draw.dotted_rect(surface, where.inflate(6, 2).clip(inner))


class Label(Widget):
    """Static text; with a mnemonic ("&Name:") its letter gives the focus to ``buddy``."""

    def __init__(self, rect, text: str, *, buddy: Widget | None = None, color=BLACK, align: str = "left",
                 size: int = theme.UI_FONT_SIZE, tooltip: str = ""):
        super().__init__(rect, tooltip=tooltip)
        self.text = text
        self.buddy = buddy
        self.color = color
        self.align = align
        self.size = size

    def hotkeys(self) -> str:
        return draw.mnemonic_key(self.text) if self.buddy else ""

    def activate(self, letter: str = "") -> None:
        if self.buddy is not None and self.buddy.focusable and self.group is not None:
            self.group.focus(self.buddy)

    def draw(self, surface) -> None:
        if "&" in self.text:
            image = draw.label_surface(self.text, self.size, self.color)
        else:
            image = render_text(self.text, theme.font(self.size), self.color)
        if self.align == "center":
            draw.blit_centered(surface, image, self.rect)
        else:
            surface.blit(image, image.get_rect(midleft=self.rect.midleft))


class CheckBox(Widget):
    focusable = True
    BOX = 13

    def __init__(self, rect, label: str, checked: bool = False,
                 on_change: Callable[[bool], None] | None = None, *, tooltip: str = "", enabled: bool = True):
        super().__init__(rect, tooltip=tooltip, enabled=enabled)
        self.label = label
        self.checked = checked
        self.on_change = on_change
        self.mouse_down = False

    def hotkeys(self) -> str:
        return draw.mnemonic_key(self.label)

    def activate(self, letter: str = "") -> None:
        self.toggle()

    def toggle(self) -> None:
        self.checked = not self.checked
        if self.on_change is not None:
            self.on_change(self.checked)

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse_down = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.mouse_down:
            self.mouse_down = False
            if self.rect.collidepoint(event.pos):
                self.toggle()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            self.toggle()
            return True
        return False

    def box_rect(self) -> pygame.Rect:
        return pygame.Rect(self.rect.left, self.rect.centery - self.BOX // 2, self.BOX, self.BOX)

    def draw(self, surface) -> None:
        box = self.box_rect()
        surface.fill(WHITE, box)
        pygame.draw.rect(surface, BLACK, box, 1)
        if self.mouse_down:
            pygame.draw.rect(surface, BLACK, box.inflate(-2, -2), 1)
        if self.checked:
            draw.cross(surface, box.inflate(-4, -4), BLACK if self.enabled else GREY_TEXT)
        label = draw.label_surface(self.label, theme.UI_FONT_SIZE, BLACK if self.enabled else GREY_TEXT)
        where = surface.blit(label, label.get_rect(midleft=(box.right + 6, self.rect.centery)))
        if self.focused:
            draw.dotted_rect(surface, where.inflate(4, 2))


class RadioGroup(Widget):
    """Options of which exactly one is chosen, one per row; arrows move the choice."""

    focusable = True
    RADIUS = 6

    def __init__(self, rect, options: Sequence[str], selected: int = 0,
                 on_change: Callable[[int], None] | None = None, *, row_height: int = 20,
                 tooltips: Sequence[str] = (), tooltip: str = ""):
        super().__init__(rect, tooltip=tooltip)
        self.options = list(options)
        self.selected = selected
        self.on_change = on_change
        self.row_height = row_height
        self.tooltips = list(tooltips)

    def hotkeys(self) -> str:
        return "".join(draw.mnemonic_key(option) for option in self.options)

    def activate(self, letter: str = "") -> None:
        for index, option in enumerate(self.options):
            if draw.mnemonic_key(option) == letter:
                self.select(index)

    def select(self, index: int) -> None:
        index = max(0, min(len(self.options) - 1, index))
        if index != self.selected:
            self.selected = index
            if self.on_change is not None:
                self.on_change(index)

    def row_rect(self, index: int) -> pygame.Rect:
        return pygame.Rect(self.rect.left, self.rect.top + index * self.row_height, self.rect.width, self.row_height)

    def index_at(self, pos) -> int | None:
        for index in range(len(self.options)):
            if self.row_rect(index).collidepoint(pos):
                return index
        return None

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self.index_at(event.pos)
            if index is not None:
                self.select(index)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_LEFT):
            self.select(self.selected - 1)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_RIGHT):
            self.select(self.selected + 1)
            return True
        return False

    def tooltip_at(self, pos) -> str | None:
        index = self.index_at(pos)
        if index is None:
            return None
        return self.tooltips[index] if index < len(self.tooltips) else self.tooltip

    def draw(self, surface) -> None:
        for index, option in enumerate(self.options):
            row = self.row_rect(index)
            center = (row.left + self.RADIUS, row.centery)
            pygame.draw.circle(surface, WHITE, center, self.RADIUS)
            pygame.draw.circle(surface, BLACK, center, self.RADIUS, 1)
            if index == self.selected:
                pygame.draw.circle(surface, BLACK, center, self.RADIUS - 3)
            label = draw.label_surface(option, theme.UI_FONT_SIZE, BLACK)
            where = surface.blit(label, label.get_rect(midleft=(row.left + 2 * self.RADIUS + 6, row.centery)))
            if self.focused and index == self.selected:
                draw.dotted_rect(surface, where.inflate(4, 2))
