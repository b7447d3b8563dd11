"""Items of the Pinochle manual at the table, driven by real events through the app loop (headless): the dealing
method in the rules options, the Begin bid button, the "Other" background colour and File > Windows 95 Mode."""

import pygame
import pytest
from conftest_ui import click, open_table, press, run_until, table_home

from game.engine import Seat
from game.engine.match import Match
from game.ui.table.session import TableSession
from game.variants import VARIANTS


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    from game.ui import theme

    yield from table_home(tmp_path, monkeypatch)
    theme.set_windows95(False)  # whatever a test left, the next one starts in the Windows 3.1 look


def pinochle_table(number: int = 77):
    return open_table("pinochle", TableSession("pinochle", None, None, seed=number))


def test_the_rules_options_offer_the_dealing_method_and_a_new_game_deals_with_it():
    from game.ui.table import store
    from game.ui.table.meld_dialogs import RulesPagesDialog

    app, table = pinochle_table()
    press(app, pygame.K_o, mod=pygame.KMOD_ALT)
    press(app, pygame.K_r)  # Options > Rules options, General page
    dialog = app.scenes.top
    assert isinstance(dialog, RulesPagesDialog)
    choice = dialog.fields["dealing_method"]
    assert choice.label == "3.6"
    click(app, choice.rect.center)
    assert choice.label == "2.1"
    click(app, dialog.buttons["ok"].rect.center)
    press(app, pygame.K_RETURN)  # the note: new rules apply from the next game
    assert table.session.options.dealing_method == "2.1"
    assert store.load_table("pinochle", table.session.variant)[2].dealing_method == "2.1"  # kept for the next run
    table.session.new_game(seed=4242)
    table.before_hand()
    app.run_frames(2)
    expected = Match(VARIANTS["pinochle"], VARIANTS["pinochle"].default_options().replace(dealing_method="2.1"),
                     seed=4242)
    assert table.hand.initial_cards == expected.current.initial_cards
    assert table.hand.initial_cards != Match(VARIANTS["pinochle"], seed=4242).current.initial_cards
    assert table.hand.initial_cards[Seat.S]


def test_the_begin_bid_button_holds_the_bidding_until_it_is_clicked():
    app, table = pinochle_table()
    table.ask_table_options()
    dialog = app.scenes.top
    assert not dialog.begin_bid_box.checked
    click(app, dialog.begin_bid_box.rect.center)  # Show begin bid button
    click(app, dialog.buttons["ok"].rect.center)
    assert table.prefs.show_begin_bid
    from game.ui.table import store
    assert store.load_table("pinochle", table.session.variant)[1].show_begin_bid  # kept for the next run
    press(app, pygame.K_F2)  # File > New game
    if app.scenes.top is not table:
        press(app, pygame.K_RETURN)  # yes, the game in progress may go
    run_until(app, lambda: app.scenes.top is table and table.shown.deal_done and table.begin_bid_button.visible)
    hand = table.hand
    app.run_frames(30)  # the computers wait too: nobody has bid
    assert not hand.actions and table.begin_bid_button.visible and not table.panel.visible
    assert "Begin bid" in table.status.default_text
    click(app, table.begin_bid_button.rect.center)
    run_until(app, lambda: hand.actions or table.ready_human() is not None)
    assert not table.begin_bid_button.visible
    # without the option the bidding starts as soon as the cards are dealt
    table.prefs.show_begin_bid = False
    table.new_game()
    run_until(app, lambda: table.hand.actions or table.ready_human() is not None)
    assert not table.begin_bid_button.visible


def test_the_begin_bid_button_answers_the_b_key():
    app, table = pinochle_table()
    table.prefs.show_begin_bid = True
    table.new_game()
    run_until(app, lambda: table.begin_bid_button.visible)
    press(app, pygame.K_b)
    run_until(app, lambda: table.hand.actions or table.ready_human() is not None)
    assert not table.holding


def test_the_other_background_colour_is_chosen_in_its_colour_box_and_kept():
    from conftest_ui import type_text

    from game.ui.table import paint, store
    from game.ui.table.colour_dialog import BASIC_COLOURS, OtherColourDialog
    from game.ui.table.pinochle_options import PinochleOptionsDialog
    from game.ui.table.session import TablePrefs

    app, table = pinochle_table()
    table.ask_table_options()
    options = app.scenes.top
    felts = options.felt_list
    assert felts.items[-1] == "Other..."
    click(app, (felts.rect.left + 6, felts.rect.top + 5 * felts.row_height + 4))  # Other...
    box = app.scenes.top
    assert isinstance(box, OtherColourDialog)
    navy = BASIC_COLOURS.index((0, 0, 160))
    click(app, box.grid.swatch_rect(navy).center)
    assert box.colour() == [0, 0, 160]
    red = box.fields[0]
    click(app, red.rect.move(-20, 0).center)
    for _ in range(3):
        press(app, pygame.K_BACKSPACE)
    type_text(app, "20")
    assert box.colour() == [20, 0, 160]
    app.run_frames(1)  # the sample is drawn in the colour typed
    assert app.screen.get_at(box.sample_rect.center)[:3] in {(20, 0, 160), (30, 10, 170), (10, 0, 150)}
    click(app, box.buttons["ok"].rect.center)
    assert app.scenes.top is options and felts.selected == len(felts.items) - 1
    click(app, options.buttons["ok"].rect.center)
    assert table.prefs.felt == "other" and table.prefs.felt_rgb == [20, 0, 160]
    assert paint.felt_colour(table) == (20, 0, 160)
    app.run_frames(2)
    felt = [app.screen.get_at((x, 330))[:3] for x in range(200, 260, 4)]  # bare felt, left of South's trick spot
    assert all(pixel in {(20, 0, 160), (30, 10, 170), (10, 0, 150)} for pixel in felt)
    saved = store.load_table("pinochle", table.session.variant)[1]
    assert saved.felt == "other" and saved.felt_rgb == [20, 0, 160]  # kept for the next run
    # the colour box's Cancel keeps the felt chosen before
    table.ask_table_options()
    options = app.scenes.top
    assert isinstance(options, PinochleOptionsDialog) and options.felt_list.selected == len(felts.items) - 1
    click(app, (options.felt_list.rect.left + 6, options.felt_list.rect.top + 3 * felts.row_height + 4))  # Red
    press(app, pygame.K_l, mod=pygame.KMOD_ALT)  # Other colour...
    assert isinstance(app.scenes.top, OtherColourDialog) and app.scenes.top.colour() == [20, 0, 160]
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is options and options.chosen_felt() == "red"
    press(app, pygame.K_ESCAPE)
    assert table.prefs.felt == "other"
    assert TablePrefs.from_json({"felt": "other", "felt_rgb": [1, 2, 999]}).felt_rgb == []


def test_file_windows_95_mode_toggles_with_a_check_mark_and_changes_what_is_drawn():
    from game.ui import theme
    from game.ui.table import store
    from game.ui.widgets import win95

    app, table = pinochle_table()
    run_until(app, lambda: table.shown.deal_done)
    app.run_frames(2)
    assert app.screen.get_at((600, 8))[:3] == theme.WHITE  # the Windows 3.1 menu bar
    press(app, pygame.K_f, mod=pygame.KMOD_ALT)  # File
    item = next(i for i in table.menu_bar.open_menu.items if i.label == "&Windows 95 Mode")
    assert not item.is_checked()
    press(app, pygame.K_w)  # Windows 95 Mode
    assert table.prefs.windows95 and theme.windows95() and item.is_checked()
    assert store.load_table("pinochle", table.session.variant)[1].windows95  # kept for the next run
    app.run_frames(2)
    assert app.screen.get_at((600, 8))[:3] == theme.FACE  # a grey menu bar
    table.ask_select_game()
    app.run_frames(2)
    dialog = app.scenes.top
    bar = dialog.title_rect
    assert app.screen.get_at(dialog.rect.topleft)[:3] == win95.LIGHT  # a grey raised frame, not a navy one
    close = win95.close_rect(bar)
    assert dialog.system_box() == close and close.right > bar.centerx  # the close button on the right
    assert app.screen.get_at((close.left, close.top))[:3] == win95.LIGHT
    click(app, close.center)  # closes the dialog, as the close button should
    assert app.scenes.top is table
    press(app, pygame.K_f, mod=pygame.KMOD_ALT)
    press(app, pygame.K_w)  # off again
    app.run_frames(2)
    assert not table.prefs.windows95 and not theme.windows95()
    assert app.screen.get_at((600, 8))[:3] == theme.WHITE
    table.prefs.windows95 = True
    app.run_frames(2)
    assert theme.windows95()
    app.scenes.pop()  # leaving the table: the rest of the program keeps the Windows 3.1 look
    assert not theme.windows95()
