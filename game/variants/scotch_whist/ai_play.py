"""Scotch Whist card play and bidding by rules of thumb (Novice and Advanced, and the Expert's fallback).

What a seat knows (:class:`Seen`): its hand, the cards played, who showed out of which suit, the turn-up
in the dealer's hand until he plays it, and which trumps are still to come. The Advanced player brings
home its jack and ten of trumps, draws trumps when it holds several, leads low trumps to pull the ten
out of an opponent's hand, cashes aces, runs long suits once trumps are gone and never feeds points to
an opponent it could avoid feeding; with bidding on it bids from trump strength and leaves trumps alone
unless it (or, in partnership, its side) won the bidding. The Novice plays the obvious card, sometimes
the wrong one.
"""

from __future__ import annotations

from game.engine.actions import PASS
from game.engine.cards import DECK_36, RANK_NAMES, SUIT_NAMES, SUIT_SINGULAR, Card
from game.engine.seats import SEATS, Seat
from game.engine.wording import counted

from .rules import PLAIN_POWER, TRICKS, TRUMP_CALL_OF_SUIT, TRUMP_ORDER, TRUMP_POWER, TRUMP_VALUES

NOVICE_SLIP = 0.18  # how often a Novice plays a card at random among the legal ones
CARDS_BY_SUIT = {s: [c for c in DECK_36 if c.suit == s] for s in "SHDC"}


def value(c: Card, trump: str) -> int:
    """The points a card carries: only trumps count."""
    return TRUMP_VALUES.get(c.rank, 0) if c.suit == trump else 0


def power(c: Card, trump: str, led: str | None) -> int:
    """A card's strength in a trick led with ``led`` (0: it cannot win)."""
    if c.suit == trump:
        return TRUMP_POWER[c.index]
    if led is None or c.suit == led:
        return PLAIN_POWER[c.index]
    return 0


def rank_of(c: Card, trump: str) -> int:
    """Higher is stronger within the card's own suit."""
    return TRUMP_POWER[c.index] if c.suit == trump else PLAIN_POWER[c.index]


def words(c: Card) -> str:
    return f"the {c.name}"


def opening_words(c: Card) -> str:
    """The card at the start of a sentence: ``The queen of clubs``."""
    return f"The {c.name}"


class Seen:
    """Everything the seat to play may know, worked out from its view."""

    def __init__(self, view) -> None:
        self.view = view
        self.me: Seat = view.seat
        self.trump: str = view.trump
        self.hand = list(view.hand)
        self.legal = [a for a in view.legal if isinstance(a, Card)]
        self.trick = list(view.trick)
        self.led = self.trick[0][1].suit if self.trick else None
        public = view.public
        self.by_side = public.by_side
        self.bidder: Seat | None = public.declarer
        self.played: set = set()
        self.void: dict[Seat, set] = {s: set() for s in SEATS}
        for _, cards, _ in view.tricks:
            self._note(cards)
        self._note(self.trick)
        self.unseen = [c for c in DECK_36 if c not in self.played and c not in self.hand]
        self.turn_up: Card | None = public.turn_up if public.turn_up_held else None
        self.tricks_left = TRICKS - len(view.tricks)

    def _note(self, cards) -> None:
        if not cards:
            return
        led = cards[0][1].suit
        for seat, c in cards:
            self.played.add(c)
            if c.suit != led:
                self.void[seat].add(led)

    # -- who is who ------------------------------------------------------------------------------
    def friend(self, seat: Seat) -> bool:
        return seat == self.me or (self.by_side and seat.side == self.me.side)

    @property
    def to_play_after(self) -> list[Seat]:
        """The seats still to play to this trick after me."""
        out, seat = [], self.me
        for _ in range(3 - len(self.trick)):
            seat = seat.left
            out.append(seat)
        return out

    def may_hold(self, seat: Seat, c: Card) -> bool:
        if seat == self.me:
            return c in self.hand
        if c not in self.unseen or c.suit in self.void[seat]:
            return False
        if self.turn_up is not None and c is self.turn_up:
            return seat == self.view.dealer
        return True

    # -- trumps ----------------------------------------------------------------------------------
    def my_trumps(self) -> list[Card]:
        return sorted((c for c in self.hand if c.suit == self.trump), key=lambda c: -TRUMP_POWER[c.index])

    def trumps_out(self) -> list[Card]:
        """Trumps not played and not in my hand, highest first."""
        return sorted((c for c in self.unseen if c.suit == self.trump), key=lambda c: -TRUMP_POWER[c.index])

    def is_master(self, c: Card) -> bool:
        """No card still out can beat ``c`` in its own suit."""
        return all(rank_of(o, self.trump) < rank_of(c, self.trump) for o in self.unseen if o.suit == c.suit)

    def enemy_may_trump(self, suit: str, seats: list[Seat]) -> bool:
        """Whether one of ``seats`` (not a friend) may be void in ``suit`` and still hold a trump."""
        if suit == self.trump:
            return False
        for seat in seats:
            if self.friend(seat):
                continue
            if suit in self.void[seat] and any(self.may_hold(seat, t) for t in self.trumps_out()):
                return True
            if self.trump_out_count() and self.suit_out_count(suit) <= 1 + len(seats) // 3:
                return True
        return False

    def trump_out_count(self) -> int:
        return len(self.trumps_out())

    def suit_out_count(self, suit: str) -> int:
        return sum(1 for c in self.unseen if c.suit == suit)

    def may_lead_trumps(self) -> bool:
        """With bidding on, only the bidder (or his side) leads trumps by choice."""
        if self.bidder is None:
            return True
        return self.friend(self.bidder)

    # -- the trick -------------------------------------------------------------------------------
    def winning(self) -> tuple[Seat | None, int]:
        best_seat, best = None, -1
        for seat, c in self.trick:
            p = power(c, self.trump, self.led)
            if p > best:
                best_seat, best = seat, p
        return best_seat, best

    def trick_points(self) -> int:
        return sum(value(c, self.trump) for _, c in self.trick)

    def safe_winner(self, c: Card) -> bool:
        """``c`` wins the trick whatever the players after me hold."""
        after = self.to_play_after
        if not after:
            return True
        led = self.led or c.suit
        mine = power(c, self.trump, led)
        for o in self.unseen:
            if power(o, self.trump, led) <= mine:
                continue
            for seat in after:
                if not self.may_hold(seat, o):
                    continue
                if o.suit == led:
                    return False
                # a trump on a plain lead comes only from a player out of the led suit
                if led in self.void[seat] or self.suit_out_count(led) < len(after):
                    return False
        return True


# -- choosing a card ---------------------------------------------------------------------------------
def choose_card(view, skill: str, rng) -> tuple[Card, list[str]]:
    seen = Seen(view)
    if len(seen.legal) == 1:
        c = seen.legal[0]
        return c, [f"{opening_words(c)} is the only card I may play." if len(seen.hand) > 1
                   else f"{opening_words(c)} is my last card."]
    if skill == "novice":
        return novice_card(seen, rng)
    if not seen.trick:
        return lead(seen)
    return follow(seen)


def novice_card(seen: Seen, rng) -> tuple[Card, list[str]]:
    legal = seen.legal
    trump = seen.trump
    if rng.random() < NOVICE_SLIP:
        c = rng.choice(legal)
        return c, [f"I play {words(c)} without much thought."]
    if not seen.trick:
        c = max(legal, key=lambda x: rank_of(x, trump) + (30 if x.suit == trump else 0))
        return c, [f"I lead my strongest card, {words(c)}."]
    _, best = seen.winning()
    winners = [c for c in legal if power(c, trump, seen.led) > best]
    if winners:
        c = max(winners, key=lambda x: power(x, trump, seen.led))
        return c, [f"{opening_words(c)} beats the cards on the table, so I try to take the trick."]
    c = min(legal, key=lambda x: (value(x, trump), rank_of(x, trump)))
    return c, [f"I cannot win this trick, so I play my lowest card, {words(c)}."]


def lowest(cards: list[Card], trump: str) -> Card:
    """The cheapest card to give away: no points, low, and not a trump if that can be helped."""
    return min(cards, key=lambda c: (value(c, trump), c.suit == trump, rank_of(c, trump)))


def suit_cards(cards: list[Card], suit: str) -> list[Card]:
    return [c for c in cards if c.suit == suit]


def lead(seen: Seen) -> tuple[Card, list[str]]:
    trump = seen.trump
    hand = seen.legal
    mine = seen.my_trumps()
    out = seen.trumps_out()
    may_trump_lead = seen.may_lead_trumps()
    ten = next((c for c in CARDS_BY_SUIT[trump] if c.rank == "T"), None)
    ten_out = ten in out
    if mine and out and may_trump_lead:
        top = mine[0]
        if top.rank == "T" and seen.is_master(top):
            return top, [f"My {top.name} is the highest trump left, so I lead it to bring its 10 points home."]
        if top.rank == "J" and ten_out and len(out) <= 2:
            them = "them" if len(out) > 1 else "it"
            return top, [f"Only {counted(len(out), 'trump')} {'are' if len(out) > 1 else 'is'} still out, the ten "
                         f"among them: the jack of {SUIT_NAMES[trump]} draws {them} and may catch the ten."]
        if seen.is_master(top) and len(mine) >= 3:
            return top, [f"I hold {len(mine)} trumps and {words(top)} is the highest left: I draw trumps with it, "
                         "so the others cannot trump my winners."]
        low = mine[-1]
        if len(mine) >= 3 and ten_out and value(low, trump) == 0:
            return low, [f"With {len(mine)} trumps I lead a low one, {words(low)}, to force the trumps out and "
                         "pull the ten from whoever holds it."]
    if not out or not any(c.suit == trump for c in seen.unseen):
        masters = [c for c in hand if c.suit != trump and seen.is_master(c)]
        if masters:
            c = max(masters, key=lambda x: PLAIN_POWER[x.index])
            return c, [f"No trumps are left with the others, so {words(c)} is a sure trick."]
    # cash a plain ace (a sure winner) while nobody can ruff it yet
    for c in sorted(hand, key=lambda x: -PLAIN_POWER[x.index]):
        if c.suit != trump and seen.is_master(c) and not seen.enemy_may_trump(c.suit, seen.to_play_after):
            return c, [f"{opening_words(c)} is the highest {SUIT_SINGULAR[c.suit]} left, so I cash it before "
                       "anyone can trump it."]
    plain = [c for c in hand if c.suit != trump]
    if plain:
        if mine and len(mine) >= 2:
            short = min("SHDC", key=lambda s: (len(suit_cards(plain, s)) or 99, s))
            c = min(suit_cards(plain, short), key=lambda x: PLAIN_POWER[x.index])
            return c, [f"I lead {words(c)} from my short {SUIT_SINGULAR[short]} suit, to be able to trump it soon."]
        long_suit = max("SHDC", key=lambda s: (len(suit_cards(plain, s)), s))
        c = min(suit_cards(plain, long_suit), key=lambda x: PLAIN_POWER[x.index])
        return c, [f"I lead a low card, {words(c)}, from my longest suit and keep my trumps."]
    c = mine[-1]
    return c, [f"I have only trumps left, so I lead the lowest, {words(c)}."]


def follow(seen: Seen) -> tuple[Card, list[str]]:
    trump = seen.trump
    legal = seen.legal
    win_seat, best = seen.winning()
    led = seen.led
    assert led is not None  # following: a card was led
    points = seen.trick_points()
    last = not seen.to_play_after
    friend_winning = win_seat is not None and seen.friend(win_seat) and win_seat != seen.me
    winners = sorted((c for c in legal if power(c, trump, led) > best), key=lambda c: power(c, trump, led))
    if friend_winning:
        partner_card = next(c for s, c in seen.trick if s == win_seat)
        if last or seen.safe_winner(partner_card):
            rich = [c for c in legal if value(c, trump) > 0 and not (c.rank == "J" and c.suit == trump)]
            if rich:
                c = max(rich, key=lambda x: value(x, trump))
                return c, [f"My partner wins this trick, so I add {words(c)} and its {value(c, trump)} points."]
            c = lowest(legal, trump)
            return c, [f"My partner wins this trick, so I keep my good cards and play {words(c)}."]
    if winners:
        if last:
            banker = [c for c in winners if value(c, trump) >= 10]
            c = banker[0] if banker else winners[0]
            if points or c.suit != trump or value(c, trump) or len(seen.my_trumps()) > 2 or seen.tricks_left <= 4:
                why = f"I play last and {words(c)} takes the trick"
                if points:
                    why += f" with its {counted(points, 'point')}"
                return c, [why + "."]
        else:
            safe = [c for c in winners if seen.safe_winner(c)]
            if safe:
                ten = [c for c in safe if c.suit == trump and c.rank == "T"]
                c = ten[0] if ten else safe[0]
                worth = points or seen.tricks_left <= 5 or c.suit != trump or c.rank in "JT"
                if worth:
                    why = f"{opening_words(c)} cannot be beaten by the players after me"
                    if c.rank == "T" and c.suit == trump:
                        why += ", so its 10 points come home"
                    return c, [why + "."]
            elif led != trump and not seen.enemy_may_trump(led, seen.to_play_after):
                c = winners[-1] if winners[-1].suit == led else winners[0]
                if value(c, trump) == 0:
                    return c, [f"I try to take the trick with {words(c)}."]
    c = lowest(legal, trump)
    if not winners:
        why = f"I cannot take this trick, so I give away my least useful card, {words(c)}"
    elif win_seat is not None and not seen.friend(win_seat):
        why = f"Taking this trick is not worth a good card, so I play {words(c)}"
    else:
        why = f"I play {words(c)} and keep my better cards"
    return c, [why + "."]


# -- bidding -----------------------------------------------------------------------------------------
def trick_estimate(hand: list[Card], trump: str) -> float:
    """Roughly how many tricks the hand takes with ``trump`` as trumps."""
    trumps = sorted((c for c in hand if c.suit == trump), key=lambda c: TRUMP_ORDER.index(c.rank))
    n = len(trumps)
    tricks = 0.0
    for c in trumps:
        place = TRUMP_ORDER.index(c.rank)
        if place == 0:
            tricks += 1
        elif place < n:
            tricks += 0.85 - 0.1 * place
    tricks += max(0, n - 3) * 0.6
    for suit in "SHDC":
        if suit == trump:
            continue
        held = [c.rank for c in hand if c.suit == suit]
        if "A" in held:
            tricks += 0.8
            if "K" in held and len(held) >= 2:
                tricks += 0.5
        elif "K" in held and len(held) >= 2:
            tricks += 0.35
        if n >= 2 and len(held) <= 1:
            tricks += 0.3 * (2 - len(held))
    return tricks


def trump_strength(hand: list[Card], trump: str) -> float:
    """Points and tricks the hand may expect with ``trump`` as trumps, for choosing the suit."""
    held = [c for c in hand if c.suit == trump]
    points = sum(TRUMP_VALUES.get(c.rank, 0) for c in held)
    return trick_estimate(hand, trump) * 3 + points * 0.4 + len(held) * 1.5


def best_suit(hand: list[Card]) -> str:
    return max("SHDC", key=lambda s: (trump_strength(hand, s), s))


def choose_call(view, skill: str, rng) -> tuple[object, list[str]]:
    hand = list(view.hand)
    if view.phase == "trump":
        suit = best_suit(hand)
        held = [c for c in hand if c.suit == suit]
        return TRUMP_CALL_OF_SUIT[suit], [
            f"{SUIT_NAMES[suit].capitalize()} are my strongest suit ({counted(len(held), 'card')}: "
            f"{', '.join(RANK_NAMES[c.rank] for c in held)}"
            "), so I name them trumps."]
    legal = list(view.legal)
    bids = [a for a in legal if a is not PASS]
    suit = best_suit(hand)
    estimate = trick_estimate(hand, suit)
    if skill == "novice":
        estimate += rng.uniform(-1.0, 1.2)
        target = int(estimate)
    else:
        jack = any(c.suit == suit and c.rank == "J" for c in hand)
        target = int(estimate - 0.4)  # everyone bids once: bid what the hand is worth, to keep the others out
        if jack:
            target = max(target, 1)  # the jack of trumps is a sure trick
    possible = [b for b in bids if b.amount <= target]
    if not possible or target < 1:
        count = f"about {counted(round(estimate), 'trick')}" if round(estimate) >= 1 else "hardly a trick"
        return PASS, [f"My best suit would be {SUIT_NAMES[suit]}, where I count {count}: not enough to bid "
                      "higher, so I pass."]
    b = possible[-1]
    return b, [f"With {SUIT_NAMES[suit]} as trumps I expect about {counted(round(estimate), 'trick')}, so I bid "
               f"{b.amount} and will name {SUIT_NAMES[suit]}."]
