"""Computer players against each other: single hands, and duplicate matches.

A duplicate match plays every deal twice, the second time with the cards turned around (player A
takes the seats player B had), so the luck of the cards cancels out and what is left measures the
players. The result is the mean, per deal, of A's points minus B's points, with its 95% confidence
interval. The deals are independent, so they can be shared among processes.
"""

from __future__ import annotations

import math
import multiprocessing
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import cast

from game.engine.registry import registered
from game.engine.seats import SEATS, Seat

from .player import SKILLS, ComputerPlayer

SIDES = ("NS", "EW")


@dataclass(frozen=True)
class Contestant:
    """A named way to make a computer player. ``make`` must be picklable (a module-level function
    or a functools.partial of one) when the match runs in several processes."""

    name: str
    make: Callable[[], ComputerPlayer]


def skill_player(variant_id: str, skill: str, seed: int = 0) -> Contestant:
    """The game's own computer player at ``skill`` (the game must be registered: import game.variants)."""
    info = registered(variant_id)
    if info is None or skill not in SKILLS:
        raise ValueError(f"no {skill} computer player for the game {variant_id!r}")
    make = partial(info.computer_player, skill, seed)  # the engine's GameInfo cannot name the AI's class:
    return Contestant(skill, cast(Callable[[], ComputerPlayer], make))


@dataclass(frozen=True)
class HandOutcome:
    deal: int
    points: dict  # side (or seat name) -> points of the hand
    contract: str | None
    declarer: Seat | None
    made: bool | None
    decisions: int


def play_hand(variant, players: Mapping[Seat, ComputerPlayer], deal_number: int, options=None,
              dealer: Seat | None = None, limit: int = 1000):
    """Play numbered deal ``deal_number`` to the end with ``players`` (seat -> player); returns the
    finished hand. The dealer is the deal number's own unless given."""
    options = options or variant.default_options()
    if dealer is None:
        dealer = variant.dealer_for_number(deal_number)
    hand = variant.new_hand(options, dealer=dealer, deal_number=deal_number)
    for _ in range(limit):
        if hand.done:
            return hand
        seat = hand.to_act
        hand.apply(players[seat].decide(hand.view(seat)).action)
    raise RuntimeError(f"deal {deal_number} did not finish in {limit} actions")


def _outcome(hand, deal: int) -> HandOutcome:
    result = hand.result()
    return HandOutcome(deal, dict(result.points), result.contract, result.declarer, result.made, len(hand.actions))


def seat_players(ns: ComputerPlayer, ew: ComputerPlayer) -> dict[Seat, ComputerPlayer]:
    return {s: ns if s.side == "NS" else ew for s in SEATS}


def play_deals(variant, players: Mapping[Seat, ComputerPlayer], deal_numbers: Iterable[int],
               options=None) -> list[HandOutcome]:
    """Every deal played once with the same players in the same seats."""
    return [_outcome(play_hand(variant, players, d, options), d) for d in deal_numbers]


# -- duplicate matches -----------------------------------------------------------------------------
@dataclass(frozen=True)
class DuplicateDeal:
    deal: int
    a_ns: HandOutcome  # A sitting North-South
    a_ew: HandOutcome  # A sitting East-West

    @property
    def difference(self) -> float:
        """A's points minus B's, averaged over the two tables."""
        first = side_points(self.a_ns.points, "NS") - side_points(self.a_ns.points, "EW")
        second = side_points(self.a_ew.points, "EW") - side_points(self.a_ew.points, "NS")
        return (first + second) / 2


def side_points(points: Mapping, side: str) -> float:
    """A side's points of a hand; when each player scores alone (points per seat "N".."W"), the sum of the
    two seats the side's player sat in."""
    if side in points:
        return points[side]
    return sum(points.get(seat, 0) for seat in side)


@dataclass
class DuplicateResult:
    a: str
    b: str
    deals: list = field(default_factory=list)  # DuplicateDeal, in the order of the deal numbers

    @property
    def n(self) -> int:
        return len(self.deals)

    @property
    def mean(self) -> float:
        return sum(d.difference for d in self.deals) / self.n if self.deals else 0.0

    @property
    def half_width(self) -> float:
        """Half the width of the 95% confidence interval of the mean (normal approximation)."""
        return confidence_half_width([d.difference for d in self.deals])

    @property
    def interval(self) -> tuple[float, float]:
        return self.mean - self.half_width, self.mean + self.half_width

    @property
    def significant(self) -> bool:
        """The interval does not contain zero."""
        low, high = self.interval
        return low > 0 or high < 0

    def summary(self) -> str:
        low, high = self.interval
        return (f"{self.a} vs {self.b}: {self.mean:+.1f} points per deal for {self.a} over {self.n} deals "
                f"(95% interval {low:+.1f} .. {high:+.1f})")


def confidence_half_width(values: Sequence[float], z: float = 1.96) -> float:
    n = len(values)
    if n < 2:
        return math.inf
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    return z * math.sqrt(var / n)


_PLAYER_CACHE: dict = {}


def _players_of(contestant: Contestant) -> ComputerPlayer:
    found = _PLAYER_CACHE.get(contestant)
    if found is None:
        found = _PLAYER_CACHE[contestant] = contestant.make()
    return found


def _duplicate_deal(job) -> DuplicateDeal:
    variant, a, b, options, deal = job
    pa, pb = _players_of(a), _players_of(b)
    first = play_hand(variant, seat_players(pa, pb), deal, options)
    second = play_hand(variant, seat_players(pb, pa), deal, options)
    return DuplicateDeal(deal, _outcome(first, deal), _outcome(second, deal))


def duplicate_match(variant_id: str, a: Contestant, b: Contestant, deals: Iterable[int], options=None,
                    processes: int = 1, progress: Callable[[DuplicateResult], None] | None = None
                    ) -> DuplicateResult:
    """Every deal number of ``deals`` played at two tables, A North-South then East-West.

    ``progress(result_so_far)`` is called after each deal. With ``processes`` > 1 the deals are shared
    among that many worker processes; the result is the same either way.
    """
    info = registered(variant_id)
    if info is None:
        raise ValueError(f"no game {variant_id!r} is registered (import game.variants)")
    variant = info.variant
    jobs = [(variant, a, b, options, d) for d in deals]
    result = DuplicateResult(a.name, b.name)
    if processes <= 1:
        for job in jobs:
            result.deals.append(_duplicate_deal(job))
            if progress:
                progress(result)
        return result
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
    with context.Pool(processes) as pool:
        for deal in pool.imap(_duplicate_deal, jobs, chunksize=1):
            result.deals.append(deal)
            if progress:
                progress(result)
        # the workers leave on their own before the pool is left: Pool.__exit__ terminates them, and a worker
        # killed while it holds the task queue's lock can block the worker the pool starts in its place for ever
        pool.close()
        pool.join()
    return result
