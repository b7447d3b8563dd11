"""The terminal program (``python -m game``, installed as ``card-table-cli``): list the games, print a game's
rules as plain text, play a hand or a whole game of any of the five games in the terminal.

    python -m game list
    python -m game rules bridge
    python -m game play belote_bridgee [--deal N] [--dealer W] [--skill expert] [--human S] [--match] ...
    python -m game play belote --options '{"no_trumps_all_trumps": true}' --human S

Computers decide through ``game.variants.computer_player`` and say why; a human seat types its calls and cards
(``80S``, ``3NT``, ``take:H``, ``65``, ``trump:S``, ``pass``, ``JS``, ``announce:third``) and may ask for a
``hint`` or ``why`` the last trick went where it did. What the games call things and how their calls are
written is each game's ``GameTerms`` (``game/variants/<game>/terms.py``), found through the registry ``GAMES``.
Everything printed is plain text; suit symbols are used only where the terminal can show them. Nothing typed is
ever echoed at length (``EntryReader``, ``shorten``).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import sys
import textwrap
import unicodedata
from collections.abc import Callable
from dataclasses import fields
from functools import cached_property
from pathlib import Path

from game.ai.player import SKILLS, ComputerPlayer, Decision
from game.ai.voice import to_you
from game.engine.actions import DOUBLE, PASS, REDOUBLE, Bid, Declaration, TrumpCall, action_of
from game.engine.cards import SUIT_NAMES, SUIT_SINGULAR, SUIT_SYMBOLS, Card
from game.engine.deal import MAX_DEAL_NUMBER
from game.engine.errors import IllegalAction, OptionsError, cut
from game.engine.events import (
    AnnouncesCompared,
    AuctionEnded,
    BelotSaid,
    BidderSet,
    Called,
    CardPlayed,
    CardsPassed,
    Dealt,
    Declared,
    DummyShown,
    HandScored,
    MeldCounted,
    MeldShown,
    PassedOut,
    TrickWon,
    TrumpSet,
    TurnUp,
)
from game.engine.match import Match
from game.engine.options import options_from_json
from game.engine.seats import SEATS, Seat
from game.engine.wording import GameTerms, counted
from game.markdown import plain_text
from game.ui.table import store  # the belote.log the window's table writes (no pygame in it)
from game.variants import GAMES, computer_player
from game.variants.belote.deal_input import is_line_error, pack_of, parse_input_hand
from game.variants.belote.rules import Take
from game.variants.belote_common.values import ALL_TRUMPS, NO_TRUMPS, sort_key

SIDE_NAMES = {"NS": "North-South", "EW": "East-West"}
WIDTH = 100
MAX_ENTRY = 200  # characters of a line typed at the table; anything longer is refused without being echoed
READ_CHUNK = 1 << 16
EXCERPT = 40  # characters of an input that a message quotes at most
MAX_MESSAGE = 400
LONG_RUN = re.compile(rf"\S{{{EXCERPT + 1},}}")
REASON_INDENT = " " * 10
NO_PLAYER_REASON = "no computer player yet"
OTHER_COMMANDS = (
    "Other commands: hint (the computer's advice, its reasons and the figures behind them), why (why the "
    "last trick went where it did), hand (show the table again), help, quit."
)
SHORT_CALLS = {"p": "pass", "x": "double", "dbl": "double", "xx": "redouble", "rdbl": "redouble"}
STRAIN_WORDS = {"spade": "S", "heart": "H", "diamond": "D", "club": "C", "no trump": "NT", "all trump": "AT",
                "s": "S", "h": "H", "d": "D", "c": "C", "nt": "NT", "at": "AT"}


class QuitGame(Exception):
    """The human typed quit, or the input ended."""


class FirstLegalPlayer(ComputerPlayer):
    """Stands in while a game has no computer player: it takes the first legal action."""

    skill = "placeholder"

    def decide(self, view) -> Decision:
        return Decision(view.legal[0], [NO_PLAYER_REASON])


def make_computer(variant_id: str, skill: str, seed: int) -> ComputerPlayer:
    """The game's computer player, or the first-legal-action stand-in when the game has none yet."""
    try:
        return computer_player(variant_id, skill, seed)
    except ValueError:
        return FirstLegalPlayer(seed)


# -- text ----------------------------------------------------------------------------------------------
class Console:
    """Writes plain text to ``out``: suit symbols only if its encoding has them, anything else made safe."""

    def __init__(self, out, ascii_only: bool = False) -> None:
        self.out = out
        # --ascii: plain ASCII whatever the stream takes (a suit symbol in a score line becomes its letter)
        self.encoding = "ascii" if ascii_only else getattr(out, "encoding", None) or "ascii"
        self.symbols = not ascii_only and can_encode("".join(SUIT_SYMBOLS.values()), self.encoding)

    def say(self, text: str = "") -> None:
        self.out.write(safe_text(text, self.encoding) + "\n")

    def say_wrapped(self, text: str, indent: str = REASON_INDENT) -> None:
        self.say(textwrap.fill(text, WIDTH, initial_indent=indent, subsequent_indent=indent + "  "))

    def prompt(self, text: str) -> None:
        self.out.write(safe_text(text, self.encoding))
        self.out.flush()

    def suit(self, suit: str) -> str:
        return SUIT_SYMBOLS[suit] if self.symbols else suit

    def card(self, c: Card) -> str:
        return c.rank + self.suit(c.suit)

    def cards(self, cs) -> str:
        return " ".join(self.card(c) for c in cs)

    def hand(self, cs, trump: str | None, order: Callable[[Card, str | None], tuple] = sort_key) -> str:
        """The cards grouped by suit in ``order`` (by default Belote's: trumps first, strongest first):
        ``S: J 9 A  H: A T``."""
        groups: list[list[Card]] = []
        for c in sorted(cs, key=lambda c: order(c, trump)):
            if groups and groups[-1][0].suit == c.suit:
                groups[-1].append(c)
            else:
                groups.append([c])
        sep = " " if self.symbols else ": "
        return "   ".join(self.suit(g[0].suit) + sep + " ".join(c.rank for c in g) for g in groups) or "(no cards)"

    def action(self, action) -> str:
        if isinstance(action, Card):
            return self.card(action)
        if isinstance(action, Declaration):
            return f"announce {action.kind}"
        return action.name


class EntryReader:
    """Reads the human's lines from stdin, at most ``MAX_ENTRY`` characters of each: a longer line is read to its
    end and thrown away, and only an excerpt of it is ever printed."""

    def __init__(self, console: Console, stream=None) -> None:
        self.console = console
        self.stream = stream

    def read(self, prompt: str) -> str:
        """The next line (QuitGame at the end of the input); an overlong one comes back as an empty line after
        one line saying so."""
        stream = self.stream or sys.stdin
        self.console.prompt(prompt)
        line = stream.readline(MAX_ENTRY + 1)
        if not line:
            self.console.say()
            raise QuitGame
        length, rest = len(line), line
        while length > MAX_ENTRY and not rest.endswith("\n"):
            rest = stream.readline(READ_CHUNK)
            length += len(rest)
            if not rest:
                break
        length -= rest.endswith("\n")  # the characters typed, without the end of the line
        too_long = length > MAX_ENTRY
        if not stream.isatty():  # echo piped input so the transcript reads like a session
            typed = printable(line.rstrip("\n"))
            self.console.say(f"{excerpt(typed)} ({length:,} characters)" if too_long else typed)
        if too_long:
            self.console.say(f"  Refused: that line has {length:,} characters; a call or a card is a few letters. "
                             "Try again (or type help).")
            return ""
        return line


def printable(text: str) -> str:
    """``text`` with its control characters (a terminal's escape sequences among them) shown as '?'."""
    return "".join(ch if ch.isprintable() else "?" for ch in text)


def excerpt(text: str, limit: int = EXCERPT) -> str:
    """What a message may quote of an input: at most ``limit`` characters."""
    return cut(text, limit)


def shorten(message: str, limit: int = MAX_MESSAGE) -> str:
    """A message fit to print: every long unbroken run in it (typically a quoted input) cut to an excerpt, the
    whole at most ``limit`` characters, no control character."""
    return printable(excerpt(LONG_RUN.sub(lambda m: excerpt(m.group(0)), message), limit))


def can_encode(text: str, encoding: str) -> bool:
    try:
        text.encode(encoding)
    except (UnicodeEncodeError, LookupError):
        return False
    return True


def safe_text(text: str, encoding: str) -> str:
    """``text`` as the stream can write it: suit symbols become letters, accents are dropped, and any
    other character the encoding lacks becomes '?'."""
    if can_encode(text, encoding):
        return text
    for suit, symbol in SUIT_SYMBOLS.items():
        text = text.replace(symbol, suit)
    text = text.replace("\u2014", "-").replace("\u2013", "-").replace("\u2019", "'")
    text = unicodedata.normalize("NFKD", text)
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    try:
        return text.encode(encoding, "replace").decode(encoding)
    except LookupError:
        return text.encode("ascii", "replace").decode("ascii")


def suit_words(suit: str, console: Console) -> str:
    """``spades (♠)``, or ``spades`` where the terminal has no symbols."""
    return f"{SUIT_NAMES[suit]} ({SUIT_SYMBOLS[suit]})" if console.symbols else SUIT_NAMES[suit]


def bid_words(action: Bid, console: Console, unit: str = "") -> str:
    """A bid as a player says it: ``1♠`` (``1 spade`` without symbols), ``3 no trumps``, ``80♥``, ``52``,
    ``3 tricks`` (``unit``: what a bid without a suit counts, e.g. "trick"); a contract of such a bid and the
    trumps its bidder named (Scotch Whist's ``4S``): ``4 tricks with spades as trumps``."""
    amount, strain = action.amount, action.strain
    if strain is None:
        return counted(amount, unit)
    if unit:
        return f"{counted(amount, unit)} with {suit_words(strain, console)} as trumps"
    if strain == NO_TRUMPS:
        return f"{amount} no trump" + ("s" if amount > 1 else "")
    if console.symbols:
        return f"{amount}{SUIT_SYMBOLS[strain]}"
    return f"{amount} {SUIT_SINGULAR[strain] if amount == 1 else SUIT_NAMES[strain]}"


def take_strain_words(strain: str, console: Console) -> str:
    """What a Belote take plays in: ``hearts (♥) as trumps``, ``No Trumps``, ``All Trumps``."""
    if strain == NO_TRUMPS:
        return "No Trumps"
    if strain == ALL_TRUMPS:
        return "All Trumps"
    return f"{suit_words(strain, console)} as trumps"


CALL_VERBS = {PASS: "passes", DOUBLE: "doubles", REDOUBLE: "redoubles"}


def call_phrase(action, console: Console, unit: str = "") -> str:
    """A call as the terminal tells it after the player's name: ``passes``, ``bids 1♠``, ``takes``,
    ``names hearts (♥) trumps``, ``announces a third``."""
    if action in CALL_VERBS:
        return CALL_VERBS[action]
    if isinstance(action, Bid):
        return f"bids {bid_words(action, console, unit)}"
    if isinstance(action, Take):
        return "takes" if action.strain is None else f"takes with {take_strain_words(action.strain, console)}"
    if isinstance(action, TrumpCall):
        return f"names {suit_words(action.suit, console)} trumps"
    if isinstance(action, Declaration):
        return f"announces a {action.kind}"
    return str(action)


def contract_words(text: str | None, console: Console, unit: str = "") -> str:
    """``"4SX"`` -> ``4♠ doubled``, ``"3NT"`` -> ``3 no trumps``, ``"52"`` -> ``52``, ``"take:H"`` -> ``hearts (♥) as
    trumps``; None (no contract): empty."""
    if not text:
        return ""
    doubling = len(text) - len(text.rstrip("X"))
    action = action_of(text.rstrip("X"))
    if isinstance(action, Bid):
        words = bid_words(action, console, unit)
    elif isinstance(action, Take):
        words = take_strain_words(action.strain, console)
    else:
        words = action.name
    return words + ("", " doubled", " redoubled")[doubling]


def terms_of(variant_id: str) -> GameTerms:
    """What the terminal says in the game (declared in the game's package)."""
    return GAMES[variant_id].terms


# -- the table -----------------------------------------------------------------------------------------
class Table:
    """Plays hands in the terminal. ``players`` maps each seat to its computer player, or None for a human."""

    def __init__(self, console: Console, players: dict, advisor: ComputerPlayer, show_all: bool,
                 terms: GameTerms, entries: EntryReader | None = None):
        self.console = console
        self.terms = terms
        self.entries = entries or EntryReader(console)
        self.hand = None  # the hand being played
        self.play = None  # how an action is played in it: its match's apply (which scores it at its last card)
        self.players = players
        self.advisor = advisor
        self.show_all = show_all  # print every hand at the start (no human to keep them from)
        self.decisions: list[tuple[Seat, object, list[str]]] = []
        self.last_trick: tuple[int, TrickWon] | None = None  # its number and how it was won
        self.trick_number = 0
        self.cards_on_table = 0

    @property
    def humans(self) -> list[Seat]:
        return [seat for seat in SEATS if self.players[seat] is None]

    # -- one hand ----------------------------------------------------------------------------------
    def play_hand(self, hand, title: str, match: Match | None = None) -> None:
        """Play ``hand`` to its end; in a game, through ``match``, which scores it as its last card falls."""
        self.decisions, self.last_trick, self.trick_number, self.cards_on_table = [], None, 0, 0
        self.hand = hand
        self.play = match.apply if match is not None else hand.apply
        say = self.console.say
        say()
        say(f"=== {title}: {hand.dealer.full_name} deals ===")
        start_events = getattr(hand, "start_events", None)  # the deal, and Belote's turn-up
        if start_events is None:
            self.show_hands()
        for event in start_events or ():
            self.show_event(event)
        say()
        while not hand.done:
            seat = hand.to_act
            if self.players[seat] is None:
                events, reasons = self.ask_human(hand, seat)
            else:
                decision = self.players[seat].decide(hand.view(seat))
                events, reasons = self.apply_computer(seat, decision), decision.reasons
            self.decisions.append((seat, hand.actions[-1], reasons))
            self.show_events(events, reasons)
        if not self.show_all:
            say("The deal was:")
            for seat in SEATS:
                view = hand.view(seat)
                say(f"  {seat.full_name:<6} {self.hand_text(view.played_by(seat) + list(view.hand), hand.trump)}")

    def hand_text(self, cards, trump: str | None) -> str:
        return self.console.hand(cards, trump, self.terms.card_order)

    def show_hands(self) -> None:
        """The cards of the seats everybody at this terminal may see."""
        for seat in SEATS:
            if self.show_all or self.players[seat] is None:
                cards = self.hand.view(seat).hand
                self.console.say(f"  {seat.full_name:<6} {self.hand_text(cards, self.hand.trump)}")

    def apply_computer(self, seat: Seat, decision: Decision) -> list:
        try:
            return self.play(decision.action)
        except IllegalAction as exc:
            raise RuntimeError(f"the computer player of {seat.full_name} chose {decision.action}, which is "
                               f"not legal: {exc.reason}") from None

    def side_words(self, seat: Seat) -> str:
        """`` (North-South)`` where the game scores by side; nothing where each player scores for himself."""
        hand = self.hand
        return f" ({SIDE_NAMES[seat.side]})" if hand.variant.scores_by_side(hand.options) else ""

    # -- what happened ----------------------------------------------------------------------------------
    def show_events(self, events: list, reasons: list[str]) -> None:
        for i, event in enumerate(events):
            self.show_event(event)
            if i == 0:
                for reason in reasons:
                    self.console.say_wrapped(reason)

    def show_event(self, event) -> None:
        """Print what ``event`` says (an event this terminal does not show, e.g. MatchScored, prints nothing)."""
        shown = self.presenters.get(type(event))
        if shown is not None:
            shown(event)

    @cached_property
    def presenters(self) -> dict[type, Callable]:
        """Each kind of event, and the method that prints it."""
        return {
            Called: self.show_call, Dealt: self.show_deal, TurnUp: self.show_turn_up,
            AuctionEnded: self.show_contract, TrumpSet: self.show_trumps, Declared: self.show_declared,
            CardPlayed: self.show_card, BelotSaid: self.show_belot, MeldShown: self.show_meld,
            AnnouncesCompared: self.show_announces_compared, TrickWon: self.show_trick_won,
            PassedOut: self.show_passed_out, HandScored: self.show_score_card, DummyShown: self.show_dummy,
            CardsPassed: self.show_cards_passed, MeldCounted: self.show_meld_counted, BidderSet: self.show_set,
        }

    def show_call(self, event: Called) -> None:
        self.console.say(f"  {event.seat.full_name} {call_phrase(event.call, self.console, self.terms.bid_unit)}.")

    def show_deal(self, event: Dealt) -> None:
        if self.hand.actions:
            self.console.say("The rest of the cards are dealt.")
        self.show_hands()

    def show_turn_up(self, event: TurnUp) -> None:
        self.console.say(f"Turned up: the {event.card.name} ({self.console.card(event.card)}).")

    def show_trumps(self, event: TrumpSet) -> None:
        self.console.say(trump_words(event.suit, self.console))

    def show_declared(self, event: Declared) -> None:
        self.console.say(f"  {event.seat.full_name:<6} {self.terms.declare}: {event.label}")

    def show_belot(self, event: BelotSaid) -> None:
        self.console.say(f"  {event.seat.full_name:<6} says \"{event.word}\" (king and queen of trumps)")

    def show_meld(self, event: MeldShown) -> None:
        self.console.say(f"  {event.seat.full_name} shows {event.label} ({self.console.cards(event.cards)}): "
                         f"{event.points} points")

    def show_announces_compared(self, event: AnnouncesCompared) -> None:
        words = self.terms.declarations
        who = f"{SIDE_NAMES[event.side]} score their {words}" if event.side else f"no {words} score"
        self.console.say(f"  {words.capitalize()} compared: {event.reason}; {who}.")

    def show_passed_out(self, event: PassedOut) -> None:
        self.console.say(f"Passed out: {event.reason}.")

    def show_score_card(self, event: HandScored) -> None:
        self.console.say("Score card:")
        for line in event.result.lines:
            self.console.say(f"  {line}")

    def show_dummy(self, event: DummyShown) -> None:
        self.console.say(f"{event.seat.full_name} is the dummy and lays the cards face up: "
                         f"{self.hand_text(event.cards, self.hand.trump)}")

    def show_cards_passed(self, event: CardsPassed) -> None:
        seen = self.show_all or {event.giver, event.receiver} & set(self.humans)
        cards = f": {self.console.cards(event.cards)}" if seen else ""
        self.console.say(f"  {event.giver.full_name} passes {len(event.cards)} cards to "
                         f"{event.receiver.full_name}{cards}.")

    def show_meld_counted(self, event: MeldCounted) -> None:
        counted_words = event.counted if event.counted == event.total else \
            f"{event.counted} (they hold {event.total}, under the minimum)"
        self.console.say(f"  {SIDE_NAMES[event.side]} meld: {counted_words}.")

    def show_set(self, event: BidderSet) -> None:
        self.console.say(f"{SIDE_NAMES[event.side]} are set: {event.reason}.")

    def show_contract(self, event: AuctionEnded) -> None:
        if event.contract is None:  # PassedOut follows and says so
            return
        words = contract_words(event.contract, self.console, self.terms.bid_unit)
        who = event.declarer.full_name + self.side_words(event.declarer)
        self.console.say(self.terms.contract_line.format(contract=words, who=who))

    def show_card(self, event: CardPlayed) -> None:
        if self.cards_on_table == 0:
            self.trick_number += 1
            self.console.say(f"Trick {self.trick_number}:")
        self.cards_on_table += 1
        self.console.say(f"  {event.seat.full_name:<6} {self.console.card(event.card)}")

    def show_trick_won(self, event: TrickWon) -> None:
        self.cards_on_table = 0
        self.last_trick = (self.trick_number, event)
        self.console.say(f"  -> {event.winner.full_name} wins trick {self.trick_number}"
                         f"{self.terms.trick_points(event.points)}.")
        self.console.say_wrapped(event.reason, indent="     ")

    # -- a human seat ---------------------------------------------------------------------------------
    def ask_human(self, hand, seat: Seat) -> tuple[list, list[str]]:
        """Read entries until one is legal; return its events (a human gives no reasons)."""
        self.show_situation(hand, seat)
        while True:
            text = self.entries.read(f"{seat.full_name}> ")
            command = text.strip().lower()
            if not command:
                continue
            if command in ("quit", "exit", "q"):
                raise QuitGame
            if command == "hint":
                self.hint(hand, seat)
            elif command == "why":
                self.why()
            elif command in ("help", "?"):
                self.console.say_wrapped(f"{self.terms.typing} {OTHER_COMMANDS}", indent="  ")
            elif command in ("hand", "look", "table"):
                self.show_situation(hand, seat)
            else:
                try:
                    return self.play(normalise_entry(text, hand.legal_actions())), []
                except IllegalAction as exc:
                    self.console.say(f"  Refused: {shorten(exc.reason)}. Try again (or type help).")

    def show_situation(self, hand, seat: Seat) -> None:
        view = hand.view(seat)
        say, con = self.console.say, self.console
        say(f"--- {seat.full_name}, your turn ---")
        if view.phase == "bidding":
            for line in self.terms.situation(view, con):
                say(f"  {line}")
            calls = [f"{s.full_name} {self.action_words(a)}" for s, a in view.history]
            so_far = ", ".join(calls) or "you are the first to speak"
            self.console.say_wrapped(f"The {self.terms.bidding} so far: {so_far}.", "  ")
        else:
            for line in self.play_situation(view):
                say(f"  {line}")
        say(f"  Your hand: {self.hand_text(view.hand, view.trump)}")
        for other, cards in hand.variant.face_up_hands(view).items():  # Belote's "Open hands" option
            if other != seat:
                say(f"  {other.full_name}'s hand: {self.hand_text(cards, view.trump)}")
        for line in self.terms.hands_seen(view, con):
            say(f"  {line}")
        say(f"  You may: {self.legal_text(view)}")

    def play_situation(self, view) -> list[str]:
        """The contract (if the game has one), the trumps and the trick on the table."""
        con = self.console
        lines = []
        contract, declarer = view.public.contract_text, view.public.declarer
        if contract and declarer is not None:
            lines.append(f"Contract: {contract_words(contract, con, self.terms.bid_unit)} by {declarer.full_name}.")
        if view.phase == "play":
            lines.append(trump_words(view.trump, con))
            points = self.hand.variant.card_points(view)
            if points:
                lines.append("Trick points so far: " + totals_text(points) + ".")
            table = ", ".join(f"{s.full_name} {con.card(c)}" for s, c in view.trick)
            lines.append(f"Trick {len(view.tricks) + 1}: {table or 'you lead'}")
        lines.extend(self.terms.situation_after_bidding(view, con))
        return lines

    def action_words(self, action) -> str:
        if isinstance(action, (Card, Declaration)):
            return self.console.action(action)
        return call_phrase(action, self.console, self.terms.bid_unit)

    def legal_text(self, view) -> str:
        """What the human may do, in words: the calls, the range of the bids, the trumps to name, the cards."""
        legal, con = view.legal, self.console
        parts = [str(a) for a in legal if not isinstance(a, (Card, Bid, Declaration, TrumpCall))]
        bids = [a for a in legal if isinstance(a, Bid)]
        if bids:
            parts.append(self.bids_text(bids))
        trumps = [a for a in legal if isinstance(a, TrumpCall)]
        if trumps:
            parts.append("name trumps: " + ", ".join(f"{a.text} ({suit_words(a.suit, con)})" for a in trumps))
        parts.extend(str(a) for a in legal if isinstance(a, Declaration))
        cards = sorted((a for a in legal if isinstance(a, Card)), key=lambda c: self.terms.card_order(c, view.trump))
        if cards:
            verb = "pass" if view.phase == "passing" else "play"
            parts.append(f"{verb} " + " ".join(dict.fromkeys(con.card(c) for c in cards)))
        return "; ".join(parts)

    def bids_text(self, bids: list[Bid]) -> str:
        """``bid 1♣ to 7 no trumps (type e.g. 1C or 1NT)``, ``bid 90 to 500 in any suit (type e.g. 90S)``, ``bid 53
        to 500 (a number, no suit: 53, 54, 55 and so on; type e.g. 53)``."""
        unit = self.terms.bid_unit
        low, high = bids[0], bids[-1]
        span = f"bid {bid_words(low, self.console, unit)} to {bid_words(high, self.console, unit)}"
        if low.strain is None:
            steps = ", ".join(b.text for b in bids[:3])
            return f"{span} (a number, no suit: {steps} and so on; type e.g. {low.text})"
        if {b.strain for b in bids if b.amount == low.amount} == set(SUIT_NAMES):  # every suit at every level
            return f"bid {low.amount} to {high.amount} in any suit (type e.g. {low.text})"
        examples = " or ".join(dict.fromkeys(b.text for b in bids[:1] + [b for b in bids if b.strain == NO_TRUMPS][:1]))
        return f"{span} (type e.g. {examples})"

    def hint(self, hand, seat: Seat) -> None:
        """The advice, its reasons said to you, and the figures of the search behind them (after "Details:")."""
        decision = self.advisor.decide(hand.view(seat))
        self.console.say(f"  Hint ({self.advisor.skill}): {self.advice_words(decision.action)}")
        for reason in decision.reasons:
            self.console.say_wrapped(to_you(reason), indent="    ")
        if decision.details:
            self.console.say("    Details:")
            for line in decision.details:
                self.console.say_wrapped(to_you(line), indent="      ")

    def advice_words(self, action) -> str:
        """``Play J♠``, ``Announce a third (announce:third)``, ``Bid 1♦ (1D)``, ``Pass (pass)``."""
        if isinstance(action, Card):
            return f"{'Pass' if self.hand.phase == 'passing' else 'Play'} {self.console.card(action)}"
        return f"{seat_free(call_phrase(action, self.console, self.terms.bid_unit))} ({action})"

    def why(self) -> None:
        """Why the last trick went where it did, with each computer's reason for its card."""
        say = self.console.say
        if self.last_trick is None:
            say("  No trick has been completed yet.")
            return
        number, event = self.last_trick
        say(f"  Trick {number}: "
            + ", ".join(f"{s.full_name} {self.console.card(c)}" for s, c in event.cards)
            + f"; {event.winner.full_name} won it.")
        self.console.say_wrapped(event.reason, indent="    ")
        played = {(s, c): reasons for s, c, reasons in self.decisions if isinstance(c, Card)}
        for s, c in event.cards:
            for reason in played.get((s, c), []):
                self.console.say_wrapped(f"{s.full_name} played {self.console.card(c)}: {reason}", indent="    ")


def seat_free(phrase: str) -> str:
    """``bids 1♠`` -> ``Bid 1♠``, ``passes`` -> ``Pass``: a call as advice to the player."""
    verb, _, rest = phrase.partition(" ")
    verb = {"passes": "pass", "doubles": "double", "redoubles": "redouble"}.get(verb, verb.removesuffix("s"))
    return (verb + (" " + rest if rest else "")).capitalize()


def trump_words(strain: str | None, console: Console) -> str:
    if strain is None or strain == NO_TRUMPS:
        return "No trumps: no suit is trumps." if strain is None else "No Trumps: no suit is trumps."
    if strain == ALL_TRUMPS:
        return "All Trumps: every suit is trumps."
    return f"Trumps: {suit_words(strain, console)}."


def normalise_entry(text: str, legal) -> str:
    """What the human typed, in the engine's notation: '90 hearts' -> '90H', '3 no trumps' -> '3NT', '4 tricks'
    -> '4', 'third' -> 'announce:third', 'take hearts' -> 'take:H', 'spades' -> 'trump:S' (when trumps are
    named), suit symbols -> letters, 'p'/'x'/'xx' -> pass/double/redouble."""
    entry = text.strip()
    for suit, symbol in SUIT_SYMBOLS.items():
        entry = entry.replace(symbol, suit)
    lowered = " ".join(entry.lower().split())
    if lowered in SHORT_CALLS:
        return SHORT_CALLS[lowered]
    if any(isinstance(a, Declaration) and a.kind == lowered for a in legal):
        return f"announce:{lowered}"
    if any(isinstance(a, TrumpCall) for a in legal):
        match = re.fullmatch(r"(?:trumps?\s*:?\s*)?(spade|heart|diamond|club|[shdc])s?", lowered)
        if match:
            return f"trump:{STRAIN_WORDS[match.group(1)]}"
    for pattern, notation in ENTRY_PATTERNS:
        match = re.fullmatch(pattern, lowered)
        if match:
            return notation(match)
    return entry


ENTRY_PATTERNS = (
    (r"(\d+)\s*(no trumps?|nt)", lambda m: f"{m.group(1)}NT"),
    (r"(\d+)\s*(spades?|hearts?|diamonds?|clubs?|[shdc])", lambda m: m.group(1) + m.group(2)[0].upper()),
    (r"(\d+)\s*tricks?", lambda m: m.group(1)),
    (r"take\s*:?\s*(spade|heart|diamond|club|no trump|all trump|nt|at|[shdc])s?",
     lambda m: f"take:{STRAIN_WORDS[m.group(1)]}"),
)


# -- the commands ------------------------------------------------------------------------------------
def command_list(args, console: Console) -> int:
    for info in GAMES.values():
        console.say(f"{info.id:<16} {info.name} (playable in the terminal)")
    return 0


def command_rules(args, console: Console) -> int:
    console.say(plain_text(GAMES[args.game].rules_help(), WIDTH).rstrip())
    return 0


def command_play(args, console: Console, parser: argparse.ArgumentParser) -> int:
    variant = GAMES[args.game].variant
    try:
        options = play_options(args, variant)
        check_human_seats(args, variant)
    except (OptionsError, ValueError) as exc:
        parser.error(str(exc))
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1, 1_000_000)
    players = seat_players(args, variant.id, seed)
    table = Table(console, players, make_computer(variant.id, args.hint_skill, seed),
                  show_all=all(p is not None for p in players.values()), terms=terms_of(variant.id))
    if any(isinstance(p, FirstLegalPlayer) for p in players.values()):
        print(f"note: {variant.name} has no computer player yet; computers play their first legal action",
              file=sys.stderr)
    console.say(f"{variant.name}. Seed {seed}. "
                + ", ".join(f"{s.full_name}: {describe_player(players[s])}" for s in SEATS) + ".")
    extras = HandExtras(table, options)
    try:
        if args.match:
            play_match(args, console, table, variant, options, seed, extras)
        else:
            play_one_hand(args, table, variant, options, seed, extras)
    except QuitGame:
        console.say("Game abandoned.")
    except KeyboardInterrupt:
        console.say("\nGame abandoned.")
        return 130
    return 0


def play_options(args, variant):
    """The rule options from ``--options`` (JSON), then ``--no-announces`` and ``--target``."""
    data = {}
    if args.options is not None:
        try:
            data = json.loads(args.options)
        except json.JSONDecodeError as exc:
            raise ValueError(f"--options is not valid JSON ({exc.msg}, at character {exc.pos + 1})") from None
        except RecursionError:
            raise ValueError("--options is nested too deeply: give one JSON object of option names and values, "
                             'e.g. \'{"target": 1500}\'') from None
    options, _ = options_from_json(variant.options_class, data, strict=True)
    if args.no_announces:
        if not hasattr(options, "announces"):
            raise ValueError(f"--no-announces: {variant.name} has no announces option")
        options = options.replace(announces=False)
    if args.target is not None:
        options = with_target(variant, options, args.target)
    return options


def target_field(variant):
    """The dataclass field of the game's target score (its label, limits and default), or None (Bridge: rubbers)."""
    return next((f for f in fields(variant.options_class) if f.name == "target"), None)


def target_range(variant) -> str:
    """``500 to 9,900 points in steps of 100 (default 3,000)``, or how the game ends without a target."""
    found = target_field(variant)
    if found is None:
        return "none (it is played in rubbers: the first side to win two games wins the rubber)"
    meta = found.metadata
    step = f" in steps of {meta['step']}" if meta.get("step") else ""
    return f"{meta['min']:,} to {meta['max']:,} points{step} (default {found.default:,})"


def with_target(variant, options, target: int):
    if target_field(variant) is None:
        raise ValueError(f"--target: {variant.name} has no target score; it is played in rubbers (the first side "
                         "to win two games wins the rubber)")
    try:
        return options.replace(target=target)
    except OptionsError:
        raise ValueError(f"--target {target:,}: the target of {variant.name} is {target_range(variant)}") from None


def check_human_seats(args, variant) -> None:
    """A person may sit only where the game's manual lets one sit (32 Card Bridge: West, South and East)."""
    humans = {seat for group in args.human or [] for seat in group}
    refused = [seat for seat in SEATS if seat in humans and seat not in variant.human_seats]
    if refused:
        allowed = ", ".join(seat.full_name for seat in variant.human_seats)
        raise ValueError(f"--human: in {variant.name} a person may sit only at {allowed}, not at "
                         f"{', '.join(seat.full_name for seat in refused)}")


def seat_players(args, variant_id: str, seed: int) -> dict:
    humans = {seat for group in args.human or [] for seat in group}
    skills = {seat: args.skill for seat in SEATS}
    skills.update(args.skills or {})
    return {seat: None if seat in humans else make_computer(variant_id, skills[seat], seed) for seat in SEATS}


def describe_player(player) -> str:
    return "human" if player is None else player.skill


def play_one_hand(args, table: Table, variant, options, seed: int, extras: HandExtras) -> None:
    deal = args.deal if args.deal is not None else random.Random(seed).randint(1, MAX_DEAL_NUMBER)
    dealer = args.dealer if args.dealer is not None else variant.dealer_for_number(deal)
    hand = variant.new_hand(options, dealer=dealer, deal_number=deal)
    cards = extras.typed_cards(hand)
    if cards is not None:
        hand = variant.new_hand(options, dealer=dealer, cards=cards)
    table.play_hand(hand, f"Deal {deal} (replay it: --deal {deal} --dealer {dealer.name} --seed {seed})"
                    if cards is None else "The hands you typed")
    extras.hand_done(hand)


def play_match(args, console: Console, table: Table, variant, options, seed: int, extras: HandExtras) -> None:
    match = Match(variant, options, first_dealer=args.dealer, seed=seed, deal_number=args.deal)
    goal = f"a game to {match.target:,} points" if target_field(variant) is not None else "a rubber"
    console.say(f"{goal[0].upper()}{goal[1:]}.")
    while True:
        extras.before_match_hand(match)
        table.play_hand(match.current, f"Hand {len(match.history) + 1}", match)
        extras.hand_done(match.current)
        summary = match.history[-1]  # scored by its last card (Match.apply)
        console.say("After hand {}: {} (this hand: {}).".format(
            summary.number, totals_text(summary.totals),
            ", ".join(f"{key_name(k)} {v:+}" for k, v in summary.points.items())))
        if match.over:
            console.say(match_end_words(match, summary.number, "game" if target_field(variant) else "rubber"))
            return
        match.next_hand()


def key_name(key: str) -> str:
    """A score's key as players say it: ``NS`` -> North-South, ``E`` -> East."""
    return SIDE_NAMES.get(key) or Seat.parse(key).full_name


def totals_text(totals: dict) -> str:
    return ", ".join(f"{key_name(k)} {v:,}" for k, v in totals.items())


def match_end_words(match: Match, hands: int, what: str) -> str:
    """``North-South win the game, 1,020 to 640, after 9 hands.``; per player: ``East wins the game with 43 points
    (North 20, South 12, West 30), after 3 hands.``; no winner: ``The rubber ends level: ...``."""
    scores, winner = match.scores, match.winner
    after = f"after {hands} hand{'s' * (hands != 1)}"
    if winner is None:
        return f"The {what} ends level: {totals_text(scores)}, {after}."
    others = {k: v for k, v in scores.items() if k != winner}
    if winner in SIDE_NAMES:
        return f"{key_name(winner)} win the {what}, {scores[winner]:,} to {max(others.values()):,}, {after}."
    return f"{key_name(winner)} wins the {what} with {scores[winner]:,} points ({totals_text(others)}), {after}."


# -- Belote's log file, replay hand and input hand -------------------------------------------------------
class HandExtras:
    """The rules options that act around a hand, as the window's table does them: "Log file" appends each
    finished hand to belote.log; "Replay hand" offers the last hand again and "Input hand" lets the opening
    hands be typed, both asked of the human at the terminal (not when the computers play alone)."""

    def __init__(self, table: Table, options) -> None:
        self.table = table
        self.console = table.console
        self.log = getattr(options, "log_file", False)
        self.letters = getattr(options, "log_letters", False)
        asking = bool(table.humans)
        self.replay = asking and getattr(options, "replay_hand", False)
        self.input_hand = asking and getattr(options, "input_hand", False)
        if self.log:
            self.console.say(f"Each finished hand is added to the log file {store.log_path()}.")

    def hand_done(self, hand) -> None:
        if self.log and hand.done:
            problem = store.append_hand_log(hand, self.letters)
            if problem:
                self.console.say(shorten(problem))

    def before_match_hand(self, match: Match) -> None:
        """The hand just dealt in a game: the last one again, or the typed hands, in its place."""
        if match.current.actions:
            return
        if self.replay and match.records and self.ask_replay(match):
            match.replay_last_hand()
            return
        cards = self.typed_cards(match.current)
        if cards is not None:
            variant = match.variant
            match.current = variant.new_hand(match.options, dealer=match.current.dealer, cards=cards,
                                             context=match._context())

    def ask_replay(self, match: Match) -> bool:
        dealer = Seat.parse(match.records[-1]["dealer"]).full_name
        while True:
            answer = self.table.entries.read(f"Replay the last hand? The same cards, dealt by {dealer} again "
                                             "(yes or no)> ").strip().lower()
            if answer in ("y", "yes", "n", "no"):
                return answer.startswith("y")
            if answer in ("quit", "exit", "q"):
                raise QuitGame
            self.console.say("  Please answer yes or no.")

    def typed_cards(self, hand) -> dict | None:
        """With "Input hand": the opening hands typed a line at a time (``7D N``; ``U`` for the turned card);
        None: play the cards as dealt."""
        if not self.input_hand:
            return None
        say = self.console.say
        say(f"Input hand ({hand.dealer.full_name} deals): type a card or several and then the hand they go to, "
            "a line at a time (7D N, 9S TH E; U instead of a hand makes the card the turned card). The cards "
            "you do not place keep the order of the pack. An empty line deals; 'dealt' plays the cards as dealt.")
        pack, lines = pack_of(hand), []
        while True:
            line = self.table.entries.read("Input hand> ").strip()
            if line.lower() in ("quit", "exit", "q"):
                raise QuitGame
            if line.lower() == "dealt":
                return None
            try:
                cards = parse_input_hand("\n".join([*lines, line]), pack=pack)
            except ValueError as exc:
                if line and is_line_error(str(exc)):
                    say(f"  Refused: {shorten(str(exc).split(': ', 1)[-1])}.")
                    continue
                if not line:
                    say(f"  That deal cannot be played yet: {shorten(str(exc))}.")
                    continue
                lines.append(line)
                continue
            if not line:
                return cards
            lines.append(line)


# -- arguments -----------------------------------------------------------------------------------------
def seat_arg(text: str) -> Seat:
    try:
        return Seat.parse(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def seat_list(text: str) -> list[Seat]:
    return [seat_arg(part) for part in text.split(",")]


def skills_arg(text: str) -> dict:
    """``"N=expert,E=novice"`` -> {Seat.N: "expert", Seat.E: "novice"}."""
    out = {}
    for part in text.split(","):
        seat, _, skill = part.partition("=")
        skill = skill.strip().lower()
        if skill not in SKILLS:
            raise argparse.ArgumentTypeError(f"{part!r}: write SEAT=SKILL with a skill among {', '.join(SKILLS)}")
        out[seat_arg(seat)] = skill
    return out


def deal_arg(text: str) -> int:
    try:
        number = int(text)
    except ValueError:
        number = 0
    if not 1 <= number <= MAX_DEAL_NUMBER:
        raise argparse.ArgumentTypeError(f"a deal number is a whole number from 1 to {MAX_DEAL_NUMBER:,}")
    return number


class TerminalParser(argparse.ArgumentParser):
    """A bad argument is one line (quoting at most an excerpt of what was typed) and exit code 2."""

    def error(self, message: str):
        self.exit(2, f"{self.prog}: {shorten(message)} ({self.prog} --help lists the options)\n")


def program_name() -> str:
    """What the player typed to start the terminal program: the installed command, or ``python -m game``."""
    name = Path(sys.argv[0]).stem if sys.argv and sys.argv[0] else ""
    return name if name.startswith("card-table") else "python -m game"


def target_help() -> str:
    return "points needed to win a game with --match; each game has its own: " + "; ".join(
        f"{info.name}: {target_range(info.variant)}" for info in GAMES.values()) + "."


def build_parser() -> argparse.ArgumentParser:
    parser = TerminalParser(prog=program_name(), description="The five card games in the terminal: list them, "
                            "print their rules, play a hand or a whole game.")
    sub = parser.add_subparsers(dest="command", required=True, metavar="{list,rules,play}")
    sub.add_parser("list", help="list the games")
    rules = sub.add_parser("rules", help="print the rules of a game")
    rules.add_argument("game", choices=sorted(GAMES), help="the game's id (the list command shows them)")
    play = sub.add_parser("play", help="play a hand (or a whole game with --match)")
    play.add_argument("game", choices=sorted(GAMES), help="the game's id (the list command shows them)")
    play.add_argument("--deal", type=deal_arg, help=f"the numbered deal to play (1 to {MAX_DEAL_NUMBER:,})")
    play.add_argument("--dealer", type=seat_arg, help="N, E, S or W (default: the deal's own dealer)")
    play.add_argument("--skill", choices=SKILLS, default="expert", help="skill of the computers (default expert)")
    play.add_argument("--skills", type=skills_arg, help="skills per seat, e.g. N=expert,E=novice")
    play.add_argument("--human", type=seat_list, action="append", help="seat(s) played from the keyboard, e.g. S")
    play.add_argument("--hint-skill", choices=SKILLS[1:], default="expert", help="who gives hints (default expert)")
    play.add_argument("--match", action="store_true",
                      help="play a whole game to the target score (Contract Bridge: a rubber)")
    play.add_argument("--seed", type=int, help="seed of the computers and of the game's deals (default random)")
    play.add_argument("--no-announces", action="store_true",
                      help="32 Card Bridge: play without announces (the Belot still counts)")
    play.add_argument("--target", type=int, metavar="POINTS", help=target_help())
    play.add_argument("--options", metavar="JSON",
                      help='rule options as a JSON object, e.g. \'{"no_trumps_all_trumps": true}\' for Belote, '
                           '\'{"log_file": true, "input_hand": true}\' (Belote\'s log file and typed hands), '
                           '\'{"allow_bidding": true}\' for Scotch Whist; the names are those of the game\'s '
                           'options file')
    play.add_argument("--ascii", action="store_true", help="suit letters instead of symbols")
    return parser


def main(argv=None) -> int:
    try:
        return run(argv)
    except BrokenPipeError:  # the reader went away (e.g. `... | head`): stop quietly
        silence_stdout()
        return 1


def run(argv=None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        console = Console(sys.stdout, ascii_only=getattr(args, "ascii", False))
        if args.command == "list":
            return command_list(args, console)
        if args.command == "rules":
            return command_rules(args, console)
        return command_play(args, console, parser)
    except SystemExit as exc:  # argparse: --help (0) or a bad argument (2, its line already printed)
        return exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)


def silence_stdout() -> None:
    """Point stdout at the null device, so that Python's own flush at exit does not fail again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):  # no file descriptor (a test's captured stream)
        pass


if __name__ == "__main__":
    sys.exit(main())
