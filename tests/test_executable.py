"""The single-file executable and the start-up check of the bundled files.

build.spec is built into a temporary folder and the executable is run from another folder, headless. The
start-up check (game/ui/resources.verify, called by main.py) is proved on copies of the source tree, so a file
missing from the bundle cannot go unnoticed: the executable would exit non-zero naming it.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import program_outcome

from game.ui import resources

pytestmark = pytest.mark.slow  # a PyInstaller build: a minute or two

ROOT = Path(__file__).resolve().parent.parent
EXECUTABLE_NAME = "card-table.exe" if sys.platform == "win32" else "card-table"
BUILD_TIMEOUT = 600
RUN_TIMEOUT = 120


def child_environment(home: Path) -> dict[str, str]:
    """The environment of a child program: never the real user folder."""
    return {**os.environ, "CARD_TABLE_HOME": str(home), "PYGAME_HIDE_SUPPORT_PROMPT": "1"}


# -- the executable --------------------------------------------------------------------------------------


PROGRAMS = {  # the build runs beside the other tests from their start (tests/conftest.py)
    "pyinstaller": lambda folder: [sys.executable, "-m", "PyInstaller", "build.spec", "--noconfirm",
                                   "--distpath", str(folder / "dist"), "--workpath", str(folder / "build")],
}
needs_the_executable = pytest.mark.program("pyinstaller")


@pytest.fixture(scope="module")
def executable(request) -> Path:
    if importlib.util.find_spec("PyInstaller") is None:
        pytest.fail("PyInstaller is not installed, so the executable cannot be built: install the test extras "
                    "(pip install -e \".[test]\", as the README says) or pip install \"pyinstaller>=6\"",
                    pytrace=False)
    result, out = program_outcome(request, "pyinstaller", timeout=BUILD_TIMEOUT)
    assert result.returncode == 0, f"pyinstaller build.spec failed:\n{result.stderr[-4000:]}"
    path = out / "dist" / EXECUTABLE_NAME
    assert path.is_file(), f"the build made no {EXECUTABLE_NAME}: {sorted(p.name for p in (out / 'dist').iterdir())}"
    return path


def run_executable(path: Path, *args: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([str(path), *args], cwd=cwd, env=child_environment(cwd / "home"), capture_output=True,
                          text=True, timeout=RUN_TIMEOUT)


def colours_of(png: Path) -> int:
    import pygame

    data = pygame.image.tobytes(pygame.image.load(str(png)), "RGB")
    return len({data[i:i + 3] for i in range(0, len(data), 3)})


@needs_the_executable
def test_the_executable_runs_from_another_folder_and_draws_the_table(executable, tmp_path):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    shot = tmp_path / "shot.png"
    # without the table (not built yet) --demo shows the title screen; either is a full 640x480 picture
    result = run_executable(executable, "--headless", "--demo", "--frames", "600", "--screenshot", str(shot),
                            cwd=elsewhere)
    assert result.returncode == 0, result.stderr
    assert shot.is_file()
    import pygame

    assert pygame.image.load(str(shot)).get_size() == (640, 480)
    assert colours_of(shot) > 16


@needs_the_executable
def test_the_executable_refuses_an_unknown_option_in_one_line(executable, tmp_path):
    if sys.platform == "win32":
        pytest.skip("the windowed Windows program has no stderr: it says so in a message box, which waits for a click")
    result = run_executable(executable, "--bogus", cwd=tmp_path)
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [
        "card-table: unrecognized arguments: --bogus (card-table --help lists the options)"]


@needs_the_executable
def test_the_executable_carries_the_licences(executable):
    from PyInstaller.archive.readers import CArchiveReader

    inside = set(CArchiveReader(str(executable)).toc)
    assert {"LICENSE", "THIRD-PARTY-LICENSES.md", "licenses/LGPL-2.1.txt"} <= inside


# -- the start-up check, on copies of the source tree ----------------------------------------------------


def copy_resources(target: Path) -> Path:
    """sprites/, fonts/, sounds/ and the help texts, as the one-file executable unpacks them."""
    for folder in ("sprites", "fonts", "sounds"):
        shutil.copytree(ROOT / folder, target / folder)
    for help_file in (ROOT / "game").rglob("*.md"):
        destination = target / help_file.relative_to(ROOT)
        destination.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(help_file, destination)
    return target


def test_the_check_requires_exactly_the_files_of_sprites_and_sounds():
    folders = (("sprites", "*.png"), ("fonts", "*"), ("sounds", "*.wav"))
    on_disk = {path.relative_to(ROOT).as_posix()
               for folder, pattern in folders for path in (ROOT / folder).rglob(pattern)}
    required = {name for name in resources.required_files() if not name.startswith("game/")}
    assert required - on_disk == set(), "required by game/ui/resources.py but not in the tree"
    assert on_disk - required == set(), "in the tree but not checked at start-up: add it to game/ui/resources.py"
    assert "game/variants/belote_bridgee/help.md" in resources.required_files()


def test_a_complete_copy_passes_the_check(monkeypatch, tmp_path):
    monkeypatch.setattr(resources, "SOURCE_ROOT", copy_resources(tmp_path))
    assert resources.missing_files() == []
    resources.verify()


@pytest.mark.parametrize("name", ["sounds/medal.wav", "sprites/backs/back_9.png", "fonts/helv10_regular.png",
                                  "game/variants/belote_bridgee/help.md"])
def test_a_missing_file_is_named_by_the_check(monkeypatch, tmp_path, name):
    root = copy_resources(tmp_path)
    (root / name).unlink()
    monkeypatch.setattr(resources, "SOURCE_ROOT", root)
    assert resources.missing_files() == [name]
    with pytest.raises(resources.ResourceNotFound, match=name):
        resources.verify()


def test_a_file_whose_name_differs_in_case_counts_as_missing(monkeypatch, tmp_path):
    root = copy_resources(tmp_path)
    (root / "sprites/ui/icon.png").rename(root / "sprites/ui/ICON.png")
    monkeypatch.setattr(resources, "SOURCE_ROOT", root)
    assert resources.missing_files() == ["sprites/ui/icon.png"]


def test_the_program_stops_at_start_naming_a_missing_file(tmp_path):
    tree = tmp_path / "tree"
    shutil.copytree(ROOT / "game", tree / "game", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy2(ROOT / "main.py", tree / "main.py")
    copy_resources(tree)
    (tree / "sprites/cards/QH.png").unlink()
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {**child_environment(elsewhere / "home"), "PYTHONPATH": str(tree)}
    result = subprocess.run([sys.executable, str(tree / "main.py"), "--headless", "--frames", "1"], cwd=elsewhere,
                            env=env, capture_output=True, text=True, timeout=RUN_TIMEOUT)
    assert result.returncode == 2
    assert "sprites/cards/QH.png" in result.stderr
    assert "Traceback" not in result.stderr
