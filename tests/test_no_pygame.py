"""The engine, the games and the AI are plain Python: importing all of them never loads pygame."""

import json
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PLAIN_PACKAGES = ("game.engine", "game.variants", "game.ai")

IMPORT_ALL = f"""
import importlib, json, pkgutil, sys
names = []
for package_name in {PLAIN_PACKAGES!r}:
    package = importlib.import_module(package_name)
    names.append(package_name)
    for info in pkgutil.walk_packages(package.__path__, package_name + "."):
        importlib.import_module(info.name)
        names.append(info.name)
print(json.dumps({{"modules": names, "pygame": sorted(m for m in sys.modules if m.split(".")[0] == "pygame")}}))
"""

PYGAME_IMPORT = re.compile(r"^\s*(import\s+([\w.]+(\s+as\s+\w+)?\s*,\s*)*pygame\b|from\s+pygame\b)", re.MULTILINE)


def test_importing_every_plain_module_leaves_pygame_out():
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT)] + [p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p])
    done = subprocess.run([sys.executable, "-c", IMPORT_ALL], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["pygame"] == []
    modules = set(report["modules"])
    for expected in ("game.engine.hand", "game.engine.records", "game.engine.match", "game.variants.belote_bridgee",
                     "game.variants.belote_bridgee.rules", "game.variants.belote_common.tricks", "game.ai.player"):
        assert expected in modules
    sources = {".".join(p.relative_to(ROOT).with_suffix("").parts) for package in PLAIN_PACKAGES
               for p in (ROOT / package.replace(".", "/")).rglob("*.py") if p.name != "__init__.py"}
    assert sources <= modules  # the walk reached every source file


def test_no_source_file_imports_pygame():
    files = [p for package in PLAIN_PACKAGES for p in (ROOT / package.replace(".", "/")).rglob("*.py")]
    assert len(files) >= 15
    offenders = [str(p.relative_to(ROOT)) for p in files if PYGAME_IMPORT.search(p.read_text(encoding="utf-8"))]
    assert offenders == []


def test_the_pattern_finds_pygame_imports():
    assert PYGAME_IMPORT.search("import os\nimport pygame\n")
    assert PYGAME_IMPORT.search("    from pygame.locals import QUIT")
    assert PYGAME_IMPORT.search("import pygame as pg")
    assert PYGAME_IMPORT.search("import os, sys as system, pygame")
    assert not PYGAME_IMPORT.search("import pygame_like_name\n# pygame is not used here")
