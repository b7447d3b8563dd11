"""The Expert's card play in Belote: Perfect Information Monte Carlo on the shared simulator.

The Expert deals the cards it cannot see many times, each time consistently with everything it knows
(:mod:`.ai_infer`: the turn-up in the taker's hand, the declarations shown, voids, the trumps a player
cannot hold under Belote's rules), and plays every card it may play in each of those worlds to the end
of the hand on :class:`game.variants.belote_common.sim.BeloteSim` with Belote's rules of play: the
other players and its own later cards follow a quick open-handed policy, and the last tricks are solved
exactly. Each world is scored as Belote scores a hand (dedans, capot, the declarations, the Belote, and
the scoring options). The card with the best average score for its side wins.
"""

from __future__ import annotations

import random

from game.ai.player import Decision
from game.engine.cards import Card, card
from game.engine.seats import SEATS
from game.variants.belote_common.expert import (
    GoalWords,
    SearchRoot,
    all_the_same,
    goal_decision,
    only_card,
)
from game.variants.belote_common.sim import (
    BeloteSim,
    Scoring,
    cid,
    distinct_moves,
    mask_of,
    trump_index,
    unplayed,
)

from .ai_infer import belote_suits, infer, layout_check, sample_layouts
from .ai_play import play_rules
from .rules import BELOTE_POINTS, DEDANS_POINTS, multiplier_of, round_to_five

POINTS_TIE_BREAK = 0.1


class BeloteScoring(Scoring):
    """Belote's score of a finished hand, as :func:`game.variants.belote.rules.score_hand` gives it:
    ``declarations`` and ``belote`` are the points of each side (NS, EW) that count."""

    # Beside the score, a card point counts a tenth of a point: a hand whose fate is settled (dedans scores
    # the same however many card points the takers win) is still played for the card points.
    points_weight = POINTS_TIE_BREAK

    __slots__ = ("declarations", "belote", "dedans", "trick_points_only", "dedans_keep", "capot_keep", "round5",
                 "mult")

    def __init__(self, options, kind: str, declarations=(0, 0), belote=(0, 0)) -> None:
        self.declarations = tuple(declarations)
        self.belote = tuple(belote)
        self.dedans = DEDANS_POINTS[kind]
        self.trick_points_only = options.trick_points_only
        self.dedans_keep = options.dedans_keep_declarations
        self.capot_keep = options.capot_keep_declarations
        self.round5 = options.round_to_five
        self.mult = multiplier_of(options, kind)

    def made(self, sim) -> bool:
        d = sim.decl_side
        if sim.tricks_won[1 - d] == 0:
            return True  # capot
        if sim.tricks_won[d] == 0:
            return False
        tricks = sim.points
        if self.trick_points_only:
            return tricks[d] > tricks[1 - d]
        decl, bel = self.declarations, self.belote
        return tricks[d] + decl[d] + bel[d] > tricks[1 - d] + decl[1 - d] + bel[1 - d]

    def scores(self, sim) -> tuple[int, int]:
        d, e = sim.decl_side, 1 - sim.decl_side
        decl = self.declarations
        out = [0, 0]
        if sim.tricks_won[e] == 0:
            out[d] = sim.points[d] + decl[d]
            if self.capot_keep:
                out[e] = decl[e]
        elif self.made(sim):
            out[d] = sim.points[d] + decl[d]
            out[e] = sim.points[e] + decl[e]
        else:
            out[e] = self.dedans + decl[e] + (0 if self.dedans_keep else decl[d])
            if self.dedans_keep:
                out[d] = decl[d]
        ns, ew = out[0] + self.belote[0], out[1] + self.belote[1]
        if self.round5:
            ns, ew = round_to_five(ns), round_to_five(ew)
        return ns * self.mult, ew * self.mult


def world_sim(hands, trump: str, leader: int, taker: int, options, kind: str, declarations=(0, 0),
              belote=(0, 0)) -> BeloteSim:
    """A simulator of a Belote hand: ``hands`` are four card masks, ``trump`` the contract's letter."""
    step = 1 if options.direction == "clockwise" else 3
    sim = BeloteSim(hands, trump_index(trump), leader, taker & 1, BeloteScoring(options, kind, declarations, belote),
                    step, play_rules(options), capot_any_side=False)
    if options.belote_order != "either":
        sim.set_pair_order(["SHDC".index(s) for s in belote_suits(trump)], options.belote_order == "king-first")
    return sim


# -- from a view to simulated worlds --------------------------------------------------------------
class Root(SearchRoot):
    """What every world of one decision shares, read once from the view."""

    def __init__(self, view) -> None:
        super().__init__(view)
        public = view.public
        self.options = view.options
        self.trump = view.trump
        self.kind = public.kind
        self.taker = int(public.taker)
        self.declarations = self._declarations()
        said = public.belote
        self.belote_said = [0, 0]
        self.belote_open = []  # suits whose Belote is not known yet
        for suit in belote_suits(self.trump):
            if suit in said:
                self.belote_said[int(said[suit]) & 1] += BELOTE_POINTS
            else:
                self.belote_open.append(suit)

    def _declarations(self) -> tuple[int, int]:
        public = self.view.public
        side = public.declarations_side
        if side is None:
            return (0, 0)
        shown = public.shown
        total = sum(p for s in SEATS if s.side == side for _, _, p in shown.get(s, ()))
        return (total, 0) if side == "NS" else (0, total)

    def belote(self, layout: dict) -> tuple[int, int]:
        out = list(self.belote_said)
        if self.belote_open:
            originals = self.originals(layout)
            for suit in self.belote_open:
                king, queen = card("K" + suit), card("Q" + suit)
                for s in SEATS:
                    if king in originals[s] and queen in originals[s]:
                        out[int(s) & 1] += BELOTE_POINTS
        return out[0], out[1]

    def world(self, layout: dict) -> BeloteSim:
        return self.replay(world_sim(self.hand_masks(layout), self.trump, self.leader, self.taker, self.options,
                                     self.kind, self.declarations, self.belote(layout)))


# -- the decision ---------------------------------------------------------------------------------
ROLLOUT_BUDGET = 320  # rollouts per decision, shared among the candidate cards
MIN_WORLDS, MAX_WORLDS = 12, 40
ROOT_EXACT_CARDS = 4  # with this many cards left in hand, every world is solved exactly
EXACT_TRICKS = 3  # the last tricks of a rollout solved exactly
NODE_BUDGET = 20_000  # cards played by the rollouts and tried by the exact searches of one decision
# before no more worlds are added


def decide_play_expert(view, rng: random.Random) -> Decision:
    """The Expert's card for ``view``; the same view and generator state give the same decision, and
    nothing but the view is used."""
    if view.phase != "play" or view.to_act != view.seat:
        raise ValueError("the Expert's card play needs the view of the seat to play, during the play")
    legal_cards = [a for a in view.legal if isinstance(a, Card)]
    forced = only_card(view, legal_cards)
    if forced:
        return forced
    root = Root(view)
    probe = world_sim([mask_of(legal_cards), 0, 0, 0], root.trump, 0, root.taker, root.options, root.kind)
    distinct = distinct_moves(probe, mask_of(legal_cards), mask_of(unplayed(view)))
    candidates = [c for c in legal_cards if distinct >> cid(c) & 1]
    same = all_the_same(view, candidates)
    if same:
        return same
    inf = infer(view)
    sampler, _ = inf.best_sampler()
    exact_root = len(view.hand) <= ROOT_EXACT_CARDS
    n = max(MIN_WORLDS, min(MAX_WORLDS, ROLLOUT_BUDGET // len(candidates)))
    layouts = sample_layouts(sampler, n, rng, layout_check(view, inf), enumerate_below=n)
    every = sampler.total <= n
    best, worlds = root.ranked_cards(candidates, layouts, exact=exact_root, exact_tricks=EXACT_TRICKS,
                                     nodes=NODE_BUDGET, least=MIN_WORLDS)
    return searched_decision(view, root, best, worlds, every and worlds == len(layouts), inf)


GOAL_WORDS = GoalWords(aim=("we make the contract", "the takers are dedans"),
                       anyway=("we are dedans anyway", "the takers make it anyway"), facts_head="What I know: ")


def searched_decision(view, root: Root, best: list, worlds: int, every: bool, inf) -> Decision:
    return goal_decision(view, best, worlds, every, root.me & 1 == root.decl_side, GOAL_WORDS, inf.facts)
