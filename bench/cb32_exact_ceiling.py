"""Diagnostic (not a benchmark): do the 32 Card Bridge Expert's costly cards come from its search or from what it
knows? At the positions of colver IS-DD's play (all four seats, as bench/cb32_paired.py), wherever the Expert's card
gives up at least ``--least`` card points against double dummy, the same kind of search is run twice over the first
``--layouts`` of the Expert's own layouts (the same sampler, clues and weights): once as the Expert plays them (the
rollout policy, then the last tricks exactly) and once with every world solved exactly from the card on. A card the
exact search over our own layouts gets right was lost by the search; one it gets wrong too, by the layouts.

    python bench/cb32_exact_ceiling.py [--tricks 1,2,3] [--deals 60] [--seed 900001] [--least 30] [--layouts 12]

The exact searches of the first tricks take seconds each.

``--defender-leads`` looks instead at every opening lead of the defenders (trick 1) and asks where the Expert's loss
there comes from, the worlds or their valuation: beside the Expert's card and colver's, the lead with the best mean
double-dummy card points (colver's exact ``solve_scores``) over the Expert's own layouts (its clues and weights), and
over as many uniform layouts (colver IS-DD's worlds), are judged on the true deal, and also the Expert's rollouts over
uniform layouts. If the exact pick over our layouts loses about what colver loses, the rollouts lose the rest; if
not, the layouts do.

    python bench/cb32_exact_ceiling.py --defender-leads [--deals 25] [--seed 5100001] [--layouts 20]

Run it in the bench environment; use it on the tuning deals only.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.cb32_paired import card_losses, colver_positions, defender_leads, expert_search_start  # noqa: E402
from bench.outside import outside_module, positive_int  # noqa: E402
from bench.vs_colver import COINCHE, COLVER_SEAT, agent_specs, colver_card, match_setup  # noqa: E402
from game.engine.cards import SUITS, Card  # noqa: E402
from game.engine.seats import SEATS  # noqa: E402
from game.variants.belote_bridgee import ai_expert  # noqa: E402
from game.variants.belote_bridgee.ai_infer import infer  # noqa: E402

LEAD_SOURCES = ("Expert", "colver", "exact over our layouts", "exact over uniform layouts",
                "rollouts over uniform layouts")


def search_card(view, rng, layouts: int, exact: bool) -> Card:
    """The card a search like the Expert's picks over the first ``layouts`` of its own layouts: rolled out as the
    Expert does, or with every world solved exactly (``exact``)."""
    root, candidates, found, weights = expert_search_start(view, rng)
    best, _ = root.ranked_cards(candidates, found[:layouts], exact=exact, exact_tricks=ai_expert.EXACT_TRICKS,
                                nodes=0, least=layouts, weights=weights[:layouts] if weights else None)
    return best[0].action


def world_scores(colver, view, dealer, layout: dict) -> dict:
    """Colver's exact card points (for North-South) of each card the opening leader of ``view`` may lead, in the
    world where the other hands are ``layout``."""
    public = view.public
    hands = {s: list(view.hand) if s == view.seat else list(layout[s]) for s in SEATS}
    env = colver.Env.deal_with_hands(COLVER_SEAT[dealer],
                                     [[colver_card(c) for c in hands[s]] for s in sorted(SEATS, key=COLVER_SEAT.get)])
    env.set_contract(SUITS.index(view.trump), public.contract.amount, 0 if public.declarer.side == "NS" else 1,
                     COINCHE[public.doubled])
    env.set_phase_playing()
    return dict(env.solve_scores()["scores"])


def exact_pick(colver, view, dealer, layouts: list, weights) -> Card:
    """The lead with the best (weighted) mean exact card points over ``layouts``."""
    sign = 1 if view.seat.side == "NS" else -1
    totals: dict = {}
    for layout, w in zip(layouts, weights or [1.0] * len(layouts), strict=True):
        for index, value in world_scores(colver, view, dealer, layout).items():
            totals[index] = totals.get(index, 0.0) + w * sign * value
    best = max(totals, key=totals.get)
    return next(c for c in view.legal if isinstance(c, Card) and colver_card(c) == best)


def lead_sources(colver, args) -> int:
    """The --defender-leads mode: see the module's docstring."""
    setup = match_setup()
    player = setup[3]
    totals = [0] * len(LEAD_SOURCES)
    positions = 0
    for deal, hand, env, colvers in colver_positions(colver, agent_specs(20, 100)["isdd"], args.deals, args.seed,
                                                     {1}, setup):
        view = hand.view(hand.to_act)
        if not defender_leads(view):
            continue
        rng = player.rng(view)
        ours = player.decide(view).action
        _, candidates, layouts, weights = expert_search_start(view, rng)
        sampler, _ = infer(view).best_sampler()
        uniform = [sampler.draw(rng) for _ in range(args.layouts)]
        root = ai_expert.Root(view)
        rolled, _ = ai_expert.ranked_cards(root, candidates, uniform, None)
        ours_kept = layouts[:args.layouts], weights and weights[:args.layouts]
        cards = [ours, colvers, exact_pick(colver, view, hand.dealer, *ours_kept),
                 exact_pick(colver, view, hand.dealer, uniform, None), rolled[0].action]
        losses = card_losses(env, hand.to_act, cards)
        positions += 1
        for i, loss in enumerate(losses):
            totals[i] += loss
        print(f"  deal {deal} {hand.to_act}: " + ", ".join(f"{who} {c} {loss}" for who, c, loss in
                                                          zip(LEAD_SOURCES, cards, losses, strict=True)), flush=True)
    print(f"{positions} opening leads of the defenders, {args.deals} deals from {args.seed}, mean card points lost: "
          + ", ".join(f"{who} {t / positions:.2f}" for who, t in zip(LEAD_SOURCES, totals, strict=True)))
    return 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tricks", default="1,2,3", help="the tricks (1 to 8, comma-separated) whose positions count")
    parser.add_argument("--deals", type=positive_int, default=60)
    parser.add_argument("--seed", type=positive_int, default=900001)
    parser.add_argument("--least", type=positive_int, default=30, help="the Expert's losses looked at (card points)")
    parser.add_argument("--layouts", type=positive_int, default=12, help="the Expert's layouts both searches play")
    parser.add_argument("--defender-leads", action="store_true",
                        help="the defenders' opening leads: does the loss come from the layouts or the rollouts")
    args = parser.parse_args(argv)
    if args.defender_leads:
        return lead_sources(outside_module("colver", "colver"), args)
    tricks = {int(t) for t in args.tricks.split(",")}
    colver = outside_module("colver", "colver")
    setup = match_setup()
    player = setup[3]
    totals = [0, 0, 0]  # card points lost: the Expert, the rollout search, the exact search
    for deal, hand, env, _ in colver_positions(colver, agent_specs(20, 100)["isdd"], args.deals, args.seed, tricks,
                                            setup):
        seat = hand.to_act
        view = hand.view(seat)
        ours = player.decide(view).action
        if card_losses(env, seat, [ours])[0] < args.least:
            continue
        cards = [ours] + [search_card(view, player.rng(view), args.layouts, exact) for exact in (False, True)]
        losses = card_losses(env, seat, cards)
        for i in range(3):
            totals[i] += losses[i]
        print(f"  deal {deal} {seat} trick {len(hand.tricks) + 1}: Expert {cards[0]} loses {losses[0]}, rollouts over "
              f"{args.layouts} of its layouts {cards[1]} loses {losses[1]}, exact {cards[2]} loses {losses[2]}",
              flush=True)
    print(f"Card points lost at those positions: the Expert {totals[0]}, rollouts over {args.layouts} of its layouts "
          f"{totals[1]}, exact search over the same layouts {totals[2]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
