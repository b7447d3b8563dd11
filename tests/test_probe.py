"""The automation probe (game/ui/probe.py) that tools/net_play.py reads: a click at the spot it gives for a move
makes that move, in the calling panel and in the hand; a box on top lists its buttons; at the viewer's turn it says
the move the table's Hint would suggest (asked as Game > Hint asks it, offline and at a network table); without the
variable the window writes nothing."""

from __future__ import annotations

import json

import pytest
from conftest_ui import click, my_turn, open_table, run_until, table_home
from test_table_net import CODE, HostInThisProcess, join, remote_table

from game.ai.player import Decision
from game.engine import Card, Seat
from game.ui.probe import PROBE_ENV, Probe
from game.ui.table import worker
from game.ui.table.session import HINT_SKILL, TableSession
from game.ui.table.words import advice_words
from game.ui.widgets.dialogs import MessageBox

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


class LastLegal:
    """A computer player that takes the last action allowed (the table's stub takes the first): which player a
    move came from shows. It notes each view it was asked about."""

    def __init__(self):
        self.asked: list = []

    def decide(self, view):
        self.asked.append(view)
        return Decision(list(view.legal)[-1], ["the test's last-legal player"])


@pytest.fixture
def hint_players(monkeypatch):
    """The worker's computers: LastLegal for the Hint's skill (the request noted: skill, seed), the stub otherwise."""
    hinter, requests = LastLegal(), []
    stub = worker.computer_player

    def player_for(variant_id, skill, seed):
        requests.append((skill, seed))
        return hinter if skill == HINT_SKILL else stub(variant_id, skill, seed)

    monkeypatch.setattr(worker, "computer_player", player_for)
    return hinter, requests


def hinted(app, path) -> dict:
    """The probe's table facts once its hint (or the reason there is none) is written."""
    facts: dict = {}

    def written() -> bool:
        facts.update(seen(app, path).get("table") or {})
        return facts.get("hint") is not None or "hint_failed" in facts

    run_until(app, written, limit=2000)
    return facts


def test_the_probe_says_the_tables_hint_and_a_click_there_makes_it(tmp_path, monkeypatch, hint_players):
    hinter, requests = hint_players
    path = tmp_path / "probe.json"
    monkeypatch.setenv(PROBE_ENV, str(path))
    app, table = open_table("scotch_whist")
    my_turn(app, table)
    facts = hinted(app, path)
    assert facts["hint"] == str(table.session.legal_actions()[-1])
    assert (HINT_SKILL, table.session.player_seed(Seat.S)) in requests  # what Game > Hint asks for South
    assert hinter.asked[-1].seat == Seat.S and hinter.asked[-1].hand == table.hand.view(Seat.S).hand
    table.ask_hint()  # the table's own Hint meanwhile: its answer is the table's, the probe's stays the probe's
    run_until(app, lambda: app.scenes.top is not table, limit=2000)
    box = app.scenes.top
    assert isinstance(box, MessageBox) and box.text.startswith(advice_words(table.session.legal_actions()[-1]))
    app.scenes.top.close()
    app.run_frames(2)
    [move] = [m for m in hinted(app, path)["moves"] if m["action"] == facts["hint"]]
    before = len(table.hand.actions)
    click(app, tuple(move["spots"][0]))
    [yes] = [b for b in seen(app, path)["buttons"] if b["label"] == "Yes"]  # Verify cards played (on by default)
    click(app, tuple(yes["centre"]))
    assert str(table.hand.actions[before]) == facts["hint"]


def test_an_answer_asked_aside_waits_for_take_and_poll_never_gives_it(hint_players):
    app, table = open_table("scotch_whist")
    my_turn(app, table)
    asked = table.worker.ask(*table.hint_request(Seat.S), aside=True)
    mine = table.worker.ask(*table.hint_request(Seat.S))
    answers: dict = {}
    run_until(app, lambda: answers.update(table.worker.poll()) or mine in answers, limit=2000)
    assert asked not in answers
    taken: list = []
    run_until(app, lambda: taken.append(table.worker.take(asked)) or taken[-1] is not None, limit=2000)
    assert taken[-1].action == table.session.legal_actions()[-1]  # the Hint's player: the last legal action
    assert table.worker.take(asked) is None  # given once


def test_at_a_network_table_the_hint_is_the_seats_own_from_its_view(tmp_path, monkeypatch, hint_players):
    hinter, requests = hint_players
    path = tmp_path / "probe.json"
    monkeypatch.setenv(PROBE_ENV, str(path))
    hosted = HostInThisProcess("belote_bridgee", Seat.S)
    try:
        app, table = open_table("belote_bridgee")
        join(app, table, f"127.0.0.1:{hosted.port}", CODE)
        run_until(app, lambda: remote_table(app) is not None, limit=3000)
        remote = remote_table(app)
        my_turn(app, remote)
        facts = hinted(app, path)
        assert facts["remote"] and facts["hint"] == str(remote.session.legal_actions()[-1])
        assert (HINT_SKILL, remote.session.player_seed(Seat.S)) in requests
        view = hinter.asked[-1]
        assert view.seat == Seat.S and list(view.hand) == list(hosted.table.hand.view(Seat.S).hand)
        [move] = [m for m in facts["moves"] if m["action"] == facts["hint"]]
        for spot in move["spots"]:
            click(app, tuple(spot))
        run_until(app, lambda: len(hosted.table.hand.actions) > len(view.history), limit=3000)
        assert str(hosted.table.hand.actions[len(view.history)]) == facts["hint"]
    finally:
        hosted.close()


def test_an_announce_is_clicked_on_its_button_on_the_felt(tmp_path, monkeypatch):
    """32 Card Bridge: South holds a third (ten, jack, queen of clubs); at its first card the announce's button shows
    on the felt, and the probe gives its spot."""
    path = tmp_path / "probe.json"
    monkeypatch.setenv(PROBE_ENV, str(path))
    app, table = open_table("belote_bridgee", TableSession("belote_bridgee", None, None, seed=1))
    while True:
        my_turn(app, table)
        moves = seen(app, path)["table"]["moves"]
        if table.hand.phase == "play":
            break
        bids = [m for m in moves if not m["card"] and m["action"] != "pass"]
        for spot in (bids or moves)[0]["spots"]:  # South bids, the stubs pass
            click(app, tuple(spot))
    [announce] = [m for m in moves if m["action"] == "announce:third"]
    assert not announce["card"] and len(announce["spots"]) == 1
    before = len(table.hand.actions)
    click(app, tuple(announce["spots"][0]))
    assert str(table.hand.actions[before]) == "announce:third"
