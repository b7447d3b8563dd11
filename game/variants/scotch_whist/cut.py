"""The cut for the first deal of a game: everybody draws a card, the highest deals; a tie for the highest draws again.

Replaying the hands of a saved game cannot give the cut back, so the match keeps it (``WhistMatchState``).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.cards import DECK_36, RANK_NAMES
from game.engine.cut_sheet import SheetWithCut, drawn_cards
from game.engine.deal import shuffled
from game.engine.seats import SEATS, Seat

CUT_ORDER = "AKQJT9876"  # ace high, six low; suits do not count
MAX_ROUNDS = 50  # a tie again and again this long is practically impossible; the draw is deterministic anyway


def cut_rank(c) -> int:
    return len(CUT_ORDER) - CUT_ORDER.index(c.rank)


@dataclass(frozen=True)
class Cut:
    """The draws, round by round: each round is the card of N, E, S and W; the last round has one highest card."""

    rounds: tuple

    @property
    def dealer(self) -> Seat:
        last = self.rounds[-1]
        return max(SEATS, key=lambda s: cut_rank(last[s]))

    def text(self) -> str:
        out = []
        for drawn in self.rounds:
            out.append("Cut for the deal: " + ", ".join(f"{s.full_name} the {drawn[s].name}" for s in SEATS) + ".")
            top = tied_for_highest(drawn)
            if len(top) > 1:
                names = " and ".join(s.full_name for s in top)
                out.append(f"{names} drew the same highest rank ({RANK_NAMES[drawn[top[0]].rank]}s): "
                           "everybody draws again.")
        out.append(f"{self.dealer.full_name} drew the highest card and deals first.")
        return " ".join(out)

    def to_json(self) -> list:
        return [{s.name: drawn[s].text for s in SEATS} for drawn in self.rounds]

    @classmethod
    def from_json(cls, data) -> Cut:
        if not isinstance(data, list) or not data:
            raise ValueError("the cut for the deal is not a list of draws")
        rounds = []
        for entry in data:
            if not isinstance(entry, dict):
                raise ValueError("a draw of the cut is not a card for each seat")
            drawn = drawn_cards(entry, "a draw of the cut")
            if len(set(drawn)) != 4 or any(c not in DECK_36 for c in drawn):
                raise ValueError("a draw of the cut gives the same card twice or a card outside the 36-card deck")
            rounds.append(drawn)
        cut = cls(tuple(rounds))
        if any(len(tied_for_highest(r)) == 1 for r in rounds[:-1]) or len(tied_for_highest(rounds[-1])) > 1:
            raise ValueError("the cut for the deal goes on after a single highest card, or ends on a tie")
        return cut


def tied_for_highest(drawn: tuple) -> list[Seat]:
    best = max(cut_rank(c) for c in drawn)
    return [s for s in SEATS if cut_rank(drawn[s]) == best]


def draw_cut(rng) -> Cut:
    """Each player draws from a freshly shuffled pack until one card is higher than all the others."""
    rounds = []
    for _ in range(MAX_ROUNDS):
        drawn = tuple(shuffled(DECK_36, rng)[:4])
        rounds.append(drawn)
        if len(tied_for_highest(drawn)) == 1:
            break
    return Cut(tuple(rounds))


class WhistMatchState(SheetWithCut[Cut]):
    """What a game of Scotch Whist keeps besides the scores: the cut for the first deal (None if the dealer was
    chosen)."""

    cut_class = Cut
    sheet_words = "the game's sheet"
