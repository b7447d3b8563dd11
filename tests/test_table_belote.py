"""Belote with the turn-up card at the table, driven by real pygame events through the app loop (headless).

The other seats are played by a small stub put in the worker's place (always pass while taking, the
first legal card while playing), so the tests do not depend on the Belote computer players; the table
calls it exactly as it calls them.
"""

import random

import pygame
import pytest
from conftest_ui import (
    card_spot,
    click,
    move,
    my_turn,
    open_table,
    press,
    run_and_go_on,
    sprite_spots,
    table_home,
    type_text,
)

from game.engine import PASS, Card, IllegalAction, Seat, card, cards
from game.engine.cards import SUIT_SYMBOLS
from game.engine.match import Match
from game.ui.games.belote_sheet import BeloteSheetDialog
from game.ui.table import paint, store
from game.ui.table.dialogs import ChoiceButton, RulesDialog
from game.ui.table.edit_hand import EditHandScene
from game.ui.table.input_hand import InputHandDialog
from game.ui.table.scorecard import ScoreCard
from game.ui.table.session import TableSession
from game.ui.widgets.dialogs import MessageBox
from game.variants import VARIANTS
from game.variants.belote.parameters import hand_parameters

BELOTE = VARIANTS["belote"]
# Dealer East, clockwise: South speaks and leads first. South holds 7-8-9 of hearts and the turn-up is
# the ten of hearts; the jack of hearts comes to him after the taking: a fifth in trumps.
DEAL = {
    Seat.S: "7H 8H 9H AS KS", Seat.W: "KH QH 7D 8D 9D", Seat.N: "AH 7C 8C 9C TC", Seat.E: "AD KD JC KC AC",
    "stock": "TH JH QC TD JD QD QS JS TS 9S 8S 7S",
}


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    yield from table_home(tmp_path, monkeypatch)


def belote_session(deal=None, dealer=Seat.E, options=None) -> TableSession:
    session = TableSession("belote", options, seed=5)
    deal = deal or DEAL
    match = Match(BELOTE, session.options, first_dealer=dealer, seed=5)
    match.current = BELOTE.new_hand(session.options, dealer=dealer,
                                    cards={seat: cards(text) for seat, text in deal.items()},
                                    context=match._context())
    session.match = match
    session.practice = True
    return session


def open_belote(session=None):
    return open_table("belote", session or belote_session())


def test_the_deal_turns_up_a_card_and_the_taking_panel_offers_take_and_pass():
    app, table = open_belote()
    my_turn(app, table)
    assert table.shown.turn_up is card("TH")
    assert [len(table.shown.hands[s]) for s in (Seat.N, Seat.E, Seat.S, Seat.W)] == [5, 5, 5, 5]
    panel = table.panel
    assert panel.visible and panel.take_button.enabled and panel.pass_button.enabled
    assert not any(b.enabled for b in panel.suit_buttons.values()) and not panel.nt_button.visible
    assert "TP 29" in [item.text for item in paint.zone_items(table, Seat.S)]  # hearts trumps: 9H 14, AS 11, KS 4
    assert paint.tooltip_for(table, (320, 200)) == "The turn-up card: the ten of hearts"


def test_a_belote_hand_played_by_clicks_and_keys_to_its_score_card():
    app, table = open_belote()
    hand = table.session.hand
    my_turn(app, table)
    click(app, table.panel.take_button.rect.center)
    assert hand.taker is Seat.S and hand.trump == "H"
    run_and_go_on(app, table, lambda: table.shown.deal_done and table.ready_human() is not None)
    assert table.shown.turn_up is None and card("TH") in table.shown.hands[Seat.S]
    assert sorted(map(str, table.shown.hands[Seat.S])) == sorted(map(str, hand.view(Seat.S).hand))
    public = hand.view(Seat.S).public
    shown = {seat: melds for seat, melds in table.shown.melds.items() if melds}
    assert shown and shown == {seat: list(melds) for seat, melds in public.shown.items() if melds}
    winners = [seat for seat in shown if seat.side == public.declarations_side]
    assert winners and any("(" in item.text for item in paint.zone_items(table, winners[0]) if item.kind == "meld")
    by_key = 0
    while app.scenes.top is table:
        my_turn(app, table)
        if app.scenes.top is not table:
            break
        legal = [a for a in table.session.legal_actions() if isinstance(a, Card)]
        mine = table.shown.hands[Seat.S]
        if by_key < 2:  # the manual's way: the number of the card, then Enter
            press(app, pygame.K_1 + mine.index(legal[-1]))
            press(app, pygame.K_RETURN)
            by_key += 1
        else:
            click(app, card_spot(table, Seat.S, legal[0]))
    assert isinstance(app.scenes.top, ScoreCard)
    assert hand.done and len(hand.tricks) == 8 and by_key == 2
    assert app.scenes.top.summary.lines == hand.result().lines
    assert table.session.match.scores == hand.result().points
    assert table.shown.last_trick[1] == hand.tricks[-1][1]
    assert any("Belote" in words for words in table.shown.belote.values())  # West played the king and queen


def test_the_last_trick_box_shows_the_trick_in_mini_cards_at_whole_pixels():
    app, table = open_belote()
    my_turn(app, table)
    click(app, table.panel.take_button.rect.center)
    while table.shown.last_trick is None:  # South leads the first trick
        my_turn(app, table)
        legal = [a for a in table.session.legal_actions() if isinstance(a, Card)]
        click(app, card_spot(table, Seat.S, legal[0]))
    run_and_go_on(app, table, lambda: table.ready_human() is not None)
    move(app, (320, 60))  # no tooltip over the box
    winner, trick = table.shown.last_trick
    box = paint.layout.SMALL_TRICK
    spots = {}
    for seat, played in trick:
        mini = paint.mini_card(played)
        assert mini.get_size() == (28, 38)
        [spots[seat]] = sprite_spots(app.screen, mini)  # drawn once, pixel for pixel: not a scaled face
        assert box.contains(pygame.Rect(spots[seat], mini.get_size()))
    (nx, ny), (sx, sy), (wx, wy), (ex, ey) = (spots[seat] for seat in (Seat.N, Seat.S, Seat.W, Seat.E))
    assert nx == sx and wx < nx < ex and ny < wy == ey < sy  # laid out as the seats sit
    x, y = spots[winner]
    assert tuple(app.screen.get_at((x - 1, y - 1)))[:3] == paint.YELLOW  # the winner's card framed


def test_round_two_offers_the_three_other_suits_and_the_taker_gets_the_turn_up():
    app, table = open_belote()
    hand = table.session.hand
    my_turn(app, table)
    click(app, table.panel.pass_button.rect.center)
    my_turn(app, table)
    panel = table.panel
    assert hand.round == 2 and panel.visible and not panel.take_button.enabled
    assert {s for s, b in panel.suit_buttons.items() if b.enabled} == {"S", "D", "C"}
    assert panel.suit_buttons["H"].tooltip.endswith("cannot be named in round two")
    assert "TP" in paint.zone_items(table, Seat.S)[1].text
    click(app, panel.suit_buttons["S"].rect.center)
    assert hand.taker is Seat.S and hand.trump == "S"
    run_and_go_on(app, table, lambda: table.shown.deal_done and table.ready_human() is not None)
    assert card("TH") in table.shown.hands[Seat.S] and len(table.shown.hands[Seat.S]) == 8


def test_a_forbidden_card_is_refused_with_its_reason():
    app, table = open_belote()
    hand = table.session.hand
    my_turn(app, table)
    click(app, table.panel.take_button.rect.center)
    while True:
        my_turn(app, table)
        legal = table.session.legal_actions()
        forbidden = [c for c in table.shown.hands[Seat.S] if c not in legal]
        if forbidden:
            break
        click(app, card_spot(table, Seat.S, legal[0]))
    try:
        hand.clone().apply(forbidden[0])
    except IllegalAction as exc:
        reason = exc.reason
    before = len(hand.actions)
    click(app, card_spot(table, Seat.S, forbidden[0]))
    box = app.scenes.top
    assert isinstance(box, MessageBox) and box.title == "Not allowed" and reason[1:] in box.text
    assert len(hand.actions) == before and app.sound.last_played == "refusal"


def test_the_hand_parameters_of_a_hand_built_deal():
    session = belote_session()
    assert hand_parameters(session.view(Seat.S)) == {"TP": 14 + 11 + 4}  # hearts trumps: 9H, AS, KS
    assert hand_parameters(session.view(Seat.N)) == {"TP": 11 + 10}  # AH, TC
    session.apply(PASS)
    for _ in range(3):
        session.apply(PASS)
    assert hand_parameters(session.view(Seat.S)) == {"TP": 11 + 4}  # round two, the best suit to name: AS, KS
    session.apply("take:S")
    view = session.view(Seat.S)  # 7H 8H 9H AS KS TH JH QC with spades trumps
    assert sorted(map(str, view.hand)) == sorted("7H 8H 9H AS KS TH JH QC".split())
    assert hand_parameters(view) == {"TP": 11 + 4 + 10 + 2 + 3, "TR": 2, "V": 1, "Flat": "N"}  # no diamond
    north = session.view(Seat.N)  # AH 7C 8C 9C TC + QS JS TS
    assert hand_parameters(north) == {"TP": 11 + 10 + 3 + 20 + 10, "TR": 3, "V": 1, "Flat": "N"}
    east = session.view(Seat.E)  # AD KD JC KC AC + 9S 8S 7S: spades trumps
    assert hand_parameters(east) == {"TP": 11 + 4 + 2 + 4 + 11 + 14, "TR": 3, "V": 1, "Flat": "N"}


def test_f3_opens_every_belote_rule_option_and_a_choice_is_kept():
    app, table = open_belote()
    press(app, pygame.K_F3)
    dialog = app.scenes.top
    assert isinstance(dialog, RulesDialog)
    assert set(dialog.fields) == {item["name"] for item in BELOTE.default_options().describe()}
    direction = dialog.fields["direction"]
    assert isinstance(direction, ChoiceButton) and direction.value == "clockwise"
    click(app, direction.rect.center)
    assert direction.value == "counter-clockwise"
    click(app, dialog.buttons["ok"].rect.center)
    assert app.scenes.top is not dialog and table.session.options.direction == "counter-clockwise"


def test_the_manuals_keys_full_stop_f6_and_f8():
    app, table = open_belote()
    hand = table.session.hand
    my_turn(app, table)
    press(app, pygame.K_PERIOD)  # the computer chooses for South: the stub passes
    run_and_go_on(app, table, lambda: hand.calls)
    assert hand.calls[0] == (Seat.S, PASS)
    press(app, pygame.K_F6)
    assert isinstance(app.scenes.top, BeloteSheetDialog) and app.scenes.top.title == "Score sheet"
    assert app.scenes.top.texts == ["No hand of this game has been scored yet."]
    press(app, pygame.K_RETURN)
    assert table.prefs.end_of_turn == "click"
    press(app, pygame.K_F8)
    assert table.prefs.end_of_turn == "wait" and app.scenes.top is table


def test_edit_hand_for_belote_gives_the_chosen_cards_first_and_the_rest_to_the_stock():
    session = TableSession("belote")
    session.edited_hand({Seat.S: cards("JH 9H AH")}, Seat.E, rng=random.Random(3))
    hand = session.hand
    assert set(cards("JH 9H AH")) <= set(hand.view(Seat.S).hand) and len(hand.view(Seat.S).hand) == 5
    assert len(hand.stock) == 12 and hand.dealer is Seat.E and session.practice


# -- the Log file, Replay hand and Input hand options -------------------------------------------------------

COMPUTERS = {seat: "expert" for seat in (Seat.N, Seat.E, Seat.S, Seat.W)}


def game_table(**chosen):
    """A table in a game (not a practice hand) with the given Belote options; the stub plays every seat."""
    session = belote_session(options=BELOTE.default_options().replace(**chosen))
    session.practice = False
    session.players = dict(COMPUTERS)
    return open_belote(session)


def to_score_card(app, table):
    run_and_go_on(app, table, lambda: isinstance(app.scenes.top, ScoreCard))
    return app.scenes.top


def play_to_score_card_taking_as_south(app, table):
    my_turn(app, table)
    click(app, table.panel.take_button.rect.center)
    table.end_phase("play")  # Practice > End cards: the stub plays South's cards
    return to_score_card(app, table)


@pytest.mark.parametrize("letters", [False, True])
def test_the_log_file_gets_every_finished_hand_with_its_tricks(home, letters):
    app, table = open_belote(belote_session(options=BELOTE.default_options().replace(log_file=True,
                                                                                    log_letters=letters)))
    hand = table.session.hand
    play_to_score_card_taking_as_south(app, table)
    assert len(hand.tricks) == 8
    assert table.autosaver.flush()  # the log is written by the autosave thread, in turn with the other writes
    text = (home / "belote.log").read_text(encoding="utf-8")
    assert "Opening hands:" in text and "Trick 8:" in text and "Score:" in text
    assert ("Turn-up: TH" in text) == letters and ("Turn-up: T\u2665" in text) == (not letters)
    first = hand.tricks[0][1]
    line = next(line for line in text.splitlines() if line.startswith("Trick 1:"))
    marks = [f"{seat.name} {c.text if letters else c.rank + SUIT_SYMBOLS[c.suit]}" for seat, c in first]
    assert [line.index(mark) for mark in marks] == sorted(line.index(mark) for mark in marks)


def test_no_log_file_without_the_option_and_a_failure_is_a_message(home):
    app, table = open_belote()
    play_to_score_card_taking_as_south(app, table)
    assert not (home / "belote.log").exists()
    (home / "belote.log").mkdir()
    problem = store.append_hand_log(table.session.hand, False)
    assert problem and "log file" in problem and str(home) in problem
    notes = table.game.rules_notes()
    assert str(home / "belote.log") in notes["log_file"]
    table.session.options = table.session.options.replace(log_file=True)
    table.keep_scored_hand()  # as after a hand: the problem is said once the score card is closed, and play goes on
    assert table.autosaver.flush()
    click(app, app.scenes.top.buttons["close"].rect.center)
    box = app.scenes.top
    assert isinstance(box, MessageBox) and "log file" in box.text
    press(app, pygame.K_RETURN)
    assert app.scenes.top is table and table.can_next_hand()


def test_replay_hand_asks_before_the_next_hand_and_deals_the_same_cards_by_the_same_dealer():
    app, table = game_table(replay_hand=True)
    first = table.session.hand
    card_ = to_score_card(app, table)
    click(app, card_.buttons["next hand"].rect.center)
    question = app.scenes.top
    assert isinstance(question, MessageBox) and question.title == "Replay hand" and "East" in question.text
    app.run_frames(20)
    assert table.session.hand.actions == [] and table.session.hand.dealer is Seat.S  # nobody acts meanwhile
    click(app, question.buttons["yes"].rect.center)
    replay = table.session.hand
    assert replay is not first and replay.dealer is Seat.E and not table.holding
    assert replay.initial_cards == first.initial_cards
    card_ = to_score_card(app, table)
    click(app, card_.buttons["next hand"].rect.center)
    click(app, app.scenes.top.buttons["no"].rect.center)
    assert table.session.hand.dealer is Seat.S and table.session.hand.initial_cards != first.initial_cards
    assert app.scenes.top is table and not table.holding


TYPED = ["7D 8D 9D TD JD N", "QD KD AD 7C 8C E", "9C TC JC QC KC S", "AC 7S 8S 9S TS W", "JS U"]


def type_line(app, line):
    type_text(app, line)
    press(app, pygame.K_RETURN)


def test_input_hand_before_a_new_hand_plays_the_typed_deal_and_refuses_a_bad_line_with_its_reason():
    app, table = game_table(input_hand=True)
    card_ = to_score_card(app, table)
    click(app, card_.buttons["next hand"].rect.center)
    dialog = app.scenes.top
    assert isinstance(dialog, InputHandDialog) and table.holding and table.session.hand.dealer is Seat.S
    type_line(app, TYPED[0])
    type_line(app, "QS X")
    box = app.scenes.top
    assert isinstance(box, MessageBox) and "'X' is not a hand" in box.text
    press(app, pygame.K_RETURN)
    assert app.scenes.top is dialog and dialog.lines == [TYPED[0]] and dialog.field.text == "QS X"
    dialog.field.set_text("")
    click(app, dialog.buttons["deal"].rect.center)  # East, South and West have no card yet
    box = app.scenes.top
    assert isinstance(box, MessageBox) and "East has 0 cards" in box.text
    press(app, pygame.K_RETURN)
    for line in TYPED[1:]:
        type_line(app, line)
    assert dialog.lines == TYPED
    click(app, dialog.buttons["deal"].rect.center)
    hand = table.session.hand
    assert not table.holding and hand.dealer is Seat.S and not table.session.practice
    for line in TYPED[:4]:
        *typed, seat = line.split()
        assert hand.initial_cards[Seat.parse(seat)] == cards(" ".join(typed))
    assert hand.turn_up is card("JS")
    to_score_card(app, table)
    assert table.session.match.records[-1]["cards"]["S"] == TYPED[2].split()[:5]


def test_practice_input_hand_and_the_hands_placed_with_the_mouse():
    app, table = open_belote()
    table.ask_input_hand()
    dialog = app.scenes.top
    assert isinstance(dialog, InputHandDialog)
    click(app, dialog.mouse_button.rect.center)
    editor = app.scenes.top
    assert isinstance(editor, EditHandScene) and editor.share == 5 and editor.dealer_radio not in editor.widgets
    for c in cards("7D 8D 9D TD JD"):
        editor.put(c, Seat.N)
    assert not editor.put(card("QD"), Seat.N)  # five cards at most: an opening hand
    press(app, pygame.K_RETURN)  # the message saying so
    click(app, editor.buttons["&Deal"].rect.center)
    assert app.scenes.top is dialog
    assert dialog.lines == ["7D 8D 9D TD JD N"]
    for line in TYPED[1:4]:
        type_line(app, line)
    click(app, dialog.buttons["deal"].rect.center)
    hand = table.session.hand
    assert table.session.practice and hand.initial_cards[Seat.N] == cards("7D 8D 9D TD JD")
    assert hand.initial_cards[Seat.W] == cards("AC 7S 8S 9S TS") and app.scenes.top is table


def test_open_hands_shows_every_hand_face_up_and_only_with_the_option():
    """Issue 13, item 1: the "Open hands" option plays the hand face up at the table."""
    from dataclasses import replace

    closed = open_belote()[1]
    assert not closed.face_up(Seat.N)
    app, table = open_belote(belote_session(options=replace(BELOTE.default_options(), open_hands=True)))
    my_turn(app, table)
    for seat in (Seat.N, Seat.E, Seat.W):
        assert table.face_up(seat)
        assert all(face_up for _, _, face_up in paint.hand_layout(table, seat))
        assert [c for _, c, _ in paint.hand_layout(table, seat)] == list(table.shown.hands[seat])
    assert paint.tooltip_for(table, card_spot(table, Seat.N, table.shown.hands[Seat.N][0])) != "North's cards"


def test_open_hands_between_two_players_at_one_table_hides_nothing_behind_a_curtain():
    from dataclasses import replace

    session = belote_session(options=replace(BELOTE.default_options(), open_hands=True))
    session.players[Seat.N] = "human"
    app, table = open_belote(session)
    my_turn(app, table)
    assert table.ready_human() == Seat.S
    press(app, pygame.K_p)  # South passes; West (a computer) passes; North's turn
    run_and_go_on(app, table, lambda: table.ready_human() == Seat.N or table.curtain is not None)
    assert table.curtain is None and table.ready_human() == Seat.N and table.face_up(Seat.S)
