"""The table and the user's files (issue 13, items 21-23), driven by real events through the app loop (headless)."""

from __future__ import annotations

import json
import threading

import pygame
import pytest
from conftest_ui import StubPlayer, open_table, press, run_and_go_on

from game import storage
from game.engine import Seat
from game.ui.table import worker
from game.ui.table.scorecard import ScoreCard
from game.ui.table.session import TableSession


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(storage.HOME_VARIABLE, str(tmp_path))
    return tmp_path


def test_a_human_move_is_on_the_disk_before_the_next_move_is_shown(home, monkeypatch):
    app, table = open_table("belote_bridgee", deal=None, seed=3)
    table.prefs.confirm = False
    run_and_go_on(app, table, lambda: table.ready_human() is not None)
    assert table.autosaver.flush()
    held, writing = threading.Event(), threading.Event()
    original = storage.save_autosave

    def slow_disk(variant_id, record):  # the autosave thread's write waits (a slow disk); frames go on
        writing.set()
        held.wait(10)
        original(variant_id, record)

    monkeypatch.setattr(storage, "save_autosave", slow_disk)
    before = len(table.hand.actions)
    try:
        press(app, pygame.K_p)  # South passes: the window does not wait for the disk...
        assert len(table.hand.actions) == before + 1 and writing.wait(5)
        app.run_frames(200)  # ...but no computer's move is shown while South's is not on the disk
        assert len(table.hand.actions) == before + 1
    finally:
        held.set()
    assert table.autosaver.flush()
    on_disk = json.loads((home / "autosave-belote_bridgee.json").read_text(encoding="utf-8"))
    assert on_disk["current"]["actions"][:before + 1] == [str(a) for a in table.hand.actions[:before + 1]]
    monkeypatch.setattr(storage, "save_autosave", original)
    run_and_go_on(app, table, lambda: len(table.hand.actions) > before + 1)  # then the computers go on


def test_the_score_card_shows_while_the_end_of_the_hand_is_still_being_written(home, monkeypatch):
    monkeypatch.setattr(worker, "computer_player", lambda variant_id, skill, seed: StubPlayer())  # all pass
    worker.close_shared()
    held = threading.Event()
    original = storage.save_autosave

    def slow_disk(variant_id, record):
        held.wait(10)
        original(variant_id, record)

    monkeypatch.setattr(storage, "save_autosave", slow_disk)
    computers = {seat: "novice" for seat in (Seat.N, Seat.E, Seat.S, Seat.W)}
    app, table = open_table("belote", TableSession("belote", None, computers, seed=5))
    try:
        run_and_go_on(app, table, lambda: isinstance(app.scenes.top, ScoreCard), limit=1500)
        assert not table.autosaver.flush(0)  # the passed-out hand is shown, its writes still waiting on the disk
    finally:
        held.set()
        worker.close_shared()
    assert table.autosaver.flush()
    assert storage.load_score_file("belote")[0].counts.passed_out == 1
