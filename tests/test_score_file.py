"""Belote's score file without a window: what a scored hand adds, and damaged or foreign files set aside."""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
from datetime import date
from pathlib import Path

import pytest

from game import score_file, storage
from game.engine import Seat
from game.engine.match import Match
from game.engine.result import HandResult, ScoreEntry
from game.variants import VARIANTS
from game.variants.belote.score_file import SideTotals

BELOTE = VARIANTS["belote"]
ASIDE = r"\.damaged-\d{8}-\d{6}(-\d+)?\.json"
ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    folder = tmp_path / "home"
    monkeypatch.setenv(storage.HOME_VARIABLE, str(folder))
    return folder


def result(points, entries, taker=Seat.S, made=True, passed_out=False) -> HandResult:
    return HandResult(points=points, lines=[], made=made, passed_out=passed_out, declarer=taker,
                      entries={side: [ScoreEntry(kind, pts, kind) for kind, pts in items]
                               for side, items in entries.items()})


def set_aside(folder: Path, name: str) -> list[Path]:
    return sorted(p for p in folder.iterdir() if re.fullmatch(re.escape(name) + ASIDE, p.name))


def envelope(scores, kind="scores", variant="belote") -> dict:
    return {"format": storage.FORMAT, "version": 1, "kind": kind, "variant": variant, "scores": scores}


def write_raw(path: Path, content) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(content if isinstance(content, str) else json.dumps(content), encoding="utf-8")


# -- counting --------------------------------------------------------------------------------------------------------
def test_a_made_hand_with_belote_and_declarations_is_counted_for_both_sides():
    sheet = score_file.ScoreFile.started(date(2024, 3, 1))
    made = result({"NS": 112, "EW": 70}, {"NS": [("tricks", 92), ("belote", 20)],
                                          "EW": [("tricks", 70)]}, taker=Seat.N)
    score_file.count_hand(sheet, made)
    ns, ew = sheet.sides["NS"], sheet.sides["EW"]
    assert (sheet.counts.hands, sheet.counts.passed_out, sheet.counts.since) == (1, 0, "2024-03-01")
    assert (ns.points, ns.taken, ns.made, ns.dedans, ns.belotes, ns.best_hand) == (112, 1, 1, 0, 1, 112)
    assert (ew.points, ew.taken, ew.made, ew.dedans, ew.belotes, ew.best_hand) == (70, 0, 0, 0, 0, 70)
    went_in = result({"NS": 0, "EW": 262}, {"EW": [("dedans", 162), ("declarations", 50), ("declarations", 50)],
                                            "NS": []}, taker=Seat.W, made=False)
    score_file.count_hand(sheet, went_in)
    assert (ew.points, ew.taken, ew.made, ew.dedans, ew.declarations, ew.best_hand) == (332, 1, 0, 1, 100, 262)
    assert (ns.points, ns.best_hand, sheet.counts.hands, sheet.games) == (112, 112, 2, 0)


def test_capot_all_trumps_belotes_a_passed_out_hand_and_a_won_game():
    sheet = score_file.ScoreFile.started(date(2024, 3, 1))
    capot = result({"NS": 0, "EW": 372}, {"EW": [("capot", 252), ("declarations", 20), ("belote", 40),
                                                 ("rounding", 0), ("multiplier", 60)]}, taker=Seat.E)
    score_file.count_hand(sheet, capot, winner="EW")
    passed = HandResult(points={"NS": 0, "EW": 0}, lines=["passed"], entries={"NS": [], "EW": []}, passed_out=True)
    score_file.count_hand(sheet, passed)
    ew = sheet.sides["EW"]
    assert (ew.capots, ew.belotes, ew.declarations, ew.games_won, ew.taken, ew.made) == (1, 2, 20, 1, 1, 1)
    assert sheet.sides["NS"] == SideTotals()
    assert (sheet.counts.hands, sheet.counts.passed_out, sheet.games) == (2, 1, 1)
    assert score_file.summary(sheet) == "Kept since 1 March 2024.\n2 hands played (1 passed out), 1 game won."


def test_real_belote_hands_add_up_to_the_match_scores():
    rng = random.Random(11)
    match = Match(BELOTE, BELOTE.default_options(), seed=11)
    sheet = score_file.ScoreFile()
    belotes = {"NS": 0, "EW": 0}
    while len(match.history) < 12 and not match.over:
        hand = match.current
        while not hand.done:
            hand.apply(rng.choice(hand.legal_actions()))
        for holder in hand.belotes.values():
            belotes[holder.side] += 1
        match.finish_hand()
        score_file.count_hand(sheet, hand.result(), match.winner)
        if not match.over:
            match.next_hand()
    assert sheet.counts.hands == len(match.history)
    assert {side: sheet.sides[side].points for side in score_file.SIDES} == match.scores
    assert {side: sheet.sides[side].belotes for side in score_file.SIDES} == belotes
    played = [h for h in match.history if h.contract is not None]
    assert sum(t.taken for t in sheet.sides.values()) == len(played) == sheet.counts.hands - sheet.counts.passed_out
    assert match.over and sheet.sides[match.winner].games_won == sheet.games == 1
    assert sum(belotes.values()) and sum(t.dedans for t in sheet.sides.values())  # this seed exercises both
    for side, totals in sheet.sides.items():
        assert totals.made + totals.dedans == totals.taken
        assert totals.best_hand == max(h.points[side] for h in match.history)


def test_the_dialog_rows_follow_the_labels_of_the_totals():
    sheet = score_file.ScoreFile()
    sheet.sides["EW"].capots = 3
    rows = score_file.rows(sheet)
    assert rows[0] == ("Total points", ["0", "0"])
    assert ("Capots", ["0", "3"]) in rows and ("Dedans (went in)", ["0", "0"]) in rows
    assert len(rows) == len(SideTotals.__dataclass_fields__)


def test_only_belote_keeps_a_score_file():
    assert score_file.offered("belote") and not score_file.offered("belote_bridgee")


# -- the file --------------------------------------------------------------------------------------------------------
def test_no_file_is_a_new_one_and_a_saved_one_comes_back(home):
    sheet, problems = storage.load_score_file("belote")
    assert problems == [] and sheet.counts.since == date.today().isoformat() and sheet.counts.hands == 0
    assert not home.exists()  # nothing written until there is something to keep
    score_file.count_hand(sheet, result({"NS": 90, "EW": 72}, {"NS": [("tricks", 90)]}))
    storage.save_score_file("belote", sheet)
    assert storage.load_score_file("belote") == (sheet, [])
    saved = json.loads((home / "scores-belote.json").read_text(encoding="utf-8"))
    assert saved["kind"] == "scores" and saved["variant"] == "belote" and saved["scores"]["sides"]["NS"]["points"] == 90


def test_erase_starts_the_file_over(home):
    sheet = score_file.ScoreFile.started(date(2020, 1, 1))
    sheet.sides["NS"].points = 5000
    storage.save_score_file("belote", sheet)
    fresh = storage.erase_score_file("belote")
    assert fresh == score_file.ScoreFile.started() and storage.load_score_file("belote") == (fresh, [])


@pytest.mark.parametrize("content, reason", [
    ("{\"format\": \"card-table", "it is damaged: not valid JSON"),
    (envelope({"hands": 1}, kind="settings"), "it holds 'settings' where 'scores' was expected"),
    (envelope({"hands": 1}, variant="belote_bridgee"), "it is for another game ('belote_bridgee')"),
    ({"scores": {"hands": 3}}, "it was not written by this program"),
    (envelope([1, 2]), "it holds no scores"),
])
def test_a_damaged_or_foreign_file_is_set_aside_and_counting_starts_over(home, content, reason):
    path = home / "scores-belote.json"
    write_raw(path, content)
    sheet, [problem] = storage.load_score_file("belote")
    assert sheet == score_file.ScoreFile.started()
    [aside] = set_aside(home, "scores-belote")
    assert reason in problem and str(path) in problem and str(aside) in problem and not path.exists()
    assert storage.load_score_file("belote") == (sheet, [])  # said once


def test_wrong_values_count_from_zero_and_the_rest_is_kept(home):
    path = home / "scores-belote.json"
    write_raw(path, envelope({"since": "2023-05-06", "hands": 40, "passed_out": -2, "jokers": 1,
                              "sides": {"NS": {"points": 3000, "capots": "many", "made": 9},
                                        "EW": {"points": 2500, "games_won": 1.5}, "XY": {}}}))
    sheet, [problem] = storage.load_score_file("belote")
    assert (sheet.counts.since, sheet.counts.hands, sheet.counts.passed_out) == ("2023-05-06", 40, 0)
    ns, ew = sheet.sides["NS"], sheet.sides["EW"]
    assert (ns.points, ns.capots, ns.made, ew.points, ew.games_won) == (3000, 0, 9, 2500, 0)
    for words in ("Passed out: -2 is below the smallest allowed value, 0", "unknown option 'jokers'",
                  "North-South: Capots: 'many' is not a whole number", "East-West: Games won: 1.5",
                  "'XY' is not a side"):
        assert words in problem
    assert len(set_aside(home, "scores-belote")) == 1
    assert storage.load_score_file("belote") == (sheet, [])  # the good values were written back at once


def test_a_score_file_that_cannot_be_written_raises_a_storage_error(home):
    home.mkdir(parents=True)
    (home / "scores-belote.json").mkdir()  # a folder where the file should be
    with pytest.raises(storage.StorageError) as failure:
        storage.erase_score_file("belote")
    assert "Could not save" in failure.value.message and "scores-belote.json" in failure.value.message


def test_the_score_file_module_does_not_load_pygame():
    code = "import sys, game.score_file, game.storage; sys.exit('pygame' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], cwd=ROOT).returncode == 0
