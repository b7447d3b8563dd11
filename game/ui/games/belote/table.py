"""Belote at the table: Take / a suit / Pass with the card turned up in the middle, the hand parameters beside
each visible hand, the previous trick shown small, and the keys of Tommy's Belote manual: Escape starts the trick
play again, F2 lets the computers play every seat, F3 the rules options, F5 the rules, F6 the score sheet, F7 quits,
F8 picks up the tricks by themselves, F9 the felt, F10 the colour of the frame round the felt, Up and Down the
delay between the computers' moves, 1 to 8 a card of the hand, "." the computer's card for you."""

from __future__ import annotations

import time
from functools import partial

import pygame

from game.engine import Seat
from game.engine.seats import SEATS

from ... import theme
from ...markdown import parse_pages
from ...table import layout, paint, store
from ...table.bidding_panel import TakingPanel
from ...table.traits import TableTraits
from ...table.words import contract_text
from ...widgets.menu import MenuItem
from ..belote_common import BeloteFamilyTable
from .table_help import BELOTE_TABLE_HELP

SLOWEST, FASTEST = 1, 5  # the game speed preference: 1 waits longest between the computers' moves
CLOCK_WAKEUP = 0.5  # seconds before the minute changes from which the table asks to be redrawn on time
PARAMETER_SIZE = 17  # the hand parameters are drawn as the other lines beside a seat
CARD_NUMBER_KEYS = range(pygame.K_1, pygame.K_8 + 1)  # the manual's card number: 1 is the leftmost card


def figure_at(text: str, x: int) -> tuple[str, str]:
    """The hand parameter (its name and figure) at ``x`` pixels into a line of them as drawn: ``TP 34 TR 3``."""
    words = text.split()
    pairs = list(zip(words[::2], words[1::2], strict=True))
    font = theme.font(PARAMETER_SIZE)
    for index, pair in enumerate(pairs):
        if x < font.size(" ".join(words[:2 * index + 2]) + " ")[0]:
            return pair
    return pairs[-1]


def parameter_words(name: str, value: str, view, seat_name: str | None) -> str:
    """A hand parameter in words, short enough for the status bar: ``TR 3: you hold 3 trumps``; ``seat_name``
    None for the player's own hand."""
    owner, holds = ("your", "you hold") if seat_name is None else (f"{seat_name}'s", f"{seat_name} holds")
    plural = "" if value == "1" else "s"
    if name == "TP":
        if view.phase != "bidding":
            return f"TP {value}: the points {owner} cards are worth in tricks, {trump_words(view.trump)}"
        if view.public.round == 1:
            return f"TP {value}: the points {owner} cards are worth in tricks, {trump_words(view.public.turn_up.suit)}"
        return f"TP {value}: {owner} cards' worth in tricks, the best suit named as trumps"
    if name == "TR":
        return f"TR {value}: {holds} {value} trump{plural}"
    if name == "V":
        if value == "0":
            return f"V 0: no void, {holds} a card of every suit"
        return f"V {value}: {value} void{plural}, a suit of which {holds} no card"
    if value == "Y":
        return "Flat Y: a flat hand, no void, no singleton, one doubleton at most"
    return "Flat N: not flat, with a void, a singleton or several doubletons"


def trump_words(trump: str | None) -> str:
    """``[S] trumps``, ``in No Trumps``."""
    return {"NT": "in No Trumps", "AT": "in All Trumps"}.get(trump or "", f"[{trump}] trumps")


class BeloteTable(BeloteFamilyTable):
    """Belote's part of the table."""

    traits = TableTraits(
        table_help=BELOTE_TABLE_HELP,
        page_for_phase={"bidding": "Taking at the table", "play": "Playing at the table", "done": "Scoring"},
        card_values_page="Card values and order",
        call_prompt="call: Take, a suit in round two, or Pass (P)", panel_title="call",
        calling_word="Taking", announces_word="Declarations",
        rules_tooltip="Direction, gamepoint, declarations, multipliers and the other rules",
        about="Belote with the turn-up card at a table of the early nineties: take the trumps or pass, declare "
              "your sequences, and make more than half the points with your partner.",
        input_hand=True)

    def __init__(self, table) -> None:
        super().__init__(table)
        # The manual's keys: they come before the table's own keys (Up and Down change the delay here, not the card).
        self.keys = {
            pygame.K_PERIOD: table.computer_plays_for_me,
            pygame.K_KP_PERIOD: table.computer_plays_for_me,
            pygame.K_ESCAPE: self.ask_restart_trick_play,
            pygame.K_F2: table.toggle_demo,
            pygame.K_F3: table.ask_rules,
            pygame.K_F5: self.show_instructions,
            pygame.K_F6: table.show_score_sheet,
            pygame.K_F7: table.ask_quit,
            pygame.K_F8: table.toggle_auto_pickup,
            pygame.K_F9: table.ask_backcolor,
            pygame.K_F10: self.next_border_colour,
            pygame.K_UP: self.longer_delay,
            pygame.K_KP8: self.longer_delay,
            pygame.K_DOWN: self.shorter_delay,
            pygame.K_KP2: self.shorter_delay,
        } | {key: partial(table.choose_card_number, key - pygame.K_1) for key in CARD_NUMBER_KEYS}
        # What the table's menus show beside an item that one of the manual's keys also reaches (Escape: Replay
        # cards, once the player agrees; Up and Down: the game speed).
        self.key_labels = {table.replay: "Esc", table.ask_rules: "F3", table.ask_quit: "F7", table.ask_backcolor: "F9",
                           table.ask_game_speed: "Up/Down"}

    # -- the calling panel ------------------------------------------------------------------------------
    def add_widgets(self, widgets) -> TakingPanel:
        return widgets.add(TakingPanel(layout.TAKING_PANEL, self.table.human_act))

    def refresh_panel(self, title: str) -> None:
        table = self.table
        table.panel.set_legal(table.session.legal_actions(), title, table.hand.view(Seat.S).public.turn_up,
                              table.session.options.no_trumps_all_trumps)

    def synced(self) -> None:
        """The Belotes said, and the turn-up while the players take."""
        super().synced()
        table = self.table
        public = table.hand.view(Seat.S).public
        for holder in public.belote.values():
            table.shown.belote[holder] = ["Belote"]
        if table.hand.phase == "bidding":
            table.shown.turn_up = public.turn_up

    def target_rect(self, name: str):
        """The turn-up card in the middle, while it lies there (a guided hand's bubble points at it)."""
        if name == "turn_up" and self.table.shown.turn_up is not None:
            return pygame.Rect(layout.TURN_UP_SPOT, (layout.CARD_W, layout.CARD_H))
        return None

    def score_card_heading(self, summary, result) -> str | None:
        """``South took [S] trumps: made``, or ``: dedans`` (the lines under it say why)."""
        if not summary.contract:
            return None
        return f"{summary.declarer.full_name} took {contract_text(summary.contract)}: " \
               f"{'made' if result.made else 'dedans'}"

    # -- the previous trick beside the table, the frame round the felt, the clock --------------------------
    def draw_under_trick(self, surface) -> None:
        paint.draw_small_last_trick(self.table, surface)

    def south_row_end(self) -> int:
        return layout.SMALL_TRICK.left - layout.LAST_TRICK_GAP

    def tooltip_at(self, pos) -> str | None:
        return paint.small_last_trick_tooltip(self.table, pos) or self.parameter_tooltip(pos)

    def parameter_tooltip(self, pos) -> str | None:
        """What the hand parameter under the mouse (TP, TR, V or Flat, beside a hand in view) means, with its figure."""
        table = self.table
        for seat in SEATS:
            for item in paint.zone_items(table, seat):
                if item.kind == "params" and item.rect.collidepoint(pos):
                    name, value = figure_at(item.text, pos[0] - item.rect.left)
                    seat_name = None if seat == table.viewer else seat.full_name
                    return parameter_words(name, value, table.hand.view(seat), seat_name)
        return None

    def draw_over_cards(self, surface) -> None:
        paint.draw_frame_and_clock(self.table, surface)

    def status_texts(self) -> list[str]:
        return paint.clock_texts(self.table)

    # -- the manual's keys and the menus -------------------------------------------------------------
    def key_map(self) -> dict:
        return self.keys

    def accelerator(self, action) -> str:
        return self.key_labels.get(action, "")

    def rules_notes(self) -> dict[str, str]:
        """Where the log file is, and which options act at once."""
        at_once = "It acts at once, not only from the next game."
        return {"log_file": f"The file: {store.log_path()}. {at_once}", "log_letters": at_once,
                "replay_hand": at_once, "input_hand": f"{at_once} Practice > Input hand does it for one hand."}

    def items_after_next_hand(self) -> list[MenuItem]:
        table = self.table
        return [
            MenuItem("De&mo", table.toggle_demo, "F2", checked=table.watching,
                     tooltip="The computers play every seat while you watch; again to take your seats back"),
            self.score_sheet_item(),
        ]

    def items_after_end_of_turn(self) -> list[MenuItem]:
        return [
            MenuItem("Pic&k up tricks", self.table.toggle_auto_pickup, "F8",
                     checked=lambda: self.table.prefs.end_of_turn == "wait",
                     tooltip="Each trick is picked up by itself after a pause, or the table waits for you"),
        ]

    def items_after_backcolor(self) -> list[MenuItem]:
        return [
            MenuItem("Bor&der colour", self.next_border_colour, "F10",
                     tooltip="The next colour for the frame round the felt"),
        ]

    def items_after_help(self) -> list[MenuItem]:
        return [
            MenuItem("&Rules", self.show_instructions, "F5", tooltip="The rules of the game, from the start"),
        ]

    def wakeup_in(self) -> float | None:
        """The clock in the status bar is redrawn when the minute changes, even on a still table."""
        left = 60 - time.time() % 60
        return left + 0.05 if left <= CLOCK_WAKEUP else None

    # -- Escape: the trick play again ------------------------------------------------------------------
    def ask_restart_trick_play(self) -> None:
        """Back to the first card of the first trick, the taking kept, once the player agrees."""
        table = self.table
        if not table.session.can_replay("play"):
            if table.hand.phase == "play" and not table.hand.done:
                table.flash_status("No card has been played yet: the trick play is at its start")
            return
        if not table.helps_allowed():
            table.decline("No replays: you play without help (Practice menu)")
            return
        table.confirm("Start the trick play of this hand again? Every card goes back to its hand; the trumps and the "
                      "taker stay as they are.", "Start the play again", partial(table.replay, "play"))

    # -- F5 ---------------------------------------------------------------------------------------------
    def show_instructions(self) -> None:
        """The rules of the game from their first page."""
        pages = parse_pages(self.table.session.variant.help_text())
        self.table.open_help(pages[0].title if pages else None)

    # -- F10: the frame round the felt -----------------------------------------------------------------------
    def next_border_colour(self) -> None:
        prefs = self.table.prefs
        names = list(paint.BORDER_COLOURS)
        current = prefs.border if prefs.border in names else paint.DEFAULT_BORDER
        prefs.border = names[(names.index(current) + 1) % len(names)]
        self.table._save_prefs()
        self.table.flash_status(f"Frame colour: {prefs.border} (F10 for the next)")

    # -- Up and Down: the delay between the computers' moves ------------------------------------------------
    def longer_delay(self) -> None:
        self._set_game_speed(self.table.prefs.game_speed - 1)

    def shorter_delay(self) -> None:
        self._set_game_speed(self.table.prefs.game_speed + 1)

    def _set_game_speed(self, speed: int) -> None:
        prefs = self.table.prefs
        speed = min(FASTEST, max(SLOWEST, speed))
        if speed != prefs.game_speed:
            prefs.game_speed = speed
            self.table._save_prefs()
        self.table.flash_status(f"The computers wait {prefs.computer_pause:g} s (Up: longer, Down: shorter)")
