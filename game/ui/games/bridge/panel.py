"""Contract Bridge at the table: the bidding box (the 35 bids, Pass, the red X to double, the blue XX to
redouble) and the auction table (the calls in four columns, W N E S, each one clickable to read what it
shows in a small yellow balloon).

The widgets never decide a rule: the box has a column per strain the game gives (Variant.bid_strains) and makes
clickable the calls the engine lists as legal; the table is told whether the auction is over, and asks the bidding
system for a call's meaning through the ``explain`` callable it is given.

Keys for the box (the scene hands them over with ``type_key`` while the box is shown): a level 1-7, then a
strain C D H S or N, then Enter; P passes and X doubles or redoubles at once; Escape or Backspace forgets
what was typed.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

import pygame

from game.engine import DOUBLE, PASS, REDOUBLE, Bid, Seat
from game.engine.actions import bid
from game.engine.cards import SUIT_NAMES

from ... import theme
from ...table import layout
from ...table.bidding_panel import TITLE_BAR_H, CallingPanel, draw_frame
from ...theme import BLACK, GREY_TEXT, NAVY, WHITE
from ...widgets import draw
from ...widgets.base import Widget
from ...widgets.controls import Button
from ...widgets.text import Style, draw_lines, fit_text, lines_height, render_text, wrap_runs

LEVELS = range(1, 8)
# A bid's button leaves room round its label (the widest, 7NT) inside its raised edge.
BID_W, BID_H, BID_GAP = 30, 22, 1
CALL_ROW_H = 22
BID_LABEL_SIZE = 14  # the bids in the box; Pass, X and XX in their wide buttons at 17
TITLE_H = TITLE_BAR_H
LABEL_SIZE = 16
CELL_SIZE = 15  # the auction table: "Pass" fits its narrow columns
DOUBLE_RED = (200, 0, 0)
REDOUBLE_BLUE = (0, 0, 200)
PASS_GREEN = (0, 112, 0)
HINT_YELLOW = (255, 255, 0)
BALLOON_YELLOW = (255, 255, 225)
STRAIN_KEYS = {pygame.K_c: "C", pygame.K_d: "D", pygame.K_h: "H", pygame.K_s: "S", pygame.K_n: "NT"}
LEVEL_KEYS = {**{pygame.K_1 + i: i + 1 for i in range(7)}, **{pygame.K_KP1 + i: i + 1 for i in range(7)}}
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


CALL_LABELS = {PASS: "Pass", DOUBLE: "X", REDOUBLE: "XX"}


def call_label(action) -> str:
    """How a call is written in the box and the auction table: ``1[H]``, ``1NT``, ``Pass``, ``X``, ``XX``."""
    if action in CALL_LABELS:
        return CALL_LABELS[action]
    if action.strain == "NT":
        return f"{action.amount}NT"
    return f"{action.amount}[{action.strain}]"


def call_name(action) -> str:
    """The call in words, for tooltips and balloons: "2 Hearts", "1 Heart", "3 No Trumps", "Pass", "Double"."""
    if not isinstance(action, Bid):
        return action.name
    words = "No Trumps" if action.strain == "NT" else SUIT_NAMES[action.strain].capitalize()
    return f"{action.amount} {words[:-1] if action.amount == 1 else words}"


def call_color(action):
    return {DOUBLE: DOUBLE_RED, REDOUBLE: REDOUBLE_BLUE, PASS: PASS_GREEN}.get(action, BLACK)


@lru_cache(maxsize=256)
def call_image(action, enabled: bool = True, size: int = LABEL_SIZE) -> pygame.Surface:
    """A call drawn small: the level and the font's suit symbol, NT as text, Pass/X/XX in their colours; grey
    when it cannot be made. Cached: never draw on it."""
    font = theme.font(size)
    color = call_color(action) if enabled else GREY_TEXT
    if isinstance(action, Bid) and action.strain != "NT":
        return render_text(f"{action.amount}[{action.strain}]", font, color)
    return font.render(call_label(action), True, color)


class CallButton(Button):
    """One call of the box: stays pressed while it is the call typed on the keyboard; framed in yellow while
    it is the hint."""

    def __init__(self, rect, action, on_click):
        super().__init__(rect, "", on_click)
        self.action = action
        self.chosen = False
        self.hinted = False

    @property
    def pressed(self) -> bool:
        return self.chosen or super().pressed

    def draw(self, surface) -> None:
        inner = draw.button_face(surface, self.rect, pressed=self.pressed, default=False)
        draw.blit_centered(surface, self.label_image(), inner)

    def label_image(self) -> pygame.Surface:
        return call_image(self.action, self.enabled, BID_LABEL_SIZE if isinstance(self.action, Bid) else 17)

    def draw_hint_frame(self, surface) -> None:
        """Drawn after every button, so that the neighbours do not cover it."""
        pygame.draw.rect(surface, HINT_YELLOW, self.rect.inflate(2, 2), 2)
        pygame.draw.rect(surface, BLACK, self.rect.inflate(4, 4), 1)


class BridgeBiddingBox(CallingPanel):
    """The 35 bids in seven rows (levels) of five (``strains``: C D H S NT), then Pass, X and XX. Only the calls
    given to ``set_legal`` can be clicked; a click hands the engine's action to ``on_call``."""

    face_tooltip = "Click a bid, Pass, X to double or XX to redouble"

    def __init__(self, rect, on_call: Callable[[object], None], strains: tuple[str, ...]):
        super().__init__(rect, on_call, "Your bid")
        self.strains = strains
        self.typed_level: int | None = None
        self.typed: object | None = None  # the call typed on the keyboard, waiting for Enter
        self.note = ""  # what the keyboard entry says in the title bar
        self.buttons: dict[object, CallButton] = {}
        self._build()
        self.set_legal([])

    # -- layout --------------------------------------------------------------------------------
    def grid_width(self) -> int:
        return len(self.strains) * BID_W + (len(self.strains) - 1) * BID_GAP

    def _build(self) -> None:
        left = self.rect.left + (self.rect.width - self.grid_width()) // 2
        top = self.rect.top + 3 + TITLE_H + 4
        for level in LEVELS:
            for column, strain in enumerate(self.strains):
                action = bid(level, strain)
                rect = pygame.Rect(left + column * (BID_W + BID_GAP), top + (level - 1) * (BID_H + BID_GAP),
                                   BID_W, BID_H)
                self._add(CallButton(rect, action, lambda a=action: self.make(a)))
        y = top + len(LEVELS) * (BID_H + BID_GAP) + 3
        cross_w = BID_W + 8
        pass_w = self.grid_width() - 2 * (cross_w + BID_GAP)
        self._add(CallButton(pygame.Rect(left, y, pass_w, CALL_ROW_H), PASS, lambda: self.make(PASS)))
        x = left + pass_w + BID_GAP
        for action in (DOUBLE, REDOUBLE):
            self._add(CallButton(pygame.Rect(x, y, cross_w, CALL_ROW_H), action, lambda a=action: self.make(a)))
            x += cross_w + BID_GAP

    def _add(self, button: CallButton) -> None:
        self.buttons[button.action] = self.inner.add(button)

    @staticmethod
    def preferred_height() -> int:
        """The height that holds the title, the seven rows of bids and the row of Pass, X and XX."""
        return 3 + TITLE_H + 4 + len(LEVELS) * (BID_H + BID_GAP) + 3 + CALL_ROW_H + 6

    # -- state ---------------------------------------------------------------------------------
    def set_legal(self, legal, title: str = "Your bid") -> None:
        """The calls that may be made now (the engine's legal actions); everything else is greyed."""
        self.title = title
        self.legal = list(legal)
        self._forget_typing()
        self.set_hint(None)
        any_bid = any(isinstance(action, Bid) for action in self.legal)
        for action, button in self.buttons.items():
            button.enabled = action in self.legal
            button.tooltip = self._tooltip(action, button.enabled, any_bid)

    def _tooltip(self, action, enabled: bool, any_bid: bool) -> str:
        if not self.legal:
            return "The bidding box is for your turn to call"
        if action is PASS:
            return "Pass: no bid this time (P)"
        if action is DOUBLE:
            return ("Double the opponents' last bid: it scores more, for them if made, for you if not (X)"
                    if enabled else "Double: only an opponent's last bid, not yet doubled")
        if action is REDOUBLE:
            return ("Redouble: your side's doubled contract scores more again, made or not (X)" if enabled
                    else "Redouble: only your side's bid after an opponent doubled it")
        words = call_name(action)
        if enabled:
            trumps = "without trumps" if action.strain == "NT" else f"with {SUIT_NAMES[action.strain]} as trumps"
            return f"Bid {words}: {action.amount + 6} tricks to take {trumps}"
        if not any_bid:
            return f"{words}: no bid can be made now (seven no trumps is the highest)"
        return f"{words} is too low: a bid must be higher than the last one"

    def set_hint(self, action) -> None:
        """Frame the button of ``action`` (the hint); None takes the frame away."""
        for button in self.buttons.values():
            button.hinted = button.action is action

    def button_for(self, action) -> Widget | None:
        """The button that makes ``action`` (tests, hints)."""
        return self.buttons.get(action)

    # -- making a call -------------------------------------------------------------------------
    def make(self, action) -> None:
        if action in self.legal:
            self._forget_typing()
            self.on_call(action)

    def cross(self) -> None:
        """The X key: redouble when that is legal, else double."""
        action = self.doubling_call()
        if action is None:
            self.note = "Nothing to double now"
        else:
            self.make(action)

    # -- the keyboard --------------------------------------------------------------------------
    def _forget_typing(self) -> None:
        self.typed_level, self.typed, self.note = None, None, ""
        for button in self.buttons.values():
            button.chosen = False

    def _choose_typed(self, action) -> None:
        for button in self.buttons.values():
            button.chosen = button.action is action
        self.typed = action

    def type_key(self, event) -> bool:
        """A key while the box is shown: True when the box used it."""
        if event.type != pygame.KEYDOWN or event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT) or not self.legal:
            return False
        key = event.key
        if key in LEVEL_KEYS:
            self._forget_typing()
            self.typed_level = LEVEL_KEYS[key]
            self.note = f"{self.typed_level}: now C, D, H, S or N"
        elif key in STRAIN_KEYS and self.typed_level is not None:
            self._type_strain(STRAIN_KEYS[key])
        elif key == pygame.K_t and self.typed is not None and self.typed.strain == "NT":
            pass  # "1NT" typed in full
        elif key in ENTER_KEYS and self.typed is not None:
            self.make(self.typed)
        elif key == pygame.K_p:
            self.make(PASS)
        elif key == pygame.K_x:
            self.cross()
        elif key in (pygame.K_ESCAPE, pygame.K_BACKSPACE) and (self.typed_level is not None or self.note):
            self._forget_typing()
        else:
            return False
        return True

    def _type_strain(self, strain: str) -> None:
        action = bid(self.typed_level, strain)
        self.typed_level = None
        if action in self.legal:
            self._choose_typed(action)
            self.note = f"{call_name(action)}: Enter to bid"
        else:
            self._forget_typing()
            self.note = f"{call_name(action)} is too low"

    # -- widget --------------------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            return self.type_key(event)
        return super().handle_event(event)

    def frame_title(self) -> str:
        return fit_text(self.note or self.title, theme.font(17), self.rect.width - 10)

    def draw(self, surface) -> None:
        super().draw(surface)
        for button in self.buttons.values():
            if button.hinted:
                button.draw_hint_frame(surface)


class AuctionTable(Widget):
    """The calls in four columns, W N E S as bridge diagrams have them: the dealer's first call in its own
    column (blanks before it), "?" where the next call goes, the last rows shown when the auction is long
    (the wheel or the small arrows scroll). A click on a call opens a yellow balloon with what it shows,
    from ``explain(dealer, calls_up_to_the_call, index)``; a click anywhere else closes it."""

    COLUMNS = (Seat.W, Seat.N, Seat.E, Seat.S)
    HEADING_H = 15
    ROW_H = 15
    BALLOON_W = 176

    def __init__(self, rect, explain: Callable[[Seat, list, int], str | None] | None = None,
                 title: str = "Auction"):
        super().__init__(rect)
        self.explain = explain
        self.title = title
        self.dealer = Seat.N
        self.calls: list = []
        self.closed = False
        self.vulnerable: frozenset[Seat] = frozenset()
        self.top_row = 0
        self.balloon_index: int | None = None
        self.balloon_text = ""

    # -- state ---------------------------------------------------------------------------------
    def set_auction(self, dealer: Seat, calls, vulnerable=(), closed: bool = False) -> None:
        """The auction so far (``closed``: it is over, no "?" for a next call); the last rows are brought into
        view when a call was added. The balloon stays open while its call is still there, and until the auction
        closes: a note pinned during the bidding does not stay over the play."""
        calls = list(calls)
        same_start = dealer == self.dealer and calls[:len(self.calls)] == self.calls
        changed = dealer != self.dealer or calls != self.calls
        if closed and not self.closed:
            self.close_balloon()
        self.dealer, self.calls = dealer, calls
        self.closed = closed
        self.vulnerable = frozenset(vulnerable)
        if changed:
            self.top_row = max(0, self.row_count() - self.visible_rows())
            if not (same_start and self.balloon_index is not None and self.balloon_index < len(calls)):
                self.close_balloon()

    def position(self, index: int) -> tuple[int, int]:
        """(row, column) of call ``index`` (the dealer's first call is index 0)."""
        return divmod(self.COLUMNS.index(self.dealer) + index, 4)

    def row_count(self) -> int:
        """Rows used, counting the "?" of the next call."""
        cells = self.COLUMNS.index(self.dealer) + len(self.calls) + (0 if self.closed else 1)
        return (cells + 3) // 4

    def height_for(self, rows: int) -> int:
        """The height that shows ``rows`` rows of calls under the title and the headings."""
        return 3 + TITLE_H + 2 + self.HEADING_H + rows * self.ROW_H + 4

    def visible_rows(self) -> int:
        return max(1, (self.grid_rect().height) // self.ROW_H)

    def grid_rect(self) -> pygame.Rect:
        top = self.rect.top + 3 + TITLE_H + 2 + self.HEADING_H
        return pygame.Rect(self.rect.left + 4, top, self.rect.width - 8, self.rect.bottom - 4 - top)

    def column_width(self) -> int:
        return self.grid_rect().width // 4

    def cell_rect(self, row: int, column: int) -> pygame.Rect | None:
        """Where a cell is on screen; None when scrolled out of view."""
        shown = row - self.top_row
        if not 0 <= shown < self.visible_rows():
            return None
        grid = self.grid_rect()
        width = self.column_width()
        return pygame.Rect(grid.left + column * width, grid.top + shown * self.ROW_H, width, self.ROW_H)

    def call_rect(self, index: int) -> pygame.Rect | None:
        return self.cell_rect(*self.position(index))

    def call_at(self, pos) -> int | None:
        for index in range(len(self.calls)):
            rect = self.call_rect(index)
            if rect is not None and rect.collidepoint(pos):
                return index
        return None

    def scroll(self, rows: int) -> None:
        self.top_row = max(0, min(self.row_count() - self.visible_rows(), self.top_row + rows))

    def arrow_rects(self) -> dict[str, pygame.Rect]:
        """The small scroll arrows at the right of the title bar (drawn when rows are out of view)."""
        bar_top = self.rect.top + 3
        right = self.rect.right - 4
        return {"up": pygame.Rect(right - 26, bar_top + 1, 12, TITLE_H - 2),
                "down": pygame.Rect(right - 13, bar_top + 1, 12, TITLE_H - 2)}

    def can_scroll(self, direction: str) -> bool:
        if direction == "up":
            return self.top_row > 0
        return self.top_row + self.visible_rows() < self.row_count()

    # -- the balloon ---------------------------------------------------------------------------
    def open_balloon(self, index: int) -> None:
        seat = Seat((self.dealer + index) % 4)
        action = self.calls[index]
        meaning = None
        if self.explain is not None:
            meaning = self.explain(self.dealer, self.calls[:index + 1], index)
        self.balloon_index = index
        self.balloon_text = meaning or f"No explanation is kept for {seat.full_name}'s {call_name(action)}."

    def close_balloon(self) -> None:
        self.balloon_index, self.balloon_text = None, ""

    def dismiss(self, event) -> bool:
        """For the scene, before its other widgets see the event: a click away from the open balloon's call,
        or Escape, closes the balloon. True when the event closed it (it is then used up)."""
        if self.balloon_index is None:
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close_balloon()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and not self.rect.collidepoint(event.pos):
            self.close_balloon()
            return True
        return False

    def balloon_lines(self):
        index = self.balloon_index
        seat = Seat((self.dealer + index) % 4)
        heading = f"{seat.full_name}: {call_label(self.calls[index])}\n"
        runs = [(heading, Style(size=17, bold=True)), (self.balloon_text, Style(size=17))]
        return wrap_runs(runs, self.BALLOON_W - 12)

    def balloon_rect(self, lines=None) -> pygame.Rect | None:
        """Below the call (above it if there is no room), kept on the felt."""
        if self.balloon_index is None:
            return None
        anchor = self.call_rect(self.balloon_index) or self.grid_rect()
        lines = lines if lines is not None else self.balloon_lines()
        box = pygame.Rect(0, 0, self.BALLOON_W, lines_height(lines, 1) + 10)
        box.midtop = (anchor.centerx, anchor.bottom + 8)
        if box.bottom > layout.FELT_RECT.bottom:
            box.midbottom = (anchor.centerx, anchor.top - 8)
        return box.clamp(layout.FELT_RECT)

    # -- widget --------------------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y)
            return True
        if event.type != pygame.MOUSEBUTTONDOWN:
            return event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
        if event.button in (4, 5):
            return True
        if event.button != 1:
            self.close_balloon()
            return True
        for direction, rect in self.arrow_rects().items():
            if rect.collidepoint(event.pos) and self.can_scroll(direction):
                self.scroll(-1 if direction == "up" else 1)
                return True
        index = self.call_at(event.pos)
        if index is None or index == self.balloon_index:
            self.close_balloon()
        else:
            self.open_balloon(index)
        return True

    def tooltip_at(self, pos) -> str | None:
        if not self.rect.collidepoint(pos):
            return None
        index = self.call_at(pos)
        if index is None:
            return self._other_tooltip(pos)
        seat = Seat((self.dealer + index) % 4)
        return f"{seat.full_name}: {call_name(self.calls[index])}. Click to read what it shows"

    def _other_tooltip(self, pos) -> str:
        """Over the next call's "?" or a column's heading."""
        next_cell = None if self.closed else self.call_rect(len(self.calls))
        if next_cell is not None and next_cell.collidepoint(pos):
            return f"{Seat((self.dealer + len(self.calls)) % 4).full_name} to call"
        for column, seat in enumerate(self.COLUMNS):
            if self.heading_rect(column).collidepoint(pos):
                words = [seat.full_name] + (["the dealer"] if seat == self.dealer else [])
                words += ["vulnerable"] if seat in self.vulnerable else []
                return ", ".join(words)
        return "The auction: click a call to read what it shows"

    def heading_rect(self, column: int) -> pygame.Rect:
        grid = self.grid_rect()
        width = self.column_width()
        return pygame.Rect(grid.left + column * width, grid.top - self.HEADING_H - 1, width, self.HEADING_H)

    def draw(self, surface) -> None:
        draw_frame(surface, self.rect, self.title)
        self._draw_headings(surface)
        grid = self.grid_rect()
        surface.fill(WHITE, grid)
        draw.sunken(surface, grid.inflate(2, 2))
        for index, action in enumerate(self.calls):
            rect = self.call_rect(index)
            if rect is not None:
                if index == self.balloon_index:
                    surface.fill(BALLOON_YELLOW, rect)
                draw.blit_centered(surface, call_image(action, True, CELL_SIZE), rect.move(0, 1))
        if not self.closed:
            rect = self.call_rect(len(self.calls))
            if rect is not None:
                draw.blit_centered(surface, theme.font(LABEL_SIZE, bold=True).render("?", True, NAVY), rect)
        for direction, rect in self.arrow_rects().items():
            if self.can_scroll(direction):
                draw.triangle(surface, rect, direction, WHITE)
        self.draw_balloon(surface)

    def _draw_headings(self, surface) -> None:
        for column, seat in enumerate(self.COLUMNS):
            cell = self.heading_rect(column)
            if seat in self.vulnerable:
                surface.fill(DOUBLE_RED, cell.inflate(-2, 0))
            color = WHITE if seat in self.vulnerable else BLACK
            label = theme.font(LABEL_SIZE, bold=seat == self.dealer).render(seat.name, True, color)
            where = draw.blit_centered(surface, label, cell)
            if seat == self.dealer:  # the dealer's letter underlined
                pygame.draw.line(surface, color, (where.left, where.bottom), (where.right - 1, where.bottom))

    def draw_balloon(self, surface) -> None:
        """The yellow balloon; the scene may call it again after drawing the rest so nothing covers it."""
        if self.balloon_index is None:
            return
        lines = self.balloon_lines()
        box = self.balloon_rect(lines)
        anchor = self.call_rect(self.balloon_index)
        surface.fill(BLACK, box.move(2, 2))
        surface.fill(BALLOON_YELLOW, box)
        pygame.draw.rect(surface, BLACK, box, 1)
        if anchor is not None:
            self._draw_pointer(surface, box, anchor)
        draw_lines(surface, lines, (box.left + 6, box.top + 5), spacing=1)

    @staticmethod
    def _draw_pointer(surface, box: pygame.Rect, anchor: pygame.Rect) -> None:
        """The balloon's small beak pointing at its call."""
        x = max(box.left + 8, min(box.right - 8, anchor.centerx))
        if box.top >= anchor.bottom:
            tip, base = (x, anchor.bottom - 1), box.top
        else:
            tip, base = (x, anchor.top + 1), box.bottom - 1
        points = [(x - 5, base), (x + 5, base), tip]
        pygame.draw.polygon(surface, BALLOON_YELLOW, points)
        pygame.draw.line(surface, BLACK, points[0], tip)
        pygame.draw.line(surface, BLACK, points[1], tip)
