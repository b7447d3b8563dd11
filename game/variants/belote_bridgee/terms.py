"""What the terminal says at 32 Card Bridge."""

from __future__ import annotations

from game.engine.wording import TYPING_CARDS, GameTerms, RecordTerms
from game.variants.belote_common.values import sort_key

TERMS = GameTerms(
    bidding="bidding", declare="announces", declarations="announces",
    typing=f"Type a call (80S, 90 hearts, pass, double, redouble), {TYPING_CARDS} or an announce "
           "(announce:third, or just third) when it is your turn.",
    card_order=sort_key)

RECORD_TERMS = RecordTerms()
