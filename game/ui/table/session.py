"""The table's plain logic around a Match: who sits where (a human or a computer skill), the
table options, what the computers said about their moves, and the practice features (numbered hand,
replay and end of the bidding or the cards). No pygame here: it is tested alone.

The rules stay in the engine: ``apply`` hands the action to the hand and returns its events.
"""

from __future__ import annotations

import random
import re
import uuid
from dataclasses import asdict, dataclass, field, fields

from game import score_file
from game.ai.challenge import YOUR_SEAT, Challenge, ChallengeError, ChallengePlay, deal_score
from game.engine import Declaration, IllegalAction, RecordError, Seat
from game.engine.match import Match
from game.engine.records import match_from_record, reasons_of, with_reasons
from game.engine.rng import computer_seed
from game.storage.saves import GAME_KEY
from game.variants import VARIANTS

from .undo import (
    HAND_SCORED,
    IN_HISTORY,
    IN_SCORE_FILE,
    NOTHING_TO_REDO,
    NOTHING_TO_UNDO,
    TakenBack,
    UndoRedo,
    last_human_decision,
)

SEATS = (Seat.N, Seat.E, Seat.S, Seat.W)
SKILL_KINDS = ("novice", "advanced", "expert")
PLAYER_KINDS = ("human", *SKILL_KINDS)
DEFAULT_PLAYERS = {Seat.N: "expert", Seat.E: "expert", Seat.S: "human", Seat.W: "expert"}
HINT_SKILL = "expert"
SIDE_NAMES = {"NS": "North-South", "EW": "East-West"}
CHALLENGE_UNDO = "Undo is off in a duplicate challenge: the Expert takes nothing back either"


NAME_LENGTH = 16
PREF_NAME = re.compile(r"[a-z0-9_]{1,32}")  # a card back or felt id; the table falls back on the program's if unknown
TEXT_KINDS = ("score", "names", "calls", "notes")  # the four text colours: score box, seat names, bids, notes


def new_game_key() -> str:
    """A key of its own for a new game (kept in its autosave, not in Save As files: a loaded file is a game anew)."""
    return uuid.uuid4().hex


VALUE_KINDS = {bool: "yes or no (true or false)", int: "a whole number", str: "a text", dict: "a JSON object"}


def _label(name: str) -> str:
    return name.replace("_", " ").capitalize()


def is_rgb(value) -> bool:
    return (isinstance(value, list) and len(value) == 3
            and all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 255 for v in value))


@dataclass
class TablePrefs:
    """Options > End of turn, Game speed, Confirm, Status bar, Animate cards, See trick winner, and
    Practice > Play without help."""

    end_of_turn: str = "click"  # "click": wait for a right click / key; "wait": wait ``wait_seconds``
    wait_seconds: int = 2
    game_speed: int = 3  # 1 (slow) .. 5 (fast): the pause before a computer's move
    confirm: bool = True
    status_bar: bool = True
    animate_cards: bool = True
    see_trick_winner: bool = True
    without_help: bool = False
    guided_offered: bool = False  # the game's guided first hand was offered at its table's first start
    border: str = "mahogany"  # Belote's F10: the colour of the frame around the felt (paint.BORDER_COLOURS)
    verify_cards: bool = True  # Scotch Whist (Yes in its manual): a clicked card waits for Play it / Take back
    pause_tricks: bool = True  # Scotch Whist: the trick stays with a box naming its winner until OK
    response_box: str = "overlay"  # Scotch Whist: those boxes over the hand, or "offset" right of it
    # Pinochle's table options (PinochleOptionsDialog): names shown at the seats, a new game at start-up instead of
    # the autosave, a double click to play a card, a click anywhere at the end of a hand for the score, the card
    # back and felt of this table ("" = the program's), and the four text colours ({kind: [r, g, b]}).
    player_names: dict = field(default_factory=dict)
    new_game_at_start: bool = False
    double_click_play: bool = False
    click_to_score: bool = False
    card_back: str = ""
    felt: str = ""
    text_colours: dict = field(default_factory=dict)
    # Pinochle: the "Other" felt colour chosen in the colour box ([r, g, b]; used when ``felt`` is "other"), the
    # Begin bid button after each deal, and File > Windows 95 Mode
    felt_rgb: list = field(default_factory=list)
    show_begin_bid: bool = False
    windows95: bool = False

    def to_json(self) -> dict:
        return asdict(self)

    @classmethod
    def from_json(cls, data) -> TablePrefs:
        """Known fields of the right type are taken; anything else keeps its default."""
        return cls.checked(data)[0]

    @classmethod
    def checked(cls, data) -> tuple[TablePrefs, list[str]]:
        """The preferences in ``data`` and what was wrong in them, in words (each wrong value keeps its default or
        is brought into its range); an unknown name is not a problem (another version's)."""
        prefs, problems = cls(), []
        if not isinstance(data, dict):
            return prefs, ["the preferences are not a JSON object"]
        for f in fields(cls):
            value = data.get(f.name)
            default = getattr(prefs, f.name)
            if value is not None and type(value) is type(default):
                setattr(prefs, f.name, value)
            elif f.name in data:
                problems.append(f"{_label(f.name)}: {value!r:.40} is not {VALUE_KINDS[type(default)]}")
        checks = {"end_of_turn": lambda v: v if v in ("click", "wait") else "click",
                  "response_box": lambda v: v if v in ("overlay", "offset") else "overlay",
                  "wait_seconds": lambda v: min(9, max(1, v)),
                  "game_speed": lambda v: min(5, max(1, v)),
                  "player_names": lambda v: {seat: name.strip()[:NAME_LENGTH] for seat, name in v.items()
                                             if seat in ("N", "E", "S", "W") and isinstance(name, str)
                                             and name.strip()},
                  "card_back": lambda v: v if PREF_NAME.fullmatch(v) else "",
                  "felt": lambda v: v if PREF_NAME.fullmatch(v) else "",
                  "felt_rgb": lambda v: v if is_rgb(v) else [],
                  "text_colours": lambda v: {kind: list(rgb) for kind, rgb in v.items()
                                             if kind in TEXT_KINDS and is_rgb(rgb)}}
        for name, check in checks.items():
            value = getattr(prefs, name)
            good = check(value)
            if good != value:
                problems.append(f"{_label(name)}: {value!r:.40} was changed to {good!r:.40}")
                setattr(prefs, name, good)
        return prefs, problems

    @property
    def computer_pause(self) -> float:
        """Seconds a computer's move waits at least (its thinking time counts)."""
        return (1.2, 0.8, 0.5, 0.25, 0.0)[self.game_speed - 1]


def players_from_names(mapping, human_seats=SEATS) -> dict[Seat, str]:
    """``{"N": "expert", ...}`` (as storage keeps it) -> {Seat: kind}; bad entries keep the default, and so does a
    human at a seat outside ``human_seats`` (the game's ``Variant.human_seats``)."""
    players = dict(DEFAULT_PLAYERS)
    if isinstance(mapping, dict):
        for key, kind in mapping.items():
            try:
                seat = Seat.parse(key)
            except ValueError:
                continue
            if kind in PLAYER_KINDS and (kind != "human" or seat in human_seats):
                players[seat] = kind
    return players


def players_to_names(players: dict[Seat, str]) -> dict[str, str]:
    return {seat.name: players[seat] for seat in SEATS}


def complete_deal(deck, chosen: dict, rng, share: int | None = None) -> dict:
    """Each seat's chosen cards, topped up to an equal share with the cards nobody chose, shuffled. With a
    smaller ``share`` (Belote's first five cards) the cards left over are the ``"stock"``."""
    share = share or len(deck) // len(SEATS)
    taken = {card for cards in chosen.values() for card in cards}
    rest = [card for card in deck if card not in taken]
    rng.shuffle(rest)
    cards = {}
    for seat in SEATS:
        mine = list(chosen.get(seat, []))[:share]
        while len(mine) < share and rest:
            mine.append(rest.pop())
        cards[seat] = mine
    if share < len(deck) // len(SEATS):
        taken = {card for mine in cards.values() for card in mine}
        cards["stock"] = [card for card in deck if card not in taken]
        rng.shuffle(cards["stock"])
    return cards


def parameters_text(parameters: dict[str, object]) -> str:
    """``TP 34 TR 3 V 1 Flat N``: the way the table prints them."""
    return " ".join(f"{key} {value}" for key, value in parameters.items())


class Reasons(list):
    """A computer's reasons for one move (its sentences, in its own voice), with the figures of its search behind
    them (``details``: shown only behind the reasons box's Details button). The sentences are kept with the hand's
    record (records.with_reasons: the autosave, saved games and the history hold them); the details only while the
    hand is on the table."""

    def __init__(self, reasons=(), details=()) -> None:
        super().__init__(reasons)
        self.details: list[str] = list(details)


class TableSession:
    """One game at the table: a Match, the players, and the computers' reasons per action."""

    remote = False  # a network game's session (game.net.remote.RemoteSession) says True: the host drives

    def __init__(self, variant_id: str = "belote_bridgee", options=None, players: dict | None = None,
                 seed: int = 1, deal_number: int | None = None, practice: bool = False):
        self.variant = VARIANTS[variant_id]
        self.options = options or self.variant.default_options()
        self.players = dict(DEFAULT_PLAYERS if players is None else players)
        self.seed = seed
        self.practice = practice  # a numbered hand: one hand, not a game
        self.reasons: dict[int, Reasons] = {}  # action index in the hand -> the computer's reasons
        self.auto_until: str | None = None  # "play": End bidding; "done": End cards
        self.game_aside: tuple | None = None  # (match, practice) kept while one of its finished hands is replayed
        self.undo_off: str | None = None  # why Undo and Redo are off in this game (a duplicate challenge's reason)
        self.undo_redo = UndoRedo()
        self.challenge: ChallengePlay | None = None  # a duplicate challenge being played (game.ai.challenge)
        self.players_aside: dict | None = None  # the table's players, kept while the challenge seats its own
        self.match = self._new_match(deal_number)
        self.game_key = new_game_key()

    def _new_match(self, deal_number: int | None) -> Match:
        dealer = self.variant.dealer_for_number(deal_number) if deal_number is not None else None
        return Match(self.variant, self.options, first_dealer=dealer, seed=self.seed, deal_number=deal_number)

    # -- who plays -----------------------------------------------------------------------------
    @property
    def hand(self):
        return self.match.current

    @property
    def variant_id(self) -> str:
        return self.variant.id

    def kind(self, seat: Seat) -> str:
        return self.players[seat]

    def humans(self) -> list[Seat]:
        return [seat for seat in SEATS if self.players[seat] == "human"]

    def is_human(self, seat: Seat | None) -> bool:
        """A human decides for ``seat`` now (End bidding / End cards hand it to the computer)."""
        return seat is not None and self.players[seat] == "human" and not self._automated()

    def _automated(self) -> bool:
        if self.auto_until is None:
            return False
        if self.auto_until == "play" and self.hand.phase != "bidding":
            self.auto_until = None
            return False
        if self.hand.done:
            self.auto_until = None
            return False
        return True

    def skill_for(self, seat: Seat) -> str:
        kind = self.players[seat]
        return HINT_SKILL if kind == "human" else kind

    def player_seed(self, seat: Seat) -> int:
        return computer_seed(self.seed, seat)

    @property
    def to_act(self) -> Seat | None:
        return self.hand.to_act

    def human_to_act(self) -> Seat | None:
        seat = self.hand.to_act
        return seat if self.is_human(seat) else None

    def computer_to_act(self) -> Seat | None:
        seat = self.hand.to_act
        return seat if seat is not None and not self.is_human(seat) else None

    # -- actions -------------------------------------------------------------------------------
    def legal_actions(self) -> list:
        return self.hand.legal_actions()

    def view(self, seat: Seat):
        return self.hand.view(seat)

    def apply(self, action, reasons: list[str] | None = None, details: list[str] | None = None) -> list:
        """Play ``action`` for the seat to act; IllegalAction (with its reason) if the rules refuse. The action that
        ends the hand scores it in the match at once (``Match.apply``): its events end with a MatchScored, which
        carries the hand's summary."""
        if self.hand.done:
            raise IllegalAction("the hand is over")
        index = len(self.hand.actions)
        events = self._play(action)
        self.undo_redo.clear()  # a new decision: what Undo took back can no longer be redone
        if reasons:
            self.reasons[index] = Reasons(reasons, details or ())
        self._keep_reasons_if_scored()
        return events

    def _keep_reasons_if_scored(self) -> None:
        if self.match.current_scored:  # the hand is over: its record keeps the reasons (History's replay viewer)
            self.match.records[-1] = with_reasons(self.match.records[-1], self.reasons)
            self._note_challenge_deal()

    def _play(self, action) -> list:
        """The action in the match; what it was before, should the action end the hand and Undo take it back."""
        self.undo_redo.before_scoring = (self.hand, self.match.passed_out_run)
        return self.match.apply(action)

    # -- undo and redo (game.ui.table.undo) --------------------------------------------------------
    def why_no_undo(self) -> str | None:
        """None if Undo can take a decision back now, else why not (in words)."""
        if self.undo_off:
            return self.undo_off
        if self.match.current_scored:
            why = self._why_not_unscored()
            if why:
                return why
        return NOTHING_TO_UNDO if self._undo_point() is None else None

    def _why_not_unscored(self) -> str | None:
        """None if the scored hand's score can come out of the game cleanly: it is in no file yet."""
        if self.counts and score_file.offered(self.variant_id):
            return IN_SCORE_FILE
        if self.match.over and self.counts:
            return IN_HISTORY
        if self.match.ended_early or self.undo_redo.before_scoring[0] is not self.hand:
            return HAND_SCORED
        return None

    def _unscored_match(self, upto: int) -> Match:
        """The match as it was before its last hand was scored, that hand's first ``upto`` actions played: its
        record without that hand's score, played again (RecordError cannot come: every move was legal)."""
        record = self.match.record()
        hands = record["hands"]
        current = {**hands[-1], "actions": hands[-1]["actions"][:upto]}
        record.update(hands=hands[:-1], current=current, passed_out_run=self.undo_redo.before_scoring[1])
        return match_from_record(record)

    def _undo_point(self) -> int | None:
        return last_human_decision(self.undo_redo.actors(self.hand), set(self.humans()))

    def undo(self) -> None:
        """Take back the last decision made at a human seat (any human's, in hotseat) and every computer action
        after it; they wait for Redo. IllegalAction (with the reason) if there is nothing to take back."""
        why = self.why_no_undo()
        if why:
            raise IllegalAction(why)
        hand, upto = self.hand, self._undo_point()
        assert upto is not None  # why_no_undo said there is a decision to take back
        taken = TakenBack(hand.actions[upto:], [self.reasons.get(i) for i in range(upto, len(hand.actions))])
        waiting = self.undo_redo.redo if self.undo_redo.can_redo(hand) else []
        if self.match.current_scored:
            self.match = self._unscored_match(upto)
        else:
            self.match.current = hand.replayed(upto)
        self.reasons = {i: r for i, r in self.reasons.items() if i < upto}
        self.auto_until = None
        self.undo_redo.redo, self.undo_redo.redo_hand = [*waiting, taken], self.hand

    def why_no_redo(self) -> str | None:
        if self.undo_off:
            return self.undo_off
        return None if self.undo_redo.can_redo(self.hand) else NOTHING_TO_REDO

    def redo(self) -> list:
        """Play again what the last Undo took back (the computers' actions with their reasons); the events, as
        ``apply`` gives them. IllegalAction (with the reason) if there is nothing to redo."""
        why = self.why_no_redo()
        if why:
            raise IllegalAction(why)
        taken = self.undo_redo.redo.pop()
        events: list = []
        for action, reasons in zip(taken.actions, taken.reasons, strict=True):
            index = len(self.hand.actions)
            events += self._play(action)
            if reasons is not None:
                self.reasons[index] = reasons
        self._keep_reasons_if_scored()
        return events

    def announces_open(self, seat: Seat) -> list[str]:
        """The announce kinds ``seat`` may still declare now (the legal announce actions)."""
        if self.hand.to_act != seat:
            return []
        return [a.kind for a in self.hand.legal_actions() if isinstance(a, Declaration)]

    def action_index(self, seat: Seat, action) -> int | None:
        """Where ``seat``'s ``action`` stands in the hand's actions (to find the reasons of a call or card)."""
        history = self.hand.history()
        for index, (who, done) in enumerate(history):
            if who == seat and done is action:
                return index
        return None

    def reasons_for(self, seat: Seat, action) -> Reasons | None:
        index = self.action_index(seat, action)
        return None if index is None else self.reasons.get(index)

    # -- hands and games -----------------------------------------------------------------------
    @property
    def game_over(self) -> bool:
        return self.match.over

    def next_hand(self) -> None:
        self.reasons = {}
        self.auto_until = None
        if self.challenge is not None:
            self.next_challenge_deal()
            return
        if self.game_aside is not None:  # a finished hand was replayed: back to the game, which goes on
            (self.match, self.practice), self.game_aside = self.game_aside, None
            if not self.match.current_scored:
                return  # the game's hand in progress
        if self.practice or self.match.over:
            self.new_game()
        else:
            self.match.next_hand()

    def new_game(self, seed: int | None = None) -> None:
        self.leave_challenge()
        self.seed = self.seed + 1 if seed is None else seed
        self.game_aside = None
        self.practice = False
        self.reasons = {}
        self.auto_until = None
        self.match = self._new_match(None)
        self.game_key = new_game_key()

    def numbered_hand(self, number: int) -> None:
        """Practice: deal ``number`` (the same cards on every machine) as a single hand."""
        self.leave_challenge()
        self.game_aside = None
        self.practice = True
        self.reasons = {}
        self.auto_until = None
        self.match = self._new_match(number)
        self.game_key = new_game_key()

    def edited_hand(self, chosen: dict, dealer: Seat | None, rng=None) -> None:
        """Practice > Edit hand: the cards chosen for each seat, the rest dealt at random, the dealer chosen
        (or drawn). In a game with a stock (the variant's ``first_hand_size``), the chosen cards beyond the
        first deal go back to the stock. ValueError (from the engine) if the deal cannot be played."""
        rng = rng or random.Random()
        cards = complete_deal(self.variant.deck, chosen, rng, self.variant.first_hand_size)
        self.fixed_hand(cards, dealer if dealer is not None else SEATS[rng.randrange(4)])

    def fixed_hand(self, cards: dict, dealer: Seat) -> None:
        """A practice hand of exactly ``cards`` (each seat's, and the stock where the game has one: nothing added or
        shuffled), dealt by ``dealer``: an edited hand, a guided hand. ValueError (from the engine) if it cannot be
        played."""
        match = Match(self.variant, self.options, first_dealer=dealer, seed=self.seed)
        match.current = self.variant.new_hand(self.options, dealer=dealer, cards=cards, context=match._context())
        self.leave_challenge()
        self.practice = True
        self.reasons = {}
        self.auto_until = None
        self.match = match
        self.game_aside = None
        self.game_key = new_game_key()

    def can_replay_last_hand(self) -> bool:
        """The "Replay hand" option's question makes sense: a game hand just dealt, after a finished one."""
        match = self.match
        return not self.practice and bool(match.records) and not match.current_scored and not self.hand.actions

    def replay_last_hand(self) -> None:
        """The last finished hand again, the same cards by the same dealer, in place of the hand just dealt."""
        self.match.replay_last_hand()
        self.reasons = {}
        self.auto_until = None

    def pack_order(self) -> list:
        """The cards of the current hand in the order of its pack (the hands from the elder, then the stock)."""
        return self.variant.pack_order(self.hand)

    def typed_hand(self, cards: dict) -> None:
        """The "Input hand" option: ``cards`` (from the typed lines) dealt by the current dealer. In a game,
        before the hand's first call, they take the place of the hand just dealt; otherwise they are played
        as a practice hand. ValueError (from the engine) if the deal cannot be played."""
        hand, match = self.hand, self.match
        if not self.practice and not match.current_scored and not hand.actions:
            match.current = self.variant.new_hand(match.options, dealer=hand.dealer, cards=cards,
                                                  context=match._context())
        else:
            match = Match(self.variant, self.options, first_dealer=hand.dealer, seed=self.seed)
            match.current = self.variant.new_hand(self.options, dealer=hand.dealer, cards=cards,
                                                  context=match._context())
            self.match = match
            self.practice = True
            self.game_aside = None
            self.game_key = new_game_key()
        self.reasons = {}
        self.auto_until = None

    def set_options(self, options) -> None:
        """New rules options: they apply from the next game."""
        self.options = options

    def replay(self, phase: str) -> None:
        """Back to the start of the bidding ("bidding") or of the card play ("play"). A hand already scored is
        replayed beside the game (see ``replay_finished_hand``)."""
        if self.match.current_scored:
            reasons = self.reasons
            self.replay_finished_hand(len(self.match.records), phase)
            self.reasons = {i: r for i, r in reasons.items() if i < len(self.hand.actions)}
            return
        upto = 0 if phase == "bidding" else self._first_card_index()
        self.match.current = self.hand.replayed(upto)
        self.reasons = {i: r for i, r in self.reasons.items() if i < upto}
        self.auto_until = None

    def replay_finished_hand(self, number: int, phase: str = "bidding", record: dict | None = None) -> None:
        """Replay hand ``number`` (1 = the first) of this game, already scored, or of the finished game of this
        kind that ``record`` holds (a match record, from the history), from the start of its bidding or of its
        card play: it is played in a copy of that game as it stood before that hand, so its score card reads as it
        did; the game in progress keeps its score and goes on at the next hand (``next_hand``). RecordError if
        the records cannot be replayed."""
        game, practice = self.game_aside or (self.match, self.practice)
        record = dict(game.record() if record is None else record)
        if record.get("variant") != self.variant_id:
            raise RecordError(f"that game is not a game of {self.variant.name}")
        hands = record.get("hands")
        if not isinstance(hands, list) or not 1 <= number <= len(hands):
            raise RecordError(f"that game has no hand {number}")
        record.pop("ended_early", None)
        record["current"], record["hands"] = hands[number - 1], hands[:number - 1]
        copy = match_from_record(record)
        self.game_aside, self.match, self.practice = (game, practice), copy, practice
        self.reasons = {}
        self.auto_until = None
        self.replay("play" if phase == "play" and self.can_replay("play") else "bidding")

    @property
    def game(self) -> Match:
        """The game being played (kept aside while one of its finished hands is replayed)."""
        return self.game_aside[0] if self.game_aside is not None else self.match

    @property
    def replaying(self) -> bool:
        """A finished hand is being replayed: its score does not count (the game is kept aside)."""
        return self.game_aside is not None

    @property
    def counts(self) -> bool:
        """The hand's score counts in a game (the score file, the history): not a practice hand, not a replay."""
        return not self.practice and not self.replaying

    def _first_card_index(self) -> int:
        """Where the card play starts in the hand's actions: after the calls; in Pinochle after the cards passed
        as well."""
        return self.hand.play_start

    def can_replay(self, phase: str) -> bool:
        hand = self.hand
        if phase == "bidding":
            return len(hand.actions) > 0
        # a card was played: so there is a contract, or trumps (Scotch Whist's hand passed out plays the turn-up)
        return hand.phase != "bidding" and len(hand.actions) > self._first_card_index()

    def end_phase(self, phase: str) -> None:
        """The computer finishes the bidding ("bidding") or the hand ("play") for the humans."""
        self.auto_until = "play" if phase == "bidding" else "done"

    def can_end(self, phase: str) -> bool:
        hand = self.hand
        if hand.done or not self.humans() or self.challenge is not None:
            return False
        return hand.phase == "bidding" if phase == "bidding" else True

    # -- the duplicate challenge (game.ai.challenge) -------------------------------------------------
    def start_challenge(self, challenge: Challenge) -> None:
        """Play ``challenge`` from its first deal: you in South, its computers in the other seats, Undo off."""
        self.leave_challenge()
        self.players_aside = dict(self.players)
        self.challenge = ChallengePlay(challenge, new_game_key())
        self._seat_challenge()
        self._deal_challenge()

    def _seat_challenge(self) -> None:
        assert self.challenge is not None
        others = self.challenge.challenge.others
        self.players = {seat: "human" if seat == YOUR_SEAT else others for seat in SEATS}
        self.undo_off = CHALLENGE_UNDO

    def _deal_challenge(self) -> None:
        """The challenge's deal ``index``, a hand on its own (it counts toward no game: a practice hand)."""
        assert self.challenge is not None
        challenge, index = self.challenge.challenge, self.challenge.index
        self.seed = challenge.table_seed(index)  # the computers' seeds, as in the Expert's run (computer_seed)
        self.match = challenge.new_match(index)
        self.practice = True
        self.game_aside = None
        self.reasons = {}
        self.auto_until = None
        self.undo_redo.clear()
        self.game_key = new_game_key()

    def _note_challenge_deal(self) -> None:
        play = self.challenge
        if play is not None and self.game_aside is None and play.index not in play.yours:
            play.yours[play.index] = (self.match.records[-1], deal_score(self.variant, self.hand))

    def next_challenge_deal(self) -> None:
        """The challenge's next deal, once this one is scored (after the last, the challenge stays: see
        ``challenge_over``)."""
        play = self.challenge
        if play is None or not self.match.current_scored or play.last_deal:
            return
        play.index += 1
        self._deal_challenge()

    @property
    def challenge_over(self) -> bool:
        """Your run of the challenge is played to its end (the results are due)."""
        return self.challenge is not None and self.challenge.finished

    def leave_challenge(self) -> None:
        """Back to the table's own players and Undo; the challenge is forgotten (its results kept elsewhere)."""
        if self.challenge is None:
            return
        self.challenge = None
        self.undo_off = None
        if self.players_aside is not None:
            self.players, self.players_aside = self.players_aside, None

    def challenge_status(self) -> str:
        """"Challenge 1234, deal 3 of 20" (empty out of a challenge)."""
        if self.challenge is None:
            return ""
        return f"Challenge {self.challenge.challenge.number}, deal {self.challenge.index} of " \
               f"{self.challenge.challenge.deals}"

    # -- records -------------------------------------------------------------------------------
    def record(self) -> dict:
        """What a save file or the autosave holds: the match, the players, and the key that tells this game from
        any other (so that the history and the score file take each game and hand once, see game.storage). While a
        finished hand is replayed, it is the game that hand belongs to."""
        match, practice = self.game_aside or (self.match, self.practice)
        record = match.record()
        if record["current"] is not None and self.game_aside is None:
            record["current"] = with_reasons(record["current"], self.reasons)
        table = {"players": players_to_names(self.players_aside or self.players), "practice": practice,
                 "game": self.game_key}
        if self.challenge is not None:
            table["challenge"] = self.challenge.to_json()
        return {**record, "table": table}

    @classmethod
    def from_record(cls, record: dict, players: dict | None = None) -> TableSession:
        """A session from ``record`` (RecordError if it cannot be used)."""
        match = match_from_record(record)
        table = record.get("table") if isinstance(record.get("table"), dict) else {}
        session = cls.__new__(cls)
        session.variant = match.variant
        session.options = match.options
        session.players = (players_from_names(table.get("players"), match.variant.human_seats) if players is None
                           else dict(players))
        session.seed = match.seed
        session.practice = bool(table.get("practice", False))
        current = record.get("current")
        session.reasons = {index: Reasons(sentences) for index, sentences in reasons_of(current).items()
                           if index < len(match.current.actions)} if isinstance(current, dict) else {}
        session.auto_until = None
        session.game_aside = None
        session.undo_off = None
        session.undo_redo = UndoRedo()
        session.match = match
        session.challenge, session.players_aside = None, None
        key = table.get("game")
        session.game_key = key if isinstance(key, str) and GAME_KEY.fullmatch(key) else new_game_key()
        if match.current.done and not match.current_scored:  # an earlier version's save: the hand is scored now
            match.score_saved_hand()
            match.records[-1] = with_reasons(match.records[-1], session.reasons)
        if "challenge" in table:
            session._take_up_challenge(table["challenge"])
        elif match.current_scored and not match.over:
            match.next_hand()
            session.reasons = {}
        return session

    def _take_up_challenge(self, data) -> None:
        """A challenge in progress as the autosave kept it: its deal as it stood, or the next one if that was
        scored. RecordError if it cannot be gone on with."""
        try:
            self.challenge = ChallengePlay.from_json(data)
        except ChallengeError as exc:
            raise RecordError(f"the duplicate challenge in it cannot be used: {exc}") from None
        self.players_aside = dict(self.players)
        self._seat_challenge()
        if self.match.current_scored:
            self._note_challenge_deal()
            self.next_challenge_deal()

    # -- what the table shows -----------------------------------------------------------------
    def scores(self) -> dict[str, int]:
        return dict(self.match.scores)

