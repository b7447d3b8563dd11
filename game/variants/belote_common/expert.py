"""What the Expert card players of the belote family share: the root of a search read from the view, the
decisions that need no search, and the words of a search's result that do not depend on the game."""

from __future__ import annotations

from dataclasses import dataclass

from game.ai.player import Decision
from game.engine.seats import SEATS, Seat

from .sim import cid, mask_of


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
    return "Play" if view.trick else "Lead"


def only_card(view, legal_cards: list) -> Decision | None:
    """The decision when the rules leave one card (None otherwise)."""
    if len(legal_cards) != 1:
        return None
    return Decision(legal_cards[0], [f"{verb(view)} the {legal_cards[0].name}: it is the only card the rules "
                                     f"allow here"])


def all_the_same(view, candidates: list) -> Decision | None:
    """The decision when every card the seat may play comes to the same (None otherwise)."""
    if len(candidates) != 1:
        return None
    return Decision(candidates[0], [f"{verb(view)} the {candidates[0].name}: the cards I may play are all worth "
                                    f"the same here"])


def layouts_words(worlds: int, every: bool) -> str:
    return f"the {worlds} possible layouts" if every else f"{worlds} likely layouts"


def search_details(view, best: list, worlds: int, facts_head: str, facts: list[str]) -> list[str]:
    """The lines after the head of the reasons: the trick won, the average against the next best card,
    and what the search knew (``facts``, after ``facts_head``)."""
    top = best[0]
    lines = []
    if view.trick and top.tricks:
        lines.append(f"It wins this trick for my side in {top.tricks} of {worlds}")
    if len(best) > 1:
        lines.append(f"On average it is worth {top.mean:+.0f} points to my side against {best[1].mean:+.0f} for "
                     f"the {best[1].action.name}")
    if facts:
        lines.append(facts_head + "; ".join(facts[:3]))
    return lines


@dataclass(frozen=True)
class GoalWords:
    """How a game words the goal of the search, for the side that holds the contract and for the other."""
    aim: tuple[str, str]  # (ours, theirs): "the contract makes" / "the contract fails"
    anyway: tuple[str, str]  # what happens whatever is played, when the goal is out of reach
    alternative: tuple[str, str]  # after "; with the <card>": e.g. " it makes in" / ", in"
    facts_head: str  # before the facts the search knew


def goal_reasons(view, best: list, worlds: int, every: bool, ours: bool, words: GoalWords, facts: list[str]):
    """The reasons of a searched card: how often it reaches the goal, against the next best card."""
    side = 0 if ours else 1
    top = best[0]
    aim = words.aim[side]
    head = f"{verb(view)} the {top.action.name}: in {top.goals} of {layouts_words(worlds, every)} {aim}"
    if every and worlds == 1:
        outcome = aim if top.goals else words.anyway[side]
        head = f"{verb(view)} the {top.action.name}: the cards left can lie only one way, and then {outcome}"
    elif len(best) > 1:
        head += f"; with the {best[1].action.name}{words.alternative[side]} {best[1].goals}"
    return [head] + search_details(view, best, worlds, words.facts_head, facts)
