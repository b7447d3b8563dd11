"""Actions: the calls and declarations of every game. Cards (game.engine.cards.Card) are actions too.

Every action has a notation, ``str(action)``, accepted back by ``hand.apply("...")``. Actions are
interned like cards, so ``in`` and ``==`` are identity checks.
"""

from __future__ import annotations

from .cards import SUIT_NAMES, Interned
from .errors import excerpt


class Action(Interned):
    """A non-card action, identified by its notation."""

    __slots__ = ("text",)
    _interned: dict[str, Action] = {}

    def __init__(self, text: str) -> None:
        self.text = text

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.text!r})"

    def __reduce__(self):
        return (action_of, (self.text,))

    @property
    def name(self) -> str:
        return self.text


def intern_action(cls, text, *args):
    """The one ``cls`` action written ``text`` (made on first use): games declare their actions with it."""
    found = Action._interned.get(text)
    if found is None:
        found = cls(text, *args) if args else cls(text)
        Action._interned[text] = found
    return found


def action_of(text: str) -> Action:
    found = Action._interned.get(text)
    if found is None:
        raise ValueError(f"{excerpt(text)} is not an action")
    return found


class Call(Action):
    """``pass``, ``double``, ``redouble``."""

    __slots__ = ()

    @property
    def name(self) -> str:
        return self.text.capitalize()


PASS: Action = intern_action(Call, "pass")
DOUBLE: Action = intern_action(Call, "double")
REDOUBLE: Action = intern_action(Call, "redouble")


class Bid(Action):
    """A bid of ``amount`` with a ``strain`` (a suit letter, ``"NT"``, or None for amount only)."""

    __slots__ = ("amount", "strain")

    def __init__(self, text: str, amount: int, strain: str | None) -> None:
        super().__init__(text)
        self.amount = amount
        self.strain = strain

    @property
    def name(self) -> str:
        if self.strain is None:
            return str(self.amount)
        if self.strain == "NT":
            return f"{self.amount} No Trumps"
        return f"{self.amount} {SUIT_NAMES[self.strain].capitalize()}"


def bid(amount: int, strain: str | None = None) -> Bid:
    text = f"{amount}{strain or ''}"
    return intern_action(Bid, text, amount, strain)


DECLARATION_LABELS = {"third": "Third", "fourth": "Fourth", "fifth": "Fifth", "square": "Four of a kind"}


class Declaration(Action):
    """A declaration a player makes himself, ``announce:third``; ``kind`` is the part after ':'."""

    __slots__ = ("kind",)

    def __init__(self, text: str, kind: str) -> None:
        super().__init__(text)
        self.kind = kind

    @property
    def label(self) -> str:
        """What the kind is called: "Third", "Four of a kind"."""
        return DECLARATION_LABELS.get(self.kind, self.kind)


def announce(kind: str) -> Declaration:
    return intern_action(Declaration, f"announce:{kind}", kind)


class TrumpCall(Action):
    """Naming trumps after winning the bidding: ``trump:S`` (Pinochle, Scotch Whist with bidding)."""

    __slots__ = ("suit",)

    def __init__(self, text: str, suit: str) -> None:
        super().__init__(text)
        self.suit = suit

    @property
    def name(self) -> str:
        return f"{SUIT_NAMES[self.suit].capitalize()} are trumps"


def name_trumps(suit: str) -> TrumpCall:
    return intern_action(TrumpCall, f"trump:{suit}", suit)


STRAIN_NAMES = {"NT": "No Trumps", "AT": "All Trumps"}


class Take(Action):
    """Taking (Belote): ``take`` (the turn-up's suit), ``take:H`` (name a suit), ``take:NT`` and ``take:AT``."""

    __slots__ = ("strain",)

    def __init__(self, text: str, strain: str | None) -> None:
        super().__init__(text)
        self.strain = strain  # None for the turn-up's suit

    @property
    def name(self) -> str:
        if self.strain is None:
            return "Take"
        return STRAIN_NAMES.get(self.strain) or SUIT_NAMES[self.strain].capitalize()
