"""The Windows 95 look (Pinochle's File > Windows 95 Mode): grey window frames two pixels deep, the title on the left
of the title bar with a close button on the right, push buttons with a black outer shadow, a grey menu bar,
check boxes with a tick. The Windows 3.1 drawing functions hand over to these while ``theme.windows95()``."""

from __future__ import annotations

import pygame

from .. import theme
from ..theme import BLACK, FACE, NAVY, SHADOW, WHITE

LIGHT = (223, 223, 223)
CLOSE_SIZE = (16, 14)


def frame(surface, rect, *, sunk: bool = False) -> None:
    """The two-pixel 3-D edge: raised (light above and left, dark below and right) or sunk (the other way)."""
    r = pygame.Rect(rect)
    outer = (SHADOW, WHITE) if sunk else (LIGHT, BLACK)
    inner = (BLACK, LIGHT) if sunk else (WHITE, SHADOW)
    for (light, dark), box in ((outer, r), (inner, r.inflate(-2, -2))):
        pygame.draw.line(surface, light, box.topleft, (box.right - 2, box.top))
        pygame.draw.line(surface, light, box.topleft, (box.left, box.bottom - 2))
        pygame.draw.line(surface, dark, (box.left, box.bottom - 1), (box.right - 1, box.bottom - 1))
        pygame.draw.line(surface, dark, (box.right - 1, box.top), (box.right - 1, box.bottom - 1))


def button_face(surface, rect, *, pressed: bool = False, default: bool = False) -> pygame.Rect:
    """A push button; returns the rectangle its label goes in (shifted when pressed)."""
    r = pygame.Rect(rect)
    surface.fill(FACE, r)
    if default:
        pygame.draw.rect(surface, BLACK, r, 1)
        r = r.inflate(-2, -2)
    if pressed:
        pygame.draw.rect(surface, SHADOW, r, 1)
        return r.inflate(-4, -4).move(1, 1)
    frame(surface, r)
    return r.inflate(-4, -4)


def close_rect(title_bar: pygame.Rect) -> pygame.Rect:
    """The close button at the right of a title bar."""
    box = pygame.Rect((0, 0), CLOSE_SIZE)
    box.midright = (title_bar.right - 3, title_bar.centery)
    return box


def window_frame(surface, rect, title_bar: pygame.Rect, title: str, *, close_box: bool = True) -> None:
    """A grey raised frame, the navy title bar with the title on its left, and the close button."""
    surface.fill(FACE, rect)
    frame(surface, rect)
    surface.fill(NAVY, title_bar)
    label = theme.font(theme.UI_FONT_SIZE, bold=True).render(title, True, WHITE)
    surface.blit(label, label.get_rect(midleft=(title_bar.left + 6, title_bar.centery)))
    if close_box:
        box = close_rect(title_bar)
        inner = button_face(surface, box)
        cross = pygame.Rect(0, 0, 6, 5)
        cross.center = inner.center
        for start, end in ((cross.topleft, cross.bottomright), ((cross.right, cross.top), cross.bottomleft)):
            pygame.draw.line(surface, BLACK, start, end, 2)


def check_box(surface, box: pygame.Rect, *, checked: bool, pressed: bool, enabled: bool) -> None:
    """A white (grey while pressed) sunk square with a tick when checked."""
    surface.fill(FACE if pressed or not enabled else WHITE, box)
    frame(surface, box, sunk=True)
    if checked:
        x, y = box.left + 3, box.centery
        points = [(x, y - 1), (x + 2, y + 2), (x + 7, y - 3)]
        pygame.draw.lines(surface, BLACK if enabled else SHADOW, False, points, 2)


def menu_bar(surface, rect) -> None:
    surface.fill(FACE, rect)


def menu_title(surface, rect) -> None:
    """An opened menu's title on the bar: pressed in."""
    r = pygame.Rect(rect)
    pygame.draw.line(surface, SHADOW, r.topleft, (r.right - 1, r.top))
    pygame.draw.line(surface, SHADOW, r.topleft, (r.left, r.bottom - 1))
    pygame.draw.line(surface, WHITE, (r.left, r.bottom - 1), (r.right - 1, r.bottom - 1))
    pygame.draw.line(surface, WHITE, (r.right - 1, r.top), (r.right - 1, r.bottom - 1))


def dropdown(surface, box) -> None:
    surface.fill(FACE, box)
    frame(surface, box)


def separator(surface, rect) -> None:
    """An etched line across a menu."""
    y = pygame.Rect(rect).centery
    pygame.draw.line(surface, SHADOW, (rect.left, y), (rect.right - 1, y))
    pygame.draw.line(surface, WHITE, (rect.left, y + 1), (rect.right - 1, y + 1))
