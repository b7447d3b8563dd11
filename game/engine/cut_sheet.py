"""A game's match state that keeps the cut for the first deal (Contract Bridge's rubber, Scotch Whist's game):
replaying the hands of a saved game cannot give the cut back, so the saved state is the cut and nothing else."""

from __future__ import annotations

from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar

from .cards import Card, card
from .seats import SEATS


class SavedCut(Protocol):
    """A game's draws for the first deal, as a save keeps them."""

    def to_json(self) -> object: ...


CutT = TypeVar("CutT", bound=SavedCut)


class SheetWithCut(Generic[CutT]):
    """The cut for the first deal (None if the dealer was chosen). A game's sheet names its ``cut_class`` (with
    ``to_json`` and ``from_json``) and what a damaged save calls the sheet (``sheet_words``)."""

    cut_class: ClassVar[Any]  # the CutT class itself
    sheet_words: ClassVar[str]

    def __init__(self, cut: CutT | None = None) -> None:
        self.cut = cut

    def to_json(self) -> dict:
        """What replaying the hands cannot give back: the cut for the first deal."""
        return {"cut": None if self.cut is None else self.cut.to_json()}

    @classmethod
    def from_json(cls, data) -> Self:
        if data is None:
            return cls()
        if not isinstance(data, dict):
            raise ValueError(f"{cls.sheet_words} is not a JSON object")
        cut = data.get("cut")
        return cls(None if cut is None else cls.cut_class.from_json(cut))


def drawn_cards(entry: dict, what: str) -> tuple[Card, ...]:
    """The cards of North, East, South and West in a saved draw for the deal ({"N": "AS", ...}); a ValueError
    saying that ``what`` does not give a card for each seat when one is missing or is no card."""
    try:
        return tuple(card(entry[s.name]) for s in SEATS)
    except (KeyError, ValueError, TypeError):
        raise ValueError(f"{what} does not give a card for each seat") from None
