#!/usr/bin/env python3
"""A fingerprint of the engine's behaviour under random play, for speed work that must change nothing.

For every game of ``game.variants.VARIANTS`` and each of its option sets (tools/corpus.py's OPTION_SETS),
random hands are played from a fixed seed: a random dealer and deal number, then a random legal action
until the hand is over. Everything the engine gives is written down as JSON (corpus.plain): the opening
events, at each step the legal actions, the events the action brought and the view of the seat to act
(every seat's view at the start, every 5th step and the end), the result with its score lines, the
history, the record, a clone's and a replay's state. Each option set's text is hashed (sha256).

    python tools/engine_digest.py record FILE [--hands 40] [--seed 1]   # write the digests as JSON
    python tools/engine_digest.py check FILE                             # play again, compare, exit 1 if any differ

Unlike the corpus (computer players' decisions), this covers the legal lists and views of every position
random play reaches, the rare calls and announces included. About 20 seconds with the defaults (600 hands).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.engine.deal import MAX_DEAL_NUMBER  # noqa: E402
from game.engine.records import hand_from_record  # noqa: E402
from game.engine.seats import SEATS  # noqa: E402
from game.variants import VARIANTS  # noqa: E402
from tools.corpus import OPTION_SETS, dumps, plain  # noqa: E402

ALL_VIEWS_EVERY = 5  # every seat's view at every 5th step (the seat to act's at every step)


def views(hand, seats) -> list:
    return [plain(hand.view(s)) for s in seats]


def hand_trace(variant, options, rng: random.Random) -> dict:
    """One random hand and everything the engine said of it."""
    hand = variant.new_hand(options, dealer=rng.choice(SEATS), deal_number=rng.randint(1, MAX_DEAL_NUMBER))
    trace: dict = {"opening": [plain(e) for e in hand.start_events], "start_views": views(hand, SEATS)}
    steps = []
    while not hand.done:
        legal = hand.legal_actions()
        step = {"legal": plain(legal), "view": views(hand, (hand.to_act,))}
        action = legal[rng.randrange(len(legal))]
        step["action"] = plain(action)
        step["events"] = [plain(e) for e in hand.apply(action)]
        if len(steps) % ALL_VIEWS_EVERY == 0:
            step["all_views"] = views(hand, SEATS)
        steps.append(step)
    result = hand.result()
    record = hand.record()
    trace.update(steps=steps, end_views=views(hand, SEATS), result=plain(result), lines=list(result.lines),
                 history=plain(hand.history()), record=record)
    replayed = hand_from_record(json.loads(dumps(record)))
    trace["replayed"] = {"same_record": replayed.record() == record, "result": plain(replayed.result())}
    middle = hand_from_record(record, upto=len(record["actions"]) // 2)
    trace["middle"] = {"views": views(middle, SEATS), "legal": plain(middle.legal_actions()),
                       "clone": views(middle.clone(), SEATS)}
    return trace


def digests(hands: int, seed: int) -> dict:
    """sha256 of the traces of ``hands`` random hands per option set, by "game/option set"."""
    out = {}
    for variant_id, sets in OPTION_SETS.items():
        variant = VARIANTS[variant_id]
        for name, changes in sets:
            options = variant.default_options().replace(**changes)
            rng = random.Random(f"{seed}/{variant_id}/{name}")
            text = "".join(dumps(hand_trace(variant, options, rng)) + "\n" for _ in range(hands))
            out[f"{variant_id}/{name}"] = hashlib.sha256(text.encode()).hexdigest()
    return out


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description="Record or check the engine's fingerprint under random play.")
    parser.add_argument("command", choices=("record", "check"))
    parser.add_argument("file", type=Path)
    parser.add_argument("--hands", type=int, default=40, help="hands per option set (record; default 40)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if args.command == "record":
        data = {"hands": args.hands, "seed": args.seed, "digests": digests(args.hands, args.seed)}
        args.file.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")
        print(f"Recorded {len(data['digests'])} option sets, {args.hands} hands each, in {args.file}.")
        return 0
    try:
        data = json.loads(args.file.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        print(f"Cannot read the digests in {args.file}: {exc}")
        return 2
    fresh = digests(data["hands"], data["seed"])
    differ = sorted(k for k in set(fresh) | set(data["digests"]) if fresh.get(k) != data["digests"].get(k))
    if differ:
        print("The engine's behaviour differs in: " + ", ".join(differ))
        return 1
    print(f"The engine's behaviour is identical ({len(fresh)} option sets, {data['hands']} hands each).")
    return 0


if __name__ == "__main__":
    sys.exit(main())
