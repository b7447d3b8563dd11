"""Size of the single-file executable and its time to the first frame.

    python bench/exe.py [--build] [--runs 7]

Builds dist/card-table with build.spec when it is not there (or with --build), then starts it N times with
``--headless --frames 1`` from a temporary folder and reports the median wall time from launch to exit. That
includes unpacking the bundle, starting Python and pygame, the first frame and the exit, so it is an upper bound
of the time to the first frame. Budgets: under 40 MB, first frame within 2 s. Exits 1 when over a budget.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXECUTABLE = ROOT / "dist" / ("card-table.exe" if sys.platform == "win32" else "card-table")
SIZE_BUDGET_MB = 40
FIRST_FRAME_BUDGET_S = 2.0


def build() -> None:
    command = [sys.executable, "-m", "PyInstaller", "build.spec", "--noconfirm", "--distpath", "dist",
               "--workpath", "build"]
    started = time.perf_counter()
    subprocess.run(command, cwd=ROOT, check=True, capture_output=True)
    print(f"built {EXECUTABLE.relative_to(ROOT)} in {time.perf_counter() - started:.1f} s")


def launch_to_first_frame(runs: int) -> list[float]:
    times = []
    with tempfile.TemporaryDirectory() as folder:
        env = {**os.environ, "CARD_TABLE_HOME": str(Path(folder) / "home")}
        for _ in range(runs):
            started = time.perf_counter()
            subprocess.run([str(EXECUTABLE), "--headless", "--frames", "1"], cwd=folder, env=env, check=True,
                           capture_output=True, timeout=60)
            times.append(time.perf_counter() - started)
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", action="store_true", help="build even when dist/ holds an executable")
    parser.add_argument("--runs", type=int, default=7, help="launches to time (default 7)")
    args = parser.parse_args()
    if args.build or not EXECUTABLE.is_file():
        build()
    size_mb = EXECUTABLE.stat().st_size / 1e6
    times = launch_to_first_frame(args.runs)
    median = statistics.median(times)
    size_ok, time_ok = size_mb < SIZE_BUDGET_MB, median <= FIRST_FRAME_BUDGET_S
    print(f"size            {size_mb:6.1f} MB  (budget {SIZE_BUDGET_MB} MB)  {'ok' if size_ok else 'OVER'}")
    print(f"first frame     {median:6.2f} s   median of {len(times)} launches, min {min(times):.2f} s, "
          f"max {max(times):.2f} s  (budget {FIRST_FRAME_BUDGET_S} s)  {'ok' if time_ok else 'OVER'}")
    return 0 if size_ok and time_ok else 1


if __name__ == "__main__":
    sys.exit(main())
