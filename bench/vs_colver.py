"""32 Card Bridge card play against colver 0.11 (a Belote Contrée engine in Rust, from PyPI): our Expert
against colver's IS-DD (20 uniform worlds) and its smart IS-MCTS (100 ms a card), on the same contracts.

Each deal is bid once by four of our Advanced players; the contract it reaches (deals passed out are
skipped) is then played twice from the same cards: our Expert North-South against colver East-West, then
the sides swapped. Two figures, each the mean per deal of ours minus colver's, averaged over the two
tables (as bench/ai.py counts a duplicate match), with its 95% interval: the score of the hand by our rules,
and the card points won in tricks (the last trick's bonus included), which are free of the all-or-nothing
swings of a contract made at one table and defeated at the other.

    python bench/vs_colver.py [--agent isdd|smart|both] [--deals 200] [--seed 7100001]
                              [--worlds 20] [--time-ms 100] [--list]

Run it in the bench environment (README, "Benchmarks"). ``--seed`` is the first deal number; the deals
are the numbered deals from there on. This bench was developed on deals 900001-900010; the default,
7100001 onwards, was never looked at before the figures were taken.

How our game is put to colver (its package's README, type stubs and docstrings; its rules were checked
on positions built for the purpose):

- Seats: play goes counter-clockwise in our game and colver's seat k is followed by k+1, so our North,
  West, South, East are colver's seats 0, 1, 2, 3; its team 0 (seats 0 and 2) is our North-South. Our
  dealer is colver's dealer, so the same player (the dealer's right, colver's dealer + 1) leads.
- Cards: colver's card k is suit k // 8 (spades, hearts, diamonds, clubs) and rank k % 8 in the order
  7 8 9 J Q K 10 A; trumps are the same four indices.
- The contract: colver's ``Env.deal_with_hands`` gets the same eight cards per seat, then
  ``set_contract(trump, amount, team, coinche)`` with our amount (colver takes any amount), our
  declaring side, and doubled / redoubled as its coinche / surcoinche, and ``set_phase_playing``.
  Colver's agents therefore do not see our auction, only the contract; our Expert sees the auction the
  Advanced players made. Colver's IS-DD samples its 20 worlds uniformly under the constraints of the
  play (voids, cards gone), so it would not read an auction anyway.
- Rules of play: the same in both games (checked: follow suit; on a trump lead beat the highest trump
  when you can; void with an opponent winning, trump and beat a trump on the trick when you can, else
  discard freely, no compulsory undertrump; with the partner winning, any card). A card one side
  refuses would stop the bench with a message.
- Differences and how they are handled: colver has no announces (thirds, fourths, fifths, fours of a
  kind), so every hand is played with our "Play with announces" option off; the Belot counts in both.
  Colver counts a contract made at its amount of points (ours: the amount plus 2, and more than the
  defenders), scores card points exact (ours rounds to ten) and multiplies only the contract's amount
  by a double (ours: the whole score of the hand). The deals are scored by our rules: colver's agents
  aim at their own count, which is nearly the same objective.
- Colver's smart IS-MCTS runs for a time budget, so it is not reproducible from run to run and it is
  weaker on a loaded machine; its IS-DD is (its seed is derived from the deal number).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.outside import (  # noqa: E402
    DuplicateTally,
    add_deal_arguments,
    outcome,
    outside_module,
    positive_int,
    time_figures,
)
from game.engine.cards import Card, card  # noqa: E402
from game.engine.seats import Seat  # noqa: E402
from game.variants import VARIANTS, computer_player  # noqa: E402

GAME = "belote_bridgee"
DEFAULT_FIRST_DEAL = 7_100_001
COLVER_SEAT = {Seat.N: 0, Seat.W: 1, Seat.S: 2, Seat.E: 3}
OUR_SEAT = {index: seat for seat, index in COLVER_SEAT.items()}
COLVER_RANKS = "789JQKTA"
SUITS = "SHDC"
COINCHE = {1: 0, 2: 1, 4: 2}  # our doubling factor -> colver's coinche level


def agent_specs(worlds: int, time_ms: int) -> dict[str, str]:
    """Colver's bot specs (the TOML its arena reads) by the names of --agent."""
    return {
        "isdd": f'[play]\nmethod = "isdd"\ndeterminizations = {worlds}\n[worlds]\nsource = "uniform"\n',
        "smart": f'[play]\nmethod = "smart_ismcts"\ntime_ms = {time_ms}\n',
    }


def colver_card(c: Card) -> int:
    return SUITS.index(c.suit) * 8 + COLVER_RANKS.index(c.rank)


def our_card(index: int) -> Card:
    return card(COLVER_RANKS[index % 8] + SUITS[index // 8])


def bid_deal(variant, options, deal: int, bidder):
    """The hand of numbered deal ``deal`` once four ``bidder``s have bid it (None if they all passed)."""
    hand = variant.new_hand(options, dealer=variant.dealer_for_number(deal), deal_number=deal)
    while hand.phase == "bidding":
        hand.apply(bidder.decide(hand.view(hand.to_act)).action)
    return None if hand.done else hand


def colver_table(colver, hand, spec: str, seed: int, colver_side: str):
    """Colver's position of ``hand`` at the first card, and its agents at the seats of ``colver_side``."""
    cards = [[colver_card(c) for c in hand.hands[OUR_SEAT[i]]] for i in range(4)]
    env = colver.Env.deal_with_hands(COLVER_SEAT[hand.dealer], cards)
    env.set_contract(SUITS.index(hand.trump), hand.contract.amount, 0 if hand.declarer.side == "NS" else 1,
                     COINCHE[hand.doubled])
    env.set_phase_playing()
    agents = {COLVER_SEAT[s]: colver.Agent(spec, seat=COLVER_SEAT[s], seed=seed * 4 + COLVER_SEAT[s])
              for s in Seat if s.side == colver_side}
    for agent in agents.values():
        agent.init_deal(env)
    return env, agents


def next_card(expert, agents: dict, hand, env, ours: bool) -> tuple[Card, int]:
    """The card of the player to act, our Expert's if ``ours`` else colver's agent's, and colver's index of it."""
    if ours:
        action = expert.decide(hand.view(hand.to_act)).action
        return action, colver_card(action)
    index = agents[COLVER_SEAT[hand.to_act]].decide(env)["action"]
    return our_card(index), index


def play_table(colver, start, expert, spec: str, seed: int, our_side: str, times: list) -> tuple[int, int]:
    """Play the contract of ``start`` with our Expert on ``our_side``; our score minus colver's, and our card
    points minus colver's."""
    hand = start.clone()
    colver_side = "EW" if our_side == "NS" else "NS"
    env, agents = colver_table(colver, hand, spec, seed, colver_side)
    while not hand.done:
        seat = hand.to_act
        if env.current_player() != COLVER_SEAT[seat]:
            raise RuntimeError(f"deal {start.deal_number}: colver has seat {env.current_player()} to play, "
                               f"we have {seat}")
        if seat.side == our_side:
            began = time.perf_counter()
            action = expert.decide(hand.view(seat)).action
            times.append(time.perf_counter() - began)
            index = colver_card(action)
            if index not in env.legal_actions():
                raise RuntimeError(f"deal {start.deal_number}: colver refuses our {action} (a rule difference)")
        else:
            index = agents[COLVER_SEAT[seat]].decide(env)["action"]
            action = our_card(index)
        for agent in agents.values():
            agent.observe(env, index)
        env.step(index)
        hand.apply(action)  # our rules refuse a card colver's rules allow with an IllegalAction
    return outcome(hand, our_side, colver_side)


def match_setup():
    """The game, its options without announces (colver plays none), the Advanced bidder that reaches each
    contract and our Expert card player."""
    variant = VARIANTS[GAME]
    options = variant.default_options().replace(announces=False)
    return variant, options, computer_player(GAME, "advanced", 1), computer_player(GAME, "expert", 1)


def run(colver, name: str, spec: str, deals: int, first: int, listing: bool = False) -> None:
    variant, options, bidder, expert = match_setup()
    print(f"\nOur Expert against colver {colver.__version__} {name} ({colver.Agent(spec, seat=0).label}), "
          f"{deals} deals from deal {first} (passed-out deals skipped):", flush=True)
    tally = DuplicateTally(f"colver {name}", deals, listing)
    times: list[float] = []
    deal = first
    while len(tally.scores) < deals:
        start = bid_deal(variant, options, deal, bidder)
        if start is not None:
            tally.add(deal, play_table(colver, start, expert, spec, deal, "NS", times),
                      play_table(colver, start, expert, spec, deal, "EW", times))
        deal += 1
    tally.report(first, deal - 1)
    print(f"  => our Expert's time per card: {time_figures(times)}", flush=True)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--agent", choices=("isdd", "smart", "both"), default="both",
                        help="colver's agent: IS-DD, smart IS-MCTS, or both one after the other (default)")
    add_deal_arguments(parser, 200, "deals, each played at two tables", DEFAULT_FIRST_DEAL)
    parser.add_argument("--worlds", type=positive_int, default=20, help="IS-DD's sampled worlds per card")
    parser.add_argument("--time-ms", type=positive_int, default=100, help="smart IS-MCTS's time per card")
    parser.add_argument("--list", action="store_true",
                        help="print each deal's two tables (our Expert North-South, then East-West)")
    args = parser.parse_args(argv)
    colver = outside_module("colver", "colver")
    specs = agent_specs(args.worlds, args.time_ms)
    for name in (("isdd", "smart") if args.agent == "both" else (args.agent,)):
        run(colver, name, specs[name], args.deals, args.seed, args.list)
    return 0


if __name__ == "__main__":
    sys.exit(main())
