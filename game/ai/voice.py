"""The two voices of a computer player's reasons.

A reason is written once, in the computer's own voice ("I cannot follow suit, so I trump with the four of
clubs."): that is how it reads when you ask why a computer played its card. A hint speaks to you instead:
``to_you`` turns the same sentences round ("You cannot follow suit, so you trump with the four of clubs.").
English verbs take the same form after "I" and "you" but for "am" and "was", so swapping the pronouns is
enough; a reason is written so that it reads well both ways (the reason tests check both).
"""

from __future__ import annotations

import re

_SWAPS = {
    "i": "you", "me": "you", "my": "your", "mine": "yours", "myself": "yourself",
    "we": "you", "us": "you", "our": "your", "ours": "yours", "ourselves": "yourselves",
    "i'm": "you're", "i've": "you've", "i'll": "you'll", "i'd": "you'd",
    "we're": "you're", "we've": "you've", "we'll": "you'll", "we'd": "you'd",
}
_BE = {"am": "are", "was": "were"}
_WORD = re.compile(r"[A-Za-z]+(?:'[a-z]+)?")


def to_you(text: str) -> str:
    """``text`` in the computer's voice, said to the player ("I" becomes "you", "my" "your", "am" "are"...)."""
    out = []
    last = 0
    after_i = False
    for match in _WORD.finditer(text):
        word = match.group()
        lower = word.lower()
        swapped = _SWAPS.get(lower)
        if swapped is None and after_i and lower in _BE:
            swapped = _BE[lower]
        after_i = lower in ("i", "we")
        out.append(text[last:match.start()])
        out.append(word if swapped is None else _cased(swapped, word, text, match.start()))
        last = match.end()
    out.append(text[last:])
    return "".join(out)


def _cased(new: str, old: str, text: str, at: int) -> str:
    """``new`` with a capital where ``old`` starts a sentence (a lone "I" is a capital anywhere)."""
    starts_sentence = not text[:at].strip() or text[:at].rstrip()[-1] in ".!?"
    if old[0].isupper() and (old.lower() not in ("i", "i'm", "i've", "i'll", "i'd") or starts_sentence):
        return new[0].upper() + new[1:]
    return new
