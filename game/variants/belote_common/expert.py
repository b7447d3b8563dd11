"""What the Expert card players of the belote family share: the root of a search read from the view, the
decisions that need no search, and the words of a search's result that do not depend on the game."""

from __future__ import annotations

from dataclasses import dataclass

from game.ai.player import Decision
from game.ai.search import ActionStats, Outcome, ranked
from game.engine.seats import SEATS, Seat

from .sim import BeloteSim, cid, mask_of
from .solver import BIG, Solver, WorkLimitReached, card_outcome, exact_outcome
from .values import signed


class SearchRoot:
    """What every simulated world of one decision shares, read once from the view. A game adds its own
    facts and makes its simulator in ``world``."""

    def __init__(self, view) -> None:
        public = view.public
        self.view = view
        self.me = int(view.seat)
        self.decl_side = int(public.declarer) & 1
        self.my_mask = mask_of(view.hand)
        self.trick = [cid(c) for _, c in view.trick]
        self.leader = int(view.trick[0][0]) if view.trick else int(view.to_act)
        self.points = [public.points["NS"], public.points["EW"]]
        self.tricks_won = [public.tricks_won["NS"], public.tricks_won["EW"]]
        self.n_tricks = len(view.tricks)
        self.played = {s: view.played_by(s) for s in SEATS}

    def hand_masks(self, layout: dict) -> list[int]:
        """The four hands of a world as card masks: mine, and the others as ``layout`` deals them."""
        return [self.my_mask if s == self.me else mask_of(layout[Seat(s)]) for s in range(4)]

    def originals(self, layout: dict) -> dict:
        """Each seat's cards at the start of the play in the world ``layout``."""
        return {s: (list(self.view.hand) if s == self.me else list(layout[s])) + self.played[s] for s in SEATS}

    def world(self, layout: dict) -> BeloteSim:
        """The simulator of the world ``layout``: each game makes its own."""
        raise NotImplementedError

    def ranked_cards(self, candidates: list, layouts: list, *, exact: bool, exact_tricks: int, nodes: int,
                     least: int, weights: list[float] | None = None, limit: int | None = None) -> tuple[list, int]:
        """Each candidate played in the worlds of ``layouts``, one world after the other until their searches
        have tried ``nodes`` cards (``least`` worlds at least): to the end of the hand exactly when ``exact``,
        else rolled out with the last ``exact_tricks`` tricks solved. With a ``limit`` on the cards tried, a
        world is added only while the average world so far still fits under it (and ``least`` such worlds
        would: else the search gives up), and a world whose searches reach it is left out. With ``weights``
        (one per layout), each world counts in the averages by its weight. The candidates' statistics best
        first, and the worlds played; the same view and generator give the same worlds."""
        side = self.me & 1
        shares = weights or [1.0] * len(layouts)
        stats = [ActionStats(c) for c in candidates]
        spent = 0
        for played, (layout, share) in enumerate(zip(layouts, shares, strict=True)):
            if played >= least and spent >= nodes:
                break
            if limit is not None and played and spent / played * max(played + 1, least) > limit:
                break
            sim = self.world(layout)
            solver = Solver(BIG if limit is None else limit - spent)
            try:
                outs = [self._outcome(sim, c, side, solver, exact, exact_tricks) for c in candidates]
            except WorkLimitReached:
                break
            finally:
                spent += solver.nodes
            for st, out in zip(stats, outs, strict=True):
                st.add(out if share == 1.0 else Outcome(out.value * share, out.goal, out.won_trick))
        played = stats[0].worlds
        if weights and played:  # the sums back to weighted means over the worlds played
            scale = played / sum(shares[:played])
            for st in stats:
                st.total *= scale
                st.squares *= scale * scale
        return ranked(stats), played

    @staticmethod
    def _outcome(sim: BeloteSim, c, side: int, solver: Solver, exact: bool, exact_tricks: int) -> Outcome:
        # A made contract always leaves the declarers ahead on the hand, a defeated one behind, so a
        # positive value is exactly "my side reached its aim".
        if exact:
            return exact_outcome(sim, cid(c), side, solver)
        return card_outcome(sim, cid(c), side, exact_tricks, solver)

    def replay(self, sim):
        """``sim`` brought to the view's moment: the trick on the table played, the score so far set."""
        for c in self.trick:
            sim.play(c)
        sim.stack = []
        sim.points = self.points[:]
        sim.tricks_won = self.tricks_won[:]
        sim.n_tricks = self.n_tricks
        return sim


def verb(view) -> str:
    """``"play"`` a card to a trick, or ``"lead"`` it."""
    return "play" if view.trick else "lead"


def only_card(view, legal_cards: list) -> Decision | None:
    """The decision when the rules leave one card (None otherwise)."""
    if len(legal_cards) != 1:
        return None
    return Decision(legal_cards[0], [f"I {verb(view)} the {legal_cards[0].name}: it is the only card the rules "
                                     f"allow here."])


def all_the_same(view, candidates: list) -> Decision | None:
    """The decision when every card the seat may play comes to the same (None otherwise)."""
    if len(candidates) != 1:
        return None
    return Decision(candidates[0], [f"I {verb(view)} the {candidates[0].name}: the cards I may play are all worth "
                                    f"the same here."])


def layouts_words(worlds: int, every: bool) -> str:
    return f"the {worlds} possible layouts" if every else f"{worlds} likely layouts"


def search_details(view, best: list, worlds: int, every: bool, aim: str, facts_head: str,
                   facts: list[str]) -> list[str]:
    """What the search counted, for the Details: each card's average for my side and how often it reaches the
    aim, the tricks the best card wins, and what the search knew (``facts``, after ``facts_head``)."""
    top = best[0]
    lines = [f"Over {layouts_words(worlds, every)} of the unseen cards, each card's average for my side and how "
             f"often {aim}:"]
    lines += [f"The {s.action.name}: {signed(s.mean)} points; {s.goals} of {worlds}." for s in best[:MAX_DETAIL_CARDS]]
    if view.trick and top.tricks:
        lines.append(f"The {top.action.name} wins this trick for my side in {top.tricks} of {worlds}.")
    if facts:
        lines.append(facts_head + "; ".join(facts[:3]) + ".")
    return lines


MAX_DETAIL_CARDS = 6  # the Details list the best cards only


@dataclass(frozen=True)
class GoalWords:
    """How a game words the goal of the search, for the side that holds the contract and for the other."""
    aim: tuple[str, str]  # (ours, theirs): "we make the contract" / "the takers are dedans"
    anyway: tuple[str, str]  # what happens whatever is played, when the goal is out of reach
    facts_head: str  # before the facts the search knew


def goal_decision(view, best: list, worlds: int, every: bool, ours: bool, words: GoalWords,
                  facts: list[str]) -> Decision:
    """The searched card: a plain sentence why (the most points for my side, the best chance of the aim),
    and the search's figures in the details."""
    side = 0 if ours else 1
    top = best[0]
    aim = words.aim[side]
    head = f"I {verb(view)} the {top.action.name}: "
    if every and worlds == 1:
        outcome = aim if top.goals else words.anyway[side]
        head += f"the cards left can lie only one way, and then {outcome}."
    elif top.goals == worlds:
        head += f"with it, {aim} however the other cards lie."
    elif top.goals == 0:
        head += f"it looks as if {words.anyway[side]}, and this card costs my side the least."
    else:
        head += "it should bring my side the most points"
        if all(top.goals >= other.goals for other in best[1:]):
            head += f", and it gives the best chance that {aim}"
        head += "."
    return Decision(top.action, [head], search_details(view, best, worlds, every, aim, words.facts_head, facts))
