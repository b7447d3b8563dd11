"""Pinochle's score file: each side's totals, what belongs to no side, and how a scored hand adds to them (the entry
kinds are those of :func:`game.variants.pinochle.rules.score_hand`; :mod:`game.score_file` keeps the file)."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.options import option
from game.engine.score_counting import SIDES, GameCounting, add_points, count_game, points_of

PINOCHLE_MELD_KINDS = ("meld", "base")  # a base added to saved meld is meld too


@dataclass
class PinochleTotals:
    """One side's totals at Pinochle."""

    points: int = option(0, "Total points", "Every point the side scored, less the bids it lost")
    games_won: int = option(0, "Games won", "Games the side won", min=0)
    taken: int = option(0, "Bids taken", "Hands in which the side took the bid (one dropped on its dealer too)",
                        min=0)
    made: int = option(0, "Bids made", "Bids taken that the side made", min=0)
    set: int = option(0, "Set", "Bids taken that the side did not make, losing the bid", min=0)
    set_before_play: int = option(0, "Set before play", "Of those, the hands set before a card was played",
                                  min=0)
    outright: int = option(0, "Outright wins", "Hands in which the side took every counter, winning the game",
                           min=0)
    meld: int = option(0, "Meld scored", "Points of meld the side saved (with any base added)", min=0)
    counters: int = option(0, "Counters scored", "Counters the side scored (not those of an outright win)",
                           min=0)
    best_hand: int = option(0, "Best hand", "The side's highest score in one hand", min=0)
    highest_bid: int = option(0, "Highest bid made", "The highest bid the side took and made", min=0)


@dataclass
class PinochleCounts:
    """What belongs to no side at Pinochle: since when the file counts, the hands played and the bids dropped on
    the dealer."""

    since: str = option("", "Kept since", "The day the file was started or last erased", max_length=40)
    hands: int = option(0, "Hands played", "Hands scored at the table, a replayed hand again", min=0)
    dropped: int = option(0, "Dropped on the dealer", "Hands nobody bid, the dealer taking the lowest bid", min=0)


def count_pinochle_hand(sheet, result, winner: str | None) -> None:
    sheet.counts.hands += 1
    if getattr(result, "dropped", False):
        sheet.counts.dropped += 1
    for side in SIDES:
        totals = sheet.sides[side]
        entries = add_points(totals, result, side)
        totals.meld += points_of(entries, PINOCHLE_MELD_KINDS)
        totals.counters += points_of(entries, ("counters",))
        if any(entry.kind == "outright" for entry in entries):
            totals.outright += 1
    if result.declarer is not None:
        bidders = sheet.sides[result.declarer.side]
        bidders.taken += 1
        if result.made:
            bidders.made += 1
            bidders.highest_bid = max(bidders.highest_bid, _bid_amount(result.contract))
        else:
            bidders.set += 1
            if getattr(result, "set_before_play", False):
                bidders.set_before_play += 1
    count_game(sheet, winner)


def _bid_amount(contract) -> int:
    text = str(contract or "")
    return int(text) if text.isdigit() else 0


PINOCHLE = GameCounting(PinochleTotals, PinochleCounts, count_pinochle_hand, ("dropped", "dropped on the dealer"))
