"""Undo and Redo at the table (Game > Undo, Ctrl+Z; Game > Redo, Ctrl+Y), on the hand's action record.

One press of Undo takes back one human decision (a call, an announce, a card, the cards passed) and every
computer action made after it: the hand is replayed from its deal up to just before that decision
(``HandState.replayed``). What was taken back is kept, with the computers' reasons, so that Redo plays exactly
those actions again, one human decision a press. Any new action ends what can be redone. Undo goes back as far
as the deal of the hand in progress, never into a hand already scored: the match has written its score (and the
score file and History may hold it). No pygame here: the session holds an ``UndoHistory`` and the scene only
calls it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

NOTHING_TO_UNDO = "Nothing to take back: no call or card of yours has been made in this hand since the deal."
HAND_OVER = ("The hand is over and scored: Undo takes back calls and cards only while a hand is being played. "
             "You can play it again with Practice > Replay bidding or Replay cards.")
NOTHING_TO_REDO = "Nothing to redo: Redo plays again what Undo took back, until a new call or card is made."


def actors(hand) -> list:
    """The seat that made each of ``hand``'s actions, in order (the seat to act before it), found by playing the
    record again from the deal: the hand itself is left alone."""
    replay = hand.replayed(0)
    seats = []
    for action in hand.actions:
        seats.append(replay.to_act)
        replay.apply(action)
    return seats


@dataclass
class UndoHistory:
    """The actions taken back from one hand, for Redo: a list of steps, the newest last; each step is a human
    decision and the computer actions after it, as ``(action, reasons)`` pairs (reasons None for a human's)."""

    hand: object = None  # the hand the steps belong to: another hand (a new deal, a replay, a load) ends them
    steps: list = field(default_factory=list)
    _actors: tuple = (None, 0, [])  # (hand, number of actions, seats): who made each action, found once

    def actors(self, hand) -> list:
        cached_hand, count, seats = self._actors
        if cached_hand is not hand or count != len(hand.actions):
            seats = actors(hand)
            self._actors = (hand, len(hand.actions), seats)
        return seats

    def undo_point(self, hand, is_human) -> int | None:
        """The index of the last action made by a human seat (``is_human(seat)``), or None."""
        for index, seat in reversed(list(enumerate(self.actors(hand)))):
            if is_human(seat):
                return index
        return None

    def why_no_undo(self, match, is_human) -> str | None:
        hand = match.current
        if hand.done or match.current_scored:
            return HAND_OVER
        if self.undo_point(hand, is_human) is None:
            return NOTHING_TO_UNDO
        return None

    def undo(self, match, reasons: dict, is_human) -> dict:
        """Take back the last human decision of ``match``'s hand and the computer actions after it; the reasons
        left (those of the actions before it). ValueError with the reason when there is nothing to take back."""
        why = self.why_no_undo(match, is_human)
        if why:
            raise ValueError(why)
        hand = match.current
        point = self.undo_point(hand, is_human)
        taken = [(action, reasons.get(index)) for index, action in enumerate(hand.actions) if index >= point]
        steps = self.steps if self.hand is hand else []
        match.current = hand.replayed(point)
        self.hand, self.steps = match.current, [*steps, taken]
        return {index: why for index, why in reasons.items() if index < point}

    def can_redo(self, match) -> bool:
        return bool(self.steps) and self.hand is match.current and not match.current.done

    def redo(self, match, reasons: dict) -> list:
        """Play again the step Undo took back last (``reasons`` gets the computers' reasons back); the events.
        ValueError when there is nothing to redo."""
        if not self.can_redo(match):
            raise ValueError(NOTHING_TO_REDO)
        events = []
        for action, why in self.steps.pop():
            if why is not None:
                reasons[len(match.current.actions)] = why
            events += match.apply(action)
        return events

    def forget(self) -> None:
        """A new action was made: what was taken back cannot be redone any more."""
        self.hand, self.steps = None, []
