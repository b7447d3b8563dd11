"""The automation probe (game/ui/probe.py) that tools/net_play.py reads: a click at the spot it gives for a move
makes that move, in the calling panel and in the hand; a box on top lists its buttons; without the variable the
window writes nothing."""

from __future__ import annotations

import json

import pytest
from conftest_ui import click, my_turn, open_table, table_home

from game.engine import Card
from game.ui.probe import PROBE_ENV, Probe

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    yield from table_home(tmp_path, monkeypatch)


def seen(app, path) -> dict:
    app.probe.last = 0.0  # look now, not at the next tenth of a second
    app.run_frames(1)
    return json.loads(path.read_text(encoding="utf-8"))


def test_a_click_at_each_spot_makes_that_move(tmp_path, monkeypatch):
    path = tmp_path / "probe.json"
    monkeypatch.setenv(PROBE_ENV, str(path))
    app, table = open_table("belote_bridgee")
    assert isinstance(app.probe, Probe)
    made = []
    while len(made) < 12 and not table.hand.done:
        my_turn(app, table)
        if app.scenes.top is not table:
            break
        facts = seen(app, path)["table"]
        assert facts["ready"] == "S" and facts["moves"], facts
        calls = [m for m in facts["moves"] if not m["card"]]
        bids = [m for m in calls if m["action"] != "pass"]
        move = (bids[0] if not made else calls[0]) if calls else facts["moves"][-1]  # a bid, then the first call
        before = len(table.hand.actions)
        for spot in move["spots"]:
            click(app, tuple(spot))
        if app.scenes.top is not table:  # "Play it without announcing?": Yes, as the probe's driver answers
            [yes] = [b for b in seen(app, path)["buttons"] if b["label"] == "Yes"]
            click(app, tuple(yes["centre"]))
        assert len(table.hand.actions) == before + 1
        assert str(table.hand.actions[before]) == move["action"]
        assert isinstance(table.hand.actions[before], Card) == move["card"]
        made.append(move)
    assert any(m["card"] for m in made) and any(not m["card"] for m in made)


def test_a_box_on_top_lists_its_buttons(tmp_path, monkeypatch):
    path = tmp_path / "probe.json"
    monkeypatch.setenv(PROBE_ENV, str(path))
    app, table = open_table("scotch_whist")
    app.message("A box for the probe.", buttons=("&Yes", "&No"))
    data = seen(app, path)
    assert data["top"] == "MessageBox"
    assert [b["label"] for b in data["buttons"]] == ["Yes", "No"]
    assert data["text"] == "A box for the probe." and data["table"]["over"] is False
    assert data["table"]["moves"] == []  # the table is under the box: nothing to click there


def test_no_variable_no_probe(monkeypatch):
    monkeypatch.delenv(PROBE_ENV, raising=False)
    app, _ = open_table("scotch_whist")
    assert app.probe is None


@pytest.mark.parametrize("variant_id", ["belote_bridgee", "belote", "bridge", "pinochle"])
def test_the_clicks_for_a_call_make_it_even_when_it_takes_several(variant_id, tmp_path, monkeypatch):
    path = tmp_path / "probe.json"
    monkeypatch.setenv(PROBE_ENV, str(path))
    app, table = open_table(variant_id)
    my_turn(app, table)
    calls = [m for m in seen(app, path)["table"]["moves"] if not m["card"]]
    assert calls
    move = max(calls, key=lambda m: (len(m["spots"]), m["action"]))  # the most clicks, the highest amount
    before = len(table.hand.actions)
    for spot in move["spots"]:
        click(app, tuple(spot))
    assert [str(a) for a in table.hand.actions[before:]] == [move["action"]]


def test_the_buttons_of_a_box_on_the_felt_are_listed(tmp_path, monkeypatch):
    """Scotch Whist's Verify cards played: the card clicked waits for Yes or No in a box on the table."""
    path = tmp_path / "probe.json"
    monkeypatch.setenv(PROBE_ENV, str(path))
    app, table = open_table("scotch_whist")
    table.prefs.verify_cards = True
    my_turn(app, table)
    move = seen(app, path)["table"]["moves"][0]
    click(app, tuple(move["spots"][0]))
    buttons = {b["label"]: b for b in seen(app, path)["buttons"]}
    assert buttons["Yes"]["enabled"] and buttons["No"]["enabled"]
    before = len(table.hand.actions)
    click(app, tuple(buttons["Yes"]["centre"]))
    assert str(table.hand.actions[before]) == move["action"]
