"""The Statistics screen's charts, drawn with pygame's lines and rectangles in the bitmap font and the Windows 3.1
colours: a white sunken plot with its title, labelled axes and a legend. Three kinds: the score race (each side's
totals hand by hand, with the target), bars (points a hand) and the win rate over time."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from .. import theme
from ..widgets import draw
from ..widgets.text import fit_text, render_text

LABEL_SIZE = 17  # the 13-pixel face of the dialogs' small print
GREEN = theme.FELTS["green"]
TEAL = theme.FELTS["teal"]
SIDE_COLOURS = (theme.NAVY, theme.MAROON, GREEN, TEAL)  # yours first
GRID = (224, 224, 224)
MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 46, 12, 30, 30


def nice_step(span: float, count: int = 5) -> int:
    """A round step (1, 2 or 5 times a power of ten) giving about ``count`` ticks over ``span``."""
    raw = max(span, 1) / count
    power = 10 ** math.floor(math.log10(raw))
    return int(next((step * power for step in (1, 2, 5, 10) if step * power >= raw), 10 * power)) or 1


@dataclass
class Plot:
    """A chart's frame: the white panel, its plotting area, and the value ranges mapped onto it."""

    rect: pygame.Rect  # the whole chart, title and axes included
    x_count: int  # points along the bottom (hands, games): 1..x_count
    y_low: int
    y_high: int

    @property
    def area(self) -> pygame.Rect:
        return pygame.Rect(self.rect.left + MARGIN_LEFT, self.rect.top + MARGIN_TOP,
                           self.rect.width - MARGIN_LEFT - MARGIN_RIGHT, self.rect.height - MARGIN_TOP - MARGIN_BOTTOM)

    def x(self, index: float) -> int:
        """The abscissa of point ``index`` (1..x_count), the first at the left edge (0 is the origin)."""
        area = self.area
        return area.left + round(index * (area.width - 1) / max(self.x_count, 1))

    def y(self, value: float) -> int:
        area = self.area
        span = max(self.y_high - self.y_low, 1)
        return area.bottom - 1 - round((value - self.y_low) * (area.height - 1) / span)


def frame(surface, rect: pygame.Rect, title: str, x_label: str, x_count: int, y_low: int, y_high: int,
          *, y_format=str, x_step: int | None = None, x_shift: float = 0) -> Plot:
    """The chart's panel, title, grid, axes and their labels; the Plot to draw the data into. ``x_shift``: how far
    left of its point each tick stands (half a step for bars, whose ticks stand at their middles)."""
    step = nice_step(y_high - y_low)
    low, high = step * math.floor(y_low / step), step * math.ceil(y_high / step)
    plot = Plot(rect, x_count, low, max(high, low + step))
    draw.panel(surface, rect, fill=theme.WHITE, sunk=True)
    font = theme.font(LABEL_SIZE)
    surface.blit(render_text(fit_text(title, font, rect.width - 12), font), (rect.left + 6, rect.top + 5))
    area = plot.area
    for value in range(plot.y_low, plot.y_high + 1, step):
        y = plot.y(value)
        pygame.draw.line(surface, theme.BLACK if value == 0 else GRID, (area.left, y), (area.right - 1, y))
        label = render_text(y_format(value), font)
        surface.blit(label, label.get_rect(midright=(area.left - 4, y)))
    pygame.draw.line(surface, theme.BLACK, (area.left, area.top), (area.left, area.bottom - 1))
    pygame.draw.line(surface, theme.BLACK, (area.left, area.bottom - 1), (area.right - 1, area.bottom - 1))
    x_step = x_step or nice_step(x_count, 8)
    for index in range(x_step, x_count + 1, x_step):
        x = plot.x(index - x_shift)
        pygame.draw.line(surface, theme.BLACK, (x, area.bottom), (x, area.bottom + 2))
        label = render_text(str(index), font)
        surface.blit(label, label.get_rect(midtop=(x, area.bottom + 3)))
    caption = render_text(x_label, font, theme.SHADOW)
    surface.blit(caption, caption.get_rect(bottomright=(area.right, rect.bottom - 3)))
    return plot


def legend(surface, plot: Plot, entries: list[tuple[tuple, str]]) -> None:
    """Coloured squares and their words along the top right of the chart, right-aligned."""
    font = theme.font(LABEL_SIZE)
    x = plot.rect.right - 8
    for colour, words in reversed(entries):
        label = render_text(words, font)
        x -= label.get_width()
        surface.blit(label, (x, plot.rect.top + 5))
        x -= 14
        box = pygame.Rect(x, plot.rect.top + 8, 9, 9)
        surface.fill(colour, box)
        pygame.draw.rect(surface, theme.BLACK, box, 1)
        x -= 12


def score_race(surface, rect: pygame.Rect, title: str, race) -> None:
    """Each side's totals after each hand (a Race of game.storage.player_stats), yours first, and the target."""
    sides = sorted(race.sides, key=lambda side: side != race.yours)
    values = [total[side] for total in race.totals for side in sides] + [0, race.target or 0]
    plot = frame(surface, rect, title, "hands", len(race.totals), min(values), max(values))
    if race.target:
        _dashed(surface, plot, race.target, theme.SHADOW)
        mark = render_text(f"target {race.target}", theme.font(LABEL_SIZE), theme.SHADOW)
        surface.blit(mark, mark.get_rect(bottomleft=(plot.area.left + 4, plot.y(race.target) - 1)))
    for colour, side in reversed(list(zip(SIDE_COLOURS, sides, strict=False))):
        points = [(plot.x(0), plot.y(0))] + [(plot.x(i), plot.y(total[side])) for i, total in
                                             enumerate(race.totals, 1)]
        pygame.draw.lines(surface, colour, False, points, 2)
        for point in points[1:]:
            pygame.draw.rect(surface, colour, pygame.Rect(point[0] - 2, point[1] - 2, 5, 5))
    legend(surface, plot, [(colour, _side_words(race, side)) for colour, side in zip(SIDE_COLOURS, sides,
                                                                                      strict=False)])


def bars(surface, rect: pygame.Rect, title: str, values: list[int], won: list[bool]) -> None:
    """One bar a hand (your side's points), navy for a hand won, maroon for one lost, up from zero or down."""
    plot = frame(surface, rect, title, "hands", len(values), min([0, *values]), max([0, *values]), x_shift=0.5)
    width = max(1, (plot.area.width - 2) // max(len(values), 1) - 2)
    for index, (points, good) in enumerate(zip(values, won, strict=True), 1):
        centre = plot.x(index - 0.5)
        top, bottom = sorted((plot.y(points), plot.y(0)))
        bar = pygame.Rect(centre - width // 2, top, width, max(bottom - top, 1))
        surface.fill(theme.NAVY if good else theme.MAROON, bar)
    legend(surface, plot, [(theme.NAVY, "hand won"), (theme.MAROON, "hand lost")])


def win_rate(surface, rect: pygame.Rect, title: str, rates: list[float], won: list[bool]) -> None:
    """Your running share of games won after each game (0 to 100%), a filled dot for a game won, a hollow one for
    a game lost; the 50% line dashed."""
    plot = frame(surface, rect, title, "games", len(rates), 0, 100, y_format=lambda value: f"{value}%")
    _dashed(surface, plot, 50, theme.SHADOW)
    points = [(plot.x(i), plot.y(rate * 100)) for i, rate in enumerate(rates, 1)]
    if len(points) > 1:
        pygame.draw.lines(surface, GREEN, False, points, 2)
    for point, good in zip(points, won, strict=True):
        pygame.draw.circle(surface, theme.WHITE, point, 4)
        pygame.draw.circle(surface, GREEN, point, 4, 0 if good else 1)
    legend(surface, plot, [(GREEN, "share of games won so far")])


def empty(surface, rect: pygame.Rect, title: str, sentence: str) -> None:
    """A chart's place with a sentence instead (nothing to draw yet)."""
    draw.panel(surface, rect, fill=theme.WHITE, sunk=True)
    font = theme.font(LABEL_SIZE)
    surface.blit(render_text(fit_text(title, font, rect.width - 12), font), (rect.left + 6, rect.top + 5))
    words = render_text(fit_text(sentence, theme.font(), rect.width - 20), theme.font())
    surface.blit(words, words.get_rect(center=rect.center))


def _dashed(surface, plot: Plot, value: int, colour) -> None:
    y = plot.y(value)
    for x in range(plot.area.left + 1, plot.area.right - 1, 8):
        pygame.draw.line(surface, colour, (x, y), (min(x + 4, plot.area.right - 2), y))


def _side_words(race, side: str) -> str:
    """The names of a side's players, "(you)" after yours unless a seat there is already called "You"."""
    names = race.labels.get(side, side)
    if side != race.yours or "you" in (name.casefold() for name in names.split(" & ")):
        return names
    return f"{names} (you)"
