"""A stand-in for the table, for tests/test_kill.py: plays games of ``variant`` to their end through the real
session and storage code (game.ui.table.session, game.ui.table.store, game.storage), writing the files as the table
does, and says on stdout what is on the disk, so that a test may kill it at any instant and check that nothing it
said was kept has been lost.

    python tests/kill_driver.py VARIANT SEED GAMES [WORD SKIP DELAY]

With WORD, SKIP and DELAY, the process kills itself (SIGKILL, from a thread: a kill the program cannot see coming)
DELAY seconds after it says its (SKIP + 1)-th line starting with WORD, wherever it is then, a write or a system
call included (a thread on its own: an outside killer's reaction time would vary more than the few milliseconds
the end of a game takes).

The user's folder is ``$CARD_TABLE_HOME``. At the start, as the table does, it takes up the game in progress from
the autosave (store.load_autosave, which finishes what a kill interrupted). South is the human: its moves are
autosaved at once (Autosaver.save_now), the computers' from the background thread; the last card of a hand (the
session scores the hand then) goes through store.keep_scored_hand instead, as at the table. Lines (each flushed
once what it says is on the disk):

    move KEY HANDS ACTIONS   South's move: HANDS hands scored in game KEY, ACTIONS moves in the hand now
    scoring KEY              a hand of game KEY (not its last) is scored and about to be written
    ending KEY               the last hand of game KEY is scored and about to be written
    finished KEY             game KEY is in the history and its autosave removed
"""

from __future__ import annotations

import os
import random
import signal
import sys
import threading
import time

from game.engine import PASS, Seat
from game.ui.table import store
from game.ui.table.session import TableSession

PLAYERS = {Seat.N: "expert", Seat.E: "expert", Seat.S: "human", Seat.W: "expert"}
NAMES = {"N": "North", "E": "East", "S": "Driver", "W": "West"}


class Killer:
    """Kills this process ``delay`` seconds after the (``skip`` + 1)-th line said that starts with ``word``."""

    def __init__(self, word: str | None = None, skip: int = 0, delay: float = 0.0):
        self.word, self.left, self.delay = word, skip, delay

    def heard(self, word: str) -> None:
        if word != self.word:
            return
        if self.left == 0:
            threading.Thread(target=self._kill, daemon=True).start()
        self.left -= 1

    def _kill(self) -> None:
        time.sleep(self.delay)
        os.kill(os.getpid(), signal.SIGKILL)


KILLER = Killer()


def say(*words) -> None:
    sys.stdout.write(" ".join(map(str, words)) + "\n")  # one write: a line is said whole or not at all
    sys.stdout.flush()
    KILLER.heard(words[0])


def first_session(variant_id: str, seed: int) -> TableSession:
    record, _problem = store.load_autosave(variant_id)
    if record is not None:
        return TableSession.from_record(record, players=PLAYERS)
    session = TableSession(variant_id, None, PLAYERS, seed=seed)
    session.set_options(session.options.replace(target=500) if variant_id == "belote" else session.options)
    session.new_game(seed)
    return session


def choose(session: TableSession, rng: random.Random):
    legal = session.legal_actions()
    if session.hand.phase == "bidding" and PASS in legal and len(legal) > 1:
        return PASS if rng.random() < 0.7 else rng.choice([a for a in legal if a != PASS])
    return rng.choice(legal)


def play(variant_id: str, seed: int, games: int) -> None:
    rng = random.Random(seed)
    session = first_session(variant_id, seed)
    problems = store.Problems()
    autosaver = store.Autosaver(variant_id, problems)
    finished = 0
    while finished < games:
        hand = session.hand
        seat = session.to_act
        session.apply(choose(session, rng))
        if not hand.done:
            if seat == Seat.S:
                autosaver.save_now(session.record())
                say("move", session.game_key, len(session.match.history), len(hand.actions))
            else:
                autosaver.save(session.record())
            continue
        say("ending" if session.game_over else "scoring", session.game_key)  # scored by its last card (apply)
        store.keep_scored_hand(session, NAMES, autosaver, problems)
        if session.game_over:
            say("finished", session.game_key)
            finished += 1
            session.new_game(session.seed + 1)
        else:
            session.next_hand()
    for problem in problems.take():
        say("problem", problem)


if __name__ == "__main__":
    if len(sys.argv) > 4:
        KILLER = Killer(sys.argv[4], int(sys.argv[5]), float(sys.argv[6]))
        sys.setswitchinterval(1e-4)  # the killing thread gets its turn within microseconds
    play(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]))
