"""The host's game on the disk: after every action the host writes its table (the game's settings, the seats and
their tokens, the match's record) to one file in the user's folder, as the offline table keeps its autosave. A host
that was stopped (closed, killed, the computer restarted) rebuilds the table from it: the friends rejoin the same
seats with the same code. A file that cannot be used is set aside and said so.
"""

from __future__ import annotations

import datetime
from pathlib import Path

from game.storage.envelopes import envelope, envelope_problem
from game.storage.files import StorageError, parse_quietly, read_json, rejected, write_json
from game.storage.user_profiles import profile_dir
from game.variants import VARIANTS

from .table import NetTable

KIND = "network host"
FILE_NAME = "network-host.json"


def host_file() -> Path:
    return profile_dir() / FILE_NAME


def save_host_game(table: NetTable, port: int, stand_in_after: float | None, path: Path | None = None) -> str | None:
    """Write the table's game to ``path`` (the host file of the profile in use) and None, or the problem in a
    sentence; a finished game's file is removed."""
    path = path or host_file()
    try:
        if table.finished:
            path.unlink(missing_ok=True)
            return None
        write_json(path, envelope(KIND, table.variant.id, **table.saved(port, stand_in_after)))
    except StorageError as exc:
        return exc.message
    except OSError as exc:
        return f"The network game could not be kept in {path}: {exc.strerror or exc}."
    return None


def load_host_game() -> tuple[tuple[NetTable, dict] | None, str | None]:
    """((the table rebuilt, the saved data), None); (None, None) when there is no game to resume; (None, the
    problem) when the file could not be used (it was set aside)."""
    path = host_file()
    data, problem = read_json(path, "no network game is resumed")
    if data is None:
        return None, problem
    reason = envelope_problem(data, KIND, None)
    if reason is None:
        try:
            table = NetTable.from_saved(data)
        except ValueError as exc:
            reason = str(exc)
        else:
            if not table.finished:
                return (table, data), None
            reason = "its game is over"
    return None, rejected(path, reason, "no network game is resumed")


def saved_host_game_line() -> str | None:
    """"Resume the network game of <date>" for the menu, or None when there is no file (read without judging it)."""
    path = host_file()
    try:
        when = datetime.datetime.fromtimestamp(path.stat().st_mtime)
    except OSError:
        return None
    data = parse_quietly(path)
    data = data if isinstance(data, dict) else {}
    game, code = VARIANTS.get(str(data.get("game"))), data.get("code")
    what = f" ({game.name}, code {code[:12]})" if game is not None and isinstance(code, str) else ""
    return f"Resume the network game of {when:%d %B %Y, %H:%M}{what}"

