"""Decorations drawn once and cached: 90s title lettering, washed-out card backs, shadowed text."""

from __future__ import annotations

from functools import lru_cache

import pygame

from . import resources, theme
from .theme import BLACK, WHITE

# -- title art --------------------------------------------------------------------------------------------


@lru_cache(maxsize=4)
def title_art(text: str, size: int) -> pygame.Surface:
    """Chunky gradient letters with a black outline and a deep red extrusion, the shareware way."""
    font = theme.font(size)
    mask = font.render(text, True, WHITE)
    depth, outline = 5, 2
    width, height = mask.get_width() + depth + 2 * outline, mask.get_height() + depth + 2 * outline
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    dark = font.render(text, True, (96, 0, 0))
    black = font.render(text, True, BLACK)
    for step in range(depth, 0, -1):
        for dx, dy in ((-outline, 0), (outline, 0), (0, -outline), (0, outline)):
            surface.blit(black, (outline + step + dx, outline + step + dy))
        surface.blit(dark, (outline + step, outline + step))
    for dx in range(-outline, outline + 1):
        for dy in range(-outline, outline + 1):
            surface.blit(black, (outline + dx, outline + dy))
    surface.blit(_gradient_text(mask), (outline, outline))
    return surface


def _gradient_text(mask: pygame.Surface) -> pygame.Surface:
    top, middle, bottom = (255, 255, 160), (255, 200, 0), (240, 64, 0)
    gradient = pygame.Surface(mask.get_size(), pygame.SRCALPHA)
    height = mask.get_height()
    for y in range(height):
        f = y / max(1, height - 1)
        a, b, t = (top, middle, f * 2) if f < 0.5 else (middle, bottom, f * 2 - 1)
        color = tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3))
        pygame.draw.line(gradient, color, (0, y), (mask.get_width() - 1, y))
    text = mask.copy()
    text.blit(gradient, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return text


@lru_cache(maxsize=16)
def greyed(sprite: str) -> pygame.Surface:
    """A card back washed out: a game that is not there yet."""
    grey = pygame.transform.grayscale(resources.image(sprite))
    veil = pygame.Surface(grey.get_size(), pygame.SRCALPHA)
    veil.fill((192, 192, 192, 110))
    grey.blit(veil, (0, 0))
    return grey


def shadowed_text(text: str, size: int, color=WHITE) -> pygame.Surface:
    front = theme.font(size).render(text, True, color)
    surface = pygame.Surface((front.get_width() + 2, front.get_height() + 2), pygame.SRCALPHA)
    surface.blit(theme.font(size).render(text, True, BLACK), (2, 2))
    surface.blit(front, (0, 0))
    return surface
