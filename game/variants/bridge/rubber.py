"""The rubber: the score sheet a rubber-bridge Match keeps, hand after hand.

Each side's column has entries above the line (premiums: overtricks, bonuses, penalties, honours) and
below it (trick score for contracts made). A game is 100 or more below the line; when a side makes one,
a line is ruled under both columns and the next game starts from nothing for both. Two games win the
rubber. The sheet is rebuilt by replaying the hands; only the cut for the first deal is saved with it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.engine.cards import SUITS, Card
from game.engine.cut_sheet import SheetWithCut, drawn_cards
from game.engine.deal import shuffled
from game.engine.seats import SEATS, SIDES, Seat, other_side

if TYPE_CHECKING:  # a type only: the rules import nothing of the rubber either
    from .rules import BridgeResult

from .scoring import (
    GAME_POINTS,
    SIDE_NAMES,
    UNFINISHED_GAME_BONUS,
    UNFINISHED_PART_SCORE_BONUS,
    back_score_hundreds,
    rubber_bonus,
)

GAMES_TO_WIN = 2


@dataclass(frozen=True)
class SheetEntry:
    """One figure on the score sheet: which hand made it (0: none, e.g. an unfinished-rubber bonus),
    the side's column, above or below the line, and for entries below the line, the game (0, 1, 2)."""

    hand: int
    side: str
    line: str  # "above" or "below"
    kind: str
    points: int
    label: str
    game: int


@dataclass(frozen=True)
class GameWon:
    number: int  # 0 for the first game of the rubber
    side: str
    hand: int  # the hand that made it


@dataclass(frozen=True)
class Cut:
    """The draw for the first deal: each player's card; the highest deals (suits break a tie in rank)."""

    cards: tuple  # (Card of N, E, S, W)

    @property
    def dealer(self) -> Seat:
        return max(SEATS, key=lambda s: cut_strength(self.cards[s]))

    def text(self) -> str:
        drawn = ", ".join(f"{s.full_name} the {self.cards[s].name}" for s in SEATS)
        return f"Cut for the deal: {drawn}. {self.dealer.full_name} drew the highest card and deals first."

    def to_json(self) -> dict:
        return {s.name: self.cards[s].text for s in SEATS}

    @classmethod
    def from_json(cls, data) -> Cut:
        if not isinstance(data, dict):
            raise ValueError("the cut for the deal is not a list of cards by seat")
        drawn = drawn_cards(data, "the cut for the deal")
        if len(set(drawn)) != 4:
            raise ValueError("the cut for the deal gives the same card twice")
        return cls(drawn)


def cut_strength(c: Card) -> tuple[int, int]:
    """Rank first (ace high, two low), then the suit (spades high, clubs low) to break a tie."""
    return (-"AKQJT98765432".index(c.rank), -SUITS.index(c.suit))


def draw_cut(deck, rng) -> Cut:
    """Each player draws a card from a shuffled pack."""
    return Cut(tuple(shuffled(deck, rng)[:4]))


class RubberSheet(SheetWithCut[Cut]):
    """The score sheet of one rubber (saved: the cut; the rest comes back with the hands)."""

    cut_class = Cut
    sheet_words = "the rubber's score sheet"

    def __init__(self, cut: Cut | None = None) -> None:
        super().__init__(cut)
        self.entries: list[SheetEntry] = []
        self.games: list[GameWon] = []
        self.unfinished = False  # ended before a side won two games

    # -- the state of the rubber -------------------------------------------------------------------
    @property
    def game_number(self) -> int:
        """The game being played now (0, 1 or 2); after the end, the number of games played."""
        return len(self.games)

    def games_won(self, side: str) -> int:
        return sum(1 for g in self.games if g.side == side)

    @property
    def over(self) -> bool:
        return self.unfinished or any(self.games_won(side) >= GAMES_TO_WIN for side in SIDES)

    def vulnerable(self) -> dict[str, bool]:
        """A side that has won a game is vulnerable."""
        return {side: self.games_won(side) > 0 for side in SIDES}

    def part_score(self, side: str) -> int:
        """What ``side`` has below the line in the game being played."""
        return sum(e.points for e in self.entries
                   if e.side == side and e.line == "below" and e.game == self.game_number)

    def above(self, side: str) -> list[SheetEntry]:
        return [e for e in self.entries if e.side == side and e.line == "above"]

    def below(self, side: str, game: int) -> list[SheetEntry]:
        return [e for e in self.entries if e.side == side and e.line == "below" and e.game == game]

    def totals(self) -> dict[str, int]:
        """Everything each side scored, above and below the line (the rubber total)."""
        return {side: sum(e.points for e in self.entries if e.side == side) for side in SIDES}

    @property
    def winner(self) -> str | None:
        """Once the rubber is over: the side with the higher total (None if equal or not over)."""
        if not self.over:
            return None
        totals = self.totals()
        if totals["NS"] == totals["EW"]:
            return None
        return "NS" if totals["NS"] > totals["EW"] else "EW"

    def back_score(self) -> dict[str, int]:
        """Each side's standing in hundreds: the difference of the totals, an odd fifty or more counting
        as a hundred; the winners are plus, the losers minus by the same amount."""
        totals = self.totals()
        ns = back_score_hundreds(totals["NS"] - totals["EW"])
        return {"NS": ns, "EW": -ns}

    def context(self) -> dict:
        """What a new hand of the rubber is told: vulnerability, games and part-scores."""
        return {
            "vulnerable": self.vulnerable(),
            "games": {side: self.games_won(side) for side in SIDES},
            "part_scores": {side: self.part_score(side) for side in SIDES},
        }

    # -- adding hands ------------------------------------------------------------------------------
    def add_hand(self, number: int, result: BridgeResult) -> list[SheetEntry]:
        """Write hand ``number``'s result on the sheet; return the rubber bonus if it ends the rubber."""
        if self.over:
            raise RuntimeError("the rubber is over")
        if result.passed_out:
            return []
        game = self.game_number
        for side in SIDES:
            for line, entries in (("below", result.below[side]), ("above", result.above[side])):
                for e in entries:
                    self.entries.append(SheetEntry(number, side, line, e.kind, e.points, e.label, game))
        for side in SIDES:  # only the declarers score below the line, so at most one side makes game
            if self.part_score(side) >= GAME_POINTS:
                self.games.append(GameWon(game, side, number))
                break
        winner = next((side for side in SIDES if self.games_won(side) >= GAMES_TO_WIN), None)
        if winner is None:
            return []
        loser_games = self.games_won(other_side(winner))
        bonus = SheetEntry(number, winner, "above", "rubber", rubber_bonus(loser_games),
                           f"Rubber won {GAMES_TO_WIN} games to {loser_games}", game)
        self.entries.append(bonus)
        return [bonus]

    def end_unfinished(self, number: int = 0) -> list[SheetEntry]:
        """End the rubber before its end: 300 to the only side with a game, 100 to the only side with a
        part-score in the game being played."""
        if self.over:
            raise RuntimeError("the rubber is over")
        bonuses = []
        with_game = [side for side in SIDES if self.games_won(side) > 0]
        if len(with_game) == 1:
            bonuses.append(SheetEntry(number, with_game[0], "above", "unfinished", UNFINISHED_GAME_BONUS,
                                      "Unfinished rubber: one game", self.game_number))
        with_part = [side for side in SIDES if self.part_score(side) > 0]
        if len(with_part) == 1:
            bonuses.append(SheetEntry(number, with_part[0], "above", "unfinished", UNFINISHED_PART_SCORE_BONUS,
                                      "Unfinished game: part-score", self.game_number))
        self.entries.extend(bonuses)
        self.unfinished = True
        return bonuses

    # -- words and records -------------------------------------------------------------------------
    def lines(self) -> list[str]:
        """The sheet in words: games, totals and, at the end, the result and the back score."""
        out = [self.cut.text()] if self.cut else []
        for g in self.games:
            out.append(f"Game {g.number + 1} to {SIDE_NAMES[g.side]} (hand {g.hand}).")
        totals = self.totals()
        out.append(f"Totals: North-South {totals['NS']}, East-West {totals['EW']}.")
        if self.over:
            winner = self.winner
            if winner is None:
                out.append("The rubber is drawn: both sides have the same total.")
            else:
                back = self.back_score()[winner]
                out.append(f"{SIDE_NAMES[winner]} win the rubber by {abs(totals['NS'] - totals['EW'])} points: "
                           f"{back:+d} on the back score.")
        return out
