"""Damaged and hostile user files (issue 13, items 22 and 23): a huge text, a null, a FIFO, a link, a folder, a
locked or damaged history, a game number out of range, a Save As name that is not a file name. Each gives one
short message, the file set aside (when it is the user's own file), and nothing hangs. Time is never asserted."""

from __future__ import annotations

import json
import os
import re
import sqlite3
from pathlib import Path

import pytest
from conftest import play_match

from game import storage
from game.engine import records
from game.engine.errors import RecordError
from game.engine.match import Match
from game.ui.settings import UiSettings
from game.ui.table import store
from game.ui.table.session import TableSession
from game.variants import VARIANTS

HUGE = "x" * 3_000_000
SHORT_MESSAGE = 600  # characters: a message quotes the file's path and a short excerpt at most
ASIDE = r"\.damaged-\d{8}-\d{6}(-\d+)?"


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    folder = tmp_path / "home"
    folder.mkdir()
    monkeypatch.setenv(storage.HOME_VARIABLE, str(folder))
    return folder


def envelope(kind: str, variant: str | None = None, **body) -> dict:
    head = {"format": records.FORMAT, "version": 1, "kind": kind}
    return {**head, **({"variant": variant} if variant else {}), **body}


def aside(folder: Path, name: str, ext: str = ".json") -> list[Path]:
    return [p for p in folder.iterdir() if re.fullmatch(re.escape(name) + ASIDE + re.escape(ext), p.name)]


def problems_of(name: str) -> list[str]:
    """Load the file ``name`` as the program does; the problems it reports."""
    if name == "settings.json":
        return storage.load_settings(UiSettings)[1]
    if name == "profiles.json":
        storage.profiles()
        return storage.take_profile_problems()
    if name.startswith("options-"):
        return storage.load_game_options("pinochle")[1]
    if name.startswith("scores-"):
        return storage.load_score_file("pinochle")[1]
    if name.startswith("players-"):
        return storage.load_players("pinochle")[1]
    if name.startswith("table-"):
        return store.load_table("pinochle", VARIANTS["pinochle"])[3]
    problem = storage.load_autosave("pinochle")[1]
    return [problem] if problem else []


def autosave_with(action: str) -> dict:
    record = TableSession("pinochle", None, None, seed=7).record()
    record["current"]["actions"] = [action]
    return {"format": records.FORMAT, "version": 1, **record}


HUGE_FILES = {
    "settings.json": envelope("settings", settings={"player_name": HUGE}),
    "profiles.json": envelope("profiles", active=HUGE, profiles=[{"name": HUGE, "folder": ""}]),
    "options-pinochle.json": envelope("options", "pinochle", options={"bid_style": HUGE}),
    "scores-pinochle.json": envelope("scores", "pinochle", scores={"since": HUGE}),
    "players-pinochle.json": envelope("players", "pinochle", players={"N": HUGE}),
    "table-pinochle.json": envelope("table", "pinochle", table={"felt": HUGE}),
    "autosave-pinochle.json": autosave_with("1" * 1_000_000),
}


# -- item 22: a long unbroken string ---------------------------------------------------------------------------------
@pytest.mark.parametrize("name", list(HUGE_FILES))
def test_a_huge_text_in_a_file_gives_one_short_message_and_the_file_is_set_aside(home, name):
    path = home / name
    path.write_text(json.dumps(HUGE_FILES[name]), encoding="utf-8")
    [message] = problems_of(name)
    assert len(message) < SHORT_MESSAGE and "xxxxxxxxxxxxxxxxxxxx" not in message and "1111111111111111" not in message
    assert "far longer than any of ours" in message
    assert len(aside(home, name[:-len(".json")])) == 1
    assert not path.exists() or name == "profiles.json"  # the list of profiles is written again at once


def test_a_saved_game_with_a_huge_move_is_refused_in_a_short_message(home):
    path = home / "huge.ctc.json"
    path.write_text(json.dumps(autosave_with("1" * 1_000_000)), encoding="utf-8")
    with pytest.raises(RecordError) as caught:
        storage.load_game_file(path)
    assert len(str(caught.value)) < SHORT_MESSAGE and "far longer than any of ours" in str(caught.value)
    assert path.exists()  # the user chose it: it stays where it is


def test_a_long_wrong_value_is_quoted_by_an_excerpt_only(home):
    (home / "options-pinochle.json").write_text(json.dumps(envelope("options", "pinochle", options={
        "bid_style": "y" * 900, "target": "z" * 900})), encoding="utf-8")
    options, [message] = storage.load_game_options("pinochle")
    assert options == VARIANTS["pinochle"].default_options()
    assert len(message) < SHORT_MESSAGE and "y" * 200 not in message


# -- item 23: null, FIFO, link, folder -----------------------------------------------------------------------------
@pytest.mark.parametrize("name", ["settings.json", "options-pinochle.json", "autosave-pinochle.json"])
def test_a_null_file_is_set_aside_not_ignored(home, name):
    (home / name).write_text("null", encoding="utf-8")
    [message] = problems_of(name)
    assert "null" in message and "set aside" in message
    assert not (home / name).exists()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
@pytest.mark.parametrize("name", ["settings.json", "scores-pinochle.json", "autosave-pinochle.json"])
def test_a_fifo_in_place_of_a_file_is_set_aside_without_waiting(home, name):
    os.mkfifo(home / name)  # nobody writes to it: opening it to read would wait for ever
    [message] = problems_of(name)
    assert "not a plain file" in message and "set aside" in message
    assert not (home / name).exists()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_a_fifo_chosen_as_a_saved_game_is_refused(home):
    os.mkfifo(home / "pipe.ctc.json")
    with pytest.raises(RecordError, match="not a plain file"):
        storage.load_game_file(home / "pipe.ctc.json")


def belote_hand_done():
    belote = VARIANTS["belote"]
    match = Match(belote, seed=4)
    hand = match.current
    while not hand.done:
        hand.apply(hand.legal_actions()[0])
    return hand


def test_the_log_file_is_not_written_through_a_link(home, tmp_path):
    target = tmp_path / "elsewhere.txt"
    target.write_text("mine\n", encoding="utf-8")
    (home / store.LOG_FILE).symlink_to(target)
    problem = store.append_hand_log(belote_hand_done(), False)
    assert problem and "link" in problem and len(problem) < SHORT_MESSAGE
    assert target.read_text(encoding="utf-8") == "mine\n"


def test_the_log_file_is_appended_hand_after_hand(home):
    hand = belote_hand_done()
    assert store.append_hand_log(hand, False) is None
    assert store.append_hand_log(hand, True) is None
    text = (home / store.LOG_FILE).read_text(encoding="utf-8")
    assert text.count("Opening hands") == 2


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_a_fifo_in_place_of_the_log_file_is_not_written(home):
    os.mkfifo(home / store.LOG_FILE)
    problem = store.append_hand_log(belote_hand_done(), False)
    assert problem and "not a plain file" in problem


def finished_match() -> Match:
    variant = VARIANTS["belote_bridgee"]
    match = Match(variant, variant.default_options().replace(target=500), seed=5)

    def choose(hand):
        legal = hand.legal_actions()
        return legal[min(1, len(legal) - 1)] if hand.phase == "bidding" else legal[0]

    play_match(match, choose)
    return match


def test_a_folder_in_place_of_the_history_is_set_aside_and_a_new_history_begins(home):
    (home / storage.HISTORY_FILE).mkdir()
    (home / storage.HISTORY_FILE / "inside.txt").write_text("kept", encoding="utf-8")
    history = storage.History()
    [problem] = history.problems
    assert "not a plain file" in problem and "set aside" in problem
    [moved] = aside(home, "history", ".sqlite3")
    assert (moved / "inside.txt").read_text(encoding="utf-8") == "kept"
    history.record_game("belote_bridgee", finished_match(), {}, {})
    assert len(storage.History().games()) == 1


# -- the history: a damaged row, a lock held by another process ----------------------------------------------------
def test_a_history_row_with_damaged_json_is_left_out_and_said(home):
    history = storage.History()
    match = finished_match()
    history.record_game("belote_bridgee", match, {}, {})
    damaged = history.record_game("belote_bridgee", match, {}, {})
    with sqlite3.connect(home / storage.HISTORY_FILE) as conn:
        conn.execute("UPDATE games SET scores = '{not json' WHERE id = ?", (damaged,))
    text = store.history_markdown("belote_bridgee", "32 Card Bridge")
    assert text.count("won by") == 1
    assert "1 record could not be read" in text


def test_a_history_locked_by_another_process_gives_a_message_at_once(home):
    history = storage.History()
    history.record_game("belote_bridgee", finished_match(), {}, {})
    locker = sqlite3.connect(home / storage.HISTORY_FILE, isolation_level=None)
    locker.execute("BEGIN EXCLUSIVE")
    try:
        text = store.history_markdown("belote_bridgee", "32 Card Bridge")
    finally:
        locker.execute("ROLLBACK")
        locker.close()
    assert storage.HISTORY_BUSY in text and "won by" not in text
    assert "won by" in store.history_markdown("belote_bridgee", "32 Card Bridge")


# -- Pinochle's game number ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [0, -5, 100_000_000, 10 ** 30])
def test_a_pinochle_game_number_out_of_range_is_refused(home, seed):
    record = TableSession("pinochle", None, None, seed=7).record()
    record["seed"] = seed
    storage.save_autosave("pinochle", record)
    assert storage.load_autosave("pinochle")[0] is None
    assert len(aside(home, "autosave-pinochle")) == 1
    with pytest.raises(RecordError, match="game number"):
        records.match_from_record(record)


# -- table preferences -----------------------------------------------------------------------------------------------
def test_wrong_table_preferences_are_reported_corrected_and_the_file_set_aside(home):
    path = home / "table-pinochle.json"
    path.write_text(json.dumps(envelope("table", "pinochle", table={
        "game_speed": 42, "confirm": "yes", "end_of_turn": "never", "status_bar": False})), encoding="utf-8")
    _players, prefs, _options, [message] = store.load_table("pinochle", VARIANTS["pinochle"])
    assert prefs.game_speed == 5 and prefs.confirm is True and prefs.end_of_turn == "click"
    assert prefs.status_bar is False  # the good value is kept
    assert "Game speed: 42 was changed to 5" in message and "Confirm" in message and "End of turn" in message
    assert len(aside(home, "table-pinochle")) == 1
    assert store.load_table("pinochle", VARIANTS["pinochle"])[3] == []  # corrected once, kept so
    assert store.load_table("pinochle", VARIANTS["pinochle"])[1] == prefs


# -- Save As ---------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("name, words", [
    (".", "not a file name"), ("..", "not a file name"), ("../up", "no /"), ("a/b", "no /"), ("a\\b", "no /"),
    ("CON", "device"), ("nul.txt", "device"), ("  ", "needs a name"), ("x" * 200, "at most"),
])
def test_save_as_refuses_what_is_not_a_plain_file_name(home, name, words):
    record = TableSession("pinochle", None, None, seed=7).record()
    path, problem = store.save_game(name, record)
    assert path is None and words in problem
    assert sorted(p.name for p in home.rglob("*") if p.is_file()) == []


def test_save_as_with_a_plain_name_writes_in_the_saves_folder(home):
    path, problem = store.save_game("Friday night v2.0", TableSession("pinochle", None, None, seed=7).record())
    assert problem is None and Path(path).parent == home / storage.SAVES_FOLDER
