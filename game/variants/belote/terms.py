"""What the terminal says at Belote: the taking, and the turn-up card while the players take."""

from __future__ import annotations

from game.engine.cards import SUIT_NAMES
from game.engine.wording import TYPING_CARDS, GameTerms, RecordTerms
from game.variants.belote_common.values import sort_key


def turn_up_lines(view, console) -> list[str]:
    turn_up = view.public.turn_up
    suit = SUIT_NAMES[turn_up.suit]
    if view.public.round == 1:
        offer = f"first round: take makes {suit} trumps"
    else:
        other = next(s for s in "SHDC" if s != turn_up.suit)
        offer = f"second round: {suit} were refused, name another suit, e.g. take:{other}"
    return [f"Turn-up: {console.card(turn_up)} ({offer})."]


TERMS = GameTerms(
    bidding="taking", declare="declares", declarations="declarations",
    typing="Type take (the turn-up's suit as trumps), take:H (name a suit in the second round), take:NT or "
           f"take:AT (No Trumps, All Trumps, when the rules option is on) or pass, and then {TYPING_CARDS} "
           "when it is your turn.",
    card_order=sort_key, situation=turn_up_lines, contract_line="The taking is over: {who} plays with {contract}.")

RECORD_TERMS = RecordTerms(taken="Hands taken", made="Contracts made", set="Dedans (went in)")
