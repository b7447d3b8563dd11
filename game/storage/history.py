"""The history of finished games: one SQLite database per profile (its schema: history_schema), written in one
transaction per game, read for the History page, the statistics and replays."""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import TypeVar

from game.ai.challenge import Challenge
from game.engine.match import Match
from game.engine.records import REASONS
from game.engine.seats import SEATS
from game.variants import VARIANTS

from .challenge_records import challenge_from_text, challenge_record_text
from .envelopes import FORMAT, VERSION, envelope_problem
from .files import StorageError, parse, save_failed, set_aside, why_not_written
from .history_schema import APPLICATION_ID, GAME_COLUMNS, HAND_COLUMNS, create_schema, foreign_reason
from .record_files import plain_record, replayed
from .settings import seat_key
from .user_profiles import profile_dir

# -- history and statistics ----------------------------------------------------------------------------------------
HISTORY_FILE = "history.sqlite3"
MAX_RECORD_BYTES = 2 * 1024 * 1024  # a whole game's record; a bigger one is not kept (the game cannot be replayed)
NO_RECORD = "The cards of this game were not kept (it was recorded by an older version), so it cannot be replayed."
LOCK_TIMEOUT = 1.5  # seconds to wait for another copy of the program writing to the history, then give up
DAMAGED_CODES = {"SQLITE_CORRUPT", "SQLITE_NOTADB", "SQLITE_FORMAT"}
SQLITE_REASONS = {
    "SQLITE_READONLY": "the folder or the file is read-only",
    "SQLITE_FULL": "the disk is full",
    "SQLITE_CANTOPEN": "the file cannot be made or opened there",
    "SQLITE_PERM": "this user may not write there",
    "SQLITE_BUSY": "another copy of the program is writing to it",
    "SQLITE_LOCKED": "another copy of the program is writing to it",
}
TIME_FORMAT = "%Y-%m-%d %H:%M:%S"
T = TypeVar("T")
BUSY_CODES = {"SQLITE_BUSY", "SQLITE_LOCKED"}
HISTORY_BUSY = ("Another copy of the program is writing to your history just now, so it cannot be read: try again "
                "in a moment.")


def _sqlite_code(exc: sqlite3.Error) -> str:
    """The primary result code ("SQLITE_FULL" of "SQLITE_FULL" or "SQLITE_IOERR" of "SQLITE_IOERR_WRITE")."""
    name = getattr(exc, "sqlite_errorname", "") or ""
    return "_".join(name.split("_")[:2])


class History:
    """Finished games and their hands in ``history.sqlite3``; ``problems`` lists what was found wrong on opening
    (a damaged or foreign database is set aside and a fresh one begins)."""

    def __init__(self, path=None) -> None:
        self.path = Path(path) if path is not None else profile_dir() / HISTORY_FILE
        self.problems: list[str] = []
        self.busy = False  # another process holds the history: reads give up at once and come back empty
        self.unreadable = 0  # rows that could not be read (damaged values), left out of what was read
        self._check()

    # -- opening -----------------------------------------------------------------------------------------------
    def _connect(self) -> sqlite3.Connection:
        conn = sqlite3.connect(str(self.path), timeout=LOCK_TIMEOUT, isolation_level=None)
        conn.execute("PRAGMA foreign_keys = ON")
        return conn

    def _check(self) -> None:
        if not os.path.lexists(self.path):
            return
        if not self.path.is_file():
            self._set_aside("it is not a plain file")
            return
        reason = None
        try:
            with contextlib.closing(self._connect()) as conn:
                reason = foreign_reason(conn)
        except sqlite3.Error as exc:
            code = _sqlite_code(exc)
            self.busy = code in BUSY_CODES
            if code not in DAMAGED_CODES:
                return  # cannot be opened now (locked, unreadable): leave it alone, reads come back empty
            reason = "it is damaged or not a database"
        if reason:
            self._set_aside(reason)

    def _set_aside(self, reason: str) -> None:
        aside, failure = set_aside(self.path)
        if aside is None:
            self.problems.append(f"Your history {self.path} could not be used ({reason}) and could not be set "
                                 f"aside ({failure}); finished games cannot be recorded until it is moved.")
            return
        for suffix in ("-journal", "-wal", "-shm"):  # a left-over journal belongs to the old file, not the new one
            companion = self.path.with_name(self.path.name + suffix)
            with contextlib.suppress(OSError):
                if companion.exists():
                    os.rename(companion, aside.with_name(aside.name + suffix))
        self.problems.append(f"Your history {self.path} could not be used ({reason}); it was set aside as {aside} "
                             f"and a new history begins.")

    # -- writing -----------------------------------------------------------------------------------------------
    def record_game(self, variant_id: str, match, players: dict, names: dict,
                    started_at: datetime | None = None, key: str | None = None) -> int:
        """Record a finished match in one transaction; returns its id. ``players``: seat -> skill (or "human"),
        ``names``: seat -> name; ``key``: the game's own key (TableSession.game_key): a game already recorded under
        it is not recorded again (its id is returned). StorageError if the history cannot be written."""
        if not match.over:
            raise ValueError("only a finished match goes into the history")
        finished = datetime.now()
        game = (*self._game_row(variant_id, match, started_at or finished, finished), key, _game_record_text(match))
        seats = self._seat_rows(match, players, names)
        hands = self._hand_rows(match)
        return self._write_retrying(lambda: self._write_game(game, seats, hands))

    def _write_retrying(self, write: Callable[[], T]) -> T:
        """``write()``, once more on a fresh history if this one is found damaged; StorageError if it cannot be
        written."""
        for attempt in (1, 2):
            try:
                return write()
            except sqlite3.Error as exc:
                if _sqlite_code(exc) in DAMAGED_CODES and attempt == 1:
                    self._set_aside("it is damaged or not a database")
                    continue
                reason = SQLITE_REASONS.get(_sqlite_code(exc), f"the database said: {exc}")
                raise save_failed(self.path, reason) from exc
        raise AssertionError("unreachable")

    def _write_game(self, game: tuple, seats: list[tuple], hands: list[tuple]) -> int:
        def write(conn: sqlite3.Connection) -> int:
            key = game[GAME_COLUMNS.index("game_key")]
            known = key and conn.execute("SELECT id FROM games WHERE game_key = ?", (key,)).fetchone()
            if known:
                return known[0]
            game_id = self._insert_game(conn, game)
            conn.executemany("INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?, ?)", [(game_id, *row) for row in seats])
            self._insert_hands(conn, game_id, hands)
            return game_id
        return self._in_transaction(write)

    def _in_transaction(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """``work(conn)`` in one write transaction on a history brought up to this version (made if need be)."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise save_failed(self.path, why_not_written(exc)) from exc
        with contextlib.closing(self._connect()) as conn:
            conn.execute("BEGIN IMMEDIATE")
            try:
                create_schema(conn)
                answer = work(conn)
                conn.execute("COMMIT")
            except BaseException:
                with contextlib.suppress(sqlite3.Error):
                    conn.execute("ROLLBACK")
                raise
        return answer

    def reset_statistics(self, variant_id: str) -> None:
        """Statistics > Reset: the game's statistics count from the next game recorded; its finished games stay in the
        history (History lists them, their hands can be replayed). StorageError if the history cannot be written."""
        def reset(conn: sqlite3.Connection) -> None:
            conn.execute("INSERT OR REPLACE INTO statistics_resets (variant, last_game, reset) "
                         "VALUES (?, (SELECT COALESCE(MAX(id), 0) FROM games), ?)",
                         (variant_id, datetime.now().strftime(TIME_FORMAT)))
        try:
            self._in_transaction(reset)
        except StorageError as exc:
            raise StorageError(f"{exc.message.split('. The game goes on')[0]}. Your statistics were not reset.",
                               self.path) from exc
        except sqlite3.Error as exc:
            reason = SQLITE_REASONS.get(_sqlite_code(exc), f"the database said: {exc}")
            raise StorageError(f"Could not reset your statistics in {self.path}: {reason}. Nothing was changed.",
                               self.path) from exc

    @staticmethod
    def _insert_game(conn: sqlite3.Connection, game: tuple) -> int:
        cursor = conn.execute(f"INSERT INTO games ({', '.join(GAME_COLUMNS)}) "
                              f"VALUES ({', '.join('?' * len(GAME_COLUMNS))})", game)
        game_id = cursor.lastrowid
        assert game_id is not None  # the row just inserted
        return game_id

    @staticmethod
    def _insert_hands(conn: sqlite3.Connection, game_id: int, hands: list[tuple]) -> None:
        conn.executemany(f"INSERT INTO hands (game_id, {', '.join(HAND_COLUMNS)}) "
                         f"VALUES (?, {', '.join('?' * len(HAND_COLUMNS))})", [(game_id, *row) for row in hands])

    @staticmethod
    def _game_row(variant_id: str, match, started: datetime, finished: datetime) -> tuple:
        return (variant_id, started.strftime(TIME_FORMAT), finished.strftime(TIME_FORMAT), match.target,
                len(match.history), json.dumps(match.scores), match.winner, json.dumps(match.options.to_json()))

    @staticmethod
    def _seat_rows(match, players: dict, names: dict) -> list[tuple]:
        skills = {seat_key(seat): skill for seat, skill in players.items()}
        named = {seat_key(seat): name for seat, name in names.items()}
        rows = []
        for seat in SEATS:
            side = seat.side if match.variant.scores_by_side(match.options) else seat.name
            rows.append((seat.name, str(named.get(seat.name) or seat.full_name), str(skills.get(seat.name, "")),
                         side, int(match.scores[side]), int(match.winner == side)))
        return rows

    @staticmethod
    def _hand_rows(match) -> list[tuple]:
        return [(h.number, str(h.dealer), h.contract, None if h.declarer is None else str(h.declarer),
                 json.dumps(h.points), json.dumps(h.totals), json.dumps(list(h.lines), ensure_ascii=False),
                 None if h.made is None else int(h.made))
                for h in match.history]

    def record_challenge(self, challenge: Challenge, deals: list[dict], key: str | None = None) -> int:
        """Record a finished duplicate challenge in one transaction; returns its id. ``deals``: per deal, in order,
        {index, deal, yours, expert, your_hand, expert_hand} (the scores and the two runs' hand records); ``key``: the
        challenge's own key: one already recorded under it is not recorded again. StorageError if the history cannot
        be written."""
        text = challenge_record_text(challenge, deals, MAX_RECORD_BYTES)
        row = (challenge.variant_id, challenge.number, challenge.deals, datetime.now().strftime(TIME_FORMAT),
               sum(deal["yours"] for deal in deals), sum(deal["expert"] for deal in deals), key, text)

        def write(conn: sqlite3.Connection) -> int:
            known = key and conn.execute("SELECT id FROM challenges WHERE challenge_key = ?", (key,)).fetchone()
            if known:
                return known[0]
            cursor = conn.execute("INSERT INTO challenges (variant, number, deals, finished, yours, expert, "
                                  "challenge_key, record) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", row)
            assert cursor.lastrowid is not None  # the row just inserted
            return cursor.lastrowid
        return self._write_retrying(lambda: self._in_transaction(write))

    def challenges(self, variant_id: str | None = None) -> list[dict]:
        """The finished duplicate challenges, newest first: id, variant, number, deals, finished, yours, expert (the
        totals of your run and of the Expert's)."""
        if not self._query("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'challenges'"):
            return []  # an older version's history: none yet
        where, parameters = ("WHERE variant = ?", (variant_id,)) if variant_id else ("", ())
        rows = self._query("SELECT id, variant, number, deals, finished, yours, expert FROM challenges "
                           f"{where} ORDER BY finished DESC, id DESC", parameters)
        return self._readable(rows, lambda row: {
            "id": int(row["id"]), "variant": str(row["variant"]), "number": int(row["number"]),
            "deals": int(row["deals"]), "finished": str(row["finished"]), "yours": int(row["yours"]),
            "expert": int(row["expert"])})

    def challenge_record(self, challenge_id: int) -> tuple[tuple[Challenge, list[dict]] | None, str | None]:
        """((the challenge, its deals as ``record_challenge`` took them), None), or (None, why it cannot be shown)."""
        rows = self._query("SELECT CAST(record AS BLOB) AS record FROM challenges WHERE id = ?", (challenge_id,))
        if not rows:
            return None, HISTORY_BUSY if self.busy else "That challenge is no longer in your history."
        found, reason = challenge_from_text(rows[0]["record"], MAX_RECORD_BYTES)
        if reason:
            return None, f"The record of this challenge is damaged ({reason}), so it cannot be shown."
        return found, None

    # -- reading -----------------------------------------------------------------------------------------------
    def _query(self, sql: str, parameters=()) -> list[sqlite3.Row]:
        """Rows of a query; none when there is no history yet or it cannot be read now (``busy`` says when another
        process holds it: after one short wait, the later queries do not wait again)."""
        if self.busy or not self.path.is_file():
            return []
        try:
            with contextlib.closing(self._connect()) as conn:
                if conn.execute("PRAGMA application_id").fetchone()[0] != APPLICATION_ID:
                    return []
                conn.row_factory = sqlite3.Row
                return conn.execute(sql, parameters).fetchall()
        except sqlite3.Error as exc:
            self.busy = self.busy or _sqlite_code(exc) in BUSY_CODES
            return []

    def _readable(self, rows, read) -> list[dict]:
        """``read(row)`` of every row that can be read; the others (a damaged value) are counted in ``unreadable``."""
        found = []
        for row in rows:
            try:
                found.append(read(row))
            except (ValueError, TypeError, KeyError, AttributeError, RecursionError):
                self.unreadable += 1
        return found

    def _columns(self) -> set[str]:
        """The columns of ``games`` in this history (an older version's has fewer)."""
        return {row["name"] for row in self._query("SELECT name FROM pragma_table_info('games')")}

    def _game_columns(self) -> str:
        """The columns of ``games`` to read for a list, but the records themselves (long): whether there is one."""
        found = self._columns()
        kept = [name for name in ("id", *GAME_COLUMNS) if name in found and name != "record"]
        return ", ".join([*kept, "record IS NOT NULL AS kept" if "record" in found else "0 AS kept"])

    def games(self, variant_id: str | None = None) -> list[dict]:
        """Finished games, newest first: id, variant, started, finished, target, hands, scores (side -> points),
        winner, options, seats (seat -> {name, skill, side, score, won}), key (the game's key, or None) and
        replayable (its record was kept: see :meth:`game_record`)."""
        where, parameters = ("WHERE variant = ?", (variant_id,)) if variant_id else ("", ())
        rows = self._query(f"SELECT {self._game_columns()} FROM games {where} ORDER BY finished DESC, id DESC",
                           parameters)
        seats: dict[int, dict[str, dict]] = {}
        for row in self._query("SELECT * FROM seats ORDER BY game_id, seat"):
            seats.setdefault(row["game_id"], {})[row["seat"]] = {
                "name": row["name"], "skill": row["skill"], "side": row["side"], "score": row["score"],
                "won": bool(row["won"])}
        return self._readable(rows, lambda row: {
            "id": row["id"], "variant": row["variant"], "started": str(row["started"]),
            "finished": str(row["finished"]), "target": row["target"], "hands": int(row["hands"]),
            "scores": _json_object(row["scores"]), "winner": row["winner"], "options": _json_object(row["options"]),
            "seats": seats.get(row["id"], {}), "key": row["game_key"] if "game_key" in row.keys() else None,
            "replayable": bool(row["kept"])})

    def game_record(self, game_id: int) -> tuple[dict | None, str | None]:
        """(the match record of a finished game, checked by replaying it, None), or (None, why its hands cannot be
        replayed, in a sentence): an older game without one, a damaged one."""
        record = "CAST(record AS BLOB)" if "record" in self._columns() else "NULL"  # bytes: any text is read
        rows = self._query(f"SELECT variant, {record} AS record FROM games WHERE id = ?", (game_id,))
        if not rows:
            return None, HISTORY_BUSY if self.busy else "That game is no longer in your history."
        if rows[0]["record"] is None:
            return None, NO_RECORD
        data, reason = _game_record(rows[0]["record"], rows[0]["variant"])
        if reason:
            return None, f"The record of this game is damaged ({reason}), so it cannot be replayed."
        return data, None

    def hands(self, game_id: int) -> list[dict]:
        """The hands of one game in order: number, dealer, contract, declarer, points, totals, lines."""
        rows = self._query("SELECT * FROM hands WHERE game_id = ? ORDER BY number", (game_id,))
        return self._readable(rows, lambda row: {
            "number": row["number"], "dealer": row["dealer"], "contract": row["contract"], "declarer": row["declarer"],
            "points": _json_object(row["points"]), "totals": _json_object(row["totals"]),
            "lines": _json_list(row["lines"])})

    def reset_point(self, variant_id: str) -> tuple[int, str | None]:
        """(the id of the last game before the game's statistics were last reset, when: "YYYY-mm-dd HH:MM:SS"), or
        (0, None) if they never were."""
        rows = self._query("SELECT last_game, reset FROM statistics_resets WHERE variant = ?", (variant_id,))
        found = self._readable(rows, lambda row: {"last_game": int(row["last_game"]), "reset": str(row["reset"])})
        return (found[0]["last_game"], found[0]["reset"]) if found else (0, None)

    def _hand_columns(self) -> set[str]:
        return {row["name"] for row in self._query("SELECT name FROM pragma_table_info('hands')")}

    def judge_older_contracts(self, variant_id: str) -> int:
        """Give the contracts recorded before the history said whether they were made (schema 3) the rules' verdict,
        by replaying their game's kept record; the number of hands judged. A game without a record (or a damaged
        one) keeps its contracts not judged, and so does a history that cannot be written now."""
        if "record" not in self._columns():
            return 0
        unjudged = "h.made IS NULL" if "made" in self._hand_columns() else "1"
        rows = self._query(f"""SELECT DISTINCT g.id AS id, CAST(g.record AS BLOB) AS record
            FROM games AS g JOIN hands AS h ON h.game_id = g.id
            WHERE g.variant = ? AND g.record IS NOT NULL AND h.declarer IS NOT NULL AND {unjudged}""", (variant_id,))
        verdicts = []
        for row in rows:
            _data, match, _reason = _replayed_game(row["record"], variant_id)
            verdicts += [] if match is None else [(int(h.made), row["id"], h.number) for h in match.history
                                                  if h.declarer is not None and h.made is not None]
        if not verdicts:
            return 0
        try:
            self._in_transaction(lambda conn: conn.executemany(
                "UPDATE hands SET made = ? WHERE game_id = ? AND number = ?", verdicts))
        except (StorageError, sqlite3.Error):
            return 0
        return len(verdicts)

    def hands_of_games(self, variant_id: str, after: int = 0) -> dict[int, list[dict]]:
        """The hands of the game's finished games recorded after the game ``after`` (an id), by game, each in order:
        number, contract, declarer, points, totals, made (True, False, or None when nobody declared or an older
        version did not say)."""
        made = "h.made" if "made" in self._hand_columns() else "NULL AS made"  # a history of an older version: not said
        rows = self._query(f"""SELECT h.game_id, h.number, h.contract, h.declarer, h.points, h.totals, {made}
            FROM hands AS h JOIN games AS g ON g.id = h.game_id WHERE g.variant = ? AND g.id > ?
            ORDER BY h.game_id, h.number""", (variant_id, after))
        by_game: dict[int, list[dict]] = {}
        for hand in self._readable(rows, lambda row: {
                "game_id": int(row["game_id"]), "number": int(row["number"]), "contract": row["contract"],
                "declarer": row["declarer"], "points": _json_numbers(row["points"]),
                "totals": _json_numbers(row["totals"]), "made": None if row["made"] is None else bool(row["made"])}):
            by_game.setdefault(hand["game_id"], []).append(hand)
        return by_game

    def statistics(self, variant_id: str | None = None) -> list[dict]:
        """Per player name and game: name, variant, played, won, lost, win_rate (0..1), points_per_hand (the
        player's side), best_score; most games won first."""
        where, parameters = ("WHERE g.variant = ?", (variant_id,)) if variant_id else ("", ())
        rows = self._query(f"""
            SELECT p.name AS name, g.variant AS variant, COUNT(*) AS played, SUM(p.won) AS won,
                   SUM(p.score) AS points, SUM(g.hands) AS hands, MAX(p.score) AS best
            FROM (SELECT game_id, name, MAX(won) AS won, MAX(score) AS score FROM seats GROUP BY game_id, name) AS p
            JOIN games AS g ON g.id = p.game_id {where}
            GROUP BY p.name, g.variant ORDER BY won DESC, played DESC, p.name""", parameters)
        return [{"name": row["name"], "variant": row["variant"], "played": row["played"], "won": row["won"],
                 "lost": row["played"] - row["won"], "win_rate": row["won"] / row["played"],
                 "points_per_hand": row["points"] / row["hands"] if row["hands"] else 0.0, "best_score": row["best"]}
                for row in rows]

    def history_text(self, variant_id: str | None = None) -> str:
        """One line per finished game, oldest first: date, players, final score, winner."""
        games = list(reversed(self.games(variant_id)))
        if not games:
            return "No finished games yet.\n"
        return "".join(history_line(game, variant_id is None) + "\n" for game in games)


def _game_record_text(match) -> str | None:
    """A finished game's match record as the history keeps it, with the computers' reasons of its hands (without them
    when they would make it too big); None if it cannot be kept (too big)."""
    record = match.record()
    plain = {**record, "hands": [{key: value for key, value in hand.items() if key != REASONS}
                                 for hand in record["hands"]]}
    for kept in (record, plain):
        try:
            text = json.dumps({"format": FORMAT, "version": VERSION, **kept}, ensure_ascii=False,
                              separators=(",", ":"))
        except (TypeError, ValueError):
            return None
        if len(text.encode("utf-8")) <= MAX_RECORD_BYTES:
            return text
    return None


def _game_record(raw, variant_id: str) -> tuple[dict | None, str | None]:
    """(a finished game's record as read from the history, checked by replaying it, None) or (None, why it cannot
    be replayed)."""
    data, _match, reason = _replayed_game(raw, variant_id)
    return (None, reason) if data is None else (plain_record(data), None)


def _replayed_game(raw, variant_id: str) -> tuple[dict | None, Match | None, str | None]:
    """(a finished game's record as read from the history, the match it replays to, None) or (None, None, why it
    cannot be replayed)."""
    if not isinstance(raw, bytes):
        return None, None, "it is not text"
    if len(raw) > MAX_RECORD_BYTES:
        return None, None, "it is far too large to be ours"
    try:
        data = parse(raw)
    except ValueError as exc:
        return None, None, str(exc)
    reason = envelope_problem(data, "match", variant_id)
    if reason:
        return None, None, reason
    match, reason = replayed(data)
    if reason:
        return None, None, reason
    if not isinstance(match, Match) or not match.over:  # a match: envelope_problem checked the kind
        return None, None, "the game in it is not finished"
    return data, match, None


def _json_object(text) -> dict:
    value = json.loads(text)
    if not isinstance(value, dict):
        raise ValueError("not a JSON object")
    return value


def _json_numbers(text) -> dict[str, int]:
    """A JSON object of side (or seat) -> whole points."""
    value = _json_object(text)
    if not all(isinstance(points, int) and not isinstance(points, bool) for points in value.values()):
        raise ValueError("not points")
    return value


def _json_list(text) -> list:
    value = json.loads(text)
    if not isinstance(value, list):
        raise ValueError("not a JSON list")
    return value


def history_line(game: dict, with_variant: bool = False, with_winner: bool = True) -> str:
    """A finished game (of :meth:`History.games`) in one line: date, players, final score, winner, hands."""
    sides: dict[str, list[str]] = {}
    for seat in SEATS:
        entry = game["seats"].get(seat.name)
        if entry:
            sides.setdefault(entry["side"], []).append(entry["name"])
    teams = {side: " & ".join(names) for side, names in sides.items()}
    score = " v ".join(f"{teams.get(side, side)} {points}" for side, points in game["scores"].items())
    winner = teams.get(game["winner"], game["winner"]) if game["winner"] else "nobody"
    prefix = f"{_variant_name(game['variant'])}  " if with_variant else ""
    hands = f"{game['hands']} hand" + ("" if game["hands"] == 1 else "s")
    won = f"  won by {winner}" if with_winner else ""
    return f"{game['finished'][:16]}  {prefix}{score}{won} ({hands})"


def _variant_name(variant_id: str) -> str:
    variant = VARIANTS.get(variant_id)
    return variant.name if variant else variant_id
