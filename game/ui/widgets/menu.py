"""The menu bar with its drop-down menus, driven by mouse and keyboard.

Mouse: click a title to open its menu, slide to another title, release on an item to choose it, click
outside to close. Keyboard: Alt+letter (or F10 where the game does not use it, or Alt pressed and released
alone) opens a menu; Left and Right change menu, Up and Down move, Enter or an item's underlined letter
chooses, Esc closes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from .. import theme
from ..theme import BLACK, GREY_TEXT, MENU_BAR_HEIGHT, NAVY, SHADOW, WHITE
from . import draw
from .base import Widget

ITEM_HEIGHT = 18
SEPARATOR_HEIGHT = 8
CHECK_COLUMN = 20

# Posted by the app when Alt is pressed and released with no other key or click in between
# (the app sees every key first, including the global ones that never reach the menu bar).
ALT_RELEASED = pygame.event.custom_type()


@dataclass
class MenuItem:
    label: str = ""
    action: Callable[[], None] | None = None
    accel: str = ""  # the key shown at the right, e.g. "F11"
    checked: Callable[[], bool] | bool | None = None
    enabled: Callable[[], bool] | bool = True
    tooltip: str | Callable[[], str] = ""  # a function: the tooltip of the moment (e.g. why the item is off)
    separator: bool = False

    def tooltip_text(self) -> str:
        return self.tooltip() if callable(self.tooltip) else self.tooltip

    def is_checked(self) -> bool:
        return bool(self.checked()) if callable(self.checked) else bool(self.checked)

    def is_enabled(self) -> bool:
        if self.separator:
            return False
        return bool(self.enabled()) if callable(self.enabled) else bool(self.enabled)

    @property
    def hotkey(self) -> str:
        return draw.mnemonic_key(self.label)


def separator() -> MenuItem:
    return MenuItem(separator=True)


@dataclass
class Menu:
    label: str
    items: list[MenuItem] = field(default_factory=list)
    tooltip: str = ""

    @property
    def hotkey(self) -> str:
        return draw.mnemonic_key(self.label)


class MenuBar(Widget):
    def __init__(self, menus: list[Menu], width: int = theme.SCREEN_SIZE[0], *, f10_opens: bool = True):
        super().__init__(pygame.Rect(0, 0, width, MENU_BAR_HEIGHT))
        self.menus = menus
        self.f10_opens = f10_opens  # False where F10 is a key of the game (Belote's border colour)
        self.open_index: int | None = None
        self.item_index = -1
        self.title_rects = self._layout_titles()
        self.chosen: list[str] = []  # labels of the items chosen, most recent last (tests, logs)

    def _layout_titles(self) -> list[pygame.Rect]:
        rects, x = [], 4
        for menu in self.menus:
            width = draw.label_surface(menu.label).get_width() + 14
            rects.append(pygame.Rect(x, self.rect.top + 1, width, MENU_BAR_HEIGHT - 2))
            x += width
        return rects

    # -- state --------------------------------------------------------------------------------
    @property
    def is_open(self) -> bool:
        return self.open_index is not None

    @property
    def open_menu(self) -> Menu | None:
        return self.menus[self.open_index] if self.open_index is not None else None

    def open(self, index: int, *, highlight_first: bool = True) -> None:
        self.open_index = index % len(self.menus)
        self.item_index = -1
        if highlight_first:
            self._move_item(1)

    def close(self) -> None:
        self.open_index = None
        self.item_index = -1

    def choose(self, item: MenuItem) -> None:
        if not item.is_enabled():
            return
        self.close()
        self.chosen.append(draw.split_mnemonic(item.label)[0])
        if item.action is not None:
            item.action()

    def _move_item(self, step: int) -> None:
        items = self.open_menu.items
        index = self.item_index
        for _ in range(len(items)):
            index = (index + step) % len(items)
            if not items[index].separator:
                self.item_index = index
                return

    # -- geometry -----------------------------------------------------------------------------
    def dropdown_rect(self, index: int | None = None) -> pygame.Rect:
        index = self.open_index if index is None else index
        menu = self.menus[index]
        label_width = max((draw.label_surface(i.label).get_width() for i in menu.items if not i.separator), default=40)
        accel_width = max((theme.font().size(i.accel)[0] for i in menu.items if i.accel), default=0)
        width = CHECK_COLUMN + label_width + (accel_width + 24 if accel_width else 0) + 16
        height = sum(SEPARATOR_HEIGHT if i.separator else ITEM_HEIGHT for i in menu.items) + 4
        rect = pygame.Rect(self.title_rects[index].left, self.rect.bottom - 1, width, height)
        rect.right = min(rect.right, theme.SCREEN_SIZE[0] - 2)
        return rect

    def item_rects(self) -> list[pygame.Rect]:
        box = self.dropdown_rect()
        rects, y = [], box.top + 2
        for item in self.open_menu.items:
            height = SEPARATOR_HEIGHT if item.separator else ITEM_HEIGHT
            rects.append(pygame.Rect(box.left + 2, y, box.width - 4, height))
            y += height
        return rects

    def title_at(self, pos) -> int | None:
        for index, rect in enumerate(self.title_rects):
            if rect.collidepoint(pos):
                return index
        return None

    def item_at(self, pos) -> int | None:
        if not self.is_open:
            return None
        for index, rect in enumerate(self.item_rects()):
            if rect.collidepoint(pos) and not self.open_menu.items[index].separator:
                return index
        return None

    # -- input --------------------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            return self._key_down(event)
        if event.type == ALT_RELEASED:
            if self.is_open:
                self.close()
            else:
                self.open(0)
            return True
        if event.type == pygame.KEYUP:
            return self.is_open
        if event.type == pygame.TEXTINPUT:
            return self.is_open
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            return self._mouse(event)
        if event.type == pygame.MOUSEWHEEL:
            return self.is_open
        return False

    def _key_down(self, event) -> bool:
        if event.key in (pygame.K_LALT, pygame.K_RALT):
            return False
        letter = chr(event.key).lower() if 32 < event.key < 127 else ""
        with_alt = bool(event.mod & pygame.KMOD_ALT)
        if with_alt and letter:
            for index, menu in enumerate(self.menus):
                if menu.hotkey == letter:
                    self.open(index)
                    return True
        if not self.is_open:
            if event.key == pygame.K_F10 and self.f10_opens:
                self.open(0)
                return True
            return False
        key = event.key
        if key == pygame.K_ESCAPE:
            self.close()
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.open(self.open_index + (1 if key == pygame.K_RIGHT else -1))
        elif key in (pygame.K_UP, pygame.K_DOWN):
            self._move_item(1 if key == pygame.K_DOWN else -1)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.item_index >= 0:
                self.choose(self.open_menu.items[self.item_index])
        elif letter:
            for item in self.open_menu.items:
                if item.hotkey == letter and item.is_enabled():
                    self.choose(item)
                    break
        return True

    def _mouse(self, event) -> bool:
        title = self.title_at(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN:
            if title is not None and event.button == 1:
                if self.open_index == title:
                    self.close()
                else:
                    self.open(title, highlight_first=False)
                return True
            if self.is_open:
                if not self.dropdown_rect().collidepoint(event.pos):
                    self.close()
                return True
            return self.rect.collidepoint(event.pos)
        if not self.is_open:
            return False
        if event.type == pygame.MOUSEMOTION:
            if title is not None and title != self.open_index:
                self.open(title, highlight_first=False)
            elif self.dropdown_rect().collidepoint(event.pos):
                item = self.item_at(event.pos)
                self.item_index = -1 if item is None else item
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            item = self.item_at(event.pos)
            if item is not None:
                self.choose(self.open_menu.items[item])
            return True
        return True

    def tooltip_at(self, pos) -> str | None:
        if self.is_open and self.dropdown_rect().collidepoint(pos):
            item = self.item_at(pos)
            return self.open_menu.items[item].tooltip_text() if item is not None else ""
        title = self.title_at(pos)
        if title is not None:
            return self.menus[title].tooltip
        return "" if self.rect.collidepoint(pos) else None

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        surface.fill(WHITE, self.rect)
        bottom = self.rect.bottom - 1
        pygame.draw.line(surface, BLACK, (self.rect.left, bottom), (self.rect.right - 1, bottom))
        for index, (menu, rect) in enumerate(zip(self.menus, self.title_rects, strict=True)):
            opened = index == self.open_index
            if opened:
                surface.fill(NAVY, rect)
            draw.blit_centered(surface, draw.label_surface(menu.label, color=WHITE if opened else BLACK), rect)
        if self.is_open:
            self._draw_dropdown(surface)

    def _draw_dropdown(self, surface) -> None:
        box = self.dropdown_rect()
        shadow = box.move(2, 2)
        surface.fill(SHADOW, shadow)
        surface.fill(WHITE, box)
        pygame.draw.rect(surface, BLACK, box, 1)
        font = theme.font()
        for index, (item, rect) in enumerate(zip(self.open_menu.items, self.item_rects(), strict=True)):
            if item.separator:
                pygame.draw.line(surface, BLACK, (rect.left, rect.centery), (rect.right - 1, rect.centery))
                continue
            highlighted = index == self.item_index
            enabled = item.is_enabled()
            if highlighted:
                surface.fill(NAVY, rect)
            color = (WHITE if highlighted else BLACK) if enabled else GREY_TEXT
            if item.is_checked():
                draw.check_mark(surface, pygame.Rect(rect.left, rect.top, CHECK_COLUMN, rect.height), color)
            label = draw.label_surface(item.label, color=color)
            surface.blit(label, label.get_rect(midleft=(rect.left + CHECK_COLUMN, rect.centery)))
            if item.accel:
                accel = font.render(item.accel, True, color)
                surface.blit(accel, accel.get_rect(midright=(rect.right - 10, rect.centery)))
