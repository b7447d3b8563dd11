"""Random complete pinochle hands under several option sets: counters, cards, scores always add up."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.engine import PASS, Seat
from game.engine.cards import DECK_80
from game.engine.records import hand_from_record
from game.variants import VARIANTS
from game.variants.pinochle.rules import BidderSet, CardsPassed, PinochleOptions

PINOCHLE = VARIANTS["pinochle"]
OPTION_SETS = {
    "defaults": {},
    "passing": {"pass_four_cards": True},
    "loose trumps": {"must_follow_trumps": False, "marriage_to_take": False, "last_trick_points": 0},
    "ruff": {"ruff_against_higher_trump": True, "marriage_to_bid": True, "minimum_meld": 1},
    "tens": {"bid_style": "tens", "target": 3500, "rotate_deal": 90, "swap_best_to_south": True,
             "min_counters_defenders": 1, "save_bonus": 10, "meld_base": 5},
}
HANDS = 2000


def random_hand(options, rng: random.Random, cards=None, jump=0.5):
    """A hand played out at random; ``jump``: the lower, the higher the bids jump."""
    dealer = Seat(rng.randrange(4))
    if cards is None:
        hand = PINOCHLE.new_hand(options, dealer=dealer, deal_number=rng.randint(1, 99_999_999))
    else:
        hand = PINOCHLE.new_hand(options, dealer=dealer, cards=cards)
    events = []
    while not hand.done:
        legal = hand.legal_actions()
        if hand.phase == "bidding" and PASS in legal and (len(legal) == 1 or rng.random() < 0.55):
            action = PASS
        elif hand.phase == "bidding":
            action = legal[1 + min(int(rng.expovariate(jump)), len(legal) - 2)]
        else:
            action = rng.choice(legal)
        events.extend(hand.apply(action))
    return hand, events


def check_outcome(hand, events, result) -> None:
    """Set and outright agree everywhere: the events, the flag, the entries and the lines of the score card."""
    bidders = hand.bidder.side
    assert bool([e for e in events if isinstance(e, BidderSet)]) == (not result.made)
    assert any("are set" in line for line in result.lines) == (not result.made)
    if result.outright is not None:
        assert [(e.kind, e.points) for e in result.entries[result.outright]] == [("outright", hand.options.target)]
    if result.outright == bidders:
        assert result.made  # every counter wins the game, whatever the bid (the manual's Other Scoring Rules)


@pytest.mark.parametrize("name", list(OPTION_SETS))
def test_random_hands_keep_every_rule(name):
    options = PinochleOptions().replace(**OPTION_SETS[name])
    rng = random.Random(name)
    played_out = set_before = 0
    for _ in range(HANDS):
        hand, events = random_hand(options, rng)
        result = hand.result()
        assert result.points == {s: sum(e.points for e in result.entries[s]) for s in ("NS", "EW")}
        bidders = hand.bidder.side
        if hand.set_reason is not None:
            set_before += 1
            assert not hand.tricks and result.points[bidders] == -hand.bid_amount
            continue
        played_out += 1
        assert len(hand.tricks) == 20
        assert sum(hand.counters.values()) == 48 + options.last_trick_points
        played = Counter(c for _, cards, _ in hand.tricks for _, c in cards)
        dealt = Counter(c for s in Seat for c in hand.initial_cards[s])
        assert played == dealt == Counter(DECK_80)
        passes = [e for e in events if isinstance(e, CardsPassed)]
        assert len(passes) == (2 if options.pass_four_cards else 0)
        check_outcome(hand, events, result)
        if result.outright is None:
            assert result.made == (result.points[bidders] > -hand.bid_amount or hand.bid_amount == 0)
        trick_points = sum(e.points for e in events if type(e).__name__ == "TrickWon")
        assert trick_points == sum(hand.counters.values())
    assert played_out > HANDS // 3 and set_before > 0


def test_replaying_records_gives_the_same_hand():
    rng = random.Random(7)
    options = PinochleOptions(pass_four_cards=True)
    for _ in range(30):
        hand, _ = random_hand(options, rng)
        again = hand_from_record(hand.record())
        assert again.result().points == hand.result().points and again.tricks == hand.tricks


def sweeping_deal(rng: random.Random) -> dict:
    """One seat holds all twenty cards of one suit (with that suit trumps it takes every trick); the other
    sixty cards are dealt at random."""
    suit = rng.choice("SHDC")
    rest = [c for c in DECK_80 if c.suit != suit]
    rng.shuffle(rest)
    seats = list(Seat)
    rng.shuffle(seats)
    deal = {seats[0]: [c for c in DECK_80 if c.suit == suit]}
    deal.update({seat: rest[20 * i:20 * i + 20] for i, seat in enumerate(seats[1:])})
    return deal


def test_bidders_who_take_every_counter_win_outright_whatever_their_bid():
    """Item 19: high bids, small runs and deals where one hand can sweep: the bidders often take every counter
    and yet fall short of their bid. They win the game; the hand never crashes on its last card."""
    options = PinochleOptions(marriage_to_take=False, runs_4=20, minimum_meld=1)
    rng = random.Random(19)
    short_sweeps = 0
    for _ in range(400):
        hand, events = random_hand(options, rng, sweeping_deal(rng), jump=0.1)
        result = hand.result()
        check_outcome(hand, events, result)
        bidders = hand.bidder.side
        if result.outright == bidders and hand.side_melds[bidders].counted + hand.counters[bidders] < hand.bid_amount:
            short_sweeps += 1
    assert short_sweeps >= 5
