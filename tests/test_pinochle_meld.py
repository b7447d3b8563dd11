"""The pinochle meld table: every category and count, the manual's example hand, edited tables, showing meld."""

from __future__ import annotations

import pytest

from game.engine import Seat, cards
from game.engine.errors import OptionsError
from game.engine.options import options_from_json
from game.variants import VARIANTS
from game.variants.pinochle.meld import (
    DEFAULT_TABLE,
    MELD_FIELDS,
    MELD_PAGES,
    MeldTableOptions,
    meld_of,
    meld_points,
    restore_page,
    side_meld,
)
from game.variants.pinochle.rules import PinochleOptions

# The manual's example hand (19 cards as printed) plus a ten of hearts, which melds nothing.
EXAMPLE = cards("AS AS KS QS  AH QH QH JH JH  AC TC KC QC JC JC JC  AD TD JD  TH")


def kinds(items) -> dict:
    return {item.kind: item.points for item in items}


def test_the_manual_example_hand_without_clubs_as_trumps():
    items = meld_of(EXAMPLE, "H")
    assert kinds(items) == {"aces_around": 10, "marriage": 2, "pinochle": 4}
    assert [i.label for i in items if i.kind == "marriage"] == ["Marriage in spades", "Marriage in clubs"]
    assert meld_points(items) == 10 + 2 + 2 + 4
    assert meld_points(meld_of(EXAMPLE, None)) == 18


def test_the_manual_example_hand_with_clubs_as_trumps_scores_the_run_not_the_clubs_marriage():
    items = meld_of(EXAMPLE, "C")
    assert [(i.kind, i.points) for i in items] == [("aces_around", 10), ("marriage", 2), ("run", 15),
                                                   ("pinochle", 4)]
    run = next(i for i in items if i.kind == "run")
    assert run.label == "Run in clubs" and sorted(c.text for c in run.cards) == sorted("AC TC KC QC JC".split())


def test_spades_as_trumps_make_the_spade_marriage_a_trump_marriage():
    items = meld_of(EXAMPLE, "S")
    assert kinds(items) == {"aces_around": 10, "trump_marriage": 4, "marriage": 2, "pinochle": 4}


@pytest.mark.parametrize("rank,values", [("A", (10, 100, 200, 400)), ("K", (8, 80, 160, 320)),
                                         ("Q", (6, 60, 120, 240)), ("J", (4, 40, 80, 160))])
def test_arounds_single_to_quadruple(rank, values):
    name = {"A": "aces", "K": "kings", "Q": "queens", "J": "jacks"}[rank]
    for n, value in enumerate(values, 1):
        hand = [c for s in "SHDC" for c in cards(f"{rank}{s}") * n]
        items = [i for i in meld_of(hand, None) if i.kind == f"{name}_around"]
        assert [i.points for i in items] == [value]
        assert len(items[0].cards) == 4 * n


def test_an_around_needs_every_suit_and_tens_around_are_worth_nothing():
    assert meld_of(cards("AS AH AD"), None) == []
    assert meld_of(cards("TS TH TD TC TS TH TD TC"), None) == []
    two_and_one = meld_of(cards("AS AS AH AH AD AD AC"), None)
    assert [(i.label, i.points) for i in two_and_one] == [("Aces around", 10)]


@pytest.mark.parametrize("n,value", [(1, 15), (2, 150), (3, 300), (4, 600)])
def test_runs_single_to_quadruple(n, value):
    hand = cards("AH TH KH QH JH") * n
    items = meld_of(hand, "H")
    assert kinds(items) == {"run": value}
    assert len(items[0].cards) == 5 * n
    assert kinds(meld_of(hand, "S")) == {"marriage": 2 * n}  # not trumps: only the marriages


def test_a_run_and_an_extra_king_queen_of_trumps():
    items = meld_of(cards("AH TH KH QH JH KH QH"), "H")
    assert kinds(items) == {"run": 15, "trump_marriage": 4}
    assert kinds(meld_of(cards("AH TH KH QH JH KH"), "H")) == {"run": 15}


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_marriages_single_to_quadruple_in_trumps_and_elsewhere(n):
    hand = cards("KD QD") * n
    assert kinds(meld_of(hand, "D")) == {"trump_marriage": 4 * n}
    assert kinds(meld_of(hand, "C")) == {"marriage": 2 * n}


@pytest.mark.parametrize("n,value", [(1, 4), (2, 30), (3, 90), (4, 270)])
def test_pinochles_single_to_quadruple(n, value):
    items = meld_of(cards("QS JD") * n + cards("QS"), "H")
    assert kinds(items) == {"pinochle": value}


def test_a_card_counts_once_in_each_category():
    # The queen of spades is in the queens around, a spade marriage and the pinochle at the same time.
    hand = cards("QS QH QD QC KS JD")
    assert kinds(meld_of(hand, "H")) == {"queens_around": 6, "marriage": 2, "pinochle": 4}


def test_four_of_a_kind_counts_only_when_the_table_gives_it_a_value():
    hand = cards("AS AS AS AS KH KH KH KH")
    assert [i.kind for i in meld_of(hand, "S")] == []
    table = MeldTableOptions(four_of_a_kind_trumps=100, four_of_a_kind_plain=50)
    items = meld_of(hand, "S", table)
    assert [(i.kind, i.label, i.points) for i in items] == [
        ("four_trumps", "Four aces of spades (trumps)", 100), ("four_plain", "Four kings of hearts", 50)]


def test_an_edited_table_with_non_linear_trump_marriages():
    table = MeldTableOptions(trump_marriages_1=4, trump_marriages_2=30, plain_marriages_2=10, runs_1=20,
                             aces_around_1=0)
    assert kinds(meld_of(cards("KS QS KS QS"), "S", table)) == {"trump_marriage": 30}
    assert kinds(meld_of(cards("KS QS KS QS"), "H", table)) == {"marriage": 10}
    assert kinds(meld_of(EXAMPLE, "C", table)) == {"marriage": 2, "run": 20, "pinochle": 4}  # aces worth 0


def test_the_pages_cover_every_field_once_and_restore_their_defaults():
    named = [f for page in MELD_PAGES for f in page.fields]
    assert sorted(named) == sorted(MELD_FIELDS) and len(named) == len(set(named))
    assert [p.title for p in MELD_PAGES] == ["Arounds", "Runs & Marriages", "Miscellaneous"]
    assert VARIANTS["pinochle"].meld_table_pages() == tuple((p.title, p.fields) for p in MELD_PAGES)
    edited = PinochleOptions().replace(aces_around_1=12, runs_2=99, pinochles_2=40, minimum_meld=1, target=500)
    back = restore_page(edited, "Runs & Marriages")
    assert (back.aces_around_1, back.runs_2, back.pinochles_2, back.target) == (12, 150, 40, 500)
    back = restore_page(back, "Arounds")
    assert back.aces_around_1 == 10
    back = restore_page(back, "Miscellaneous")
    assert (back.pinochles_2, back.minimum_meld, back.target) == (30, 20, 500)
    with pytest.raises(ValueError):
        restore_page(back, "Colours")


def test_the_table_travels_as_json_and_rejects_bad_values():
    opts = PinochleOptions(queens_around_2=70, meld_base=10)
    again, problems = options_from_json(PinochleOptions, opts.to_json())
    assert again == opts and problems == []
    with pytest.raises(OptionsError):
        options_from_json(PinochleOptions, {"runs_1": -5})
    assert DEFAULT_TABLE.minimum_meld == 20


def test_a_side_under_the_minimum_shows_only_aces_around_and_reads_0_star():
    north = meld_of(cards("AS AH AD AC KS QS"), "H")  # 12
    south = meld_of(cards("KD QD"), "H")  # 2
    meld = side_meld({Seat.N: north, Seat.S: south})
    assert (meld.total, meld.counted, meld.summary) == (14, 0, "0*")
    assert [i.kind for i in meld.shown[Seat.N]] == ["aces_around"] and Seat.S not in meld.shown
    nothing = side_meld({Seat.N: south, Seat.S: []})
    assert (nothing.summary, nothing.shown) == ("0", {})


def test_a_side_with_the_minimum_shows_everything():
    north = meld_of(EXAMPLE, "C")  # 31
    meld = side_meld({Seat.N: north, Seat.S: meld_of(cards("KD QD"), "C")})
    assert (meld.total, meld.counted, meld.summary) == (33, 33, "33")
    assert len(meld.shown[Seat.N]) == 4 and len(meld.shown[Seat.S]) == 1
    lower = side_meld({Seat.N: meld_of(cards("KD QD KH QH"), "C"), Seat.S: []}, MeldTableOptions(minimum_meld=1))
    assert (lower.counted, lower.summary) == (4, "4")
