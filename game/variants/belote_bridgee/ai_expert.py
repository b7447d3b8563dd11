"""The Expert's card play in 32 Card Bridge: Perfect Information Monte Carlo.

The Expert deals the cards it cannot see many times, each time consistently with everything the
play has shown (:mod:`.ai_infer`), and plays every card it may play in each of those worlds to the
end of the hand: the other players (and its own later cards) follow a quick open-handed policy, and
the last tricks are solved exactly. The card with the best average score for its side wins.

For speed the worlds are played on the belote family's compact simulator
(:mod:`game.variants.belote_common.sim`), scored here the 32 Card Bridge way. Tests check it against
the real rules.
"""

from __future__ import annotations

import random

from game.ai.player import Decision
from game.ai.sampling import every_weighted, weighted_layouts
from game.engine.actions import Declaration
from game.engine.cards import SUITS, Card, card
from game.engine.seats import SEATS
from game.variants.belote_common.ai_common import Knowledge
from game.variants.belote_common.announces import best_combinations, combination_key, compare_sides
from game.variants.belote_common.expert import (
    GoalWords,
    SearchRoot,
    WorldSearch,
    all_the_same,
    goal_decision,
    only_card,
    search_details,
)
from game.variants.belote_common.sim import (  # noqa: F401 - the names this module has always offered
    CARD_OF,
    NO_TRUMP,
    Scoring,
    cards_of,
    cid,
    distinct_moves,
    mask_of,
    policy,
    rollout,
    unplayed,
)
from game.variants.belote_common.sim import BeloteSim as SharedSim
from game.variants.belote_common.solver import (  # noqa: F401 - finish_value: a name this module has offered
    Solver,
    card_outcome,
    exact_outcome,
    finish_value,
)

from .ai_infer import infer, layout_weight
from .rules import ANNOUNCE_RULES, BELOT_POINTS, DEFEAT_POINTS, PLAY_RULES, round_to_ten

POINTS_TIE_BREAK = 0.2


class BridgeeScoring(Scoring):
    """32 Card Bridge's score of a finished hand: the contract ``amount`` made or defeated, doubled
    ``mult`` times, with the announces that count for each side and the side of the Belot (-1: none)."""

    __slots__ = ("amount", "mult", "announces", "belot_side")
    # Beside the score, a card point counts a fifth of a point: a hand whose fate is settled (a contract
    # defeated scores the same however many points each side takes) is still played for the points.
    points_weight = POINTS_TIE_BREAK

    def __init__(self, amount: int, mult: int = 1, announces=(0, 0), belot_side: int = -1) -> None:
        self.amount, self.mult = amount, mult
        self.announces = tuple(announces)
        self.belot_side = belot_side

    def made(self, sim) -> bool:
        d = sim.decl_side
        caught = [sim.points[s] + self.announces[s] + (BELOT_POINTS if self.belot_side == s else 0)
                  for s in (0, 1)]
        return caught[d] > caught[1 - d] and caught[d] >= self.amount + 2

    def scores(self, sim) -> tuple[int, int]:
        d = sim.decl_side
        out = [0, 0]
        if self.made(sim):
            for s in (0, 1):
                if sim.points[s]:
                    out[s] += round_to_ten(sim.points[s])
                out[s] += self.announces[s]
            out[d] += self.amount
        else:
            out[1 - d] = DEFEAT_POINTS + self.amount + self.announces[0] + self.announces[1]
        out = [x * self.mult for x in out]
        if self.belot_side >= 0:
            out[self.belot_side] += BELOT_POINTS
        return out[0], out[1]


class BeloteSim(SharedSim):
    """The shared simulator with 32 Card Bridge's rules of play and scoring (counter-clockwise)."""

    __slots__ = ()

    def __init__(self, hands, trump: int, to_act: int, decl_side: int, amount: int, mult: int = 1,
                 announces=(0, 0), belot_side: int = -1, step: int = 3, rules=PLAY_RULES) -> None:
        super().__init__(hands, trump, to_act, decl_side, BridgeeScoring(amount, mult, announces, belot_side),
                         step, rules)


# -- from a view to simulated worlds --------------------------------------------------------------
class Root(SearchRoot):
    """What every world of one decision shares, read once from the view."""

    def __init__(self, view) -> None:
        super().__init__(view)
        public = view.public
        self.trump = "SHDC".index(view.trump) if view.trump else NO_TRUMP
        self.declarer = int(public.declarer)
        self.amount = public.contract.amount
        self.mult = public.doubled
        self.announces_on = getattr(view.options, "announces", True)
        self.fixed_announces = self._shown_announces()
        belot = public.belot_seat
        self.belot_side = int(belot) & 1 if belot is not None else None

    def _shown_announces(self):
        """The announce points of each side once they are shown (None before: they depend on the
        hidden hands)."""
        public = self.view.public
        if not public.shown:
            return None if self.announces_on else (0, 0)
        side = public.announce_side
        out = [0, 0]
        if side is not None:
            i = 0 if side == "NS" else 1
            out[i] = sum(p for s in SEATS if s.side == side for _, _, p in public.shown.get(s, ()))
        return tuple(out)

    def world(self, layout: dict) -> BeloteSim:
        hands = self.hand_masks(layout)
        announces = self.fixed_announces
        originals = None
        if announces is None:
            originals = self.originals(layout)
            announces = self._announces(originals)
        belot = self.belot_side
        if belot is None:
            originals = originals or self.originals(layout)
            belot = self._belot(originals)
        return self.replay(BeloteSim(hands, self.trump, self.leader, self.decl_side, self.amount, self.mult,
                                     announces, belot))

    def _belot(self, originals: dict) -> int:
        if self.trump == NO_TRUMP:
            return -1
        t = SUITS[self.trump]
        king, queen = card("K" + t), card("Q" + t)
        for s in SEATS:
            if king in originals[s] and queen in originals[s]:
                return int(s) & 1
        return -1

    def _announces(self, originals: dict) -> tuple[int, int]:
        """The announces that will count, in a world where they are not shown yet: a player who has
        not played yet announces all he holds; the others what they declared."""
        public = self.view.public
        trump = self.view.trump
        declared = public.declared
        cards_played = public.cards_played
        by_side: dict = {"NS": [], "EW": []}
        for s in SEATS:
            combos = best_combinations(originals[s], trump, ANNOUNCE_RULES)
            if cards_played[s] == 0 and s != self.view.seat:
                by_side[s.side].extend(combos)
                continue
            for kind in declared.get(s, ()):
                found = next((c for c in combos if c.kind == kind), None)
                if found is not None:
                    combos.remove(found)
                    by_side[s.side].append(found)
        best = {side: max(cs, key=lambda c: combination_key(c, trump)) if cs else None
                for side, cs in by_side.items()}
        side, _ = compare_sides(best, trump)
        if side is None:
            return (0, 0)
        total = sum(c.points for c in by_side[side])
        return (total, 0) if side == "NS" else (0, total)


# -- the decision ---------------------------------------------------------------------------------
ROLLOUT_BUDGET = 300  # rollouts per decision, shared among the candidate cards
MIN_WORLDS, MAX_WORLDS = 12, 40
ROOT_EXACT_CARDS = 6  # with this many cards left in hand, every world is solved exactly ...
LONG_EXACT_CARDS = 5  # ... but from this many on, a world's search is long: a limit on the work, fewer worlds
EXACT_NODES = 80_000  # the cards tried by the long exact searches of one decision before no more worlds are added
EXACT_LIMIT = 120_000  # the cards they may try at most
LONG_EXACT_WORLDS = 4  # the fewest worlds they must finish within it, else the worlds are rolled out
# (given up as soon as the worlds searched so far show that so many will not fit)
EXACT_TRICKS = 4  # the last tricks of a rollout solved exactly
OVERSAMPLE = 10  # layouts drawn per layout kept: the weights of the clues pick among them
PRUNE_EXACT_AFTER = 3  # a candidate worse than the best in each of this many worlds or more is left behind (0: never)
SCREEN_KEEP = 3  # with more candidates, a first rollout keeps this many best ones for the long exact searches
SCREEN_NODES, SCREEN_WORLDS = 15_000, 6  # the first rollout's cards played and fewest worlds
NODE_BUDGET = 60_000  # cards played by the rollouts and tried by the exact searches of one decision
# before no more worlds are added
TOP_LEAD_MARGIN = 100  # the declarers' early leads: a card nothing out beats in its suit goes first when this close


def decide_play_expert(view, rng: random.Random) -> Decision:
    """The Expert's card (or announce) for ``view``; the same view and generator state give the
    same decision, and nothing but the view is used."""
    if view.phase != "play" or view.to_act != view.seat:
        raise ValueError("the Expert's card play needs the view of the seat to play, during the play")
    announces = [a for a in view.legal if isinstance(a, Declaration)]
    if announces:
        return _announce(view, announces[0])
    legal_cards = [a for a in view.legal if isinstance(a, Card)]
    forced = only_card(view, legal_cards)
    if forced:
        return forced
    root = Root(view)
    candidates = distinct_candidates(root, legal_cards)
    same = all_the_same(view, candidates)
    if same:
        return same
    inf = infer(view)
    layouts, weights, every = search_layouts(view, inf, len(candidates), rng)
    best, worlds = ranked_cards(root, candidates, layouts, weights)
    return _searched_decision(view, root, best, worlds, every and worlds == len(layouts), inf)


def ranked_cards(root: Root, candidates: list, layouts: list, weights: list[float] | None) -> tuple[list, int]:
    """The candidates' statistics over the worlds searched, best first, and the worlds played: solved exactly
    with few cards left (the long searches within their limit, the worlds they could not finish rolled out),
    else rolled out."""
    cards = len(root.view.hand)
    if cards < LONG_EXACT_CARDS:
        return root.ranked_cards(candidates, layouts, exact=True, exact_tricks=EXACT_TRICKS, nodes=NODE_BUDGET,
                                 least=MIN_WORLDS, weights=weights)
    if cards > ROOT_EXACT_CARDS:
        best, worlds = _rolled_out(root, candidates, layouts, weights)
        if TOP_LEAD_MARGIN and not root.trick and root.me & 1 == root.decl_side:
            best = _top_card_first(root, best)
        return best, worlds
    candidates, screened_out = _screened(root, candidates, layouts, weights)
    search = WorldSearch(root, candidates, layouts, weights)
    least = min(LONG_EXACT_WORLDS, len(layouts))  # fewer when the cards can lie only so many ways
    search.search(exact=True, exact_tricks=EXACT_TRICKS, nodes=EXACT_NODES, least=least, limit=EXACT_LIMIT,
                  prune_after=PRUNE_EXACT_AFTER)
    if search.played < least and len(search.alive) > 1:  # given up: the worlds it did not finish rolled out
        search.search(exact=False, exact_tricks=EXACT_TRICKS, nodes=NODE_BUDGET, least=MIN_WORLDS)
    return search.ranked() + screened_out, search.played


def _top_card_first(root: Root, best: list) -> list:
    """``best`` with the best-ranked card that no card out beats in its suit first, when its average is within
    TOP_LEAD_MARGIN of the first card's."""
    known = Knowledge(root.view)
    for i, st in enumerate(best):
        if best[0].mean - st.mean > TOP_LEAD_MARGIN:
            break
        if known.is_master(st.action):
            return [st] + best[:i] + best[i + 1:]
    return best


def _rolled_out(root: Root, candidates: list, layouts: list, weights: list[float] | None) -> tuple[list, int]:
    """The candidates rolled out in the worlds of ``layouts``, best first, and the worlds played."""
    return root.ranked_cards(candidates, layouts, exact=False, exact_tricks=EXACT_TRICKS, nodes=NODE_BUDGET,
                             least=MIN_WORLDS, weights=weights)


def _screened(root: Root, candidates: list, layouts: list, weights: list[float] | None) -> tuple[list, list]:
    """The candidates worth the long exact searches, and the statistics of the others: with more than
    SCREEN_KEEP, and more worlds than the fewest the exact searches need (those few they search with every
    candidate), the best ones of a first, short rollout (whose last tricks are solved exactly, so that it
    rarely misjudges a card by much)."""
    if not SCREEN_KEEP or len(candidates) <= SCREEN_KEEP or len(layouts) <= LONG_EXACT_WORLDS:
        return candidates, []
    screen = WorldSearch(root, candidates, layouts, weights)
    screen.search(exact=False, exact_tricks=EXACT_TRICKS, nodes=SCREEN_NODES, least=SCREEN_WORLDS)
    first = screen.ranked()
    return [s.action for s in first[:SCREEN_KEEP]], first[SCREEN_KEEP:]


def distinct_candidates(root: Root, legal_cards: list) -> list:
    """The legal cards without those that play exactly like a kept one."""
    distinct = distinct_moves_view(root, mask_of(legal_cards), mask_of(unplayed(root.view)))
    return [c for c in legal_cards if distinct >> cid(c) & 1]


def search_layouts(view, inf, candidates: int, rng: random.Random) -> tuple[list, list[float] | None, bool]:
    """The layouts the search plays ``candidates`` cards in, their weights (see :func:`_layouts`), and whether
    they are every possible one rather than a sample."""
    sampler, _ = inf.best_sampler()
    n = max(MIN_WORLDS, min(MAX_WORLDS, ROLLOUT_BUDGET // candidates))
    layouts, weights = _layouts(sampler, n, rng, layout_weight(view, inf))
    return layouts, weights, sampler.total <= n


def _layouts(sampler, n: int, rng: random.Random, weight) -> tuple[list, list[float] | None]:
    """The layouts to search and, when they are every possible one, their weights (the clues' likelihoods,
    each world counting by its own in the averages); a sample is drawn in proportion to the weights, so its
    worlds count alike (None)."""
    if sampler.total > n:
        return weighted_layouts(sampler, n, rng, weight, oversample=OVERSAMPLE), None
    every = sampler.all_layouts(n)
    kept = every_weighted(every, weight)
    if not kept:
        return every, None
    return [lay for lay, _ in kept], [w for _, w in kept]


def distinct_moves_view(root: Root, legal: int, live: int) -> int:
    sim = BeloteSim([legal, 0, 0, 0], root.trump, 0, root.decl_side, root.amount)
    return distinct_moves(sim, legal, live)


def _announce(view, action: Declaration) -> Decision:
    may = view.public.may_announce
    label = action.kind if action.kind != "square" else "four of a kind"
    more = f", the first of my {len(may)} announces" if len(may) > 1 else ""
    return Decision(action, [f"I announce my {label}{more}: announces are made with the first card, and an "
                             f"announce not made now is lost for good."])



GOAL_WORDS = GoalWords(aim=("the contract makes", "the contract fails"),
                       anyway=("the contract fails anyway", "the contract makes anyway"),
                       facts_head="What the play has shown: ")


def _searched_decision(view, root: Root, best: list, worlds: int, every: bool, inf) -> Decision:
    top = best[0]
    first = max(best, key=lambda st: st.mean)  # the rollouts rank by the average but for _top_card_first's winner
    if len(view.hand) > ROOT_EXACT_CARDS and first is not top:
        head = (f"I lead the {top.action.name}: no card still out beats it in its suit, and it should bring my "
                f"side nearly as many points as the {first.action.name}, so I play this winner now.")
        return Decision(top.action, [head], search_details(view, best, worlds, every, GOAL_WORDS.aim[0],
                                                           GOAL_WORDS.facts_head, inf.facts))
    return goal_decision(view, best, worlds, every, root.me & 1 == root.decl_side, GOAL_WORDS, inf.facts)
