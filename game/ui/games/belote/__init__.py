"""Belote at the card table: its table class, registered in game.ui.games.TABLES."""

from .table import BeloteTable

__all__ = ["BeloteTable"]
