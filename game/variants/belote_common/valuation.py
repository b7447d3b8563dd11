"""What the belote family's bidding and taking players share to value a hand before the play: counts of
the suits beside trumps, the linear models fitted on played-out deals, and the words for a holding."""

from __future__ import annotations

from game.engine.cards import RANK_NAMES, SUIT_NAMES

from .values import TRUMP_VALUE

SUITS = "SHDC"
NUMBER_WORDS = {0: "no", 1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight"}


def suit_counts(ranks: set, n: int) -> tuple[int, int, int, int, int]:
    """Of one suit held as ``ranks`` (``n`` cards): (an ace, the ten with its ace, a ten guarded by another card,
    a void, a singleton other than an ace), each 0 or 1."""
    ace = "A" in ranks
    return (int(ace), int(ace and "T" in ranks), int(not ace and "T" in ranks and n >= 2), int(n == 0),
            int(n == 1 and not ace))


def side_suit_counts(cards, trump: str) -> tuple[int, int, int, int, int]:
    """Beside ``trump``: (aces, tens with their ace, tens guarded by another card, voids, singletons
    other than an ace)."""
    per_suit = [suit_counts({c.rank for c in cards if c.suit == s}, sum(1 for c in cards if c.suit == s))
                for s in SUITS if s != trump]
    aces, tens_ace, tens_guarded, voids, singletons = (sum(column) for column in zip(*per_suit, strict=True))
    return aces, tens_ace, tens_guarded, voids, singletons


def apply_model(features, model) -> float:
    return sum(f * w for f, w in zip(features, model, strict=True))


def novice_suit_count(cards, suit: str) -> int:
    """The Novice's simple count with ``suit`` as trumps: the trumps' points, 10 an outside ace, 6 a trump
    beyond two."""
    trumps = [c for c in cards if c.suit == suit]
    total = sum(TRUMP_VALUE[c.index] for c in trumps)
    total += 10 * sum(1 for c in cards if c.rank == "A" and c.suit != suit)
    total += 6 * max(0, len(trumps) - 2)
    return total


def trump_holding_words(cards, suit: str, article: str = "") -> str:
    """``"jack and nine of hearts with two more trumps"`` (after ``article``), ``"two hearts without the
    jack, nine or ace"``, ``"no hearts"``."""
    trumps = [c for c in cards if c.suit == suit]
    honours = [c for c in sorted(trumps, key=lambda c: -TRUMP_VALUE[c.index]) if c.rank in "J9A"]
    others = len(trumps) - len(honours)
    if honours:
        names = [RANK_NAMES[c.rank] for c in honours]
        head = (", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else names[0])
        head = f"{article}{head} of {SUIT_NAMES[suit]}"
        if others:
            head += f" with {NUMBER_WORDS[others]} more trump" + ("s" if others > 1 else "")
        return head
    if trumps:
        return (f"{NUMBER_WORDS[len(trumps)]} {SUIT_NAMES[suit] if len(trumps) > 1 else SUIT_NAMES[suit][:-1]}"
                f" without the jack, nine or ace")
    return f"no {SUIT_NAMES[suit]}"


def outside_aces_words(cards, suit: str) -> str:
    """``"an outside ace"``, ``"two outside aces"``; "" without an ace beside ``suit``."""
    aces = [c for c in cards if c.rank == "A" and c.suit != suit]
    if not aces:
        return ""
    return "an outside ace" if len(aces) == 1 else f"{NUMBER_WORDS[len(aces)]} outside aces"
