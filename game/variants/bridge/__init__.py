"""Contract Bridge with rubber scoring (the Fournier rules leaflet)."""

from __future__ import annotations

from pathlib import Path

from game.engine.cards import DECK_52
from game.engine.deal import shuffled
from game.engine.errors import excerpt
from game.engine.registry import GameInfo
from game.engine.seats import SEATS, Seat
from game.engine.variant import Variant

from .auction import STRAINS, Auction, call_of
from .guided import GUIDED_HAND
from .rubber import RubberSheet, draw_cut
from .rules import BridgeHand, BridgeOptions, check_vulnerable, deal_one_by_one
from .scoring import SIDE_NAMES, duplicate_score
from .terms import RECORD_TERMS, TERMS

SYSTEM_HELP = Path(__file__).with_name("bidding") / "system.md"  # the computers' bidding system, in words


class Bridge(Variant):
    id = "bridge"
    name = "Contract Bridge"
    options_class = BridgeOptions
    deck = DECK_52

    hand_class = BridgeHand
    hand_keywords = ("vulnerable",)  # {"NS": bool, "EW": bool} (default: from the match context, else nobody)
    bid_strains = STRAINS
    single_hand_words = ("scored as at duplicate: no honours, a game bonus of 300 for a game contract made, 50 for a "
                         "part score")

    def parse_action(self, text: str):
        """``1NT``, ``7c``, ``pass``/``p``, ``double``/``X``, ``redouble``/``XX``, or a card such as ``TH``."""
        try:
            return call_of(text)
        except ValueError:
            pass
        try:
            return super().parse_action(text)
        except ValueError:
            raise ValueError(f"{excerpt(text)} is not a card or a call of bridge (1C..7NT, pass, double, redouble)") \
                from None

    def call_meaning(self, dealer: Seat, calls, index: int) -> str | None:
        """What the call shows in the computers' bidding system (game.variants.bridge.bidding)."""
        from .bidding import meaning  # lazy: the bidding system is not needed to play by the rules

        return meaning(Auction(dealer, calls), index).text

    def system_help(self) -> str:
        try:
            return SYSTEM_HELP.read_text(encoding="utf-8")
        except OSError:
            return ""

    def deal_pack(self, pack: list | None, dealer: Seat, options, rng=None) -> dict:
        if pack is None:
            pack = shuffled(DECK_52, rng)
        hands = deal_one_by_one(pack, dealer)
        return {s: hands[s] for s in SEATS}

    def single_hand_points(self, hand) -> dict:
        """The hand's score as at duplicate (no honours, no rubber: a game bonus when the contract alone makes 100
        below the line, else 50 for a part score), to the declarer's side, or the undertricks to the defenders."""
        points = {"NS": 0, "EW": 0}
        if hand.contract is None or hand.declarer is None:
            return points
        side = hand.declarer.side
        score = duplicate_score(hand.contract.amount, hand.contract.strain, hand.doubled, hand.tricks_won[side],
                                hand.vulnerable[side])
        points[side if score >= 0 else next(other for other in points if other != side)] = abs(score)
        return points

    # -- the rubber --------------------------------------------------------------------------------
    def new_match_state(self, options, saved=None) -> RubberSheet:
        return RubberSheet.from_json(saved)

    def first_dealer(self, match) -> Seat:
        """Each player draws a card; the highest deals first."""
        match.state.cut = draw_cut(DECK_52, match.rng)
        return match.state.cut.dealer

    def match_context(self, match) -> dict:
        context = match.state.context()
        if not match.history and match.state.cut is not None:
            context["cut"] = match.state.cut.text()
        return context

    def hand_finished(self, match, hand, result) -> tuple[dict, list[str]]:
        bonuses = match.state.add_hand(len(match.history) + 1, result)
        return _bonus_points(bonuses), [f"{SIDE_NAMES[b.side]} score {b.points}: {b.label}." for b in bonuses]

    def end_match_early(self, match) -> tuple[dict, list[str]]:
        bonuses = match.state.end_unfinished(len(match.history))
        lines = [f"{SIDE_NAMES[b.side]} score {b.points}: {b.label}." for b in bonuses]
        return _bonus_points(bonuses), lines or ["The rubber is stopped: no bonus for an unfinished rubber."]

    def match_winner(self, match) -> str | None:
        return match.state.winner

    def match_over(self, match) -> bool:
        return match.state.over

    def hand_arguments(self, rec: dict) -> dict:
        if "vulnerable" not in rec:
            return {}
        return {"vulnerable": check_vulnerable(rec["vulnerable"])}


def _bonus_points(bonuses) -> dict:
    points = {"NS": 0, "EW": 0}
    for b in bonuses:
        points[b.side] += b.points
    return points


VARIANT = Bridge()


GAME = GameInfo(
    VARIANT,
    blurb="Rubber bridge: an auction for tricks, a dummy on the table, and the score sheet "
          "with its line, games, slams and honours.",
    card_back="backs/back_5", terms=TERMS, record_terms=RECORD_TERMS,
    player_class="game.variants.bridge.ai:BridgePlayer", guided_hand=GUIDED_HAND)
