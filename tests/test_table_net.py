"""The table at a host's game (issue 18, the player's side): a person joins through Game > Join a network game
(the dialog, the address and the code typed), the table opens at their seat with what the host sends, and their
calls and cards go to the host by real keys and clicks; a move the host refuses is refused with its reason.

The host runs in this process on 127.0.0.1 with three computers and one seat for a player (tests/test_net.py)."""

from __future__ import annotations

import pygame
import pytest
from conftest_ui import choose_from_menu, click, open_table, press, run_and_go_on, run_until, table_home, type_text
from test_net import Loop

from game.engine import PASS, Card, Seat
from game.net.host import Host
from game.net.table import NetTable
from game.ui.table import paint
from game.ui.table.dialogs import JoinDialog
from game.ui.table.scene import TableScene
from game.ui.table.scorecard import ScoreCard
from game.ui.table.words import advice_words, host_stop_words, standing_words
from game.ui.widgets.dialogs import MessageBox

CODE = "QWERTY"


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    yield from table_home(tmp_path, monkeypatch)


@pytest.fixture
def hosted(request):
    """A host of 32 Card Bridge (one hand, or the test's parameter): novices North, East and West, South for a
    player; (table, port)."""
    loop = Loop()
    table = NetTable("belote_bridgee", {Seat.N: "novice", Seat.E: "novice", Seat.W: "novice", Seat.S: "remote"},
                     seed=5, hands=getattr(request, "param", 1), code=CODE)
    host = Host(table)
    port = loop.run(host.start())
    yield table, port
    loop.run(host.close())
    loop.stop()


class HostInThisProcess:
    """A host of one game on 127.0.0.1 in this process: the player's ``seat`` for a person, computers of ``skill`` (or
    the test's own ``players``) at the others."""

    def __init__(self, variant_id: str, seat: Seat = Seat.S, *, skill: str = "novice", players: dict | None = None,
                 hands: int | None = None, options=None, seed: int = 5, wait_for_players: bool = False):
        """``wait_for_players``: the computers wait for the player to join (as ``--serve`` and the window's host)."""
        self.loop = Loop()
        seats = {s: "remote" if s == seat else skill for s in Seat}
        self.table = NetTable(variant_id, seats, seed=seed, hands=hands, code=CODE, options=options,
                              wait_for_players=wait_for_players)
        self.table.players.update(players or {})
        self.host = Host(self.table)
        self.port = self.loop.run(self.host.start())

    def close(self) -> None:
        self.loop.run(self.host.close())
        self.loop.stop()


def join(app, table, address: str, code: str) -> JoinDialog:
    """Game > Join a network game, the address and the code typed, Join clicked; the dialog."""
    choose_from_menu(app, table, "Join a network game...")
    dialog = app.scenes.top
    assert isinstance(dialog, JoinDialog)
    type_text(app, address)
    click(app, dialog.code.rect.center)
    type_text(app, code)
    click(app, dialog.buttons["join"].rect.center)
    return dialog


def remote_table(app) -> TableScene | None:
    top = app.scenes.top
    return top if isinstance(top, TableScene) and top.session.remote else None


def test_a_player_joins_by_the_menu_and_plays_the_first_trick_by_clicks(hosted):
    host_table, port = hosted
    app, table = open_table("belote_bridgee")
    join(app, table, f"127.0.0.1:{port}", CODE.lower())
    run_until(app, lambda: remote_table(app) is not None, limit=3000)
    remote = remote_table(app)
    assert remote.session.seat == Seat.S and remote.viewer == Seat.S
    assert app.settings.join_address == f"127.0.0.1:{port}" and app.settings.join_code == CODE

    def first_trick_seen() -> bool:
        return remote.shown.tricks_swept >= 1 or remote.shown.medal is not None

    clicked, refused = 0, []
    for _ in range(200):
        run_and_go_on(app, remote, lambda: first_trick_seen() or remote.ready_human() is not None, limit=3000)
        if first_trick_seen():
            break
        if remote.hand.phase == "play":
            legal = remote.session.legal_actions()
            wrong = [card for card in remote.shown.hands[Seat.S] if card not in legal]
            if wrong and not refused:  # a card the rules refuse: the host says why, as the engine does offline
                click(app, card_spot_of(remote, wrong[0]))
                run_until(app, lambda: isinstance(app.scenes.top, MessageBox), limit=3000)
                refused.append(app.scenes.top.text)
                press(app, pygame.K_RETURN)
                continue
            card = next(a for a in legal if isinstance(a, Card))
            click(app, card_spot_of(remote, card))
            clicked += 1
        else:
            press(app, pygame.K_SPACE)  # pass, as offline
        run_until(app, lambda: remote.ready_human() is None or first_trick_seen(), limit=3000)
    assert clicked >= 1 and first_trick_seen()
    assert refused and refused[0].startswith("You must")  # the engine's words, sent by the host
    [(_, cards, _)] = host_table.hand.view(Seat.S).tricks[:1]
    assert remote.shown.last_trick is None or remote.shown.last_trick[1] == cards
    assert all(card is None for card in remote.shown.hands[Seat.N])  # the others' cards: backs only
    click(app, remote.peek_buttons["N"].rect.center)  # no peeking: there is nothing to peek at
    assert not remote.face_up(Seat.N) and "No peeking at a network game" in remote.flash
    remote.leave_table()


def card_spot_of(table, card):
    for rect, shown, _ in reversed(paint.hand_layout(table, Seat.S)):
        if shown == card:
            return (rect.left + 4, rect.top + 10)
    raise AssertionError(f"{card} is not in the hand shown")


def test_a_wrong_code_is_refused_with_the_hosts_reason(hosted):
    _, port = hosted
    app, table = open_table("belote_bridgee")
    join(app, table, f"127.0.0.1:{port}", "ABCDEF")
    run_until(app, lambda: isinstance(app.scenes.top, MessageBox) and "refused" in app.scenes.top.text, limit=3000)
    assert "code is not this table's" in app.scenes.top.text


def test_what_cannot_be_an_address_is_said_in_the_dialog():
    app, table = open_table("belote_bridgee")
    dialog = join(app, table, "127.0.0.1:99999", CODE)
    assert app.scenes.top is dialog and "not a port" in dialog.problem


def score_card(app) -> ScoreCard | None:
    return app.scenes.top if isinstance(app.scenes.top, ScoreCard) else None


def play_to_the_score_card(app, remote) -> None:
    """South passes and plays the first card allowed, by keys and clicks, until the hand's score card is up."""
    for _ in range(100):
        run_and_go_on(app, remote, lambda: score_card(app) is not None or remote.ready_human() is not None,
                      limit=4000)
        if score_card(app) is not None:
            return
        if remote.hand.phase == "play":
            card = next(a for a in remote.session.legal_actions() if isinstance(a, Card))
            click(app, card_spot_of(remote, card))
        else:
            press(app, pygame.K_SPACE)
        run_until(app, lambda: remote.ready_human() is None or score_card(app) is not None, limit=3000)
    raise AssertionError("no score card")


def joined(app, table, port) -> TableScene:
    join(app, table, f"127.0.0.1:{port}", CODE)
    run_until(app, lambda: remote_table(app) is not None, limit=3000)
    return remote_table(app)


def test_the_hand_is_played_to_its_score_card_from_the_hosts_score(hosted):
    host_table, port = hosted
    app, table = open_table("belote_bridgee")
    remote = joined(app, table, port)
    play_to_the_score_card(app, remote)
    assert host_table.finished
    [summary] = host_table.match.history
    match = remote.session.match
    assert match.history == [summary] and not host_table.match.over
    assert match.stopped and not match.over and match.winner is None  # the host's one hand: nobody won the game
    assert remote.shown_scores() == host_table.match.scores
    card = score_card(app)
    stop = card.texts[-1]
    assert stop.startswith("The host played the one hand it was set to; the game stops here with ")
    assert stop == host_stop_words(match) and "win" not in stop
    click(app, card.buttons["new game"].rect.center)  # no hand follows: a new game is the host's to deal
    assert isinstance(app.scenes.top, MessageBox) and "the host deals and keeps the game" in app.scenes.top.text
    assert app.scenes.top.text.startswith(stop)
    press(app, pygame.K_RETURN)
    assert app.scenes.top is remote


def test_the_items_of_an_offline_game_are_off_at_a_network_table_with_the_reason(hosted):
    _, port = hosted
    app, table = open_table("belote_bridgee")
    join(app, table, f"127.0.0.1:{port}", CODE)
    run_until(app, lambda: remote_table(app) is not None, limit=3000)
    remote = remote_table(app)
    items = {item.label.replace("&", ""): item for menu in remote.menu_bar.menus for item in menu.items}
    for label in ("New game", "Load...", "Save as...", "Numbered hand...", "Players...", "Rules options...",
                  "Undo"):
        assert not items[label].is_enabled() and "network game" in items[label].tooltip_text(), label
    for label in ("Close table", "Join a network game...", "Preferences...", "Help", "Game speed..."):
        assert items[label].is_enabled(), label
    assert items["Next hand"].enabled == remote.can_next_hand  # the host's next deal, after the score card
    press(app, pygame.K_n, pygame.KMOD_CTRL)
    assert app.scenes.top is remote and "network game" in remote.flash


def test_the_hint_bulb_advises_the_player_from_the_view_the_host_sent(hosted):
    _, port = hosted
    app, table = open_table("belote_bridgee")
    join(app, table, f"127.0.0.1:{port}", CODE)
    run_until(app, lambda: remote_table(app) is not None, limit=3000)
    remote = remote_table(app)
    run_and_go_on(app, remote, lambda: remote.ready_human() is not None, limit=4000)
    click(app, remote.bulb.rect.center)
    run_until(app, lambda: isinstance(app.scenes.top, MessageBox) and app.scenes.top.title == "Hint", limit=3000)
    assert app.scenes.top.text.startswith(advice_words(PASS) + ".")  # the tests' stub player passes when it may


@pytest.mark.parametrize("hosted", [2], indirect=True)
def test_the_next_hand_is_taken_up_after_the_score_card(hosted):
    host_table, port = hosted
    app, table = open_table("belote_bridgee")
    remote = joined(app, table, port)
    play_to_the_score_card(app, remote)
    assert not host_table.finished and remote.session.next_hand_ready()
    click(app, score_card(app).buttons["next hand"].rect.center)
    assert remote.session.hand_number == 2
    play_to_the_score_card(app, remote)
    assert host_table.finished and remote.session.match.history == host_table.match.history


def test_the_standing_words_of_a_host_that_stops_say_who_is_ahead_and_take_odd_scores_in_their_stride():
    assert standing_words({"NS": 520, "EW": 310}) == "with North-South ahead, 520 to 310"
    assert standing_words({"NS": 200, "EW": 200}) == "with both sides level at 200"
    each = standing_words({"N": 20, "E": 43, "S": 12, "W": 30})
    assert each == "with East ahead with 43 points (North 20, South 12, West 30)"
    assert standing_words({}) == "" and standing_words({"NS": "many"}) == ""  # a host's message without scores
    assert standing_words({"NS": 90}) == "with North-South at 90"
    assert standing_words({"XY": 5, "NS": 1}) == "with XY ahead with 5 points (North-South 1)"  # a key no game has
