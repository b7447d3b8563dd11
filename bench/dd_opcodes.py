"""What one node of the double-dummy search costs, counted rather than timed: the bytecodes the solver's own
functions execute on positions of bench/double_dummy.py (same seed and numbering, West on lead), per node and by
function, with ``--lines`` by line too. A count does not move with the load of a shared machine, so a change to
the cost of a node shows even when it is a few percent (a call or a dict look-up counts as one bytecode
although it costs several: check a change that trades them with time as well). Slow: the search runs traced.

    python bench/dd_opcodes.py --seed 5300 --deals 4,7 [--lines 2.0]
"""

from __future__ import annotations

import argparse
import collections
import sys
from pathlib import Path
from types import FrameType

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.double_dummy import full_deal_positions  # noqa: E402
from game.ai import double_dummy  # noqa: E402
from game.ai.double_dummy import Solver  # noqa: E402


class BytecodeCount:
    """The bytecodes executed in one source file's functions while tracing, by function name and by line."""

    def __init__(self, filename: str) -> None:
        self.filename = filename
        self.by_function: collections.Counter = collections.Counter()
        self.by_line: collections.Counter = collections.Counter()

    def trace_calls(self, frame: FrameType, event: str, arg):
        if frame.f_code.co_filename != self.filename:
            return None
        frame.f_trace_opcodes = True
        frame.f_trace_lines = False
        return self.trace_opcodes

    def trace_opcodes(self, frame: FrameType, event: str, arg):
        if event == "opcode":
            self.by_function[frame.f_code.co_name] += 1
            self.by_line[frame.f_lineno] += 1
        return self.trace_opcodes

    def run(self, solve):
        """``solve()`` traced; returns what it returns (a tracer already set, e.g. coverage's, is set back after)."""
        previous = sys.gettrace()
        sys.settrace(self.trace_calls)
        try:
            return solve()
        finally:
            sys.settrace(previous)


def counted_solve(hands, trump, leader, trick) -> tuple[tuple[int, int], int, BytecodeCount]:
    """The side to move's bounds, the nodes and the bytecodes counted, for one position solved from scratch."""
    solver = Solver(trump)
    solver.load(hands, leader, trick)
    count = BytecodeCount(double_dummy.__file__)
    bounds = count.run(solver.mover_bounds)
    return bounds, solver.nodes, count


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=5300)
    parser.add_argument("--deals", default="2,4", help="deal numbers of bench/double_dummy.py (from 1), NT and trumps")
    parser.add_argument("--lines", type=float, default=0.0, help="also the lines from this many bytecodes a node")
    args = parser.parse_args(argv)
    numbers = sorted({int(number) for number in args.deals.split(",")})
    total_nodes = 0
    by_function: collections.Counter = collections.Counter()
    by_line: collections.Counter = collections.Counter()
    for label, hands, trump, leader, trick in full_deal_positions(max(numbers), 1, args.seed):
        if int(label.split()[0][1:]) not in numbers:
            continue
        bounds, nodes, count = counted_solve(hands, trump, leader, trick)
        print(f"{label}: {bounds[0]} tricks, {nodes:,} nodes, {sum(count.by_function.values()) / nodes:6.1f} bytecodes "
              f"a node", flush=True)
        total_nodes += nodes
        by_function.update(count.by_function)
        by_line.update(count.by_line)
    print(f"All: {total_nodes:,} nodes, {sum(by_function.values()) / total_nodes:.1f} bytecodes a node, by function:")
    for name, executed in by_function.most_common(25):
        print(f"  {executed / total_nodes:7.1f}  {name}")
    if args.lines:
        source = Path(double_dummy.__file__).read_text().splitlines()
        print("By line (bytecodes a node, line number, line):")
        for number, executed in sorted(by_line.items(), key=lambda item: item[0] or 0):
            if number and executed / total_nodes >= args.lines:
                print(f"  {executed / total_nodes:6.1f} {number:5} {source[number - 1].strip()[:100]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
