"""The behaviour corpus (tools/corpus.py) against the committed reference in tests/corpus: computer-played hands
and matches of every game (the full set) must give byte-identical records, events, results and decisions, and
the table's screens pixel-identical screenshots. The quick set is for a check by hand while working (``check
tests/corpus/quick --quick``, a few seconds): the full set plays its games and more, so the suite checks only
the full one. After a deliberate change of behaviour, re-record the reference
with ``python tools/corpus.py record --reference`` and say why in the commit.

Both run in a process of their own: the screens replace the table's clock and computer players."""

import json
import sys
from pathlib import Path

import pytest
from conftest import program_outcome

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools import corpus  # noqa: E402

REFERENCE = ROOT / "tests" / "corpus"


def tool(*args: str) -> list[str]:
    return [sys.executable, str(ROOT / "tools" / "corpus.py"), *args]


PROGRAMS = {  # each runs beside the other tests from their start (tests/conftest.py)
    "full-corpus": lambda folder: tool("check", str(REFERENCE / "full")),  # about 50 s: every hand of the reference
    "screens": lambda folder: tool("screens", "--check", str(REFERENCE / "screens"), "--diff", str(folder / "diffs")),
}


def checked(request, key: str) -> None:
    done, _ = program_outcome(request, key, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.slow
@pytest.mark.program("full-corpus")
def test_the_full_corpus_of_hands_and_matches_is_unchanged(request):
    checked(request, "full-corpus")


@pytest.mark.slow
@pytest.mark.program("screens")
def test_the_table_screens_are_unchanged(request):
    checked(request, "screens")


def test_the_reference_lists_every_game_and_option_set():
    for size in ("quick", "full"):
        digests = json.loads((REFERENCE / size / corpus.DIGESTS).read_text(encoding="utf-8"))
        assert set(digests) == {f"{game}-{name}.jsonl" for game, sets in corpus.OPTION_SETS.items()
                                for name, _ in sets}
    assert 20 <= len(list((REFERENCE / "screens").glob("*.png"))) <= 40


def test_a_changed_hand_is_named_with_its_first_differing_field(tmp_path):
    old, new = tmp_path / "old", tmp_path / "new"
    old.mkdir()
    new.mkdir()
    hand = {"kind": "hand", "deal": 7, "steps": [{"action": "JS", "reasons": ["the highest card"]}]}
    changed = {**hand, "steps": [{"action": "JS", "reasons": ["the lowest card"]}]}
    match = {"kind": "match", "seed": 1, "scores": {"NS": 10}}
    (old / "g.jsonl").write_text(corpus.dumps(match) + "\n" + corpus.dumps(hand) + "\n", encoding="utf-8")
    (new / "g.jsonl").write_text(corpus.dumps(match) + "\n" + corpus.dumps(changed) + "\n", encoding="utf-8")
    problems = corpus.compare(old, new, corpus.digests_of(old, ["g.jsonl"]), corpus.digests_of(new, ["g.jsonl"]))
    assert problems == ['g.jsonl: 1 of 2 lines differ; first at line 2 (deal 7)\n'
                        '    steps[0].reasons[0]: "the highest card" -> "the lowest card"']
