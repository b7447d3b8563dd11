"""Search for trick games, independent of any one game.

Perfect Information Monte Carlo: deal the hidden cards many times in ways consistent with what the
seat knows, play each candidate action in every such world to the end of the hand, and keep the
action with the best average result (:class:`ActionStats` gathers each action's results over the worlds,
:func:`ranked` orders them); :func:`alphabeta` solves a perfect-information position exactly (the
end of a hand) for any game object with the small protocol of :class:`PerfectInfoGame`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol


@dataclass(frozen=True, slots=True)
class Outcome:
    """One action played in one sampled world, followed to the end of the hand."""

    value: float  # points of the acting side minus points of the other side(s)
    goal: bool  # the side's aim was reached (a contract made, or defeated)
    won_trick: bool = False  # the action won the trick it was played to


@dataclass(slots=True)
class ActionStats:
    action: object
    worlds: int = 0
    total: float = 0.0
    squares: float = 0.0
    goals: int = 0
    tricks: int = 0

    def add(self, out: Outcome) -> None:
        self.worlds += 1
        self.total += out.value
        self.squares += out.value * out.value
        self.goals += out.goal
        self.tricks += out.won_trick

    @property
    def mean(self) -> float:
        return self.total / self.worlds if self.worlds else 0.0

    @property
    def spread(self) -> float:
        """The standard error of the mean."""
        if self.worlds < 2:
            return 0.0
        var = max(0.0, self.squares / self.worlds - self.mean ** 2)
        return math.sqrt(var / (self.worlds - 1))


def ranked(stats: Sequence[ActionStats]) -> list[ActionStats]:
    """Best first: the highest mean, then the most goals; ties keep the order of the actions."""
    order = sorted(range(len(stats)), key=lambda i: (-stats[i].mean, -stats[i].goals, i))
    return [stats[i] for i in order]


class PerfectInfoGame(Protocol):
    """What :func:`alphabeta` needs from a game position where every card is known."""

    def moves(self) -> list: ...

    def play(self, move) -> None: ...

    def undo(self) -> None: ...

    def is_over(self) -> bool: ...

    def maximizing(self) -> bool:
        """Whether the player to move is on the side the value is counted for."""
        ...

    def final_value(self) -> float:
        """The result of the finished hand for the maximizing side."""
        ...


def alphabeta(game: PerfectInfoGame, alpha: float = -math.inf, beta: float = math.inf) -> float:
    """The exact value of the position for the maximizing side, both sides playing their best."""
    if game.is_over():
        return game.final_value()
    if game.maximizing():
        best = -math.inf
        for move in game.moves():
            game.play(move)
            value = alphabeta(game, alpha, beta)
            game.undo()
            if value > best:
                best = value
                if best > alpha:
                    alpha = best
                    if alpha >= beta:
                        break
        return best
    best = math.inf
    for move in game.moves():
        game.play(move)
        value = alphabeta(game, alpha, beta)
        game.undo()
        if value < best:
            best = value
            if best < beta:
                beta = best
                if alpha >= beta:
                    break
    return best


def solve_moves(game: PerfectInfoGame, moves: Sequence) -> list[float]:
    """The exact value of each of ``moves`` for the player to move (its own side's view)."""
    flip = 1 if game.maximizing() else -1
    values = []
    for move in moves:
        game.play(move)
        values.append(flip * alphabeta(game))
        game.undo()
    return values
