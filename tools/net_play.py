#!/usr/bin/env python3
"""Two windows play a whole network game against each other and two computers, by real clicks, under Xvfb.

    python3 tools/net_play.py [--game G[,G...]] [--windows S,E] [--skill novice] [--display :97]
                              [--out DIR] [--seed N] [--hands N] [--limit SECONDS] [--window-hosts]

This process hosts the table on 127.0.0.1 (game/net/host.py, as a host computer would), starts two real windows
of main.py with ``--join`` side by side on a 1280x480 Xvfb screen, and plays for the two people at them: it reads
what each window shows from its automation probe (game/ui/probe.py: the buttons on top, the moves the rules allow
and where each is clicked) and clicks there with xdotool. Which move is the driver's choice (what a Novice would
play from the host's view of that seat, with --play); with --window-hosts the first window hosts by its own Host
dialog and each window's move is the one its Hint suggests (the probe says it). The windows' own hit-testing decides
what the click does, and the host checks it as any move. Screenshots of both windows go to DIR: every box over the
table (score cards, sheets), a pair in the middle of play and the end. It prints, per game, whether the match ended,
the time and the clicks made; it exits 1 if a game did not end in time.

Needs Xvfb, xdotool and ImageMagick's ``import`` (Debian: apt-get install xvfb xdotool imagemagick).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.engine import Seat  # noqa: E402
from game.net.host import Host  # noqa: E402
from game.net.table import NetTable  # noqa: E402
from game.variants import computer_player  # noqa: E402

IMPORT = "/usr/bin/import"  # ImageMagick's
GAMES = ["belote_bridgee", "belote", "bridge", "pinochle", "scotch_whist"]
CODE = "NETPLY"
WIDTH, HEIGHT = 640, 480
# The buttons a person presses to go on, best first; a box not listed is answered by its first button.
GO_ON = ["Next hand", "Next deal", "OK", "Yes", "Continue", "Close", "No"]
PASS_WORDS = ("Pass", "pass")
ANSWERS = ("Yes", "OK")  # a box on the felt that asks
# A click on the bare felt ends a turn; a right click would too, but one that comes just after the turn ended
# calls the boss screen. Nothing is drawn here from any seat.
BARE_FELT = (560, 70)


class HostThread:
    """The host's asyncio loop in a thread of its own; the table stays readable from here."""

    def __init__(self, table: NetTable):
        self.table = table
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.host = Host(table)
        self.port = self._run(self.host.start())

    def _run(self, coroutine):
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(15)

    def over(self) -> bool:
        return self.host.finished.is_set()

    def close(self) -> None:
        try:
            self._run(self.host.close())
        finally:
            self.loop.call_soon_threadsafe(self.loop.stop)
            self.thread.join(timeout=5)


class Window:
    """One main.py --join window at ``origin`` on the screen, with its own user folder and probe."""

    def __init__(self, seat: Seat, port: int, origin: tuple[int, int], display: str, speed: int,
                 command: list[str] | None = None, **settings):
        """``command``: main.py's arguments (default: join the table at ``port`` at ``seat``); ``settings``: the
        window's settings file besides the animation speed (as a person who chose them before)."""
        self.seat = seat
        self.origin = origin
        self.home = Path(tempfile.mkdtemp(prefix=f"net-play-{seat.name}-"))
        write_settings(self.home, speed, **settings)
        self.probe_path = self.home / "probe.json"
        env = dict(os.environ, DISPLAY=display, SDL_AUDIODRIVER="dummy", CARD_TABLE_HOME=str(self.home),
                   CARD_TABLE_PROBE=str(self.probe_path), PYTHONPATH=str(ROOT),
                   SDL_VIDEO_WINDOW_POS=f"{origin[0]},{origin[1]}")  # SDL centres a window unless told
        self.log = open(self.home / "window.log", "w")
        self.process = subprocess.Popen(
            [sys.executable, str(ROOT / "main.py"),
             *(command or ["--join", f"127.0.0.1:{port}", "--code", CODE, "--seat", seat.name])],
            env=env, stdout=self.log, stderr=subprocess.STDOUT)
        self.display = display
        self.window_id = self._find_window()
        self._move_to(origin)
        self.clicks = 0
        self.last_frame = -1

    def _move_to(self, origin: tuple[int, int]) -> None:
        """Put the window at ``origin`` and check it stays there (a move made before the window is mapped is lost,
        and the clicks would land on the other window)."""
        for _ in range(50):
            xdotool(self.display, "windowmove", self.window_id, str(origin[0]), str(origin[1]))
            time.sleep(0.2)
            where = subprocess.run(["xdotool", "getwindowgeometry", self.window_id], env=self._env(),
                                   capture_output=True, text=True).stdout
            if f"Position: {origin[0]},{origin[1]} " in where:
                return
        raise SystemExit(f"The {self.seat.full_name} window would not move to {origin}")

    def _find_window(self) -> str:
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            found = subprocess.run(["xdotool", "search", "--pid", str(self.process.pid)], env=self._env(),
                                   capture_output=True, text=True).stdout.split()
            if found:
                return found[-1]
            if self.process.poll() is not None:
                raise SystemExit(f"The {self.seat.full_name} window ended at once: see {self.home / 'window.log'}")
            time.sleep(0.2)
        raise SystemExit(f"The {self.seat.full_name} window never showed")

    def _env(self) -> dict:
        return dict(os.environ, DISPLAY=self.display)

    def probe(self) -> dict | None:
        try:
            return json.loads(self.probe_path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None

    def click(self, spot, button: int = 1) -> None:
        x, y = self.origin[0] + spot[0], self.origin[1] + spot[1]
        xdotool(self.display, "mousemove", str(x), str(y), "click", str(button))
        self.clicks += 1

    def screenshot(self, path: Path) -> None:
        subprocess.run([IMPORT, "-window", "root", "-crop", f"{WIDTH}x{HEIGHT}+{self.origin[0]}+{self.origin[1]}",
                        str(path)], env=self._env(), check=False)

    def gone(self) -> str | None:
        """None while the window runs; else the end of what it wrote."""
        if self.process.poll() is None:
            return None
        self.log.flush()
        return (self.home / "window.log").read_text(errors="replace")[-3000:]

    def close(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        self.log.close()
        shutil.rmtree(self.home, ignore_errors=True)


def write_settings(home: Path, speed: int, **settings) -> None:
    """The window's settings file, written as the program writes it: the animation speed ``speed``."""
    from game.storage.settings import save_settings
    from game.ui.settings import UiSettings

    before = os.environ.get("CARD_TABLE_HOME")
    os.environ["CARD_TABLE_HOME"] = str(home)
    try:
        save_settings(UiSettings(animation_speed=speed, **settings))
    finally:
        if before is None:
            del os.environ["CARD_TABLE_HOME"]
        else:
            os.environ["CARD_TABLE_HOME"] = before


def xdotool(display: str, *args: str) -> None:
    subprocess.run(["xdotool", *args], env=dict(os.environ, DISPLAY=display), check=False)


class Chooser:
    """Which move the person at a window makes: what a computer of ``skill`` would make from the host's view of
    the seat to act (as a person thinks it over); when a window hosts (no host view here), the move the window's own
    Hint suggests, as its probe says; or a random one ("random"). The clicks are the window's."""

    HINT_PATIENCE = 120.0  # seconds a window's hint is waited for before a random move is made instead

    def __init__(self, table: NetTable | None, skill: str, seed: int):
        self.table, self.skill = table, skill
        self.rng = random.Random(seed)
        self.players: dict = {}
        self.waiting_since: dict[Seat, float] = {}
        self.by_hint = self.unhinted = 0

    def choose(self, seat: Seat, facts: dict) -> dict | None:
        """The move to make at ``seat``'s window, from its probe's table ``facts``; None: its hint is still coming."""
        moves = facts["moves"]
        if self.skill == "random":
            return choose_at_random(moves, self.rng)
        if self.table is not None:
            wanted = self._decision()
        elif (wanted := facts.get("hint")) is None and "hint_failed" not in facts:
            since = self.waiting_since.setdefault(seat, time.monotonic())
            if time.monotonic() - since < self.HINT_PATIENCE:
                return None
            print(f"No hint in {self.HINT_PATIENCE:.0f} s at {seat.full_name}: a random move", flush=True)
        self.waiting_since.pop(seat, None)
        chosen = next((m for m in moves if m["action"] == wanted), None)
        if self.table is None:
            self.by_hint += chosen is not None
            self.unhinted += chosen is None
            if chosen is None and wanted is not None:
                print(f"{seat.full_name}'s hint {wanted} is none of the moves to click "
                      f"({', '.join(m['action'] for m in moves)}): a random move", flush=True)
        return chosen or choose_at_random(moves, self.rng)

    def _decision(self) -> str | None:
        try:
            hand = self.table.hand
            seat = hand.to_act
            if seat not in self.players:
                self.players[seat] = computer_player(self.table.variant.id, self.skill, self.rng.randrange(1 << 30))
            return str(self.players[seat].decide(hand.view(seat)).action)
        except Exception:  # noqa: BLE001 - the host moved on meanwhile: a random move instead
            return None


def next_step(window: Window, chooser: Chooser) -> str | None:
    """One thing a person at ``window`` would do now (a click), or None if the window waits for the others."""
    seen = window.probe()
    if seen is None or seen["frame"] == window.last_frame:
        return None
    table = seen.get("table")
    if seen["top"] != "TableScene":
        return press_a_button(window, seen)
    if table["turn_end"] is not None:
        window.click(BARE_FELT)  # the end of the turn, as a person clicks the felt
        return "end of turn"
    answer = [b for b in seen["buttons"] if b["enabled"] and b["label"] in ANSWERS]
    if answer:  # a box on the felt asks (Verify cards played: Yes; Pause between tricks: OK)
        window.click(answer[0]["centre"])
        return f"table: {answer[0]['label']}"
    if not table["moves"]:
        return None
    move = chooser.choose(window.seat, table)
    if move is None:
        return None
    for spot in move["spots"]:
        window.click(spot)
        time.sleep(0.15)  # the window takes each click before the next (a quantity, then a suit)
    return move["action"]


def press_a_button(window: Window, seen: dict) -> str | None:
    buttons = [b for b in seen["buttons"] if b["enabled"]]
    if not buttons:
        return None
    ranked = sorted(buttons, key=lambda b: GO_ON.index(b["label"]) if b["label"] in GO_ON else len(GO_ON))
    window.click(ranked[0]["centre"])
    return f"{seen['top']}: {ranked[0]['label']}"


def choose_at_random(moves: list[dict], rng: random.Random) -> dict:
    cards = [m for m in moves if m["card"]]
    if cards:
        return rng.choice(cards)
    passes = [m for m in moves if m["action"] in PASS_WORDS]
    if passes and rng.random() < 0.8:
        return passes[0]
    return min(moves, key=lambda m: (len(m["spots"]), rng.random()))  # a call within few clicks


def play_game(variant_id: str, args) -> bool:
    seats = {seat: args.skill for seat in Seat}
    for seat in args.windows:
        seats[seat] = "remote"
    table = NetTable(variant_id, seats, seed=args.seed, code=CODE, hands=args.hands)
    host = HostThread(table)
    out = args.out / variant_id
    out.mkdir(parents=True, exist_ok=True)
    windows = [Window(seat, host.port, (WIDTH * i, 0), args.display, args.speed) for i, seat in enumerate(args.windows)]
    chooser = Chooser(table, args.play, args.seed)
    started, shots = time.monotonic(), 0
    try:
        while not host.over() and time.monotonic() - started < args.limit:
            shots += drive(windows, chooser, out, shots)
            for window in windows:
                if (last_words := window.gone()) is not None:
                    print(f"The {window.seat.full_name} window ended:\n{last_words}", flush=True)
                    return False
        ended = host.over()
        if ended:
            see_the_end(windows, chooser, out, shots)
        ended = host.over()
        end = "the match ended" if table.match.over else f"the host's {args.hands} hands were played"
        print(f"{variant_id}: {end if ended else 'NOT ENDED'} after "
              f"{time.monotonic() - started:.0f} s; clicks {', '.join(f'{w.seat.name} {w.clicks}' for w in windows)}; "
              f"screenshots in {out}", flush=True)
        return ended
    finally:
        for window in windows:
            window.close()
        host.close()


def play_game_hosted_by_a_window(variant_id: str, args) -> bool:
    """The first window hosts (``--host``, the Host dialog's Host clicked, the code read off its waiting box), the
    second joins it with that code; the computers are the host window's. Each window's move is its own Hint's (the
    host's table is in the window, not here), or random with --play random."""
    first, second = args.windows
    kinds = {seat: args.skill for seat in Seat} | {first: "you", second: "friend"}
    port = 4790
    out = args.out / f"{variant_id}_hosted"
    out.mkdir(parents=True, exist_ok=True)
    host_window = Window(first, port, (0, 0), args.display, args.speed,
                         command=["--host", "--game", variant_id, "--port", str(port)],
                         host_seats=",".join(f"{seat.name}={kind}" for seat, kind in kinds.items()))
    windows = [host_window]
    started = time.monotonic()
    try:
        code = open_the_host(host_window, out)
        windows.append(Window(second, port, (WIDTH, 0), args.display, args.speed,
                              command=["--join", f"127.0.0.1:{port}", "--code", code, "--seat", second.name]))
        chooser, shots, mid_game = Chooser(None, args.play, args.seed), 0, False
        while not all(match_over(w) for w in windows) and time.monotonic() - started < args.limit:
            shots += drive(windows, chooser, out, shots)
            if not mid_game and (mid_game := in_mid_play(windows)):
                for window in windows:
                    window.screenshot(out / f"mid_{window.seat.name}.png")
            for window in windows:
                if (last_words := window.gone()) is not None:
                    print(f"The {window.seat.full_name} window ended:\n{last_words}", flush=True)
                    return False
        ended = all(match_over(w) for w in windows)
        if ended:
            see_the_end(windows, chooser, out, shots)
        print(f"{variant_id}, hosted by the {first.full_name} window: {'the match ended' if ended else 'NOT ENDED'} "
              f"after {time.monotonic() - started:.0f} s; clicks "
              f"{', '.join(f'{w.seat.name} {w.clicks}' for w in windows)}; moves by the windows' hints "
              f"{chooser.by_hint}, others {chooser.unhinted}; screenshots in {out}", flush=True)
        return ended
    finally:
        for window in windows:
            window.close()


def open_the_host(window: Window, out: Path) -> str:
    """Click Host in the window's Host dialog, then read the join code off its waiting box."""
    deadline, seen = time.monotonic() + 60, {}
    while time.monotonic() < deadline:
        if (last_words := window.gone()) is not None:
            raise SystemExit(f"The {window.seat.full_name} window ended before its join code showed:\n{last_words}")
        seen = window.probe() or {}
        if seen.get("top") == "HostDialog":
            time.sleep(0.5)  # drawn at least once (the first look may come before the first frame is on the screen)
            window.screenshot(out / "host_dialog.png")
            [host] = [b for b in seen["buttons"] if b["label"] == "Host"]
            window.click(host["centre"])
        elif (found := re.search(r"Code: ([A-Z0-9]{6})", seen.get("text", ""))) is not None:
            window.screenshot(out / "waiting_box.png")
            return found.group(1)
        time.sleep(0.3)
    window.screenshot(out / "no_join_code.png")
    raise SystemExit(f"The {window.seat.full_name} window never showed its join code; it shows {seen.get('top')}: "
                     f"{seen.get('text', '')!r}, buttons {[b['label'] for b in seen.get('buttons', [])]}")


def in_mid_play(windows: list[Window]) -> bool:
    """Both windows show the table in the middle of the first hand's play (for a pair of screenshots)."""
    seen = [window.probe() or {} for window in windows]
    return all(s.get("top") == "TableScene" and s["table"]["phase"] == "play" and s["table"]["actions"] >= 12
               and s["table"]["turn_end"] is None for s in seen)


def match_over(window: Window) -> bool:
    seen = window.probe()
    return bool(seen and seen.get("table", {}).get("over"))


def drive(windows: list[Window], chooser: Chooser, out: Path, shots: int, until_score_card: bool = False) -> int:
    """One look at each window and a click where a person would click; the screenshots taken (score cards)."""
    taken, acted = 0, False
    for window in windows:
        if until_score_card and at_score_card(window):
            continue
        seen = window.probe()
        if seen is not None and seen["top"] not in ("TableScene", None) and seen["frame"] != window.last_frame:
            window.screenshot(out / f"{shots + taken:03d}_{window.seat.name}_{seen['top']}.png")
            taken += 1
        what = next_step(window, chooser)
        if what is not None:
            acted = True
            window.last_frame = seen["frame"] if seen else -1
    time.sleep(0.05 if acted else 0.1)
    return taken


def see_the_end(windows: list[Window], chooser: Chooser, out: Path, shots: int) -> None:
    """After the last hand: on to its score card, then each box that follows in each window (a score sheet, the
    game's end) photographed as end_<seat>_<n>.png and answered, until the table stays bare; end_<seat>.png: the
    first box of the end (the last hand's score card), or the table if none came."""
    settle = time.monotonic()
    while time.monotonic() - settle < 30 and not all(at_score_card(w) for w in windows):
        shots += drive(windows, chooser, out, shots, until_score_card=True)
    for window in windows:
        window.screenshot(out / f"end_{window.seat.name}.png")
        boxes, bare_since = 0, None
        while boxes < 8 and (bare_since is None or time.monotonic() - bare_since < 3):
            seen = window.probe() or {}
            if seen.get("top") in ("TableScene", None) or seen["frame"] == window.last_frame:
                bare_since = bare_since or time.monotonic()
                time.sleep(0.2)
                continue
            bare_since, boxes = None, boxes + 1
            window.screenshot(out / f"end_{window.seat.name}_{boxes}_{seen['top']}.png")
            if press_a_button(window, seen) is not None:
                window.last_frame = seen["frame"]
            time.sleep(0.5)
        window.screenshot(out / f"end_{window.seat.name}_{boxes + 1}_table.png")


def at_score_card(window: Window) -> bool:
    """A box is up over the table: after the last hand, the game's score card or sheet (Whist's hand scores)."""
    seen = window.probe()
    return seen is not None and seen["top"] not in ("TableScene", None)


def seats_of(text: str) -> list[Seat]:
    seats = [Seat[letter.strip().upper()] for letter in text.split(",")]
    if len(seats) != 2 or len(set(seats)) != 2:
        raise argparse.ArgumentTypeError("two different seats, such as S,E")
    return seats


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default=",".join(GAMES))
    parser.add_argument("--windows", type=seats_of, default=[Seat.S, Seat.E])
    parser.add_argument("--skill", default="novice", choices=["novice", "advanced", "expert"])
    parser.add_argument("--play", default="novice", choices=["novice", "advanced", "expert", "random"],
                        help="how the driver chooses the windows' moves (the clicks are the windows')")
    parser.add_argument("--window-hosts", action="store_true",
                        help="the first window hosts by Game > Host a network game (moves: each window's Hint)")
    parser.add_argument("--display", default=":97")
    parser.add_argument("--out", type=Path, default=Path("/tmp/net_play"))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--hands", type=int, default=None, help="stop after this many hands (default: the match)")
    parser.add_argument("--speed", type=int, default=10, help="the windows' animation speed, 1 to 10")
    parser.add_argument("--limit", type=float, default=1800, help="seconds allowed for each game")
    args = parser.parse_args()
    xvfb = subprocess.Popen(["Xvfb", args.display, "-screen", "0", f"{2 * WIDTH}x{HEIGHT}x24"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(1)
    try:
        play = play_game_hosted_by_a_window if args.window_hosts else play_game
        results = [play(game, args) for game in args.game.split(",")]
    finally:
        xvfb.terminate()
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
