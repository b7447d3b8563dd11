"""What the benches against outside engines share (bench/vs_colver.py, bench/vs_belote_cli.py,
bench/bridge_dd.py, bench/engine_vs.py): the mean with its 95% interval, percentiles, the check that an
outside engine is installed, and the command-line types.

This module imports no outside engine, so tests/test_bench_stats.py can check it in the game's own
environment. The engines themselves live in the bench environment (README, "Benchmarks").
"""

from __future__ import annotations

import argparse
import importlib
import math
import statistics
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai.arena import confidence_half_width  # noqa: E402
from game.variants.bridge.scoring import imps  # noqa: E402,F401  (Bridge benches import imps from here)

REQUIREMENTS = "bench/requirements.txt"


def mean_interval(values: Sequence[float]) -> tuple[float, float]:
    """The mean of ``values`` and the half-width of its 95% interval (normal approximation; infinite below
    two values)."""
    if not values:
        return 0.0, math.inf
    return sum(values) / len(values), confidence_half_width(values)


def with_interval(values: Sequence[float], digits: int = 1) -> str:
    """``+3.2 ± 1.5 (n=200)``."""
    mean, half = mean_interval(values)
    return f"{mean:+.{digits}f} ± {half:.{digits}f} (n={len(values)})"


def percentile(values: Sequence[float], fraction: float) -> float:
    """The value below which ``fraction`` of ``values`` lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(fraction * len(ordered)) - 1))]


def time_figures(seconds: Sequence[float]) -> str:
    """``p50 0.12 s, p95 0.40 s, max 0.91 s (n=480)``."""
    if not seconds:
        return "no decisions"
    return (f"p50 {statistics.median(seconds):.3f} s, p95 {percentile(seconds, 0.95):.3f} s, "
            f"max {max(seconds):.3f} s (n={len(seconds)})")


def share_interval(hits: int, n: int) -> tuple[float, float]:
    """The share ``hits / n`` and the half-width of its 95% interval (normal approximation)."""
    if n == 0:
        return 0.0, math.inf
    share = hits / n
    return share, 1.96 * math.sqrt(share * (1 - share) / n)


def outcome(hand, ours: str, theirs: str) -> tuple[int, int]:
    """A finished hand of the belote family from side ``ours``: its score minus the other side's, and its card
    points (the last trick's bonus included) minus theirs."""
    points = hand.result().points
    return points[ours] - points[theirs], hand.points[ours] - hand.points[theirs]


class DuplicateTally:
    """Our side's results against an outside engine, deal by deal: each deal's figure is the mean of its two
    tables (our players North-South, then East-West), as bench/ai.py counts a duplicate match."""

    def __init__(self, opponent: str, deals: int, listing: bool = False) -> None:
        self.opponent, self.deals, self.listing = opponent, deals, listing
        self.scores: list[float] = []  # our score minus theirs
        self.cards: list[float] = []  # our card points minus theirs
        self.began = time.time()

    def add(self, deal: int, first: tuple[int, int], second: tuple[int, int]) -> None:
        self.scores.append((first[0] + second[0]) / 2)
        self.cards.append((first[1] + second[1]) / 2)
        n = len(self.scores)
        if self.listing:
            print(f"  deal {deal}: score {first[0]:+d} / {second[0]:+d}, card points {first[1]:+d} / {second[1]:+d}",
                  flush=True)
        if n % max(1, self.deals // 10) == 0 or n == self.deals:
            print(f"  {n:4d} deals (last deal {deal}): score {with_interval(self.scores)}, card points "
                  f"{with_interval(self.cards)}  [{time.time() - self.began:.0f} s]", flush=True)

    def report(self, first: int, last: int) -> None:
        print(f"  => our score minus {self.opponent}'s per deal: {with_interval(self.scores)}, deals {first}..{last}")
        print(f"  => our card points minus {self.opponent}'s per deal: {with_interval(self.cards)}", flush=True)


def outside_module(name: str, package: str):
    """Import the outside engine ``name``; when it is missing, one line saying how to install it, exit 2."""
    try:
        return importlib.import_module(name)
    except ImportError:
        print(f"{package} is not installed here: run this bench in the bench environment "
              f"(python -m venv .venv-bench && .venv-bench/bin/pip install -r {REQUIREMENTS}).", file=sys.stderr)
        raise SystemExit(2) from None


def positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{value} is not a positive whole number")
    return value


def add_deal_arguments(parser, deals: int, deals_help: str, first_deal: int) -> None:
    """--deals (how many) and --seed (the first deal number) of a bench over numbered deals."""
    parser.add_argument("--deals", type=positive_int, default=deals, help=deals_help)
    parser.add_argument("--seed", type=positive_int, default=first_deal, help="the first deal number")


@contextmanager
def constants_set(settings: dict[str, int], owner: Callable[[str], object]) -> Iterator[None]:
    """Module constants set to ``settings`` for the ``with`` block (``owner(name)``: the module holding ``name``),
    then put back: one decision of a paired check made with a changed knob."""
    kept = {name: getattr(owner(name), name) for name in settings}
    for name, value in settings.items():
        setattr(owner(name), name, value)
    try:
        yield
    finally:
        for name, value in kept.items():
            setattr(owner(name), name, value)
