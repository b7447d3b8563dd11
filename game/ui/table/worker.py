"""Computer decisions off the UI thread.

A child process (multiprocessing, "spawn" context, started once) holds the computer players; the
table sends it ``(ticket, skill, seed, view)`` and picks up ``(ticket, Decision)`` when it is ready, so
the window keeps drawing at full rate while a computer thinks. Where a process cannot start (or dies),
a thread serves the same pipe protocol instead. This module must not import pygame: the child
imports it.
"""

from __future__ import annotations

import multiprocessing
import queue
import threading
from dataclasses import dataclass

from game.variants import computer_player

RUNNER_NAME = "card-table-computer-players"

@dataclass(frozen=True)
class Failure:
    """A decision that raised in the worker: the table shows the message instead of hanging."""

    message: str


def serve(connection, variant_id: str) -> None:
    """The worker's loop: one request in, one answer out, until ``None`` or a closed pipe."""
    players = {}
    while True:
        try:
            request = connection.recv()
        except (EOFError, OSError):
            return
        if request is None:
            return
        ticket, skill, seed, view = request
        try:
            player = players.get((skill, seed))
            if player is None:
                player = players[(skill, seed)] = computer_player(variant_id, skill, seed)
            answer = player.decide(view)
        except Exception as exc:  # noqa: BLE001 - any failure goes back to the table as a message
            answer = Failure(f"{type(exc).__name__}: {exc}")
        try:
            connection.send((ticket, answer))
        except (OSError, ValueError):
            return


def process_runner(target, args: tuple, name: str, duplex: bool = True):
    """``target(pipe_end, *args)`` in a spawn child process; (the process, our end of the pipe). OSError and the like
    if no process can start here."""
    context = multiprocessing.get_context("spawn")
    ours, theirs = context.Pipe(duplex=duplex)
    process = context.Process(target=target, args=(theirs, *args), daemon=True, name=name)
    process.start()
    theirs.close()
    return process, ours


def thread_runner(target, args: tuple, name: str, duplex: bool = True):
    """The same in a thread of this process (where a process cannot start, or died): (the thread, our end)."""
    ours, theirs = multiprocessing.Pipe(duplex=duplex)
    thread = threading.Thread(target=target, args=(theirs, *args), daemon=True, name=name)
    thread.start()
    return thread, ours


class DecisionWorker:
    """``ask`` returns a ticket; ``poll`` returns the answers that arrived: ``{ticket: Decision | Failure}``; an answer
    asked ``aside`` waits for ``take`` instead."""

    def __init__(self, variant_id: str, mode: str = "process"):
        self.variant_id = variant_id
        self.pending: dict[int, tuple] = {}
        self.answers: dict[int, object] = {}
        self.aside: dict[int, object | None] = {}  # ticket -> its answer once come (None until then)
        self._tickets = 0
        self.mode = ""
        self._runner = None
        self._connection = None
        self._outbox: queue.Queue = queue.Queue()
        self._broken = False
        self._sender = threading.Thread(target=self._send_loop, daemon=True, name="card-table-requests")
        self._sender.start()
        if mode == "process":
            try:
                self._start_process()
                return
            except (OSError, RuntimeError, ValueError, ImportError):
                pass
        self._start_thread()

    def _start_process(self) -> None:
        self._runner, self._connection = process_runner(serve, (self.variant_id,), RUNNER_NAME)
        self.mode = "process"

    def _start_thread(self) -> None:
        self._runner, self._connection = thread_runner(serve, (self.variant_id,), RUNNER_NAME)
        self.mode = "thread"

    # -- requests ------------------------------------------------------------------------------
    def ask(self, skill: str, seed: int, view, aside: bool = False) -> int:
        """``aside``: the answer is not among ``poll``'s, it waits for ``take`` (the automation probe's hint, which
        the table's own polling must not swallow)."""
        self._tickets += 1
        ticket = self._tickets
        request = (ticket, skill, seed, view)
        self.pending[ticket] = request
        if aside:
            self.aside[ticket] = None
        self._send(request)
        return ticket

    def _send(self, request) -> None:
        """Requests go out from a thread: writing to the pipe wakes the worker, which may cost a frame."""
        self._outbox.put((self._connection, request))

    def _send_loop(self) -> None:
        while True:
            connection, request = self._outbox.get()
            if connection is None:
                return
            try:
                connection.send(request)
            except (OSError, ValueError):
                self._broken = True

    def _fall_back(self) -> None:
        """The process is gone: serve from a thread and ask again what was not answered."""
        self._broken = False
        self._close_connection()
        self._start_thread()
        for request in list(self.pending.values()):
            self._send(request)

    def poll(self) -> dict[int, object]:
        """The answers that have arrived (each given once)."""
        self._receive()
        answers, self.answers = self.answers, {}
        return answers

    def take(self, ticket: int) -> object | None:
        """The answer to ``ticket``, asked aside, once it has come (given once); None until then."""
        self._receive()
        if self.aside.get(ticket) is None:
            return None
        return self.aside.pop(ticket)

    def _receive(self) -> None:
        try:
            while self._connection.poll():
                ticket, answer = self._connection.recv()
                if self.pending.pop(ticket, None) is None:
                    continue
                if ticket in self.aside:
                    self.aside[ticket] = answer
                else:
                    self.answers[ticket] = answer
        except (EOFError, OSError):
            self._fall_back()
        if self._broken or (self.pending and self.mode == "process" and not self._runner.is_alive()):
            self._fall_back()

    def forget(self, ticket: int | None) -> None:
        """An answer no longer wanted (a new hand, a replay): it is dropped when it comes."""
        if ticket is not None:
            self.pending.pop(ticket, None)
            self.aside.pop(ticket, None)

    @property
    def busy(self) -> bool:
        return bool(self.pending)

    # -- the end -------------------------------------------------------------------------------
    def _close_connection(self) -> None:
        try:
            self._connection.close()
        except OSError:
            pass

    def close(self) -> None:
        if self._connection is None:
            return
        self._outbox.put((self._connection, None))
        self._outbox.put((None, None))
        self._sender.join(timeout=1.0)
        self._close_connection()
        if self.mode == "process":
            self._runner.join(timeout=1.0)
            if self._runner.is_alive():
                self._runner.terminate()
                self._runner.join(timeout=1.0)
        self._connection = None


_shared: dict[str, DecisionWorker] = {}


def shared_worker(variant_id: str, mode: str = "process") -> DecisionWorker:
    """One worker per game for the whole program (started once, reused by every table)."""
    worker = _shared.get(variant_id)
    if worker is None or worker._connection is None:
        worker = _shared[variant_id] = DecisionWorker(variant_id, mode)
    return worker


def close_shared() -> None:
    for worker in _shared.values():
        worker.close()
    _shared.clear()
