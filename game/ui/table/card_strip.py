"""Small cards in a row, each overlapping the next by the share its index needs (sprites/minifan/: the rank over
the suit in the card's top-left corner): Pinochle's meld strips and passed cards, the Belote games' announces
beside the seats."""

from __future__ import annotations

import pygame

from .. import resources
from .layout import MINI_CARD_W

FAN_STEP = 18  # the most a fanned small card shows of itself: its index
INDEX_HEIGHT = 31  # the top of a small card that holds its index: a strip this high still reads


def mini_fan_card(card) -> pygame.Surface:
    """A card's face drawn small for a fan: its rank and suit in the 18 px the next card leaves."""
    return resources.image(f"minifan/{card.text}")


def fan_step(count: int, width: int, step: int = FAN_STEP) -> int:
    """The step between ``count`` small cards laid in ``width`` pixels: ``step``, less when they would not fit."""
    return min(step, (width - MINI_CARD_W) // max(1, count - 1))


def draw_fan(surface, cards, topleft, width: int, bottom: int, step: int = FAN_STEP) -> None:
    """``cards`` small, left to right from ``topleft`` within ``width`` pixels, each cut at ``bottom`` (a low strip
    shows the top of each card, where its index is)."""
    left, top = topleft
    step = fan_step(len(cards), width, step)
    for i, card in enumerate(cards):
        image = mini_fan_card(card)
        shown = pygame.Rect(0, 0, MINI_CARD_W, min(image.get_height(), bottom - top))
        surface.blit(image, (left + i * step, top), shown)
