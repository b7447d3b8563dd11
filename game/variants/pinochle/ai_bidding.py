"""Pinochle computer players before the play: the auction, naming trumps and passing four cards.

A bid is worth what the side can score: the bidder's meld with his best trump suit, what partner's bids
say about partner's meld, and the counters the side can expect to take with that suit as trumps. The
usual conventions are followed: the first bid shows meld (a tenth of it added to the bid; 51 as an
opening shows aces around), a player who bids again wants to name trumps, and the dealer's partner bids
with any marriage so that the bid is not dropped on the dealer.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.ai.player import Decision
from game.engine.actions import PASS
from game.engine.cards import CARDS, SUIT_NAMES, SUITS, Card

from .meld import holds_any_marriage, holds_trump_marriage, meld_of, meld_points
from .rules import PASSED_CARDS, POWER, TRUMP_CALLS, TRUMP_OF, ladder_of

UNKNOWN_PARTNER_MELD = 9  # what partner may hold before he says anything
PASSED_PARTNER_MELD = 5  # partner passed without bidding: little meld
BID_MARGIN = {"novice": 0, "advanced": 3, "expert": 2}  # points kept in hand against bad luck
NOVICE_MELD_SHOWN = False  # novices bid on their own cards only


# -- the worth of a hand -------------------------------------------------------------------------------
@dataclass(frozen=True)
class SuitPlan:
    suit: str
    meld: int  # the player's own meld with this suit as trumps
    length: int
    counters: float  # counters the side may expect to take with this suit as trumps
    marriage: bool  # a king and queen of the suit in hand


def expected_counters(hand, trump: str) -> float:
    """A rough count of the counters (of 50) the bidding side takes when ``hand`` names ``trump``."""
    length = sum(1 for c in hand if c.suit == trump)
    aces = sum(1 for c in hand if c.rank == "A" and c.suit != trump)
    top_trumps = sum(1 for c in hand if c.suit == trump and c.rank in "AT")
    estimate = 25 + 1.6 * (length - 6) + 1.0 * (aces - 3) + 0.8 * (top_trumps - 2)
    return max(10.0, min(46.0, estimate))


def suit_plans(hand, options) -> list[SuitPlan]:
    plans = []
    for suit in SUITS:
        plans.append(SuitPlan(suit, meld_points(meld_of(hand, suit, options)), sum(1 for c in hand if c.suit == suit),
                              expected_counters(hand, suit), holds_trump_marriage(hand, suit)))
    return plans


def plan_worth(plan: SuitPlan, options) -> float:
    """How much the plan is worth as a trump suit (for choosing one: meld first, then tricks)."""
    needs_marriage = options.marriage_to_take and not options.pass_four_cards
    if needs_marriage and not plan.marriage:
        return -1000.0
    worth = plan.meld + plan.counters
    if options.marriage_to_take and not plan.marriage:
        worth -= 30  # with passing, partner must give the king or queen
    return worth


def best_plan(hand, options) -> SuitPlan:
    return max(suit_plans(hand, options), key=lambda p: (plan_worth(p, options), p.length, -SUITS.index(p.suit)))


def plain_meld(hand, options) -> int:
    """The meld a player shows in the bidding: what he holds before trumps are known (no runs)."""
    return meld_points(meld_of(hand, None, options))


def has_aces_around(hand) -> bool:
    return all(CARDS["A" + s] in hand for s in SUITS)


# -- what the auction says ---------------------------------------------------------------------------------
@dataclass
class AuctionReading:
    my_bids: int = 0
    partner_bids: int = 0
    partner_passed: bool = False
    partner_meld: float = UNKNOWN_PARTNER_MELD
    partner_aces: bool = False
    partner_wants_trumps: bool = False
    words: str = ""


def steps_between(ladder: tuple, low, high) -> int:
    """How many steps of the ladder ``high`` is above ``low`` (``low`` None: above the minimum bid)."""
    start = 0 if low is None else ladder.index(low)
    return ladder.index(high) - start


def read_auction(view, options) -> AuctionReading:
    """Partner's meld as the conventions show it, and how often each of us has bid."""
    return read_auction_for(view.public.auction, view.seat, options)


def read_auction_for(auction, me, options) -> AuctionReading:
    """:func:`read_auction` as ``me`` reads ``auction`` ((seat, call) pairs)."""
    ladder = ladder_of(options)
    scale = 10 if options.bid_style == "tens" else 1
    reading = AuctionReading()
    partner = me.partner
    high = None
    for seat, call in auction:
        if call is PASS:
            if seat == partner:
                reading.partner_passed = True
                if not reading.partner_bids:
                    reading.partner_meld = PASSED_PARTNER_MELD
                    reading.words = "My partner passed without bidding."
            continue
        if seat == me:
            reading.my_bids += 1
        elif seat == partner:
            if not reading.partner_bids:
                _read_first_bid(reading, ladder, high, call, scale)
            else:
                reading.partner_wants_trumps = True
            reading.partner_bids += 1
        high = call
    return reading


def _read_first_bid(reading: AuctionReading, ladder: tuple, high, call, scale: int) -> None:
    jump = steps_between(ladder, high, call)
    if high is None and jump == 1:
        reading.partner_aces = True
        reading.partner_meld = 14
        reading.words = f"My partner's opening {call} shows aces around."
    elif jump >= 2:
        reading.partner_meld = 10 * scale * jump + 5 * scale
        reading.words = f"My partner's {call} shows about {reading.partner_meld} meld."
    else:
        reading.partner_meld = 12 * scale
        reading.words = f"My partner's bid of {call} shows some meld."


# -- bidding -----------------------------------------------------------------------------------------------
def score_lean(view, options) -> float:
    """With aggressive bidding on: how much more (or less) to bid for the state of the game."""
    if not options.aggressive_bidding:
        return 0.0
    context = view.context
    scores, target = context.get("scores"), context.get("target") or options.target
    if not scores:
        return 0.0
    mine = scores.get(view.seat.side, 0)
    theirs = scores.get("EW" if view.seat.side == "NS" else "NS", 0)
    return max(-8.0, min(8.0, (theirs - mine) / max(1, target) * 20))


def lean_words(lean: float) -> str:
    if lean > 0:
        return "We are behind in the game, so I bid boldly."
    return "We are ahead in the game, so I bid carefully."


def hand_worth(plan: SuitPlan, reading: AuctionReading, skill: str, options) -> tuple[float, float]:
    """(what the side can make with ``plan`` as the bidder's suit, the counters counted in it), by the rules
    of thumb: own meld, partner's meld as read, counters, less a margin."""
    partner_meld = reading.partner_meld if skill != "novice" else UNKNOWN_PARTNER_MELD
    if reading.partner_passed and not reading.partner_bids:
        partner_meld = PASSED_PARTNER_MELD
    counters = plan.counters
    if plan.meld + partner_meld < options.minimum_meld:
        counters -= 8  # the meld might not reach the minimum: the bid is at risk
    return plan.meld + partner_meld + counters - BID_MARGIN[skill], counters


def decide_bid(view, skill: str, rng) -> Decision:
    options = view.options
    hand = view.hand
    bids = [a for a in view.legal if a is not PASS]
    if not bids:
        return Decision(PASS, ["I pass: I hold no marriage, so I may not bid."])
    reading = read_auction(view, options)
    plan = best_plan(hand, options)
    my_meld = plan.meld
    shown = plain_meld(hand, options)
    lean = score_lean(view, options)
    worth, counters = hand_worth(plan, reading, skill, options)
    worth += lean
    if skill == "novice":
        worth += rng.uniform(-6, 6)
    if options.marriage_to_take and not options.pass_four_cards and not plan.marriage:
        worth = 0.0
    ladder = ladder_of(options)
    high = view.public.last_bid
    bidder = view.public.last_bidder
    partner = view.seat.partner
    lowest = bids[0]
    reasons = [f"My best trump suit is {SUIT_NAMES[plan.suit]}, with {meld_words(my_meld)} and about "
               f"{round(counters)} counters for our side."]
    if reading.words:
        reasons.append(reading.words)
    if lean:
        reasons.append(lean_words(lean))
    if bidder == partner:
        return _over_partner(view, skill, reading, plan, worth, lowest, reasons)
    if reading.my_bids == 0 and skill != "novice":
        shown_bid = showing_bid(ladder, high, hand, shown, options)
        if shown_bid is not None and shown_bid.amount <= worth + 2:
            opens_for_aces = high is None and has_aces_around(hand) and steps_between(ladder, high, shown_bid) == 1
            why = OPEN_FOR_ACES if opens_for_aces else meld_shown_words(shown)
            return Decision(shown_bid, [f"I bid {shown_bid}: {why}.", *reasons])
    if lowest.amount <= worth:
        return Decision(lowest, [f"I bid {lowest}: my side should make about {round(worth)}.", *reasons])
    if _should_save_partner(view, high, hand, options) and skill != "novice":
        return Decision(lowest, [f"I bid {lowest}: my partner is the dealer and nobody has bid, so I bid to keep "
                                 f"the bid from being dropped on him.", *reasons])
    return Decision(PASS, [f"I pass: {lowest} is more than my side can expect to make, about {round(worth)}.",
                           *reasons])


OPEN_FOR_ACES = "I open one over the minimum to show aces around"


def meld_shown_words(shown: int) -> str:
    return f"my first bid goes up by a tenth of my {shown} meld to show it"


def meld_words(meld: int) -> str:
    """``"no meld"``, ``"24 meld"``."""
    return f"{meld} meld" if meld else "no meld"


def showing_bid(ladder: tuple, high, hand, shown: int, options):
    """The first bid of the conventions: one step to show aces around when opening, a tenth of the meld up."""
    scale = 10 if options.bid_style == "tens" else 1
    start = 0 if high is None else ladder.index(high)
    if high is None and has_aces_around(hand) and shown < 20 * scale:
        steps = 1
    elif shown >= 20 * scale:
        steps = shown // (10 * scale)
    else:
        return None
    return ladder[min(len(ladder) - 1, start + steps)]


def _should_save_partner(view, high, hand, options) -> bool:
    if high is not None or view.dealer != view.seat.partner:
        return False
    return holds_any_marriage(hand) or not options.marriage_to_take


def strong_suit(hand, suit: str, options) -> bool:
    """A suit worth asking partner to let us name: a marriage in it and nine cards or a run."""
    length = sum(1 for c in hand if c.suit == suit)
    return holds_trump_marriage(hand, suit) and (length >= 9 or any(i.kind == "run" for i in meld_of(hand, suit,
                                                                                                      options)))


def _over_partner(view, skill, reading, plan, worth, lowest, reasons) -> Decision:
    """Partner holds the bid: show meld once, bid again only to ask for trumps with a strong suit."""
    options = view.options
    ladder = ladder_of(options)
    if reading.my_bids == 0 and skill != "novice":
        shown = plain_meld(view.hand, options)
        shown_bid = showing_bid(ladder, view.public.last_bid, view.hand, shown, options)
        if shown_bid is not None and shown_bid.amount <= worth + 2:
            return Decision(shown_bid, [f"I bid {shown_bid}: my partner has the bid, and I raise by a tenth of my "
                                        f"{shown} meld to show it.", *reasons])
    strong = strong_suit(view.hand, plan.suit, options)
    if strong and lowest.amount <= worth and not reading.partner_wants_trumps:
        return Decision(lowest, [f"I bid {lowest}: I want to name {SUIT_NAMES[plan.suit]} as trumps, so I bid "
                                 f"again.", *reasons])
    return Decision(PASS, ["I pass: my partner has the bid, and I have nothing more to tell him.", *reasons])


# -- trumps ------------------------------------------------------------------------------------------------
def trump_plan(hand, allowed, options) -> SuitPlan:
    """The suit of ``allowed`` the rules of thumb name as trumps: meld and counters, then length."""
    plans = [p for p in suit_plans(hand, options) if p.suit in allowed]
    return max(plans, key=lambda p: (plan_worth(p, options) + p.length, -SUITS.index(p.suit)))


def trumps_allowed(hand, options) -> list[str]:
    """The suits the bidder holding ``hand`` may name (the rules' own test)."""
    if not options.marriage_to_take or options.pass_four_cards:
        return list(SUITS)
    return [s for s in SUITS if holds_trump_marriage(hand, s)] or list(SUITS)


def decide_trump(view, skill: str, rng) -> Decision:
    options = view.options
    plan = trump_plan(view.hand, {TRUMP_OF[a] for a in view.legal}, options)
    suit = SUIT_NAMES[plan.suit]
    length = f"{plan.length} {suit}" if plan.length != 1 else f"one {suit[:-1]}"
    reasons = [f"I name {suit} as trumps: they give me {meld_words(plan.meld)} with {length}."]
    if plan.marriage:
        reasons.append(f"I hold a marriage in {suit}.")
    elif options.marriage_to_take:
        reasons.append("I have no marriage, and I hope my partner passes me the king or queen I lack.")
    return Decision(TRUMP_CALLS[plan.suit], reasons)


# -- passing four cards ------------------------------------------------------------------------------------
def meld_share(hand, trump: str, options) -> dict[Card, float]:
    """How much meld each card of the hand is part of (a card in two melds counts for both)."""
    share: dict[Card, float] = {}
    for item in meld_of(hand, trump, options):
        per_card = item.points / len(item.cards)
        for c in set(item.cards):
            share[c] = share.get(c, 0.0) + per_card * item.cards.count(c) / max(1, hand.count(c))
    return share


def decide_pass(view, skill: str, rng) -> Decision:
    """The bidder's partner gives his best trumps and aces; the bidder gives back what he needs least."""
    trump = view.trump
    giving_to_bidder = view.seat != view.public.last_bidder
    choice = pass_card(list(view.hand), view.legal, trump, giving_to_bidder, view.options)
    if skill == "novice" and rng.random() < 0.2:
        choice = rng.choice(list(view.legal))
    return Decision(choice, [pass_reason(choice, giving_to_bidder)])


def pass_reason(choice: Card, giving_to_bidder: bool) -> str:
    """Why a card is passed: the bidder's partner gives strength, the bidder gives back what he needs least."""
    if giving_to_bidder:
        return (f"I pass the {choice.name}: I give the bidder my strongest cards for his trump suit and my aces, "
                f"and keep my own meld.")
    return f"I pass back the {choice.name}: I give back the cards I need least, not trumps, aces or my meld."


def pass_ranking(hand: list, candidates, trump: str, giving_to_bidder: bool, options) -> list[Card]:
    """``candidates`` (distinct cards of ``hand``), the best to pass first by the rules of thumb."""
    share = meld_share(hand, trump, options)
    needs_marriage = giving_to_bidder and options.marriage_to_take

    def give_worth(c: Card) -> float:
        meld_cost = share.get(c, 0.0)
        if giving_to_bidder:
            worth = (12 + POWER[c] if c.suit == trump else 0) + (6 if c.rank == "A" else 0)
            if needs_marriage and c.suit == trump and c.rank in "KQ":
                worth += 4  # the bidder may lack the marriage he needs
            return worth - meld_cost
        keep = (12 + POWER[c] if c.suit == trump else 0) + (6 if c.rank == "A" else 0) + POWER[c] * 0.5
        short = sum(1 for x in hand if x.suit == c.suit) <= 2 and c.suit != trump
        return -keep - meld_cost + (2 if short else 0)

    return sorted(candidates, key=lambda c: (-give_worth(c), POWER[c], SUITS.index(c.suit)))


def pass_card(hand: list, candidates, trump: str, giving_to_bidder: bool, options) -> Card:
    return pass_ranking(hand, candidates, trump, giving_to_bidder, options)[0]


def heuristic_pass(hand: list, trump: str, giving_to_bidder: bool, options) -> list[Card]:
    """The four cards the rules of thumb pass, one at a time as the Advanced player does; ``hand`` loses them."""
    given = []
    for _ in range(PASSED_CARDS):
        c = pass_card(hand, list(dict.fromkeys(hand)), trump, giving_to_bidder, options)
        hand.remove(c)
        given.append(c)
    return given
