"""What the user chose for the window and the table (kept in memory; saving them is the storage's job).

Each field is declared with :func:`game.engine.options.option`, as the rule options are, so the storage checks
a settings file with the same code that checks an options file."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields

from game.engine.options import option

from .resources import BACK_SPRITES
from .theme import DEFAULT_FELT, FELTS

CARD_BACKS = tuple(sprite.rsplit("/", 1)[-1] for sprite in BACK_SPRITES)  # "back_1" ...
NAME_LENGTH = 64
ADDRESS_LENGTH = 80  # a host name and a port
CODE_LENGTH = 12  # the longest join code the host takes (game.net.protocol.valid_code)


def _short_line(text: str, length: int) -> str | None:
    """Why ``text`` cannot be a remembered address or code (None: it can; blank is allowed: nothing typed yet)."""
    if len(text) > length or not text.isprintable():
        return f"at most {length} printable characters"
    return None


@dataclass
class UiSettings:
    sound: bool = option(True, "Sound", "Sound effects on or off")
    zoom: int = option(0, "Zoom", "0: the scale pygame picks for the desktop; 1 or 2: that many pixels per logical "
                       "pixel", min=0, max=2)
    fullscreen: bool = option(False, "Full screen", "The window fills the screen")
    felt: str = option(DEFAULT_FELT, "Felt", "The colour of the table", choices=tuple(FELTS))
    mono: bool = option(False, "Mono display", "The table in shades of grey, as on a monochrome monitor")
    card_back: str = option("back_1", "Card back", "The picture on the back of the cards", choices=CARD_BACKS)
    player_name: str = option("You", "Your name", "The name shown at your seat", max_length=NAME_LENGTH)
    animation_speed: int = option(5, "Animation speed", "1 (slow) to 10 (fast)", min=1, max=10)
    join_address: str = option("", "Join address", "The host last joined over the network (address[:port])",
                               check=lambda text: _short_line(text, ADDRESS_LENGTH))
    join_code: str = option("", "Join code", "The join code last typed to join a network game",
                            check=lambda text: _short_line(text, CODE_LENGTH))
    join_seat: str = option("S", "Join seat", "The seat last taken at a network game (or spectator)",
                            choices=("N", "E", "S", "W", "spectator"))

    def to_json(self) -> dict:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict) -> UiSettings:
        known = {f.name for f in fields(cls)}
        return cls(**{key: value for key, value in data.items() if key in known})
