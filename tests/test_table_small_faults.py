"""Issue 15, item 6 (Pinochle, Scotch Whist and the faults seen everywhere), driven by real events through the app
loop (headless): the peek arrows drawn as arrows, Pinochle's trump on the felt and its game number explained, ..."""

import pygame
import pytest
from conftest_ui import choose_from_menu, click, move, open_table, press_menu, run_and_go_on, table_home
from test_table_pinochle import good_game_number, take_the_bid

from game.engine.cards import SUIT_NAMES
from game.ui import resources
from game.ui.table.session import TableSession
from game.ui.theme import FACE, HIGHLIGHT


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    yield from table_home(tmp_path, monkeypatch)


def pinochle_table(number: int = 13):
    return open_table("pinochle", TableSession("pinochle", None, None, seed=number))


def count_colour(surface, colour) -> int:
    return sum(surface.get_at((x, y))[:3] == colour for x in range(surface.get_width())
               for y in range(surface.get_height()))


def test_the_peek_arrows_are_drawn_pixel_for_pixel_as_arrows_and_sink_when_pressed():
    """Their sprite is a whole Windows 3.1 button with its arrow: it was shrunk into a button face (a dot)."""
    app, table = open_table("belote_bridgee")
    app.run_frames(2)
    for key, button in table.peek_buttons.items():
        sprite = resources.image(button.sprite)
        shown = app.screen.subsurface(sprite.get_rect(center=button.rect.center)).copy()
        black = [(x, y) for x in range(16) for y in range(16) if sprite.get_at((x, y))[:3] == (0, 0, 0)]
        assert len(black) > 20, key  # an arrow head and its shaft, not a dot
        assert all(shown.get_at(spot)[:3] == (0, 0, 0) for spot in black), key
    button = table.peek_buttons["N"]
    sprite = resources.image(button.sprite)
    spot = sprite.get_rect(center=button.rect.center)
    app.run_frames(2, [pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0), buttons=(1, 0, 0)),
                       pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1)])
    assert button.pressed
    black = [(x, y) for x in range(15) for y in range(15) if sprite.get_at((x, y))[:3] == (0, 0, 0)]
    assert all(app.screen.get_at((spot.left + x + 1, spot.top + y + 1))[:3] == (0, 0, 0) for x, y in black)  # sunk
    app.run_frames(2, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button.rect.center, button=1)])
    assert not button.pressed


def test_pinochle_shows_the_trump_suit_on_the_felt_through_the_meld_and_the_play():
    from game.ui.games.pinochle.table import TRUMP_BADGE

    app, table = pinochle_table(good_game_number())
    assert "trumps" not in table.tooltip_at(TRUMP_BADGE.center)  # no trump before the bidding ends
    take_the_bid(app, table)
    run_and_go_on(app, table, lambda: table.shown.trump is not None and table.hand.phase == "play")
    suit = table.shown.trump
    move(app, TRUMP_BADGE.center)
    assert app.status_text == f"{SUIT_NAMES[suit].capitalize()} are trumps in this hand"
    symbol = resources.image(f"suits/{suit}")
    assert count_colour(app.screen.subsurface(TRUMP_BADGE), symbol.get_at((12, 12))[:3]) > 40  # the suit, large
    choose_from_menu(app, table, "Finish all", "Play")
    run_and_go_on(app, table, lambda: table.shown.tricks_swept >= 3)
    assert count_colour(app.screen.subsurface(TRUMP_BADGE), symbol.get_at((12, 12))[:3]) > 40  # still there


def test_pinochle_explains_its_game_number_in_a_tooltip():
    from game.ui.games.pinochle.table import game_line_rect

    app, table = pinochle_table(49832151)
    move(app, game_line_rect().center)
    assert app.status_text.startswith("Game number 49832151, hand 1: a game number deals the same hands")


@pytest.mark.parametrize("item_key", [pygame.K_r, pygame.K_m])  # Rules options, Setup meld table
def test_pinochle_option_pages_are_chosen_with_tabs_that_open_into_their_page(item_key):
    from game.ui.widgets.controls import TabButton

    app, table = pinochle_table()
    press_menu(app, pygame.K_o, item_key)
    dialog = app.scenes.top
    tabs = dialog.page_buttons
    assert all(isinstance(tab, TabButton) for tab in tabs)
    assert all(tabs[i].rect.right == tabs[i + 1].rect.left for i in range(len(tabs) - 1))  # side by side
    click(app, tabs[1].rect.center)
    assert [tab.selected for tab in tabs] == [False, True, *[False] * (len(tabs) - 2)]
    line = dialog.page_rect().top
    assert app.screen.get_at((tabs[1].rect.centerx, line))[:3] == FACE  # the chosen tab opens into its page
    assert app.screen.get_at((tabs[0].rect.centerx, line))[:3] == HIGHLIGHT  # the page's edge runs under the others


def test_pinochle_right_click_popup_ends_with_the_crazy_clock_of_the_other_tables():
    from game.ui.boss import BossScene
    from game.ui.games.pinochle.table import PopupMenu

    app, table = pinochle_table(77)
    run_and_go_on(app, table, lambda: table.shown.deal_done)
    click(app, (300, 250), button=3)  # the bare felt: Pinochle's popup menu, as its manual has it
    popup = app.scenes.top
    assert isinstance(popup, PopupMenu) and popup.items[-1][0].startswith("Crazy Clock")
    click(app, popup.row_rect(len(popup.items) - 1).center)
    assert isinstance(app.scenes.top, BossScene)
