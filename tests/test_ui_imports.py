"""The UI reaches the games only through the registry (``game.variants``: GAMES, VARIANTS, computer_player) and the
engine (``game.engine``): no module under game/ui imports a module inside a game's package ``game/variants/<game>/``,
whether at the top, inside a function, relative or as ``from game.variants import <game>``."""

import ast
from pathlib import Path

import pytest
from test_layers import imported_modules

ROOT = Path(__file__).resolve().parent.parent
UI = ROOT / "game" / "ui"
VARIANTS = ROOT / "game" / "variants"
GAME_PACKAGES = {path.stem for path in VARIANTS.iterdir()
                 if path.name != "__init__.py" and (path.suffix == ".py" or (path / "__init__.py").exists())}

# The imports into games' packages still left in the games' own tables (game/ui/games/<game>/): each is a game table
# using its own game's classes or constants. They are to become facts of the game's Variant, GameInfo or View;
# remove a line here when its import goes. The test fails on any import not listed, so no new one comes in.
REMAINING: set[tuple[str, str]] = set()  # none left


def game_internals(module: str, names: tuple[str, ...] = ()) -> list[str]:
    """The modules inside a game's package that importing ``module`` (``from module import names``) reaches."""
    parts = module.split(".")
    if parts[:2] != ["game", "variants"]:
        return []
    if len(parts) > 2:
        return [module]
    return [f"game.variants.{name}" for name in names if name in GAME_PACKAGES]


def imports_of(path: Path) -> list[tuple[int, str, tuple[str, ...]]]:
    """(line, module, names imported from it) of every import in ``path``."""
    names_at = {node.lineno: tuple(alias.name for alias in node.names)
                for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))) if isinstance(node, ast.ImportFrom)}
    return [(line, module, names_at.get(line, ())) for line, module in imported_modules(path)]


def ui_imports_of_games(paths) -> set[tuple[str, str]]:
    return {(path.relative_to(ROOT).as_posix(), reached) for path in paths
            for _, module, names in imports_of(path) for reached in game_internals(module, names)}


def test_the_ui_imports_no_game_internals_but_the_listed_ones():
    assert ui_imports_of_games(sorted(UI.rglob("*.py"))) - REMAINING == set()


def test_every_listed_exception_is_still_there():
    """A line of REMAINING whose import went away is taken out, so that it cannot come back unnoticed."""
    assert REMAINING - ui_imports_of_games(sorted(UI.rglob("*.py"))) == set()


@pytest.mark.parametrize("source, expected", [
    ("from game.variants import GAMES, VARIANTS\n", set()),
    ("from game.engine.actions import Take\n", set()),
    ("from game.variants.belote.rules import Take\n", {"game.variants.belote.rules"}),
    ("def f():\n    from game.variants.belote.log import hand_log_text\n", {"game.variants.belote.log"}),
    ("import game.variants.bridge.auction\n", {"game.variants.bridge.auction"}),
    ("from game.variants import bridge\n", {"game.variants.bridge"}),
    ("from ....variants.pinochle import rules\n", {"game.variants.pinochle"}),
    ("from ....variants import belote_common\n", {"game.variants.belote_common"}),
])
def test_the_check_sees_every_form_of_import(monkeypatch, source, expected):
    probe = UI / "games" / "belote" / "_imports_probe.py"
    monkeypatch.setattr(Path, "read_text", lambda self, encoding=None: source)
    assert {reached for _, reached in ui_imports_of_games([probe])} == expected
