"""Whether the Bridge Expert's bidding simulation deals layouts that fit the auction, and what its overrulings of
the system's calls win or lose: four Experts bid each deal of a cached set (bench/bidding_tuning.py's DDS
tables); wherever the simulation judges a call

- for each hidden hand, whether the real hand falls outside what the simulation takes its calls to show (the
  misfit the layouts are dealt against), whether our own rules would make the calls it made (the real hand and
  the dealt ones: "consistent"), and how wide the dealt hands' points are against the real hand's;
- wherever the Expert's call is not the rules' call, the deal is bid again from there with the rules' call (the
  Experts go on after it) and the two final contracts are scored on the double-dummy table: IMPs the overruling
  won (+) or lost (-) for the side that made it, and IMPs it brought the deal nearer the par score (what
  bench/bridge_dd.py measures), by kind of change.

    python bench/bidding_layouts.py [--deals 200] [--seed 910001] [--cache /tmp/bidding_dd] [--no-consistency]
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.bidding_tuning import GAME, cached_tables, ns_score  # noqa: E402
from bench.outside import add_deal_arguments, imps, with_interval  # noqa: E402
from game.engine.actions import PASS, Bid  # noqa: E402
from game.engine.seats import SEATS  # noqa: E402
from game.variants import VARIANTS, computer_player  # noqa: E402
from game.variants.bridge.ai import auction_of, score_context  # noqa: E402
from game.variants.bridge.auction import Auction  # noqa: E402
from game.variants.bridge.bidding import HandInfo, context_for, meaning_in, rule_call  # noqa: E402
from game.variants.bridge.bidding.evaluation import SUITS  # noqa: E402
from game.variants.bridge.bidding.model import strain_of  # noqa: E402
from game.variants.bridge.bidding.simulation import decision_rng, is_game_or_more, judged_here, sample_layouts  # noqa: E402
from game.variants.bridge.bidding.tricks import points  # noqa: E402


def cards_of(ranks) -> list[str]:
    return [r + s for s in SUITS for r in ranks[s]]


def misfit_of(ranks, shown) -> int:
    hcp = points(ranks)
    miss = max(0, shown.lo - hcp) + max(0, hcp - shown.hi)
    for s, (lo, hi) in shown.lengths.items():
        n = len(ranks[s])
        miss += 2 * (max(0, lo - n) + max(0, n - hi))
    shape = tuple(sorted((len(ranks[s]) for s in SUITS), reverse=True))
    if shown.balanced and shape not in ((4, 3, 3, 3), (4, 4, 3, 2), (5, 3, 3, 2)):
        miss += 2
    return miss


def consistent(cards: list[str], seat, auction: Auction) -> bool:
    """Whether our rules, holding ``cards``, make every call ``seat`` made in ``auction``."""
    hand = HandInfo(cards)
    for i, call in enumerate(auction.calls):
        if auction.seat_of(i) != seat:
            continue
        ctx = context_for(Auction(auction.dealer, auction.calls[:i]))
        if rule_call(hand, ctx, "expert")[0] is not call:
            return False
    return True


def kind_of(system, chosen, ctx) -> str:
    """What sort of change the Expert made to the rules' call."""
    competitive = not ctx.ours_last or bool(ctx.their_bids)
    where = "competitive" if competitive else "uncontested"
    if isinstance(chosen, Bid) and chosen.amount >= 6:
        return f"slam ({where})"
    if system is PASS:
        to = "game" if is_game_or_more(chosen) else "part-score"
        return f"pass -> {to} ({where})"
    assert isinstance(system, Bid) and isinstance(chosen, Bid)
    a = "game" if is_game_or_more(system) else "part-score"
    b = "game" if is_game_or_more(chosen) else "part-score"
    nt = {True: "NT", False: "suit"}
    return f"{a} {nt[strain_of(system) == 'NT']} -> {b} {nt[strain_of(chosen) == 'NT']} ({where})"


def bid_out(hand, bidder):
    while hand.phase == "bidding":
        hand.apply(bidder.decide(hand.view(hand.to_act)).action)
    return hand


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_deal_arguments(parser, 200, "deals", 910_001)
    parser.add_argument("--cache", default="/tmp/bidding_dd", help="folder of the cached DDS tables")
    parser.add_argument("--no-consistency", action="store_true", help="skip the rules' check of the layouts")
    args = parser.parse_args(argv)
    variant = VARIANTS[GAME]
    options = variant.default_options()
    bidder = computer_player(GAME, "expert", 1)
    tables = cached_tables(Path(args.cache), args.seed, args.deals)
    outside = defaultdict(list)  # role -> [real hand misfit > 0]
    real_rules = defaultdict(list)  # role -> [our rules make the real hand's calls]
    dealt_rules = defaultdict(list)  # role -> [share of dealt hands our rules would have bid the same]
    spread = defaultdict(list)  # role -> [sd of the dealt hands' points]
    off = defaultdict(list)  # role -> [real points minus the dealt hands' mean]
    length_off = []
    changes = defaultdict(list)  # kind -> [(IMPs won by the overruling, IMPs it brought the deal nearer the par)]
    judged = 0
    for deal, known in tables.items():
        hand = variant.new_hand(options, dealer=variant.dealer_for_number(deal), deal_number=deal)
        pending = []
        while hand.phase == "bidding":
            view = hand.view(hand.to_act)
            mine = HandInfo(view.hand)
            ctx = context_for(auction_of(view), *score_context(view))
            system, _ = rule_call(mine, ctx, "expert")
            chosen = bidder.decide(view).action
            if judged_here(ctx, system, meaning_in(ctx, system)):
                judged += 1
                layouts = sample_layouts(mine, ctx, decision_rng(mine, ctx))
                for seat in SEATS:
                    if seat == ctx.seat:
                        continue
                    role = "partner" if seat == ctx.partner else "opponent"
                    real = HandInfo(hand.hands[seat])
                    outside[role].append(misfit_of(real.ranks, ctx.shown[seat]) > 0)
                    real_rules[role].append(consistent(cards_of(real.ranks), seat, ctx.auction))
                    if not args.no_consistency:
                        dealt_rules[role].append(statistics.mean(
                            consistent(cards_of(lay[seat]), seat, ctx.auction) for lay in layouts))
                    hcps = [points(lay[seat]) for lay in layouts]
                    spread[role].append(statistics.pstdev(hcps))
                    off[role].append(real.hcp - statistics.mean(hcps))
                    length_off += [len(real.ranks[s]) - statistics.mean(len(lay[seat][s]) for lay in layouts)
                                   for s in SUITS]
            if chosen is not system:
                other = replay(variant, options, deal, hand, system)
                pending.append((ctx.seat, " ".join(str(c) for _, c in hand.calls), system, chosen,
                                kind_of(system, chosen, ctx), bid_out(other, bidder)))
            hand.apply(chosen)
        for seat, before, system, chosen, kind, other in pending:  # the deal as bid is the overruling's outcome
            sign = 1 if seat.side == "NS" else -1
            score, instead = ns_score(hand, known["table"]), ns_score(other, known["table"])
            won = sign * imps(score - instead)
            nearer = abs(imps(instead - known["par"])) - abs(imps(score - known["par"]))
            changes[kind].append((won, nearer))
            print(f"  deal {deal} {seat}: {before} | rules {system} -> {chosen}: {hand.contract_text or 'passed out'}"
                  f" vs {other.contract_text or 'passed out'} {won:+d}, nearer the par {nearer:+d}", flush=True)
    print(f"{judged} judged decisions on {args.deals} deals from {args.seed}")
    for role in ("partner", "opponent"):
        line = (f"{role:>9}: real hand outside the shown ranges {100 * statistics.mean(outside[role]):.0f}%, our rules "
                f"make its calls {100 * statistics.mean(real_rules[role]):.0f}%")
        if dealt_rules[role]:
            line += f", of the dealt hands {100 * statistics.mean(dealt_rules[role]):.0f}%"
        print(line + f"; dealt points sd {statistics.mean(spread[role]):.2f}, real minus dealt mean "
              f"{with_interval(off[role], 2)} (rms {statistics.mean(x * x for x in off[role]) ** 0.5:.2f})")
    print(f"suit lengths, real minus dealt mean: rms {statistics.mean(x * x for x in length_off) ** 0.5:.2f}")
    total = [w for ws in changes.values() for w in ws]
    print(f"overrulings: {len(total)}, IMPs won {sum(w for w, _ in total):+d}, IMPs nearer the par "
          f"{sum(n for _, n in total):+d} ({sum(n for _, n in total) / args.deals:+.2f}/deal)")
    for kind, ws in sorted(changes.items(), key=lambda kv: sum(n for _, n in kv[1])):
        print(f"  {kind:<48} {len(ws):3d} calls, won {sum(w for w, _ in ws):+4d} IMPs ({sum(w > 0 for w, _ in ws)} "
              f"won, {sum(w < 0 for w, _ in ws)} lost), nearer the par {sum(n for _, n in ws):+4d}")
    return 0


def replay(variant, options, deal, hand, chosen):
    again = variant.new_hand(options, dealer=variant.dealer_for_number(deal), deal_number=deal)
    for _, call in hand.calls:
        again.apply(call)
    again.apply(chosen)
    return again


if __name__ == "__main__":
    sys.exit(main())
