"""User profiles in the window, driven by real pygame events through the app loop (headless): the dialog from the
title screen and from the Pinochle table, switching people at the table, the name in the caption."""

import json

import pygame
import pytest
from conftest_ui import click, launcher_app, new_app, press, table_home, type_text

from game import storage
from game.ui import main as main_module
from game.ui.launcher import LauncherScene
from game.ui.settings import UiSettings
from game.ui.table.scene import TableScene
from game.ui.user_profiles import ProfileNameDialog, UserProfilesDialog
from game.ui.widgets.dialogs import MessageBox

ALT = pygame.KMOD_LALT


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    storage.take_profile_problems()
    yield from table_home(tmp_path, monkeypatch)


def caption() -> str:
    """The window's title without what a table adds after the profile (Pinochle's "Game 1234:3")."""
    return pygame.display.get_caption()[0].split(" — Game ")[0]


def open_profiles_from_the_launcher():
    app, launcher = launcher_app()
    press(app, pygame.K_o, ALT)
    press(app, pygame.K_u, text="u")
    dialog = app.scenes.top
    assert isinstance(dialog, UserProfilesDialog)
    return app, launcher, dialog


def row_center(dialog, name: str) -> tuple[int, int]:
    index = [p.name for p in dialog.profiles].index(name)
    rows = dialog.list.rows_rect()
    return rows.left + 20, rows.top + index * dialog.list.row_height + dialog.list.row_height // 2


def open_pinochle(app, seed: int = 77) -> TableScene:
    app.settings.animation_speed = 10
    table = TableScene(app, variant_id="pinochle", worker_mode="thread", offer_resume=False, seed=seed)
    table.prefs.game_speed = 5
    app.push(table)
    return table


def run_until(app, condition, limit=6000):
    for _ in range(limit):
        if condition():
            return
        table = app.scenes.find(TableScene)
        if table is not None and table.turn_end is not None and app.scenes.top is table:
            click(app, (320, 300), button=3)
        app.run_frames(1)
    raise AssertionError("the table never got there")


def wait_for_south(app, table, actions: int = 3) -> None:
    """South (the human) bids whenever asked (the others pass), until he is to act with ``actions`` made."""
    for _ in range(6):
        run_until(app, lambda: table.ready_human() is not None and app.scenes.top is table and not table.steps)
        if len(table.hand.actions) >= actions:
            return
        press(app, pygame.K_b)
    raise AssertionError("South was never asked")


def use_at_the_table(app, name: str) -> TableScene:
    """File > User profiles (Pinochle), the profile chosen with the arrows, Enter."""
    press(app, pygame.K_f, ALT)
    press(app, pygame.K_u, text="u")
    dialog = app.scenes.top
    assert isinstance(dialog, UserProfilesDialog)
    names = [p.name for p in dialog.profiles]
    steps = names.index(name) - dialog.list.selected
    for _ in range(abs(steps)):
        press(app, pygame.K_DOWN if steps > 0 else pygame.K_UP)
    press(app, pygame.K_RETURN)
    assert dialog not in app.scenes
    return app.scenes.top


# -- the title screen ------------------------------------------------------------------------------------------
def test_a_new_profile_from_the_title_screen_by_keyboard_and_its_name_everywhere(home):
    app, launcher, dialog = open_profiles_from_the_launcher()
    assert dialog.list.items == ["Player  (in use)"]
    assert caption() == "Card Table Compendium — Player"
    assert launcher.status.right_text()[-1] == "Profile: Player"  # the last box (before it: games in progress)
    press(app, pygame.K_n, ALT)
    assert isinstance(app.scenes.top, ProfileNameDialog)
    type_text(app, "Ann")
    press(app, pygame.K_RETURN)
    assert app.scenes.top is dialog
    assert dialog.list.items == ["Player  (in use)", "Ann"] and dialog.chosen.name == "Ann"
    assert storage.active_profile().name == "Player"  # made, not yet in use
    press(app, pygame.K_RETURN)  # the list has the focus: Enter uses the chosen profile
    assert app.scenes.top is launcher
    assert storage.active_profile().name == "Ann" and storage.profile_dir() == home / "profiles" / "ann"
    assert caption() == "Card Table Compendium — Ann"
    assert launcher.status.right_text()[-1] == "Profile: Ann"
    assert app.settings.player_name == "Ann"  # the new profile's name at the player's seat


def test_bad_names_are_refused_in_words_and_the_name_box_stays_open():
    app, _, dialog = open_profiles_from_the_launcher()
    press(app, pygame.K_n, ALT)
    naming = app.scenes.top
    press(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, MessageBox) and app.scenes.top.text == "A profile needs a name."
    press(app, pygame.K_RETURN)
    assert app.scenes.top is naming
    type_text(app, "player")
    press(app, pygame.K_RETURN)
    assert app.scenes.top.text == "There is already a profile called Player."
    press(app, pygame.K_RETURN)
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is dialog and dialog.list.items == ["Player  (in use)"]
    assert [p.name for p in storage.profiles()] == ["Player"]


def test_rename_and_delete_with_the_mouse(home):
    storage.create_profile("Ann")
    bob = storage.create_profile("Bob")
    app, _, dialog = open_profiles_from_the_launcher()
    click(app, row_center(dialog, "Ann"))
    click(app, dialog.buttons["rename"].rect.center)
    naming = app.scenes.top
    assert isinstance(naming, ProfileNameDialog) and naming.field.text == "Ann"
    naming.field.set_text("Annie")
    click(app, naming.buttons["ok"].rect.center)
    assert dialog.list.items == ["Player  (in use)", "Annie", "Bob"]
    click(app, row_center(dialog, "Bob"))
    click(app, dialog.buttons["delete"].rect.center)
    question = app.scenes.top
    assert isinstance(question, MessageBox) and question.text.startswith("Delete the profile Bob?")
    click(app, question.buttons["yes"].rect.center)
    assert dialog.list.items == ["Player  (in use)", "Annie"] and not bob.path.exists()
    click(app, row_center(dialog, "Player"))  # the one in use (and the first): Delete is greyed
    assert not dialog.buttons["delete"].enabled
    click(app, dialog.buttons["delete"].rect.center)
    assert app.scenes.top is dialog
    click(app, dialog.buttons["close"].rect.center)
    assert dialog not in app.scenes and storage.active_profile().name == "Player"


def test_preferences_from_the_title_screen_are_kept_in_the_profile_in_use(home):
    storage.create_profile("Ann")
    storage.switch_profile("Ann")
    app = new_app()
    app.settings = storage.load_settings(UiSettings)[0]  # as main.run starts: the settings of the profile in use
    launcher = app.push(LauncherScene(app))
    press(app, pygame.K_o, ALT)
    press(app, pygame.K_p, text="p")
    preferences = app.scenes.top
    assert type(preferences).__name__ == "PreferencesDialog" and preferences.name_field.text == "Ann"
    preferences.name_field.set_text("Annie")
    press(app, pygame.K_RETURN)
    assert app.scenes.top is launcher
    saved = json.loads((home / "profiles" / "ann" / "settings.json").read_text())
    assert saved["settings"]["player_name"] == "Annie" and not (home / "settings.json").exists()


def test_deleting_the_profile_in_use_is_refused_with_a_reason():
    storage.create_profile("Ann")
    storage.switch_profile("Ann")
    app, _, dialog = open_profiles_from_the_launcher()
    assert dialog.chosen.name == "Ann"
    dialog.ask_delete()  # as the greyed button would, were it pressed
    refusal = app.scenes.top
    assert isinstance(refusal, MessageBox)
    assert refusal.text == "Ann is the profile in use: use another profile first, then delete Ann."
    assert (storage.user_dir() / "profiles" / "ann").is_dir()


def test_a_damaged_list_is_reported_at_start_up(home, monkeypatch):
    (home / "profiles.json").write_text("not json", encoding="utf-8")
    apps = []

    class Recorded(main_module.App):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            apps.append(self)

    monkeypatch.setattr(main_module, "App", Recorded)
    monkeypatch.setattr(main_module.pygame, "quit", lambda: None)
    main_module.run(frames=2)
    shown = [scene for scene in apps[0].scenes if isinstance(scene, MessageBox)]
    assert [box.title for box in shown] == ["User profiles"]
    assert "profiles.json could not be used" in shown[0].text and "the first profile is in use" in shown[0].text
    assert caption() == "Card Table Compendium — Player"


# -- at the table ------------------------------------------------------------------------------------------------
def test_switching_at_the_pinochle_table_keeps_each_persons_options_and_game(home):
    storage.create_profile("Ann")
    storage.create_profile("Bob")
    storage.switch_profile("Ann")
    app = new_app()
    assert caption() == "Card Table Compendium — Ann"
    table = open_pinochle(app)
    table.ask_rules()
    rules = app.scenes.top
    assert rules.title == "Rules options" and "target" in rules.fields
    rules.fields["target"].set_value(500)
    click(app, rules.buttons["ok"].rect.center)
    press(app, pygame.K_RETURN)  # the note that new rules apply from the next game
    wait_for_south(app, table)
    played = list(table.hand.actions)

    bobs = use_at_the_table(app, "Bob")
    assert isinstance(bobs, TableScene) and bobs is not table and table not in app.scenes
    assert bobs.session.options.target == 350  # Bob's rules: the defaults
    assert caption() == "Card Table Compendium — Bob" and app.settings.player_name == "Bob"
    saved = json.loads((home / "profiles" / "ann" / "autosave-pinochle.json").read_text())
    assert saved["seed"] == 77 and not (home / "profiles" / "bob" / "autosave-pinochle.json").exists()
    assert json.loads((home / "profiles" / "ann" / "options-pinochle.json").read_text())["options"]["target"] == 500

    anns = use_at_the_table(app, "Ann")
    assert isinstance(anns, TableScene) and bobs not in app.scenes
    assert anns.session.options.target == 500  # kept in Ann's profile, for her next game
    assert anns.session.match.options.target == 350  # the game in progress goes on with the rules it began with
    assert anns.session.match.seed == 77 and anns.hand.actions[:len(played)] == played  # her game goes on
    assert caption() == "Card Table Compendium — Ann"
    assert not (home / "options-pinochle.json").exists()  # the first profile was never touched


def test_the_window_settings_follow_the_profile_but_not_the_window_size():
    storage.create_profile("Ann")
    app = new_app()
    app.settings.felt, app.settings.zoom = "red", 1
    storage.save_settings(app.settings)
    table = open_pinochle(app)
    anns = use_at_the_table(app, "Ann")
    assert anns is not table
    assert app.settings.felt == "green" and app.settings.player_name == "Ann"
    assert app.settings.zoom == 1  # the window stays as it is
    use_at_the_table(app, "Player")
    assert app.settings.felt == "red" and app.settings.player_name == "You"
