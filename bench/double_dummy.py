"""Double-dummy solver speed: endings solved per second, full 13-card deals, and the opening lead.

Endings are random positions of 5, 7 and 9 cards a hand (random cards from the 52, sometimes in the
middle of a trick, a random trump suit or none): how many ``solve`` calls a second, and the time of
``best_cards`` (the call the Expert makes once per sampled layout). Full deals are the numbered deals
of the 52-card deck, West to lead, at no trumps and with spades trumps, each searched with a node budget:
the time, whether the answer is exact or only bounds, and the nodes. The opening lead is
``best_card_bounds`` for West's 13 cards with a budget per card. One process, wall clock.

    python bench/double_dummy.py [--endings 30] [--deals 10] [--max-nodes 300000]
                                 [--lead-deals 1] [--nodes-per-card 20000] [--skip-deals]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai.double_dummy import Solver  # noqa: E402
from game.engine.cards import DECK_52  # noqa: E402
from game.engine.deal import numbered_deck  # noqa: E402
from game.engine.seats import Seat  # noqa: E402

ENDING_SIZES = (5, 7, 9)
TRUMPS = (None, "S", "H", "D", "C")


def random_ending(rng: random.Random, size: int):
    """Hands of ``size`` random cards, a random leader and trump suit, and 0 to 3 cards of the trick
    already played (each a random legal card)."""
    deck = list(DECK_52)
    rng.shuffle(deck)
    hands = {seat: deck[seat * size:(seat + 1) * size] for seat in Seat}
    leader = Seat(rng.randrange(4))
    trick = []
    for position in range(rng.randrange(4)):
        seat = Seat((leader + position) % 4)
        held = hands[seat]
        following = [c for c in held if trick and c.suit == trick[0][1].suit]
        played = rng.choice(following or held)
        held.remove(played)
        trick.append((seat, played))
    return hands, rng.choice(TRUMPS), leader, trick


def ms(seconds: float) -> str:
    return f"{seconds * 1000:8.1f} ms"


def endings(count: int, seed: int) -> None:
    print(f"Endings ({count} random positions a size, mid-trick included):", flush=True)
    for size in ENDING_SIZES:
        rng = random.Random(seed * 100 + size)
        positions = [random_ending(rng, size) for _ in range(count)]
        solve_times, card_times, nodes = [], [], 0
        for hands, trump, leader, trick in positions:
            solver = Solver(trump)
            solver.load(hands, leader, trick)
            start = time.perf_counter()
            solver.mover_bounds()
            solve_times.append(time.perf_counter() - start)
            solver = Solver(trump)
            solver.load(hands, leader, trick)
            start = time.perf_counter()
            solver.card_bounds()
            card_times.append(time.perf_counter() - start)
            nodes += solver.nodes
        total = sum(solve_times)
        print(f"  {size} cards: solve {count / total:7.1f} positions/s (median {ms(statistics.median(solve_times))}, "
              f"max {ms(max(solve_times))});  best_cards median {ms(statistics.median(card_times))}, "
              f"max {ms(max(card_times))}, {nodes / sum(card_times):8.0f} nodes/s", flush=True)


def deal_hands(number: int) -> dict:
    deck = numbered_deck(DECK_52, number)
    return {seat: deck[seat * 13:(seat + 1) * 13] for seat in Seat}


def full_deals(count: int, max_nodes: int) -> None:
    print(f"Full deals 1..{count}, West to lead, node budget {max_nodes} a deal:", flush=True)
    for trump in (None, "S"):
        times, exact, lines = [], 0, []
        for number in range(1, count + 1):
            solver = Solver(trump, max_nodes=max_nodes)
            solver.load(deal_hands(number), Seat.W)
            start = time.perf_counter()
            low, high = solver.mover_bounds()
            times.append(time.perf_counter() - start)
            exact += low == high
            answer = f"{low}" if low == high else f"{low}-{high}"
            lines.append(f"#{number}: {answer} ({times[-1]:.1f} s, {solver.nodes} nodes)")
        strain = "NT" if trump is None else trump
        print(f"  {strain:2}: exact {exact}/{count}; time median {statistics.median(times):.2f} s, "
              f"max {max(times):.2f} s", flush=True)
        print("      " + "; ".join(lines), flush=True)


def opening_leads(count: int, nodes_per_card: int) -> None:
    print(f"Opening lead, best_card_bounds for West's 13 cards, {nodes_per_card} nodes a card:", flush=True)
    for number in range(1, count + 1):
        for trump in (None, "S"):
            solver = Solver(trump)
            solver.load(deal_hands(number), Seat.W)
            start = time.perf_counter()
            bounds = solver.card_bounds(nodes_per_card)
            spent = time.perf_counter() - start
            exact = sum(low == high for low, high in bounds.values())
            strain = "NT" if trump is None else trump
            print(f"  #{number} {strain:2}: {spent:.2f} s, {exact}/{len(bounds)} cards exact, "
                  f"{solver.nodes} nodes", flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--endings", type=int, default=30, help="random positions of each size")
    parser.add_argument("--deals", type=int, default=10, help="numbered full deals, each at NT and in spades")
    parser.add_argument("--max-nodes", type=int, default=300_000, help="node budget for a full deal")
    parser.add_argument("--lead-deals", type=int, default=1, help="deals for the opening-lead figures")
    parser.add_argument("--nodes-per-card", type=int, default=20_000, help="node budget a card at the lead")
    parser.add_argument("--skip-deals", action="store_true", help="only the endings")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    endings(args.endings, args.seed)
    if not args.skip_deals:
        full_deals(args.deals, args.max_nodes)
        opening_leads(args.lead_deals, args.nodes_per_card)
    return 0


if __name__ == "__main__":
    sys.exit(main())
