"""Double-Deck Pinochle rules: deal, auction, trumps, passing, meld, play, scoring, options, game numbers."""

from __future__ import annotations

import pytest
from conftest import refused

from game.engine import PASS, IllegalAction, OptionsError, Seat, card, cards
from game.engine.cards import DECK_80
from game.engine.match import Match
from game.engine.options import options_from_json
from game.engine.records import dumps, hand_from_record, load
from game.variants import VARIANTS
from game.variants.pinochle import game_pack, game_title, parse_game_title
from game.variants.pinochle.rules import BidderSet, CardsPassed, MeldCounted, PinochleOptions, ladder_of, legal_cards

PINOCHLE = VARIANTS["pinochle"]

# North holds every ace and the tens of spades: with spades trumps North wins all twenty tricks.
SWEEP = {
    "N": "AS AH AD AC " * 4 + "TS TS TS TS",
    "E": "KD KD KD KD KC KC KC KC QS QS QS QS QH QH QH QH QD QD QD QD",
    "S": "TH TH TH TH TD TD TD TD TC TC TC TC KS KS KS KS KH KH KH KH",
    "W": "QC QC QC QC JS JS JS JS JH JH JH JH JD JD JD JD JC JC JC JC",
}
# The manual's example hand for South (a ten of hearts added to make twenty); the rest is arbitrary but fixed.
EXAMPLE_SOUTH = "AS AS KS QS AH QH QH JH JH AC TC KC QC JC JC JC AD TD JD TH"


def deal_around(south: str) -> dict:
    """South's cards as given, the rest of the deck dealt to the others in order."""
    rest = list(DECK_80)
    for c in cards(south):
        rest.remove(c)
    return {"S": south, "W": rest[0:20], "N": rest[20:40], "E": rest[40:60]}


def new_hand(cards_by_seat=None, dealer="W", deal_number=None, **changes):
    opts = PinochleOptions().replace(**changes)
    if deal_number is not None:
        return PINOCHLE.new_hand(opts, dealer=Seat.parse(dealer), deal_number=deal_number)
    return PINOCHLE.new_hand(opts, dealer=Seat.parse(dealer), cards=cards_by_seat)


def run(hand, actions) -> list:
    events = []
    for action in actions.split() if isinstance(actions, str) else actions:
        events.extend(hand.apply(action))
    return events


def play_out(hand) -> list:
    events = []
    while not hand.done:
        events.extend(hand.apply(hand.legal_actions()[0]))
    return events


def of_type(events, cls) -> list:
    return [e for e in events if isinstance(e, cls)]


# -- the deal ---------------------------------------------------------------------------------------------
def test_a_numbered_deal_gives_twenty_cards_each_from_the_80_card_deck():
    hand = new_hand(deal_number=77)
    dealt = [c for s in Seat for c in hand.hands[s]]
    assert [len(hand.hands[s]) for s in Seat] == [20] * 4
    assert sorted(c.text for c in dealt) == sorted(c.text for c in DECK_80)
    assert new_hand(deal_number=77).hands == hand.hands
    assert hand.to_act == Seat.N and hand.phase == "bidding"  # dealer West: North bids first


def test_explicit_deals_are_checked():
    with pytest.raises(ValueError, match="more than four times"):
        new_hand({"N": "AS " * 5 + "KS " * 15, "E": SWEEP["E"], "S": SWEEP["S"], "W": SWEEP["W"]})
    with pytest.raises(ValueError, match="not in the 80-card"):
        new_hand({**SWEEP, "N": SWEEP["N"].replace("TS TS TS TS", "9S TS TS TS")})
    with pytest.raises(ValueError, match="must have 20"):
        new_hand({**SWEEP, "N": "AS"})


def test_rotating_the_deal_gives_easts_cards_to_south():
    plain = new_hand(deal_number=5)
    turned = new_hand(deal_number=5, rotate_deal=90)
    assert turned.hands[Seat.S] == plain.hands[Seat.E]
    assert turned.hands[Seat.W] == plain.hands[Seat.S]
    half = new_hand(deal_number=5, rotate_deal=180)
    assert half.hands[Seat.S] == plain.hands[Seat.N]
    assert new_hand(deal_number=5, rotate_deal=270).hands[Seat.S] == plain.hands[Seat.W]


def test_swap_best_hand_to_south():
    from game.variants.pinochle.rules import hand_strength
    opts = PinochleOptions()
    for number in range(1, 8):
        plain = new_hand(deal_number=number)
        swapped = new_hand(deal_number=number, swap_best_to_south=True)
        strengths = [hand_strength(plain.hands[s], opts) for s in Seat]
        assert hand_strength(swapped.hands[Seat.S], opts) == max(strengths)
        assert sorted(" ".join(c.text for c in h) for h in swapped.hands) == \
            sorted(" ".join(c.text for c in h) for h in plain.hands)


# -- the auction ------------------------------------------------------------------------------------------
def test_the_bidding_ladder_by_ones_then_fives_and_by_tens():
    ones = [b.amount for b in ladder_of(PinochleOptions())]
    assert ones[:13] == [50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 65, 70]
    tens = [b.amount for b in ladder_of(PinochleOptions(bid_style="tens"))]
    assert tens[:13] == [500, 510, 520, 530, 540, 550, 560, 570, 580, 590, 600, 650, 700]
    assert [b.amount for b in ladder_of(PinochleOptions(minimum_bid=45))][:3] == [45, 46, 47]


@pytest.mark.parametrize("minimum", [61, 62, 67, 72, 499])
def test_a_minimum_bid_above_60_off_the_ladder_is_refused(minimum):
    """Item 5: above 60 the ladder goes by 5s, so a minimum of 62 would make a ladder 62, 67, 72 ..."""
    with pytest.raises(OptionsError, match=f"Minimum opening bid: {minimum} is not on the bidding ladder"):
        PinochleOptions().replace(minimum_bid=minimum)
    with pytest.raises(OptionsError, match="not on the bidding ladder"):
        options_from_json(PinochleOptions, {"minimum_bid": minimum})
    kept, problems = options_from_json(PinochleOptions, {"minimum_bid": minimum, "target": 400}, strict=False)
    assert kept.minimum_bid == 50 and kept.target == 400 and len(problems) == 1


def test_a_minimum_bid_on_the_ladder_is_taken():
    for minimum, start in ((60, [60, 65, 70]), (65, [65, 70, 75]), (500, [500]), (57, [57, 58, 59])):
        options = PinochleOptions().replace(minimum_bid=minimum)
        assert [b.amount for b in ladder_of(options)][:3] == start
    assert [b.amount for b in ladder_of(PinochleOptions(bid_style="tens", minimum_bid=70))][:2] == [700, 750]


def test_bids_must_rise_on_the_ladder_and_a_pass_is_final():
    hand = new_hand(deal_number=3)
    run(hand, "51 pass")
    refused(hand, "51", "too low")
    refused(hand, "61", "not a bid here")
    run(hand, "53 pass")  # South 53, West passes
    assert hand.to_act == Seat.N  # East and West have passed: North and South go on
    run(hand, "54")
    assert hand.to_act == Seat.S
    run(hand, "pass")
    assert hand.phase == "trump" and hand.bidder == Seat.N and hand.bid_amount == 54
    assert hand.to_act == Seat.N


def test_the_manual_example_auction():
    hand = new_hand(deal_around(EXAMPLE_SOUTH), dealer="E")  # South bids first
    events = run(hand, "51 pass 53 pass 54 pass trump:C")
    assert hand.bidder == Seat.S and hand.trump == "C" and hand.phase == "play"
    shown = {(e.seat, e.label): e.points for e in events if type(e).__name__ == "MeldShown"}
    assert {k: v for k, v in shown.items() if k[0] == Seat.S} == {
        (Seat.S, "Aces around"): 10, (Seat.S, "Marriage in spades"): 2, (Seat.S, "Run in clubs"): 15,
        (Seat.S, "Pinochle"): 4}


def test_nobody_bids_the_bid_is_dropped_on_the_dealer():
    hand = new_hand(deal_number=3, dealer="S")
    events = run(hand, "pass pass pass")
    assert hand.phase == "trump" and hand.to_act == Seat.S and hand.dropped and hand.bid_amount == 50
    assert events[-1].contract == "50" and events[-1].declarer == Seat.S
    assert hand.view(Seat.N).public.dropped is True


def test_require_a_marriage_to_make_any_bid():
    no_marriage = {**SWEEP}
    hand = new_hand(no_marriage, dealer="W", marriage_to_bid=True)
    assert hand.legal_actions() == [PASS]  # North holds no king and queen of one suit
    refused(hand, "50", "no marriage")
    hand.apply("pass")
    assert len(hand.legal_actions()) > 1  # East holds kings and queens of diamonds


def test_the_bidder_must_name_a_suit_with_a_marriage():
    hand = new_hand(deal_around(EXAMPLE_SOUTH), dealer="E")
    run(hand, "50 pass pass pass")
    assert [str(a) for a in hand.legal_actions()] == ["trump:S", "trump:C"]
    refused(hand, "trump:H", "king and a queen")
    hand.apply("TRUMP:s")
    assert hand.trump == "S"


def test_a_bidder_without_any_marriage_is_set_before_play():
    hand = new_hand(SWEEP, dealer="W")
    run(hand, "50 pass pass pass")
    assert len(hand.legal_actions()) == 4
    events = run(hand, "trump:S")
    assert hand.done and of_type(events, BidderSet)[0].before_play
    result = hand.result()
    assert result.points["NS"] == -50 and not result.made
    assert [e.kind for e in result.entries["NS"]] == ["set"]
    # East-West's meld (queens around four times and more) is scored although the hand is not played.
    assert result.points["EW"] == hand.side_melds["EW"].counted > 0


def test_too_little_meld_sets_the_bidders_before_play():
    hand = new_hand(deal_around(EXAMPLE_SOUTH), dealer="E", minimum_meld=40)
    events = run(hand, "50 pass pass pass trump:C")
    assert hand.done and "less than the 40 needed" in of_type(events, BidderSet)[0].reason
    assert hand.result().points["NS"] == -50


def test_without_the_marriage_rule_any_suit_may_be_named():
    hand = new_hand(SWEEP, dealer="W", marriage_to_take=False)
    run(hand, "50 pass pass pass trump:S")
    assert hand.phase == "play" and hand.to_act == Seat.N


# -- passing four cards -----------------------------------------------------------------------------------
def test_bidders_pass_four_cards_before_meld():
    hand = new_hand(deal_around(EXAMPLE_SOUTH), dealer="E", pass_four_cards=True)
    run(hand, "50 pass pass pass trump:C")
    assert hand.phase == "passing" and hand.to_act == Seat.N
    north = list(hand.hands[Seat.N])
    given = north[:4]
    events = run(hand, given)
    assert of_type(events, CardsPassed) == [CardsPassed(Seat.N, Seat.S, tuple(given))]
    assert len(hand.hands[Seat.S]) == 24 and hand.to_act == Seat.S
    assert hand.view(Seat.S).public.passed_cards[Seat.N] == tuple(given)
    assert hand.view(Seat.E).public.passed_cards == {}
    refused(hand, next(c for c in DECK_80 if c not in hand.hands[Seat.S]), "do not hold")
    events = run(hand, "JH JH QH QH")
    assert hand.phase == "play" and [len(h) for h in hand.hands] == [20] * 4
    assert of_type(events, MeldCounted) and hand.hands[Seat.N].count(card("JH")) >= 2


def test_only_the_seat_passing_sees_the_cards_it_has_chosen_so_far():
    hand = new_hand(deal_around(EXAMPLE_SOUTH), dealer="E", pass_four_cards=True)
    run(hand, "50 pass pass pass trump:C")
    first, second = hand.hands[Seat.N][:2]
    run(hand, [first, second])
    assert hand.phase == "passing" and hand.to_act == Seat.N
    assert hand.view(Seat.N).public.passing == (first, second)
    assert [hand.view(seat).public.passing for seat in (Seat.E, Seat.S, Seat.W)] == [()] * 3
    assert all(hand.view(seat).public.passed_cards == {} for seat in Seat)  # nothing given yet


# -- play -------------------------------------------------------------------------------------------------
def trick_of(*texts):
    seats = [Seat.N, Seat.E, Seat.S, Seat.W]
    return [(seats[i], card(t)) for i, t in enumerate(texts)]


def best_of(trick, trump):
    best = trick[0][1]
    for _, c in trick[1:]:
        from game.variants.pinochle.rules import beats
        if beats(c, best, trump):
            best = c
    return best


def legal(held, trick_texts, trump="S", **changes):
    trick = trick_of(*trick_texts)
    return sorted(c.text for c in legal_cards(cards(held), trick, best_of(trick, trump), trump,
                                              PinochleOptions(**changes)))


def test_follow_suit_and_beat_the_best_card_when_able():
    assert legal("AH KH QH JC", ["TH"]) == ["AH"]
    assert legal("KH QH JC", ["TH"]) == ["KH", "QH"]  # cannot beat: any heart
    assert legal("AH KH JS", ["TH", "JS"]) == ["AH", "KH"]  # trumped: any heart (none can win)


def test_trump_when_void_and_beat_a_trump_already_played():
    assert legal("AS JS KD", ["TH"]) == ["AS", "JS"]
    assert legal("AS JS KD", ["TH", "KS"]) == ["AS"]
    assert legal("KD QC", ["TH", "KS"]) == ["KD", "QC"]  # no trumps: anything


def test_the_two_trump_options_when_a_trump_cannot_win():
    on_trick = ["TH", "AS"]
    assert legal("JS KD", on_trick) == ["JS"]  # default: must always follow trumps
    assert legal("JS KD", on_trick, ruff_against_higher_trump=True) == ["JS", "KD"]
    assert legal("JS KD", on_trick, must_follow_trumps=False) == ["JS", "KD"]  # item 6: no longer required
    assert legal("JS KD", on_trick, must_follow_trumps=False, ruff_against_higher_trump=True) == ["JS", "KD"]
    assert legal("JS QS", on_trick, must_follow_trumps=False) == ["JS", "QS"]  # nothing else to play


def south_void_in_diamonds_over_a_higher_trump(**changes):
    """North led the king of diamonds, East trumped with the ace of clubs; South holds the jack of clubs and
    the queen of hearts, no diamond."""
    hand = new_hand(deal_around(EXAMPLE_SOUTH), dealer="E", marriage_to_take=False, **changes)
    run(hand, "50 pass pass pass trump:C")
    hand.hands[Seat.S] = cards("JC QH")
    hand.trick = [(Seat.N, card("KD")), (Seat.E, card("AC"))]
    hand.win_card, hand.win_seat, hand.to_act, hand._legal = card("AC"), Seat.E, Seat.S, None
    return hand


def test_with_both_trump_options_off_a_losing_trump_may_be_played_or_not():
    """Item 6: the manual's 'must always follow trumps' off only means such a trump is no longer required."""
    for choice in ("JC", "QH"):
        hand = south_void_in_diamonds_over_a_higher_trump(must_follow_trumps=False)
        assert sorted(c.text for c in hand.legal_actions()) == ["JC", "QH"]
        hand.apply(choice)
        assert hand.trick[-1] == (Seat.S, card(choice))
    hand = south_void_in_diamonds_over_a_higher_trump()  # the default: the losing trump is required
    refused(hand, "QH", "you must play a trump even though it cannot beat the ace of clubs")
    hand.apply("JC")


def test_reasons_for_a_card_that_may_not_be_played():
    hand = new_hand(deal_around(EXAMPLE_SOUTH), dealer="E", marriage_to_take=False)
    run(hand, "50 pass pass pass trump:C")
    hand.trick = [(Seat.E, card("KH"))]  # a king of hearts on the table, South to play
    hand.win_card, hand.win_seat, hand.to_act, hand._legal = card("KH"), Seat.E, Seat.S, None
    with pytest.raises(IllegalAction) as info:
        hand.apply("QH")
    assert info.value.reason == "you must beat the king of hearts: you hold the ace of hearts and the ten of hearts"
    refused(hand, "AS", "you must follow suit")
    refused(hand, "KD", "do not hold")


def test_a_tie_goes_to_the_first_card_played():
    from game.variants.pinochle.rules import beats
    assert not beats(card("AH"), card("AH"), "S") and beats(card("JS"), card("AH"), "S")
    hand = new_hand(SWEEP, dealer="W", marriage_to_take=False)
    run(hand, "50 pass pass pass trump:S")
    hand.hands[Seat.E][hand.hands[Seat.E].index(card("QH"))] = card("AH")  # East gets a second ace of hearts
    hand.hands[Seat.W][hand.hands[Seat.W].index(card("JH"))] = card("AH")
    events = run(hand, "AH AH TH AH")
    won = events[-1]
    assert type(won).__name__ == "TrickWon" and won.winner == Seat.N
    assert "the first one played wins" in won.reason


# -- scoring ----------------------------------------------------------------------------------------------
def test_taking_all_fifty_counters_wins_the_game_outright():
    hand = new_hand(SWEEP, dealer="W", marriage_to_take=False)
    run(hand, "50 pass pass pass trump:S")
    play_out(hand)
    result = hand.result()
    assert hand.counters == {"NS": 50, "EW": 0} and result.outright == "NS" and result.made
    assert result.points == {"NS": 350, "EW": 0}
    match = Match(PINOCHLE, hand.options, seed=1)
    match.current = hand
    match.finish_hand()
    assert match.winner == "NS" and match.over


def test_bidders_short_of_their_bid_who_take_every_counter_win_outright_and_are_not_set():
    """Item 19: 400 meld + 50 counters against a bid of 500. The manual: all 50 counters score the game."""
    hand = new_hand(SWEEP, dealer="W", marriage_to_take=False)
    run(hand, "500 pass pass pass trump:S")
    events = play_out(hand)
    result = hand.result()
    assert hand.side_melds["NS"].counted + hand.counters["NS"] == 450 < hand.bid_amount == 500
    assert result.outright == "NS" and result.made and not of_type(events, BidderSet)
    assert result.points == {"NS": 350, "EW": 0}
    assert [e.kind for e in result.entries["NS"]] == ["outright"]
    assert not any("are set" in line for line in result.lines)
    assert any("win the game outright, although short of their bid" in line for line in result.lines)


def test_last_trick_points_option_and_outright_without_them():
    hand = new_hand(SWEEP, dealer="W", marriage_to_take=False, last_trick_points=0, target=500)
    run(hand, "50 pass pass pass trump:S")
    play_out(hand)
    assert hand.counters["NS"] == 48 and hand.result().outright == "NS"
    assert hand.result().points["NS"] == 500


def played_hand(number, policy_passes=1, **changes):
    """Deal ``number``: the first bidder bids the opening, the others pass; trumps and cards: the first legal."""
    hand = new_hand(deal_number=number, marriage_to_take=False, **changes)
    hand.apply(hand.legal_actions()[1])
    run(hand, "pass pass pass")
    play_out(hand)
    return hand


def test_scores_of_bidders_who_make_it_and_of_defenders():
    for number in range(1, 60):
        hand = played_hand(number)
        result = hand.result()
        bid, defe = hand.bidder.side, ("EW" if hand.bidder.side == "NS" else "NS")
        assert sum(hand.counters.values()) == (0 if hand.set_reason else 50)
        if result.outright is not None:
            assert result.points[result.outright] == 350
            continue
        if result.made and hand.set_reason is None:
            assert result.points[bid] == hand.side_melds[bid].counted + hand.counters[bid]
        elif hand.set_reason is None:
            assert result.points[bid] == -50
        expected_def = 0
        if hand.counters[defe] >= 20 or hand.set_reason is not None:
            expected_def = hand.side_melds[defe].counted + (hand.counters[defe] if hand.set_reason is None else 0)
        assert result.points[defe] == expected_def
        assert result.points == {s: sum(e.points for e in result.entries[s]) for s in ("NS", "EW")}


def test_set_after_play_for_too_few_counters():
    for number in range(1, 200):
        hand = played_hand(number, min_counters_bidders=30)
        if hand.set_reason is None and hand.counters[hand.bidder.side] < 30:
            result = hand.result()
            assert not result.made and result.points[hand.bidder.side] == -50
            assert result.entries[hand.bidder.side][0].kind == "set"
            return
    pytest.fail("no deal with the bidders short of counters")


def test_set_after_play_when_meld_and_counters_fall_short_of_the_bid():
    hand = new_hand(deal_around(EXAMPLE_SOUTH), dealer="E")
    run(hand, "150 pass pass pass trump:C")  # South, on the dealer's left, bids 150
    play_out(hand)
    result = hand.result()
    assert not result.made and result.points["NS"] == -150
    assert "set: " in result.entries["NS"][0].label


def test_bonus_base_and_minimum_counters_for_non_bidders():
    checked = 0
    for number in range(1, 200):
        plain = played_hand(number)
        result = plain.result()
        if not result.made or result.outright or not plain.side_melds[plain.bidder.side].counted:
            continue
        side = plain.bidder.side
        defe = "EW" if side == "NS" else "NS"
        bonus = played_hand(number, save_bonus=25, meld_base=10, min_counters_defenders=1)
        assert bonus.result().points[side] == result.points[side] + 25 + 10
        if 0 < plain.counters[defe] < 20:
            assert result.points[defe] == 0
            meld = plain.side_melds[defe].counted
            assert bonus.result().points[defe] == meld + 10 * bool(meld) + plain.counters[defe]
            checked += 1
        if checked == 2:
            return
    pytest.fail("too few deals where the defenders took a few counters")


def test_the_bidding_side_goes_out_first_when_both_pass_the_target():
    for number in range(1, 100):
        hand = played_hand(number)
        r = hand.result()
        if r.made and min(r.points.values()) > 0 and r.outright is None:
            break
    match = Match(PINOCHLE, hand.options, seed=1)
    match.current = hand
    match.scores = {"NS": 349 - 0, "EW": 349}
    defenders = "EW" if hand.bidder.side == "NS" else "NS"
    match.scores[defenders] += 100  # the other side ends further ahead
    match.finish_hand()
    assert match.winner == hand.bidder.side


def test_score_to_win_option():
    match = Match(PINOCHLE, PinochleOptions(target=1000), seed=5)
    assert match.target == 1000 and match.current.context["target"] == 1000


# -- game numbers and records -----------------------------------------------------------------------------
def finish(hand):
    run(hand, "pass pass pass")
    hand.apply(hand.legal_actions()[0])
    play_out(hand)


def test_a_game_number_deals_the_same_hands_every_time():
    first = Match(PINOCHLE, seed=1234)
    second = Match(PINOCHLE, seed=1234)
    assert first.current.initial_cards == second.current.initial_cards
    assert first.current.dealer == second.current.dealer
    finish(first.current)
    first.finish_hand()
    first.next_hand()
    third_hands = first.current.initial_cards
    assert sorted(c.text for c in game_pack(1234, 2)) == sorted(c.text for s in Seat for c in third_hands[s])
    other = Match(PINOCHLE, seed=1235)
    assert other.current.initial_cards != second.current.initial_cards
    assert game_title(1234, 3) == "Game 1234:3" and parse_game_title("Game 1234:3") == (1234, 3)
    assert parse_game_title("99999999") == (99_999_999, 1)
    with pytest.raises(ValueError):
        parse_game_title("Game 0:1")


def test_records_replay_the_hand_and_the_match():
    hand = new_hand(deal_around(EXAMPLE_SOUTH), dealer="E", pass_four_cards=True)
    run(hand, "51 pass 53 pass 54 pass trump:C")
    while hand.phase == "passing":
        hand.apply(hand.legal_actions()[0])
    for _ in range(10):
        hand.apply(hand.legal_actions()[-1])
    again = hand_from_record(hand.record())
    assert again.hands == hand.hands and again.trick == hand.trick and again.actions == hand.actions
    match = Match(PINOCHLE, seed=42)
    finish(match.current)
    match.finish_hand()
    loaded = load(dumps(match.record()))
    assert loaded.scores == match.scores and loaded.history[0].points == match.history[0].points


def test_the_score_lines_say_in_plain_words_what_happened_and_keep_the_numbers():
    """Issue 15: no "(North-South) took the bid at 50, trumps spades", "Counters: North-South 23, East-West 27"
    nor "This hand: North-South -50": who took the bid for which side, each side's meld and counters, made or set,
    and what each side scores or loses, in sentences."""
    made = new_hand(deal_number=2, dealer="W", marriage_to_take=False)
    run(made, "50 pass pass pass")
    play_out(made)
    assert made.result().points == {"NS": 78, "EW": 51}
    assert made.result().lines == [
        "North took the bid at 50 for North-South, with \u2660 as trumps.",
        "North-South meld 55.",
        "East-West meld 24.",
        "North-South took 23 counters and East-West 27.",
        "North-South made their bid of 50: 55 in meld and 23 in counters, 78 in all.",
        "East-West score 51.",
        "This hand: North-South score 78 and East-West score 51.",
    ]
    short = new_hand(deal_number=1, dealer="W", marriage_to_take=False)
    run(short, "50 pass pass pass")
    play_out(short)
    assert short.result().points == {"NS": -50, "EW": 58}
    assert short.result().lines[4:] == [
        "North-South took 17 counters, fewer than the 20 they need.",
        "East-West score 58.",
        "North-South are set and lose 50.",
        "This hand: North-South lose 50 and East-West score 58.",
    ]
    swept = new_hand(deal_number=6, dealer="W", marriage_to_take=False)
    run(swept, "50 pass pass pass")
    play_out(swept)
    assert swept.result().lines[-2:] == ["East-West took 2 counters, fewer than the 20 needed: they score nothing.",
                                         "This hand: North-South score 89 and East-West score nothing."]
