"""Card orders and point values of the belote family (32-card deck, A to 7)."""

from __future__ import annotations

from game.engine.cards import DECK_32, RANK_NAMES, SUIT_NAMES, Card

TRUMP_ORDER = "J9ATKQ87"  # strongest first
PLAIN_ORDER = "ATKQJ987"
SEQUENCE_ORDER = "AKQJT987"  # the order runs are read in for announces

TRUMP_POINTS = {"J": 20, "9": 14, "A": 11, "T": 10, "K": 4, "Q": 3, "8": 0, "7": 0}
PLAIN_POINTS = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}

TRICK_POINTS_TOTAL = 152  # all card points, trumps included
LAST_TRICK_BONUS = 10

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


def card_points(c: Card, trump: str | None) -> int:
    return TRUMP_VALUE[c.index] if c.suit == trump else PLAIN_VALUE[c.index]


def power(c: Card, trump: str | None) -> int:
    return TRUMP_POWER[c.index] if c.suit == trump else PLAIN_POWER[c.index]


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
