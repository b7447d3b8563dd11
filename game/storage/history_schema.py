"""What the history database looks like: its tables, the version of its schema, the migrations that bring an older
history up to date, and whether a database found on the disk is a history of ours."""

from __future__ import annotations

import sqlite3

SCHEMA_VERSION = 5
APPLICATION_ID = 0x43544331  # "CTC1": marks the database as ours
SCHEMA = (
    """CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        variant TEXT NOT NULL,
        started TEXT NOT NULL,
        finished TEXT NOT NULL,
        target INTEGER,
        hands INTEGER NOT NULL,
        scores TEXT NOT NULL,
        winner TEXT,
        options TEXT NOT NULL)""",
    """CREATE TABLE seats (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat TEXT NOT NULL,
        name TEXT NOT NULL,
        skill TEXT NOT NULL,
        side TEXT NOT NULL,
        score INTEGER NOT NULL,
        won INTEGER NOT NULL,
        PRIMARY KEY (game_id, seat))""",
    """CREATE TABLE hands (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        number INTEGER NOT NULL,
        dealer TEXT NOT NULL,
        contract TEXT,
        declarer TEXT,
        points TEXT NOT NULL,
        totals TEXT NOT NULL,
        lines TEXT NOT NULL,
        PRIMARY KEY (game_id, number))""",
    "CREATE INDEX games_by_variant ON games (variant, finished)",
    "CREATE INDEX seats_by_name ON seats (name)",
)
MIGRATIONS = {  # user_version -> the statements that bring a history of the version before up to it
    2: ("ALTER TABLE games ADD COLUMN game_key TEXT",  # TableSession.game_key: each game goes in once
        "CREATE UNIQUE INDEX games_by_key ON games (game_key)"),
    3: ("ALTER TABLE games ADD COLUMN record TEXT",),  # the game's match record, to replay its hands (or NULL)
    4: ("ALTER TABLE hands ADD COLUMN made INTEGER",  # the declarer's side made its contract: 1, 0, NULL (unknown)
        # Statistics > Reset: each game's statistics count the games recorded after its last reset (History keeps all)
        """CREATE TABLE statistics_resets (
            variant TEXT PRIMARY KEY,
            last_game INTEGER NOT NULL,
            reset TEXT NOT NULL)"""),
    # the duplicate challenges finished (game.ai.challenge): not games, so the statistics do not count them
    5: ("""CREATE TABLE challenges (
            id INTEGER PRIMARY KEY,
            variant TEXT NOT NULL,
            number INTEGER NOT NULL,
            deals INTEGER NOT NULL,
            finished TEXT NOT NULL,
            yours INTEGER NOT NULL,
            expert INTEGER NOT NULL,
            challenge_key TEXT UNIQUE,
            record TEXT NOT NULL)""",
        "CREATE INDEX challenges_by_variant ON challenges (variant, finished)"),
}
GAME_COLUMNS = ("variant", "started", "finished", "target", "hands", "scores", "winner", "options", "game_key",
                "record")
HAND_COLUMNS = ("number", "dealer", "contract", "declarer", "points", "totals", "lines", "made")
TABLES = {"games", "seats", "hands"}


def foreign_reason(conn: sqlite3.Connection) -> str | None:
    """Why an existing database is not a history of ours that this version can use, in words; None if it is."""
    verdict = conn.execute("PRAGMA quick_check").fetchone()
    if not verdict or verdict[0] != "ok":
        return "it is damaged"
    app_id = conn.execute("PRAGMA application_id").fetchone()[0]
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    if app_id not in (0, APPLICATION_ID) or (app_id == 0 and tables):
        return "it was not written by this program"
    if version > SCHEMA_VERSION:
        return "it was written by a newer version of this program"
    if app_id == APPLICATION_ID and not TABLES <= tables:
        return "tables are missing from it"
    return None


def create_schema(conn: sqlite3.Connection) -> None:
    """Make the tables of a new history, or bring an older one up to this version (in the caller's transaction)."""
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    if version >= SCHEMA_VERSION:
        return
    if version < 1:
        for statement in SCHEMA:
            conn.execute(statement)
    for step in range(max(version, 1) + 1, SCHEMA_VERSION + 1):
        for statement in MIGRATIONS[step]:
            conn.execute(statement)
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
