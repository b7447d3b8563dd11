"""The table and the user's files (issue 13, items 21-23), driven by real events through the app loop (headless)."""

from __future__ import annotations

import json
import threading

import pygame
import pytest
from conftest_ui import open_table, press, run_and_go_on

from game import storage


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(storage.HOME_VARIABLE, str(tmp_path))
    return tmp_path


def test_a_human_move_is_on_the_disk_before_the_next_move_is_shown(home, monkeypatch):
    app, table = open_table("belote_bridgee", deal=None, seed=3)
    table.prefs.confirm = False
    run_and_go_on(app, table, lambda: table.ready_human() is not None)
    assert table.autosaver.flush()
    held = threading.Event()
    original = storage.save_autosave

    def background_held(variant_id, record):  # a write from the background thread waits (a slow disk)
        if threading.current_thread() is not threading.main_thread():
            held.wait(10)
        original(variant_id, record)

    monkeypatch.setattr(storage, "save_autosave", background_held)
    before = len(table.hand.actions)
    try:
        press(app, pygame.K_p)  # South passes
        assert len(table.hand.actions) > before
        on_disk = json.loads((home / "autosave-belote_bridgee.json").read_text(encoding="utf-8"))
        assert on_disk["current"]["actions"][:before + 1] == [str(a) for a in table.hand.actions[:before + 1]]
    finally:
        held.set()
    assert table.autosaver.flush()
