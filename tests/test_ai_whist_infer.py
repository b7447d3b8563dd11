"""The Scotch Whist Expert reads the bidding: the calls become weights on the layouts of the hidden cards."""

from __future__ import annotations

import random

import pytest

from game.ai.sampling import DealSampler
from game.engine import Seat, cards
from game.engine.actions import PASS
from game.engine.cards import DECK_36
from game.variants import VARIANTS, computer_player
from game.variants.scotch_whist import ai_expert, ai_infer, ai_play
from game.variants.scotch_whist.ai_infer import CallClue, call_clues, call_likelihood

WHIST = VARIANTS["scotch_whist"]
BIDDING = WHIST.default_options().replace(allow_bidding=True)
# East deals: South calls first, then West, North and East. West holds five spades with the four best.
DEAL = {Seat.N: cards("AH KH QH 9C 8C 7C 6D 7D 8D"), Seat.E: cards("JH TH 9H 8H 7H 6H 6C TD 9D"),
        Seat.S: cards("TS 9S 8S 7S AD KD QD JD TC"), Seat.W: cards("JS AS KS QS AC KC QC JC 6S")}
STRONG_SPADES = cards("JS AS KS QS 6S AC KC QC JC")
WEAK = cards("7S 6S 8H 7H 6H 8D 7D 6D 7C")


def bid_hand(calls=(PASS, "6", PASS, PASS, "trump:S")):
    hand = WHIST.new_hand(BIDDING, dealer=Seat.E, cards=DEAL)
    for action in calls:
        hand.apply(action)
    return hand


def test_the_clues_are_the_other_players_calls_with_the_lowest_bid_open_and_the_suit_named():
    hand = bid_hand()
    assert hand.bidder is Seat.W and hand.trump == "S" and hand.to_act is Seat.S
    assert call_clues(hand.view(Seat.S)) == [CallClue(Seat.W, 1, 6, "S"), CallClue(Seat.N, 7, None),
                                             CallClue(Seat.E, 7, None)]
    assert call_clues(hand.view(Seat.W)) == [CallClue(Seat.S, 1, None), CallClue(Seat.N, 7, None),
                                             CallClue(Seat.E, 7, None)]  # his own call tells him nothing new
    early = WHIST.new_hand(BIDDING, dealer=Seat.E, cards=DEAL)
    early.apply(PASS)
    early.apply("3")
    assert call_clues(early.view(Seat.N)) == [CallClue(Seat.S, 1, None), CallClue(Seat.W, 1, 3)]  # not named yet
    assert ai_infer.call_weights(WHIST.new_hand(BIDDING, dealer=Seat.E, cards=DEAL).view(Seat.S)) is None


def test_the_tables_count_tricks_as_the_advanced_player_does():
    rng = random.Random(5)
    for _ in range(300):
        hand = rng.sample(DECK_36, 9)
        assert ai_infer.trick_counts(hand) == pytest.approx([ai_play.trick_estimate(hand, s) for s in "SHDC"])


def test_a_high_bid_wants_strong_trumps_and_an_early_pass_a_weak_hand():
    bid_six = CallClue(Seat.W, 1, 6, "S")
    assert ai_play.trick_estimate(STRONG_SPADES, "S") > 6 > ai_play.trick_estimate(WEAK, "S")
    assert call_likelihood(bid_six, STRONG_SPADES) == 1.0
    assert call_likelihood(bid_six, WEAK) < 1e-6
    assert call_likelihood(CallClue(Seat.W, 1, 6, "H"), STRONG_SPADES) < 1e-3  # naming hearts with this hand?
    first_pass = CallClue(Seat.N, 1, None)
    assert call_likelihood(first_pass, WEAK) == 1.0 and call_likelihood(first_pass, STRONG_SPADES) < 1e-3
    assert call_likelihood(CallClue(Seat.N, 9, None), STRONG_SPADES) == 1.0  # nothing left to bid over 8


def spades_and_honours(layouts: list, seat: Seat) -> tuple[float, float]:
    """The average spades and aces-and-kings ``seat`` holds in weighted layouts."""
    total = sum(w for _, w in layouts)
    spades = sum(w * sum(c.suit == "S" for c in lay[seat]) for lay, w in layouts) / total
    honours = sum(w * sum(c.rank in "AK" for c in lay[seat]) for lay, w in layouts) / total
    return spades, honours


def test_the_expert_deals_the_bidder_long_trumps_and_the_passers_few_honours():
    view = bid_hand().view(Seat.S)
    seen = ai_play.Seen(view)
    weighted = ai_expert.sample_layouts(seen, random.Random(4), 36)
    sampler = DealSampler(seen.unseen, {s: 9 for s in Seat if s != Seat.S})
    uniform = [(sampler.draw(random.Random(i)), 1.0) for i in range(36)]
    west, west_uniform = spades_and_honours(weighted, Seat.W), spades_and_honours(uniform, Seat.W)
    assert west[0] > west_uniform[0] + 1.2  # five spades unseen by South: West is dealt most of them
    assert len(weighted) == 36 and len({frozenset(lay[Seat.W]) for lay, _ in weighted}) >= 30  # many ways
    assert sum(any(c.suit == "S" and c.rank in "JA" for c in lay[Seat.W]) for lay, _ in weighted) >= 32
    assert west[1] > west_uniform[1]  # and his side aces and kings count for the five tricks too
    north = spades_and_honours(weighted, Seat.N)
    assert north[0] < 1.5


def test_the_weights_need_only_the_view_and_repeat():
    hand = bid_hand()
    view = hand.view(Seat.S)
    first = ai_expert.sample_layouts(ai_play.Seen(view), random.Random(9), 12)
    again = ai_expert.sample_layouts(ai_play.Seen(hand.clone().view(Seat.S)), random.Random(9), 12)
    assert first == again


@pytest.mark.parametrize("seed", [1, 2])
def test_the_expert_does_not_pay_25_by_leading_into_a_strong_bidder_s_trumps(seed):
    """South leads against West's five spades: the Expert, knowing West is long and strong in spades, keeps
    off the trumps (leading them would only draw the small spades West needs to make his bid)."""
    hand = bid_hand()
    decision = computer_player("scotch_whist", "expert", seed).decide(hand.view(Seat.S))
    assert decision.action in hand.legal_actions() and decision.action.suit != "S"
    assert any("fit those calls" in reason for reason in decision.reasons)


def test_in_the_play_outs_the_bidder_fights_for_his_tricks_and_the_others_against_him():
    hands = [list(DEAL[s]) for s in Seat]
    world = ai_expert.World.fresh(hands, "S", Seat.S, False, Seat.W, 6, Seat.S)
    world.tricks[Seat.W] = 5
    assert world.bid_at_stake(Seat.W)  # one more trick to make the bid
    world.win_seat = Seat.W
    assert world.bid_at_stake(Seat.N)  # West is winning this trick: North would take it from him
    world.win_seat = Seat.E
    assert not world.bid_at_stake(Seat.N)
    world.tricks[Seat.W] = 6
    assert not world.bid_at_stake(Seat.W)  # made: nothing more at stake
    partners = ai_expert.World.fresh(hands, "S", Seat.S, True, Seat.W, 6, Seat.S)
    partners.tricks[Seat.W], partners.tricks[Seat.E] = 3, 3
    assert not partners.bid_at_stake(Seat.E)  # with partnership scoring the side's tricks count together
    assert ai_expert.World.fresh(hands, "S", Seat.S, False, None, 0, Seat.S).bid_at_stake(Seat.N) is False


def test_the_expert_s_bidding_reads_the_calls_before_it():
    hand = WHIST.new_hand(BIDDING, dealer=Seat.E, cards=DEAL)
    hand.apply(PASS)
    hand.apply("6")  # West: North calls next
    view = hand.view(Seat.N)
    outcomes = ai_expert.suit_outcomes(view, random.Random(2), 0)
    assert all(len(results) == ai_expert.BID_LAYOUTS for results in outcomes.values())
    decision = computer_player("scotch_whist", "expert", 3).decide(view)
    assert decision.action in hand.legal_actions()
    assert decision == computer_player("scotch_whist", "expert", 3).decide(hand.clone().view(Seat.N))


def test_the_swaps_keep_every_hand_size_the_void_suits_and_the_turn_up():
    unseen = [c for c in DECK_36 if c not in DEAL[Seat.S]]
    counts = {Seat.N: 9, Seat.E: 9, Seat.W: 9}
    fixed = [DEAL[Seat.N][-1]]  # say North holds this card for sure
    barred = {Seat.E: [c for c in unseen if c.suit == "S"]}  # East showed out of spades
    sampler = DealSampler(unseen, counts, {Seat.N: fixed}, barred)
    weights = ai_infer.CallWeights([CallClue(Seat.W, 1, 6, "S"), CallClue(Seat.N, 7, None)], {})
    layouts = ai_infer.fitted_layouts(sampler, weights, 10, random.Random(3), 60, fixed=fixed, barred=barred)
    for layout in layouts:
        assert {s: len(layout[s]) for s in counts} == counts
        assert sorted(c.index for s in counts for c in layout[s]) == sorted(c.index for c in unseen)
        assert fixed[0] in layout[Seat.N] and not any(c.suit == "S" for c in layout[Seat.E])
    again = ai_infer.fitted_layouts(sampler, weights, 10, random.Random(3), 60, fixed=fixed, barred=barred)
    assert layouts == again
    fitted = sum(weights(lay) for lay in layouts) / 10
    drawn = sum(weights(sampler.draw(random.Random(i))) for i in range(10)) / 10
    assert fitted > 10 * drawn  # the swaps find layouts that explain West's six and North's pass
