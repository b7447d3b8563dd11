"""Card play of the 32 Card Bridge computer players at the Novice and Advanced skills.

The card tracking (:class:`Knowledge`) and the principles of the Novice and Advanced play are shared
with Belote in :mod:`game.variants.belote_common.ai_common`; this module adds what is 32 Card Bridge's
own: the announces a player must make himself with his first card.

:func:`advanced_card` is the fast entry point other players (the Expert's rollouts) may reuse.
"""

from __future__ import annotations

import random

from game.ai.player import Decision
from game.engine.actions import Declaration
from game.engine.cards import RANK_NAMES, SUIT_NAMES, Card
from game.variants.belote_common.ai_common import (  # noqa: F401 - the names this module has always offered
    NOVICE_MISTAKE_RATE,
    Knowledge,
    advanced_card,
    advanced_choice,
    beats,
    card_words,
    follow_card,
    lead_card,
    lowest,
    novice_choice,
    only_card_reason,
    power,
    seats_after,
    sure_to_hold,
    trick_points,
    value,
)
from game.variants.belote_common.announces import best_combinations

from .rules import ANNOUNCE_RULES

NOVICE_FORGETS_THIRD_RATE = 0.2
SEQUENCE_WORDS = {"third": "a third", "fourth": "a fourth", "fifth": "a fifth", "square": "four of a kind"}


# -- announces ------------------------------------------------------------------------------------
def remaining_combinations(view) -> list:
    """The seat's combinations not announced yet, in the order the rules take them."""
    combos = best_combinations(list(view.hand), view.trump, ANNOUNCE_RULES)
    done = list(view.public.declared.get(view.seat, ()))
    out = []
    for combo in combos:
        if combo.kind in done:
            done.remove(combo.kind)
        else:
            out.append(combo)
    return out


def announce_words(combo) -> str:
    names = [RANK_NAMES[c.rank] for c in combo.cards]
    if combo.kind == "square":
        return f"four {RANK_NAMES[combo.top]}s"
    listed = ", ".join(names[:-1]) + " and " + names[-1]
    return f"the {listed} of {SUIT_NAMES[combo.suit]}"


def announce_decision(view, skill: str, rng: random.Random) -> Decision | None:
    """Announce the next combination, if the seat may; None to go on with a card. A Novice now and
    then forgets a third."""
    kinds = [a for a in view.legal if a.__class__ is Declaration]
    if not kinds:
        return None
    action = kinds[0]
    combos = [c for c in remaining_combinations(view) if c.kind == action.kind]
    if skill == "novice" and action.kind == "third" and rng.random() < NOVICE_FORGETS_THIRD_RATE:
        return None
    if not combos:
        return Decision(action, [f"I announce {SEQUENCE_WORDS.get(action.kind, action.kind)}: it scores extra "
                                 f"points."])
    combo = combos[0]
    text = f"I announce {SEQUENCE_WORDS[combo.kind]}: {announce_words(combo)} score {combo.points} points."
    reasons = [text]
    if combo.kind == "square" and combo.top == "J":
        reasons.append("No announce can beat it.")
    elif combo.kind in ("square", "fifth"):
        reasons.append("Few announces can beat it.")

    return Decision(action, reasons)


# -- entry points ---------------------------------------------------------------------------------
def choose_card(view, skill: str, rng: random.Random) -> Card:
    """The card only (no announce), for Novice or Advanced; used as a default policy elsewhere."""
    if skill == "novice":
        return novice_choice(view, rng)[0]
    return advanced_choice(view)[0]


def decide_play(view, skill: str, rng: random.Random) -> Decision:
    """The play phase at Novice or Advanced: an announce first when one is due, then a card."""
    found = announce_decision(view, skill, rng)
    if found is not None:
        return found
    if skill == "novice":
        c, reasons = novice_choice(view, rng)
    else:
        c, reasons = advanced_choice(view)
    return Decision(c, reasons)
