"""Network benchmark: one host process holding more and more tables of four remote players, on 127.0.0.1.

The host (a child process, game/net/host.py, one Host per table on one asyncio loop) runs the rules and sends each
seat its view after every action, as in a real game. The players are in this process, all four seats of every
table, each a websockets connection that plays a random legal action as soon as its view says it is its turn (the
cheapest decision: the figures measure the host and the network, not the computers' thinking). A table whose game
ends starts a new one.

For each number of tables: actions a second (all tables together), and the latency of an action — from the moment
a player sends it to the moment that player's next view arrives (the host checked it, played it and wrote the
views of every seat) — median and p99, in milliseconds. The last line says how many tables one host holds with
the p99 inside a 16 ms frame (a client that polls once a frame sees the answer on the next frame).

    python bench/network.py [--game belote] [--tables 1,2,4,8,16,32] [--seconds 3]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from websockets.asyncio.client import connect  # noqa: E402

from game.engine import Seat  # noqa: E402
from game.engine.match import Match  # noqa: E402
from game.net.host import Host  # noqa: E402
from game.net.protocol import message  # noqa: E402
from game.net.table import NetTable  # noqa: E402

CODE = "BENCH1"
FRAME_MS = 16.0


class EndlessTable(NetTable):
    """A table that deals a new game when its game is over, so that a table keeps playing as long as it is held."""

    def play(self, seat, action):
        out = super().play(seat, action)
        if self.finished:
            self.finished = False
            self.seed += 1
            self.match = Match(self.variant, self.match.options, seed=self.seed)
            self.hand_number += 1
            for s in self.connected:
                out.add(s, self.state(s))
        return out


def host_process(game: str, count: int, ports, ready) -> None:
    """The child: ``count`` tables, their ports put in ``ports``; serves until killed."""
    async def main():
        hosts = [Host(EndlessTable(game, {s: "remote" for s in Seat}, seed=n + 1, code=CODE), rate=1000, burst=1000)
                 for n in range(count)]
        for host in hosts:
            ports.put(await host.start())
        ready.set()
        await asyncio.Event().wait()
    asyncio.run(main())


def notation(item: dict) -> str:
    return item.get("$card") or item.get("$action")


TOKENS: dict[tuple[str, Seat], str] = {}  # the seat's token from its first welcome: the next step sits there again


async def seat_player(url: str, seat: Seat, latencies: list, measuring: dict, rng: random.Random) -> None:
    async with connect(url, max_size=1 << 20) as connection:
        await connection.send(message("join", code=CODE, seat=str(seat), name="bench",
                                      token=TOKENS.get((url, seat), "")))
        sent_at, acted_on = None, None
        async for text in connection:
            data = json.loads(text)
            if data["kind"] == "welcome":
                TOKENS[(url, seat)] = data.get("token", "")
            if data["kind"] != "state":
                continue
            key = (data["hand_number"], data["actions"])
            if sent_at is not None and key != acted_on:
                if measuring["on"]:
                    latencies.append(time.perf_counter() - sent_at)
                sent_at = None
            legal = data["view"]["legal"]["$tuple"]
            if legal and key != acted_on:
                acted_on, sent_at = key, time.perf_counter()
                await connection.send(message("action", action=notation(rng.choice(legal))))


async def measure(ports: list[int], seconds: float) -> tuple[int, list[float]]:
    latencies: list[float] = []
    measuring = {"on": False}
    rng = random.Random(len(ports))
    tasks = [asyncio.create_task(seat_player(f"ws://127.0.0.1:{port}", seat, latencies, measuring, rng))
             for port in ports for seat in Seat]
    await asyncio.sleep(min(1.0, seconds / 3))  # everybody joined and playing
    measuring["on"] = True
    await asyncio.sleep(seconds)
    measuring["on"] = False
    done = len(latencies)
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    return done, latencies


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="belote")
    parser.add_argument("--tables", default="1,2,4,8,16,32")
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args()
    counts = [int(n) for n in args.tables.split(",")]
    context = multiprocessing.get_context("spawn")
    ports_queue, ready = context.Queue(), context.Event()
    host = context.Process(target=host_process, args=(args.game, max(counts), ports_queue, ready), daemon=True)
    host.start()
    ready.wait(60)
    ports = [ports_queue.get() for _ in range(max(counts))]
    print(f"{args.game}, one host process, four remote players a table (random legal actions), "
          f"{args.seconds:g} s a step")
    print(f"{'tables':>6} {'actions/s':>10} {'median ms':>10} {'p99 ms':>8}")
    held = held_median = 0
    try:
        for count in counts:
            done, latencies = asyncio.run(measure(ports[:count], args.seconds))
            if not latencies:
                print(f"{count:>6} {'no action answered':>30}")
                continue
            median, p99 = statistics.median(latencies) * 1000, percentile(latencies, 99) * 1000
            print(f"{count:>6} {done / args.seconds:>10.0f} {median:>10.2f} {p99:>8.2f}", flush=True)
            if p99 <= FRAME_MS:
                held = count
            if median <= FRAME_MS:
                held_median = count
    finally:
        host.terminate()
        host.join(5)
    print(f"One host holds {tables(held)} with an action's p99 latency inside a {FRAME_MS:g} ms frame, "
          f"{held_median} with its median inside (players who act as fast as the host answers).")
    return 0


def tables(count: int) -> str:
    return f"{count} table{'s' * (count != 1)}"


if __name__ == "__main__":
    sys.exit(main())
