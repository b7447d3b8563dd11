"""The score file: each side's total points and a player's statistics, kept across sessions and games until the
player erases it (Tommy's Belote kept them in BELOTE.SCR).

Plain Python: what is counted, from the :class:`~game.engine.result.HandResult` of every hand scored at the table,
and how a file's values are checked (with the rule options' own checks). Reading and writing the file is
:mod:`game.storage`'s job. A game offers a score file when it has :class:`CountingRules` in ``RULES``; 32 Card
Bridge keeps its finished games in the history database instead, so it has none.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from datetime import date

from game.engine.options import option, options_from_json
from game.variants.belote.rules import BELOTE_POINTS

SIDES = ("NS", "EW")
SIDE_NAMES = {"NS": "North-South", "EW": "East-West"}


@dataclass(frozen=True)
class CountingRules:
    """Which of a game's score entries (``ScoreEntry.kind``) are capots, Belote-Rebelote and declarations."""

    capot_kinds: tuple[str, ...] = ("capot",)
    belote_kind: str = "belote"
    belote_points: int = BELOTE_POINTS  # one Belote-Rebelote is worth this many points
    declaration_kinds: tuple[str, ...] = ("declarations",)


RULES = {"belote": CountingRules()}


def offered(variant_id: str) -> bool:
    """Whether the game keeps a score file (and its table shows the Score file item)."""
    return variant_id in RULES


@dataclass
class SideTotals:
    """One side's totals; the labels are the rows of the Score file dialog."""

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
    """What belongs to no side: since when the file counts, the hands played and those everybody passed."""

    since: str = option("", "Kept since", "The day the file was started or last erased", max_length=40)
    hands: int = option(0, "Hands played", "Hands scored at the table, a replayed hand again", min=0)
    passed_out: int = option(0, "Passed out", "Hands in which everybody passed twice", min=0)


@dataclass
class ScoreFile:
    counts: Counts = field(default_factory=lambda: Counts(since=date.today().isoformat()))
    sides: dict[str, SideTotals] = field(default_factory=lambda: {side: SideTotals() for side in SIDES})

    @classmethod
    def started(cls, day: date | None = None) -> ScoreFile:
        """A new file, counting from ``day`` (today by default)."""
        return cls(Counts(since=(day or date.today()).isoformat()))

    def to_json(self) -> dict:
        return {**asdict(self.counts), "sides": {side: asdict(totals) for side, totals in self.sides.items()}}

    @property
    def games(self) -> int:
        return sum(totals.games_won for totals in self.sides.values())


def from_json(data) -> tuple[ScoreFile, list[str]]:
    """A score file from its JSON object, and the problems found: a wrong value is reported and counts from zero,
    the others are kept. Not an object at all: ValueError."""
    if not isinstance(data, dict):
        raise ValueError("it holds no scores")
    plain = {name: value for name, value in data.items() if name != "sides"}
    counts, problems = options_from_json(Counts, plain, strict=False)
    sheet = ScoreFile(counts)
    sides = data.get("sides", {})
    if not isinstance(sides, dict):
        return sheet, [*problems, "the sides' totals are not a JSON object"]
    for side, values in sides.items():
        if side not in SIDES:
            problems.append(f"{side!r} is not a side (NS or EW)")
            continue
        if not isinstance(values, dict):
            problems.append(f"{SIDE_NAMES[side]}: the totals are not a JSON object")
            continue
        sheet.sides[side], wrong = options_from_json(SideTotals, values, strict=False)
        problems += [f"{SIDE_NAMES[side]}: {problem}" for problem in wrong]
    return sheet, problems


def count_hand(sheet: ScoreFile, result, winner: str | None = None, rules: CountingRules | None = None) -> None:
    """Add a scored hand (its ``HandResult``) to ``sheet``; ``winner``: the side whose game this hand won."""
    rules = rules or CountingRules()
    sheet.counts.hands += 1
    if result.passed_out:
        sheet.counts.passed_out += 1
    for side in SIDES:
        totals = sheet.sides[side]
        points = int(result.points.get(side, 0))
        entries = result.entries.get(side, [])
        totals.points += points
        totals.best_hand = max(totals.best_hand, points)
        if any(entry.kind in rules.capot_kinds for entry in entries):
            totals.capots += 1
        belote = sum(entry.points for entry in entries if entry.kind == rules.belote_kind)
        totals.belotes += belote // rules.belote_points
        totals.declarations += sum(entry.points for entry in entries if entry.kind in rules.declaration_kinds)
    if result.declarer is not None and not result.passed_out:
        takers = sheet.sides[result.declarer.side]
        takers.taken += 1
        if result.made:
            takers.made += 1
        else:
            takers.dedans += 1
    if winner in sheet.sides:
        sheet.sides[winner].games_won += 1


def rows(sheet: ScoreFile) -> list[tuple[str, list[str]]]:
    """The dialog's table: (label, one cell per side) for every total, in the order of :class:`SideTotals`."""
    return [(f.metadata["label"], [str(getattr(sheet.sides[side], f.name)) for side in SIDES])
            for f in fields(SideTotals)]


def summary(sheet: ScoreFile) -> str:
    """Since when the file counts (a line of its own), then the hands and games over both sides."""
    counts = sheet.counts
    hands = f"{counts.hands} hand" + ("" if counts.hands == 1 else "s")
    games = f"{sheet.games} game" + ("" if sheet.games == 1 else "s")
    return f"{_since_words(counts.since)}{hands} played ({counts.passed_out} passed out), {games} won."


def _since_words(since: str) -> str:
    try:
        day = date.fromisoformat(since)
    except ValueError:
        return f"Kept since {since}.\n" if since else ""
    return f"Kept since {day.day} {day:%B %Y}.\n"
