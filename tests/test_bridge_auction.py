import pytest

from game.engine import DOUBLE, PASS, REDOUBLE, Seat
from game.engine.actions import bid
from game.variants.bridge.auction import ALL_BIDS, Auction, call_of


def run(dealer, *texts):
    a = Auction(dealer)
    for t in texts:
        c = call_of(t)
        assert a.why_not(c) is None, (t, a.why_not(c))
        a.add(c)
    return a


def test_thirty_five_bids_in_order():
    assert len(ALL_BIDS) == 35
    assert [str(b) for b in ALL_BIDS[:6]] == ["1C", "1D", "1H", "1S", "1NT", "2C"]
    assert str(ALL_BIDS[-1]) == "7NT"


def test_call_notation():
    assert call_of("1n") is bid(1, "NT") and call_of("7nt") is bid(7, "NT")
    assert call_of("p") is PASS and call_of("X") is DOUBLE and call_of("xx") is REDOUBLE
    with pytest.raises(ValueError):
        call_of("8S")


def test_four_passes_pass_the_deal_out():
    a = run(Seat.E, "p", "p", "p")
    assert not a.closed and a.to_call is Seat.N
    a.add(PASS)
    assert a.closed and a.passed_out and a.declarer is None and a.legal_calls() == []


def test_three_passes_after_a_bid_close_it_and_declarer_first_named_the_strain():
    a = run(Seat.N, "1H", "p", "3H", "p", "4H", "p", "p")
    assert not a.closed
    a.add(PASS)
    assert a.closed and a.contract_text == "4H"
    assert a.declarer is Seat.N  # South bid 4H last, but North named hearts first


def test_opening_by_fourth_hand_then_three_passes():
    a = run(Seat.W, "p", "p", "p", "1C", "p", "p", "p")
    assert a.closed and a.declarer is Seat.S and a.contract_text == "1C"


def test_double_and_redouble_rules():
    a = run(Seat.N, "1S")
    assert a.why_not(REDOUBLE) == "you may only redouble a bid that the opponents doubled"
    a.add(DOUBLE)  # East doubles North
    assert a.why_not(DOUBLE) == "you may only double the opponents' bid"  # South
    a.add(PASS)
    assert a.why_not(DOUBLE) == "the bid is already doubled"  # West
    assert a.why_not(REDOUBLE) == "you may only redouble your own side's bid"
    a.add(PASS)
    assert a.why_not(REDOUBLE) is None  # North redoubles his own bid
    a.add(REDOUBLE)
    assert a.contract_text == "1SXX" and a.doubled == 4
    a.add(bid(2, "C"))  # East's new bid wipes out the doubles
    assert a.doubled == 1 and a.contract_text == "2C"
    assert a.why_not(DOUBLE) is None  # South doubles East
    assert run(Seat.N, "1S", "p").why_not(DOUBLE) == "you may only double the opponents' bid"
    assert Auction(Seat.N).why_not(DOUBLE) == "there is no bid to double"


def test_bids_must_rise_and_legal_calls_list_them():
    a = run(Seat.N, "3NT")
    assert a.why_not(bid(3, "S")) == "a bid must be higher than 3NT"
    legal = a.legal_calls()
    assert legal[:2] == [PASS, DOUBLE] and legal[2] is bid(4, "C") and len(legal) == 2 + 20
    assert len(Auction(Seat.N).legal_calls()) == 36


def test_copy_is_independent():
    a = run(Seat.S, "1D")
    b = a.copy()
    b.add(DOUBLE)
    assert a.doubled == 1 and b.doubled == 2 and len(a.calls) == 1
