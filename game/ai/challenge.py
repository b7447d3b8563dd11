"""The duplicate challenge: a set of numbered deals that you play in South, and that the Expert plays in your seat
with the same three computers around it, so that your score and its score on each deal can be compared.

How a challenge's deals are made (fixed forever, the same on every computer, see game.engine.deal):
- deal ``i`` (1 = the first) of challenge ``n`` is the numbered deal ``1 + seed_for("duplicate challenge", n, i)``
  modulo 99,999,999 (a Practice > Numbered hand shows the same cards), dealt by the dealer that goes with that
  number (``Variant.dealer_for_number``), as a single hand out of any game (nobody vulnerable at Bridge);
- the three other seats are computers at the challenge's skill (the Expert) whose seeds are those of a table whose
  seed is ``seed_for("duplicate challenge seats", n, i)`` modulo 2**31 (``game.engine.rng.computer_seed``): the same in
  your run and in the Expert's, so the only difference between the two runs is who plays South;
- a challenge of 10 deals is the first 10 deals of the same number's challenge of 20.

A deal's score is South's side's points minus the other side's for that hand alone (``Variant.single_hand_points``:
Bridge scores it as at duplicate); where each player scores alone (Scotch Whist's default), South's own points.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import cast

from game.engine.deal import MAX_DEAL_NUMBER
from game.engine.errors import excerpt
from game.engine.match import Match
from game.engine.options import OptionsError, options_from_json
from game.engine.records import hand_from_record, with_reasons
from game.engine.registry import registered
from game.engine.rng import computer_seed, seed_for
from game.engine.seats import SEATS, Seat

from .player import SKILLS, ComputerPlayer

YOUR_SEAT = Seat.S
DEFAULT_DEALS = 20
MAX_DEALS = 52
MAX_CHALLENGE = 999_999  # challenge numbers run from 1 to this
SEAT_SEEDS = 2 ** 31
EXPERT = "expert"


class ChallengeError(ValueError):
    """A challenge that cannot be played or read, with the reason in words."""


@dataclass(frozen=True)
class Challenge:
    """Which game, which challenge number, how many deals, under which rules options (their JSON), and the skill of
    the three computers around South."""

    variant_id: str
    number: int
    deals: int = DEFAULT_DEALS
    options: dict = field(default_factory=dict)
    others: str = EXPERT

    def __post_init__(self) -> None:
        if registered(self.variant_id) is None:
            raise ChallengeError(f"no game {excerpt(self.variant_id)} is known")
        for name, value, top in (("challenge number", self.number, MAX_CHALLENGE),
                                 ("number of deals", self.deals, MAX_DEALS)):
            if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= top:
                raise ChallengeError(f"the {name} is a whole number from 1 to {top:,}, not {excerpt(value)}")
        if self.others not in SKILLS:
            raise ChallengeError(f"{excerpt(self.others)} is not a skill of the computers")
        self.rules()  # the options can be used

    @property
    def variant(self):
        info = registered(self.variant_id)
        assert info is not None  # checked on making
        return info.variant

    def rules(self):
        """The rules options (ChallengeError if they cannot be used)."""
        try:
            return options_from_json(self.variant.options_class, self.options, strict=True)[0]
        except OptionsError as exc:
            raise ChallengeError(f"the rules options of the challenge cannot be used: {exc}") from None

    def deal_number(self, index: int) -> int:
        """The numbered deal of the challenge's deal ``index`` (1 = the first)."""
        return 1 + seed_for("duplicate challenge", self.number, index) % MAX_DEAL_NUMBER

    def table_seed(self, index: int) -> int:
        """The seed of the table (its computers') for deal ``index``."""
        return seed_for("duplicate challenge seats", self.number, index) % SEAT_SEEDS

    def dealer(self, index: int) -> Seat:
        return self.variant.dealer_for_number(self.deal_number(index))

    def new_match(self, index: int) -> Match:
        """Deal ``index`` as a single hand (its match holds only it)."""
        return Match(self.variant, self.rules(), first_dealer=self.dealer(index), seed=self.table_seed(index),
                     deal_number=self.deal_number(index))

    def indexes(self) -> range:
        return range(1, self.deals + 1)

    # -- records ----------------------------------------------------------------------------------------------------
    def to_json(self) -> dict:
        return {"variant": self.variant_id, "number": self.number, "deals": self.deals, "options": dict(self.options),
                "others": self.others}

    @classmethod
    def from_json(cls, data) -> Challenge:
        """ChallengeError if ``data`` is not a challenge this version can play."""
        if not isinstance(data, dict):
            raise ChallengeError("the challenge is not a JSON object")
        options = data.get("options", {})
        if not isinstance(options, dict):
            raise ChallengeError("the rules options of the challenge are not a JSON object")
        try:
            return cls(data.get("variant"), data.get("number"), data.get("deals"), options,  # type: ignore[arg-type]
                       data.get("others", EXPERT))
        except TypeError as exc:
            raise ChallengeError(f"the challenge cannot be read: {exc}") from None


def deal_score(variant, hand) -> int:
    """What a finished hand scores for South in a challenge (see the module's docstring)."""
    points = variant.single_hand_points(hand)
    if "NS" in points:
        return int(points["NS"] - points["EW"])
    return int(points[YOUR_SEAT.name])


def record_score(variant, record: dict) -> int:
    """``deal_score`` of a finished hand's record (RecordError if it cannot be replayed)."""
    return deal_score(variant, hand_from_record(record))


# -- the Expert's run ---------------------------------------------------------------------------------------------
def seat_skills(challenge: Challenge, south: str) -> dict[Seat, str]:
    return {seat: south if seat == YOUR_SEAT else challenge.others for seat in SEATS}


def play_deal(challenge: Challenge, index: int, south: str = EXPERT,
              make: Callable[[str, int], ComputerPlayer] | None = None) -> tuple[dict, int]:
    """Deal ``index`` played to its end with computers at every seat, ``south``'s skill in South: (the hand's
    record with the computers' reasons, its score)."""
    if make is None:
        make = _player_maker(challenge.variant_id)
    match = challenge.new_match(index)
    seed = challenge.table_seed(index)
    skills = seat_skills(challenge, south)
    players = {seat: make(skills[seat], computer_seed(seed, seat)) for seat in SEATS}
    reasons: dict[int, list[str]] = {}
    for _ in range(2000):
        hand = match.current
        if match.current_scored:
            return with_reasons(match.records[-1], reasons), deal_score(challenge.variant, hand)
        seat = hand.to_act
        decision = players[seat].decide(hand.view(seat))
        if decision.reasons:
            reasons[len(hand.actions)] = list(decision.reasons)
        match.apply(decision.action)
    raise RuntimeError(f"deal {index} of challenge {challenge.number} did not finish")


def _player_maker(variant_id: str) -> Callable[[str, int], ComputerPlayer]:
    info = registered(variant_id)
    assert info is not None
    cache: dict[tuple[str, int], ComputerPlayer] = {}

    def make(skill: str, seed: int) -> ComputerPlayer:
        found = cache.get((skill, seed))
        if found is None:  # the engine's GameInfo cannot name the AI's class (as arena.skill_player)
            found = cache[(skill, seed)] = cast(ComputerPlayer, info.computer_player(skill, seed))
        return found
    return make


def expert_run(challenge: Challenge, start: int = 1, south: str = EXPERT) -> Iterator[tuple[int, dict, int]]:
    """The Expert (or ``south``'s skill) in South, deal after deal from ``start``: (index, record, score) as each
    deal ends."""
    make = _player_maker(challenge.variant_id)
    for index in range(start, challenge.deals + 1):
        record, score = play_deal(challenge, index, south, make)
        yield index, record, score


# -- the results --------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class DealResult:
    index: int
    deal_number: int
    yours: int
    expert: int

    @property
    def difference(self) -> int:
        return self.yours - self.expert


def results(challenge: Challenge, yours: dict[int, int], expert: dict[int, int]) -> list[DealResult]:
    """The deals both runs finished, in order (index -> score of each run)."""
    return [DealResult(i, challenge.deal_number(i), yours[i], expert[i]) for i in challenge.indexes()
            if i in yours and i in expert]


# -- a challenge being played at the table ------------------------------------------------------------------------
@dataclass
class ChallengePlay:
    """Your run of a challenge: the deal being played (``index``), and each deal you finished: (its record with the
    computers' reasons, its score). ``key`` tells this challenge from any other (the history takes it once)."""

    challenge: Challenge
    key: str
    index: int = 1
    yours: dict[int, tuple[dict, int]] = field(default_factory=dict)

    @property
    def finished(self) -> bool:
        return all(i in self.yours for i in self.challenge.indexes())

    @property
    def last_deal(self) -> bool:
        return self.index == self.challenge.deals

    def to_json(self) -> dict:
        return {"challenge": self.challenge.to_json(), "key": self.key, "index": self.index,
                "yours": [{"index": i, "record": record, "score": score} for i, (record, score) in self.yours.items()]}

    @classmethod
    def from_json(cls, data) -> ChallengePlay:
        """ChallengeError if ``data`` is not a challenge in progress this version can go on with."""
        if not isinstance(data, dict):
            raise ChallengeError("the challenge in progress is not a JSON object")
        challenge = Challenge.from_json(data.get("challenge"))
        key, index, yours = data.get("key"), data.get("index"), data.get("yours")
        if not isinstance(key, str) or not isinstance(index, int) or index not in challenge.indexes() \
                or not isinstance(yours, list):
            raise ChallengeError("the challenge in progress is not complete")
        play = cls(challenge, key, index)
        for deal in yours:
            if not isinstance(deal, dict) or deal.get("index") not in challenge.indexes() \
                    or not isinstance(deal.get("record"), dict) or not isinstance(deal.get("score"), int):
                raise ChallengeError("a deal of the challenge in progress is not complete")
            play.yours[deal["index"]] = (deal["record"], deal["score"])
        return play

    def deals_for_history(self, expert: dict[int, tuple[dict, int]]) -> list[dict]:
        """The deals of both runs as the history keeps them (History.record_challenge)."""
        return [{"index": i, "deal": self.challenge.deal_number(i), "yours": self.yours[i][1],
                 "expert": expert[i][1], "your_hand": self.yours[i][0], "expert_hand": expert[i][0]}
                for i in self.challenge.indexes()]
