"""Card orders and point values of the belote family (32-card deck, A to 7)."""

from __future__ import annotations

from game.engine.cards import ALL_CARDS, DECK_32, RANK_NAMES, SUIT_NAMES, Card

TRUMP_ORDER = "J9ATKQ87"  # strongest first
PLAIN_ORDER = "ATKQJ987"
SEQUENCE_ORDER = "AKQJT987"  # the order runs are read in for announces


def display_rank_order(suit: str, trump: str | None) -> str:
    """The order a hand shows the ranks of ``suit`` in: by power once trumps are known, as runs before."""
    return SEQUENCE_ORDER if trump is None else (TRUMP_ORDER if suit == trump else PLAIN_ORDER)

TRUMP_POINTS = {"J": 20, "9": 14, "A": 11, "T": 10, "K": 4, "Q": 3, "8": 0, "7": 0}
PLAIN_POINTS = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}

TRICK_POINTS_TOTAL = 152  # all card points, trumps included
LAST_TRICK_BONUS = 10

# The two contracts without a single trump suit (Belote's No Trumps / All Trumps option): they stand
# where a trump suit letter would, so ``c.suit == trump`` is simply never true for them.
NO_TRUMPS = "NT"  # every suit ranks and scores as a plain suit
ALL_TRUMPS = "AT"  # every suit ranks and scores as trumps
CARD_POINTS_TOTAL: dict[str | None, int] = {NO_TRUMPS: 4 * 30, ALL_TRUMPS: 4 * 62}  # 120 and 248; a trump suit: 152

# Indexed by card.index: power (higher wins) and points, as trump and as a plain suit.
TRUMP_POWER = [0] * 52
PLAIN_POWER = [0] * 52
TRUMP_VALUE = [0] * 52
PLAIN_VALUE = [0] * 52
SEQUENCE_POS = [0] * 52  # 0 for the ace .. 7 for the seven
for _c in DECK_32:
    TRUMP_POWER[_c.index] = 8 - TRUMP_ORDER.index(_c.rank)
    PLAIN_POWER[_c.index] = 8 - PLAIN_ORDER.index(_c.rank)
    TRUMP_VALUE[_c.index] = TRUMP_POINTS[_c.rank]
    PLAIN_VALUE[_c.index] = PLAIN_POINTS[_c.rank]
    SEQUENCE_POS[_c.index] = SEQUENCE_ORDER.index(_c.rank)
_ALL = ALL_CARDS
_IN_DECK = frozenset(DECK_32)


def card_points(c: Card, trump: str | None) -> int:
    return TRUMP_VALUE[c.index] if c.suit == trump or trump == ALL_TRUMPS else PLAIN_VALUE[c.index]


def power(c: Card, trump: str | None) -> int:
    return TRUMP_POWER[c.index] if c.suit == trump or trump == ALL_TRUMPS else PLAIN_POWER[c.index]


def card_points_total(trump: str | None) -> int:
    """All the card points of the deck (without the last trick's bonus): 152, or 120 / 248."""
    return CARD_POINTS_TOTAL.get(trump, TRICK_POINTS_TOTAL)


def trick_tables(trump: str | None) -> tuple[list[int], list[int]]:
    """Indexed by card.index: each card's points, and its strength in a trick, trumps above 16 (every
    card in All Trumps), so that a card of 16 or more wins whatever its suit and a weaker one only in
    the suit led."""
    values = [card_points(c, trump) if c in _IN_DECK else 0 for c in _ALL]
    strengths = [(TRUMP_POWER[c.index] + 16 if c.suit == trump or trump == ALL_TRUMPS else PLAIN_POWER[c.index])
                 if c in _IN_DECK else 0 for c in _ALL]
    return values, strengths


def values_table() -> list[tuple[str, int, str, int]]:
    """Rows (rank name as trump, points, rank name in a plain suit, points), strongest first."""
    return [(RANK_NAMES[t], TRUMP_POINTS[t], RANK_NAMES[p], PLAIN_POINTS[p])
            for t, p in zip(TRUMP_ORDER, PLAIN_ORDER, strict=True)]


def suit_name(suit: str) -> str:
    return SUIT_NAMES[suit]


def sort_key(c: Card, trump: str | None):
    """A display order: suits alternate colours, trumps first, strongest first within a suit."""
    suit_rank = {"S": 1, "H": 2, "C": 3, "D": 4}[c.suit]
    if c.suit == trump:
        suit_rank = 0
    return (suit_rank, -power(c, trump))


def order_words(order: str) -> str:
    """"J9ATKQ87" -> "J 9 A 10 K Q 8 7", for the reasons a player reads."""
    return " ".join("10" if r == "T" else r for r in order)


# -- numbers in the reasons -----------------------------------------------------------------------
def points_words(n: int) -> str:
    """``"1 point"``, ``"14 points"``."""
    return f"{n} point" if n == 1 else f"{n} points"


def signed(x: float) -> str:
    """``"+12"``, ``"-7"``, ``"0"``: a rounded figure of a search or a valuation, never a negative zero."""
    n = round(x)
    return f"{n:+d}" if n else "0"


def signed_points(x: float) -> str:
    """``"+12 points"``, ``"+1 point"``, ``"0 points"``: a signed figure with its unit."""
    return f"{signed(x)} point" if abs(round(x)) == 1 else f"{signed(x)} points"
