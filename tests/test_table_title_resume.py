"""The game in progress at the title screen (issue 13, item 14): the README promises it is "offered back at the
next start". The title screen says which tables keep one and what it is; Resume goes on with it at once, while Play
asks first (on the title screen since issue 15: before the table deals)."""

import pygame
import pytest
from conftest_ui import click, launcher_app, press, table_home, top_name

from game import storage
from game.ui.table.scene import TableScene
from game.ui.table.session import TableSession
from game.ui.widgets.dialogs import MessageBox


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    yield from table_home(tmp_path, monkeypatch)


def left_unfinished(variant_id: str, hands: int = 1) -> TableSession:
    """A game with ``hands`` hands scored and one card or call into the next, kept as the table keeps it."""
    session = TableSession(variant_id, seed=8)
    for _ in range(hands):
        while not session.hand.done:
            session.apply(session.legal_actions()[0])
        session.next_hand()
    session.apply(session.legal_actions()[0])
    storage.save_autosave(variant_id, session.record())
    return session


def test_the_title_screen_shows_the_game_in_progress_and_resume_takes_it_up_at_once():
    kept = left_unfinished("belote_bridgee")
    app, launcher = launcher_app(selected="belote_bridgee")
    tiles = {tile.entry.id: tile for tile in launcher.tiles}
    assert tiles["belote_bridgee"].in_progress and not tiles["belote"].in_progress
    scores = kept.scores()
    assert launcher.in_progress["belote_bridgee"] == (f"hand 2, N-S {scores['NS']}, E-W {scores['EW']} "
                                                      "(game to 3000)")
    assert launcher.buttons["Resume"].enabled
    click(app, launcher.buttons["Resume"].rect.center)
    table = app.scenes.top
    assert isinstance(table, TableScene)  # no question: the game is there
    assert [str(a) for a in table.hand.actions][:1] == [str(kept.hand.actions[0])]
    assert table.session.scores() == scores and len(table.session.match.history) == 1


def test_play_still_asks_and_no_resume_without_a_game_in_progress():
    left_unfinished("scotch_whist")
    app, launcher = launcher_app(selected="belote")
    assert not launcher.buttons["Resume"].enabled and "belote" not in launcher.in_progress
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RIGHT)
    assert launcher.selected == "scotch_whist" and launcher.buttons["Resume"].enabled
    assert launcher.in_progress["scotch_whist"].startswith("hand 2, North ")
    press(app, pygame.K_RETURN)  # Play
    assert isinstance(app.scenes.top, MessageBox) and "unfinished" in app.scenes.top.text
    assert not any(isinstance(scene, TableScene) for scene in app.scenes._scenes)  # asked before any deal


def test_back_at_the_title_screen_the_game_left_at_the_table_is_shown():
    app, launcher = launcher_app(selected="belote")
    assert not launcher.in_progress
    press(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, MessageBox) and "guided hand" in app.scenes.top.text  # the first start
    press(app, pygame.K_n)
    table = app.scenes.top
    assert isinstance(table, TableScene)
    table.session.players = {seat: "expert" for seat in table.session.players}
    for _ in range(4000):
        if table.hand.actions:
            break
        app.run_frames(1)
    table.leave_table()
    app.run_frames(2)
    assert top_name(app) == "LauncherScene" and "belote" in launcher.in_progress
    assert launcher.in_progress["belote"].startswith("hand 1, N-S 0, E-W 0")


def test_a_damaged_autosave_is_said_once_at_the_title_screen_and_set_aside(home):
    (home / "autosave-belote.json").write_bytes(b"\x00 not a game")
    app, launcher = launcher_app()
    assert isinstance(app.scenes.top, MessageBox) and app.scenes.top.title == "Saved game"
    press(app, pygame.K_RETURN)
    assert top_name(app) == "LauncherScene" and "belote" not in launcher.in_progress
    assert list(home.glob("autosave-belote.damaged-*"))
