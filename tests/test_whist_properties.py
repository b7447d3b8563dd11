"""Properties of Scotch Whist over thousands of random hands for each set of rule options (random numbered or
explicit deals, dealers, bids and legal plays): 36 cards, every card played once in nine tricks, the rules of
play hold card by card, 30 trump points in every hand, the score follows the rules (computed here again, another
way) and equals the sum of its entries, and records replay to the same result."""

import random

import pytest

from game.engine import DECK_36, PASS, Card, Seat
from game.engine.deal import MAX_DEAL_NUMBER
from game.engine.match import Match
from game.engine.records import hand_from_record
from game.variants import VARIANTS

WHIST = VARIANTS["scotch_whist"]
HANDS_PER_OPTION_SET = 2500
OPTION_SETS = [
    {},
    {"allow_bidding": True},
    {"partnership_scoring": True},
    {"allow_bidding": True, "partnership_scoring": True},
]
VALUES = {"J": 11, "A": 4, "K": 3, "Q": 2, "T": 10}
TRUMP_RANKS = "6789TQKAJ"  # low to high
PLAIN_RANKS = "6789TJQKA"


def new_random_hand(rng: random.Random, options):
    dealer = Seat(rng.randrange(4))
    if rng.random() < 0.3:
        pack = list(DECK_36)
        rng.shuffle(pack)
        deal = {s: pack[9 * i:9 * i + 9] for i, s in enumerate(Seat)}
        return WHIST.new_hand(options, dealer=dealer, cards=deal)
    return WHIST.new_hand(options, dealer=dealer, deal_number=rng.randint(1, MAX_DEAL_NUMBER))


def choose(hand, rng: random.Random):
    legal = hand.legal_actions()
    if hand.phase == "bidding":
        return PASS if rng.random() < 0.5 else rng.choice(legal[:4])
    return rng.choice(legal)


def winner_of(trick, trump):
    led = trick[0][1].suit

    def strength(card):
        if card.suit == trump:
            return 100 + TRUMP_RANKS.index(card.rank)
        return PLAIN_RANKS.index(card.rank) if card.suit == led else -1

    return max(trick, key=lambda sc: strength(sc[1]))[0]


def expected_points(hand, by_side):
    """The score written out a second time, from the tricks as played."""
    key = (lambda s: s.side) if by_side else (lambda s: s.name)
    keys = ("NS", "EW") if by_side else ("N", "E", "S", "W")
    taken = dict.fromkeys(keys, 0)
    tricks = dict.fromkeys(keys, 0)
    trump_points = dict.fromkeys(keys, 0)
    for _, cards, winner in hand.tricks:
        taken[key(winner)] += 4
        tricks[key(winner)] += 1
        trump_points[key(winner)] += sum(VALUES.get(c.rank, 0) for _, c in cards if c.suit == hand.trump)
    points = {k: trump_points[k] + max(0, taken[k] - 18) for k in keys}
    if hand.bidder is not None and tricks[key(hand.bidder)] < hand.high_bid.amount:
        points[key(hand.bidder)] = -25
    return points, trump_points


def play_checking(hand, rng):
    """Play a random hand to the end, checking each card against the rules."""
    while not hand.done:
        action = choose(hand, rng)
        if isinstance(action, Card):
            seat = hand.to_act
            held = hand.view(seat).hand
            if hand.trick:
                led = hand.trick[0][1].suit
                if any(c.suit == led for c in held):
                    assert set(hand.legal_actions()) == {c for c in held if c.suit == led}
                else:
                    assert set(hand.legal_actions()) == set(held)
            else:
                assert set(hand.legal_actions()) == set(held)
        hand.apply(action)


@pytest.mark.parametrize("changes", OPTION_SETS, ids=lambda c: "+".join(c) or "defaults")
def test_random_hands(changes):
    options = WHIST.default_options().replace(**changes)
    by_side = options.partnership_scoring
    rng = random.Random(7)
    bids = penalties = 0
    for n in range(HANDS_PER_OPTION_SET):
        hand = new_random_hand(rng, options)
        dealt = [c for s in Seat for c in hand.initial_cards[s]]
        assert len(dealt) == 36 and set(dealt) == set(DECK_36)
        assert hand.turn_up is hand.initial_cards[hand.dealer][-1]
        play_checking(hand, rng)
        played = [c for _, cards, _ in hand.tricks for _, c in cards]
        assert len(hand.tricks) == 9 and sorted(played, key=id) == sorted(dealt, key=id)
        leader = Seat(hand.dealer).left
        for lead, cards, winner in hand.tricks:
            assert lead == leader and cards[0][0] == leader
            assert winner == winner_of(cards, hand.trump)
            leader = winner
        if not options.allow_bidding or hand.bidder is None:
            assert hand.trump == hand.turn_up.suit
        result = hand.result()
        expected, trump_points = expected_points(hand, by_side)
        assert sum(trump_points.values()) == 30
        assert result.points == expected
        assert set(result.points) == set(WHIST.score_keys(options))
        for key, entries in result.entries.items():
            assert result.points[key] == sum(e.points for e in entries)
        assert sum(result.cards_taken.values()) == 36
        bids += hand.bidder is not None
        penalties += result.made is False
        if n % 50 == 0:
            back = hand_from_record(hand.record())
            assert back.result().points == result.points and back.view(Seat.N) == hand.view(Seat.N)
            clone = hand.clone()
            assert clone.result().points == result.points
    if options.allow_bidding:
        assert bids > HANDS_PER_OPTION_SET // 2 and penalties > 0
    else:
        assert bids == 0 and penalties == 0


@pytest.mark.parametrize("changes", OPTION_SETS[:3], ids=lambda c: "+".join(c) or "defaults")
def test_random_matches_add_up_and_end_with_one_highest_total(changes):
    options = WHIST.default_options().replace(**changes)
    rng = random.Random(3)
    for seed in range(15):
        match = Match(WHIST, options, seed=seed)
        while not match.over:
            while not match.current.done:
                match.current.apply(choose(match.current, rng))
            match.finish_hand()
            if not match.over:
                match.next_hand()
        totals = {k: sum(h.points[k] for h in match.history) for k in match.scores}
        assert totals == match.scores
        best = max(match.scores.values())
        assert best >= options.target and match.scores[match.winner] == best
        assert list(match.scores.values()).count(best) == 1
