"""The Double-Deck Pinochle computer players: the auction, trumps and passing in ai_bidding, Novice and
Advanced card play in ai_play, Expert card play in ai_expert (sampled hidden hands played out)."""

from __future__ import annotations

from game.ai.player import SKILLS, ComputerPlayer, Decision

from . import ai_bidding, ai_expert, ai_play


class PinochlePlayer(ComputerPlayer):
    def __init__(self, skill: str, seed: int = 0) -> None:
        if skill not in SKILLS:
            raise ValueError(f"unknown skill {skill!r}: choose one of {', '.join(SKILLS)}")
        super().__init__(seed)
        self.skill = skill

    def decide(self, view) -> Decision:
        if view.to_act != view.seat or not view.legal:
            raise ValueError("a computer player decides only for the seat to act")
        rng = self.rng(view)
        phase = view.phase
        if phase == "bidding":
            return ai_bidding.decide_bid(view, self.skill, rng)
        if phase == "trump":
            return ai_bidding.decide_trump(view, self.skill, rng)
        if phase == "passing":
            return ai_bidding.decide_pass(view, self.skill, rng)
        if self.skill == "expert":
            return ai_expert.decide_card(view, rng)
        card, reasons = ai_play.choose_card(view, self.skill, rng)
        return Decision(card, reasons)


def make_player(skill: str = "advanced", seed: int = 0) -> PinochlePlayer:
    return PinochlePlayer(skill, seed)
