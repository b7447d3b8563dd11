"""Belote's score file (Tommy's Belote kept it in BELOTE.SCR): each side's totals, what belongs to no side, and
how a scored hand adds to them (:mod:`game.score_file` keeps the file)."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.options import option
from game.engine.score_counting import SIDES, GameCounting, add_points, count_game, points_of

from .rules import BELOTE_POINTS

BELOTE_CAPOT_KINDS = ("capot",)
BELOTE_DECLARATION_KINDS = ("declarations",)


@dataclass
class SideTotals:
    """One side's totals at Belote."""

    points: int = option(0, "Total points", "Every point the side scored")
    games_won: int = option(0, "Games won", "Games the side won", min=0)
    taken: int = option(0, "Hands taken", "Hands in which the side took the trumps", min=0)
    made: int = option(0, "Contracts made", "Hands taken in which the side made its contract", min=0)
    dedans: int = option(0, "Dedans (went in)", "Hands taken in which the side went in (dedans)", min=0)
    capots: int = option(0, "Capots", "Hands in which the side won every trick", min=0)
    belotes: int = option(0, "Belote-Rebelote", "How many times the side scored Belote-Rebelote", min=0)
    declarations: int = option(0, "Declaration points", "Points the side scored for declarations", min=0)
    best_hand: int = option(0, "Best hand", "The side's highest score in one hand", min=0)


@dataclass
class Counts:
    """What belongs to no side at Belote: since when the file counts, the hands played and those everybody
    passed."""

    since: str = option("", "Kept since", "The day the file was started or last erased", max_length=40)
    hands: int = option(0, "Hands played", "Hands scored at the table, a replayed hand again", min=0)
    passed_out: int = option(0, "Passed out", "Hands in which everybody passed twice", min=0)


def count_belote_hand(sheet, result, winner: str | None) -> None:
    sheet.counts.hands += 1
    if result.passed_out:
        sheet.counts.passed_out += 1
    for side in SIDES:
        totals = sheet.sides[side]
        entries = add_points(totals, result, side)
        if any(entry.kind in BELOTE_CAPOT_KINDS for entry in entries):
            totals.capots += 1
        totals.belotes += points_of(entries, ("belote",)) // BELOTE_POINTS
        totals.declarations += points_of(entries, BELOTE_DECLARATION_KINDS)
    if result.declarer is not None and not result.passed_out:
        takers = sheet.sides[result.declarer.side]
        takers.taken += 1
        if result.made:
            takers.made += 1
        else:
            takers.dedans += 1
    count_game(sheet, winner)


BELOTE = GameCounting(SideTotals, Counts, count_belote_hand, ("passed_out", "passed out"))
