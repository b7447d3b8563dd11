"""The auction of Contract Bridge, on its own: which calls are legal, when it closes, the contract and the
declarer. The rules (game.variants.bridge.rules), the bidding system and the table all read it."""

from __future__ import annotations

from game.engine.actions import DOUBLE, PASS, REDOUBLE, Action, Bid, bid
from game.engine.errors import excerpt
from game.engine.seats import Seat

STRAINS = ("C", "D", "H", "S", "NT")  # lowest first
STRAIN_NAMES = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades", "NT": "no trumps"}
ALL_BIDS: tuple[Bid, ...] = tuple(bid(level, strain) for level in range(1, 8) for strain in STRAINS)
BID_RANK = {b: rank for rank, b in enumerate(ALL_BIDS)}


def call_of(text: str) -> Action:
    """``"1NT"``, ``"7c"``, ``"pass"``, ``"X"``, ``"XX"``: the call; ValueError if it is none."""
    t = text.strip().upper()
    short = {"P": PASS, "PASS": PASS, "X": DOUBLE, "DOUBLE": DOUBLE, "XX": REDOUBLE, "REDOUBLE": REDOUBLE}
    if t in short:
        return short[t]
    if t.endswith("N"):
        t += "T"
    if len(t) >= 2 and t[0] in "1234567" and t[1:] in STRAINS:
        return bid(int(t[0]), t[1:])
    raise ValueError(f"{excerpt(text)} is not a bridge call (1C..7NT, pass, double, redouble)")


class Auction:
    """The calls so far, from the dealer, clockwise; cheap to copy."""

    __slots__ = ("dealer", "calls", "last_bid", "last_bidder", "doubled", "doubler", "_first_namer")

    def __init__(self, dealer: Seat, calls=()) -> None:
        self.dealer = dealer
        self.calls: list[Action] = []
        self.last_bid: Bid | None = None
        self.last_bidder: Seat | None = None
        self.doubled = 1  # 1, 2 (doubled) or 4 (redoubled)
        self.doubler: Seat | None = None
        self._first_namer: dict[tuple[str, str | None], Seat] = {}  # (side, strain) -> first of the side to name it
        for call in calls:
            self.add(call)

    def copy(self) -> Auction:
        other = Auction.__new__(Auction)
        other.dealer, other.calls = self.dealer, list(self.calls)
        other.last_bid, other.last_bidder = self.last_bid, self.last_bidder
        other.doubled, other.doubler = self.doubled, self.doubler
        other._first_namer = dict(self._first_namer)
        return other

    def __len__(self) -> int:
        """The number of calls made (the table counts the auction's actions this way)."""
        return len(self.calls)

    @property
    def to_call(self) -> Seat:
        return Seat((self.dealer + len(self.calls)) % 4)

    @property
    def closed(self) -> bool:
        """Three passes after a call, or four passes to start."""
        n = len(self.calls)
        if self.last_bid is None:
            return n >= 4
        return n >= 4 and all(c is PASS for c in self.calls[-3:])

    @property
    def passed_out(self) -> bool:
        return self.closed and self.last_bid is None

    def why_not(self, call: Action) -> str | None:
        """None if ``call`` is legal now, otherwise the reason in words."""
        if self.closed:
            return "the auction is over"
        seat = self.to_call
        if call is PASS:
            return None
        if isinstance(call, Bid):
            if call not in BID_RANK:
                return f"{call} is not a bridge bid"
            if self.last_bid is not None and BID_RANK[call] <= BID_RANK[self.last_bid]:
                return f"a bid must be higher than {self.last_bid}"
            return None
        if call is DOUBLE:
            if self.last_bid is None:
                return "there is no bid to double"
            assert self.last_bidder is not None  # who made the last bid
            if self.last_bidder.side == seat.side:
                return "you may only double the opponents' bid"
            if self.doubled != 1:
                return "the bid is already doubled"
            return None
        if call is REDOUBLE:
            if self.doubled != 2:
                return "you may only redouble a bid that the opponents doubled"
            assert self.last_bidder is not None  # a doubled bid was made
            if self.last_bidder.side != seat.side:
                return "you may only redouble your own side's bid"
            return None
        return f"{call} is not a bridge call"

    def legal_calls(self) -> list[Action]:
        if self.closed:
            return []
        start = 0 if self.last_bid is None else BID_RANK[self.last_bid] + 1
        calls: list[Action] = [PASS]
        calls += [c for c in (DOUBLE, REDOUBLE) if self.why_not(c) is None]
        calls += ALL_BIDS[start:]
        return calls

    def add(self, call: Action) -> None:
        """Record ``call`` (checked by the caller with why_not)."""
        seat = self.to_call
        if isinstance(call, Bid):
            self.last_bid, self.last_bidder, self.doubled, self.doubler = call, seat, 1, None
            self._first_namer.setdefault((seat.side, call.strain), seat)
        elif call is DOUBLE:
            self.doubled, self.doubler = 2, seat
        elif call is REDOUBLE:
            self.doubled = 4
        self.calls.append(call)

    def seat_of(self, index: int) -> Seat:
        return Seat((self.dealer + index) % 4)

    @property
    def declarer(self) -> Seat | None:
        """The player of the winning side who first named the final strain."""
        if self.last_bid is None or self.last_bidder is None:  # both set together
            return None
        return self._first_namer[(self.last_bidder.side, self.last_bid.strain)]

    @property
    def contract_text(self) -> str | None:
        """``"4S"``, ``"3NTX"``, ``"6HXX"``; None before any bid."""
        if self.last_bid is None:
            return None
        return f"{self.last_bid}{'' if self.doubled == 1 else 'X' if self.doubled == 2 else 'XX'}"

    def history(self) -> list[tuple[Seat, Action]]:
        return [(self.seat_of(i), c) for i, c in enumerate(self.calls)]
