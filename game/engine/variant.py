"""A game: its options, how a hand starts, how actions are written, and how hands make a match."""

from __future__ import annotations

from .actions import Action, action_of
from .cards import Card, card
from .deal import dealer_of_number
from .options import Options
from .seats import CLOCKWISE, Seat, next_seat


class Variant:
    id = ""
    name = ""
    options_class: type[Options] = Options
    deck: tuple[Card, ...] = ()
    players = 4
    partnerships = True  # scores per side "NS"/"EW" (False: per seat)

    def default_options(self) -> Options:
        return self.options_class()

    def new_hand(self, options=None, dealer: Seat = Seat.N, deal_number: int | None = None,
                 cards: dict | None = None, **kw):
        raise NotImplementedError

    def parse_action(self, text: str) -> Action | Card:
        """The action or card written ``text``; ValueError with a readable message if none."""
        t = text.strip()
        for form in (t, t.lower(), t.upper()):
            try:
                return action_of(form)
            except ValueError:
                pass
        try:
            return card(t)
        except ValueError:
            raise ValueError(f"{text!r} is not a card or a call of {self.name}") from None

    # -- matches ---------------------------------------------------------------------------------
    def direction(self, options) -> int:
        return CLOCKWISE

    def next_dealer(self, dealer: Seat, options) -> Seat:
        return next_seat(dealer, self.direction(options))

    def target_score(self, options) -> int:
        return getattr(options, "target", 0)

    def target_rise(self, options) -> int:
        """How much the target rises when both sides pass it on the same hand (0: the higher total wins)."""
        return 0

    def dealer_for_number(self, number: int) -> Seat:
        return dealer_of_number(number)

    def next_pack(self, hand, match) -> list | None:
        """The pack for the next hand when the game carries the cards over (None: shuffle)."""
        return None

    def deal_pack(self, pack: list, dealer: Seat, options) -> dict:
        """The ``cards=`` of a hand dealt from ``pack`` by ``dealer``."""
        raise NotImplementedError

    def help_text(self) -> str:
        return ""

