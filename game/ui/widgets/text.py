"""Text with inline suit symbols, and word-wrapped paragraphs of styled runs.

pygame's default font has no suit glyphs, so ``[S] [H] [D] [C]`` (and the characters ♠ ♥ ♦ ♣) are drawn
with the sprites of sprites/suits/: ``render_text("80 [S]", font)`` shows "80" and a spade.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

import pygame

from .. import resources, theme

SUIT_OF_MARK = {
    "[S]": "S", "[H]": "H", "[D]": "D", "[C]": "C",
    "♠": "S", "♥": "H", "♦": "D", "♣": "C", "♤": "S", "♡": "H", "♢": "D", "♧": "C",
}
_SUIT_PATTERN = re.compile("(" + "|".join(re.escape(mark) for mark in SUIT_OF_MARK) + ")")
_TOKEN_PATTERN = re.compile(r"\s+|[^\s]+")


@dataclass(frozen=True)
class Suit:
    letter: str


def split_suits(text: str) -> list[str | Suit]:
    """The text cut into plain strings and Suit marks."""
    parts: list[str | Suit] = []
    for piece in _SUIT_PATTERN.split(text):
        if not piece:
            continue
        parts.append(Suit(SUIT_OF_MARK[piece]) if piece in SUIT_OF_MARK else piece)
    return parts


@lru_cache(maxsize=64)
def suit_image(letter: str, height: int) -> pygame.Surface:
    """A suit sprite sized for a line of text ``height`` pixels high."""
    if height <= 15:
        return resources.image(f"suits/{letter}_small")
    size = min(24, height - 2)
    big = resources.image(f"suits/{letter}")
    return big if size == 24 else pygame.transform.smoothscale(big, (size, size))


def _suit_y(font: pygame.font.Font, image: pygame.Surface) -> int:
    """Top of a suit image so it sits on the baseline like a capital letter."""
    return max(0, font.get_ascent() - image.get_height() + 1)


def text_size(text: str, font: pygame.font.Font) -> tuple[int, int]:
    width = 0
    for part in split_suits(text):
        if isinstance(part, Suit):
            width += suit_image(part.letter, font.get_height()).get_width()
        else:
            width += font.size(part)[0]
    return width, font.get_height()


def fit_text(text: str, font: pygame.font.Font, width: int) -> str:
    """The text, cut short with "..." if it is wider than ``width``."""
    if text_size(text, font)[0] <= width:
        return text
    while text and text_size(text + "...", font)[0] > width:
        text = text[:-1]
    return text.rstrip() + "..."


def render_text(text: str, font: pygame.font.Font | None = None, color=theme.BLACK) -> pygame.Surface:
    """One line of text, with ``[S]``-style marks drawn as suit symbols (transparent background)."""
    font = font or theme.font()
    parts = split_suits(text)
    if not any(isinstance(p, Suit) for p in parts):
        return font.render(text or " ", True, color)
    surface = pygame.Surface(text_size(text, font), pygame.SRCALPHA)
    x = 0
    for part in parts:
        if isinstance(part, Suit):
            image = suit_image(part.letter, font.get_height())
            surface.blit(image, (x, _suit_y(font, image)))
            x += image.get_width()
        else:
            piece = font.render(part, True, color)
            surface.blit(piece, (x, 0))
            x += piece.get_width()
    return surface


# -- paragraphs -------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Style:
    size: int = theme.UI_FONT_SIZE
    color: tuple = theme.BLACK
    bold: bool = False
    italic: bool = False
    underline: bool = False

    @property
    def font(self) -> pygame.font.Font:
        return theme.font(self.size, bold=self.bold, italic=self.italic, underline=self.underline)


@dataclass
class Line:
    height: int
    items: list  # (x, y, surface)


def _tokens(runs) -> list[tuple[str | Suit, Style]]:
    tokens = []
    for text, style in runs:
        for part in split_suits(text):
            if isinstance(part, Suit):
                tokens.append((part, style))
            else:
                tokens.extend((word, style) for word in _TOKEN_PATTERN.findall(part))
    return tokens


def _render_token(token, style: Style) -> pygame.Surface:
    font = style.font
    if isinstance(token, Suit):
        image = suit_image(token.letter, font.get_height())
        surface = pygame.Surface((image.get_width(), font.get_height()), pygame.SRCALPHA)
        surface.blit(image, (0, _suit_y(font, image)))
        return surface
    return font.render(token, True, style.color)


def _break_word(word: str, style: Style, width: int) -> list[str]:
    """A word too long for a line, cut into pieces that fit."""
    pieces, current = [], ""
    for ch in word:
        if current and style.font.size(current + ch)[0] > width:
            pieces.append(current)
            current = ""
        current += ch
    return pieces + [current] if current else pieces


def wrap_runs(runs, width: int) -> list[Line]:
    """Lay out styled runs ``[(text, Style), ...]`` in lines at most ``width`` pixels wide.
    A newline in the text starts a new line."""
    lines: list[Line] = []
    items: list = []
    x = 0

    def finish():
        nonlocal items, x
        height = max((s.get_height() for _, _, s in items if s is not None), default=theme.font().get_linesize())
        lines.append(Line(height, items))
        items, x = [], 0

    for token, style in _tokens(runs):
        if isinstance(token, str) and "\n" in token:
            for _ in range(token.count("\n")):
                finish()
            continue
        if isinstance(token, str) and token.isspace():
            if items:
                items.append((x, 0, None))  # a pending space: kept only when a word follows
                x += style.font.size(" ")[0]
            continue
        pieces = [token]
        if isinstance(token, str) and style.font.size(token)[0] > width:
            pieces = _break_word(token, style, width)
        for piece in pieces:
            surface = _render_token(piece, style)
            if items and x + surface.get_width() > width:
                while items and items[-1][2] is None:
                    items.pop()
                finish()
            items.append((x, 0, surface))
            x += surface.get_width()
    if items or not lines:
        finish()
    for line in lines:
        line.items = [(ix, line.height - s.get_height(), s) for ix, _, s in line.items if s is not None]
    return lines


def lines_height(lines: list[Line], spacing: int = 0) -> int:
    return sum(line.height + spacing for line in lines)


def draw_lines(surface: pygame.Surface, lines: list[Line], pos, spacing: int = 0, align: str = "left",
               width: int = 0) -> int:
    """Blit laid-out lines at ``pos``; returns the height used."""
    x0, y = pos
    for line in lines:
        line_width = max((ix + s.get_width() for ix, _, s in line.items), default=0)
        shift = (width - line_width) // 2 if align == "center" and width else 0
        for ix, iy, image in line.items:
            surface.blit(image, (x0 + shift + ix, y + iy))
        y += line.height + spacing
    return y - pos[1]


@lru_cache(maxsize=256)
def render_paragraph(text: str, width: int, style: Style | None = None, align: str = "left") -> pygame.Surface:
    """A wrapped block of one style (message boxes, captions); transparent background. Cached: the
    surface is shared, never draw on it."""
    lines = wrap_runs([(text, style or Style())], width)
    used = max((max((ix + s.get_width() for ix, _, s in ln.items), default=0) for ln in lines), default=0)
    surface = pygame.Surface((max(1, used), max(1, lines_height(lines))), pygame.SRCALPHA)
    draw_lines(surface, lines, (0, 0), align=align, width=used)
    return surface
