"""The score of a finished hand."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class ScoreEntry:
    kind: str
    points: int
    label: str


@dataclass
class HandResult:
    """``points``: what each side (``"NS"``/``"EW"``) or seat scores this hand; ``lines``: the
    breakdown the score card prints; ``entries``: the same breakdown as numbers, per side, whose
    sums are ``points``."""

    points: dict[str, int]
    lines: list[str]
    entries: dict[str, list[ScoreEntry]] = field(default_factory=dict)
    contract: str | None = None
    declarer: object = None
    made: bool | None = None
    passed_out: bool = False

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
