"""How far the Bridge Expert's bidding simulation misses the tricks, on the decisions it judges: four Experts bid
each deal of a cached set (bench/bidding_tuning.py's DDS tables); wherever the simulation judges a call, each of
our strains it weighs gives three figures against the double-dummy tricks of the real deal (the better of our
two declarers): the estimate averaged over the dealt layouts (what the Expert uses), the same estimate on the
real hidden hands (the estimator's own miss) and the two against each other (the miss that comes from not
seeing the hands).

    python bench/bidding_estimates.py [--deals 200] [--seed 910001] [--cache /tmp/bidding_dd]
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.bidding_tuning import DENOMS, GAME, cached_tables  # noqa: E402
from bench.outside import add_deal_arguments  # noqa: E402
from game.engine.seats import SEATS  # noqa: E402
from game.variants import VARIANTS, computer_player  # noqa: E402
from game.variants.bridge.ai import auction_of, score_context  # noqa: E402
from game.variants.bridge.bidding import HandInfo, context_for, meaning_in, rule_call  # noqa: E402
from game.variants.bridge.bidding.simulation import decision_rng, judge, judged_here  # noqa: E402
from game.variants.bridge.bidding.tricks import estimated_tricks  # noqa: E402


def judged_strains(hand, table: list[list[int]]) -> list[tuple[str, float, float, int]]:
    """(strain, estimate over the layouts, estimate on the real hands, double-dummy tricks) for each of our
    strains the simulation weighs at the player to call, if it judges this call."""
    view = hand.view(hand.to_act)
    mine = HandInfo(view.hand)
    ctx = context_for(auction_of(view), *score_context(view))
    system, _ = rule_call(mine, ctx, "expert")
    if not judged_here(ctx, system, meaning_in(ctx, system)):
        return []
    real = {seat: HandInfo(hand.hands[seat]).ranks for seat in SEATS}
    seat, partner = ctx.seat, ctx.partner
    found = {}
    for j in judge(mine, ctx, system, lambda c: meaning_in(ctx, c), decision_rng(mine, ctx)):
        if j.outcome is None or not j.outcome.ours or j.outcome.strain in found:
            continue
        strain = j.outcome.strain
        on_real = estimated_tricks(real[seat], real[partner], strain, real[seat.left], real[seat.right])
        tricks = max(table[DENOMS.index(strain)][int(s)] for s in (seat, partner))
        found[strain] = (strain, j.tricks, on_real, tricks)
    return list(found.values())


def misses(deals: dict[int, dict]) -> list[tuple[str, float, float, int]]:
    variant = VARIANTS[GAME]
    options = variant.default_options()
    bidder = computer_player(GAME, "expert", 1)
    found = []
    for deal, known in deals.items():
        hand = variant.new_hand(options, dealer=variant.dealer_for_number(deal), deal_number=deal)
        while hand.phase == "bidding":
            found += judged_strains(hand, known["table"])
            hand.apply(bidder.decide(hand.view(hand.to_act)).action)
    return found


def figure(values: list[float]) -> str:
    return f"mean {statistics.mean(values):+.2f}, rms {math.sqrt(statistics.mean(v * v for v in values)):.2f}"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_deal_arguments(parser, 200, "deals", 910_001)
    parser.add_argument("--cache", default="/tmp/bidding_dd", help="folder of the cached DDS tables")
    args = parser.parse_args(argv)
    rows = misses(cached_tables(Path(args.cache), args.seed, args.deals))
    print(f"Trick estimates of the judged decisions, {args.deals} deals from deal {args.seed} (estimate minus "
          "double dummy, in tricks):")
    for kind, keep in (("no trumps", lambda s: s == "NT"), ("suits", lambda s: s != "NT")):
        chosen = [r for r in rows if keep(r[0])]
        if chosen:
            print(f"{kind:>10} ({len(chosen)}): layouts {figure([r[1] - r[3] for r in chosen])}; real hands "
                  f"{figure([r[2] - r[3] for r in chosen])}; layouts against real hands "
                  f"{figure([r[1] - r[2] for r in chosen])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
