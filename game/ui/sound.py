"""Sound effects from sounds/, with a global on/off switch; silent when there is no audio device."""

from __future__ import annotations

import pygame

from . import resources
from .resources import EFFECTS


class SoundPlayer:
    """Plays effects by name. ``available`` is False when the mixer could not start (no audio
    device): every call is then a silent no-op. ``enabled`` is the user's switch."""

    def __init__(self, enabled: bool = True):
        self.enabled = enabled
        self.available = self._start_mixer()
        self.last_played: str | None = None

    @staticmethod
    def _start_mixer() -> bool:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=22050, size=-16, channels=2, buffer=512)
            return True
        except pygame.error:
            return False

    def play(self, name: str) -> None:
        if name not in EFFECTS:
            raise ValueError(f"unknown sound effect {name!r} (known: {', '.join(EFFECTS)})")
        self.last_played = name if self.enabled else None
        if self.enabled and self.available:
            resources.sound(name).play()

    def toggle(self) -> bool:
        self.enabled = not self.enabled
        if not self.enabled and self.available:
            pygame.mixer.stop()
        return self.enabled
