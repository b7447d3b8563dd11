"""Every call the bridge bidding system chooses is legal (issue 13, item 20): over many random auctions, where
some seats call at random (jumps to any level, doubles, redoubles) and the others are computer players of
every skill, each computer call is one of the hand's legal_actions(), made by the system itself (never its
last-resort pass). Hypothesis runs derandomized, so the examples are the same on every run."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine import DOUBLE, PASS, REDOUBLE, Seat
from game.engine.actions import Bid
from game.variants import VARIANTS, computer_player
from game.variants.bridge.bidding import simulation

BRIDGE = VARIANTS["bridge"]
SKILLS = ("novice", "advanced", "expert")
SETTINGS = dict(derandomize=True, deadline=None, max_examples=1500,
                suppress_health_check=[HealthCheck.too_slow])
FALLBACK = "it is not possible here"  # the words of choose_call's last-resort pass


@pytest.fixture(autouse=True, scope="module")
def few_layouts():
    """The Expert's simulation deals 3 layouts instead of 48 here: which calls it weighs, and so their
    legality, does not depend on how many layouts judge them, and 1,500 auctions cost a fraction of the time."""
    kept = simulation.LAYOUTS
    simulation.LAYOUTS = 3
    yield
    simulation.LAYOUTS = kept


def random_call(legal: list, rng: random.Random):
    """A wild seat: often passes, sometimes doubles, often jumps to any level (7S over 1H, and so on)."""
    bids = [a for a in legal if isinstance(a, Bid)]
    doubles = [a for a in legal if a in (DOUBLE, REDOUBLE)]
    roll = rng.random()
    if roll < 0.35 or not bids:
        return rng.choice(doubles) if doubles and roll < 0.08 else PASS
    if roll < 0.45:
        return bids[0]
    return rng.choice(bids)


def new_hand(rng: random.Random):
    dealer = Seat(rng.randrange(4))
    vulnerable = {"NS": rng.random() < 0.5, "EW": rng.random() < 0.5}
    context = {"part_scores": {"NS": rng.choice((0, 40, 70)), "EW": rng.choice((0, 60, 90))}}
    return BRIDGE.new_hand(None, dealer=dealer, deal_number=rng.randint(1, 99_999_999), vulnerable=vulnerable,
                           context=context)


@pytest.mark.slow
@settings(**SETTINGS)
@given(seed=st.integers(0, 2 ** 32 - 1), wild=st.sets(st.sampled_from(list(Seat)), min_size=1, max_size=3))
def test_every_call_the_system_chooses_is_legal(seed, wild):
    rng = random.Random(seed)
    hand = new_hand(rng)
    players = {seat: computer_player("bridge", skill=rng.choice(SKILLS), seed=seed) for seat in Seat}
    while hand.phase == "bidding":
        seat, legal = hand.to_act, hand.legal_actions()
        if seat in wild:
            call = random_call(legal, rng)
        else:
            decision = players[seat].decide(hand.view(seat))
            call = decision.action
            assert call in legal, (players[seat].skill, [str(c) for c in hand.auction.calls], str(call))
            assert decision.reasons and not any(FALLBACK in r for r in decision.reasons)
        hand.apply(call)


def test_the_seven_spade_jump_of_the_issue_gets_a_legal_answer_at_every_skill():
    """Deal 54, dealer South: pass, pass, 1H, pass, 7S, pass; North used to answer '10S'."""
    for skill in SKILLS:
        hand = BRIDGE.new_hand(None, dealer=Seat.S, deal_number=54)
        for call in "pass pass 1H pass 7S pass".split():
            hand.apply(call)
        decision = computer_player("bridge", skill=skill, seed=1).decide(hand.view(Seat.N))
        assert decision.action in hand.legal_actions()
        assert not any(FALLBACK in r for r in decision.reasons)
