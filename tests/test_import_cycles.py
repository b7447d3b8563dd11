"""No import cycles in game/, and no unexplained import inside a function.

The graph is built from the AST of every module of game/ with its imports at module level (including those under a
module-level ``if``/``try``, but not those under ``if TYPE_CHECKING:``, which never run). An import inside a function
does not count toward a cycle (it runs later), so every such import must say why it is there: a comment on its line
or on the line before (a measured start-up win, pygame that must wait for the SDL variables, ...); and none of
those left may hide a cycle either (the graph with them counted has none).

Importing ``pkg.x`` runs ``pkg/__init__`` first, so it is an edge to both. A package's ``__init__`` that imports
its own submodules to re-export them is the usual pattern and is not a cycle with those submodules: the packages
that hold a module are already being imported when it runs, so its imports of its siblings (``from . import x``,
``from .x import y``) are edges to the submodules only; only a submodule that takes a name defined in its package's
``__init__`` (``from . import NAME``: it works in one import order only) closes a cycle with its package."""

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GAME = ROOT / "game"


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def is_package(path: Path) -> bool:
    return path.name == "__init__.py"


def all_modules(root: Path) -> dict[str, Path]:
    return {module_name(path): path for path in sorted(root.rglob("*.py"))}


def is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or \
        (isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def module_level_imports(tree: ast.Module):
    """The import statements that run when the module is imported."""
    pending = list(tree.body)
    while pending:
        node = pending.pop(0)
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node
        elif isinstance(node, ast.If):
            pending.extend(node.orelse if is_type_checking(node) else node.body + node.orelse)
        elif isinstance(node, ast.Try):
            pending.extend(node.body + node.orelse + node.finalbody + [
                statement for handler in node.handlers for statement in handler.body])
        elif isinstance(node, ast.With):
            pending.extend(node.body)


def function_imports(tree: ast.Module):
    """The import statements inside a function (they run only when it is called)."""
    for function in ast.walk(tree):
        if isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for node in ast.walk(function):
                if isinstance(node, (ast.Import, ast.ImportFrom)):
                    yield node


def imported_names(node: ast.Import | ast.ImportFrom, name: str, package: bool, known: set[str]) -> set[str]:
    """The modules of game/ that ``node`` (in module ``name``) imports: ``from pkg import sub`` is the submodule."""
    if isinstance(node, ast.Import):
        return {alias.name for alias in node.names}
    base = node.module or ""
    if node.level:
        parts = name.split(".") if package else name.split(".")[:-1]
        parts = parts[:len(parts) - (node.level - 1)]
        base = ".".join(parts + ([node.module] if node.module else []))
    found = set()
    for alias in node.names:
        submodule = f"{base}.{alias.name}"
        found.add(submodule if submodule in known else base)
    return found


def with_packages(target: str, importer: str) -> set[str]:
    """``target`` and the packages above it that importing it runs, but not those that hold ``importer``: they
    are already being imported when ``importer`` runs (a package's ``__init__`` importing its own submodules)."""
    parts = target.split(".")
    above = {".".join(parts[:end]) for end in range(1, len(parts))}
    return {target} | {package for package in above
                       if package != importer and not importer.startswith(package + ".")}


def import_graph(root: Path, inside_functions: bool = False) -> dict[str, set[str]]:
    """Module -> the modules of game/ it imports at module level (and, if asked, inside its functions)."""
    modules = all_modules(root)
    known = set(modules)
    graph = {}
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        targets = set()
        statements = [*module_level_imports(tree), *(function_imports(tree) if inside_functions else ())]
        for node in statements:
            for target in imported_names(node, name, is_package(path), known):
                targets |= with_packages(target, name)
        graph[name] = {target for target in targets & known if target != name}
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str]:
    """One cycle of ``graph`` as the list of its modules (the first one again at the end), or []."""
    done, path, on_path = set(), [], set()

    def visit(module):
        path.append(module)
        on_path.add(module)
        for target in sorted(graph.get(module, ())):
            if target in on_path:
                return path[path.index(target):] + [target]
            if target not in done:
                cycle = visit(target)
                if cycle:
                    return cycle
        on_path.discard(path.pop())
        done.add(module)
        return []

    for module in sorted(graph):
        if module not in done:
            cycle = visit(module)
            if cycle:
                return cycle
    return []


def unexplained_function_imports(root: Path) -> list[str]:
    found = []
    for path in sorted(root.rglob("*.py")):
        lines = path.read_text(encoding="utf-8").splitlines()
        for node in function_imports(ast.parse("\n".join(lines))):
            line = lines[node.lineno - 1]
            before = lines[node.lineno - 2].strip() if node.lineno > 1 else ""
            if "#" not in line and not before.startswith("#"):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {line.strip()}")
    return found


def test_no_import_cycle_among_the_modules_of_game():
    cycle = find_cycle(import_graph(GAME))
    assert cycle == [], "import cycle: " + " -> ".join(cycle)


def test_no_import_left_inside_a_function_hides_a_cycle():
    """The lazy imports kept are start-up wins, not a way round a cycle: counted too, there is still none."""
    cycle = find_cycle(import_graph(GAME, inside_functions=True))
    assert cycle == [], "import cycle through an import inside a function: " + " -> ".join(cycle)


def test_every_import_inside_a_function_says_why():
    assert unexplained_function_imports(GAME) == []


def write_package(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = root / "game" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root / "game"


@pytest.mark.parametrize("files, cycle", [
    ({"__init__.py": "", "a.py": "from . import b\n", "b.py": "from .a import thing\n"},
     ["game.a", "game.b", "game.a"]),
    ({"__init__.py": "", "a.py": "from game import b\n", "b.py": "import game.a\n"}, ["game.a", "game.b", "game.a"]),
    ({"__init__.py": "", "a.py": "def f():\n    from . import b\n", "b.py": "from .a import thing\n"}, []),
    ({"__init__.py": "", "a.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from . import b\n",
      "b.py": "from .a import thing\n"}, []),
    ({"__init__.py": "from . import a, b\n", "a.py": "from . import b\n", "b.py": "X = 1\n"}, []),
    ({"__init__.py": "", "p/__init__.py": "from .x import X\n", "p/x.py": "from ..q import Y\nX = 1\n",
      "q.py": "try:\n    from .p import X\nexcept ImportError:\n    pass\nY = 1\n"},
     ["game.p", "game.p.x", "game.q", "game.p"]),
    ({"__init__.py": "", "p/__init__.py": "from .x import X\nY = 1\n", "p/x.py": "from . import Y\nX = 1\n"},
     ["game.p", "game.p.x", "game.p"]),
    ({"__init__.py": "", "p/__init__.py": "from .x import X\n", "p/x.py": "from ..q import Y\nX = 1\n",
      "p/y.py": "Z = 1\n", "q.py": "from .p.y import Z\nY = 1\n"}, ["game.p", "game.p.x", "game.q", "game.p"]),
])
def test_the_check_finds_cycles_at_module_level_only(tmp_path, monkeypatch, files, cycle):
    monkeypatch.setitem(globals(), "ROOT", tmp_path)
    assert find_cycle(import_graph(write_package(tmp_path, files))) == cycle


@pytest.mark.parametrize("source, unexplained", [
    ("def f():\n    import os\n", True),
    ("def f():\n    import os  # measured start-up win\n", False),
    ("def f():\n    # pygame must wait for the SDL variables\n    import pygame\n", False),
    ("import os\n", False),
])
def test_the_check_wants_a_reason_next_to_each_import_inside_a_function(tmp_path, monkeypatch, source, unexplained):
    monkeypatch.setitem(globals(), "ROOT", tmp_path)
    root = write_package(tmp_path, {"m.py": source})
    assert bool(unexplained_function_imports(root)) == unexplained
