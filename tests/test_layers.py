"""The layers of the program (shared/DESIGN.md): ui -> net -> storage -> variants -> ai -> engine. A module imports
only modules of its own layer or of the layers below it, whether the import is at the top or inside a function."""

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GAME = ROOT / "game"

# the top-level modules and packages of game/, lowest first; the programs (terminal, window) are at the top
LAYERS = {
    "engine": 0, "markdown": 0,
    "ai": 1,
    "variants": 2,
    "storage": 3, "score_file": 3,
    "net": 4,
    "ui": 5, "window": 5, "cli": 5,
    "__main__": 6,
}


def layer_of(module: str) -> int | None:
    parts = module.split(".")
    if parts[0] != "game" or len(parts) == 1:
        return None
    return LAYERS.get(parts[1])


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported_modules(path: Path):
    """(line, module) of every import in ``path``, relative ones made absolute."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[:len(package.split(".")) - (node.level - 1)]
                yield node.lineno, ".".join(base + ([node.module] if node.module else []))
            else:
                yield node.lineno, node.module


def upward_imports(paths) -> list[str]:
    found = []
    for path in paths:
        mine = layer_of(module_name(path))
        for line, module in imported_modules(path):
            theirs = layer_of(module)
            if mine is not None and theirs is not None and theirs > mine:
                found.append(f"{path.relative_to(ROOT)}:{line} imports {module}")
    return found


def test_every_module_of_the_program_has_a_layer():
    unplaced = [path.name for path in GAME.iterdir()
                if (path.suffix == ".py" or path.is_dir()) and path.stem not in LAYERS
                and path.name not in ("__init__.py", "__pycache__")]
    assert unplaced == []


def test_no_module_imports_a_layer_above_its_own():
    assert upward_imports(sorted(GAME.rglob("*.py"))) == []


@pytest.mark.parametrize("source, expected", [
    ("from game.variants import VARIANTS\n", True),
    ("def f():\n    from game.ui import app\n", True),
    ("from .registry import registered\n", False),
    ("from ..variants import GAMES\n", True),
])
def test_the_check_sees_imports_at_the_top_inside_functions_and_relative(tmp_path, monkeypatch, source, expected):
    fake = ROOT / "game" / "engine" / "_layers_probe.py"
    monkeypatch.setattr(Path, "read_text", lambda self, encoding=None: source)
    assert bool(upward_imports([fake])) is expected
