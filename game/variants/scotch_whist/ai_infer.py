"""What the bidding says about the hands the Expert cannot see (Scotch Whist with the bidding option).

Every call was made from a full hand of nine cards: a bid of ``n`` tricks says the player counted about ``n``
tricks in his best suit (the final bidder then named that suit trumps, so his trumps are long or high), and a
pass says no suit was worth the lowest bid still open. The hand a player held at his call is the cards he holds
in a layout plus the cards he has played since, so every layout of the unseen cards can be scored by how well
it explains the calls made. The Expert deals the hidden hands in proportion to that score: each layout starts
as a uniform draw and then swaps cards between the hands, a swap kept by the Metropolis rule (always when the
calls fit better, else by the ratio of the scores), so a few dozen layouts stay varied yet follow the calls.

The tricks a hand is worth are counted the way the Advanced player counts them (``ai_play.trick_estimate``, here
from tables); the window around each bid covers most of the Advanced player's cautious bids and the Expert's
bolder ones (measured on a few hundred deals), and it falls off softly beyond, so that a surprising call makes
a layout less likely, never impossible.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.engine.actions import PASS
from game.engine.cards import RANKS, SUIT_NAMES, SUITS
from game.engine.seats import Seat

from .rules import TRUMP_ORDER

# Tricks counted minus tricks bid: about +0.85 for the Advanced player (sd 0.3), -0.3 for the Expert (sd 0.6).
# The window and its fall were chosen by how often the layouts put the unseen cards with their real holders.
BID_CENTER = 0.5
BID_HALF_WIDTH = 0.6  # within this of the centre a bid is fully explained
BID_SOFTNESS = 0.4  # beyond the window the weight falls like a normal curve of this width
NAMED_BEST_SLACK = 0.3  # the suit named may count this much less than the hand's best suit
NAMED_SOFTNESS = 0.5
PASS_SLACK = 0.5  # a passer's best suit may count this much over the lowest bid open
PASS_SOFTNESS = 0.5


@dataclass(frozen=True)
class CallClue:
    """One player's call: ``amount`` tricks bid (None: a pass) when ``lowest`` was the lowest bid open; ``trump``
    the suit he then named if he won the bidding."""

    seat: Seat
    lowest: int
    amount: int | None
    trump: str | None = None

    def words(self) -> str:
        if self.amount is None:
            return f"{self.seat.full_name} passed" + (" first" if self.lowest == 1 else f" over {self.lowest - 1}")
        named = f" and named {SUIT_NAMES[self.trump]}" if self.trump else ""
        return f"{self.seat.full_name} bid {self.amount}{named}"


def bidding_words(clues: list[CallClue]) -> str:
    """One line for the reasons: what the calls say and what the Expert does with them."""
    calls = [clue.words() for clue in clues]
    said = calls[0] if len(calls) == 1 else ", ".join(calls[:-1]) + " and " + calls[-1]
    return (f"{said}: I expect the cards I cannot see to fit those calls (a bid needs a strong suit, a pass "
            "shows no suit worth bidding).")


def call_clues(view) -> list[CallClue]:
    """The calls of the other players, from the view's public auction."""
    declarer = view.public.declarer
    named = view.trump if declarer is not None and view.phase not in ("bidding", "trump") else None
    clues, high = [], 0
    for seat, call in view.public.auction:
        amount = None if call is PASS else call.amount
        if seat != view.seat:
            clues.append(CallClue(seat, high + 1, amount, named if seat == declarer else None))
        if amount is not None:
            high = amount
    return clues


def _soft(excess: float, softness: float) -> float:
    """1 within the allowance, then a normal curve's fall."""
    return 1.0 if excess <= 0 else math.exp(-0.5 * (excess / softness) ** 2)


# -- the tricks a hand counts with each suit as trumps, as ai_play.trick_estimate counts them, from tables --------
def _trump_part(mask: int) -> float:
    """The tricks of the trumps themselves: the jack, high trumps guarded by enough small ones, and length."""
    places = sorted(TRUMP_ORDER.index(RANKS[bit]) for bit in range(9) if mask >> bit & 1)
    n = len(places)
    tricks = 0.0
    for place in places:
        if place == 0:
            tricks += 1
        elif place < n:
            tricks += 0.85 - 0.1 * place
    return tricks + max(0, n - 3) * 0.6


def _side_part(mask: int) -> float:
    """The tricks of a plain suit's ace and king (bit 0 is the ace, bit 1 the king)."""
    length = bin(mask).count("1")
    if mask & 1:
        return 0.8 + (0.5 if mask & 2 and length >= 2 else 0.0)
    return 0.35 if mask & 2 and length >= 2 else 0.0


TRUMP_PART = [_trump_part(m) for m in range(512)]  # by the mask of ranks held in a suit (bit = RANKS index)
SIDE_PART = [_side_part(m) for m in range(512)]
SHORTNESS = [0.3 * max(0, 2 - bin(m).count("1")) for m in range(512)]  # a short side suit ruffs (2+ trumps)
LENGTH = [bin(m).count("1") for m in range(512)]


def suit_masks(hand) -> list[int]:
    """Per suit (SHDC), the ranks held as bits: card.index is suit * 13 + rank in RANKS order."""
    masks = [0, 0, 0, 0]
    for c in hand:
        suit, rank = divmod(c.index, 13)
        masks[suit] |= 1 << rank
    return masks


def counts_of_masks(masks: list[int]) -> list[float]:
    """For each suit as trumps (SHDC), the tricks counted for the hand of these suit masks."""
    side = [SIDE_PART[m] for m in masks]
    short = [SHORTNESS[m] for m in masks]
    all_side, all_short = sum(side), sum(short)
    return [TRUMP_PART[m] + all_side - side[t] + (all_short - short[t] if LENGTH[m] >= 2 else 0.0)
            for t, m in enumerate(masks)]


def trick_counts(hand) -> list[float]:
    """For each suit as trumps (SHDC), the tricks ``ai_play.trick_estimate`` counts for the hand."""
    return counts_of_masks(suit_masks(hand))


def likelihood_of_counts(clue: CallClue, counts: list[float]) -> float:
    best = max(counts)
    if clue.amount is None:
        return _soft(best - (clue.lowest + PASS_SLACK), PASS_SOFTNESS)
    counted = best if clue.trump is None else counts[SUITS.index(clue.trump)]
    weight = _soft(abs(counted - clue.amount - BID_CENTER) - BID_HALF_WIDTH, BID_SOFTNESS)
    if clue.trump is not None:
        weight *= _soft(best - counted - NAMED_BEST_SLACK, NAMED_SOFTNESS)
    return weight


def call_likelihood(clue: CallClue, hand) -> float:
    """How well ``hand`` (the nine cards the player held at his call) explains his call, 0 < w <= 1."""
    return likelihood_of_counts(clue, trick_counts(hand))


class CallWeights:
    """A layout weight: the product of the likelihoods of the calls, each player's hand at his call being his
    cards in the layout plus the cards he has played (every player calls once)."""

    def __init__(self, clues: list[CallClue], played: dict) -> None:
        self.clue_of = {clue.seat: clue for clue in clues}
        self.played_masks = {seat: suit_masks(played.get(seat, ())) for seat in self.clue_of}

    def call_masks(self, seat, held) -> list[int]:
        """The suit masks of the hand ``seat`` called with: ``held`` now and what he has played."""
        return [m | p for m, p in zip(suit_masks(held), self.played_masks[seat], strict=True)]

    def mask_weight(self, seat, masks: list[int]) -> float:
        return likelihood_of_counts(self.clue_of[seat], counts_of_masks(masks))

    def seat_weight(self, seat, held) -> float:
        return 1.0 if seat not in self.clue_of else self.mask_weight(seat, self.call_masks(seat, held))

    def __call__(self, layout: dict) -> float:
        weight = 1.0
        for seat in self.clue_of:
            weight *= self.seat_weight(seat, layout[seat])
        return weight


def fitted_layouts(sampler, weights: CallWeights, n: int, rng, steps: int, fixed=(), barred=None) -> list[dict]:
    """``n`` layouts drawn in proportion to how well they explain the calls: each starts as a uniform draw of
    ``sampler`` and then takes ``steps`` swaps of two cards between two hands, each swap kept with the chance
    the Metropolis rule gives (always when the calls fit better, else by the ratio of the weights). A swap keeps
    the hand sizes; ``fixed`` cards never move (the turn-up known in the dealer's hand) and ``barred`` (holder ->
    cards) are never given to a holder (a suit he showed out of)."""
    barred = {holder: set(cards) for holder, cards in (barred or {}).items()}
    fixed = set(fixed)
    out = []
    for _ in range(n):
        layout = {holder: list(cards) for holder, cards in sampler.draw(rng).items()}
        holders = [h for h in layout if any(c not in fixed for c in layout[h])]
        if len(holders) >= 2:
            _swap_to_fit(layout, holders, weights, rng, steps, fixed, barred)
        out.append(layout)
    return out


def _swap_to_fit(layout: dict, holders: list, weights: CallWeights, rng, steps: int, fixed: set,
                 barred: dict) -> None:
    masks = {h: weights.call_masks(h, layout[h]) for h in holders if h in weights.clue_of}
    weight = {h: weights.mask_weight(h, masks[h]) if h in masks else 1.0 for h in holders}
    count = len(holders)
    for _ in range(steps):
        first = rng.randrange(count)
        a, b = holders[first], holders[(first + 1 + rng.randrange(count - 1)) % count]
        i, j = rng.randrange(len(layout[a])), rng.randrange(len(layout[b]))
        card_a, card_b = layout[a][i], layout[b][j]
        if card_a in fixed or card_b in fixed or card_a in barred.get(b, ()) or card_b in barred.get(a, ()):
            continue
        moved = {}
        for holder, gone, came in ((a, card_a, card_b), (b, card_b, card_a)):
            if holder in masks:
                new = masks[holder][:]
                suit, rank = divmod(gone.index, 13)
                new[suit] &= ~(1 << rank)
                suit, rank = divmod(came.index, 13)
                new[suit] |= 1 << rank
                moved[holder] = (new, weights.mask_weight(holder, new))
        new_a = moved[a][1] if a in moved else 1.0
        new_b = moved[b][1] if b in moved else 1.0
        old = weight[a] * weight[b]
        if old <= 0 or new_a * new_b >= old or rng.random() * old < new_a * new_b:
            layout[a][i], layout[b][j] = card_b, card_a
            weight[a], weight[b] = new_a, new_b
            for holder, (new, _) in moved.items():
                masks[holder] = new


def call_weights(view) -> CallWeights | None:
    """The weights of the view's hidden cards by the calls made, or None when nobody else called."""
    clues = call_clues(view)
    if not clues:
        return None
    return CallWeights(clues, {clue.seat: view.played_by(clue.seat) for clue in clues})
