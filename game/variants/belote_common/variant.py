"""What the rules objects of 32 Card Bridge and Belote share: the 32-card pack, the order a hand shows its ranks in,
and the card points each side has won so far."""

from __future__ import annotations

from game.engine.cards import DECK_32
from game.engine.variant import Variant

from .values import display_rank_order


class BeloteFamilyVariant(Variant):
    deck = DECK_32

    def display_rank_order(self, suit: str, trump: str | None) -> str:
        return display_rank_order(suit, trump)

    def card_points(self, view) -> dict[str, int]:
        return view.public.points
