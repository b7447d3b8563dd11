"""Diagnostic (not a benchmark): what a card played in 32 Card Bridge says about the player's hand, measured
on the play of our Expert and of colver's agent (as bench/vs_colver.py plays them, seats swapped).

For each kind of play, and each other seat watching it that cannot see the card in question, it counts how
often the player held the master card (the highest card not yet played) of a suit, against what a blind
guess expects (the share of the layouts consistent with every hard fact the watcher knows, the card just
played included, that put it in the player's hand). The odds ratio of the two is the factor a layout with the
card in the player's hand deserves:

- discard on partner's trick / on the other side's trick: a card of a plain suit neither led nor trumps; the
  master of the suit discarded (the discard itself excluded);
- follow low: following to a plain suit led, the trick won by the other side with a plain card below the
  master, and the player not beating it; the master of the suit led (by position: second, third, fourth);
- lead low: a plain card led below the suit's master; the master of that suit.

    python bench/cb32_clues.py [--agent isdd|smart] [--deals 40] [--seed 900001] [--colver-only]

Run it in the bench environment; use it on the tuning deals only.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.outside import outside_module, positive_int  # noqa: E402
from bench.vs_colver import (  # noqa: E402
    COLVER_SEAT,
    agent_specs,
    bid_deal,
    colver_table,
    match_setup,
    next_card,
)
from game.engine.cards import card  # noqa: E402
from game.engine.seats import SEATS  # noqa: E402
from game.variants.belote_bridgee.ai_infer import infer  # noqa: E402
from game.variants.belote_common.tricks import trick_winner_index  # noqa: E402

PLAIN_ORDER = "789JQKTA"  # lowest to highest, plain suits
SAMPLES = 60  # layouts drawn for each clue's blind guess


def master(suit: str, played: set, but=None):
    """The highest card of ``suit`` not yet played (nor ``but``), or None."""
    for rank in reversed(PLAIN_ORDER):
        c = card(rank + suit)
        if c not in played and c != but:
            return c
    return None


def kinds_of(hand, seat, c, trump):
    """The clue kinds the card ``c`` that ``seat`` is about to play belongs to, with the suit each speaks of and
    the card its master must be above to count (the card played, or the trick's winning card)."""
    trick = list(hand.trick)
    if not trick:
        return [("lead low", c.suit, c)] if c.suit != trump else []
    led = trick[0][1].suit
    winner_i = trick_winner_index(trick, trump)
    win_seat, win_card = trick[winner_i]
    if c.suit != led:
        if c.suit == trump:
            return []
        return [("discard on partner's" if win_seat == seat.partner else "discard on theirs", c.suit, c)]
    if led == trump or win_card.suit != led or win_seat.side == seat.side:
        return []
    after = trick + [(seat, c)]
    if trick_winner_index(after, trump) == len(trick):
        return []
    return [(f"follow low, position {len(trick) + 1}", led, win_card)]


def events(hand, seat, c, trump, played):
    """The clues of ``seat`` playing ``c`` now: (kind, the master card spoken of, the watching seat, held)."""
    out = []
    for kind, suit, floor in kinds_of(hand, seat, c, trump):
        top = master(suit, played, but=c)
        if top is None or PLAIN_ORDER.index(top.rank) <= PLAIN_ORDER.index(floor.rank):
            continue
        label = f"{kind}, master {'ace' if top.rank == 'A' else 'other'}"
        out += [(label, top, watcher, top in hand.hands[seat]) for watcher in SEATS
                if watcher != seat and top not in hand.hands[watcher]]
    return out


def sampled_share(view, seat, c, rng, draws: int = SAMPLES) -> float:
    """The share of the layouts consistent with the hard facts ``view``'s seat knows where ``seat`` holds ``c``."""
    sampler, _ = infer(view).best_sampler()
    return sum(c in sampler.draw(rng)[seat] for _ in range(draws)) / draws


def play_recorded(colver, start, expert, spec, seed, our_side, stats):
    """Play ``start`` with our Expert on ``our_side`` (None: colver's agent at every seat), recording the clues."""
    hand = start.clone()
    colver_side = "EW" if our_side == "NS" else "NS"
    env, agents = colver_table(colver, hand, spec, seed, colver_side)
    if our_side is None:
        more = {COLVER_SEAT[s]: colver.Agent(spec, seat=COLVER_SEAT[s], seed=seed * 4 + COLVER_SEAT[s])
                for s in SEATS if s.side != colver_side}
        for agent in more.values():
            agent.init_deal(env)
        agents.update(more)
    played: set = set()
    rng = random.Random(seed)
    while not hand.done:
        seat = hand.to_act
        ours = our_side is not None and seat.side == our_side
        action, index = next_card(expert, agents, hand, env, ours)
        found = []
        if hasattr(action, "suit") and hand.phase == "play":
            found = events(hand, seat, action, hand.trump, played)
            played.add(action)
        for agent in agents.values():
            agent.observe(env, index)
        env.step(index)
        hand.apply(action)
        for label, top, watcher, held in found if not hand.done else ():
            rel = "partner" if watcher == seat.partner else "opponent"
            row = stats["ours" if ours else "colver", rel, label]
            row[0] += 1
            row[1] += held
            row[2] += sampled_share(hand.view(watcher), seat, top, rng)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--agent", choices=("isdd", "smart"), default="isdd")
    parser.add_argument("--deals", type=positive_int, default=40)
    parser.add_argument("--seed", type=positive_int, default=900001)
    parser.add_argument("--colver-only", action="store_true", help="colver's agent at all four seats (quick)")
    args = parser.parse_args(argv)
    colver = outside_module("colver", "colver")
    spec = agent_specs(20, 100)[args.agent]
    variant, options, bidder, expert = match_setup()
    stats = defaultdict(lambda: [0, 0, 0.0])
    deal, done = args.seed, 0
    while done < args.deals:
        start = bid_deal(variant, options, deal, bidder)
        if start is not None:
            for side in ((None,) if args.colver_only else ("NS", "EW")):
                play_recorded(colver, start, expert, spec, deal, side, stats)
            done += 1
        deal += 1
    print(f"Who held the master card, {done} deals from {args.seed} to {deal - 1}: events, held, expected, odds ratio")
    for key in sorted(stats):
        n, held, expected = stats[key]
        odds = (held / max(1, n - held)) / (expected / max(1e-9, n - expected))
        print(f"  {key[0]:6s} watched by {key[1]:8s} {key[2]:42s} {n:5d} {held:5d} {expected:7.1f}  {odds:5.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
