"""What the table keeps between runs, through game.storage: the players, the table options, the rules
options, the window settings, the score file, the autosave, saved games and the history. Every failure comes back as a
sentence for a dialog; none stops the game."""

from __future__ import annotations

import threading

from game import score_file, storage
from game.engine.errors import RecordError

from .session import DEFAULT_PLAYERS, TablePrefs, players_from_names, players_to_names

FAILURES = (storage.StorageError, RecordError, OSError, ValueError)
LOG_FILE = "belote.log"


class Problems:
    """What the background writers (autosave, history) could not do, kept for the table to show."""

    def __init__(self) -> None:
        self._items: list[str] = []
        self._lock = threading.Lock()

    def report(self, problem: str) -> None:
        with self._lock:
            self._items.append(problem)

    def take(self) -> list[str]:
        with self._lock:
            items, self._items = self._items, []
        return items


def _call(name: str, *args):
    """(storage.<name>(*args), None), or (None, the problem in words) when it failed."""
    try:
        return getattr(storage, name)(*args), None
    except FAILURES as exc:
        return None, getattr(exc, "message", None) or str(exc)


def load_table(variant_id: str, variant) -> tuple[dict, TablePrefs, object, list[str]]:
    """(players, prefs, rules options, problems to show)."""
    problems: list[str] = []
    answer, problem = _call("load_players", variant_id)
    players = DEFAULT_PLAYERS
    if answer is not None:
        names, more = answer
        players = players_from_names(names, variant.human_seats)
        problems += list(more or [])
    elif problem:
        problems.append(problem)
    answer, problem = _call("load_table_prefs", variant_id)
    prefs = TablePrefs()
    if answer is not None:
        data, more = answer
        prefs = TablePrefs.from_json(data)
        problems += list(more or [])
    elif problem:
        problems.append(problem)
    answer, problem = _call("load_game_options", variant)
    options = variant.default_options()
    if answer is not None:
        options, more = answer
        problems += list(more or [])
    elif problem:
        problems.append(problem)
    return dict(players), prefs, options, problems


def save_players(variant_id: str, players: dict) -> str | None:
    return _call("save_players", variant_id, players_to_names(players))[1]


def save_prefs(variant_id: str, prefs: TablePrefs) -> str | None:
    return _call("save_table_prefs", variant_id, prefs.to_json())[1]


def save_options(variant, options) -> str | None:
    return _call("save_game_options", variant, options)[1]


def save_settings(settings) -> str | None:
    return _call("save_settings", settings)[1]


# -- the score file (the totals and statistics across sessions of the games that keep one) -----------

def count_scored_hand(variant_id: str, result, winner: str | None, problems: Problems) -> None:
    """Add a hand just scored at the table to the game's score file (if it keeps one); what went wrong is reported
    and play goes on."""
    if not score_file.offered(variant_id):
        return
    answer, problem = _call("load_score_file", variant_id)
    if answer is None:
        problems.report(problem or "The score file could not be read.")
        return
    sheet, more = answer
    for message in more:
        problems.report(message)
    score_file.count_hand(sheet, result, winner)
    problem = _call("save_score_file", variant_id, sheet)[1]
    if problem:
        problems.report(problem)


def load_score_file(variant_id: str) -> tuple[score_file.ScoreFile, list[str]]:
    """The score file and the problems to show (a file that cannot be read shows as a new one)."""
    answer, problem = _call("load_score_file", variant_id)
    if answer is None:
        return score_file.new_file(variant_id), [problem] if problem else []
    return answer


def erase_score_file(variant_id: str) -> tuple[score_file.ScoreFile | None, str | None]:
    """(the new, empty file, None) or (None, why it could not be written)."""
    return _call("erase_score_file", variant_id)


# -- the log file (Belote's "Log file" option) ---------------------------------------------------------

def log_path() -> str:
    return str(storage.profile_dir() / LOG_FILE)


def append_hand_log(hand, letters: bool) -> str | None:
    """Add the finished ``hand`` to the end of the log file; the problem in words if it could not be written."""
    from game.variants.belote.log import append_hand_log as append

    path = storage.profile_dir() / LOG_FILE
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        append(path, hand, letters)
    except OSError as exc:
        return f"The hand could not be added to the log file {path}: {exc.strerror or exc}"
    return None


# -- the autosave: written by a background thread so a slow disk never holds a frame --------------

class Autosaver:
    """Keeps the newest record and writes it from a thread; ``flush`` waits for the writes."""

    def __init__(self, variant_id: str, problems: Problems | None = None):
        self.variant_id = variant_id
        self.problems = problems or Problems()
        self._latest = None
        self._lock = threading.Lock()
        self._wake = threading.Event()
        self._idle = threading.Event()
        self._idle.set()
        self.problem: str | None = None
        self._thread = None

    def save(self, record: dict) -> None:
        with self._lock:
            self._latest = record
            self._idle.clear()
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, daemon=True, name="card-table-autosave")
            self._thread.start()
        self._wake.set()

    def _run(self) -> None:
        while True:
            self._wake.wait()
            self._wake.clear()
            with self._lock:
                record, self._latest = self._latest, None
            if record is not None:
                self.problem = _call("save_autosave", self.variant_id, record)[1]
                if self.problem:
                    self.problems.report(self.problem)
            with self._lock:
                if self._latest is None:
                    self._idle.set()

    def flush(self, timeout: float = 5.0) -> bool:
        return self._idle.wait(timeout)

    def clear(self) -> None:
        self.flush()
        _call("clear_autosave", self.variant_id)


def load_autosave(variant_id: str) -> tuple[dict | None, str | None]:
    answer, problem = _call("load_autosave", variant_id)
    if answer is None:
        return None, problem
    return answer


def game_in_progress(variant_id: str) -> tuple[str | None, str | None]:
    """(the game left unfinished at this table in a few words, or None; the problem with its file, or None). A
    table that starts a new game anyway (Pinochle's table option) has none to offer."""
    from .session import TableSession
    from .words import progress_words

    answer, _ = _call("load_table_prefs", variant_id)
    if answer is not None and TablePrefs.from_json(answer[0]).new_game_at_start:
        return None, None
    record, problem = load_autosave(variant_id)
    if record is None:
        return None, problem
    try:
        session = TableSession.from_record(record)
    except RecordError as exc:
        return None, f"The game in progress could not be read: {exc}"
    return progress_words(session.match, session.practice), None


# -- saved games and the history ---------------------------------------------------------------------

def saves_folder() -> str:
    return str(storage.saves_dir())


def save_game(name: str, record: dict) -> tuple[str | None, str | None]:
    """(where it was written, problem)."""
    path, problem = _call("save_game_file", name, record)
    return (str(path) if path is not None else None), problem


def saved_games() -> list:
    """The saved game files, newest first."""
    try:
        files = [p for p in storage.saves_dir().iterdir() if p.is_file() and p.name.lower().endswith(".json")]
    except OSError:
        return []
    return sorted(files, key=lambda p: p.stat().st_mtime, reverse=True)


def load_game(path) -> tuple[dict | None, str | None]:
    return _call("load_game_file", path)


def record_finished_game(variant_id: str, match, players: dict, names: dict, problems: Problems) -> None:
    """Into the history, from a thread (SQLite writes wait for the disk)."""
    if not match.over:
        return
    path = storage.profile_dir() / storage.HISTORY_FILE  # the profile of the game, even if another is chosen meanwhile

    def write() -> None:
        try:
            storage.History(path).record_game(variant_id, match, players, names)
        except FAILURES as exc:  # the history is a record of the past: the game goes on regardless
            problems.report(getattr(exc, "message", None) or f"The finished game could not go into the history: {exc}")

    threading.Thread(target=write, daemon=True, name="card-table-history").start()


def history_markdown(variant_id: str, name: str) -> str:
    history = storage.History()
    lines = [line for line in history.history_text(variant_id).splitlines() if line.strip()]
    text = f"# History\n\nThe finished games of {name}, oldest first.\n\n"
    text += "\n".join(f"- {line}" for line in lines) + "\n"
    stats = history.statistics(variant_id)
    text += "\n# Statistics\n\n"
    if not stats:
        return text + "No finished games yet.\n"
    text += "| Player | Played | Won | Lost | Won % | Points a hand | Best |\n|---|---|---|---|---|---|---|\n"
    for row in stats:
        text += (f"| {row['name']} | {row['played']} | {row['won']} | {row['lost']} | {row['win_rate'] * 100:.0f} "
                 f"| {row['points_per_hand']:.0f} | {row['best_score']} |\n")
    return text
