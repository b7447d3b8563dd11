"""Frame times and memory of the card table: a --demo hand (32 Card Bridge unless --game) with four Expert
computers, deal, bids, cards, medals and sweeps animated, run headless in real time at 60 frames a second.

    python bench/ui.py [--game bridge] [--deal 7] [--hands 1] [--speed 4] [--animation 5] [--worker process|thread]

Prints p50/p99/max of the work per frame (events, update, drawing: the loop's waiting is not counted),
the slowest frames, and the peak memory of the window process and of the worker process.
Budgets: p99 under 8 ms, no frame over 16 ms, under 150 MB.
"""

from __future__ import annotations

import argparse
import os
import resource
import sys
import time
from collections import deque
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

BUDGET_P99_MS = 8.0
BUDGET_MAX_MS = 16.0
BUDGET_MB = 150.0


def peak_mb_of(pid: int) -> float | None:
    """The peak resident memory of a live process (Linux /proc), in MB."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        return None
    return None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="belote_bridgee", help="the game (any of the five)")
    parser.add_argument("--deal", type=int, default=7)
    parser.add_argument("--hands", type=int, default=1)
    parser.add_argument("--speed", type=int, default=4, help="game speed 1..5 (the pause before a computer plays)")
    parser.add_argument("--animation", type=int, default=5, help="animation speed 1..10")
    parser.add_argument("--worker", choices=("process", "thread"), default="process")
    args = parser.parse_args()

    import pygame

    from game.ui.app import App
    from game.ui.table.scene import TableScene
    from game.ui.table.worker import close_shared

    app = App()
    app.frame_ms = deque()  # every frame of the run, not only the app's last few thousand
    app.settings.animation_speed = args.animation
    table = TableScene(app, variant_id=args.game, deal=args.deal, demo=True, worker_mode=args.worker, seed=args.deal)
    table.prefs.game_speed = args.speed
    app.push(table)
    hands_seen = 0
    started = time.perf_counter()
    last = started
    while app.running:
        app.clock.tick(app.fps)
        now = time.perf_counter()
        app.step(now - last)
        last = now
        hands_seen = len(table.session.match.history)  # hands scored (passed-out ones too)
        if hands_seen >= args.hands:
            for _ in range(10):
                app.clock.tick(app.fps)
                app.step(1 / app.fps)
            break
        if now - started > 600:
            print("gave up after 10 minutes")
            break
    elapsed = time.perf_counter() - started
    stats = app.frame_stats()
    slowest = sorted(enumerate(app.frame_ms), key=lambda item: -item[1])[:5]
    worker = table.worker
    worker_pid = worker._runner.pid if worker.mode == "process" else None
    worker_mb = peak_mb_of(worker_pid) if worker_pid else None
    window_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    close_shared()
    pygame.quit()

    print(f"{hands_seen} hand(s), {app.frame} frames in {elapsed:.1f} s ({app.frame / elapsed:.0f} fps); "
          f"worker: {worker.mode}")
    print(f"frame work: p50 {stats['p50']:.2f} ms   p99 {stats['p99']:.2f} ms   max {stats['max']:.2f} ms")
    print("slowest frames: " + ", ".join(f"#{i} {ms:.1f} ms" for i, ms in slowest))
    print(f"peak memory: window process {window_mb:.0f} MB" +
          (f", worker process {worker_mb:.0f} MB" if worker_mb else ""))
    ok = stats["p99"] < BUDGET_P99_MS and stats["max"] <= BUDGET_MAX_MS and window_mb < BUDGET_MB
    print(f"budgets (p99 < {BUDGET_P99_MS:.0f} ms, max <= {BUDGET_MAX_MS:.0f} ms, < {BUDGET_MB:.0f} MB): "
          f"{'met' if ok else 'NOT met'}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
