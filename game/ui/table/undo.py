"""Undo and Redo at the table: one human decision at a time, on the hand's action record.

Undo takes back the last action made at a human seat (a call, an announce, a card) together with every computer
action after it, by replaying the hand without them (``HandState.replayed``); the computers' reasons for the
actions kept stay. What was taken back waits for Redo, which plays exactly those actions again (the computers'
with their reasons), one human decision per press. Any other action, a new hand, a game loaded or resumed leaves
nothing to redo. A hand's last card may be taken back too, its score then taken out of the game, as long as that
score is in no file yet (the score file, the history). No pygame here: the scene wires the menu items and keys
and shows the hand as it now stands.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine import Seat

NOTHING_TO_UNDO = "Nothing to undo: no call or card of yours has been made in this hand yet"
NOTHING_TO_REDO = "Nothing to redo: Redo plays again what Undo took back, until a new call or card is made"
IN_SCORE_FILE = ("The hand is over and its score is already in the score file, so its cards cannot be taken back. "
                 "Practice > Replay cards plays this hand again")
IN_HISTORY = ("The game is over and has gone into the history, so its last hand cannot be taken back. Practice > "
              "Replay cards plays this hand again")
HAND_SCORED = ("The hand is over and its score counts in the game, so its cards cannot be taken back. Practice > "
               "Replay cards plays this hand again")


@dataclass
class TakenBack:
    """What one Undo took back: the actions from the human's decision on, and the computers' reasons for them (by
    position: None where none were kept)."""

    actions: list
    reasons: list


class UndoRedo:
    """The Redo list of one table, and who made each action of the hand (worked out once per position)."""

    def __init__(self) -> None:
        self.redo: list[TakenBack] = []  # the most recent Undo last
        self.redo_hand = None  # the hand the Redo list belongs to (any other hand: nothing to redo)
        self._actors: tuple = (None, -1, [])  # (hand, number of actions, the seat that made each)
        self.before_scoring: tuple = (None, 0)  # (hand, the match's run of hands passed out before its last action)

    def clear(self) -> None:
        self.redo, self.redo_hand = [], None

    def can_redo(self, hand) -> bool:
        return bool(self.redo) and hand is self.redo_hand

    def actors(self, hand) -> list[Seat]:
        """The seat that decided each of ``hand``'s actions (the declarer for the dummy's cards): the seat to act
        before it, found by playing the hand again from the deal."""
        known, count, seats = self._actors
        if known is hand and count == len(hand.actions):
            return seats
        again = hand.replayed(0)
        seats = []
        for action in hand.actions:
            seats.append(again.to_act)
            again.apply(action)
        self._actors = (hand, len(hand.actions), seats)
        return seats


def last_human_decision(actors: list[Seat], humans) -> int | None:
    """Where the last action made at a human seat stands in the hand's actions (None: there is none)."""
    for index in range(len(actors) - 1, -1, -1):
        if actors[index] in humans:
            return index
    return None
