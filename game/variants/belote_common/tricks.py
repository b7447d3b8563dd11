"""Trick legality and trick winners for the belote family.

The rules differ between the games only in a few switches, gathered in :class:`PlayRules`; the
reasons a card is refused are worded here once for both games.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.cards import RANK_NAMES, SUIT_NAMES, Card

from .values import ALL_TRUMPS, PLAIN_POWER, TRUMP_POWER


@dataclass(frozen=True)
class PlayRules:
    # Void, an opponent winning, and you cannot overtrump the trump on the trick:
    # True: you must still play a (lower) trump (Belote); False: any card (32 Card Bridge).
    undertrump_when_void: bool = False
    # Void and your partner is winning: if you choose to trump, must you overtrump when able?
    overtrump_over_partner: bool = False
    # Void and your partner is winning with a trump: must you trump too, over him if you can, under
    # him otherwise (Belote's "mandatory fourth undertrump" option)?
    undertrump_over_partner: bool = False


def trick_winner_index(trick, trump: str | None) -> int:
    """Index in ``trick`` ((seat, card), ...) of the winning card. ``trump`` may be None, a suit,
    NO_TRUMPS or ALL_TRUMPS (the highest card by the trump order, whatever its suit; the first
    played of equal ranks)."""
    if trump == ALL_TRUMPS:
        powers = [TRUMP_POWER[c.index] for _, c in trick]
        return powers.index(max(powers))
    led = trick[0][1].suit
    best_i = 0
    best_c = trick[0][1]
    best_trump = best_c.suit == trump
    for i in range(1, len(trick)):
        c = trick[i][1]
        if c.suit == trump:
            if not best_trump or TRUMP_POWER[c.index] > TRUMP_POWER[best_c.index]:
                best_i, best_c, best_trump = i, c, True
        elif not best_trump and c.suit == led and PLAIN_POWER[c.index] > PLAIN_POWER[best_c.index]:
            best_i, best_c = i, c
    return best_i


def trick_winner_power(c: Card, trump: str | None) -> int:
    return TRUMP_POWER[c.index] if c.suit == trump or trump == ALL_TRUMPS else PLAIN_POWER[c.index]


def legal_cards(hand: list[Card], trick, trump: str | None, partner_winning: bool, rules: PlayRules,
                best_trump: int | None = None) -> list[Card]:
    """The cards of ``hand`` that may be played to ``trick`` (a list of (seat, card)).

    ``best_trump``: the TRUMP_POWER of the highest trump on the trick (negative: none), when the
    caller already knows it."""
    if not trick:
        return list(hand)
    if trump == ALL_TRUMPS:
        return _legal_all_trumps(hand, trick, partner_winning, best_trump)
    led = trick[0][1].suit
    # The cards of the suit led and the trumps, in one loop: not comprehensions, as in Python 3.11 each is a
    # call of its own (this runs before nearly every card of the play: a loop is a third quicker).
    follow: list[Card] = []
    trumps: list[Card] = []
    for c in hand:
        if c.suit == led:
            follow.append(c)
        elif c.suit == trump:
            trumps.append(c)
    if follow and led != trump:  # the common case first: following a plain suit
        return follow
    if best_trump is None:
        best_trump = -1
        for _, c in trick:
            if c.suit == trump and TRUMP_POWER[c.index] > best_trump:
                best_trump = TRUMP_POWER[c.index]
    if follow:
        over = [c for c in follow if TRUMP_POWER[c.index] > best_trump]
        return over or follow
    if not trumps:
        return list(hand)
    over = [c for c in trumps if TRUMP_POWER[c.index] > best_trump]
    if partner_winning:
        if rules.undertrump_over_partner and best_trump >= 0:
            return over or trumps
        if rules.overtrump_over_partner and over and best_trump >= 0:
            return [c for c in hand if c.suit != trump] + over
        return list(hand)
    if over:
        return over
    if rules.undertrump_when_void:
        return trumps
    return list(hand)  # cannot overtrump: discard or play a lower trump, as you like


def _legal_all_trumps(hand: list[Card], trick, partner_winning: bool, best: int | None) -> list[Card]:
    """All Trumps: every card is a trump, so whoever can beat the card holding the trick must (with the
    suit led when he has it), except that a player whose partner holds the trick may discard freely."""
    if best is None:
        best = max(TRUMP_POWER[c.index] for _, c in trick)
    led = trick[0][1].suit
    follow = [c for c in hand if c.suit == led]
    if follow:
        over = [c for c in follow if TRUMP_POWER[c.index] > best]
        return over or follow
    if partner_winning:
        return list(hand)
    over = [c for c in hand if TRUMP_POWER[c.index] > best]
    return over or list(hand)


def why_not(card: Card, hand: list[Card], trick, trump: str | None, partner_winning: bool,
            rules: PlayRules) -> str:
    """Why ``card`` may not be played, in words ("" if it may)."""
    if card not in hand:
        return f"you do not hold the {card.name}"
    allowed = legal_cards(hand, trick, trump, partner_winning, rules)
    if card in allowed:
        return ""
    led = trick[0][1].suit
    if trump == ALL_TRUMPS:
        return _why_not_all_trumps(allowed, trick, any(c.suit == led for c in hand))
    led_name, trump_name = SUIT_NAMES[led], SUIT_NAMES.get(trump, "") if trump else ""
    best_on_trick = max((TRUMP_POWER[c.index] for _, c in trick if c.suit == trump), default=-1)
    if any(c.suit == led for c in hand):
        if led == trump:
            highest = max(allowed, key=lambda c: TRUMP_POWER[c.index])
            if TRUMP_POWER[highest.index] > best_on_trick:  # else: any trump, but a trump
                return (f"you must play a higher trump: {led_name} are trumps and you hold the "
                        f"{RANK_NAMES[highest.rank]} of trumps")
        return f"you must follow suit: {led_name} were led and you hold {led_name}"
    best = max((c for c in allowed if c.suit == trump), key=lambda c: TRUMP_POWER[c.index], default=None)
    if best is not None and partner_winning and rules.undertrump_over_partner and \
            TRUMP_POWER[best.index] < best_on_trick:
        return (f"your partner has trumped and you have no {led_name}: with the compulsory undertrump "
                f"you must still play one of your {trump_name}")
    if best is not None and TRUMP_POWER[best.index] > best_on_trick >= 0:
        if partner_winning:
            if rules.undertrump_over_partner and card.suit != trump:
                return (f"your partner has trumped and you have no {led_name}: with the compulsory "
                        f"undertrump you must trump, over him with the {RANK_NAMES[best.rank]} of trumps")
            return (f"a trump played over your partner must beat the trump on the trick: you hold the "
                    f"{RANK_NAMES[best.rank]} of trumps")
        return (f"you must overtrump: you have no {led_name} and you hold the {RANK_NAMES[best.rank]} "
                f"of trumps, which beats the trump on the trick")
    if best is not None and best_on_trick < 0:
        return (f"you must trump: you have no {led_name}, your partner is not winning the trick and "
                f"{trump_name} are trumps")
    if best is not None:
        return (f"you must trump even though you cannot beat the trump on the trick: you have no "
                f"{led_name} and you hold {trump_name}")
    return f"the {card.name} may not be played now"


def _why_not_all_trumps(allowed: list[Card], trick, following: bool) -> str:
    winner = trick[trick_winner_index(trick, ALL_TRUMPS)][1]
    best = max(allowed, key=lambda c: TRUMP_POWER[c.index])
    led_name = SUIT_NAMES[trick[0][1].suit]
    if following and TRUMP_POWER[best.index] <= TRUMP_POWER[winner.index]:
        return f"you must follow suit: {led_name} were led and you hold {led_name}"
    where = f"with your {led_name} " if following else ""
    return (f"you must beat the {winner.name} {where}if you can: in All Trumps every card is a trump, "
            f"and your {best.name} beats it")
