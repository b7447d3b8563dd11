"""Hostile actions given to every game's hand: whatever is given, ``apply`` refuses it with an IllegalAction
whose reason quotes at most a short excerpt of the input, and the hand is left as it was (issue 13, items 22
and 23)."""

from __future__ import annotations

import random

import pytest

from game.engine import IllegalAction, RecordError, Seat, card, excerpt
from game.engine.deal import check_deal_number
from game.engine.errors import EXCERPT_CHARS
from game.engine.records import hand_from_record
from game.variants import VARIANTS

# Options that reach every phase: Pinochle passes cards, Scotch Whist bids.
PHASE_OPTIONS = {"pinochle": {"pass_four_cards": True}, "scotch_whist": {"allow_bidding": True}}
NOT_ACTIONS = [[], ["pass"], {}, {"action": "pass"}, None, 3, 2.5, b"pass", ("TH",), {"TH"}, object()]
HUGE = 10_000_000
LONG_TEXTS = ["x" * HUGE, "pass" + "y" * HUGE, "trump:" + "S" * HUGE, "9" * HUGE, "TH" + " x" * HUGE]
REASON_LIMIT = 120  # the longest reason the tests accept (the game's words plus the excerpt)


def hands_in_every_phase(game: str, count: int = 12):
    """A hand of ``game`` taken at ``count`` moments of a random play, from the deal to the last card."""
    variant = VARIANTS[game]
    options = variant.default_options().replace(**PHASE_OPTIONS.get(game, {}))
    rng = random.Random(game)
    seen: list = []
    for number in range(13, 113):  # the first deal whose random play reaches the cards
        hand = variant.new_hand(options, dealer=Seat.N, deal_number=number)
        seen = [hand.clone()]
        while not hand.done:
            hand.apply(rng.choice(hand.legal_actions()))
            seen.append(hand.clone())
        if any(h.phase == "play" for h in seen):
            break
    step = max(1, len(seen) // count)
    return seen[::step] + [seen[-1]]


def refused(hand, given) -> str:
    before = (hand.phase, hand.to_act, list(hand.actions))
    with pytest.raises(IllegalAction) as info:
        hand.apply(given)
    assert (hand.phase, hand.to_act, list(hand.actions)) == before
    reason = info.value.reason
    assert reason and isinstance(reason, str)
    return reason


@pytest.mark.parametrize("game", list(VARIANTS))
def test_what_is_not_a_card_or_a_call_is_refused_with_a_reason_in_every_phase(game):
    phases = set()
    for hand in hands_in_every_phase(game):
        phases.add(hand.phase)
        for given in NOT_ACTIONS:
            reason = refused(hand, given)
            assert len(reason) < REASON_LIMIT
            if not hand.done:
                assert hand.why_not_for(hand.to_act, given) == reason
    assert "play" in phases and "done" in phases


@pytest.mark.parametrize("game", list(VARIANTS))
def test_a_huge_string_gives_a_short_reason(game):
    hand = hands_in_every_phase(game, count=2)[0]
    for text in LONG_TEXTS:
        reason = refused(hand, text)
        assert len(reason) < REASON_LIMIT
        assert text[:EXCERPT_CHARS] in reason and text[:EXCERPT_CHARS + 1] not in reason


@pytest.mark.parametrize("game", list(VARIANTS))
def test_blank_padding_around_a_real_notation_is_still_read(game):
    hand = hands_in_every_phase(game, count=2)[0]
    legal = hand.legal_actions()[0]
    padded = " " * HUGE + str(legal) + "\n" * HUGE
    assert hand.clone().apply(padded) == hand.clone().apply(legal)


def test_an_excerpt_quotes_at_most_a_few_dozen_characters():
    assert excerpt("TH") == "'TH'"
    assert excerpt("x" * HUGE) == "'" + "x" * EXCERPT_CHARS + "…'"
    assert excerpt("\x00" * HUGE).startswith("'\\x00") and len(excerpt("\x00" * HUGE)) < 4 * EXCERPT_CHARS + 4
    assert len(excerpt(list(range(HUGE)))) < 3 * EXCERPT_CHARS
    assert len(excerpt(b"y" * HUGE)) < 3 * EXCERPT_CHARS
    assert len(excerpt(10 ** 4000)) < 3 * EXCERPT_CHARS


@pytest.mark.parametrize("game", list(VARIANTS))
def test_the_engine_messages_about_a_file_quote_only_an_excerpt(game):
    """A save whose move, dealer, game or option value is a huge text: every message stays short."""
    variant = VARIANTS[game]
    good = hands_in_every_phase(game, count=2)[0].record()
    damaged = [{**good, "actions": ["x" * HUGE]}, {**good, "dealer": "Z" * HUGE}, {**good, "variant": "v" * HUGE},
               {**good, "options": {"target": "9" * HUGE}}, {**good, "options": {"o" * HUGE: 1}}]
    for rec in damaged:
        with pytest.raises(RecordError) as info:
            hand_from_record(rec)
        assert len(str(info.value)) < 3 * REASON_LIMIT
    for bad in ("T" * HUGE, list(range(HUGE)), 10 ** 4000):
        for parse in (card, Seat.parse, check_deal_number):
            with pytest.raises((ValueError, TypeError)) as info:
                parse(bad)
            assert len(str(info.value)) < REASON_LIMIT
    for text in LONG_TEXTS:  # the game's own reading of a notation (lenient: Pinochle reads "trump:SSS..." as trump:S)
        try:
            variant.parse_action(text)
        except ValueError as exc:
            assert len(str(exc)) < 2 * REASON_LIMIT and text[:EXCERPT_CHARS + 1] not in str(exc)
