"""What the terminal says at Contract Bridge."""

from __future__ import annotations

from game.engine.hand import View
from game.engine.wording import TYPING_CARDS, GameTerms, RecordTerms, strength_order, trick_points_words

from .rules import STRENGTH, BridgePublic

CARD_ORDER = strength_order(STRENGTH)


def dummy_lines(view: View[BridgePublic], console) -> list[str]:
    """The dummy's cards, once face up: the declarer is told he plays from them on the dummy's turn."""
    public = view.public
    if public.to_play is not None and public.to_play != view.seat:
        return [f"You play from the dummy, {public.to_play.full_name}: "
                f"{console.hand(public.dummy_cards, view.trump, CARD_ORDER)}"]
    if public.dummy is not None:
        return [f"The dummy, {public.dummy.full_name}: {console.hand(public.dummy_cards, view.trump, CARD_ORDER)}"]
    return []


TERMS = GameTerms(
    bidding="bidding", declare="declares", declarations="declarations",
    typing="Type a call (1C, 2 hearts, 3NT, pass, double, redouble) and then " + TYPING_CARDS
           + "; as declarer you also play the dummy's cards when it is the dummy's turn.",
    card_order=CARD_ORDER, trick_points=trick_points_words(""), hands_seen=dummy_lines)

RECORD_TERMS = RecordTerms(game="rubber", games="rubbers", taken="Contracts declared", made="Contracts made",
                           set="Contracts down")
