"""Colours, sizes and fonts of the Windows 3.1 look."""

from __future__ import annotations

import pygame

from .bitmap_font import BitmapFont

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
# Requested sizes (in the units pygame's default font used, which the call sites keep) -> the bitmap face's
# point size and a whole-pixel scale. 10 pt is the 13-pixel line of Windows 3.1's MS Sans Serif 8 pt.
FONT_STEPS = ((19, 10, 1), (21, 12, 1), (26, 14, 1), (33, 18, 1), (55, 24, 1))
LARGEST_FACE = (24, 2)
_fonts: dict[tuple, BitmapFont] = {}


def font_face(size: int) -> tuple[int, int]:
    """The (point size, scale) of the bitmap face that stands for ``size``."""
    return next(((point, scale) for limit, point, scale in FONT_STEPS if size <= limit), LARGEST_FACE)


def font(size: int = UI_FONT_SIZE, *, bold: bool = False, italic: bool = False,
         underline: bool = False) -> BitmapFont:
    """The UI's bitmap font at ``size`` (cached; each style is its own font object)."""
    key = (size, bold, italic, underline)
    cached = _fonts.get(key)
    if cached is None:
        point, scale = font_face(size)
        style = "bold_italic" if bold and italic else "bold" if bold else "italic" if italic else "regular"
        cached = BitmapFont(f"helv{point}_{style}", scale=scale, bold=bold, italic=italic, underline=underline)
        _fonts[key] = cached
    return cached
