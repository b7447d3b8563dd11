"""Seats kept for their players, and a host that comes back (issue 18), over real sockets on 127.0.0.1: anyone with
the code takes a free seat, but a seat once taken goes back after a drop only to the token its player was given in the
welcome; a host killed mid-hand and started again from its file goes on with the hand, the players rejoin the same
seats with the same code, and the game ends with the record an uninterrupted one makes."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
import types

import pytest
from test_net import ROOT, SKILL, Bot, Loop, close_all, offline_records, play, start_bots
from websockets.sync.client import connect

from game.engine import Seat
from game.net.host import Host
from game.net.protocol import VERSION, message
from game.net.saved import host_file, load_host_game, save_host_game
from game.net.serve import keeper
from game.net.table import NetTable

CODE = "QWERTY"


@pytest.fixture
def loop():
    running = Loop()
    yield running
    running.stop()


def join_by_hand(port: int, seat: str, token: str = "", name: str = "stranger") -> dict:
    """One join message from a connection of its own; the host's first answer."""
    with connect(f"ws://127.0.0.1:{port}") as connection:
        connection.send(message("join", code=CODE, seat=seat, name=name, token=token))
        return json.loads(connection.recv(timeout=5))


def wait_for(condition, seconds: float = 10.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "waited too long"
        time.sleep(0.005)


def test_a_seat_once_taken_goes_back_only_to_its_token(loop):
    table = NetTable("belote", {seat: "remote" for seat in Seat}, seed=5, hands=1, code=CODE)
    host = Host(table)
    port = loop.run(host.start())
    anna = Bot(f"ws://127.0.0.1:{port}", "belote", Seat.W, seed=5)
    anna.client.name = "Anna"
    anna.client.start()
    wait_for(lambda: anna.client.token)
    welcome = next(json.loads(t) for t in anna.client.texts if json.loads(t)["kind"] == "welcome")
    assert welcome["token"] == anna.client.token == table.tokens[Seat.W]
    # the seat is taken: another program with the code is refused, with the reason
    refused = join_by_hand(port, "W")
    assert refused["kind"] == "refused" and "Anna sits West" in refused["reason"]
    # Anna's connection drops: the seat is kept for her, not for anyone with the code
    anna.client.drop()
    wait_for(lambda: Seat.W not in table.connected)
    refused = join_by_hand(port, "W", token="not-hers")
    assert refused["kind"] == "refused" and "kept for Anna" in refused["reason"]
    assert Seat.W not in table.connected
    # her program joins again with the token it kept: the same seat, the hand as it is
    anna.client.rejoin()
    wait_for(lambda: Seat.W in table.connected)
    # a free seat is anyone's with the code
    assert join_by_hand(port, "N")["kind"] == "welcome"
    loop.run(host.close())
    anna.client.close()


def test_the_hosts_own_seat_is_kept_for_the_hosts_window(loop):
    table = NetTable("belote", {seat: "remote" for seat in Seat}, code=CODE)
    token = table.keep_for_host(Seat.S)
    port = loop.run(Host(table).start())
    refused = join_by_hand(port, "S")
    assert refused["kind"] == "refused" and "the host's own seat" in refused["reason"]
    welcome = join_by_hand(port, "S", token=token, name="Host")
    assert welcome["kind"] == "welcome" and welcome["token"] == token


def test_a_token_that_is_not_a_text_is_refused(loop):
    table = NetTable("belote", {seat: "remote" for seat in Seat}, code=CODE)
    port = loop.run(Host(table).start())
    with connect(f"ws://127.0.0.1:{port}") as connection:
        connection.send(json.dumps({"v": VERSION, "kind": "join", "code": CODE, "seat": "S", "name": "", "token": 7}))
        assert "token" in json.loads(connection.recv(timeout=5))["reason"]


def test_a_table_written_and_read_back_is_the_same_game():
    table = NetTable("bridge", {Seat.N: "remote", Seat.E: SKILL, Seat.S: "remote", Seat.W: SKILL}, seed=9, code=CODE,
                     hands=2)
    table.claim(Seat.N, "")
    table.names[Seat.N] = "Anna"
    for _ in range(13):
        seat = table.hand.to_act
        table.play(seat, table.decide(seat, table.hand.view(seat)).action if seat in table.players
                   else table.hand.legal_actions()[-1])
    assert save_host_game(table, 4718, 30.0) is None
    (again, data), problem = load_host_game()
    assert problem is None and data["port"] == 4718 and data["stand_in_after"] == 30.0
    assert again.match.record() == table.match.record() and again.hand_number == table.hand_number
    assert again.tokens == table.tokens and again.names == table.names and again.code == CODE
    assert again.seats == table.seats and again.hands_to_play == 2


@pytest.mark.parametrize("damage", ["{broken", json.dumps({"format": "nope"}), "garbage"])
def test_a_damaged_host_file_is_said_and_set_aside(damage):
    host_file().parent.mkdir(parents=True, exist_ok=True)
    host_file().write_text(damage)
    found, problem = load_host_game()
    assert found is None and "set aside" in problem and not host_file().exists()


def test_a_host_file_whose_game_does_not_replay_is_set_aside():
    table = NetTable("belote", {seat: SKILL for seat in Seat}, code=CODE)
    assert save_host_game(table, 4718, None) is None
    data = json.loads(host_file().read_text())
    data["record"]["current"]["actions"] = ["not a card"]
    host_file().write_text(json.dumps(data))
    found, problem = load_host_game()
    assert found is None and "does not replay" in problem and "set aside" in problem


def crash(host: Host):
    """The host stops as a killed process does: no goodbye, the sockets cut."""
    async def cut() -> None:
        if host._computer_task is not None:
            host._computer_task.cancel()
        host.server.close()
        for connection in list(host.connections.values()):
            connection.transport.abort()
        await host.server.wait_closed()
    return cut()


def test_a_host_killed_mid_hand_and_restarted_from_its_file_finishes_with_the_same_record(loop):
    variant_id = "belote_bridgee"
    table = NetTable(variant_id, {Seat.N: "remote", Seat.E: SKILL, Seat.S: "remote", Seat.W: SKILL}, seed=5,
                     hands=2, code=CODE, wait_for_players=True)
    host = Host(table, on_change=keeper(None, print))
    port = loop.run(host.start())
    bots = start_bots(f"ws://127.0.0.1:{port}", variant_id, [Seat.N, Seat.S])
    killed: list[int] = []

    def kill_once_in_the_second_hand():
        if not killed and table.hand_number == 2 and len(table.hand.actions) >= 9:
            loop.run(crash(host))
            killed.append(len(table.hand.actions))
            raise StopIteration

    with pytest.raises(StopIteration):
        play(bots, table, until=kill_once_in_the_second_hand)
    (again, data), problem = load_host_game()
    assert problem is None and data["port"] == port
    assert again.hand_number == 2 and len(again.hand.actions) == killed[0]  # every action was kept
    host = Host(again, port=data["port"], on_change=keeper(None, print))
    loop.run(host.start())
    for bot in bots:
        bot.client.poll()  # what the first host sent before it died
        bot.decided.clear()  # a move sent as the host died was lost: decide again on the state the new host sends
        bot.client.rejoin()
    play(bots, again)
    assert again.match.records == offline_records(variant_id, SKILL, hands=2)
    assert not host_file().exists()  # the game is over: nothing left to resume
    close_all(loop, host, bots)


def test_main_serve_killed_mid_hand_resumes_with_serve_resume_and_the_player_rejoins():
    def serve(*more: str) -> subprocess.Popen:
        return subprocess.Popen([sys.executable, str(ROOT / "main.py"), "--serve", *more], cwd=ROOT,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)

    first = serve("--game", "scotch_whist", "--port", "0", "--code", CODE, "--seats", "N=novice,E=novice,W=novice",
                  "--hands", "1")
    second = None
    try:
        line = first.stdout.readline()
        port = int(re.search(r":(\d+)", line).group(1))
        bot = Bot(f"ws://127.0.0.1:{port}", "scotch_whist", Seat.S, seed=1)
        bot.client.start()
        wait_for(lambda: bot.step() or (bot.final_view is not None and len(bot.final_view.tricks) >= 3), 60)
        first.send_signal(signal.SIGKILL if hasattr(signal, "SIGKILL") else signal.SIGTERM)
        first.wait(timeout=10)
        second = serve("--resume")  # the port, the code and the seats are the saved game's
        line = second.stdout.readline()
        assert line.startswith("Resuming Scotch Whist at ") and f":{port} " in line and CODE in line, line
        bot.client.poll()
        bot.decided.clear()
        bot.client.rejoin()
        play([bot], types.SimpleNamespace(finished=True))
        assert second.wait(timeout=30) == 0
        offline = NetTable("scotch_whist", {seat: SKILL for seat in Seat}, seed=1, hands=1)
        while not offline.finished:
            seat = offline.hand.to_act
            offline.play(seat, offline.decide(seat, offline.hand.view(seat)).action)
        assert bot.final_view == offline.hand.view(Seat.S)  # the hand ended as an uninterrupted one
        bot.client.close()
    finally:
        for process in (first, second):
            if process is not None and process.poll() is None:
                process.kill()
                process.wait()


def test_serve_resume_without_a_game_to_resume_says_so():
    result = subprocess.run([sys.executable, str(ROOT / "main.py"), "--serve", "--resume"], cwd=ROOT,
                            capture_output=True, text=True, timeout=60, env={**os.environ})
    assert result.returncode == 1 and "no network game to resume" in result.stdout


def test_events_a_table_cannot_read_make_it_show_the_hand_as_the_view_has_it():
    from game.engine.view_json import view_from_json
    from game.net.remote import RemoteSession

    table = NetTable("belote", {seat: SKILL for seat in Seat}, code=CODE)
    welcome = json.loads(table.welcome(Seat.S))
    state = json.loads(table.state(Seat.S))
    state["view"] = view_from_json(state["view"])
    later = {**state, "actions": 1, "events": [{"kind": "NotAnEvent"}]}
    client = types.SimpleNamespace(poll=lambda: [later])
    update = RemoteSession(client, welcome, state).poll()
    assert update.resync and update.events == []
