"""The score lines of a Belote-family hand in plain sentences (issue 15, item 5): what each side won, and what
each side scores item by item ("North-South score 182: 162 for their tricks + 20 for Belote and Rebelote.")."""

from __future__ import annotations

SIDE_NAMES = {"NS": "North-South", "EW": "East-West"}


def won_line(side: str, parts: list[tuple[int, str]]) -> str:
    """``North-South won 94 points: 74 in tricks and 20 for Belote and Rebelote.``; ``parts``: (points, what
    for), those worth nothing left out."""
    parts = [(points, said) for points, said in parts if points]
    total = sum(points for points, _ in parts)
    unit = "point" if total == 1 else "points"
    if not parts:
        return f"{SIDE_NAMES[side]} won no points."
    if len(parts) == 1:
        return f"{SIDE_NAMES[side]} won {total} {unit} {parts[0][1]}."
    words = [f"{points} {said}" for points, said in parts]
    return f"{SIDE_NAMES[side]} won {total} {unit}: {', '.join(words[:-1])} and {words[-1]}."


def score_line(side: str, points: int, items: list[str], changes: str = "") -> str:
    """``East-West score 46 for their tricks.``, ``North-South score 182: 162 for ... + 20 for ...``; ``changes``:
    what comes after the items (``, rounded to 185``)."""
    if not points:
        return f"{SIDE_NAMES[side]} score nothing."
    if len(items) == 1 and not changes:  # one item: its points are the score
        return f"{SIDE_NAMES[side]} score {items[0]}."
    return f"{SIDE_NAMES[side]} score {points}: {' + '.join(items)}{changes}."
