"""Card play of the Belote computer players at the Novice and Advanced skills.

The card tracking and the principles of play are shared with 32 Card Bridge
(:mod:`game.variants.belote_common.ai_common`). What is Belote's own lives here:

- :class:`BeloteKnowledge`: the deductions of Belote's stricter rules (a player who throws another
  suit on an opponent's trick has no trump at all, since he would have had to trump, even under), the
  turn-up card in the taker's hand, the Belotes said, and All Trumps, where a player who cannot follow
  must beat the trick with any card he can.
- A few checks before the shared play: the defenders grab a trick when the takers are heading for a
  capot, the takers cash their sure winners while the capot is still possible, and in No Trumps and
  All Trumps the leads follow the order of that contract.
"""

from __future__ import annotations

import random

from game.engine.cards import SUIT_NAMES, Card
from game.engine.seats import SEATS, Seat
from game.variants.belote_common.ai_common import (
    Knowledge,
    advanced_choice,
    beats,
    card_words,
    novice_choice,
    only_card_reason,
    power,
    sure_to_hold,
    value,
)
from game.variants.belote_common.tricks import trick_winner_index
from game.variants.belote_common.values import ALL_TRUMPS, NO_TRUMPS, TRUMP_POWER

from .rules import PLAY_RULES, PLAY_RULES_FOURTH_UNDERTRUMP

CAPOT_DANGER_TRICKS = 4  # the defenders fight for a trick once the takers have won this many in a row


def play_rules(options):
    return PLAY_RULES_FOURTH_UNDERTRUMP if options.mandatory_fourth_undertrump else PLAY_RULES


class BeloteKnowledge(Knowledge):
    """:class:`Knowledge` with Belote's rules of play and public facts."""

    __slots__ = ("rules", "suit_cap", "tricks_won", "capot_chance")
    DECLARER = "taker"

    def __init__(self, view) -> None:
        self.rules = play_rules(view.options)
        # All Trumps: seat -> suit -> no card of it above this power
        self.suit_cap: dict[Seat, dict[str, int]] = {s: {} for s in SEATS}
        super().__init__(view)
        won = view.public.tricks_won
        mine = self.seat.side
        theirs = "EW" if mine == "NS" else "NS"
        self.tricks_won = (won[mine], won[theirs])
        # the takers have won every trick so far: a capot (100 instead of the last trick's 10) is alive
        taker_side = self.declarer.side if self.declarer is not None else None
        self.capot_chance = taker_side is not None and won["NS" if taker_side == "EW" else "EW"] == 0

    def _known_cards(self, view) -> None:
        super()._known_cards(view)
        taker, turn_up = view.public.taker, view.public.turn_up
        if taker is not None and taker != self.seat and turn_up is not None and turn_up not in self.played:
            self.held[taker].add(turn_up)

    def _discard_facts(self, s, c: Card, best: Card, best_trump: int, partner_winning: bool) -> None:
        trump = self.trump
        if trump == ALL_TRUMPS:
            if not partner_winning and TRUMP_POWER[c.index] < TRUMP_POWER[best.index]:
                for suit in "SHDC":  # he had to beat the trick with any card he could
                    self._cap(s, suit, TRUMP_POWER[best.index])
            return
        if trump == NO_TRUMPS:
            return
        if not partner_winning:
            if c.suit != trump:
                self.void[s].add(trump)  # he would have had to trump, over or under
            elif TRUMP_POWER[c.index] < best_trump:
                self.trump_cap[s] = min(self.trump_cap[s], best_trump)
        elif best_trump >= 0:
            if c.suit == trump and TRUMP_POWER[c.index] < best_trump:
                self.trump_cap[s] = min(self.trump_cap[s], best_trump)
            elif c.suit != trump and self.rules.undertrump_over_partner:
                self.void[s].add(trump)

    def _follow_facts(self, s, c: Card, led: str, best: Card, best_trump: int) -> None:
        if self.trump == ALL_TRUMPS:
            if TRUMP_POWER[c.index] < TRUMP_POWER[best.index]:
                self._cap(s, led, TRUMP_POWER[best.index])
            return
        super()._follow_facts(s, c, led, best, best_trump)

    def _cap(self, s, suit: str, top: int) -> None:
        caps = self.suit_cap[s]
        caps[suit] = min(caps.get(suit, 99), top)

    # -- questions --------------------------------------------------------------------------------
    def may_hold(self, s, c: Card) -> bool:
        if not super().may_hold(s, c):
            return False
        cap = self.suit_cap[s].get(c.suit)
        return cap is None or c in self.held[s] or TRUMP_POWER[c.index] <= cap

    def void_may_beat(self, s, best: Card) -> bool:
        """All Trumps: could seat ``s``, out of the suit led, beat ``best`` with a card of another suit?"""
        p = TRUMP_POWER[best.index]
        return any(TRUMP_POWER[c.index] > p and self.may_hold(s, c) for c in self.unseen)

    def seat_can_beat(self, s, best: Card, led: str) -> bool:
        if self.trump != ALL_TRUMPS:
            return super().seat_can_beat(s, best, led)
        follow = [c for c in self.unseen if c.suit == led and self.may_hold(s, c)]
        if any(TRUMP_POWER[c.index] > TRUMP_POWER[best.index] for c in follow):
            return True
        may_be_void = led in self.void[s] or len(follow) <= 1
        return may_be_void and self.void_may_beat(s, best)

    def safe_master(self, c: Card) -> bool:
        if self.trump != ALL_TRUMPS:
            return super().safe_master(c)
        return self.is_master(c) and not any(self.seat_can_beat(o, c, c.suit) for o in self.opponents())


# -- Belote's own checks --------------------------------------------------------------------------
def advanced_belote_choice(view) -> tuple[Card, list[str]]:
    legal = [a for a in view.legal if a.__class__ is Card]
    if len(legal) == 1:
        return legal[0], [only_card_reason(view, legal[0])]
    k = BeloteKnowledge(view)
    found = stop_the_capot(view, k, legal) if view.trick else None
    if found is None and not view.trick:
        found = lead_for_capot(view, k, legal) or lead_without_trumps(view, k, legal)
    return found or advanced_choice(view, k)


def stop_the_capot(view, k: BeloteKnowledge, legal) -> tuple[Card, list[str]] | None:
    """Defending, with the takers on every trick so far and the capot near: win this trick if a card
    surely does (it saves the 90 points of the capot and our declarations)."""
    if k.we_declare or not k.capot_chance or k.tricks_won[1] < CAPOT_DANGER_TRICKS:
        return None
    trump = k.trump
    trick = view.trick
    led = trick[0][1].suit
    win_seat, best = trick[trick_winner_index(trick, trump)]
    if win_seat == k.partner and sure_to_hold(k, view, best, led):
        return None
    winners = [c for c in legal if beats(c, best, led, trump) and sure_to_hold(k, view, c, led)]
    if not winners:
        return None
    c = min(winners, key=lambda x: (power(x, trump), value(x, trump)))
    return c, [f"I play the {card_words(c, trump)}: the takers have won every trick so far, and this card "
               f"surely takes one, which stops a capot."]


def lead_for_capot(view, k: BeloteKnowledge, legal) -> tuple[Card, list[str]] | None:
    """Taking, with every trick so far: while the defenders may still hold trumps the usual play draws
    them; once they have none, cash the sure winners one after the other to keep the capot alive."""
    if not k.we_declare or not k.capot_chance or k.tricks_won[0] < 2:
        return None
    trump = k.trump
    if trump not in (NO_TRUMPS, ALL_TRUMPS) and k.opponents_may_have_trump():
        return None
    sure = [c for c in legal if k.safe_master(c)]
    if not sure:
        return None
    c = max(sure, key=lambda x: (value(x, trump), power(x, trump)))
    return c, [f"I lead the {card_words(c, trump)}: nobody can beat it, and winning every trick makes a "
               f"capot, worth 100 points for the last trick instead of 10."]


def lead_without_trumps(view, k: BeloteKnowledge, legal) -> tuple[Card, list[str]] | None:
    """No Trumps and All Trumps: cash a sure winner, else lead low from the longest suit, where the
    partner's high cards or our length will win later."""
    trump = k.trump
    if trump not in (NO_TRUMPS, ALL_TRUMPS):
        return None
    sure = [c for c in legal if k.safe_master(c)]
    if sure:
        c = max(sure, key=lambda x: (value(x, trump), power(x, trump)))
        return c, [f"I cash the {c.name}: it is the best {SUIT_NAMES[c.suit][:-1]} left and nobody can beat it."]
    by_suit: dict[str, list[Card]] = {}
    for c in legal:
        by_suit.setdefault(c.suit, []).append(c)
    suit = max(by_suit, key=lambda s: (len(by_suit[s]), max(power(c, trump) for c in by_suit[s]), s))
    cs = by_suit[suit]
    if len(cs) < 3:
        return None
    c = min(cs, key=lambda x: (value(x, trump), power(x, trump)))
    kind = "No Trumps" if trump == NO_TRUMPS else "All Trumps"
    return c, [f"I lead the {c.name}: in {kind} my {len(cs)} {SUIT_NAMES[suit]} should bring tricks once the "
               f"higher cards are gone, and a small one gives little away."]



# -- entry points ---------------------------------------------------------------------------------
def advanced_card(view) -> Card:
    """The Advanced card only (fast)."""
    return advanced_belote_choice(view)[0]


def choose_card(view, skill: str, rng: random.Random) -> tuple[Card, list[str]]:
    """The card and its reasons at Novice or Advanced."""
    if skill == "novice":
        return novice_choice(view, rng)
    return advanced_belote_choice(view)
