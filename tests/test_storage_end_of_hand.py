"""The end of a hand and of a game on the disk (issue 13, item 21): the autosave, the score file and the history are
written in an order that a program stopped at any instant cannot break, and the next start finishes the job: a
finished game goes into the history once, each scored hand into the score file once, and a human's move is on the
disk before the next move is shown. (tests/test_kill.py kills a real process; these set up each instant.)"""

from __future__ import annotations

import json
import random
import sqlite3
import threading

import pytest

from game import storage
from game.engine import PASS, Seat
from game.ui.table import store
from game.ui.table.session import TableSession

VARIANT = "belote"
NAMES = {"N": "Nora", "E": "Eli", "S": "Ada", "W": "Walt"}
PLAYERS = {Seat.N: "expert", Seat.E: "novice", Seat.S: "human", Seat.W: "advanced"}


@pytest.fixture
def home(tmp_path, monkeypatch):
    folder = tmp_path / "home"
    monkeypatch.setenv(storage.HOME_VARIABLE, str(folder))
    return folder


def play_to_the_end_of_a_hand(session: TableSession, rng: random.Random) -> None:
    while not session.hand.done:
        legal = session.legal_actions()
        bidding = session.hand.phase == "bidding" and PASS in legal and len(legal) > 1
        session.apply(PASS if bidding and rng.random() < 0.7 else rng.choice(legal))


def session_at_its_last_hand(seed: int = 3) -> tuple[TableSession, list]:
    """A Belote game (to 500) whose last hand was just played and scored; the results of its hands."""
    rng = random.Random(seed)
    session = TableSession(VARIANT, None, PLAYERS, seed=seed)
    session.set_options(session.options.replace(target=500))
    session.new_game(seed)
    results = []
    while True:
        play_to_the_end_of_a_hand(session, rng)
        results.append(session.hand.result())
        if session.game_over:
            return session, results
        session.next_hand()


def finished_record(session: TableSession) -> dict:
    record = session.record()
    record["table"]["names"] = dict(NAMES)
    return record


def count_all_but_the_last(session: TableSession, results: list) -> None:
    match = session.match
    assert len(results) == len(match.history)
    for number, result in enumerate(results[:-1], 1):
        storage.count_scored_hand(VARIANT, result, None, hand_key(session, number))


def hand_key(session: TableSession, number: int) -> str:
    """The key of hand ``number`` of the session's game, as the table gives it when that hand is scored."""
    match = session.match

    class Then:  # the match as it stood when hand ``number`` was scored
        records, history = match.records[:number], match.history[:number]

    return storage.hand_key(session.game_key, Then)


def history_keys() -> list:
    return [game["key"] for game in storage.History().games(VARIANT)]


def test_a_finished_game_left_in_the_autosave_goes_into_the_history_at_the_next_start(home):
    session, results = session_at_its_last_hand()
    count_all_but_the_last(session, results)
    storage.save_autosave(VARIANT, finished_record(session))  # stopped here: the last hand not counted, no history
    assert storage.load_autosave(VARIANT) == (None, None)  # nothing to resume: the game is finished
    [game] = storage.History().games(VARIANT)
    assert game["key"] == session.game_key and game["hands"] == len(session.match.history)
    assert game["scores"] == session.match.scores and game["winner"] == session.match.winner
    assert game["seats"]["S"]["name"] == "Ada" and game["seats"]["E"]["skill"] == "novice"
    assert not (home / f"autosave-{VARIANT}.json").exists()
    sheet, _ = storage.load_score_file(VARIANT)
    assert sheet.counts.hands == len(results) and sheet.games == 1


def test_a_game_already_in_the_history_is_not_recorded_again_nor_its_last_hand_counted_again(home):
    session, results = session_at_its_last_hand()
    count_all_but_the_last(session, results)
    record = finished_record(session)
    storage.save_autosave(VARIANT, record)
    assert storage.load_autosave(VARIANT) == (None, None)
    storage.save_autosave(VARIANT, record)  # as if stopped after the history, before the autosave was removed
    assert storage.load_autosave(VARIANT) == (None, None)
    assert history_keys() == [session.game_key]
    sheet, _ = storage.load_score_file(VARIANT)
    assert sheet.counts.hands == len(results) and sheet.games == 1


def test_a_hand_scored_but_not_yet_counted_is_counted_once_when_the_game_is_taken_up(home):
    rng = random.Random(8)
    session = TableSession(VARIANT, None, PLAYERS, seed=8)
    play_to_the_end_of_a_hand(session, rng)
    assert not session.game_over
    storage.save_autosave(VARIANT, session.record())  # stopped before the score file was written
    for _ in range(2):  # taken up twice: counted once
        record, problem = storage.load_autosave(VARIANT)
        assert problem is None and storage.game_key(record) == session.game_key
        sheet, _ = storage.load_score_file(VARIANT)
        assert sheet.counts.hands == 1
    again = TableSession.from_record(record)
    assert again.game_key == session.game_key and len(again.match.history) == 1 and not again.hand.actions


def test_erasing_the_score_file_keeps_the_key_of_the_last_hand_counted(home):
    rng = random.Random(8)
    session = TableSession(VARIANT, None, PLAYERS, seed=8)
    play_to_the_end_of_a_hand(session, rng)
    key = hand_key(session, 1)
    storage.count_scored_hand(VARIANT, session.hand.result(), None, key)
    assert storage.erase_score_file(VARIANT).last_counted == key
    storage.save_autosave(VARIANT, session.record())
    storage.load_autosave(VARIANT)
    assert storage.load_score_file(VARIANT)[0].counts.hands == 0


def test_the_table_writes_the_history_then_removes_the_autosave(home):
    session, results = session_at_its_last_hand()
    problems, autosaver = store.Problems(), store.Autosaver(VARIANT)
    count_all_but_the_last(session, results)
    seen = []
    original = storage.clear_autosave

    def clear(variant_id):  # what is on the disk when the autosave goes
        seen.append((history_keys(), storage.load_score_file(VARIANT)[0].counts.hands))
        original(variant_id)

    storage.clear_autosave = clear
    try:
        store.keep_scored_hand(session, NAMES, autosaver, problems)
    finally:
        storage.clear_autosave = original
    assert problems.take() == []
    assert seen == [([session.game_key], len(results))]
    assert not (home / f"autosave-{VARIANT}.json").exists()
    [game] = storage.History().games(VARIANT)
    assert game["seats"]["W"]["name"] == "Walt"


def test_a_finished_game_the_history_refuses_keeps_its_autosave_for_the_next_start(home):
    session, results = session_at_its_last_hand()
    problems, autosaver = store.Problems(), store.Autosaver(VARIANT)
    home.mkdir(parents=True)
    locker = sqlite3.connect(home / storage.HISTORY_FILE, isolation_level=None)
    locker.execute("BEGIN EXCLUSIVE")  # another copy of the program is writing
    try:
        store.keep_scored_hand(session, NAMES, autosaver, problems)
    finally:
        locker.execute("ROLLBACK")
        locker.close()
    assert any("another copy of the program" in problem for problem in problems.take())
    assert (home / f"autosave-{VARIANT}.json").exists()
    assert storage.load_autosave(VARIANT) == (None, None)  # the next start records it
    assert history_keys() == [session.game_key]


def test_a_move_saved_at_once_is_on_the_disk_and_no_older_save_replaces_it(home):
    session = TableSession(VARIANT, None, PLAYERS, seed=5)
    autosaver = store.Autosaver(VARIANT)
    started, gate = threading.Event(), threading.Event()
    original = storage.save_autosave

    def slow_save(variant_id, record):  # the background write of an older record is held up
        started.set()
        gate.wait(5)
        original(variant_id, record)

    storage.save_autosave = slow_save
    try:
        autosaver.save(session.record())
        assert started.wait(5)
        storage.save_autosave = original
        session.apply(session.legal_actions()[0])
        threading.Timer(0.05, gate.set).start()
        assert autosaver.save_now(session.record()) is None
        on_disk = json.loads((home / f"autosave-{VARIANT}.json").read_text())
        assert on_disk["current"]["actions"] == [str(a) for a in session.hand.actions]
        autosaver.save(TableSession(VARIANT, None, PLAYERS, seed=6).record())  # an older one, asked for after
        session.apply(session.legal_actions()[0])
        autosaver.save_now(session.record())
        assert autosaver.flush()
    finally:
        storage.save_autosave = original
        gate.set()
    on_disk = json.loads((home / f"autosave-{VARIANT}.json").read_text())
    assert on_disk["current"]["actions"] == [str(a) for a in session.hand.actions]


def test_a_game_loaded_from_a_file_is_a_game_of_its_own(home):
    session = TableSession(VARIANT, None, PLAYERS, seed=5)
    path, problem = store.save_game("mine", session.record())
    assert problem is None
    record, problem = store.load_game(path)
    assert problem is None
    assert TableSession.from_record(record).game_key != session.game_key


def test_a_hand_played_again_under_the_same_number_is_another_hand_for_the_score_file(home):
    session = TableSession(VARIANT, None, PLAYERS, seed=8)
    play_to_the_end_of_a_hand(session, random.Random(8))
    first = storage.hand_key(session.game_key, session.match)
    again_session = TableSession(VARIANT, None, PLAYERS, seed=8)  # the same cards, played otherwise
    again_session.game_key = session.game_key
    while not again_session.hand.done:
        again_session.apply(again_session.legal_actions()[-1])
    again = storage.hand_key(again_session.game_key, again_session.match)
    assert first != again and first.split(":")[:2] == again.split(":")[:2]
    for key in (first, again, again):
        storage.count_scored_hand(VARIANT, session.hand.result(), None, key)
    assert storage.load_score_file(VARIANT)[0].counts.hands == 2


def test_a_history_of_the_first_version_takes_game_keys_and_keeps_its_games(home):
    session, _results = session_at_its_last_hand()
    home.mkdir(parents=True)
    with sqlite3.connect(home / storage.HISTORY_FILE) as conn:
        for statement in storage.SCHEMA:
            conn.execute(statement)
        conn.execute(f"PRAGMA application_id = {storage.APPLICATION_ID}")
        conn.execute("PRAGMA user_version = 1")
        conn.execute("INSERT INTO games (variant, started, finished, target, hands, scores, winner, options) VALUES "
                     "(?, '2024-01-01 10:00:00', '2024-01-01 11:00:00', 500, 3, '{\"NS\": 510, \"EW\": 80}', 'NS', "
                     "'{}')", (VARIANT,))  # a game the first version recorded
    storage.History().record_game(VARIANT, session.match, {}, NAMES, key=session.game_key)
    storage.History().record_game(VARIANT, session.match, {}, NAMES, key=session.game_key)
    keys = history_keys()
    assert len(keys) == 2 and set(keys) == {session.game_key, None}
    with sqlite3.connect(home / storage.HISTORY_FILE) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == storage.SCHEMA_VERSION == 5


@pytest.mark.parametrize("variant_id", ["bridge", "scotch_whist"])
def test_a_game_ended_early_is_in_the_history_before_its_autosave_goes(home, variant_id):
    session = TableSession(variant_id, None, PLAYERS, seed=4)
    for _ in range(3):  # a hand in progress
        session.apply(session.legal_actions()[0])
    session.match.end_early()  # End rubber, Terminate
    record = session.record()
    storage.save_autosave(variant_id, record)  # stopped here, before the history
    assert storage.load_autosave(variant_id) == (None, None)
    assert [game["key"] for game in storage.History().games(variant_id)] == [session.game_key]
    problems = store.Problems()
    store.keep_finished_game(session, NAMES, store.Autosaver(variant_id), problems)  # the table's own way
    assert problems.take() == []
    assert [game["key"] for game in storage.History().games(variant_id)] == [session.game_key]
    assert not (home / f"autosave-{variant_id}.json").exists()
