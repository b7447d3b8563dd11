"""Cards and decks.

A card is written rank then suit, ``"TH"`` for the ten of hearts. Cards are interned: there is
exactly one object per rank and suit, so the four copies of a card in the double pinochle deck are
the same object and compare equal, and comparing or hashing cards is as cheap as for ints.
"""

from __future__ import annotations

from .errors import excerpt

RANKS = "AKQJT98765432"
SUITS = "SHDC"

RANK_NAMES = {
    "A": "ace", "K": "king", "Q": "queen", "J": "jack", "T": "ten", "9": "nine", "8": "eight",
    "7": "seven", "6": "six", "5": "five", "4": "four", "3": "three", "2": "two",
}
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
SUIT_SINGULAR = {"S": "spade", "H": "heart", "D": "diamond", "C": "club"}
SUIT_SYMBOLS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}


class Interned:
    """Objects that exist once per value (cards, actions): copies are the object itself, so ``==``
    and ``in`` are identity checks, as cheap as for ints."""

    __slots__ = ()

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


class Card(Interned):
    """One playing card. Get cards with :func:`card` or :data:`CARDS`, never construct them."""

    __slots__ = ("rank", "suit", "index", "text")

    def __init__(self, rank: str, suit: str, index: int) -> None:
        self.rank = rank
        self.suit = suit
        self.index = index  # 0..51, suit-major in SUITS order, rank in RANKS order
        self.text = rank + suit

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Card({self.text!r})"

    def __reduce__(self):  # pickles come back as the interned object
        return (card, (self.text,))

    @property
    def name(self) -> str:
        """``"ten of hearts"``."""
        return f"{RANK_NAMES[self.rank]} of {SUIT_NAMES[self.suit]}"


CARDS: dict[str, Card] = {}
for _s_i, _s in enumerate(SUITS):
    for _r_i, _r in enumerate(RANKS):
        CARDS[_r + _s] = Card(_r, _s, _s_i * len(RANKS) + _r_i)
ALL_CARDS: tuple[Card, ...] = tuple(CARDS.values())


def card(text: str | Card) -> Card:
    """The card written ``text`` (``"TH"``, also ``"10H"`` and lower case); ValueError if none."""
    if isinstance(text, Card):
        return text
    if not isinstance(text, str):
        raise ValueError(f"{excerpt(text)} is not a card (write rank then suit, like 'TH' or 'JS')")
    found = CARDS.get(text)
    if found is not None:
        return found
    t = text.strip().upper()
    if t.startswith("10"):
        t = "T" + t[2:]
    found = CARDS.get(t)
    if found is None:
        raise ValueError(f"{excerpt(text)} is not a card (write rank then suit, like 'TH' or 'JS')")
    return found


def cards(text: str | list) -> list[Card]:
    """A list of cards from ``"JS 9S AH"`` or an iterable of card texts/cards."""
    if isinstance(text, str):
        return [card(t) for t in text.replace(",", " ").split()]
    return [card(t) for t in text]


def cards_text(cs) -> str:
    return " ".join(c.text for c in cs)


def card_list_words(cs) -> str:
    """``"seven of hearts"``; ``"king, nine and seven of hearts"``; ``"ace of spades and two of clubs"``:
    highest first, suit by suit."""
    cs = sorted(cs, key=lambda c: (SUITS.index(c.suit), RANKS.index(c.rank)))
    if len({c.suit for c in cs}) == 1:
        names = [RANK_NAMES[c.rank] for c in cs]
        names[-1] = cs[-1].name
    else:
        names = [c.name for c in cs]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def make_deck(ranks: str, copies: int = 1) -> tuple[Card, ...]:
    """A deck in a fixed order: suits S H D C, ranks high to low, each card ``copies`` times."""
    return tuple(CARDS[r + s] for s in SUITS for r in ranks for _ in range(copies))


DECK_32 = make_deck("AKQJT987")
DECK_36 = make_deck("AKQJT9876")
DECK_52 = make_deck(RANKS)
DECK_80 = make_deck("ATKQJ", copies=4)
