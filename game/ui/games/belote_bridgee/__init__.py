"""32 Card Bridge at the card table: its table class, registered in game.ui.games.TABLES."""

from .table import BeloteBridgeeTable

__all__ = ["BeloteBridgeeTable"]
