"""The engine: plain Python shared by every game (no pygame here)."""

from .actions import DOUBLE, PASS, REDOUBLE, Action, Bid, Call, Declaration
from .cards import ALL_CARDS, CARDS, DECK_32, DECK_36, DECK_52, DECK_80, Card, card, cards
from .errors import IllegalAction, OptionsError, RecordError, excerpt
from .hand import HandState, Public, View
from .result import HandResult, ScoreEntry
from .seats import CLOCKWISE, COUNTER_CLOCKWISE, SEATS, Seat

__all__ = [
    "ALL_CARDS", "CARDS", "CLOCKWISE", "COUNTER_CLOCKWISE", "DECK_32", "DECK_36", "DECK_52", "DECK_80",
    "DOUBLE", "PASS", "REDOUBLE", "SEATS", "Action", "Bid", "Call", "Card", "Declaration", "HandResult",
    "HandState", "IllegalAction", "OptionsError", "Public", "RecordError", "ScoreEntry", "Seat", "View", "card",
    "cards", "excerpt",
]
