"""Who joins a host's game at a later hand sees the same score sheets as who played from the start: the welcome
carries the hands scored so far (each as the MatchScored event the seats were sent at its end), and RemoteMatch
builds the game's sheets from them as from the events (Bridge's rubber, the score sheet's lines of every game). A
damaged entry is said and left out. Real sockets on 127.0.0.1, the host in this process (tests/test_net.py)."""

from __future__ import annotations

import json
import time

import pytest
import test_net
from test_net import SKILL, WAIT, RecordingClient, remote_session

from game.engine import Seat
from game.engine.rng import computer_seed
from game.net.host import Host
from game.net.remote import RemoteSession
from game.net.table import NetTable
from game.variants import VARIANTS, computer_player

CODE = "QWERTY"
loop = test_net.loop  # the fixture of the host's event loop in this process


class Program:
    """A player's program at the host: its client, the RemoteSession made from the welcome and the first state (as the
    Join box makes it), and a computer that decides for it from the session's view, taking up each next hand."""

    def __init__(self, url: str, variant_id: str, seat: str, token: str = ""):
        self.client = RecordingClient(url, CODE, seat, name=f"player {seat}", token=token)
        self.client.start()
        welcome = None
        deadline = time.monotonic() + 10
        while True:
            data = self.client.get(timeout=max(0.01, deadline - time.monotonic()))
            assert data is not None and data["kind"] not in ("refused", "bye"), data
            if data["kind"] == "welcome":
                welcome = data
            elif data["kind"] == "state" and welcome is not None:
                break
        self.welcome = welcome
        self.session = RemoteSession(self.client, welcome, data)
        seat_of = self.session.seat
        self.player = computer_player(variant_id, SKILL, computer_seed(5, seat_of)) if seat_of is not None else None
        self.news: list[str] = []
        self.sent: tuple | None = None

    def step(self) -> None:
        update = self.session.poll()
        self.news += update.news
        if self.session.next_hand_ready():
            self.session.next_hand()
        seat = self.session.human_to_act()
        moment = (self.session.hand_number, len(self.session.hand.actions))
        if seat is not None and self.player is not None and moment != self.sent:
            self.sent = moment
            self.session.apply(self.player.decide(self.session.view(seat)).action)

    @property
    def done(self) -> bool:
        return self.session.game_over and not self.session.next_hand_ready() and self.session.hand.done


def play(programs, table: NetTable, until=lambda: False) -> None:
    deadline = time.monotonic() + WAIT * 2
    while not (until() or table.finished and all(p.done for p in programs)):
        assert time.monotonic() < deadline, f"the game did not end in time (hand {table.hand_number})"
        for program in programs:
            program.step()
        time.sleep(0.002)


def sheets(session) -> dict:
    """What the score sheets show: every hand's line (the score card's history, Belote's and Whist's sheets,
    Pinochle's), and the game's own sheet (Bridge's rubber: its lines and its figures above and below the line)."""
    match = session.match
    shown = {"history": match.history, "scores": match.scores}
    if match.state is not None:
        shown["state"] = match.state.to_json()
    if hasattr(match.state, "entries"):
        shown["rubber"] = (match.state.lines(), match.state.entries, match.state.games)
    return shown


def scored_events(client: RecordingClient) -> list[dict]:
    """The MatchScored events a seated player was sent, as sent."""
    return [event for text in client.texts if (data := json.loads(text))["kind"] == "state"
            for event in data["events"] if event["kind"] == "MatchScored"]


@pytest.mark.parametrize("variant_id", sorted(VARIANTS))
def test_a_friend_who_joins_again_from_a_new_program_sees_the_sheets_of_one_who_stayed(loop, variant_id):
    seats = {Seat.N: "remote", Seat.E: SKILL, Seat.S: "remote", Seat.W: SKILL}
    table = NetTable(variant_id, seats, seed=5, hands=4, code=CODE)
    host = Host(table, stand_in_after=0.05, stand_in_skill=SKILL)  # a computer plays North while the friend is away
    url = f"ws://127.0.0.1:{loop.run(host.start())}"
    north, south = Program(url, variant_id, "N"), Program(url, variant_id, "S")
    play([north, south], table, until=lambda: table.hand_number >= 3 or table.finished)
    token = north.client.token
    north.client.close()  # North's program ends after two hands
    play([south], table, until=lambda: len(table.match.history) >= 3 or table.finished)
    again = Program(url, variant_id, "N", token=token)  # ... starts again and takes North back with the kept token
    late = Program(url, variant_id, "spectator")  # and a spectator arrives
    assert len(again.session.match.history) == len(late.session.match.history) == len(table.match.history) >= 2
    assert again.welcome["scored"] == scored_events(south.client)[:len(table.match.history)]  # nothing more told
    play([again, south, late], table)
    assert sheets(again.session) == sheets(south.session) == sheets(late.session)
    assert south.session.match.history == table.match.history
    if variant_id == "bridge":
        assert south.session.match.state.lines() == table.match.state.lines()
    assert not [line for p in (again, south, late) for line in p.news if "score" in line]  # every sheet was read
    for program in (again, south, late):
        program.client.close()
    loop.run(host.close())


def played_table(variant_id: str, hands: int) -> NetTable:
    table = NetTable(variant_id, {seat: SKILL for seat in Seat}, seed=5, hands=hands, code=CODE)
    while not table.finished:
        seat = table.hand.to_act
        table.play(seat, table.decide(seat, table.hand.view(seat)).action)
    return table


def test_a_table_resumed_from_its_file_welcomes_with_the_hands_scored_before():
    table = played_table("bridge", 2)
    again = NetTable.from_saved(json.loads(json.dumps(table.saved(4718, None))))
    assert again.scored_hands() == table.scored_hands() and len(table.scored) == 2
    session = remote_session(again, json.loads(again.welcome(Seat.S)))
    assert session.match.history == table.match.history
    assert session.match.state.lines() == table.match.state.lines()


@pytest.mark.parametrize("variant_id", ["bridge", "belote", "scotch_whist"])
def test_a_damaged_scored_hand_in_the_welcome_is_said_and_left_out(variant_id):
    table = played_table(variant_id, 3)
    first, second, third = json.loads(table.welcome(Seat.S))["scored"]
    other_game = "belote" if variant_id != "belote" else "bridge"
    foreign = json.loads(played_table(other_game, 1).welcome(Seat.S))["scored"][0]
    damaged = [first,
               {"kind": "MatchScored", "result": second["result"]},  # no summary
               {**second, "summary": {**second["summary"], "points": "lots"}},
               {**second, "summary": {**second["summary"], "totals": {"X": 1}}},
               {**second, "result": foreign["result"]} if variant_id == "bridge" else {"kind": "CardPlayed"},
               {**second, "kind": "HandScored"},
               "MatchScored", 7, None,
               third]
    welcome = {**json.loads(table.welcome(Seat.S)), "scored": damaged}
    session = remote_session(table, welcome)
    assert session.match.history == [table.match.history[0], table.match.history[2]]
    news = session.poll().news
    assert len(news) == len(damaged) - 2
    assert all(line.startswith("The host's score of hand ") and line.endswith("): it is left out of the score sheets")
               for line in news)
    assert session.poll().news == []  # said once
    for welcome_scored in ({"x": 1}, "no", None):
        session = remote_session(table, {**welcome, "scored": welcome_scored})
        assert session.match.history == [] and session.poll().news == []
