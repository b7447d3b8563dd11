"""Game > Seats at this table (the host's window only, and the Seats... button of the box that waits for the friends):
who holds each seat, and for a friend's seat the host's choices: a computer plays it, it is freed for someone else to
join, or a seat a computer took from a friend is given back.

The table is the host thread's alone (game.net.runner.HostRunner): the dialog reads who sits where and makes a change
through the runner's loop, and looks at the answers each frame without waiting on them.
"""

from __future__ import annotations

import concurrent.futures

from game.engine import Seat
from game.net.table import COMPUTER, FREE, GIVE_BACK, SKILLS

from ..widgets import draw
from ..widgets.controls import RadioGroup
from ..widgets.dialogs import Dialog
from ..widgets.text import render_paragraph

TITLE = "Seats at this table"
LOOK_EVERY = 0.5  # seconds between two looks at who sits where
CHANGE_LABELS = {COMPUTER: "A &computer plays it", FREE: "&Free it for someone else to join",
                 GIVE_BACK: "&Give it back to a friend"}
CHANGE_TIPS = {COMPUTER: "A computer plays the seat from now on, in the friend's place (you can give it back later)",
               FREE: "The seat is no longer kept for the friend who had it: whoever joins with the code may take it",
               GIVE_BACK: "The seat is a friend's again: the game waits for the friend to join again"}
SKILL_LABELS = ("N&ovice", "A&dvanced", "E&xpert")


def holder_words(info: dict, yours: bool) -> str:
    """Who holds a seat, from the host's word on it (NetTable.seat_info): you, Anna, Anna (away), a computer..."""
    kind, name = str(info.get("kind", "")), str(info.get("name") or "")
    if info.get("hosts_own"):
        return "you" if yours else "a second person at this keyboard"
    if kind != "remote":
        skill = kind.capitalize()
        return f"a computer ({skill}) in {name}'s place" if info.get("friends_seat") and name else (
            f"a computer ({skill}) in a friend's place" if info.get("friends_seat") else f"a computer ({skill})")
    if not name:
        return "nobody yet (waiting for a friend to join)"
    if info.get("connected"):
        return name
    return f"{name} (away; a computer plays for now)" if info.get("computer_for_now") else f"{name} (away)"


def changes_for(info: dict) -> list[str]:
    """The host's choices for a seat (none for the host's own seats and for a computer's from the start)."""
    if info.get("hosts_own"):
        return []
    if info.get("friends_seat"):
        return [GIVE_BACK, COMPUTER, FREE]
    if info.get("kind") != "remote":
        return []
    return [COMPUTER, FREE] if info.get("name") else [COMPUTER]


def no_change_words(seat: Seat, info: dict) -> str:
    if info.get("hosts_own"):
        return f"{seat.full_name} is played at this computer: it stays as the Host dialog set it."
    return f"A computer plays {seat.full_name} from the start: only a friend's seat can change here."


class SeatsDialog(Dialog):
    """Each seat with who holds it; for the seat chosen, the host's choices (and the computer's skill); Apply makes
    the change at the host (its news goes to every player), Close closes. ``yours``: the host's own seat."""

    WIDTH, HEIGHT = 460, 306

    def __init__(self, app, runner, yours: Seat | None):
        super().__init__(app, TITLE, (self.WIDTH, self.HEIGHT))
        self.runner, self.yours = runner, yours
        self.info: dict = {}  # per seat letter: the host's word (NetTable.seat_info)
        self.looking: concurrent.futures.Future | None = None
        self.changing: concurrent.futures.Future | None = None
        self.since_look = 0.0
        self.said = ""  # the last change's news, or why it could not be made
        self.seat_rect = self.place(14, 6, self.WIDTH - 38, 4 * 20 + 26)
        self.seat_list = self.add(RadioGroup(self.place(26, 24, self.WIDTH - 60, 80), self._seat_rows(), 0,
                                             on_change=lambda _: self._seat_chosen(),
                                             tooltip="The seat to change (only a friend's seat has choices)"))
        self.change_rect = self.place(14, 120, self.WIDTH - 38, 3 * 20 + 26)
        self.changes = self.add(RadioGroup(self.place(26, 138, 260, 60), [], 0, on_change=lambda _: self._refresh()))
        self.skill = self.add(RadioGroup(self.place(310, 138, 110, 60), SKILL_LABELS, 1,
                                         tooltips=["The computer plays simply and makes mistakes",
                                                   "The computer bids and plays soundly",
                                                   "The computer looks ahead over the cards it cannot see"]))
        self.note_rect = self.place(14, 214, self.WIDTH - 38, 54)
        self.add_buttons(["&Apply", "Close"], actions={"apply": self.apply})  # C: "A computer plays it"
        self._look()
        self._seat_chosen()

    # -- the host's answers, every frame -------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.since_look += dt
        if self.looking is not None and self.looking.done():
            self._heard_seats(self.looking)
            self.looking = None
        if self.changing is not None and self.changing.done():
            self._heard_change(self.changing)
            self.changing = None
            self._look()
        if self.looking is None and self.since_look >= LOOK_EVERY:
            self._look()

    def _look(self) -> None:
        self.since_look = 0.0
        self.looking = self.runner.seats()

    def _heard_seats(self, future) -> None:
        error = future.exception()
        if error is not None:
            self.said = f"The host does not answer: {error}."
            return
        self.info = future.result()
        self.seat_list.options = self._seat_rows()
        self._refresh()

    def _heard_change(self, future) -> None:
        error = future.exception()
        self.said = f"{future.result()}." if error is None else f"That cannot be done: {error}."

    def is_animating(self) -> bool:
        return True  # the host's answers are looked for every frame

    # -- the choices ---------------------------------------------------------------------------------
    @property
    def seat(self) -> Seat:
        return list(Seat)[self.seat_list.selected]

    def seat_info(self, seat: Seat) -> dict:
        return dict(self.info.get(str(seat)) or {})

    def _seat_rows(self) -> list[str]:
        if not self.info:
            return [f"{seat.full_name}: ..." for seat in Seat]
        return [f"{seat.full_name}: {holder_words(self.seat_info(seat), seat == self.yours)}" for seat in Seat]

    def _seat_chosen(self) -> None:
        self.changes.options, self.changes.selected = [], 0  # another seat: its choices from the first
        self.said = ""
        self._refresh()

    def _refresh(self) -> None:
        """The choices of the seat chosen (kept when they are the same), the skill only for a computer."""
        changes = changes_for(self.seat_info(self.seat))
        labels = [CHANGE_LABELS[change] for change in changes]
        if labels != self.changes.options:
            was = self.changes.options[self.changes.selected] if self.changes.options else None
            self.changes.options = labels
            self.changes.tooltips = [CHANGE_TIPS[change] for change in changes]
            self.changes.selected = labels.index(was) if was in labels else 0  # a second Apply never undoes the first
        self.changes.visible = bool(changes)
        self.skill.visible = self.chosen_change() == COMPUTER
        self.buttons["apply"].enabled = bool(changes) and self.changing is None

    def chosen_change(self) -> str | None:
        changes = changes_for(self.seat_info(self.seat))
        return changes[self.changes.selected] if changes else None

    def apply(self) -> None:
        change = self.chosen_change()
        if change is None or self.changing is not None:
            return
        self.said = "Asking the host..."
        self.changing = self.runner.change_seat(self.seat, change, SKILLS[self.skill.selected])
        self.buttons["apply"].enabled = False

    # -- drawing ---------------------------------------------------------------------------------------
    def note(self) -> str:
        """The line under the choices: the last change's news, or what the seat chosen allows."""
        if self.said:
            return self.said
        if not self.info:
            return "Asking the host who sits where..."
        info = self.seat_info(self.seat)
        if not changes_for(info):
            return no_change_words(self.seat, info)
        return CHANGE_TIPS[self.chosen_change() or COMPUTER] + "."

    def draw_client(self, surface) -> None:
        draw.group_box(surface, self.seat_rect, "Seats")
        draw.group_box(surface, self.change_rect, f"{self.seat.full_name}'s seat")
        inside = self.change_rect.inflate(-24, -30).move(0, 6)  # a seat without choices says why in its box
        where = self.note_rect if self.changes.visible or not self.info else inside
        surface.blit(render_paragraph(self.note(), where.width), where.topleft)


def show_seats(app, session_of) -> SeatsDialog | None:
    """Game > Seats at this table, at the table this window hosts (None at another table)."""
    session = session_of()
    runner = getattr(session, "hosting", None)
    if runner is None:
        return None
    return app.push(SeatsDialog(app, runner, session.seat))
