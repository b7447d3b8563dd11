"""The "Input hand" option: the four opening hands typed as lines such as ``7D N`` (a card, then the hand
it goes to: N, E, S or W; ``U`` makes it the turned card), turned into the ``cards=`` of a hand."""

from __future__ import annotations

from game.engine.cards import DECK_32, card
from game.engine.seats import SEATS, Seat

from .rules import FIRST_HAND_SIZE

TURN_UP = "U"


def parse_input_hand(text: str, pack: list | None = None) -> dict:
    """``cards=`` for a hand from lines ``<card> [<card>...] <N|E|S|W|U>``; blank lines and ``#`` comments are
    skipped. Every hand needs five cards; the cards not placed stay in the order of ``pack`` (by default
    the deck's own order), the first of them turned up unless a card was given to ``U``.
    ValueError with the line at fault when the text cannot be used."""
    hands: dict[Seat, list] = {s: [] for s in SEATS}
    turn_up = None
    placed: dict = {}  # card -> where it went, for the error message
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].split()
        if not line:
            continue
        where = f"line {number}"
        if len(line) < 2:
            raise ValueError(f"{where}: give a card and then a hand, like 7D N")
        target = _target(line[-1], where)
        for token in line[:-1]:
            try:
                c = card(token)
            except ValueError:
                raise ValueError(f"{where}: {token!r} is not a card (write the rank then the suit, like 7D or TH)") \
                    from None
            if c not in DECK_32:
                raise ValueError(f"{where}: the {c.name} is not in the 32-card deck (seven to ace only)")
            if c in placed:
                raise ValueError(f"{where}: the {c.name} is already in {placed[c]}")
            if target == TURN_UP:
                if turn_up is not None:
                    raise ValueError(f"{where}: the turned card is already the {turn_up.name}")
                turn_up = c
                placed[c] = "the turned card"
                continue
            if len(hands[target]) == FIRST_HAND_SIZE:
                raise ValueError(f"{where}: {target.full_name} already has {FIRST_HAND_SIZE} cards")
            hands[target].append(c)
            placed[c] = f"{target.full_name}'s hand"
    for s in SEATS:
        if len(hands[s]) != FIRST_HAND_SIZE:
            raise ValueError(f"{s.full_name} has {len(hands[s])} card{'s' * (len(hands[s]) != 1)}: each opening "
                             f"hand needs {FIRST_HAND_SIZE}")
    rest = [c for c in (pack if pack is not None else DECK_32) if c not in placed]
    stock = ([turn_up] if turn_up is not None else []) + rest
    if len(stock) != 32 - 4 * FIRST_HAND_SIZE or len(set(stock)) != len(stock):
        raise ValueError("the pack to take the other cards from is not the 32-card deck")
    return {**hands, "stock": stock}


TARGETS = {**{s.name: s for s in SEATS}, **{s.full_name.upper(): s for s in SEATS},
           "U": TURN_UP, "UP": TURN_UP, "TURN-UP": TURN_UP}


def _target(token: str, where: str):
    found = TARGETS.get(token.upper())
    if found is None:
        raise ValueError(f"{where}: {token!r} is not a hand: end the line with N, E, S or W (or U for the "
                         f"turned card)")
    return found


def is_line_error(message: str) -> bool:
    """Whether a message of ``parse_input_hand`` is about one line (it names it) rather than the deal as a whole."""
    return message.startswith("line ")


def pack_of(hand) -> list:
    """The cards of ``hand`` in the order of its pack (the opening hands from North round, then the stock): the
    order the cards not placed keep."""
    return [c for seat in SEATS for c in hand.initial_cards[seat]] + list(hand.initial_cards["stock"])
