"""A small random generator whose output never changes with the Python version or machine.

Numbered deals must give the same cards everywhere and forever, so they do not rely on the
standard library's ``random`` (whose shuffle algorithm is an implementation detail). This is
SplitMix64 with a rejection-free multiply-shift bound, fully specified here.
"""

from __future__ import annotations

MASK64 = (1 << 64) - 1


class StableRandom:
    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & MASK64

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A number in 0..n-1 (n small): the high bits of a 64-bit draw times n."""
        return (self.next64() * n) >> 64

    def shuffle(self, items: list) -> None:
        """Fisher-Yates, from the last position down, drawing ``below(i + 1)`` (inlined for speed)."""
        state = self.state
        for i in range(len(items) - 1, 0, -1):
            state = (state + 0x9E3779B97F4A7C15) & MASK64
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
            j = ((z ^ (z >> 31)) * (i + 1)) >> 64
            items[i], items[j] = items[j], items[i]
        self.state = state


def seed_for(*parts: int | str) -> int:
    """A 64-bit seed from numbers and strings, stable across runs (no ``hash()``)."""
    h = 0xCBF29CE484222325
    for part in parts:
        for byte in str(part).encode("utf-8") + b"\x1f":
            h = ((h ^ byte) * 0x100000001B3) & MASK64
    return h


def computer_seed(table_seed: int, seat) -> int:
    """The seed of the computer in ``seat`` at a table (offline, guided, challenge or network) of seed ``table_seed``:
    the same table seed seats the same computers everywhere."""
    return table_seed * 8 + int(seat)
