"""What the terminal program says differently from one game to another (:class:`GameTerms`), and the small helpers
a game's terms are made of. Each game's terms live in its package (``game/variants/<game>/terms.py``); the
terminal finds them through the registry of games."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .cards import Card

SUIT_ROWS = {"S": 1, "H": 2, "C": 3, "D": 4}  # the suits of a hand, colours alternating; trumps come first


def counted(number: int, unit: str) -> str:
    """``1 trick``, ``3 tricks``; no unit: the number alone."""
    if not unit:
        return str(number)
    return f"{number} {unit}" if number == 1 else f"{number} {unit}s"


def strength_order(tables: dict) -> Callable[[Card, str | None], tuple]:
    """A hand's display order from a game's strength tables (see game.engine.hand.strength_tables): trumps
    first, the other suits with their colours alternating, the strongest card first in each suit."""
    def key(c: Card, trump: str | None) -> tuple:
        table = tables[trump if trump in tables else None]
        return (0 if c.suit == trump else SUIT_ROWS[c.suit], -table[c.index])
    return key


def trick_points_words(word: str) -> Callable[[int], str]:
    """What a won trick is said to hold: `` (12 points)``; nothing for a game without trick points."""
    def words(points: int) -> str:
        return f" ({counted(points, word)})" if word else ""
    return words


def no_situation(view, console) -> list[str]:
    """No more lines (during the bidding, or after the seat's own hand)."""
    return []


@dataclass(frozen=True)
class GameTerms:
    """What the terminal says differently from one game to another. ``console`` (in ``situation``) is the
    terminal's ``Console``: ``console.card(c)`` writes a card as the terminal can show it."""

    bidding: str  # the phase before the play: "bidding", "taking"
    declare: str  # "announces" (32 Card Bridge), "declares" (Belote)
    declarations: str  # "announces", "declarations"
    typing: str  # how a human writes its calls, cards and announces
    card_order: Callable[[Card, str | None], tuple]  # the order of a hand's cards as shown
    bid_unit: str = ""  # what a bid without a suit counts ("trick" in Scotch Whist)
    trick_points: Callable[[int], str] = trick_points_words("point")  # after "wins trick 3"
    situation: Callable[[object, object], list[str]] = no_situation  # (view, console): more lines during the bidding
    contract_line: str = "The bidding is over. Contract: {contract} by {who}."  # once the contract is known
    # (view, console): more lines once the bidding is over (Pinochle: the cards being passed); Any: each game's
    # lines read its own kind of view
    situation_after_bidding: Callable[[Any, Any], list[str]] = no_situation
    # (view, console): the lines after the seat's own hand at its turn: the other hands it sees (Bridge's dummy)
    hands_seen: Callable[[Any, Any], list[str]] = no_situation


TYPING_CARDS = "a card (JS, TH, 10H, 7c, or with the suit symbol)"


@dataclass(frozen=True)
class RecordTerms:
    """What the Statistics screen calls one game's matches and contracts, in the game's own words (the rows of
    its figures: "Bids taken", "Bids made", "Bids set" at Pinochle)."""

    game: str = "game"  # one match to the target: "rubber" at Bridge
    games: str = "games"
    taken: str = "Contracts played"  # the hands in which the player's side declared
    made: str = "Contracts made"
    set: str = "Contracts failed"
