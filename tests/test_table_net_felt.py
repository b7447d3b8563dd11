"""What a network table shows on its felt. The turn marker follows the cards and calls as they are shown, as at an
offline table: the host (three quick computers) runs moves ahead of the animation, and the marker stays with the next
call or card still to be shown instead of jumping to the seat the host waits for. The chat lines' box covers neither the
info box, nor a name or a call, nor a card face up, nor the information box when it is open. By posted real events over
a real socket on 127.0.0.1."""

from __future__ import annotations

import pygame
import pytest
from conftest_ui import click, open_table, press, run_until, table_home
from test_table_net import HostInThisProcess, card_spot_of, joined

from game.engine import Card, Seat
from game.ui.table import layout, paint
from game.ui.table.net_talk import CHAT_WIDTH


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


def test_the_chat_lines_cover_neither_the_info_box_nor_a_name_nor_the_information_box():
    host = HostInThisProcess("belote_bridgee", Seat.S)
    try:
        app, offline = open_table("belote_bridgee")
        remote = joined(app, offline, host.port)
        run_until(app, lambda: remote.ready_human() is not None, limit=4000)
        remote.net_talk.said("Anna: Nice card, partner! I had the ace of hearts all along, you know.")
        remote.net_talk.said("You: Well played.")
        app.run_frames(1)
        talk = remote.net_talk
        box = talk.box(talk.images())
        assert remote.geometry.felt_rect.contains(box) and box.width <= CHAT_WIDTH
        assert box.collidelist(paint.busy_rects(remote)) == -1, "the chat covers what matters"
        assert not box.colliderect(layout.INFO_BOX)
        assert app.screen.get_at((box.left + 2, box.top + 2))[:3] == (255, 255, 225)  # drawn there
        app.run_frames(1, [pygame.event.Event(pygame.MOUSEMOTION, pos=remote.geometry.info_rect.center, rel=(0, 0),
                                              buttons=(0, 0, 0))])
        assert paint.hovering_information(remote)  # the information box is open: the chat keeps out of it
        assert not talk.box(talk.images()).colliderect(paint.information_rect(remote))
        remote.leave_table()
    finally:
        host.close()
