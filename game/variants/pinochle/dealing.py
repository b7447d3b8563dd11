"""The two dealing methods of the options (Ver 3.6 and Ver 2.1): how a game number becomes the packs of its hands.

Both are fixed forever, so a game number gives the same cards in the same method on every computer:

- Ver 3.6 (the default): each hand of a game is shuffled on its own, from a seed made of the game number and the
  hand's number, by a 64-bit generator and a Fisher-Yates shuffle.
- Ver 2.1 (the older method, kept so that games of that version can be played again): the game number starts one
  generator of the kind the programs of those years used (a 32-bit linear congruential generator whose 15 high
  bits are drawn), and the hands of the game are shuffled one after another from that single stream: each new
  pack is made by drawing, card after card, one of the cards not drawn yet.
"""

from __future__ import annotations

from game.engine.cards import DECK_80
from game.engine.deal import check_deal_number, shuffled
from game.engine.rng import StableRandom, seed_for

VER_36, VER_21 = "3.6", "2.1"
DEALING_METHODS = (VER_36, VER_21)
_LCG_MULTIPLIER, _LCG_INCREMENT, _MASK32 = 214_013, 2_531_011, 0xFFFF_FFFF


class OldGenerator:
    """The generator of the Ver 2.1 method: ``state = state * 214013 + 2531011`` (mod 2**32), drawing bits 16-30."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK32

    def draw(self) -> int:
        """A number from 0 to 32,767."""
        self.state = (self.state * _LCG_MULTIPLIER + _LCG_INCREMENT) & _MASK32
        return (self.state >> 16) & 0x7FFF

    def pick_pack(self, deck) -> list:
        """The deck in a new order: each next card is drawn at random from those left."""
        left, pack = list(deck), []
        while left:
            pack.append(left.pop(self.draw() % len(left)))
        return pack


def old_method_pack(game_number: int, hand_number: int) -> list:
    """Ver 2.1: the pack of hand ``hand_number`` (1, 2 ...) of game ``game_number``, the hands of a game being
    drawn in turn from one generator started by the game number."""
    generator = OldGenerator(check_deal_number(game_number))
    for _ in range(hand_number - 1):
        generator.pick_pack(DECK_80)
    return generator.pick_pack(DECK_80)


def new_method_pack(game_number: int, hand_number: int) -> list:
    """Ver 3.6: the pack of hand ``hand_number`` of game ``game_number``, shuffled from its own seed."""
    return shuffled(DECK_80, StableRandom(seed_for("pinochle", check_deal_number(game_number), hand_number)))


def method_pack(method: str, game_number: int, hand_number: int) -> list:
    """The pack of a hand of a numbered game in the dealing method of the options."""
    if hand_number < 1:
        raise ValueError("hands are numbered from 1")
    if method == VER_21:
        return old_method_pack(game_number, hand_number)
    if method == VER_36:
        return new_method_pack(game_number, hand_number)
    raise ValueError(f"{method!r} is not a dealing method ({' or '.join(DEALING_METHODS)})")
