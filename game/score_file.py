"""The score file: each side's total points and a player's statistics, kept across sessions and games until the
player erases it (Tommy's Belote kept them in BELOTE.SCR; Pinochle keeps one too).

Plain Python: what is counted, from the :class:`~game.engine.result.HandResult` of every hand scored at the table,
and how a file's values are checked (with the rule options' own checks). Reading and writing the file is
:mod:`game.storage`'s job. A game offers a score file when it has a :class:`GameCounting` in ``RULES``: which totals
each side keeps, what belongs to no side, and how a scored hand adds to them. 32 Card Bridge keeps its finished games
in the history database instead, so it has none.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass, field, fields
from datetime import date

from game.engine.options import option, options_from_json
from game.variants.belote.rules import BELOTE_POINTS

SIDES = ("NS", "EW")
SIDE_NAMES = {"NS": "North-South", "EW": "East-West"}


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


# -- Belote --------------------------------------------------------------------------------------------------------
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


def count_belote_hand(sheet: ScoreFile, result, winner: str | None) -> None:
    sheet.counts.hands += 1
    if result.passed_out:
        sheet.counts.passed_out += 1
    for side in SIDES:
        totals = sheet.sides[side]
        entries = _add_points(totals, result, side)
        if any(entry.kind in BELOTE_CAPOT_KINDS for entry in entries):
            totals.capots += 1
        totals.belotes += _points_of(entries, ("belote",)) // BELOTE_POINTS
        totals.declarations += _points_of(entries, BELOTE_DECLARATION_KINDS)
    if result.declarer is not None and not result.passed_out:
        takers = sheet.sides[result.declarer.side]
        takers.taken += 1
        if result.made:
            takers.made += 1
        else:
            takers.dedans += 1
    _count_game(sheet, winner)


BELOTE = GameCounting(SideTotals, Counts, count_belote_hand, ("passed_out", "passed out"))


# -- Pinochle: the entry kinds are those of game.variants.pinochle.rules.score_hand ---------------------------------
PINOCHLE_MELD_KINDS = ("meld", "base")  # a base added to saved meld is meld too


@dataclass
class PinochleTotals:
    """One side's totals at Pinochle."""

    points: int = option(0, "Total points", "Every point the side scored, less the bids it lost")
    games_won: int = option(0, "Games won", "Games the side won", min=0)
    taken: int = option(0, "Bids taken", "Hands in which the side took the bid (one dropped on its dealer too)",
                        min=0)
    made: int = option(0, "Bids made", "Bids taken that the side made", min=0)
    set: int = option(0, "Set", "Bids taken that the side did not make, losing the bid", min=0)
    set_before_play: int = option(0, "Set before play", "Of those, the hands set before a card was played",
                                  min=0)
    outright: int = option(0, "Outright wins", "Hands in which the side took every counter, winning the game",
                           min=0)
    meld: int = option(0, "Meld scored", "Points of meld the side saved (with any base added)", min=0)
    counters: int = option(0, "Counters scored", "Counters the side scored (not those of an outright win)",
                           min=0)
    best_hand: int = option(0, "Best hand", "The side's highest score in one hand", min=0)
    highest_bid: int = option(0, "Highest bid made", "The highest bid the side took and made", min=0)


@dataclass
class PinochleCounts:
    """What belongs to no side at Pinochle: since when the file counts, the hands played and the bids dropped on
    the dealer."""

    since: str = option("", "Kept since", "The day the file was started or last erased", max_length=40)
    hands: int = option(0, "Hands played", "Hands scored at the table, a replayed hand again", min=0)
    dropped: int = option(0, "Dropped on the dealer", "Hands nobody bid, the dealer taking the lowest bid", min=0)


def count_pinochle_hand(sheet: ScoreFile, result, winner: str | None) -> None:
    sheet.counts.hands += 1
    if getattr(result, "dropped", False):
        sheet.counts.dropped += 1
    for side in SIDES:
        totals = sheet.sides[side]
        entries = _add_points(totals, result, side)
        totals.meld += _points_of(entries, PINOCHLE_MELD_KINDS)
        totals.counters += _points_of(entries, ("counters",))
        if any(entry.kind == "outright" for entry in entries):
            totals.outright += 1
    if result.declarer is not None:
        bidders = sheet.sides[result.declarer.side]
        bidders.taken += 1
        if result.made:
            bidders.made += 1
            bidders.highest_bid = max(bidders.highest_bid, _bid_amount(result.contract))
        else:
            bidders.set += 1
            if getattr(result, "set_before_play", False):
                bidders.set_before_play += 1
    _count_game(sheet, winner)


def _bid_amount(contract) -> int:
    text = str(contract or "")
    return int(text) if text.isdigit() else 0


PINOCHLE = GameCounting(PinochleTotals, PinochleCounts, count_pinochle_hand, ("dropped", "dropped on the dealer"))

RULES = {"belote": BELOTE, "pinochle": PINOCHLE}


def offered(variant_id: str) -> bool:
    """Whether the game keeps a score file (and its table shows the Score file item)."""
    return variant_id in RULES


def counting(variant_id: str) -> GameCounting:
    """The game's counting; ValueError for a game that keeps no score file."""
    try:
        return RULES[variant_id]
    except KeyError:
        raise ValueError(f"{variant_id!r} keeps no score file") from None


# -- the file ------------------------------------------------------------------------------------------------------
@dataclass
class ScoreFile:
    """A game's score file (Belote's unless ``game`` says otherwise); ``None`` counts or sides start at zero."""

    counts: object = None
    sides: dict = None
    game: GameCounting = field(default=BELOTE, kw_only=True)
    last_counted: str = field(default="", kw_only=True, compare=False)  # the last hand counted (count_hand)

    def __post_init__(self) -> None:
        if self.counts is None:
            self.counts = self.game.counts(since=date.today().isoformat())
        if self.sides is None:
            self.sides = {side: self.game.totals() for side in SIDES}

    @classmethod
    def started(cls, day: date | None = None, game: GameCounting = BELOTE) -> ScoreFile:
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


def from_json(data, game: GameCounting = BELOTE) -> tuple[ScoreFile, list[str]]:
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


def _add_points(totals, result, side: str) -> list:
    """Add the side's points and best hand (every game keeps them); the side's score entries."""
    points = int(result.points.get(side, 0))
    totals.points += points
    totals.best_hand = max(totals.best_hand, points)
    return result.entries.get(side, [])


def _points_of(entries, kinds) -> int:
    return sum(entry.points for entry in entries if entry.kind in kinds)


def _count_game(sheet: ScoreFile, winner: str | None) -> None:
    if winner in sheet.sides:
        sheet.sides[winner].games_won += 1


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
