"""A vertical scroll bar and a list box that scrolls with it."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from .. import theme
from ..theme import BLACK, FACE, GREY_TEXT, NAVY, SCROLLBAR_WIDTH, WHITE
from . import draw
from .base import Widget
from .text import fit_text, render_text

REPEAT_DELAY = 0.35
REPEAT_EVERY = 0.05
DOUBLE_CLICK_MS = 400


class ScrollBar(Widget):
    """``value`` runs from 0 to ``total - page``; ``step`` is what an arrow moves, ``page`` what a click on
    the track moves. Holding an arrow or the track repeats."""

    def __init__(self, rect, *, total: int, page: int, value: int = 0, step: int = 1,
                 on_change: Callable[[int], None] | None = None, tooltip: str = ""):
        super().__init__(rect, tooltip=tooltip)
        self.total, self.page, self.step = total, page, step
        self.value = 0
        self.on_change = on_change
        self.held: str | None = None  # "up", "down", "page_up", "page_down", "thumb"
        self.repeat_timer = 0.0
        self.drag_offset = 0
        self.set_value(value, notify=False)

    @property
    def max_value(self) -> int:
        return max(0, self.total - self.page)

    @property
    def active(self) -> bool:
        return self.total > self.page

    def configure(self, total: int, page: int) -> None:
        self.total, self.page = total, page
        self.set_value(self.value, notify=False)

    def set_value(self, value: int, notify: bool = True) -> None:
        value = max(0, min(self.max_value, int(value)))
        if value != self.value:
            self.value = value
            if notify and self.on_change is not None:
                self.on_change(value)

    # -- geometry -----------------------------------------------------------------------------
    def up_rect(self) -> pygame.Rect:
        return pygame.Rect(self.rect.left, self.rect.top, self.rect.width, self.rect.width)

    def down_rect(self) -> pygame.Rect:
        return pygame.Rect(self.rect.left, self.rect.bottom - self.rect.width, self.rect.width, self.rect.width)

    def track_rect(self) -> pygame.Rect:
        return pygame.Rect(self.rect.left, self.rect.top + self.rect.width - 1, self.rect.width,
                           self.rect.height - 2 * self.rect.width + 2)

    def thumb_rect(self) -> pygame.Rect:
        track = self.track_rect()
        size = max(12, track.height * self.page // max(1, self.total))
        size = min(size, track.height)
        room = track.height - size
        top = track.top + (room * self.value // self.max_value if self.max_value else 0)
        return pygame.Rect(track.left, top, track.width, size)

    # -- input --------------------------------------------------------------------------------
    def _do(self, action: str) -> None:
        moves = {"up": -self.step, "down": self.step, "page_up": -self.page, "page_down": self.page}
        self.set_value(self.value + moves[action])

    def handle_event(self, event) -> bool:
        if not self.active:
            return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            thumb = self.thumb_rect()
            if self.up_rect().collidepoint(event.pos):
                self.held = "up"
            elif self.down_rect().collidepoint(event.pos):
                self.held = "down"
            elif thumb.collidepoint(event.pos):
                self.held, self.drag_offset = "thumb", event.pos[1] - thumb.top
                return True
            else:
                self.held = "page_up" if event.pos[1] < thumb.top else "page_down"
            self._do(self.held)
            self.repeat_timer = REPEAT_DELAY
            return True
        if event.type == pygame.MOUSEMOTION and self.held == "thumb":
            track, thumb = self.track_rect(), self.thumb_rect()
            room = track.height - thumb.height
            if room > 0:
                self.set_value(round((event.pos[1] - self.drag_offset - track.top) * self.max_value / room))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.held = None
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.set_value(self.value - event.y * 3 * self.step)
            return True
        return False

    def update(self, dt: float) -> None:
        if self.held in (None, "thumb"):
            return
        self.repeat_timer -= dt
        while self.repeat_timer <= 0:
            if self.held.startswith("page") and self.thumb_rect().collidepoint(self.rect.centerx, self._mouse_y()):
                break
            self._do(self.held)
            self.repeat_timer += REPEAT_EVERY

    def _mouse_y(self) -> int:
        return self.group.mouse_pos[1] if self.group is not None else -1

    def is_animating(self) -> bool:
        return self.held not in (None, "thumb")

    # -- drawing ------------------------------------------------------------------------------
    def _arrow_button(self, surface, rect, direction, pressed) -> None:
        surface.fill(FACE, rect)
        pygame.draw.rect(surface, BLACK, rect, 1)
        inner = rect.inflate(-2, -2)
        if pressed:
            pygame.draw.rect(surface, theme.SHADOW, inner, 1)
        else:
            draw.raised(surface, inner, 1)
        draw.triangle(surface, inner.move(1, 1) if pressed else inner, direction,
                      BLACK if self.active else GREY_TEXT)

    def draw(self, surface) -> None:
        track = self.track_rect()
        if self.active:
            surface.blit(draw.dither(track.size), track)
        else:
            surface.fill(FACE, track)
        pygame.draw.rect(surface, BLACK, track, 1)
        self._arrow_button(surface, self.up_rect(), "up", self.held == "up")
        self._arrow_button(surface, self.down_rect(), "down", self.held == "down")
        if self.active:
            thumb = self.thumb_rect()
            surface.fill(FACE, thumb)
            pygame.draw.rect(surface, BLACK, thumb, 1)
            draw.raised(surface, thumb.inflate(-2, -2), 1)


class ListBox(Widget):
    """Rows of text (suit marks allowed), one selected; Enter or a double click activates it. With ``columns`` (each
    column's left edge, from the row's left), a row's cells are separated by tabs and each starts at its column."""

    focusable = True

    def __init__(self, rect, items: Sequence[str], selected: int = 0, *,
                 on_select: Callable[[int], None] | None = None,
                 on_activate: Callable[[int], None] | None = None,
                 row_height: int = theme.ROW_HEIGHT + 2, tooltips: Sequence[str] = (), tooltip: str = "",
                 columns: Sequence[int] = ()):
        super().__init__(rect, tooltip=tooltip)
        self.columns = tuple(columns) or (0,)
        self.items = list(items)
        self.tooltips = list(tooltips)
        self.selected = selected if self.items else -1
        self.on_select = on_select
        self.on_activate = on_activate
        self.row_height = row_height
        self.scrollbar = ScrollBar(self._scrollbar_rect(), total=len(self.items), page=self.visible_rows)
        self.scroll_captured = False
        self.last_click: tuple[int, int] = (-1, -DOUBLE_CLICK_MS)
        self.ensure_visible(self.selected)

    def _scrollbar_rect(self) -> pygame.Rect:
        return pygame.Rect(self.rect.right - SCROLLBAR_WIDTH, self.rect.top, SCROLLBAR_WIDTH, self.rect.height)

    @property
    def visible_rows(self) -> int:
        return max(1, (self.rect.height - 2) // self.row_height)

    @property
    def top_row(self) -> int:
        return self.scrollbar.value

    def rows_rect(self) -> pygame.Rect:
        width = self.rect.width - 2 - (SCROLLBAR_WIDTH - 1 if self.scrollbar.active else 0)
        return pygame.Rect(self.rect.left + 1, self.rect.top + 1, width, self.rect.height - 2)

    def set_items(self, items: Sequence[str], selected: int = 0) -> None:
        self.items = list(items)
        self.selected = min(selected, len(self.items) - 1)
        self.scrollbar.configure(len(self.items), self.visible_rows)
        self.ensure_visible(self.selected)

    def move(self, dx, dy) -> None:
        super().move(dx, dy)
        self.scrollbar.move(dx, dy)

    def ensure_visible(self, index: int) -> None:
        if index < 0:
            return
        if index < self.top_row:
            self.scrollbar.set_value(index)
        elif index >= self.top_row + self.visible_rows:
            self.scrollbar.set_value(index - self.visible_rows + 1)

    def select(self, index: int) -> None:
        if not self.items:
            return
        index = max(0, min(len(self.items) - 1, index))
        self.ensure_visible(index)
        if index != self.selected:
            self.selected = index
            if self.on_select is not None:
                self.on_select(index)

    def activate_selected(self) -> None:
        if self.on_activate is not None and 0 <= self.selected < len(self.items):
            self.on_activate(self.selected)

    def index_at(self, pos) -> int | None:
        rows = self.rows_rect()
        if not rows.collidepoint(pos):
            return None
        index = self.top_row + (pos[1] - rows.top) // self.row_height
        return index if index < len(self.items) else None

    def handle_event(self, event) -> bool:
        if self._scrollbar_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self.index_at(event.pos)
            if index is not None:
                self.select(index)
                now = pygame.time.get_ticks()
                if self.last_click[0] == index and now - self.last_click[1] < DOUBLE_CLICK_MS:
                    self.activate_selected()
                    now = -DOUBLE_CLICK_MS
                self.last_click = (index, now)
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scrollbar.set_value(self.top_row - event.y * 3)
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _scrollbar_event(self, event) -> bool:
        if not self.scrollbar.active:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and self.scrollbar.rect.collidepoint(event.pos):
            self.scroll_captured = True
        if self.scroll_captured and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP):
            self.scrollbar.handle_event(event)
            if event.type == pygame.MOUSEBUTTONUP:
                self.scroll_captured = False
            return True
        return False

    def _key(self, event) -> bool:
        moves = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -(self.visible_rows - 1),
                 pygame.K_PAGEDOWN: self.visible_rows - 1}
        if event.key in moves:
            self.select(self.selected + moves[event.key])
        elif event.key == pygame.K_HOME:
            self.select(0)
        elif event.key == pygame.K_END:
            self.select(len(self.items) - 1)
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.on_activate is not None:
            self.activate_selected()
        elif 32 < event.key < 127 and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return self._jump_to_letter(chr(event.key).lower())
        else:
            return False
        return True

    def _jump_to_letter(self, letter: str) -> bool:
        count = len(self.items)
        for offset in range(1, count + 1):
            index = (self.selected + offset) % count
            if self.items[index].lower().startswith(letter):
                self.select(index)
                return True
        return False

    def update(self, dt: float) -> None:
        self.scrollbar.group = self.group
        self.scrollbar.update(dt)

    def is_animating(self) -> bool:
        return self.scrollbar.is_animating()

    def tooltip_at(self, pos) -> str | None:
        if not self.rect.collidepoint(pos):
            return None
        index = self.index_at(pos)
        if index is not None and index < len(self.tooltips):
            return self.tooltips[index]
        return self.tooltip

    def draw(self, surface) -> None:
        surface.fill(WHITE, self.rect)
        pygame.draw.rect(surface, BLACK, self.rect, 1)
        rows = self.rows_rect()
        clip = surface.get_clip()
        surface.set_clip(rows.clip(clip) if clip else rows)
        font = theme.font()
        for row in range(self.visible_rows + 1):
            index = self.top_row + row
            if index >= len(self.items):
                break
            row_rect = pygame.Rect(rows.left, rows.top + row * self.row_height, rows.width, self.row_height)
            selected = index == self.selected
            if selected:
                surface.fill(NAVY, row_rect)
            color = WHITE if selected else (BLACK if self.enabled else GREY_TEXT)
            self._draw_cells(surface, row_rect, self.items[index], font, color)
            if selected and self.focused:
                draw.dotted_rect(surface, row_rect, theme.YELLOW)
        surface.set_clip(clip)
        if self.scrollbar.active:
            self.scrollbar.draw(surface)

    def _draw_cells(self, surface, row_rect, item: str, font, color) -> None:
        cells = item.split("\t") if len(self.columns) > 1 else [item]
        edges = [*self.columns[:len(cells)], row_rect.width]
        for cell, left, right in zip(cells, edges, edges[1:], strict=False):
            text = render_text(fit_text(cell, font, right - left - 6), font, color)
            surface.blit(text, text.get_rect(midleft=(row_rect.left + 3 + left, row_rect.centery)))
