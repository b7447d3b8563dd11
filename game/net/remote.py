"""The table's session when the hand is a host's (docs/network-table.md): what the table asks of its session and of
the hand, answered from the views and events the host sends this seat. No rule runs here: the legal actions are
the view's, an action goes to the host, and what happened comes back as the engine's events to present.

``RemoteSession`` stands where an offline TableSession does. The host sends the next hand's first view right after
the last card of a hand; it is held (``next_hand`` takes it up) so that the table shows the last trick and the score
card first, as offline.
"""

from __future__ import annotations

import copy
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

from .table import SPECTATOR

OFFLINE_ONLY = "this is a network game: the host deals and keeps the game"


def seat_news(seat: Seat, name: str, was: bool, now: bool, was_stood_in: bool, stood_in: bool) -> list[str]:
    """What the status bar says when a player's seat changes: joined, left, a computer playing for them."""
    who = name or "A player"
    news = []
    if now and not was:
        news.append(f"{who} joined as {seat.full_name}")
    elif was and not now:
        news.append(f"{who} left: {seat.full_name} waits for " + (f"{name} to join again" if name else "a player"))
    if stood_in and not was_stood_in:
        news.append(f"A computer plays for {seat.full_name} until " + (f"{name} is back" if name else "a player joins"))
    return news


class HostReasons(list):
    """A computer's reasons as the host sent them to this seat (the lines naming a card it has not seen left out);
    no search figures behind them (``details``)."""

    details: tuple = ()


LEFT_OUT = "Its other reasons name cards you have not seen, so the host keeps them."


def host_reasons(sent) -> tuple[int, HostReasons] | None:
    """The action index and reasons of a state's ``reasons`` field (None when there are none or they are not ours)."""
    if not isinstance(sent, dict) or not isinstance(sent.get("index"), int) or not isinstance(sent.get("lines"), list):
        return None
    lines = [str(line) for line in sent["lines"] if isinstance(line, str)]
    if sent.get("left_out"):
        lines.append(LEFT_OUT)
    return (sent["index"], HostReasons(lines)) if lines else None


@dataclass
class Update:
    """What ``RemoteSession.poll`` brings the table: events to present, a refusal's reason, news to say."""

    events: list = field(default_factory=list)
    refusals: list[str] = field(default_factory=list)
    news: list[str] = field(default_factory=list)
    chat: list[tuple[str, str]] = field(default_factory=list)  # (who, line): the players' chat lines
    lost: str | None = None  # the connection is lost or closed: the reason
    sent_away: str = ""  # the host let a computer play this seat ("computer") or freed it ("free"): its goodbye
    rejoined: bool = False  # joined again after a loss: the hand as the host has it now, to show as it stands
    resync: bool = False  # events that could not be read: the table shows the hand as the view has it
    token: str = ""  # joined again: the seat's token the host's welcome gave (a new one for a seat freed meanwhile)


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
        """This seat's view; another seat's as this seat may know it: its cards unknown (``None``), so many. (A
        spectator's view holds no hand: every seat's cards are unknown.)"""
        if seat == self.own.seat and len(self.own.hand) == self.own.hand_sizes[seat.value]:
            return self.own
        return dataclasses.replace(self.own, seat=seat, hand=(None,) * self.own.hand_sizes[seat.value], legal=())

    def playing_from(self, seat: Seat) -> Seat:
        """The hand ``seat`` plays from: when the host gives ``seat`` its card, the one whose card goes on the trick
        (Contract Bridge's view says it, ``to_play``: the dummy's on its turn, which its declarer plays)."""
        if self.own.seat == seat and self.own.legal and self.own.phase == "play":
            to_play = getattr(self.own.public, "to_play", None)
            return seat if to_play is None else to_play  # North is Seat 0: not "or"
        return seat


class RemoteMatch:
    """The match as the table shows it: the scores, the score sheet's lines, the target, whether it is over, and
    the game's own sheet (``state``: Bridge's rubber), kept up hand by hand from the results the host sends.

    ``over``: the match is over by its rules (``winner``: the host's). ``stopped``: the host stops after the hands it
    was set to (``hands``) and the match is not over: nobody has won it."""

    def __init__(self, variant, options, context: dict, saved_state=None, hands: int | None = None, scored=None):
        """``saved_state``: the host's match state as the game's saves keep it (the welcome's ``match_state``);
        ``scored``: the hands the host scored before this player joined (the welcome's ``scored``)."""
        self.variant, self.options = variant, options
        self.scores: dict[str, int] = dict(context.get("scores", {}))
        self.target = context.get("target", 0)
        self.problems: list[str] = []  # what could not be read of the host's sheets: said once in the status bar
        self.rebuild(saved_state, scored)
        self.records: list = []  # the hands' records are the host's
        self.winner: str | None = None
        self.seed = 0  # the host's; nothing here deals
        self.over = False
        self.stopped = False
        self.hands = hands if isinstance(hands, int) and not isinstance(hands, bool) and hands > 0 else None
        self.current_scored = False

    def rebuild(self, saved_state, scored) -> None:
        """The game's sheet and the score sheet's lines from the host's match state and the hands it scored so far (the
        welcome's), each read as the MatchScored event that brought it at the hand's end; what cannot be read is said
        (``problems``) and left out."""
        self.state, problem = match_state_of(self.variant, self.options, saved_state)
        self.problems.extend([problem] if problem else [])
        self.history: list[HandSummary] = []
        for number, data in enumerate(scored if isinstance(scored, list) else (), 1):
            try:
                event = event_from_json(data, self.variant)
            except ViewJSONError as exc:
                self.problems.append(sheet_line_problem(number, str(exc)))
                continue
            why = self.take(event) if isinstance(event, MatchScored) else "it is not a hand's score"
            if why:
                self.problems.append(sheet_line_problem(number, why))

    def take(self, event: MatchScored) -> str | None:
        """The hand the host scored (``event``) on the sheets: the game's own (``variant.hand_finished``, as offline)
        and the score sheet's line; None, or why it cannot be read (the sheets are left as they were)."""
        summary = cast(HandSummary, event.summary)  # event_from_json built it; summary_problem checks it
        why = summary_problem(summary, set(self.variant.score_keys(self.options)))
        if why:
            return why
        kept = copy.deepcopy(self.state)
        try:
            self.variant.hand_finished(self, None, event.result)  # the game's sheet: the host's points come in summary
        except (ValueError, TypeError, KeyError, AttributeError, RuntimeError) as exc:
            self.state = kept
            return f"the game's sheet does not take it ({exc})"
        self.history.append(summary)
        return None

    def scored(self, event: MatchScored, state: dict) -> None:
        """The hand the host scored (``event``), with the host's ``state`` message that brought it."""
        why = self.take(event)
        if why:
            self.problems.append(sheet_line_problem(len(self.history) + 1, why))
        else:
            self.scores = dict(cast(HandSummary, event.summary).totals)
        self.current_scored = True
        self.ends_as(state)

    def ends_as(self, state: dict) -> None:
        """Whether the match is over (its winner) or the host stops here, as the host's ``state`` message says."""
        finished = state.get("finished") is True
        self.over = finished and state.get("over") is True
        winner = state.get("winner")
        self.winner = winner if self.over and isinstance(winner, str) and winner in self.scores else None
        self.stopped = finished and not self.over


def sheet_line_problem(number: int, why: str) -> str:
    return f"The host's score of hand {number} could not be read ({why}): it is left out of the score sheets"


def summary_problem(summary, keys: set[str]) -> str | None:
    """Why a score sheet's line from the host cannot be shown (None: it can): the sheets read its number, points and
    totals per side or player (``keys``: the game's), its lines, contract and declarer."""
    if not isinstance(summary, HandSummary):
        return "it is not a score sheet's line"
    if not isinstance(summary.number, int) or isinstance(summary.number, bool) or summary.number < 1:
        return "its hand has no number"
    for name in ("points", "totals"):
        value = getattr(summary, name)
        if not isinstance(value, dict) or not all(isinstance(v, int) and not isinstance(v, bool)
                                                  for v in value.values()):
            return f"its {name} are not whole numbers by side"
        if set(value) != keys:
            return f"its {name} are not by the game's sides or players"
    if not isinstance(summary.lines, list) or not all(isinstance(line, str) for line in summary.lines):
        return "its lines are not words"
    if summary.contract is not None and not isinstance(summary.contract, str):
        return "its contract is not words"
    if not isinstance(summary.dealer, Seat) or not (summary.declarer is None or isinstance(summary.declarer, Seat)):
        return "its dealer or declarer is not a seat"
    return None


def match_state_of(variant, options, saved) -> tuple[object, str | None]:
    """The game's match state from what the host sent, read as a saved game's (``variant.new_match_state``), and
    None; a value it refuses (damaged, or not a host of ours) gives the state of a match without it, and the reason."""
    try:
        return variant.new_match_state(options, saved), None
    except (ValueError, TypeError, KeyError, AttributeError) as exc:
        return variant.new_match_state(options), f"The host's score sheet could not be read ({exc}): it is left out"


class RemoteSession:
    """One seat at a host's table, fed by ``client`` (a NetClient) from its ``welcome`` and first ``state``."""

    remote = True
    challenge = None
    practice = False
    replaying = False
    undo_off = OFFLINE_ONLY

    def __init__(self, client, welcome: dict, first_state: dict, seats: dict | None = None):
        """``seats``: the host's last ``seats`` message heard before the table opened (who sits where)."""
        self.client = client
        self.spectator = welcome["seat"] == SPECTATOR  # watches: no seat, no move, every hand's backs
        self.seat: Seat | None = None if self.spectator else Seat.parse(welcome["seat"])
        self.variant = VARIANTS[welcome["game"]]
        self.variant_id = self.variant.id
        sent = welcome.get("seats")
        kinds: dict = sent if isinstance(sent, dict) else {}
        self.players = {seat: "human" if seat == self.seat else str(kinds.get(str(seat), "remote")) for seat in Seat}
        self.names: dict[Seat, str] = {}
        self.connected: dict[Seat, bool] = {}
        self.stand_in: dict[Seat, bool] = {}  # a computer plays for the player of a seat until they are back
        self.started = True  # the host's game has started (it waits until every seat is taken)
        self.hosting = None  # the host's own window: its HostRunner, stopped with the table (close)
        self.rejoining = False  # joined again: the next state is the hand as it stands
        self.left_behind = 0  # joining again: the connections before it, whose end is not news
        self.token_key: tuple = ()  # where the Join path keeps the seat's token (a new one, after a rejoin, too)
        self.reasons: dict[int, HostReasons] = {}  # action index in the hand -> a computer's reasons, as sent
        self.waiting = False  # an action of ours is on its way: no second one until the host answers
        self.held: deque[dict] = deque()  # states of the next hand, until the table takes it up
        self.match = RemoteMatch(self.variant, first_state["view"].options, first_state["view"].context,
                                 welcome.get("match_state"), welcome.get("hands"), welcome.get("scored"))
        self.hand = self._hand_of(first_state)
        self.hand_number = first_state["hand_number"]
        self.finished = first_state["finished"]
        self.match.current_scored = self.hand.done  # joined after the last hand's end: it is on the sheets already
        self.match.scores = self._scores_now(first_state)
        self.match.ends_as(first_state)
        self._keep_reasons(first_state)
        if seats is not None:  # the seats message heard before the table opened: who sits where (no news yet)
            self._seats(seats, Update())

    @property
    def game(self) -> RemoteMatch:
        return self.match

    @property
    def options(self):
        return self.hand.own.options

    @property
    def game_over(self) -> bool:
        """No hand follows at this table: the match is over, or the host stops after the hands it was set to."""
        return self.match.over or self.match.stopped

    def _hand_of(self, state: dict) -> RemoteHand:
        start = self._events(state) if state["actions"] == 0 else []
        return self._new_hand(state, start)

    def _new_hand(self, state: dict, start_events: list) -> RemoteHand:
        """The hand as ``state`` shows it (hotseat.py: with the other seats played at this keyboard)."""
        return RemoteHand(self.variant, state["view"], state["actions"], start_events)

    def _events(self, state: dict) -> list:
        try:
            return [event_from_json(data, self.variant) for data in state.get("events", ())]
        except ViewJSONError:
            return []  # the view that came with them is the truth; the table syncs to it

    # -- who acts ----------------------------------------------------------------------------------
    def humans(self) -> list[Seat]:
        return [self.seat] if self.seat is not None else []

    def is_human(self, seat: Seat | None) -> bool:
        return seat == self.seat

    def kind(self, seat: Seat) -> str:
        return self.players[seat]

    def human_to_act(self) -> Seat | None:
        return self.seat if self.hand.own.legal and not self.waiting and self.started else None

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
        update.news.extend(self.match.problems)  # said once, on the table's first frame or as it comes
        self.match.problems.clear()
        if self.hosting is not None:
            update.news.extend(self.hosting.problems())  # the game could not be kept on the disk
        while self.held and self.held[0]["hand_number"] == self.hand_number:  # the hand taken up: what followed
            self._state(self.held.popleft(), update)
        for data in self.client.poll():
            kind = data.get("kind")
            if kind == "welcome" and self.rejoining:  # the sheets as the host has them: hands scored while away
                self.match.rebuild(data.get("match_state"), data.get("scored"))
                update.news.extend(self.match.problems)
                self.match.problems.clear()
                update.token = data.get("token") if isinstance(data.get("token"), str) else ""
            elif kind == "state" and self.rejoining:
                self._state_on_rejoining(data, update)
            elif kind == "refused" and self.rejoining:
                self.rejoining = False
                update.lost = f"the host refused to seat you again: {data.get('reason', '')}"
            elif kind == "state" and self.held:
                self.held.append(data)  # behind a hand not yet taken up: in order
            elif kind == "state":
                self._state(data, update)
            elif kind == "refused":
                self.waiting = False
                update.refusals.append(str(data.get("reason", "")))
            elif kind == "seats":
                self._seats(data, update)
            elif kind == "chat":
                update.chat.append((self._who(data.get("seat")), str(data.get("text", ""))))
            elif kind == "bye":  # the host's reason comes before the connection's end, and says more
                update.lost = update.lost or str(data.get("reason", "the host closed the table"))
                update.sent_away = str(data.get("seat_change") or "")
            elif kind == "connection" and data.get("status") in ("lost", "closed") and not self._stale(data):
                update.lost = update.lost or str(data.get("reason", ""))
            elif kind == "invalid":
                update.news.append(str(data.get("reason", "")))
        return update

    def _state(self, data: dict, update: Update) -> None:
        if data["hand_number"] != self.hand_number:
            self.held.append(data)  # the next hand: after this one's score card
            return
        self.waiting = False
        events = self._events(data)
        self._keep_reasons(data)
        update.resync = update.resync or bool(data.get("events")) and not events  # the view is the truth
        self.hand = self._new_hand(data, self.hand.start_events)
        self.finished = data["finished"]
        for event in events:
            if isinstance(event, MatchScored):
                self.match.scored(event, data)
        update.events.extend(events)

    def _keep_reasons(self, state: dict) -> None:
        sent = state.get("reasons")
        for one in sent if isinstance(sent, list) else ():
            if (said := host_reasons(one)) is not None:
                self.reasons[said[0]] = said[1]

    def _seats(self, data: dict, update: Update) -> None:
        """Who sits where: the names, who is connected and who a computer stands in for; what changed is news."""
        self.started = bool(data.get("started", True))
        if isinstance(data.get("news"), str) and data["news"]:
            update.news.append(data["news"])  # the host let a computer play a seat, freed it, gave it back
        for letter, info in (data.get("seats") or {}).items():
            try:
                seat = Seat.parse(letter)
            except ValueError:
                continue
            if not isinstance(info, dict) or not isinstance(info.get("kind"), str):
                continue
            if self.players.get(seat) != "human":
                self.players[seat] = info["kind"]  # the host may let a computer play a friend's seat, and give it back
            if info["kind"] != "remote":
                self.connected.pop(seat, None)  # given back, the seat's news starts afresh
                self.stand_in.pop(seat, None)
                continue
            if info.get("name"):
                self.names[seat] = str(info["name"])
            elif not info.get("connected"):
                self.names.pop(seat, None)  # the host freed the seat: nobody's now
            was, was_stood_in = self.connected.get(seat), self.stand_in.get(seat, False)
            self.connected[seat] = bool(info.get("connected"))
            self.stand_in[seat] = bool(info.get("computer_for_now"))
            if was is not None and seat != self.seat and not data.get("news"):  # the host's news says it all
                update.news.extend(seat_news(seat, self.names.get(seat, ""), was, self.connected[seat],
                                             was_stood_in, self.stand_in[seat]))

    def seat_title(self, seat: Seat) -> str | None:
        """The name at a player's seat, and whether it waits for them or a computer plays it for now (None: the
        table's usual name: your own seat, a computer's). Short words: the seat's label is narrow (the information
        box and the status bar say more)."""
        if seat == self.seat or self.players.get(seat) != "remote":
            return None
        name = self.names.get(seat)
        if self.stand_in.get(seat):
            return f"{name or seat.full_name} (computer)"
        if not self.connected.get(seat, True):
            return f"{name or seat.full_name} (waiting)"
        return name or None

    def seat_words(self, seat: Seat) -> str:
        """The seat in the information box: who plays it, and whether they are here."""
        if seat == self.seat:
            return f"{seat.full_name}: you" + (f" ({self.names[seat]})" if self.names.get(seat) else "")
        if self.players[seat] != "remote":
            return f"{seat.full_name}: {self.players[seat].capitalize()}"
        who = self.names.get(seat) or "a player"
        if self.stand_in.get(seat):
            return f"{seat.full_name}: a computer, for {who}"
        if not self.connected.get(seat):
            return f"{seat.full_name}: waiting for {who}" if seat in self.names else f"{seat.full_name}: free"
        return f"{seat.full_name}: {who}"

    def waiting_words(self, seat: Seat) -> str | None:
        """What the table says while ``seat`` is to act and a friend plays it or the seat is empty (None: computer)."""
        if not self.started:
            empty = [s.full_name for s in Seat if self.players.get(s) == "remote" and not self.connected.get(s, True)]
            return f"Waiting for players at {' and '.join(empty) or 'the empty seats'}: the game starts when every " \
                   f"seat is taken"
        if self.players.get(seat) != "remote" or self.stand_in.get(seat):
            return None
        name = self.names.get(seat)
        if self.connected.get(seat, True):  # a person, not a computer: they choose, they do not "think"
            return f"Waiting for {name or 'the player'} at {seat.full_name} to choose"
        return f"Waiting for {name or 'the player'} to join {seat.full_name} again"

    def _who(self, letter) -> str:
        try:
            seat = Seat.parse(str(letter))
        except ValueError:
            return "?"
        if seat == self.seat:
            return "You"
        return self.names.get(seat) or seat.full_name

    # -- a lost connection ---------------------------------------------------------------------------
    def rejoin(self) -> None:
        """Join the host again with the same address, code, seat and token (in the background: the window never
        waits); its next state is the hand as it stands, and ``poll`` says ``rejoined``."""
        self.rejoining, self.waiting = True, False
        self.left_behind = getattr(self.client, "attempt", 0)  # the connection whose end may still be on its way
        self.held.clear()
        threading.Thread(target=self.client.rejoin, daemon=True, name="net-client-rejoin").start()

    def _scores_now(self, state: dict) -> dict[str, int]:
        """The match's scores as the host's ``state`` stands: the hand's context has them as they were at its deal, so
        a hand already over (the host's last) adds its own, the last line of the sheets."""
        if self.hand.done and self.match.history:
            return dict(self.match.history[-1].totals)
        return dict(state["view"].context.get("scores", self.match.scores))

    def _stale(self, data: dict) -> bool:
        """A message of the connection given up for a rejoin (its end, heard after Join again was asked)."""
        attempt = data.get("attempt")
        return self.rejoining and isinstance(attempt, int) and attempt <= self.left_behind

    def _state_on_rejoining(self, data: dict, update: Update) -> None:
        """The first state after joining again: the hand as it stands (this hand or a later one), shown as it is."""
        self.rejoining = False
        self.held.clear()
        self.hand_number = data["hand_number"]
        self.hand = self._hand_of(data)
        self.finished = data["finished"]
        self.reasons = {}
        self._keep_reasons(data)
        self.match.current_scored = self.hand.done
        self.match.scores = self._scores_now(data)
        self.match.ends_as(data)
        update.rejoined = True

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
        self.reasons = {}
        self._keep_reasons(first)
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

    def reasons_for(self, seat: Seat, action) -> HostReasons | None:
        """A computer's reasons for ``seat``'s ``action`` in this hand, as the host sent them (None: none came)."""
        for index, (who, done) in enumerate(self.hand.own.history):
            if who == seat and done == action:
                return self.reasons.get(index)
        return None

    def challenge_status(self) -> str:
        return ""

    def record(self) -> dict:
        return {}

    def close(self) -> None:
        """Say goodbye to the host, in the background: the window never waits on the network. The host's own window
        stops its host too (its game stays on the disk: Host a network game resumes it)."""
        hosting = self.hosting

        def goodbye() -> None:
            self.client.close()
            if hosting is not None:
                hosting.close()

        threading.Thread(target=goodbye, daemon=True, name="net-client-close").start()
