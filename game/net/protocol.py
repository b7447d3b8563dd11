"""The messages between a host and its players: small JSON objects of a versioned schema.

Every message is an object with ``"v"`` (the protocol version) and ``"kind"``; the other fields depend on the
kind (``FIELDS``). ``parse`` checks a message that came in and raises ProtocolError with a sentence a person can
read when it is not one of ours; nothing in a message is ever executed or unpickled.

From a player: ``join`` (code, seat — N, E, S, W or "spectator" to watch — name; ``token``, optional: the seat's
token, to take it back after a drop), ``action`` (the engine's notation of a card or a call), ``chat``, ``bye``.
From the host: ``welcome`` (your seat, the game, the seats, your seat's token; ``hands``: the number of hands the
host plays, null for the whole match; ``match_state``: the game's own match state as its saves keep it,
``state.to_json()``, e.g. the cut for the first deal, null for a game without one; ``scored``: the hands scored so
far, each as the MatchScored event every seat was sent at its end, so that who joins a later hand has the score
sheets), ``state`` (your view, ``view_json``, with ``events``: what happened since your last view, written for your
seat, and ``reasons``: the computers' reasons without the lines that name a card your view has not shown;
``finished``: no hand follows at this table; ``over``: the match is over by its rules, its ``winner`` the side or
player, null when level; finished but not over: the host stops after the hands it was set to), ``refused`` (a reason
in words), ``chat``, ``seats`` (who sits where, their names and who is connected; ``news``, optional: what the host
changed at a seat), ``bye`` (the reason; ``seat_change``, optional: the host let a computer play your seat,
"computer", or freed it, "free").

``VERSION`` goes up whenever a message gains or changes a field a program of the other version would misread: the
host refuses a join of another version with ``version_words`` (which program is older), so a player is told to play
with the same version rather than shown a game told wrong. 2: ``welcome`` gained ``hands`` and ``match_state``,
``state`` gained ``over``. The welcome's ``scored`` came later without a new version: a program without it reads
nothing wrong (its sheets start at the hand it joined), and a welcome without it is read as no hand scored.
"""

from __future__ import annotations

import json
import secrets
from typing import Any

VERSION = 2
DEFAULT_PORT = 4718
MAX_BYTES = 4096  # a player's message: an action, a chat line or a join is far smaller
MAX_CHAT = 200  # characters of a chat line
CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O or 1/I to mistake when read aloud
CODE_LENGTH = 6
SEAT_LETTERS = ("N", "E", "S", "W")

# the fields a player's message must have, and their types
FROM_PLAYER: dict[str, dict[str, type]] = {
    "join": {"code": str, "seat": str, "name": str},
    "action": {"action": str},
    "chat": {"text": str},
    "bye": {},
}


class ProtocolError(ValueError):
    """A message that is not one of ours: ``str(error)`` is the reason the host sends back."""


def new_code() -> str:
    """A short join code, hard to guess (about 30 bits) and easy to read out."""
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))


def normal_code(text: str) -> str:
    """A code as a person may type it (lower case, spaces): as the host wrote it."""
    return "".join(text.split()).upper()


def valid_code(text: str) -> bool:
    return 4 <= len(text) <= 12 and all(c in CODE_LETTERS for c in text)


def parse_address(text: str) -> tuple[str, int]:
    """``"host"`` or ``"host:port"`` as a person types it: (host, port); ValueError with the reason in words."""
    text = text.strip()
    host, colon, port_text = text.rpartition(":") if text.count(":") == 1 else (text, "", "")
    if not host or any(c.isspace() or not c.isprintable() or c in "/@?#[]" for c in host):
        raise ValueError("type the host's address, such as 192.168.1.20 or 192.168.1.20:4718")
    if not colon:
        return host, DEFAULT_PORT
    if not port_text.isdigit() or not 1 <= int(port_text) <= 65535:
        raise ValueError(f"{port_text[:10]!r} is not a port: after the colon, a number from 1 to 65535")
    return host, int(port_text)


def message(kind: str, **fields: Any) -> str:
    """A message of ours, as the text sent."""
    return json.dumps({"v": VERSION, "kind": kind, **fields}, separators=(",", ":"))


def parse(text: str | bytes, expected: dict[str, dict[str, type]] = FROM_PLAYER) -> dict:
    """The message ``text`` checked against ``expected`` (kind -> field types); ProtocolError with the reason."""
    if len(text) > MAX_BYTES:
        raise ProtocolError(f"the message is too long ({len(text):,} bytes; at most {MAX_BYTES:,})")
    try:
        data = json.loads(text)
    except (ValueError, UnicodeDecodeError):
        raise ProtocolError("the message is not valid JSON") from None
    if not isinstance(data, dict):
        raise ProtocolError("the message is not a JSON object")
    version = data.get("v")
    if version != VERSION:
        raise ProtocolError(version_words(version))
    kind = data.get("kind")
    if not isinstance(kind, str) or kind not in expected:
        raise ProtocolError(f"{_excerpt(kind)} is not a kind of message a player sends "
                            f"(the kinds are {', '.join(expected)})")
    for name, wanted in expected[kind].items():
        if name not in data:
            raise ProtocolError(f"a {kind} message needs its {name}")
        if not isinstance(data[name], wanted) or isinstance(data[name], bool) is not (wanted is bool):
            raise ProtocolError(f"the {name} of a {kind} message must be {_type_words(wanted)}")
    return data


def version_words(version: object) -> str:
    if isinstance(version, int) and not isinstance(version, bool):
        yours = "newer" if version > VERSION else "older"
        return (f"your program is {yours} than the host's (network game version {version}, the host's is {VERSION}): "
                f"play with the same version of the program")
    return "the message has no protocol version: is it from this program?"


def _type_words(wanted: type) -> str:
    return {str: "a text", int: "a whole number", bool: "true or false", dict: "an object", list: "a list"}[wanted]


def _excerpt(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 30 else text[:27] + "..."
