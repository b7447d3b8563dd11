"""One profile's statistics of one game, read from the profile's history (each profile keeps its own
``history.sqlite3``): games and hands played and won, the contracts of the player's side in the game's own words
(its ``RecordTerms``), points a hand, the best hand, the longest winning run, the record against each computer
skill, the score race of a game and the win rate over time. "You" are the people at the table: the side of the
first human seat (South, then North, West, East); a game the computers played alone is left out.

Statistics > Reset does not delete anything: it records a reset point (History.reset_statistics), and the
statistics count the games recorded after it, while History keeps every game."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engine.seats import Seat
from game.engine.wording import RecordTerms
from game.variants import GAMES

from .history import History
from .settings import HUMAN

PLAYER_SEATS = ("S", "N", "W", "E")  # where "you" sit: the first human seat in this order
SKILL_NAMES = {"novice": "Novice", "advanced": "Advanced", "expert": "Expert"}
MIXED, PEOPLE = "mixed", "people"  # opponents of several skills; a person among the opponents (hotseat)
AGAINST_ORDER = (*SKILL_NAMES, MIXED, PEOPLE)


@dataclass(frozen=True)
class Race:
    """The score race of one game: each side's (or, where players score alone, each player's) totals after each
    hand, the target (None: no target, as in a rubber) and the side of the people at the table."""

    sides: tuple[str, ...]
    labels: dict[str, str]  # side -> the names of its players, "Ada & Nora"
    totals: list[dict[str, int]]  # after hand 1, 2, ...
    target: int | None
    yours: str | None
    finished: str | None = None  # when the game ended ("YYYY-mm-dd HH:MM:SS"); None: the game in progress


@dataclass(frozen=True)
class HandPlayed:
    number: int
    points: int  # your side's
    won: bool  # your side scored more than every other side in this hand
    declared: bool  # your side declared (took the bid, the trumps)
    made: bool | None  # and made it; None: nobody of your side declared, or an older history did not say


@dataclass(frozen=True)
class GamePlayed:
    id: int
    finished: str
    won: bool
    against: str  # a key of SKILL_NAMES, MIXED or PEOPLE
    hands: list[HandPlayed]
    race: Race
    alone: bool  # you scored alone (Scotch Whist without partnership scoring), not with a partner


@dataclass
class PlayerStatistics:
    """What the Statistics screen shows of one game; ``games`` oldest first."""

    variant_id: str
    terms: RecordTerms
    games: list[GamePlayed] = field(default_factory=list)
    watched: int = 0  # games without a person at the table, left out
    reset: str | None = None  # when the statistics were last reset
    problems: list[str] = field(default_factory=list)  # what was found wrong in the history (it was set aside)
    busy: bool = False  # another copy of the program holds the history: nothing could be read
    unreadable: int = 0  # damaged records left out

    @property
    def alone(self) -> bool:
        """Whether you scored alone in every game counted (else with a partner, as a side)."""
        return bool(self.games) and all(game.alone for game in self.games)

    @property
    def hands(self) -> list[HandPlayed]:
        return [hand for game in self.games for hand in game.hands]

    @property
    def games_won(self) -> int:
        return sum(game.won for game in self.games)

    @property
    def hands_won(self) -> int:
        return sum(hand.won for hand in self.hands)

    def contracts(self) -> tuple[int, int, int]:
        """(taken, made, set) by your side; a contract an older history did not judge is in none of the last two."""
        declared = [hand for hand in self.hands if hand.declared]
        made = sum(hand.made is True for hand in declared)
        return len(declared), made, sum(hand.made is False for hand in declared)

    @property
    def average_points(self) -> float:
        hands = self.hands
        return sum(hand.points for hand in hands) / len(hands) if hands else 0.0

    def best_hand(self) -> tuple[int, GamePlayed, HandPlayed] | None:
        """(points, its game, the hand) of your side's best hand; the earliest of equals."""
        best = None
        for game in self.games:
            for hand in game.hands:
                if best is None or hand.points > best[0]:
                    best = (hand.points, game, hand)
        return best

    @property
    def longest_run(self) -> int:
        """The most games won in a row."""
        longest = run = 0
        for game in self.games:
            run = run + 1 if game.won else 0
            longest = max(longest, run)
        return longest

    def against(self) -> list[tuple[str, int, int]]:
        """(opponents' key, games played, games won) for each kind of opponents met, Novice first."""
        record = {key: [0, 0] for key in AGAINST_ORDER}
        for game in self.games:
            record[game.against][0] += 1
            record[game.against][1] += game.won
        return [(key, played, won) for key, (played, won) in record.items() if played]

    def win_rates(self) -> list[float]:
        """Your running share of games won (0..1) after each game, oldest first."""
        rates, won = [], 0
        for count, game in enumerate(self.games, 1):
            won += game.won
            rates.append(won / count)
        return rates

    @property
    def last_race(self) -> Race | None:
        return self.games[-1].race if self.games else None


def player_statistics(variant_id: str, history: History | None = None) -> PlayerStatistics:
    """The statistics of the game ``variant_id`` in the history of the profile in use (or ``history``)."""
    history = history or History()
    stats = PlayerStatistics(variant_id, GAMES[variant_id].record_terms)
    history.judge_older_contracts(variant_id)
    after, stats.reset = history.reset_point(variant_id)
    games = [game for game in reversed(history.games(variant_id)) if game["id"] > after]
    hands = history.hands_of_games(variant_id, after)
    for game in games:
        played = _game_played(game, hands.get(game["id"], []))
        if played is None:
            stats.watched += 1
        else:
            stats.games.append(played)
    stats.problems, stats.busy, stats.unreadable = list(history.problems), history.busy, history.unreadable
    return stats


def reset_statistics(variant_id: str, history: History | None = None) -> None:
    """Statistics > Reset for the profile in use (see History.reset_statistics); StorageError if it failed."""
    (history or History()).reset_statistics(variant_id)


def race_of_match(match, players: dict, names: dict) -> Race:
    """The score race of a game in progress (a Match): ``players`` seat letter -> skill or "human", ``names`` seat
    letter -> the name shown at the seat."""
    by_side = match.variant.scores_by_side(match.options)
    seats = {seat.name: {"side": seat.side if by_side else seat.name, "skill": players.get(seat.name, ""),
                         "name": names.get(seat.name) or seat.full_name} for seat in Seat}
    return Race(tuple(match.scores), _labels(seats), [dict(summary.totals) for summary in match.history],
                match.target or None, _your_side(seats))


def _game_played(game: dict, hands: list[dict]) -> GamePlayed | None:
    seats = game["seats"]
    side = _your_side(seats)
    if side is None:
        return None
    race = Race(tuple(game["scores"]), _labels(seats), [hand["totals"] for hand in hands], game["target"] or None,
                side, game["finished"])
    return GamePlayed(game["id"], game["finished"], game["winner"] == side, _opponents(seats, side),
                      [_hand_played(hand, side, seats) for hand in hands], race, side in seats)


def _hand_played(hand: dict, side: str, seats: dict) -> HandPlayed:
    points = hand["points"]
    yours = int(points.get(side, 0))
    others = [value for key, value in points.items() if key != side]
    declarer = seats.get(hand["declarer"] or "", {})
    declared = declarer.get("side") == side
    return HandPlayed(hand["number"], yours, all(yours > value for value in others), declared,
                      hand["made"] if declared else None)


def _your_side(seats: dict) -> str | None:
    """The side of the first seat a person played (PLAYER_SEATS), or None: the computers played alone."""
    return next((seats[seat]["side"] for seat in PLAYER_SEATS if seats.get(seat, {}).get("skill") == HUMAN), None)


def _opponents(seats: dict, side: str) -> str:
    skills = {entry["skill"] for entry in seats.values() if entry["side"] != side}
    if HUMAN in skills:
        return PEOPLE
    known = skills & set(SKILL_NAMES)
    return known.pop() if len(known) == 1 and known == skills else MIXED


def _labels(seats: dict) -> dict[str, str]:
    names: dict[str, list[str]] = {}
    for seat in Seat:
        entry = seats.get(seat.name)
        if entry:
            names.setdefault(entry["side"], []).append(entry["name"])
    return {side: " & ".join(players) for side, players in names.items()}
