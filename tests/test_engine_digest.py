"""tools/engine_digest.py: the engine's fingerprint under random play, recorded and checked again."""

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools import engine_digest  # noqa: E402


def test_a_recorded_fingerprint_checks_identical_and_a_changed_one_is_named(tmp_path, capsys):
    file = tmp_path / "digests.json"
    assert engine_digest.main(["record", str(file), "--hands", "1", "--seed", "7"]) == 0
    data = json.loads(file.read_text(encoding="utf-8"))
    assert data["hands"] == 1 and data["seed"] == 7
    assert "belote_bridgee/defaults" in data["digests"] and "bridge/no_honours" in data["digests"]
    assert engine_digest.main(["check", str(file)]) == 0
    assert "identical" in capsys.readouterr().out
    data["digests"]["belote/defaults"] = "0" * 64
    file.write_text(json.dumps(data), encoding="utf-8")
    assert engine_digest.main(["check", str(file)]) == 1
    assert capsys.readouterr().out.strip() == "The engine's behaviour differs in: belote/defaults"


def test_the_same_seed_gives_the_same_fingerprint_and_another_seed_another():
    assert engine_digest.digests(1, 3) == engine_digest.digests(1, 3)
    assert engine_digest.digests(1, 3) != engine_digest.digests(1, 4)


def test_a_file_that_cannot_be_read_is_one_clear_message(tmp_path, capsys):
    assert engine_digest.main(["check", str(tmp_path / "missing.json")]) == 2
    out = capsys.readouterr().out
    assert out.startswith("Cannot read the digests in ") and "Traceback" not in out
