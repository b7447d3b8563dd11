"""AI benchmark of a game (32 Card Bridge unless --game says another): decision times per skill, and
duplicate matches between skills.

Decision times are measured on real positions: hands played by Advanced players, every decision point
kept (calls, announces and cards), then each skill decides on the same positions, one process, timed
with the clock on the wall and with the process's CPU time (on a machine busy with other work the wall
clock also counts the waits for a core; the CPU time is what the decision itself costs; the budget is
judged by the wall clock). The matches are duplicate: each deal is played twice with the seats of the two
players swapped; the figure is the mean of A's points minus B's per deal, with its 95% interval.

    python bench/ai.py [--game belote_bridgee] [--deals 500] [--positions 300] [--processes 2]
                       [--matches expert:advanced,...] [--skip-timing] [--skip-matches] [--first-deal 1]
                       [--option name=value ...]

``--game belote`` measures Belote's players, ``--game bridge`` Contract Bridge's (hand scores, nobody
vulnerable); ``--option no_trumps_all_trumps=true`` (any rules option of
the game, repeated as needed) plays every hand with that option. ``--game scotch_whist``: each player scores alone
unless partnership scoring is on, so a match counts the two seats a skill sits in (North and South, then East
and West) against the other two.

Budgets, the same in every game: each kind of Expert decision (calls, announces, cards passed, cards played
with a choice, and all of them together) takes at most 0.25 s at the median and at most 1 s at worst (p95
printed beside); Expert beats Advanced and Advanced beats Novice, each by a margin outside the 95% interval.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai.arena import duplicate_match, skill_player  # noqa: E402
from game.ai.player import SKILLS  # noqa: E402
from game.engine.cards import Card  # noqa: E402
from game.variants import VARIANTS, computer_player  # noqa: E402

VARIANT_ID = "belote_bridgee"
BUDGET_MEDIAN, BUDGET_MAX = 0.25, 1.0  # seconds per Expert decision, in every game (issue 16)
DEFAULT_MATCHES = "expert:advanced,advanced:novice,expert:novice"


def collect_positions(count: int, seed: int, variant_id: str = VARIANT_ID, options=None) -> list:
    """Views of every decision in hands played by Advanced players, ``count`` of them at random."""
    variant = VARIANTS[variant_id]
    options = options or variant.default_options()
    player = computer_player(variant_id, "advanced", seed)
    views = []
    deal = 5000 + seed
    while len(views) < count * 3:
        hand = variant.new_hand(options, dealer=variant.dealer_for_number(deal), deal_number=deal)
        while not hand.done:
            view = hand.view(hand.to_act)
            views.append(view)
            hand.apply(player.decide(view).action)
        deal += 1
    rng = random.Random(seed)
    return rng.sample(views, count)


def percentile(ordered: list[float], share: float) -> float:
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def figures(times: list[float]) -> str:
    if not times:
        return "no decisions"
    ordered = sorted(times)
    return (f"n={len(ordered):4d}  median {statistics.median(ordered) * 1000:7.1f} ms  "
            f"p95 {percentile(ordered, 0.95) * 1000:7.1f} ms  max {ordered[-1] * 1000:7.1f} ms")


def within_budget(times: list[float]) -> bool:
    return not times or (statistics.median(times) <= BUDGET_MEDIAN and max(times) <= BUDGET_MAX)


# The kinds of decision timed apart: (label, test on the view). A card play without a choice counts only in
# "all decisions".
DECISION_KINDS = (
    ("calls (bidding, trumps)", lambda view: view.phase in ("bidding", "trump")),
    ("cards passed", lambda view: view.phase == "passing"),
    ("announces", lambda view: view.phase == "play" and any(not isinstance(a, Card) for a in view.legal)),
    ("cards with a choice", lambda view: view.phase == "play" and sum(isinstance(a, Card) for a in view.legal) > 1
     and all(isinstance(a, Card) for a in view.legal)),
)


def budget_verdict(clock: str, times_by_kind: dict[str, list[float]]) -> bool:
    """Print whether every kind of Expert decision keeps to the budget by this clock; True if it does."""
    over = [label for label, times in times_by_kind.items() if not within_budget(times)]
    print(f"  Expert budget by the {clock} (each kind: median <= {BUDGET_MEDIAN} s, max <= {BUDGET_MAX} s): "
          f"{'met' if not over else 'NOT met by ' + ', '.join(over)}", flush=True)
    return not over


def timing(positions: int, seed: int, variant_id: str = VARIANT_ID, options=None) -> bool:
    views = collect_positions(positions, seed, variant_id, options)
    print(f"Decision times on {len(views)} positions from real hands of {variant_id} (one process, wall clock):",
          flush=True)
    ok = True
    for skill in SKILLS:
        player = computer_player(variant_id, skill, seed)
        wall = {label: [] for label in ("all decisions", *(label for label, _ in DECISION_KINDS))}
        cpu = {label: [] for label in wall}
        for view in views:
            start, start_cpu = time.perf_counter(), time.process_time()
            player.decide(view)
            spent, spent_cpu = time.perf_counter() - start, time.process_time() - start_cpu
            for label in ["all decisions", *(label for label, test in DECISION_KINDS if test(view))]:
                wall[label].append(spent)
                cpu[label].append(spent_cpu)
        for label, times in wall.items():
            if times:
                print(f"  {skill:9s} {label:24s} {figures(times)}")
        if skill == "expert":
            for label, times in cpu.items():
                if times:
                    print(f"  {skill:9s} {label:24s} {figures(times)}  (CPU time)")
            ok = budget_verdict("wall clock", wall) and ok
            budget_verdict("CPU time", cpu)
        sys.stdout.flush()
    return ok


def matches(pairs: list[tuple[str, str]], deals: int, first: int, processes: int, variant_id: str = VARIANT_ID,
            options=None) -> bool:
    ok = True
    for a, b in pairs:
        print(f"\nDuplicate match {a} vs {b} ({variant_id}): deals {first}..{first + deals - 1}, {processes} "
              f"process(es)", flush=True)
        start = time.time()
        step = max(1, deals // 20)

        def progress(result, start=start, step=step):
            if result.n % step == 0 or result.n == deals:
                print(f"  {result.n:5d}/{deals}  {result.summary()}  [{time.time() - start:.0f} s]", flush=True)

        result = duplicate_match(variant_id, skill_player(variant_id, a, 1), skill_player(variant_id, b, 2),
                                 range(first, first + deals), options=options, processes=processes, progress=progress)
        low, high = result.interval
        verdict = "beats" if low > 0 else ("loses to" if high < 0 else "is not separated from")
        ok = ok and low > 0
        print(f"  => {result.summary()}", flush=True)
        print(f"  => {a} {verdict} {b} (margin outside the interval: {'yes' if result.significant else 'no'}); "
              f"{time.time() - start:.0f} s", flush=True)
    return ok


def game_options(parser, variant_id: str, settings: list[str]):
    """The game's default options with the ``name=value`` settings given (None when there are none)."""
    if not settings:
        return None
    options = VARIANTS[variant_id].default_options()
    changes = {}
    for text in settings:
        name, _, raw = text.partition("=")
        current = getattr(options, name, None)
        if current is None or not raw:
            parser.error(f"{text!r} is not name=value for a rules option of {variant_id}")
        if isinstance(current, bool):
            changes[name] = raw.lower() in ("1", "true", "yes", "on")
        elif isinstance(current, int):
            changes[name] = int(raw)
        else:
            changes[name] = raw
    return options.replace(**changes)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default=VARIANT_ID, choices=sorted(VARIANTS),
                        help="the game whose players to measure")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a rules option of the game for every hand (repeatable)")
    parser.add_argument("--deals", type=int, default=500, help="deals per duplicate match (each played twice)")
    parser.add_argument("--first-deal", type=int, default=1, help="the first deal number")
    parser.add_argument("--positions", type=int, default=300, help="positions for the timing")
    parser.add_argument("--processes", type=int, default=2, help="worker processes for the matches (at most 2 here)")
    parser.add_argument("--matches", default=DEFAULT_MATCHES, help="pairs a:b, comma separated")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--skip-timing", action="store_true")
    parser.add_argument("--skip-matches", action="store_true")
    args = parser.parse_args(argv)
    options = game_options(parser, args.game, args.option)
    ok = True
    if not args.skip_timing:
        ok = timing(args.positions, args.seed, args.game, options) and ok
    if not args.skip_matches:
        pairs = [tuple(p.split(":")) for p in args.matches.split(",") if p]
        for pair in pairs:
            if len(pair) != 2 or any(s not in SKILLS for s in pair):
                parser.error(f"a match is two skills a:b from {', '.join(SKILLS)}, not {':'.join(pair)!r}")
        ok = matches(pairs, args.deals, args.first_deal, args.processes, args.game, options) and ok
    print(f"\nBudgets {'met' if ok else 'NOT all met'}.")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
