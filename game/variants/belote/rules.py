"""Belote with a turn-up card (Tommy's Belote): deal, taking, declarations, play and scoring.

Manual: shared/seeds/002_*.txt; decisions: shared/seeds/INDEX.md and help.md (where the manual is unclear).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial

from game.engine.actions import PASS, STRAIN_NAMES, Take, intern_action
from game.engine.cards import DECK_32, RANK_NAMES, SUIT_NAMES, Card, card
from game.engine.deal import numbered_deck
from game.engine.events import (
    AnnouncesCompared,
    AuctionEnded,
    Called,
    Dealt,
    Declared,
    MeldShown,
    TrumpSet,
    TurnUp,
)
from game.engine.hand import check_explicit_deal
from game.engine.options import Options, option
from game.engine.result import HandResult, ScoreEntry
from game.engine.seats import CLOCKWISE, COUNTER_CLOCKWISE, SEATS, Seat, next_seat, seats_from
from game.variants.belote_common.announces import (
    KIND_LABELS,
    AnnounceRules,
    best_combinations,
    compare_in_rotation,
)
from game.variants.belote_common.hand import BeloteFamilyHand, BeloteFamilyPublic
from game.variants.belote_common.score_lines import score_line, won_line
from game.variants.belote_common.tricks import PlayRules, trick_winner_index
from game.variants.belote_common.values import (
    ALL_TRUMPS,
    NO_TRUMPS,
    PLAIN_ORDER,
    TRUMP_ORDER,
    card_points_total,
    order_words,
    trick_tables,
)

HAND_SIZE = 8
FIRST_HAND_SIZE = 5  # after the 3 + 2 packets
STOCK_SIZE = 12  # the turn-up and the 11 cards dealt after the taking
LAST_TRICK = 10  # dix de der
CAPOT_BONUS = 100  # instead of the dix de der when the takers win every trick
BELOTE_POINTS = 20
TARGET_RISE = 500  # both sides past the target on the same hand
DEDANS_POINTS = {"suit": 162, NO_TRUMPS: 120, ALL_TRUMPS: 248}  # what the defenders score for the cards

ANNOUNCE_RULES = AnnounceRules(
    square_points={"J": 200, "9": 150, "A": 100, "T": 100, "K": 100, "Q": 100},
    sequence_points={3: 20, 4: 50, 5: 100},
    split_long_runs=False,
    top_of_long_runs=True,
)
PLAY_RULES = PlayRules(undertrump_when_void=True, overtrump_over_partner=True)
PLAY_RULES_FOURTH_UNDERTRUMP = PlayRules(undertrump_when_void=True, overtrump_over_partner=True,
                                         undertrump_over_partner=True)

DIRECTIONS = {"clockwise": CLOCKWISE, "counter-clockwise": COUNTER_CLOCKWISE}
BELOTE_ORDERS = ("either", "king-first", "queen-first")
SIDE_NAMES: dict[str | None, str] = {"NS": "North-South", "EW": "East-West"}


def take(strain: str | None = None) -> Take:
    return intern_action(Take, "take" if strain is None else f"take:{strain}", strain)


TAKE = take()
TAKE_SUIT = {s: take(s) for s in "SHDC"}
TAKE_NT = take(NO_TRUMPS)
TAKE_AT = take(ALL_TRUMPS)
ALL_TAKES = (TAKE, *TAKE_SUIT.values(), TAKE_NT, TAKE_AT)
TAKE_RANK = {NO_TRUMPS: 1, ALL_TRUMPS: 2}  # a suit: 0


@dataclass(frozen=True)
class BeloteOptions(Options):
    direction: str = option(
        "clockwise", "Direction of play",
        "Clockwise (N E S W) or counter-clockwise (N W S E): the deal, the taking and the play.",
        choices=tuple(DIRECTIONS))
    target: int = option(1000, "Gamepoint", "The total a side needs to win the game.", min=500, max=9999)
    trick_points_only: bool = option(
        False, "Trick points only in contract",
        "The takers make it with more than half the trick points; declarations do not count for that.")
    dedans_keep_declarations: bool = option(
        False, "Dedans keep declarations",
        "Takers who are dedans keep their declarations instead of giving them to the defenders.")
    capot_keep_declarations: bool = option(
        False, "Capot keep declarations", "Defenders who win no trick keep their declarations.")
    tournament: bool = option(
        False, "Tournament mode", "Only the Belote-Rebelote counts: no sequences or fours of a kind.")
    belote_order: str = option(
        "either", "Belote-Rebelote order",
        "Which of the king and queen of trumps must be played first by the player holding both.",
        choices=BELOTE_ORDERS)
    mandatory_fourth_undertrump: bool = option(
        False, "Mandatory 4th undertrump",
        "When your partner has trumped and you cannot follow, you must trump too, under him if you cannot "
        "beat him.")
    round_to_five: bool = option(False, "Score rounding", "Each side's score of a hand is rounded to a "
                                 "multiple of 5.")
    no_trumps_all_trumps: bool = option(
        False, "No Trumps / All Trumps", "No Trumps and All Trumps may be taken too, and outbid a suit.")
    suit_multiplier: int = option(1, "Suit multiplier", "Scores of a hand played in a trump suit are multiplied "
                                  "by this.", min=1, max=10)
    no_trumps_multiplier: int = option(1, "No Trumps multiplier", "Scores of a No Trumps hand are multiplied "
                                       "by this.", min=1, max=10)
    all_trumps_multiplier: int = option(1, "All Trumps multiplier", "Scores of an All Trumps hand are "
                                        "multiplied by this.", min=1, max=10)
    open_hands: bool = option(False, "Open hands", "Every hand is played face up (for learning).")
    replay_hand: bool = option(False, "Replay hand", "Before each hand, offer to play the last hand again.")
    log_file: bool = option(False, "Log file", "Append every hand and trick to the log file.")
    log_letters: bool = option(False, "Letters in the log", "Write the suits as the letters S H D C in the "
                               "log file (for printing).")
    input_hand: bool = option(False, "Input hand", "Design the four opening hands yourself before each deal.")


def multiplier_of(options: BeloteOptions, kind: str) -> int:
    if kind == NO_TRUMPS:
        return options.no_trumps_multiplier
    if kind == ALL_TRUMPS:
        return options.all_trumps_multiplier
    return options.suit_multiplier


# -- the deal ----------------------------------------------------------------------------------------


def first_deal(pack: list, dealer: Seat, direction: int) -> dict:
    """``cards=`` of a hand dealt from ``pack``: 3 then 2 to each from the elder, the rest is the stock
    (the turn-up first, then the cards dealt after the taking)."""
    order = seats_from(next_seat(dealer, direction), direction)
    deal: dict = {s: list(pack[3 * i:3 * i + 3]) + list(pack[12 + 2 * i:14 + 2 * i]) for i, s in enumerate(order)}
    deal["stock"] = list(pack[4 * FIRST_HAND_SIZE:])
    return deal


def check_cards(cards: dict | None) -> dict:
    """Validate an explicit deal: five cards for each seat and the twelve of the stock, 32 different cards."""
    piles = [*((s, FIRST_HAND_SIZE, "its first five cards") for s in SEATS),
             ("stock", STOCK_SIZE, "the turn-up and the eleven cards after it")]
    return check_explicit_deal(cards, piles, DECK_32, " (give N, E, S, W and stock)")


# -- the hand ----------------------------------------------------------------------------------------
@dataclass(frozen=True, kw_only=True)
class BelotePublic(BeloteFamilyPublic):
    """Belote's public facts: the taking and what the table shows of the hand."""

    turn_up: Card  # the card turned up for the taking
    round: int = 1  # the round of the taking: 1 (the turn-up's suit) or 2 (another suit)
    best_take: Take | None = None  # the highest take so far, while No Trumps / All Trumps may outbid it
    best_taker: Seat | None = None
    taker: Seat | None = None
    contract: str | None = None  # "S".."C", "NT" or "AT" once taken
    kind: str | None = None  # "suit", "NT" or "AT"
    multiplier: int = 1  # of the hand's score, by the kind of contract (the options say)
    declarations_side: str | None = None  # the side whose declarations count
    declarations_reason: str = ""  # why they count
    belote: dict[str, Seat] = field(default_factory=dict)  # suit -> the seat that said its Belote
    belote_seat: Seat | None = None  # the seat of the first Belote said
    # every seat's cards, for everybody to see (the "Open hands" option; empty without it)
    open_hands: dict[Seat, tuple[Card, ...]] = field(default_factory=dict)

    def belotes_said(self, trump: str | None) -> dict[str, Seat]:
        return self.belote


class BeloteHand(BeloteFamilyHand):
    passed_out_line = 'Everybody passed twice: no trumps, the next dealer deals.'
    passed_out_reason = "everybody passed twice: the next dealer deals"
    # Immutable starting values live on the class; an instance gets its own once they change.
    round = 1
    passes = 0
    best_take: Take | None = None
    best_taker: Seat | None = None
    passes_since_take = 0
    taker: Seat | None = None
    contract: str | None = None  # "S".."C", "NT" or "AT" once taken
    trump: str | None = None  # the same: suit games and the two special contracts share the slot
    kind: str | None = None  # "suit", "NT" or "AT"
    declarations_side: str | None = None
    declarations_reason = ""

    def __init__(self, variant, options: BeloteOptions, dealer: Seat, deal_number: int | None, cards: dict | None,
                 context: dict | None = None):
        self.direction = DIRECTIONS[options.direction]
        super().__init__(variant, options, dealer, deal_number, cards, context)
        self.next_of = tuple(next_seat(s, self.direction) for s in SEATS)
        self.first = self.leader = self.to_act = self.next_of[dealer]
        self.order = tuple(seats_from(self.first, self.direction))
        self.stock = tuple(self.initial_cards["stock"])
        self.turn_up = self.stock[0]

    def _numbered_deal(self, number: int) -> dict:
        return first_deal(numbered_deck(DECK_32, number), self.dealer, self.direction)

    def _explicit_deal(self, cards: dict | None) -> dict:
        return check_cards(cards)

    @property
    def start_events(self) -> list:
        """What happened before the first call: the 3 + 2 packets, then the turn-up."""
        packets = [(s, tuple(self.initial_cards[s][:3])) for s in self.order]
        packets += [(s, tuple(self.initial_cards[s][3:])) for s in self.order]
        return [Dealt(self.dealer, tuple(packets)), TurnUp(self.turn_up)]

    @property
    def contract_text(self) -> str | None:
        return None if self.contract is None else f"take:{self.contract}"

    @property
    def multiplier(self) -> int:
        return multiplier_of(self.options, self.kind or "suit")

    # -- taking ---------------------------------------------------------------------------------
    def _legal_calls(self) -> list:
        legal = [PASS]
        if self.best_take is not None:  # only with No Trumps / All Trumps: outbid or pass
            if self.best_take.strain != NO_TRUMPS:
                legal.append(TAKE_NT)
            legal.append(TAKE_AT)
            return legal
        if self.round == 1:
            legal.append(TAKE)
        else:
            legal.extend(TAKE_SUIT[s] for s in "SHDC" if s != self.turn_up.suit)
        if self.options.no_trumps_all_trumps:
            legal += [TAKE_NT, TAKE_AT]
        return legal

    def _legal_at_a_glance(self, action) -> bool:
        """A pass, or a take of those open now."""
        return self.phase == "bidding" and (
            action is PASS or action.__class__ is Take and action in self.legal_actions())

    def _call(self, call) -> list:
        seat = self._record_call(call)
        events = [Called(seat, call)]
        if call is PASS:
            self.passes += 1
            if self.best_take is not None:
                self.passes_since_take += 1
                if self.passes_since_take == 3:
                    return events + self._start_play()
            elif self.passes == 4:
                self.round = 2
            elif self.passes == 8:
                return events + self._pass_out()
        else:
            self.best_take, self.best_taker, self.passes_since_take = call, seat, 0
            if not self.options.no_trumps_all_trumps or call is TAKE_AT:
                return events + self._start_play()
        self.to_act = self.next_of[seat]
        return events

    def _start_play(self) -> list:
        taker, call = self.best_taker, self.best_take
        assert taker is not None and call is not None  # somebody took
        strain = self.turn_up.suit if call.strain is None else call.strain
        self.taker, self.contract, self.trump = taker, strain, strain
        self.kind = strain if strain in (NO_TRUMPS, ALL_TRUMPS) else "suit"
        self.value, self.strength = TRICK_TABLES[strain]
        self.rules = PLAY_RULES_FOURTH_UNDERTRUMP if self.options.mandatory_fourth_undertrump else PLAY_RULES
        packets = [(taker, (self.turn_up,))]
        self.hands[taker].append(self.turn_up)
        pos = 1
        for s in self.order:
            size = 2 if s == taker else 3
            chunk = self.stock[pos:pos + size]
            pos += size
            self.hands[s].extend(chunk)
            packets.append((s, chunk))
        self.phase = "play"
        self.to_act = self.leader = self.first
        events = [AuctionEnded(self.contract_text, taker), TrumpSet(strain), Dealt(self.dealer, tuple(packets))]
        self._find_belotes(() if self.kind == NO_TRUMPS else "SHDC" if self.kind == ALL_TRUMPS else self.trump)
        self._extra_legal = self.options.belote_order != "either" and bool(self.belotes)
        if not self.options.tournament:
            events.extend(self._declare())
        return events

    def _declare(self) -> list:
        """Every player declares and shows his combinations as soon as his hand is complete (as the
        program of the manual does); the best one decides which side scores them all."""
        events: list = []
        key_trump = self.trump if self.kind == "suit" else None
        for s in self.order:
            combos = best_combinations(self.hands[s], key_trump, ANNOUNCE_RULES)
            self.declared[s] = combos
            for combo in combos:
                events.append(Declared(s, combo.kind, KIND_LABELS[combo.kind]))
                events.append(MeldShown(s, combo.cards, combo.label, combo.points))
        if events:
            entries = [(s, self.declared[s][0] if self.declared[s] else None) for s in self.order]
            self.declarations_side, self.declarations_reason = compare_in_rotation(entries, key_trump)
            events.append(AnnouncesCompared(self.declarations_side, self.declarations_reason))
        return events

    # -- play -----------------------------------------------------------------------------------
    def _more_legal(self, seat: Seat, legal: list) -> list:
        """With king-first / queen-first: the other card of a Belote stays in hand while the first is
        there, when both may be played."""
        for suit, holder in self.belotes.items():
            if holder == seat and not self.belote_said[suit]:
                first, second = self._belote_pair(suit)
                if first in legal and second in legal:
                    legal = [c for c in legal if c is not second]
        return legal

    def _belote_pair(self, suit: str) -> tuple[Card, Card]:
        king, queen = card("K" + suit), card("Q" + suit)
        return (king, queen) if self.options.belote_order == "king-first" else (queen, king)

    def _last_trick_bonus(self, side: str) -> int:
        assert self.taker is not None  # the play follows a take
        capot = self.tricks_won[side] == HAND_SIZE and side == self.taker.side
        return CAPOT_BONUS if capot else LAST_TRICK

    def _trick_reason(self, trick: tuple, winner: Seat, bonus: int, points: int):
        assert self.trump is not None  # the play follows a take
        return partial(trick_reason, trick, self.trump, bonus, points)

    def _why_card_held_back(self, seat: Seat, c: Card) -> str:
        for suit, holder in self.belotes.items():
            first, second = self._belote_pair(suit)
            if holder == seat and c is second and first in self.hands[seat]:
                return (f"with the {self.options.belote_order} rule the {RANK_NAMES[first.rank]} of a "
                        f"Belote-Rebelote is played before the {RANK_NAMES[second.rank]}")
        return ""

    def _why_other_illegal(self, action) -> str:
        return f"{action} is not a card: the taking is over"

    def _why_call_illegal(self, action) -> str:
        if isinstance(action, Card):
            return "the taking is not over: take or pass first"
        if not isinstance(action, Take):
            return f"{action} is not a call of this game: take or pass"
        if action.strain in TAKE_RANK and not self.options.no_trumps_all_trumps:
            return "No Trumps and All Trumps are not played (the No Trumps / All Trumps rules option is off)"
        if self.best_take is not None:
            assert self.best_taker is not None  # set with best_take
            return (f"{self.best_taker.full_name} has taken {self.best_take_name}: only a higher take "
                    f"(No Trumps, then All Trumps) may follow, or pass")
        suit_name = SUIT_NAMES[self.turn_up.suit]
        if self.round == 1:
            return f"in the first round you may take the turn-up's suit ({suit_name}) with take, or pass"
        if action is TAKE or action.strain == self.turn_up.suit:
            return f"{suit_name} were refused in the first round: name another suit, or pass"
        return f"{action} is not allowed now"

    @property
    def best_take_name(self) -> str:
        assert self.best_take is not None  # asked once somebody took
        strain = self.best_take.strain or self.turn_up.suit
        return STRAIN_NAMES.get(strain) or SUIT_NAMES[strain]

    # -- what a seat may know -------------------------------------------------------------------
    def _game_public(self, seat: Seat, **shared) -> BelotePublic:
        said = {suit: holder for suit, holder in self.belotes.items() if self.belote_said[suit]}
        return BelotePublic(
            **shared, direction=self.options.direction, turn_up=self.turn_up, round=self.round,
            best_take=self.best_take, best_taker=self.best_taker, taker=self.taker, declarer=self.taker,
            contract=self.contract, contract_text=self.contract_text, kind=self.kind, multiplier=self.multiplier,
            declarations_side=self.declarations_side, declarations_reason=self.declarations_reason,
            belote=said, belote_seat=next(iter(said.values()), None),
            open_hands={s: tuple(self.hands[s]) for s in SEATS} if self.options.open_hands else {})

    # -- scoring --------------------------------------------------------------------------------
    def _contract_made(self) -> bool:
        return self.taker is not None

    def _score_contract(self) -> HandResult:
        return score_hand(self)

    def _clone_more(self, new) -> None:
        new.declared = list(self.declared)  # each seat's list is replaced, never changed in place


TRICK_TABLES = {strain: trick_tables(strain) for strain in ("S", "H", "D", "C", NO_TRUMPS, ALL_TRUMPS)}


def trick_reason(trick, trump: str, bonus: int, points: int) -> str:
    """Why the winning card of ``trick`` wins, and what the trick is worth (``bonus``: the last trick's)."""
    win = trick[trick_winner_index(trick, trump)][1]
    led = trick[0][1].suit
    if trump == ALL_TRUMPS:
        why = (f"The {win.name} wins: in All Trumps every card is a trump and it ranks highest "
               f"({order_words(TRUMP_ORDER)}; of equal cards the first played wins).")
    elif trump == NO_TRUMPS:
        why = f"The {win.name} is the highest {SUIT_NAMES[led][:-1]} played (No Trumps: {order_words(PLAIN_ORDER)})."
    elif win.suit == trump and led != trump:
        several = sum(1 for _, c in trick if c.suit == trump) > 1
        why = (f"The {RANK_NAMES[win.rank]} of trumps wins: "
               + ("it is the highest of the trumps played." if several else
                  f"{SUIT_NAMES[led]} were led and a trump beats any card of another suit."))
    elif win.suit == trump:
        why = f"The {RANK_NAMES[win.rank]} of trumps is the highest trump played ({order_words(TRUMP_ORDER)})."
    else:
        why = (f"The {win.name} is the highest {SUIT_NAMES[led][:-1]} played and nobody trumped "
               f"({order_words(PLAIN_ORDER)}).")
    worth = f" The trick is worth {points} points"
    if bonus:
        worth += f", the last trick's {bonus} included" + (" (capot)" if bonus == CAPOT_BONUS else " (dix de der)")
    return why + worth + "."


# -- the score of a hand -------------------------------------------------------------------------------


def round_to_five(points: int) -> int:
    """The nearest multiple of 5: 82 -> 80, 83 -> 85."""
    return (points + 2) // 5 * 5


def score_hand(hand: BeloteHand) -> HandResult:
    """The hand's score; its lines in plain words (who took what, what each side won, made or dedans or capot,
    and what each side scores, item by item) are written when first read (``_score_lines``)."""
    opts = hand.options
    assert hand.taker is not None and hand.contract is not None and hand.kind is not None  # a played hand was taken
    takers = hand.taker.side
    defenders = "EW" if takers == "NS" else "NS"
    tricks = dict(hand.points)
    declarations = {"NS": 0, "EW": 0}
    if hand.declarations_side:
        declarations[hand.declarations_side] = sum(c.points for s in SEATS if s.side == hand.declarations_side
                                                   for c in hand.declared[s])
    belote = {"NS": 0, "EW": 0}
    for holder in hand.belotes.values():
        belote[holder.side] += BELOTE_POINTS
    totals = {s: tricks[s] + declarations[s] + belote[s] for s in ("NS", "EW")}
    measure = tricks if opts.trick_points_only else totals
    capot = hand.tricks_won[defenders] == 0
    made = capot or (hand.tricks_won[takers] > 0 and measure[takers] > measure[defenders])
    taker_words = SIDE_NAMES[takers]
    entries: dict[str, list[ScoreEntry]] = {"NS": [], "EW": []}
    words: dict[str, list[tuple]] = {"NS": [], "EW": []}  # each entry in words: (46, "for their tricks")

    def add(side, kind, points, label, said):
        if points:
            entries[side].append(ScoreEntry(kind, points, label))
            words[side].append((points, said))

    if capot:
        add(takers, "capot", tricks[takers], f"Capot ({card_points_total(hand.trump)} + {CAPOT_BONUS})",
            f"for the capot (all {card_points_total(hand.trump)} card points + {CAPOT_BONUS})")
        add(takers, "declarations", declarations[takers], "Declarations", "for their declarations")
        if opts.capot_keep_declarations:
            add(defenders, "declarations", declarations[defenders], "Declarations (kept when capot)",
                "for their declarations, kept in a capot")
    elif made:
        for side in (takers, defenders):
            add(side, "tricks", tricks[side], "Tricks", "for their tricks")
            add(side, "declarations", declarations[side], "Declarations", "for their declarations")
    else:
        add(defenders, "dedans", DEDANS_POINTS[hand.kind], "Takers dedans",
            f"for all the cards ({taker_words} are dedans)")
        add(defenders, "declarations", declarations[defenders], "Declarations", "for their declarations")
        if opts.dedans_keep_declarations:
            add(takers, "declarations", declarations[takers], "Declarations (kept when dedans)",
                "for their declarations, kept when dedans")
        else:
            add(defenders, "declarations", declarations[takers], "The takers' declarations",
                f"for {taker_words}'s declarations")
    for side in ("NS", "EW"):
        add(side, "belote", belote[side], "Belote-Rebelote", "for Belote and Rebelote")
    changes = {"NS": "", "EW": ""}  # after the items: the rounding and the multiplier
    for side in ("NS", "EW"):
        base = sum(e.points for e in entries[side])
        if opts.round_to_five and round_to_five(base) != base:
            entries[side].append(ScoreEntry("rounding", round_to_five(base) - base, "Rounded to a multiple of 5"))
            base = round_to_five(base)
            changes[side] += f", rounded to {base}"
        mult = hand.multiplier
        if base and mult > 1:
            entries[side].append(ScoreEntry("multiplier", base * (mult - 1),
                                            f"{_kind_words(hand.kind)} multiplier x{mult}"))
            changes[side] += f", times {mult} for {STRAIN_NAMES.get(hand.kind, 'a suit contract')}"
    points = {side: sum(e.points for e in entries[side]) for side in ("NS", "EW")}
    lines = partial(_score_lines, taker=hand.taker, contract=hand.contract, takers=takers, defenders=defenders,
                    tricks=tricks, declarations=declarations, belote=belote, measure=measure, capot=capot,
                    made=made, no_trick=hand.tricks_won[takers] == 0, reason=hand.declarations_reason, opts=opts,
                    words=words, changes=changes, points=points)
    return HandResult(points=points, entries=entries, contract=hand.contract, declarer=hand.taker, made=made,
                      lines=lines)


def _score_lines(*, taker: Seat, contract: str, takers: str, defenders: str, tricks: dict, declarations: dict,
                 belote: dict, measure: dict, capot: bool, made: bool, no_trick: bool, reason: str,
                 opts: BeloteOptions, words: dict, changes: dict, points: dict) -> list[str]:
    """The lines of a scored hand in words, from what ``score_hand`` worked out."""
    taker_words, defender_words = SIDE_NAMES[takers], SIDE_NAMES[defenders]
    lines = [f"{taker.full_name} took {_contract_words(contract)} for {taker_words}."]
    for side in (takers, defenders):
        lines.append(won_line(side, [(tricks[side], "in tricks"), (declarations[side], "in declarations"),
                                     (belote[side], "for Belote and Rebelote")]))
    if reason:
        lines.append(f"Declarations: {reason}.")
    word = "trick points" if opts.trick_points_only else "points"
    if capot:
        lines.append(f"Capot: {taker_words} won every trick.")
        if not opts.capot_keep_declarations and declarations[defenders]:
            lines.append(f"{defender_words} won no trick and lose their declarations.")
    elif made:
        lines.append(f"{taker_words} made it: their {measure[takers]} {word} beat {defender_words}'s "
                     f"{measure[defenders]}.")
    elif no_trick:
        lines.append(f"{taker_words} are dedans: they won no trick.")
    else:
        lines.append(f"{taker_words} are dedans: their {measure[takers]} {word} are not more than "
                     f"{defender_words}'s {measure[defenders]}.")
    for side in (takers, defenders):
        lines.append(score_line(side, points[side], [f"{p} {said}" for p, said in words[side]], changes[side]))
    return lines


def _contract_words(contract: str) -> str:
    """``hearts as trumps``, ``No Trumps``."""
    return STRAIN_NAMES.get(contract) or f"{SUIT_NAMES[contract]} as trumps"


def _kind_words(kind: str) -> str:
    return STRAIN_NAMES.get(kind, "Suit")
