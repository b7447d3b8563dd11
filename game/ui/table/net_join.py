"""Game/File > Join a network game: the Join dialog, then a box that waits for the host's answer while the window
keeps moving (the NetClient's thread does the waiting), then the table at the player's seat (a RemoteSession)."""

from __future__ import annotations

import threading

from game.engine import Seat
from game.net.protocol import DEFAULT_PORT, parse_address
from game.net.remote import RemoteSession

from ..widgets.dialogs import MessageBox
from . import store
from .dialogs import JoinDialog

TOKENS: dict[tuple, str] = {}  # (host, port, code, seat) -> the token its host gave: this program takes the seat back


def last_join(settings) -> tuple:
    """(host, port, code, seat) of the table last joined, as the settings keep it (() when there is none)."""
    try:
        host, port = parse_address(settings.join_address)
    except ValueError:
        return ()
    return host, port, settings.join_code, settings.join_seat


def kept_token(settings, key: tuple) -> str:
    """The token of the seat ``key`` from this run, else from the settings (the program was restarted)."""
    if key in TOKENS:
        return TOKENS[key]
    return settings.join_token if key and last_join(settings) == key else ""


def keep_token(app, key: tuple, token: str) -> None:
    """The host's token for the seat ``key``, kept for this run and in the settings (with the table's address)."""
    TOKENS[key] = token
    host, port, code, seat = key
    settings = app.settings
    settings.join_address = host if port == DEFAULT_PORT else f"{host}:{port}"
    settings.join_code, settings.join_seat, settings.join_token = code, seat, token
    problem = store.save_settings(settings)
    if problem:
        app.message(problem, title="Your settings", width=440)


class JoiningBox(MessageBox):
    """"Joining the table..." with Cancel, until the host welcomes the player and sends the first view
    (``on_joined(session)``), refuses the join (its reason is said) or cannot be reached."""

    def __init__(self, app, client, where: str, on_joined, key: tuple = ()):
        """``key``: (host, port, code, seat), under which the seat's token is kept for a later join."""
        super().__init__(app, f"Joining the table at {where}...", "Join a network game", buttons=("Cancel",),
                         on_close=self._closed)
        self.client, self.on_joined, self.key = client, on_joined, key
        self.welcome: dict | None = None
        self.seats: dict | None = None  # the host's seats message: who sits where, for the table

    def update(self, dt: float) -> None:
        super().update(dt)
        while self.result is None and (data := self.client.get(0)) is not None:
            self._heard(data)

    def _heard(self, data: dict) -> None:
        kind = data.get("kind")
        if kind == "welcome":
            self.welcome = data
            if self.key and isinstance(data.get("token"), str) and data["token"]:
                keep_token(self.app, self.key, data["token"][:64])
        elif kind == "seats":
            self.seats = data
        elif kind == "state" and self.welcome is not None:
            session = RemoteSession(self.client, self.welcome, data, self.seats)
            session.token_key = self.key
            self.finish("joined")
            self.on_joined(session)
        elif kind == "refused":
            self._failed(f"The host refused: {data.get('reason', '')}.")
        elif kind == "bye" or (kind == "connection" and data.get("status") in ("lost", "closed")):
            self._failed(f"The table cannot be joined: {data.get('reason', '')}.")

    def _failed(self, text: str) -> None:
        self.finish("failed")
        self.app.message(text, title="Join a network game", icon="error")

    def _closed(self, choice: str) -> None:
        if choice != "joined":
            threading.Thread(target=self.client.close, daemon=True, name="net-client-close").start()

    def is_animating(self) -> bool:
        return True  # the host's answer is looked for every frame


def name_to_send(settings) -> str:
    """The player's name as the host and the others show it: none when it is the program's "You" (the others would
    read "You" at that seat), so that the seat's own name is shown there."""
    name = settings.player_name.strip()
    return "" if name.lower() == "you" else name


def ask_join(app, on_joined, say_problem) -> None:
    """The Join dialog (the last address, code and seat offered, the new ones kept); joined, ``on_joined(session)``
    opens the network table. ``say_problem``: how a settings file that cannot be written is said."""
    settings = app.settings

    def chosen(where: tuple[str, int], code: str, seat: Seat | str) -> None:
        host, port = where
        settings.join_address = host if port == DEFAULT_PORT else f"{host}:{port}"
        settings.join_code, settings.join_seat = code, str(seat)
        problem = store.save_settings(settings)
        if problem:
            say_problem(problem)
        join(app, where, code, seat, on_joined)

    app.push(JoinDialog(app, settings.join_address, settings.join_code, settings.join_seat, chosen))


def join(app, where: tuple[str, int], code: str, seat: Seat | str, on_joined) -> None:
    """Connect to the host at ``where`` (host, port) for ``seat`` (or "spectator") with ``code`` (the Join dialog,
    ``--join``): the box waits for the host's answer; joined, ``on_joined(session)``."""
    from game.net.client import NetClient, url_of  # websockets is loaded when a person joins, not at every start

    host, port = where
    key = (host, port, code, str(seat))
    client = NetClient(url_of(host, port), code, str(seat), name=name_to_send(app.settings),
                       token=kept_token(app.settings, key))
    client.start()
    app.push(JoiningBox(app, client, host if port == DEFAULT_PORT else f"{host}:{port}", on_joined, key))
