"""Belote's hand parameters (TP, TR, V, Flat), the figures the table shows about a player's hand."""

from __future__ import annotations

from game.variants.belote_common.values import trick_tables


def trick_points(cards, trump: str | None) -> int:
    values = trick_tables(trump)[0]
    return sum(values[c.index] for c in cards)


def hand_parameters(view) -> dict[str, object]:
    """Belote's hand parameters, from what ``view``'s seat knows: while taking, TP (the trick points of the
    cards, the turn-up suit as trumps in round one, the best suit that may be named in round two); while
    playing, TP, TR (trumps held), V (voids) and whether the hand is flat (no void, no singleton, at most
    one doubleton)."""
    public = view.public
    cards = view.hand
    if view.phase == "bidding":
        turn_up = public.turn_up
        if public.round == 1:
            return {"TP": trick_points(cards, turn_up.suit)}
        return {"TP": max(trick_points(cards, s) for s in "SHDC" if s != turn_up.suit)}
    trump = view.trump
    lengths = [sum(1 for c in cards if c.suit == suit) for suit in "SHDC"]
    trumps = len(cards) if trump == "AT" else lengths["SHDC".index(trump)] if trump in ("S", "H", "D", "C") else 0
    flat = 0 not in lengths and 1 not in lengths and lengths.count(2) <= 1
    return {"TP": trick_points(cards, trump), "TR": trumps, "V": lengths.count(0), "Flat": "Y" if flat else "N"}
