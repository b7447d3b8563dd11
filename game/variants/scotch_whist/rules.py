"""Scotch Whist ("Catch the Ten"): the deal and turn-up, the optional bidding, the play and the score of a hand.

Manual: shared/seeds/004_*.txt; decisions: shared/seeds/INDEX.md and help.md (where the manual is silent).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial

from game.engine.actions import PASS, Bid, bid, name_trumps
from game.engine.cards import DECK_36, RANK_NAMES, SUIT_NAMES, SUIT_SINGULAR, SUIT_SYMBOLS, Card, card, card_list_words
from game.engine.deal import deal_one_by_one, numbered_deck
from game.engine.events import AuctionEnded, Called, TrumpSet, TurnUp
from game.engine.hand import Public, TrickHand, check_explicit_deal, following_suit, strength_tables
from game.engine.options import Options, option
from game.engine.result import HandResult, ScoreEntry
from game.engine.seats import SEATS, SIDES, Seat
from game.engine.wording import counted

TRICKS = 9
HAND_SIZE = 9
BONUS_FROM = 18  # a point for every card taken beyond this many
BID_PENALTY = 25
TRUMP_ORDER = "JAKQT9876"
PLAIN_ORDER = "AKQJT9876"
TRUMP_VALUES = {"J": 11, "A": 4, "K": 3, "Q": 2, "T": 10}
TRUMP_POINTS_IN_ALL = sum(TRUMP_VALUES.values())  # 30
SIDE_NAMES = {"NS": "North-South", "EW": "East-West"}
SEAT_KEYS = tuple(s.name for s in SEATS)
SIDE_KEYS = tuple(s.side for s in SEATS)
KEY_NAMES = {**SIDE_NAMES, **{s.name: s.full_name for s in SEATS}}
LEFT = tuple(s.left for s in SEATS)

# A card's strength in a trick, by card.index: plain 1 (six) .. 9 (ace); trumps TRUMP_BONUS more, the jack on top.
PLAIN_POWER = [0] * 52
TRUMP_POWER = [0] * 52
TRUMP_BONUS = 20
for _c in DECK_36:
    PLAIN_POWER[_c.index] = len(PLAIN_ORDER) - PLAIN_ORDER.index(_c.rank)
    TRUMP_POWER[_c.index] = TRUMP_BONUS + len(TRUMP_ORDER) - TRUMP_ORDER.index(_c.rank)
STRENGTH = strength_tables(PLAIN_POWER, TRUMP_POWER)


@dataclass(frozen=True)
class ScotchWhistOptions(Options):
    target: int = option(
        41, "Game points",
        "The total that wins the game; when several pass it on the same hand, the highest total wins. "
        "It stays as it is for the whole game.", min=1, max=999)
    allow_bidding: bool = option(
        False, "Allow bidding",
        "Before the play each player may bid a number of tricks; the highest bidder names trumps instead of "
        "the turned-up card, and loses 25 points if he takes fewer tricks than he bid.")
    partnership_scoring: bool = option(
        False, "Partnership scoring",
        "North-South play and score against East-West (the bonus counts the side's cards beyond 18); "
        "otherwise each player scores for himself.")


SUIT_OF_TRUMP_CALL = {name_trumps(s): s for s in "SHDC"}
TRUMP_CALLS = tuple(SUIT_OF_TRUMP_CALL)
TRUMP_CALL_OF_SUIT = {s: a for a, s in SUIT_OF_TRUMP_CALL.items()}
BIDS = tuple(bid(n) for n in range(1, TRICKS + 1))
BID_SET = frozenset(BIDS)


@dataclass
class WhistResult(HandResult):
    """A hand of Scotch Whist. ``points``/``entries`` per seat ("N".."W") or, with partnership scoring, per side;
    ``trump_cards``: per key, the scoring trumps taken as (card, value); ``cards_taken``, ``tricks_taken`` and
    ``bonus`` per key; ``bid``/``declarer``/``made`` when a bid was made; ``trump`` the suit."""

    trump: str | None = None
    bid: int | None = None
    trump_cards: dict = field(default_factory=dict)
    cards_taken: dict = field(default_factory=dict)
    tricks_taken: dict = field(default_factory=dict)
    bonus: dict = field(default_factory=dict)

    def to_json(self) -> dict:
        out = super().to_json()
        out["trump"] = self.trump
        out["bid"] = self.bid
        out["trump_cards"] = {k: [[c.text, v] for c, v in pairs] for k, pairs in self.trump_cards.items()}
        for name in ("cards_taken", "tricks_taken", "bonus"):
            out[name] = dict(getattr(self, name))
        return out

    @classmethod
    def fields_from_json(cls, data: dict) -> dict:
        trump = data["trump"]
        if trump is not None and trump not in SUIT_NAMES:
            raise ValueError(f"{str(trump)[:10]!r} is not a suit")
        counts = {name: {str(key): int(value) for key, value in data[name].items()}
                  for name in ("cards_taken", "tricks_taken", "bonus")}
        return {**super().fields_from_json(data), "trump": trump,
                "bid": None if data["bid"] is None else int(data["bid"]),
                "trump_cards": {str(key): [(card(text), int(value)) for text, value in pairs]
                                for key, pairs in data["trump_cards"].items()},
                **counts}


@dataclass(frozen=True, kw_only=True)
class ScotchWhistPublic(Public):
    """What everybody knows of a hand of Scotch Whist beyond the cards seen. ``auction`` is the bids and passes
    (not the trumps named); ``declarer`` is the highest bidder once the bidding is over (None while it goes on,
    and when all four passed or there is no bidding).

    ``cards_taken`` and ``trump_points`` are per score key (seats "N".."W", or sides "NS"/"EW" with partnership
    scoring)."""

    bid: Bid | None = None  # the highest bid so far
    turn_up: Card | None = None  # the dealer's last card once turned up (it is not when somebody won the bidding)
    # everybody saw the turn-up go back into the dealer's hand, and knows it is there until he plays it
    turn_up_held: bool = False
    leader: Seat | None = None  # who leads the trick on the table (who led the last one)
    tricks_won: dict[str, int] = field(default_factory=dict)  # per seat name, whatever the scoring
    cards_taken: dict[str, int] = field(default_factory=dict)
    trump_points: dict[str, int] = field(default_factory=dict)  # the trump points in the tricks taken so far
    by_side: bool = False  # partnership scoring: the counts are per side


def check_cards(cards: dict | None) -> dict:
    """Validate an explicit deal: nine different cards of the 36-card deck for each seat."""
    return check_explicit_deal(cards, [(s, HAND_SIZE, "") for s in SEATS], DECK_36)


class ScotchWhistHand(TrickHand):
    # Starting values on the class; an instance gets its own once they change.
    trump: str | None = None
    bidder: Seat | None = None
    high_bid: Bid | None = None
    turned_up = False  # whether the turn-up was shown (always, unless somebody won the bidding)

    def __init__(self, variant, options: ScotchWhistOptions, dealer: Seat, deal_number: int | None,
                 cards: dict | None, context: dict | None = None):
        super().__init__(variant, options, dealer, deal_number, cards, context)
        self.turn_up = self.initial_cards[dealer][-1]
        self.first = self.leader = LEFT[dealer]
        # tricks: (leader, ((seat, card), ...), winner)
        self.tricks_won = [0, 0, 0, 0]
        self.to_act = self.first
        if not options.allow_bidding:
            self.phase = "play"
            self.turned_up = True
            self.trump = self.turn_up.suit
            self.strength = STRENGTH[self.trump]

    def _numbered_deal(self, number: int) -> dict:
        return deal_one_by_one(numbered_deck(DECK_36, number), self.dealer)

    def _explicit_deal(self, cards: dict | None) -> dict:
        return check_cards(cards)

    @property
    def turn_up_played(self) -> bool:
        """Whether the dealer has played the turned-up card (it stays in his hand until then)."""
        return self.turn_up not in self.hands[self.dealer]

    @property
    def by_side(self) -> bool:
        return self.options.partnership_scoring

    @property
    def start_events(self) -> list:
        """The deal one card at a time from the dealer's left; without bidding, the turn-up and the trump suit."""
        events = super().start_events
        if not self.options.allow_bidding:
            events += [TurnUp(self.turn_up), TrumpSet(self.trump)]
        return events

    # -- the protocol ---------------------------------------------------------------------------
    def _find_legal(self) -> list:
        if self.phase == "play":
            assert self.to_act is not None  # the play is on
            legal = following_suit(self.hands[self.to_act], self.trick)
        elif self.phase == "bidding":
            lowest = self.high_bid.amount if self.high_bid is not None else 0
            legal = [PASS, *BIDS[lowest:]]
        elif self.phase == "trump":
            legal = list(TRUMP_CALLS)
        else:
            legal = []
        return legal

    def _call(self, call) -> list:
        """A bid, or trumps named by the highest bidder."""
        return self._bid(call) if self.phase == "bidding" else self._name_trumps(call)

    # -- bidding --------------------------------------------------------------------------------
    def _bid(self, call) -> list:
        seat = self._record_call(call)
        if call is not PASS:
            self.high_bid, self.bidder = call, seat
        events = [Called(seat, call)]
        if len(self.calls) < 4:
            self.to_act = LEFT[seat]
            return events
        if self.bidder is None:  # everybody passed: the turned-up card sets trumps, as without bidding
            self.turned_up = True
            self.trump = self.turn_up.suit
            self.strength = STRENGTH[self.trump]
            self.phase = "play"
            self.to_act = self.first
            return events + [AuctionEnded(None, None), TurnUp(self.turn_up), TrumpSet(self.trump)]
        self.phase = "trump"
        self.to_act = self.bidder
        return events + [AuctionEnded(str(self.high_bid), self.bidder)]

    def _name_trumps(self, call) -> list:
        seat = self._record_call(call)
        self.trump = SUIT_OF_TRUMP_CALL[call]
        self.strength = STRENGTH[self.trump]
        self.phase = "play"
        self.to_act = self.first
        return [Called(seat, call), TrumpSet(self.trump)]

    @property
    def contract_text(self) -> str | None:
        """``"4C"``: the bid and the suit its bidder named (None without a bidder)."""
        if self.bidder is None or self.phase in ("bidding", "trump"):
            return None
        return f"{self.high_bid}{self.trump}"

    # -- play -----------------------------------------------------------------------------------
    def _take_trick(self, trick: tuple, winner: Seat, last: bool) -> tuple:
        self.tricks_won[winner] += 1
        trump = self.trump
        assert trump is not None  # set before the play
        points = sum([TRUMP_VALUES.get(c.rank, 0) for _, c in trick if c.suit == trump])
        return points, partial(trick_reason, trick, winner, trump, self.tricks_won[winner])

    # -- why not --------------------------------------------------------------------------------
    def why_illegal(self, action) -> str:
        if self.phase == "done":
            return "the hand is over"
        if self.phase == "bidding":
            return self._why_bid_illegal(action)
        if self.phase == "trump":
            if action in SUIT_OF_TRUMP_CALL:
                return f"{action} is not allowed now"
            assert self.bidder is not None  # somebody won the bidding
            return (f"{self.bidder.full_name} won the bidding and names trumps now: "
                    "trump:S, trump:H, trump:D or trump:C")
        if not isinstance(action, Card):
            return "the bidding is over: play a card" if self.options.allow_bidding else "play a card"
        return self._why_card_illegal(action)

    def _why_bid_illegal(self, action) -> str:
        if isinstance(action, Card):
            return "the bidding is not over: bid a number of tricks from 1 to 9, or pass"
        if action in BID_SET:
            if self.high_bid is not None:
                assert self.bidder is not None  # set with high_bid
                return (f"a bid must be higher than {self.bidder.full_name}'s {self.high_bid}: "
                        + ("bid 9 is the most, so you can only pass" if self.high_bid.amount == TRICKS
                           else f"bid {self.high_bid.amount + 1} to {TRICKS}, or pass"))
        if action in SUIT_OF_TRUMP_CALL:
            return "trumps are named after the bidding, by the highest bidder"
        return "bid a number of tricks from 1 to 9, or pass"

    def _why_card_illegal(self, c: Card) -> str:
        seat = self.to_act
        assert seat is not None  # asked only while the hand is on
        held = self.hands[seat]
        if c not in held:
            owner = next((s for s in SEATS if c in self.hands[s]), None)
            if owner is None:
                return f"the {c.name} has already been played" if c in DECK_36 else \
                    f"the {c.name} is not in the 36-card deck (ace down to six)"
            return f"it is {seat.full_name}'s turn, and the {c.name} is {owner.full_name}'s"
        led = self.trick[0][1].suit
        following = following_suit(held, self.trick)
        return f"you must follow suit: {SUIT_NAMES[led]} were led and you hold the {card_list_words(following)}"

    # -- what a seat may know -------------------------------------------------------------------
    def _public(self, seat: Seat) -> ScotchWhistPublic:
        return ScotchWhistPublic(
            auction=tuple(c for c in self.calls if c[1] not in SUIT_OF_TRUMP_CALL),
            contract_text=self.contract_text,
            declarer=self.bidder if self.phase != "bidding" else None,
            bid=self.high_bid,
            turn_up=self.turn_up if self.turned_up else None,
            turn_up_held=self.turned_up and not self.turn_up_played,
            leader=self.leader,
            tricks_won={s.name: self.tricks_won[s] for s in SEATS},
            cards_taken=self.cards_taken(),
            trump_points=self.trump_points_taken(),
            by_side=self.by_side,
        )

    def key_of(self, seat: Seat) -> str:
        return seat.side if self.by_side else seat.name

    def cards_taken(self) -> dict[str, int]:
        out = dict.fromkeys(self.variant.score_keys(self.options), 0)
        for _, cards, winner in self.tricks:
            out[self.key_of(winner)] += len(cards)
        return out

    def trump_points_taken(self) -> dict[str, int]:
        out = dict.fromkeys(self.variant.score_keys(self.options), 0)
        for _, cards, winner in self.tricks:
            out[self.key_of(winner)] += sum(TRUMP_VALUES.get(c.rank, 0) for _, c in cards if c.suit == self.trump)
        return out

    # -- result ---------------------------------------------------------------------------------
    def score(self) -> WhistResult:
        assert self.trump is not None  # a played hand has trumps
        return score_hand(self.tricks, self.trump, self.by_side, self.high_bid, self.bidder)

    def _clone_more(self, new) -> None:
        new.tricks_won = self.tricks_won[:]


# -- the score ---------------------------------------------------------------------------------------


def score_hand(tricks: list, trump: str, by_side: bool, high_bid: Bid | None, bidder: Seat | None) -> WhistResult:
    """The score of nine played tricks: the trumps each player (or side) took, a point per card beyond 18,
    and a bidder (or his side) short of the bid loses 25 instead of everything it took."""
    keys = SIDES if by_side else SEAT_KEYS
    key_of = (SIDE_KEYS if by_side else SEAT_KEYS).__getitem__
    trump_cards: dict[str, list] = {k: [] for k in keys}
    cards_taken = dict.fromkeys(keys, 0)
    tricks_taken = dict.fromkeys(keys, 0)
    for _, cards, winner in tricks:
        key = key_of(winner)
        tricks_taken[key] += 1
        cards_taken[key] += len(cards)
        trump_cards[key].extend((c, TRUMP_VALUES[c.rank]) for _, c in cards
                                if c.suit == trump and c.rank in TRUMP_VALUES)
    for key in keys:
        trump_cards[key].sort(key=lambda pair: TRUMP_ORDER.index(pair[0].rank))
    bonus = {k: max(0, cards_taken[k] - BONUS_FROM) for k in keys}
    entries = {k: [ScoreEntry("trump", v, c.name) for c, v in trump_cards[k]] for k in keys}
    for k in keys:
        if bonus[k]:
            entries[k].append(ScoreEntry("bonus", bonus[k], f"{cards_taken[k]} cards taken, {bonus[k]} beyond 18"))
    lines = [f"The trumps were {SUIT_SYMBOLS[trump]}."]
    made = None
    if bidder is not None:
        assert high_bid is not None  # the bidder's bid
        bid_key = key_of(bidder)
        made = tricks_taken[bid_key] >= high_bid.amount
        lines.append(bid_line(bidder, high_bid.amount, trump, tricks_taken[bid_key], by_side, made))
        if not made:
            lost = sum(e.points for e in entries[bid_key])
            label = f"bid {high_bid.amount}, took {tricks_taken[bid_key]}"
            entries[bid_key] = [ScoreEntry("penalty", -BID_PENALTY, label)]
            if lost:
                lines.append(f"The {lost} point{'s' if lost != 1 else ''} taken do not count.")
    points = {k: sum(e.points for e in entries[k]) for k in keys}
    for k in keys:
        lines.append(score_line(k, trump_cards[k], cards_taken[k], tricks_taken[k], bonus[k], points[k], entries[k]))
    contract = None if bidder is None else f"{high_bid}{trump}"
    return WhistResult(points=points, lines=lines, entries=entries, contract=contract, declarer=bidder, made=made,
                       trump=trump, bid=None if high_bid is None else high_bid.amount,
                       trump_cards={k: tuple(v) for k, v in trump_cards.items()}, cards_taken=cards_taken,
                       tricks_taken=tricks_taken, bonus=bonus)


def bid_line(bidder: Seat, amount: int, trump: str, took: int, by_side: bool, made: bool) -> str:
    """``South bid 4 tricks with ♣ as trumps and took 2: short of the bid, so South loses 25.``"""
    whose = f"{SIDE_NAMES[bidder.side]} took" if by_side else "took"
    loser = SIDE_NAMES[bidder.side] if by_side else bidder.full_name
    outcome = "the bid is made" if made else f"short of the bid, so {loser} {verb('lose', by_side)} {BID_PENALTY}"
    return (f"{bidder.full_name} bid {counted(amount, 'trick')} with {SUIT_SYMBOLS[trump]} as trumps and {whose} "
            f"{took}: {outcome}.")


def score_line(key: str, trumps: list, cards_taken: int, tricks_taken: int, bonus: int, points: int,
               entries: list) -> str:
    """``West took 9 tricks (36 cards) and scores 48 points: the jack 11, ... and 18 for the cards beyond 18.``"""
    side = key in SIDES
    who = KEY_NAMES[key]
    took = f"{who} took {counted(tricks_taken, 'trick')} ({cards_taken} cards)" if tricks_taken else \
        f"{who} took no trick"
    if entries and entries[0].kind == "penalty":
        return f"{took} and {verb('lose', side)} {BID_PENALTY} for the bid."
    parts = [f"the {RANK_NAMES[c.rank]} {v}" for c, v in trumps]
    if bonus:
        parts.append(f"{bonus} for the cards beyond {BONUS_FROM}")
    if not parts:
        return f"{took} and {verb('score', side)} nothing."
    listed = parts[0] if len(parts) == 1 else f"{', '.join(parts[:-1])} and {parts[-1]}"
    return f"{took} and {verb('score', side)} {counted(points, 'point')}: {listed}."


def verb(word: str, plural: bool) -> str:
    """``scores`` for a player, ``score`` for a side (North-South)."""
    return word if plural else f"{word}s"


# -- words -------------------------------------------------------------------------------------------


def trick_reason(trick: tuple, winner: Seat, trump: str, count: int) -> str:
    """Why the winner's card takes ``trick``, in words, and what the trick carries."""
    win = next(c for s, c in trick if s == winner)
    led = trick[0][1].suit
    trumps = [c for _, c in trick if c.suit == trump]
    if win.suit == trump and led != trump:
        if len(trumps) == 1:
            why = (f"The {win.name} wins: {SUIT_NAMES[led]} were led and it is the only trump played; "
                   "a trump beats any card of another suit.")
        else:
            why = f"The {win.name} wins: it is the highest of the {len(trumps)} trumps played."
    elif win.suit == trump:
        why = f"The {win.name} is the highest trump played."
    else:
        why = f"The {win.name} is the highest {SUIT_SINGULAR[led]} played and nobody trumped."
        others = [c for _, c in trick if c.suit != led]
        if others:
            verb = "is" if len(others) == 1 else "are"
            why += f" The {card_list_words(others)} {verb} of another suit and cannot win."
    if win.suit == trump:
        why += " In trumps the jack is highest, then ace, king, queen, ten and down to the six."
    else:
        why += " In a plain suit the ace is highest, then king, queen, jack, ten and down to the six."
    scoring = sorted((c for c in trumps if c.rank in TRUMP_VALUES), key=lambda c: TRUMP_ORDER.index(c.rank))
    if scoring:
        worth = sum(TRUMP_VALUES[c.rank] for c in scoring)
        why += (f" It carries {worth} point{'s' if worth != 1 else ''} of trumps "
                f"({', '.join(f'{RANK_NAMES[c.rank]} {TRUMP_VALUES[c.rank]}' for c in scoring)}).")
    return f"{why} {winner.full_name} now has {count} trick{'s' if count != 1 else ''}."


def parse_trump_call(text: str):
    """``trump:D``, ``trump d``, ``trump:diamonds`` -> the action, or None."""
    t = text.strip().lower().replace(" ", ":")
    if not t.startswith("trump:"):
        return None
    rest = t[len("trump:"):].strip(":")
    for suit, name in SUIT_NAMES.items():
        if rest in (suit.lower(), name, SUIT_SINGULAR[suit]):
            return TRUMP_CALL_OF_SUIT[suit]
    return None

