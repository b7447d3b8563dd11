"""Items of the Pinochle manual at the table, driven by real events through the app loop (headless): the dealing
method in the rules options, the Begin bid button, the "Other" background colour and File > Windows 95 Mode."""

import pygame
import pytest
from conftest_ui import click, open_table, press, table_home

from game.engine import Seat
from game.engine.match import Match
from game.ui.table.session import TableSession
from game.variants import VARIANTS


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    yield from table_home(tmp_path, monkeypatch)


def pinochle_table(number: int = 77):
    return open_table("pinochle", TableSession("pinochle", None, None, seed=number))


def test_the_rules_options_offer_the_dealing_method_and_a_new_game_deals_with_it():
    from game.ui.table import store
    from game.ui.table.meld_dialogs import RulesPagesDialog

    app, table = pinochle_table()
    press(app, pygame.K_o, mod=pygame.KMOD_ALT)
    press(app, pygame.K_r)  # Options > Rules options, General page
    dialog = app.scenes.top
    assert isinstance(dialog, RulesPagesDialog)
    choice = dialog.fields["dealing_method"]
    assert choice.label == "3.6"
    click(app, choice.rect.center)
    assert choice.label == "2.1"
    click(app, dialog.buttons["ok"].rect.center)
    press(app, pygame.K_RETURN)  # the note: new rules apply from the next game
    assert table.session.options.dealing_method == "2.1"
    assert store.load_table("pinochle", table.session.variant)[2].dealing_method == "2.1"  # kept for the next run
    table.session.new_game(seed=4242)
    table.before_hand()
    app.run_frames(2)
    expected = Match(VARIANTS["pinochle"], VARIANTS["pinochle"].default_options().replace(dealing_method="2.1"),
                     seed=4242)
    assert table.hand.initial_cards == expected.current.initial_cards
    assert table.hand.initial_cards != Match(VARIANTS["pinochle"], seed=4242).current.initial_cards
    assert table.hand.initial_cards[Seat.S]
