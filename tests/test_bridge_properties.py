"""Properties of Contract Bridge over thousands of random hands (random numbered or explicit deals, dealers,
vulnerability, legal auctions and plays): every card is played once in thirteen tricks, the rules of play
hold card by card, the dummy never decides, the score follows the leaflet (computed here again, another
way) and equals the sum of its entries, and records replay to the same result. Random rubbers add up.
Hypothesis runs derandomized, so the examples are the same on every run."""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine import DECK_52, PASS, Seat
from game.engine.deal import MAX_DEAL_NUMBER
from game.engine.match import Match
from game.engine.records import dumps, hand_from_record, load
from game.variants import VARIANTS

BRIDGE = VARIANTS["bridge"]
SETTINGS = dict(derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow])
HANDS_PER_EXAMPLE = 25
RANKS = "23456789TJQKA"


def new_random_hand(rng: random.Random, options=None):
    dealer = Seat(rng.randrange(4))
    vulnerable = {"NS": rng.random() < 0.5, "EW": rng.random() < 0.5}
    if rng.random() < 0.3:
        pack = list(DECK_52)
        rng.shuffle(pack)
        deal = {s: pack[13 * i:13 * i + 13] for i, s in enumerate(Seat)}
        return BRIDGE.new_hand(options, dealer=dealer, cards=deal, vulnerable=vulnerable)
    return BRIDGE.new_hand(options, dealer=dealer, deal_number=rng.randint(1, MAX_DEAL_NUMBER), vulnerable=vulnerable)


def choose(hand, rng: random.Random):
    legal = hand.legal_actions()
    if hand.phase == "bidding":
        if rng.random() < 0.55:
            return PASS
        return rng.choice(legal[:9])  # pass, double/redouble when legal, and the next few bids
    return rng.choice(legal)


# -- the leaflet's scoring, written out a second time ------------------------------------------------

def expected_points(level, strain, doubled, tricks, vulnerable):
    """(declarers below, declarers above, defenders above) as totals."""
    need = 6 + level
    if tricks < need:
        down = need - tricks
        if doubled == 1:
            return 0, 0, down * (100 if vulnerable else 50)
        if vulnerable:
            penalty = 200 + 300 * (down - 1)
        else:
            penalty = 100 + 200 * min(down - 1, 2) + 300 * max(down - 3, 0)
        return 0, 0, penalty * doubled // 2
    odd = 20 if strain in "CD" else 30
    below = (odd * level + (10 if strain == "NT" else 0)) * doubled
    over = tricks - need
    above = over * (odd if doubled == 1 else 50 * doubled * (2 if vulnerable else 1))
    if level >= 6:
        above += (500 if level == 6 else 1000) * (1.5 if vulnerable else 1)
    if doubled > 1:
        above += 25 * doubled
    return below, int(above), 0


def honours_points(dealt, strain):
    for seat in Seat:
        held = dealt[seat]
        if strain == "NT":
            if [c.rank for c in held].count("A") == 4:
                return seat.side, 150
        else:
            n = sum(1 for c in held if c.suit == strain and c.rank in "AKQJT")
            if n >= 4:
                return seat.side, 50 * (n - 2)
    return None, 0


def trick_winner(trick, trump):
    led = trick[0][1].suit
    trumps = [(s, c) for s, c in trick if c.suit == trump]
    pool = trumps or [(s, c) for s, c in trick if c.suit == led]
    return max(pool, key=lambda sc: RANKS.index(sc[1].rank))[0]


# -- one hand, checked card by card -----------------------------------------------------------------

def play_and_check(hand, rng):
    held = {s: list(hand.initial_cards[s]) for s in Seat}
    while hand.phase == "bidding":
        assert hand.to_act == hand.auction.to_call
        hand.apply(choose(hand, rng))
    if hand.contract is None:
        result = hand.result()
        assert result.passed_out and result.points == {"NS": 0, "EW": 0} and len(hand.auction) >= 4
        return result
    declarer, dummy = hand.declarer, hand.dummy
    assert dummy == declarer.partner and hand.to_play == declarer.left
    assert all(hand.view(s).public.dummy_cards == () for s in Seat)
    played = []
    while not hand.done:
        seat = hand.to_play
        assert hand.to_act == (declarer if seat == dummy else seat) and hand.to_act != dummy
        legal = hand.legal_actions()
        trick = hand.trick
        if trick:
            led = trick[0][1].suit
            if any(c.suit == led for c in held[seat]):
                assert all(c.suit == led for c in legal)
        assert sorted(c.index for c in legal) == sorted(c.index for c in held[seat] if c in legal)
        assert hand.view(hand.to_act).legal == tuple(legal)
        before = list(trick)
        c = choose(hand, rng)
        hand.apply(c)
        held[seat].remove(c)
        played.append(c)
        if len(before) == 3:
            assert hand.tricks[-1][2] == trick_winner(before + [(seat, c)], hand.trump)
        assert hand.view(Seat((seat + 1) % 4)).public.dummy_cards == tuple(hand.hands[dummy])
    assert sorted(c.index for c in played) == list(range(52)) and len(hand.tricks) == 13
    assert hand.tricks_won["NS"] + hand.tricks_won["EW"] == 13
    return hand.result()


def check_score(hand, result):
    if result.passed_out:
        return
    level, strain, doubled = hand.contract.amount, hand.contract.strain, hand.doubled
    decl = hand.declarer.side
    defe = "EW" if decl == "NS" else "NS"
    tricks = hand.tricks_won[decl]
    below, above, penalty = expected_points(level, strain, doubled, tricks, hand.vulnerable[decl])
    honours = {"NS": 0, "EW": 0}
    side, points = honours_points(hand.initial_cards, strain)
    if side and hand.options.honours:
        honours[side] = points
    assert result.tricks == tricks and result.made == (tricks >= 6 + level)
    assert sum(e.points for e in result.below[decl]) == below and result.below[defe] == []
    assert sum(e.points for e in result.above[decl]) == above + honours[decl]
    assert sum(e.points for e in result.above[defe]) == penalty + honours[defe]
    for s in ("NS", "EW"):
        assert result.entries[s] == result.below[s] + result.above[s]
        assert result.points[s] == sum(e.points for e in result.entries[s])
    assert (penalty > 0) == (not result.made)
    assert result.vulnerable == hand.vulnerable and result.declarer == hand.declarer


@settings(max_examples=120, **SETTINGS)
@given(st.integers(0, 2**32 - 1), st.booleans())
def test_random_hands_follow_the_rules_and_score_by_the_tables(seed, honours):
    rng = random.Random(seed)
    options = BRIDGE.default_options().replace(honours=honours)
    for n in range(HANDS_PER_EXAMPLE):
        hand = new_random_hand(rng, options)
        result = play_and_check(hand, rng)
        check_score(hand, result)
        if n % 8 == 0:
            back = load(dumps(hand.record()))
            assert back.result().to_json() == result.to_json()
            cut = rng.randrange(len(hand.actions) + 1)
            middle = hand_from_record(hand.record(), upto=cut)
            assert middle.actions == hand.actions[:cut]


@settings(max_examples=25, **SETTINGS)
@given(st.integers(0, 2**32 - 1))
def test_random_rubbers_add_up(seed):
    rng = random.Random(seed)
    match = Match(BRIDGE, seed=seed % 1000 + 1)
    while not match.over and len(match.history) < 40:
        hand = match.current
        assert hand.vulnerable == match.state.vulnerable()
        while not hand.done:
            hand.apply(choose(hand, rng))
        match.finish_hand()
        if not match.over:
            if rng.random() < 0.03:
                match.end_early()
                break
            match.next_hand()
    if not match.over:
        match.end_early()
    sheet = match.state
    assert match.scores == sheet.totals()
    assert sum(h.points["NS"] for h in match.history) + sum(e.points for e in sheet.entries
                                                           if e.kind == "unfinished" and e.side == "NS") == \
        match.scores["NS"]
    assert len(sheet.games) <= 3 and all(sheet.games_won(s) <= 2 for s in ("NS", "EW"))
    diff = match.scores["NS"] - match.scores["EW"]
    assert sheet.back_score()["NS"] == (1 if diff >= 0 else -1) * ((abs(diff) + 50) // 100)
    assert match.winner == (None if diff == 0 else "NS" if diff > 0 else "EW")
    back = load(dumps(match.record()))
    assert back.scores == match.scores and back.state.entries == sheet.entries and back.over
