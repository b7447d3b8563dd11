"""Game-independent AI machinery: the player protocol, skills, sampling of hidden cards, search."""

from .player import SKILLS, ComputerPlayer, Decision, computer_player

__all__ = ["SKILLS", "ComputerPlayer", "Decision", "computer_player"]
