"""Cards in flight: a card slides from one point to another over a time, eased; the table runs its
steps one after another and waits for the flights that block."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from game.engine import Card


def ease_out(t: float) -> float:
    """Fast start, soft landing."""
    t = min(1.0, max(0.0, t))
    return 1 - (1 - t) ** 3


@dataclass
class Flight:
    card: Card | None  # None: a card back
    start: tuple[float, float]
    end: tuple[float, float]
    duration: float
    face_up: bool = True
    delay: float = 0.0
    on_land: Callable[[], None] | None = None
    elapsed: float = field(default=0.0)
    landed: bool = field(default=False)

    def update(self, dt: float) -> None:
        if self.landed:
            return
        self.elapsed += dt
        if self.elapsed >= self.delay + self.duration:
            self.landed = True
            if self.on_land is not None:
                self.on_land()

    @property
    def started(self) -> bool:
        return self.elapsed >= self.delay

    @property
    def position(self) -> tuple[int, int]:
        if self.duration <= 0:
            t = 1.0
        else:
            t = ease_out((self.elapsed - self.delay) / self.duration)
        return (round(self.start[0] + (self.end[0] - self.start[0]) * t),
                round(self.start[1] + (self.end[1] - self.start[1]) * t))


class Flights:
    """The cards moving now, drawn above the table in the order they took off."""

    def __init__(self):
        self.items: list[Flight] = []

    def add(self, flight: Flight) -> Flight:
        self.items.append(flight)
        return flight

    def update(self, dt: float) -> None:
        for flight in list(self.items):
            flight.update(dt)
        self.items = [f for f in self.items if not f.landed]

    def __bool__(self) -> bool:
        return bool(self.items)

    def __iter__(self):
        return iter(list(self.items))

    def clear(self) -> None:
        self.items.clear()


def speed_scale(animation_speed: int) -> float:
    """How long animations last relative to the normal speed (1 slow .. 10 fast; 5 is 1.0)."""
    speed = min(10, max(1, animation_speed))
    return 1.6 ** ((5 - speed) / 2.5)
