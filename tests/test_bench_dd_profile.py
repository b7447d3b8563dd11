"""bench/dd_profile.py counts where the double-dummy search spends its nodes without changing the search: the
same answer and nodes as the plain solver, and the traced root branch holds every node of its question."""

import importlib.util
import random
from pathlib import Path

from game.ai.double_dummy import Solver
from game.engine.cards import DECK_52
from game.engine.seats import Seat

_SPEC = importlib.util.spec_from_file_location("bench_dd_profile",
                                               Path(__file__).parent.parent / "bench" / "dd_profile.py")
dd_profile = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(dd_profile)


def seven_card_ending(seed: int):
    deck = list(DECK_52)
    random.Random(seed).shuffle(deck)
    return {seat: deck[seat * 7:(seat + 1) * 7] for seat in Seat}


def test_the_profiled_search_answers_as_the_plain_one_with_as_many_nodes():
    for seed, trump in ((1, None), (2, "S"), (3, "H")):
        hands = seven_card_ending(seed)
        plain = Solver(trump)
        plain.load(hands, Seat.W)
        profiled = dd_profile.ProfiledSolver(trump, depth=6)
        profiled.load(hands, Seat.W)
        for target in range(1, 8):
            before = profiled.nodes
            assert profiled.north_south_at_least(target) == plain.north_south_at_least(target)
            if profiled.nodes > before:
                assert profiled.roots[-1].nodes == profiled.nodes - before
        assert profiled.nodes == plain.nodes
        searched = sum(count for (kind, _), count in profiled.counts.items() if kind == "searched")
        assert searched >= len(profiled.roots)
