"""The 32 Card Bridge computer players: legal and repeatable decisions from the view only, the
bidding conventions of the manual, and the principles of the Advanced card play."""

from __future__ import annotations

import random

import pytest
from conftest import decides_the_same_on_other_cards, play_out, repeated_decisions, set_attributes

from game.ai.player import Decision
from game.engine import DOUBLE, PASS, Seat, card
from game.engine.actions import Bid, Declaration
from game.engine.cards import DECK_32, Card
from game.variants import VARIANTS, computer_player
from game.variants.belote_bridgee import ai_bidding, ai_play
from game.variants.belote_bridgee import ai_expert as bridgee_expert

BRIDGEE = VARIANTS["belote_bridgee"]
SKILLS = ("novice", "advanced", "expert")


def make_hand(cards: dict, dealer: str, **option_changes):
    """A hand from explicit cards; seats not given get the rest of the deck in a fixed order."""
    given = {Seat.parse(k): v.split() for k, v in cards.items()}
    used = {c for v in given.values() for c in v}
    rest = [c.text for c in DECK_32 if c.text not in used]
    for seat in Seat:
        if seat not in given:
            given[seat], rest = rest[:8], rest[8:]
    opts = BRIDGEE.default_options().replace(**option_changes)
    return BRIDGEE.new_hand(opts, dealer=Seat.parse(dealer), cards=given)


def run(hand, actions: str) -> None:
    for action in actions.split():
        hand.apply(action)


def decide(hand, skill: str = "advanced", seed: int = 3) -> Decision:
    player = computer_player("belote_bridgee", skill, seed)
    return player.decide(hand.view(hand.to_act))


def play_card(hand, skill: str = "advanced", seed: int = 3) -> Decision:
    """The seat's card, after any announce it makes first."""
    while True:
        decision = decide(hand, skill, seed)
        if not isinstance(decision.action, Declaration):
            return decision
        hand.apply(decision.action)


def mentions(decision: Decision) -> bool:
    """Do the reasons name the action chosen?"""
    action, text = decision.action, decision.text
    if isinstance(action, Card):
        return action.name in text or f"{action.name.split()[0]} of trumps" in text
    if isinstance(action, Bid):
        return action.name in text
    if isinstance(action, Declaration):
        return text.startswith("I announce")
    return text.lower().startswith(f"i {action.name.lower()}")



# -- every skill: legal, explained, repeatable -------------------------------------------------------
@pytest.mark.parametrize("skill", SKILLS)
def test_decisions_are_legal_and_explained(skill, monkeypatch):
    deals = 3 if skill == "expert" else 60
    if skill == "expert":  # smaller searches take the same paths to a card (the corpus plays it at full strength)
        set_attributes(monkeypatch, bridgee_expert, ROLLOUT_BUDGET=40, MIN_WORLDS=4, MAX_WORLDS=6, NODE_BUDGET=8000,
                       EXACT_NODES=8000, EXACT_LIMIT=12_000, EXACT_TRICKS=2)
    seen = {"bid": 0, "card": 0, "announce": 0}

    def check(view, decision):
        assert decision.action in view.legal
        assert 1 <= len(decision.reasons) <= 4 and all(r.strip() for r in decision.reasons)
        assert mentions(decision), decision
        kind = ("card" if isinstance(decision.action, Card) else
                "announce" if isinstance(decision.action, Declaration) else "bid")
        seen[kind] += 1

    for deal in range(1, deals + 1):
        players = {s: computer_player("belote_bridgee", skill, seed=deal * 10 + s) for s in Seat}
        play_out(BRIDGEE.new_hand(dealer=Seat(deal % 4), deal_number=deal * 7919), players, check)
    assert seen["bid"] >= deals * 4 and seen["card"] >= 32 * (deals // 2)


@pytest.mark.parametrize("skill", SKILLS)
def test_same_view_and_seed_same_decision(skill):
    hand = BRIDGEE.new_hand(dealer=Seat.S, deal_number=424242)
    assert repeated_decisions(hand, "belote_bridgee", skill, most=14) >= 5


def shuffled_hidden(hand, seat: Seat, rng: random.Random):
    """The same hand replayed with the cards ``seat`` cannot see (not played, not its own, not shown)
    dealt again among the three other seats, each keeping its number of hidden cards."""
    played = {s: [a for p, a in hand.history() if p == s and isinstance(a, Card)] for s in Seat}
    hidden = {s: list(hand.hands[s]) for s in Seat if s != seat}
    pool = [c for cs in hidden.values() for c in cs]
    rng.shuffle(pool)
    cards = {}
    for s in Seat:
        if s == seat:
            cards[s] = list(hand.initial_cards[s])
        else:
            n = len(hidden[s])
            cards[s], pool = played[s] + pool[:n], pool[n:]
    other = BRIDGEE.new_hand(hand.options, dealer=hand.dealer, cards=cards, context=hand.context)
    for action in hand.actions:
        other.apply(action)  # raises if the new cards could not have been played that way
    return other


@pytest.mark.parametrize("skill", ["novice", "advanced"])
def test_no_peeking_at_hidden_cards(skill):
    rng = random.Random(5)
    opts = BRIDGEE.default_options().replace(announces=False)
    compared = 0
    for deal in (11, 222, 3333, 44444):
        hand = BRIDGEE.new_hand(opts, dealer=Seat.W, deal_number=deal)
        players = {s: computer_player("belote_bridgee", "advanced", seed=s) for s in Seat}
        steps = 0
        while not hand.done:
            seat = hand.to_act
            if steps % 3 == 0:
                me = computer_player("belote_bridgee", skill, seed=8)
                compared += decides_the_same_on_other_cards(me, hand, seat, shuffled_hidden, rng, tries=20)
            hand.apply(players[seat].decide(hand.view(seat)).action)
            steps += 1
    assert compared >= 20


# -- bidding --------------------------------------------------------------------------------------
def test_convention_response_of_the_manual():
    """Partner bids 80 Spades, the next opponent 110 Hearts; we hold the nine of spades with another
    spade and two outside aces: +10 +20 makes 110, plus 10 to get over the opponent: 120 Spades.
    (The manual names East; in counter-clockwise order the opponent between North and South is West.)"""
    hand = make_hand({"S": "9S 7S AD AC 8H 8D 7C 7H", "N": "AS TS KS QS 8S KH QH 9D",
                      "W": "JH 9H AH TH 7D KD QD JD"}, dealer="E")
    run(hand, "80S 110H")
    decision = decide(hand)
    assert str(decision.action) == "120S"
    assert "nine of spades" in decision.text and "two outside aces" in decision.text
    assert "get over" in decision.text


def test_conventions_add_up_without_an_overcall():
    hand = make_hand({"S": "JS 9S AD AC 8H 8D 7C 7H", "N": "AS TS KS QS 8S KH QH 9D"}, dealer="E")
    run(hand, "80S pass")
    assert str(decide(hand).action) == "130S"  # jack +20, nine +10, two aces +20


def test_conventions_are_for_the_first_response_only():
    hand = make_hand({"S": "9S 7S AD AC 8H 8D 7C 7H", "N": "AS TS KS QS 8S KH QH 9D"}, dealer="E")
    run(hand, "80S pass 110S pass 120S pass")
    decision = decide(hand)
    assert "response conventions" not in decision.text


def test_nothing_to_respond_passes():
    hand = make_hand({"S": "8S 7S KD 7C 8H 8D 9C 7H", "N": "AS TS KS QS 9S KH QH 9D"}, dealer="E")
    run(hand, "80S pass")
    decision = decide(hand)
    assert decision.action is PASS and "conventions" in decision.text


def test_strong_hand_opens():
    hand = make_hand({"N": "JS 9S AS TS KS AH AD AC"}, dealer="E")
    decision = decide(hand)
    assert isinstance(decision.action, Bid) and decision.action.strain == "S"
    assert decision.action.amount >= 120
    assert "jack, nine and ace of spades" in decision.text


def test_weak_hand_passes():
    hand = make_hand({"N": "7S 8S 7H 8H 7D 8D 7C 9C"}, dealer="E")
    decision = decide(hand)
    assert decision.action is PASS
    assert decision.text.startswith("I pass: ") and "not enough to bid 80" in decision.text


def test_hopeless_opponent_contract_is_doubled():
    # West opens 130 Hearts; South holds the jack and nine of hearts among four, and two aces.
    hand = make_hand({"S": "JH 9H 8H 7H AS AD 8C 7C"}, dealer="N")
    run(hand, "130H")
    decision = decide(hand)
    assert decision.action is DOUBLE
    assert decision.text.startswith("I double:") and "130 Hearts" in decision.text


def test_four_jacks_double_a_contract():
    hand = make_hand({"S": "JH JS JD JC 7S 8D 7C 8C"}, dealer="N")
    run(hand, "100H")
    assert decide(hand).action is DOUBLE


def test_sound_opponent_contract_is_not_doubled():
    hand = make_hand({"S": "7H 8S 7S 8D 7D 9C 8C 7C"}, dealer="N")
    run(hand, "90H")
    assert decide(hand).action is not DOUBLE


def test_sure_contract_is_redoubled():
    hand = make_hand({"S": "JS 9S AS TS AH AD AC KH"}, dealer="E")
    run(hand, "80S double")
    decision = decide(hand)
    assert str(decision.action) == "redouble" and decision.text.startswith("I redouble:")


def test_match_score_changes_the_risk():
    view = make_hand({"N": "JS 9S 8S 7S KD 8C 7H 8H"}, dealer="E").view(Seat.N)
    auction = ai_bidding.Auction(view)
    assert auction.risk() == 0
    view.context = {"scores": {"NS": 1500, "EW": 2700}, "target": 3000}
    assert ai_bidding.Auction(view).risk() > 0
    view.context = {"scores": {"NS": 2700, "EW": 1500}, "target": 3000}
    assert ai_bidding.Auction(view).risk() < 0


# -- card play ------------------------------------------------------------------------------------
def test_declarer_draws_trumps():
    hand = make_hand({"N": "JS 9S AS 7S AH KD 8C 7C"}, dealer="E", announces=False)
    run(hand, "100S pass pass pass")
    decision = play_card(hand)
    assert decision.action == card("JS")
    assert "jack of spades" in decision.text and "highest trump" in decision.text


def test_defender_cashes_an_ace():
    hand = make_hand({"N": "AD 7D KC 8C 7S 8S 8H 7H", "W": "JH 9H AH TH KH QS 9D 8D"}, dealer="E",
                     announces=False)
    run(hand, "pass 100H pass pass pass")
    decision = play_card(hand)
    assert decision.action == card("AD")
    assert decision.text.startswith("I cash the ace of diamonds")


def test_defender_does_not_lead_trumps_without_reason():
    hand = make_hand({"N": "QH 7D KC 8C 7S 8S 9C 7H", "W": "JH 9H AH TH KH QS 9D 8D"}, dealer="E",
                     announces=False)
    run(hand, "pass 100H pass pass pass")
    assert play_card(hand).action.suit != "H"


def trick_to_south(discard_hand: str):
    """North (declarer, spades) leads the ace of hearts, West follows; South is out of hearts."""
    hand = make_hand({"N": "AH JS 9S AS TS KS 7D 7C", "W": "7H 9H KH JD QC JC TC QH",
                      "S": discard_hand}, dealer="E", announces=False)
    run(hand, "100S pass pass pass AH 7H")
    return hand


def test_no_ace_wasted_on_partners_trick():
    decision = play_card(trick_to_south("AC KD QD 9D 8D QS 8S 7S"))
    assert decision.action != card("AC")


def test_call_discard():
    decision = play_card(trick_to_south("AC 8C KD 9D 8D QS 8S 7S"))
    assert decision.action == card("8C")
    assert "call" in decision.text


def test_ace_call_with_the_ten():
    decision = play_card(trick_to_south("AD TD 8C KC 9C QS 8S 7S"))
    assert decision.action == card("AD") and "call" in decision.text


def test_give_the_ten_to_partners_sure_trick():
    hand = make_hand({"N": "AH JS 9S AS TS KD 8C 7C", "W": "7H 9H 8D 7D QC JC TC AC",
                      "S": "TH 8H KS QS 8S 9D 7S 9C"}, dealer="E", announces=False)
    run(hand, "100S pass pass pass AH 7H")
    decision = play_card(hand)
    assert decision.action == card("TH") and "10 points" in decision.text


def test_small_card_under_partners_ace_keeps_the_king():
    hand = make_hand({"N": "AH JS 9S AS TS KD 8C 7C", "W": "8H 9H 8D 7D QC JC TC AC",
                      "S": "KH 7H KS QS 8S 9D 7S 9C"}, dealer="E", announces=False)
    run(hand, "100S pass pass pass AH 8H")
    decision = play_card(hand)
    assert decision.action == card("7H")
    assert "keep the king of hearts" in decision.text


def test_last_player_wins_cheaply():
    # North leads a club, South's king holds it for now; East, last, wins with the ten, not the ace.
    hand = make_hand({"N": "JS 9S AS TS 7S KD 8C 7C", "W": "7H 9H 8D 7D QC JC 8H 9C",
                      "S": "KC AH TH JH QS AD TD 9D", "E": "AC TC KH QH 8S KS QD JD"}, dealer="E",
                     announces=False)
    run(hand, "100S pass pass pass 7C 9C KC")
    decision = play_card(hand)
    assert decision.action == card("TC")
    assert "last to play" in decision.text and "ten of clubs" in decision.text


def test_expert_keeps_the_ten_when_the_leader_has_not_the_ace():
    # West leads the seven of hearts: a player with the ace would have cashed it, so the ace is more likely
    # East's, who plays after South. South keeps the ten (here East has the ace and North one heart: the
    # ten would fall to it, 20 card points less with every card played at best after).
    hand = make_hand({"N": "7S 8S AD KD QD AC KC 9H", "W": "7H 9C QH 8D 7D QC JC 8C",
                      "S": "JS 9S AS TS KS TH 8H 7C", "E": "AH KH JH QS 9D JD TC TD"}, dealer="N",
                     announces=False)
    run(hand, "pass 120S pass pass pass 7H")
    assert play_card(hand, "expert").action == card("8H")


def test_novice_follows_high_when_it_can_win():
    hand = make_hand({"N": "7H JS 9S AS TS KD 8C 7C", "W": "AH 9H 8D 7D QC JC TC 8H"}, dealer="E",
                     announces=False)
    run(hand, "100S pass pass pass 7H")
    decisions = {play_card(hand, "novice", seed).action for seed in range(12)}
    assert card("AH") in decisions


def test_announce_first_with_words():
    hand = make_hand({"N": "QS JS TS 7H 8H 7D 8D 7C"}, dealer="E")
    run(hand, "pass 80H pass pass pass")
    decision = decide(hand)
    assert str(decision.action) == "announce:third"
    assert decision.text == "I announce a third: the queen, jack and ten of spades score 20 points."


def test_expert_play_falls_back_or_answers():
    hand = make_hand({"N": "JS 9S AS 7S AH KD 8C 7C"}, dealer="E", announces=False)
    run(hand, "100S pass pass pass")
    decision = decide(hand, "expert")
    assert decision.action in hand.legal_actions() and decision.reasons


def test_advanced_card_helper_matches_decision():
    hand = BRIDGEE.new_hand(BRIDGEE.default_options().replace(announces=False), dealer=Seat.N, deal_number=777)
    players = {s: computer_player("belote_bridgee", "advanced", seed=s) for s in Seat}
    while hand.phase == "bidding":
        hand.apply(players[hand.to_act].decide(hand.view(hand.to_act)).action)
    while not hand.done:
        view = hand.view(hand.to_act)
        decision = ai_play.decide_play(view, "advanced", random.Random(1))
        assert ai_play.advanced_card(view) is decision.action
        assert ai_play.choose_card(view, "advanced", random.Random(1)) is decision.action
        hand.apply(decision.action)


def test_a_settled_hand_is_still_played_for_the_card_points():
    """A defeated contract scores the same however the points fall; the Expert's value of the hand still
    prefers the defenders' extra card points, and never by more than a contract's swing."""
    from game.variants.belote_bridgee.ai_expert import BridgeeScoring
    from game.variants.belote_common.solver import final_of

    scoring = BridgeeScoring(100)
    fewer, more = final_of(2 * (60 - 102), 0), final_of(2 * (40 - 122), 0)  # NS, the declarers, 60 then 40
    assert scoring.scores(fewer) == scoring.scores(more)
    assert scoring.value(more, 1) > scoring.value(fewer, 1) > 0
    assert scoring.value(more, 1) - scoring.value(fewer, 1) < 10


def _late_position_with_few_layouts():
    """A hand played by Advanced players to the lead of the sixth trick, where the cards still hidden from the
    player to lead can lie in few enough ways to be searched one by one, and where two of those layouts call
    for different cards (in each, one card gets more than the other)."""
    from game.variants.belote_bridgee.ai_expert import Root
    from game.variants.belote_bridgee.ai_infer import infer
    from game.variants.belote_common.sim import cid
    from game.variants.belote_common.solver import exact_outcome

    for deal in range(1, 40):
        hand = BRIDGEE.new_hand(BRIDGEE.default_options().replace(announces=False), dealer=Seat.N, deal_number=deal)
        players = {s: computer_player("belote_bridgee", "advanced", 1) for s in Seat}
        while not hand.done and not (hand.phase == "play" and len(hand.tricks) == 5 and not hand.trick):
            hand.apply(players[hand.to_act].decide(hand.view(hand.to_act)).action)
        view = hand.view(hand.to_act)
        sampler = infer(view).best_sampler()[0]
        if hand.done or len(view.legal) < 2 or sampler.total > 40:
            continue
        root = Root(view)
        every = sampler.all_layouts(40)
        values = [{c: exact_outcome(root.world(lay), cid(c), root.me & 1).value for c in view.legal} for lay in every]
        for first, second in ((v, w) for v in values for w in values):
            a, b = max(first, key=first.get), max(second, key=second.get)
            if first[a] > first[b] and second[b] > second[a]:
                return view, every[values.index(first)], every[values.index(second)], a, b, first, second
    raise AssertionError("no such position in the deals tried")


def test_weighted_worlds_count_by_their_weight():
    """Two layouts where different cards are best: the Expert's search picks the card of the layout that
    weighs far more, and each card's average is the weighted mean of its two results."""
    from game.variants.belote_bridgee.ai_expert import Root

    view, one, two, a, b, first, second = _late_position_with_few_layouts()
    for weights, best in (([1.0, 0.01], a), ([0.01, 1.0], b)):
        ranked, worlds = Root(view).ranked_cards(list(view.legal), [one, two], exact=True, exact_tricks=4,
                                                 nodes=10 ** 6, least=2, weights=weights)
        assert worlds == 2 and ranked[0].action == best
        means = {s.action: s.mean for s in ranked}
        for c in view.legal:
            assert means[c] == pytest.approx((weights[0] * first[c] + weights[1] * second[c]) / sum(weights))


def test_expert_weighs_every_layout_by_the_clues_when_it_searches_them_all():
    """When the hidden cards can lie in few ways, the Expert searches every one, each weighted by the clues'
    likelihood of it (a sample drawn among many is drawn in proportion to them instead)."""
    from game.variants.belote_bridgee import ai_expert
    from game.variants.belote_bridgee.ai_infer import infer, layout_weight

    view = _late_position_with_few_layouts()[0]
    inf = infer(view)
    sampler = inf.best_sampler()[0]
    weight = layout_weight(view, inf)
    layouts, weights = ai_expert._layouts(sampler, 40, random.Random(1), weight)
    assert len(layouts) == len([lay for lay in sampler.all_layouts(40) if weight(lay) > 0])
    assert weights == [weight(lay) for lay in layouts] and len(set(weights)) > 1
    sampled, none = ai_expert._layouts(sampler, sampler.total - 1, random.Random(1), weight)
    assert none is None and len(sampled) == sampler.total - 1


@pytest.mark.parametrize(("small", "winner_played"), [(100, True), (170, True), (200, False)])
def test_declarer_leads_a_winner_the_rollouts_rate_nearly_as_well(monkeypatch, small, winner_played):
    """At the declarers' first leads, a card that no card still out beats in its suit goes before a small card
    whose rollouts rate it higher by no more than TOP_LEAD_MARGIN, and the reasons say why; a small card rated
    far higher is still led."""
    from game.ai.search import ActionStats
    from game.variants.belote_bridgee import ai_expert

    hand = make_hand({"N": "JS 9S AS 7S AH KD 8C 7C"}, dealer="E", announces=False)
    run(hand, "100S pass pass pass")
    view = hand.view(hand.to_act)
    means = {"8C": small, "AH": 80, "KD": 70, "JS": 60}

    def rolled_out(root, candidates, layouts, weights):
        return [ActionStats(card(c), worlds=20, total=20 * m) for c, m in means.items()], 20

    monkeypatch.setattr(ai_expert, "_rolled_out", rolled_out)
    decision = ai_expert.decide_play_expert(view, random.Random(1))
    assert decision.action == card("AH" if winner_played else "8C")
    assert ("no card still out beats it" in decision.text) == winner_played
    assert mentions(decision)


def test_the_features_of_every_suit_read_at_once_are_those_of_each_suit():
    """The Expert's inference values each hand it deals for every suit a pass could have named, in one reading of
    the hand: the same features as the bidders' own, suit by suit, with and without the announces (a hand of four
    jacks and four kings holds two squares)."""
    rng = random.Random(5)
    hands = [rng.sample(DECK_32, rng.randrange(9)) for _ in range(300)]
    hands.append([c for c in DECK_32 if c.rank in "JK"])
    for hand in hands:
        for combos in (None, []):
            by_suit = ai_bidding.hand_features_by_suit(hand, True, combos)
            assert by_suit == {s: ai_bidding.hand_features(hand, s, True, combos) for s in "SHDC"}
