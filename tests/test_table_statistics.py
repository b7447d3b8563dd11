"""Game > Statistics at the table, by real events through the app loop (headless): the figures of the profile's
history, the chart pages drawn, Reset... asking first (No keeps everything), no history yet and a damaged history.
The history is made of games really played (random moves) and recorded through the real history API."""

import random

import pygame
import pytest
from conftest import play_match
from conftest_ui import click, open_table, press, table_home

from game import storage
from game.engine import PASS, Seat
from game.engine.match import Match
from game.ui.table.session import TableSession
from game.ui.table.statistics import NO_HISTORY, PAGES, StatisticsDialog
from game.ui.widgets.dialogs import MessageBox
from game.variants import VARIANTS

NAMES = {"N": "Nora", "E": "Eli", "S": "Ada", "W": "Walt"}
PLAYERS = {Seat.N: "expert", Seat.E: "novice", Seat.S: "human", Seat.W: "novice"}


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    yield from table_home(tmp_path, monkeypatch)


def played(variant_id: str, seed: int, actions: int = 300, finish: bool = True) -> Match:
    variant = VARIANTS[variant_id]
    match, rng = Match(variant, variant.default_options(), seed=seed), random.Random(seed)

    def choose(hand):
        legal = hand.legal_actions()
        if PASS in legal and len(legal) > 1:
            return rng.choice([a for a in legal if a != PASS]) if rng.random() < 0.3 else PASS
        return rng.choice(legal)

    play_match(match, choose, actions)
    if finish and not match.over:
        match.end_early()
    return match


def record_games(variant_id: str, count: int) -> None:
    history = storage.History()
    for seed in range(1, count + 1):
        history.record_game(variant_id, played(variant_id, seed), {"S": "human", "N": "expert", "E": "novice",
                                                                   "W": "novice"}, NAMES)


def table_with_a_game_in_progress(variant_id: str = "belote"):
    session = TableSession(variant_id, None, players=dict(PLAYERS), seed=5)
    match = played(variant_id, 11, actions=100, finish=False)
    while match.over or not match.history:  # a game with hands scored, not over
        match = played(variant_id, 12, actions=60, finish=False)
    session.match = match
    return open_table(variant_id, session)


def open_statistics_from_the_menu(app, table) -> StatisticsDialog:
    bar = table.menu_bar
    click(app, bar.title_rects[0].center)
    assert bar.is_open
    [index] = [i for i, item in enumerate(bar.open_menu.items) if item.label.replace("&", "") == "Statistics..."]
    click(app, bar.item_rects()[index].center)
    dialog = app.scenes.top
    assert isinstance(dialog, StatisticsDialog)
    return dialog


def test_statistics_show_the_figures_and_each_chart_page_from_the_game_menu(home):
    record_games("belote", 3)
    app, table = table_with_a_game_in_progress()
    dialog = open_statistics_from_the_menu(app, table)
    assert dialog.title == "Statistics - Belote"
    texts = dialog.texts
    assert texts[0] == "Your statistics of Belote, from all your finished games: 3 games."
    for label in ("Games played", "Hands taken", "Contracts made", "Dedans (went in)", "Best hand",
                  "Longest winning run", "Against Novice computers"):
        assert label in texts
    assert texts[texts.index("Games played") + 1] == "3"
    assert dialog.current.totals == [h.totals for h in table.session.match.history]
    assert dialog.current.labels["NS"] == f"{table.seat_names()['N']} & {table.seat_names()['S']}"
    for page, tab in enumerate(dialog.tabs):
        click(app, tab.rect.center)
        assert dialog.page == page and tab.selected
        app.run_frames(1)  # each page drawn
    press(app, pygame.K_TAB, pygame.KMOD_CTRL)
    assert dialog.page == 0
    press(app, pygame.K_w, text="w")  # the tab's letter
    assert dialog.page == PAGES.index(("&Win rate", PAGES[3][1]))
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is table


def test_reset_asks_first_no_keeps_everything_yes_counts_again_and_history_keeps_the_games(home):
    record_games("pinochle", 2)
    app, table = open_table("pinochle")
    dialog = open_statistics_from_the_menu(app, table)
    before = dialog.texts
    assert len(dialog.stats.games) == 2 and dialog.buttons["reset..."].enabled
    click(app, dialog.buttons["reset..."].rect.center)
    question = app.scenes.top
    assert isinstance(question, MessageBox) and question.title == "Reset the statistics"
    assert "History keeps every game" in question.text
    press(app, pygame.K_n, text="n")
    assert app.scenes.top is dialog and dialog.texts == before
    assert storage.History().reset_point("pinochle") == (0, None)
    click(app, dialog.buttons["reset..."].rect.center)
    press(app, pygame.K_y, text="y")
    assert app.scenes.top is dialog and dialog.stats.games == []
    assert "since you reset them" in dialog.texts[0] and not dialog.buttons["reset..."].enabled
    assert len(storage.History().games("pinochle")) == 2
    press(app, pygame.K_ESCAPE)
    dialog = open_statistics_from_the_menu(app, table)  # opened again: still reset
    assert dialog.stats.games == []


def test_no_history_yet_says_so_in_a_sentence_on_every_page(home):
    app, table = open_table("bridge")
    dialog = open_statistics_from_the_menu(app, table)
    assert dialog.texts == [NO_HISTORY.format(game="Contract Bridge")]
    assert not dialog.buttons["reset..."].enabled
    for tab in dialog.tabs:
        click(app, tab.rect.center)
        app.run_frames(1)
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is table


def test_a_damaged_history_is_reported_and_set_aside(home):
    (home / storage.HISTORY_FILE).write_bytes(b"not a database at all" * 200)
    app, table = open_table("scotch_whist")
    bar = table.menu_bar
    click(app, bar.title_rects[0].center)
    [index] = [i for i, item in enumerate(bar.open_menu.items) if item.label.replace("&", "") == "Statistics..."]
    click(app, bar.item_rects()[index].center)
    box = app.scenes.top
    assert isinstance(box, MessageBox) and "set aside" in box.text and box.title == "Statistics"
    assert not (home / storage.HISTORY_FILE).exists()
    press(app, pygame.K_RETURN)
    dialog = app.scenes.top
    assert isinstance(dialog, StatisticsDialog) and dialog.stats.games == []
    app.run_frames(1)
