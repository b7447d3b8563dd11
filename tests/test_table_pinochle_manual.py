"""Items of the Pinochle manual at the table, driven by real events through the app loop (headless): the dealing
method in the rules options, the Begin bid button, the "Other" background colour and File > Windows 95 Mode."""

import pygame
import pytest
from conftest_ui import click, open_table, press, run_until, table_home

from game.engine import Seat
from game.engine.match import Match
from game.ui.table import paint
from game.ui.table.session import TableSession
from game.variants import VARIANTS


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    yield from table_home(tmp_path, monkeypatch)


def pinochle_table(number: int = 77):
    return open_table("pinochle", TableSession("pinochle", None, None, seed=number))


def test_the_rules_options_offer_the_dealing_method_and_a_new_game_deals_with_it():
    from game.ui.games.pinochle.meld_dialogs import RulesPagesDialog
    from game.ui.table import store

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
    table.game.ask_table_options()
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
    run_until(app, lambda: app.scenes.top is table and table.shown.deal_done and table.game.begin_bid_button.visible)
    hand = table.hand
    app.run_frames(30)  # the computers wait too: nobody has bid
    assert not hand.actions and table.game.begin_bid_button.visible and not table.panel.visible
    assert "Begin bid" in table.status.default_text
    click(app, table.game.begin_bid_button.rect.center)
    run_until(app, lambda: hand.actions or table.ready_human() is not None)
    assert not table.game.begin_bid_button.visible
    # without the option the bidding starts as soon as the cards are dealt
    table.prefs.show_begin_bid = False
    table.new_game()
    run_until(app, lambda: table.hand.actions or table.ready_human() is not None)
    assert not table.game.begin_bid_button.visible


def test_the_begin_bid_button_answers_the_b_key():
    app, table = pinochle_table()
    table.prefs.show_begin_bid = True
    table.new_game()
    run_until(app, lambda: table.game.begin_bid_button.visible)
    press(app, pygame.K_b)
    run_until(app, lambda: table.hand.actions or table.ready_human() is not None)
    assert not table.holding


def test_the_other_background_colour_is_chosen_in_its_colour_box_and_kept():
    from conftest_ui import type_text

    from game.ui.games.pinochle.options import PinochleOptionsDialog
    from game.ui.table import paint, store
    from game.ui.table.colour_dialog import BASIC_COLOURS, OtherColourDialog
    from game.ui.table.session import TablePrefs

    app, table = pinochle_table()
    table.game.ask_table_options()
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
    table.game.ask_table_options()
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


TASK_BAR_TOP = 480 - 32  # File > Windows 95 Mode: the task bar of Windows 95 covers the window below this


def toggle_windows_95_mode(app, table) -> None:
    """File > Windows 95 Mode, by the keyboard, as a player would choose it."""
    press(app, pygame.K_f, mod=pygame.KMOD_ALT)
    assert table.menu_bar.open_menu.label == "&File"
    press(app, pygame.K_w)
    app.run_frames(2)


def windows_95_mode_item(app, table):
    press(app, pygame.K_f, mod=pygame.KMOD_ALT)
    item = next(i for i in table.menu_bar.open_menu.items if i.label == "&Windows 95 Mode")
    checked = item.is_checked()
    press(app, pygame.K_ESCAPE)
    return checked


def hand_rects(table) -> dict:
    return {seat: [rect for rect, _, _ in paint.hand_layout(table, seat)] for seat in Seat}


def table_places(table) -> dict:
    """What the player clicks or reads at the bottom and in the middle: the hands, the visible buttons (the bidding
    box with its own buttons, Begin bid, the bulb, the peek arrows), the status bar, the score box and the icon."""
    buttons = [w.rect for w in table.widgets if w.visible and w is not table.panel]
    if table.panel.visible:
        buttons += [table.panel.rect] + [w.rect for w in table.panel.inner if w.visible]
    return {"hands": hand_rects(table), "buttons": buttons, "status": table.status.rect,
            "info": table.geometry.info_rect, "south labels": [i.rect for i in paint.zone_items(table, Seat.S)]}


def assert_clear_of_the_task_bar(table) -> None:
    places = table_places(table)
    hands = places["hands"]
    everything = [r for rects in hands.values() for r in rects] + places["buttons"] + places["south labels"]
    assert all(rect.bottom <= TASK_BAR_TOP for rect in everything + [places["status"], places["info"]])
    cards = [r for rects in hands.values() for r in rects]
    for seat, rects in hands.items():  # no hand over another
        others = [r for other, more in hands.items() if other != seat for r in more]
        assert all(rect.collidelist(others) == -1 for rect in rects)
    assert all(button.collidelist(cards) == -1 for button in places["buttons"])  # no button over a hand


def test_file_windows_95_mode_raises_the_table_above_a_task_bar_and_is_kept():
    from game.ui.table import layout, store

    app, table = pinochle_table()
    table.prefs.show_begin_bid = True
    table.session.new_game(seed=77)
    table.before_hand()
    run_until(app, lambda: table.game.begin_bid_button.visible)
    usual = table_places(table)
    assert usual["hands"][Seat.S][0].top == layout.SOUTH_Y and usual["status"].bottom == 480  # as ever
    assert table.bulb.rect == layout.BULB_RECT and table.status.rect.top == 460
    assert not windows_95_mode_item(app, table)

    toggle_windows_95_mode(app, table)
    assert table.prefs.windows95 and windows_95_mode_item(app, table)  # a check mark
    assert store.load_table("pinochle", table.session.variant)[1].windows95  # kept with the table's preferences
    assert table.game.begin_bid_button.visible
    assert_clear_of_the_task_bar(table)
    raised = hand_rects(table)
    assert raised[Seat.N] == usual["hands"][Seat.N]  # the top of the table stays; the rest rises
    assert raised[Seat.S][0].top < usual["hands"][Seat.S][0].top and table.status.rect.top < 460
    click(app, table.peek_buttons["N"].rect.center)  # the arrows work where they are drawn now
    assert table.peek["N"]
    click(app, table.peek_buttons["N"].rect.center)
    click(app, table.game.begin_bid_button.rect.center)
    run_until(app, lambda: table.ready_human() is not None and table.panel.visible)
    assert_clear_of_the_task_bar(table)  # the bidding box and its buttons too
    click(app, table.panel.bid_button.rect.center)
    assert table.hand.calls[-1][0] == Seat.S

    toggle_windows_95_mode(app, table)  # off again: the table as before
    assert not table.prefs.windows95 and not windows_95_mode_item(app, table)
    assert not store.load_table("pinochle", table.session.variant)[1].windows95
    assert hand_rects(table)[Seat.S][0].top == layout.SOUTH_Y and table.status.rect.bottom == 480
    assert table.bulb.rect == layout.BULB_RECT and table.geometry.lift == 0


def test_windows_95_mode_comes_back_with_the_table():
    from game.ui.table import store

    app, table = pinochle_table()
    table.prefs.windows95 = True
    store.save_prefs("pinochle", table.prefs)
    app, table = pinochle_table()  # the program started again
    assert table.prefs.windows95
    run_until(app, lambda: table.shown.deal_done)
    app.run_frames(2)
    assert table.status.rect.bottom <= TASK_BAR_TOP and table.bulb.rect.bottom <= TASK_BAR_TOP


def test_windows_95_mode_lifts_a_tall_score_card_out_of_the_task_bar():
    from game.ui.widgets.dialogs import MessageBox

    app, table = pinochle_table()
    toggle_windows_95_mode(app, table)
    tall = MessageBox(app, "\n".join(f"Line {n} of a long score." for n in range(26)), title="Score card")
    assert tall.rect.bottom > TASK_BAR_TOP
    button = tall.buttons["ok"].rect.copy()
    table.keep_clear_of_the_task_bar(tall)
    assert tall.rect.bottom <= TASK_BAR_TOP and tall.rect.top >= 0
    assert tall.buttons["ok"].rect.bottom <= TASK_BAR_TOP and tall.buttons["ok"].rect.size == button.size
    app.push(tall)
    click(app, tall.buttons["ok"].rect.center)  # its button answers where it is drawn
    assert app.scenes.top is table
