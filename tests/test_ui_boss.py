"""Crazy Clock, the boss key."""

import pygame
from conftest_ui import click, launcher_app, move, new_app, press, top_name

from game.ai.player import Decision
from game.engine import PASS
from game.ui.boss import CAPTION, CENTER, RADIUS, BossScene
from game.ui.table import layout, paint, worker
from game.ui.table.scene import TableScene
from game.ui.table.session import TableSession


class FirstLegalPlayer:
    def decide(self, view):
        legal = list(view.legal)
        return Decision(PASS if PASS in legal else legal[0], ["the test's stub player"])


def test_the_boss_key_shows_the_clock_and_pauses_the_game_and_the_smiley_brings_it_back():
    app, launcher = launcher_app()
    press(app, pygame.K_F12)
    clock = app.scenes.top
    assert isinstance(clock, BossScene)
    assert launcher.paused
    assert pygame.display.get_caption()[0] == CAPTION
    assert app.scenes.visible() == [clock]  # the whole window is the clock
    click(app, clock.smiley_rect.center)
    assert app.scenes.top is launcher
    assert not launcher.paused
    assert pygame.display.get_caption()[0] != CAPTION


def test_the_key_again_comes_back_and_ctrl_b_works_too():
    app, launcher = launcher_app()
    press(app, pygame.K_b, pygame.KMOD_LCTRL)
    assert top_name(app) == "BossScene"
    press(app, pygame.K_b, pygame.KMOD_LCTRL)
    assert app.scenes.top is launcher
    press(app, pygame.K_F12)
    press(app, pygame.K_F12)
    assert app.scenes.top is launcher


def test_a_right_click_on_the_felt_opens_the_clock():
    app, launcher = launcher_app()
    click(app, (320, 300), button=3)
    assert top_name(app) == "BossScene"


def test_the_clock_swallows_other_input_and_keeps_moving():
    app, launcher = launcher_app()
    press(app, pygame.K_F12)
    clock = app.scenes.top
    assert clock.is_animating() and not app._idle()
    press(app, pygame.K_RETURN)
    press(app, pygame.K_ESCAPE)
    click(app, (20, 300))
    assert app.scenes.top is clock
    before = app.screen.copy()
    app.run_frames(20)
    grid = [(x, y) for x in range(0, 640, 8) for y in range(0, 480, 8)]
    changed = sum(before.get_at(p) != app.screen.get_at(p) for p in grid)
    assert changed > 20  # lines drift, bulbs chase, numerals wobble


def test_a_click_on_the_face_sends_the_hands_spinning():
    app, _ = launcher_app()
    press(app, pygame.K_F12)
    clock = app.scenes.top
    assert clock.craziness() == 0
    click(app, (CENTER[0], CENTER[1] + 60))
    app.run_frames(30)
    assert 0 < clock.craziness() < 1
    app.run_frames(200)
    assert clock.craziness() == 0


def test_the_eyes_follow_the_mouse_without_changing_state_in_draw():
    app, _ = launcher_app()
    press(app, pygame.K_F12)
    move(app, (600, 40))
    assert app.mouse_pos == (600, 40)
    clock = app.scenes.top
    age = clock.age
    clock.draw(app.screen)
    assert clock.age == age


def test_the_clock_opens_over_a_dialog_and_returns_to_it():
    app, launcher = launcher_app()
    click(app, launcher.tiles[0].rect.center)
    box = app.scenes.top
    press(app, pygame.K_F12)
    assert top_name(app) == "BossScene"
    press(app, pygame.K_F12)
    assert app.scenes.top is box


def test_the_launcher_is_idle_and_sleeps_between_events():
    app, _ = launcher_app()
    assert not app.scenes.is_animating()
    assert app._idle()


def test_the_rim_changes_colour_and_the_title_letters_hop():
    app, _ = launcher_app()
    press(app, pygame.K_F12)
    clock = app.scenes.top
    rim_before = clock.rim_color()
    top_strip = app.screen.subsurface((0, 0, 640, 70)).copy()
    app.run_frames(40)
    assert clock.rim_color() != rim_before
    rim_spot = (CENTER[0], CENTER[1] - RADIUS + 10)  # on the rim, between two bulbs
    assert app.screen.get_at(rim_spot)[:3] == tuple(clock.rim_color())[:3]
    changed = sum(top_strip.get_at((x, y)) != app.screen.get_at((x, y)) for x in range(200, 440, 4)
                  for y in range(0, 70, 4))
    assert changed > 30


def test_a_right_click_on_the_bare_felt_of_the_whist_table_opens_the_clock_and_the_smiley_returns(monkeypatch,
                                                                                                    tmp_path):
    monkeypatch.setenv("CARD_TABLE_HOME", str(tmp_path))
    monkeypatch.setattr(worker, "computer_player", lambda variant_id, skill, seed: FirstLegalPlayer())
    worker.close_shared()
    try:
        app = new_app()
        table = TableScene(app, variant_id="scotch_whist", session=TableSession("scotch_whist", None, None, seed=5),
                           worker_mode="thread", offer_resume=False)
        app.push(table)
        for _ in range(2000):
            if table.shown.deal_done and table.shown.trump is not None:
                break
            app.run_frames(1)
        assert table.turn_end is None and not table.can_next_hand()
        bare = next((x, y) for x in range(20, 620, 10) for y in range(40, 440, 10)
                    if layout.FELT_RECT.collidepoint((x, y)) and paint.thing_at(table, (x, y)) is None
                    and not table.game.response.visible)
        click(app, bare, button=3)
        clock = app.scenes.top
        assert isinstance(clock, BossScene) and table.paused
        app.run_frames(5)
        click(app, clock.smiley_rect.center)
        assert app.scenes.top is table and not table.paused
    finally:
        worker.close_shared()
