"""Double-Deck Pinochle at the table, driven by real pygame events through the app loop (headless).

The computer seats are a stub put in the worker's place (it passes, names the first suit allowed and plays the
first card the rules allow), so the tests do not depend on the pinochle computer players.
"""

from functools import partial

import pygame
import pytest
from conftest_ui import (
    card_spot,
    click,
    new_app,
    press,
    run_and_go_on,
    sprite_spots,
    table_from_title_screen,
    table_home,
)
from conftest_ui import open_table as open_any_table

from game.engine import PASS, Seat, card
from game.engine.actions import bid
from game.ui import theme
from game.ui.games.pinochle.table import (
    PopupMenu,
    SelectGameDialog,
    info_lines,
    meld_cards,
    meld_spots,
    meld_summary_rect,
    meld_title,
    pinochle_sorted,
)
from game.ui.table import layout, paint
from game.ui.table.scene import TableScene
from game.ui.table.session import TableSession
from game.ui.widgets.dialogs import MessageBox
from game.variants.pinochle.meld import holds_trump_marriage, meld_of, meld_points


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    yield from table_home(tmp_path, monkeypatch)


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
    return open_any_table("pinochle", TableSession("pinochle", None, None, seed=number or good_game_number()))


run_until = partial(run_and_go_on, limit=6000)  # (app, table, condition): right clicks at the end of each turn


def my_turn(app, table):
    run_until(app, table, lambda: app.scenes.top is not table or table.ready_human() is not None
              or table.hand.done)




def take_the_bid(app, table):
    """South bids at its turn, then, when the bid is his, names the first suit allowed."""
    my_turn(app, table)
    click(app, table.panel.bid_button.rect.center)
    run_until(app, table, lambda: table.hand.phase == "trump" and table.ready_human() is not None)
    click(app, next(b for b in table.panel.suit_buttons.values() if b.enabled).rect.center)


def assert_meld_strips_clear(table):
    """The meld strips overlap neither each other, nor any hand, nor the note (the trump suit) in their band; they
    lie on the felt in use (above the task bar in Windows 95 Mode)."""
    strips = list(meld_spots(table.geometry).values())
    for index, strip in enumerate(strips):
        assert table.geometry.felt_rect.contains(strip)
        assert strip.collidelist(strips[index + 1:]) == -1
        for seat in Seat:
            assert strip.collidelist([rect for rect, _, _ in paint.hand_layout(table, seat)]) == -1
    assert table.shown.note_left > 0 and table.shown.note.endswith("are trumps")
    note = paint.note_rect(table, paint.render_paragraph(table.shown.note, 240, paint.Style(size=20)))
    assert note.collidelist(strips) == -1


def test_the_title_screen_offers_pinochle_and_its_twenty_cards_fit_the_table():
    app, box = table_from_title_screen("pinochle")
    assert isinstance(box, MessageBox) and "guided hand" in box.text  # the first start offers the guided hand
    press(app, pygame.K_n)
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


@pytest.mark.parametrize("windows95", [False, True])
def test_a_hand_by_clicks_bid_trumps_meld_an_illegal_card_and_the_score(windows95):
    app, table = open_table()
    table.prefs.windows95 = windows95  # File > Windows 95 Mode: the same hand on the table raised above a task bar
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
    assert hand.calls[-1] == (Seat.S, bid(first))
    run_until(app, table, lambda: hand.phase == "trump" and table.ready_human() is not None)
    assert box.visible and box.naming
    allowed = [s for s, b in box.suit_buttons.items() if b.enabled]
    assert allowed and all(holds_trump_marriage(hand.hands[Seat.S], s) for s in allowed)
    suit = next(s for s in allowed if meld_points(meld_of(hand.hands[Seat.S], s)) + meld_points(
        meld_of(hand.hands[Seat.N], s)) >= 20)
    click(app, box.suit_buttons[suit].rect.center)
    assert hand.trump == suit
    run_until(app, table, lambda: table.turn_end == "meld")
    assert table.game.melds[Seat.S]  # the meld spread on the felt
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
    take_the_bid(app, table)
    run_until(app, table, lambda: hand.phase == "play" and table.ready_human() is not None)
    held = list(hand.hands[Seat.S])
    click(app, card_spot(table, Seat.S, table.shown.hands[Seat.S][3]))
    run_until(app, table, lambda: table.ready_human() is not None or hand.done)
    assert len(table.hand.hands[Seat.S]) == 19 and table.why_no_undo() is None
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
    assert [label.split()[0] for label in labels] == ["Next", "Finish", "Undo", "Hint", "Last", "Select", "Crazy"]
    assert not popup.items[2][2]  # no card of yours to take back yet
    click(app, popup.row_rect(5).center)
    dialog = app.scenes.top
    assert isinstance(dialog, SelectGameDialog)
    dialog.field.set_text("4242")
    press(app, pygame.K_RETURN)
    assert table.session.match.seed == 4242
    run_until(app, table, lambda: table.shown.deal_done)
    assert info_lines(table)[0].startswith("Game 4242:1")
    same = TableSession("pinochle", None, None, seed=4242).hand.hands[Seat.S]
    assert sorted(c.text for c in table.hand.view(Seat.S).hand) == sorted(c.text for c in same)


def test_finish_all_from_the_popup_lets_the_computers_play_this_hand_out():
    app, table = open_table()
    my_turn(app, table)
    click(app, (300, 250), button=3)
    popup = app.scenes.top
    click(app, popup.row_rect(1).center)  # Finish All
    assert app.scenes.top is table and table.session.auto_until == "done"
    run_until(app, table, lambda: table.scorecard is not None, limit=20000)
    assert table.hand.done and len(table.session.match.history) == 1
    app.run_frames(300)  # the score card waits for the player: only Select Game's skipped hands close by themselves
    assert app.scenes.top is table.scorecard and table.scorecard.auto_close is None
    assert not table.game.can_finish_all()


def test_next_makes_one_move_for_you():
    app, table = open_table()
    my_turn(app, table)
    before = len(table.hand.actions)
    press(app, pygame.K_l, mod=pygame.KMOD_ALT)  # the Play menu
    press(app, pygame.K_n)  # Next
    for _ in range(200):
        if len(table.hand.actions) > before:
            break
        app.run_frames(1)
    assert table.hand.calls[before][0] == Seat.S  # the stub's call made for South
    assert table.session.auto_until is None  # one move: the rest of the hand is still South's to play


def test_the_meld_strips_show_each_card_by_the_corner_of_its_fanned_mini_card():
    app, table = open_table()
    take_the_bid(app, table)
    run_until(app, table, lambda: table.turn_end == "meld")
    app.run_frames(1)
    corner = pygame.Rect(0, 0, 18, 31)  # what the next card leaves of each: the rank over the suit
    for seat, items in table.game.melds.items():
        if not items:
            continue
        strip = meld_spots(table.geometry)[seat]
        shown = meld_cards(items, table.shown.hands[seat])
        assert shown
        for each in shown:
            spots = sprite_spots(app.screen, paint.mini_fan_card(each), corner)
            assert any(strip.contains(pygame.Rect(spot, corner.size)) for spot in spots), f"{seat}: {each}"
        last = paint.mini_fan_card(shown[-1])  # the last card shows whole
        assert any(strip.contains(pygame.Rect(spot, last.get_size())) for spot in sprite_spots(app.screen, last))


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
    assert table.hand.calls[-1] == (Seat.S, PASS)


def test_the_meld_table_dialog_restores_one_page_and_the_rules_dialog_leaves_the_meld_out():
    from game.ui.games.pinochle.meld_dialogs import MeldTableDialog

    app, table = open_table(77)
    table.game.ask_meld_table()
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
    every_field = {name for _, names in rules.pages for name in names}
    assert "target" in every_field and "aces_around_1" not in every_field


def test_the_rules_options_come_in_four_pages_each_with_restore():
    from game.ui.games.pinochle.meld_dialogs import RulesPagesDialog

    app, table = open_table(77)
    press(app, pygame.K_o, mod=pygame.KMOD_ALT)
    press(app, pygame.K_r)  # Options > Rules options
    dialog = app.scenes.top
    assert isinstance(dialog, RulesPagesDialog)
    assert [button.label for button in dialog.page_buttons] == ["General", "Bidding", "Playing", "Scoring"]
    buttons = [b.rect for b in dialog.page_buttons] + [dialog.restore_button.rect]
    assert all(a.collidelist(buttons[i + 1:]) == -1 for i, a in enumerate(buttons))  # no button hides another
    click(app, dialog.page_buttons[0].rect.center)
    dialog.fields["target"].set_value(500)
    click(app, dialog.page_buttons[2].rect.center)  # Playing
    assert set(dialog.fields) == {"pass_four_cards", "must_follow_trumps", "ruff_against_higher_trump"}
    click(app, dialog.fields["pass_four_cards"].rect.center)
    click(app, dialog.fields["must_follow_trumps"].rect.center)
    click(app, dialog.restore_button.rect.center)  # the Playing page only, back to the defaults
    assert not dialog.fields["pass_four_cards"].checked and dialog.fields["must_follow_trumps"].checked
    click(app, dialog.fields["pass_four_cards"].rect.center)
    click(app, dialog.page_buttons[3].rect.center)  # Scoring
    for widget in dialog.widgets:  # every label of the page reads in full, clear of its field
        if type(widget).__name__ == "Label" and widget.buddy is not None:
            assert theme.font(widget.size).size(widget.text)[0] <= widget.rect.width
            assert not widget.rect.colliderect(widget.buddy.rect)
    click(app, dialog.buttons["ok"].rect.center)
    options = table.session.options
    assert options.target == 500 and options.pass_four_cards and options.must_follow_trumps
    from game.ui.table import store
    assert store.load_table("pinochle", table.session.variant)[2].pass_four_cards  # kept for the next run


def test_a_minimum_bid_off_the_ladder_is_refused_in_the_rules_dialog_with_a_message():
    app, table = open_table(77)
    table.ask_rules()
    dialog = app.scenes.top
    click(app, dialog.page_buttons[1].rect.center)  # Bidding
    dialog.fields["minimum_bid"].set_value(62)
    click(app, dialog.buttons["ok"].rect.center)
    box = app.scenes.top
    assert isinstance(box, MessageBox) and "62 is not on the bidding ladder" in box.text
    press(app, pygame.K_RETURN)
    assert app.scenes.top is dialog and table.session.options.minimum_bid == 50  # nothing lost, nothing taken
    dialog.fields["minimum_bid"].set_value(65)
    click(app, dialog.buttons["ok"].rect.center)
    assert table.session.options.minimum_bid == 65


def test_select_game_takes_a_hand_number_and_refuses_nonsense():
    app, table = open_table(77)
    run_until(app, table, lambda: table.shown.deal_done)
    table.game.ask_select_game()
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
    assert info_lines(table)[0].startswith("Game 4242:2") and table.game.finish_until is None
    assert table.session.match.history[0].number == 1


def test_replay_cards_goes_back_to_the_first_card_with_the_trumps_kept():
    app, table = open_table()
    hand = table.hand
    take_the_bid(app, table)
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
    table.game.hint_call(advised)
    assert box.amount == advised.amount and box.hint_rect() == box.amount_rect
    click(app, box.up_button.rect.center)
    assert box.hint_rect() is None  # another amount shown: no frame
    table.game.hint_call(PASS)
    assert box.hint_rect() == box.pass_button.rect


def test_table_options_load_with_checks():
    from game.ui.table.session import TablePrefs

    prefs = TablePrefs.from_json({"player_names": {"N": " Ann ", "X": "Bob", "S": 5}, "felt": "Bad!",
                                  "card_back": "back_2", "double_click_play": "yes",
                                  "text_colours": {"score": [1, 2, 3], "x": [1, 2, 3], "names": [1, 2, 300]}})
    assert prefs.player_names == {"N": "Ann"} and prefs.felt == "" and prefs.card_back == "back_2"
    assert prefs.double_click_play is False and prefs.text_colours == {"score": [1, 2, 3]}


def test_table_options_dialog_double_click_names_colours_and_back():
    from game.ui.games.pinochle.options import PinochleOptionsDialog

    app, table = open_table()
    table.game.ask_table_options()
    dialog = app.scenes.top
    assert isinstance(dialog, PinochleOptionsDialog)
    click(app, dialog.double_box.rect.center)
    dialog.name_fields["N"].text = "Nora"
    names = dialog.colour_lists["names"]
    click(app, (names.rect.left + 6, names.rect.top + 2 * names.row_height + 4))  # the second colour: yellow
    dialog.back_list.selected = 2  # "back_2"
    felts = dialog.felt_list
    click(app, (felts.rect.left + 6, felts.rect.top + 3 * felts.row_height + 4))  # the third felt: red
    app.run_frames(1)  # the sample is drawn with the choices
    press(app, pygame.K_RETURN)
    assert app.scenes.top is table and table.prefs.double_click_play
    assert table.prefs.text_colours == {"names": [255, 255, 0]}
    assert paint.seat_title(table, Seat.N) == "Nora" and paint.card_back(table) == "back_2"
    assert paint.zone_items(table, Seat.N)[0].color in ((255, 255, 0), paint.HIGHLIGHT_TITLE)
    from game.ui.table import store
    saved = store.load_table("pinochle", table.session.variant)[1]
    assert saved.double_click_play and saved.player_names == {"N": "Nora"} and saved.card_back == "back_2"
    assert saved.felt == "red" and saved.text_colours == {"names": [255, 255, 0]}  # kept for the next run
    assert paint.felt_colour(table) == theme.FELTS["red"]
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
    table.game.play_finish_all()
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

    assert table.autosaver.flush()  # the first table's end of hand is written (in its thread) before the test's
    storage.save_autosave("pinochle", TableSession("pinochle", None, None, seed=7).record())
    prefs = table.prefs
    prefs.new_game_at_start = True
    prefs.guided_offered = True  # the first start's offer of the guided hand was answered
    store.save_prefs("pinochle", prefs)
    app2 = new_app()
    table2 = TableScene(app2, variant_id="pinochle", worker_mode="thread")
    app2.push(table2)
    app2.run_frames(2)
    assert app2.scenes.top is table2 and storage.load_autosave("pinochle")[0] is None


def zero_star_game() -> tuple[int, str]:
    """A game whose first hand South takes at 50 (the others pass), naming a suit that gives his side its meld
    while East-West only show aces around (their meld summary is 0*)."""
    for number in range(1, 400):
        hand = TableSession("pinochle", None, None, seed=number).hand
        while hand.phase == "bidding":
            hand.apply(bid(50) if hand.to_act == Seat.S and hand.high_bid is None else PASS)
        if hand.bidder != Seat.S:
            continue
        for suit in "SHCD":
            if holds_trump_marriage(hand.hands[Seat.S], suit):
                after = hand.clone()
                after.apply(next(a for a in after.legal_actions() if a.suit == suit))
                summary = after.view(Seat.S).public.meld_summary
                if after.phase == "play" and summary["EW"] == "0*" and summary["NS"] not in ("0", "0*"):
                    return number, suit
    raise AssertionError("no game found")


def bid_and_name(app, table, suit):
    """South bids 50 (the stubs pass) and names ``suit`` with its key."""
    my_turn(app, table)
    click(app, table.panel.bid_button.rect.center)
    run_until(app, table, lambda: table.hand.phase == "trump" and table.ready_human() is not None)
    press(app, getattr(pygame, f"K_{suit.lower()}"))
    for _ in range(2000):
        if table.turn_end == "meld":
            return
        app.run_frames(1)
    raise AssertionError("the meld was never shown")


def test_the_meld_stays_until_a_click_and_a_side_with_only_aces_says_0_star():
    number, suit = zero_star_game()
    app, table = open_table(number)
    bid_and_name(app, table, suit)
    app.run_frames(5 * 60)  # more than MELD_SECONDS of the table's clock: the meld waits for a click
    assert table.turn_end == "meld" and table.turn_end_left is None
    east_or_west = next(seat for seat in (Seat.E, Seat.W) if table.game.melds.get(seat))
    assert meld_title(table, east_or_west, table.game.melds[east_or_west]).endswith("(E-W 0*)")
    assert "meld 0*" in info_lines(table)[3]
    click(app, card_spot(table, Seat.S, table.shown.hands[Seat.S][0]))  # a click on a card puts it away
    assert table.turn_end is None and table.hand.phase == "play"
    assert len(table.hand.hands[Seat.S]) == 20  # and plays nothing


def test_with_end_of_turn_wait_the_meld_goes_by_itself():
    number, suit = zero_star_game()
    app, table = open_table(number)
    table.prefs.end_of_turn = "wait"
    bid_and_name(app, table, suit)
    assert table.turn_end_left is not None
    for _ in range(5 * 60):
        if table.turn_end != "meld":
            break
        app.run_frames(1)
    assert table.turn_end != "meld"


def test_the_window_title_shows_the_game_and_the_hand():
    app, table = open_table(77)
    run_until(app, table, lambda: table.shown.deal_done)
    assert pygame.display.get_caption()[0].endswith(" — Game 77:1")
    assert pygame.display.get_caption()[0].startswith(theme.TITLE)
    table.game.play_finish_all()
    run_until(app, table, lambda: table.scorecard is not None, limit=20000)
    click(app, table.scorecard.buttons["next hand"].rect.center)
    app.run_frames(2)
    assert pygame.display.get_caption()[0].endswith(" — Game 77:2")
    press(app, pygame.K_F12)  # the boss key hides it, and gives it back
    assert "Game 77" not in pygame.display.get_caption()[0]
    press(app, pygame.K_F12)
    assert pygame.display.get_caption()[0].endswith(" — Game 77:2")
    table.leave_table()
    app.run_frames(2)
    assert "Game" not in pygame.display.get_caption()[0]


def test_undo_keeps_the_meld_summary_off_the_seats_and_saves():
    from game import storage

    number, suit = zero_star_game()
    app, table = open_table(number)
    bid_and_name(app, table, suit)
    summary = dict(table.game.meld_summary)
    my_turn(app, table)
    click(app, card_spot(table, Seat.S, table.hand.legal_actions()[0]))
    run_until(app, table, lambda: table.ready_human() is not None)
    press(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert table.game.meld_summary == summary and table.game.melds
    assert all(not table.shown.melds[seat] for seat in Seat)  # the meld is not listed again at the seats
    assert [item.kind for item in paint.zone_items(table, Seat.S)] == ["title", "line"]
    table.autosaver.flush(2.0)
    record = storage.load_autosave("pinochle")[0]
    assert len(record["current"]["actions"]) == len(table.hand.actions)  # the autosave has the card taken back


def test_select_game_refuses_a_number_out_of_range_and_stops_when_the_game_ends_first():
    from game.variants.pinochle.rules import PinochleOptions

    app, table = open_table(77)
    table.session.options = PinochleOptions(target=50)
    table.game.ask_select_game()
    dialog = app.scenes.top
    dialog.field.set_text("123456789")
    press(app, pygame.K_RETURN)
    assert app.scenes.top.text == "A game number is a whole number from 1 to 99,999,999, not 123456789."
    press(app, pygame.K_RETURN)
    dialog.field.set_text("88:60")  # a game to 50 is over long before hand 60
    press(app, pygame.K_RETURN)
    run_until(app, table, lambda: table.session.match.over and table.scorecard is not None, limit=60000)
    app.run_frames(300)
    assert app.scenes.top is table.scorecard and table.game.finish_until is None  # the last score card waits
    assert table.session.match.seed == 88 and len(table.session.match.history) < 60


def test_passing_four_cards_shows_the_cards_received_and_given():
    from game.variants.pinochle.rules import PinochleOptions

    app, table = open_table(77)
    table.session.options = PinochleOptions(pass_four_cards=True)
    table.session.new_game(seed=good_game_number())
    table.before_hand()
    take_the_bid(app, table)
    run_until(app, table, lambda: table.hand.phase == "passing" and table.ready_human() is not None)
    receiver, received = table.game.received
    assert receiver == Seat.S and len(received) == 4 and len(table.shown.hands[Seat.S]) == 24
    assert "click to pass it" in paint.tooltip_for(table, card_spot(table, Seat.S, table.shown.hands[Seat.S][0]))
    for count in (1, 2, 3):
        click(app, card_spot(table, Seat.S, table.shown.hands[Seat.S][0]))
        app.run_frames(2)
        assert len(table.hand.passing) == count and len(table.shown.hands[Seat.S]) == 24 - count
    click(app, card_spot(table, Seat.S, table.shown.hands[Seat.S][0]))
    run_until(app, table, lambda: table.hand.phase != "passing")
    assert len(table.shown.hands[Seat.S]) == 20
    assert sorted(c.text for c in table.shown.hands[Seat.S]) == sorted(c.text for c in table.hand.hands[Seat.S])


def test_a_hint_in_the_play_chooses_the_card_and_space_plays_it():
    number, suit = zero_star_game()
    app, table = open_table(number)
    bid_and_name(app, table, suit)
    my_turn(app, table)
    click(app, table.bulb.rect.center)
    run_until(app, table, lambda: app.scenes.top is not table, limit=2000)
    press(app, pygame.K_RETURN)  # the hint's reasons
    advised = table.hand.legal_actions()[0]  # what the stub advises
    assert table.shown.hands[Seat.S][table.selected] is advised
    press(app, pygame.K_SPACE)
    assert advised in [card for _, card in table.hand.trick] or len(table.hand.hands[Seat.S]) == 19


def test_names_of_the_table_options_in_the_notes_and_dark_text_gets_a_light_shadow():
    app, table = open_table(77)
    table.prefs.player_names = {"S": "Sam"}
    my_turn(app, table)
    click(app, table.panel.bid_button.rect.center)
    run_until(app, table, lambda: table.hand.phase == "trump" and table.ready_human() is not None)
    assert table.shown.note == "Sam takes the bid at 50" and "by Sam" in info_lines(table)[1]
    black = paint.text_image("N-S", 17, (0, 0, 0))
    colours = {black.get_at((x, y))[:3] for x in range(black.get_width()) for y in range(black.get_height())
               if black.get_at((x, y))[3]}
    assert (0, 0, 0) in colours and (235, 235, 235) in colours


def test_a_saved_game_comes_back_with_its_number_and_its_meld():
    number, suit = zero_star_game()
    app, table = open_table(number)
    bid_and_name(app, table, suit)
    click(app, (320, 300), button=3)  # the meld put away
    my_turn(app, table)
    summary = dict(table.game.meld_summary)
    record = table.session.record()
    app2, table2 = open_table(77)
    table2.set_session(TableSession.from_record(record, players=table2.session.players))
    app2.run_frames(2)
    assert info_lines(table2)[0].startswith(f"Game {number}:1")
    assert table2.game.meld_summary == summary and "meld 0*" in info_lines(table2)[3]
    assert pygame.display.get_caption()[0].endswith(f"Game {number}:1")


def test_a_numbered_practice_hand_is_not_called_a_game():
    app, table = open_table(77)
    press(app, pygame.K_p, mod=pygame.KMOD_ALT)
    press(app, pygame.K_n)  # Practice > Numbered hand
    dialog = app.scenes.top
    dialog.field.set_text("5")
    press(app, pygame.K_RETURN)
    app.run_frames(2)
    assert info_lines(table)[0] == "Hand no. 5"
    assert pygame.display.get_caption()[0].endswith(" — Hand no. 5") and "Game" not in pygame.display.get_caption()[0]


def lift_curtain_for(app, table, seat):
    """Wait for the curtain of ``seat``'s turn; check every hand is hidden; lift it with a click."""
    run_until(app, table, lambda: table.curtain is not None)
    assert table.curtain is seat and not any(table.face_up(s) for s in Seat)
    assert table.ready_human() is None and not table.panel.visible
    click(app, (320, 240))
    assert table.curtain is None and table.viewer is seat
    assert [s for s in Seat if table.face_up(s)] == [seat]


def test_hotseat_partners_bid_pass_four_cards_and_play_each_behind_the_curtain():
    from game.variants.pinochle.rules import PinochleOptions

    session = TableSession("pinochle", None, None, seed=good_game_number())
    session.options = PinochleOptions(pass_four_cards=True)
    session.new_game(seed=good_game_number())
    session.players = {Seat.N: "human", Seat.E: "expert", Seat.S: "human", Seat.W: "expert"}
    app, table = open_any_table("pinochle", session)
    hand = table.hand
    assert table.hotseat()
    while hand.phase == "bidding":  # North passes, South bids 50 and keeps it
        seat = hand.to_act
        if session.players[seat] != "human":
            run_until(app, table, lambda seat=seat: hand.to_act != seat or hand.phase != "bidding")
            continue
        lift_curtain_for(app, table, seat)
        app.run_frames(2)
        assert table.panel.visible
        before = len(hand.actions)
        click(app, (table.panel.bid_button if seat == Seat.S and hand.high_bid is None else
                    table.panel.pass_button).rect.center)
        assert len(hand.actions) == before + 1
    assert hand.bidder == Seat.S
    lift_curtain_for(app, table, Seat.S)
    app.run_frames(2)
    click(app, next(b for b in table.panel.suit_buttons.values() if b.enabled).rect.center)
    assert hand.phase == "passing"
    lift_curtain_for(app, table, Seat.N)  # partner gives four cards first, his own hand face up
    for _ in range(4):
        click(app, card_spot(table, Seat.N, table.shown.hands[Seat.N][0]))
        app.run_frames(2)
    lift_curtain_for(app, table, Seat.S)  # then the bidder, with the four he received, gives four back
    receiver, received = table.game.received
    assert receiver == Seat.S and len(received) == 4 and len(table.shown.hands[Seat.S]) == 24
    for _ in range(4):
        click(app, card_spot(table, Seat.S, table.shown.hands[Seat.S][-1]))
        app.run_frames(2)
    run_until(app, table, lambda: hand.phase == "play")
    assert [len(hand.hands[s]) for s in Seat] == [20, 20, 20, 20]
    seat = hand.to_act
    while session.players[seat] != "human":
        run_until(app, table, lambda seat=seat: hand.to_act != seat)
        seat = hand.to_act
    if table.viewer is not seat:  # the bidder leads: after his passing, no curtain between his own turns
        lift_curtain_for(app, table, seat)
    run_until(app, table, lambda: table.ready_human() is seat)
    assert [s for s in Seat if table.face_up(s)] == [seat]
    count = len(hand.hands[seat])
    click(app, card_spot(table, seat, table.hand.legal_actions()[0]))
    run_until(app, table, lambda: len(hand.hands[seat]) == count - 1)
    partner = seat.partner
    lift_curtain_for(app, table, partner)  # partner's turn in the same trick: his hand alone face up
    click(app, card_spot(table, partner, table.hand.legal_actions()[0]))
    assert len(hand.hands[partner]) == count - 1


def play_turn_of(app, table, seat):
    """Until it is ``seat``'s turn to play a card: he passes in the bidding (bids when he must) and names the
    first suit allowed if the bid is his."""
    while not (table.hand.phase == "play" and table.ready_human() is seat):
        my_turn(app, table)
        if table.ready_human() is not seat or table.hand.phase == "play":
            continue
        panel = table.panel
        if table.hand.phase == "bidding":
            click(app, (panel.pass_button if panel.pass_button.enabled else panel.bid_button).rect.center)
        elif table.hand.phase == "trump":
            click(app, next(b for b in panel.suit_buttons.values() if b.enabled).rect.center)


@pytest.mark.parametrize("seat", [Seat.W, Seat.E])
def test_a_side_hands_card_chosen_with_the_keyboard_in_the_left_column_shows_whole(seat):
    session = TableSession("pinochle", None, None, seed=13)
    session.players = {other: "human" if other == seat else "expert" for other in Seat}
    app, table = open_any_table("pinochle", session)
    play_turn_of(app, table, seat)
    places = [rect for rect, _, _ in paint.hand_layout(table, seat)]
    left_column = [index for index, rect in enumerate(places) if rect.left == min(r.left for r in places)]
    assert table.face_up(seat) and len(places) == 20 and len(left_column) == 10  # two columns of ten
    for index in range(20):
        press(app, pygame.K_RIGHT)
        assert table.selected == index
        rect, chosen, _ = paint.hand_layout(table, seat)[index]
        assert rect.top == places[index].top and rect.left != places[index].left  # it comes out
        if index in left_column:
            assert rect.topleft in sprite_spots(app.screen, paint.card_image(chosen, True, paint.card_back(table))), \
                f"{chosen.name} chosen does not show whole"
