"""The table of a person who joins a network game as North, East or West (issue 18): drawn turned, their own seat at
the bottom, their partner at the top, the player on their left on the left. One mapping of seats to places
(``layout.place_of``) serves every drawing; offline it is the identity (South at the bottom).

The host runs in this process on 127.0.0.1 (tests/test_net.py's loop), the table joins through Game > Join a network
game with the seat chosen in the dialog, and the player's cards are played by clicks (and keys) on the bottom row."""

from __future__ import annotations

import pygame
import pytest
from conftest_ui import (
    choose_from_menu,
    click,
    open_table,
    press,
    run_and_go_on,
    run_until,
    sprite_spots,
    table_home,
    type_text,
)
from test_table_net import CODE, HostInThisProcess, remote_table

from game.ai.player import Decision
from game.engine import PASS, Card, Seat
from game.ui import resources
from game.ui.probe import table_facts
from game.ui.table import layout, paint
from game.ui.table.dialogs import JoinDialog

ROTATIONS = {  # the seat at the bottom: the seats drawn at the top, on the left and on the right
    Seat.S: (Seat.N, Seat.W, Seat.E),
    Seat.E: (Seat.W, Seat.S, Seat.N),
    Seat.N: (Seat.S, Seat.E, Seat.W),
    Seat.W: (Seat.E, Seat.N, Seat.S),
}


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    yield from table_home(tmp_path, monkeypatch)


# -- the mapping --------------------------------------------------------------------------------------------------
def test_the_places_are_the_seats_themselves_with_south_at_the_bottom():
    assert all(layout.place_of(seat) == seat and layout.seat_at(seat) == seat for seat in Seat)
    assert all(layout.place_of(seat, Seat.S) == seat for seat in Seat)


@pytest.mark.parametrize("bottom", list(Seat))
def test_the_table_turns_with_the_seat_at_the_bottom(bottom):
    top, left, right = ROTATIONS[bottom]
    assert layout.place_of(bottom, bottom) == Seat.S
    assert (layout.place_of(top, bottom), layout.place_of(left, bottom), layout.place_of(right, bottom)) == (
        Seat.N, Seat.W, Seat.E)
    assert top == bottom.partner and left == bottom.left and right == bottom.right  # as people sit round a table
    for seat in Seat:
        assert layout.seat_at(layout.place_of(seat, bottom), bottom) == seat
    assert sorted(layout.place_of(seat, bottom) for seat in Seat) == list(Seat)  # a turn: each place taken once


def test_an_offline_table_keeps_south_at_the_bottom():
    _, table = open_table("belote_bridgee")
    assert table.bottom_seat() == Seat.S and all(table.place(seat) == seat for seat in Seat)


# -- a host in this process ---------------------------------------------------------------------------------------
@pytest.fixture
def hosting():
    made: list[HostInThisProcess] = []

    def start(game: str, seat: Seat, skill: str = "novice", players: dict | None = None) -> HostInThisProcess:
        made.append(HostInThisProcess(game, seat, skill=skill, players=players, hands=1))
        return made[-1]

    yield start
    for hosting in made:
        hosting.close()


def joined_at(game: str, hosting: HostInThisProcess, seat: Seat):
    """A table of ``game`` joins the host: Game > Join a network game, the address and the code typed, ``seat``
    clicked in the dialog's radio group, Join clicked."""
    app, table = open_table(game)
    choose_from_menu(app, table, "Join a network game...")
    dialog = app.scenes.top
    assert isinstance(dialog, JoinDialog)
    type_text(app, f"127.0.0.1:{hosting.port}")
    click(app, dialog.code.rect.center)
    type_text(app, CODE)
    click(app, dialog.seat.row_rect(JoinDialog.SEATS.index(seat)).center)
    click(app, dialog.buttons["join"].rect.center)
    run_until(app, lambda: remote_table(app) is not None, limit=3000)
    remote = remote_table(app)
    assert remote.session.seat == seat and remote.bottom_seat() == seat and app.settings.join_seat == str(seat)
    return app, remote


def bottom_card_spot(remote, seat: Seat, card) -> tuple[int, int]:
    """A point on ``card`` where it shows in ``seat``'s hand (the top-most copy: near its left edge)."""
    for rect, shown, _ in reversed(paint.hand_layout(remote, seat)):
        if shown == card:
            return (rect.left + 4, rect.top + 10)
    raise AssertionError(f"{card} is not shown in {seat.full_name}'s hand")


def first_card(remote) -> Card:
    return next(a for a in remote.session.legal_actions() if isinstance(a, Card))


def until_my_turn_or(app, remote, condition) -> None:
    run_and_go_on(app, remote, lambda: condition() or remote.ready_human() is not None, limit=4000)


def act(app, remote, bid: str | None = None) -> None:
    """The player's move: ``bid`` from the bidding box (or a pass: Space) in the bidding, else the first card allowed
    clicked where it lies (the dummy's on its turn); then until the host has it."""
    app.run_frames(2)  # the controls follow the turn
    if remote.hand.phase in ("play", "passing"):
        click(app, bottom_card_spot(remote, remote.card_seat(), first_card(remote)))
    elif bid is not None and bid in [str(a) for a in remote.session.legal_actions()]:
        action = next(a for a in remote.session.legal_actions() if str(a) == bid)
        click(app, remote.panel.button_for(action).rect.center)
    else:
        press(app, pygame.K_SPACE)
    run_until(app, lambda: remote.ready_human() is None, limit=3000)


def play_until(app, remote, condition, bid: str | None = None) -> None:
    for _ in range(200):
        until_my_turn_or(app, remote, condition)
        if condition():
            return
        act(app, remote, bid)
    raise AssertionError("the table never got there")


def a_trick_with_its_medal(remote) -> bool:
    return remote.shown.medal is not None and len(remote.shown.trick) == 4 and not remote.flights


def assert_the_trick_lies_at_the_turned_places(app, remote) -> None:
    """Each card of the trick is drawn in front of its seat's place on the screen (the part left of the medal), once
    the words said over the trick (an announce's "Fourth!") are gone."""
    bottom = remote.bottom_seat()
    run_until(app, lambda: not remote.shown.speech, limit=600)
    for seat, card in remote.shown.trick:
        spot = remote.geometry.trick_spots[layout.place_of(seat, bottom)]
        assert paint.trick_card_rect(remote, seat).topleft == spot
        image = resources.image(f"cards/{card.text}")
        left_part = pygame.Rect(0, 0, 36, layout.CARD_H)  # clear of the medal on the winner's card
        assert spot in sprite_spots(app.screen, image, left_part), f"{seat.full_name}'s card is not at its place"


def assert_hands_at_their_places(remote) -> None:
    bottom = remote.bottom_seat()
    top, left, right = ROTATIONS[bottom]
    geometry = remote.geometry
    assert {rect.top for rect in paint.card_rects(remote, bottom)} == {geometry.south_y}
    assert all(remote.face_up(bottom) and card is not None for card in remote.shown.hands[bottom])
    if top != remote.shown.dummy:
        assert {rect.top for rect in paint.card_rects(remote, top)} == {layout.NORTH_Y}
    if left != remote.shown.dummy:
        assert {rect.left for rect in paint.card_rects(remote, left)} == {layout.SIDE_X[Seat.W]}
    if right != remote.shown.dummy:
        assert {rect.left for rect in paint.card_rects(remote, right)} == {layout.SIDE_X[Seat.E]}
    peeks = {key: remote.peek_buttons[key].tooltip for key in ("N", "W", "E")}  # each arrow names the seat it shows
    assert f"{top.full_name}'s" in peeks["N"] and f"{left.full_name}'s" in peeks["W"]
    assert f"{right.full_name}'s" in peeks["E"]
    names = {seat: paint.zone_items(remote, seat)[0] for seat in Seat}
    assert names[top].text == top.full_name and names[top].rect.bottom < layout.SIDE_TOP  # the compass name, on top
    assert names[left].rect.right < layout.WIDTH // 2 < names[right].rect.left
    assert names[bottom].rect.top > layout.CENTER[1]


# -- 32 Card Bridge: the player at East, North or West ------------------------------------------------------------
@pytest.mark.parametrize("seat", [Seat.E, Seat.N, Seat.W])
def test_32_card_bridge_joined_at_a_seat_is_drawn_from_it(hosting, seat):
    host = hosting("belote_bridgee", seat)
    app, remote = joined_at("belote_bridgee", host, seat)
    until_my_turn_or(app, remote, lambda: False)
    assert_hands_at_their_places(remote)
    dealer_token = paint.dealer_token_rect(remote)
    dealer_hand = paint.card_rects(remote, remote.hand.dealer)
    assert dealer_token.inflate(60, 60).colliderect(dealer_hand[0].unionall(dealer_hand))  # beside the dealer's hand

    played_by_me: list[Card] = []
    for _ in range(200):
        until_my_turn_or(app, remote, lambda: a_trick_with_its_medal(remote))
        if a_trick_with_its_medal(remote):
            break
        if remote.hand.phase == "play":
            card = first_card(remote)
            spot = bottom_card_spot(remote, seat, card)
            assert spot[1] > remote.geometry.south_y - layout.RAISE  # the player's own row, at the bottom
            played_by_me.append(card)
        act(app, remote)
    assert played_by_me and a_trick_with_its_medal(remote)
    assert (seat, played_by_me[0]) in host.table.hand.view(seat).tricks[0][1]  # the card clicked went to the host
    assert_the_trick_lies_at_the_turned_places(app, remote)
    winner = remote.shown.medal.winner
    winner_spot = pygame.Rect(remote.geometry.trick_spots[remote.place(winner)], (layout.CARD_W, layout.CARD_H))
    assert winner_spot.contains(paint.medal_rect(remote))

    click(app, (320, 300), button=3)  # go on: the trick sweeps off towards its winner's place
    targets = {flight.end for flight in remote.flights.items}
    assert targets == {layout.sweep_spot(remote.place(winner))}


def test_a_card_is_chosen_with_the_keys_in_the_turned_bottom_row_and_played(hosting):
    host = hosting("belote_bridgee", Seat.N)
    app, remote = joined_at("belote_bridgee", host, Seat.N)
    play_until(app, remote, lambda: remote.hand.phase == "play" and remote.ready_human() is not None)
    app.run_frames(2)
    hand = remote.shown.hands[Seat.N]
    index = hand.index(first_card(remote))
    for _ in range(index + 1):
        press(app, pygame.K_RIGHT)
    assert remote.selected == index
    chosen, card, _ = paint.hand_layout(remote, Seat.N)[index]
    assert card == hand[index] and chosen.top == remote.geometry.south_y - layout.RAISE  # it rises from the bottom
    facts = table_facts(remote, on_top=True)  # the probe tools/net_play.py reads: North is Seat 0, still a seat
    assert facts["viewer"] == "N" and facts["ready"] == "N" and facts["moves"]
    press(app, pygame.K_RETURN)
    run_until(app, lambda: any(seat == Seat.N for seat, _ in host.table.hand.view(Seat.N).trick)
              or host.table.hand.view(Seat.N).tricks, limit=3000)
    assert host.table.hand.view(Seat.N).played_by(Seat.N) == [card]


# -- Contract Bridge: the dummy where the turned table puts it ----------------------------------------------------
class Opener:
    """A host's computer for these tests: ``opening`` at its first call when nobody has bid, else pass; the first
    card allowed."""

    def __init__(self, opening: str | None = None):
        self.opening = opening

    def decide(self, view):
        legal = list(view.legal)
        if view.phase != "bidding":
            return Decision(legal[0], ["the test's first card"])
        bid = any(str(call) != str(PASS) for _, call in view.public.auction)
        wanted = next((a for a in legal if str(a) == self.opening and not bid), PASS)
        return Decision(wanted, ["the test's opening"])


def north_opens(player: Seat) -> dict:
    return {seat: Opener("1NT" if seat == Seat.N else None) for seat in Seat if seat != player}


def dummy_down(remote) -> bool:
    return remote.shown.dummy is not None and not remote.flights


@pytest.mark.parametrize(("seat", "dummy_place"), [(Seat.E, Seat.W), (Seat.W, Seat.E)])
def test_the_dummy_of_a_declarer_at_north_lies_at_the_side_of_an_opponent(hosting, seat, dummy_place):
    host = hosting("bridge", seat, players=north_opens(seat))
    app, remote = joined_at("bridge", host, seat)
    play_until(app, remote, lambda: dummy_down(remote) and len(remote.shown.trick) >= 2)
    assert remote.shown.declarer == Seat.N and remote.shown.dummy == Seat.S
    assert remote.place(Seat.S) == dummy_place
    dummy = remote.shown.hands[Seat.S]
    assert None not in dummy and remote.face_up(Seat.S)  # the dummy's cards came with DummyShown
    assert paint.card_rects(remote, Seat.S) == layout.side_dummy_rects(dummy_place, dummy)  # in rows at the side
    assert remote.geometry.trick_spots == layout.TRICK_SPOTS  # a dummy at the side leaves the trick's cross
    assert_hands_at_their_places(remote)
    app.run_frames(1)
    for who, card in remote.shown.trick:
        assert paint.trick_card_rect(remote, who).topleft == layout.TRICK_SPOTS[layout.place_of(who, seat)]
        assert layout.TRICK_SPOTS[layout.place_of(who, seat)] in sprite_spots(
            app.screen, resources.image(f"cards/{card.text}"), pygame.Rect(0, 0, 36, layout.CARD_H))


def test_the_declarer_at_north_has_the_dummy_at_the_top_and_plays_it_by_clicks(hosting):
    host = hosting("bridge", Seat.N, players=north_opens(Seat.N))
    app, remote = joined_at("bridge", host, Seat.N)
    play_until(app, remote, lambda: remote.shown.contract is not None, bid="1NT")  # a click in the bidding box
    assert remote.shown.declarer == Seat.N
    # the trick in a row under the dummy's columns at the top
    assert remote.geometry.trick_spots == layout.trick_spots_beside_dummy(Seat.N)
    play_until(app, remote, lambda: dummy_down(remote) and remote.card_seat() == Seat.S)
    dummy = remote.shown.hands[Seat.S]
    assert paint.card_rects(remote, Seat.S) == layout.column_dummy_rects(Seat.N, dummy)  # in columns at the top
    assert_hands_at_their_places(remote)
    card = first_card(remote)
    spot = bottom_card_spot(remote, Seat.S, card)
    assert spot[1] < layout.CENTER[1]  # the dummy's card is clicked at the top of the table
    click(app, spot)
    run_until(app, lambda: Seat.S in {s for s, _ in host.table.hand.view(Seat.N).trick}
              or host.table.hand.view(Seat.N).tricks, limit=3000)
    assert card in host.table.hand.view(Seat.N).played_by(Seat.S)
