"""Next hand asked for before the host's deal came (issue 18, the player's side): the score card's Next hand, or
Game > Next hand, is remembered; the status bar says the table waits for the host's deal, and the table takes the
next hand up as soon as it comes, with no second click. The host's deal is held back by the in-process host (its
messages of that hand kept until the test lets them go), by posted real events over real sockets."""

from __future__ import annotations

import os

import pygame
import pytest
from conftest_ui import choose_from_menu, click, run_until, table_home
from test_table_net import HostInThisProcess
from test_table_net_games import joined_table, on_top, play_to_the_end_of_the_hand

from game.engine import Seat
from game.ui.table.scene import WAITING_FOR_THE_DEAL
from game.ui.table.scorecard import ScoreCard

SHOTS = os.environ.get("NETCATCH_SHOTS")  # a folder: the frames looked at are saved there


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    yield from table_home(tmp_path, monkeypatch)


class HeldDeal:
    """The host's messages of hand ``number`` (its deal and what follows) kept back until ``let_go``, in order."""

    def __init__(self, hosted: HostInThisProcess, number: int):
        self.hosted, self.mark = hosted, f'"kind":"state","hand_number":{number},'
        self.held: list[tuple] = []
        self.holding = True
        send = hosted.host._send

        async def holding_send(connection, text: str) -> None:
            if self.holding and self.mark in text:
                self.held.append((connection, text))
                return
            await send(connection, text)

        self.send = send
        hosted.host._send = holding_send

    def let_go(self) -> None:
        async def release() -> None:
            while self.held:  # what the host sends meanwhile is held behind them, in order
                connection, text = self.held.pop(0)
                await self.send(connection, text)
            self.holding = False

        self.hosted.loop.run(release())


def shot(app, name: str) -> None:
    if SHOTS:
        app.run_frames(1)
        pygame.image.save(app.screen, os.path.join(SHOTS, name))


def waits_for_the_deal(app, remote, hand_number: int) -> None:
    """The table still shows the hand just played, says it waits for the host's deal, and asks nothing more."""
    app.run_frames(20)
    assert on_top(app, remote) is None and remote.session.hand_number == hand_number and remote.hand.done
    assert remote.deal_asked and remote.prompt() == WAITING_FOR_THE_DEAL
    assert remote.status.default_text == WAITING_FOR_THE_DEAL


def takes_up_the_deal(app, remote, hold: HeldDeal, hand_number: int) -> None:
    hold.let_go()
    run_until(app, lambda: remote.session.hand_number == hand_number and remote.shown.deal_done and not remote.flights,
              limit=3000)
    assert not remote.deal_asked and not remote.hand.done and remote.prompt() != WAITING_FOR_THE_DEAL
    assert len(remote.shown.hands[Seat.S]) == 8


def test_next_hand_clicked_before_the_hosts_deal_takes_it_up_when_it_comes():
    hosted = HostInThisProcess("belote_bridgee", hands=3)
    try:
        hold = HeldDeal(hosted, 2)
        app, remote = joined_table("belote_bridgee", hosted)
        card = play_to_the_end_of_the_hand(app, remote)
        assert isinstance(card, ScoreCard) and hold.held and not remote.session.next_hand_ready()
        click(app, card.buttons["next hand"].rect.center)  # the score card's Next hand, the deal not come yet
        waits_for_the_deal(app, remote, 1)
        shot(app, "waiting_for_the_deal.png")
        takes_up_the_deal(app, remote, hold, 2)
        shot(app, "deal_taken_up.png")

        hold = HeldDeal(hosted, 3)  # the next hand's end: the card closed, then Game > Next hand
        card = play_to_the_end_of_the_hand(app, remote)
        click(app, card.buttons["close"].rect.center)
        run_until(app, lambda: on_top(app, remote) is None, limit=500)
        assert remote.can_next_hand() and not remote.session.next_hand_ready()
        choose_from_menu(app, remote, "Next hand")
        waits_for_the_deal(app, remote, 2)
        takes_up_the_deal(app, remote, hold, 3)
    finally:
        hosted.close()
