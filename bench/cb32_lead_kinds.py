"""Diagnostic (not a benchmark): which kinds of card the 32 Card Bridge Expert and colver lead for the declaring side,
and what each kind costs against double dummy. At the declaring side's leads of the chosen tricks along colver IS-DD's
play of all four seats (as bench/cb32_paired.py), both cards are sorted into kinds (the jack or the nine of trumps,
a small trump, an ace, a ten, a king/queen/jack, a small plain card) and each kind's count and card points lost are
printed for both players, with the positions where the Expert's card loses ``--least`` points or more.

    python bench/cb32_lead_kinds.py [--tricks 1,2] [--deals 60] [--seed 5200001] [--least 20]

Run it in the bench environment; use it on the tuning deals only.
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.cb32_paired import card_losses, colver_positions, declarer_leads  # noqa: E402
from bench.outside import outside_module, positive_int  # noqa: E402
from bench.vs_colver import agent_specs, match_setup  # noqa: E402
from game.engine.cards import Card  # noqa: E402

PLAIN_KINDS = {"A": "ace", "T": "ten", "K": "honour", "Q": "honour", "J": "honour"}
TRUMP_KINDS = {"J": "trump jack", "9": "trump nine"}


def lead_kind(trump: str | None, c: Card) -> str:
    if trump and c.suit == trump:
        return TRUMP_KINDS.get(c.rank, "small trump")
    return PLAIN_KINDS.get(c.rank, "small plain")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tricks", default="1,2", help="the tricks (1 to 8, comma-separated) whose leads count")
    parser.add_argument("--deals", type=positive_int, default=60)
    parser.add_argument("--seed", type=positive_int, default=5200001)
    parser.add_argument("--least", type=positive_int, default=20, help="list the Expert's leads losing this much")
    args = parser.parse_args(argv)
    tricks = {int(t) for t in args.tricks.split(",")}
    setup = match_setup()
    expert = setup[3]
    by: dict = defaultdict(lambda: [0, 0])  # (player, kind): [leads, card points lost]
    for deal, hand, env, colvers in colver_positions(outside_module("colver", "colver"), agent_specs(20, 100)["isdd"],
                                                     args.deals, args.seed, tricks, setup):
        view = hand.view(hand.to_act)
        if not declarer_leads(view):
            continue
        ours = expert.decide(view).action
        losses = card_losses(env, hand.to_act, [ours, colvers])
        for who, c, loss in zip(("Expert", "colver"), (ours, colvers), losses, strict=True):
            row = by[who, lead_kind(view.trump, c)]
            row[0] += 1
            row[1] += loss
        if losses[0] >= args.least:
            print(f"  deal {deal} {hand.to_act} trick {len(hand.tricks) + 1}: Expert {ours} loses {losses[0]}, "
                  f"colver {colvers} loses {losses[1]}", flush=True)
    for (who, kind), (n, lost) in sorted(by.items()):
        print(f"{who:7s} {kind:12s} {n:4d} leads, {lost:5d} card points lost")
    return 0


if __name__ == "__main__":
    sys.exit(main())
