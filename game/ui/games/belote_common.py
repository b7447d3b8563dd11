"""What the two Belote games share at the table (32 Card Bridge and Belote): hands shown with the suits
alternating in colour, each suit in sequence order until trumps are known, then by power."""

from __future__ import annotations

from game.engine import Card
from game.variants.belote_common.values import PLAIN_ORDER, SEQUENCE_ORDER, TRUMP_ORDER

from .base import GameTable

SUIT_SEQUENCE = "SHCD"  # black, red, black, red


def display_sorted(cards, trump: str | None) -> list[Card]:
    """The order a hand is shown in: suits alternate colours; ranks by power once trumps are known."""
    def key(card: Card):
        order = SEQUENCE_ORDER if trump is None else (TRUMP_ORDER if card.suit == trump else PLAIN_ORDER)
        return (SUIT_SEQUENCE.index(card.suit), order.index(card.rank))
    return sorted(cards, key=key)


class BeloteFamilyTable(GameTable):
    """The Belote games' part of the table that they share."""

    def sort_hand(self, seat, cards, trump: str | None) -> list[Card]:
        return display_sorted(cards, trump)
