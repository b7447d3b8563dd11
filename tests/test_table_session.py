"""The table's plain logic (no pygame): seats, computers' reasons, practice features, records."""

import pickle

import pytest

from game.engine import PASS, Card, IllegalAction, Seat
from game.ui.table.session import DEFAULT_PLAYERS, TablePrefs, TableSession, players_from_names
from game.variants import VARIANTS, computer_player


def play_out(session, upto=None):
    """Computers (Advanced) act for every seat until the hand is done or ``upto`` says stop."""
    players = {s: computer_player(session.variant_id, "advanced", session.player_seed(s)) for s in Seat}
    while not session.hand.done and not (upto and upto(session)):
        seat = session.hand.to_act
        decision = players[seat].decide(session.view(seat))
        session.apply(decision.action, decision.reasons)


def test_the_session_does_not_import_pygame():
    import subprocess
    import sys

    code = "import sys, game.ui.table.session, game.ui.table.worker; print('pygame' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_seat_kinds_and_who_acts():
    session = TableSession(players=dict(DEFAULT_PLAYERS), seed=5, deal_number=11, practice=True)
    assert session.humans() == [Seat.S]
    seat = session.hand.to_act
    assert session.is_human(seat) == (seat == Seat.S)
    assert (session.human_to_act() == seat) == (seat == Seat.S)
    assert session.skill_for(Seat.S) == "expert" and session.skill_for(Seat.N) == "expert"
    session.end_phase("bidding")
    assert not session.is_human(Seat.S)


def test_illegal_actions_keep_their_reason_and_change_nothing():
    session = TableSession(seed=2, deal_number=3, practice=True)
    with pytest.raises(IllegalAction) as refused:
        session.apply("double")
    assert "no bid to double" in refused.value.reason
    assert session.hand.actions == []


def test_reasons_are_kept_per_action_and_found_again():
    session = TableSession(seed=2, deal_number=3, practice=True)
    play_out(session)
    hand = session.hand
    assert hand.done
    for index, (seat, action) in enumerate(hand.history()):
        if isinstance(action, Card):
            assert session.reasons_for(seat, action) == session.reasons[index]
    assert session.reasons


def test_replay_bidding_and_cards_go_back_and_keep_the_deal():
    session = TableSession(seed=2, deal_number=3, practice=True)
    play_out(session, upto=lambda s: s.hand.phase == "play" and len(s.hand.tricks) == 2)
    auction = list(session.hand.calls)
    assert session.can_replay("play") and session.can_replay("bidding")
    session.replay("play")
    assert session.hand.phase == "play" and session.hand.calls == auction and not session.hand.tricks
    assert all(i < len(auction) for i in session.reasons)
    session.replay("bidding")
    assert session.hand.phase == "bidding" and session.hand.actions == [] and session.reasons == {}
    assert session.hand.deal_number == 3


def test_finishing_hands_and_the_next_one_in_a_game():
    session = TableSession(seed=4)
    play_out(session)
    summary = session.match.history[-1]  # scored by its last card
    assert summary.totals == session.scores()
    dealer = session.hand.dealer
    session.next_hand()
    assert session.hand.dealer == dealer.right and not session.hand.actions


def test_a_numbered_hand_is_one_hand_and_next_starts_a_game():
    session = TableSession(seed=4)
    session.numbered_hand(902379)
    assert session.practice and session.hand.deal_number == 902379
    assert session.hand.dealer == session.variant.dealer_for_number(902379)
    play_out(session)
    session.next_hand()
    assert not session.practice and session.hand.deal_number is None


def test_the_record_comes_back_with_players_and_position():
    session = TableSession(players={**DEFAULT_PLAYERS, Seat.E: "human"}, seed=6)
    play_out(session, upto=lambda s: len(s.hand.actions) >= 9)
    record = session.record()
    again = TableSession.from_record(pickle.loads(pickle.dumps(record)))
    assert [str(a) for a in again.hand.actions] == [str(a) for a in session.hand.actions]
    assert again.players[Seat.E] == "human"


def test_prefs_and_players_from_json_keep_only_good_values():
    prefs = TablePrefs.from_json({"end_of_turn": "wait", "wait_seconds": 50, "game_speed": "fast", "x": 1})
    assert prefs.end_of_turn == "wait" and prefs.wait_seconds == 9 and prefs.game_speed == 3
    assert TablePrefs.from_json(None) == TablePrefs()
    players = players_from_names({"N": "human", "E": "human", "W": "novice", "Q": "expert", "S": "wizard"},
                                 VARIANTS["belote_bridgee"].human_seats)
    assert players[Seat.N] == "expert" and players[Seat.E] == "human" and players[Seat.W] == "novice"
    assert players[Seat.S] == "human"


def test_a_view_travels_to_the_worker_and_back_intact():
    session = TableSession(seed=2, deal_number=3, practice=True)
    session.apply(PASS)
    view = session.view(session.hand.to_act)
    copy = pickle.loads(pickle.dumps(view))
    assert copy.hand == view.hand and copy.legal == view.legal and copy.public.auction == view.public.auction


def test_an_edited_deal_keeps_the_chosen_cards_and_deals_the_rest():
    import random

    from game.engine import cards
    from game.ui.table.session import complete_deal

    session = TableSession(seed=2)
    chosen = {Seat.S: cards("JS 9S AS TS"), Seat.N: cards("JH")}
    dealt = complete_deal(session.variant.deck, chosen, random.Random(1))
    assert dealt[Seat.S][:4] == chosen[Seat.S] and dealt[Seat.N][0] is chosen[Seat.N][0]
    assert sorted(c.text for s in Seat for c in dealt[s]) == sorted(c.text for c in session.variant.deck)
    session.edited_hand(chosen, Seat.E, random.Random(1))
    assert session.practice and session.hand.dealer == Seat.E
    assert set(chosen[Seat.S]) <= set(session.view(Seat.S).hand)
