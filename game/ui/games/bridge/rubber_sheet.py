"""The rubber bridge score sheet, drawn like a score pad: two columns (We / They), the line across the
middle, premiums written upwards from the line and trick scores downwards, a rule under each game won,
and at the end the totals and the back score. Pointing at a figure says what it was for; a click keeps
that text under the sheet.

``layout_sheet`` works out where everything goes (plain numbers, tested); ``RubberSheetView`` draws it and
scrolls the middle part when the rubber is too long for the space; ``RubberSheetDialog`` shows it with OK
and, once the rubber is over, New rubber.

A ``sheet`` here is the rubber as the game keeps it, the match's state (``match.state``, from the Bridge Variant's
``new_match_state``): its games won (each a ``game`` with its number, side and hand), its figures above and below
the line (each an ``entry`` with its hand, side, line, points and label), the totals, the back score and who is
vulnerable. The sheet is drawn from it, never worked out here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.engine.seats import SIDES, other_side

from ... import theme
from ...table.words import SIDE_NAMES
from ...theme import BLACK, SCROLLBAR_WIDTH
from ...widgets.base import Widget
from ...widgets.dialogs import AutoClose, Dialog
from ...widgets.listbox import ScrollBar
from ...widgets.text import Style, fit_text, render_paragraph, render_text

PAPER = (250, 248, 235)
RULED_BLUE = (190, 210, 235)
THE_LINE_RED = (200, 40, 40)
INK = (20, 40, 130)
PENCIL = (120, 120, 130)
VULNERABLE_RED = (190, 0, 0)
HOVER_TINT = (232, 236, 250)
SELECTED_TINT = (255, 245, 180)

MARGIN = 64  # the left margin of the pad, where "Game 1", "Total" and "Back score" are pencilled
ROW_MAX = 18  # the comfortable row height; rows shrink down to ROW_MIN before the middle scrolls
ROW_MIN = 14
LINE_GAP = 4  # room under the line before the first trick score
RULE_GAP = 3  # room under a game's rule before the next game's first entry
MIN_ABOVE_ROWS = 3  # blank paper above the line on a fresh sheet
MIN_BELOW_ROWS = 3
HEADER_HEIGHT = 38
FOOTER_ROW = 18
NOTE_ROWS = 2
HINT = "Point at a figure on the sheet to see what it is for; click it to keep the note."


@dataclass
class PlacedEntry:
    """One figure on the sheet: its column (0 We, 1 They) and its cell in body coordinates (y from the
    top of the scrolling part)."""

    entry: Any  # a figure of the sheet
    column: int
    rect: pygame.Rect

    @property
    def text(self) -> str:
        return str(self.entry.points)


@dataclass
class GameRule:
    """The line ruled across both columns under a game's last trick score."""

    game: Any  # a game of the sheet, won
    y: int


@dataclass
class SheetLayout:
    we: str
    row_height: int
    column_width: int
    line_y: int  # the line between premiums and trick scores (body coordinates)
    body_height: int
    entries: list[PlacedEntry] = field(default_factory=list)
    rules: list[GameRule] = field(default_factory=list)
    game_labels: list[tuple[str, int]] = field(default_factory=list)  # ("Game 1", y) in the margin
    row_lines: list[int] = field(default_factory=list)  # the faint ruling of the paper

    @property
    def they(self) -> str:
        return other_side(self.we)

    def column_x(self, column: int) -> int:
        return MARGIN + column * self.column_width

    def above(self, column: int) -> list[PlacedEntry]:
        return [p for p in self.entries if p.column == column and p.entry.line == "above"]

    def below(self, column: int) -> list[PlacedEntry]:
        return [p for p in self.entries if p.column == column and p.entry.line == "below"]

    def entry_at(self, pos) -> PlacedEntry | None:
        return next((p for p in self.entries if p.rect.collidepoint(pos)), None)

    def rule_near(self, y: int) -> GameRule | None:
        return next((r for r in self.rules if abs(r.y - y) <= 2), None)


def games_shown(sheet) -> int:
    """The games that get a block below the line: those won, and the one being played (or the unfinished
    one with a part-score in it)."""
    current = sheet.game_number
    in_play = not sheet.over or any(sheet.below(side, current) for side in SIDES)
    return current + (1 if in_play else 0)


def layout_sheet(sheet, we: str, width: int, row_height: int = ROW_MAX) -> SheetLayout:
    """Where each figure of ``sheet`` goes on a pad ``width`` pixels wide, ``we`` ("NS" or "EW") in the left
    column. Above the line the first premium is written just over the line and later ones higher up, as on
    paper; below it each game's trick scores follow in order, and a won game is ruled off."""
    they = other_side(we)
    column_width = (width - MARGIN) // 2
    columns = (we, they)
    above_rows = max(MIN_ABOVE_ROWS, *(len(sheet.above(side)) for side in columns))
    line_y = above_rows * row_height
    layout = SheetLayout(we, row_height, column_width, line_y, 0)
    layout.row_lines = [r * row_height for r in range(1, above_rows)]
    for column, side in enumerate(columns):
        for i, entry in enumerate(sheet.above(side)):
            top = line_y - (i + 1) * row_height
            layout.entries.append(PlacedEntry(entry, column, _cell(layout, column, top)))
    y = line_y + LINE_GAP
    rows_below = 0
    for game in range(games_shown(sheet)):
        layout.game_labels.append((f"Game {game + 1}", y))
        per_side = [sheet.below(side, game) for side in columns]
        rows = max(1, *(len(entries) for entries in per_side))
        for column, entries in enumerate(per_side):
            for i, entry in enumerate(entries):
                layout.entries.append(PlacedEntry(entry, column, _cell(layout, column, y + i * row_height)))
        layout.row_lines.extend(y + r * row_height for r in range(1, rows + 1))
        y += rows * row_height
        rows_below += rows
        if game < len(sheet.games):
            layout.rules.append(GameRule(sheet.games[game], y))
            y += RULE_GAP
    for _ in range(max(0, MIN_BELOW_ROWS - rows_below)):  # blank paper for the games to come
        y += row_height
        layout.row_lines.append(y)
    layout.body_height = y + 2
    return layout


def _cell(layout: SheetLayout, column: int, top: int) -> pygame.Rect:
    return pygame.Rect(layout.column_x(column) + 1, top, layout.column_width - 2, layout.row_height)


# -- words -------------------------------------------------------------------------------------------
def side_word(side: str, we: str) -> str:
    return "We" if side == we else "They"


def entry_note(entry, we: str) -> str:
    """What a figure is for, e.g. "Hand 3 - We, below the line: 120 (4 spades: 4 x 30)"."""
    when = f"Hand {entry.hand}" if entry.hand else "End of the rubber"
    return f"{when} - {side_word(entry.side, we)}, {entry.line} the line: {entry.points} ({entry.label})"


def rule_note(game, we: str) -> str:
    return f"Game {game.number + 1} won by {side_word(game.side, we)} ({SIDE_NAMES[game.side]}) on hand {game.hand}"


def totals_row(sheet, we: str) -> tuple[str, str, str]:
    """(label, We, They) for the totals under the sheet."""
    totals = sheet.totals()
    return ("Total" if sheet.over else "So far"), str(totals[we]), str(totals[other_side(we)])


def back_score_row(sheet, we: str) -> tuple[str, str, str]:
    """The back score in hundreds, winners plus and losers minus: ("Back score", "+12", "-12")."""
    back = sheet.back_score()
    return "Back score", _signed(back[we]), _signed(back[other_side(we)])


def _signed(hundreds: int) -> str:
    return f"{hundreds:+d}" if hundreds else "0"


def verdict(sheet, we: str) -> str:
    """One sentence under the sheet: who won the rubber and by how much, or where the rubber stands."""
    totals = sheet.totals()
    they = other_side(we)
    if sheet.over:
        ended = "Unfinished rubber: " if sheet.unfinished else ""
        winner = sheet.winner
        if winner is None:
            return ended + "the totals are equal, the rubber is drawn."
        margin = abs(totals[we] - totals[they])
        who = "We win" if winner == we else "They win"
        return f"{ended}{who} the rubber by {margin} points."
    vulnerable = [s for s in (we, they) if sheet.vulnerable()[s]]
    if len(vulnerable) == 2:
        state = "both vulnerable"
    elif vulnerable:
        state = "we are vulnerable" if vulnerable[0] == we else "they are vulnerable"
    else:
        state = "nobody is vulnerable"
    parts = [f"{side_word(s, we).lower()} have {sheet.part_score(s)}" for s in (we, they) if sheet.part_score(s)]
    return f"Game {sheet.game_number + 1}: {state}" + (f"; {' and '.join(parts)} towards it." if parts else ".")


# -- the widget --------------------------------------------------------------------------------------
class RubberSheetView(Widget):
    """The pad. ``we``: the viewer's side, in the left column. ``on_select`` gets the note of a clicked
    figure. The hovered figure's note is the widget's tooltip (the status bar shows it)."""

    def __init__(self, rect, sheet, we: str = "NS", *,
                 on_select: Callable[[str], None] | None = None):
        super().__init__(rect)
        self.sheet = sheet
        self.we = we
        self.on_select = on_select
        self.hovered_entry: PlacedEntry | None = None
        self.selected: PlacedEntry | None = None
        self.scrolling = False  # the mouse is held on the scroll bar
        self.scrollbar = ScrollBar(pygame.Rect(0, 0, SCROLLBAR_WIDTH, 10), total=1, page=1, on_change=self._scrolled)
        self.layout: SheetLayout
        self.refresh()

    # -- geometry ------------------------------------------------------------------------------
    def footer_rows(self) -> int:
        """Totals, the back score at the end, the verdict, and two lines for the note of a clicked figure."""
        return (2 if self.sheet.over else 1) + 1 + NOTE_ROWS

    def body_rect(self) -> pygame.Rect:
        """The scrolling middle of the pad, in screen coordinates."""
        top = self.rect.top + HEADER_HEIGHT
        height = self.rect.height - HEADER_HEIGHT - self.footer_rows() * FOOTER_ROW - 4
        return pygame.Rect(self.rect.left, top, self.rect.width, max(0, height))

    def refresh(self) -> None:
        """Lay the sheet out again (after a hand was added); rows shrink to fit before the middle scrolls,
        and a long sheet opens scrolled to the bottom, where the latest games are."""
        body = self.body_rect()
        width = self.rect.width
        row = ROW_MAX
        self.layout = layout_sheet(self.sheet, self.we, width, row)
        while self.layout.body_height > body.height and row > ROW_MIN:
            row -= 1
            self.layout = layout_sheet(self.sheet, self.we, width, row)
        if self.layout.body_height > body.height:
            self.layout = layout_sheet(self.sheet, self.we, width - SCROLLBAR_WIDTH, row)
        self.scrollbar.rect = pygame.Rect(self.rect.right - SCROLLBAR_WIDTH, body.top, SCROLLBAR_WIDTH, body.height)
        self.scrollbar.step = row
        self.scrollbar.configure(self.layout.body_height, body.height)
        self.scrollbar.set_value(self.scrollbar.max_value, notify=False)
        self.hovered_entry = self.selected = None

    @property
    def scrolls(self) -> bool:
        return self.scrollbar.active

    @property
    def scroll(self) -> int:
        return self.scrollbar.value

    def _scrolled(self, _value: int) -> None:
        self.hovered_entry = None

    def to_body(self, pos) -> tuple[int, int]:
        body = self.body_rect()
        return pos[0] - body.left, pos[1] - body.top + self.scroll

    def to_screen(self, rect: pygame.Rect) -> pygame.Rect:
        body = self.body_rect()
        return rect.move(body.left, body.top - self.scroll)

    def entry_at(self, pos) -> PlacedEntry | None:
        if not self.body_rect().collidepoint(pos) or self._on_scrollbar(pos):
            return None
        return self.layout.entry_at(self.to_body(pos))

    def entry_screen_rect(self, placed: PlacedEntry) -> pygame.Rect:
        return self.to_screen(placed.rect)

    def _on_scrollbar(self, pos) -> bool:
        return self.scrolls and self.scrollbar.rect.collidepoint(pos)

    def move(self, dx: int, dy: int) -> None:
        super().move(dx, dy)
        self.scrollbar.move(dx, dy)

    # -- input ---------------------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scrollbar.set_value(self.scroll - event.y * 3 * self.layout.row_height)
            return True
        if self.scrolling or (event.type == pygame.MOUSEBUTTONDOWN and self._on_scrollbar(event.pos)):
            self.scrolling = event.type != pygame.MOUSEBUTTONUP
            self.scrollbar.handle_event(event)
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hovered_entry = self.entry_at(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.select(self.entry_at(event.pos))
            return True
        return event.type == pygame.MOUSEBUTTONUP

    def scroll_key(self, key: int) -> bool:
        """Up, Down, Page Up, Page Down, Home and End move a long sheet; True if ``key`` is one of them."""
        row, page = self.layout.row_height, self.scrollbar.page
        moves = {pygame.K_UP: -row, pygame.K_DOWN: row, pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page,
                 pygame.K_HOME: -self.layout.body_height, pygame.K_END: self.layout.body_height}
        if key not in moves:
            return False
        self.scrollbar.set_value(self.scroll + moves[key])
        return True

    def select(self, placed: PlacedEntry | None) -> None:
        self.selected = placed
        if placed is not None and self.on_select is not None:
            self.on_select(self.note(placed))

    def note(self, placed: PlacedEntry) -> str:
        return entry_note(placed.entry, self.we)

    def tooltip_at(self, pos) -> str | None:
        if not self.rect.collidepoint(pos):
            return None
        placed = self.entry_at(pos)
        if placed is not None:
            return self.note(placed)
        if self.body_rect().collidepoint(pos) and not self._on_scrollbar(pos):
            rule = self.layout.rule_near(self.to_body(pos)[1])
            if rule is not None:
                return rule_note(rule.game, self.we)
        return HINT

    def update(self, dt: float) -> None:
        self.scrollbar.update(dt)

    def is_animating(self) -> bool:
        return self.scrollbar.is_animating()

    # -- the words under the sheet -------------------------------------------------------------
    def footer_lines(self) -> list[tuple[str, str, str] | str]:
        """The rows under the body: the totals, the back score once the rubber is over, the verdict and the
        note of the clicked figure (a tuple is a row in the columns, a string a line across)."""
        rows: list[tuple[str, str, str] | str] = [totals_row(self.sheet, self.we)]
        if self.sheet.over:
            rows.append(back_score_row(self.sheet, self.we))
        rows.append(verdict(self.sheet, self.we))
        rows.append(self.note(self.selected) if self.selected is not None else "")
        return rows

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        surface.fill(PAPER, self.rect)
        self._draw_header(surface)
        body = self.body_rect()
        clip = surface.get_clip()
        surface.set_clip(body.clip(clip) if clip else body)
        self._draw_body(surface)
        surface.set_clip(clip)
        if self.scrolls:
            self.scrollbar.draw(surface)
        self._draw_footer(surface)
        x = self.rect.left + MARGIN + self.layout.column_width
        figure_rows = 2 if self.sheet.over else 1
        pygame.draw.line(surface, INK, (x, self.rect.top + 4), (x, self._footer_top() + figure_rows * FOOTER_ROW - 2))
        pygame.draw.rect(surface, BLACK, self.rect, 1)

    def _column_rect(self, column: int, top: int, height: int) -> pygame.Rect:
        return pygame.Rect(self.rect.left + self.layout.column_x(column), top, self.layout.column_width, height)

    def _draw_header(self, surface) -> None:
        vulnerable = self.sheet.vulnerable()
        for column, side in enumerate((self.we, self.layout.they)):
            box = self._column_rect(column, self.rect.top + 2, HEADER_HEIGHT - 4)
            title = render_text(side_word(side, self.we), theme.font(24, bold=True), INK)
            surface.blit(title, title.get_rect(midtop=(box.centerx, box.top)))
            words, colour = (f"{SIDE_NAMES[side]}, vulnerable", VULNERABLE_RED) if vulnerable[side] else \
                (SIDE_NAMES[side], PENCIL)
            small = render_text(words, theme.font(15), colour)
            surface.blit(small, small.get_rect(midbottom=(box.centerx, box.bottom + 1)))
        bottom = self.rect.top + HEADER_HEIGHT - 1
        pygame.draw.line(surface, INK, (self.rect.left + 4, bottom), (self.rect.right - 5, bottom))

    def _draw_body(self, surface) -> None:
        layout, body = self.layout, self.body_rect()
        left, right = body.left + 4, body.left + MARGIN + 2 * layout.column_width - 1
        last = max(layout.row_lines, default=layout.line_y)
        blank_paper = range(last + layout.row_height, self.scroll + body.height, layout.row_height)
        for y in [*layout.row_lines, *blank_paper]:
            sy = body.top + y - self.scroll
            pygame.draw.line(surface, RULED_BLUE, (left, sy), (right, sy))
        line_y = body.top + layout.line_y - self.scroll
        pygame.draw.line(surface, THE_LINE_RED, (left, line_y), (right, line_y), 2)
        font = theme.font(layout.row_height + 3)
        for placed in layout.entries:
            cell = self.to_screen(placed.rect)
            tint = SELECTED_TINT if placed is self.selected else HOVER_TINT if placed is self.hovered_entry else None
            if tint is not None:
                surface.fill(tint, cell)
            image = render_text(placed.text, font, INK)
            surface.blit(image, image.get_rect(midright=(cell.centerx + 30, cell.centery + 1)))
        for rule in layout.rules:
            sy = body.top + rule.y - self.scroll
            pygame.draw.line(surface, INK, (body.left + MARGIN - 6, sy), (right, sy))
        small = theme.font(14)
        for text, y in layout.game_labels:
            image = render_text(text, small, PENCIL)
            surface.blit(image, (body.left + 6, body.top + y - self.scroll + 2))

    def _footer_top(self) -> int:
        return self.body_rect().bottom + 4

    def _draw_footer(self, surface) -> None:
        top = self._footer_top()
        pygame.draw.line(surface, INK, (self.rect.left + 4, top - 3), (self.rect.right - 5, top - 3))
        if self.sheet.over:
            pygame.draw.line(surface, INK, (self.rect.left + 4, top - 1), (self.rect.right - 5, top - 1))
        label_font, figure_font = theme.font(14), theme.font(ROW_MAX + 3, bold=self.sheet.over)
        rows = self.footer_lines()
        for i, row in enumerate(rows):
            y = top + i * FOOTER_ROW
            if isinstance(row, tuple):
                label, *figures = row
                colour = INK if self.sheet.over else PENCIL
                surface.blit(render_text(label, label_font, PENCIL), (self.rect.left + 6, y + 4))
                for column, figure in enumerate(figures):
                    cell = self._column_rect(column, y, FOOTER_ROW)
                    image = render_text(figure, figure_font, colour)
                    surface.blit(image, image.get_rect(midright=(cell.centerx + 30, cell.centery + 1)))
            elif row and i < len(rows) - 1:
                text = fit_text(row, theme.font(15), self.rect.width - 12)
                surface.blit(render_text(text, theme.font(15), INK), (self.rect.left + 6, y + 3))
            elif row:  # the note of the clicked figure, on up to two lines
                note = render_paragraph(row, self.rect.width - 12, Style(size=15))
                area = pygame.Rect(self.rect.left + 6, y + 3, self.rect.width - 12, NOTE_ROWS * FOOTER_ROW - 4)
                surface.blit(note, area, pygame.Rect((0, 0), area.size))


# -- the dialog --------------------------------------------------------------------------------------
DIALOG_SIZE = (440, 440)


class RubberSheetDialog(AutoClose, Dialog):
    """"Score sheet": the pad, OK, and once the rubber is over New rubber. ``caption``: a line over the pad
    (say, how the last hand went). ``on_ok`` runs on OK or Esc, ``on_new_rubber`` on New rubber, ``on_view`` on View
    replay (the sheet stays)."""

    def __init__(self, app, sheet, we: str = "NS", *, caption: str = "",
                 on_ok: Callable[[], None] | None = None, on_new_rubber: Callable[[], None] | None = None,
                 title: str = "Score sheet", on_view: Callable[[], None] | None = None):
        super().__init__(app, title, DIALOG_SIZE, on_close=self._closed)
        # not "on_ok": Dialog.add_buttons would call a method of that name instead of closing the dialog
        self.ok_action = on_ok
        self.new_rubber_action = on_new_rubber
        self.caption_text = caption
        self.caption = render_paragraph(caption, DIALOG_SIZE[0] - 40, Style(size=16, color=theme.NAVY)) \
            if caption else None
        top = 8 + (self.caption.get_height() + 6 if self.caption else 0)
        client = self.client_rect
        height = client.height - top - theme.BUTTON_HEIGHT - 20
        self.view = self.add(RubberSheetView(self.place(10, top, client.width - 20, height), sheet, we))
        labels = ["&OK", "&New rubber"] if sheet.over and on_new_rubber is not None else ["&OK"]
        labels += ["&View replay"] if on_view else []  # after a hand: the replay viewer over the sheet
        self.add_buttons(labels, align="center", width=110, actions={"view replay": on_view} if on_view else None)

    @property
    def auto_choice(self) -> str:
        """What a demonstration's sheet chooses when it closes by itself."""
        return "new rubber" if "new rubber" in self.buttons else "ok"

    def handle_input(self, event):
        if event.type == pygame.KEYDOWN and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT) \
                and self.view.scroll_key(event.key):
            return None
        return super().handle_input(event)

    def _closed(self, result: str) -> None:
        action = self.new_rubber_action if result == "new rubber" else self.ok_action
        if action is not None:
            action()

    def draw_client(self, surface) -> None:
        if self.caption is not None:
            client = self.client_rect
            surface.blit(self.caption, (client.left + 10, client.top + 6))
