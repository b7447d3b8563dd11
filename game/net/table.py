"""The host's game: the match, who sits where, and what each seat is sent. Plain logic, no sockets (host.py
carries the messages).

The rules run here only: an action from a player is checked by the engine (``hand.why_not_for``) before the
match plays it, and a seat is sent only its own view (``hand.view(seat)``) and the events written for it
(``event_to_json``), so no message carries a card that seat may not see.
"""

from __future__ import annotations

import hmac
import secrets
from dataclasses import dataclass, field

from game.engine import IllegalAction, Seat
from game.engine.errors import RecordError
from game.engine.events import MatchScored
from game.engine.match import Match
from game.engine.records import hand_from_record, match_from_record
from game.engine.rng import computer_seed
from game.engine.view_json import event_to_json, view_to_json
from game.variants import VARIANTS, computer_player

from .protocol import SEAT_LETTERS, ProtocolError, message, new_code, valid_code
from .secrecy import cards_shown, common_view, fit_lines

REMOTE = "remote"  # a person at another computer
SPECTATOR = "spectator"  # the seat a spectator joins: sent what every seat sees alike, never asked to act
SKILLS = ("novice", "advanced", "expert")
SEAT_KINDS = (REMOTE, *SKILLS)
# The host's choices for a friend's seat (Game > Seats at this table): a computer plays it for good, the seat is freed
# for someone else to join (the old token no longer holds it), or a seat a computer took is given back to its friend.
COMPUTER, FREE, GIVE_BACK = "computer", "free", "give back"
SEAT_CHANGES = (COMPUTER, FREE, GIVE_BACK)


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
                 code: str | None = None, hands: int | None = None, deal_number: int | None = None,
                 wait_for_players: bool = False):
        """``wait_for_players``: nothing is played until every seat for a player has been taken once (a table
        hosted from the window: the friends see the first card played)."""
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
        self.finished = False  # the hands to play are played, or the match is over (``match.over`` says which)
        self.hand_number = 1
        self.tokens: dict[Seat, str] = {}  # a seat once taken: the token its player was given (rejoin with it)
        self.hosts_own: list[Seat] = []  # seats kept for the host's own window, its player's first (tokens made here)
        self.started = not wait_for_players
        self.friends_seats: set[Seat] = set()  # friends' seats the host let a computer play (Give it back offers them)
        self.freed_tokens: dict[Seat, list[str]] = {}  # the tokens of seats the host freed: their players are told why
        self.scored: list[dict] = []  # the scored hands as their MatchScored events were sent (``scored_hands``)

    def keep_for_host(self, seat: Seat) -> str:
        """Keep ``seat`` for the host's own window: the token it joins with (nobody else may take the seat)."""
        if seat not in self.hosts_own:
            self.hosts_own.append(seat)
        return self.tokens.setdefault(seat, secrets.token_urlsafe(12))

    def claim(self, seat: Seat, token: str) -> str:
        """The token of the player who takes ``seat`` with ``token`` ("" the first time): a free seat is given a
        new one, whatever token comes with the join (a seat the host freed is free: its old player may take it again,
        as a new player); a seat once taken only to its token (ProtocolError with the reason)."""
        kept = self.tokens.get(seat)
        if kept is None:
            self.tokens[seat] = kept = secrets.token_urlsafe(12)
            return kept
        if token and hmac.compare_digest(token.encode(), kept.encode()):
            return kept
        if token and any(hmac.compare_digest(token.encode(), old.encode()) for old in self.freed_tokens.get(seat, ())):
            raise ProtocolError(f"the host freed {seat.full_name} for someone else to join, and another player has "
                                f"taken it since: choose another seat")
        who = self.names.get(seat) or "another player"
        if seat in self.hosts_own:
            raise ProtocolError(f"{seat.full_name} is the host's own seat: choose another seat")
        if seat in self.connected:
            raise ProtocolError(f"{who} sits {seat.full_name} at this table: choose another seat")
        name = self.names.get(seat)
        if name:
            raise ProtocolError(f"{seat.full_name} is kept for {name}, who lost the connection: only {name}'s program "
                                f"can take it back")
        raise ProtocolError(f"{seat.full_name} is kept for the player who lost the connection there: only that "
                            f"player's program can take it back")

    def waiting_for(self) -> list[Seat]:
        """The seats for players nobody sits at now."""
        return [seat for seat in self.remote_seats() if seat not in self.connected]

    def start_if_full(self) -> bool:
        """Every seat for a player is taken: the game starts (True when it starts now)."""
        if self.started or self.waiting_for():
            return False
        self.started = True
        return True

    @property
    def hand(self):
        return self.match.current

    def remote_seats(self) -> list[Seat]:
        return [seat for seat, kind in self.seats.items() if kind == REMOTE]

    def computer_to_act(self) -> Seat | None:
        seat = self.hand.to_act
        computer = seat in self.players or seat in self.stand_ins
        return seat if seat is not None and computer and self.started and not self.finished else None

    def stand_in(self, seat: Seat, skill: str) -> None:
        """A computer at ``skill`` plays for the player of ``seat`` until the player is back (``back``)."""
        if seat not in self.connected and seat not in self.players:
            self.stand_ins[seat] = computer_player(self.variant.id, skill, computer_seed(self.seed, seat))

    def back(self, seat: Seat) -> None:
        self.stand_ins.pop(seat, None)

    # -- the host's choices for a friend's seat (Game > Seats at this table) ------------------------------
    def seat_change_problem(self, seat: Seat, change: str, skill: str = "advanced") -> str | None:
        """Why ``change`` cannot be made to ``seat`` (None: it can), in a sentence for the host."""
        if seat in self.hosts_own:
            return f"{seat.full_name} is played in your own window: its choices are the Host dialog's"
        if change not in SEAT_CHANGES or skill not in SKILLS:
            return f"there is no such choice for a seat ({change!r}, {skill!r})"
        friends = self.seats[seat] == REMOTE or seat in self.friends_seats
        if not friends:
            return f"a computer plays {seat.full_name} from the start: only a friend's seat can be changed"
        if change == GIVE_BACK and seat not in self.friends_seats:
            return f"{seat.full_name} is a friend's seat already"
        if change == COMPUTER and self.seats[seat] == skill:
            return f"a computer ({skill.capitalize()}) plays {seat.full_name} already"
        if change == FREE and self.seats[seat] == REMOTE and seat not in self.tokens:
            return f"{seat.full_name} is free already: whoever joins with the code may take it"
        return None

    def change_seat(self, seat: Seat, change: str, skill: str = "advanced") -> str:
        """Make the host's ``change`` to a friend's seat (ValueError with the reason when it cannot be made); the news,
        as the other players read it. The player sitting there, if any, is sent away by the host first."""
        problem = self.seat_change_problem(seat, change, skill)
        if problem is not None:
            raise ValueError(problem)
        self.connected.discard(seat)
        self.stand_ins.pop(seat, None)
        if change == COMPUTER:
            self.seats[seat] = skill
            self.players[seat] = computer_player(self.variant.id, skill, computer_seed(self.seed, seat))
            self.friends_seats.add(seat)
            return f"The host let a computer ({skill.capitalize()}) play {seat.full_name}"
        self._give_back(seat)
        if change == GIVE_BACK:
            who = self.names.get(seat)
            return (f"The host gave {seat.full_name} back to {who or 'a friend'}: it waits for "
                    f"{'them' if who else 'a player'} to join again")
        old = self.tokens.pop(seat, None)
        if old is not None:
            self.freed_tokens.setdefault(seat, []).append(old)
        self.names.pop(seat, None)
        return f"The host freed {seat.full_name} for someone else to join"

    def _give_back(self, seat: Seat) -> None:
        if seat in self.friends_seats:
            self.friends_seats.discard(seat)
            self.seats[seat] = REMOTE
            self.players.pop(seat, None)

    # -- messages --------------------------------------------------------------------------------
    def welcome(self, seat: Seat | None) -> str:
        """The seat's welcome, with its token: the player's program keeps it to take the seat back after a drop (a
        spectator has no seat and no token)."""
        return message("welcome", seat=str(seat) if seat is not None else SPECTATOR, game=self.variant.id,
                       name=self.variant.name, seats={str(s): kind for s, kind in self.seats.items()},
                       token=self.tokens.get(seat, "") if seat is not None else "", hands=self.hands_to_play,
                       match_state=self.match_state(), scored=self.scored_hands())

    def scored_hands(self) -> list[dict]:
        """The hands scored so far, each as its MatchScored event was sent to every seat at its end (the hand's result
        and its line on the score sheet, nothing a player at the table was not shown): who joins a later hand builds
        the score sheets from them. A table resumed from its file rebuilds them from the hands' records."""
        for index in range(len(self.scored), len(self.match.records)):
            result = hand_from_record(self.match.records[index]).result()
            self.scored.append(event_to_json(MatchScored(result, self.match.history[index]), None))
        return self.scored

    def match_state(self):
        """The game's own match state as its saves keep it (``Match.record``'s ``state``): what the hands the host
        sends cannot give back, the cut for the first deal that every player saw (None: the game has none)."""
        state = self.match.state
        return None if state is None else state.to_json()

    def seat_info(self) -> dict:
        """Per seat letter: its kind, its player's name, whether they are connected, whether a computer plays for them
        for now, whether a computer plays it in a friend's place (the host's choice), whether it is the host's own."""
        return {str(s): {"kind": kind, "name": self.names.get(s, ""),
                         "connected": kind != REMOTE or s in self.connected,
                         "computer_for_now": s in self.stand_ins, "friends_seat": s in self.friends_seats,
                         "hosts_own": s in self.hosts_own}
                for s, kind in self.seats.items()}

    def seat_status(self, news: str = "") -> str:
        """Who sits where; ``news``: what the host changed, for the status bars."""
        return message("seats", seats=self.seat_info(), started=self.started, **({"news": news} if news else {}))

    def state(self, seat: Seat | None, events=(), said=()) -> str:
        """The seat's view, with the events that led to it written for that seat: one message, so that a client
        never holds the events of an action without the view after it. ``said``: computers' reasons (``Said``) for
        actions of the hand, sent without the lines that name a card this seat's view does not show. ``seat``
        None: a spectator's state, what every seat sees alike (``common_view``)."""
        view = view_to_json(self.hand.view(seat)) if seat is not None else self.spectator_view()
        extra = {"reasons": [one.for_view(view, self.variant.id) for one in said]} if said else {}
        return message("state", hand_number=self.hand_number, actions=len(self.hand.actions),
                       finished=self.finished, over=self.match.over, winner=self.match.winner,
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
        if not self.started:
            names = ", ".join(s.full_name for s in self.waiting_for())
            return f"the game starts when every seat is taken: waiting for {names}"
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
        for event in events:
            if isinstance(event, MatchScored) and len(self.scored) == len(self.match.records) - 1:
                self.scored.append(event_to_json(event, None))
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


    # -- the host's file (saved.py keeps it): the game's settings and its record ------------------------------
    def saved(self, port: int, stand_in_after: float | None) -> dict:
        """What a restarted host needs to go on with this game: its settings, the match's record, who sat where."""
        return {"game": self.variant.id, "seats": {str(s): kind for s, kind in self.seats.items()},
                "code": self.code, "seed": self.seed, "hands": self.hands_to_play, "port": port,
                "stand_in_after": stand_in_after, "hand_number": self.hand_number, "started": self.started,
                "tokens": {str(s): token for s, token in self.tokens.items()},
                "hosts_own": [str(s) for s in self.hosts_own],
                "names": {str(s): name for s, name in self.names.items()},
                "friends_seats": [str(s) for s in self.friends_seats],
                "freed_tokens": {str(s): tokens for s, tokens in self.freed_tokens.items()},
                "record": self.match.record()}

    @classmethod
    def from_saved(cls, data: dict) -> NetTable:
        """The table ``saved`` wrote, its match rebuilt from the record; ValueError with the reason in words."""
        try:
            table = cls(str(data["game"]), {Seat.parse(s): kind for s, kind in dict(data["seats"]).items()},
                        seed=int(data["seed"]), code=str(data["code"]), hands=data.get("hands"))
            if not valid_code(table.code):
                raise ValueError("its join code is not one of ours")
            record = data["record"]
            if not isinstance(record, dict) or record.get("variant") != table.variant.id:
                raise ValueError("its game record is for another game")
            table.match = match_from_record(record)
            table.hand_number = len(table.match.records) + (0 if table.match.current_scored else 1)
            table.tokens = {Seat.parse(s): str(t) for s, t in dict(data.get("tokens") or {}).items()}
            table.hosts_own = list(dict.fromkeys(Seat.parse(s) for s in data.get("hosts_own") or ()))
            table.names = {Seat.parse(s): str(n)[:16] for s, n in dict(data.get("names") or {}).items()}
            table.started = bool(data.get("started", True))
            table.friends_seats = {Seat.parse(s) for s in data.get("friends_seats") or ()
                                   if table.seats[Seat.parse(s)] in SKILLS}
            table.freed_tokens = {Seat.parse(s): [str(t) for t in list(tokens)[-8:]]
                                  for s, tokens in dict(data.get("freed_tokens") or {}).items()}
        except RecordError as exc:
            raise ValueError(f"its game does not replay: {exc}") from None
        except (KeyError, TypeError, AttributeError) as exc:
            raise ValueError(f"a part of it is missing or wrong ({exc})") from None
        hands = table.hands_to_play
        if hands is not None and (not isinstance(hands, int) or hands < 1):
            raise ValueError("its number of hands is wrong")
        table.finished = table.match.over or (hands is not None and table.match.current_scored
                                              and table.hand_number >= hands)
        return table


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
