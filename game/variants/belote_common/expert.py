"""What the Expert card players of the belote family share: the root of a search read from the view, the
decisions that need no search, and the words of a search's result that do not depend on the game."""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.ai.player import Decision
from game.ai.search import ActionStats, Outcome, ranked
from game.engine.seats import SEATS, Seat
from game.engine.wording import counted

from .sim import BeloteSim, cid, mask_of
from .solver import BIG, Solver, WorkLimitReached, card_outcome, exact_outcome
from .values import signed_points


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
        """Each candidate played in the worlds of ``layouts`` (see :meth:`WorldSearch.search`). With ``weights``
        (one per layout), each world counts in the averages by its weight. The candidates' statistics best
        first, and the worlds played; the same view and generator give the same worlds."""
        search = WorldSearch(self, candidates, layouts, weights)
        search.search(exact=exact, exact_tricks=exact_tricks, nodes=nodes, least=least, limit=limit)
        return search.ranked(), search.played

    @staticmethod
    def outcome(sim: BeloteSim, c, side: int, solver: Solver, exact: bool, exact_tricks: int) -> Outcome:
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


class WorldSearch:
    """The candidates' results over the worlds of one decision, added world after world: a search that
    stops at its work limit leaves the worlds it finished, and another kind of search may go on from
    the next world. A candidate left behind (see :meth:`search`) is searched no further: its statistics
    stop there and it ranks after every candidate still searched."""

    def __init__(self, root: SearchRoot, candidates: list, layouts: list, weights: list[float] | None = None) -> None:
        self.root, self.candidates, self.layouts = root, candidates, layouts
        self.shares = weights or [1.0] * len(layouts)
        self.weighted = weights is not None
        self.stats = [ActionStats(c) for c in candidates]
        self.values: list[list[float]] = [[] for _ in candidates]  # each candidate's value in each world
        self.alive = list(range(len(candidates)))
        self.played = 0  # the worlds searched, each of them for every candidate still alive

    def search(self, *, exact: bool, exact_tricks: int, nodes: int, least: int, limit: int | None = None,
               prune_after: int = 0) -> int:
        """The live candidates played in the next worlds, one world after the other until this search has
        tried ``nodes`` cards (``least`` worlds searched at least, counting those before): to the end of the
        hand exactly when ``exact``, else rolled out with the last ``exact_tricks`` tricks solved. With a
        ``limit`` on the cards tried, a world is added only while the average world of this search still
        fits under it (and ``least`` such worlds would: else the search gives up), and a world whose
        searches reach it is left out (the next search starts with it). With ``prune_after``, once that many
        worlds are searched, a candidate worse than the best one in every world so far is left behind, so that
        the work goes to the close ones (and with one left, the search is over). The worlds this search added."""
        side = self.root.me & 1
        spent = done = 0
        while self.played < len(self.layouts) and not (prune_after and len(self.alive) == 1):
            if self.played >= least and spent >= nodes:
                break
            if limit is not None and done and spent / done * max(done + 1, least) > limit:
                break
            sim = self.root.world(self.layouts[self.played])
            solver = Solver(BIG if limit is None else self._world_limit(limit, spent, done, least))
            try:
                outs = [self.root.outcome(sim, self.candidates[i], side, solver, exact, exact_tricks)
                        for i in self.alive]
            except WorkLimitReached:
                break
            finally:
                spent += solver.nodes
            self._add(outs)
            done += 1
            if prune_after and self.played >= prune_after:
                self._prune()
        return done

    @staticmethod
    def _world_limit(limit: int, spent: int, done: int, least: int) -> int:
        """The cards the next world may try under ``limit``: while fewer than ``least`` worlds are searched,
        only as many as keep the average world under ``limit / least`` (a world that needs more would make the
        search give up once finished, so it is given up at that point instead of finished); after that, the
        rest of the limit."""
        if done + 1 < least:
            return limit * (done + 1) // least - spent
        return limit - spent

    def _add(self, outs: list[Outcome]) -> None:
        share = self.shares[self.played]
        for i, out in zip(self.alive, outs, strict=True):
            self.values[i].append(out.value)
            self.stats[i].add(out if share == 1.0 else Outcome(out.value * share, out.goal, out.won_trick))
        self.played += 1

    def _prune(self) -> None:
        lead = max(self.alive, key=lambda i: self.stats[i].total)
        self.alive = [i for i in self.alive if i == lead or not self._beaten(i, lead)]

    def _beaten(self, i: int, lead: int) -> bool:
        return all(v < w for v, w in zip(self.values[i], self.values[lead], strict=True))

    def ranked(self) -> list[ActionStats]:
        """The candidates' statistics (weighted means when the worlds weigh), those still searched first, each
        group best first."""
        stats = [self._means(st) for st in self.stats]
        alive = set(self.alive)
        return (ranked([st for i, st in enumerate(stats) if i in alive])
                + ranked([st for i, st in enumerate(stats) if i not in alive]))

    def _means(self, st: ActionStats) -> ActionStats:
        """``st`` as counted, or with weighted worlds a copy whose sums give weighted means over its worlds (the
        first ones): the search's own sums stay as they are, so that it may go on after being ranked."""
        if not self.weighted or not st.worlds:
            return st
        scale = st.worlds / sum(self.shares[:st.worlds])
        return replace(st, total=st.total * scale, squares=st.squares * scale * scale)


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
    if every:
        return "the only possible layout" if worlds == 1 else f"the {worlds} possible layouts"
    return counted(worlds, "likely layout")


def search_details(view, best: list, worlds: int, every: bool, aim: str, facts_head: str,
                   facts: list[str]) -> list[str]:
    """What the search counted, for the Details: each card's average for my side and how often it reaches the
    aim, the tricks the best card wins, and what the search knew (``facts``, after ``facts_head``)."""
    top = best[0]
    lines = [f"Over {layouts_words(worlds, every)} of the unseen cards, each card's average for my side and how "
             f"often {aim}:"]
    lines += [f"The {s.action.name}: {signed_points(s.mean)}; {s.goals} of {s.worlds}."
              for s in best[:MAX_DETAIL_CARDS]]
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
