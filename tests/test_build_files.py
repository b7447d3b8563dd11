"""The files around the build: the licences (ours and those of what the executable bundles), the Windows icon,
and the CI workflow that builds the executable on Windows, macOS and Linux."""

from __future__ import annotations

import importlib.util
import io
import re
import shutil
import struct
import subprocess
import tomllib
from pathlib import Path

import pytest

from tools.windows_icon import ICON_PNG, ico_from_png, png_size, write_ico

ROOT = Path(__file__).resolve().parent.parent
THIRD_PARTY = ROOT / "THIRD-PARTY-LICENSES.md"


def pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


# -- item 15: the licences ------------------------------------------------------------------------------------

def test_the_project_is_under_the_mit_licence_and_says_so_in_pyproject():
    assert (ROOT / "LICENSE").read_text(encoding="utf-8").startswith("MIT License\n")
    project = pyproject()["project"]
    assert project["license"] == "MIT"
    assert project["license-files"] == ["LICENSE"]


def test_the_third_party_licences_name_python_pygame_sdl_and_the_lgpl_text_is_there():
    text = THIRD_PARTY.read_text(encoding="utf-8")
    for words in ("Python", "PSF-2.0", "pygame-ce", "LGPL-2.1-or-later", "SDL 2", "Zlib", "platformdirs",
                  "PyInstaller bootloader", "FreeSansBold", "websockets"):
        assert words in text, words
    lgpl = (ROOT / "licenses" / "LGPL-2.1.txt").read_text(encoding="utf-8")
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in lgpl and "Version 2.1" in lgpl
    assert "Aymeric Augustin" in (ROOT / "licenses" / "websockets-BSD-3-Clause.txt").read_text(encoding="utf-8")


def test_every_library_inside_the_installed_pygame_wheel_is_listed():
    """On Linux the wheel keeps its libraries in pygame_ce.libs: each must have its line (a new pygame-ce
    that brings a new library fails here until its licence is added)."""
    libs = Path(importlib.util.find_spec("pygame").origin).parent.parent / "pygame_ce.libs"
    if not libs.is_dir():
        pytest.skip("the pygame-ce wheel of this platform keeps its libraries elsewhere")
    text = THIRD_PARTY.read_text(encoding="utf-8")
    stems = {path.name.split("-")[0].split(".")[0] for path in libs.iterdir()}
    assert stems and {stem for stem in stems if not re.search(rf"\b{re.escape(stem)}\b", text)} == set()


def test_the_sprites_and_sounds_are_said_to_be_made_by_our_own_tools():
    text = THIRD_PARTY.read_text(encoding="utf-8")
    for tool in ("tools/make_sprites.py", "tools/make_sounds.py"):
        assert tool in text and (ROOT / tool).is_file()


def test_the_spec_bundles_the_licences():
    spec = (ROOT / "build.spec").read_text(encoding="utf-8")
    assert 'ROOT / "LICENSE"' in spec and 'ROOT / "THIRD-PARTY-LICENSES.md"' in spec
    assert 'bundled("licenses", "*.txt")' in spec and "*LICENCES]" in spec


# -- item 25: the Windows icon, without Pillow -----------------------------------------------------------------

def test_the_windows_icon_is_the_icon_png_inside_an_ico(tmp_path):
    import pygame

    png = ICON_PNG.read_bytes()
    ico = write_ico(tmp_path / "card-table.ico").read_bytes()
    assert ico == ico_from_png(png)
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    width, height, _, _, planes, bits, size, offset = struct.unpack("<BBBBHHII", ico[6:22])
    assert (reserved, kind, count, planes, bits) == (0, 1, 1, 1, 32)
    assert (width, height) == png_size(png) == (32, 32)
    image = ico[offset:offset + size]
    assert image == png and offset + size == len(ico)
    assert pygame.image.load(io.BytesIO(image), "icon.png").get_size() == (32, 32)


def test_the_icon_maker_refuses_what_is_not_a_png_or_is_too_big():
    with pytest.raises(ValueError, match="not a PNG"):
        ico_from_png(b"GIF89a" + bytes(40))
    big = b"\x89PNG\r\n\x1a\n" + struct.pack(">I", 13) + b"IHDR" + struct.pack(">II", 512, 512) + bytes(5)
    with pytest.raises(ValueError, match="at most 256x256"):
        ico_from_png(big)


# -- item 25: the CI workflow ----------------------------------------------------------------------------------

WORKFLOW = ROOT / ".github" / "workflows" / "build.yml"


def test_the_workflow_builds_smoke_runs_and_keeps_the_executable_on_three_systems():
    text = WORKFLOW.read_text(encoding="utf-8")
    assert "os: [ubuntu-latest, windows-latest, macos-latest]" in text
    assert 'pip install -e ".[test]"' in text
    assert "pyinstaller build.spec --noconfirm --distpath dist --workpath build" in text
    assert text.count("--headless --demo --frames 300") == 1 and "'--headless', '--demo', '--frames', '300'" in text
    assert "actions/upload-artifact@" in text and "dist/card-table.exe" in text


def test_the_workflow_passes_actionlint_where_it_is_installed():
    actionlint = shutil.which("actionlint")
    if actionlint is None:
        pytest.skip("actionlint is not installed (a linter of the developer's, not a dependency of the project)")
    result = subprocess.run([actionlint, str(WORKFLOW)], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
