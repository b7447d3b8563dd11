"""The score lines of a finished hand (issue 15, item 5), shown on the score card and printed by the terminal:
over a few hundred numbered hands of each game, every line is a sentence a player understands (the checks of
the reasons, tests/reason_words.py), and the lines say what each side scores, the same numbers as the score."""

from __future__ import annotations

import re

import pytest
from reason_words import reason_problems

from game.engine import Seat
from game.variants import VARIANTS, computer_player

SIDE_NAMES = {"NS": "North-South", "EW": "East-West"}
GAMES = {"belote_bridgee": 300, "bridge": 300, "pinochle": 200}  # the numbered hands walked per game


def finished_hands(variant_id: str, deals: range):
    """Each numbered hand of ``deals`` played to its end by novices (the quickest players)."""
    variant = VARIANTS[variant_id]
    options = variant.default_options()
    order = (Seat.S, Seat.W, Seat.N, Seat.E)
    players = {seat: computer_player(variant_id, "novice", seed=i + 1) for i, seat in enumerate(order)}
    for deal in deals:
        hand = variant.new_hand(options, dealer=order[deal % 4], deal_number=deal)
        while not hand.done:
            hand.apply(players[hand.to_act].decide(hand.view(hand.to_act)).action)
        yield deal, hand.result()


def side_score_said(result, side: str) -> bool:
    """The lines say what ``side`` scores this hand, as a whole ("North-South score 210: ...", "... score
    nothing", "North-South lose 53") or item by item (Contract Bridge: "North-South score 100 below the line ...",
    "... score 20 above the line ...", nothing for a side that scores nothing)."""
    points = result.points[side]
    said = f"score {points}" if points > 0 else f"lose {-points}" if points else "score nothing"
    if any(f"{SIDE_NAMES[side]} {said}" in line for line in result.lines):
        return True
    items = re.compile(rf"{SIDE_NAMES[side]} score (\d+) (?:below|above) the line")
    return sum(int(found) for line in result.lines for found in items.findall(line)) == points


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_score_line_is_a_plain_sentence_and_keeps_the_score(game):
    faults = []
    for deal, result in finished_hands(game, range(1, GAMES[game] + 1)):
        faults += [(deal, line, problem) for line in result.lines for problem in reason_problems(line)]
        if not getattr(result, "passed_out", False):
            faults += [(deal, side, "its score is not said") for side in result.points
                       if not side_score_said(result, side)]
    assert not faults, faults[:10]
