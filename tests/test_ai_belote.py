"""The Belote computer players: legal, explained and repeatable decisions from the view only, at every
skill and with the rules options that change the play (No Trumps / All Trumps, the mandatory fourth
undertrump, the Belote order, the direction); the taking and a few plays on hand-built deals; the
shared simulator against the rules engine."""

from __future__ import annotations

import random

import pytest
from conftest import decides_the_same_on_other_cards, play_out, repeated_decisions

from game.ai.player import Decision
from game.ai.search import alphabeta
from game.engine import PASS, Seat, card, cards
from game.engine.cards import DECK_32, Card
from game.engine.seats import CLOCKWISE, COUNTER_CLOCKWISE, SEATS, next_seat, seats_from
from game.variants import VARIANTS, computer_player
from game.variants.belote import ai_taking
from game.variants.belote.ai_expert import BeloteScoring, Root, decide_play_expert
from game.variants.belote.ai_infer import infer, layout_check
from game.variants.belote.ai_play import BeloteKnowledge, advanced_belote_choice
from game.variants.belote.rules import TAKE, Take
from game.variants.belote_common.sim import cards_of, cid, policy

BELOTE = VARIANTS["belote"]
SKILLS = ("novice", "advanced", "expert")
OPTION_SETS = (
    {},
    {"no_trumps_all_trumps": True},
    {"direction": "counter-clockwise", "mandatory_fourth_undertrump": True, "belote_order": "king-first"},
    {"tournament": True, "trick_points_only": True, "no_trumps_all_trumps": True, "belote_order": "queen-first"},
)


def options(**changes):
    return BELOTE.default_options().replace(**changes)


def layout(hands: dict, turn_up: str, taker: str, dealer: str = "W", direction: int = CLOCKWISE) -> dict:
    """``cards=`` of a deal after which each seat holds ``hands[seat]`` once ``taker`` has taken the
    ``turn_up`` (one of the taker's eight cards)."""
    taker_seat, up = Seat.parse(taker), card(turn_up)
    final = {s: cards(hands[s.name]) for s in SEATS}
    final[taker_seat].remove(up)
    deal = {s: final[s][:5] for s in SEATS}
    deal["stock"] = [up] + [c for s in seats_from(next_seat(Seat.parse(dealer), direction), direction)
                            for c in final[s][5:]]
    return deal


def make_hand(hands, turn_up, taker, dealer="W", actions="", **option_changes):
    direction = COUNTER_CLOCKWISE if option_changes.get("direction") == "counter-clockwise" else CLOCKWISE
    hand = BELOTE.new_hand(options(**option_changes), dealer=Seat.parse(dealer),
                           cards=layout(hands, turn_up, taker, dealer, direction))
    for action in actions.split():
        hand.apply(action)
    return hand


def decide(hand, skill: str = "advanced", seed: int = 3) -> Decision:
    return computer_player("belote", skill, seed).decide(hand.view(hand.to_act))


def mentions(decision: Decision) -> bool:
    """Do the reasons name the action chosen?"""
    action, text = decision.action, decision.text
    if isinstance(action, Card):
        return action.name in text or f"{action.name.split()[0]} of trumps" in text
    if isinstance(action, Take):
        return text.startswith("I take")
    return text.startswith("I pass")



# -- every skill: legal, explained, repeatable -------------------------------------------------------
@pytest.mark.parametrize("skill", SKILLS)
@pytest.mark.parametrize("option_set", range(len(OPTION_SETS)))
def test_decisions_are_legal_and_explained(skill, option_set):
    deals = 3 if skill == "expert" else 25
    seen = {"take": 0, "pass": 0, "card": 0}
    opts = options(**OPTION_SETS[option_set])

    def check(view, decision):
        assert decision.action in view.legal
        assert 1 <= len(decision.reasons) <= 4 and all(r.strip() for r in decision.reasons)
        assert mentions(decision), decision
        seen["card" if isinstance(decision.action, Card) else "take" if isinstance(decision.action, Take)
             else "pass"] += 1

    for deal in range(1, deals + 1):
        players = {s: computer_player("belote", skill, seed=deal * 10 + s) for s in Seat}
        play_out(BELOTE.new_hand(opts, dealer=Seat(deal % 4), deal_number=deal * 7919 + option_set), players, check)
    assert seen["pass"] >= deals * 3 and seen["take"] >= 1 and seen["card"] >= 32


def test_no_trumps_and_all_trumps_are_taken_and_played():
    taken = {"NT": 0, "AT": 0}
    opts = options(no_trumps_all_trumps=True)
    players = {s: computer_player("belote", "advanced", seed=s) for s in Seat}
    for deal in range(1, 400):
        hand = BELOTE.new_hand(opts, dealer=Seat(deal % 4), deal_number=deal)
        while hand.phase == "bidding":
            hand.apply(players[hand.to_act].decide(hand.view(hand.to_act)).action)
        if hand.contract in taken:
            taken[hand.contract] += 1
            while not hand.done:
                view = hand.view(hand.to_act)
                decision = players[hand.to_act].decide(view)
                assert decision.action in view.legal
                hand.apply(decision.action)
    assert taken["NT"] >= 3 and taken["AT"] >= 1


@pytest.mark.parametrize("skill", SKILLS)
def test_same_view_and_seed_same_decision(skill):
    hand = BELOTE.new_hand(options(no_trumps_all_trumps=True), dealer=Seat.S, deal_number=424242)
    assert repeated_decisions(hand, "belote", skill, most=12) >= 6


def reshuffled(hand, seat: Seat, rng: random.Random):
    """The same hand with the cards ``seat`` cannot see (in the other hands, not the turn-up the taker
    holds) dealt again among the other seats, each keeping its number; replayed through the rules."""
    up = hand.turn_up
    fixed = {s: [c for c in hand.hands[s] if c == up] for s in Seat}
    hidden = {s: [c for c in hand.hands[s] if c != up] for s in Seat if s != seat}
    pool = [c for cs in hidden.values() for c in cs]
    rng.shuffle(pool)
    final = {}
    for s in Seat:
        played = [c for p, c in hand.history() if p == s and isinstance(c, Card)]
        if s == seat:
            final[s] = list(hand.hands[s]) + played
        else:
            n = len(hidden[s])
            final[s], pool = played + pool[:n] + fixed[s], pool[n:]
    taker = hand.taker
    order = list(seats_from(hand.first, hand.direction))
    first = {s: [c for c in final[s] if c != up][:5] for s in Seat}
    stock = [up] + [c for s in order for c in final[s] if c != up and c not in first[s]]
    other = BELOTE.new_hand(hand.options, dealer=hand.dealer, cards={**first, "stock": stock})
    for action in hand.actions:
        other.apply(action)  # raises if the new cards could not have been played that way
    assert other.taker == taker
    return other


@pytest.mark.parametrize("skill", SKILLS)
def test_no_peeking_while_taking(skill):
    rng = random.Random(6)
    compared = 0
    for deal in (7, 77, 777, 7777):
        hand = BELOTE.new_hand(options(no_trumps_all_trumps=True), dealer=Seat.S, deal_number=deal)
        while hand.phase == "bidding":
            seat = hand.to_act
            me = computer_player("belote", skill, seed=4)
            mine = me.decide(hand.view(seat))
            pool = [c for s in Seat if s != seat for c in hand.initial_cards[s]] + list(hand.stock[1:])
            rng.shuffle(pool)
            deal_cards = {seat: list(hand.initial_cards[seat])}
            for s in Seat:
                if s != seat:
                    deal_cards[s], pool = pool[:5], pool[5:]
            deal_cards["stock"] = [hand.turn_up] + pool
            other = BELOTE.new_hand(hand.options, dealer=hand.dealer, cards=deal_cards)
            for action in hand.actions:
                other.apply(action)
            assert other.view(seat) == hand.view(seat)
            theirs = me.decide(other.view(seat))
            assert theirs.action is mine.action and theirs.reasons == mine.reasons
            compared += 1
            hand.apply(computer_player("belote", "advanced", seed=seat).decide(hand.view(seat)).action)
    assert compared >= 8


@pytest.mark.parametrize("skill", SKILLS)
def test_no_peeking_at_hidden_cards(skill):
    rng = random.Random(5)
    compared = 0
    for deal in (11, 222, 3333, 44444, 5555, 666):
        hand = BELOTE.new_hand(options(tournament=True), dealer=Seat.W, deal_number=deal)
        players = {s: computer_player("belote", "advanced", seed=s) for s in Seat}
        steps = 0
        while not hand.done:
            seat = hand.to_act
            if hand.phase == "play" and steps % (7 if skill == "expert" else 3) == 0:
                me = computer_player("belote", skill, seed=8)
                compared += decides_the_same_on_other_cards(me, hand, seat, reshuffled, rng, tries=30)
            hand.apply(players[seat].decide(hand.view(seat)).action)
            steps += 1
    assert compared >= (6 if skill == "expert" else 20)


# -- taking -----------------------------------------------------------------------------------------
FILLER = {"N": "7S 8S 9S QS KS", "E": "7D 8D 9D QD KD", "S": "7C 8C 9C QC KC", "W": "8H 7H QH KH TD"}


def taking_hand(north: str, turn_up: str, dealer: str = "W", **option_changes):
    """North holds ``north`` (five cards); the others hold what is left, in a fixed order."""
    mine = cards(north)
    rest = [c for c in DECK_32 if c not in mine and c != card(turn_up)]
    deal = {Seat.N: mine, Seat.E: rest[:5], Seat.S: rest[5:10], Seat.W: rest[10:15],
            "stock": [card(turn_up)] + rest[15:]}
    return BELOTE.new_hand(options(**option_changes), dealer=Seat.parse(dealer), cards=deal)


def test_a_strong_hand_takes_the_turn_up():
    hand = taking_hand("JH 9H AS TS KD", "AH")
    decision = decide(hand)
    assert decision.action is TAKE
    assert "jack, nine and ace of hearts" in decision.text and "worth about +" in " ".join(decision.details)


def test_a_weak_hand_passes_and_says_why():
    hand = taking_hand("7S 8D 9C QD KS", "7H")
    decision = decide(hand)
    assert decision.action is PASS
    assert decision.reasons[0].startswith("I pass: this hand is too weak to take")


def test_the_second_round_names_the_best_other_suit():
    hand = taking_hand("JD 9D AD AS 8C", "7H")
    for _ in range(4):
        hand.apply("pass")
    assert hand.to_act == Seat.N and hand.round == 2
    decision = decide(hand)
    assert str(decision.action) == "take:D"
    assert decision.text.startswith("I take diamonds")


def test_no_trumps_with_aces_and_tens():
    hand = taking_hand("AS TS AH TH AD", "7C", no_trumps_all_trumps=True)
    decision = decide(hand)
    assert str(decision.action) == "take:NT"
    assert "three aces" in decision.text


def test_the_estimate_grows_with_the_jack_and_the_nine():
    six = cards("9H AS TS KD 8C AH")
    lead = True
    weak = ai_taking.estimate(cards("7H AS TS KD 8C AH"), "H", lead)
    nine = ai_taking.estimate(six, "H", lead)
    jack_nine = ai_taking.estimate(cards("9H JH TS KD 8C AH"), "H", lead)
    assert weak < nine < jack_nine


def test_the_dealer_takes_on_less_as_the_last_chance_of_the_second_round():
    hand = taking_hand("JD 8D AS 7C 8C", "7H", dealer="N")
    for _ in range(7):
        hand.apply("pass")
    view = hand.view(Seat.N)
    assert view.seat == view.dealer and view.public.round == 2
    assert ai_taking.margin_for(view) == ai_taking.LAST_CHANCE_MARGIN < ai_taking.TAKE_MARGIN[2]


def test_the_expert_plays_the_contracts_out_before_taking():
    hand = taking_hand("JH 9H AS TS KD", "AH")
    decision = decide(hand, "expert")
    assert decision.action is TAKE
    assert "Played out in" in " ".join(decision.details)
    weak = decide(taking_hand("7S 8D 9C QD KS", "7H"), "expert")
    assert weak.action is PASS and "deals of the unseen cards" in " ".join(weak.details)


def test_novice_counts_trump_points_and_aces():
    assert ai_taking.novice_count(cards("JH 9H AS 7D 8C 7H"), "H") == 20 + 14 + 10 + 0 + 6
    hand = taking_hand("JH 9H AS AD 8C", "7H")
    assert decide(hand, "novice").action is TAKE


# -- play -------------------------------------------------------------------------------------------
# North takes spades and leads: he holds the two best trumps.
DRAW = {"N": "JS 9S 7S AH KH AD 7D 8C", "E": "AS TS 8H 7H QD JD 9C 7C",
        "S": "KS QS QH JH TH 9H KD TD", "W": "8S AC KC QC JC TC 9D 8D"}


def test_the_taker_draws_trumps_with_the_jack():
    hand = make_hand(DRAW, "7S", "N", actions="take")
    decision = decide(hand)
    assert decision.action == card("JS")
    assert "highest trump" in decision.text


# North takes spades and leads the ace of hearts; East has no heart and must trump, South has neither
# hearts nor spades and throws a club.
NO_TRUMP_LEFT = {"N": "JS 7S AH KH QH 7D 8D 9D", "E": "8S 9S AS AD KD QD JD TD",
                 "S": "AC KC QC JC TC 9C 8C 7C", "W": "TS KS QS JH TH 9H 8H 7H"}


def test_a_discard_on_an_opponents_trump_shows_no_trump_at_all():
    hand = make_hand(NO_TRUMP_LEFT, "7S", "N", actions="take AH")
    assert legal_texts(hand) == {"8S", "9S", "AS"}  # East must trump
    hand.apply("8S")
    assert legal_texts(hand) == set(NO_TRUMP_LEFT["S"].split())  # South has no trump: anything
    hand.apply("7C")
    view = hand.view(Seat.W)
    k = BeloteKnowledge(view)
    # with Belote's undertrumping South would have had to trump, even under the eight: he has none
    assert "S" in k.void[Seat.S] and "H" in k.void[Seat.S]
    inf = infer(view)
    assert {card("JS"), card("9S"), card("AS")} <= inf.excluded[Seat.S]
    assert "South has no trumps" in inf.facts


def legal_texts(hand) -> set:
    return {str(a) for a in hand.legal_actions()}


def numbered_case(first_five: dict, stock: str, actions: str, dealer="W", **option_changes):
    deal = {Seat.parse(k): cards(v) for k, v in first_five.items()}
    deal["stock"] = cards(stock)
    hand = BELOTE.new_hand(options(**option_changes), dealer=Seat.parse(dealer), cards=deal)
    for action in actions.split():
        hand.apply(action)
    return hand


def test_the_defenders_take_a_sure_trick_against_a_capot():
    # North took spades and his side won the first four tricks; West can win this one for sure.
    hand = numbered_case({"N": "8C KD QC 9S JS", "E": "9H QS 7C 8D KC", "S": "KS 9D JD TH AC",
                          "W": "7D AS QH KH 7H"}, "7S TD 8H TS AD 9C TC 8S JC JH AH QD",
                         "take JS QS 8S AS 9S TS KS 7D 7S 7C AC 7H 8C 9C TC JH 9D QD KD")
    assert hand.tricks_won == {"NS": 4, "EW": 0}
    decision = decide(hand)
    assert decision.action == card("AD")
    assert "stops a capot" in decision.text


def test_the_takers_cash_their_winners_for_a_capot():
    # North took clubs; the defenders have no trump left and the takers hold every trick so far.
    hand = numbered_case({"N": "KH JS AD 8C JC", "E": "9D AH KS AS KD", "S": "KC JH 7S 7H QD",
                          "W": "9H TH 7C QC TD"}, "AC QH TC 8D 9C QS 8H TS 8S 7D JD 9S",
                         "take JC 9C KC 7C AC 8D TS QC AD 9D QD 7D")
    assert hand.tricks_won["EW"] == 0
    decision = decide(hand)
    assert decision.action == card("TC")
    assert "capot" in decision.text


def test_the_last_two_cards_keep_the_master_trump_for_the_last_trick():
    hand = numbered_case({"N": "KS 8S JD TS 7C", "E": "QH 8H TC JS QS", "S": "9H AH 8C KD 8D",
                          "W": "KC TH AC KH AD"}, "QC QD JH AS 7H 7S 9S JC 7D TD 9C 9D",
                         "pass pass pass take AS 7S 9H QC KC 7C TC JC AH KH JH 7H 7D AD JD QH 9C 8S QS 8C TH "
                         "QD 8H 8D")
    view = hand.view(hand.to_act)
    assert len(view.hand) == 2
    decision = decide(hand)
    assert decision.action == card("9D")
    assert "last trick" in decision.text


# -- the Expert -------------------------------------------------------------------------------------
def test_a_settled_dedans_is_still_played_for_the_card_points():
    # East took hearts; whatever North leads, the takers are dedans. North leads the nine of hearts, which
    # keeps the jack of diamonds to win a trick and gives the takers the fewest card points.
    hand = BELOTE.new_hand(options(), dealer=Seat(900031 % 4), deal_number=900031)
    for action in "pass take 7D 8D 7C QD QH AH JH 7S AC JC 8C 9C AD 8S QS 9D KD 9S TC TD".split():
        hand.apply(action)
    decision = decide(hand, "expert", 1)
    assert decision.action == card("9H")
    assert "dedans however the other cards lie" in decision.text


def random_position(deal: int, rng: random.Random, cards_played: int, **option_changes):
    """Deal ``deal``, a random taking (None if thrown in), then ``cards_played`` random cards."""
    hand = BELOTE.new_hand(options(**option_changes), dealer=Seat(deal % 4), deal_number=deal)
    while hand.phase == "bidding":
        legal = hand.legal_actions()
        hand.apply(rng.choice(legal) if rng.random() < 0.3 else legal[0])
    if hand.done:
        return None
    for _ in range(cards_played):
        if hand.phase != "play":
            return None
        hand.apply(rng.choice(hand.legal_actions()))
    return hand if hand.phase == "play" else None


def random_options(rng: random.Random) -> dict:
    return {"no_trumps_all_trumps": rng.random() < 0.6, "direction": rng.choice(["clockwise", "counter-clockwise"]),
            "trick_points_only": rng.random() < 0.2, "dedans_keep_declarations": rng.random() < 0.2,
            "capot_keep_declarations": rng.random() < 0.3, "tournament": rng.random() < 0.2,
            "mandatory_fourth_undertrump": rng.random() < 0.3, "round_to_five": rng.random() < 0.3,
            "belote_order": rng.choice(["either", "king-first", "queen-first"]),
            "suit_multiplier": rng.choice([1, 2]), "no_trumps_multiplier": rng.choice([1, 3]),
            "all_trumps_multiplier": rng.choice([1, 4])}


def test_simulator_agrees_with_the_rules_on_random_hands():
    rng = random.Random(21)
    checked = positions = 0
    kinds = set()
    for deal in range(1, 260):
        hand = random_position(deal, rng, rng.randrange(0, 31), **random_options(rng))
        if hand is None:
            continue
        seat = hand.to_act
        sim = Root(hand.view(seat)).world({s: list(hand.hands[s]) for s in Seat if s != seat})
        while hand.phase == "play":
            legal = hand.legal_actions()
            assert sim.to_act == int(hand.to_act)
            assert cards_of(sim.legal()) == sorted(legal, key=cid)
            assert sim.points == [hand.points["NS"], hand.points["EW"]]
            positions += 1
            choice = rng.choice(legal)
            hand.apply(choice)
            sim.play(cid(choice))
        result = hand.result()
        assert sim.scores() == (result.points["NS"], result.points["EW"])
        assert sim.made() == result.made
        kinds.add(hand.kind)
        checked += 1
    assert checked > 200 and positions > 3000 and kinds == {"suit", "NT", "AT"}


def test_the_rollout_policy_plays_legal_cards_to_the_end():
    rng = random.Random(4)
    done = 0
    for deal in range(300, 340):
        hand = random_position(deal, rng, rng.randrange(0, 20), no_trumps_all_trumps=True)
        if hand is None:
            continue
        sim = Root(hand.view(hand.to_act)).world({s: list(hand.hands[s]) for s in Seat if s != hand.to_act})
        while not sim.is_over():
            c = policy(sim)
            assert sim.legal() >> c & 1
            sim.play(c)
        assert sum(sim.tricks_won) == 8
        done += 1
    assert done >= 20


def test_what_the_expert_infers_is_true():
    rng = random.Random(9)
    checked = 0
    for deal in range(1, 120):
        hand = random_position(deal, rng, rng.randrange(0, 31), **random_options(rng))
        if hand is None:
            continue
        seat = hand.to_act
        view = hand.view(seat)
        inf = infer(view)
        truth = {s: list(hand.hands[s]) for s in Seat if s != seat}
        for s, known in inf.known.items():
            assert set(known) <= set(truth[s])
        for s, barred in inf.excluded.items():
            assert not set(barred) & set(truth[s])
        assert layout_check(view, inf)(truth) > 0
        k = BeloteKnowledge(view)
        assert all(k.may_hold(s, c) for s, cs in truth.items() for c in cs)
        checked += 1
    assert checked > 80


def test_the_turn_up_is_known_to_be_with_the_taker():
    hand = make_hand(DRAW, "7S", "N", actions="take")
    inf = infer(hand.view(Seat.E))
    assert card("7S") in inf.known[Seat.N]
    assert any("turn-up" in fact for fact in inf.facts)


def test_scoring_of_the_simulator_matches_dedans_and_capot():
    sim = Root(make_hand(DRAW, "7S", "N", actions="take").view(Seat.N)).world(
        {s: cards(DRAW[s.name]) for s in Seat if s != Seat.N})
    scoring = BeloteScoring(options(), "suit", (0, 50), (20, 0))
    sim.scoring = scoring
    sim.points, sim.tricks_won = [70, 92], [4, 4]
    assert not sim.made() and sim.scores() == (20, 162 + 50)  # dedans: 70 + 20 is not more than 92 + 50
    sim.points, sim.tricks_won = [252, 0], [8, 0]
    assert sim.made() and sim.scores() == (252 + 20, 0)  # capot: the defenders lose their declarations


def test_expert_decisions_are_legal_deterministic_and_in_numbers():
    rng = random.Random(3)
    found = 0
    for deal in range(100, 200):
        hand = random_position(deal, rng, rng.randrange(0, 26), no_trumps_all_trumps=deal % 2 == 0)
        if hand is None or len(hand.legal_actions()) < 2:
            continue
        view = hand.view(hand.to_act)
        first = decide_play_expert(view, random.Random(7))
        assert first.action in view.legal
        assert first == decide_play_expert(view, random.Random(7))
        assert first.action.name in first.reasons[0]
        found += 1
        if found == 6:
            break
    assert found == 6


def test_expert_plays_the_exact_best_card_when_the_cards_can_lie_one_way():
    """Late in the hand, when what the Expert knows leaves one layout, its card is the best one found by
    solving the hand exactly with every card known."""
    rng = random.Random(2)
    checked = 0
    for deal in range(1, 400):
        hand = random_position(deal, rng, 0)
        if hand is None:
            continue
        players = {s: computer_player("belote", "advanced", seed=s) for s in Seat}
        while not hand.done and len(hand.hands[hand.to_act]) > 2:
            hand.apply(players[hand.to_act].decide(hand.view(hand.to_act)).action)
        if hand.done or len(hand.legal_actions()) < 2:
            continue
        seat = hand.to_act
        view = hand.view(seat)
        if infer(view).best_sampler()[0].total != 1:
            continue
        decision = decide_play_expert(view, random.Random(1))
        assert "can lie only one way" in decision.reasons[0]
        sim = Root(view).world({s: list(hand.hands[s]) for s in Seat if s != seat})
        side = int(seat) & 1
        sim.root_side = side
        values = {c: value_after(sim, cid(c), side) for c in hand.legal_actions()}
        assert values[decision.action] == max(values.values())
        checked += 1
        if checked == 5:
            break
    assert checked == 5


def value_after(sim, c: int, side: int) -> float:
    sim.play(c)
    value = alphabeta(sim)
    sim.undo()
    return value


def test_advanced_choice_is_the_same_through_the_player():
    hand = make_hand(DRAW, "7S", "N", actions="take")
    assert advanced_belote_choice(hand.view(Seat.N))[0] == decide(hand).action


def test_expert_solves_the_last_cards_exactly(monkeypatch):
    """With ROOT_EXACT_CARDS cards in hand the Expert plays each world out exactly (no rollout): shown the
    one true layout as its only world, it plays a card that is best with every card known."""
    from game.variants.belote import ai_expert
    cards = ai_expert.ROOT_EXACT_CARDS
    rng = random.Random(5)
    checked = 0
    for deal in range(1, 200):
        hand = random_position(deal, rng, 32 - 4 * cards + deal % 4)
        if hand is None or len(hand.hands[hand.to_act]) != cards or len(hand.legal_actions()) < 3:
            continue
        seat = hand.to_act
        view = hand.view(seat)
        true_layout = {s: list(hand.hands[s]) for s in Seat if s != seat}
        monkeypatch.setattr(ai_expert, "sample_layouts", lambda *args, layout=true_layout, **kwargs: [layout])
        decision = decide_play_expert(view, random.Random(1))
        sim = Root(view).world(true_layout)
        side = int(seat) & 1
        sim.root_side = side
        values = {c: value_after(sim, cid(c), side) for c in hand.legal_actions()}
        assert values[decision.action] == max(values.values()), deal
        checked += 1
    assert checked >= 20
