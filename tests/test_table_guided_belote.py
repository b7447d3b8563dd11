"""Belote's guided first hand at the table, played through real events by doing what each bubble asks: the turn-up
refused by everybody, hearts named in the second round, and the score card of 158 to 44."""

import pygame
import pytest
from conftest_ui import click, press, run_until, table_home
from test_table_guided import next_bubble, open_guided, play_guided_hand

from game.engine import Seat
from game.ui.table import layout, store
from game.ui.table.scorecard import ScoreCard


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    yield from table_home(tmp_path, monkeypatch)


def step_number(guided, **wanted) -> int:
    """The index of the first step of the script with these fields (``action="take:H"``)."""
    return next(i for i, step in enumerate(guided.guided.steps)
                if all(getattr(step, key) == value for key, value in wanted.items()))


def test_the_bubble_points_at_the_turn_up_card_in_the_middle():
    app, table, guided = open_guided("belote")
    play_guided_hand(app, guided, until_step=step_number(guided, target="turn_up"))
    next_bubble(app, guided)
    assert str(guided.shown.turn_up) == "8S"
    spot = guided.target_rect("turn_up")
    assert spot is not None and spot.topleft == layout.TURN_UP_SPOT
    assert not guided.bubble.rect.colliderect(spot)
    assert "8♠" in guided.bubble.text


def test_the_second_round_asks_for_hearts_by_its_button():
    app, table, guided = open_guided("belote")
    play_guided_hand(app, guided, until_step=step_number(guided, action="take:H"))
    next_bubble(app, guided)
    assert guided.hand.round == 2 and [str(a) for a in guided.hand.actions] == ["pass"] * 4
    button = guided.target_rect("bid_button:take:H")
    assert button is not None and guided.panel.visible
    assert guided.target_rect("turn_up") is not None  # the 8 of spades still lies there in the second round


def test_the_whole_belote_guided_hand_reaches_its_score_card(tmp_path):
    app, table, guided = open_guided("belote")
    hand_before = table.hand
    play_guided_hand(app, guided, until_step=len(guided.guided.steps) - 1)
    run_until(app, lambda: isinstance(app.scenes.top, ScoreCard))
    card = app.scenes.top
    assert "158" in " ".join(card.texts)
    assert [str(a) for a in guided.hand.actions] == list(guided.guided.actions)
    assert guided.hand.taker == Seat.S and guided.hand.contract == "H"
    assert guided.hand.result().points == {"NS": 158, "EW": 44}
    press(app, pygame.K_RETURN)  # Close
    next_bubble(app, guided)
    assert guided.current_step().until == "end" and "dedans" in guided.bubble.text
    click(app, guided.bubble.button("Close").rect.center)
    assert app.scenes.top is table and table.hand is hand_before
    assert not store.load_autosave("belote")[0]
