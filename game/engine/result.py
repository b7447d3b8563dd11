"""The score of a finished hand."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, overload

from .seats import Seat


@dataclass(frozen=True)
class ScoreEntry:
    kind: str
    points: int
    label: str


def _score_entry_init(self, kind: str, points: int, label: str) -> None:
    """ScoreEntry's __init__: the same frozen object as the dataclass's own, which sets each field through
    object.__setattr__, made in about half the time by writing the fields into the new object's dict (every
    hand's result makes several)."""
    fields = self.__dict__
    fields["kind"] = kind
    fields["points"] = points
    fields["label"] = label


ScoreEntry.__init__ = _score_entry_init  # type: ignore[method-assign]


class WrittenWhenRead:
    """A result's ``lines`` field: given as a list, or as a function that writes them, called the first time
    they are read. The words are for the score card; a search or a benchmark that only wants the points never
    pays for them."""

    def __set_name__(self, owner, name: str) -> None:
        self.slot = "_" + name

    @overload
    def __get__(self, result: None, owner: type | None = None) -> WrittenWhenRead: ...

    @overload
    def __get__(self, result: object, owner: type | None = None) -> list[str]: ...

    def __get__(self, result, owner=None):
        if result is None:
            raise AttributeError("no default: the lines are given")  # how a dataclass learns it has no default
        given = result.__dict__[self.slot]
        if callable(given):
            given = result.__dict__[self.slot] = given()
        return given

    def __set__(self, result: object, value: list[str] | Callable[[], list[str]]) -> None:
        result.__dict__[self.slot] = value


@dataclass
class HandResult:
    """``points``: what each side (``"NS"``/``"EW"``) or seat scores this hand; ``lines``: the
    breakdown the score card prints (a game may give the function that writes them: see WrittenWhenRead);
    ``entries``: the same breakdown as numbers, per side, whose sums are ``points``."""

    points: dict[str, int]
    lines: WrittenWhenRead = WrittenWhenRead()  # reads as list[str]
    entries: dict[str, list[ScoreEntry]] = field(default_factory=dict)
    contract: str | None = None
    declarer: object = None
    made: bool | None = None
    passed_out: bool = False

    def __getstate__(self) -> dict:
        """A copy or a pickle holds the lines written out, not the function that writes them."""
        state = dict(self.__dict__)
        state["_lines"] = self.lines
        return state

    def to_json(self) -> dict:
        return {
            "points": dict(self.points),
            "lines": list(self.lines),
            "entries": {k: [[e.kind, e.points, e.label] for e in v] for k, v in self.entries.items()},
            "contract": self.contract,
            "declarer": None if self.declarer is None else str(self.declarer),
            "made": self.made,
            "passed_out": self.passed_out,
        }

    @classmethod
    def from_json(cls, data: dict) -> HandResult:
        """The result ``to_json`` wrote, as this class again (KeyError, TypeError, ValueError or AttributeError
        if ``data`` is not one). A game's result adds its own fields in ``fields_from_json``."""
        return cls(**cls.fields_from_json(data))

    @classmethod
    def fields_from_json(cls, data: dict) -> dict[str, Any]:
        return {"points": {str(key): int(value) for key, value in data["points"].items()},
                "lines": [str(line) for line in data["lines"]],
                "entries": entries_from_json(data["entries"]),
                "contract": None if data["contract"] is None else str(data["contract"]),
                "declarer": None if data["declarer"] is None else Seat.parse(data["declarer"]),
                "made": None if data["made"] is None else bool(data["made"]),
                "passed_out": bool(data["passed_out"])}


def entries_from_json(data: dict) -> dict[str, list[ScoreEntry]]:
    """Score entries per side as ``to_json`` wrote them: ``{"NS": [[kind, points, label], ...]}``."""
    return {str(side): [ScoreEntry(str(kind), int(points), str(label)) for kind, points, label in entries]
            for side, entries in data.items()}
