"""Engine speed: random complete hands per second of each game, played through the hand protocol.

Each hand gets a random deal number and dealer; every call, take, announce and card is a random choice
among ``legal_actions()`` and goes through ``apply()``; the hand ends with ``result()``.

    python bench/engine.py [--game ID] [--options JSON|PRESET] [--seconds 3] [--seed 1]

Without ``--game`` every game is measured, one line each. ``--options`` is a JSON object of the game's rule
options (``'{"no_trumps_all_trumps": true}'``) or the name of a preset (``--list-presets``).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine.deal import MAX_DEAL_NUMBER  # noqa: E402
from game.engine.errors import OptionsError  # noqa: E402
from game.engine.options import options_from_json  # noqa: E402
from game.engine.seats import SEATS  # noqa: E402
from game.variants import VARIANTS  # noqa: E402

BUDGET_HANDS_PER_SECOND = 6000
# Rule sets worth timing apart from the defaults: game id -> preset name -> options as JSON.
PRESETS = {
    "belote": {
        "nt-at": {"no_trumps_all_trumps": True},
        "all-rules": {"no_trumps_all_trumps": True, "mandatory_fourth_undertrump": True,
                      "belote_order": "king-first", "round_to_five": True},
        "tournament": {"tournament": True, "no_trumps_all_trumps": True},
    },
    "belote_bridgee": {
        "no-announces": {"announces": False},
    },
}


def play_random_hand(variant, options, rng: random.Random):
    hand = variant.new_hand(options, dealer=rng.choice(SEATS), deal_number=rng.randint(1, MAX_DEAL_NUMBER))
    pick = rng.random  # cheaper than rng.choice: the bench should time the engine, not the random module
    while not hand.done:
        legal = hand.legal_actions()
        hand.apply(legal[int(pick() * len(legal))])
    return hand.result()


def run(variant, options, seconds: float, seed: int) -> tuple[int, float, int]:
    """Play random hands for about ``seconds``; return (hands, elapsed seconds, passed-out hands)."""
    rng = random.Random(seed)
    hands = passed_out = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        for _ in range(50):  # look at the clock only now and then
            passed_out += play_random_hand(variant, options, rng).passed_out
        hands += 50
        now = time.perf_counter()
        if now >= deadline:
            return hands, now - start, passed_out


def options_of(variant, text: str | None):
    """The variant's options from ``text``: None (the defaults), a preset's name, or a JSON object."""
    if text is None:
        return variant.default_options()
    presets = PRESETS.get(variant.id, {})
    if text in presets:
        data = presets[text]
    else:
        try:
            data = json.loads(text)
        except json.JSONDecodeError:
            known = ", ".join(presets) or "none"
            raise ValueError(f"{text!r} is neither a JSON object nor a preset of {variant.id} ({known})") from None
    try:
        options, _ = options_from_json(variant.options_class, data, strict=True)
    except OptionsError as exc:
        raise ValueError(f"{variant.id}: {exc}") from None
    return options


def changed_options(options) -> str:
    """The options that differ from the defaults, as JSON ("defaults" if none)."""
    defaults = type(options)().to_json()
    changed = {k: v for k, v in options.to_json().items() if defaults[k] != v}
    return json.dumps(changed) if changed else "defaults"


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description="Random complete hands per second of each game.")
    parser.add_argument("--game", choices=sorted(VARIANTS), help="the game to time (default: every game)")
    parser.add_argument("--options", help="rule options: a JSON object or a preset's name (needs --game)")
    parser.add_argument("--list-presets", action="store_true", help="print the presets of --options and stop")
    parser.add_argument("--seconds", type=float, default=3.0, help="how long to run each game (default 3)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the random deals and actions (default 1)")
    return parser


def main(argv=None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.list_presets:
        for game_id, presets in PRESETS.items():
            for name, data in presets.items():
                print(f"{game_id:<16} {name:<14} {json.dumps(data)}")
        return 0
    if args.options is not None and args.game is None:
        parser.error("--options needs --game: each game has its own options")
    games = [args.game] if args.game else list(VARIANTS)
    for game_id in games:
        variant = VARIANTS[game_id]
        try:
            options = options_of(variant, args.options)
        except ValueError as exc:
            parser.error(str(exc))
        hands, elapsed, passed_out = run(variant, options, args.seconds, args.seed)
        rate = hands / elapsed
        verdict = "within" if rate >= BUDGET_HANDS_PER_SECOND else "below"
        print(f"{variant.name} ({game_id}, {changed_options(options)}): {hands} hands in {elapsed:.2f} s "
              f"({passed_out} passed out): {rate:,.0f} hands/s ({verdict} the budget of "
              f"{BUDGET_HANDS_PER_SECOND:,} hands/s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
