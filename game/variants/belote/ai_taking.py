"""Taking in Belote: take the turn-up's suit, name another suit, No Trumps, All Trumps, or pass.

A seat knows six of the eight cards it would play with: its five and the turn-up, which goes to the
taker whatever he names. Each possible contract is valued from those six cards: for a trump suit the
jack and nine, the other trumps and their number, the Belote, outside aces and tens, short suits, the
declarations already held, and whether our side leads the first trick. The weights of these features
(``SUIT_MODEL``, ``NO_TRUMPS_MODEL``, ``ALL_TRUMPS_MODEL``) were fitted on deals played out by the
Advanced card players, each seat made to take each contract, so an estimate is the average of the
takers' score minus the defenders' for that hand.

Advanced takes the best contract when its estimate clears a margin that depends on the round and on
who speaks after it (the last player of the second round only needs a profit), and on the match score;
the margins were tuned by duplicate self-play. Expert averages this estimate with the contracts played
out in sampled deals (:mod:`.ai_taking_sim`). Novice counts trump points and aces, and now and then
misjudges.
"""

from __future__ import annotations

import random

from game.ai.player import Decision
from game.engine.actions import PASS
from game.engine.cards import SUIT_NAMES
from game.variants.belote_common.announces import best_combinations
from game.variants.belote_common.valuation import (
    NUMBER_WORDS,
    SUITS,
    apply_model,
    novice_suit_count,
    outside_aces_words,
    side_suit_counts,
    trump_holding_words,
)
from game.variants.belote_common.values import (
    ALL_TRUMPS,
    NO_TRUMPS,
    PLAIN_VALUE,
    TRUMP_VALUE,
    points_words,
    signed,
    signed_points,
)

from .rules import ANNOUNCE_RULES, STRAIN_NAMES, Take

SUIT_FEATURES = ("base", "jack", "nine", "ace", "ten", "kq", "trumps", "long", "jack_nine", "belote", "aces",
                 "tens_ace", "tens_guarded", "voids", "singletons", "lead", "declarations")
SUIT_MODEL = (-145.3, 62.2, 26.0, 12.2, 9.5, 9.5, 19.8, 20.3, 15.2, 32.9, 24.0, 12.1, 11.4, 6.4, 0.7, -0.5, 1.3)
NO_TRUMPS_FEATURES = ("base", "aces", "tens_ace", "tens_guarded", "kings_guarded", "long", "voids", "lead",
                      "declarations")
NO_TRUMPS_MODEL = (-77.9, 28.1, 30.8, 19.7, 7.4, 8.1, -1.3, -9.0, 1.4)
ALL_TRUMPS_FEATURES = ("base", "jacks", "nines_jack", "nines", "aces", "belotes", "length_jack", "voids", "lead",
                       "declarations")
ALL_TRUMPS_MODEL = (-185.0, 61.1, 49.4, 46.5, 9.5, 41.4, 2.0, -5.8, -0.5, 1.5)

# The estimate (takers' score minus defenders', on average) a contract must reach to be taken.
TAKE_MARGIN = {1: 10.0, 2: 10.0}
LAST_CHANCE_MARGIN = 0.0  # the last player of the second round: passing throws the hand in
OVERCALL_MARGIN = 40.0  # over partner's take, No Trumps or All Trumps must be this much better
NOVICE_TAKE_COUNT = 40  # the Novice's count (trump points, 10 an ace, 6 a trump beyond two) to take


def six_cards(view) -> list:
    """The cards the seat would surely hold if it took: its five and the turn-up."""
    return list(view.hand) + [view.public.turn_up]


def we_lead(view) -> bool:
    return view.public.first.side == view.seat.side


def suit_features(cards, trump: str, lead: bool, combos=None) -> list[float]:
    trumps = [c for c in cards if c.suit == trump]
    ranks = {c.rank for c in trumps}
    n = len(trumps)
    aces, tens_ace, tens_guarded, voids, singletons = side_suit_counts(cards, trump)
    if combos is None:
        combos = best_combinations(cards, trump, ANNOUNCE_RULES)
    return [1.0, float("J" in ranks), float("9" in ranks), float("A" in ranks), float("T" in ranks),
            float(("K" in ranks) + ("Q" in ranks)), float(n), float(max(0, n - 3)),
            float("J" in ranks and "9" in ranks), float("K" in ranks and "Q" in ranks), float(aces),
            float(tens_ace), float(tens_guarded), float(voids * (n >= 2)), float(singletons * (n >= 2)),
            float(lead), float(sum(c.points for c in combos))]


def no_trumps_features(cards, lead: bool, combos=None) -> list[float]:
    aces = tens_ace = tens_guarded = kings_guarded = long = voids = 0
    for s in SUITS:
        cs = [c for c in cards if c.suit == s]
        rs = {c.rank for c in cs}
        voids += not cs
        long += max(0, len(cs) - 3)
        if "A" in rs:
            aces += 1
            tens_ace += "T" in rs
        elif "T" in rs and len(cs) >= 2:
            tens_guarded += 1
        if "K" in rs and ("A" in rs or "T" in rs or len(cs) >= 3):
            kings_guarded += 1
    if combos is None:
        combos = best_combinations(cards, None, ANNOUNCE_RULES)
    return [1.0, float(aces), float(tens_ace), float(tens_guarded), float(kings_guarded), float(long),
            float(voids), float(lead), float(sum(c.points for c in combos))]


def all_trumps_features(cards, lead: bool, combos=None) -> list[float]:
    jacks = nines_jack = nines = aces = belotes = length_jack = voids = 0
    for s in SUITS:
        cs = [c for c in cards if c.suit == s]
        rs = {c.rank for c in cs}
        voids += not cs
        if "J" in rs:
            jacks += 1
            length_jack += len(cs) - 1
            nines_jack += "9" in rs
        elif "9" in rs:
            nines += len(cs) >= 2
        aces += "A" in rs
        belotes += "K" in rs and "Q" in rs
    if combos is None:
        combos = best_combinations(cards, None, ANNOUNCE_RULES)
    return [1.0, float(jacks), float(nines_jack), float(nines), float(aces), float(belotes), float(length_jack),
            float(voids), float(lead), float(sum(c.points for c in combos))]


def estimate(cards, strain: str, lead: bool) -> float:
    """The takers' expected score minus the defenders' with ``strain`` (a suit, NO_TRUMPS or ALL_TRUMPS)
    taken by the holder of ``cards`` (its five and the turn-up)."""
    if strain == NO_TRUMPS:
        return apply_model(no_trumps_features(cards, lead), NO_TRUMPS_MODEL)
    if strain == ALL_TRUMPS:
        return apply_model(all_trumps_features(cards, lead), ALL_TRUMPS_MODEL)
    return apply_model(suit_features(cards, strain, lead), SUIT_MODEL)


# -- the words ------------------------------------------------------------------------------------
def strain_words(strain: str) -> str:
    return STRAIN_NAMES.get(strain) or SUIT_NAMES[strain]


def take_name(action: Take, view) -> str:
    """``"take the spades"``, ``"take No Trumps"``: how the reasons name a take."""
    strain = action.strain or view.public.turn_up.suit
    if strain in STRAIN_NAMES:
        return f"take {STRAIN_NAMES[strain]}"
    return f"take {SUIT_NAMES[strain]}"


def holding_words(cards, strain: str) -> list[str]:
    """``["the jack and nine of hearts with two more trumps", "an outside ace", ...]``."""
    if strain == NO_TRUMPS:
        aces = [c for c in cards if c.rank == "A"]
        parts = [f"{NUMBER_WORDS[len(aces)]} ace" + ("s" if len(aces) != 1 else "")]
        tens = [c for c in cards if c.rank == "T"]
        if tens:
            parts.append(f"{NUMBER_WORDS[len(tens)]} ten" + ("s" if len(tens) > 1 else ""))
        return parts
    if strain == ALL_TRUMPS:
        jacks = [c for c in cards if c.rank == "J"]
        nines = [c for c in cards if c.rank == "9"]
        parts = [f"{NUMBER_WORDS[len(jacks)]} jack" + ("s" if len(jacks) != 1 else "")]
        if nines:
            parts.append(f"{NUMBER_WORDS[len(nines)]} nine" + ("s" if len(nines) > 1 else ""))
        return parts
    parts = [trump_holding_words(cards, strain, article="the ")]
    outside_aces = outside_aces_words(cards, strain)
    if outside_aces:
        parts.append(outside_aces)
    if sum(1 for c in cards if c.suit == strain and c.rank in "KQ") == 2:
        parts.append("the Belote")
    return parts


NO_TAKE_ALLOWED = "I pass: I may not take now."


def join_words(words: list[str]) -> str:

    if len(words) == 1:
        return words[0]
    return ", ".join(words[:-1]) + " and " + words[-1]


# -- decisions ------------------------------------------------------------------------------------
def candidates(view) -> dict:
    """strain -> the take action that names it, for every take the seat may make."""
    turn_up = view.public.turn_up
    out = {}
    for action in view.legal:
        if isinstance(action, Take):
            out[action.strain or turn_up.suit] = action
    return out


def score_risk(view) -> float:
    """Added to the margin for the match situation: take more risk when far behind near the end."""
    context = view.context
    scores, target = context.get("scores"), context.get("target")
    if not scores or not target:
        return 0.0
    ours = scores.get(view.seat.side, 0)
    theirs = scores.get("EW" if view.seat.side == "NS" else "NS", 0)
    if theirs >= target * 0.8 and theirs - ours >= target * 0.15:
        return -10.0
    if ours >= target * 0.85 and ours - theirs >= target * 0.15:
        return 10.0
    return 0.0


def margin_for(view) -> float:
    public = view.public
    best_taker = public.best_taker
    if best_taker is not None:
        return OVERCALL_MARGIN if best_taker.side == view.seat.side else TAKE_MARGIN[2]
    round_ = public.round
    last = round_ == 2 and view.seat == view.dealer
    return (LAST_CHANCE_MARGIN if last else TAKE_MARGIN[round_]) + score_risk(view)


def estimates(view, cards, strains) -> dict:
    """strain -> its :func:`estimate` for the holder of ``cards`` (the valuation, no play-outs)."""
    lead = we_lead(view)
    return {strain: estimate(cards, strain, lead) for strain in strains}


def advanced_take(view) -> Decision:
    options = candidates(view)
    if not options:
        return Decision(PASS, [NO_TAKE_ALLOWED])
    cards = six_cards(view)
    values = estimates(view, cards, options)
    best = max(values, key=lambda s: (values[s], s in (ALL_TRUMPS, NO_TRUMPS)))
    margin = margin_for(view)
    best_taker = view.public.best_taker
    if best_taker is not None and best_taker.side != view.seat.side:
        # over an opponent's take: our contract must beat letting them play theirs
        margin = TAKE_MARGIN[2]
    if values[best] >= margin:
        action = options[best]
        reasons = [take_reason(action, view, cards, best)]
        if best_taker is not None:
            taken = view.public.best_take.strain or view.public.turn_up.suit
            reasons.append(f"It outranks {best_taker.full_name}'s {strain_words(taken)}.")
        return Decision(action, reasons, [f"It should be worth about {signed_points(values[best])} to my side on "
                                          f"this hand."])
    return pass_decision(view, cards, values, best, margin)


def take_reason(action: Take, view, cards, strain: str) -> str:
    """``"I take clubs: I hold the jack and nine of clubs and an outside ace."``"""
    return f"I {take_name(action, view)}: I hold {join_words(holding_words(cards, strain))}."


def pass_decision(view, cards, values, best: str, margin: float) -> Decision:
    what = strain_words(best)
    best_taker = view.public.best_taker
    if best_taker is not None and best_taker.side == view.seat.side:
        return Decision(PASS, [partner_stands_reason(what)], [f"About {signed_points(values[best])} with {what}."])
    return Decision(PASS, [f"I pass: this hand is too weak to take, even in {what}, where I hold only "
                           f"{join_words(holding_words(cards, best))}."],
                    [f"It should be worth about {signed_points(values[best])}; taking needs about "
                     f"{signed(margin)}."])


def partner_stands_reason(what: str) -> str:
    return f"I pass: my partner's take stands, and {what} would not be clearly better."


# -- Novice ---------------------------------------------------------------------------------------
def novice_count(cards, strain: str) -> int:
    if strain == NO_TRUMPS:
        return sum(PLAIN_VALUE[c.index] for c in cards if c.rank in "AT") + 5 * sum(1 for c in cards if c.rank == "A")
    if strain == ALL_TRUMPS:
        return sum(TRUMP_VALUE[c.index] for c in cards if c.rank in "J9")
    return novice_suit_count(cards, strain)


NOVICE_SPECIAL_COUNT = {NO_TRUMPS: 75, ALL_TRUMPS: 90}


def novice_take(view, rng: random.Random) -> Decision:
    options = candidates(view)
    if not options:
        return Decision(PASS, [NO_TAKE_ALLOWED])
    cards = six_cards(view)
    counts = {s: novice_count(cards, s) for s in options}
    best = max(counts, key=lambda s: counts[s] - NOVICE_SPECIAL_COUNT.get(s, NOVICE_TAKE_COUNT))
    need = NOVICE_SPECIAL_COUNT.get(best, NOVICE_TAKE_COUNT)
    if rng.random() < 0.15:
        need -= 8  # a hopeful take now and then
    best_taker = view.public.best_taker
    partner_took = best_taker is not None and best_taker.side == view.seat.side
    if counts[best] >= need and not partner_took:
        action = options[best]
        return Decision(action, [f"I {take_name(action, view)}: I hold {join_words(holding_words(cards, best)[:2])}, "
                                 f"which count {counts[best]} points."])

    return Decision(PASS, [f"I pass: I count only {points_words(counts[best])} in {strain_words(best)}, not "
                           f"enough to take."])
