"""Expert bidding, trump choice and passing of Double-Deck Pinochle, decided by play-outs.

The hidden cards are dealt several ways that fit the auction: what each player's first bid showed under
the conventions (one over the minimum as an opening: aces around; a raise by a tenth of the meld: that
much meld) and that a player who passed without bidding is likely short of meld. In each placing the
hand is played out quickly with the open-handed policy of ai_expert, for every contract worth weighing:
ours with each suit we may name, and the one the table would likely reach if we passed (the other
hands bidding by the rules of thumb). We bid while buying the contract at the next level scores more for
our side on average than passing, being set included. Our own bids keep the conventions, so that
partner can read them: the first bid shows aces around or a tenth of the meld, and bidding again over
partner asks to name trumps.

Every decision uses a fixed number of placings drawn from the seat's generator, so the same view always
gives the same decision.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from itertools import combinations

from game.ai.player import Decision
from game.engine.actions import PASS
from game.engine.cards import CARDS, DECK_80, SUIT_NAMES, SUITS, Card
from game.engine.seats import SEATS, SIDES

from . import ai_bidding
from .ai_expert import finish_play, side_points, signed_tenths
from .meld import holds_trump_marriage, meld_of, meld_points
from .rules import CARD_COUNTERS, PASSED_CARDS, TRUMP_CALLS, TRUMP_OF, ladder_of

BID_DEALS = 32  # placings of the hidden cards per bid
TRUMP_DEALS = 40
PASS_DEALS = 14
PASS_SPARE = 2  # cards beyond the four best by the rules of thumb weighed for passing
OVERSAMPLE = 2  # placings drawn per placing kept, the best fits to the auction kept
CLUE_TRIES = 30  # redeals of one hand looking for what its calls showed
NUDGE_STEPS = 200  # card swaps towards a rare meld its bid showed, when the redeals missed it
MISFIT = 0.01  # the weight of a placing against what a bid showed (the conventions are kept: a 51 opening
# always has aces around)
SOFT_MISFIT = 0.5  # ... against a weaker hint (a pass, a bid at the minimum)
# Clue.spread: opponents are read as bidding by the rules of thumb, closely; partner (an Expert like us, who
# weighs play-outs rather than the rules of thumb) loosely.
SPREAD = {"partner": 5.0, "opponent": 2.5}
BOLDNESS = 8.0  # points: the play-outs rate passing too high against a rules-of-thumb bidder (measured)
SHOW_SLACK = 2.0  # points a first bid may give up to show partner our meld
LEAN_WEIGHT = 2.0  # the score's lean (ai_bidding.score_lean, in points of a hand's worth) weighs double here: the
# play-outs value our points minus theirs


# -- what the auction shows -----------------------------------------------------------------------------------
@dataclass
class Clue:
    """What one player's calls say about his hand: the meld his first bid showed, and how much his hand is
    worth by the rules of thumb (at least his last bid, less than the bid he passed at)."""

    meld_low: int = 0  # the meld (before trumps) his first bid showed
    meld_high: int | None = None
    aces: bool = False  # opened one over the minimum: aces around
    strong: bool = False  # the first bid showed something (else only a hint)
    worth_low: float | None = None
    low_reading: ai_bidding.AuctionReading | None = None  # what he knew of his partner when he bid it
    worth_high: float | None = None
    high_reading: ai_bidding.AuctionReading | None = None
    spread: float = 2.5  # points of worth: a hand that much beyond what its calls say counts 1/e

    def shows_meld(self, hand, options) -> bool:
        if self.aces and not ai_bidding.has_aces_around(hand):
            return False
        if self.meld_low or self.meld_high is not None:
            meld = ai_bidding.plain_meld(hand, options)
            return meld >= self.meld_low and (self.meld_high is None or meld <= self.meld_high)
        return True

    def meld_distance(self, hand, options) -> int:
        """How far ``hand`` is from the meld the first bid showed (0: it fits)."""
        distance = 0
        if self.aces:
            distance += 10 * sum(1 for suit in SUITS if CARDS["A" + suit] not in hand)
        if self.meld_low or self.meld_high is not None:
            meld = ai_bidding.plain_meld(hand, options)
            distance += max(0, self.meld_low - meld) + (max(0, meld - self.meld_high) if self.meld_high is not None
                                                        else 0)
        return distance

    def weight(self, hand, options) -> float:
        """How well ``hand`` fits the calls (1: fully)."""
        weight = 1.0
        if not self.shows_meld(hand, options):
            if self.strong:
                return MISFIT  # rare enough that its worth need not be weighed too
            weight = SOFT_MISFIT
        if self.worth_low is None and self.worth_high is None:
            return weight
        plan = ai_bidding.best_plan(hand, options)
        shortfall = 0.0
        if self.worth_low is not None:
            assert self.low_reading is not None  # set with worth_low
            worth = ai_bidding.hand_worth(plan, self.low_reading, "advanced", options)[0]
            shortfall += max(0.0, self.worth_low - worth)
        if self.worth_high is not None:
            assert self.high_reading is not None  # set with worth_high
            worth = ai_bidding.hand_worth(plan, self.high_reading, "advanced", options)[0]
            shortfall += max(0.0, worth - self.worth_high)
        return weight * math.exp(-shortfall / self.spread)

    @property
    def says_anything(self) -> bool:
        return self.aces or bool(self.meld_low) or self.meld_high is not None or self.worth_low is not None \
            or self.worth_high is not None


def read_seats(view) -> dict:
    """Seat (other than the viewer) -> :class:`Clue`, from the auction read with the conventions."""
    options = view.options
    ladder = ladder_of(options)
    tenth = 10 * (10 if options.bid_style == "tens" else 1)
    clues = {s: Clue(spread=SPREAD["partner" if s == view.seat.partner else "opponent"])
             for s in SEATS if s != view.seat}
    auction = view.public.auction
    has_bid: set = set()
    high = holder = None
    for i, (seat, call) in enumerate(auction):
        if seat == view.seat:
            pass
        elif call is PASS:
            clue = clues[seat]
            if seat not in has_bid and not clue.meld_high:
                clue.meld_high = 2 * tenth - 1
            if holder != seat.partner:  # over partner, a pass says nothing about strength
                clue.worth_high = float(ladder[0 if high is None else ladder.index(high) + 1].amount)
                clue.high_reading = ai_bidding.read_auction_for(auction[:i], seat, options)
        else:
            clue = clues[seat]
            showing = seat not in has_bid and ai_bidding.steps_between(ladder, high, call) >= 2 - (high is None)
            if seat not in has_bid:
                _read_first_bid(clue, ladder, high, call, tenth)
            saving = high is None and view.dealer == seat.partner and call is ladder[0]
            if not saving:
                clue.worth_low = call.amount - (2.0 if showing else 0.0)  # a showing bid may go 2 over
                clue.low_reading = ai_bidding.read_auction_for(auction[:i], seat, options)
        if call is not PASS:
            has_bid.add(seat)
            high, holder = call, seat
    return clues


def _read_first_bid(clue: Clue, ladder: tuple, high, call, tenth: int) -> None:
    jump = ai_bidding.steps_between(ladder, high, call)
    if high is None and jump == 1:
        clue.aces, clue.strong, clue.meld_high = True, True, 2 * tenth - 1
    elif jump >= 2:
        clue.meld_low, clue.meld_high, clue.strong = tenth * jump, tenth * (jump + 1) - 1, True
    else:
        clue.meld_high = 2 * tenth - 1


# -- placing the hidden cards ------------------------------------------------------------------------------
def unseen_cards(view) -> list[Card]:
    """The cards the viewer cannot see before the play (the ones he is passing count as seen)."""
    pool = list(DECK_80)
    for c in list(view.hand) + list(view.public.passing):
        pool.remove(c)
    return pool


def deal_others(view, clues: dict, n: int, rng) -> list[dict]:
    """``n`` placings of the unseen cards (seat -> cards, the viewer's own hand included) fitting ``clues``:
    each hand but the last is redealt until it passes a draw at the odds of its fit to the calls (within
    limits), then the placings that fit best are kept, chances in proportion to their weights."""
    options = view.options
    pool = unseen_cards(view)
    sizes = {s: view.hand_sizes[s] for s in clues}
    order = sorted(clues, key=lambda s: (not clues[s].strong, not clues[s].says_anything, s))
    candidates = []
    for _ in range(n * OVERSAMPLE):
        rest = list(pool)
        deal = {view.seat: list(view.hand)}
        weight = 1.0
        for i, seat in enumerate(order):
            size = sizes[seat]
            clue = clues[seat]
            if i == len(order) - 1:
                hand, fit = rest, clue.weight(rest, options)
            else:
                hand, rest, fit = draw_hand(clue, rest, size, options, rng)
            deal[seat] = hand
            weight *= fit
        candidates.append((weight, deal))
    keyed = sorted(((math.log(rng.random() or 1e-300) / max(w, 1e-300), i) for i, (w, _) in enumerate(candidates)),
                   reverse=True)
    return [candidates[i][1] for _, i in keyed[:n]]


def draw_hand(clue: Clue, pool: list, size: int, options, rng) -> tuple[list, list, float]:
    """(hand, the rest of ``pool``, weight): a hand of ``size`` drawn at the odds of its fit to ``clue``; when
    the meld its bid showed is too rare to come up, one card at a time is swapped towards it."""
    rest = list(pool)
    fit = 1.0
    for _ in range(CLUE_TRIES if clue.says_anything else 1):
        rng.shuffle(rest)
        fit = clue.weight(rest[:size], options)
        if rng.random() < fit:
            return rest[:size], rest[size:], 1.0  # accepted: drawn as often as it fits
    hand, rest = rest[:size], rest[size:]
    if clue.strong:
        hand, rest = nudge_towards(clue, hand, rest, options, rng)
        fit = clue.weight(hand, options)
    return hand, rest, fit


def nudge_towards(clue: Clue, hand: list, rest: list, options, rng) -> tuple[list, list]:
    """Swap cards between ``hand`` and ``rest`` while that brings the hand no further from what ``clue``
    showed, until it fits or the steps run out."""
    hand, rest = list(hand), list(rest)
    distance = clue.meld_distance(hand, options)
    for _ in range(NUDGE_STEPS):
        if not distance:
            break
        i, j = rng.randrange(len(hand)), rng.randrange(len(rest))
        hand[i], rest[j] = rest[j], hand[i]
        moved = clue.meld_distance(hand, options)
        if moved <= distance:
            distance = moved
        else:
            hand[i], rest[j] = rest[j], hand[i]
    return hand, rest


# -- a contract played out -------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Outcome:
    bidders: str
    meld: dict  # side -> meld counted (0 under the minimum)
    counters: dict | None  # side -> counters taken; None: the bidders were set before the play


def contract_outcome(deal: dict, declarer, trump: str, options, exchange: str = "auto") -> Outcome:
    """The hand of ``deal`` played out with ``declarer`` naming ``trump``. ``exchange``: "auto" passes four
    cards each way by the rules of thumb when the option is on, "back" only the bidder's four back (partner
    has given his), "none" no passing."""
    hands = {s: list(cs) for s, cs in deal.items()}
    if exchange == "auto" and options.pass_four_cards:
        exchange = "both"
    partner = declarer.partner
    if exchange == "both":
        hands[declarer] += ai_bidding.heuristic_pass(hands[partner], trump, True, options)
    if exchange in ("both", "back"):
        hands[partner] += ai_bidding.heuristic_pass(hands[declarer], trump, False, options)
    totals = {"NS": 0, "EW": 0}
    for s in SEATS:
        totals[s.side] += meld_points(meld_of(hands[s], trump, options))
    counted = {side: total if total >= options.minimum_meld else 0 for side, total in totals.items()}
    bidders = declarer.side
    if (options.marriage_to_take and not holds_trump_marriage(hands[declarer], trump)) or \
            totals[bidders] < options.minimum_meld:
        return Outcome(bidders, counted, None)
    counters = finish_play(hands, declarer, [], 0, {"NS": 0, "EW": 0}, trump, options, bidders)
    return Outcome(bidders, counted, counters)


def outcome_score(outcome: Outcome, bid: int, side: str, options, target: int) -> float:
    """Our side's points minus theirs for ``outcome`` with the contract at ``bid``."""
    points = {}
    for s in SIDES:
        if outcome.counters is not None:
            points[s] = side_points(s, outcome.counters[s], CARD_COUNTERS + options.last_trick_points,
                                    outcome.meld[s], outcome.bidders, bid, options, target)
        elif s == outcome.bidders:
            points[s] = -bid
        else:
            points[s] = outcome.meld[s] + (options.meld_base if outcome.meld[s] else 0)
    return points[side] - points["EW" if side == "NS" else "NS"]


def mean_score(outcomes: list[Outcome], bid: int, side: str, options, target: int) -> float:
    return sum(outcome_score(o, bid, side, options, target) for o in outcomes) / len(outcomes)


def target_of(view) -> int:
    context = view.context
    return context.get("target") or view.options.target


# -- the rest of the table by the rules of thumb -----------------------------------------------------------
def bidding_limit(hand, reading: ai_bidding.AuctionReading, options) -> float:
    """How high a player holding ``hand`` would go by the rules of thumb, reading the auction as ``reading``."""
    if options.marriage_to_bid and not ai_bidding.holds_any_marriage(hand):
        return 0.0
    plan = ai_bidding.best_plan(hand, options)
    if options.marriage_to_take and not options.pass_four_cards and not plan.marriage:
        return 0.0
    return ai_bidding.hand_worth(plan, reading, "advanced", options)[0]


def table_contract(view, deal: dict, readings: dict) -> tuple:
    """(declarer, trumps, bid) the table would likely reach in ``deal`` if the viewer passed now; ``readings``:
    seat -> how that seat reads the auction."""
    options = view.options
    ladder = ladder_of(options)
    public = view.public
    high, holder = public.last_bid, public.last_bidder
    out = set(public.passed) | {view.seat}
    limits = {s: bidding_limit(deal[s], readings[s], options) for s in SEATS if s not in out}
    if holder is not None:
        limits[holder] = max(limits.get(holder, 0.0), high.amount)
    next_index = 0 if high is None else ladder.index(high) + 1
    floor = ladder[min(next_index, len(ladder) - 1)].amount
    # partners do not bid against each other: a side competes as far as its stronger player would go, by the
    # holder of the bid if it is theirs, else by that stronger player
    strongest: dict = {}
    for s in sorted(limits, key=lambda s: (-limits[s], s)):
        strongest.setdefault(s.side, s)
    if holder is not None and holder.side in strongest:
        limits[holder] = limits[strongest[holder.side]]
        strongest[holder.side] = holder
    able = sorted((s for s in strongest.values() if s.side == getattr(holder, "side", None) or limits[s] >= floor),
                  key=lambda s: (-limits[s], s))
    if not able:
        declarer, amount = view.dealer, ladder[0].amount
    elif len(able) == 1:
        declarer = able[0]
        amount = high.amount if declarer == holder else floor
    else:
        declarer, rival = able
        above = [b.amount for b in ladder[next_index:] if b.amount > limits[rival]]
        amount = max(floor, min(above[0] if above else ladder[-1].amount, int(limits[declarer])))
    hand = deal[declarer]
    trump = ai_bidding.trump_plan(hand, ai_bidding.trumps_allowed(hand, options), options).suit
    return declarer, trump, amount


# -- bidding -----------------------------------------------------------------------------------------------------
@dataclass
class BidStudy:
    """Our side's average score for buying the contract, per trump suit, and for passing."""

    deals: list
    mine: dict  # trump -> [Outcome per deal]
    table: list  # [(declarer, trump, bid)] per deal if we pass
    passing: float

    def buying(self, amount: int, side: str, options, target: int) -> tuple[float, str]:
        return max((mean_score(outs, amount, side, options, target), t) for t, outs in self.mine.items())


def study_bids(view, rng) -> BidStudy:
    options = view.options
    target = target_of(view)
    deals = deal_others(view, read_seats(view), BID_DEALS, rng)
    side = view.seat.side
    mine = {t: [contract_outcome(d, view.seat, t, options) for d in deals]
            for t in ai_bidding.trumps_allowed(view.hand, options)}
    readings = {s: ai_bidding.read_auction_for(view.public.auction, s, options) for s in SEATS}
    table = [table_contract(view, d, readings) for d in deals]
    passing = sum(outcome_score(contract_outcome(d, who, t, options), amount, side, options, target)
                  for d, (who, t, amount) in zip(deals, table, strict=True)) / len(deals)
    return BidStudy(deals, mine, table, passing)


def decide_bid(view, rng) -> Decision:
    options = view.options
    bids = [a for a in view.legal if a is not PASS]
    if not bids:
        return Decision(PASS, ["I pass: I hold no marriage, so I may not bid."])
    study = study_bids(view, rng)
    side = view.seat.side
    target = target_of(view)
    reading = ai_bidding.read_auction(view, options)
    lowest = bids[0]
    low_value, low_trump = study.buying(lowest.amount, side, options, target)
    details = [f"Over {len(study.deals)} likely deals of the other hands, buying at {lowest} with "
               f"{SUIT_NAMES[low_trump]} as trumps scores {signed_tenths(low_value)} for my side on average, and "
               f"passing {signed_tenths(study.passing)}.", f"If I pass, {table_words(view, study)}."]
    reasons = []
    if reading.words:
        reasons.append(reading.words)
    lean = ai_bidding.score_lean(view, options)  # the option "bid more aggressively if behind, less if ahead"
    if lean:
        reasons.append(ai_bidding.lean_words(lean))
    bold = BOLDNESS + LEAN_WEIGHT * lean
    partner_holds = view.public.last_bidder == view.seat.partner
    show = first_bid(view) if reading.my_bids == 0 else None
    if show is not None and show is not lowest:
        show_value, _ = study.buying(show.amount, side, options, target)
        boldness = 0.0 if partner_holds else bold
        wanted = partner_holds or low_value + boldness > study.passing
        if wanted and show_value + boldness >= study.passing - SHOW_SLACK:
            return Decision(show, [f"I bid {show}: {show_words(view, show)}.", *reasons], details)
    if partner_holds:
        asked = bids_over_partner(view.public.auction)
        if asked.get(view.seat) or asked.get(view.seat.partner):
            return Decision(PASS, ["I pass: one of us has already asked to name trumps, so I leave the bid to my "
                                   "partner.", *reasons], details)
        if ai_bidding.strong_suit(view.hand, low_trump, options) and low_value > study.passing:
            return Decision(lowest, [f"I bid {lowest}: I want to name {SUIT_NAMES[low_trump]} as trumps, so I bid "
                                     f"again over my partner.", *reasons], details)
        return Decision(PASS, ["I pass: my partner has the bid, and I have no long suit to ask him for.", *reasons],
                        details)
    if low_value + bold > study.passing:
        if view.public.last_bid is None and likely_buyer(study) == view.dealer == view.seat.partner:
            why = "otherwise nobody might bid, and the bid would be dropped on my partner, the dealer"
        elif low_value >= study.passing:
            why = "buying the bid is worth more than letting it go"
        else:
            why = "buying the bid costs little against letting the other side have it"
        return Decision(lowest, [f"I bid {lowest}: {why}.", *reasons], details)
    return Decision(PASS, [f"I pass: {lowest} would cost my side more than it brings.", *reasons], details)


def bids_over_partner(auction) -> dict:
    """Seat -> how many times it bid again while its partner held the bid (asking to name trumps; a first
    bid over partner only shows meld)."""
    asked: dict = {}
    has_bid: set = set()
    holder = None
    for seat, call in auction:
        if call is PASS:
            continue
        if holder == seat.partner and seat in has_bid:
            asked[seat] = asked.get(seat, 0) + 1
        has_bid.add(seat)
        holder = seat
    return asked


def first_bid(view):
    """The first bid of the conventions for this hand (None: the hand shows nothing by a jump)."""
    options = view.options
    shown = ai_bidding.plain_meld(view.hand, options)
    return ai_bidding.showing_bid(ladder_of(options), view.public.last_bid, view.hand, shown, options)


def show_words(view, show) -> str:
    options = view.options
    if view.public.last_bid is None and ai_bidding.steps_between(ladder_of(options), None, show) == 1:
        return ai_bidding.OPEN_FOR_ACES
    return ai_bidding.meld_shown_words(ai_bidding.plain_meld(view.hand, options))


def likely_buyer(study: BidStudy):
    """The seat that would most often buy the contract if we passed."""
    counts: dict = {}
    for who, _, _ in study.table:
        counts[who] = counts.get(who, 0) + 1
    return max(counts, key=lambda s: (counts[s], -s))


def table_words(view, study: BidStudy) -> str:
    """Who would most often buy the contract if we passed."""
    who = likely_buyer(study)
    dropped = view.public.last_bid is None and who == view.dealer
    name = "my partner" if who == view.seat.partner else who.full_name
    if dropped:
        return f"the bid would most often be dropped on {name}, the dealer"
    return f"{name} would most often buy it"


# -- trumps ------------------------------------------------------------------------------------------------------
def decide_trump(view, rng) -> Decision:
    options = view.options
    allowed = [TRUMP_OF[a] for a in view.legal]
    if len(allowed) == 1:
        suit = allowed[0]
        return Decision(view.legal[0], [f"I name {SUIT_NAMES[suit]} as trumps: it is the only suit I may name."])
    deals = deal_others(view, read_seats(view), TRUMP_DEALS, rng)
    amount = view.public.bid
    side = view.seat.side
    target = target_of(view)
    values = {t: mean_score([contract_outcome(d, view.seat, t, options) for d in deals], amount, side, options,
                            target) for t in allowed}
    fallback = ai_bidding.trump_plan(view.hand, set(allowed), options).suit
    ranked = sorted(allowed, key=lambda t: (-values[t], t != fallback))
    best = ranked[0]
    meld = meld_points(meld_of(view.hand, best, options))
    reasons = [f"I name {SUIT_NAMES[best]} as trumps: they should bring my side the most points, and give me "
               f"{ai_bidding.meld_words(meld)}."]
    details = [f"Over {len(deals)} likely deals my side scores {signed_tenths(values[best])} on average at "
               f"{amount} with {SUIT_NAMES[best]} as trumps."]
    if len(ranked) > 1:
        details.append(f"With {SUIT_NAMES[ranked[1]]}: {signed_tenths(values[ranked[1]])}.")
    if options.marriage_to_take and not holds_trump_marriage(view.hand, best):
        reasons.append("I have no marriage in that suit yet, and I count on my partner passing me the king or "
                       "queen.")
    return Decision(TRUMP_CALLS[best], reasons, details)


# -- passing four cards ------------------------------------------------------------------------------------------
def pass_sets(hand: list, legal, trump: str, giving: bool, need: int, options) -> list[tuple]:
    """The sets of ``need`` cards worth weighing: drawn from the best few to pass by the rules of thumb."""
    ranking = ai_bidding.pass_ranking(hand, legal, trump, giving, options)
    pool: list[Card] = []
    for c in ranking:
        pool.extend([c] * hand.count(c))
        if len(pool) >= need + PASS_SPARE:
            break
    pool = pool[:need + PASS_SPARE]
    order = {c: i for i, c in enumerate(ranking)}
    return sorted({tuple(sorted(s, key=order.__getitem__)) for s in combinations(pool, need)},
                  key=lambda s: [order[c] for c in s])


def decide_pass(view, rng) -> Decision:
    options = view.options
    trump = view.trump
    bidder = view.public.last_bidder
    giving = view.seat != bidder
    already = list(view.public.passing)
    need = PASSED_CARDS - len(already)
    hand = list(view.hand)
    sets = pass_sets(hand, view.legal, trump, giving, need, options)
    if len(sets) == 1:
        choice = sets[0][0]
        return Decision(choice, [ai_bidding.pass_reason(choice, giving)])
    deals = deal_others(view, read_seats(view), PASS_DEALS, rng)
    side = view.seat.side
    target = target_of(view)
    amount = view.public.bid
    receiver = view.seat.partner
    values = {}
    for cards in sets:
        total = 0.0
        for deal in deals:
            hands = {s: list(cs) for s, cs in deal.items()}
            for c in cards:
                hands[view.seat].remove(c)
            hands[receiver] += already + list(cards)
            outcome = contract_outcome(hands, bidder, trump, options, "back" if giving else "none")
            total += outcome_score(outcome, amount, side, options, target)
        values[cards] = total / len(deals)
    best = max(sets, key=lambda s: values[s])  # sets come best first by the rules of thumb: ties keep that order
    choice = best[0]
    given = ", the ".join(c.name for c in already + list(best))
    who = "the bidder" if giving else "my partner"
    return Decision(choice, [ai_bidding.pass_reason(choice, giving)],
                    [f"I weighed {len(sets)} ways to pass over {len(deals)} likely deals: giving {who} the {given} "
                     f"scores {signed_tenths(values[best])} for my side on average."])
