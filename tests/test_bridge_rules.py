"""Contract Bridge: deal, auction, dummy and declarer, play, the rubber as a Match, and records."""

import json

import pytest
from conftest import refused

from game.engine import DOUBLE, PASS, Seat, card, cards
from game.engine.actions import bid
from game.engine.cards import DECK_52
from game.engine.events import AuctionEnded, CardPlayed, HandScored, PassedOut, TrickWon, TrumpSet
from game.engine.match import Match
from game.engine.records import dumps, hand_from_record, load, match_from_record, undo
from game.engine.result import ScoreEntry
from game.variants import VARIANTS
from game.variants.bridge.rules import DummyShown, trick_reason

BRIDGE = VARIANTS["bridge"]
NO_HONOURS = BRIDGE.default_options().replace(honours=False)

# Each player holds one suit: whoever holds the trumps takes every trick, and at no trumps the opening
# leader takes them all. North holds the five spade honours, East the five heart honours.
ONE_SUIT = {Seat.N: "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S", Seat.E: "AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H",
            Seat.S: "AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D", Seat.W: "AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C"}

# A mixed deal for the play: West is short in three suits.
MIXED = {Seat.N: "AS KS QS JS AH KH QH JH AD KD QD JD AC", Seat.E: "TS 9S 8S 7S TH 9H 8H 7H TD 9D 8D 7D KC",
         Seat.S: "6S 5S 4S 3S 6H 5H 4H 3H 6D 5D 4D 3D QC", Seat.W: "2S 2H 2D 2C JC TC 9C 8C 7C 6C 5C 4C 3C"}


def new_hand(deal=MIXED, dealer=Seat.N, **kw):
    return BRIDGE.new_hand(kw.pop("options", None), dealer=dealer, cards=deal, **kw)


def apply_all(hand, *actions):
    events = []
    for a in actions:
        events.extend(hand.apply(a))
    return events


def auction_for(dealer: Seat, declarer: Seat, contract: str, doubled: int = 1) -> list[str]:
    """Passes up to the declarer, the bid, the double (and redouble), three passes."""
    calls, seat = [], dealer
    while seat != declarer:
        calls.append("pass")
        seat = seat.left
    calls.append(contract)
    if doubled >= 2:
        calls.append("double")
    if doubled == 4:
        calls.append("redouble")
    return calls + ["pass"] * 3


def play_out(hand):
    events = []
    while not hand.done:
        events.extend(hand.apply(hand.legal_actions()[0]))
    return events


# -- the deal --------------------------------------------------------------------------------------


def test_a_numbered_deal_gives_thirteen_cards_to_each_one_at_a_time_from_the_dealers_left():
    hand = BRIDGE.new_hand(dealer=Seat.S, deal_number=42)
    again = BRIDGE.new_hand(dealer=Seat.S, deal_number=42)
    dealt = [hand.initial_cards[s] for s in Seat]
    assert dealt == [again.initial_cards[s] for s in Seat]
    assert all(len(h) == 13 for h in dealt) and sorted(c.index for h in dealt for c in h) == list(range(52))
    packets = hand.start_events[0].packets
    assert len(packets) == 52 and [s for s, _ in packets[:5]] == [Seat.W, Seat.N, Seat.E, Seat.S, Seat.W]
    assert all(len(p) == 1 for _, p in packets)
    assert hand.phase == "bidding" and hand.to_act is Seat.S  # the dealer calls first


@pytest.mark.parametrize("change, message", [
    ({Seat.N: "AS KS"}, "North must have 13 cards, not 2"),
    ({Seat.E: MIXED[Seat.N]}, "is dealt twice"),
    ({"stock": "AS"}, "unexpected entries in the deal"),
])
def test_explicit_deals_are_checked(change, message):
    with pytest.raises(ValueError, match=message):
        new_hand({**MIXED, **change})
    with pytest.raises(ValueError, match="give exactly one"):
        BRIDGE.new_hand(dealer=Seat.N)


def test_vulnerability_is_checked_and_kept():
    assert new_hand().vulnerable == {"NS": False, "EW": False}
    assert new_hand(vulnerable={"NS": True, "EW": False}).view(Seat.E).public.vulnerable == {
        "NS": True, "EW": False}
    assert new_hand(context={"vulnerable": {"NS": False, "EW": True}}).vulnerable == {"NS": False, "EW": True}
    with pytest.raises(ValueError, match="vulnerability"):
        new_hand(vulnerable={"NS": 1, "EW": False})


# -- the auction -----------------------------------------------------------------------------------


def test_four_passes_pass_the_hand_out():
    hand = new_hand(dealer=Seat.E)
    events = apply_all(hand, "pass", "pass", "pass")
    assert hand.to_act is Seat.N and not hand.done
    events = hand.apply("p")
    assert hand.done and hand.to_act is None and hand.legal_actions() == []
    assert [type(e) for e in events[1:]] == [AuctionEnded, PassedOut, HandScored]
    result = hand.result()
    assert result.passed_out and result.points == {"NS": 0, "EW": 0} and result.contract is None
    assert result.below == {"NS": [], "EW": []} and result.above == {"NS": [], "EW": []}
    refused(hand, "1C", "the hand is over")


def test_declarer_is_the_first_of_the_side_to_name_the_strain_and_the_defender_on_the_left_leads():
    hand = new_hand(dealer=Seat.N)
    events = apply_all(hand, "1H", "pass", "3H", "pass", "4H", "double", "pass", "pass", "pass")
    assert hand.phase == "play" and hand.contract is bid(4, "H") and hand.contract_text == "4HX"
    assert hand.declarer is Seat.N and hand.dummy is Seat.S and hand.doubled == 2 and hand.trump == "H"
    assert hand.to_act is Seat.E and hand.to_play is Seat.E and hand.leader is Seat.E
    assert AuctionEnded("4HX", Seat.N) in events and TrumpSet("H") in events


def test_illegal_calls_say_why():
    hand = new_hand()
    apply_all(hand, "1NT")
    refused(hand, "1S", "a bid must be higher than 1NT")
    refused(hand, "redouble", "you may only redouble a bid that the opponents doubled")
    refused(hand, "AS", "the auction is not over")
    refused(hand, "8NT", "is not a card or a call of bridge")


def test_seven_clubs_is_a_bid_in_the_auction_and_a_card_in_the_play():
    hand = new_hand(ONE_SUIT, dealer=Seat.W)
    hand.apply("7C")
    assert hand.contract is None and hand.auction.last_bid is bid(7, "C")
    apply_all(hand, "pass", "pass", "pass")
    assert hand.phase == "play" and hand.declarer is Seat.W and hand.to_play is Seat.N
    refused(hand, "pass", "the auction is over: play a card")


# -- dummy and declarer ----------------------------------------------------------------------------


def mixed_in_3nt():
    hand = new_hand()
    apply_all(hand, "1NT", "pass", "3NT", "pass", "pass", "pass")
    return hand


def test_the_dummy_goes_face_up_after_the_opening_lead():
    hand = mixed_in_3nt()
    assert hand.declarer is Seat.N and hand.dummy is Seat.S and hand.trump is None
    for seat in Seat:
        assert hand.view(seat).public.dummy is None and hand.view(seat).public.dummy_cards == ()
    events = hand.apply("7H")
    assert events[0] == CardPlayed(Seat.E, card("7H"))
    assert events[1] == DummyShown(Seat.S, tuple(cards(MIXED[Seat.S])))
    for seat in Seat:
        public = hand.view(seat).public
        assert public.dummy is Seat.S and public.dummy_cards == tuple(cards(MIXED[Seat.S]))


def test_declarer_decides_for_the_dummy():
    hand = mixed_in_3nt()
    hand.apply("7H")
    assert hand.to_play is Seat.S and hand.to_act is Seat.N  # the dummy's card, declarer's decision
    assert hand.legal_actions() == cards("6H 5H 4H 3H")
    north, south = hand.view(Seat.N), hand.view(Seat.S)
    assert north.legal == tuple(cards("6H 5H 4H 3H")) and north.public.to_play is Seat.S
    assert south.legal == () and south.to_act is Seat.N
    assert hand.why_not_for(Seat.S, "3H") == "the dummy does not play: North plays its cards"
    assert hand.why_not_for(Seat.W, "2H") == "it is North's turn"
    assert hand.why_not_for(Seat.N, "3H") is None
    # declarer's own card on the dummy's turn
    refused(hand, "AS", r"^it is the dummy's turn \(South\): play one of the dummy's cards$")
    refused(hand, "QC", "^the dummy must follow suit: it holds the six, five, four and three of hearts$")
    hand.apply("3H")
    assert hand.to_play is Seat.W and hand.to_act is Seat.W
    assert hand.view(Seat.W).legal == (card("2H"),)
    refused(hand, "JC", "^you must follow suit: you hold the two of hearts$")
    refused(hand, "AS", "^it is West's turn, and the ace of spades is North's$")
    refused(hand, "7H", "^the seven of hearts has already been played$")
    hand.apply("2H")
    assert hand.to_play is Seat.N and hand.to_act is Seat.N
    events = hand.apply("AH")
    won = events[-1]
    assert isinstance(won, TrickWon) and won.winner is Seat.N and hand.leader is Seat.N
    assert won.reason == ("The ace of hearts is the highest heart played (no trumps: only the suit led can win "
                          "the trick). Cards rank ace, king, queen, jack, ten, nine and so on down to the two. "
                          "North-South now have 1 trick.")
    assert hand.tricks_won == {"NS": 1, "EW": 0}


def test_history_lists_each_card_under_the_hand_it_came_from():
    hand = mixed_in_3nt()
    apply_all(hand, "7H", "3H", "2H", "AH")
    assert [s for s, _ in hand.view(Seat.E).history[-4:]] == [Seat.E, Seat.S, Seat.W, Seat.N]
    played = ((Seat.E, card("7H")), (Seat.S, card("3H")), (Seat.W, card("2H")), (Seat.N, card("AH")))
    assert hand.view(Seat.E).tricks == ((Seat.E, played, Seat.N),)


def test_a_trump_wins_and_a_discard_never_does():
    hand = new_hand(ONE_SUIT, dealer=Seat.N)
    apply_all(hand, "1S", "pass", "pass", "pass")
    events = apply_all(hand, "AH", "2D", "2C", "2S")  # East leads, North trumps with the two
    won = events[-1]
    assert won.winner is Seat.N
    assert won.reason.startswith("The two of spades wins: hearts were led and it is the only trump played")
    assert "The two of diamonds, two of clubs and two of spades are of another suit" not in won.reason
    trick = ((Seat.E, card("9S")), (Seat.S, card("AS")), (Seat.W, card("3S")), (Seat.N, card("2H")))
    assert trick_reason(trick, Seat.S, "S", 4).startswith("The ace of spades is the highest spade played and "
                                                          "nobody trumped. The two of hearts is of another suit")
    ruffs = ((Seat.E, card("AD")), (Seat.S, card("3S")), (Seat.W, card("5S")), (Seat.N, card("2D")))
    assert trick_reason(ruffs, Seat.W, "S", 2).startswith("The five of spades wins: it is the highest of the 2 "
                                                          "trumps played.")


def test_thirteen_tricks_then_the_result():
    hand = new_hand(ONE_SUIT, dealer=Seat.N)
    apply_all(hand, "4S", "pass", "pass", "pass")
    events = play_out(hand)
    assert len(hand.tricks) == 13 and hand.tricks_won == {"NS": 13, "EW": 0} and hand.done
    assert isinstance(events[-1], HandScored) and events[-1].result is hand.result()
    result = hand.result()
    assert result.below == {"NS": [ScoreEntry("contract", 120, "4 spades: 4 x 30")], "EW": []}
    assert result.above["NS"] == [ScoreEntry("overtricks", 90, "3 overtricks (30 each)"),
                                  ScoreEntry("honours", 150, "Honours: all five spade honours (North)")]
    assert result.points == {"NS": 360, "EW": 0} and result.tricks == 13 and result.made
    no_honours = new_hand(ONE_SUIT, dealer=Seat.N, options=NO_HONOURS)
    apply_all(no_honours, "4S", "pass", "pass", "pass")
    play_out(no_honours)
    assert no_honours.result().points == {"NS": 210, "EW": 0}


def test_the_defenders_score_honours_and_undertricks():
    hand = new_hand(ONE_SUIT, dealer=Seat.E, vulnerable={"NS": False, "EW": True})
    apply_all(hand, "1S", "double", "pass", "pass", "pass")  # East in spades: North holds every trump
    play_out(hand)
    result = hand.result()
    assert result.tricks == 0 and not result.made and result.contract == "1SX" and result.declarer is Seat.E
    assert [e.points for e in result.above["NS"]] == [200 + 300 + 300 + 4 * 300, 150]
    assert result.points == {"NS": 2150, "EW": 0}


def test_clone_is_independent():
    hand = mixed_in_3nt()
    copy = hand.clone()
    copy.apply("7H")
    assert hand.to_play is Seat.E and len(hand.hands[Seat.E]) == 13 and not hand.dummy_shown
    assert copy.to_play is Seat.S and copy.dummy_shown


# -- records ---------------------------------------------------------------------------------------


def test_a_hand_record_replays_with_its_vulnerability():
    hand = new_hand(ONE_SUIT, dealer=Seat.N, vulnerable={"NS": True, "EW": False})
    apply_all(hand, "2S", "double", "redouble", "pass", "pass", "pass")
    play_out(hand)
    rec = json.loads(dumps(hand.record()))
    assert rec["vulnerable"] == {"NS": True, "EW": False} and rec["actions"][:3] == ["2S", "double", "redouble"]
    back = load(dumps(hand.record()))
    assert back.result().to_json() == hand.result().to_json()
    assert back.result().above["NS"][0] == ScoreEntry("overtricks", 5 * 400, "5 overtricks (redoubled, vulnerable: "
                                                                             "400 each)")
    middle = hand_from_record(rec, upto=10)
    assert middle.vulnerable == {"NS": True, "EW": False} and len(middle.actions) == 10
    assert undo(middle).actions == middle.actions[:-1]
    bad = {**rec, "vulnerable": {"NS": "yes"}}
    with pytest.raises(ValueError, match="vulnerability"):
        hand_from_record(bad)


# -- the rubber ------------------------------------------------------------------------------------


def rubber(seed=1, options=None):
    return Match(BRIDGE, options, first_dealer=Seat.N, seed=seed)


def play_in_match(match, declarer=None, contract=None, doubled=1):
    """Deal ONE_SUIT in place of the match's hand, bid ``contract`` for ``declarer`` (None: all pass),
    play it out and score it; deal the next hand unless the rubber is over."""
    dealer = match.current.dealer
    match.current = BRIDGE.new_hand(match.options, dealer=dealer, cards=ONE_SUIT, context=match._context())
    calls = ["pass"] * 4 if declarer is None else auction_for(dealer, declarer, contract, doubled)
    apply_all(match.current, *calls)
    play_out(match.current)
    summary = match.finish_hand()
    if not match.over:
        match.next_hand()
    return summary


def test_a_rubber_two_games_to_none():
    match = rubber()
    play_in_match(match, Seat.N, "4S")  # 120 below, game; 90 above; honours 150
    sheet = match.state
    assert sheet.games_won("NS") == 1 and sheet.vulnerable() == {"NS": True, "EW": False}
    assert match.current.vulnerable == {"NS": True, "EW": False} and match.current.dealer is Seat.E
    assert match.current.view(Seat.S).context["games"] == {"NS": 1, "EW": 0}
    play_in_match(match, Seat.S, "2S")  # a part-score of 60; 150 above for 5 overtricks
    assert sheet.part_score("NS") == 60 and not match.over
    assert match.current.context["part_scores"] == {"NS": 60, "EW": 0}
    summary = play_in_match(match, Seat.N, "2S")  # 60 more: the second game
    assert match.over and sheet.over and match.winner == "NS"
    assert [(g.number, g.side, g.hand) for g in sheet.games] == [(0, "NS", 1), (1, "NS", 3)]
    assert summary.points == {"NS": 60 + 150 + 150 + 700, "EW": 0}
    assert summary.lines[-1] == "North-South score 700: Rubber won 2 games to 0."
    assert [e.points for e in sheet.below("NS", 0)] == [120] and [e.points for e in sheet.below("NS", 1)] == [60, 60]
    assert [(e.hand, e.kind, e.points) for e in sheet.above("NS")] == [
        (1, "overtricks", 90), (1, "honours", 150), (2, "overtricks", 150), (2, "honours", 150),
        (3, "overtricks", 150), (3, "honours", 150), (3, "rubber", 700)]
    assert sheet.totals() == match.scores == {"NS": 1780, "EW": 0}
    assert sheet.back_score() == {"NS": 18, "EW": -18}
    with pytest.raises(RuntimeError):
        match.next_hand()


def test_a_rubber_two_games_to_one_with_a_part_score_wiped_out_and_a_hand_passed_out():
    match = rubber()
    play_in_match(match, Seat.N, "2S")  # NS 60 below
    play_in_match(match, Seat.E, "4H")  # EW game: NS's 60 no longer counts
    sheet = match.state
    assert sheet.part_score("NS") == 0 and sheet.games_won("EW") == 1
    assert [e.points for e in sheet.below("NS", 0)] == [60]  # still on the sheet, above the ruled line
    assert match.current.vulnerable == {"NS": False, "EW": True}
    play_in_match(match, Seat.S, "2S")  # NS 60 in game 2
    passed = play_in_match(match)  # nobody bids: nothing changes, the next dealer deals
    assert passed.contract is None and passed.points == {"NS": 0, "EW": 0}
    assert match.current.dealer is Seat.N  # N, E, S, W dealt hands 1-4
    play_in_match(match, Seat.W, "2H")  # EW 60 in game 2
    play_in_match(match, Seat.S, "2S")  # NS 120: game, one all
    assert sheet.games_won("NS") == sheet.games_won("EW") == 1 and match.current.vulnerable == {"NS": True,
                                                                                                "EW": True}
    summary = play_in_match(match, Seat.E, "6H", doubled=2)  # a doubled small slam, vulnerable, with honours
    assert summary.points == {"NS": 0, "EW": 360 + 200 + 750 + 50 + 150 + 500}
    assert match.over and sheet.games_won("EW") == 2
    assert [(g.side, g.hand) for g in sheet.games] == [("EW", 2), ("NS", 6), ("EW", 7)]
    ns = (60 + 150 + 150) * 3
    ew = (120 + 90 + 150) + (60 + 150 + 150) + 2010
    assert sheet.totals() == match.scores == {"NS": ns, "EW": ew}
    assert match.winner == "EW" and sheet.back_score() == {"NS": -((ew - ns + 50) // 100), "EW": (ew - ns + 50) // 100}
    assert sheet.lines()[-1] == f"East-West win the rubber by {ew - ns} points: +{(ew - ns + 50) // 100} on the " \
                                f"back score."


def test_an_unfinished_rubber_with_a_game_and_a_part_score():
    match = rubber()
    play_in_match(match, Seat.N, "4S")  # NS game: 360
    play_in_match(match, Seat.E, "1H")  # EW part-score 30: 30 + 180 + 150
    points, lines = match.end_early()
    assert points == {"NS": 300, "EW": 100}
    assert lines == ["North-South score 300: Unfinished rubber: one game.",
                     "East-West score 100: Unfinished game: part-score."]
    assert match.over and match.ended_early and match.state.unfinished
    assert match.scores == match.state.totals() == {"NS": 660, "EW": 460}
    assert match.winner == "NS" and match.state.back_score() == {"NS": 2, "EW": -2}
    with pytest.raises(RuntimeError):
        match.end_early()


def test_an_unfinished_rubber_with_a_part_score_only_and_the_defenders_honours():
    match = rubber()
    play_in_match(match, Seat.S, "1S")  # NS: 30 below, 180 over, 150 honours
    play_in_match(match, Seat.W, "1S")  # West in spades holds no trump: 7 down (350), honours 150 to NS
    assert match.scores == {"NS": 360 + 500, "EW": 0}
    points, _ = match.end_early()
    assert points == {"NS": 100, "EW": 0}
    assert match.state.totals() == {"NS": 960, "EW": 0} and match.state.back_score()["NS"] == 10


def test_both_sides_with_a_game_get_no_unfinished_bonus():
    match = rubber()
    play_in_match(match, Seat.N, "4S")
    play_in_match(match, Seat.E, "4H")
    points, lines = match.end_early()
    assert points == {"NS": 0, "EW": 0} and lines == ["The rubber is stopped: no bonus for an unfinished rubber."]


def test_ending_early_scores_a_finished_hand_first():
    match = rubber()
    play_in_match(match, Seat.N, "4S")
    hand = match.current = BRIDGE.new_hand(dealer=match.current.dealer, cards=ONE_SUIT, context=match._context())
    apply_all(hand, *auction_for(hand.dealer, Seat.E, "1H"))
    play_out(hand)
    points, _ = match.end_early()  # the hand is scored, then the unfinished-rubber bonuses
    assert len(match.history) == 2 and points == {"NS": 300, "EW": 100}
    assert match.scores == {"NS": 660, "EW": 460}


def test_a_rubber_record_with_a_hand_after_the_end_is_refused():
    from game.engine.errors import RecordError
    match = rubber()
    for _ in range(2):
        play_in_match(match, Seat.N, "4S")
    rec = match.record()
    rec["hands"].append(rec["hands"][-1])
    with pytest.raises(RecordError, match="after the end of the game"):
        match_from_record(rec)


def test_the_first_dealer_is_drawn_by_cut():
    for seed in range(1, 6):
        match = Match(BRIDGE, seed=seed)
        cut = match.state.cut
        highest = max(cut.cards, key=lambda c: ("23456789TJQKA".index(c.rank), "CDHS".index(c.suit)))
        assert match.current.dealer is Seat(cut.cards.index(highest)) is cut.dealer
        assert len(set(cut.cards)) == 4 and all(c in DECK_52 for c in cut.cards)
        text = match.current.context["cut"]
        assert text.startswith("Cut for the deal: North the ") and text.endswith(
            f"{cut.dealer.full_name} drew the highest card and deals first.")
    assert rubber().state.cut is None  # a dealer chosen: no cut


def test_a_rubber_saved_and_loaded_replays_to_the_same_sheet():
    match = Match(BRIDGE, seed=4)
    play_in_match(match, Seat.N, "4S")
    play_in_match(match, Seat.E, "2H")
    apply_all(match.current, "pass")  # a hand in progress
    back = load(dumps(match.record()))
    assert back.state.cut == match.state.cut and back.state.entries == match.state.entries
    assert back.state.games == match.state.games and back.scores == match.scores
    assert back.current.actions == match.current.actions and back.current.vulnerable == {"NS": True, "EW": False}
    assert back.current.context["part_scores"] == {"NS": 0, "EW": 60}
    back.current.apply("pass")
    match.end_early()
    again = match_from_record(json.loads(dumps(match.record())))
    assert again.over and again.ended_early and again.scores == match.scores == {"NS": 660, "EW": 460}
    assert again.state.entries == match.state.entries and again.winner == "NS"


def test_a_finished_rubber_round_trips():
    match = rubber(seed=9)
    play_in_match(match, Seat.N, "4S")
    play_in_match(match, Seat.E, "4H")
    play_in_match(match, Seat.S, "3NT")  # South at no trumps: West leads and takes every trick
    play_in_match(match, Seat.W, "5H")
    back = match_from_record(json.loads(dumps(match.record())))
    assert back.over and back.winner == match.winner and back.scores == match.scores
    assert back.state.back_score() == match.state.back_score()
    assert [h.points for h in back.history] == [h.points for h in match.history]
    assert back.history[-1].lines == match.history[-1].lines


def test_records_with_a_damaged_sheet_are_refused():
    from game.engine.errors import RecordError
    rec = Match(BRIDGE, seed=2).record()
    rec["state"] = {"cut": {"N": "AS", "E": "AS", "S": "2C", "W": "3C"}}
    with pytest.raises(RecordError, match="the same card twice"):
        match_from_record(rec)
    rec["state"] = ["junk"]
    with pytest.raises(RecordError, match="score sheet"):
        match_from_record(rec)


def test_other_games_keep_their_match_records_unchanged():
    belote = Match(VARIANTS["belote_bridgee"], seed=3).record()
    assert "state" not in belote and "ended_early" not in belote and Match(VARIANTS["belote"], seed=3).state is None


def test_calls_are_written_the_bridge_way():
    hand = new_hand()
    assert hand.parse_action("1n") is bid(1, "NT") and hand.parse_action("X") is DOUBLE
    assert hand.parse_action("P") is PASS and hand.parse_action("7c") is bid(7, "C")
    assert BRIDGE.help_text().startswith("# Contract Bridge")
