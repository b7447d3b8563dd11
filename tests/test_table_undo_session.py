"""Undo and Redo in the table's session (game.ui.table.undo), without pygame: one human decision at a time, the
computers' actions after it with it, their reasons kept for Redo, and the reasons Undo is refused."""

import random

import pytest

from game.engine import PASS, IllegalAction, Seat
from game.ui.table.session import TableSession
from game.ui.table.undo import IN_SCORE_FILE, NOTHING_TO_REDO, NOTHING_TO_UNDO, UndoRedo, last_human_decision

GAMES = ("belote_bridgee", "belote", "bridge", "pinochle", "scotch_whist")


def played_into_the_cards(variant_id: str, players=None, actions: int = 24) -> TableSession:
    """A game whose hand has ``actions`` actions (random legal ones, the computers' with reasons), not over."""
    rng = random.Random(7)
    for seed in range(1, 60):
        session = TableSession(variant_id, players=players, seed=seed)
        while session.hand.to_act is not None and len(session.hand.actions) < actions:
            seat = session.hand.to_act
            legal = [a for a in session.legal_actions() if a is not PASS] or session.legal_actions()
            session.apply(rng.choice(legal), None if session.kind(seat) == "human" else [f"{seat.name} chose it"])
        if not session.hand.done:
            return session
    raise AssertionError("every game ended early")


def human_indices(session: TableSession) -> list[int]:
    actors = session.undo_redo.actors(session.hand)
    return [i for i, seat in enumerate(actors) if session.kind(seat) == "human"]


@pytest.mark.parametrize("variant_id", GAMES)
def test_undo_takes_back_the_last_human_decision_and_redo_plays_the_same_moves_with_their_reasons(variant_id):
    session = played_into_the_cards(variant_id)
    actions, reasons = list(session.hand.actions), dict(session.reasons)
    last = human_indices(session)[-1]
    session.undo()
    assert session.hand.actions == actions[:last] and session.hand.to_act == Seat.S
    assert all(index < last for index in session.reasons)
    session.redo()
    assert session.hand.actions == actions and session.reasons == reasons
    assert session.why_no_redo() == NOTHING_TO_REDO


def test_undo_again_and_again_goes_back_to_the_deal_and_redo_comes_back_one_decision_at_a_time():
    session = played_into_the_cards("belote")
    actions = list(session.hand.actions)
    stops = human_indices(session)
    for stop in reversed(stops):
        session.undo()
        assert len(session.hand.actions) == stop
    assert session.why_no_undo() == NOTHING_TO_UNDO
    for stop in stops[1:]:
        session.redo()
        assert len(session.hand.actions) == stop
    session.redo()
    assert session.hand.actions == actions


def test_a_new_action_clears_what_can_be_redone():
    session = played_into_the_cards("scotch_whist")
    session.undo()
    assert session.why_no_redo() is None
    session.apply(session.legal_actions()[-1])
    assert session.why_no_redo() == NOTHING_TO_REDO
    with pytest.raises(IllegalAction):
        session.redo()


def test_in_hotseat_undo_goes_back_to_the_last_decision_of_any_human():
    players = {Seat.N: "human", Seat.E: "expert", Seat.S: "human", Seat.W: "expert"}
    session = played_into_the_cards("bridge", players)
    actors = session.undo_redo.actors(session.hand)
    last = max(i for i, seat in enumerate(actors) if seat in (Seat.N, Seat.S))
    session.undo()
    assert len(session.hand.actions) == last and session.hand.to_act == actors[last]


def test_the_declarer_decides_the_dummy_s_cards():
    session = played_into_the_cards("bridge", actions=40)
    hand = session.hand
    actors = session.undo_redo.actors(hand)
    dummy = hand.view(Seat.S).public.dummy
    assert dummy is not None and dummy not in actors[hand.play_start:]


def test_the_switch_turns_undo_and_redo_off_with_its_reason():
    session = played_into_the_cards("belote_bridgee")
    session.undo()
    session.undo_off = "Undo is off in a duplicate challenge"
    assert session.why_no_undo() == session.why_no_redo() == "Undo is off in a duplicate challenge"
    with pytest.raises(IllegalAction, match="duplicate"):
        session.undo()


def played_out(variant_id: str, practice: bool = False) -> TableSession:
    session = played_into_the_cards(variant_id)
    session.practice = practice
    while not session.hand.done:
        session.apply(session.legal_actions()[0], ["the first card allowed"])
    return session


@pytest.mark.parametrize("variant_id", ["belote_bridgee", "bridge", "scotch_whist"])
def test_a_scored_hand_s_last_card_comes_back_with_its_score_out_of_the_game(variant_id):
    session = played_out(variant_id)
    match, actions = session.match, list(session.hand.actions)
    scores, history, record = dict(match.scores), list(match.history), match.record()
    session.undo()
    assert not session.match.current_scored and not session.match.history and len(session.hand.actions) < len(actions)
    assert set(session.match.scores.values()) == {0} and session.match.target == match.target
    session.redo()
    assert session.hand.actions == actions and session.match.scores == scores
    assert session.match.history == history and session.match.current_scored
    assert session.match.record() == record  # the very game: its sheet, its deck's state, its run of passed hands


@pytest.mark.parametrize("variant_id", ["belote", "pinochle"])
def test_a_scored_hand_in_the_score_file_is_not_taken_back_but_a_practice_hand_is(variant_id):
    assert played_out(variant_id).why_no_undo() == IN_SCORE_FILE
    session = played_out(variant_id, practice=True)
    session.undo()
    assert not session.match.current_scored


def test_a_session_from_a_record_can_undo_and_has_nothing_to_redo():
    saved = played_into_the_cards("pinochle")
    session = TableSession.from_record(saved.record())
    assert session.why_no_redo() == NOTHING_TO_REDO and session.why_no_undo() is None
    session.undo()
    assert len(session.hand.actions) == human_indices(saved)[-1]


def test_the_actors_are_worked_out_once_per_position():
    session = played_into_the_cards("bridge")
    history = UndoRedo()
    first = history.actors(session.hand)
    assert history.actors(session.hand) is first
    assert last_human_decision(first, {Seat.S}) == max(i for i, s in enumerate(first) if s == Seat.S)
    assert last_human_decision(first, set()) is None
