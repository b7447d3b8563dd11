"""What the user chose for the window and the table (kept in memory; saving them is the storage's job)."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields

from .theme import DEFAULT_FELT


@dataclass
class UiSettings:
    sound: bool = True
    zoom: int = 0  # 0: the scale pygame picks for the desktop; 1 or 2: that many pixels per logical pixel
    fullscreen: bool = False
    felt: str = DEFAULT_FELT
    card_back: str = "back_1"
    player_name: str = "You"
    animation_speed: int = 5  # 1 (slow) .. 10 (fast)

    def to_json(self) -> dict:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict) -> UiSettings:
        known = {f.name for f in fields(cls)}
        return cls(**{key: value for key, value in data.items() if key in known})
