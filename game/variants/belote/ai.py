"""The Belote computer players: taking in ai_taking, Novice/Advanced card play in ai_play (on the
play shared with 32 Card Bridge), Expert card play in ai_expert (sampled hidden hands searched on the
shared simulator)."""

from __future__ import annotations

from game.ai.player import Decision, SkilledPlayer

from . import ai_expert, ai_play, ai_taking


class BelotePlayer(SkilledPlayer):
    def choose(self, view, rng) -> Decision:
        if view.phase == "bidding":
            return ai_taking.decide_take(view, self.skill, rng)
        if self.skill == "expert":
            return ai_expert.decide_play_expert(view, rng)
        card, reasons = ai_play.choose_card(view, self.skill, rng)
        return Decision(card, reasons)


def make_player(skill: str = "advanced", seed: int = 0) -> BelotePlayer:
    return BelotePlayer(skill, seed)
