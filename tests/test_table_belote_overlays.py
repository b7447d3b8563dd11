"""Issue 15, item 6, the two Belote tables, through real events (headless): 32 Card Bridge's announce buttons only
for the announces held, the announces shown as small cards beside the seats (zoom under the mouse), the score
sheet of both games (Game > Score sheet, F6), Belote's hand parameters explained under the mouse and its score
card's heading.

The other seats are played by the conftest's stub (it passes while bidding, else takes the first action allowed:
in 32 Card Bridge an announce comes before the cards, so the stub announces what it holds)."""

import dataclasses
import random

import pygame
import pytest
from conftest_ui import (
    choose_from_menu,
    click,
    move,
    my_turn,
    open_table,
    press,
    run_and_go_on,
    run_until,
    sprite_spots,
    table_home,
)

from game.engine import PASS, Card, Declaration, Seat, cards
from game.engine.match import Match
from game.engine.seats import SEATS
from game.ui import resources, theme
from game.ui.games.belote_sheet import ROWS_SHOWN, BeloteSheetDialog
from game.ui.table import layout, paint
from game.ui.table.card_strip import INDEX_HEIGHT, mini_fan_card
from game.ui.table.scorecard import ScoreCard
from game.ui.table.session import TableSession
from game.variants import VARIANTS
from game.variants.belote.parameters import hand_parameters

BRIDGEE = VARIANTS["belote_bridgee"]
# South holds four jacks and the 7-8-9 of spades (a square and a third), West the ace-king-queen of spades.
SQUARE_AND_THIRD = {
    Seat.S: "JS JH JD JC 7S 8S 9S AH", Seat.W: "AS KS QS TS KH QH TH 9H",
    Seat.N: "8H 7H AD KD QD TD 9D 8D", Seat.E: "7D AC KC QC TC 9C 8C 7C",
}
# South holds no combination: aces, queens, nines and sevens of spades and hearts.
NO_COMBINATION = {
    Seat.S: "AS QS 9S 7S AH QH 9H 7H", Seat.W: "KS JS TS 8S KH JH TH 8H",
    Seat.N: "AD KD QD JD TD 9D 8D 7D", Seat.E: "AC KC QC JC TC 9C 8C 7C",
}
CORNER = pygame.Rect(0, 0, 18, INDEX_HEIGHT)  # what a fanned small card shows of itself: its index


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    yield from table_home(tmp_path, monkeypatch)


def bridgee_in_play(deal=SQUARE_AND_THIRD) -> TableSession:
    """A practice hand of 32 Card Bridge where South bids 80 spades, the others pass, and South leads."""
    session = TableSession("belote_bridgee", seed=3, practice=True)
    dealer = next(s for s in SEATS if BRIDGEE.new_hand(session.options, dealer=s, deal_number=1).to_act == Seat.S)
    match = Match(BRIDGEE, session.options, first_dealer=dealer, seed=3)
    match.current = BRIDGEE.new_hand(session.options, dealer=dealer,
                                     cards={seat: cards(text) for seat, text in deal.items()},
                                     context=match._context())
    session.match = match
    for action in ("80S", PASS, PASS, PASS):
        session.apply(action)
    return session


def shown_buttons(table) -> dict:
    return {kind: button for kind, button in table.game.announce_buttons.items() if button.visible}


def test_an_announce_button_appears_only_for_an_announce_you_hold():
    app, table = open_table("belote_bridgee", bridgee_in_play())
    table.prefs.confirm = False
    my_turn(app, table)
    app.run_frames(1)
    held = set(table.session.view(Seat.S).public.may_announce)
    assert held == {"square", "third"}
    assert set(shown_buttons(table)) == held  # no Fourth, no Fifth: South holds neither
    spot = pygame.Rect(table.geometry.trick_spots[Seat.S], (layout.CARD_W, layout.CARD_H))
    square, third = table.game.announce_buttons["square"], table.game.announce_buttons["third"]
    assert square.rect.centerx == third.rect.centerx == spot.centerx and third.rect.bottom < square.rect.top
    assert abs((third.rect.top - spot.top) - (spot.bottom - square.rect.bottom)) <= 1  # centred in the card's place
    click(app, square.rect.center)
    assert isinstance(table.hand.actions[-1], Declaration) and table.hand.actions[-1].kind == "square"
    assert set(shown_buttons(table)) == {"third"}  # announced: its button goes
    click(app, third.rect.center)
    assert not shown_buttons(table)
    card = next(a for a in table.session.legal_actions() if isinstance(a, Card))
    click(app, (paint.hand_layout(table, Seat.S)[table.shown.hands[Seat.S].index(card)][0].left + 4,
                table.geometry.south_y + 10))
    assert card in [c for _, c in table.hand.trick] or table.hand.tricks
    assert not shown_buttons(table)


def test_no_announce_button_when_you_hold_no_announce():
    app, table = open_table("belote_bridgee", bridgee_in_play(NO_COMBINATION))
    my_turn(app, table)
    app.run_frames(1)
    assert table.session.view(Seat.S).public.may_announce == ()
    assert not shown_buttons(table)


def test_announces_are_shown_as_small_cards_beside_the_seats_and_zoomed_under_the_mouse():
    app, table = open_table("belote_bridgee", bridgee_in_play())
    table.prefs.confirm = False
    my_turn(app, table)
    app.run_frames(1)
    for kind in ("square", "third"):
        click(app, table.game.announce_buttons[kind].rect.center)
    while not table.shown.melds[Seat.S]:  # shown with the first card of the second trick
        table.human_act(next(a for a in table.session.legal_actions() if isinstance(a, Card)))
        run_and_go_on(app, table, lambda: table.shown.melds[Seat.S] or table.ready_human() is not None)
    app.run_frames(2)
    strips = {seat: [i for i in paint.zone_items(table, seat) if i.kind == "meld_cards"] for seat in SEATS}
    assert {seat for seat, items in strips.items() if items} == {s for s in SEATS if table.hand.declared[s]}
    assert len(strips[Seat.S]) == 2  # the square and the third
    # North's zone is wide and short: its two thirds carry their names beside their cards
    assert [item.text for item in strips[Seat.N]] == ["Third (20)", "Third (20)"]
    assert not [item for item in paint.zone_items(table, Seat.N) if item.kind == "meld"]
    for seat, items in strips.items():
        for item in items:
            for each in item.payload[1]:  # every card of the announce shows by its index, inside its strip
                spots = sprite_spots(app.screen, mini_fan_card(each), CORNER)
                assert any(item.rect.contains(pygame.Rect(spot, CORNER.size)) for spot in spots), f"{seat}: {each}"
            assert not any(i.kind == "meld" and "[" in i.text for i in paint.zone_items(table, seat))  # no 9[S] 8[S]
    seat = next(s for s in (Seat.W, Seat.N, Seat.E) if strips[s])
    item = strips[seat][0]
    move(app, item.rect.center)
    assert paint.tooltip_for(table, item.rect.center).startswith(f"{seat.full_name}'s announce: ")
    last = item.payload[1][-1]  # the zoom: the announce's cards full size, the last one whole
    assert sprite_spots(app.screen, resources.image(f"cards/{last.text}"))


def played_session(variant_id: str, hands: int, **options) -> TableSession:
    """A game of ``variant_id`` with ``hands`` hands scored (random legal actions), the next one dealt."""
    variant = VARIANTS[variant_id]
    session = TableSession(variant_id, dataclasses.replace(variant.default_options(), **options), seed=7)
    rng = random.Random(7)
    while len(session.match.history) < hands and not session.match.over:
        hand = session.match.current
        while not hand.done:
            session.apply(rng.choice(hand.legal_actions()))
        if not session.match.over:
            session.match.next_hand()
    return session


def check_sheet(sheet, match) -> None:
    assert isinstance(sheet, BeloteSheetDialog)
    assert [row[0] for row in sheet.rows] == [str(s.number) for s in match.history]
    for row, summary in zip(sheet.rows, match.history, strict=True):
        assert row[3:] == [str(summary.points["NS"]), str(summary.points["EW"]), str(summary.totals["NS"]),
                           str(summary.totals["EW"])]
    assert str(match.target) in sheet.texts[0] or match.over


def test_32_card_bridge_score_sheet_from_the_game_menu_and_f6():
    session = played_session("belote_bridgee", 3)
    app, table = open_table("belote_bridgee", session)
    choose_from_menu(app, table, "Score sheet...")
    sheet = app.scenes.top
    check_sheet(sheet, session.match)
    assert any("by" in row[2] or row[2] == "All passed" for row in sheet.rows)
    press(app, pygame.K_RETURN)
    assert app.scenes.top is table
    press(app, pygame.K_F6)
    check_sheet(app.scenes.top, session.match)


def test_belote_f6_score_sheet_lists_every_hand_and_scrolls_through_a_long_game():
    session = played_session("belote", ROWS_SHOWN + 3, target=9999)
    match = session.match
    app, table = open_table("belote", session)
    press(app, pygame.K_F6)
    sheet = app.scenes.top
    check_sheet(sheet, match)
    rows = len(match.history)
    assert rows > ROWS_SHOWN and sheet.first == rows - ROWS_SHOWN  # the last hands in view
    assert all(row[2].endswith(f"by {s.declarer.full_name}") and "trumps" in row[2] or "Trumps" in row[2]
               for row, s in zip(sheet.rows, match.history, strict=True) if s.contract)
    press(app, pygame.K_HOME)
    assert sheet.first == 0
    app.run_frames(2, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0,
                                          precise_y=-1.0, which=0, touch=False)])
    assert sheet.first == min(3, rows - ROWS_SHOWN)
    press(app, pygame.K_END)
    assert sheet.first == rows - ROWS_SHOWN
    press(app, pygame.K_RETURN)
    assert app.scenes.top is table


BELOTE_DEAL = {  # dealer East, South speaks first; the turn-up is the ten of hearts
    Seat.S: "7H 8H 9H AS KS", Seat.W: "KH QH 7D 8D 9D", Seat.N: "AH 7C 8C 9C TC", Seat.E: "AD KD JC KC AC",
    "stock": "TH JH QC TD JD QD QS JS TS 9S 8S 7S",
}


def belote_practice() -> TableSession:
    belote = VARIANTS["belote"]
    session = TableSession("belote", seed=5, practice=True)
    match = Match(belote, session.options, first_dealer=Seat.E, seed=5)
    match.current = belote.new_hand(session.options, dealer=Seat.E,
                                    cards={seat: cards(text) for seat, text in BELOTE_DEAL.items()},
                                    context=match._context())
    session.match = match
    return session


def parameter_tip(app, table, name: str) -> str:
    """Moves the mouse over South's hand parameter ``name`` (TP, TR, V or Flat); the status bar's words."""
    font = theme.font(17)
    for item in paint.zone_items(table, Seat.S):
        words = item.text.split() if item.kind == "params" else []
        if name in words[::2]:
            before = " ".join(words[:words.index(name)])
            spot = (item.rect.left + font.size(before + " " if before else "")[0] + 2, item.rect.centery)
            move(app, spot)
            return paint.tooltip_for(table, spot)  # (the status bar may show a message of the moment first)
    raise AssertionError(f"{name} is not shown beside South")


def test_belote_hand_parameters_are_explained_under_the_mouse():
    app, table = open_table("belote", belote_practice())
    my_turn(app, table)
    assert parameter_tip(app, table, "TP") == "TP 29: the points your cards are worth in tricks, [H] trumps"
    table.human_act("take")
    my_turn(app, table)
    run_until(app, lambda: any(i.kind == "params" and "Flat" in i.text for i in paint.zone_items(table, Seat.S)))
    figures = hand_parameters(table.session.view(Seat.S))  # 7H 8H 9H AS KS TH JH and one more, hearts trumps
    assert parameter_tip(app, table, "TP") == f"TP {figures['TP']}: the points your cards are worth in tricks, [H] " \
                                               "trumps"
    assert parameter_tip(app, table, "TR") == f"TR {figures['TR']}: you hold {figures['TR']} trumps"
    voids = figures["V"]
    assert parameter_tip(app, table, "V") == (f"V {voids}: {voids} void{'s' if voids > 1 else ''}, a suit of which "
                                              "you hold no card" if voids else "V 0: no void, you hold a card of "
                                              "every suit")
    flat = "a flat hand, no void, no singleton, one doubleton at most" if figures["Flat"] == "Y" else \
        "not flat, with a void, a singleton or several doubletons"
    assert parameter_tip(app, table, "Flat") == f"Flat {figures['Flat']}: {flat}"


def test_belote_score_card_heading_says_who_took_which_trumps_and_how_it_went():
    app, table = open_table("belote", belote_practice())
    session = table.session
    run_until(app, lambda: app.scenes.top is not table or table.ready_human() is not None)
    table.human_act("take")
    table.end_phase("play")
    run_and_go_on(app, table, lambda: isinstance(app.scenes.top, ScoreCard), limit=20000)
    card = app.scenes.top
    result = session.hand.result()
    assert card.texts[0] == f"South took [H] trumps: {'made' if result.made else 'dedans'}"
    assert card.texts[1:1 + len(result.lines)] == result.lines
    assert not any("takers dedans" in text or "Contract" in text for text in card.texts)
