"""The score sheet of the two Belote games (32 Card Bridge and Belote): every hand of the game so far, one line
each (who dealt, the contract and its taker, what each side scored), the running totals of both sides, the
target score and what each side still needs, or the winner. The list scrolls when the game is long."""

from __future__ import annotations

import pygame

from .. import theme
from ..table.words import SIDE_NAMES, contract_text, host_stop_words, match_ends_here
from ..theme import BLACK, NAVY, WHITE
from ..widgets import draw
from ..widgets.dialogs import Dialog
from ..widgets.text import Style, render_paragraph, render_text

SIDES = ("NS", "EW")
ROW = 18
ROWS_SHOWN = 12  # the hands in view at once; the wheel, the arrow keys and Page Up/Down show the others
# (heading, width): the hand's number, its dealer, the contract, each side's points in the hand, then their totals
COLUMNS = (("Hand", 40), ("Dealer", 58), ("Contract", 168), ("N-S", 72), ("E-W", 72), ("N-S", 72), ("E-W", 72))
GROUPS = (("", 266), ("This hand", 144), ("Game", 144))  # the headings over the columns
WIDTH = 590
RED = (160, 0, 0)
SCROLL_KEYS = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -ROWS_SHOWN, pygame.K_PAGEDOWN: ROWS_SHOWN,
               pygame.K_HOME: -10_000, pygame.K_END: 10_000}


def contract_cell(summary) -> str:
    """``110 [D] by West``, ``[S] trumps by South``; a hand all four passed: ``All passed``."""
    if not summary.contract:
        return "All passed"
    return f"{contract_text(summary.contract)} by {summary.declarer.full_name}"


def hand_row(summary) -> list[str]:
    return [str(summary.number), summary.dealer.full_name, contract_cell(summary),
            *(str(summary.points[side]) for side in SIDES), *(str(summary.totals[side]) for side in SIDES)]


def closing_lines(match, practice: bool) -> list[str]:
    """Under the sheet: the target, what each side still needs or who won."""
    if not match.history:
        return ["No hand of this game has been scored yet."]
    if match.over:
        return [f"{SIDE_NAMES[match.winner]} win the game." if match.winner else "The game is over."]
    if (stop := host_stop_words(match)) is not None:
        return [stop]
    if practice:
        return ["A numbered hand is played on its own: it counts toward no game."]
    needed = [f"{SIDE_NAMES[side]} {max(0, match.target - match.scores[side])}" for side in SIDES]
    return [f"The game is won at {match.target} points. Still needed: {needed[0]}, {needed[1]}."]


class BeloteSheetDialog(Dialog):
    """Game > Score sheet (F6): a line per hand, the first at the top, the last in view."""

    def __init__(self, app, match, *, practice: bool = False):
        self.rows = [hand_row(summary) for summary in match.history]
        self.texts = closing_lines(match, practice)
        if len(self.rows) > ROWS_SHOWN:
            self.texts.append(f"The sheet shows {ROWS_SHOWN} hands at a time, the last ones in view: the mouse wheel, "
                              "the arrow keys or Page Up and Page Down show the others.")
        colour = RED if match_ends_here(match) else BLACK
        self.text_images = [render_paragraph(text, WIDTH - 40, Style(size=17, color=colour)) for text in self.texts]
        shown = min(len(self.rows), ROWS_SHOWN)
        texts_h = sum(image.get_height() + 2 for image in self.text_images)
        super().__init__(app, "Score sheet", (WIDTH, 40 + ROW * (2 + shown) + texts_h + 62))
        self.first = max(0, len(self.rows) - ROWS_SHOWN)  # the first hand in view: the last ones show
        self.add_buttons(["&OK"], align="center")

    @property
    def sheet_rect(self) -> pygame.Rect:
        client = self.client_rect
        shown = min(len(self.rows), ROWS_SHOWN)
        return pygame.Rect(client.left + 8, client.top + 8, sum(w for _, w in COLUMNS), ROW * (2 + shown))

    def scroll(self, rows: int) -> None:
        self.first = min(max(0, len(self.rows) - ROWS_SHOWN), max(0, self.first + rows))

    def handle_input(self, event):
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-3 * event.y)
            return None
        if event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS:
            self.scroll(SCROLL_KEYS[event.key])
            return None
        return super().handle_input(event)

    def tooltip_at(self, pos) -> str:
        if self.sheet_rect.collidepoint(pos) and len(self.rows) > ROWS_SHOWN:
            return "Every hand of this game: the wheel or the arrow keys show the others"
        return super().tooltip_at(pos)

    def draw_client(self, surface) -> None:
        box = self.sheet_rect
        surface.fill(WHITE, box)
        pygame.draw.rect(surface, BLACK, box, 1)
        font = theme.font(16)
        x = box.left
        for heading, width in GROUPS:  # the first heading row: what the columns under it count
            if heading:
                draw.blit_centered(surface, font.render(heading, True, NAVY), pygame.Rect(x, box.top, width, ROW))
                pygame.draw.line(surface, BLACK, (x, box.top), (x, box.bottom - 1))
            x += width
        pygame.draw.line(surface, BLACK, (box.left + GROUPS[0][1], box.top + ROW), (box.right - 1, box.top + ROW))
        self._draw_row(surface, [heading for heading, _ in COLUMNS], box.top + ROW, font, NAVY)
        pygame.draw.line(surface, BLACK, (box.left, box.top + 2 * ROW), (box.right - 1, box.top + 2 * ROW))
        for index, row in enumerate(self.rows[self.first:self.first + ROWS_SHOWN]):
            self._draw_row(surface, row, box.top + (2 + index) * ROW, font, BLACK)
        y = box.bottom + 6
        for image in self.text_images:
            surface.blit(image, (self.client_rect.left + 12, y))
            y += image.get_height() + 2

    def _draw_row(self, surface, cells, top: int, font, colour) -> None:
        x = self.sheet_rect.left
        for cell, (_, width) in zip(cells, COLUMNS, strict=True):
            draw.blit_centered(surface, render_text(cell, font, colour), pygame.Rect(x, top, width, ROW))
            x += width
