"""Card Table Compendium: the windowed program, started by main.py (and the executable built from it) or by the
installed `card-table` command.

    python main.py [--game ID] [--deal N] [--demo] [--no-sound] [--mono | --colour] [--skip-title]
                   [--log-letters] [--headless] [--frames N] [--screenshot PATH]
    python main.py --serve --game ID [--port P] [--code C] [--seats N=remote,E=expert,...] [--seed N]
                   [--stand-in SECONDS] [--hands N]
    python main.py --serve --resume [--port P] [--stand-in SECONDS]
    python main.py --host [--game ID] [--port P]
    python main.py --join HOST[:PORT] --code C [--seat S]

A bad argument is one line (on the console, or in a message box where there is no console) and exit code 2.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from game.engine import Seat
from game.engine.deal import MAX_DEAL_NUMBER
from game.net.protocol import DEFAULT_PORT, SEAT_LETTERS, normal_code, parse_address, valid_code
from game.net.table import SPECTATOR, parse_seats
from game.ui import notice
from game.ui.catalog import game_ids  # no pygame here: that waits for --headless

MAX_FRAMES = 10_000_000
SCREENSHOT_SUFFIX = ".png"


def whole_number(what: str, low: int, high: int):
    """An argument type: a whole number from ``low`` to ``high``, refused in words that say so."""
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            value = None
        if value is None or not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{what} is a whole number from {low:,} to {high:,}, not {text!r}")
        return value
    return parse


def screenshot_path(text: str) -> Path:
    """An argument type: a .png file that can be written (its folder exists and may be written in)."""
    path = Path(text)
    folder = path.parent
    if path.suffix.lower() != SCREENSHOT_SUFFIX:
        raise argparse.ArgumentTypeError(f"the screenshot is a PNG file: give a name ending in .png, not {text!r}")
    if not folder.is_dir():
        raise argparse.ArgumentTypeError(f"the folder {str(folder)!r} of the screenshot does not exist")
    if path.is_dir() or not os.access(folder, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
        raise argparse.ArgumentTypeError(f"{text!r} cannot be written: choose a file in a folder you may write in")
    return path


class OneLineParser(argparse.ArgumentParser):
    """A bad argument is one line, and exit code 2; --help goes to a message box where there is no console."""

    def error(self, message: str):
        notice.tell(f"{self.prog}: {message} ({self.prog} --help lists the options)")
        self.exit(2)

    def print_help(self, file=None) -> None:
        if notice.channel() == notice.BOX:
            notice.show_box(self.format_help(), "info")
        else:
            super().print_help(file)


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = OneLineParser(
        prog="card-table" if getattr(sys, "frozen", False) else "main.py",
        description="Five four-handed card games at a 1990s table: 32 Card Bridge, Belote, Contract Bridge, "
                    "Double-Deck Pinochle and Scotch Whist.",
        epilog="Belote's DOS switches: S is --no-sound, M --mono, C --colour, * --skip-title, H --log-letters. "
               "Keys: F1 help, F11 or Alt+Enter full screen, F12 or Ctrl+B the boss clock, Ctrl+M sound, "
               "Alt+F4 quit.")
    parser.add_argument("--game", metavar="ID", help="open this game's table: " + ", ".join(game_ids()))
    parser.add_argument("--deal", metavar="N", type=whole_number("a deal number", 1, MAX_DEAL_NUMBER),
                        help=f"play numbered deal N (1 to {MAX_DEAL_NUMBER:,})")
    parser.add_argument("--demo", action="store_true", help="computers play every seat")
    parser.add_argument("--no-sound", dest="sound", action="store_false",
                        help="start with the sound off (Ctrl+M turns it on)")
    display = parser.add_mutually_exclusive_group()
    display.add_argument("--mono", dest="mono", action="store_const", const=True,
                         help="mono display: the table in shades of grey (Options > Preferences keeps it)")
    display.add_argument("--colour", "--color", dest="mono", action="store_const", const=False,
                         help="colour display, even if mono was chosen in the Preferences")
    parser.add_argument("--skip-title", action="store_true",
                        help="skip the title screen: straight to the table (of --game, else 32 Card Bridge)")
    parser.add_argument("--log-letters", action="store_true",
                        help="Belote's log file (belote.log) writes the suits as letters S H D C, for printing")
    parser.add_argument("--headless", action="store_true", help="no window and no sound (tests, CI)")
    parser.add_argument("--frames", metavar="N", type=whole_number("a number of frames", 1, MAX_FRAMES),
                        help="quit after N frames")
    parser.add_argument("--screenshot", metavar="PATH", type=screenshot_path,
                        help="save the last frame to PATH (a .png file)")
    add_serve_arguments(parser)
    add_join_arguments(parser)
    args = parser.parse_args(argv)
    if args.game is not None and args.game not in game_ids():
        parser.error(f"unknown game {args.game!r}; the games are: {', '.join(game_ids())}")
    if args.serve and args.game is None and not args.resume:
        parser.error("--serve needs the game to host: add --game ID (or --resume)")
    if args.resume and (not args.serve or args.game or args.seats or args.code or args.seed or args.hands):
        parser.error("--resume goes with --serve alone (the game, seats and code are the saved game's)")
    if args.join is not None and (args.serve or args.code is None):
        parser.error("--join needs the table's code (--code C), and goes without --serve")
    if not args.serve and (args.seats or args.hands or args.seed is not None or args.stand_in):
        parser.error("--seats, --seed, --stand-in and --hands go with --serve")
    if args.host and (args.serve or args.join is not None or args.code is not None):
        parser.error("--host opens the Host dialog: it goes without --serve, --join and --code")
    if args.host and args.port == 0:
        parser.error("the port of --host is a whole number from 1 to 65,535, not '0'")
    if args.port is None and not args.resume:
        args.port = DEFAULT_PORT
    return args


def add_join_arguments(parser: argparse.ArgumentParser) -> None:
    """Joining a host's table from the command line (the Join dialog's fields)."""
    def address(text: str) -> tuple[str, int]:
        try:
            return parse_address(text)
        except ValueError as exc:
            raise argparse.ArgumentTypeError(str(exc)) from None

    joining = parser.add_argument_group("joining a network game")
    joining.add_argument("--join", metavar="HOST[:PORT]", type=address,
                         help=f"sit at the table a host runs there (port {DEFAULT_PORT} if none), with --code")
    joining.add_argument("--seat", metavar="S", choices=(*SEAT_LETTERS, "SPECTATOR"), default="S", type=str.upper,
                         help="the seat to take with --join: N, E, S or W (default S), or spectator to watch")
    parser.add_argument_group("hosting a network game").add_argument(
        "--host", action="store_true",
        help="open Game > Host a network game at start (the game of --game, the port of --port)")


def add_serve_arguments(parser: argparse.ArgumentParser) -> None:
    """The headless host's arguments (game/net/serve.py)."""
    def code(text: str) -> str:
        if not valid_code(normal_code(text)):
            raise argparse.ArgumentTypeError(
                f"a join code is 4 to 12 letters and digits (no 0, O, 1 or I), not {text!r}")
        return normal_code(text)

    def seats(text: str) -> dict:
        try:
            return parse_seats(text)
        except ValueError as exc:
            raise argparse.ArgumentTypeError(str(exc)) from None

    serving = parser.add_argument_group("network host without a window")
    serving.add_argument("--serve", action="store_true", help="host a network table of --game without a window")
    serving.add_argument("--port", metavar="P", type=whole_number("a port", 0, 65535), default=None,
                         help=f"the port the host listens on (default {DEFAULT_PORT}, or the resumed game's; 0: any "
                              f"free port)")
    serving.add_argument("--resume", action="store_true",
                         help="with --serve: go on with the network game this computer hosted last (its file)")
    serving.add_argument("--code", metavar="C", type=code,
                         help="the join code (a host's: default a new one; --join: the host's code)")
    serving.add_argument("--seats", metavar="SEATS", type=seats, default=None,
                         help="who sits where, e.g. N=remote,E=expert (seats not named wait for players)")
    serving.add_argument("--seed", metavar="N", type=whole_number("a game number", 1, MAX_DEAL_NUMBER),
                         help="the game's number: its deals and the computers' choices (default 1)")
    serving.add_argument("--stand-in", metavar="SECONDS", type=whole_number("a number of seconds", 1, 3600),
                         help="a computer (advanced) plays for a player whose connection dropped after SECONDS, until "
                              "the player joins again (default: the seat waits)")
    serving.add_argument("--hands", metavar="N", type=whole_number("a number of hands", 1, 10_000),
                         help="stop after N hands (default: the whole game)")


def joined_seat(letter: str) -> Seat | str:
    """``--seat``'s seat, or "spectator" to watch."""
    return SPECTATOR if letter == "SPECTATOR" else Seat.parse(letter)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.serve:
        from game.net.serve import run_serve  # websockets is loaded by a host only; and a host needs no pygame

        return run_serve(args.game, args.seats or {}, port=args.port, code=args.code, seed=args.seed or 1,
                         hands=args.hands, stand_in_after=args.stand_in, resume=args.resume)
    if args.headless:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    # pygame loads with these, so only now that --headless has set the SDL variables
    from game.ui import resources
    from game.ui.main import StartOptions, run  # the same: after the SDL variables are set

    try:
        resources.verify()  # a file missing from the bundle fails here, by name, not in the middle of a game
    except resources.ResourceNotFound as error:
        notice.tell(f"card-table: {error}")
        return 2

    start = StartOptions(game=args.game, deal=args.deal, demo=args.demo, sound=args.sound, mono=args.mono,
                         skip_title=args.skip_title, log_letters=args.log_letters,
                         join=None if args.join is None else (args.join, args.code, joined_seat(args.seat)),
                         host=args.port if args.host else None)
    return run(start, frames=args.frames, screenshot=args.screenshot)
