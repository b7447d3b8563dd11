"""Colours, sizes and fonts of the Windows 3.1 look."""

from __future__ import annotations

import pygame

SCREEN_SIZE = (640, 480)
SCREEN_RECT = pygame.Rect((0, 0), SCREEN_SIZE)
FPS = 60
TITLE = "Card Table Compendium"
VERSION = "0.1"

# Windows 3.1 system colours
FACE = (192, 192, 192)
HIGHLIGHT = (255, 255, 255)
SHADOW = (128, 128, 128)
BLACK = (0, 0, 0)
WHITE = (255, 255, 255)
NAVY = (0, 0, 128)
GREY_TEXT = (128, 128, 128)
TRACK = (224, 224, 224)
MAROON = (128, 0, 0)
YELLOW = (255, 255, 0)

FELTS = {
    "green": (0, 128, 0),
    "blue": (0, 88, 144),
    "red": (136, 24, 32),
    "teal": (0, 128, 128),
}
DEFAULT_FELT = "green"

# Metrics
MENU_BAR_HEIGHT = 20
STATUS_BAR_HEIGHT = 20
TITLE_BAR_HEIGHT = 20
BUTTON_HEIGHT = 24
ROW_HEIGHT = 16
SCROLLBAR_WIDTH = 16

UI_FONT_SIZE = 18
_fonts: dict[tuple, pygame.font.Font] = {}


def font(size: int = UI_FONT_SIZE, *, bold: bool = False, italic: bool = False,
         underline: bool = False) -> pygame.font.Font:
    """pygame's default font at ``size`` (cached; each style is its own Font object)."""
    key = (size, bold, italic, underline)
    cached = _fonts.get(key)
    if cached is None:
        if not pygame.font.get_init():
            pygame.font.init()
        cached = pygame.font.Font(None, size)
        cached.bold, cached.italic, cached.underline = bold, italic, underline
        _fonts[key] = cached
    return cached
