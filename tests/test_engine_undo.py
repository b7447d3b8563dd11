"""Undo in the engine, for every game: ``hand.replayed(upto)`` is the hand after its first ``upto`` actions, from
the same deal, and ``hand.pop()`` takes the last action back in place; playing the actions taken back again gives
the same record, events and result. Every game calls the base set-up and keeps its calls in ``hand.calls``."""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine import PASS, Card, Seat
from game.engine.deal import MAX_DEAL_NUMBER
from game.engine.events import TrickWon
from game.engine.records import hand_from_record
from game.variants import VARIANTS

SETTINGS = dict(derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow])
# Per game, option sets that change the phases of a hand.
OPTION_SETS = {
    "belote_bridgee": [{}, {"announces": False}],
    "belote": [{}, {"no_trumps_all_trumps": True, "belote_order": "king-first"}],
    "bridge": [{}],
    "pinochle": [{}, {"pass_four_cards": True, "marriage_to_take": False, "minimum_meld": 1},
                 {"marriage_to_take": False, "minimum_meld": 1}],
    "scotch_whist": [{}, {"allow_bidding": True, "partnership_scoring": True}],
}
GAMES = tuple(OPTION_SETS)


def new_hand(game: str, option_set: int, dealer: int, number: int):
    variant = VARIANTS[game]
    options = variant.default_options().replace(**OPTION_SETS[game][option_set % len(OPTION_SETS[game])])
    return variant.new_hand(options, dealer=Seat(dealer), deal_number=number, context={"hand": 1})


def choose(hand, rng: random.Random):
    """A legal action; in the bidding mostly a pass or one of the lowest calls, so that most hands are played."""
    legal = hand.legal_actions()
    if hand.phase != "bidding" or PASS not in legal:
        return rng.choice(legal)
    others = [a for a in legal if a is not PASS]
    if not others or rng.random() < 0.6:
        return PASS
    return others[min(len(others) - 1, rng.randrange(3))]


def event_words(events) -> list[str]:
    """The events as text, the reasons of the tricks included (they are built on demand)."""
    return [repr(e) + (e.reason if isinstance(e, TrickWon) else "") for e in events]


def play(hand, rng: random.Random) -> list[list[str]]:
    """Play ``hand`` out at random; the events of each action."""
    out = []
    while not hand.done:
        out.append(event_words(hand.apply(choose(hand, rng))))
    return out


def seen(hand) -> tuple:
    """What every seat sees, the record and the result."""
    result = hand.result().to_json() if hand.done else None
    return (hand.record(), hand.phase, hand.to_act, tuple(hand.view(s) for s in Seat), result, hand.history())


hands = st.tuples(st.sampled_from(GAMES), st.integers(0, 2), st.integers(0, 3), st.integers(1, MAX_DEAL_NUMBER),
                  st.integers(0, 2**32))


def dealt(drawn):
    """The hand ``drawn`` stands for (game, option set, dealer, deal number, seed), as dealt."""
    game, option_set, dealer, number, _ = drawn
    return new_hand(game, option_set, dealer, number)


def played(drawn):
    """The hand ``drawn`` stands for, played out with its seed; the events of each action."""
    hand = dealt(drawn)
    return hand, play(hand, random.Random(drawn[-1]))


@settings(max_examples=200, **SETTINGS)
@given(hands, st.integers(0, 400))
def test_taking_back_k_actions_and_playing_them_again_gives_the_same_hand(drawn, k):
    hand, events = played(drawn)
    n = len(hand.actions)
    k = k % (n + 1)
    shorter = hand.replayed(n - k)
    assert len(hand.actions) == n  # the hand itself is left alone
    assert [str(a) for a in shorter.actions] == [str(a) for a in hand.actions[:n - k]]
    again = [event_words(shorter.apply(action)) for action in hand.actions[n - k:]]
    assert again == events[n - k:]
    assert shorter.record() == hand.record() and shorter.result().to_json() == hand.result().to_json()
    assert seen(shorter) == seen(hand)


@settings(max_examples=200, **SETTINGS)
@given(hands, st.floats(0, 1))
def test_replayed_upto_is_the_hand_after_that_many_actions(drawn, fraction):
    hand, _ = played(drawn)
    upto = int(len(hand.actions) * fraction)
    step_by_step = dealt(drawn)
    for action in hand.actions[:upto]:
        step_by_step.apply(str(action))
    assert seen(hand.replayed(upto)) == seen(step_by_step)
    record = {**hand.record(), "context": hand.context}
    assert seen(hand.replayed(upto)) == seen(hand_from_record(record, upto=upto))
    assert seen(hand.replayed(-3)) == seen(dealt(drawn))


@settings(max_examples=150, **SETTINGS)
@given(hands, st.integers(1, 400))
def test_pop_takes_the_last_actions_back_in_place(drawn, k):
    hand, events = played(drawn)
    n = len(hand.actions)
    k = k % n + 1
    actions = list(hand.actions)
    taken_back = [hand.pop() for _ in range(k)]
    assert taken_back == actions[n - k:][::-1] and len(hand.actions) == n - k
    assert seen(hand) == seen(hand.replayed(n - k))
    again = [event_words(hand.apply(action)) for action in actions[n - k:]]
    assert again == events[n - k:] and [str(a) for a in hand.actions] == [str(a) for a in actions]


def test_pop_of_a_hand_just_dealt_says_there_is_nothing_to_take_back():
    hand = new_hand("bridge", 0, 0, 7)
    try:
        hand.pop()
    except IndexError as exc:
        assert "nothing" in str(exc) or "no action" in str(exc)
    else:
        raise AssertionError("pop of a hand just dealt took something back")


@settings(max_examples=100, **SETTINGS)
@given(hands)
def test_every_game_keeps_its_calls_in_calls_and_the_history_starts_with_them(drawn):
    hand = dealt(drawn)
    assert hand.calls == [] and hand.context == {"hand": 1} and hand.actions == []
    play(hand, random.Random(drawn[-1]))
    assert all(isinstance(seat, Seat) and not isinstance(call, Card) for seat, call in hand.calls)
    assert list(hand.history()[:len(hand.calls)]) == hand.calls
    assert [str(a) for a in hand.actions[:len(hand.calls)]] == [str(call) for _, call in hand.calls]
    assert hand.play_start >= len(hand.calls)
    assert hand.replayed(hand.play_start).phase in ("play", "done")


@settings(max_examples=20, **SETTINGS)
@given(hands)
def test_done_says_whether_the_hand_is_over_through_undo_and_copies(drawn):
    hand, _ = played(drawn)
    assert hand.done and hand.phase == "done" and hand.to_act is None
    assert hand.clone().done
    last = hand.pop()
    assert not hand.done and hand.phase != "done" and hand.to_act is not None
    assert not hand.clone().done and not hand.replayed(0).done
    hand.apply(last)
    assert hand.done and hand.replayed().done
