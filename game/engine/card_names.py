"""The cards a sentence names, in every way the game's words name them: "the ten of hearts", "the jack and ace of
spades", "two aces of spades", "K♥", "10♥", the engine's "TH", "four jacks", "a heart third to the king", "the
Belote", Pinochle's meld ("double pinochle", "run in spades", "kings around", "marriage in hearts").

A network host sends a seat no sentence that names a card the seat's view has not shown (game/net), and the tests
check every message with the same function. ``card_names`` counts copies: the double deck of Pinochle holds four of
each card, and "two aces of spades" names two. What it cannot tell from the words alone it reads widely (a sequence
or a Belote without its suit names those cards in every suit): a sentence is left out, never a card let through.
"""

from __future__ import annotations

import re
from collections import Counter

from .cards import CARDS, RANK_NAMES, RANKS, SUIT_NAMES, SUIT_SINGULAR, SUIT_SYMBOLS, SUITS, Card

RANK_OF_WORD = {word: rank for rank, word in RANK_NAMES.items()}
RANK_OF_PLURAL = {("sixes" if word == "six" else word + "s"): rank for word, rank in RANK_OF_WORD.items()}
SUIT_OF_WORD = {word: suit for suit, word in SUIT_NAMES.items()} | {w: s for s, w in SUIT_SINGULAR.items()}
SUIT_OF_SYMBOL = {symbol: suit for suit, symbol in SUIT_SYMBOLS.items()}
COPIES = {"a": 1, "one": 1, "two": 2, "both": 2, "three": 3, "four": 4, "double": 2, "triple": 3, "quadruple": 4}
SEQUENCE_LENGTH = {"third": 3, "fourth": 4, "fifth": 5}
RUN_RANKS = "ATKQJ"  # Pinochle's run in trumps
# games whose calls are written as a level then a suit ("2♦", "2D"): there such a text is a call, not a card
SYMBOL_CALL_GAMES = frozenset({"bridge"})
GAME_NAMES = re.compile(r"Double-Deck Pinochle|Pinochle deck|pinochle deck", re.IGNORECASE)

_RANK = "|".join(sorted([*RANK_OF_WORD, *RANK_OF_PLURAL], key=len, reverse=True))
_SUIT = "|".join(sorted(SUIT_NAMES.values(), key=len, reverse=True))
_ANY_SUIT = "|".join(sorted(SUIT_OF_WORD, key=len, reverse=True))
_COPY = "|".join(COPIES)
_ITEM = rf"(?:(?:{_COPY}) )?(?:{_RANK})"
RANK_LIST_OF_SUIT = re.compile(rf"\b(?P<list>{_ITEM}(?:(?:, and |, or |, | and | or ){_ITEM})*) of (?P<suit>{_SUIT})\b",
                               re.IGNORECASE)
ITEM = re.compile(rf"(?:(?P<copies>{_COPY}) )?(?P<rank>{_RANK})", re.IGNORECASE)
SYMBOL_CARD = re.compile(r"(?<![\w.])(?P<rank>10|[AKQJT2-9])(?P<suit>[♠♥♦♣])")
TEXT_CARD = re.compile(r"(?<![\w.])(?P<rank>10|[AKQJT2-9])(?P<suit>[SHDC])\b")
SQUARE = re.compile(rf"\b(?:(?P<copies>{_COPY}) )?(?P<rank>{_RANK})(?= around\b| of a kind\b|(?! of ))", re.IGNORECASE)
SEQUENCE = re.compile(rf"\b(?:(?P<before>{_ANY_SUIT}) )?(?P<kind>third|fourth|fifth) to the (?P<rank>{_RANK})"
                      rf"(?: of (?P<after>{_SUIT}))?", re.IGNORECASE)
BELOTE = re.compile(r"\bthe Belote\b|\brebelote\b", re.IGNORECASE)
PINOCHLE = re.compile(rf"\b(?:(?P<copies>{_COPY}) )?pinochles?\b", re.IGNORECASE)
RUN = re.compile(rf"\b(?:(?P<copies>{_COPY}) )?run in (?P<suit>{_SUIT})\b", re.IGNORECASE)
MARRIAGE = re.compile(rf"\b(?:(?P<copies>{_COPY}) )?marriages? in (?P<suit>{_SUIT})\b", re.IGNORECASE)


def card_names(text: str, game: str = "") -> Counter[Card]:
    """The cards ``text`` names, each with the number of copies it names (``game``: the variant's id, for how its
    calls are written)."""
    text = GAME_NAMES.sub(" ", text)
    found: Counter[Card] = Counter()

    def add(cards, copies: int = 1) -> None:
        for c in cards:
            found[c] = max(found[c], copies)

    for match in RANK_LIST_OF_SUIT.finditer(text):
        suit = SUIT_OF_WORD[match["suit"].lower()]
        for item in ITEM.finditer(match["list"]):
            rank, plural = _rank(item["rank"])
            add([CARDS[rank + suit]], _copies(item["copies"], plural))
    calls = game in SYMBOL_CALL_GAMES
    for pattern, suit_of in ((SYMBOL_CARD, SUIT_OF_SYMBOL), (TEXT_CARD, {s: s for s in SUITS})):
        for match in pattern.finditer(text):
            rank = "T" if match["rank"] == "10" else match["rank"]
            if not (calls and rank in "1234567"):
                add([CARDS[rank + suit_of[match["suit"]]]])
    _meld_and_announces(text, add)
    return found


def _meld_and_announces(text: str, add) -> None:
    """Cards named by what they make: squares, sequences, the Belote, Pinochle's meld."""
    for match in SQUARE.finditer(text):
        rank, plural = _rank(match["rank"])
        counted = match["copies"] and match["copies"].lower() == "four"
        if plural and (counted or text[match.end():].startswith(" around")):
            add([CARDS[rank + s] for s in SUITS], 1 if counted else _copies(match["copies"], False))
    for match in SEQUENCE.finditer(text):
        top = RANKS.index(_rank(match["rank"])[0])
        named = match["after"] or match["before"]
        suits = [SUIT_OF_WORD[named.lower()]] if named else list(SUITS)
        add([CARDS[r + s] for r in RANKS[top:top + SEQUENCE_LENGTH[match["kind"].lower()]] for s in suits])
    if BELOTE.search(text):
        named = {SUIT_OF_WORD[m.lower()] for m in re.findall(_ANY_SUIT, text, re.IGNORECASE)} or set(SUITS)
        add([CARDS[r + s] for r in "KQ" for s in named])
    for match in PINOCHLE.finditer(text):
        add([CARDS["QS"], CARDS["JD"]], _copies(match["copies"], False))
    for match in RUN.finditer(text):
        add([CARDS[r + SUIT_OF_WORD[match["suit"].lower()]] for r in RUN_RANKS], _copies(match["copies"], False))
    for match in MARRIAGE.finditer(text):
        add([CARDS[r + SUIT_OF_WORD[match["suit"].lower()]] for r in "KQ"], _copies(match["copies"], False))


def _rank(word: str) -> tuple[str, bool]:
    """The rank a word names, and whether it is a plural ("aces")."""
    word = word.lower()
    if word in RANK_OF_WORD:
        return RANK_OF_WORD[word], False
    return RANK_OF_PLURAL[word], True


def _copies(word: str | None, plural: bool) -> int:
    if word:
        return COPIES[word.lower()]
    return 2 if plural else 1


def unseen_names(text: str, seen: Counter[Card], game: str = "") -> Counter[Card]:
    """The copies of cards ``text`` names beyond those in ``seen`` (empty: the text may be sent)."""
    return card_names(text, game) - seen
