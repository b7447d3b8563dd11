"""What the two Belote games share at the table (32 Card Bridge and Belote): hands shown with the suits
alternating in colour, each suit in sequence order until trumps are known, then by power."""

from __future__ import annotations

from .base import GameTable


class BeloteFamilyTable(GameTable):
    """The Belote games' part of the table that they share."""
