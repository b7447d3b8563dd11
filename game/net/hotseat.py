"""Two (or more) seats of a host's table played at one keyboard: the host's own window with "a second person at this
keyboard". Each seat joins the host on a connection of its own (the host sends every seat only its own view, so the
rules of what a seat may see stay the host's), and the table shows them as an offline hotseat does: the curtain
comes down between the players.

``PairedClients`` stands where a RemoteSession's NetClient does: it hands over the first seat's messages, each of its
states with the other seats' states of the same moment (``data["others"]``), so the table moves once per action.
``HotseatSession`` is the RemoteSession of those seats: ``humans()`` are all of them, the one to act is the one whose
view has moves, and the events shown are the first seat's with what the others know (their dealt cards).
"""

from __future__ import annotations

import dataclasses
import threading
from collections import deque

from game.engine import IllegalAction, Seat
from game.engine.events import CardsPassed, Dealt

from .remote import RemoteHand, RemoteSession

STATE_KINDS = ("refused", "connection", "bye", "invalid")  # what another seat's connection says that the table hears


def moment(state: dict) -> tuple[int, int]:
    return state["hand_number"], state["actions"]


class PairedClients:
    """The NetClients of the seats at this keyboard, the first one's messages with the others' states attached."""

    def __init__(self, first, others: dict):
        self.first, self.others = first, dict(others)  # Seat -> NetClient
        self.waiting: deque[dict] = deque()  # the first seat's states, until the others' of the same moment came
        self.queues: dict[Seat, deque[dict]] = {seat: deque() for seat in self.others}
        self.latest: dict[Seat, dict] = {}  # per other seat, its latest state (a state of a moment the first missed)

    def poll(self) -> list[dict]:
        out: list[dict] = []
        for seat, client in self.others.items():
            for data in client.poll():
                if data.get("kind") == "state":
                    self.queues[seat].append(data)
                elif data.get("kind") in STATE_KINDS:
                    out.append(data)
        for data in self.first.poll():
            if data.get("kind") == "state":
                self.waiting.append(data)
            else:
                out.append(data)
        out.extend(self._paired())
        return out

    def _paired(self) -> list[dict]:
        """The first seat's states whose moment every other seat has reached, each with their states of it."""
        ready = []
        while self.waiting and all(queue and moment(queue[-1]) >= moment(self.waiting[0])
                                   for queue in self.queues.values()):
            state = self.waiting.popleft()
            others = {}
            for seat, queue in self.queues.items():
                while queue and moment(queue[0]) <= moment(state):
                    self.latest[seat] = queue.popleft()
                latest = self.latest.get(seat)
                if latest is not None and moment(latest) == moment(state):
                    others[seat] = latest
            ready.append({**state, "others": others})
        return ready

    @property
    def attempt(self) -> int:
        """The connections each seat's client made so far (they join and join again together)."""
        return min(client.attempt for client in (self.first, *self.others.values()))

    def send_for(self, seat: Seat, action: str) -> None:
        client = self.others.get(seat, self.first)
        client.send_action(action)

    def send_chat(self, text: str) -> None:
        self.first.send_chat(text)

    def rejoin(self) -> None:
        self.waiting.clear()
        for queue in self.queues.values():
            queue.clear()
        for client in (self.first, *self.others.values()):
            client.rejoin()

    def close(self) -> None:
        for client in (self.first, *self.others.values()):
            client.close()


class HotseatHand(RemoteHand):
    """The hand as the seats at this keyboard know it: each of them its own view, the others' cards unknown."""

    def __init__(self, variant, view, actions: int, start_events: list, views: dict):
        super().__init__(variant, view, actions, start_events)
        self.views = {view.seat: view, **views}  # Seat -> the view the host sent that seat

    def view(self, seat: Seat):
        return self.views[seat] if seat in self.views else super().view(seat)

    def acting(self) -> Seat | None:
        """The seat at this keyboard the host gives moves to now."""
        return next((seat for seat, view in self.views.items() if view.legal), None)

    def legal_actions(self) -> list:
        seat = self.acting()
        return list(self.views[seat].legal) if seat is not None else []

    def playing_from(self, seat: Seat) -> Seat:
        view = self.views.get(seat)
        if view is not None and view.legal and view.to_act is not None:
            return view.to_act
        return seat


class HotseatSession(RemoteSession):
    """The seats at this keyboard of a host's table (the first one's welcome and state; ``more``: the others')."""

    def __init__(self, clients: PairedClients, welcome: dict, first_state: dict, more: dict, seats=None):
        self.views = {seat: state["view"] for seat, (_, state) in more.items()}
        super().__init__(clients, welcome, {**first_state, "others": {s: st for s, (_, st) in more.items()}}, seats)
        self.local = [self.seat, *more]
        for seat in more:
            self.players[seat] = "human"

    def humans(self) -> list[Seat]:
        return list(self.local)

    def is_human(self, seat: Seat | None) -> bool:
        return seat in self.local

    def human_to_act(self) -> Seat | None:
        hand = self.hand
        seat = hand.acting() if isinstance(hand, HotseatHand) else None
        return seat if seat is not None and not self.waiting and self.started else None

    def apply(self, action, reasons=None, details=None) -> list:
        seat = self.human_to_act()
        if seat is None:
            raise IllegalAction("it is not your turn")
        self.waiting = True
        self.client.send_for(seat, str(action))
        return []

    def _new_hand(self, state: dict, start_events: list) -> RemoteHand:
        for seat, other in (state.get("others") or {}).items():
            self.views[seat] = other["view"]
        return HotseatHand(self.variant, state["view"], state["actions"], start_events, dict(self.views))

    def _events(self, state: dict) -> list:
        events = super()._events(state)
        for seat, other in (state.get("others") or {}).items():
            events = with_what_they_know(events, seat, super()._events(other))
        return events

    def close(self) -> None:
        hosting = self.hosting

        def goodbye() -> None:
            self.client.close()
            if hosting is not None:
                hosting.close()

        threading.Thread(target=goodbye, daemon=True, name="net-hotseat-close").start()


def with_what_they_know(events: list, seat: Seat, theirs: list) -> list:
    """``events`` (written for one seat) with what ``seat`` knows of the same events (``theirs``): the cards dealt to
    it, the cards passed to or by it."""
    if len(theirs) != len(events):
        return events
    out = []
    for event, their in zip(events, theirs, strict=True):
        if isinstance(event, Dealt) and isinstance(their, Dealt):
            event = dataclasses.replace(event, packets=tuple(
                (owner, their_cards if owner == seat else cards)
                for (owner, cards), (_, their_cards) in zip(event.packets, their.packets, strict=True)))
        elif isinstance(event, CardsPassed) and seat in (event.giver, event.receiver):
            event = their
        out.append(event)
    return out
