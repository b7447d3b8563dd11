"""The bridge bidding system: chosen calls and their meanings on hand-built hands, and legality over many
random auctions where four computers bid."""

import random

import pytest

from game.engine import DOUBLE, PASS, Seat
from game.engine.cards import DECK_52, cards
from game.variants.bridge.auction import Auction, call_of
from game.variants.bridge.bidding import HandInfo, choose_call, meaning, meaning_in, meanings, simulation
from game.variants.bridge.bidding.model import Context

NOBODY = {"NS": False, "EW": False}
NOTHING = {"NS": 0, "EW": 0}


def hand(spades="", hearts="", diamonds="", clubs=""):
    suits = zip("SHDC", (spades, hearts, diamonds, clubs), strict=True)
    return cards(" ".join(r + s for s, ranks in suits for r in ranks))


def auction(dealer, *texts):
    a = Auction(dealer)
    for t in texts:
        a.add(call_of(t))
    return a


def choose(h, a, vulnerable=NOBODY, below=NOTHING, skill="advanced"):
    call, reasons = choose_call(h, a, vulnerable, below, skill)
    assert reasons and all(isinstance(r, str) and r for r in reasons)
    return str(call) if call not in (PASS, DOUBLE) else {PASS: "pass", DOUBLE: "X"}[call]


def text_of(a, call_text):
    a = a.copy()
    a.add(call_of(call_text))
    return meaning(a, len(a.calls) - 1)


# ---------------------------------------------------------------- evaluation

def test_hand_evaluation():
    h = HandInfo(hand("AKQ2", "K32", "J54", "432"))
    assert h.hcp == 13 and h.balanced and h.length("S") == 4 and h.shape == (4, 3, 3, 3)
    assert h.stopper("H") and not h.stopper("C") and h.aces == 1 and h.controls == 4
    assert h.opening_suit() == "C"
    shapely = HandInfo(hand("AQ9876", "", "KJ432", "A2"))
    assert shapely.support_points("S") == 14 + 5 + 1 and shapely.losers == 4 and not shapely.balanced
    assert HandInfo(hand("K2", "A3", "KJ54", "Q9832")).opening_suit() == "C"
    assert HandInfo(hand("AK32", "Q432", "K54", "32")).opening_suit() == "D"


# ---------------------------------------------------------------- openings

@pytest.mark.parametrize("cards_, expected, words", [
    (hand("KQ2", "AJ3", "KJ54", "Q32"), "1NT", "15 to 17 points, balanced"),
    (hand("AKJ2", "AQ3", "KQ4", "J32"), "2NT", "20 to 21"),
    (hand("AKQ2", "AKQ3", "AK4", "K2"), "2C", "strong"),
    (hand("AQ932", "K3", "K54", "J32"), "1S", "5+ spades"),
    (hand("A93", "KQ932", "54", "AJ2"), "1H", "5+ hearts"),
    (hand("A932", "K932", "KQ4", "J2"), "1D", "diamonds"),
    (hand("A93", "K92", "Q4", "AJ832"), "1C", "clubs"),
    (hand("32", "KQJ932", "54", "J32"), "2H", "weak two"),
    (hand("KQT932", "32", "54", "J32"), "2S", "weak two"),
    (hand("2", "32", "KQJ9532", "J32"), "3D", "preempt"),
    (hand("K32", "Q32", "J54", "Q432"), "pass", "not enough to open"),
])
def test_openings(cards_, expected, words):
    a = Auction(Seat.N)
    assert choose(cards_, a) == expected
    assert words in text_of(a, expected).text


def test_one_no_trump_meaning_and_fourth_seat_rule_of_fifteen():
    m = text_of(Auction(Seat.N), "1NT")
    assert m.text == "1NT: 15 to 17 points, balanced" and m.hcp == (15, 17) and m.balanced
    few_spades = hand("2", "KQ32", "AJ54", "Q432")
    assert choose(few_spades, auction(Seat.N, "p", "p", "p")) == "pass"
    assert choose(few_spades, auction(Seat.N, "p", "p")) == "1D"


def test_vulnerability_narrows_weak_twos():
    weak = hand("32", "QJ9832", "54", "K32")
    assert choose(weak, Auction(Seat.N)) == "2H"
    assert choose(weak, Auction(Seat.N), vulnerable={"NS": True, "EW": False}) == "pass"


# ---------------------------------------------------------------- after 1NT

def test_stayman_sequence():
    a = auction(Seat.N, "1NT", "p")
    responder = hand("KJ32", "Q432", "K4", "432")
    assert choose(responder, a) == "2C"
    assert "Stayman" in text_of(a, "2C").text and text_of(a, "2C").convention == "Stayman"
    a = auction(Seat.N, "1NT", "p", "2C", "p")
    assert choose(hand("KQ2", "AJ93", "KJ4", "Q32"), a) == "2H"
    assert "four hearts" in text_of(a, "2H").text
    assert choose(hand("KQ2", "AJ9", "KJ43", "Q32"), a) == "2D"
    assert "no four-card major" in text_of(a, "2D").text
    a = auction(Seat.N, "1NT", "p", "2C", "p", "2H", "p")
    assert choose(hand("K32", "QJ43", "K4", "Q432"), a) == "4H"
    assert choose(hand("KJ32", "Q4", "Q43", "J432"), a) == "2NT"
    assert choose(hand("KJ32", "Q4", "K43", "J432"), a) == "3NT"


def test_transfers():
    a = auction(Seat.N, "1NT", "p")
    assert choose(hand("32", "QJ932", "K54", "432"), a) == "2D"
    m = text_of(a, "2D")
    assert m.text == "2♦: transfer: 5+ hearts, asks partner to bid hearts" and m.length("H") == (5, 13)
    assert m.artificial and m.convention == "Jacoby transfer"
    assert choose(hand("QJ932", "32", "K54", "432"), a) == "2H"
    a = auction(Seat.N, "1NT", "p", "2D", "p")
    assert choose(hand("KQ2", "A3", "KJ54", "Q432"), a) == "2H"
    assert "completes the transfer" in text_of(a, "2H").text
    a = auction(Seat.N, "1NT", "p", "2D", "p", "2H", "p")
    assert choose(hand("32", "QJ932", "K54", "432"), a) == "pass"
    assert choose(hand("3", "KQJ932", "A54", "432"), a) == "4H"
    assert choose(hand("32", "KJ932", "A54", "K32"), a) == "3NT"
    a = auction(Seat.N, "1NT", "p", "2D", "p", "2H", "p", "3NT", "p")
    assert choose(hand("KQ2", "A32", "KJ54", "Q43"), a) == "4H"
    assert choose(hand("KQ2", "A3", "KJ54", "Q432"), a) == "pass"


def test_only_the_bids_one_level_up_are_transfers_and_stayman():
    """Over 1NT, 5♦ is natural, to play, and 3♦ and 3♥ are natural and forcing (deal 7880134: 1NT-5♦ was taken for
    a transfer and answered 5♥)."""
    opener = hand("AJT2", "A73", "AQ", "QT32")
    assert choose(opener, auction(Seat.N, "1NT", "p", "5D", "p")) == "pass"
    assert choose(opener, auction(Seat.N, "1NT", "p", "3D", "p")) == "3NT"
    assert choose(opener, auction(Seat.N, "1NT", "p", "3H", "p")) == "4H"
    assert choose(hand("AJT2", "A7", "AQ3", "QT32"), auction(Seat.N, "1NT", "p", "3H", "p")) == "3NT"
    assert choose(opener, auction(Seat.N, "1NT", "p", "4C", "p")) == "5C"
    assert choose(opener, auction(Seat.N, "2NT", "p", "3D", "p")) == "3H"


def test_no_trump_raises_and_quantitative_four():
    a = auction(Seat.N, "1NT", "p")
    assert choose(hand("K32", "Q32", "K54", "J432"), a) == "2NT"
    assert choose(hand("K32", "Q32", "A54", "K432"), a) == "3NT"
    assert "not Blackwood" in text_of(a, "4NT").text
    assert choose(hand("32", "32", "K5432", "J432"), a) == "pass"


def test_part_score_makes_one_no_trump_game():
    a = auction(Seat.N, "1NT", "p")
    good = hand("K32", "Q32", "A54", "K432")
    assert choose(good, a, below={"NS": 60, "EW": 0}) == "pass"
    assert choose(good, a, below={"NS": 0, "EW": 60}) == "3NT"


def test_part_score_makes_two_of_a_major_game():
    a = auction(Seat.N, "1S", "p")
    limit = hand("KJ32", "Q32", "A54", "432")
    assert choose(limit, a) == "3S"
    assert choose(limit, a, below={"NS": 40, "EW": 0}) == "2S"
    a = auction(Seat.N, "1S", "p", "2S", "p")
    strong = hand("AKJ32", "A32", "KQ4", "32")
    assert choose(strong, a) == "3S"
    assert choose(strong, a, below={"NS": 40, "EW": 0}) == "pass"


# ---------------------------------------------------------------- 2C, weak twos, Blackwood

def test_strong_two_clubs_and_waiting():
    a = auction(Seat.N, "2C", "p")
    assert choose(hand("432", "J32", "Q54", "J432"), a) == "2D"
    assert "waiting" in text_of(a, "2D").text and text_of(a, "2D").artificial
    a = auction(Seat.N, "2C", "p", "2D", "p")
    assert choose(hand("AKQ2", "AKJ", "AQ4", "432"), a) == "2NT"
    assert choose(hand("AKQ2", "AKJ", "AQ4", "KJ2"), a) == "3NT"
    assert "22 to 24" in text_of(a, "2NT").text
    assert choose(hand("AKQJ32", "AK2", "A4", "K2"), a) == "2S"


def test_weak_two_answers():
    a = auction(Seat.N, "2H", "p")
    assert choose(hand("AK32", "K2", "AQ54", "Q32"), a) == "2NT"
    assert "asks" in text_of(a, "2NT").text
    assert choose(hand("Q32", "K32", "J543", "432"), a) == "3H"
    assert choose(hand("Q32", "2", "J5432", "J432"), a) == "pass"
    a = auction(Seat.N, "2H", "p", "2NT", "p")
    assert choose(hand("32", "KQJ932", "54", "J32"), a) == "3H"
    assert choose(hand("32", "KQ9832", "K4", "J2"), a) == "3NT"
    assert choose(hand("32", "KJ9832", "A4", "Q2"), a) == "3D"


def test_roman_key_card_blackwood_answers_and_slam_decision():
    """4NT asks for the key cards, the four aces and the king of trumps: 5♣ shows 0 or 3, 5♦ 1 or 4, 5♥ two
    without the queen of trumps, 5♠ two with it. The asker stops at five with two key cards missing, or one and
    the queen of trumps (deals 930021, 930078 and 930094: 6♠ one down each), and bids the small slam otherwise."""
    a = auction(Seat.N, "1S", "p", "2NT", "p", "3S", "p", "4NT", "p")
    assert "Key Card" in meaning(a, 6).text and meaning(a, 6).strain == "S"
    assert choose(hand("AQ932", "K3", "A54", "J32"), a) == "5S"
    assert choose(hand("AJ932", "K3", "A54", "Q32"), a) == "5H"
    assert text_of(a, "5H").text == "5♥: answers Roman Key Card Blackwood: 2 key cards without the queen of trumps"
    assert choose(hand("KQ932", "K3", "Q54", "K32"), a) == "5D"
    assert choose(hand("Q9732", "K3", "Q54", "K32"), a) == "5C"
    without_queen = auction(Seat.N, "1S", "p", "2NT", "p", "3S", "p", "4NT", "p", "5H", "p")
    assert choose(hand("KJ54", "KQ2", "KQ32", "A2"), without_queen) == "5S"
    assert "one and the queen of trumps" in text_of(without_queen, "5S").text
    assert choose(hand("KQ54", "KQ2", "KQ32", "A2"), without_queen) == "6S"
    one = auction(Seat.N, "1S", "p", "2NT", "p", "3S", "p", "4NT", "p", "5D", "p")
    assert choose(hand("KJ54", "KQ2", "KQ32", "A2"), one) == "5S"  # 1 key card, not 4: two missing
    assert choose(hand("KJ54", "AQ2", "KQ32", "A2"), one) == "6S"
    with_queen = auction(Seat.N, "1S", "p", "2NT", "p", "3S", "p", "4NT", "p", "5S", "p")
    assert choose(hand("KJ54", "AQ2", "KQ32", "A2"), with_queen) == "5NT"


def test_the_queen_of_trumps_is_asked_for_before_a_grand_slam():
    """Every key card is ours (my two and partner's three, 5♣), but nobody has shown the queen of trumps: the next
    step, 5♦, asks for it; partner bids 5NT with it (the grand slam follows) and six of trumps without it."""
    a = auction(Seat.N, "1S", "p", "2NT", "p", "3S", "p", "4NT", "p", "5C", "p")
    assert choose(hand("KJ54", "KQ2", "KQ32", "A2"), a) == "5D"
    assert "queen of spades" in text_of(a, "5D").text
    asked = auction(Seat.N, "1S", "p", "2NT", "p", "3S", "p", "4NT", "p", "5C", "p", "5D", "p")
    assert choose(hand("AQ932", "A3", "A54", "J32"), asked) == "5NT"
    assert choose(hand("A9732", "A3", "A54", "Q32"), asked) == "6S"
    found = auction(Seat.N, "1S", "p", "2NT", "p", "3S", "p", "4NT", "p", "5C", "p", "5D", "p", "5NT", "p")
    assert choose(hand("KJ54", "KQ2", "KQ32", "A2"), found) == "7S"
    missing = auction(Seat.N, "1S", "p", "2NT", "p", "3S", "p", "4NT", "p", "5C", "p", "5D", "p", "6S", "p")
    assert choose(hand("KJ54", "KQ2", "KQ32", "A2"), missing) == "pass"


# ---------------------------------------------------------------- responses and rebids

def test_responses_to_one_of_a_major():
    a = auction(Seat.N, "1S", "p")
    assert choose(hand("K32", "Q32", "J542", "432"), a) == "2S"
    assert choose(hand("KJ32", "A32", "K54", "Q32"), a) == "2NT"
    assert "Jacoby" in text_of(a, "2NT").text
    assert choose(hand("3", "Q32", "KJ542", "Q432"), a) == "1NT"
    assert choose(hand("3", "Q32", "AKJ54", "Q432"), a) == "2D"
    assert choose(hand("32", "Q32", "J542", "5432"), a) == "pass"


def test_opener_rebids():
    a = auction(Seat.N, "1D", "p", "1S", "p")
    assert choose(hand("A2", "KQ2", "J654", "Q432"), a) == "1NT"
    assert choose(hand("KQ32", "K2", "AJ54", "J32"), a) == "2S"
    assert choose(hand("A2", "KQ2", "AKJ54", "J32"), a) == "2NT"


def test_opener_with_a_long_minor_and_too_much_to_invite_bids_game():
    # deal 950037: 1C 1S 3C (16 to 18, invites) with 20 points and six clubs was passed out in 3C, slam cold
    a = auction(Seat.S, "1C", "p", "1S", "p")
    assert choose(hand("AK4", "A4", "KQ", "KJ6532"), a) == "3NT"
    assert "20+ points" in text_of(a, "3NT").text
    assert choose(hand("AK4", "A4", "Q2", "KJ6532"), a) == "3C"  # 17 points, 19 with the long clubs


def test_opener_with_slam_values_does_not_stop_in_game_over_a_limit_raise():
    # deal 940105: 1S 3S 4S with 21 points opposite 10 to 12, twelve tricks cold
    a = auction(Seat.E, "p", "1S", "p", "3S", "p")
    assert choose(hand("KQJ87", "AK4", "J", "AK94"), a) == "4NT"
    assert choose(hand("KQJ87", "AK4", "J2", "Q94"), a) == "4S"
    assert choose(hand("KQJ87", "Q54", "J2", "K94"), a) == "pass"


def test_a_new_suit_from_a_hand_that_limited_itself_does_not_force():
    # deal 940088: 1S 1NT 2C 3D (10 points, six diamonds, meant as a part-score) was read as forcing, so opener
    # bid on to 3S and partner to 4S, down one with 3D and 3NT making
    a = auction(Seat.W, "1S", "p", "1NT", "p", "2C", "p")
    assert choose(hand("2", "T643", "AQ9863", "A5"), a) == "3D"
    three_diamonds = text_of(a, "3D")
    assert not three_diamonds.forcing and "forcing" not in three_diamonds.text
    assert text_of(auction(Seat.W, "1S", "p", "2C", "p", "2S", "p"), "2H").forcing  # 11+ points: still forcing
    opener = auction(Seat.W, "1S", "p", "1NT", "p", "2C", "p", "3D", "p")
    assert choose(hand("AKJ76", "Q5", "J7", "QT83"), opener) != "3S"


# ---------------------------------------------------------------- competition

def test_overcalls_and_takeout_doubles():
    a = auction(Seat.N, "1D", )
    assert choose(hand("AQJ32", "K32", "54", "432"), a) == "1S"
    assert "overcall" in text_of(a, "1S").text
    assert choose(hand("KJ32", "AQ32", "4", "K432"), a) == "X"
    m = text_of(a, "X")
    assert "takeout" in m.text and m.length("D") == (0, 3)
    assert choose(hand("KJ3", "AQ2", "KQ4", "K432"), a) == "1NT"
    assert choose(hand("KJ3", "Q32", "Q54", "5432"), a) == "pass"
    a = auction(Seat.N, "1D", "X", "p")
    assert choose(hand("Q9832", "J32", "54", "432"), a) == "1S"


def test_a_weak_hand_runs_from_partners_doubled_one_no_trump():
    # deal 940007: 1D 1NT X left in with a yarborough and five hearts opposite, down four for -800
    overcall = auction(Seat.S, "1D", "1NT", "X")
    yarborough = hand("7", "T9854", "T84", "8532")
    assert choose(yarborough, overcall) == "2H"
    escape = text_of(overcall, "2H")
    assert escape.kind == "escape" and escape.hcp == (0, 6) and "escapes" in escape.text
    assert choose(hand("7", "T9854", "AK4", "K532"), overcall) != "2H"  # 10 points: the escape says weak
    assert choose(hand("T72", "T985", "T84", "853"), overcall) == "pass"  # no five-card suit to run to
    opened = auction(Seat.N, "1NT", "X")
    assert choose(hand("9765432", "5", "T84", "85"), opened) == "2S"
    assert choose(hand("AJ2", "KQ32", "AJ4", "Q94"), auction(Seat.S, "1D", "1NT", "X", "2H", "p")) == "pass"


def test_a_double_of_an_overcall_is_negative_not_penalty():
    """1♠ (2♦): good diamonds no longer double (the double would show hearts): 2NT with diamonds stopped."""
    a = auction(Seat.N, "1S", "2D")
    assert choose(hand("3", "Q32", "AQT9", "KJ432"), a) == "2NT"
    assert "negative" in text_of(a, "X").text and text_of(a, "X").length("H")[0] == 4


def test_penalty_double_when_opponents_overreach():
    a = auction(Seat.N, "1NT", "p", "3NT", "4S")
    m_before = meanings(a)
    assert len(m_before) == 4
    strong = hand("KJ98", "A32", "KQ4", "Q32")
    assert choose(strong, a) == "X"


# ---------------------------------------------------------------- novice and random auctions

def test_novice_bids_simple_counts():
    assert choose(hand("AQ932", "K3", "K54", "J32"), Auction(Seat.N), skill="novice") in ("1S", "pass")
    assert choose(hand("32", "Q32", "J54", "J5432"), Auction(Seat.N), skill="novice") == "pass"
    a = auction(Seat.N, "1S", "p")
    assert choose(hand("KJ2", "A32", "K54", "Q432"), a, skill="novice") == "4S"


def random_deal(rng):
    deck = list(DECK_52)
    rng.shuffle(deck)
    return {Seat(i): deck[13 * i: 13 * (i + 1)] for i in range(4)}


def play_auction(rng, skills, dealer, vulnerable, below):
    hands = random_deal(rng)
    a = Auction(dealer)
    while not a.closed:
        seat = a.to_call
        call, reasons = choose_call(hands[seat], a, vulnerable, below, skills[seat], rng)
        assert a.why_not(call) is None, (a.calls, call)
        assert reasons
        a.add(call)
        assert len(a.calls) < 60
    return hands, a


@pytest.mark.slow
@pytest.mark.parametrize("seed", (5, 6, 7))  # three runs of 500 auctions, shared among the test workers
def test_random_auctions_always_legal_close_and_explain(monkeypatch, seed):
    # The Expert's simulation deals 3 layouts instead of 48: which calls it weighs, and so their legality and
    # meanings, does not depend on how many layouts judge them, and 1,500 auctions cost a fraction of the time.
    monkeypatch.setattr(simulation, "LAYOUTS", 3)
    rng = random.Random(seed)
    for n in range(500):
        skills = [rng.choice(("novice", "advanced", "expert")) for _ in range(4)]
        vulnerable = {"NS": rng.random() < 0.5, "EW": rng.random() < 0.5}
        below = {"NS": rng.choice((0, 0, 40, 70)), "EW": rng.choice((0, 0, 30, 60))}
        _, a = play_auction(rng, skills, Seat(n % 4), vulnerable, below)
        assert a.closed
        for i, call in enumerate(a.calls):
            prefix = Auction(a.dealer, a.calls[:i])
            m = meaning_in(Context(prefix, meanings(prefix)), call)  # the unguarded path: must not raise
            assert m.call is call and m.text and meaning(a, i).text == m.text


def test_openings_agree_with_their_meanings():
    rng = random.Random(9)
    checked = 0
    for n in range(400):
        hands, a = play_auction(rng, ["advanced"] * 4, Seat(n % 4), NOBODY, NOTHING)
        for i, call in enumerate(a.calls):
            if call is PASS:
                continue
            m = meaning(a, i)
            h = HandInfo(hands[a.seat_of(i)])
            assert m.hcp[0] <= h.hcp <= m.hcp[1], (m.text, h.describe())
            for s in "SHDC":
                lo, hi = m.length(s)
                assert lo <= h.length(s) <= hi, (m.text, s, h.describe())
            if m.balanced:
                assert h.balanced
            checked += 1
            break
    assert checked > 200
