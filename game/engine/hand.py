"""The hand-state protocol every game implements, and what the games share.

A hand is fully determined by (variant, options, dealer, deal number or explicit cards, context, actions):
that is its record, and replaying the record gives back the same state.

Every game's hand starts with ``HandState.__init__`` (the deal, the context, the empty records) and keeps its
calls in ``calls``: ``(seat, call)`` for every call in order (bids, passes, doubles, trumps named), the same
in every game. Its public history (``history()``) is the calls, then what the play shows.

Undo works as in python-chess (``board.pop()``) on the action record: ``hand.replayed(upto)`` is a new hand
from the same deal with the first ``upto`` actions played again (the hand itself is left alone), and
``hand.pop()`` takes the last action back in place and returns it. The table's Replay and Undo and
``records.undo`` take actions back this way (the terminal has no undo; the AI's searches use their own
light positions).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Generic, TypeVar

from .actions import Action
from .cards import ALL_CARDS, SUITS, Card
from .cards import card as parse_card
from .errors import IllegalAction, excerpt
from .events import CardPlayed, Dealt, HandScored, TrickWon
from .seats import CLOCKWISE, SEATS, Seat, seats_from

if TYPE_CHECKING:  # the Variant makes hands: a type only, not an import cycle at run time
    from .variant import Variant

LONGEST_NOTATION = 40  # no card or call is written longer than this ("announce:square", "take:NT"...)


@dataclass(frozen=True, kw_only=True)
class Public:
    """A game's public facts: what everybody at the table knows of the hand beyond the cards seen. Each game
    has its own subclass with typed fields (Bridge's dummy, Belote's turn-up, Pinochle's meld...); the fields
    here are the ones every game has.

    ``auction`` is the calls everybody saw, as ``(seat, call)``; ``contract_text`` says the contract in words
    once there is one; ``declarer`` is the seat that took it (the bidder, the taker)."""

    auction: tuple = ()
    contract_text: str | None = None
    declarer: Seat | None = None


P = TypeVar("P", bound=Public)


@dataclass
class View(Generic[P]):
    """What one seat may know. The AI and the UI see only this.

    ``history`` is the public record: ``(seat, action)`` for every action everybody saw, in order.
    ``public`` holds the game's own public facts (its ``Public`` subclass: auction, contract, announces
    shown...); ``context`` is what the match told the hand (the scores it was dealt at...).
    """

    variant: str
    options: object
    seat: Seat
    dealer: Seat
    phase: str
    to_act: Seat | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]  # one per seat
    legal: tuple
    history: tuple
    trick: tuple  # ((seat, card), ...) on the table now
    tricks: tuple  # completed tricks: ((leader, ((seat, card), ...), winner), ...)
    trump: str | None
    public: P
    context: dict = field(default_factory=dict)

    def played_by(self, seat: Seat) -> list[Card]:
        out = [c for _, cards, _ in self.tricks for s, c in cards if s == seat]
        out.extend(c for s, c in self.trick if s == seat)
        return out


class HandState:
    """Base class of a game's hand. Subclasses implement ``_find_legal`` (what ``legal_actions`` gives; or
    ``legal_actions`` itself), ``_do``, ``why_illegal``, ``view``, ``score`` and ``clone``; ``apply``, ``result``,
    the record and undo are shared."""

    variant: Variant  # the game, set by __init__
    _result: object = None  # the result, once worked out
    done = False  # True once the hand is over (``_end``): phase "done", nobody to act

    def __init__(self, variant, options, dealer: Seat, deal_number: int | None, cards: dict | None,
                 context: dict | None = None):
        """The hand as dealt, before its first action: ``deal_number`` deals the cards (``_numbered_deal``),
        otherwise ``cards`` are checked (``_explicit_deal``, ValueError with the reason); ``context`` is what
        the match tells the hand (the scores it is dealt at...)."""
        self.variant = variant
        self.options = options
        self.dealer = dealer if dealer.__class__ is Seat else Seat(dealer)
        self.deal_number = deal_number
        # the cards as dealt (per seat, plus game-specific piles)
        self.initial_cards = self._numbered_deal(deal_number) if deal_number is not None else \
            self._explicit_deal(cards)
        self.context = context or {}
        self.actions: list = []
        self.calls: list[tuple[Seat, object]] = []  # (seat, call) for every call, in order
        self.phase = "bidding"
        self.to_act: Seat | None = None
        self._legal: list | None = None

    def _numbered_deal(self, number: int) -> dict:
        """The cards of deal ``number`` (per seat, plus the game's own piles)."""
        raise NotImplementedError

    def _explicit_deal(self, cards: dict | None) -> dict:
        """``cards`` checked and normalised (ValueError with the reason if they cannot be this game's deal)."""
        raise NotImplementedError

    def _start_arguments(self) -> dict:
        """The game's own arguments of a new hand, kept in the record (e.g. Bridge's vulnerability)."""
        return {}

    # -- the protocol ---------------------------------------------------------------------------
    def playing_from(self, seat: Seat) -> Seat:
        """The hand whose card ``seat`` plays now: its own (Contract Bridge: the dummy's on the dummy's turn)."""
        return seat

    def legal_actions(self) -> list:
        """What the seat to act may do now, found once for each position (``_find_legal``)."""
        if self._legal is None:
            self._legal = self._find_legal()
        return self._legal

    def _find_legal(self) -> list:
        raise NotImplementedError

    def apply(self, action) -> list:
        """Play ``action`` (an action, a card, or its notation) for the seat to act; return events."""
        action = self._action_given(action)
        legal = self._legal if self._legal is not None else self.legal_actions()
        if action not in legal:
            raise IllegalAction(self.why_illegal(action))
        self._legal = None
        self.actions.append(action)
        return self._do(action)

    def _action_given(self, given):
        """The action or card ``given`` stands for (parsed when it is a notation); IllegalAction with a reason
        (quoting at most a short excerpt of it) when it is neither."""
        if isinstance(given, str):
            text = given.strip()
            if len(text) > LONGEST_NOTATION:
                raise IllegalAction(f"{excerpt(text)} is too long to be a card or a call of {self.variant.name}")
            return self.parse_action(text)
        if isinstance(given, (Action, Card)):
            return given
        raise IllegalAction(f"{excerpt(given)} is not a card or a call: give one, or its notation (such as TH)")

    def parse_action(self, text: str):
        """The action written ``text``; IllegalAction if it is not written as any action is."""
        try:
            return self.variant.parse_action(text)
        except ValueError as exc:
            raise IllegalAction(str(exc)) from None

    def why_illegal(self, action) -> str:
        if self.to_act is None:
            return "the hand is over"
        return f"{action} is not allowed now"

    def why_not_for(self, seat: Seat, action) -> str | None:
        """None if ``seat`` may make ``action`` now, else the reason (for a click on any hand)."""
        seat = Seat(seat)
        if self.to_act is None:
            return "the hand is over"
        if seat != self.to_act:
            return self._not_your_turn(seat)
        try:
            action = self._action_given(action)
        except IllegalAction as exc:
            return exc.reason
        if action in self.legal_actions():
            return None
        return self.why_illegal(action)

    def _not_your_turn(self, seat: Seat) -> str:
        assert self.to_act is not None  # only asked while the hand is on
        return f"it is {self.to_act.full_name}'s turn"

    def _do(self, action) -> list:
        raise NotImplementedError

    def view(self, seat: Seat) -> View:
        raise NotImplementedError

    def history(self) -> tuple:
        """The public record: ``(seat, action)`` for every action everybody saw, in order."""
        raise NotImplementedError

    def result(self):
        """The result of the finished hand (RuntimeError before the end), worked out once by ``score``: a
        finished hand never changes."""
        if self.phase != "done":
            raise RuntimeError("the hand is not finished")
        if self._result is None:
            self._result = self.score()
        return self._result

    def score(self):
        """Work out the result of the finished hand (``result`` keeps it)."""
        raise NotImplementedError

    def clone(self) -> HandState:
        raise NotImplementedError

    def _end(self) -> None:
        """The hand is over: nobody acts any more (``done``, the phase "done")."""
        self.phase = "done"
        self.done = True
        self.to_act = None

    # -- undo ------------------------------------------------------------------------------------
    def replayed(self, upto: int | None = None) -> HandState:
        """A new hand from the same deal (options, dealer, cards, context) with the first ``upto`` actions of
        this one played again (all of them when None; none when ``upto`` <= 0). This hand is left alone."""
        actions = self.actions if upto is None else self.actions[:max(0, upto)]
        hand = type(self)(self.variant, self.options, self.dealer, self.deal_number,
                          self.initial_cards if self.deal_number is None else None, self.context,
                          **self._start_arguments())
        for action in actions:
            hand.apply(action)
        return hand

    def pop(self):
        """Take the last action back, in place, and return it (IndexError when there is none)."""
        if not self.actions:
            raise IndexError("no action to take back: the hand has just been dealt")
        action = self.actions[-1]
        before = self.replayed(len(self.actions) - 1)
        self.__dict__.clear()
        self.__dict__.update(before.__dict__)
        return action

    # -- records ---------------------------------------------------------------------------------
    def record(self) -> dict:
        """The JSON-ready record of this hand: replaying it gives back this exact state."""
        rec = {
            "variant": self.variant.id,
            "options": self.options.to_json(),
            "dealer": self.dealer.name,
            "actions": [str(a) for a in self.actions],
        }
        if self.deal_number is not None:
            rec["deal_number"] = self.deal_number
        else:
            rec["cards"] = {(k.name if isinstance(k, Seat) else str(k)): [str(c) for c in v]
                            for k, v in self.initial_cards.items()}
        rec.update(self._start_arguments())
        return rec


TRUMP_FLOOR = 16  # in a strength table every trump is stronger than this and every other card weaker
# Every seat's CardPlayed of every card, by seat and card.index, made once: an event is a frozen value, so one
# object serves every hand (the play makes no event object per card).
CARDS_PLAYED = tuple(tuple(CardPlayed(s, c) for c in ALL_CARDS) for s in SEATS)
assert all(c.index == i for i, c in enumerate(ALL_CARDS))
NEXT_CLOCKWISE = tuple(s.left for s in SEATS)


def strength_tables(plain, trump) -> dict:
    """Per trump suit (None: no trumps), by card.index: each card's strength in a trick, ``trump[i]`` for
    a card of the trump suit and ``plain[i]`` for the others (``plain`` below TRUMP_FLOOR, ``trump`` above)."""
    return {suit: tuple(trump[i] if SUITS[i // 13] == suit else plain[i] for i in range(52))
            for suit in (*SUITS, None)}


class TrickHand(HandState):
    """A hand whose play is cards to tricks of four.

    A legal card in the play is the common case that searches and benchmarks live on: ``apply`` skips the
    generic checks for it. ``legal_actions()`` keeps ``_legal`` until an action changes the position.

    Playing a card and finishing a trick are shared. A game sets up the play's state with ``_init_tricks``
    in its __init__ and keeps ``hands`` (a list of cards per seat) and ``leader``; once the play starts,
    ``strength`` gives each card's strength in a trick by card.index, trumps above TRUMP_FLOOR (see
    strength_tables). The strongest card takes the trick; a card of another suit than the one led never
    does unless it is a trump; of equal cards the first played wins; the trick played with the last cards
    ends the hand. ``next_of`` gives the next seat of each seat. The game fills in the hooks: ``_take_trick``
    (what a finished trick brings: counts, points, the last trick's bonus), ``_after_card`` (what else a
    card brings, while ``_watching_cards`` is on) and ``_last_trick_events``, and copies its own
    containers in ``_clone_more``.

    ``hands`` starts as the cards dealt to each seat. The view is built here: the game gives its public facts
    in ``_public`` (with what only that seat sees of them); the history is the calls, then the
    play as ``_play_history`` tells it (by default the cards played, in order).
    """

    _legal: list | None = None
    next_of = NEXT_CLOCKWISE
    keeps_trick_points = False  # the tricks are (leader, cards, winner, points) instead of (leader, cards, winner)
    _watching_cards = False  # on while the game's _after_card must see each card played
    leader: Seat | None = None
    trump: str | None = None
    strength: Sequence[int]  # set by the game when the play starts (see strength_tables)
    deal_packet = 1  # the cards each seat gets at a time in the deal, round the table from the dealer's left

    def __init__(self, variant, options, dealer: Seat, deal_number: int | None, cards: dict | None,
                 context: dict | None = None):
        super().__init__(variant, options, dealer, deal_number, cards, context)
        self.hands = [list(self.initial_cards[s]) for s in SEATS]
        self._init_tricks()

    def apply(self, action) -> list:
        if action.__class__ is Card:
            if self.phase == "play":
                legal = self._legal if self._legal is not None else self.legal_actions()
                if action in legal:
                    self._legal = None
                    self.actions.append(action)
                    return self._play(action)
        elif self._legal_at_a_glance(action):
            self._legal = None
            self.actions.append(action)
            return self._call(action)
        return super().apply(action)

    def _legal_at_a_glance(self, action) -> bool:
        """Whether ``action`` (not a card) is a call the game sees to be legal now without the generic checks of
        ``apply`` (the common calls of an auction): ``apply`` then hands it straight to ``_call``."""
        return False

    @property
    def start_events(self) -> list:
        """What happened before the first action: by default the deal, ``deal_packet`` cards at a time to each
        seat in turn, clockwise from the dealer's left."""
        order = seats_from(self.dealer.left, CLOCKWISE)
        cards, size = self.initial_cards, self.deal_packet
        packets = tuple((s, tuple(cards[s][i:i + size])) for i in range(0, len(cards[self.dealer]), size)
                        for s in order)
        return [Dealt(self.dealer, packets)]

    # -- a call ------------------------------------------------------------------------------------
    def _record_call(self, call) -> Seat:
        """Write down ``call`` (a bid, a pass, trumps named) as the seat to act's; that seat."""
        seat = self.to_act
        assert seat is not None  # a call is made only by the seat to act
        self.calls.append((seat, call))
        return seat

    # -- a card, and the end of a trick ---------------------------------------------------------
    def _init_tricks(self) -> None:
        """The play's state before the first card: no trick yet."""
        self.trick: list[tuple[Seat, Card]] = []
        self.tricks: list[tuple] = []
        self.win_seat: Seat | None = None  # who holds the trick on the table now, with which card and strength
        self.win_card: Card | None = None
        self.win_strength = -1

    def _do(self, action) -> list:
        """A card is played; any other action is a call (``_call``)."""
        if action.__class__ is Card:
            return self._play(action)
        return self._call(action)

    def _call(self, call) -> list:
        raise NotImplementedError

    def _play(self, c: Card) -> list:
        seat = self.to_act
        assert seat is not None  # a card is played only by the seat to act
        self.hands[seat].remove(c)
        trick = self.trick
        strength = self.strength[c.index]
        if not trick:
            self.win_seat, self.win_card, self.win_strength = seat, c, strength
        elif strength > self.win_strength and (strength >= TRUMP_FLOOR or c.suit == trick[0][1].suit):
            self.win_seat, self.win_card, self.win_strength = seat, c, strength  # equal cards: the first one keeps it
        trick.append((seat, c))
        events: list = [CARDS_PLAYED[seat][c.index]]
        if self._watching_cards:
            self._after_card(seat, c, events)
        if len(trick) < 4:
            self.to_act = self.next_of[seat]
            return events
        events += self._finish_trick()
        return events

    def _after_card(self, seat: Seat, c: Card, events: list) -> None:
        """What else the card ``c`` that ``seat`` just played brings (while ``_watching_cards`` is on): add
        its events to ``events``."""

    def _finish_trick(self) -> list:
        trick = tuple(self.trick)
        winner = self.win_seat
        assert winner is not None  # a full trick has its winner
        last = not self.hands[winner]
        points, explain = self._take_trick(trick, winner, last)
        self.tricks.append((self.leader, trick, winner, points) if self.keeps_trick_points
                           else (self.leader, trick, winner))
        self.trick = []
        self.win_seat = self.win_card = None
        self.leader = self.to_act = winner
        events: list = [TrickWon(winner, trick, points, explain)]
        if last:
            self._end()
            events.extend(self._last_trick_events())
            events.append(HandScored(self.result()))
        return events

    def _take_trick(self, trick: tuple, winner: Seat, last: bool) -> tuple:
        """Count the finished ``trick`` for ``winner`` (``last``: the hand's last trick); return the points
        its TrickWon shows and the function giving the words of why it was won."""
        raise NotImplementedError

    def _last_trick_events(self) -> list:
        """Events after the last trick, before the score."""
        return []

    # -- what a seat may know -------------------------------------------------------------------
    def view(self, seat: Seat) -> View:
        seat = Seat(seat)
        tricks = self.tricks
        public = self._public(seat)
        return View(
            variant=self.variant.id, options=self.options, seat=seat, dealer=self.dealer,
            phase=self.phase, to_act=self.to_act, hand=tuple(self.hands[seat]),
            hand_sizes=tuple(len(h) for h in self.hands),
            legal=tuple(self.legal_actions()) if self.to_act == seat else (),
            history=self.history(), trick=tuple(self.trick),
            tricks=tuple(t[:3] for t in tricks) if self.keeps_trick_points else tuple(tricks),
            trump=self.trump, public=public, context=dict(self.context))

    def _public(self, seat: Seat) -> Public:
        """The game's own public facts, seen from ``seat`` (its ``Public`` subclass, with what only ``seat``
        sees of them)."""
        raise NotImplementedError

    def history(self) -> tuple:
        """(seat, action) for every action everybody saw: the calls, then the play."""
        out = list(self.calls)
        out.extend(self._play_history())
        return tuple(out)

    def _play_history(self) -> list:
        """(seat, action) of the play that everybody saw: by default every card played, in order."""
        out = [pair for trick in self.tricks for pair in trick[1]]
        out.extend(self.trick)
        return out

    @property
    def play_start(self) -> int:
        """How many actions come before the card play (the calls, and cards passed before it): the ``upto``
        of ``replayed`` for the start of the play."""
        return len(self.actions) - len(self._play_history())

    # -- copies ---------------------------------------------------------------------------------
    def clone(self):
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__)
        new.actions = self.actions[:]
        new.calls = self.calls[:]
        new.hands = [h[:] for h in self.hands]
        new.trick = self.trick[:]
        new.tricks = self.tricks[:]
        new._legal = None
        self._clone_more(new)
        return new

    def _clone_more(self, new) -> None:
        """Copy the game's own mutable containers into ``new``."""


def following_suit(held: list, trick) -> list:
    """The cards of ``held`` a player may put on ``trick`` when he must follow suit and may play anything when
    void: those of the suit led, else all of them (a new list)."""
    if trick:
        led = trick[0][1].suit
        following = [c for c in held if c.suit == led]
        if following:
            return following
    return held[:]


def normalise_cards(cards: dict, seat_keys=True) -> dict:
    """``{Seat.N: ["JS", ...], "stock": [...]}`` or with "N"/"E" keys -> {Seat|str: [Card]}."""
    out = {}
    for key, value in cards.items():
        if isinstance(key, Seat) or (isinstance(key, str) and key.upper() in ("N", "E", "S", "W")):
            k = Seat.parse(key)
        elif isinstance(key, int):
            k = Seat(key)
        else:
            k = key
        if isinstance(value, str):
            value = value.split()
        if not isinstance(value, (list, tuple)):
            raise ValueError(f"the cards of {k} are not a list of cards")
        out[k] = [parse_card(c) for c in value]
    return out


def check_explicit_deal(cards: dict | None, piles: list[tuple], deck=None, extra_hint: str = "") -> dict:
    """Check an explicit deal and return it as {Seat|str: [Card]}. ``piles`` lists (key, size, what): each seat
    (or "stock") with its number of cards and, optionally, what those cards are; ``deck`` the cards allowed."""
    if not cards:
        raise ValueError("give either deal_number or cards")
    given = normalise_cards(cards)
    keys = [key for key, _, _ in piles]
    extra = [str(k) for k in given if k not in keys]
    if extra:
        raise ValueError(f"unexpected entries in the deal: {', '.join(extra)}{extra_hint}")
    out: dict = {}
    seen: set = set()
    for key, size, what in piles:
        pile = given.get(key)
        name = key.full_name if isinstance(key, Seat) else f"the {key}"
        if pile is None:
            raise ValueError(f"no cards given for {name}")
        if len(pile) != size:
            raise ValueError(f"{name} must have {size} cards{f' ({what})' if what else ''}, not {len(pile)}")
        for c in pile:
            if deck is not None and c not in deck:
                raise ValueError(f"the {c.name} is not in the {len(deck)}-card deck")
            if c in seen:
                raise ValueError(f"the {c.name} is dealt twice")
            seen.add(c)
        out[key] = pile
    return out
