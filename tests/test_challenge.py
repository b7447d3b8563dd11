"""The duplicate challenge without the window: its deals and seeds, the scores, the Expert's run, and the history."""

from __future__ import annotations

import json
import sqlite3

import pytest

from game import storage
from game.ai.challenge import Challenge, ChallengeError, deal_score, expert_run, play_deal, record_score
from game.engine.deal import MAX_DEAL_NUMBER
from game.engine.records import hand_from_record
from game.variants import VARIANTS

GAMES = tuple(VARIANTS)


def cheap(variant_id: str, deals: int = 2, number: int = 1234) -> Challenge:
    """A challenge whose computers are the quickest (the tests' own: a person's challenge has Experts around)."""
    return Challenge(variant_id, number, deals, others="novice")


def test_the_same_number_gives_the_same_deals_dealers_and_seeds_and_another_number_others():
    first, again, other = Challenge("belote", 77), Challenge("belote", 77), Challenge("belote", 78)
    deals = [first.deal_number(i) for i in first.indexes()]
    assert deals == [again.deal_number(i) for i in again.indexes()]
    assert [first.table_seed(i) for i in first.indexes()] == [again.table_seed(i) for i in again.indexes()]
    assert deals != [other.deal_number(i) for i in other.indexes()]
    assert len(set(deals)) == 20 and all(1 <= d <= MAX_DEAL_NUMBER for d in deals)
    # fixed forever: a friend's computer and a later version deal the same cards (game.engine.deal's promise)
    assert deals[:3] == [50056993, 21517538, 37887274]
    assert Challenge("belote", 77, 5).deal_number(5) == first.deal_number(5)  # a shorter challenge: its first deals


@pytest.mark.parametrize("variant_id", GAMES)
def test_a_deal_is_the_numbered_hand_of_its_number_by_its_dealer(variant_id):
    challenge = cheap(variant_id)
    match = challenge.new_match(2)
    hand = VARIANTS[variant_id].new_hand(dealer=challenge.dealer(2), deal_number=challenge.deal_number(2))
    assert match.current.dealer == challenge.dealer(2) == VARIANTS[variant_id].dealer_for_number(hand.deal_number)
    assert match.current.record()["deal_number"] == hand.deal_number and not match.history


@pytest.mark.parametrize("variant_id", GAMES)
def test_a_run_is_reproducible_and_its_record_replays_to_its_score(variant_id):
    challenge = cheap(variant_id)
    record, score = play_deal(challenge, 1, "novice")
    assert play_deal(challenge, 1, "novice") == (record, score)
    assert record_score(VARIANTS[variant_id], record) == score
    assert hand_from_record(record).done


def test_the_expert_run_gives_each_deal_in_order_the_same_every_time():
    challenge = cheap("scotch_whist", 2)
    run = list(expert_run(challenge))
    assert [index for index, _, _ in run] == [1, 2]
    assert run == list(expert_run(challenge))
    assert list(expert_run(challenge, start=2)) == run[1:]
    assert run[0][1].get("reasons")  # the Expert's reasons go with its record (the replay viewer shows them)


def test_the_score_is_your_side_less_theirs_or_your_own_points_alone():
    whist = cheap("scotch_whist")
    hand = hand_from_record(play_deal(whist, 1, "novice")[0])
    assert deal_score(whist.variant, hand) == hand.result().points["S"]
    belote = cheap("belote")
    hand = hand_from_record(play_deal(belote, 1, "novice")[0])
    points = hand.result().points
    assert deal_score(belote.variant, hand) == points["NS"] - points["EW"]


def test_bridge_scores_a_deal_as_at_duplicate():
    bridge = VARIANTS["bridge"]
    hand = bridge.new_hand(dealer="N", deal_number=5)
    for call in ("1H", "pass", "4H", "pass", "pass", "pass"):
        hand.apply(call)
    while not hand.done:
        hand.apply(hand.legal_actions()[0])
    tricks = hand.tricks_won[hand.declarer.side]
    points = bridge.single_hand_points(hand)
    if tricks >= 10:
        assert points[hand.declarer.side] == 420 + 30 * (tricks - 10)  # 120 below, the game bonus 300, overtricks
    else:
        assert points[hand.declarer.side] == 0 and points["EW" if hand.declarer.side == "NS" else "NS"] == \
            50 * (10 - tricks)


@pytest.mark.parametrize("bad", [{"number": 0}, {"number": 1_000_000}, {"deals": 0}, {"deals": True},
                                 {"variant": "chess"}, {"others": "grandmaster"}, {"options": {"target": "far"}}])
def test_a_challenge_that_cannot_be_played_says_why(bad):
    data = {**Challenge("belote", 5).to_json(), **bad}
    with pytest.raises(ChallengeError):
        Challenge.from_json(data)
    assert Challenge.from_json(Challenge("belote", 5, 3).to_json()) == Challenge("belote", 5, 3)


def deals_of(challenge: Challenge) -> list[dict]:
    deals = []
    for index in challenge.indexes():
        yours, your_score = play_deal(challenge, index, "novice")
        expert, expert_score = play_deal(challenge, index, "advanced")
        deals.append({"index": index, "deal": challenge.deal_number(index), "yours": your_score,
                      "expert": expert_score, "your_hand": yours, "expert_hand": expert})
    return deals


def test_a_finished_challenge_goes_into_the_history_once_and_comes_back_whole():
    challenge = cheap("belote")
    deals = deals_of(challenge)
    history = storage.History()
    first = history.record_challenge(challenge, deals, key="a" * 32)
    assert history.record_challenge(challenge, deals, key="a" * 32) == first  # the same challenge once
    [row] = history.challenges("belote")
    assert row["number"] == 1234 and row["deals"] == 2
    assert (row["yours"], row["expert"]) == (sum(d["yours"] for d in deals), sum(d["expert"] for d in deals))
    assert history.challenges("bridge") == []
    assert history.challenge_record(first) == ((challenge, json.loads(json.dumps(deals))), None)
    assert history.games() == [] and history.statistics() == []  # a challenge is not a game: statistics skip it


def test_a_damaged_challenge_record_is_reported_not_shown():
    challenge = cheap("belote", 1)
    history = storage.History()
    found = history.record_challenge(challenge, deals_of(challenge))
    with sqlite3.connect(history.path) as conn:
        conn.execute("UPDATE challenges SET record = '{\"kind\": \"challenge\", \"deals\": [{}]}'")
    conn.close()
    data, reason = history.challenge_record(found)
    assert data is None and "damaged" in reason and "not a JSON object" in reason
    assert history.challenge_record(found + 1)[1] == "That challenge is no longer in your history."


def test_a_version_4_history_gains_the_challenges_and_keeps_its_games(tmp_path):
    path = tmp_path / "history.sqlite3"
    with sqlite3.connect(path) as conn:
        for statement in (*storage.SCHEMA, *(s for step in (2, 3, 4) for s in storage.MIGRATIONS[step])):
            conn.execute(statement)
        conn.execute(f"PRAGMA application_id = {storage.APPLICATION_ID}")
        conn.execute("PRAGMA user_version = 4")
        conn.execute("INSERT INTO games (variant, started, finished, target, hands, scores, winner, options) "
                     "VALUES ('belote', '2024-01-01 10:00:00', '2024-01-01 11:00:00', 1000, 3, "
                     "'{\"NS\": 1001, \"EW\": 500}', 'NS', '{}')")
    conn.close()
    history = storage.History(path)
    assert history.challenges() == [] and len(history.games()) == 1 and history.problems == []
    challenge = cheap("belote", 1)
    history.record_challenge(challenge, deals_of(challenge))
    assert len(history.challenges()) == 1 and len(history.games()) == 1
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == storage.SCHEMA_VERSION == 5
    conn.close()


def test_a_damaged_history_is_set_aside_and_the_challenge_still_recorded(tmp_path):
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"this is not a database at all" * 100)
    history = storage.History(path)
    assert history.problems and "set aside" in history.problems[0]
    challenge = cheap("belote", 1)
    history.record_challenge(challenge, deals_of(challenge))
    assert [row["number"] for row in history.challenges()] == [1234]


def wait_for(run, seconds: float = 60.0) -> None:
    import time

    end = time.monotonic() + seconds
    while not run.done and time.monotonic() < end:
        run.poll()
        time.sleep(0.02)
    assert run.done and run.failure is None


def test_the_background_run_in_a_process_sends_every_deal_and_a_dead_one_is_replaced_by_a_thread():
    from game.ui.table.challenge_run import ExpertRun

    challenge = cheap("scotch_whist", 3)
    run = ExpertRun(challenge, "process", south="novice")
    assert run.mode == "process"
    wait_for(run)
    again = ExpertRun(challenge, "process", south="novice")
    again._runner.kill()  # the process dies before its first deal: a thread plays them all
    wait_for(again)
    assert again.mode == "thread" and again.results == run.results
    assert run.results == {index: (record, score) for index, record, score in expert_run(challenge, south="novice")}
    run.close()
    again.close()


def test_the_background_run_falls_back_on_a_thread_when_no_process_can_start(monkeypatch):
    from game.ui.table.challenge_run import ExpertRun

    def no_process(self):
        raise OSError("no processes here")

    monkeypatch.setattr(ExpertRun, "_start_process", no_process)
    challenge = cheap("belote", 2)
    run = ExpertRun(challenge, "process", south="novice", have={1: play_deal(challenge, 1, "novice")})
    assert run.mode == "thread"
    wait_for(run)
    assert run.results[2] == play_deal(challenge, 2, "novice")
    run.close()
