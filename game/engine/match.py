"""A match: hands until a side (or player) reaches the target score.

The match carries the dealer from hand to hand and, for games that cut instead of shuffling, the
pack. Every hand is kept as its record (with the cards as dealt), so a match saved to JSON and loaded
back replays to the same position, and the score sheets are built from ``history``.
"""

from __future__ import annotations

from dataclasses import dataclass

from .events import MatchScored
from .rng import StableRandom, seed_for
from .seats import Seat


@dataclass
class HandSummary:
    """One finished hand as the score sheet shows it. ``points``: what the hand added to the match scores (its
    own points plus any the game adds on that hand, e.g. a rubber bonus); ``totals``: the scores after it;
    ``made``: whether the declarer's side made its contract, by the game's rules (None: nobody declared)."""

    number: int
    dealer: Seat
    contract: str | None
    declarer: Seat | None
    points: dict
    totals: dict
    lines: list
    made: bool | None = None


class Match:
    def __init__(self, variant, options=None, first_dealer: Seat | None = None, seed: int = 1,
                 deal_number: int | None = None):
        self.variant = variant
        self.options = options or variant.default_options()
        self.seed = seed
        self.rng = StableRandom(seed_for("match", seed))
        self.scores: dict[str, int] = self._zero()
        self.history: list[HandSummary] = []
        self.records: list[dict] = []  # the finished hands' records
        self.passed_out_run = 0
        self.target = variant.target_score(self.options)
        self.winner: str | None = None
        self.current_scored = False
        self.ended_early = False
        self.state = variant.new_match_state(self.options)  # the game's own sheet (Bridge's rubber), or None
        dealer = first_dealer if first_dealer is not None else variant.first_dealer(self)
        if deal_number is not None:
            self.current = variant.new_hand(self.options, dealer=dealer, deal_number=deal_number,
                                            context=self._context())
        else:
            cards = variant.deal_pack(variant.first_pack(self), dealer, self.options, rng=self.rng)
            self.current = variant.new_hand(self.options, dealer=dealer, cards=cards,
                                            context=self._context())

    def _zero(self) -> dict[str, int]:
        return {key: 0 for key in self.variant.score_keys(self.options)}

    def _context(self) -> dict:
        return {"scores": dict(self.scores), "target": self.target, "hand_number": len(self.history) + 1,
                **self.variant.match_context(self)}

    @property
    def over(self) -> bool:
        return self.winner is not None or self.ended_early or self.variant.match_over(self)

    def apply(self, action) -> list:
        """Play ``action`` in the hand in progress (IllegalAction, with its reason, if the rules refuse): the hand's
        events, and when the action ends the hand, the match scores it at once (``finish_hand``) and a MatchScored
        event with its summary follows. The one way a match is played: the table, the terminal and the tools."""
        hand = self.current
        events = hand.apply(action)
        if hand.done:
            events.append(MatchScored(hand.result(), self.finish_hand()))
        return events

    def score_saved_hand(self) -> None:
        """A match taken up from a save of an earlier version, written after a hand's last card but before its
        score: score that hand now (this version scores a hand as its last card falls)."""
        if self.current.done and not self.current_scored:
            self.finish_hand()

    def finish_hand(self) -> HandSummary:
        """Score the current (finished) hand into the match; decide whether the match is over."""
        hand = self.current
        if not hand.done:
            raise RuntimeError("the hand is not finished")
        if self.current_scored:
            raise RuntimeError("the hand is already scored")
        result = hand.result()
        for key, pts in result.points.items():
            self.scores[key] += pts
        self.passed_out_run = self.passed_out_run + 1 if result.passed_out else 0
        points = dict(result.points)
        extra_points, extra_lines = self.variant.hand_finished(self, hand, result)
        for key, pts in extra_points.items():
            self.scores[key] += pts
            points[key] += pts
        summary = HandSummary(len(self.history) + 1, hand.dealer, result.contract, result.declarer,
                              points, dict(self.scores), list(result.lines) + list(extra_lines),
                              None if result.declarer is None else result.made)
        self.history.append(summary)
        self.records.append(hand.record())
        self.current_scored = True
        self.winner = self.decide_winner()
        return summary

    def decide_winner(self) -> str | None:
        """The side that reached the target first; if both did on the same hand, the higher total, or
        for a game whose ``variant.target_rise`` is set, a target that much higher and play on (a game
        may override ``variant.match_winner`` for its own tie rules); None: play on."""
        custom = getattr(self.variant, "match_winner", None)
        if custom is not None:
            return custom(self)
        reached = [k for k, v in self.scores.items() if v >= self.target]
        if not reached:
            return None
        rise = self.variant.target_rise(self.options)
        if rise and len(reached) > 1:  # e.g. Belote: both past the target on the same hand
            while all(v >= self.target for v in self.scores.values()):
                self.target += rise
            return None
        best = max(self.scores[k] for k in reached)
        leaders = [k for k in reached if self.scores[k] == best]
        return leaders[0] if len(leaders) == 1 else None

    def next_hand(self):
        """Deal the next hand (the dealer moves on; the pack is carried over or shuffled)."""
        if self.over:
            raise RuntimeError("the match is over")
        if not self.current.done:
            raise RuntimeError("the hand is not finished")
        if not self.current_scored:
            raise RuntimeError("finish_hand() first")
        last = self.current
        dealer = self.variant.next_dealer(last.dealer, self.options)
        pack = self.variant.next_pack(last, self)
        if pack is None:
            self.passed_out_run = 0  # a fresh shuffle starts the count of passed-out hands again
        cards = self.variant.deal_pack(pack, dealer, self.options, rng=self.rng)
        self.current = self.variant.new_hand(self.options, dealer=dealer, cards=cards,
                                             context=self._context())
        self.current_scored = False
        return self.current

    def end_early(self) -> tuple[dict, list[str]]:
        """Stop the match before its end (e.g. an unfinished rubber): a hand in progress is not scored
        (one finished but not yet scored is), the game adds what its rules give an unfinished match, and the
        side ahead wins. Returns those points and the lines that say why."""
        if self.over:
            raise RuntimeError("the match is over")
        if self.current.done and not self.current_scored:
            self.finish_hand()
            if self.over:
                return {}, []
        points, lines = self.variant.end_match_early(self)
        for key, pts in points.items():
            self.scores[key] += pts
        self.ended_early = True
        best = max(self.scores.values())
        leaders = [k for k, v in self.scores.items() if v == best]
        self.winner = leaders[0] if len(leaders) == 1 else None
        return points, lines

    def replay_last_hand(self):
        """Deal the cards of the last finished hand again, by its dealer, in place of the hand just dealt
        (before its first action); the rotation then goes on from that dealer."""
        if not self.records:
            raise RuntimeError("no hand has been played yet")
        if self.current_scored or self.current.actions:
            raise RuntimeError("a hand can only be replayed before the new hand starts")
        last = self.records[-1]
        deal = {"deal_number": last["deal_number"]} if "deal_number" in last else {"cards": last["cards"]}
        self.current = self.variant.new_hand(self.options, dealer=Seat.parse(last["dealer"]),
                                             context=self._context(), **deal)
        return self.current

    # -- records ---------------------------------------------------------------------------------
    def record(self) -> dict:
        """JSON-ready: the finished hands, the hand in progress, and the state of the deck's RNG."""
        rec = {
            "kind": "match",
            "variant": self.variant.id,
            "options": self.options.to_json(),
            "seed": self.seed,
            "rng_state": self.rng.state,
            "passed_out_run": self.passed_out_run,
            "hands": list(self.records),
            "current": None if self.current_scored else self.current.record(),
            "current_scored": self.current_scored,
        }
        if self.state is not None:
            rec["state"] = self.state.to_json()
        if self.ended_early:
            rec["ended_early"] = True
        return rec
