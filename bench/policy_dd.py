"""Diagnostic (not a benchmark): how close the open-handed rollout policy of the belote family
(game/variants/belote_common/sim.py, what the Experts' searches play their worlds with) comes to double-dummy
play in 32 Card Bridge.

Colver's IS-DD plays all four seats of each deal (bid as bench/vs_colver.py bids it, so the positions do not
depend on the policy). At each position where the player has a choice, the policy picks a card with every
hand in view, as it does in a rollout; its loss is the card points it gives up against the best card (colver's
``solve_scores``). With ``--set NAME=VALUE`` (constants of the sim module) the policy decides a second time with
those settings, and the paired difference (changed minus as is) is printed with its 95% interval. The losses
are split by trick and by the player's place in the trick and side (declarers, defenders).

    python bench/policy_dd.py [--set NAME=VALUE ...] [--tricks 1,2,3] [--deals 100] [--seed 5100001]

Run it in the bench environment; use it on the tuning deals only.
"""

from __future__ import annotations

import argparse
import pickle
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.cb32_paired import card_losses, colver_everywhere  # noqa: E402
from bench.outside import constants_set, outside_module, positive_int, with_interval  # noqa: E402
from bench.vs_colver import COLVER_SEAT, agent_specs, bid_deal, match_setup, our_card  # noqa: E402
from game.engine.seats import Seat  # noqa: E402
from game.variants.belote_bridgee.ai_expert import BeloteSim  # noqa: E402
from game.variants.belote_common import sim as sim_module  # noqa: E402
from game.variants.belote_common.sim import CARD_OF, cards_of, cid, mask_of, policy, trump_index  # noqa: E402


def setting(text: str) -> tuple[str, int]:
    name, _, value = text.partition("=")
    if not hasattr(sim_module, name) or not value.lstrip("-").isdigit():
        raise argparse.ArgumentTypeError(f"{text!r} is not NAME=WHOLE_NUMBER with NAME a constant of the sim module")
    return name, int(value)


def policy_card(sim, settings: dict[str, int]) -> int:
    with constants_set(settings, lambda name: sim_module):
        return policy(sim)


def open_sim(hand) -> BeloteSim:
    """The simulator of ``hand`` at its first card, every hand in it."""
    hands = [mask_of(hand.hands[Seat(s)]) for s in range(4)]
    return BeloteSim(hands, trump_index(hand.trump), int(hand.to_act), int(hand.declarer) & 1,
                     hand.contract.amount, hand.doubled)


def all_losses(env, seat) -> dict[int, int]:
    """The double-dummy loss of every legal card of ``seat``, by the simulator's card id."""
    cards = [our_card(i) for i in env.legal_actions()]
    return {cid(c): loss for c, loss in zip(cards, card_losses(env, seat, cards), strict=True)}


def positions(colver, deals: int, seed: int, tricks: set[int]) -> list[tuple]:
    """(deal, seat, simulator, loss of each legal card) at each position of ``tricks`` with a choice, along
    colver IS-DD's play of ``deals`` deals from ``seed``."""
    spec = agent_specs(20, 100)["isdd"]
    variant, options, bidder, _ = match_setup()
    out = []
    deal, done = seed, 0
    while done < deals:
        start = bid_deal(variant, options, deal, bidder)
        if start is not None:
            hand = start.clone()
            sim = open_sim(hand)
            env, agents = colver_everywhere(colver, hand, spec, deal)
            while not hand.done:
                seat = hand.to_act
                if len(hand.tricks) + 1 in tricks and len(env.legal_actions()) > 1:
                    out.append((deal, seat, sim.copy(), all_losses(env, seat)))
                index = agents[COLVER_SEAT[seat]].decide(env)["action"]
                for agent in agents.values():
                    agent.observe(env, index)
                env.step(index)
                action = our_card(index)
                hand.apply(action)
                sim.play(cid(action))
            done += 1
        deal += 1
    return out


def cached_positions(cache: Path | None, deals: int, seed: int) -> list:
    """The positions of ``positions`` for all eight tricks, read from ``cache`` when it exists, else played (colver
    needed) and written there."""
    if cache and cache.exists():
        return pickle.loads(cache.read_bytes())
    found = positions(outside_module("colver", "colver"), deals, seed, set(range(1, 9)))
    if cache:
        cache.write_bytes(pickle.dumps(found))
    return found


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--set", type=setting, action="append", default=[], dest="settings",
                        help="NAME=VALUE, a constant of the sim module for the changed policy (repeat as needed)")
    parser.add_argument("--tricks", default="1,2,3,4,5,6,7", help="the tricks (1 to 8) whose positions count")
    parser.add_argument("--deals", type=positive_int, default=100)
    parser.add_argument("--seed", type=positive_int, default=5100001)
    parser.add_argument("--cache", type=Path, help="keep the positions and their losses in this file (colver's "
                        "play and solver are then needed only the first time)")
    parser.add_argument("--list", action="store_true", help="list the positions where the two policies differ")
    args = parser.parse_args(argv)
    tricks = {int(t) for t in args.tricks.split(",")}
    changed = dict(args.settings)
    found = cached_positions(args.cache, args.deals, args.seed)
    deals = len({p[0] for p in found})
    losses: tuple[list[int], list[int]] = ([], [])
    by = defaultdict(lambda: [0, 0, 0])
    for deal, seat, sim, card_loss in found:
        trick = sim.n_tricks + 1
        if trick not in tricks:
            continue
        picks = [policy_card(sim, s) for s in ({}, changed)]
        pair = [card_loss[c] for c in picks]
        for i in (0, 1):
            losses[i].append(pair[i])
        role = "declarers" if int(seat) & 1 == sim.decl_side else "defenders"
        for key in (f"trick {trick}", f"{role} card {len(sim.trick) + 1}"):
            by[key][0] += pair[0]
            by[key][1] += pair[1]
            by[key][2] += 1
        if args.list and picks[0] != picks[1]:
            print(f"  deal {deal} {seat} trick {trick} card {len(sim.trick) + 1}: {CARD_OF[picks[0]]} loses "
                  f"{pair[0]}, changed {CARD_OF[picks[1]]} loses {pair[1]}; {show(sim)}")
    diffs = [b - a for a, b in zip(*losses, strict=True)]
    print(f"{len(diffs)} positions of tricks {sorted(tricks)} in {deals} deals, "
          f"changed {' '.join(f'{k}={v}' for k, v in changed.items()) or '(nothing)'}:")
    print(f"  card points the policy loses against double dummy per deal: as is {sum(losses[0]) / deals:.2f}, "
          f"changed {sum(losses[1]) / deals:.2f}; per position, paired difference {with_interval(diffs, 2)}, "
          f"{sum(1 for d in diffs if d)} differ")
    for key in sorted(by):
        a, b, n = by[key]
        print(f"  {key:18s} per deal: as is {a / deals:6.2f}, changed {b / deals:6.2f} ({n} positions)")
    return 0


def show(sim) -> str:
    """The hands (N E S W), the trick so far, the trumps and the declaring side, in a line."""
    hands = " | ".join(" ".join(str(c) for c in cards_of(h)) for h in sim.hands)
    trick = " ".join(str(CARD_OF[c]) for c in sim.trick)
    return f"trumps {'SHDCNA'[sim.trump]}, declarers {'NS' if sim.decl_side == 0 else 'EW'}, trick [{trick}]: {hands}"


if __name__ == "__main__":
    sys.exit(main())
