"""The Belote computer players: taking in ai_taking, Novice/Advanced card play in ai_play (on the
play shared with 32 Card Bridge), Expert card play in ai_expert (sampled hidden hands searched on the
shared simulator)."""

from __future__ import annotations

from game.ai.player import Decision, SkilledPlayer

from . import ai_expert, ai_play, ai_taking, ai_taking_sim


def decide_take(view, skill: str, rng) -> Decision:
    """The take of a seat (here, not in ai_taking, whose helpers the Expert's simulated taking uses)."""
    if skill == "novice":
        return ai_taking.novice_take(view, rng)
    if skill == "expert":
        return ai_taking_sim.expert_take(view, rng)
    return ai_taking.advanced_take(view)


class BelotePlayer(SkilledPlayer):
    def choose(self, view, rng) -> Decision:
        if view.phase == "bidding":
            return decide_take(view, self.skill, rng)
        return self.by_skill(view, rng, ai_expert.decide_play_expert, ai_play.choose_card)
