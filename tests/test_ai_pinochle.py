"""The Double-Deck Pinochle computer players: legal, explained and repeatable decisions from the view only
at every skill and under the options that change the hand (passing four cards, aggressive bidding), the
bidding conventions, naming trumps, and counters fed to partner's trick."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from conftest import check_decision, replayed_on, set_attributes

from game.ai.sampling import DealSampler
from game.engine import Seat, card, cards
from game.engine.actions import PASS, bid
from game.engine.hand import View
from game.variants import VARIANTS, computer_player
from game.variants.pinochle import ai_bidding, ai_expert, ai_expert_bidding, ai_play
from game.variants.pinochle.rules import COUNTERS, TRUMP_CALLS, PinochlePublic, legal_cards

PINOCHLE = VARIANTS["pinochle"]
SKILLS = ("novice", "advanced", "expert")
OPTION_SETS = {
    "default": {},
    "passing": {"pass_four_cards": True, "aggressive_bidding": True},
    "loose": {"marriage_to_take": False, "must_follow_trumps": False, "ruff_against_higher_trump": True,
              "bid_style": "tens", "minimum_bid": 50},
}


@pytest.fixture(autouse=True)
def small_expert_budget(monkeypatch):
    """Keep the Expert quick in tests: fewer play-outs (the logic is the same)."""
    set_attributes(monkeypatch, ai_expert, PLAYOUTS=24, MIN_LAYOUTS=2, MAX_LAYOUTS=4)
    set_attributes(monkeypatch, ai_expert_bidding, BID_DEALS=4, TRUMP_DEALS=4, PASS_DEALS=2, CLUE_TRIES=8)


def options_named(name: str):
    return PINOCHLE.default_options().replace(**OPTION_SETS[name])


def new_hand(deal: int, options=None):
    return PINOCHLE.new_hand(options, dealer=PINOCHLE.dealer_for_number(deal), deal_number=deal)


def play_out(hand, player, check=check_decision, stop_after: int | None = None):
    count = 0
    while not hand.done and (stop_after is None or count < stop_after):
        view = hand.view(hand.to_act)
        decision = player.decide(view)
        check(view, decision)
        hand.apply(decision.action)
        count += 1
    return hand


# -- legal, explained, repeatable -----------------------------------------------------------------------------
@pytest.mark.parametrize("option_set", sorted(OPTION_SETS))
@pytest.mark.parametrize("skill", ["novice", "advanced"])
def test_always_legal_and_explained(skill, option_set):
    options = options_named(option_set)
    player = computer_player("pinochle", skill, 5)
    phases = set()
    for deal in range(1, 9):
        hand = new_hand(deal, options)
        play_out(hand, player, lambda v, d: (check_decision(v, d), phases.add(v.phase)))
        assert hand.done and set(hand.result().points) == {"NS", "EW"}
    assert {"bidding", "trump", "play"} <= phases
    if options.pass_four_cards:
        assert "passing" in phases


@pytest.mark.parametrize("option_set", sorted(OPTION_SETS))
def test_expert_always_legal_and_explained(option_set):
    player = computer_player("pinochle", "expert", 5)
    for deal in (3, 4):
        hand = play_out(new_hand(deal, options_named(option_set)), player)
        assert hand.done


def test_same_view_same_decision():
    hand = new_hand(21, options_named("passing"))
    seen = 0
    while not hand.done:
        view = hand.view(hand.to_act)
        for skill in SKILLS:
            if skill == "expert" and seen % 7 and view.phase == "play":
                continue
            first = computer_player("pinochle", skill, 9).decide(view)
            assert first == computer_player("pinochle", skill, 9).decide(view)
        seen += 1
        hand.apply(computer_player("pinochle", "advanced", 9).decide(view).action)


# -- no peeking ---------------------------------------------------------------------------------------------
def other_world(hand, rng: random.Random, tries: int = 60):
    """The same hand with two unplayed cards of one suit swapped between two players the seat to act cannot
    see, when the swap leaves that seat's view unchanged (same meld shown, same legal history)."""
    view = hand.view(hand.to_act)
    hidden = [s for s in Seat if s != view.seat]
    for _ in range(tries):
        a, b = rng.sample(hidden, 2)
        held_a, held_b = list(hand.hands[a]), list(hand.hands[b])
        if not held_a:
            continue
        x = rng.choice(held_a)
        same_suit = [c for c in held_b if c.suit == x.suit and c != x]
        if not same_suit:
            continue
        y = rng.choice(same_suit)
        dealt = {s: list(hand.initial_cards[s]) for s in Seat}
        if x not in dealt[a] or y not in dealt[b]:
            continue  # a card passed between the bidders
        dealt[a][dealt[a].index(x)] = y
        dealt[b][dealt[b].index(y)] = x
        other = replayed_on(hand, PINOCHLE, dealt)
        if other is not None and other.view(other.to_act) == view:
            return other
    return None


@pytest.mark.parametrize("skill", SKILLS)
def test_no_peeking(skill):
    """The same view with other hidden hands gives the same decision, in the bidding and in the play."""
    rng = random.Random(4)
    phases = set()
    steps = 0
    for deal in (11, 12):
        hand = new_hand(deal)
        driver = computer_player("pinochle", "advanced", 3)
        while not hand.done:
            view = hand.view(hand.to_act)
            if steps % (9 if skill == "expert" else 3) == 0 and view.phase in ("bidding", "play"):
                other = other_world(hand, rng)
                if other is not None:
                    other_view = other.view(other.to_act)
                    assert any(sorted(hand.hands[s], key=str) != sorted(other.hands[s], key=str) for s in Seat)
                    assert computer_player("pinochle", skill, 2).decide(view) == \
                        computer_player("pinochle", skill, 2).decide(other_view)
                    phases.add(view.phase)
            steps += 1
            hand.apply(driver.decide(view).action)
    assert phases == {"bidding", "play"}


# -- bidding conventions ----------------------------------------------------------------------------------
def bidding_view(hand_cards, auction=(), seat=Seat.S, dealer=Seat.E, options=None) -> View:
    """South to bid after ``auction`` (seat, call) pairs, holding ``hand_cards``."""
    options = options or PINOCHLE.default_options()
    rest = list(PINOCHLE.deck)
    for c in cards(hand_cards):
        rest.remove(c)
    deal = {seat: cards(hand_cards)}
    others = [s for s in Seat if s != seat]
    for i, s in enumerate(others):
        deal[s] = rest[i * 20:(i + 1) * 20]
    hand = PINOCHLE.new_hand(options, dealer=dealer, cards=deal)
    for who, call in auction:
        assert hand.to_act == who
        hand.apply(call)
    assert hand.to_act == seat
    return hand.view(seat)


ACES_AROUND = "AS AH AD AC KS TS JS QH JH TH KD TD QD TC QC JC JC TH TS KC"
THIRTY_MELD = "KS QS KS QS AS TS JS AH QH JD JD KD TD KC QC TC JC JC TH TH"


def advanced_call(view):
    return computer_player("pinochle", "advanced", 1).decide(view)


def test_aces_around_opens_51():
    decision = advanced_call(bidding_view(ACES_AROUND))
    assert decision.action is bid(51)
    assert any("aces around" in r for r in decision.reasons)


def test_first_bid_rises_a_tenth_of_the_meld():
    hand = cards(THIRTY_MELD)
    assert ai_bidding.plain_meld(hand, PINOCHLE.default_options()) >= 30
    meld = ai_bidding.plain_meld(hand, PINOCHLE.default_options())
    assert advanced_call(bidding_view(THIRTY_MELD)).action is bid(50 + meld // 10)
    over = advanced_call(bidding_view(THIRTY_MELD, [(Seat.W, PASS), (Seat.N, bid(50)), (Seat.E, bid(54))],
                                      dealer=Seat.S))
    assert over.action is bid(54 + meld // 10)


def test_partner_bid_read_as_meld_and_aces():
    view = bidding_view(THIRTY_MELD, [(Seat.W, PASS), (Seat.N, bid(51)), (Seat.E, PASS)], dealer=Seat.S)
    reading = ai_bidding.read_auction(view, view.options)
    assert reading.partner_aces and reading.partner_bids == 1
    view = bidding_view(THIRTY_MELD, [(Seat.W, PASS), (Seat.N, bid(54)), (Seat.E, PASS)], dealer=Seat.S)
    assert ai_bidding.read_auction(view, view.options).partner_meld >= 40


def test_dealers_partner_saves_him_from_a_dropped_bid():
    weak = "KH QH JS JS TD JD JC AC QC TC QD TS TH TD TC JH JH AS KS KD"
    view = bidding_view(weak, [(Seat.E, PASS)], seat=Seat.S, dealer=Seat.N)
    decision = advanced_call(view)
    assert decision.action is bid(50)
    assert any("dropped" in r for r in decision.reasons)
    # with the dealer an opponent the same hand passes
    assert advanced_call(bidding_view(weak, [], seat=Seat.S, dealer=Seat.E)).action is PASS


def test_trumps_named_with_a_marriage():
    long_no_marriage = "AS AS TS TS KS JS JS JS AH KH QH JH TD JD QC JC AC AD TC JC"
    for options in (PINOCHLE.default_options(), PINOCHLE.default_options().replace(pass_four_cards=True)):
        view = trump_view(long_no_marriage, options)
        decision = advanced_call(view)
        assert decision.action is TRUMP_CALLS["H"]
        assert any("marriage" in r for r in decision.reasons)


def trump_view(hand_cards, options) -> View:
    view = bidding_view(hand_cards, options=options)
    hand = PINOCHLE.new_hand(options, dealer=Seat.E, cards=_deal_of(view, hand_cards))
    hand.apply(bid(50))
    for _ in range(3):
        hand.apply(PASS)
    assert hand.phase == "trump" and hand.to_act == Seat.S
    return hand.view(Seat.S)


def _deal_of(view, hand_cards):
    rest = list(PINOCHLE.deck)
    for c in cards(hand_cards):
        rest.remove(c)
    deal = {Seat.S: cards(hand_cards)}
    for i, s in enumerate([Seat.N, Seat.E, Seat.W]):
        deal[s] = rest[i * 20:(i + 1) * 20]
    return deal


def test_partner_passes_trumps_and_aces_to_the_bidder():
    options = PINOCHLE.default_options().replace(pass_four_cards=True)
    hand = new_hand(31, options)
    player = computer_player("pinochle", "advanced", 1)
    while hand.phase != "passing":
        hand.apply(player.decide(hand.view(hand.to_act)).action)
    giver = hand.to_act
    assert giver == hand.bidder.partner
    given = []
    for _ in range(4):
        choice = player.decide(hand.view(giver)).action
        given.append(choice)
        hand.apply(choice)
    held_before = hand.passed_cards[giver]
    assert tuple(given) == held_before
    assert all(c.suit == hand.trump or c.rank == "A" for c in given)


# -- the play ---------------------------------------------------------------------------------------------
def play_view(hand_cards, trick, trump="S", seat=Seat.S, bidder=Seat.W, tricks=(), options=None) -> View:
    """A view of the play built by hand: South to play on ``trick`` ((seat, card text), ...)."""
    options = options or PINOCHLE.default_options()
    held = tuple(cards(hand_cards))
    trick = tuple((s, card(c)) for s, c in trick)
    best = None
    for _, c in trick:
        if best is None or (c.suit == best.suit and ai_play.POWER[c] > ai_play.POWER[best]) or \
                (c.suit == trump and best.suit != trump):
            best = c
    legal = tuple(legal_cards(held, trick, best, trump, options))
    sizes = [len(held)] * 4
    for s, _ in trick:
        sizes[s] -= 1
    public = PinochlePublic(auction=((bidder, bid(50)), (bidder.left, PASS), (bidder.left.left, PASS),
                                     (bidder.right, PASS)),
                            bid=50, contract=bid(50), declarer=bidder, last_bidder=bidder, last_bid=bid(50),
                            shown={}, meld={"NS": 20, "EW": 24}, counters={"NS": 0, "EW": 0})
    history = public.auction + ((bidder, TRUMP_CALLS[trump]),) + trick
    return View(variant="pinochle", options=options, seat=seat, dealer=bidder.right, phase="play", to_act=seat,
                hand=held, hand_sizes=tuple(sizes), legal=legal, history=history, trick=trick, tricks=tricks,
                trump=trump, public=public)


def test_counters_fed_to_partners_winning_trick():
    held = "TH KH JH QD JD JC QC AS JS QS"
    # West leads, partner North wins with the ace, East follows: South is last and partner's trick is sure
    view = play_view(held, [(Seat.W, "JH"), (Seat.N, "AH"), (Seat.E, "QH")])
    for skill in ("advanced", "expert"):
        decision = computer_player("pinochle", skill, 1).decide(view)
        assert COUNTERS[decision.action] == 1, (skill, decision)
    # the same cards with East winning: the counters are kept back
    view = play_view(held, [(Seat.W, "JH"), (Seat.N, "QH"), (Seat.E, "AH")])
    for skill in ("advanced", "expert"):
        decision = computer_player("pinochle", skill, 1).decide(view)
        assert decision.action is card("JH"), (skill, decision)


def test_bidder_leads_aces_then_trumps():
    held = "AH TH KD QD JD AS TS KS QS JS"
    view = play_view(held, [], bidder=Seat.S)
    decision = advanced_call(view)
    assert decision.action is card("AH")
    no_aces = play_view("TH KD QD JD AS TS KS QS JS JS", [], bidder=Seat.S)
    assert advanced_call(no_aces).action.suit == "S"


def test_knowledge_counts_four_copies_and_reads_the_play():
    first = ((Seat.W, card("KH")), (Seat.N, card("JH")), (Seat.E, card("KD")), (Seat.S, card("QH")))
    tricks = ((Seat.W, first, Seat.W),)
    view = play_view("TH KH JH QD JD JC QC AS JS", [], bidder=Seat.W, tricks=tricks)
    know = ai_play.Knowledge(view)
    assert know.out[card("KH")] == 2 and know.out[card("TH")] == 3 and know.out[card("JH")] == 2
    assert "H" in know.voids[Seat.E] and "S" in know.voids[Seat.E]  # no heart, and did not trump
    assert not know.may_hold(Seat.N, card("TH"))  # North followed low under the king: nothing higher held
    assert know.may_hold(Seat.N, card("JH"))


def test_knowledge_reads_north_as_the_bidder_when_north_declares():
    """North is Seat 0: a declarer at North is a seat, not "nobody" (the declarer is read on its own, not through the
    auction's last bidder)."""
    view = play_view("TH KH JH QD JD JC QC AS JS", [], bidder=Seat.N)
    assert ai_play.Knowledge(view).bidder is Seat.N
    declared = replace(view, public=replace(view.public, last_bidder=None))
    assert ai_play.Knowledge(declared).bidder is Seat.N
    bidding = replace(view, public=replace(view.public, declarer=None))  # the auction: its last bidder
    assert ai_play.Knowledge(bidding).bidder is Seat.N


def test_sampler_places_copies_with_what_is_known():
    pool = cards("AS AS AS TS TS KH KH KH KH QD QD JC")
    sampler = DealSampler(pool, {Seat.N: 4, Seat.E: 4, Seat.W: 4}, known={Seat.N: cards("AS AS")},
                          excluded={Seat.E: cards("KH"), Seat.W: cards("AS")})
    rng = random.Random(3)
    for _ in range(50):
        layout = sampler.draw(rng)
        assert sorted(str(c) for h in layout.values() for c in h) == sorted(map(str, pool))
        assert layout[Seat.N].count(card("AS")) >= 2
        assert card("KH") not in layout[Seat.E] and card("AS") not in layout[Seat.W]


def test_aggressive_bidding_follows_the_score():
    options = PINOCHLE.default_options().replace(aggressive_bidding=True)
    view = bidding_view(THIRTY_MELD, options=options)
    behind = replace(view, context={"scores": {"NS": 0, "EW": 300}, "target": 350})
    ahead = replace(view, context={"scores": {"NS": 300, "EW": 0}, "target": 350})
    assert ai_bidding.score_lean(behind, options) > 0 > ai_bidding.score_lean(ahead, options)
    assert ai_bidding.score_lean(behind, PINOCHLE.default_options()) == 0
    assert any("behind" in r for r in advanced_call(behind).reasons)


# -- Expert bidding, trumps and passing by play-outs ------------------------------------------------------------
FULL_BID_DEALS = ai_expert_bidding.BID_DEALS
FULL_CLUE_TRIES = ai_expert_bidding.CLUE_TRIES
WEAK = "KH QH JS JS TD JD JC AC QC TC QD TS TH TD TC JH JH AS KS KD"
SAVER = "JC QD TC TD QS JS TD KC AC QH QC QH TS KH AD AS JC TH QS QD"


def expert_call(view, monkeypatch):
    """The Expert's call with its full number of deals (the fixture shrinks it for speed elsewhere)."""
    monkeypatch.setattr(ai_expert_bidding, "BID_DEALS", FULL_BID_DEALS)
    monkeypatch.setattr(ai_expert_bidding, "CLUE_TRIES", FULL_CLUE_TRIES)
    return computer_player("pinochle", "expert", 1).decide(view)


def test_expert_bids_a_strong_hand_and_shows_its_meld(monkeypatch):
    decision = expert_call(bidding_view(THIRTY_MELD), monkeypatch)
    meld = ai_bidding.plain_meld(cards(THIRTY_MELD), PINOCHLE.default_options())
    assert decision.action is bid(50 + meld // 10)
    assert any("tenth" in r for r in decision.reasons)
    assert any("on average" in d for d in decision.details)


def expert_opening(number: int, aggressive: bool, scores: dict, monkeypatch):
    """The Expert's first call, North first to speak (West deals) in deal ``number``, the match at ``scores``."""
    options = PINOCHLE.default_options().replace(aggressive_bidding=aggressive)
    hand = PINOCHLE.new_hand(options, dealer=Seat.W, deal_number=number, context={"scores": scores, "target": 350})
    return expert_call(hand.view(Seat.N), monkeypatch)


@pytest.mark.slow
def test_expert_bids_more_boldly_behind_and_more_carefully_ahead_with_the_option(monkeypatch):
    """Item 4: "Bid more aggressively if behind, less if ahead" changes the Expert's opening call on some of twelve
    fixed deals (and none without the option)."""
    level, behind, ahead = {"NS": 0, "EW": 0}, {"NS": 0, "EW": 300}, {"NS": 300, "EW": 0}
    bolder, warier = [], []
    for number in range(1, 13):
        plain = expert_opening(number, True, level, monkeypatch).action
        when_behind = expert_opening(number, True, behind, monkeypatch)
        when_ahead = expert_opening(number, True, ahead, monkeypatch)
        if when_behind.action is not plain:
            assert plain is PASS and any("behind" in r for r in when_behind.reasons)
            bolder.append(number)
        if when_ahead.action is not plain:
            assert when_ahead.action is PASS and any("ahead" in r for r in when_ahead.reasons)
            warier.append(number)
        assert all(expert_opening(number, False, scores, monkeypatch).action is plain for scores in (behind, ahead))
    assert bolder and warier


def test_expert_passes_a_weak_hand_over_a_high_bid(monkeypatch):
    view = bidding_view(WEAK, [(Seat.N, bid(55)), (Seat.E, bid(60))], seat=Seat.S, dealer=Seat.W)
    decision = expert_call(view, monkeypatch)
    assert decision.action is PASS
    assert any("would cost my side more than it brings" in r for r in decision.reasons)


def test_expert_saves_partner_from_a_dropped_bid(monkeypatch):
    saving = expert_call(bidding_view(SAVER, [(Seat.E, PASS)], seat=Seat.S, dealer=Seat.N), monkeypatch)
    assert saving.action is bid(50)
    assert any("dropped on my partner" in r for r in saving.reasons)
    # the same cards speaking first with an opponent dealing: no one to save, and the hand is too weak to open
    assert expert_call(bidding_view(SAVER, [], seat=Seat.S, dealer=Seat.E), monkeypatch).action is PASS


def test_expert_asks_for_trumps_at_most_once_per_side():
    auction = [(Seat.W, PASS), (Seat.N, bid(50)), (Seat.E, PASS), (Seat.S, bid(51)), (Seat.N, bid(52))]
    asked = ai_expert_bidding.bids_over_partner(auction)
    assert asked == {Seat.N: 1}  # South's 51 shows meld; North's 52 asks
    view = bidding_view(THIRTY_MELD, auction, dealer=Seat.S)
    decision = computer_player("pinochle", "expert", 1).decide(view)
    assert decision.action is PASS
    assert any("already asked" in r for r in decision.reasons)


@pytest.mark.parametrize("option_set", sorted(OPTION_SETS))
def test_expert_legal_over_random_auctions(option_set):
    """Random calls by East-West, the Expert's by North-South, through naming trumps and passing cards."""
    options = options_named(option_set)
    expert = computer_player("pinochle", "expert", 3)
    rng = random.Random(option_set)
    phases = set()
    for deal in range(40, 46):
        hand = new_hand(deal, options)
        while hand.phase not in ("play", "done"):
            view = hand.view(hand.to_act)
            if view.seat.side == "EW" and view.phase == "bidding":
                action = PASS if rng.random() < 0.4 else rng.choice(view.legal)
            else:
                decision = expert.decide(view)
                check_decision(view, decision)
                phases.add(view.phase)
                action = decision.action
            hand.apply(action)
    assert {"bidding", "trump"} <= phases
    if options.pass_four_cards:
        assert "passing" in phases


def test_auction_read_for_every_seat(monkeypatch):
    monkeypatch.setattr(ai_expert_bidding, "CLUE_TRIES", FULL_CLUE_TRIES)
    auction = [(Seat.W, PASS), (Seat.N, bid(51)), (Seat.E, bid(55))]
    view = bidding_view(THIRTY_MELD, auction, dealer=Seat.S)
    clues = ai_expert_bidding.read_seats(view)
    assert clues[Seat.N].aces and clues[Seat.N].strong  # partner's opening 51: aces around
    assert (clues[Seat.E].meld_low, clues[Seat.E].meld_high) == (40, 49)  # four steps over 51: forty-odd meld
    assert clues[Seat.E].worth_low == 53  # a showing bid may go two over what the hand is worth
    assert clues[Seat.W].worth_high == 50 and clues[Seat.W].meld_high == 19  # passed at the opening
    deals = ai_expert_bidding.deal_others(view, clues, 12, random.Random(1))
    assert len(deals) == 12
    for deal in deals:
        assert deal[Seat.S] == list(view.hand)
        assert sorted(str(c) for s in Seat for c in deal[s]) == sorted(str(c) for c in PINOCHLE.deck)
        assert ai_bidding.has_aces_around(deal[Seat.N])
    shown = [ai_bidding.plain_meld(deal[Seat.E], view.options) for deal in deals]
    assert sum(40 <= m <= 49 for m in shown) >= 9  # what East's jump showed, in (nearly) every deal


def test_contract_outcome_scores_a_set_before_play():
    options = PINOCHLE.default_options()
    deal = _deal_of(None, WEAK)
    outcome = ai_expert_bidding.contract_outcome(deal, Seat.S, "S", options)  # no king of spades with a queen
    assert outcome.counters is None
    defenders = outcome.meld["EW"]
    assert ai_expert_bidding.outcome_score(outcome, 55, "NS", options, 350) == -55 - defenders
    played = ai_expert_bidding.contract_outcome(deal, Seat.S, "H", options)
    if played.counters is not None:
        assert sum(played.counters.values()) == 50


def test_known_cards_after_passing_net_out_what_came_back():
    passed = {Seat.N: tuple(cards("AS AS KS QS")), Seat.S: tuple(cards("AS JD JD TC"))}
    kept = ai_play.passed_and_kept(passed, Seat.S)  # South bid: North gave four, South gave four back
    assert kept[Seat.S] == {card("AS"): 1, card("KS"): 1, card("QS"): 1}
    assert kept[Seat.N] == {card("AS"): 1, card("JD"): 2, card("TC"): 1}


def test_layouts_fit_the_meld_each_player_showed():
    hand = new_hand(5)
    player = computer_player("pinochle", "advanced", 1)
    while hand.phase != "play" or len(hand.tricks) < 2:
        if hand.done:
            hand = new_hand(hand.deal_number + 1)
            continue
        hand.apply(player.decide(hand.view(hand.to_act)).action)
    view = hand.view(hand.to_act)
    know = ai_play.Knowledge(view)
    fit = ai_expert.MeldFit(view, know)
    truth = {s: list(hand.hands[s]) for s in Seat}
    assert fit.weight(truth) == 1.0
    layouts = ai_expert.sample_layouts(view, know, 8, random.Random(2))
    plain = ai_expert.sample_layouts(view, know, 24, random.Random(2), fit_meld=False)
    fitting = sum(fit.weight(layout) == 1.0 for layout in layouts) / len(layouts)
    assert fitting > 0 and fitting >= 2 * sum(fit.weight(layout) == 1.0 for layout in plain) / len(plain)
    for layout in layouts:
        for seat, held in know.known.items():
            if seat != view.seat:
                for c, n in held.items():
                    assert layout[seat].count(c) >= n


def test_quick_play_feeds_partner_its_cheapest_counter():
    hands = {Seat.N: cards("AH"), Seat.E: cards("QH"), Seat.S: cards("AD KD"), Seat.W: cards("JH")}
    trick = [(Seat.W, card("JH")), (Seat.N, card("AH")), (Seat.E, card("QH"))]
    options = PINOCHLE.default_options()
    assert ai_expert.quick_card(Seat.S, hands, trick, "S", options, "NS") is card("KD")  # the ace may win later
