"""Properties of 32 Card Bridge checked on thousands of random complete hands (random deal numbers or
random explicit deals, dealers, options and legal moves). Hypothesis runs derandomized, so the
examples are the same on every run."""

import json
import random

from conftest import BRIDGEE, options, snapshot
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine import DECK_32, DOUBLE, PASS, REDOUBLE, IllegalAction, Seat
from game.engine.deal import MAX_DEAL_NUMBER
from game.engine.records import dumps, load, undo
from game.variants.belote_bridgee.rules import ALL_BIDS, ANNOUNCE_ACTIONS

SETTINGS = dict(derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# Every action of the game, plus a few cards outside the 32-card deck and texts that are no action.
UNIVERSE = ([PASS, DOUBLE, REDOUBLE] + list(ALL_BIDS) + list(ANNOUNCE_ACTIONS.values()) + list(DECK_32)
            + ["2C", "6H", "hello", "85S", "announce:square", "", "10S", "redouble"])


@st.composite
def hands(draw):
    """A new hand: a numbered or an explicit random deal, any dealer, any options; and a seed for play."""
    dealer = draw(st.sampled_from(list(Seat)))
    opts = options(announces=draw(st.booleans()), shuffle_every_hand=draw(st.booleans()))
    if draw(st.integers(0, 3)) == 0:
        pack = draw(st.permutations(DECK_32))
        deal = {seat: pack[8 * seat:8 * seat + 8] for seat in Seat}
        hand = BRIDGEE.new_hand(opts, dealer=dealer, cards=deal)
    else:
        hand = BRIDGEE.new_hand(opts, dealer=dealer, deal_number=draw(st.integers(1, MAX_DEAL_NUMBER)))
    return hand, random.Random(draw(st.integers(0, 2 ** 32)))


def choose(hand, rng):
    """A random legal action; auctions mostly end at sane levels, with some doubles and redoubles."""
    legal = hand.legal_actions()
    if hand.phase != "bidding":
        return rng.choice(legal)
    roll = rng.random()
    doubles = [a for a in legal if a is DOUBLE or a is REDOUBLE]
    bids = [a for a in legal if a not in doubles and a is not PASS]
    if roll < 0.1 and doubles:
        return rng.choice(doubles)
    if roll < 0.35 and bids:
        return bids[min(len(bids) - 1, rng.randrange(4))]
    if roll < 0.4 and bids:
        return rng.choice(bids)
    return PASS


def play_out(hand, rng, events=None):
    """Play random legal actions to the end, checking that something is always legal."""
    for _ in range(200):
        if hand.done:
            return
        legal = hand.legal_actions()
        assert legal, "nothing is legal in a hand that is not over"
        assert hand.to_act is not None
        out = hand.apply(choose(hand, rng))
        if events is not None:
            events.extend(out)
    raise AssertionError("the hand never ended")


def rounded(points):
    return (points + 5) // 10 * 10


def expected_points(hand):
    """The score of a finished hand from the rules, computed here independently of score_hand."""
    if hand.contract is None:
        return {"NS": 0, "EW": 0}
    declarers = hand.declarer.side
    defenders = "EW" if declarers == "NS" else "NS"
    tricks = hand.view(Seat.N).public.points
    announces = {"NS": 0, "EW": 0}
    if hand.announce_side:
        announces[hand.announce_side] = sum(c.points for s in Seat if s.side == hand.announce_side
                                            for c in hand.declared[s])
    belot = {"NS": 0, "EW": 0}
    if hand.belot_seat is not None:
        belot[hand.belot_seat.side] = 20
    caught = {side: tricks[side] + announces[side] + belot[side] for side in ("NS", "EW")}
    amount, times = hand.contract.amount, hand.doubled
    if caught[declarers] > caught[defenders] and caught[declarers] >= amount + 2:
        return {declarers: (rounded(tricks[declarers]) + announces[declarers] + amount) * times + belot[declarers],
                defenders: (rounded(tricks[defenders]) + announces[defenders]) * times + belot[defenders]}
    return {declarers: belot[declarers],
            defenders: (160 + amount + announces["NS"] + announces["EW"]) * times + belot[defenders]}


@settings(max_examples=1500, **SETTINGS)
@given(hands())
def test_random_complete_hands_obey_the_rules(drawn):
    hand, rng = drawn
    dealt = {seat: list(hand.view(seat).hand) for seat in Seat}
    events = []
    play_out(hand, rng, events)
    assert hand.legal_actions() == [] and hand.to_act is None
    played = [(e.seat, e.card) for e in events if type(e).__name__ == "CardPlayed"]
    won = [e for e in events if type(e).__name__ == "TrickWon"]
    result = hand.result()
    for side in ("NS", "EW"):
        assert result.points[side] == sum(e.points for e in result.entries[side])
    assert result.points == expected_points(hand)
    if result.passed_out:
        assert played == [] and result.points == {"NS": 0, "EW": 0}
        return
    # every card played exactly once, each by the seat it was dealt to
    assert sorted(c.index for _, c in played) == sorted(c.index for c in DECK_32)
    for seat in Seat:
        assert sorted(c.index for s, c in played if s == seat) == sorted(c.index for c in dealt[seat])
    # eight tricks of four cards; the winner leads the next
    assert len(won) == 8 and all(len(w.cards) == 4 for w in won)
    for before, after in zip(won, won[1:], strict=False):
        assert after.cards[0][0] is before.winner
    points = hand.view(Seat.S).public.points
    assert points["NS"] + points["EW"] == sum(w.points for w in won)
    slam = hand.view(Seat.S).public.tricks_won["NS"] in (0, 8)
    assert points["NS"] + points["EW"] == (252 if slam else 162)
    assert result.made in (True, False) and result.contract == hand.view(Seat.S).public.contract_text
    assert any((" made it: " if result.made else " are defeated: ") in line for line in result.lines)


def resolved(action):
    """The action a text stands for (the text itself if it stands for none)."""
    if isinstance(action, str):
        try:
            return BRIDGEE.parse_action(action)
        except ValueError:
            return action
    return action


def untouched(hand):
    return ([str(a) for a in hand.actions], [list(h) for h in hand.hands], list(hand.trick), hand.phase,
            hand.to_act, [str(a) for a in hand.legal_actions()])


@settings(max_examples=400, **SETTINGS)
@given(hands())
def test_actions_that_are_not_legal_are_refused_and_change_nothing(drawn):
    hand, rng = drawn
    refused = 0
    while True:
        legal = hand.legal_actions()
        for action in rng.sample(UNIVERSE, 6):
            if resolved(action) in legal:
                continue
            before = untouched(hand)
            try:
                hand.apply(action)
            except IllegalAction as exc:
                assert exc.reason
                refused += 1
            else:
                raise AssertionError(f"{action!r} was accepted but is not legal")
            assert untouched(hand) == before
        if hand.done:
            break
        hand.apply(choose(hand, rng))
    assert refused > 0


@settings(max_examples=400, **SETTINGS)
@given(hands(), st.floats(0, 1))
def test_records_replay_to_the_same_state(drawn, fraction):
    hand, rng = drawn
    play_out(hand, rng)
    stop = int(len(hand.actions) * fraction)
    partial = load(dumps(hand.record()))
    assert snapshot(partial) == snapshot(hand)
    shorter = undo(hand, len(hand.actions) - stop)
    assert [str(a) for a in shorter.actions] == [str(a) for a in hand.actions[:stop]]
    rebuilt = BRIDGEE.new_hand(hand.options, dealer=hand.dealer, deal_number=hand.deal_number,
                               cards=None if hand.deal_number else hand.initial_cards)
    for action in hand.actions[:stop]:
        rebuilt.apply(str(action))
    assert snapshot(shorter) == snapshot(rebuilt)
    assert snapshot(load(json.dumps(json.loads(dumps(shorter.record()))))) == snapshot(shorter)


@settings(max_examples=400, **SETTINGS)
@given(hands(), st.integers(0, 60))
def test_a_clone_is_independent_of_the_original(drawn, steps):
    hand, rng = drawn
    for _ in range(steps):
        if hand.done:
            break
        hand.apply(choose(hand, rng))
    before = snapshot(hand)
    copy = hand.clone()
    assert snapshot(copy) == before
    seed = rng.random()
    play_out(copy, random.Random(seed))
    assert snapshot(hand) == before  # playing the clone did not touch the original
    play_out(hand, random.Random(seed))
    assert snapshot(hand) == snapshot(copy)  # and the original can play the same way to the same end
    if hand.done:
        assert hand.result().to_json() == copy.result().to_json()
