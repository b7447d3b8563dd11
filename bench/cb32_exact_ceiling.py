"""Diagnostic (not a benchmark): do the 32 Card Bridge Expert's costly cards come from its search or from what it
knows? At the positions of colver IS-DD's play (all four seats, as bench/cb32_paired.py), wherever the Expert's card
gives up at least ``--least`` card points against double dummy, the same kind of search is run twice over the first
``--layouts`` of the Expert's own layouts (the same sampler, clues and weights): once as the Expert plays them (the
rollout policy, then the last tricks exactly) and once with every world solved exactly from the card on. A card the
exact search over our own layouts gets right was lost by the search; one it gets wrong too, by the layouts.

    python bench/cb32_exact_ceiling.py [--tricks 1,2,3] [--deals 60] [--seed 900001] [--least 30] [--layouts 12]

The exact searches of the first tricks take seconds each. Run it in the bench environment; use it on the tuning
deals only.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.cb32_paired import card_losses, colver_positions, expert_search_start  # noqa: E402
from bench.outside import outside_module, positive_int  # noqa: E402
from bench.vs_colver import agent_specs, match_setup  # noqa: E402
from game.engine.cards import Card  # noqa: E402
from game.variants.belote_bridgee import ai_expert  # noqa: E402


def search_card(view, rng, layouts: int, exact: bool) -> Card:
    """The card a search like the Expert's picks over the first ``layouts`` of its own layouts: rolled out as the
    Expert does, or with every world solved exactly (``exact``)."""
    root, candidates, found, weights = expert_search_start(view, rng)
    best, _ = root.ranked_cards(candidates, found[:layouts], exact=exact, exact_tricks=ai_expert.EXACT_TRICKS,
                                nodes=0, least=layouts, weights=weights[:layouts] if weights else None)
    return best[0].action


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tricks", default="1,2,3", help="the tricks (1 to 8, comma-separated) whose positions count")
    parser.add_argument("--deals", type=positive_int, default=60)
    parser.add_argument("--seed", type=positive_int, default=900001)
    parser.add_argument("--least", type=positive_int, default=30, help="the Expert's losses looked at (card points)")
    parser.add_argument("--layouts", type=positive_int, default=12, help="the Expert's layouts both searches play")
    args = parser.parse_args(argv)
    tricks = {int(t) for t in args.tricks.split(",")}
    colver = outside_module("colver", "colver")
    setup = match_setup()
    player = setup[3]
    totals = [0, 0, 0]  # card points lost: the Expert, the rollout search, the exact search
    for deal, hand, env, _ in colver_positions(colver, agent_specs(20, 100)["isdd"], args.deals, args.seed, tricks,
                                            setup):
        seat = hand.to_act
        view = hand.view(seat)
        ours = player.decide(view).action
        if card_losses(env, seat, [ours])[0] < args.least:
            continue
        cards = [ours] + [search_card(view, player.rng(view), args.layouts, exact) for exact in (False, True)]
        losses = card_losses(env, seat, cards)
        for i in range(3):
            totals[i] += losses[i]
        print(f"  deal {deal} {seat} trick {len(hand.tricks) + 1}: Expert {cards[0]} loses {losses[0]}, rollouts over "
              f"{args.layouts} of its layouts {cards[1]} loses {losses[1]}, exact {cards[2]} loses {losses[2]}",
              flush=True)
    print(f"Card points lost at those positions: the Expert {totals[0]}, rollouts over {args.layouts} of its layouts "
          f"{totals[1]}, exact search over the same layouts {totals[2]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
