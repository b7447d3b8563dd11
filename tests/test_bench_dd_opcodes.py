"""bench/dd_opcodes.py counts the bytecodes of the double-dummy search without changing it: the same answer and
nodes as the plain solver, every bytecode counted once by function and once by line, and more of them on a longer
search."""

import importlib.util
import random
from pathlib import Path

from game.ai.double_dummy import Solver
from game.engine.cards import DECK_52
from game.engine.seats import Seat

_SPEC = importlib.util.spec_from_file_location("bench_dd_opcodes",
                                               Path(__file__).parent.parent / "bench" / "dd_opcodes.py")
dd_opcodes = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(dd_opcodes)


def ending(seed: int, size: int):
    deck = list(DECK_52)
    random.Random(seed).shuffle(deck)
    return {seat: deck[seat * size:(seat + 1) * size] for seat in Seat}


def test_the_counted_search_answers_as_the_plain_one_and_counts_each_bytecode_once():
    for seed, trump in ((1, None), (2, "S")):
        hands = ending(seed, 6)
        plain = Solver(trump)
        plain.load(hands, Seat.W)
        bounds, nodes, count = dd_opcodes.counted_solve(hands, trump, Seat.W, [])
        assert bounds == plain.mover_bounds()
        assert nodes == plain.nodes
        assert count.by_function["_play"] > 0
        assert sum(count.by_function.values()) == sum(count.by_line.values())


def test_a_longer_search_counts_more_bytecodes():
    small = dd_opcodes.counted_solve(ending(3, 3), "H", Seat.W, [])[2]
    large = dd_opcodes.counted_solve(ending(3, 7), "H", Seat.W, [])[2]
    assert sum(large.by_function.values()) > sum(small.by_function.values()) > 0
