"""The Contract Bridge computer players: the calls come from the bidding system (game.variants.bridge.bidding)
at the player's skill; Novice and Advanced card play from rules of thumb (ai_play), Expert card play from
hidden layouts consistent with the auction and the play (ai_infer), each solved double dummy (ai_expert)."""

from __future__ import annotations

from game.ai.player import Decision, SkilledPlayer

from . import ai_expert, ai_play
from .auction import Auction
from .bidding import choose_call

NO_PART_SCORES = {"NS": 0, "EW": 0}


class BridgePlayer(SkilledPlayer):
    def choose(self, view, rng) -> Decision:
        if view.phase == "bidding":
            return decide_call(view, self.skill, rng)
        return self.by_skill(view, rng, ai_expert.decide_card, ai_play.choose_card)


def score_context(view) -> tuple[dict, dict]:
    """(vulnerability, part-scores below the line) from the view; no part-scores when the hand is not part of
    a rubber (the hand's vulnerability is then nobody's unless it was given)."""
    below = view.context.get("part_scores") or NO_PART_SCORES
    return dict(view.public.vulnerable), dict(below)


def auction_of(view) -> Auction:
    return Auction(view.dealer, [call for _, call in view.public.auction])


def decide_call(view, skill: str, rng) -> Decision:
    vulnerable, below = score_context(view)
    call, reasons = choose_call(view.hand, auction_of(view), vulnerable, below, skill, rng)
    return Decision(call, list(reasons))
