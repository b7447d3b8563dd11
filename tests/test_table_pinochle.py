"""Double-Deck Pinochle at the table, driven by real pygame events through the app loop (headless).

The computer seats are a stub put in the worker's place (it passes, names the first suit allowed and plays the
first card the rules allow), so the tests do not depend on the pinochle computer players.
"""

import pygame
import pytest
from conftest_ui import card_spot, click, launcher_app, new_app, press

from game.ai.player import Decision
from game.engine import PASS, Seat, card
from game.engine.actions import bid
from game.ui.table import layout, paint, worker
from game.ui.table.pinochle_table import (
    MELD_SPOTS,
    PopupMenu,
    SelectGameDialog,
    info_lines,
    meld_cards,
    meld_summary_rect,
    pinochle_sorted,
)
from game.ui.table.scene import TableScene
from game.ui.table.session import TableSession
from game.ui.widgets.dialogs import MessageBox
from game.variants.pinochle.meld import holds_trump_marriage, meld_of, meld_points


class StubPlayer:
    def decide(self, view):
        return Decision(list(view.legal)[0], ["the test's stub player"])


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARD_TABLE_HOME", str(tmp_path))
    monkeypatch.setattr(worker, "computer_player", lambda variant_id, skill, seed: StubPlayer())
    worker.close_shared()
    yield tmp_path
    worker.close_shared()


def good_game_number() -> int:
    """A game whose first hand gives South a marriage in some suit and his side the minimum meld in it."""
    for number in range(1, 500):
        session = TableSession("pinochle", None, None, seed=number)
        hand = session.hand
        if hand.dealer == Seat.S:
            continue  # three passes before South would drop the bid on him
        south, north = hand.hands[Seat.S], hand.hands[Seat.N]
        for suit in "SHCD":
            meld = meld_points(meld_of(south, suit)) + meld_points(meld_of(north, suit))
            if holds_trump_marriage(south, suit) and meld >= 20:
                return number
    raise AssertionError("no game found")


def open_table(number=None):
    app = new_app()
    app.settings.animation_speed = 10
    session = TableSession("pinochle", None, None, seed=number or good_game_number())
    table = TableScene(app, variant_id="pinochle", session=session, worker_mode="thread", offer_resume=False)
    table.prefs.game_speed = 5
    app.push(table)
    return app, table


def run_until(app, table, condition, limit=6000):
    for _ in range(limit):
        if condition():
            return
        if table.turn_end is not None and app.scenes.top is table:
            click(app, (320, 300), button=3)
        app.run_frames(1)
    raise AssertionError("the table never got there")


def my_turn(app, table):
    run_until(app, table, lambda: app.scenes.top is not table or table.ready_human() is not None
              or table.hand.done)




def assert_meld_strips_clear(table):
    """The meld strips overlap neither each other, nor any hand, nor the note (the trump suit) in their band."""
    strips = list(MELD_SPOTS.values())
    for index, strip in enumerate(strips):
        assert layout.FELT_RECT.contains(strip)
        assert strip.collidelist(strips[index + 1:]) == -1
        for seat in Seat:
            assert strip.collidelist([rect for rect, _, _ in paint.hand_layout(table, seat)]) == -1
    assert table.shown.note_left > 0 and table.shown.note.endswith("are trumps")
    note = paint.note_rect(table, paint.render_paragraph(table.shown.note, 240, paint.Style(size=20)))
    assert note.collidelist(strips) == -1


def test_the_title_screen_offers_pinochle_and_its_twenty_cards_fit_the_table():
    app, launcher = launcher_app()
    tile = next(t for t in launcher.tiles if t.entry.id == "pinochle")
    assert tile.available
    click(app, tile.rect.center)
    table = app.scenes.top
    assert isinstance(table, TableScene) and table.variant_id == "pinochle"
    run_until(app, table, lambda: table.shown.deal_done)
    assert [len(table.shown.hands[s]) for s in Seat] == [20, 20, 20, 20]
    for seat in Seat:
        for rect, _, _ in paint.hand_layout(table, seat):
            assert layout.FELT_RECT.contains(rect)
    rects = [r for r, _, _ in paint.hand_layout(table, Seat.S)]
    assert min(b.left - a.left for a, b in zip(rects, rects[1:], strict=False)) >= 14  # each index shows


def test_hands_sort_by_suit_then_ace_ten_king_queen_jack():
    cards = [card(t) for t in ("JS", "AS", "KS", "TS", "QH", "AH")]
    assert [c.text for c in pinochle_sorted(cards, None)] == ["AS", "TS", "KS", "JS", "AH", "QH"]
    assert [c.text for c in pinochle_sorted(cards, "H")][:2] == ["AH", "QH"]


def test_a_hand_by_clicks_bid_trumps_meld_an_illegal_card_and_the_score():
    app, table = open_table()
    hand = table.hand
    my_turn(app, table)
    box = table.panel
    assert box.visible and not box.naming and box.amount == 50
    first = box.amount
    click(app, box.up_button.rect.center)
    assert box.amount == first + 1
    click(app, box.down_button.rect.center)
    assert box.amount == first
    click(app, box.bid_button.rect.center)
    assert hand.auction[-1] == (Seat.S, bid(first))
    run_until(app, table, lambda: hand.phase == "trump" and table.ready_human() is not None)
    assert box.visible and box.naming
    allowed = [s for s, b in box.suit_buttons.items() if b.enabled]
    assert allowed and all(holds_trump_marriage(hand.hands[Seat.S], s) for s in allowed)
    suit = next(s for s in allowed if meld_points(meld_of(hand.hands[Seat.S], s)) + meld_points(
        meld_of(hand.hands[Seat.N], s)) >= 20)
    click(app, box.suit_buttons[suit].rect.center)
    assert hand.trump == suit
    run_until(app, table, lambda: table.turn_end == "meld")
    assert table.shown.pinochle_melds[Seat.S]  # the meld spread on the felt
    assert_meld_strips_clear(table)
    assert "meld" in info_lines(table)[2] and "meld" in info_lines(table)[3]
    click(app, meld_summary_rect(table).center)
    assert isinstance(app.scenes.top, MessageBox) and app.scenes.top.title == "Meld"
    press(app, pygame.K_RETURN)
    my_turn(app, table)
    assert hand.phase == "play" and table.shown.hands[Seat.S][0].suit == suit  # trumps at the left
    click(app, card_spot(table, Seat.S, table.shown.hands[Seat.S][0]))  # South leads: any card
    my_turn(app, table)
    legal = hand.legal_actions()
    wrong = next((c for c in table.shown.hands[Seat.S] if c not in legal), None)
    if wrong is not None:
        click(app, card_spot(table, Seat.S, wrong))
        top = app.scenes.top
        assert isinstance(top, MessageBox) and top.title == "Not allowed" and "must" in top.text
        press(app, pygame.K_RETURN)
    while not hand.done:
        my_turn(app, table)
        if hand.done:
            break
        if table.ready_human() is not None:
            click(app, card_spot(table, Seat.S, hand.legal_actions()[0]))
    run_until(app, table, lambda: table.scorecard is not None)
    assert sum(hand.counters.values()) == 50
    assert table.session.match.history[-1].contract == str(first)
    assert table.scorecard.texts[0].startswith(f"Bid {first} by South: ")  # Pinochle's word, not "Contract"


def test_undo_takes_back_the_last_card():
    app, table = open_table()
    hand = table.hand
    my_turn(app, table)
    click(app, table.panel.bid_button.rect.center)
    run_until(app, table, lambda: hand.phase == "trump" and table.ready_human() is not None)
    click(app, next(b for b in table.panel.suit_buttons.values() if b.enabled).rect.center)
    run_until(app, table, lambda: hand.phase == "play" and table.ready_human() is not None)
    held = list(hand.hands[Seat.S])
    click(app, card_spot(table, Seat.S, table.shown.hands[Seat.S][3]))
    run_until(app, table, lambda: table.ready_human() is not None or hand.done)
    assert len(table.hand.hands[Seat.S]) == 19 and table.can_undo()
    press(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert sorted(c.text for c in table.hand.hands[Seat.S]) == sorted(c.text for c in held)
    assert table.hand.phase == "play" and len(table.shown.hands[Seat.S]) == 20


def test_select_game_and_the_popup_menu():
    app, table = open_table(77)
    run_until(app, table, lambda: table.shown.deal_done)
    assert info_lines(table)[0].startswith("Game 77:1")
    click(app, (300, 250), button=3)  # the bare felt: the popup menu
    popup = app.scenes.top
    assert isinstance(popup, PopupMenu)
    labels = [label for label, _, _ in popup.items]
    assert "Undo" in labels and labels[1].startswith("Next") and labels[3].startswith("Select")
    click(app, popup.row_rect(3).center)
    dialog = app.scenes.top
    assert isinstance(dialog, SelectGameDialog)
    dialog.field.set_text("4242")
    press(app, pygame.K_RETURN)
    assert table.session.match.seed == 4242
    run_until(app, table, lambda: table.shown.deal_done)
    assert info_lines(table)[0].startswith("Game 4242:1")
    same = TableSession("pinochle", None, None, seed=4242).hand.hands[Seat.S]
    assert sorted(c.text for c in table.hand.view(Seat.S).hand) == sorted(c.text for c in same)


def test_finish_all_lets_the_computers_play_the_game_out():
    app, table = open_table()
    run_until(app, table, lambda: table.shown.deal_done)
    table.play_finish_all()
    run_until(app, table, lambda: table.session.match.history, limit=20000)
    assert table.session.match.history[0].points


def test_meld_cards_show_a_shared_card_once():
    king, queen = card("KS"), card("QS")
    items = [("Marriage", (king, queen), 2), ("Kings around", (king, card("KH"), card("KD"),
                                                               card("KC")), 8)]
    shown = meld_cards(items, [king, queen, card("KH"), card("KD"), card("KC")])
    assert len(shown) == 5 and shown.count(king) == 1


def test_a_pass_from_the_box_and_the_keyboard():
    app, table = open_table()
    my_turn(app, table)
    press(app, pygame.K_p)
    assert table.hand.auction[-1] == (Seat.S, PASS)


def test_the_meld_table_dialog_restores_one_page_and_the_rules_dialog_leaves_the_meld_out():
    from game.ui.table.dialogs import RulesDialog
    from game.ui.table.meld_dialogs import MeldTableDialog

    app, table = open_table(77)
    table.ask_meld_table()
    dialog = app.scenes.top
    assert isinstance(dialog, MeldTableDialog) and "aces_around_1" in dialog.fields
    dialog.fields["aces_around_1"].set_value(15)
    click(app, dialog.page_buttons[2].rect.center)  # Miscellaneous
    dialog.fields["minimum_meld"].set_value(30)
    click(app, dialog.restore_button.rect.center)  # this page only
    assert dialog.fields["minimum_meld"].commit() == 20
    click(app, dialog.buttons["ok"].rect.center)
    assert table.session.options.aces_around_1 == 15 and table.session.options.minimum_meld == 20
    press(app, pygame.K_RETURN)  # the note that the table applies from the next game
    table.ask_rules()
    rules = app.scenes.top
    assert isinstance(rules, RulesDialog) and "target" in rules.fields and "aces_around_1" not in rules.fields


def test_select_game_takes_a_hand_number_and_refuses_nonsense():
    app, table = open_table(77)
    run_until(app, table, lambda: table.shown.deal_done)
    table.ask_select_game()
    dialog = app.scenes.top
    dialog.field.set_text("12:x")
    press(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, MessageBox) and "not a game number" in app.scenes.top.text
    press(app, pygame.K_RETURN)
    assert app.scenes.top is dialog and table.session.match.seed == 77
    dialog.field.set_text("4242:2")
    press(app, pygame.K_RETURN)
    assert table.session.match.seed == 4242
    run_until(app, table, lambda: len(table.session.match.history) == 1 and table.shown.deal_done
              and table.ready_human() is not None, limit=20000)
    assert info_lines(table)[0].startswith("Game 4242:2") and not table.finish_all
    assert table.session.match.history[0].number == 1


def test_replay_cards_goes_back_to_the_first_card_with_the_trumps_kept():
    app, table = open_table()
    hand = table.hand
    my_turn(app, table)
    click(app, table.panel.bid_button.rect.center)
    run_until(app, table, lambda: hand.phase == "trump" and table.ready_human() is not None)
    click(app, next(b for b in table.panel.suit_buttons.values() if b.enabled).rect.center)
    trump = hand.trump
    run_until(app, table, lambda: hand.phase == "play" and table.ready_human() is not None)
    click(app, card_spot(table, Seat.S, table.shown.hands[Seat.S][0]))
    run_until(app, table, lambda: table.ready_human() is not None or table.hand.done)
    assert table.session.can_replay("play")
    table.replay("play")
    replayed = table.hand
    assert replayed.phase == "play" and replayed.trump == trump and not replayed.tricks and not replayed.trick
    assert len(replayed.hands[Seat.S]) == 20


def test_a_hint_in_the_bidding_frames_the_advised_amount():
    app, table = open_table()
    my_turn(app, table)
    box = table.panel
    advised = box.bids[2]
    table.hint_call(advised)
    assert box.amount == advised.amount and box.hint_rect() == box.amount_rect
    click(app, box.up_button.rect.center)
    assert box.hint_rect() is None  # another amount shown: no frame
    table.hint_call(PASS)
    assert box.hint_rect() == box.pass_button.rect


def test_table_options_load_with_checks():
    from game.ui.table.session import TablePrefs

    prefs = TablePrefs.from_json({"player_names": {"N": " Ann ", "X": "Bob", "S": 5}, "felt": "Bad!",
                                  "card_back": "back_2", "double_click_play": "yes",
                                  "text_colours": {"score": [1, 2, 3], "x": [1, 2, 3], "names": [1, 2, 300]}})
    assert prefs.player_names == {"N": "Ann"} and prefs.felt == "" and prefs.card_back == "back_2"
    assert prefs.double_click_play is False and prefs.text_colours == {"score": [1, 2, 3]}


def test_table_options_dialog_double_click_names_colours_and_back():
    from game.ui.table.pinochle_options import PinochleOptionsDialog

    app, table = open_table()
    table.ask_table_options()
    dialog = app.scenes.top
    assert isinstance(dialog, PinochleOptionsDialog)
    click(app, dialog.double_box.rect.center)
    dialog.name_fields["N"].text = "Nora"
    names = dialog.colour_lists["names"]
    click(app, (names.rect.left + 6, names.rect.top + 2 * names.row_height + 4))  # the second colour: yellow
    dialog.back_list.selected = 2  # "back_2"
    press(app, pygame.K_RETURN)
    assert app.scenes.top is table and table.prefs.double_click_play
    assert table.prefs.text_colours == {"names": [255, 255, 0]}
    assert paint.seat_title(table, Seat.N) == "Nora" and paint.card_back(table) == "back_2"
    assert paint.zone_items(table, Seat.N)[0].color in ((255, 255, 0), paint.HIGHLIGHT_TITLE)
    from game.ui.table import store
    saved = store.load_table("pinochle", table.session.variant)[1]
    assert saved.double_click_play and saved.player_names == {"N": "Nora"} and saved.card_back == "back_2"
    for _ in range(40):
        if table.hand.phase == "play" and table.ready_human() is not None:
            break
        my_turn(app, table)
        assert app.scenes.top is table, app.scenes.top
        box = table.panel
        if table.hand.phase == "bidding" and table.ready_human() is not None:
            click(app, box.bid_button.rect.center)  # South bids; the stubs pass
        elif table.hand.phase == "trump" and table.ready_human() is not None:
            click(app, next(b for b in box.suit_buttons.values() if b.enabled).rect.center)
    mine = table.shown.hands[Seat.S][0]
    click(app, card_spot(table, Seat.S, mine))
    app.run_frames(2)
    assert mine in table.hand.hands[Seat.S] and len(table.hand.hands[Seat.S]) == 20  # one click: not played
    spot = card_spot(table, Seat.S, mine)
    click(app, spot)
    click(app, spot)
    app.run_frames(2)
    assert mine not in table.shown.hands[Seat.S] or len(table.hand.hands[Seat.S]) == 19, table.app.status_text


def test_click_anywhere_goes_to_the_score_and_new_game_at_start_up(home):
    app, table = open_table()
    table.prefs.click_to_score = True
    table.play_next()
    for _ in range(6000):
        if table.hand.done and table.turn_end is not None:
            break
        if table.turn_end is not None and not table.hand.done:
            table.end_turn()
        app.run_frames(1)
    assert table.hand.done and table.scorecard is None
    click(app, (320, 400))  # on South's place, not the bare felt
    app.run_frames(2)
    assert table.scorecard is not None
    # an unfinished game kept by the autosave is not offered when the option is on
    from game import storage
    from game.ui.table import store

    storage.save_autosave("pinochle", TableSession("pinochle", None, None, seed=7).record())
    prefs = table.prefs
    prefs.new_game_at_start = True
    store.save_prefs("pinochle", prefs)
    app2 = new_app()
    table2 = TableScene(app2, variant_id="pinochle", worker_mode="thread")
    app2.push(table2)
    app2.run_frames(2)
    assert app2.scenes.top is table2 and storage.load_autosave("pinochle")[0] is None
