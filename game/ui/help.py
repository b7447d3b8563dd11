"""The help viewer: any Markdown text, one page per ``#`` heading, a list of pages on the left and the
page on the right, scrolled by mouse or keyboard. Every game's rules are shown with it."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from . import theme
from .markdown import Page, PageRenderer, parse_pages
from .scenes import Scene
from .theme import BLACK, BUTTON_HEIGHT, FACE, SCREEN_RECT, SCROLLBAR_WIDTH, STATUS_BAR_HEIGHT, WHITE
from .widgets import draw
from .widgets.base import Widget, WidgetGroup
from .widgets.controls import Button
from .widgets.dialogs import FRAME, draw_window_frame
from .widgets.listbox import ListBox, ScrollBar
from .widgets.statusbar import StatusBar
from .widgets.text import text_size

LINE_STEP = 18
MARGIN = 10
ACTION_WIDTH = 136  # the toolbar's button of what a page offers (History: Replay a hand...)
CONTENTS_WIDTH = (176, 268)  # the list of pages: as wide as its longest title needs, within these bounds


def contents_width(titles, height: int) -> int:
    """The width of the list of pages that shows every title whole (with its scroll bar when the titles do not all
    fit ``height``), within CONTENTS_WIDTH."""
    font = theme.font()
    widest = max((text_size(title, font)[0] for title in titles), default=0)
    rows = max(1, (height - 2) // (theme.ROW_HEIGHT + 2))  # the list box's rows
    width = widest + 6 + 2 + (SCROLLBAR_WIDTH - 1 if len(titles) > rows else 0)
    return max(CONTENTS_WIDTH[0], min(CONTENTS_WIDTH[1], width))


class HelpPane(Widget):
    """A page drawn once onto a tall surface, shown through a window that scrolls."""

    focusable = True

    def __init__(self, rect, *, on_past_end: Callable[[], None] | None = None, on_before_start=None):
        super().__init__(rect, tooltip="Scroll with the wheel, the arrow keys, Page Up/Down and Space")
        self.page_surface = pygame.Surface((1, 1))
        self.on_past_end = on_past_end
        self.on_before_start = on_before_start
        self.scrollbar = ScrollBar(pygame.Rect(self.rect.right - SCROLLBAR_WIDTH, self.rect.top, SCROLLBAR_WIDTH,
                                               self.rect.height), total=1, page=1, step=LINE_STEP)
        self.scroll_captured = False

    @property
    def view_rect(self) -> pygame.Rect:
        return pygame.Rect(self.rect.left + 1, self.rect.top + 1, self.rect.width - SCROLLBAR_WIDTH,
                           self.rect.height - 2)

    @property
    def text_width(self) -> int:
        return self.view_rect.width - 2 * MARGIN

    @property
    def offset(self) -> int:
        return self.scrollbar.value

    def show(self, surface: pygame.Surface, offset: int = 0) -> None:
        self.page_surface = surface
        self.scrollbar.configure(surface.get_height() + MARGIN, self.view_rect.height)
        self.scrollbar.set_value(offset, notify=False)

    def scroll_by(self, pixels: int) -> None:
        self.scrollbar.set_value(self.offset + pixels)

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and self.scrollbar.rect.collidepoint(event.pos):
            self.scroll_captured = True
        if self.scroll_captured and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP):
            self.scrollbar.handle_event(event)
            self.scroll_captured = event.type != pygame.MOUSEBUTTONUP
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * 3 * LINE_STEP)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            return True
        if event.type == pygame.KEYDOWN and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return self._key(event.key, bool(event.mod & pygame.KMOD_SHIFT))
        return False

    def _key(self, key, shift: bool) -> bool:
        page = self.view_rect.height - LINE_STEP
        at_end = self.offset >= self.scrollbar.max_value
        if key == pygame.K_SPACE and not shift and at_end and self.on_past_end:
            self.on_past_end()
        elif key == pygame.K_SPACE and shift and self.offset == 0 and self.on_before_start:
            self.on_before_start()
        elif key in (pygame.K_UP, pygame.K_DOWN):
            self.scroll_by(LINE_STEP if key == pygame.K_DOWN else -LINE_STEP)
        elif key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_SPACE):
            down = key == pygame.K_PAGEDOWN or (key == pygame.K_SPACE and not shift)
            self.scroll_by(page if down else -page)
        elif key in (pygame.K_HOME, pygame.K_END):
            self.scrollbar.set_value(0 if key == pygame.K_HOME else self.scrollbar.max_value)
        else:
            return False
        return True

    def move(self, dx, dy) -> None:
        super().move(dx, dy)
        self.scrollbar.move(dx, dy)

    def update(self, dt: float) -> None:
        self.scrollbar.group = self.group
        self.scrollbar.update(dt)

    def is_animating(self) -> bool:
        return self.scrollbar.is_animating()

    def draw(self, surface) -> None:
        view = self.view_rect
        surface.fill(WHITE, self.rect)
        pygame.draw.rect(surface, BLACK, self.rect, 1)
        clip = surface.get_clip()
        surface.set_clip(view)
        surface.blit(self.page_surface, (view.left + MARGIN, view.top + MARGIN - self.offset))
        if self.focused:
            draw.dotted_rect(surface, view.inflate(-2, -2), theme.SHADOW)
        surface.set_clip(clip)
        self.scrollbar.draw(surface)


class HelpScene(Scene):
    """A full-window help viewer; Esc or Close returns to the scene below."""

    def __init__(self, app, title: str, markdown: str, *, page: int = 0,
                 action: tuple[str, Callable[[], None], str] | list | None = None, caption: str | None = None):
        """``action``: (label, what it does, tooltip) of a button at the right of the toolbar, which closes the
        help and does it (History: Replay a hand...), or a list of them (their buttons share the room there).
        ``caption``: the window's title, when it is not the help of ``title`` ("History", not "History Help")."""
        super().__init__(app)
        self.title = title
        self.caption = caption or f"{title} Help"
        self.pages: list[Page] = parse_pages(markdown) or [Page("Help", [])]
        self.page_index = 0
        self.offsets: dict[int, int] = {}
        self.widgets = WidgetGroup()
        client = SCREEN_RECT.inflate(-2 * FRAME, -2 * FRAME)
        client.top += theme.TITLE_BAR_HEIGHT + 1
        client.height -= theme.TITLE_BAR_HEIGHT + 1
        self.client = client
        self.toolbar = pygame.Rect(client.left, client.top, client.width, BUTTON_HEIGHT + 8)
        self._add_buttons()
        actions = action if isinstance(action, list) else [] if action is None else [action]
        room = self.toolbar.right - 4 - (self.buttons["Close"].rect.right + 4)
        width = min(ACTION_WIDTH, (room - 4 * (len(actions) - 1)) // max(1, len(actions)))
        for place, spec in enumerate(reversed(actions)):
            self._add_action(*spec, right=self.toolbar.right - 4 - place * (width + 4), width=width)
        body_top = self.toolbar.bottom + 4
        body_bottom = client.bottom - STATUS_BAR_HEIGHT - 4
        titles = [p.title for p in self.pages]
        self.page_list = self.widgets.add(ListBox(
            pygame.Rect(client.left + 4, body_top, contents_width(titles, body_bottom - body_top),
                        body_bottom - body_top),
            titles, on_select=self.show_page, on_activate=lambda _: self.focus_text(),
            tooltip="The pages: click one, or choose with the arrow keys"))
        self.pane = self.widgets.add(HelpPane(
            pygame.Rect(self.page_list.rect.right + 4, body_top, client.right - 4 - self.page_list.rect.right - 4,
                        body_bottom - body_top), on_past_end=self.next_page, on_before_start=self.previous_page_end))
        self.status = self.widgets.add(StatusBar(
            lambda: app.status_text, default_text="Esc closes the help",
            right_text=lambda: f"Page {self.page_index + 1} of {len(self.pages)}",
            rect=pygame.Rect(client.left, client.bottom - STATUS_BAR_HEIGHT, client.width, STATUS_BAR_HEIGHT)))
        self.renderer = PageRenderer(self.pane.text_width)
        self._surfaces: dict[int, pygame.Surface] = {}
        self.show_page(max(0, min(page, len(self.pages) - 1)))
        self.widgets.focus(self.pane)

    def _add_buttons(self) -> None:
        specs = [("&Contents", self.contents, "Back to the first page"),
                 ("<< &Previous", self.previous_page, "The page before (Ctrl+Page Up)"),
                 ("&Next >>", self.next_page, "The next page (Ctrl+Page Down)"),
                 ("C&lose", self.close, "Back to where you were (Esc)")]
        x = self.toolbar.left + 4
        self.buttons = {}
        for label, action, tip in specs:
            rect = pygame.Rect(x, self.toolbar.top + 4, 96, BUTTON_HEIGHT)
            self.buttons[draw.split_mnemonic(label)[0]] = self.widgets.add(Button(rect, label, action, tooltip=tip))
            x += 100

    def _add_action(self, label: str, action: Callable[[], None], tip: str, *, right: int, width: int) -> None:
        def act() -> None:
            self.close()
            action()

        rect = pygame.Rect(right - width, self.toolbar.top + 4, width, BUTTON_HEIGHT)
        self.buttons[draw.split_mnemonic(label)[0]] = self.widgets.add(Button(rect, label, act, tooltip=tip))

    # -- pages --------------------------------------------------------------------------------
    @property
    def page(self) -> Page:
        return self.pages[self.page_index]

    def page_surface(self, index: int) -> pygame.Surface:
        if index not in self._surfaces:
            self._surfaces[index] = self.renderer.render(self.pages[index])
        return self._surfaces[index]

    def show_page(self, index: int, offset: int | None = None) -> None:
        index = max(0, min(len(self.pages) - 1, index))
        self.offsets[self.page_index] = self.pane.offset
        self.page_index = index
        self.pane.show(self.page_surface(index), self.offsets.get(index, 0) if offset is None else offset)
        self.page_list.select(index)
        self.buttons["<< Previous"].enabled = index > 0
        self.buttons["Next >>"].enabled = index < len(self.pages) - 1

    def next_page(self) -> None:
        if self.page_index < len(self.pages) - 1:
            self.show_page(self.page_index + 1, offset=0)

    def previous_page(self) -> None:
        if self.page_index > 0:
            self.show_page(self.page_index - 1, offset=0)

    def previous_page_end(self) -> None:
        if self.page_index > 0:
            self.show_page(self.page_index - 1, offset=10**9)

    def contents(self) -> None:
        self.show_page(0, offset=0)
        self.widgets.focus(self.page_list)

    def focus_text(self) -> None:
        self.widgets.focus(self.pane)

    # -- scene --------------------------------------------------------------------------------
    def handle_event(self, event):
        if event.type == pygame.KEYDOWN:
            ctrl, alt = event.mod & pygame.KMOD_CTRL, event.mod & pygame.KMOD_ALT
            if event.key == pygame.K_ESCAPE:
                self.close()
                return None
            if (ctrl and event.key == pygame.K_PAGEDOWN) or (alt and event.key == pygame.K_RIGHT):
                self.next_page()
                return None
            if (ctrl and event.key == pygame.K_PAGEUP) or (alt and event.key == pygame.K_LEFT):
                self.previous_page()
                return None
            if event.key == pygame.K_F1:
                return None
        if self.widgets.handle_event(event):
            return None
        return None if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN) else event

    def update(self, dt: float) -> None:
        self.widgets.update(dt)

    def is_animating(self) -> bool:
        return self.widgets.is_animating()

    def tooltip_at(self, pos) -> str:
        text = self.widgets.tooltip_at(pos)
        return text if text is not None else ""

    def draw(self, surface) -> None:
        draw_window_frame(surface, SCREEN_RECT, self.caption)
        surface.fill(FACE, self.client)
        pygame.draw.line(surface, theme.SHADOW, (self.toolbar.left, self.toolbar.bottom),
                         (self.toolbar.right - 1, self.toolbar.bottom))
        pygame.draw.line(surface, WHITE, (self.toolbar.left, self.toolbar.bottom + 1),
                         (self.toolbar.right - 1, self.toolbar.bottom + 1))
        self.widgets.draw(surface)
