"""The score card after each hand: the engine's breakdown lines, the points of the hand, the game
totals, and at the end of a game its winner (or, at a network table whose host stops after its hands, where the
game stands)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from .. import theme
from ..theme import BLACK, NAVY, WHITE
from ..widgets import draw
from ..widgets.dialogs import AutoClose, Dialog
from ..widgets.text import Style, render_paragraph, render_text
from .words import SIDE_NAMES, contract_text

WIDTH = 470
TEXT_WIDTH = WIDTH - 40
REPLAY_NOTE = ("A replay: this hand counts nowhere, and your game in progress keeps its score and goes on with "
               "the next hand.")


class ScoreCard(AutoClose, Dialog):
    """``on_close`` gets "next hand", "new game" or "close"."""

    def __init__(self, app, summary, *, match_over: bool, winner: str | None, target: int, practice: bool,
                 made: bool | None, on_close: Callable[[str], None] | None = None, contract_word: str = "Contract",
                 replay: bool = False, heading: str | None = None, on_view: Callable[[], None] | None = None,
                 end_words: str | None = None):
        """``end_words``: the last hand at a network table whose host stops there, the match not over (said in red
        where a winner is; ``match_over`` is then True: no hand follows)."""
        self.summary = summary
        self.end_words = end_words
        self.match_over = match_over
        self.winner = winner
        self.target = target
        self.texts: list[str] = []  # every sentence shown, in order
        self.contract_word = contract_word  # what the game calls the declarer's undertaking (Pinochle: "Bid")
        self.heading = heading  # the game's own first line (Belote: "South took [S] trumps and made it")
        self.blocks = self._blocks(summary, match_over, winner, practice, made)
        if replay:
            self.texts.append(REPLAY_NOTE)
            self.blocks.append((render_paragraph(REPLAY_NOTE, TEXT_WIDTH, Style(size=16, italic=True)), 4))
        body = sum(image.get_height() + gap for image, gap in self.blocks)
        table_height = 3 * 20 + 8
        height = min(456, body + table_height + 100)
        super().__init__(app, f"Score card - hand {summary.number}", (WIDTH, height), on_close=on_close)
        first = "&New game" if (match_over or practice) and not replay else "&Next hand"  # a replay: back to the game
        self.add_buttons([first, *(["&View replay"] if on_view else []), "&Close"], align="center", width=100,
                         actions={"view replay": on_view} if on_view else None)
        # Dialog.add_buttons would take the on_close callback for the Close button's own handler
        self.buttons["close"].on_click = lambda: self.finish("close")
        if on_view:
            self.buttons["view replay"].tooltip = ("Step through this hand: all four hands, the auction, each trick "
                                                   "and the computers' reasons")

    def _blocks(self, summary, match_over, winner, practice, made) -> list:
        blocks = []
        if self.heading:
            title = self.heading
        elif summary.contract:
            verdict = "made" if made else "defeated"
            title = (f"{self.contract_word} {contract_text(summary.contract)} by {summary.declarer.full_name}: "
                     f"{verdict}")
        else:
            title = "No contract: all four passed"
        blocks.append((render_text(title, theme.font(20), NAVY), 8))
        self.texts.append(title)
        self.texts.extend(summary.lines)
        for line in summary.lines:
            blocks.append((render_paragraph(line, TEXT_WIDTH, Style(size=17)), 3))
        if match_over and winner:
            text = f"{SIDE_NAMES.get(winner, winner)} win the game!"
            self.texts.append(text)
            blocks.append((render_paragraph(text, TEXT_WIDTH, Style(size=22, color=(160, 0, 0)),
                                            align="center"), 4))
        elif self.end_words:
            self.texts.append(self.end_words)
            blocks.append((render_paragraph(self.end_words, TEXT_WIDTH, Style(size=17, color=(160, 0, 0))), 4))
        elif practice:
            note = "A numbered hand is played on its own; New game starts a game to the target."
            blocks.append((render_paragraph(note, TEXT_WIDTH, Style(size=16, italic=True)), 4))
        return blocks

    @property
    def auto_choice(self) -> str:
        """What a demonstration's score card chooses when it closes by itself."""
        return "new game" if self.match_over else "next hand"

    def draw_client(self, surface) -> None:
        client = self.client_rect
        y = client.top + 10
        for image, gap in self.blocks:
            surface.blit(image, (client.left + 16, y))
            y += image.get_height() + gap
        self._draw_table(surface, pygame.Rect(client.left + 16, y + 6, TEXT_WIDTH, 3 * 20))

    def _draw_table(self, surface, box: pygame.Rect) -> None:
        surface.fill(WHITE, box)
        pygame.draw.rect(surface, BLACK, box, 1)
        sides = list(self.summary.points)
        column = (box.width - 150) // max(1, len(sides))
        font = theme.font(17)
        rows = [("", [SIDE_NAMES.get(s, s) for s in sides]),
                ("This hand", [str(self.summary.points[s]) for s in sides]),
                (f"Game (to {self.target})", [str(self.summary.totals[s]) for s in sides])]
        for r, (label, cells) in enumerate(rows):
            y = box.top + r * 20
            if r:
                pygame.draw.line(surface, BLACK, (box.left, y), (box.right - 1, y))
            surface.blit(font.render(label, True, BLACK), (box.left + 6, y + 4))
            for c, cell in enumerate(cells):
                x = box.left + 150 + c * column
                image = font.render(cell, True, NAVY if r == 0 else BLACK)
                draw.blit_centered(surface, image, pygame.Rect(x, y, column, 20))
        for c in range(len(sides)):
            x = box.left + 150 + c * column
            pygame.draw.line(surface, BLACK, (x, box.top), (x, box.bottom - 1))
