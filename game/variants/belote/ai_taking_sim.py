"""The Expert's taking: each contract it may take is played out in many deals of the cards it cannot
see, on the shared simulator, and its average result is set beside the Advanced valuation.

A world deals the 26 unseen cards: five to each other player (a player who refused the turn-up's suit
is less likely to hold its jack and nine) and the eleven left in the pack, of which the taker gets two
and the others three. The declarations and Belotes of that deal count as the rules count them, and the
hand is played with the open-handed rollout policy, the last tricks solved exactly. Since the taker
gets the same cards whatever he names, every contract is played on the same worlds.
"""

from __future__ import annotations

import random

from game.ai.player import Decision
from game.ai.sampling import DealSampler, soft_weight, weighted_layouts
from game.engine.actions import PASS
from game.engine.cards import DECK_32, card
from game.engine.seats import SEATS, Seat, seats_from
from game.variants.belote_common.announces import best_combinations, compare_in_rotation
from game.variants.belote_common.sim import mask_of
from game.variants.belote_common.solver import finish_value
from game.variants.belote_common.values import ALL_TRUMPS, NO_TRUMPS, signed, signed_points

from .ai_expert import world_sim
from .ai_infer import belote_suits
from .ai_taking import (
    NO_TAKE_ALLOWED,
    candidates,
    estimates,
    margin_for,
    partner_stands_reason,
    six_cards,
    strain_words,
    take_reason,
)
from .rules import ANNOUNCE_RULES, BELOTE_POINTS, DIRECTIONS

WORLDS = 40
EXACT_TRICKS = 2
MODEL_WEIGHT = 0.5  # the estimate is this much the fitted valuation and the rest the simulation
SIM_OFFSET = 10.0  # what the open-handed rollouts overstate for the taker (tuned by self-play)
PASSED_FACTORS = {"J": 0.6, "9": 0.75}


def expert_take(view, rng: random.Random) -> Decision:
    options = candidates(view)
    if not options:
        return Decision(PASS, [NO_TAKE_ALLOWED])
    cards = six_cards(view)
    model = estimates(view, cards, options)
    simulated = simulate(view, list(options), rng, WORLDS)
    values = {s: MODEL_WEIGHT * model[s] + (1 - MODEL_WEIGHT) * (simulated[s] - SIM_OFFSET) for s in options}
    best = max(values, key=lambda s: (values[s], s in (ALL_TRUMPS, NO_TRUMPS)))
    margin = margin_for(view)
    if values[best] < margin:
        return pass_decision(view, best, values, simulated, margin)
    action = options[best]
    details = [f"Played out in {WORLDS} deals of the unseen cards, it averages {signed_points(simulated[best])} for "
               f"my side; with the valuation, about {signed(values[best])}."]
    others = sorted((s for s in options if s != best), key=lambda s: -values[s])
    if others:
        details.append(f"Next best: {strain_words(others[0])}, about {signed(values[others[0]])}.")
    return Decision(action, [take_reason(action, view, cards, best)], details)


def pass_decision(view, best, values, simulated, margin) -> Decision:
    best_taker = view.public.best_taker
    what = strain_words(best)
    if best_taker is not None and best_taker.side == view.seat.side:
        return Decision(PASS, [partner_stands_reason(what)],
                        [f"About {signed_points(values[best])} with {what} over {WORLDS} deals played out."])
    return Decision(PASS, [f"I pass: this hand is too weak to take, even in {what}."],
                    [f"Played out in {WORLDS} deals of the unseen cards, {what} averages "
                     f"{signed_points(simulated[best])} for my side.",
                     f"It should be worth about {signed_points(values[best])}; taking needs about {signed(margin)}."])



def simulate(view, strains: list[str], rng: random.Random, n: int) -> dict[str, float]:
    """strain -> the average result for our side of taking it, over ``n`` deals of the unseen cards."""
    me = view.seat
    turn_up = view.public.turn_up
    mine = list(view.hand)
    unseen = [c for c in DECK_32 if c not in mine and c != turn_up]
    others = [s for s in SEATS if s != me]
    counts: dict[Seat | str, int] = {s: 5 for s in others}
    counts["stock"] = len(unseen) - 15
    sampler = DealSampler(unseen, counts)
    passed = [s for i, (s, a) in enumerate(view.public.auction) if a is PASS and i < 4]
    factors = {s: {c: PASSED_FACTORS[c.rank] for c in unseen if c.suit == turn_up.suit and c.rank in PASSED_FACTORS}
               for s in passed if s != me}
    layouts = weighted_layouts(sampler, n, rng, soft_weight(factors) if factors else None)
    direction = DIRECTIONS[view.options.direction]
    order = seats_from(view.public.first, direction)
    leader = int(view.public.first)
    totals = {s: 0.0 for s in strains}
    side = int(me) & 1
    for layout in layouts:
        stock = layout["stock"]
        hands = {me: mine + [turn_up] + stock[:2]}
        pos = 2
        for s in others:
            hands[s] = layout[s] + stock[pos:pos + 3]
            pos += 3
        masks = [mask_of(hands[s]) for s in SEATS]
        for strain in strains:
            kind = strain if strain in (NO_TRUMPS, ALL_TRUMPS) else "suit"
            declarations = (0, 0) if view.options.tournament else _declarations(hands, order, strain, kind)
            sim = world_sim(masks, strain, leader, int(me), view.options, kind, declarations,
                            _belotes(hands, strain))
            totals[strain] += finish_value(sim, side, EXACT_TRICKS)
    return {s: totals[s] / len(layouts) for s in strains}


def _declarations(hands: dict, order, strain: str, kind: str) -> tuple[int, int]:
    key_trump = strain if kind == "suit" else None
    combos = {s: best_combinations(hands[s], key_trump, ANNOUNCE_RULES) for s in SEATS}
    if not any(combos.values()):
        return (0, 0)
    side, _ = compare_in_rotation([(s, combos[s][0] if combos[s] else None) for s in order], key_trump)
    total = sum(c.points for s in SEATS if s.side == side for c in combos[s])
    return (total, 0) if side == "NS" else (0, total)


def _belotes(hands: dict, strain: str) -> tuple[int, int]:
    out = [0, 0]
    for suit in belote_suits(strain):
        king, queen = card("K" + suit), card("Q" + suit)
        for s in SEATS:
            if king in hands[s] and queen in hands[s]:
                out[int(s) & 1] += BELOTE_POINTS
    return out[0], out[1]
