"""The keys of Tommy's Belote manual that need more than one line at the table: Escape starts the trick play
again, F2 lets the computers play every seat, F5 the rules, F7 quits, F10 the colour of the frame round the
felt, Up and Down the delay between the computers' moves. TableScene inherits these methods; the table
profile says which key calls which (profiles.BELOTE_KEYS)."""

from __future__ import annotations

import time
from functools import partial

from ..markdown import parse_pages
from ..widgets.menu import MenuItem
from . import paint
from .session import HINT_SKILL

# What the menus show beside an item whose action has one of the manual's keys (only where the profile has it).
KEY_LABELS = {
    "ask_restart_trick_play": "Esc",
    "toggle_demo": "F2",
    "ask_rules": "F3",
    "show_instructions": "F5",
    "show_score_sheet": "F6",
    "ask_quit": "F7",
    "toggle_auto_pickup": "F8",
    "ask_backcolor": "F9",
    "next_border_colour": "F10",
    "longer_delay": "Up/Down",
}
SLOWEST, FASTEST = 1, 5  # the game speed preference: 1 waits longest between the computers' moves
CLOCK_WAKEUP = 0.5  # seconds before the minute changes from which the table asks to be redrawn on time


class ManualKeys:
    """Mixed into TableScene: uses its session, prefs, app and small helpers (flash_status, replay...)."""

    demo_seats: dict | None = None  # F2's demonstration: the players as they were before it

    # -- what the menus show ------------------------------------------------------------------------
    def manual_accel(self, action: str) -> str:
        """The manual's key of ``action`` for the menu, if this table has it."""
        return KEY_LABELS.get(action, "") if action in self.profile.manual_keys.values() else ""

    def manual_menu_items(self, menu: str) -> list[MenuItem]:
        """The items only the manual's keys bring, for the menu named ``menu``."""
        if not self.profile.manual_keys:
            return []
        items = {
            "game": [
                MenuItem("De&mo", self.toggle_demo, "F2", checked=self.watching,
                         tooltip="The computers play every seat while you watch; again to take your seats back"),
                MenuItem("Score shee&t...", self.show_score_sheet, "F6",
                         tooltip="Every hand of this game, the last first"),
            ],
            "turn": [
                MenuItem("Pic&k up tricks", self.toggle_auto_pickup, "F8",
                         checked=lambda: self.prefs.end_of_turn == "wait",
                         tooltip="Each trick is picked up by itself after a pause, or the table waits for you"),
            ],
            "colours": [
                MenuItem("Bor&der colour", self.next_border_colour, "F10",
                         tooltip="The next colour for the frame round the felt"),
            ],
            "help": [
                MenuItem("&Rules", self.show_instructions, "F5", tooltip="The rules of the game, from the start"),
            ],
        }
        return items.get(menu, [])

    def status_right_texts(self) -> list[str]:
        return paint.status_texts(self)

    def wakeup_in(self) -> float | None:
        """The clock in the status bar is redrawn when the minute changes, even on a still table."""
        if not self.profile.table_frame:
            return None
        left = 60 - time.time() % 60
        return left + 0.05 if left <= CLOCK_WAKEUP else None

    # -- Escape: the trick play again ------------------------------------------------------------------
    def ask_restart_trick_play(self) -> None:
        """Back to the first card of the first trick, the taking kept, once the player agrees."""
        if not self.session.can_replay("play"):
            if self.hand.phase == "play" and not self.hand.done:
                self.flash_status("No card has been played yet: the trick play is at its start")
            return
        if not self.helps_allowed():
            self.app.sound.play("refusal")
            self.flash_status("No replays: you play without help (Practice menu)")
            return
        self.confirm("Start the trick play of this hand again? Every card goes back to its hand; the trumps and the "
                     "taker stay as they are.", "Start the play again", partial(self.replay, "play"))

    # -- F2: the demonstration ------------------------------------------------------------------------
    def watching(self) -> bool:
        """Computers at every seat for the show: started as a demo, or F2."""
        return self.demo or self.demo_seats is not None

    def toggle_demo(self) -> None:
        if self.demo:
            self.flash_status("This table is a demonstration: every seat is the computer's")
            return
        if self.demo_seats is None:
            self.demo_seats = dict(self.session.players)
            self.session.players = {seat: HINT_SKILL if kind == "human" else kind
                                    for seat, kind in self.demo_seats.items()}
            self.flash_status("Demo: the computers play every seat (F2 to stop)")
        else:
            self.session.players, self.demo_seats = self.demo_seats, None
            self.flash_status("Your seats are yours again")
        self._seats_changed()

    def _seats_changed(self) -> None:
        humans = self.session.humans()
        self.viewer = humans[0] if len(humans) == 1 else None
        self.curtain = None
        self.selected = None
        self.hint_plays = False
        self._forget_request()
        self.panel_moment = -1

    # -- F5 and F7 ----------------------------------------------------------------------------------------
    def show_instructions(self) -> None:
        """The rules of the game from their first page."""
        pages = parse_pages(self.session.variant.help_text())
        self.open_help(pages[0].title if pages else None)

    def ask_quit(self) -> None:
        kept = "" if self.demo else " The game in progress is kept for next time."
        self.confirm(f"Quit the program?{kept}", "Quit", self.quit_program)

    def quit_program(self) -> None:
        self.autosaver.flush(2.0)
        self.app.quit()

    # -- F10: the frame round the felt -----------------------------------------------------------------------
    def next_border_colour(self) -> None:
        names = list(paint.BORDER_COLOURS)
        current = self.prefs.border if self.prefs.border in names else paint.DEFAULT_BORDER
        self.prefs.border = names[(names.index(current) + 1) % len(names)]
        self._save_prefs()
        self.flash_status(f"Frame colour: {self.prefs.border} (F10 for the next)")

    # -- Up and Down: the delay between the computers' moves ------------------------------------------------
    def longer_delay(self) -> None:
        self._set_game_speed(self.prefs.game_speed - 1)

    def shorter_delay(self) -> None:
        self._set_game_speed(self.prefs.game_speed + 1)

    def _set_game_speed(self, speed: int) -> None:
        speed = min(FASTEST, max(SLOWEST, speed))
        if speed != self.prefs.game_speed:
            self.prefs.game_speed = speed
            self._save_prefs()
        self.flash_status(f"The computers wait {self.prefs.computer_pause:g} s (Up: longer, Down: shorter)")
