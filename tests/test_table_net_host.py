"""Game > Host a network game (issue 18, the host's side), by posted real events over real sockets on 127.0.0.1: the
Host dialog (the game, the rules, each seat, the port, a computer for a friend who drops), the box that shows the
address and the code and waits for the friends, the table that opens when they are all there, a friend who drops
shown waiting and taken back with the token, a computer standing in, and a host closed and resumed from its file."""

from __future__ import annotations

import socket
import time

import pygame
import pytest
from conftest_ui import choose_from_menu, click, open_table, press, run_and_go_on, run_until, table_home, type_text
from test_net import Bot

from game import window
from game.engine import Seat
from game.engine.deal import MAX_DEAL_NUMBER
from game.net.hotseat import HotseatSession
from game.net.saved import host_file
from game.net.table import NetTable
from game.ui.table import net_host, paint
from game.ui.table.dialogs import RulesDialog
from game.ui.table.net_host import FRIEND, OTHER, SEAT_CHOICES, HostDialog, HostingBox
from game.ui.table.scene import TableScene
from game.ui.widgets.dialogs import MessageBox


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    yield from table_home(tmp_path, monkeypatch)


@pytest.fixture
def friends():
    """The friends' programs a test starts (closed at its end)."""
    started: list[Bot] = []
    yield started
    for bot in started:
        bot.client.close()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def host_dialog(app, table) -> HostDialog:
    choose_from_menu(app, table, "Host a network game...")
    dialog = app.scenes.top
    assert isinstance(dialog, HostDialog), getattr(dialog, "text", dialog)
    return dialog


def choose_seat(app, dialog: HostDialog, seat: Seat, kind: str) -> None:
    group = dialog.seat_groups[seat]
    click(app, group.row_rect(SEAT_CHOICES.index(kind)).center)


def type_port(app, dialog: HostDialog, port: int) -> None:
    click(app, dialog.port.rect.center)
    press(app, pygame.K_a, pygame.KMOD_CTRL)
    type_text(app, str(port))


def remote_table(app) -> TableScene | None:
    top = app.scenes.top
    return top if isinstance(top, TableScene) and top.session.remote else None


def friend(friends, port: int, seat: Seat, name: str, variant_id: str = "belote_bridgee") -> Bot:
    bot = Bot(f"ws://127.0.0.1:{port}", variant_id, seat, seed=1, code="")
    bot.client.name = name
    friends.append(bot)
    return bot


def join(bot: Bot, code: str) -> None:
    bot.client.code = code
    bot.client.start()


def hosting(app, seconds: float = 30.0) -> HostingBox:
    """The hosting box once its host listens. Waited for by the clock, a frame at a time with a pause between: the host
    starts in a thread of its own (a resumed one rebuilds its match first), which a loop of frames run flat out
    would starve of the interpreter on a loaded machine."""
    deadline = time.monotonic() + seconds
    while not (isinstance(app.scenes.top, HostingBox) and app.scenes.top.port):
        assert time.monotonic() < deadline, f"the host never listened: {type(app.scenes.top).__name__} on top"
        app.run_frames(1)
        time.sleep(0.005)
    return app.scenes.top


def line_of(box: HostingBox, seat: Seat) -> str:
    return next(line for line in box.lines() if line.startswith(seat.full_name + ":"))


def host_with_two_friends(app, table, port: int, stand_in: bool = False) -> HostingBox:
    """Game > Host a network game: 32 Card Bridge, you South, friends West and East, a novice North, the port typed
    (and a computer for a friend who drops after a second); the waiting box."""
    dialog = host_dialog(app, table)
    choose_seat(app, dialog, Seat.E, FRIEND)
    choose_seat(app, dialog, Seat.N, "novice")
    type_port(app, dialog, port)
    if stand_in:
        click(app, dialog.stand_in.row_rect(1).center)
        click(app, dialog.seconds.rect.center)
        press(app, pygame.K_a, pygame.KMOD_CTRL)
        type_text(app, "1")
    click(app, dialog.buttons["host"].rect.center)
    return hosting(app)


def table_with_anna_and_ben(friends) -> tuple:
    """``host_with_two_friends`` with Anna joined at West and Ben at East: the app, the offline table hosted from,
    the hosting box, the host's own network table (opened when both joined), Anna and Ben."""
    app, table = open_table("belote_bridgee")
    port = free_port()
    box = host_with_two_friends(app, table, port)
    anna, ben = friend(friends, port, Seat.W, "Anna"), friend(friends, port, Seat.E, "Ben")
    join(anna, box.runner.table.code)
    join(ben, box.runner.table.code)
    run_until(app, lambda: remote_table(app) is not None, limit=3000)
    return app, table, box, remote_table(app), anna, ben


def test_the_host_waits_for_its_friends_then_the_table_opens_and_a_drop_is_shown_waiting(friends):
    app, table = open_table("belote_bridgee")
    port = free_port()
    box = host_with_two_friends(app, table, port)
    code = box.runner.table.code
    assert f"Address: 127.0.0.1:{port}" in box.lines() or any(f":{port}" in line for line in box.lines())
    assert f"Code: {code}" in box.lines()
    run_until(app, lambda: "you" in line_of(box, Seat.S) and box.seats, limit=3000)
    assert line_of(box, Seat.W) == "West: waiting for a friend to join"
    assert line_of(box, Seat.N) == "North: Novice (a computer)"
    anna = friend(friends, port, Seat.W, "Anna")
    join(anna, code.lower())
    run_until(app, lambda: line_of(box, Seat.W) == "West: Anna has joined", limit=3000)
    assert line_of(box, Seat.E) == "East: waiting for a friend to join" and app.scenes.top is box
    assert box.footer() == "The game starts when every friend has joined."
    join(friend(friends, port, Seat.E, "Ben"), code)
    run_until(app, lambda: remote_table(app) is not None, limit=3000)
    host = remote_table(app)
    assert host.session.seat == Seat.S and host.session.hosting is box.runner
    run_until(app, lambda: paint.seat_title(host, Seat.W) == "Anna" and paint.seat_title(host, Seat.E) == "Ben",
              limit=3000)
    # Anna's connection drops: her seat waits for her; her program takes it back with its token
    anna.client.drop()
    run_until(app, lambda: paint.seat_title(host, Seat.W) == "Anna (waiting)", limit=3000)
    assert "Anna left" in host.flash
    anna.client.rejoin()
    run_until(app, lambda: paint.seat_title(host, Seat.W) == "Anna", limit=3000)
    assert host_file().exists()  # the host's game is kept, as an offline game is
    host.leave_table(asked=True)


def test_a_host_closed_is_resumed_from_the_menu_and_the_friends_rejoin_the_same_seats(friends):
    app, table, box, host, anna, ben = table_with_anna_and_ben(friends)
    code, port = box.runner.table.code, box.port
    runner = box.runner
    choose_from_menu(app, host, "Address and code for friends...")  # what the friends type, again
    shown = app.scenes.top
    assert f"Code: {code}" in shown.text and f":{port}" in shown.text and "West: Anna" in shown.text
    press(app, pygame.K_RETURN)
    choose_from_menu(app, host, "Close table")  # the host's window closes: its host stops, the game stays on disk
    question = app.scenes.top
    assert isinstance(question, MessageBox) and "your friends' game stops" in question.text
    click(app, question.buttons["close"].rect.center)
    deadline = time.monotonic() + 10
    while runner._thread.is_alive():
        assert time.monotonic() < deadline
        time.sleep(0.01)
    assert app.scenes.top is table and host_file().exists()
    choose_from_menu(app, table, "Host a network game...")
    question = app.scenes.top
    assert isinstance(question, MessageBox) and question.text.startswith("Resume the network game of ")
    click(app, question.buttons["resume"].rect.center)
    box = hosting(app)
    assert box.runner.table.code == code and box.port == port and box.resumed
    for bot in (anna, ben):
        bot.client.rejoin()  # the same seat, with the token the first host gave
    run_until(app, lambda: remote_table(app) is not None, limit=3000)
    host = remote_table(app)
    run_until(app, lambda: paint.seat_title(host, Seat.W) == "Anna" and paint.seat_title(host, Seat.E) == "Ben",
              limit=3000)
    assert box.runner.table.tokens[Seat.W] == anna.client.token
    host.leave_table(asked=True)


def test_a_computer_stands_in_for_a_friend_who_dropped_and_the_table_says_so(friends):
    app, table = open_table("belote_bridgee")
    port = free_port()
    box = host_with_two_friends(app, table, port, stand_in=True)
    assert box.runner.stand_in_after == 1
    code = box.runner.table.code
    anna = friend(friends, port, Seat.W, "Anna")
    join(anna, code)
    join(friend(friends, port, Seat.E, "Ben"), code)
    run_until(app, lambda: remote_table(app) is not None, limit=3000)
    host = remote_table(app)
    run_until(app, lambda: paint.seat_title(host, Seat.W) == "Anna", limit=3000)
    anna.client.drop()
    run_until(app, lambda: paint.seat_title(host, Seat.W) == "Anna (computer)", limit=3000)
    assert "A computer plays for West until Anna is back" in host.flash
    host.leave_table(asked=True)


def test_what_cannot_be_hosted_is_said_in_the_dialog():
    app, table = open_table("belote_bridgee")
    dialog = host_dialog(app, table)
    choose_seat(app, dialog, Seat.W, "expert")
    click(app, dialog.buttons["host"].rect.center)
    assert app.scenes.top is dialog and "at least one seat" in dialog.problem
    choose_seat(app, dialog, Seat.N, FRIEND)  # 32 Card Bridge: people sit West, South and East
    click(app, dialog.buttons["host"].rect.center)
    assert app.scenes.top is dialog and "choose a computer for North" in dialog.problem
    choose_seat(app, dialog, Seat.N, "you")
    choose_seat(app, dialog, Seat.W, FRIEND)
    click(app, dialog.buttons["host"].rect.center)
    assert app.scenes.top is dialog and "You sit at one seat" in dialog.problem


def test_the_rules_button_opens_the_rules_of_the_game_chosen():
    app, table = open_table("belote_bridgee")
    dialog = host_dialog(app, table)
    assert dialog.variant_id == "belote_bridgee"  # the table's game to begin with
    click(app, dialog.game_list.rows_rect().move(0, 2 * dialog.game_list.row_height).topleft)
    chosen = dialog.variant_id
    click(app, dialog.rules.rect.center)
    rules = app.scenes.top
    assert rules is not dialog and rules.title.startswith("Rules")
    assert rules.options == dialog.options_of(chosen) if isinstance(rules, RulesDialog) else True
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is dialog


def test_a_port_in_use_is_said_and_nothing_is_left_running():
    app, table = open_table("belote_bridgee")
    with socket.socket() as taken:
        taken.bind(("0.0.0.0", 0))
        taken.listen()
        dialog = host_dialog(app, table)
        type_port(app, dialog, taken.getsockname()[1])
        click(app, dialog.buttons["host"].rect.center)
        run_until(app, lambda: isinstance(app.scenes.top, MessageBox) and "cannot be hosted" in app.scenes.top.text,
                  limit=3000)
        assert "port" in app.scenes.top.text


def test_pinochle_is_hosted_whatever_game_number_the_host_draws(monkeypatch):
    """The hosted game's number is drawn at random; Pinochle deals its packs from it, and a number past
    99,999,999 (a Pinochle game number's most) ended the program at Host. The highest it can draw now is dealt."""
    monkeypatch.setattr(net_host.random, "randrange", lambda low, high: high - 1)
    app, table = open_table("pinochle")
    dialog = host_dialog(app, table)
    type_port(app, dialog, free_port())
    click(app, dialog.buttons["host"].rect.center)
    box = hosting(app)
    assert box.runner.table.variant.id == "pinochle" and box.runner.table.seed == MAX_DEAL_NUMBER
    click(app, box.buttons["cancel"].rect.center)


def test_cancel_in_the_waiting_box_stops_the_host():
    app, table = open_table("belote_bridgee")
    port = free_port()
    dialog = host_dialog(app, table)
    type_port(app, dialog, port)
    click(app, dialog.buttons["host"].rect.center)
    box = hosting(app)
    click(app, box.buttons["cancel"].rect.center)
    assert app.scenes.top is table
    deadline = time.monotonic() + 10
    while box.runner._thread.is_alive():
        assert time.monotonic() < deadline
        time.sleep(0.01)
    with socket.socket() as probe:
        assert probe.connect_ex(("127.0.0.1", port)) != 0  # nobody listens there any more


@pytest.mark.parametrize("argv, words", [
    (["--host", "--port", "0"], "the port of --host"),
    (["--host", "--port", "70000"], "a port is a whole number"),
    (["--host", "--join", "1.2.3.4", "--code", "QWERTY"], "--host opens the Host dialog"),
    (["--resume"], "--resume goes with --serve"),
    (["--serve", "--seed", "100000000"], "a game number is a whole number from 1 to 99,999,999"),  # Pinochle's
])
def test_bad_host_arguments_are_one_line_and_exit_2(argv, words, capsys):
    with pytest.raises(SystemExit) as stop:
        window.parse_args(argv)
    assert stop.value.code == 2
    said = capsys.readouterr()
    text = (said.err + said.out).strip()
    assert words in text and len(text.splitlines()) == 1


def test_main_host_opens_the_host_dialog_at_start():
    from game.ui.main import StartOptions, start

    app = start(StartOptions(game="belote", host=4800))
    app.run_frames(2)
    dialog = app.scenes.top
    assert isinstance(dialog, HostDialog) and dialog.variant_id == "belote" and dialog.port.commit() == 4800


def test_a_friend_whose_host_was_killed_joins_again_when_the_host_resumes():
    """The friend's side: the host dies mid-hand (no goodbye), the table says so and offers Join again; the host
    starts again from its file on the same port, and Join again takes the same seat back with the token."""
    from test_net import Loop
    from test_net_rejoin import crash
    from test_table_net import join as join_by_menu

    from game.net.host import Host
    from game.net.saved import load_host_game
    from game.net.serve import keeper

    loop = Loop()
    try:
        table = NetTable("belote_bridgee", {Seat.N: "novice", Seat.E: "novice", Seat.W: "novice", Seat.S: "remote"},
                         seed=5, code="QWERTY", wait_for_players=True)
        host = Host(table, on_change=keeper(None, print))
        port = loop.run(host.start())
        app, offline = open_table("belote_bridgee")
        join_by_menu(app, offline, f"127.0.0.1:{port}", "QWERTY")
        run_until(app, lambda: remote_table(app) is not None, limit=3000)
        friend_table = remote_table(app)
        run_until(app, lambda: friend_table.ready_human() is not None, limit=4000)
        loop.run(crash(host))
        run_until(app, lambda: isinstance(app.scenes.top, MessageBox) and "is lost" in app.scenes.top.text,
                  limit=3000)
        lost = app.scenes.top
        (again, data), _ = load_host_game()
        host = Host(again, port=data["port"], on_change=keeper(None, print))
        loop.run(host.start())
        click(app, lost.buttons["join again"].rect.center)
        run_until(app, lambda: "back at the table" in friend_table.flash, limit=3000)
        assert app.scenes.top is friend_table and friend_table.session.seat == Seat.S
        run_until(app, lambda: friend_table.ready_human() is not None, limit=4000)
        assert sorted(map(str, friend_table.shown.hands[Seat.S])) == sorted(map(str, again.hand.view(Seat.S).hand))
        assert len(friend_table.hand.actions) == len(again.hand.actions)
        loop.run(host.close())
    finally:
        loop.stop()


def test_a_second_person_at_this_keyboard_plays_behind_the_curtain(friends):
    """32 Card Bridge hosted with South yours, West a second person at this keyboard, East a friend: the table is a
    hotseat (the curtain comes down between South and West), and West's calls go to the host as West's."""
    app, table = open_table("belote_bridgee")
    port = free_port()
    dialog = host_dialog(app, table)
    choose_seat(app, dialog, Seat.W, OTHER)
    choose_seat(app, dialog, Seat.E, FRIEND)
    choose_seat(app, dialog, Seat.N, "novice")
    type_port(app, dialog, port)
    click(app, dialog.buttons["host"].rect.center)
    box = hosting(app)
    run_until(app, lambda: box.seats and line_of(box, Seat.W) == "West: a second person at this keyboard", limit=3000)
    ben = friend(friends, port, Seat.E, "Ben")
    join(ben, box.runner.table.code)
    run_until(app, lambda: (ben.step(), remote_table(app) is not None)[1], limit=3000)
    host = remote_table(app)
    session = host.session
    assert isinstance(session, HotseatSession) and session.humans() == [Seat.S, Seat.W]
    hosted = box.runner.table
    for _ in range(20):  # the auction: South passes; East is Ben's; at West's turn the curtain comes down
        run_and_go_on(app, host, lambda: (ben.step(), host.curtain is not None or host.ready_human() is not None)[1],
                      limit=4000)
        if host.curtain == Seat.W:
            break
        if host.curtain is not None:
            press(app, pygame.K_SPACE)  # South's turn again: South comes back to the keyboard
            continue
        press(app, pygame.K_SPACE)  # South passes
        run_and_go_on(app, host, lambda: (ben.step(), host.ready_human() is None)[1], limit=3000)
    assert host.curtain == Seat.W and not host.face_up(Seat.W) and not host.face_up(Seat.S)
    press(app, pygame.K_SPACE)  # West comes to the keyboard
    assert host.viewer == Seat.W and host.face_up(Seat.W) and not host.face_up(Seat.S)
    assert sorted(map(str, host.shown.hands[Seat.W])) == sorted(map(str, host.hand.view(Seat.W).hand))
    assert host.hand.view(Seat.W).seat == Seat.W and None not in host.hand.view(Seat.W).hand  # West's own view
    assert host.ready_human() == Seat.W and host.hand.phase == "bidding"
    moves = len(hosted.hand.actions)
    assert hosted.hand.to_act == Seat.W and moves == len(host.hand.actions)  # the host waits for West, as shown
    press(app, pygame.K_SPACE)  # West passes: the call goes to the host on West's connection
    run_until(app, lambda: (ben.step(), len(hosted.hand.actions) > moves or hosted.hand_number > 1)[1], limit=3000)
    assert box.runner.host.refusals == []  # West's call came on West's connection: the host took it
    host.leave_table(asked=True)


def test_the_dialog_offers_the_seats_port_and_stand_in_of_the_last_game_hosted():
    app, table = open_table("belote_bridgee")
    port = free_port()
    dialog = host_dialog(app, table)
    choose_seat(app, dialog, Seat.E, FRIEND)
    choose_seat(app, dialog, Seat.N, "expert")
    type_port(app, dialog, port)
    click(app, dialog.stand_in.row_rect(1).center)
    click(app, dialog.buttons["host"].rect.center)
    box = hosting(app)
    click(app, box.buttons["cancel"].rect.center)
    assert app.settings.host_port == port and app.settings.host_stand_in == 60
    deadline = time.monotonic() + 10
    while box.runner._thread.is_alive() or host_file().exists():  # a game that never started leaves no file
        assert time.monotonic() < deadline
        time.sleep(0.01)
    again = host_dialog(app, table)
    chosen = {seat: SEAT_CHOICES[group.selected] for seat, group in again.seat_groups.items()}
    assert chosen == {Seat.N: "expert", Seat.E: FRIEND, Seat.S: "you", Seat.W: FRIEND}
    assert again.port.commit() == port and again.stand_in.selected == 1 and again.seconds.enabled


def test_a_restarted_friends_program_takes_its_seat_back_with_the_token_kept_in_its_settings(friends):
    """A friend's program keeps the host's token with the table's address in its settings: after a restart (a new
    app, the same settings file) Join takes the same seat back; another program without the token is refused."""
    from test_net import Loop
    from test_table_net import join as join_by_menu

    from game.net.host import Host
    from game.ui.main import StartOptions, start
    from game.ui.table import net_join

    loop = Loop()
    try:
        table = NetTable("belote_bridgee", {Seat.N: "novice", Seat.E: "novice", Seat.W: "novice", Seat.S: "remote"},
                         seed=5, code="QWERTY")
        port = loop.run(Host(table).start())
        app, offline = open_table("belote_bridgee")
        join_by_menu(app, offline, f"127.0.0.1:{port}", "QWERTY")
        run_until(app, lambda: remote_table(app) is not None, limit=3000)
        assert app.settings.join_token == table.tokens[Seat.S]
        remote_table(app).session.client.drop()  # the program dies: no goodbye
        run_until(app, lambda: Seat.S not in table.connected, limit=3000)
        net_join.TOKENS.clear()  # a new run: only the settings file remembers
        stranger = friend(friends, port, Seat.S, "Stranger")
        join(stranger, "QWERTY")
        run_until(app, lambda: any("kept for" in r for r in table_refusals(stranger)), limit=3000)
        again = start(StartOptions(game="belote_bridgee"))  # a new run: the settings file the first one wrote
        again.run_frames(2)
        assert isinstance(again.scenes.top, MessageBox) and "guided hand" in again.scenes.top.text
        press(again, pygame.K_ESCAPE)  # no guided hand: the table
        offline = again.scenes.top
        assert again.settings.join_token == table.tokens[Seat.S]
        choose_from_menu(again, offline, "Join a network game...")
        click(again, again.scenes.top.buttons["join"].rect.center)  # the address, code and seat it offers
        run_until(again, lambda: remote_table(again) is not None, limit=3000)
        assert Seat.S in table.connected and remote_table(again).session.seat == Seat.S
        remote_table(again).leave_table()
    finally:
        loop.stop()


def table_refusals(bot: Bot) -> list[str]:
    bot.step()
    return bot.refusals


@pytest.mark.parametrize("variant_id", ["belote_bridgee", "belote", "bridge", "pinochle", "scotch_whist"])
def test_each_tables_help_tells_how_to_host_join_and_talk_by_the_menu_items_names(variant_id):
    from game.ui.games import TABLES

    text = TABLES[variant_id].traits.table_help
    assert "# Playing over a network" in text
    for label in ("Host a network game...", "Address and code for friends...", "Seats at this table...",
                  "Join a network game...",
                  "Talk to the table...", "Chat history...", "Join again", "Watch the game", "Rules options..."):
        assert label in text, label
