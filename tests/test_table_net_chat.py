"""The people at a network table (issue 18): the computers' reasons as the host sent them (a click on a computer's
call or card), the players' names at their seats and the host's news of who joins and leaves, the chat line (T,
Enter) and its history, and "Join again" after a lost connection, the hand going on to its end.

The host runs in this process on 127.0.0.1 (tests/test_net.py's Loop); another player is a NetClient driven by a
computer (test_net.Bot); the table is joined through Game > Join a network game by posted events."""

from __future__ import annotations

import json

import pygame
import pytest
from conftest_ui import choose_from_menu, click, open_table, press, run_and_go_on, run_until, table_home, type_text
from test_net import Bot, Loop
from test_table_net import CODE, card_spot_of, joined, play_to_the_score_card, remote_table, score_card

from game.engine import Card, Seat
from game.net.host import Host
from game.net.remote import LEFT_OUT
from game.net.table import NetTable
from game.ui.table import paint
from game.ui.table.net_talk import ChatDialog, ChatHistoryDialog
from game.ui.widgets.dialogs import MessageBox

GAME = "belote_bridgee"


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    yield from table_home(tmp_path, monkeypatch)


@pytest.fixture
def loop():
    running = Loop()
    yield running
    running.stop()


def host(loop, seats: dict[Seat, str]) -> tuple[NetTable, int]:
    table = NetTable(GAME, seats, seed=5, hands=1, code=CODE)
    return table, loop.run(Host(table).start())


def box_titled(app, words: str) -> MessageBox | None:
    top = app.scenes.top
    return top if isinstance(top, MessageBox) and words in top.title + top.text else None


def test_a_click_on_a_computers_call_or_card_shows_the_reasons_the_host_sent(loop):
    table, port = host(loop, {Seat.N: "novice", Seat.E: "novice", Seat.W: "novice", Seat.S: "remote"})
    app, offline = open_table(GAME)
    remote = joined(app, offline, port)
    run_and_go_on(app, remote, lambda: remote.ready_human() is not None, limit=4000)
    calls = [item for seat in (Seat.W, Seat.N, Seat.E) for item in paint.zone_items(remote, seat)
             if item.kind == "call"]
    assert calls, "a computer called before South"
    click(app, calls[0].rect.center)
    box = box_titled(app, "Why")
    assert box is not None and "not kept" not in box.text and "no reasons" not in remote.flash
    reasons = box.text
    press(app, pygame.K_RETURN)
    for _ in range(60):  # South passes and plays until a computer's card lies in the trick
        if remote.hand.phase == "play" and any(seat != Seat.S for seat, _ in remote.shown.trick):
            break
        if remote.ready_human() is not None:
            if remote.hand.phase == "play":
                card = next(a for a in remote.session.legal_actions() if isinstance(a, Card))
                click(app, card_spot_of(remote, card))
            else:
                press(app, pygame.K_SPACE)
        run_and_go_on(app, remote, lambda: remote.ready_human() is not None
                      or any(seat != Seat.S for seat, _ in remote.shown.trick), limit=4000)
    seat, card = next((seat, card) for seat, card in remote.shown.trick if seat != Seat.S)
    spot = remote.geometry.trick_spots[seat]
    click(app, (spot[0] + 8, spot[1] + 8))
    box = box_titled(app, f"Why {seat.full_name}")
    assert box is not None, remote.flash
    assert box.text != reasons and "not kept" not in box.text
    hidden = set(table.hand.hands[seat]) if hasattr(table.hand, "hands") else set()
    assert not any(c.name in box.text for c in hidden if c not in remote.hand.own.hand)  # no hidden card named
    assert LEFT_OUT not in box.text or box.text.count(".") >= 2
    remote.leave_table()


def chat_lines(bot) -> list[dict]:
    return [data for data in map(json.loads, bot.client.texts) if data["kind"] == "chat"]


def test_names_at_the_seats_news_of_who_comes_and_goes_and_a_chat_line_each_way(loop):
    table, port = host(loop, {Seat.N: "novice", Seat.E: "remote", Seat.W: "novice", Seat.S: "remote"})
    anna = Bot(f"ws://127.0.0.1:{port}", GAME, Seat.E, seed=5)
    anna.client.name = "Anna"
    anna.client.start()
    app, offline = open_table(GAME)
    app.settings.player_name = "Bea"
    remote = joined(app, offline, port)

    def until(done):
        def check():
            anna.step()
            return done()
        return check

    assert paint.seat_title(remote, Seat.E) == "Anna" and paint.seat_title(remote, Seat.S) == "Bea"
    assert paint.seat_title(remote, Seat.N) == "North"
    assert "East: Anna" in paint.information_lines(remote) and "North: Novice" in paint.information_lines(remote)
    run_until(app, until(lambda: remote.session.started), limit=3000)
    assert remote.session.waiting_words(Seat.E) == "Waiting for Anna at East to choose"  # a person: not "thinking"
    assert remote.session.waiting_words(Seat.N) is None  # a computer: "North is thinking..."

    anna.client.send_chat("Hello Bea,\x00 good luck!")
    run_until(app, until(lambda: remote.net_talk.on_felt), limit=3000)
    assert remote.net_talk.on_felt[0][0] == "Anna: Hello Bea, good luck!"

    press(app, pygame.K_t, text="t")  # T: the chat line
    dialog = app.scenes.top
    assert isinstance(dialog, ChatDialog) and dialog.line.text == ""
    type_text(app, "Hi Anna")
    press(app, pygame.K_RETURN)
    assert app.scenes.top is remote
    run_until(app, until(lambda: len(remote.net_talk.history) == 2), limit=3000)
    assert remote.net_talk.on_felt[-1][0] == "You: Hi Anna"
    run_until(app, until(lambda: any(d["text"] == "Hi Anna" and d["seat"] == "S" for d in chat_lines(anna))),
              limit=3000)

    choose_from_menu(app, remote, "Talk to the table...")  # the menu's way; a line of spaces is not sent
    type_text(app, "   ")
    click(app, app.scenes.top.buttons["send"].rect.center)
    choose_from_menu(app, remote, "Chat history...")
    history = app.scenes.top
    assert isinstance(history, ChatHistoryDialog)
    assert [line.split("  ", 1)[1] for line in history.list.items] == ["Anna: Hello Bea, good luck!",
                                                                        "You: Hi Anna"]
    press(app, pygame.K_ESCAPE)

    anna.client.drop()  # Anna's Wi-Fi drops: the host tells the table
    run_until(app, lambda: "Anna left" in remote.flash, limit=3000)
    assert remote.flash == "Anna left: East waits for Anna to join again"
    assert app.scenes.top is remote  # another player's loss is news in the status bar, not a box
    assert "East: waiting for Anna" in paint.information_lines(remote)
    assert paint.seat_title(remote, Seat.E) == "Anna (waiting)"
    assert remote.session.waiting_words(Seat.E) == "Waiting for Anna to join East again"
    anna.client.rejoin()
    run_until(app, until(lambda: "Anna joined as East" in remote.flash), limit=3000)
    assert "East: Anna" in paint.information_lines(remote)
    remote.net_talk.tick(60.0)
    assert not remote.net_talk.on_felt  # a chat line leaves the felt after a few seconds; the history keeps it
    assert len(remote.net_talk.history) == 2
    anna.client.close()
    remote.leave_table()


def test_a_lost_connection_offers_join_again_and_the_hand_goes_on_to_its_end(loop):
    table, port = host(loop, {Seat.N: "novice", Seat.E: "novice", Seat.W: "novice", Seat.S: "remote"})
    app, offline = open_table(GAME)
    remote = joined(app, offline, port)
    for _ in range(40):  # into the hand: South passes or plays until a few tricks are down
        if remote.hand.phase == "play" and len(remote.hand.actions) >= 12:
            break
        run_and_go_on(app, remote, lambda: remote.ready_human() is not None, limit=4000)
        if remote.hand.phase == "play":
            card = next(a for a in remote.session.legal_actions() if isinstance(a, Card))
            click(app, card_spot_of(remote, card))
        else:
            press(app, pygame.K_SPACE)
        run_until(app, lambda: remote.ready_human() is None, limit=3000)
    remote.session.client.drop()  # the Wi-Fi drops
    run_until(app, lambda: box_titled(app, "connection to the host is lost") is not None, limit=3000)
    box = app.scenes.top
    assert set(box.buttons) == {"join again", "close"}
    assert not table.hand.done  # the host's computers play on to South's turn, and wait for South
    click(app, box.buttons["join again"].rect.center)
    run_until(app, lambda: "back at the table" in remote.flash, limit=3000)
    assert remote.session.hand.own == table.hand.view(Seat.S)
    play_to_the_score_card(app, remote)
    assert table.finished and remote.session.match.history == table.match.history
    assert score_card(app) is not None
    remote.leave_table()


def test_join_again_when_the_host_is_gone_says_so_again_and_the_menu_offers_it(loop):
    table = NetTable(GAME, {Seat.N: "novice", Seat.E: "novice", Seat.W: "novice", Seat.S: "remote"}, seed=5,
                     hands=1, code=CODE)
    hosting = Host(table)
    port = loop.run(hosting.start())
    app, offline = open_table(GAME)
    remote = joined(app, offline, port)
    loop.run(hosting.close())  # the host closes the table
    run_until(app, lambda: box_titled(app, "connection to the host is lost") is not None, limit=3000)
    assert "the host closed the table" in app.scenes.top.text
    click(app, app.scenes.top.buttons["close"].rect.center)
    assert app.scenes.top is remote and "Join again" in remote.flash
    press(app, pygame.K_t, text="t")
    assert app.scenes.top is remote and "Join again first" in remote.flash
    choose_from_menu(app, remote, "Join again")
    run_until(app, lambda: box_titled(app, "connection to the host is lost") is not None, limit=3000)
    assert "nobody hosts a table at that address" in app.scenes.top.text
    press(app, pygame.K_ESCAPE)
    remote.leave_table()
    assert remote_table(app) is None


def test_a_spectator_watches_the_hand_to_its_end_every_hand_face_down(loop):
    table, port = host(loop, {Seat.N: "novice", Seat.E: "novice", Seat.W: "novice", Seat.S: "remote"})
    south = Bot(f"ws://127.0.0.1:{port}", GAME, Seat.S, seed=5)
    app, offline = open_table(GAME)
    choose_from_menu(app, offline, "Join a network game...")
    dialog = app.scenes.top
    type_text(app, f"127.0.0.1:{port}")
    click(app, dialog.code.rect.center)
    type_text(app, CODE)
    watch = dialog.seat.rect
    click(app, (watch.left + 30, watch.top + 4 * dialog.seat.row_height + 10))  # "Watch the game"
    assert dialog.seat.selected == 4
    click(app, dialog.buttons["join"].rect.center)
    run_until(app, lambda: remote_table(app) is not None, limit=3000)
    remote = remote_table(app)
    assert remote.session.spectator and remote.session.humans() == [] and app.settings.join_seat == "spectator"
    south.client.start()

    def watched(done):
        def check():
            south.step()
            return done()
        return check

    def a_computers_card() -> Seat | None:
        return next((seat for seat, _ in remote.shown.trick if seat != Seat.S), None)

    run_and_go_on(app, remote, watched(lambda: a_computers_card() is not None), limit=6000)
    for seat in Seat:  # no hand is known to a spectator: backs only
        assert all(not face_up for _, _, face_up in paint.hand_layout(remote, seat))
    seat = a_computers_card()
    spot = remote.geometry.trick_spots[seat]
    click(app, (spot[0] + 8, spot[1] + 8))  # a computer's card: its reasons, as the host sent them to a spectator
    assert box_titled(app, f"Why {seat.full_name}") is not None
    press(app, pygame.K_RETURN)
    press(app, pygame.K_t, text="t")
    assert app.scenes.top is remote and "only its players talk" in remote.flash
    run_and_go_on(app, remote, watched(lambda: score_card(app) is not None), limit=20000)
    assert table.finished and remote.session.match.history == table.match.history
    south.client.close()
    remote.leave_table()
