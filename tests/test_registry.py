"""The registry of games is the only list of games: every game's GameInfo is complete, and the title screen's
catalog, the terminal program, the score file and the computer players keep no per-game list of their own."""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

import pytest

from game.ai.player import SKILLS, ComputerPlayer
from game.engine.options import Options
from game.engine.registry import GameInfo
from game.engine.score_counting import GameCounting
from game.engine.seats import SEATS
from game.engine.wording import GameTerms
from game.variants import GAMES, VARIANTS

ROOT = Path(__file__).resolve().parent.parent
# The modules that find games only through the registry.
REGISTRY_READERS = ("game/ui/catalog.py", "game/ui/launcher.py", "game/cli.py", "game/score_file.py",
                    "game/ai/player.py", "game/window.py")
# What the terminal program still imports from inside the games: Belote's own commands (Input hand, the words of
# a take) and the belote games' strains and card order, not a list of games.
CLI_BELOTE_IMPORTS = {"game.variants.belote.deal_input", "game.variants.belote.rules",
                      "game.variants.belote_common.values"}


def test_every_game_declares_one_complete_game_info():
    assert list(GAMES) == ["belote_bridgee", "belote", "bridge", "pinochle", "scotch_whist"]
    for game_id, info in GAMES.items():
        assert isinstance(info, GameInfo) and info.id == game_id and VARIANTS[game_id] is info.variant
        assert info.name and info.name == info.variant.name
        assert len(info.blurb.split()) > 10 and info.blurb.endswith(".")
        assert (ROOT / "sprites" / f"{info.card_back}.png").is_file()
        assert info.rules_help().startswith("# ")
        assert isinstance(info.terms, GameTerms)
        assert all(getattr(info.terms, f.name) for f in dataclasses.fields(GameTerms) if f.name != "bid_unit")
        assert info.score_file is None or isinstance(info.score_file, GameCounting)
        assert issubclass(info.options_class, Options)
        assert info.human_seats and set(info.human_seats) <= set(SEATS)


def test_each_game_has_its_own_card_back():
    backs = [info.card_back for info in GAMES.values()]
    assert len(set(backs)) == len(backs)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_computer_player_factory_makes_the_games_player_at_every_skill(game_id):
    for skill in SKILLS:
        player = GAMES[game_id].computer_player(skill, 7)
        assert isinstance(player, ComputerPlayer) and player.skill == skill and player.seed == 7
        assert type(player).__module__ == f"game.variants.{game_id}.ai"


def _game_imports(tree: ast.Module) -> set[str]:
    """The modules of ``game.variants`` that a module imports, the registry itself left out."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            names = [node.module]
        elif isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        else:
            continue
        found |= {name for name in names if name.startswith("game.variants.")}
    return found


@pytest.mark.parametrize("path", REGISTRY_READERS)
def test_no_module_outside_the_games_names_a_game(path):
    """No game id written in the code (a per-game list or table), no import by a built name, and no import from a
    game's package (the terminal's Belote commands apart)."""
    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
    named = sorted({node.value for node in ast.walk(tree)
                    if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in GAMES})
    assert named == [], f"{path} names the games {named}: read them from game.variants.GAMES"
    assert "importlib" not in {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import)
                               for alias in node.names}
    allowed = CLI_BELOTE_IMPORTS if path == "game/cli.py" else set()
    assert _game_imports(tree) <= allowed
