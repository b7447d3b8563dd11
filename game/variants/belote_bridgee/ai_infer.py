"""What a seat of 32 Card Bridge can work out about the hidden hands from the public play.

Hard facts (a card that is certainly in, or certainly not in, a hand) come from the rules: a player
who does not follow suit has none of it; a player who does not trump, or trumps low, when the rules
would make him beat the trick has no trump that could (shared with Belote in
:mod:`game.variants.belote_common.inference`); announces shown and the Belot put cards in a hand. Soft
clues (a bidder probably holds the jack of his suit; a player who gave points to a trick he could not win
had no cheaper card; a player who led a plain suit below its ace, or followed it without taking the other
side's trick, has probably not the ace) become weights on the layouts.
"""

from __future__ import annotations

from collections import Counter

from game.ai.sampling import soft_weight
from game.engine.actions import DOUBLE, PASS, Bid, bid
from game.engine.cards import RANK_NAMES, Card
from game.engine.cards import card as _card
from game.engine.seats import SEATS, Seat
from game.variants.belote_common.announces import best_combinations
from game.variants.belote_common.inference import (
    Inference,
    all_tricks,
    exclusions,
    play_facts,
    spent_points,
    spent_weight,
)
from game.variants.belote_common.tricks import trick_winner_index
from game.variants.belote_common.valuation import apply_model

from .ai_bidding import (
    CONVENTION_OVERCALL,
    MODEL,
    SIGMA,
    Auction,
    convention_points,
    hand_features,
    hand_features_by_suit,
    normal_cdf,
)
from .rules import ANNOUNCE_RULES, BID_STEP, MAX_BID, MIN_BID

SILENT_FACTOR = 0.15  # a player who announced nothing probably had nothing to announce
# A player who leads a lower card of a plain suit while its ace is out seldom holds the ace: he would
# have cashed it first. Colver's IS-DD, on the tuning deals 900001-900080, led small with the ace out
# (and not in partner's hand) 125 times and held the ace in 18, where a blind guess expects 36: odds
# of 0.17 against 0.40, about 0.4 times. (A lower card led under a master ten, the ace gone, says
# nothing: 14 held where 15 are expected.)
UNDERLEAD_FACTOR = 0.4
# A discard on partner's trick says nothing of the ace of the suit discarded: colver's IS-DD, on the tuning
# deals, held it 28 times in 84 where the layouts consistent with the play expect 29 (bench/cb32_clues.py).
# A player who follows a plain suit with a card that does not take the other side's trick (won by a card of
# the suit below the ace) seldom holds the ace: he would have taken it. Colver's IS-DD, on the tuning deals
# 900001-900063 (bench/cb32_clues.py), held the ace in 2 of 41 such follows in second place where the layouts
# consistent with the play expect 12 (odds 0.13), 0 of 8 in third (2 expected), 2 of 14 in fourth (5.5
# expected, odds 0.26); a player may still duck, so the factor stays above the second place's.
FOLLOW_FACTOR = 0.2


def infer(view) -> Inference:
    """The facts seat ``view.seat`` knows about the other hands."""
    inf, unseen = Inference.start(view)
    trump = view.trump
    if trump is not None and view.phase != "bidding":
        play_facts(view, inf, trump)
        _belot_facts(view, inf, trump, unseen)
    _announce_facts(view, inf, unseen)
    exclusions(inf, unseen, trump)
    if trump is not None:
        _bidding_factors(view, inf, trump)
        _play_factors(view, inf, trump)
    return inf


def _belot_facts(view, inf: Inference, trump: str, unseen: set) -> None:
    me = view.seat
    king, queen = _card("K" + trump), _card("Q" + trump)
    belot = view.public.belot_seat
    if belot is not None and belot != me:
        for c in (king, queen):
            if c in unseen:
                inf.known.setdefault(belot, set()).add(c)
                inf.facts.append(f"{belot.full_name} said Belot, so holds the {RANK_NAMES[c.rank]} of trumps")
    for seat in SEATS:
        if seat == me or seat == belot:
            continue
        played = view.played_by(seat)
        for c, other in ((king, queen), (queen, king)):
            if c in played and other in unseen:
                inf.excluded.setdefault(seat, set()).add(other)
                inf.facts.append(f"{seat.full_name} played the {RANK_NAMES[c.rank]} of trumps without a Belot, "
                                 f"so has not the {RANK_NAMES[other.rank]}")


def _announce_facts(view, inf: Inference, unseen: set) -> None:
    me = view.seat
    public = view.public
    shown = public.shown
    declared = public.declared
    cards_played = public.cards_played
    announces_on = getattr(view.options, "announces", True)
    for seat in SEATS:
        if seat == me:
            continue
        combos = shown.get(seat, ())
        held = [c for _, cs, _ in combos for c in cs if c in unseen]
        if held:
            inf.known.setdefault(seat, set()).update(held)
            names = ", ".join(c.name for c in held)
            inf.facts.append(f"{seat.full_name} showed an announce and still holds the {names}")
        kinds = declared.get(seat, ())
        if kinds and not shown:
            inf.pending[seat] = tuple(kinds)
        if announces_on and not kinds and cards_played[seat]:
            inf.silent.add(seat)


def _bidding_factors(view, inf: Inference, trump: str) -> None:
    """Soft clues from the auction: who bid which suit first, who raised his partner's suit, who
    doubled, who never bid."""
    auction = view.public.auction
    opened: dict = {}  # (side, suit) -> the seat that bid the suit first
    natural: dict[Seat, list[str]] = {s: [] for s in SEATS}
    raised: dict[Seat, list[str]] = {s: [] for s in SEATS}
    doubled: set = set()
    for seat, call in auction:
        if isinstance(call, Bid) and call.strain:
            key = (seat.side, call.strain)
            if key not in opened:
                opened[key] = seat
                natural[seat].append(call.strain)
            elif opened[key] != seat and call.strain not in raised[seat]:
                raised[seat].append(call.strain)
        elif call is DOUBLE:
            doubled.add(seat)
    for seat in SEATS:
        if seat == inf.seat:
            continue
        factors: dict[Card, float] = {}
        for suit, jack, nine, other in [(s, 3.0, 2.0, 1.3) for s in natural[seat]] + \
                                       [(s, 2.0, 1.6, 1.0) for s in raised[seat] if s not in natural[seat]]:
            for c in inf.unknown:  # a list: the same order in every process
                if c.suit == suit:
                    f = jack if c.rank == "J" else nine if c.rank == "9" else other
                    factors[c] = factors.get(c, 1.0) * f
        if not natural[seat] and not raised[seat]:
            for c in inf.unknown:
                if c.suit == trump and c.rank in "J9":
                    factors[c] = 0.75
        if seat in doubled:
            for c in inf.unknown:
                if c.suit == trump:
                    factors[c] = factors.get(c, 1.0) * 1.4
        if factors:
            inf.factors[seat] = factors


def _play_factors(view, inf: Inference, trump: str) -> None:
    """Soft clues from the cards played, once per player and suit for each kind: a player who led a plain suit
    with a card below its ace, the ace still unseen, probably has not the ace (UNDERLEAD_FACTOR); nor has a
    player who followed it without taking the other side's trick (FOLLOW_FACTOR)."""
    unseen = set(inf.unknown)
    done: set = set()

    def weaken(seat: Seat, suit: str, factor: float, kind: str) -> None:
        ace = _card("A" + suit)
        if seat == inf.seat or (kind, seat, suit) in done or ace not in unseen or ace in inf.known.get(seat, ()):
            return
        done.add((kind, seat, suit))
        factors = inf.factors.setdefault(seat, {})
        factors[ace] = factors.get(ace, 1.0) * factor

    for cards in all_tricks(view):
        leader, led = cards[0]
        if led.suit != trump:
            weaken(leader, led.suit, UNDERLEAD_FACTOR, "lead")
        for i in range(1, len(cards)):
            clue = _card_clue(cards[:i + 1], trump)
            if clue is not None:
                weaken(cards[i][0], *clue)


def _card_clue(cards, trump: str):
    """What the last of ``cards`` (a trick so far) says of its player's aces: the suit, the factor, the kind
    of clue; None if nothing. A card that follows a plain suit below the other side's winning card, the suit
    not trumped, says the ace of the suit is not his (he would have taken the trick)."""
    seat, c = cards[-1]
    led = cards[0][1].suit
    before = cards[:-1]
    win_seat, win = before[trick_winner_index(before, trump)]
    if c.suit == led and led != trump and win.suit == led and win_seat.side != seat.side \
            and trick_winner_index(cards, trump) != len(before):
        return led, FOLLOW_FACTOR, "follow"
    return None


def layout_weight(view, inf: Inference):
    """The likelihood of a layout (seat -> cards now) from the soft clues; 0 rules it out."""
    bidding = soft_weight(inf.factors)
    trump = view.trump
    spent = spent_weight(spent_points(view, trump), trump) if trump is not None else None
    needs_combos = bool(inf.pending or inf.silent)
    clues = call_clues(view) if view.phase != "bidding" else {}
    played = {s: view.played_by(s) for s in SEATS} if needs_combos or clues else {}

    known_fits: dict = {seat: {} for seat in clues}  # per seat: its hidden cards -> the values of its clues

    def fit_values(seat: Seat, cards: list) -> tuple:
        """The value of each clue of ``seat`` for its hand when it holds ``cards`` now (each set of cards
        valued once: the layouts of one decision deal a seat the same cards again and again)."""
        key = frozenset(cards)
        found = known_fits[seat].get(key)
        if found is None:
            hand = cards + played[seat]
            found = known_fits[seat][key] = tuple(fit(hand) for fit in clues[seat])
        return found

    def weight(layout: dict) -> float:
        w = bidding(layout)
        if spent is not None:
            w *= spent(layout)
        for seat in clues:
            for value in fit_values(seat, layout[seat]):
                w *= value
        if not needs_combos:
            return w
        for seat, kinds in inf.pending.items():
            have = Counter(c.kind for c in best_combinations(layout[seat] + played[seat], trump, ANNOUNCE_RULES))
            if any(have[k] < n for k, n in Counter(kinds).items()):
                return 0.0
        for seat in inf.silent:
            if best_combinations(layout[seat] + played[seat], trump, ANNOUNCE_RULES):
                w *= SILENT_FACTOR
        return w

    return weight


# -- what the calls say about strength, read back from the computer bidders' own rules ----------------
CALL_SIGMA = 10.0  # how sharply a layout must fit the strength a call shows
CALL_FLOOR = 0.01  # the least likelihood of one call: a player may bid otherwise than the computer would
CONVENTION_MISS = 0.05  # a layout where the first response would have been another convention call
# A layout where a first response that passed partner's bid would have been a convention call (the jack of
# partner's suit, its nine with another, two outside aces): the computer bidders answer those before anything else.
DENIED_CONVENTION = 0.05
NATURAL_MARGIN = 2 + 0.8 * SIGMA  # a natural bid of L: the bidder expects L + this (safe_level, Advanced)
COMPETE_MARGIN = 2 - 0.5 - 0.25 * SIGMA  # a bid at the lowest level over the other side: a 40% chance will do


def _fits(margin: float) -> float:
    """The likelihood of a call whose shown strength the layout's hand exceeds by ``margin`` points."""
    return max(CALL_FLOOR, normal_cdf(margin / CALL_SIGMA))


def call_clues(view) -> dict:
    """For each other seat, the likelihood of its calls given its eight cards: a function of the hand (at
    the start of the play) to a factor, one per call that shows something."""
    clues: dict = {}
    calls = view.public.auction
    announces = getattr(view.options, "announces", True)
    last: Bid | None = None
    last_bidder: Seat | None = None
    doubled = False
    for i, (seat, call) in enumerate(calls):
        if seat != view.seat and not doubled:
            clue = _call_clue(Auction.before_call(view, seat, i), call, last, last_bidder, announces)
            if clue is not None:
                clues.setdefault(seat, []).append(clue)
        if isinstance(call, Bid):
            last, last_bidder = call, seat
        elif call is not PASS:
            doubled = True
    return clues


def _call_clue(auction: Auction, call, last: Bid | None, last_bidder: Seat | None, announces: bool):
    lowest = last.amount + BID_STEP if last is not None else MIN_BID
    if lowest > MAX_BID:
        return None
    theirs = last_bidder is not None and last_bidder.side != auction.seat.side
    convention = _convention_clue(auction, call, lowest, announces) if auction.first_response else None
    if isinstance(call, Bid):
        natural = _bid_clue(auction, call, lowest, theirs, announces)
        if convention is None:
            return natural
        return lambda hand: convention(hand) or natural(hand)
    if call is PASS and (last_bidder is None or theirs):
        below = _pass_clue(auction, lowest, announces)
        if convention is None:
            return below
        return lambda hand: CONVENTION_MISS if convention(hand) else below(hand)
    if call is PASS and convention is not None:  # over partner's own bid: no convention call to make
        return lambda hand: DENIED_CONVENTION if convention(hand) else 1.0
    return None


def _estimate(auction: Auction, hand, suit: str, announces: bool, partner: float) -> float:
    """What the bidder expected to catch with ``suit`` as trumps: its own cards, and what partner showed
    (``partner``: ``auction.partner_value(suit)``, the same for every hand)."""
    own = apply_model(hand_features(hand, suit, auction.we_lead, None if announces else []), MODEL)
    return own + partner


def _bid_clue(auction: Auction, call: Bid, lowest: int, theirs: bool, announces: bool):
    suit, level = call.strain, call.amount
    assert suit is not None  # every bid of 32 Card Bridge names a suit
    jump = level > lowest and level < MAX_BID  # a natural bid above the lowest is its safe level exactly
    margin = COMPETE_MARGIN if theirs and level == lowest else NATURAL_MARGIN
    partner = auction.partner_value(suit)[0]

    def fit(hand) -> float:
        over = _estimate(auction, hand, suit, announces, partner) - level - margin
        return _fits(over) * (_fits(BID_STEP - over) if jump else 1.0)
    return fit


def _pass_clue(auction: Auction, lowest: int, announces: bool):
    partner = {s: auction.partner_value(s)[0] for s in "SHDC"}

    def fit(hand) -> float:
        features = hand_features_by_suit(hand, auction.we_lead, None if announces else [])
        best = max(apply_model(features[s], MODEL) + partner[s] for s in "SHDC")
        return _fits(lowest + NATURAL_MARGIN - best)
    return fit


def _convention_clue(auction: Auction, call, lowest: int, announces: bool):
    """A first response to partner's bid: the convention call the hand would make, if any. The clue gives 1 when
    the call is that one, 0 when the hand would have made none (the other clues judge it), CONVENTION_MISS
    when it would have made another."""
    partner_bid = auction.partner_bids[-1][1]
    suit = partner_bid.strain

    def fit(hand) -> float:
        add, _ = convention_points(hand, suit, announces)
        target = partner_bid.amount + add
        if not add or lowest - target > CONVENTION_OVERCALL:
            return 0.0
        shown = bid(min(max(target, lowest), MAX_BID), suit)
        return 1.0 if call == shown else CONVENTION_MISS
    return fit
