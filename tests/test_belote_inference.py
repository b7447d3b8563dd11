"""What the belote family's Experts read from the play into the worlds they sample: a void shown is in every
world, and a player who gave points to a trick he could not win had no cheaper card in most of them."""

from __future__ import annotations

import random

import pytest
from test_ai_belote_bridgee import make_hand, run

from game.ai.sampling import soft_weight, weighted_layouts
from game.engine import Seat, card
from game.variants.belote_bridgee.ai_infer import (
    CONVENTION_MISS,
    DENIED_CONVENTION,
    FOLLOW_FACTOR,
    UNDERLEAD_FACTOR,
    call_clues,
    infer,
    layout_weight,
)
from game.variants.belote_common.inference import SPENT_FACTOR, spent_points

CHEAP_HEARTS = {card(c) for c in ("KH", "QH", "JH", "9H", "8H", "7H")}


def _after_ten_of_hearts():
    """North declares spades and leads the ace of hearts; West, who has the king and seven of hearts, gives
    the ten (the view is South's, who has no heart)."""
    hand = make_hand({"N": "AH JS 9S AS TS KS 7D 7C", "W": "TH KH 7H JD QC JC TC QS",
                      "S": "AC 8C KD 9D 8D QD 8S 7S"}, dealer="E", announces=False)
    run(hand, "100S pass pass pass AH TH")
    return hand


def _worlds(view, n: int = 40, weighted: bool = True) -> list[dict]:
    inf = infer(view)
    sampler, _ = inf.best_sampler()
    weight = layout_weight(view, inf) if weighted else None
    return weighted_layouts(sampler, n, random.Random(4), weight)


def test_a_ten_given_to_the_opponents_ace_is_a_clue():
    view = _after_ten_of_hearts().view(Seat.S)
    clues = spent_points(view, "S")
    assert [(c.seat, c.card, c.suit) for c in clues] == [(Seat.W, card("TH"), "H")]


def test_no_clue_when_the_card_could_win_or_partner_was_winning():
    hand = make_hand({"N": "KH JS 9S AS TS KS 7D 7C", "W": "AH TH 7H JD QC JC TC QS",
                      "S": "AC 8C KD 9D 8D QD 8S 7S"}, dealer="E", announces=False)
    run(hand, "100S pass pass pass KH AH")  # West's ace wins the trick
    assert spent_points(hand.view(Seat.S), "S") == []
    hand = make_hand({"N": "AH JS 9S AS TS KS 7D 7C", "W": "7H KH 9H JD QC JC TC QS",
                      "S": "TH 8H KD 9D 8D QD 8S 7S"}, dealer="E", announces=False)
    run(hand, "100S pass pass pass AH 7H TH")  # South gives its ten to partner's ace
    assert spent_points(hand.view(Seat.E), "S") == []


def test_a_world_where_the_player_had_a_cheaper_card_weighs_less():
    view = _after_ten_of_hearts().view(Seat.S)
    inf = infer(view)
    weight = layout_weight(view, inf)
    world = _worlds(view, 1, weighted=False)[0]
    hearts = [c for c in world[Seat.W] if c in CHEAP_HEARTS]
    others = [c for s in (Seat.N, Seat.E) for c in world[s] if c.suit not in "HS"]
    assert hearts and len(others) >= len(hearts)
    cleared = {s: list(cs) for s, cs in world.items()}
    for heart, other in zip(hearts, others, strict=False):  # West's cheap hearts swapped for other cards
        owner = next(s for s in (Seat.N, Seat.E) if other in cleared[s])
        cleared[Seat.W][cleared[Seat.W].index(heart)] = other
        cleared[owner][cleared[owner].index(other)] = heart
    ratio = weight(world) / weight(cleared)
    clues = inf_bidding_ratio(inf, world, cleared) * calls_ratio(view, world, cleared)
    assert ratio == pytest.approx(SPENT_FACTOR * clues)
    sampled = sum(any(c in CHEAP_HEARTS for c in w[Seat.W]) for w in _worlds(view))
    uniform = sum(any(c in CHEAP_HEARTS for c in w[Seat.W]) for w in _worlds(view, weighted=False))
    assert sampled < uniform


def inf_bidding_ratio(inf, world: dict, other: dict) -> float:
    """The part of two worlds' weight ratio that comes from the auction's clues."""
    bidding = soft_weight(inf.factors)
    return bidding(world) / bidding(other)


def calls_ratio(view, world: dict, other: dict) -> float:
    """The part of two worlds' weight ratio that comes from the strength the calls showed."""
    def fit(layout: dict) -> float:
        w = 1.0
        for seat, fits in call_clues(view).items():
            for f in fits:
                w *= f(layout[seat] + view.played_by(seat))
        return w
    return fit(world) / fit(other)


def test_a_void_shown_is_in_every_sampled_world():
    hand = make_hand({"N": "AH JS 9S AS TS KS 7D 7C", "W": "JD QD KD AD QC JC TC 9C",
                      "S": "AC 8C KH 9D 8D TD 8S 7S"}, dealer="E", announces=False)
    run(hand, "100S pass pass pass AH JD")  # West shows out of hearts
    for world in _worlds(hand.view(Seat.S)):
        assert not any(c.suit == "H" for c in world[Seat.W])


def _after_a_jack_response():
    """North opens 80 spades, West passes, South answers 100 spades (by the conventions: the jack), and
    everybody passes; the view is West's, before the first card."""
    hand = make_hand({"N": "AS TS KS QS AH AC AD 7C", "S": "JS 7S 8C 9C 7D 8D 7H 8H"}, dealer="E",
                     announces=False)
    run(hand, "80S pass 100S pass pass pass")
    return hand.view(Seat.W)


def _fit(view, seat: Seat, cards: str) -> float:
    w = 1.0
    for fit in call_clues(view)[seat]:
        w *= fit([card(c) for c in cards.split()])
    return w


def test_a_convention_response_shows_its_cards():
    view = _after_a_jack_response()
    assert _fit(view, Seat.S, "JS 7S 8C 9C 7D 8D 7H 8H") == 1.0  # the jack: +20, the call made
    assert _fit(view, Seat.S, "9S 7S 8C 9C 7D 8D 7H 8H") <= CONVENTION_MISS  # the nine would have said 90
    with_jack = sum(card("JS") in w[Seat.S] for w in _worlds(view))
    uniform = sum(card("JS") in w[Seat.S] for w in _worlds(view, weighted=False))
    assert with_jack > uniform


def test_a_pass_over_a_bid_shows_a_weak_hand():
    view = _after_a_jack_response()
    weak = _fit(view, Seat.E, "7S 8S 8C 9C 7D 8D 9H 9D")
    strong = _fit(view, Seat.E, "JH 9H AH TH KH AC AD 9C")  # worth well over 90 in hearts
    assert weak > 10 * strong


def test_a_pass_over_partners_bid_denies_the_convention_cards():
    """North opens 80 spades and South passes it: with the jack of spades, the nine and another spade or two
    outside aces South would have answered by the conventions."""
    hand = make_hand({"N": "AS TS KS QS AH AC AD 7C", "S": "7S 8C 9C 7D 8D 7H 8H 9H"}, dealer="E",
                     announces=False)
    run(hand, "80S pass pass pass")
    view = hand.view(Seat.W)
    assert _fit(view, Seat.S, "7S 8C 9C 7D 8D 7H 8H 9H") == 1.0
    assert _fit(view, Seat.S, "JS 8C 9C 7D 8D 7H 8H 9H") <= DENIED_CONVENTION  # the jack would have said 100
    assert _fit(view, Seat.S, "9S 7S 9C 7D 8D 7H 8H 9H") <= DENIED_CONVENTION  # the nine and another: 90
    with_jack = sum(card("JS") in w[Seat.S] for w in _worlds(view))
    uniform = sum(card("JS") in w[Seat.S] for w in _worlds(view, weighted=False))
    assert with_jack < uniform / 2


def _after_a_small_diamond_lead(lead: str = "JD"):
    """South declares 100 spades; West leads ``lead`` (the ace of diamonds is East's, unseen by South)."""
    hand = make_hand({"N": "7C 7D 8C 8D QH 9D 7S AC", "W": "KD AS 7H 8H KS JD 9S 9H",
                      "S": "TD JC AH TS QD KH QC JH", "E": "TH 8S 9C JS AD TC KC QS"}, dealer="N",
                     announces=False)
    run(hand, f"pass 100S pass pass pass {lead}")
    return hand


def test_a_lead_below_the_ace_makes_the_ace_unlikely_in_the_leaders_hand():
    view = _after_a_small_diamond_lead().view(Seat.S)
    factors = infer(view).factors
    assert factors[Seat.W][card("AD")] == UNDERLEAD_FACTOR
    assert card("AD") not in factors.get(Seat.E, {}) and card("AD") not in factors.get(Seat.N, {})
    with_ace = sum(card("AD") in w[Seat.W] for w in _worlds(view))
    uniform = sum(card("AD") in w[Seat.W] for w in _worlds(view, weighted=False))
    assert with_ace < uniform


def test_no_lead_clue_from_a_trump_an_ace_gone_or_my_own_lead():
    view = _after_a_small_diamond_lead("AS").view(Seat.S)  # a trump led
    assert card("AS") not in infer(view).factors.get(Seat.W, {})
    hand = _after_a_small_diamond_lead("KD")
    run(hand, "QD AD 7D")  # East wins with the ace: no ace of diamonds is left out
    assert card("AD") not in infer(hand.view(Seat.S)).factors.get(Seat.W, {})
    assert card("AD") not in infer(_after_a_small_diamond_lead().view(Seat.W)).factors.get(Seat.W, {})


def _after_a_discard(clubs: str = "AC JC"):
    """North declares 100 spades and leads a heart, West wins with the ace and leads a club, South follows
    (``clubs``); East, who has no club, throws the seven of diamonds (the ace is his, unseen by South)."""
    hand = make_hand({"N": "7H JS 9S AS TS KD 8C 7C", "W": "AH AC 9C TC QC 8D 7S 8S",
                      "S": "8H QS KS KC JC 9D TD QD", "E": "9H TH JH QH KH 7D AD JD"}, dealer="E",
                     announces=False)
    run(hand, f"100S pass pass pass 7H AH 8H 9H {clubs} 7D 7C")
    return hand


def test_a_discard_says_nothing_of_the_suits_ace():
    # Colver's IS-DD held the ace of the suit it discarded on partner's trick as often as the layouts expect;
    # and the manual's "call" has a partner discard low where he holds the winner.
    assert card("AD") not in infer(_after_a_discard().view(Seat.S)).factors.get(Seat.E, {})
    assert card("AD") not in infer(_after_a_discard().view(Seat.W)).factors.get(Seat.E, {})
    hand = _after_a_discard(clubs="QC KC")  # South's king wins the clubs: East's diamond says nothing
    assert card("AD") not in infer(hand.view(Seat.S)).factors.get(Seat.E, {})


def _after_a_low_follow():
    """North declares 100 spades and leads the king of diamonds; West follows with the seven, South with the
    nine (the ace of diamonds is East's, unseen by South and West)."""
    hand = make_hand({"N": "KD JS 9S AS TS 7C 8C 7H", "W": "7D 8D 7S 8S 9C TC 8H 9H",
                      "S": "9D QS KS JC QC KC TH JH", "E": "AD TD JD QD AC QH KH AH"}, dealer="E",
                     announces=False)
    run(hand, "100S pass pass pass KD 7D")
    return hand


def test_a_follow_below_the_other_sides_card_makes_the_ace_unlikely_in_the_followers_hand():
    view = _after_a_low_follow().view(Seat.S)  # West lets North's king hold the trick
    inf = infer(view)
    assert inf.factors[Seat.W][card("AD")] == FOLLOW_FACTOR
    weight = layout_weight(view, inf)
    worlds = _worlds(view, 300, weighted=False)
    with_ace = [w for w in worlds if card("AD") in w[Seat.W]]
    weighted_share = sum(map(weight, with_ace)) / sum(map(weight, worlds))
    assert 0.2 < len(with_ace) / len(worlds) and weighted_share < 0.7 * len(with_ace) / len(worlds)


def test_no_follow_clue_on_partners_trick():
    hand = _after_a_low_follow()
    run(hand, "9D")  # South lets his partner's king hold the trick
    assert card("AD") not in infer(hand.view(Seat.W)).factors.get(Seat.S, {})
