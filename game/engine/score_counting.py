"""What a game's score file counts (:class:`GameCounting`), and the helpers every game's counting shares. A game
that keeps a score file declares its counting in its package (``game/variants/<game>/score_file.py``);
:mod:`game.score_file` keeps the file itself and finds the counting through the registry of games."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .seats import SIDES


@dataclass(frozen=True)
class GameCounting:
    """What one game's score file keeps. ``totals``: one side's totals (their option labels are the rows of the
    Score file dialog, in order); ``counts``: what belongs to no side, starting with ``since`` and ``hands``;
    ``count(sheet, result, winner)``: add a scored hand; ``aside``: the field of ``counts`` said in brackets after
    the hands in the summary, and its words ("passed out")."""

    totals: type
    counts: type
    count: Callable
    aside: tuple[str, str]


def add_points(totals, result, side: str) -> list:
    """Add the side's points and best hand (every game keeps them); the side's score entries."""
    points = int(result.points.get(side, 0))
    totals.points += points
    totals.best_hand = max(totals.best_hand, points)
    return result.entries.get(side, [])


def points_of(entries, kinds) -> int:
    return sum(entry.points for entry in entries if entry.kind in kinds)


def count_game(sheet, winner: str | None) -> None:
    if winner in sheet.sides:
        sheet.sides[winner].games_won += 1


__all__ = ["SIDES", "GameCounting", "add_points", "count_game", "points_of"]
