"""The 32 Card Bridge computer players: bidding in ai_bidding, Novice/Advanced play in ai_play, Expert
play in ai_expert (Advanced play stands in while that module is missing)."""

from __future__ import annotations

import importlib

from game.ai.player import Decision, SkilledPlayer

from . import ai_bidding, ai_play


class BeloteBridgeePlayer(SkilledPlayer):
    def choose(self, view, rng) -> Decision:
        if view.phase == "bidding":
            return ai_bidding.decide_call(view, self.skill, rng)
        announce = ai_play.announce_decision(view, self.skill, rng)
        if announce is not None:
            return announce
        if self.skill == "expert":
            expert = expert_play()
            if expert is not None:
                return expert(view, rng)
            return ai_play.decide_play(view, "advanced", rng)
        return ai_play.decide_play(view, self.skill, rng)


def expert_play():
    """``ai_expert.decide_play_expert`` if that module exists, else None."""
    try:
        module = importlib.import_module(f"{__package__}.ai_expert")
    except ModuleNotFoundError as exc:
        if exc.name != f"{__package__}.ai_expert":
            raise
        return None
    return getattr(module, "decide_play_expert", None)
