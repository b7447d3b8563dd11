"""Scotch Whist's guided first hand at the table, played through real events by doing what each bubble asks: the
turned-up K♥ shown small while East holds it, the jack that catches the ten, and the scores for the hand (27 for
you with the bonus of 6) with Close only, then the last bubble."""

import pygame
import pytest
from conftest_ui import choose_from_menu, click, open_table, press, run_until, table_home
from test_table_guided import next_bubble, play_guided_hand
from test_table_guided_belote import step_number

from game.engine import Seat
from game.ui.games.scotch_whist.sheets import HandScoresDialog
from game.ui.table import layout, store


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    yield from table_home(tmp_path, monkeypatch)


def test_the_whole_scotch_whist_guided_hand_ends_on_the_scores_for_the_hand():
    app, table = open_table("scotch_whist")
    table.prefs.verify_cards, table.prefs.pause_tricks = True, False  # the player's own table options, kept
    table._save_prefs()
    choose_from_menu(app, table, "Guided first hand", "Help")
    guided = app.scenes.top
    hand_before = table.hand
    # the bubble asks for the card (no second question) and each trick waits for the bubble's "go on"
    assert not guided.prefs.verify_cards and guided.prefs.pause_tricks
    play_guided_hand(app, guided, until_step=step_number(guided, target="turn_up"))
    next_bubble(app, guided)
    marker = guided.target_rect("turn_up")  # the K♥ back in East's hand, drawn small in the info box
    assert marker is not None and layout.INFO_BOX.contains(marker) and "K♥" in guided.bubble.text
    assert "KH" in [str(card) for card in guided.shown.hands[Seat.E]] and not guided.bubble.rect.colliderect(marker)
    play_guided_hand(app, guided, until_step=step_number(guided, target="medal"))
    next_bubble(app, guided)
    assert [str(card) for _, card in guided.shown.trick] == ["JH", "TH", "6H", "8H"]
    play_guided_hand(app, guided, until_step=len(guided.guided.steps) - 1)
    assert guided.target_rect("turn_up") is None  # East played it
    run_until(app, lambda: isinstance(app.scenes.top, HandScoresDialog))
    sheet = app.scenes.top
    assert list(sheet.buttons) == ["close"]
    assert sheet.hand_result.points == {"N": 0, "E": 9, "S": 27, "W": 0} and sheet.row_text("S") == ("bonus 6", "27")
    press(app, pygame.K_RETURN)  # Close
    next_bubble(app, guided)
    assert guided.current_step().until == "end" and "27" in guided.bubble.text
    assert [str(a) for a in guided.hand.actions] == list(guided.guided.actions)
    click(app, guided.bubble.button("Close").rect.center)
    assert app.scenes.top is table and table.hand is hand_before
    assert not store.load_autosave("scotch_whist")[0]
    assert not table.prefs.pause_tricks and store.load_table("scotch_whist", table.session.variant)[1].verify_cards
