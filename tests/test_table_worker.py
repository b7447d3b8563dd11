"""Computer decisions in the worker process (spawn) and the thread it falls back to."""

import time

import pytest

from game.engine import Seat
from game.ui.table.worker import DecisionWorker, Failure
from game.variants import VARIANTS, computer_player


def a_view():
    variant = VARIANTS["belote_bridgee"]
    hand = variant.new_hand(variant.default_options(), dealer=Seat.W, deal_number=5)
    return hand.view(hand.to_act)


def wait_answer(worker, ticket, limit=60.0):
    deadline = time.monotonic() + limit  # a guard against hanging, not a measure
    while time.monotonic() < deadline:
        answers = worker.poll()
        if ticket in answers:
            return answers[ticket]
        time.sleep(0.01)
    raise AssertionError("no answer from the worker")


@pytest.mark.parametrize("mode", ["process", "thread"])
def test_the_worker_answers_as_the_player_would_here(mode):
    worker = DecisionWorker("belote_bridgee", mode)
    try:
        assert worker.mode == mode
        view = a_view()
        ticket = worker.ask("expert", 11, view)
        answer = wait_answer(worker, ticket)
        expected = computer_player("belote_bridgee", "expert", 11).decide(view)
        assert answer.action is expected.action and answer.reasons == expected.reasons
    finally:
        worker.close()


def test_a_forgotten_ticket_is_dropped_and_a_failure_comes_back_as_a_message():
    worker = DecisionWorker("belote_bridgee", "thread")
    try:
        first = worker.ask("expert", 1, a_view())
        worker.forget(first)
        second = worker.ask("wizard", 1, a_view())
        answer = wait_answer(worker, second)
        assert isinstance(answer, Failure) and "wizard" in answer.message
        assert first not in worker.poll()
    finally:
        worker.close()


def test_a_dead_process_is_replaced_by_a_thread():
    worker = DecisionWorker("belote_bridgee", "process")
    try:
        worker._runner.terminate()
        worker._runner.join(5)
        ticket = worker.ask("novice", 2, a_view())
        answer = wait_answer(worker, ticket)
        assert worker.mode == "thread" and answer.action is not None
    finally:
        worker.close()
