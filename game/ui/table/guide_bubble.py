"""The guided hand's speech bubble: a pale yellow balloon with the step's words, an arrow to what it talks about,
and its Next and Close buttons.

Where it goes is worked out from the thing it points at (a rectangle the table gives, or None): the first of a few
places on the felt that keeps clear of it, so the arrow never hides what it shows.
"""

from __future__ import annotations

import pygame

from ..theme import BLACK, NAVY
from ..widgets.base import WidgetGroup
from ..widgets.controls import Button
from ..widgets.text import Style, render_paragraph
from . import layout

FILL = (255, 255, 225)  # the tooltip yellow of the early nineties
WIDTH = 372
PAD = 8
BUTTON_SIZE = (64, 22)
GAP = 6
CLEAR = 8  # between the bubble and what it points at, at least
ARROW_BASE = 9  # half the width of the arrow where it leaves the bubble
CORNER = 400  # square pixels: hiding less of a card than its corner with the index hides nothing that matters
TITLE_STYLE = Style(color=NAVY, bold=True)


def places(size: tuple[int, int], felt: pygame.Rect, target: pygame.Rect | None) -> list[pygame.Rect]:
    """Where a bubble of ``size`` may go: over North's hand (or beside the target there), above South's hand (in the
    middle, at the left or at the right), over the left or the right half of the middle."""
    width, height = size
    top = pygame.Rect((0, 0), size)
    top.midtop = (felt.centerx, felt.top + 4)
    low = pygame.Rect((0, 0), size)
    low.midbottom = (felt.centerx, layout.SOUTH_Y - 2 * CLEAR - 2)  # clear of South's cards
    left = pygame.Rect(felt.left + 4, felt.centery - height // 2, width, height)
    right = pygame.Rect(felt.right - 4 - width, felt.centery - height // 2, width, height)
    found = [top, low, left, right, low.move(felt.left + 4 - low.left, 0), low.move(felt.right - 4 - low.right, 0)]
    if target is not None:
        found += [top.move(target.left - CLEAR - top.right, 0), top.move(target.right + CLEAR - top.left, 0)]
    return [rect for rect in found if felt.contains(rect)]


def gap(one: pygame.Rect, other: pygame.Rect) -> int:
    """How far apart two rectangles are (0 when they touch)."""
    dx = max(other.left - one.right, one.left - other.right, 0)
    dy = max(other.top - one.bottom, one.top - other.bottom, 0)
    return max(dx, dy)


def bubble_place(size: tuple[int, int], target: pygame.Rect | None, felt: pygame.Rect,
                 avoid: list[pygame.Rect] = ()) -> pygame.Rect:
    """The place nearest the target that keeps clear of it, hiding as little of ``avoid`` (cards on the table, the
    bidding box) with itself or its arrow as it can."""
    candidates = places(size, felt, target)
    if target is None:
        return candidates[0]
    clear = target.inflate(2 * CLEAR, 2 * CLEAR)
    free = [rect for rect in candidates if not rect.colliderect(clear)] or candidates
    return min(free, key=lambda rect: (hidden_area(rect, target, avoid) // CORNER, gap(rect, target)))


def hidden_area(bubble: pygame.Rect, target: pygame.Rect, avoid) -> int:
    """How much of the things in ``avoid`` the bubble hides, and the whole of each one its arrow crosses (not those
    the target lies on: the arrow must reach it), in pixels."""
    covered = sum(bubble.clip(thing).width * bubble.clip(thing).height for thing in avoid)
    points = arrow_points(bubble, target)
    if points is None:
        return covered
    return covered + sum(thing.width * thing.height for thing in avoid if not thing.colliderect(target)
                         and (thing.clipline(points[0], points[1]) or thing.clipline(points[1], points[2])))


def arrow_points(bubble: pygame.Rect, target: pygame.Rect) -> list[tuple[int, int]] | None:
    """The arrow from the bubble's nearest edge to the nearest point of ``target``: (base, tip, base), or None when
    the target touches the bubble."""
    tip_x = min(max(bubble.centerx, target.left + 4), target.right - 4)
    tip_y = min(max(bubble.centery, target.top + 4), target.bottom - 4)
    if target.bottom <= bubble.top or target.top >= bubble.bottom:
        edge_y = bubble.top if target.bottom <= bubble.top else bubble.bottom - 1
        x = min(max(tip_x, bubble.left + 2 * ARROW_BASE), bubble.right - 2 * ARROW_BASE)
        return [(x - ARROW_BASE, edge_y), (tip_x, tip_y), (x + ARROW_BASE, edge_y)]
    if target.right <= bubble.left or target.left >= bubble.right:
        edge_x = bubble.left if target.right <= bubble.left else bubble.right - 1
        y = min(max(tip_y, bubble.top + 2 * ARROW_BASE), bubble.bottom - 2 * ARROW_BASE)
        return [(edge_x, y - ARROW_BASE), (tip_x, tip_y), (edge_x, y + ARROW_BASE)]
    return None


class GuideBubble:
    """One step's bubble: its words, its place, its buttons (``on_next`` None: no Next button)."""

    def __init__(self, title: str, text: str, target: pygame.Rect | None, felt: pygame.Rect, on_close,
                 on_next=None, close_label: str = "&Close", avoid: list[pygame.Rect] = ()) -> None:
        self.text = text
        self.title = render_paragraph(title, WIDTH - 2 * PAD, TITLE_STYLE)
        self.words = render_paragraph(text, WIDTH - 2 * PAD, Style())
        height = PAD + self.title.get_height() + 4 + self.words.get_height() + GAP + BUTTON_SIZE[1] + PAD
        self.target = target
        self.rect = bubble_place((WIDTH, height), target, felt, avoid)
        self.buttons = WidgetGroup()
        labels = ([("&Next", on_next)] if on_next is not None else []) + [(close_label, on_close)]
        x = self.rect.right - PAD
        for label, action in reversed(labels):
            x -= BUTTON_SIZE[0]
            button = Button(pygame.Rect((x, self.rect.bottom - PAD - BUTTON_SIZE[1]), BUTTON_SIZE), label, action,
                            default=label == labels[0][0])
            self.buttons.add(button)
            x -= GAP

    def button(self, label: str) -> Button:
        return next(b for b in self.buttons if b.label.replace("&", "") == label)

    def handle_mouse(self, event) -> bool:
        """A click on a button (True), or anywhere on the bubble, which stops there (True too)."""
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            return False
        if self.buttons.handle_event(event):
            return True
        return event.type != pygame.MOUSEMOTION and self.rect.collidepoint(event.pos)

    def draw(self, surface) -> None:
        shadow = self.rect.move(3, 3)
        pygame.draw.rect(surface, (0, 0, 0), shadow)
        pygame.draw.rect(surface, FILL, self.rect)
        pygame.draw.rect(surface, BLACK, self.rect, 1)
        if self.target is not None:
            points = arrow_points(self.rect, self.target)
            if points is not None:
                pygame.draw.polygon(surface, FILL, points)
                pygame.draw.line(surface, BLACK, points[0], points[1])
                pygame.draw.line(surface, BLACK, points[1], points[2])
                pygame.draw.circle(surface, BLACK, points[1], 2)
        surface.blit(self.title, (self.rect.left + PAD, self.rect.top + PAD))
        surface.blit(self.words, (self.rect.left + PAD, self.rect.top + PAD + self.title.get_height() + 4))
        self.buttons.draw(surface)
