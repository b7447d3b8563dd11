"""What happens in a hand, as small frozen records. The UI animates them, logs print them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import MISSING, dataclass, field, fields

from .cards import Card
from .seats import Seat


@dataclass(frozen=True, slots=True)
class Event:
    pass


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    dealer: Seat
    packets: tuple  # ((seat, (cards...)), ...) in the order the packets were dealt


@dataclass(frozen=True, slots=True)
class TurnUp(Event):
    card: Card  # the card the dealer turns face up after the first packets (Belote)


@dataclass(frozen=True, slots=True)
class Called(Event):
    seat: Seat
    call: object  # an Action: Bid or Call


@dataclass(frozen=True, slots=True)
class AuctionEnded(Event):
    contract: str | None  # e.g. "120C", "120CX"; None when everybody passed
    declarer: Seat | None


@dataclass(frozen=True, slots=True)
class TrumpSet(Event):
    suit: str | None


@dataclass(frozen=True, slots=True)
class Declared(Event):
    seat: Seat
    kind: str  # e.g. "third"
    label: str  # e.g. "Third"


@dataclass(frozen=True, slots=True)
class MeldShown(Event):
    seat: Seat
    cards: tuple  # the cards shown
    label: str  # e.g. "Third to the queen of spades"
    points: int


@dataclass(frozen=True, slots=True)
class AnnouncesCompared(Event):
    side: str | None  # the side that scores its announces; None when nobody does
    reason: str


@dataclass(frozen=True, slots=True)
class BelotSaid(Event):
    seat: Seat
    word: str  # "Belot" or "Rebelot"


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    seat: Seat
    card: Card


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    winner: Seat
    cards: tuple  # ((seat, card), ...) in the order played
    points: int
    explain: Callable[[], str] = field(repr=False, compare=False)  # builds ``reason`` when asked

    @property
    def reason(self) -> str:
        """Why the winning card wins, in words (the medal). Built on demand: searches never ask."""
        return self.explain()


@dataclass(frozen=True, slots=True)
class HandScored(Event):
    result: object  # HandResult


@dataclass(frozen=True, slots=True)
class MatchScored(Event):
    """The match took the score of the hand just finished (``Match.apply``, after the hand's HandScored):
    ``summary`` is its line on the score sheet (a HandSummary: points, totals), ``result`` the hand's own."""

    result: object  # HandResult
    summary: object  # HandSummary


@dataclass(frozen=True, slots=True)
class PassedOut(Event):
    reason: str


# -- the events of one game only: Bridge's dummy, Pinochle's passing, meld and set bidders ----------------------
@dataclass(frozen=True, slots=True)
class DummyShown(Event):
    """After the opening lead the dummy's hand is spread face up for everybody."""

    seat: Seat
    cards: tuple


@dataclass(frozen=True, slots=True)
class CardsPassed(Event):
    """Four cards go from one bidder to his partner (only those two see them)."""

    giver: Seat
    receiver: Seat
    cards: tuple


@dataclass(frozen=True, slots=True)
class MeldCounted(Event):
    side: str
    total: int  # all the side's meld
    counted: int  # what it may score (0 under the minimum)
    summary: str  # "45", "0", "0*"


@dataclass(frozen=True, slots=True)
class BidderSet(Event):
    side: str
    reason: str
    before_play: bool


def _quick_init(cls: type) -> None:
    """Give the frozen event class ``cls`` an __init__ that fills its slots through their descriptors: the same
    arguments and the same frozen object as the dataclass's own __init__ (which goes through
    ``object.__setattr__`` for each field), in about two thirds of the time; a hand makes some fifty events.
    Written out like the dataclass's own, from the field names."""
    names = [f.name for f in fields(cls)]
    assert all(f.default is MISSING and f.default_factory is MISSING for f in fields(cls))  # no defaults to give
    setters = {f"_set_{name}": getattr(cls, name).__set__ for name in names}
    source = f"def __init__(self, {', '.join(names)}):\n" + "".join(f"    _set_{n}(self, {n})\n" for n in names)
    exec(source, setters)  # noqa: S102 - the source is made of this module's own field names
    init = setters["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    cls.__init__ = init  # type: ignore[misc]


for _event_class in [c for c in list(globals().values()) if isinstance(c, type) and issubclass(c, Event)]:
    if _event_class is not Event:
        _quick_init(_event_class)
