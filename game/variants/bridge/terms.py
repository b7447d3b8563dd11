"""What the terminal says at Contract Bridge."""

from __future__ import annotations

from game.engine.wording import TYPING_CARDS, GameTerms, strength_order, trick_points_words

from .rules import STRENGTH

TERMS = GameTerms(
    bidding="bidding", declare="declares", declarations="declarations",
    typing="Type a call (1C, 2 hearts, 3NT, pass, double, redouble) and then " + TYPING_CARDS
           + "; as declarer you also play the dummy's cards when it is the dummy's turn.",
    card_order=strength_order(STRENGTH), trick_points=trick_points_words(""))
