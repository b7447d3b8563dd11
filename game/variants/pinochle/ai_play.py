"""Pinochle card play of the Novice and Advanced players, and the card counting the Expert builds on.

:class:`Knowledge` reads the view: the cards still out (four copies of each card), the meld each player
showed (cards surely in his hand until he plays them), the cards passed between the bidders, the suits a
player has shown out of, and what the must-beat rule reveals (a player who followed without beating the
best card holds nothing higher in that suit).

Advanced play: counters go on a trick partner is sure to win and are kept back from a trick the other
side will take; the bidders lead their side aces, then trumps to draw the opponents'; the defenders cash
aces and avoid leading trumps.
"""

from __future__ import annotations

from game.ai.player import Decision
from game.engine.cards import CARDS, SUIT_NAMES, SUITS, Card

from .rules import COUNTERS, POWER, beats

RANKS = "ATKQJ"
NOVICE_MISTAKE_RATE = 0.15


def counter(c: Card) -> int:
    return COUNTERS[c]


def higher_cards(c: Card) -> list[Card]:
    return [CARDS[r + c.suit] for r in RANKS[:RANKS.index(c.rank)]]


class Knowledge:
    """What one seat knows about the cards at a point of the play."""

    def __init__(self, view) -> None:
        self.view = view
        self.me = view.seat
        self.trump = view.trump
        self.options = view.options
        public = view.public
        self.bidder = public.declarer if public.declarer is not None else public.last_bidder  # North is Seat 0
        self.out = {c: 4 for c in POWER}  # copies not yet played and not in my hand
        for c in view.hand:
            self.out[c] -= 1
        self.played: dict = {s: [] for s in range(4)}
        for _, cards, _ in view.tricks:
            for s, c in cards:
                self.out[c] -= 1
                self.played[s].append(c)
        for s, c in view.trick:
            self.out[c] -= 1
            self.played[s].append(c)
        self.voids: dict = {s: set() for s in range(4)}
        self.ceiling: dict = {s: {} for s in range(4)}  # seat -> suit -> highest power it may still hold
        self._read_tricks([cards for _, cards, _ in view.tricks] + ([tuple(view.trick)] if view.trick else []))
        self.known = self._known_cards(public)

    # -- inferences from the play --------------------------------------------------------------------
    def _read_tricks(self, tricks) -> None:
        trump = self.trump
        options = self.options
        for cards in tricks:
            led = cards[0][1].suit
            best = cards[0][1]
            for seat, c in cards[1:]:
                if c.suit != led:
                    self.voids[seat].add(led)
                    if c.suit != trump and trump is not None:
                        if best.suit != trump:
                            self.voids[seat].add(trump)
                        elif options.must_follow_trumps and not options.ruff_against_higher_trump:
                            self.voids[seat].add(trump)
                        else:
                            self._cap(seat, trump, POWER[best])
                    elif c.suit == trump and best.suit == trump and not beats(c, best, trump):
                        self._cap(seat, trump, POWER[best])
                elif best.suit == led and not beats(c, best, trump):
                    self._cap(seat, led, POWER[best])
                if beats(c, best, trump):
                    best = c

    def _cap(self, seat, suit: str, power: int) -> None:
        now = self.ceiling[seat].get(suit, 99)
        self.ceiling[seat][suit] = min(now, power)

    def _known_cards(self, public) -> dict:
        """seat -> {card: copies surely held now}, from the meld shown and the cards passed."""
        known: dict = {s: {} for s in range(4)}
        for seat, items in public.shown.items():
            if seat == self.me:
                continue
            by_category: dict = {}
            for label, cards, _ in items:
                category = category_of(label)
                counts = by_category.setdefault(category, {})
                for c in cards:
                    counts[c] = counts.get(c, 0) + 1
            for counts in by_category.values():
                for c, n in counts.items():
                    known[seat][c] = max(known[seat].get(c, 0), n)
        for receiver, counts in passed_and_kept(public.passed_cards, public.declarer).items():
            if receiver == self.me:
                continue
            for c, n in counts.items():
                known[receiver][c] = max(known[receiver].get(c, 0), n)
        for seat in range(4):
            for c in self.played[seat]:
                if known[seat].get(c):
                    known[seat][c] -= 1
            known[seat] = {c: n for c, n in known[seat].items() if n > 0}
        return known

    # -- questions ---------------------------------------------------------------------------------------
    def may_hold(self, seat, c: Card) -> bool:
        if seat == self.me:
            return c in self.view.hand
        if self.out[c] <= 0 or c.suit in self.voids[seat]:
            return False
        return POWER[c] <= self.ceiling[seat].get(c.suit, 99)

    def holds_for_sure(self, seat, c: Card) -> bool:
        return self.known[seat].get(c, 0) > 0

    def unknown_count(self) -> int:
        return sum(self.view.hand_sizes[s] for s in range(4) if s != self.me)

    def chance_holds_any(self, seat, cards: list[Card]) -> float:
        """The chance ``seat`` holds at least one of ``cards`` (copies still out, what is known respected)."""
        if any(self.holds_for_sure(seat, c) for c in cards):
            return 1.0
        copies = sum(self.out[c] for c in cards if self.may_hold(seat, c))
        if not copies:
            return 0.0
        size = self.view.hand_sizes[seat]
        pool = max(size, self.unknown_count())
        return 1.0 - (1.0 - size / pool) ** copies

    def chance_beats(self, seat, target: Card, led: str) -> float:
        """The chance ``seat``, still to play, can beat ``target`` on a trick led in ``led``."""
        trump = self.trump
        follows = self.chance_holds_any(seat, [c for c in suit_cards(led)])
        if target.suit == led:
            higher = self.chance_holds_any(seat, higher_cards(target))
            if led == trump or trump is None:
                return higher
            void_led = 1.0 - follows
            ruff = self.chance_holds_any(seat, suit_cards(trump))
            return higher + (1.0 - higher) * void_led * ruff
        # target is a trump on a plain suit led: the seat must be void in the suit and hold a higher trump
        return (1.0 - follows) * self.chance_holds_any(seat, higher_cards(target))

    def is_master(self, c: Card) -> bool:
        """No copy of a higher card of its suit is still out (an equal card led first would still win)."""
        return all(self.out[h] <= 0 for h in higher_cards(c))

    def trumps_out(self) -> int:
        return sum(n for c, n in self.out.items() if c.suit == self.trump)

    def opponents_may_trump(self, suit: str) -> bool:
        trump = self.trump
        if trump is None or suit == trump:
            return False
        for seat in (self.me.left, self.me.right):
            if suit in self.voids[seat] and trump not in self.voids[seat] and self.trumps_out() > 0:
                return True
        return False


def passed_and_kept(passed: dict, bidder) -> dict:
    """Seat -> {card: copies} it received in the passing and surely still held before the play: the bidder
    keeps what partner gave him less what he gave back; partner keeps all the bidder gave back."""
    if bidder is None or not passed:
        return {}
    partner = bidder.partner
    kept = {bidder: card_counts(passed.get(partner, ())), partner: card_counts(passed.get(bidder, ()))}
    for c, n in card_counts(passed.get(bidder, ())).items():
        if c in kept[bidder]:
            kept[bidder][c] -= n
    return {seat: {c: n for c, n in counts.items() if n > 0} for seat, counts in kept.items()}


def card_counts(cards) -> dict:
    counts: dict = {}
    for c in cards:
        counts[c] = counts.get(c, 0) + 1
    return counts


def suit_cards(suit: str) -> list[Card]:
    return [CARDS[r + suit] for r in RANKS]


def category_of(label: str) -> str:
    text = label.lower()
    if "around" in text:
        return "around:" + text.split(" around")[0].split()[-1]
    if "pinochle" in text:
        return "pinochle"
    if text.startswith("four "):
        return "four"
    return "marriage"


# -- the trick now ---------------------------------------------------------------------------------------
def trick_state(view):
    """(best card, seat winning, counters on the table) of the trick in progress."""
    best = None
    winner = None
    for seat, c in view.trick:
        if best is None or beats(c, best, view.trump):
            best, winner = c, seat
    return best, winner, sum(counter(c) for _, c in view.trick)


def seats_after_me(view) -> list:
    out = []
    seat = view.seat.left
    for _ in range(3 - len(view.trick)):
        out.append(seat)
        seat = seat.left
    return out


def hold_chance(know: Knowledge, view, target: Card, led: str, after: list) -> float:
    """The chance ``target`` (winning now) stays ahead of the opponents still to play."""
    chance = 1.0
    for seat in after:
        if seat.side != view.seat.side:
            chance *= 1.0 - know.chance_beats(seat, target, led)
    return chance


# -- choosing a card ------------------------------------------------------------------------------------------
def future_worth(know: Knowledge, c: Card) -> float:
    """What keeping ``c`` is worth for later tricks: masters and trumps win later, counters score."""
    trump = know.trump
    higher_out = sum(know.out[h] for h in higher_cards(c))
    if c.suit == trump:
        return 3.0 + POWER[c] - 0.7 * min(higher_out, 4)
    if higher_out == 0:
        return 3.0
    return max(0.0, 1.5 - 0.5 * higher_out) + 0.2 * POWER[c]


def choose_card(view, skill: str, rng) -> Decision:
    legal = list(view.legal)
    if len(legal) == 1:
        verb = "play" if view.trick else "lead"
        return Decision(legal[0], [f"I {verb} the {legal[0].name}: it is the only card the rules allow."])
    if skill == "novice":
        return novice_card(view, rng)
    know = Knowledge(view)
    if not view.trick:
        return lead_card(view, know, legal)
    return follow_card(view, know, legal)


def percent(chance: float) -> str:
    return f"{round(chance * 100)}%"


def novice_card(view, rng) -> Decision:
    legal = list(view.legal)
    if rng.random() < NOVICE_MISTAKE_RATE:
        c = rng.choice(legal)
        verb = "play" if view.trick else "lead"
        return Decision(c, [f"I {verb} the {c.name}: it looked like a good card to play here."])
    if not view.trick:
        aces = [c for c in legal if c.rank == "A" and c.suit != view.trump]
        if aces:
            return Decision(aces[0], [f"I lead the {aces[0].name}: an ace usually wins its trick."])
        c = rng.choice(legal)
        return Decision(c, [f"I lead the {c.name}: I have no ace to lead outside trumps."])
    best, winner, _ = trick_state(view)
    winners = [c for c in legal if beats(c, best, view.trump)]
    if winner.side == view.seat.side and len(view.trick) == 3:
        c = max(legal, key=lambda x: (counter(x), -POWER[x]))
        return Decision(c, [f"I play the {c.name}: my partner is winning, so I give him a counter."
                            if counter(c) else f"I play the {c.name}: my partner is winning, and I have no "
                                               f"counter to give him."])
    if winners:
        c = max(winners, key=POWER.__getitem__)
        return Decision(c, [f"I play the {c.name}: I try to win the trick."])
    c = min(legal, key=lambda x: (counter(x), POWER[x]))
    return Decision(c, [f"I play the {c.name}: I cannot win, so I play a small card."])


def lead_card(view, know: Knowledge, legal: list[Card]) -> Decision:
    trump = view.trump
    bidding_side = know.bidder is not None and know.bidder.side == view.seat.side
    plain_aces = [c for c in legal if c.rank == "A" and c.suit != trump and not know.opponents_may_trump(c.suit)]
    if plain_aces:
        c = max(plain_aces, key=lambda a: (know.out[a] == 0, -sum(1 for x in view.hand if x.suit == a.suit)))
        return Decision(c, [f"I lead the {c.name}: an ace is the safest lead, and my partner can put counters on "
                            f"it."])
    trumps = [c for c in legal if c.suit == trump]
    opponents_have_trumps = any(trump not in know.voids[s] for s in (view.seat.left, view.seat.right)) and \
        know.trumps_out() > 0
    if bidding_side and trumps and opponents_have_trumps:
        masters = [c for c in trumps if know.is_master(c)]
        if masters and len(trumps) > 3:
            c = masters[0]
            return Decision(c, [f"I lead the {c.name}: my side took the bid, so I draw the opponents' trumps with "
                                f"a master trump."])
        low = [c for c in trumps if c.rank in "QJ"] or trumps
        c = max(low, key=POWER.__getitem__)
        return Decision(c, [f"I lead the {c.name}: my side took the bid and my aces are played, so I lead a trump "
                            f"to draw the opponents' trumps."])
    masters = [c for c in legal if c.suit != trump and know.is_master(c) and not know.opponents_may_trump(c.suit)]
    if masters:
        c = max(masters, key=lambda x: (counter(x), POWER[x]))
        return Decision(c, [f"I lead the {c.name}: it is the best card left in {SUIT_NAMES[c.suit]}."])
    partner = view.seat.partner
    partner_ruffs = [c for c in legal if c.suit != trump and c.suit in know.voids[partner]
                     and trump not in know.voids[partner]]
    if partner_ruffs:
        c = min(partner_ruffs, key=lambda x: (counter(x), POWER[x]))
        return Decision(c, [f"I lead the {c.name}: my partner is out of {SUIT_NAMES[c.suit]} and can trump it."])
    plain = [c for c in legal if c.suit != trump] or legal
    c = min(plain, key=lambda x: (counter(x), future_worth(know, x), -_length(view, x.suit), SUITS.index(x.suit)))
    return Decision(c, [f"I lead the {c.name}: a small card that gives little away."])


def _length(view, suit: str) -> int:
    return sum(1 for c in view.hand if c.suit == suit)


def follow_card(view, know: Knowledge, legal: list[Card]) -> Decision:
    trump = view.trump
    best, winner, on_table = trick_state(view)
    led = view.trick[0][1].suit
    after = seats_after_me(view)
    partner_winning = winner.side == view.seat.side
    winners = [c for c in legal if beats(c, best, trump)]
    losers = [c for c in legal if not beats(c, best, trump)]
    if partner_winning:
        hold = hold_chance(know, view, best, led, after)
        if hold >= 0.7 and losers:
            c = max(losers, key=lambda x: (counter(x), -future_worth(know, x), -POWER[x]))
            details = [f"The chance my partner's {best.name} holds: {percent(hold)}."]
            if counter(c):
                return Decision(c, [f"I play the {c.name}: my partner's {best.name} should win the trick, so I give "
                                    f"him a counter."], details)
            return Decision(c, [f"I play the {c.name}: my partner's {best.name} should win the trick, and I have "
                                f"no counter to give him."], details)
    options = []
    for c in winners:
        chance = hold_chance(know, view, c, led, after)
        gain = (on_table + counter(c) + 0.8 * len(after)) * (2 * chance - 1)
        options.append((gain - 0.5 * future_worth(know, c) * chance, c, chance))
    if options:
        gain, c, chance = max(options, key=lambda o: (o[0], -POWER[o[1]]))
        if chance >= 0.5 or not losers:
            if chance >= 0.99:
                return Decision(c, [f"I take the trick with the {c.name}: nobody after me can beat it."])
            why = "it should hold" if chance >= 0.5 else \
                "I must beat the card played, and this card has the best chance to hold"
            return Decision(c, [f"I take the trick with the {c.name}: {why}."],
                            [f"The chance it holds: {percent(chance)}."])
    pool = losers or legal
    if partner_winning:
        hold = hold_chance(know, view, best, led, after)
        c = max(pool, key=lambda x: (counter(x) * (2 * hold - 1) - future_worth(know, x), -POWER[x]))
        return Decision(c, [f"I play the {c.name}: my partner may win the trick, but it could still be beaten."],
                        [f"The chance my partner's {best.name} holds: {percent(hold)}."])
    c = min(pool, key=lambda x: (counter(x), future_worth(know, x), POWER[x]))
    if c in winners:
        return Decision(c, [f"I play the {c.name}: I must beat the card played, and this is my cheapest such "
                            f"card."])
    return Decision(c, [f"I play the {c.name}: the other side will take this trick, so I keep my counters back."])
