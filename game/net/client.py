"""A remote seat: the websockets client in a thread of its own (with its own asyncio loop), so the window's
frame loop never waits on the network. It hands what the host sends to the caller through a queue (``poll``
returns at once), and sends actions and chat lines for it.

Each message the caller gets is the host's JSON object (protocol.py); a ``state`` message's view is already rebuilt
(``message["view"]`` is the engine's View). The client adds its own ``connection`` messages: ``{"kind":
"connection", "status": "connected" | "lost" | "closed", "reason": ..., "attempt": n}`` (``n``: which connection of
this client it is about, so that the end of one given up for a rejoin is not taken for the new one's). After a loss,
``rejoin()`` connects again with the same code, seat and token (the host's welcome gave it: only this program may
take the seat back), and the host sends the hand as it is.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import json
import queue
import threading

import websockets
from websockets.asyncio.client import ClientConnection, connect

from game.engine.view_json import ViewJSONError, view_from_json

from .protocol import message

MAX_FROM_HOST = 1 << 20  # a view of the largest game is some 20 KB
HOST_KINDS = ("welcome", "state", "refused", "chat", "seats", "bye")


def url_of(address: str, port: int | None = None) -> str:
    """``"host"``, ``"host:port"`` or a ws:// URL, as the URL to connect to."""
    if address.startswith(("ws://", "wss://")):
        return address
    return f"ws://{address}" + (f":{port}" if port is not None else "")


class NetClient:
    """One seat at a host. ``start()`` connects and joins; ``poll()`` gives what came; ``send_action``,
    ``send_chat``; ``rejoin()`` after a lost connection; ``close()`` at the end."""

    def __init__(self, url: str, code: str, seat: str, name: str = "", token: str = ""):
        """``token``: the seat's token, when this program was given it before (the host's own window)."""
        self.url, self.code, self.seat, self.name = url, code, seat, name
        self.token = token  # the host's welcome gives it; kept in memory for a rejoin
        self.inbox: queue.Queue[dict] = queue.Queue()
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, daemon=True, name=f"net-client-{seat}")
        self._connection: ClientConnection | None = None
        self._task: concurrent.futures.Future | None = None
        self.attempt = 0  # the connections made so far: each ``connection`` message says which one it is about
        self._thread.start()

    # -- the caller's side (any thread) ----------------------------------------------------------
    def start(self) -> None:
        self.attempt += 1
        self._task = asyncio.run_coroutine_threadsafe(self._run(self.attempt), self._loop)

    def rejoin(self) -> None:
        """Connect again with the same code and seat (after a lost connection)."""
        self.drop()
        self.start()

    def poll(self) -> list[dict]:
        """The messages that arrived since the last call (never waits)."""
        out = []
        while True:
            try:
                out.append(self.inbox.get_nowait())
            except queue.Empty:
                return out

    def get(self, timeout: float) -> dict | None:
        """The next message, waiting at most ``timeout`` seconds (tests and tools; the window polls)."""
        try:
            return self.inbox.get(timeout=timeout)
        except queue.Empty:
            return None

    def send_action(self, action: str) -> None:
        self.send_raw(message("action", action=str(action)))

    def send_chat(self, text: str) -> None:
        self.send_raw(message("chat", text=text))

    def send_raw(self, text: str | bytes) -> None:
        """Any text as it is (the tests send hostile ones)."""
        asyncio.run_coroutine_threadsafe(self._send(text), self._loop)

    def drop(self) -> None:
        """Lose the connection at once, without a goodbye (as a closed laptop does)."""
        asyncio.run_coroutine_threadsafe(self._abort(), self._loop).result(timeout=5)
        if self._task is not None:
            try:
                self._task.result(timeout=5)  # the old connection's loop has ended
            except Exception:  # noqa: BLE001 - it ends as it may: it was dropped on purpose
                pass

    def close(self) -> None:
        """Say goodbye to the host and end the thread (a second call does nothing)."""
        if self._loop.is_closed():
            return
        try:
            asyncio.run_coroutine_threadsafe(self._goodbye(), self._loop).result(timeout=5)
            if self._task is not None:
                self._task.result(timeout=5)  # the connection's loop has seen the end
        except (TimeoutError, concurrent.futures.TimeoutError):
            pass  # a host that does not answer the goodbye: the connection goes with the thread
        if self._task is not None and not self._task.done():
            self._task.cancel()  # still connecting or joining: stopped here, not left pending in a closed loop
            with contextlib.suppress(Exception):
                self._task.result(timeout=2)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout=5)
        if not self._thread.is_alive():
            self._loop.close()

    # -- the network thread ------------------------------------------------------------------------
    async def _run(self, attempt: int) -> None:
        connection = None
        try:
            async with connect(self.url, max_size=MAX_FROM_HOST, open_timeout=10) as connection:
                self._connection = connection
                self.inbox.put({"kind": "connection", "status": "connected", "reason": "", "attempt": attempt})
                await connection.send(message("join", code=self.code, seat=self.seat, name=self.name,
                                              token=self.token))
                async for text in connection:
                    data = self._read(text)
                    if data.get("kind") == "welcome" and isinstance(data.get("token"), str) and data["token"]:
                        self.token = data["token"]
                    self.inbox.put(data)
            self.inbox.put({"kind": "connection", "status": "closed", "reason": "the host closed the connection",
                            "attempt": attempt})
        except (OSError, TimeoutError, websockets.WebSocketException) as exc:
            self.inbox.put({"kind": "connection", "status": "lost", "reason": _why_lost(exc), "attempt": attempt})
        except asyncio.CancelledError:
            self.inbox.put({"kind": "connection", "status": "lost", "reason": "the connection was dropped",
                            "attempt": attempt})
        finally:
            if self._connection is connection:
                self._connection = None

    @staticmethod
    def _read(text) -> dict:
        try:
            data = json.loads(text)
        except (ValueError, UnicodeDecodeError):
            return {"kind": "invalid", "reason": "the host sent something that is not JSON"}
        if not isinstance(data, dict) or data.get("kind") not in HOST_KINDS:
            return {"kind": "invalid", "reason": "the host sent a message of a kind this program does not know"}
        if data["kind"] == "state":
            try:
                data["view"] = view_from_json(data.get("view"))
            except ViewJSONError as exc:
                return {"kind": "invalid", "reason": f"the host sent a view that cannot be read: {exc}"}
        return data

    async def _send(self, text) -> None:
        if self._connection is None:
            self.inbox.put({"kind": "connection", "status": "lost", "reason": "not connected: join again"})
            return
        try:
            await self._connection.send(text)
        except websockets.ConnectionClosed:
            pass  # _run reports the loss

    async def _abort(self) -> None:
        if self._connection is not None:
            self._connection.transport.abort()

    async def _goodbye(self) -> None:
        if self._connection is not None:
            try:
                await self._connection.send(message("bye"))
                await self._connection.close()
            except websockets.ConnectionClosed:
                pass


def _why_lost(exc: BaseException) -> str:
    if isinstance(exc, ConnectionRefusedError):
        return "nobody hosts a table at that address"
    if isinstance(exc, TimeoutError):
        return "the host did not answer in time"
    if isinstance(exc, websockets.ConnectionClosed):
        return "the connection to the host was lost"
    return f"the connection failed: {exc}"
