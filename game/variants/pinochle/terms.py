"""What the terminal says at Double-Deck Pinochle: bids without a suit, meld, counters."""

from __future__ import annotations

from game.engine.hand import View
from game.engine.wording import TYPING_CARDS, GameTerms, RecordTerms, strength_order, trick_points_words

from .rules import STRENGTH, PinochlePublic


def passing_lines(view: View[PinochlePublic], console) -> list[str]:
    """While the bidders pass cards: what to do, and the cards chosen so far."""
    if view.phase != "passing":
        return []
    passing = view.public.passing
    given = f" (passed so far: {console.cards(passing)})" if passing else ""
    return [f"Pass four cards to your partner, one at a time{given}."]


TERMS = GameTerms(
    bidding="bidding", declare="declares", declarations="meld",
    typing="Type a bid (a number such as 51 or 65: Pinochle bids have no suit) or pass; the high bidder "
           "names trumps (spades, or trump:S); with the passing option, partners pass four cards, one "
           f"at a time; then {TYPING_CARDS} when it is your turn.",
    card_order=strength_order(STRENGTH), trick_points=trick_points_words("counter"),
    contract_line="The bidding is over: {who} buys the bid at {contract} and names trumps.",
    situation_after_bidding=passing_lines)

RECORD_TERMS = RecordTerms(taken="Bids taken", made="Bids made", set="Bids set")
