"""A game in progress taken up again at the table, for every game: the autosave offered at the start (Resume ->
Yes) and a saved file (Game > Load), with a hand of one action and a hand of several actions (issue 13, item 17:
a Scotch Whist hand made the table crash)."""

import pygame
import pytest
from conftest_ui import choose_from_menu, new_app, open_table, press, run_and_go_on, table_home, top_name

from game import storage
from game.engine import PASS
from game.ui.table.scene import TableScene
from game.ui.table.session import TableSession

GAMES = ("belote_bridgee", "belote", "bridge", "pinochle", "scotch_whist")


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    yield from table_home(tmp_path, monkeypatch)


def session_with_actions(variant_id: str, several: bool) -> TableSession:
    """A game whose first hand has one action, or runs on past the auction into the second trick."""
    session = TableSession(variant_id, None, {seat: "expert" for seat in
                                             TableSession(variant_id).players}, seed=11)
    hand = session.hand
    called = False
    while True:
        legal = hand.legal_actions()
        wants_call = not called and any(a is not PASS for a in legal) and PASS in legal
        action = next(a for a in legal if a is not PASS) if wants_call else (PASS if PASS in legal else legal[0])
        called = called or wants_call
        session.apply(action)
        if not several or (len(hand.tricks) >= 1 and len(hand.trick) == 1) or hand.done:
            return session


def played(session: TableSession) -> list[str]:
    return [str(a) for a in session.hand.actions]


def goes_on_from(table, saved: TableSession) -> bool:
    """The table's hand is the saved one (the computers may have acted since, the frame it was taken up)."""
    now = played(table.session)
    return now[:len(played(saved))] == played(saved)


@pytest.mark.parametrize("several", [False, True], ids=["one action", "several actions"])
@pytest.mark.parametrize("variant_id", GAMES)
def test_the_game_in_progress_is_resumed_at_the_start(variant_id, several):
    saved = session_with_actions(variant_id, several)
    storage.save_autosave(variant_id, saved.record())
    app = new_app()
    table = TableScene(app, variant_id=variant_id, seed=99, worker_mode="thread")
    app.push(table)
    assert top_name(app) == "MessageBox" and "unfinished" in app.scenes.top.text
    press(app, pygame.K_y)
    assert app.scenes.top is table
    assert goes_on_from(table, saved)
    app.run_frames(5)  # the table shows it and goes on without a fault
    assert table.shown.deal_done and goes_on_from(table, saved)


@pytest.mark.parametrize("several", [False, True], ids=["one action", "several actions"])
@pytest.mark.parametrize("variant_id", GAMES)
def test_a_saved_game_in_progress_is_loaded_from_the_menu(variant_id, several):
    saved = session_with_actions(variant_id, several)
    storage.save_game_file("kept", saved.record())
    app, table = open_table(variant_id)
    choose_from_menu(app, table, "Load...")
    assert top_name(app) == "LoadDialog" and app.scenes.top.files
    press(app, pygame.K_RETURN)
    assert app.scenes.top is table
    assert goes_on_from(table, saved)
    app.run_frames(5)
    assert table.shown.deal_done
    run_and_go_on(app, table, lambda: table.ready_human() is not None or table.hand.done
                  or len(table.session.hand.actions) > len(played(saved)))


@pytest.mark.parametrize("bidding", [False, True], ids=["turn-up trumps", "with bidding"])
def test_switching_profile_at_the_whist_table_takes_up_the_other_person_s_hand(bidding):
    """Item 17's third way in: a User profiles switch reopens the table with the other profile's game."""
    from game.ui.user_profiles import UserProfilesDialog
    from game.variants import VARIANTS

    storage.create_profile("Ann")
    storage.switch_profile("Ann")
    options = VARIANTS["scotch_whist"].default_options().replace(allow_bidding=bidding)
    anns = TableSession("scotch_whist", options, seed=4)
    anns.apply(anns.legal_actions()[0])  # one action: a bid, or the first card
    storage.save_autosave("scotch_whist", anns.record())
    storage.switch_profile("Player")
    app, table = open_table("scotch_whist")
    choose_from_menu(app, table, "User profiles...")
    dialog = app.scenes.top
    assert isinstance(dialog, UserProfilesDialog)
    names = [p.name for p in dialog.profiles]
    for _ in range(names.index("Ann") - dialog.list.selected):
        press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)
    reopened = app.scenes.top
    assert isinstance(reopened, TableScene) and reopened is not table
    assert goes_on_from(reopened, anns)
    app.run_frames(5)
    assert reopened.shown.deal_done
