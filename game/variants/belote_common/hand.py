"""What the hands of the belote family share: the short path for cards, the cached result, cloning."""

from __future__ import annotations

from game.engine.cards import Card
from game.engine.hand import HandState
from game.engine.result import HandResult


class BeloteFamilyHand(HandState):
    """Base of 32 Card Bridge's and Belote's hands. A subclass gives ``_play``, ``score()``, and
    ``passed_out_line`` and ``_contract_made`` (falsy: everybody passed), and copies its own containers
    in ``_clone_more``."""

    passed_out_line = ""
    _result: HandResult | None = None

    def apply(self, action) -> list:
        if action.__class__ is Card:  # the common case, kept short: searches and benchmarks live on it
            legal = self._legal if self._legal is not None else self.legal_actions()
            if action in legal:
                self._legal = None
                self.actions.append(action)
                return self._play(action)
        return super().apply(action)

    def result(self) -> HandResult:
        if self.phase != "done":
            raise RuntimeError("the hand is not finished")
        if self._result is None:  # a finished hand never changes
            if not self._contract_made():
                self._result = HandResult(points={"NS": 0, "EW": 0}, entries={"NS": [], "EW": []},
                                          lines=[self.passed_out_line], passed_out=True)
            else:
                self._result = self.score()
        return self._result

    def _contract_made(self) -> bool:
        raise NotImplementedError

    def score(self) -> HandResult:
        raise NotImplementedError

    def clone(self):
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__)
        new.actions = self.actions[:]
        new.hands = [h[:] for h in self.hands]
        new.auction = self.auction[:]
        new.trick = self.trick[:]
        new.tricks = self.tricks[:]
        new.points = dict(self.points)
        new.tricks_won = dict(self.tricks_won)
        new._legal = None
        self._clone_more(new)
        return new

    def _clone_more(self, new) -> None:
        """Copy the game's own mutable containers into ``new``."""
