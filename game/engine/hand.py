"""The hand-state protocol every game implements, and what the games share.

A hand is fully determined by (variant, options, dealer, deal number or explicit cards, actions):
that is its record, and replaying the record gives back the same state.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import Card
from .cards import card as parse_card
from .errors import IllegalAction
from .seats import Seat


@dataclass
class View:
    """What one seat may know. The AI and the UI see only this.

    ``history`` is the public record: ``(seat, action)`` for every action everybody saw, in order.
    ``public`` holds the game's own public facts (auction, contract, announces shown...).
    """

    variant: str
    options: object
    seat: Seat
    dealer: Seat
    phase: str
    to_act: Seat | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, int, int, int]
    legal: tuple
    history: tuple
    trick: tuple  # ((seat, card), ...) on the table now
    tricks: tuple  # completed tricks: ((leader, ((seat, card), ...), winner), ...)
    trump: str | None
    public: dict = field(default_factory=dict)

    def played_by(self, seat: Seat) -> list[Card]:
        out = [c for _, cards, _ in self.tricks for s, c in cards if s == seat]
        out.extend(c for s, c in self.trick if s == seat)
        return out


class HandState:
    """Base class of a game's hand. Subclasses implement ``legal_actions``, ``_do``, ``why_illegal``,
    ``view``, ``result`` and ``clone``; ``apply`` and the record are shared."""

    variant = None  # the Variant, set by subclasses

    def __init__(self, options, dealer: Seat, deal_number: int | None, cards: dict | None):
        self.options = options
        self.dealer = Seat(dealer)
        self.deal_number = deal_number
        self.initial_cards = cards  # the cards as dealt (per seat, plus game-specific piles)
        self.actions: list = []
        self.phase = "bidding"
        self.to_act: Seat | None = None
        self._legal = None

    # -- the protocol ---------------------------------------------------------------------------
    def legal_actions(self) -> list:
        raise NotImplementedError

    def apply(self, action) -> list:
        """Play ``action`` (an action, a card, or its notation) for the seat to act; return events."""
        if action.__class__ is str:
            action = self.parse_action(action)
        legal = self._legal if self._legal is not None else self.legal_actions()
        if action not in legal:
            raise IllegalAction(self.why_illegal(action))
        self._legal = None
        self.actions.append(action)
        return self._do(action)

    def parse_action(self, text: str):
        """The action written ``text``; IllegalAction if it is not written as any action is."""
        try:
            return self.variant.parse_action(text)
        except ValueError as exc:
            raise IllegalAction(str(exc)) from None

    def why_illegal(self, action) -> str:
        if self.to_act is None:
            return "the hand is over"
        return f"{action} is not allowed now"

    def why_not_for(self, seat: Seat, action) -> str | None:
        """None if ``seat`` may make ``action`` now, else the reason (for a click on any hand)."""
        seat = Seat(seat)
        if self.to_act is None:
            return "the hand is over"
        if seat != self.to_act:
            return self._not_your_turn(seat)
        if isinstance(action, str):
            try:
                action = self.parse_action(action)
            except ValueError as exc:
                return str(exc)
        if action in self.legal_actions():
            return None
        return self.why_illegal(action)

    def _not_your_turn(self, seat: Seat) -> str:
        return f"it is {self.to_act.full_name}'s turn"

    def _do(self, action) -> list:
        raise NotImplementedError

    def view(self, seat: Seat) -> View:
        raise NotImplementedError

    def result(self):
        raise NotImplementedError

    def clone(self) -> HandState:
        raise NotImplementedError

    @property
    def done(self) -> bool:
        return self.phase == "done"

    # -- records ---------------------------------------------------------------------------------
    def record(self) -> dict:
        """The JSON-ready record of this hand: replaying it gives back this exact state."""
        rec = {
            "variant": self.variant.id,
            "options": self.options.to_json(),
            "dealer": self.dealer.name,
            "actions": [str(a) for a in self.actions],
        }
        if self.deal_number is not None:
            rec["deal_number"] = self.deal_number
        else:
            rec["cards"] = {(k.name if isinstance(k, Seat) else str(k)): [str(c) for c in v]
                            for k, v in self.initial_cards.items()}
        rec.update(self._extra_record())
        return rec

    def _extra_record(self) -> dict:
        return {}



class TrickHand(HandState):
    """A hand whose play is cards to tricks. A legal card in the play is the common case that searches and
    benchmarks live on: it skips the generic checks. Subclasses cache ``_legal`` in legal_actions() (and clear it
    when the position changes) and play a card with ``_play``."""

    _legal: list | None = None

    def apply(self, action) -> list:
        if action.__class__ is Card and self.phase == "play":
            legal = self._legal if self._legal is not None else self.legal_actions()
            if action in legal:
                self._legal = None
                self.actions.append(action)
                return self._play(action)
        return super().apply(action)

    def _play(self, card: Card) -> list:
        raise NotImplementedError

def normalise_cards(cards: dict, seat_keys=True) -> dict:
    """``{Seat.N: ["JS", ...], "stock": [...]}`` or with "N"/"E" keys -> {Seat|str: [Card]}."""
    out = {}
    for key, value in cards.items():
        if isinstance(key, Seat) or (isinstance(key, str) and key.upper() in ("N", "E", "S", "W")):
            k = Seat.parse(key)
        elif isinstance(key, int):
            k = Seat(key)
        else:
            k = key
        if isinstance(value, str):
            value = value.split()
        if not isinstance(value, (list, tuple)):
            raise ValueError(f"the cards of {k} are not a list of cards")
        out[k] = [parse_card(c) for c in value]
    return out


def check_explicit_deal(cards: dict | None, piles: list[tuple], deck=None, extra_hint: str = "") -> dict:
    """Check an explicit deal and return it as {Seat|str: [Card]}. ``piles`` lists (key, size, what): each seat
    (or "stock") with its number of cards and, optionally, what those cards are; ``deck`` the cards allowed."""
    if not cards:
        raise ValueError("give either deal_number or cards")
    given = normalise_cards(cards)
    keys = [key for key, _, _ in piles]
    extra = [str(k) for k in given if k not in keys]
    if extra:
        raise ValueError(f"unexpected entries in the deal: {', '.join(extra)}{extra_hint}")
    out: dict = {}
    seen: set = set()
    for key, size, what in piles:
        pile = given.get(key)
        name = key.full_name if isinstance(key, Seat) else f"the {key}"
        if pile is None:
            raise ValueError(f"no cards given for {name}")
        if len(pile) != size:
            raise ValueError(f"{name} must have {size} cards{f' ({what})' if what else ''}, not {len(pile)}")
        for c in pile:
            if deck is not None and c not in deck:
                raise ValueError(f"the {c.name} is not in the {len(deck)}-card deck")
            if c in seen:
                raise ValueError(f"the {c.name} is dealt twice")
            seen.add(c)
        out[key] = pile
    return out
