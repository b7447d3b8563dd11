"""Card Table Compendium: the windowed program (its code is game/window.py, also the installed `card-table`).

    python main.py [--game ID] [--deal N] [--demo] [--no-sound] [--mono | --colour] [--skip-title]
                   [--log-letters] [--headless] [--frames N] [--screenshot PATH]

A bad argument is one line (on the console, or in a message box where there is no console) and exit code 2.
"""

import multiprocessing
import sys

from game.window import main, parse_args  # noqa: F401  (parse_args: the tests import main.py as a module)

if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
