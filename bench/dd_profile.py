"""Where the double-dummy search spends its nodes on one full deal of bench/double_dummy.py (same seed and
numbering, West on lead): the nodes of each yes/no question, per trick the lead positions searched and those
answered without a search (table or sure tricks), and the branches that took at least ``--min-nodes`` nodes
(each node: the player, the card number in the trick, the tricks left, the target, then each card tried with
its nodes and whether North-South reached the target, T or F). Slow (a few times the plain search).

    python bench/dd_profile.py --seed 3300 --deal 8 --trump NT [--min-nodes 50000] [--depth 10]
"""

from __future__ import annotations

import argparse
import collections
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.double_dummy import full_deal_positions  # noqa: E402
from game.ai.double_dummy import Solver, card_of  # noqa: E402

SEATS = "NESW"


class Branch:
    """One search node of the traced top of the tree."""

    def __init__(self, seat: int, played: int, left: int, target: int, hands: tuple, move: str) -> None:
        self.seat, self.played, self.left, self.target, self.hands, self.move = seat, played, left, target, hands, move
        self.kids: list[Branch] = []
        self.nodes = 0
        self.reached = False


def card_gone(before: tuple, after: tuple) -> str:
    """The card a hand played between two snapshots of the hands."""
    for seat in range(4):
        for suit in range(4):
            gone = before[seat][suit] & ~after[seat][suit]
            if gone:
                return f"{SEATS[seat]}:{card_of(suit, gone)}"
    return "-"


class ProfiledSolver(Solver):
    """The solver, counting lead positions per trick and tracing the top ``depth`` plies of the search."""

    def __init__(self, trump, depth: int) -> None:
        super().__init__(trump, table={})
        self.depth = depth
        self.counts: collections.Counter = collections.Counter()
        self.stack: list[Branch] = []
        self.roots: list[Branch] = []

    def _lead(self, leader: int, target: int, deal: int):
        left, before = self.left, self.nodes
        answer = super()._lead(leader, target, deal)
        self.counts["searched" if self.nodes > before else "free", left] += 1
        self.counts["nodes", left] += self.nodes - before
        return answer

    def _play(self, seat, target, played, *rest):
        if len(self.stack) >= self.depth:
            return super()._play(seat, target, played, *rest)
        hands = tuple(tuple(hand) for hand in self.hands)
        branch = Branch(seat, played, self.left, target, hands,
                        card_gone(self.stack[-1].hands, hands) if self.stack else "-")
        (self.stack[-1].kids if self.stack else self.roots).append(branch)
        self.stack.append(branch)
        before = self.nodes
        try:
            answer = super()._play(seat, target, played, *rest)
        finally:
            self.stack.pop()
        branch.nodes, branch.reached = self.nodes - before, answer[0]
        return answer


def show(branch: Branch, min_nodes: int, indent: int = 0) -> None:
    if branch.nodes < min_nodes:
        return
    tried = ", ".join(f"{kid.move} {kid.nodes:,} {'T' if kid.reached else 'F'}" for kid in branch.kids)
    print(f"{'  ' * indent}{branch.move} -> {SEATS[branch.seat]} card {branch.played + 1}, {branch.left} tricks left, "
          f"target {branch.target}: {branch.nodes:,} nodes {'T' if branch.reached else 'F'}; tried {tried}")
    for kid in branch.kids:
        show(kid, min_nodes, indent + 1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=16)
    parser.add_argument("--deal", type=int, default=1, help="the deal's number in bench/double_dummy.py (from 1)")
    parser.add_argument("--trump", default="NT", help="NT or the deal's trump suit")
    parser.add_argument("--min-nodes", type=int, default=50_000, help="branches shown from this many nodes")
    parser.add_argument("--depth", type=int, default=10, help="plies traced")
    args = parser.parse_args(argv)
    if args.deal < 1:
        parser.error("--deal counts from 1")
    wanted = [position for position in full_deal_positions(args.deal, 1, args.seed)
              if position[0].split()[0] == f"#{args.deal}" and (position[2] or "NT") == args.trump.upper()]
    if not wanted:
        parser.error(f"deal {args.deal} is played at NT and in {'SHDC'[(args.deal - 1) % 4]} only")
    label, hands, trump, leader, trick = wanted[0]
    solver = ProfiledSolver(trump, args.depth)
    solver.load(hands, leader, trick)
    low, high = solver._known_bounds()
    started = time.process_time()
    questions = []
    guess = solver._estimate()
    while low < high:
        target = min(max(guess, low + 1), high)
        before, roots = solver.nodes, len(solver.roots)
        reached = solver.north_south_at_least(target)
        questions.append((target, reached, solver.nodes - before, solver.roots[roots:]))
        low, high, guess = (target, high, target + 1) if reached else (low, target - 1, target - 1)
    print(f"{label}: North-South {low} tricks, {solver.nodes:,} nodes, {time.process_time() - started:.1f} s of CPU")
    for target, reached, nodes, _ in questions:
        print(f"  at least {target}? {'yes' if reached else 'no'}: {nodes:,} nodes")
    for left in range(13, 1, -1):
        print(f"  {left:2} tricks left: {solver.counts['searched', left]:8,} lead positions searched, "
              f"{solver.counts['free', left]:8,} answered without a search, {solver.counts['nodes', left]:10,} nodes")
    for target, _, _, roots in questions:
        print(f"Question 'at least {target}?':")
        for root in roots:
            show(root, args.min_nodes)
    return 0


if __name__ == "__main__":
    sys.exit(main())
