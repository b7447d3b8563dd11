"""The rest of the Belote manual's keys at the table (Escape, F2, F5, F7, F10, Up and Down, Ctrl+N), pressed as real
key events through the app loop (headless), with the stub players of conftest_ui in the worker's place."""

import pygame
import pytest
from conftest_ui import click, my_turn, open_table, press, run_and_go_on, table_home
from test_table_belote import belote_session, open_belote

from game.engine import Seat
from game.ui.games.belote.table_help import BELOTE_TABLE_HELP
from game.ui.help import HelpScene
from game.ui.table import paint, store
from game.ui.table.dialogs import RulesDialog
from game.ui.widgets.dialogs import MessageBox


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    yield from table_home(tmp_path, monkeypatch)


def take_hearts(app, table):
    """South takes the turn-up's suit (hearts) with the Take button; then his first card is awaited."""
    hand = table.session.hand
    my_turn(app, table)
    click(app, table.panel.take_button.rect.center)
    run_and_go_on(app, table, lambda: hand.phase == "play" and table.ready_human() is not None)


def test_escape_asks_then_starts_the_trick_play_again_with_the_taking_kept():
    app, table = open_belote()
    hand = table.session.hand
    press(app, pygame.K_ESCAPE)  # nothing played: no question
    assert app.scenes.top is table
    take_hearts(app, table)
    taking = list(hand.calls)
    press(app, pygame.K_1)
    press(app, pygame.K_RETURN)
    run_and_go_on(app, table, lambda: len(hand.tricks) == 1 and table.ready_human() is not None)
    assert len(table.shown.hands[Seat.S]) == 7
    press(app, pygame.K_2)
    assert table.selected == 1
    press(app, pygame.K_ESCAPE)  # first Escape: the chosen card is let go
    assert table.selected is None and app.scenes.top is table
    press(app, pygame.K_ESCAPE)
    question = app.scenes.top
    assert isinstance(question, MessageBox) and question.title == "Start the play again"
    press(app, pygame.K_n)
    assert app.scenes.top is table and len(table.session.hand.tricks) == 1
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_y)
    replayed = table.session.hand
    assert app.scenes.top is table
    assert replayed.phase == "play" and not replayed.tricks and list(replayed.calls) == taking
    assert replayed.trump == "H" and replayed.taker is Seat.S
    assert all(len(table.shown.hands[seat]) == 8 for seat in (Seat.N, Seat.E, Seat.S, Seat.W))
    assert table.shown.trick == [] and table.shown.last_trick is None


def test_escape_is_no_replay_when_playing_without_help():
    app, table = open_belote()
    hand = table.session.hand
    take_hearts(app, table)
    press(app, pygame.K_1)
    press(app, pygame.K_RETURN)
    table.prefs.without_help = True
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is table and "without help" in table.flash and len(hand.actions) > len(hand.calls)


def test_f2_demo_gives_every_seat_to_the_computers_and_f2_again_gives_them_back():
    app, table = open_belote()
    hand = table.session.hand
    my_turn(app, table)
    press(app, pygame.K_F2)
    assert table.watching() and table.session.humans() == []
    assert table.session.players[Seat.S] == "expert" and table.demo_seats[Seat.S] == "human"
    assert app.scenes.top is table  # no New game question in Belote
    run_and_go_on(app, table, lambda: any(seat is Seat.S for seat, _ in hand.calls))  # a computer spoke for South
    assert table.face_up(Seat.N) and table.face_up(Seat.E)  # the show: every hand open
    items = {item.label: item for menu in table.menu_bar.menus for item in menu.items}
    assert items["De&mo"].accel == "F2" and items["De&mo"].is_checked()
    press(app, pygame.K_F2)
    assert not table.watching() and table.session.humans() == [Seat.S] and table.viewer is Seat.S
    assert not items["De&mo"].is_checked()
    assert store.load_table("belote", table.session.variant)[0][Seat.S] == "human"  # never saved as a computer


def test_the_demo_is_written_in_the_info_box():
    app, table = open_belote()
    app.run_frames(1)
    before = app.screen.subsurface(paint.layout.INFO_BOX).copy()
    press(app, pygame.K_F2)
    table.flash = ""
    after = app.screen.subsurface(paint.layout.INFO_BOX)
    changed = sum(before.get_at((x, y)) != after.get_at((x, y)) for x in range(100, 170) for y in range(2, 20))
    assert changed > 20  # the word Demo, at the right of the first line


def test_f5_opens_the_rules_at_their_first_page():
    app, table = open_belote()
    press(app, pygame.K_F5)
    help_scene = app.scenes.top
    assert isinstance(help_scene, HelpScene)
    assert help_scene.pages[help_scene.page_index].title == "Belote"


def test_f7_asks_and_y_quits_n_stays():
    app, table = open_belote()
    press(app, pygame.K_F7)
    assert isinstance(app.scenes.top, MessageBox) and app.scenes.top.title == "Quit"
    press(app, pygame.K_n)
    assert app.running and app.scenes.top is table
    press(app, pygame.K_F7)
    press(app, pygame.K_y)
    assert not app.running


def test_f10_changes_the_border_keeps_it_and_leaves_the_menus_to_alt(home):
    app, table = open_belote()
    assert table.prefs.border == "mahogany"
    press(app, pygame.K_F10)
    assert not table.menu_bar.is_open and table.prefs.border == "navy"
    assert tuple(app.screen.get_at((1, 300)))[:3] == paint.BORDER_COLOURS["navy"]
    assert store.load_table("belote", table.session.variant)[1].border == "navy"
    for _ in paint.BORDER_COLOURS:
        press(app, pygame.K_F10)
    assert table.prefs.border == "navy"  # once round the palette
    press(app, pygame.K_o, mod=pygame.KMOD_ALT)
    assert table.menu_bar.is_open


def test_f10_still_opens_the_menus_in_32_card_bridge():
    app, table = open_table("belote_bridgee")
    press(app, pygame.K_F10)
    assert table.menu_bar.is_open and table.menu_bar.open_index == 0
    assert table.prefs.border == "mahogany"


def test_up_and_down_change_the_delay_shown_under_the_clock_not_the_card():
    app, table = open_belote()
    assert table.prefs.game_speed == 5 and paint.delay_text(table) == "Delay 0 s"
    take_hearts(app, table)
    press(app, pygame.K_UP)
    press(app, pygame.K_UP)
    assert table.selected is None and table.prefs.game_speed == 3 and table.prefs.computer_pause == 0.5
    texts = table.status.right_text()
    assert len(texts) == 3 and texts[1] == "Delay 0.5 s" and texts[0][2] == ":" and texts[2].startswith("N-S")
    assert store.load_table("belote", table.session.variant)[1].game_speed == 3
    press(app, pygame.K_KP2)
    assert paint.delay_text(table) == "Delay 0.25 s"
    for _ in range(6):
        press(app, pygame.K_UP)
    assert table.prefs.game_speed == 1 and paint.delay_text(table) == "Delay 1.2 s"
    press(app, pygame.K_RIGHT)
    assert table.selected == 0  # Left and Right still choose the card
    press(app, pygame.K_F3)
    assert isinstance(app.scenes.top, RulesDialog)
    press(app, pygame.K_DOWN)  # the Rules options take the key
    assert table.prefs.game_speed == 1


def test_the_delay_box_is_drawn_in_the_status_bar():
    app, table = open_belote()
    app.run_frames(1)
    bar = table.status.rect
    before = app.screen.subsurface(bar).copy()
    press(app, pygame.K_UP)
    table.flash = ""
    app.run_frames(1)
    after = app.screen.subsurface(bar)
    changed = [x for x in range(bar.width) for y in range(bar.height) if before.get_at((x, y)) != after.get_at((x, y))]
    assert changed and min(changed) > bar.width // 2  # only the boxes at the right changed: "Delay 0.25 s"


def test_ctrl_n_asks_for_a_new_game_and_the_menus_show_the_manuals_keys():
    app, table = open_belote()
    take_hearts(app, table)
    press(app, pygame.K_n, mod=pygame.KMOD_CTRL)
    assert isinstance(app.scenes.top, MessageBox) and app.scenes.top.title == "New game"
    press(app, pygame.K_n)
    accels = {item.label: item.accel for menu in table.menu_bar.menus for item in menu.items}
    assert accels["&New game"] == "Ctrl+N" and accels["E&xit"] == "F7" and accels["Replay &cards"] == "Esc"
    assert accels["&Rules"] == "F5" and accels["Bor&der colour"] == "F10" and accels["&Game speed..."] == "Up/Down"
    assert accels["Score shee&t..."] == "F6" and accels["Pic&k up tricks"] == "F8" and accels["&Backcolor..."] == "F9"


def test_the_keys_page_names_every_key_of_the_manual():
    page = BELOTE_TABLE_HELP.split("# Keys at the table")[1].split("\n# ")[0]
    for key in ("Esc", "F1", "F2", "F3", "F5", "F6", "F7", "F8", "F9", "F10", "Up", "Down", "Ctrl+N", "1 to 8"):
        assert f"| {key}" in page or f", {key}" in page or f" {key} " in page, key


def test_a_fresh_belote_table_draws_its_frame_in_the_default_colour():
    session = belote_session()
    app, table = open_belote(session)
    app.run_frames(1)
    assert tuple(app.screen.get_at((638, 200)))[:3] == paint.BORDER_COLOURS["mahogany"]
    assert tuple(app.screen.get_at((320, paint.layout.FELT_RECT.top + 1)))[:3] == paint.BORDER_COLOURS["mahogany"]


def test_without_the_status_bar_the_clock_and_delay_sit_under_souths_hand():
    app, table = open_belote()
    table.prefs.status_bar = False
    app.run_frames(1)
    strip = pygame.Rect(200, paint.layout.FELT_RECT.bottom, 240, 16)
    before = app.screen.subsurface(strip).copy()
    press(app, pygame.K_UP)  # "Delay 0 s" becomes "Delay 0.25 s"
    after = app.screen.subsurface(strip)
    assert sum(before.get_at((x, y)) != after.get_at((x, y)) for x in range(240) for y in range(16)) > 10
    assert tuple(app.screen.get_at((320, 478)))[:3] == paint.BORDER_COLOURS["mahogany"]  # the frame goes down
