"""The headless host (``main.py --serve --game G``): one table on a spare computer, no window, until its game ends
or Ctrl+C. What it does is said on the console, refusals included (the log)."""

from __future__ import annotations

import asyncio
import logging
import socket
import sys

from .host import serve_table
from .protocol import DEFAULT_PORT
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
    return sorted(set(found), key=lambda a: (a.startswith("127."), a)) or ["127.0.0.1"]


def tell(text: str) -> None:
    print(text, flush=True)  # at once: the console (or a script reading it) learns the port and the code now


def run_serve(variant_id: str, seats: dict, *, port: int = DEFAULT_PORT, code: str | None = None, seed: int = 1,
              hands: int | None = None, address: str = "0.0.0.0", stand_in_after: float | None = None,
              say=None) -> int:
    """Host a table until its game is over; 0, or 1 with one line when the port cannot be used."""
    say = say or tell
    logging.basicConfig(stream=sys.stderr, level=logging.INFO, format="%(asctime)s %(message)s")
    table = NetTable(variant_id, seats, seed=seed, code=code, hands=hands)

    def ready(bound: int) -> None:
        where = ", ".join(f"{a}:{bound}" for a in addresses())
        players = ", ".join(seat.full_name for seat in table.remote_seats()) or "nobody (computers only)"
        say(f"Hosting {table.variant.name} at {where} with the code {table.code}.")
        say(f"Seats for players: {players}. Ctrl+C stops the host.")

    try:
        asyncio.run(serve_table(table, address, port, ready, stand_in_after))
    except OSError as exc:
        say(f"The host cannot listen on port {port}: {exc.strerror or exc}")
        return 1
    except KeyboardInterrupt:
        say("The host stopped.")
        return 0
    say("The game at this table is over.")
    return 0


__all__ = ["DEFAULT_PORT", "REMOTE", "run_serve"]
