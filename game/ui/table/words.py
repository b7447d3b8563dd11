"""How calls, contracts and cards are written at the table (suit marks become suit sprites)."""

from __future__ import annotations

from game.engine import DOUBLE, PASS, REDOUBLE, Bid, Call, Card, Declaration, Seat
from game.engine.actions import Take, TrumpCall
from game.engine.cards import RANK_NAMES, SUIT_NAMES

SIDE_NAMES = {"NS": "North-South", "EW": "East-West"}
STRAIN_WORDS = {"NT": "No Trumps", "AT": "All Trumps"}
def suit_mark(suit: str | None) -> str:
    return f"[{suit}]" if suit in ("S", "H", "D", "C") else (suit or "")


BRIDGE_LEVELS = 7  # a bid of a level (Contract Bridge: 1 to 7) rather than of points (Belote: 80 and up)


def bid_text(amount: int, strain: str | None) -> str:
    """A bid as its game writes it: a Contract Bridge level close to its strain, as bridge players write it and
    the bidding system's reasons do (``2[H]``, ``1NT``); points apart from their suit (Belote's ``80 [S]``);
    Pinochle's amount alone."""
    if strain is None:
        return str(amount)
    return f"{amount}{'' if amount <= BRIDGE_LEVELS else ' '}{suit_mark(strain)}"


def call_text(action) -> str:
    """``80 [S]``, ``2[H]``, ``1NT``, ``Pass``, ``Double``, ``Redouble``."""
    if isinstance(action, Call):
        return action.name
    if isinstance(action, Bid):
        return bid_text(action.amount, action.strain)
    if isinstance(action, Declaration):
        return action.label
    if isinstance(action, Card):
        return card_text(action)
    if isinstance(action, Take):
        return take_text(action.strain)
    if isinstance(action, TrumpCall):
        return f"{suit_mark(action.suit)} trumps"
    return str(action)


def take_text(strain: str | None) -> str:
    """Belote: ``Take``, ``Take [H]``, ``No Trumps``, ``All Trumps``."""
    if strain is None:
        return "Take"
    return STRAIN_WORDS.get(strain) or f"Take {suit_mark(strain)}"


def card_text(card: Card) -> str:
    """``10 [H]``: the short form with the suit sprite."""
    rank = "10" if card.rank == "T" else card.rank
    return f"{rank}{suit_mark(card.suit)}"


def score_key_name(key: str) -> str:
    """A score's key in full: ``NS`` -> North-South, ``E`` -> East (anything else as it is)."""
    return SIDE_NAMES.get(key) or (Seat[key].full_name if key in Seat.__members__ else str(key))


def match_ends_here(match) -> bool:
    """No hand of the match follows at this table: it is over, or (a network table) its host stops here."""
    return match.over or getattr(match, "stopped", False)


def host_stop_words(match) -> str | None:
    """At a network table whose host was set to play a number of hands (``main.py --serve --hands N``), what the end
    of the last one means: the match is not over and nobody won it, so who is ahead, with the game's own words (the
    game or the rubber, as the score card and the terminal say them). None: the table goes on, or its match ended by
    its rules (the winner's own words)."""
    if not getattr(match, "stopped", False):
        return None
    hands = getattr(match, "hands", None)
    what = "game" if match.target else "rubber"
    played = (f"The host played the {'one hand' if hands == 1 else f'{hands} hands'} it was set to"
              if hands else "The host stops after the hands it was set to")
    standing = standing_words(match.scores)
    return f"{played}; the {what} stops here{' ' * bool(standing)}{standing}."


def standing_words(scores: dict[str, int]) -> str:
    """``with North-South ahead, 520 to 310``; per player ``with East ahead with 43 points (North 20, ...)``; level:
    ``with both sides level at 200``; no scores (a host's message without them): nothing."""
    scores = {key: value for key, value in scores.items() if isinstance(value, int)}
    if not scores:
        return ""
    best = max(scores.values())
    leaders = [key for key, value in scores.items() if value == best]
    others = {key: value for key, value in scores.items() if value != best}
    rest = ", ".join(f"{score_key_name(key)} {value:,}" for key, value in others.items())
    if len(leaders) > 1:
        who = "both sides" if set(leaders) == set(SIDE_NAMES) else " and ".join(map(score_key_name, leaders))
        return f"with {who} level at {best:,}" + (f" ({rest})" if rest else "")
    leader = score_key_name(leaders[0])
    if not others:
        return f"with {leader} at {best:,}"
    if leaders[0] in SIDE_NAMES:
        return f"with {leader} ahead, {best:,} to {max(others.values()):,}"
    return f"with {leader} ahead with {best:,} points ({rest})"


def score_key_text(key: str) -> str:
    """A side ``N-S`` or, where each player scores for himself (Scotch Whist), the seat ``North``."""
    return Seat[key].full_name if len(key) == 1 else f"{key[0]}-{key[1]}"


def spell_suits(text: str) -> str:
    """``80 [C]`` -> ``80 Clubs``: for a list whose highlight would hide the black suit sprites."""
    for suit, name in SUIT_NAMES.items():
        text = text.replace(f"[{suit}]", name.capitalize())
    return text


def summary_words(summary) -> str:
    """A scored hand in one line: ``Hand 2: 90 [S] by North: N-S 0, E-W 250``."""
    who = f" by {summary.declarer.full_name}" if summary.declarer is not None else ""
    contract = f"{contract_text(summary.contract)}{who}: " if summary.contract else ""
    points = ", ".join(f"{score_key_text(key)} {value}" for key, value in summary.points.items())
    return f"Hand {summary.number}: {contract}{points}"


def replay_words(summary) -> str:
    """A scored hand to choose for a replay: ``Hand 2: 90 [S] by North: N-S 0, E-W 250 (dealt by West)``."""
    return f"{summary_words(summary)} (dealt by {summary.dealer.full_name})"


def hand_number(match) -> int:
    """The number of the hand on the table in its game (1 = the first)."""
    return len(match.history) + (0 if match.current_scored else 1)


def progress_words(match, practice: bool = False) -> str:
    """A game left unfinished, in a few words: ``hand 3, N-S 450, E-W 320 (game to 3000)``."""
    if practice:
        number = match.current.deal_number
        return f"a practice hand (no. {number})" if number else "a practice hand"
    scores = ", ".join(f"{score_key_text(key)} {value}" for key, value in match.scores.items())
    goal = f"game to {match.target}" if match.target else "a rubber"
    return f"hand {hand_number(match)}, {scores} ({goal})"


def card_words(card: Card) -> str:
    return card.name


def contract_text(text: str | None) -> str:
    """``120CX`` -> ``120 [C] doubled``, ``4HX`` -> ``4[H] doubled``, ``3NT`` -> ``3NT``; Belote's ``take:S`` or ``S``
    -> ``[S] trumps``."""
    if not text:
        return "none"
    if text.startswith("take:") or not text[0].isdigit():  # Belote: the trump suit taken, or No / All Trumps
        strain = text.removeprefix("take:")  # (a scored hand's contract is the strain alone: "S", "NT")
        return STRAIN_WORDS.get(strain) or f"{suit_mark(strain)} trumps"
    if text.isdigit():  # Pinochle: the bid alone
        return text
    doubled = ""
    if text.endswith("XX"):
        text, doubled = text[:-2], " redoubled"
    elif text.endswith("X"):
        text, doubled = text[:-1], " doubled"
    strain = "NT" if text.endswith("NT") else text[-1]  # Contract Bridge: "3NT"
    return bid_text(int(text[:-len(strain)]), strain) + doubled


# the verbs of the moves: (for titles, in the past: "bid 80 [S]"; as it is made, after the seat: "bids 1[H]")
CALL_VERBS = {PASS: ("passed", "passes"), DOUBLE: ("doubled", "doubles"), REDOUBLE: ("redoubled", "redoubles")}
PAST, NOW = 0, 1
VERBS = {"bid": ("bid", "bids"), "play": ("played", "plays"), "announce": ("announced", "announces"),
         "take": ("took", "takes"), "name": ("named", "names")}


def _move_phrase(action, tense: int, card_name) -> str | None:
    """The move in words in ``tense`` (PAST or NOW), a card named by ``card_name``; None for another kind of move."""
    if isinstance(action, Call):
        return CALL_VERBS[action][tense]
    if isinstance(action, Bid):
        return f"{VERBS['bid'][tense]} {call_text(action)}"
    if isinstance(action, Card):
        return f"{VERBS['play'][tense]} the {card_name(action)}"
    if isinstance(action, Declaration):
        return f"{VERBS['announce'][tense]} a {action.label.lower()}"
    if isinstance(action, Take):
        strain = action.strain
        took = VERBS["take"][tense]
        return took if strain is None else f"{took} {STRAIN_WORDS.get(strain) or suit_mark(strain)}"
    if isinstance(action, TrumpCall):
        return f"{VERBS['name'][tense]} {SUIT_NAMES[action.suit]} trumps"
    return None


def action_words(action) -> str:
    """For titles: "bid 80 [S]", "passed", "played the nine of hearts"."""
    return _move_phrase(action, PAST, card_words) or str(action)


def move_words(action, phase: str, seat: Seat) -> str:
    """A move as it is made, after the seat's name: "bids 1[H]", "plays the K[S]", "gives the 10[D] to South" (a
    card passed in Pinochle's ``phase`` "passing")."""
    if isinstance(action, Card) and phase == "passing":
        return f"gives the {card_text(action)} to {seat.partner.full_name}"
    return _move_phrase(action, NOW, card_text) or f"plays {action}"


def advice_words(action) -> str:
    """For the hint: "Pass", "Bid 80 [S]", "Play the nine of hearts", "Announce your third"."""
    if action is PASS:
        return "Pass"
    if action in (DOUBLE, REDOUBLE):
        return call_text(action)
    if isinstance(action, Bid):
        return f"Bid {call_text(action)}"
    if isinstance(action, Card):
        return f"Play the {action.name} ({card_text(action)})"
    if isinstance(action, Declaration):
        return f"Announce your {action.label.lower()}"
    if isinstance(action, Take):
        return take_text(action.strain)
    if isinstance(action, TrumpCall):
        return f"Name {SUIT_NAMES[action.suit]} as trumps"
    return str(action)


def rank_word(card: Card) -> str:
    return RANK_NAMES[card.rank]
