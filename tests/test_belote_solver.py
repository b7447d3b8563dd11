"""The exact search of the belote family on card points (game/variants/belote_common/solver.py): the same
values as a plain minimax on the games' scores, one table shared by the cards of a world, and the winning
line of a hand-built ending."""

from __future__ import annotations

import random

import pytest
from test_ai_search import brute_force, random_position, real_endings

from game.engine import Seat
from game.engine.cards import cards
from game.variants import VARIANTS
from game.variants.belote.ai_expert import BeloteScoring, world_sim
from game.variants.belote_bridgee.ai_expert import BeloteSim as BridgeeSim
from game.variants.belote_common.sim import CARD_OF, NO_TRUMP, cid, mask_of, policy
from game.variants.belote_common.solver import (
    Solver,
    card_outcome,
    current_value,
    exact_outcome,
    final_of,
    made_threshold,
    solve_value,
    value_bounds,
)


def _random_sim(rng: random.Random, cards_played: int) -> BridgeeSim:
    deck = list(range(32))
    rng.shuffle(deck)
    hands = [sum(1 << c for c in deck[8 * i:8 * i + 8]) for i in range(4)]
    sim = BridgeeSim(hands, rng.randrange(4), rng.randrange(4), rng.randrange(2), rng.choice((80, 100, 120)),
                     belot_side=rng.choice((-1, 0, 1)))
    for _ in range(cards_played):
        sim.play(policy(sim))
    return sim


def test_solver_matches_plain_minimax_on_32_card_bridge_endings():
    rng = random.Random(11)
    for _ in range(25):
        sim = _random_sim(rng, 20 + rng.randrange(5))
        side = rng.randrange(2)
        assert solve_value(sim, side) == brute_force(sim, side)


def test_solver_matches_plain_minimax_on_real_positions():
    compared = 0
    for sim, side in real_endings(40, 22):
        assert solve_value(sim, side) == brute_force(sim, side)
        compared += 1
    assert compared > 10


def test_solver_matches_plain_minimax_on_belote_capot_and_dedans():
    """Belote's score: the capot is the takers' only, a taker side without a trick is dedans whatever its
    declarations; the search's order of (points, a trick taken) keeps those apart."""
    rng = random.Random(3)
    options = VARIANTS["belote"].default_options()
    for i in range(30):
        deck = list(range(32))
        rng.shuffle(deck)
        hands = [sum(1 << c for c in deck[8 * k:8 * k + 8]) for k in range(4)]
        declarations = (0, 0) if i % 3 else ((200, 0) if i % 2 else (0, 100))
        sim = world_sim(hands, "SHDC"[i % 4], i % 4, i % 2, options, "suit", declarations)
        while sim.n_tricks < 5:
            sim.play(policy(sim))
        for side in (0, 1):
            assert solve_value(sim, side) == brute_force(sim, side)


def test_the_encoded_result_gives_back_points_and_tricks():
    scoring = BeloteScoring(VARIANTS["belote"].default_options(), "suit")
    sim = world_sim([0, 0, 0, 0], "S", 0, 1, VARIANTS["belote"].default_options(), "suit")
    assert final_of(2 * (100 - 62) - 1, 1).points == [100, 62]  # East-West took: sign -1, a trick taken
    capot = final_of(2 * 252 + 1, 0)
    assert capot.points == [252, 0] and capot.tricks_won == [8, 0]
    nothing = final_of(-2 * 162, 0)  # North-South took and won no trick
    assert nothing.tricks_won == [0, 8] and not scoring.made(nothing)
    assert sim.decl_side == 1


def test_one_table_serves_every_card_of_a_world():
    """The cards tried in one world share the table: the later ones search fewer positions, and the
    values are those of a fresh search."""
    rng = random.Random(5)
    sim = _random_sim(rng, 12)
    side = sim.to_act & 1
    legal = [c for c in range(32) if sim.legal() >> c & 1]
    shared = Solver()
    together = [exact_outcome(sim, c, side, shared).value for c in legal]
    apart = [exact_outcome(sim, c, side, Solver()).value for c in legal]
    assert together == apart
    fresh = Solver()
    exact_outcome(sim, legal[-1], side, fresh)
    again = shared.nodes
    exact_outcome(sim, legal[-1], side, shared)
    assert shared.nodes - again < fresh.nodes


def test_the_exact_ending_draws_the_last_trump_before_cashing_the_ace():
    """Hearts trumps, North-South declare, North to lead with three cards each: the jack of trumps, the ace
    and king of spades. East has no spade and the nine of trumps. The ace led first is ruffed; the jack
    first draws East's nine, and North wins all three tricks: the search plays the jack."""
    hands = {Seat.N: cards("JH AS KS"), Seat.E: cards("9H 7D 8D"), Seat.S: cards("7S 8S 9S"),
             Seat.W: cards("7C 8C 9C")}
    sim = BridgeeSim([mask_of(hands[Seat(s)]) for s in range(4)], 1, 0, 0, 80)
    sim.n_tricks, sim.tricks_won, sim.points = 5, [3, 2], [63, 40]
    values = {c.name: exact_outcome(sim, cid(c), 0).value for c in hands[Seat.N]}
    assert max(values, key=values.get) == "jack of hearts"
    for c in hands[Seat.N]:
        assert values[c.name] == brute_force_after(sim, cid(c), 0)
    ruffed = final_of(Solver().value(_after(sim, cid(hands[Seat.N][1]))), 0).points
    drawn = final_of(Solver().value(_after(sim, cid(hands[Seat.N][0]))), 0).points
    assert drawn == [63 + 20 + 14 + 11 + 4 + 10, 40] and ruffed[1] > 40


def _after(sim, c: int):
    trial = sim.copy()
    trial.play(c)
    return trial


def brute_force_after(sim, c: int, side: int) -> int:
    sim.play(c)
    value = brute_force(sim, side)
    sim.undo()
    return value


def test_the_work_budget_stops_adding_worlds_and_keeps_the_decision_repeatable(monkeypatch):
    """With a budget spent at once, the Expert plays the fewest worlds it allows; the same view and seed
    give the same card."""
    from game.variants.belote_bridgee import ai_expert
    rng = random.Random(6)
    hand = None
    for deal in range(1, 30):
        hand = random_position(deal, rng, cards_played=1, announces=False)
        if hand is not None and len(hand.legal_actions()) >= 4:
            break
    view = hand.view(hand.to_act)
    full = ai_expert.decide_play_expert(view, random.Random(1))
    monkeypatch.setattr(ai_expert, "NODE_BUDGET", 1)
    short = ai_expert.decide_play_expert(view, random.Random(1))
    assert f"Over {ai_expert.MIN_WORLDS} likely layouts" in short.details[0]
    assert f"Over {ai_expert.MIN_WORLDS} likely" not in full.details[0]
    assert ai_expert.decide_play_expert(view, random.Random(1)).action == short.action


def _declarers_lead(hands: dict[str, str]) -> str:
    """The rollout policy's lead for North, who declared spades, with ``hands`` (N, E, S, W)."""
    masks = [mask_of(cards(hands[s])) for s in "NESW"]
    sim = BridgeeSim(masks, 0, 0, 0, 80)
    return str(CARD_OF[policy(sim)])


def test_the_declarers_cash_a_plain_master_before_drawing_trumps():
    lead = _declarers_lead({"N": "JS 9S 7S AH KH 7D 8C 7C", "E": "AS TS QH JH 8D 9D 9C TC",
                            "S": "KS QS 8H 7H AD TD KC QC", "W": "8S TH 9H KD QD JD AC JC"})
    assert lead == "AH"


def test_the_declarers_do_not_lead_a_small_trump_into_the_defenders_jack():
    lead = _declarers_lead({"N": "9S 7S KH QH 7D 8D 8C 7C", "E": "JS AS 8H 7H AD KD AC KC",
                            "S": "TS 8S AH JH QD JD QC JC", "W": "KS QS TH 9H TD 9D TC 9C"})
    assert lead == "QH"  # toward partner's master ace


def test_the_declarers_draw_the_defenders_last_trumps_in_one_round_before_cashing_a_master():
    """East and West hold one trump each and South none: the jack draws both for one of North's trumps, where
    the ace of hearts cashed first would leave them to ruff North-South's winners later."""
    masks = [mask_of(cards(h)) for h in ("JS 8S AH KH 7D", "7S QH JH QD TD", "AD KD 9D AC KC", "9S TH 9H JC QC")]
    sim = BridgeeSim(masks, 0, 0, 0, 80)
    sim.n_tricks, sim.tricks_won, sim.points = 3, [2, 1], [40, 20]
    assert str(CARD_OF[policy(sim)]) == "JS"


def test_null_window_questions_agree_with_the_exact_value():
    """Whether the result reaches a threshold, asked with a null window, is what the exact value says, and the
    bound returned is a true bound; the questions may share one table (with other thresholds in it)."""
    rng = random.Random(21)
    for _ in range(30):
        sim = _random_sim(rng, 4 * rng.randrange(3, 6) + rng.randrange(4))
        exact = Solver().value(sim)
        shared = Solver()
        for target in sorted({exact - 1, exact, exact + 1, rng.randrange(-340, 341), made_threshold(sim)},
                             key=lambda _: rng.random()):
            reached, bound = shared.at_least(sim, target)
            assert reached == (exact >= target)
            assert (exact >= bound) if reached else (exact <= bound)
        assert shared.value(sim) == exact


def test_the_made_threshold_is_where_the_contract_changes_hands():
    """North-South reach their aim from the threshold on, by the scoring itself (the amount, the announces and
    the Belot counted): the declarers' make when they are North-South, the contract's defeat when East-West."""
    for decl, amount, announces, belot in ((0, 80, (0, 0), -1), (1, 120, (20, 0), 1), (0, 160, (0, 50), 0)):
        sim = BridgeeSim([0, 0, 0, 0], 0, 0, decl, amount, announces=announces, belot_side=belot)
        t = made_threshold(sim)
        made = [sim.scoring.made(final_of(e, decl)) for e in (t - 1, t)]
        assert made == ([False, True] if decl == 0 else [True, False])


def _encoded_minimax(sim) -> int:
    """The encoded result by plain minimax over every legal card (North-South maximize)."""
    if sim.n_tricks == 8:
        return current_value(sim)
    values = []
    legal = sim.legal()
    for c in range(32):
        if legal >> c & 1:
            sim.play(c)
            values.append(_encoded_minimax(sim))
            sim.undo()
    return max(values) if sim.to_act & 1 == 0 else min(values)


def _bounded_positions(rng: random.Random):
    """Positions between tricks with two or three cards a hand: 32 Card Bridge with a trump suit or none, and
    Belote (whose capot counts only for the takers)."""
    options = VARIANTS["belote"].default_options()
    for i in range(60):
        if i % 3 == 2:
            deck = list(range(32))
            rng.shuffle(deck)
            hands = [sum(1 << c for c in deck[8 * k:8 * k + 8]) for k in range(4)]
            sim = world_sim(hands, "SHDC"[i % 4], i % 4, rng.randrange(2), options, "suit")
            while sim.n_tricks < 5 + i % 2:
                sim.play(policy(sim))
        else:
            sim = _random_sim(rng, 20 + 4 * (i % 2))
            sim.trump = NO_TRUMP if i % 5 == 0 else sim.trump
        yield sim


def test_the_bounds_between_tricks_hold_the_exact_result():
    rng = random.Random(31)
    for sim in _bounded_positions(rng):
        low, high = value_bounds(sim)
        exact = _encoded_minimax(sim)
        assert current_value(sim) + low <= exact <= current_value(sim) + high


def test_trumps_above_all_of_the_other_sides_are_sure_points_and_stop_its_capot():
    """Hearts trumps, two tricks left, North-South have won every trick: North holds the jack of trumps, so
    its twenty points are North-South's and East-West (who still might take a trick) cannot win a capot;
    East's nine of trumps is above South's eight, but not above North's jack."""
    hands = {Seat.N: cards("JH 7S"), Seat.E: cards("9H 8S"), Seat.S: cards("8H 9S"), Seat.W: cards("7D 8D")}
    sim = BridgeeSim([mask_of(hands[Seat(s)]) for s in range(4)], 1, 0, 0, 80)
    sim.n_tricks, sim.tricks_won, sim.points = 6, [6, 0], [100, 0]
    left = 20 + 14
    low, high = value_bounds(sim)
    assert low == 2 * (2 * 20 - left - 10) - 1  # East-West win at most the rest and the last trick's ten
    assert high == 2 * (left + 100) + 1  # North-South may still win both tricks: the capot
    assert current_value(sim) + low <= _encoded_minimax(sim) <= current_value(sim) + high


def _six_cards_view():
    """A 32 Card Bridge view at the third trick (six cards in hand) with three cards or more to choose from."""
    return next(_six_cards_views())


def _six_cards_views():
    rng = random.Random(7)
    for deal in range(1, 60):
        hand = random_position(deal, rng, cards_played=8, announces=False)
        if hand is not None and len(hand.hands[hand.to_act]) == 6 and len(hand.legal_actions()) >= 3:
            yield hand.view(hand.to_act)
    raise AssertionError("no position found")


def _searches_made(monkeypatch) -> list[str]:
    from game.variants.belote_common import expert
    searched: list[str] = []
    monkeypatch.setattr(expert, "exact_outcome", lambda *a: searched.append("exact") or exact_outcome(*a))
    monkeypatch.setattr(expert, "card_outcome", lambda *a: searched.append("rollout") or card_outcome(*a))
    return searched


def test_from_six_cards_in_hand_every_world_is_solved_exactly_within_the_limit(monkeypatch):
    from game.variants.belote_bridgee import ai_expert
    view = _six_cards_view()
    searched = _searches_made(monkeypatch)
    monkeypatch.setattr(ai_expert, "SCREEN_KEEP", 0)  # no first rollout (its own test below)
    ai_expert.decide_play_expert(view, random.Random(1))
    assert searched and set(searched) == {"exact"}


def test_a_limit_too_small_for_the_fewest_exact_worlds_rolls_the_worlds_out(monkeypatch):
    from game.variants.belote_bridgee import ai_expert
    view = _six_cards_view()
    searched = _searches_made(monkeypatch)
    monkeypatch.setattr(ai_expert, "SCREEN_KEEP", 0)
    monkeypatch.setattr(ai_expert, "EXACT_LIMIT", 1)
    ai_expert.decide_play_expert(view, random.Random(1))
    first_rollout = searched.index("rollout")
    assert 0 < first_rollout and set(searched[first_rollout:]) == {"rollout"}


def test_a_search_stops_at_its_limit_and_the_world_it_was_in_is_left_out():
    from game.variants.belote_bridgee.ai_expert import Root, search_layouts
    from game.variants.belote_bridgee.ai_infer import infer
    from game.variants.belote_common.solver import WorkLimitReached
    sim = _random_sim(random.Random(9), 8)
    limited = Solver(limit=100)
    try:
        limited.value(sim)
        raise AssertionError("the search went past its limit")
    except WorkLimitReached:
        assert 100 < limited.nodes < 200
    view = _six_cards_view()
    root = Root(view)
    candidates = [a for a in view.legal if isinstance(a, type(view.hand[0]))]
    layouts, weights, _ = search_layouts(view, infer(view), len(candidates), random.Random(1))
    free, worlds = root.ranked_cards(candidates, layouts, exact=True, exact_tricks=4, nodes=10 ** 9, least=0)
    assert worlds == len(layouts)
    limited_stats, cut = root.ranked_cards(candidates, layouts, exact=True, exact_tricks=4, nodes=10 ** 9, least=0,
                                           limit=30_000)
    assert 0 < cut < worlds
    kept, _ = root.ranked_cards(candidates, layouts[:cut], exact=True, exact_tricks=4, nodes=10 ** 9, least=0)
    assert [(s.action, s.total) for s in limited_stats] == [(s.action, s.total) for s in kept]


def test_an_exact_search_that_must_give_up_stops_as_soon_as_that_is_sure(monkeypatch):
    """With fewer than ``least`` worlds searched, a world costing more than the limit's share of them would make
    the search give up once finished: it is given up there instead, and the work it would take beyond is saved."""
    from game.variants.belote_common import expert
    root, candidates, layouts = _six_cards_search()
    solvers: list[Solver] = []

    def recorded(limit: int) -> Solver:
        solvers.append(Solver(limit))
        return solvers[-1]
    monkeypatch.setattr(expert, "Solver", recorded)
    expert.WorldSearch(root, candidates, layouts[:1]).search(exact=True, exact_tricks=4, nodes=10 ** 9, least=1)
    first_world = solvers.pop().nodes
    search = expert.WorldSearch(root, candidates, layouts)
    assert search.search(exact=True, exact_tricks=4, nodes=10 ** 9, least=4, limit=2 * first_world) == 0
    assert solvers[0].nodes < first_world


def _six_cards_search(view=None):
    """The root, candidates and first eight layouts (unweighted) of the Expert's search at a six-card view."""
    from game.variants.belote_bridgee.ai_expert import Root, distinct_candidates, search_layouts
    from game.variants.belote_bridgee.ai_infer import infer
    view = view or _six_cards_view()
    root = Root(view)
    candidates = distinct_candidates(root, [a for a in view.legal if isinstance(a, type(view.hand[0]))])
    layouts, _, _ = search_layouts(view, infer(view), len(candidates), random.Random(1))
    return root, candidates, layouts[:8]


def _pruned_searches():
    """The first six-card search where a candidate is left behind after two worlds: searched in full, and pruned."""
    from game.variants.belote_common.expert import WorldSearch
    for view in _six_cards_views():
        root, candidates, layouts = _six_cards_search(view)
        pruned = WorldSearch(root, candidates, layouts)
        pruned.search(exact=True, exact_tricks=4, nodes=10 ** 9, least=0, prune_after=2)
        if len(pruned.alive) < len(candidates):
            full = WorldSearch(root, candidates, layouts)
            full.search(exact=True, exact_tricks=4, nodes=10 ** 9, least=0)
            return candidates, layouts, full, pruned
    raise AssertionError("no search left a candidate behind")


def test_a_candidate_beaten_in_every_world_is_left_behind_and_ranks_last():
    candidates, layouts, full, pruned = _pruned_searches()
    left = [i for i in range(len(candidates)) if i not in pruned.alive]
    for i in left:
        worlds = pruned.stats[i].worlds
        assert 2 <= worlds < len(layouts) and pruned.values[i] == full.values[i][:worlds]
        assert any(all(v < w for v, w in zip(pruned.values[i], full.values[j][:worlds], strict=True))
                   for j in pruned.alive)
    for i in pruned.alive:
        assert pruned.values[i] == full.values[i][:pruned.played]
    order = [s.action for s in pruned.ranked()]
    assert set(order[:len(pruned.alive)]) == {candidates[i] for i in pruned.alive}


def test_the_worlds_the_exact_search_finished_are_kept_when_the_rest_are_rolled_out(monkeypatch):
    from game.variants.belote_bridgee import ai_expert
    from game.variants.belote_common.expert import WorldSearch
    root, candidates, layouts = _six_cards_search()
    side = root.me & 1

    def solved(layout) -> tuple[dict, int]:
        solver = Solver()
        values = {c: exact_outcome(root.world(layout), cid(c), side, solver).value for c in candidates}
        return values, solver.nodes
    costs = [solved(layout)[1] for layout in layouts]
    cheapest, dearest = costs.index(min(costs)), costs.index(max(costs))
    layouts = [layouts[cheapest], layouts[dearest]] + [x for i, x in enumerate(layouts) if i not in (cheapest, dearest)]
    first, cost = solved(layouts[0])
    rest = WorldSearch(root, candidates, layouts[1:])
    rest.search(exact=False, exact_tricks=4, nodes=10 ** 9, least=0)
    rolled = {s.action: s.total for s in rest.ranked()}
    searched = _searches_made(monkeypatch)
    monkeypatch.setattr(ai_expert, "PRUNE_EXACT_AFTER", 0)
    monkeypatch.setattr(ai_expert, "SCREEN_KEEP", 0)
    # the first world fits the limit's share of the fewest worlds needed, the dearer second world does not
    monkeypatch.setattr(ai_expert, "EXACT_LIMIT", ai_expert.LONG_EXACT_WORLDS * cost)
    best, worlds = ai_expert.ranked_cards(root, candidates, layouts, None)
    assert searched[:len(candidates)] == ["exact"] * len(candidates)
    assert searched[-len(candidates) * (len(layouts) - 1):] == ["rollout"] * len(candidates) * (len(layouts) - 1)
    assert worlds == len(layouts)
    for s in best:
        assert s.worlds == worlds and s.total == pytest.approx(first[s.action] + rolled[s.action])


def test_with_many_candidates_a_first_rollout_keeps_the_best_ones_for_the_exact_search(monkeypatch):
    from game.variants.belote_bridgee import ai_expert
    from game.variants.belote_common import expert
    from game.variants.belote_common.expert import WorldSearch
    root, candidates, layouts = next(search for search in map(_six_cards_search, _six_cards_views())
                                     if len(search[1]) > ai_expert.SCREEN_KEEP)
    screen = WorldSearch(root, candidates, layouts)
    screen.search(exact=False, exact_tricks=4, nodes=ai_expert.SCREEN_NODES, least=ai_expert.SCREEN_WORLDS)
    kept = [s.action for s in screen.ranked()[:ai_expert.SCREEN_KEEP]]
    searched: list = []
    monkeypatch.setattr(expert, "exact_outcome", lambda sim, c, *a: searched.append(CARD_OF[c]) or
                        exact_outcome(sim, c, *a))
    best, _ = ai_expert.ranked_cards(root, candidates, layouts, None)
    assert set(searched) == set(kept)
    assert {s.action for s in best[:len(kept)]} == set(kept) and len(best) == len(candidates)


def test_the_search_tries_the_same_cards_and_leaves_the_position_as_it_found_it():
    """The search plays its cards itself (not by the simulator's play and undo, for speed): from the first,
    second, third and fourth card of a trick it finds the same values after trying the same number of cards
    (the Expert's work limits count them, so a change here changes its decisions), and leaves the position as
    it was."""
    rng = random.Random(16)
    pinned = [(227, 3784), (-7, 2879), (143, 474), (151, 2162)]
    for played, (value, nodes) in zip((9, 13, 14, 15), pinned, strict=True):
        sim = _random_sim(rng, played)
        before = (sim.hands[:], sim.trick[:], sim.points[:], sim.tricks_won[:], sim.n_tricks, sim.leader,
                  sim.to_act, sim.win_seat, sim.win_str)
        solver = Solver()
        assert (solver.value(sim), solver.nodes) == (value, nodes)
        assert (sim.hands, sim.trick, sim.points, sim.tricks_won, sim.n_tricks, sim.leader, sim.to_act,
                sim.win_seat, sim.win_str) == before


def test_the_last_card_of_the_seventh_trick_is_counted_as_a_plain_minimax_plays_it():
    """The search counts each last card of the seventh trick and the last trick after it without playing them: the
    same values as a plain minimax, capots and the declarers' first trick included."""
    rng = random.Random(27)
    for _ in range(60):
        sim = _random_sim(rng, 27)
        side = rng.randrange(2)
        assert solve_value(sim, side) == brute_force(sim, side)
