"""The Scotch Whist computer players: Novice and Advanced play and bid by rules of thumb (ai_play); the Expert
bids like the Advanced player and plays from hidden hands dealt consistently with what it saw, each played out
and searched over card points (ai_expert)."""

from __future__ import annotations

from game.ai.player import SKILLS, ComputerPlayer, Decision

from . import ai_expert, ai_play


class WhistPlayer(ComputerPlayer):
    def __init__(self, skill: str, seed: int = 0) -> None:
        if skill not in SKILLS:
            raise ValueError(f"unknown skill {skill!r}: choose one of {', '.join(SKILLS)}")
        super().__init__(seed)
        self.skill = skill

    def decide(self, view) -> Decision:
        if view.to_act != view.seat or not view.legal:
            raise ValueError("a computer player decides only for the seat to act")
        rng = self.rng(view)
        if view.phase in ("bidding", "trump"):
            if self.skill == "expert":
                return ai_expert.decide_call(view, rng)
            action, reasons = ai_play.choose_call(view, self.skill, rng)
            return Decision(action, reasons)
        if self.skill == "expert":
            return ai_expert.decide_card(view, rng)
        card, reasons = ai_play.choose_card(view, self.skill, rng)
        return Decision(card, reasons)


def make_player(skill: str = "advanced", seed: int = 0) -> WhistPlayer:
    return WhistPlayer(skill, seed)
