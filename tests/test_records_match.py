"""Records (save, load, replay, undo), their errors, and matches of 32 Card Bridge (dealer rotation,
the pack carried from hand to hand, shuffles, the target score, saving a match)."""

import json
import random

import pytest
from conftest import (
    BRIDGEE,
    TUTORIAL_AUCTION,
    TUTORIAL_CARDS,
    TUTORIAL_PLAY,
    new_hand,
    options,
    play_randomly,
    run,
    snapshot,
)

from game.engine import DECK_32, PASS, RecordError, Seat, cards
from game.engine.deal import cut
from game.engine.match import Match
from game.engine.records import dumps, hand_from_record, load, loads, match_from_record, undo
from game.engine.rng import StableRandom

ALL_ACTIONS = TUTORIAL_AUCTION + TUTORIAL_PLAY
BIG_TARGET = options(target=9900)  # random hands can score thousands: keep these matches going


# -- records ---------------------------------------------------------------------------------------


def test_a_record_holds_only_data():
    hand = new_hand(TUTORIAL_CARDS, dealer="W")
    run(hand, TUTORIAL_AUCTION[:5])
    rec = hand.record()
    assert rec == {"variant": "belote_bridgee", "options": {"announces": True, "target": 3000,
                                                            "shuffle_every_hand": False},
                   "dealer": "W", "actions": ["pass", "pass", "80C", "pass", "pass"],
                   "cards": {k: v.split() for k, v in TUTORIAL_CARDS.items()}}
    assert json.loads(json.dumps(rec)) == rec
    numbered = new_hand(deal_number=77, dealer="E", announces=False)
    rec = numbered.record()
    assert rec["deal_number"] == 77 and "cards" not in rec and rec["options"]["announces"] is False


@pytest.mark.parametrize("steps", [0, 3, 14, 15, 20, len(ALL_ACTIONS)])
def test_record_to_json_and_back_replays_to_the_same_state(steps):
    hand = new_hand(TUTORIAL_CARDS, dealer="W")
    run(hand, ALL_ACTIONS[:steps])
    text = dumps(hand.record())
    back = load(text)
    assert snapshot(back) == snapshot(hand)
    assert json.loads(text)["format"] == "card-table-compendium"


def test_a_finished_hand_loads_with_the_same_result():
    hand = new_hand(TUTORIAL_CARDS, dealer="W")
    run(hand, ALL_ACTIONS)
    back = load(dumps(hand.record()))
    assert back.done and back.result().to_json() == hand.result().to_json()
    assert back.result().points == {"NS": 270, "EW": 30}


def test_a_numbered_hand_replays_from_its_number():
    hand = new_hand(deal_number=31337, dealer="S")
    play_randomly(hand, random.Random(4))
    back = hand_from_record(json.loads(json.dumps(hand.record())))
    assert snapshot(back) == snapshot(hand)


def test_replay_up_to_a_move():
    hand = new_hand(TUTORIAL_CARDS, dealer="W")
    run(hand, ALL_ACTIONS)
    partial = hand_from_record(hand.record(), upto=14)
    assert partial.phase == "play" and partial.to_act is Seat.S
    assert [str(a) for a in partial.actions] == ALL_ACTIONS[:14]


@pytest.mark.parametrize("count", [1, 5, 14, 16, len(ALL_ACTIONS)])
def test_undo_is_the_replay_without_the_last_action(count):
    hand = new_hand(TUTORIAL_CARDS, dealer="W")
    run(hand, ALL_ACTIONS[:count])
    fresh = new_hand(TUTORIAL_CARDS, dealer="W")
    run(fresh, ALL_ACTIONS[:count - 1])
    assert snapshot(undo(hand)) == snapshot(fresh)
    assert snapshot(undo(hand, 0)) == snapshot(hand)
    assert len(hand.actions) == count  # undo leaves the hand itself alone


def test_undo_several_steps_and_past_the_start():
    hand = new_hand(TUTORIAL_CARDS, dealer="W")
    run(hand, ALL_ACTIONS[:20])
    fresh = new_hand(TUTORIAL_CARDS, dealer="W")
    run(fresh, ALL_ACTIONS[:17])
    assert snapshot(undo(hand, 3)) == snapshot(fresh)
    assert snapshot(undo(hand, 50)) == snapshot(new_hand(TUTORIAL_CARDS, dealer="W"))
    assert snapshot(undo(new_hand(TUTORIAL_CARDS, dealer="W"))) == snapshot(new_hand(TUTORIAL_CARDS, dealer="W"))


def test_undo_keeps_the_match_context():
    match = Match(BRIDGEE, BIG_TARGET, first_dealer=Seat.N, seed=3)
    match.current.apply(PASS)
    before = undo(match.current)
    assert before.view(Seat.S).context == match.current.view(Seat.S).context
    assert before.view(Seat.S).context["target"] == 9900


# -- records that cannot be used -------------------------------------------------------------------


def good_record():
    hand = new_hand(TUTORIAL_CARDS, dealer="W")
    run(hand, ALL_ACTIONS[:16])
    return hand.record()


@pytest.mark.parametrize("text, message", [
    ("{not json", "the file is damaged (not valid JSON"),
    ("", "the file is damaged"),
    (b"\xff\xfe\x00", "the file is damaged"),
    ('{"format": "card-table-compendium", "version": 1', "the file is damaged"),
    ("[1, 2, 3]", "the file was not written by this program"),
    ('"a string"', "the file was not written by this program"),
    ('{"hello": "world"}', "the file was not written by this program"),
    ('{"format": "another-program", "version": 1}', "the file was not written by this program"),
    ('{"format": "card-table-compendium", "version": 99}', "written by a newer version of this program"),
    ('{"format": "card-table-compendium"}', "written by a newer version of this program"),
])
def test_damaged_and_foreign_files(text, message):
    with pytest.raises(RecordError) as info:
        load(text)
    assert message in str(info.value)
    with pytest.raises(RecordError):
        loads(text)


def broken(**changes):
    rec = good_record()
    for key, value in changes.items():
        if value is KeyError:
            del rec[key]
        else:
            rec[key] = value
    return rec


@pytest.mark.parametrize("rec, message", [
    (broken(variant="poker"), "the file is for a game this program does not know ('poker')"),
    (broken(variant=None), "the file is for a game this program does not know (None)"),
    (broken(variant=KeyError), "a game this program does not know"),
    (broken(variant=["belote_bridgee"]), "a game this program does not know"),
    (broken(options={"target": 1}), "the options in the file cannot be used: Game in (points): 1 is below"),
    (broken(options={"turbo": True}), "the options in the file cannot be used: unknown option 'turbo'"),
    (broken(options={"announces": "no"}), "the options in the file cannot be used"),
    (broken(options="fast"), "the options in the file cannot be used: the options are not a JSON object"),
    (broken(dealer="Q"), "the dealer 'Q' is not N, E, S or W"),
    (broken(dealer=7), "the dealer 7 is not N, E, S or W"),
    (broken(dealer=None), "the dealer None is not N, E, S or W"),
    (broken(dealer=KeyError), "the dealer None is not N, E, S or W"),
    (broken(dealer=[1]), "is not N, E, S or W"),
    (broken(cards=KeyError), "neither a deal number nor the cards dealt"),
    (broken(cards=["TS"]), "neither a deal number nor the cards dealt"),
    (broken(cards={"N": "TS JS"}), "the deal in the record cannot be used"),
    (broken(cards={**TUTORIAL_CARDS, "N": "JC AC KC 8C 8S AH TH TH"}), "the ten of hearts is dealt twice"),
    (broken(cards={**TUTORIAL_CARDS, "N": [5] * 8}), "the deal in the record cannot be used: 5 is not a card"),
    (broken(cards={**TUTORIAL_CARDS, "N": None}), "the deal in the record cannot be used"),
    (broken(cards={**TUTORIAL_CARDS, "N": [["JC"]] * 8}), "the deal in the record cannot be used"),
    (broken(cards={**TUTORIAL_CARDS, "X": "7C"}), "the deal in the record cannot be used"),
    (broken(cards={**TUTORIAL_CARDS, "9": "7C"}), "the deal in the record cannot be used"),
    (broken(cards=KeyError, deal_number=0), "a deal number is a whole number from 1 to 99,999,999, not 0"),
    (broken(cards=KeyError, deal_number="12"), "the deal in the record cannot be used"),
    (broken(cards=KeyError, deal_number=None), "the deal in the record cannot be used"),
    (broken(cards=KeyError, deal_number=10 ** 30), "the deal in the record cannot be used"),
    (broken(actions="pass pass"), "the actions of the record are not a list of moves"),
    (broken(actions=[1, 2]), "the actions of the record are not a list of moves"),
    (broken(actions=None), "the actions of the record are not a list of moves"),
    (broken(actions=["pass", "80S", "80S"]), "move 3 of the record, '80S', is not legal: a bid must be higher"),
    (broken(actions=["81S"]), "move 1 of the record, '81S', is not legal: bids go by tens"),
    (broken(actions=ALL_ACTIONS[:14] + ["AS"]), "move 15 of the record, 'AS', is not legal: South does not hold"),
    (broken(actions=ALL_ACTIONS[:14] + ["TS", "announce:third"]),
     "move 16 of the record, 'announce:third', is not legal"),
    (broken(actions=ALL_ACTIONS + ["pass"]), "is not legal: the hand is over"),
    (broken(actions=["pass"] * 5), "move 5 of the record, 'pass', is not legal: the hand is over"),
])
def test_records_that_cannot_be_used(rec, message):
    with pytest.raises(RecordError) as info:
        hand_from_record(rec)
    assert message in str(info.value)
    with pytest.raises(RecordError) as info:
        load(dumps(rec))
    assert message in str(info.value)


@pytest.mark.parametrize("rec", [None, [], "record", 5])
def test_a_record_that_is_not_an_object(rec):
    with pytest.raises(RecordError, match="the hand record is not a JSON object"):
        hand_from_record(rec)


JUNK = [None, True, 0, -1, 7, 2 ** 70, 1.5, "", "x", "N", [], [None], {}, {"N": 1}]


def test_junk_in_any_field_is_a_record_error():
    loaded = []
    for key in ("variant", "options", "dealer", "cards", "actions", "deal_number"):
        for junk in JUNK:
            rec = good_record()
            rec[key] = junk
            if key == "deal_number":
                del rec["cards"]
            try:
                hand_from_record(rec)
            except RecordError as exc:
                assert str(exc)
                continue
            loaded.append((key, junk))
    assert loaded == [("options", {}), ("actions", [])]  # another dealer or deal makes the moves illegal


def test_randomly_damaged_files_never_raise_anything_but_record_error():
    text = dumps(good_record())
    rng = random.Random(2024)
    outcomes = {"loaded": 0, "refused": 0}
    for _ in range(400):
        chars = list(text)
        for _ in range(rng.randint(1, 4)):
            i = rng.randrange(len(chars))
            chars[i] = rng.choice('{}[]",:0123456789 abcNESWT\\')
        try:
            load("".join(chars))
            outcomes["loaded"] += 1
        except RecordError:
            outcomes["refused"] += 1
    assert outcomes["refused"] > 100


def mutated(value, rng):
    """``value`` (JSON data) with one random node replaced, deleted, or shuffled."""
    if isinstance(value, dict) and value and rng.random() < 0.8:
        key = rng.choice(sorted(value))
        out = dict(value)
        if rng.random() < 0.15:
            del out[key]
        else:
            out[key] = mutated(value[key], rng)
        return out
    if isinstance(value, list) and value and rng.random() < 0.8:
        out = list(value)
        i = rng.randrange(len(out))
        roll = rng.random()
        if roll < 0.2:
            del out[i]
        elif roll < 0.4:
            j = rng.randrange(len(out))
            out[i], out[j] = out[j], out[i]
        else:
            out[i] = mutated(out[i], rng)
        return out
    return rng.choice(JUNK + ["pass", "80S", "double", "AS", "TS", "7C", "announce:third", "S", "belote_bridgee"])


def test_records_damaged_inside_never_raise_anything_but_record_error():
    rec = json.loads(dumps(good_record()))
    rng = random.Random(7)
    refusals = set()
    loaded = 0
    for _ in range(600):
        try:
            load(json.dumps(mutated(rec, rng)))
            loaded += 1
        except RecordError as exc:
            refusals.add(str(exc).split(":")[0][:30])
    assert loaded > 10 and len(refusals) > 8


# -- matches ---------------------------------------------------------------------------------------


def finish(match, rng, pass_out=False):
    hand = match.current
    if pass_out:
        run(hand, "pass pass pass pass")
    else:
        play_randomly(hand, rng)
    return match.finish_hand()


def test_the_dealer_rotates_counter_clockwise():
    match = Match(BRIDGEE, BIG_TARGET, first_dealer=Seat.N, seed=1)
    rng = random.Random(1)
    dealers = [match.current.dealer]
    for _ in range(5):
        finish(match, rng)
        match.next_hand()
        dealers.append(match.current.dealer)
    assert dealers == [Seat.N, Seat.W, Seat.S, Seat.E, Seat.N, Seat.W]
    assert [h.dealer for h in match.history] == dealers[:5]


def test_the_first_dealer_comes_from_the_seed():
    assert Match(BRIDGEE, seed=9).current.dealer == Match(BRIDGEE, seed=9).current.dealer
    assert {Match(BRIDGEE, seed=s).current.dealer for s in range(12)} == set(Seat)


def dealt_by(pack, dealer):
    return BRIDGEE.deal_pack(pack, dealer, options())


def cut_position(pack, hand):
    """Where ``pack`` was cut to give ``hand``'s deal (None if no cut of it gives that deal)."""
    first_card = hand.initial_cards[hand.dealer.right][0]
    position = pack.index(first_card)
    if dealt_by(cut(pack, position), hand.dealer) != {s: list(hand.initial_cards[s]) for s in Seat}:
        return None
    return position


def test_the_pack_is_carried_over_and_cut():
    match = Match(BRIDGEE, BIG_TARGET, first_dealer=Seat.E, seed=11)
    rng = random.Random(11)
    positions = []
    for _ in range(6):
        finish(match, rng)
        last = match.current
        if not last.tricks:
            match.next_hand()
            continue
        pack = [c for _, trick, _, _ in last.tricks for _, c in trick]  # the tricks in the order won
        assert sorted(c.index for c in pack) == sorted(c.index for c in DECK_32)
        new = match.next_hand()
        position = cut_position(pack, new)
        assert position is not None
        assert 3 <= position <= 29
        positions.append(position)
    assert len(positions) >= 3


def test_four_passed_out_hands_in_a_row_and_the_pack_is_shuffled():
    match = Match(BRIDGEE, BIG_TARGET, first_dealer=Seat.S, seed=5)
    for number in range(1, 5):
        last = match.current
        finish(match, None, pass_out=True)
        assert match.passed_out_run == number
        gathered = [c for s in (last.dealer.right, last.dealer.partner, last.dealer.left, last.dealer)
                    for c in last.initial_cards[s]]
        state = match.rng.state
        new = match.next_hand()
        if number < 4:
            assert cut_position(gathered, new) is not None  # the four hands gathered and cut
        else:
            assert cut_position(gathered, new) is None
            expected = BRIDGEE.deal_pack(None, new.dealer, options(), rng=StableRandom(state))
            assert {s: list(new.initial_cards[s]) for s in Seat} == expected
            assert match.passed_out_run == 0
    # the count starts again after the shuffle
    last = match.current
    finish(match, None, pass_out=True)
    gathered = [c for s in (last.dealer.right, last.dealer.partner, last.dealer.left, last.dealer)
                for c in last.initial_cards[s]]
    assert cut_position(gathered, match.next_hand()) is not None


def test_a_contract_in_between_resets_the_passed_out_count():
    match = Match(BRIDGEE, BIG_TARGET, first_dealer=Seat.S, seed=6)
    rng = random.Random(6)
    for _ in range(3):
        finish(match, rng, pass_out=True)
        match.next_hand()
    hand = match.current
    run(hand, "80S pass pass pass")
    play_randomly(hand, rng)
    match.finish_hand()
    assert match.passed_out_run == 0


def test_shuffle_every_hand():
    opts = options(shuffle_every_hand=True, target=9900)
    match = Match(BRIDGEE, opts, first_dealer=Seat.N, seed=8)
    rng = random.Random(8)
    for _ in range(3):
        finish(match, rng)
        state = match.rng.state
        new = match.next_hand()
        assert {s: list(new.initial_cards[s]) for s in Seat} == BRIDGEE.deal_pack(
            None, new.dealer, opts, rng=StableRandom(state))


def test_the_target_is_an_option():
    assert Match(BRIDGEE, seed=1).target == 3000
    match = Match(BRIDGEE, options(target=1000), seed=1)
    assert match.target == 1000
    assert match.current.view(Seat.S).context == {"scores": {"NS": 0, "EW": 0}, "target": 1000,
                                                            "hand_number": 1}


def test_a_match_is_played_to_the_target():
    match = Match(BRIDGEE, options(target=1000), first_dealer=Seat.W, seed=21)
    rng = random.Random(21)
    for _ in range(200):
        summary = finish(match, rng)
        assert summary.totals == match.scores
        if match.over:
            break
        match.next_hand()
    assert match.over
    winner, loser = match.winner, "EW" if match.winner == "NS" else "NS"
    assert match.scores[winner] >= 1000 and match.scores[winner] > match.scores[loser]
    assert sum(h.points["NS"] for h in match.history) == match.scores["NS"]
    with pytest.raises(RuntimeError, match="the match is over"):
        match.next_hand()
    back = load(dumps(match.record()))
    assert back.over and back.winner == match.winner and back.scores == match.scores


def tutorial_in_match(scores):
    """A match whose current hand is the tutorial (NS 270, EW 30), starting from ``scores``."""
    match = Match(BRIDGEE, first_dealer=Seat.W, seed=1)
    match.scores = dict(scores)
    match.current = new_hand(TUTORIAL_CARDS, dealer="W")
    run(match.current, ALL_ACTIONS)
    match.finish_hand()
    return match


def test_both_sides_over_the_target_the_higher_total_wins():
    match = tutorial_in_match({"NS": 2750, "EW": 2980})
    assert match.scores == {"NS": 3020, "EW": 3010}
    assert match.over and match.winner == "NS"
    match = tutorial_in_match({"NS": 2700, "EW": 3000})
    assert match.scores == {"NS": 2970, "EW": 3030}
    assert match.winner == "EW"


def test_both_sides_equal_over_the_target_play_on():
    match = tutorial_in_match({"NS": 2740, "EW": 2980})
    assert match.scores == {"NS": 3010, "EW": 3010}
    assert not match.over and match.winner is None
    assert match.next_hand().dealer is Seat.S


def test_one_side_at_the_target_wins():
    match = tutorial_in_match({"NS": 2730, "EW": 0})
    assert match.scores == {"NS": 3000, "EW": 30} and match.winner == "NS"
    assert not tutorial_in_match({"NS": 2729, "EW": 0}).over


def test_hands_must_be_finished_and_scored_in_order():
    match = Match(BRIDGEE, seed=2)
    with pytest.raises(RuntimeError, match="not finished"):
        match.finish_hand()
    with pytest.raises(RuntimeError, match="not finished"):
        match.next_hand()
    run(match.current, "pass pass pass pass")
    with pytest.raises(RuntimeError, match="finish_hand"):
        match.next_hand()


def test_a_match_saved_mid_hand_loads_to_the_same_position():
    match = Match(BRIDGEE, BIG_TARGET, first_dealer=Seat.N, seed=13)
    rng = random.Random(13)
    for _ in range(3):
        finish(match, rng)
        match.next_hand()
    run(match.current, ["pass"])
    while match.current.phase == "bidding" and len(match.current.actions) < 6:
        match.current.apply(match.current.legal_actions()[1])
    back = load(dumps(match.record()))
    assert isinstance(back, Match)
    assert snapshot(back.current) == snapshot(match.current)
    assert back.scores == match.scores and back.history == match.history
    assert back.passed_out_run == match.passed_out_run and back.rng.state == match.rng.state
    assert back.current.view(Seat.E).context["hand_number"] == 4
    # both go on identically: the same hand, the same next deal
    for m in (match, back):
        play_randomly(m.current, random.Random(99))
        m.finish_hand()
        m.next_hand()
    assert snapshot(back.current) == snapshot(match.current)
    assert back.scores == match.scores


def test_a_match_saved_between_hands_deals_the_same_next_hand():
    match = Match(BRIDGEE, BIG_TARGET, first_dealer=Seat.E, seed=17)
    finish(match, random.Random(17))
    rec = match.record()
    assert rec["current"] is None and len(rec["hands"]) == 1
    back = match_from_record(json.loads(dumps(rec)))
    assert back.scores == match.scores
    assert snapshot(back.next_hand()) == snapshot(match.next_hand())


def test_a_loaded_match_adds_up_its_hands_again():
    back = match_from_record(tutorial_in_match({"NS": 0, "EW": 0}).record())
    assert back.scores == {"NS": 270, "EW": 30} and not back.over
    assert [(h.number, h.contract, h.points) for h in back.history] == [(1, "120C", {"NS": 270, "EW": 30})]


def match_record():
    match = Match(BRIDGEE, BIG_TARGET, first_dealer=Seat.N, seed=4)
    finish(match, random.Random(4))
    match.next_hand()
    match.current.apply(PASS)
    return match.record()


@pytest.mark.parametrize("change, message", [
    ({"kind": "hand"}, "this is not a saved game"),
    ({"variant": "chess"}, "a game this program does not know ('chess')"),
    ({"options": {"target": 50}}, "the options in the file cannot be used"),
    ({"seed": "one"}, "the match seed is not a number"),
    ({"hands": "all"}, "the hands of the saved game are not a list"),
    ({"hands": [5]}, "hand 1: the hand record is not a JSON object"),
    ({"current": None, "hands": []}, "the saved game holds no hand"),
    ({"current": {"variant": "belote_bridgee", "dealer": "N", "deal_number": 3, "actions": ["90Z"]}},
     "the hand in progress: move 1 of the record, '90Z', is not legal"),
])
def test_match_records_that_cannot_be_used(change, message):
    rec = {**match_record(), **change}
    with pytest.raises(RecordError) as info:
        match_from_record(json.loads(dumps(rec)))
    assert message in str(info.value)


def test_an_unfinished_hand_among_the_finished_ones():
    rec = match_record()
    rec["hands"] = [rec["current"]]
    with pytest.raises(RecordError, match="hand 1 of the saved game is not finished"):
        match_from_record(rec)


def test_cards_in_a_record_are_text():
    rec = good_record()
    assert rec["cards"]["S"] == [str(c) for c in cards(TUTORIAL_CARDS["S"])]
