"""What a computer player's reasons must look like to a player (issue 15, item 5), and a walk over many of its
decisions to check them: the test files of the games' reasons (tests/test_reasons_*.py) use both.

A reason is one or two sentences a player understands: it starts with a capital letter (or a number), ends
with a full stop (or ! or ?), says cards and suits in words or with suit symbols (never "2D"), and never shows
what the search inside the computer counted: those figures belong to the decision's details."""

from __future__ import annotations

import re
from collections.abc import Iterator

from game.engine import Seat
from game.variants import VARIANTS, computer_player

# words of the search's inside, which a player need not know (the decision's details may say them)
INTERNAL_WORDS = ("layout", "layouts", "simulation", "simulated", "rollout", "rollouts", "sample", "samples",
                  "sampled", "world", "worlds", "quick rules", "node", "nodes", "heuristic", "ev", "score of",
                  "too close to call", "on average", "null", "none", "nan", "dict", "tuple")
_NEGATIVE_ZERO = re.compile(r"(?<![\w.])[-−]0(?:\.0+)?(?![\d.])")
_ONE_PLURAL = re.compile(r"(?<![\d.,])\b1 (spades|hearts|diamonds|clubs|tricks|points|trumps|cards|counters)\b")
_CARD_CODE = re.compile(r"\b(?:10|[2-9TJQKA])[SHDC]\b")
_PLUS_MINUS = re.compile(r"\+\s*[-−]|[-−]\s*[-−]")
_NEGATIVE_POINTS = re.compile(r"[-−]\d+(?:\.\d+)? points?\b")


def reason_problems(text: str) -> list[str]:
    """What is wrong with ``text`` as a reason shown to a player (empty when nothing is)."""
    problems = []
    stripped = text.strip()
    if not stripped:
        return ["it is empty"]
    if not (stripped[0].isupper() or stripped[0].isdigit()):
        problems.append("it does not start with a capital letter")
    if not stripped.endswith((".", "!", "?")):
        problems.append("it does not end with a full stop")
    if _NEGATIVE_ZERO.search(stripped):
        problems.append("it shows a negative zero")
    if _ONE_PLURAL.search(stripped):
        problems.append("it says '1' with a plural")
    if _CARD_CODE.search(stripped):
        problems.append("it writes a card as a code (say it in words or with a suit symbol)")
    if _PLUS_MINUS.search(stripped):
        problems.append("it shows a sum with a minus after a plus or another minus")
    if _NEGATIVE_POINTS.search(stripped):
        problems.append("it shows negative points (say 'lose N points')")
    if "  " in stripped:
        problems.append("it has a double space")
    lowered = f" {stripped.lower()} "
    for word in INTERNAL_WORDS:
        if re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", lowered):
            problems.append(f"it uses the internal word {word!r}")
    return problems


def decisions(variant_id: str, deals: range, skills: tuple[str, ...], options=None) -> Iterator[tuple]:
    """(seat, skill, view, decision) for every decision of the numbered ``deals`` of one game played to their
    end, with the players of ``skills`` round the table (South the first, West the next...)."""
    variant = VARIANTS[variant_id]
    options = options or variant.default_options()
    order = (Seat.S, Seat.W, Seat.N, Seat.E)
    players = {seat: (skills[i % len(skills)], computer_player(variant_id, skills[i % len(skills)], seed=i + 1))
               for i, seat in enumerate(order)}
    for deal in deals:
        hand = variant.new_hand(options, dealer=order[deal % 4], deal_number=deal)
        while not hand.done:
            seat = hand.to_act
            skill, player = players[seat]
            view = hand.view(seat)
            decision = player.decide(view)
            yield seat, skill, view, decision
            hand.apply(decision.action)
