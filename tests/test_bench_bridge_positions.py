"""bench/bridge_positions.py reads how many layouts the Bridge Expert's search got to from the first line of its
details (its breakdown of the tricks lost by layouts searched). It imports no outside engine at import time, so
this runs in the game's own environment."""

from bench.bridge_positions import layouts_searched
from game.engine import Seat, card
from game.variants import VARIANTS, computer_player
from game.variants.bridge import ai_expert


def test_layouts_searched_reads_the_experts_details(monkeypatch):
    monkeypatch.setattr(ai_expert, "NODE_BUDGET", 4000)
    monkeypatch.setattr(ai_expert, "QUESTION_LAYOUTS", 6)
    bridge = VARIANTS["bridge"]
    hand = bridge.new_hand(bridge.default_options(), dealer=Seat.S, deal_number=900018)
    for call in "1C 1NT pass 2C 2NT double pass pass pass".split():
        hand.apply(call)
    for c in "7S 8S AS 3S".split():
        hand.apply(card(c))
    decision = computer_player("bridge", "expert", 1).decide(hand.view(hand.to_act))
    searched = layouts_searched(decision.details)
    assert searched.strip().isdigit() and 1 <= int(searched) <= 6, decision.details


def test_layouts_searched_is_a_dash_without_a_search():
    assert layouts_searched([]) == " -"
    assert layouts_searched(["Partner's card wins the trick."]) == " -"
    assert layouts_searched(["1 likely layout of the hidden cards, each solved with every card in view."]) == " 1"
