"""Scotch Whist, also called Catch the Ten (Whist for Windows 1.00)."""

from __future__ import annotations

import re

from game.engine.actions import PASS
from game.engine.cards import DECK_36
from game.engine.deal import shuffled
from game.engine.errors import excerpt
from game.engine.registry import GameInfo
from game.engine.seats import SEATS, Seat
from game.engine.variant import Variant

from .cut import WhistMatchState, draw_cut
from .guided import GUIDED_HAND
from .rules import PLAIN_ORDER, TRUMP_ORDER, ScotchWhistHand, ScotchWhistOptions, deal_one_by_one, parse_trump_call
from .terms import RECORD_TERMS, TERMS


class ScotchWhist(Variant):
    id = "scotch_whist"
    name = "Scotch Whist"
    options_class = ScotchWhistOptions
    deck = DECK_36
    partnerships = False  # each player for himself unless the partnership option is on

    hand_class = ScotchWhistHand

    def parse_action(self, text: str):
        """A card (``TH``), a bid ``1``..``9``, ``pass`` or ``0``, or trumps named ``trump:D``."""
        t = text.strip()
        if t == "0":
            return PASS
        named = parse_trump_call(t)
        if named is not None:
            return named
        if re.fullmatch(r"\d+", t) and not 1 <= int(t) <= 9:
            raise ValueError(f"{excerpt(text)} is not a bid: bid a number of tricks from 1 to 9, or 0 to pass")
        try:
            return super().parse_action(t)
        except ValueError:
            raise ValueError(f"{excerpt(text)} is not a card or a call of Scotch Whist (a card such as TH, a bid 1..9, "
                             "pass or 0, trump:S/H/D/C)") from None

    def scores_by_side(self, options) -> bool:
        return options.partnership_scoring

    def deal_pack(self, pack: list | None, dealer: Seat, options, rng=None) -> dict:
        if pack is None:
            pack = shuffled(DECK_36, rng)
        hands = deal_one_by_one(pack, dealer)
        return {s: hands[s] for s in SEATS}

    def display_rank_order(self, suit: str, trump: str | None) -> str:
        return TRUMP_ORDER if suit == trump else PLAIN_ORDER

    # -- the game ----------------------------------------------------------------------------------
    def new_match_state(self, options, saved=None) -> WhistMatchState:
        return WhistMatchState.from_json(saved)

    def first_dealer(self, match) -> Seat:
        """Everybody draws a card; the highest deals first (a tie for the highest draws again)."""
        match.state.cut = draw_cut(match.rng)
        return match.state.cut.dealer

    def options_kept_for_the_game(self, match) -> dict[str, str]:
        """Game points stay as they are for the whole game: they decide when it ends."""
        return {"target": f"Game points stay at {match.target} until this game ends."}

    def match_context(self, match) -> dict:
        if not match.history and match.state.cut is not None:
            return {"cut": match.state.cut.text()}
        return {}


VARIANT = ScotchWhist()


GAME = GameInfo(
    VARIANT,
    blurb="Catch the Ten: thirty-six cards, the jack of trumps on top, and points "
          "for every trump honour you capture.",
    card_back="backs/back_3", terms=TERMS, record_terms=RECORD_TERMS,
    player_class="game.variants.scotch_whist.ai:WhistPlayer", guided_hand=GUIDED_HAND)
