"""Fit the quick trick estimator of game/variants/bridge/bidding/tricks.py on double-dummy tables: each side's
tricks in each strain (the better of its two declarers, DDS) from the features of its two hands, one network for
the suits and one for no trumps (the features scaled, a linear part plus a layer of tanh units, trained by Adam on
the squared miss with a little weight decay, from a fixed seed); prints the accuracy on deals it was not fitted on
and, with --write, writes the weights to game/variants/bridge/bidding/trick_weights.py.

    PYTHONPATH=. /work/bench-venv/bin/python tools/fit_tricks.py --fit 950001-600,960001-100,960101-500 \\
        --check 7340001-200 --write

The tables come from bench/bidding_tuning.py's cache (/tmp/bidding_dd/FIRST-COUNT.json, filled by DDS through
endplay on first use); numpy is the bench environment's.
"""

from __future__ import annotations

import argparse
import sys
import textwrap
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import numpy as np  # noqa: E402

from bench.bidding_tuning import DENOMS, GAME, cached_tables  # noqa: E402
from game.engine.seats import Seat  # noqa: E402
from game.variants import VARIANTS  # noqa: E402
from game.variants.bridge.bidding.evaluation import HandInfo  # noqa: E402
from game.variants.bridge.bidding.tricks import features  # noqa: E402

SIDES = ((Seat.N, Seat.S), (Seat.E, Seat.W))
WEIGHTS_FILE = Path(__file__).resolve().parent.parent / "game/variants/bridge/bidding/trick_weights.py"


def rows(spec: str, cache: Path) -> dict[str, tuple[list, list]]:
    """"FIRST-COUNT[,FIRST-COUNT...]" -> {"suit": (features, tricks), "NT": (...)} over every side and strain
    of those deals."""
    found: dict[str, tuple[list, list]] = {"suit": ([], []), "NT": ([], [])}
    for part in spec.split(","):
        for kind, (x, y) in deal_rows(part, cache).items():
            found[kind][0].extend(x)
            found[kind][1].extend(y)
    return found


def deal_rows(spec: str, cache: Path) -> dict[str, tuple[list, list]]:
    first, count = (int(x) for x in spec.split("-"))
    variant = VARIANTS[GAME]
    options = variant.default_options()
    found: dict[str, tuple[list, list]] = {"suit": ([], []), "NT": ([], [])}
    for deal, known in cached_tables(cache, first, count).items():
        hand = variant.new_hand(options, dealer=variant.dealer_for_number(deal), deal_number=deal)
        for one, two in SIDES:
            a, b = HandInfo(hand.hands[one]).ranks, HandInfo(hand.hands[two]).ranks
            left, right = HandInfo(hand.hands[one.left]).ranks, HandInfo(hand.hands[one.right]).ranks
            for d, strain in enumerate(DENOMS):
                kind = "NT" if strain == "NT" else "suit"
                found[kind][0].append(features(a, b, strain, left, right))
                found[kind][1].append(max(known["table"][d][one], known["table"][d][two]))
    return found


def train(x: np.ndarray, y: np.ndarray, hidden: int, epochs: int, decay: float, seed: int = 1) -> dict:
    """The network's weights: scaled inputs, a linear part and ``hidden`` tanh units, full-batch Adam."""
    rng = np.random.default_rng(seed)
    mean, scale = x.mean(0), x.std(0)
    scale[scale == 0] = 1.0
    z = (x - mean) / scale
    params = [np.zeros(z.shape[1]), rng.normal(0, 1 / np.sqrt(z.shape[1]), (z.shape[1], hidden)), np.zeros(hidden),
              rng.normal(0, 1 / np.sqrt(max(1, hidden)), hidden), np.array([y.mean()])]
    first = [np.zeros_like(p) for p in params]
    second = [np.zeros_like(p) for p in params]
    for step in range(1, epochs + 1):
        linear, weights, biases, out, bias = params
        h = np.tanh(z @ weights + biases)
        miss = 2 * (z @ linear + h @ out + bias[0] - y) / len(y)
        g_h = np.outer(miss, out) * (1 - h ** 2)
        grads = [z.T @ miss + decay * linear, z.T @ g_h + decay * weights, g_h.sum(0), h.T @ miss + decay * out,
                 np.array([miss.sum()])]
        for i, g in enumerate(grads):
            first[i] = 0.9 * first[i] + 0.1 * g
            second[i] = 0.999 * second[i] + 0.001 * g * g
            params[i] -= 0.01 * (first[i] / (1 - 0.9 ** step)) / (np.sqrt(second[i] / (1 - 0.999 ** step)) + 1e-8)
    linear, weights, biases, out, bias = params
    return {"mean": mean, "scale": scale, "linear": linear, "hidden": weights.T, "hidden_bias": biases, "out": out,
            "bias": bias[0]}


def predict(model: dict, x: np.ndarray) -> np.ndarray:
    z = (x - model["mean"]) / model["scale"]
    return z @ model["linear"] + np.tanh(z @ model["hidden"].T + model["hidden_bias"]) @ model["out"] + model["bias"]


def figures(guess: np.ndarray, truth: np.ndarray) -> tuple[float, str]:
    """The root mean square miss and a line of figures of the estimate against the tricks taken."""
    error = np.clip(guess, 0, 13) - truth
    rms = float(np.sqrt(np.mean(error ** 2)))
    return rms, (f"rms {rms:.3f} tricks, mean {np.mean(error):+.3f}, rounded exact "
                 f"{np.mean(np.round(guess) == truth):.0%}, within one {np.mean(np.abs(error) <= 1.0):.0%}")


def print_calibration(guess: np.ndarray, truth: np.ndarray) -> None:
    """The tricks taken on average where the estimate rounds to each number from six up."""
    for low in range(6, 14):
        near = (guess >= low - 0.5) & (guess < low + 0.5)
        if near.any():
            print(f"  estimate {low}: {near.sum()} cases, tricks taken {np.mean(truth[near]):.2f}, "
                  f"{low} or more on {np.mean(truth[near] >= low):.0%}")


def written(name: str, model: dict) -> str:
    """``name = {...}``, the model as Python, its lines within the style's 120 characters."""
    def numbers(values) -> str:
        return "(" + ", ".join(f"{v:.5g}" for v in values) + ("," if len(values) == 1 else "") + ")"
    parts = [f'"{key}": {numbers(model[key])}' for key in ("mean", "scale", "linear")]
    parts.append('"hidden": (' + "".join(numbers(row) + ", " for row in model["hidden"]) + ")")
    parts += [f'"{key}": {numbers(model[key])}' for key in ("hidden_bias", "out")]
    parts.append(f'"bias": {model["bias"]:.5g}')
    text = f"{name} = {{" + ", ".join(parts) + "}\n"
    return textwrap.fill(text, 116, subsequent_indent="    ", break_long_words=False, break_on_hyphens=False) + "\n"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--fit", default="950001-600,960001-100,960101-500",
                        help="FIRST-COUNT,...: the deals fitted on")
    parser.add_argument("--check", default="7340001-200", help="FIRST-COUNT,...: the deals checked on")
    parser.add_argument("--cache", default="/tmp/bidding_dd")
    parser.add_argument("--hidden", default="8,2", help="tanh units of the suit and the no trump network")
    parser.add_argument("--epochs", type=int, default=2000)
    parser.add_argument("--decay", type=float, default=1e-3, help="weight decay")
    parser.add_argument("--write", action="store_true", help="write the weights to trick_weights.py")
    args = parser.parse_args(argv)
    fit, check = rows(args.fit, Path(args.cache)), rows(args.check, Path(args.cache))
    models, spreads, lines = {}, {}, []
    for kind, hidden in zip(("suit", "NT"), (int(h) for h in args.hidden.split(",")), strict=True):
        x, y = np.array(fit[kind][0], float), np.array(fit[kind][1], float)
        model = train(x, y, hidden, args.epochs, args.decay)
        cx, cy = np.array(check[kind][0], float), np.array(check[kind][1], float)
        _, fitted = figures(predict(model, x), y)
        spreads[kind], checked = figures(predict(model, cx), cy)
        lines.append(f"{kind}: fitted on {len(y)} ({fitted});\n  checked on {len(cy)} ({checked})")
        print(lines[-1], flush=True)
        print_calibration(predict(model, cx), cy)
        models[kind] = model
    if args.write:
        WEIGHTS_FILE.write_text(
            '"""The weights of the quick trick estimate (tricks.py), written by tools/fit_tricks.py: do not edit,\n'
            f're-run it (--fit {args.fit} --check {args.check} --hidden {args.hidden} --epochs {args.epochs} --decay '
            f'{args.decay}).\n\n' + "\n".join(lines) + '\n"""\n\n'
            + written("SUIT", models["suit"]) + "\n" + written("NT", models["NT"]) + "\n"
            f"SUIT_SPREAD, NT_SPREAD = {spreads['suit']:.2f}, {spreads['NT']:.2f}  # the checked rms, in tricks\n")
        print(f"written {WEIGHTS_FILE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
