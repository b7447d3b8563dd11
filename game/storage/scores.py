"""The score file of each game that keeps one: totals and statistics across sessions, each hand counted once."""

from __future__ import annotations

import re

from game import score_file

from .envelopes import envelope, keep_good_values, partly_rejected, read_envelope
from .files import parse_quietly, rejected, write_json
from .user_profiles import variant_file

HAND_KEY = re.compile(r"[0-9a-f]{32}:[0-9]{1,6}:[0-9a-f]{8}")  # a scored hand: see hand_key


# -- the score file (totals and statistics across sessions, for the games that keep one) ----------------------------
def load_score_file(variant_id: str) -> tuple[score_file.ScoreFile, list[str]]:
    """The game's score file, or a new one; a damaged or foreign file is set aside, a wrong value counts from zero
    (the file is rewritten with the rest)."""
    game = score_file.counting(variant_id)
    path = variant_file("scores", variant_id)
    data, problem = read_envelope(path, "scores", variant_id)
    if data is None:
        return score_file.ScoreFile.started(game=game), [problem] if problem else []
    try:
        sheet, problems = score_file.from_json(data.get("scores"), game)
    except ValueError as exc:
        return score_file.ScoreFile.started(game=game), [rejected(path, str(exc), "the score file starts over")]
    counted = data.get("counted", "")
    if isinstance(counted, str) and HAND_KEY.fullmatch(counted):
        sheet.last_counted = counted
    if not problems:
        return sheet, []
    message = partly_rejected(path, problems, "the other totals")
    return sheet, [message + keep_good_values(save_score_file, variant_id, sheet)]


def save_score_file(variant_id: str, sheet: score_file.ScoreFile) -> None:
    path = variant_file("scores", variant_id)
    write_json(path, envelope("scores", variant_id, scores=sheet.to_json(), counted=sheet.last_counted))


def erase_score_file(variant_id: str) -> score_file.ScoreFile:
    """Start the game's score file over (from today); StorageError if it cannot be written. The key of the last
    hand counted is kept, so that a game resumed after the erasing does not count that hand again."""
    sheet = score_file.new_file(variant_id)
    path = variant_file("scores", variant_id)
    data = parse_quietly(path)
    counted = data.get("counted") if isinstance(data, dict) else None
    sheet.last_counted = counted if isinstance(counted, str) and HAND_KEY.fullmatch(counted) else ""
    save_score_file(variant_id, sheet)
    return sheet


def count_scored_hand(variant_id: str, result, winner: str | None, key: str | None) -> list[str]:
    """Add a hand scored at the table to the game's score file, once (``key``: see :func:`hand_key`); the problems
    found in the file. StorageError if it cannot be written."""
    sheet, problems = load_score_file(variant_id)
    if score_file.count_hand(sheet, result, winner, key):
        save_score_file(variant_id, sheet)
    return problems

