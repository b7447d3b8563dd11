"""Where our Belote Expert loses card points against belote-cli (a diagnostic, not a figure for the note).

The deals of bench/vs_belote_cli.py are played as there; at every card played with at most ``--cards``
cards left in the player's hand, every card the player might have played is solved exactly with all four
hands open (bench only: the players themselves never see a hidden card). A card's loss is the card points
its side gives up against the best card with all hands known. The mean loss per decision is printed for
our Expert and for belote-cli, by the number of cards left, by leading or following, and by side (takers or
defenders), with the positions where our Expert lost most.

    python bench/belote_loss.py [--deals 30] [--seed 900001] [--cards 6]

Run it in the bench environment (README, "Benchmarks"), on the tuning deals only.
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.outside import add_deal_arguments, positive_int  # noqa: E402
from bench.vs_belote_cli import GAME, BeloteCli, play_table  # noqa: E402
from game.engine.seats import SEATS  # noqa: E402
from game.variants import VARIANTS, computer_player  # noqa: E402
from game.variants.belote.ai_expert import Root  # noqa: E402
from game.variants.belote_common.sim import cid  # noqa: E402
from game.variants.belote_common.solver import Solver  # noqa: E402


def open_points(hand, seat, legal: list) -> dict:
    """Each legal card of ``seat`` and its side's card points minus the other side's at the end of the hand,
    every card after it played at best with all hands open."""
    view = hand.view(seat)
    root = Root(view)
    layout = {s: list(hand.hands[s]) for s in SEATS if s != seat}
    sim = root.world(layout)
    solver = Solver()
    sign = 1 if sim.decl_side == 0 else -1
    out = {}
    for c in legal:
        trial = sim.copy()
        trial.play(cid(c))
        encoded = solver.value(trial)
        ns_minus_ew = (encoded - sign * (encoded & 1)) // 2
        out[c] = ns_minus_ew if int(seat) & 1 == 0 else -ns_minus_ew
    return out


class LossTally:
    def __init__(self, max_cards: int) -> None:
        self.max_cards = max_cards
        self.sums: dict = defaultdict(lambda: [0.0, 0])
        self.worst: list = []

    def observe(self, hand, seat, played, ours: bool) -> None:
        left = len(hand.hands[seat])
        legal = hand.legal_actions()
        if left > self.max_cards or len(legal) < 2:
            return
        values = open_points(hand, seat, legal)
        loss = max(values.values()) - values[played]
        who = "ours" if ours else "cli "
        role = "lead" if not hand.trick else "follow"
        side = "takers" if seat.side == hand.taker.side else "defenders"
        for key in ((who,), (who, left), (who, role), (who, side)):
            entry = self.sums[key]
            entry[0] += loss
            entry[1] += 1
        if ours and loss > 0:
            self.worst.append((loss, hand.deal_number if hasattr(hand, "deal_number") else "?", str(seat), left,
                               played.name, [x.name for x in hand.hands[seat]]))

    def report(self) -> None:
        for key in sorted(self.sums, key=str):
            total, n = self.sums[key]
            print(f"  {' '.join(map(str, key)):<24} mean loss {total / n:5.2f} card points over {n} cards")
        self.worst.sort(key=lambda w: -w[0])
        for w in self.worst[:15]:
            print("  worst:", w)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_deal_arguments(parser, 30, "deals, each played at two tables", 900_001)
    parser.add_argument("--cards", type=positive_int, default=6, help="solve the cards played with this many "
                        "cards left in hand or fewer")
    args = parser.parse_args(argv)
    cli = BeloteCli()
    variant = VARIANTS[GAME]
    options = variant.default_options()
    expert = computer_player(GAME, "expert", 1)
    tally = LossTally(args.cards)
    for deal in range(args.seed, args.seed + args.deals):
        for side in ("NS", "EW"):
            play_table(cli, deal, variant, options, expert, side, [], tally.observe)
    tally.report()
    return 0


if __name__ == "__main__":
    sys.exit(main())
