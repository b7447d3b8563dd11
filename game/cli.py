"""The command-line program: list the games, print a game's rules, play a hand or a whole game in the terminal.

    python -m game.cli list
    python -m game.cli rules belote_bridgee
    python -m game.cli play belote_bridgee [--deal N] [--dealer W] [--skill expert] [--human S] [--match] ...
    python -m game.cli play belote --options '{"no_trumps_all_trumps": true}' --human S

Computers decide through ``game.ai.computer_player`` and say why; a human seat types its calls and cards
(``80S``, ``take:H``, ``pass``, ``JS``, ``announce:third``) and may ask for a ``hint`` or ``why`` the last
trick went where it did. What the games call things and how their calls are written is in ``GAME_TERMS``,
one small description a game. Everything printed is plain text; suit symbols are used only where the
terminal can show them.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
import textwrap
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass

from game.ai.player import SKILLS, ComputerPlayer, Decision, computer_player
from game.engine.actions import Bid, Declaration, action_of
from game.engine.cards import SUIT_NAMES, SUIT_SYMBOLS, Card
from game.engine.deal import MAX_DEAL_NUMBER
from game.engine.errors import IllegalAction, OptionsError
from game.engine.events import (
    AnnouncesCompared,
    AuctionEnded,
    BelotSaid,
    Called,
    CardPlayed,
    Dealt,
    Declared,
    HandScored,
    MeldShown,
    PassedOut,
    TrickWon,
    TrumpSet,
    TurnUp,
)
from game.engine.match import Match
from game.engine.options import options_from_json
from game.engine.seats import SEATS, Seat
from game.variants import VARIANTS
from game.variants.belote_common.values import ALL_TRUMPS, NO_TRUMPS, sort_key

PLANNED_GAMES = {
    "belote_bridgee": "32 Card Bridge", "belote": "Belote", "bridge": "Contract Bridge",
    "pinochle": "Double-Deck Pinochle", "scotch_whist": "Scotch Whist",
}
SIDE_NAMES = {"NS": "North-South", "EW": "East-West"}
WIDTH = 100
REASON_INDENT = " " * 10
NO_PLAYER_REASON = "no computer player yet"
OTHER_COMMANDS = (
    "Other commands: hint (the computer's advice and its reasons), why (why the last trick went where it "
    "did), hand (show the table again), help, quit."
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
        self.encoding = getattr(out, "encoding", None) or "ascii"
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

    def hand(self, cs, trump: str | None) -> str:
        """The cards grouped by suit, trumps first, strongest first: ``S: J 9 A  H: A T``."""
        groups: list[list[Card]] = []
        for c in sorted(cs, key=lambda c: sort_key(c, trump)):
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


def contract_words(text: str) -> str:
    """``"120CX"`` -> ``"120 Clubs doubled"``."""
    doubling = len(text) - len(text.rstrip("X"))
    words = action_of(text.rstrip("X")).name
    return words + {0: "", 1: " doubled", 2: " redoubled"}[doubling]


def take_words(action) -> str:
    """A Belote call as the table says it: ``Pass``, ``Take``, ``Take Hearts``, ``Take No Trumps``."""
    if str(action) == "pass":
        return "Pass"
    return "Take" if str(action) == "take" else f"Take {action.name}"


def turn_up_lines(view, console: Console) -> list[str]:
    turn_up = view.public["turn_up"]
    suit = SUIT_NAMES[turn_up.suit]
    if view.public["round"] == 1:
        offer = f"first round: take makes {suit} trumps"
    else:
        other = next(s for s in "SHDC" if s != turn_up.suit)
        offer = f"second round: {suit} were refused, name another suit, e.g. take:{other}"
    return [f"Turn-up: {console.card(turn_up)} ({offer})."]


@dataclass(frozen=True)
class GameTerms:
    """What the terminal says differently from one game to another."""

    bidding: str  # the phase before the play: "bidding", "taking"
    declare: str  # "announces" (32 Card Bridge), "declares" (Belote)
    declarations: str  # "announces", "declarations"
    typing: str  # how a human writes its calls, cards and announces
    contract: Callable[[str], str] = contract_words  # contract text -> words
    call: Callable[[object], str] = lambda action: action.name  # a call as the log says it
    situation: Callable[[object, Console], list[str]] = lambda view, console: []  # more lines during the bidding


BIDDING_TERMS = GameTerms(
    bidding="bidding", declare="announces", declarations="announces",
    typing="Type a call (80S, 90 hearts, pass, double, redouble), a card (JS, TH, 10H, 7c) or an announce "
           "(announce:third, or just third) when it is your turn.")
GAME_TERMS = {
    "belote_bridgee": BIDDING_TERMS,
    "belote": GameTerms(
        bidding="taking", declare="declares", declarations="declarations",
        typing="Type take (the turn-up's suit as trumps), take:H (name a suit in the second round), take:NT or "
               "take:AT (No Trumps, All Trumps, when the rules option is on) or pass, and then a card (JS, TH, "
               "10H, 7c) when it is your turn.",
        contract=lambda text: action_of(text).name, call=take_words, situation=turn_up_lines),
}


def terms_of(variant_id: str) -> GameTerms:
    return GAME_TERMS.get(variant_id, BIDDING_TERMS)


# -- the table -----------------------------------------------------------------------------------------
class Table:
    """Plays hands in the terminal. ``players`` maps each seat to its computer player, or None for a human."""

    def __init__(self, console: Console, players: dict, advisor: ComputerPlayer, show_all: bool,
                 terms: GameTerms = BIDDING_TERMS):
        self.console = console
        self.terms = terms
        self.hand = None  # the hand being played
        self.players = players
        self.advisor = advisor
        self.show_all = show_all  # print every hand at the start (no human to keep them from)
        self.decisions: list[tuple[Seat, object, list[str]]] = []
        self.last_trick: tuple[int, TrickWon] | None = None  # its number and how it was won
        self.trick_number = 0
        self.cards_on_table = 0

    # -- one hand ----------------------------------------------------------------------------------
    def play_hand(self, hand, title: str) -> None:
        self.decisions, self.last_trick, self.trick_number, self.cards_on_table = [], None, 0, 0
        self.hand = hand
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
                events, reasons = self.apply_computer(hand, seat, decision), decision.reasons
            self.decisions.append((seat, hand.actions[-1], reasons))
            self.show_events(events, reasons)
        if not self.show_all:
            say("The deal was:")
            for seat in SEATS:
                view = hand.view(seat)
                say(f"  {seat.full_name:<6} {self.console.hand(view.played_by(seat) + list(view.hand), hand.trump)}")

    def show_hands(self) -> None:
        """The cards of the seats everybody at this terminal may see."""
        for seat in SEATS:
            if self.show_all or self.players[seat] is None:
                cards = self.hand.view(seat).hand
                self.console.say(f"  {seat.full_name:<6} {self.console.hand(cards, self.hand.trump)}")

    @staticmethod
    def apply_computer(hand, seat: Seat, decision: Decision) -> list:
        try:
            return hand.apply(decision.action)
        except IllegalAction as exc:
            raise RuntimeError(f"the computer player of {seat.full_name} chose {decision.action}, which is "
                               f"not legal: {exc.reason}") from None

    # -- what happened ----------------------------------------------------------------------------------
    def show_events(self, events: list, reasons: list[str]) -> None:
        for i, event in enumerate(events):
            self.show_event(event)
            if i == 0:
                for reason in reasons:
                    self.console.say_wrapped(reason)

    def show_event(self, event) -> None:
        say, con = self.console.say, self.console
        kind = type(event)
        if kind is Called:
            say(f"  {event.seat.full_name:<6} {self.terms.call(event.call)}")
        elif kind is Dealt:
            if self.hand.actions:
                say("The rest of the cards are dealt.")
            self.show_hands()
        elif kind is TurnUp:
            say(f"Turned up: the {event.card.name} ({con.card(event.card)}).")
        elif kind is AuctionEnded:
            if event.contract is not None:  # else PassedOut follows and says so
                say(f"The {self.terms.bidding} is over. Contract: {self.terms.contract(event.contract)} by "
                    f"{event.declarer.full_name} ({SIDE_NAMES[event.declarer.side]}).")
        elif kind is TrumpSet:
            say(trump_words(event.suit, con))
        elif kind is Declared:
            say(f"  {event.seat.full_name:<6} {self.terms.declare}: {event.label}")
        elif kind is CardPlayed:
            self.show_card(event)
        elif kind is BelotSaid:
            say(f"  {event.seat.full_name:<6} says \"{event.word}\" (king and queen of trumps)")
        elif kind is MeldShown:
            say(f"  {event.seat.full_name} shows {event.label} ({con.cards(event.cards)}): {event.points} points")
        elif kind is AnnouncesCompared:
            words = self.terms.declarations
            who = f"{SIDE_NAMES[event.side]} score their {words}" if event.side else f"no {words} score"
            say(f"  {words.capitalize()} compared: {event.reason}; {who}.")
        elif kind is TrickWon:
            self.show_trick_won(event)
        elif kind is PassedOut:
            say(f"Passed out: {event.reason}.")
        elif kind is HandScored:
            say("Score card:")
            for line in event.result.lines:
                say(f"  {line}")

    def show_card(self, event: CardPlayed) -> None:
        if self.cards_on_table == 0:
            self.trick_number += 1
            self.console.say(f"Trick {self.trick_number}:")
        self.cards_on_table += 1
        self.console.say(f"  {event.seat.full_name:<6} {self.console.card(event.card)}")

    def show_trick_won(self, event: TrickWon) -> None:
        self.cards_on_table = 0
        self.last_trick = (self.trick_number, event)
        self.console.say(f"  -> {event.winner.full_name} wins trick {self.trick_number} ({event.points} points).")
        self.console.say_wrapped(event.reason, indent="     ")

    # -- a human seat ---------------------------------------------------------------------------------
    def ask_human(self, hand, seat: Seat) -> tuple[list, list[str]]:
        """Read entries until one is legal; return its events (a human gives no reasons)."""
        self.show_situation(hand, seat)
        while True:
            text = self.read(f"{seat.full_name}> ")
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
                    return hand.apply(normalise_entry(text, hand.legal_actions())), []
                except IllegalAction as exc:
                    self.console.say(f"  Refused: {exc.reason}. Try again (or type help).")

    def read(self, prompt: str) -> str:
        self.console.prompt(prompt)
        line = sys.stdin.readline()
        if not line:
            self.console.say()
            raise QuitGame
        if not sys.stdin.isatty():
            self.console.say(line.rstrip("\n"))  # echo piped input so the transcript reads like a session
        return line

    def show_situation(self, hand, seat: Seat) -> None:
        view = hand.view(seat)
        say, con = self.console.say, self.console
        say(f"--- {seat.full_name}, your turn ---")
        if view.phase == "bidding":
            for line in self.terms.situation(view, con):
                say(f"  {line}")
            calls = [f"{s.full_name} {self.action_words(a)}" for s, a in view.history]
            so_far = ", ".join(calls) or "you are the first to speak"
            self.console.say_wrapped(f"The {self.terms.bidding} so far: {so_far}", "  ")
        else:
            contract = view.public.get("contract_text")
            points = view.public.get("points", {})
            say(f"  Contract: {self.terms.contract(contract)} by {view.public['declarer'].full_name}. Trick points "
                "so far: " + ", ".join(f"{SIDE_NAMES[k]} {v}" for k, v in points.items()) + ".")
            table = ", ".join(f"{s.full_name} {con.card(c)}" for s, c in view.trick)
            say(f"  Trick {len(view.tricks) + 1}: {table or 'you lead'}")
        say(f"  Your hand: {con.hand(view.hand, view.trump)}")
        for other, cards in view.public.get("open_hands", {}).items():  # Belote's "Open hands" option
            if other != seat:
                say(f"  {other.full_name}'s hand: {con.hand(cards, view.trump)}")
        say(f"  You may: {self.legal_text(view.legal, view.trump)}")

    def action_words(self, action) -> str:
        if isinstance(action, (Card, Declaration)):
            return self.console.action(action)
        return self.terms.call(action)

    def legal_text(self, legal, trump: str | None) -> str:
        parts = [str(a) for a in legal if not isinstance(a, (Card, Bid, Declaration))]
        bids = [a for a in legal if isinstance(a, Bid)]
        if bids:
            low, high = bids[0], bids[-1]
            parts.append(f"bid {low.amount} to {high.amount} in any suit (e.g. {low.text})")
        parts.extend(str(a) for a in legal if isinstance(a, Declaration))
        cards = sorted((a for a in legal if isinstance(a, Card)), key=lambda c: sort_key(c, trump))
        if cards:
            parts.append("play " + " ".join(self.console.card(c) for c in cards))
        return "; ".join(parts)

    def hint(self, hand, seat: Seat) -> None:
        decision = self.advisor.decide(hand.view(seat))
        self.console.say(f"  Hint ({self.advisor.skill}): {self.action_words(decision.action)}")
        for reason in decision.reasons:
            self.console.say_wrapped(reason, indent="    ")

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


def trump_words(strain: str, console: Console) -> str:
    if strain == NO_TRUMPS:
        return "No Trumps: no suit is trumps."
    if strain == ALL_TRUMPS:
        return "All Trumps: every suit is trumps."
    return f"Trumps: {SUIT_NAMES[strain]} ({console.suit(strain)})."


def normalise_entry(text: str, legal) -> str:
    """What the human typed, in the engine's notation: '90 hearts' -> '90H', 'third' -> 'announce:third',
    'take hearts' -> 'take:H', suit symbols -> letters, 'p'/'x'/'xx' -> pass/double/redouble."""
    entry = text.strip()
    for suit, symbol in SUIT_SYMBOLS.items():
        entry = entry.replace(symbol, suit)
    lowered = entry.lower()
    if lowered in SHORT_CALLS:
        return SHORT_CALLS[lowered]
    if any(isinstance(a, Declaration) and a.kind == lowered for a in legal):
        return f"announce:{lowered}"
    match = re.fullmatch(r"(\d+)\s*(spades?|hearts?|diamonds?|clubs?|[shdc])", lowered)
    if match:
        return match.group(1) + match.group(2)[0].upper()
    match = re.fullmatch(r"take\s*:?\s*(spade|heart|diamond|club|no trump|all trump|nt|at|[shdc])s?", lowered)
    if match:
        return f"take:{STRAIN_WORDS[match.group(1)]}"
    return entry


# -- the commands ------------------------------------------------------------------------------------
def command_list(args, console: Console) -> int:
    for variant in VARIANTS.values():
        console.say(f"{variant.id:<16} {variant.name} (playable in the terminal)")
    planned = [name for vid, name in PLANNED_GAMES.items() if vid not in VARIANTS]
    if planned:
        console.say(f"Planned: {', '.join(planned)}.")
    return 0


def command_rules(args, console: Console) -> int:
    console.say(VARIANTS[args.game].help_text().rstrip())
    return 0


def command_play(args, console: Console, parser: argparse.ArgumentParser) -> int:
    variant = VARIANTS[args.game]
    try:
        options = play_options(args, variant)
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
    try:
        if args.match:
            play_match(args, console, table, variant, options, seed)
        else:
            play_one_hand(args, table, variant, options, seed)
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
            raise ValueError(f"--options is not valid JSON ({exc.msg})") from None
    options, _ = options_from_json(variant.options_class, data, strict=True)
    if args.no_announces:
        if not hasattr(options, "announces"):
            raise ValueError(f"--no-announces: {variant.name} has no announces option")
        options = options.replace(announces=False)
    if args.target is not None:
        options = options.replace(target=args.target)
    return options


def seat_players(args, variant_id: str, seed: int) -> dict:
    humans = {seat for group in args.human or [] for seat in group}
    skills = {seat: args.skill for seat in SEATS}
    skills.update(args.skills or {})
    return {seat: None if seat in humans else make_computer(variant_id, skills[seat], seed) for seat in SEATS}


def describe_player(player) -> str:
    return "human" if player is None else player.skill


def play_one_hand(args, table: Table, variant, options, seed: int) -> None:
    deal = args.deal if args.deal is not None else random.Random(seed).randint(1, MAX_DEAL_NUMBER)
    dealer = args.dealer if args.dealer is not None else variant.dealer_for_number(deal)
    hand = variant.new_hand(options, dealer=dealer, deal_number=deal)
    table.play_hand(hand, f"Deal {deal} (replay it: --deal {deal} --dealer {dealer.name} --seed {seed})")


def play_match(args, console: Console, table: Table, variant, options, seed: int) -> None:
    match = Match(variant, options, first_dealer=args.dealer, seed=seed, deal_number=args.deal)
    console.say(f"A game to {match.target} points.")
    while True:
        table.play_hand(match.current, f"Hand {len(match.history) + 1}")
        summary = match.finish_hand()
        console.say("After hand {}: {} (this hand {}).".format(
            summary.number, totals_text(summary.totals),
            ", ".join(f"{k} +{v}" for k, v in summary.points.items())))
        if match.over:
            loser = next(k for k in match.scores if k != match.winner)
            console.say(f"{SIDE_NAMES[match.winner]} win the game, {match.scores[match.winner]} to "
                        f"{match.scores[loser]}, after {summary.number} hands.")
            return
        match.next_hand()


def totals_text(totals: dict) -> str:
    return ", ".join(f"{SIDE_NAMES.get(k, k)} {v}" for k, v in totals.items())


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


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m game.cli", description="Card games in the terminal.")
    sub = parser.add_subparsers(dest="command", required=True, metavar="{list,rules,play}")
    sub.add_parser("list", help="list the games")
    rules = sub.add_parser("rules", help="print the rules of a game")
    rules.add_argument("game", choices=sorted(VARIANTS))
    play = sub.add_parser("play", help="play a hand (or a whole game with --match)")
    play.add_argument("game", choices=sorted(VARIANTS))
    play.add_argument("--deal", type=deal_arg, help=f"the numbered deal to play (1 to {MAX_DEAL_NUMBER:,})")
    play.add_argument("--dealer", type=seat_arg, help="N, E, S or W (default: the deal's own dealer)")
    play.add_argument("--skill", choices=SKILLS, default="expert", help="skill of the computers (default expert)")
    play.add_argument("--skills", type=skills_arg, help="skills per seat, e.g. N=expert,E=novice")
    play.add_argument("--human", type=seat_list, action="append", help="seat(s) played from the keyboard, e.g. S")
    play.add_argument("--hint-skill", choices=SKILLS[1:], default="expert", help="who gives hints (default expert)")
    play.add_argument("--match", action="store_true", help="play a whole game to the target score")
    play.add_argument("--seed", type=int, help="seed of the computers and of the game's deals (default random)")
    play.add_argument("--no-announces", action="store_true", help="play without announces (the Belot still counts)")
    play.add_argument("--target", type=int, help="points needed to win the game (default: the game's own)")
    play.add_argument("--options", metavar="JSON",
                      help='rule options as a JSON object, e.g. \'{"no_trumps_all_trumps": true}\' for Belote')
    play.add_argument("--ascii", action="store_true", help="suit letters instead of symbols")
    return parser


def main(argv=None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        console = Console(sys.stdout, ascii_only=getattr(args, "ascii", False))
        if args.command == "list":
            return command_list(args, console)
        if args.command == "rules":
            return command_rules(args, console)
        return command_play(args, console, parser)
    except SystemExit as exc:  # argparse: --help (0) or a bad argument (2, usage already printed)
        return exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)


if __name__ == "__main__":
    sys.exit(main())
