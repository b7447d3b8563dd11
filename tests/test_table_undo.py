"""Undo (Ctrl+Z, Game > Undo) and Redo (Ctrl+Y, Game > Redo) at the table of every game, driven by real events
through the app loop (headless); the computers are the tests' stub player (it passes whenever it may)."""

import pygame
import pytest
from conftest_ui import card_spot, click, new_app, press, run_and_go_on, table_home, top_name
from conftest_ui import open_table as open_any_table

from game import storage
from game.engine import PASS, Card, Declaration, Seat
from game.ui.table.scene import TableScene
from game.ui.table.session import TableSession
from game.ui.widgets.dialogs import MessageBox

GAMES = ("belote_bridgee", "belote", "bridge", "pinochle", "scotch_whist")
CTRL = pygame.KMOD_CTRL


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    yield from table_home(tmp_path, monkeypatch)


def open_table(variant_id: str, **options):
    """The table of ``variant_id`` with a game of a fixed number (the same cards at every run)."""
    return open_any_table(variant_id, **({"seed": 7} | options))


def ready(app, table) -> None:
    """Until a human may act (the curtain lifted with Space in hotseat), or the hand is over."""
    def there() -> bool:
        if table.curtain is not None and app.scenes.top is table:
            press(app, pygame.K_SPACE, frames=1)
        return table.ready_human() is not None or table.hand.done

    run_and_go_on(app, table, there)


def a_call(legal):
    """The human's call in these tests: the lowest bid (or a take), so that the stubs' passes leave the contract to
    him; trumps named as the rules allow; the first card to pass."""
    wanted = [a for a in legal if a is not PASS and not isinstance(a, Declaration) and "double" not in str(a)]
    return (wanted or legal)[0]


def to_the_cards(app, table) -> None:
    """The human calls until the card play starts and it is his turn to play."""
    table.prefs.confirm = False  # no question about an announce not made before the first card
    table.prefs.verify_cards = table.prefs.pause_tricks = False  # Scotch Whist: a click plays the card
    for _ in range(100):
        ready(app, table)
        if table.hand.phase == "play" and table.ready_human() is not None:
            return
        assert not table.hand.done, "the hand ended before its card play"
        assert table.human_act(a_call(table.hand.legal_actions()))
    raise AssertionError("the play never started")


def first_card(table) -> Card:
    return next(action for action in table.hand.legal_actions() if isinstance(action, Card))


def play_a_card(app, table) -> Card:
    """A click on the first card the rules allow the human; then until a human may act again."""
    mine = first_card(table)
    click(app, card_spot(table, table.card_seat(), mine))
    ready(app, table)
    return mine


@pytest.mark.parametrize("variant_id", GAMES)
def test_ctrl_z_takes_back_your_card_and_the_computers_cards_after_it_and_ctrl_y_brings_them_back(variant_id):
    app, table = open_table(variant_id)
    to_the_cards(app, table)
    before = list(table.hand.actions)
    seat = table.card_seat()
    held = table.shown.hands[seat].count(first_card(table))  # Pinochle's deck has two of each card
    mine = play_a_card(app, table)
    after = list(table.hand.actions)
    assert len(after) > len(before) and after[len(before)] == mine
    press(app, pygame.K_z, CTRL)
    assert table.hand.actions == before
    ready(app, table)  # taken back to the deal: the cards are dealt again
    assert mine in table.hand.view(seat).hand and table.shown.hands[seat].count(mine) == held
    assert table.ready_human() is not None and "taken back" in table.prompt()
    press(app, pygame.K_y, CTRL)
    assert table.hand.actions == after and table.shown.hands[seat].count(mine) == held - 1
    table.autosaver.flush(2.0)
    assert storage.load_autosave(variant_id)[0]["current"]["actions"] == [str(a) for a in after]


@pytest.mark.parametrize("variant_id", ["bridge", "belote_bridgee"])
def test_undo_takes_back_a_call_of_the_auction(variant_id):
    app, table = open_table(variant_id)
    ready(app, table)
    before = list(table.hand.actions)
    call = a_call(table.hand.legal_actions())
    assert table.human_act(call)
    ready(app, table)
    assert len(table.hand.actions) > len(before)
    press(app, pygame.K_z, CTRL)
    assert table.hand.actions == before and table.hand.phase == "bidding"
    ready(app, table)  # back to the deal when the call was the auction's first: the cards are dealt again
    app.run_frames(2)
    assert table.panel.visible
    press(app, pygame.K_y, CTRL)
    assert table.hand.actions[len(before)] == call


def test_redo_gives_the_computers_their_reasons_back_and_a_new_card_clears_it():
    app, table = open_table("belote_bridgee")
    to_the_cards(app, table)
    play_a_card(app, table)
    play_a_card(app, table)
    kept = dict(table.session.reasons)
    press(app, pygame.K_z, CTRL)
    press(app, pygame.K_z, CTRL)
    assert len(table.session.reasons) < len(kept)
    press(app, pygame.K_y, CTRL)
    press(app, pygame.K_y, CTRL)
    assert table.session.reasons == kept
    press(app, pygame.K_z, CTRL)
    play_a_card(app, table)  # a new decision: nothing waits to be redone
    assert table.why_no_redo().startswith("Nothing to redo")


def test_hotseat_goes_back_to_the_last_decision_of_any_human():
    players = {Seat.N: "human", Seat.E: "expert", Seat.S: "human", Seat.W: "expert"}
    app, table = open_table("scotch_whist", session=TableSession("scotch_whist", players=players, seed=5))
    to_the_cards(app, table)
    first = table.hand.to_act
    play_a_card(app, table)
    second = table.hand.to_act
    assert second != first
    before = list(table.hand.actions)
    play_a_card(app, table)
    assert len(table.hand.actions) > len(before)
    press(app, pygame.K_z, CTRL)
    assert table.hand.actions == before and table.hand.to_act == second
    app.run_frames(2)
    assert table.curtain is None and table.viewer == second  # the player at the keyboard takes back his own card
    press(app, pygame.K_z, CTRL)
    assert table.hand.to_act == first
    app.run_frames(2)
    assert table.curtain == first  # the other player's decision: his cards are hidden until he clicks


def test_undo_back_to_the_deal_shows_the_cards_as_they_lie_without_dealing_them_again():
    seed = next(n for n in range(1, 50) if TableSession("belote_bridgee", seed=n).hand.to_act == Seat.S)
    app, table = open_table("belote_bridgee", session=TableSession("belote_bridgee", seed=seed))
    ready(app, table)  # South speaks first
    assert table.human_act(a_call(table.hand.legal_actions()))
    ready(app, table)
    press(app, pygame.K_z, CTRL)
    assert table.hand.actions == []
    assert table.shown.deal_done and not table.steps and not table.flights
    assert table.ready_human() is not None  # at once: no deal animation to wait for


def test_undo_is_greyed_with_its_reason_when_there_is_nothing_to_take_back():
    app, table = open_table("belote")
    app.run_frames(2)
    [undo] = [item for item in table.menu_bar.menus[0].items if item.label == "Un&do"]
    [redo] = [item for item in table.menu_bar.menus[0].items if item.label == "R&edo"]
    assert not undo.is_enabled() and undo.tooltip_text().startswith("Nothing to undo")
    assert not redo.is_enabled() and redo.tooltip_text().startswith("Nothing to redo")
    press(app, pygame.K_z, CTRL)
    assert top_name(app) == "TableScene" and table.prompt().startswith("Nothing to undo")


def test_undo_is_refused_with_a_message_while_playing_without_help():
    app, table = open_table("bridge")
    to_the_cards(app, table)
    play_a_card(app, table)
    table.prefs.without_help = True
    actions = list(table.hand.actions)
    press(app, pygame.K_z, CTRL)
    assert isinstance(app.scenes.top, MessageBox) and "without help" in app.scenes.top.text
    assert table.hand.actions == actions


def test_the_session_switch_turns_undo_off_with_its_own_reason():
    app, table = open_table("pinochle")
    to_the_cards(app, table)
    play_a_card(app, table)
    table.session.undo_off = "Undo is off in a duplicate challenge: every player must face the same cards"
    press(app, pygame.K_z, CTRL)
    assert isinstance(app.scenes.top, MessageBox) and "duplicate" in app.scenes.top.text


def test_a_computer_decision_being_thought_about_is_dropped():
    app, table = open_table("belote_bridgee")
    to_the_cards(app, table)
    table.prefs.game_speed = 1  # the computers wait a while before they play: one is thinking when Undo comes
    before = list(table.hand.actions)
    click(app, card_spot(table, table.card_seat(), first_card(table)))
    run_and_go_on(app, table, lambda: table.request is not None and table.request.answer is not None)
    ticket = table.request.ticket
    press(app, pygame.K_z, CTRL)
    assert table.request is None and ticket not in table.worker.pending
    app.run_frames(30)
    assert table.hand.actions == before and table.ready_human() is not None


def mid_play_session(variant_id: str) -> TableSession:
    """A game saved in the card play, after South's first card."""
    session = TableSession(variant_id, seed=11)
    hand = session.hand
    while not (hand.phase == "play" and hand.to_act == Seat.S and hand.view(Seat.S).played_by(Seat.S)):
        legal = hand.legal_actions()
        session.apply(a_call(legal) if hand.to_act == Seat.S and hand.phase != "play" else
                      (PASS if PASS in legal else legal[0]))
    return session


@pytest.mark.parametrize("how", ["resumed", "loaded"])
def test_undo_works_after_a_resume_and_after_a_load(how):
    saved = mid_play_session("bridge")
    if how == "resumed":
        storage.save_autosave("bridge", saved.record())
        app = new_app()
        table = TableScene(app, variant_id="bridge", seed=99, worker_mode="thread", resume=True)
        table.prefs.game_speed = 5
        app.push(table)
    else:
        app, table = open_table("bridge")
        storage.save_game_file("kept", saved.record())
        table.ask_load()
        press(app, pygame.K_RETURN)
    assert app.scenes.top is table and table.why_no_redo().startswith("Nothing to redo")
    ready(app, table)
    count = len(table.hand.actions)
    press(app, pygame.K_z, CTRL)
    assert len(table.hand.actions) < count and table.hand.to_act == Seat.S
    press(app, pygame.K_y, CTRL)
    assert len(table.hand.actions) == count


def test_a_card_held_up_by_verify_cards_played_goes_back_with_an_undo():
    app, table = open_table("scotch_whist")
    to_the_cards(app, table)
    before = list(table.hand.actions)
    play_a_card(app, table)
    table.prefs.verify_cards = True
    click(app, card_spot(table, table.card_seat(), first_card(table)))
    response = table.game.response
    assert response.visible and response.kind == "verify"
    press(app, pygame.K_z, CTRL)
    assert not response.visible and table.game.verifying is None and table.hand.actions == before


def play_out_the_hand(app, table) -> None:
    """The human's cards played (the first the rules allow) until the engine has the hand over; the table still shows
    its last trick."""
    to_the_cards(app, table)
    while not table.hand.done:
        ready(app, table)
        if not table.hand.done:
            assert table.human_act(first_card(table))


def test_the_last_card_of_a_hand_is_taken_back_with_its_score_when_it_is_in_no_file_yet():
    app, table = open_table("bridge")
    play_out_the_hand(app, table)
    count = len(table.hand.actions)
    assert table.session.match.history and app.scenes.top is table
    press(app, pygame.K_z, CTRL)
    assert not table.session.match.history and not table.session.match.current_scored
    assert len(table.hand.actions) < count and table.ready_human() is not None
    press(app, pygame.K_y, CTRL)
    assert len(table.hand.actions) == count and table.session.match.history
    run_and_go_on(app, table, lambda: table.scorecard is not None)  # Contract Bridge's: the score sheet


def test_the_last_card_is_not_taken_back_once_the_score_is_in_the_score_file():
    app, table = open_table("belote")
    play_out_the_hand(app, table)
    press(app, pygame.K_z, CTRL)
    assert isinstance(app.scenes.top, MessageBox) and "score file" in app.scenes.top.text
    assert table.session.match.history


def test_undo_is_off_while_the_computers_play_every_seat():
    app, table = open_table("belote")
    to_the_cards(app, table)
    play_a_card(app, table)
    press(app, pygame.K_F2)  # Belote's demo: the computers take every seat
    assert table.watching()
    press(app, pygame.K_z, CTRL)
    assert isinstance(app.scenes.top, MessageBox) and "computers play every seat" in app.scenes.top.text
