"""Options > Players, game by game (issue 13, item 3): people sit where the game's manual lets them. 32 Card
Bridge: West, South and East ("up to 3 human players"); Tommy's Belote: any or all hands, North too; Contract
Bridge, Pinochle and Scotch Whist: their manuals have no Players option, so any seat (see their help)."""

import pygame
import pytest
from conftest_ui import choose_from_menu, click, open_table, press, table_home, top_name

from game import storage
from game.engine import Seat
from game.ui.table.dialogs import PlayersDialog
from game.ui.table.session import TableSession
from game.variants import VARIANTS

EVERY_SEAT = {Seat.N, Seat.E, Seat.S, Seat.W}
HUMAN_SEATS = {"belote_bridgee": {Seat.W, Seat.S, Seat.E}, "belote": EVERY_SEAT, "bridge": EVERY_SEAT,
               "pinochle": EVERY_SEAT, "scotch_whist": EVERY_SEAT}


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    yield from table_home(tmp_path, monkeypatch)


def players_dialog(app, table) -> PlayersDialog:
    choose_from_menu(app, table, "Players...", menu="Options")
    assert top_name(app) == "PlayersDialog"
    return app.scenes.top


@pytest.mark.parametrize("variant_id", sorted(HUMAN_SEATS))
def test_the_players_dialog_offers_human_where_the_game_s_manual_lets_people_sit(variant_id):
    assert set(VARIANTS[variant_id].human_seats) == HUMAN_SEATS[variant_id]
    app, table = open_table(variant_id)
    dialog = players_dialog(app, table)
    assert {seat for seat, radio in dialog.groups.items() if "human" in radio.kinds} == HUMAN_SEATS[variant_id]


@pytest.mark.parametrize("variant_id", ["belote", "bridge", "pinochle", "scotch_whist"])
def test_a_person_may_sit_north_and_stays_there_after_a_restart(variant_id):
    app, table = open_table(variant_id)
    north = players_dialog(app, table).groups[Seat.N]
    click(app, north.row_rect(north.kinds.index("human")).center)
    press(app, pygame.K_RETURN)
    assert table.session.players[Seat.N] == "human" and table.hotseat()
    _, again = open_table(variant_id)
    assert again.session.players[Seat.N] == "human"
    record = table.session.record()
    assert TableSession.from_record(record).players[Seat.N] == "human"


def test_32_card_bridge_keeps_north_a_computer_even_from_a_hand_edited_file():
    storage.save_players("belote_bridgee", {"N": "human", "E": "human", "S": "human", "W": "novice"})
    app, table = open_table("belote_bridgee")
    assert table.session.players[Seat.N] != "human"
    assert table.session.players[Seat.E] == "human" and table.session.players[Seat.W] == "novice"
    assert "human" not in players_dialog(app, table).groups[Seat.N].kinds
