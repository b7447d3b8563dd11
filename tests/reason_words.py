"""What a computer player's reasons must look like to a player (issue 15, item 5), and a walk over many of its
decisions to check them: the test files of the games' reasons (tests/test_reasons_*.py) use both.

A reason is one or two sentences a player understands: it starts with a capital letter (or a number), ends
with a full stop (or ! or ?), says cards and suits in words or with suit symbols (never "2D"), and never shows
what the search inside the computer counted: those figures belong to the decision's details."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from game.ai.voice import to_you
from game.engine import Seat
from game.variants import VARIANTS, computer_player

# words of the search's inside, which a player need not know (the decision's details may say them)
INTERNAL_WORDS = ("layout", "layouts", "simulation", "simulated", "rollout", "rollouts", "sample", "samples",
                  "sampled", "world", "worlds", "quick rules", "node", "nodes", "heuristic", "ev", "score of",
                  "too close to call", "on average", "null", "none", "nan", "dict", "tuple")
CARD_CODE = re.compile(r"\b(?:10|[2-9TJQKA])[SHDC]\b")  # "2D": a card written as the program stores it
NEGATIVE_POINTS = re.compile(r"[-−]\d+(?:\.\d+)? points?\b")
# each fault a reason must not have: its pattern, and what is wrong when it is there
FAULTS = (
    (re.compile(r"(?<![\w.])[-−]0(?:\.0+)?(?![\d.])"), "it shows a negative zero"),
    (re.compile(r"(?<![\d.,])\b1 (?:likely |possible )?"
                r"(spades|hearts|diamonds|clubs|tricks|points|trumps|cards|counters|layouts)\b"),
     "it says '1' with a plural"),
    (CARD_CODE, "it writes a card as a code (say it in words or with a suit symbol)"),
    (re.compile(r"\+\s*[-−]|[-−]\s*[-−]"), "it shows a sum with a minus after a plus or another minus"),
    (NEGATIVE_POINTS, "it shows negative points (say 'lose N points')"),
    (re.compile(r"\b[a-z]+-[A-Z][a-z]"), "it glues two words with a hyphen (say 'the Belote and the Rebelote')"),
    (re.compile(r"\d\s*%|\bper ?cent\b"), "it shows a percentage (a figure for the details)"),
    (re.compile(r"(?<![\w.])\+\d"), "it shows a signed figure like '+12' (a figure for the details)"),
    (re.compile(r"\b([A-Za-z]+) \1\b", re.IGNORECASE), "it repeats a word"),
    (re.compile(r"\w\(s\)"), "it writes a plural as '(s)' (count it: '1 trump', '2 trumps')"),
    (re.compile(r"  "), "it has a double space"),
)
_FIRST_PERSON = re.compile(r"\b(?:I|me|my|mine|myself|we|us|our|ours|ourselves)\b", re.IGNORECASE)


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
    problems.extend(fault for pattern, fault in FAULTS if pattern.search(stripped))
    lowered = f" {stripped.lower()} "
    for word in INTERNAL_WORDS:
        if re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", lowered):
            problems.append(f"it uses the internal word {word!r}")
    return problems


def voice_problems(hint: str) -> list[str]:
    """What is wrong with ``hint`` (a reason said to the player with ``to_you``): the computer's "I", "my", "we"
    left in it."""
    return [f"it still speaks of the computer: {word!r}" for word in _FIRST_PERSON.findall(hint)]


# a reason is said in the computer's voice ("I play ..."); these first words give the player advice instead
ADVICE_VERBS = ("Play", "Lead", "Pass", "Bid", "Take", "Cash", "Discard", "Trump", "Double", "Redouble", "Announce",
                "Keep", "Give", "Draw", "Name", "Call", "Declare", "Win", "Follow", "Ruff", "Meld")
_TO_THE_PLAYER = re.compile(r"\b(?:you|your|yours|yourself)\b", re.IGNORECASE)


def computer_voice_problems(reason: str) -> list[str]:
    """What is wrong with ``reason`` as the computer's own words: it speaks as the computer ("I play ..."), not
    to the player ("you") nor as advice ("Play the ..."), and said to the player in a hint (``to_you``) no "I",
    "my" or "we" is left."""
    problems = []
    first = re.match(r"[A-Za-z]+", reason.strip())
    if first and first.group() in ADVICE_VERBS:
        problems.append(f"it gives advice ({first.group()!r}): say what I do ('I play ...')")
    if _TO_THE_PLAYER.search(reason):
        problems.append("it speaks to the player ('you'): write it in the computer's voice")
    return problems + voice_problems(to_you(reason))


def decisions(variant_id: str, deals: Iterable[int], skills: tuple[str, ...], options=None,
              context: dict | None = None) -> Iterator[tuple]:
    """(seat, skill, view, decision) for every decision of the numbered ``deals`` of one game played to their
    end, with the players of ``skills`` round the table (South the first, West the next...); ``context``: what
    the game tells each hand (Contract Bridge: ``{"vulnerable": {"NS": True, "EW": False}}``; the belote games
    and Pinochle: the match's ``scores`` and ``target``)."""
    variant = VARIANTS[variant_id]
    options = options or variant.default_options()
    order = (Seat.S, Seat.W, Seat.N, Seat.E)
    players = {seat: (skills[i % len(skills)], computer_player(variant_id, skills[i % len(skills)], seed=i + 1))
               for i, seat in enumerate(order)}
    for deal in deals:
        hand = variant.new_hand(options, dealer=order[deal % 4], deal_number=deal, context=context)
        while not hand.done:
            seat = hand.to_act
            skill, player = players[seat]
            view = hand.view(seat)
            decision = player.decide(view)
            yield seat, skill, view, decision
            hand.apply(decision.action)
