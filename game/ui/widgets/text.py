"""Text with inline suit symbols, and word-wrapped paragraphs of styled runs.

The UI font (game/ui/bitmap_font.py) draws ♠ ♥ ♦ ♣ as glyphs of its own family; the marks ``[S] [H] [D]
[C]`` stand for them: ``render_text("80 [S]", font)`` shows "80" and a spade.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

import pygame

from .. import theme
from ..bitmap_font import BitmapFont

SYMBOL_OF_MARK = {"[S]": "♠", "[H]": "♥", "[D]": "♦", "[C]": "♣"}
_MARK_PATTERN = re.compile("|".join(re.escape(mark) for mark in SYMBOL_OF_MARK))
_TOKEN_PATTERN = re.compile(r"\s+|[^\s]+")


def with_symbols(text: str) -> str:
    """The text with each ``[S]``-style mark replaced by its suit symbol."""
    return _MARK_PATTERN.sub(lambda match: SYMBOL_OF_MARK[match.group()], text) if "[" in text else text


def text_size(text: str, font: BitmapFont) -> tuple[int, int]:
    return font.size(with_symbols(text))


def fit_text(text: str, font: BitmapFont, width: int) -> str:
    """The text (marks turned into symbols), cut short with "..." if it is wider than ``width``."""
    text = with_symbols(text)
    if font.size(text)[0] <= width:
        return text
    while text and font.size(text + "...")[0] > width:
        text = text[:-1]
    return text.rstrip() + "..."


def render_text(text: str, font: BitmapFont | None = None, color=theme.BLACK) -> pygame.Surface:
    """One line of text, with ``[S]``-style marks drawn as suit symbols (transparent background)."""
    font = font or theme.font()
    return font.render(with_symbols(text) or " ", False, color)


# -- paragraphs -------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Style:
    size: int = theme.UI_FONT_SIZE
    color: tuple = theme.BLACK
    bold: bool = False
    italic: bool = False
    underline: bool = False

    @property
    def font(self) -> BitmapFont:
        return theme.font(self.size, bold=self.bold, italic=self.italic, underline=self.underline)


@dataclass
class Line:
    height: int
    items: list  # (x, y, surface)


def _tokens(runs) -> list[tuple[str, Style]]:
    return [(word, style) for text, style in runs for word in _TOKEN_PATTERN.findall(with_symbols(text))]


def _render_token(token: str, style: Style) -> pygame.Surface:
    return style.font.render(token, False, style.color)


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
        if "\n" in token:
            for _ in range(token.count("\n")):
                finish()
            continue
        if token.isspace():
            if items:
                items.append((x, 0, None))  # a pending space: kept only when a word follows
                x += style.font.size(" ")[0]
            continue
        pieces = [token]
        if style.font.size(token)[0] > width:
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
