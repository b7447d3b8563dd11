#!/usr/bin/env python3
"""Generate every PNG in sprites/ from code: card faces, card backs, suit symbols, UI sprites.

Run ``python3 tools/make_sprites.py`` (add ``--out DIR`` to write elsewhere, ``--contact PNG`` to
also compose a contact sheet for looking at the result). Works headless; the output is
deterministic (the tests regenerate into a temporary folder and compare pixels).

Everything is drawn at 1x for a crisp 640x480 table: suit symbols are implicit shapes rasterised
with 8x8 supersampling (anti-aliased edges), text is pygame's default font rendered at its final
size (never scaled), the court figures and backs are pixel art drawn with pygame.draw, and the
mini cards (the small faces of the last-trick box, the trump marker, the score dialogs and the
meld fans) have their rank drawn from pixel glyphs at 1x.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from assets_common import ensure_dir, headless, out_parser  # noqa: E402

headless()

import pygame  # noqa: E402

CARD_W, CARD_H = 71, 96
RANKS = "AKQJT98765432"
SUITS = "SHDC"

WHITE = (255, 255, 255)
BLACK = (0, 0, 0)
RED = (208, 0, 0)
INK = (16, 16, 16)  # border of the cards
GOLD = (255, 204, 0)
DGOLD = (176, 120, 0)
BLUE = (0, 48, 176)
DBLUE = (0, 16, 96)
SKIN = (255, 216, 168)
DSKIN = (200, 140, 96)
GREY = (192, 192, 192)
DGREY = (128, 128, 128)
GREEN = (0, 128, 0)
FELT = (0, 128, 0)


def suit_colour(suit: str) -> tuple[int, int, int]:
    return RED if suit in "HD" else BLACK


# ---------------------------------------------------------------------------------------------
# Shape rasteriser (anti-aliased by supersampling, pure Python, deterministic)
# ---------------------------------------------------------------------------------------------


def raster(inside, w: int, h: int, colour, ss: int = 8, alpha: int = 255) -> pygame.Surface:
    """Rasterise a shape given by ``inside(u, v)`` over the unit square into a w x h surface."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    total = ss * ss
    offs = [(i + 0.5) / ss for i in range(ss)]
    for py in range(h):
        vs = [(py + o) / h for o in offs]
        for px in range(w):
            us = [(px + o) / w for o in offs]
            n = 0
            for v in vs:
                for u in us:
                    if inside(u, v):
                        n += 1
            if n:
                a = (alpha * n + total // 2) // total
                surf.set_at((px, py), (*colour[:3], a))
    return surf


def _in_poly(u: float, v: float, pts) -> bool:
    inside = False
    j = len(pts) - 1
    for i in range(len(pts)):
        xi, yi = pts[i]
        xj, yj = pts[j]
        if (yi > v) != (yj > v) and u < (xj - xi) * (v - yi) / (yj - yi) + xi:
            inside = not inside
        j = i
    return inside


def _tangent_point(cx: float, cy: float, r: float, px: float, py: float, side: int):
    """Point where a line from (px, py) touches the circle, on the given side (-1 left, +1 right)."""
    dx, dy = cx - px, cy - py
    d = math.hypot(dx, dy)
    a = math.asin(r / d)
    base = math.atan2(dy, dx)
    best = None
    for sgn in (-1, 1):
        ang = base + sgn * a
        t = math.sqrt(d * d - r * r)
        x, y = px + t * math.cos(ang), py + t * math.sin(ang)
        if best is None or (x - 0.5) * side > (best[0] - 0.5) * side:
            best = (x, y)
    return best


def _make_heart(r: float = 0.265, cy: float = 0.29, dx: float = 0.235, tip: float = 0.985):
    cl, cr = (0.5 - dx, cy), (0.5 + dx, cy)
    tl = _tangent_point(cl[0], cl[1], r, 0.5, tip, -1)
    tr = _tangent_point(cr[0], cr[1], r, 0.5, tip, 1)
    poly = [(0.5, tip), tl, cl, (0.5, cy), cr, tr]
    r2 = r * r

    def inside(u: float, v: float) -> bool:
        if (u - cl[0]) ** 2 + (v - cl[1]) ** 2 <= r2:
            return True
        if (u - cr[0]) ** 2 + (v - cr[1]) ** 2 <= r2:
            return True
        return _in_poly(u, v, poly)

    return inside


_HEART = _make_heart()
_SPADE_BODY = _make_heart(r=0.25, cy=0.3, dx=0.25, tip=0.99)


def _stem(u: float, v: float, top: float = 0.55) -> bool:
    if v < top or v > 0.985:
        return False
    t = max(0.0, (v - 0.62) / 0.365)
    half = 0.04 + 0.2 * t * t
    return abs(u - 0.5) <= half


def shape_heart(u: float, v: float) -> bool:
    return _HEART(u, v)


def shape_spade(u: float, v: float) -> bool:
    # an upside-down heart in the top 80 %, and a flared stem
    if v <= 0.8 and _SPADE_BODY(u, 1.0 - v / 0.8):
        return True
    return _stem(u, v, 0.6)


def shape_club(u: float, v: float) -> bool:
    r2 = 0.235 * 0.235
    for cx, cy in ((0.5, 0.255), (0.265, 0.585), (0.735, 0.585)):
        if (u - cx) ** 2 + (v - cy) ** 2 <= r2:
            return True
    if (u - 0.5) ** 2 + (v - 0.5) ** 2 <= 0.15 * 0.15:
        return True
    return _stem(u, v, 0.6)


def shape_diamond(u: float, v: float) -> bool:
    x = abs(u - 0.5) / 0.5
    y = abs(v - 0.5) / 0.5
    return x**0.92 + y**0.92 <= 1.0


SHAPES = {"S": shape_spade, "H": shape_heart, "D": shape_diamond, "C": shape_club}

_pip_cache: dict[tuple, pygame.Surface] = {}


def pip(suit: str, w: int, h: int, colour=None) -> pygame.Surface:
    """The suit symbol as an anti-aliased w x h sprite (cached)."""
    colour = colour or suit_colour(suit)
    key = (suit, w, h, tuple(colour))
    if key not in _pip_cache:
        if suit == "D":
            # diamonds are narrower than the other suits: keep the box, shrink the shape
            inset = max(1, round(w * 0.1))
            inner = raster(SHAPES[suit], w - 2 * inset, h, colour)
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
            surf.blit(inner, (inset, 0))
        else:
            surf = raster(SHAPES[suit], w, h, colour)
        _pip_cache[key] = surf
    return _pip_cache[key]


# ---------------------------------------------------------------------------------------------
# Card faces
# ---------------------------------------------------------------------------------------------

_font_cache: dict[int, pygame.font.Font] = {}


def font(size: int) -> pygame.font.Font:
    if size not in _font_cache:
        _font_cache[size] = pygame.font.Font(None, size)  # freesansbold.ttf
    return _font_cache[size]


def text(label: str, size: int, colour, aa: bool = True) -> pygame.Surface:
    """Rendered text cropped to its ink (sharp: rendered at the final size, never scaled)."""
    surf = font(size).render(label, aa, colour)
    return surf.subsurface(surf.get_bounding_rect()).copy()


def rank_glyph(rank: str, colour) -> pygame.Surface:
    """The corner index of a rank: 9 px high bold sans; '10' kerned tight to fit the corner."""
    if rank == "T":
        one = text("1", 18, colour)
        zero = text("0", 18, colour)
        w = one.get_width() + zero.get_width()
        h = max(one.get_height(), zero.get_height())
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        surf.blit(one, (0, h - one.get_height()))
        surf.blit(zero, (one.get_width(), h - zero.get_height()))
        return surf
    return text(rank, 18, colour)


def card_base(w: int = CARD_W, h: int = CARD_H) -> pygame.Surface:
    """White card with a 1 px dark border and small rounded corners (transparent outside)."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    s.fill(WHITE)
    pygame.draw.line(s, INK, (2, 0), (w - 3, 0))
    pygame.draw.line(s, INK, (2, h - 1), (w - 3, h - 1))
    pygame.draw.line(s, INK, (0, 2), (0, h - 3))
    pygame.draw.line(s, INK, (w - 1, 2), (w - 1, h - 3))
    for x, y in ((1, 1), (w - 2, 1), (1, h - 2), (w - 2, h - 2)):
        s.set_at((x, y), INK)
    for x, y in ((0, 0), (1, 0), (0, 1)):
        for fx, fy in ((x, y), (w - 1 - x, y), (x, h - 1 - y), (w - 1 - x, h - 1 - y)):
            s.set_at((fx, fy), (0, 0, 0, 0))
    return s


INDEX_CX = 7  # centre column of the corner index
PIP_W, PIP_H = 11, 13
COLS = {"L": 16, "C": 30, "R": 44}  # left x of an 11 px pip in the three columns
PIP_TOP, PIP_BOTTOM = 9, CARD_H - 9 - PIP_H  # top y of the first and last row

LAYOUTS = {
    "2": [("C", 0), ("C", 1)],
    "3": [("C", 0), ("C", 0.5), ("C", 1)],
    "4": [("L", 0), ("R", 0), ("L", 1), ("R", 1)],
    "5": [("L", 0), ("R", 0), ("C", 0.5), ("L", 1), ("R", 1)],
    "6": [("L", 0), ("R", 0), ("L", 0.5), ("R", 0.5), ("L", 1), ("R", 1)],
    "7": [("L", 0), ("R", 0), ("C", 0.25), ("L", 0.5), ("R", 0.5), ("L", 1), ("R", 1)],
    "8": [("L", 0), ("R", 0), ("C", 0.25), ("L", 0.5), ("R", 0.5), ("C", 0.75), ("L", 1), ("R", 1)],
    "9": [(c, f) for c in "LR" for f in (0, 1 / 3, 2 / 3, 1)] + [("C", 0.5)],
    "T": [(c, f) for c in "LR" for f in (0, 1 / 3, 2 / 3, 1)] + [("C", 1 / 6), ("C", 5 / 6)],
}


def pip_top(frac: float) -> int:
    """Top y of a pip row, mirrored exactly about the card's centre."""
    if frac == 0.5:
        return (CARD_H - PIP_H) // 2
    if frac > 0.5:
        return CARD_H - PIP_H - pip_top(1 - frac)
    return PIP_TOP + round((PIP_BOTTOM - PIP_TOP) * frac)


def draw_index(card: pygame.Surface, rank: str, suit: str) -> None:
    colour = suit_colour(suit)
    block = pygame.Surface((15, 24), pygame.SRCALPHA)
    g = rank_glyph(rank, colour)
    block.blit(g, (INDEX_CX - g.get_width() // 2, 0))
    p = pip(suit, 7, 8)
    block.blit(p, (INDEX_CX - 3, g.get_height() + 2))
    card.blit(block, (0, 4))
    card.blit(pygame.transform.flip(block, True, True), (CARD_W - 15, CARD_H - 24 - 4))


def draw_pips(card: pygame.Surface, rank: str, suit: str) -> None:
    up = pip(suit, PIP_W, PIP_H)
    down = pygame.transform.flip(up, True, True)
    for col, frac in LAYOUTS[rank]:
        y = pip_top(frac)
        card.blit(down if frac > 0.5 else up, (COLS[col], y))


def draw_ace(card: pygame.Surface, suit: str) -> None:
    if suit == "S":
        big = pip(suit, 33, 39)
    else:
        big = pip(suit, 25, 29)
    card.blit(big, ((CARD_W - big.get_width()) // 2, (CARD_H - big.get_height()) // 2))


def make_card(rank: str, suit: str) -> pygame.Surface:
    card = card_base()
    if rank == "A":
        draw_ace(card, suit)
    elif rank in "KQJ":
        draw_court(card, rank, suit)
    else:
        draw_pips(card, rank, suit)
    draw_index(card, rank, suit)
    return card


# ---------------------------------------------------------------------------------------------
# Court cards
# ---------------------------------------------------------------------------------------------

FRAME = pygame.Rect(13, 9, 45, 78)  # x 13..57, y 9..86: symmetric about the card centre
HALF_W, HALF_H = FRAME.w - 2, FRAME.h // 2 - 1  # 43 x 38: the upper figure, mirrored below

DARK = (40, 40, 48)
GREEN_ROBE = (0, 120, 64)
SILVER = (216, 216, 224)
BROWN = (120, 72, 24)
LIPS = (224, 112, 112)
COURT_PALETTE = {
    # suit: (primary robe, secondary, hair, beard)
    "S": (BLUE, DARK, (64, 40, 16), (224, 224, 224)),
    "H": (RED, BLUE, (232, 184, 32), (232, 184, 32)),
    "D": (RED, GREEN_ROBE, (168, 96, 32), (168, 96, 32)),
    "C": (BLUE, GREEN_ROBE, (56, 56, 56), (248, 248, 248)),
}


def _poly(s, colour, pts, outline=INK):
    pygame.draw.polygon(s, colour, pts)
    if outline:
        pygame.draw.polygon(s, outline, pts, 1)


def _ellipse(s, colour, rect, outline=INK):
    pygame.draw.ellipse(s, colour, rect)
    if outline:
        pygame.draw.ellipse(s, outline, rect, 1)


def _face(s, lips=LIPS, beard=None):
    _ellipse(s, SKIN, (15, 7, 13, 14))
    if beard:
        _poly(s, beard, [(15, 15), (17, 17), (25, 17), (27, 15), (27, 18), (24, 23), (18, 23), (15, 18)])
        pygame.draw.line(s, beard, (18, 16), (24, 16))  # moustache
    # eyebrows, eyes, nose, mouth
    pygame.draw.line(s, INK, (17, 11), (19, 11))
    pygame.draw.line(s, INK, (23, 11), (25, 11))
    s.set_at((18, 13), INK)
    s.set_at((24, 13), INK)
    s.set_at((21, 14), DSKIN)
    s.set_at((21, 15), DSKIN)
    s.set_at((22, 15), DSKIN)
    pygame.draw.line(s, lips, (20, 18), (22, 18))


def _robe(s, primary, secondary, pattern):
    robe = [(13, 21), (29, 21), (38, 25), (41, 30), (37, 37), (5, 37), (1, 30), (4, 25)]
    _poly(s, primary, robe)
    # the pattern only replaces the robe colour, so it stays inside the outline
    for y in range(22, 37):
        for x in range(HALF_W):
            if tuple(s.get_at((x, y)))[:3] != primary:
                continue
            if pattern == "stripe":
                on = x % 6 in (4, 5) and y >= 27
            elif pattern == "check":
                on = y >= 27 and ((x // 3) + (y // 3)) % 2 == 0
            else:  # chevron
                on = y >= 27 and (y - abs((x % 8) - 4)) % 4 == 0
            if on:
                s.set_at((x, y), secondary)
    # gold hem (mirrored below, it becomes the belt joining the two figures)
    pygame.draw.rect(s, GOLD, (5, 36, 33, 2))
    pygame.draw.line(s, DGOLD, (5, 36), (37, 36))


def _king(s, suit):
    primary, secondary, hair, beard = COURT_PALETTE[suit]
    jewel = RED if suit in "HD" else BLUE
    _robe(s, primary, secondary, "chevron")
    # ermine collar
    _poly(s, WHITE, [(10, 22), (32, 22), (35, 26), (7, 26)])
    for x in range(10, 34, 4):
        s.set_at((x, 24), INK)
    # gold chain of office
    pygame.draw.lines(s, GOLD, False, [(15, 27), (21, 31), (27, 27)])
    _ellipse(s, GOLD, (19, 30, 5, 5))
    # hair behind the face
    _ellipse(s, beard, (13, 6, 17, 12))
    _face(s, beard=beard)
    # crown
    crown = [(14, 9), (14, 2), (17, 5), (21, 0), (25, 5), (28, 2), (28, 9)]
    _poly(s, GOLD, crown)
    pygame.draw.line(s, DGOLD, (15, 7), (27, 7))
    for x in (17, 21, 25):
        s.set_at((x, 8), jewel)
    s.set_at((21, 3), jewel)
    # sword held upright on the right
    pygame.draw.rect(s, SILVER, (36, 1, 3, 22))
    pygame.draw.line(s, DGREY, (37, 2), (37, 21))
    pygame.draw.rect(s, INK, (35, 0, 5, 23), 1)
    _poly(s, GOLD, [(32, 22), (42, 22), (42, 24), (32, 24)])
    pygame.draw.rect(s, BROWN, (36, 25, 3, 4))
    _ellipse(s, SKIN, (33, 25, 7, 6))


def _queen(s, suit):
    primary, secondary, hair, _beard = COURT_PALETTE[suit]
    jewel = RED if suit in "HD" else BLUE
    petal = RED if suit in "HD" else BLUE
    _robe(s, secondary, primary, "check")
    # long hair falling on the shoulders
    _ellipse(s, hair, (11, 4, 21, 24))
    # square neckline and necklace
    _poly(s, SKIN, [(16, 20), (26, 20), (25, 25), (17, 25)])
    for x in range(17, 26, 2):
        s.set_at((x, 24), GOLD)
    s.set_at((21, 25), jewel)
    _face(s, lips=(208, 64, 96) if suit in "HD" else (200, 96, 120))
    # eyelashes
    s.set_at((17, 12), INK)
    s.set_at((25, 12), INK)
    # tiara with pearls
    _poly(s, GOLD, [(15, 8), (15, 4), (18, 6), (21, 2), (24, 6), (27, 4), (27, 8)])
    for x, y in ((15, 3), (21, 1), (27, 3)):
        _ellipse(s, WHITE, (x - 1, y - 1, 3, 3), outline=None)
        s.set_at((x, y), jewel)
    # a flower held on the left
    pygame.draw.line(s, GREEN, (6, 8), (6, 26))
    pygame.draw.line(s, GREEN, (6, 16), (3, 13))
    for dx, dy in ((-3, 0), (3, 0), (0, -3), (0, 3)):
        _ellipse(s, petal, (3 + dx, 2 + dy, 7, 7))
    _ellipse(s, GOLD, (4, 3, 5, 5))
    _ellipse(s, SKIN, (3, 24, 7, 6))


def _jack(s, suit):
    primary, secondary, hair, _beard = COURT_PALETTE[suit]
    _robe(s, primary, secondary, "stripe")
    # tunic collar with buttons
    _poly(s, secondary, [(14, 21), (28, 21), (24, 26), (18, 26)])
    for y in (28, 31, 34):
        s.set_at((21, y), GOLD)
    # short curly hair
    _ellipse(s, hair, (13, 5, 17, 14))
    _ellipse(s, hair, (12, 11, 5, 9))
    _ellipse(s, hair, (26, 11, 5, 9))
    _face(s)
    # beret with a gold band and a feather
    _ellipse(s, secondary, (11, 1, 21, 8))
    pygame.draw.rect(s, GOLD, (14, 7, 15, 2))
    pygame.draw.rect(s, INK, (14, 7, 15, 2), 1)
    feather = RED if suit in "HD" else WHITE
    _poly(s, feather, [(26, 4), (31, 0), (37, 0), (33, 3)])
    # halberd held on the left
    pygame.draw.rect(s, BROWN, (5, 6, 2, 31))
    _poly(s, SILVER, [(6, 0), (8, 5), (6, 7), (4, 5)])
    _poly(s, SILVER, [(7, 8), (11, 6), (11, 12), (7, 10)])
    _ellipse(s, SKIN, (3, 24, 7, 6))


def draw_court(card: pygame.Surface, rank: str, suit: str) -> None:
    half = pygame.Surface((HALF_W, HALF_H), pygame.SRCALPHA)
    half.fill(WHITE)
    {"K": _king, "Q": _queen, "J": _jack}[rank](half, suit)
    # the suit, in the free corner of the frame
    p = pip(suit, 7, 8)
    half.blit(p, (1, 1) if rank == "K" else (HALF_W - 8, 12))
    card.blit(half, (FRAME.x + 1, FRAME.y + 1))
    card.blit(pygame.transform.flip(half, True, True), (FRAME.x + 1, FRAME.y + 1 + HALF_H))
    pygame.draw.rect(card, INK, FRAME, 1)


# ---------------------------------------------------------------------------------------------
# Mini cards: the small faces of the last-trick box, the trump marker and the score dialogs
# ---------------------------------------------------------------------------------------------

MINI_W, MINI_H = 28, 38
MINI_RANK_TOP = 3  # top y of the rank
MINI_PIP_W, MINI_PIP_H = 16, 18  # the suit under it (diamonds get 2 px more, as pip() narrows them)

# The rank of a mini card: pixel glyphs 12 px high with 2 px strokes, drawn at 1x, never scaled.
MINI_GLYPHS = {
    "A": (
        "...XX...",
        "..XXXX..",
        "..XXXX..",
        ".XX..XX.",
        ".XX..XX.",
        ".XX..XX.",
        "XX....XX",
        "XXXXXXXX",
        "XXXXXXXX",
        "XX....XX",
        "XX....XX",
        "XX....XX",
    ),
    "K": (
        "XX....XX",
        "XX...XX.",
        "XX..XX..",
        "XX.XX...",
        "XXXX....",
        "XXX.....",
        "XXXX....",
        "XX.XX...",
        "XX..XX..",
        "XX...XX.",
        "XX....XX",
        "XX....XX",
    ),
    "Q": (
        "..XXXX..",
        ".XXXXXX.",
        "XX....XX",
        "XX....XX",
        "XX....XX",
        "XX....XX",
        "XX....XX",
        "XX.XX.XX",
        "XX..XXXX",
        ".XX..XX.",
        ".XXXXXXX",
        "..XXX.XX",
    ),
    "J": (
        "..XXXXXX",
        "..XXXXXX",
        ".....XX.",
        ".....XX.",
        ".....XX.",
        ".....XX.",
        ".....XX.",
        ".....XX.",
        "XX...XX.",
        "XX...XX.",
        ".XXXXX..",
        "..XXX...",
    ),
    "1": (
        "..XX",
        ".XXX",
        "XXXX",
        "..XX",
        "..XX",
        "..XX",
        "..XX",
        "..XX",
        "..XX",
        "..XX",
        "..XX",
        "..XX",
    ),
    "0": (
        "..XXXX..",
        ".XXXXXX.",
        "XX....XX",
        "XX....XX",
        "XX....XX",
        "XX....XX",
        "XX....XX",
        "XX....XX",
        "XX....XX",
        "XX....XX",
        ".XXXXXX.",
        "..XXXX..",
    ),
    "9": (
        "..XXXX..",
        ".XXXXXX.",
        "XX....XX",
        "XX....XX",
        "XX....XX",
        ".XXXXXXX",
        "..XXXXXX",
        "......XX",
        "......XX",
        "XX....XX",
        ".XXXXXX.",
        "..XXXX..",
    ),
    "8": (
        "..XXXX..",
        ".XXXXXX.",
        "XX....XX",
        "XX....XX",
        ".XX..XX.",
        "..XXXX..",
        ".XXXXXX.",
        "XX....XX",
        "XX....XX",
        "XX....XX",
        ".XXXXXX.",
        "..XXXX..",
    ),
    "7": (
        "XXXXXXXX",
        "XXXXXXXX",
        "......XX",
        ".....XX.",
        ".....XX.",
        "....XX..",
        "....XX..",
        "...XX...",
        "...XX...",
        "..XX....",
        "..XX....",
        "..XX....",
    ),
    "6": (
        "..XXXX..",
        ".XXXXXX.",
        "XX....XX",
        "XX......",
        "XX......",
        "XXXXXX..",
        "XXXXXXX.",
        "XX....XX",
        "XX....XX",
        "XX....XX",
        ".XXXXXX.",
        "..XXXX..",
    ),
    "5": (
        "XXXXXXXX",
        "XXXXXXXX",
        "XX......",
        "XX......",
        "XXXXXX..",
        "XXXXXXX.",
        "......XX",
        "......XX",
        "......XX",
        "XX....XX",
        ".XXXXXX.",
        "..XXXX..",
    ),
    "4": (
        ".....XX.",
        "....XXX.",
        "...XXXX.",
        "..XX.XX.",
        ".XX..XX.",
        "XX...XX.",
        "XX...XX.",
        "XXXXXXXX",
        "XXXXXXXX",
        ".....XX.",
        ".....XX.",
        ".....XX.",
    ),
    "3": (
        "..XXXX..",
        ".XXXXXX.",
        "XX....XX",
        "......XX",
        "......XX",
        "...XXXX.",
        "...XXXX.",
        "......XX",
        "......XX",
        "XX....XX",
        ".XXXXXX.",
        "..XXXX..",
    ),
    "2": (
        "..XXXX..",
        ".XXXXXX.",
        "XX....XX",
        "......XX",
        "......XX",
        ".....XX.",
        "....XX..",
        "...XX...",
        "..XX....",
        ".XX.....",
        "XXXXXXXX",
        "XXXXXXXX",
    ),
}


def mini_rank(rank: str, colour) -> pygame.Surface:
    """The rank in the mini glyphs ("10" for T), a pixel between the figures."""
    figures = [MINI_GLYPHS[c] for c in ("10" if rank == "T" else rank)]
    width = sum(len(rows[0]) for rows in figures) + len(figures) - 1
    surf = pygame.Surface((width, len(figures[0])), pygame.SRCALPHA)
    x = 0
    for rows in figures:
        surf.blit(pixel_art(rows, {"X": colour}), (x, 0))
        x += len(rows[0]) + 1
    return surf


def make_mini_card(rank: str, suit: str) -> pygame.Surface:
    """A card drawn for its small size: the big cards' border, a large rank over a large suit symbol."""
    card = card_base(MINI_W, MINI_H)
    label = mini_rank(rank, suit_colour(suit))
    card.blit(label, ((MINI_W - label.get_width()) // 2, MINI_RANK_TOP))
    symbol = pip(suit, MINI_PIP_W + (2 if suit == "D" else 0), MINI_PIP_H)
    card.blit(symbol, ((MINI_W - symbol.get_width()) // 2, MINI_H - 3 - MINI_PIP_H))
    return card


MINI_INDEX_CX = 9  # the centre column of a fanned mini card's index: in the 18 px the next card leaves
MINI_INDEX_PIP_W, MINI_INDEX_PIP_H = 12, 13


def make_mini_fan_card(rank: str, suit: str) -> pygame.Surface:
    """A mini card for a fan (Pinochle's meld strips): the same rank over a smaller suit, both in the left
    corner, so that they show when the next card covers all but the card's left 18 px (and its top 31 px)."""
    card = card_base(MINI_W, MINI_H)
    label = mini_rank(rank, suit_colour(suit))
    card.blit(label, (MINI_INDEX_CX - label.get_width() // 2, MINI_RANK_TOP))
    symbol = pip(suit, MINI_INDEX_PIP_W + (2 if suit == "D" else 0), MINI_INDEX_PIP_H)
    card.blit(symbol, (MINI_INDEX_CX - symbol.get_width() // 2, MINI_RANK_TOP + label.get_height() + 2))
    return card


# ---------------------------------------------------------------------------------------------
# Card backs
# ---------------------------------------------------------------------------------------------

BACK_INNER = pygame.Rect(4, 4, 63, 88)  # the pattern area inside a white margin

BAYER4 = ((0, 8, 2, 10), (12, 4, 14, 6), (3, 11, 1, 9), (15, 7, 13, 5))


def dither(c0, c1, t: float, x: int, y: int):
    """Ordered (Bayer 4x4) dither between two colours: the 256-colour look of the time."""
    return c1 if t * 16 > BAYER4[y % 4][x % 4] + 0.5 else c0


def vertical_gradient(s: pygame.Surface, top, bottom) -> None:
    """Fill the whole surface from one colour at the top to another at the bottom, dithered."""
    w, h = s.get_size()
    for y in range(h):
        for x in range(w):
            s.set_at((x, y), dither(top, bottom, y / (h - 1), x, y))


def _lcg(seed: int):
    """A tiny deterministic generator (same numbers on every platform and Python version)."""
    state = seed & 0x7FFFFFFF

    def nxt(n: int) -> int:
        nonlocal state
        state = (state * 1103515245 + 12345) & 0x7FFFFFFF
        return (state >> 8) % n

    return nxt


def back_lattice(s: pygame.Surface) -> None:
    w, h = s.get_size()
    navy, blue, light = (0, 24, 120), (0, 64, 192), (136, 184, 255)
    for y in range(h):
        for x in range(w):
            a, b = (x + y) % 8, (x - y) % 8
            if a == 0 and b == 0:
                c = WHITE
            elif a == 0 or b == 0:
                c = light
            elif a == 4 and b == 4:
                c = navy
            else:
                c = blue
            s.set_at((x, y), c)
    pygame.draw.rect(s, navy, s.get_rect(), 2)


def back_diamonds(s: pygame.Surface) -> None:
    """Harlequin diamonds, red and dark red, on a thin gold lattice."""
    w, h = s.get_size()
    red, dark, gold = (208, 24, 32), (128, 0, 24), (255, 200, 64)
    cx, cy = w // 2, h // 2
    for y in range(h):
        for x in range(w):
            u, v = (x - cx) + (y - cy) + 100, (x - cx) - (y - cy) + 100
            if u % 10 == 5 or v % 10 == 5:
                c = gold
            else:
                c = red if ((u + 5) // 10 + (v + 5) // 10) % 2 else dark
            s.set_at((x, y), c)
    pygame.draw.rect(s, dark, s.get_rect(), 2)


def back_weave(s: pygame.Surface) -> None:
    w, h = s.get_size()
    shades = [(96, 200, 96), (48, 168, 64), (24, 136, 48), (0, 88, 32)]
    for y in range(h):
        for x in range(w):
            bx, by = (x + 1) // 8, (y + 4) // 8
            if (bx + by) % 2:
                k = (y + 4) % 4  # horizontal strands
                edge = (x + 1) % 8 in (0,)
            else:
                k = (x + 1) % 4  # vertical strands
                edge = (y + 4) % 8 in (0,)
            c = shades[3] if edge else shades[[0, 1, 1, 2][k]]
            s.set_at((x, y), c)
    pygame.draw.rect(s, shades[3], s.get_rect(), 2)


def _fish(s: pygame.Surface, x: int, y: int, facing: int, body, fin) -> None:
    """A small tropical fish 15 px long centred on (x, y); facing +1 right, -1 left."""
    tail = [(x - 7 * facing, y), (x - 11 * facing, y - 4), (x - 11 * facing, y + 4)]
    _poly(s, fin, tail)
    _ellipse(s, body, (x - 8, y - 4, 16, 9))
    pygame.draw.line(s, fin, (x - 1, y - 3), (x - 1, y + 3))
    pygame.draw.line(s, fin, (x + 1 * facing - 1, y - 3), (x + 1 * facing - 1, y + 3))
    s.set_at((x + 4 * facing, y - 1), INK)
    s.set_at((x + 5 * facing, y - 1), WHITE)


def back_fish(s: pygame.Surface) -> None:
    w, h = s.get_size()
    top, bottom = (0, 136, 216), (0, 40, 136)
    vertical_gradient(s, top, bottom)
    # waves on top
    for x in range(w):
        yy = 3 + round(1.5 * math.sin(x * 2 * math.pi / 10))
        s.set_at((x, yy), (200, 240, 255))
    # weeds and sand
    pygame.draw.rect(s, (232, 200, 120), (0, h - 6, w, 6))
    for x in range(0, w, 2):
        s.set_at((x + (x // 2) % 2, h - 6), (200, 168, 96))
    for x0 in (6, 30, 52):
        for y in range(h - 24, h - 6):
            xx = x0 + round(2 * math.sin(y / 3.0))
            s.set_at((xx, y), (0, 160, 64))
            s.set_at((xx + 1, y), (0, 112, 48))
    rows = [
        (18, 12, 1, (255, 160, 0), (208, 64, 0)),
        (46, 24, -1, (255, 224, 32), (0, 64, 160)),
        (22, 40, 1, (255, 96, 96), (160, 0, 48)),
        (44, 57, -1, (255, 160, 0), (208, 64, 0)),
        (20, 72, 1, (255, 224, 32), (0, 64, 160)),
    ]
    for x, y, f, body, fin in rows:
        _fish(s, x, y, f, body, fin)
    nxt = _lcg(7)
    for _ in range(9):
        bx, by = 2 + nxt(w - 4), 8 + nxt(h - 24)
        if s.get_at((bx, by))[:3] in (top, bottom):
            pygame.draw.circle(s, (190, 230, 255), (bx, by), 1, 1)
    pygame.draw.rect(s, (0, 24, 96), s.get_rect(), 2)


def back_castle(s: pygame.Surface) -> None:
    w, h = s.get_size()
    top, bottom = (0, 0, 56), (64, 40, 144)
    vertical_gradient(s, top, bottom)
    nxt = _lcg(1991)
    for _ in range(26):
        x, y = 2 + nxt(w - 4), 2 + nxt(44)
        s.set_at((x, y), (255, 255, 200) if nxt(3) else (160, 160, 255))
    # crescent moon
    pygame.draw.circle(s, (255, 240, 160), (48, 13), 7)
    pygame.draw.circle(s, top, (51, 11), 6)
    stone, dark, lit = (150, 150, 168), (88, 88, 112), (255, 224, 64)
    # hill
    pygame.draw.ellipse(s, (0, 96, 32), (-20, h - 22, w + 40, 40))
    pygame.draw.ellipse(s, (0, 64, 24), (-20, h - 22, w + 40, 40), 1)
    # keep, towers, battlements
    pygame.draw.rect(s, stone, (16, 44, 31, 32))
    for tx in (8, 44):
        pygame.draw.rect(s, stone, (tx, 34, 11, 42))
        pygame.draw.rect(s, INK, (tx, 34, 11, 42), 1)
        _poly(s, (200, 24, 24), [(tx - 1, 34), (tx + 5, 22), (tx + 11, 34)])
        pygame.draw.rect(s, lit, (tx + 4, 44, 3, 5))
        pygame.draw.rect(s, lit, (tx + 4, 56, 3, 5))
    pygame.draw.rect(s, INK, (18, 44, 27, 32), 1)
    for bx in range(19, 44, 4):
        pygame.draw.rect(s, stone, (bx, 41, 2, 3))
    pygame.draw.rect(s, stone, (24, 30, 15, 15))
    pygame.draw.rect(s, INK, (24, 30, 15, 15), 1)
    for bx in range(24, 39, 4):
        pygame.draw.rect(s, stone, (bx, 27, 3, 3))
        pygame.draw.rect(s, INK, (bx, 27, 3, 4), 1)
    # flag
    pygame.draw.line(s, INK, (31, 14), (31, 27))
    _poly(s, (255, 64, 64), [(32, 14), (38, 16), (32, 19)], outline=None)
    pygame.draw.rect(s, lit, (30, 34, 3, 4))
    # gate
    _ellipse(s, dark, (26, 60, 11, 12), outline=None)
    pygame.draw.rect(s, dark, (26, 66, 11, 10))
    for gx in range(27, 37, 2):
        pygame.draw.line(s, INK, (gx, 62), (gx, 75))
    # brick lines
    for by in range(48, 74, 6):
        pygame.draw.line(s, dark, (19, by), (25, by))
        pygame.draw.line(s, dark, (38, by), (43, by))
    pygame.draw.rect(s, (24, 16, 72), s.get_rect(), 2)


def back_sun(s: pygame.Surface) -> None:
    w, h = s.get_size()
    cx, cy = w // 2, h // 2
    ray1, ray2 = (255, 176, 0), (255, 112, 0)
    for y in range(h):
        for x in range(w):
            a = math.atan2(y - cy + 0.5, x - cx + 0.5)
            k = int((a + math.pi) / (2 * math.pi) * 24) % 2
            d = math.hypot(x - cx + 0.5, y - cy + 0.5) / 60.0
            base = ray1 if k else ray2
            s.set_at((x, y), dither(base, (224, 48, 0), min(1.0, d), x, y))
    sun = raster(lambda u, v: (u - 0.5) ** 2 + (v - 0.5) ** 2 <= 0.25, 33, 33, (255, 232, 40), ss=4)
    rim = raster(lambda u, v: (u - 0.5) ** 2 + (v - 0.5) ** 2 <= 0.25, 37, 37, (176, 64, 0), ss=4)
    s.blit(rim, (cx - 18, cy - 18))
    s.blit(sun, (cx - 16, cy - 16))
    # a friendly face
    for ex in (cx - 7, cx + 5):
        pygame.draw.ellipse(s, INK, (ex, cy - 7, 3, 5))
    pygame.draw.arc(s, INK, (cx - 9, cy - 8, 19, 17), math.pi * 1.15, math.pi * 1.85, 2)
    pygame.draw.circle(s, (255, 160, 96), (cx - 10, cy + 3), 2)
    pygame.draw.circle(s, (255, 160, 96), (cx + 10, cy + 3), 2)
    pygame.draw.rect(s, (160, 40, 0), s.get_rect(), 2)


def back_robot(s: pygame.Surface) -> None:
    w, h = s.get_size()
    bg, grid = (72, 0, 112), (120, 48, 168)
    s.fill(bg)
    for x in range(3, w, 8):
        pygame.draw.line(s, grid, (x, 0), (x, h))
    for y in range(4, h, 8):
        pygame.draw.line(s, grid, (0, y), (w, y))
    metal, shade, hi = (176, 184, 200), (104, 112, 136), (232, 236, 248)
    cx = w // 2
    # antenna
    pygame.draw.line(s, INK, (cx, 6), (cx, 14))
    pygame.draw.circle(s, (255, 48, 48), (cx, 6), 2)
    # head
    pygame.draw.rect(s, metal, (cx - 12, 14, 25, 19))
    pygame.draw.line(s, hi, (cx - 11, 15), (cx + 11, 15))
    pygame.draw.rect(s, INK, (cx - 12, 14, 25, 19), 1)
    for ex in (cx - 7, cx + 3):
        pygame.draw.rect(s, (0, 0, 0), (ex, 19, 5, 5))
        pygame.draw.rect(s, (0, 255, 255), (ex + 1, 20, 3, 3))
    pygame.draw.rect(s, shade, (cx - 6, 27, 13, 3))
    for mx in range(cx - 5, cx + 7, 2):
        s.set_at((mx, 28), INK)
    pygame.draw.rect(s, metal, (cx - 15, 20, 3, 6))
    pygame.draw.rect(s, metal, (cx + 13, 20, 3, 6))
    # neck and body
    pygame.draw.rect(s, shade, (cx - 3, 33, 7, 3))
    pygame.draw.rect(s, metal, (cx - 15, 36, 31, 27))
    pygame.draw.line(s, hi, (cx - 14, 37), (cx + 14, 37))
    pygame.draw.rect(s, INK, (cx - 15, 36, 31, 27), 1)
    pygame.draw.rect(s, (24, 24, 40), (cx - 10, 41, 21, 10))
    for i, c in enumerate(((255, 64, 64), (255, 224, 0), (0, 224, 96))):
        pygame.draw.rect(s, c, (cx - 8 + i * 7, 44, 4, 4))
    pygame.draw.circle(s, (0, 160, 255), (cx - 6, 57), 3)
    pygame.draw.circle(s, INK, (cx - 6, 57), 3, 1)
    for k in range(3):
        pygame.draw.line(s, shade, (cx + 1, 54 + k * 3), (cx + 11, 54 + k * 3))
    # arms with pincers
    for side in (-1, 1):
        ax = cx + side * 19
        pygame.draw.rect(s, shade, (ax - 2, 38, 5, 18))
        pygame.draw.rect(s, INK, (ax - 2, 38, 5, 18), 1)
        pygame.draw.arc(s, metal, (ax - 4, 54, 9, 8), math.pi * 1.1, math.pi * 1.9, 2)
    # legs and feet
    for lx in (cx - 10, cx + 4):
        pygame.draw.rect(s, shade, (lx, 63, 7, 13))
        pygame.draw.rect(s, INK, (lx, 63, 7, 13), 1)
        pygame.draw.rect(s, metal, (lx - 2, 76, 11, 5))
        pygame.draw.rect(s, INK, (lx - 2, 76, 11, 5), 1)
    pygame.draw.rect(s, (40, 0, 64), s.get_rect(), 2)


def back_checker(s: pygame.Surface) -> None:
    w, h = s.get_size()
    c0, c1 = (192, 0, 0), (24, 24, 24)
    oy = (h % 7) // 2
    for y in range(h):
        for x in range(w):
            s.set_at((x, y), c0 if ((x // 7) + ((y - oy) // 7)) % 2 == 0 else c1)
    pygame.draw.rect(s, (96, 0, 0), s.get_rect(), 2)


def back_shell(s: pygame.Surface) -> None:
    """Scallop shells (fish-scale tiling) in sea green: a favourite of the shareware decks."""
    w, h = s.get_size()
    light, mid, dark = (136, 232, 200), (32, 168, 144), (0, 88, 88)
    r = 6
    s.fill(dark)
    for row in range(-1, h // r + 2):
        y = row * r
        off = (row % 2) * r
        for col in range(-1, w // (2 * r) + 2):
            x = col * 2 * r + off
            pygame.draw.circle(s, dark, (x, y), r + 1)
            pygame.draw.circle(s, mid, (x, y), r)
            pygame.draw.circle(s, light, (x, y - 2), r - 3)
            pygame.draw.circle(s, mid, (x, y - 1), r - 4)
    pygame.draw.rect(s, dark, s.get_rect(), 2)


BACKS = [
    ("blue lattice", back_lattice),
    ("red diamonds", back_diamonds),
    ("green weave", back_weave),
    ("fish", back_fish),
    ("castle at night", back_castle),
    ("sun", back_sun),
    ("robot", back_robot),
    ("red and black checker", back_checker),
    ("sea shells", back_shell),
]


def make_back(fn) -> pygame.Surface:
    card = card_base()
    inner = pygame.Surface(BACK_INNER.size)
    fn(inner)
    card.blit(inner, BACK_INNER.topleft)
    return card


# ---------------------------------------------------------------------------------------------
# UI sprites
# ---------------------------------------------------------------------------------------------


def circle_shape(cx: float, cy: float, r: float, w: int, h: int):
    """inside() for a circle given in pixel coordinates of a w x h sprite."""

    def inside(u: float, v: float) -> bool:
        return (u * w - cx) ** 2 + (v * h - cy) ** 2 <= r * r

    return inside


def blit_circle(s, colour, cx, cy, r, ss=8) -> None:
    w, h = s.get_size()
    s.blit(raster(circle_shape(cx, cy, r, w, h), w, h, colour, ss), (0, 0))


def star_points(cx, cy, r_out, r_in, n=5, rot=-math.pi / 2):
    pts = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = rot + i * math.pi / n
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def make_medal() -> pygame.Surface:
    w, h = 24, 32
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    # ribbon: two crossed bands, red and blue
    _poly(s, (32, 64, 200), [(3, 0), (9, 0), (15, 14), (10, 17)])
    _poly(s, (216, 24, 24), [(14, 0), (20, 0), (13, 17), (8, 14)])
    pygame.draw.line(s, WHITE, (17, 1), (11, 14))
    pygame.draw.line(s, WHITE, (6, 1), (12, 14))
    blit_circle(s, (120, 80, 0), 12, 22.5, 9.5)
    blit_circle(s, (255, 200, 0), 12, 22.5, 8.5)
    blit_circle(s, (232, 160, 0), 12.5, 23, 6.5)
    blit_circle(s, (255, 216, 32), 12, 22.5, 6)
    rim = star_points(12, 23, 6.6, 2.9)
    s.blit(raster(lambda u, v: _in_poly(u * w, v * h, rim), w, h, (184, 112, 0)), (0, 0))
    star = star_points(12, 23, 5.4, 2.3)
    s.blit(raster(lambda u, v: _in_poly(u * w, v * h, star), w, h, (255, 248, 176)), (0, 0))
    # glint
    s.set_at((8, 17), WHITE)
    s.set_at((7, 18), WHITE)
    return s


def _bulb_shape(w, h):
    def inside(u: float, v: float) -> bool:
        x, y = u * w, v * h
        if (x - 12) ** 2 + (y - 9) ** 2 <= 7.5**2:
            return True
        # tapering neck down to the socket
        if 9 <= y <= 18.5:
            half = 7.5 - (y - 9) * 0.32
            return abs(x - 12) <= half and y >= 12
        return False

    return inside


def make_bulb(lit: bool) -> pygame.Surface:
    w, h = 24, 24
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    shape = _bulb_shape(w, h)
    if lit:
        # rays
        for a in range(8):
            ang = a * math.pi / 4 - math.pi / 2
            if math.sin(ang) > 0.5:
                continue
            x0, y0 = 12 + 8.6 * math.cos(ang), 9 + 8.6 * math.sin(ang)
            x1, y1 = 12 + 11.5 * math.cos(ang), 9 + 11.5 * math.sin(ang)
            pygame.draw.line(s, (255, 200, 0), (round(x0), round(y0)), (round(x1), round(y1)), 1)
    outline = raster(
        lambda u, v: any(shape(u + dx / w, v + dy / h) for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1))),
        w,
        h,
        (64, 64, 64) if not lit else (160, 96, 0),
        ss=4,
    )
    s.blit(outline, (0, 0))
    glass = (216, 216, 200) if not lit else (255, 240, 64)
    s.blit(raster(shape, w, h, glass, ss=4), (0, 0))
    # filament and highlight
    fil = (96, 96, 96) if not lit else (255, 128, 0)
    pygame.draw.lines(s, fil, False, [(10, 15), (10, 10), (11, 9), (12, 10), (13, 9), (14, 10), (14, 15)])
    pygame.draw.line(s, WHITE, (8, 6), (8, 8))
    s.set_at((9, 5), WHITE)
    # screw base
    pygame.draw.rect(s, (160, 160, 168), (9, 18, 7, 5))
    for y in (19, 21):
        pygame.draw.line(s, (96, 96, 104), (9, y), (15, y))
    pygame.draw.rect(s, (48, 48, 56), (8, 18, 9, 5), 1)
    pygame.draw.rect(s, (48, 48, 56), (11, 23, 3, 1))
    return s


def make_smiley(click: bool) -> pygame.Surface:
    w = h = 48
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    blit_circle(s, INK, 24, 24, 23)
    blit_circle(s, (255, 232, 0), 24, 24, 21.5)
    blit_circle(s, (255, 248, 160), 18, 16, 6)
    blit_circle(s, (255, 232, 0), 19.5, 17.5, 6)
    if not click:
        for ex in (17, 31):
            s.blit(
                raster(lambda u, v, ex=ex: ((u * w - ex) / 2.6) ** 2 + ((v * h - 18) / 4.2) ** 2 <= 1, w, h, INK),
                (0, 0),
            )

        def smile(u, v):
            x, y = u * w, v * h
            d = math.hypot(x - 24, y - 22)
            return 12 <= d <= 15 and y > 27 and abs(x - 24) < 12.5

        s.blit(raster(smile, w, h, INK), (0, 0))
    else:
        # surprised: round eyes, open mouth
        for ex in (17, 31):
            blit_circle(s, INK, ex, 18, 3.6)
            blit_circle(s, WHITE, ex - 1, 17, 1.2)
        blit_circle(s, INK, 24, 33, 6)
        blit_circle(s, (168, 24, 24), 24, 34, 3.5)
    return s


def win31_button(w: int, h: int, pressed: bool = False) -> pygame.Surface:
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    s.fill(GREY)
    pygame.draw.rect(s, BLACK, s.get_rect(), 1)
    hi, lo = (WHITE, DGREY) if not pressed else (DGREY, GREY)
    pygame.draw.line(s, hi, (1, 1), (w - 3, 1))
    pygame.draw.line(s, hi, (1, 1), (1, h - 3))
    pygame.draw.line(s, lo, (w - 2, 1), (w - 2, h - 2))
    pygame.draw.line(s, lo, (1, h - 2), (w - 2, h - 2))
    if not pressed:
        pygame.draw.line(s, lo, (w - 3, 2), (w - 3, h - 3))
        pygame.draw.line(s, lo, (2, h - 3), (w - 3, h - 3))
    return s


def make_arrow(direction: str) -> pygame.Surface:
    s = win31_button(16, 16)
    # an up-pointing black triangle, turned as needed (exact 90-degree turns)
    tri = pygame.Surface((16, 16), pygame.SRCALPHA)
    for i in range(4):
        pygame.draw.line(tri, BLACK, (7 - i, 5 + i), (7 + i, 5 + i))
    pygame.draw.rect(tri, BLACK, (6, 9, 3, 2))
    turns = {"up": 0, "left": 1, "down": 2, "right": 3}[direction]
    for _ in range(turns):
        tri = pygame.transform.rotate(tri, 90)
    # centre the 7 px wide glyph on the 15 x 15 face of the button
    off = {"up": (0, 0), "left": (0, -1), "down": (-1, -1), "right": (-1, 0)}[direction]
    s.blit(tri, off)
    return s


FINGER = (  # the classic hand cursor, drawn pointing up (then turned upside down)
    "..........XXX...........",
    ".........XwwwX..........",
    ".........XwwgX..........",
    ".........XwwgX..........",
    ".........XwwgX..........",
    ".........XwwgX..........",
    ".........XwwgXXX........",
    ".........XwwgXwwXXX.....",
    ".........XwwgXwgXwwXX...",
    ".........XwwwgwgXwgXwX..",
    "...XXX...XwwwwwgwwgXgX..",
    "..XwwwX..XwwwwwwwwwgwX..",
    "..XwwwwX.XwwwwwwwwwwgX..",
    "...XwwwwXXwwwwwwwwwwgX..",
    "....XwwwwwwwwwwwwwwwgX..",
    ".....XwwwwwwwwwwwwwwgX..",
    "......XwwwwwwwwwwwwgX...",
    ".......XwwwwwwwwwwwgX...",
    "........XwwwwwwwwwgX....",
    "........XXXXXXXXXXXX....",
    "........XbbbbbbbbbbX....",
    "........XbbbbbbbbbbX....",
    "........XBBBBBBBBBBX....",
    "........XXXXXXXXXXXX....",
)
FINGER_COLOURS = {"X": INK, "w": WHITE, "g": (184, 184, 200), "b": (48, 96, 224), "B": (16, 48, 160)}


def pixel_art(rows, colours) -> pygame.Surface:
    s = pygame.Surface((len(rows[0]), len(rows)), pygame.SRCALPHA)
    for y, row in enumerate(rows):
        assert len(row) == len(rows[0]), (y, row)
        for x, ch in enumerate(row):
            if ch != ".":
                s.set_at((x, y), colours[ch])
    return s


def make_finger() -> pygame.Surface:
    """A white glove (the classic hand cursor) pointing down at a card."""
    return pygame.transform.flip(pixel_art(FINGER, FINGER_COLOURS), False, True)


def make_info() -> pygame.Surface:
    w = h = 24
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    blit_circle(s, (0, 0, 96), 12, 12, 11.5)
    blit_circle(s, (32, 96, 232), 12, 12, 10.3)
    blit_circle(s, (96, 152, 255), 10.5, 10, 6)
    blit_circle(s, (32, 96, 232), 12, 12.5, 7)
    blit_circle(s, WHITE, 12, 6.5, 2)
    pygame.draw.rect(s, WHITE, (10, 10, 4, 8))
    pygame.draw.rect(s, WHITE, (9, 10, 2, 1))
    pygame.draw.rect(s, WHITE, (9, 17, 7, 2))
    return s


def make_cross(colour, dark) -> pygame.Surface:
    w = h = 24
    s = pygame.Surface((w, h), pygame.SRCALPHA)

    def bar(u, v, grow=0.0):
        x, y = u * w - 12, v * h - 12
        a = abs(x - y) / math.sqrt(2)
        b = abs(x + y) / math.sqrt(2)
        lim = 9.2 + grow
        return (a <= 2.6 + grow and b <= lim) or (b <= 2.6 + grow and a <= lim)

    s.blit(raster(lambda u, v: bar(u, v, 1.1), w, h, dark), (0, 0))
    s.blit(raster(bar, w, h, colour), (0, 0))
    # highlight along the upper-left edges
    lighter = tuple(min(255, c + 110) for c in colour)
    s.blit(raster(lambda u, v: bar(u, v) and not bar(u + 1.2 / w, v + 1.2 / h), w, h, lighter, ss=4), (0, 0))
    return s


def make_dealer() -> pygame.Surface:
    w = h = 18
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    blit_circle(s, INK, 9, 9, 8.8)
    blit_circle(s, (255, 248, 224), 9, 9, 7.8)
    blit_circle(s, (200, 24, 24), 9, 9, 6.9)
    blit_circle(s, (255, 248, 224), 9, 9, 5.9)
    d = text("D", 16, INK)
    s.blit(d, (9 - d.get_width() // 2, 9 - d.get_height() // 2))
    return s


def make_icon() -> pygame.Surface:
    """32x32 application icon: two cards fanned on a square of felt."""
    s = pygame.Surface((32, 32), pygame.SRCALPHA)
    pygame.draw.rect(s, (0, 72, 0), (0, 0, 32, 32), border_radius=4)
    pygame.draw.rect(s, (0, 136, 0), (1, 1, 30, 30), border_radius=3)
    for (x, y), suit in (((3, 3), "S"), ((13, 9), "H")):
        pygame.draw.rect(s, INK, (x, y, 16, 21), border_radius=2)
        pygame.draw.rect(s, WHITE, (x + 1, y + 1, 14, 19), border_radius=1)
        p = pip(suit, 11, 12)
        s.blit(p, (x + 3, y + 5))
    return s


# ---------------------------------------------------------------------------------------------
# Output

# ---------------------------------------------------------------------------------------------


def save(surf: pygame.Surface, path: Path) -> None:
    ensure_dir(path.parent)
    pygame.image.save(surf, str(path))


def generate(out: Path) -> dict[str, pygame.Surface]:
    made: dict[str, pygame.Surface] = {}
    for s in SUITS:
        for r in RANKS:
            made[f"cards/{r}{s}.png"] = make_card(r, s)
            made[f"minicards/{r}{s}.png"] = make_mini_card(r, s)
            made[f"minifan/{r}{s}.png"] = make_mini_fan_card(r, s)
    for i, (_name, fn) in enumerate(BACKS, start=1):
        made[f"backs/back_{i}.png"] = make_back(fn)
    for suit in SUITS:
        made[f"suits/{suit}.png"] = pip(suit, 24, 24)
        made[f"suits/{suit}_small.png"] = pip(suit, 12, 12)
    made["ui/medal.png"] = make_medal()
    made["ui/light_bulb.png"] = make_bulb(False)
    made["ui/light_bulb_on.png"] = make_bulb(True)
    made["ui/smiley.png"] = make_smiley(False)
    made["ui/smiley_click.png"] = make_smiley(True)
    for d in ("up", "down", "left", "right"):
        made[f"ui/arrow_{d}.png"] = make_arrow(d)
    made["ui/finger.png"] = make_finger()
    made["ui/info.png"] = make_info()
    made["ui/red_cross.png"] = make_cross((216, 16, 16), (96, 0, 0))
    made["ui/blue_cross.png"] = make_cross((24, 64, 224), (0, 0, 96))
    made["ui/dealer.png"] = make_dealer()
    made["ui/icon.png"] = make_icon()
    for name, surf in made.items():
        save(surf, out / name)
    return made


def contact_sheet(made: dict[str, pygame.Surface], path: Path) -> None:
    sheet = pygame.Surface((1000, 936))
    sheet.fill(FELT)
    for si, s in enumerate(SUITS):
        for ri, r in enumerate(RANKS):
            sheet.blit(made[f"cards/{r}{s}.png"], (4 + ri * 75, 4 + si * 100))
    backs = sorted(n for n in made if n.startswith("backs/"))
    for i, name in enumerate(backs):
        sheet.blit(made[name], (4 + i * 75, 404))
    x = 4
    for name in sorted(n for n in made if n.startswith(("ui/", "suits/"))):
        sheet.blit(made[name], (x, 506))
        x += made[name].get_width() + 6
    zoom = ["cards/KS.png", "cards/QH.png", "cards/JD.png", "cards/TC.png", "cards/AS.png", "cards/7H.png"]
    for i, name in enumerate(zoom):
        big = pygame.transform.scale_by(made[name], 2)
        sheet.blit(big, (4 + i * 148, 560))
    for si, s in enumerate(SUITS):
        for ri, r in enumerate(RANKS):
            sheet.blit(made[f"minicards/{r}{s}.png"], (4 + (si % 2 * 13 + ri) * 32, 756 + si // 2 * 44))
            sheet.blit(made[f"minifan/{r}{s}.png"], (4 + (si * 13 + ri) * 18, 844 + si % 2 * 44))
    save(sheet, path)


def main(argv: list[str] | None = None) -> int:
    parser = out_parser(__doc__.splitlines()[0], "sprites")
    parser.add_argument("--contact", help="also write a contact sheet PNG to this path")
    args = parser.parse_args(argv)
    pygame.init()
    out = Path(args.out)
    made = generate(out)
    if args.contact:
        contact_sheet(made, Path(args.contact))
    print(f"wrote {len(made)} sprites to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
