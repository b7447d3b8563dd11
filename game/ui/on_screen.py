"""What the app loop asks of everything on screen, a scene or a widget, every frame; by default: nothing moves,
nothing to draw, no redraw wanted."""

from __future__ import annotations

import pygame


class OnScreen:
    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def is_animating(self) -> bool:
        """True while something moves: the loop then runs at full frame rate instead of idling."""
        return False

    def wakeup_in(self) -> float | None:
        """Seconds until it wants to be redrawn although nothing happened (a blinking caret)."""
        return None
