"""User profiles in game.storage: each person's own settings, options, players, scores, autosaves and history; the
first profile is the user folder itself; damaged lists set aside, folders gone dropped, bad names refused."""

from __future__ import annotations

import hashlib
import json
import random
import re
from pathlib import Path

import pytest

from game import storage
from game.engine import PASS
from game.engine.match import Match
from game.variants import VARIANTS

PINOCHLE = VARIANTS["pinochle"]
BRIDGEE = VARIANTS["belote_bridgee"]
ASIDE = r"\.damaged-\d{8}-\d{6}(-\d+)?"


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    folder = tmp_path / "home"
    monkeypatch.setenv(storage.HOME_VARIABLE, str(folder))
    storage.take_profile_problems()  # nothing left over from another test's folder
    return folder


def names() -> list[str]:
    return [p.name for p in storage.profiles()]


def restart() -> None:
    """As if the program started again: nothing kept in memory."""
    storage.user_profiles._profiles_cache.clear()


def digest(folder: Path) -> dict[str, str]:
    """Every file under ``folder`` (but the profiles' own) and a hash of its bytes."""
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.rglob("*"))
            if p.is_file() and storage.PROFILES_FOLDER not in p.parts and p.name != storage.PROFILES_FILE}


def pinochle_autosave(seed: int = 3, actions: int = 6) -> dict:
    match = Match(PINOCHLE, PINOCHLE.default_options(), seed=seed)
    rng = random.Random(seed)
    for _ in range(actions):
        legal = match.current.legal_actions()
        match.current.apply(PASS if PASS in legal else rng.choice(legal))
    return match.record()


# -- the first profile ---------------------------------------------------------------------------------------------
def test_without_a_list_the_first_profile_is_the_user_folder_and_nothing_is_written(home):
    assert storage.profiles() == [storage.Profile("Player", "")]
    assert storage.active_profile().first
    assert storage.profile_dir() == home
    storage.save_game_options(PINOCHLE, PINOCHLE.default_options().replace(target=500))
    assert (home / "options-pinochle.json").exists()
    assert not (home / storage.PROFILES_FILE).exists()
    assert storage.take_profile_problems() == []


def test_the_first_profile_is_named_after_the_saved_player_name(home):
    storage.write_json(home / "settings.json", {"format": storage.FORMAT, "version": 1, "kind": "settings",
                                                "settings": {"player_name": " Carol "}})
    assert names() == ["Carol"]
    storage.write_json(home / "settings.json", {"format": storage.FORMAT, "version": 1, "kind": "settings",
                                                "settings": {"player_name": "You"}})  # the default: not a name
    assert names() == ["Player"]


def test_card_table_home_moves_everything(home):
    storage.create_profile("Ann")
    assert (home / storage.PROFILES_FILE).exists()
    assert (home / "profiles" / "ann" / "profile.json").exists()
    assert storage.saves_dir() == home / "saves"  # Save As files are shared by every profile


# -- create, rename, delete, switch -------------------------------------------------------------------------------
def test_create_makes_an_empty_profile_with_its_name_at_the_seat_but_does_not_switch(home):
    ann = storage.create_profile("  Ann  ")
    assert ann == storage.Profile("Ann", "profiles/ann") and ann.path == home / "profiles" / "ann"
    assert names() == ["Player", "Ann"]
    assert storage.active_profile().name == "Player"
    settings = json.loads((ann.path / "settings.json").read_text())
    assert settings["kind"] == "settings" and settings["settings"] == {"player_name": "Ann"}
    assert json.loads((ann.path / "profile.json").read_text())["name"] == "Ann"


def test_folders_are_safe_names_and_never_shared(home):
    first = storage.create_profile("Zoë & Léa")
    second = storage.create_profile("zoe-lea")
    third = storage.create_profile("***")
    assert first.folder == "profiles/zoe-lea"
    assert second.folder == "profiles/zoe-lea-2"
    assert third.folder == "profiles/profile"


def test_switch_changes_where_every_file_goes_and_is_kept_for_the_next_start(home):
    storage.create_profile("Ann")
    assert storage.switch_profile("ann").name == "Ann"  # names are found whatever their case
    assert storage.profile_dir() == home / "profiles" / "ann"
    restart()
    assert storage.active_profile().name == "Ann"
    assert storage.History().path == home / "profiles" / "ann" / "history.sqlite3"
    storage.save_players("pinochle", {"S": "human", "N": "human", "E": "novice", "W": "novice"})
    assert (home / "profiles" / "ann" / "players-pinochle.json").exists()
    assert not (home / "players-pinochle.json").exists()


def test_rename_keeps_the_folder_and_follows_the_profile_in_use(home):
    storage.create_profile("Ann")
    storage.switch_profile("Ann")
    renamed = storage.rename_profile("Ann", "Annie")
    assert renamed == storage.Profile("Annie", "profiles/ann")
    assert storage.active_profile().name == "Annie"
    assert json.loads((home / "profiles" / "ann" / "profile.json").read_text())["name"] == "Annie"
    assert storage.rename_profile("annie", "ANNIE").name == "ANNIE"  # its own name in other letters is fine
    assert storage.rename_profile("Player", "Dad").first
    assert names() == ["Dad", "ANNIE"]


def test_delete_removes_the_folder_and_refuses_the_first_and_the_one_in_use(home):
    storage.create_profile("Ann")
    bob = storage.create_profile("Bob")
    storage.save_game_options(PINOCHLE, PINOCHLE.default_options())  # in the first profile
    storage.switch_profile("Bob")
    with pytest.raises(ValueError, match=r"^Bob is the profile in use: use another profile first"):
        storage.delete_profile("Bob")
    with pytest.raises(ValueError, match=r"^Player is the first profile: .* cannot be deleted\.$"):
        storage.delete_profile("Player")
    with pytest.raises(ValueError, match=r"^There is no profile called Carol\.$"):
        storage.delete_profile("Carol")
    storage.switch_profile("Ann")
    storage.delete_profile("Bob")
    assert not bob.path.exists() and names() == ["Player", "Ann"]
    assert (home / "options-pinochle.json").exists()
    assert storage.deletion_problem("Ann").startswith("Ann is the profile in use")


@pytest.mark.parametrize("name, reason", [
    ("", r"^A profile needs a name\.$"),
    ("   ", r"^A profile needs a name\.$"),
    (None, r"^A profile needs a name\.$"),
    ("x" * 25, r"^A profile name has at most 24 characters; this one has 25\.$"),
    ("Ann\tBob", r"^A profile name is one line of .*no tabs nor control characters\.$"),
    ("Line\nbreak", r"no tabs nor control characters"),
    ("aNN", r"^There is already a profile called Ann\.$"),
    ("player", r"^There is already a profile called Player\.$"),
])
def test_bad_names_are_refused_with_a_reason(home, name, reason):
    storage.create_profile("Ann")
    storage.create_profile("Bob")
    with pytest.raises(ValueError, match=reason):
        storage.create_profile(name)
    with pytest.raises(ValueError, match=reason):
        storage.rename_profile("Bob", name)
    assert names() == ["Player", "Ann", "Bob"]
    assert storage.create_profile("x" * 24).name == "x" * 24  # 24 is allowed


# -- each profile keeps its own --------------------------------------------------------------------------------
def test_options_differ_per_profile(home):
    storage.create_profile("Ann")
    storage.create_profile("Bob")
    storage.switch_profile("Ann")
    storage.save_game_options(PINOCHLE, PINOCHLE.default_options().replace(pass_four_cards=True, target=500))
    storage.switch_profile("Bob")
    options, problems = storage.load_game_options(PINOCHLE)
    assert options == PINOCHLE.default_options() and problems == []
    storage.switch_profile("Ann")
    options, _ = storage.load_game_options(PINOCHLE)
    assert options.pass_four_cards is True and options.target == 500
    storage.switch_profile("Player")
    assert storage.load_game_options(PINOCHLE)[0] == PINOCHLE.default_options()


def test_autosave_scores_and_history_follow_the_profile(home):
    storage.create_profile("Ann")
    storage.switch_profile("Ann")
    record = pinochle_autosave()
    storage.save_autosave("pinochle", record)
    storage.erase_score_file("belote")
    match = Match(BRIDGEE, BRIDGEE.default_options().replace(target=500), seed=4)
    rng = random.Random(4)
    while not match.over:
        if match.current.done:
            match.finish_hand()
            if not match.over:
                match.next_hand()
            continue
        match.current.apply(rng.choice(match.current.legal_actions()))
    storage.History().record_game("belote_bridgee", match, {"S": "human"}, {"S": "Ann"})
    storage.switch_profile("Player")
    assert storage.load_autosave("pinochle") == (None, None)
    assert not (home / "scores-belote.json").exists()
    assert storage.History().games() == []
    storage.switch_profile("Ann")
    saved, problem = storage.load_autosave("pinochle")
    assert problem is None and saved["seed"] == record["seed"] and len(saved["hands"]) == len(record["hands"])
    assert (home / "profiles" / "ann" / "scores-belote.json").exists()
    assert [game["seats"]["S"]["name"] for game in storage.History().games()] == ["Ann"]


def test_the_first_profiles_files_are_untouched_by_profiles(home):
    storage.save_game_options(PINOCHLE, PINOCHLE.default_options().replace(target=450))
    storage.save_table_prefs("pinochle", {"game_speed": 4})
    storage.save_autosave("pinochle", pinochle_autosave())
    before = digest(home)
    storage.create_profile("Ann")
    storage.switch_profile("Ann")
    storage.save_game_options(PINOCHLE, PINOCHLE.default_options().replace(target=600))
    storage.create_profile("Bob")
    storage.rename_profile("Bob", "Robert")
    storage.delete_profile("Robert")
    storage.switch_profile("Player")
    assert digest(home) == before
    assert storage.load_game_options(PINOCHLE)[0].target == 450


# -- damaged and foreign lists, folders gone -------------------------------------------------------------------
def test_a_damaged_list_is_set_aside_and_the_profiles_are_found_again_in_their_folders(home):
    storage.create_profile("Ann")
    storage.create_profile("Bob")
    storage.switch_profile("Bob")
    (home / storage.PROFILES_FILE).write_text('{"format": "card-table-compendium", "profiles": [', encoding="utf-8")
    restart()
    assert storage.active_profile().name == "Player"  # the first profile is in use
    assert names() == ["Player", "Ann", "Bob"]
    problems = storage.take_profile_problems()
    assert re.match(r"Your file .*profiles\.json could not be used \(it is damaged: not valid JSON", problems[0])
    assert "it was set aside as" in problems[0] and "the first profile is in use" in problems[0]
    assert problems[1] == "These profiles were found again in their folders: Ann, Bob."
    assert [p.name for p in home.iterdir() if re.fullmatch(r"profiles" + ASIDE + r"\.json", p.name)]
    restart()
    assert names() == ["Player", "Ann", "Bob"] and storage.take_profile_problems() == []  # the list was written again


@pytest.mark.parametrize("content", [
    [1, 2, 3],
    {"format": "someone-else", "profiles": []},
    {"format": storage.FORMAT, "version": 1, "kind": "settings", "settings": {}},
    {"format": storage.FORMAT, "version": 1, "kind": "profiles", "profiles": "Ann"},
])
def test_a_foreign_list_is_set_aside_with_a_message_never_a_crash(home, content):
    home.mkdir(parents=True)
    (home / storage.PROFILES_FILE).write_text(json.dumps(content), encoding="utf-8")
    assert storage.profiles() == [storage.Profile("Player", "")]
    assert storage.profile_dir() == home
    problems = storage.take_profile_problems()
    assert len(problems) == 1 and "set aside as" in problems[0]


def test_a_profile_whose_folder_is_gone_is_reported_and_dropped(home):
    import shutil

    storage.create_profile("Ann")
    bob = storage.create_profile("Bob")
    storage.switch_profile("Bob")
    shutil.rmtree(bob.path)
    restart()
    assert names() == ["Player", "Ann"] and storage.active_profile().name == "Player"
    problems = storage.take_profile_problems()
    assert len(problems) == 1 and "'Bob': its folder" in problems[0] and "is gone" in problems[0]
    restart()
    assert names() == ["Player", "Ann"] and storage.take_profile_problems() == []


def test_switching_to_a_profile_whose_folder_vanished_says_so(home):
    import shutil

    ann = storage.create_profile("Ann")
    shutil.rmtree(ann.path)
    with pytest.raises(storage.StorageError) as refused:
        storage.switch_profile("Ann")
    assert "is gone, so the profile was taken off the list" in refused.value.message
    assert storage.active_profile().name == "Player"


def test_entries_pointing_outside_the_profiles_folder_are_dropped_and_nothing_there_is_touched(home, tmp_path):
    outside = tmp_path / "precious"
    outside.mkdir()
    (outside / "keep.txt").write_text("mine")
    storage.create_profile("Ann")
    data = json.loads((home / storage.PROFILES_FILE).read_text())
    data["profiles"].append({"name": "Evil", "folder": "../precious"})
    data["profiles"].append({"name": "Ann", "folder": "profiles/other"})
    data["active"] = "Evil"
    (home / storage.PROFILES_FILE).write_text(json.dumps(data))
    assert names() == ["Player", "Ann"] and storage.active_profile().first
    problems = storage.take_profile_problems()
    assert "'Evil': its folder '../precious' is not one this program makes" in problems[0]
    assert "'Ann': there is already a profile called Ann" in problems[0]
    assert (outside / "keep.txt").read_text() == "mine"


def test_a_list_without_the_first_profile_gets_it_back(home):
    storage.create_profile("Ann")
    data = json.loads((home / storage.PROFILES_FILE).read_text())
    data["profiles"] = [entry for entry in data["profiles"] if entry["folder"]]
    data["active"] = "aNN"  # written by hand: found whatever the case
    (home / storage.PROFILES_FILE).write_text(json.dumps(data))
    assert storage.profiles() == [storage.Profile("Player", ""), storage.Profile("Ann", "profiles/ann")]
    assert storage.active_profile().name == "Ann"
    assert storage.deletion_problem("Ann").startswith("Ann is the profile in use")
