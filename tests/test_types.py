"""The engine protocol is typed: mypy (settings in pyproject.toml's [tool.mypy]) finds no error in game/engine,
game/variants, game/ai, game/storage and game/net."""

from __future__ import annotations

from pathlib import Path

from mypy import api as mypy_api  # in the test extra (pyproject.toml)

ROOT = Path(__file__).resolve().parent.parent
CHECKED = ["game/engine", "game/variants", "game/ai", "game/storage", "game/net"]


def test_mypy_finds_no_error_in_the_checked_packages(monkeypatch):
    monkeypatch.chdir(ROOT)  # pyproject.toml's settings, and the paths as the report names them
    report, errors, status = mypy_api.run(["--config-file", "pyproject.toml", "--no-incremental", *CHECKED])
    print(report, errors)
    assert status == 0, f"mypy found type errors:\n{report}{errors}"
    assert "Success: no issues found" in report
