"""Saving and loading hands and matches as JSON, undo, and replay.

A record holds only data (variant id, options, dealer, deal number or cards, actions as notation),
and loading it means replaying the actions through the rules, so a file can never make the program
do anything but play legal moves. Every problem becomes a :class:`RecordError` with a sentence a
person can read.
"""

from __future__ import annotations

import json

from .errors import IllegalAction, OptionsError, RecordError, excerpt
from .match import Match
from .options import options_from_json
from .registry import registered
from .rng import MASK64, StableRandom, seed_for
from .seats import Seat

FORMAT = "card-table-compendium"
VERSION = 1
REASONS = "reasons"  # a hand record's computers' reasons: {action index (text): [sentences]}; optional
REASON_LENGTH = 600  # a reason kept longer is cut: the files of ours hold no text near 1,000 characters


def hand_from_record(rec: dict, upto: int | None = None):
    """Rebuild a hand by replaying its record (the first ``upto`` actions only, when given)."""
    if not isinstance(rec, dict):
        raise RecordError("the hand record is not a JSON object")
    variant = _variant_of(rec)
    options = _options_of(variant, rec)
    try:
        dealer = Seat.parse(rec.get("dealer"))
    except (ValueError, TypeError):
        raise RecordError(f"the dealer {excerpt(rec.get('dealer'))} is not N, E, S or W") from None
    context = rec.get("context") if isinstance(rec.get("context"), dict) else None
    try:
        more = variant.hand_arguments(rec)  # e.g. Bridge's vulnerability
        if "deal_number" in rec:
            hand = variant.new_hand(options, dealer=dealer, deal_number=rec["deal_number"], context=context, **more)
        elif isinstance(rec.get("cards"), dict):
            hand = variant.new_hand(options, dealer=dealer, cards=rec["cards"], context=context, **more)
        else:
            raise RecordError("the record has neither a deal number nor the cards dealt")
    except (ValueError, TypeError) as exc:
        if isinstance(exc, RecordError):
            raise
        raise RecordError(f"the deal in the record cannot be used: {exc}") from None
    actions = rec.get("actions", [])
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise RecordError("the actions of the record are not a list of moves")
    if upto is not None:
        actions = actions[:max(0, upto)]
    for n, text in enumerate(actions, 1):
        try:
            hand.apply(text)
        except IllegalAction as exc:
            raise RecordError(f"move {n} of the record, {excerpt(text)}, is not legal: {exc.reason}") from None
    return hand


def reasons_of(rec: dict) -> dict[int, list[str]]:
    """The computers' reasons a hand record keeps (action index -> sentences); what is not a list of sentences under
    a move's number is left out (a record of an older version has none)."""
    kept = rec.get(REASONS) if isinstance(rec, dict) else None
    if not isinstance(kept, dict):
        return {}
    reasons = {}
    for key, sentences in kept.items():
        if (isinstance(key, str) and key.isdigit() and isinstance(sentences, list)
                and all(isinstance(text, str) for text in sentences)):
            reasons[int(key)] = list(sentences)
    return reasons


def with_reasons(rec: dict, reasons: dict) -> dict:
    """``rec`` with the computers' ``reasons`` (action index -> sentences) kept in it (none: as it was)."""
    kept = {str(index): [_cut(str(text)) for text in sentences] for index, sentences in sorted(reasons.items())
            if sentences}
    return {**rec, REASONS: kept} if kept else rec


def _cut(text: str) -> str:
    return text if len(text) <= REASON_LENGTH else text[:REASON_LENGTH - 3] + "..."


def undo(hand, steps: int = 1):
    """The hand as it was ``steps`` actions ago, as a new hand (``hand.replayed``: the hand itself is left alone)."""
    return hand.replayed(len(hand.actions) - steps)


def match_from_record(rec: dict):
    if not isinstance(rec, dict) or rec.get("kind") != "match":
        raise RecordError("this is not a saved game")
    variant = _variant_of(rec)
    options = _options_of(variant, rec)
    seed = rec.get("seed", 1)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise RecordError("the match seed is not a number")
    try:
        variant.check_match_seed(seed)
    except ValueError as exc:
        raise RecordError(f"the game number cannot be used: {exc}") from None
    hands = rec.get("hands", [])
    if not isinstance(hands, list):
        raise RecordError("the hands of the saved game are not a list")
    match = Match.__new__(Match)
    match.variant, match.options, match.seed = variant, options, seed
    match.rng = StableRandom(seed_for("match", seed))
    match.scores = match._zero()
    match.history, match.records = [], []
    match.passed_out_run = 0
    match.target = variant.target_score(options)
    match.winner = None
    match.ended_early = False
    match.current_scored = False
    try:
        match.state = variant.new_match_state(options, rec.get("state"))
    except (ValueError, TypeError) as exc:
        raise RecordError(f"the saved game's score sheet cannot be used: {exc}") from None
    for i, hrec in enumerate(hands, 1):
        if match.over:
            raise RecordError(f"hand {i} of the saved game comes after the end of the game")
        try:
            match.current, match.current_scored = hand_from_record(hrec), False
        except RecordError as exc:
            raise RecordError(f"hand {i}: {exc}") from None
        if not match.current.done:
            raise RecordError(f"hand {i} of the saved game is not finished")
        match.finish_hand()
        match.records[-1] = with_reasons(match.records[-1], reasons_of(hrec))
    current = rec.get("current")
    if current is not None:
        if isinstance(current, dict) and "context" not in current:
            current = {**current, "context": match._context()}  # the scores the hand was dealt at
        try:
            match.current = hand_from_record(current)
        except RecordError as exc:
            raise RecordError(f"the hand in progress: {exc}") from None
        match.current_scored = False
    elif not hands:
        raise RecordError("the saved game holds no hand")
    state = rec.get("rng_state")
    if isinstance(state, int) and not isinstance(state, bool) and 0 <= state <= MASK64:
        match.rng.state = state
    run = rec.get("passed_out_run")
    if isinstance(run, int) and not isinstance(run, bool) and run >= 0:
        match.passed_out_run = run
    if rec.get("ended_early") is True and not match.over:
        match.end_early()
    return match


def dumps(rec: dict) -> str:
    return json.dumps({"format": FORMAT, "version": VERSION, **rec}, indent=1)


def loads(text: str | bytes) -> dict:
    """Parse a saved file; RecordError if it is not ours or is damaged."""
    try:
        data = json.loads(text)
    except (ValueError, UnicodeDecodeError) as exc:
        raise RecordError(f"the file is damaged (not valid JSON: {exc})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError("the file was not written by this program")
    if not isinstance(data.get("version"), int) or data["version"] > VERSION:
        raise RecordError("the file was written by a newer version of this program")
    return data


def load(text: str | bytes):
    """A hand or a match from the text of a saved file."""
    data = loads(text)
    if data.get("kind") == "match":
        return match_from_record(data)
    return hand_from_record(data)


def _variant_of(rec: dict):
    vid = rec.get("variant")
    info = registered(vid)
    if info is None:
        raise RecordError(f"the file is for a game this program does not know ({excerpt(vid)})")
    return info.variant


def _options_of(variant, rec: dict):
    try:
        options, _ = options_from_json(variant.options_class, rec.get("options", {}), strict=True)
    except OptionsError as exc:
        raise RecordError(f"the options in the file cannot be used: {exc}") from None
    return options
