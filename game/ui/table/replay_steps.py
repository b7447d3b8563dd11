"""The steps of a finished hand for the replay viewer: the hand after each of its actions, who made it, the events it
brought and the computer's reasons for it, and the words that tell it. No pygame here: it is tested alone.

A hand is rebuilt from its record (records.hand_from_record), so a hand of the game on the table and a hand of a
game in the history are viewed the same way; each step is the state the engine gives after that many actions
(``hand.replayed(k)``), built when it is shown.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engine import Seat
from game.engine import events as kinds
from game.engine.actions import TrumpCall
from game.engine.cards import SUIT_NAMES
from game.engine.records import hand_from_record, reasons_of

from .words import SIDE_NAMES, card_text, contract_text, move_words

SEATS = (Seat.N, Seat.E, Seat.S, Seat.W)


@dataclass
class Step:
    """Action ``number`` of the hand (0: the deal): the action, its seat, the phase it was made in, its events and
    the reasons the computer gave for it (none for a person's move). The hand after it: ``ReplaySteps.state``."""

    number: int
    phase: str = ""
    seat: Seat | None = None
    action: object = None
    events: list = field(default_factory=list)
    reasons: list[str] = field(default_factory=list)

    @property
    def trick_won(self):
        """The TrickWon of this step (its action was the trick's last card), or None."""
        return next((event for event in self.events if isinstance(event, kinds.TrickWon)), None)


class ReplaySteps:
    """Every step of a finished hand, from the deal (step 0) to its last action."""

    def __init__(self, record: dict, reasons: dict[int, list[str]] | None = None):
        """``record``: a hand record (RecordError if it does not replay); ``reasons``: action index -> sentences (by
        default those the record keeps)."""
        self.final = hand_from_record(record)
        reasons = reasons_of(record) if reasons is None else reasons
        state = self.final.replayed(0)
        self.start_events = list(state.start_events)
        self.steps = [Step(0)]
        for index, action in enumerate(self.final.actions):
            seat, phase = state.to_act, state.phase
            events = state.apply(action)
            self.steps.append(Step(index + 1, phase, seat, action, events, list(reasons.get(index, ()))))
        self.variant = self.final.variant
        self._states: dict[int, object] = {}

    def state(self, number: int):
        """The hand after ``number`` actions (the engine's ``replayed``: a copy would share what a game changes in
        place); the last few asked for are kept."""
        if number not in self._states:
            if len(self._states) > 8:
                self._states.pop(next(iter(self._states)))
            self._states[number] = self.final.replayed(number)
        return self._states[number]

    def __len__(self) -> int:
        return len(self.steps)

    @property
    def last(self) -> int:
        return len(self.steps) - 1

    def cards_played_before(self, number: int) -> int:
        """How many cards of the play lie in tricks or on the table after ``number`` actions."""
        state = self.state(number)
        return sum(len(trick[1]) for trick in state.tricks) + len(state.trick)

    def trick_step(self, number: int, forward: bool) -> int:
        """The step one trick on from ``number`` (the next trick's end) or back (the previous trick's end, or the
        start of the play, or the deal)."""
        if forward:
            return next((step.number for step in self.steps[number + 1:] if step.trick_won is not None), self.last)
        ends = [step.number for step in self.steps[:number] if step.trick_won is not None]
        if ends:
            return ends[-1]
        start = self.play_start()
        return start if start < number else 0

    def play_start(self) -> int:
        """The step just before the first card of the play (the end of the auction, and of Pinochle's passing)."""
        return self.final.play_start

    # -- what the table shows at a step ------------------------------------------------------------------------
    def shown_trick(self, number: int) -> tuple[list, object]:
        """The cards on the table at step ``number`` ((seat, card) in the order played) and the TrickWon when that
        step ended the trick (its cards stay in view, the medal on the winner's)."""
        step = self.steps[number]
        won = step.trick_won
        if won is not None:
            return list(won.cards), won
        return list(self.state(number).trick), None

    @property
    def has_auction(self) -> bool:
        """The hand had calls (a game without bidding has none)."""
        return bool(self.final.view(Seat.S).public.auction)

    def turn_up_on_table(self, number: int):
        """The card turned up at the deal (Belote's taking) while it still lies on the table after step ``number``,
        or None."""
        card = next((event.card for event in self.start_events if isinstance(event, kinds.TurnUp)), None)
        state = self.state(number)
        if card is None or any(card in state.view(seat).hand for seat in SEATS):
            return None
        return card if not (state.tricks or state.trick) else None

    def auction(self, number: int) -> list[tuple[Seat, object]]:
        """The calls made so far, (seat, call) in order."""
        return list(self.state(number).view(Seat.S).public.auction)

    def tricks_won(self, number: int) -> dict[str, int]:
        """The tricks each side has taken after step ``number`` (by seat where the players score alone)."""
        state = self.state(number)
        by_side = self.variant.scores_by_side(state.options)
        counts = dict.fromkeys(("NS", "EW") if by_side else (seat.name for seat in SEATS), 0)
        for trick in state.tricks:
            winner = trick[2]
            counts[winner.side if by_side else winner.name] += 1
        return counts

    # -- words ---------------------------------------------------------------------------------------------------
    def caption(self, number: int) -> list[str]:
        """What step ``number`` is, in sentences: the move and what it brought (the medal's reason at a trick's end);
        the computer's reasons come apart (``Step.reasons``)."""
        step = self.steps[number]
        if number == 0:
            return [deal_words(self.state(0), self.start_events)]
        move = move_words(step.action, step.phase, step.seat)
        if step.phase == "play" and self.state(number - 1).playing_from(step.seat) != step.seat:  # Bridge's declarer
            move += " from the dummy"
        sentences = [f"{step.seat.full_name} {move}."]
        said = isinstance(step.action, TrumpCall) or any(isinstance(e, kinds.AuctionEnded) for e in step.events)
        events = [event for event in step.events if not (said and isinstance(event, kinds.TrumpSet))]  # once is enough
        sentences += [words for words in map(event_words, events) if words]
        return sentences


def deal_words(state, start_events) -> str:
    """The deal: who dealt, the card turned up, who speaks first."""
    words = f"{state.dealer.full_name} deals."
    for event in start_events:
        if isinstance(event, kinds.TurnUp):
            words += f" The {card_text(event.card)} is turned up."
    if state.to_act is not None:
        words += f" {state.to_act.full_name} {'speaks' if state.phase != 'play' else 'plays'} first."
    return words


def event_words(event) -> str:
    """An event of a step in a sentence, or "" for one the move's own words already say (the card played)."""
    if isinstance(event, kinds.TrickWon):
        return f"{event.winner.full_name} wins the trick: {sentence(event.reason)}"
    if isinstance(event, kinds.AuctionEnded):
        if event.contract is None:
            return "All four passed: no contract."
        return f"The contract is {contract_text(event.contract)} by {event.declarer.full_name}."
    if isinstance(event, kinds.TrumpSet) and event.suit in SUIT_NAMES:
        return f"{SUIT_NAMES[event.suit].capitalize()} are trumps."
    if isinstance(event, kinds.MeldShown):
        return f"{event.seat.full_name} shows {event.label} ({event.points})."
    if isinstance(event, kinds.BelotSaid):
        return f"{event.seat.full_name} says {event.word}!"
    if isinstance(event, (kinds.AnnouncesCompared, kinds.PassedOut, kinds.BidderSet)):
        return sentence(event.reason)
    if isinstance(event, kinds.DummyShown):
        return f"{event.seat.full_name} is the dummy: the cards go face up."
    if isinstance(event, kinds.CardsPassed):
        return f"{event.giver.full_name} gives {len(event.cards)} cards to {event.receiver.full_name}."
    if isinstance(event, kinds.MeldCounted):
        return f"{SIDE_NAMES.get(event.side, event.side)} meld {event.summary}."
    if isinstance(event, kinds.Dealt):
        return "The rest of the cards are dealt."
    return ""


def sentence(text: str) -> str:
    """``text`` with a capital and a full stop."""
    text = text.strip()
    if not text:
        return ""
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?" else text + "."
