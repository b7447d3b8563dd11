"""The command-line program: list the games, print a game's rules, play a hand or a whole game in the terminal.

    python -m game.cli list
    python -m game.cli rules belote_bridgee
    python -m game.cli play belote_bridgee [--deal N] [--dealer W] [--skill expert] [--human S] [--match] ...

Computers decide through ``game.ai.computer_player`` and say why; a human seat types its calls and cards
(``80S``, ``pass``, ``JS``, ``announce:third``) and may ask for a ``hint`` or ``why`` the last trick went
where it did. Everything printed is plain text; suit symbols are used only where the terminal can show them.
"""

from __future__ import annotations

import argparse
import random
import re
import sys
import textwrap
import unicodedata

from game.ai.player import SKILLS, ComputerPlayer, Decision, computer_player
from game.engine.actions import Bid, Call, Declaration, action_of
from game.engine.cards import SUIT_NAMES, SUIT_SYMBOLS, Card
from game.engine.deal import MAX_DEAL_NUMBER
from game.engine.errors import IllegalAction, OptionsError
from game.engine.events import (
    AnnouncesCompared,
    AuctionEnded,
    BelotSaid,
    Called,
    CardPlayed,
    Declared,
    HandScored,
    MeldShown,
    PassedOut,
    TrickWon,
    TrumpSet,
)
from game.engine.match import Match
from game.engine.seats import SEATS, Seat
from game.variants import VARIANTS
from game.variants.belote_common.values import sort_key

PLANNED_GAMES = {
    "belote_bridgee": "32 Card Bridge", "belote": "Belote", "bridge": "Contract Bridge",
    "pinochle": "Double-Deck Pinochle", "scotch_whist": "Scotch Whist",
}
SIDE_NAMES = {"NS": "North-South", "EW": "East-West"}
WIDTH = 100
REASON_INDENT = " " * 10
NO_PLAYER_REASON = "no computer player yet"
HUMAN_COMMANDS = (
    "Type a call (80S, 90 hearts, pass, double, redouble), a card (JS, TH, 10H, 7c) or an announce "
    "(announce:third, or just third) when it is your turn. Other commands: hint (the computer's advice "
    "and its reasons), why (why the last trick went where it did), hand (show the table again), "
    "help, quit."
)
SHORT_CALLS = {"p": "pass", "x": "double", "dbl": "double", "xx": "redouble", "rdbl": "redouble"}


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


# -- the table -----------------------------------------------------------------------------------------
class Table:
    """Plays hands in the terminal. ``players`` maps each seat to its computer player, or None for a human."""

    def __init__(self, console: Console, players: dict, advisor: ComputerPlayer, show_all: bool):
        self.console = console
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
        say = self.console.say
        say()
        say(f"=== {title}: {hand.dealer.full_name} deals ===")
        for seat in SEATS:
            if self.show_all or self.players[seat] is None:
                say(f"  {seat.full_name:<6} {self.console.hand(hand.initial_cards[seat], None)}")
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
                say(f"  {seat.full_name:<6} {self.console.hand(hand.initial_cards[seat], hand.trump)}")

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
            say(f"  {event.seat.full_name:<6} {event.call.name}")
        elif kind is AuctionEnded:
            if event.contract is not None:  # else PassedOut follows and says so
                say(f"The bidding is over. Contract: {contract_words(event.contract)} by "
                    f"{event.declarer.full_name} ({SIDE_NAMES[event.declarer.side]}).")
        elif kind is TrumpSet:
            say(f"Trumps: {SUIT_NAMES[event.suit]} ({con.suit(event.suit)}).")
        elif kind is Declared:
            say(f"  {event.seat.full_name:<6} announces: {event.label}")
        elif kind is CardPlayed:
            self.show_card(event)
        elif kind is BelotSaid:
            say(f"  {event.seat.full_name:<6} says \"{event.word}\" (king and queen of trumps)")
        elif kind is MeldShown:
            say(f"  {event.seat.full_name} shows {event.label} ({con.cards(event.cards)}): {event.points} points")
        elif kind is AnnouncesCompared:
            who = SIDE_NAMES[event.side] + " score their announces" if event.side else "no announces score"
            say(f"  Announces compared: {event.reason}; {who}.")
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
                self.console.say_wrapped(HUMAN_COMMANDS, indent="  ")
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
            calls = [f"{s.full_name} {con.action(a)}" for s, a in view.history]
            self.console.say_wrapped(f"Auction so far: {', '.join(calls) or 'you are the first to speak'}", "  ")
        else:
            contract = view.public.get("contract_text")
            points = view.public.get("points", {})
            say(f"  Contract: {contract_words(contract)} by {view.public['declarer'].full_name}. Trick points so far: "
                + ", ".join(f"{SIDE_NAMES[k]} {v}" for k, v in points.items()) + ".")
            table = ", ".join(f"{s.full_name} {con.card(c)}" for s, c in view.trick)
            say(f"  Trick {len(view.tricks) + 1}: {table or 'you lead'}")
        say(f"  Your hand: {con.hand(view.hand, view.trump)}")
        say(f"  You may: {self.legal_text(view.legal, view.trump)}")

    def legal_text(self, legal, trump: str | None) -> str:
        parts = [a.name.lower() for a in legal if isinstance(a, Call)]
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
        self.console.say(f"  Hint ({self.advisor.skill}): {self.console.action(decision.action)}")
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


def normalise_entry(text: str, legal) -> str:
    """What the human typed, in the engine's notation: '90 hearts' -> '90H', 'third' -> 'announce:third',
    suit symbols -> letters, 'p'/'x'/'xx' -> pass/double/redouble."""
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
    options = variant.default_options()
    try:
        if args.no_announces:
            options = options.replace(announces=False)
        if args.target is not None:
            options = options.replace(target=args.target)
    except OptionsError as exc:
        parser.error(str(exc))
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1, 1_000_000)
    players = seat_players(args, variant.id, seed)
    table = Table(console, players, make_computer(variant.id, args.hint_skill, seed),
                  show_all=all(p is not None for p in players.values()))
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
    play.add_argument("--target", type=int, help="points needed to win the game (default 3000)")
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
