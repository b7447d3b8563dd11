"""Card Table Compendium: the windowed program, started by main.py (and the executable built from it) or by the
installed `card-table` command.

    python main.py [--game ID] [--deal N] [--demo] [--headless] [--frames N] [--screenshot PATH]
"""

from __future__ import annotations

import argparse
import os
import sys


def _game_ids() -> list[str]:
    from game.ui.catalog import game_ids  # no pygame: that waits for --headless

    return game_ids()


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text} is not a positive number")
    return value


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="main.py",
        description="Five four-handed card games at a 1990s table: 32 Card Bridge, Belote, Contract Bridge, "
                    "Double-Deck Pinochle and Scotch Whist.",
        epilog="Keys: F1 help, F11 or Alt+Enter full screen, F12 or Ctrl+B the boss clock, Ctrl+M sound, "
               "Alt+F4 quit.")
    parser.add_argument("--game", metavar="ID", help="open this game's table: " + ", ".join(_game_ids()))
    parser.add_argument("--deal", metavar="N", type=_positive, help="play numbered deal N")
    parser.add_argument("--demo", action="store_true", help="computers play every seat")
    parser.add_argument("--headless", action="store_true", help="no window and no sound (tests, CI)")
    parser.add_argument("--frames", metavar="N", type=_positive, help="quit after N frames")
    parser.add_argument("--screenshot", metavar="PATH", help="save the last frame to PATH (PNG)")
    args = parser.parse_args(argv)
    if args.game is not None and args.game not in _game_ids():
        parser.error(f"unknown game {args.game!r}; the games are: {', '.join(_game_ids())}")
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.headless:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from game.ui import resources
    from game.ui.main import run  # after the SDL variables are set

    try:
        resources.verify()  # a file missing from the bundle fails here, by name, not in the middle of a game
    except resources.ResourceNotFound as error:
        print(f"card-table: {error}", file=sys.stderr)
        return 2

    return run(game=args.game, deal=args.deal, demo=args.demo, frames=args.frames, screenshot=args.screenshot)
