"""Practice > Replay bidding / Replay cards on a hand already finished and scored (issue 13, item 2): the tutorial
of the 32 Card Bridge manual ends "the hand is finished, you can replay it". The replay is played beside the game:
the game keeps the score of the first playing and goes on at the next hand."""

import pygame
import pytest
from conftest_ui import choose_from_menu, click, my_turn, open_table, press, run_and_go_on, table_home, top_name

from game.ai.player import Decision
from game.engine import PASS, Seat
from game.ui.table.scorecard import REPLAY_NOTE, ScoreCard
from game.ui.table.session import TableSession


class FirstBidder:
    """A computer for these tests: the first to speak bids the lowest it may, then everybody passes; the first
    card allowed is played."""

    def decide(self, view):
        legal = list(view.legal)
        bid = any(call is not PASS for _, call in view.public.auction)
        wanted = PASS if PASS in legal and bid else next((a for a in legal if a is not PASS), legal[0])
        return Decision(wanted, ["the test's player"])


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    yield from table_home(tmp_path, monkeypatch, FirstBidder())


def play_to_end(session: TableSession, first_call: bool = True) -> None:
    """Someone bids (so there is a contract), then everybody passes and plays the first card allowed."""
    called = not first_call
    while not session.hand.done:
        legal = session.legal_actions()
        wants = not called and PASS in legal and any(a is not PASS for a in legal)
        session.apply(next(a for a in legal if a is not PASS) if wants else PASS if PASS in legal else legal[0])
        called = called or wants


# -- the session ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("variant_id", ["belote_bridgee", "belote", "bridge", "pinochle", "scotch_whist"])
def test_a_finished_hand_replays_beside_the_game_which_keeps_its_score(variant_id):
    session = TableSession(variant_id, seed=3)
    play_to_end(session)
    summary = session.match.history[-1]  # scored by its last card
    first = session.hand
    scores, actions, over = session.scores(), [str(a) for a in first.actions], session.game_over
    assert session.can_replay("bidding") and session.can_replay("play")
    session.replay("play")
    assert session.replaying and session.hand.phase != "done" and not session.hand.tricks
    assert [str(a) for a in session.hand.actions] == actions[:len(session.hand.actions)]
    session.replay("bidding")
    replayed = session.hand
    assert replayed.actions == [] and replayed.initial_cards == first.initial_cards and replayed.dealer == first.dealer
    assert session.record()["hands"] == [first.record()]  # a save or the autosave holds the game, not the replay
    play_to_end(session, first_call=False)
    again = session.match.history[-1]  # scored by its last card
    assert again.number == summary.number == 1 and not session.counts
    session.next_hand()
    assert not session.replaying and session.hand.actions == []
    if over:  # that hand ended the game (a Pinochle side took every counter): the next game starts
        assert not session.match.history and session.seed == 4
    else:
        assert session.scores() == scores and len(session.match.history) == 1 and session.hand.dealer != first.dealer


def test_any_hand_of_the_game_can_be_replayed_with_the_scores_it_was_dealt_at():
    session = TableSession("belote_bridgee", seed=3)
    for _ in range(3):
        play_to_end(session)
        session.next_hand()
    session.apply(session.legal_actions()[0])  # the fourth hand is under way
    in_progress = [str(a) for a in session.hand.actions]
    second = session.match.records[1]
    session.replay_finished_hand(2)
    assert session.replaying and session.hand.actions == [] and session.hand.record()["cards"] == second["cards"]
    assert session.scores() == session.match.history[0].totals  # as it stood after the first hand
    play_to_end(session)
    session.next_hand()  # back to the game: its fourth hand, where it was left
    assert not session.replaying and [str(a) for a in session.hand.actions] == in_progress


# -- at the table -----------------------------------------------------------------------------------------
def finish_by_the_computer(app, table) -> ScoreCard:
    my_turn(app, table)
    choose_from_menu(app, table, "End cards", menu="Practice")
    run_and_go_on(app, table, lambda: isinstance(app.scenes.top, ScoreCard))
    return app.scenes.top


def test_replay_bidding_after_the_score_card_plays_the_hand_again_then_the_game_goes_on():
    app, table = open_table("belote_bridgee", seed=21)
    table.prefs.confirm = False
    card = finish_by_the_computer(app, table)
    assert REPLAY_NOTE not in card.texts
    click(app, card.buttons["close"].rect.center)
    assert app.scenes.top is table and table.hand.done
    first, scores = table.hand, table.session.scores()
    practice = table.menu_bar.menus[1]
    [replay_item] = [item for item in practice.items if item.label == "Replay &bidding"]
    assert replay_item.is_enabled()
    choose_from_menu(app, table, "Replay bidding", menu="Practice")
    assert table.session.replaying and table.hand.actions == [] and table.hand.initial_cards == first.initial_cards
    assert table.session.scores() == {key: 0 for key in scores}  # the game as it stood before the hand
    card = finish_by_the_computer(app, table)
    assert REPLAY_NOTE in card.texts and card.summary.number == 1
    card.finish("next hand")
    app.run_frames(2)
    assert top_name(app) == "TableScene" and not table.session.replaying
    assert table.session.scores() == scores and len(table.session.match.history) == 1
    assert table.hand.dealer != first.dealer


def test_no_replay_when_playing_without_help():
    app, table = open_table("belote_bridgee", seed=21)
    table.prefs.confirm = False
    finish_by_the_computer(app, table).finish("close")
    table.prefs.without_help = True
    table.replay("bidding")
    assert table.hand.done and not table.session.replaying


def test_replay_a_hand_lists_the_game_s_scored_hands_and_replays_the_one_chosen():
    from game.ui.table.dialogs import ReplayHandDialog

    app, table = open_table("belote_bridgee", seed=21)
    table.prefs.confirm = False
    finish_by_the_computer(app, table).finish("next hand")
    app.run_frames(2)
    first = table.session.game.records[0]
    choose_from_menu(app, table, "Replay a hand...", menu="Practice")
    dialog = app.scenes.top
    assert isinstance(dialog, ReplayHandDialog) and len(dialog.lines) == 1
    assert dialog.lines[0].startswith("Hand 1: ") and "N-S" in dialog.lines[0]
    press(app, pygame.K_RETURN)
    assert app.scenes.top is table and table.session.replaying
    assert table.hand.record()["cards"] == first["cards"] and table.hand.actions == []


# -- from History: a hand of a finished game --------------------------------------------------------------
def play_a_game_to_its_end(app, table) -> None:
    """The computers play the table's game hand after hand (Next hand on each score card) to its end."""
    while True:
        run_and_go_on(app, table, lambda: isinstance(app.scenes.top, ScoreCard))
        if app.scenes.top.match_over:
            return
        press(app, pygame.K_RETURN)  # Next hand


def test_a_hand_of_a_finished_game_replays_from_history_beside_the_game_and_counts_nowhere(tmp_path):
    from game import storage
    from game.ui.help import HelpScene
    from game.ui.table.dialogs import HistoryGamesDialog, ReplayHandDialog
    from game.variants import VARIANTS

    options = VARIANTS["belote"].default_options().replace(target=500)
    computers = {seat: "novice" for seat in (Seat.N, Seat.E, Seat.S, Seat.W)}
    app, table = open_table("belote", TableSession("belote", options, computers, seed=5))
    table.prefs.confirm = False
    play_a_game_to_its_end(app, table)
    finished = table.session.match
    press(app, pygame.K_RETURN)  # New game
    game_in_progress = table.session.match
    assert game_in_progress is not finished and not game_in_progress.history
    assert table.autosaver.flush()  # the end of a hand is written by the autosave thread
    [kept] = storage.History().games("belote")
    scores_file = (tmp_path / "scores-belote.json").read_bytes()
    assert kept["replayable"] and kept["scores"] == finished.scores and kept["hands"] == len(finished.history) > 1

    choose_from_menu(app, table, "History...")
    help_scene = app.scenes.top
    assert isinstance(help_scene, HelpScene) and "Replay a hand..." in help_scene.buttons
    click(app, help_scene.buttons["Replay a hand..."].rect.center)
    games = app.scenes.top
    assert isinstance(games, HistoryGamesDialog) and len(games.lines) == 1
    assert games.lines[0].startswith(kept["finished"][:16]) and f"{finished.scores['NS']} v " in games.lines[0]
    press(app, pygame.K_RETURN)  # that game's hands
    hands = app.scenes.top
    assert isinstance(hands, ReplayHandDialog) and len(hands.lines) == len(finished.history)
    last = finished.history[-1]
    assert hands.lines[-1].startswith(f"Hand {last.number}: ")
    assert hands.lines[-1].endswith(f"(dealt by {last.dealer.full_name})")
    for _ in finished.history[1:]:
        press(app, pygame.K_DOWN)
    click(app, hands.buttons["replay cards"].rect.center)  # the last hand, from its first card

    assert app.scenes.top is table and table.session.replaying and table.session.game is game_in_progress
    replayed = table.hand
    assert replayed.record()["cards"] == finished.records[-1]["cards"] and replayed.dealer == last.dealer
    assert replayed.phase != "bidding" and not replayed.tricks
    assert table.session.scores() == finished.history[-2].totals  # the game as it stood before that hand
    run_and_go_on(app, table, lambda: isinstance(app.scenes.top, ScoreCard))
    card = app.scenes.top
    assert REPLAY_NOTE in card.texts and card.summary.number == last.number
    assert "next hand" in card.buttons and "new game" not in card.buttons  # it ended that game, not this one
    press(app, pygame.K_RETURN)  # Next hand: back to the game in progress
    assert app.scenes.top is table and not table.session.replaying and table.session.match is game_in_progress
    assert table.autosaver.flush()
    assert storage.History().games("belote") == [kept]
    assert (tmp_path / "scores-belote.json").read_bytes() == scores_file


def test_a_game_of_the_history_without_its_cards_is_listed_and_says_it_cannot_be_replayed(tmp_path):
    import sqlite3

    from game import storage
    from game.ui.widgets.dialogs import MessageBox

    session = TableSession("belote", seed=3)
    session.set_options(session.options.replace(target=500))
    session.new_game(3)
    play_to_end(session)
    while not session.game_over:
        session.next_hand()
        play_to_end(session)
    older = storage.History().record_game("belote", session.match, {}, {})
    with sqlite3.connect(tmp_path / storage.HISTORY_FILE) as conn:
        conn.execute("UPDATE games SET record = NULL WHERE id = ?", (older,))  # as a version 2 history kept it
    conn.close()
    app, table = open_table("belote", seed=21)
    choose_from_menu(app, table, "History...")
    click(app, app.scenes.top.buttons["Replay a hand..."].rect.center)
    assert app.scenes.top.lines[0].endswith(", cannot be replayed")
    press(app, pygame.K_RETURN)
    message = app.scenes.top
    assert isinstance(message, MessageBox) and message.text == storage.NO_RECORD
    press(app, pygame.K_RETURN)
    assert app.scenes.top is table and not table.session.replaying
    table.prefs.without_help = True  # no replays in a real game
    choose_from_menu(app, table, "History...")
    click(app, app.scenes.top.buttons["Replay a hand..."].rect.center)
    assert isinstance(app.scenes.top, MessageBox) and app.scenes.top.text.startswith("Replays are off while you")


@pytest.mark.parametrize("variant_id", ["belote_bridgee", "belote", "bridge", "pinochle", "scotch_whist"])
def test_every_table_s_help_says_how_to_replay_a_hand_from_history(variant_id):
    from game.ui.games import traits_for
    from game.ui.markdown import parse_pages

    pages = {page.title: page for page in parse_pages(traits_for(variant_id).table_help)}
    assert "Replaying a hand from History" in pages
    text = traits_for(variant_id).table_help.split("# Replaying a hand from History")[1]
    assert all(words in text for words in ("**Replay a hand...**", "**Hands...**", "**Replay bidding**",
                                           "**Replay cards**", "no score file and no history", "cannot"))


@pytest.mark.parametrize("variant_id", ["belote_bridgee", "belote", "bridge", "pinochle", "scotch_whist"])
def test_a_hand_of_a_game_kept_in_the_history_replays_beside_the_game_in_progress(variant_id):
    from game import storage

    old = TableSession(variant_id, seed=7)
    for _ in range(2):
        play_to_end(old)
        if not old.game_over:
            old.next_hand()
    if not old.game_over:
        old.match.end_early()  # End rubber, Terminate: a finished game too
    game_id = storage.History().record_game(variant_id, old.match, {}, {})
    record, problem = storage.History().game_record(game_id)
    assert problem is None
    session = TableSession(variant_id, seed=8)
    session.apply(session.legal_actions()[0])  # the game in progress has begun
    in_progress, actions = session.match, list(session.hand.actions)
    session.replay_finished_hand(2, "bidding", record)
    assert session.replaying and session.game is in_progress and not session.counts
    assert session.hand.record()["cards"] == old.match.records[1]["cards"] and session.hand.actions == []
    assert session.scores() == old.match.history[0].totals
    kept = session.record()  # the autosave: the game in progress, not the replay
    assert kept["hands"] == [] and kept["current"]["actions"] == in_progress.current.record()["actions"]
    play_to_end(session)
    session.next_hand()
    assert not session.replaying and session.match is in_progress and session.hand.actions == actions
