"""The UI's bitmap font: crisp pixel letters drawn at 1x from the glyph atlases of fonts/ (tools/make_fonts.py).

``BitmapFont`` offers what the UI uses of ``pygame.font.Font``: ``render``, ``size``, ``get_height``,
``get_ascent``, ``get_descent``, ``get_linesize`` and the ``bold``/``italic``/``underline`` flags. Glyphs
are copied pixel for pixel (never smoothed: the window's SCALED mode does the enlarging). The suits ♠ ♥ ♦ ♣
are glyphs of the same family at the digits' height; ♥ and ♦ are red when the text is dark, and take the
text's colour when it is light (white on the felt or a title bar), where red would not read. A character
the font lacks is drawn as its unaccented letter when it has one, else as an open box: never a crash.
"""

from __future__ import annotations

import json
import unicodedata
from dataclasses import dataclass
from functools import cache, lru_cache

import pygame

from . import resources

RED_SUIT = (192, 0, 0)
RED_SUITS = "♥♦"
REPLACEMENT = "\ufffd"
ALIASES = {"♤": "♠", "♡": "♥", "♢": "♦", "♧": "♣", "\t": " ", "\u2212": "−"}
Colour = tuple[int, ...]


@dataclass(frozen=True, eq=False)
class Face:
    """One face's atlas strip (white glyphs) and metrics."""

    name: str
    strip: pygame.Surface
    ascent: int
    descent: int
    glyphs: dict[str, tuple[int, int, int, int]]  # char: (x in the strip, width, left bearing, advance)

    def glyph_of(self, char: str) -> str:
        """The character drawn for ``char``: itself, its alias or unaccented letter, or the replacement box."""
        char = ALIASES.get(char, char)
        if char in self.glyphs:
            return char
        if unicodedata.category(char) == "Cc":
            return ""
        base = unicodedata.normalize("NFKD", char)[:1]
        return base if base in self.glyphs and base != char else REPLACEMENT


@lru_cache(maxsize=1)
def _metrics() -> dict:
    return json.loads(resources.font_file("fonts.json").read_text(encoding="utf-8"))["faces"]


@cache
def face(name: str) -> Face:
    data = _metrics()[name]
    strip = pygame.image.load(str(resources.font_file(f"{name}.png")))
    if pygame.display.get_surface() is not None:
        strip = strip.convert_alpha()
    glyphs = {char: (x, width, bearing, advance) for char, (x, width, bearing, advance) in data["glyphs"].items()}
    return Face(name, strip, data["ascent"], data["descent"], glyphs)


def is_dark(colour: Colour) -> bool:
    r, g, b = colour[:3]
    return r * 299 + g * 587 + b * 114 < 128_000


class BitmapFont:
    """A face at a whole-pixel ``scale``, with pygame.font.Font's interface."""

    def __init__(self, face_name: str, *, scale: int = 1, bold: bool = False, italic: bool = False,
                 underline: bool = False) -> None:
        self.face = face(face_name)
        self.scale = scale
        self.bold, self.italic, self.underline = bold, italic, underline
        self._inks: dict[Colour, pygame.Surface] = {}

    def __repr__(self) -> str:
        return f"BitmapFont({self.face.name!r}, scale={self.scale}, underline={self.underline})"

    # -- metrics ------------------------------------------------------------------------------------------

    def get_ascent(self) -> int:
        return self.face.ascent * self.scale

    def get_descent(self) -> int:
        return -self.face.descent * self.scale

    def get_height(self) -> int:
        return (self.face.ascent + self.face.descent) * self.scale

    def get_linesize(self) -> int:
        return self.get_height() + self.scale

    def size(self, text: str) -> tuple[int, int]:
        return self._layout(text)[1] * self.scale, self.get_height()

    def covers(self, char: str) -> bool:
        """Whether ``char`` has a glyph of its own (no stand-in letter, no replacement box)."""
        return ALIASES.get(char, char) in self.face.glyphs

    def _layout(self, text: str) -> tuple[list[tuple[int, str]], int]:
        """Where each glyph goes (x at 1x) and the width of the line at 1x."""
        return _layout(self.face, text)

    # -- drawing ------------------------------------------------------------------------------------------

    def render(self, text: str, antialias: bool = False, color=(0, 0, 0), background=None) -> pygame.Surface:
        """The line of text in ``color`` on a transparent (or ``background``) surface, a new surface the caller
        may draw on; ``antialias`` is ignored: the letters are bitmaps."""
        colour = tuple(pygame.Color(color))
        back = tuple(pygame.Color(background)) if background is not None else None
        return _drawn(self, text, colour, back).copy()

    def draw(self, text: str, colour: Colour, background: Colour | None) -> pygame.Surface:
        placed, width = self._layout(text)
        surface = pygame.Surface((width, self.face.ascent + self.face.descent), pygame.SRCALPHA)
        if background is not None:
            surface.fill(background)
        ink, height = self._ink(colour), surface.get_height()
        glyphs = self.face.glyphs
        surface.blits([(ink, (x, 0), (glyphs[char][0], 0, glyphs[char][1], height)) for x, char in placed],
                      doreturn=False)
        if self.underline and width:
            y = min(height - 1, self.face.ascent + 1)
            pygame.draw.line(surface, colour, (0, y), (width - 1, y))
        return pygame.transform.scale_by(surface, self.scale) if self.scale != 1 else surface

    def _ink(self, colour: Colour) -> pygame.Surface:
        """The atlas strip in ``colour`` (red suits red on dark text), made once per colour."""
        ink = self._inks.get(colour)
        if ink is None:
            ink = self.face.strip.copy()
            ink.fill(colour if len(colour) == 4 else (*colour, 255), special_flags=pygame.BLEND_RGBA_MULT)
            if is_dark(colour):
                for suit in RED_SUITS:
                    left, width, _bearing, _advance = self.face.glyphs[suit]
                    area = pygame.Rect(left, 0, width, ink.get_height())
                    ink.fill((0, 0, 0, 0), area, special_flags=pygame.BLEND_RGB_MULT)
                    ink.fill((*RED_SUIT, 0), area, special_flags=pygame.BLEND_RGB_ADD)
            self._inks[colour] = ink
        return ink


@lru_cache(maxsize=1024)
def _drawn(font: BitmapFont, text: str, colour: Colour, background: Colour | None) -> pygame.Surface:
    """The lines the UI draws again and again (menus, status bar, labels) are drawn once."""
    return font.draw(text, colour, background)


@lru_cache(maxsize=4096)
def _layout(face: Face, text: str) -> tuple[list[tuple[int, str]], int]:
    placed: list[tuple[int, str]] = []
    pen = right = 0
    for char in text:
        drawn = face.glyph_of(char)
        if not drawn:
            continue
        _left, width, bearing, advance = face.glyphs[drawn]
        if not placed and bearing < 0:
            pen -= bearing  # an italic's first overhang stays inside the surface
        if width:
            placed.append((pen + bearing, drawn))
            right = max(right, pen + bearing + width)
        pen += advance
    return placed, max(pen, right)
