"""Belote with a turn-up card (Tommy's Belote)."""

from __future__ import annotations

import re

from game.engine.cards import DECK_32
from game.engine.deal import random_cut, shuffled
from game.engine.registry import GameInfo
from game.engine.seats import Seat, seats_from
from game.variants.belote_common.variant import BeloteFamilyVariant

from .deal_input import is_line_error, pack_of, parse_input_hand
from .guided import GUIDED_HAND
from .log import hand_log_text
from .parameters import hand_parameters
from .rules import DIRECTIONS, FIRST_HAND_SIZE, TARGET_RISE, BeloteHand, BeloteOptions, first_deal
from .score_file import BELOTE
from .terms import RECORD_TERMS, TERMS


class Belote(BeloteFamilyVariant):
    id = "belote"
    name = "Belote"
    options_class = BeloteOptions
    first_hand_size = FIRST_HAND_SIZE  # then the turn-up, and the stock after the taking
    hand_class = BeloteHand

    def parse_action(self, text: str):
        """``take``, ``take:h``, ``take:nt``... in any case, ``pass``, or a card."""
        match = re.fullmatch(r"\s*take\s*(?::\s*(nt|at|[shdc]))?\s*", text, re.IGNORECASE)
        if match:
            strain = match.group(1)
            text = "take" if strain is None else f"take:{strain.upper()}"
        return super().parse_action(text)

    def direction(self, options) -> int:
        return DIRECTIONS[options.direction]

    def target_rise(self, options) -> int:
        return TARGET_RISE

    def next_pack(self, hand, match) -> list:
        """Never shuffled: the tricks are gathered in the order they were won (or, when everybody
        passed, the four hands from the elder and then the stock), and the player before the dealer cuts."""
        if hand.tricks:
            pack = [c for _, cards, _, _ in hand.tricks for _, c in cards]
        else:
            pack = [c for s in seats_from(hand.first, hand.direction) for c in hand.initial_cards[s]]
            pack += hand.initial_cards["stock"]
        pack, _ = random_cut(pack, match.rng)
        return pack

    def deal_pack(self, pack: list | None, dealer: Seat, options, rng=None) -> dict:
        if pack is None:
            pack = shuffled(DECK_32, rng)
        return first_deal(pack, dealer, self.direction(options))

    def parse_typed_deal(self, text: str, pack: list | None = None) -> dict:
        return parse_input_hand(text, pack=pack)

    def is_typed_line_error(self, message: str) -> bool:
        return is_line_error(message)

    def pack_order(self, hand) -> list:
        return pack_of(hand)

    def hand_log_text(self, hand, letters: bool) -> str:
        return hand_log_text(hand, letters)

    def logs_hands(self, options) -> bool:
        return options.log_file

    def log_in_letters(self, options) -> bool:
        return options.log_letters

    def offers_last_hand_again(self, options) -> bool:
        return options.replay_hand

    def types_opening_hands(self, options) -> bool:
        return options.input_hand

    shows_hand_parameters = True

    def hand_parameters(self, view) -> dict[str, object]:
        return hand_parameters(view)

    def face_up_hands(self, view) -> dict:
        return view.public.open_hands


VARIANT = Belote()


GAME = GameInfo(
    VARIANT,
    blurb="The French classic: take the turned-up card as trumps or name another suit, "
          "declare your sequences, and do not end up 'dedans'.",
    card_back="backs/back_2", terms=TERMS, record_terms=RECORD_TERMS, score_file=BELOTE,
    player_class="game.variants.belote.ai:BelotePlayer", guided_hand=GUIDED_HAND)
