"""A game: its options, how a hand starts, how actions are written, and how hands make a match."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from .actions import Action, action_of
from .cards import RANKS, Card, card
from .deal import dealer_of_number
from .errors import excerpt
from .options import Options
from .seats import CLOCKWISE, SEATS, SIDES, Seat, next_seat

if TYPE_CHECKING:  # a type only: the hands import nothing of the Variant at run time either
    from .hand import HandState


class Variant:
    id = ""
    name = ""
    options_class: type[Options] = Options
    deck: tuple[Card, ...] = ()
    players = 4
    partnerships = True  # scores per side "NS"/"EW" (False: per seat)
    human_seats: tuple[Seat, ...] = SEATS  # where a person may sit (Options > Players): any seat unless the manual
    # of the game says otherwise
    hand_class: type[HandState]  # the game's hand, set by each game
    hand_keywords: tuple[str, ...] = ()  # the game's own arguments of a new hand (e.g. Bridge's vulnerability)
    bid_amounts: tuple[int, ...] = ()  # the amounts a bid may name, lowest first (a bidding box's buttons)
    bid_strains: tuple[str, ...] = ()  # the strains a bid may name, lowest first (a bidding box's columns)
    first_hand_size: int | None = None  # the cards each seat holds before a stock is dealt (Belote: 5)
    single_hand_words = ""  # how ``single_hand_points`` counts a hand alone, where it is not the hand's own result

    def default_options(self) -> Options:
        return self.options_class()

    def new_hand(self, options=None, dealer: Seat = Seat.N, deal_number: int | None = None,
                 cards: dict | None = None, context: dict | None = None, **kw):
        """A hand dealt by ``dealer`` from a deal number or from explicit cards (exactly one of them), in the
        match's ``context``; ``kw``: the game's own arguments (``hand_keywords``), TypeError for others."""
        unexpected = [k for k in kw if k not in self.hand_keywords] if kw else None
        if unexpected:
            raise TypeError(f"unexpected arguments: {', '.join(unexpected)}")
        options = options or self.default_options()
        if (deal_number is None) == (cards is None):
            raise ValueError("give exactly one of deal_number and cards")
        return self.hand_class(self, options, Seat.parse(dealer), deal_number, cards, context, **kw)

    def parse_action(self, text: str) -> Action | Card:
        """The action or card written ``text``; ValueError with a readable message if none."""
        t = text.strip()
        try:  # cards first: "7C" is also Bridge's bid of seven clubs, and actions are shared by all games
            return card(t)
        except ValueError:
            pass
        for form in (t, t.lower(), t.upper()):
            try:
                return action_of(form)
            except ValueError:
                pass
        raise ValueError(f"{excerpt(text)} is not a card or a call of {self.name}")

    # -- matches ---------------------------------------------------------------------------------
    def direction(self, options) -> int:
        return CLOCKWISE

    def next_dealer(self, dealer: Seat, options) -> Seat:
        return next_seat(dealer, self.direction(options))

    def scores_by_side(self, options) -> bool:
        """Whether hands score per side "NS"/"EW" (True) or per seat "N".."W" under ``options``."""
        return self.partnerships

    def score_keys(self, options) -> tuple[str, ...]:
        """The keys of ``match.scores`` and of a hand's ``result().points`` under ``options``."""
        return SIDES if self.scores_by_side(options) else tuple(s.name for s in SEATS)

    def target_score(self, options) -> int:
        return getattr(options, "target", 0)

    def target_rise(self, options) -> int:
        """How much the target rises when both sides pass it on the same hand (0: the higher total wins)."""
        return 0

    def dealer_for_number(self, number: int) -> Seat:
        return dealer_of_number(number)

    def first_pack(self, match) -> list | None:
        """The pack of a match's first hand when the game fixes it (e.g. from a game number); None: shuffle."""
        return None

    def next_pack(self, hand, match) -> list | None:
        """The pack for the next hand when the game carries the cards over (None: shuffle)."""
        return None

    def deal_pack(self, pack: list, dealer: Seat, options) -> dict:
        """The ``cards=`` of a hand dealt from ``pack`` by ``dealer``."""
        raise NotImplementedError

    # -- matches with a score sheet of their own (Bridge's rubber); the defaults do nothing --------------
    def new_match_state(self, options, saved=None):
        """The game's own bookkeeping for a match, kept as ``match.state`` (None: the match only adds up
        points). ``saved`` is what ``state.to_json()`` wrote into a saved match (ValueError if unusable)."""
        return None

    def first_dealer(self, match) -> Seat:
        """The dealer of a match's first hand when nobody chose one."""
        return Seat(match.rng.below(4))

    def match_context(self, match) -> dict:
        """What the game adds to the context a match gives each new hand."""
        return {}

    def hand_finished(self, match, hand, result) -> tuple[dict, list[str]]:
        """Called by ``match.finish_hand`` once the hand's points are in ``match.scores`` (the hand's number
        is ``len(match.history) + 1``): the game updates ``match.state`` and returns the points the match
        scores on top of the hand's, per side (e.g. a rubber bonus), and the lines that say why."""
        return {}, []

    def single_hand_points(self, hand) -> dict:
        """A finished hand's points as a hand on its own, out of any game (a duplicate challenge compares them): its
        result's points, per side or per seat (``score_keys``); a game whose score depends on the game around the
        hand says what the hand alone is worth (Bridge: the score as at duplicate)."""
        return dict(hand.result().points)

    def end_match_early(self, match) -> tuple[dict, list[str]]:
        """The points (and the lines saying why) a match stopped before its end scores; see ``Match.end_early``."""
        return {}, []

    def options_kept_for_the_game(self, match) -> dict[str, str]:
        """The options that cannot change while ``match`` is under way, each with the reason in words (none by
        default: a change counts from the next hand)."""
        return {}

    def match_over(self, match) -> bool:
        """Whether the match is over even without a winner (e.g. a rubber ending with equal totals)."""
        return False

    def check_match_seed(self, seed: int) -> None:
        """ValueError (with the reason) if a saved match's ``seed`` cannot start this game's deals."""

    def hand_arguments(self, rec: dict) -> dict:
        """The extra ``new_hand`` arguments a game keeps in its hand records (ValueError if unusable)."""
        return {}

    def help_text(self) -> str:
        """The game's rules in the program's own words: the help.md beside the module of the game's class ("" if
        there is none)."""
        module_file = sys.modules[type(self).__module__].__file__
        path = Path(module_file).with_name("help.md") if module_file else None
        return path.read_text(encoding="utf-8") if path is not None and path.is_file() else ""

    def system_help(self) -> str:
        """The computer players' bidding system in words, help pages of their own ("": the game tells none)."""
        return ""

    # -- what the table and the terminal ask of some games only; the defaults say the game has none ----------
    def parse_typed_deal(self, text: str, pack: list | None = None) -> dict:
        """The ``cards=`` of a deal typed a line at a time (the "Input hand" option); ValueError if unusable."""
        raise ValueError(f"{self.name} has no typed deals")

    def is_typed_line_error(self, message: str) -> bool:
        """Whether a message of ``parse_typed_deal`` is about one line rather than the deal as a whole."""
        return False

    def pack_order(self, hand) -> list:
        """The cards of ``hand`` in the order of its pack: the order the cards not placed in a typed deal keep."""
        return list(self.deck)

    def hand_log_text(self, hand, letters: bool) -> str:
        """The finished ``hand`` as the lines of the game's log file ("" if the game keeps none)."""
        return ""

    def logs_hands(self, options) -> bool:
        """Whether each finished hand goes at the end of the log file under ``options`` (Belote's "Log file")."""
        return False

    def log_in_letters(self, options) -> bool:
        """Whether the log file writes the suits as letters under ``options`` (Belote's "Letters in the log")."""
        return False

    def offers_last_hand_again(self, options) -> bool:
        """Whether the last hand is offered again before each hand under ``options`` (Belote's "Replay hand")."""
        return False

    def types_opening_hands(self, options) -> bool:
        """Whether the opening hands are typed before each deal under ``options`` (Belote's "Input hand"; see
        ``parse_typed_deal``)."""
        return False

    def game_title(self, game_number: int, hand_number: int) -> str:
        """How a hand of a numbered game is named ("Game 1234:3"); ValueError if the game numbers none."""
        raise ValueError(f"{self.name} has no numbered games")

    def parse_game_title(self, text: str) -> tuple[int, int]:
        """(game number, hand number) of a name written as ``game_title`` writes it; ValueError if unusable."""
        raise ValueError(f"{self.name} has no numbered games")

    def display_rank_order(self, suit: str, trump: str | None) -> str:
        """The ranks of ``suit`` in the order a hand shows them, strongest first, when ``trump`` are trumps (None:
        not known yet)."""
        return RANKS

    def call_meaning(self, dealer: Seat, calls: Sequence[Action], index: int) -> str | None:
        """What call ``index`` of an auction (``calls`` from ``dealer``'s, up to that call at least) shows, in
        words, as the computer players' bidding system reads it (None: the game explains no calls)."""
        return None

    shows_hand_parameters = False  # the game has figures to show beside each hand (``hand_parameters``)

    def hand_parameters(self, view) -> dict[str, object] | None:
        """The figures the table shows about the hand of ``view``'s seat (None: the game shows none)."""
        return None

    def face_up_hands(self, view) -> dict[Seat, tuple[Card, ...]]:
        """The other seats' cards that everybody sees face up in the hand of ``view`` (Belote's "Open hands"
        option), by seat: none in most games."""
        return {}

    def card_points(self, view) -> dict[str, int] | None:
        """The card points each side has won so far in the hand of ``view`` (None: the game counts none)."""
        return None

