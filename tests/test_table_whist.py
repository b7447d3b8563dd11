"""Scotch Whist at the table, driven by real pygame events through the app loop (headless).

The computer seats are a stub in the worker's place (it passes in the bidding and plays the first card the
rules allow), so the tests do not depend on the whist computer players.
"""

import json
from types import SimpleNamespace

import pygame
import pytest
from conftest_ui import card_spot, click, move, new_app, press, sprite_spots, table_from_title_screen
from test_whist_rules import bidding_example_hand, play_out, run

from game.ai.player import Decision
from game.engine import PASS, Seat, card, cards
from game.engine.cards import RANK_NAMES
from game.engine.match import Match
from game.ui import resources
from game.ui.games.scotch_whist.sheets import HandScoresDialog, WhistSheetDialog, key_name
from game.ui.games.scotch_whist.table import MESSAGE_BOX, DelayTimeDialog, ScotchWhistTable
from game.ui.table import layout, paint, store, worker
from game.ui.table.dialogs import RulesDialog
from game.ui.table.scene import TableScene
from game.ui.table.session import TableSession
from game.ui.widgets.dialogs import MessageBox
from game.variants import VARIANTS

WHIST = VARIANTS["scotch_whist"]
# Dealer North: East leads. East's first card is the 6 of clubs; South holds clubs and must follow.
DEAL = {
    Seat.E: "6C 7C 8C 6D 7D 8D 6H 7H 8H",
    Seat.S: "AC KC AS KS QS JS TS 9S 8S",
    Seat.W: "QC JC TC 9C AD KD QD JD TD",
    Seat.N: "9D AH KH QH JH TH 9H 6S 7S",  # the last card, the 7 of spades, is turned up: spades are trumps
}


class StubPlayer:
    def decide(self, view):
        legal = list(view.legal)
        return Decision(PASS if PASS in legal else legal[0], ["the test's stub player"])


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARD_TABLE_HOME", str(tmp_path))
    monkeypatch.setattr(worker, "computer_player", lambda variant_id, skill, seed: StubPlayer())
    worker.close_shared()
    yield tmp_path
    worker.close_shared()


def whist_session(options=None) -> TableSession:
    session = TableSession("scotch_whist", options, None, seed=5)
    match = Match(WHIST, session.options, first_dealer=Seat.N, seed=5)
    match.current = WHIST.new_hand(session.options, dealer=Seat.N,
                                   cards={seat: cards(text) for seat, text in DEAL.items()},
                                   context=match._context())
    session.match = match
    return session


def open_table(session=None, verify=False, pause=False):
    app = new_app()
    app.settings.animation_speed = 10
    table = TableScene(app, variant_id="scotch_whist", session=session or whist_session(), worker_mode="thread",
                       offer_resume=False)
    table.prefs.game_speed = 5
    table.prefs.verify_cards, table.prefs.pause_tricks = verify, pause
    app.push(table)
    return app, table


def run_until(app, table, condition, limit=4000):
    for _ in range(limit):
        if condition():
            return
        app.run_frames(1)
    raise AssertionError("the table never got there")


def my_turn(app, table):
    run_until(app, table, lambda: app.scenes.top is not table or table.ready_human() is not None
              or table.game.response.visible)




def test_the_title_screen_offers_scotch_whist_with_nine_cards_and_the_turn_up():
    app, box = table_from_title_screen("scotch_whist")
    assert isinstance(box, MessageBox) and "guided hand" in box.text  # the first start offers the guided hand
    press(app, pygame.K_n)
    table = app.scenes.top
    assert isinstance(table, TableScene) and isinstance(table.game, ScotchWhistTable)
    run_until(app, table, lambda: table.shown.deal_done and table.shown.trump is not None)
    assert [len(table.shown.hands[s]) for s in Seat] == [9, 9, 9, 9]
    hand = table.hand
    assert table.shown.trump == hand.turn_up.suit and hand.turn_up in hand.hands[hand.dealer]
    lines = table.game.info_lines()
    assert f"{hand.dealer.full_name} holds the {RANK_NAMES[hand.turn_up.rank]}" in lines


def test_a_hand_by_clicks_with_verify_and_pause_then_the_scores_and_the_sheet():
    app, table = open_table(verify=True, pause=True)
    hand = table.hand
    my_turn(app, table)
    assert table.ready_human() is Seat.S and [c.text for _, c in hand.trick] == ["6C"]
    assert table.game.whist_message() == "Your turn: click a card to play it."
    click(app, card_spot(table, Seat.S, card("AS")))  # a trump while holding clubs: refused with the reason
    box = app.scenes.top
    assert isinstance(box, MessageBox) and box.title == "Not allowed" and "follow suit" in box.text
    assert "clubs were led" in box.text
    press(app, pygame.K_RETURN)
    click(app, card_spot(table, Seat.S, card("KC")))
    assert table.game.response.kind == "verify" and table.game.response.text == "Play the king of clubs?"
    click(app, table.game.response.buttons[1].rect.center)  # No: taken back
    assert not table.game.response.visible and len(hand.trick) == 1
    click(app, card_spot(table, Seat.S, card("AC")))
    click(app, table.game.response.buttons[0].rect.center)  # Play it
    assert card("AC") in [c for _, c in hand.trick]
    run_until(app, table, lambda: table.game.response.kind == "pause")
    assert len(table.shown.trick) == 4 and table.game.response.text == "South takes the trick."
    click(app, table.game.response.buttons[0].rect.center)  # OK
    assert table.turn_end is None and not table.game.response.visible
    table.prefs.verify_cards = table.prefs.pause_tricks = False
    for _ in range(200):
        my_turn(app, table)
        if app.scenes.top is not table:
            break
        seat = table.ready_human()
        click(app, card_spot(table, seat, table.session.legal_actions()[0]))
    scores = app.scenes.top
    assert isinstance(scores, HandScoresDialog)
    result = hand.result()
    assert sum(value for pairs in result.trump_cards.values() for _, value in pairs) == 30
    assert scores.row_text("S")[1] == str(result.points["S"])
    press(app, pygame.K_RETURN)
    sheet = app.scenes.top
    assert isinstance(sheet, WhistSheetDialog)
    number, carried, points, totals = sheet.rows[0]
    assert number == 1 and carried == dict.fromkeys("NESW", 0) and points == result.points == totals
    assert totals["S"] >= 41 and sheet.texts[-1] == "South wins the game."  # South took every trick
    assert set(sheet.buttons) == {"new game", "close"}
    click(app, sheet.buttons["close"].rect.center)
    assert app.scenes.top is table and table.session.match.over
    press(app, pygame.K_F6)
    assert isinstance(app.scenes.top, WhistSheetDialog) and len(app.scenes.top.rows) == 1


def test_the_sheet_counts_the_points_still_needed():
    match = Match(WHIST, WHIST.default_options(), first_dealer=Seat.N, seed=9)
    match.scores.update({"N": 12, "E": 3, "S": 40, "W": 0})
    assert WhistSheetDialog.closing_lines(match, "") == [
        "No hand of this game has been scored yet.",
        "Points still needed to go out (41): North 29, East 38, South 1, West 41."]


def test_bidding_on_a_bid_typed_then_the_trumps_named():
    session = whist_session(WHIST.options_class(allow_bidding=True))
    app, table = open_table(session)
    hand = table.hand
    my_turn(app, table)
    assert hand.phase == "bidding" and table.panel.visible and not table.panel.naming
    press(app, pygame.K_4, text="4")
    assert table.panel.amount == 4
    press(app, pygame.K_PLUS, text="+")
    press(app, pygame.K_MINUS, text="-")
    press(app, pygame.K_RETURN)
    assert hand.calls[1][1].amount == 4
    my_turn(app, table)
    assert hand.phase == "trump" and table.panel.visible and table.panel.naming
    assert table.prompt() == "Your call: name the trump suit (click a suit, or S H D C)"
    click(app, table.panel.suit_buttons["H"].rect.center)
    assert hand.trump == "H" and hand.bidder is Seat.S and hand.phase == "play"
    app.run_frames(2)
    assert [item.text for item in paint.zone_items(table, Seat.S)][1:] == ["4", "[H] trumps"]
    assert "Trumps: [H], 4 by South" in table.game.info_lines()  # the bid and its declarer, from the view


def test_the_options_are_kept_on_exit():
    app, table = open_table()
    table.toggle_pref("verify_cards")
    table.toggle_pref("pause_tricks")
    table.game.toggle_response_box()
    _, prefs, _, _ = store.load_table("scotch_whist", WHIST)
    assert (prefs.verify_cards, prefs.pause_tricks, prefs.response_box) == (True, True, "offset")


def test_terminate_present_game_ends_it_with_the_highest_total():
    app, table = open_table()
    my_turn(app, table)
    table.game.ask_terminate()
    box = app.scenes.top
    assert isinstance(box, MessageBox) and box.title == "Terminate present game"
    click(app, box.buttons["yes"].rect.center)
    run_until(app, table, lambda: isinstance(app.scenes.top, WhistSheetDialog))
    sheet = app.scenes.top
    assert table.session.match.over and sheet.texts[0] == "The game was terminated."
    assert sheet.texts[-1] == "The game ends in a tie."  # nothing scored yet: all four at 0
    click(app, sheet.buttons["new game"].rect.center)
    assert app.scenes.top is table and not table.session.match.over


def test_game_points_are_locked_during_a_game_and_free_at_a_new_one():
    app, table = open_table()
    assert table.game.locked_rules() == {}  # nothing played yet: a new game
    table.ask_rules()
    dialog = app.scenes.top
    assert isinstance(dialog, RulesDialog) and dialog.fields["target"].enabled
    press(app, pygame.K_ESCAPE)
    my_turn(app, table)  # East has led: the game is under way
    locked = table.game.locked_rules()
    assert set(locked) == {"target"} and "until this game ends" in locked["target"]
    table.ask_rules()
    dialog = app.scenes.top
    field = dialog.fields["target"]
    assert not field.enabled and "until this game ends" in field.tooltip
    field.set_value(60)  # even if it changed, OK keeps the value
    dialog.fields["allow_bidding"].checked = True
    click(app, dialog.buttons["ok"].rect.center)
    assert table.session.options.target == 41 and table.session.options.allow_bidding
    assert table.session.match.target == 41


def test_delay_time_card_back_and_name_are_in_the_options_menu_and_kept(home):
    app, table = open_table()
    labels = [item.label for menu in table.menu_bar.menus if menu.label == "&Options" for item in menu.items]
    assert {"&Delay time...", "Card bac&k...", "Player &name..."} <= set(labels)
    table.game.ask_delay_time()
    dialog = app.scenes.top
    assert isinstance(dialog, DelayTimeDialog) and (dialog.field.minimum, dialog.field.maximum) == (1, 9)
    dialog.field.set_value(12)
    assert dialog.field.value == 9  # no more than 9 seconds
    dialog.field.set_value(7)
    click(app, dialog.buttons["ok"].rect.center)
    _, prefs, _, _ = store.load_table("scotch_whist", WHIST)
    assert table.prefs.wait_seconds == 7 and prefs.wait_seconds == 7


def test_a_hint_with_reasons_and_the_last_trick():
    app, table = open_table()
    my_turn(app, table)
    table.ask_hint()
    run_until(app, table, lambda: table.hint_ticket is None)
    box = app.scenes.top
    assert isinstance(box, MessageBox) and box.title == "Hint" and "the test's stub player" in box.text
    press(app, pygame.K_RETURN)
    table.prefs.pause_tricks = False
    click(app, card_spot(table, Seat.S, card("AC")))
    run_until(app, table, lambda: table.shown.last_trick is not None)
    winner, played = table.shown.last_trick
    assert winner is Seat.S and [c.text for _, c in played] == ["6C", "AC", "QC", "9D"]


def test_the_last_trick_window_shows_each_of_its_four_cards_whole():
    """North's and South's cards lay over each other in the window, and the trick in play showed out of its sides:
    the window now covers the trick and shows the last one where its cards lay."""
    app, table = open_table()
    my_turn(app, table)
    table.prefs.pause_tricks = False
    click(app, card_spot(table, Seat.S, card("AC")))
    run_until(app, table, lambda: table.shown.last_trick is not None)
    click(app, table.peek_buttons["last"].rect.center)
    app.run_frames(2)
    spots = paint.last_trick_card_rects(table)
    window = paint.last_trick_rect(table)
    assert all(window.contains(rect) for rect in spots.values())
    assert not any(spots[a].colliderect(spots[b]) for a in Seat for b in Seat if a < b)
    for seat, played in table.shown.last_trick[1]:
        sprite = resources.image(f"cards/{played.text}")
        shown = app.screen.subsurface(spots[seat])
        assert all(shown.get_at((x, y)) == sprite.get_at((x, y)) for x in range(0, layout.CARD_W, 3)
                   for y in range(0, layout.CARD_H, 3) if sprite.get_at((x, y)).a == 255), seat


def test_a_whist_game_round_trips_through_a_save_file_with_the_scores_per_seat():
    session = whist_session(WHIST.options_class(target=61))  # one hand cannot end it
    match = session.match
    while not match.current.done:
        match.current.apply(match.current.legal_actions()[0])
    match.finish_hand()
    match.next_hand()
    for _ in range(3):
        match.current.apply(match.current.legal_actions()[0])
    assert sum(match.scores.values()) > 0 and set(match.scores) == set("NESW")
    loaded = TableSession.from_record(json.loads(json.dumps(session.record())))
    assert loaded.variant.id == "scotch_whist" and loaded.match.scores == match.scores
    assert len(loaded.match.history) == 1 and loaded.hand.actions == match.current.actions
    assert {s: loaded.hand.hands[s] for s in Seat} == {s: match.current.hands[s] for s in Seat}
    assert loaded.hand.turn_up == match.current.turn_up


def test_a_numbered_deal_deals_the_same_cards_twice():
    first, second = (TableSession("scotch_whist", None, None, seed=seed, deal_number=17) for seed in (1, 2))
    assert first.hand.deal_number == 17
    assert {s: first.hand.hands[s] for s in Seat} == {s: second.hand.hands[s] for s in Seat}
    assert first.hand.turn_up == second.hand.turn_up


@pytest.mark.parametrize("position", ["overlay", "offset"])
def test_the_response_box_sits_over_the_hand_or_right_of_its_last_card(position):
    app, table = open_table(verify=True)
    table.prefs.response_box = position
    my_turn(app, table)
    click(app, card_spot(table, Seat.S, card("AC")))
    box = table.game.response.rect
    rects = paint.card_rects(table, Seat.S)
    hand = rects[0].union(rects[-1])
    if position == "overlay":
        assert hand.contains(box) or box.center == hand.center or hand.colliderect(box)
        assert abs(box.centerx - hand.centerx) <= 1
    else:
        assert not box.colliderect(hand) and layout.FELT_RECT.contains(box)
        assert box.left >= rects[-1].right + 6 or box.bottom <= hand.top  # right of the last card, or above it
        east = paint.card_rects(table, Seat.E)
        assert not box.colliderect(east[0].union(east[-1]))
        assert not box.colliderect(layout.BULB_RECT) and not box.colliderect(layout.INFO_RECT)
    assert all(box.contains(button.rect) for button in table.game.response.buttons)


def lift_curtain_for(app, table, seat, key=None):
    """Wait for the curtain of ``seat``'s turn; check every hand is hidden; lift it (a click, or ``key``)."""
    run_until(app, table, lambda: table.curtain is not None)
    assert table.curtain is seat and not any(table.face_up(s) for s in Seat)
    assert table.ready_human() is None and not table.panel.visible and not table.game.response.visible
    if key is None:
        click(app, (320, 240))
    else:
        press(app, key)
    assert table.curtain is None and table.viewer is seat and table.face_up(seat)
    assert [s for s in Seat if table.face_up(s)] == [seat]


def test_hotseat_two_humans_bid_name_trumps_and_play_behind_the_curtain_with_verify_and_pause():
    session = whist_session(WHIST.options_class(allow_bidding=True))
    session.players = {Seat.N: "expert", Seat.E: "expert", Seat.S: "human", Seat.W: "human"}
    app, table = open_table(session, verify=True, pause=True)
    hand = table.hand
    assert table.hotseat()
    lift_curtain_for(app, table, Seat.S)  # East (a computer) passed; South bids next
    app.run_frames(2)
    assert table.panel.visible and table.panel.title == "South's bid"
    assert table.game.whist_message() == "South's bid: a number of tricks, or 0 to pass."
    press(app, pygame.K_4, text="4")
    press(app, pygame.K_RETURN)
    assert hand.calls[-1] == (Seat.S, WHIST.parse_action("4"))
    lift_curtain_for(app, table, Seat.W, key=pygame.K_SPACE)
    app.run_frames(2)
    assert table.panel.visible and table.panel.title == "West's bid" and table.panel.amounts()[0] == 5
    press(app, pygame.K_0, text="0")  # West passes
    assert hand.calls[-1] == (Seat.W, PASS)
    lift_curtain_for(app, table, Seat.S)  # North passed: South names trumps
    app.run_frames(2)
    assert hand.phase == "trump" and table.panel.naming and table.panel.title == "South's trumps"
    press(app, pygame.K_s, text="s")
    assert hand.trump == "S" and hand.phase == "play"
    run_until(app, table, lambda: table.ready_human() is not None)  # East led: South, the viewer, plays on
    assert table.ready_human() is Seat.S and table.curtain is None and [c.text for _, c in hand.trick] == ["6C"]
    click(app, card_spot(table, Seat.S, card("AC")))
    assert table.game.response.kind == "verify" and table.game.response.text == "Play the ace of clubs?"
    hand_rects = paint.card_rects(table, Seat.S)
    assert table.game.response.rect.colliderect(hand_rects[0].union(hand_rects[-1]))  # over South's own hand
    click(app, table.game.response.buttons[0].rect.center)  # Yes
    lift_curtain_for(app, table, Seat.W)
    click(app, card_spot(table, Seat.W, card("QC")))
    assert table.game.response.kind == "verify" and table.game.response.text == "Play the queen of clubs?"
    press(app, pygame.K_RETURN)
    run_until(app, table, lambda: table.game.response.kind == "pause")
    assert table.game.response.text == "South takes the trick." and table.viewer is Seat.W
    assert [s for s in Seat if table.face_up(s)] == [Seat.W]
    assert table.game.response.rect == MESSAGE_BOX  # in the message box's place, off every hand
    press(app, pygame.K_RETURN)
    assert not table.game.response.visible
    lift_curtain_for(app, table, Seat.S)  # South won the trick and leads
    assert table.ready_human() is Seat.S


def test_a_new_game_shows_the_cut_for_the_deal_before_dealing():
    app = new_app()
    app.settings.animation_speed = 10
    table = TableScene(app, variant_id="scotch_whist", session=TableSession("scotch_whist", None, None, seed=7),
                       worker_mode="thread", offer_resume=False)
    app.push(table)
    cut = table.session.match.state.cut
    run_until(app, table, lambda: table.game.cut_cards is not None)
    assert table.game.cut_cards == tuple(zip(Seat, cut.rounds[-1], strict=True)) and cut.dealer is table.hand.dealer
    assert table.game.whist_message() == f"Cut for the deal: {cut.dealer.full_name} has the highest card and deals."
    assert "Cut for the deal" in table.game.info_lines() and not any(table.shown.hands.values())
    assert table.prompt() == "Right click, F or Space to go on (or wait)"
    click(app, (320, 240))  # a click goes on: the deal starts
    assert table.game.cut_cards is None
    run_until(app, table, lambda: table.shown.trump is not None and not table.flights)
    assert [len(table.shown.hands[s]) for s in Seat] == [9, 9, 9, 9]


def test_a_numbered_hand_has_no_cut_and_the_turn_up_shows_in_the_middle_then_goes_back():
    app, table = open_table()
    hand = table.hand
    turn_up = hand.turn_up
    run_until(app, table, lambda: table.shown.turn_up is not None)
    assert table.game.cut_cards is None and table.shown.turn_up is turn_up
    assert turn_up not in table.shown.hands[Seat.N]  # face up in the middle, out of North's hand
    run_until(app, table, lambda: table.shown.turn_up is None and not table.flights)
    assert turn_up in table.shown.hands[Seat.N] and len(table.shown.hands[Seat.N]) == 9
    assert table.shown.trump == "S" and "North holds the seven" in table.game.info_lines()


def test_terminate_lets_the_computer_thinking_finish_its_card_and_no_other():
    app, table = open_table()
    hand = table.hand
    my_turn(app, table)
    click(app, card_spot(table, Seat.S, card("AC")))
    run_until(app, table, lambda: table.request is not None and table.request.seat is Seat.W)
    table.game.ask_terminate()
    click(app, app.scenes.top.buttons["yes"].rect.center)
    run_until(app, table, lambda: isinstance(app.scenes.top, WhistSheetDialog))
    assert [(s, c.text) for s, c in hand.trick] == [(Seat.E, "6C"), (Seat.S, "AC"), (Seat.W, "QC")]  # not North
    app.run_frames(30)
    assert len(hand.actions) == 3 and table.request is None  # the table stands still under the sheet
    click(app, app.scenes.top.buttons["close"].rect.center)
    assert app.scenes.top is table and not table.session.match.over and not table.holding


def test_a_long_game_sheet_says_where_the_earlier_hands_went():
    match = Match(WHIST, WHIST.options_class(target=999), first_dealer=Seat.N, seed=3)
    for _ in range(12):
        while not match.current.done:
            match.current.apply(match.current.legal_actions()[0])
        match.finish_hand()
        match.next_hand()
    app = new_app()
    sheet = WhistSheetDialog(app, match)
    assert sheet.texts[0] == "Hands 1 to 2 are counted in the first Fwd column shown."
    assert len(sheet.rows) == 12 and sheet.rows[2][1] == sheet.rows[1][3]  # hand 3 carries hand 2's totals


def test_verify_cards_played_is_on_by_default_as_in_the_manual():
    """Issue 13, item 10: the manual's Verify Cards Played defaults to Yes."""
    app = new_app()
    app.settings.animation_speed = 10
    table = TableScene(app, variant_id="scotch_whist", session=whist_session(), worker_mode="thread",
                       offer_resume=False)  # the prefs as a new player has them
    table.prefs.game_speed = 5
    app.push(table)
    assert table.prefs.verify_cards
    my_turn(app, table)
    click(app, card_spot(table, Seat.S, card("KC")))
    assert table.game.response.kind == "verify" and not table.hand.actions[1:]


def test_start_new_game_is_unavailable_while_a_game_is_in_progress():
    """Issue 13, item 10: "If a game is in progress, this option is unavailable" (here it used to ask)."""
    from conftest_ui import choose_from_menu

    app, table = open_table()
    [item] = [i for i in table.menu_bar.menus[0].items if i.label == "&Start new game"]
    assert item.is_enabled()  # nothing played yet
    my_turn(app, table)
    assert table.hand.actions
    assert not item.is_enabled()
    seed = table.session.seed
    choose_from_menu(app, table, "Start new game", menu="File")  # greyed: the click does nothing
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_F2)  # nor does its key; the status bar says why
    assert app.scenes.top is table and table.session.seed == seed and table.hand.actions
    assert "Terminate present game" in table.flash
    table.session.match.end_early()  # the game is over (Terminate present game, or the game points reached)
    assert item.is_enabled()
    press(app, pygame.K_F2)
    assert table.session.seed != seed and not table.hand.actions


def test_the_hand_scores_show_a_bid_short_as_its_penalty_from_the_result():
    hand = bidding_example_hand()
    run(hand, "6D AD 8S 8H")  # the manual's example: South makes 2 of the 4 tricks he bid
    result = play_out(hand)
    shown = HandScoresDialog.row_text(SimpleNamespace(hand_result=result), "S")
    assert shown == (f"short of the bid ({result.entries['S'][0].label})", "-25")
    assert key_name("NS") == "North-South" and key_name("W") == "West"


def test_the_turn_up_back_in_the_dealers_hand_shows_as_a_mini_card_in_the_info_box():
    app, table = open_table()
    turn_up = table.hand.turn_up
    run_until(app, table, lambda: table.shown.deal_done and table.shown.turn_up is None and not table.flights)
    move(app, (320, 240))
    [spot] = sprite_spots(app.screen, paint.mini_card(turn_up))  # the 7 of spades, pixel for pixel
    assert layout.INFO_BOX.contains(pygame.Rect(spot, paint.mini_card(turn_up).get_size()))


def test_the_hand_scores_show_each_scoring_trump_as_a_mini_card():
    app, table = open_table()
    for _ in range(200):
        my_turn(app, table)
        if app.scenes.top is not table:
            break
        click(app, card_spot(table, Seat.S, table.session.legal_actions()[0]))
    scores = app.scenes.top
    assert isinstance(scores, HandScoresDialog)
    app.run_frames(1)
    shown = [played for pairs in scores.hand_result.trump_cards.values() for played, _ in pairs]
    assert shown
    for played in shown:
        [spot] = sprite_spots(app.screen, paint.mini_card(played))
        assert scores.client_rect.contains(pygame.Rect(spot, paint.mini_card(played).get_size()))
