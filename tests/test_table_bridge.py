"""Contract Bridge at the table, driven by real pygame events through the app loop (headless).

The computer seats are a small stub put in the worker's place (it passes, or opens with the bid a test
gives it, and plays the first card the rules allow), so the tests do not depend on the bridge computer
players; the table asks it exactly as it asks them.
"""

import itertools
import json

import pygame
import pytest
from conftest_ui import (
    StubPlayer,
    card_spot,
    click,
    my_turn,
    open_table,
    press,
    run_and_go_on,
    run_until,
    table_from_title_screen,
    table_home,
)

from game.ai.player import Decision
from game.engine import PASS, Bid, Card, Seat, card, cards
from game.engine.actions import bid
from game.engine.match import Match
from game.ui import resources
from game.ui.games.bridge import BridgeTable
from game.ui.games.bridge.panel import call_label
from game.ui.games.bridge.rubber_sheet import RubberSheetDialog
from game.ui.help import HelpScene
from game.ui.table import layout, paint
from game.ui.table.edit_hand import EditHandScene
from game.ui.table.scene import TableScene
from game.ui.table.session import TableSession
from game.ui.widgets.dialogs import MessageBox
from game.ui.widgets.text import with_symbols
from game.variants import VARIANTS
from game.variants.bridge.bidding.model import call_text as bridge_call_text

BRIDGE = VARIANTS["bridge"]
# South holds the top three cards of every suit and the jack of clubs: whatever he declares, he makes it all.
DEAL = {
    Seat.S: "AS KS QS AH KH QH AD KD QD AC KC QC JC",
    Seat.W: "JS TS 9S 8S JH TH 9H 8H JD TD 9D 8D TC",
    Seat.N: "7S 6S 5S 4S 7H 6H 5H 4H 7D 6D 5D 4D 9C",
    Seat.E: "3S 2S 3H 2H 3D 2D 8C 7C 6C 5C 4C 3C 2C",
}
OPENERS: dict = {}  # seat -> the bid the stub opens with (the tests set it)


class OpeningStub(StubPlayer):
    """Opens with the test's bid for its seat, passes otherwise; plays the first card the rules allow."""

    def decide(self, view):
        if view.phase == "bidding":
            legal = list(view.legal)
            wanted = OPENERS.get(view.seat)
            opened = any(isinstance(action, Bid) for _, action in view.history)
            return Decision(wanted if wanted in legal and not opened else PASS, ["the test's stub player"])
        return super().decide(view)


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    OPENERS.clear()
    yield from table_home(tmp_path, monkeypatch, OpeningStub())


def bridge_session(dealer=Seat.W, players=None, deal=None) -> TableSession:
    session = TableSession("bridge", None, players, seed=5)
    match = Match(BRIDGE, session.options, first_dealer=dealer, seed=5)
    match.current = BRIDGE.new_hand(session.options, dealer=dealer,
                                    cards={seat: cards(text) for seat, text in (deal or DEAL).items()},
                                    context=match._context())
    session.match = match
    return session


def open_bridge(session=None):
    return open_table("bridge", session or bridge_session())


def south_passes_an_opening(dealer: Seat, opening):
    """``dealer`` deals and opens ``opening``, South passes at his turn: (app, table, hand)."""
    OPENERS[dealer] = opening
    app, table = open_bridge(bridge_session(dealer=dealer))
    my_turn(app, table)
    press(app, pygame.K_p)
    return app, table, table.session.hand


def refusal_text(app) -> str:
    box = app.scenes.top
    assert isinstance(box, MessageBox) and box.title == "Not allowed"
    text = box.text
    press(app, pygame.K_RETURN)
    return text


def test_the_title_screen_offers_contract_bridge_at_its_table():
    app, box = table_from_title_screen("bridge")
    assert isinstance(box, MessageBox) and "guided hand" in box.text  # the first start offers the guided hand
    press(app, pygame.K_n)
    table = app.scenes.top
    assert isinstance(table, TableScene) and table.variant_id == "bridge" and isinstance(table.game, BridgeTable)
    run_and_go_on(app, table, lambda: table.shown.deal_done)
    assert [len(table.shown.hands[s]) for s in Seat] == [13, 13, 13, 13]
    assert table.face_up(Seat.S) and not table.face_up(Seat.N)
    for seat in Seat:  # every card of every seat on the felt
        for rect, _, _ in paint.hand_layout(table, seat):
            assert layout.FELT_RECT.contains(rect)


def test_a_hand_declared_by_south_with_the_dummy_played_by_clicks_to_the_score_sheet():
    app, table = open_bridge()
    hand = table.session.hand
    my_turn(app, table)
    box, auction = table.panel, table.game.auction_table
    assert box.visible and auction.visible and auction.calls == [PASS, PASS, PASS]
    assert box.button_for(bid(1, "NT")).enabled and box.button_for(PASS).enabled
    click(app, auction.call_rect(0).center)  # West's pass: what it shows, in a balloon
    assert auction.balloon_index == 0 and auction.balloon_text
    click(app, (600, 440))  # a click away closes it
    assert auction.balloon_index is None
    click(app, box.button_for(bid(7, "NT")).rect.center)
    assert hand.auction.calls[-1] is bid(7, "NT")
    run_and_go_on(app, table, lambda: table.shown.dummy is not None and table.ready_human() is not None)
    assert hand.declarer is Seat.S and table.shown.dummy is Seat.N and table.face_up(Seat.N)
    assert hand.to_play is Seat.N and table.card_seat() is Seat.N  # West led; the dummy's turn
    assert "Vulnerable: nobody" in paint.information_lines(table)
    assert table.prompt() == "Your turn to play from the dummy (North): click one of its cards"
    click(app, card_spot(table, Seat.S, card("AH")))
    assert "dummy's turn" in refusal_text(app)
    click(app, card_spot(table, Seat.N, card("7H")))
    assert "follow suit" in refusal_text(app)
    click(app, card_spot(table, Seat.N, card("7S")))
    assert card("7S") in [c for _, c in hand.trick]
    my_turn(app, table)
    assert table.card_seat() is Seat.S
    click(app, card_spot(table, Seat.N, card("6S")))
    assert "South's turn" in refusal_text(app)
    while app.scenes.top is table:
        my_turn(app, table)
        if app.scenes.top is not table:
            break
        seat = table.card_seat()
        legal = [a for a in table.session.legal_actions() if isinstance(a, Card)]
        click(app, card_spot(table, seat, legal[-1]))
    sheet = app.scenes.top
    assert isinstance(sheet, RubberSheetDialog)
    assert hand.done and hand.tricks_won == {"NS": 13, "EW": 0}
    assert table.session.match.state.games_won("NS") == 1
    assert "made" in " ".join(hand.result().lines[:2])
    assert paint.match_words(table.session.match) == "rubber: two games"
    press(app, pygame.K_RETURN)  # OK: the next hand
    assert app.scenes.top is table and table.session.match.current is not hand


def test_the_bidding_box_takes_keys_and_the_hint_frames_a_call():
    app, table = open_bridge()
    my_turn(app, table)
    press(app, pygame.K_1)
    press(app, pygame.K_n)
    assert table.panel.typed is bid(1, "NT")
    press(app, pygame.K_RETURN)
    assert table.session.hand.auction.calls[3] is bid(1, "NT")


def test_south_as_dummy_watches_north_play_both_hands():
    app, table, hand = south_passes_an_opening(Seat.N, bid(1, "NT"))
    assert hand.auction.calls[-1] is PASS
    run_and_go_on(app, table, lambda: table.shown.dummy is not None and table.turn_end is not None)
    assert hand.declarer is Seat.N and table.shown.dummy is Seat.S and table.ready_human() is None
    click(app, card_spot(table, Seat.S, table.shown.hands[Seat.S][0]))
    assert table.flash == "You are the dummy: North plays your cards"
    run_and_go_on(app, table, lambda: app.scenes.top is not table)
    assert isinstance(app.scenes.top, RubberSheetDialog) and hand.done and len(hand.tricks) == 13


def test_defenders_see_an_east_west_dummy_spread_by_suit_trumps_on_the_declarers_left():
    app, table, hand = south_passes_an_opening(Seat.E, bid(1, "S"))
    my_turn(app, table)
    assert hand.declarer is Seat.E and hand.to_play is Seat.S  # South leads against East
    click(app, card_spot(table, Seat.S, card("AH")))
    run_and_go_on(app, table, lambda: table.shown.dummy is Seat.W)
    assert table.face_up(Seat.W)
    dummy = table.shown.hands[Seat.W]
    assert dummy[-1].suit == "S"  # West's trumps at the bottom: East's left
    rows = {rect.top for rect in paint.card_rects(table, Seat.W)}
    assert len(rows) == len({c.suit for c in dummy})


def test_a_hand_taken_up_after_the_opening_lead_shows_the_dummy_face_up_as_a_dummy_lies():
    session = bridge_session(dealer=Seat.E)
    for action in ("1S", "P", "P", "P", "AH"):  # East declares a spade, South leads: West is the dummy
        session.apply(BRIDGE.parse_action(action))
    app, table = open_bridge(session)
    assert table.shown.dummy is Seat.W and table.face_up(Seat.W)
    dummy = table.shown.hands[Seat.W]
    assert set(dummy) == set(session.hand.hands[Seat.W]) and dummy[-1].suit == "S"  # trumps on East's left


def test_f6_shows_the_rubber_sheet_and_end_rubber_scores_the_unfinished_rubber():
    app, table = open_bridge()
    press(app, pygame.K_F6)
    assert isinstance(app.scenes.top, RubberSheetDialog)
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is table
    match = table.session.match
    table.session.practice = False
    table.game.ask_end_rubber()
    app.run_frames(1)
    assert isinstance(app.scenes.top, MessageBox)
    press(app, pygame.K_RETURN)  # Yes
    assert match.over and match.ended_early
    sheet = app.scenes.top
    assert isinstance(sheet, RubberSheetDialog)
    press(app, pygame.K_RETURN)
    assert table.session.match is not match and not table.session.match.over


def test_a_rubber_round_trips_through_a_save_file():
    session = bridge_session()
    hand = session.hand
    for call in ("P", "P", "P", "3NT", "P", "P", "P"):
        session.apply(BRIDGE.parse_action(call))
    while not hand.done:
        session.apply(hand.legal_actions()[0])
    session.next_hand()
    record = json.loads(json.dumps(session.record()))
    loaded = TableSession.from_record(record)
    assert loaded.match.state.totals() == session.match.state.totals()
    assert loaded.match.state.games_won("NS") == 1 and loaded.hand.vulnerable == {"NS": True, "EW": False}
    app, table = open_bridge(loaded)
    run_and_go_on(app, table, lambda: table.shown.deal_done)
    assert table.session.match.history[0].points == session.match.history[0].points


def test_edit_hand_deals_the_thirteen_cards_chosen_for_south():
    app, table = open_bridge()
    table.edit_hand()
    app.run_frames(1)
    editor = app.scenes.top
    assert isinstance(editor, EditHandScene) and editor.share == 13
    wanted = [c for c in BRIDGE.deck if c.suit == "S"]
    for c in wanted:
        click(app, editor.pool_rect(c).center)
        click(app, (250, 362))  # South's box, above its cards
    assert editor.hands[Seat.S] == wanted
    click(app, editor.buttons["&Deal"].rect.center)
    assert app.scenes.top is table
    assert set(table.session.hand.initial_cards[Seat.S]) == set(wanted)
    run_and_go_on(app, table, lambda: table.shown.deal_done)
    assert set(table.shown.hands[Seat.S]) == set(wanted)


def test_f1_opens_the_page_of_the_moment_and_the_bidding_system_is_in_the_help():
    app, table = open_bridge()
    my_turn(app, table)
    press(app, pygame.K_F1)
    help_scene = app.scenes.top
    assert isinstance(help_scene, HelpScene)
    titles = [page.title for page in help_scene.pages]
    assert help_scene.pages[help_scene.page_index].title == "The auction at the table"
    assert "The computers' bidding system" in titles and "Playing with a dummy" in titles
    press(app, pygame.K_ESCAPE)
    table.open_help("The computers' bidding system")
    assert app.scenes.top.pages[app.scenes.top.page_index].title == "The computers' bidding system"


def test_the_bulb_frames_the_advised_call_in_the_bidding_box():
    app, table = open_bridge()
    my_turn(app, table)
    click(app, table.bulb.rect.center)
    run_and_go_on(app, table, lambda: table.hint_ticket is None)
    framed = [action for action, button in table.panel.buttons.items() if button.hinted]
    assert framed == [PASS]  # the stub passes


# -- the dummy in suit columns, the auction during the play, the notes of the auction ------------------------------
def south_declares(contract, deal=None):
    """West deals, West, North and East pass, South bids ``contract`` in the box: (app, table) at the dummy's
    first turn (West has led)."""
    app, table = open_bridge(bridge_session(deal=deal))
    my_turn(app, table)
    click(app, table.panel.button_for(contract).rect.center)
    run_and_go_on(app, table, lambda: table.shown.dummy is not None and table.ready_human() is not None)
    return app, table


def columns_of(table, seat) -> list[list[tuple]]:
    """The dummy's (rect, card) column by column, left to right, each from its top card down."""
    columns: dict[int, list] = {}
    for rect, shown, _ in paint.hand_layout(table, seat):
        columns.setdefault(rect.left, []).append((rect, shown))
    return [sorted(columns[left], key=lambda item: item[0].top) for left in sorted(columns)]


def others_on_the_felt(table, dummy) -> list:
    """What a dummy's cards must not cover: the other hands' cards, the trick's four places, the labels of the
    other seats, the score box, the icons and the peek arrows."""
    geometry = table.geometry
    rects = [rect for seat in Seat if seat != dummy for rect, _, _ in paint.hand_layout(table, seat)]
    rects += [pygame.Rect(spot, (layout.CARD_W, layout.CARD_H)) for spot in geometry.trick_spots.values()]
    rects += [geometry.zones[seat] for seat in Seat if seat != dummy]
    return rects + [layout.INFO_BOX, geometry.bulb_rect, geometry.info_rect, geometry.peek_frame]


def assert_columns_by_suit(table, seat, trumps_column: int):
    columns = columns_of(table, seat)
    assert len(columns) == 4
    for column in columns:
        assert len({shown.suit for _, shown in column}) == 1
        ranks = [BRIDGE.deck.index(shown) for _, shown in column]
        assert ranks == sorted(ranks)  # from the ace down
        tops = [rect.top for rect, _ in column]
        assert all(lower - upper >= 13 for upper, lower in zip(tops, tops[1:], strict=False))  # every rank shows
    assert columns[trumps_column][0][1].suit == table.shown.trump
    others = others_on_the_felt(table, seat)
    for rect, _, _ in paint.hand_layout(table, seat):
        assert layout.FELT_RECT.contains(rect) and rect.collidelist(others) == -1


def test_a_dummy_at_north_lies_in_four_suit_columns_trumps_on_the_declarers_left_and_plays_by_click_and_key():
    app, table = south_declares(bid(4, "H"))
    assert table.shown.dummy is Seat.N and table.card_seat() is Seat.N
    assert_columns_by_suit(table, Seat.N, trumps_column=0)  # South looks up at it: his left is the screen's left
    hand = table.session.hand
    legal = [a for a in table.session.legal_actions() if isinstance(a, Card)]
    click(app, card_spot(table, Seat.N, legal[0]))
    assert legal[0] not in hand.hands[Seat.N] and len(hand.hands[Seat.N]) == 12
    while True:  # South's card, then the dummy's turn again: from the keyboard this time
        my_turn(app, table)
        if table.card_seat() is Seat.N:
            break
        click(app, card_spot(table, Seat.S, [a for a in table.session.legal_actions() if isinstance(a, Card)][0]))
    legal = [a for a in table.session.legal_actions() if isinstance(a, Card)]
    wanted = table.shown.hands[Seat.N].index(legal[-1])
    for _ in range(wanted + 1):
        press(app, pygame.K_RIGHT)
    rect, chosen, _ = paint.hand_layout(table, Seat.N)[wanted]
    assert chosen is legal[-1] and paint.thing_at(table, (rect.left + 4, rect.top + 10)) == ("hand", Seat.N, chosen)
    press(app, pygame.K_RETURN)
    assert chosen not in hand.hands[Seat.N] and len(hand.hands[Seat.N]) == 11


def test_a_dummy_at_south_lies_in_columns_under_the_trick_trumps_on_norths_left():
    app, table, hand = south_passes_an_opening(Seat.N, bid(1, "S"))
    run_and_go_on(app, table, lambda: table.shown.dummy is not None)
    assert hand.declarer is Seat.N and table.shown.dummy is Seat.S
    assert_columns_by_suit(table, Seat.S, trumps_column=3)  # North looks down at it: his left is the screen's right


@pytest.mark.parametrize("seat", list(Seat))
@pytest.mark.parametrize("lengths", [(7, 3, 2, 1), (4, 3, 3, 3), (13,), (6, 6, 1), (8, 3, 1, 1), (2, 1, 1, 9),
                                     (10, 1, 1, 1), (1, 1, 11), (1, 12)])
def test_a_dummy_of_any_shape_at_any_seat_stays_clear_of_the_trick_and_the_other_hands(seat, lengths):
    dummy: list = []
    for suit, n in zip("SHCD", lengths, strict=False):
        dummy += [c for c in BRIDGE.deck if c.suit == suit][:n]
    rects = (layout.side_dummy_rects(seat, dummy) if layout.is_vertical(seat)
             else layout.column_dummy_rects(seat, dummy))
    geometry = layout.geometry(0, seat)
    others = [pygame.Rect(spot, (layout.CARD_W, layout.CARD_H)) for spot in geometry.trick_spots.values()]
    for other in Seat:
        if other != seat:
            others += geometry.hand_rects(other, 13, other == Seat.S) + [geometry.zones[other]]
    others += [layout.INFO_BOX, geometry.bulb_rect, geometry.info_rect, geometry.peek_frame]
    for rect in rects:
        assert layout.FELT_RECT.contains(rect) and rect.collidelist(others) == -1
    token = pygame.Rect(geometry.dealer_token_spot(seat, rects), (18, 18))  # when the dummy dealt
    assert token.collidelist(others) == -1 and token.collidelist(rects) == -1


def rank_box(shown: Card) -> pygame.Rect:
    """Where ``shown``'s rank is inked in its top-left corner, measured on its sprite: from the first inked row under
    the border down to the first blank row, in the 12 columns left of a court card's frame."""
    sprite = resources.image(f"cards/{shown.text}")

    def inked(x: int, y: int) -> bool:
        colour = sprite.get_at((x, y))
        return colour.a > 0 and tuple(colour)[:3] != (255, 255, 255)

    columns = range(1, 13)
    rows = [y for y in range(2, 40) if any(inked(x, y) for x in columns)]
    top = bottom = rows[0]
    while bottom + 1 in rows:
        bottom += 1
    xs = [x for x in columns for y in range(top, bottom + 1) if inked(x, y)]
    return pygame.Rect(min(xs), top, max(xs) - min(xs) + 1, bottom - top + 1)


def long_suit_dummy(length: int, first: bool) -> list[Card]:
    """A dummy with ``length`` hearts, the rest of its 13 cards spread over the other suits as evenly as may be;
    the hearts its first column or its last."""
    rest = 13 - length
    shorts = [[c for c in BRIDGE.deck if c.suit == suit][:rest // 3 + (i < rest % 3)] for i, suit in enumerate("SCD")]
    hearts = [c for c in BRIDGE.deck if c.suit == "H"][:length]
    columns = [hearts, *shorts] if first else [*shorts, hearts]
    return [c for column in columns for c in column]


@pytest.mark.parametrize("seat", [Seat.N, Seat.S])
@pytest.mark.parametrize("length", [8, 9, 10, 11, 12, 13])
@pytest.mark.parametrize("first", [True, False])
def test_every_rank_of_a_long_suit_in_a_dummys_columns_shows(seat, length, first):
    dummy = long_suit_dummy(length, first)
    rects = layout.column_dummy_rects(seat, dummy)
    top, bottom = layout.dummy_column_room(seat)
    for index, (shown, rect) in enumerate(zip(dummy, rects, strict=True)):
        rank = rank_box(shown).move(rect.topleft)
        assert rank.height >= 9 and rank.width >= 5  # the glyph measured, not a stray pixel
        assert rank.collidelist(rects[index + 1:]) == -1, f"{shown.name} is covered"  # later cards lie on top
        assert top <= rect.top and rect.bottom <= bottom
    left, right = layout.DUMMY_COLUMNS_X[seat]
    assert left <= min(rect.left for rect in rects) and max(rect.right for rect in rects) <= right
    ranks = [rank_box(shown).move(rect.topleft) for shown, rect in zip(dummy, rects, strict=True)]
    for index, shown in enumerate(dummy):  # chosen with the keyboard: it comes out sideways over the cards before it
        raised = layout.raised_in_column(rects, dummy, index)
        assert raised.top == rects[index].top and abs(raised.left - rects[index].left) == layout.RAISE
        assert left - layout.RAISE <= raised.left and raised.right <= right
        assert raised.collidelist(ranks[:index]) == -1, f"{shown.name} chosen covers a rank"


# North holds eleven hearts: as the dummy, its hearts lie in two columns side by side.
LONG_HEARTS_DEAL = {
    Seat.N: "AH KH QH JH TH 9H 8H 7H 6H 5H 4H 2S 2C",
    Seat.S: "3H 2H AS KS QS JS TS AD KD QD AC KC QC",
    Seat.W: "9S 8S 7S 6S 5S JD TD 9D 8D JC TC 9C 8C",
    Seat.E: "4S 3S 7D 6D 5D 4D 3D 2D 7C 6C 5C 4C 3C",
}


def ranks_on_screen(app, table, seat) -> list[str]:
    """The cards of ``seat``'s hand whose rank does not show on the screen as it is on the card."""
    hidden = []
    for rect, shown, _ in paint.hand_layout(table, seat):
        box = rank_box(shown)
        sprite = resources.image(f"cards/{shown.text}").subsurface(box)
        if not shown_whole(app.screen, sprite, rect.move(box.topleft).topleft):
            hidden.append(shown.name)
    return hidden


def test_a_card_of_a_long_suits_second_column_chosen_with_the_keyboard_stands_out_and_hides_no_rank():
    app, table = south_declares(bid(4, "H"), LONG_HEARTS_DEAL)
    assert table.shown.dummy is Seat.N and table.card_seat() is Seat.N
    places = layout.column_dummy_rects(Seat.N, table.shown.hands[Seat.N])
    hearts = [rect.left for rect, shown in zip(places, table.shown.hands[Seat.N], strict=True) if shown.suit == "H"]
    assert len(set(hearts)) == 2  # the hearts lie in two columns
    for index, shown in enumerate(table.shown.hands[Seat.N]):
        press(app, pygame.K_RIGHT)
        assert table.selected == index
        rect = paint.hand_layout(table, Seat.N)[index][0]
        assert rect.top == places[index].top and rect.left != places[index].left, f"{shown.name} does not stand out"
        assert ranks_on_screen(app, table, Seat.N) == [], f"with {shown.name} chosen"
        others = others_on_the_felt(table, Seat.N)
        assert layout.FELT_RECT.contains(rect) and rect.collidelist(others) == -1


@pytest.mark.parametrize("dummy", [Seat.N, Seat.S])
def test_beside_a_dummy_in_columns_the_tricks_four_cards_lie_apart_in_a_row_clear_of_the_table(dummy):
    geometry = layout.geometry(0, dummy)
    trick = {seat: pygame.Rect(spot, (layout.CARD_W, layout.CARD_H)) for seat, spot in geometry.trick_spots.items()}
    for one, other in itertools.combinations(trick.values(), 2):
        assert not one.colliderect(other)
    assert [seat for seat, _ in sorted(trick.items(), key=lambda item: item[1].left)] == [Seat.W, Seat.N, Seat.S,
                                                                                          Seat.E]
    assert trick[Seat.N].top < trick[Seat.W].top == trick[Seat.E].top < trick[Seat.S].top  # as on the usual cross
    others = [rect for seat in Seat if seat != dummy for rect in geometry.hand_rects(seat, 13, seat == Seat.S)]
    others += [rect.move(0, -layout.RAISE) for rect in geometry.hand_rects(Seat.S, 13, True)]  # a chosen card
    others += [geometry.zones[Seat.N], geometry.zones[Seat.S], layout.INFO_BOX, geometry.bulb_rect,
               geometry.info_rect, geometry.peek_frame, layout.AUCTION_BESIDE_TRICK_ROW]
    for seat in (Seat.W, Seat.E):  # a defender's label area holds its name and the turn marker round it
        zone = geometry.zones[seat]
        others.append(pygame.Rect(zone.left, zone.top, zone.width, paint.TITLE_HEIGHT + 2 * paint.TURN_PAD))
    for length in (4, 8, 13):
        others += layout.column_dummy_rects(dummy, long_suit_dummy(length, True))
    for rect in trick.values():
        assert geometry.felt_rect.contains(rect) and rect.collidelist(others) == -1


def play_to_the_first_medal(app, table) -> None:
    """Every card the human plays is the first the rules allow, until the first trick is complete."""
    while table.shown.medal is None:
        run_and_go_on(app, table, lambda: table.shown.medal is not None or table.ready_human() is not None)
        if table.shown.medal is None:
            seat = table.card_seat()
            click(app, card_spot(table, seat, [a for a in table.session.legal_actions() if isinstance(a, Card)][0]))


def shown_whole(surface: pygame.Surface, sprite: pygame.Surface, topleft, hidden: pygame.Rect | None = None) -> bool:
    """Every opaque pixel of ``sprite`` drawn at ``topleft`` is on ``surface`` as it is, but those under
    ``hidden``."""
    x0, y0 = topleft
    for y in range(sprite.get_height()):
        for x in range(sprite.get_width()):
            colour = sprite.get_at((x, y))
            if colour.a == 255 and not (hidden and hidden.collidepoint(x0 + x, y0 + y)):
                if surface.get_at((x0 + x, y0 + y))[:3] != colour[:3]:
                    return False
    return True


def assert_trick_readable(app, table) -> None:
    """The four cards of the trick each whole on the screen, pixel for pixel (the winner's under its medal only),
    and the medal whole; the auction shown during the play, the labels and the turn marker clear of them."""
    press(app, pygame.K_a)
    assert len(table.shown.trick) == 4
    spots = table.geometry.trick_spots
    medal = paint.medal_rect(table)
    for seat, shown in table.shown.trick:
        sprite = resources.image(f"cards/{shown.text}")
        assert shown_whole(app.screen, sprite, spots[seat], medal), f"{seat.full_name}'s card is covered"
    assert shown_whole(app.screen, resources.image("ui/medal"), medal.topleft)
    cards = [pygame.Rect(spot, (layout.CARD_W, layout.CARD_H)) for spot in spots.values()]
    labels = [item.rect for seat in Seat for item in paint.zone_items(table, seat)] + [paint.turn_marker_rect(table)]
    auction = table.game.auction_table
    assert auction.visible and auction.rect.collidelist(cards) == -1
    assert all(card.collidelist([rect for rect in labels if rect]) == -1 for card in cards)


def test_a_trick_beside_a_dummy_at_north_shows_its_four_cards_and_the_medal_whole():
    app, table = south_declares(bid(4, "H"))
    play_to_the_first_medal(app, table)
    assert table.shown.dummy is Seat.N
    assert_trick_readable(app, table)


def test_a_trick_beside_a_dummy_at_south_shows_its_four_cards_and_the_medal_whole():
    app, table, hand = south_passes_an_opening(Seat.N, bid(1, "S"))
    play_to_the_first_medal(app, table)
    assert table.shown.dummy is Seat.S
    assert_trick_readable(app, table)


def test_the_auction_shown_during_the_play_leaves_the_trick_and_the_dummy_in_view():
    app, table = south_declares(bid(4, "H"))
    auction = table.game.auction_table
    assert not auction.visible
    press(app, pygame.K_a)
    assert auction.visible and auction.calls[-4:] == [bid(4, "H"), PASS, PASS, PASS]
    spots = [pygame.Rect(spot, (layout.CARD_W, layout.CARD_H)) for spot in table.geometry.trick_spots.values()]
    dummy = [rect for rect, _, _ in paint.hand_layout(table, Seat.N)]
    assert auction.rect.collidelist(spots + dummy + [layout.INFO_BOX]) == -1
    assert layout.FELT_RECT.contains(auction.rect)
    press(app, pygame.K_a)
    assert not auction.visible


def test_the_auction_during_the_play_goes_to_the_left_when_east_is_the_dummy():
    app, table, hand = south_passes_an_opening(Seat.W, bid(1, "S"))
    run_and_go_on(app, table, lambda: table.shown.dummy is not None)
    assert table.shown.dummy is Seat.E
    press(app, pygame.K_a)
    auction = table.game.auction_table
    spots = [pygame.Rect(spot, (layout.CARD_W, layout.CARD_H)) for spot in table.geometry.trick_spots.values()]
    dummy = [rect for rect, _, _ in paint.hand_layout(table, Seat.E)]
    assert auction.visible and auction.rect.collidelist(spots + dummy) == -1


def test_a_note_pinned_during_the_bidding_is_gone_once_the_play_starts():
    app, table = open_bridge()
    my_turn(app, table)
    auction = table.game.auction_table
    click(app, auction.call_rect(1).center)  # North's pass: its note stays while the auction goes on
    assert auction.balloon_index == 1
    for key in (pygame.K_3, pygame.K_n, pygame.K_RETURN):  # South bids from the keyboard
        press(app, key)
    assert table.session.hand.auction.calls[3] is bid(3, "NT") and auction.balloon_index == 1
    run_and_go_on(app, table, lambda: table.shown.contract is not None)
    assert auction.balloon_index is None and not auction.balloon_text
    press(app, pygame.K_a)  # the auction shown again during the play: no old note over it
    assert auction.visible and auction.balloon_index is None


# -- calls written as bridge players write them, in the hint and the reasons --------------------------------------
@pytest.mark.parametrize("call", [bid(2, "H"), bid(1, "NT")])
def test_the_hint_writes_its_call_as_the_bidding_system_and_the_auction_table_do(call):
    OPENERS[Seat.S] = call  # the stub advises South to open with it
    app, table = open_bridge()
    my_turn(app, table)
    click(app, table.bulb.rect.center)
    run_until(app, lambda: isinstance(app.scenes.top, MessageBox))
    written = bridge_call_text(call)  # "2♥", "1NT"
    headline = with_symbols(app.scenes.top.text).split("\n")[0]
    assert headline == f"Bid {written}."
    assert with_symbols(call_label(call)) == written


def test_a_computers_call_and_its_reasons_read_as_bridge_players_write_it():
    OPENERS[Seat.N] = bid(3, "NT")
    app, table = open_bridge()
    my_turn(app, table)  # West passed, North opened 3NT, East passed
    [item] = [item for item in paint.zone_items(table, Seat.N) if item.kind == "call"]
    assert with_symbols(item.text) == "3NT"
    click(app, item.rect.center)
    box = app.scenes.top
    assert isinstance(box, MessageBox) and with_symbols(box.title) == "Why North bid 3NT"
    assert with_symbols(box.text).startswith("North bid 3NT.")
