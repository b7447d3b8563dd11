"""The Contract Bridge computer players: legal, explained and repeatable decisions from the view only at
every skill (calls and cards, declarer, dummy and defenders), and a few hand-built endings with one
right card."""

from __future__ import annotations

import random

import pytest
from conftest import check_decision, play_out, positions_of, set_attributes
from reason_words import reason_problems

from game.ai.double_dummy import Solver
from game.ai.sampling import DealSampler, hidden_cards, rebuild_hand
from game.ai.voice import to_you
from game.engine import Seat, card, cards
from game.engine.cards import DECK_52
from game.variants import VARIANTS, computer_player
from game.variants.bridge import ai_expert, ai_infer, ai_play
from game.variants.bridge.ai import score_context

BRIDGE = VARIANTS["bridge"]
SKILLS = ("novice", "advanced", "expert")


@pytest.fixture(autouse=True)
def small_expert_budget(monkeypatch):
    """Keep the Expert quick in tests: fewer layouts and solver nodes (the logic is the same)."""
    set_attributes(monkeypatch, ai_expert, NODE_BUDGET=8000, LAYOUTS=8, MIN_LAYOUTS=3,
                   QUESTION_LAYOUTS=6)



@pytest.mark.parametrize("skill", ["novice", "advanced"])
def test_always_legal_and_explained(skill):
    player = computer_player("bridge", skill, 5)
    contracts = 0
    for deal in range(1, 41):
        hand = BRIDGE.new_hand(dealer=BRIDGE.dealer_for_number(deal), deal_number=deal)
        play_out(hand, {s: player for s in Seat}, check_decision)
        contracts += not hand.result().passed_out
    assert contracts >= 20


@pytest.mark.slow
def test_expert_always_legal_and_explained():
    expert = computer_player("bridge", "expert", 5)
    for deal in (3, 4):
        hand = BRIDGE.new_hand(dealer=BRIDGE.dealer_for_number(deal), deal_number=deal)
        play_out(hand, {s: expert for s in Seat}, check_decision)
        assert hand.done


def test_mixed_table_and_rubber_context():
    players = {Seat.N: computer_player("bridge", "expert", 1), Seat.S: computer_player("bridge", "novice", 1),
               Seat.E: computer_player("bridge", "advanced", 1), Seat.W: computer_player("bridge", "novice", 2)}
    context = {"vulnerable": {"NS": True, "EW": False}, "part_scores": {"NS": 60, "EW": 0}}
    hand = BRIDGE.new_hand(dealer=Seat.E, deal_number=77, context=context)
    assert score_context(hand.view(Seat.E)) == ({"NS": True, "EW": False}, {"NS": 60, "EW": 0})
    play_out(hand, players, check_decision)
    assert hand.result().vulnerable == {"NS": True, "EW": False}


def test_score_context_without_a_rubber():
    hand = BRIDGE.new_hand(dealer=Seat.N, deal_number=1)
    assert score_context(hand.view(Seat.N)) == ({"NS": False, "EW": False}, {"NS": 0, "EW": 0})


def test_unknown_skill_and_wrong_seat():
    with pytest.raises(ValueError):
        computer_player("bridge", "grandmaster", 1)
    hand = BRIDGE.new_hand(dealer=Seat.N, deal_number=1)
    with pytest.raises(ValueError):
        computer_player("bridge", "advanced", 1).decide(hand.view(Seat.E))


# -- repeatable, and from the view only -----------------------------------------------------------
def positions(deal: int, every: int = 5) -> list:
    """(hand, seat) at every ``every``-th decision of a deal played by Advanced players."""
    hand = BRIDGE.new_hand(dealer=BRIDGE.dealer_for_number(deal), deal_number=deal)
    return positions_of(hand, computer_player("bridge", "advanced", 9), every)


@pytest.mark.parametrize("skill", SKILLS)
def test_same_seed_same_decision(skill):
    for hand in positions(11, every=7):
        view = hand.view(hand.to_act)
        first = computer_player("bridge", skill, 4).decide(view)
        again = computer_player("bridge", skill, 4).decide(view)
        assert first == again


def other_world(hand, view, seed: int):
    """The same position where the cards the seat to act cannot see lie differently (same history)."""
    seats = ai_infer.hidden_seats(view)
    dummy_cards = set(view.public.dummy_cards)
    unknown = [c for c in hidden_cards(view, DECK_52) if c not in dummy_cards]
    voids = ai_infer.voids_shown(view)
    counts = {s: 13 - len(view.played_by(s)) for s in seats}
    sampler = DealSampler(unknown, counts, excluded={s: [c for c in unknown if c.suit in voids[s]] for s in seats})
    if sampler.total == 1:
        return None  # the play has shown where every card is
    rng = random.Random(seed)
    for _ in range(20):
        layout = sampler.draw(rng)
        if view.public.dummy is not None:
            layout[view.public.dummy] = list(view.public.dummy_cards)
        try:
            other = rebuild_hand(view, layout, BRIDGE)
        except Exception:  # a layout the public play rules out (a card followed that it could not have)
            continue
        if all(set(other.hands[s]) == set(hand.hands[s]) for s in seats):
            continue  # the same cards as the real hand: try again
        return other
    raise AssertionError("no other layout found")


@pytest.mark.parametrize("skill", SKILLS)
def test_no_peeking(skill):
    """The same view with other hidden hands gives the same decision: bidding, lead, declarer, dummy, defence."""
    kinds = set()
    for deal in (11, 12):
        for hand in positions(deal, every=4):
            view = hand.view(hand.to_act)
            other = other_world(hand, view, deal)
            if other is None:
                continue
            other_view = other.view(other.to_act)
            assert other_view == view
            hidden = ai_infer.hidden_seats(view)
            assert any(set(hand.hands[s]) != set(other.hands[s]) for s in hidden)
            player = computer_player("bridge", skill, 2)
            assert player.decide(view) == computer_player("bridge", skill, 2).decide(other_view)
            public = view.public
            if view.phase == "bidding":
                kinds.add("bidding")
            elif public.to_play == public.dummy:
                kinds.add("dummy")
            elif view.seat == public.declarer:
                kinds.add("declarer")
            else:
                kinds.add("defender")
    assert kinds == {"bidding", "dummy", "declarer", "defender"}


# -- the dummy -------------------------------------------------------------------------------------
@pytest.mark.parametrize("skill", SKILLS)
def test_declarer_plays_the_dummys_cards(skill):
    player = computer_player("bridge", skill, 3)
    hand = BRIDGE.new_hand(dealer=BRIDGE.dealer_for_number(12), deal_number=12)
    dummy_turns = 0
    while not hand.done:
        view = hand.view(hand.to_act)
        decision = player.decide(view)
        if view.phase == "play" and view.public.to_play == view.public.dummy:
            assert view.seat == view.public.declarer
            assert decision.action in view.public.dummy_cards
            assert decision.action not in view.hand
            dummy_turns += 1
        hand.apply(decision.action)
    assert dummy_turns >= 10


# -- hand-built endings ----------------------------------------------------------------------------
def ending(final: dict, contract: str, declarer: str, leader: str, trick: str = "", seed: int = 0,
           void: tuple[str, str] | None = None):
    """A real hand in which each seat holds ``final[seat]`` with ``leader`` on lead (then the cards of
    ``trick`` played). The other cards go in earlier tricks, built at random in which a player follows suit
    whenever it still holds the suit; ``void=("E", "S")``: East has shown out of spades in them."""
    final = {Seat.parse(s): cards(v) for s, v in final.items()}
    used = {c for v in final.values() for c in v}
    decl = Seat.parse(declarer)
    rng = random.Random(seed)
    for _ in range(5000):
        trump = None if contract.endswith("NT") else contract[-1]
        tricks = earlier_tricks(final, [c for c in DECK_52 if c not in used], decl.left, rng, void, trump)
        if tricks is None:
            continue
        deal = {s: [c for t in tricks for who, c in t if who == s] + final[s] for s in Seat}
        hand = BRIDGE.new_hand(dealer=decl, cards=deal)
        for action in [contract, "pass", "pass", "pass"] + [c for t in tricks for _, c in t]:
            hand.apply(action)
        if hand.to_play == Seat.parse(leader):
            for c in trick.split():
                hand.apply(card(c))
            return hand
    raise AssertionError("no way found to reach the ending")


def earlier_tricks(final: dict, pool: list, leader, rng, void, trump) -> list | None:
    voids = {s: {x for x in "SHDC" if not any(c.suit == x for c in final[s])} for s in Seat}
    barred = {s: set() for s in Seat}
    if void is not None:
        barred[Seat.parse(void[0])].add(void[1])
    tricks = []
    while pool:
        lead_choices = [c for c in pool if c.suit not in barred[leader]]
        if not lead_choices:
            return None
        first = rng.choice(lead_choices)
        trick = [(leader, first)]
        pool.remove(first)
        seat = leader.left
        for _ in range(3):
            follow = [c for c in pool if c.suit == first.suit and c.suit not in barred[seat]]
            if follow and not (first.suit in voids[seat] and rng.random() < 0.2) and first.suit not in barred[seat]:
                c = rng.choice(follow)
            else:
                if first.suit not in voids[seat]:
                    return None  # it would have to follow with a card of its final hand
                barred[seat].add(first.suit)
                others = [c for c in pool if c.suit not in barred[seat]]
                if not others:
                    return None
                c = rng.choice(others)
            trick.append((seat, c))
            pool.remove(c)
            seat = seat.left
        tricks.append(trick)
        leader = trick_winner(trick, trump)
    return tricks


def trick_winner(trick, trump) -> Seat:
    suit = trump if any(c.suit == trump for _, c in trick) else trick[0][1].suit
    return max((t for t in trick if t[1].suit == suit), key=lambda t: -t[1].index)[0]


@pytest.mark.parametrize("skill", ["advanced", "expert"])
def test_draws_the_last_trump_before_cashing_winners(skill):
    hand = ending({"S": "AH AS KS QS", "N": "3D 4D 5D 6D", "W": "2H 7C 8C 9C", "E": "JS TS 9S 8S"},
                  "4H", "S", "S")
    decision = computer_player("bridge", skill, 1).decide(hand.view(Seat.S))
    assert decision.action == card("AH"), decision


@pytest.mark.parametrize("skill", ["advanced", "expert"])
def test_finesses_the_queen_with_ace_queen_over_the_king(skill):
    """East has shown out of spades: the king is with West, who has played low."""
    hand = ending({"S": "2S 3D", "N": "AS QS", "W": "3S KS", "E": "4D 5D"}, "1NT", "S", "S", trick="2S 3S",
                  void=("E", "S"))
    view = hand.view(Seat.S)
    assert view.public.to_play == Seat.N
    decision = computer_player("bridge", skill, 1).decide(view)
    assert decision.action == card("QS"), decision
    if skill == "advanced":  # the rule of thumb's words (the Expert's search says why in its own)
        assert decision.reasons[0].startswith("I finesse the queen of spades: it wins if the king of spades")
        assert not reason_problems(decision.reasons[0]) and not reason_problems(to_you(decision.reasons[0]))


@pytest.mark.parametrize("skill", ["advanced", "expert"])
def test_takes_the_setting_trick_at_once(skill):
    """Defending 1NT, East's ace of clubs is the seventh trick for the defence: cash it before it is
    discarded on the declarer's winners."""
    hand = ending({"S": "AS KS", "N": "QS JS", "W": "2D 3D", "E": "AC 4S"}, "1NT", "S", "E", seed=3)
    hand.tricks_won.update({"NS": 5, "EW": 6})  # the earlier tricks as a defence that needs one more
    view = hand.view(Seat.E)
    decision = computer_player("bridge", skill, 1).decide(view)
    assert decision.action == card("AC"), decision


def test_expert_searches_the_opening_lead():
    """West's solid hearts beat 3NT at once when led: the Expert finds it by search, not the rules of thumb."""
    deal = {Seat.W: cards("AH KH QH JH TH 2S 3S 4S 2D 3D 4D 2C 3C"),
            Seat.N: cards("AS KS 5S 6S 9H 8H AD 5D 6D 4C 5C 6C 7C"),
            Seat.E: cards("7S 8S 9S TS 7H 6H 7D 8D 9D 8C 9C TC JC"),
            Seat.S: cards("QS JS 5H 4H 3H 2H KD QD JD TD AC KC QC")}
    hand = BRIDGE.new_hand(dealer=Seat.S, cards=deal)
    for call in ("3NT", "pass", "pass", "pass"):
        hand.apply(call)
    view = hand.view(Seat.W)
    assert hand.to_act == Seat.W and not view.tricks and not view.trick
    decision = computer_player("bridge", "expert", 1).decide(view)
    assert decision.action.suit == "H", decision
    assert decision.reasons[0].startswith("I look at the likely ways the hidden cards may lie"), decision
    asked = int(decision.details[0].split()[0])  # "3 likely layouts of the hidden cards, ..."
    assert ai_expert.LAYOUT_BATCH <= asked <= ai_expert.QUESTION_LAYOUTS, decision
    assert "the contract is defeated in" in decision.details[1]


def test_sampled_layouts_respect_voids_and_the_auction():
    hand = ending({"S": "AH AS KS QS", "N": "3D 4D 5D 6D", "W": "2H 7C 8C 9C", "E": "JS TS 9S 8S"},
                  "4H", "S", "S")
    view = hand.view(Seat.S)
    layouts = ai_infer.sample_layouts(view, 10, random.Random(1))
    voids = ai_infer.voids_shown(view)
    assert len(layouts.hands) == 10
    for layout in layouts.hands:
        assert set(layout) == {Seat.W, Seat.E}
        assert all(len(v) == 4 for v in layout.values())
        for seat, held in layout.items():
            assert not any(c.suit in voids[seat] for c in held)
        assert set(layout[Seat.W] + layout[Seat.E]) == set(cards("2H 7C 8C 9C JS TS 9S 8S"))


class CountingSolver(Solver):
    """The double-dummy solver, each one made kept in ``made`` so that its nodes can be counted against the
    budget it was given (``budget``)."""
    made: list = []

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.budget = self.max_nodes
        CountingSolver.made.append(self)


def nodes_per_decision(monkeypatch, deal_number: int) -> list[tuple[int, int, int]]:
    """A whole hand of four Experts: (cards in the hand of the player to move, the dummy's when the declarer plays
    from it; the decision's node budget; the nodes it spent) for every decision that searched."""
    monkeypatch.setattr(ai_expert, "Solver", CountingSolver)
    monkeypatch.setattr(CountingSolver, "made", [])
    expert = computer_player("bridge", "expert", 5)
    hand = BRIDGE.new_hand(dealer=BRIDGE.dealer_for_number(deal_number), deal_number=deal_number)
    spent = []
    while not hand.done:
        view = hand.view(hand.to_act)
        CountingSolver.made.clear()
        hand.apply(expert.decide(view).action)
        if CountingSolver.made:
            assert len(CountingSolver.made) == 1  # one solver, one table, one budget per decision
            solver = CountingSolver.made[0]
            spent.append((len(ai_play.Seen(view).cards), solver.budget, solver.nodes))
    return spent


def test_expert_work_per_decision_is_bounded_by_its_node_budget_for_each_mode(monkeypatch):
    """Every card of a whole hand of four Experts: one decision's solver nodes, all its layouts and
    questions together, never exceed its budget, and some decisions are hard enough to use all of it. The
    early cards, asked whether the contract makes in each layout, get QUESTION_BUDGET_PERCENT of NODE_BUDGET
    and one of them uses nearly all of it; none with at most EXACT_CARDS cards in hand (the exact counts) is
    given more than NODE_BUDGET."""
    spent = nodes_per_decision(monkeypatch, 4)
    assert len(spent) >= 20
    assert all(nodes <= budget + 1 for _, budget, nodes in spent)  # a search stops on the node past its limit
    assert max(nodes / budget for _, budget, nodes in spent) > 0.9
    early = [nodes for held, _, nodes in spent if held > ai_expert.EXACT_CARDS]
    late = [budget for held, budget, _ in spent if held <= ai_expert.EXACT_CARDS]
    assert early and late
    question_budget = ai_expert.NODE_BUDGET * ai_expert.QUESTION_BUDGET_PERCENT // 100
    assert 0.9 * question_budget < max(early) <= question_budget + 1
    assert max(late) == ai_expert.NODE_BUDGET


def test_expert_takes_the_overtrick_when_every_card_makes(monkeypatch):
    """Deal 900001, 6NT by South after a diamond lead: South's ace or queen of clubs over West's eight makes
    an overtrick double dummy, the ten does not (every card makes the slam). With every card tied on the
    contract, the Expert asks about the trick beyond and plays a card that gains it."""
    set_attributes(monkeypatch, ai_expert, NODE_BUDGET=40_000, QUESTION_LAYOUTS=10)
    hand = BRIDGE.new_hand(dealer=BRIDGE.dealer_for_number(900001), deal_number=900001)
    for action in "pass pass pass 2C pass 2NT pass 6NT pass pass pass".split():
        hand.apply(action)
    for c in "2D QD JD AD KC 2C 6C 7C 8C 3C".split():
        hand.apply(card(c))
    view = hand.view(hand.to_act)
    assert view.seat == Seat.S and set(view.legal) == set(cards("AC QC TC"))
    decision = computer_player("bridge", "expert", 1).decide(view)
    assert decision.action in cards("AC QC"), decision
    other = next(c for c in cards("AC QC") if c != decision.action)
    reasons = " ".join(decision.reasons)
    assert "more often takes an extra trick for my side" in reasons or f"The {other.name} does as well" in reasons


def view_after(deal_number: int, dealer: Seat, calls: str, played: str):
    """The view of the player to act once the numbered deal has had these calls and cards."""
    hand = BRIDGE.new_hand(dealer=dealer, deal_number=deal_number)
    for action in calls.split():
        hand.apply(action)
    for c in played.split():
        hand.apply(card(c))
    return hand.view(hand.to_act)


def test_expert_climbs_to_the_most_tricks_when_every_card_makes(monkeypatch):
    """Deal 900008, 3S by West: East leads the six of hearts at trick four. West's ace of hearts takes a trick
    more than the five double dummy; both make the contract in every layout, and asking only for one trick
    beyond the contract did not tell them apart (the five was played): the Expert climbs the ladder of tricks
    in each layout until it finds the card that takes the most. The budget lets every ladder be settled (at the
    game's 40,000 nodes some layouts stay open and the two cards come out level): the ladder is tested, not the
    budget."""
    set_attributes(monkeypatch, ai_expert, NODE_BUDGET=100_000, QUESTION_LAYOUTS=10)
    view = view_after(900008, Seat.W, "3S pass pass pass", "KD 2D 6D 7D 9D 5D JD 3S 4S 5S QS AS 6H")
    assert view.seat == Seat.W and set(view.legal) == set(cards("AH 5H"))
    decision = computer_player("bridge", "expert", 1).decide(view)
    assert decision.action == card("AH"), decision
    assert "more often takes an extra trick for my side" in " ".join(decision.reasons), decision


def test_expert_loses_the_fewest_tricks_when_no_card_makes(monkeypatch):
    """Deal 900018, 2NT doubled by South, trick five, the declarer to play from the dummy: the contract goes
    down whatever North leads, but a club gives the defence a trick fewer than the hearts, spades or diamonds
    double dummy. With every card tied on the contract, the Expert asks the most tricks each card takes
    (from the layout's value, found first) and leads a club."""
    set_attributes(monkeypatch, ai_expert, NODE_BUDGET=40_000, QUESTION_LAYOUTS=12)
    view = view_after(900018, Seat.S, "1C 1NT pass 2C 2NT double pass pass pass",
                      "7S 8S AS 3S 9S TS QS 2S TH 5H KH 6H 9D 7D KD AD")
    assert view.seat == Seat.S and view.public.to_play == Seat.N
    assert set(view.legal) == set(cards("3C 4C 5C 7H 8H 4S 5S 6D TD"))
    decision = computer_player("bridge", "expert", 1).decide(view)
    assert decision.action.suit == "C", decision


def test_a_card_not_yet_asked_up_to_the_layouts_best_stays_in_the_climb():
    """The ladder of one layout whose value is known (no card takes more than five of the tricks left): the
    ace of clubs is known to take five, the five of clubs only known to take three so far. The ace is the
    best there; the five may be as good, so it still counts as a maybe and stays in the climb (it used to be
    dropped as soon as the first card asked reached the layout's value, whatever the others could take)."""
    ace, five = card("AC"), card("5C")
    search = object.__new__(ai_expert.Search)
    search.tied = [ace, five]
    search.climbing = {ace, five}
    search.rungs = {0: [ai_expert.Rung(0, 3, 1 << 12, [ace], low=5, high=6),
                        ai_expert.Rung(0, 3, 1 << 3, [five], low=3, high=6)]}
    assert search.ladder_counts() == {ace: [1, 0], five: [0, 1]}
    search.drop_behind()
    assert search.climbing == {ace, five}
    search.rungs[0][1].high = 5  # the five is now known to take fewer: it drops behind
    search.drop_behind()
    assert search.climbing == {ace}


def test_an_open_question_counts_as_the_share_of_its_layout_that_reached_the_goal():
    """Question mode, three layouts. The ace of clubs makes in layout 0; in layout 1 its question is left
    open while every card answered there fails; in layout 2 nothing was answered. The two of clubs makes in
    layout 0, fails in layout 1 and is open in layout 2. The ace's open question of layout 1
    counts nothing (a half used to make a card whose questions are too hard to settle look better than one
    known to fail there); an open question where nothing was answered counts a half, and never more than a
    half (deal 900023, 6H by South: the seven of clubs at trick one, open in the three layouts where the king
    and the ace both make, must not tie with them)."""
    ace, two, king = card("AC"), card("2C"), card("KD")
    search = object.__new__(ai_expert.Search)
    search.exact = False
    Q = ai_expert.Question
    search.posed = [Q(0, 3, 1, [ace], True), Q(0, 3, 2, [two], True), Q(0, 2, 4, [king], False),
                    Q(1, 3, 1, [ace]), Q(1, 3, 2, [two], False), Q(1, 2, 4, [king], False),
                    Q(2, 3, 1, [ace]), Q(2, 3, 2, [two]), Q(2, 2, 4, [king])]
    search.tally = {ace: ai_expert.CardTally(layouts=3, goal=1, missed=0),
                    two: ai_expert.CardTally(layouts=3, goal=1, missed=1),
                    king: ai_expert.CardTally(layouts=3, goal=0, missed=2)}
    assert search.open_chances(ace) == 0.5  # layout 1: nothing; layout 2: a half
    assert search.worth(ace) == search.worth(two) == 1.5 / 3
    search.posed[1].reached = None  # the two of clubs open in layout 0, where 1 of 2 answered reached
    search.tally[two] = ai_expert.CardTally(layouts=3, goal=0, missed=1)
    assert search.open_chances(two) == 0.5 + 0.5
    search.posed[2].reached = True  # ... and where every answered card now reaches: still no more than a half
    assert search.open_chances(two) == 0.5 + 0.5


def test_the_contract_question_falls_silent_when_every_card_gets_the_same_answer():
    """Question mode: once every weighed card has had the same answer in each of SILENT_LAYOUTS layouts (all
    make there, or all fail), the contract question is asked of no more layouts, so that the nodes left tell the
    cards apart by their tricks (deal 900070, 3NT by South at trick three: every card made in all twelve layouts,
    which took the whole budget, and the natural king of diamonds, two tricks fewer double dummy, was played). A
    layout where two cards differ, a question still open, too few layouts or questions that cost less than
    1/SILENT_SPENT of the budget keep it asking."""
    ace, two = card("AC"), card("2C")
    search = object.__new__(ai_expert.Search)
    search.tally = {ace: ai_expert.CardTally(), two: ai_expert.CardTally()}
    search.budget = 9000
    search.solver = Solver()
    search.solver.nodes = search.budget // ai_expert.SILENT_SPENT
    Q = ai_expert.Question
    layouts = ai_expert.SILENT_LAYOUTS
    questions = [Q(i, 3, bit, [c], i % 2 == 0) for i in range(layouts) for bit, c in ((1 << 12, ace), (1, two))]
    assert search.goal_silent(questions)
    search.solver.nodes -= 1
    assert not search.goal_silent(questions)
    search.solver.nodes += 1
    assert not search.goal_silent(questions[:-2])  # one layout fewer
    questions[-1].reached = None
    assert not search.goal_silent(questions)
    questions[-1].reached = not questions[-2].reached
    assert not search.goal_silent(questions)
    questions[-1].reached = questions[-2].reached
    questions.append(Q(0, 2, 1, [card("2D")], None))  # a card not weighed (left out of the tally) is not waited for
    assert search.goal_silent(questions)


def test_expert_plays_a_card_the_ladder_proved_takes_more_when_no_layout_is_settled(monkeypatch):
    """Deal 900070, 3NT by South at trick three, the declarer to lead: every card makes in every layout asked,
    and the diamonds take two tricks fewer than the spades or clubs double dummy. At the game's budget no
    layout's most tricks can be settled, but the ladder proves the spades and the ace of clubs take more
    tricks than the diamonds in several layouts; those proven tricks tell the cards apart (the natural king of
    diamonds was played when they did not)."""
    set_attributes(monkeypatch, ai_expert, NODE_BUDGET=40_000, QUESTION_LAYOUTS=12)
    view = view_after(900070, Seat.W, "2D pass pass double pass 3H pass 3NT pass pass pass",
                      "JD TD 3D AD QH TH 7H 8H")
    assert view.seat == Seat.S and card("KD") in view.legal
    decision = computer_player("bridge", "expert", 1).decide(view)
    assert decision.action.suit != "D", decision


def test_proven_tricks_sum_the_lowest_count_known_in_each_layout():
    ace, five = card("AC"), card("5C")
    search = object.__new__(ai_expert.Search)
    search.rungs = {0: [ai_expert.Rung(0, 3, 1 << 12, [ace], low=5, high=9),
                        ai_expert.Rung(0, 3, 1 << 3, [five], low=3, high=9)],
                    1: [ai_expert.Rung(1, 3, 1 << 12, [ace], low=4, high=9),
                        ai_expert.Rung(1, 3, 1 << 3, [five], low=4, high=9)]}
    assert search.proven_tricks(ace) == 9 and search.proven_tricks(five) == 7


def test_expert_loses_the_fewest_tricks_when_the_contract_goes_down_two(monkeypatch):
    """Deal 900034, 2D by East at trick three, East on lead: every card goes down in every layout, and the king or
    two of hearts or a club takes four tricks double dummy, a trick more than the spades and diamonds. The ladder
    of tricks starts each layout at the count its value search proved some card takes, not one below the goal
    (asked from there down, no layout was settled at the game's budget and the natural eight of diamonds was
    played)."""
    set_attributes(monkeypatch, ai_expert, NODE_BUDGET=40_000, QUESTION_LAYOUTS=12)
    view = view_after(900034, Seat.S, "pass pass pass 1H pass 1S pass 2D pass pass pass", "QC 8C 6C AC TC 4C KC 5C")
    assert view.seat == Seat.E and view.public.declarer == Seat.E
    decision = computer_player("bridge", "expert", 1).decide(view)
    assert decision.action in cards("KH 2H 2C 3C 7C"), decision


def test_the_ladder_starts_at_the_most_tricks_a_card_is_known_to_take_in_the_layout():
    """A layout where no card reaches the goal of six tricks, and its value search (cut short by the nodes) has
    shown that some card takes three: the ladder asks the first card for three tricks, not for five (stepping
    down one trick at a time from the goal is a slow proof of failure per step when the contract goes down
    two or three, deal 900034, 2D by East at trick three: no layout was settled and the natural eight of
    diamonds lost a trick). Where the goal of four is reached and some card is known to take six, the cards
    are asked for six, not five (deal 900076, 1NT at trick four)."""
    ace, five = card("AC"), card("5C")
    search = object.__new__(ai_expert.Search)
    search.climbing = {ace, five}
    missed = [ai_expert.Rung(0, 3, 1 << 12, [ace], low=-1, high=6),
              ai_expert.Rung(0, 3, 1 << 3, [five], low=-1, high=6)]
    assert search.next_rung(missed, set(), False, 3) == (missed[0], 3)
    assert search.next_rung(missed, set(), False, -1) == (missed[0], 5)  # no floor known: down from the goal
    made = [ai_expert.Rung(0, 3, 1 << 12, [ace], low=4, high=11),
            ai_expert.Rung(0, 3, 1 << 3, [five], low=4, high=11)]
    assert search.next_rung(made, set(), False, 6) == (made[0], 6)
    made[0].low = 6
    assert search.next_rung(made, set(), False, 6) == (made[0], 7)
    assert search.next_rung(made, {id(made[0])}, False, 6) == (made[1], 6)
