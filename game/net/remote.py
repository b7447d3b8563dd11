"""The table's session when the hand is a host's (docs/network-table.md): what the table asks of its session and of
the hand, answered from the views and events the host sends this seat. No rule runs here: the legal actions are
the view's, an action goes to the host, and what happened comes back as the engine's events to present.

``RemoteSession`` stands where an offline TableSession does. The host sends the next hand's first view right after
the last card of a hand; it is held (``next_hand`` takes it up) so that the table shows the last trick and the score
card first, as offline.
"""

from __future__ import annotations

import dataclasses
import threading
from collections import deque
from dataclasses import dataclass, field
from typing import cast

from game.engine import IllegalAction, Seat
from game.engine.events import MatchScored
from game.engine.match import HandSummary
from game.engine.rng import computer_seed
from game.engine.view_json import ViewJSONError, event_from_json
from game.variants import VARIANTS

OFFLINE_ONLY = "this is a network game: the host deals and keeps the game"


@dataclass
class Update:
    """What ``RemoteSession.poll`` brings the table: events to present, a refusal's reason, news to say."""

    events: list = field(default_factory=list)
    refusals: list[str] = field(default_factory=list)
    news: list[str] = field(default_factory=list)
    lost: str | None = None  # the connection is lost or closed: the reason


class RemoteHand:
    """The engine hand as far as this seat knows it, read from the host's latest view of it."""

    def __init__(self, variant, view, actions: int, start_events: list):
        self.variant = variant
        self.own = view
        self.actions = range(actions)  # the table asks only how many there are
        self.start_events = start_events
        self.deal_number = None

    phase = property(lambda self: self.own.phase)
    to_act = property(lambda self: self.own.to_act)
    dealer = property(lambda self: self.own.dealer)
    context = property(lambda self: self.own.context)
    done = property(lambda self: self.own.phase == "done")
    tricks = property(lambda self: self.own.tricks)  # every trick is public once turned
    calls = property(lambda self: list(self.own.public.auction))  # the auction as everybody saw it
    options = property(lambda self: self.own.options)

    def __getattr__(self, name: str):
        """A game's own public fact of the hand (Bridge's dummy and vulnerability, Whist's turn-up...), as the
        game's table reads it from an engine hand: the view's public facts have it under the same name."""
        public = self.__dict__.get("own")
        if public is not None and name in {f.name for f in dataclasses.fields(public.public)}:
            return getattr(public.public, name)
        raise AttributeError(f"a hand at a network table has no {name}")

    def legal_actions(self) -> list:
        return list(self.own.legal)

    def why_not_for(self, seat: Seat, action) -> str | None:
        """Why ``seat`` may not play ``action`` now, as far as this seat knows (the host has the engine's words)."""
        if seat != self.own.to_act or not self.own.legal:
            return f"it is not {seat.full_name}'s turn"
        return None if action in self.own.legal else "the rules do not allow it now"

    def view(self, seat: Seat):
        """This seat's view; another seat's as this seat may know it: its cards unknown (``None``), so many."""
        if seat == self.own.seat:
            return self.own
        return dataclasses.replace(self.own, seat=seat, hand=(None,) * self.own.hand_sizes[seat.value], legal=())

    def playing_from(self, seat: Seat) -> Seat:
        """The hand ``seat`` plays from: on the dummy's turn the dummy's, as the public facts say whose card goes on
        the trick (Bridge's ``to_play``); else its own."""
        to_play = getattr(self.own.public, "to_play", None)
        return to_play if self.own.phase == "play" and to_play is not None else seat


class RemoteMatch:
    """The match as the table shows it: the scores, the score sheet's lines, the target, whether it is over, and
    the game's own sheet (``state``: Bridge's rubber), kept up hand by hand from the results the host sends."""

    def __init__(self, variant, options, context: dict):
        self.variant, self.options = variant, options
        self.state = variant.new_match_state(options)  # without the host's cut for the first deal
        self.scores: dict[str, int] = dict(context.get("scores", {}))
        self.target = context.get("target", 0)
        self.history: list = []
        self.records: list = []  # the hands' records are the host's
        self.winner: str | None = None
        self.seed = 0  # the host's; nothing here deals
        self.over = False
        self.current_scored = False

    def scored(self, event: MatchScored, finished: bool, winner: str | None) -> None:
        summary = cast(HandSummary, event.summary)  # event_from_json built it
        self.variant.hand_finished(self, None, event.result)  # the game's sheet: the host's points come in summary
        self.history.append(summary)
        self.scores = dict(summary.totals)
        self.current_scored = True
        self.over, self.winner = finished, winner


class RemoteSession:
    """One seat at a host's table, fed by ``client`` (a NetClient) from its ``welcome`` and first ``state``."""

    remote = True
    challenge = None
    practice = False
    replaying = False
    undo_off = OFFLINE_ONLY

    def __init__(self, client, welcome: dict, first_state: dict):
        self.client = client
        self.seat = Seat.parse(welcome["seat"])
        self.variant = VARIANTS[welcome["game"]]
        self.variant_id = self.variant.id
        sent = welcome.get("seats")
        kinds: dict = sent if isinstance(sent, dict) else {}
        self.players = {seat: "human" if seat == self.seat else str(kinds.get(str(seat), "remote")) for seat in Seat}
        self.names: dict[Seat, str] = {}
        self.connected: dict[Seat, bool] = {}
        self.reasons: dict[int, list[str]] = {}  # the computers' reasons stay at the host (docs/network-table.md)
        self.waiting = False  # an action of ours is on its way: no second one until the host answers
        self.held: deque[dict] = deque()  # states of the next hand, until the table takes it up
        self.match = RemoteMatch(self.variant, first_state["view"].options, first_state["view"].context)
        self.hand = self._hand_of(first_state)
        self.hand_number = first_state["hand_number"]
        self.finished = first_state["finished"]

    @property
    def game(self) -> RemoteMatch:
        return self.match

    @property
    def options(self):
        return self.hand.own.options

    def _hand_of(self, state: dict) -> RemoteHand:
        start = self._events(state) if state["actions"] == 0 else []
        return RemoteHand(self.variant, state["view"], state["actions"], start)

    def _events(self, state: dict) -> list:
        try:
            return [event_from_json(data, self.variant) for data in state.get("events", ())]
        except ViewJSONError:
            return []  # the view that came with them is the truth; the table syncs to it

    # -- who acts ----------------------------------------------------------------------------------
    def humans(self) -> list[Seat]:
        return [self.seat]

    def is_human(self, seat: Seat | None) -> bool:
        return seat == self.seat

    def kind(self, seat: Seat) -> str:
        return self.players[seat]

    def human_to_act(self) -> Seat | None:
        return self.seat if self.hand.own.legal and not self.waiting else None

    def computer_to_act(self) -> None:
        return None  # the host's computers decide

    def legal_actions(self) -> list:
        return self.hand.legal_actions()

    def player_seed(self, seat: Seat) -> int:
        """The hint's computer at this seat (it decides from this seat's view, as offline)."""
        return computer_seed(self.hand_number, seat)

    def view(self, seat: Seat):
        return self.hand.view(seat)

    @property
    def counts(self) -> bool:
        return False  # the host keeps the game's score file and history

    def announces_open(self, seat: Seat) -> list[str]:
        return []  # a game with announces sends them as legal actions; the host checks the card

    def apply(self, action, reasons=None, details=None) -> list:
        """Send ``action`` to the host; its events come back with the host's next state (``poll``)."""
        if self.human_to_act() is None:
            raise IllegalAction("it is not your turn")
        self.waiting = True  # a move the rules refuse comes back refused, in the engine's words (``poll``)
        self.client.send_action(str(action))
        return []

    # -- the host's messages -------------------------------------------------------------------------
    def poll(self) -> Update:
        """What came from the host since the last frame (never waits)."""
        update = Update()
        while self.held and self.held[0]["hand_number"] == self.hand_number:  # the hand taken up: what followed
            self._state(self.held.popleft(), update)
        for data in self.client.poll():
            kind = data.get("kind")
            if kind == "state" and self.held:
                self.held.append(data)  # behind a hand not yet taken up: in order
            elif kind == "state":
                self._state(data, update)
            elif kind == "refused":
                self.waiting = False
                update.refusals.append(str(data.get("reason", "")))
            elif kind == "seats":
                self._seats(data, update)
            elif kind == "chat":
                update.news.append(f"{self._who(data.get('seat'))}: {data.get('text', '')}")
            elif kind == "bye":
                update.lost = str(data.get("reason", "the host closed the table"))
            elif kind == "connection" and data.get("status") in ("lost", "closed"):
                update.lost = str(data.get("reason", ""))
            elif kind == "invalid":
                update.news.append(str(data.get("reason", "")))
        return update

    def _state(self, data: dict, update: Update) -> None:
        if data["hand_number"] != self.hand_number:
            self.held.append(data)  # the next hand: after this one's score card
            return
        self.waiting = False
        events = self._events(data)
        self.hand = RemoteHand(self.variant, data["view"], data["actions"], self.hand.start_events)
        self.finished = data["finished"]
        for event in events:
            if isinstance(event, MatchScored):
                self.match.scored(event, data["finished"], data.get("winner"))
        update.events.extend(events)

    def _seats(self, data: dict, update: Update) -> None:
        for letter, info in (data.get("seats") or {}).items():
            try:
                seat = Seat.parse(letter)
            except ValueError:
                continue
            if info.get("name"):
                self.names[seat] = str(info["name"])
            was = self.connected.get(seat)
            self.connected[seat] = bool(info.get("connected"))
            if was is not None and was != self.connected[seat] and seat != self.seat:
                update.news.append(f"{seat.full_name} " + ("is back" if self.connected[seat] else
                                                          "lost the connection: the seat waits"))

    def _who(self, letter) -> str:
        try:
            seat = Seat.parse(str(letter))
        except ValueError:
            return "?"
        return self.names.get(seat) or seat.full_name

    # -- between hands -------------------------------------------------------------------------------
    def next_hand(self) -> None:
        """Take up the next hand the host dealt (held since the last card of this one)."""
        if not self.held:
            return
        first = self.held.popleft()
        self.hand_number = first["hand_number"]
        self.match.current_scored = False
        self.match.scores = dict(first["view"].context.get("scores", self.match.scores))
        self.hand = self._hand_of(first)
        self.waiting = False  # the states of the new hand after its deal stay held: the next poll presents them

    def next_hand_ready(self) -> bool:
        return bool(self.held)

    # -- what a network table does not do -------------------------------------------------------------
    def why_no_undo(self) -> str:
        return OFFLINE_ONLY

    why_no_redo = why_no_undo

    def can_replay(self, phase: str) -> bool:
        return False

    def can_end(self, phase: str) -> bool:
        return False

    def can_replay_last_hand(self) -> bool:
        return False

    def reasons_for(self, seat: Seat, action) -> None:
        return None  # the computers' reasons stay at the host (a later protocol may send them)

    def challenge_status(self) -> str:
        return ""

    def record(self) -> dict:
        return {}

    def close(self) -> None:
        """Say goodbye to the host, in the background: the window never waits on the network."""
        threading.Thread(target=self.client.close, daemon=True, name="net-client-close").start()
