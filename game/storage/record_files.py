"""Game records in files of ours (the autosave, saved games, the history): checked by replaying them."""

from __future__ import annotations

from pathlib import Path

from game.engine import records
from game.engine.errors import RecordError

from .envelopes import envelope_problem
from .files import EXCERPT, excerpt, save_failed


def record_problem(data) -> str | None:
    """Why a parsed record cannot be used (not ours, or does not replay), or None."""
    reason = envelope_problem(data, None, None)
    return reason or replayed(data)[1]


def replayed(data: dict) -> tuple[object | None, str | None]:
    """(the match or the hand that a record of ours holds, None), or (None, why it does not replay)."""
    try:
        if data.get("kind") == "match":
            return records.match_from_record(data), None
        return records.hand_from_record(data), None
    except RecordError as exc:
        return None, f"it does not replay: {excerpt(exc, 3 * EXCERPT)}"
    except RecursionError:
        return None, "it is nested too deeply to be ours"


def plain_record(data: dict) -> dict:
    return {key: value for key, value in data.items() if key not in ("format", "version")}


def record_text(record: dict, path: Path) -> str:
    try:
        return records.dumps(record) + "\n"
    except (TypeError, ValueError) as exc:
        raise save_failed(path, f"the game cannot be written as JSON ({exc})") from exc

