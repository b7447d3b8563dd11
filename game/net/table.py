"""The host's game: the match, who sits where, and what each seat is sent. Plain logic, no sockets (host.py
carries the messages).

The rules run here only: an action from a player is checked by the engine (``hand.why_not_for``) before the
match plays it, and a seat is sent only its own view (``hand.view(seat)``) and the events written for it
(``event_to_json``), so no message carries a card that seat may not see.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engine import IllegalAction, Seat
from game.engine.match import Match
from game.engine.rng import computer_seed
from game.engine.view_json import event_to_json, view_to_json
from game.variants import VARIANTS, computer_player

from .protocol import SEAT_LETTERS, message, new_code
from .secrecy import cards_shown, common_view, fit_lines

REMOTE = "remote"  # a person at another computer
SPECTATOR = "spectator"  # the seat a spectator joins: sent what every seat sees alike, never asked to act
SKILLS = ("novice", "advanced", "expert")
SEAT_KINDS = (REMOTE, *SKILLS)


@dataclass
class Said:
    """A computer's reasons for its action number ``index`` in the hand."""

    seat: Seat
    index: int
    lines: list[str]

    def for_view(self, view: dict, game: str) -> dict:
        """What a seat whose JSON view is ``view`` is told: the lines that name only cards it has seen."""
        kept, left_out = fit_lines(self.lines, cards_shown(view), game)
        return {"seat": str(self.seat), "index": self.index, "lines": kept, "left_out": left_out}


@dataclass
class Outgoing:
    """What one step of the game sends: per seat, the texts in order."""

    texts: dict[Seat, list[str]] = field(default_factory=dict)
    to_spectators: list[str] = field(default_factory=list)

    def add(self, seat: Seat, text: str) -> None:
        self.texts.setdefault(seat, []).append(text)


class NetTable:
    """One game at the host. ``seats``: per seat, ``"remote"`` or a computer skill; ``hands``: stop after that
    many hands (None: play the whole match)."""

    def __init__(self, variant_id: str, seats: dict[Seat, str], *, options=None, seed: int = 1,
                 code: str | None = None, hands: int | None = None, deal_number: int | None = None):
        if variant_id not in VARIANTS:
            raise ValueError(f"there is no game {variant_id!r}; the games are {', '.join(sorted(VARIANTS))}")
        for kind in seats.values():
            if kind not in SEAT_KINDS:
                raise ValueError(f"a seat is {', '.join(SEAT_KINDS)}, not {kind!r}")
        self.variant = VARIANTS[variant_id]
        self.seats = {seat: seats.get(seat, REMOTE) for seat in Seat}
        self.seed = seed
        self.code = code or new_code()
        self.hands_to_play = hands
        dealer = self.variant.dealer_for_number(deal_number) if deal_number is not None else None
        self.match = Match(self.variant, options or self.variant.default_options(), first_dealer=dealer, seed=seed,
                           deal_number=deal_number)
        self.players = {seat: computer_player(variant_id, kind, computer_seed(seed, seat))
                        for seat, kind in self.seats.items() if kind in SKILLS}
        self.stand_ins: dict[Seat, object] = {}  # a computer playing for a player who is away, by seat
        self.names: dict[Seat, str] = {}
        self.said: dict[int, Said] = {}  # the computers' reasons in this hand, by action index (for who joins later)
        self.connected: set[Seat] = set()
        self.spectators = 0  # spectators connected (host.py counts them): their state is written only then
        self.finished = False  # the hands to play are played, or the match is over
        self.hand_number = 1

    @property
    def hand(self):
        return self.match.current

    def remote_seats(self) -> list[Seat]:
        return [seat for seat, kind in self.seats.items() if kind == REMOTE]

    def computer_to_act(self) -> Seat | None:
        seat = self.hand.to_act
        computer = seat in self.players or seat in self.stand_ins
        return seat if seat is not None and computer and not self.finished else None

    def stand_in(self, seat: Seat, skill: str) -> None:
        """A computer at ``skill`` plays for the player of ``seat`` until the player is back (``back``)."""
        if seat not in self.connected and seat not in self.players:
            self.stand_ins[seat] = computer_player(self.variant.id, skill, computer_seed(self.seed, seat))

    def back(self, seat: Seat) -> None:
        self.stand_ins.pop(seat, None)

    # -- messages --------------------------------------------------------------------------------
    def welcome(self, seat: Seat | None) -> str:
        return message("welcome", seat=str(seat) if seat is not None else SPECTATOR, game=self.variant.id,
                       name=self.variant.name, seats={str(s): kind for s, kind in self.seats.items()})

    def seat_status(self) -> str:
        return message("seats", seats={str(s): {"kind": kind, "name": self.names.get(s, ""),
                                                "connected": kind != REMOTE or s in self.connected,
                                                "computer_for_now": s in self.stand_ins}
                                       for s, kind in self.seats.items()})

    def state(self, seat: Seat | None, events=(), said=()) -> str:
        """The seat's view, with the events that led to it written for that seat: one message, so that a client
        never holds the events of an action without the view after it. ``said``: computers' reasons (``Said``) for
        actions of the hand, sent without the lines that name a card this seat's view does not show. ``seat``
        None: a spectator's state, what every seat sees alike (``common_view``)."""
        view = view_to_json(self.hand.view(seat)) if seat is not None else self.spectator_view()
        extra = {"reasons": [one.for_view(view, self.variant.id) for one in said]} if said else {}
        return message("state", hand_number=self.hand_number, actions=len(self.hand.actions),
                       finished=self.finished, winner=self.match.winner,
                       events=[event_to_json(e, seat) for e in events], view=view, **extra)

    def spectator_view(self) -> dict:
        return common_view([view_to_json(self.hand.view(seat)) for seat in Seat])

    def start_events(self) -> list:
        """The deal's events (and Belote's turn-up) of the hand in progress."""
        return list(getattr(self.hand, "start_events", None) or ())

    def start_messages(self, seat: Seat | None) -> list[str]:
        """What a seat that (re)joins is sent (None: a spectator): welcome, the seats, the deal's first events, its
        view."""
        start = self.start_events() if not self.hand.actions else []
        return [self.welcome(seat), self.seat_status(), self.state(seat, start, list(self.said.values()))]

    # -- the game --------------------------------------------------------------------------------
    def refusal(self, seat: Seat, action: str) -> str | None:
        """Why ``seat`` may not play ``action`` now (None: it may), in the engine's words."""
        if self.finished:
            return "the game at this table is over"
        return self.hand.why_not_for(seat, action)

    def play(self, seat: Seat, action, reasons=()) -> Outgoing:
        """Play ``action`` for ``seat`` (IllegalAction if the engine refuses); what every connected seat is sent.
        ``reasons``: a computer's, sent with the state after its action (``Said``)."""
        reason = self.refusal(seat, action)
        if reason is not None:
            raise IllegalAction(reason)
        said = [Said(seat, len(self.hand.actions), list(reasons))] if reasons else []
        self.said.update((one.index, one) for one in said)
        events = self.match.apply(action)
        if self.hand.done and (self.match.over or (self.hands_to_play is not None
                                                   and self.hand_number >= self.hands_to_play)):
            self.finished = True
        out = Outgoing()
        for s in self.connected:
            out.add(s, self.state(s, events, said))
        if self.spectators:
            out.to_spectators.append(self.state(None, events, said))
        if self.hand.done and not self.finished:
            self._next_hand(out)
        return out

    def _next_hand(self, out: Outgoing) -> None:
        self.match.next_hand()
        self.hand_number += 1
        self.said = {}
        start = self.start_events()
        for s in self.connected:
            out.add(s, self.state(s, start))
        if self.spectators:
            out.to_spectators.append(self.state(None, start))

    def decide(self, seat: Seat, view):
        """A computer's decision for ``seat`` (run off the event loop: it may search for a second)."""
        player = self.players.get(seat) or self.stand_ins[seat]
        return player.decide(view)  # type: ignore[attr-defined]


def parse_seats(text: str) -> dict[Seat, str]:
    """``"N=remote,E=expert"`` as a mapping (seats not named stay remote); ValueError with the reason."""
    seats: dict[Seat, str] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        letter, _, kind = part.partition("=")
        letter, kind = letter.strip().upper(), kind.strip().lower()
        if letter not in SEAT_LETTERS or kind not in SEAT_KINDS:
            raise ValueError(f"{part!r} is not a seat: write SEAT=KIND, SEAT one of N E S W and KIND one of "
                             f"{', '.join(SEAT_KINDS)}")
        seats[Seat.parse(letter)] = kind
    return seats
