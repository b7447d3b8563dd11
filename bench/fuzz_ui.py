"""The fault hunt, as long as you like: random mouse and keyboard events through the real window loop, at
every table (or --game), with real (Novice) computer players, in a data folder of its own.

    python bench/fuzz_ui.py [--events 1000000] [--game pinochle] [--seed 1]

The events are shared out over the games; each game's run is cut into chunks of 5,000 events with their
own seeds, so a finding names a seed that repeats it quickly. Prints events per second and every finding
(the exception, the seed, the last events); exits 1 if there was one.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["CARD_TABLE_HOME"] = tempfile.mkdtemp(prefix="fuzz-ui-")

import ui_fuzz  # noqa: E402

from game.ui.table import worker  # noqa: E402
from game.variants import VARIANTS  # noqa: E402

CHUNK = 5_000


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=100_000)
    parser.add_argument("--game", choices=sorted(VARIANTS))
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    worker.computer_player = ui_fuzz.novice_players
    games = [args.game] if args.game else sorted(VARIANTS)
    per_game = max(1, args.events // len(games))
    findings, sent, started = 0, 0, time.perf_counter()
    for game_id in games:
        for chunk, first in enumerate(range(0, per_game, CHUNK)):
            seed = args.seed * 100_000 + chunk
            try:
                run = ui_fuzz.fuzz(game_id, min(CHUNK, per_game - first), seed)
                sent += run.events
            except Exception:  # noqa: BLE001 - a finding: report it and go on with the next chunk
                findings += 1
                print(f"FINDING in {game_id}, seed {seed}:\n{traceback.format_exc()}", flush=True)
        print(f"{game_id}: {per_game:,} events sent", flush=True)
    seconds = time.perf_counter() - started
    print(f"{sent:,} events without a fault in {seconds:.0f} s ({sent / seconds:,.0f} events/s); "
          f"{findings} finding(s)")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
