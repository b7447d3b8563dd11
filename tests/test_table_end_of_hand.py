"""The end of a hand: the session scores it when its last card falls (TableSession.apply, through Match.apply), the
table writes it at once through the one end-of-hand service (store.keep_scored_hand: the log, the autosave, the
score file, the history), and the animation only shows it: the table's scores change with the score card, and a
table closed before the score card has lost nothing.

The computers are a stub in the worker's place that takes or bids whenever it may (so that hands score points)."""

from __future__ import annotations

import pytest
from conftest_ui import click, open_table, run_and_go_on, run_until, table_home

from game import storage
from game.ai.player import Decision
from game.engine import PASS, Seat
from game.engine.events import MatchScored
from game.engine.match import Match
from game.ui.table import store
from game.ui.table.scorecard import ScoreCard
from game.ui.table.session import TableSession
from game.variants import VARIANTS

GAMES = ["belote_bridgee", "belote", "bridge", "pinochle", "scotch_whist"]
COMPUTERS = {seat: "expert" for seat in (Seat.N, Seat.E, Seat.S, Seat.W)}
BELOTE = VARIANTS["belote"]
TO_500 = BELOTE.default_options().replace(target=500)


def eager(legal):
    """The first action allowed that is not a pass (a pass when it is all there is)."""
    return next((action for action in legal if action is not PASS), legal[0])


class EagerPlayer:
    def decide(self, view):
        return Decision(eager(list(view.legal)), ["the test's eager player"])


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    yield from table_home(tmp_path, monkeypatch, player=EagerPlayer())


def play_hand(session: TableSession) -> list:
    """Every action of the hand in progress; the events of its last one."""
    events = []
    while not session.hand.done:
        events = session.apply(eager(session.legal_actions()))
    return events


def at_its_last_hand(seed: int = 3) -> TableSession:
    """A game of Belote to 500 at the start of the hand that ends it (the eager players play it to its end)."""
    session = TableSession("belote", TO_500, dict(COMPUTERS), seed=seed)
    while True:
        record = session.record()
        play_hand(session)
        if session.game_over:
            return TableSession.from_record(record)
        session.next_hand()


# -- the session -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("variant_id", GAMES)
def test_the_last_card_scores_the_hand_and_its_events_carry_the_summary(variant_id):
    session = TableSession(variant_id, seed=5)
    while True:
        events = session.apply(eager(session.legal_actions()))
        if session.hand.done:
            break
        assert not session.match.current_scored and not [e for e in events if isinstance(e, MatchScored)]
    scored = events[-1]
    assert isinstance(scored, MatchScored) and scored.result is session.hand.result()
    assert session.match.current_scored and session.match.history == [scored.summary]
    assert scored.summary.totals == session.scores() and scored.summary.points == {
        key: total for key, total in session.scores().items()}  # the first hand: its points are the totals


@pytest.mark.parametrize("variant_id", GAMES)
def test_match_apply_scores_as_the_hand_played_alone_then_finish_hand(variant_id):
    variant = VARIANTS[variant_id]
    played, alone = Match(variant, seed=9), Match(variant, seed=9)
    for _ in range(2):
        while not played.current.done:
            action = eager(played.current.legal_actions())
            played.apply(action)
            alone.current.apply(action)
        assert alone.finish_hand() == played.history[-1] and alone.scores == played.scores
        with pytest.raises(RuntimeError, match="already scored"):
            played.finish_hand()  # a hand is scored once
        if played.over:
            break
        played.next_hand()
        alone.next_hand()
    assert played.record() == alone.record()


def test_a_save_of_an_earlier_version_before_the_score_card_is_scored_when_taken_up():
    session = TableSession("belote", seed=4)
    while not session.hand.done:
        session.hand.apply(eager(session.legal_actions()))  # as an earlier version left it: played, not scored
    record = session.record()
    assert record["current"] is not None and not record["current_scored"]
    again = TableSession.from_record(record)
    assert len(again.match.history) == 1 and not again.hand.actions


def test_an_earlier_version_s_save_of_a_game_s_last_hand_before_its_score_card_is_counted_and_kept_on_loading(home):
    session = at_its_last_hand()
    while not session.hand.done:
        session.hand.apply(eager(session.legal_actions()))  # as an earlier version left it: played, not scored
    storage.save_autosave("belote", session.record())
    assert storage.load_autosave("belote") == (None, None)  # the game is over: nothing to resume...
    [game] = storage.History().games("belote")  # ...and it is in the history, its last hand in the score file
    assert game["key"] == session.game_key and not (home / "autosave-belote.json").exists()
    assert storage.load_score_file("belote")[0].counts.hands == 1


# -- at the table ----------------------------------------------------------------------------------------
def test_the_table_scores_at_the_last_card_and_shows_the_new_scores_with_the_score_card():
    app, table = open_table("belote", TableSession("belote", TO_500, dict(COMPUTERS), seed=3))
    before = table.score_text()
    run_until(app, lambda: table.hand.done)  # the frame of the last card: none of its steps has run yet
    match = table.session.match
    assert match.current_scored and match.history and table.steps and table.shown.score_due
    assert match.scores != {key: 0 for key in match.scores}  # the hand scored points...
    assert table.score_text() == before and table.shown_scores() == {key: 0 for key in match.scores}  # ...not shown
    assert not table.can_next_hand()  # its score card comes first
    run_and_go_on(app, table, lambda: isinstance(app.scenes.top, ScoreCard))
    assert app.scenes.top.summary is match.history[-1]
    assert not table.shown.score_due and table.shown_scores() == match.scores and table.score_text() != before


def test_each_hand_is_written_once_with_its_score_card_shown_or_not(monkeypatch):
    jobs = []
    real_job = store.scored_hand_job
    monkeypatch.setattr(store, "scored_hand_job", lambda *args: jobs.append(args) or real_job(*args))
    app, table = open_table("belote", TableSession("belote", TO_500, dict(COMPUTERS), seed=3))
    run_and_go_on(app, table, lambda: isinstance(app.scenes.top, ScoreCard))
    assert table.autosaver.flush() and len(jobs) == 1
    click(app, app.scenes.top.buttons["next hand"].rect.center)
    run_until(app, lambda: table.hand.done)  # hand 2's last card: its score card is never shown
    table.leave_table()  # Close table, during the last trick
    assert len(jobs) == 2 and table.autosaver.flush(60)  # leave_table waits 2 s at most: a loaded machine is slower
    sheet, problems = storage.load_score_file("belote")
    assert problems == [] and sheet.counts.hands == 2
    record, problem = storage.load_autosave("belote")  # which counts no hand again
    assert problem is None and len(record["hands"]) == 2 and record["current_scored"]
    assert storage.load_score_file("belote")[0].counts.hands == 2
    assert TableSession.from_record(record).hand.actions == []  # taken up at hand 3


def test_a_game_ended_by_a_hand_whose_score_card_is_never_shown_is_in_the_history(home):
    session = at_its_last_hand()
    app, table = open_table("belote", session)
    run_until(app, lambda: table.hand.done)
    assert table.session.game_over and not isinstance(app.scenes.top, ScoreCard)
    table.leave_table()
    [game] = storage.History().games("belote")
    assert game["key"] == session.game_key and game["hands"] == len(table.session.match.history)
    assert not (home / "autosave-belote.json").exists()
    sheet, _ = storage.load_score_file("belote")
    assert sheet.counts.hands == 1 and sheet.games == 1  # the hand played at the table


def test_a_demonstration_writes_nothing_but_the_log(home):
    options = TO_500.replace(log_file=True)
    app, table = open_table("belote", TableSession("belote", options, dict(COMPUTERS), seed=3), demo=True)
    run_until(app, lambda: table.hand.done)
    assert table.autosaver.flush()
    assert "Trick 8:" in (home / "belote.log").read_text(encoding="utf-8")
    assert not (home / "autosave-belote.json").exists() and not (home / "scores-belote.json").exists()
    assert storage.History().games("belote") == []
