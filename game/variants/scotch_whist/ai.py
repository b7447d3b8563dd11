"""The Scotch Whist computer players: Novice and Advanced play and bid by rules of thumb (ai_play); the Expert
bids like the Advanced player and plays from hidden hands dealt consistently with what it saw, each played out
and searched over card points (ai_expert)."""

from __future__ import annotations

from game.ai.player import Decision, SkilledPlayer

from . import ai_expert, ai_play


class WhistPlayer(SkilledPlayer):
    def choose(self, view, rng) -> Decision:
        if view.phase in ("bidding", "trump"):
            return self.by_skill(view, rng, ai_expert.decide_call, ai_play.choose_call)
        return self.by_skill(view, rng, ai_expert.decide_card, ai_play.choose_card)
