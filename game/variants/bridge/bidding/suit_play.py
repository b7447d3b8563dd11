"""The tricks one suit brings a side, played double dummy on its own: the four hands' holdings in the suit, our
side always on lead and free to lead from either of its hands (entries elsewhere taken for granted), each hand
playing its best card in turn. It finds what a player finds at the table in one suit: finesses that work, the
long cards after the suit breaks, a king knocked out, a suit blocked; it leaves out entries, ruffs and the play
of other suits.

The search runs on rank-abstracted layouts (only the order of the cards still out matters, and cards next to each
other in that order in one hand are the same card), cached, so that a suit met again costs a look-up."""

from __future__ import annotations

from functools import lru_cache

from .evaluation import RANK_ORDER

# A layout of the suit: who holds each card still out, highest first, as the seats in the order of play "0" (our
# first hand), "1" (the opponent after it), "2" (our second hand), "3" (the opponent after that).
Layout = str


@lru_cache(maxsize=100_000)
def suit_tricks(one: str, two: str, left: str, right: str) -> int:
    """The tricks our hands ``one`` and ``two`` (ranks, highest first) take in their suit against ``left`` (who
    plays after ``one``) and ``right`` (after ``two``), with our side on lead every round."""
    most = max(len(one), len(two))
    if not left and not right:
        return most
    layout = layout_of(one, left, two, right)
    tricks = 0
    while tricks < most and can_take(layout, tricks + 1):
        tricks += 1
    return tricks


def layout_of(*holdings: str) -> Layout:
    """The seat of each card of the four holdings, highest card first."""
    return "".join(str(seat) for _, seat in sorted((RANK_ORDER.index(r), seat)
                                                   for seat, held in enumerate(holdings) for r in held))


def choices(layout: Layout, seat: str) -> list[int]:
    """The cards ``seat`` may play, one of each run of cards next to each other in the order (the same card)."""
    return [i for i, s in enumerate(layout) if s == seat and (i == 0 or layout[i - 1] != seat)]


@lru_cache(maxsize=500_000)
def can_take(layout: Layout, target: int) -> bool:
    """Whether our side can take ``target`` tricks in the suit from here."""
    if target <= 0:
        return True
    rounds = max(layout.count("0"), layout.count("2"))
    if target > rounds:
        return False
    above = layout[:min(i for i in (layout.find("0"), layout.find("2")) if i >= 0)]
    if target > rounds - max(above.count("1"), above.count("3")):
        return False  # each of their cards above ours wins a round of its own
    if "1" not in layout and "3" not in layout:
        return True
    if target <= len(layout) - len(layout.lstrip(layout[0])) and layout[0] in "02":
        return True  # the top cards in one of our hands: cashed
    return any(round_can(layout, leader, target) for leader in "02" if leader in layout)


def round_can(layout: Layout, leader: str, target: int) -> bool:
    """Whether ``target`` tricks are ours from this round on when ``leader`` ("0" or "2") leads the suit now."""
    first = int(leader)
    order = [str((first + k) % 4) for k in range(4)]
    plays = [choices(layout, seat) or [-1] for seat in order]  # -1: the seat shows out

    def play(step: int, played: list[int]) -> bool:
        if step == 4:
            cards = [i for i in played if i >= 0]
            won = layout[min(cards)] in "02"
            rest = "".join(s for i, s in enumerate(layout) if i not in cards)
            return can_take(rest, target - won)
        if order[step] in "02":
            return any(play(step + 1, played + [i]) for i in plays[step])
        return all(play(step + 1, played + [i]) for i in plays[step])

    return play(0, [])
