"""Double-Deck Pinochle (Pinochle 3.6): 80 cards, bidding, meld, counters, game to 350."""

from __future__ import annotations

import re

from game.engine.actions import bid
from game.engine.cards import DECK_80
from game.engine.deal import check_deal_number, shuffled
from game.engine.registry import GameInfo
from game.engine.rng import StableRandom, seed_for
from game.engine.seats import SEATS, Seat
from game.engine.variant import Variant

from .dealing import VER_36, method_pack
from .guided import GUIDED_HAND
from .meld import MELD_PAGES
from .rules import MAX_BID, RANK_ORDER, TRUMP_CALLS, PinochleHand, PinochleOptions, counters_won, deal_pack
from .score_file import PINOCHLE
from .terms import RECORD_TERMS, TERMS


def game_pack(game_number: int, hand_number: int, method: str = VER_36) -> list:
    """The pack of hand ``hand_number`` (1, 2, ...) of game ``game_number`` in a dealing method (Ver 3.6 or 2.1):
    the same everywhere, forever."""
    return method_pack(method, game_number, hand_number)


def game_dealer(game_number: int) -> Seat:
    """The first dealer of game ``game_number`` (drawn at random, but fixed by the number)."""
    return SEATS[StableRandom(seed_for("pinochle dealer", game_number)).below(4)]


def game_title(game_number: int, hand_number: int) -> str:
    """``"Game 1234:3"``: hand 3 of game 1234, as the title bar shows it."""
    return f"Game {check_deal_number(game_number)}:{hand_number}"


def parse_game_title(text: str) -> tuple[int, int]:
    """``"Game 1234:3"``, ``"1234:3"`` or ``"1234"`` -> (1234, 3) (hand 1 when none is given)."""
    found = re.fullmatch(r"\s*(?:game\s*)?(\d+)\s*(?::\s*(\d+))?\s*", text, re.IGNORECASE)
    if not found:
        raise ValueError(f"{text!r} is not a game number (1 to 99,999,999, optionally :hand)")
    hand = int(found.group(2) or 1)
    if hand < 1:
        raise ValueError("hands are numbered from 1")
    return check_deal_number(int(found.group(1))), hand


class Pinochle(Variant):
    """A Match's ``seed`` is the game number: (game number, hand number) fixes every deal and the first dealer."""

    id = "pinochle"
    name = "Double-Deck Pinochle"
    options_class = PinochleOptions
    deck = DECK_80

    hand_class = PinochleHand

    def counters_won(self, tricks, options) -> dict[str, int]:
        """The counters each side took in ``tricks`` (a view's first tricks; the last trick's points with the last):
        the table's count of the tricks it has swept off, offline or at a host's."""
        return counters_won(tricks, options)

    def parse_action(self, text: str):
        """A bid (``50``, ``65``), ``pass``, ``trump:S`` in any case, or a card (``TH``)."""
        t = text.strip()
        if t.lower().startswith("trump:") and t[6:].strip().upper()[:1] in TRUMP_CALLS:
            return TRUMP_CALLS[t[6:].strip().upper()[:1]]
        if t.isdigit() and 0 < int(t) <= MAX_BID * 10:
            return bid(int(t))  # any amount, so that one off the ladder gets a reason, not a parse error
        return super().parse_action(t)

    # -- matches: the game number ------------------------------------------------------------------
    def check_match_seed(self, seed: int) -> None:
        check_deal_number(seed)

    def first_dealer(self, match) -> Seat:
        return game_dealer(match.seed)

    def first_pack(self, match) -> list:
        return game_pack(match.seed, 1, match.options.dealing_method)

    def next_pack(self, hand, match) -> list:
        return game_pack(match.seed, len(match.history) + 1, match.options.dealing_method)

    def deal_pack(self, pack: list | None, dealer: Seat, options, rng=None) -> dict:
        if pack is None:
            pack = shuffled(DECK_80, rng)
        return deal_pack(pack, dealer, options)

    def match_winner(self, match) -> str | None:
        """A side that took every counter wins at once; else the side at the target, the bidders first
        when both reach it on the same hand."""
        result = match.current.result() if match.current.done else None
        outright = getattr(result, "outright", None)
        if outright is not None:
            return outright
        reached = [side for side, score in match.scores.items() if score >= match.target]
        if len(reached) == 1:
            return reached[0]
        if len(reached) == 2:
            return match.current.bidder.side
        return None

    def display_rank_order(self, suit: str, trump: str | None) -> str:
        return RANK_ORDER

    def game_title(self, game_number: int, hand_number: int) -> str:
        return game_title(game_number, hand_number)

    def parse_game_title(self, text: str) -> tuple[int, int]:
        return parse_game_title(text)

    def meld_table_pages(self) -> tuple[tuple[str, tuple[str, ...]], ...]:
        """The pages of Setup Meld Table, in order: (title, the names of the options on it)."""
        return tuple((page.title, page.fields) for page in MELD_PAGES)


VARIANT = Pinochle()


GAME = GameInfo(
    VARIANT,
    blurb="Eighty cards and a big meld table: bid from fifty, show your meld, "
          "catch the counters and do not go set.",
    card_back="backs/back_4", terms=TERMS, record_terms=RECORD_TERMS, score_file=PINOCHLE,
    player_class="game.variants.pinochle.ai:PinochlePlayer", guided_hand=GUIDED_HAND)
