"""Card tracking and card play shared by the computer players of the belote family.

Everything is decided from the seat's view: its own cards, the cards played so far, the taking or the
auction, and the declarations shown. :class:`Knowledge` gathers what can be deduced from that (voids,
trumps a seat cannot hold, partner's calls, cards known to be in a hand), and the Advanced play follows
the usual principles: the declaring side draws trumps, defenders cash their aces, nobody wastes a high
card on partner's trick, points go to partner's sure trick, calls are made on discards, and the last
trick's 10 is kept in mind. Novice play is in :func:`novice_choice`.

The trump may be a suit, None, or Belote's No Trumps / All Trumps (``NO_TRUMPS``, ``ALL_TRUMPS``): in
All Trumps every card ranks and scores as a trump, yet no card "is a trump" for the tests below, so the
play reads like a game without trumps with the trump order. A game adapts the play by subclassing
:class:`Knowledge` (its own deductions and words) and by checks of its own before :func:`lead_card` and
:func:`follow_card`.
"""

from __future__ import annotations

import random

from game.engine.cards import DECK_32, RANK_NAMES, SUIT_NAMES, Card
from game.engine.seats import SEATS

from .tricks import trick_winner_index
from .values import ALL_TRUMPS, NO_TRUMPS, PLAIN_POWER, PLAIN_VALUE, TRUMP_POWER, TRUMP_VALUE, points_words

NOVICE_MISTAKE_RATE = 0.1


# -- small card helpers ---------------------------------------------------------------------------
def power(c: Card, trump: str | None) -> int:
    return TRUMP_POWER[c.index] if c.suit == trump or trump == ALL_TRUMPS else PLAIN_POWER[c.index]


def value(c: Card, trump: str | None) -> int:
    return TRUMP_VALUE[c.index] if c.suit == trump or trump == ALL_TRUMPS else PLAIN_VALUE[c.index]


def top_rank(trump: str | None) -> str:
    """The rank that is master of a suit that is not trumps: the ace, or the jack in All Trumps."""
    return "J" if trump == ALL_TRUMPS else "A"


def second_rank(trump: str | None) -> str:
    """The rank just under :func:`top_rank`: the ten, or the nine in All Trumps."""
    return "9" if trump == ALL_TRUMPS else "T"


def card_words(c: Card, trump: str | None = None) -> str:
    """``"jack of spades"``: a card in the reasons, named with its suit even when it is a trump (the reasons
    say "trump" where it matters, and "the nine of trumps" next to "the only club I may play" would confuse)."""
    return c.name


def trumps_words(n: int) -> str:
    """``"one trump is"``, ``"3 trumps are"``: how many trumps are still out."""
    return "one trump is" if n == 1 else f"{n} trumps are"


def beats(challenger: Card, best: Card, led: str, trump: str | None) -> bool:
    """Would ``challenger`` take the trick from ``best`` (the card winning it now)?"""
    if trump == ALL_TRUMPS:  # the higher rank wins whatever the suit; of equal ranks the first played
        return TRUMP_POWER[challenger.index] > TRUMP_POWER[best.index]
    if challenger.suit == trump:
        return best.suit != trump or TRUMP_POWER[challenger.index] > TRUMP_POWER[best.index]
    if best.suit == trump or challenger.suit != led:
        return False
    return PLAIN_POWER[challenger.index] > PLAIN_POWER[best.index]


def trick_points(trick, trump: str | None) -> int:
    return sum(value(c, trump) for _, c in trick)


# -- what the seat knows --------------------------------------------------------------------------
class Knowledge:
    """Facts a seat can deduce from its view. ``unseen``: cards neither played nor in our hand.

    A game's subclass may add its own deductions (:meth:`_discard_facts`, :meth:`_follow_facts`,
    :meth:`_known_cards`) and its word for the player who chose the trumps (``DECLARER``)."""

    __slots__ = ("seat", "partner", "trump", "declarer", "we_declare", "mine", "played", "unseen", "void",
                 "trump_cap", "held", "calls", "tricks_left")
    DECLARER = "declarer"

    def __init__(self, view) -> None:
        seat = view.seat
        self.seat = seat
        self.partner = seat.partner
        self.trump = view.trump
        self.declarer = view.public.declarer
        self.we_declare = self.declarer is not None and self.declarer.side == seat.side
        self.mine = set(view.hand)
        self.played: set = set()
        self.void: dict = {s: set() for s in SEATS}
        self.trump_cap = {s: 99 for s in SEATS}  # a seat holds no trump stronger than this
        self.calls: list[str] = []  # suits partner asked for with a discard
        for _, cards, _ in view.tricks:
            self._scan(cards)
        if view.trick:
            self._scan(view.trick)
        self.unseen = [c for c in DECK_32 if c not in self.mine and c not in self.played]
        self.held: dict = {s: set() for s in SEATS}
        self._known_cards(view)
        self.tricks_left = len(view.hand)

    def _known_cards(self, view) -> None:
        """Cards surely in another hand: the declarations shown, the king and queen of a Belote said."""
        public = view.public
        for s, combos in public.shown.items():
            if s != self.seat:
                for _, cs, _ in combos:
                    self.held[s].update(c for c in cs if c not in self.played)
        for suit, holder in public.belotes_said(self.trump).items():
            if holder == self.seat:
                continue
            for rank in "KQ":
                c = next(x for x in DECK_32 if x.rank == rank and x.suit == suit)
                if c not in self.played:
                    self.held[holder].add(c)

    def _scan(self, trick) -> None:
        trump = self.trump
        led = trick[0][1].suit
        best_i = 0
        for i, (s, c) in enumerate(trick):
            self.played.add(c)
            if i == 0:
                continue
            best = trick[best_i][1]
            best_trump = TRUMP_POWER[best.index] if best.suit == trump else -1
            partner_winning = trick[best_i][0] == s.partner
            if c.suit != led:
                self.void[s].add(led)
                self._discard_facts(s, c, best, best_trump, partner_winning)
                if (c.suit != trump and partner_winning and s == self.partner
                        and (c.rank == top_rank(trump) or value(c, trump) == 0) and c.suit not in self.calls):
                    self.calls.append(c.suit)
            else:
                self._follow_facts(s, c, led, best, best_trump)
            if beats(c, best, led, trump):
                best_i = i

    def _discard_facts(self, s, c: Card, best: Card, best_trump: int, partner_winning: bool) -> None:
        """What seat ``s`` not following suit with ``c`` tells (``best``: the card winning before it,
        ``best_trump``: its trump power, -1 if it is no trump). Here: no trump, or none high enough,
        when it did not trump an opponent's trick."""
        trump = self.trump
        if c.suit != trump and trump and not partner_winning:
            if best_trump < 0:
                self.void[s].add(trump)
            else:
                self.trump_cap[s] = min(self.trump_cap[s], best_trump)

    def _follow_facts(self, s, c: Card, led: str, best: Card, best_trump: int) -> None:
        """What seat ``s`` following suit with ``c`` tells: a trump under the best one means none higher."""
        if led == self.trump and TRUMP_POWER[c.index] < best_trump:
            self.trump_cap[s] = min(self.trump_cap[s], best_trump)

    # -- questions --------------------------------------------------------------------------------
    def may_hold(self, s, c: Card) -> bool:
        if c in self.held[s]:
            return True
        if c not in self.unseen or c.suit in self.void[s]:
            return False
        if c.suit == self.trump and TRUMP_POWER[c.index] > self.trump_cap[s]:
            return False
        return not any(c in self.held[o] for o in SEATS if o != s)

    def opponents(self):
        return (self.seat.left, self.seat.right)

    def may_have_trump(self, s) -> bool:
        return bool(self.trump) and any(c.suit == self.trump and self.may_hold(s, c) for c in self.unseen)

    def may_ruff(self, s, suit: str) -> bool:
        """May seat ``s`` be out of ``suit`` and trump it? Two or fewer cards of the suit it could
        hold count as a possible void."""
        if suit == self.trump or not self.may_have_trump(s):
            return False
        if suit in self.void[s]:
            return True
        return sum(1 for c in self.unseen if c.suit == suit and self.may_hold(s, c)) <= 1

    def higher_unseen(self, c: Card) -> list[Card]:
        p = power(c, self.trump)
        return [x for x in self.unseen if x.suit == c.suit and power(x, self.trump) > p]

    def is_master(self, c: Card) -> bool:
        """No card of its suit that beats it is still out (outside our hand)."""
        return not self.higher_unseen(c)

    def safe_master(self, c: Card) -> bool:
        """A master that no opponent can trump either."""
        if not self.is_master(c):
            return False
        return c.suit == self.trump or not any(self.may_ruff(o, c.suit) for o in self.opponents())

    def opponents_may_have_trump(self) -> bool:
        return any(self.may_have_trump(o) for o in self.opponents())

    def seat_can_beat(self, s, best: Card, led: str) -> bool:
        """Could seat ``s``, still to play, take the trick from ``best``?"""
        trump = self.trump
        follow = [c for c in self.unseen if c.suit == led and self.may_hold(s, c)]
        if best.suit == led and any(power(c, trump) > power(best, trump) for c in follow):
            return True
        if led == trump:
            return False
        may_be_void = led in self.void[s] or len(follow) <= 1
        if not may_be_void or not trump:
            return False
        if best.suit == trump:
            return any(c.suit == trump and TRUMP_POWER[c.index] > TRUMP_POWER[best.index] and self.may_hold(s, c)
                       for c in self.unseen)
        return self.may_have_trump(s)


def next_seat_function(view):
    """The next player in the order of play: counter-clockwise (to the right) unless the view says
    the game runs clockwise (Belote's "direction" option)."""
    if view.public.direction == "clockwise":
        return _left_of
    return _right_of


def _left_of(seat):
    return seat.left


def _right_of(seat):
    return seat.right


def seats_after(view) -> list:
    """The seats still to play to the trick after the viewer."""
    out = []
    following = next_seat_function(view)
    s = following(view.seat)
    for _ in range(3 - len(view.trick)):
        out.append(s)
        s = following(s)
    return out


def sure_to_hold(k: Knowledge, view, best: Card, led: str) -> bool:
    """Will ``best`` (winning the trick once the viewer has played) still win at the end?"""
    return not any(k.seat_can_beat(s, best, led) for s in seats_after(view) if s != k.partner)


# -- Advanced -------------------------------------------------------------------------------------
def advanced_card(view) -> Card:
    """The Advanced player's card (fast: no reasons kept). The view must be the seat to play."""
    return advanced_choice(view)[0]


def advanced_choice(view, k: Knowledge | None = None) -> tuple[Card, list[str]]:
    """The Advanced card and its reasons; ``k``: the seat's knowledge if the caller has it (a game's
    own subclass of :class:`Knowledge`)."""
    legal = [a for a in view.legal if a.__class__ is Card]
    if len(legal) == 1:
        return legal[0], [only_card_reason(view, legal[0])]
    if k is None:
        k = Knowledge(view)
    if not view.trick:
        return lead_card(view, k, legal)
    return follow_card(view, k, legal)


def only_card_reason(view, c: Card) -> str:
    trump = view.trump
    words = card_words(c, trump)
    verb = "play" if view.trick else "lead"
    if len(view.hand) == 1:
        return f"I {verb} the {words}: it is my last card."
    if view.trick:
        led = view.trick[0][1].suit
        if c.suit == led:
            return f"I play the {words}: it is the only {SUIT_NAMES[led][:-1]} I may play."
        if c.suit == trump:
            return f"I play the {words}: I have no {SUIT_NAMES[led]}, so I must trump with it."
    return f"I {verb} the {words}: it is the only card the rules allow."


def lowest(cards, trump, keep=()) -> Card:
    """The cheapest card to give away: fewest points, then weakest, keeping ``keep`` if possible."""
    pool = [c for c in cards if c not in keep] or list(cards)
    return min(pool, key=lambda c: (c.suit == trump, value(c, trump), power(c, trump)))


# -- leading --------------------------------------------------------------------------------------
def lead_card(view, k: Knowledge, legal: list[Card]) -> tuple[Card, list[str]]:
    trump = k.trump
    found = keep_for_last_trick(view, k, legal)
    if found:
        return found
    if k.we_declare:
        found = draw_trumps(view, k, legal)
        if found:
            return found
    found = lead_to_call(k, legal)
    if found:
        return found
    found = cash_winner(k, legal)
    if found:
        return found
    if not k.we_declare:
        found = defender_trump_lead(k, legal)
        if found:
            return found
    return quiet_lead(k, legal, trump)


def keep_for_last_trick(view, k: Knowledge, legal) -> tuple[Card, list[str]] | None:
    """With two cards, one a sure winner and one not, lead the other one and keep the winner for the
    last trick (10 points more)."""
    if len(legal) != 2:
        return None
    sure = [c for c in legal if c.suit == k.trump and k.is_master(c)]
    if len(sure) != 1:
        return None
    other = legal[0] if legal[1] is sure[0] else legal[1]
    if other.suit == k.trump or k.safe_master(other):
        return None
    return other, [f"I lead the {card_words(other, k.trump)}: I keep the {card_words(sure[0], k.trump)} to win the "
                   f"last trick, which is worth 10 extra points."]


def draw_trumps(view, k: Knowledge, legal) -> tuple[Card, list[str]] | None:
    trump = k.trump
    trumps = [c for c in legal if c.suit == trump]
    if not trumps or not k.opponents_may_have_trump():
        return None
    top = max(trumps, key=lambda c: TRUMP_POWER[c.index])
    if k.is_master(top):
        left = sum(1 for c in k.unseen if c.suit == trump)
        return top, [f"I lead the {card_words(top, trump)}: it is the highest trump still out.",
                     f"Drawing trumps stops the defenders from trumping our winners, and {trumps_words(left)} "
                     f"still with the other players."]
    low = min(trumps, key=lambda c: TRUMP_POWER[c.index])
    out = [c for c in k.unseen if c.suit == trump]
    small = "a small trump" if TRUMP_VALUE[low.index] == 0 else "a lower trump"
    if k.seat != k.declarer:
        if len(out) < 2 or not k.may_have_trump(k.partner):
            return None
        return low, [f"I lead the {card_words(low, trump)}: my partner chose {SUIT_NAMES[trump]} as trumps, so "
                     f"{small} lets him draw the defenders' trumps with his high ones."]
    if len(trumps) >= 3 or (len(trumps) == 2 and top.rank in "9A"):
        missing = max(k.higher_unseen(top), key=lambda c: TRUMP_POWER[c.index])
        return low, [f"I lead the {card_words(low, trump)}: {small} drives out the {missing.name} while I keep my "
                     f"strong trumps for later."]
    return None


def lead_to_call(k: Knowledge, legal) -> tuple[Card, list[str]] | None:
    for suit in k.calls:
        cs = [c for c in legal if c.suit == suit]
        if not cs:
            continue
        masters = [c for c in cs if k.is_master(c)]
        c = max(masters, key=lambda x: power(x, k.trump)) if masters else min(cs, key=lambda x: power(x, k.trump))
        return c, [f"I lead the {c.name}: my partner's discard asked for {SUIT_NAMES[suit]}, so he should win it."]
    return None


def cash_winner(k: Knowledge, legal) -> tuple[Card, list[str]] | None:
    trump = k.trump
    winners = [c for c in legal if c.suit != trump and k.is_master(c)]
    if not winners:
        return None
    safe = [c for c in winners if k.safe_master(c)]
    pool = safe or (winners if not k.we_declare else [])
    if not pool:
        return None

    def appeal(c):
        length = sum(1 for x in legal if x.suit == c.suit)
        return (c in safe, value(c, trump), length)

    c = max(pool, key=appeal)
    if trump in (NO_TRUMPS, ALL_TRUMPS):
        why = f"it is the best {SUIT_NAMES[c.suit][:-1]} left and nobody can beat it"
    elif c.rank == "A" and not k.we_declare:
        why = f"I take my aces early, before the {k.DECLARER} can get rid of his {SUIT_NAMES[c.suit]} and trump them"
    elif c in safe and k.trump and not k.opponents_may_have_trump():
        why = "the defenders have no trumps left, so it cannot be trumped" if k.we_declare else \
            f"it is the best {SUIT_NAMES[c.suit][:-1]} left and the {k.DECLARER}'s side has no trumps left"
    elif c.rank == "A":
        why = "an ace wins its trick and is best taken before it can be trumped"
    else:
        why = f"it is the best {SUIT_NAMES[c.suit][:-1]} left, since the higher ones have been played"
    return c, [f"I cash the {c.name}: {why}."]


def defender_trump_lead(k: Knowledge, legal) -> tuple[Card, list[str]] | None:
    """Defenders lead trumps only in clear cases: holding the best trump while the declarer's side has
    shown a void it could trump in, or holding nothing but trumps."""
    trump = k.trump
    trumps = [c for c in legal if c.suit == trump]
    if not trumps:
        return None
    if len(trumps) == len(legal):
        c = max(trumps, key=lambda x: TRUMP_POWER[x.index]) if k.is_master(trumps[0]) else \
            min(trumps, key=lambda x: TRUMP_POWER[x.index])
        return c, [f"I lead the {card_words(c, trump)}: I have only trumps left."]
    top = max(trumps, key=lambda x: TRUMP_POWER[x.index])
    declarers = (k.declarer, k.declarer.partner) if k.declarer is not None else ()
    ruffers = [s for s in declarers if any(suit != trump for suit in k.void[s]) and k.may_have_trump(s)]
    if k.is_master(top) and ruffers:
        return top, [f"I lead the {card_words(top, trump)}: it is the best trump left, and drawing the trumps of the "
                     f"{k.DECLARER}'s side stops them trumping our winners."]
    return None


def quiet_lead(k: Knowledge, legal, trump) -> tuple[Card, list[str]]:
    """A lead that gives little away: a small card, not from a suit where it would bare a ten, not into
    an opponent's void, and not a trump unless nothing else is left."""
    second, top = second_rank(trump), top_rank(trump)

    def cost(c):
        suit_cards = [x for x in legal if x.suit == c.suit]
        bad = value(c, trump) * 2
        if c.suit == trump:
            bad += 25
        tens = [x for x in suit_cards if x.rank == second and x is not c]
        if tens and len(suit_cards) == 2 and not any(x.rank == top for x in suit_cards):
            bad += 8  # would leave the ten alone
        if c.suit != trump and any(k.may_ruff(o, c.suit) for o in k.opponents()):
            bad += 6 if k.we_declare else 3
        if c.suit != trump and k.may_ruff(k.partner, c.suit) and not k.we_declare:
            bad -= 4  # partner may trump it
        return (bad, -len(suit_cards), power(c, trump))

    c = min(legal, key=cost)
    suit_cards = sum(1 for x in legal if x.suit == c.suit)
    if c.suit == trump:
        why = "every other card would give more away"
    elif value(c, trump) == 0:
        why = "a small card gives nothing away while the others show what they hold"
    else:
        why = "it costs the fewest points among cards that cannot win the trick now"
    if c.suit != trump and suit_cards >= 3 and value(c, trump) == 0:
        why += f", and my long {SUIT_NAMES[c.suit]} may bring tricks later"
    return c, [f"I lead the {card_words(c, trump)}: {why}."]


# -- following ------------------------------------------------------------------------------------
def follow_card(view, k: Knowledge, legal: list[Card]) -> tuple[Card, list[str]]:
    trick = view.trick
    trump = k.trump
    led = trick[0][1].suit
    win_i = trick_winner_index(trick, trump)
    win_seat, best = trick[win_i]
    if win_seat == k.partner:
        return support_partner(view, k, legal, best, led)
    return fight_for_trick(view, k, legal, best, led, win_seat)


def support_partner(view, k: Knowledge, legal, best: Card, led: str) -> tuple[Card, list[str]]:
    trump = k.trump
    sure = sure_to_hold(k, view, best, led)
    best_words = card_words(best, trump)
    following = all(c.suit == led for c in legal)
    if all(beats(c, best, led, trump) for c in legal) and led == trump:
        safe = [c for c in legal if sure_to_hold(k, view, c, led)]
        c = min(safe or legal, key=lambda x: TRUMP_POWER[x.index])
        tail = " that nobody after me can beat" if safe else ""
        return c, [f"I play the {card_words(c, trump)}: I must play a trump higher than my partner's {best_words}, "
                   f"and this is the cheapest{tail}."]
    if not sure:
        safe = [c for c in legal if c.suit != trump and beats(c, best, led, trump) and sure_to_hold(k, view, c, led)]
        cheap = lowest(legal, trump, keep=masters_to_keep(k, legal))
        if safe and (trick_points(view.trick, trump) >= 10 or value(cheap, trump) >= 10 or cheap in safe):
            c = cheap if cheap in safe else min(safe, key=lambda x: power(x, trump))
            return c, [f"I play the {card_words(c, trump)}: my partner's {best_words} could still be beaten, and "
                       f"this card makes the trick safe."]
        if value(cheap, trump) >= 10:
            return cheap, [f"I play the {card_words(cheap, trump)}: my partner's {best_words} could still be beaten, "
                           f"but I have no smaller card to play."]
        return cheap, [f"I play the {card_words(cheap, trump)}: my partner's {best_words} leads the trick but could "
                       f"still be beaten, so I keep my points."]
    if following:
        keep = masters_to_keep(k, legal)
        pool = [c for c in legal if c not in keep] or list(legal)
        c = max(pool, key=lambda x: (value(x, trump), -power(x, trump)))
        if value(c, trump) >= 10:
            return c, [f"I play the {card_words(c, trump)}: my partner's {best_words} is sure to win, so I give him "
                       f"{points_words(value(c, trump))}."]
        c = lowest(legal, trump, keep=keep)
        strong = max(legal, key=lambda x: power(x, trump))
        tail = f" and keep the {card_words(strong, trump)}" if strong is not c else ""
        return c, [f"I play the {card_words(c, trump)}: my partner's {best_words} already holds the trick, so I give "
                   f"a small card{tail}."]
    return discard_on_partner(k, legal, best_words)


def masters_to_keep(k: Knowledge, legal) -> set:
    """Cards worth keeping for a trick of their own: master trumps, aces, and other masters once the
    opponents cannot trump them. A ten that is master is still better given to partner's sure trick
    while they hold trumps."""
    no_ruff = not k.opponents_may_have_trump()
    return {c for c in legal if k.is_master(c) and (c.suit == k.trump or c.rank == top_rank(k.trump)
                                                     or (no_ruff and value(c, k.trump) >= 10))}


def discard_on_partner(k: Knowledge, legal, best_words: str) -> tuple[Card, list[str]]:
    """Out of the suit led and partner's trick is safe: make a call, or give points that would be lost."""
    trump = k.trump
    plain = [c for c in legal if c.suit != trump] or list(legal)
    by_suit: dict[str, list[Card]] = {}
    for c in plain:
        by_suit.setdefault(c.suit, []).append(c)
    for suit, cs in by_suit.items():
        ranks = {c.rank for c in cs}
        if top_rank(trump) in ranks and second_rank(trump) in ranks and suit != trump:
            ace = next(c for c in cs if c.rank == top_rank(trump))
            return ace, [f"I discard the {ace.name}: my partner's {best_words} takes the trick, and this is a call for "
                         f"{SUIT_NAMES[suit]}, where the {RANK_NAMES[second_rank(trump)]} I keep is now the best "
                         f"{SUIT_NAMES[suit][:-1]}."]
    for suit, cs in by_suit.items():
        if suit == trump or len(cs) < 2:
            continue
        top = max(cs, key=lambda c: power(c, trump))
        if k.is_master(top):
            small = min(cs, key=lambda c: (value(c, trump), power(c, trump)))
            if value(small, trump) == 0:
                return small, [f"I discard the {small.name}: a call that tells my partner I hold the best "
                               f"{SUIT_NAMES[suit][:-1]}, the {card_words(top, trump)}."]
    losers = [c for c in plain if c.suit != trump and not k.is_master(c) and value(c, trump) >= 10]
    if losers:
        c = max(losers, key=lambda x: value(x, trump))
        return c, [f"I discard the {c.name}: my partner's {best_words} is sure to win, and this card would probably "
                   f"be lost later, so I save its {points_words(value(c, trump))} now."]
    c = max(plain, key=lambda x: (not k.is_master(x), value(x, trump), -power(x, trump))) \
        if any(value(x, trump) for x in plain if not k.is_master(x)) else lowest(plain, trump)
    if value(c, trump):
        return c, [f"I discard the {card_words(c, trump)}: my partner's {best_words} is sure to win, so I give him "
                   f"{points_words(value(c, trump))}."]
    return c, [f"I discard the {card_words(c, trump)}: my partner's {best_words} wins the trick, and this card is "
               f"of no use later."]


def fight_for_trick(view, k: Knowledge, legal, best: Card, led: str, win_seat) -> tuple[Card, list[str]]:
    trump = k.trump
    winners = [c for c in legal if beats(c, best, led, trump)]
    last = len(view.trick) == 3
    pts = trick_points(view.trick, trump)
    best_words = card_words(best, trump)
    if winners:
        if last:
            c = min(winners, key=lambda x: (value(x, trump), power(x, trump)))
            won = pts + value(c, trump)
            worth = f", worth {points_words(won)}" if won else ""
            return c, [f"I play the {card_words(c, trump)}: I am the last to play, so my cheapest card that beats "
                       f"the {best_words} takes the trick{worth}."]
        sure = [c for c in winners if sure_to_hold(k, view, c, led)]
        if sure:
            c = min(sure, key=lambda x: (power(x, trump), value(x, trump)))
            if c.suit == trump and led != trump:
                return c, [f"I trump with the {card_words(c, trump)}: I have no {SUIT_NAMES[led]}, and nobody left "
                           f"to play can beat it."]
            return c, [f"I play the {card_words(c, trump)}: it beats the {best_words} and nobody left to play can "
                       f"take it."]
        partner_to_come = k.partner in seats_after(view)
        cheap = min(winners, key=lambda x: (value(x, trump), power(x, trump)))
        if all(c.suit == trump for c in legal) or (not partner_to_come and value(cheap, trump) <= 4):
            return cheap, [f"I play the {card_words(cheap, trump)}: it beats the {best_words} for now, at little "
                           f"cost if it is beaten."]
    low = lowest(legal, trump, keep=masters_to_keep(k, legal))
    if low.suit != led and low.suit != trump and not (trump == ALL_TRUMPS and low in winners):
        return low, [discard_reason(k, low, led, bool(winners))]
    partner_after = ", and my partner still plays after me" if k.partner in seats_after(view) else ""
    if low in winners:
        return low, [f"I play the {card_words(low, trump)}: it beats the {best_words} for now at no cost"
                     f"{partner_after}."]
    if winners:
        return low, [f"I play the {card_words(low, trump)}: the cards that beat the {best_words} could still be "
                     f"beaten, so I give as little as possible{partner_after}."]
    return low, [f"I play the {card_words(low, trump)}: it cannot beat the {best_words}, so I give the fewest "
                 f"points."]


def discard_reason(k: Knowledge, c: Card, led: str, could_trump: bool) -> str:
    trump = k.trump
    words = card_words(c, trump)
    if could_trump and trump == ALL_TRUMPS:
        return (f"I discard the {words} rather than a card that beats the trick: the trick is worth little or "
                f"would be beaten.")
    if could_trump:
        return (f"I discard the {words} rather than trump: the opponents' trick is worth little or would be "
                f"overtrumped.")
    if value(c, trump) == 0:
        return f"I discard the {words}: I have no {SUIT_NAMES[led]} and cannot win, so I give the opponents nothing."
    return f"I discard the {words}: I have no {SUIT_NAMES[led]} and cannot win, and this costs the fewest points."


# -- Novice ---------------------------------------------------------------------------------------
def novice_choice(view, rng: random.Random) -> tuple[Card, list[str]]:
    legal = [a for a in view.legal if a.__class__ is Card]
    trump = view.trump
    if len(legal) == 1:
        return legal[0], [only_card_reason(view, legal[0])]
    if rng.random() < NOVICE_MISTAKE_RATE:
        c = rng.choice(legal)
        verb = "play" if view.trick else "lead"
        return c, [f"I {verb} the {card_words(c, trump)}: it looked like a good card to play here."]
    if not view.trick:
        aces = [c for c in legal if c.rank == top_rank(trump) and c.suit != trump]
        if aces:
            word = "an ace" if aces[0].rank == "A" else f"a {RANK_NAMES[aces[0].rank]}"
            return aces[0], [f"I lead the {aces[0].name}: {word} usually wins its trick."]
        declarer = view.public.declarer
        trumps = [c for c in legal if c.suit == trump]
        if declarer is not None and declarer.side == view.seat.side and trumps:
            c = max(trumps, key=lambda x: TRUMP_POWER[x.index])
            return c, [f"I lead the {card_words(c, trump)}: my side chose the trumps, so I play them."]
        c = min(legal, key=lambda x: (x.suit == trump, power(x, trump)))
        return c, [f"I lead the {card_words(c, trump)}: I start with a small card."]
    led = view.trick[0][1].suit
    win_seat, best = view.trick[trick_winner_index(view.trick, trump)]
    low = min(legal, key=lambda x: (x.suit == trump, value(x, trump), power(x, trump)))
    if win_seat == view.seat.partner:
        return low, [f"I play the {card_words(low, trump)}: my partner is winning, so I play a small card."]
    high = max(legal, key=lambda x: (x.suit == trump, power(x, trump)))
    if beats(high, best, led, trump):
        return high, [f"I play the {card_words(high, trump)}: it can win the trick."]
    return low, [f"I play the {card_words(low, trump)}: it cannot win, so I play my smallest card."]



