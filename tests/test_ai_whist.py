"""The Scotch Whist computer players: legal, explained and repeatable decisions from the view only, at every
skill and under every option set, and a few hand-built positions with one right card."""

from __future__ import annotations

import random

import pytest
from conftest import check_decision, play_out, positions_of, set_attributes

from game.ai.arena import side_points
from game.ai.sampling import DealSampler
from game.engine import Seat, card, cards
from game.engine.actions import PASS
from game.engine.cards import DECK_36
from game.variants import VARIANTS, computer_player
from game.variants.scotch_whist import ai_expert, ai_play

WHIST = VARIANTS["scotch_whist"]
SKILLS = ("novice", "advanced", "expert")
DEFAULT = WHIST.default_options()
OPTION_SETS = {
    "plain": DEFAULT,
    "bidding": DEFAULT.replace(allow_bidding=True),
    "partners": DEFAULT.replace(partnership_scoring=True),
    "both": DEFAULT.replace(allow_bidding=True, partnership_scoring=True),
}


@pytest.fixture(autouse=True)
def small_expert_budget(monkeypatch):
    """Keep the Expert quick in tests: fewer layouts (the logic is the same)."""
    set_attributes(monkeypatch, ai_expert, LAYOUTS=8, EXACT_LAYOUTS=4)



@pytest.mark.parametrize("options", OPTION_SETS.values(), ids=OPTION_SETS.keys())
@pytest.mark.parametrize("skill", ["novice", "advanced"])
def test_always_legal_and_explained(skill, options):
    player = computer_player("scotch_whist", skill, 5)
    bidders = 0
    for deal in range(1, 31):
        hand = WHIST.new_hand(options, dealer=WHIST.dealer_for_number(deal), deal_number=deal)
        play_out(hand, {s: player for s in Seat}, check_decision)
        assert sum(len(cs) for _, cs, _ in hand.tricks) == 36
        bidders += hand.bidder is not None
    if options.allow_bidding:
        assert bidders >= 10


@pytest.mark.parametrize("options", OPTION_SETS.values(), ids=OPTION_SETS.keys())
def test_expert_always_legal_and_explained(options):
    players = {s: computer_player("scotch_whist", "expert" if s in (Seat.N, Seat.W) else "advanced", 7)
               for s in Seat}
    texts = []

    def check(view, decision):
        check_decision(view, decision)
        texts.append(" ".join(decision.details))

    for deal in (3, 4):
        hand = WHIST.new_hand(options, dealer=WHIST.dealer_for_number(deal), deal_number=deal)
        play_out(hand, players, check)
        assert hand.phase == "done"
    assert any("fit the play so far, each played out by quick rules" in t for t in texts)  # rollouts early
    assert any("each ending searched to the last card" in t for t in texts)  # the exact search late


def test_unknown_skill_and_wrong_seat():
    with pytest.raises(ValueError):
        computer_player("scotch_whist", "genius", 1)
    hand = WHIST.new_hand(dealer=Seat.N, deal_number=9)
    idle = hand.view(hand.to_act.left)
    with pytest.raises(ValueError):
        computer_player("scotch_whist", "advanced", 1).decide(idle)


def positions(options, deal: int, every: int = 3) -> list:
    """Hands stopped at every ``every``-th decision of a deal played by Advanced players."""
    hand = WHIST.new_hand(options, dealer=WHIST.dealer_for_number(deal), deal_number=deal)
    return positions_of(hand, computer_player("scotch_whist", "advanced", 1), every)


@pytest.mark.parametrize("skill", SKILLS)
def test_same_seed_same_decision(skill):
    for hand in positions(OPTION_SETS["both"], 21, every=5):
        view = hand.view(hand.to_act)
        first = computer_player("scotch_whist", skill, 4).decide(view)
        again = computer_player("scotch_whist", skill, 4).decide(hand.view(hand.to_act))
        assert first == again


def other_world(hand, view, seed: int):
    """The same position with the cards the seat to act cannot see dealt differently (the turn-up stays
    with the dealer, and nobody gets a card of a suit he showed out of)."""
    seen = ai_play.Seen(view)
    others = [s for s in Seat if s != view.seat]
    known = {}
    if seen.turn_up is not None and view.dealer != view.seat:
        known[view.dealer] = [seen.turn_up]
    excluded = {s: [c for c in seen.unseen if c.suit in seen.void[s]] for s in others}
    sampler = DealSampler(seen.unseen, {s: view.hand_sizes[s] for s in others}, known, excluded)
    rng = random.Random(seed)
    for _ in range(20):
        layout = sampler.draw(rng)
        if all(set(layout[s]) == set(hand.hands[s]) for s in others):
            continue
        dealt = {}
        for s in Seat:
            dealt[s] = (list(view.hand) if s == view.seat else layout[s]) + view.played_by(s)
        turn_up = hand.turn_up
        if turn_up in dealt[view.dealer]:  # not shown when somebody won the bidding: then any card may be last
            dealt[view.dealer].remove(turn_up)
            dealt[view.dealer].append(turn_up)
        other = WHIST.new_hand(view.options, dealer=view.dealer, cards=dealt)
        for _, action in view.history:
            other.apply(action)
        return other
    return None


@pytest.mark.parametrize("skill", SKILLS)
def test_no_peeking(skill):
    """The same view with other hidden hands gives the same decision, in the bidding and in the play."""
    phases = set()
    checked = 0
    for options in (OPTION_SETS["plain"], OPTION_SETS["both"]):
        for hand in positions(options, 31, every=4)[:-1]:
            view = hand.view(hand.to_act)
            other = other_world(hand, view, 3)
            if other is None:
                continue
            other_view = other.view(other.to_act)
            assert other_view == view
            assert any(set(hand.hands[s]) != set(other.hands[s]) for s in Seat if s != view.seat)
            assert computer_player("scotch_whist", skill, 2).decide(view) == \
                computer_player("scotch_whist", skill, 2).decide(other_view)
            phases.add(view.phase)
            checked += 1
    assert checked >= 10
    assert {"bidding", "play"} <= phases


# -- hand-built positions ----------------------------------------------------------------------------
def deal_of(north: str, east: str, south: str, west: str) -> dict:
    return {Seat.N: cards(north), Seat.E: cards(east), Seat.S: cards(south), Seat.W: cards(west)}


def test_deal_of_uses_the_whole_deck():
    dealt = deal_of(*JACK_TAKES_TEN)
    assert sorted(c.index for cs in dealt.values() for c in cs) == sorted(c.index for c in DECK_36)


# West deals and turns up the ten of hearts, his only heart; North leads holding the jack of hearts.
JACK_TAKES_TEN = ("JH 9H 8H 7H 6H AS AD AC KS", "AH KH QS JS TS 9S KD QD JD",
                  "QH 8S 7S 6S TD 9D 8D 7D 6D", "KC QC JC TC 9C 8C 7C 6C TH")


@pytest.mark.parametrize("skill", ["advanced", "expert"])
def test_leads_the_jack_of_trumps_to_catch_the_ten(skill):
    hand = WHIST.new_hand(dealer=Seat.W, cards=deal_of(*JACK_TAKES_TEN))
    assert hand.trump == "H" and hand.to_act == Seat.N
    decision = computer_player("scotch_whist", skill, 1).decide(hand.view(Seat.N))
    assert decision.action == card("JH")
    assert "jack" in " ".join(decision.reasons) or skill == "expert"


def test_catching_the_ten_pays():
    """The jack lead really takes the ten in this deal: North's trick carries jack and ten."""
    hand = WHIST.new_hand(dealer=Seat.W, cards=deal_of(*JACK_TAKES_TEN))
    events = hand.apply(card("JH"))
    assert events
    for c in ("AH", "QH", "TH"):
        hand.apply(card(c))
    leader, trick, winner = hand.tricks[0]
    assert winner == Seat.N and card("TH") in [c for _, c in trick]


@pytest.mark.parametrize("skill", ["advanced"])  # the Expert may lead trumps when its play-outs show a clear gain
def test_a_non_bidder_does_not_lead_trumps(skill):
    """West wins the bidding and names spades; South leads and, holding four trumps, keeps off them."""
    options = OPTION_SETS["bidding"]
    dealt = deal_of("AH KH QH 9C 8C 7C 6D 7D 8D", "JH TH 9H 8H 7H 6H 6C TD 9D",
                    "TS 9S 8S 7S AD KD QD JD TC", "JS AS KS QS AC KC QC JC 6S")
    hand = WHIST.new_hand(options, dealer=Seat.E, cards=dealt)
    for action in (PASS, "3", PASS, PASS, "trump:S"):
        hand.apply(action)
    assert hand.bidder == Seat.W and hand.trump == "S" and hand.to_act == Seat.S
    decision = computer_player("scotch_whist", skill, 1).decide(hand.view(Seat.S))
    assert decision.action.suit != "S"


@pytest.mark.parametrize("skill", ["advanced", "expert"])
def test_gives_the_ten_to_a_partner_whose_jack_wins(skill):
    options = OPTION_SETS["partners"]
    # South deals with the six of hearts turned up; West leads the king of hearts, North plays the jack of trumps.
    dealt = deal_of("JH 8H AS KS QS AD KD QD AC", "TH 9H 7H JS TS 9S JD TD 9D",
                    "QH 8S 7S 6S 8D 7D 6D KC 6H", "KH AH JC TC 9C 8C 7C 6C QC")
    hand = WHIST.new_hand(options, dealer=Seat.S, cards=dealt)
    for c in ("KH", "JH"):
        hand.apply(card(c))
    assert hand.to_act == Seat.E
    hand.apply(card("7H"))
    # South follows with a heart: the queen (2 points) or the six; North's jack wins whatever
    decision = computer_player("scotch_whist", skill, 1).decide(hand.view(Seat.S))
    assert decision.action == card("QH")


def test_bidding_from_trump_strength():
    options = OPTION_SETS["bidding"]
    dealt = deal_of("JC AC KC QC TC 9C AS AH 6D", "JS KS 6S 7H 8H 9H TH 7D 6C",
                    "QS TS 9S 8S 7S JH QH KH 8D", "AD KD QD JD TD 9D 8C 7C 6H")
    hand = WHIST.new_hand(options, dealer=Seat.W, cards=dealt)
    decision = computer_player("scotch_whist", "advanced", 1).decide(hand.view(Seat.N))
    assert decision.action is not PASS and decision.action.amount >= 4
    hand.apply(decision.action)
    while hand.phase == "bidding":
        hand.apply(PASS)
    assert hand.phase == "trump" and hand.to_act == Seat.N
    named = computer_player("scotch_whist", "advanced", 1).decide(hand.view(Seat.N))
    assert str(named.action).endswith("C") and "clubs" in named.text.lower()


def test_weak_hand_passes():
    options = OPTION_SETS["bidding"]
    hand = WHIST.new_hand(options, dealer=Seat.W, cards=deal_of(
        "6S 7S 6H 7H 8H 6D 7D 6C 7C", "AS KS QS JS AH KH QH JH AD",
        "TS 9S 8S TH 9H KD QD JD TD", "9D 8D AC KC QC JC TC 9C 8C"))
    decision = computer_player("scotch_whist", "advanced", 1).decide(hand.view(Seat.N))
    assert decision.action is PASS and "pass" in decision.text


def test_side_points_with_seat_scores():
    assert side_points({"N": 10, "E": 3, "S": 5, "W": 0}, "NS") == 15
    assert side_points({"N": 10, "E": 3, "S": 5, "W": 0}, "EW") == 3
    assert side_points({"NS": 7, "EW": 2}, "EW") == 2
