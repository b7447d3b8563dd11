"""The computer player protocol.

``game.variants.computer_player(variant_id, skill, seed).decide(view)`` (the game's factory, in the registry)
returns a :class:`Decision`: the action and the reasons in plain words (the hint shown to a human, and the answer
to "why did East play that?"). A player sees only the view it is given. Its random choices come from a generator seeded
by its seed and the public content of the view, so the same view and seed always give the same
decision, and the cards it cannot see cannot influence it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from game.engine.rng import seed_for

SKILLS = ("novice", "advanced", "expert")


@dataclass(frozen=True)
class Decision:
    """The action, its reasons (sentences in the computer's voice: ``game.ai.voice.to_you`` says them to the
    player in a hint) and its details: what the search counted (figures a player sees only behind a Details
    button)."""

    action: object  # a Card or an Action of the game
    reasons: list[str] = field(default_factory=list)
    details: list[str] = field(default_factory=list)

    @property
    def text(self) -> str:
        """The reasons as one paragraph."""
        return " ".join(r if r.endswith((".", "!", "?")) else r + "." for r in self.reasons)


class ComputerPlayer:
    """Base class: subclasses implement ``decide(view) -> Decision``."""

    skill = "novice"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def rng(self, view) -> random.Random:
        """A generator that depends only on the seed and what the view shows."""
        return random.Random(seed_for(self.seed, self.skill, view_key(view)))

    def decide(self, view) -> Decision:
        raise NotImplementedError


class SkilledPlayer(ComputerPlayer):
    """A game's computer player at one of the skills: it checks that the view is its turn, then the game's
    ``choose(view, rng)`` decides."""

    def __init__(self, skill: str, seed: int = 0) -> None:
        if skill not in SKILLS:
            raise ValueError(f"unknown skill {skill!r}: choose one of {', '.join(SKILLS)}")
        super().__init__(seed)
        self.skill = skill

    def decide(self, view) -> Decision:
        if view.to_act != view.seat or not view.legal:
            raise ValueError("a computer player decides only for the seat to act")
        return self.choose(view, self.rng(view))

    def choose(self, view, rng: random.Random) -> Decision:
        raise NotImplementedError

    def by_skill(self, view, rng: random.Random, expert: Callable[..., Decision],
                 rules_of_thumb: Callable[..., Decision | tuple[object, list[str]]]) -> Decision:
        """The Expert's decision, ``expert(view, rng)``; at the other skills the rules of thumb's,
        ``rules_of_thumb(view, skill, rng)`` (a Decision, or the action and its reasons)."""
        if self.skill == "expert":
            return expert(view, rng)
        found = rules_of_thumb(view, self.skill, rng)
        if isinstance(found, Decision):
            return found
        action, reasons = found
        return Decision(action, reasons)


def view_key(view) -> str:
    """A text naming everything the seat may know (its own cards and the public history)."""
    hand = " ".join(sorted(c.text for c in view.hand))
    history = " ".join(f"{s.name}:{a}" for s, a in view.history)
    return f"{view.variant}|{view.seat.name}|{view.dealer.name}|{hand}|{history}"
