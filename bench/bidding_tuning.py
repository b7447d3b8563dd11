"""Bridge bidding against the double-dummy par, quickly, for tuning: bench/bridge_dd.py's bidding part with each
deal's DDS table and par score cached in a file, so that a run over a tuning set only bids (seconds to minutes)
and also times every call of the skills it runs (process time, the machine's other load left out).

    python bench/bidding_tuning.py [--deals 200] [--seed 910001] [--skills advanced,expert] [--dump FILE]
                                   [--cache /tmp/bidding_dd] [--categories]

--categories adds where the IMPs went: each deal's loss by what the contract did against the par (a missed slam
or game of the side the par belongs to, its contract that fails, the other side's contract that fails for less
than the par or is let play, ...), in IMPs per deal, with the deals and big swings of each.

The cache (one JSON file per deal set) is filled with endplay/DDS on the first run over a set, so that first run
needs the bench environment (README, "Benchmarks"); later runs need only the game's Python. Seeds
7600001-7999999 are kept for fresh checks: tune elsewhere (910001, 920001) and check on a set not tuned on.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.outside import add_deal_arguments, imps, share_interval, time_figures, with_interval  # noqa: E402
from game.ai.player import SKILLS  # noqa: E402
from game.engine.seats import SEATS  # noqa: E402
from game.variants import VARIANTS, computer_player  # noqa: E402
from game.variants.bridge.bidding import simulation  # noqa: E402
from game.variants.bridge.scoring import duplicate_score  # noqa: E402

GAME = "bridge"
DENOMS = ("S", "H", "D", "C", "NT")  # bench/bridge_dd.py's table order
BIG_SWING = 8


def cached_tables(folder: Path, first: int, count: int) -> dict[int, dict]:
    """deal number -> {"table": DDS tricks [denom][seat], "par": North-South's par}, computed once per set."""
    path = folder / f"{first}-{count}.json"
    if path.exists():
        return {int(k): v for k, v in json.loads(path.read_text()).items()}
    from bench.bridge_dd import Dds
    dds = Dds()
    variant = VARIANTS[GAME]
    options = variant.default_options()
    found = {}
    for deal in range(first, first + count):
        fresh = variant.new_hand(options, dealer=variant.dealer_for_number(deal), deal_number=deal)
        hands = {s: list(fresh.hands[s]) for s in SEATS}
        found[deal] = {"table": dds.table(hands), "par": dds.par_score(hands, fresh.dealer)}
    folder.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(found))
    return found


def ns_score(hand, table: list[list[int]]) -> int:
    if hand.contract is None:
        return 0
    c = hand.contract
    tricks = table[DENOMS.index(c.strain)][hand.declarer]
    score = duplicate_score(c.amount, c.strain, hand.doubled, tricks, vulnerable=False)
    return score if hand.declarer.side == "NS" else -score


def loss_category(hand, score: int, par: int) -> str:
    """What the auction did against the par, from the side of the declarer of the contract reached."""
    if hand.contract is None:
        return "passed out"
    ns = hand.declarer.side == "NS"
    ours, best = (score, par) if ns else (-score, -par)  # the declaring side's score and par
    doubled = " (doubled)" if hand.doubled > 1 else ""
    if best > 0:  # the par is the declaring side's
        if ours < 0:
            c = hand.contract
            game = c.amount >= {"NT": 3, "S": 4, "H": 4}.get(c.strain, 5)
            reach = "slam" if c.amount >= 6 else "game" if game else "part-score"
            return f"par side's {reach} fails{doubled}"
        if best >= 900 > ours:
            return "par side misses slam"
        if best >= 300 > ours:
            return "par side misses game"
        return "par side below par, other" if ours < best else "par side above par"
    if ours < 0:
        return "other side fails for less than par" if -ours < -best else f"other side fails for more than par{doubled}"
    return "other side makes where par is the par side's"


def timed_bid(variant, options, deal: int, bidder, times: list[float]):
    hand = variant.new_hand(options, dealer=variant.dealer_for_number(deal), deal_number=deal)
    while hand.phase == "bidding":
        began = time.process_time()
        action = bidder.decide(hand.view(hand.to_act)).action
        times.append(time.process_time() - began)
        hand.apply(action)
    return hand


def run(tables: dict[int, dict], skills, dump: str | None, categories: bool = False) -> dict[str, float]:
    variant = VARIANTS[GAME]
    options = variant.default_options()
    means = {}
    rows: dict[str, list] = {}
    for skill in skills:
        bidder = computer_player(GAME, skill, 1)
        times: list[float] = []
        rows[skill] = []
        for deal, known in tables.items():
            hand = timed_bid(variant, options, deal, bidder, times)
            score = ns_score(hand, known["table"])
            auction = f"{hand.dealer} deals: " + " ".join(str(call) for _, call in hand.calls)
            rows[skill].append((imps(score - known["par"]), deal, auction, hand.contract_text, score, known["par"],
                                loss_category(hand, score, known["par"])))
        away = [abs(r[0]) for r in rows[skill]]
        big, half = share_interval(sum(1 for a in away if a >= BIG_SWING), len(away))
        means[skill] = statistics.mean(away)
        print(f"{skill:>9}: {with_interval(away, 2)} IMPs/deal from par, swings of {BIG_SWING}+ on "
              f"{100 * big:.0f}% ± {100 * half:.0f}%; calls {time_figures(times)}", flush=True)
        if categories:
            print_categories(rows[skill])
    if dump:
        with open(dump, "w", encoding="utf-8") as out:
            out.write("skill\tdeal\timps\tauction\tcontract\tscore\tpar\n")
            for skill, skill_rows in rows.items():
                for swing, deal, auction, contract, score, par, _ in sorted(skill_rows, key=lambda r: -abs(r[0])):
                    out.write(f"{skill}\t{deal}\t{swing:+d}\t{auction}\t{contract or 'passed out'}\t{score:+d}\t"
                              f"{par:+d}\n")
    return means


def print_categories(rows: list) -> None:
    """IMPs per deal lost in each loss category, most first, with its deals and swings of BIG_SWING+."""
    lost: dict[str, list[int]] = {}
    for row in rows:
        lost.setdefault(row[6], []).append(abs(row[0]))
    for name, away in sorted(lost.items(), key=lambda kv: -sum(kv[1])):
        print(f"{'':>11}{name:<55} {sum(away) / len(rows):5.2f} IMPs/deal, {len(away):3d} deals, "
              f"{sum(1 for a in away if a >= BIG_SWING):3d} swings of {BIG_SWING}+")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_deal_arguments(parser, 200, "deals", 910_001)
    parser.add_argument("--skills", default="advanced,expert", help="comma-separated skills")
    parser.add_argument("--dump", help="write every deal's row to this tab-separated file, worst first")
    parser.add_argument("--cache", default="/tmp/bidding_dd", help="folder of the cached DDS tables")
    parser.add_argument("--categories", action="store_true", help="where the IMPs went, by loss category")
    parser.add_argument("--sim", default="", help="knobs of bidding/simulation.py for this run: NAME=NUMBER,...")
    args = parser.parse_args(argv)
    for item in filter(None, args.sim.split(",")):
        name, _, value = item.partition("=")
        if not isinstance(getattr(simulation, name, None), int | float):
            parser.error(f"{name}: not a number of game/variants/bridge/bidding/simulation.py")
        setattr(simulation, name, type(getattr(simulation, name))(float(value)))
    skills = [s for s in args.skills.split(",") if s in SKILLS]
    tables = cached_tables(Path(args.cache), args.seed, args.deals)
    print(f"Bidding against the double-dummy par, {args.deals} deals from deal {args.seed}:", flush=True)
    run(tables, skills, args.dump, args.categories)
    return 0


if __name__ == "__main__":
    sys.exit(main())
