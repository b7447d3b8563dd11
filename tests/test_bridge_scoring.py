"""Contract Bridge scoring: every cell of the leaflet's tables, and whole hands scored."""

import pytest

from game.engine import Seat, cards
from game.engine.actions import bid
from game.engine.result import ScoreEntry
from game.variants.bridge.rules import score_hand
from game.variants.bridge.scoring import (
    back_score_hundreds,
    contract_entries,
    honours,
    insult_bonus,
    overtrick_score,
    rubber_bonus,
    slam_bonus,
    trick_score,
    undertrick_penalty,
)

# -- trick score: value per odd trick, undoubled / doubled / redoubled ------------------------------


@pytest.mark.parametrize("strain, values", [
    ("C", (20, 40, 80)), ("D", (20, 40, 80)), ("H", (30, 60, 120)), ("S", (30, 60, 120)),
])
def test_trick_score_per_trick_in_a_suit(strain, values):
    for doubled, value in zip((1, 2, 4), values, strict=True):
        assert trick_score(1, strain, doubled) == value
        for level in range(2, 8):
            assert trick_score(level, strain, doubled) - trick_score(level - 1, strain, doubled) == value


@pytest.mark.parametrize("doubled, first, each_more", [(1, 40, 30), (2, 80, 60), (4, 160, 120)])
def test_trick_score_at_no_trumps_first_trick_then_the_others(doubled, first, each_more):
    assert trick_score(1, "NT", doubled) == first
    for level in range(2, 8):
        assert trick_score(level, "NT", doubled) == first + (level - 1) * each_more


def test_trick_score_familiar_games():
    assert trick_score(3, "NT") == 100 and trick_score(4, "H") == 120 and trick_score(5, "D") == 100
    assert trick_score(2, "NT") == 70 and trick_score(4, "C") == 80  # part-scores
    assert trick_score(2, "H", 2) == 120 and trick_score(1, "NT", 4) == 160  # doubled into game


# -- overtricks ------------------------------------------------------------------------------------


@pytest.mark.parametrize("vulnerable", [False, True])
@pytest.mark.parametrize("strain, value", [("C", 20), ("D", 20), ("H", 30), ("S", 30), ("NT", 30)])
def test_undoubled_overtricks_are_worth_the_trick_value(strain, value, vulnerable):
    assert overtrick_score(1, strain, 1, vulnerable) == value
    assert overtrick_score(3, strain, 1, vulnerable) == 3 * value


@pytest.mark.parametrize("vulnerable, doubled, each", [
    (False, 2, 100), (False, 4, 200), (True, 2, 200), (True, 4, 400),
])
@pytest.mark.parametrize("strain", ["C", "H", "NT"])
def test_doubled_overtricks(vulnerable, doubled, each, strain):
    assert overtrick_score(1, strain, doubled, vulnerable) == each
    assert overtrick_score(4, strain, doubled, vulnerable) == 4 * each


@pytest.mark.parametrize("level, vulnerable, bonus", [
    (6, False, 500), (6, True, 750), (7, False, 1000), (7, True, 1500),
])
def test_slam_bonuses(level, vulnerable, bonus):
    assert slam_bonus(level, vulnerable) == bonus
    for doubled in (1, 2, 4):  # the same in the three columns
        below, above, _ = contract_entries(level, "S", doubled, 6 + level, vulnerable)
        assert [e.points for e in above if e.kind == "slam"] == [bonus]


def test_no_slam_bonus_below_six_even_with_twelve_tricks():
    assert slam_bonus(5, True) == 0
    _, above, _ = contract_entries(4, "S", 1, 12, False)
    assert [e.kind for e in above] == ["overtricks"] and above[0].points == 60


def test_bonus_for_making_a_doubled_or_redoubled_contract():
    assert insult_bonus(1) == 0 and insult_bonus(2) == 50 and insult_bonus(4) == 100
    for vulnerable in (False, True):
        _, above, _ = contract_entries(2, "D", 2, 8, vulnerable)
        assert above == [ScoreEntry("insult", 50, "Making a doubled contract")]
        _, above, _ = contract_entries(2, "D", 4, 8, vulnerable)
        assert above == [ScoreEntry("insult", 100, "Making a redoubled contract")]


# -- undertricks -----------------------------------------------------------------------------------

UNDERTRICK_TABLE = {  # (vulnerable, doubled): one, two, three, four, five down
    (False, 1): (50, 100, 150, 200, 250),
    (False, 2): (100, 300, 500, 800, 1100),
    (False, 4): (200, 600, 1000, 1600, 2200),
    (True, 1): (100, 200, 300, 400, 500),
    (True, 2): (200, 500, 800, 1100, 1400),
    (True, 4): (400, 1000, 1600, 2200, 2800),
}


@pytest.mark.parametrize("key", sorted(UNDERTRICK_TABLE))
def test_undertrick_penalties(key):
    vulnerable, doubled = key
    for down, penalty in enumerate(UNDERTRICK_TABLE[key], 1):
        assert undertrick_penalty(down, vulnerable, doubled) == penalty
    assert undertrick_penalty(13, vulnerable, doubled) - undertrick_penalty(12, vulnerable, doubled) == \
        {1: 100 if vulnerable else 50, 2: 300, 4: 600}[doubled]
    assert undertrick_penalty(0, vulnerable, doubled) == 0


def test_undertricks_go_to_the_defenders_only():
    below, above, defenders = contract_entries(4, "H", 2, 7, True)
    assert below == [] and above == []
    assert defenders == [ScoreEntry("undertricks", 800, "3 undertricks (doubled, vulnerable)")]
    _, _, defenders = contract_entries(1, "NT", 1, 6, False)
    assert defenders == [ScoreEntry("undertricks", 50, "1 undertrick (not vulnerable)")]


# -- honours ---------------------------------------------------------------------------------------

LOW = "2C 3C 4C 5C 6C 7C 8C 9C 2D 3D 4D 5D 6D"


def deal_with(north: str, others_fill=True) -> dict:
    """North's given cards plus low ones; the rest dealt in order to E, S, W."""
    from game.engine.cards import DECK_52
    north_cards = cards(north)
    north_cards += [c for c in cards(LOW) if c not in north_cards][:13 - len(north_cards)]
    rest = [c for c in DECK_52 if c not in north_cards]
    return {Seat.N: north_cards, Seat.E: rest[0:13], Seat.S: rest[13:26], Seat.W: rest[26:39]}


def test_four_and_five_trump_honours_and_four_aces():
    assert honours(deal_with("AS KS QS JS TS"), "S") == (Seat.N, 150, "all five spade honours")
    assert honours(deal_with("AS KS QS TS"), "S") == (Seat.N, 100, "four spade honours (all but the jack)")
    assert honours(deal_with("AS KS QS"), "S") is None
    assert honours(deal_with("AS AH AD AC"), "NT") == (Seat.N, 150, "the four aces at no trumps")
    assert honours(deal_with("AS AH AD AC"), "H") is None  # four aces count only at no trumps
    assert honours(deal_with("AS KS QS JS TS"), "NT") is None


def test_honours_score_for_either_side_whatever_the_contract_does():
    dealt = deal_with("AH KH QH JH")  # North holds four heart honours; East declares hearts
    made = score_hand(bid(2, "H"), 1, Seat.E, 8, {"NS": False, "EW": False}, dealt)
    assert made.above["NS"] == [ScoreEntry("honours", 100, "Honours: four heart honours (all but the ten) (North)")]
    assert made.below["EW"] == [ScoreEntry("contract", 60, "2 hearts: 2 x 30")]
    assert made.points == {"NS": 100, "EW": 60}
    down = score_hand(bid(2, "H"), 1, Seat.E, 6, {"NS": False, "EW": False}, dealt)
    assert down.points == {"NS": 100 + 100, "EW": 0}
    ignored = score_hand(bid(2, "H"), 1, Seat.E, 8, {"NS": False, "EW": False}, None)
    assert ignored.points == {"NS": 0, "EW": 60}


# -- rubber and back score ------------------------------------------------------------------------


def test_rubber_bonuses():
    assert rubber_bonus(0) == 700 and rubber_bonus(1) == 500


@pytest.mark.parametrize("difference, hundreds", [
    (950, 10), (940, 9), (1000, 10), (1050, 11), (1040, 10), (0, 0), (40, 0), (50, 1), (-950, -10), (-940, -9),
])
def test_back_score_in_hundreds_an_odd_fifty_counts_a_hundred(difference, hundreds):
    assert back_score_hundreds(difference) == hundreds


# -- whole hands -----------------------------------------------------------------------------------

NV = {"NS": False, "EW": False}
VUL = {"NS": True, "EW": True}


@pytest.mark.parametrize("contract, doubled, declarer, tricks, vulnerable, below, above, defenders", [
    ("4S", 1, Seat.S, 10, NV, [120], [], []),
    ("3NT", 1, Seat.N, 10, NV, [100], [30], []),
    ("1NT", 1, Seat.W, 9, VUL, [40], [60], []),
    ("2C", 1, Seat.E, 9, NV, [40], [20], []),
    ("4H", 2, Seat.S, 11, VUL, [240], [200, 50], []),
    ("4H", 2, Seat.S, 11, NV, [240], [100, 50], []),
    ("1D", 4, Seat.N, 9, NV, [80], [400, 100], []),
    ("1D", 4, Seat.N, 9, VUL, [80], [800, 100], []),
    ("6S", 1, Seat.N, 12, NV, [180], [500], []),
    ("6NT", 1, Seat.N, 13, VUL, [190], [30, 750], []),
    ("7NT", 2, Seat.E, 13, VUL, [440], [1500, 50], []),
    ("7C", 4, Seat.W, 13, NV, [560], [1000, 100], []),
    ("4S", 1, Seat.S, 9, VUL, [], [], [100]),
    ("4S", 2, Seat.S, 6, NV, [], [], [800]),
    ("7NT", 4, Seat.S, 0, VUL, [], [], [7600]),
])
def test_a_played_contract(contract, doubled, declarer, tricks, vulnerable, below, above, defenders):
    b = bid(int(contract[0]), contract[1:])
    result = score_hand(b, doubled, declarer, tricks, vulnerable, None)
    decl = declarer.side
    defe = "EW" if decl == "NS" else "NS"
    assert [e.points for e in result.below[decl]] == below and result.below[defe] == []
    assert [e.points for e in result.above[decl]] == above
    assert [e.points for e in result.above[defe]] == defenders
    assert result.points == {decl: sum(below) + sum(above), defe: sum(defenders)}
    assert result.entries[decl] == result.below[decl] + result.above[decl]
    assert result.made == (tricks >= 6 + b.amount)
    assert result.contract == contract + {1: "", 2: "X", 4: "XX"}[doubled]
    assert result.declarer is declarer and result.tricks == tricks and result.vulnerable == vulnerable
    assert result.lines[0].startswith(f"{declarer.full_name} played {b.amount}")


def test_result_lines_and_json():
    result = score_hand(bid(4, "S"), 2, Seat.S, 11, {"NS": True, "EW": False}, None)
    assert result.lines == [
        "South played 4\u2660 doubled for North-South, vulnerable.",
        "North-South took 11 tricks and made the contract with 1 overtrick.",
        "North-South score 240 below the line for the contract, 4 x 30 x 2.",
        "North-South score 200 above the line for 1 overtrick (doubled, vulnerable: 200 each).",
        "North-South score 50 above the line for making a doubled contract.",
    ]
    data = result.to_json()
    assert data["below"] == {"NS": [["contract", 240, "4 spades: 4 x 30 x 2"]], "EW": []}
    assert data["tricks"] == 11 and data["vulnerable"] == {"NS": True, "EW": False} and data["contract"] == "4SX"
    assert data["points"] == {"NS": 490, "EW": 0} and data["declarer"] == "S"


def test_the_score_lines_say_in_plain_words_what_happened_and_keep_the_numbers():
    """Issue 15: no "Contract: 3 no trumps by North (North-South, vulnerable)" nor "below the line: 100 (3 no
    trumps: (40 + 2 x 30))": who played what for which side, the tricks taken, and each side's score, in
    sentences; the labels of the score sheet are unchanged."""
    made = score_hand(bid(3, "NT"), 1, Seat.N, 9, {"NS": True, "EW": False}, None)
    assert made.lines == ["North played 3NT for North-South, vulnerable.",
                          "North-South took 9 tricks and made the contract exactly.",
                          "North-South score 100 below the line for the contract, 40 + 2 x 30."]
    assert made.below["NS"][0].label == "3 no trumps: (40 + 2 x 30)"
    down = score_hand(bid(2, "H"), 1, Seat.E, 6, {"NS": True, "EW": False}, None)
    assert down.lines == ["East played 2\u2665 for East-West, not vulnerable.",
                          "East-West took 6 tricks and went 2 down.",
                          "North-South score 100 above the line for 2 undertricks (not vulnerable)."]
    slam = score_hand(bid(6, "NT"), 2, Seat.W, 12, {"NS": False, "EW": False}, None)
    assert slam.lines[2] == "East-West score 380 below the line for the contract, (40 + 5 x 30) x 2."
    assert "East-West score 500 above the line for a small slam (not vulnerable)." in slam.lines
