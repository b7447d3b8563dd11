"""The games: the registry. ``GAMES`` maps each game's id to its :class:`~game.engine.registry.GameInfo` (declared
in the game's package), in the order the title screen and the terminal list them; ``VARIANTS`` maps each id to its
Variant (the rules). Adding a game adds one line here."""

from __future__ import annotations

from typing import cast

from game.ai.player import SKILLS, ComputerPlayer
from game.engine.registry import GameInfo, register
from game.variants.belote import GAME as _belote
from game.variants.belote_bridgee import GAME as _belote_bridgee
from game.variants.bridge import GAME as _bridge
from game.variants.pinochle import GAME as _pinochle
from game.variants.scotch_whist import GAME as _scotch_whist

GAMES: dict[str, GameInfo] = register(_belote_bridgee, _belote, _bridge, _pinochle, _scotch_whist)
VARIANTS = {game_id: info.variant for game_id, info in GAMES.items()}


def computer_player(variant_id: str, skill: str = "advanced", seed: int = 0) -> ComputerPlayer:
    """The computer player of a game at a skill level ("novice", "advanced" or "expert")."""
    if skill not in SKILLS:
        raise ValueError(f"unknown skill {skill!r}: choose one of {', '.join(SKILLS)}")
    info = GAMES.get(variant_id)
    if info is None:
        raise ValueError(f"no computer player for the game {variant_id!r}")
    return cast(ComputerPlayer, info.computer_player(skill, seed))  # the engine's GameInfo cannot name the AI's class
