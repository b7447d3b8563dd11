"""The small Markdown of the help texts, cut into pages and drawn onto surfaces (the parsing is in
game/markdown.py, shared with the terminal).

Understood: ``#`` headings (each starts a page), ``##``/``###`` headings, paragraphs, ``-``/``*`` and ``1.``
lists (nested by indentation), tables with a header row, fenced code blocks, ``---`` rules, and inline
``**bold**``, ``*italic*``, ```code``` and ``[text](link)`` (shown as its text). Suit marks (``[S]``, ♠...)
are drawn as suit symbols.
"""

from __future__ import annotations

import pygame

from game.markdown import Block, Page, parse_blocks, parse_inline, parse_pages

from . import theme
from .theme import BLACK, MAROON, NAVY, WHITE
from .widgets.text import Line, Style, draw_lines, lines_height, wrap_runs

__all__ = ["Block", "Page", "PageRenderer", "parse_blocks", "parse_inline", "parse_pages", "styled_runs"]

# -- drawing ------------------------------------------------------------------------------------------------

BODY = Style()
STYLES = {
    "plain": BODY,
    "bold": Style(bold=True),
    "italic": Style(italic=True),
    "code": Style(color=MAROON),
}
HEADINGS = {1: Style(size=30, color=NAVY), 2: Style(size=23, color=NAVY), 3: Style(size=20, color=NAVY, bold=True)}
INDENT = 18
TABLE_PADDING = 6
TABLE_HEADER = (224, 224, 224)
RULE_COLOR = (128, 128, 128)


def styled_runs(text: str, base: Style = BODY) -> list[tuple[str, Style]]:
    runs = []
    for piece, kind in parse_inline(text):
        style = STYLES[kind]
        if base is not BODY and kind == "plain":
            style = base
        runs.append((piece, style))
    return runs


class PageRenderer:
    """Lays out the blocks of a page for a given width and draws them onto one tall surface."""

    def __init__(self, width: int):
        self.width = width

    def render(self, page: Page) -> pygame.Surface:
        parts: list[tuple[int, pygame.Surface]] = []
        y = 0
        previous = None
        for block in page.blocks:
            y += self._space_before(block, previous)
            image = self.render_block(block)
            parts.append((y, image))
            y += image.get_height()
            previous = block
        surface = pygame.Surface((self.width, y + 16))
        surface.fill(WHITE)
        for top, image in parts:
            surface.blit(image, (0, top))
        return surface

    @staticmethod
    def _space_before(block: Block, previous: Block | None) -> int:
        if previous is None:
            return 0
        if block.kind == "heading":
            return 14
        if block.kind == "item" and previous.kind == "item":
            return 3
        return 9

    def render_block(self, block: Block) -> pygame.Surface:
        if block.kind == "heading":
            return self._heading(block)
        if block.kind == "item":
            return self._item(block)
        if block.kind == "table":
            return self._table(block.rows)
        if block.kind == "code":
            return self._code(block.text)
        if block.kind == "rule":
            surface = _transparent(self.width, 9)
            pygame.draw.line(surface, RULE_COLOR, (0, 4), (self.width - 1, 4))
            return surface
        return _lines_surface(wrap_runs(styled_runs(block.text), self.width), self.width)

    def _heading(self, block: Block) -> pygame.Surface:
        style = HEADINGS.get(block.level, HEADINGS[3])
        lines = wrap_runs(styled_runs(block.text, style), self.width)
        underline = 4 if block.level == 1 else 0
        surface = _transparent(self.width, lines_height(lines) + underline)
        draw_lines(surface, lines, (0, 0))
        if underline:
            y = surface.get_height() - 2
            pygame.draw.line(surface, NAVY, (0, y), (self.width - 1, y), 2)
        return surface

    def _item(self, block: Block) -> pygame.Surface:
        left = INDENT * (block.level + 1)
        lines = wrap_runs(styled_runs(block.text), self.width - left)
        surface = _lines_surface(lines, self.width, left)
        first_height = lines[0].height if lines else theme.font().get_height()
        if block.marker[0].isdigit():
            number = theme.font().render(block.marker, True, BLACK)
            surface.blit(number, number.get_rect(topright=(left - 4, first_height - number.get_height())))
        else:
            center = (left - 9, first_height // 2 + 1)
            if block.level % 2:
                pygame.draw.circle(surface, BLACK, center, 3, 1)
            else:
                pygame.draw.rect(surface, NAVY, pygame.Rect(center[0] - 2, center[1] - 2, 5, 5))
        return surface

    def _code(self, text: str) -> pygame.Surface:
        lines = wrap_runs([(text, STYLES["code"])], self.width - 2 * INDENT)
        surface = _transparent(self.width, lines_height(lines) + 8)
        surface.fill((240, 240, 240), pygame.Rect(INDENT - 6, 0, self.width - 2 * INDENT + 12, surface.get_height()))
        draw_lines(surface, lines, (INDENT, 4))
        return surface

    # -- tables -------------------------------------------------------------------------------
    def _table(self, rows: list[list[str]]) -> pygame.Surface:
        if not rows:
            return _transparent(self.width, 1)
        columns = max(len(row) for row in rows)
        rows = [row + [""] * (columns - len(row)) for row in rows]
        widths = self._column_widths(rows, columns)
        cells = [[self._cell(text, width, header=r == 0) for text, width in zip(row, widths, strict=True)]
                 for r, row in enumerate(rows)]
        heights = [max(lines_height(cell) for cell in row) + 2 * TABLE_PADDING - 2 for row in cells]
        total_width = sum(widths) + 1
        surface = _transparent(self.width, sum(heights) + 1)
        y = 0
        for r, row in enumerate(cells):
            x = 0
            for cell, width in zip(row, widths, strict=True):
                box = pygame.Rect(x, y, width + 1, heights[r] + 1)
                surface.fill(TABLE_HEADER if r == 0 else WHITE, box)
                pygame.draw.rect(surface, RULE_COLOR, box, 1)
                draw_lines(surface, cell, (x + TABLE_PADDING, y + TABLE_PADDING - 1))
                x += width
            y += heights[r]
        pygame.draw.rect(surface, BLACK, pygame.Rect(0, 0, total_width, y + 1), 1)
        return surface

    def _cell(self, text: str, width: int, header: bool) -> list[Line]:
        runs = [(piece, STYLES["bold"] if header and style is BODY else style) for piece, style in styled_runs(text)]
        return wrap_runs(runs, width - 2 * TABLE_PADDING)

    def _column_widths(self, rows, columns) -> list[int]:
        """Each column as wide as its longest cell, shrinking the widest ones until the table fits."""
        natural = [0] * columns
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                lines = self._cell(text, 10_000, header=r == 0)
                width = max((max((ix + s.get_width() for ix, _, s in line.items), default=0) for line in lines),
                            default=0)
                natural[c] = max(natural[c], width + 2 * TABLE_PADDING + 1)
        widths = list(natural)
        while sum(widths) > self.width - 1:
            widest = max(range(columns), key=lambda c: widths[c])
            if widths[widest] <= 48:
                break
            widths[widest] -= 4
        return widths


def _transparent(width: int, height: int) -> pygame.Surface:
    return pygame.Surface((width, max(1, height)), pygame.SRCALPHA)


def _lines_surface(lines: list[Line], width: int, left: int = 0) -> pygame.Surface:
    surface = _transparent(width, lines_height(lines))
    draw_lines(surface, lines, (left, 0))
    return surface
