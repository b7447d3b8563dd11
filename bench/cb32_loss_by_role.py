"""Diagnostic (not a benchmark): where the 32 Card Bridge Expert's card play loses points and spends its time, by
trick and role. Along colver IS-DD's play of all four seats (as bench/cb32_paired.py), at each position of the
chosen tricks where the player has a choice, the Expert decides; its card and colver's are judged by double dummy
(card points given up against the best card with every card known). Printed per trick, and per trick split into
leader or follower and declaring side or defender: the positions, each player's mean loss, and the Expert's CPU per
decision (mean, median, max). A budget is best moved from the groups that lose little to those that lose much.

    python bench/cb32_loss_by_role.py [--tricks 1,2,3,4,5] [--deals 25] [--seed 5100001]

Run it in the bench environment; use it on the tuning deals only.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.cb32_paired import card_losses, colver_positions, timed_card  # noqa: E402
from bench.outside import outside_module, positive_int  # noqa: E402
from bench.vs_colver import agent_specs, match_setup  # noqa: E402


def role(view) -> str:
    """``"lead"`` or ``"follow"``, then ``"declaring"`` or ``"defending"``."""
    place = "follow" if view.trick else "lead"
    side = "declaring" if view.seat.side == view.public.declarer.side else "defending"
    return f"{place} {side}"


def print_groups(title: str, rows: list[tuple]) -> None:
    """Each group's positions, mean losses (ours, colver's) and our CPU; ``rows`` are (group, ours, colver's,
    seconds)."""
    groups: dict = defaultdict(list)
    for group, *figures in rows:
        groups[group].append(figures)
    print(title)
    for group in sorted(groups):
        ours, colvers, seconds = zip(*groups[group], strict=True)
        print(f"  {group}: {len(ours)} positions, lost ours {statistics.mean(ours):.2f}, colver "
              f"{statistics.mean(colvers):.2f}; CPU mean {1000 * statistics.mean(seconds):.0f} ms, median "
              f"{1000 * statistics.median(seconds):.0f}, max {1000 * max(seconds):.0f}")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tricks", default="1,2,3,4,5", help="the tricks (1 to 8, comma-separated) whose positions "
                                                              "count")
    parser.add_argument("--deals", type=positive_int, default=25)
    parser.add_argument("--seed", type=positive_int, default=5100001)
    args = parser.parse_args(argv)
    tricks = {int(t) for t in args.tricks.split(",")}
    colver = outside_module("colver", "colver")
    setup = match_setup()
    expert = setup[3]
    by_trick, by_role = [], []
    for _, hand, env, colvers in colver_positions(colver, agent_specs(20, 100)["isdd"], args.deals, args.seed,
                                                  tricks, setup):
        view = hand.view(hand.to_act)
        card, seconds = timed_card(expert, view, {})
        ours, theirs = card_losses(env, view.seat, [card, colvers])
        trick = len(hand.tricks) + 1
        by_trick.append((f"trick {trick}", ours, theirs, seconds))
        by_role.append((f"trick {trick}, {role(view)}", ours, theirs, seconds))
    print_groups(f"{args.deals} deals from {args.seed}, by trick:", by_trick)
    print_groups("by trick and role:", by_role)
    return 0


if __name__ == "__main__":
    sys.exit(main())
