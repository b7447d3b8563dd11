"""The games: the registry. ``GAMES`` maps each game's id to its :class:`~game.engine.registry.GameInfo` (declared
in the game's package), in the order the title screen and the terminal list them; ``VARIANTS`` maps each id to its
Variant (the rules). Adding a game adds one line here."""

from __future__ import annotations

from game.engine.registry import GameInfo
from game.variants.belote import GAME as _belote
from game.variants.belote_bridgee import GAME as _belote_bridgee
from game.variants.bridge import GAME as _bridge
from game.variants.pinochle import GAME as _pinochle
from game.variants.scotch_whist import GAME as _scotch_whist

GAMES: dict[str, GameInfo] = {info.id: info for info in (_belote_bridgee, _belote, _bridge, _pinochle, _scotch_whist)}
VARIANTS = {game_id: info.variant for game_id, info in GAMES.items()}
