"""The meld table of Double-Deck Pinochle as data, and the meld found in a hand.

Every value of the table is a rule option (``MeldTableOptions``), so the dialog's three pages (Arounds,
Runs & Marriages, Miscellaneous) edit plain option fields and each page can restore its own defaults.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from game.engine.cards import CARDS, RANK_NAMES, SUIT_NAMES, SUITS, Card
from game.engine.options import Options, option

COUNTS = (1, 2, 3, 4)
AROUND_RANKS = "AKQJ"  # tens around are worth nothing
RUN_RANKS = "ATKQJ"
AROUND_NAMES = {"A": "aces", "K": "kings", "Q": "queens", "J": "jacks"}
COUNT_WORDS = {1: "", 2: "double ", 3: "triple ", 4: "quadruple "}
NUMBER_WORDS = {1: "one", 2: "two", 3: "three", 4: "four"}
QUEEN_OF_SPADES = CARDS["QS"]
JACK_OF_DIAMONDS = CARDS["JD"]

DEFAULT_AROUNDS = {"A": (10, 100, 200, 400), "K": (8, 80, 160, 320), "Q": (6, 60, 120, 240), "J": (4, 40, 80, 160)}
DEFAULT_RUNS = (15, 150, 300, 600)
DEFAULT_TRUMP_MARRIAGES = (4, 8, 12, 16)
DEFAULT_PLAIN_MARRIAGES = (2, 4, 6, 8)
DEFAULT_PINOCHLES = (4, 30, 90, 270)
MAX_MELD_VALUE = 9999


def _value(default: int, label: str, help_text: str = ""):
    return option(default, label, help_text, min=0, max=MAX_MELD_VALUE)


def _around(rank: str, n: int):
    name = AROUND_NAMES[rank]
    sets = "one set" if n == 1 else f"{NUMBER_WORDS[n]} sets"
    return _value(DEFAULT_AROUNDS[rank][n - 1], f"{name.capitalize()} around, {sets}",
                  f"Meld for {sets} of {name} around (one {name[:-1]} of each suit per set).")


def _series(defaults: tuple, n: int, label: str, help_text: str):
    return _value(defaults[n - 1], f"{label} x{n}", help_text)


@dataclass(frozen=True)
class MeldTableOptions(Options):
    """The meld table (the Setup Meld Table pages). Values for 1..4 of a kind of meld need not be linear."""

    aces_around_1: int = _around("A", 1)
    aces_around_2: int = _around("A", 2)
    aces_around_3: int = _around("A", 3)
    aces_around_4: int = _around("A", 4)
    kings_around_1: int = _around("K", 1)
    kings_around_2: int = _around("K", 2)
    kings_around_3: int = _around("K", 3)
    kings_around_4: int = _around("K", 4)
    queens_around_1: int = _around("Q", 1)
    queens_around_2: int = _around("Q", 2)
    queens_around_3: int = _around("Q", 3)
    queens_around_4: int = _around("Q", 4)
    jacks_around_1: int = _around("J", 1)
    jacks_around_2: int = _around("J", 2)
    jacks_around_3: int = _around("J", 3)
    jacks_around_4: int = _around("J", 4)
    runs_1: int = _series(DEFAULT_RUNS, 1, "Runs", "One run: ace, ten, king, queen and jack of trumps.")
    runs_2: int = _series(DEFAULT_RUNS, 2, "Runs", "Two complete runs in trumps.")
    runs_3: int = _series(DEFAULT_RUNS, 3, "Runs", "Three complete runs in trumps.")
    runs_4: int = _series(DEFAULT_RUNS, 4, "Runs", "Four complete runs in trumps.")
    trump_marriages_1: int = _series(DEFAULT_TRUMP_MARRIAGES, 1, "Trump marriages",
                                     "One king-queen of trumps outside a run.")
    trump_marriages_2: int = _series(DEFAULT_TRUMP_MARRIAGES, 2, "Trump marriages",
                                     "Two king-queen pairs of trumps outside runs (some count 30).")
    trump_marriages_3: int = _series(DEFAULT_TRUMP_MARRIAGES, 3, "Trump marriages",
                                     "Three king-queen pairs of trumps outside runs.")
    trump_marriages_4: int = _series(DEFAULT_TRUMP_MARRIAGES, 4, "Trump marriages",
                                     "Four king-queen pairs of trumps outside runs.")
    plain_marriages_1: int = _series(DEFAULT_PLAIN_MARRIAGES, 1, "Plain marriages",
                                     "One king-queen pair in a suit that is not trumps.")
    plain_marriages_2: int = _series(DEFAULT_PLAIN_MARRIAGES, 2, "Plain marriages",
                                     "Two king-queen pairs in the same suit that is not trumps.")
    plain_marriages_3: int = _series(DEFAULT_PLAIN_MARRIAGES, 3, "Plain marriages",
                                     "Three king-queen pairs in the same suit that is not trumps.")
    plain_marriages_4: int = _series(DEFAULT_PLAIN_MARRIAGES, 4, "Plain marriages",
                                     "Four king-queen pairs in the same suit that is not trumps.")
    pinochles_1: int = _series(DEFAULT_PINOCHLES, 1, "Pinochles", "One queen of spades with one jack of diamonds.")
    pinochles_2: int = _series(DEFAULT_PINOCHLES, 2, "Pinochles", "Two pinochles (double pinochle).")
    pinochles_3: int = _series(DEFAULT_PINOCHLES, 3, "Pinochles", "Three pinochles.")
    pinochles_4: int = _series(DEFAULT_PINOCHLES, 4, "Pinochles", "Four pinochles.")
    four_of_a_kind_trumps: int = _value(
        0, "4-of-a-kind in trumps", "Meld for all four copies of one card of the trump suit (e.g. four aces "
        "of trumps); 0: not counted.")
    four_of_a_kind_plain: int = _value(
        0, "4-of-a-kind in other suits", "Meld for all four copies of one card of a suit that is not trumps; "
        "0: not counted.")
    minimum_meld: int = _value(
        20, "Minimum meld required for a team", "A team whose meld adds up to less scores none of it "
        "(1: every meld scores).")
    meld_base: int = _value(0, "Base added to successful meld", "Added to a team's meld when the team saves it.")


@dataclass(frozen=True)
class MeldPage:
    title: str
    fields: tuple[str, ...]


MELD_PAGES = (
    MeldPage("Arounds", tuple(f"{AROUND_NAMES[r]}_around_{n}" for r in AROUND_RANKS for n in COUNTS)),
    MeldPage("Runs & Marriages", tuple(f"{kind}_{n}" for kind in ("runs", "trump_marriages", "plain_marriages")
                                       for n in COUNTS)),
    MeldPage("Miscellaneous", (*(f"pinochles_{n}" for n in COUNTS), "four_of_a_kind_trumps",
                               "four_of_a_kind_plain", "minimum_meld", "meld_base")),
)
MELD_FIELDS = tuple(f.name for f in fields(MeldTableOptions))
DEFAULT_TABLE = MeldTableOptions()


def page_named(title: str) -> MeldPage:
    for page in MELD_PAGES:
        if page.title == title:
            return page
    raise ValueError(f"no meld table page is called {title!r}")


def restore_page(options, title: str):
    """``options`` with the values of one meld table page put back to the manual's defaults."""
    return options.replace(**{name: getattr(DEFAULT_TABLE, name) for name in page_named(title).fields})


@dataclass(frozen=True)
class MeldItem:
    kind: str  # "aces_around", ..., "run", "trump_marriage", "marriage", "pinochle", "four_trumps", "four_plain"
    label: str
    cards: tuple[Card, ...]
    points: int


def card_counts(cards) -> dict[Card, int]:
    counts: dict[Card, int] = {}
    for c in cards:
        counts[c] = counts.get(c, 0) + 1
    return counts


def meld_of(cards, trump: str | None, table=DEFAULT_TABLE) -> list[MeldItem]:
    """The meld one player holds with ``trump`` as trumps (None: no trumps yet, every marriage is plain).

    A card counts at most once in each category (arounds, runs and marriages, pinochles, four of a kind);
    the king and queen inside a run are not also a trump marriage. Items worth 0 in ``table`` are left out.
    """
    counts = card_counts(cards)
    have = counts.get
    items: list[MeldItem] = []

    def add(kind: str, label: str, group: tuple, n: int, points: int) -> None:
        if n and points:
            items.append(MeldItem(kind, label, tuple(c for c in group for _ in range(n)), points))

    for rank in AROUND_RANKS:
        group = tuple(CARDS[rank + s] for s in SUITS)
        n = min(have(c, 0) for c in group)
        name = AROUND_NAMES[rank]
        if n:
            add(f"{name}_around", f"{COUNT_WORDS[n]}{name} around".capitalize(), group, n,
                getattr(table, f"{name}_around_{n}"))
    for suit in SUITS:
        king, queen = CARDS["K" + suit], CARDS["Q" + suit]
        pairs = min(have(king, 0), have(queen, 0))
        if suit == trump:
            run = tuple(CARDS[r + suit] for r in RUN_RANKS)
            runs = min(have(c, 0) for c in run)
            if runs:
                add("run", f"{COUNT_WORDS[runs]}run in {SUIT_NAMES[suit]}".capitalize(), run, runs,
                    getattr(table, f"runs_{runs}"))
            pairs -= runs
            if pairs:
                add("trump_marriage", _marriage_label(pairs, suit, True), (king, queen), pairs,
                    getattr(table, f"trump_marriages_{pairs}"))
        elif pairs:
            add("marriage", _marriage_label(pairs, suit, False), (king, queen), pairs,
                getattr(table, f"plain_marriages_{pairs}"))
    n = min(have(QUEEN_OF_SPADES, 0), have(JACK_OF_DIAMONDS, 0))
    if n:
        add("pinochle", f"{COUNT_WORDS[n]}pinochle".capitalize(), (QUEEN_OF_SPADES, JACK_OF_DIAMONDS), n,
            getattr(table, f"pinochles_{n}"))
    for c, n in counts.items():
        if n == 4:
            in_trumps = c.suit == trump
            points = table.four_of_a_kind_trumps if in_trumps else table.four_of_a_kind_plain
            add("four_trumps" if in_trumps else "four_plain",
                f"Four {RANK_NAMES[c.rank]}s of {SUIT_NAMES[c.suit]}" + (" (trumps)" if in_trumps else ""),
                (c,), 4, points)
    return items


def _marriage_label(pairs: int, suit: str, trumps: bool) -> str:
    what = "marriage" if pairs == 1 else f"{NUMBER_WORDS[pairs]} marriages"
    return f"{what} in {SUIT_NAMES[suit]}{' (trumps)' if trumps else ''}".capitalize()


def meld_points(items) -> int:
    return sum(item.points for item in items)


def holds_trump_marriage(cards, trump: str) -> bool:
    """Whether ``cards`` hold a king and a queen of trumps (in a run or not)."""
    return CARDS["K" + trump] in cards and CARDS["Q" + trump] in cards


def holds_any_marriage(cards) -> bool:
    return any(CARDS["K" + s] in cards and CARDS["Q" + s] in cards for s in SUITS)


def is_aces_around(item: MeldItem) -> bool:
    return item.kind == "aces_around"


@dataclass(frozen=True)
class SideMeld:
    """A side's meld once trumps are known: all of it, what is shown, what counts."""

    total: int  # everything the two players hold
    counted: int  # what the side may score (0 under the minimum)
    shown: dict  # {seat: (MeldItem, ...)} laid on the table
    summary: str  # "45", "0" or "0*" (under the minimum, aces around shown)


def side_meld(items_by_seat: dict, table=DEFAULT_TABLE) -> SideMeld:
    """What one side shows and counts: everything when the side has the minimum meld, else aces around only."""
    total = sum(meld_points(items) for items in items_by_seat.values())
    if total >= table.minimum_meld:
        shown = {seat: tuple(items) for seat, items in items_by_seat.items() if items}
        return SideMeld(total, total, shown, str(total))
    shown = {seat: tuple(i for i in items if is_aces_around(i)) for seat, items in items_by_seat.items()}
    shown = {seat: items for seat, items in shown.items() if items}
    return SideMeld(total, 0, shown, "0*" if shown else "0")
