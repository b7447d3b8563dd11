"""Contract Bridge declarer play, position by position: a paired, cheaper check of a change to the Expert's
declarer play than whole deals (bench/bridge_dd.py --part play).

``collect`` plays the Experts' contracts of ``--deals`` deals from ``--seed`` with the GIB-style anchor of
bench/bridge_dd.py as the declarer against the double-dummy defence (DDS), and writes one line of JSON per
declarer position where the cards differ double dummy: the deal, the cards played so far and each legal card's
tricks with all four hands in view. ``score`` has our Expert decide at each position of the first
``--tricks`` tricks (with ``--expert`` knobs, as in bridge_dd.py) and counts the tricks its cards lose against
the best card, with the CPU time per decision and the positions and tricks lost by how many layouts the
search got to (few layouts: the node budget ran out on hard questions); ``anchor`` does the same for the
anchor (three seeds of its sampling).

    python bench/bridge_positions.py collect --seed 900001 --deals 100 --file pos_900001.jsonl
    python bench/bridge_positions.py score --file pos_900001.jsonl [--tricks 6] [--expert SILENT_LAYOUTS=6]
    python bench/bridge_positions.py anchor --file pos_900001.jsonl [--tricks 6]

The positions follow the anchor's play, so that every version of the Expert is scored on the same ones; a
position counts for the tricks its card loses there, not for what follows. Run it in the bench environment
(README, "Benchmarks"), on deal numbers outside the lead's fresh seeds.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import bridge_dd  # noqa: E402
from bench.outside import positive_int, time_figures  # noqa: E402
from game.engine.cards import card  # noqa: E402
from game.variants import VARIANTS, computer_player  # noqa: E402
from game.variants.bridge import ai_expert  # noqa: E402

ANCHOR_SEEDS = 3


def collect(first: int, count: int, path: str) -> None:
    dds = bridge_dd.Dds()
    variant = VARIANTS[bridge_dd.GAME]
    expert = computer_player(bridge_dd.GAME, "expert", 1)
    deal, done = first, 0
    with open(path, "w") as out:
        while done < count:
            bid_hand = bridge_dd.bid(variant, variant.default_options(), deal, expert)
            if bid_hand.contract is not None:
                for row in anchor_positions(dds, bid_hand, deal):
                    out.write(json.dumps(row) + "\n")
                done += 1
                print(f"  deal {deal} {bid_hand.contract_text}: {done} of {count}", flush=True)
            deal += 1


def anchor_positions(dds, bid_hand, deal: int) -> list[dict]:
    """The declarer's positions along the anchor's play where the legal cards take different numbers of tricks."""
    calls = call_indexes(bid_hand)
    hand = bridge_dd.replay_calls(bid_hand)
    rng = random.Random(deal)
    played: list[str] = []
    rows = []
    while not hand.done:
        if hand.to_act != hand.declarer:
            chosen = bridge_dd.defence_card(dds, hand)
        else:
            if len(hand.legal_actions()) > 1:
                tricks = dds.card_tricks([dds.position(hand)])[0]
                if max(tricks.values()) > min(tricks.values()):
                    rows.append({"deal": deal, "calls": calls, "played": list(played),
                                 "tricks": {str(c): n for c, n in tricks.items()}})
            chosen = bridge_dd.anchor_card(dds, hand, worlds=20, rng=rng)
        played.append(str(chosen))
        hand.apply(chosen)
    return rows


def positions(path: str, tricks: int) -> list[dict]:
    rows = [json.loads(line) for line in open(path)]
    return [r for r in rows if len(r["played"]) < 4 * tricks]


def call_indexes(bid_hand) -> list[int]:
    """The auction of ``bid_hand`` as the index of each call among the legal ones (the bidding is not redone
    when a position is scored, so a change to the bidding leaves the positions as they are)."""
    hand = new_hand(bid_hand.deal_number)
    indexes = []
    for _, call in bid_hand.calls:
        indexes.append(hand.legal_actions().index(call))
        hand.apply(call)
    return indexes


def new_hand(deal: int):
    variant = VARIANTS[bridge_dd.GAME]
    return variant.new_hand(variant.default_options(), dealer=variant.dealer_for_number(deal), deal_number=deal)


def rebuild(row: dict):
    """The declarer's position of ``row``: its auction, then the cards played."""
    hand = new_hand(row["deal"])
    for index in row["calls"]:
        hand.apply(hand.legal_actions()[index])
    for text in row["played"]:
        hand.apply(card(text))
    return hand


def loss(row: dict, chosen) -> int:
    return max(row["tricks"].values()) - row["tricks"][str(chosen)]


def score(path: str, tricks: int, verbose: bool) -> None:
    rows = positions(path, tricks)
    expert = computer_player(bridge_dd.GAME, "expert", 1)
    losses, times = [], []
    by_layouts: dict[str, list[int]] = {}  # layouts solved or asked about -> [positions, tricks lost]
    for row in rows:
        hand = rebuild(row)
        began = time.process_time()
        decision = expert.decide(hand.view(hand.to_act))
        times.append(time.process_time() - began)
        losses.append(loss(row, decision.action))
        layouts = layouts_searched(decision.details)
        tally = by_layouts.setdefault(layouts, [0, 0])
        tally[0] += 1
        tally[1] += losses[-1]
        if verbose and losses[-1]:
            print(f"  deal {row['deal']} T{len(row['played']) // 4 + 1} {decision.action} -{losses[-1]} "
                  f"({layouts} layouts)", flush=True)
    print(f"Expert: {len(rows)} positions of tricks 1-{tricks}, tricks lost {sum(losses)} "
          f"(at {sum(1 for x in losses if x)} positions); CPU per card {time_figures(times)}", flush=True)
    print("By layouts searched: " + "; ".join(f"{layouts}: {n} positions, {lost} tricks lost"
                                               for layouts, (n, lost) in sorted(by_layouts.items())), flush=True)


def layouts_searched(details: list[str]) -> str:
    """How many layouts the Expert's search solved or asked about, read from the first line of its details
    (``12 likely layouts of the hidden cards, ...``); ``-`` when it did not search (one legal card, or the
    rules of thumb decided)."""
    found = re.match(r"(\d+) likely layout", details[0]) if details else None
    return f"{int(found.group(1)):2d}" if found else " -"


def anchor(path: str, tricks: int) -> None:
    dds = bridge_dd.Dds()
    rows = positions(path, tricks)
    for seed in range(ANCHOR_SEEDS):
        losses = []
        for i, row in enumerate(rows):
            hand = rebuild(row)
            chosen = bridge_dd.anchor_card(dds, hand, worlds=20, rng=random.Random(seed * 100_000 + i))
            losses.append(loss(row, chosen))
        print(f"anchor, sampling seed {seed}: {len(rows)} positions of tricks 1-{tricks}, tricks lost {sum(losses)} "
              f"(at {sum(1 for x in losses if x)} positions)", flush=True)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("mode", choices=("collect", "score", "anchor"))
    parser.add_argument("--file", required=True, help="the positions, one JSON line each")
    parser.add_argument("--seed", type=positive_int, default=900_001, help="collect: the first deal")
    parser.add_argument("--deals", type=positive_int, default=100, help="collect: deals not passed out")
    parser.add_argument("--tricks", type=positive_int, default=6,
                        help="score, anchor: the positions of these first tricks")
    parser.add_argument("--expert", type=bridge_dd.expert_knobs, default={},
                        help="score: the Expert's budget knobs, e.g. SILENT_LAYOUTS=6,LAYOUT_BATCH=2")
    parser.add_argument("-v", "--verbose", action="store_true", help="score: name each costly card")
    args = parser.parse_args(argv)
    for name, value in args.expert.items():
        setattr(ai_expert, name, value)
    if args.mode == "collect":
        collect(args.seed, args.deals, args.file)
    elif args.mode == "score":
        score(args.file, args.tricks, args.verbose)
    else:
        anchor(args.file, args.tricks)
    return 0


if __name__ == "__main__":
    sys.exit(main())
