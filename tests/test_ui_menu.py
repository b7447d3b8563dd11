"""The menu bar: mouse and keyboard, check marks, disabled items, separators."""

import pygame
from conftest_ui import Event, click, launcher_app, move, press


def titles(launcher):
    return launcher.menu_bar.title_rects


def test_a_click_on_a_title_opens_its_menu_and_a_second_click_closes_it():
    app, launcher = launcher_app()
    bar = launcher.menu_bar
    click(app, titles(launcher)[0].center)
    assert bar.open_index == 0
    assert app.screen.get_at(titles(launcher)[0].move(2, 2).topleft)[:3] == (0, 0, 128)  # the title is highlighted
    click(app, titles(launcher)[0].center)
    assert not bar.is_open


def test_alt_and_a_letter_open_a_menu_and_arrows_and_enter_choose():
    app, launcher = launcher_app()
    bar = launcher.menu_bar
    press(app, pygame.K_o, pygame.KMOD_LALT)
    assert bar.open_index == 1
    assert bar.open_menu.items[bar.item_index].label == "S&ound"
    press(app, pygame.K_DOWN)
    assert bar.open_menu.items[bar.item_index].label == "Window &1x"
    press(app, pygame.K_DOWN)
    press(app, pygame.K_DOWN)
    press(app, pygame.K_DOWN)  # the separator after Full screen is skipped
    assert bar.open_menu.items[bar.item_index].label == "&Preferences..."
    for _ in range(4):
        press(app, pygame.K_UP)
    press(app, pygame.K_RETURN)
    assert not bar.is_open
    assert app.sound.enabled is False
    assert bar.chosen[-1] == "Sound"


def test_left_and_right_move_between_menus_and_escape_closes():
    app, launcher = launcher_app()
    bar = launcher.menu_bar
    press(app, pygame.K_g, pygame.KMOD_LALT)
    assert bar.open_index == 0
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RIGHT)
    assert bar.open_index == 2
    press(app, pygame.K_RIGHT)
    assert bar.open_index == 0
    press(app, pygame.K_ESCAPE)
    assert not bar.is_open
    assert app.scenes.top is launcher


def test_alt_pressed_and_released_alone_opens_the_first_menu():
    app, launcher = launcher_app()
    press(app, pygame.K_LALT)
    assert launcher.menu_bar.open_index == 0
    press(app, pygame.K_LALT)
    assert not launcher.menu_bar.is_open


def test_f10_opens_the_menu_bar():
    app, launcher = launcher_app()
    press(app, pygame.K_F10)
    assert launcher.menu_bar.open_index == 0


def test_an_item_is_chosen_by_releasing_the_mouse_on_it():
    app, launcher = launcher_app()
    bar = launcher.menu_bar
    click(app, titles(launcher)[1].center)
    sound_row = bar.item_rects()[0]
    move(app, sound_row.center)
    assert bar.item_index == 0
    assert app.status_text == "Sound effects on or off"
    click(app, sound_row.center)
    assert app.sound.enabled is False
    assert not bar.is_open


def test_a_mnemonic_letter_chooses_an_item_of_the_open_menu():
    app, launcher = launcher_app()
    press(app, pygame.K_h, pygame.KMOD_LALT)
    press(app, pygame.K_a, text="a")
    assert type(app.scenes.top).__name__ == "MessageBox"
    assert "version" in app.scenes.top.text


def test_a_disabled_item_cannot_be_chosen(monkeypatch):
    from game.ui import catalog
    monkeypatch.setattr(catalog, "GAMES_WITH_A_TABLE", catalog.GAMES_WITH_A_TABLE - {"pinochle"})  # Play greyed
    app, launcher = launcher_app(selected="pinochle")
    bar = launcher.menu_bar
    press(app, pygame.K_g, pygame.KMOD_LALT)
    assert bar.open_menu.items[bar.item_index].label == "&Play"
    assert not bar.open_menu.items[bar.item_index].is_enabled()
    press(app, pygame.K_RETURN)
    assert bar.is_open and app.scenes.top is launcher


def test_a_click_outside_closes_the_menu_without_reaching_the_felt():
    app, launcher = launcher_app()
    click(app, titles(launcher)[0].center)
    click(app, launcher.tiles[0].rect.center)
    assert not launcher.menu_bar.is_open
    assert app.scenes.top is launcher  # the click did not open the game


def test_the_sound_key_works_everywhere_and_shows_in_the_check_mark():
    app, launcher = launcher_app()
    press(app, pygame.K_m, pygame.KMOD_LCTRL)
    assert app.sound.enabled is False and app.settings.sound is False
    sound_item = launcher.menu_bar.menus[1].items[0]
    assert not sound_item.is_checked()
    app.run_frames(2, [Event(pygame.KEYDOWN, key=pygame.K_m, mod=pygame.KMOD_LCTRL, unicode="", scancode=0)])
    assert sound_item.is_checked()


def test_the_menu_key_does_not_type_into_the_dialog_it_opens():
    app, launcher = launcher_app()
    press(app, pygame.K_o, pygame.KMOD_LALT)
    press(app, pygame.K_p, text="p")
    dialog = app.scenes.top
    assert type(dialog).__name__ == "PreferencesDialog"
    assert dialog.name_field.text == "You"
