"""Fit the quick trick estimator of game/variants/bridge/bidding/tricks.py on double-dummy tables: least squares
of each side's tricks in each strain (the better of its two declarers, DDS) on the features of its two hands,
one formula for the suits and one for no trumps; prints the weights to paste into tricks.py and the accuracy on
deals it was not fitted on.

    PYTHONPATH=. /work/bench-venv/bin/python tools/fit_tricks.py --fit 950001-600 --check 7340001-200

The tables come from bench/bidding_tuning.py's cache (/tmp/bidding_dd/FIRST-COUNT.json, filled by DDS through
endplay on first use); numpy is the bench environment's.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import numpy as np  # noqa: E402

from bench.bidding_tuning import DENOMS, GAME, cached_tables  # noqa: E402
from game.engine.seats import Seat  # noqa: E402
from game.variants import VARIANTS  # noqa: E402
from game.variants.bridge.bidding.evaluation import HandInfo  # noqa: E402
from game.variants.bridge.bidding.tricks import features  # noqa: E402

SIDES = ((Seat.N, Seat.S), (Seat.E, Seat.W))


def rows(spec: str, cache: Path) -> dict[str, tuple[list, list]]:
    """"FIRST-COUNT[,FIRST-COUNT...]" -> {"suit": (features, tricks), "NT": (...)} over every side and strain
    of those deals."""
    found: dict[str, tuple[list, list]] = {"suit": ([], []), "NT": ([], [])}
    for part in spec.split(","):
        for kind, (x, y) in deal_rows(part, cache).items():
            found[kind][0].extend(x)
            found[kind][1].extend(y)
    return found


def deal_rows(spec: str, cache: Path) -> dict[str, tuple[list, list]]:
    first, count = (int(x) for x in spec.split("-"))
    variant = VARIANTS[GAME]
    options = variant.default_options()
    found: dict[str, tuple[list, list]] = {"suit": ([], []), "NT": ([], [])}
    for deal, known in cached_tables(cache, first, count).items():
        hand = variant.new_hand(options, dealer=variant.dealer_for_number(deal), deal_number=deal)
        for one, two in SIDES:
            a, b = HandInfo(hand.hands[one]).ranks, HandInfo(hand.hands[two]).ranks
            left, right = HandInfo(hand.hands[one.left]).ranks, HandInfo(hand.hands[one.right]).ranks
            for d, strain in enumerate(DENOMS):
                kind = "NT" if strain == "NT" else "suit"
                found[kind][0].append(features(a, b, strain, left, right))
                found[kind][1].append(max(known["table"][d][one], known["table"][d][two]))
    return found


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--fit", default="950001-600", help="FIRST-COUNT: the deals fitted on")
    parser.add_argument("--check", default="7340001-200", help="FIRST-COUNT: the deals checked on")
    parser.add_argument("--cache", default="/tmp/bidding_dd")
    args = parser.parse_args(argv)
    fit, check = rows(args.fit, Path(args.cache)), rows(args.check, Path(args.cache))
    for kind in ("suit", "NT"):
        x, y = np.array(fit[kind][0]), np.array(fit[kind][1])
        weights, *_ = np.linalg.lstsq(x, y, rcond=None)
        cx, cy = np.array(check[kind][0]), np.array(check[kind][1])
        guess = np.clip(cx @ weights, 0, 13)
        error = guess - cy
        print(f"{kind}: weights ({', '.join(f'{w:.4f}' for w in weights)})")
        print(f"  check {len(cy)}: rms {np.sqrt(np.mean(error ** 2)):.3f} tricks, mean {np.mean(error):+.3f}, "
              f"rounded exact {np.mean(np.round(guess) == cy):.0%}, within one {np.mean(np.abs(error) <= 1.0):.0%}")
        for low in range(6, 13):
            near = (guess >= low - 0.5) & (guess < low + 0.5)
            if near.any():
                print(f"  estimate {low}: {near.sum()} cases, tricks taken {np.mean(cy[near]):.2f}, "
                      f"{low} or more on {np.mean(cy[near] >= low):.0%}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
