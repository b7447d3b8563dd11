"""Each of the five games at a host's table (issue 18, the player's side): South joins a host of the game (three
novice computers, on 127.0.0.1), plays whole hands by real keys and clicks to the game's own score card and the
next hand, with the game's own things on the table (Bridge's dummy and rubber sheet, Pinochle's meld and trump
box, Belote's turn-up, Whist's turn-up and sheets); a match is played to its end, and its end is said as offline."""

from __future__ import annotations

import pygame
import pytest
from conftest_ui import click, open_table, press, run_and_go_on, run_until, table_home
from test_net import Loop
from test_table_net import CODE, card_spot_of, join, remote_table

from game.engine import Card, Seat
from game.net.host import Host
from game.net.table import NetTable
from game.ui.table.scene import TableScene
from game.variants import VARIANTS

GAMES = sorted(VARIANTS)


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    yield from table_home(tmp_path, monkeypatch)


class Hosted:
    """A host of one game in this process: novices North, East and West, South for the player."""

    def __init__(self, variant_id: str, hands: int | None = None, options=None, seed: int = 5):
        self.loop = Loop()
        self.table = NetTable(variant_id, {Seat.N: "novice", Seat.E: "novice", Seat.W: "novice",
                                           Seat.S: "remote"}, seed=seed, hands=hands, code=CODE, options=options)
        self.host = Host(self.table)
        self.port = self.loop.run(self.host.start())

    def close(self) -> None:
        self.loop.run(self.host.close())
        self.loop.stop()


@pytest.fixture
def hosting():
    made: list[Hosted] = []

    def start(variant_id: str, **kwargs) -> Hosted:
        made.append(Hosted(variant_id, **kwargs))
        return made[-1]

    yield start
    for hosted in made:
        hosted.close()


def joined_table(variant_id: str, hosted: Hosted):
    """The table of ``variant_id``, Game > Join a network game, the address and the code typed: the network table."""
    app, table = open_table(variant_id)
    join(app, table, f"127.0.0.1:{hosted.port}", CODE)
    run_until(app, lambda: remote_table(app) is not None, limit=3000)
    remote = remote_table(app)
    remote.prefs.game_speed = 5
    return app, remote


def answer_the_table(app, remote: TableScene) -> None:
    """South's turn, by a real key or click: the first card allowed (Whist's "Play it?" answered Yes), else Space
    (a pass, or the table's own way on: Pinochle's meld and its steps)."""
    legal = remote.session.legal_actions()
    cards = [action for action in legal if isinstance(action, Card)]
    if cards and remote.hand.phase in ("play", "passing"):
        click(app, card_spot_of(remote, cards[0]))
        response = getattr(remote.game, "response", None)
        if response is not None and response.visible:
            click(app, response.buttons[0].rect.center)
    else:
        press(app, pygame.K_SPACE)


def on_top(app, remote: TableScene):
    """What the table shows over itself (a score card, a sheet, a box), or None."""
    return None if app.scenes.top is remote else app.scenes.top


def play_to_the_end_of_the_hand(app, remote: TableScene, limit: int = 200):
    """South answers the table until something comes up over it at the end of the hand: what came up."""
    for _ in range(limit):
        run_and_go_on(app, remote, lambda: on_top(app, remote) is not None or remote.ready_human() is not None,
                      limit=6000)
        if on_top(app, remote) is not None:
            return on_top(app, remote)
        answer_the_table(app, remote)
        run_until(app, lambda: remote.ready_human() is None or on_top(app, remote) is not None, limit=3000)
    raise AssertionError(f"the hand did not end ({remote.hand.phase})")
