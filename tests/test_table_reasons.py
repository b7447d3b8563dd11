"""The reasons box at the table, driven by real pygame events (headless): a hint speaks to you, a computer's
reasons keep its own voice, and the figures of its search open behind a Details button."""

import pytest
from conftest_ui import click, open_table, run_until, table_home

from game.ai.player import Decision
from game.engine import PASS, Seat
from game.ui.table import paint
from game.ui.widgets.dialogs import MessageBox

REASON = "My partner has shown nothing, so I keep my cards to myself and pass."
FIGURE = "Over 12 deals I would make 7 tricks."


class TalkingPlayer:
    """Passes (or plays the first card allowed), with a reason in its own voice and one figure of a search."""

    def decide(self, view):
        legal = list(view.legal)
        return Decision(PASS if PASS in legal else legal[0], [REASON], [FIGURE])


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    yield from table_home(tmp_path, monkeypatch, TalkingPlayer())


def open_bridge():
    app, table = open_table("bridge", deal=5, seed=2)
    table.prefs.confirm = False
    run_until(app, lambda: table.ready_human() is not None)
    return app, table


def press_button(app, box, name):
    click(app, box.buttons[name].rect.center)


def test_the_hint_speaks_to_you_and_its_details_open_behind_a_button():
    app, table = open_bridge()
    click(app, table.bulb.rect.center)
    run_until(app, lambda: app.scenes.top is not table)
    box = app.scenes.top
    assert isinstance(box, MessageBox) and box.title == "Hint"
    assert "Your partner has shown nothing, so you keep your cards to yourself and pass." in box.text
    assert " I " not in box.text and "My " not in box.text and FIGURE not in box.text
    press_button(app, box, "details")
    details = app.scenes.top
    assert isinstance(details, MessageBox) and details is not box and details.title == "Hint: details"
    assert "Over 12 deals you would make 7 tricks." in details.text
    press_button(app, details, "ok")
    assert app.scenes.top is table


def test_a_computer_call_keeps_its_own_voice_and_shows_its_details():
    app, table = open_bridge()
    seat = next(s for s in (Seat.W, Seat.N, Seat.E) if table.shown.calls[s])
    item = next(i for i in paint.zone_items(table, seat) if i.kind == "call")
    click(app, item.rect.center)
    box = app.scenes.top
    assert isinstance(box, MessageBox) and box.title.startswith(f"Why {seat.full_name}")
    assert REASON in box.text and FIGURE not in box.text
    press_button(app, box, "details")
    details = app.scenes.top
    assert isinstance(details, MessageBox) and FIGURE in details.text
    press_button(app, details, "ok")
    assert app.scenes.top is table


def test_reasons_without_details_have_no_details_button(monkeypatch):
    monkeypatch.setattr(TalkingPlayer, "decide",
                        lambda self, view: Decision(PASS if PASS in view.legal else view.legal[0], [REASON]))
    app, table = open_bridge()
    click(app, table.bulb.rect.center)
    run_until(app, lambda: app.scenes.top is not table)
    box = app.scenes.top
    assert isinstance(box, MessageBox) and list(box.buttons) == ["ok"]


def test_a_computer_card_at_the_whist_table_shows_its_reasons_and_details():
    app, table = open_table("scotch_whist", deal=3, seed=2)
    table.prefs.confirm = False
    run_until(app, lambda: any(seat != Seat.S for seat, _ in table.shown.trick))
    seat, _ = next((s, c) for s, c in table.shown.trick if s != Seat.S)
    x, y = table.geometry.trick_spots[seat]
    click(app, (x + 6, y + 40))
    box = app.scenes.top
    assert isinstance(box, MessageBox) and box.title.startswith(f"Why {seat.full_name} played")
    assert REASON in box.text
    press_button(app, box, "details")
    assert FIGURE in app.scenes.top.text
