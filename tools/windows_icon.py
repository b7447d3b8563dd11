#!/usr/bin/env python3
"""The Windows icon of the executable: ``sprites/ui/icon.png`` (drawn by tools/make_sprites.py from the card
art) wrapped in an .ico file as it is. Windows Vista and later read PNG images inside .ico files, so no image
library is needed; build.spec calls :func:`write_ico` at build time.

    python3 tools/windows_icon.py OUT.ico
"""

from __future__ import annotations

import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICON_PNG = ROOT / "sprites" / "ui" / "icon.png"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
ICO_HEADER_SIZE = 6
ICO_ENTRY_SIZE = 16


def png_size(png: bytes) -> tuple[int, int]:
    if png[:8] != PNG_SIGNATURE or png[12:16] != b"IHDR":
        raise ValueError("not a PNG image")
    return struct.unpack(">II", png[16:24])


def ico_from_png(png: bytes) -> bytes:
    """An .ico holding one image, ``png`` itself (at most 256x256; 0 in the entry stands for 256)."""
    width, height = png_size(png)
    if not (1 <= width <= 256 and 1 <= height <= 256):
        raise ValueError(f"an icon is at most 256x256 pixels, not {width}x{height}")
    header = struct.pack("<HHH", 0, 1, 1)  # reserved, type 1 (icon), one image
    entry = struct.pack("<BBBBHHII", width % 256, height % 256, 0, 0, 1, 32, len(png),
                        ICO_HEADER_SIZE + ICO_ENTRY_SIZE)
    return header + entry + png


def write_ico(target: Path, png_path: Path = ICON_PNG) -> Path:
    target = Path(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(ico_from_png(Path(png_path).read_bytes()))
    return target


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: python3 tools/windows_icon.py OUT.ico")
    print(write_ico(Path(sys.argv[1])))
