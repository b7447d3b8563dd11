"""Diagnostic (not a benchmark): what the belote family's exact search costs where the 32 Card Bridge Expert would
use it early in the hand. At the positions of colver IS-DD's play (all four seats, as bench/cb32_paired.py) of the
chosen tricks where the player has two distinct cards or more, every candidate card is searched in each of the first
``--layouts`` of the Expert's own layouts (one table per world, as the Expert shares it): once for its exact value
(what the Expert's exact searches need) and once only for whether the contract makes (a null-window question).
Printed: the CPU time (process time) and the cards tried of each decision, then the median and the maximum.

    python bench/cb32_exact_speed.py [--tricks 2,3] [--deals 6] [--seed 5100001] [--layouts 12]

Run it in the bench environment; use it on the tuning deals only.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.cb32_paired import colver_positions, expert_search_start  # noqa: E402
from bench.outside import outside_module, positive_int  # noqa: E402
from bench.vs_colver import agent_specs, match_setup  # noqa: E402
from game.variants.belote_common.sim import cid  # noqa: E402
from game.variants.belote_common.solver import Solver, made_threshold  # noqa: E402


def searched(worlds: list, cards: list[int], exact: bool) -> tuple[float, int]:
    """The CPU seconds and the cards tried to search ``cards`` in every world: their exact values, or (not
    ``exact``) only whether the contract makes."""
    began, nodes = time.process_time(), 0
    for world in worlds:
        solver = Solver()
        threshold = made_threshold(world)
        for c in cards:
            trial = world.copy()
            trial.play(c)
            if exact:
                solver.value(trial)
            else:
                solver.at_least(trial, threshold)
        nodes += solver.nodes
    return time.process_time() - began, nodes


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tricks", default="2,3", help="the tricks (1 to 8, comma-separated) whose positions count")
    parser.add_argument("--deals", type=positive_int, default=6)
    parser.add_argument("--seed", type=positive_int, default=5100001)
    parser.add_argument("--layouts", type=positive_int, default=12, help="the Expert's layouts searched")
    args = parser.parse_args(argv)
    tricks = {int(t) for t in args.tricks.split(",")}
    colver = outside_module("colver", "colver")
    setup = match_setup()
    player = setup[3]
    figures: dict[bool, list[float]] = {True: [], False: []}
    spec = agent_specs(20, 100)["isdd"]
    for deal, hand, _, _ in colver_positions(colver, spec, args.deals, args.seed, tricks, setup):
        view = hand.view(hand.to_act)
        root, candidates, layouts, _ = expert_search_start(view, player.rng(view))
        if len(candidates) < 2:
            continue
        worlds = [root.world(layout) for layout in layouts[:args.layouts]]
        line = []
        for exact in (True, False):
            seconds, nodes = searched(worlds, [cid(c) for c in candidates], exact)
            figures[exact].append(seconds)
            line.append(f"{'exact values' if exact else 'makes or not'} {seconds:.2f} s ({nodes:,} cards tried)")
        print(f"  deal {deal} {hand.to_act} trick {len(hand.tricks) + 1}, {len(candidates)} cards in "
              f"{len(worlds)} worlds: {', '.join(line)}", flush=True)
    for exact in (True, False):
        times = figures[exact]
        if times:
            print(f"{'Exact values' if exact else 'Makes or not'}: CPU per decision median "
                  f"{statistics.median(times):.2f} s, max {max(times):.2f} s (n={len(times)})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
