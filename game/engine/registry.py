"""One record per game (:class:`GameInfo`): everything the title screen, the terminal program, the score file, the
help and the computer players need to know about a game, declared once in the game's package
(``game/variants/<game>/__init__.py``) and listed in the registry ``game.variants.GAMES``. Nothing outside the
game's package keeps a list of games.

The games package registers its games here (:func:`register`), so that the layers below it — the engine's records
and the AI's sampling — find a game by its id (:func:`registered`) without importing the games."""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module

from .guided import GuidedHand
from .options import Options
from .score_counting import GameCounting
from .seats import Seat
from .variant import Variant
from .wording import GameTerms, RecordTerms


@dataclass(frozen=True)
class GameInfo:
    variant: Variant  # the rules: its id and name are the game's
    blurb: str  # the title screen's few lines on the game
    card_back: str  # the sprite name of its card back on the title screen
    terms: GameTerms  # what the terminal program says differently in this game
    # "module:Class" of its computer player (an entry point, as in packaging), imported when the first one is
    # made: the five players add about 140 ms to the 240 ms that all the rules take to import (measured), and
    # the title screen, which must show within a second, needs none
    player_class: str
    score_file: GameCounting | None = None  # what its score file counts; None: the game keeps none
    record_terms: RecordTerms = RecordTerms()  # what the Statistics screen calls its matches and contracts
    guided_hand: GuidedHand | None = None  # the commented hand offered at its first start and in Help; None: none

    @property
    def id(self) -> str:
        return self.variant.id

    @property
    def name(self) -> str:
        return self.variant.name

    @property
    def options_class(self) -> type[Options]:
        return self.variant.options_class

    @property
    def human_seats(self) -> tuple[Seat, ...]:
        return self.variant.human_seats

    def computer_player(self, skill: str, seed: int) -> object:
        """The game's computer player (a ComputerPlayer, which the engine cannot name) at a skill."""
        module, _, name = self.player_class.partition(":")
        return getattr(import_module(module), name)(skill, seed)

    def rules_help(self) -> str:
        """The game's rules in the program's own words (its help.md), for the help window and ``rules``."""
        return self.variant.help_text()


_REGISTERED: dict[str, GameInfo] = {}


def register(*games: GameInfo) -> dict[str, GameInfo]:
    """Make ``games`` known by their ids (game.variants does it when it is imported); the games, in that order."""
    for info in games:
        _REGISTERED[info.id] = info
    return {info.id: info for info in games}


def registered(game_id: object) -> GameInfo | None:
    """The game registered under ``game_id``, or None."""
    return _REGISTERED.get(game_id) if isinstance(game_id, str) else None
