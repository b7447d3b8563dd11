"""Scotch Whist rules: the deal and turn-up, play, trick reasons, scoring, bidding, options, the cut and the game."""

import pytest
from conftest import refused

from game.engine import PASS, Seat, card, cards
from game.engine.events import AuctionEnded, Called, TrickWon, TrumpSet, TurnUp
from game.engine.match import Match
from game.engine.records import dumps, hand_from_record, load
from game.engine.rng import StableRandom
from game.variants import VARIANTS
from game.variants.scotch_whist.cut import Cut, WhistMatchState, draw_cut

WHIST = VARIANTS["scotch_whist"]

# A deal where every trick can be arranged by hand: each player holds one suit-ish block.
# Dealer West: the turn-up is West's last card, the six of clubs, so clubs are trumps. North leads.
DEAL = {
    "N": "AS KS QS JS TS 9S 8S 7S 6S",
    "E": "AH KH QH JH TH 9H 8H 7H 6H",
    "S": "AD KD QD JD TD 9D 8D 7D 6D",
    "W": "AC KC QC JC TC 9C 8C 7C 6C",
}
# A mixed deal for play tests (dealer South: the turn-up is the nine of hearts; West leads).
MIXED = {
    "N": "JH AS 7D 8C 6S KD QC 7C TD",
    "E": "AH KS 8D 9C 6H QS 6C JC AD",
    "S": "KH QH TS 9S 8S 7S JS 6D 9H",
    "W": "TH 8H 7H AC KC TC JD QD 9D",
}


def options(**changes):
    return WHIST.default_options().replace(**changes)


def new_hand(deal=DEAL, dealer="W", **changes):
    return WHIST.new_hand(options(**changes), dealer=Seat.parse(dealer), cards=deal)


def run(hand, actions):
    events = []
    for action in actions.split() if isinstance(actions, str) else actions:
        events.extend(hand.apply(action))
    return events


def play_out(hand):
    """Play the first legal card until the hand is over."""
    while not hand.done:
        hand.apply(hand.legal_actions()[0])
    return hand.result()


# -- options --------------------------------------------------------------------------------------------

def test_default_options_are_the_traditional_game():
    opts = WHIST.default_options()
    assert (opts.target, opts.allow_bidding, opts.partnership_scoring) == (41, False, False)
    names = [d["name"] for d in type(opts).describe()]
    assert names == ["target", "allow_bidding", "partnership_scoring"]
    assert WHIST.target_score(opts) == 41
    with pytest.raises(ValueError):
        opts.replace(target=0)


def test_registered_with_a_36_card_deck_and_help():
    assert WHIST.id == "scotch_whist" and len(WHIST.deck) == 36
    assert {c.rank for c in WHIST.deck} == set("AKQJT9876")
    text = WHIST.help_text()
    for heading in ("# The pack and the deal", "# Scoring a hand", "# Bidding (option)", "# Decisions of this program"):
        assert heading in text


# -- the deal and the turn-up ----------------------------------------------------------------------------

def test_numbered_deal_gives_nine_different_cards_each_and_the_dealers_last_card_is_turned_up():
    hand = WHIST.new_hand(options(), dealer=Seat.E, deal_number=1234)
    dealt = [c for s in Seat for c in hand.initial_cards[s]]
    assert len(dealt) == 36 and set(dealt) == set(WHIST.deck)
    assert all(len(hand.initial_cards[s]) == 9 for s in Seat)
    assert hand.turn_up is hand.initial_cards[Seat.E][-1]
    assert hand.trump == hand.turn_up.suit
    assert hand.turn_up in hand.view(Seat.E).hand  # back in the dealer's hand
    again = WHIST.new_hand(options(), dealer=Seat.E, deal_number=1234)
    assert again.initial_cards == hand.initial_cards


def test_the_deal_goes_one_card_at_a_time_from_the_dealers_left_and_ends_with_the_turn_up():
    hand = WHIST.new_hand(options(), dealer=Seat.S, deal_number=99)
    dealt, turn_up, trump_set = hand.start_events
    assert [s for s, _ in dealt.packets[:5]] == [Seat.W, Seat.N, Seat.E, Seat.S, Seat.W]
    assert dealt.packets[-1] == (Seat.S, (hand.turn_up,))
    assert isinstance(turn_up, TurnUp) and turn_up.card is hand.turn_up
    assert isinstance(trump_set, TrumpSet) and trump_set.suit == hand.turn_up.suit


def test_everybody_sees_the_turn_up_and_knows_the_dealer_holds_it_until_he_plays_it():
    hand = new_hand(MIXED, dealer="S")
    assert hand.trump == "H" and hand.to_act == Seat.W  # the player left of the dealer leads
    for seat in Seat:
        public = hand.view(seat).public
        assert public.turn_up is card("9H") and public.turn_up_held is True
    run(hand, "TH JH AH")
    run(hand, "9H")  # South plays the turn-up
    assert hand.view(Seat.N).public.turn_up_held is False


def test_explicit_deals_are_checked():
    bad = dict(DEAL, N="AS KS QS JS TS 9S 8S 7S 5S")
    with pytest.raises(ValueError, match="36-card deck"):
        new_hand(bad)
    with pytest.raises(ValueError, match="9 cards"):
        new_hand(dict(DEAL, N="AS KS"))
    with pytest.raises(ValueError, match="exactly one"):
        WHIST.new_hand(options(), dealer=Seat.N)


# -- play -----------------------------------------------------------------------------------------------

def test_follow_suit_else_anything():
    hand = new_hand(MIXED, dealer="S")
    hand.apply("TH")  # West leads a trump
    assert set(hand.legal_actions()) == {card("JH")}  # North must follow with his only heart
    refused(hand, "AS", "you must follow suit: hearts were led and you hold the jack of hearts")
    run(hand, "JH AH")  # East follows
    assert set(hand.legal_actions()) == set(cards("KH QH 9H"))
    hand.apply("9H")  # North's jack wins the trick
    assert hand.to_act == Seat.N
    hand.apply("6S")  # North leads a spade: East has spades
    run(hand, "KS")
    run(hand, "TS")
    assert set(hand.legal_actions()) == set(cards("TH 8H 7H AC KC TC JD QD 9D")) - {card("TH")}  # void: anything


def test_trick_winners_and_reasons():
    hand = new_hand(MIXED, dealer="S")
    events = run(hand, "TH JH AH 9H")
    won = [e for e in events if isinstance(e, TrickWon)][0]
    assert won.winner == Seat.N and won.points == 10 + 11 + 4
    assert "jack of hearts" in won.reason and "jack is highest" in won.reason
    assert "25 points of trumps (jack 11, ace 4, ten 10)" in won.reason
    events = run(hand, "6S KS TS 8H")  # West trumps a spade with the eight of hearts
    won = [e for e in events if isinstance(e, TrickWon)][0]
    assert won.winner == Seat.W and won.points == 0
    assert "only trump played" in won.reason
    events = run(hand, "AC 8C 9C 6D")  # a plain suit: ace of clubs, South discards
    won = [e for e in events if isinstance(e, TrickWon)][0]
    assert won.winner == Seat.W
    assert "highest club played and nobody trumped" in won.reason and "six of diamonds" in won.reason


def test_jack_beats_ace_in_trumps_but_not_in_a_plain_suit():
    hand = new_hand(DEAL, dealer="W")  # clubs are trumps; North leads spades
    events = run(hand, "JS AH AD AC")  # the ace of clubs trumps
    assert [e for e in events if isinstance(e, TrickWon)][0].winner == Seat.W
    hand = new_hand(DEAL, dealer="W")
    events = run(hand, "AS 6H 6D JC")
    assert [e for e in events if isinstance(e, TrickWon)][0].winner == Seat.W
    west_leads = new_hand(DEAL, dealer="S")  # the turn-up is South's six of diamonds; West leads
    events = run(west_leads, "JC 6S 6H 6D")
    assert [e for e in events if isinstance(e, TrickWon)][0].winner == Seat.S  # a trump beats the jack of clubs
    trumps_led = new_hand(dict(DEAL, W="JD KC QC AC TC 9C 8C 7C 6C", S="JC KD QD AD TD 9D 8D 7D 6D"), dealer="N")
    # Dealer North, turn-up six of spades: spades are trumps; East leads and the lowest trump wins.
    events = run(trumps_led, "6H 6D 6C 6S")
    assert [e for e in events if isinstance(e, TrickWon)][0].winner == Seat.N


def test_illegal_actions_say_why():
    hand = new_hand(MIXED, dealer="S")
    refused(hand, "JH", "it is West's turn, and the jack of hearts is North's")
    refused(hand, "5H", "not in the 36-card deck")
    refused(hand, "3", "play a card")
    run(hand, "TH JH AH 9H")
    refused(hand, "TH", "already been played")
    assert hand.why_not_for(Seat.S, "KH") == "it is North's turn"
    assert hand.why_not_for(Seat.N, "6S") is None


# -- scoring --------------------------------------------------------------------------------------------

def test_individual_scoring_trump_points_and_bonus():
    hand = new_hand(DEAL, dealer="W")  # clubs trumps; West holds every club
    result = play_out(hand)
    assert sum(result.tricks_taken.values()) == 9
    assert sum(sum(v for _, v in pairs) for pairs in result.trump_cards.values()) == 30
    assert result.points["W"] == 30 + result.bonus["W"]
    for key in "NESW":
        assert result.bonus[key] == max(0, result.cards_taken[key] - 18)
        assert result.points[key] == sum(e.points for e in result.entries[key])


def test_manual_like_hand_scores_by_player():
    # North leads every spade; nobody else holds one, so North wins all nine tricks: 36 cards, 18 over.
    hand = new_hand(DEAL, dealer="W")
    events = run(hand, "AS AH AD 6C")  # West trumps with the six: West wins
    assert hand.to_act == Seat.W
    result = play_out(hand)
    assert set(result.points) == {"N", "E", "S", "W"}
    assert result.trump_cards["W"] == tuple((card(t), v) for t, v in
                                            (("JC", 11), ("AC", 4), ("KC", 3), ("QC", 2), ("TC", 10)))
    assert result.cards_taken["W"] == 36 and result.bonus["W"] == 18 and result.points["W"] == 48
    assert result.points["N"] == result.points["E"] == result.points["S"] == 0
    assert ("West took 9 tricks (36 cards) and scores 48 points: the jack 11, the ace 4, the king 3, the queen 2, "
            "the ten 10 and 18 for the cards beyond 18." in result.lines)
    assert [e.winner for e in events if isinstance(e, TrickWon)] == [Seat.W]


def test_partnership_scoring_counts_the_sides_cards():
    hand = new_hand(MIXED, dealer="S", partnership_scoring=True)
    result = play_out(hand)
    assert set(result.points) == {"NS", "EW"}
    assert sum(result.cards_taken.values()) == 36
    assert sum(sum(v for _, v in pairs) for pairs in result.trump_cards.values()) == 30
    for side in ("NS", "EW"):
        assert result.bonus[side] == max(0, result.cards_taken[side] - 18)
        trump_points = sum(v for _, v in result.trump_cards[side])
        assert result.points[side] == trump_points + result.bonus[side]
    assert sum(result.bonus.values()) == abs(result.cards_taken["NS"] - 18)  # exactly one side is over 18 or none


def test_five_tricks_of_a_side_give_two_bonus_points():
    from game.variants.scotch_whist.rules import score_hand
    tricks = [(Seat.N, ((Seat.N, card("6S")),) * 4, Seat.N if i < 3 else (Seat.S if i < 5 else Seat.E))
              for i in range(9)]
    result = score_hand(tricks, "H", True, None, None)
    assert result.cards_taken == {"NS": 20, "EW": 16} and result.bonus == {"NS": 2, "EW": 0}
    individual = score_hand(tricks, "H", False, None, None)
    assert individual.bonus == {"N": 0, "E": 0, "S": 0, "W": 0}  # nobody alone beyond 18


# -- bidding --------------------------------------------------------------------------------------------

def test_with_bidding_no_card_is_turned_up_and_each_bids_higher_or_passes():
    hand = new_hand(MIXED, dealer="S", allow_bidding=True)
    assert hand.phase == "bidding" and hand.to_act == Seat.W and hand.trump is None
    assert len(hand.start_events) == 1  # only the deal
    assert hand.view(Seat.N).public.turn_up is None
    assert [str(a) for a in hand.legal_actions()] == ["pass", *map(str, range(1, 10))]
    hand.apply("3")
    assert [str(a) for a in hand.legal_actions()] == ["pass", "4", "5", "6", "7", "8", "9"]
    refused(hand, "2", "higher than West's 3: bid 4 to 9, or pass")
    refused(hand, "JH", "bid a number of tricks")
    events = run(hand, "0 4 pass")  # "0" passes
    assert [type(e) for e in events[-2:]] == [Called, AuctionEnded]
    assert hand.phase == "trump" and hand.to_act == Seat.E and hand.bidder == Seat.E
    refused(hand, "AH", "names trumps")
    events = hand.apply("trump:d")
    assert events[-1] == TrumpSet("D") and hand.trump == "D"
    assert hand.phase == "play" and hand.to_act == Seat.W  # the player left of the dealer still leads
    assert hand.view(Seat.S).public.auction == ((Seat.W, WHIST.parse_action("3")), (Seat.N, PASS),
                                                   (Seat.E, WHIST.parse_action("4")), (Seat.S, PASS))
    refused(hand, "5", "the bidding is over")


def test_the_declarer_is_the_highest_bidder_once_the_bidding_is_over():
    hand = new_hand(MIXED, dealer="S", allow_bidding=True)
    run(hand, "3 pass 4")
    public = hand.view(Seat.N).public
    assert public.declarer is None and public.bid == WHIST.parse_action("4")  # East bids highest so far
    run(hand, "pass")
    assert hand.view(Seat.N).public.declarer is Seat.E and hand.view(Seat.N).public.contract_text is None
    hand.apply("trump:s")
    public = hand.view(Seat.W).public
    assert public.declarer is Seat.E and public.contract_text == "4S"
    assert play_out(hand).declarer is Seat.E


def test_all_passing_leaves_no_declarer():
    hand = new_hand(MIXED, dealer="S", allow_bidding=True)
    run(hand, "pass pass pass pass")
    assert hand.view(Seat.N).public.declarer is None and hand.view(Seat.N).public.bid is None


def test_after_a_bid_of_nine_the_others_can_only_pass():
    hand = new_hand(MIXED, dealer="S", allow_bidding=True)
    hand.apply("9")
    assert hand.legal_actions() == [PASS]
    refused(hand, "9", "only pass")


def test_when_everybody_passes_the_turn_up_sets_trumps():
    hand = new_hand(MIXED, dealer="S", allow_bidding=True)
    events = run(hand, "pass pass pass pass")
    assert AuctionEnded(None, None) in events and TurnUp(card("9H")) in events and TrumpSet("H") in events
    assert hand.phase == "play" and hand.trump == "H" and hand.to_act == Seat.W
    assert hand.view(Seat.E).public.turn_up is card("9H")
    result = play_out(hand)
    assert result.contract is None and result.declarer is None and result.made is None
    assert all(e.kind != "penalty" for entries in result.entries.values() for e in entries)


def bidding_example_hand():
    """The manual's example: South bids four with clubs as trumps and takes only the jack and the ace of clubs,
    in two tricks (eight cards)."""
    deal = {
        "N": "AS KS QS JS TS 9S 8S 7S 6S",
        "E": "AH KH QH JH TH 9H 8H 7H 6H",
        "S": "JC AC 6D 7D 8D 9D TD JD QD",
        "W": "KC QC TC 9C 8C 7C 6C KD AD",
    }
    hand = WHIST.new_hand(options(allow_bidding=True), dealer=Seat.W, cards=deal)
    run(hand, "pass pass 4 pass trump:C")
    run(hand, "AS 6H JC KD")  # North leads; South trumps with the jack of clubs
    run(hand, "AC 6C 7S 7H")  # South leads the ace of clubs
    return hand


def test_the_manuals_bidding_example_scores_minus_25():
    hand = bidding_example_hand()
    assert hand.tricks_won[Seat.S] == 2
    run(hand, "6D AD 8S 8H")  # South gives up the lead and, with no trump left, never wins it back
    result = play_out(hand)
    assert result.tricks_taken["S"] == 2 and result.cards_taken["S"] == 8
    assert result.points["S"] == -25
    assert result.entries["S"] == [result.entries["S"][0]] and result.entries["S"][0].kind == "penalty"
    assert result.made is False and result.declarer == Seat.S and result.contract == "4C" and result.bid == 4
    assert "South bid 4 tricks with \u2663 as trumps and took 2: short of the bid, so South loses 25." in result.lines
    assert "South took 2 tricks (8 cards) and loses 25 for the bid." in result.lines
    assert "The 15 points taken do not count." in result.lines


def test_a_made_bid_scores_as_usual():
    hand = new_hand(DEAL, dealer="S", allow_bidding=True)  # West leads; West holds all the clubs
    run(hand, "5 pass pass pass trump:C")
    result = play_out(hand)  # West leads his clubs and nobody can follow or beat them
    assert result.made is True and result.tricks_taken["W"] == 9
    assert result.points == {"N": 0, "E": 0, "S": 0, "W": 30 + 18}
    assert "West bid 5 tricks with \u2663 as trumps and took 9: the bid is made." in result.lines


def test_bid_penalty_with_partnership_counts_the_sides_tricks():
    deal = {
        "N": "AS KS QS JS TS 9S 8S 7S 6S",
        "E": "AH KH QH JH TH 9H 8H 7H 6H",
        "S": "AD KD QD JD TD 9D 8D 7D 6D",
        "W": "AC KC QC JC TC 9C 8C 7C 6C",
    }
    hand = WHIST.new_hand(options(allow_bidding=True, partnership_scoring=True), dealer=Seat.W, cards=deal)
    run(hand, "9 pass pass pass trump:S")  # North bids nine in spades and leads every spade
    result = play_out(hand)
    assert result.tricks_taken == {"NS": 9, "EW": 0} and result.made is True
    assert result.points == {"NS": 30 + 18, "EW": 0}
    short = WHIST.new_hand(options(allow_bidding=True, partnership_scoring=True), dealer=Seat.W, cards=deal)
    run(short, "9 pass pass pass trump:C")  # in clubs West trumps the first spade and takes every trick
    result = play_out(short)
    assert result.tricks_taken == {"NS": 0, "EW": 9} and result.made is False
    assert result.points == {"NS": -25, "EW": 30 + 18}
    assert result.lines[1:] == [
        "North bid 9 tricks with \u2663 as trumps and North-South took 0: short of the bid, so North-South lose 25.",
        "North-South took no trick and lose 25 for the bid.",
        "East-West took 9 tricks (36 cards) and score 48 points: the jack 11, the ace 4, the king 3, the queen 2, "
        "the ten 10 and 18 for the cards beyond 18."]


# -- records --------------------------------------------------------------------------------------------

def test_records_replay_to_the_same_hand():
    hand = bidding_example_hand()
    back = hand_from_record(hand.record())
    assert back.view(Seat.S) == hand.view(Seat.S)
    play_out(hand)
    again = load(dumps(hand.record()))
    assert again.result().points == hand.result().points


def test_parse_action_forms():
    assert WHIST.parse_action("0") is PASS and WHIST.parse_action("pass") is PASS
    assert str(WHIST.parse_action("Trump:hearts")) == "trump:H" and str(WHIST.parse_action("trump d")) == "trump:D"
    assert str(WHIST.parse_action("10h")) == "TH"
    with pytest.raises(ValueError, match="1 to 9"):
        WHIST.parse_action("12")


# -- the cut, the game ----------------------------------------------------------------------------------

def test_the_cut_highest_card_deals_and_a_tie_draws_again():
    plain = Cut(((card("9S"), card("AH"), card("6D"), card("KC")),))
    assert plain.dealer == Seat.E
    assert plain.text().endswith("East drew the highest card and deals first.")
    tie = Cut(((card("AS"), card("AH"), card("6D"), card("KC")), (card("7S"), card("8H"), card("QD"), card("6C"))))
    assert tie.dealer == Seat.S
    assert "North and East drew the same highest rank (aces): everybody draws again." in tie.text()
    assert Cut.from_json(tie.to_json()) == tie
    with pytest.raises(ValueError):
        Cut.from_json([{"N": "AS", "E": "AH", "S": "6D", "W": "KC"}])  # ends on a tie
    for seed in range(200):
        cut = draw_cut(StableRandom(seed))
        assert all(len({c.rank for c in r if c.rank == max(r, key=lambda x: "6789TJQKA".index(x.rank)).rank}) == 1
                   for r in cut.rounds)
        last = cut.rounds[-1]
        best = max("6789TJQKA".index(c.rank) for c in last)
        assert ["6789TJQKA".index(c.rank) for c in last].count(best) == 1
        assert "6789TJQKA".index(last[cut.dealer].rank) == best
        for r in cut.rounds[:-1]:
            top = max("6789TJQKA".index(c.rank) for c in r)
            assert ["6789TJQKA".index(c.rank) for c in r].count(top) > 1
    assert any(len(draw_cut(StableRandom(seed)).rounds) > 1 for seed in range(200))


def test_a_match_cuts_for_the_first_dealer_and_says_so():
    match = Match(WHIST, options(), seed=5)
    assert isinstance(match.state, WhistMatchState) and match.state.cut is not None
    assert match.current.dealer == match.state.cut.dealer
    assert match.current.context["cut"] == match.state.cut.text()
    assert match.scores == {"N": 0, "E": 0, "S": 0, "W": 0}
    chosen = Match(WHIST, options(), first_dealer=Seat.N, seed=5)
    assert chosen.state.cut is None and chosen.current.dealer == Seat.N


def test_a_match_with_partnership_scoring_scores_by_side():
    match = Match(WHIST, options(partnership_scoring=True), seed=3)
    assert match.scores == {"NS": 0, "EW": 0}
    play_out(match.current)
    match.finish_hand()
    assert sum(match.scores.values()) == sum(match.history[0].points.values())


def test_match_to_the_game_points_then_saved_and_loaded():
    match = Match(WHIST, options(target=41), seed=11)
    dealers = [match.current.dealer]
    while not match.over:
        play_out(match.current)
        match.finish_hand()
        if not match.over:
            match.next_hand()
            dealers.append(match.current.dealer)
    assert dealers[1] == dealers[0].left  # the deal passes clockwise
    best = max(match.scores.values())
    assert match.winner is not None and match.scores[match.winner] == best and best >= 41
    assert list(match.scores.values()).count(best) == 1
    back = load(dumps(match.record()))
    assert back.scores == match.scores and back.winner == match.winner
    assert back.state.cut == match.state.cut


def test_ties_the_highest_total_wins_equal_totals_play_on():
    match = Match(WHIST, options(target=41), first_dealer=Seat.N, seed=1)
    match.scores = {"N": 45, "E": 50, "S": 10, "W": 0}
    assert match.decide_winner() == "E"
    match.scores = {"N": 50, "E": 50, "S": 10, "W": 0}
    assert match.decide_winner() is None
    match.scores = {"N": 40, "E": -25, "S": 10, "W": 0}
    assert match.decide_winner() is None


def test_the_score_lines_say_in_plain_words_what_happened_and_keep_the_numbers():
    """Issue 15: no "Trumps: clubs." nor "North: 1 trick, 4 cards; nothing to score: 0 points.": the trump symbol,
    and for each player the tricks and cards taken and what they score, trump by trump, in sentences."""
    result = play_out(WHIST.new_hand(options(), dealer=Seat.W, deal_number=3))
    assert result.points == {"N": 0, "E": 16, "S": 0, "W": 14}
    assert result.lines == [
        "The trumps were \u2666.",
        "North took no trick and scores nothing.",
        "East took 3 tricks (12 cards) and scores 16 points: the ace 4, the queen 2 and the ten 10.",
        "South took 3 tricks (12 cards) and scores nothing.",
        "West took 3 tricks (12 cards) and scores 14 points: the jack 11 and the king 3.",
    ]
