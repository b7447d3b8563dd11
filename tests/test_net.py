"""Network play over real sockets on 127.0.0.1 (game/net): a host and four clients whose computers decide from
the views they are sent play a hand of each game to the record the same computers make offline; no message to a
seat carries a card its view does not show; hostile messages are refused with reasons and the game still ends
right; a client dropped mid-hand joins again and the hand ends as if nothing happened."""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import random
import re
import subprocess
import sys
import threading
import time
import types
from collections import Counter
from pathlib import Path

import pytest
from websockets.sync.client import connect

from game.engine import Seat
from game.engine.card_names import card_names, unseen_names
from game.engine.cards import card
from game.engine.records import hand_from_record
from game.engine.rng import computer_seed
from game.engine.view_json import view_to_json
from game.net.client import NetClient
from game.net.host import Host, RateLimit, printable
from game.net.protocol import MAX_BYTES, VERSION, ProtocolError, message, parse
from game.net.secrecy import cards_shown, common_view, strings_in, tagged_cards, without_the_cut
from game.net.table import NetTable, Said, parse_seats
from game.variants import VARIANTS, computer_player

ROOT = Path(__file__).resolve().parent.parent
SKILL = "novice"  # the quickest computers: the network is under test, not their play
WAIT = 60.0  # seconds a whole table may take at most (a few on this machine)


class Loop:
    """An asyncio loop in a thread of its own, for the host."""

    def __init__(self):
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()

    def run(self, coroutine, timeout: float = 10.0):
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(timeout)

    def stop(self):
        self.run(self._cancel_all())
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(timeout=5)
        self.loop.close()

    @staticmethod
    async def _cancel_all():
        tasks = [task for task in asyncio.all_tasks() if task is not asyncio.current_task()]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)


@pytest.fixture
def loop():
    running = Loop()
    yield running
    running.stop()


class RecordingClient(NetClient):
    """A client that keeps every text the host sent it, as sent."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.texts: list[str] = []

    def _read(self, text):
        self.texts.append(text)
        return super()._read(text)


def host_table(loop, variant_id, seats, hands=1, seed=5, code="QWERTY"):
    table = NetTable(variant_id, seats, seed=seed, hands=hands, code=code)
    host = Host(table)
    port = loop.run(host.start())
    return table, host, f"ws://127.0.0.1:{port}"


class Bot:
    """A remote seat played by a computer that decides from the view it is sent."""

    def __init__(self, url, variant_id, seat, seed, code="QWERTY"):
        self.seat = seat
        self.client = RecordingClient(url, code, str(seat), name=f"bot {seat}")
        self.player = computer_player(variant_id, SKILL, computer_seed(seed, seat))
        self.decided: set = set()
        self.pending: tuple | None = None  # (when to send again, action) after a "too fast" refusal
        self.finished = False
        self.final_view = None
        self.refusals: list[str] = []

    def step(self):
        for data in self.client.poll():
            if data["kind"] == "state":
                self.final_view = data["view"]
                self.finished = data["finished"]
                key = (data["hand_number"], data["actions"])
                if data["view"].legal and key not in self.decided:
                    self.decided.add(key)
                    self.act(str(self.player.decide(data["view"]).action))
            elif data["kind"] == "refused":
                self.refusals.append(data["reason"])
                if "too fast" in data["reason"] and self.last_action is not None:
                    self.pending = (time.monotonic() + 0.1, self.last_action)
        if self.pending is not None and time.monotonic() >= self.pending[0]:
            action, self.pending = self.pending[1], None
            self.act(action)

    last_action: str | None = None

    def act(self, action):
        self.last_action = action
        self.client.send_action(action)


def play(bots, table, until=None):
    """Step the bots until the table's game is over and every bot has seen it; ``until()`` is asked each round."""
    deadline = time.monotonic() + WAIT
    while not (table.finished and all(bot.finished for bot in bots)):
        assert time.monotonic() < deadline, "the table did not finish in time"
        for bot in bots:
            bot.step()
        if until is not None:
            until()
        time.sleep(0.002)


def offline_records(variant_id, seats_skill, hands, seed=5):
    """The records the same computers make at a table with no network."""
    table = NetTable(variant_id, {seat: seats_skill for seat in Seat}, seed=seed, hands=hands)
    while not table.finished:
        seat = table.hand.to_act
        table.play(seat, table.decide(seat, table.hand.view(seat)).action)
    return table.match.records


def start_bots(url, variant_id, seats, seed=5):
    bots = [Bot(url, variant_id, seat, seed) for seat in seats]
    for bot in bots:
        bot.client.start()
    return bots


def close_all(loop, host, bots):
    for bot in bots:
        bot.client.close()
    loop.run(host.close())


@pytest.mark.parametrize("variant_id", sorted(VARIANTS))
def test_four_clients_play_a_hand_to_the_record_the_same_computers_make_offline(loop, variant_id):
    table, host, url = host_table(loop, variant_id, {seat: "remote" for seat in Seat})
    bots = start_bots(url, variant_id, list(Seat))
    play(bots, table)
    assert table.match.records == offline_records(variant_id, SKILL, hands=1)
    for bot in bots:
        assert bot.final_view == table.hand.view(bot.seat)
        assert bot.refusals == []
    close_all(loop, host, bots)


def cards_in(data) -> set[str]:
    """Every card a JSON message names (the tagged form: {"$card": "TH"})."""
    found = set()
    if isinstance(data, dict):
        if set(data) == {"$card"}:
            found.add(data["$card"])
        for value in data.values():
            found |= cards_in(value)
    elif isinstance(data, list):
        for value in data:
            found |= cards_in(value)
    return found


def host_views(records, seat) -> dict[tuple, dict]:
    """(hand number, actions played) -> the JSON view of ``seat`` at that point, from the hands' records (the match's
    context, its scores, is not in a hand's record: it is left out)."""
    views = {}
    for number, record in enumerate(records, 1):
        hand = hand_from_record(record, upto=0)
        views[(number, 0)] = without_context(view_to_json(hand.view(seat)))
        for count, action in enumerate(record["actions"], 1):
            hand.apply(action)
            views[(number, count)] = without_context(view_to_json(hand.view(seat)))
    return views


def without_context(view: dict) -> dict:
    assert not cards_in(view["context"])
    return {key: value for key, value in view.items() if key != "context"}


def public_cut_checked(data: dict, table: NetTable) -> dict:
    """The message without the cut for the first deal (secrecy.without_the_cut: the cards every player drew face up
    before it), once checked that what is left out is the host's cut and nothing else: the welcome's match state is
    the host's, holding the cut only; the first hand's context says the cut in words."""
    if data["kind"] == "welcome":
        state = table.match.state
        assert data["match_state"] == (None if state is None else state.to_json())
        assert set(data["match_state"] or {}) <= {"cut"}
    elif data["kind"] == "state":
        context = dict(data["view"]["context"]["$map"])
        assert "cut" not in context or context["cut"] == table.match.state.cut.text() and data["hand_number"] == 1
    return without_the_cut(data)


def names_beyond(data, seen: Counter, game: str) -> Counter:
    """The copies of cards the texts inside ``data`` name beyond ``seen`` (a reason, a score line, news)."""
    beyond: Counter = Counter()
    for text in strings_in(data):
        beyond |= unseen_names(text, seen, game)
    return beyond


@pytest.mark.parametrize("variant_id", sorted(VARIANTS))
def test_no_message_to_a_seat_names_a_card_its_view_does_not_show(loop, variant_id):
    seats = {Seat.N: "remote", Seat.E: SKILL, Seat.S: "remote", Seat.W: SKILL}
    table, host, url = host_table(loop, variant_id, seats, hands=2)
    bots = start_bots(url, variant_id, [Seat.N, Seat.S])
    play(bots, table)
    for bot in bots:
        views = host_views(table.match.records, bot.seat)
        seen: Counter = Counter()  # the cards (with copies) this seat's views showed so far in the hand
        hand_number, states, reasons = 1, 0, 0
        for text in bot.client.texts:
            data = json.loads(text)
            if data["kind"] == "state":
                if data["hand_number"] != hand_number:
                    hand_number, seen = data["hand_number"], Counter()
                at = (data["hand_number"], data["actions"])
                assert without_context(data["view"]) == views[at]  # exactly hand.view(seat)
                seen |= cards_shown(data["view"])
                tagged = Counter({card(t): n for event in data["events"] for t, n in tagged_cards(event).items()})
                assert not tagged - seen, f"{bot.seat} was sent {tagged - seen} before its view showed them"
                reasons += sum(len(one["lines"]) for one in data.get("reasons", ()))
                states += 1
            else:
                assert not cards_in(data), data
            beyond = names_beyond(public_cut_checked(data, table), seen, variant_id)
            assert not beyond, f"{bot.seat} was sent words naming {beyond} before its view showed them: {text[:300]}"
        assert states > 20 and reasons > 10
    close_all(loop, host, bots)


def test_a_reason_that_names_a_hidden_card_is_left_out_for_the_seats_that_have_not_seen_it():
    variant = VARIANTS["pinochle"]
    hand = variant.new_hand(variant.default_options(), dealer=Seat.N, deal_number=3)
    east_card = next(c for c in hand.hands[Seat.E] if c not in hand.hands[Seat.S])
    south_view = view_to_json(hand.view(Seat.S))
    said = Said(Seat.E, 0, [f"I hold the {east_card.name}.", "I bid 50: my side should make about 60."])
    assert said.for_view(south_view, "pinochle") == {"seat": "E", "index": 0, "left_out": 1,
                                                      "lines": ["I bid 50: my side should make about 60."]}
    east_view = view_to_json(hand.view(Seat.E))
    assert said.for_view(east_view, "pinochle")["left_out"] == 0
    copies = cards_shown(east_view)[east_card]
    assert unseen_names(f"I hold {['', 'one', 'two', 'three', 'four'][copies + 1]} {east_card.name}s"
                        .replace(f"{east_card.name}s", plural_name(east_card)), Counter(cards_shown(east_view)))


def plural_name(c) -> str:
    rank, _, suit = c.name.partition(" of ")
    return f"{'sixes' if rank == 'six' else rank + 's'} of {suit}"


def test_card_names_are_found_in_every_notation_of_the_games_words():
    named = {
        "I play the ten of hearts.": {"TH": 1},
        "I announce a third: the ten, nine and eight of clubs score 20 points.": {"TC": 1, "9C": 1, "8C": 1},
        "I announce four of a kind: four jacks score 200 points.": {f"J{s}": 1 for s in "SHDC"},
        "a spade third to the ten (20)": {"TS": 1, "9S": 1, "8S": 1},
        "K♥, 10♠ and TD": {"KH": 1, "TS": 1, "TD": 1},
        "two aces of spades and the king of hearts": {"AS": 2, "KH": 1},
        "Double pinochle": {"QS": 2, "JD": 2},
        "Run in hearts": {f"{r}H": 1 for r in "ATKQJ"},
        "My partner's opening 51 shows aces around.": {f"A{s}": 1 for s in "SHDC"},
        "I pass: two spades without the jack, nine or ace and the Belote.": {"KS": 1, "QS": 1},
        "I hold two outside aces; 80 Clubs is doubled. Double-Deck Pinochle": {},
    }
    for text, cards in named.items():
        assert {str(c): n for c, n in card_names(text).items()} == cards, text
    assert not card_names("I bid 2♦ over 1S.", "bridge") and card_names("I bid 2♦ over 1S.", "belote")


def seen_by_every_seat(views: dict[Seat, dict]) -> dict[tuple, Counter]:
    """(hand number, actions played) -> the cards (with copies) every seat's view (``host_views``) showed so far in
    the hand."""
    seen: dict[tuple, Counter] = {}
    for at in sorted(views[Seat.N]):
        now = Counter(cards_shown(views[Seat.N][at]))
        for seat in Seat:
            now &= cards_shown(views[seat][at])
        seen[at] = now | seen.get((at[0], at[1] - 1), Counter())
    return seen


@pytest.mark.parametrize("variant_id", sorted(VARIANTS))
def test_a_spectator_is_told_only_what_every_seat_sees_and_cannot_act(loop, variant_id):
    seats = {Seat.N: "remote", Seat.E: SKILL, Seat.S: "remote", Seat.W: SKILL}
    table, host, url = host_table(loop, variant_id, seats, hands=2)
    spectator = RecordingClient(url, "QWERTY", "spectator", name="Sam")
    spectator.start()
    assert spectator.get(timeout=10)["status"] == "connected"
    welcome = spectator.get(timeout=10)
    assert welcome["kind"] == "welcome" and welcome["seat"] == "spectator"
    spectator.send_action(str(table.hand.legal_actions()[0]))
    spectator.send_chat("psst")
    bots = start_bots(url, variant_id, [Seat.N, Seat.S])
    play(bots, table)
    while len([d for d in spectator.poll() if d["kind"] == "refused"]) < 2:
        time.sleep(0.01)
    views = {seat: host_views(table.match.records, seat) for seat in Seat}
    seen = seen_by_every_seat(views)
    states = 0
    hand_seen: Counter = Counter()
    for text in spectator.texts:
        data = json.loads(text)
        if data["kind"] == "state":
            at = (data["hand_number"], data["actions"])
            hand_seen = seen[at]
            assert without_context(data["view"]) == common_view([views[seat][at] for seat in Seat])
            assert data["view"]["hand"] == {"$tuple": []} and data["view"]["legal"] == {"$tuple": []}
            shown = cards_shown(data["view"]) | Counter({card(t): n for event in data["events"]
                                                         for t, n in tagged_cards(event).items()})
            assert not shown - hand_seen, f"the spectator was sent {shown - hand_seen}, which not every seat saw"
            states += 1
        beyond = names_beyond(public_cut_checked(data, table), hand_seen, variant_id)
        assert not beyond, f"the spectator was sent words naming {beyond}: {text[:300]}"
        assert data["kind"] != "chat"  # its own line was refused, not relayed
    assert states > 20 and table.match.records == offline_records(variant_id, SKILL, hands=2)
    assert sum("a spectator watches" in reason for reason in host.refusals) == 2
    spectator.close()
    close_all(loop, host, bots)


HOSTILE_TEXTS = [
    ("{not json", "not valid JSON"),
    ("x" * (MAX_BYTES + 1), "too long"),
    ("[1, 2]", "not a JSON object"),
    (json.dumps({"v": VERSION, "kind": "shuffle"}), "not a kind of message"),
    (json.dumps({"v": VERSION, "kind": "action"}), "needs its action"),
    (json.dumps({"v": VERSION, "kind": "action", "action": 7}), "must be a text"),
    (json.dumps({"v": VERSION + 1, "kind": "chat", "text": "hi"}), "newer"),
    (json.dumps({"kind": "chat", "text": "hi"}), "no protocol version"),
    (message("action", action="__import__('os')"), ""),  # not a card nor a call: its reason is the engine's
    (message("join", code="QWERTY", seat="S", name="again"), "already joined"),
]


def test_hostile_messages_are_refused_with_reasons_and_the_game_still_ends_right(loop):
    variant_id = "belote"
    table, host, url = host_table(loop, variant_id, {seat: "remote" for seat in Seat})
    # before the players: joins that are refused, each with its reason
    port = url.rsplit(":", 1)[1]
    with connect(f"ws://127.0.0.1:{port}") as stranger:
        for text, reason in [(message("join", code="AAAAAA", seat="S", name=""), "not this table's"),
                             (json.dumps({"v": 0, "kind": "join", "code": "QWERTY", "seat": "S", "name": ""}),
                              "older"),
                             (message("action", action="JS"), "join the table first")]:
            stranger.send(text)
            assert reason in json.loads(stranger.recv(timeout=5))["reason"]
        assert json.loads(stranger.recv(timeout=5))["kind"] == "bye"  # three failed joins: closed
    bots = start_bots(url, variant_id, list(Seat))
    south, north = bots[2], bots[0]
    while not all(bot.client.texts for bot in bots):  # all joined; nobody plays before the bots are stepped
        time.sleep(0.002)
    for text, _ in HOSTILE_TEXTS:
        south.client.send_raw(text)
    not_to_act = next(bot for bot in bots if bot.seat != table.hand.to_act)
    not_to_act.client.send_action(str(table.hand.legal_actions()[0]))  # a legal action of the seat to act
    for _ in range(150):
        north.client.send_chat("flood")
    play(bots, table)
    refusals = "\n".join(host.refusals)
    for _, reason in HOSTILE_TEXTS:
        assert reason in refusals
    assert len(host.refusals) >= len(HOSTILE_TEXTS) + 3
    assert "turn" in refusals  # the action of the seat to act, sent by another seat
    assert "too fast" in refusals  # the flood
    assert table.match.records == offline_records(variant_id, SKILL, hands=1)
    close_all(loop, host, bots)


def test_a_client_dropped_mid_hand_joins_again_and_the_hand_ends_as_if_nothing_happened(loop):
    variant_id = "bridge"
    table, host, url = host_table(loop, variant_id, {seat: "remote" for seat in Seat})
    bots = start_bots(url, variant_id, list(Seat))
    east = bots[1]
    dropped = []

    def drop_once_mid_hand():
        if not dropped and len(table.hand.actions) >= 20:
            dropped.append(len(table.hand.actions))
            east.client.drop()
            while Seat.E in table.connected:  # the host sees the seat empty
                time.sleep(0.002)
            east.client.rejoin()
            east.decided.clear()  # an action sent as the connection fell may be lost: decide again

    play(bots, table, until=drop_once_mid_hand)
    assert dropped and dropped[0] < len(table.hand.actions)
    assert table.match.records == offline_records(variant_id, SKILL, hands=1)
    assert east.final_view == table.hand.view(Seat.E)
    close_all(loop, host, bots)


def test_a_message_is_parsed_strictly():
    assert parse(message("chat", text="hello"))["text"] == "hello"
    with pytest.raises(ProtocolError, match="true or false|a text"):
        parse(json.dumps({"v": VERSION, "kind": "chat", "text": True}))
    with pytest.raises(ProtocolError, match="older"):
        parse(json.dumps({"v": 0, "kind": "bye"}))


def test_the_rate_limit_lets_a_burst_through_then_the_rate():
    now = [0.0]
    limit = RateLimit(rate=10, burst=5, clock=lambda: now[0])
    assert [limit.allow() for _ in range(6)] == [True] * 5 + [False]
    now[0] += 0.1
    assert limit.allow() and not limit.allow()


def test_seats_are_written_seat_equals_kind():
    assert parse_seats("N=remote, e=Expert") == {Seat.N: "remote", Seat.E: "expert"}
    with pytest.raises(ValueError, match="SEAT=KIND"):
        parse_seats("X=human")


def test_a_client_told_nobody_hosts_there_says_so():
    client = NetClient("ws://127.0.0.1:9", "QWERTY", "S")
    client.start()
    data = client.get(timeout=10)
    assert data["kind"] == "connection" and data["status"] == "lost" and "nobody hosts" in data["reason"]
    client.close()



def test_main_serve_hosts_a_table_without_a_window_until_its_hands_are_played():
    command = [sys.executable, str(ROOT / "main.py"), "--serve", "--game", "scotch_whist", "--port", "0",
               "--code", "qwe rty", "--seats", "N=novice,E=novice,W=novice", "--hands", "1"]
    server = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        first = server.stdout.readline()
        assert first.startswith("Hosting Scotch Whist at ") and "with the code QWERTY" in first, first
        port = int(re.search(r":(\d+)", first).group(1))  # the computer's addresses (loopback when it has no other)
        assert "Seats for players: South" in server.stdout.readline()
        table = types.SimpleNamespace(finished=True)  # the host is in the other process: its bot says when
        bot = Bot(f"ws://127.0.0.1:{port}", "scotch_whist", Seat.S, seed=1)
        bot.client.start()
        play([bot], table)
        assert server.wait(timeout=30) == 0
        assert "The host played the one hand it was set to and stops here" in server.stdout.read()
        bot.client.close()
    finally:
        if server.poll() is None:
            server.kill()
            server.wait()


def test_a_join_from_a_program_of_another_version_is_refused_with_which_is_older(loop):
    """Version 2 added fields a version 1 program would misread (the welcome's hands and match state, the state's
    over): its join is refused with words that say which program to update, and the table goes on waiting."""
    table, host, url = host_table(loop, "bridge", {seat: "remote" for seat in Seat})
    for version, words in ((VERSION - 1, "older"), (VERSION + 1, "newer")):
        with connect(url) as connection:
            connection.send(json.dumps({"v": version, "kind": "join", "code": "QWERTY", "seat": "S", "name": "old"}))
            answer = json.loads(connection.recv(timeout=5))
        assert answer["kind"] == "refused" and answer["reason"] == (
            f"your program is {words} than the host's (network game version {version}, the host's is {VERSION}): "
            f"play with the same version of the program")
    assert not table.connected and Seat.S not in table.tokens
    loop.run(host.close())


@pytest.mark.parametrize("variant_id", ["bridge", "scotch_whist"])
def test_the_welcome_brings_the_hosts_cut_for_the_first_deal_to_the_remote_sheet(variant_id):
    table = NetTable(variant_id, {seat: SKILL for seat in Seat}, code="QWERTY", hands=4)
    session = remote_session(table, json.loads(table.welcome(Seat.S)))
    cut = table.match.state.cut
    assert cut is not None and session.match.state.cut == cut and session.match.hands == 4
    assert session.match.state.to_json() == table.match.state.to_json()
    if variant_id == "bridge":  # the rubber sheet in words, as offline: the cut first
        assert session.match.state.lines()[0] == cut.text() and cut.text().startswith("Cut for the deal: ")
    assert session.poll().news == []


DAMAGED_STATES = [{"cut": {"N": "AS", "E": "AS", "S": "KD", "W": "2C"}}, {"cut": [{"N": "ZZ"}]}, {"cut": 7}, "cut",
                  [1, 2], {"cut": {"N": {"$card": "AS"}}}, {"cut": [[]] * 3}]


@pytest.mark.parametrize("damaged", DAMAGED_STATES)
@pytest.mark.parametrize("variant_id", ["bridge", "scotch_whist"])
def test_a_match_state_the_games_save_loader_refuses_is_said_and_left_out(variant_id, damaged):
    table = NetTable(variant_id, {seat: SKILL for seat in Seat}, code="QWERTY")
    welcome = {**json.loads(table.welcome(Seat.S)), "match_state": damaged}
    session = remote_session(table, welcome)
    assert session.match.state.cut is None and session.match.state.to_json() == {"cut": None}
    [news] = session.poll().news
    assert news.startswith("The host's score sheet could not be read (") and news.endswith("): it is left out")
    assert session.poll().news == []  # said once


def test_a_game_without_a_match_state_is_welcomed_without_one():
    table = NetTable("pinochle", {seat: SKILL for seat in Seat}, code="QWERTY")
    welcome = json.loads(table.welcome(Seat.S))
    assert welcome["match_state"] is None and welcome["hands"] is None
    session = remote_session(table, welcome)
    assert session.match.state is None and session.match.hands is None and session.poll().news == []


def remote_session(table: NetTable, welcome: dict):
    """South's RemoteSession at ``table`` from ``welcome`` and the host's state, with a client that brings nothing."""
    from game.engine.view_json import view_from_json
    from game.net.remote import RemoteSession

    state = json.loads(table.state(Seat.S))
    state["view"] = view_from_json(state["view"])
    return RemoteSession(types.SimpleNamespace(poll=list), welcome, state)


def fuzz_texts(rng, count):
    """Random and hostile messages: broken JSON, wrong shapes, every kind with fields of any type, cards and calls
    (some of them legal now and then), long and odd texts."""
    values = [None, True, 0, -1, 2**70, 1.5, "", "AS", "TH", "pass", "80S", "take", "1NT", "x" * 300, [], {}, ["AS"],
              {"$card": "AS"}, "\u0000\u202e", "S", "N"]
    kinds = ["join", "action", "chat", "state", "welcome", "", None, 5]  # not bye: it is a real goodbye
    texts = []
    for _ in range(count):
        roll = rng.random()
        if roll < 0.1:
            texts.append(rng.choice(["{", "[]", "null", "\"action\"", "{\"v\":1,", "\xff\xfe", "1e999999"]))
        elif roll < 0.2:
            texts.append(json.dumps({"v": rng.choice([0, 1, 2, "1", None]), "kind": "action", "action": "AS"}))
        else:
            data = {"v": VERSION, "kind": rng.choice(kinds)}
            for name in rng.sample(["action", "text", "code", "seat", "name", "extra"], rng.randint(0, 4)):
                data[name] = rng.choice(values)
            texts.append(json.dumps(data))
    return texts


def test_a_fuzzer_sending_thousands_of_messages_during_a_game_harms_nothing(loop):
    variant_id = "belote_bridgee"
    table = NetTable(variant_id, {seat: "remote" for seat in Seat}, seed=5, hands=1, code="QWERTY")
    host = Host(table, rate=1e6, burst=1e6)  # no rate limit: every message reaches the checks
    url = f"ws://127.0.0.1:{loop.run(host.start())}"
    bots = start_bots(url, variant_id, list(Seat))
    texts = iter(fuzz_texts(random.Random(18), 2000))

    def fuzz():
        for text in itertools.islice(texts, 40):
            bots[2].client.send_raw(text)

    play(bots, table, until=fuzz)
    assert len(host.refusals) > 1000
    for bot in bots:
        assert bot.final_view == table.hand.view(bot.seat)  # every player in step with the host
    assert [len(hand_from_record(record).actions) for record in table.match.records] == [len(table.hand.actions)]
    close_all(loop, host, bots)


def test_a_computer_plays_for_a_player_who_is_away_until_the_player_is_back(loop):
    variant_id = "belote"
    table = NetTable(variant_id, {seat: "remote" for seat in Seat}, seed=5, hands=1, code="QWERTY")
    host = Host(table, stand_in_after=0.05, stand_in_skill=SKILL)
    url = f"ws://127.0.0.1:{loop.run(host.start())}"
    bots = start_bots(url, variant_id, list(Seat))
    south = bots[2]
    away = []

    def leave_once():
        if not away and len(table.hand.actions) >= 8:
            away.append(len(table.hand.actions))
            south.client.drop()
            south.client.poll()  # what came before the drop (a state not yet read would make South unfinished again)
            south.finished = True  # the others play on: South's seat is the computer's until the end

    play(bots, table, until=leave_once)
    assert away and Seat.S in table.stand_ins
    assert table.match.records == offline_records(variant_id, SKILL, hands=1)  # the same skill and seed as South's
    south.client.rejoin()
    south.finished = False
    deadline = time.monotonic() + 10
    while not south.finished and time.monotonic() < deadline:
        south.step()
        time.sleep(0.002)
    assert south.final_view == table.hand.view(Seat.S) and Seat.S not in table.stand_ins
    close_all(loop, host, bots)


def test_names_and_chat_lines_keep_one_line_of_printable_characters():
    assert printable("Ann\x00\n  Lee\u202e", 16) == "Ann Lee"
    assert printable("x" * 300, 200) == "x" * 200


def test_a_client_closed_twice_is_closed_once(loop):
    table, host, url = host_table(loop, "belote", {seat: "remote" for seat in Seat})
    client = NetClient(url, "QWERTY", "S")
    client.start()
    assert client.get(timeout=10)["status"] == "connected"
    assert client.get(timeout=10)["kind"] == "welcome"
    client.close()
    client.close()
    loop.run(host.close())


def test_connections_that_never_join_are_capped_and_the_table_still_fills(loop):
    table, host, url = host_table(loop, "belote", {seat: "remote" for seat in Seat})
    host.max_waiting = 3
    with contextlib.ExitStack() as idle:
        first = idle.enter_context(connect(url))  # three sockets that say nothing
        for _ in range(2):
            idle.enter_context(connect(url))
        with connect(url) as one_more:
            assert "too many connections are waiting" in json.loads(one_more.recv(timeout=5))["reason"]
        first.close()
        deadline = time.monotonic() + 10
        while host.waiting >= 3 and time.monotonic() < deadline:
            time.sleep(0.002)
        bots = start_bots(url, "belote", [Seat.N])  # a place was freed: a player joins as usual
        assert bots[0].client.get(timeout=10)["status"] == "connected"
        assert bots[0].client.get(timeout=10)["kind"] == "welcome"
        close_all(loop, host, bots)
