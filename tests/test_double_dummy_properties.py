"""Property tests: on any small ending (3 to 5 cards a hand, with or without trumps, at the start of a
trick or in its middle) the double-dummy solver gives the tricks of a plain reference minimax, for the
position and for each legal card, and its yes/no question agrees with them."""

from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_double_dummy import legal_cards, trick_winner

from game.ai.double_dummy import Solver, best_cards, can_make, solve
from game.engine.cards import DECK_52, SUITS
from game.engine.seats import Seat

TRUMPS = (None, *SUITS)


@cache
def reference_north_south(hands, trump, leader, trick):
    """North-South's tricks from here with best play: every legal card tried, no pruning (remembered per
    position so that five-card endings stay quick). ``hands`` a tuple of four tuples of cards."""
    seat = (leader + len(trick)) % 4
    if not hands[seat]:
        return 0
    outcomes = (reference_after(hands, trump, leader, trick, c) for c in legal_cards(hands[seat], trick))
    return max(outcomes) if seat % 2 == 0 else min(outcomes)


def reference_after(hands, trump, leader, trick, c):
    """North-South's tricks after the player to move plays ``c``, then best play."""
    seat = (leader + len(trick)) % 4
    rest = tuple(tuple(x for x in held if x is not c) if i == seat else held for i, held in enumerate(hands))
    now = trick + ((seat, c),)
    if len(now) < 4:
        return reference_north_south(rest, trump, leader, now)
    winner = trick_winner(now, trump)
    return (winner % 2 == 0) + reference_north_south(rest, trump, winner, ())


@st.composite
def endings(draw):
    """(hands {Seat: cards}, trump, leader, trick [(Seat, card)]) with 3 to 5 cards a hand."""
    size = draw(st.integers(3, 5))
    deck = draw(st.permutations(DECK_52))
    hands = {seat: list(deck[seat * size:(seat + 1) * size]) for seat in Seat}
    leader = Seat(draw(st.integers(0, 3)))
    trick = []
    for position in range(draw(st.integers(0, 3))):
        seat = Seat((leader + position) % 4)
        c = draw(st.sampled_from(legal_cards(hands[seat], trick)))
        hands[seat].remove(c)
        trick.append((seat, c))
    return hands, draw(st.sampled_from(TRUMPS)), leader, trick


def as_tuples(hands, trick):
    return tuple(tuple(hands[seat]) for seat in Seat), tuple(trick)


@pytest.mark.slow
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(endings())
def test_each_card_is_worth_what_the_reference_minimax_gives(ending):
    hands, trump, leader, trick = ending
    held, played = as_tuples(hands, trick)
    seat = (leader + len(trick)) % 4
    total = len(hands[Seat(seat)])  # the tricks not complete yet (the player to move has not played)
    expected = {}
    for c in legal_cards(held[seat], played):
        north_south = reference_after(held, trump, leader, played, c)
        expected[c] = north_south if seat % 2 == 0 else total - north_south
    assert best_cards(hands, trump, leader, trick) == expected
    best = max(expected.values())
    assert solve(hands, trump, leader, trick) == best
    assert can_make(hands, trump, leader, trick, best)
    assert not can_make(hands, trump, leader, trick, best + 1)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(endings(), st.data())
def test_a_table_shared_between_layouts_changes_no_answer(ending, data):
    """The Expert keeps one table for all the layouts it solves in a decision: solving another layout
    with the same trump suit first leaves every answer as the reference gives it."""
    hands, trump, leader, trick = ending
    table: dict = {}
    other_hands, _, other_leader, other_trick = data.draw(endings())
    first = Solver(trump, table=table)
    first.load(other_hands, other_leader, other_trick)
    first.card_values()
    solver = Solver(trump, table=table)
    solver.load(hands, leader, trick)
    held, played = as_tuples(hands, trick)
    north_south = reference_north_south(held, trump, leader, played)
    assert solver.north_south_tricks() == north_south
