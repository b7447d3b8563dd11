"""The pieces the bidding system is made of: what a call shows (BidMeaning), a rule of the system (Rule) and
the situation a call is made in (Context), read from the public auction."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from game.engine.actions import DOUBLE, PASS, REDOUBLE, Action, Bid, bid
from game.engine.cards import SUIT_SYMBOLS
from game.engine.seats import Seat

from ..auction import BID_RANK, Auction, call_of
from .evaluation import SUITS, HandInfo

MAX_HCP = 37
NO_LIMIT = (0, MAX_HCP)


CALL_NAMES = {PASS: "Pass", DOUBLE: "Double", REDOUBLE: "Redouble"}


def call_text(call: Action) -> str:
    """``Pass``, ``Double``, ``Redouble``, ``1NT``, ``2♣``: a call as a player writes it."""
    if call in CALL_NAMES:
        return CALL_NAMES[call]
    assert isinstance(call, Bid) and call.strain is not None, call
    return f"{call.amount}{SUIT_SYMBOLS.get(call.strain, call.strain)}"


def call_clause(call: Action) -> str:
    """What a player does with ``call``, after "I": ``pass``, ``double``, ``bid 2♣``."""
    return CALL_NAMES[call].lower() if call in CALL_NAMES else f"bid {call_text(call)}"


def strain_of(call: Action) -> str:
    """The strain a bid names: every bid of Contract Bridge names a suit or no trumps."""
    assert isinstance(call, Bid) and call.strain is not None, call
    return call.strain


SLAM_ASKS = ("ask key cards", "ask queen", "ask kings")  # the kinds of Roman Key Card Blackwood's questions
SLAM_ANSWERS = ("key card answer", "queen answer", "king answer")  # and of their answers


@dataclass(frozen=True)
class BidMeaning:
    """What a call shows to everybody at the table."""

    call: Action
    text: str  # "1NT: 15-17 points, balanced"
    hcp: tuple[int, int] = NO_LIMIT
    lengths: dict[str, tuple[int, int]] = field(default_factory=dict)  # every suit: (min, max)
    balanced: bool | None = None
    forcing: bool = False
    artificial: bool = False
    convention: str | None = None  # "Stayman", "Jacoby transfer", "Blackwood", ...
    invitational: bool = False
    kind: str = "natural"  # the system's own label: "opening", "raise", "transfer", "answer", "penalty", ...
    strain: str | None = None  # the suit or NT the call names or agrees, if any

    def length(self, suit: str) -> tuple[int, int]:
        return self.lengths.get(suit, (0, 13))


@dataclass
class Rule:
    """One call of the system in one situation: what it shows, and which hands make it."""

    call: str
    text: str
    hcp: tuple[int, int] = NO_LIMIT
    lengths: dict[str, tuple[int, int]] = field(default_factory=dict)
    balanced: bool | None = None
    forcing: bool = False
    artificial: bool = False
    convention: str | None = None
    invitational: bool = False
    kind: str = "natural"
    strain: str | None = None
    when: Callable[[HandInfo, Context], bool] | None = None  # which hands bid it; default: the constraints
    reason: Callable[[HandInfo, Context], str] | str | None = None

    @property
    def action(self) -> Action:
        return call_of(self.call)

    @property
    def is_call(self) -> bool:
        """Whether the rule's call exists at all ("10S", a raise built above the seven level, does not)."""
        try:
            call_of(self.call)
        except ValueError:
            return False
        return True

    def fits(self, hand: HandInfo, ctx: Context) -> bool:
        if self.when is not None:
            return self.when(hand, ctx)
        lo, hi = self.hcp
        if not lo <= hand.hcp <= hi:
            return False
        if self.balanced and not hand.balanced:
            return False
        return all(lo <= hand.length(s) <= hi for s, (lo, hi) in self.lengths.items())

    def meaning(self) -> BidMeaning:
        action = self.action
        lengths = {s: self.lengths.get(s, (0, 13)) for s in SUITS}
        return BidMeaning(action, f"{call_text(action)}: {self.text}", self.hcp, lengths, self.balanced,
                          self.forcing, self.artificial, self.convention, self.invitational, self.kind, self.strain)

    def explain(self, hand: HandInfo, ctx: Context) -> str:
        if callable(self.reason):
            return self.reason(hand, ctx)
        if self.reason:
            return self.reason
        return f"I have {hand.describe()}, so I {call_clause(self.action)} ({unbracketed(self.text)})."


def unbracketed(text: str) -> str:
    """``text`` with its own brackets made commas, to sit inside a pair of brackets: ``"a minimum (5 to 7
    points)"`` -> ``"a minimum, 5 to 7 points"``."""
    return text.replace(" (", ", ").replace("(", "").replace(")", "")


class Shown:
    """What a player's calls so far have shown: a points range and suit lengths."""

    __slots__ = ("lo", "hi", "lengths", "balanced")

    def __init__(self) -> None:
        self.lo, self.hi = NO_LIMIT
        self.lengths = {s: [0, 13] for s in SUITS}
        self.balanced = False

    def add(self, meaning: BidMeaning) -> None:
        lo, hi = meaning.hcp
        if lo > self.lo:
            self.lo = min(lo, self.hi)
        if hi < self.hi:
            self.hi = max(hi, self.lo)
        for s, (lo, hi) in meaning.lengths.items():
            have = self.lengths[s]
            have[0] = max(have[0], min(lo, have[1]))
            have[1] = max(have[0], min(have[1], hi))
        self.balanced = self.balanced or bool(meaning.balanced)

    def min_len(self, suit: str) -> int:
        return self.lengths[suit][0]

    def estimate(self) -> int:
        """A working guess of the points: the middle of a narrow range, a little above the floor of a wide one."""
        if self.hi - self.lo <= 3:
            return (self.lo + self.hi) // 2
        return min(self.hi, self.lo + 2)

    def suits(self) -> list[str]:
        """The suits shown with 4+ cards, longest first."""
        return sorted((s for s in SUITS if self.lengths[s][0] >= 4), key=lambda s: -self.lengths[s][0])


class Context:
    """The auction so far as the player to call sees it, from the public calls and their meanings."""

    def __init__(self, auction: Auction, meanings: list[BidMeaning], vulnerable=None, below=None) -> None:
        self.auction = auction
        self.meanings = meanings
        self.seat: Seat = auction.to_call
        self.side = self.seat.side
        self.vulnerable = vulnerable or {"NS": False, "EW": False}
        self.below = below or {"NS": 0, "EW": 0}
        calls = auction.calls
        self.first_bid = next((i for i, c in enumerate(calls) if isinstance(c, Bid)), None)
        self.opener = auction.seat_of(self.first_bid) if self.first_bid is not None else None
        self.we_opened = self.opener is not None and self.opener.side == self.side
        self.shown = {s: Shown() for s in Seat}
        for i, m in enumerate(meanings):
            self.shown[auction.seat_of(i)].add(m)
        self.our_bids: list[str] = []
        self.contested = False  # did the opponents make any call but pass since the opening?
        self.their_bids: list[str] = []
        for i, c in enumerate(calls):
            if auction.seat_of(i).side == self.side:
                if isinstance(c, Bid):
                    self.our_bids.append(str(c))
            elif c is not PASS:
                self.contested = True
                if isinstance(c, Bid):
                    self.their_bids.append(str(c))

    # -- who said what
    @property
    def partner(self) -> Seat:
        return self.seat.partner

    @property
    def partner_shown(self) -> Shown:
        return self.shown[self.partner]

    @property
    def my_shown(self) -> Shown:
        return self.shown[self.seat]

    def calls_of(self, seat: Seat) -> list[tuple[int, Action]]:
        return [(i, c) for i, c in enumerate(self.auction.calls) if self.auction.seat_of(i) == seat]

    def last_of(self, seat: Seat) -> tuple[Action, BidMeaning] | None:
        mine = self.calls_of(seat)
        if not mine:
            return None
        i, c = mine[-1]
        return c, self.meanings[i]

    def last_real_of(self, seat: Seat) -> tuple[Action, BidMeaning] | None:
        """The last call of ``seat`` that was not a pass."""
        for i, c in reversed(self.calls_of(seat)):
            if c is not PASS:
                return c, self.meanings[i]
        return None

    @property
    def rho_call(self) -> Action | None:
        return self.auction.calls[-1] if self.auction.calls else None

    @property
    def last_bid(self) -> Bid | None:
        return self.auction.last_bid

    @property
    def ours_last(self) -> bool:
        return self.auction.last_bidder is not None and self.auction.last_bidder.side == self.side

    def passed_hand(self, seat: Seat | None = None) -> bool:
        seat = self.seat if seat is None else seat
        return any(c is PASS for i, c in self.calls_of(seat) if self.first_bid is None or i < self.first_bid)

    @property
    def position(self) -> int:
        """1..4: the seat's turn in the first round."""
        return len(self.auction.calls) + 1

    def partner_forcing(self) -> bool:
        """Partner's last call forces me to bid, and the opponent in between passed."""
        last = self.last_of(self.partner)
        return last is not None and last[1].forcing and self.rho_call is PASS

    def legal(self, call: Action) -> bool:
        return self.auction.why_not(call) is None

    def cheapest(self, strain: str) -> Bid | None:
        """The cheapest legal bid in ``strain``."""
        for level in range(1, 8):
            b = bid(level, strain)
            if self.auction.last_bid is None or BID_RANK[b] > BID_RANK[self.auction.last_bid]:
                return b
        return None

    # -- the score
    @property
    def our_vulnerable(self) -> bool:
        return bool(self.vulnerable.get(self.side))

    @property
    def their_vulnerable(self) -> bool:
        return bool(self.vulnerable.get("EW" if self.side == "NS" else "NS"))

    def game_level(self, strain: str) -> int:
        """The lowest level in ``strain`` that completes a game with our part-score below the line."""
        need = max(0, 100 - int(self.below.get(self.side, 0)))
        for level in range(1, 8):
            if trick_score(level, strain) >= need:
                return level
        return 7


def trick_score(level: int, strain: str) -> int:
    if strain == "NT":
        return 40 + 30 * (level - 1)
    return level * (20 if strain in "CD" else 30)
