"""Card combinations (announces / declarations) of the belote family: squares and sequences.

A card counts in one combination only. :func:`best_combinations` finds the set of disjoint
combinations worth the most, and :func:`combination_key` orders combinations for the comparison
between the two sides.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations as subsets

from game.engine.actions import DECLARATION_LABELS
from game.engine.cards import RANK_NAMES, SUIT_NAMES, SUIT_SINGULAR, Card, card

from .values import PLAIN_POWER, SEQUENCE_ORDER, SEQUENCE_POS

SEQUENCE_KINDS = {3: "third", 4: "fourth", 5: "fifth"}
KIND_LABELS = DECLARATION_LABELS
RANK_PLURALS = {"A": "aces", "K": "kings", "Q": "queens", "J": "jacks", "T": "tens", "9": "nines",
                "8": "eights", "7": "sevens"}


@dataclass(frozen=True)
class AnnounceRules:
    square_points: dict  # rank -> points; a rank missing or worth 0 makes no announce
    sequence_points: dict  # length -> points, e.g. {3: 20, 4: 50, 5: 100}
    split_long_runs: bool = True  # a run of 8 is a fifth and a third (True) or one fifth (False)
    # With split_long_runs False: a run longer than the longest announce is that announce made of its
    # highest cards (Belote: a run of seven is the fifth of its top five cards) instead of the whole run.
    top_of_long_runs: bool = False


@dataclass(frozen=True)
class Combination:
    kind: str  # "square", "third", "fourth", "fifth"
    cards: tuple  # the cards, strongest first
    points: int
    top: str  # rank of the top card (the square's rank)
    suit: str | None  # None for a square

    @property
    def label(self) -> str:
        if self.kind == "square":
            return f"Four {RANK_PLURALS[self.top]}"
        assert self.suit is not None  # a sequence has its suit
        return f"{KIND_LABELS[self.kind]} to the {RANK_NAMES[self.top]} of {SUIT_NAMES[self.suit]}"

    @property
    def short(self) -> str:
        """In a sentence: a square as its label ("four kings"), a sequence by its suit ("heart third to the king")."""
        if self.kind == "square":
            return self.label.lower()
        assert self.suit is not None  # a sequence has its suit
        return f"{SUIT_SINGULAR[self.suit]} {self.kind} to the {RANK_NAMES[self.top]}"


def combination_key(combo: Combination, trump: str | None) -> tuple:
    """Bigger key = better announce: a square beats any sequence; squares by points then rank;
    sequences by length then top card; then a trump sequence beats a plain one."""
    if combo.kind == "square":
        return (1, combo.points, PLAIN_POWER[card(combo.top + "S").index], 0)
    top_power = len(SEQUENCE_ORDER) - SEQUENCE_ORDER.index(combo.top)
    return (0, len(combo.cards), top_power, 1 if combo.suit == trump else 0)


def _squares(hand: list[Card], rules: AnnounceRules, held: int) -> list[Combination]:
    """The squares of ``hand`` (``held``: its cards as bits, see ``held_bits``), in the order of their first
    card in ``hand``."""
    four = held & (held >> 8) & (held >> 16) & (held >> 24) & 0xFF  # the positions held in every suit
    if not four:
        return []
    out = []
    for rank in dict.fromkeys(c.rank for c in hand):
        if four & RANK_BIT.get(rank, 0) and rules.square_points.get(rank, 0) > 0:
            cs = tuple(c for c in hand if c.rank == rank)
            out.append(Combination("square", cs, rules.square_points[rank], rank, None))
    return out


_RUN_PIECES: dict = {}
RANK_BIT = {rank: 1 << pos for pos, rank in enumerate(SEQUENCE_ORDER)}  # a rank's bit in each suit's 8 bits


def _run_pieces(mask: int, rules: AnnounceRules) -> tuple:
    """(start position, length) of the announces in a suit whose held SEQUENCE_ORDER positions are
    the bits of ``mask``; cached per rules."""
    key = (mask, id(rules))  # rules objects are module constants
    found = _RUN_PIECES.get(key)
    if found is None:
        shortest, longest = min(rules.sequence_points), max(rules.sequence_points)
        pieces = []
        pos = 0
        while pos < len(SEQUENCE_ORDER):
            if not mask >> pos & 1:
                pos += 1
                continue
            end = pos
            while end < len(SEQUENCE_ORDER) and mask >> end & 1:
                end += 1
            start, length = pos, end - pos
            while length >= shortest:
                size = min(length, longest)
                whole_run = not rules.split_long_runs and size == longest and not rules.top_of_long_runs
                piece = length if whole_run else size
                pieces.append((start, piece))
                start += piece
                length -= piece
                if not rules.split_long_runs:
                    break
            pos = end
        found = _RUN_PIECES[key] = tuple(pieces)
    return found


def _sequences(held: int, rules: AnnounceRules) -> list[Combination]:
    """The sequences of a hand whose cards are the bits ``held`` (see ``held_bits``), suit by suit."""
    out = []
    for suit_index, suit in enumerate("SHDC"):
        mask = held >> (8 * suit_index) & 0xFF
        if mask & (mask >> 1) & (mask >> 2) == 0:
            continue  # no three in a row
        run = RUN_CARDS[suit]
        for start, length in _run_pieces(mask, rules):
            cs = run[start:start + length]
            points = rules.sequence_points[min(length, max(rules.sequence_points))]
            kind = SEQUENCE_KINDS[min(length, max(rules.sequence_points))]
            out.append(Combination(kind, cs, points, cs[0].rank, suit))
    return out


# One bit per card: 8 bits per suit (S H D C), bit = position in SEQUENCE_ORDER.
CARD_BIT = [0] * 52
for _c in (card(r + s) for s in "SHDC" for r in SEQUENCE_ORDER):
    CARD_BIT[_c.index] = 1 << ("SHDC".index(_c.suit) * 8 + SEQUENCE_POS[_c.index])
RUN_STARTS = 0x3F3F3F3F  # positions where a run of three can start inside one suit
RUN_CARDS = {suit: tuple(card(r + suit) for r in SEQUENCE_ORDER) for suit in "SHDC"}  # a suit in run order


def held_bits(hand) -> int:
    """The cards of ``hand`` as bits: 8 bits per suit (S H D C), bit = position in SEQUENCE_ORDER."""
    m = 0
    for c in hand:
        m |= CARD_BIT[c.index]
    return m


def _may_hold(m: int) -> bool:
    """Quick test on ``held_bits``: three in a row in a suit, or four of a rank?"""
    return bool(m & (m >> 1) & (m >> 2) & RUN_STARTS or m & (m >> 8) & (m >> 16) & (m >> 24) & 0xFF)


def may_hold_combination(hand: list[Card]) -> bool:
    """Quick test: does ``hand`` hold three in a row in a suit, or four of a rank?"""
    return _may_hold(held_bits(hand))


def best_combinations(hand: list[Card], trump: str | None, rules: AnnounceRules) -> list[Combination]:
    """The disjoint combinations of ``hand`` worth the most points, best first."""
    held = held_bits(hand)
    if not _may_hold(held):
        return []
    squares = _squares(hand, rules, held)
    if not squares:
        best = _sequences(held, rules)
        if len(best) > 1:
            best.sort(key=lambda x: combination_key(x, trump), reverse=True)
        return best
    best = []
    best_score: tuple = (-1,)
    for n in range(len(squares) + 1):
        for chosen in subsets(squares, n):
            used = {id(c) for sq in chosen for c in sq.cards}
            rest = [c for c in hand if id(c) not in used] if used else hand
            combo = list(chosen) + _sequences(held_bits(rest), rules)
            score = (sum(x.points for x in combo), max((combination_key(x, trump) for x in combo), default=()))
            if score > best_score:
                best, best_score = combo, score
    best.sort(key=lambda x: combination_key(x, trump), reverse=True)
    return best


def compare_sides(best_by_side: dict[str, Combination | None], trump: str | None) -> tuple[str | None, str]:
    """Which side's announces count: (side or None, the reason in words)."""
    a, b = best_by_side.get("NS"), best_by_side.get("EW")
    if a is None and b is None:
        return None, "no announces"
    if a is None or b is None:
        side = "NS" if b is None else "EW"
        combo = best_by_side[side]
        assert combo is not None  # the side with an announce
        return side, f"{combo.label} is the only announce"
    ka, kb = combination_key(a, trump), combination_key(b, trump)
    if ka == kb:
        return None, f"{a.label} ties with {b.label}: all announces are void"
    side, win, lose = ("NS", a, b) if ka > kb else ("EW", b, a)
    return side, f"{win.label} beats {lose.label}{_why_better(win, lose, trump)}"


def compare_in_rotation(entries, trump: str | None) -> tuple[str | None, str]:
    """Which side's announces count when equal best announces go to the player earlier in the order of
    play (Belote): ``entries`` are (seat, the seat's best combination or None) in the order of play from
    the first player. Returns (side or None, the reason in words)."""
    best_seat, best = _first_best(entries, trump)
    if best is None:
        return None, "no declarations"
    side = best_seat.side
    rival_seat, rival = _first_best([(s, c) for s, c in entries if s.side != side], trump)
    if rival is None:
        return side, f"{best.label} is the only declaration"
    if combination_key(best, trump) == combination_key(rival, trump):
        return side, (f"{best.label} ties with {rival.label}; {best_seat.full_name} comes first in the order "
                      f"of play")
    return side, f"{best.label} beats {rival.label}{_why_better(best, rival, trump)}"


def _first_best(entries, trump: str | None):
    """(seat, combination) of the best combination among ``entries``; the first one on a tie."""
    best_seat, best = None, None
    for seat, combo in entries:
        if combo is not None and (best is None or combination_key(combo, trump) > combination_key(best, trump)):
            best_seat, best = seat, combo
    return best_seat, best


def _why_better(win: Combination, lose: Combination, trump: str | None) -> str:
    if win.kind == "square" and lose.kind != "square":
        return " (four of a kind beats any sequence)"
    if win.kind == "square":
        return " (it is worth more)" if win.points != lose.points else " (higher cards)"
    if len(win.cards) != len(lose.cards):
        return " (longer sequence)"
    if win.top != lose.top:
        return " (higher top card)"
    return " (it is in trumps)"
