"""Crazy Clock, the boss key."""

import pygame
from conftest_ui import click, launcher_app, move, press, top_name

from game.ui.boss import CAPTION, CENTER, BossScene


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
