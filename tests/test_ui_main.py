"""main.py from the outside: the command line, headless frames, the screenshot."""

import struct
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run_main(*args, timeout=60):
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=timeout)


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


def test_an_unknown_argument_prints_the_usage_and_fails():
    result = run_main("--no-such-option")
    assert result.returncode != 0
    assert "usage: main.py" in result.stderr


def test_an_unknown_game_is_refused():
    result = run_main("--game", "poker")
    assert result.returncode != 0
    assert "belote_bridgee" in result.stderr


def test_help_lists_the_options():
    result = run_main("--help")
    assert result.returncode == 0
    for option in ("--game", "--deal", "--demo", "--headless", "--frames", "--screenshot"):
        assert option in result.stdout


def test_headless_frames_write_a_640x480_screenshot(tmp_path):
    shot = tmp_path / "x.png"
    result = run_main("--headless", "--frames", "30", "--screenshot", str(shot), "--game", "belote_bridgee",
                      "--deal", "7", "--demo")
    assert result.returncode == 0, result.stderr
    assert png_size(shot) == (640, 480)
