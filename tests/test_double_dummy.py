"""The double-dummy solver agrees with a plain minimax on hundreds of small endings (mid-trick too, with
and without trumps) and knows the answers of a few classic layouts."""

import random
import sys

import pytest

from game.ai.double_dummy import (
    CODES_AT,
    LENGTHS_AT,
    ROOMY_SLOTS,
    OutOfBudget,
    Solver,
    _roomy_frame_caller,
    _suit_layout,
    best_card_bounds,
    best_cards,
    can_make,
    solve,
    solve_bounds,
    trump_index,
)
from game.engine.cards import DECK_52, cards
from game.engine.seats import Seat

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W


# --- a plain minimax over Card objects, no pruning, no tricks ------------------------------------


def trick_winner(trick, trump):
    best_seat, best = trick[0]
    for seat, c in trick[1:]:
        if (c.suit == best.suit and c.index < best.index) or (c.suit == trump and best.suit != trump):
            best_seat, best = seat, c
    return best_seat


def legal_cards(hand, trick):
    if trick:
        following = [c for c in hand if c.suit == trick[0][1].suit]
        if following:
            return following
    return list(hand)


_AT_TRICK_START: dict = {}  # the plain minimax's results at the start of a trick, by trumps, leader and hands


def north_south_tricks(hands, trump, leader, trick):
    if not trick:
        key = (trump, leader, *(frozenset(hands[seat]) for seat in Seat))
        if key not in _AT_TRICK_START:
            _AT_TRICK_START[key] = _north_south_tricks(hands, trump, leader, trick)
        return _AT_TRICK_START[key]
    return _north_south_tricks(hands, trump, leader, trick)


def _north_south_tricks(hands, trump, leader, trick):
    seat = Seat((leader + len(trick)) % 4)
    if not hands[seat]:
        return 0
    results = []
    for c in legal_cards(hands[seat], trick):
        results.append(north_south_after(hands, trump, leader, trick, seat, c))
    return max(results) if seat % 2 == 0 else min(results)


def north_south_after(hands, trump, leader, trick, seat, c):
    hands[seat].remove(c)
    now = trick + [(seat, c)]
    if len(now) == 4:
        winner = trick_winner(now, trump)
        result = (winner % 2 == 0) + north_south_tricks(hands, trump, winner, [])
    else:
        result = north_south_tricks(hands, trump, leader, now)
    hands[seat].append(c)
    return result


def minimax_card_values(hands, trump, leader, trick):
    hands = {seat: list(held) for seat, held in hands.items()}
    seat = Seat((leader + len(trick)) % 4)
    total = len(hands[seat])
    values = {}
    for c in legal_cards(hands[seat], trick):
        north_south = north_south_after(hands, trump, leader, trick, seat, c)
        values[c] = north_south if seat % 2 == 0 else total - north_south
    return values


def first_follow_checked(hands, trump, leader, trick):
    """The card the search tries first at this point of the trick, once every card's worth is checked against the
    plain minimax."""
    assert best_cards(hands, trump, leader, trick) == minimax_card_values(hands, trump, leader, trick)
    solver = Solver(trump)
    solver.load(hands, leader, trick)
    return solver._first_follow()


def random_ending(rng, size):
    deck = list(DECK_52)
    rng.shuffle(deck)
    hands = {seat: deck[seat * size:(seat + 1) * size] for seat in Seat}
    leader = Seat(rng.randrange(4))
    trump = rng.choice([None, "S", "H", "D", "C"])
    trick = []
    for position in range(rng.randrange(4)):
        seat = Seat((leader + position) % 4)
        c = rng.choice(legal_cards(hands[seat], trick))
        hands[seat].remove(c)
        trick.append((seat, c))
    return hands, trump, leader, trick


@pytest.mark.parametrize("seed", range(6))
def test_solver_agrees_with_plain_minimax_on_random_endings(seed):
    rng = random.Random(seed)
    kinds = set()
    for _ in range(60):
        hands, trump, leader, trick = random_ending(rng, rng.choice([1, 2, 3, 3, 4, 4]))
        expected = minimax_card_values(hands, trump, leader, trick)
        assert best_cards(hands, trump, leader, trick) == expected
        best = max(expected.values())
        assert solve(hands, trump, leader, trick) == best
        assert [can_make(hands, trump, leader, trick, target) for target in range(best, best + 2)] == [True, False]
        kinds.add((trump is None, bool(trick)))
    assert len(kinds) == 4  # trumps and no trumps, at the start of a trick and in the middle


def test_solver_agrees_with_plain_minimax_on_five_card_endings():
    rng = random.Random(99)
    for _ in range(6):
        hands, trump, leader, trick = random_ending(rng, 5)
        assert best_cards(hands, trump, leader, trick) == minimax_card_values(hands, trump, leader, trick)


def test_best_card_is_worth_the_solved_value_on_bigger_positions():
    rng = random.Random(7)
    for _ in range(8):
        hands, trump, leader, trick = random_ending(rng, 7)
        values = best_cards(hands, trump, leader, trick)
        assert max(values.values()) == solve(hands, trump, leader, trick)
        seat = Seat((leader + len(trick)) % 4)
        assert set(values) == set(legal_cards(hands[seat], trick))


class SolverWithoutShortcuts(Solver):
    """The same search without sure tricks and with a table keyed on every card: a check of both."""

    def _sure_both(self, leader):
        return 0, 0, 0, 0, 0, 0

    def _store(self, bucket, codes, ranks, low, high):
        every_card = 0
        for suit in range(4):
            every_card |= self.remaining[suit] << 13 * suit
        super()._store(bucket, codes, every_card, low, high)


def test_shortcuts_change_no_answer_on_bigger_positions():
    rng = random.Random(21)
    for _ in range(30):
        hands, trump, leader, trick = random_ending(rng, rng.choice([5, 6, 7]))
        fast, plain = Solver(trump), SolverWithoutShortcuts(trump)
        fast.load(hands, leader, trick)
        plain.load(hands, leader, trick)
        assert fast.card_values() == plain.card_values()


# --- classic layouts -----------------------------------------------------------------------------


def test_finesse_works_only_with_the_king_in_front_of_the_ace_queen():
    onside = {N: cards("AS QS"), E: cards("7S 6S"), S: cards("3S 2S"), W: cards("KS 4S")}
    offside = {N: cards("AS QS"), E: cards("KS 4S"), S: cards("3S 2S"), W: cards("7S 6S")}
    assert solve(onside, None, S) == 2
    assert solve(offside, None, S) == 1
    # after South leads low and West follows low, North must finesse the queen
    trick = [(S, cards("2S")[0]), (W, cards("4S")[0])]
    hands = {N: cards("AS QS"), E: cards("7S 6S"), S: cards("3S"), W: cards("KS")}
    assert best_cards(hands, None, S, trick) == {cards("QS")[0]: 2, cards("AS")[0]: 1}


def test_simple_squeeze_takes_every_trick():
    hands = {N: cards("AS 2S 2D"), S: cards("AC QH 3S"), W: cards("KS 4S KH"), E: cards("JD TD 9D")}
    assert solve(hands, None, S) == 3
    # without the squeeze card (a small club instead of the ace) West keeps both guards
    hands[S] = cards("2C QH 3S")
    hands[E] = cards("JD TD AC")
    assert solve(hands, None, S) == 1


def test_a_ruff_takes_tricks_that_no_trumps_gives_away():
    hands = {N: cards("2S 3D"), E: cards("AH KH"), S: cards("2D 4D"), W: cards("3H 4H")}
    assert solve(hands, "S", E) == 0
    assert solve(hands, None, E) == 2
    assert solve(hands, "NT", E) == 2


def test_thirteen_card_deal_with_every_trick_on_top():
    hands = {N: cards("AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S"),
             E: cards("AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H"),
             S: cards("AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D"),
             W: cards("AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C")}
    assert solve(hands, None, N) == 13
    assert solve(hands, "H", N) == 0
    assert solve(hands, "H", W) == 13


# --- budgets, inputs -----------------------------------------------------------------------------


def test_a_node_budget_gives_bounds_around_the_value_and_leaves_the_position_alone():
    rng = random.Random(3)
    hands, trump, leader, trick = random_ending(rng, 8)
    exact = solve(hands, trump, leader, trick)
    low, high = solve_bounds(hands, trump, leader, trick, max_nodes=20)
    assert low <= exact <= high
    assert low < high
    with pytest.raises(OutOfBudget):
        solve(hands, trump, leader, trick, max_nodes=20)
    solver = Solver(trump, max_nodes=20)
    solver.load(hands, leader, trick)
    before = ([hand[:] for hand in solver.hands], solver.remaining[:], solver.left)
    ran_out = 0
    for target in range(solver.left + 1):
        try:
            solver.north_south_at_least(target)
        except OutOfBudget:
            ran_out += 1
        assert ([hand[:] for hand in solver.hands], solver.remaining[:], solver.left) == before
    assert ran_out
    solver.max_nodes = None
    assert solver.mover_bounds() == (exact, exact)
    bounds = best_card_bounds(hands, trump, leader, trick, nodes_per_card=10)
    exact_values = best_cards(hands, trump, leader, trick)
    assert set(bounds) == set(exact_values)
    assert all(low <= exact_values[c] <= high for c, (low, high) in bounds.items())


def test_the_answer_does_not_depend_on_the_first_question_or_the_budget():
    rng = random.Random(17)
    for _ in range(12):
        hands, trump, leader, trick = random_ending(rng, rng.choice([4, 5, 6]))
        solver = Solver(trump)
        solver.load(hands, leader, trick)
        exact = solver.north_south_tricks()
        known_low, known_high = solver._known_bounds()
        assert known_low <= exact <= known_high
        assert 0 <= solver._estimate() <= solver.left
        for guess in range(solver.left + 1):
            fresh = Solver(trump)
            fresh.load(hands, leader, trick)
            assert fresh.north_south_bounds(guess) == (exact, exact)
        for budget in (1, 30, 200, 1000):
            limited = Solver(trump, max_nodes=budget)
            limited.load(hands, leader, trick)
            low, high = limited.north_south_bounds()
            assert low <= exact <= high
            assert limited.max_nodes == budget  # the shares of the budget do not stay behind


def test_a_budget_gives_a_narrow_interval_on_a_full_deal():
    hands = {N: cards("AS KS QS 2H 3H 4H 2D 3D 4D 2C 3C 4C 5C"),
             E: cards("JS TS 9S AH KH QH 5D 6D 7D 6C 7C 8C 9C"),
             S: cards("8S 7S 6S 5H 6H 7H AD KD QD TC JC QC KC"),
             W: cards("5S 4S 3S 2S 8H 9H TH JH 8D 9D TD JD AC")}
    solver = Solver("S", max_nodes=30_000)
    solver.load(hands, W)
    low, high = solver.north_south_bounds()
    assert high - low <= 3
    assert solver.nodes <= 30_000 + 1
    exact = Solver("S")
    exact.load(hands, W)
    assert low <= exact.north_south_tricks() <= high


def test_a_table_kept_between_layouts_gives_the_same_answers():
    rng = random.Random(11)
    table = {}
    for _ in range(10):
        hands, _, leader, trick = random_ending(rng, 4)
        assert best_cards(hands, "H", leader, trick, table=table) == minimax_card_values(hands, "H", leader, trick)
    assert table


def test_bad_inputs_are_refused():
    with pytest.raises(ValueError):
        solve({N: cards("AS"), E: cards("AS"), S: cards("2S"), W: cards("3S")}, None, N)
    with pytest.raises(ValueError):
        solve({N: cards("AS KS"), E: cards("QS"), S: cards("2S"), W: cards("3S")}, None, N)
    with pytest.raises(ValueError):
        solve({N: cards("AS"), E: cards("QS"), S: cards("2S"), W: cards("3S")}, None, N, [(E, cards("4S")[0])])
    with pytest.raises(ValueError):
        trump_index("X")
    assert [trump_index(t) for t in ("S", "h", "D", "C", None, "NT")] == [0, 1, 2, 3, -1, -1]


def test_a_run_of_cards_tried_as_one_card_keeps_the_table_entry_to_positions_where_they_still_touch():
    """East's ten and nine of spades touch, so the search tries one of them; the table entry it leaves must
    not serve a position where East's ten and four are split by West's seven and five (found on a full deal:
    North-South were given a trick they cannot take; both answers checked by the plain minimax)."""
    def position(easts_low_spade):
        return {N: cards("4D 2C 3C 4C 8C"), E: cards(f"{easts_low_spade} TS 5C 9C KC"),
                S: cards("3S QS 7D QD QC"), W: cards("5S 7S AS JD JC")}

    table = {}
    for low_spade in ("9S", "4S"):
        hands = position(low_spade)
        solver = Solver(None, table=table)
        solver.load(hands, W)
        assert solver.north_south_tricks() == north_south_tricks({s: list(h) for s, h in hands.items()}, None, W, [])


class SolverRecordingLeads(Solver):
    """Records each lead tried at the loaded position (suit, rank bit), in order."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.leads = []

    def load(self, *args, **kwargs):
        super().load(*args, **kwargs)
        self.loaded_left = self.left

    def _play(self, seat, target, played, lead_suit, win_seat, win_suit, win_bit, trick_cards, deal):
        if played == 1 and self.left == self.loaded_left:
            self.leads.append((lead_suit, win_bit))
        return super()._play(seat, target, played, lead_suit, win_seat, win_suit, win_bit, trick_cards, deal)


def test_low_cards_that_matter_no_more_than_one_already_led_are_not_searched_again():
    # North's spades are apart (South's lie between them) but every one of them loses to East-West's top
    # spades: once one fails to take a trick, the lower ones are known to fail too
    hands = {N: cards("9S 7S 5S"), E: cards("AS KS QS"), S: cards("8S 6S 4S"), W: cards("JS TS 3S")}
    solver = SolverRecordingLeads(None)
    solver.load(hands, N)
    assert not solver.north_south_at_least(1)
    assert len(solver.leads) == 1


def test_the_second_hand_stops_the_search_when_its_side_surely_wins_the_last_trick_it_needs():
    # North-South needs one of the two tricks left and North, second to play, holds the ace over West's
    # lead: no card of the third or fourth hand is tried
    hands = {N: cards("AS 2H"), E: cards("KS 3H"), S: cards("QS 4H"), W: cards("5H")}
    solver = Solver(None)
    solver.load(hands, W, [(W, cards("JS")[0])])
    assert solver.north_south_at_least(1)
    assert solver.nodes == 1


def test_at_no_trumps_the_sure_tricks_run_a_suit_from_the_leader_into_partners_longer_hand():
    # North cashes the ace of clubs (South plays the eight), leads the six to South's king, and South runs the
    # clubs and cashes the ace of spades: all five tricks, known without a search (before: only the ace of clubs)
    hands = {N: cards("AC 6C 2H 3H 2D"), E: cards("TC 9C AH KH AD"), S: cards("KC QC JC 8C AS"),
             W: cards("2C KS QS QH KD")}
    solver = Solver(None)
    solver.load(hands, N)
    assert solver._sure_tricks(N)[0] == 5
    assert solver.north_south_tricks() == 5 == north_south_tricks({s: list(h) for s, h in hands.items()}, None, N, [])
    assert solver.nodes == 0


def test_no_suit_is_run_into_partners_hand_when_partner_cannot_overtake_or_an_opponent_beats_a_round():
    # South cannot overtake North's king with the queen (blocked: North-South take the ace and king only);
    # East's king beats North's queen and South's jack while East still follows (only the heart ace is sure)
    blocked = {N: cards("AC KC 2H 3H"), E: cards("AH KH QH JH"), S: cards("QC JC TC 9C"), W: cards("AS KS QS JS")}
    solver = Solver(None)
    solver.load(blocked, N)
    assert solver._sure_tricks(N)[0] == 2
    beaten = {N: cards("QC 2C 2H"), E: cards("KC 4C 3H"), S: cards("JC 3C AH"), W: cards("5D 6D 7D")}
    solver = Solver(None)
    solver.load(beaten, N)
    assert solver._sure_tricks(N)[0] == 1
    for hands in (blocked, beaten):
        assert solve(hands, None, N) == north_south_tricks({s: list(h) for s, h in hands.items()}, None, N, [])


def test_at_no_trumps_the_opponents_surely_take_a_trick_when_the_leaders_top_suits_are_too_short():
    # North-South hold the top card only in spades, two long: of three tricks East-West surely take one
    hands = {N: cards("AS KS 2D"), E: cards("AD 2H 3H"), S: cards("2S 2C 3C"), W: cards("3S 4C 5C")}
    solver = Solver(None)
    solver.load(hands, N)
    assert solver._sure_both(N)[2] == 1
    assert solver.north_south_tricks() == 2 == north_south_tricks({s: list(h) for s, h in hands.items()}, None, N, [])


def test_in_a_trump_contract_a_guarded_second_best_trump_behind_the_top_one_surely_takes_a_trick():
    # hearts are trumps: East's king of hearts with a small one sits over North's ace (North plays before East in
    # every trick): East-West surely take a trick; with the ace and queen on East's left the king is caught
    behind = {N: cards("AH QH AS"), E: cards("KH 2H 2S"), S: cards("3S 4S 5S"), W: cards("2D 3D 4D")}
    solver = Solver("H")
    solver.load(behind, N)
    assert solver._sure_both(N)[2] == 1
    assert solver.north_south_tricks() == 2 == north_south_tricks({s: list(h) for s, h in behind.items()}, "H", N, [])
    caught = {N: cards("3H 3S 4S"), E: cards("KH 2H 2S"), S: cards("AH QH 5S"), W: cards("2D 3D 4D")}
    solver = Solver("H")
    solver.load(caught, N)
    assert solver._their_trump_trick(N) is None
    assert solver.north_south_tricks() == north_south_tricks({s: list(h) for s, h in caught.items()}, "H", N, [])


def test_a_lead_remembered_at_one_position_is_not_tried_at_another_whose_cards_only_rank_alike():
    """The search keeps, for a position, its sure tricks and the ranks they depend on: those name cards, so they are
    kept by the very cards and not by their ranks among the cards left; the lead kept for positions with the same
    suit lengths is kept by its rank from the top and tried only where the leader holds that card (a position
    holding other cards ranked alike once got a lead kept by card: its leader was made to lead a card it did not
    hold; found beside DDS on a 9-card ending)."""
    first = {N: cards("TH 3H 2H JC"), E: cards("9H 8D AS 3S"), S: cards("TC 9C 8C 7S"), W: cards("2C 5D 3D KS")}
    second = {N: cards("AH 4H 3H TC"), E: cards("5H TD QS 4S"), S: cards("9C 6C 3C 5S"), W: cards("2C 7D 3D 9S")}
    solver = Solver(None)
    solver.load(first, W)
    solver.north_south_at_least(2)
    solver.load(second, W)
    tricks = north_south_tricks({seat: list(held) for seat, held in second.items()}, None, W, [])
    assert solver.north_south_at_least(1) == (tricks >= 1)


class SolverRecordingSecondHand(Solver):
    """Records each card the second hand of a trick tries, in order (suit, rank bit)."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.second_hand = []

    def _play(self, seat, target, played, lead_suit, win_seat, win_suit, win_bit, trick_cards, deal):
        if played == 1:
            self.led = trick_cards
        elif played == 2:
            card = trick_cards ^ self.led
            suit = (card.bit_length() - 1) // 13
            self.second_hand.append((suit, card >> 13 * suit))
        return super()._play(seat, target, played, lead_suit, win_seat, win_suit, win_bit, trick_cards, deal)


def test_the_second_hand_first_tries_its_cheapest_card_that_wins_the_trick_whatever_the_third_hand_plays():
    # West has led the two of spades; North's queen beats East's jack and ten, and South could not win the
    # trick alone: the queen is tried before the three
    hands = {N: cards("AS QS 3S"), E: cards("JS TS 4S"), S: cards("5S 6S 7S"), W: cards("8S 9S")}
    solver = SolverRecordingSecondHand(None)
    solver.load(hands, W, [(W, cards("2S")[0])])
    assert solver.north_south_at_least(2)
    assert solver.second_hand[0] == (0, 1 << 10)  # the queen of spades


def test_the_second_hand_wins_cheaply_rather_than_leave_the_trick_to_partners_ruff():
    # hearts are trumps; West has led the two of spades and South, out of spades, could ruff: North's queen still
    # wins the trick over East's jack and ten and keeps South's trump, so it is tried before the three
    hands = {N: cards("QS 3S 4D"), E: cards("JS TS 5D"), S: cards("2H 3H 6D"), W: cards("7D 8D")}
    trick = [(W, cards("2S")[0])]
    solver = SolverRecordingSecondHand("H")
    solver.load(hands, W, trick)
    tricks = north_south_tricks({seat: list(held) for seat, held in hands.items()}, "H", W, trick)
    assert solver.north_south_at_least(2) == (tricks >= 2)
    assert solver.second_hand[0] == (0, 1 << 10)  # the queen of spades
    assert best_cards(hands, "H", W, trick) == minimax_card_values(hands, "H", W, trick)


def test_the_second_hand_that_cannot_win_first_tries_its_cheapest_card_above_the_lowest_cards_of_the_others():
    # West has led the four of spades; East's ace beats every card of North's, South's king cannot win either: North
    # first tries the jack, its cheapest card above the four, East's three and South's ten (the two could change
    # nothing: each lower card of North's is below South's lowest)
    hands = {N: cards("JS 9S 7S 2S"), E: cards("AS 5S 3S 2H"), S: cards("KS QS TS 3H"), W: cards("8S 6S 4H")}
    trick = [(W, cards("4S")[0])]
    solver = SolverRecordingSecondHand(None)
    solver.load(hands, W, trick)
    tricks = north_south_tricks({seat: list(held) for seat, held in hands.items()}, None, W, trick)
    assert solver.north_south_at_least(2) == (tricks >= 2)
    assert solver.second_hand[0] == (0, 1 << 9)  # the jack of spades
    assert best_cards(hands, None, W, trick) == minimax_card_values(hands, None, W, trick)


class SolverRecordingPlayout(Solver):
    """Records each card played through ``play`` (the quick playout of the first guess plays through it)."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.played = []

    def play(self, suit, bit):
        self.played.append((self.to_move, suit, bit))
        super().play(suit, bit)


def test_the_first_guess_playout_has_the_second_hand_that_cannot_win_play_low():
    # the search first tries North's jack (see above); the quick playout of the first guess plays the two
    hands = {N: cards("JS 9S 7S 2S"), E: cards("AS 5S 3S 2H"), S: cards("KS QS TS 3H"), W: cards("8S 6S 4H")}
    trick = [(W, cards("4S")[0])]
    solver = SolverRecordingPlayout(None)
    solver.load(hands, W, trick)
    assert solver._first_follow() == (0, 1 << 9)  # the jack of spades
    solver._estimate()
    assert solver.played[0] == (int(N), 0, 1 << 0)  # the two of spades
    assert not solver.estimating
    assert solver.north_south_tricks() == north_south_tricks({s: list(h) for s, h in hands.items()}, None, W, trick)


def test_the_second_hand_first_tries_its_cheapest_card_above_partners_lowest_when_the_third_hand_may_ruff():
    # hearts are trumps; West has led the four of spades and East, out of spades, may ruff: North first tries the
    # jack, its cheapest spade above the four and South's ten, rather than the two
    hands = {N: cards("JS 9S 2S"), E: cards("2H 3H 4D"), S: cards("KS TS 5D"), W: cards("8S 6S")}
    trick = [(W, cards("4S")[0])]
    solver = SolverRecordingSecondHand("H")
    solver.load(hands, W, trick)
    tricks = north_south_tricks({seat: list(held) for seat, held in hands.items()}, "H", W, trick)
    assert solver.north_south_at_least(1) == (tricks >= 1)
    assert solver.second_hand[0] == (0, 1 << 9)  # the jack of spades
    assert best_cards(hands, "H", W, trick) == minimax_card_values(hands, "H", W, trick)


def test_a_run_tried_as_one_card_below_the_ranks_its_answer_relied_on_leaves_the_entry_to_positions_where_it_is_split():
    """South's king and jack of diamonds touch and are tried as one card; the answer relied on no diamond that
    low, so the table entry also serves the position where West holds the jack and South the two (below the
    ranks an answer relies on, every card of a hand is alike, split or not): answered without a search."""
    first = {N: cards("3D 5D 7H 9H"), E: cards("QH AS 8D 6S"), S: cards("JD 9S 6C KD"), W: cards("8H JH QC 2D")}
    second = {N: cards("3D 5D 7H 9H"), E: cards("QH AS 8D 6S"), S: cards("9S 6C KD 2D"), W: cards("8H JH QC JD")}
    table = {}
    for hands in (first, second):
        solver = Solver(None, table=table)
        solver.load(hands, W)
        assert solver.north_south_tricks() == north_south_tricks({s: list(h) for s, h in hands.items()}, None, W, [])
    assert solver.nodes == 0


def test_the_first_guess_counts_the_trick_just_completed_and_leaves_the_position_alone():
    hands = {N: cards("AH"), E: cards("2H"), S: cards("3H"), W: cards("KH 4S")}
    solver = Solver("S")
    solver.load(hands, N, [(N, cards("AS")[0]), (E, cards("2S")[0]), (S, cards("3S")[0])])
    solver.play(0, 1 << 2)  # West's 4S completes the trick (as best_cards asks after each fourth card)
    before = ([hand[:] for hand in solver.hands], solver.remaining[:], list(solver.trick), solver.leader, solver.left)
    assert solver._estimate() == 2  # North-South's spade trick and North's ace of hearts
    assert ([hand[:] for hand in solver.hands], solver.remaining[:], list(solver.trick), solver.leader,
            solver.left) == before


def test_at_no_trumps_the_leader_first_cashes_the_top_card_whose_second_best_sits_on_its_left():
    # DDS's lead weights: North's ace of spades has the king on its left (East, who must play before
    # South and cannot hold it back), the ace of hearts the king on its right: spades come first
    hands = {N: cards("AS 2S AH 2H"), E: cards("KS 3S 3H 4H"), S: cards("QD JD TD 9D"), W: cards("4S 5S KH 5H")}
    solver = Solver(None)
    solver.load(hands, N)
    order = solver._leads(N)
    assert order[0] == (0, 1 << 12)  # the ace of spades
    assert order.index((0, 1 << 12)) < order.index((1, 1 << 12))
    assert sorted(order) == sorted((suit, run & -run) for suit, run in solver.legal())
    assert solver.north_south_tricks() == north_south_tricks({s: list(h) for s, h in hands.items()}, None, N, [])


def test_at_no_trumps_the_leader_leads_toward_partners_second_and_third_best_before_a_suit_led_into_a_tenace():
    # East holds the ace of hearts, South the king and queen: a low heart toward them is tried before a small
    # club, which West (on North's right, the side DDS's weights avoid leading through) wins with the ace
    hands = {N: cards("2H 3H 2C 3C"), E: cards("AH 4H 4C 5C"), S: cards("KH QH KC 6C"), W: cards("5H 6H AC QC")}
    solver = Solver(None)
    solver.load(hands, N)
    order = solver._leads(N)
    assert order[0][0] == 1  # a heart
    assert order.index((1, 1 << 0)) < order.index((3, 1 << 0))
    assert solver.north_south_tricks() == north_south_tricks({s: list(h) for s, h in hands.items()}, None, N, [])


def test_the_no_trump_lead_order_also_serves_a_trump_contract_once_the_trumps_are_gone():
    hands = {N: cards("AS 2S AH 2H"), E: cards("KS 3S 3H 4H"), S: cards("QD JD TD 9D"), W: cards("4S 5S KH 5H")}
    in_clubs, at_no_trumps = Solver("C"), Solver(None)
    in_clubs.load(hands, N)
    at_no_trumps.load(hands, N)
    assert in_clubs._leads(N) == at_no_trumps._leads(N)
    assert in_clubs.north_south_tricks() == at_no_trumps.north_south_tricks()


def test_in_a_trump_contract_the_leader_first_cashes_a_top_card_nobody_ruffs():
    # clubs are trumps and East, out of hearts, would ruff North's ace of hearts: the ace of spades comes first
    hands = {N: cards("AS 2S AH 2H"), E: cards("KS 3S 3C 4C"), S: cards("QD JD TD 9D"), W: cards("4S 5S KH 5H")}
    solver = Solver("C")
    solver.load(hands, N)
    order = solver._leads(N)
    assert order[0] == (0, 1 << 12)
    assert order.index((0, 1 << 12)) < order.index((1, 1 << 12))
    assert sorted(order) == sorted((suit, run & -run) for suit, run in solver.legal())
    assert solver.north_south_tricks() == north_south_tricks({s: list(h) for s, h in hands.items()}, "C", N, [])


def test_in_a_trump_contract_the_leader_leads_a_suit_partner_ruffs_before_one_it_would_lose():
    # South, out of diamonds, ruffs North's small diamond; North's small heart only gives East the trick
    hands = {N: cards("2D 3D 2H 3H"), E: cards("AD KD AH 4H"), S: cards("2C 3C 4C 5S"), W: cards("QD JD KH 5H")}
    solver = Solver("C")
    solver.load(hands, N)
    order = solver._leads(N)
    assert order[0][0] == 2  # a diamond
    assert solver.north_south_tricks() == north_south_tricks({s: list(h) for s, h in hands.items()}, "C", N, [])


def test_a_player_out_of_the_suit_led_first_discards_low_from_a_long_suit_rather_than_from_a_guarded_king():
    # hearts are trumps; North has led the ace of clubs and East, out of clubs and trumps, keeps the king of spades
    # guarded (DDS's discard weights: a low card of a long suit, not a doubleton holding the suit's second-best card)
    hands = {N: cards("2C 3C AS 2H"), E: cards("KS 2S 8D 7D 6D"), S: cards("4C 5C 3H 4H QS"),
             W: cards("6C 7C AD KD 3S")}
    trick = [(N, cards("AC")[0])]
    solver = Solver("H")
    solver.load(hands, N, trick)
    assert solver._first_follow() == (2, 1 << 4)  # the six of diamonds
    order = solver._follows(1, 1, 3, 0, 3, 1 << 12, (1 << 12) << 39)
    assert sorted(order) == sorted((suit, bit) for suit, run in solver.legal() for bit in [run & -run])
    assert len(order) == len(set(order))
    values = best_cards(hands, "H", N, trick)
    assert values == minimax_card_values(hands, "H", N, trick)


def test_the_third_hand_that_cannot_beat_the_fourth_first_forces_out_its_top_card():
    # West led the two of spades and North played the three: East cannot beat South's ace, but the queen (above
    # South's jack, its next card) forces the ace out; the four would let South win with the jack (DDS's weights)
    hands = {N: cards("3H 4H"), E: cards("QS TS 4S"), S: cards("AS JS 5S"), W: cards("KS 2H")}
    trick = [(W, cards("2S")[0]), (N, cards("3S")[0])]
    assert first_follow_checked(hands, None, W, trick) == (0, 1 << 10)  # the queen of spades


def test_the_third_hand_out_of_the_suit_ruffs_partners_winner_first_when_the_fourth_hand_could_beat_it():
    # hearts are trumps; West's king of clubs wins so far but South holds the ace: East ruffs first (DDS's weights)
    hands = {N: cards("6S"), E: cards("2H 3S"), S: cards("AC 4S"), W: cards("5S")}
    trick = [(W, cards("KC")[0]), (N, cards("2C")[0])]
    assert first_follow_checked(hands, "H", W, trick) == (1, 1 << 0)  # the two of hearts


def test_the_lead_that_last_answered_gets_a_bonus_among_the_lead_weights_rather_than_always_coming_first():
    hands = {N: cards("AS 2S AH 2H"), E: cards("KS 3S 3H 4H"), S: cards("QD JD TD 9D"), W: cards("4S 5S KH 5H")}
    solver = Solver(None)
    solver.load(hands, N)
    plain = solver._leads(N)
    assert plain[:2] == [(0, 1 << 12), (1, 1 << 12)]  # the ace of spades, then the ace of hearts, rated close
    worst = plain[-1]
    assert solver._leads(N, killer=worst)[0] == (0, 1 << 12)  # the ace of spades, rated far better, stays first
    favoured = solver._leads(N, killer=(1, 1 << 12))
    assert favoured[0] == (1, 1 << 12)  # the ace of hearts, rated close to the ace of spades, goes ahead of it
    assert sorted(favoured) == sorted(plain) and len(set(favoured)) == len(plain)
    assert solver.north_south_tricks() == north_south_tricks({s: list(h) for s, h in hands.items()}, None, N, [])


# spades are trumps: North's 8S is the weights' first lead, but only the QD makes two tricks
ONLY_THE_QUEEN_OF_DIAMONDS_MAKES_TWO = {N: cards("8S KH QD 3H"), E: cards("AC 3S 9S 3C"), S: cards("6C JH 8D JS"),
                                       W: cards("4D 6D 7H QH")}
EIGHT_OF_SPADES, QUEEN_OF_DIAMONDS = (0, 1 << 6), (2, 1 << 10)


def test_a_remembered_lead_comes_first_only_when_it_gave_the_leaders_side_as_many_tricks_as_it_needs_now():
    # spades are trumps; North's 8S is the weights' first lead but only the QD makes two tricks: it is remembered
    # (for positions with these suit lengths) as a lead that made two tricks, and asked for three (which no lead
    # makes) the search starts from the weights' order again
    hands = ONLY_THE_QUEEN_OF_DIAMONDS_MAKES_TWO
    solver = SolverRecordingLeads("S")
    solver.load(hands, N)
    assert solver._leads(N)[0] == EIGHT_OF_SPADES
    assert solver.north_south_at_least(2)
    assert solver.leads[-1] == QUEEN_OF_DIAMONDS
    solver.leads = []
    assert not solver.north_south_at_least(3)
    assert solver.leads[0] == EIGHT_OF_SPADES
    assert north_south_tricks({s: list(h) for s, h in hands.items()}, "S", N, []) == 2


def test_a_lead_that_answered_comes_first_at_another_position_with_the_same_suit_lengths_and_leader():
    # spades are trumps; North's 8S is the weights' first lead but only the QD makes two tricks. The same deal with
    # North's 3H for the 2H (other cards, ranked alike), the table of positions and each seat's last lead emptied: the
    # lead of the same rank from the top comes first (DDS's best move kept with the table entry), not the 8S again
    hands = ONLY_THE_QUEEN_OF_DIAMONDS_MAKES_TWO
    alike = {**hands, N: cards("8S KH QD 2H")}
    fresh = SolverRecordingLeads("S")
    fresh.load(alike, N)
    assert fresh.north_south_at_least(2)
    assert fresh.leads[0] == EIGHT_OF_SPADES
    solver = SolverRecordingLeads("S")
    solver.load(hands, N)
    assert solver.north_south_at_least(2)
    solver.table, solver.killers = {}, [[None] * 14 for _ in range(4)]
    solver.load(alike, N)
    solver.leads = []
    assert solver.north_south_at_least(2)
    assert solver.leads == [QUEEN_OF_DIAMONDS]
    assert north_south_tricks({s: list(h) for s, h in alike.items()}, "S", N, []) == 2


def test_at_no_trumps_the_fourth_hand_out_of_the_suit_keeps_a_bare_top_card_rather_than_discard_it():
    # DDS's discard weights for the last hand at no trumps: South's three of spades is the best spade left (West holds
    # the two); alone it is kept, and the seven of clubs from the longer suit goes first
    hands = {N: cards("4D 5D"), E: cards("AC QC"), S: cards("3S 8C 7C"), W: cards("2S KD")}
    trick = [(W, cards("9D")[0]), (N, cards("2D")[0]), (E, cards("3D")[0])]
    assert first_follow_checked(hands, None, W, trick) == (3, 1 << 5)  # the seven of clubs


def test_the_third_hand_ruffs_above_the_fourth_hands_trumps_first():
    # hearts are trumps; North's king of spades beats West's lead and South, out of spades too, holds the five of
    # hearts: East ruffs with the nine (DDS's weights), not with the two South would overruff
    hands = {N: cards("8D 9D"), E: cards("2H 9H 3D"), S: cards("5H 4D 5D"), W: cards("6D 7D")}
    trick = [(W, cards("4S")[0]), (N, cards("KS")[0])]
    assert first_follow_checked(hands, "H", W, trick) == (1, 1 << 7)  # the nine of hearts


def test_the_third_hand_discards_before_a_ruff_of_partners_winner_that_the_fourth_hand_overruffs():
    # hearts are trumps; West's king of spades wins so far; East's two of hearts would only be overruffed by South's
    # five: East first discards the three of diamonds (DDS's weights)
    hands = {N: cards("8D 9D"), E: cards("2H 3D 4C"), S: cards("5H 4D 5D"), W: cards("6D 7D")}
    trick = [(W, cards("KS")[0]), (N, cards("3S")[0])]
    solver = Solver("H")
    solver.load(hands, W, trick)
    order = solver._follows(1, 2, 0, 3, 0, 1 << 11, (1 << 11 | 1 << 1))
    assert order[0] in ((2, 1 << 1), (3, 1 << 2))  # a discard: the three of diamonds or the four of clubs
    assert order.index((1, 1 << 0)) > order.index((2, 1 << 1))
    assert best_cards(hands, "H", W, trick) == minimax_card_values(hands, "H", W, trick)


# --- more sure tricks (DDS's quick and later tricks) ---------------------------------------------


def minimax_north_south(hands, trump, leader):
    return north_south_tricks({seat: list(held) for seat, held in hands.items()}, trump, leader, [])


def answered_without_search(hands, trump, leader, target):
    """North-South's answer to "at least ``target``?" and whether the sure tricks alone gave it."""
    solver = Solver(trump)
    solver.load(hands, leader)
    return solver.north_south_at_least(target), solver.nodes == 0


def test_in_a_trump_contract_the_leader_draws_trumps_first_and_then_cashes_a_suit_an_opponent_was_void_in():
    # hearts are trumps: North's ace and king draw East's and West's trumps, then the spades run although West has
    # none (before: West's ruff left only the two trumps sure)
    hands = {N: cards("AH KH AS KS QS"), E: cards("2H 2S 3S 4S 3D"), W: cards("3H 2D 4D 5D 6D"),
             S: cards("2C 3C 4C 5C 6C")}
    solver = Solver("H")
    solver.load(hands, N)
    assert solver._sure_tricks(N)[0] == 5
    assert answered_without_search(hands, "H", N, 5) == (True, True)
    assert minimax_north_south(hands, "H", N) == 5


def test_in_a_trump_contract_partners_top_trumps_come_on_top_of_the_leaders_top_cards():
    # hearts are trumps: North cashes two spades (everyone follows, South discards clubs), South's ace, king and
    # queen of hearts take three tricks whatever happens: all five sure (before: the three trumps only)
    hands = {N: cards("AS KS 2D 3D 4D"), E: cards("2H 3S 4S 5D 6D"), W: cards("3H 5S 6S 7D 8D"),
             S: cards("AH KH QH 2C 3C")}
    solver = Solver("H")
    solver.load(hands, N)
    assert solver._sure_tricks(N)[0] == 5
    assert answered_without_search(hands, "H", N, 5) == (True, True)
    assert minimax_north_south(hands, "H", N) == 5


def test_a_side_holding_every_trump_takes_as_many_tricks_as_its_longer_hand_has_trumps():
    # hearts are trumps, all East-West's: each of East's two trumps wins a trick, whatever their ranks
    hands = {N: cards("AS KS QD JD"), E: cards("2H 3H 4S 5S"), W: cards("4H 6S 7S 8S"), S: cards("AC KC QC JC")}
    solver = Solver("H")
    solver.load(hands, N)
    assert solver._trump_tricks(1) == (2, 0)
    assert answered_without_search(hands, "H", N, 3) == (False, True)
    assert minimax_north_south(hands, "H", N) == 2


def test_the_two_best_trumps_in_two_hands_take_two_tricks_when_one_of_them_is_guarded():
    # hearts are trumps: East's ace and West's guarded king; with the king alone the two may fall together
    guarded = {N: cards("AS KS QD JD"), E: cards("AH 3H 4S 5S"), W: cards("KH 2H 7S 8S"), S: cards("AC KC QC JC")}
    solver = Solver("H")
    solver.load(guarded, N)
    assert solver._trump_tricks(1)[0] == 2
    assert answered_without_search(guarded, "H", N, 3) == (False, True)
    assert minimax_north_south(guarded, "H", N) == 2
    bare = {N: cards("AS KS QD"), E: cards("AH 4S 5S"), W: cards("KH 7S 8S"), S: cards("AC KC QC")}
    solver = Solver("H")
    solver.load(bare, N)
    assert solver._trump_tricks(1)[0] == 1


def test_the_opponents_surely_win_the_trick_when_the_leader_holds_no_suits_top_card_and_cannot_reach_partner():
    # no trumps: East and West hold the top spade and the top heart, North's only suits; South's diamonds are
    # long enough that the later-tricks rule says nothing
    hands = {N: cards("KS KH QH"), E: cards("AS 2H 3H"), W: cards("AH 4S 5S"), S: cards("AD KD QD")}
    solver = Solver(None)
    solver.load(hands, N)
    assert solver._their_later_trick(N) is None
    assert solver._their_next_trick(N) is not None
    assert answered_without_search(hands, None, N, 3) == (False, True)
    # in spades, South ruffs a heart lead: no sure trick for East-West
    solver = Solver("S")
    solver.load({N: cards("KS KH QH"), E: cards("AS 2H 3H"), W: cards("AH 4D 5D"), S: cards("5S AD KD")}, N)
    assert solver._their_next_trick(N) is None


def test_a_lead_for_partners_ruff_is_one_sure_trick_when_no_opponent_overruffs():
    # hearts are trumps: North, without a top card, leads the two of diamonds for South's ruff while East and West
    # follow: one trick whatever the ranks (before: no sure trick, a search)
    hands = {N: cards("2D 2S 3S"), E: cards("AH 3D 4S"), W: cards("4D 5S 6S"), S: cards("2H 2C 3C")}
    solver = Solver("H")
    solver.load(hands, N)
    assert solver._sure_tricks(N) == (1, 0)
    assert answered_without_search(hands, "H", N, 1) == (True, True)
    assert minimax_north_south(hands, "H", N) >= 1
    # East, out of diamonds, ruffs with a trump above South's: no sure trick
    solver.load({N: cards("2D 2S 3S"), E: cards("AH 7S 4C"), W: cards("4D 5S 6S"), S: cards("2H 4S 2C")}, N)
    assert solver._sure_tricks(N) == (0, 0)
    # East's trump is below South's: South overruffs, the trick relies on South's five of hearts
    below = {N: cards("2D 3D 5D"), E: cards("3H 4S 4C"), W: cards("4D 6D AH"), S: cards("5H 2C 3C")}
    solver.load(below, N)
    assert solver._sure_tricks(N) == (1, card_bit_at("5H"))
    assert answered_without_search(below, "H", N, 1) == (True, True)
    assert minimax_north_south(below, "H", N) >= 1


def test_sure_tricks_exactly_enough_leave_a_table_entry_on_the_fewest_cards_that_give_them():
    # hearts are trumps, all North-South's: two tricks whatever their ranks (North's longer hand has two), though
    # the count found first is North's king and queen cashed. Asked for exactly two, the table entry relies on no
    # rank, so it also answers where North's trumps are the lowest (before: it kept the top hearts' holders)
    high = {N: cards("9C QH 8C KH"), E: cards("AC 5D QC 9S"), S: cards("7H 2S 6D 9D"), W: cards("KS 5C 7D 4S")}
    low = {N: cards("9C 3H 8C 2H"), E: cards("AC 5D QC 9S"), S: cards("7H 2S 6D 9D"), W: cards("KS 5C 7D 4S")}
    table = {}
    solver = Solver("H", table=table)
    solver.load(high, N)
    assert solver.north_south_at_least(2) and solver.nodes == 0
    solver = Solver("H", table=table)
    solver.load(low, N)
    assert solver.north_south_at_least(2)
    assert not solver.positions  # the table answered before any sure trick was counted
    assert minimax_north_south(high, "H", N) >= 2 and minimax_north_south(low, "H", N) >= 2


def card_bit_at(name):
    """A card's bit among the search's ranks (13 * suit + rank)."""
    (c,) = cards(name)
    return 1 << (13 * (c.index // 13) + 12 - c.index % 13)


@pytest.mark.parametrize("seed", range(4))
def test_every_sides_sure_tricks_are_at_most_what_it_takes_with_best_play(seed):
    rng = random.Random(500 + seed)
    fired = 0
    for _ in range(150):
        hands, trump, leader, _ = random_ending(rng, rng.choice([2, 3, 4]))
        shortest = min(len(held) for held in hands.values())  # the random ending may have started a trick
        for held in hands.values():
            del held[shortest:]
        solver = Solver(trump)
        solver.load(hands, leader)
        north_south, _, east_west, _, plain, _ = solver._sure_both(int(leader))
        value = minimax_north_south(hands, trump, leader)
        assert north_south <= value and east_west <= solver.left - value
        assert plain <= (north_south if leader % 2 == 0 else east_west)
        fired += north_south + east_west > 0
    assert fired > 30


def test_a_suit_run_through_both_hands_counts_its_sure_tricks_at_no_trumps():
    # North's ace, then the five to South's jack, then South's king and queen: four club tricks that end in South's
    # hand (neither hand's top cards in a row, nor partner's, nor a run from the top into partner's hand, count them)
    hands = {N: cards("AC 7C 5C 2S"), S: cards("KC QC JC 6C"), E: cards("9C 2C AH KH"), W: cards("AS KS QS JS")}
    solver = Solver(None)
    solver.load(hands, N)
    north_south, _, _, _, plain, _ = solver._sure_both(N)
    assert (north_south, plain) == (4, 1)
    assert minimax_north_south(hands, None, N) == 4
    # South leads: the six to North's ace, the seven back to the king, the queen: three tricks, South on lead again
    hands = {S: cards("KC QC 6C"), N: cards("AC 7C 2D"), E: cards("2C AH KH"), W: cards("AS KS QS")}
    solver = Solver(None)
    solver.load(hands, S)
    north_south, _, _, _, plain, _ = solver._sure_both(S)
    assert north_south == 3 and plain < 3
    assert minimax_north_south(hands, None, S) == 3


def sure_no_trump_tricks(hands, leader) -> int:
    """North-South's sure tricks at no trumps as the solver counts them, ``leader`` to lead."""
    solver = Solver(None)
    solver.load(hands, leader)
    return solver._sure_both(leader)[0]


def test_partner_discards_cards_it_never_plays_while_the_leader_cashes_before_crossing():
    # North cashes three diamonds, South (out of diamonds) throwing its small hearts and clubs, then the two of
    # spades to South's ace: four tricks
    hands = {N: cards("AD KD QD 2S"), S: cards("AS 2H 2C 3C"), E: cards("KS QS JS JD"), W: cards("AH KH QH AC")}
    assert sure_no_trump_tricks(hands, N) == 4
    assert minimax_north_south(hands, None, N) == 4


def test_partner_discards_the_low_cards_of_the_suit_it_crosses_in():
    # North cashes its two aces, South throwing two small hearts, then the two of hearts to South's ace: three tricks
    hands = {N: cards("AS AD 2H"), S: cards("AH 3H 4H"), E: cards("KS QH JH"), W: cards("KD TH 9H")}
    assert sure_no_trump_tricks(hands, N) == 3
    assert minimax_north_south(hands, None, N) == 3


def test_partner_cashes_its_winners_of_a_suit_after_the_leaders_own():
    # North cashes the ace of hearts (South following with the seven), crosses with the two of spades to South's ace,
    # and South's king of hearts is now the top heart: three tricks
    hands = {N: cards("AH 2S 2D"), S: cards("KH 7H AS"), E: cards("QH JH KS"), W: cards("TH QS QD")}
    assert sure_no_trump_tricks(hands, N) == 3
    assert minimax_north_south(hands, None, N) == 3


def test_a_positions_table_keys_come_from_the_deal_carried_as_one_int():
    # spades: North the ace and the two, East the king, South none, West the queen: holders highest first after a
    # leading 1 (N E W N: 0 1 3 0), lengths four bits a seat (N 2, E 1, S 0, W 1); East leads
    hands = {N: cards("AS 2S AH"), E: cards("KS KH QH"), S: cards("JH TH 9H"), W: cards("QS 8H 7H")}
    solver = Solver(None)
    solver.load(hands, E)
    deal = solver._deal()
    assert deal >> 52 * 3 & 0x1FFF == 1 << 10  # West's queen of spades: its 52 bits from 52 * seat, spades first
    layout = int(E)
    for suit in range(4):
        layout |= _suit_layout(suit, deal)
    spades_code = 0b1_00_01_11_00
    assert layout >> CODES_AT & 0xFFFFFFFF == spades_code
    assert layout >> LENGTHS_AT & 0xFFFF == 2 | 1 << 4 | 0 << 8 | 1 << 12
    assert layout & 3 == int(E)


class SolverRecordingRootCallers(Solver):
    """Records how many local variables the frame that calls each question's search holds."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.caller_locals = []

    def _root(self, target):
        self.caller_locals.append(sys._getframe(1).f_code.co_nlocals)
        return super()._root(target)


def test_a_deep_search_runs_inside_a_frame_with_room_for_it_and_a_short_one_is_called_directly():
    caller = _roomy_frame_caller(5)
    assert caller(lambda number: number + 1, 2) == 3 and caller.__code__.co_nlocals == 2 + 5
    full_deal = SolverRecordingRootCallers(None)
    full_deal.load({N: cards("AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S"),
                    E: cards("AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H"),
                    S: cards("AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D"),
                    W: cards("AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C")}, N)
    assert full_deal.north_south_at_least(13)
    ending = SolverRecordingRootCallers(None)
    ending.load({N: cards("AS"), E: cards("KS"), S: cards("QS"), W: cards("JS")}, N)
    assert ending.north_south_at_least(1)
    assert full_deal.caller_locals[0] >= ROOMY_SLOTS > ending.caller_locals[0]


def _lead_alike_with_more_needed(cards_a_hand):
    """The lead the search would try first at North's lead with ``cards_a_hand`` cards a hand, where the lead that
    answered at a position alike (North's highest card of the first suit he holds) did so needing fewer tricks."""
    deck = list(DECK_52)
    hands = {seat: deck[index:4 * cards_a_hand:4] for index, seat in enumerate((N, E, S, W))}
    solver = Solver("S")
    solver.load(hands, N)
    suit = next(suit for suit in range(4) if solver.hands[0][suit])
    bit = 1 << (solver.hands[0][suit].bit_length() - 1)
    from_top = (solver.remaining[suit] >> (bit.bit_length() - 1)).bit_count()
    return solver._lead_alike(0, (suit, from_top, 3), 5), (suit, bit)


def test_high_in_the_tree_the_lead_alike_comes_first_even_when_the_leader_needs_more_now():
    """With 12 or 13 tricks left a wrong first lead costs the most and the position alike is mostly the very one
    reached by another order of the first trick: its lead comes first whatever the tricks needed; lower down only
    when the leader's side needs no more than then."""
    first, (suit, bit) = _lead_alike_with_more_needed(12)
    assert first is not None and first[0] == suit and first[1] <= bit
    assert _lead_alike_with_more_needed(13)[0] is not None
    assert _lead_alike_with_more_needed(11)[0] is None


def _first_lead_tried(alike_need, killer_need):
    """North's first lead at a 12-card deal where the lead that answered at a position alike (the weights' first
    lead) did so needing ``alike_need`` tricks and North's lead that last answered with 12 tricks left (the weights'
    last lead) ``killer_need``; the search asks for the tricks North-South needs now."""
    deck = list(DECK_52)
    hands = {seat: deck[index:48:4] for index, seat in enumerate((N, E, S, W))}
    solver = SolverRecordingLeads("S")
    solver.load(hands, N)
    low, high = solver._known_bounds()
    need = high
    assert low < need
    weights_first, weights_last = solver._leads(N)[0], solver._leads(N)[-1]
    layout = 0  # the leader, North, is 0
    for suit in range(4):
        layout |= _suit_layout(suit, solver._deal())
    suit, bit = weights_first
    from_top = (solver.remaining[suit] >> (bit.bit_length() - 1)).bit_count()
    solver.alike_leads[layout & ((1 << CODES_AT) - 1)] = (suit, from_top, alike_need(need))
    solver.killers[0][12] = (weights_last, killer_need(need))
    answer = solver.north_south_at_least(need)
    fresh = Solver("S")
    fresh.load(hands, N)
    assert answer == fresh.north_south_at_least(need)
    return solver.leads[0], weights_first, weights_last


def test_high_in_the_tree_the_last_lead_that_answered_as_many_tricks_comes_before_a_lead_alike_that_answered_fewer():
    """With 12 or 13 tricks left the lead alike comes first whatever the tricks it answered (see above), but the seat's
    lead that last answered with as many tricks left, giving as many tricks as the leader's side needs now, is the
    better guess when the lead alike gave fewer."""
    first, _, weights_last = _first_lead_tried(lambda need: need - 1, lambda need: need)
    assert first == weights_last
    first, weights_first, _ = _first_lead_tried(lambda need: need - 1, lambda need: need - 1)
    assert first == weights_first
    first, weights_first, _ = _first_lead_tried(lambda need: need, lambda need: need)
    assert first == weights_first
