"""Double-dummy solver speed, against DDS on the same positions in the same process when endplay is
installed (the bench environment: bench/requirements.txt), our figures alone otherwise.

Endings are random positions of 5, 7 and 9 cards a hand (random cards from the 52, sometimes in the
middle of a trick, a random trump suit or none): how many exact solves a second. Full deals are fresh
random 13-card deals (``--seed``), each at no trumps and in one trump suit (spades, hearts, diamonds,
clubs in turn), with West or every seat on lead (``--leaders``): the exact tricks of the side on lead,
no node budget; the leaders of one deal and trump suit share our table of positions, as DDS keeps its
own. With DDS: each position's time ratio (ours / DDS), the median ratio, our longest time, and the
disagreements (there must be none). One process, wall clock; on a shared machine repeat a run
before believing a figure.

``--dds-nodes`` adds each full-deal position's trick nodes, ours beside DDS's (its ``futureTricks.nodes``:
DDS counts the tricks its search completes, every fourth card played, table hits included; we count the
same, the trick starts our search reaches, in a subclass that costs ~1% of our time): whether a gap is the
number of nodes or the cost of one.

    python bench/double_dummy.py [--endings 30] [--deals 30] [--leaders 1|4] [--seed 16] [--skip-endings]
                                 [--dds-nodes]
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
from game.engine.cards import DECK_52, SUITS  # noqa: E402
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


def full_deal_positions(count: int, leaders: int, seed: int) -> list[tuple[str, dict, str | None, Seat, list]]:
    """(label, hands, trump, leader, trick) for ``count`` fresh deals, at NT and in one suit each."""
    rng = random.Random(seed)
    positions = []
    for number in range(1, count + 1):
        deck = list(DECK_52)
        rng.shuffle(deck)
        hands = {seat: deck[seat * 13:(seat + 1) * 13] for seat in Seat}
        for trump in (None, SUITS[(number - 1) % 4]):
            for leader in (Seat.W, Seat.N, Seat.E, Seat.S)[:leaders]:
                label = f"#{number:<3} {trump or 'NT':2} {leader.name} leads"
                positions.append((label, hands, trump, leader, []))
    return positions


class TrickCountingSolver(Solver):
    """Our solver, also counting the trick starts its search reaches after a completed trick (DDS's ``nodes``)."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.trick_nodes = 0

    def _lead(self, leader: int, target: int, deal: int) -> tuple[bool, int]:
        self.trick_nodes += 1
        return super()._lead(leader, target, deal)

    def _root(self, target: int) -> bool:
        self.trick_nodes -= not self.trick  # the question's own position is no completed trick
        return super()._root(target)


def our_tricks(hands, trump, leader, trick, table: dict | None = None,
               count_tricks: bool = False) -> tuple[int, float, int, int]:
    """The side to move's tricks with best play, the seconds our solver took, the nodes it visited and (with
    ``count_tricks``, else 0) the trick starts it reached after a completed trick (``table``: the table of
    positions kept from the other leaders of the same deal and trump suit, as DDS keeps its own)."""
    start = time.perf_counter()
    solver = TrickCountingSolver(trump, table=table) if count_tricks else Solver(trump, table=table)
    solver.load(hands, leader, trick)
    low, high = solver.mover_bounds()
    spent = time.perf_counter() - start
    assert low == high, "no node budget: the answer is exact"
    return low, spent, solver.nodes, solver.trick_nodes if isinstance(solver, TrickCountingSolver) else 0


def dds_solver():
    """A function (hands, trump, leader, trick) -> (tricks, seconds, nodes) calling DDS through endplay, or None
    when endplay is not installed (the game's own environment). The nodes are DDS's ``futureTricks.nodes``, which
    endplay's SolvedBoard keeps as ``_data``."""
    try:
        from endplay.dds import solve_board
        from endplay.dds.solve import SolveMode
        from endplay.types import Card as DdsCard
        from endplay.types import Deal, Denom, Player
    except ImportError:
        return None

    def holding(cards, suit: str) -> str:
        return "".join(c.rank for c in sorted(cards, key=lambda c: c.index) if c.suit == suit)

    def solve(hands, trump, leader, trick) -> tuple[int, float, int]:
        held = {seat: list(cards) for seat, cards in hands.items()}
        for seat, c in trick:
            held[seat].append(c)
        pbn = "N:" + " ".join(".".join(holding(held[seat], suit) for suit in SUITS) for seat in Seat)
        start = time.perf_counter()
        deal = Deal(pbn)
        deal.first = Player(int(leader))
        deal.trump = Denom.nt if trump is None else Denom(SUITS.index(trump))
        for _, c in trick:
            deal.play(DdsCard(c.suit + c.rank))
        solved = solve_board(deal, SolveMode.OptimalOne)
        spent = time.perf_counter() - start
        (_, tricks), *_ = solved
        return tricks, spent, solved._data.nodes

    return solve


def ms(seconds: float) -> str:
    return f"{seconds * 1000:7.1f} ms"


def endings(count: int, seed: int, dds) -> int:
    """Exact solves a second on random endings; returns the disagreements with DDS."""
    print(f"Endings ({count} random positions a size, mid-trick included), exact solves:", flush=True)
    wrong = 0
    for size in ENDING_SIZES:
        rng = random.Random(seed * 100 + size)
        ours, theirs = [], []
        for hands, trump, leader, trick in (random_ending(rng, size) for _ in range(count)):
            tricks, spent, _, _ = our_tricks(hands, trump, leader, trick)
            ours.append(spent)
            if dds:
                dds_tricks, dds_spent, _ = dds(hands, trump, leader, trick)
                theirs.append(dds_spent)
                wrong += dds_tricks != tricks
        line = (f"  {size} cards: {count / sum(ours):8.1f} positions/s (median {ms(statistics.median(ours))}, "
                f"max {ms(max(ours))})")
        if dds:
            line += f";  DDS {count / sum(theirs):8.1f} positions/s, median ratio " + ratio_text(ours, theirs)
        print(line, flush=True)
    return wrong


def percentile(values: list[float], percent: int) -> float:
    """The value ``percent`` % of the way up the sorted values (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, -(-len(ordered) * percent // 100) - 1))]


def ratio_text(ours: list[float], theirs: list[float]) -> str:
    return f"{statistics.median(a / b for a, b in zip(ours, theirs, strict=True)):.1f}x"


def full_deals(count: int, leaders: int, seed: int, dds, count_tricks: bool = False) -> int:
    """Exact tricks on fresh full deals, each position's time (and with ``count_tricks`` its trick nodes) beside
    DDS's; returns the disagreements."""
    positions = full_deal_positions(count, leaders, seed)
    print(f"Full deals: {count} fresh deals (seed {seed}), NT and a trump suit, {leaders} leader(s) each, "
          f"{len(positions)} positions, exact:", flush=True)
    ours, theirs, wrong, nodes = [], [], [], []
    trick_nodes: list[tuple[int, int]] = []  # (ours, DDS's) per position, with count_tricks
    tables: dict[tuple[str, str | None], dict] = {}  # (deal's label, trump) -> our table, shared by its leaders
    for label, hands, trump, leader, trick in positions:
        table = tables.setdefault((label.split()[0], trump), {})
        tricks, spent, visited, our_trick_nodes = our_tricks(hands, trump, leader, trick, table, count_tricks)
        ours.append(spent)
        nodes.append(visited)
        line = f"  {label}: {tricks:2} tricks, {ms(spent)}, {visited:9,} nodes"
        if dds:
            dds_tricks, dds_spent, dds_nodes = dds(hands, trump, leader, trick)
            theirs.append(dds_spent)
            line += f";  DDS {dds_tricks:2} tricks, {ms(dds_spent)}, ratio {spent / dds_spent:6.1f}"
            if count_tricks:
                trick_nodes.append((our_trick_nodes, dds_nodes))
                line += (f";  trick nodes {our_trick_nodes:8,} vs DDS {dds_nodes:8,} "
                         f"({our_trick_nodes / max(dds_nodes, 1):5.2f}x)")
            if dds_tricks != tricks:
                wrong.append(label)
                line += "  DISAGREES"
        print(line, flush=True)
    summary = (f"  ours: median {ms(statistics.median(ours))}, p95 {ms(percentile(ours, 95))}, max {max(ours):.2f} s, "
               f"total {sum(ours):.1f} s; nodes median {statistics.median(nodes):,.0f}, total {sum(nodes):,}")
    if dds:
        ratios = [a / b for a, b in zip(ours, theirs, strict=True)]
        summary += (f";  DDS median {ms(statistics.median(theirs))};  median ratio {ratio_text(ours, theirs)}, "
                    f"p95 ratio {percentile(ratios, 95):.0f}x, "
                    f"max ratio {max(a / b for a, b in zip(ours, theirs, strict=True)):.0f}x; "
                    f"disagreements {len(wrong)}")
    print(summary, flush=True)
    if trick_nodes:
        node_ratios = [a / max(b, 1) for a, b in trick_nodes]
        print(f"  trick nodes: ours {sum(a for a, _ in trick_nodes):,}, DDS {sum(b for _, b in trick_nodes):,}; "
              f"ratio median {statistics.median(node_ratios):.2f}x, max {max(node_ratios):.1f}x; time per trick node "
              f"ours {sum(ours) / max(sum(a for a, _ in trick_nodes), 1) * 1e6:.1f} us, "
              f"DDS {sum(theirs) / max(sum(b for _, b in trick_nodes), 1) * 1e6:.2f} us", flush=True)
    return len(wrong)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--endings", type=int, default=30, help="random positions of each size")
    parser.add_argument("--deals", type=int, default=30, help="fresh full deals, each at NT and in a suit")
    parser.add_argument("--leaders", type=int, choices=(1, 4), default=1, help="West only, or every seat")
    parser.add_argument("--skip-endings", action="store_true", help="only the full deals")
    parser.add_argument("--seed", type=int, default=16)
    parser.add_argument("--dds-nodes", action="store_true",
                        help="full deals: our trick nodes beside DDS's (needs endplay)")
    args = parser.parse_args(argv)
    dds = dds_solver()
    if dds is None:
        print("endplay (DDS) is not installed here: our figures alone (see bench/requirements.txt).")
    wrong = 0
    if not args.skip_endings:
        wrong += endings(args.endings, args.seed, dds)
    if args.deals:
        wrong += full_deals(args.deals, args.leaders, args.seed, dds, args.dds_nodes and dds is not None)
    if dds:
        print(f"Disagreements with DDS: {wrong}")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
