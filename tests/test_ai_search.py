"""Sampling of hidden hands, inference, the compact simulator, the Expert's search, the arena."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from conftest import replayed_on, set_attributes

from game.ai.arena import Contestant, duplicate_match, play_deals, seat_players
from game.ai.player import ComputerPlayer, Decision, view_key
from game.ai.sampling import DealSampler, Infeasible, hidden_cards, original_hands, rebuild_hand, weighted_layouts
from game.ai.search import ActionStats, Outcome, alphabeta, ranked, solve_moves
from game.engine import DECK_32, PASS, Card, Declaration, Seat, card, cards
from game.engine.actions import Bid
from game.variants import VARIANTS
from game.variants.belote_bridgee.ai_expert import (
    BeloteSim,
    Root,
    cards_of,
    cid,
    decide_play_expert,
    distinct_moves,
    policy,
)
from game.variants.belote_bridgee.ai_infer import infer, layout_weight

BRIDGEE = VARIANTS["belote_bridgee"]
OTHERS = (Seat.E, Seat.N, Seat.W)


# -- helpers ---------------------------------------------------------------------------------------
def auction(hand, rng: random.Random) -> None:
    """A short random auction that ends in a contract most of the time."""
    while hand.phase == "bidding":
        legal = hand.legal_actions()
        bids = [a for a in legal if isinstance(a, Bid)][:8]
        roll = rng.random()
        if hand.last_bid is None and roll < 0.6:
            action = rng.choice(bids)
        elif roll < 0.1 and bids:
            action = rng.choice(bids)
        elif roll < 0.2 and len(legal) > 1 and not isinstance(legal[-1], Bid):
            action = legal[-1]  # double or redouble
        else:
            action = PASS
        hand.apply(action)


def random_position(deal: int, rng: random.Random, cards_played: int, announces: bool = True):
    """Deal ``deal`` after a random auction and ``cards_played`` random cards (None if passed out)."""
    opts = BRIDGEE.default_options().replace(announces=announces)
    hand = BRIDGEE.new_hand(opts, dealer=Seat(deal % 4), deal_number=deal)
    auction(hand, rng)
    if hand.done:
        return None
    played = 0
    while hand.phase == "play" and played < cards_played:
        legal = hand.legal_actions()
        action = rng.choice(legal)
        hand.apply(action)
        played += isinstance(action, Card)
    return hand if hand.phase == "play" else None


def true_layout(hand, seat: Seat) -> dict:
    return {s: list(hand.hands[s]) for s in Seat if s != seat}


# -- sampling --------------------------------------------------------------------------------------
def test_sampler_respects_counts_voids_and_known_cards():
    unknown = list(DECK_32[:24])
    spades = [c for c in unknown if c.suit == "S"]
    hearts = [c for c in unknown if c.suit == "H"]
    sampler = DealSampler(unknown, {Seat.E: 8, Seat.N: 8, Seat.W: 8},
                          known={Seat.E: cards("AS KH")},
                          excluded={Seat.W: spades, Seat.N: hearts + [card("QD")]})
    rng = random.Random(4)
    seen_qd = Counter()
    for _ in range(400):
        layout = sampler.draw(rng)
        assert sorted(len(v) for v in layout.values()) == [8, 8, 8]
        assert Counter(c for v in layout.values() for c in v) == Counter(unknown)
        assert card("AS") in layout[Seat.E] and card("KH") in layout[Seat.E]
        assert not any(c.suit == "S" for c in layout[Seat.W])
        assert not any(c.suit == "H" or c == card("QD") for c in layout[Seat.N])
        seen_qd[next(s for s, v in layout.items() if card("QD") in v)] += 1
    assert set(seen_qd) == {Seat.E, Seat.W}


def test_sampler_is_uniform_over_consistent_layouts():
    sampler = DealSampler(cards("AS KS QS JS AH KH"), {Seat.E: 2, Seat.N: 2, Seat.W: 2},
                          excluded={Seat.W: cards("AS KS QS JS")})
    assert sampler.total == 6 == len(sampler.all_layouts())
    rng = random.Random(9)
    counts = Counter(tuple(sorted(c.text for c in sampler.draw(rng)[Seat.E])) for _ in range(6000))
    assert len(counts) == 6
    assert all(850 < n < 1150 for n in counts.values()), counts


def test_sampler_is_deterministic_and_handles_duplicate_cards():
    unknown = cards("AS AS KS KS TH TH 9D 9D JC")
    first = DealSampler(unknown, {"E": 3, "N": 3, "W": 3}, excluded={"W": cards("AS")})
    again = DealSampler(unknown, {"E": 3, "N": 3, "W": 3}, excluded={"W": cards("AS")})
    a = [first.draw(random.Random(5)) for _ in range(3)]
    b = [again.draw(random.Random(5)) for _ in range(3)]
    assert a == b
    for layout in (first.draw(random.Random(n)) for n in range(50)):
        assert Counter(c for v in layout.values() for c in v) == Counter(unknown)
        assert card("AS") not in layout["W"]


def test_sampler_reports_contradictions():
    with pytest.raises(Infeasible):
        DealSampler(cards("AS KS"), {Seat.E: 1, Seat.W: 1}, excluded={Seat.E: cards("AS KS")},
                    known={Seat.W: cards("AS")})
    with pytest.raises(Infeasible):
        DealSampler(cards("AS KS"), {Seat.E: 1, Seat.W: 2})


def test_weighted_layouts_drop_ruled_out_layouts_and_enumerate_small_cases():
    sampler = DealSampler(DECK_32[:12], {Seat.E: 4, Seat.N: 4, Seat.W: 4})
    ace = DECK_32[0]

    def weight(layout):
        return 0.0 if ace in layout[Seat.W] else (3.0 if ace in layout[Seat.E] else 1.0)

    chosen = weighted_layouts(sampler, 40, random.Random(2), weight)
    assert len(chosen) == 40
    assert not any(ace in lay[Seat.W] for lay in chosen)
    assert sum(ace in lay[Seat.E] for lay in chosen) > 20  # weighted three to one against North
    small = DealSampler(cards("AS KS QS"), {Seat.E: 1, Seat.N: 1, Seat.W: 1})
    every = weighted_layouts(small, 10, random.Random(1), enumerate_below=10)
    assert len(every) == 6 and len({tuple(tuple(v) for v in lay.values()) for lay in every}) == 6


def test_rebuild_hand_gives_back_the_position():
    rng = random.Random(11)
    for deal in range(1, 30):
        hand = random_position(deal, rng, cards_played=rng.randrange(1, 30))
        if hand is None:
            continue
        seat = hand.to_act
        view = hand.view(seat)
        assert sorted(hidden_cards(view, DECK_32), key=str) == sorted(
            (c for s in OTHERS_OF(seat) for c in hand.hands[s]), key=str)
        layout = true_layout(hand, seat)
        rebuilt = rebuild_hand(view, layout)
        assert rebuilt.view(seat) == view
        dealt = original_hands(view, layout)
        assert all(Counter(dealt[s]) == Counter(hand.initial_cards[s]) for s in Seat)


def OTHERS_OF(seat):  # noqa: N802 - reads like a constant at the call site
    return [s for s in Seat if s != seat]


# -- inference -------------------------------------------------------------------------------------
INFER_CARDS = {
    "S": "AS 7D JH 9H KH QH JD TD",
    "E": "AD KD QD 9D 8D AC KC QC",
    "N": "TH 8H AH 8S 7S 9C 8C 7C",
    "W": "7H KS QS JS TS 9S JC TC",
}
# S leads the ace of spades: East (no spades, no trumps) discards. S leads a diamond: East wins it with
# the ace, North trumps with the ten and West, out of diamonds, cannot overtrump and discards. North leads
# the eight of trumps: West must follow with the seven (nothing higher), South plays the queen (Belot),
# East discards again.
INFER_PLAY = "80H pass pass pass AS 8D 7S 9S 7D AD TH JC 8H 7H QH 9D".split()


def test_inference_finds_voids_trump_limits_and_belot():
    hand = BRIDGEE.new_hand(BRIDGEE.default_options().replace(announces=False), dealer=Seat.W, cards=INFER_CARDS)
    for action in INFER_PLAY:
        hand.apply(action)
    view = hand.view(Seat.N)
    inf = infer(view)
    assert inf.voids[Seat.E] == {"S", "H"}
    assert inf.trump_ceiling[Seat.E] == -1
    assert inf.voids[Seat.W] == {"D"}
    assert inf.trump_ceiling[Seat.W] == 2  # nothing above the eight of trumps
    assert card("KH") in inf.known[Seat.S]
    assert Seat.S not in inf.voids
    assert "East has no spades" in inf.facts and "West has no diamonds" in inf.facts
    sampler, strength = inf.best_sampler()
    assert strength == 0
    rng = random.Random(3)
    for _ in range(200):
        layout = sampler.draw(rng)
        assert not any(c.suit in "SH" for c in layout[Seat.E])
        assert not any(c.suit in "DH" for c in layout[Seat.W])
        assert card("KH") in layout[Seat.S]
        assert len(layout[Seat.S]) == len(layout[Seat.E]) == len(layout[Seat.W]) == 5


def test_inference_ceiling_from_a_failed_overtrump():
    hand = BRIDGEE.new_hand(BRIDGEE.default_options().replace(announces=False), dealer=Seat.W, cards=INFER_CARDS)
    for action in INFER_PLAY[:12]:  # up to West's discard on North's ten of trumps
        hand.apply(action)
    inf = infer(hand.view(Seat.S))
    assert inf.trump_ceiling[Seat.W] == 5  # the ten: no jack, nine or ace of trumps
    assert {card("AH"), card("9H")} & inf.excluded[Seat.W] == {card("AH")}  # the nine is South's own
    assert "West has no trump higher than the ten" in inf.facts


def test_declared_announces_rule_out_layouts_without_them():
    hand = BRIDGEE.new_hand(BRIDGEE.default_options(), dealer=Seat.W, cards=INFER_CARDS)
    for action in ["80H", "pass", "pass", "pass", "announce:third", "AS", "announce:third"]:
        hand.apply(action)
    view = hand.view(Seat.N)
    inf = infer(view)
    assert inf.pending == {Seat.S: ("third",), Seat.E: ("third",)}
    weight = layout_weight(view, inf)
    truth = true_layout(hand, Seat.N)
    assert weight(truth) > 0
    broken = {Seat.S: truth[Seat.S], Seat.E: truth[Seat.W], Seat.W: truth[Seat.E]}
    assert weight(broken) == 0  # East would hold a fifth and no third


# -- the compact simulator against the rules -------------------------------------------------------
def test_simulator_agrees_with_the_rules_on_random_hands():
    rng = random.Random(21)
    checked = positions = 0
    for deal in range(1, 400):
        hand = random_position(deal, rng, cards_played=rng.randrange(0, 31), announces=deal % 3 != 0)
        if hand is None:
            continue
        seat = hand.to_act
        legal = hand.legal_actions()
        if any(isinstance(a, Declaration) for a in legal):
            continue
        sim = Root(hand.view(seat)).world(true_layout(hand, seat))
        while hand.phase == "play":
            legal = hand.legal_actions()
            if any(isinstance(a, Declaration) for a in legal):
                hand.apply(legal[0])  # the simulator assumes every announce is made
                continue
            assert sim.to_act == int(hand.to_act)
            assert cards_of(sim.legal()) == sorted(legal, key=cid)
            assert sim.points == [hand.points["NS"], hand.points["EW"]]
            positions += 1
            choice = rng.choice(legal)
            tricks_before = len(hand.tricks)
            hand.apply(choice)
            sim.play(cid(choice))
            if len(hand.tricks) > tricks_before:
                assert sim.leader == int(hand.tricks[-1][2])
        result = hand.result()
        assert sim.scores() == (result.points["NS"], result.points["EW"])
        assert sim.made() == result.made
        assert (sim.value(sim.decl_side) > 0) == result.made
        checked += 1
    assert checked > 250 and positions > 2000


def test_simulator_undo_restores_the_position():
    rng = random.Random(5)
    hand = random_position(17, rng, cards_played=3) or random_position(18, rng, cards_played=3)
    sim = Root(hand.view(hand.to_act)).world(true_layout(hand, hand.to_act))
    before = (sim.hands[:], sim.trick[:], sim.points[:], sim.tricks_won[:], sim.to_act, sim.win_seat, sim.n_tricks)
    for _ in range(11):
        sim.play(policy(sim))
    for _ in range(11):
        sim.undo()
    assert (sim.hands, sim.trick, sim.points, sim.tricks_won, sim.to_act, sim.win_seat, sim.n_tricks) == before


def brute_force(sim: BeloteSim, side: int) -> int:
    """Minimax over every legal card (no pruning, no merged cards)."""
    if sim.is_over():
        return sim.value(side)
    values = []
    legal = sim.legal()
    for c in range(32):
        if legal >> c & 1:
            sim.play(c)
            values.append(brute_force(sim, side))
            sim.undo()
    return max(values) if sim.to_act & 1 == side else min(values)


def real_endings(deals: int, fewest_played: int):
    """Simulators of real 32 Card Bridge positions late in the play (``fewest_played`` cards played, or
    up to two more), each with the side to move: the true layout, no declaration pending."""
    rng = random.Random(8)
    for deal in range(1, deals):
        hand = random_position(deal, rng, cards_played=fewest_played + rng.randrange(0, 3))
        if hand is None or any(isinstance(a, Declaration) for a in hand.legal_actions()):
            continue
        sim = Root(hand.view(hand.to_act)).world(true_layout(hand, hand.to_act))
        yield sim, sim.to_act & 1


def test_alphabeta_with_merged_cards_matches_plain_minimax():
    compared = 0
    for sim, side in real_endings(60, 24):
        sim.root_side = side
        assert alphabeta(sim) == brute_force(sim, side)
        moves = sim.moves()
        assert solve_moves(sim, moves) == [_after(sim, m, side) for m in moves]
        compared += 1
    assert compared > 20


def _after(sim: BeloteSim, move: int, side: int) -> int:
    sim.play(move)
    value = brute_force(sim, side)
    sim.undo()
    return value


def test_equal_small_cards_are_merged_only_when_nothing_lies_between():
    sim = BeloteSim([0, 0, 0, 0], trump=1, to_act=0, decl_side=0, amount=80)
    nine, eight, seven = cid(card("9S")), cid(card("8S")), cid(card("7S"))
    sim.hands = [1 << nine | 1 << eight | 1 << seven, 0, 0, 0]
    assert cards_of(distinct_moves(sim, sim.hands[0])) == [card("9S")]
    sim.hands[1] = 1 << cid(card("8S"))  # East holds the eight: the nine and the seven differ
    sim.hands[0] &= ~(1 << eight)
    assert cards_of(distinct_moves(sim, sim.hands[0])) == [card("9S"), card("7S")]


def test_action_statistics_and_ranking():
    stats = [ActionStats("a"), ActionStats("b")]
    for world in (1, 2, 3):
        stats[0].add(Outcome(world, True))
        stats[1].add(Outcome(2, False))
    assert [s.action for s in ranked(stats)] == ["a", "b"]  # equal means: more goals first
    assert [s.action for s in ranked(stats[::-1])] == ["a", "b"]
    assert stats[0].mean == 2 and stats[0].goals == 3 and stats[1].goals == 0
    single = ActionStats("x")
    single.add(Outcome(5, True, True))
    assert single.tricks == 1 and single.spread == 0.0


# -- the Expert --------------------------------------------------------------------------------------
def expert_positions(count: int, seed: int = 3):
    rng = random.Random(seed)
    out = []
    deal = 100
    while len(out) < count:
        deal += 1
        hand = random_position(deal, rng, cards_played=rng.randrange(0, 28))
        if hand is None:
            continue
        legal = hand.legal_actions()
        if any(isinstance(a, Declaration) for a in legal) or len(legal) < 2:
            continue
        out.append(hand)
    return out


@pytest.fixture
def small_searches(monkeypatch):
    """The Expert with smaller searches: legality, repeatability and not peeking do not depend on their size, and
    the corpus and the reasons' walk play it at full strength."""
    from game.variants.belote_bridgee import ai_expert
    set_attributes(monkeypatch, ai_expert, ROLLOUT_BUDGET=40, MIN_WORLDS=4, MAX_WORLDS=6, NODE_BUDGET=8000,
                   EXACT_NODES=8000, EXACT_LIMIT=12_000, EXACT_TRICKS=2)


@pytest.mark.usefixtures("small_searches")
def test_expert_decisions_are_legal_and_deterministic():
    for hand in expert_positions(6):
        view = hand.view(hand.to_act)
        first = decide_play_expert(view, random.Random(7))
        again = decide_play_expert(view, random.Random(7))
        assert first.action in view.legal
        assert first == again
        assert first.reasons and first.action.name in first.reasons[0]


@pytest.mark.usefixtures("small_searches")
def test_expert_does_not_peek_at_hidden_cards():
    changed = 0
    for hand in expert_positions(8, seed=12):
        seat = hand.to_act
        view = hand.view(seat)
        other = _swapped_world(hand, seat)
        if other is None:
            continue
        assert other.view(seat) == view and view_key(other.view(seat)) == view_key(view)
        assert true_layout(other, seat) != true_layout(hand, seat)
        assert decide_play_expert(other.view(seat), random.Random(3)) == decide_play_expert(view, random.Random(3))
        changed += 1
    assert changed >= 4


def _swapped_world(hand, seat: Seat):
    """The same position for ``seat`` with two hidden cards of one suit exchanged between two other seats,
    if the rules allow the same history with them."""
    a, b = [s for s in Seat if s != seat][:2]
    for x in hand.hands[a]:
        for y in hand.hands[b]:
            if x.suit != y.suit or x == y:
                continue
            dealt = {s: list(hand.initial_cards[s]) for s in Seat}
            dealt[a] = [y if c == x else c for c in dealt[a]]
            dealt[b] = [x if c == y else c for c in dealt[b]]
            other = replayed_on(hand, BRIDGEE, dealt)
            if other is not None and other.view(seat) == hand.view(seat):
                return other
    return None


# A hand played to its seventh trick (found by a random search, written down here): North leads the
# trick with the ace of spades after East's seven, West follows with the eight, and South, out of spades,
# holds the jack of trumps and the ten of diamonds. The ten on partner's ace keeps the jack, which must win
# the last trick: the contract makes in every layout. Trumping takes the trick but then the ten can be
# trumped by East and the contract fails.
ENDGAME_CARDS = {"N": "AS 7C 8D TC TH 9D JC JS", "E": "7S 9H KC AC QH TS 9S 7H",
                 "S": "JH TD 8H QC JD 9C QD AH", "W": "8S AD 7D KS KH KD 8C QS"}
ENDGAME_PLAY = ("80H pass pass pass 8H QH TH KH 9D KD QD 9S 7D JD 7H 8D AC TC 8C 9C TS JS KS AH QC KC JC QS "
                "7S AS 8S").split()


def test_expert_finds_the_winning_endgame_play():
    hand = BRIDGEE.new_hand(BRIDGEE.default_options().replace(announces=False), dealer=Seat.W,
                            cards=ENDGAME_CARDS)
    for action in ENDGAME_PLAY:
        hand.apply(action)
    view = hand.view(Seat.S)
    assert set(view.legal) == {card("JH"), card("TD")}
    decision = decide_play_expert(view, random.Random(1))
    assert decision.action == card("TD")
    assert "contract makes" in decision.reasons[0]
    hand.apply(decision.action)
    while not hand.done:
        hand.apply(hand.legal_actions()[0])
    assert hand.result().made


@pytest.mark.slow
def test_expert_solves_the_last_cards_exactly(monkeypatch):
    """With ROOT_EXACT_CARDS cards in hand the Expert plays each world out exactly, the rest of the trick on
    the table included: shown the one true layout as its only world, it plays a card that is best with every
    card known."""
    from game.variants.belote_bridgee import ai_expert
    from game.variants.belote_common.solver import solve_value
    cards = ai_expert.ROOT_EXACT_CARDS
    rng = random.Random(7)
    checked = 0
    for deal in range(1, 400):
        hand = random_position(deal, rng, cards_played=32 - 4 * cards + deal % 4, announces=False)
        if hand is None or len(hand.hands[hand.to_act]) != cards or len(hand.legal_actions()) < 3:
            continue
        seat = hand.to_act
        view = hand.view(seat)
        layout = true_layout(hand, seat)
        monkeypatch.setattr(ai_expert, "weighted_layouts", lambda *args, layout=layout, **kwargs: [layout])
        decision = decide_play_expert(view, random.Random(1))
        side = int(seat) & 1
        values = {}
        for c in hand.legal_actions():
            sim = Root(view).world(layout)
            sim.play(cid(c))
            values[c] = solve_value(sim, side)
        assert values[decision.action] == max(values.values()), deal
        checked += 1
        if checked == 25:
            break
    assert checked == 25


def test_expert_always_announces_first():
    hand = BRIDGEE.new_hand(BRIDGEE.default_options(), dealer=Seat.W, cards=INFER_CARDS)
    for action in ["80H", "pass", "pass", "pass"]:
        hand.apply(action)
    view = hand.view(Seat.S)
    decision = decide_play_expert(view, random.Random(1))
    assert isinstance(decision.action, Declaration) and decision.action in view.legal


def test_rollout_policy_plays_legal_cards_to_the_end():
    for hand in expert_positions(5, seed=30):
        sim = Root(hand.view(hand.to_act)).world(true_layout(hand, hand.to_act))
        while not sim.is_over():
            c = policy(sim)
            assert sim.legal() >> c & 1
            sim.play(c)
        assert sum(sim.tricks_won) == 8
        assert sim.scores()[0] + sim.scores()[1] > 0


# -- the arena ---------------------------------------------------------------------------------------
class FirstCard(ComputerPlayer):
    """The first to bid opens with the lowest bid, everybody else passes; then the first legal card."""

    skill = "test-first"

    def decide(self, view):
        if view.phase == "bidding":
            action = view.legal[1] if view.public.last_bid is None and view.seat == view.dealer.right else PASS
            return Decision(action, ["test"])
        return Decision(view.legal[0], ["test"])


class LastCard(FirstCard):
    skill = "test-last"

    def decide(self, view):
        if view.phase == "bidding":
            return super().decide(view)
        plays = [a for a in view.legal if isinstance(a, Card)]
        return Decision(plays[-1], ["test"])


def make_first():
    return FirstCard(1)


def make_last():
    return LastCard(1)


def test_duplicate_match_swaps_the_seats_and_is_antisymmetric():
    a, b = Contestant("first", make_first), Contestant("last", make_last)
    forward = duplicate_match("belote_bridgee", a, b, range(1, 7))
    backward = duplicate_match("belote_bridgee", b, a, range(1, 7))
    assert forward.n == 6 and [d.deal for d in forward.deals] == list(range(1, 7))
    assert forward.mean == pytest.approx(-backward.mean)
    for deal in forward.deals:
        assert deal.a_ns.deal == deal.a_ew.deal == deal.deal
        assert deal.difference == ((deal.a_ns.points["NS"] - deal.a_ns.points["EW"])
                                   + (deal.a_ew.points["EW"] - deal.a_ew.points["NS"])) / 2
    low, high = forward.interval
    assert low <= forward.mean <= high
    assert "first vs last" in forward.summary()


def test_duplicate_match_in_two_processes_gives_the_same_result():
    a, b = Contestant("first", make_first), Contestant("last", make_last)
    one = duplicate_match("belote_bridgee", a, b, range(10, 14))
    two = duplicate_match("belote_bridgee", a, b, range(10, 14), processes=2)
    assert [d.difference for d in one.deals] == [d.difference for d in two.deals]


def test_play_deals_reports_each_hand():
    players = seat_players(FirstCard(1), LastCard(1))
    outcomes = play_deals(BRIDGEE, players, [3, 4])
    assert [o.deal for o in outcomes] == [3, 4]
    assert all(o.decisions >= 4 and set(o.points) == {"NS", "EW"} for o in outcomes)


DETERMINISM_SCRIPT = """
import random, sys
sys.path.insert(0, {root!r})
sys.path.insert(0, {tests!r})
from test_ai_search import expert_positions
from game.variants.belote_bridgee.ai_expert import decide_play_expert
for hand in expert_positions(3, seed=40):
    print(decide_play_expert(hand.view(hand.to_act), random.Random(5)).action)
"""


def test_expert_decisions_are_the_same_in_another_process():
    import os
    import subprocess
    import sys
    from pathlib import Path

    here = Path(__file__).resolve().parent
    script = DETERMINISM_SCRIPT.format(root=str(here.parent), tests=str(here))
    env = dict(os.environ, PYTHONHASHSEED="12345")
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    mine = [str(decide_play_expert(h.view(h.to_act), random.Random(5)).action) for h in expert_positions(3, seed=40)]
    assert out.stdout.split() == mine
