"""Numbered deals, cutting, and dealing in packets."""

from __future__ import annotations

from _random import Random as CoreRandom
from functools import cache
from math import floor

from .cards import Card
from .errors import excerpt
from .rng import MASK64, StableRandom, seed_for
from .seats import CLOCKWISE, SEATS, Seat, seats_from

MAX_DEAL_NUMBER = 99_999_999


def check_deal_number(number: int) -> int:
    if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= MAX_DEAL_NUMBER:
        raise ValueError(f"a deal number is a whole number from 1 to {MAX_DEAL_NUMBER:,}, not {excerpt(number)}")
    return number


def numbered_deck(deck: tuple[Card, ...], number: int) -> list[Card]:
    """The deck in the order of deal ``number``: the same on every machine and every version."""
    check_deal_number(number)
    order = list(deck)
    # Python promises that Random(seed).random() gives the same sequence in every version; the
    # shuffle itself is written out here so that it cannot change either. random.Random's own class is
    # the C generator under a Python layer that, for a whole number, only hands the seed down: seeded
    # directly, the same generator gives the same numbers without that layer (a tenth of a new hand).
    # floor() is int() of a number that is not negative, a little quicker.
    draw = CoreRandom(deal_seed(len(deck), number)).random
    for i, size in _swaps(len(order)):
        j = floor(draw() * size)
        order[i], order[j] = order[j], order[i]
    return order


@cache
def _swaps(deck_size: int) -> tuple[tuple[int, int], ...]:
    """The shuffle's steps for a deck of ``deck_size`` cards: each position from the last down to 1, and how
    many positions it may swap with (itself and those before it)."""
    return tuple((i, i + 1) for i in range(deck_size - 1, 0, -1))


def deal_seed(deck_size: int, number: int) -> int:
    """The generator seed of deal ``number`` for a deck of ``deck_size`` cards (fixed forever)."""
    return (number * 0x9E3779B97F4A7C15 + deck_size * 0xD1B54A32D192ED03) & MASK64


def dealer_of_number(number: int) -> Seat:
    """The dealer that goes with a numbered deal when nobody chose one."""
    check_deal_number(number)
    return SEATS[StableRandom(seed_for("dealer", number)).below(4)]


def shuffled(deck, rng: StableRandom) -> list[Card]:
    order = list(deck)
    rng.shuffle(order)
    return order


def cut(pack: list, position: int) -> list:
    """Cut the pack: the top ``position`` cards go under the rest."""
    return pack[position:] + pack[:position]


def random_cut(pack: list, rng: StableRandom, margin: int = 3) -> tuple[list, int]:
    """A cut that leaves at least ``margin`` cards in each part; returns the pack and the position."""
    position = margin + rng.below(len(pack) - 2 * margin + 1)
    return cut(pack, position), position


def deal_one_by_one(pack: list, dealer: Seat) -> dict:
    """Deal the whole pack one card at a time, clockwise from the dealer's left: the dealer gets the last card."""
    order = seats_from(dealer.left, CLOCKWISE)
    return {s: list(pack[i::4]) for i, s in enumerate(order)}


def deal_packets(pack: list, first: Seat, direction: int, packets: tuple[int, ...]):
    """Deal ``pack`` from the top in rounds of ``packets`` (e.g. (3, 2, 3)), starting with ``first``.

    Returns (hands by seat, the packets as dealt [(seat, cards)...], the cards left over).
    """
    order = seats_from(first, direction)
    hands: dict[Seat, list[Card]] = {s: [] for s in SEATS}
    dealt = []
    pos = 0
    for size in packets:
        for seat in order:
            chunk = pack[pos:pos + size]
            pos += size
            hands[seat].extend(chunk)
            dealt.append((seat, tuple(chunk)))
    return hands, dealt, pack[pos:]
