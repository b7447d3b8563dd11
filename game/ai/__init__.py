"""Game-independent AI machinery: the player protocol, skills, sampling of hidden cards, search."""

from .player import SKILLS, ComputerPlayer, Decision

__all__ = ["SKILLS", "ComputerPlayer", "Decision"]
