"""The games of the compendium as the title screen lists them, read from the registry of games (no pygame here:
main.py reads it before deciding how pygame starts)."""

from __future__ import annotations

from game.engine.registry import GameInfo
from game.variants import GAMES


def game_entries() -> list[GameInfo]:
    """The games in the registry's order: id, name, blurb and card back of each."""
    return list(GAMES.values())


def game_ids() -> list[str]:
    return [entry.id for entry in game_entries()]


# The games whose card table is built (today every game in the registry); a game's rules may exist before its
# table does, and the title screen offers only what a person can really play (the tests take one out to see it).
GAMES_WITH_A_TABLE = frozenset(GAMES)


def is_available(game_id: str) -> bool:
    return game_id in GAMES and game_id in GAMES_WITH_A_TABLE


def game_name(game_id: str) -> str:
    info = GAMES.get(game_id)
    return info.name if info is not None else game_id
