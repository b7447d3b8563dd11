"""The score file: each side's total points and a player's statistics, kept across sessions and games until the
player erases it (Tommy's Belote kept them in BELOTE.SCR; Pinochle keeps one too).

Plain Python: the file of scores, from the :class:`~game.engine.result.HandResult` of every hand scored at the table,
and how a file's values are checked (with the rule options' own checks). Reading and writing the file is
:mod:`game.storage`'s job. A game offers a score file when its ``GameInfo`` in the registry (``game.variants.GAMES``)
has a ``score_file``, a :class:`~game.engine.score_counting.GameCounting` declared in the game's package: which
totals each side keeps, what belongs to no side, and how a scored hand adds to them. 32 Card Bridge keeps its
finished games in the history database instead, so it has none.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from datetime import date
from typing import Any

from game.engine.options import options_from_json
from game.engine.score_counting import SIDES, GameCounting
from game.variants import GAMES

SIDE_NAMES = {"NS": "North-South", "EW": "East-West"}

# A file made without naming its game is the first game's in the registry that keeps one: Belote's, whose
# BELOTE.SCR was the first score file.
FIRST_COUNTING = next(info.score_file for info in GAMES.values() if info.score_file is not None)


def offered(variant_id: str) -> bool:
    """Whether the game keeps a score file (and its table shows the Score file item)."""
    info = GAMES.get(variant_id)
    return info is not None and info.score_file is not None


def counting(variant_id: str) -> GameCounting:
    """The game's counting; ValueError for a game that keeps no score file."""
    game = GAMES[variant_id].score_file if offered(variant_id) else None
    if game is None:
        raise ValueError(f"{variant_id!r} keeps no score file")
    return game


# -- the file ------------------------------------------------------------------------------------------------------
@dataclass
class ScoreFile:
    """A game's score file (``FIRST_COUNTING``, Belote's, unless ``game`` says otherwise); ``None`` counts or sides
    start at zero."""

    counts: Any = None  # the game's counts (``game.counts``: hands, since...)
    sides: Any = None  # side -> the game's totals
    game: GameCounting = field(default=FIRST_COUNTING, kw_only=True)
    last_counted: str = field(default="", kw_only=True, compare=False)  # the last hand counted (count_hand)

    def __post_init__(self) -> None:
        if self.counts is None:
            self.counts = self.game.counts(since=date.today().isoformat())
        if self.sides is None:
            self.sides = {side: self.game.totals() for side in SIDES}

    @classmethod
    def started(cls, day: date | None = None, game: GameCounting = FIRST_COUNTING) -> ScoreFile:
        """A new file, counting from ``day`` (today by default)."""
        return cls(game.counts(since=(day or date.today()).isoformat()), game=game)

    def to_json(self) -> dict:
        return {**asdict(self.counts), "sides": {side: asdict(totals) for side, totals in self.sides.items()}}

    @property
    def games(self) -> int:
        return sum(totals.games_won for totals in self.sides.values())


def new_file(variant_id: str, day: date | None = None) -> ScoreFile:
    """The game's score file started afresh (today by default); ValueError for a game that keeps none."""
    return ScoreFile.started(day, counting(variant_id))


def from_json(data, game: GameCounting = FIRST_COUNTING) -> tuple[ScoreFile, list[str]]:
    """A score file from its JSON object, and the problems found: a wrong value is reported and counts from zero,
    the others are kept. Not an object at all: ValueError."""
    if not isinstance(data, dict):
        raise ValueError("it holds no scores")
    plain = {name: value for name, value in data.items() if name != "sides"}
    counts, problems = options_from_json(game.counts, plain, strict=False)
    sheet = ScoreFile(counts, game=game)
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
        sheet.sides[side], wrong = options_from_json(game.totals, values, strict=False)
        problems += [f"{SIDE_NAMES[side]}: {problem}" for problem in wrong]
    return sheet, problems


def count_hand(sheet: ScoreFile, result, winner: str | None = None, key: str | None = None) -> bool:
    """Add a scored hand (its ``HandResult``) to ``sheet``, by the sheet's game; ``winner``: the side whose game this
    hand won. ``key`` names the hand (its game's key and number): the hand counted last is not counted again, so a
    program stopped between writing the score file and the autosave counts each hand once. True if it was added."""
    if key and key == sheet.last_counted:
        return False
    sheet.game.count(sheet, result, winner)
    sheet.last_counted = key or ""
    return True


def rows(sheet: ScoreFile) -> list[tuple[str, list[str]]]:
    """The dialog's table: (label, one cell per side) for every total, in the order of the game's totals; big
    numbers with thousands separators."""
    return [(f.metadata["label"], [f"{getattr(sheet.sides[side], f.name):,}" for side in SIDES])
            for f in fields(sheet.game.totals)]


def summary(sheet: ScoreFile) -> str:
    """Since when the file counts (a line of its own), then the hands and games over both sides."""
    counts = sheet.counts
    name, words = sheet.game.aside
    hands = f"{counts.hands:,} hand" + ("" if counts.hands == 1 else "s")
    games = f"{sheet.games:,} game" + ("" if sheet.games == 1 else "s")
    return f"{_since_words(counts.since)}{hands} played ({getattr(counts, name):,} {words}), {games} won."


def _since_words(since: str) -> str:
    try:
        day = date.fromisoformat(since)
    except ValueError:
        return f"Kept since {since}.\n" if since else ""
    return f"Kept since {day.day} {day:%B %Y}.\n"
