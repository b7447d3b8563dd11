"""Game > Undo (Ctrl+Z) and Redo (Ctrl+Y) at the table of every game (issue 17), driven by real events through the
real loop: one press takes back the last human decision and the computers' actions after it, Redo plays them
again; hotseat, a loaded or resumed game, greyed with its reason, off under Play without help, a computer's
thinking dropped."""

import pygame
import pytest
from conftest_ui import (
    card_spot,
    choose_from_menu,
    click,
    new_app,
    open_table,
    press,
    run_and_go_on,
    table_home,
    top_name,
)

from game import storage
from game.ai.player import Decision
from game.engine import PASS, Card, Seat
from game.ui.table.scene import TableScene
from game.ui.table.session import TableSession
from game.ui.table.undo import NOTHING_TO_REDO, NOTHING_TO_UNDO, actors

GAMES = ("belote_bridgee", "belote", "bridge", "pinochle", "scotch_whist")
CTRL = pygame.KMOD_LCTRL


class Passer:
    """The computers of these tests: pass whenever they may, else the first action allowed."""

    def __init__(self):
        self.asked = 0

    def decide(self, view):
        self.asked += 1
        legal = list(view.legal)
        return Decision(PASS if PASS in legal else legal[0], ["the test's player"])


@pytest.fixture
def computer():
    return Passer()


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch, computer):
    yield from table_home(tmp_path, monkeypatch, computer)


def open_quick(variant_id, session=None, seed=7):
    """The table of ``variant_id`` (game ``seed``: the same deals every run), where a click plays a card: no
    question about an announce not made, Scotch Whist's "Verify cards played" and trick pauses off."""
    app, table = open_table(variant_id, session=session, seed=seed)
    table.prefs.verify_cards = table.prefs.pause_tricks = table.prefs.confirm = False
    return app, table


def human_choice(hand):
    """A human who bids at the first chance (so that he declares and plays his own cards), then passes."""
    legal = hand.legal_actions()
    bid = any(call is not PASS for _, call in hand.calls)
    if hand.phase == "bidding" and not bid and PASS in legal:
        return next(a for a in legal if a is not PASS and str(a) not in ("double", "redouble"))
    return PASS if PASS in legal else legal[0]


def wait_for_human(app, table) -> None:
    """Until a person may act (lifting the hotseat curtain with a click on the felt)."""
    def ready():
        if table.curtain is not None and not table.steps and not table.flights:
            click(app, (320, 250))
        return table.ready_human() is not None
    try:
        run_and_go_on(app, table, ready)
    except AssertionError:
        top = type(app.scenes.top).__name__
        raise AssertionError(f"no person may act: {top} on top, {table.hand.phase}, {played(table)}") from None


def to_my_first_card(app, table) -> None:
    """The human's calls (through the table, as its bidding box does) until a card of his is to be played."""
    while True:
        wait_for_human(app, table)
        if table.hand.phase == "play" and table.card_seat() is not None:
            return
        assert table.human_act(human_choice(table.hand))


def click_a_card(app, table) -> Card:
    seat = table.card_seat()
    card = next(a for a in table.hand.legal_actions() if isinstance(a, Card))
    shown = next(c for c in table.shown.hands[seat] if c == card)
    click(app, card_spot(table, seat, shown))
    return card


def played(table) -> list[str]:
    return [str(a) for a in table.hand.actions]


@pytest.mark.parametrize("variant_id", GAMES)
def test_ctrl_z_takes_back_your_card_and_the_computers_after_it_and_ctrl_y_brings_them_back(variant_id):
    app, table = open_quick(variant_id)
    to_my_first_card(app, table)
    while True:  # until a card of yours is followed by the computers' (not the last card of a trick you win)
        before = played(table)
        seat = table.card_seat()
        card = click_a_card(app, table)
        assert played(table) == [*before, str(card)]
        wait_for_human(app, table)
        after = played(table)
        if len(after) > len(before) + 1:
            break
    held = list(table.hand.view(seat).hand)
    assert card not in held or held.count(card) < list(table.hand.replayed(len(before)).view(seat).hand).count(card)

    press(app, pygame.K_z, CTRL)
    assert played(table) == before
    assert card in table.hand.view(seat).hand and card in table.shown.hands[seat]
    assert table.ready_human() == Seat.S and table.hand.phase == "play"
    app.run_frames(20)
    assert played(table) == before  # a human seat waits: nothing is played for it

    press(app, pygame.K_y, CTRL)
    assert played(table) == after
    assert table.session.why_no_redo() == NOTHING_TO_REDO


@pytest.mark.parametrize("variant_id", ["bridge", "belote_bridgee"])
def test_undo_takes_back_a_call_in_the_auction(variant_id):
    app, table = open_quick(variant_id)
    wait_for_human(app, table)
    assert table.hand.phase == "bidding"
    before = played(table)
    call = human_choice(table.hand)
    assert call is not PASS and table.human_act(call)
    wait_for_human(app, table)  # the computers passed; the play is under way
    assert table.hand.phase == "play"
    choose_from_menu(app, table, "Undo")
    assert played(table) == before and table.hand.phase == "bidding"
    assert table.ready_human() == Seat.S
    assert not table.session.reasons or max(table.session.reasons) < len(before)
    choose_from_menu(app, table, "Redo")
    assert played(table)[len(before)] == str(call) and table.hand.phase == "play"
    assert table.session.reasons  # the computers' reasons are back with their calls


def test_each_press_goes_back_one_decision_to_the_deal_then_undo_is_greyed():
    app, table = open_quick("scotch_whist")
    to_my_first_card(app, table)
    click_a_card(app, table)
    wait_for_human(app, table)
    mine = [i for i, seat in enumerate(actors(table.hand)) if seat == Seat.S]
    for index in reversed(mine):
        press(app, pygame.K_z, CTRL)
        assert len(table.hand.actions) == index
    assert table.session.why_no_undo() == NOTHING_TO_UNDO
    [undo] = [item for item in table.menu_bar.menus[0].items if item.label == "&Undo"]
    assert not undo.is_enabled() and undo.tip() == NOTHING_TO_UNDO
    press(app, pygame.K_z, CTRL)  # refused: the status bar says why
    assert table.flash == NOTHING_TO_UNDO and app.scenes.top is table
    for index in mine[1:]:
        press(app, pygame.K_y, CTRL)
        assert len(table.hand.actions) == index  # back to the next decision of yours


def test_hotseat_goes_back_to_the_last_decision_of_any_person():
    players = {Seat.N: "human", Seat.E: "expert", Seat.S: "human", Seat.W: "expert"}
    session = TableSession("belote", players=players, seed=5)
    app, table = open_quick("belote", session=session)
    decided = []
    while len(decided) < 2:
        wait_for_human(app, table)
        decided.append((table.ready_human(), len(table.hand.actions)))
        assert table.human_act(PASS)
    assert decided[0][0] != decided[1][0]
    wait_for_human(app, table)
    press(app, pygame.K_z, CTRL)
    assert len(table.hand.actions) == decided[1][1] and table.hand.to_act == decided[1][0]
    press(app, pygame.K_z, CTRL)
    assert len(table.hand.actions) == decided[0][1] and table.hand.to_act == decided[0][0]
    wait_for_human(app, table)  # a curtain, if the other person was at the keyboard, then his turn again
    assert table.ready_human() == decided[0][0] and table.viewer == decided[0][0]


def saved_game(variant_id: str) -> TableSession:
    """South (a person) has made his first call, and the computers theirs after it."""
    session = TableSession(variant_id, seed=11)
    while not any(seat == Seat.S for seat in actors(session.hand)) or session.hand.to_act != Seat.S:
        session.apply(human_choice(session.hand) if session.hand.to_act == Seat.S else
                      Passer().decide(session.hand.view(session.hand.to_act)).action)
    return session


def test_undo_after_file_load():
    saved = saved_game("belote_bridgee")
    storage.save_game_file("kept", saved.record())
    app, table = open_quick("belote_bridgee")
    choose_from_menu(app, table, "Load...")
    press(app, pygame.K_RETURN)
    assert app.scenes.top is table and table.session.why_no_redo() == NOTHING_TO_REDO
    last = max(i for i, seat in enumerate(actors(saved.hand)) if seat == Seat.S)
    press(app, pygame.K_z, CTRL)
    assert [str(a) for a in table.hand.actions] == [str(a) for a in saved.hand.actions[:last]]
    press(app, pygame.K_y, CTRL)
    assert [str(a) for a in table.hand.actions] == [str(a) for a in saved.hand.actions]


def test_undo_after_a_resume_and_the_autosave_follows():
    saved = saved_game("bridge")
    storage.save_autosave("bridge", saved.record())
    app = new_app()
    table = TableScene(app, variant_id="bridge", seed=99, worker_mode="thread", resume=True)
    app.push(table)
    app.run_frames(2)
    last = max(i for i, seat in enumerate(actors(saved.hand)) if seat == Seat.S)
    press(app, pygame.K_z, CTRL)
    assert len(table.hand.actions) == last
    table.autosaver.flush(2.0)
    record, _ = storage.load_autosave("bridge")
    assert len(record["current"]["actions"]) == last


def test_undo_is_refused_with_a_message_under_play_without_help():
    app, table = open_quick("belote")
    to_my_first_card(app, table)
    click_a_card(app, table)
    wait_for_human(app, table)
    count = len(table.hand.actions)
    choose_from_menu(app, table, "Play without help", "Practice")
    [undo] = [item for item in table.menu_bar.menus[0].items if item.label == "&Undo"]
    assert not undo.is_enabled() and "without help" in undo.tip()
    press(app, pygame.K_z, CTRL)
    assert top_name(app) == "MessageBox" and "without help" in app.scenes.top.text
    assert len(table.hand.actions) == count


def test_the_session_switch_turns_undo_off_with_its_own_reason():
    app, table = open_quick("pinochle")
    to_my_first_card(app, table)
    click_a_card(app, table)
    wait_for_human(app, table)
    table.session.undo_off = "Undo is off in a duplicate challenge: every table plays the same cards."
    press(app, pygame.K_z, CTRL)
    assert top_name(app) == "MessageBox" and "duplicate" in app.scenes.top.text
    table.session.undo_off = None
    press(app, pygame.K_RETURN)
    choose_from_menu(app, table, "Undo", "Play")  # Pinochle's Play > Undo is the table's
    assert table.ready_human() == Seat.S and table.session.why_no_redo() is None


def test_a_computer_decision_being_thought_about_is_dropped(computer):
    app, table = open_quick("bridge")
    wait_for_human(app, table)
    before = played(table)
    assert table.human_act(human_choice(table.hand))
    run_and_go_on(app, table, lambda: table.request is not None)  # a computer is asked
    ticket = table.request.ticket
    press(app, pygame.K_z, CTRL)
    assert table.request is None and ticket not in table.worker.pending
    assert played(table) == before
    app.run_frames(30)
    assert played(table) == before and table.ready_human() == Seat.S


def test_a_finished_hand_cannot_be_undone_and_says_why():
    session = TableSession("scotch_whist", seed=3)
    while not session.hand.done:
        session.apply(human_choice(session.hand))
    app, table = open_quick("scotch_whist", session=session)
    app.run_frames(3)
    assert "over" in table.why_no_undo()
    count = len(table.hand.actions)
    press(app, pygame.K_z, CTRL)
    assert len(table.hand.actions) == count
