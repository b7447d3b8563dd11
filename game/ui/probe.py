"""The automation probe: with ``CARD_TABLE_PROBE=<file>`` in the environment, the window writes to that file, a
few times a second, what a person at it sees and may click: the scene on top and its buttons, and at a table the
seat to act and, for each move the rules allow, the point to click for it, and the move the table's Hint would
suggest there (asked of the table's computer worker as Game > Hint asks it, written once it has come). A driver
outside the program (such as tools/net_play.py under Xvfb) reads it and clicks there with real X events, so the
window's own hit-testing decides what the click does. Nothing is ever read back; without the variable nothing is
written and nothing is asked.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

from game.engine import Card

from .widgets.base import WidgetGroup
from .widgets.controls import Button

PROBE_ENV = "CARD_TABLE_PROBE"
INTERVAL = 0.1  # seconds between two looks


class Probe:
    def __init__(self, path: Path):
        self.path = path
        self.last = 0.0
        self.written = ""
        self.hint = HintWatch()

    @classmethod
    def from_env(cls) -> Probe | None:
        path = os.environ.get(PROBE_ENV)
        return cls(Path(path)) if path else None

    def look(self, app) -> None:
        """Write what ``app`` shows now, at most every INTERVAL and only when it changed."""
        now = time.monotonic()
        if now - self.last < INTERVAL:
            return
        self.last = now
        text = json.dumps(snapshot(app, self.hint), ensure_ascii=False)
        if text == self.written:
            return
        self.written = text
        partial = self.path.with_name(self.path.name + ".part")
        try:
            partial.write_text(text, encoding="utf-8")
            os.replace(partial, self.path)  # the driver never reads half a file
        except OSError:
            pass  # a probe that cannot be written changes nothing for the person at the window


class HintWatch:
    """The table's Hint for the viewer's turn: asked once per moment of the hand, aside on the table's own worker
    (the frame loop never waits for it); the answer is kept until the hand moves on."""

    def __init__(self):
        self.moment: tuple | None = None
        self.ticket: int | None = None
        self.worker = None
        self.said: dict | None = None

    def for_turn(self, table, seat) -> dict:
        """{"hint": the move as the moves list names it, or None while the computer thinks} (+ "hint_failed")."""
        skill, seed, view = table.hint_request(seat)
        moment = (id(table), len(table.session.match.history), len(table.hand.actions), seat,
                  tuple(map(str, view.hand)), tuple(map(str, view.legal)))
        if moment != self.moment or self.worker is not table.worker:
            self.forget()
            self.moment, self.worker, self.said = moment, table.worker, None
            self.ticket = table.worker.ask(skill, seed, view, aside=True)
        if self.said is None and self.ticket is not None and (answer := table.worker.take(self.ticket)) is not None:
            self.ticket = None
            failed = getattr(answer, "action", None) is None
            self.said = {"hint": None, "hint_failed": getattr(answer, "message", "no move")} if failed \
                else {"hint": str(answer.action)}
        return self.said or {"hint": None}

    def forget(self) -> None:
        if self.worker is not None:
            self.worker.forget(self.ticket)
        self.ticket, self.moment, self.said = None, None, None


def snapshot(app, hint: HintWatch | None = None) -> dict:
    from .table.scene import TableScene  # only when probed: the title screen starts without the table

    top = app.scenes.top
    data: dict = {"frame": app.frame, "top": type(top).__name__ if top else None, "buttons": buttons_of(top),
                  "text": words_of(top)}
    table = app.scenes.find(TableScene)
    if table is not None:
        data["table"] = table_facts(table, on_top=table is top, hint=hint)
    return data


def words_of(scene) -> str:
    """What a box on top says (a message box's text, the hosting box's lines), or ""."""
    text = getattr(scene, "text", None)
    if isinstance(text, str):
        return text
    lines = getattr(scene, "lines", None)
    return "\n".join(lines()) if callable(lines) else ""


def buttons_of(scene) -> list[dict]:
    """The buttons in view on ``scene``, those inside its panels and boxes included."""
    return [{"label": button.label.replace("&", ""), "centre": list(button.rect.center), "enabled": button.enabled}
            for button in buttons_in(getattr(scene, "widgets", None) or [])]


def buttons_in(widgets):
    for widget in widgets:
        if not getattr(widget, "visible", True):
            continue
        if isinstance(widget, Button):
            yield widget
        for part in (getattr(widget, "inner", None), getattr(widget, "buttons", None)):
            if isinstance(part, (list, WidgetGroup)):
                yield from buttons_in(part)


def table_facts(table, on_top: bool, hint: HintWatch | None = None) -> dict:
    ready = table.ready_human() if on_top else None
    facts: dict = {
        "viewer": table.viewer.name if table.viewer is not None else None,  # North is Seat 0: not a truth test
        "ready": ready.name if ready is not None else None,
        "turn_end": table.turn_end,
        "phase": table.hand.phase,
        "actions": len(table.hand.actions),
        "remote": bool(getattr(table.session, "remote", False)),
        "over": bool(table.session.game_over),  # no hand follows: the match has ended, or the host stops here
        "moves": [],
    }
    if ready is not None:
        for action in table.session.legal_actions():
            spots = action_spots(table, action)
            if spots:
                facts["moves"].append({"action": str(action), "card": isinstance(action, Card), "spots": spots})
        if hint is not None and facts["moves"]:
            facts.update(hint.for_turn(table, ready))
    return facts


def action_spots(table, action) -> list[list[int]]:
    """Where to click, in order, to make ``action``: its card in the hand played from, the calling panel's buttons
    for it, or the game's own on the felt (32 Card Bridge's announces); [] if it cannot be made by clicks now."""
    from .table import paint  # as above

    if isinstance(action, Card):
        seat = table.card_seat()
        if seat is None:
            return []
        for rect, shown, _ in reversed(paint.hand_layout(table, seat)):
            if shown == action:
                return [[rect.left + 4, rect.top + 10]]  # the part of a fanned card that always shows
        return []
    buttons = table.panel.clicks_for(action) if table.panel.visible else []
    return [list(button.rect.center) for button in buttons or table.game.clicks_for(action)]
