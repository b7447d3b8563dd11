"""A quick estimate of the tricks two hands take together in each strain, for the Expert's judgement by
simulation: a small network of the hands' features (points, trumps, shortness, controls, stoppers, and each
suit's tricks played double dummy on its own, suit_play.py), its weights fitted on double-dummy tables by
tools/fit_tricks.py (trick_weights.py, with the figures of the fit). A hand is given as its ranks by suit
(``HandInfo.ranks``: suit -> ranks, highest first)."""

from __future__ import annotations

import math
from functools import lru_cache

from . import trick_weights
from .evaluation import HONOUR_POINTS, RANK_ORDER, SUITS
from .suit_play import suit_tricks

SHORTNESS = {0: 3, 1: 2, 2: 1}  # ruffing value of a void, singleton, doubleton

SUIT_SPREAD, NT_SPREAD = trick_weights.SUIT_SPREAD, trick_weights.NT_SPREAD  # the misses' standard deviation

Ranks = dict[str, str]


def points(ranks: Ranks) -> int:
    return sum(HONOUR_POINTS.get(r, 0) for s in SUITS for r in ranks[s])


def stopped(held: str) -> bool:
    """A, Kx, Qxx or Jxxx."""
    n = len(held)
    return "A" in held or ("K" in held and n >= 2) or ("Q" in held and n >= 3) or ("J" in held and n >= 4)


def losers(ranks: Ranks) -> int:
    count = 0
    for s in SUITS:
        top = ranks[s][:3]
        count += len(top) - sum(1 for r in top if r in "AKQ"[:len(top)])
    return count


def fast_losers(one: str, other: str) -> int:
    """The tricks a side suit may lose before declarer can ruff it (the first two rounds), less its ace and
    king."""
    rounds = min(2, len(one), len(other))
    held = ("A" in one + other) + ("K" in one + other)
    return max(0, rounds - held)


@lru_cache(maxsize=65536)
def suit_winners(one: str, two: str, left: str, right: str) -> int:
    """The tricks a suit brings our side when played from the top, round after round, with the lead always ours:
    each round our best card against theirs, and the lowest cards from the other hands (``one`` and ``two`` are
    ours, ranks highest first). Top tricks and long cards, without finesses or entries."""
    ours, theirs = [list(one), list(two)], [list(left), list(right)]
    won = 0
    for _ in range(max(len(one), len(two))):
        our_best = min((h for h in ours if h), key=lambda h: RANK_ORDER.index(h[0]))
        their_best = min((h for h in theirs if h), key=lambda h: RANK_ORDER.index(h[0]), default=None)
        we_win = their_best is None or RANK_ORDER.index(our_best[0]) < RANK_ORDER.index(their_best[0])
        won += we_win
        top_side, low_side = (ours, theirs) if we_win else (theirs, ours)
        for hands, top in ((top_side, True), (low_side, False)):
            best = our_best if hands is ours else their_best
            for h in hands:
                if h:
                    h.pop(0 if top and h is best else -1)
    return won


def finesses(a: Ranks, b: Ranks, left: Ranks, right: Ranks) -> int:
    """Finesses that win less those that lose: in each suit where our side holds the ace and queen without the
    king (or the ace, king and jack without the queen), one for the missing card on the right of the hand with
    the queen (the jack), where a lead from the other hand traps it, minus one where it sits on its left. ``left``
    and ``right`` are the opponents on the left and right of ``a`` (``b``'s right is ``a``'s left)."""
    count = 0
    for s in SUITS:
        ours = a[s] + b[s]
        for missing, tenace, needs in (("K", "Q", "A"), ("Q", "J", "AK")):
            if missing in ours or tenace not in ours or any(r not in ours for r in needs):
                continue
            over = right if tenace in a[s] else left  # the opponent who plays just before the tenace's hand
            count += 1 if missing in over[s] else -1
            break
    return count


def suit_features(a: Ranks, b: Ranks, trump: str, left: Ranks, right: Ranks) -> tuple[float, ...]:
    """The features of a contract in suit ``trump`` played by the two hands ``a`` and ``b`` against ``left`` and
    ``right`` (the opponents on ``a``'s left and right)."""
    hcp = points(a) + points(b)
    trumps = len(a[trump]) + len(b[trump])
    dummy, declarer = (a, b) if len(a[trump]) < len(b[trump]) else (b, a)
    top = sum(1 for r in a[trump] + b[trump] if r in "AKQ")
    ruffs = min(len(dummy[trump]), sum(SHORTNESS.get(len(dummy[s]), 0) for s in SUITS if s != trump))
    own_short = sum(SHORTNESS.get(len(declarer[s]), 0) for s in SUITS if s != trump)
    aces = sum(1 for s in SUITS for r in a[s][:1] + b[s][:1] if r == "A")
    kings = sum(1 for s in SUITS for h in (a, b) if "K" in h[s][:2])
    wasted = sum(HONOUR_POINTS.get(r, 0) for s in SUITS if s != trump for h, o in ((a, b), (b, a))
                 if len(o[s]) <= 1 for r in h[s] if r != "A")
    side = max(len(a[s]) + len(b[s]) for s in SUITS if s != trump)
    open_suits = sum(1 for s in SUITS if s != trump and len(a[s]) >= 2 and len(b[s]) >= 2
                     and "A" not in a[s] + b[s] and "K" not in a[s] + b[s])
    fast = sum(fast_losers(a[s], b[s]) for s in SUITS if s != trump)
    longest = max(len(a[trump]), len(b[trump]))
    split = max(len(left[trump]), len(right[trump])) - (14 - trumps) // 2
    winners = suit_winners(a[trump], b[trump], left[trump], right[trump])
    side_winners = sum(min(suit_winners(a[s], b[s], left[s], right[s]), ruffed_after(s, trump, left, right))
                       for s in SUITS if s != trump)
    return (1.0, hcp, trumps, max(0, 8 - trumps), top, ruffs, own_short, aces, kings, wasted, max(0, side - 7),
            losers(a) + losers(b), open_suits, max(0, hcp - 26), fast, longest, split,
            finesses(a, b, left, right), winners, side_winners) + suit_play_features(a, b, trump, left, right)


def suit_play_features(a: Ranks, b: Ranks, trump: str, left: Ranks, right: Ranks) -> tuple[float, ...]:
    """A trick count of the contract from each suit played on its own: the trump tricks, the side suits' tricks
    before an opponent ruffs them, the ruffs in the hand with fewer trumps of the losers of the other; the
    opponents' tricks in the side suits before we ruff them and our trump losers; the count of the two together."""
    trump_tricks = suit_tricks(a[trump], b[trump], left[trump], right[trump])
    sides = [s for s in SUITS if s != trump]
    side_tricks = {s: min(suit_tricks(a[s], b[s], left[s], right[s]), ruffed_after(s, trump, left, right))
                   for s in sides}
    ours = min(13, trump_tricks + sum(side_tricks.values())
               + max(short_ruffs(long, short, trump, side_tricks) for long, short in ((a, b), (b, a))))
    we_ruff = a[trump] and b[trump]
    cashed = sum(min(their_tricks(a, b, s, left, right),
                     min(len(a[s]), len(b[s])) if we_ruff else max(len(a[s]), len(b[s]))) for s in sides)
    trump_losers = max(len(a[trump]), len(b[trump])) - trump_tricks
    left_us = 13 - cashed - trump_losers
    return (trump_tricks, sum(side_tricks.values()), ours, cashed, trump_losers, left_us, min(ours, left_us),
            len(left[trump]) + len(right[trump]))


def short_ruffs(long: Ranks, short: Ranks, trump: str, side_tricks: dict[str, int]) -> int:
    """The losers of ``long``'s side suits that ``short`` can ruff (it is shorter there), at most its trumps."""
    ruffs = sum(min(max(0, len(long[s]) - side_tricks[s]), max(0, len(long[s]) - len(short[s])))
                for s in side_tricks)
    return min(ruffs, len(short[trump]))


def their_tricks(a: Ranks, b: Ranks, suit: str, left: Ranks, right: Ranks) -> int:
    """The opponents' tricks in ``suit`` played on its own with them on lead (``left`` plays before ``b``)."""
    return suit_tricks(left[suit], right[suit], b[suit], a[suit])


def ruffed_after(suit: str, trump: str, left: Ranks, right: Ranks) -> int:
    """The rounds of ``suit`` before an opponent with trumps can ruff it."""
    return min((len(h[suit]) for h in (left, right) if h[trump]), default=13)


def nt_features(a: Ranks, b: Ranks, left: Ranks, right: Ranks) -> tuple[float, ...]:
    """The features of a no trump contract played by the two hands ``a`` and ``b`` against ``left`` and
    ``right``."""
    hcp = points(a) + points(b)
    lengths = [len(a[s]) + len(b[s]) for s in SUITS]
    open_suits = sum(1 for s in SUITS if not stopped(a[s]) and not stopped(b[s]))
    aces = sum(1 for s in SUITS if "A" in a[s][:1] + b[s][:1])
    kings = sum(1 for s in SUITS if "K" in a[s][:2] + b[s][:2])
    long_cards = sum(max(0, n - 7) for n in lengths)
    thin = sum(1 for n in lengths if n <= 5)
    their_run = max((max(len(left[s]), len(right[s])) for s in SUITS if not stopped(a[s]) and not stopped(b[s])),
                    default=0)
    longest = max(SUITS, key=lambda s: len(a[s]) + len(b[s]))
    split = max(len(left[longest]), len(right[longest])) - (14 - len(a[longest]) - len(b[longest])) // 2
    winners = sum(suit_winners(a[s], b[s], left[s], right[s]) for s in SUITS)
    their_winners = max(suit_winners(left[s], right[s], a[s], b[s]) for s in SUITS)
    by_suit = [suit_tricks(a[s], b[s], left[s], right[s]) for s in SUITS]
    ours = sum(by_suit)
    theirs = [their_tricks(a, b, s, left, right) for s in SUITS]
    given = sum(max(len(a[s]), len(b[s])) - t for s, t in zip(SUITS, by_suit, strict=True))
    return (1.0, hcp, open_suits, aces, kings, long_cards, thin, max(0, hcp - 26), max(0, their_run - 4), split,
            finesses(a, b, left, right), winners, their_winners, ours, max(theirs), sum(theirs),
            min(ours, 13 - max(theirs)), min(ours, 13 - sum(theirs)), given, *sorted(by_suit), *sorted(theirs))


def features(a: Ranks, b: Ranks, strain: str, left: Ranks, right: Ranks) -> tuple[float, ...]:
    return nt_features(a, b, left, right) if strain == "NT" else suit_features(a, b, strain, left, right)


def estimated_tricks(a: Ranks, b: Ranks, strain: str, left: Ranks, right: Ranks) -> float:
    """The tricks the two hands ``a`` and ``b`` should take in ``strain`` (between 0 and 13) against ``left`` and
    ``right``, the opponents on ``a``'s left and right."""
    model = trick_weights.NT if strain == "NT" else trick_weights.SUIT
    return min(13.0, max(0.0, network(model, features(a, b, strain, left, right))))


def network(model: dict, values: tuple[float, ...]) -> float:
    """The fitted network's output: the features scaled, a linear part and a layer of tanh units."""
    scaled = [(x - m) / s for x, m, s in zip(values, model["mean"], model["scale"], strict=True)]
    total = model["bias"] + sum(w * z for w, z in zip(model["linear"], scaled, strict=True))
    for weights, bias, out in zip(model["hidden"], model["hidden_bias"], model["out"], strict=True):
        total += out * math.tanh(bias + sum(w * z for w, z in zip(weights, scaled, strict=True)))
    return total
