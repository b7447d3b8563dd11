"""A host inside the window (Game > Host a network game): the Host runs in a thread of its own with its own asyncio
loop, so the window's frame loop never waits on it. The window asks ``poll()`` each frame (never waits): the port once
the host listens, or why it could not. The game is written to the disk after every action (saved.py); a problem
doing so is kept for the window to say."""

from __future__ import annotations

import asyncio
import concurrent.futures
import threading

from .host import Host
from .saved import host_file, save_host_game
from .table import NetTable


class HostRunner:
    """``table`` hosted on ``address``:``port`` in a background thread. ``poll()`` -> ("listening", port),
    ("failed", reason) or ("starting", 0); ``problems()`` -> what could not be kept; ``close()`` at the end."""

    def __init__(self, table: NetTable, port: int, *, address: str = "0.0.0.0", stand_in_after: float | None = None,
                 keep: bool = True):
        self.table = table
        self.stand_in_after = stand_in_after
        self.host = Host(table, address, port, stand_in_after=stand_in_after,
                         on_change=self._keep if keep else None)
        self.path = host_file()  # where the game is kept: the profile in use when the host started
        self._problems: list[str] = []
        self._said: set[str] = set()
        self._lock = threading.Lock()
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, daemon=True, name="net-host")
        self._thread.start()
        self._started: concurrent.futures.Future = asyncio.run_coroutine_threadsafe(self.host.start(), self._loop)

    def poll(self) -> tuple[str, int | str]:
        if not self._started.done():
            return "starting", 0
        error = self._started.exception()
        if error is None:
            return "listening", self._started.result()
        if isinstance(error, OSError):
            return "failed", f"this computer cannot host on port {self.host.port}: {error.strerror or error}"
        return "failed", f"the host could not start: {error}"

    @property
    def port(self) -> int:
        return self.host.port

    def _on_loop(self, make) -> concurrent.futures.Future:
        """``make()`` (a coroutine) run on the host's loop, the only thread that touches its table: its future, for
        the window to look at (never to wait on). A host already stopped: a future with the RuntimeError."""
        coroutine = make()
        if self._thread.is_alive() and not self._loop.is_closed():
            try:
                return asyncio.run_coroutine_threadsafe(coroutine, self._loop)
            except RuntimeError:  # closed meanwhile
                pass
        coroutine.close()
        failed: concurrent.futures.Future = concurrent.futures.Future()
        failed.set_exception(RuntimeError("the host has stopped"))
        return failed

    def seats(self) -> concurrent.futures.Future:
        """Who sits where now (NetTable.seat_info), read on the host's loop."""
        async def read() -> dict:
            return self.table.seat_info()

        return self._on_loop(read)

    def change_seat(self, seat, change: str, skill: str = "advanced") -> concurrent.futures.Future:
        """The host's choice for a friend's seat (Host.change_seat), made on the host's loop: its future (the news, or
        ValueError with the reason)."""
        return self._on_loop(lambda: self.host.change_seat(seat, change, skill))

    def _keep(self, host: Host) -> None:
        problem = save_host_game(host.table, host.port, self.stand_in_after, self.path)
        if problem:
            with self._lock:
                if problem not in self._said:
                    self._said.add(problem)
                    self._problems.append(problem)

    def problems(self) -> list[str]:
        """What could not be written since the last call (each said once)."""
        with self._lock:
            new, self._problems = self._problems, []
        return new

    def forget(self) -> None:
        """A game that never started: its file goes (after ``close``: nothing writes it again)."""
        try:
            self.path.unlink(missing_ok=True)
        except OSError:
            pass  # a file left there is offered as a game to resume, and a new game replaces it

    def close(self, timeout: float = 5.0) -> None:
        """Say goodbye to the players and stop the thread (a second call does nothing)."""
        if self._loop.is_closed():
            return
        try:
            if self._started.done() and self._started.exception() is None:
                asyncio.run_coroutine_threadsafe(self.host.close(), self._loop).result(timeout)
        except (TimeoutError, concurrent.futures.TimeoutError):
            pass
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout)
        if not self._thread.is_alive():
            self._loop.close()
