"""Contract Bridge at the card table: its table class, registered in game.ui.games.TABLES."""

from .table import BridgeTable

__all__ = ["BridgeTable"]
