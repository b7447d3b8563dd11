"""What a bridge hand is worth in the bidding: high-card points, shape, stoppers, controls, losers."""

from __future__ import annotations

from game.engine.cards import SUIT_NAMES, card
from game.engine.wording import counted

SUITS = "SHDC"  # highest first
MAJORS = "SH"
MINORS = "DC"
HONOUR_POINTS = {"A": 4, "K": 3, "Q": 2, "J": 1}
RANK_ORDER = "AKQJT98765432"


def suit_name(suit: str) -> str:
    return "no trumps" if suit == "NT" else SUIT_NAMES[suit]


class HandInfo:
    """Thirteen cards (or fewer, for tests) seen by the bidder."""

    __slots__ = ("cards", "ranks", "hcp", "suit_hcp", "shape")

    def __init__(self, hand_cards) -> None:
        self.cards = [card(c) for c in hand_cards]
        self.ranks: dict[str, str] = {s: "" for s in SUITS}  # suit -> its ranks, highest first
        for c in sorted(self.cards, key=lambda c: RANK_ORDER.index(c.rank)):
            self.ranks[c.suit] += c.rank
        self.suit_hcp = {s: sum(HONOUR_POINTS.get(r, 0) for r in self.ranks[s]) for s in SUITS}
        self.hcp = sum(self.suit_hcp.values())
        self.shape = tuple(sorted((len(self.ranks[s]) for s in SUITS), reverse=True))

    def length(self, suit: str) -> int:
        return len(self.ranks[suit])

    @property
    def balanced(self) -> bool:
        """4-3-3-3, 4-4-3-2 or 5-3-3-2."""
        return self.shape in ((4, 3, 3, 3), (4, 4, 3, 2), (5, 3, 3, 2))

    @property
    def semi_balanced(self) -> bool:
        return self.balanced or self.shape in ((5, 4, 2, 2), (6, 3, 2, 2))

    @property
    def length_points(self) -> int:
        """One point for each card beyond four in a suit (for opening and bidding one's own suits)."""
        return sum(max(0, self.length(s) - 4) for s in SUITS)

    @property
    def total_points(self) -> int:
        return self.hcp + self.length_points

    def support_points(self, trump: str) -> int:
        """High cards plus shortness, counted when raising partner's suit ``trump``."""
        trumps = self.length(trump)
        if trumps < 3:
            return self.hcp
        scale = {0: 5, 1: 3, 2: 1} if trumps >= 4 else {0: 3, 1: 2, 2: 1}
        return self.hcp + sum(scale.get(self.length(s), 0) for s in SUITS if s != trump)

    def longest(self) -> str:
        """The longest suit; of equal ones, the higher ranking."""
        return max(SUITS, key=lambda s: (self.length(s), -SUITS.index(s)))

    def honours(self, suit: str, top: int = 3) -> int:
        """How many of the top ``top`` honours (A, K, Q, J, T) the hand holds in ``suit``."""
        return sum(1 for r in self.ranks[suit] if r in "AKQJT"[:top])

    def good_suit(self, suit: str) -> bool:
        """Two of the top three honours or three of the top five."""
        return self.honours(suit, 3) >= 2 or self.honours(suit, 5) >= 3

    def self_sufficient(self, suit: str) -> bool:
        """Six cards or more headed by the ace, king and queen: trumps that need no support from partner."""
        return self.length(suit) >= 6 and self.honours(suit, 3) == 3

    def stopper(self, suit: str) -> bool:
        """A, Kx, Qxx or Jxxx: the suit cannot be run at once in no trumps."""
        held, n = self.ranks[suit], self.length(suit)
        return "A" in held or ("K" in held and n >= 2) or ("Q" in held and n >= 3) or ("J" in held and n >= 4)

    @property
    def aces(self) -> int:
        return sum(1 for s in SUITS if "A" in self.ranks[s])

    @property
    def kings(self) -> int:
        return sum(1 for s in SUITS if "K" in self.ranks[s])

    @property
    def controls(self) -> int:
        """Ace 2, king 1."""
        return 2 * self.aces + self.kings

    @property
    def losers(self) -> int:
        """Losing-trick count: in each suit, up to three top cards missing among A, K, Q."""
        count = 0
        for s in SUITS:
            top = self.ranks[s][:3]
            n = len(top)
            count += n - sum(1 for r in top if r in "AKQ"[:n])
        return count

    def opening_suit(self) -> str:
        """The suit a one-level opening names: a five-card major, else the better minor."""
        longest = self.longest()
        if self.length(longest) >= 5:
            return longest
        if self.length("D") > self.length("C") or self.length("D") == self.length("C") == 4:
            return "D"
        return "C"

    def describe(self) -> str:
        """``"14 points and a 5-3-3-2 shape"``."""
        return f"{counted(self.hcp, 'point')} and a {'-'.join(str(n) for n in self.shape)} shape"
