#!/usr/bin/env python3
"""Generate the UI's bitmap font in fonts/: one glyph atlas PNG per face and fonts/fonts.json (metrics).

Run ``python3 tools/make_fonts.py`` (``--out DIR`` writes elsewhere). The letters come from the X11
Adobe Helvetica bitmap fonts at 75 dpi (Debian package ``xfonts-75dpi``: ``apt-get install
xfonts-75dpi``; licence in licenses/adobe-helvetica-bitmaps.txt), hand-tuned bitmaps in the spirit of
Windows 3.1's MS Sans Serif: the 10-point face is MS Sans Serif 8 pt's 13-pixel line. Each glyph is
copied pixel for pixel (no smoothing). Added here, in the same family: the four suit symbols drawn at
the digits' height and sitting on the baseline, typographic dashes, quotes, ellipsis and bullet made
from the face's own glyphs, and a box for characters the font does not have.

Output: ``fonts/<face>.png`` (white glyphs on transparency, one strip a line high) and
``fonts/fonts.json``: for each face its ascent, descent and every glyph as [x in the strip, width,
left bearing, advance]. game/ui/bitmap_font.py reads them.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from assets_common import ensure_dir, headless, out_parser  # noqa: E402

headless()

import pygame  # noqa: E402
import pygame.freetype  # noqa: E402
from make_sprites import SHAPES  # noqa: E402

X11_FONTS = Path("/usr/share/fonts/X11/75dpi")
POINT_SIZES = (10, 12, 14, 18, 24)
STYLES = {"regular": "R", "bold": "B", "italic": "O", "bold_italic": "BO"}
LATIN_1 = [chr(code) for code in (*range(0x20, 0x7F), *range(0xA0, 0x100))]
SUITS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}
REPLACEMENT = "\ufffd"

# Suit symbols at the smallest sizes, drawn by hand (a shape rasterised at 7-8 pixels loses its lobes).
SUIT_GRIDS = {
    8: {
        "S": ["...#...", "..###..", ".#####.", "#######", "#######", "##.#.##", "...#...", "..###.."],
        "H": [".##.##.", "#######", "#######", "#######", ".#####.", "..###..", "...#..."],
        "D": ["..#..", ".###.", ".###.", "#####", ".###.", ".###.", "..#.."],
        "C": ["..###..", ".#####.", "..###..", "##.#.##", "#######", "##.#.##", "...#...", "..###.."],
    },
    9: {
        "S": ["....#....", "...###...", "..#####..", ".#######.", "#########", "#########", "##.###.##",
              "....#....", "...###..."],
        "H": [".###.###.", "#########", "#########", "#########", ".#######.", "..#####..", "...###...",
              "....#...."],
        "D": ["...#...", "..###..", ".#####.", "#######", "#######", ".#####.", "..###..", "...#..."],
        "C": ["...###...", "..#####..", "..#####..", "##.###.##", "#########", "##.###.##", "....#....",
              "...###..."],
    },
}


def x11_font(point: int, style: str) -> pygame.freetype.Font:
    path = X11_FONTS / f"helv{STYLES[style]}{point:02d}-ISO8859-1.pcf.gz"
    if not path.is_file():
        raise SystemExit(f"{path} is missing: install the Debian package xfonts-75dpi")
    face = pygame.freetype.Font(str(path))
    face.antialiased = False
    face.pad = False
    return face


class Glyph:
    """One glyph: its pixels as a list of strings ('#' ink) from ``top`` rows above the baseline."""

    def __init__(self, rows: list[str], top: int, bearing: int, advance: int) -> None:
        self.rows, self.top, self.bearing, self.advance = rows, top, bearing, advance

    @property
    def width(self) -> int:
        return max((len(row) for row in self.rows), default=0)


def read_glyph(face: pygame.freetype.Font, char: str) -> Glyph:
    (min_x, _max_x, _min_y, _max_y, advance, _), = face.get_metrics(char)
    surface, rect = face.render(char, (255, 255, 255), (0, 0, 0))
    rows = ["".join("#" if surface.get_at((x, y)).r > 127 else "." for x in range(surface.get_width()))
            for y in range(surface.get_height())]
    return Glyph(rows, rect.y, rect.x, round(advance))


def digit_height(glyphs: dict[str, Glyph]) -> int:
    return glyphs["0"].top


def suit_glyph(suit: str, height: int) -> Glyph:
    """A suit symbol ``height`` pixels high (the digits' height; a heart or diamond may lose its last row to
    a sharp tip), sitting on the baseline."""
    rows = SUIT_GRIDS.get(height, {}).get(suit)
    if rows is None and suit == "D":
        rows = diamond_rows(height)
    if rows is None:
        rows = trimmed(raster_rows(SHAPES[suit], height, height))
    width = max(len(row) for row in rows)
    return Glyph(rows, len(rows), 1, width + 2)


def diamond_rows(height: int) -> list[str]:
    """A diamond narrower than it is high, with one-pixel points (a rasterised rhombus loses its tips)."""
    width = (height * 3 // 4) | 1
    rows = []
    for y in range(height):
        distance = abs(y + 0.5 - height / 2) / (height / 2)
        half = max(0.5, width / 2 * (1 - distance) + 0.25)
        rows.append("".join("#" if abs(x + 0.5 - width / 2) <= half else "." for x in range(width)))
    return rows


def trimmed(rows: list[str]) -> list[str]:
    """The rows without empty rows above and below nor empty columns left and right."""
    rows = [row for row in rows if "#" in row] or ["."]
    left = min(row.index("#") for row in rows if "#" in row)
    right = max(row.rindex("#") for row in rows if "#" in row)
    return [row[left:right + 1] for row in rows]


def raster_rows(inside, width: int, height: int, samples: int = 4) -> list[str]:
    """The shape as rows of '#' and '.', a pixel inked when at least half of it is inside."""
    rows = []
    offsets = [(i + 0.5) / samples for i in range(samples)]
    for py in range(height):
        row = ""
        for px in range(width):
            hits = sum(inside((px + ox) / width, (py + oy) / height) for ox in offsets for oy in offsets)
            row += "#" if hits * 2 >= samples * samples else "."
        rows.append(row)
    return rows


def joined(*parts: Glyph, gap: int = 0) -> Glyph:
    """Glyphs side by side, ``gap`` pixels more apart than their advances (negative: overlapping ink, as the
    ligature œ shares a stroke); the ellipsis from periods, the double quotes from single ones."""
    top = max(part.top for part in parts)
    bottom = min(part.top - len(part.rows) for part in parts)
    ink: set[tuple[int, int]] = set()
    pen = 0
    for part in parts:
        for dy, row in enumerate(part.rows):
            ink |= {(pen + part.bearing + dx, top - part.top + dy) for dx, cell in enumerate(row) if cell == "#"}
        pen += part.advance + gap
    left = min(x for x, _ in ink)
    width = max(x for x, _ in ink) - left + 1
    rows = ["".join("#" if (left + x, y) in ink else "." for x in range(width)) for y in range(top - bottom)]
    return Glyph(rows, top, left, pen - gap)


def ligature(first: Glyph, second: Glyph) -> Glyph:
    """Two letters sharing the stroke where they meet (œ, Œ)."""
    first_right = first.bearing + first.width - 1
    return joined(first, second, gap=first_right - first.advance - second.bearing)


def dash(hyphen: Glyph, width: int) -> Glyph:
    rows = ["#" * width if "#" in row else "." * width for row in hyphen.rows]
    return Glyph(rows, hyphen.top, 0, width + 1)


def bullet(glyphs: dict[str, Glyph]) -> Glyph:
    x_height = glyphs["x"].top
    size = max(2, x_height // 2)
    top = (x_height + size + 1) // 2
    return Glyph(["#" * size] * size, top, 1, size + 3)


def box(glyphs: dict[str, Glyph]) -> Glyph:
    """The replacement glyph: an open box as tall as a capital, never mistaken for a letter."""
    height = glyphs["H"].top
    width = max(4, height * 2 // 3)
    rows = ["#" * width] + ["#" + "." * (width - 2) + "#"] * (height - 2) + ["#" * width]
    return Glyph(rows, height, 1, width + 2)


def face_glyphs(point: int, style: str) -> dict[str, Glyph]:
    face = x11_font(point, style)
    glyphs = {char: read_glyph(face, char) for char in LATIN_1}
    glyphs["\xa0"] = glyphs[" "]
    height = digit_height(glyphs)
    for char, suit in SUITS.items():
        glyphs[char] = suit_glyph(suit, height)
    quote_left, quote_right = glyphs["`"], glyphs["'"]
    glyphs["‘"], glyphs["’"] = quote_left, quote_right
    glyphs["“"], glyphs["”"] = joined(quote_left, quote_left, gap=-1), joined(quote_right, quote_right, gap=-1)
    glyphs["œ"], glyphs["Œ"] = ligature(glyphs["o"], glyphs["e"]), ligature(glyphs["O"], glyphs["E"])
    glyphs["…"] = joined(glyphs["."], glyphs["."], glyphs["."])
    glyphs["–"] = dash(glyphs["-"], glyphs["n"].advance)
    glyphs["—"] = dash(glyphs["-"], glyphs["M"].advance)
    glyphs["−"] = dash(glyphs["-"], glyphs["+"].advance - 1)
    glyphs["•"] = bullet(glyphs)
    glyphs[REPLACEMENT] = box(glyphs)
    return glyphs


def extent(faces: list[dict[str, Glyph]]) -> tuple[int, int]:
    """The ascent and descent that hold every glyph of the faces (the styles of one size share them, so a
    bold word sits on the same baseline as its regular neighbours)."""
    glyphs = [glyph for face in faces for glyph in face.values()]
    return max(g.top for g in glyphs), max(len(g.rows) - g.top for g in glyphs)


def write_face(glyphs: dict[str, Glyph], ascent: int, descent: int, path: Path) -> dict:
    """The atlas strip (each glyph in a column of the strip, the baseline ``ascent`` rows down) and its metrics."""
    width = sum(g.width + 1 for g in glyphs.values())
    strip = pygame.Surface((max(1, width), ascent + descent), pygame.SRCALPHA)
    metrics, x = {}, 0
    for char, glyph in glyphs.items():
        for dy, row in enumerate(glyph.rows):
            for dx, cell in enumerate(row):
                if cell == "#":
                    strip.set_at((x + dx, ascent - glyph.top + dy), (255, 255, 255, 255))
        metrics[char] = [x, glyph.width, glyph.bearing, glyph.advance]
        x += glyph.width + 1
    pygame.image.save(strip, str(path))
    return {"ascent": ascent, "descent": descent, "glyphs": metrics}


def generate(out: Path) -> list[Path]:
    ensure_dir(out)
    faces, made = {}, []
    for point in POINT_SIZES:
        styles = {style: face_glyphs(point, style) for style in STYLES}
        ascent, descent = extent(list(styles.values()))
        for style, glyphs in styles.items():
            name = f"helv{point}_{style}"
            path = out / f"{name}.png"
            faces[name] = write_face(glyphs, ascent, descent, path)
            made.append(path)
    index = out / "fonts.json"
    index.write_text(json.dumps({"faces": faces}, ensure_ascii=False, separators=(",", ":"), sort_keys=True) + "\n",
                     encoding="utf-8")
    return [*made, index]


def main(argv: list[str] | None = None) -> int:
    parser = out_parser(__doc__.splitlines()[0], "fonts")
    args = parser.parse_args(argv)
    pygame.init()
    made = generate(Path(args.out))
    print(f"wrote {len(made)} files to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
