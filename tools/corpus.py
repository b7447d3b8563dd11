#!/usr/bin/env python3
"""The behaviour corpus: computer-played hands and matches of every game, and screenshots of the table.

A rebuild that must not change behaviour records the corpus before and checks it after:

    python tools/corpus.py record OUT_DIR [--quick]     # one JSONL file per game and option set + digests.json
    python tools/corpus.py check REFERENCE [--quick]    # record again, compare with REFERENCE's digests.json
    python tools/corpus.py screens OUT_DIR               # PNG screenshots of the table screens (640x480)
    python tools/corpus.py screens --check REF_DIR [--diff DIR]   # compare pixel by pixel, write diff images
    python tools/corpus.py record --reference           # re-record the committed reference in place:
                                                         # tests/corpus/{full,quick}/digests.json and the PNGs

The hands part is plain Python (no pygame). For each game of ``game.variants.VARIANTS`` and each of its
option sets (OPTION_SETS), numbered deals are played by computer players of the three skills mixed per seat
(Novice and Advanced everywhere, an Expert seat in the first few deals: Experts are slow); each line of the
JSONL file is one hand: its record (``hand.record()``), the opening events, every decision (seat, skill,
legal actions, the action and its reasons, the events it brought), the result and the public history; and the
record replayed (``game.engine.records``): whether it comes back the same, and the position halfway (an undo);
then whole matches (``game.engine.match.Match``) for a few seeds: every hand's summary, the scores, the winner,
the record and whether it replays to the same match.
JSON is written with sorted keys, so a file is byte-identical when the behaviour is.

``digests.json`` holds the sha256 of each file and a short digest of each of its lines, so ``check`` names
the first differing hand of each file even without the reference's JSONL files; when REFERENCE also holds them
(a full ``record`` output), ``check`` prints the first differing line and the first differing field.

Run times measured on the shared 2-core machine: the full record 60 s (1,556 hands, 30 matches, about 30 MB of
JSONL), --quick 10 s, the screens 9 s, ``record --reference`` (all three) 45 s; ``check`` takes as long as
``record``. tests/test_corpus.py (marked slow) checks the full set and the screens against the committed
reference (the quick set plays a part of the same games: it is for a check by hand while working); by hand,
before and after a refactor:

    PYTHONPATH=. python tools/corpus.py check tests/corpus/full
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import json
import sys
import tempfile
from enum import Enum
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.engine.actions import Action  # noqa: E402
from game.engine.cards import Card  # noqa: E402
from game.engine.events import TrickWon  # noqa: E402
from game.engine.match import Match  # noqa: E402
from game.engine.records import hand_from_record, match_from_record  # noqa: E402
from game.engine.seats import SEATS  # noqa: E402
from game.variants import VARIANTS, computer_player  # noqa: E402
from tools import corpus_screens  # noqa: E402  (pygame is imported only by the functions that take screenshots)

REFERENCE = ROOT / "tests" / "corpus"
DIGESTS = "digests.json"
LINE_DIGEST_CHARS = 12

# Per game: (name, options changed from the defaults). The first set is the defaults.
OPTION_SETS = {
    "belote_bridgee": [("defaults", {}), ("no_announces", {"announces": False}),
                       ("shuffle_every_hand", {"shuffle_every_hand": True})],
    "belote": [("defaults", {}), ("no_trumps_all_trumps", {"no_trumps_all_trumps": True}),
               ("variations", {"direction": "counter-clockwise", "mandatory_fourth_undertrump": True,
                               "belote_order": "king-first", "trick_points_only": True, "round_to_five": True})],
    "bridge": [("defaults", {}), ("no_honours", {"honours": False})],
    "pinochle": [("defaults", {}), ("pass_four_cards", {"pass_four_cards": True}),
                 ("trumps_free", {"must_follow_trumps": False, "ruff_against_higher_trump": True})],
    "scotch_whist": [("defaults", {}), ("allow_bidding", {"allow_bidding": True}),
                     ("partnership_scoring", {"partnership_scoring": True}),
                     ("bidding_partnership", {"allow_bidding": True, "partnership_scoring": True})],
}


@dataclasses.dataclass(frozen=True)
class Size:
    """How much of the corpus to play: hands per game (shared among its option sets), hands with an Expert
    seat per option set (per game: Contract Bridge's and Pinochle's Experts take seconds a hand), the
    match seeds of each option set."""

    hands_per_game: int
    expert_hands: dict
    match_seeds: tuple
    match_sets: int  # matches for the first ``match_sets`` option sets of each game


FULL = Size(300, {"belote_bridgee": 3, "belote": 6, "bridge": 1, "pinochle": 1, "scotch_whist": 6}, (1, 2), 99)
QUICK = Size(24, {"belote_bridgee": 1, "belote": 1, "bridge": 1, "pinochle": 1, "scotch_whist": 1}, (1,), 1)
MATCH_HAND_LIMIT = 200
CHEAP_SKILLS = ("novice", "advanced")


# -- JSON of the engine's objects ---------------------------------------------------------------------
def plain(value):
    """``value`` as JSON-ready data: seats by name, cards and actions as written, dataclasses (events, results)
    as their type and fields; a TrickWon's reason (the medal's words) is written out."""
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, Enum):
        return value.name
    if isinstance(value, (int, float)):
        return value
    if isinstance(value, (Card, Action)):
        return str(value)
    if isinstance(value, dict):
        return {str(plain(k)): plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted((plain(v) for v in value), key=json.dumps)
    if dataclasses.is_dataclass(value):
        out = {"type": type(value).__name__}
        for f in dataclasses.fields(value):
            item = getattr(value, f.name)
            if not callable(item):
                out[f.name] = plain(item)
        if isinstance(value, TrickWon):
            out["reason"] = value.reason
        return out
    raise TypeError(f"no JSON form for {type(value).__name__}: {value!r}")


def dumps(data) -> str:
    return json.dumps(data, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


# -- the hands ---------------------------------------------------------------------------------------
class Players:
    """The computer players of one game, made once per (skill, seat)."""

    def __init__(self, variant_id: str):
        self.variant_id = variant_id
        self.made: dict = {}

    def get(self, skill: str, seat):
        key = (skill, seat)
        if key not in self.made:
            self.made[key] = computer_player(self.variant_id, skill, seed=int(seat) + 1)
        return self.made[key]


def seat_skills(index: int, expert: bool) -> dict:
    """The skill per seat of the ``index``-th hand: every mix of Novice and Advanced in turn; an Expert seat
    going round the table when ``expert``."""
    skills = {seat: CHEAP_SKILLS[(index >> int(seat)) & 1] for seat in SEATS}
    if expert:
        skills[SEATS[index % 4]] = "expert"
    return skills


def play_hand(variant, options, deal: int, skills: dict, players: Players) -> dict:
    hand = variant.new_hand(options, dealer=variant.dealer_for_number(deal), deal_number=deal)
    opening = [plain(e) for e in hand.start_events]
    steps = []
    while not hand.done:
        seat = hand.to_act
        view = hand.view(seat)
        decision = players.get(skills[seat], seat).decide(view)
        events = hand.apply(decision.action)
        steps.append({"seat": seat.name, "skill": skills[seat], "legal": plain(view.legal),
                      "action": plain(decision.action), "reasons": list(decision.reasons),
                      "events": [plain(e) for e in events]})
        if len(steps) > 2000:
            raise RuntimeError(f"deal {deal} of {variant.id} did not finish")
    result = hand.result()
    rec = hand.record()
    return {"kind": "hand", "deal": deal, "skills": {s.name: k for s, k in skills.items()},
            "record": rec, "opening": opening, "steps": steps, "result": plain(result),
            "points": plain(result.points), "lines": list(result.lines), "history": plain(hand.history()),
            "replay": replay_facts(rec, result)}


def replay_facts(rec: dict, result) -> dict:
    """The hand replayed from its record as a save file holds it: whether it comes back the same, and the
    position halfway (what an undo goes back to)."""
    replayed = hand_from_record(json.loads(dumps(rec)))
    middle = len(rec["actions"]) // 2
    half = hand_from_record(rec, upto=middle)
    return {"same_record": replayed.record() == rec, "same_result": plain(replayed.result()) == plain(result),
            "halfway": {"actions": middle, "phase": half.phase, "to_act": plain(half.to_act),
                        "legal": plain(half.legal_actions()), "history": plain(half.history())}}


def play_match(variant, options, seed: int, players: Players) -> dict:
    """A whole match, the seats Advanced and Novice in turn (North Advanced on odd seeds)."""
    skills = {seat: CHEAP_SKILLS[(int(seat) + seed) % 2] for seat in SEATS}
    match = Match(variant, options, seed=seed)
    summaries = []
    while not match.over and len(summaries) < MATCH_HAND_LIMIT:
        hand = match.current
        while not hand.done:
            seat = hand.to_act
            match.apply(players.get(skills[seat], seat).decide(hand.view(seat)).action)
        summaries.append(plain(match.history[-1]))  # scored by its last card
        if not match.over:
            match.next_hand()
    rec = match.record()
    replayed = match_from_record(json.loads(dumps(rec)))
    return {"kind": "match", "seed": seed, "skills": {s.name: k for s, k in skills.items()},
            "hands": summaries, "scores": dict(match.scores), "winner": match.winner, "over": match.over,
            "target": match.target, "record": rec,
            "replay": {"same_record": replayed.record() == rec, "same_scores": replayed.scores == match.scores}}


def corpus_files(size: Size):
    """(file name, game id, options, deals with an Expert seat, other deals, match seeds) of every file."""
    for variant_id, sets in OPTION_SETS.items():
        variant = VARIANTS[variant_id]
        per_set = size.hands_per_game // len(sets)
        experts = size.expert_hands[variant_id]
        for number, (name, changes) in enumerate(sets):
            options = variant.default_options().replace(**changes)
            seeds = size.match_seeds if number < size.match_sets else ()
            yield f"{variant_id}-{name}.jsonl", variant, options, experts, per_set, seeds


def record_file(path: Path, variant, options, experts: int, hands: int, seeds) -> None:
    players = Players(variant.id)
    lines = []
    for index in range(experts + hands):
        deal = index + 1
        lines.append(dumps(play_hand(variant, options, deal, seat_skills(index, index < experts), players)))
    for seed in seeds:
        lines.append(dumps(play_match(variant, options, seed, players)))
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")


def line_label(line: str) -> str:
    data = json.loads(line)
    return f"deal {data['deal']}" if data.get("kind") == "hand" else f"match seed {data.get('seed')}"


def digests_of(folder: Path, names) -> dict:
    out = {}
    for name in names:
        data = (folder / name).read_bytes()
        lines = data.decode("utf-8").splitlines()
        out[name] = {"sha256": hashlib.sha256(data).hexdigest(), "lines": len(lines),
                     "line_digests": [hashlib.sha256(line.encode()).hexdigest()[:LINE_DIGEST_CHARS]
                                      for line in lines]}
    return out


def record(out: Path, size: Size, progress=print) -> dict:
    out.mkdir(parents=True, exist_ok=True)
    names = []
    for name, variant, options, experts, hands, seeds in corpus_files(size):
        progress(f"{name}: hands {experts + hands}, matches {len(seeds)}")
        record_file(out / name, variant, options, experts, hands, seeds)
        names.append(name)
    digests = digests_of(out, names)
    (out / DIGESTS).write_text(json.dumps(digests, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return digests


# -- the check -----------------------------------------------------------------------------------------
def first_difference(old, new, path: str = "") -> str:
    """Where two JSON values first differ, as a path (``steps[3].reasons[0]``) and the two values."""
    if type(old) is not type(new):
        return f"{path or '(line)'}: {short(old)} -> {short(new)}"
    if isinstance(old, dict):
        for key in sorted(set(old) | set(new)):
            if key not in old or key not in new:
                return f"{path}.{key}: {'missing' if key not in old else short(old[key])} -> " \
                       f"{'missing' if key not in new else short(new[key])}"
            if old[key] != new[key]:
                return first_difference(old[key], new[key], f"{path}.{key}" if path else key)
    if isinstance(old, list):
        for index, (a, b) in enumerate(zip(old, new, strict=False)):
            if a != b:
                return first_difference(a, b, f"{path}[{index}]")
        if len(old) != len(new):
            return f"{path}: {len(old)} items -> {len(new)}"
    return f"{path or '(line)'}: {short(old)} -> {short(new)}"


def short(value, width: int = 160) -> str:
    text = json.dumps(value, sort_keys=True, ensure_ascii=False)
    return text if len(text) <= width else text[:width] + "..."


def compare(reference: Path, new: Path, old_digests: dict, new_digests: dict) -> list[str]:
    """One paragraph per differing file: the first differing line (hand or match) and, when the reference's
    JSONL file is at hand, the first differing field."""
    problems = []
    for name in sorted(set(old_digests) | set(new_digests)):
        old, fresh = old_digests.get(name), new_digests.get(name)
        if old is None or fresh is None:
            problems.append(f"{name}: {'new file' if old is None else 'missing from the new recording'}")
            continue
        if old["sha256"] == fresh["sha256"]:
            continue
        new_lines = (new / name).read_text(encoding="utf-8").splitlines()
        old_list, new_list = old["line_digests"], fresh["line_digests"]
        pairs = list(zip(old_list, new_list, strict=False))
        index = next((i for i, (a, b) in enumerate(pairs) if a != b), len(pairs))
        changed = sum(a != b for a, b in pairs) + abs(len(old_list) - len(new_list))
        where = line_label(new_lines[index]) if index < len(new_lines) else f"line {index + 1} (missing now)"
        text = f"{name}: {changed} of {len(old_list)} lines differ; first at line {index + 1} ({where})"
        old_file = reference / name
        if old_file.exists() and index < len(new_lines):
            old_lines = old_file.read_text(encoding="utf-8").splitlines()
            if index < len(old_lines):
                text += "\n    " + first_difference(json.loads(old_lines[index]), json.loads(new_lines[index]))
        problems.append(text)
    return problems


def check(reference: Path, size: Size, keep: Path | None = None) -> int:
    digest_file = reference / DIGESTS
    if not digest_file.is_file():
        print(f"There is no {DIGESTS} in {reference}: record a reference first.")
        return 2
    old_digests = json.loads(digest_file.read_text(encoding="utf-8"))
    with tempfile.TemporaryDirectory(prefix="corpus-") as temp:
        out = keep or Path(temp)
        new_digests = record(out, size, progress=lambda text: None)
        problems = compare(reference, out, old_digests, new_digests)
    hint = None if keep is not None else ("(Run with --keep DIR to keep the new recording, and check against a "
                                          "full recording to see the fields that changed.)")
    return corpus_screens.report(problems, f"The corpus is identical to {reference} ({len(new_digests)} files).",
                                 f"The corpus differs from {reference}:", hint)


# -- the command line ----------------------------------------------------------------------------------
def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description="Record or check the behaviour corpus (hands, matches, screens).")
    sub = parser.add_subparsers(dest="command", required=True)
    rec = sub.add_parser("record", help="play the corpus into OUT_DIR")
    rec.add_argument("out", nargs="?", type=Path)
    rec.add_argument("--quick", action="store_true", help="a reduced corpus (a few seconds)")
    rec.add_argument("--reference", action="store_true",
                     help="write the committed reference (tests/corpus: full and quick digests, the screenshots)")
    chk = sub.add_parser("check", help="record again and compare with REFERENCE's digests")
    chk.add_argument("reference", type=Path)
    chk.add_argument("--quick", action="store_true")
    chk.add_argument("--keep", type=Path, help="keep the new recording in this folder")
    scr = sub.add_parser("screens", help="screenshots of the table screens")
    scr.add_argument("out", nargs="?", type=Path)
    scr.add_argument("--check", type=Path, metavar="REF_DIR", help="compare with the PNGs of REF_DIR")
    scr.add_argument("--diff", type=Path, metavar="DIR", help="where --check writes the diff images")
    args = parser.parse_args(argv)
    if args.command == "record":
        return command_record(args, parser)
    if args.command == "check":
        return check(args.reference, QUICK if args.quick else FULL, args.keep)
    return command_screens(args, parser)


def command_record(args, parser) -> int:
    if args.reference:
        with tempfile.TemporaryDirectory(prefix="corpus-") as temp:
            for size, name in ((FULL, "full"), (QUICK, "quick")):
                record(Path(temp) / name, size)
                target = REFERENCE / name
                target.mkdir(parents=True, exist_ok=True)
                (target / DIGESTS).write_bytes((Path(temp) / name / DIGESTS).read_bytes())
        screens = REFERENCE / "screens"
        for stale in screens.glob("*.png"):  # a screen renamed or dropped does not linger
            stale.unlink()
        return command_screens(argparse.Namespace(out=screens, check=None, diff=None), parser)
    if args.out is None:
        parser.error("record needs OUT_DIR (or --reference)")
    record(args.out, QUICK if args.quick else FULL)
    return 0


def command_screens(args, parser) -> int:
    if args.check is not None:
        return corpus_screens.check(args.check, args.diff)
    if args.out is None:
        parser.error("screens needs OUT_DIR (or --check REF_DIR)")
    corpus_screens.take(args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
