"""What a seat of 32 Card Bridge can work out about the hidden hands from the public play.

Hard facts (a card that is certainly in, or certainly not in, a hand) come from the rules: a player
who does not follow suit has none of it; a player who does not trump, or trumps low, when the rules
would make him beat the trick has no trump that could; announces shown and the Belot put cards in a
hand. Soft clues (a bidder probably holds the jack of his suit) become weights on the layouts.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from game.ai.sampling import DealSampler, Infeasible, hidden_cards, soft_weight
from game.engine.actions import DOUBLE, Bid
from game.engine.cards import DECK_32, RANK_NAMES, SUIT_NAMES, Card
from game.engine.cards import card as _card
from game.engine.seats import SEATS, Seat
from game.variants.belote_common.announces import best_combinations
from game.variants.belote_common.tricks import trick_winner_index
from game.variants.belote_common.values import TRUMP_ORDER, TRUMP_POWER

from .rules import ANNOUNCE_RULES

SILENT_FACTOR = 0.15  # a player who announced nothing probably had nothing to announce


@dataclass
class Inference:
    seat: Seat  # the seat that reasons
    unknown: list  # the cards it has not seen
    counts: dict  # seat -> number of cards it holds now (other seats only)
    known: dict = field(default_factory=dict)  # seat -> cards surely in its hand
    voids: dict = field(default_factory=dict)  # seat -> suits it has none of
    trump_ceiling: dict = field(default_factory=dict)  # seat -> holds no trump above this power (-1: none)
    excluded: dict = field(default_factory=dict)  # seat -> unseen cards it cannot hold (hard)
    pending: dict = field(default_factory=dict)  # seat -> announce kinds declared, cards not shown yet
    silent: set = field(default_factory=set)  # seats that played a card without announcing
    factors: dict = field(default_factory=dict)  # seat -> {card: likelihood factor} from the bidding
    facts: list = field(default_factory=list)  # the hard facts in words

    def sampler(self, strength: int = 0) -> DealSampler:
        """A sampler of the hidden cards: strength 0 uses every hard fact, 1 only voids and known
        cards, 2 only known cards, 3 nothing but the counts. Infeasible if these facts contradict."""
        known = self.known if strength < 3 else {}
        if strength == 0:
            excluded = self.excluded
        elif strength == 1:
            excluded = {s: {c for c in self.unknown if c.suit in suits} for s, suits in self.voids.items()}
        else:
            excluded = {}
        return DealSampler(self.unknown, self.counts, known=known, excluded=excluded)

    def best_sampler(self) -> tuple[DealSampler, int]:
        """The strictest sampler whose facts are consistent, and its strength."""
        for strength in range(4):
            try:
                return self.sampler(strength), strength
            except Infeasible:
                continue
        raise Infeasible("the hidden cards cannot be dealt")  # only if the view itself is inconsistent


def infer(view) -> Inference:
    """The facts seat ``view.seat`` knows about the other hands."""
    me = view.seat
    unknown = hidden_cards(view, DECK_32)
    others = [s for s in SEATS if s != me]
    inf = Inference(me, unknown, {s: view.hand_sizes[s] for s in others})
    unseen = set(unknown)
    trump = view.trump
    if trump is not None and view.phase != "bidding":
        _play_facts(view, inf, trump)
        _belot_facts(view, inf, trump, unseen)
    _announce_facts(view, inf, unseen)
    _exclusions(inf, unseen, trump)
    if trump is not None:
        _bidding_factors(view, inf, trump)
    return inf


def _all_tricks(view):
    for _, cards, _ in view.tricks:
        yield cards
    if view.trick:
        yield view.trick


def _play_facts(view, inf: Inference, trump: str) -> None:
    me = view.seat
    for cards in _all_tricks(view):
        led = cards[0][1].suit
        for i in range(1, len(cards)):
            seat, c = cards[i]
            if seat == me:
                continue
            before = cards[:i]
            best_trump = max((TRUMP_POWER[x.index] for _, x in before if x.suit == trump), default=-1)
            winner = before[trick_winner_index(before, trump)][0]
            partner_winning = winner == seat.partner
            if c.suit != led:
                inf.voids.setdefault(seat, set()).add(led)
                if led != trump and not partner_winning and (c.suit != trump or TRUMP_POWER[c.index] < best_trump):
                    _lower_ceiling(inf, seat, best_trump)
            elif led == trump and TRUMP_POWER[c.index] < best_trump:
                _lower_ceiling(inf, seat, best_trump)


def _lower_ceiling(inf: Inference, seat: Seat, power: int) -> None:
    inf.trump_ceiling[seat] = min(inf.trump_ceiling.get(seat, 99), power)


def _belot_facts(view, inf: Inference, trump: str, unseen: set) -> None:
    me = view.seat
    king, queen = _card("K" + trump), _card("Q" + trump)
    belot = view.public.get("belot_seat")
    if belot is not None and belot != me:
        for c in (king, queen):
            if c in unseen:
                inf.known.setdefault(belot, set()).add(c)
                inf.facts.append(f"{belot.full_name} said Belot, so holds the {RANK_NAMES[c.rank]} of trumps")
    for seat in SEATS:
        if seat == me or seat == belot:
            continue
        played = view.played_by(seat)
        for c, other in ((king, queen), (queen, king)):
            if c in played and other in unseen:
                inf.excluded.setdefault(seat, set()).add(other)
                inf.facts.append(f"{seat.full_name} played the {RANK_NAMES[c.rank]} of trumps without a Belot, "
                                 f"so has not the {RANK_NAMES[other.rank]}")


def _announce_facts(view, inf: Inference, unseen: set) -> None:
    me = view.seat
    public = view.public
    shown = public.get("shown") or {}
    declared = public.get("declared") or {}
    cards_played = public.get("cards_played") or (0, 0, 0, 0)
    announces_on = getattr(view.options, "announces", True)
    for seat in SEATS:
        if seat == me:
            continue
        combos = shown.get(seat, ())
        held = [c for _, cs, _ in combos for c in cs if c in unseen]
        if held:
            inf.known.setdefault(seat, set()).update(held)
            names = ", ".join(c.name for c in held)
            inf.facts.append(f"{seat.full_name} showed an announce and still holds the {names}")
        kinds = declared.get(seat, ())
        if kinds and not shown:
            inf.pending[seat] = tuple(kinds)
        if announces_on and not kinds and cards_played[seat]:
            inf.silent.add(seat)


def _exclusions(inf: Inference, unseen: set, trump: str | None) -> None:
    for seat, suits in inf.voids.items():
        inf.excluded.setdefault(seat, set()).update(c for c in unseen if c.suit in suits)
        for suit in sorted(suits, key="SHDC".index):
            inf.facts.append(f"{seat.full_name} has no {SUIT_NAMES[suit]}")
    for seat, ceiling in inf.trump_ceiling.items():
        if trump in inf.voids.get(seat, ()):
            continue
        inf.excluded.setdefault(seat, set()).update(
            c for c in unseen if c.suit == trump and TRUMP_POWER[c.index] > ceiling)
        if ceiling < 0:
            inf.facts.append(f"{seat.full_name} has no trumps")
        elif ceiling < 8:  # below the jack: something is ruled out
            rank = TRUMP_ORDER[8 - ceiling]
            inf.facts.append(f"{seat.full_name} has no trump higher than the {RANK_NAMES[rank]}")
    for seat, cards in inf.known.items():
        bad = inf.excluded.get(seat, set()) & cards
        if bad:  # a contradiction (a player broke no rule we know of): trust the cards seen
            inf.excluded[seat] -= bad


def _bidding_factors(view, inf: Inference, trump: str) -> None:
    """Soft clues from the auction: who bid which suit first, who raised his partner's suit, who
    doubled, who never bid."""
    auction = view.public.get("auction") or ()
    opened: dict = {}  # (side, suit) -> the seat that bid the suit first
    natural: dict[Seat, list[str]] = {s: [] for s in SEATS}
    raised: dict[Seat, list[str]] = {s: [] for s in SEATS}
    doubled: set = set()
    for seat, call in auction:
        if isinstance(call, Bid) and call.strain:
            key = (seat.side, call.strain)
            if key not in opened:
                opened[key] = seat
                natural[seat].append(call.strain)
            elif opened[key] != seat and call.strain not in raised[seat]:
                raised[seat].append(call.strain)
        elif call is DOUBLE:
            doubled.add(seat)
    for seat in SEATS:
        if seat == inf.seat:
            continue
        factors: dict[Card, float] = {}
        for suit, jack, nine, other in [(s, 3.0, 2.0, 1.3) for s in natural[seat]] + \
                                       [(s, 2.0, 1.6, 1.0) for s in raised[seat] if s not in natural[seat]]:
            for c in inf.unknown:  # a list: the same order in every process
                if c.suit == suit:
                    f = jack if c.rank == "J" else nine if c.rank == "9" else other
                    factors[c] = factors.get(c, 1.0) * f
        if not natural[seat] and not raised[seat]:
            for c in inf.unknown:
                if c.suit == trump and c.rank in "J9":
                    factors[c] = 0.75
        if seat in doubled:
            for c in inf.unknown:
                if c.suit == trump:
                    factors[c] = factors.get(c, 1.0) * 1.4
        if factors:
            inf.factors[seat] = factors


def layout_weight(view, inf: Inference):
    """The likelihood of a layout (seat -> cards now) from the soft clues; 0 rules it out."""
    bidding = soft_weight(inf.factors)
    trump = view.trump
    needs_combos = bool(inf.pending or inf.silent)
    played = {s: view.played_by(s) for s in SEATS} if needs_combos else {}

    def weight(layout: dict) -> float:
        w = bidding(layout)
        if not needs_combos:
            return w
        for seat, kinds in inf.pending.items():
            have = Counter(c.kind for c in best_combinations(layout[seat] + played[seat], trump, ANNOUNCE_RULES))
            if any(have[k] < n for k, n in Counter(kinds).items()):
                return 0.0
        for seat in inf.silent:
            if best_combinations(layout[seat] + played[seat], trump, ANNOUNCE_RULES):
                w *= SILENT_FACTOR
        return w

    return weight
