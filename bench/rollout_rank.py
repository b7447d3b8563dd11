"""Diagnostic (not a benchmark): how well the belote family's rollouts rank the cards of a lead when the world is
the true one, in 32 Card Bridge.

The positions are bench/policy_dd.py's (colver's IS-DD at all four seats; the same ``--cache`` file serves both).
At each lead of the chosen tricks, every legal card is played in the true deal and the hand finished as the
Experts' searches finish a world: the rollout policy (game/variants/belote_common/sim.py) plays on and the last
``--exact-tricks`` tricks are solved exactly. The card the rollouts rate best is the one a search with that single,
right world would play; its loss is the card points it gives up against the best card with every card known
(colver's ``solve_scores``). With ``--set NAME=VALUE`` (constants of the sim module) the cards are rated a second
time with those settings and the paired difference (changed minus as is) is printed, also with each loss capped
at CAPPED card points. This judges a change of the policy by what the searches use it for (ranking their
candidates), where bench/policy_dd.py judges the policy's own cards.

    python bench/rollout_rank.py --cache FILE [--set NAME=VALUE ...] [--tricks 1,2] [--deals 100] [--seed 5100001]

Run it in the bench environment; use it on the tuning deals only.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.cb32_paired import CAPPED  # noqa: E402
from bench.outside import constants_set, positive_int, with_interval  # noqa: E402
from bench.policy_dd import cached_positions, setting, show  # noqa: E402
from game.variants.belote_bridgee.ai_expert import EXACT_TRICKS  # noqa: E402
from game.variants.belote_common import sim as sim_module  # noqa: E402
from game.variants.belote_common.sim import CARD_OF  # noqa: E402
from game.variants.belote_common.solver import Solver, card_outcome  # noqa: E402


def rollouts_best(sim, settings: dict[str, int], exact_tricks: int) -> int:
    """The legal card whose rollout in ``sim`` (the true world) ends best for the player's side."""
    side = sim.to_act & 1
    solver = Solver()
    legal = sim.legal()
    cards = [c for c in range(32) if legal >> c & 1]
    with constants_set(settings, lambda name: sim_module):
        values = {c: card_outcome(sim, c, side, exact_tricks, solver).value for c in cards}
    return max(cards, key=lambda c: values[c])


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--set", type=setting, action="append", default=[], dest="settings",
                        help="NAME=VALUE, a constant of the sim module for the changed policy (repeat as needed)")
    parser.add_argument("--tricks", default="1,2", help="the tricks (1 to 8) whose leads count")
    parser.add_argument("--exact-tricks", type=positive_int, default=EXACT_TRICKS,
                        help="the last tricks of each rollout solved exactly (the 32 Card Bridge Expert's)")
    parser.add_argument("--deals", type=positive_int, default=100)
    parser.add_argument("--seed", type=positive_int, default=5100001)
    parser.add_argument("--cache", type=Path, help="bench/policy_dd.py's file of positions (made if missing)")
    parser.add_argument("--list", action="store_true", help="list the leads where the two settings differ")
    args = parser.parse_args(argv)
    tricks = {int(t) for t in args.tricks.split(",")}
    changed = dict(args.settings)
    found = cached_positions(args.cache, args.deals, args.seed)
    losses: dict[str, tuple[list[int], list[int]]] = {"declarers": ([], []), "defenders": ([], [])}
    for deal, seat, sim, card_loss in found:
        if sim.trick or sim.n_tricks + 1 not in tricks:
            continue
        picks = [rollouts_best(sim, s, args.exact_tricks) for s in ({}, changed)]
        role = "declarers" if int(seat) & 1 == sim.decl_side else "defenders"
        for i in (0, 1):
            losses[role][i].append(card_loss[picks[i]])
        if args.list and picks[0] != picks[1]:
            print(f"  deal {deal} {seat} trick {sim.n_tricks + 1}: {CARD_OF[picks[0]]} loses {card_loss[picks[0]]}, "
                  f"changed {CARD_OF[picks[1]]} loses {card_loss[picks[1]]}; {show(sim)}")
    names = " ".join(f"{k}={v}" for k, v in changed.items()) or "(nothing)"
    print(f"Leads of tricks {sorted(tricks)}, {len({p[0] for p in found})} deals, rollouts with the last "
          f"{args.exact_tricks} tricks exact, changed {names}:")
    for role, (before, after) in losses.items():
        if not before:
            continue
        diffs = [b - a for a, b in zip(before, after, strict=True)]
        capped = [min(b, CAPPED) - min(a, CAPPED) for a, b in zip(before, after, strict=True)]
        print(f"  the {role}' leads: card points lost per lead as is {sum(before) / len(before):.2f}, changed "
              f"{sum(after) / len(after):.2f}, paired difference {with_interval(diffs, 2)}, capped at {CAPPED} "
              f"{with_interval(capped, 2)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
