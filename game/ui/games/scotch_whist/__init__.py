"""Scotch Whist at the card table: its table class, registered in game.ui.games.TABLES."""

from .table import ScotchWhistTable

__all__ = ["ScotchWhistTable"]
