"""The rules of 32 Card Bridge, each checked on hand-built deals with exact values: the deal, the
auction, announces, the Belot, the legality of every card, trick winners, scoring, and the manual's
tutorial hand (270 for North-South)."""

from types import SimpleNamespace

import pytest
from conftest import TUTORIAL_AUCTION, TUTORIAL_CARDS, TUTORIAL_PLAY, new_hand, of_type, run

from game.engine import DECK_32, DOUBLE, PASS, REDOUBLE, Card, IllegalAction, Seat, card, cards
from game.engine.actions import Bid, bid
from game.engine.deal import deal_packets, numbered_deck
from game.engine.seats import COUNTER_CLOCKWISE
from game.variants.belote_bridgee.rules import ALL_BIDS, ANNOUNCE_RULES, round_to_ten, score_hand
from game.variants.belote_common.announces import Combination, best_combinations, combination_key, compare_sides


def refusal(hand, action) -> str:
    """The reason the hand gives for refusing ``action`` (the test fails if it is accepted)."""
    before = [str(a) for a in hand.actions]
    with pytest.raises(IllegalAction) as info:
        hand.apply(action)
    assert [str(a) for a in hand.actions] == before
    assert info.value.reason == str(info.value)
    return info.value.reason


def legal_cards(hand) -> set[str]:
    return {str(a) for a in hand.legal_actions() if isinstance(a, Card)}


def legal_texts(hand) -> list[str]:
    return [str(a) for a in hand.legal_actions()]


# A deal where nobody holds an announce or the Belot in any suit (used for the auction tests).
PLAIN_DEAL = {"N": "AS 9S 7S KH JH 8D AC QC", "E": "KS TS AH 9H 7H KD JD 9C",
              "S": "QS 8S TH 8H AD TD 8C 7C", "W": "JS QH QD 9D 7D KC JC TC"}


# -- the deal ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("dealer", list(Seat))
def test_deal_is_3_2_3_counter_clockwise_from_the_dealers_right(dealer):
    pack = numbered_deck(DECK_32, 42)
    hand = new_hand(deal_number=42, dealer=dealer)
    dealt = hand.start_events[0]
    assert type(dealt).__name__ == "Dealt" and dealt.dealer is dealer
    order = [dealer.right, dealer.partner, dealer.left, dealer]  # counter-clockwise, the dealer last
    expected, pos = [], 0
    for size in (3, 2, 3):
        for seat in order:
            expected.append((seat, tuple(pack[pos:pos + size])))
            pos += size
    assert [(s, tuple(c)) for s, c in dealt.packets] == expected
    for seat in Seat:
        packets = [c for s, c in expected if s == seat]
        assert hand.view(seat).hand == packets[0] + packets[1] + packets[2]


def test_deal_packets_from_the_engine():
    pack = list(DECK_32)
    hands, packets, rest = deal_packets(pack, Seat.S, COUNTER_CLOCKWISE, (3, 2, 3))
    assert rest == []
    assert [(s.name, len(c)) for s, c in packets] == [
        ("S", 3), ("E", 3), ("N", 3), ("W", 3), ("S", 2), ("E", 2), ("N", 2), ("W", 2),
        ("S", 3), ("E", 3), ("N", 3), ("W", 3)]
    assert hands[Seat.S] == cards("AS KS QS TH 9H TD 9D 8D")
    assert hands[Seat.E] == cards("JS TS 9S 8H 7H 7D AC KC")
    assert hands[Seat.N] == cards("8S 7S AH AD KD QC JC TC")
    assert hands[Seat.W] == cards("KH QH JH QD JD 9C 8C 7C")


def test_an_explicit_deal_is_shown_as_3_2_3_packets():
    hand = new_hand(TUTORIAL_CARDS, dealer="W")
    packets = hand.start_events[0].packets
    assert [s for s, _ in packets] == [Seat.S, Seat.E, Seat.N, Seat.W] * 3
    assert packets[0] == (Seat.S, tuple(cards("TS JS QS")))
    assert packets[4] == (Seat.S, tuple(cards("7C 8D")))
    assert packets[8] == (Seat.S, tuple(cards("KD QD 7H")))


@pytest.mark.parametrize("dealer", list(Seat))
def test_the_dealers_right_bids_first_and_leads(dealer):
    hand = new_hand(PLAIN_DEAL, dealer=dealer)
    first = dealer.right
    assert hand.phase == "bidding" and hand.to_act is first
    assert hand.view(first).public.first is first
    run(hand, ["pass", "80H", "pass", "pass", "pass"])  # the second player to speak declares
    assert hand.phase == "play" and hand.to_act is first
    assert hand.declarer is first.right


# -- the auction -------------------------------------------------------------------------------------


def test_the_opening_calls_are_pass_and_every_bid_from_80_to_500():
    hand = new_hand(PLAIN_DEAL)
    legal = hand.legal_actions()
    assert legal[0] is PASS
    bids = legal[1:]
    assert all(isinstance(b, Bid) for b in bids)
    assert {str(b) for b in bids} == {f"{amount}{suit}" for amount in range(80, 501, 10) for suit in "SHDC"}
    assert len(bids) == 43 * 4 == len(ALL_BIDS)
    assert DOUBLE not in legal and REDOUBLE not in legal


def test_a_bid_must_be_higher_than_the_last():
    hand = new_hand(PLAIN_DEAL)
    run(hand, "80C")
    legal = legal_texts(hand)
    assert "80S" not in legal and "80C" not in legal and "90C" in legal and "90S" in legal
    assert refusal(hand, "80S") == "a bid must be higher than the last one, 80 Clubs"
    assert refusal(hand, "80D") == "a bid must be higher than the last one, 80 Clubs"
    run(hand, "90S 250H")
    assert refusal(hand, "250S") == "a bid must be higher than the last one, 250 Hearts"
    assert refusal(hand, "90C") == "a bid must be higher than the last one, 250 Hearts"
    run(hand, "260C")
    assert hand.view(Seat.S).public.last_bid is bid(260, "C")
    assert hand.view(Seat.S).public.last_bidder is Seat.W


def test_bids_go_up_to_500():
    hand = new_hand(PLAIN_DEAL)
    run(hand, "490S")
    assert legal_texts(hand) == ["pass", "500C", "500D", "500H", "500S", "double"]
    run(hand, "pass 500C")
    assert legal_texts(hand) == ["pass", "double"]  # West, an opponent of the bidder
    run(hand, "pass")
    assert legal_texts(hand) == ["pass"]  # South, the bidder's partner


@pytest.mark.parametrize("action, reason", [
    (Bid("70S", 70, "S"), "the lowest bid is 80"),
    (Bid("510S", 510, "S"), "the highest bid is 500"),
    (Bid("85S", 85, "S"), "a bid is a multiple of ten followed by a suit, like 80S"),
    (Bid("80NT", 80, "NT"), "a bid is a multiple of ten followed by a suit, like 80S"),
    (Bid("80", 80, None), "a bid is a multiple of ten followed by a suit, like 80S"),
])
def test_bids_that_do_not_exist(action, reason):
    assert refusal(new_hand(PLAIN_DEAL), action) == reason


@pytest.mark.parametrize("text", ["80X", "pas", "announce:sixth"])
def test_badly_written_calls_are_refused_with_the_text(text):
    reason = refusal(new_hand(PLAIN_DEAL), text)
    assert reason == f"{text!r} is not a card or a call of 32 Card Bridge"


@pytest.mark.parametrize("text, reason", [
    ("70S", "the lowest bid is 80"),
    ("85H", "bids go by tens: 85 is not a multiple of 10"),
    ("600C", "the highest bid is 500"),
    ("81s", "bids go by tens: 81 is not a multiple of 10"),
])
def test_typed_bids_outside_the_rules_are_refused_with_the_rule(text, reason):
    assert refusal(new_hand(PLAIN_DEAL), text) == reason


def test_calls_are_read_in_any_case():
    hand = new_hand(PLAIN_DEAL)
    run(hand, ["PASS", "80s", "Pass", "90h"])
    assert [str(a) for _, a in hand.view(Seat.N).public.auction] == ["pass", "80S", "pass", "90H"]


def test_cards_and_announces_wait_for_the_end_of_the_auction():
    hand = new_hand(PLAIN_DEAL)
    assert refusal(hand, "QS") == "the bidding is not over: bid, pass or double first"
    assert refusal(hand, "announce:third") == "announce:third is not a call: bid, pass, double or redouble"
    assert refusal(hand, "double") == "there is no bid to double"
    assert refusal(hand, "redouble") == "only a doubled contract can be redoubled"


def test_only_an_opponent_of_the_last_bidder_may_double():
    hand = new_hand(PLAIN_DEAL)  # dealer West: South, East, North, West
    run(hand, "80C")
    assert "double" in legal_texts(hand)  # East
    run(hand, "pass")
    assert "double" not in legal_texts(hand)  # North, South's partner
    assert refusal(hand, "double") == "you can only double a bid of the opponents"
    run(hand, "pass")
    assert "double" in legal_texts(hand)  # West may double after two passes
    run(hand, "double")
    assert hand.view(Seat.S).public.doubled == 2


def test_only_the_doubled_side_may_redouble_and_no_bid_after_a_double():
    hand = new_hand(PLAIN_DEAL)
    run(hand, "80C double")
    assert legal_texts(hand) == ["pass", "redouble"]  # North, on the doubled side
    assert refusal(hand, "90C") == "after a double no ordinary bid may be made: pass or redouble"
    assert refusal(hand, "double") == "the contract is already doubled"
    run(hand, "pass")
    assert legal_texts(hand) == ["pass"]  # West, the doubler's partner
    assert refusal(hand, "redouble") == "only the side that was doubled may redouble"
    assert refusal(hand, "90H") == "after a double no ordinary bid may be made: pass or redouble"
    run(hand, "pass")
    assert legal_texts(hand) == ["pass", "redouble"]  # South, the bidder himself
    run(hand, "redouble")
    assert hand.view(Seat.S).public.doubled == 4
    assert legal_texts(hand) == ["pass"]
    assert refusal(hand, "redouble") == "the contract is already redoubled"
    assert refusal(hand, "double") == "the contract is already doubled"


def test_a_doubled_auction_ends_after_three_passes():
    hand = new_hand(PLAIN_DEAL)
    events = run(hand, "80C double pass pass")
    assert hand.phase == "bidding" and hand.to_act is Seat.S
    events = run(hand, "pass")
    assert hand.phase == "play"
    assert of_type(events, "AuctionEnded")[0].contract == "80CX"
    assert hand.view(Seat.N).public.contract_text == "80CX"


def test_a_redoubled_auction_ends_after_three_passes():
    hand = new_hand(PLAIN_DEAL)
    run(hand, "80C double redouble pass pass")
    assert hand.phase == "bidding"
    events = run(hand, "pass")
    ended = of_type(events, "AuctionEnded")[0]
    assert (ended.contract, ended.declarer) == ("80CXX", Seat.S)
    assert hand.view(Seat.W).public.doubled == 4


def test_the_auction_ends_after_three_passes_once_all_four_have_spoken():
    hand = new_hand(PLAIN_DEAL)
    run(hand, "pass pass pass")
    assert hand.phase == "bidding" and hand.to_act is Seat.W  # three passes, but West has not spoken
    run(hand, "80H pass pass")
    assert hand.phase == "bidding"
    events = run(hand, "pass")
    assert hand.phase == "play"
    assert (hand.declarer, hand.trump, hand.to_act) == (Seat.W, "H", Seat.S)
    assert [type(e).__name__ for e in events] == ["Called", "AuctionEnded", "TrumpSet"]


def test_a_first_bid_followed_by_three_passes_is_the_contract():
    hand = new_hand(PLAIN_DEAL)
    events = run(hand, "80D pass pass pass")
    assert of_type(events, "AuctionEnded")[0].contract == "80D"
    assert of_type(events, "TrumpSet")[0].suit == "D"


def test_four_passes_and_nobody_plays():
    hand = new_hand(PLAIN_DEAL)
    events = run(hand, "pass pass pass pass")
    assert hand.phase == "done" and hand.done and hand.to_act is None
    assert hand.legal_actions() == []
    assert [type(e).__name__ for e in events[-3:]] == ["AuctionEnded", "PassedOut", "HandScored"]
    assert of_type(events, "AuctionEnded")[0].contract is None
    result = hand.result()
    assert result.passed_out and result.points == {"NS": 0, "EW": 0}
    assert result.contract is None and result.made is None
    assert refusal(hand, "pass") == "the hand is over"


def test_the_tutorial_auction():
    hand = new_hand(TUTORIAL_CARDS, dealer="W")
    seats = []
    for call in TUTORIAL_AUCTION:
        seats.append(hand.to_act.name)
        events = hand.apply(call)
    assert "".join(seats) == "SENWSENWSENWSE"
    ended = of_type(events, "AuctionEnded")[0]
    assert (ended.contract, ended.declarer) == ("120C", Seat.N)
    public = hand.view(Seat.S).public
    assert str(public.contract) == "120C" and public.declarer is Seat.N
    assert [(s.name, str(a)) for s, a in public.auction][4:8] == [
        ("S", "pass"), ("E", "90D"), ("N", "100C"), ("W", "110D")]
    assert hand.trump == "C" and hand.phase == "play" and hand.to_act is Seat.S


# -- announces: which combinations a hand holds --------------------------------------------------------


def combos(text, trump="H"):
    return [(c.kind, c.points, "".join(x.text for x in c.cards))
            for c in best_combinations(cards(text), trump, ANNOUNCE_RULES)]


@pytest.mark.parametrize("rank, points", [("J", 200), ("9", 150), ("A", 100), ("T", 100), ("K", 100),
                                          ("Q", 100)])
def test_four_of_a_kind(rank, points):
    others = {"J": "AS QH 8D", "9": "AS QH 8D", "A": "JS QH 8D", "T": "JS QH 8D", "K": "JS 9H 8D",
              "Q": "JS 9H 7D"}[rank]
    hand = cards(f"{rank}S {rank}H {rank}D {rank}C {others} 7C")
    found = best_combinations(hand, "S", ANNOUNCE_RULES)
    assert [(c.kind, c.points, c.top) for c in found] == [("square", points, rank)]
    assert set(found[0].cards) == {card(rank + s) for s in "SHDC"}


@pytest.mark.parametrize("rank", ["8", "7"])
def test_four_eights_or_sevens_are_worth_nothing(rank):
    assert combos(f"{rank}S {rank}H {rank}D {rank}C AS QH TD KC") == []


@pytest.mark.parametrize("hand, expected", [
    ("AH KH QH 9S 7D JC 9C 7C", [("third", 20, "AHKHQH")]),
    ("TS 9S 8S AH QD JC 9C 7C", [("third", 20, "TS9S8S")]),
    ("9D 8D 7D AH QS JC 9C 7C", [("third", 20, "9D8D7D")]),
    ("KC QC JC TC AH 8S 7D 9H", [("fourth", 50, "KCQCJCTC")]),
    ("JS TS 9S 8S 7S AH QD KC", [("fifth", 100, "JSTS9S8S7S")]),
    ("AD KD QD JD TD 9D AH 7S", [("fifth", 100, "ADKDQDJDTD")]),  # six in a row: a fifth to the ace
    ("AS KS JS TS 8S 7S AH QD", []),  # the run is broken by the missing queen and nine
    ("JH 9H AH 7S 8D QC KC TD", []),  # the trump order J 9 A T does not make a sequence
])
def test_sequences_in_the_order_ace_king_queen_jack_ten_nine_eight_seven(hand, expected):
    assert combos(hand) == expected


def test_a_card_counts_in_one_announce_only():
    # Four jacks and the queen-jack-ten of spades: the jack of spades cannot be in both.
    assert combos("JS JH JD JC QS TS 7H 8D") == [("square", 200, "JSJHJDJC")]
    # Four kings beat a fifth to the king; the rest of the run is still a fourth.
    assert combos("KS KD KC KH QH JH TH 9H") == [("square", 100, "KSKDKCKH"), ("fourth", 50, "QHJHTH9H")]
    # A square and a separate third both count.
    assert combos("QS QH QD QC 9C 8C 7C AD") == [("square", 100, "QSQHQDQC"), ("third", 20, "9C8C7C")]


def test_two_sequences_in_one_hand():
    assert combos("AS KS QS 9D 8D 7D TC JH") == [("third", 20, "ASKSQS"), ("third", 20, "9D8D7D")]
    assert combos("AS KS QS JS 9D 8D 7D TC") == [("fourth", 50, "ASKSQSJS"), ("third", 20, "9D8D7D")]


# -- announces: which side scores ----------------------------------------------------------------------


SQUARE_Q = Combination("square", tuple(cards("QS QH QD QC")), 100, "Q", None)
SQUARE_K = Combination("square", tuple(cards("KS KH KD KC")), 100, "K", None)
SQUARE_T = Combination("square", tuple(cards("TS TH TD TC")), 100, "T", None)
SQUARE_A = Combination("square", tuple(cards("AS AH AD AC")), 100, "A", None)
SQUARE_9 = Combination("square", tuple(cards("9S 9H 9D 9C")), 150, "9", None)
SQUARE_J = Combination("square", tuple(cards("JS JH JD JC")), 200, "J", None)


def seq(text):
    cs = tuple(cards(text))
    kind = {3: "third", 4: "fourth", 5: "fifth"}[len(cs)]
    return Combination(kind, cs, {3: 20, 4: 50, 5: 100}[len(cs)], cs[0].rank, cs[0].suit)


def test_ranking_of_announces_from_highest_to_lowest():
    ranking = [SQUARE_J, SQUARE_9, SQUARE_A, SQUARE_T, SQUARE_K, SQUARE_Q, seq("AH KH QH JH TH"),
               seq("KH QH JH TH 9H"), seq("AS KS QS JS"), seq("JS TS 9S 8S"), seq("AD KD QD"), seq("TD 9D 8D"),
               seq("9S 8S 7S")]
    keys = [combination_key(c, "C") for c in ranking]
    assert keys == sorted(keys, reverse=True)
    assert len(set(keys)) == len(keys)


@pytest.mark.parametrize("ns, ew, trump, side, words", [
    (SQUARE_Q, seq("AH KH QH JH TH"), "H", "NS", "four of a kind beats any sequence"),
    (seq("AH KH QH JH"), seq("KD QD JD TD 9D"), "H", "EW", "longer sequence"),
    (seq("TS 9S 8S"), seq("KD QD JD"), "C", "EW", "higher top card"),
    (seq("KS QS JS"), seq("KH QH JH"), "H", "EW", "it is in trumps"),
    (seq("KS QS JS"), seq("KH QH JH"), "S", "NS", "it is in trumps"),
    (SQUARE_9, SQUARE_J, "C", "EW", "it is worth more"),
    (SQUARE_A, SQUARE_T, "C", "NS", "higher cards"),
])
def test_the_best_announce_decides(ns, ew, trump, side, words):
    winner, reason = compare_sides({"NS": ns, "EW": ew}, trump)
    assert winner == side
    assert words in reason


def test_equal_announces_out_of_trumps_cancel_each_other():
    winner, reason = compare_sides({"NS": seq("KS QS JS"), "EW": seq("KH QH JH")}, "C")
    assert winner is None
    assert "all announces are void" in reason
    assert compare_sides({"NS": None, "EW": None}, "C") == (None, "no announces")
    assert compare_sides({"NS": None, "EW": seq("9S 8S 7S")}, "C")[0] == "EW"


# -- announces in a hand -------------------------------------------------------------------------------

# Dealer West, South leads. South holds a third in spades; East a fourth in diamonds; North a third
# to the king of hearts; West a third to the king of clubs. Trumps will be hearts.
ANNOUNCE_DEAL = {"S": "QS JS TS AH 7H AC 8D 7D", "E": "AD KD QD JD 9S 8S 7S 8H",
                 "N": "KH QH JH 9H AS KS TD 9D", "W": "KC QC JC TC 9C 8C 7C TH"}


def test_announce_actions_come_with_the_first_card_only():
    hand = new_hand(ANNOUNCE_DEAL)
    run(hand, "80H pass pass pass")
    assert legal_texts(hand)[0] == "announce:third"
    assert hand.view(Seat.S).public.may_announce == ("third",)
    events = run(hand, "announce:third")
    assert events == [of_type(events, "Declared")[0]]
    assert (events[0].seat, events[0].kind, events[0].label) == (Seat.S, "third", "Third")
    assert "announce:third" not in legal_texts(hand)
    assert refusal(hand, "announce:third") == "you hold no third to announce"
    assert refusal(hand, "announce:fourth") == "you hold no fourth to announce"
    assert hand.to_act is Seat.S  # announcing is not a turn
    run(hand, "AH")
    # East forgets his fourth (plays a card first); it is lost.
    assert legal_texts(hand)[0] == "announce:fourth"
    run(hand, "8H")
    assert hand.view(Seat.E).public.declared[Seat.E] == ()
    # North announces with his first card; West has a fifth in clubs (a run of 7).
    run(hand, "announce:third 9H")
    assert legal_texts(hand)[0] == "announce:fifth"
    run(hand, "announce:fifth TH")
    assert hand.view(Seat.N).public.declared == {Seat.N: ("third",), Seat.E: (), Seat.S: ("third",),
                                                    Seat.W: ("fifth",)}
    # Trick won by North's nine of hearts (trumps); the announces show at the first card of trick 2.
    assert hand.to_act is Seat.N
    assert hand.view(Seat.S).public.shown == {}
    events = run(hand, "KH")
    shown = of_type(events, "MeldShown")
    assert [(m.seat, m.label, m.points) for m in shown] == [
        (Seat.N, "Third to the king of hearts", 20), (Seat.S, "Third to the queen of spades", 20),
        (Seat.W, "Fifth to the king of clubs", 100)]
    compared = of_type(events, "AnnouncesCompared")[0]
    assert compared.side == "EW"
    assert compared.reason == "Fifth to the king of clubs beats Third to the king of hearts (longer sequence)"
    public = hand.view(Seat.S).public
    assert public.announce_side == "EW"
    assert public.shown[Seat.W] == (("Fifth to the king of clubs", tuple(cards("KC QC JC TC 9C")), 100),)
    # Too late for anybody now.
    assert refusal(hand, "announce:third") == "announces are made with your first card only"


def test_a_forgotten_announce_is_lost():
    hand = new_hand(ANNOUNCE_DEAL)
    run(hand, "80H pass pass pass QS")
    assert hand.view(Seat.S).public.declared[Seat.S] == ()
    run(hand, "9S AS TH")  # West trumps and leads
    run(hand, "KC")
    assert hand.to_act is Seat.S
    assert "announce:third" not in legal_texts(hand)
    assert refusal(hand, "announce:third") == "announces are made with your first card only"


def test_two_thirds_are_announced_one_by_one():
    deal = {"S": "AS KS QS 9D 8D 7D AH 7H", "E": "JS TS 9S 8S 7S AD KD QD",
            "N": "KH QH TH 9H 8H JD TD AC", "W": "JH KC QC JC TC 9C 8C 7C"}
    hand = new_hand(deal)
    run(hand, "80H pass pass pass")
    assert legal_texts(hand).count("announce:third") == 1
    run(hand, "announce:third")
    assert "announce:third" in legal_texts(hand)
    run(hand, "announce:third")
    assert "announce:third" not in legal_texts(hand)
    assert hand.view(Seat.E).public.declared[Seat.S] == ("third", "third")


def test_without_the_announces_option_there_are_no_announce_actions():
    hand = new_hand(ANNOUNCE_DEAL, announces=False)
    run(hand, "80H pass pass pass")
    assert legal_texts(hand) == ["QS", "JS", "TS", "AH", "7H", "AC", "8D", "7D"]
    assert hand.view(Seat.S).public.may_announce == ()
    reason = refusal(hand, "announce:third")
    assert reason == "announces are switched off in the rules options (only the Belot counts)"


def test_the_view_says_when_it_is_the_seat_s_first_card_with_the_announces_on():
    hand = new_hand(ANNOUNCE_DEAL)
    run(hand, "80H pass pass")
    assert not hand.view(Seat.S).public.announce_turn  # still bidding
    run(hand, "pass")
    assert hand.view(Seat.S).public.announce_turn  # South leads his first card
    assert not any(hand.view(s).public.announce_turn for s in (Seat.E, Seat.N, Seat.W))
    run(hand, "announce:third")
    assert hand.view(Seat.S).public.announce_turn  # the card still to play
    run(hand, "AH")
    assert not hand.view(Seat.S).public.announce_turn and hand.view(Seat.E).public.announce_turn
    hand = new_hand(ANNOUNCE_DEAL, announces=False)
    run(hand, "80H pass pass pass")
    assert not hand.view(Seat.S).public.announce_turn


# -- the Belot -----------------------------------------------------------------------------------------

# North holds every trump but the seven (clubs), and the ace of hearts. Dealer East: North leads.
SLAM_DEAL = {"N": "JC 9C AC TC KC QC 8C AH", "W": "AD KD QD JD TD 9D 8D 7D",
             "S": "7C AS KS QS JS TS 9S 8S", "E": "7S KH QH JH TH 9H 8H 7H"}
SLAM_PLAY = "JC 7D 7C 7H 9C 8D 8S 8H AC 9D 9S 9H TC TD TS TH KC JD JS JH QC QD QS QH 8C KD KS KH AH AD AS 7S"


def play_slam(auction, announce=True, **option_changes):
    hand = new_hand(SLAM_DEAL, dealer="E", **option_changes)
    events = run(hand, auction)
    if announce:
        events += run(hand, "announce:fifth")
    events += run(hand, SLAM_PLAY)
    assert hand.done
    return hand, events


def test_belot_and_rebelot_are_said_automatically():
    hand, events = play_slam("250C pass pass pass")
    said = of_type(events, "BelotSaid")
    assert [(b.seat, b.word) for b in said] == [(Seat.N, "Belot"), (Seat.N, "Rebelot")]
    king_at = events.index(next(e for e in events if type(e).__name__ == "CardPlayed" and e.card == card("KC")))
    assert events[king_at + 1] == said[0]
    assert hand.view(Seat.E).public.belot_seat is Seat.N
    assert hand.view(Seat.E).public.belotes_said("C") == {"C": Seat.N}  # what the card players read


def test_no_belot_when_king_and_queen_are_in_two_hands():
    hand = new_hand(TUTORIAL_CARDS)
    events = run(hand, TUTORIAL_AUCTION + TUTORIAL_PLAY)
    assert of_type(events, "BelotSaid") == []
    assert hand.view(Seat.S).public.belot_seat is None and hand.view(Seat.S).public.belotes_said("S") == {}


def test_slam_scores_252_with_a_fifth_and_the_belot():
    hand, events = play_slam("250C pass pass pass")
    won = of_type(events, "TrickWon")
    assert [w.winner for w in won] == [Seat.N] * 8
    assert won[-1].points == 11 + 11 + 11 + 0 + 100  # AH AD AS 7S and the slam's last trick
    assert "100 more for the last trick (a slam)" in won[-1].reason
    assert hand.view(Seat.N).public.points == {"NS": 252, "EW": 0}
    result = hand.result()
    assert result.made is True
    # 250 (252 rounded) + 100 (fifth) + 250 (bid) + 20 (Belot)
    assert result.points == {"NS": 620, "EW": 0}
    assert [(e.kind, e.points) for e in result.entries["NS"]] == [
        ("tricks", 250), ("announces", 100), ("contract", 250), ("belot", 20)]


def test_the_belot_still_counts_without_announces():
    hand, _ = play_slam("250C pass pass pass", announce=False, announces=False)
    assert hand.result().points == {"NS": 520, "EW": 0}


@pytest.mark.parametrize("auction, points", [
    ("250C double pass pass pass", {"NS": 1220, "EW": 0}),  # (250 + 100 + 250) x 2 + 20
    ("250C double redouble pass pass pass", {"NS": 2420, "EW": 0}),  # (250 + 100 + 250) x 4 + 20
])
def test_doubling_a_made_contract_multiplies_all_but_the_belot(auction, points):
    hand, _ = play_slam(auction)
    result = hand.result()
    assert result.points == points
    assert result.entries["NS"][-1].kind == "belot" and result.entries["NS"][-1].points == 20


@pytest.mark.parametrize("auction, announce, points", [
    # 252 + 20 (+ 100) never reaches 502: defeated. North-South keep the Belot.
    ("500C pass pass pass", False, {"NS": 20, "EW": 660}),  # 160 + 500
    ("500C pass pass pass", True, {"NS": 20, "EW": 760}),  # 160 + 500 + North's fifth
    ("500C double pass pass pass", True, {"NS": 20, "EW": 1520}),
    ("500C double redouble pass pass pass", True, {"NS": 20, "EW": 3040}),
])
def test_a_defeated_side_keeps_its_belot_undoubled(auction, announce, points):
    hand, _ = play_slam(auction, announce=announce)
    result = hand.result()
    assert result.made is False
    assert result.points == points
    assert [(e.kind, e.points) for e in result.entries["NS"]] == [("belot", 20)]
    caught = 372 if announce else 272
    assert f"North-South are defeated: their {caught} points do not reach 502, the bid and 2 more." in result.lines


# -- the play: legality --------------------------------------------------------------------------------

# Dealer West; South bids 80 in spades and leads; the order of play is South, East, North, West.

HEARTS_LED = {"S": "AH 7H AC KC QC JC TC 9C", "E": "KH 8H 9S 7S AD KD QD JD",
              "N": "JS 8S AS TD 9D 8D 7D 8C", "W": "QH JH TH 9H KS QS TS 7C"}


def spades_hand(deal, plays=""):
    hand = new_hand(deal)
    run(hand, "80S pass pass pass " + plays)
    return hand


def test_follow_suit():
    hand = spades_hand(HEARTS_LED, "AH")
    assert legal_cards(hand) == {"KH", "8H"}  # either heart: no need to beat in a plain suit
    assert refusal(hand, "9S") == "you must follow suit: hearts were led and you hold hearts"
    assert refusal(hand, "AD") == "you must follow suit: hearts were led and you hold hearts"


def test_void_with_partner_winning_any_card():
    hand = spades_hand(HEARTS_LED, "AH KH")
    assert hand.to_act is Seat.N
    assert legal_cards(hand) == set(HEARTS_LED["N"].split())


def test_void_with_an_opponent_winning_must_trump():
    hand = spades_hand(HEARTS_LED, "7H KH")
    assert legal_cards(hand) == {"JS", "8S", "AS"}
    assert refusal(hand, "TD") == ("you must trump: you have no hearts, your partner is not winning the trick "
                                   "and spades are trumps")
    run(hand, "8S")
    assert legal_cards(hand) == {"QH", "JH", "TH", "9H"}  # West follows suit though trumped


def test_void_when_partner_has_not_played_yet_must_trump():
    deal = {"S": "AH 7H AC KC QC JC TC 9C", "E": "9S 7S AD KD QD JD 8C 7C",
            "N": "JS 8S AS KS TD 9D 8D 7D", "W": "KH QH JH TH 9H 8H QS TS"}
    hand = spades_hand(deal, "AH")
    assert legal_cards(hand) == {"9S", "7S"}
    assert "you must trump" in refusal(hand, "AD")


OVERTRUMP = {"S": "AH 7H AC KC QC JC TC 9C", "E": "9S 7S AD KD QD JD 8C 7C",
             "N": "JS 8S AS KS TD 9D 8D 7D", "W": "KH QH JH TH 9H 8H QS TS"}


def test_must_overtrump_when_able():
    hand = spades_hand(OVERTRUMP, "AH 9S")
    assert legal_cards(hand) == {"JS"}  # the ace, king and eight do not beat the nine of trumps
    expected = ("you must overtrump: you have no hearts and you hold the jack of trumps, which beats the "
                "trump on the trick")
    assert refusal(hand, "8S") == expected
    assert refusal(hand, "AS") == expected
    assert refusal(hand, "TD") == expected


def test_any_higher_trump_overtrumps():
    hand = spades_hand(OVERTRUMP, "AH 7S")
    assert legal_cards(hand) == {"JS", "8S", "AS", "KS"}


CANNOT_OVERTRUMP = {"S": "AH 7H AC KC QC JC TC 9C", "E": "JS 9S AD KD QD JD 8C 7C",
                    "N": "8S 7S AS KS TD 9D 8D 7D", "W": "KH QH JH TH 9H 8H QS TS"}


def test_cannot_overtrump_any_card():
    hand = spades_hand(CANNOT_OVERTRUMP, "AH JS")
    assert legal_cards(hand) == set(CANNOT_OVERTRUMP["N"].split())  # discard, or a lower trump


PARTNER_TRUMPED = {"S": "AH 7H AC KC QC JC TC 9C", "E": "9S 7S AD KD QD JD 8C 7C",
                   "N": "KH QH JH TH 9H 8H QS TS", "W": "JS 8S AS KS TD 9D 8D 7D"}


@pytest.mark.parametrize("east_trump", ["9S", "7S"])
def test_partner_winning_with_a_trump_any_card(east_trump):
    hand = spades_hand(PARTNER_TRUMPED, f"AH {east_trump} 8H")
    assert hand.to_act is Seat.W
    assert legal_cards(hand) == set(PARTNER_TRUMPED["W"].split())  # no need to overtrump a partner


NO_TRUMPS = {"S": "AH 7H AC KC QC JC TC 9C", "E": "AD KD QD JD TD 9D 8C 7C",
             "N": "KH QH JH TH 9H 8H 8D 7D", "W": "AS KS QS JS TS 9S 8S 7S"}


def test_void_without_trumps_any_card():
    hand = spades_hand(NO_TRUMPS, "AH")
    assert legal_cards(hand) == set(NO_TRUMPS["E"].split())
    run(hand, "8C")
    assert legal_cards(hand) == {"KH", "QH", "JH", "TH", "9H", "8H"}
    run(hand, "8H")
    assert legal_cards(hand) == set(NO_TRUMPS["W"].split())  # all trumps, and he must trump


TRUMPS_LED = {"S": "8S TS AH 7H AC KC QC JC", "E": "9S 7S KD QD JD TD 9D 8D",
              "N": "JS AS KS AD 7D TC 9C 8C", "W": "QS KH QH JH TH 9H 8H 7C"}


def test_trumps_led_must_beat_the_highest_trump():
    hand = spades_hand(TRUMPS_LED, "8S")
    assert legal_cards(hand) == {"9S"}
    assert refusal(hand, "7S") == "you must play a higher trump: spades are trumps and you hold the nine of trumps"
    assert refusal(hand, "KD") == "you must play a higher trump: spades are trumps and you hold the nine of trumps"
    run(hand, "9S")
    assert legal_cards(hand) == {"JS"}  # the ace and king of trumps are below the nine
    assert refusal(hand, "AS") == "you must play a higher trump: spades are trumps and you hold the jack of trumps"
    run(hand, "JS")
    assert legal_cards(hand) == {"QS"}  # cannot beat the jack: any trump, here the only one
    assert refusal(hand, "KH") == "you must follow suit: spades were led and you hold spades"


LOW_TRUMPS = {"S": "JS AH 7H AC KC QC JC TC", "E": "9S 7S KH 8H AD KD QD JD",
              "N": "AS 8S TD 9D 8D 7D 9C 8C", "W": "KS QS TS QH JH TH 9H 7C"}


def test_trumps_led_cannot_beat_any_trump():
    hand = spades_hand(LOW_TRUMPS, "JS")
    assert legal_cards(hand) == {"9S", "7S"}
    assert refusal(hand, "KH") == "you must follow suit: spades were led and you hold spades"
    run(hand, "7S")
    assert legal_cards(hand) == {"AS", "8S"}


def test_trumps_led_and_void_in_trumps_any_card():
    hand = new_hand(NO_TRUMPS)
    run(hand, "80H pass pass pass 7H")  # hearts are trumps now; East has none
    assert legal_cards(hand) == set(NO_TRUMPS["E"].split())


def test_a_card_not_held():
    hand = spades_hand(HEARTS_LED, "AH")
    assert refusal(hand, "AS") == "East does not hold the ace of spades"
    assert refusal(hand, "80S") == "80S is not a card or an announce; the bidding is over"


# -- tricks --------------------------------------------------------------------------------------------


def test_trick_winners_points_and_reasons_in_the_tutorial():
    hand = new_hand(TUTORIAL_CARDS)
    events = run(hand, TUTORIAL_AUCTION + TUTORIAL_PLAY)
    won = of_type(events, "TrickWon")
    assert [(w.winner.name, w.points) for w in won] == [
        ("N", 33), ("W", 14), ("E", 17), ("N", 8), ("N", 18), ("N", 15), ("N", 13), ("N", 44)]
    assert won[0].reason == ("The jack of trumps is the highest trump played (trumps rank J 9 A 10 K Q 8 7). "
                             "The trick is worth 0 + 10 + 20 + 3 = 33 points.")
    assert won[2].reason.startswith("The ace of spades is the highest spade played and nobody trumped")
    assert won[3].reason.startswith("The king of trumps wins: diamonds were led and a trump beats any card")
    assert won[6].reason.startswith("The nine of hearts is the highest heart played")  # the ten of diamonds
    assert won[7].reason.endswith("= 34 points, and 10 more for the last trick.")
    assert [c.text for _, c in won[0].cards] == ["7C", "TC", "JC", "QC"]
    assert sum(w.points for w in won) == 162
    tricks = hand.view(Seat.S).tricks
    assert [(lead.name, win.name) for lead, _, win in tricks] == [
        ("S", "N"), ("N", "W"), ("W", "E"), ("E", "N"), ("N", "N"), ("N", "N"), ("N", "N"), ("N", "N")]
    assert hand.view(Seat.S).public.tricks_won == {"NS": 6, "EW": 2}


# -- the tutorial --------------------------------------------------------------------------------------


def test_tutorial_hand_scores_270():
    hand = new_hand(TUTORIAL_CARDS, dealer="W")
    assert hand.view(Seat.S).hand == tuple(cards("TS JS QS 7C 8D KD QD 7H"))
    run(hand, TUTORIAL_AUCTION)
    assert hand.to_act is Seat.S and "announce:third" in legal_texts(hand)
    events = run(hand, TUTORIAL_PLAY)
    shown = of_type(events, "MeldShown")
    assert [(m.seat, m.label, m.points) for m in shown] == [(Seat.S, "Third to the queen of spades", 20)]
    assert hand.view(Seat.N).public.points == {"NS": 131, "EW": 31}
    result = hand.result()
    assert result.made is True
    assert (result.contract, result.declarer) == ("120C", Seat.N)
    assert result.points == {"NS": 270, "EW": 30}
    assert [(e.kind, e.points) for e in result.entries["NS"]] == [("tricks", 130), ("announces", 20),
                                                                  ("contract", 120)]
    assert [(e.kind, e.points) for e in result.entries["EW"]] == [("tricks", 30)]
    assert ("North-South made it: their 151 points beat East-West's 31 and reach 122, the bid and 2 more."
            in result.lines)
    assert of_type(events, "HandScored")[0].result.points == {"NS": 270, "EW": 30}


# -- scoring on real hands -----------------------------------------------------------------------------

# Three deals found by a search and written out; North declares in hearts (dealer East), without
# announces; the play gives the trick points in the comment.
SPLIT_81 = ({"N": "AC JC 9H 8H TD TC TH QS", "E": "AD 7C TS JD JH QD 7H KC",
             "S": "QH 7S AS 7D QC 8D 8S JS", "W": "KD KS 8C KH 9C 9D 9S AH"},
            "9H KH QH JH TS QS KS 8S JD TD KD 8D AC 9C QC 7C TH AH JS 7H 9D 7D AD 8H TC 8C 7S KC JC 9S AS QD")
SPLIT_82 = ({"N": "QH QS 8D JS JC KD JD 7D", "E": "7S 9C TD KS JH TC 9S QD",
             "S": "TH AH 9D 7H 7C 8S KH AC", "W": "AD 9H QC KC 8H 8C TS AS"},
            "8D AD 9D TD 9H 7H JH QH QD JD KC KH 7C 9C JC QC 8H AH 9S KD 8S KS JS AS TS TH 7S QS AC TC 7D 8C")
SPLIT_95 = ({"N": "TH JD KD KH 8D QC AH AC", "E": "8H 7D TC KC JH TD 8S 9S",
             "S": "QH 8C 9H 9C 7H AD 7S JS", "W": "TS AS JC QD 7C QS KS 9D"},
            "KH AS 9H JH TC AC 7C 9C AH 9D QH 8H QC JC 8C KC TD JD QD AD JS 8S KD QS TS 7S 9S TH 8D KS 7H 7D")


def play_split(split, auction):
    deal, play = split
    hand = new_hand(deal, dealer="E", announces=False)
    run(hand, auction)
    run(hand, play)
    return hand, hand.result()


def test_81_all_is_defeated():
    hand, result = play_split(SPLIT_81, "80H pass pass pass")
    assert hand.view(Seat.N).public.points == {"NS": 81, "EW": 81}
    assert result.made is False
    assert result.points == {"NS": 0, "EW": 240}  # 160 + 80
    assert "North-South are defeated: their 81 points are not more than East-West's 81." in result.lines


def test_82_makes_80():
    hand, result = play_split(SPLIT_82, "80H pass pass pass")
    assert hand.view(Seat.N).public.points == {"NS": 82, "EW": 80}
    assert result.made is True
    assert result.points == {"NS": 160, "EW": 80}  # 80 (82 rounded) + 80 bid; 80


@pytest.mark.parametrize("auction, made, points", [
    ("90H pass pass pass", True, {"NS": 190, "EW": 70}),  # 95 -> 100, + 90; 67 -> 70
    ("100H pass pass pass", False, {"NS": 0, "EW": 260}),  # 95 is more than 67 but below 102
    ("90H double pass pass pass", True, {"NS": 380, "EW": 140}),
    ("90H double redouble pass pass pass", True, {"NS": 760, "EW": 280}),
    ("100H double pass pass pass", False, {"NS": 0, "EW": 520}),
])
def test_the_bid_plus_two_and_doubling(auction, made, points):
    hand, result = play_split(SPLIT_95, auction)
    assert hand.view(Seat.N).public.points == {"NS": 95, "EW": 67}
    assert result.made is made
    assert result.points == points
    if not made:
        assert "North-South are defeated: their 95 points do not reach 102, the bid and 2 more." in result.lines


def test_81_all_doubled():
    _, result = play_split(SPLIT_81, "80H double pass pass pass")
    assert result.points == {"NS": 0, "EW": 480}


# -- scoring rules on their own ------------------------------------------------------------------------


@pytest.mark.parametrize("points, rounded", [(0, 0), (4, 0), (5, 10), (14, 10), (15, 20), (31, 30), (81, 80),
                                             (85, 90), (131, 130), (135, 140), (162, 160), (252, 250)])
def test_trick_points_round_to_the_nearest_ten_five_up(points, rounded):
    assert round_to_ten(points) == rounded


def scored(contract, declarer, tricks, doubled=1, announces=None, announce_side=None, belot=None):
    """score_hand on a finished hand reduced to what scoring reads."""
    declared = [[], [], [], []]
    for seat, combination in (announces or {}).items():
        declared[Seat.parse(seat)].append(combination)
    contract_bid = bid(int(contract[:-1]), contract[-1])
    hand = SimpleNamespace(
        contract=contract_bid, declarer=Seat.parse(declarer), doubled=doubled, points=dict(tricks),
        announce_side=announce_side, declared=declared, belot_seat=None if belot is None else Seat.parse(belot),
        announce_reason="test" if announce_side else "", announces_shown=True,
        contract_text=contract + {1: "", 2: "X", 4: "XX"}[doubled])
    result = score_hand(hand)
    for side in ("NS", "EW"):
        assert result.points[side] == sum(e.points for e in result.entries[side])
    return result


THIRD_S = seq("QS JS TS")
FOURTH_D = seq("AD KD QD JD")


@pytest.mark.parametrize("kwargs, made, points", [
    # the tutorial
    (dict(contract="120C", declarer="N", tricks={"NS": 131, "EW": 31}, announces={"S": THIRD_S},
          announce_side="NS"), True, {"NS": 270, "EW": 30}),
    # the defenders' better announce scores for them when the contract is made
    (dict(contract="100H", declarer="S", tricks={"NS": 112, "EW": 50}, announces={"E": FOURTH_D, "S": THIRD_S},
          announce_side="EW"), True, {"NS": 210, "EW": 100}),
    # ... and can defeat it: 100 against 62 + 50
    (dict(contract="100H", declarer="S", tricks={"NS": 100, "EW": 62}, announces={"E": FOURTH_D},
          announce_side="EW"), False, {"NS": 0, "EW": 310}),
    # a defeated side's winning announces go to the defenders: 160 + 120 + 50 + 20
    (dict(contract="120C", declarer="N", tricks={"NS": 50, "EW": 112},
          announces={"N": FOURTH_D, "S": THIRD_S}, announce_side="NS"), False, {"NS": 0, "EW": 350}),
    # tied announces count for nobody
    (dict(contract="80S", declarer="E", tricks={"NS": 62, "EW": 100}, announces={"E": THIRD_S, "N": THIRD_S},
          announce_side=None), True, {"NS": 60, "EW": 180}),
    # the Belot counts towards making the contract: 72 + 20 against 90
    (dict(contract="80S", declarer="E", tricks={"NS": 90, "EW": 72}, belot="W"), True, {"NS": 90, "EW": 170}),
    (dict(contract="80S", declarer="E", tricks={"NS": 90, "EW": 72}), False, {"NS": 240, "EW": 0}),
    # the defenders' Belot in a defeat: 160 + 80 + 20
    (dict(contract="80S", declarer="E", tricks={"NS": 92, "EW": 70}, belot="N"), False, {"NS": 260, "EW": 0}),
    # doubled and redoubled: everything but the Belot
    (dict(contract="80S", declarer="E", tricks={"NS": 62, "EW": 100}, doubled=2, belot="E"), True,
     {"NS": 120, "EW": 380}),
    (dict(contract="90D", declarer="S", tricks={"NS": 70, "EW": 92}, doubled=4, announces={"S": THIRD_S},
          announce_side="NS"), False, {"NS": 0, "EW": 1080}),
    # exactly the bid + 2, and one point short
    (dict(contract="120C", declarer="N", tricks={"NS": 122, "EW": 40}), True, {"NS": 240, "EW": 40}),
    (dict(contract="120C", declarer="N", tricks={"NS": 121, "EW": 41}), False, {"NS": 0, "EW": 280}),
    # tied announces in a defeat: 160 + 80, nothing for the announces
    (dict(contract="80S", declarer="E", tricks={"NS": 100, "EW": 62}, announces={"E": THIRD_S, "N": THIRD_S},
          announce_side=None), False, {"NS": 240, "EW": 0}),
    # slam by the defenders
    (dict(contract="80H", declarer="N", tricks={"NS": 0, "EW": 252}), False, {"NS": 0, "EW": 240}),
])
def test_scoring(kwargs, made, points):
    result = scored(**kwargs)
    assert result.made is made
    assert result.points == points


def test_score_lines_say_why():
    made = scored("120C", "N", {"NS": 122, "EW": 40})
    assert "North-South made it: their 122 points beat East-West's 40 and reach 122, the bid and 2 more." in made.lines
    assert made.lines[0] == "North bid 120 \u2663 for North-South."
    short = scored("120C", "N", {"NS": 121, "EW": 41})
    assert "North-South are defeated: their 121 points do not reach 122, the bid and 2 more." in short.lines
    beaten = scored("80S", "E", {"NS": 90, "EW": 72}, doubled=2)
    assert "East-West are defeated: their 72 points are not more than North-South's 90." in beaten.lines
    assert beaten.lines[0] == "East bid 80 \u2660 for East-West, doubled."
    assert [(e.kind, e.points) for e in beaten.entries["NS"]] == [("defeat", 160), ("contract", 80),
                                                                  ("doubling", 240)]


# -- what each seat sees -------------------------------------------------------------------------------


def test_a_view_shows_only_the_seats_own_cards_and_the_public_record():
    hand = new_hand(TUTORIAL_CARDS)
    run(hand, TUTORIAL_AUCTION + TUTORIAL_PLAY[:3])
    east = hand.view(Seat.E)
    assert east.hand == tuple(cards("AS 7S KH 8H AD TD 7D"))
    assert east.hand_sizes == (8, 7, 7, 8)
    assert east.to_act is Seat.N and east.legal == ()
    assert [str(a) for a in hand.view(Seat.N).legal] == ["JC", "AC"]  # must beat the ten of trumps
    assert east.trick == ((Seat.S, card("7C")), (Seat.E, card("TC")))
    assert east.trump == "C" and east.dealer is Seat.W and east.phase == "play"
    assert east.public.may_announce == ()
    assert [(s.name, str(a)) for s, a in east.history[-3:]] == [("S", "announce:third"), ("S", "7C"),
                                                                 ("E", "TC")]


def test_the_history_names_the_seat_of_every_action():
    hand = new_hand(TUTORIAL_CARDS)
    run(hand, TUTORIAL_AUCTION + TUTORIAL_PLAY)
    history = hand.view(Seat.W).history
    assert len(history) == len(TUTORIAL_AUCTION) + len(TUTORIAL_PLAY)
    assert [str(a) for _, a in history] == TUTORIAL_AUCTION + TUTORIAL_PLAY
    play = [(s.name, str(a)) for s, a in history[len(TUTORIAL_AUCTION):]]
    assert play[:6] == [("S", "announce:third"), ("S", "7C"), ("E", "TC"), ("N", "JC"), ("W", "QC"), ("N", "8C")]
    assert play[-4:] == [("N", "AC"), ("W", "JD"), ("S", "TS"), ("E", "AD")]
    assert hand.view(Seat.S).played_by(Seat.S) == cards("7C 8D JS KD 7H QS QD TS")


def test_cards_are_played_in_any_notation():
    hand = new_hand(TUTORIAL_CARDS)
    run(hand, TUTORIAL_AUCTION)
    run(hand, ["Announce:Third", "7c", "10C", "jc", "QC"])
    assert [str(a) for a in hand.actions[-5:]] == ["announce:third", "7C", "TC", "JC", "QC"]


@pytest.mark.parametrize("case, points, lines", [
    (dict(contract="80S", declarer="E", tricks={"NS": 62, "EW": 100}, doubled=2, belot="E"),
     {"NS": 120, "EW": 380}, [
         "East bid 80 \u2660 for East-West, doubled.",
         "East-West won 120 points: 100 in tricks and 20 for the Belot.",
         "North-South won 62 points in tricks.",
         "East-West made it: their 120 points beat North-South's 62 and reach 82, the bid and 2 more.",
         "East-West score 380: 100 for their tricks + 80 for the contract made, doubled to 360, and 20 for the "
         "Belot.",
         "North-South score 120: 60 for their 62 points in tricks (rounded), doubled to 120.",
     ]),
    (dict(contract="120C", declarer="N", tricks={"NS": 50, "EW": 112}, announces={"N": FOURTH_D, "S": THIRD_S},
          announce_side="NS"),
     {"NS": 0, "EW": 350}, [
         "North bid 120 \u2663 for North-South.",
         "North-South won 120 points: 50 in tricks and 70 in announces.",
         "East-West won 112 points in tricks.",
         "Announces: test.",
         "North-South are defeated: their 120 points do not reach 122, the bid and 2 more.",
         "North-South score nothing.",
         "East-West score 350: 160 for the defeated contract + 120 for the bid + 70 for all the announces.",
     ]),
], ids=["made, doubled", "defeated"])
def test_the_score_lines_say_in_plain_words_what_happened_and_keep_the_numbers(case, points, lines):
    """Issue 15: no "160 contract defeated + 80 the bid" nor "Contract: 80 Spades doubled by East": who bid what
    for which side, what each side won, made or defeated, and what each side scores item by item, in sentences."""
    result = scored(**case)
    assert result.points == points
    assert result.lines == lines
    redoubled = scored("80H", "N", {"NS": 70, "EW": 92}, belot="S", doubled=4)
    assert redoubled.points == {"NS": 20, "EW": 960}
    assert redoubled.lines[-3:] == [
        "North-South are defeated: their 90 points are not more than East-West's 92.",
        "North-South score 20 for the Belot.",
        "East-West score 960: 160 for the defeated contract + 80 for the bid, redoubled to 960.",
    ]
