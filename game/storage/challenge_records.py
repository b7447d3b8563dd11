"""A finished duplicate challenge as the history keeps it (History.record_challenge): the challenge, and each deal's
scores and the hand records of both runs, in one JSON text."""

from __future__ import annotations

import json

from game.ai.challenge import Challenge, ChallengeError
from game.engine.records import REASONS

from .envelopes import FORMAT, VERSION
from .files import parse

CHALLENGE_DEAL_KEYS = {"index": int, "deal": int, "yours": int, "expert": int, "your_hand": dict, "expert_hand": dict}


def challenge_record_text(challenge: Challenge, deals: list[dict], most: int) -> str:
    """A finished challenge as the history keeps it: the challenge and each deal's scores and two hand records (with
    the computers' reasons, or without them when they would make the text longer than ``most`` bytes)."""
    plain = [{**deal, **{name: {k: v for k, v in deal[name].items() if k != REASONS}
                         for name in ("your_hand", "expert_hand")}} for deal in deals]
    text = ""
    for kept in (deals, plain):
        text = json.dumps({"format": FORMAT, "version": VERSION, "kind": "challenge", "challenge": challenge.to_json(),
                           "deals": kept}, ensure_ascii=False, separators=(",", ":"))
        if len(text.encode("utf-8")) <= most:
            break
    return text


def challenge_from_text(raw, most: int) -> tuple[tuple[Challenge, list[dict]] | None, str | None]:
    """((the challenge, its deals), None) of a record as the history keeps it, or (None, why it cannot be used)."""
    if not isinstance(raw, bytes) or len(raw) > 2 * most:
        return None, "it is not text of ours"
    try:
        data = parse(raw)
    except ValueError as exc:
        return None, str(exc)
    if not isinstance(data, dict) or data.get("kind") != "challenge" or not isinstance(data.get("deals"), list):
        return None, "it is not a challenge"
    try:
        challenge = Challenge.from_json(data.get("challenge"))
    except ChallengeError as exc:
        return None, str(exc)
    deals = data["deals"]
    for deal in deals:
        if not isinstance(deal, dict) or not all(isinstance(deal.get(k), kind) and not isinstance(deal.get(k), bool)
                                                 for k, kind in CHALLENGE_DEAL_KEYS.items()):
            return None, "a deal in it is not complete"
    return (challenge, deals), None
