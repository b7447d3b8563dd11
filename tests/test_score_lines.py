"""The score lines of a finished hand (issue 15, item 5), shown on the score card and printed by the terminal:
over a few hundred numbered hands of each game, every line is a sentence a player understands (the checks of
the reasons, tests/reason_words.py), and the lines say what each side scores, the same numbers as the score."""

from __future__ import annotations

import re

import pytest
from reason_words import reason_problems

from game.engine import Seat
from game.variants import VARIANTS, computer_player

# the name of each side (or player, in Scotch Whist) whose score is said
NAMES = {"NS": "North-South", "EW": "East-West", **{seat.name: seat.full_name for seat in Seat}}
# the numbered hands walked: (game, option changes, how many)
WALKS = (("belote_bridgee", {}, 300), ("belote_bridgee", {"announces": False}, 100), ("bridge", {}, 300),
         ("pinochle", {}, 200), ("pinochle", {"marriage_to_take": False, "minimum_meld": 40}, 100),
         ("scotch_whist", {}, 200), ("scotch_whist", {"allow_bidding": True}, 200),
         ("scotch_whist", {"allow_bidding": True, "partnership_scoring": True}, 200))


def finished_hands(variant_id: str, changes: dict, deals: range):
    """Each numbered hand of ``deals`` played to its end by novices (the quickest players)."""
    variant = VARIANTS[variant_id]
    options = variant.default_options().replace(**changes)
    order = (Seat.S, Seat.W, Seat.N, Seat.E)
    players = {seat: computer_player(variant_id, "novice", seed=i + 1) for i, seat in enumerate(order)}
    for deal in deals:
        hand = variant.new_hand(options, dealer=order[deal % 4], deal_number=deal)
        while not hand.done:
            hand.apply(players[hand.to_act].decide(hand.view(hand.to_act)).action)
        yield deal, hand.result()


def side_score_said(result, key: str) -> bool:
    """The lines say what ``key`` (a side, or a player in Scotch Whist) scores this hand, as a whole ("North-South
    score 210: ...", "... score nothing", "North-South lose 53", "West took 4 tricks (16 cards) and scores 23
    points") or item by item (Contract Bridge: "North-South score 100 below the line ...", "... score 20 above the
    line ...", nothing for a side that scores nothing)."""
    said = re.compile(rf"\b{NAMES[key]}(?: took [^:]*? and)? (score|lose)s? (\d+|nothing)\b")
    figures = [0 if amount == "nothing" else int(amount) * (-1 if verb == "lose" else 1)
               for line in result.lines for verb, amount in said.findall(line)]
    items = re.compile(rf"{NAMES[key]} score (\d+) (?:below|above) the line")
    return result.points[key] in figures or \
        sum(int(found) for line in result.lines for found in items.findall(line)) == result.points[key]


@pytest.mark.parametrize("game, changes, hands", WALKS)
def test_every_score_line_is_a_plain_sentence_and_keeps_the_score(game, changes, hands):
    faults = []
    for deal, result in finished_hands(game, changes, range(1, hands + 1)):
        faults += [(deal, line, problem) for line in result.lines for problem in reason_problems(line)]
        if not getattr(result, "passed_out", False):
            faults += [(deal, side, "its score is not said") for side in result.points
                       if not side_score_said(result, side)]
    assert not faults, faults[:10]
