"""Helpers shared by the asset generators in tools/ (no dependency beyond pygame-ce).

The generators are deterministic: no clock, no unseeded randomness, every shape rasterised by
our own supersampling code (so the result does not depend on a SIMD code path of a scaler).
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def out_parser(description: str, default_sub: str) -> argparse.ArgumentParser:
    """The common command line: ``--out DIR`` (default: the project folder)."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument(
        "--out",
        default=str(ROOT / default_sub),
        help=f"output folder (default: {default_sub}/ in the project)",
    )
    return parser


def ensure_dir(path: Path) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    return path


def headless() -> None:
    """Let pygame run without a display (CI, tests)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
