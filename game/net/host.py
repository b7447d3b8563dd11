"""The network host: a websockets (asyncio) server around one NetTable.

A player connects, sends ``join`` with the table's code and a seat, and is sent its view; from then on every
action it sends is checked by the engine and played, and every seat is sent its own view and the events written
for it. Computers decide in a thread (``run_in_executor``), so the loop keeps serving the players meanwhile.
A bad message is answered with ``refused`` and its reason and logged; it never stops the host nor touches
another seat. A player whose connection dropped joins again with the same code and seat and is sent the hand as
it is: a seat once taken is given back only to the token its player was given in the welcome (the player's program
keeps it), so nobody else with the code takes it meanwhile. ``on_change(host)`` is called after every action and
every seat taken or left (the window's host saves its game there: saved.py).
"""

from __future__ import annotations

import asyncio
import hmac
import logging
import time

import websockets
from websockets.asyncio.server import Server, ServerConnection, serve

from game.engine import IllegalAction, Seat

from .protocol import MAX_BYTES, MAX_CHAT, ProtocolError, message, normal_code, parse
from .table import COMPUTER, REMOTE, SPECTATOR, NetTable

log = logging.getLogger("game.net.host")

JOIN_WAIT = 30.0  # seconds a connection may take to send its join
JOIN_TRIES = 3  # failed joins before the connection is closed
MAX_WAITING = 16  # connections that have not joined yet, at most: more are told so and closed
RATE = 20.0  # messages a second a connection may send, on average
BURST = 40.0  # ... and at once
FLOOD_LIMIT = 200  # messages over the rate before the connection is closed
FRAME_LIMIT = 16 * MAX_BYTES  # larger frames close the connection (websockets' max_size); smaller ones are refused


def printable(text: str, length: int) -> str:
    """``text`` on one line, its control characters left out, at most ``length`` characters (names, chat)."""
    return "".join(c for c in " ".join(text.split()) if c.isprintable())[:length]


class RateLimit:
    """A token bucket: ``allow()`` is False when the connection sends faster than ``rate`` (``burst`` at once)."""

    def __init__(self, rate: float = RATE, burst: float = BURST, clock=time.monotonic):
        self.rate, self.burst, self.clock = rate, burst, clock
        self.tokens, self.last = burst, clock()
        self.over = 0  # messages refused for the rate

    def allow(self) -> bool:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        self.over += 1
        return False


class Host:
    """Serves ``table`` on ``address``:``port`` (0: a free port, read ``port`` after ``start``)."""

    def __init__(self, table: NetTable, address: str = "127.0.0.1", port: int = 0, rate: float = RATE,
                 burst: float = BURST, stand_in_after: float | None = None, stand_in_skill: str = "advanced",
                 on_change=None):
        """``stand_in_after``: seconds after which a computer at ``stand_in_skill`` plays for a player whose
        connection dropped, until the player joins again (None: the seat waits for the player)."""
        self.table = table
        self.address, self.port = address, port
        self.rate, self.burst = rate, burst
        self.stand_in_after, self.stand_in_skill = stand_in_after, stand_in_skill
        self.connections: dict[Seat, ServerConnection] = {}
        self.spectators: set[ServerConnection] = set()  # connections that watch: sent what every seat sees alike
        self.server: Server | None = None
        self.finished = asyncio.Event()
        self._computer_task: asyncio.Task | None = None
        self._background: set[asyncio.Task] = set()  # tasks started from callbacks, kept until they end
        self.refusals: list[str] = []  # every refusal's reason, in order (the log says the same)
        self.waiting = 0  # connections that have not joined yet
        self.max_waiting = MAX_WAITING
        self.on_change = on_change

    async def start(self) -> int:
        self.server = server = await serve(self._serve, self.address, self.port, max_size=FRAME_LIMIT)
        self.port = next(iter(server.sockets)).getsockname()[1]
        log.info("hosting %s on %s:%d, code %s", self.table.variant.id, self.address, self.port, self.table.code)
        self._kick_computers()
        return self.port

    async def close(self) -> None:
        if self._computer_task is not None:
            self._computer_task.cancel()
        if self.server is not None:
            for connection in [*self.connections.values(), *self.spectators]:
                await self._send(connection, message("bye", reason="the host closed the table"))
            self.server.close()
            await self.server.wait_closed()

    # -- one connection --------------------------------------------------------------------------
    async def _serve(self, connection: ServerConnection) -> None:
        if self.waiting >= self.max_waiting:  # sockets opened and never joined must not pile up on the host
            await self._refuse(connection, None, "too many connections are waiting to join this table: try again soon")
            return
        self.waiting += 1
        try:
            seat = await self._join(connection)
        finally:
            self.waiting -= 1
        if seat is None:
            return
        if isinstance(seat, str):  # SPECTATOR
            await self._watch(connection)
            return
        limit = RateLimit(self.rate, self.burst)
        try:
            async for text in connection:
                if self.connections.get(seat) is not connection:
                    return  # the seat was taken over by a newer connection of the same player
                if not limit.allow():
                    if limit.over >= FLOOD_LIMIT:
                        await self._refuse(connection, seat, "too many messages: the host closes this connection")
                        return
                    if limit.over % 10 == 1 or '"action"' in str(text)[:MAX_BYTES]:
                        # one refusal in ten (a flood is not answered by a flood), but a move is always answered
                        await self._refuse(connection, seat, "you are sending messages too fast: wait a moment")
                    continue
                try:
                    await self._handle(connection, seat, text)
                except websockets.ConnectionClosed:
                    raise
                except Exception:  # noqa: BLE001 - a fault of ours on one message must not stop the table
                    log.exception("a message from %s could not be handled", seat.full_name)
                    await self._refuse(connection, seat, "the host could not handle that message")
        except websockets.ConnectionClosed:
            pass
        finally:
            await self._left(seat, connection)

    async def _join(self, connection: ServerConnection) -> Seat | str | None:
        """Wait for a valid join (a few tries); the seat (SPECTATOR: one who watches), or None when the connection is
        to be closed."""
        for _ in range(JOIN_TRIES):
            try:
                text = await asyncio.wait_for(connection.recv(), JOIN_WAIT)
            except (TimeoutError, websockets.ConnectionClosed):
                return None
            try:
                data = parse(text)
                if data["kind"] != "join":
                    raise ProtocolError("join the table first (a join message with the code and your seat)")
                seat = self._seat_for(data)
            except ProtocolError as exc:
                await self._refuse(connection, None, str(exc))
                continue
            if isinstance(seat, str):  # SPECTATOR: no seat to take
                return seat
            await self._seat(connection, seat, printable(data["name"], 16) or self.table.names.get(seat, ""))
            return seat
        await self._send(connection, message("bye", reason="too many failed joins"))
        return None

    def _seat_for(self, data: dict) -> Seat | str:
        if not hmac.compare_digest(normal_code(data["code"]).encode(), self.table.code.encode()):
            raise ProtocolError("the code is not this table's: check it with the host")
        if data["seat"].strip().lower() == SPECTATOR:
            return SPECTATOR
        try:
            seat = Seat.parse(data["seat"])
        except ValueError:
            raise ProtocolError(f"{data['seat'][:10]!r} is not a seat: choose N, E, S or W") from None
        if seat in self.table.friends_seats:
            raise ProtocolError(f"the host let a computer play {seat.full_name} in your place: the host can give it "
                                f"back (Game > Seats at this table), then join again")
        if self.table.seats[seat] != REMOTE:
            free = ", ".join(s.full_name for s in self.table.remote_seats()) or "none"
            raise ProtocolError(f"a computer plays {seat.full_name} at this table; the seats for players: {free}")
        token = data.get("token", "")
        if not isinstance(token, str):
            raise ProtocolError("the token of a join message must be a text")
        self.table.claim(seat, token[:64])
        return seat

    async def _seat(self, connection: ServerConnection, seat: Seat, name: str) -> None:
        old = self.connections.get(seat)
        self.connections[seat] = connection
        self.table.connected.add(seat)
        self.table.back(seat)
        self.table.names[seat] = name
        if old is not None and old is not connection:  # the same player again, from a new connection
            await self._send(old, message("bye", reason="you joined this seat again from another connection"))
            await old.close()
        log.info("%s joins as %s", name or "a player", seat.full_name)
        starts = self.table.start_if_full()
        for text in self.table.start_messages(seat):
            await self._send(connection, text)
        await self._broadcast_seats()
        self._changed()
        if starts:
            log.info("every seat is taken: the game starts")
            self._kick_computers()

    async def _watch(self, connection: ServerConnection) -> None:
        """A spectator: sent what every seat sees alike as the game goes on; a move or a chat line is refused."""
        self.spectators.add(connection)
        self.table.spectators = len(self.spectators)
        log.info("a spectator watches the table")
        try:
            for start in self.table.start_messages(None):
                await self._send(connection, start)
            limit = RateLimit(self.rate, self.burst)
            async for text in connection:
                if not limit.allow():
                    if limit.over >= FLOOD_LIMIT:
                        return
                    continue
                try:
                    if parse(text)["kind"] == "bye":
                        return
                except ProtocolError as exc:
                    await self._refuse(connection, None, str(exc))
                    continue
                await self._refuse(connection, None, "a spectator watches the table: only its players play and talk")
        except websockets.ConnectionClosed:
            pass
        finally:
            self.spectators.discard(connection)
            self.table.spectators = len(self.spectators)

    async def _left(self, seat: Seat, connection: ServerConnection) -> None:
        if self.connections.get(seat) is connection:
            del self.connections[seat]
            self.table.connected.discard(seat)
            log.info("%s left (the seat waits for the player to join again)", seat.full_name)
            await self._broadcast_seats()
            self._changed()
            if self.stand_in_after is not None:
                asyncio.get_running_loop().call_later(self.stand_in_after, self._stand_in, seat)

    def _stand_in(self, seat: Seat) -> None:
        if seat in self.table.connected or self.table.finished:
            return
        log.info("a computer plays for %s until the player is back", seat.full_name)
        self.table.stand_in(seat, self.stand_in_skill)
        task = asyncio.get_running_loop().create_task(self._broadcast_seats())
        self._background.add(task)
        task.add_done_callback(self._background.discard)
        self._kick_computers()

    # -- the host's choices for a friend's seat (Game > Seats at this table) --------------------------------
    async def change_seat(self, seat: Seat, change: str, skill: str = "advanced") -> str:
        """A computer plays a friend's seat, the seat is freed, or given back (NetTable.change_seat; ValueError with the
        reason): the friend sitting there is sent away with the reason, everybody is told, the game goes on. The news as
        the host's window says it ("You let a computer play West")."""
        problem = self.table.seat_change_problem(seat, change, skill)
        if problem is not None:
            raise ValueError(problem)
        connection = self.connections.pop(seat, None)
        news = self.table.change_seat(seat, change, skill)
        log.info("%s", news)
        if connection is not None:
            await self._send(connection, message("bye", reason=news[0].lower() + news[1:], seat_change=change))
            await connection.close()
        starts = self.table.start_if_full()  # a friend who never came: a computer plays the seat and the game starts
        yours = "You" + news[len("The host"):]
        status, own = self.table.seat_status(news), self.table.seat_status(yours)
        await self._broadcast(lambda s: own if s in self.table.hosts_own else status)
        self._changed()
        if starts:
            log.info("every seat is taken: the game starts")
        self._kick_computers()
        if change != COMPUTER and self.stand_in_after is not None:
            asyncio.get_running_loop().call_later(self.stand_in_after, self._stand_in, seat)
        return yours

    async def _handle(self, connection: ServerConnection, seat: Seat, text) -> None:
        try:
            data = parse(text)
        except ProtocolError as exc:
            await self._refuse(connection, seat, str(exc))
            return
        kind = data["kind"]
        if kind == "action":
            await self._action(connection, seat, data["action"])
        elif kind == "chat":
            line = printable(data["text"], MAX_CHAT)
            if line:
                await self._broadcast(lambda s: message("chat", seat=str(seat), text=line))
        elif kind == "bye":
            await connection.close()
        else:
            await self._refuse(connection, seat, "you have already joined this table")

    async def _action(self, connection: ServerConnection, seat: Seat, action: str) -> None:
        try:
            out = self.table.play(seat, action)
        except IllegalAction as exc:
            await self._refuse(connection, seat, exc.reason)
            return
        await self._deliver(out)
        self._kick_computers()

    # -- the computers -----------------------------------------------------------------------------
    def _kick_computers(self) -> None:
        if self._computer_task is None or self._computer_task.done():
            self._computer_task = asyncio.get_running_loop().create_task(self._computers())

    async def _computers(self) -> None:
        loop = asyncio.get_running_loop()
        while (seat := self.table.computer_to_act()) is not None:
            view = self.table.hand.view(seat)
            try:
                decision = await loop.run_in_executor(None, self.table.decide, seat, view)
                action, reasons = decision.action, decision.reasons
            except Exception:  # noqa: BLE001 - a computer's fault must not stop the table: it plays the first move
                log.exception("the computer at %s failed to decide", seat.full_name)
                action, reasons = self.table.hand.legal_actions()[0], []
            if self.table.computer_to_act() != seat or self.table.hand.view(seat) != view:
                continue  # the position or the seat's player changed meanwhile: a stale decision is never played
            await self._deliver(self.table.play(seat, action, reasons))
        if self.table.finished:
            self.finished.set()

    def _changed(self) -> None:
        if self.on_change is not None:
            try:
                self.on_change(self)
            except Exception:  # noqa: BLE001 - keeping the game must not stop it (on_change reports its own problems)
                log.exception("the host's game could not be kept")

    # -- sending ---------------------------------------------------------------------------------
    async def _deliver(self, out) -> None:
        self._changed()
        for seat, texts in out.texts.items():
            connection = self.connections.get(seat)
            for text in texts:
                if connection is not None:
                    await self._send(connection, text)
        for connection in list(self.spectators):
            for text in out.to_spectators:
                await self._send(connection, text)
        if self.table.finished:
            self.finished.set()

    async def _broadcast(self, make) -> None:
        """``make(seat)`` to every player, ``make(None)`` to every spectator (the seats' news, the chat)."""
        for seat, connection in list(self.connections.items()):
            await self._send(connection, make(seat))
        for connection in list(self.spectators):
            await self._send(connection, make(None))

    async def _broadcast_seats(self) -> None:
        status = self.table.seat_status()
        await self._broadcast(lambda seat: status)

    async def _refuse(self, connection: ServerConnection, seat: Seat | None, reason: str) -> None:
        who = seat.full_name if seat is not None else "a connection that has not joined"
        log.warning("refused %s: %s", who, reason)
        self.refusals.append(reason)
        await self._send(connection, message("refused", reason=reason))

    @staticmethod
    async def _send(connection: ServerConnection, text: str) -> None:
        try:
            await connection.send(text)
        except websockets.ConnectionClosed:
            pass  # the connection's own loop sees it close and frees the seat


async def serve_table(table: NetTable, address: str = "0.0.0.0", port: int = 0, ready=None,
                      stand_in_after: float | None = None, on_change=None) -> None:
    """Host ``table`` until its game is over (the headless ``--serve``); ``ready(port)`` once it listens."""
    host = Host(table, address, port, stand_in_after=stand_in_after, on_change=on_change)
    bound = await host.start()
    if ready is not None:
        ready(bound)
    try:
        await host.finished.wait()
        await asyncio.sleep(0.5)  # the last messages go out before the connections close
    finally:
        await host.close()
