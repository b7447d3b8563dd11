"""A person who joins a host's game after hands were played (issue 18, the player's side): the game's score sheet,
opened from its menu at the network table, shows the hands played before they came, as the host's sheet has them
(the welcome's ``scored``). The host in this process plays South by a computer until the person comes; by posted real
events over real sockets on 127.0.0.1."""

from __future__ import annotations

import os
import time

import pygame
import pytest
from conftest_ui import choose_from_menu, table_home
from test_table_net import HostInThisProcess
from test_table_net_games import joined_table, on_top

from game.engine import Seat
from game.ui.games.belote_sheet import hand_row
from game.ui.games.scotch_whist.sheets import WhistSheetDialog
from game.variants import computer_player

SHOTS = os.environ.get("NETCATCH_SHOTS")  # a folder: the frames looked at are saved there
SHEET_ITEMS = {"belote_bridgee": "Score sheet...", "belote": "Score sheet...", "bridge": "Score sheet...",
               "scotch_whist": "Display scoresheet..."}


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    yield from table_home(tmp_path, monkeypatch)


def played_before_the_join(variant_id: str) -> HostInThisProcess:
    """A host of two hands whose South a computer played until the end: the person joins after them."""
    hosted = HostInThisProcess(variant_id, hands=2, players={Seat.S: computer_player(variant_id, "novice", 1)})
    deadline = time.monotonic() + 60
    while not hosted.table.finished:
        assert time.monotonic() < deadline, "the host did not play its hands in time"
        time.sleep(0.01)
    return hosted


@pytest.mark.parametrize("variant_id", sorted(SHEET_ITEMS))
def test_a_player_who_joins_after_hands_were_played_sees_them_on_the_score_sheet(variant_id):
    hosted = played_before_the_join(variant_id)
    try:
        app, remote = joined_table(variant_id, hosted)
        match = hosted.table.match
        assert remote.session.match.history == match.history and len(match.history) >= 1
        assert remote.session.match.scores == match.scores and remote.shown_scores() == match.scores
        choose_from_menu(app, remote, SHEET_ITEMS[variant_id])
        sheet = on_top(app, remote)
        if SHOTS:
            app.run_frames(1)
            pygame.image.save(app.screen, os.path.join(SHOTS, f"late_sheet_{variant_id}.png"))
        if variant_id == "bridge":
            assert sheet.view.sheet.lines() == match.state.lines() and sheet.view.sheet.entries == match.state.entries
            assert sheet.view.sheet.entries  # the figures of the hands played before the join
        elif variant_id == "scotch_whist":
            assert isinstance(sheet, WhistSheetDialog) and sheet.rows == WhistSheetDialog.sheet_rows(match)
        else:
            assert sheet.rows == [hand_row(summary) for summary in match.history]
    finally:
        hosted.close()
