"""The headless host (``main.py --serve --game G``): one table on a spare computer, no window, until its game ends
or Ctrl+C. What it does is said on the console, refusals included (the log). Its game is kept after every action
(saved.py): ``--serve --resume`` goes on with it after a stop, and the friends rejoin the same seats with the same
code."""

from __future__ import annotations

import asyncio
import logging
import socket
import sys

from .host import serve_table
from .protocol import DEFAULT_PORT
from .saved import host_file, load_host_game, save_host_game
from .table import REMOTE, NetTable


def addresses() -> list[str]:
    """This computer's IPv4 addresses a friend may type (loopback last); what the system does not say is left out."""
    try:
        found = socket.gethostbyname_ex(socket.gethostname())[2]
    except OSError:
        found = []
    try:  # the address of the way out to the network (a UDP "connection" sends nothing)
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1: never routed anywhere for real
            found.append(probe.getsockname()[0])
    except OSError:
        pass
    outside = sorted({a for a in found if not a.startswith("127.")})
    return outside or ["127.0.0.1"]


def tell(text: str) -> None:
    print(text, flush=True)  # at once: the console (or a script reading it) learns the port and the code now


def keeper(stand_in_after: float | None, say):
    """The host's ``on_change``: the game written after every action; a problem said once."""
    said: set[str] = set()
    path = host_file()

    def keep(host) -> None:
        problem = save_host_game(host.table, host.port, stand_in_after, path)
        if problem and problem not in said:
            said.add(problem)
            say(problem)
    return keep


def run_serve(variant_id: str | None, seats: dict, *, port: int | None = DEFAULT_PORT, code: str | None = None,
              seed: int = 1, hands: int | None = None, address: str = "0.0.0.0", stand_in_after: float | None = None,
              resume: bool = False, say=None) -> int:
    """Host a table until its game is over (``resume``: the one kept on the disk); 0, or 1 with one line when the
    port cannot be used or there is no game to resume."""
    say = say or tell
    logging.basicConfig(stream=sys.stderr, level=logging.INFO, format="%(asctime)s %(message)s")
    if resume:
        found, problem = load_host_game()
        if found is None:
            say(problem or "There is no network game to resume: start one with --serve --game ID.")
            return 1
        table, data = found
        port = data.get("port", DEFAULT_PORT) if port is None else port
        stand_in_after = data.get("stand_in_after") if stand_in_after is None else stand_in_after
    else:
        assert variant_id is not None
        table = NetTable(variant_id, seats, seed=seed, code=code, hands=hands, wait_for_players=True)
    port = DEFAULT_PORT if port is None else port

    def ready(bound: int) -> None:
        where = ", ".join(f"{a}:{bound}" for a in addresses())
        players = ", ".join(seat.full_name for seat in table.remote_seats()) or "nobody (computers only)"
        say(f"{'Resuming' if resume else 'Hosting'} {table.variant.name} at {where} with the code {table.code}.")
        say(f"Seats for players: {players}. Ctrl+C stops the host.")

    try:
        asyncio.run(serve_table(table, address, port, ready, stand_in_after, keeper(stand_in_after, say)))
    except OSError as exc:
        say(f"The host cannot listen on port {port}: {exc.strerror or exc}")
        return 1
    except KeyboardInterrupt:
        say("The host stopped (main.py --serve --resume goes on with the game).")
        return 0
    say(end_words(table))
    return 0


def end_words(table: NetTable) -> str:
    """The console's last line: the match is over, or the host stops after the hands it was set to."""
    if table.match.over:
        return "The game at this table is over."
    hands = table.hands_to_play
    return (f"The host played the {'one hand' if hands == 1 else f'{hands} hands'} it was set to and stops here; "
            f"the game itself is not over.")


__all__ = ["DEFAULT_PORT", "REMOTE", "run_serve"]
