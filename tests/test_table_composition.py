"""The card table is built by composition: one generic TableScene holding one game table object, found in one
registry; no game mixin, no switch on the game in the generic table, no dispatch by built names in game/ui."""

import ast
from pathlib import Path

import conftest_ui  # noqa: F401  (the SDL variables before pygame)

from game.ui.games import TABLES
from game.ui.games.base import GameTable
from game.ui.scenes import Scene
from game.ui.table.scene import TableScene
from game.ui.table.traits import TableTraits
from game.variants import GAMES

UI = Path(__file__).resolve().parent.parent / "game" / "ui"


def test_the_table_scene_has_no_game_mixin():
    assert TableScene.__bases__ == (Scene,)
    assert not any(issubclass(cls, GameTable) for cls in TableScene.__mro__)


def test_every_game_has_one_table_class_in_its_own_package():
    assert set(TABLES) == set(GAMES)
    for game_id, table_class in TABLES.items():
        assert issubclass(table_class, GameTable) and isinstance(table_class.traits, TableTraits)
        assert table_class.__module__.startswith(f"game.ui.games.{game_id}.")


def test_each_table_asks_its_game_object_for_its_panel():
    app = conftest_ui.new_app()
    for game_id, table_class in TABLES.items():
        table = TableScene(app, variant_id=game_id, worker_mode="thread", offer_resume=False)
        assert type(table.game) is table_class and table.game.table is table
        assert table.traits is table_class.traits and table.panel in list(table.widgets)


def built_name_lookups(tree: ast.AST) -> list[int]:
    """The lines of getattr/setattr/hasattr calls whose name is built (an f-string, a concatenation, a format)."""
    lines = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id in ("getattr", "setattr", "hasattr") and len(node.args) >= 2
                and isinstance(node.args[1], (ast.JoinedStr, ast.BinOp))):
            lines.append(node.lineno)
    return lines


def test_no_dispatch_by_built_names_in_the_ui():
    found = {}
    for path in sorted(UI.rglob("*.py")):
        lines = built_name_lookups(ast.parse(path.read_text(encoding="utf-8")))
        if lines:
            found[str(path.relative_to(UI))] = lines
    assert found == {}


def test_the_generic_table_does_not_test_which_game_it_shows():
    """No comparison of the game's id or the traits' panel with a name ("pinochle", "whist"...)."""
    tests = []
    for name in ("scene.py", "paint.py"):
        tree = ast.parse((UI / "table" / name).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Compare):
                continue
            parts = [node.left, *node.comparators]
            names = {sub.attr for part in parts for sub in ast.walk(part) if isinstance(sub, ast.Attribute)}
            names |= {sub.id for part in parts for sub in ast.walk(part) if isinstance(sub, ast.Name)}
            named = any(isinstance(part, ast.Constant) and isinstance(part.value, str) for part in parts)
            if named and names & {"variant_id", "panel", "id", "whist", "rubber", "dummy"}:
                tests.append((name, node.lineno))
    assert tests == []
