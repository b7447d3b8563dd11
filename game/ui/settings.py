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
TOKEN_LENGTH = 64  # the longest seat token the host reads (game.net.host)


def _short_line(text: str, length: int) -> str | None:
    """Why ``text`` cannot be a remembered address or code (None: it can; blank is allowed: nothing typed yet)."""
    if len(text) > length or not text.isprintable():
        return f"at most {length} printable characters"
    return None


HOST_SEAT_KINDS = ("you", "friend", "novice", "advanced", "expert", "other")  # the Host dialog's choices


def _host_seats_problem(text: str) -> str | None:
    """Why ``text`` is not the Host dialog's seats as kept ("" or four SEAT=KIND), or None."""
    if not text:
        return None
    parts = [part.partition("=") for part in text.split(",")]
    seats, kinds = sorted(seat for seat, _, _ in parts), [kind for _, _, kind in parts]
    if seats != ["E", "N", "S", "W"] or any(kind not in HOST_SEAT_KINDS for kind in kinds):
        return "four seats written N=KIND, KIND one of " + ", ".join(HOST_SEAT_KINDS)
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
    host_seats: str = option("", "Host seats", "Who sat where at the network game last hosted (N=you,E=friend...)",
                             check=lambda text: _host_seats_problem(text))
    host_port: int = option(4718, "Host port", "The port of the network game last hosted", min=1, max=65535)
    host_stand_in: int = option(0, "Host stand-in", "Seconds before a computer plays for a friend who dropped (0: the "
                                "seat waits)", min=0, max=3600)
    join_token: str = option("", "Join token", "What the host of the last network game joined gave for the seat: "
                             "the seat is taken back with it after a lost connection or a restart",
                             check=lambda text: _short_line(text, TOKEN_LENGTH))

    def to_json(self) -> dict:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict) -> UiSettings:
        known = {f.name for f in fields(cls)}
        return cls(**{key: value for key, value in data.items() if key in known})
