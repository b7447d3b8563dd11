"""main.py from the outside (the command line, headless frames, the screenshot) and the start of the window
with the command line's switches (game/ui/main.py)."""

import importlib.util
import os
import struct
import subprocess
import sys
from pathlib import Path

import pygame
import pytest
from conftest_ui import click, run_and_go_on, table_home

from game import storage
from game.ai.player import Decision
from game.engine import PASS
from game.engine.cards import SUIT_SYMBOLS
from game.ui import main as window
from game.ui import notice, resources
from game.ui.launcher import LauncherScene
from game.ui.preferences import PreferencesDialog
from game.ui.settings import UiSettings
from game.ui.table.scene import TableScene

ROOT = Path(__file__).resolve().parent.parent


def run_main(*args, timeout=60, home=None):
    env = None if home is None else {**os.environ, "CARD_TABLE_HOME": str(home)}
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=timeout, env=env)


def main_module():
    """main.py itself, imported (it is a script at the root of the repository, not a module of the package)."""
    spec = importlib.util.spec_from_file_location("card_table_main", ROOT / "main.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


def assert_one_line_and_exit_2(result, *words):
    assert result.returncode == 2, result.stderr
    assert "Traceback" not in result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    for word in words:
        assert word in lines[0]


# -- item 12: every bad argument is one clear line and exit code 2 --------------------------------------------

def test_an_unknown_argument_is_one_line_that_names_it_and_points_to_help():
    result = run_main("--no-such-option")
    assert_one_line_and_exit_2(result, "--no-such-option", "--help")


@pytest.mark.parametrize("args, words", [
    (("--game", "bridge", "--deal", "99999999999", "--headless"), ("--deal", "1 to 99,999,999", "99999999999")),
    (("--deal", "abc"), ("a deal number is a whole number", "'abc'")),
    (("--deal", "0"), ("a deal number",)),
    (("--deal", "-4"), ("a deal number",)),
    (("--deal",), ("--deal", "expected one argument")),
    (("--frames", "0"), ("a number of frames",)),
    (("--frames", "many"), ("a number of frames", "'many'")),
    (("--game", "poker"), ("unknown game 'poker'", "belote_bridgee")),
    (("--mono", "--colour"), ("--mono",)),
    (("stray",), ("unrecognized arguments: stray",)),
])
def test_a_bad_argument_is_one_line_and_exit_2(args, words):
    assert_one_line_and_exit_2(run_main(*args), *words)


@pytest.mark.parametrize("where, words", [
    (lambda tmp: "/nonexistent/dir/x.png", ("--screenshot", "does not exist")),
    (lambda tmp: str(tmp / "a-file.txt" / "x.png"), ("--screenshot", "does not exist")),
    (lambda tmp: str(tmp / "shot.jpg"), ("--screenshot", "ending in .png")),
    (lambda tmp: str(tmp / "folder.png"), ("--screenshot", "cannot be written")),
])
def test_a_screenshot_that_cannot_be_written_is_refused_before_the_window_opens(tmp_path, where, words):
    (tmp_path / "a-file.txt").write_text("not a folder")
    (tmp_path / "folder.png").mkdir()
    result = run_main("--headless", "--frames", "1", "--screenshot", where(tmp_path), home=tmp_path / "home")
    assert_one_line_and_exit_2(result, *words)
    assert not (tmp_path / "shot.jpg").exists()


def test_a_screenshot_that_fails_when_saved_is_one_line_and_exit_2(tmp_path, capsys):
    app = window.start(window.StartOptions())
    app.run_frames(1)
    assert window._save_screenshot(app, tmp_path / "gone" / "x.png") == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 1 and "could not be saved" in lines[0] and "x.png" in lines[0]


def test_help_lists_the_options_and_the_manuals_switches():
    result = run_main("--help")
    assert result.returncode == 0
    for option in ("--game", "--deal", "--demo", "--headless", "--frames", "--screenshot", "--no-sound", "--mono",
                   "--colour", "--skip-title", "--log-letters"):
        assert option in result.stdout
    assert "S is --no-sound" in " ".join(result.stdout.split())


def test_headless_frames_write_a_640x480_screenshot(tmp_path):
    shot = tmp_path / "x.png"
    result = run_main("--headless", "--frames", "30", "--screenshot", str(shot), "--game", "belote_bridgee",
                      "--deal", "7", "--demo", home=tmp_path / "home")
    assert result.returncode == 0, result.stderr
    assert png_size(shot) == (640, 480)


# -- item 25: with no console (the windowed executable on Windows) the words go to a message box -------------

def without_console(monkeypatch) -> list:
    """As in a windowed executable: no stderr, no stdout; the message boxes shown are recorded. (Called in the
    test itself: pytest puts its own stderr back between a fixture and the test.)"""
    boxes = []
    monkeypatch.setattr(sys, "stderr", None)
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(pygame.display, "message_box",
                        lambda title, text, message_type="info", **_: boxes.append((title, text, message_type)))
    return boxes


def test_the_channel_is_the_console_when_there_is_one_and_a_box_without(monkeypatch, capsys):
    assert notice.channel() == notice.CONSOLE
    assert notice.tell("on the console") == notice.CONSOLE
    assert capsys.readouterr().err == "on the console\n"
    monkeypatch.setattr(sys, "stderr", None)
    assert notice.channel() == notice.BOX


def test_without_a_console_a_bad_argument_is_a_message_box(monkeypatch):
    no_console = without_console(monkeypatch)
    with pytest.raises(SystemExit) as stop:
        main_module().main(["--deal", "abc"])
    assert stop.value.code == 2
    assert len(no_console) == 1
    title, text, kind = no_console[0]
    assert "a deal number is a whole number" in text and kind == "error" and title == notice.TITLE


def test_without_a_console_a_missing_file_is_a_message_box(monkeypatch):
    no_console = without_console(monkeypatch)
    def missing():
        raise resources.ResourceNotFound("sprites/cards/QH.png is missing from the program's files")

    monkeypatch.setattr(resources, "verify", missing)
    assert main_module().main(["--headless", "--frames", "1"]) == 2
    assert [(kind, "sprites/cards/QH.png" in text) for _, text, kind in no_console] == [("error", True)]


def test_without_a_console_the_help_is_a_message_box(monkeypatch):
    no_console = without_console(monkeypatch)
    with pytest.raises(SystemExit) as stop:
        main_module().main(["--help"])
    assert stop.value.code == 0
    assert len(no_console) == 1 and "--skip-title" in no_console[0][1] and no_console[0][2] == "info"


# -- item 8: the switches of Belote's DOS manual --------------------------------------------------------------

class TakingStub:
    """A computer player that takes at once and then plays the first card allowed (a hand ends quickly)."""

    def decide(self, view):
        legal = list(view.legal)
        return Decision(next((action for action in legal if action is not PASS), PASS), ["the test's stub"])


@pytest.fixture
def home(tmp_path, monkeypatch):
    yield from table_home(tmp_path, monkeypatch, TakingStub())


def screen_colours(app) -> set:
    data = pygame.image.tobytes(app.screen, "RGB")
    return {data[i:i + 3] for i in range(0, len(data), 3)}


def test_the_switches_are_parsed_from_the_command_line():
    args = main_module().parse_args(["--no-sound", "--mono", "--skip-title", "--log-letters", "--demo"])
    assert (args.sound, args.mono, args.skip_title, args.log_letters, args.demo) == (False, True, True, True, True)
    args = main_module().parse_args(["--color"])
    assert (args.sound, args.mono, args.skip_title, args.log_letters, args.demo) == (True, False, False, False, False)
    assert main_module().parse_args([]).mono is None


def test_no_sound_starts_silent_and_keeps_the_saved_setting(home):
    app = window.start(window.StartOptions(sound=False))
    assert not app.sound.enabled and app.settings.sound
    app.sound.play("card")
    assert app.sound.last_played is None
    assert window.start(window.StartOptions()).sound.enabled


def test_mono_draws_every_pixel_in_grey_and_colour_brings_the_colours_back(home):
    app = window.start(window.StartOptions(game="belote", mono=True))
    app.run_frames(3)
    colours = screen_colours(app)
    assert len(colours) > 4 and all(r == g == b for r, g, b in colours)
    storage.save_settings(app.settings)  # mono kept, as the Preferences would keep it
    app = window.start(window.StartOptions(game="belote", mono=False))
    app.run_frames(3)
    assert any(not r == g == b for r, g, b in screen_colours(app))
    app = window.start(window.StartOptions(game="belote"))  # no switch: as saved
    assert app.settings.mono


def test_skip_title_opens_a_table_at_once_and_without_it_the_title_screen_shows(home):
    app = window.start(window.StartOptions(skip_title=True))
    assert "guided hand" in app.scenes.top.text  # 32 Card Bridge's first start offers its guided hand
    table = app.scenes.find(TableScene)
    assert table is not None and table.variant_id == "belote_bridgee"
    app = window.start(window.StartOptions(skip_title=True, game="scotch_whist"))
    assert "Scotch Whist" in app.scenes.top.text  # its guided hand is offered at its first start too
    table = app.scenes.find(TableScene)
    assert table is not None and table.variant_id == "scotch_whist"
    assert isinstance(window.start(window.StartOptions()).scenes.top, LauncherScene)


def test_demo_seats_a_computer_everywhere(home):
    table = window.start(window.StartOptions(game="belote", demo=True)).scenes.top
    assert table.demo and table.session.humans() == []
    app = window.start(window.StartOptions(game="belote"))
    assert "guided hand" in app.scenes.top.text  # Belote's first start offers its guided hand
    table = app.scenes.find(TableScene)
    assert table.session.humans() != []


@pytest.mark.parametrize("switch", [False, True])
def test_log_letters_writes_the_suits_of_belote_log_as_letters(home, switch):
    app = window.start(window.StartOptions(log_letters=switch))
    app.settings.animation_speed = 10
    table = app.push(TableScene(app, variant_id="belote", demo=True, worker_mode="thread", offer_resume=False))
    table.prefs.game_speed = 5
    table.session.options = table.session.options.replace(log_file=True)  # the option stays "symbols"
    log = home / "belote.log"
    def hand_logged() -> bool:  # the file may exist a moment before the hand is written into it
        return log.exists() and "Trick 8:" in log.read_text(encoding="utf-8")

    run_and_go_on(app, table, hand_logged, limit=6000)
    text = log.read_text(encoding="utf-8")
    assert "Trick 8:" in text
    symbols = any(symbol in text for symbol in SUIT_SYMBOLS.values())
    assert symbols is not switch


def test_the_preferences_keep_the_mono_display_for_the_next_start(home):
    app = window.start(window.StartOptions())
    launcher = app.scenes.top
    launcher.show_preferences()
    dialog = app.scenes.top
    assert isinstance(dialog, PreferencesDialog) and not dialog.mono_box.checked
    click(app, dialog.mono_box.rect.center)
    click(app, dialog.buttons["ok"].rect.center)
    assert app.scenes.top is launcher and app.settings.mono
    assert storage.load_settings(UiSettings)[0].mono
    assert window.start(window.StartOptions()).settings.mono
