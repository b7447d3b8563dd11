"""Card Table Compendium: the windowed program (its code is game/window.py, also the installed `card-table`).

    python main.py [--game ID] [--deal N] [--demo] [--headless] [--frames N] [--screenshot PATH]
"""

import multiprocessing
import sys

from game.window import main, parse_args  # noqa: F401  (parse_args: the tests import main.py as a module)

if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
