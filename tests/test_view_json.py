"""A seat's view as JSON and back (game/engine/view_json.py): the same view in every game, at every point of a hand;
events written for a seat carry no card of another seat's hand; a hostile JSON view is refused in words."""

import json
import random

import pytest

from game.engine import Seat
from game.engine.events import CardsPassed, Dealt
from game.engine.view_json import ViewJSONError, event_to_json, view_from_json, view_to_json
from game.variants import VARIANTS


@pytest.mark.parametrize("variant_id", sorted(VARIANTS))
def test_every_view_of_a_hand_comes_back_equal_from_its_json(variant_id):
    variant = VARIANTS[variant_id]
    rng = random.Random(variant_id)
    hand = variant.new_hand(variant.default_options(), dealer=Seat.N, deal_number=rng.randint(1, 10_000))
    views = 0
    while not hand.done:
        for seat in Seat:
            view = hand.view(seat)
            assert view_from_json(json.loads(json.dumps(view_to_json(view)))) == view
            views += 1
        hand.apply(rng.choice(hand.legal_actions()))
    assert views > 100


@pytest.mark.parametrize("variant_id", ["belote", "pinochle"])
def test_events_written_for_a_seat_hold_only_its_own_dealt_and_passed_cards(variant_id):
    variant = VARIANTS[variant_id]
    hand = variant.new_hand(variant.default_options(), dealer=Seat.N, deal_number=5)
    events = list(getattr(hand, "start_events", None) or ())
    rng = random.Random(5)
    while not hand.done:
        events += hand.apply(rng.choice(hand.legal_actions()))
    dealt = [e for e in events if isinstance(e, Dealt)]
    assert dealt
    for event in dealt:
        written = event_to_json(event, Seat.S)
        for (seat, cards), packet in zip(event.packets, written["packets"]["$tuple"], strict=True):
            shown = packet["$tuple"][1]
            assert shown == (len(cards) if seat != Seat.S else {"$tuple": [{"$card": str(c)} for c in cards]})
    for event in (e for e in events if isinstance(e, CardsPassed)):
        outsider = next(s for s in Seat if s not in (event.giver, event.receiver))
        assert event_to_json(event, outsider)["cards"] == len(event.cards)
        assert isinstance(event_to_json(event, event.receiver)["cards"], dict)


@pytest.mark.parametrize("change, reason", [
    ({"variant": "poker"}, "does not know"),
    ({"public": {"$public": "Popen", "fields": {}}}, "not the public facts"),
    ({"hand": {"$tuple": [{"$card": "ZZ"}]}}, "not a seat, a card or a call"),
    ({"legal": {"$eval": "1"}}, "not a kind of value"),
    ({"trick": {"$map": [[[1], 2]]}}, "list for a key"),
])
def test_a_hostile_json_view_is_refused_with_a_reason(change, reason):
    variant = VARIANTS["bridge"]
    data = view_to_json(variant.new_hand(variant.default_options(), dealer=Seat.N, deal_number=3).view(Seat.S))
    with pytest.raises(ViewJSONError, match=reason):
        view_from_json({**data, **change})
