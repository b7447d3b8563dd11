"""The engine core: cards and decks, seats and the order of play, the stable random generator and
numbered deals, explicit deals, actions and rule options."""

import copy
import pickle
import random
from collections import Counter

import pytest
from conftest import BRIDGEE, new_hand

from game.engine import (
    ALL_CARDS,
    CARDS,
    CLOCKWISE,
    COUNTER_CLOCKWISE,
    DECK_32,
    DECK_36,
    DECK_52,
    DECK_80,
    DOUBLE,
    PASS,
    REDOUBLE,
    OptionsError,
    Seat,
    card,
    cards,
)
from game.engine.actions import Bid, Call, Declaration, action_of, announce, bid
from game.engine.deal import MAX_DEAL_NUMBER, check_deal_number, cut, deal_seed, dealer_of_number, numbered_deck
from game.engine.options import options_from_json
from game.engine.rng import StableRandom, seed_for
from game.engine.seats import next_seat, other_side, seats_from, side_of
from game.variants.belote_bridgee.rules import BeloteBridgeeOptions

# -- cards -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["TH", "10H", "th", "10h", "Th", " TH ", "tH"])
def test_every_way_of_writing_the_ten_of_hearts(text):
    ten = card(text)
    assert ten is CARDS["TH"]
    assert (ten.rank, ten.suit, ten.text, str(ten)) == ("T", "H", "TH", "TH")
    assert ten.name == "ten of hearts"


def test_card_out_and_in_again_for_the_whole_deck():
    assert len(ALL_CARDS) == 52
    for c in ALL_CARDS:
        assert card(str(c)) is c
        assert card(c) is c
    assert [c.index for c in ALL_CARDS] == list(range(52))
    assert card("AS").index == 0 and card("2C").index == 51
    assert card("QS").name == "queen of spades" and card("7d").name == "seven of diamonds"


def test_cards_reads_a_list():
    assert cards("JS 9S, ah 10d") == [CARDS["JS"], CARDS["9S"], CARDS["AH"], CARDS["TD"]]
    assert cards(["KC", CARDS["QC"]]) == [CARDS["KC"], CARDS["QC"]]
    assert cards("") == []


@pytest.mark.parametrize("text", ["ZZ", "", "1H", "11H", "TX", "T", "HT", "A S", "10", "joker", 5, None, 2.5])
def test_bad_card_text_is_refused_with_a_clear_message(text):
    with pytest.raises(ValueError) as info:
        card(text)
    message = str(info.value)
    assert repr(text) in message
    assert "is not a card" in message and "rank then suit" in message


def test_a_bad_card_in_a_list_names_the_bad_one():
    with pytest.raises(ValueError, match="'XS' is not a card"):
        cards("AS XS KS")


def test_cards_are_interned_through_copy_and_pickle():
    ace = card("AS")
    assert copy.copy(ace) is ace
    assert copy.deepcopy([ace])[0] is ace
    assert pickle.loads(pickle.dumps(ace)) is ace
    assert {ace: 1}[card("as")] == 1


# -- decks -----------------------------------------------------------------------------------------


def test_the_32_card_deck():
    assert len(DECK_32) == 32 == len(set(DECK_32))
    assert {c.rank for c in DECK_32} == set("AKQJT987")
    assert Counter(c.suit for c in DECK_32) == {"S": 8, "H": 8, "D": 8, "C": 8}
    assert [str(c) for c in DECK_32[:8]] == ["AS", "KS", "QS", "JS", "TS", "9S", "8S", "7S"]


def test_the_36_card_deck():
    assert len(DECK_36) == 36 == len(set(DECK_36))
    assert {c.rank for c in DECK_36} == set("AKQJT9876")
    assert set(DECK_36) - set(DECK_32) == {card("6S"), card("6H"), card("6D"), card("6C")}


def test_the_52_card_deck():
    assert len(DECK_52) == 52
    assert set(DECK_52) == set(ALL_CARDS)


def test_the_80_card_deck_holds_four_copies_of_a_ten_king_queen_jack():
    assert len(DECK_80) == 80
    counts = Counter(DECK_80)
    assert len(counts) == 20
    assert set(counts.values()) == {4}
    assert {c.rank for c in counts} == set("ATKQJ")
    assert {c.suit for c in counts} == set("SHDC")
    first_four = DECK_80[:4]
    assert all(c is first_four[0] for c in first_four)  # copies are the very same object
    assert first_four[0] == first_four[3] == card("AS")
    assert DECK_80.count(card("JD")) == 4


# -- seats -----------------------------------------------------------------------------------------


def test_partners_and_sides():
    assert [s.partner for s in Seat] == [Seat.S, Seat.W, Seat.N, Seat.E]
    assert [s.side for s in Seat] == ["NS", "EW", "NS", "EW"]
    assert [side_of(s) for s in Seat] == ["NS", "EW", "NS", "EW"]
    assert other_side("NS") == "EW" and other_side("EW") == "NS"
    assert [s.full_name for s in Seat] == ["North", "East", "South", "West"]
    assert [str(s) for s in Seat] == ["N", "E", "S", "W"]


def test_left_is_clockwise_and_right_is_counter_clockwise():
    assert [s.left for s in Seat] == [Seat.E, Seat.S, Seat.W, Seat.N]
    assert [s.right for s in Seat] == [Seat.W, Seat.N, Seat.E, Seat.S]
    for s in Seat:
        assert s.left.right is s and s.right.left is s
        assert next_seat(s, CLOCKWISE) is s.left
        assert next_seat(s, COUNTER_CLOCKWISE) is s.right


def test_order_of_play_in_both_directions():
    assert seats_from(Seat.N, CLOCKWISE) == [Seat.N, Seat.E, Seat.S, Seat.W]
    assert seats_from(Seat.N, COUNTER_CLOCKWISE) == [Seat.N, Seat.W, Seat.S, Seat.E]
    assert seats_from(Seat.S, COUNTER_CLOCKWISE) == [Seat.S, Seat.E, Seat.N, Seat.W]
    assert seats_from(Seat.W, CLOCKWISE) == [Seat.W, Seat.N, Seat.E, Seat.S]


@pytest.mark.parametrize("text, seat", [("N", Seat.N), ("e", Seat.E), ("South", Seat.S), (" west ", Seat.W),
                                        (0, Seat.N), (3, Seat.W), (Seat.E, Seat.E)])
def test_seat_parse(text, seat):
    assert Seat.parse(text) is seat


@pytest.mark.parametrize("bad", ["", "x", "Q", 4, -1, True, None, 1.0, ["N"]])
def test_seat_parse_refuses_what_is_not_a_seat(bad):
    with pytest.raises(ValueError, match="is not a seat"):
        Seat.parse(bad)


# -- the stable random generator -------------------------------------------------------------------


def test_stable_random_is_splitmix64():
    rng = StableRandom(0)
    assert [rng.next64() for _ in range(4)] == [
        0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F, 0xF88BB8A8724C81EC]


def test_stable_random_draws_and_shuffles_are_pinned():
    rng = StableRandom(7)
    assert [rng.below(6) for _ in range(12)] == [2, 0, 5, 3, 2, 1, 2, 1, 0, 2, 0, 5]
    rng = StableRandom(12345)
    items = list(range(10))
    rng.shuffle(items)
    assert items == [2, 5, 4, 7, 6, 3, 8, 0, 9, 1]
    assert rng.state == 10372713005361040630


def test_below_stays_in_range_and_reaches_every_value():
    rng = StableRandom(99)
    draws = [rng.below(5) for _ in range(500)]
    assert set(draws) == {0, 1, 2, 3, 4}


def test_seed_for_is_stable():
    assert seed_for() == 0xCBF29CE484222325
    assert seed_for("deal", 32, 1) == 13905122074807735354
    assert seed_for("match", 1) == 2093499254661212675
    assert seed_for(1, "a") != seed_for("1a") != seed_for("a", 1)


# -- numbered deals --------------------------------------------------------------------------------

PINNED_DEALS = {
    # deal number, dealer: the hands as dealt
    (1, "W"): {"N": "QH 8C 9H 9C 7H AD 7S JS", "E": "TS AS JC QD 7C QS KS 9D",
               "S": "TH JD KD KH 8D QC AH AC", "W": "8H 7D TC KC JH TD 8S 9S"},
    (1, "N"): {"N": "8H 7D TC KC JH TD 8S 9S", "E": "QH 8C 9H 9C 7H AD 7S JS",
               "S": "TS AS JC QD 7C QS KS 9D", "W": "TH JD KD KH 8D QC AH AC"},
    (42, "W"): {"N": "8H 7D KS 8C QH TC JH KC", "E": "9S 9H 9C JD TS 7H TH QD",
                "S": "9D KH 7C QS 7S 8D AH AD", "W": "JC TD JS QC 8S AS KD AC"},
    (99999999, "W"): {"N": "8C JS 8D 9D TS 7C AS KD", "E": "JD KS AD KC AH QD 9C JC",
                      "S": "KH QC TH AC 8S 9S 7S JH", "W": "TC 8H 7D QS 7H QH TD 9H"},
}


@pytest.mark.parametrize("number, dealer", sorted(PINNED_DEALS))
def test_numbered_deals_are_pinned(number, dealer):
    hand = new_hand(deal_number=number, dealer=dealer)
    for seat in Seat:
        assert hand.view(seat).hand == tuple(cards(PINNED_DEALS[number, dealer][seat.name])), seat


def test_numbered_deck_is_pinned_and_a_permutation():
    deck = numbered_deck(DECK_32, 1)
    assert " ".join(map(str, deck)) == ("TH JD KD TS AS JC QH 8C 9H 8H 7D TC KH 8D QD 7C 9C 7H KC JH QC AH AC QS "
                                        "KS 9D AD 7S JS TD 8S 9S")
    assert sorted(deck, key=lambda c: c.index) == sorted(DECK_32, key=lambda c: c.index)
    assert numbered_deck(DECK_32, 2) != deck


@pytest.mark.parametrize("deck", [DECK_32, DECK_36, DECK_52, DECK_80], ids=len)
def test_numbered_decks_are_random_randoms_shuffle_written_out(deck):
    """The deal seeds the C generator under random.Random directly (for speed): the same numbers, so the same
    decks as the standard library's Random with the shuffle written out."""
    for number in [*range(1, 200), 12_345_678, MAX_DEAL_NUMBER]:
        order = list(deck)
        draw = random.Random(deal_seed(len(deck), number)).random
        for i in range(len(order) - 1, 0, -1):
            j = int(draw() * (i + 1))
            order[i], order[j] = order[j], order[i]
        assert numbered_deck(deck, number) == order, number


def test_dealer_of_a_numbered_deal_is_pinned():
    assert [dealer_of_number(n) for n in (1, 42, 99999999, 902379)] == [Seat.N, Seat.S, Seat.E, Seat.N]


@pytest.mark.parametrize("number", [0, -1, MAX_DEAL_NUMBER + 1, 100_000_000, "7", 3.0, True])
def test_deal_numbers_out_of_range_are_refused(number):
    with pytest.raises(ValueError, match="a deal number is a whole number from 1 to 99,999,999"):
        check_deal_number(number)
    with pytest.raises(ValueError, match="deal number"):
        new_hand(deal_number=number)


def test_deal_number_limits_are_accepted():
    assert check_deal_number(1) == 1 and check_deal_number(MAX_DEAL_NUMBER) == 99_999_999 == MAX_DEAL_NUMBER


def test_cut_moves_the_top_under():
    assert cut(list("abcdef"), 2) == list("cdefab")
    assert cut(list("abc"), 0) == list("abc")


# -- explicit deals --------------------------------------------------------------------------------

GOOD_DEAL = {"N": "AS KS QS JS TS 9S 8S 7S", "E": "AH KH QH JH TH 9H 8H 7H",
             "S": "AD KD QD JD TD 9D 8D 7D", "W": "AC KC QC JC TC 9C 8C 7C"}


def test_an_explicit_deal_is_taken_as_given():
    hand = new_hand(GOOD_DEAL, dealer="N")
    assert hand.view(Seat.E).hand == tuple(cards(GOOD_DEAL["E"]))
    assert hand.deal_number is None
    keyed_by_seat = new_hand({Seat.parse(k): v.split() for k, v in GOOD_DEAL.items()}, dealer="N")
    assert keyed_by_seat.view(Seat.W).hand == tuple(cards(GOOD_DEAL["W"]))


@pytest.mark.parametrize("change, message", [
    ({"N": "AS KS QS JS TS 9S 8S"}, "North must have 8 cards, not 7"),
    ({"E": "AH KH QH JH TH 9H 8H 7H 7S"}, "East must have 8 cards, not 9"),
    ({"W": "AC KC QC JC TC 9C 8C AS"}, "the ace of spades is dealt twice"),
    ({"S": "AD KD QD JD TD 9D 8D 6D"}, "the six of diamonds is not in the 32-card deck"),
    ({"S": "AD KD QD JD TD 9D 8D 2D"}, "the two of diamonds is not in the 32-card deck"),
    ({"S": "AD KD QD JD TD 9D 8D XD"}, "'XD' is not a card"),
    ({"stock": "7C"}, "unexpected entries in the deal: stock"),
])
def test_explicit_deals_are_checked(change, message):
    with pytest.raises(ValueError) as info:
        new_hand({**GOOD_DEAL, **change})
    assert message in str(info.value)


def test_an_explicit_deal_needs_all_four_hands():
    deal = dict(GOOD_DEAL)
    del deal["S"]
    with pytest.raises(ValueError, match="no cards given for South"):
        new_hand(deal)


def test_give_exactly_one_of_deal_number_and_cards():
    with pytest.raises(ValueError, match="exactly one"):
        BRIDGEE.new_hand(BRIDGEE.default_options(), dealer=Seat.N)
    with pytest.raises(ValueError, match="exactly one"):
        BRIDGEE.new_hand(BRIDGEE.default_options(), dealer=Seat.N, deal_number=3, cards=GOOD_DEAL)


# -- actions ---------------------------------------------------------------------------------------


def test_calls_bids_and_announces_are_interned_with_a_notation():
    assert (str(PASS), str(DOUBLE), str(REDOUBLE)) == ("pass", "double", "redouble")
    assert all(isinstance(a, Call) for a in (PASS, DOUBLE, REDOUBLE))
    assert action_of("pass") is PASS and action_of("redouble") is REDOUBLE
    assert PASS.name == "Pass"
    b = action_of("120C")
    assert isinstance(b, Bid) and b is bid(120, "C")
    assert (b.amount, b.strain, b.name) == (120, "C", "120 Clubs")
    third = action_of("announce:third")
    assert isinstance(third, Declaration) and third is announce("third") and third.kind == "third"
    with pytest.raises(ValueError, match="is not an action"):
        action_of("no such action")


def test_variant_parses_every_notation():
    assert BRIDGEE.parse_action("PASS") is PASS
    assert BRIDGEE.parse_action(" Double ") is DOUBLE
    assert BRIDGEE.parse_action("80s") is bid(80, "S")
    assert BRIDGEE.parse_action("10h") is card("TH")
    with pytest.raises(ValueError, match="'hello' is not a card or a call of 32 Card Bridge"):
        BRIDGEE.parse_action("hello")


# -- options ---------------------------------------------------------------------------------------


def test_default_options():
    opts = BRIDGEE.default_options()
    assert isinstance(opts, BeloteBridgeeOptions)
    assert (opts.announces, opts.target, opts.shuffle_every_hand) == (True, 3000, False)
    assert opts.to_json() == {"announces": True, "target": 3000, "shuffle_every_hand": False}
    assert [d["name"] for d in opts.describe()] == ["announces", "target", "shuffle_every_hand"]
    target = next(d for d in opts.describe() if d["name"] == "target")
    assert (target["default"], target["min"], target["max"], target["step"]) == (3000, 500, 9900, 100)


def test_options_json_round_trip():
    opts = BRIDGEE.default_options().replace(announces=False, target=1500, shuffle_every_hand=True)
    back, problems = options_from_json(BeloteBridgeeOptions, opts.to_json())
    assert back == opts and problems == []
    partial, problems = options_from_json(BeloteBridgeeOptions, {"target": 2000})
    assert partial == BRIDGEE.default_options().replace(target=2000) and problems == []


BAD_OPTIONS = [
    ({"colour": "green"}, "unknown option 'colour'"),
    ({"target": 400}, "400 is below the smallest allowed value, 500"),
    ({"target": 10000}, "10000 is above the largest allowed value, 9900"),
    ({"target": 3050}, "3050 is not a step of 100 from 500"),
    ({"target": "3000"}, "'3000' is not a whole number"),
    ({"target": 3000.0}, "3000.0 is not a whole number"),
    ({"target": True}, "True is not a whole number"),
    ({"announces": "yes"}, "'yes' is not yes/no"),
    ({"shuffle_every_hand": 1}, "1 is not yes/no"),
]


@pytest.mark.parametrize("data, problem", BAD_OPTIONS)
def test_bad_options_are_reported_in_strict_mode(data, problem):
    with pytest.raises(OptionsError) as info:
        options_from_json(BeloteBridgeeOptions, data, strict=True)
    assert len(info.value.problems) == 1
    assert problem in info.value.problems[0]
    assert problem in str(info.value)


@pytest.mark.parametrize("data, problem", BAD_OPTIONS)
def test_bad_options_keep_their_default_in_lenient_mode(data, problem):
    opts, problems = options_from_json(BeloteBridgeeOptions, data, strict=False)
    assert len(problems) == 1 and problem in problems[0]
    assert opts == BRIDGEE.default_options()


def test_lenient_mode_keeps_the_good_entries():
    opts, problems = options_from_json(BeloteBridgeeOptions, {"target": 1200, "colour": "red", "announces": 0},
                                       strict=False)
    assert opts == BRIDGEE.default_options().replace(target=1200)
    assert problems == ["unknown option 'colour'", "Play with announces: 0 is not yes/no (true or false)"]


def test_every_problem_is_listed_at_once():
    data = {"target": 12, "announces": None, "speed": "fast"}
    with pytest.raises(OptionsError) as info:
        options_from_json(BeloteBridgeeOptions, data)
    assert len(info.value.problems) == 3
    opts, problems = options_from_json(BeloteBridgeeOptions, data, strict=False)
    assert opts == BRIDGEE.default_options() and len(problems) == 3


@pytest.mark.parametrize("data", [None, [], "announces", 3])
def test_options_that_are_not_an_object(data):
    with pytest.raises(OptionsError, match="not a JSON object"):
        options_from_json(BeloteBridgeeOptions, data)
    opts, problems = options_from_json(BeloteBridgeeOptions, data, strict=False)
    assert opts == BRIDGEE.default_options() and "not a JSON object" in problems[0]


def test_replace_checks_values():
    with pytest.raises(OptionsError, match="below the smallest allowed value"):
        BRIDGEE.default_options().replace(target=100)
    assert BRIDGEE.default_options().replace(target=9900).target == 9900


# -- results ---------------------------------------------------------------------------------------
def test_result_lines_given_as_a_function_are_written_once_when_first_read():
    from game.engine.result import HandResult

    written = []

    def write():
        written.append(1)
        return ["North-South score 80."]

    result = HandResult(points={"NS": 80, "EW": 0}, lines=write)
    assert written == [] and result.points == {"NS": 80, "EW": 0}
    assert result.lines == ["North-South score 80."] and result.lines == ["North-South score 80."]
    assert written == [1]
    assert result == HandResult(points={"NS": 80, "EW": 0}, lines=["North-South score 80."])


def test_a_copied_or_pickled_result_holds_its_lines_written_out():
    from game.engine.result import HandResult

    for twin in (copy.deepcopy, lambda r: pickle.loads(pickle.dumps(r))):
        result = HandResult(points={"NS": 0, "EW": 162}, lines=lambda: ["East-West score 162."])
        assert twin(result).lines == ["East-West score 162."]
        assert twin(result).__dict__["_lines"] == ["East-West score 162."]


@pytest.mark.parametrize("game", ["belote", "belote_bridgee"])
def test_a_belote_family_result_writes_its_lines_only_when_read(game):
    from game.variants import VARIANTS

    variant = VARIANTS[game]
    for number in range(1, 40):
        hand = variant.new_hand(deal_number=number)
        while not hand.done:
            hand.apply(hand.legal_actions()[-1])  # the last choice: somebody takes or bids
        if not hand.result().passed_out:
            break
    result = hand.result()
    assert callable(result.__dict__["_lines"])  # the points are there, the words not yet
    assert sum(e.points for e in result.entries["NS"] + result.entries["EW"]) == sum(result.points.values())
    assert any("score" in line for line in result.lines)
    assert isinstance(result.__dict__["_lines"], list)


# -- events ----------------------------------------------------------------------------------------
def test_every_event_is_made_frozen_from_its_fields_by_position_or_by_name():
    import dataclasses

    from game.engine import events

    kinds = [c for c in vars(events).values() if isinstance(c, type) and issubclass(c, events.Event)]
    assert len(kinds) > 15
    for kind in kinds:
        names = [f.name for f in dataclasses.fields(kind)]
        values = [f"value of {name}" for name in names]
        by_position, by_name = kind(*values), kind(**dict(zip(names, values, strict=True)))
        assert by_position == by_name and [getattr(by_name, n) for n in names] == values
        assert not hasattr(by_position, "__dict__")  # slots only
        for name in names:
            with pytest.raises(dataclasses.FrozenInstanceError):
                setattr(by_position, name, None)
        if names:
            with pytest.raises(TypeError):
                kind(*values[:-1])
