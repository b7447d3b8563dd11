"""The turn marker at a network table follows the cards and calls as they are shown, as at an offline table: the host
(three quick computers) runs moves ahead of the animation, and the marker stays with the next call or card still to be
shown instead of jumping to the seat the host waits for. By posted real events over a real socket on 127.0.0.1."""

from __future__ import annotations

import pygame
import pytest
from conftest_ui import click, open_table, press, table_home
from test_table_net import HostInThisProcess, card_spot_of, joined

from game.engine import Card, Seat
from game.ui.table import paint


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    yield from table_home(tmp_path, monkeypatch)


def test_the_marker_follows_the_animation_not_the_hosts_latest_turn():
    host = HostInThisProcess("belote_bridgee", Seat.S)
    try:
        app, offline = open_table("belote_bridgee")
        remote = joined(app, offline, host.port)
        behind = 0
        for _ in range(6000):
            if remote.shown.tricks_swept >= 3:
                break
            if remote.turn_end is not None:
                click(app, remote.geometry.felt_rect.center, button=3)  # the trick is picked up
            elif remote.ready_human() is not None and remote.hand.phase == "play":
                click(app, card_spot_of(remote, next(a for a in remote.session.legal_actions() if isinstance(a, Card))))
            elif remote.ready_human() is not None:
                press(app, pygame.K_SPACE)  # pass
            app.run_frames(1)
            coming = remote.coming_actor()
            if coming is None or not remote.shown.deal_done:
                continue
            assert paint.turn_seat(remote) == coming  # the next call or card to show, wherever the host is
            assert paint.turn_marker_rect(remote) == paint.zone_items(remote, coming)[0].rect.inflate(
                2 * paint.TURN_PAD, 2 * paint.TURN_PAD)
            behind += coming != paint.seat_to_play(remote.hand)
        assert remote.shown.tricks_swept >= 3 and behind, "the host never ran ahead of the animation"
        remote.leave_table()
    finally:
        host.close()
