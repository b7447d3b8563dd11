"""The files a user keeps: round trips, damaged and foreign files set aside, failed saves, the history database."""

from __future__ import annotations

import errno
import json
import os
import random
import re
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import play_match

from game import storage
from game.engine import PASS, records
from game.engine.errors import RecordError
from game.engine.match import Match
from game.ui.settings import UiSettings
from game.variants import VARIANTS

BRIDGEE = VARIANTS["belote_bridgee"]
ROOT = Path(__file__).resolve().parent.parent
ASIDE = r"\.damaged-\d{8}-\d{6}(-\d+)?"


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    folder = tmp_path / "home"
    monkeypatch.setenv(storage.HOME_VARIABLE, str(folder))
    return folder


def play_some(match: Match, rng: random.Random, actions: int | None = None) -> None:
    """Random legal moves (bidding mostly passes, so a match has several hands); ``actions``: stop after that many."""

    def choose(hand):
        legal = hand.legal_actions()
        if hand.phase == "bidding":
            return PASS if PASS in legal and rng.random() < 0.75 else legal[min(1, len(legal) - 1)]
        return rng.choice(legal)

    play_match(match, choose, actions)


def finished_match(seed: int = 5) -> Match:
    match = Match(BRIDGEE, BRIDGEE.default_options().replace(target=500), seed=seed)
    play_some(match, random.Random(seed))
    return match


def set_aside_files(folder: Path, name: str, ext: str = ".json") -> list[Path]:
    return sorted(p for p in folder.iterdir() if re.fullmatch(re.escape(name) + ASIDE + re.escape(ext), p.name))


def temp_files(folder: Path) -> list[str]:
    return [p.name for p in folder.iterdir() if p.name.endswith(".tmp")]


def write_raw(path: Path, content) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content if isinstance(content, str) else json.dumps(content), encoding="utf-8")


# -- where files live, atomic writes -------------------------------------------------------------------------------
def test_user_dir_follows_the_environment_and_is_made_on_the_first_write(home):
    assert storage.user_dir() == home
    assert not home.exists()
    assert storage.load_settings(UiSettings) == (UiSettings(), [])
    assert not home.exists()  # reading made nothing
    storage.save_settings(UiSettings())
    assert (home / "settings.json").is_file()


def test_user_dir_defaults_to_the_platform_data_folder(monkeypatch):
    monkeypatch.delenv(storage.HOME_VARIABLE, raising=False)
    assert storage.user_dir().name == "CardTableCompendium"


def test_write_json_round_trip_leaves_no_temporary_file(home):
    path = home / "deep" / "thing.json"
    storage.write_json(path, {"a": [1, 2, "é"]})
    storage.write_json(path, {"a": [3]})
    assert storage.read_json(path) == ({"a": [3]}, None)
    assert sorted(p.name for p in path.parent.iterdir()) == ["thing.json"]
    assert storage.read_json(home / "missing.json") == (None, None)


def test_storage_does_not_import_pygame():
    code = "import sys, game.storage; print(sorted(m for m in sys.modules if m.startswith('pygame')))"
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


# -- round trips ---------------------------------------------------------------------------------------------------
def test_settings_round_trip(home):
    chosen = UiSettings(sound=False, zoom=2, fullscreen=True, felt="blue", card_back="back_7", player_name="Zoé",
                        animation_speed=9)
    storage.save_settings(chosen)
    assert storage.load_settings(UiSettings) == (chosen, [])
    assert storage.load_settings(UiSettings) == (chosen, [])


def test_options_round_trip_by_variant_or_id(home):
    chosen = BRIDGEE.default_options().replace(announces=False, target=1500)
    storage.save_game_options(BRIDGEE, chosen)
    assert (home / "options-belote_bridgee.json").is_file()
    assert storage.load_game_options(BRIDGEE) == (chosen, [])
    assert storage.load_game_options("belote_bridgee") == (chosen, [])


def test_options_default_when_never_saved(home):
    assert storage.load_game_options(BRIDGEE) == (BRIDGEE.default_options(), [])


def test_players_default_and_round_trip(home):
    assert storage.load_players("belote_bridgee") == ({"N": "expert", "E": "expert", "S": "human", "W": "expert"}, [])
    from game.engine import Seat
    storage.save_players("belote_bridgee", {Seat.N: "novice", "E": "advanced", "S": "human", "W": "expert"})
    assert storage.load_players("belote_bridgee") == ({"N": "novice", "E": "advanced", "S": "human", "W": "expert"},
                                                      [])


def test_table_prefs_round_trip(home):
    assert storage.load_table_prefs("belote_bridgee") == ({}, [])
    prefs = {"end_of_turn": "click", "speed": 3, "confirm_cards": True}
    storage.save_table_prefs("belote_bridgee", prefs)
    assert storage.load_table_prefs("belote_bridgee") == (prefs, [])


def test_a_game_id_cannot_leave_the_folder(home):
    with pytest.raises(ValueError):
        storage.save_table_prefs("../evil", {})


def test_autosave_of_a_match_mid_hand_comes_back_to_the_same_position(home):
    match = Match(BRIDGEE, BRIDGEE.default_options().replace(target=1000), seed=11)
    play_some(match, random.Random(2), actions=57)  # past the first hand, in the middle of another
    assert not match.current.done and match.history
    storage.save_autosave("belote_bridgee", match.record())
    record, problem = storage.load_autosave("belote_bridgee")
    assert problem is None
    assert record == match.record()
    again = records.match_from_record(record)
    assert again.scores == match.scores
    assert again.current.record() == match.current.record()
    assert again.current.to_act == match.current.to_act
    assert again.current.legal_actions() == match.current.legal_actions()
    storage.clear_autosave("belote_bridgee")
    assert storage.load_autosave("belote_bridgee") == (None, None)
    storage.clear_autosave("belote_bridgee")  # nothing to clear is fine


def test_save_as_round_trip_adds_the_extension_and_uses_the_saves_folder(home):
    match = Match(BRIDGEE, seed=4)
    play_some(match, random.Random(4), actions=10)
    written = storage.save_game_file("evening game", match.record())
    assert written == storage.saves_dir() / "evening game.ctc.json"
    assert storage.load_game_file(written) == match.record()
    elsewhere = storage.save_game_file(home / "other" / "kept.json", match.record())
    assert elsewhere.name == "kept.json"
    assert json.loads(elsewhere.read_text())["format"] == records.FORMAT


def test_a_foreign_or_damaged_save_file_raises_and_stays_where_it_is(home, tmp_path):
    foreign = tmp_path / "notes.json"
    write_raw(foreign, {"hello": "world"})
    with pytest.raises(RecordError, match="not written by this program"):
        storage.load_game_file(foreign)
    assert foreign.exists()
    broken = tmp_path / "broken.ctc.json"
    write_raw(broken, "{\"format\": ")
    with pytest.raises(RecordError, match="damaged"):
        storage.load_game_file(broken)
    with pytest.raises(storage.StorageError, match="Could not open"):
        storage.load_game_file(tmp_path / "nowhere.ctc.json")


# -- damaged and foreign files -------------------------------------------------------------------------------------
def test_bad_json_settings_are_set_aside_and_defaults_come_back(home):
    write_raw(home / "settings.json", "{\"format\": \"card-table-compendium\", ")
    settings, problems = storage.load_settings(UiSettings)
    assert settings == UiSettings()
    [aside] = set_aside_files(home, "settings")
    assert not (home / "settings.json").exists()
    assert problems == [f"Your file {home / 'settings.json'} could not be used (it is damaged: not valid JSON "
                        f"(expecting property name enclosed in double quotes, line 1)); it was set aside as {aside} "
                        f"and defaults are used."]
    assert storage.load_settings(UiSettings) == (UiSettings(), [])  # reported once, not every time


@pytest.mark.parametrize("content, reason", [
    ({"window": "big"}, "not written by this program"),
    ([1, 2, 3], "not written by this program"),
    (b"\x89PNG\r\n\x1a\n\x00\x00binary", "damaged: not text"),
    ("{\"format\": \"card-table-compendium\", \"version\": NaN}", "NaN is not a number JSON allows"),
    ({"format": "card-table-compendium", "version": 99, "kind": "options", "variant": "belote_bridgee",
      "options": {}}, "newer version"),
    ({"format": "card-table-compendium", "version": 1, "kind": "players", "variant": "belote_bridgee",
      "players": {}}, "'players' where 'options' was expected"),
    ({"format": "card-table-compendium", "version": 1, "kind": "options", "variant": "belote",
      "options": {}}, "another game"),
    ({"format": "card-table-compendium", "version": 1, "kind": "options", "variant": "belote_bridgee",
      "options": ["target", 500]}, "it holds no options"),
])
def test_foreign_and_wrong_type_options_files_are_set_aside(home, content, reason):
    path = home / "options-belote_bridgee.json"
    write_raw(path, content)
    original = path.read_bytes()
    options, problems = storage.load_game_options(BRIDGEE)
    assert options == BRIDGEE.default_options()
    [aside] = set_aside_files(home, "options-belote_bridgee")
    assert len(problems) == 1 and reason in problems[0]
    assert str(path) in problems[0] and str(aside) in problems[0]
    assert aside.read_bytes() == original


def test_out_of_range_options_keep_the_good_values_and_are_reported(home):
    path = home / "options-belote_bridgee.json"
    write_raw(path, {"format": "card-table-compendium", "version": 1, "kind": "options", "variant": "belote_bridgee",
                     "options": {"announces": False, "target": 99999, "shuffle_every_hand": "yes", "jokers": 2}})
    options, [problem] = storage.load_game_options(BRIDGEE)
    assert options == BRIDGEE.default_options().replace(announces=False)
    assert "Game in (points): 99999 is above the largest allowed value, 9900" in problem
    assert "Shuffle every hand: 'yes' is not yes/no" in problem
    assert "unknown option 'jokers'" in problem
    [aside] = set_aside_files(home, "options-belote_bridgee")
    assert str(path) in problem and str(aside) in problem
    # the good values are written back at once, so the next start keeps them without a complaint
    assert storage.load_game_options(BRIDGEE) == (options, [])


def test_settings_with_wrong_types_or_values_keep_the_rest(home):
    write_raw(home / "settings.json", {"format": "card-table-compendium", "version": 1, "kind": "settings",
                                       "settings": {"sound": "loud", "zoom": 7, "felt": "purple", "card_back": "x",
                                                    "player_name": "Ada", "animation_speed": 2, "colour": 1}})
    settings, [problem] = storage.load_settings(UiSettings)
    assert settings == UiSettings(player_name="Ada", animation_speed=2)
    for words in ("Sound: 'loud' is not yes/no", "Zoom: 7 is above the largest allowed value, 2",
                  "Felt: 'purple' is not one of green, blue, red, teal", "Card back: 'x' is not one of back_1",
                  "unknown option 'colour'"):
        assert words in problem
    assert len(set_aside_files(home, "settings")) == 1
    assert storage.load_settings(UiSettings) == (settings, [])  # the good values were written back


@pytest.mark.parametrize("name", ["", "   ", "x" * 65, 7])
def test_a_blank_or_long_player_name_is_refused_and_the_rest_kept(home, name):
    write_raw(home / "settings.json", {"format": "card-table-compendium", "version": 1, "kind": "settings",
                                       "settings": {"player_name": name, "zoom": 1, "animation_speed": 0}})
    settings, [problem] = storage.load_settings(UiSettings)
    assert settings == UiSettings(zoom=1)
    assert "Your name: " in problem and "Animation speed: 0 is below the smallest allowed value, 1" in problem
    assert storage.load_settings(UiSettings) == (UiSettings(zoom=1), [])


def test_players_with_a_bad_skill_keep_the_others(home):
    write_raw(home / "players-belote_bridgee.json", {
        "format": "card-table-compendium", "version": 1, "kind": "players", "variant": "belote_bridgee",
        "players": {"N": "novice", "E": "grandmaster", "Q": "human"}})
    players, [problem] = storage.load_players("belote_bridgee")
    assert players == {"N": "novice", "E": "expert", "S": "human", "W": "expert"}
    assert "'grandmaster'" in problem and "'Q' is not a seat" in problem


def test_table_prefs_of_the_wrong_type_are_set_aside(home):
    write_raw(home / "table-belote_bridgee.json", {"format": "card-table-compendium", "version": 1, "kind": "table",
                                                   "variant": "belote_bridgee", "table": "fast"})
    prefs, [problem] = storage.load_table_prefs("belote_bridgee")
    assert prefs == {} and "no table preferences" in problem
    assert len(set_aside_files(home, "table-belote_bridgee")) == 1


def test_an_autosave_that_does_not_replay_is_set_aside(home):
    match = Match(BRIDGEE, seed=3)
    play_some(match, random.Random(3), actions=12)
    record = match.record()
    record["current"]["actions"][5] = "AS" if record["current"]["actions"][5] != "AS" else "KS"
    record["current"]["actions"].insert(0, "900S")
    storage.save_autosave("belote_bridgee", record)
    loaded, problem = storage.load_autosave("belote_bridgee")
    assert loaded is None
    [aside] = set_aside_files(home, "autosave-belote_bridgee")
    assert "it does not replay" in problem and "'900S'" in problem
    assert str(aside) in problem and problem.endswith("a new game starts.")


def test_an_autosave_with_impossible_options_or_a_foreign_marker_is_set_aside(home):
    record = Match(BRIDGEE, seed=3).record()
    record["options"]["target"] = 50
    storage.save_autosave("belote_bridgee", record)
    loaded, problem = storage.load_autosave("belote_bridgee")
    assert loaded is None and "options in the file cannot be used" in problem
    write_raw(home / "autosave-belote_bridgee.json", {"kind": "match", "variant": "belote_bridgee"})
    loaded, problem = storage.load_autosave("belote_bridgee")
    assert loaded is None and "not written by this program" in problem
    assert len(set_aside_files(home, "autosave-belote_bridgee")) == 2


def test_a_file_that_cannot_be_set_aside_is_still_reported(home, monkeypatch):
    write_raw(home / "settings.json", "garbage")

    def refuse(*args):
        raise OSError(errno.EROFS, "Read-only file system")
    monkeypatch.setattr(storage.files.os, "rename", refuse)
    settings, [problem] = storage.load_settings(UiSettings)
    assert settings == UiSettings()
    assert "could not be set aside (Read-only file system)" in problem
    assert (home / "settings.json").exists()


# -- saves that fail -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("target, code, words", [
    ("replace", errno.EROFS, "the folder is read-only"),
    ("fsync", errno.ENOSPC, "the disk is full"),
    ("replace", errno.EACCES, "the folder is read-only or this user may not write there"),
])
def test_a_failed_save_raises_storage_error_and_keeps_the_old_file(home, monkeypatch, target, code, words):
    kept = BRIDGEE.default_options().replace(target=2000)
    storage.save_game_options(BRIDGEE, kept)
    path = home / "options-belote_bridgee.json"
    before = path.read_bytes()

    def fail(*args, **kwargs):
        raise OSError(code, os.strerror(code))
    with monkeypatch.context() as patched, pytest.raises(storage.StorageError) as caught:
        patched.setattr(storage.files.os, target, fail)
        storage.save_game_options(BRIDGEE, BRIDGEE.default_options())
    assert caught.value.message == f"Could not save to {path}: {words}. The game goes on; nothing was lost."
    assert caught.value.path == path
    assert path.read_bytes() == before
    assert temp_files(home) == []
    assert storage.load_game_options(BRIDGEE) == (kept, [])


def test_a_real_unwritable_folder_raises_storage_error(tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv(storage.HOME_VARIABLE, str(blocker / "home"))
    with pytest.raises(storage.StorageError, match="a file stands where the folder should be"):
        storage.save_settings(UiSettings())
    with pytest.raises(storage.StorageError, match="Could not save to"):
        storage.save_autosave("belote_bridgee", Match(BRIDGEE, seed=1).record())
    with pytest.raises(storage.StorageError):
        storage.History().record_game("belote_bridgee", finished_match(), {}, {})
    assert storage.load_settings(UiSettings) == (UiSettings(), [])  # reading still works: defaults
    assert storage.History().games() == []
    assert blocker.read_text() == "not a folder"


# -- history -------------------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def match() -> Match:
    return finished_match()


def test_history_records_a_finished_match(home, match):
    assert match.over and len(match.history) >= 2
    history = storage.History()
    assert history.games() == [] and history.problems == []
    players = {"N": "expert", "E": "novice", "S": "human", "W": "advanced"}
    names = {"N": "Partner", "E": "Eve", "S": "Ada", "W": "Walt"}
    game_id = history.record_game("belote_bridgee", match, players, names)
    [game] = history.games("belote_bridgee")
    assert game["id"] == game_id and game["variant"] == "belote_bridgee"
    assert game["scores"] == match.scores and game["winner"] == match.winner
    assert game["hands"] == len(match.history) and game["target"] == 500
    assert game["seats"]["S"] == {"name": "Ada", "skill": "human", "side": "NS", "score": match.scores["NS"],
                                  "won": match.winner == "NS"}
    assert game["seats"]["E"]["skill"] == "novice"
    hands = history.hands(game_id)
    assert [h["number"] for h in hands] == list(range(1, len(match.history) + 1))
    assert hands[-1]["totals"] == match.scores
    assert hands[0]["lines"] == match.history[0].lines and hands[0]["dealer"] == match.history[0].dealer.name
    assert sum(h["points"]["NS"] for h in hands) == match.scores["NS"]
    assert history.games("belote") == []
    with sqlite3.connect(home / "history.sqlite3") as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == storage.SCHEMA_VERSION


def test_statistics_and_history_text(home, match):
    history = storage.History()
    names = {"N": "Partner", "E": "Eve", "S": "Ada", "W": "Walt"}
    history.record_game("belote_bridgee", match, {"S": "human"}, names)
    history.record_game("belote_bridgee", match, {"S": "human"}, names)
    stats = {row["name"]: row for row in history.statistics("belote_bridgee")}
    winners, losers = ("Ada", "Eve") if match.winner == "NS" else ("Eve", "Ada")
    assert stats[winners]["played"] == 2 and stats[winners]["won"] == 2 and stats[winners]["lost"] == 0
    assert stats[winners]["win_rate"] == 1.0 and stats[losers]["win_rate"] == 0.0
    ada_points = match.scores["NS"]
    assert stats["Ada"]["best_score"] == ada_points
    assert stats["Ada"]["points_per_hand"] == pytest.approx(ada_points / len(match.history))
    assert history.statistics("belote") == []
    text = history.history_text("belote_bridgee")
    lines = text.splitlines()
    assert len(lines) == 2
    ns, ew = match.scores["NS"], match.scores["EW"]
    team = "Partner & Ada" if match.winner == "NS" else "Eve & Walt"
    assert re.fullmatch(rf"\d{{4}}-\d\d-\d\d \d\d:\d\d  Partner & Ada {ns} v Eve & Walt {ew}  won by {team} "
                        rf"\({len(match.history)} hands\)", lines[0])
    assert "32 Card Bridge" in history.history_text(None)
    assert storage.History(home / "none.sqlite3").history_text("belote_bridgee") == "No finished games yet.\n"


def test_a_failure_inside_the_transaction_leaves_no_half_record(home, match, monkeypatch):
    history = storage.History()
    history.record_game("belote_bridgee", match, {}, {})

    def crash(*args):
        raise sqlite3.OperationalError("power cut")
    monkeypatch.setattr(storage.History, "_insert_hands", staticmethod(crash))
    with pytest.raises(storage.StorageError, match="power cut"):
        history.record_game("belote_bridgee", match, {}, {})
    assert len(history.games()) == 1
    with sqlite3.connect(home / "history.sqlite3") as conn:
        assert conn.execute("SELECT COUNT(*) FROM seats").fetchone()[0] == 4
        assert conn.execute("SELECT COUNT(*) FROM hands").fetchone()[0] == len(match.history)


def test_a_full_disk_while_recording_raises_storage_error(home, match, monkeypatch):
    history = storage.History()
    history.record_game("belote_bridgee", match, {}, {})
    before = history.games()
    plain_connect = storage.History._connect

    def tiny_disk(self):
        conn = plain_connect(self)
        pages = conn.execute("PRAGMA page_count").fetchone()[0]
        conn.execute(f"PRAGMA max_page_count = {pages}")
        return conn
    big = finished_match(seed=8)
    big.history[0].lines.extend(["x" * 5000] * 10)
    with monkeypatch.context() as patched, pytest.raises(storage.StorageError, match="the disk is full"):
        patched.setattr(storage.History, "_connect", tiny_disk)
        history.record_game("belote_bridgee", big, {}, {})
    assert history.games() == before


@pytest.mark.parametrize("content, reason", [
    (b"this is not a database at all" * 100, "it is damaged or not a database"),
    ("foreign", "it was not written by this program"),
], ids=["garbage", "foreign"])
def test_a_damaged_or_foreign_database_is_set_aside_and_a_new_one_begins(home, match, content, reason):
    path = home / "history.sqlite3"
    home.mkdir()
    if content == "foreign":
        with sqlite3.connect(path) as conn:
            conn.execute("CREATE TABLE recipes (name TEXT)")
        conn.close()
    else:
        path.write_bytes(content)
    history = storage.History()
    [aside] = set_aside_files(home, "history", ".sqlite3")
    assert history.problems == [f"Your history {path} could not be used ({reason}); "
                                f"it was set aside as {aside} and a new history begins."]
    assert history.games() == []
    history.record_game("belote_bridgee", match, {}, {})
    assert len(storage.History().games()) == 1
    assert storage.History().problems == []
