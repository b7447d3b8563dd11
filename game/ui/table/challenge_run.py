"""The Expert's run of a duplicate challenge, away from the window.

When a challenge starts, a child process (multiprocessing, "spawn" context, like the decision worker) plays all its
deals with the Expert in South (game.ai.challenge.expert_run) and sends back ``(index, record, score)`` as each deal
ends, then ``None``. Where a process cannot start (or dies), a thread does the same. The table picks the answers up
with ``poll`` between frames and never waits on them. This module must not import pygame: the child imports it.
"""

from __future__ import annotations

import threading

import game.variants  # noqa: F401 - the games register themselves (the child starts with nothing imported)
from game.ai.challenge import EXPERT, Challenge, expert_run

from .worker import process_runner, thread_runner

RUNNER_NAME = "card-table-challenge-expert"
PER_POLL = 2  # deals taken in at most per look (a frame's worth of reading; the rest wait for the next frame)


def serve(connection, challenge_json: dict, start: int, south: str = EXPERT, stop=None) -> None:
    """The child's work: every deal from ``start`` on, each sent as it ends, then None (a thread stops after the deal
    it is playing when ``stop`` is set)."""
    try:
        for answer in expert_run(Challenge.from_json(challenge_json), start, south):
            if stop is not None and stop.is_set():
                return
            connection.send(answer)
        connection.send(None)
    except (OSError, ValueError, EOFError):
        return  # the table closed the pipe: nobody waits for the rest
    except Exception as exc:  # noqa: BLE001 - any failure goes back to the table in words
        try:
            connection.send(("failed", f"{type(exc).__name__}: {exc}"))
        except (OSError, ValueError):
            return


class ExpertRun:
    """``poll`` returns what arrived since the last call: ``{index: (record, score)}``; ``done`` once every deal is in;
    ``failure`` says in words why the run stopped, if it did."""

    def __init__(self, challenge: Challenge, mode: str = "process", have: dict | None = None, south: str = EXPERT):
        self.challenge = challenge
        self.south = south  # the skill in South: the Expert (a test may choose the quickest)
        self._stop = threading.Event()
        self.results: dict[int, tuple[dict, int]] = dict(have or {})
        self.failure: str | None = None
        self.mode = ""
        self._runner = None
        self._connection = None
        self._finished = False
        if mode == "process":
            try:
                self._start_process()
                return
            except (OSError, RuntimeError, ValueError, ImportError):
                pass
        self._start_thread()

    def _start(self) -> int:
        return next((i for i in self.challenge.indexes() if i not in self.results), self.challenge.deals + 1)

    def _start_process(self) -> None:
        args = (self.challenge.to_json(), self._start(), self.south)
        self._runner, self._connection = process_runner(serve, args, RUNNER_NAME, duplex=False)
        self.mode = "process"

    def _start_thread(self) -> None:
        args = (self.challenge.to_json(), self._start(), self.south, self._stop)
        self._runner, self._connection = thread_runner(serve, args, RUNNER_NAME, duplex=False)
        self.mode = "thread"

    @property
    def done(self) -> bool:
        return all(i in self.results for i in self.challenge.indexes())

    def poll(self) -> dict[int, tuple[dict, int]]:
        """The deals that arrived since the last call (each given once); the run goes on in a thread if its process
        died before the end."""
        arrived: dict[int, tuple[dict, int]] = {}
        if self._connection is None or self._finished:
            return arrived
        try:
            for _ in range(PER_POLL):
                if not self._connection.poll():
                    break
                answer = self._connection.recv()
                if answer is None:
                    self._finished = True
                    break
                if answer[0] == "failed":
                    self.failure, self._finished = answer[1], True
                    break
                index, record, score = answer
                arrived[index] = self.results[index] = (record, score)
        except (EOFError, OSError):
            self._fall_back()
            return arrived
        if not self._finished and self.mode == "process" and not self._runner.is_alive() and not self.done \
                and not self._connection.poll():  # nothing left to read (a dead process's deals are read first)
            self._fall_back()
        return arrived

    def _fall_back(self) -> None:
        self._close_connection()
        if not self.done:
            self._start_thread()

    def _close_connection(self) -> None:
        if self._connection is not None:
            try:
                self._connection.close()
            except OSError:
                pass
        self._connection = None

    def close(self) -> None:
        """Stop the run (a challenge abandoned, the table closed)."""
        self._stop.set()
        self._close_connection()
        if self.mode == "process" and self._runner is not None and self._runner.is_alive():
            self._runner.terminate()
            self._runner.join(timeout=1.0)
        self._finished = True
