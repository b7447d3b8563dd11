"""Bridge bidding: time per call (budget 0.2 s) and how often four Advanced bidders reach game or better
with 25+ combined points (and stay below game with fewer than 23).

    PYTHONPATH=. python bench/bridge_bidding.py [deals]
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from game.engine.cards import DECK_52
from game.engine.seats import Seat
from game.variants.bridge.auction import Auction
from game.variants.bridge.bidding import HandInfo, choose_call

GAME = {"NT": 3, "S": 4, "H": 4, "D": 5, "C": 5}


def main(deals: int = 1000) -> None:
    rng = random.Random(2024)
    times: list[float] = []
    strong = strong_game = weak = weak_game = passed_out = slams = 0
    for n in range(deals):
        deck = list(DECK_52)
        rng.shuffle(deck)
        hands = {Seat(i): deck[13 * i: 13 * (i + 1)] for i in range(4)}
        a = Auction(Seat(n % 4))
        while not a.closed:
            start = time.perf_counter()
            call, _ = choose_call(hands[a.to_call], a, {"NS": False, "EW": False}, {"NS": 0, "EW": 0}, "advanced")
            times.append(time.perf_counter() - start)
            a.add(call)
        for side, seats in (("NS", (Seat.N, Seat.S)), ("EW", (Seat.E, Seat.W))):
            points = sum(HandInfo(hands[s]).hcp for s in seats)
            ours = a.last_bid is not None and a.last_bidder.side == side
            game = ours and a.last_bid.amount >= GAME[a.last_bid.strain]
            if points >= 25:
                strong += 1
                strong_game += game
            elif points < 23:
                weak += 1
                weak_game += game
            slams += ours and a.last_bid.amount >= 6
        passed_out += a.passed_out
    times.sort()
    print(f"{deals} deals, {len(times)} calls")
    print(f"time per call: median {statistics.median(times) * 1000:.2f} ms, "
          f"max {times[-1] * 1000:.2f} ms (budget 200 ms)")
    print(f"sides with 25+ HCP together that bid game or more: {strong_game}/{strong} "
          f"({100 * strong_game / max(1, strong):.0f}%)")
    print(f"sides with fewer than 23 HCP that bid game or more: {weak_game}/{weak} "
          f"({100 * weak_game / max(1, weak):.0f}%)")
    print(f"slams bid: {slams}; passed out: {passed_out}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1000)
