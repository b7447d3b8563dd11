"""Scotch Whist at the table, driven by real pygame events through the app loop (headless).

The computer seats are a stub in the worker's place (it passes in the bidding and plays the first card the
rules allow), so the tests do not depend on the whist computer players.
"""

import pygame
import pytest
from conftest_ui import click, launcher_app, new_app, press

from game.ai.player import Decision
from game.engine import PASS, Seat, card, cards
from game.engine.match import Match
from game.ui.table import paint, store, worker
from game.ui.table.scene import TableScene
from game.ui.table.session import TableSession
from game.ui.table.whist_sheets import HandScoresDialog, WhistSheetDialog
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
              or table.response.visible)


def card_spot(table, seat, wanted):
    for rect, shown, _ in reversed(paint.hand_layout(table, seat)):
        if shown is wanted:
            return (rect.left + 6, rect.top + 10)
    raise AssertionError(f"{wanted} is not shown in {seat.full_name}'s hand")


def test_the_title_screen_offers_scotch_whist_with_nine_cards_and_the_turn_up():
    app, launcher = launcher_app()
    tile = next(t for t in launcher.tiles if t.entry.id == "scotch_whist")
    assert tile.available
    click(app, tile.rect.center)
    table = app.scenes.top
    assert isinstance(table, TableScene) and table.profile.whist
    run_until(app, table, lambda: table.shown.deal_done and table.shown.trump is not None)
    assert [len(table.shown.hands[s]) for s in Seat] == [9, 9, 9, 9]
    hand = table.hand
    assert table.shown.trump == hand.turn_up.suit and hand.turn_up in hand.hands[hand.dealer]
    lines = table.whist_info_lines()
    assert f"{hand.dealer.full_name} holds the {hand.turn_up.text}" in lines


def test_a_hand_by_clicks_with_verify_and_pause_then_the_scores_and_the_sheet():
    app, table = open_table(verify=True, pause=True)
    hand = table.hand
    my_turn(app, table)
    assert table.ready_human() is Seat.S and [c.text for _, c in hand.trick] == ["6C"]
    assert table.whist_message() == "Your turn: click a card to play it."
    click(app, card_spot(table, Seat.S, card("AS")))  # a trump while holding clubs: refused with the reason
    box = app.scenes.top
    assert isinstance(box, MessageBox) and box.title == "Not allowed" and "follow suit" in box.text
    assert "clubs were led" in box.text
    press(app, pygame.K_RETURN)
    click(app, card_spot(table, Seat.S, card("KC")))
    assert table.response.kind == "verify" and table.response.text == "Play the king of clubs?"
    click(app, table.response.buttons[1].rect.center)  # Take back
    assert not table.response.visible and len(hand.trick) == 1
    click(app, card_spot(table, Seat.S, card("AC")))
    click(app, table.response.buttons[0].rect.center)  # Play it
    assert card("AC") in [c for _, c in hand.trick]
    run_until(app, table, lambda: table.response.kind == "pause")
    assert len(table.shown.trick) == 4 and table.response.text == "South takes the trick."
    click(app, table.response.buttons[0].rect.center)  # OK
    assert table.turn_end is None and not table.response.visible
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
    click(app, table.panel.suit_buttons["H"].rect.center)
    assert hand.trump == "H" and hand.bidder is Seat.S and hand.phase == "play"


def test_the_options_are_kept_on_exit():
    app, table = open_table()
    table.toggle_pref("verify_cards")
    table.toggle_pref("pause_tricks")
    table.toggle_response_box()
    _, prefs, _, _ = store.load_table("scotch_whist", WHIST)
    assert (prefs.verify_cards, prefs.pause_tricks, prefs.response_box) == (True, True, "offset")


def test_terminate_present_game_ends_it_with_the_highest_total():
    app, table = open_table()
    my_turn(app, table)
    table.ask_terminate()
    box = app.scenes.top
    assert isinstance(box, MessageBox) and box.title == "Terminate present game"
    click(app, box.buttons["yes"].rect.center)
    run_until(app, table, lambda: isinstance(app.scenes.top, WhistSheetDialog))
    sheet = app.scenes.top
    assert table.session.match.over and sheet.texts[0] == "The game was terminated."
    assert sheet.texts[-1] == "The game ends in a tie."  # nothing scored yet: all four at 0
    click(app, sheet.buttons["new game"].rect.center)
    assert app.scenes.top is table and not table.session.match.over
