"""What the Expert believes about the hands it cannot see: layouts of the hidden cards that fit the play
(the cards gone, the voids shown) and, as far as possible, what each unseen player's calls showed in the
auction (points and suit lengths, from the bidding system's meanings of the public calls)."""

from __future__ import annotations

from dataclasses import dataclass

from game.ai.sampling import DealSampler, Infeasible, hidden_cards
from game.engine.cards import DECK_52
from game.engine.seats import SEATS, Seat

from .auction import Auction
from .bidding import meanings
from .bidding.evaluation import HONOUR_POINTS, SUITS
from .bidding.model import Shown

DRAWS = 240  # layouts drawn per decision, of which those fitting the auction best are kept
# How far the auction's ranges are widened at each step when too few layouts fit: (points, length).
LOOSENING = ((0, 0), (2, 1), (4, 2))


@dataclass
class Layouts:
    hands: list[dict]  # hidden seat -> its cards now, one dict per layout
    fitting: int  # how many fit the auction as it was bid (the rest fit it loosely or only the play)


def shown_by_seat(view) -> dict[Seat, Shown]:
    """Points and lengths each seat's calls showed, as the bidding system reads them."""
    auction = Auction(view.dealer, [call for _, call in view.public.auction])
    shown = {s: Shown() for s in SEATS}
    for index, meaning in enumerate(meanings(auction)):
        shown[auction.seat_of(index)].add(meaning)
    return shown


def hidden_seats(view) -> list[Seat]:
    dummy = view.public.dummy
    return [s for s in SEATS if s != view.seat and s != dummy]


def voids_shown(view) -> dict[Seat, set[str]]:
    voids: dict[Seat, set[str]] = {s: set() for s in SEATS}
    tricks = [cards for _, cards, _ in view.tricks] + ([view.trick] if view.trick else [])
    for cards in tricks:
        led = cards[0][1].suit
        for seat, c in cards[1:]:
            if c.suit != led:
                voids[seat].add(led)
    return voids


def misfit(shown: Shown, dealt: list, loosen: tuple[int, int]) -> bool:
    """Does a hand as dealt fall outside what its calls showed, widened by ``loosen``?"""
    points, length = loosen
    hcp = sum(HONOUR_POINTS.get(c.rank, 0) for c in dealt)
    if not shown.lo - points <= hcp <= shown.hi + points:
        return True
    for suit in SUITS:
        lo, hi = shown.lengths[suit]
        n = sum(c.suit == suit for c in dealt)
        if not lo - length <= n <= hi + length:
            return True
    return False


def fit_level(layout: dict, played: dict, shown: dict) -> int:
    """The first loosening step at which every hidden hand fits the auction (len(LOOSENING) if none)."""
    for level, loosen in enumerate(LOOSENING):
        if not any(misfit(shown[s], layout[s] + played[s], loosen) for s in layout):
            return level
    return len(LOOSENING)


def sample_layouts(view, count: int, rng) -> Layouts:
    """``count`` layouts of the hidden cards, those closest to the auction first chosen."""
    seats = hidden_seats(view)
    dummy_cards = set(view.public.dummy_cards)
    unknown = [c for c in hidden_cards(view, DECK_52) if c not in dummy_cards]
    played = {s: view.played_by(s) for s in SEATS}
    counts = {s: 13 - len(played[s]) for s in seats}
    voids = voids_shown(view)
    excluded = {s: [c for c in unknown if c.suit in voids[s]] for s in seats}
    try:
        sampler = DealSampler(unknown, counts, excluded=excluded)
    except Infeasible:  # never expected: the voids come from real play
        sampler = DealSampler(unknown, counts)
    shown = shown_by_seat(view)
    drawn = [sampler.draw(rng) for _ in range(max(DRAWS, count))]
    levels = [fit_level(layout, played, shown) for layout in drawn]
    chosen = sorted(range(len(drawn)), key=lambda i: (levels[i], i))[:count]
    fitting = sum(1 for i in chosen if levels[i] == 0)
    return Layouts([drawn[i] for i in chosen], fitting)
