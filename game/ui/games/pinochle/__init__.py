"""Double-Deck Pinochle at the card table: its table class, registered in game.ui.games.TABLES."""

from .table import PinochleTable

__all__ = ["PinochleTable"]
