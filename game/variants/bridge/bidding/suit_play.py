"""The tricks one suit brings a side, played double dummy on its own: the four hands' holdings in the suit, our
side always on lead and free to lead from either of its hands (entries elsewhere taken for granted), each hand
playing its best card in turn. It finds what a player finds at the table in one suit: finesses that work, the
long cards after the suit breaks, a king knocked out, a suit blocked; it leaves out entries, ruffs and the play
of other suits.

The search runs on rank-abstracted layouts (only the order of the cards still out matters, and cards next to each
other in that order in one hand are the same card), cached, so that a suit met again costs a look-up; a layout and
the same with our two hands (and theirs) swapped are one entry."""

from __future__ import annotations

from functools import lru_cache

from .evaluation import RANK_ORDER

# A layout of the suit: who holds each card still out, highest first, as the seats in the order of play "0" (our
# first hand), "1" (the opponent after it), "2" (our second hand), "3" (the opponent after that).
Layout = str
SWAPPED_HANDS = str.maketrans("0123", "2301")


@lru_cache(maxsize=100_000)
def suit_tricks(one: str, two: str, left: str, right: str) -> int:
    """The tricks our hands ``one`` and ``two`` (ranks, highest first) take in their suit against ``left`` (who
    plays after ``one``) and ``right`` (after ``two``), with our side on lead every round."""
    most = max(len(one), len(two))
    if not left and not right:
        return most
    layout = one_of_swapped(layout_of(one, left, two, right))
    tricks = 0
    while tricks < most and can_take(layout, tricks + 1):
        tricks += 1
    return tricks


def layout_of(*holdings: str) -> Layout:
    """The seat of each card of the four holdings, highest card first."""
    return "".join(str(seat) for _, seat in sorted((RANK_ORDER.index(r), seat)
                                                   for seat, held in enumerate(holdings) for r in held))


def one_of_swapped(layout: Layout) -> Layout:
    """The one of ``layout`` and the same with our hands swapped (and theirs) that is cached: both take the same
    tricks, as the side on lead is free to lead from either hand."""
    return min(layout, layout.translate(SWAPPED_HANDS))


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
    theirs = [i for i in (layout.find("1"), layout.find("3")) if i >= 0]
    ours_above = layout[:min(theirs)] if theirs else layout
    if target <= max(ours_above.count("0"), ours_above.count("2")):
        return True  # the cards of one of our hands above all of theirs: cashed
    above = layout[:min(i for i in (layout.find("0"), layout.find("2")) if i >= 0)]
    if target > rounds - max(above.count("1"), above.count("3")):
        return False  # each of their cards above ours wins a round of its own
    return any(round_can(layout, leader, target) for leader in "02" if leader in layout)


def round_can(layout: Layout, leader: str, target: int) -> bool:
    """Whether ``target`` tricks are ours from this round on when ``leader`` ("0" or "2") leads the suit now."""
    first = int(leader)
    runs = [choices(layout, str((first + k) % 4)) or [-1] for k in range(4)]  # -1: the seat shows out
    return any(all(any(all(after_round(layout, (lead, second, third, fourth), target)
                           for fourth in answers(runs[3], min_card(lead, second, third), last=True))
                       for third in answers(runs[2], min_card(lead, second)))
                   for second in answers(runs[1], lead))
               for lead in runs[0])


def min_card(*played: int) -> int:
    """The card winning the round so far (the highest: the lowest index; -1 is a seat that showed out)."""
    return min(i for i in played if i >= 0)


def answers(runs: list[int], winning: int, last: bool = False) -> list[int]:
    """The cards worth trying for a seat that holds ``runs`` when ``winning`` wins the round so far: each card
    above it (for the last seat, only the lowest of those) and the lowest card below it. Another card below it
    loses the round the same way and keeps a lower card than the lowest does; a higher card above it, when
    nobody plays after, wins the round the same way: neither can do better."""
    if runs == [-1]:
        return runs
    above = [i for i in runs if i < winning]
    below = [i for i in runs if i > winning]
    return (above[-1:] if last else above) + below[-1:]


def after_round(layout: Layout, played: tuple[int, ...], target: int) -> bool:
    """Whether ``target`` tricks are ours counting this round, once the four cards ``played`` are played."""
    cards = sorted((i for i in played if i >= 0), reverse=True)
    won = layout[cards[-1]] in "02"
    rest = layout
    for i in cards:
        rest = rest[:i] + rest[i + 1:]
    return can_take(one_of_swapped(rest), target - won)
