"""Belote card play against belote-cli 4.9 (a Python Belote game from PyPI): our Expert against
belote-cli's HARD computer player, which is given ``hide_partner_hand=True`` (by default it looks at its
partner's cards).

Every deal is our numbered deal with its own dealer, and the elder (the player after the dealer) takes
the turned card, so each deal has a fixed contract. It is played twice: our Expert North-South against
belote-cli East-West, then the sides swapped. Two figures, each the mean per deal of ours minus
belote-cli's, averaged over the two tables (as bench/ai.py counts a duplicate match), with its 95%
interval: the score of the hand by our rules, and the card points won in tricks (the last trick's bonus
included), which are free of the all-or-nothing swings of dedans.

    python bench/vs_belote_cli.py [--deals 400] [--seed 7200001]

Run it in the bench environment (README, "Benchmarks"). ``--seed`` is the first deal number. This bench
was developed on deals 900001-900010; the default, 7200001 onwards, was never looked at before the
figures were taken.

How our game is put to belote-cli (its source, belote/game.py and belote/ai.py in the installed package):

- Seats: belote-cli's seat k is followed by k + 1 (South, East, North, West). Our players in the order
  of play from the elder are given its seats South, East, North, West, its dealer is West, so its elder
  (South) is ours and leads the first trick; partners stay partners.
- The deal: belote-cli's state is built with the same five cards per player and the same turned card,
  and its pool of the eleven cards left in the order our dealer hands them out, so that after its own
  ``place_bid`` (the elder takes the turned card's suit) each player holds the same eight cards as in
  our hand (checked at every deal). Its declarations are found by ``place_bid``; ours are made and
  shown by our rules; it does not read them to choose a card.
- The play: both games have the same rules (follow suit; on a trump lead beat the highest trump when
  you can; void with an opponent winning, trump, overtrump when you can, else undertrump) but one: with
  the partner winning, our rules let a player discard or trump, and a trump over the partner's trump must
  beat it when it can; belote-cli allows any card there. belote-cli's player is therefore asked to choose
  among the cards our rules allow (its ``legal_cards`` is narrowed to ours for its decision).
- The score: our rules score the hand (the takers must make more than the defenders; dedans, capot,
  declarations and the Belote by our rules, the default options, clockwise).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.outside import (  # noqa: E402
    DuplicateTally,
    add_deal_arguments,
    outcome,
    outside_module,
    time_figures,
)
from game.engine.cards import Card, card  # noqa: E402
from game.variants import VARIANTS, computer_player  # noqa: E402
from game.variants.belote.rules import TAKE  # noqa: E402

GAME = "belote"
DEFAULT_FIRST_DEAL = 7_200_001
CLI_SUITS = {"S": "SPADES", "H": "HEARTS", "D": "DIAMONDS", "C": "CLUBS"}
CLI_RANKS = {"7": "SEVEN", "8": "EIGHT", "9": "NINE", "T": "TEN", "J": "JACK", "Q": "QUEEN", "K": "KING",
             "A": "ACE"}
OUR_SUITS = {name: letter for letter, name in CLI_SUITS.items()}
OUR_RANKS = {name: letter for letter, name in CLI_RANKS.items()}


class BeloteCli:
    """belote-cli's modules, its cards in ours and back, and its player choosing among our legal cards."""

    def __init__(self) -> None:
        self.game = outside_module("belote.game", "belote-cli")
        self.ai = outside_module("belote.ai", "belote-cli")
        self.deck = outside_module("belote.deck", "belote-cli")
        self.allowed: set = set()  # our legal cards, in belote-cli's cards, for the decision being made
        every_legal = self.ai.legal_cards

        def legal_under_our_rules(state, seat):
            return tuple(c for c in every_legal(state, seat) if c in self.allowed)

        self.ai.legal_cards = legal_under_our_rules

    def card(self, c: Card):
        return self.deck.Card(self.deck.Suit[CLI_SUITS[c.suit]], self.deck.Rank[CLI_RANKS[c.rank]])

    @staticmethod
    def our_card(c) -> Card:
        return card(OUR_RANKS[c.rank.name] + OUR_SUITS[c.suit.name])

    def player(self, seat, seed: int):
        return self.ai.AIPlayer(seat, self.ai.Difficulty.HARD, rng=random.Random(seed))

    def decide(self, player, state, legal: list[Card]):
        self.allowed = {self.card(c) for c in legal}
        player.update_memory(state)
        return player.decide_card(state)


def taken_hand(variant, options, deal: int):
    """Numbered deal ``deal`` with its own dealer, after the elder took the turned card."""
    hand = variant.new_hand(options, dealer=variant.dealer_for_number(deal), deal_number=deal)
    hand.apply(TAKE)
    return hand


def cli_state(cli: BeloteCli, deal: int, variant, options):
    """belote-cli's state of ``deal`` once its elder has taken, and our seats as belote-cli's seats."""
    g = cli.game
    fresh = variant.new_hand(options, dealer=variant.dealer_for_number(deal), deal_number=deal)
    seats = {ours: g.Seat(i) for i, ours in enumerate(fresh.order)}  # South, East, North, West from the elder
    first_five = [None] * 4
    for ours, theirs in seats.items():
        first_five[theirs.value] = tuple(cli.card(c) for c in fresh.hands[ours])
    state = g.GameState(
        hands=tuple(first_five), initial_hands=tuple(first_five), dealer=g.Seat.WEST, leader=g.Seat.SOUTH,
        turn=g.Seat.SOUTH, phase=g.Phase.BIDDING, up_card=cli.card(fresh.turn_up),
        remaining_cards=tuple(cli.card(c) for c in fresh.stock[1:]), bidder_index=0, bidding_round=1,
        boss_modifiers=g.BossModifiers(hide_partner_hand=True), _rng=random.Random(deal))
    state = g.place_bid(state, cli.card(fresh.turn_up).suit)
    taken = taken_hand(variant, options, deal)
    for ours, theirs in seats.items():
        if {cli.card(c) for c in taken.hands[ours]} != set(state.hand_of(theirs)):
            raise RuntimeError(f"deal {deal}: belote-cli's hand of {theirs.name} is not our {ours}'s")
    return state, seats


def play_table(cli: BeloteCli, deal: int, variant, options, expert, our_side: str, times: list,
               observe=None) -> tuple[int, int]:
    """Deal ``deal`` played with our Expert on ``our_side``; our score minus belote-cli's, and our card points
    minus belote-cli's. ``observe(hand, seat, card, ours)``, when given, sees each card before it is played
    (bench/belote_loss.py)."""
    hand = taken_hand(variant, options, deal)
    state, seats = cli_state(cli, deal, variant, options)
    players = {seat: cli.player(theirs, deal * 4 + theirs.value) for seat, theirs in seats.items()
               if seat.side != our_side}
    while not hand.done:
        seat = hand.to_act
        if state.turn != seats[seat]:
            raise RuntimeError(f"deal {deal}: belote-cli has {state.turn.name} to play, we have {seat}")
        if seat.side == our_side:
            began = time.perf_counter()
            action = expert.decide(hand.view(seat)).action
            times.append(time.perf_counter() - began)
        else:
            legal = [a for a in hand.legal_actions() if isinstance(a, Card)]
            action = cli.our_card(cli.decide(players[seat], state, legal))
        if observe and isinstance(action, Card):
            observe(hand, seat, action, seat.side == our_side)
        hand.apply(action)
        if isinstance(action, Card):
            state = cli.game.play_card(state, cli.card(action))
    return outcome(hand, our_side, "EW" if our_side == "NS" else "NS")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_deal_arguments(parser, 400, "deals, each played at two tables", DEFAULT_FIRST_DEAL)
    args = parser.parse_args(argv)
    cli = BeloteCli()
    variant = VARIANTS[GAME]
    options = variant.default_options()
    expert = computer_player(GAME, "expert", 1)
    print(f"Our Expert against belote-cli's HARD player (partner's hand hidden), elder takes the turned card, "
          f"{args.deals} deals from deal {args.seed}:", flush=True)
    tally = DuplicateTally("belote-cli HARD", args.deals)
    times: list[float] = []
    for deal in range(args.seed, args.seed + args.deals):
        tally.add(deal, play_table(cli, deal, variant, options, expert, "NS", times),
                  play_table(cli, deal, variant, options, expert, "EW", times))
    tally.report(args.seed, args.seed + args.deals - 1)
    print(f"  => our Expert's time per card: {time_figures(times)}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
