"""Dealing the cards a seat cannot see: random layouts consistent with everything it knows.

A :class:`DealSampler` is built once per decision from the hidden cards, how many each holder (a
seat, or a pile such as a stock) has, the cards known to be in a holder's hand and the cards a holder
cannot have. It counts the consistent layouts exactly (the cards are grouped by the set of holders
that may hold them, so the count is a small dynamic programme), then every draw picks a layout
uniformly among all consistent ones, with no rejection. The same ``random.Random`` state gives the
same layouts. Works for any game, duplicate cards (the pinochle deck) included.

:func:`rebuild_hand` turns a view and a sampled layout back into a full hand of the rules engine.
"""

from __future__ import annotations

import math
import random
from bisect import bisect_right
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from itertools import accumulate, combinations
from typing import TYPE_CHECKING, Any

from game.engine.registry import registered
from game.engine.seats import Seat

if TYPE_CHECKING:
    from _typeshed import SupportsRichComparison


class Infeasible(ValueError):
    """No layout of the hidden cards satisfies the constraints."""


def _sort_key(item: Any) -> SupportsRichComparison:  # a card (by its index), or any comparable item
    return getattr(item, "index", item)


class DealSampler:
    """Uniform random layouts of ``unknown`` among ``counts`` holders.

    ``unknown``: every card the viewer cannot see (a card known to be in some hand is still unknown
    in this sense and is listed here too). ``counts``: holder -> number of those cards it holds.
    ``known``: holder -> cards surely in its hand. ``excluded``: holder -> cards it cannot hold.
    Raises :class:`Infeasible` when nothing fits.
    """

    def __init__(self, unknown: Iterable, counts: Mapping[Any, int],
                 known: Mapping[Any, Iterable] | None = None,
                 excluded: Mapping[Any, Iterable] | None = None) -> None:
        self.holders = list(counts)
        pool = sorted(unknown, key=_sort_key)
        self.known = {h: sorted((known or {}).get(h, ()), key=_sort_key) for h in self.holders}
        for h, cards in self.known.items():
            for c in cards:
                try:
                    pool.remove(c)
                except ValueError:
                    raise Infeasible(f"{c} is said to be held by {h} but is not among the hidden cards") from None
        capacity = []
        for h in self.holders:
            free = counts[h] - len(self.known[h])
            if free < 0:
                raise Infeasible(f"{h} is said to hold more cards than it has")
            capacity.append(free)
        if sum(capacity) != len(pool):
            raise Infeasible("the hidden cards do not match the number of cards the holders have")
        barred = [frozenset((excluded or {}).get(h, ())) for h in self.holders]
        groups: dict[int, list] = {}
        for c in pool:
            mask = 0
            for i, bar in enumerate(barred):
                if c not in bar:
                    mask |= 1 << i
            if not mask:
                raise Infeasible(f"nobody may hold {c}")
            groups.setdefault(mask, []).append(c)
        # The most constrained groups first: the big unconstrained group at the end is then forced.
        self.groups = sorted(groups.items(), key=lambda g: (bin(g[0]).count("1"), len(g[1]), g[0]))
        self.capacity = tuple(capacity)
        self._counts: dict = {}
        self._choices: dict = {}
        self.total = self._count(0, self.capacity)
        if not self.total:
            raise Infeasible("no layout of the hidden cards fits what is known")

    # -- counting --------------------------------------------------------------------------------
    def _splits(self, group: int, caps: tuple) -> list[tuple]:
        """Every way to share the cards of group ``group`` among the holders it allows."""
        mask, cards = self.groups[group]
        allowed = [i for i in range(len(caps)) if mask >> i & 1]
        out = []

        def fill(k: int, left: int, parts: list) -> None:
            if k == len(allowed) - 1:
                if left <= caps[allowed[k]]:
                    out.append(tuple(parts + [left]))
                return
            for n in range(min(left, caps[allowed[k]]) + 1):
                fill(k + 1, left - n, parts + [n])

        fill(0, len(cards), [])
        result = []
        for parts in out:
            share = [0] * len(caps)
            for i, n in zip(allowed, parts, strict=True):
                share[i] = n
            result.append(tuple(share))
        return result

    def _count(self, group: int, caps: tuple) -> int:
        if group == len(self.groups):
            return 1 if not any(caps) else 0
        key = (group, caps)
        found = self._counts.get(key)
        if found is not None:
            return found
        n_cards = len(self.groups[group][1])
        total = 0
        for share in self._splits(group, caps):
            rest = self._count(group + 1, _minus(caps, share))
            if rest:
                total += _ways(n_cards, share) * rest
        self._counts[key] = total
        return total

    def _options(self, group: int, caps: tuple) -> tuple[list, list]:
        """The splits of ``group`` that can be completed, and their cumulative weights."""
        key = (group, caps)
        found = self._choices.get(key)
        if found is None:
            n_cards = len(self.groups[group][1])
            shares, weights = [], []
            for share in self._splits(group, caps):
                rest = self._count(group + 1, _minus(caps, share))
                if rest:
                    shares.append(share)
                    weights.append(_ways(n_cards, share) * rest)
            found = self._choices[key] = (shares, list(accumulate(weights)))
        return found

    # -- drawing ---------------------------------------------------------------------------------
    def draw(self, rng: random.Random) -> dict:
        """One layout, every consistent layout being equally likely: holder -> list of cards."""
        hands = {h: list(self.known[h]) for h in self.holders}
        caps = self.capacity
        for g, (_, cards) in enumerate(self.groups):
            shares, cumulative = self._options(g, caps)
            share = shares[bisect_right(cumulative, rng.randrange(cumulative[-1]))]
            order = list(cards)
            rng.shuffle(order)
            pos = 0
            for i, n in enumerate(share):
                if n:
                    hands[self.holders[i]].extend(order[pos:pos + n])
                    pos += n
            caps = _minus(caps, share)
        return hands

    def all_layouts(self, limit: int = 1000) -> list[dict]:
        """Every consistent layout (only when there are at most ``limit``; ValueError otherwise).
        With duplicate cards, layouts that differ only by which copy goes where appear once each
        time they can be told apart, i.e. as multisets they may repeat."""
        if self.total > limit:
            raise ValueError(f"{self.total} layouts is more than {limit}")
        out: list[dict] = []

        def walk(g: int, caps: tuple, hands: dict) -> None:
            if g == len(self.groups):
                out.append({h: list(v) for h, v in hands.items()})
                return
            cards = self.groups[g][1]
            for share in self._options(g, caps)[0]:
                for parts in _partitions(cards, share):
                    for i, part in enumerate(parts):
                        hands[self.holders[i]].extend(part)
                    walk(g + 1, _minus(caps, share), hands)
                    for i, part in enumerate(parts):
                        if part:
                            del hands[self.holders[i]][-len(part):]

        walk(0, self.capacity, {h: list(self.known[h]) for h in self.holders})
        return out


def _minus(caps: tuple, share: tuple) -> tuple:
    return tuple(c - s for c, s in zip(caps, share, strict=True))


def _ways(n: int, share: tuple) -> int:
    """How many ways ``n`` distinct cards can be split into parts of the sizes in ``share``."""
    ways = math.factorial(n)
    for s in share:
        ways //= math.factorial(s)
    return ways


def _partitions(cards: Sequence, share: tuple):
    """Every way to split ``cards`` into consecutive holders' parts of the sizes in ``share``."""
    if not share:
        yield ()
        return
    first, rest = share[0], share[1:]
    for chosen in combinations(range(len(cards)), first):
        picked = set(chosen)
        part = [cards[i] for i in chosen]
        remaining = [c for i, c in enumerate(cards) if i not in picked]
        for tail in _partitions(remaining, rest):
            yield (part,) + tail


def weighted_layouts(sampler: DealSampler, n: int, rng: random.Random,
                     weight: Callable[[dict], float] | None = None, oversample: int = 3,
                     enumerate_below: int = 0) -> list[dict]:
    """``n`` layouts for a search.

    With ``weight`` (a likelihood from soft clues, 0 for a layout that must be ruled out), ``oversample``
    times more layouts are drawn and ``n`` are kept without replacement with chances in proportion
    to their weight. When the sampler has at most ``enumerate_below`` layouts, all of them are
    returned instead (those of weight 0 left out), best weights first.
    """
    if sampler.total <= enumerate_below:
        every = sampler.all_layouts(enumerate_below)
        if weight is None:
            return every
        return [lay for lay, _ in every_weighted(every, weight)] or every
    if weight is None:
        return [sampler.draw(rng) for _ in range(n)]
    candidates = [sampler.draw(rng) for _ in range(n * oversample)]
    keyed = []
    for i, lay in enumerate(candidates):
        w = weight(lay)
        u = rng.random()
        if w > 0:
            # Efraimidis-Spirakis: the n largest u ** (1 / w) are a weighted sample without replacement.
            keyed.append((math.log(u or 1e-300) / w, i))
    if not keyed:
        return candidates[:n]
    keyed.sort(reverse=True)
    return [candidates[i] for _, i in keyed[:n]]


def every_weighted(every: Sequence[dict], weight: Callable[[dict], float]) -> list[tuple[dict, float]]:
    """The layouts of ``every`` with their weights, best first (ties in their order), those of weight 0 left
    out."""
    scored = [(weight(lay), i, lay) for i, lay in enumerate(every)]
    return [(lay, w) for w, _, lay in sorted(scored, key=lambda x: (-x[0], x[1])) if w > 0]


def soft_weight(weights: Mapping[Hashable, Mapping]) -> Callable[[dict], float]:
    """A layout weight from per-holder, per-card factors (a card not listed counts 1)."""
    def weight(layout: dict) -> float:
        w = 1.0
        for holder, factors in weights.items():
            for c in layout.get(holder, ()):
                w *= factors.get(c, 1.0)
        return w
    return weight


# -- rebuilding a hand of the rules engine --------------------------------------------------------
def hidden_cards(view, deck: Sequence) -> list:
    """The cards of ``deck`` the viewer has not seen: not in its hand, not played."""
    seen = list(view.hand)
    for _, cards, _ in view.tricks:
        seen.extend(c for _, c in cards)
    seen.extend(c for _, c in view.trick)
    pool = list(deck)
    for c in seen:
        pool.remove(c)
    return pool


def original_hands(view, layout: Mapping) -> dict:
    """The hands as dealt in the world of ``layout``: each seat's cards now plus what it has played.
    Fits games where every card is dealt to the four players (32 Card Bridge, Bridge, Pinochle...)."""
    out = {}
    for seat in Seat:
        now = list(view.hand) if seat == view.seat else list(layout[seat])
        out[seat] = now + view.played_by(seat)
    return out


def rebuild_hand(view, layout: Mapping, variant=None, cards: Mapping | None = None):
    """The full hand state of the world where the hidden cards lie as in ``layout``.

    Deals the original hands (``cards``, or :func:`original_hands`; a game with a stock or a kitty
    passes its own) and replays the public history through the rules, so the result is a real hand
    of the engine in exactly the position of the view. Raises IllegalAction if the layout cannot
    have produced that history.
    """
    if variant is None:
        info = registered(view.variant)
        assert info is not None, f"the game {view.variant!r} is not registered (import game.variants)"
        variant = info.variant
    dealt = dict(cards) if cards is not None else original_hands(view, layout)
    context = view.context
    kwargs = {"context": context} if context else {}
    hand = variant.new_hand(view.options, dealer=view.dealer, cards=dealt, **kwargs)
    for seat, action in view.history:
        # a card the declarer plays from the dummy is listed under the dummy (contract bridge)
        if hand.to_act != seat and (hand.to_act is None or hand.playing_from(hand.to_act) != seat):
            raise ValueError(f"the history has {seat} acting when {hand.to_act} is to act")
        hand.apply(action)
    return hand
