"""32 Card Bridge (Belote Bridgee)."""

from __future__ import annotations

import re

from game.engine.cards import DECK_32
from game.engine.deal import deal_packets, random_cut, shuffled
from game.engine.registry import GameInfo
from game.engine.seats import COUNTER_CLOCKWISE, SEATS, Seat
from game.variants.belote_common.variant import BeloteFamilyVariant

from .guided import GUIDED_HAND
from .rules import (
    ALL_BIDS,
    BID_STEP,
    DEAL_PACKETS,
    MAX_BID,
    MIN_BID,
    PASSED_OUT_HANDS_BEFORE_SHUFFLE,
    BeloteBridgeeHand,
    BeloteBridgeeOptions,
)
from .terms import RECORD_TERMS, TERMS


class BeloteBridgee(BeloteFamilyVariant):
    id = "belote_bridgee"
    name = "32 Card Bridge"
    options_class = BeloteBridgeeOptions
    human_seats = (Seat.W, Seat.S, Seat.E)  # the manual: up to three human players, West, South and East

    hand_class = BeloteBridgeeHand
    bid_amounts = tuple(sorted({b.amount for b in ALL_BIDS}))

    def parse_action(self, text: str):
        """Also explains a bid written right but not allowed by the rules ("70S", "85H", "510S")."""
        match = re.fullmatch(r"\s*(\d{2,})\s*([SHDCshdc])\s*", text)  # two digits: "7C" is a card
        if match and match.group(1) != "10":  # "10H" is the ten of hearts
            amount = int(match.group(1))
            if amount < MIN_BID:
                raise ValueError(f"the lowest bid is {MIN_BID}")
            if amount > MAX_BID:
                raise ValueError(f"the highest bid is {MAX_BID}")
            if amount % BID_STEP:
                raise ValueError(f"bids go by tens: {amount} is not a multiple of {BID_STEP}")
        return super().parse_action(text)

    def direction(self, options) -> int:
        return COUNTER_CLOCKWISE

    def next_pack(self, hand, match) -> list | None:
        """Cards are gathered and cut, not shuffled: tricks in the order won, or the four hands
        when nobody bid. Shuffled after four passed-out hands in a row, or always by option."""
        if hand.options.shuffle_every_hand or match.passed_out_run >= PASSED_OUT_HANDS_BEFORE_SHUFFLE:
            return None
        if hand.tricks:
            pack = [c for _, cards, _, _ in hand.tricks for _, c in cards]
        else:
            order = [SEATS[(hand.first + i * COUNTER_CLOCKWISE) & 3] for i in range(4)]
            pack = [c for s in order for c in hand.initial_cards[s]]
        pack, _ = random_cut(pack, match.rng)
        return pack

    def deal_pack(self, pack: list | None, dealer: Seat, options, rng=None) -> dict:
        if pack is None:
            pack = shuffled(DECK_32, rng)
        hands, _, _ = deal_packets(pack, dealer.right, COUNTER_CLOCKWISE, DEAL_PACKETS)
        return {s: hands[s] for s in SEATS}


VARIANT = BeloteBridgee()


GAME = GameInfo(
    VARIANT,
    blurb="Belote Bridgée: bid points with a 32-card pack, show your sequences and fours, "
          "and make your contract with your partner. Play goes counter-clockwise.",
    card_back="backs/back_1", terms=TERMS, record_terms=RECORD_TERMS,
    player_class="game.variants.belote_bridgee.ai:BeloteBridgeePlayer", guided_hand=GUIDED_HAND)
