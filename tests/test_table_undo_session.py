"""Undo and Redo in the table's session (game/ui/table/undo.py), without a window: one human decision a press with
the computers' actions after it, back to the deal; Redo plays exactly those again with their reasons; a new action
ends what can be redone; a hand scored is not undone; the switch that turns Undo off."""

import pytest

from game.engine import PASS, Seat
from game.ui.table.session import Reasons, TableSession
from game.ui.table.undo import HAND_OVER, NOTHING_TO_REDO, NOTHING_TO_UNDO, actors

GAMES = ("belote_bridgee", "belote", "bridge", "pinochle", "scotch_whist")


def choose(session: TableSession):
    """South bids at his first chance; everybody else passes when they may, else the first action allowed."""
    hand = session.hand
    legal = hand.legal_actions()
    bid = any(call is not PASS for _, call in hand.calls)
    if hand.to_act == Seat.S and hand.phase == "bidding" and not bid and PASS in legal:
        return next(a for a in legal if a is not PASS and str(a) not in ("double", "redouble"))
    return PASS if PASS in legal else legal[0]


def play(session: TableSession, count: int) -> None:
    """``count`` actions (fewer if the hand ends), each computer's with a reason of its own."""
    for _ in range(count):
        if session.hand.done:
            return
        seat = session.hand.to_act
        reasons = None if seat == Seat.S else [f"reason {len(session.hand.actions)}"]
        session.apply(choose(session), reasons)


def south_indices(session: TableSession) -> list[int]:
    return [i for i, seat in enumerate(actors(session.hand)) if seat == Seat.S]


@pytest.mark.parametrize("variant_id", GAMES)
def test_undo_goes_back_one_decision_of_south_a_press_to_the_deal_and_redo_all_the_way_back(variant_id):
    session = TableSession(variant_id, seed=5)
    assert session.why_no_undo() == NOTHING_TO_UNDO and session.why_no_redo() == NOTHING_TO_REDO
    play(session, 30)
    assert not session.hand.done
    full = [str(a) for a in session.hand.actions]
    reasons = {i: list(r) for i, r in session.reasons.items()}
    mine = south_indices(session)
    assert mine
    for index in reversed(mine):
        session.undo()
        assert len(session.hand.actions) == index and session.hand.to_act == Seat.S
        assert all(i < index for i in session.reasons)
    assert session.why_no_undo() == NOTHING_TO_UNDO
    with pytest.raises(ValueError):
        session.undo()
    for index in [*mine[1:], len(full)]:
        session.redo()
        assert [str(a) for a in session.hand.actions] == full[:index]
    assert {i: list(r) for i, r in session.reasons.items()} == reasons
    assert all(isinstance(r, Reasons) for r in session.reasons.values())
    assert session.why_no_redo() == NOTHING_TO_REDO


def test_a_new_action_ends_what_can_be_redone():
    session = TableSession("belote", seed=5)
    play(session, 12)
    session.undo()
    assert session.why_no_redo() is None
    session.apply(choose(session))
    assert session.why_no_redo() == NOTHING_TO_REDO
    with pytest.raises(ValueError):
        session.redo()


def test_another_hand_ends_what_can_be_redone():
    session = TableSession("bridge", seed=5)
    play(session, 8)
    session.undo()
    session.replay("bidding")
    assert session.why_no_redo() == NOTHING_TO_REDO


def test_a_hand_scored_is_not_undone():
    session = TableSession("scotch_whist", seed=5)
    play(session, 500)
    assert session.hand.done and session.match.current_scored
    assert session.why_no_undo() == HAND_OVER
    with pytest.raises(ValueError):
        session.undo()
    session.next_hand()
    assert session.why_no_undo() == NOTHING_TO_UNDO


def test_hotseat_undo_goes_back_to_the_last_decision_of_any_person():
    players = {Seat.N: "human", Seat.E: "expert", Seat.S: "human", Seat.W: "expert"}
    session = TableSession("bridge", players=players, seed=5)
    play(session, 10)
    seats = actors(session.hand)
    last = max(i for i, seat in enumerate(seats) if seat in (Seat.N, Seat.S))
    session.undo()
    assert len(session.hand.actions) == last and session.hand.to_act == seats[last]


def test_undo_works_on_a_game_taken_up_from_its_record_and_redo_starts_empty():
    session = TableSession("pinochle", seed=5)
    play(session, 20)
    taken_up = TableSession.from_record(session.record())
    assert taken_up.why_no_redo() == NOTHING_TO_REDO
    taken_up.undo()
    assert len(taken_up.hand.actions) == south_indices(session)[-1]


def test_the_switch_turns_undo_and_redo_off_with_its_reason():
    session = TableSession("belote_bridgee", seed=5)
    play(session, 10)
    session.undo()
    session.undo_off = "Undo is off in a duplicate challenge."
    assert session.why_no_undo() == session.why_no_redo() == "Undo is off in a duplicate challenge."
    with pytest.raises(ValueError, match="duplicate"):
        session.undo()
    with pytest.raises(ValueError, match="duplicate"):
        session.redo()
