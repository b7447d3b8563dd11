"""What the terminal says at Scotch Whist: bids of tricks, the turned-up trump, the points of trumps won."""

from __future__ import annotations

from game.engine.wording import TYPING_CARDS, GameTerms, RecordTerms, counted, strength_order

from .rules import STRENGTH


def whist_trump_lines(view, console) -> list[str]:
    turn_up = view.public.turn_up
    return [f"Turned-up trump: {console.card(turn_up)}."] if turn_up is not None else []


TERMS = GameTerms(
    bidding="bidding", declare="declares", declarations="declarations",
    typing="With the bidding option, type a number of tricks (1 to 9) or pass, and name trumps if you bid "
           f"highest (spades, or trump:S); then {TYPING_CARDS} when it is your turn.",
    card_order=strength_order(STRENGTH), bid_unit="trick",
    trick_points=lambda points: f" ({counted(points, 'point')} of trumps)" if points else "",
    situation=whist_trump_lines,
    contract_line="The bidding is over: {who} bid {contract} and names trumps.")

RECORD_TERMS = RecordTerms(taken="Bids won", made="Bids made", set="Bids set")
