"""A guided hand: a fixed deal played by a script, with a commentary that walks a new player through it.

A game offers one by setting ``GameInfo.guided_hand`` (see game.variants.belote_bridgee.guided). The table (game.ui)
deals ``cards``, plays the computers' scripted ``actions`` and shows the ``steps`` one after the other: each says
something, may point at a thing on the table (``target``), and waits for what it asks — the player's move
(``action``), a click or the mouse over its target, the end of a trick, or the bubble's own button. The engine still
decides what is legal; :meth:`GuidedHand.problems` replays the whole script through it.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from .rng import computer_seed
from .seats import Seat

# What ends a step that asks for no move of the player's.
UNTIL = ("next", "click", "hover", "go on", "end")


@dataclass(frozen=True)
class GuideStep:
    at: int  # shown once this many actions of the script have been made (and shown)
    text: str  # the commentary, in full sentences
    target: str | None = None  # what the bubble points at: "hint_button", "medal", "card:7C", "call:N", ...
    action: str | None = None  # the player's move this step asks for, in the engine's notation
    until: str = "next"  # without an action: "next" (the bubble's button), "click" or "hover" (on the target),
    #                       "go on" (the end of the trick or of the auction), "end" (the hand is over: Close)
    wrong: str = ""  # with an action: why another move is not the one asked for now (added to the refusal)


@dataclass(frozen=True)
class GuidedHand:
    title: str  # the menu's and the bubble's title: "Guided first hand"
    player: Seat  # the seat of the person being guided
    dealer: Seat
    cards: dict  # seat -> the cards dealt, in notation
    actions: tuple[str, ...]  # every call, announce and card of the hand, in order
    steps: tuple[GuideStep, ...]
    reasons: dict = field(default_factory=dict)  # action index -> the computer's reasons for that scripted move
    options: dict = field(default_factory=dict)  # rule options that differ from the defaults
    points: dict = field(default_factory=dict)  # the result the script reaches: {"NS": 270, "EW": 30}
    seed: int = 1  # the table's seed: the hint's expert is computer_seed(seed, player), and advises what the steps say

    def hint_seed(self) -> int:
        return computer_seed(self.seed, self.player)

    def hand_options(self, variant):
        return replace(variant.default_options(), **self.options)

    def new_hand(self, variant):
        return variant.new_hand(self.hand_options(variant), dealer=self.dealer,
                                cards={seat: list(cards) for seat, cards in self.cards.items()})

    def steps_at(self, index: int) -> list[GuideStep]:
        return [step for step in self.steps if step.at == index]

    def problems(self, variant) -> list[str]:
        """What is wrong with the script, in words (nothing: the list is empty): every action legal in turn, each of
        the player's moves asked for by the last step before it, every step's action the script's, the result."""
        found = []
        hand = self.new_hand(variant)
        for index, text in enumerate(self.actions):
            asked = [step.action for step in self.steps_at(index) if step.action is not None]
            if hand.to_act == self.player and asked[-1:] != [text]:
                found.append(f"action {index} ({text}) is the player's but no step asks for it")
            if hand.to_act != self.player and asked:
                found.append(f"step at {index} asks for {asked} but the move is a computer's")
            try:
                hand.apply(text)
            except Exception as exc:  # IllegalAction or a notation the game does not know
                found.append(f"action {index} ({text}) is refused: {exc}")
                return found
        if not hand.done:
            found.append("the script ends before the hand does")
        elif self.points and dict(hand.result().points) != self.points:
            found.append(f"the script scores {dict(hand.result().points)}, not {self.points}")
        for step in self.steps:
            if step.action is None and step.until not in UNTIL:
                found.append(f"step at {step.at} waits for {step.until!r}, which is not one of {UNTIL}")
            if step.at > len(self.actions):
                found.append(f"step at {step.at} comes after the last action")
        return found
