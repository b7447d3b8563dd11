"""Scotch Whist's score dialogs: the scores of the hand just played (the trumps each player or side took,
drawn small with their values above them, the bonus and the total), then the score sheet (carried forward,
this hand and the total of each player, the points still needed to go out, and the winner)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine import Seat

from ... import theme
from ...table import paint
from ...table.words import SIDE_NAMES, host_stop_words, match_ends_here
from ...theme import BLACK, NAVY, WHITE
from ...widgets import draw
from ...widgets.dialogs import AutoClose, Dialog
from ...widgets.text import Style, render_paragraph

KEY_NAMES = {**SIDE_NAMES, **{s.name: s.full_name for s in Seat}}  # a score's key ("NS", "N") in words
ROW_H = 62
SHEET_ROW = 20
SHEET_ROWS_SHOWN = 10  # the last hands of a long game; the rows before are carried forward
NAME_W = 110


def key_name(key: str) -> str:
    return KEY_NAMES.get(key, key)


class HandScoresDialog(AutoClose, Dialog):
    """One row per player (or side): the scoring trumps taken, small, with their values above them; the bonus
    for cards beyond 18; the total (or the bidder's minus 25)."""

    def __init__(self, app, result, number: int, on_close: Callable[[str], None] | None = None,
                 on_view: Callable[[], None] | None = None, ok_label: str = "&OK"):
        self.hand_result = result
        self.keys = list(result.points)
        self.header = result.lines[:2] if result.bid is not None else result.lines[:1]
        self.header_images = [render_paragraph(line, 420, Style(size=17)) for line in self.header]
        header_h = sum(image.get_height() + 2 for image in self.header_images)
        height = 40 + header_h + ROW_H * len(self.keys) + 56
        super().__init__(app, f"Scores for this hand - hand {number}", (460, min(460, height)), on_close=on_close)
        self.header_h = header_h
        self.add_buttons([ok_label, *(["&View replay"] if on_view else [])], align="center", width=100,
                         actions={"view replay": on_view} if on_view else None)  # the replay viewer over the box
        self.auto_choice = draw.split_mnemonic(ok_label)[0].lower()

    def row_text(self, key: str) -> tuple[str, str]:
        """(the bonus words, the total words) of a row."""
        result = self.hand_result
        entries = result.entries.get(key, [])
        if entries and entries[0].kind == "penalty":
            return f"short of the bid ({entries[0].label})", str(entries[0].points)
        bonus = result.bonus.get(key, 0)
        return (f"bonus {bonus}" if bonus else f"{result.cards_taken.get(key, 0)} cards"), str(result.points[key])

    def draw_client(self, surface) -> None:
        client = self.client_rect
        y = client.top + 8
        for image in self.header_images:
            surface.blit(image, (client.left + 12, y))
            y += image.get_height() + 2
        font = theme.font(17)
        for key in self.keys:
            row = pygame.Rect(client.left + 8, y + 4, client.width - 16, ROW_H - 6)
            surface.fill(WHITE, row)
            pygame.draw.rect(surface, BLACK, row, 1)
            surface.blit(font.render(key_name(key), True, NAVY), (row.left + 6, row.top + 4))
            x = row.left + NAME_W
            for card, value in self.hand_result.trump_cards.get(key, ()):
                image = paint.mini_card(card)
                label = font.render(str(value), True, BLACK)
                surface.blit(label, label.get_rect(midtop=(x + image.get_width() // 2, row.top + 1)))
                surface.blit(image, (x, row.top + 16))  # clear of the row's frame
                x += image.get_width() + 4
            bonus, total = self.row_text(key)
            surface.blit(font.render(bonus, True, BLACK), (row.right - 150, row.top + 22))
            total_image = theme.font(20).render(total, True, (160, 0, 0) if total.startswith("-") else BLACK)
            surface.blit(total_image, total_image.get_rect(topright=(row.right - 8, row.top + 20)))
            y += ROW_H


class WhistSheetDialog(AutoClose, Dialog):
    """Every hand so far: for each player (or side) what was carried forward, what the hand added, the total;
    under it the points still needed to reach the game points, and the winner once there is one. ``on_close``
    gets "next hand", "new game" or "close"."""

    def __init__(self, app, match, *, after_hand: bool = False, practice: bool = False, caption: str = "",
                 on_close: Callable[[str], None] | None = None):
        self.match = match
        self.keys = list(match.scores)
        self.rows = self.sheet_rows(match)
        self.texts = self.closing_lines(match, caption)
        hidden = len(self.rows) - SHEET_ROWS_SHOWN
        if hidden > 0:  # the sheet shows the last hands; the Fwd column carries the earlier ones
            self.texts.insert(0, f"Hands 1 to {hidden} are counted in the first Fwd column shown."
                              if hidden > 1 else "Hand 1 is counted in the first Fwd column shown.")
        self.text_images = [render_paragraph(text, 560, Style(size=17, color=(160, 0, 0) if i == len(self.texts) - 1
                                                                   and match_ends_here(match) else BLACK))
                            for i, text in enumerate(self.texts)]
        text_h = sum(image.get_height() + 2 for image in self.text_images)
        shown_rows = min(len(self.rows), SHEET_ROWS_SHOWN)
        height = 40 + SHEET_ROW * (2 + shown_rows) + text_h + 60
        super().__init__(app, "Score sheet", (600, min(460, height)), on_close=on_close)
        if after_hand and not match_ends_here(match) and not practice:
            self.add_buttons(["&Next hand", "&Close"], align="center", width=100)
            self.auto_choice = "next hand"
        elif after_hand or caption:
            self.add_buttons(["&New game", "&Close"], align="center", width=100)
            self.auto_choice = "new game"
        else:
            self.add_buttons(["&OK"], align="center")
            self.auto_choice = "ok"
        self.buttons.get("close", self.buttons.get("ok")).on_click = lambda: self.finish("close")

    @staticmethod
    def sheet_rows(match) -> list[tuple[int, dict, dict, dict]]:
        """(hand number, carried forward, this hand, total) per key, the first hand first."""
        rows = []
        carried = dict.fromkeys(match.scores, 0)
        for summary in match.history:
            rows.append((summary.number, dict(carried), dict(summary.points), dict(summary.totals)))
            carried = dict(summary.totals)
        return rows

    @staticmethod
    def closing_lines(match, caption: str) -> list[str]:
        lines = [caption] if caption else []
        needed = ", ".join(f"{key_name(k)} {max(0, match.target - v)}" for k, v in match.scores.items())
        if not match.history:
            lines.append("No hand of this game has been scored yet.")
        if match.over:
            winner = match.winner
            lines.append(f"{key_name(winner)} wins the game." if winner and len(winner) == 1
                         else f"{key_name(winner)} win the game." if winner else "The game ends in a tie.")
        elif (stop := host_stop_words(match)) is not None:
            lines.append(stop)
        else:
            lines.append(f"Points still needed to go out ({match.target}): {needed}.")
        return lines

    def draw_client(self, surface) -> None:
        client = self.client_rect
        font = theme.font(16)
        shown_rows = min(len(self.rows), SHEET_ROWS_SHOWN)
        box = pygame.Rect(client.left + 8, client.top + 8, client.width - 16, SHEET_ROW * (2 + shown_rows))
        surface.fill(WHITE, box)
        pygame.draw.rect(surface, BLACK, box, 1)
        hand_w = 44
        group_w = (box.width - hand_w) // max(1, len(self.keys))
        cell_w = group_w // 3
        for k, key in enumerate(self.keys):
            left = box.left + hand_w + k * group_w
            pygame.draw.line(surface, BLACK, (left, box.top), (left, box.bottom - 1))
            name = key if len(key) == 2 else Seat[key].full_name
            draw.blit_centered(surface, font.render(name, True, NAVY), pygame.Rect(left, box.top, group_w, SHEET_ROW))
            for c, word in enumerate(("Fwd", "Hand", "Total")):
                draw.blit_centered(surface, font.render(word, True, NAVY),
                                   pygame.Rect(left + c * cell_w, box.top + SHEET_ROW, cell_w, SHEET_ROW))
        draw.blit_centered(surface, font.render("Hand", True, NAVY), pygame.Rect(box.left, box.top + SHEET_ROW,
                                                                                   hand_w, SHEET_ROW))
        pygame.draw.line(surface, BLACK, (box.left, box.top + 2 * SHEET_ROW), (box.right - 1, box.top + 2 * SHEET_ROW))
        for r, (number, carried, points, totals) in enumerate(self.rows[-SHEET_ROWS_SHOWN:]):
            y = box.top + (2 + r) * SHEET_ROW
            draw.blit_centered(surface, font.render(str(number), True, BLACK), pygame.Rect(box.left, y, hand_w,
                                                                                             SHEET_ROW))
            for k, key in enumerate(self.keys):
                left = box.left + hand_w + k * group_w
                for c, value in enumerate((carried[key], points[key], totals[key])):
                    colour = (160, 0, 0) if value < 0 else BLACK
                    draw.blit_centered(surface, font.render(str(value), True, colour),
                                       pygame.Rect(left + c * cell_w, y, cell_w, SHEET_ROW))
        y = box.bottom + 6
        for image in self.text_images:
            surface.blit(image, (client.left + 12, y))
            y += image.get_height() + 2
