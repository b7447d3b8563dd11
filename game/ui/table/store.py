"""What the table keeps between runs, through game.storage: the players, the table options, the rules
options, the window settings, the score file, the autosave, saved games and the history. Every failure comes back as a
sentence for a dialog; none stops the game."""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Callable
from typing import TypeVar

from game import score_file, storage
from game.engine.errors import RecordError

from .session import DEFAULT_PLAYERS, TablePrefs, TableSession, players_from_names, players_to_names
from .words import progress_words

FAILURES = (storage.StorageError, RecordError, OSError, ValueError)
LOG_FILE = "belote.log"
T = TypeVar("T")


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


def _attempt(action: Callable[..., T], *args) -> tuple[T | None, str | None]:
    """(action(*args), None), or (None, the problem in words) when it failed: every call to game.storage from the
    table goes through here, so that no failure stops the game."""
    try:
        return action(*args), None
    except FAILURES as exc:
        return None, getattr(exc, "message", None) or str(exc)


def load_table(variant_id: str, variant) -> tuple[dict, TablePrefs, object, list[str]]:
    """(players, prefs, rules options, problems to show)."""
    problems: list[str] = []
    answer, problem = _attempt(storage.load_players, variant_id)
    players = DEFAULT_PLAYERS
    if answer is not None:
        names, more = answer
        players = players_from_names(names, variant.human_seats)
        problems += list(more or [])
    elif problem:
        problems.append(problem)
    answer, problem = _attempt(storage.load_table_prefs, variant_id)
    prefs = TablePrefs()
    if answer is not None:
        data, more = answer
        problems += list(more or [])
        if data:
            prefs, wrong = TablePrefs.checked(data)
            if wrong:
                problems.append(storage.table_prefs_corrected(variant_id, prefs.to_json(), wrong))
    elif problem:
        problems.append(problem)
    answer, problem = _attempt(storage.load_game_options, variant)
    options = variant.default_options()
    if answer is not None:
        options, more = answer
        problems += list(more or [])
    elif problem:
        problems.append(problem)
    return dict(players), prefs, options, problems


def save_players(variant_id: str, players: dict) -> str | None:
    return _attempt(storage.save_players, variant_id, players_to_names(players))[1]


def save_prefs(variant_id: str, prefs: TablePrefs) -> str | None:
    return _attempt(storage.save_table_prefs, variant_id, prefs.to_json())[1]


def save_options(variant, options) -> str | None:
    return _attempt(storage.save_game_options, variant, options)[1]


def save_settings(settings) -> str | None:
    return _attempt(storage.save_settings, settings)[1]


# -- the score file (the totals and statistics across sessions of the games that keep one) -----------

def count_scored_hand(variant_id: str, result, winner: str | None, problems: Problems, key: str | None = None) -> None:
    """Add a hand just scored at the table to the game's score file (if it keeps one), once (``key``: the hand's,
    storage.hand_key); what went wrong is reported and play goes on."""
    if not score_file.offered(variant_id):
        return
    found, problem = _attempt(storage.count_scored_hand, variant_id, result, winner, key)
    for message in [problem] if problem else found:
        problems.report(message)


# -- the end of a hand: the one service that writes a hand the session has just scored (at its last card, in
# TableSession.apply) and a game ended before its end (End rubber, Terminate) ---------------------------------

def keep_scored_hand(session, names: dict, autosaver: Autosaver, problems: Problems, *,
                     log_letters: bool | None = None, saves: bool = True, wait: bool = True) -> int:
    """The hand ``session`` has just scored, written by ``autosaver`` after everything asked before it: the log file
    (``log_letters`` not None: the "Log file" option, cards in letters or with suit symbols), then with ``saves``
    (not in a demonstration) ``scored_hand_job``. Before returning with ``wait``; the number of that work
    (Autosaver.done). ``names``: seat name -> the name shown at the seat."""
    jobs = [] if log_letters is None else [hand_log_job(session.hand, log_letters, problems)]
    jobs += [scored_hand_job(session, names, problems)] if saves else []
    return _run(autosaver, _in_turn(jobs), wait)


def keep_finished_game(session, names: dict, autosaver: Autosaver, problems: Problems, *, wait: bool = True) -> int:
    """A game ended before its end (End rubber, Terminate): ``finished_game_job``, as above."""
    return _run(autosaver, finished_game_job(session, names, problems), wait)


def _run(autosaver: Autosaver, job: Callable[[], None], wait: bool) -> int:
    return autosaver.now(job) if wait else autosaver.later(job)


def _in_turn(jobs: list[Callable[[], None]]) -> Callable[[], None]:
    def job() -> None:
        for each in jobs:
            each()

    return job


def scored_hand_job(session, names: dict, problems: Problems) -> Callable[[], None]:
    """The writes of the end of a hand, in the order that a program stopped at any instant cannot break (see
    game.storage): the autosave with the hand scored, the score file, then for a finished game the history, and
    only then the autosave removed. What they need is taken from ``session`` now, so the job may run in the
    autosave thread while the table goes on."""
    variant_id, match, record = session.variant_id, session.match, _record_with_names(session, names)
    result = session.hand.result()
    winner, counts = match.winner, session.counts  # a practice hand or the replay of a finished hand counts nowhere
    hand_key = storage.hand_key(session.game_key, match) if counts else None
    finish = finished_game_job(session, names, problems) if match.over and not session.replaying else None

    def job() -> None:
        _write(storage.save_autosave, problems, variant_id, record)
        if counts:
            count_scored_hand(variant_id, result, winner, problems, hand_key)
        if finish is not None:
            finish()

    return job


def finished_game_job(session, names: dict, problems: Problems) -> Callable[[], None]:
    """The writes of a finished game: in the autosave, into the history, and only then the autosave removed (kept
    when the history could not take it: the next start tries again). Taken from ``session`` now, as above."""
    variant_id, match, record = session.variant_id, session.match, _record_with_names(session, names)
    practice, players, key, names = session.practice, dict(session.players), session.game_key, dict(names)

    def job() -> None:
        _write(storage.save_autosave, problems, variant_id, record)
        if practice or record_finished_game(variant_id, match, players, names, problems, key):
            _write(storage.clear_autosave, problems, variant_id)

    return job


def _write(action: Callable, problems: Problems, *args) -> None:
    problem = _attempt(action, *args)[1]
    if problem:
        problems.report(problem)


def _record_with_names(session, names: dict) -> dict:
    """The session's record, with the names shown at the seats once the game is over (for its history)."""
    record = session.record()
    if session.match.over:
        record["table"]["names"] = dict(names)
    return record


def load_score_file(variant_id: str) -> tuple[score_file.ScoreFile, list[str]]:
    """The score file and the problems to show (a file that cannot be read shows as a new one)."""
    answer, problem = _attempt(storage.load_score_file, variant_id)
    if answer is None:
        return score_file.new_file(variant_id), [problem] if problem else []
    return answer


def erase_score_file(variant_id: str) -> tuple[score_file.ScoreFile | None, str | None]:
    """(the new, empty file, None) or (None, why it could not be written)."""
    return _attempt(storage.erase_score_file, variant_id)


# -- the log file (Belote's "Log file" option) ---------------------------------------------------------

def log_path() -> str:
    return str(storage.profile_dir() / LOG_FILE)


def append_hand_log(hand, letters: bool) -> str | None:
    """Add the finished ``hand`` to the end of the log file (never through a link); the problem in words if it
    could not be written."""
    return _append_log(hand.variant.hand_log_text(hand, letters))


def hand_log_job(hand, letters: bool, problems: Problems) -> Callable[[], None]:
    """``append_hand_log`` in the autosave thread (the text is written out now); a problem is reported."""
    text = hand.variant.hand_log_text(hand, letters)

    def job() -> None:
        problem = _append_log(text)
        if problem:
            problems.report(problem)

    return job


def _append_log(text: str) -> str | None:
    path = storage.profile_dir() / LOG_FILE
    try:
        storage.append_text(path, text)
    except storage.StorageError as exc:
        return f"The hand could not be added to the log file. {exc.message}"
    return None


# -- the autosave: a computer's move is written by a background thread so a slow disk never holds a frame; a
# human's move and the end of a hand are written at once (``save_now``), so that they are on the disk before the
# next move is shown. Every write carries a number: an older record never replaces a newer one. -----------------

class Autosaver:
    """Writes the autosave, and the end-of-hand jobs, one at a time in its own thread, in the order they were asked
    for: ``save`` and ``later`` return at once (the table's frames never wait on the disk), ``save_now``, ``now``
    and ``clear`` wait until their work is done. A save overtaken by a newer one before its turn is dropped.
    ``done(ticket)`` tells that the work numbered ``ticket``, and all asked before it, is on the disk."""

    def __init__(self, variant_id: str, problems: Problems | None = None):
        self.variant_id = variant_id
        self.problems = problems or Problems()
        self._queue: deque[tuple[int, bool, Callable[[], object]]] = deque()  # (ticket, is a save, work)
        self._changed = threading.Condition()
        self._asked = 0  # the number of the newest work asked for
        self._finished = 0  # every work up to this number is done (or dropped)
        self._answers: dict[int, object] = {}  # what the work of a waiting caller returned
        self.problem: str | None = None
        self._thread: threading.Thread | None = None

    def save(self, record: dict) -> int:
        return self._enqueue(True, lambda: self._store(record))

    def later(self, job: Callable[[], object]) -> int:
        """Run ``job`` after everything asked before it; its number (see ``done``)."""
        return self._enqueue(False, job)

    def save_now(self, record: dict) -> str | None:
        """Write ``record`` before returning (a pending older one is dropped); the problem, also reported."""
        return self._wait(self._enqueue(True, lambda: self._store(record), answer=True))

    def now(self, job: Callable[[], object]) -> int:
        """Run ``job`` (after everything asked before it) before returning; its number."""
        ticket = self._enqueue(False, job, answer=True)
        self._wait(ticket)
        return ticket

    def clear(self) -> None:
        """Remove the autosave before returning (a pending save, older, is dropped)."""
        self._wait(self._enqueue(True, lambda: self._write(storage.clear_autosave, self.variant_id), answer=True))

    def done(self, ticket: int) -> bool:
        return self._finished >= ticket

    def flush(self, timeout: float = 5.0) -> bool:
        with self._changed:
            return self._changed.wait_for(lambda: self._finished >= self._asked, timeout)

    def _store(self, record: dict) -> str | None:
        return self._write(storage.save_autosave, self.variant_id, record)

    def _write(self, action: Callable, *args) -> str | None:
        problem = _attempt(action, *args)[1]
        if problem:
            self.problem = problem
            self.problems.report(problem)
        return problem

    def _enqueue(self, is_save: bool, work: Callable[[], object], answer: bool = False) -> int:
        with self._changed:
            self._asked += 1
            ticket = self._asked
            if answer:
                self._answers[ticket] = None
            self._queue.append((ticket, is_save, work))
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, daemon=True, name="card-table-autosave")
                self._thread.start()
            self._changed.notify_all()
        return ticket

    def _wait(self, ticket: int):
        with self._changed:
            self._changed.wait_for(lambda: self._finished >= ticket)
            return self._answers.pop(ticket, None)

    def _next(self) -> tuple[int, Callable[[], object]]:
        """The oldest work waiting (a save with a newer save behind it is dropped: its record is out of date)."""
        with self._changed:
            while True:
                self._changed.wait_for(lambda: self._queue)
                ticket, is_save, work = self._queue.popleft()
                if not (is_save and any(later_save for _, later_save, _ in self._queue)):
                    return ticket, work
                self._finish(ticket, None)

    def _finish(self, ticket: int, answer) -> None:
        if ticket in self._answers:
            self._answers[ticket] = answer
        self._finished = ticket
        self._changed.notify_all()

    def _run(self) -> None:
        while True:
            ticket, work = self._next()
            answer = None
            try:
                answer = work()
            except Exception as exc:  # noqa: BLE001 - the writer must go on; the table shows what went wrong
                self.problems.report(f"The game could not be saved: {exc}")
            finally:
                with self._changed:
                    self._finish(ticket, answer)


def load_autosave(variant_id: str) -> tuple[dict | None, str | None]:
    answer, problem = _attempt(storage.load_autosave, variant_id)
    if answer is None:
        return None, problem
    return answer


def game_in_progress(variant_id: str) -> tuple[str | None, str | None]:
    """(the game left unfinished at this table in a few words, or None; the problem with its file, or None). A
    table that starts a new game anyway (Pinochle's table option) has none to offer."""
    answer, _ = _attempt(storage.load_table_prefs, variant_id)
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
    path, problem = _attempt(storage.save_game_file, name, record)
    return (str(path) if path is not None else None), problem


def saved_games() -> list:
    """The saved game files, newest first."""
    try:
        files = [p for p in storage.saves_dir().iterdir() if p.is_file() and p.name.lower().endswith(".json")]
    except OSError:
        return []
    return sorted(files, key=lambda p: p.stat().st_mtime, reverse=True)


def load_game(path) -> tuple[dict | None, str | None]:
    """(the record, None) or (None, the problem). A loaded game is a game of its own from there on: it gets a key
    of its own (the file may be loaded again, and each game played from it goes into the history)."""
    record, problem = _attempt(storage.load_game_file, path)
    if record is not None and isinstance(record.get("table"), dict):
        record["table"].pop("game", None)
    return record, problem


def record_finished_game(variant_id: str, match, players: dict, names: dict, problems: Problems,
                         key: str | None = None) -> bool:
    """Into the history, once (``key``: the game's); True when it is there. What went wrong is reported: the game
    goes on, and its autosave is kept for the next start to try again."""
    if not match.over:
        return False
    history = storage.History()
    try:
        history.record_game(variant_id, match, players, names, key=key)
    except FAILURES as exc:
        problems.report(getattr(exc, "message", None) or f"The finished game could not go into the history: {exc}")
        return False
    finally:
        for problem in history.problems:
            problems.report(problem)
    return True


def games_to_replay(variant_id: str) -> tuple[list[dict], str | None]:
    """(the finished games of this kind, newest first, None), or ([], why the history cannot be read now). Each game
    (see storage.History.games) comes with "line" (date, players, final score), "record" (its match record, checked
    by replaying it; None when its hands cannot be replayed) and "why_not" (why not, in a sentence)."""
    history = storage.History()
    games = history.games(variant_id)
    if history.busy:
        return [], storage.HISTORY_BUSY
    for game in games:
        game["record"], game["why_not"] = (history.game_record(game["id"]) if game["replayable"]
                                           else (None, storage.NO_RECORD))
        game["line"] = storage.history_line(game, with_winner=False) + ("" if game["record"] else
                                                                         ", cannot be replayed")
    return games, None


def history_markdown(variant_id: str, name: str) -> str:
    history = storage.History()
    lines = [line for line in history.history_text(variant_id).splitlines() if line.strip()]
    stats = history.statistics(variant_id)
    text = (f"# History\n\nThe finished games of {name}, oldest first. To play a hand of one of them again, "
            "click Replay a hand... above.\n\n")
    notes = [*history.problems, *([storage.HISTORY_BUSY] if history.busy else [])]
    if history.unreadable:
        count = history.unreadable
        notes.append(f"Part of your history is damaged: {count} record{'' if count == 1 else 's'} could not be read "
                     f"and {'is' if count == 1 else 'are'} not shown.")
    text += "".join(f"{note}\n\n" for note in notes)
    if history.busy:
        return text
    text += "\n".join(f"- {line}" for line in lines) + "\n"
    text += "\n# Statistics\n\n"
    if not stats:
        text += "No finished games yet.\n"
    else:
        text += "| Player | Played | Won | Lost | Won % | Points a hand | Best |\n|---|---|---|---|---|---|---|\n"
        for row in stats:
            text += (f"| {row['name']} | {row['played']} | {row['won']} | {row['lost']} | {row['win_rate'] * 100:.0f} "
                     f"| {row['points_per_hand']:.0f} | {row['best_score']} |\n")
    return text + challenges_markdown(history.challenges(variant_id))


def challenges_markdown(rows: list[dict]) -> str:
    """History's page of the duplicate challenges (they are not games: the statistics above do not count them)."""
    text = ("\n# Duplicate challenges\n\nThe duplicate challenges you finished (Practice > Duplicate challenge), "
            "oldest first: your total against the Expert's on the same deals. They are not games, so the statistics "
            "do not count them. To see one deal by deal, click Challenges... above.\n\n")
    if not rows:
        return text + "No duplicate challenge finished yet.\n"
    return text + "".join(f"- {challenge_line(row)}\n" for row in reversed(rows))


def challenge_line(row: dict) -> str:
    """A finished challenge (History.challenges) in one line: when, its number and deals, your total and the
    Expert's."""
    gap = row["yours"] - row["expert"]
    points = f"{abs(gap)} point{'' if abs(gap) == 1 else 's'}"
    verdict = ("the same as the Expert" if gap == 0 else f"{points} better than the Expert" if gap > 0 else
               f"{points} worse than the Expert")
    deals = f"{row['deals']} deal{'' if row['deals'] == 1 else 's'}"
    return f"{row['finished'][:16]}  challenge {row['number']}, {deals}: you scored {row['yours']}, {verdict}"


# -- duplicate challenges (game.ai.challenge) ------------------------------------------------------------------------
def record_challenge(challenge, deals: list[dict], key: str) -> str | None:
    """A finished challenge into the history (once under its ``key``); None, or why it could not be kept."""
    history = storage.History()
    try:
        history.record_challenge(challenge, deals, key=key)
    except storage.StorageError as exc:
        return f"{exc.message.split('. The game goes on')[0]}. The results of this challenge were not kept."
    return None


def challenges_kept(variant_id: str) -> tuple[list[dict], str | None]:
    """(the finished challenges of this game, newest first (History.challenges), None), or ([], why the history cannot
    be read now)."""
    history = storage.History()
    rows = history.challenges(variant_id)
    if history.busy:
        return [], storage.HISTORY_BUSY
    return rows, None


def challenge_kept(challenge_id: int):
    """((the challenge, its deals), None) of a finished challenge in the history, or (None, why not in a sentence)."""
    return storage.History().challenge_record(challenge_id)
