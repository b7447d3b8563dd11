"""Engine speed: random complete hands of 32 Card Bridge per second, played through the hand protocol.

Each hand gets a random deal number and dealer; every call, announce and card is a random choice
among ``legal_actions()`` and goes through ``apply()``; the hand ends with ``result()``.

    python bench/engine.py [--seconds 3] [--seed 1]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine.deal import MAX_DEAL_NUMBER  # noqa: E402
from game.engine.seats import SEATS  # noqa: E402
from game.variants import VARIANTS  # noqa: E402

BUDGET_HANDS_PER_SECOND = 6000


def play_random_hand(variant, options, rng: random.Random):
    hand = variant.new_hand(options, dealer=rng.choice(SEATS), deal_number=rng.randint(1, MAX_DEAL_NUMBER))
    pick = rng.random  # cheaper than rng.choice: the bench should time the engine, not the random module
    while not hand.done:
        legal = hand.legal_actions()
        hand.apply(legal[int(pick() * len(legal))])
    return hand.result()


def run(seconds: float, seed: int) -> tuple[int, float, int]:
    """Play random hands for about ``seconds``; return (hands, elapsed seconds, passed-out hands)."""
    variant = VARIANTS["belote_bridgee"]
    options = variant.default_options()
    rng = random.Random(seed)
    hands = passed_out = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        for _ in range(50):  # look at the clock only now and then
            passed_out += play_random_hand(variant, options, rng).passed_out
        hands += 50
        now = time.perf_counter()
        if now >= deadline:
            return hands, now - start, passed_out


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description="Random complete hands of 32 Card Bridge per second.")
    parser.add_argument("--seconds", type=float, default=3.0, help="how long to run (default 3)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the random deals and actions (default 1)")
    args = parser.parse_args(argv)
    hands, elapsed, passed_out = run(args.seconds, args.seed)
    rate = hands / elapsed
    verdict = "within" if rate >= BUDGET_HANDS_PER_SECOND else "below"
    print(f"{hands} hands in {elapsed:.2f} s ({passed_out} passed out): {rate:,.0f} hands/s "
          f"({verdict} the budget of {BUDGET_HANDS_PER_SECOND:,} hands/s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
