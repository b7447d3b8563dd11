"""The games' tables: one package per game, each with one table class (a game.ui.games.base.GameTable), found
here by the game's id. The card table (game.ui.table.scene.TableScene) holds one and calls its hooks."""

from __future__ import annotations

from .base import GameTable
from .belote import BeloteTable
from .belote_bridgee import BeloteBridgeeTable
from .bridge import BridgeTable
from .pinochle import PinochleTable
from .scotch_whist import ScotchWhistTable

TABLES: dict[str, type[GameTable]] = {
    "belote_bridgee": BeloteBridgeeTable,
    "belote": BeloteTable,
    "bridge": BridgeTable,
    "pinochle": PinochleTable,
    "scotch_whist": ScotchWhistTable,
}


def traits_for(variant_id: str):
    """The words and flags of a game's table (its table class's traits)."""
    return TABLES[variant_id].traits
