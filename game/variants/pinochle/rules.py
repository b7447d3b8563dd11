"""Double-Deck Pinochle: the deal, the auction, trumps, passing cards, meld, play and the score of a hand.

Manual: shared/seeds/003_*.txt; decisions: shared/seeds/INDEX.md and help.md (where the manual is unclear).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial

from game.engine.actions import PASS, Bid, TrumpCall, bid, name_trumps
from game.engine.cards import CARDS, DECK_80, SUIT_NAMES, SUIT_SYMBOLS, SUITS, Card
from game.engine.deal import deal_packets, numbered_deck
from game.engine.events import (
    AuctionEnded,
    BidderSet,
    Called,
    CardsPassed,
    HandScored,
    MeldCounted,
    MeldShown,
    TrumpSet,
)
from game.engine.hand import TRUMP_FLOOR, Public, TrickHand, normalise_cards, strength_tables
from game.engine.options import option
from game.engine.result import HandResult, ScoreEntry
from game.engine.seats import CLOCKWISE, SEATS, SIDES, Seat
from game.engine.wording import counted

from .dealing import DEALING_METHODS, VER_21, VER_36, old_method_pack
from .meld import MeldTableOptions, SideMeld, holds_any_marriage, holds_trump_marriage, meld_of, meld_points, side_meld

HAND_SIZE = 20
TRICKS = 20
PACKET = 4  # the deal: five rounds of four cards, from the dealer's left
PASSED_CARDS = 4
RANK_ORDER = "ATKQJ"
POWER = {CARDS[r + s]: 5 - i for s in SUITS for i, r in enumerate(RANK_ORDER)}  # ace 5 ... jack 1
COUNTERS = {c: 1 if c.rank in "ATK" else 0 for c in POWER}
CARD_COUNTERS = 48
ONES_TOP = 60  # bidding by 1s goes up to 60, then by 5s
MAX_BID = 500  # the top of the bidding ladder (times ten with the 10s scale)
SIDE_NAMES = {"NS": "North-South", "EW": "East-West"}
LEFT = tuple(s.left for s in SEATS)
ROTATIONS = (0, 90, 180, 270)
BID_STYLES = ("ones", "tens")
SORT_KEY = {c: (SUITS.index(c.suit), -POWER[c]) for c in POWER}
_POWER_BY_INDEX = [0] * 52
for _c, _power in POWER.items():
    _POWER_BY_INDEX[_c.index] = _power
STRENGTH = strength_tables(_POWER_BY_INDEX, [p + TRUMP_FLOOR if p else 0 for p in _POWER_BY_INDEX])

TRUMP_CALLS = {s: name_trumps(s) for s in SUITS}
TRUMP_OF = {call: s for s, call in TRUMP_CALLS.items()}


def off_the_ladder(amount: int) -> str | None:
    """Why a minimum opening bid of ``amount`` is not allowed (None if it is): above 60 the ladder goes by 5s."""
    if amount > ONES_TOP and amount % 5:
        return f"{amount} is not on the bidding ladder: above {ONES_TOP} bids go up by 5 (65, 70, 75 ...)"
    return None


@dataclass(frozen=True)
class PinochleOptions(MeldTableOptions):
    target: int = option(350, "Score needed to win", "A side that reaches this total wins the game.",
                         min=50, max=99_990)
    dealing_method: str = option(
        VER_36, "Dealing method (Ver 3.6 or 2.1)", "3.6: the newer shuffle. 2.1: the older one, which deals the "
        "games of Versions 2.0 and 2.1; the same game number gives other cards in each.", choices=DEALING_METHODS)
    rotate_deal: int = option(
        0, "Rotate deal", "Turn every deal by 90, 180 or 270 degrees: at 90 the cards dealt to East go to "
        "South, South's to West, and so on round the table.", choices=ROTATIONS)
    swap_best_to_south: bool = option(
        False, "Swap best hand to South", "After the deal, the strongest hand changes places with South's.")
    bid_style: str = option(
        "ones", "Bid style", "ones: 50, 51 ... 60, then by 5s. tens: the same ladder times ten (500, 510 ... "
        "600, then by 50s); raise the score to win and the meld table to match.", choices=BID_STYLES)
    minimum_bid: int = option(50, "Minimum opening bid", "The first bid (and a bid dropped on the dealer); "
                              "times ten with the 10s bid style.", min=1, max=MAX_BID,
                              check=off_the_ladder)
    marriage_to_take: bool = option(
        True, "Require marriage to take the bid",
        "The bidder must name a suit in which he holds a king and queen; holding none, he is set.")
    marriage_to_bid: bool = option(False, "Require marriage to make any bid",
                                   "A player holding no king and queen of the same suit may only pass.")
    aggressive_bidding: bool = option(
        False, "Bid more aggressively if behind, less if ahead",
        "For the computer players: their bids follow the score of the game.")
    pass_four_cards: bool = option(
        False, "Bidders pass 4 cards before meld",
        "After trumps are named the bidder's partner passes him four cards, then he passes four back.")
    must_follow_trumps: bool = option(
        True, "Must always follow trumps",
        "Void in the suit led, you must play a trump even when it cannot beat a higher trump already played.")
    ruff_against_higher_trump: bool = option(
        False, "Allow ruff against higher trump",
        "Void in the suit led and unable to beat a trump already played, you may play any card.")
    min_counters_bidders: int = option(20, "Minimum counters for bidders", "The counters the bidders need to "
                                       "score them and save their meld.", min=0, max=50)
    min_counters_defenders: int = option(20, "Minimum counters for non-bidders", "The counters the other side "
                                         "needs to score them and save its meld.", min=0, max=50)
    last_trick_points: int = option(2, "Points for last trick", "Counters for winning the last trick.",
                                    min=0, max=50)
    save_bonus: int = option(0, "Points added if bidder saves", "A bonus for the bidders when they make their bid.",
                             min=0, max=9999)


# -- the bidding ladder ---------------------------------------------------------------------------------
def bid_ladder(options) -> tuple:
    """Every bid allowed under ``options``, lowest first (interned Bid actions)."""
    scale = 10 if options.bid_style == "tens" else 1
    amounts = []
    amount = options.minimum_bid
    while amount <= MAX_BID:
        amounts.append(amount)
        amount += 1 if amount < ONES_TOP else 5
    return tuple(bid(a * scale) for a in amounts)


_LADDERS: dict = {}


def ladder_of(options) -> tuple:
    key = (options.bid_style, options.minimum_bid)
    found = _LADDERS.get(key)
    if found is None:
        found = _LADDERS[key] = bid_ladder(options)
    return found


for _style in BID_STYLES:  # intern every bid at import, so "65" parses before any hand is dealt
    ladder_of(PinochleOptions(bid_style=_style, minimum_bid=1))


# -- the deal ---------------------------------------------------------------------------------------------
def sort_cards(cs) -> list[Card]:
    return sorted(cs, key=SORT_KEY.__getitem__)


def numbered_pack(options, number: int) -> list:
    """The pack of a numbered deal (Practice > Numbered hand) in the dealing method of the options."""
    return old_method_pack(number, 1) if options.dealing_method == VER_21 else numbered_deck(DECK_80, number)


def deal_pack(pack: list, dealer: Seat, options) -> dict:
    """Deal ``pack`` in fours from the dealer's left, then turn the deal and swap the best hand as the options say."""
    hands, _, _ = deal_packets(list(pack), dealer.left, CLOCKWISE, (PACKET,) * (HAND_SIZE // PACKET))
    return arrange_deal(hands, options)


def arrange_deal(hands: dict, options) -> dict:
    turns = options.rotate_deal // 90
    hands = {s: list(hands[SEATS[(s - turns) & 3]]) for s in SEATS}
    if options.swap_best_to_south:
        best = max(SEATS, key=lambda s: (hand_strength(hands[s], options), s == Seat.S))
        hands[best], hands[Seat.S] = hands[Seat.S], hands[best]
    return {s: sort_cards(hands[s]) for s in SEATS}


def hand_strength(cards, table) -> int:
    """A rough worth of a hand for 'swap best hand': its best meld with a trump suit, plus its trumps and aces."""
    aces = sum(1 for c in cards if c.rank == "A")
    best = max(meld_points(meld_of(cards, s, table)) + 2 * sum(1 for c in cards if c.suit == s) for s in SUITS)
    return best + aces


def check_cards(cards: dict | None) -> dict:
    """An explicit deal: twenty cards for each seat, each card of the 80-card deck at most four times."""
    if not cards:
        raise ValueError("give either deal_number or cards")
    given = normalise_cards(cards)
    extra = [str(k) for k in given if not isinstance(k, Seat)]
    if extra:
        raise ValueError(f"unexpected entries in the deal: {', '.join(extra)}")
    seen: dict[Card, int] = {}
    for seat in SEATS:
        pile = given.get(seat)
        if pile is None:
            raise ValueError(f"no cards given for {seat.full_name}")
        if len(pile) != HAND_SIZE:
            raise ValueError(f"{seat.full_name} must have {HAND_SIZE} cards, not {len(pile)}")
        for c in pile:
            if c not in POWER:
                raise ValueError(f"the {c.name} is not in the 80-card pinochle deck")
            seen[c] = seen.get(c, 0) + 1
            if seen[c] > 4:
                raise ValueError(f"the {c.name} is dealt more than four times")
    return {s: list(given[s]) for s in SEATS}


# -- the play ---------------------------------------------------------------------------------------------
def beats(c: Card, best: Card, trump: str | None) -> bool:
    """Whether ``c`` played after ``best`` takes the lead of the trick (equal cards: the first stays ahead)."""
    if c.suit == best.suit:
        return POWER[c] > POWER[best]
    return c.suit == trump


def legal_cards(held, trick, best: Card | None, trump: str | None, options) -> list[Card]:
    """The different cards ``held`` may play on ``trick`` whose best card so far is ``best``."""
    distinct = list(dict.fromkeys(held))
    if not trick:
        return distinct
    assert best is not None  # a trick on the table has its best card
    led = trick[0][1].suit
    following = [c for c in distinct if c.suit == led]
    if following:
        if best.suit != led:
            return following  # trumped already: no card of the suit led can beat it
        return [c for c in following if POWER[c] > POWER[best]] or following
    trumps = [c for c in distinct if c.suit == trump]
    if not trumps:
        return distinct
    if best.suit != trump:
        return trumps
    higher = [c for c in trumps if POWER[c] > POWER[best]]
    if higher:
        return higher
    if options.must_follow_trumps and not options.ruff_against_higher_trump:
        return trumps
    return distinct  # a trump that cannot win is no longer required, nor forbidden (the manual's two options)


def card_words(cs) -> str:
    names = [c.name for c in dict.fromkeys(cs)]
    return names[0] if len(names) == 1 else ", the ".join(names[:-1]) + " and the " + names[-1]


def why_card_illegal(c: Card, held, trick, best: Card | None, trump: str | None, options) -> str:
    """Why ``c`` may not be played now, in words."""
    if c not in held:
        return f"you do not hold the {c.name}"
    led = trick[0][1].suit
    assert best is not None  # a trick on the table has its best card
    allowed = legal_cards(held, trick, best, trump, options)
    if allowed[0].suit == led:
        if c.suit != led:
            return f"you must follow suit: you hold the {card_words(allowed)}"
        return f"you must beat the {best.name}: you hold the {card_words(allowed)}"
    if c.suit == trump:  # what is allowed is trumps only: those that beat the best card
        return f"you must beat the {best.name}: you hold the {card_words(allowed)}"
    if best.suit == trump and not beats(allowed[0], best, trump):
        return (f"you have no {SUIT_NAMES[led]}: you must play a trump even though it cannot beat the "
                f"{best.name} (the 'must always follow trumps' rule)")
    return f"you have no {SUIT_NAMES[led]}, so you must trump: you hold the {card_words(allowed)}"


def trick_reason(trick: tuple, winner: Seat, trump: str | None, counters: int) -> str:
    win = next(c for s, c in trick if s == winner)
    led = trick[0][1].suit
    same = [s for s, c in trick if c is win]
    if win.suit == trump and led != trump:
        why = f"The {win.name} wins: the highest trump played on a {SUIT_NAMES[led][:-1]} lead."
    else:
        why = f"The {win.name} is the highest {SUIT_NAMES[led][:-1]} played" + \
              (" and nobody trumped." if trump != led else ".")
    if len(same) > 1:
        why += f" {len(same)} of them were played: the first one played wins."
    return f"{why} Cards rank ace, ten, king, queen, jack. The trick holds {counters} counter" \
           f"{'' if counters == 1 else 's'}."


# -- what a seat may know ---------------------------------------------------------------------------------
MeldShownItem = tuple[str, tuple[Card, ...], int]  # a meld laid down: (its label, its cards, its points)


@dataclass(frozen=True, kw_only=True)
class PinochlePublic(Public):
    """What a seat knows of a hand of pinochle beyond the cards it sees. ``passed_cards`` and ``passing`` are
    seen only by the bidders (empty for the other seats)."""

    bid: int | None = None  # the amount of the bid bought (None until the bidding is over)
    contract: Bid | None = None  # the bid bought, once the bidding is over
    last_bid: Bid | None = None  # the highest bid so far (the bid dropped on the dealer once nobody bid)
    last_bidder: Seat | None = None  # who made it
    dropped: bool = False  # nobody bid: the bid was dropped on the dealer
    passed: tuple[Seat, ...] = ()  # the seats out of the bidding
    shown: dict[Seat, tuple[MeldShownItem, ...]] = field(default_factory=dict)  # the meld each seat laid down
    meld: dict[str, int] = field(default_factory=dict)  # side -> the meld it scores (0 under the minimum)
    meld_summary: dict[str, str] = field(default_factory=dict)  # side -> its meld in words ("39", "0*")
    counters: dict[str, int] = field(default_factory=dict)  # side -> the counters taken so far
    leader: Seat | None = None  # who leads the trick on the table
    set_reason: str | None = None  # why the bidders are set before the play (None if they are not)
    passed_cards: dict[Seat, tuple[Card, ...]] = field(default_factory=dict)  # giver -> the four cards given
    passing: tuple[Card, ...] = ()  # the cards the seat passing chose so far (seen by that seat only)


# -- the hand ---------------------------------------------------------------------------------------------
class PinochleHand(TrickHand):
    deal_packet = PACKET
    bid_amount: int = 0
    bidder: Seat | None = None
    high_bid = None  # the Bid action standing
    dropped = False
    trump: str | None = None
    giver: Seat | None = None
    set_reason: str | None = None

    def __init__(self, variant, options, dealer: Seat, deal_number: int | None, cards: dict | None,
                 context: dict | None = None):
        super().__init__(variant, options, dealer, deal_number, cards, context)
        self.hands = [sort_cards(h) for h in self.hands]
        self.passed = [False] * 4
        self.to_act = dealer.left
        self.passing: list[Card] = []
        self.passed_cards: dict = {}  # giver -> the four cards given
        self.meld_items: dict = {}  # seat -> [MeldItem]
        self.side_melds: dict = {}  # side -> SideMeld
        # tricks: (leader, ((seat, card), ...), winner)
        self.counters = {"NS": 0, "EW": 0}

    def _numbered_deal(self, number: int) -> dict:
        return deal_pack(numbered_pack(self.options, number), self.dealer, self.options)

    def _explicit_deal(self, cards: dict | None) -> dict:
        return check_cards(cards)

    @property
    def bidding_side(self) -> str | None:
        return None if self.bidder is None else self.bidder.side

    # -- the protocol ---------------------------------------------------------------------------
    def _find_legal(self) -> list:
        phase = self.phase
        legal: list
        if phase == "play":
            assert self.to_act is not None  # the play is on
            legal = legal_cards(self.hands[self.to_act], self.trick, self.win_card, self.trump, self.options)
        elif phase == "bidding":
            legal = [PASS, *self._bids_allowed()]
        elif phase == "trump":
            legal = [TRUMP_CALLS[s] for s in self._trumps_allowed()]
        elif phase == "passing":
            assert self.to_act is not None  # a bidder passes cards
            legal = list(dict.fromkeys(self.hands[self.to_act]))
        else:
            legal = []
        return legal

    def parse_action(self, text: str):
        t = text.strip()
        if t.lower().startswith("trump:"):
            suit = t[6:].strip().upper()[:1]
            if suit in TRUMP_CALLS:
                return TRUMP_CALLS[suit]
        return super().parse_action(t)

    def _do(self, action) -> list:
        phase = self.phase
        if phase == "bidding":
            return self._call(action)
        if phase == "trump":
            self._record_call(action)
            return self._name_trump(TRUMP_OF[action])
        if phase == "passing":
            return self._pass_card(action)
        return self._play(action)

    # -- auction --------------------------------------------------------------------------------
    def _bids_allowed(self) -> tuple:
        assert self.to_act is not None  # the auction is on
        if self.options.marriage_to_bid and not holds_any_marriage(self.hands[self.to_act]):
            return ()
        ladder = ladder_of(self.options)
        if self.high_bid is None:
            return ladder
        return ladder[ladder.index(self.high_bid) + 1:]

    def _call(self, call) -> list:
        seat = self._record_call(call)
        events = [Called(seat, call)]
        if call is PASS:
            self.passed[seat] = True
        else:
            self.high_bid, self.bidder = call, seat
        if self.passed.count(True) < 3:
            nxt = LEFT[seat]
            while self.passed[nxt]:
                nxt = LEFT[nxt]
            self.to_act = nxt
            return events
        if self.high_bid is None:  # nobody bid: the bid is dropped on the dealer
            self.high_bid, self.bidder, self.dropped = ladder_of(self.options)[0], self.dealer, True
        self.bid_amount = self.high_bid.amount
        self.phase = "trump"
        self.to_act = self.bidder
        return events + [AuctionEnded(str(self.high_bid), self.bidder)]

    def _trumps_allowed(self) -> list[str]:
        if not self.options.marriage_to_take or self.options.pass_four_cards:
            return list(SUITS)  # with passing, the marriage may still come from partner: checked at meld time
        assert self.bidder is not None  # the auction is over
        held = self.hands[self.bidder]
        with_marriage = [s for s in SUITS if holds_trump_marriage(held, s)]
        return with_marriage or list(SUITS)  # holding none, any suit: the bidder is set at once

    def _name_trump(self, suit: str) -> list:
        self.trump = suit
        self.strength = STRENGTH[suit]
        events: list = [TrumpSet(suit)]
        if self.options.pass_four_cards:
            assert self.bidder is not None  # the bidder named trumps
            self.phase = "passing"
            self.giver = self.to_act = self.bidder.partner
            return events
        return events + self._show_meld()

    # -- passing cards ----------------------------------------------------------------------------
    def _pass_card(self, c: Card) -> list:
        giver = self.to_act
        assert giver is not None and self.bidder is not None  # the bidders pass cards
        self.hands[giver].remove(c)
        self.passing.append(c)
        if len(self.passing) < PASSED_CARDS:
            return []
        receiver = giver.partner
        given = tuple(self.passing)
        self.passed_cards[giver] = given
        self.hands[receiver] = sort_cards(self.hands[receiver] + list(given))
        self.passing = []
        events: list = [CardsPassed(giver, receiver, given)]
        if giver != self.bidder:
            self.giver = self.to_act = self.bidder
            return events
        self.giver = None
        return events + self._show_meld()

    # -- meld -------------------------------------------------------------------------------------
    def _show_meld(self) -> list:
        table = self.options
        events: list = []
        for seat in SEATS:
            self.meld_items[seat] = meld_of(self.hands[seat], self.trump, table)
        for side in SIDES:
            seats = [s for s in SEATS if s.side == side]
            meld = side_meld({s: self.meld_items[s] for s in seats}, table)
            self.side_melds[side] = meld
            for seat in seats:
                for item in meld.shown.get(seat, ()):
                    events.append(MeldShown(seat, item.cards, item.label, item.points))
            events.append(MeldCounted(side, meld.total, meld.counted, meld.summary))
        reason = self._set_before_play()
        assert self.bidder is not None  # the auction is over
        if reason is not None:
            self.set_reason = reason
            self._end()
            return events + [BidderSet(self.bidder.side, reason, True), HandScored(self.result())]
        self.phase = "play"
        self.leader = self.to_act = self.bidder
        return events

    def _set_before_play(self) -> str | None:
        opts = self.options
        assert self.bidder is not None and self.trump is not None  # the auction is over, trumps named
        if opts.marriage_to_take and not holds_trump_marriage(self.hands[self.bidder], self.trump):
            return f"{self.bidder.full_name} holds no marriage in {SUIT_NAMES[self.trump]}, the trump suit"
        meld = self.side_melds[self.bidder.side]
        if meld.total < opts.minimum_meld:
            return f"{SIDE_NAMES[self.bidder.side]} have {meld.total} meld, less than the {opts.minimum_meld} needed"
        return None

    # -- play -----------------------------------------------------------------------------------
    def counters_won(self, tricks: int) -> dict[str, int]:
        """The counters each side took in the hand's first ``tricks`` tricks (the last trick's points with it)."""
        return counters_won(self.tricks[:tricks], self.options)

    def _take_trick(self, trick: tuple, winner: Seat, last: bool) -> tuple:
        counters = sum(COUNTERS[c] for _, c in trick)
        if last:
            counters += self.options.last_trick_points
        self.counters[winner.side] += counters
        assert self.trump is not None  # named before the play
        return counters, partial(trick_reason, trick, winner, self.trump, counters)

    def _last_trick_events(self) -> list:
        result = self.result()
        if result.made:
            return []
        assert self.bidder is not None  # the auction is over
        reason = next(e.label for e in result.entries[self.bidder.side] if e.kind == "set")
        return [BidderSet(self.bidder.side, reason, False)]

    # -- why not --------------------------------------------------------------------------------
    def why_illegal(self, action) -> str:
        phase = self.phase
        if phase == "done":
            return "the hand is over"
        if phase == "bidding":
            if isinstance(action, Card):
                return "the bidding is not over: bid or pass"
            if action in TRUMP_OF:
                return "trumps are named once the bidding is over"
            return self._why_bid_illegal(action)
        if phase == "trump":
            if action in TRUMP_OF:
                return f"you must name a suit in which you hold a king and a queen: " \
                       f"{', '.join(SUIT_NAMES[s] for s in self._trumps_allowed())}"
            assert self.bidder is not None  # the auction is over
            return f"{self.bidder.full_name} has won the bidding and must name trumps (trump:S, trump:H...)"
        if not isinstance(action, Card):
            return "play a card" if phase == "play" else "choose a card to pass to your partner"
        if phase == "passing":
            return f"you do not hold the {action.name}"
        assert self.to_act is not None  # the play is on
        return why_card_illegal(action, self.hands[self.to_act], self.trick, self.win_card, self.trump,
                                self.options)

    def _why_bid_illegal(self, action) -> str:
        assert self.to_act is not None  # the auction is on
        if self.options.marriage_to_bid and not holds_any_marriage(self.hands[self.to_act]):
            return "you hold no marriage (a king and queen of one suit), so you may only pass"
        ladder = ladder_of(self.options)
        if action not in ladder:
            step = "10s to 600, then by 50s" if self.options.bid_style == "tens" else "1s to 60, then by 5s"
            return f"{action} is not a bid here: bids go from {ladder[0]} up by {step}, up to {ladder[-1]}"
        return f"{action} is too low: the bid is {self.high_bid}, bid higher or pass"

    # -- what a seat may know -------------------------------------------------------------------
    def _public(self, seat: Seat) -> PinochlePublic:
        bidding = self.phase == "bidding"
        secret = self.bidder is not None and seat in (self.bidder, self.bidder.partner)  # the bidders' passing
        return PinochlePublic(
            auction=tuple(call for call in self.calls if call[1].__class__ is not TrumpCall),
            bid=self.bid_amount or None,
            contract=None if bidding else self.high_bid,
            contract_text=None if bidding else str(self.high_bid),
            last_bid=self.high_bid,
            last_bidder=self.bidder,
            declarer=None if bidding else self.bidder,
            dropped=self.dropped,
            passed=tuple(s for s in SEATS if self.passed[s]),
            shown={s: tuple((i.label, i.cards, i.points) for i in m.shown.get(s, ()))
                   for m in self.side_melds.values() for s in m.shown},
            meld={side: m.counted for side, m in self.side_melds.items()},
            meld_summary={side: m.summary for side, m in self.side_melds.items()},
            counters=dict(self.counters),
            leader=self.leader,
            set_reason=self.set_reason,
            passed_cards=dict(self.passed_cards) if secret else {},
            passing=tuple(self.passing) if secret and self.phase == "passing" and seat == self.to_act else ())

    # -- result ---------------------------------------------------------------------------------
    def score(self) -> HandResult:
        return score_hand(self)

    def _clone_more(self, new) -> None:
        new.passed = self.passed[:]
        new.passing = self.passing[:]
        new.passed_cards = dict(self.passed_cards)
        new.counters = dict(self.counters)


def counters_won(tricks, options) -> dict[str, int]:
    """The counters each side took in ``tricks`` (the hand's first tricks, as a view has them; the last trick's
    points with the last one): a table reads them from the tricks it has swept off, offline or at a host's."""
    counters = {"NS": 0, "EW": 0}
    for index, (_, cards, winner) in enumerate(tricks):
        counters[winner.side] += sum(COUNTERS[c] for _, c in cards)
        if index == TRICKS - 1:
            counters[winner.side] += options.last_trick_points
    return counters


# -- scoring ----------------------------------------------------------------------------------------------
@dataclass
class PinochleResult(HandResult):
    """A hand of pinochle; ``outright``: the side that took every counter and so wins the game, if any;
    ``dropped``: nobody bid and the dealer took the lowest bid; ``set_before_play``: the bidders were set at meld."""

    outright: str | None = None
    dropped: bool = False
    set_before_play: bool = False

    def to_json(self) -> dict:
        return {**super().to_json(), "outright": self.outright, "dropped": self.dropped,
                "set_before_play": self.set_before_play}

    @classmethod
    def fields_from_json(cls, data: dict) -> dict:
        outright = data["outright"]
        if outright not in (None, *SIDES):
            raise ValueError(f"{str(outright)[:10]!r} is not a side")
        return {**super().fields_from_json(data), "outright": outright, "dropped": bool(data["dropped"]),
                "set_before_play": bool(data["set_before_play"])}


def score_hand(hand: PinochleHand) -> PinochleResult:
    opts = hand.options
    assert hand.bidder is not None and hand.trump is not None  # a scored hand had a bid and trumps
    bidders = hand.bidder.side
    defenders = "EW" if bidders == "NS" else "NS"
    amount = hand.bid_amount
    target = hand.context.get("target", opts.target)
    entries: dict[str, list[ScoreEntry]] = {"NS": [], "EW": []}
    how = ", dropped on the dealer" if hand.dropped else ""
    lines = [f"{hand.bidder.full_name} took the bid at {amount} for {SIDE_NAMES[bidders]}{how}, with "
             f"{SUIT_SYMBOLS[hand.trump]} as trumps."]
    lines += [meld_line(side, hand.side_melds[side], opts.minimum_meld) for side in SIDES]
    set_line = f"{SIDE_NAMES[bidders]} are set and lose {amount}"
    if hand.set_reason is not None:
        entries[bidders].append(ScoreEntry("set", -amount, f"set before play: {hand.set_reason}"))
        _save_meld(entries[defenders], hand.side_melds[defenders], opts)
        lines.append(f"The hand is not played: {hand.set_reason}. {defenders_line(entries[defenders], defenders)}")
        lines.append(f"{set_line}.")
        return _finish(entries, lines, hand, made=False)
    counters = hand.counters
    lines.append(f"North-South took {counted(counters['NS'], 'counter')} and East-West {counters['EW']}.")
    outright = next((side for side in SIDES if counters[side] == CARD_COUNTERS + opts.last_trick_points), None)
    made = _score_bidders(entries[bidders], hand.side_melds[bidders], counters[bidders], amount, opts, lines, bidders)
    _score_defenders(entries[defenders], hand.side_melds[defenders], counters[defenders], opts, lines, defenders)
    if outright is not None:  # every counter wins the game, even for bidders short of their bid: not set
        entries[outright] = [ScoreEntry("outright", target, f"all {counters[outright]} counters: the game")]
        lines.append(f"{SIDE_NAMES[outright]} took every counter and win the game outright"
                     f"{', although short of their bid' if outright == bidders and not made else ''}.")
        made = made or outright == bidders
    if not made:
        lines.append(f"{set_line}.")
    return _finish(entries, lines, hand, made=made, outright=outright)


def _save_meld(entries: list, meld: SideMeld, opts) -> None:
    if meld.counted:
        entries.append(ScoreEntry("meld", meld.counted, "meld"))
        if opts.meld_base:
            entries.append(ScoreEntry("base", opts.meld_base, "base added to saved meld"))


def _score_bidders(entries: list, meld: SideMeld, counters: int, amount: int, opts, lines: list, side: str) -> bool:
    if counters < opts.min_counters_bidders:
        entries.append(ScoreEntry("set", -amount, f"set: {counters} counters, {opts.min_counters_bidders} needed"))
        lines.append(f"{SIDE_NAMES[side]} took {counted(counters, 'counter')}, fewer than the "
                     f"{opts.min_counters_bidders} they need.")
        return False
    if meld.counted + counters < amount:
        entries.append(ScoreEntry("set", -amount, f"set: {meld.counted} meld + {counters} counters < {amount}"))
        lines.append(f"{SIDE_NAMES[side]} made {meld.counted} in meld and {counters} in counters, "
                     f"{meld.counted + counters} in all: short of their bid of {amount}.")
        return False
    _save_meld(entries, meld, opts)
    entries.append(ScoreEntry("counters", counters, "counters"))
    if opts.save_bonus:
        entries.append(ScoreEntry("bonus", opts.save_bonus, "bonus for making the bid"))
    lines.append(f"{SIDE_NAMES[side]} made their bid of {amount}: {meld.counted} in meld and {counters} in "
                 f"counters, {meld.counted + counters} in all.")
    return True


def _score_defenders(entries: list, meld: SideMeld, counters: int, opts, lines: list, side: str) -> None:
    if counters < opts.min_counters_defenders:
        lines.append(f"{SIDE_NAMES[side]} took {counted(counters, 'counter')}, fewer than the "
                     f"{opts.min_counters_defenders} needed: they score nothing.")
        return
    _save_meld(entries, meld, opts)
    entries.append(ScoreEntry("counters", counters, "counters"))
    lines.append(defenders_line(entries, side))


def defenders_line(entries: list, side: str) -> str:
    return f"{side_score(side, sum(e.points for e in entries))}."


def side_score(side: str, points: int) -> str:
    """``North-South score 64``, ``North-South lose 53``, ``North-South score nothing``."""
    if points < 0:
        return f"{SIDE_NAMES[side]} lose {-points}"
    return f"{SIDE_NAMES[side]} score {points or 'nothing'}"


def meld_line(side: str, meld: SideMeld, minimum: int) -> str:
    """``North-South meld 27.``, ``East-West meld nothing: their 12 are under the minimum of 20.``"""
    if meld.counted:
        return f"{SIDE_NAMES[side]} meld {meld.counted}."
    if meld.total:
        return f"{SIDE_NAMES[side]} meld nothing: their {meld.total} are under the minimum of {minimum}."
    return f"{SIDE_NAMES[side]} meld nothing."


def _finish(entries: dict, lines: list, hand: PinochleHand, made: bool, outright: str | None = None) -> PinochleResult:
    points = {side: sum(e.points for e in entries[side]) for side in SIDES}
    lines.append(f"This hand: {side_score('NS', points['NS'])} and {side_score('EW', points['EW'])}.")
    return PinochleResult(points=points, lines=lines, entries=entries, contract=str(hand.bid_amount),
                          declarer=hand.bidder, made=made, outright=outright, dropped=hand.dropped,
                          set_before_play=hand.set_reason is not None)

