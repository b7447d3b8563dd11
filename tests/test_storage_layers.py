"""game.storage is a package of small modules below the UI: none of them imports game.ui (the UI passes its
settings class in), at the top of a module or inside a function."""

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STORAGE = ROOT / "game" / "storage"


def imported_modules(path: Path, root: Path = ROOT) -> set[str]:
    """Every module (and name) that ``path`` imports, anywhere in it, relative imports made absolute."""
    package = ".".join(path.relative_to(root).with_suffix("").parts[:-1])
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package.rsplit(".", node.level - 1)[0] if node.level else ""
            module = ".".join(part for part in (base, node.module or "") if part)
            found.add(module)
            found.update(f"{module}.{alias.name}" for alias in node.names)
    return found


def test_storage_is_a_package_of_small_modules():
    modules = sorted(STORAGE.glob("*.py"))
    assert not (ROOT / "game" / "storage.py").exists()
    assert (STORAGE / "__init__.py") in modules and len(modules) >= 6
    assert max(len(p.read_text(encoding="utf-8").splitlines()) for p in modules) < 500


def test_no_storage_module_imports_the_ui():
    sources = [*STORAGE.rglob("*.py"), *ROOT.glob("game/storage*.py")]
    assert sources
    offenders = {str(p.relative_to(ROOT)): sorted(m for m in imported_modules(p) if m.split(".")[:2] == ["game", "ui"])
                 for p in sources}
    assert {path: found for path, found in offenders.items() if found} == {}


def test_the_check_sees_imports_of_the_ui(tmp_path):
    folder = tmp_path / "game" / "storage"
    folder.mkdir(parents=True)
    lazy = folder / "lazy.py"
    lazy.write_text("import os\nfrom .files import parse\n\ndef f():\n    from ..ui.settings import UiSettings\n"
                    "    import game.ui.app\n", encoding="utf-8")
    found = imported_modules(lazy, tmp_path)
    assert {"os", "game.storage.files", "game.storage.files.parse"} <= found
    assert {m for m in found if m.startswith("game.ui")} == {"game.ui.settings", "game.ui.settings.UiSettings",
                                                            "game.ui.app"}


def test_importing_storage_loads_neither_the_ui_nor_pygame():
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT)] + [p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p])
    code = ("import json, sys, game.storage; print(json.dumps(sorted(m for m in sys.modules "
            "if m.startswith(('game.ui', 'pygame')))))")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.strip().splitlines()[-1]) == []
