"""The guided hands (game.engine.guided): each game's script replayed through its rules."""

from __future__ import annotations

import pytest

from game.engine import Seat
from game.engine.guided import UNTIL, GuidedHand, GuideStep
from game.variants import GAMES, VARIANTS, computer_player

GUIDED = {game_id: info.guided_hand for game_id, info in GAMES.items() if info.guided_hand is not None}


def test_32_card_bridge_has_a_guided_hand():
    assert "belote_bridgee" in GUIDED


@pytest.mark.parametrize("game_id", sorted(GUIDED))
def test_the_script_is_legal_and_reaches_its_score(game_id):
    assert GUIDED[game_id].problems(VARIANTS[game_id]) == []


@pytest.mark.parametrize("game_id", sorted(GUIDED))
def test_every_step_waits_for_something_the_table_knows(game_id):
    for step in GUIDED[game_id].steps:
        assert step.action is not None or step.until in UNTIL
        assert step.text.endswith((".", "!", "?")), step.text


def test_the_manuals_story_holds():
    guided = GUIDED["belote_bridgee"]
    variant = VARIANTS["belote_bridgee"]
    hand = guided.new_hand(variant)
    assert hand.dealer == Seat.W and hand.to_act == Seat.S  # West deals, South speaks first
    calls = []
    tricks = []
    for text in guided.actions:
        seat = hand.to_act
        for event in hand.apply(text):
            if type(event).__name__ == "Called":
                calls.append((event.seat.name, str(event.call)))
            if type(event).__name__ == "TrickWon":
                tricks.append((event.winner.name, event.points))
        if text == "announce:third":
            assert seat == Seat.S
    assert calls[:11] == [("S", "pass"), ("E", "pass"), ("N", "80C"), ("W", "pass"), ("S", "pass"), ("E", "90D"),
                          ("N", "100C"), ("W", "110D"), ("S", "pass"), ("E", "pass"), ("N", "120C")]
    assert tricks[0] == ("N", 33)
    assert [winner for winner, _ in tricks] == ["N", "W", "E", "N", "N", "N", "N", "N"]
    assert tricks[1][1] + tricks[2][1] == 31  # East-West's 31, all in tricks 2 and 3
    result = hand.result()
    assert result.points == {"NS": 270, "EW": 30}
    assert any("151 points: 131 in tricks and 20 in announces" in line for line in result.lines)


def test_a_broken_script_is_reported():
    guided = GUIDED["belote_bridgee"]
    variant = VARIANTS["belote_bridgee"]
    wrong_card = GuidedHand(guided.title, guided.player, guided.dealer, guided.cards,
                            guided.actions[:15] + ("QD",) + guided.actions[16:], guided.steps)
    assert any("no step asks for it" in problem for problem in wrong_card.problems(variant))
    illegal = GuidedHand(guided.title, guided.player, guided.dealer, guided.cards,
                         guided.actions[:16] + ("JD",) + guided.actions[17:], guided.steps)
    assert any("is refused" in problem for problem in illegal.problems(variant))
    short = GuidedHand(guided.title, guided.player, guided.dealer, guided.cards, guided.actions[:-4],
                       guided.steps + (GuideStep(0, "Odd.", until="later"),))
    found = short.problems(variant)
    assert "the script ends before the hand does" in found
    assert any("'later'" in problem for problem in found)


def test_the_hint_the_bubble_points_at_gives_the_card_the_bubble_then_asks_for():
    """The guided table's hint is the real expert's (with the guided hand's seed): where a bubble sends the player to
    the light bulb, the expert advises the very card the next bubble asks for."""
    for game_id, guided in GUIDED.items():
        variant = VARIANTS[game_id]
        hint_steps = [step for step in guided.steps if step.target == "hint_button"]
        for step in hint_steps:
            hand = guided.new_hand(variant)
            for text in guided.actions[:step.at]:
                hand.apply(text)
            player = computer_player(game_id, "expert", guided.hint_seed())
            advice = player.decide(hand.view(guided.player)).action
            asked = next(s.action for s in guided.steps if s.at == step.at and s.action is not None)
            assert str(advice) == asked, (game_id, step.at)


@pytest.mark.parametrize("game_id", sorted(GUIDED))
def test_the_computers_scripted_moves_have_their_reasons(game_id):
    """A click on a computer's call or card says why, as in a game; the player's own moves have none."""
    guided = GUIDED[game_id]
    hand = guided.new_hand(VARIANTS[game_id])
    computers = []
    for index, text in enumerate(guided.actions):
        if hand.to_act != guided.player:
            computers.append(index)
        hand.apply(text)
    assert sorted(guided.reasons) == computers


def test_contract_bridges_hand_bids_a_game_and_makes_it():
    guided = GUIDED["bridge"]
    hand = guided.new_hand(VARIANTS["bridge"])
    for text in guided.actions:
        hand.apply(text)
    result = hand.result()
    assert (result.contract, result.declarer, result.tricks) == ("4H", Seat.S, 11)
    assert result.below == {"NS": [result.below["NS"][0]], "EW": []} and result.below["NS"][0].points == 120
    assert [entry.points for entry in result.above["NS"]] == [30]


def test_scotch_whists_hand_turns_up_the_king_catches_the_ten_and_earns_a_bonus():
    guided = GUIDED["scotch_whist"]
    hand = guided.new_hand(VARIANTS["scotch_whist"])
    assert hand.dealer == Seat.E and hand.to_act == Seat.S and str(hand.turn_up) == "KH" and hand.trump == "H"
    tricks = []
    for text in guided.actions:
        for event in hand.apply(text):
            if type(event).__name__ == "TrickWon":
                tricks.append((event.winner.name, event.points))
    assert tricks[0] == ("S", 21)  # the jack takes West's lone ten
    assert [winner for winner, _ in tricks] == ["S"] * 5 + ["E", "E", "S", "W"]
    result = hand.result()
    assert result.points == {"N": 0, "E": 9, "S": 27, "W": 0}
    assert result.cards_taken["S"] == 24 and result.bonus["S"] == 6
    assert [str(card) for card, _ in result.trump_cards["E"]] == ["AH", "KH", "QH"]
