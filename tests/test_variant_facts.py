"""The rule facts the table asks the games for (game.engine.variant.Variant's hooks, the hands' and actions' own
facts) instead of importing the games' modules: each game answers from its rules, a game without one the default."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.engine import Bid, Seat
from game.engine.actions import Take, announce
from game.engine.cards import RANKS
from game.engine.match import Match
from game.variants import VARIANTS
from game.variants.belote.deal_input import parse_input_hand
from game.variants.bridge import bidding
from game.variants.bridge.auction import Auction

TYPED_BELOTE = "7S 8S 9S TS JS S\nQS KS AS 7H 8H W\n9H TH JH QH KH N\nAH 7D 8D 9D TD E\nJD U\n"


@pytest.mark.parametrize("game_id, suit, trump, order", [
    ("belote", "H", None, "AKQJT987"),  # before trumps: the order of the runs
    ("belote", "H", "H", "J9ATKQ87"),
    ("belote_bridgee", "S", "H", "ATKQJ987"),
    ("scotch_whist", "D", "D", "JAKQT9876"),  # the jack heads the trumps
    ("scotch_whist", "D", None, "AKQJT9876"),
    ("pinochle", "C", "C", "ATKQJ"),
    ("bridge", "C", "S", RANKS),  # the default: its own sort at the table
])
def test_each_game_says_in_which_order_a_hand_shows_a_suit(game_id, suit, trump, order):
    assert VARIANTS[game_id].display_rank_order(suit, trump) == order


def test_the_bidding_box_amounts_are_those_of_the_legal_bids():
    variant = VARIANTS["belote_bridgee"]
    hand = variant.new_hand(dealer=Seat.W, deal_number=7)
    opening = {a.amount for a in hand.legal_actions() if isinstance(a, Bid)}
    assert variant.bid_amounts == tuple(sorted(opening)) and variant.bid_amounts[0] == 80
    assert VARIANTS["bridge"].bid_amounts == ()


def test_pinochle_counts_the_counters_of_the_first_tricks_as_the_hand_scores_them():
    variant = VARIANTS["pinochle"]
    played_out = 0
    for number in range(1, 40):
        hand = variant.new_hand(dealer=Seat.W, deal_number=number)
        while not hand.done:
            hand.apply(hand.legal_actions()[0])
        if len(hand.tricks) != 20:
            continue  # the bidders were set before the play
        played_out += 1
        assert hand.counters_won(0) == {"NS": 0, "EW": 0}
        assert hand.counters_won(20) == hand.counters
        before_last = hand.counters_won(19)
        last_side = hand.tricks[-1][2].side
        assert hand.counters[last_side] - before_last[last_side] >= hand.options.last_trick_points
    assert played_out > 0


def test_declarations_and_takes_are_engine_actions_with_their_words():
    assert announce("square").label == "Four of a kind" and announce("third").label == "Third"
    taken = VARIANTS["belote"].parse_action("take:nt")
    assert isinstance(taken, Take) and taken.strain == "NT" and taken.name == "No Trumps"


def test_only_belote_reads_typed_deals_and_shows_hand_parameters():
    belote, bridge = VARIANTS["belote"], VARIANTS["bridge"]
    assert belote.parse_typed_deal(TYPED_BELOTE) == parse_input_hand(TYPED_BELOTE)
    with pytest.raises(ValueError):
        belote.parse_typed_deal("7S 8S Q")
    with pytest.raises(ValueError):
        bridge.parse_typed_deal(TYPED_BELOTE)
    hand = bridge.new_hand(dealer=Seat.N, deal_number=3)
    assert bridge.hand_parameters(hand.view(Seat.S)) is None and bridge.hand_log_text(hand, False) == ""


def test_the_declarer_plays_from_the_dummy_on_its_turn_and_every_other_seat_from_its_own_hand():
    hand = VARIANTS["bridge"].new_hand(dealer=Seat.N, deal_number=5)
    while hand.phase != "play":
        hand.apply(next(a for a in hand.legal_actions() if isinstance(a, Bid)) if not hand.auction.calls
                   else hand.legal_actions()[0])
    assert hand.playing_from(hand.to_act) is hand.to_act  # the opening lead
    while hand.to_play != hand.dummy:
        hand.apply(hand.legal_actions()[0])
    assert hand.to_act == hand.declarer and hand.playing_from(hand.declarer) == hand.dummy
    belote = VARIANTS["belote"].new_hand(dealer=Seat.N, deal_number=5)
    assert belote.playing_from(Seat.S) is Seat.S


def test_only_pinochle_numbers_its_games():
    pinochle = VARIANTS["pinochle"]
    assert pinochle.game_title(1234, 3) == "Game 1234:3" and pinochle.parse_game_title("Game 1234:3") == (1234, 3)
    for game_id in ("bridge", "belote"):
        with pytest.raises(ValueError):
            VARIANTS[game_id].game_title(1234, 3)
        with pytest.raises(ValueError):
            VARIANTS[game_id].parse_game_title("1234:3")


def test_only_scotch_whist_keeps_its_game_points_for_the_whole_game():
    whist = VARIANTS["scotch_whist"]
    match = Match(whist, whist.default_options().replace(target=60))
    assert whist.options_kept_for_the_game(match) == {"target": "Game points stay at 60 until this game ends."}
    for game_id in ("belote", "belote_bridgee", "bridge", "pinochle"):
        variant = VARIANTS[game_id]
        assert variant.options_kept_for_the_game(Match(variant)) == {}


def test_only_belote_has_options_that_act_around_a_hand():
    belote = VARIANTS["belote"]
    on = belote.default_options().replace(log_file=True, log_letters=True, replay_hand=True, input_hand=True)
    for variant in VARIANTS.values():
        facts = (variant.logs_hands, variant.log_in_letters, variant.offers_last_hand_again,
                 variant.types_opening_hands)
        assert not any(fact(variant.default_options()) for fact in facts)
        if variant is belote:
            assert all(fact(on) for fact in facts)


def test_only_belote_with_open_hands_shows_the_hands_face_up_and_the_belote_games_count_card_points():
    for game_id, variant in VARIANTS.items():
        view = variant.new_hand(dealer=Seat.N, deal_number=5).view(Seat.S)
        assert variant.face_up_hands(view) == {}
        assert (variant.card_points(view) == {"NS": 0, "EW": 0}) == game_id.startswith("belote"), game_id
    belote = VARIANTS["belote"]
    hand = belote.new_hand(replace(belote.default_options(), open_hands=True), dealer=Seat.N, deal_number=5)
    assert belote.face_up_hands(hand.view(Seat.S)) == {seat: tuple(hand.hands[seat]) for seat in Seat}


def test_the_bridge_bidding_box_columns_are_the_strains_of_the_bids_lowest_first():
    hand = VARIANTS["bridge"].new_hand(dealer=Seat.N, deal_number=3)
    one_level = [a.strain for a in hand.legal_actions() if isinstance(a, Bid) and a.amount == 1]
    assert VARIANTS["bridge"].bid_strains == tuple(one_level) == ("C", "D", "H", "S", "NT")
    assert VARIANTS["belote"].bid_strains == ()


def test_bridge_explains_a_call_from_its_bidding_system_and_the_other_games_none():
    bridge = VARIANTS["bridge"]
    calls = [bridge.parse_action(text) for text in ("1NT", "P", "2C")]
    for index in range(3):
        expected = bidding.meaning(Auction(Seat.E, calls), index).text
        assert bridge.call_meaning(Seat.E, calls[:index + 1], index) == expected and expected
    assert VARIANTS["belote_bridgee"].call_meaning(Seat.E, [], 0) is None


def test_bridge_tells_its_bidding_system_in_help_pages_and_the_other_games_none():
    text = VARIANTS["bridge"].system_help()
    assert "# The computers' bidding system" in text
    assert all(VARIANTS[game].system_help() == "" for game in VARIANTS if game != "bridge")


def test_only_belote_deals_a_first_hand_before_its_stock():
    assert VARIANTS["belote"].first_hand_size == 5
    assert all(variant.first_hand_size is None for game_id, variant in VARIANTS.items() if game_id != "belote")
