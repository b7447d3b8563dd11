"""Expert card play of Contract Bridge: deal the hidden cards in ways that fit the auction and the play
(ai_infer), solve each layout double dummy, and play the card that does best over them all.

Early in the hand, with many cards left, the solver asks one question per card and layout: "does the
contract make?" (what matters most in the score). It asks every question first with a small share of nodes,
then the ones still open with a larger share, and so on while the budget lasts (the table of positions is
kept, so a second try starts where the first stopped); a card that can no longer catch up with the best one
is not asked about again, and a question left open counts as a half, or as the share of the answered
questions of its layout that reached the goal when that is less. When several cards give the contract the
same chances, the nodes left climb a ladder of tricks, one layout after another: the best of those cards so
far is asked for one trick more, the others for as many as it takes (from the most tricks the layout's value
search has shown some card takes, else from the goal up where it was reached and down where it was not),
until the cards that take the most tricks in the layout are known; the card that takes the most in more
layouts is played (overtricks, and fewer undertricks, as a double-dummy declarer counting total tricks would
play for them), and among cards still level the one the ladder has proved
to take the most tricks. Once the contract question has given every card the same answer in several layouts, it
is asked of no more layouts and the nodes left go to the ladder. Once the hands are small it counts the tricks exactly
and the card's value is the contract's score. The work of a decision is bounded by one number of solver
nodes shared by all its layouts and questions, one share of it while the contract question is asked and another for
the exact counts (not by the clock, so the same view always gives the same card); only when hardly any question could
be answered do the Advanced rules of thumb decide.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.ai.double_dummy import OutOfBudget, Solver
from game.ai.player import Decision
from game.engine.cards import Card
from game.engine.wording import counted

from . import ai_play
from .ai_infer import sample_layouts
from .scoring import BOOK, contract_entries

LAYOUTS = 24  # layouts solved exactly once the hands are small
QUESTION_LAYOUTS = 12  # layouts asked the contract question earlier on (the ones fitting the auction best)
LAYOUT_BATCH = 3  # question mode: layouts taken at a time, the next batch once these are settled
# question mode: once the contract question has had the same answer for every card in this many layouts, no more
# layouts are asked it and the nodes left go to telling the cards apart by their tricks (the ladder)
SILENT_LAYOUTS = 6
SILENT_SPENT = 3  # ... once they have spent at least 1/SILENT_SPENT of the budget (cheap questions go on being asked)
MIN_LAYOUTS = 6  # exact mode: fewer solved layouts than this and the rules of thumb decide
# Solver nodes per decision, whatever the mode: a node costs 10-25 microseconds in plain Python on the
# 2-core machine the budget was set on, busy or not, so a decision stays under a second (issue 16). The
# budget knobs (NODE_BUDGET, QUESTION_LAYOUTS, LAYOUTS) are re-tuned with bench/bridge_dd.py --expert ...
# and bench/ai.py --game bridge whenever the solver gets faster.
NODE_BUDGET = 40_000
# Question mode (early in the hand, more than EXACT_CARDS cards in hand) gets this share of NODE_BUDGET, in
# percent: that is where the budget decides which layouts get answered and most tricks are lost for want of
# nodes (bench/bridge_dd.py on deals 900001-900060), while the exact counts of the later tricks seldom need all
# of it. A node costs about the same at every trick, so the slowest card is one of these, and this share is
# what the one-second limit is kept under: 140 gave the slowest early declarer cards 1.23-1.35 s CPU once the
# machine got slower (bench/bridge_positions.py score, tricks 1-6, deals 900001 and 920001: 33.8 microseconds a
# node); 100 gives 0.94 s at most, and tricks lost 16 -> 20 and 26 -> 24 of 525 positions, within the noise.
QUESTION_BUDGET_PERCENT = 100
CLIMB_SHARE = 3  # a layout's climb may take up to 1/CLIMB_SHARE of the nodes the goal left for the tricks beyond
FIRST_SHARE = 300  # nodes one question may take in the first round
SHARE_GROWTH = 3  # each later round gives a question this many times more
OPEN_CHANCE = 0.5  # question mode: the most an open question counts for (as a share of a success)
FEW_ANSWERED = 0.25  # fewer answered questions than this share: the reasons say the search was thin
FEW_SPOTS_CARDS = 10  # holding this many cards or more, only some spot cards of a suit are weighed
EXACT_CARDS = 7  # with at most this many cards in the hand of the player to move, count the tricks exactly
MAKING_BONUS = {True: 300, False: 50}  # the worth of making a game / a part-score beyond its trick points


@dataclass
class CardTally:
    layouts: int = 0
    goal: int = 0  # layouts in which the side of the player to move reaches its goal (make / defeat)
    missed: int = 0  # layouts in which it does not (question mode: the rest are still open)
    tricks: int = 0  # the declarer's total tricks, summed over the layouts (exact mode only)
    points: float = 0.0  # the score for the side of the player to move, summed (exact mode only)

    @property
    def open(self) -> int:
        return self.layouts - self.goal - self.missed


@dataclass
class Question:
    """Does the side to move reach its goal (make / defeat the contract) after playing a card of ``run`` in
    layout number ``index``? ``reached`` is the answer once known."""
    index: int
    suit: int
    run: int
    group: list[Card]
    reached: bool | None = None


@dataclass
class Rung:
    """Where the cards of ``group`` (tied on the goal) stand on the ladder of tricks in layout ``index``: the
    side to move is known to take at least ``low`` of the tricks left after one of them (-1: not known), and
    known not to take ``high``."""
    index: int
    suit: int
    run: int
    group: list[Card]
    low: int
    high: int


def decide_card(view, rng) -> Decision:
    seen = ai_play.Seen(view)
    fallback, fallback_reasons = ai_play.choose_card(view, "advanced", rng)
    if len(seen.legal) == 1:
        return Decision(fallback, fallback_reasons)
    search = Search(view, seen)
    if search.exact:
        solved = search.run(sample_layouts(view, LAYOUTS, rng).hands)
        hopeless = solved < MIN_LAYOUTS
    else:
        if len(seen.cards) >= FEW_SPOTS_CARDS:
            search.keep_only(candidates(seen.legal, fallback))
        solved = search.ask(sample_layouts(view, QUESTION_LAYOUTS, rng).hands)
        hopeless = not search.answered
    if hopeless:
        return Decision(fallback, ["The position is too complex to work out in time, so I keep to my usual "
                                   "play.", *fallback_reasons])
    return search.choose(fallback, solved)


class Search:
    def __init__(self, view, seen: ai_play.Seen) -> None:
        public = view.public
        self.view = view
        self.seen = seen
        self.contract = public.contract
        self.declarer = public.declarer
        self.doubled = public.doubled
        self.vulnerable = public.vulnerable[self.declarer.side]
        self.declaring = seen.declaring
        self.won = public.tricks_won[self.declarer.side]
        self.left = 13 - len(view.tricks)
        self.needed = BOOK + self.contract.amount
        self.leader = view.trick[0][0] if view.trick else seen.me
        self.exact = len(seen.cards) <= EXACT_CARDS or not 0 < self.needed - self.won <= self.left
        self.tally = {c: CardTally() for c in seen.legal}
        self.budget = NODE_BUDGET if self.exact else NODE_BUDGET * QUESTION_BUDGET_PERCENT // 100
        self.solver = Solver(view.trump, table={}, max_nodes=self.budget)
        self.questions = 0  # question mode: (layout, card group) questions, and how many were answered
        self.answered = 0
        self.unanswered = 0  # questions left open about cards that may still be the best
        self.layout_hands: list[dict] = []  # question mode: the hands of each layout
        self.posed: list[Question] = []  # ... every question posed, answered or not
        self.tied: list[Card] = []  # question mode: cards tied on the goal whose tricks beyond were asked
        self.rungs: dict[int, list[Rung]] = {}  # ... and where they stand on the ladder of tricks, by layout
        self.climbing: set[Card] = set()  # ... the ones among them that may still take the most tricks
        self.valued: set[int] = set()  # ... the layouts whose value (the most tricks a card takes) is known
        self.floors: dict[int, int] = {}  # ... the most tricks some card is known to take, by layout

    def keep_only(self, cards: list[Card]) -> None:
        self.tally = {c: t for c, t in self.tally.items() if c in cards}

    def hands_of(self, layout: dict) -> dict:
        hands = dict(layout)
        hands[self.view.seat] = list(self.view.hand)
        if self.seen.dummy_visible:
            hands[self.seen.dummy] = list(self.seen.dummy_cards)
        return hands

    # -- exact mode: every card's tricks in each layout ------------------------------------------
    def run(self, layouts: list[dict]) -> int:
        """Solve the layouts in turn until the node budget is spent; returns how many were solved."""
        solved = 0
        solver = self.solver
        for layout in layouts:
            # until enough layouts are solved, one may take only its share of what is left: a hopeless
            # search is given up early instead of spending the whole budget on it
            left = self.budget - solver.nodes
            solver.max_nodes = solver.nodes + (left // (MIN_LAYOUTS - solved) if solved < MIN_LAYOUTS else left)
            try:
                solver.load(self.hands_of(layout), self.leader, self.view.trick)
                values = solver.card_values()
            except OutOfBudget:
                break
            for c, value in values.items():
                self.add(c, value)
            solved += 1
        return solved

    def add(self, c: Card, value: int) -> None:
        tally = self.tally.get(c)
        if tally is None:
            return
        tally.layouts += 1
        declarer_tricks = self.won + (value if self.declaring else self.left - value)
        tally.tricks += declarer_tricks
        points = self.declarer_points(declarer_tricks)
        tally.points += points if self.declaring else -points
        makes = declarer_tricks >= self.needed
        if makes == self.declaring:
            tally.goal += 1
        else:
            tally.missed += 1

    def declarer_points(self, tricks: int) -> int:
        level, strain = self.contract.amount, self.contract.strain
        below, above, theirs = contract_entries(level, strain, self.doubled, tricks, self.vulnerable)
        made = sum(e.points for e in below)
        points = made + sum(e.points for e in above) - sum(e.points for e in theirs)
        if tricks >= self.needed:
            points += MAKING_BONUS[made >= 100]
        return points

    # -- question mode: does the contract make after this card? ------------------------------------
    def ask(self, layouts: list[dict]) -> int:
        """Ask, for each layout and each group of equal cards, whether the side to move reaches its goal,
        in rounds of growing node shares until the budget is spent or the best card is known; then, for
        cards still tied, the tricks beyond (the ladder). The layouts come in batches, those fitting the auction best
        first, each once the ones before are settled: an easy position is asked about in every layout, a
        hard one spends the nodes on answering a few layouts rather than on a little of each. Returns the
        number of layouts asked about."""
        solver = self.solver
        self.layout_hands = [self.hands_of(layout) for layout in layouts]
        questions = self.posed
        pending: list[Question] = []
        for first in range(0, len(layouts), LAYOUT_BATCH):
            if questions and (solver.nodes >= self.budget or self.goal_silent(questions)):
                break
            posed = self.pose(range(first, min(first + LAYOUT_BATCH, len(layouts))))
            questions += posed
            pending = self.rounds(pending + posed, lambda q: self.concerns(q.group), lambda: self.contenders() <= 1,
                                  self.record_goal)
        self.ask_beyond(questions)
        self.unanswered = sum(1 for q in pending if self.concerns(q.group))
        self.questions = len(questions)
        return len({q.index for q in questions})

    def goal_silent(self, questions: list[Question]) -> bool:
        """Has the goal question told no two cards apart in as many layouts as SILENT_LAYOUTS (every question
        about the cards weighed answered, and in each layout the same answer for all), at a cost of a good share
        of the budget? Then asking it of more layouts seldom pays, and the nodes go to the ladder of tricks
        instead."""
        answers: dict[int, set[bool | None]] = {}
        for question in questions:
            if any(c in self.tally for c in question.group):
                answers.setdefault(question.index, set()).add(question.reached)
        if self.solver.nodes * SILENT_SPENT < self.budget:
            return False  # cheap so far: more layouts cost the ladder little
        return len(answers) >= SILENT_LAYOUTS and all(len(got) == 1 and None not in got for got in answers.values())

    def pose(self, indexes: range) -> list[Question]:
        """The questions about these layouts, which from now on count in every card's tally."""
        posed: list[Question] = []
        for index in indexes:
            self.solver.load(self.layout_hands[index], self.leader, self.view.trick)
            posed.extend(Question(index, suit, run, cards_of_run(suit, run)) for suit, run in self.solver.legal())
            for t in self.tally.values():
                t.layouts += 1
        return posed

    def rounds(self, pending: list[Question], matters: Callable[[Question], bool], settled: Callable[[], bool],
               record: Callable[[Question, bool], None], budget_end: int | None = None) -> list[Question]:
        """Ask the questions that still matter, each with a share of nodes that grows round by round, until
        the choice is settled or the nodes are spent (up to ``budget_end``, by default the decision's
        budget); returns the questions left open."""
        solver = self.solver
        budget_end = self.budget if budget_end is None else budget_end
        share = FIRST_SHARE
        while pending and solver.nodes < budget_end and not settled():
            still = []
            loaded = None
            for question in pending:
                if not matters(question):
                    continue
                if settled():
                    break
                spare = budget_end - solver.nodes
                if spare <= 0:
                    still.append(question)
                    continue
                if loaded != question.index:
                    solver.load(self.layout_hands[question.index], self.leader, self.view.trick)
                    loaded = question.index
                solver.max_nodes = solver.nodes + min(share, spare)
                try:
                    reached = self.reaches(question.suit, question.run & -question.run)
                except OutOfBudget:
                    still.append(question)
                    continue
                record(question, reached)
            pending = still
            share *= SHARE_GROWTH
        return pending

    def record_goal(self, question: Question, reached: bool) -> None:
        self.answered += 1
        question.reached = reached
        for c in question.group:
            tally = self.tally.get(c)
            if tally is not None:
                if reached:
                    tally.goal += 1
                else:
                    tally.missed += 1

    def ask_beyond(self, questions: list[Question]) -> None:
        """For the cards tied on the goal, climb the ladder of tricks in each layout where their goal is known:
        which of them take the most tricks there (the most overtricks where the goal is reached, the fewest
        undertricks where it is not)? A double-dummy declarer counting total tricks plays for them too."""
        tied = self.tied_on_goal()
        if len(tied) < 2 or self.solver.nodes >= self.budget:
            return
        goal = self.goal_tricks()
        settled = {q.index for q in questions} - {q.index for q in questions
                                                   if q.reached is None and any(c in tied for c in q.group)}
        for question in questions:
            held = [c for c in question.group if c in tied]
            if held and question.index in settled:
                low, high = (goal, self.left + 1) if question.reached else (-1, goal)
                self.rungs.setdefault(question.index, []).append(
                    Rung(question.index, question.suit, question.run, held, low, high))
        if not self.rungs:
            return
        self.tied = tied
        self.climbing = set(tied)
        self.climb(self.budget)

    def tied_on_goal(self) -> list[Card]:
        best = max(self.worth(c) for c in self.tally)
        return [c for c in self.tally if self.worth(c) >= best - 1e-9]

    def climb(self, budget_end: int) -> None:
        """Climb the ladder one layout after another, until one card is sure to be best or the nodes up to
        ``budget_end`` are spent. A layout may take up to a third of the nodes left, its questions each a
        share that grows round by round: the easy layouts are settled, a hard one is soon given up."""
        solver = self.solver
        for index, rungs in self.rungs.items():
            if len(self.climbing) <= 1 or solver.nodes >= budget_end:
                return
            self.climb_layout(index, rungs, solver.nodes + (budget_end - solver.nodes) // CLIMB_SHARE)

    def climb_layout(self, index: int, rungs: list[Rung], layout_end: int) -> None:
        solver = self.solver
        solver.load(self.layout_hands[index], self.leader, self.view.trick)
        solver.max_nodes = solver.nodes + (layout_end - solver.nodes) // 2
        low, high = solver.mover_bounds()  # the most tricks any card takes here, if the nodes suffice
        solver.max_nodes = layout_end
        for card_rung in rungs:
            card_rung.high = min(card_rung.high, high + 1)
        if low == high:
            self.valued.add(index)
        self.floors[index] = low
        share = FIRST_SHARE
        hard: set[int] = set()  # rungs whose question ran out of its share in this round
        while solver.nodes < layout_end and len(self.climbing) > 1:
            rung, target = self.next_rung(rungs, hard, index in self.valued, self.floors[index])
            if rung is None:
                if not hard:
                    return
                hard.clear()
                share *= SHARE_GROWTH
                continue
            solver.max_nodes = solver.nodes + min(share, layout_end - solver.nodes)
            try:
                reached = self.reaches_tricks(rung.suit, rung.run & -rung.run, target)
            except OutOfBudget:
                hard.add(id(rung))
                continue
            if reached:
                rung.low = target
            else:
                rung.high = target
            self.drop_behind()

    def next_rung(self, rungs: list[Rung], hard: set[int], valued: bool, floor: int) -> tuple[Rung | None, int]:
        """The next question of a layout's ladder among the cards that may still gain most: the best so far
        one trick higher (straight to the layout's value when it is ``valued``: known exactly), the others as
        high as the best so far, and none lower than ``floor``, the most tricks some card is known to take
        there (the goal may lie far below it, and a card that reaches a count is quick to prove); while
        none is known to reach anything, one trick below the lowest count known to fail."""
        contending = self.contending(rungs)
        top = max((r.low for r in contending), default=-1)
        for rung in contending:
            if id(rung) in hard:
                continue
            if (valued and rung.low == top >= 0) or (top < 0 and floor < 0):
                target = rung.high - 1
            elif rung.low == top:
                target = max(top + 1, floor)
            else:
                target = max(top, floor)
            if rung.low < target < rung.high:
                return rung, target
        return None, 0

    def layout_best(self, rungs: list[Rung]) -> tuple[int, bool]:
        """The most tricks known reached by a contending card of this layout, and whether it is the most any
        of them can take."""
        contending = self.contending(rungs)
        top = max((r.low for r in contending), default=-1)
        return top, top >= 0 and all(r.high <= top + 1 for r in contending)

    def ladder_counts(self) -> dict[Card, list[int]]:
        """For each tied card: [layouts in which it is known to take the most tricks, layouts in which it
        still may]."""
        counts = {c: [0, 0] for c in self.tied}
        for rungs in self.rungs.values():
            top, known = self.layout_best(rungs)
            for rung in rungs:
                for c in rung.group:
                    if known and rung.low == top:
                        counts[c][0] += 1
                    elif rung.high > top:  # not asked up to the top yet: it may reach it too
                        counts[c][1] += 1
        return counts

    def contending(self, rungs: list[Rung]) -> list[Rung]:
        return [r for r in rungs if any(c in self.climbing for c in r.group)]

    def drop_behind(self) -> None:
        """Leave out of the climb the cards that can no longer take the most tricks in as many layouts as
        the best of them (each one left out may settle a layout, so look again until none is)."""
        while True:
            counts = self.ladder_counts()
            most = max(counts[c][0] for c in self.climbing)
            behind = {c for c in self.climbing if sum(counts[c]) < most}
            if not behind:
                return
            self.climbing -= behind

    def goal_tricks(self) -> int:
        """The tricks the side to move needs of those left to reach its goal."""
        rest = self.needed - self.won
        return rest if self.declaring else self.left - rest + 1

    def reaches(self, suit: int, bit: int) -> bool:
        """Does the side to move reach its goal (make / defeat the contract) after playing this card?"""
        return self.reaches_tricks(suit, bit, self.goal_tricks())

    def reaches_tricks(self, suit: int, bit: int, tricks: int) -> bool:
        """Does the side to move take at least ``tricks`` of the tricks left after playing this card?"""
        solver = self.solver
        solver.play(suit, bit)
        try:
            if self.declaring:
                return self.declarer_takes(tricks)
            return not self.declarer_takes(self.left - tricks + 1)
        finally:
            solver.undo()

    def declarer_takes(self, tricks: int) -> bool:
        """Does the declarer's side take at least this many of the tricks left (the loaded position)?"""
        if tricks <= 0:
            return True
        if tricks > self.left:
            return False
        if self.declarer.side == "NS":
            return self.solver.north_south_at_least(tricks)
        return not self.solver.north_south_at_least(self.left - tricks + 1)

    def is_open(self, c: Card) -> bool:
        """Can this card still do as well as the best one (on the questions answered so far)?"""
        tally = self.tally[c]
        best = max(t.goal for t in self.tally.values())
        return tally.goal + tally.open >= best

    def concerns(self, group: list[Card]) -> bool:
        """Does a question about this group of cards still matter to the choice?"""
        return any(c in self.tally and self.is_open(c) for c in group)

    def contenders(self) -> int:
        """How many cards may still be the best one."""
        return sum(1 for c in self.tally if self.is_open(c))

    # -- the choice ---------------------------------------------------------------------------------
    def worth(self, c: Card) -> float:
        tally = self.tally[c]
        if not tally.layouts:
            return float("-inf")
        if self.exact:
            return tally.points / tally.layouts
        return (tally.goal + self.open_chances(c)) / tally.layouts

    def open_chances(self, c: Card) -> float:
        """The card's questions left open, each counted as a half, or less when fewer than half of the answered
        questions of its layout reached the goal (the other cards' answers there say how the layout lies): a
        question too hard to settle in time is no better a chance than the layout's others, and no better than
        even either (a card whose question is hard where the others' were easy may well be the one that fails)."""
        shares: dict[int, float] = {}
        for question in self.posed:
            if question.reached is None and c in question.group and question.index not in shares:
                shares[question.index] = min(OPEN_CHANCE, self.layout_share(question.index))
        return sum(shares.values())

    def layout_share(self, index: int) -> float:
        answers = [q.reached for q in self.posed if q.index == index and q.reached is not None]
        return sum(answers) / len(answers) if answers else OPEN_CHANCE

    def beyond_worth(self, c: Card) -> float:
        best, maybe = self.ladder_counts().get(c, (0, 0))
        return best + maybe / 2

    def proven_tricks(self, c: Card) -> int:
        """The tricks the ladder has shown the card takes, summed over its layouts (the lowest count known
        in each): where no layout's value could be settled, the cards that take the most are still the likely
        ones to have climbed highest, since proving that a card reaches a count is quick and proving that it
        does not is slow."""
        return sum(rung.low for rungs in self.rungs.values() for rung in rungs if c in rung.group)

    def choose(self, preferred: Card, solved: int) -> Decision:
        tied = self.tied_on_goal()
        if self.tied and set(tied) <= set(self.tied):
            most = max(map(self.beyond_worth, tied))
            tied = [c for c in tied if self.beyond_worth(c) >= most - 1e-9]
            surest = max(map(self.proven_tricks, tied))
            tied = [c for c in tied if self.proven_tricks(c) == surest]
        if preferred in tied:
            chosen = preferred
        else:
            chosen = min(tied, key=lambda c: (c.suit == self.seen.trump, ai_play.strength(c)))
        return Decision(chosen, self.reasons(chosen, len(tied) == len(self.tally)), self.details(solved))

    def standing(self, c: Card) -> tuple[float, float, int]:
        """The order of the cards: the contract's chances, then (for the cards tied on them) the ladder's counts
        and the tricks it proved."""
        if c not in self.tied:
            return self.worth(c), 0.0, 0
        return self.worth(c), self.beyond_worth(c), self.proven_tricks(c)

    def reasons(self, chosen: Card, all_equal: bool) -> list[str]:
        """What the search found, in words (its figures are in the details)."""
        if all_equal:
            return [f"I look at the likely ways the hidden cards may lie: every card I may play does as well, so I "
                    f"play the natural one, the {chosen.name}."]
        reasons = [f"I look at the likely ways the hidden cards may lie: {self.outlook(chosen)}."]
        if not self.exact and self.answered < FEW_ANSWERED * (self.answered + self.unanswered):
            reasons.append("Most of them are too complex to settle in time, so where they do not tell the cards "
                           "apart I keep to my usual play.")
        runner = max((c for c in self.tally if c != chosen), key=self.standing)
        if self.worth(runner) < self.worth(chosen) - 1e-9:
            reasons.append(f"The best other card, the {runner.name}, does worse.")
        elif chosen in self.tied and self.beyond_worth(runner) < self.beyond_worth(chosen) - 1e-9:
            reasons.append(f"The {runner.name} gives the contract the same chances, but the {chosen.name} more often "
                           f"takes an extra trick for my side.")
        elif chosen in self.tied and runner in self.tied and self.proven_tricks(runner) < self.proven_tricks(chosen):
            reasons.append(f"The {runner.name} gives the contract the same chances, but with the {chosen.name} I can "
                           f"be sure of more tricks for my side in the ways of the hidden cards I worked out.")
        else:
            reasons.append(f"The {runner.name} does as well.")
        return reasons

    def outlook(self, chosen: Card) -> str:
        """``with the ace of spades the contract makes most of the time``."""
        tally = self.tally[chosen]
        share = tally.goal / tally.layouts if tally.layouts else 0.0
        if share == 0:
            goal = "cannot make" if self.declaring else "cannot be defeated"
            return f"the contract {goal} in any of them that I can settle, and the {chosen.name} keeps the best chance"
        goal = "makes" if self.declaring else "is defeated"
        return f"with the {chosen.name} the contract {goal} {how_often(share)}"

    def details(self, solved: int) -> list[str]:
        """The figures: how many layouts were solved, and each card's count (its average tricks when exact)."""
        goal = "the contract makes" if self.declaring else "the contract is defeated"
        lines = [f"{counted(solved, 'likely layout')} of the hidden cards, each solved with every card in view."]
        for c in sorted(self.tally, key=self.worth, reverse=True):
            tally = self.tally[c]
            if not tally.layouts:
                continue
            line = f"The {c.name}: {goal} in {tally.goal} of {tally.layouts}"
            if self.exact:
                mine = tally.tricks / tally.layouts if self.declaring else self.won_by_us(tally)
                line += f", {mine:.1f} tricks for my side on average"
            elif tally.open:
                line += f", {tally.open} more too close to call"
            if c in self.climbing:
                best, _ = self.ladder_counts()[c]
                line += f"; the most tricks my side can take in {best} of {len(self.rungs)}"
            lines.append(line + ".")
        return lines

    def won_by_us(self, tally: CardTally) -> float:
        return 13 - tally.tricks / tally.layouts


def how_often(share: float) -> str:
    """A share of the layouts in words: ``nearly every time``, ``most of the time``..."""
    if share >= 0.9:
        return "nearly every time"
    if share >= 0.6:
        return "most of the time"
    if share >= 0.4:
        return "about half the time"
    return "now and then"


def candidates(legal: list[Card], preferred: Card) -> list[Card]:
    """The cards worth weighing early in the hand: the honours, the highest and the lowest spot card of
    each suit, and the rules of thumb's card (spot cards in between seldom play differently, and leaving
    them out leaves nodes for the rest)."""
    kept = {preferred}
    for suit in {c.suit for c in legal}:
        held = sorted((c for c in legal if c.suit == suit), key=ai_play.strength)
        spots = [c for c in held if ai_play.strength(c) < 9]
        kept.update(c for c in held if ai_play.strength(c) >= 9)
        if spots:
            kept.update((spots[0], spots[-1]))
    return [c for c in legal if c in kept]


def card_from(suit: int, bit: int) -> Card:
    return ai_play.CARD_BY_INDEX[suit * 13 + 13 - bit.bit_length()]


def cards_of_run(suit: int, run: int) -> list[Card]:
    found = []
    while run:
        low = run & -run
        found.append(card_from(suit, low))
        run ^= low
    return found
