"""32 Card Bridge (Belote Bridgee): deal, auction, announces, play and scoring.

Manual: shared/seeds/000_*.txt; decisions: shared/seeds/INDEX.md.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, partial
from operator import itemgetter

from game.engine.actions import DOUBLE, PASS, REDOUBLE, Bid, Declaration, announce, bid
from game.engine.cards import DECK_32, RANK_NAMES, SUIT_NAMES, SUIT_SYMBOLS, Card
from game.engine.deal import numbered_deck
from game.engine.events import (
    AnnouncesCompared,
    AuctionEnded,
    Called,
    Dealt,
    Declared,
    MeldShown,
    TrumpSet,
)
from game.engine.hand import check_explicit_deal
from game.engine.options import Options, option
from game.engine.result import HandResult, ScoreEntry
from game.engine.seats import COUNTER_CLOCKWISE, SEATS, Seat, side_of
from game.engine.wording import counted
from game.variants.belote_common.announces import (
    KIND_LABELS,
    AnnounceRules,
    Combination,
    best_combinations,
    combination_key,
    compare_sides,
)
from game.variants.belote_common.hand import HAND_SIZE, BeloteFamilyHand, BeloteFamilyPublic
from game.variants.belote_common.score_lines import SIDE_NAMES, score_line, won_line
from game.variants.belote_common.tricks import PlayRules
from game.variants.belote_common.values import (
    PLAIN_ORDER,
    PLAIN_POWER,
    PLAIN_VALUE,
    TRUMP_ORDER,
    TRUMP_POWER,
    TRUMP_VALUE,
    order_words,
)

MIN_BID = 80
MAX_PLAIN_BID = 250  # the bidding panel's quantities; above this the "Sup" button goes on
MAX_BID = 500
BID_STEP = 10
DEAL_PACKETS = (3, 2, 3)
DEFEAT_POINTS = 160
LAST_TRICK = 10
SLAM_LAST_TRICK = 100
BELOT_POINTS = 20
PASSED_OUT_HANDS_BEFORE_SHUFFLE = 4

ANNOUNCE_RULES = AnnounceRules(
    square_points={"J": 200, "9": 150, "A": 100, "T": 100, "K": 100, "Q": 100},
    sequence_points={3: 20, 4: 50, 5: 100},
    split_long_runs=True,
)
PLAY_RULES = PlayRules(undertrump_when_void=False, overtrump_over_partner=False)
ANNOUNCE_KINDS = ("square", "fifth", "fourth", "third")

ALL_BIDS: tuple[Bid, ...] = tuple(bid(amount, suit) for amount in range(MIN_BID, MAX_BID + 1, BID_STEP)
                                  for suit in "CDHS")
BID_LEVEL = {b: i // 4 for i, b in enumerate(ALL_BIDS)}  # 0 for 80, 1 for 90...
BIDS_ABOVE = {b: i // 4 * 4 + 4 for i, b in enumerate(ALL_BIDS)}  # where the higher bids start in ALL_BIDS
# The calls of an undoubled auction, by where the higher bids start in ALL_BIDS: pass and those bids, then
# the same with a double (made once, copied for each position).
CALLS_FROM = {start: ([PASS, *ALL_BIDS[start:]], [PASS, *ALL_BIDS[start:], DOUBLE])
              for start in range(0, len(ALL_BIDS) + 1, 4)}
# Every seat's Called of every call, made once: an event is a frozen value, so one object serves every hand.
CALLED = tuple({call: Called(s, call) for call in (PASS, DOUBLE, REDOUBLE, *ALL_BIDS)} for s in SEATS)
ANNOUNCE_ACTIONS = {kind: announce(kind) for kind in ANNOUNCE_KINDS}
MULTIPLIER_WORDS = {1: "", 2: "doubled", 4: "redoubled"}
DOUBLING_MARKS = {1: "", 2: "X", 4: "XX"}  # after the bid in the contract's notation
PARTNER = tuple(s.partner for s in SEATS)
# Per trump suit, indexed by card.index: the card's points, and its strength in a trick (trumps above 16).
TRICK_TABLES = {
    trump: ([TRUMP_VALUE[i] if i // 13 == "SHDC".index(trump) else PLAIN_VALUE[i] for i in range(52)],
            [TRUMP_POWER[i] + 16 if i // 13 == "SHDC".index(trump) else PLAIN_POWER[i] for i in range(52)])
    for trump in "SHDC"
}
SIDE = tuple(s.side for s in SEATS)
RIGHT = tuple(s.right for s in SEATS)


@dataclass(frozen=True)
class BeloteBridgeeOptions(Options):
    announces: bool = option(
        True, "Play with announces",
        "Third, fourth, fifth and four of a kind score. Off: only the Belot counts.")
    target: int = option(3000, "Game in (points)", "The score a side needs to win the game.",
                         min=500, max=9900, step=100)
    shuffle_every_hand: bool = option(
        False, "Shuffle every hand",
        "Shuffle the cards before every deal instead of only cutting them (both sides agree).")


def round_to_ten(points: int) -> int:
    """131 -> 130, 135 -> 140."""
    return (points + 5) // 10 * 10


@dataclass(frozen=True, kw_only=True)
class BeloteBridgeePublic(BeloteFamilyPublic):
    """32 Card Bridge's public facts: the bidding and the announces."""

    contract: Bid | None = None
    doubled: int = 1  # 1, 2 (doubled) or 4 (redoubled)
    last_bid: Bid | None = None
    last_bidder: Seat | None = None
    announce_side: str | None = None  # the side whose announces count, once they are shown
    announce_reason: str = ""  # why they count, once shown
    belot_seat: Seat | None = None  # the seat that said Belot, once said
    may_announce: tuple[str, ...] = ()  # the kinds the viewer may announce now (its turn only)
    # the viewer plays its first card now, with the announces on: the moment its announces are made (or lost)
    announce_turn: bool = False

    def belotes_said(self, trump: str | None) -> dict[str, Seat]:
        return {trump: self.belot_seat} if self.belot_seat is not None and trump else {}


class BeloteBridgeeHand(BeloteFamilyHand):
    direction = COUNTER_CLOCKWISE
    next_of = RIGHT
    rules = PLAY_RULES
    belote_words = ("Belot", "Rebelot")
    passed_out_line = 'All four players passed: no contract.'
    passed_out_reason = "all four players passed: no contract"
    # Immutable starting values live on the class; an instance gets its own once they change (those the auction
    # reads at every call are set by __init__: see there).
    contract: Bid | None = None
    declarer: Seat | None = None
    announce_side: str | None = None
    announce_reason = ""
    announces_shown = False

    def __init__(self, variant, options, dealer: Seat, deal_number: int | None, cards: dict | None,
                 context: dict | None = None):
        super().__init__(variant, options, dealer, deal_number, cards, context)
        self.first = self.leader = self.to_act = RIGHT[dealer]
        # Read at every call or card, so the instance's own (quicker to read than the class's through it).
        self.passes = 0
        self.last_bid: Bid | None = None
        self.last_bidder: Seat | None = None
        self.doubled = 1  # 1, 2 (doubled) or 4 (redoubled)
        self.rules = PLAY_RULES
        self.combos: list[list[Combination]] = [[], [], [], []]  # what each seat may still announce

    def _numbered_deal(self, number: int) -> dict:
        return _deal(numbered_deck(DECK_32, number), self.dealer)

    def _explicit_deal(self, cards: dict | None) -> dict:
        return check_cards(cards)

    @property
    def start_events(self) -> list:
        """What happened before the first call: the deal, packet by packet."""
        return [Dealt(self.dealer, tuple(_packets_of(self.initial_cards, self.dealer)))]

    @property
    def belot_seat(self) -> Seat | None:
        """Who holds the king and queen of trumps (None: nobody, or the play has not started)."""
        return next(iter(self.belotes.values()), None)

    @property
    def belot_said(self) -> int:
        """How many of the Belot's two cards have been played."""
        return next(iter(self.belote_said.values()), 0)

    # -- auction --------------------------------------------------------------------------------
    def _legal_calls(self) -> list:
        seat = self.to_act
        assert seat is not None  # the auction is on
        if self.doubled == 1:
            if self.last_bid is None:
                return CALLS_FROM[0][0][:]
            assert self.last_bidder is not None  # set with last_bid
            opponents_bid = (seat ^ self.last_bidder) & 1  # 1: they may double it
            return CALLS_FROM[BIDS_ABOVE[self.last_bid]][opponents_bid][:]
        if self.doubled == 2 and self.last_bidder is not None and side_of(seat) == side_of(self.last_bidder):
            return [PASS, REDOUBLE]
        return [PASS]

    def _legal_at_a_glance(self, action) -> bool:
        """A pass, or a bid of this game higher than the last one while nobody has doubled."""
        return self.phase == "bidding" and (action is PASS or action.__class__ is Bid and self.doubled == 1 and (
            action in BID_LEVEL and (self.last_bid is None or BID_LEVEL[action] > BID_LEVEL[self.last_bid])))

    def _call(self, call) -> list:
        seat = self._record_call(call)
        events = [CALLED[seat][call]]
        if call is PASS:
            self.passes += 1
        else:
            self.passes = 0
            if call is DOUBLE:
                self.doubled = 2
            elif call is REDOUBLE:
                self.doubled = 4
            else:
                self.last_bid, self.last_bidder = call, seat
        if len(self.calls) >= 4 and self.passes >= 3:
            if self.last_bid is None:
                if self.passes == 4:
                    return events + self._pass_out()
            else:
                return events + self._start_play()
        self.to_act = RIGHT[seat]
        return events

    def _start_play(self) -> list:
        self.contract = self.last_bid
        self.declarer = self.last_bidder
        assert self.contract is not None and self.declarer is not None  # a bid won the auction
        assert self.contract.strain is not None  # every bid names a suit
        self.trump = self.contract.strain
        self.value, self.strength = TRICK_TABLES[self.trump]
        self.phase = "play"
        self.to_act = self.leader = self.first
        if self.options.announces:
            self.combos = [best_combinations(hand, self.trump, ANNOUNCE_RULES) for hand in self.hands]
        self._find_belotes(self.trump)
        self._extra_legal = self.options.announces
        self._watch_cards = True  # until the announces are shown
        return [AuctionEnded(self.contract_text, self.declarer), TrumpSet(self.trump)]

    @property
    def contract_text(self) -> str | None:
        if self.contract is None:
            return None
        return self.contract.text + DOUBLING_MARKS[self.doubled]

    # -- play -----------------------------------------------------------------------------------
    def _more_legal(self, seat: Seat, legal: list) -> list:
        """The announces a seat may make with its first card come before its cards."""
        if not self.combos[seat]:  # emptied when the seat plays its first card
            return legal
        kinds = []
        for combo in self.combos[seat]:
            if combo.kind not in kinds:
                kinds.append(combo.kind)
        return [ANNOUNCE_ACTIONS[k] for k in kinds] + legal

    def _announce(self, action: Declaration) -> list:
        seat = self.to_act
        assert seat is not None  # with the first card
        remaining = self.combos[seat]
        combo = next(c for c in remaining if c.kind == action.kind)
        remaining.remove(combo)
        self.declared[seat].append(combo)
        return [Declared(seat, combo.kind, KIND_LABELS[combo.kind])]

    def _card_extras(self, seat: Seat, events: list) -> None:
        if self.combos[seat]:
            self.combos[seat] = []  # an announce not made with the first card is lost
        if len(self.trick) == 1 and len(self.tricks) == 1:
            events.extend(self._show_announces())

    def _show_announces(self) -> list:
        self.announces_shown = True
        self._extra_legal = self._watch_cards = False  # every seat has played its first card
        events: list = []
        best: dict[str, Combination | None] = {"NS": None, "EW": None}
        for s in SEATS:
            for combo in self.declared[s]:
                events.append(MeldShown(s, combo.cards, combo.label, combo.points))
                side = side_of(s)
                held = best[side]
                if held is None or combination_key(combo, self.trump) > combination_key(held, self.trump):
                    best[side] = combo
        if events:
            self.announce_side, self.announce_reason = compare_sides(best, self.trump)
            events.append(AnnouncesCompared(self.announce_side, self.announce_reason))
        return events

    def _last_trick_bonus(self, side: str) -> int:
        return SLAM_LAST_TRICK if self.tricks_won[side] == 8 else LAST_TRICK

    def _trick_reason(self, trick: tuple, winner: Seat, bonus: int, points: int):
        return partial(trick_reason, trick, winner, self.trump, bool(bonus), points)

    def _why_other_illegal(self, action) -> str:
        if isinstance(action, Declaration):
            if not self.options.announces:
                return "announces are switched off in the rules options (only the Belot counts)"
            assert self.to_act is not None  # the hand is on
            if len(self.hands[self.to_act]) < 8:
                return "announces are made with your first card only"
            if action.kind in ANNOUNCE_ACTIONS:
                return f"you hold no {KIND_LABELS[action.kind].lower()} to announce"
        return f"{action} is not a card or an announce; the bidding is over"

    def _why_call_illegal(self, action) -> str:
        if isinstance(action, Card):
            return "the bidding is not over: bid, pass or double first"
        if isinstance(action, Bid):
            if self.doubled > 1:
                return "after a double no ordinary bid may be made: pass or redouble"
            if action.strain not in ("S", "H", "D", "C") or action.amount % BID_STEP:
                return "a bid is a multiple of ten followed by a suit, like 80S"
            if action.amount < MIN_BID:
                return f"the lowest bid is {MIN_BID}"
            if action.amount > MAX_BID:
                return f"the highest bid is {MAX_BID}"
            if self.last_bid is None:
                return f"{action} is not a bid of this game"
            return f"a bid must be higher than the last one, {self.last_bid.name}"
        if action is DOUBLE:
            if self.last_bid is None:
                return "there is no bid to double"
            if self.doubled > 1:
                return "the contract is already doubled"
            return "you can only double a bid of the opponents"
        if action is REDOUBLE:
            if self.doubled == 1:
                return "only a doubled contract can be redoubled"
            if self.doubled == 4:
                return "the contract is already redoubled"
            return "only the side that was doubled may redouble"
        return f"{action} is not a call: bid, pass, double or redouble"

    # -- what a seat may know -------------------------------------------------------------------
    def _game_public(self, seat: Seat, **shared) -> BeloteBridgeePublic:
        return BeloteBridgeePublic(
            **shared, contract=self.contract, contract_text=self.contract_text, declarer=self.declarer,
            doubled=self.doubled, last_bid=self.last_bid, last_bidder=self.last_bidder,
            announce_side=self.announce_side if self.announces_shown else None,
            announce_reason=self.announce_reason if self.announces_shown else "",
            belot_seat=self.belot_seat if self.belot_said else None,
            may_announce=tuple(c.kind for c in self.combos[seat]) if self.to_act == seat else (),
            announce_turn=(self.phase == "play" and self.to_act == seat and len(self.hands[seat]) == HAND_SIZE
                           and self.options.announces))

    def _declarations_shown(self) -> bool:
        return self.announces_shown

    def _play_history(self) -> list:
        """Every action of the play is public in this game, the announces too."""
        return _play_seats(self) if self.phase != "bidding" else []

    # -- scoring --------------------------------------------------------------------------------
    def _contract_made(self) -> bool:
        return self.contract is not None

    def _score_contract(self) -> HandResult:
        return score_hand(self)

    def _clone_more(self, new) -> None:
        new.combos = [c[:] for c in self.combos]
        new.declared = [d[:] for d in self.declared]


def _play_seats(hand: BeloteBridgeeHand):
    """(seat, action) of the play phase, rebuilt from the action record."""
    seat = hand.first
    n_calls = len(hand.calls)
    out = []
    trick_count = 0
    trick_cards = 0
    winners = [w for _, _, w, _ in hand.tricks]
    for action in hand.actions[n_calls:]:
        out.append((seat, action))
        if action.__class__ is Declaration:
            continue
        trick_cards += 1
        if trick_cards == 4:
            seat = winners[trick_count]
            trick_count += 1
            trick_cards = 0
        else:
            seat = seat.right
    return out


def trick_reason(trick, winner: Seat, trump: str | None, last: bool, points: int) -> str:
    """Why the card ``winner`` played wins ``trick``, and what the trick is worth."""
    win = next(c for s, c in trick if s == winner)
    led = trick[0][1].suit
    several_trumps = sum(1 for _, c in trick if c.suit == trump) > 1
    values = [TRUMP_VALUE[c.index] if c.suit == trump else PLAIN_VALUE[c.index] for _, c in trick]
    total = values[0] + values[1] + values[2] + values[3]
    worth = f" The trick is worth {values[0]} + {values[1]} + {values[2]} + {values[3]} = {total} points"
    if last:
        bonus = points - total
        worth += f", and {bonus} more for the last trick" + (" (a slam)" if bonus == SLAM_LAST_TRICK else "")
    return _why_wins(win, led, trump, several_trumps) + worth + "."


@cache
def _why_wins(win: Card, led: str, trump: str | None, several_trumps: bool) -> str:
    if win.suit == trump and led != trump:
        if not several_trumps:
            return (f"The {RANK_NAMES[win.rank]} of trumps wins: {SUIT_NAMES[led]} were led and a trump "
                    f"beats any card of another suit.")
        return (f"The {RANK_NAMES[win.rank]} of trumps wins: it is the highest of the trumps played "
                f"(trumps rank {order_words(TRUMP_ORDER)}).")
    if win.suit == trump:
        return (f"The {RANK_NAMES[win.rank]} of trumps is the highest trump played "
                f"(trumps rank {order_words(TRUMP_ORDER)}).")
    return (f"The {win.name} is the highest {SUIT_NAMES[led][:-1]} played and nobody trumped "
            f"(other suits rank {order_words(PLAIN_ORDER)}).")


def score_hand(hand: BeloteBridgeeHand) -> HandResult:
    """The hand's score; its lines in words are written when first read (``_score_lines``)."""
    contract, declarer, mult = hand.contract, hand.declarer, hand.doubled
    assert contract is not None and declarer is not None  # a played hand had a contract
    assert contract.strain is not None  # every bid of this game names its trumps
    decl = SIDE[declarer]
    defe = "EW" if decl == "NS" else "NS"
    tricks = dict(hand.points)
    announces = {"NS": 0, "EW": 0}
    if hand.announce_side:
        announces[hand.announce_side] = sum(c.points for s in SEATS if side_of(s) == hand.announce_side
                                            for c in hand.declared[s])
    belot = {"NS": 0, "EW": 0}
    belot_seat = hand.belot_seat
    if belot_seat is not None:
        belot[SIDE[belot_seat]] = BELOT_POINTS
    caught = {"NS": tricks["NS"] + announces["NS"] + belot["NS"], "EW": tricks["EW"] + announces["EW"] + belot["EW"]}
    needed = contract.amount + 2
    made = caught[decl] > caught[defe] and caught[decl] >= needed
    word = MULTIPLIER_WORDS[mult]
    entries: dict[str, list[ScoreEntry]] = {"NS": [], "EW": []}
    words: dict[str, list[tuple]] = {"NS": [], "EW": []}  # (80, "for the bid")
    items_total = {"NS": 0, "EW": 0}  # the points of each side's items so far

    def add(side, kind, points, label, said):
        entries[side].append(ScoreEntry(kind, points, label))
        words[side].append((points, said))
        items_total[side] += points

    if made:
        for side in (decl, defe):
            if tricks[side]:
                rounded = round_to_ten(tricks[side])
                add(side, "tricks", rounded, f"Tricks ({tricks[side]} rounded)", "for their tricks" if
                    rounded == tricks[side] else f"for their {tricks[side]} points in tricks (rounded)")
            if announces[side]:
                add(side, "announces", announces[side], "Announces", "for their announces")
        add(decl, "contract", contract.amount, "Contract made", "for the contract made")
    else:
        add(defe, "defeat", DEFEAT_POINTS, "Contract defeated", "for the defeated contract")
        add(defe, "contract", contract.amount, "The bid", "for the bid")
        total_ann = announces["NS"] + announces["EW"]
        if total_ann:
            add(defe, "announces", total_ann, "All the announces", "for all the announces")
    doubled = {"NS": 0, "EW": 0}  # after the items: the doubling, and the Belot (never doubled)
    points = {"NS": 0, "EW": 0}  # the sum of each side's entries
    for side in ("NS", "EW"):
        total = items_total[side]
        if mult > 1 and total:
            entries[side].append(ScoreEntry("doubling", total * (mult - 1), f"{word.capitalize()} (x{mult})"))
            total = doubled[side] = total * mult
        if belot[side]:
            entries[side].append(ScoreEntry("belot", belot[side], "Belot"))
            total += belot[side]
        points[side] = total
    lines = partial(_score_lines, declarer=declarer, contract=contract, word=word, decl=decl, defe=defe,
                    tricks=tricks, announces=announces, belot=belot, caught=caught, needed=needed, made=made,
                    announce_reason=hand.announce_reason if hand.announces_shown else "", words=words,
                    doubled=doubled, points=points)
    return HandResult(points=points, entries=entries, contract=hand.contract_text, declarer=declarer, made=made,
                      lines=lines)


def _score_lines(*, declarer: Seat, contract: Bid, word: str, decl: str, defe: str, tricks: dict, announces: dict,
                 belot: dict, caught: dict, needed: int, made: bool, announce_reason: str, words: dict,
                 doubled: dict, points: dict) -> list[str]:
    """The lines of a scored hand in words: the bid, what each side won, the announces, made or defeated, and
    each side's score item by item (from what ``score_hand`` worked out)."""
    assert contract.strain is not None  # every bid of this game names its trumps
    lines = [f"{declarer.full_name} bid {contract.amount} {SUIT_SYMBOLS[contract.strain]} for {SIDE_NAMES[decl]}"
             f"{', ' + word if word else ''}."]
    for side in (decl, defe):
        lines.append(won_line(side, [(tricks[side], "in tricks"), (announces[side], "in announces"),
                                     (belot[side], "for the Belot")]))
    if announce_reason:
        lines.append(f"Announces: {announce_reason}.")
    lines.append(_verdict_line(decl, defe, caught, needed, made))
    for side in (decl, defe):
        items = [f"{points} {said}" for points, said in words[side]]
        changes = f", {word} to {doubled[side]}" if doubled[side] else ""
        if belot[side]:
            if changes:
                changes += f", and {belot[side]} for the Belot"
            else:
                items.append(f"{belot[side]} for the Belot")
        lines.append(score_line(side, points[side], items, changes))
    return lines


def _verdict_line(decl: str, defe: str, caught: dict, needed: int, made: bool) -> str:
    """``North-South made it: their 124 points beat East-West's 58 and reach 92, the bid and 2 more.``"""
    ours, theirs = f"their {counted(caught[decl], 'point')}", f"{SIDE_NAMES[defe]}'s {caught[defe]}"
    reach = f"{needed}, the bid and 2 more"
    if made:
        return f"{SIDE_NAMES[decl]} made it: {ours} beat {theirs} and reach {reach}."
    if caught[decl] <= caught[defe]:
        return f"{SIDE_NAMES[decl]} are defeated: {ours} are not more than {theirs}."
    return f"{SIDE_NAMES[decl]} are defeated: {ours} do not reach {reach}."


def check_cards(cards: dict | None) -> dict:
    """Validate an explicit deal: eight different cards of the 32-card deck for each seat."""
    return check_explicit_deal(cards, [(s, 8, "") for s in SEATS], DECK_32)


DEAL_ORDER = tuple(tuple(enumerate(SEATS[(dealer - 1 - i) & 3] for i in range(4))) for dealer in SEATS)
# The places in the pack of the cards the i-th seat from the dealer's right gets in a 3-2-3 deal: one getter
# takes them all at once (quicker than three slices joined).
DEAL_PICKS = tuple(itemgetter(3 * i, 3 * i + 1, 3 * i + 2, 12 + 2 * i, 13 + 2 * i, 20 + 3 * i, 21 + 3 * i, 22 + 3 * i)
                   for i in range(4))


def _deal(pack: list, dealer: Seat) -> dict:
    """Deal ``pack`` 3-2-3 counter-clockwise from the dealer's right."""
    return {s: list(DEAL_PICKS[i](pack)) for i, s in DEAL_ORDER[dealer]}


def _packets_of(cards: dict, dealer: Seat) -> list:
    """The 3-2-3 packets that an explicit deal stands for (for the deal animation)."""
    order = [SEATS[(dealer.right + i * COUNTER_CLOCKWISE) & 3] for i in range(4)]
    out, pos = [], 0
    for size in DEAL_PACKETS:
        for s in order:
            out.append((s, tuple(cards[s][pos:pos + size])))
        pos += size
    return out

