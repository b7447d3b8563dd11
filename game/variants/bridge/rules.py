"""Contract Bridge: the deal, the auction, the play with a dummy, and the score of one hand.

Rules leaflet: shared/seeds/001_*.txt. The auction itself is game.variants.bridge.auction; the scoring
tables are game.variants.bridge.scoring; the rubber (games, vulnerability, bonuses) is
game.variants.bridge.rubber.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial

from game.engine.actions import Bid
from game.engine.cards import DECK_52, SUIT_NAMES, SUIT_SINGULAR, SUIT_SYMBOLS, Card, card, card_list_words
from game.engine.deal import deal_one_by_one, numbered_deck
from game.engine.events import AuctionEnded, Called, DummyShown, HandScored, PassedOut, TrumpSet
from game.engine.hand import TRUMP_FLOOR, Public, TrickHand, check_explicit_deal, following_suit, strength_tables
from game.engine.options import Options, option
from game.engine.result import HandResult, ScoreEntry, entries_from_json
from game.engine.seats import SEATS, SIDES, Seat
from game.engine.wording import counted

from .auction import Auction
from .scoring import (
    BOOK,
    DOUBLED_WORDS,
    SIDE_NAMES,
    contract_entries,
    honours,
    honours_entry,
    trick_sum,
    vulnerable_word,
)

TRICKS = 13
NOT_VULNERABLE = {"NS": False, "EW": False}
# A card's strength in a trick, by card.index: its rank (2 = 1 ... ace = 13); trumps get TRUMP_FLOOR more.
RANK_POWER = tuple(13 - i % 13 for i in range(52))
STRENGTH = strength_tables(RANK_POWER, [p + TRUMP_FLOOR for p in RANK_POWER])
LEFT = tuple(s.left for s in SEATS)
SIDE = tuple(s.side for s in SEATS)
RANK_ORDER_WORDS = "ace, king, queen, jack, ten, nine and so on down to the two"


@dataclass(frozen=True)
class BridgeOptions(Options):
    honours: bool = option(
        True, "Count honours",
        "Score the honours (four or five top trumps, or four aces at no trumps, in one hand) above the line. "
        "Many players leave them out; the leaflet counts them.")


@dataclass
class BridgeResult(HandResult):
    """A hand of rubber bridge: the entries per side below and above the line (``entries`` holds both,
    so their sum is ``points``), the declarers' tricks and each side's vulnerability during the hand."""

    below: dict = field(default_factory=lambda: {"NS": [], "EW": []})
    above: dict = field(default_factory=lambda: {"NS": [], "EW": []})
    tricks: int | None = None
    vulnerable: dict = field(default_factory=lambda: dict(NOT_VULNERABLE))

    def to_json(self) -> dict:
        out = super().to_json()
        for line in ("below", "above"):
            out[line] = {k: [[e.kind, e.points, e.label] for e in v] for k, v in getattr(self, line).items()}
        out["tricks"] = self.tricks
        out["vulnerable"] = dict(self.vulnerable)
        return out

    @classmethod
    def fields_from_json(cls, data: dict) -> dict:
        return {**super().fields_from_json(data), "below": entries_from_json(data["below"]),
                "above": entries_from_json(data["above"]),
                "tricks": None if data["tricks"] is None else int(data["tricks"]),
                "vulnerable": check_vulnerable(data["vulnerable"])}


@dataclass(frozen=True, kw_only=True)
class BridgePublic(Public):
    """What everybody at a Contract Bridge table knows of the hand, besides the cards seen."""

    contract: Bid | None  # the last bid once the auction closed on it
    dummy: Seat | None  # the declarer's partner, once its cards are face up (after the opening lead)
    dummy_cards: tuple[Card, ...]  # the dummy's cards while they lie face up, else ()
    doubled: int  # 1, 2 when doubled, 4 when redoubled (the contract's, else the auction's so far)
    last_bid: Bid | None  # the highest bid of the auction so far
    last_bidder: Seat | None
    to_play: Seat | None  # whose card goes on the trick (the dummy's when the declarer plays from it)
    leader: Seat | None  # who led (or leads) the trick on the table
    tricks_won: dict[str, int]  # per side, "NS" / "EW"
    vulnerable: dict[str, bool]  # per side, during this hand


class BridgeHand(TrickHand):
    # Starting values on the class; an instance gets its own once they change.
    contract: Bid | None = None
    declarer: Seat | None = None
    dummy: Seat | None = None
    trump: str | None = None
    doubled = 1
    to_play: Seat | None = None  # whose card goes on the trick (the dummy's when declarer plays from it)
    dummy_shown = False
    _watching_cards = True  # until the opening lead

    def __init__(self, variant, options, dealer: Seat, deal_number: int | None, cards: dict | None,
                 context: dict | None = None, vulnerable: dict | None = None):
        super().__init__(variant, options, dealer, deal_number, cards, context)
        if vulnerable is None:
            vulnerable = self.context.get("vulnerable", NOT_VULNERABLE)
        self.vulnerable = check_vulnerable(vulnerable)
        self.auction = Auction(dealer)  # where the calls lead: the contract, the declarer
        self.to_act = dealer
        # tricks: (leader, ((seat, card), ...), winner)
        self.tricks_won = {"NS": 0, "EW": 0}

    def _numbered_deal(self, number: int) -> dict:
        return deal_one_by_one(numbered_deck(DECK_52, number), self.dealer)

    def _explicit_deal(self, cards: dict | None) -> dict:
        return check_cards(cards)

    def _start_arguments(self) -> dict:
        return {"vulnerable": dict(self.vulnerable)}

    # -- the protocol ---------------------------------------------------------------------------
    def _find_legal(self) -> list:
        if self.phase == "bidding":
            legal = self.auction.legal_calls()
        elif self.phase == "play":
            assert self.to_play is not None  # the play is on
            legal = following_suit(self.hands[self.to_play], self.trick)
        else:
            legal = []
        return legal

    def parse_action(self, text: str):
        """``"7C"`` is the bid of seven clubs in the auction and the seven of clubs in the play."""
        if self.phase == "play":
            try:
                return card(text)
            except ValueError:
                pass
        return super().parse_action(text)

    # -- auction --------------------------------------------------------------------------------
    def _call(self, call) -> list:
        self.auction.add(call)
        seat = self._record_call(call)
        events = [Called(seat, call)]
        if not self.auction.closed:
            self.to_act = self.auction.to_call
            return events
        if self.auction.passed_out:
            self._end()
            return events + [AuctionEnded(None, None), PassedOut("all four players passed: the next dealer deals"),
                             HandScored(self.result())]
        return events + self._start_play()

    def _start_play(self) -> list:
        auction = self.auction
        self.contract = auction.last_bid
        self.doubled = auction.doubled
        self.declarer = auction.declarer
        assert self.contract is not None and self.declarer is not None  # a bid won the auction
        self.dummy = self.declarer.partner
        self.trump = None if self.contract.strain == "NT" else self.contract.strain
        self.strength = STRENGTH[self.trump]
        self.phase = "play"
        self.leader = self.to_act = self.to_play = LEFT[self.declarer]
        return [AuctionEnded(auction.contract_text, self.declarer), TrumpSet(self.trump)]

    @property
    def contract_text(self) -> str | None:
        return self.auction.contract_text if self.contract is not None else None

    # -- play -----------------------------------------------------------------------------------
    def playing_from(self, seat: Seat) -> Seat:
        """The declarer plays from the dummy on the dummy's turn."""
        return self.to_play if self.phase == "play" and self.to_play is not None else seat

    def _play(self, c: Card) -> list:
        """The declarer plays the dummy's cards: the card is ``to_play``'s, and the declarer acts whenever
        the next card is the dummy's."""
        self.to_act = self.to_play
        events = TrickHand._play(self, c)  # (faster than super() on this path)
        self.to_play = self.to_act
        if self.to_act == self.dummy:
            self.to_act = self.declarer
        return events

    def _after_card(self, seat: Seat, c: Card, events: list) -> None:
        """The opening lead: the dummy goes face up."""
        self.dummy_shown = True
        self._watching_cards = False
        assert self.dummy is not None  # the play follows the auction
        events.append(DummyShown(self.dummy, tuple(self.hands[self.dummy])))

    def _take_trick(self, trick: tuple, winner: Seat, last: bool) -> tuple:
        side = SIDE[winner]
        count = self.tricks_won[side] = self.tricks_won[side] + 1
        return 0, partial(trick_reason, trick, winner, self.trump, count)

    # -- why not --------------------------------------------------------------------------------
    def why_illegal(self, action) -> str:
        if self.phase == "done":
            return "the hand is over"
        if self.phase == "bidding":
            if isinstance(action, Card):
                return "the auction is not over: make a call (pass, a bid, double or redouble)"
            return self.auction.why_not(action) or f"{action} is not allowed now"
        if not isinstance(action, Card):
            return "the auction is over: play a card"
        return self._why_card_illegal(action)

    def _why_card_illegal(self, c: Card) -> str:
        seat = self.to_play
        assert seat is not None  # asked only in the play
        held = self.hands[seat]
        if c not in held:
            owner = next((s for s in SEATS if c in self.hands[s]), None)
            if owner is None:
                return f"the {c.name} has already been played"
            if seat == self.dummy:
                return f"it is the dummy's turn ({seat.full_name}): play one of the dummy's cards"
            return f"it is {seat.full_name}'s turn, and the {c.name} is {owner.full_name}'s"
        following = following_suit(held, self.trick)
        who = "the dummy must" if seat == self.dummy else "you must"
        holds = "it holds" if seat == self.dummy else "you hold"
        return f"{who} follow suit: {holds} the {card_list_words(following)}"

    def _not_your_turn(self, seat: Seat) -> str:
        assert self.to_act is not None  # only asked while the hand is on
        if seat == self.dummy:
            assert self.declarer is not None  # the dummy's partner
            return f"the dummy does not play: {self.declarer.full_name} plays its cards"
        return f"it is {self.to_act.full_name}'s turn"

    # -- what a seat may know -------------------------------------------------------------------
    def _public(self, seat: Seat) -> BridgePublic:
        shown = self.dummy_shown
        return BridgePublic(
            auction=tuple(self.calls),
            contract=self.contract,
            contract_text=self.contract_text,
            declarer=self.declarer,
            dummy=self.dummy if shown else None,
            dummy_cards=tuple(self.hands[self.dummy]) if shown and self.dummy is not None else (),
            doubled=self.doubled if self.contract is not None else self.auction.doubled,
            last_bid=self.auction.last_bid,
            last_bidder=self.auction.last_bidder,
            to_play=self.to_play,
            leader=self.leader,
            tricks_won=dict(self.tricks_won),
            vulnerable=dict(self.vulnerable),
        )

    # -- result ---------------------------------------------------------------------------------
    def score(self) -> BridgeResult:
        if self.contract is None:
            return BridgeResult(points={"NS": 0, "EW": 0}, entries={"NS": [], "EW": []},
                                lines=["All four players passed: no score, and the next dealer deals."],
                                passed_out=True, vulnerable=dict(self.vulnerable))
        assert self.declarer is not None  # set with the contract
        return score_hand(self.contract, self.doubled, self.declarer, self.tricks_won[self.declarer.side],
                          self.vulnerable, self.initial_cards if self.options.honours else None)

    def _clone_more(self, new) -> None:
        new.auction = self.auction.copy()
        new.tricks_won = dict(self.tricks_won)


def score_hand(contract: Bid, doubled: int, declarer: Seat, tricks: int, vulnerable: dict,
               dealt: dict | None) -> BridgeResult:
    """The result of a played contract; ``dealt``: the cards as dealt, to look for honours (None: honours
    are not counted)."""
    decl, defe = declarer.side, ("EW" if declarer.side == "NS" else "NS")
    level, strain = contract.amount, contract.strain
    assert strain is not None  # a bridge bid names its strain ("NT" included)
    below: dict[str, list] = {"NS": [], "EW": []}
    above: dict[str, list] = {"NS": [], "EW": []}
    below[decl], above[decl], above[defe] = contract_entries(level, strain, doubled, tricks, vulnerable[decl])
    found = honours_entry(honours(dealt, strain)) if dealt is not None else None
    if found is not None:
        above[found[0]].append(found[1])
    entries = {side: below[side] + above[side] for side in SIDES}
    points = {side: sum(e.points for e in entries[side]) for side in SIDES}
    needed = BOOK + level
    made = tricks >= needed
    word = DOUBLED_WORDS[doubled]
    lines = [f"{declarer.full_name} played {level}{SUIT_SYMBOLS.get(strain, strain)}{' ' + word if word else ''} "
             f"for {SIDE_NAMES[decl]}, {vulnerable_word(vulnerable[decl])}."]
    took = f"{SIDE_NAMES[decl]} took {counted(tricks, 'trick')}"
    if made:
        extra = tricks - needed
        lines.append(f"{took} and made the contract" + (f" with {counted(extra, 'overtrick')}." if extra
                                                        else " exactly."))
    else:
        lines.append(f"{took} and went {needed - tricks} down.")
    contract_words = f"the contract, {trick_sum(level, strain, doubled)}"
    for side in (decl, defe):
        lines.extend(_side_lines(side, below[side], above[side], contract_words))
    return BridgeResult(points=points, lines=lines, entries=entries, contract=f"{contract}"
                        + {1: "", 2: "X", 4: "XX"}[doubled], declarer=declarer, made=made,
                        below=below, above=above, tricks=tricks, vulnerable=dict(vulnerable))


def _side_lines(side: str, below: list[ScoreEntry], above: list[ScoreEntry], contract_words: str) -> list[str]:
    """``North-South score 240 below the line for the contract, 4 x 30 x 2.``, one line for each entry."""
    return ([f"{SIDE_NAMES[side]} score {e.points} below the line for {contract_words}." for e in below]
            + [f"{SIDE_NAMES[side]} score {e.points} above the line for {_entry_words(e)}." for e in above])


def _entry_words(entry: ScoreEntry) -> str:
    """What an entry above the line is for: ``a small slam (vulnerable)``, ``1 overtrick (30 each)``."""
    article = {"slam": "a ", "honours": "the "}.get(entry.kind, "")
    return article + entry.label[0].lower() + entry.label[1:]


def trick_reason(trick: tuple, winner: Seat, trump: str | None, count: int) -> str:
    """Why the winner's card takes ``trick``, in words."""
    win = next(c for s, c in trick if s == winner)
    led = trick[0][1].suit
    trumps = [c for _, c in trick if c.suit == trump]
    if trump is not None and win.suit == trump and led != trump:
        if len(trumps) == 1:
            why = (f"The {win.name} wins: {SUIT_NAMES[led]} were led and it is the only trump played; "
                   f"a trump beats any card of another suit.")
        else:
            why = f"The {win.name} wins: it is the highest of the {len(trumps)} trumps played."
    else:
        why = f"The {win.name} is the highest {SUIT_SINGULAR[led]} played"
        if trump is None:
            why += " (no trumps: only the suit led can win the trick)."
        else:
            why += " and nobody trumped."
        others = [c for _, c in trick if c.suit != led]
        if others:
            why += f" The {card_list_words(others)} {'is' if len(others) == 1 else 'are'} of another suit " \
                   f"and cannot win."
    side = SIDE_NAMES[winner.side]
    return f"{why} Cards rank {RANK_ORDER_WORDS}. {side} now have {count} trick{'s' if count > 1 else ''}."


def check_vulnerable(vulnerable) -> dict[str, bool]:
    if not isinstance(vulnerable, dict) or set(vulnerable) != set(SIDES) or \
            not all(isinstance(v, bool) for v in vulnerable.values()):
        raise ValueError('vulnerability is {"NS": true or false, "EW": true or false}')
    return {side: vulnerable[side] for side in SIDES}


def check_cards(cards: dict | None) -> dict:
    """Validate an explicit deal: thirteen different cards for each seat."""
    return check_explicit_deal(cards, [(s, TRICKS, "") for s in SEATS])

