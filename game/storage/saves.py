"""The game in progress (the autosave), the end of a hand in an order that a kill cannot break, and saved games
(Save As)."""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

from game import score_file
from game.engine import records
from game.engine.errors import RecordError

from .files import StorageError, excerpt, parse, read_bytes, read_json, rejected, why_not_written, write_text
from .history import History
from .paths import saves_dir
from .record_files import plain_record, record_problem, record_text
from .scores import count_scored_hand
from .settings import DEFAULT_PLAYERS, HUMAN, SKILLS
from .user_profiles import variant_file

SAVE_EXTENSION = ".ctc.json"
GAME_KEY = re.compile(r"[0-9a-f]{32}")  # a game's key (TableSession.game_key) in its autosave


def save_autosave(variant_id: str, record: dict) -> None:
    """Keep the match in progress (``Match.record()``), in the format of a saved game."""
    if record.get("variant") != variant_id:
        raise ValueError(f"the record is for {record.get('variant')!r}, not {variant_id!r}")
    path = variant_file("autosave", variant_id)
    write_text(path, record_text(record, path))


def load_autosave(variant_id: str) -> tuple[dict | None, str | None]:
    """The saved match record (checked by replaying it), or None; a bad autosave is set aside. What the program
    had not finished doing with it when it stopped is done now (see :func:`settle_scored_hand`): a finished game
    goes into the history and its autosave is removed, so only a game in progress comes back."""
    path = variant_file("autosave", variant_id)
    data, problem = read_json(path)
    if data is None:
        return None, problem
    reason = record_problem(data)
    if reason is None and data.get("variant") != variant_id:
        reason = f"it is for another game ({excerpt(repr(data.get('variant')))})"
    if reason is None and data.get("kind") != "match":
        reason = "it holds a single hand, not a game in progress"
    if reason:
        return None, rejected(path, reason, "a new game starts")
    record = plain_record(data)
    match = records.match_from_record(record)
    problems = settle_scored_hand(variant_id, record, match)
    if match.over:
        return None, " ".join(problems) or None
    return record, " ".join(problems) or None


# -- the end of a hand: the autosave, the score file and the history, in an order that a kill cannot break --------
# At the end of every hand the table writes, in this order: (1) the autosave, with the hand scored; (2) the score
# file, which notes the key of the hand it counted last; (3) when the game is over, the history, in one transaction
# that notes the game's key; (4) then only, the autosave is removed. A program stopped at any instant leaves an
# autosave from which load_autosave finishes the job: the score file does not count a hand twice (its key), the
# history does not take a game twice (its key), and a finished game is never lost.
def game_key(record: dict) -> str | None:
    """The key of the game in a record (TableSession.game_key), or None for a record without one."""
    table = record.get("table")
    key = table.get("game") if isinstance(table, dict) else None
    return key if isinstance(key, str) and GAME_KEY.fullmatch(key) else None


def hand_key(key: str | None, match) -> str | None:
    """The key of the hand ``match`` scored last, as the score file notes it: the game's key, the hand's number in
    the game and a digest of its moves (a hand played again, when replayed, is another hand)."""
    if not key or not match.records:
        return None
    moves = json.dumps(match.records[-1].get("actions", []), ensure_ascii=False).encode("utf-8")
    return f"{key}:{len(match.history)}:{hashlib.blake2s(moves, digest_size=4).hexdigest()}"


def counts_for_the_player(record: dict) -> bool:
    """Whether the game in ``record`` goes into the score file and the history (a practice hand does not)."""
    table = record.get("table")
    return not (isinstance(table, dict) and table.get("practice"))


def settle_scored_hand(variant_id: str, record: dict, match=None) -> list[str]:
    """Finish what the end of the last hand scored in ``record`` (an autosave) asks: count it in the score file
    (once) and, when the game is over (or was ended early), put the game into the history (once) and remove the
    autosave. The problems, in sentences; a game that could not go into the history keeps its autosave, for the
    next try."""
    match = match or records.match_from_record(record)
    match.score_saved_hand()
    key = game_key(record)
    counted = counts_for_the_player(record)
    problems: list[str] = []
    if match.current_scored and counted and key and score_file.offered(variant_id):
        try:
            problems += count_scored_hand(variant_id, match.current.result(), match.winner,
                                          hand_key(key, match))
        except StorageError as exc:
            problems.append(exc.message)
    if not match.over:
        return problems
    if counted:
        history = History()
        try:
            history.record_game(variant_id, match, _record_players(record), _record_names(record), key=key)
        except StorageError as exc:
            return [*problems, *history.problems, exc.message]
        problems += history.problems
    try:
        clear_autosave(variant_id)
    except StorageError as exc:
        problems.append(exc.message)
    return problems


def _table_entry(record: dict, name: str) -> dict:
    """The JSON object ``name`` of the record's table settings, or {} if it has none."""
    table = record.get("table")
    value = table.get(name) if isinstance(table, dict) else None
    return value if isinstance(value, dict) else {}


def _record_players(record: dict) -> dict:
    players = _table_entry(record, "players")
    return {seat: kind for seat, kind in players.items()
            if seat in DEFAULT_PLAYERS and (kind == HUMAN or kind in SKILLS)}


def _record_names(record: dict) -> dict:
    names = _table_entry(record, "names")
    return {seat: name.strip() for seat, name in names.items()
            if seat in DEFAULT_PLAYERS and isinstance(name, str) and name.strip() and len(name) <= 40}


def clear_autosave(variant_id: str) -> None:
    path = variant_file("autosave", variant_id)
    try:
        path.unlink(missing_ok=True)
    except OSError as exc:
        raise StorageError(f"Could not remove the autosave {path}: {why_not_written(exc)}.", path) from exc


WINDOWS_DEVICES = {"CON", "PRN", "AUX", "NUL", *(f"COM{n}" for n in range(1, 10)), *(f"LPT{n}" for n in range(1, 10))}
SAVE_NAME_LENGTH = 80


def save_name_problem(name) -> str | None:
    """Why ``name`` cannot name a saved game in the saves folder, in a sentence; None if it can."""
    if not isinstance(name, str) or not name.strip():
        return "A saved game needs a name."
    name = name.strip()
    if len(name) > SAVE_NAME_LENGTH:
        return f"A file name has at most {SAVE_NAME_LENGTH} characters; this one has {len(name):,}."
    if any(sign in name for sign in "/\\:") or not name.isprintable():
        return "A file name is one name of letters, digits, spaces, dashes and dots: no / \\ : nor control characters."
    if name.startswith("."):
        return f"{excerpt(name)} is not a file name: a name starting with a dot is a folder or a hidden file."
    if name.split(".")[0].rstrip().upper() in WINDOWS_DEVICES:
        return f"{name.split('.')[0]} is the name of a device on Windows: choose another name."
    return None


def save_game_file(path, record: dict) -> Path:
    """Save As: a bare name (ValueError with the reason if it is not a plain file name) goes to :func:`saves_dir`,
    and gets ``.ctc.json`` unless it ends in ``.json``. Returns where the file was written."""
    if isinstance(path, str):
        problem = save_name_problem(path)
        if problem:
            raise ValueError(problem)
        path = path.strip()
    path = Path(path)
    if not path.is_absolute():
        path = saves_dir() / path
    if not path.name.lower().endswith(".json"):
        path = path.with_name(path.name + SAVE_EXTENSION)
    write_text(path, record_text(record, path))
    return path


def load_game_file(path) -> dict:
    """The record in a saved game file, checked by replaying it. RecordError if the file is damaged or not a
    game of ours (the file is left where it is: the user chose it); StorageError if it cannot be read."""
    path = Path(path)
    try:
        raw = read_bytes(path)
    except OSError as exc:
        raise StorageError(f"Could not open {path}: {exc.strerror or exc}.", path) from exc
    except ValueError as exc:
        raise RecordError(f"{path.name} cannot be used: {exc}") from None
    try:
        data = parse(raw)
    except ValueError as exc:
        raise RecordError(f"{path.name} is damaged: {exc}") from None
    reason = record_problem(data)
    if reason:
        raise RecordError(f"{path.name} cannot be used: {reason}")
    return plain_record(data)

