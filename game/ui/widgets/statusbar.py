"""The status bar along the bottom: the tooltip of whatever is under the mouse."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from .. import theme
from ..theme import BLACK, FACE, SCREEN_SIZE, STATUS_BAR_HEIGHT
from . import draw
from .base import Widget
from .text import render_text


class StatusBar(Widget):
    def __init__(self, text_source: Callable[[], str], *, default_text: str = "",
                 right_text: Callable[[], str | Sequence[str]] | None = None, rect=None):
        rect = rect or pygame.Rect(0, SCREEN_SIZE[1] - STATUS_BAR_HEIGHT, SCREEN_SIZE[0], STATUS_BAR_HEIGHT)
        super().__init__(rect)
        self.text_source = text_source
        self.default_text = default_text
        self.right_text = right_text

    @property
    def text(self) -> str:
        return self.text_source() or self.default_text

    def tooltip_at(self, pos) -> str | None:
        return None

    def draw(self, surface) -> None:
        bar = self.rect
        surface.fill(FACE, bar)
        pygame.draw.line(surface, BLACK, bar.topleft, (bar.right - 1, bar.top))
        draw.raised(surface, bar.inflate(0, -1).move(0, 1))
        font = theme.font()
        right = self.right_text() if self.right_text else ""
        texts = [right] if isinstance(right, str) else list(right)  # several texts: a box each, in order
        edge = bar.right - 3
        for text in reversed([t for t in texts if t]):
            right_image = render_text(text, font)
            box = pygame.Rect(0, bar.top + 3, right_image.get_width() + 12, bar.height - 5)
            box.right = edge
            draw.sunken(surface, box)
            surface.blit(right_image, right_image.get_rect(center=box.center))
            edge = box.left - 4
        panel = pygame.Rect(bar.left + 3, bar.top + 3, edge - bar.left - 3, bar.height - 5)
        draw.sunken(surface, panel)
        clip = surface.get_clip()
        surface.set_clip(panel.inflate(-2, -2))
        image = render_text(self.text, font)
        surface.blit(image, image.get_rect(midleft=(panel.left + 4, panel.centery)))
        surface.set_clip(clip)
