"""The events the host writes for a seat come back as the engine's events (game.engine.view_json.event_from_json):
what the table presents from a host is what it presents offline, less the cards the seat may not see."""

from __future__ import annotations

import dataclasses
import json

import pytest

from game.engine import Seat
from game.engine.events import CardsPassed, Dealt, Declared, MatchScored, TrickWon
from game.engine.match import Match
from game.engine.result import HandResult
from game.engine.view_json import ViewJSONError, event_from_json, event_to_json
from game.variants import VARIANTS, computer_player


def hands_of_events(variant_id: str, hands: int = 1) -> list:
    """Every event of ``hands`` whole hands of ``variant_id`` played by novices (from the match's first deal)."""
    variant = VARIANTS[variant_id]
    match = Match(variant, variant.default_options(), seed=4)
    players = {seat: computer_player(variant_id, "novice", 10 + seat.value) for seat in Seat}
    events = list(match.current.start_events)
    for number in range(hands):
        if number:
            events += list(match.next_hand().start_events)
        while not match.current.done:
            seat = match.current.to_act
            events += match.apply(players[seat].decide(match.current.view(seat)).action)
    return events


def same_for(seat: Seat, original, back) -> None:
    """``back`` is ``original`` as ``seat`` may know it."""
    assert type(back) is type(original)
    for f in dataclasses.fields(original):
        mine, theirs = getattr(original, f.name), getattr(back, f.name)
        if f.name == "explain":
            assert back.reason == original.reason
        elif isinstance(original, Dealt) and f.name == "packets":
            for (s, cards), (s_back, cards_back) in zip(mine, theirs, strict=True):
                assert s_back == s and len(cards_back) == len(cards)
                assert cards_back == (cards if s == seat else (None,) * len(cards))
        elif isinstance(original, CardsPassed) and f.name == "cards" and seat not in (original.giver,
                                                                                      original.receiver):
            assert theirs == (None,) * len(mine)
        elif f.name == "result":  # the game's own result (BridgeResult, PinochleResult...), all its fields
            assert type(theirs) is type(mine) and theirs.to_json() == mine.to_json()
        else:
            assert theirs == mine, f.name


@pytest.mark.parametrize("variant_id", sorted(VARIANTS))
def test_every_event_of_whole_hands_comes_back_as_the_seat_may_know_it(variant_id):
    events = hands_of_events(variant_id, hands=3)
    assert any(isinstance(e, TrickWon) for e in events) and any(isinstance(e, Dealt) for e in events)
    assert len([e for e in events if isinstance(e, MatchScored)]) == 3
    variant = VARIANTS[variant_id]
    for seat in Seat:
        for event in events:
            sent = json.loads(json.dumps(event_to_json(event, seat)))
            same_for(seat, event, event_from_json(sent, variant))


@pytest.mark.parametrize("data, words", [
    ("TrickWon", "not an object"),
    ({"kind": "Exec", "code": "1"}, "not an event of the games"),
    ({"kind": "CardPlayed", "seat": {"$seat": "N"}}, "needs its card"),
    ({"kind": "CardPlayed", "seat": {"$seat": "N"}, "card": {"$card": "ZZ"}}, "not a seat, a card"),
    ({"kind": "TrickWon", "winner": {"$seat": "N"}, "cards": [], "points": 0}, "has no reason"),
    ({"kind": "HandScored", "result": {"points": 3}}, "does not say which game's result"),
    ({"kind": "HandScored", "result": {"type": "Popen", "points": 3}}, "not the result of a hand of any game"),
    ({"kind": "HandScored", "result": {"type": "BridgeResult", "points": 3}}, "result cannot be read"),
    ({"kind": "HandScored", "result": {**HandResult({"NS": 1}, lines=[]).to_json(), "type": "WhistResult"}},
     "result cannot be read"),
])
def test_an_event_that_cannot_be_one_is_refused_with_the_reason(data, words):
    with pytest.raises(ViewJSONError, match=words):
        event_from_json(data, VARIANTS["belote_bridgee"])


def test_an_events_own_field_named_kind_keeps_the_events_kind():
    """Belote's Declared has a ``kind`` of its own ("third"): it is sent beside the event's kind, not over it."""
    declared = Declared(Seat.W, "third", "Third")
    sent = json.loads(json.dumps(event_to_json(declared, Seat.S)))
    assert sent["kind"] == "Declared" and event_from_json(sent, VARIANTS["belote"]) == declared
