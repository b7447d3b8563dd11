"""The log file: the text of a hand (the deal, the taking, the declarations, every trick and the score),
appended to a file the user keeps. Suits are printed as symbols, or as letters for printing (the
manual's H switch, the "Letters in the log" option)."""

from __future__ import annotations

from pathlib import Path

from game.engine.actions import PASS
from game.engine.cards import SUIT_NAMES, SUIT_SYMBOLS, Card
from game.engine.seats import SEATS, seats_from
from game.variants.belote_common.values import sort_key

from .rules import SIDE_NAMES, BeloteHand


def card_text(c: Card, letters: bool) -> str:
    """``"TH"`` with letters, ``"T♥"`` with symbols."""
    return c.text if letters else c.rank + SUIT_SYMBOLS[c.suit]


def cards_line(cards, letters: bool, trump: str | None = None) -> str:
    ordered = sorted(cards, key=lambda c: sort_key(c, trump)) if trump is not None else cards
    return " ".join(card_text(c, letters) for c in ordered)


def hand_log_text(hand: BeloteHand, letters: bool | None = None, title: str | None = None) -> str:
    """Everything that happened in ``hand`` so far, as lines of text ending with a blank line. ``letters``:
    suits as letters (None: as the hand's "Letters in the log" option says)."""
    if letters is None:
        letters = hand.options.log_letters
    order = seats_from(hand.first, hand.direction)
    deal = f"deal number {hand.deal_number}" if hand.deal_number is not None else "dealt cards"
    lines = [title or f"Belote: {hand.dealer.full_name} deals ({deal}), play goes {hand.options.direction}."]
    lines.append("Opening hands:")
    lines += [f"  {s.full_name:<6} {cards_line(hand.initial_cards[s][:5], letters)}" for s in order]
    lines.append(f"Turn-up: {card_text(hand.turn_up, letters)}")
    if hand.calls:
        calls = ", ".join(f"{s.full_name} {_call_words(hand, a)}" for s, a in hand.calls)
        lines.append(f"Taking: {calls}.")
    if hand.taker is not None:
        lines.append(f"{hand.taker.full_name} takes {hand.best_take_name} (multiplier x{hand.multiplier}).")
        lines.append("Hands after the deal:")
        played = {s: [c for _, cards, _, _ in hand.tricks for p, c in cards if p == s] for s in SEATS}
        for s, c in hand.trick:
            played[s].append(c)
        lines += [f"  {s.full_name:<6} {cards_line(hand.hands[s] + played[s], letters, hand.trump)}" for s in order]
        lines += _declaration_lines(hand, letters)
        lines += _trick_lines(hand, letters)
    if hand.done:
        lines.append("Score:")
        lines += [f"  {line}" for line in hand.result().lines]
    return "\n".join(lines) + "\n\n"


def _call_words(hand: BeloteHand, action) -> str:
    if action is PASS:
        return "passes"
    if action.strain is None:
        return f"takes {SUIT_NAMES[hand.turn_up.suit]}"
    return f"takes {action.name}"


def _declaration_lines(hand: BeloteHand, letters: bool) -> list[str]:
    out = []
    for s in SEATS:
        for combo in hand.declared[s]:
            out.append(f"  {s.full_name} declares {combo.label} ({combo.points}): "
                       f"{cards_line(combo.cards, letters)}")
    if out:
        scorer = SIDE_NAMES.get(hand.declarations_side, "nobody")
        out = ["Declarations:", *out, f"  {scorer} score them: {hand.declarations_reason}."]
    return out


def _trick_lines(hand: BeloteHand, letters: bool) -> list[str]:
    out = []
    said: dict[str, int] = {}
    tricks = [(leader, cards, winner, points) for leader, cards, winner, points in hand.tricks]
    if hand.trick:
        tricks.append((hand.trick[0][0], tuple(hand.trick), None, None))
    for n, (_, cards, winner, points) in enumerate(tricks, 1):
        played = []
        for seat, c in cards:
            text = f"{seat.name} {card_text(c, letters)}"
            if hand.belotes.get(c.suit) == seat and c.rank in "KQ":
                said[c.suit] = said.get(c.suit, 0) + 1
                text += " (Belote)" if said[c.suit] == 1 else " (Rebelote)"
            played.append(text)
        end = "" if winner is None else f" -> {winner.full_name} wins {points}"
        out.append(f"Trick {n}: {', '.join(played)}{end}")
    return out


def append_hand_log(path: str | Path, hand: BeloteHand, letters: bool | None = None, title: str | None = None) -> None:
    """Add the text of ``hand`` at the end of the log file ``path`` (created if missing)."""
    with open(path, "a", encoding="utf-8", newline="\n") as f:
        f.write(hand_log_text(hand, letters, title))
