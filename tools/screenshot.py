#!/usr/bin/env python3
"""Screenshots of the real window: run main.py under Xvfb, drive it with xdotool, save PNGs.

    python3 tools/screenshot.py [--out DIR] [--zoom 1|2] [--display :97] [--only NAME,NAME] [--table]
                                [--game belote_bridgee|belote|bridge|pinochle|scotch_whist]

Needs Xvfb, xdotool and ImageMagick's ``import`` (Debian: apt-get install xvfb xdotool imagemagick).
The screen is 1280x960; the window is switched to 1x or 2x through the Options menu, so the menu
itself is exercised. Every step is: some input, a pause, a capture of the
window (``<out>/<zoom>x_<name>.png``). Full screen is captured from the whole screen: it needs a window manager
that honours full screen (openbox, started when installed; with none the X window keeps its size and the capture
shows a cut piece of a letterboxed table). ``--screen 1600x900`` tries another screen shape (the 4:3 table is then
letterboxed: bars at the sides, or above and below).
With ``--table`` the program starts at the 32 Card Bridge table (numbered deal 3, South bids first, a
fresh user folder) and the TABLE_STEPS are taken instead. ``--game belote`` (implies --table) starts at the
Belote table (numbered deal 12, dealer East: South speaks first) and takes the BELOTE_STEPS; ``--game bridge``
the Contract Bridge table (numbered deal 5) and the BRIDGE_STEPS; ``--game pinochle`` the Pinochle table, where
the PINOCHLE_STEPS choose their games with Select Game; ``--game scotch_whist`` deal 1 and the WHIST_STEPS.
``--all OUT`` takes the whole gallery: the title screen's steps and every game's table steps, each at 1x and 2x,
into OUT (one run of this script per set, one after another).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
IMPORT = "/usr/bin/import"  # ImageMagick's, not another "import" on the PATH

# (name, actions): "key:<xdotool keys>", "click:x,y" or "rclick:x,y" in logical 640x480 coordinates,
# "move:x,y", "wait:seconds". A capture follows each step.
STEPS = [
    ("launcher", ["move:320,250"]),
    ("tile_hover", ["move:320,190"]),
    ("menu_game_click", ["click:28,9"]),
    ("menu_options_alt", ["key:Escape", "key:alt+o", "key:Down", "key:Down"]),
    ("table_opened", ["key:Escape", "click:86,190", "wait:1"]),
    ("soon_tile", ["key:alt+g", "key:c", "click:438,190"]),
    ("help", ["key:Escape", "key:Home", "key:F1"]),
    ("help_table", ["key:ctrl+Next", "key:ctrl+Next", "key:ctrl+Next", "key:ctrl+Next"]),
    ("help_scrolled", ["key:Next", "move:400,300"]),
    ("preferences", ["key:Escape", "key:alt+o", "key:p"]),
    ("about", ["key:Escape", "key:alt+h", "key:a"]),
    ("boss", ["key:Return", "key:F12", "move:500,120", "wait:1.2"]),
    ("boss_crazy", ["click:320,300", "wait:0.8"]),
    ("boss_back", ["wait:2", "click:600,440"]),
    ("boss_right_click", ["rclick:320,300", "wait:0.5"]),
    ("boss_key_back", ["key:ctrl+b"]),
]

# The 32 Card Bridge table: main.py --game belote_bridgee --deal 3 (dealer West: South speaks first).
NEXT = ["key:f", "wait:3"]  # end of turn, then the next trick is played
TABLE_STEPS = [
    ("table_deal", ["wait:0.3"]),
    ("table_bidding", ["wait:4", "move:320,420"]),
    ("table_quantity", ["click:217,172", "move:298,249"]),
    ("table_sup", ["click:217,249"]),
    ("table_auction", ["click:217,249", "key:p", "wait:4"]),
    ("table_contract", ["key:alt+p", "key:i", "wait:5"]),
    ("table_first_card", ["key:f", "wait:2.5", "move:320,265"]),
    ("table_info", ["move:620,442"]),
    ("table_peek", ["click:35,413", "click:18,429"]),
    ("table_last_trick_none", ["click:35,445"]),
    ("table_menu_practice", ["click:35,445", "key:alt+p"]),
    ("table_menu_options", ["key:Escape", "key:alt+o"]),
    ("table_players", ["key:p"]),
    ("table_rules", ["key:Escape", "key:alt+o", "key:r"]),
    ("table_help", ["key:Escape", "key:F1"]),
    ("table_end_cards", ["key:Escape", "key:alt+p", "key:d", "wait:2.5"]),
    ("table_second_trick", [*NEXT, "wait:1"]),
    ("table_third_trick", NEXT),
    ("table_boss", ["key:F12", "wait:0.5"]),
    ("table_back", ["key:F12", *NEXT, *NEXT, *NEXT, *NEXT]),
    ("table_scorecard", [*NEXT, *NEXT, *NEXT, "wait:1"]),
    ("table_next_hand", ["key:Return", "wait:4"]),
]

# The Belote table: main.py --game belote --deal 12 (dealer East, clockwise: South speaks and leads first).
BELOTE_STEPS = [
    ("belote_deal", ["wait:0.3"]),
    ("belote_taking", ["wait:4", "move:320,200"]),
    ("belote_take_tip", ["move:244,296"]),
    ("belote_taken", ["click:244,296", "wait:1.5"]),
    ("belote_declarations", ["key:f", "wait:3", "move:320,300"]),
    ("belote_card_number", ["key:2"]),
    ("belote_first_trick", ["key:Return", "wait:4"]),
    ("belote_last_trick", ["key:f", "wait:1", "move:510,390"]),
    ("belote_computer_card", ["key:period", "wait:3"]),
    ("belote_rules", ["key:F3", "wait:0.5"]),
    ("belote_help", ["key:Escape", "key:F1"]),
    ("belote_score_sheet", ["key:Escape", "key:F6"]),
    ("belote_end_cards", ["key:Return", "key:alt+p", "key:d", "key:F8", "wait:12"]),
]

# The Contract Bridge table: main.py --game bridge --deal 5 (dealer drawn from the deal number). The computers'
# calls decide who declares, so the steps only count on the things every deal has: the box on South's turn
# (End bidding finishes the auction), the dummy after the opening lead, the score sheet after End cards.
BRIDGE_STEPS = [
    ("bridge_deal", ["wait:0.5"]),
    ("bridge_auction", ["wait:5", "move:320,420"]),
    ("bridge_box_tip", ["move:250,190"]),
    ("bridge_balloon", ["click:379,174"]),  # the dealer North's first call (deal 5)
    ("bridge_typed", ["click:600,440", "key:1", "key:c"]),
    ("bridge_contract", ["key:Escape", "key:alt+p", "key:i", "wait:6"]),
    ("bridge_dummy", ["key:f", "wait:4", "move:320,265"]),
    ("bridge_info", ["move:620,442"]),
    ("bridge_auction_in_play", ["move:320,265", "key:a"]),
    ("bridge_help", ["key:a", "key:F1"]),
    ("bridge_end_cards", ["key:Escape", "key:alt+p", "key:d", "key:f", "wait:3", "key:f", "wait:3"]),
    ("bridge_sheet", [*["key:f", "wait:3.5"] * 14, "wait:2"]),  # the computers' cards take a while
    ("bridge_next_hand", ["key:Return", "wait:5"]),
    ("bridge_f6", ["key:F6"]),
]

# Double-Deck Pinochle: main.py --game pinochle, then File (Game) > Select Game, which is looked at too. Game 13:
# dealer North, South bids second and (with the expert's End bidding) takes the bid in spades; East-West only show
# aces around (meld 0*). Game 77: North-South hold 14 meld and, taking the bid, are set before play. Game 22 with
# the passing option (ticked in the Rules options' Playing page): South, the dealer, takes the bid at 75 after a short
# auction and passes four cards back (in game 18 West takes it at 90 once the computers know of the passing). The
# computers' bids may vary a little with the machine's speed, so the steps lean on what these deals give every time.
# Places (640x480): the bidding box at (190, 150), its + at (338, 189), Bid at (403, 189); the bulb at (590, 442);
# the last trick's arrow at (35, 445); the sides' lines of the score box at (80, 75). In the Rules options the page
# buttons are at y 159, x 105 213 321 429, its OK at (455, 338); in Setup meld table at y 119, x 110 268 426 and
# Restore at (559, 119).
CLEAR_FIELD = ["key:End", *["key:BackSpace"] * 12]
PINOCHLE_TRICK = ["key:f", "wait:2.5"]  # the end of a trick, then the computers' next trick


def select_game(number: str) -> list[str]:
    return ["key:alt+f", "key:l", *CLEAR_FIELD, f"key:{' '.join(number)}", "key:Return"]


PINOCHLE_STEPS = [
    ("pinochle_select_game", ["wait:1", "key:alt+f", "key:l", *CLEAR_FIELD, "key:1 2 3 4 5 6 7 8 9"]),
    ("pinochle_select_refused", ["key:Return"]),
    ("pinochle_deal", ["key:Return", *CLEAR_FIELD, "key:1 3", "key:Return", "wait:0.6"]),
    ("pinochle_bidding", ["wait:6", "move:320,420"]),
    ("pinochle_hint", ["click:590,442", "wait:2"]),
    ("pinochle_hint_framed", ["key:Return", "move:320,420"]),
    ("pinochle_bid_up", [*["click:338,189"] * 3, "move:320,420"]),
    # Practice > End bidding: the computer bids for South to the end of the auction; the trump box is South's
    ("pinochle_trump", ["key:alt+p", "key:i", "wait:8", "move:320,420"]),
    ("pinochle_meld", ["key:s", "wait:3"]),  # the meld stays on the felt until a click
    ("pinochle_meld_summary", ["click:80,75", "wait:0.5"]),
    ("pinochle_play", ["key:Escape", "key:f", "wait:2", "move:320,265"]),
    ("pinochle_popup", ["rclick:300,250", "wait:0.5", "move:330,262"]),
    ("pinochle_next", ["key:Escape", "key:alt+l", "key:n", "wait:6", "move:320,265"]),
    ("pinochle_last_trick", [*PINOCHLE_TRICK, "click:35,445", "wait:0.5"]),
    ("pinochle_undo", ["click:35,445", "key:ctrl+z", "wait:1"]),
    ("pinochle_counters", ["key:alt+l", "key:f", "wait:3", *PINOCHLE_TRICK * 8]),
    ("pinochle_score_card", [*["key:f", "wait:3"] * 30]),  # the computers' cards take a while; more F do nothing
    ("pinochle_set_before_play", ["key:Escape", *select_game("77"), "wait:7", "key:alt+p", "key:i", "wait:8",
                                  "key:d", "wait:3", "key:f", "wait:2"]),
    ("pinochle_rules_general", ["key:Escape", "key:alt+o", "key:r"]),
    ("pinochle_rules_bidding", ["click:213,159"]),
    ("pinochle_rules_playing", ["click:321,159", "click:68,192"]),  # Bidders pass 4 cards before meld: on
    ("pinochle_rules_scoring", ["click:429,159"]),
    ("pinochle_meld_arounds", ["click:455,338", "wait:0.3", "key:Return", "key:alt+o", "key:m"]),  # OK, OK
    ("pinochle_meld_runs", ["click:268,119"]),
    ("pinochle_meld_misc", ["click:426,119", "click:400,308", *CLEAR_FIELD, "key:3 0"]),
    ("pinochle_meld_restored", ["click:559,119"]),
    ("pinochle_table_options", ["key:Escape", "key:alt+o", "key:t"]),
    ("pinochle_table_options_red", ["click:260,252", "click:100,386"]),  # a red felt, black score box text
    ("pinochle_colours", ["key:Return", "wait:0.5", "move:320,265"]),
    # S names spades once the box asks (before, and in the passing, the key does nothing); then North, the computer,
    # chooses the four cards it passes to South: a loaded machine thinks slowly, so the waits are long
    ("pinochle_passing", [*select_game("22"), "wait:10", "key:alt+p", "key:i", *["wait:6", "key:s"] * 14,
                          "wait:12", "move:320,300"]),
    ("pinochle_passing_chosen", ["click:190,400", "click:190,400", "move:400,300"]),
    ("pinochle_windows95", ["key:alt+f", "key:w", "wait:1", "move:400,300"]),  # File > Windows 95 Mode: raised
]

# Scotch Whist: main.py --game scotch_whist --deal 1 (dealer North, the jack of clubs turned up; East leads the ten of
# spades and South holds the ace, queen, nine and seven of spades: the nine of hearts is refused).
WHIST_STEPS = [
    ("whist_deal", ["wait:0.4"]),
    ("whist_turn_up", ["wait:3", "move:600,60"]),
    ("whist_message", ["wait:4"]),
    ("whist_illegal", ["click:315,380"]),
    ("whist_hint", ["key:Return", "click:590,442", "wait:1.5"]),
    ("whist_verify", ["key:Escape", "key:alt+o", "key:v", "click:195,380"]),  # Pause between tricks is on already
    ("whist_verify_offset", ["key:Escape", "key:alt+o", "key:o", "click:195,380"]),
    ("whist_pause", ["key:Return", "wait:5"]),
    ("whist_last_trick", ["key:Return", "wait:1", "click:35,445"]),
    ("whist_menu_options", ["click:35,445", "key:alt+o"]),
    ("whist_delay_time", ["key:d"]),
    ("whist_rules", ["key:Escape", "key:alt+o", "key:r"]),  # a numbered hand is practice: game points stay free
    ("whist_hand_scores", ["key:Escape", "key:alt+o", "key:u", "key:alt+p", "key:d", "wait:45"]),
    ("whist_score_sheet", ["key:Return", "wait:1"]),
]


def run(cmd, **kw) -> subprocess.CompletedProcess:
    return subprocess.run(cmd, check=True, capture_output=True, text=True, **kw)


class Driver:
    def __init__(self, env, window: str):
        self.env = env
        self.window = window
        self.zoom = 1

    def xdo(self, *args) -> str:
        return run(["xdotool", *args], env=self.env).stdout

    def geometry(self) -> tuple[int, int, int, int]:
        values = {}
        for line in self.xdo("getwindowgeometry", "--shell", self.window).splitlines():
            key, _, value = line.partition("=")
            values[key] = int(value) if value.lstrip("-").isdigit() else value
        return values["X"], values["Y"], values["WIDTH"], values["HEIGHT"]

    def at(self, spec: str) -> tuple[str, str]:
        x, y = (int(v) * self.zoom for v in spec.split(","))
        return str(x), str(y)

    def do(self, action: str) -> None:
        kind, _, arg = action.partition(":")
        if kind == "key":
            self.xdo("windowfocus", "--sync", self.window)
            self.xdo("key", "--delay", "60", *arg.split())
        elif kind in ("click", "rclick", "move"):
            self.xdo("mousemove", "--window", self.window, *self.at(arg))
            time.sleep(0.1)
            if kind != "move":
                self.xdo("click", "3" if kind == "rclick" else "1")
        elif kind == "wait":
            time.sleep(float(arg))
        time.sleep(0.25)

    def capture(self, path: Path, whole_screen: bool = False) -> None:
        time.sleep(0.4)
        if whole_screen:
            run([IMPORT, "-window", "root", str(path)], env=self.env)
            return
        x, y, w, h = self.geometry()
        run([IMPORT, "-window", "root", "-crop", f"{w}x{h}+{x}+{y}", "+repage", str(path)], env=self.env)


GALLERY = (None, "belote_bridgee", "belote", "bridge", "pinochle", "scotch_whist")  # None: the title screen


def shoot_gallery(out: Path, display: str) -> int:
    """Every set of steps at 1x and 2x, each in a run of its own; the first failure ends the gallery."""
    for zoom in (1, 2):
        for game in GALLERY:
            command = [sys.executable, __file__, "--out", str(out), "--zoom", str(zoom), "--display", display]
            if game:
                command += ["--game", game]
            print(f"{zoom}x {game or 'title screen'}", flush=True)
            done = subprocess.run(command)
            if done.returncode:
                return done.returncode
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="/tmp/screens")
    parser.add_argument("--zoom", type=int, choices=(1, 2), default=1)
    parser.add_argument("--display", default=":97")
    parser.add_argument("--only", default="", help="comma-separated step names to capture (all run)")
    parser.add_argument("--fullscreen", action="store_true", help="also capture F11 full screen at the end")
    parser.add_argument("--screen", default="1280x960", help="the size of the X screen (WIDTHxHEIGHT)")
    parser.add_argument("--table", action="store_true", help="the 32 Card Bridge table instead of the title screen")
    parser.add_argument("--game", choices=("belote_bridgee", "belote", "bridge", "pinochle", "scotch_whist"),
                        help="the table of this game (implies --table)")
    parser.add_argument("--all", metavar="OUT", help="every screen of every game at 1x and 2x, into OUT")
    args = parser.parse_args()
    if args.all:
        return shoot_gallery(Path(args.all), args.display)
    for tool in ("Xvfb", "xdotool", IMPORT):
        if not shutil.which(tool):
            sys.exit(f"{tool} is missing: apt-get install xvfb xdotool imagemagick")
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, "DISPLAY": args.display, "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    env["CARD_TABLE_HOME"] = tempfile.mkdtemp(prefix="card-table-shots-")  # never the real user folder
    command, steps = [sys.executable, str(ROOT / "main.py")], STEPS
    if args.game == "belote":
        command, steps = [*command, "--game", "belote", "--deal", "12"], BELOTE_STEPS
    elif args.game == "bridge":
        command, steps = [*command, "--game", "bridge", "--deal", "5"], BRIDGE_STEPS
    elif args.game == "pinochle":
        command, steps = [*command, "--game", "pinochle"], PINOCHLE_STEPS
    elif args.game == "scotch_whist":
        command, steps = [*command, "--game", "scotch_whist", "--deal", "1"], WHIST_STEPS
    elif args.table or args.game:
        command, steps = [*command, "--game", "belote_bridgee", "--deal", "3"], TABLE_STEPS
    xvfb = subprocess.Popen(["Xvfb", args.display, "-screen", "0", f"{args.screen}x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    game = window_manager = None
    try:
        time.sleep(1.0)
        if args.fullscreen and shutil.which("openbox"):
            window_manager = subprocess.Popen(["openbox"], env=env, stdout=subprocess.DEVNULL,
                                              stderr=subprocess.DEVNULL)
            time.sleep(0.5)
        game = subprocess.Popen(command, cwd=ROOT, env=env)
        window = run(["xdotool", "search", "--sync", "--pid", str(game.pid)], env=env).stdout.split()[0]
        driver = Driver(env, window)
        time.sleep(1.0)
        driver.do("key:alt+o")
        driver.do(f"key:{args.zoom}")  # Options > Window 1x or 2x
        time.sleep(0.5)
        driver.zoom = max(1, driver.geometry()[2] // 640)
        if driver.zoom != args.zoom:
            sys.exit(f"the window did not switch to {args.zoom}x (it is {driver.zoom}x)")
        only = set(filter(None, args.only.split(",")))
        for name, actions in steps:
            for action in actions:
                driver.do(action)
            if not only or name in only:
                path = out / f"{args.zoom}x_{name}.png"
                driver.capture(path)
                print(path)
        if args.fullscreen:
            driver.do("key:F11")
            time.sleep(1.0)
            path = out / f"{args.zoom}x_fullscreen.png"
            driver.capture(path, whole_screen=True)
            print(path)
            driver.do("key:F11")
        if game.poll() is not None:
            sys.exit(f"the game exited early with code {game.returncode}")
        driver.do("key:alt+F4")
        game.wait(timeout=10)
        return game.returncode
    finally:
        if game is not None and game.poll() is None:
            game.terminate()
        if window_manager is not None:
            window_manager.terminate()
        xvfb.terminate()
        xvfb.wait(timeout=10)


if __name__ == "__main__":
    sys.exit(main())
