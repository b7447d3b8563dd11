"""The rules of Belote (Tommy's Belote), each checked on hand-built deals with exact values: the deal and
the turn-up, both rounds of taking, the legality of every card with its reason, declarations and their
ranking, Belote-Rebelote, scoring and every rules option, No Trumps / All Trumps, matches, records, the log
file and the input-hand parser."""

import re
from pathlib import Path
from types import SimpleNamespace

import pytest
from conftest import of_type, run

from game.engine import DECK_32, PASS, IllegalAction, OptionsError, Seat, card, cards
from game.engine.deal import numbered_deck
from game.engine.match import Match
from game.engine.records import dumps, hand_from_record, load, undo
from game.engine.result import ScoreEntry
from game.engine.seats import CLOCKWISE, COUNTER_CLOCKWISE, SEATS, next_seat, seats_from
from game.variants import VARIANTS
from game.variants.belote.deal_input import parse_input_hand
from game.variants.belote.log import append_hand_log, hand_log_text
from game.variants.belote.rules import (
    ANNOUNCE_RULES,
    TAKE,
    TAKE_AT,
    TAKE_NT,
    TAKE_SUIT,
    BeloteOptions,
    multiplier_of,
    round_to_five,
    score_hand,
)
from game.variants.belote_common.announces import Combination, best_combinations, compare_in_rotation
from game.variants.belote_common.tricks import trick_winner_index
from game.variants.belote_common.values import ALL_TRUMPS, NO_TRUMPS, card_points, card_points_total

BELOTE = VARIANTS["belote"]
MANUAL = Path("/work/shared/seeds/002_c0eacd4f0cd6018e.txt")


def options(**changes):
    return BELOTE.default_options().replace(**changes)


def layout(hands: dict, turn_up: str, taker: str, dealer: str = "W", direction: int = CLOCKWISE) -> dict:
    """``cards=`` of a deal after which, once ``taker`` has taken the ``turn_up``, each seat holds
    ``hands[seat]`` (eight cards; the turn-up among the taker's)."""
    taker_seat, up = Seat.parse(taker), card(turn_up)
    final = {s: cards(hands[s.name]) for s in SEATS}
    assert up in final[taker_seat]
    final[taker_seat].remove(up)
    deal = {s: final[s][:5] for s in SEATS}
    stock = [up]
    for s in seats_from(next_seat(Seat.parse(dealer), direction), direction):
        stock += final[s][5:]
    deal["stock"] = stock
    return deal


def new_hand(deal, dealer="W", **option_changes):
    return BELOTE.new_hand(options(**option_changes), dealer=Seat.parse(dealer), cards=deal)


def taken(hands, turn_up, taker, calls, dealer="W", **option_changes):
    """A hand whose taking is over: ``calls`` are the calls, the last one making ``taker`` take."""
    direction = COUNTER_CLOCKWISE if option_changes.get("direction") == "counter-clockwise" else CLOCKWISE
    hand = new_hand(layout(hands, turn_up, taker, dealer, direction), dealer, **option_changes)
    run(hand, calls)
    assert hand.phase == "play" and hand.taker is Seat.parse(taker)
    return hand


def refusal(hand, action) -> str:
    before = [str(a) for a in hand.actions]
    with pytest.raises(IllegalAction) as info:
        hand.apply(action)
    assert [str(a) for a in hand.actions] == before
    return info.value.reason


def legal(hand) -> set[str]:
    return {str(a) for a in hand.legal_actions()}


def play_first_legal(hand) -> None:
    """The first player takes; then the first legal card every time."""
    while not hand.done:
        legal = hand.legal_actions()
        hand.apply(legal[1] if hand.phase == "bidding" and len(legal) > 1 else legal[0])


# Only the turned card matters for the taking: whoever takes gets the nine of hearts.
TAKING_DEAL = {"N": "AS KS QS JS TS", "E": "AH KH QH JH TH", "S": "AD KD QD JD TD", "W": "AC KC QC JC TC",
               "stock": "9H 9S 8S 7S 8H 7H 9D 8D 7D 9C 8C 7C"}


# Spades led by North, who holds them all; East must trump, South undertrump, West is free over his partner.
L1 = {"N": "AS KS QS JS TS 9S 8S 7S", "E": "KH AH AD KD QD JD TC 9C",
      "S": "8H 7H TD 9D 8D JC 8C 7C", "W": "TH QH JH 9H AC KC QC 7D"}
# West holds the Belote (KH QH) and must overtrump South.
L2 = {"N": "AS KS QS JS TS 9S 8S 7S", "E": "AD KD QD JD TC 9C 8C 7C",
      "S": "8H 9H AH TD 9D 8D JC AC", "W": "TH QH JH KH 7H 7D KC QC"}
# Hearts led: East must beat the eight; South holds the Belote and cannot beat the jack; West has no heart.
L3 = {"N": "9H 8H AS KS QS JS TS 9S", "E": "JH 7H AD KD QD JD TD 9D",
      "S": "AH TH KH QH 8S 7S 8D 7D", "W": "AC KC QC JC TC 9C 8C 7C"}
# One long suit each: North takes spades and wins every trick.
CAPOT = {"N": "JS 9S AS TS KS QS 8S 7S", "E": "AH KH QH JH TH 9H 8H 7H",
         "S": "AD KD QD JD TD 9D 8D 7D", "W": "AC KC QC JC TC 9C 8C 7C"}
CAPOT_PLAY = "JS AH AD AC 9S KH KD KC AS QH QD QC TS JH JD JC KS TH TD TC QS 9H 9D 9C 8S 8H 8D 8C 7S 7H 7D 7C"
# North takes hearts with the seven alone; East holds the other hearts and wins every trick.
SWEPT = {"E": "JH 9H AH TH KH QH 8H AD", "N": "7H AS KS QS JS TS 9S 8S",
         "S": "KD QD JD TD 9D 8D 7D 7S", "W": "AC KC QC JC TC 9C 8C 7C"}
SWEPT_PLAY = ("JH 7S 7C 7H  9H 7D 8C 8S  AH 8D 9C 9S  TH 9D TC TS  KH TD JC JS  QH JD QC QS  8H QD KC KS"
              "  AD KD AC AS")


# -- the deal and the turn-up ------------------------------------------------------------------------


@pytest.mark.parametrize("direction", ["clockwise", "counter-clockwise"])
@pytest.mark.parametrize("dealer", list(Seat))
def test_a_numbered_deal_gives_3_then_2_from_the_elder_and_turns_up_the_next_card(dealer, direction):
    pack = numbered_deck(DECK_32, 42)
    hand = BELOTE.new_hand(options(direction=direction), dealer=dealer, deal_number=42)
    step = CLOCKWISE if direction == "clockwise" else COUNTER_CLOCKWISE
    elder = next_seat(dealer, step)
    order = seats_from(elder, step)
    dealt, turn_up = hand.start_events
    assert type(dealt).__name__ == "Dealt" and dealt.dealer is dealer
    assert [s for s, _ in dealt.packets] == order * 2
    assert [len(c) for _, c in dealt.packets] == [3] * 4 + [2] * 4
    assert [c for _, packet in dealt.packets for c in packet] == pack[:20]
    assert type(turn_up).__name__ == "TurnUp" and turn_up.card is pack[20]
    assert hand.initial_cards["stock"] == pack[20:]
    for i, seat in enumerate(order):
        assert hand.view(seat).hand == tuple(pack[3 * i:3 * i + 3] + pack[12 + 2 * i:14 + 2 * i])
    assert hand.view(Seat.N).hand_sizes == (5, 5, 5, 5)
    assert hand.to_act is elder and hand.first is elder and hand.phase == "bidding"
    assert hand.view(Seat.N).public.turn_up is pack[20]


def test_elder_is_the_dealers_left_clockwise_and_right_counter_clockwise():
    assert new_hand(layout(L1, "QH", "W"), "W").first is Seat.N
    deal = layout(L1, "QH", "W", "W", COUNTER_CLOCKWISE)
    assert new_hand(deal, "W", direction="counter-clockwise").first is Seat.S


@pytest.mark.parametrize("taker_calls", [("N", "take"), ("E", "pass take"), ("S", "pass pass take"),
                                         ("W", "pass pass pass take")])
def test_after_the_take_the_taker_gets_the_turn_up_and_2_cards_the_others_3_from_the_elder(taker_calls):
    taker, calls = taker_calls
    pack = numbered_deck(DECK_32, 7)
    hand = BELOTE.new_hand(options(), dealer=Seat.W, deal_number=7)
    events = run(hand, calls)
    taker = Seat.parse(taker)
    assert hand.taker is taker and hand.trump == pack[20].suit and hand.contract == pack[20].suit
    dealt = of_type(events, "Dealt")[0]
    expected = [(taker, (pack[20],))]
    pos = 21
    for seat in (Seat.N, Seat.E, Seat.S, Seat.W):
        size = 2 if seat is taker else 3
        expected.append((seat, tuple(pack[pos:pos + size])))
        pos += size
    assert list(dealt.packets) == expected and pos == 32
    for seat in Seat:
        first = hand.initial_cards[seat]
        extra = [c for s, packet in expected if s is seat for c in packet]
        assert hand.view(seat).hand == tuple(first + extra)
    assert hand.view(Seat.N).hand_sizes == (8, 8, 8, 8)
    names = [type(e).__name__ for e in events]
    end = names.index("AuctionEnded")
    assert names[end - 1:end + 3] == ["Called", "AuctionEnded", "TrumpSet", "Dealt"]


@pytest.mark.parametrize("deal, message", [
    ({"N": "AS KS QS JS TS 9S 8S 7S", "E": "", "S": "", "W": ""}, "North must have 5 cards"),
    ({"N": "AS KS QS JS TS", "E": "AH KH QH JH TH", "S": "AD KD QD JD TD", "W": "AC KC QC JC TC"},
     "no cards given for the stock"),
    ({"N": "AS KS QS JS TS", "E": "AH KH QH JH TH", "S": "AD KD QD JD TD", "W": "AC KC QC JC TC",
      "stock": "9S 8S 7S 9H 8H 7H 9D 8D 7D 9C 8C"}, "the stock must have 12 cards"),
    ({"N": "AS KS QS JS TS", "E": "AH KH QH JH TH", "S": "AD KD QD JD TD", "W": "AC KC QC JC AS",
      "stock": "9S 8S 7S 9H 8H 7H 9D 8D 7D 9C 8C 7C"}, "the ace of spades is dealt twice"),
    ({"N": "AS KS QS JS 6S", "E": "AH KH QH JH TH", "S": "AD KD QD JD TD", "W": "AC KC QC JC TC",
      "stock": "9S 8S 7S 9H 8H 7H 9D 8D 7D 9C 8C 7C"}, "the six of spades is not in the 32-card deck"),
    ({"N": "AS KS QS JS TS", "E": "AH KH QH JH TH", "S": "AD KD QD JD TD", "W": "AC KC QC JC TC",
      "stock": "9S 8S 7S 9H 8H 7H 9D 8D 7D 9C 8C 7C", "pile": "TS"}, "unexpected entries in the deal: pile"),
])
def test_an_explicit_deal_is_checked(deal, message):
    with pytest.raises(ValueError) as info:
        BELOTE.new_hand(options(), dealer=Seat.N, cards=deal)
    assert message in str(info.value)


def test_give_a_deal_number_or_cards_not_both():
    with pytest.raises(ValueError, match="exactly one"):
        BELOTE.new_hand(options(), dealer=Seat.N)
    with pytest.raises(TypeError, match="unexpected arguments: vulnerable"):
        BELOTE.new_hand(options(), dealer=Seat.N, deal_number=3, vulnerable=True)


# -- taking ------------------------------------------------------------------------------------------


def test_first_round_take_or_pass_and_the_first_taker_ends_it():
    hand = new_hand(TAKING_DEAL)
    assert hand.legal_actions() == [PASS, TAKE]
    assert refusal(hand, "take:S") == "in the first round you may take the turn-up's suit (hearts) with take, or pass"
    assert refusal(hand, "AS") == "the taking is not over: take or pass first"
    assert refusal(hand, "take:NT") == ("No Trumps and All Trumps are not played (the No Trumps / All Trumps "
                                        "rules option is off)")
    assert refusal(hand, "double") == "double is not a call of this game: take or pass"
    run(hand, "pass pass")
    view = hand.view(Seat.S)
    assert view.public.round == 1 and view.public.taker is None and view.legal == (PASS, TAKE)
    assert view.history == ((Seat.N, PASS), (Seat.E, PASS))
    events = run(hand, "pass take")
    assert of_type(events, "AuctionEnded")[0].contract == "take:H"
    assert of_type(events, "TrumpSet")[0].suit == "H"
    assert hand.phase == "play" and hand.to_act is Seat.N
    public = hand.view(Seat.E).public
    assert public.taker is Seat.W and public.contract == "H" and public.kind == "suit"
    assert public.multiplier == 1 and hand.view(Seat.E).trump == "H"


def test_second_round_names_another_suit():
    hand = new_hand(TAKING_DEAL)
    run(hand, "pass pass pass pass")
    assert hand.view(Seat.N).public.round == 2 and hand.to_act is Seat.N
    assert hand.legal_actions() == [PASS, TAKE_SUIT["S"], TAKE_SUIT["D"], TAKE_SUIT["C"]]
    assert refusal(hand, "take") == "hearts were refused in the first round: name another suit, or pass"
    assert refusal(hand, "take:H") == "hearts were refused in the first round: name another suit, or pass"
    run(hand, "pass TAKE:d")  # written in any case
    assert hand.taker is Seat.E and hand.trump == "D" and hand.kind == "suit"
    assert str(hand.calls[-1][1]) == "take:D" and hand.calls[-1][1].name == "Diamonds"
    assert hand.view(Seat.N).hand_sizes == (8, 8, 8, 8)
    assert hand.view(Seat.E).hand == tuple(cards("AH KH QH JH TH 9H 8H 7H"))  # the turn-up, whatever the suit


def test_everybody_passes_twice_and_the_hand_is_thrown_in():
    hand = new_hand(TAKING_DEAL)
    events = run(hand, ["pass"] * 8)
    assert hand.done and hand.to_act is None and hand.legal_actions() == []
    assert [type(e).__name__ for e in events[-3:]] == ["AuctionEnded", "PassedOut", "HandScored"]
    result = hand.result()
    assert result.passed_out and result.points == {"NS": 0, "EW": 0} and result.made is None
    assert result.lines == ["Everybody passed twice: no trumps, the next dealer deals."]
    assert refusal(hand, "pass") == "the hand is over"


def test_the_taking_goes_round_counter_clockwise_with_that_option():
    hand = new_hand(TAKING_DEAL, "N", direction="counter-clockwise")
    assert hand.to_act is Seat.W
    run(hand, "pass pass")
    assert hand.to_act is Seat.E
    events = run(hand, "take")
    assert [s for s, _ in of_type(events, "Dealt")[0].packets] == [Seat.E, Seat.W, Seat.S, Seat.E, Seat.N]
    assert hand.to_act is Seat.W
    assert hand.view(Seat.W).hand == tuple(cards("AC KC QC JC TC 9S 8S 7S"))
    assert hand.view(Seat.S).hand == tuple(cards("AD KD QD JD TD 8H 7H 9D"))
    assert hand.view(Seat.E).hand == tuple(cards("AH KH QH JH TH 9H 8D 7D"))
    assert hand.view(Seat.N).hand == tuple(cards("AS KS QS JS TS 9C 8C 7C"))


def test_the_option_adds_no_trumps_and_all_trumps_and_they_outbid_in_round_one():
    hand = new_hand(layout(L1, "QH", "W"), no_trumps_all_trumps=True)
    assert hand.legal_actions() == [PASS, TAKE, TAKE_NT, TAKE_AT]
    run(hand, "take")
    assert hand.phase == "bidding" and hand.to_act is Seat.E  # a take may still be outbid
    assert hand.legal_actions() == [PASS, TAKE_NT, TAKE_AT]
    assert refusal(hand, "take") == ("North has taken hearts: only a higher take (No Trumps, then All Trumps) "
                                     "may follow, or pass")
    run(hand, "take:NT")
    assert hand.legal_actions() == [PASS, TAKE_AT]
    assert refusal(hand, "take:nt") == ("East has taken No Trumps: only a higher take (No Trumps, then All "
                                        "Trumps) may follow, or pass")
    public = hand.view(Seat.S).public
    assert public.best_take is TAKE_NT and public.best_taker is Seat.E
    events = run(hand, "pass take:AT")  # All Trumps cannot be outbid: the taking ends at once
    assert hand.phase == "play" and hand.taker is Seat.W and hand.contract == ALL_TRUMPS == hand.trump
    assert of_type(events, "AuctionEnded")[0].contract == "take:AT"
    assert hand.view(Seat.N).public.kind == "AT" and hand.view(Seat.N).hand_sizes == (8, 8, 8, 8)
    assert card("QH") in hand.view(Seat.W).hand


def test_no_trumps_ends_after_three_passes_and_outbids_in_round_two():
    hand = new_hand(TAKING_DEAL, no_trumps_all_trumps=True)
    run(hand, "pass pass pass pass")
    assert hand.legal_actions() == [PASS, TAKE_SUIT["S"], TAKE_SUIT["D"], TAKE_SUIT["C"], TAKE_NT, TAKE_AT]
    run(hand, "take:S")
    assert hand.legal_actions() == [PASS, TAKE_NT, TAKE_AT]
    run(hand, "pass take:NT pass")
    assert hand.phase == "bidding" and hand.to_act is Seat.N  # the first taker may still go higher
    assert hand.legal_actions() == [PASS, TAKE_AT]
    run(hand, "pass")
    assert hand.phase == "bidding" and hand.to_act is Seat.E
    run(hand, "pass")  # the third pass after No Trumps
    assert hand.phase == "play" and hand.taker is Seat.S and hand.contract == NO_TRUMPS
    assert hand.view(Seat.N).public.round == 2
    suit_taken = new_hand(TAKING_DEAL, no_trumps_all_trumps=True)
    run(suit_taken, "pass take pass pass pass")
    assert suit_taken.phase == "play" and suit_taken.taker is Seat.E and suit_taken.contract == "H"


def test_actions_are_written_and_named():
    assert [str(a) for a in (TAKE, TAKE_SUIT["H"], TAKE_NT, TAKE_AT)] == ["take", "take:H", "take:NT", "take:AT"]
    assert [a.name for a in (TAKE, TAKE_SUIT["C"], TAKE_NT, TAKE_AT)] == ["Take", "Clubs", "No Trumps", "All Trumps"]
    assert BELOTE.parse_action(" Take : at ") is TAKE_AT and BELOTE.parse_action("PASS") is PASS
    assert BELOTE.parse_action("10H") is card("TH")
    with pytest.raises(ValueError, match="is not a card or a call of Belote"):
        BELOTE.parse_action("take:X")


# -- the play: legality with its reasons ---------------------------------------------------------------


def test_void_against_an_opponent_you_must_trump_and_then_undertrump():
    hand = taken(L1, "QH", "W", "pass pass pass take")
    run(hand, "AS")
    assert legal(hand) == {"KH", "AH"}
    assert refusal(hand, "AD") == ("you must trump: you have no spades, your partner is not winning the trick and "
                                   "hearts are trumps")
    run(hand, "KH")
    assert legal(hand) == {"8H", "7H"}  # South cannot beat the king: he must still play a trump
    assert refusal(hand, "TD") == ("you must trump even though you cannot beat the trump on the trick: you have "
                                   "no spades and you hold hearts")
    run(hand, "7H")
    # West: his partner holds the trick with a trump. He may throw anything, but a trump must beat the king.
    assert legal(hand) == {"TH", "JH", "9H", "AC", "KC", "QC", "7D"}
    assert refusal(hand, "QH") == ("a trump played over your partner must beat the trump on the trick: you hold "
                                   "the jack of trumps")
    events = run(hand, "7D")
    won = of_type(events, "TrickWon")[0]
    assert won.winner is Seat.E and won.points == 11 + 4 + 0 + 0
    assert won.reason == ("The king of trumps wins: it is the highest of the trumps played. The trick is worth 15 "
                          "points.")


def test_mandatory_fourth_undertrump_obliges_the_fourth_to_trump_over_his_partner():
    hand = taken(L1, "QH", "W", "pass pass pass take", mandatory_fourth_undertrump=True)
    run(hand, "AS KH 7H")
    assert legal(hand) == {"TH", "JH", "9H"}
    assert refusal(hand, "AC") == ("your partner has trumped and you have no spades: with the compulsory "
                                   "undertrump you must trump, over him with the jack of trumps")
    assert refusal(hand, "QH") == ("a trump played over your partner must beat the trump on the trick: you hold "
                                   "the jack of trumps")


def test_item_9_the_fourth_holding_a_higher_trump_must_overtrump_his_partner_a_recorded_decision():
    """The literal option text would let West discard here (he can overtrump); the program requires the trump,
    and the help says so among its decisions."""
    free = taken(L1, "QH", "W", "pass pass pass take")
    forced = taken(L1, "QH", "W", "pass pass pass take", mandatory_fourth_undertrump=True)
    for hand in (free, forced):
        run(hand, "AS KH 7H")  # East (West's partner) trumped with the king; South undertrumped
    assert "AC" in legal(free) and "AC" not in legal(forced)
    assert legal(forced) == {"TH", "JH", "9H"}  # the trumps that beat the king
    decisions = BELOTE.help_text().split("# Decisions taken in this program")[1]
    assert "would leave a player holding a higher trump free to discard" in decisions
    assert "must trump even though his partner has trumped" in decisions


def test_mandatory_fourth_undertrump_when_the_partners_trump_cannot_be_beaten():
    hands = {"N": "AS KS QS JS TS 9S 8S 7S", "E": "JH AH AD KD QD JD TC 9C",
             "S": "8H 7H TD 9D 8D JC 8C 7C", "W": "TH QH KH 9H AC KC QC 7D"}
    free = taken(hands, "QH", "W", "pass pass pass take")
    run(free, "AS JH 7H")
    assert legal(free) == {"TH", "QH", "KH", "9H", "AC", "KC", "QC", "7D"}  # nothing beats the jack
    forced = taken(hands, "QH", "W", "pass pass pass take", mandatory_fourth_undertrump=True)
    run(forced, "AS JH 7H")
    assert legal(forced) == {"TH", "QH", "KH", "9H"}
    assert refusal(forced, "AC") == ("your partner has trumped and you have no spades: with the compulsory "
                                     "undertrump you must still play one of your hearts")


def test_you_must_overtrump_an_opponents_trump_and_a_partner_winning_leaves_you_free():
    hand = taken(L2, "QH", "W", "pass pass pass take")
    run(hand, "AS")
    assert legal(hand) == set(L2["E"].split())  # no spade and no trump: anything
    run(hand, "7C")
    assert legal(hand) == set(L2["S"].split())  # partner winning with a plain card: anything, trumps too
    run(hand, "8H")
    assert legal(hand) == {"TH", "QH", "JH", "KH"}
    message = ("you must overtrump: you have no spades and you hold the jack of trumps, which beats the trump on "
               "the trick")
    assert refusal(hand, "7H") == message and refusal(hand, "KC") == message
    assert refusal(hand, "AD") == "West does not hold the ace of diamonds"


def test_trumps_led_follow_and_beat_if_you_can():
    hand = taken(L3, "8H", "N", "take")
    run(hand, "8H")
    assert legal(hand) == {"JH"}
    assert refusal(hand, "7H") == "you must play a higher trump: hearts are trumps and you hold the jack of trumps"
    assert refusal(hand, "AD") == "you must play a higher trump: hearts are trumps and you hold the jack of trumps"
    run(hand, "JH")
    assert legal(hand) == {"AH", "TH", "KH", "QH"}  # nothing beats the jack: any trump
    assert refusal(hand, "8S") == "you must follow suit: hearts were led and you hold hearts"
    run(hand, "QH")
    assert legal(hand) == set(L3["W"].split())  # no trump at all: anything
    run(hand, "7C")
    assert hand.to_act is Seat.E and hand.tricks[0][2] is Seat.E


def test_follow_suit_to_a_plain_lead():
    hand = taken(L3, "8H", "N", "take")
    run(hand, "8H JH QH 7C  AD")  # East won and leads diamonds
    assert legal(hand) == {"8D", "7D"}
    assert refusal(hand, "8S") == "you must follow suit: diamonds were led and you hold diamonds"
    assert refusal(hand, "AH") == "you must follow suit: diamonds were led and you hold diamonds"


@pytest.mark.parametrize("order, allowed, refused, message", [
    ("either", {"AH", "TH", "KH", "QH"}, None, None),
    ("queen-first", {"AH", "TH", "QH"}, "KH",
     "with the queen-first rule the queen of a Belote-Rebelote is played before the king"),
    ("king-first", {"AH", "TH", "KH"}, "QH",
     "with the king-first rule the king of a Belote-Rebelote is played before the queen"),
])
def test_king_first_and_queen_first(order, allowed, refused, message):
    hand = taken(L3, "8H", "N", "take", belote_order=order)
    run(hand, "8H JH")
    assert legal(hand) == allowed
    if refused:
        assert refusal(hand, refused) == message
    first = "KH" if order == "king-first" else "QH"
    events = run(hand, [first])
    assert [(e.seat, e.word) for e in of_type(events, "BelotSaid")] == [(Seat.S, "Belote")]
    assert hand.view(Seat.N).public.belote == {"H": Seat.S}
    assert hand.view(Seat.N).public.belote_seat is Seat.S
    assert hand.view(Seat.N).public.belotes_said("H") == {"H": Seat.S}  # what the card players read


def test_the_belote_order_yields_when_the_rules_of_play_leave_only_the_other_card():
    # All Trumps: East's queen of spades can be beaten by South's king of hearts but not by his queen.
    hands = {"N": "7H AS KS JS TS 9S 8S 7S", "E": "QS AD KD QD JD TD 9D 8D",
             "S": "KH QH 8H AC KC QC JC TC", "W": "AH TH JH 9H 9C 8C 7C 7D"}
    hand = taken(hands, "7H", "N", "take:AT", belote_order="queen-first", no_trumps_all_trumps=True)
    run(hand, "7H QS")
    assert legal(hand) == {"KH"}
    events = run(hand, "KH")
    assert [(e.seat, e.word) for e in of_type(events, "BelotSaid")] == [(Seat.S, "Belote")]


def test_belote_is_said_with_the_first_and_second_card_and_counts_20():
    hand = taken(L2, "QH", "W", "pass pass pass take")
    events = run(hand, "AS 7C 8H QH")
    assert [(e.seat, e.word) for e in of_type(events, "BelotSaid")] == [(Seat.W, "Belote")]
    assert hand.belotes == {"H": Seat.W}
    events = run(hand, "KH")  # West won and leads the king
    assert [(e.seat, e.word) for e in of_type(events, "BelotSaid")] == [(Seat.W, "Rebelote")]
    assert of_type(run(hand, "8S"), "BelotSaid") == []
    play_first_legal(hand)
    entries = hand.result().entries["EW"]
    assert [e for e in entries if e.kind == "belote"][0].points == 20


def test_nobody_sees_a_belote_before_it_is_said():
    hand = taken(L2, "QH", "W", "pass pass pass take")
    assert hand.view(Seat.N).public.belote == {} and hand.view(Seat.N).public.belote_seat is None


# -- trick winners, points and the last trick -----------------------------------------------------------


def test_trick_winners_in_suit_no_trumps_and_all_trumps():
    def trick(text):
        return tuple(zip(SEATS, cards(text), strict=True))
    assert trick_winner_index(trick("7S AS JH 8S"), "H") == 2
    assert trick_winner_index(trick("7S AS TS 8S"), "H") == 1
    assert trick_winner_index(trick("7S AH KS 8S"), NO_TRUMPS) == 2  # a discard never wins
    assert trick_winner_index(trick("KS AS TS 9S"), NO_TRUMPS) == 1  # ace, ten, king, queen, jack, nine...
    assert trick_winner_index(trick("7H JS AH 9D"), ALL_TRUMPS) == 1  # every card is a trump: the jack
    assert trick_winner_index(trick("7H 9S JH JD"), ALL_TRUMPS) == 2
    assert trick_winner_index(trick("7H JS JH 8D"), ALL_TRUMPS) == 1  # of equal ranks the first played


def test_card_points_in_each_kind_of_hand():
    assert [card_points(c, "H") for c in cards("JH 9H AH TH KH QH 8H 7H")] == [20, 14, 11, 10, 4, 3, 0, 0]
    assert [card_points(c, "H") for c in cards("AS TS KS QS JS 9S 8S 7S")] == [11, 10, 4, 3, 2, 0, 0, 0]
    assert [card_points(c, NO_TRUMPS) for c in cards("AH TH KH QH JH 9H 8H 7H")] == [11, 10, 4, 3, 2, 0, 0, 0]
    assert [card_points(c, ALL_TRUMPS) for c in cards("JS 9S AS TS KS QS 8S 7S")] == [20, 14, 11, 10, 4, 3, 0, 0]
    assert sum(card_points(c, "D") for c in DECK_32) == 152 == card_points_total("D")
    assert sum(card_points(c, NO_TRUMPS) for c in DECK_32) == 120 == card_points_total(NO_TRUMPS)
    assert sum(card_points(c, ALL_TRUMPS) for c in DECK_32) == 248 == card_points_total(ALL_TRUMPS)


def test_capot_the_takers_win_every_trick():
    hand = taken(CAPOT, "7S", "N", "take")
    events = run(hand, CAPOT_PLAY)
    won = of_type(events, "TrickWon")
    assert [w.winner for w in won] == [Seat.N] * 8
    assert won[0].points == 20 + 11 + 11 + 11
    assert won[-1].points == 0 + 100
    assert won[-1].reason == ("The seven of trumps is the highest trump played (J 9 A 10 K Q 8 7). The trick "
                              "is worth 100 points, the last trick's 100 included (capot).")
    assert hand.points == {"NS": 252, "EW": 0}
    result = hand.result()
    # North's trump fifth beats the others' fifths: North and South score both of theirs.
    assert hand.declarations_side == "NS"
    assert result.entries["NS"] == [ScoreEntry("capot", 252, "Capot (152 + 100)"),
                                    ScoreEntry("declarations", 200, "Declarations"),
                                    ScoreEntry("belote", 20, "Belote-Rebelote")]
    assert result.points == {"NS": 472, "EW": 0} and result.made
    assert "Capot: North-South won every trick." in result.lines


def test_the_last_trick_counts_10_dix_de_der():
    hand = taken(SWEPT, "7H", "N", "pass pass pass take", dealer="N")
    events = run(hand, SWEPT_PLAY)
    won = of_type(events, "TrickWon")
    assert all(w.winner is Seat.E for w in won)
    assert won[-1].points == 11 + 4 + 11 + 11 + 10
    assert won[-1].reason == ("The ace of diamonds is the highest diamond played and nobody trumped "
                              "(A 10 K Q J 9 8 7). The trick is worth 47 points, the last trick's 10 included "
                              "(dix de der).")
    assert hand.points == {"NS": 0, "EW": 162}  # the defenders' clean sweep earns no capot bonus


def test_the_takers_without_a_trick_are_dedans_and_the_defenders_score_162_and_declarations():
    hand = taken(SWEPT, "7H", "N", "pass pass pass take", dealer="N")
    run(hand, SWEPT_PLAY)
    assert hand.declarations_side == "EW"  # East's fifth in trumps is the best declaration
    result = hand.result()
    assert not result.made
    assert [(e.kind, e.points) for e in result.entries["EW"]] == [("dedans", 162), ("declarations", 200),
                                                                  ("belote", 20)]
    assert result.points == {"NS": 0, "EW": 382}
    assert "North-South are dedans: they won no trick." in result.lines


# -- declarations ----------------------------------------------------------------------------------------


def combos(text, trump=None):
    return [(c.kind, c.points, c.top, c.suit) for c in best_combinations(cards(text), trump, ANNOUNCE_RULES)]


def test_squares_and_their_values():
    assert combos("JS JH JD JC 7S 8H 9D AC") == [("square", 200, "J", None)]
    assert combos("9S 9H 9D 9C 7S 8H JD AC") == [("square", 150, "9", None)]
    for rank in "ATKQ":
        assert combos(f"{rank}S {rank}H {rank}D {rank}C 7S 8H 9D 7C")[0][:3] == ("square", 100, rank)
    assert combos("8S 8H 8D 8C 7S AH JD TC") == []  # eights and sevens are worth nothing
    assert combos("7S 7H 7D 7C 8S AH JD TC") == []


def test_sequences_and_long_runs():
    assert combos("QH JH TH 7S 8D AC 9C 7C") == [("third", 20, "Q", "H")]
    assert combos("QH JH TH 9H 8D AC 9C 7C") == [("fourth", 50, "Q", "H")]
    assert combos("AH KH QH JH TH 7S 8D 9C") == [("fifth", 100, "A", "H")]
    # Longer runs count only as the fifth of their five highest cards.
    assert combos("AH KH QH JH TH 9H 8H 7H") == [("fifth", 100, "A", "H")]
    (seven,) = best_combinations(cards("KD QD JD TD 9D 8D 7D AS"), None, ANNOUNCE_RULES)
    assert seven.cards == tuple(cards("KD QD JD TD 9D"))
    # A card counts once: the nine of the square is not in the run's fifth any more.
    assert combos("AH KH QH JH TH 9H 9S 9D") == [("fifth", 100, "A", "H")]
    assert sorted(combos("KH QH JH TH 9H 9S 9D 9C")) == sorted([("square", 150, "9", None), ("fourth", 50, "K", "H")])


def seat_combo(kind, text, suit=None):
    cs = tuple(cards(text))
    points = {"third": 20, "fourth": 50, "fifth": 100}.get(kind, 100)
    return Combination(kind, cs, points, cs[0].rank, suit)


def test_the_ranking_of_declarations():
    third_k = seat_combo("third", "KS QS JS", "S")
    third_a = seat_combo("third", "AH KH QH", "H")
    fourth = seat_combo("fourth", "JD TD 9D 8D", "D")
    square = Combination("square", tuple(cards("QS QH QD QC")), 100, "Q", None)
    order = [Seat.N, Seat.E, Seat.S, Seat.W]
    assert compare_in_rotation([(Seat.N, third_a), (Seat.E, fourth)], None) == (
        "EW", "Fourth to the jack of diamonds beats Third to the ace of hearts (longer sequence)")
    assert compare_in_rotation([(Seat.N, square), (Seat.E, fourth)], None) == (
        "NS", "Four queens beats Fourth to the jack of diamonds (four of a kind beats any sequence)")
    assert compare_in_rotation([(Seat.N, third_k), (Seat.E, third_a)], None) == (
        "EW", "Third to the ace of hearts beats Third to the king of spades (higher top card)")
    trump_third = seat_combo("third", "KD QD JD", "D")
    assert compare_in_rotation([(Seat.N, third_k), (Seat.E, trump_third)], "D") == (
        "EW", "Third to the king of diamonds beats Third to the king of spades (it is in trumps)")
    assert compare_in_rotation([(s, None) for s in order], None) == (None, "no declarations")
    assert compare_in_rotation([(Seat.N, None), (Seat.E, None), (Seat.S, third_k), (Seat.W, None)], None) == (
        "NS", "Third to the king of spades is the only declaration")


def test_equal_declarations_go_to_the_player_earlier_in_rotation():
    k_spades, k_hearts = seat_combo("third", "KS QS JS", "S"), seat_combo("third", "KH QH JH", "H")
    assert compare_in_rotation([(Seat.E, k_hearts), (Seat.S, k_spades)], None) == (
        "EW", "Third to the king of hearts ties with Third to the king of spades; East comes first in the order "
              "of play")
    assert compare_in_rotation([(Seat.S, k_spades), (Seat.W, k_hearts)], None)[0] == "NS"


@pytest.mark.parametrize("dealer, direction, side", [("W", "clockwise", "NS"), ("N", "clockwise", "EW"),
                                                     ("W", "counter-clockwise", "EW")])
def test_the_rotation_tie_break_in_a_hand(dealer, direction, side):
    # North, East and West hold fifths to the ace in plain suits: the first of them in the order of play wins.
    step = CLOCKWISE if direction == "clockwise" else COUNTER_CLOCKWISE
    deal = layout(L3, "8H", "N", dealer, step)
    hand = new_hand(deal, dealer, direction=direction)
    while hand.phase == "bidding":
        hand.apply("take" if hand.to_act is Seat.N else "pass")
    assert hand.declarations_side == side
    assert "ties with" in hand.declarations_reason


def test_declarations_are_shown_at_once_when_the_deal_is_complete():
    hand = new_hand(layout(L1, "QH", "W"))
    events = run(hand, "pass pass pass take")
    shown = [(e.seat, e.label, e.points) for e in of_type(events, "MeldShown")]
    assert shown == [(Seat.N, "Fifth to the ace of spades", 100), (Seat.E, "Fourth to the ace of diamonds", 50),
                     (Seat.S, "Third to the ten of diamonds", 20), (Seat.W, "Fourth to the queen of hearts", 50),
                     (Seat.W, "Third to the ace of clubs", 20)]
    assert [(e.seat, e.kind) for e in of_type(events, "Declared")] == [
        (Seat.N, "fifth"), (Seat.E, "fourth"), (Seat.S, "third"), (Seat.W, "fourth"), (Seat.W, "third")]
    compared = of_type(events, "AnnouncesCompared")[0]
    assert compared.side == "NS"
    assert compared.reason == "Fifth to the ace of spades beats Fourth to the ace of diamonds (longer sequence)"
    public = hand.view(Seat.E).public
    assert public.declarations_side == "NS" and public.declared[Seat.W] == ("fourth", "third")
    assert public.shown[Seat.S] == (("Third to the ten of diamonds", tuple(cards("TD 9D 8D")), 20),)


def test_tournament_mode_has_no_declarations_but_the_belote():
    hand = taken(CAPOT, "7S", "N", "take", tournament=True)
    assert hand.declared == [[], [], [], []] and hand.declarations_side is None
    run(hand, CAPOT_PLAY)
    result = hand.result()
    assert result.points == {"NS": 272, "EW": 0}
    assert [(e.kind, e.points) for e in result.entries["NS"]] == [("capot", 252), ("belote", 20)]


# -- scoring -----------------------------------------------------------------------------------------------


def fake_hand(points, taker="N", contract="H", tricks_won=None, side=None, declared=None, belotes=None, **changes):
    """What score_hand reads of a finished hand, built directly (``declared``: {seat: [points...]})."""
    opts = options(**changes)
    kind = contract if contract in (NO_TRUMPS, ALL_TRUMPS) else "suit"
    combos_by_seat = [[], [], [], []]
    for seat, values in (declared or {}).items():
        for pts in values:
            kind_name = {20: "third", 50: "fourth"}.get(pts, "fifth")
            combos_by_seat[Seat.parse(seat)].append(Combination(kind_name, (), pts, "A", "S"))
    return SimpleNamespace(options=opts, taker=Seat.parse(taker), points=points, contract=contract, trump=contract,
                           kind=kind, multiplier=multiplier_of(opts, kind),
                           tricks_won=tricks_won or {"NS": 4, "EW": 4}, declarations_side=side,
                           declarations_reason="", declared=combos_by_seat,
                           belotes={suit: Seat.parse(s) for suit, s in (belotes or {}).items()})


def scored(*args, **kw):
    result = score_hand(fake_hand(*args, **kw))
    assert all(sum(e.points for e in result.entries[s]) == result.points[s] for s in ("NS", "EW"))
    return result


def test_made_both_sides_score_what_they_took():
    result = scored({"NS": 100, "EW": 62})
    assert result.made and result.points == {"NS": 100, "EW": 62} and result.contract == "H"
    assert result.lines[0] == "North took hearts as trumps for North-South."
    assert result.lines[-2:] == ["North-South score 100 for their tricks.", "East-West score 62 for their tricks."]


def test_declarations_count_towards_the_contract():
    result = scored({"NS": 80, "EW": 82}, side="NS", declared={"S": [20]})
    assert result.made and result.points == {"NS": 100, "EW": 82}
    only_tricks = scored({"NS": 80, "EW": 82}, side="NS", declared={"S": [20]}, trick_points_only=True)
    assert not only_tricks.made and only_tricks.points == {"NS": 0, "EW": 182}
    assert "North-South are dedans: their 80 trick points are not more than East-West's 82." in only_tricks.lines
    # ...and the defenders' declarations count against the takers.
    assert not scored({"NS": 90, "EW": 72}, side="EW", declared={"E": [20]}).made
    assert scored({"NS": 90, "EW": 72}, side="EW", declared={"E": [20]}, trick_points_only=True).points == {
        "NS": 90, "EW": 92}


def test_the_score_lines_say_in_plain_words_what_happened_and_keep_the_numbers():
    """Issue 15: no "162 takers dedans" nor "20 belote-Rebelote": each side, what it won, made or dedans, and what
    each side scores item by item, in sentences."""
    result = scored({"NS": 40, "EW": 122}, side="NS", declared={"N": [50]}, belotes={"H": "S"})
    assert result.points == {"NS": 20, "EW": 212}
    assert result.lines == [
        "North took hearts as trumps for North-South.",
        "North-South won 110 points: 40 in tricks, 50 in declarations and 20 for Belote and Rebelote.",
        "East-West won 122 points in tricks.",
        "North-South are dedans: their 110 points are not more than East-West's 122.",
        "North-South score 20 for Belote and Rebelote.",
        "East-West score 212: 162 for all the cards (North-South are dedans) + 50 for North-South's declarations.",
    ]
    for line in result.lines:
        assert line[0].isupper() and line.endswith(".") and "takers dedans" not in line and "belote-" not in line


def test_a_tie_is_dedans():
    result = scored({"NS": 81, "EW": 81})
    assert not result.made and result.points == {"NS": 0, "EW": 162}
    assert [(e.kind, e.points, e.label) for e in result.entries["EW"]] == [("dedans", 162, "Takers dedans")]
    assert not scored({"NS": 81, "EW": 81}, trick_points_only=True).made


def test_dedans_the_defenders_take_162_and_every_declaration_but_the_belote():
    result = scored({"NS": 40, "EW": 122}, side="NS", declared={"N": [50]}, belotes={"H": "S"})
    assert not result.made  # 40 + 50 + 20 = 110 against 122
    assert [(e.kind, e.points) for e in result.entries["EW"]] == [("dedans", 162), ("declarations", 50)]
    assert [(e.kind, e.points) for e in result.entries["NS"]] == [("belote", 20)]
    assert result.points == {"NS": 20, "EW": 212}
    kept = scored({"NS": 40, "EW": 122}, side="NS", declared={"N": [50]}, belotes={"H": "S"},
                  dedans_keep_declarations=True)
    assert kept.points == {"NS": 70, "EW": 162}
    own = scored({"NS": 60, "EW": 102}, side="EW", declared={"W": [20, 50]}, belotes={"H": "E"})
    assert own.points == {"NS": 0, "EW": 162 + 70 + 20}


def test_made_with_more_points_including_declarations_and_belote():
    result = scored({"NS": 50, "EW": 112}, side="NS", declared={"N": [50]}, belotes={"H": "S"})
    assert result.made  # 50 + 50 + 20 = 120 against 112
    assert result.points == {"NS": 120, "EW": 112}
    assert [(e.kind, e.points) for e in result.entries["NS"]] == [("tricks", 50), ("declarations", 50),
                                                                  ("belote", 20)]
    assert "North-South made it: their 120 points beat East-West's 112." in result.lines


def test_capot_252_and_the_defenders_lose_their_declarations_but_the_belote():
    won = {"NS": 8, "EW": 0}
    result = scored({"NS": 252, "EW": 0}, tricks_won=won, side="EW", declared={"E": [100]}, belotes={"H": "W"})
    assert result.made and result.points == {"NS": 252, "EW": 20}
    assert "East-West won no trick and lose their declarations." in result.lines
    kept = scored({"NS": 252, "EW": 0}, tricks_won=won, side="EW", declared={"E": [100]}, belotes={"H": "W"},
                  capot_keep_declarations=True)
    assert kept.points == {"NS": 252, "EW": 120}
    assert kept.made  # a capot is always made, whatever the defenders declared
    with_decl = scored({"NS": 252, "EW": 0}, tricks_won=won, side="NS", declared={"N": [50], "S": [20]})
    assert with_decl.points == {"NS": 322, "EW": 0}


def test_the_takers_without_a_trick_are_dedans_whatever_their_declarations():
    won = {"NS": 0, "EW": 8}
    result = scored({"NS": 0, "EW": 162}, tricks_won=won, side="NS", declared={"N": [100, 100]}, belotes={"H": "N"})
    assert not result.made and result.points == {"NS": 20, "EW": 362}
    kept = scored({"NS": 0, "EW": 162}, tricks_won=won, side="NS", declared={"N": [100, 100]}, belotes={"H": "N"},
                  dedans_keep_declarations=True)
    assert kept.points == {"NS": 220, "EW": 162}


def test_score_rounding_to_5():
    assert [round_to_five(p) for p in (80, 81, 82, 83, 84, 85, 162, 252)] == [80, 80, 80, 85, 85, 85, 160, 250]
    result = scored({"NS": 97, "EW": 65}, round_to_five=True)
    assert result.points == {"NS": 95, "EW": 65}
    assert [(e.kind, e.points) for e in result.entries["NS"]] == [("tricks", 97), ("rounding", -2)]
    assert result.entries["EW"] == [result.entries["EW"][0]]  # 65 is already a multiple of 5
    assert scored({"NS": 88, "EW": 74}, round_to_five=True).points == {"NS": 90, "EW": 75}


def test_multipliers_per_kind_of_hand():
    assert scored({"NS": 100, "EW": 62}, suit_multiplier=2).points == {"NS": 200, "EW": 124}
    nt = scored({"NS": 80, "EW": 50}, contract=NO_TRUMPS, no_trumps_multiplier=3, suit_multiplier=2)
    assert nt.points == {"NS": 240, "EW": 150}
    assert [(e.kind, e.points, e.label) for e in nt.entries["NS"]] == [
        ("tricks", 80, "Tricks"), ("multiplier", 160, "No Trumps multiplier x3")]
    at = scored({"NS": 100, "EW": 158}, contract=ALL_TRUMPS, all_trumps_multiplier=10)
    assert at.points == {"NS": 0, "EW": 2480}
    rounded = scored({"NS": 97, "EW": 65}, round_to_five=True, suit_multiplier=3)
    assert rounded.points == {"NS": 285, "EW": 195}  # rounded first, then multiplied
    assert scored({"NS": 102, "EW": 60}, belotes={"H": "E"}, suit_multiplier=2).points == {"NS": 204, "EW": 160}


def test_no_trumps_and_all_trumps_dedans_and_capot_values():
    assert scored({"NS": 60, "EW": 70}, contract=NO_TRUMPS).points == {"NS": 0, "EW": 120}
    assert scored({"NS": 120, "EW": 138}, contract=ALL_TRUMPS).points == {"NS": 0, "EW": 248}
    nt_capot = scored({"NS": 220, "EW": 0}, contract=NO_TRUMPS, tricks_won={"NS": 8, "EW": 0})
    assert [(e.kind, e.points, e.label) for e in nt_capot.entries["NS"]] == [("capot", 220, "Capot (120 + 100)")]
    at_capot = scored({"NS": 348, "EW": 0}, contract=ALL_TRUMPS, tricks_won={"NS": 8, "EW": 0})
    assert at_capot.points == {"NS": 348, "EW": 0}
    assert scored({"NS": 66, "EW": 64}, contract=NO_TRUMPS).lines[0] == "North took No Trumps for North-South."


# -- No Trumps and All Trumps in play ------------------------------------------------------------------------

BELOTES = {"N": "KS QS KH QH KD QD KC QC", "E": "AS TS JS 9S AH TH JH 9H",
           "S": "AD TD JD 9D AC TC JC 9C", "W": "8S 7S 8H 7H 8D 7D 8C 7C"}


def test_all_trumps_up_to_four_belotes_and_no_trumps_none():
    at = taken(BELOTES, "KS", "N", "take:AT", no_trumps_all_trumps=True)
    assert at.belotes == {"S": Seat.N, "H": Seat.N, "D": Seat.N, "C": Seat.N}
    assert set(at.view(Seat.N).legal) == set(cards("KS QS KH QH KD QD KC QC"))
    events = run(at, "KS")
    assert [(e.seat, e.word) for e in of_type(events, "BelotSaid")] == [(Seat.N, "Belote")]
    play_first_legal(at)
    assert [e for e in at.result().entries["NS"] if e.kind == "belote"][0].points == 80
    nt = taken(BELOTES, "KS", "N", "take:NT pass pass pass", no_trumps_all_trumps=True)
    assert nt.belotes == {}
    suit = new_hand(layout(BELOTES, "KS", "N"), no_trumps_all_trumps=True)
    run(suit, "take pass pass pass")
    assert suit.taker is Seat.N and suit.belotes == {"S": Seat.N}


def test_all_trumps_every_card_is_a_trump_and_equal_ranks_go_to_the_first():
    hands = {"N": "7H 8H AS KS QS JD TD 9D", "E": "JS 8S 7S AD KD QD 8D 7D",
             "S": "JH 9H TS 9S AC KC QC JC", "W": "AH TH KH QH TC 9C 8C 7C"}
    hand = taken(hands, "7H", "N", "take:AT", no_trumps_all_trumps=True)
    run(hand, "7H")
    assert legal(hand) == {"JS", "8S", "AD", "KD", "QD", "8D"}  # no heart: beat the seven if he can
    assert refusal(hand, "7S") == ("you must beat the seven of hearts if you can: in All Trumps every card is a "
                                   "trump, and your jack of spades beats it")
    run(hand, "JS")
    assert legal(hand) == {"JH", "9H"}  # nothing beats the jack: any heart
    assert refusal(hand, "AC") == "you must follow suit: hearts were led and you hold hearts"
    run(hand, "JH")
    assert legal(hand) == {"AH", "TH", "KH", "QH"}  # West follows hearts: none beats the jack
    events = run(hand, "QH")
    won = of_type(events, "TrickWon")[0]
    assert won.winner is Seat.E and won.points == 0 + 20 + 20 + 3
    assert won.reason.startswith("The jack of spades wins: in All Trumps every card is a trump")


def test_all_trumps_following_you_must_beat_the_best_card_and_your_partner_leaves_you_free():
    hands = {"N": "9H 8H AS KS QS JD TD 9D", "E": "JH 7H JS 8S 7S AD KD QD",
             "S": "AH TH TS 9S AC KC QC JC", "W": "KH QH TC 9C 8C 7C 8D 7D"}
    hand = taken(hands, "8H", "N", "take:AT", no_trumps_all_trumps=True)
    run(hand, "8H")
    assert legal(hand) == {"JH"}
    assert refusal(hand, "7H") == ("you must beat the eight of hearts with your hearts if you can: in All Trumps "
                                   "every card is a trump, and your jack of hearts beats it")
    run(hand, "JH AH KH  JS")  # East won; he leads the jack of spades
    assert legal(hand) == {"TS", "9S"}
    run(hand, "9S")
    assert legal(hand) == {"QH", "TC", "9C", "8C", "7C", "8D", "7D"}  # his partner holds the trick: free


def test_no_trumps_plays_without_trumping():
    hands = {"N": "AS KS QS JS TS 9S 8S 7S", "E": "AH KH QH JH TH 9H 8H 7H",
             "S": "AD KD QD JD TD 9D 8D 7D", "W": "AC KC QC JC TC 9C 8C 7C"}
    hand = taken(hands, "7S", "N", "take:NT pass pass pass", no_trumps_all_trumps=True)
    run(hand, "9S")
    assert legal(hand) == set(hands["E"].split())  # void, no trump exists: anything
    events = run(hand, "AH AD AC")
    won = of_type(events, "TrickWon")[0]
    assert won.winner is Seat.N and won.points == 0 + 11 + 11 + 11
    assert won.reason == ("The nine of spades is the highest spade played (No Trumps: A 10 K Q J 9 8 7). The trick "
                          "is worth 33 points.")
    play_first_legal(hand)
    assert hand.points == {"NS": 120 + 100, "EW": 0}  # a capot in No Trumps
    assert hand.result().points == {"NS": 220 + 200, "EW": 0}  # ...and both NS fifths


def test_the_multiplier_is_public():
    hand = taken(BELOTES, "KS", "N", "take:NT pass pass pass", no_trumps_all_trumps=True, no_trumps_multiplier=4)
    assert hand.view(Seat.E).public.multiplier == 4 and hand.view(Seat.E).public.kind == "NT"


# -- views ---------------------------------------------------------------------------------------------------


def test_a_view_shows_only_the_own_hand_unless_hands_are_open():
    hand = taken(L1, "QH", "W", "pass pass pass take")
    assert hand.view(Seat.S).public.open_hands == {}
    assert hand.view(Seat.S).hand == tuple(cards(L1["S"]))
    assert hand.view(Seat.S).legal == () and len(hand.view(Seat.N).legal) == 8
    open_hand = taken(L1, "QH", "W", "pass pass pass take", open_hands=True)
    for seat in Seat:
        shown = open_hand.view(seat).public.open_hands
        assert {s: set(c) for s, c in shown.items()} == {s: set(cards(L1[s.name])) for s in Seat}


def test_the_public_view_during_play():
    hand = taken(L1, "QH", "W", "pass pass pass take")
    run(hand, "AS KH 7H 7D  AH")
    view = hand.view(Seat.N)
    public = view.public
    assert public.points == {"NS": 0, "EW": 15} and public.tricks_won == {"NS": 0, "EW": 1}
    assert public.cards_played == (1, 2, 1, 1) and public.turn_up is card("QH")
    assert view.trick == ((Seat.E, card("AH")),)
    assert view.tricks == ((Seat.N, tuple(zip((Seat.N, Seat.E, Seat.S, Seat.W), cards("AS KH 7H 7D"), strict=True)),
                            Seat.E),)
    assert view.history[4:] == ((Seat.N, card("AS")), (Seat.E, card("KH")), (Seat.S, card("7H")),
                                (Seat.W, card("7D")), (Seat.E, card("AH")))
    assert public.declarer is Seat.W and public.contract_text == "take:H"


# -- matches -------------------------------------------------------------------------------------------------


def finish(match):
    play_first_legal(match.current)
    return match.finish_hand()


@pytest.mark.parametrize("direction, dealers", [("clockwise", "NESWN"), ("counter-clockwise", "NWSEN")])
def test_the_deal_rotates_in_the_direction_of_play(direction, dealers):
    match = Match(BELOTE, options(direction=direction, target=9999), first_dealer=Seat.N, seed=3)
    seen = []
    for _ in range(5):
        seen.append(match.current.dealer.name)
        finish(match)
        match.next_hand()
    assert "".join(seen) == dealers


def test_the_first_dealer_is_drawn_from_the_seed():
    dealers = {Match(BELOTE, options(), seed=seed).current.dealer for seed in range(1, 40)}
    assert dealers == set(Seat)


def gathered_pack(hand):
    """The pack a hand was dealt from: 3 then 2 to each from the elder, then the stock."""
    order = seats_from(hand.first, hand.direction)
    return ([c for s in order for c in hand.initial_cards[s][:3]]
            + [c for s in order for c in hand.initial_cards[s][3:]] + list(hand.initial_cards["stock"]))


def is_cut_of(pack, original):
    return any(pack == original[i:] + original[:i] for i in range(len(original)))


def test_the_pack_is_never_shuffled_only_cut():
    match = Match(BELOTE, options(target=9999), first_dealer=Seat.E, seed=5)
    hand = match.current
    finish(match)
    assert hand.taker is Seat.S
    tricks = [c for _, cs, _, _ in hand.tricks for _, c in cs]
    nxt = match.next_hand()
    assert nxt.dealer is Seat.S
    pack = gathered_pack(nxt)
    assert pack != tricks and is_cut_of(pack, tricks)
    cut = next(i for i in range(32) if pack == tricks[i:] + tricks[:i])
    assert 3 <= cut <= 29


def test_a_thrown_in_hand_is_gathered_and_cut_and_the_next_player_deals():
    match = Match(BELOTE, options(), first_dealer=Seat.W, seed=8)
    hand = match.current
    run(hand, ["pass"] * 8)
    summary = match.finish_hand()
    assert summary.points == {"NS": 0, "EW": 0} and match.scores == {"NS": 0, "EW": 0}
    gathered = [c for s in seats_from(hand.first, CLOCKWISE) for c in hand.initial_cards[s]]
    gathered += hand.initial_cards["stock"]
    nxt = match.next_hand()
    assert nxt.dealer is Seat.N and is_cut_of(gathered_pack(nxt), gathered)


def test_the_target_wins_and_both_past_it_raise_it_by_500():
    match = Match(BELOTE, options(target=500), first_dealer=Seat.N, seed=2)
    assert match.target == 500
    match.scores = {"NS": 500, "EW": 500}
    finish(match)
    assert match.winner is None and match.target == 1000 and not match.over
    assert match.next_hand().context["target"] == 1000
    match.scores = {"NS": 1000, "EW": 0}
    finish(match)
    assert match.over and match.winner == "NS"


def test_a_raised_target_survives_saving_and_loading():
    match = Match(BELOTE, options(target=500), seed=25)
    for _ in range(6):
        finish(match)
        if match.target != 500:
            break
        match.next_hand()
    assert len(match.history) == 6 and match.scores == {"NS": 569, "EW": 573}
    assert match.target == 1000 and not match.over
    match.next_hand()
    back = load(dumps(match.record()))
    assert back.target == 1000 and back.scores == match.scores and back.current.context["target"] == 1000


def test_a_target_raised_more_than_once_when_both_are_far_past_it():
    match = Match(BELOTE, options(target=500), first_dealer=Seat.N, seed=2)
    match.scores = {"NS": 1700, "EW": 1600}
    finish(match)
    lowest = min(match.scores.values())
    assert lowest >= 1600 and match.target % 500 == 0 and lowest < match.target <= lowest + 500
    assert match.winner is None


def test_32_card_bridge_keeps_its_own_tie_rule():
    assert VARIANTS["belote_bridgee"].target_rise(VARIANTS["belote_bridgee"].default_options()) == 0
    assert BELOTE.target_rise(options()) == 500


def test_replay_the_last_hand():
    match = Match(BELOTE, options(target=9999, replay_hand=True), first_dealer=Seat.S, seed=4)
    first = match.current
    finish(match)
    match.next_hand()
    assert match.current.dealer is Seat.W
    replay = match.replay_last_hand()
    assert replay is match.current and replay.dealer is Seat.S and replay.actions == []
    assert {str(k): [str(c) for c in v] for k, v in replay.initial_cards.items()} == match.records[-1]["cards"]
    assert gathered_pack(replay) == gathered_pack(first)
    replay.apply(replay.legal_actions()[0])
    with pytest.raises(RuntimeError, match="before the new hand starts"):
        match.replay_last_hand()
    finish(match)
    assert match.next_hand().dealer is Seat.W  # the rotation goes on from the replayed hand's dealer
    fresh = Match(BELOTE, options(), seed=4)
    with pytest.raises(RuntimeError, match="no hand has been played yet"):
        fresh.replay_last_hand()


def test_a_match_saved_and_loaded_replays_to_the_same_scores():
    match = Match(BELOTE, options(target=9999, no_trumps_all_trumps=True), seed=11)
    for _ in range(3):
        finish(match)
        match.next_hand()
    run(match.current, [str(a) for a in match.current.legal_actions()[:1]])
    back = load(dumps(match.record()))
    assert back.scores == match.scores and back.target == match.target
    assert [h.points for h in back.history] == [h.points for h in match.history]
    assert [str(a) for a in back.current.actions] == [str(a) for a in match.current.actions]
    assert back.current.initial_cards == match.current.initial_cards


def test_a_clone_plays_on_without_changing_the_original():
    hand = new_hand(layout(L2, "QH", "W"))
    run(hand, "pass pass pass")
    before = snapshot(hand)
    copy = hand.clone()
    run(copy, "take AS 7C 8H QH")
    assert copy.belotes == {"H": Seat.W} and copy.declared[Seat.N]
    assert snapshot(hand) == before and hand.belotes == {} and hand.declared == [[], [], [], []]
    run(hand, "take")
    assert snapshot(hand) == snapshot(hand_from_record(hand.record()))


# -- records --------------------------------------------------------------------------------------------------


def snapshot(hand):
    views = tuple(hand.view(seat) for seat in Seat)
    return (hand.phase, hand.to_act, [str(a) for a in hand.legal_actions()], views,
            hand.result().to_json() if hand.done else None)


@pytest.mark.parametrize("steps", [0, 3, 4, 5, 20, 36])
def test_a_record_replays_to_the_same_state(steps):
    hand = taken(CAPOT, "7S", "N", "take")
    run(hand, CAPOT_PLAY.split()[:max(0, steps - 1)])
    rec = hand.record()
    assert rec["variant"] == "belote" and rec["options"]["target"] == 1000
    assert rec["cards"]["stock"][0] == "7S"
    back = hand_from_record(rec)
    assert snapshot(back) == snapshot(hand)
    if hand.actions:
        assert snapshot(undo(hand)) == snapshot(hand_from_record(rec, upto=len(rec["actions"]) - 1))


def test_a_numbered_hand_record():
    hand = BELOTE.new_hand(options(direction="counter-clockwise"), dealer=Seat.E, deal_number=99)
    run(hand, "pass pass pass pass pass")
    rec = hand.record()
    assert rec["deal_number"] == 99 and "cards" not in rec
    assert snapshot(hand_from_record(rec)) == snapshot(hand)


# -- the log file ----------------------------------------------------------------------------------------------


def test_the_log_text_of_a_hand_with_letters():
    hand = taken(CAPOT, "7S", "N", "take")
    run(hand, CAPOT_PLAY)
    text = hand_log_text(hand, letters=True)
    lines = text.splitlines()
    assert lines[:7] == [
        "Belote: West deals (dealt cards), play goes clockwise.",
        "Opening hands:",
        "  North  JS 9S AS TS KS",
        "  East   AH KH QH JH TH",
        "  South  AD KD QD JD TD",
        "  West   AC KC QC JC TC",
        "Turn-up: 7S",
    ]
    assert lines[7] == "Taking: North takes spades."
    assert lines[8] == "North takes spades (multiplier x1)."
    assert lines[10] == "  North  JS 9S AS TS KS QS 8S 7S"
    assert "  North declares Fifth to the ace of spades (100): AS KS QS JS TS" in lines
    assert "  North-South score them: Fifth to the ace of spades beats Fifth to the ace of hearts (it is in trumps)." \
        in lines
    assert "Trick 1: N JS, E AH, S AD, W AC -> North wins 53" in lines
    assert "Trick 5: N KS (Belote), E TH, S TD, W TC -> North wins 34" in lines
    assert "Trick 6: N QS (Rebelote), E 9H, S 9D, W 9C -> North wins 3" in lines
    assert "Trick 8: N 7S, E 7H, S 7D, W 7C -> North wins 100" in lines
    assert text.endswith("\nScore:\n" + "".join(f"  {line}\n" for line in hand.result().lines) + "\n")


def test_the_log_text_with_suit_symbols_and_appending(tmp_path):
    hand = new_hand(layout(L1, "QH", "W"))
    run(hand, ["pass"] * 8)
    text = hand_log_text(hand)
    assert "Turn-up: Q\u2665" in text and "  North  A\u2660 K\u2660 Q\u2660 J\u2660 T\u2660" in text
    assert "Taking: North passes, East passes" in text
    assert "Everybody passed twice" in text
    path = tmp_path / "belote.log"
    append_hand_log(path, hand)
    append_hand_log(path, hand, letters=True, title="Hand 2")
    content = path.read_text(encoding="utf-8")
    assert content == text + hand_log_text(hand, letters=True, title="Hand 2")
    assert content.count("Turn-up:") == 2 and "Turn-up: QH" in content


def test_the_letters_option_of_the_log():
    hand = taken(L1, "QH", "W", "pass pass pass take", log_letters=True, log_file=True)
    assert "Turn-up: QH" in hand_log_text(hand) and "Turn-up: Q\u2665" in hand_log_text(hand, letters=False)


def test_an_unfinished_hand_can_be_logged():
    hand = taken(L1, "QH", "W", "pass pass pass take")
    run(hand, "AS KH")
    assert hand_log_text(hand, letters=True).rstrip().splitlines()[-1] == "Trick 1: N AS, E KH"


# -- the input-hand parser -----------------------------------------------------------------------------------

TYPED = """
# North
AS N
KS QS JS TS N
AH KH QH JH TH e
AD KD QD JD TD South
AC KC QC JC W
TC w
"""


def test_typed_opening_hands_make_a_deal():
    deal = parse_input_hand(TYPED)
    assert deal[Seat.N] == cards("AS KS QS JS TS") and deal[Seat.E] == cards("AH KH QH JH TH")
    assert deal[Seat.S] == cards("AD KD QD JD TD") and deal[Seat.W] == cards("AC KC QC JC TC")
    assert deal["stock"] == cards("9S 8S 7S 9H 8H 7H 9D 8D 7D 9C 8C 7C")  # the deck's order
    hand = BELOTE.new_hand(options(input_hand=True), dealer=Seat.W, cards=deal)
    assert hand.turn_up is card("9S")
    with_turn_up = parse_input_hand(TYPED + "7C U\n", pack=list(reversed(DECK_32)))
    assert with_turn_up["stock"] == cards("7C 8C 9C 7D 8D 9D 7H 8H 9H 7S 8S 9S")


@pytest.mark.parametrize("text, message", [
    ("AS\n", "line 1: give a card and then a hand, like 7D N"),
    ("AS X\n", "line 1: 'X' is not a hand: end the line with N, E, S or W (or U for the turned card)"),
    ("\nXY N\n", "line 2: 'XY' is not a card (write the rank then the suit, like 7D or TH)"),
    ("6S N\n", "line 1: the six of spades is not in the 32-card deck (seven to ace only)"),
    ("AS N\nAS E\n", "line 2: the ace of spades is already in North's hand"),
    ("AS KS QS JS TS 9S N\n", "line 1: North already has 5 cards"),
    ("AS U\nKS U\n", "line 2: the turned card is already the ace of spades"),
    ("AS KS QS JS TS N\n", "East has 0 cards: each opening hand needs 5"),
    ("AS KS QS JS TS N\nAH KH QH JH TH E\nAD KD QD JD TD S\nAC KC QC JC W\n", "West has 4 cards"),
])
def test_typed_opening_hands_errors(text, message):
    with pytest.raises(ValueError) as info:
        parse_input_hand(text)
    assert message in str(info.value)


def test_typed_hands_need_a_whole_pack():
    with pytest.raises(ValueError, match="is not the 32-card deck"):
        parse_input_hand(TYPED, pack=list(DECK_32)[:20])


# -- options and help ---------------------------------------------------------------------------------------


def test_the_options_their_defaults_and_limits():
    opts = BELOTE.default_options()
    assert opts.to_json() == {
        "direction": "clockwise", "target": 1000, "trick_points_only": False, "dedans_keep_declarations": False,
        "capot_keep_declarations": False, "tournament": False, "belote_order": "either",
        "mandatory_fourth_undertrump": False, "round_to_five": False, "no_trumps_all_trumps": False,
        "suit_multiplier": 1, "no_trumps_multiplier": 1, "all_trumps_multiplier": 1, "open_hands": False,
        "replay_hand": False, "log_file": False, "log_letters": False, "input_hand": False}
    assert opts.replace(target=500).target == 500 and opts.replace(target=9999).target == 9999
    for bad in (dict(target=499), dict(target=10000), dict(suit_multiplier=0), dict(all_trumps_multiplier=11),
                dict(direction="sideways"), dict(belote_order="jack-first")):
        with pytest.raises(OptionsError):
            opts.replace(**bad)
    assert {d["name"] for d in BeloteOptions.describe() if d["label"]} == set(opts.to_json())


def test_the_help_states_the_rules_options_and_decisions():
    text = BELOTE.help_text()
    headings = [line for line in text.splitlines() if line.startswith("# ")]
    assert headings[0] == "# Belote" and "# Rules options" in headings
    assert "# Decisions taken in this program" in headings
    for label in (entry["label"] for entry in BeloteOptions.describe()):
        assert f"**{label}**" in text or f'"{label}"' in text, label
    for fact in ("81 to 81", "120 plus the declarations", "248 plus the declarations", "rises by 500",
                 "first played wins", "252", "162"):
        assert fact in text


@pytest.mark.skipif(not MANUAL.exists(), reason="the manual is not on this machine")
def test_the_help_is_in_our_own_words():
    """No run of seven words of the manual appears in the help."""
    def words(text):
        return re.findall(r"[a-z0-9]+", text.lower())
    manual = words(MANUAL.read_text(encoding="utf-8", errors="replace"))
    runs = {tuple(manual[i:i + 7]) for i in range(len(manual) - 6)}
    ours = words(BELOTE.help_text())
    assert [" ".join(ours[i:i + 7]) for i in range(len(ours) - 6) if tuple(ours[i:i + 7]) in runs] == []
