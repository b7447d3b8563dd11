"""The fault hunt kept: random mouse and keyboard events through the real app loop, at every table.

A bounded run here; ``python bench/fuzz_ui.py --events 1000000`` runs as long as you like."""

import pytest
import ui_fuzz

from game.variants import VARIANTS


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    ui_fuzz.fuzz_home(tmp_path, monkeypatch)


@pytest.mark.slow
@pytest.mark.parametrize("variant_id", sorted(VARIANTS))
@pytest.mark.parametrize("seed", [1, 2])
def test_random_events_never_break_the_table(variant_id, seed):
    run = ui_fuzz.fuzz(variant_id, events=600, seed=seed)
    assert run.events == 600
    assert "TableScene" in run.scenes
