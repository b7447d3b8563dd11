"""Diagnostic (not a benchmark): where our 32 Card Bridge Expert and colver lose card points, judged by an
exact search over the true cards (colver's own ``solve_scores``) at every card either side plays.

The deals are bid and played as in bench/vs_colver.py (our Expert against colver's agent, seats swapped).
At each card, the card points the player's side would get with every card played at best from here on
(double dummy) after the card chosen, against the best card: the difference is that card's loss. The
losses are summed by side and by trick, and split by whether the contract was still open (some card makes
it and another not, double dummy) or already settled.

    python bench/colver_dd_losses.py [--agent isdd|smart] [--deals 20] [--seed 900001] [--worst 10]

Run it in the bench environment; use it on the tuning deals only.
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.outside import outside_module, positive_int  # noqa: E402
from bench.vs_colver import (  # noqa: E402
    agent_specs,
    bid_deal,
    colver_table,
    match_setup,
    next_card,
)


def card_loss(env, index: int, side: int) -> tuple[int, bool]:
    """The double-dummy card points ``side`` gives up by playing ``index`` now, and whether the contract
    is still open (its fate depends on the card)."""
    solved = env.solve_scores()
    ns = dict(solved["scores"])
    sign = 1 if side == 0 else -1
    best = max(sign * v for v in ns.values())
    made = {m for _, m in solved["contract_made"]}
    return best - sign * ns[index], len(made) > 1


def play_logged(colver, start, expert, spec: str, seed: int, our_side: str, log: list) -> None:
    hand = start.clone()
    colver_side = "EW" if our_side == "NS" else "NS"
    env, agents = colver_table(colver, hand, spec, seed, colver_side)
    while not hand.done:
        seat = hand.to_act
        trick = len(hand.tricks) if hasattr(hand, "tricks") else 0
        ours = seat.side == our_side
        action, index = next_card(expert, agents, hand, env, ours)
        if len(env.legal_actions()) > 1:
            loss, open_ = card_loss(env, index, 0 if seat.side == "NS" else 1)
            log.append((start.deal_number, our_side, "ours" if ours else "colver", trick, loss, open_, str(seat),
                        str(action)))
        for agent in agents.values():
            agent.observe(env, index)
        env.step(index)
        hand.apply(action)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--agent", choices=("isdd", "smart"), default="isdd")
    parser.add_argument("--deals", type=positive_int, default=20)
    parser.add_argument("--seed", type=positive_int, default=900001)
    parser.add_argument("--worst", type=int, default=10, help="list this many of our costliest cards")
    args = parser.parse_args(argv)
    colver = outside_module("colver", "colver")
    spec = agent_specs(20, 100)[args.agent]
    variant, options, bidder, expert = match_setup()
    log: list = []
    deal, played = args.seed, 0
    while played < args.deals:
        start = bid_deal(variant, options, deal, bidder)
        if start is not None:
            for side in ("NS", "EW"):
                play_logged(colver, start, expert, spec, deal, side, log)
            played += 1
        deal += 1
    by = defaultdict(lambda: [0, 0])
    for _, _, who, trick, loss, open_, _, _ in log:
        for key in ((who, "all"), (who, f"trick {trick + 1}"), (who, "open" if open_ else "settled")):
            by[key][0] += loss
            by[key][1] += 1
    print(f"Card points lost against double dummy, {played} deals from {args.seed} (per deal, both tables):")
    keys = sorted({k[1] for k in by}, key=lambda k: (k[0] != "a", k))
    for k in keys:
        row = "  ".join(f"{who:6s} {by[who, k][0] / played:6.1f} ({by[who, k][1]} cards)" for who in ("ours", "colver"))
        print(f"  {k:9s} {row}")
    worst = sorted((e for e in log if e[2] == "ours"), key=lambda e: -e[4])[:args.worst]
    print("Our costliest cards: deal, our side, trick, loss, contract open, seat, card")
    for e in worst:
        print("  ", e[0], e[1], e[3] + 1, e[4], e[5], e[6], e[7])
    return 0


if __name__ == "__main__":
    sys.exit(main())
