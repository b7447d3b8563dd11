"""A real process killed (SIGKILL) at many instants, around the end of a game and in the middle of hands: every game
it played is in the history or comes back from the autosave, none twice, the score file counts every scored hand
once, and South's last move is never lost. The process is tests/kill_driver.py: the table's own session and storage
code without the window."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from game import storage

ROOT = Path(__file__).resolve().parent.parent
DRIVER = Path(__file__).with_name("kill_driver.py")
VARIANT = "belote"
KILLS_AT_THE_END = 12  # after "ending": 0 to 5.5 ms later (writing the end of a game takes a few ms here)
KILLS_AT_A_HAND_END = 6  # after "scoring": 0 to 5 ms later
KILLS_MID_HAND = 6  # after one of South's moves: 0 to 1 ms later

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX")


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    folder = tmp_path / "home"
    monkeypatch.setenv(storage.HOME_VARIABLE, str(folder))
    return folder


def run_and_kill(home: Path, seed: int, trigger: str, skip: int, delay: float) -> list[list[str]]:
    """Run the driver, which kills itself ``delay`` seconds after its (``skip`` + 1)-th line starting with
    ``trigger`` (or ends, if that line never comes); every line it wrote."""
    env = {**os.environ, storage.HOME_VARIABLE: str(home), "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, str(DRIVER), VARIANT, str(seed), "3", trigger, str(skip), str(delay)],
                          capture_output=True, text=True, env=env, cwd=ROOT, timeout=120)
    assert done.returncode in (0, -signal.SIGKILL), done.stderr
    said = done.stdout[:done.stdout.rfind("\n") + 1]  # a line cut by the kill was not said
    return [line.split() for line in said.splitlines()]


def kill_plan() -> list[tuple[str, int, float]]:
    """(the word of the line after which the driver is killed, how many such lines to let by, the delay in s)."""
    plan = [("ending", i % 2, i * 0.0005) for i in range(KILLS_AT_THE_END)]
    plan += [("scoring", i, i * 0.001) for i in range(KILLS_AT_A_HAND_END)]
    plan += [("move", 20 + 7 * i, i * 0.0002) for i in range(KILLS_MID_HAND)]
    return plan


def check_nothing_lost(lines: list[list[str]], played: set[str], finished: set[str]) -> None:
    """What the next start finds (load_autosave finishes what the kill interrupted) against what the driver said."""
    record, problem = storage.load_autosave(VARIANT)
    assert problem is None
    games = storage.History().games(VARIANT)
    keys = [game["key"] for game in games]
    resumable = storage.game_key(record) if record else None
    assert len(keys) == len(set(keys)), "a game went into the history twice"
    assert resumable not in keys
    for key in played:
        assert key in keys or key == resumable, f"game {key} is neither in the history nor resumable"
    for key in finished:
        assert key in keys, f"finished game {key} is not in the history"
    moves = [line for line in lines if line[0] == "move"]
    if moves and moves[-1][1] == resumable:
        _, _, hands, actions = moves[-1]
        done = (len(record["hands"]), len(record["current"]["actions"]) if record["current"] else 0)
        assert done >= (int(hands), int(actions)), "South's last move was lost"
    sheet, problems = storage.load_score_file(VARIANT)
    assert not problems
    scored = sum(game["hands"] for game in games) + (len(record["hands"]) if record else 0)
    assert sheet.counts.hands == scored, "the score file does not count every scored hand once"
    assert sheet.games == sum(1 for game in games if game["winner"])


@pytest.mark.slow
def test_a_process_killed_at_any_instant_loses_no_game_and_counts_no_hand_twice(home):
    played: set[str] = set()
    finished: set[str] = set()
    for seed, (trigger, skip, delay) in enumerate(kill_plan(), 1):
        lines = run_and_kill(home, seed, trigger, skip, delay)
        played |= {line[1] for line in lines if line[0] == "move"}
        finished |= {line[1] for line in lines if line[0] == "finished"}
        assert not [line for line in lines if line[0] == "problem"]
        check_nothing_lost(lines, played, finished)
    assert len(finished) >= KILLS_AT_THE_END // 2  # the kills came after games had ended, not only before
