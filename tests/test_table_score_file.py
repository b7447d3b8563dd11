"""Belote's score file at the table, by real events through the app loop (headless): a scored hand is counted,
Game > Score file shows it, Erase (after a question) starts it over; replays count again, practice hands and the
hands of a loaded game scored before loading do not.

The other seats are played by a stub in the worker's place (pass while taking, the first legal card)."""

import pygame
import pytest
from conftest_ui import card_spot, click, my_turn, open_table, press, run_and_go_on, table_home

from game import storage
from game.engine import PASS, Card, Seat, cards
from game.engine.match import Match
from game.ui.table.dialogs import ScoreFileDialog
from game.ui.table.scorecard import ScoreCard
from game.ui.table.session import TableSession
from game.ui.widgets.dialogs import MessageBox
from game.variants import VARIANTS

BELOTE = VARIANTS["belote"]
DEAL = {  # dealer East: South speaks first and takes hearts (the ten turned up)
    Seat.S: "7H 8H 9H AS KS", Seat.W: "KH QH 7D 8D 9D", Seat.N: "AH 7C 8C 9C TC", Seat.E: "AD KD JC KC AC",
    "stock": "TH JH QC TD JD QD QS JS TS 9S 8S 7S",
}
COMPUTERS = {seat: "expert" for seat in (Seat.N, Seat.E, Seat.S, Seat.W)}
SOUTH_PLAYS = {**COMPUTERS, Seat.S: "human"}


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    yield from table_home(tmp_path, monkeypatch)


def game_session(players=SOUTH_PLAYS, options=None, practice=False) -> TableSession:
    session = TableSession("belote", options, players=dict(players), seed=5)
    match = Match(BELOTE, session.options, first_dealer=Seat.E, seed=5)
    match.current = BELOTE.new_hand(session.options, dealer=Seat.E,
                                    cards={seat: cards(text) for seat, text in DEAL.items()},
                                    context=match._context())
    session.match = match
    session.practice = practice
    return session


def play_as_south_to_the_score_card(app, table) -> ScoreCard:
    """South takes hearts with a click, then plays the first card allowed, by clicks, to the score card."""
    run_and_go_on(app, table, lambda: table.ready_human() is not None)
    click(app, table.panel.take_button.rect.center)
    while not isinstance(app.scenes.top, ScoreCard):
        my_turn(app, table)
        if app.scenes.top is table:
            legal = [a for a in table.session.legal_actions() if isinstance(a, Card)]
            click(app, card_spot(table, Seat.S, legal[0]))
    assert table.autosaver.flush()  # the end of the hand is written by the autosave thread
    return app.scenes.top


def choose_from_game_menu(app, table, label: str) -> None:
    bar = table.menu_bar
    click(app, bar.title_rects[0].center)
    assert bar.is_open and bar.open_menu.label == "&Game"
    [index] = [i for i, item in enumerate(bar.open_menu.items) if item.label.replace("&", "") == label]
    click(app, bar.item_rects()[index].center)


def test_a_scored_hand_goes_into_the_score_file_shown_by_the_menu_and_erased_after_a_question(home):
    app, table = open_table("belote", game_session())
    hand = table.session.hand
    card_ = play_as_south_to_the_score_card(app, table)
    result = hand.result()
    sheet, problems = storage.load_score_file("belote")
    assert problems == [] and sheet.counts.hands == 1 and sheet.counts.passed_out == 0
    assert {side: totals.points for side, totals in sheet.sides.items()} == result.points
    assert sheet.sides["NS"].taken == 1 and sheet.sides["NS"].made == int(result.made)
    assert sheet.sides["EW"].belotes == 1  # West holds the king and queen of hearts
    click(app, card_.buttons["close"].rect.center)
    assert app.scenes.top is table

    choose_from_game_menu(app, table, "Score file...")
    dialog = app.scenes.top
    assert isinstance(dialog, ScoreFileDialog) and dialog.title == "Score file - Belote"
    texts = dialog.texts
    assert texts[0].endswith("1 hand played (0 passed out), 0 games won.")
    assert texts[1:4] == ["Total points", str(result.points["NS"]), str(result.points["EW"])]
    app.run_frames(1)  # drawn once with the figures

    click(app, dialog.buttons["erase"].rect.center)
    question = app.scenes.top
    assert isinstance(question, MessageBox) and question.title == "Erase the score file"
    press(app, pygame.K_n, text="n")  # No: nothing changes
    assert app.scenes.top is dialog and storage.load_score_file("belote")[0] == sheet
    click(app, dialog.buttons["erase"].rect.center)
    press(app, pygame.K_y, text="y")
    assert app.scenes.top is dialog
    erased, _ = storage.load_score_file("belote")
    assert erased.counts.hands == 0 and all(t.points == 0 for t in erased.sides.values())
    assert dialog.sheet == erased and dialog.texts[1:4] == ["Total points", "0", "0"]
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is table


def test_a_replayed_hand_counts_again_and_a_practice_hand_not_at_all(home):
    session = game_session(COMPUTERS, options=BELOTE.default_options().replace(replay_hand=True))
    app, table = open_table("belote", session)
    run_and_go_on(app, table, lambda: isinstance(app.scenes.top, ScoreCard))  # the stub passes: passed out
    click(app, app.scenes.top.buttons["next hand"].rect.center)
    click(app, app.scenes.top.buttons["yes"].rect.center)  # Replay hand: the same cards again
    run_and_go_on(app, table, lambda: isinstance(app.scenes.top, ScoreCard))
    assert table.autosaver.flush()
    sheet, _ = storage.load_score_file("belote")
    assert (sheet.counts.hands, sheet.counts.passed_out) == (2, 2)

    app, table = open_table("belote", game_session(practice=True))
    play_as_south_to_the_score_card(app, table)
    assert storage.load_score_file("belote")[0].counts.hands == 2


def test_a_loaded_game_counts_only_the_hands_scored_after_loading(home):
    earlier = game_session(COMPUTERS)
    for _ in range(2):  # two hands scored before the game was saved: everybody passes
        while not earlier.hand.done:
            earlier.apply(PASS)
        earlier.next_hand()
    session = TableSession.from_record(earlier.record(), players=dict(COMPUTERS))
    assert len(session.match.history) == 2
    app, table = open_table("belote", session)
    run_and_go_on(app, table, lambda: isinstance(app.scenes.top, ScoreCard))
    assert table.autosaver.flush()
    assert storage.load_score_file("belote")[0].counts.hands == 1


def test_a_damaged_score_file_is_said_when_the_menu_opens_it(home):
    (home / "scores-belote.json").write_text("not json", encoding="utf-8")
    app, table = open_table("belote", game_session())
    choose_from_game_menu(app, table, "Score file...")
    box = app.scenes.top
    assert isinstance(box, MessageBox) and box.title == "Score file" and "set aside" in box.text
    press(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, ScoreFileDialog) and app.scenes.top.sheet.counts.hands == 0


def test_32_card_bridge_has_no_score_file_item():
    app, table = open_table("belote_bridgee", seed=3)
    labels = [item.label.replace("&", "") for item in table.menu_bar.menus[0].items]
    assert "History..." in labels and "Score file..." not in labels
