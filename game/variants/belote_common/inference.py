"""What a seat of a belote-family game can work out about the hidden hands from the public play.

Hard facts (a card that is certainly in, or certainly not in, a hand) come from the rules of play: a
player who does not follow suit has none of it; a player who does not trump, or trumps low, when the
rules would make him beat the trick has no trump that could (with Belote's undertrumping, a player who
throws another suit on an opponent's trick has no trump at all). Each game adds its own facts (the
announces shown, the Belot said, the turn-up card) and soft clues from the bidding or the taking.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.ai.sampling import DealSampler, Infeasible, hidden_cards
from game.engine.cards import DECK_32, RANK_NAMES, SUIT_NAMES
from game.engine.seats import SEATS, Seat

from .tricks import PlayRules, trick_winner_index
from .values import ALL_TRUMPS, PLAIN_POINTS, TRUMP_ORDER, TRUMP_POINTS, TRUMP_POWER


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

    @classmethod
    def start(cls, view) -> tuple[Inference, set]:
        """What the seat of ``view`` knows before any reasoning: the cards it has not seen, and each other
        seat's count; with the unseen cards as a set for the fact finders."""
        unknown = hidden_cards(view, DECK_32)
        counts = {s: view.hand_sizes[s] for s in SEATS if s != view.seat}
        return cls(view.seat, unknown, counts), set(unknown)


def all_tricks(view):
    for _, cards, _ in view.tricks:
        yield cards
    if view.trick:
        yield view.trick


def play_facts(view, inf: Inference, trump: str, rules: PlayRules | None = None) -> None:
    """Voids and trump ceilings from the cards played. ``rules``: the game's rules of play when they
    oblige a player to undertrump (None: a player who cannot overtrump may throw anything)."""
    me = view.seat
    undertrump = rules is not None and rules.undertrump_when_void
    for cards in all_tricks(view):
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
                if led == trump:
                    continue
                if not partner_winning and (c.suit != trump or TRUMP_POWER[c.index] < best_trump):
                    no_trump_at_all = undertrump and c.suit != trump
                    lower_ceiling(inf, seat, -1 if no_trump_at_all else best_trump)
                elif partner_winning and rules is not None and best_trump >= 0:
                    if c.suit == trump and rules.overtrump_over_partner and TRUMP_POWER[c.index] < best_trump:
                        lower_ceiling(inf, seat, best_trump)
                    elif c.suit != trump and rules.undertrump_over_partner:
                        lower_ceiling(inf, seat, -1)
            elif led == trump and TRUMP_POWER[c.index] < best_trump:
                lower_ceiling(inf, seat, best_trump)


def lower_ceiling(inf: Inference, seat: Seat, power: int) -> None:
    inf.trump_ceiling[seat] = min(inf.trump_ceiling.get(seat, 99), power)


def exclusions(inf: Inference, unseen: set, trump: str | None) -> None:
    """Turn the voids and trump ceilings into cards each seat cannot hold, with the facts in words."""
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


# -- soft clues from the play: points given away -------------------------------------------------------
SPENT_FACTOR = 0.1  # a layout where a player gave points away with a cheaper card at hand: less likely


@dataclass(frozen=True)
class Spent:
    """A card worth ten or more that ``seat`` gave to a trick the other side was winning, when it could not
    beat it: a player does that when every card it could play instead was worth as much. ``suit``: the
    suit it followed (None when it discarded: any card but a trump would have done). ``later``: the cards
    the seat has played since, in its hand at the time."""
    seat: Seat
    card: object
    suit: str | None
    later: tuple


def spent_points(view, trump: str) -> list[Spent]:
    """The points the other players gave away on tricks their side was losing, in a suit contract or No
    Trumps, on tricks led in a plain suit (in All Trumps and on a trump lead the rules choose the card)."""
    out: list[Spent] = []
    tricks = list(all_tricks(view))
    for number, cards in enumerate(tricks):
        led = cards[0][1].suit
        if trump == ALL_TRUMPS or led == trump:
            continue
        for i in range(1, len(cards)):
            seat, c = cards[i]
            if seat == view.seat or c.suit == trump or _points(c, trump) < 10:
                continue
            before = cards[:i]
            if before[trick_winner_index(before, trump)][0].side == seat.side:
                continue
            if trick_winner_index(cards[:i + 1], trump) == i:
                continue
            later = tuple(x for t in tricks[number + 1:] for s, x in t if s == seat)
            out.append(Spent(seat, c, led if c.suit == led else None, later))
    return out


def _points(c, trump: str) -> int:
    return (TRUMP_POINTS if c.suit == trump else PLAIN_POINTS)[c.rank]


def spent_weight(clues: list[Spent], trump: str):
    """The likelihood factor of a layout (seat -> cards now) from ``clues``: SPENT_FACTOR for each clue
    whose player held a cheaper card it could have played instead."""
    def weight(layout: dict) -> float:
        w = 1.0
        for clue in clues:
            value = _points(clue.card, trump)
            for x in list(layout.get(clue.seat, ())) + list(clue.later):
                fits = x.suit == clue.suit if clue.suit else x.suit != trump
                if fits and _points(x, trump) < value:
                    w *= SPENT_FACTOR
                    break
        return w
    return weight
