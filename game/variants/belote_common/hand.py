"""What the hands of the belote family share: what a card and a trick bring (the card points, the Belote
of the king and queen of trumps), the reasons a card is refused, the view, the cached result, cloning.

A game's hand says how its calls go and fills in the hooks where the games differ: the last trick's
bonus, the words of a trick's reason, which cards a seat may play besides the trick's rules (and what
else it may do then), what more happens when a card is played, and the public facts of its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from game.engine.cards import Card, card
from game.engine.events import AuctionEnded, BelotSaid, HandScored, PassedOut
from game.engine.hand import Public, TrickHand
from game.engine.result import HandResult
from game.engine.seats import SEATS, Seat

from .tricks import PlayRules, legal_cards, why_not

HAND_SIZE = 8
KING_QUEEN = {suit: (card("K" + suit), card("Q" + suit)) for suit in "SHDC"}  # the cards of each suit's Belote
PARTNER = tuple(s.partner for s in SEATS)
SIDE = tuple(s.side for s in SEATS)


@dataclass(frozen=True, kw_only=True)
class BeloteFamilyPublic(Public):
    """The public facts of both Belote games; each game's subclass adds its own."""

    first: Seat  # the first to speak and to lead
    direction: str = "counter-clockwise"  # the way the play goes round (Belote's option; 32 Card Bridge's way)
    declared: dict[Seat, tuple[str, ...]] = field(default_factory=dict)  # the kinds of the combinations declared
    # each seat's combinations on the table, once shown: (label, cards, points); empty until then
    shown: dict[Seat, tuple[tuple[str, tuple[Card, ...], int], ...]] = field(default_factory=dict)
    points: dict[str, int] = field(default_factory=dict)  # the card points each side has won so far
    tricks_won: dict[str, int] = field(default_factory=dict)  # by side
    cards_played: tuple[int, ...] = (0, 0, 0, 0)  # by seat, once the play has started

    def belotes_said(self, trump: str | None) -> dict[str, Seat]:
        """Suit -> the seat that said the Belote of its king and queen (``trump``: the hand's trumps)."""
        raise NotImplementedError


class BeloteFamilyHand(TrickHand):
    """Base of 32 Card Bridge's and Belote's hands.

    A subclass deals its cards (``_numbered_deal``, ``_explicit_deal``) and, once the play starts, sets
    ``value`` and ``strength`` (tables by card index: points, and strength in a trick with trumps above 16),
    ``trump``, ``rules`` and ``next_of`` (the next seat of each seat). It gives ``_legal_calls``, ``_call``,
    ``_why_call_illegal``, ``_last_trick_bonus``, ``_trick_reason``, ``_game_public``, ``_score_contract`` and
    ``_contract_made`` (falsy: everybody passed), and copies its own containers in ``_clone_more``.
    """

    value: Sequence[int]  # set with ``strength`` when the play starts: each card's points, by card index
    first: Seat  # the first to speak and to lead, set by the game's __init__
    passed_out_line = ""
    passed_out_reason = ""
    belote_words = ("Belote", "Rebelote")  # said with the first and the second card of the pair
    rules: PlayRules = PlayRules()
    trump: str | None = None
    keeps_trick_points = True
    _watching_cards = True  # for the Belote, and the game's own _card_extras
    # Switched on by a game while a hook must see every legal list (``_more_legal``) or card (``_card_extras``).
    _extra_legal = False
    _watch_cards = False

    def __init__(self, variant, options, dealer: Seat, deal_number: int | None, cards: dict | None,
                 context: dict | None = None):
        super().__init__(variant, options, dealer, deal_number, cards, context)
        # tricks: (leader, ((seat, card), ...), winner, points)
        self.points = {"NS": 0, "EW": 0}
        self.tricks_won = {"NS": 0, "EW": 0}
        self.declared: list[list] = [[], [], [], []]  # the combinations each seat declared
        self.belotes: dict[str, Seat] = {}  # suit -> the seat holding its king and queen
        self.belote_said: dict[str, int] = {}  # suit -> how many of the two have been played
        # Read at every action or card: copied from the class, as an instance's own attribute reads quicker than
        # a class's through the instance (these hands have too many attributes for Python's quickest way to the
        # class's: about 4% of a random hand; a game with fewer attributes would lose that way instead).
        self.done = False
        self.next_of = self.next_of
        self._watching_cards = self._watching_cards
        self.keeps_trick_points = self.keeps_trick_points

    # -- the protocol ---------------------------------------------------------------------------
    def legal_actions(self) -> list:
        """What the seat to act may do now, kept in ``_legal`` until an action changes the position. Worked out
        here rather than in a ``_find_legal`` called from HandState's: the protocol loop asks before every card
        and call, and a call less each time is about 3% of a random hand."""
        legal = self._legal
        if legal is not None:
            return legal
        if self.phase == "play":
            seat = self.to_act
            assert seat is not None  # the play is on
            trick = self.trick
            if trick:
                legal = legal_cards(self.hands[seat], trick, self.trump, self.win_seat == PARTNER[seat], self.rules,
                                    self.win_strength - 16)
            else:
                legal = self.hands[seat][:]
            if self._extra_legal:
                legal = self._more_legal(seat, legal)
        elif self.phase == "bidding":
            legal = self._legal_calls()
        else:
            legal = []
        self._legal = legal
        return legal

    def _more_legal(self, seat: Seat, legal: list) -> list:
        """``legal`` as the game's own rules change it (while ``_extra_legal`` is on)."""
        return legal

    def _legal_calls(self) -> list:
        raise NotImplementedError

    def _do(self, action) -> list:
        if action.__class__ is Card:
            return self._play(action)
        if self.phase == "bidding":
            return self._call(action)
        return self._announce(action)

    def _announce(self, action) -> list:
        raise NotImplementedError

    def _pass_out(self) -> list:
        self._end()
        return [AuctionEnded(None, None), PassedOut(self.passed_out_reason), HandScored(self.result())]

    def _find_belotes(self, suits) -> None:
        """Note who holds the king and queen of each of ``suits`` (the trumps) when the play starts."""
        for suit in suits:
            king, queen = KING_QUEEN[suit]
            for s in SEATS:
                if king in self.hands[s] and queen in self.hands[s]:
                    self.belotes[suit] = s
                    self.belote_said[suit] = 0

    # -- play -----------------------------------------------------------------------------------
    def _after_card(self, seat: Seat, c: Card, events: list) -> None:
        belotes = self.belotes
        if belotes and (c.rank == "K" or c.rank == "Q") and belotes.get(c.suit) == seat:
            said = self.belote_said[c.suit] = self.belote_said[c.suit] + 1
            events.append(BelotSaid(seat, self.belote_words[said - 1]))
        if self._watch_cards:
            self._card_extras(seat, events)
        elif not belotes:
            self._watching_cards = False  # nothing more to see in this hand

    def _card_extras(self, seat: Seat, events: list) -> None:
        """What more the card ``seat`` just played brings (while ``_watch_cards`` is on): add its events."""

    def _take_trick(self, trick: tuple, winner: Seat, last: bool) -> tuple:
        side = SIDE[winner]
        value = self.value
        points = value[trick[0][1].index] + value[trick[1][1].index] + value[trick[2][1].index] + \
            value[trick[3][1].index]
        self.tricks_won[side] += 1
        bonus = self._last_trick_bonus(side) if last else 0
        points += bonus
        self.points[side] += points
        return points, self._trick_reason(trick, winner, bonus, points)

    def _last_trick_bonus(self, side: str) -> int:
        """What the last trick adds for ``side``, who won it (its tricks counted already)."""
        raise NotImplementedError

    def _trick_reason(self, trick: tuple, winner: Seat, bonus: int, points: int):
        """A function giving the words of why ``winner`` won ``trick`` and what it is worth (made when asked)."""
        raise NotImplementedError

    # -- refusals -------------------------------------------------------------------------------
    def why_illegal(self, action) -> str:
        if self.phase == "done":
            return "the hand is over"
        if self.phase == "bidding":
            return self._why_call_illegal(action)
        if isinstance(action, Card):
            assert self.to_act is not None  # the hand is on
            return self._why_card_illegal(self.to_act, action)
        return self._why_other_illegal(action)

    def _why_call_illegal(self, action) -> str:
        raise NotImplementedError

    def _why_card_illegal(self, seat: Seat, c: Card) -> str:
        hand = self.hands[seat]
        if c not in hand:
            return f"{seat.full_name} does not hold the {c.name}"
        reason = why_not(c, hand, self.trick, self.trump, self.win_seat == PARTNER[seat], self.rules)
        return reason or self._why_card_held_back(seat, c) or f"the {c.name} may not be played now"

    def _why_card_held_back(self, seat: Seat, c: Card) -> str:
        """The game's own reason, beyond the trick's rules, why ``seat`` may not play ``c`` ("" if none)."""
        return ""

    def _why_other_illegal(self, action) -> str:
        return f"{action} is not allowed now"

    # -- what a seat may know -------------------------------------------------------------------
    def _public(self, seat: Seat) -> BeloteFamilyPublic:
        shown = {}
        if self._declarations_shown():
            shown = {s: tuple((c.label, c.cards, c.points) for c in self.declared[s]) for s in SEATS}
        return self._game_public(
            seat, first=self.first, auction=tuple(self.calls),
            declared={s: tuple(c.kind for c in self.declared[s]) for s in SEATS}, shown=shown,
            points=dict(self.points), tricks_won=dict(self.tricks_won),
            cards_played=(tuple(HAND_SIZE - len(h) for h in self.hands) if self.trump is not None else (0, 0, 0, 0)))

    def _game_public(self, seat: Seat, **shared) -> BeloteFamilyPublic:
        """The game's public facts seen from ``seat``: its own, with the ``shared`` ones of both games."""
        raise NotImplementedError

    def _declarations_shown(self) -> bool:
        """Whether the declared combinations are on the table for everybody to see."""
        return True

    # -- the result -----------------------------------------------------------------------------
    def score(self) -> HandResult:
        if not self._contract_made():
            return HandResult(points={"NS": 0, "EW": 0}, entries={"NS": [], "EW": []},
                              lines=[self.passed_out_line], passed_out=True)
        return self._score_contract()

    def _contract_made(self) -> bool:
        raise NotImplementedError

    def _score_contract(self) -> HandResult:
        """The result of the contract played."""
        raise NotImplementedError

    def clone(self):
        new = super().clone()
        new.points = dict(self.points)
        new.tricks_won = dict(self.tricks_won)
        new.belotes = dict(self.belotes)
        new.belote_said = dict(self.belote_said)
        return new
