"""What a Belote seat can work out about the hidden hands.

Hard facts: the rules of play (shared with 32 Card Bridge in
:mod:`game.variants.belote_common.inference`, with Belote's undertrumping: a player who throws another
suit on an opponent's trick has no trump at all; in All Trumps a player who does not beat a trick he
could have beaten has nothing higher); the turn-up card is in the taker's hand; the declarations are
all shown when the play starts, so each hand holds exactly the declarations it showed, no more; a
Belote said puts the other card of the pair in its holder's hand, and a king or queen played without
one says the other card is elsewhere. Soft clues come from the taking: the taker probably holds the
jack and nine of his trumps, a player who passed the turn-up probably does not; and from the play: a player
who gave points to a trick he could not win probably had no cheaper card to give.
"""

from __future__ import annotations

import math

from game.ai.sampling import DealSampler, soft_weight
from game.engine.actions import PASS
from game.engine.cards import SUIT_NAMES, card
from game.engine.seats import SEATS
from game.variants.belote_common.announces import best_combinations
from game.variants.belote_common.inference import Inference, exclusions, play_facts, spent_points, spent_weight
from game.variants.belote_common.tricks import trick_winner_index
from game.variants.belote_common.values import ALL_TRUMPS, NO_TRUMPS, TRUMP_POWER

from .ai_play import play_rules
from .rules import ANNOUNCE_RULES

TAKER_FACTORS = {"J": 3.0, "9": 2.0, "A": 1.3, "T": 1.2, "K": 1.2, "Q": 1.2, "8": 1.1, "7": 1.1}
PASSED_FACTORS = {"J": 0.6, "9": 0.75}  # a player who refused the turn-up's suit
NO_TRUMPS_FACTORS = {"A": 2.0, "T": 1.4}
ALL_TRUMPS_FACTORS = {"J": 2.5, "9": 1.8}


def belote_suits(trump: str | None) -> str:
    """The suits whose king and queen make a Belote."""
    if trump == NO_TRUMPS or trump is None:
        return ""
    return "SHDC" if trump == ALL_TRUMPS else trump


def infer(view) -> Inference:
    """The facts seat ``view.seat`` knows about the other hands during the play."""
    inf, unseen = Inference.start(view)
    trump = view.trump
    if trump == ALL_TRUMPS:
        _all_trumps_facts(view, inf, unseen)
    elif trump == NO_TRUMPS:
        _void_facts(view, inf)
    else:
        play_facts(view, inf, trump, play_rules(view.options))
    _known_facts(view, inf, unseen)
    _belote_facts(view, inf, unseen)
    exclusions(inf, unseen, trump if trump not in (NO_TRUMPS, ALL_TRUMPS) else None)
    _taking_factors(view, inf)
    return inf


def _tricks(view):
    for _, cards, _ in view.tricks:
        yield cards
    if view.trick:
        yield view.trick


def _void_facts(view, inf: Inference) -> None:
    for cards in _tricks(view):
        led = cards[0][1].suit
        for seat, c in cards[1:]:
            if seat != view.seat and c.suit != led:
                inf.voids.setdefault(seat, set()).add(led)


def _all_trumps_facts(view, inf: Inference, unseen: set) -> None:
    """All Trumps: a player who did not beat the card winning the trick had nothing that could: of the
    suit led when he followed, of any suit when he could not (and his partner was not winning)."""
    _void_facts(view, inf)
    for cards in _tricks(view):
        led = cards[0][1].suit
        for i in range(1, len(cards)):
            seat, c = cards[i]
            if seat == view.seat:
                continue
            before = cards[:i]
            win_seat, best = before[trick_winner_index(before, ALL_TRUMPS)]
            top = TRUMP_POWER[best.index]
            if TRUMP_POWER[c.index] >= top:
                continue
            if c.suit == led:
                suits = led
            elif win_seat != seat.partner:
                suits = "SHDC"
            else:
                continue
            barred = {x for x in unseen if x.suit in suits and TRUMP_POWER[x.index] > top}
            if barred:
                inf.excluded.setdefault(seat, set()).update(barred)
                where = f"no {SUIT_NAMES[led][:-1]}" if suits == led else "no card"
                inf.facts.append(f"{seat.full_name} has {where} above the {best.name}")


def _known_facts(view, inf: Inference, unseen: set) -> None:
    public = view.public
    taker, turn_up = public.taker, public.turn_up
    if taker is not None and taker != view.seat and turn_up in unseen:
        inf.known.setdefault(taker, set()).add(turn_up)
        inf.facts.append(f"{taker.full_name} took, so holds the turn-up {turn_up.name}")
    for seat, combos in public.shown.items():
        if seat == view.seat:
            continue
        held = [c for _, cs, _ in combos for c in cs if c in unseen]
        if held:
            inf.known.setdefault(seat, set()).update(held)
            inf.facts.append(f"{seat.full_name} showed a declaration and still holds the "
                             f"{', '.join(c.name for c in held)}")


def _belote_facts(view, inf: Inference, unseen: set) -> None:
    me = view.seat
    said = view.public.belote
    for suit in belote_suits(view.trump):
        king, queen = card("K" + suit), card("Q" + suit)
        holder = said.get(suit)
        if holder is not None:
            if holder != me:
                for c in (king, queen):
                    if c in unseen:
                        inf.known.setdefault(holder, set()).add(c)
                        inf.facts.append(f"{holder.full_name} said Belote, so holds the {c.name}")
            continue
        for seat in SEATS:
            if seat == me:
                continue
            played = view.played_by(seat)
            for c, other in ((king, queen), (queen, king)):
                if c in played and other in unseen:
                    inf.excluded.setdefault(seat, set()).add(other)


def _taking_factors(view, inf: Inference) -> None:
    """Soft clues from the taking: the taker's contract and who passed the turn-up's suit."""
    public = view.public
    taker, strain = public.taker, public.contract
    turn_up = public.turn_up
    if taker is None:
        return
    factors: dict = {s: {} for s in SEATS if s != inf.seat}
    if taker in factors:
        for c in inf.unknown:  # a list: the same order in every process
            if strain == NO_TRUMPS:
                f = NO_TRUMPS_FACTORS.get(c.rank, 1.0)
            elif strain == ALL_TRUMPS:
                f = ALL_TRUMPS_FACTORS.get(c.rank, 1.0)
            else:
                f = TAKER_FACTORS[c.rank] if c.suit == strain else 1.0
            if f != 1.0:
                factors[taker][c] = f
    passed_turn_up = {s for i, (s, a) in enumerate(public.auction) if a is PASS and i < 4}
    for seat in passed_turn_up:
        if seat in factors and seat != taker:
            for c in inf.unknown:
                if c.suit == turn_up.suit and c.rank in PASSED_FACTORS:
                    factors[seat][c] = factors[seat].get(c, 1.0) * PASSED_FACTORS[c.rank]
    inf.factors = {s: f for s, f in factors.items() if f}


def layout_check(view, inf: Inference):
    """The weight of a layout (seat -> cards now): 0 when a hand would hold declarations other than the
    ones it showed, else the soft clues of the taking."""
    taking = soft_weight(inf.factors)
    spent = spent_weight(spent_points(view, view.trump), view.trump)

    def soft(layout: dict) -> float:
        return taking(layout) * spent(layout)

    if view.options.tournament:
        return soft
    shown = view.public.shown
    key_trump = view.trump if view.trump not in (NO_TRUMPS, ALL_TRUMPS) else None
    expected = {s: sorted(tuple(sorted(c.index for c in cs)) for _, cs, _ in shown.get(s, ())) for s in SEATS}
    played = {s: view.played_by(s) for s in SEATS}

    def weight(layout: dict) -> float:
        for seat, cards in layout.items():
            combos = best_combinations(list(cards) + played[seat], key_trump, ANNOUNCE_RULES)
            got = sorted(tuple(sorted(c.index for c in combo.cards)) for combo in combos)
            if got != expected[seat]:
                return 0.0
        return soft(layout)

    return weight


def sample_layouts(sampler: DealSampler, n: int, rng, weight, enumerate_below: int = 0,
                   max_draws: int = 20) -> list[dict]:
    """``n`` layouts drawn among those of positive weight, in proportion to their weights (all the
    possible ones when there are few). Draws up to ``max_draws`` * n layouts to find them; if none
    fits, the plain draws are used."""
    if sampler.total <= enumerate_below:
        every = sampler.all_layouts(enumerate_below)
        scored = [(weight(lay), i, lay) for i, lay in enumerate(every)]
        kept = [lay for w, _, lay in sorted(scored, key=lambda x: (-x[0], x[1])) if w > 0]
        return kept or every
    keyed, drawn = [], []
    for _ in range(n * max_draws):
        lay = sampler.draw(rng)
        drawn.append(lay)
        w = weight(lay)
        u = rng.random()
        if w > 0:
            keyed.append((math.log(u or 1e-300) / w, len(drawn) - 1))
            if len(keyed) >= 2 * n:
                break
    if not keyed:
        return drawn[:n]
    keyed.sort(reverse=True)
    return [drawn[i] for _, i in keyed[:n]]
