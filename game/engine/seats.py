"""Seats around the table and the direction of play."""

from __future__ import annotations

from enum import IntEnum

from .errors import excerpt


class Seat(IntEnum):
    """N, E, S, W. Clockwise (as seen from above) is N -> E -> S -> W; partners face each other."""

    N = 0
    E = 1
    S = 2
    W = 3

    def __str__(self) -> str:
        return self.name

    @property
    def partner(self) -> Seat:
        return SEATS[(self + 2) & 3]

    @property
    def side(self) -> str:
        """``"NS"`` or ``"EW"``."""
        return "NS" if self % 2 == 0 else "EW"

    @property
    def left(self) -> Seat:
        """The player on this seat's left: the next one clockwise."""
        return SEATS[(self + 1) & 3]

    @property
    def right(self) -> Seat:
        """The player on this seat's right: the next one counter-clockwise."""
        return SEATS[(self + 3) & 3]

    @property
    def full_name(self) -> str:
        return SEAT_NAMES[self]

    @classmethod
    def parse(cls, text: object) -> Seat:  # anything: what is not a seat is a ValueError
        if isinstance(text, Seat):
            return text
        if isinstance(text, int) and not isinstance(text, bool) and 0 <= text <= 3:
            return SEATS[text]
        if not isinstance(text, str):
            raise ValueError(f"{excerpt(text)} is not a seat (N, E, S or W)")
        t = text.strip().upper()[:1]
        if t not in "NESW" or not t:
            raise ValueError(f"{excerpt(text)} is not a seat (N, E, S or W)")
        return cls[t]


SEATS = (Seat.N, Seat.E, Seat.S, Seat.W)
SEAT_NAMES = {Seat.N: "North", Seat.E: "East", Seat.S: "South", Seat.W: "West"}
SIDES = ("NS", "EW")

CLOCKWISE = 1
COUNTER_CLOCKWISE = -1


def next_seat(seat: Seat, direction: int) -> Seat:
    """The next player in the order of play (``direction`` is CLOCKWISE or COUNTER_CLOCKWISE)."""
    return SEATS[(seat + direction) & 3]


def seats_from(first: Seat, direction: int) -> list[Seat]:
    """The four seats in the order of play, starting with ``first``."""
    return [SEATS[(first + i * direction) & 3] for i in range(4)]


def side_of(seat: Seat) -> str:
    return "NS" if seat % 2 == 0 else "EW"


def other_side(side: str) -> str:
    return "EW" if side == "NS" else "NS"
