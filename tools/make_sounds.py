#!/usr/bin/env python3
"""Generate every WAV in sounds/ from code: 16-bit mono 22050 Hz sound effects.

Run ``python3 tools/make_sounds.py`` (add ``--out DIR`` to write elsewhere). Standard library only
(``wave``, ``array``, ``math``); the noise comes from a seeded generator of our own, so the output
is byte-for-byte the same on every run and platform.
"""

from __future__ import annotations

import array
import math
import sys
import wave
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from assets_common import ensure_dir, out_parser  # noqa: E402

RATE = 22050
PEAK = 0.85  # normalised peak, as a fraction of full scale (no clipping)

# longest allowed duration of each sound, in seconds (tests/test_assets.py checks the committed sounds against them)
LIMITS = {
    "deal": 0.6,
    "card": 0.6,
    "sweep": 0.5,
    "medal": 0.6,
    "bid": 0.6,
    "win": 1.5,
    "refusal": 0.6,
    "clock_tick": 0.6,
}


class Noise:
    """White noise in [-1, 1) from a 32-bit linear congruential generator (deterministic)."""

    def __init__(self, seed: int) -> None:
        self.state = seed & 0xFFFFFFFF

    def __call__(self) -> float:
        self.state = (self.state * 1664525 + 1013904223) & 0xFFFFFFFF
        return (self.state >> 8) / float(1 << 23) - 1.0


def n_samples(seconds: float) -> int:
    return int(round(seconds * RATE))


def silence(seconds: float) -> list[float]:
    return [0.0] * n_samples(seconds)


def mix_into(dst: list[float], src: list[float], at: float, gain: float = 1.0) -> None:
    start = n_samples(at)
    need = start + len(src)
    if need > len(dst):
        dst.extend([0.0] * (need - len(dst)))
    for i, v in enumerate(src):
        dst[start + i] += v * gain


def envelope(n: int, attack: float, decay: float) -> list[float]:
    """Linear attack (seconds) then exponential decay with time constant ``decay`` (seconds)."""
    a = max(1, n_samples(attack))
    out = []
    for i in range(n):
        if i < a:
            out.append(i / a)
        else:
            out.append(math.exp(-(i - a) / (decay * RATE)))
    return out


def fade_out(sig: list[float], seconds: float) -> list[float]:
    k = min(len(sig), n_samples(seconds))
    for j in range(k):
        sig[len(sig) - k + j] *= 1.0 - (j + 1) / k
    return sig


def lowpass(sig: list[float], cutoff: float | Callable[[int], float]) -> list[float]:
    """One-pole low-pass; ``cutoff`` in Hz, or a function of the sample index (a moving filter)."""
    out = []
    y = 0.0
    for i, x in enumerate(sig):
        fc = cutoff(i) if callable(cutoff) else cutoff
        a = 1.0 - math.exp(-2.0 * math.pi * fc / RATE)
        y += a * (x - y)
        out.append(y)
    return out


def highpass(sig: list[float], cutoff: float) -> list[float]:
    low = lowpass(sig, cutoff)
    return [x - y for x, y in zip(sig, low, strict=True)]


def tone(freq: float, seconds: float, harmonics: tuple[tuple[float, float], ...] = ((1.0, 1.0),)) -> list[float]:
    """A sum of sine partials: ``harmonics`` is ((multiple of freq, amplitude), ...)."""
    n = n_samples(seconds)
    parts = [(2.0 * math.pi * freq * m / RATE, amp) for m, amp in harmonics if freq * m < RATE / 2]
    return [sum(amp * math.sin(w * i) for w, amp in parts) for i in range(n)]


def square(freq: float, seconds: float, top: int = 9) -> list[float]:
    """A band-limited square wave (odd harmonics up to ``top``): the PC-speaker flavour, softened."""
    return tone(freq, seconds, tuple((k, 1.0 / k) for k in range(1, top + 1, 2)))


def shaped(sig: list[float], env: list[float]) -> list[float]:
    return [s * e for s, e in zip(sig, env, strict=False)]


def noise_burst(rng: Noise, seconds: float) -> list[float]:
    return [rng() for _ in range(n_samples(seconds))]


# ---------------------------------------------------------------------------------------------
# The sounds
# ---------------------------------------------------------------------------------------------


def snd_deal() -> list[float]:
    """A quick riffle: five bright flicks, each a short burst of high-passed noise."""
    rng = Noise(101)
    out = silence(0.26)
    for k in range(5):
        burst = highpass(noise_burst(rng, 0.035), 1800.0)
        burst = lowpass(burst, 7000.0)
        burst = shaped(burst, envelope(len(burst), 0.002, 0.007))
        mix_into(out, burst, 0.012 + k * 0.045, 0.75 + 0.25 * (k % 2))
    return fade_out(out, 0.02)


def snd_card() -> list[float]:
    """A card snapped on the table: a sharp click over a short low thump."""
    rng = Noise(202)
    n = n_samples(0.14)
    click = highpass(noise_burst(rng, 0.14), 1200.0)
    click = shaped(click, envelope(n, 0.001, 0.012))
    thump = shaped(tone(140.0, 0.14, ((1.0, 1.0), (2.0, 0.3))), envelope(n, 0.002, 0.025))
    return fade_out([c + 0.8 * t for c, t in zip(click, thump, strict=True)], 0.02)


def snd_sweep() -> list[float]:
    """Cards swept across the felt: noise through a filter that opens and closes (a swoosh)."""
    rng = Noise(303)
    dur = 0.42
    n = n_samples(dur)
    raw = noise_burst(rng, dur)

    def cutoff(i: int) -> float:
        t = i / n
        return 400.0 + 3200.0 * math.sin(math.pi * min(1.0, t * 1.25)) ** 2

    sig = highpass(lowpass(raw, cutoff), 250.0)
    env = [math.sin(math.pi * (i / n) ** 0.7) ** 1.5 for i in range(n)]
    return fade_out(shaped(sig, env), 0.03)


def snd_medal() -> list[float]:
    """A bright ding: a bell-like tone with a slightly inharmonic partial, and a quick fifth."""
    dur = 0.55
    n = n_samples(dur)
    bell = tone(1568.0, dur, ((1.0, 1.0), (2.0, 0.45), (3.01, 0.22), (4.2, 0.1)))
    out = shaped(bell, envelope(n, 0.002, 0.16))
    upper = tone(2349.0, dur - 0.06, ((1.0, 0.6), (2.0, 0.2)))
    mix_into(out, shaped(upper, envelope(len(upper), 0.002, 0.12)), 0.06)
    return fade_out(out[:n], 0.05)


def snd_bid() -> list[float]:
    """A soft wooden tock."""
    dur = 0.09
    n = n_samples(dur)
    body = tone(660.0, dur, ((1.0, 1.0), (2.76, 0.35), (5.4, 0.1)))
    rng = Noise(404)
    tick = highpass(noise_burst(rng, dur), 2000.0)
    sig = [b + 0.15 * t for b, t in zip(body, tick, strict=True)]
    return fade_out(shaped(sig, envelope(n, 0.001, 0.018)), 0.02)


def snd_win() -> list[float]:
    """A short fanfare: a rising C major arpeggio, then the chord held."""
    out = silence(1.35)
    notes = [523.25, 659.25, 783.99, 1046.5]
    step = 0.11
    for k, f in enumerate(notes):
        length = 0.16 if k < 3 else 0.2
        note = square(f, length, top=7)
        mix_into(out, shaped(note, envelope(len(note), 0.004, 0.09)), k * step, 0.8)
    chord_at = len(notes) * step + 0.05
    chord_len = 0.8
    n = n_samples(chord_len)
    env = [min(1.0, i / n_samples(0.01)) * math.exp(-i / (0.35 * RATE)) for i in range(n)]
    for f, g in ((523.25, 0.34), (659.25, 0.28), (783.99, 0.28), (1046.5, 0.3)):
        mix_into(out, shaped(square(f, chord_len, top=5), env), chord_at, g)
    return fade_out(out, 0.08)


def snd_refusal() -> list[float]:
    """A low double buzz for an illegal move."""
    out = silence(0.36)
    for k in range(2):
        beep = square(147.0, 0.13, top=11)
        beep2 = square(155.0, 0.13, top=11)  # a slight beat makes it buzz
        sig = [a + 0.6 * b for a, b in zip(beep, beep2, strict=True)]
        n = len(sig)
        env = [min(1.0, i / n_samples(0.005), (n - i) / n_samples(0.015)) for i in range(n)]
        mix_into(out, shaped(lowpass(sig, 2500.0), env), 0.01 + k * 0.19)
    return out


def snd_clock_tick() -> list[float]:
    """The tick of a mechanical clock: a tiny metallic click."""
    rng = Noise(505)
    dur = 0.05
    n = n_samples(dur)
    click = shaped(highpass(noise_burst(rng, dur), 3000.0), envelope(n, 0.0005, 0.003))
    ring = shaped(tone(3150.0, dur, ((1.0, 1.0), (1.5, 0.4))), envelope(n, 0.0005, 0.008))
    return fade_out([c + 0.5 * r for c, r in zip(click, ring, strict=True)], 0.01)


SOUNDS: dict[str, Callable[[], list[float]]] = {
    "deal": snd_deal,
    "card": snd_card,
    "sweep": snd_sweep,
    "medal": snd_medal,
    "bid": snd_bid,
    "win": snd_win,
    "refusal": snd_refusal,
    "clock_tick": snd_clock_tick,
}


# ---------------------------------------------------------------------------------------------
# Output
# ---------------------------------------------------------------------------------------------


def to_pcm(sig: list[float]) -> bytes:
    peak = max(abs(v) for v in sig) or 1.0
    scale = PEAK * 32767.0 / peak
    data = array.array("h", (int(round(v * scale)) for v in sig))
    if sys.byteorder == "big":
        data.byteswap()
    return data.tobytes()


def write_wav(path: Path, sig: list[float]) -> None:
    ensure_dir(path.parent)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(to_pcm(sig))


def generate(out: Path) -> list[Path]:
    written = []
    for name, fn in SOUNDS.items():
        sig = fn()
        assert len(sig) / RATE <= LIMITS[name], (name, len(sig) / RATE)
        path = out / f"{name}.wav"
        write_wav(path, sig)
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    args = out_parser(__doc__.splitlines()[0], "sounds").parse_args(argv)
    written = generate(Path(args.out))
    print(f"wrote {len(written)} sounds to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
