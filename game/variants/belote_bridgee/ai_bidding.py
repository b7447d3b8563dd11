"""Bidding of the 32 Card Bridge computer players.

A hand is valued suit by suit: the points our side should catch with that suit as trumps, from the
seat's own cards (trump honours and length, outside aces and tens, short suits, announces, the Belot,
whether our side leads) and what partner's calls have shown. The model's weights were fitted on
deals played out by the Advanced card player (see ``MODEL``), so an estimate of 100 means about 100
points caught on average.

Advanced and Expert then bid the level they expect to make with some safety, answer partner's first
bid with the response conventions (nine of trumps +10, jack +20, two outside aces +20, three +30,
announces of 100/150/200 +70/+120/+170, and at most 10 more to get over an opponent), compete when
another trump suits them better, double a contract their hand defeats, and redouble when sure. The
match score moves the safety margin. Novice counts points simply and is more passive and erratic.

The valuation is in :func:`suit_estimates`, so a stronger player can replace it (by simulation)
without touching the rest.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

from game.ai.player import Decision
from game.engine.actions import DOUBLE, PASS, REDOUBLE, Bid, bid
from game.engine.cards import SUIT_NAMES
from game.engine.seats import Seat
from game.variants.belote_common import valuation
from game.variants.belote_common.announces import best_combinations, may_hold_combination
from game.variants.belote_common.valuation import NUMBER_WORDS, SUITS
from game.variants.belote_common.values import TRUMP_VALUE

from .rules import ANNOUNCE_RULES, MAX_BID, MIN_BID

# Expected points the declaring side catches, as weights of the declarer's hand features (fitted by
# simulation of Advanced play with a random partner; see the module docstring).
FEATURES = ("base", "jack", "nine", "ace", "ten", "kq", "trumps", "long", "aces", "tens_ace", "tens_guarded",
            "voids", "singletons", "lead", "thirds", "fourths", "big", "belot", "jack_nine")
MODEL = (19.5, 21.6, 10.7, 5.7, 2.0, -0.2, 16.0, -4.9, 12.1, 5.2, 5.6, 5.7, 1.8, 1.2, 0.8, 0.6, 0.4, 17.1, 1.6)
# The declarers' trick points seen from a defender's hand (its features against their trump suit,
# the announce weights unused) plus a weight on the contract level; fitted on Advanced self-play.
THEIR_TRICKS_MODEL = (129.65, -24.38, -9.5, -2.03, -1.03, 3.52, -5.81, -22.33, -8.54, -1.5, -3.05, -4.26, -1.34,
                      -1.45, 0.0, 0.0, 0.0, -2.67, -6.5)
THEIR_LEVEL_WEIGHT = 0.09
THEIR_SIGMA = 24.0
THEIR_ANNOUNCE_FROM = 100  # bids above this are taken to hold announces worth the difference
ANNOUNCE_COUNTS = {"third": 0.3, "fourth": 0.6, "fifth": 0.9, "square": 0.95}  # chance it is the best shown
SIGMA = 26.0  # spread of the points caught around the estimate (one hand seen, partner unknown)
AVERAGE_HAND = 82  # the estimate of an average hand in an average suit
PARTNER_BID_MARGIN = 0  # a natural bid of L shows a hand worth about L + this (fitted by self-play)

CONVENTION_NINE = 10
CONVENTION_JACK = 20
CONVENTION_ACES = {2: 20, 3: 30}
CONVENTION_ANNOUNCE = {100: 70, 150: 120, 200: 170}
CONVENTION_OVERCALL = 10


# -- the hand ------------------------------------------------------------------------------------
@dataclass
class SuitEstimate:
    """What the seat expects with ``suit`` as trumps."""

    suit: str
    own: float  # points our side catches, from our own cards (partner average)
    partner: float = 0.0  # what partner's calls add (or take away)
    risk: float = 0.0  # the match situation: more when behind near the end
    parts: list = field(default_factory=list)  # words describing the holding, for the reasons
    partner_words: str = ""

    @property
    def points(self) -> float:
        return self.own + self.partner + self.risk


def hand_features(hand, suit: str, we_lead: bool, combos=None) -> list[float]:
    ranks = {c.rank for c in hand if c.suit == suit}
    n = sum(1 for c in hand if c.suit == suit)
    if combos is None:
        combos = best_combinations(list(hand), suit, ANNOUNCE_RULES)
    return _features(ranks, n, valuation.side_suit_counts(hand, suit), combos, we_lead)


def hand_features_by_suit(hand, we_lead: bool, combos=None) -> dict[str, list[float]]:
    """``hand_features(hand, suit, we_lead, combos)`` for each suit, the hand read once (the Expert's inference
    values thousands of hands)."""
    ranks: dict[str, set] = {s: set() for s in SUITS}
    counts = dict.fromkeys(SUITS, 0)
    for c in hand:
        ranks[c.suit].add(c.rank)
        counts[c.suit] += 1
    side = {s: valuation.suit_counts(ranks[s], counts[s]) for s in SUITS}
    totals = [sum(column) for column in zip(*side.values(), strict=True)]
    if combos is None and not may_hold_combination(hand):
        combos = []  # what best_combinations finds in every suit
    out = {}
    for suit in SUITS:
        counts_beside = tuple(t - x for t, x in zip(totals, side[suit], strict=True))
        suit_combos = best_combinations(list(hand), suit, ANNOUNCE_RULES) if combos is None else combos
        out[suit] = _features(ranks[suit], counts[suit], counts_beside, suit_combos, we_lead)
    return out


def _features(ranks: set, n: int, side_counts, combos, we_lead: bool) -> list[float]:
    """The model's features of a hand with ``ranks`` (``n`` cards) in the trump suit, ``side_counts`` (see
    ``valuation.side_suit_counts``) beside it and the announce ``combos``."""
    aces, tens_ace, tens_guarded, voids, singletons = side_counts
    thirds = sum(c.points for c in combos if c.kind == "third")
    fourths = sum(c.points for c in combos if c.kind == "fourth")
    big = sum(c.points for c in combos if c.kind in ("fifth", "square"))
    belot = 1.0 if "K" in ranks and "Q" in ranks else 0.0
    return [1.0, float("J" in ranks), float("9" in ranks), float("A" in ranks), float("T" in ranks),
            float(("K" in ranks) + ("Q" in ranks)), float(n), float(max(0, n - 3)), float(aces), float(tens_ace),
            float(tens_guarded), float(voids * (n >= 2)), float(singletons * (n >= 2)), float(we_lead),
            float(thirds), float(fourths), float(big), belot, float("J" in ranks and "9" in ranks)]


def holding_words(hand, suit: str, combos) -> list[str]:
    """``["jack and nine of clubs with three more trumps", "an outside ace", ...]``."""
    trumps = [c for c in hand if c.suit == suit]
    parts = [valuation.trump_holding_words(hand, suit, article="the ")]
    aces = valuation.outside_aces_words(hand, suit)
    if aces:
        parts.append(aces)
    voids = [s for s in SUITS if s != suit and not any(c.suit == s for c in hand)]
    if voids and len(trumps) >= 2:
        parts.append(f"a void in {SUIT_NAMES[voids[0]]}")
    for combo in combos:
        parts.append(combo_words(combo))
    if sum(1 for c in trumps if c.rank in "KQ") == 2:
        parts.append("the Belot")
    return parts


def suit_of(call: Bid) -> str:
    """The trump suit a bid names (every bid of this game names one)."""
    assert call.strain is not None, f"{call} names no suit"
    return call.strain


def combo_words(combo) -> str:
    """``"a club third to the king (20)"``, ``"four kings (100)"``."""
    article = "" if combo.kind == "square" else "a "
    return f"{article}{combo.short} ({combo.points})"


# -- the auction ---------------------------------------------------------------------------------
class Auction:
    """The calls so far, seen from ``view.seat``."""

    def __init__(self, view) -> None:
        self.seat: Seat = view.seat
        self.partner: Seat = view.seat.partner
        public = view.public
        self.calls = public.auction
        self.last_bid: Bid | None = public.last_bid
        self.last_bidder: Seat | None = public.last_bidder
        self.doubled: int = public.doubled
        first = public.first
        self.we_lead = first.side == self.seat.side
        self.context = view.context

    @classmethod
    def before_call(cls, view, seat: Seat, i: int) -> Auction:
        """The calls as ``seat`` saw them when it made call ``i`` (for reading its call back: only the calls,
        the seats and the opening lead are set, not the state of the contract)."""
        auction = object.__new__(cls)
        auction.seat, auction.partner = seat, seat.partner
        auction.calls = view.public.auction[:i]
        auction.we_lead = view.public.first.side == seat.side
        return auction

    @property
    def high_bid(self) -> Bid:
        """The highest bid so far, where the calls show there is one (a double, a partner's contract...)."""
        assert self.last_bid is not None, "nobody has bid yet"
        return self.last_bid

    @property
    def high_bidder(self) -> Seat:
        """Who made the highest bid, where the calls show there is one."""
        assert self.last_bidder is not None, "nobody has bid yet"
        return self.last_bidder

    def bids_of(self, seat) -> list[tuple[int, Bid]]:
        return [(i, a) for i, (s, a) in enumerate(self.calls) if s == seat and a.__class__ is Bid]

    @property
    def my_bids(self):
        return self.bids_of(self.seat)

    @property
    def partner_bids(self):
        return self.bids_of(self.partner)

    def opponent_bids(self):
        return [(i, a) for i, (s, a) in enumerate(self.calls) if s.side != self.seat.side and a.__class__ is Bid]

    @property
    def first_response(self) -> bool:
        """Partner has bid, and we have not called since, nor bid before him."""
        pb = self.partner_bids
        if not pb:
            return False
        start = pb[0][0]
        if any(i < start for i, _ in self.my_bids):
            return False
        return not any(s == self.seat for s, _ in self.calls[start + 1:])

    def partner_value(self, suit: str) -> tuple[float, str]:
        """What partner's calls add to our estimate with ``suit`` as trumps, and the words for it."""
        pbids = self.partner_bids
        mine = self.my_bids
        in_suit = [(i, b) for i, b in pbids if b.strain == suit]
        if in_suit:
            i, b = in_suit[-1]
            my_before = [m for j, m in mine if j < i and m.strain == suit]
            if my_before and len([1 for j, _ in pbids if j < i]) == 0:
                raise_by = b.amount - my_before[-1].amount
                between = [a for j, a in self.opponent_bids() if j < i]
                if between and b.amount == between[-1].amount + CONVENTION_OVERCALL:
                    raise_by -= CONVENTION_OVERCALL // 2
                return float(raise_by), f"my partner's raise to {b.name}"
            return float(b.amount + PARTNER_BID_MARGIN - AVERAGE_HAND), f"my partner's {b.name}"
        if pbids:
            return 4.0, ""
        mine_in_suit = [(i, m) for i, m in mine if m.strain == suit]
        if mine_in_suit:
            i = mine_in_suit[0][0]
            if any(s == self.partner for s, _ in self.calls[i + 1:]):
                return -8.0, ""
        if any(s == self.partner for s, _ in self.calls):
            return -4.0, ""
        return 0.0, ""

    def risk(self) -> float:
        """Points added to our estimates for the match situation: positive when we must catch up."""
        scores = self.context.get("scores")
        target = self.context.get("target")
        if not scores or not target:
            return 0.0
        ours = scores.get(self.seat.side, 0)
        theirs = scores.get("EW" if self.seat.side == "NS" else "NS", 0)
        if theirs >= target * 0.8 and theirs - ours >= target * 0.1:
            return 8.0
        if ours >= target * 0.8 and ours - theirs >= target * 0.15:
            return -6.0
        if ours - theirs >= target * 0.3:
            return -4.0
        return 0.0


def suit_estimates(view, auction: Auction, skill: str) -> dict[str, SuitEstimate]:
    """Our side's expected catch with each suit as trumps."""
    hand = list(view.hand)
    risk = auction.risk()
    out = {}
    opponent_suits = {b.strain for _, b in auction.opponent_bids()}
    for suit in SUITS:
        combos = best_combinations(hand, suit, ANNOUNCE_RULES) if view.options.announces else []
        own = valuation.apply_model(hand_features(hand, suit, auction.we_lead, combos), MODEL)
        if skill == "expert" and suit in opponent_suits:
            own -= 6.0  # an opponent's suit: its honours and length are probably over there
        partner, words = auction.partner_value(suit)
        out[suit] = SuitEstimate(suit, own, partner, risk, holding_words(hand, suit, combos), words)
    return out


@dataclass
class TheirContract:
    """How an opponent contract looks from our side."""

    tricks: float  # the declarers' expected trick points
    their_extra: float  # their announces and Belot, on average
    our_extra: float  # ours
    need: float  # the trick points they need to make it
    chance: float  # the chance they make it

    @property
    def catch(self) -> float:
        return self.tricks + self.their_extra


def their_contract(view, auction: Auction, contract: Bid) -> TheirContract:
    hand = list(view.hand)
    suit = suit_of(contract)
    features = hand_features(hand, suit, auction.we_lead, [])
    tricks = valuation.apply_model(features, THEIR_TRICKS_MODEL) + THEIR_LEVEL_WEIGHT * contract.amount
    if auction.partner_bids:
        tricks -= 5.0
    elif any(s == auction.partner for s, _ in auction.calls):
        tricks += 3.0
    combos = best_combinations(hand, suit, ANNOUNCE_RULES) if view.options.announces else []
    our_announce = sum(ANNOUNCE_COUNTS[c.kind] * c.points for c in combos)
    our_belot = 20.0 if features[FEATURES.index("belot")] else 0.0
    # a high bid is mostly made of announces: trust it, unless ours (four of a kind) beat any they can have
    sure_best = any(c.kind == "square" for c in combos)
    their_extra = 5.0 if sure_best else max(12.0, contract.amount - THEIR_ANNOUNCE_FROM)
    need = max(contract.amount + 2 - their_extra, (162 + our_announce + our_belot - their_extra) / 2 + 1)
    chance = normal_cdf((tricks - need) / THEIR_SIGMA)
    return TheirContract(tricks, their_extra, our_announce + our_belot, need, chance)


# -- levels and chances --------------------------------------------------------------------------
def normal_cdf(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


def make_chance(expected: float, level: int, sigma: float = SIGMA) -> float:
    return normal_cdf((expected - level - 2 + 0.5) / sigma)


def safe_level(expected: float, z: float) -> int:
    """The highest level we expect to make with the given safety (z standard deviations)."""
    return int((expected - 2 - z * SIGMA) // 10 * 10)


def contract_net(expected: float, level: int) -> float:
    """Our score minus theirs, on average, if we play ``level`` expecting to catch ``expected``."""
    p = make_chance(expected, level)
    made = level + 2 * expected - 162
    failed = -(160 + level)
    return p * made + (1 - p) * failed


SAFETY = {"novice": 0.6, "advanced": 0.8, "expert": 0.75}
DOUBLE_BELOW = {"advanced": 0.4, "expert": 0.4}
REDOUBLE_ABOVE = 0.9
SWITCH_MARGIN = 20  # over partner's contract, another suit must be worth this much more
COMPETE_EDGE = 0  # over an opponent's contract, the lowest bid must beat passing by this much on average
COMPETE_CHANCE = 0.4


# -- decisions -----------------------------------------------------------------------------------
def decide_call(view, skill: str, rng: random.Random) -> Decision:
    """Pass, bid, double or redouble, with the reasons in words."""
    auction = Auction(view)
    if skill == "novice":
        return novice_call(view, auction, rng)
    return advanced_call(view, auction, skill)


def lowest_level(view) -> int | None:
    amounts = [a.amount for a in view.legal if a.__class__ is Bid]
    return min(amounts) if amounts else None


def side_name(seat: Seat) -> str:
    return "North-South" if seat.side == "NS" else "East-West"


def advanced_call(view, auction: Auction, skill: str) -> Decision:
    legal = view.legal
    if REDOUBLE in legal:
        return redouble_or_pass(view, auction, skill)
    estimates = suit_estimates(view, auction, skill)
    if auction.first_response:
        found = convention_response(view, auction, estimates)
        if found:
            return found
    if DOUBLE in legal:
        found = consider_double(view, auction, skill, estimates)
        if found:
            return found
    found = natural_bid(view, auction, skill, estimates)
    if found:
        return found
    return pass_decision(view, auction, estimates, skill)


def convention_points(hand, suit: str, announces: bool) -> tuple[int, list[str]]:
    """The response conventions: what our cards add to partner's bid in ``suit``."""
    trumps = [c for c in hand if c.suit == suit]
    ranks = {c.rank for c in trumps}
    total, words = 0, []
    if "J" in ranks:
        total += CONVENTION_JACK
        words.append(f"the jack of {SUIT_NAMES[suit]} adds {CONVENTION_JACK}")
    if "9" in ranks and len(trumps) >= 2:
        total += CONVENTION_NINE
        words.append(f"the nine of {SUIT_NAMES[suit]} with another {SUIT_NAMES[suit][:-1]} adds {CONVENTION_NINE}")
    aces = sum(1 for c in hand if c.rank == "A" and c.suit != suit)
    if aces >= 2:
        add = CONVENTION_ACES[min(aces, 3)]
        total += add
        words.append(f"{NUMBER_WORDS[aces]} outside aces add {add}")
    if announces:
        for combo in best_combinations(list(hand), suit, ANNOUNCE_RULES):
            bonus = CONVENTION_ANNOUNCE.get(combo.points)
            if bonus:
                total += bonus
                words.append(f"{combo_words(combo)} adds {bonus}")
    return total, words


def convention_response(view, auction: Auction, estimates) -> Decision | None:
    partner_bid = auction.partner_bids[-1][1]
    suit = partner_bid.strain
    add, words = convention_points(view.hand, suit, view.options.announces)
    if not add:
        return None
    target = partner_bid.amount + add
    level = lowest_level(view)
    if level is None:
        return None
    extra = ""
    if target < level:
        if level - target > CONVENTION_OVERCALL:
            return None
        extra = (f", plus {level - target} to get over {auction.high_bidder.full_name}'s "
                 f"{auction.high_bid.name}")
        target = level
    target = min(target, MAX_BID)
    call = bid(target, suit)
    if call not in view.legal:
        return None
    reasons = [f"I bid {call.name}: my partner bid {partner_bid.name}, and by the response conventions "
               f"{join_words(words)}{extra}."]
    return Decision(call, reasons)


def join_words(words: list[str]) -> str:
    if len(words) == 1:
        return words[0]
    return ", ".join(words[:-1]) + " and " + words[-1]


def consider_double(view, auction: Auction, skill: str, estimates) -> Decision | None:
    contract = auction.high_bid
    theirs = their_contract(view, auction, contract)
    if theirs.chance >= DOUBLE_BELOW[skill] + max(0.0, auction.risk()) / 100:
        return None
    if own_contract_value(view, estimates, skill) > double_value(theirs, contract):
        return None  # our own contract is worth more
    hand = list(view.hand)
    parts = holding_words(hand, suit_of(contract),
                          best_combinations(hand, contract.strain, ANNOUNCE_RULES) if view.options.announces else [])
    reasons = [f"I double: {auction.high_bidder.full_name}'s {contract.name} is unlikely to make, since I hold "
               f"{join_words(parts)}.", "Doubled, their defeat scores twice."]
    if theirs.our_extra >= 50:
        details = [f"With our announces they would need about {int(theirs.need)} points in tricks, and should "
                   f"catch only about {int(theirs.tricks)}."]
    else:
        details = [f"They should catch only about {int(theirs.catch)} points and need {contract.amount + 2}."]
    return Decision(DOUBLE, reasons, details)


def double_value(theirs: TheirContract, contract: Bid) -> float:
    """Our score minus theirs, on average, if we double their contract."""
    made = contract.amount + 2 * theirs.catch - 162
    failed = 160 + contract.amount + theirs.our_extra
    return 2 * ((1 - theirs.chance) * failed - theirs.chance * made)


def own_contract_value(view, estimates, skill: str) -> float:
    """What our best contract at a safe level, if there is one we may bid, is worth on average."""
    level = lowest_level(view)
    best = max(estimates.values(), key=lambda e: e.points)
    target = safe_level(best.points, SAFETY[skill])
    if level is None or target < level:
        return float("-inf")
    return contract_net(best.points, target)


def redouble_or_pass(view, auction: Auction, skill: str) -> Decision:
    contract = auction.high_bid
    est = suit_estimates(view, auction, skill)[suit_of(contract)]
    chance = make_chance(est.points - 8, contract.amount)  # their double says the cards lie badly
    if chance >= REDOUBLE_ABOVE:
        return Decision(REDOUBLE, [f"I redouble: {contract.name} looks safe, since I hold "
                                   f"{join_words(est.parts[:3])}."],
                        [f"About {int(est.points)} points expected for {contract.amount + 2} needed."])
    return Decision(PASS, [f"I pass: {contract.name} is doubled, and it is not safe enough to redouble."],
                    [f"About {int(est.points)} points expected for {contract.amount + 2} needed."])


def natural_bid(view, auction: Auction, skill: str, estimates) -> Decision | None:
    level = lowest_level(view)
    if level is None:
        return None
    z = SAFETY[skill]
    ours_now = auction.last_bidder is not None and auction.last_bidder.side == auction.seat.side
    choices = []
    for suit, est in estimates.items():
        target = safe_level(est.points, z)
        if target >= level:
            choices.append((est.points, suit, target))
    if ours_now:
        current = auction.high_bid
        est = estimates[suit_of(current)]
        keep = safe_level(est.points, z)
        # partner's contract stands: only move on when clearly better
        choices = [(p, s, t) for p, s, t in choices
                   if (s == current.strain and t >= current.amount + 10 and not auction.first_response
                       and auction.my_bids) or (s != current.strain and t >= keep + SWITCH_MARGIN)]
    if choices:
        points, suit, target = max(choices)
        target = min(target, MAX_BID)
        call = bid(target, suit)
        return bid_decision(call, estimates[suit], auction)
    if auction.last_bid is not None and not ours_now and auction.doubled == 1:
        return compete(view, auction, skill, estimates, level)
    return None


def compete(view, auction: Auction, skill: str, estimates, level: int) -> Decision | None:
    """Over an opponent's contract: bid the lowest level if that is better, on average, than letting
    them play."""
    contract = auction.high_bid
    theirs = their_contract(view, auction, contract)
    made = contract.amount + 2 * theirs.catch - 162
    pass_net = -(theirs.chance * made - (1 - theirs.chance) * (160 + contract.amount))
    best = None
    for suit, est in estimates.items():
        net = contract_net(est.points, level)
        good = net > pass_net + COMPETE_EDGE and make_chance(est.points, level) >= COMPETE_CHANCE
        if good and (best is None or net > best[0]):
            best = (net, suit)
    if best is None:
        return None
    call = bid(level, best[1])
    return bid_decision(call, estimates[best[1]], auction, over=contract)


def bid_decision(call: Bid, est: SuitEstimate, auction: Auction, over: Bid | None = None) -> Decision:
    """Why we bid ``call``; ``over``: the opponent contract we compete against at the lowest level."""
    reasons = [f"I bid {call.name}: I hold {join_words(est.parts[:3])}."]
    if est.partner_words:
        reasons.append(f"{est.partner_words[0].upper()}{est.partner_words[1:]} counts too.")
    expected = int(round(est.points))
    details = [f"That should bring about {expected} points; {call.amount} needs {call.amount + 2}."]
    if over is not None:
        reasons.append(f"It is a risk, but letting {side_name(auction.high_bidder)} play {over.name} would likely "
                       f"cost more.")
    if est.risk > 0:
        reasons.append("We are behind near the end of the game, so I take more risk.")
    elif est.risk < 0:
        reasons.append("We are well ahead in the game, so I bid carefully.")
    return Decision(call, reasons, details)


def pass_decision(view, auction: Auction, estimates, skill: str = "advanced") -> Decision:
    if lowest_level(view) is None:
        why = "has been doubled, so no more bids may be made" if auction.doubled > 1 else "is the highest bid there is"
        return Decision(PASS, [f"I pass: {auction.high_bid.name} {why}."])
    best = max(estimates.values(), key=lambda e: e.points)
    level = lowest_level(view) or MIN_BID
    hand = list(view.hand)
    ours_now = auction.last_bidder is not None and auction.last_bidder.side == auction.seat.side
    if auction.first_response:
        pbid = auction.partner_bids[-1][1]
        add, words = convention_points(hand, pbid.strain, view.options.announces)
        if ours_now or not add:
            over = "" if ours_now else f", and my own hand is too weak to bid over {auction.high_bid.name}"
            return Decision(PASS, [f"I pass: for my partner's {pbid.name} I hold nothing the response conventions "
                                   f"count (the jack or nine of {SUIT_NAMES[pbid.strain]}, two outside aces, a big "
                                   f"announce){over}."])
        return Decision(PASS, [f"I pass: by the response conventions {join_words(words)} to my partner's "
                               f"{pbid.name}, which does not reach {auction.high_bid.name} even with the 10 the "
                               f"conventions allow to get over it."])
    if ours_now:
        current = auction.high_bid
        est = estimates[suit_of(current)]
        return Decision(PASS, [f"I pass: my partner's {current.name} is enough, and bidding more would be a risk."],
                        [f"About {int(est.points)} points expected."])
    trump_points = sum(TRUMP_VALUE[c.index] for c in hand if c.suit == best.suit)
    aces = sum(1 for c in hand if c.rank == "A" and c.suit != best.suit)
    ace_words = "no outside ace" if not aces else (
        "one outside ace" if aces == 1 else f"{NUMBER_WORDS[aces]} outside aces")
    needed = int(level + 2 + SAFETY.get(skill, 0.8) * SIGMA)
    reasons = [f"I pass: even in {SUIT_NAMES[best.suit]}, my best trumps, I hold only "
               f"{trump_points_words(trump_points)} and {ace_words}, not enough to bid {level}."]
    if DOUBLE in view.legal:
        reasons.append(f"My hand is not strong enough to double {auction.high_bid.name} either.")
    return Decision(PASS, reasons, [f"About {int(best.points)} points expected; a safe {level} would need about "
                                    f"{needed}."])


def trump_points_words(points: int) -> str:
    """``"no trump points"``, ``"14 trump points"``."""
    return f"{points} trump points" if points else "no trump points"


# -- Novice --------------------------------------------------------------------------------------
NOVICE_OPENING = 48  # the Novice's count needed to bid 80; every 15 more adds 10


def novice_call(view, auction: Auction, rng: random.Random) -> Decision:
    legal = view.legal
    hand = list(view.hand)
    if REDOUBLE in legal or (auction.doubled > 1 and lowest_level(view) is None):
        return Decision(PASS, [f"I pass: {auction.high_bid.name} is doubled, and I let it be played."])
    counts = {s: valuation.novice_suit_count(hand, s) for s in SUITS}
    suit = max(SUITS, key=lambda s: counts[s])
    count = counts[suit]
    level = lowest_level(view)
    if auction.first_response and rng.random() > 0.3:
        pbid = auction.partner_bids[-1][1]
        add, words = convention_points(hand, pbid.strain, view.options.announces)
        target = pbid.amount + add
        if add and level is not None and target >= level:
            call = bid(min(target, MAX_BID), pbid.strain)
            if call in legal:
                return Decision(call, [f"I bid {call.name}: my partner bid {pbid.name}, and by the response "
                                       f"conventions {join_words(words)}."])
    if DOUBLE in legal:
        theirs = suit_of(auction.high_bid)
        defence = valuation.novice_suit_count(hand, theirs)
        if defence >= 80 and rng.random() < 0.7:
            return Decision(DOUBLE, [f"I double: I count {defence} points in {SUIT_NAMES[theirs]} and aces, so "
                                     f"{auction.high_bid.name} should fail."])
    if level is not None:
        worth = MIN_BID + (count - NOVICE_OPENING) // 15 * 10
        if rng.random() < 0.15:
            worth += 10  # a hopeful overbid
        target = worth // 10 * 10
        ours_now = auction.last_bidder is not None and auction.last_bidder.side == auction.seat.side
        if count >= NOVICE_OPENING and target >= level and not ours_now:
            call = bid(min(target, MAX_BID), suit)
            words = holding_words(hand, suit, [])[:2]
            return Decision(call, [f"I bid {call.name}: I hold {join_words(words)}, which count {count} points in "
                                   f"{SUIT_NAMES[suit]}."])

    aces = sum(1 for c in hand if c.rank == "A" and c.suit != suit)
    trump_points = sum(TRUMP_VALUE[c.index] for c in hand if c.suit == suit)
    ace_words = "no ace" if not aces else ("one ace" if aces == 1 else f"{NUMBER_WORDS[aces]} aces")
    return Decision(PASS, [f"I pass: I hold only {trump_points_words(trump_points)} in {SUIT_NAMES[suit]} and "
                           f"{ace_words}, not enough to bid {level or MIN_BID}."])

