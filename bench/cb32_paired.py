"""Diagnostic (not a benchmark): a paired check of a change to the 32 Card Bridge Expert's card play, on the same
positions, judged by double dummy.

Colver's IS-DD plays all four seats of each deal (bid as bench/vs_colver.py bids it, so the positions do not
depend on our Expert). At each position of the chosen tricks where the player has a choice, our Expert decides
twice: with the settings of game/variants/belote_bridgee/ai_expert.py as they are, and with the constants given
by ``--set NAME=VALUE`` (of ai_expert, of its inference ai_infer, or of the rollout policy's module
game/variants/belote_common/sim.py).
Each card's loss is the card points it gives up against the best card with every card known (colver's
``solve_scores``). Printed: the positions where the two cards differ, the mean loss of each and the mean paired
difference (changed minus as-is) with its 95% interval, the mean loss of colver's own card at those positions, and
the CPU time of the decisions. ``--declarer-leads`` counts only the positions where the declaring side leads,
``--defender-leads`` only those where the defenders lead.
Trick 1 holds the opening leads. One position's loss is noisy (a card that loses a capot costs a hundred), so
the paired difference is also given with each card's loss capped at CAPPED card points (a capot then counts as a
lost ten and a bit, not as a hundred); look at the positions listed, and check on deals you did not tune on.

    python bench/cb32_paired.py --set ROOT_EXACT_CARDS=5 [--tricks 4] [--deals 40] [--seed 900001]
                                [--declarer-leads | --defender-leads]

Run it in the bench environment; use it on the tuning deals only.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.outside import constants_set, outside_module, positive_int, with_interval  # noqa: E402
from bench.vs_colver import (  # noqa: E402
    COLVER_SEAT,
    agent_specs,
    bid_deal,
    colver_card,
    colver_table,
    match_setup,
    our_card,
)
from game.engine.cards import Card  # noqa: E402
from game.engine.seats import SEATS  # noqa: E402
from game.variants.belote_bridgee import ai_expert, ai_infer  # noqa: E402
from game.variants.belote_bridgee.ai_infer import infer  # noqa: E402
from game.variants.belote_common import sim  # noqa: E402

CAPPED = 40  # a card's loss counted at most this in the capped difference: one capot does not decide the check


def setting(text: str) -> tuple[str, int]:
    name, _, value = text.partition("=")
    if owner(name) is None or not value.lstrip("-").isdigit():
        raise argparse.ArgumentTypeError(f"{text!r} is not NAME=WHOLE_NUMBER with NAME a constant of ai_expert, of "
                                         f"ai_infer or of the rollout policy's module (belote_common.sim)")
    return name, int(value)


def owner(name: str):
    """The module whose constant ``name`` is: ai_expert's, else the inference's, else the rollout policy's (None:
    none of them)."""
    return next((m for m in (ai_expert, ai_infer, sim) if hasattr(m, name)), None)


def timed_card(expert, view, settings: dict[str, int]):
    """The Expert's card for ``view`` with ``settings`` applied to their modules for this one decision, and its
    CPU time."""
    with constants_set(settings, owner):
        began = time.process_time()
        action = expert.decide(view).action
        return action, time.process_time() - began


def colver_everywhere(colver, start, spec: str, deal: int):
    """Colver's table of ``start`` with its agent at all four seats."""
    env, agents = colver_table(colver, start, spec, deal, "NS")
    for seat in SEATS:
        if seat.side == "EW":
            agent = colver.Agent(spec, seat=COLVER_SEAT[seat], seed=deal * 4 + COLVER_SEAT[seat])
            agent.init_deal(env)
            agents[COLVER_SEAT[seat]] = agent
    return env, agents


def card_losses(env, seat, cards) -> list[int]:
    """The double-dummy card points each of ``cards`` gives up against the best card for ``seat``'s side."""
    scores = dict(env.solve_scores()["scores"])
    sign = 1 if seat.side == "NS" else -1
    best = max(sign * v for v in scores.values())
    return [best - sign * scores[colver_card(c)] for c in cards]


def expert_search_start(view, rng) -> tuple:
    """What the 32 Card Bridge Expert's search at ``view`` starts from: its root, its candidate cards (one of
    those that play alike), its layouts and their weights (None for a sample)."""
    root = ai_expert.Root(view)
    candidates = ai_expert.distinct_candidates(root, [a for a in view.legal if isinstance(a, Card)])
    layouts, weights, _ = ai_expert.search_layouts(view, infer(view), len(candidates), rng)
    return root, candidates, layouts, weights


def colver_positions(colver, spec: str, deals: int, seed: int, tricks: set[int], setup):
    """(deal, hand, colver's position, colver's card there) at each position of ``tricks`` where the player has
    a choice, along the play of colver's agent ``spec`` at all four seats of ``deals`` deals from ``seed`` (bid by
    ``setup``'s bidder, :func:`bench.vs_colver.match_setup`). Each hand is played on once the caller is done with
    it, up to the last trick asked for."""
    variant, options, bidder, _ = setup
    deal, done = seed, 0
    while done < deals:
        start = bid_deal(variant, options, deal, bidder)
        if start is not None:
            hand = start.clone()
            env, agents = colver_everywhere(colver, hand, spec, deal)
            while not hand.done and len(hand.tricks) < max(tricks):
                seat = hand.to_act
                index = agents[COLVER_SEAT[seat]].decide(env)["action"]
                if len(hand.tricks) + 1 in tricks and len(env.legal_actions()) > 1:
                    yield deal, hand, env, our_card(index)
                for agent in agents.values():
                    agent.observe(env, index)
                env.step(index)
                hand.apply(our_card(index))
            done += 1
        deal += 1


def declarer_leads(view) -> bool:
    """The player of ``view`` leads to a trick and sits on the declaring side."""
    return not view.trick and view.seat.side == view.public.declarer.side


def defender_leads(view) -> bool:
    """The player of ``view`` leads to a trick and defends."""
    return not view.trick and view.seat.side != view.public.declarer.side


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--set", type=setting, action="append", required=True, dest="settings",
                        help="NAME=VALUE, a constant of ai_expert or of the rollout policy (belote_common.sim) for the "
                             "changed decisions (repeat as needed)")
    parser.add_argument("--tricks", default="4", help="the tricks (1 to 8, comma-separated) whose positions count")
    parser.add_argument("--deals", type=positive_int, default=40)
    parser.add_argument("--seed", type=positive_int, default=900001)
    leads = parser.add_mutually_exclusive_group()
    leads.add_argument("--declarer-leads", action="store_true",
                       help="count only the positions where the declaring side leads to the trick")
    leads.add_argument("--defender-leads", action="store_true",
                       help="count only the positions where the defenders lead to the trick")
    args = parser.parse_args(argv)
    tricks = {int(t) for t in args.tricks.split(",")}
    changed = dict(args.settings)
    colver = outside_module("colver", "colver")
    spec = agent_specs(20, 100)["isdd"]
    setup = match_setup()
    expert = setup[3]
    losses: tuple[list[int], list[int]] = ([], [])
    times: tuple[list[float], list[float]] = ([], [])
    deal = args.seed
    colver_losses: list[int] = []
    for deal, hand, env, colvers in colver_positions(colver, spec, args.deals, args.seed, tricks, setup):
        seat = hand.to_act
        view = hand.view(seat)
        if (args.declarer_leads and not declarer_leads(view)) or (args.defender_leads and not defender_leads(view)):
            continue
        picks = [timed_card(expert, view, s) for s in ({}, changed)]
        *pair, colver_loss = card_losses(env, seat, [c for c, _ in picks] + [colvers])
        colver_losses.append(colver_loss)
        for i in (0, 1):
            losses[i].append(pair[i])
            times[i].append(picks[i][1])
        if picks[0][0] != picks[1][0]:
            print(f"  deal {deal} {seat} trick {len(hand.tricks) + 1}: {picks[0][0]} loses {pair[0]}, "
                  f"changed {picks[1][0]} loses {pair[1]}", flush=True)
    diffs = [b - a for a, b in zip(*losses, strict=True)]
    which = "declaring side's leads" if args.declarer_leads else "defenders' leads" if args.defender_leads else \
        "positions"
    print(f"{len(diffs)} {which} of tricks {sorted(tricks)}, {args.deals} deals from {args.seed} to {deal}, "
          f"changed {' '.join(f'{k}={v}' for k, v in changed.items())}:")
    print(f"  card points lost against double dummy per position: as is {statistics.mean(losses[0]):.2f}, "
          f"changed {statistics.mean(losses[1]):.2f}, paired difference {with_interval(diffs)}; colver's own card "
          f"{statistics.mean(colver_losses):.2f}")
    capped = [min(b, CAPPED) - min(a, CAPPED) for a, b in zip(*losses, strict=True)]
    print(f"  with each loss capped at {CAPPED}: paired difference {with_interval(capped, 2)}")
    print(f"  CPU per decision: as is {1000 * statistics.mean(times[0]):.0f} ms (max {1000 * max(times[0]):.0f}), "
          f"changed {1000 * statistics.mean(times[1]):.0f} ms (max {1000 * max(times[1]):.0f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
