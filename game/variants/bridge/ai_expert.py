"""Expert card play of Contract Bridge: deal the hidden cards in ways that fit the auction and the play
(ai_infer), solve each layout double dummy, and play the card that does best over them all.

Early in the hand, with many cards left, the solver asks one question per card and layout: "does the
contract make?" (what matters most in the score). Once the hands are small it counts the tricks exactly
and the card's value is the contract's score. The work is bounded by a number of solver nodes (not by
the clock, so the same view always gives the same card); when the budget runs out before enough
layouts are solved, the Advanced rules of thumb decide.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.ai.double_dummy import OutOfBudget, Solver
from game.ai.player import Decision
from game.engine.cards import Card

from . import ai_play
from .ai_infer import sample_layouts
from .scoring import BOOK, contract_entries

LAYOUTS = 24
MIN_LAYOUTS = 6  # fewer solved layouts than this: the rules of thumb decide
NODE_BUDGET = 90_000  # solver nodes per decision (about 0.7 s in plain Python here)
EXACT_CARDS = 7  # with at most this many cards in the hand of the player to move, count the tricks exactly
MAKING_BONUS = {True: 300, False: 50}  # the worth of making a game / a part-score beyond its trick points


@dataclass
class CardTally:
    layouts: int = 0
    goal: int = 0  # layouts in which the side of the player to move reaches its goal (make / defeat)
    tricks: int = 0  # the declarer's total tricks, summed over the layouts (exact mode only)
    points: float = 0.0  # the score for the side of the player to move, summed (exact mode only)


def decide_card(view, rng) -> Decision:
    seen = ai_play.Seen(view)
    fallback, fallback_reasons = ai_play.choose_card(view, "advanced", rng)
    if len(seen.legal) == 1:
        return Decision(fallback, fallback_reasons)
    search = Search(view, seen)
    solved = search.run(sample_layouts(view, LAYOUTS, rng).hands)
    if solved < MIN_LAYOUTS:
        return Decision(fallback, ["the position is too complex to work out in time, so I go by the rules of "
                                   "thumb", *fallback_reasons])
    return search.choose(fallback, solved)


class Search:
    def __init__(self, view, seen: ai_play.Seen) -> None:
        public = view.public
        self.view = view
        self.seen = seen
        self.contract = public["contract"]
        self.declarer = public["declarer"]
        self.doubled = public.get("doubled") or 1
        vulnerable = public.get("vulnerable") or {}
        self.vulnerable = bool(vulnerable.get(self.declarer.side))
        self.declaring = seen.declaring
        self.won = public["tricks_won"][self.declarer.side]
        self.left = 13 - len(view.tricks)
        self.needed = BOOK + self.contract.amount
        self.leader = view.trick[0][0] if view.trick else seen.me
        self.exact = len(seen.cards) <= EXACT_CARDS or not 0 < self.needed - self.won <= self.left
        self.tally = {c: CardTally() for c in seen.legal}
        self.solver = Solver(view.trump, table={}, max_nodes=NODE_BUDGET)

    def hands_of(self, layout: dict) -> dict:
        hands = dict(layout)
        hands[self.view.seat] = list(self.view.hand)
        if self.seen.dummy_visible:
            hands[self.seen.dummy] = list(self.seen.dummy_cards)
        return hands

    def run(self, layouts: list[dict]) -> int:
        """Solve the layouts in turn until the node budget is spent; returns how many were solved."""
        solved = 0
        solver = self.solver
        for layout in layouts:
            # until enough layouts are solved, one may take only its share of what is left: a hopeless
            # search is given up early instead of spending the whole budget on it
            left = NODE_BUDGET - solver.nodes
            solver.max_nodes = solver.nodes + (left // (MIN_LAYOUTS - solved) if solved < MIN_LAYOUTS else left)
            try:
                values = self.values(self.hands_of(layout))
            except OutOfBudget:
                break
            for c, value in values.items():
                self.add(c, value)
            solved += 1
        return solved

    def values(self, hands: dict) -> dict[Card, object]:
        solver = self.solver
        solver.load(hands, self.leader, self.view.trick)
        if self.exact:
            return solver.card_values()
        # one question per card: does the declarer take the tricks the contract needs?
        north_south_declares = self.declarer.side == "NS"
        rest = self.needed - self.won
        out: dict[Card, object] = {}
        for suit, run in solver.legal():
            solver.play(suit, run & -run)
            try:
                if north_south_declares:
                    makes = solver.north_south_at_least(rest)
                else:
                    makes = not solver.north_south_at_least(self.left - rest + 1)
            finally:
                solver.undo()
            bit = run
            while bit:
                low = bit & -bit
                out[card_from(suit, low)] = makes
                bit ^= low
        return out

    def add(self, c: Card, value) -> None:
        tally = self.tally.get(c)
        if tally is None:
            return
        tally.layouts += 1
        if self.exact:
            declarer_tricks = self.won + (value if self.declaring else self.left - value)
            tally.tricks += declarer_tricks
            points = self.declarer_points(declarer_tricks)
            tally.points += points if self.declaring else -points
            makes = declarer_tricks >= self.needed
        else:
            makes = value
        tally.goal += makes == self.declaring

    def declarer_points(self, tricks: int) -> int:
        level, strain = self.contract.amount, self.contract.strain
        below, above, theirs = contract_entries(level, strain, self.doubled, tricks, self.vulnerable)
        made = sum(e.points for e in below)
        points = made + sum(e.points for e in above) - sum(e.points for e in theirs)
        if tricks >= self.needed:
            points += MAKING_BONUS[made >= 100]
        return points

    def worth(self, c: Card) -> float:
        tally = self.tally[c]
        if not tally.layouts:
            return float("-inf")
        if self.exact:
            return tally.points / tally.layouts
        return tally.goal / tally.layouts

    def choose(self, preferred: Card, solved: int) -> Decision:
        best = max(self.worth(c) for c in self.tally)
        tied = [c for c in self.tally if self.worth(c) >= best - 1e-9]
        if preferred in tied:
            chosen = preferred
        else:
            chosen = min(tied, key=lambda c: (c.suit == self.seen.trump, ai_play.strength(c)))
        return Decision(chosen, self.reasons(chosen, solved, len(tied) == len(self.tally)))

    def reasons(self, chosen: Card, solved: int, all_equal: bool) -> list[str]:
        tally = self.tally[chosen]
        goal = "the contract makes" if self.declaring else "the contract is defeated"
        if self.exact:
            mine = tally.tricks / tally.layouts if self.declaring else self.won_by_us(tally)
            text = (f"over {solved} likely layouts of the hidden cards the {chosen.name} takes "
                    f"{mine:.1f} tricks for our side on average; {goal} in {tally.goal} of them")
        else:
            text = (f"over {solved} likely layouts of the hidden cards, with the {chosen.name} {goal} in "
                    f"{tally.goal} of them")
        reasons = [text]
        if all_equal:
            reasons.append("every card does as well here, so I play the natural one")
        else:
            runner = max((c for c in self.tally if c != chosen), key=self.worth)
            reasons.append(f"the best other choice, the {runner.name}, does worse"
                           if self.worth(runner) < self.worth(chosen) - 1e-9
                           else f"the {runner.name} does as well")
        return reasons

    def won_by_us(self, tally: CardTally) -> float:
        return 13 - tally.tricks / tally.layouts


def card_from(suit: int, bit: int) -> Card:
    return ai_play.CARD_BY_INDEX[suit * 13 + 13 - bit.bit_length()]

