"""Drawing primitives of the Windows 3.1 look: bevels, button faces, dotted focus rectangles, arrows."""

from __future__ import annotations

from functools import lru_cache

import pygame

from .. import theme
from ..theme import BLACK, FACE, HIGHLIGHT, SHADOW


def bevel(surface: pygame.Surface, rect: pygame.Rect, light, dark, width: int = 1) -> None:
    """Lines of ``light`` along the top and left edges and of ``dark`` along the bottom and right."""
    r = pygame.Rect(rect)
    for i in range(width):
        left, top, right, bottom = r.left + i, r.top + i, r.right - 1 - i, r.bottom - 1 - i
        pygame.draw.line(surface, light, (left, top), (right - 1, top))
        pygame.draw.line(surface, light, (left, top), (left, bottom - 1))
        pygame.draw.line(surface, dark, (left, bottom), (right, bottom))
        pygame.draw.line(surface, dark, (right, top), (right, bottom))


def raised(surface, rect, width: int = 1) -> None:
    bevel(surface, rect, HIGHLIGHT, SHADOW, width)


def sunken(surface, rect, width: int = 1) -> None:
    bevel(surface, rect, SHADOW, HIGHLIGHT, width)


def panel(surface, rect, *, fill=FACE, sunk: bool = False, width: int = 1) -> None:
    surface.fill(fill, rect)
    (sunken if sunk else raised)(surface, rect, width)


def rounded_outline(surface, rect, color=BLACK) -> None:
    """A one-pixel frame with its corner pixels left out, as on Windows 3.1 buttons."""
    r = pygame.Rect(rect)
    pygame.draw.line(surface, color, (r.left + 1, r.top), (r.right - 2, r.top))
    pygame.draw.line(surface, color, (r.left + 1, r.bottom - 1), (r.right - 2, r.bottom - 1))
    pygame.draw.line(surface, color, (r.left, r.top + 1), (r.left, r.bottom - 2))
    pygame.draw.line(surface, color, (r.right - 1, r.top + 1), (r.right - 1, r.bottom - 2))


def button_face(surface, rect, *, pressed: bool = False, default: bool = False) -> pygame.Rect:
    """A grey push button; returns the rectangle its label goes in (shifted when pressed)."""
    r = pygame.Rect(rect)
    surface.fill(FACE, r.inflate(-2, -2))
    rounded_outline(surface, r)
    inner = r.inflate(-2, -2)
    if default:
        pygame.draw.rect(surface, BLACK, inner, 1)
        inner = inner.inflate(-2, -2)
    if pressed:
        pygame.draw.line(surface, SHADOW, inner.topleft, (inner.right - 1, inner.top))
        pygame.draw.line(surface, SHADOW, inner.topleft, (inner.left, inner.bottom - 1))
        return inner.move(1, 1)
    bevel(surface, inner, HIGHLIGHT, SHADOW, 2)
    return inner


def tab(surface, rect, *, selected: bool) -> pygame.Rect:
    """A Windows 95 page tab standing on the line of its page (``rect``'s bottom): white left and top edges with
    cut corners, a grey and black right edge, no bottom edge. The chosen tab stands 2 px taller and wider and
    opens into its page; the others sit behind the page's top line. Returns where its label goes."""
    r = pygame.Rect(rect)
    if selected:
        r = pygame.Rect(r.left - 2, r.top - 2, r.width + 4, r.height + 3)  # over the page's top line
    else:
        r = pygame.Rect(r.left, r.top, r.width, r.height)
    surface.fill(FACE, r)
    left, top, right, bottom = r.left, r.top, r.right - 1, r.bottom - 1
    pygame.draw.line(surface, HIGHLIGHT, (left, top + 2), (left, bottom))
    surface.set_at((left + 1, top + 1), HIGHLIGHT)
    pygame.draw.line(surface, HIGHLIGHT, (left + 2, top), (right - 2, top))
    surface.set_at((right - 1, top + 1), BLACK)
    pygame.draw.line(surface, BLACK, (right, top + 2), (right, bottom))
    pygame.draw.line(surface, SHADOW, (right - 1, top + 2), (right - 1, bottom))
    if not selected:
        pygame.draw.line(surface, HIGHLIGHT, (left, rect.bottom - 1), (right, rect.bottom - 1))  # the page's top
    return pygame.Rect(r.left + 2, r.top + 2, r.width - 5, r.height - (3 if selected else 2))


def tab_page(surface, rect) -> None:
    """The page under a row of tabs: a raised Windows 95 frame (white, then black and grey at the bottom right)."""
    r = pygame.Rect(rect)
    bevel(surface, r, HIGHLIGHT, BLACK, 1)
    bevel(surface, r.inflate(-2, -2), FACE, SHADOW, 1)


def dotted_rect(surface, rect, color=BLACK) -> None:
    """The dotted focus rectangle."""
    r = pygame.Rect(rect)
    if r.width < 2 or r.height < 2:
        return
    for x in range(r.left, r.right, 2):
        surface.set_at((x, r.top), color)
        surface.set_at((x, r.bottom - 1), color)
    for y in range(r.top, r.bottom, 2):
        surface.set_at((r.left, y), color)
        surface.set_at((r.right - 1, y), color)


def triangle(surface, rect, direction: str, color=BLACK) -> None:
    """A solid arrow head pointing "up", "down", "left" or "right", centred in ``rect``."""
    r = pygame.Rect(rect)
    cx, cy = r.center
    size = max(2, min(r.width, r.height) // 4)
    points = {
        "up": [(cx - size, cy + size // 2), (cx + size, cy + size // 2), (cx, cy - size // 2 - 1)],
        "down": [(cx - size, cy - size // 2), (cx + size, cy - size // 2), (cx, cy + size // 2 + 1)],
        "left": [(cx + size // 2, cy - size), (cx + size // 2, cy + size), (cx - size // 2 - 1, cy)],
        "right": [(cx - size // 2, cy - size), (cx - size // 2, cy + size), (cx + size // 2 + 1, cy)],
    }[direction]
    pygame.draw.polygon(surface, color, points)


def check_mark(surface, rect, color=BLACK) -> None:
    """The menu check mark: a thick tick."""
    r = pygame.Rect(rect)
    x, y = r.left + r.width // 2 - 4, r.centery
    for dy in (0, 1):
        pygame.draw.lines(surface, color, False, [(x, y - 1 + dy), (x + 2, y + 1 + dy), (x + 7, y - 4 + dy)], 2)


def cross(surface, rect, color=BLACK) -> None:
    """The X of a Windows 3.1 check box."""
    r = pygame.Rect(rect).inflate(-1, -1)
    pygame.draw.line(surface, color, r.topleft, (r.right - 1, r.bottom - 1))
    pygame.draw.line(surface, color, (r.right - 1, r.top), (r.left, r.bottom - 1))


@lru_cache(maxsize=64)
def dither(size: tuple[int, int], light=HIGHLIGHT, dark=FACE) -> pygame.Surface:
    """A checkerboard of two colours (the scroll-bar track)."""
    surface = pygame.Surface(size)
    surface.fill(dark)
    for y in range(size[1]):
        for x in range(y & 1, size[0], 2):
            surface.set_at((x, y), light)
    return surface


# -- labels with a mnemonic ("&Game": Alt+G) -------------------------------------------------------------

def split_mnemonic(label: str) -> tuple[str, int]:
    """``("Game", 0)`` for "&Game": the text to show and the index of the underlined letter (-1: none).
    "&&" stands for a literal ampersand."""
    text, index, i = [], -1, 0
    while i < len(label):
        ch = label[i]
        if ch == "&" and i + 1 < len(label):
            if label[i + 1] == "&":
                text.append("&")
            else:
                if index < 0:
                    index = len(text)
                text.append(label[i + 1])
            i += 2
            continue
        text.append(ch)
        i += 1
    return "".join(text), index


def mnemonic_key(label: str) -> str:
    text, index = split_mnemonic(label)
    return text[index].lower() if index >= 0 else ""


@lru_cache(maxsize=2048)
def label_surface(label: str, size: int = theme.UI_FONT_SIZE, color=BLACK, bold: bool = False) -> pygame.Surface:
    """The label rendered with its mnemonic letter underlined."""
    text, index = split_mnemonic(label)
    font = theme.font(size, bold=bold)
    surface = font.render(text or " ", True, color)
    if index >= 0:
        x = font.size(text[:index])[0]
        width = font.size(text[index])[0]
        y = min(surface.get_height() - 1, font.get_ascent() + 1)
        pygame.draw.line(surface, color, (x, y), (x + width - 1, y))
    return surface


def blit_centered(surface, image, rect) -> pygame.Rect:
    target = image.get_rect(center=pygame.Rect(rect).center)
    surface.blit(image, target)
    return target


@lru_cache(maxsize=8)
def felt(color: tuple[int, int, int], size: tuple[int, int] = theme.SCREEN_SIZE) -> pygame.Surface:
    """A baize of ``color`` with a faint fixed grain (a small tile repeated: cheap to build)."""
    tile = pygame.Surface((64, 64))
    tile.fill(color)
    seed = 12345
    for y in range(64):
        for x in range(64):
            seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
            roll = seed >> 16 & 15
            if roll < 4:
                shade = 10 if roll < 2 else -10
                tile.set_at((x, y), tuple(max(0, min(255, c + shade)) for c in color))
    surface = pygame.Surface(size)
    for y in range(0, size[1], 64):
        for x in range(0, size[0], 64):
            surface.blit(tile, (x, y))
    return surface


def group_box(surface, rect, title: str = "") -> None:
    """The etched frame of a group of controls, its title cut into the top line."""
    r = pygame.Rect(rect)
    pygame.draw.rect(surface, HIGHLIGHT, (r.left + 1, r.top + 1, r.width - 1, r.height - 1), 1)
    pygame.draw.rect(surface, SHADOW, (r.left, r.top, r.width - 1, r.height - 1), 1)
    if title:
        label = label_surface(title)
        where = label.get_rect(midleft=(r.left + 8, r.top))
        surface.fill(FACE, where.inflate(6, 0))
        surface.blit(label, where)
