"""The duplicate challenge at the table, by real events through the real loop: Practice > Duplicate challenge, the deals
in South with their status line and Undo off, the box after each deal, the results against the Expert (its run in the
background), the replay viewer on both plays, the history, and a challenge taken up after quitting."""

from __future__ import annotations

import pygame
import pytest
from conftest_ui import card_spot, click, new_app, open_table, press, run_and_go_on, run_until, table_home, top_name

from game import storage
from game.ai.challenge import Challenge, play_deal
from game.engine import PASS, Card, Declaration, Seat
from game.engine.rng import computer_seed
from game.ui.table import store
from game.ui.table.challenge_dialogs import ChallengeDialog, ChallengeHistoryDialog, ChallengeResultsDialog
from game.ui.table.replay_view import ReplayViewer
from game.ui.table.scene import TableScene
from game.ui.table.session import CHALLENGE_UNDO, TableSession
from game.ui.widgets.dialogs import MessageBox
from game.variants import computer_player

GAMES = ("belote_bridgee", "belote", "bridge", "pinochle", "scotch_whist")


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    yield from table_home(tmp_path, monkeypatch)


def quick(table) -> None:
    """The quickest computers in the Expert's run too (the challenge's logic is the same at every skill)."""
    table.duplicate.others = table.duplicate.south = "novice"
    table.prefs.confirm = False
    table.prefs.verify_cards = table.prefs.pause_tricks = False  # Scotch Whist: a click plays the card


def start_challenge(app, table, number: int, deals: int) -> None:
    """Alt+P, U (Practice > Duplicate challenge), the number and the deals typed, Enter (Start)."""
    press(app, pygame.K_p, mod=pygame.KMOD_ALT)
    press(app, pygame.K_u)
    dialog = app.scenes.top
    assert isinstance(dialog, ChallengeDialog) and 1 <= dialog.number.value <= 999_999  # a random one offered
    assert dialog.deals.value == 20
    dialog.number.set_text(str(number))
    press(app, pygame.K_TAB)
    dialog.deals.set_text(str(deals))
    press(app, pygame.K_RETURN)
    assert app.scenes.top is table


def a_call(legal):
    wanted = [a for a in legal if a is not PASS and not isinstance(a, Declaration) and "double" not in str(a)]
    return (wanted or legal)[0]


def play_the_deal(app, table) -> None:
    """You call the lowest bid and play the first card allowed (a click) until the deal's box comes."""
    def box_or_turn() -> bool:
        return app.scenes.top is not table or table.ready_human() is not None

    for _ in range(200):
        run_and_go_on(app, table, box_or_turn)
        if app.scenes.top is not table:
            return
        legal = table.hand.legal_actions()
        cards = [a for a in legal if isinstance(a, Card)]
        if cards and table.hand.phase == "play":
            click(app, card_spot(table, table.card_seat(), cards[0]))
        else:
            assert table.human_act(a_call(legal))
    raise AssertionError("the deal never ended")


def test_a_two_deal_challenge_end_to_end_with_its_results_replays_and_history():
    app, table = open_table("scotch_whist", seed=7)
    quick(table)
    start_challenge(app, table, 4321, 2)
    session = table.session
    assert table.status_right_texts()[-1] == "Challenge 4321, deal 1 of 2"
    assert session.challenge.challenge == Challenge("scotch_whist", 4321, 2, session.options.to_json(), "novice")
    assert table.duplicate.run is not None  # the Expert plays out of sight from the start
    assert session.hand.deal_number == session.challenge.challenge.deal_number(1)
    # Undo greyed with its reason, and refused with it
    assert table.why_no_undo() == CHALLENGE_UNDO
    undo = next(item for item in table.menu_bar.menus[0].items if item.label == "Un&do")
    assert not undo.is_enabled() and undo.tooltip_text() == CHALLENGE_UNDO
    press(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert isinstance(app.scenes.top, MessageBox) and CHALLENGE_UNDO in app.scenes.top.text
    press(app, pygame.K_RETURN)
    assert not table.helps_allowed()
    play_the_deal(app, table)
    box = app.scenes.top
    assert isinstance(box, MessageBox) and box.text.startswith("Deal 1 of 2 is over. You scored ")
    assert "next deal" in box.buttons
    press(app, pygame.K_RETURN)  # Next deal
    app.run_frames(2)
    assert table.status_right_texts()[-1] == "Challenge 4321, deal 2 of 2"
    assert session.hand.deal_number == session.challenge.challenge.deal_number(2)
    play_the_deal(app, table)
    assert "results" in app.scenes.top.buttons
    press(app, pygame.K_RETURN)  # Results
    results = app.scenes.top
    assert isinstance(results, ChallengeResultsDialog)
    run_until(app, lambda: len(results.rows) == 2)
    yours = {i: s for i, (_, s) in session.challenge.yours.items()}
    expert = {i: play_deal(session.challenge.challenge, i, "novice")[1] for i in (1, 2)}
    assert [(r.yours, r.expert, r.difference) for r in results.rows] == [
        (yours[i], expert[i], yours[i] - expert[i]) for i in (1, 2)]
    assert results.list.items[0].startswith(f"1  (hand no. {session.challenge.challenge.deal_number(1)})\t")
    app.run_frames(2)
    [kept] = storage.History().challenges("scotch_whist")
    assert (kept["number"], kept["deals"], kept["yours"], kept["expert"]) == (4321, 2, sum(yours.values()),
                                                                               sum(expert.values()))
    assert storage.History().games() == []  # not a game: the statistics do not count it
    # each deal's two plays in the replay viewer
    click(app, results.buttons["expert's play"].rect.center)
    assert isinstance(app.scenes.top, ReplayViewer) and app.scenes.top.title == "Expert, deal 1"
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is results
    rows = results.list.rows_rect()
    click(app, (rows.centerx, rows.top + results.list.row_height * 3 // 2))  # the second deal
    click(app, results.buttons["your play"].rect.center)
    assert isinstance(app.scenes.top, ReplayViewer) and app.scenes.top.title == "You, deal 2"
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_ESCAPE)  # the results closed: the challenge is over, a new game starts
    assert app.scenes.top is table and session.challenge is None and not session.practice
    assert table.duplicate.run is None and table.why_no_undo() != CHALLENGE_UNDO
    # later, from History: Practice > Challenge results
    press(app, pygame.K_p, mod=pygame.KMOD_ALT)
    press(app, pygame.K_g)
    assert isinstance(app.scenes.top, ChallengeHistoryDialog) and "challenge 4321, 2 deals" in app.scenes.top.lines[0]
    press(app, pygame.K_RETURN)
    shown = app.scenes.top
    assert isinstance(shown, ChallengeResultsDialog) and shown.rows == results.rows
    press(app, pygame.K_ESCAPE)
    # and from Game > History, its Challenges... button
    table.show_history()
    app.run_frames(2)
    assert app.scenes.top.pages[-1].title == "Duplicate challenges"
    assert "challenge 4321, 2 deals: you scored" in store.history_markdown("scotch_whist", "Scotch Whist")
    click(app, app.scenes.top.buttons["Challenges..."].rect.center)
    assert isinstance(app.scenes.top, ChallengeHistoryDialog)


def test_the_table_seats_the_same_computers_as_the_experts_run_so_only_south_differs():
    session = TableSession("belote")
    challenge = Challenge("belote", 99, 2, others="novice")
    session.start_challenge(challenge)
    for index in (1, 2):
        assert all(session.player_seed(seat) == computer_seed(challenge.table_seed(index), seat) for seat in Seat)
        assert [session.skill_for(seat) for seat in (Seat.N, Seat.E, Seat.W)] == ["novice"] * 3
        for _ in range(400):  # South played by the same skill as the others: the same hand as that run's
            if session.match.current_scored:
                break
            seat = session.to_act
            session.apply(computer_player("belote", session.skill_for(seat) if seat.name != "S" else "novice",
                                          session.player_seed(seat)).decide(session.view(seat)).action)
        record, score = play_deal(challenge, index, "novice")
        assert session.challenge.yours[index] == (session.match.records[-1], score)
        assert session.match.records[-1]["actions"] == record["actions"]
        session.next_hand()
    assert session.challenge_over and session.humans() == [Seat.S]
    session.new_game()
    assert session.challenge is None and session.players[Seat.S] == "human" and session.players[Seat.N] == "expert"


def test_a_challenge_in_progress_survives_quitting_and_goes_on_at_its_deal():
    app, table = open_table("belote", seed=7)
    quick(table)
    start_challenge(app, table, 55, 3)
    play_the_deal(app, table)
    press(app, pygame.K_RETURN)  # Next deal
    app.run_frames(2)
    table.autosaver.flush(2.0)
    table.duplicate.close()
    app2 = new_app()
    app2.settings.animation_speed = 10
    table2 = TableScene(app2, variant_id="belote", worker_mode="thread", resume=True)
    quick(table2)
    app2.push(table2)
    app2.run_frames(2)
    session = table2.session
    assert session.challenge is not None and session.challenge.index == 2 and list(session.challenge.yours) == [1]
    assert table2.status_right_texts()[-1] == "Challenge 55, deal 2 of 3"
    assert table2.why_no_undo() == CHALLENGE_UNDO and table2.duplicate.run is not None
    assert session.hand.deal_number == session.challenge.challenge.deal_number(2)
    table2.duplicate.close()


@pytest.mark.parametrize("variant_id", GAMES)
def test_every_game_plays_a_challenge_in_south_with_its_status_and_no_helps(variant_id):
    app, table = open_table(variant_id, seed=7)
    quick(table)
    start_challenge(app, table, 8, 1)
    assert table.status_right_texts()[-1] == "Challenge 8, deal 1 of 1"
    assert table.session.humans() == [Seat.S]
    assert table.why_no_undo() == CHALLENGE_UNDO
    run_and_go_on(app, table, lambda: table.ready_human() is not None or app.scenes.top is not table)
    if app.scenes.top is table:
        click(app, table.bulb.rect.center)  # the bulb is hidden: no hint
        assert table.hint_ticket is None and top_name(app) == "TableScene"
        press(app, pygame.K_PERIOD, text=".")
        assert table.hint_ticket is None
    table.duplicate.close()
