"""The Double-Deck Pinochle computer players: the auction, trumps and passing in ai_bidding (Novice and
Advanced) and ai_expert_bidding (Expert, by play-outs), Novice and Advanced card play in ai_play, Expert
card play in ai_expert (sampled hidden hands played out)."""

from __future__ import annotations

from game.ai.player import Decision, SkilledPlayer

from . import ai_bidding, ai_expert, ai_expert_bidding, ai_play

EXPERT_DECISIONS = {"bidding": ai_expert_bidding.decide_bid, "trump": ai_expert_bidding.decide_trump,
                    "passing": ai_expert_bidding.decide_pass}


class PinochlePlayer(SkilledPlayer):
    def choose(self, view, rng) -> Decision:
        phase = view.phase
        if self.skill == "expert" and phase != "play":
            return EXPERT_DECISIONS[phase](view, rng)
        if phase == "bidding":
            return ai_bidding.decide_bid(view, self.skill, rng)
        if phase == "trump":
            return ai_bidding.decide_trump(view, self.skill, rng)
        if phase == "passing":
            return ai_bidding.decide_pass(view, self.skill, rng)
        return self.by_skill(view, rng, ai_expert.decide_card, ai_play.choose_card)
