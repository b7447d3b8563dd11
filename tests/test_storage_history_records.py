"""The history keeps each finished game's match record, so that its hands can be replayed from Game > History (issue
13, item 2): read back checked, an older history upgraded in place (its games kept, not replayable), a damaged or
missing record said in a sentence, never a crash."""

from __future__ import annotations

import json
import random
import sqlite3

import pytest
from conftest import play_match

from game import storage
from game.engine import PASS, records
from game.engine.match import Match
from game.variants import VARIANTS

VARIANT = "belote_bridgee"
NAMES = {"N": "Nora", "E": "Eli", "S": "Ada", "W": "Walt"}


@pytest.fixture
def home(tmp_path, monkeypatch):
    folder = tmp_path / "home"
    monkeypatch.setenv(storage.HOME_VARIABLE, str(folder))
    return folder


@pytest.fixture(scope="module")
def match() -> Match:
    """A finished 32 Card Bridge game of several hands (random moves, bidding mostly passes)."""
    variant = VARIANTS[VARIANT]
    match, rng = Match(variant, variant.default_options().replace(target=500), seed=5), random.Random(5)

    def choose(hand):
        legal = hand.legal_actions()
        bids = hand.phase == "bidding" and PASS in legal and rng.random() >= 0.75
        return legal[min(1, len(legal) - 1)] if bids else PASS if PASS in legal else rng.choice(legal)

    play_match(match, choose)
    return match


def record_column(home, game_id: int, value) -> None:
    with sqlite3.connect(home / storage.HISTORY_FILE) as conn:
        conn.execute("UPDATE games SET record = ? WHERE id = ?", (value, game_id))
    conn.close()


def test_a_finished_game_s_record_is_kept_and_read_back_checked(home, match):
    history = storage.History()
    game_id = history.record_game(VARIANT, match, {"S": "human"}, NAMES)
    [game] = history.games(VARIANT)
    assert game["replayable"] and game["id"] == game_id
    record, problem = history.game_record(game_id)
    assert problem is None and record == json.loads(json.dumps(match.record()))
    again = records.match_from_record(record)
    assert again.over and again.scores == match.scores and again.records == match.records
    with sqlite3.connect(home / storage.HISTORY_FILE) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == storage.SCHEMA_VERSION == 5
    conn.close()


def test_a_record_beyond_the_size_limit_is_not_kept_and_the_game_says_so(home, match, monkeypatch):
    monkeypatch.setattr(storage.history, "MAX_RECORD_BYTES", 1000)
    history = storage.History()
    game_id = history.record_game(VARIANT, match, {}, NAMES)
    [game] = history.games(VARIANT)
    assert not game["replayable"] and game["scores"] == match.scores
    assert history.game_record(game_id) == (None, storage.NO_RECORD)


def write_version_2_history(home) -> None:
    """A history as the version before wrote it (no records), with one finished game."""
    home.mkdir(parents=True)
    with sqlite3.connect(home / storage.HISTORY_FILE) as conn:
        for statement in (*storage.SCHEMA, *storage.MIGRATIONS[2]):
            conn.execute(statement)
        conn.execute(f"PRAGMA application_id = {storage.APPLICATION_ID}")
        conn.execute("PRAGMA user_version = 2")
        conn.execute("INSERT INTO games (variant, started, finished, target, hands, scores, winner, options, game_key) "
                     "VALUES (?, '2024-01-01 10:00:00', '2024-01-01 11:00:00', 500, 3, '{\"NS\": 510, \"EW\": 80}', "
                     "'NS', '{}', NULL)", (VARIANT,))
        conn.executemany("INSERT INTO seats VALUES (1, ?, ?, 'expert', ?, ?, ?)",
                         [(seat, NAMES[seat], side, 510 if side == "NS" else 80, int(side == "NS"))
                          for seat, side in (("N", "NS"), ("E", "EW"), ("S", "NS"), ("W", "EW"))])
    conn.close()


def test_a_version_2_history_is_read_then_upgraded_in_place_and_keeps_its_games(home, match):
    write_version_2_history(home)
    history = storage.History()
    [old] = history.games(VARIANT)  # read as it is, before anything is written
    assert history.problems == [] and not old["replayable"] and old["scores"] == {"NS": 510, "EW": 80}
    assert history.game_record(old["id"]) == (None, storage.NO_RECORD)
    new_id = history.record_game(VARIANT, match, {}, NAMES)
    with sqlite3.connect(home / storage.HISTORY_FILE) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == storage.SCHEMA_VERSION
    conn.close()
    new, kept = storage.History().games(VARIANT)
    assert new["id"] == new_id and new["replayable"] and history.game_record(new_id)[1] is None
    assert kept == old and history.game_record(kept["id"]) == (None, storage.NO_RECORD)
    assert "Nora & Ada 510 v Eli & Walt 80" in history.history_text(VARIANT)


def tampered(match: Match, change) -> str:
    record = {"format": storage.FORMAT, "version": 1, **json.loads(json.dumps(match.record()))}
    change(record)
    return json.dumps(record)


@pytest.mark.parametrize("value, reason", [
    ("{not json", "not valid JSON"),
    ("[1, 2, 3]", "it was not written by this program"),
    (b"\xff\xfe not text", "not text"),
    (lambda match: tampered(match, lambda r: r["hands"][0]["actions"].insert(0, "XX")), "it does not replay"),
    (lambda match: tampered(match, lambda r: r.update(variant="belote")), "it is for another game"),
    (lambda match: tampered(match, lambda r: r.update(hands=r["hands"][:1], current=None)), "not finished"),
    (lambda match: tampered(match, lambda r: r.update(name="x" * 5000)), "far longer than any of ours"),
    (lambda match: " " * (storage.MAX_RECORD_BYTES + 1), "far too large"),
], ids=["not-json", "not-ours", "not-text", "bad-move", "other-game", "unfinished", "long-text", "too-big"])
def test_a_damaged_record_is_said_and_the_game_is_still_listed(home, match, value, reason):
    history = storage.History()
    good = history.record_game(VARIANT, match, {}, NAMES)
    bad = history.record_game(VARIANT, match, {}, NAMES)
    record_column(home, bad, value(match) if callable(value) else value)
    games = storage.History().games(VARIANT)
    assert [game["id"] for game in games] == [bad, good] and history.unreadable == 0
    record, problem = storage.History().game_record(bad)
    assert record is None and problem.startswith("The record of this game is damaged (")
    assert reason in problem and problem.endswith("so it cannot be replayed.")
    assert storage.History().game_record(good)[1] is None


def test_the_computers_reasons_go_into_the_history_unless_they_would_make_the_record_too_big(home, match,
                                                                                             monkeypatch):
    from copy import deepcopy

    from game.storage import history as history_module

    reasoned = deepcopy(match)
    reasoned.records = [records.with_reasons(hand, {0: ["Why the first move."], 1: ["x" * 2000]})
                        for hand in match.records]
    assert reasoned.records[0]["reasons"]["1"] == ["x" * 597 + "..."]  # no text of a file of ours is that long
    history = storage.History()
    game_id = history.record_game(VARIANT, reasoned, {}, NAMES, key="a" * 32)
    record, problem = history.game_record(game_id)
    assert problem is None and records.reasons_of(record["hands"][0]) == {0: ["Why the first move."],
                                                                         1: ["x" * 597 + "..."]}
    assert records.match_from_record(record).records == reasoned.records  # kept through a replay of the record
    plain = len(json.dumps(match.record()))
    monkeypatch.setattr(history_module, "MAX_RECORD_BYTES", plain + 500)  # room for the moves, not the reasons
    game_id = history.record_game(VARIANT, reasoned, {}, NAMES, key="b" * 32)
    record, problem = history.game_record(game_id)
    assert problem is None and not any(records.reasons_of(hand) for hand in record["hands"])
    assert record["hands"][0]["actions"] == match.records[0]["actions"]
