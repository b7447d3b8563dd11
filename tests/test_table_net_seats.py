"""Game > Seats at this table and the Seats... button of the waiting box (the host's window): a computer plays a
friend's seat (a friend who never comes: the game starts without them), a seat is freed for someone else to join
(the old token no longer holds it, and its player is told why), a seat a computer took is given back to its friend;
every player is told; a resumed host keeps the choices. The window closed at the hosted table asks first. By posted
real events over real sockets on 127.0.0.1."""

from __future__ import annotations

import json

import pygame
import pytest
import test_table_net_host
from conftest_ui import choose_from_menu, click, open_table, press, run_until, table_home
from test_net import Bot
from test_table_net_host import free_port, friend, host_with_two_friends, join, remote_table, table_with_anna_and_ben

from game.engine import Seat
from game.net.protocol import ProtocolError
from game.net.table import COMPUTER, FREE, GIVE_BACK, NetTable
from game.ui.table import paint
from game.ui.table.net_host import QUIT_HOSTED
from game.ui.table.net_seats import CHANGE_LABELS, SeatsDialog
from game.ui.widgets.dialogs import MessageBox

friends = test_table_net_host.friends  # the fixture of the friends' programs (closed at a test's end)


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    yield from table_home(tmp_path, monkeypatch)


def seats_dialog(app) -> SeatsDialog:
    dialog = app.scenes.top
    assert isinstance(dialog, SeatsDialog), type(dialog).__name__
    run_until(app, lambda: bool(dialog.info), limit=3000)
    return dialog


def row(dialog: SeatsDialog, seat: Seat) -> str:
    return dialog.seat_list.options[list(Seat).index(seat)]


def change(app, dialog: SeatsDialog, seat: Seat, what: str, skill: int | None = None) -> None:
    """The seat's row, the choice ``what`` (and the skill) and Apply clicked; waits for the host's answer."""
    click(app, dialog.seat_list.row_rect(list(Seat).index(seat)).center)
    click(app, dialog.changes.row_rect(dialog.changes.options.index(CHANGE_LABELS[what])).center)
    if skill is not None:
        click(app, dialog.skill.row_rect(skill).center)
    click(app, dialog.buttons["apply"].rect.center)
    run_until(app, lambda: dialog.changing is None and dialog.said != "Asking the host...", limit=3000)


def news_heard(bot: Bot) -> list[str]:
    bot.step()
    return [data["news"] for data in map(json.loads, bot.client.texts) if data["kind"] == "seats" and "news" in data]


def byes(bot: Bot) -> list[str]:
    return [data["reason"] for data in map(json.loads, bot.client.texts) if data["kind"] == "bye"]


def test_a_friend_who_never_comes_is_replaced_by_a_computer_from_the_waiting_box(friends):
    app, table = open_table("belote_bridgee")
    port = free_port()
    box = host_with_two_friends(app, table, port)
    anna = friend(friends, port, Seat.W, "Anna")
    join(anna, box.runner.table.code)
    run_until(app, lambda: (box.seats.get("W") or {}).get("connected"), limit=3000)
    click(app, box.buttons["seats..."].rect.center)
    dialog = seats_dialog(app)
    assert row(dialog, Seat.S) == "South: you" and row(dialog, Seat.N) == "North: a computer (Novice)"
    assert row(dialog, Seat.W) == "West: Anna"
    assert row(dialog, Seat.E) == "East: nobody yet (waiting for a friend to join)"
    click(app, dialog.seat_list.row_rect(list(Seat).index(Seat.N)).center)  # a computer's seat: nothing to change
    assert not dialog.changes.visible and not dialog.buttons["apply"].enabled and "from the start" in dialog.note()
    change(app, dialog, Seat.E, COMPUTER, skill=2)
    assert dialog.said == "You let a computer (Expert) play East."
    run_until(app, lambda: row(dialog, Seat.E) == "East: a computer (Expert) in a friend's place", limit=3000)
    click(app, dialog.buttons["close"].rect.center)
    run_until(app, lambda: remote_table(app) is not None, limit=3000)  # every seat is taken: the game starts
    host = remote_table(app)
    assert host.session.kind(Seat.E) == "expert" and paint.seat_title(host, Seat.E) == "East"
    run_until(app, lambda: "The host let a computer (Expert) play East" in news_heard(anna), limit=3000)
    host.leave_table(asked=True)


def test_a_freed_seat_sends_its_friend_away_takes_a_new_player_then_refuses_the_old_token(friends):
    """Freed, the seat is anybody's: Cleo takes it, and Anna's program, which comes back with the token of the seat the
    host freed, is refused while Cleo holds it; freed again, it takes Anna back as a new player, with a new token."""
    app, _, box, host, anna, ben = table_with_anna_and_ben(friends)
    code, port = box.runner.table.code, box.port
    choose_from_menu(app, host, "Seats at this table...")
    dialog = seats_dialog(app)
    assert row(dialog, Seat.W) == "West: Anna"
    change(app, dialog, Seat.W, FREE)
    run_until(app, lambda: row(dialog, Seat.W) == "West: nobody yet (waiting for a friend to join)", limit=3000)
    click(app, dialog.buttons["close"].rect.center)
    run_until(app, lambda: "You freed West for someone else to join" in host.flash, limit=3000)
    run_until(app, lambda: "The host freed West for someone else to join" in news_heard(ben), limit=3000)
    run_until(app, lambda: (anna.step(), byes(anna))[1], limit=3000)
    assert byes(anna) == ["the host freed West for someone else to join"]
    old_token = anna.client.token
    cleo = friend(friends, port, Seat.W, "Cleo")  # a new player with the code takes the seat
    join(cleo, code)
    run_until(app, lambda: paint.seat_title(host, Seat.W) == "Cleo", limit=3000)
    anna.client.rejoin()  # her program comes back with the token of the seat the host freed: Cleo's now
    run_until(app, lambda: (anna.step(), anna.refusals)[1], limit=3000)
    assert "the host freed West for someone else to join, and another player has taken it" in anna.refusals[0]
    choose_from_menu(app, host, "Seats at this table...")
    dialog = seats_dialog(app)
    change(app, dialog, Seat.W, FREE)  # freed again, and still free when Anna's program joins again
    click(app, dialog.buttons["close"].rect.center)
    run_until(app, lambda: paint.seat_title(host, Seat.W) != "Cleo", limit=3000)
    anna.client.rejoin()
    run_until(app, lambda: paint.seat_title(host, Seat.W) == "Anna", limit=3000)
    assert anna.client.token not in ("", old_token) and len(anna.refusals) == 1  # a new player, with a new token
    host.leave_table(asked=True)


def test_a_seat_a_computer_took_from_a_friend_is_given_back_and_the_friend_rejoins(friends):
    app, _, box, host, anna, ben = table_with_anna_and_ben(friends)
    choose_from_menu(app, host, "Seats at this table...")
    dialog = seats_dialog(app)
    change(app, dialog, Seat.W, COMPUTER)
    run_until(app, lambda: row(dialog, Seat.W) == "West: a computer (Advanced) in Anna's place", limit=3000)
    assert dialog.changes.options == [CHANGE_LABELS[GIVE_BACK], CHANGE_LABELS[COMPUTER], CHANGE_LABELS[FREE]]
    assert dialog.chosen_change() == COMPUTER  # still the change made: a second Apply does not give the seat back
    run_until(app, lambda: (anna.step(), byes(anna))[1], limit=3000)
    anna.client.rejoin()
    run_until(app, lambda: (anna.step(), anna.refusals)[1], limit=3000)
    assert "let a computer play West in your place" in anna.refusals[0]
    change(app, dialog, Seat.W, GIVE_BACK)
    run_until(app, lambda: row(dialog, Seat.W) == "West: Anna (away)", limit=3000)
    click(app, dialog.buttons["close"].rect.center)
    assert host.session.kind(Seat.W) == "remote"
    anna.client.rejoin()  # the same token holds the seat again
    run_until(app, lambda: paint.seat_title(host, Seat.W) == "Anna", limit=3000)
    host.leave_table(asked=True)


def test_a_resumed_host_keeps_the_seats_given_to_computers_and_the_freed_tokens():
    table = NetTable("belote_bridgee", {Seat.N: "novice", Seat.E: "remote", Seat.S: "remote", Seat.W: "remote"},
                     seed=3, wait_for_players=True)
    table.keep_for_host(Seat.S)
    anna, ben = table.claim(Seat.W, ""), table.claim(Seat.E, "")
    table.names.update({Seat.W: "Anna", Seat.E: "Ben"})
    assert table.change_seat(Seat.E, COMPUTER, "expert") == "The host let a computer (Expert) play East"
    assert table.change_seat(Seat.W, FREE) == "The host freed West for someone else to join"
    with pytest.raises(ValueError, match="your own window"):
        table.change_seat(Seat.S, FREE)
    with pytest.raises(ValueError, match="from the start"):
        table.change_seat(Seat.N, COMPUTER, "expert")
    again = NetTable.from_saved(json.loads(json.dumps(table.saved(4718, None))))
    assert again.seats[Seat.E] == "expert" and again.friends_seats == {Seat.E} and Seat.E in again.players
    still_free = NetTable.from_saved(json.loads(json.dumps(table.saved(4718, None))))
    assert still_free.claim(Seat.W, anna) not in (anna, "")  # the seat is free: Anna takes it as a new player
    assert again.claim(Seat.W, "") not in (anna, "")  # a new player takes it
    with pytest.raises(ProtocolError, match="freed West for someone else to join, and another player has taken it"):
        again.claim(Seat.W, anna)  # ... and holds it: Anna's old token is refused
    assert "Ben" in again.change_seat(Seat.E, GIVE_BACK) and again.claim(Seat.E, ben) == ben


def test_closing_the_window_at_the_hosted_table_asks_first_and_the_friends_are_told(friends):
    """The window's close button (pygame QUIT) and Alt+F4 at the table this window hosts ask as Close table does;
    Cancel keeps the table, Quit stops the host (the friends are told) and the program."""
    app, _, box, host, anna, ben = table_with_anna_and_ben(friends)
    app.run_frames(1, [pygame.event.Event(pygame.QUIT)])
    question = app.scenes.top
    assert isinstance(question, MessageBox) and question.text == QUIT_HOSTED and app.running
    app.run_frames(1, [pygame.event.Event(pygame.QUIT)])  # pressed again: still the one question
    assert app.scenes.top is question and app.running
    click(app, question.buttons["cancel"].rect.center)
    assert app.scenes.top is host and app.running
    press(app, pygame.K_F4, pygame.KMOD_ALT)
    question = app.scenes.top
    assert isinstance(question, MessageBox) and question.text == QUIT_HOSTED and app.running
    click(app, question.buttons["quit"].rect.center)
    assert not app.running and not box.runner._thread.is_alive()
    run_until(app, lambda: (anna.step(), byes(anna))[1], limit=3000)
    assert byes(anna) == ["the host closed the table"]


def test_closing_the_window_at_an_offline_table_quits_at_once():
    app, table = open_table("belote_bridgee")
    app.run_frames(1, [pygame.event.Event(pygame.QUIT)])
    assert not app.running


def test_a_friend_sent_away_is_told_why_and_joins_again_when_the_seat_is_given_back():
    """The friend's side: the host lets a computer play the friend's seat (Host.change_seat, as the host's window's
    runner calls it); the friend's table says why, and Join again takes the seat back once the host gave it back; a
    seat freed says its place is no longer kept."""
    from test_table_net import HostInThisProcess, joined

    host = HostInThisProcess("belote_bridgee", Seat.S)
    try:
        app, offline = open_table("belote_bridgee")
        friend_table = joined(app, offline, host.port)
        run_until(app, lambda: friend_table.shown.deal_done, limit=3000)
        host.loop.run(host.host.change_seat(Seat.S, COMPUTER, "expert"))
        run_until(app, lambda: isinstance(app.scenes.top, MessageBox), limit=3000)
        told = app.scenes.top
        assert told.text.startswith("The host let a computer (Expert) play South. If the host gives your seat back")
        host.loop.run(host.host.change_seat(Seat.S, GIVE_BACK))
        click(app, told.buttons["join again"].rect.center)
        run_until(app, lambda: "back at the table" in friend_table.flash, limit=3000)
        assert Seat.S in host.table.connected and host.table.seats[Seat.S] == "remote"
        host.loop.run(host.host.change_seat(Seat.S, FREE))
        run_until(app, lambda: isinstance(app.scenes.top, MessageBox), limit=3000)
        told = app.scenes.top
        assert "freed South" in told.text and "no longer kept for you" in told.text
        assert "while nobody else has taken it, Join again takes it as a new player" in told.text
        old_token = app.settings.join_token
        click(app, told.buttons["join again"].rect.center)  # still free: taken again, as a new player
        run_until(app, lambda: "back at the table" in friend_table.flash, limit=3000)
        assert Seat.S in host.table.connected and host.table.tokens[Seat.S] not in ("", old_token)
        assert app.settings.join_token == host.table.tokens[Seat.S]  # kept for a restart of the program
        friend_table.leave_table()
    finally:
        host.close()
