"""Novice and Advanced card play of Contract Bridge: rules of thumb read from the view only.

Novice plays naturally (follow low, win when it is cheap, lead the top of a sequence or from the longest
suit) and now and then picks another card of the suit it meant, without much thought. Advanced adds the
usual guidance: opening leads, second hand low, third hand high, cover an honour with an honour, discards
from the weakest suit, and for the declarer drawing trumps, ruffing in the short trump hand, finesses
toward a tenace and unblocking.
"""

from __future__ import annotations

from game.engine.cards import ALL_CARDS, SUIT_NAMES, SUITS, Card
from game.engine.wording import counted

NOVICE_SLIP = 0.12  # how often a Novice plays another card of the suit it meant, without much thought
HONOURS = "AKQJT"
SUITS_SET = frozenset(SUITS)


def strength(c: Card) -> int:
    """2 = 1 ... ace = 13."""
    return 13 - c.index % 13


def lowest(cards) -> Card:
    return min(cards, key=strength)


def highest(cards) -> Card:
    return max(cards, key=strength)


def of_suit(cards, suit: str | None) -> list[Card]:
    return sorted((c for c in cards if c.suit == suit), key=strength, reverse=True)


class Seen:
    """What the seat to play knows: its cards, the dummy's, the trick, the cards gone."""

    def __init__(self, view) -> None:
        public = view.public
        self.view = view
        self.trump = view.trump
        self.declarer = public.declarer
        self.dummy = self.declarer.partner
        to_play = public.to_play
        self.me = view.seat if to_play is None else to_play  # the dummy when the declarer plays from it
        self.playing_dummy = self.me != view.seat
        self.dummy_cards = list(public.dummy_cards)
        self.cards = list(self.dummy_cards if self.playing_dummy else view.hand)
        self.legal = list(view.legal)
        self.trick = list(view.trick)
        self.tricks = list(view.tricks)
        self.contract = public.contract
        self.declaring = self.me in (self.declarer, self.dummy)
        if self.playing_dummy:
            self.partner_cards: list[Card] | None = list(view.hand)
        elif self.me == self.declarer:
            self.partner_cards = list(self.dummy_cards)
        else:
            self.partner_cards = None  # a defender does not see partner's hand
        self.played = {c for _, cards, _ in self.tricks for _, c in cards} | {c for _, c in self.trick}
        self.dummy_visible = bool(self.dummy_cards)
        self.partner = self.me.partner
        self.lho = self.me.left
        self.rho = self.me.right

    # -- the trick ----------------------------------------------------------------------------------
    @property
    def led_suit(self) -> str | None:
        return self.trick[0][1].suit if self.trick else None

    def beats(self, c: Card, other: Card) -> bool:
        if c.suit == other.suit:
            return strength(c) > strength(other)
        return c.suit == self.trump

    def winner(self) -> tuple:
        """(seat, card) winning the trick so far."""
        best = self.trick[0]
        for seat, c in self.trick[1:]:
            if self.beats(c, best[1]):
                best = (seat, c)
        return best

    def winning_cards(self, cards) -> list[Card]:
        """The cards of ``cards`` that would win the trick so far, cheapest first."""
        _, best = self.winner()
        found = [c for c in cards if self.beats(c, best)]
        return sorted(found, key=lambda c: (c.suit == self.trump, strength(c)))

    @property
    def fourth_hand(self):
        return self.me.left if len(self.trick) < 3 else None

    def visible_cards_of(self, seat) -> list[Card] | None:
        if seat == self.me:
            return self.cards
        if seat == self.dummy and self.dummy_visible:
            return self.dummy_cards
        if self.partner_cards is not None and seat == self.partner:
            return self.partner_cards
        return None

    # -- what is left --------------------------------------------------------------------------------
    def unseen_higher(self, c: Card) -> list[Card]:
        """Cards above ``c`` in its suit not played and held by nobody whose cards I see."""
        mine = set(self.cards) | set(self.partner_cards or ())
        out = []
        for index in range(c.index - c.index % 13, c.index):
            other = CARD_BY_INDEX[index]
            if other not in self.played and other not in mine:
                out.append(other)
        return out

    def is_master(self, c: Card) -> bool:
        """No card above it is left outside my side's seen cards (for a defender: outside my own hand)."""
        return not self.unseen_higher(c)

    def outstanding(self, suit: str) -> int:
        """Cards of ``suit`` not played and not in the hands I see of my side."""
        mine = set(self.cards) | set(self.partner_cards or ())
        return sum(1 for i in range(SUITS.index(suit) * 13, SUITS.index(suit) * 13 + 13)
                   if CARD_BY_INDEX[i] not in self.played and CARD_BY_INDEX[i] not in mine)

    def shown_void(self, seat, suit: str | None) -> bool:
        """Has ``seat`` failed to follow to ``suit``?"""
        for _, cards, _ in self.tricks:
            if cards[0][1].suit == suit and any(s == seat and c.suit != suit for s, c in cards):
                return True
        return bool(self.trick) and self.trick[0][1].suit == suit and \
            any(s == seat and c.suit != suit for s, c in self.trick)

    def trump_danger(self, suit: str) -> bool:
        """Might an opponent trump a winner of ``suit``? (one of them has shown a void in it, or a visible
        opponent has none left, while trumps are still out)"""
        if self.trump is None or suit == self.trump or not self.outstanding(self.trump):
            return False
        opponents = (self.lho, self.rho)
        for seat in opponents:
            cards = self.visible_cards_of(seat)
            if cards is not None and not of_suit(cards, suit) and of_suit(cards, self.trump):
                return True
        return any(self.shown_void(seat, suit) for seat in opponents)

    def led_by(self, seat) -> list[str]:
        """Suits ``seat`` has led, in order."""
        return [cards[0][1].suit for leader, cards, _ in self.tricks if leader == seat]


def _card_table() -> dict[int, Card]:
    return {c.index: c for c in ALL_CARDS}


CARD_BY_INDEX = _card_table()


def suit_words(suit: str | None) -> str:
    return "no trumps" if suit is None else SUIT_NAMES[suit]


# -- the choice ---------------------------------------------------------------------------------------
def choose_card(view, skill: str, rng) -> tuple[Card, list[str]]:
    """The card for the seat to play (the dummy's when the declarer plays from it) and why."""
    seen = Seen(view)
    if len(seen.legal) == 1:
        only = seen.legal[0]
        return only, [f"The {only.name} is the only card I may play."]
    if skill == "novice":
        c, reasons = novice_lead(seen) if not seen.trick else novice_follow(seen)
        same_suit = [x for x in seen.legal if x.suit == c.suit and x != c]
        if same_suit and rng.random() < NOVICE_SLIP:  # a natural slip: another card of the suit I meant
            c = rng.choice(same_suit)
            reasons = [f"I play the {c.name} without much thought."]
    else:
        c, reasons = advanced_card(seen, rng)
    if c not in seen.legal:  # never expected: the rules above only pick legal cards
        c = lowest(seen.legal)
        reasons = [f"I play the {c.name}."]
    return c, reasons


# -- Novice ----------------------------------------------------------------------------------------
def sequence_top(cards: list[Card]) -> Card | None:
    """The top card of two or more touching honours (KQ, QJ...), from cards of one suit, highest first."""
    if len(cards) >= 2 and cards[0].rank in HONOURS and strength(cards[0]) - strength(cards[1]) == 1:
        return cards[0]
    return None


def longest_suit(cards, avoid: str | None = None) -> str:
    suits = [s for s in SUITS if any(c.suit == s for c in cards)]
    preferred = [s for s in suits if s != avoid] or suits
    return max(preferred, key=lambda s: (sum(c.suit == s for c in cards), sum(strength(c) for c in cards
                                                                              if c.suit == s)))


def novice_lead(seen: Seen) -> tuple[Card, list[str]]:
    legal = seen.legal
    for suit in SUITS:
        top = sequence_top(of_suit(legal, suit))
        if top is not None and suit != seen.trump:
            return top, [f"I lead the {top.name}, the top of a sequence of honours."]
    masters = [c for c in legal if seen.is_master(c) and c.suit != seen.trump]
    if masters and seen.tricks:
        c = highest(masters)
        return c, [f"The {c.name} is the highest card left in its suit: I cash it."]
    suit = longest_suit(legal, avoid=seen.trump)
    c = lowest(of_suit(legal, suit))
    return c, [f"I lead a low card from my longest suit, {SUIT_NAMES[suit]}: the {c.name}."]


def novice_follow(seen: Seen) -> tuple[Card, list[str]]:
    legal = seen.legal
    seat, best = seen.winner()
    following = legal[0].suit == seen.led_suit
    if seat == seen.partner:
        c = lowest_discard(seen) if not following else lowest(legal)
        return c, [f"My partner is winning the trick: I play low, the {c.name}."]
    winners = seen.winning_cards(legal)
    if winners:
        c = winners[0]
        if c.suit == seen.trump and seen.led_suit != seen.trump:
            return c, [f"I cannot follow suit: I trump with the {c.name}."]
        if strength(c) <= strength(best) + 3 or len(seen.trick) == 3 or c.rank == "A":
            return c, [f"The {c.name} is enough to win the trick."]
    c = lowest(legal) if following else lowest_discard(seen)
    return c, [f"I cannot win the trick cheaply: I play my lowest card, the {c.name}."]


def lowest_discard(seen: Seen) -> Card:
    """A low card from the weakest suit, trumps last."""
    legal = seen.legal
    plain = [c for c in legal if c.suit != seen.trump] or legal

    def worth(c: Card) -> tuple:
        suit_cards = [x for x in seen.cards if x.suit == c.suit]
        masters = sum(seen.is_master(x) for x in suit_cards)
        honours = sum(x.rank in HONOURS[:4] for x in suit_cards)
        return masters, honours, -len(suit_cards) if not honours else len(suit_cards), strength(c)

    return min(plain, key=worth)


# -- Advanced --------------------------------------------------------------------------------------
def advanced_card(seen: Seen, rng) -> tuple[Card, list[str]]:
    if seen.trick:
        return advanced_follow(seen)
    if seen.declaring:
        return declarer_lead(seen)
    if not seen.tricks:
        return opening_lead(seen, rng)
    return defender_lead(seen)


def bid_suits(seen: Seen, seat) -> list[str]:
    """The suits ``seat`` bid in the auction, in order."""
    out = []
    for who, call in seen.view.public.auction:
        strain = getattr(call, "strain", None)
        if who == seat and strain in SUITS_SET and strain not in out:
            out.append(strain)
    return out


def touching(cards: list[Card]) -> list[Card]:
    """The top cards of ``cards`` (one suit, highest first) that form a run from the first one down."""
    run = cards[:1]
    for c in cards[1:]:
        if strength(run[-1]) - strength(c) != 1:
            break
        run.append(c)
    return run


def lead_from_suit(cards: list[Card], no_trumps: bool) -> tuple[Card, str]:
    """The usual card to lead from one suit (highest first) and its name in words."""
    run = touching(cards)
    if cards[0].rank in HONOURS and (len(run) >= 3 or (len(run) == 2 and (not no_trumps or len(cards) <= 3))):
        return cards[0], "the top of a sequence"
    if cards[0].rank == "A" and not no_trumps:
        return cards[0], "the ace (I never lead away from an ace against a trump contract)"
    if len(cards) == 2:
        return cards[0], "the top of a doubleton"
    if cards[0].rank not in HONOURS:
        return cards[0], "the top card from a suit without honours"
    if len(cards) >= 4:
        return cards[3], "the fourth highest"
    return cards[-1], "a low card"


def opening_lead(seen: Seen, rng) -> tuple[Card, list[str]]:
    cards = seen.cards
    no_trumps = seen.trump is None
    by_suit = {s: of_suit(cards, s) for s in SUITS if of_suit(cards, s)}
    for suit in bid_suits(seen, seen.partner):
        if suit in by_suit and suit != seen.trump:
            c, how = lead_from_suit(by_suit[suit], no_trumps)
            return c, [f"My partner bid {SUIT_NAMES[suit]}: I lead that suit, {how}, the {c.name}."]
    declarers = set(bid_suits(seen, seen.declarer)) | set(bid_suits(seen, seen.dummy))
    plain = {s: v for s, v in by_suit.items() if s != seen.trump}
    if no_trumps:
        unbid = {s: v for s, v in plain.items() if s not in declarers} or plain
        suit = max(unbid, key=lambda s: (len(unbid[s]), sum(strength(c) for c in unbid[s][:3])))
        c, how = lead_from_suit(unbid[suit], True)
        return c, [f"Against no trumps I lead my longest suit, {SUIT_NAMES[suit]}, to set up its small cards: "
                   f"{how}, the {c.name}."]
    for held in plain.values():
        if held[0].rank in "AKQJ" and len(touching(held)) >= 2:
            return held[0], [f"I lead the {held[0].name}, the top of a sequence: it is safe and may set up "
                             "tricks."]
    trumps = by_suit.get(seen.trump, [])
    singles = [s for s, v in plain.items() if len(v) == 1 and v[0].rank not in "AK"]
    if singles and 1 <= len(trumps) <= 3 and rng.random() < 0.6:
        c = by_suit[singles[0]][0]
        return c, [f"I lead my singleton, the {c.name}, hoping to trump that suit later."]
    safe = {s: v for s, v in plain.items() if not (any(c.rank == "K" for c in v) and v[0].rank not in "AK")
            and not (v[0].rank == "A" and len(v) > 1 and v[1].rank != "K") and s not in declarers}
    if not safe:
        safe = {s: v for s, v in plain.items() if not any(c.rank in "AK" for c in v)} or plain or by_suit
    suit = max(safe, key=lambda s: (s not in declarers, -sum(c.rank in "AKQ" for c in safe[s]), len(safe[s])))
    c, how = lead_from_suit(safe[suit], False)
    return c, [f"I lead {SUIT_NAMES[suit]}, a suit where I do not lead away from a king or an ace: {how}, "
               f"the {c.name}."]


def defender_lead(seen: Seen) -> tuple[Card, list[str]]:
    legal = seen.legal
    no_trumps = seen.trump is None
    needed = 14 - (6 + seen.contract.amount)  # tricks the defence needs
    ours = seen.view.public.tricks_won[seen.me.side]
    masters = [c for c in legal if seen.is_master(c) and (c.suit == seen.trump or not seen.trump_danger(c.suit))]
    if masters and ours + len(masters) >= needed:
        c = masters[0]
        return c, [f"My sure winners are enough to defeat the contract: I cash the {c.name}."]
    for suit in seen.led_by(seen.partner):
        held = of_suit(legal, suit)
        if held and suit != seen.trump:
            c = held[0] if len(held) <= 2 or seen.is_master(held[0]) else held[-1]
            return c, [f"I return my partner's suit, {SUIT_NAMES[suit]}: the {c.name}."]
    for suit in seen.led_by(seen.me):
        held = of_suit(legal, suit)
        if held and no_trumps and len(held) >= 2:
            c = held[0] if seen.is_master(held[0]) else held[-1]
            return c, [f"I keep on with my long suit, {SUIT_NAMES[suit]}, to set it up: the {c.name}."]
    if masters and not no_trumps:
        c = masters[0]
        return c, [f"I cash the {c.name} before the declarer can discard his losers in that suit."]
    return through_strength(seen)


def through_strength(seen: Seen) -> tuple[Card, list[str]]:
    """A defender's lead in the middle of the hand: through the dummy's strength, or up to its weakness."""
    legal = seen.legal
    by_suit = {s: of_suit(legal, s) for s in SUITS if of_suit(legal, s)}
    dummy_on_left = seen.lho == seen.dummy

    def rank(s: str) -> tuple:
        held = by_suit[s]
        dummy_has = of_suit(seen.dummy_cards, s)
        dummy_honours = sum(c.rank in "AKQ" for c in dummy_has)
        away_from_king = any(c.rank == "K" for c in held) and held[0].rank != "A"
        ruff_and_discard = seen.trump is not None and s != seen.trump and not dummy_has and \
            any(c.suit == seen.trump for c in seen.dummy_cards)
        return (not ruff_and_discard, s != seen.trump, not away_from_king,
                -dummy_honours if dummy_on_left else dummy_honours, len(held))

    suit = max(by_suit, key=rank)
    c, how = lead_from_suit(by_suit[suit], seen.trump is None)
    where = "up to the dummy's weakness" if seen.lho == seen.dummy else "through the dummy's cards"
    return c, [f"I lead {SUIT_NAMES[suit]} {where}: {how}, the {c.name}."]


# -- the declarer's leads -----------------------------------------------------------------------
def declarer_lead(seen: Seen) -> tuple[Card, list[str]]:
    for rule in (ruff_in_short_hand, draw_trumps, unblock, finesse_lead, cash_winner, set_up_suit):
        found = rule(seen)
        if found is not None:
            return found
    c = lowest(seen.legal)
    return c, [f"I give up a trick with the {c.name}."]


def trumps_out(seen: Seen) -> int:
    return seen.outstanding(seen.trump) if seen.trump else 0


def ruff_in_short_hand(seen: Seen) -> tuple[Card, list[str]] | None:
    trump = seen.trump
    if trump is None:
        return None
    mine, theirs = seen.cards, seen.partner_cards
    my_trumps, partner_trumps = of_suit(mine, trump), of_suit(theirs, trump)
    if not partner_trumps or len(partner_trumps) >= len(my_trumps):
        return None  # the ruffs count only in the hand with fewer trumps
    for suit in SUITS:
        held = of_suit(seen.legal, suit)
        if suit == trump or not held or of_suit(theirs, suit):
            continue
        losers = [c for c in held if not seen.is_master(c)]
        if losers:
            c = lowest(losers)
            return c, [f"The {'dummy' if seen.partner == seen.dummy else 'other hand'} has no "
                       f"{SUIT_NAMES[suit]} left: I lead the {c.name} to trump a loser in the short trump hand."]
    return None


def draw_trumps(seen: Seen) -> tuple[Card, list[str]] | None:
    trump = seen.trump
    if trump is None or not trumps_out(seen):
        return None
    held = of_suit(seen.legal, trump)
    if not held:
        return cross_to_draw_trumps(seen)
    ours = len(held) + len(of_suit(seen.partner_cards, trump))
    if seen.is_master(held[0]):
        return held[0], [f"The opponents still hold {counted(trumps_out(seen), 'trump')}: I draw "
                         f"{'them' if trumps_out(seen) > 1 else 'it'} with the {held[0].name} before they can trump "
                         "my winners."]
    partner_top = of_suit(seen.partner_cards, trump)
    if partner_top and seen.is_master(partner_top[0]) or ours >= 2 * trumps_out(seen) + 2:
        c = held[-1]
        return c, [f"I draw trumps: the {c.name} toward the stronger trumps."]
    return None


def cross_to_draw_trumps(seen: Seen) -> tuple[Card, list[str]] | None:
    """No trump in this hand: lead low to a sure winner opposite, so that the other hand draws trumps."""
    partner_trumps = of_suit(seen.partner_cards, seen.trump)
    if not partner_trumps or not seen.is_master(partner_trumps[0]):
        return None
    for suit in SUITS:
        held = of_suit(seen.legal, suit)
        other = of_suit(seen.partner_cards, suit)
        if held and other and suit != seen.trump and seen.is_master(other[0]) and not seen.trump_danger(suit):
            c = held[-1]
            return c, [f"I lead the {c.name} to the {other[0].name} opposite, to draw trumps from that hand."]
    return None


def unblock(seen: Seen) -> tuple[Card, list[str]] | None:
    """Cash the high card of the short hand first in a suit where the other hand is longer."""
    for suit in SUITS:
        held = of_suit(seen.legal, suit)
        other = of_suit(seen.partner_cards, suit)
        if held and other and len(held) < len(other) and seen.is_master(held[0]) and len(held) <= 2 and \
                (suit == seen.trump or not trumps_out(seen)):
            return held[0], [f"I cash the {held[0].name} from the short hand first so that the long "
                             f"{SUIT_NAMES[suit]} opposite are not blocked."]
    return None


def finesse_lead(seen: Seen) -> tuple[Card, list[str]] | None:
    """Lead low toward a tenace (such as ace-queen) in the other hand, the missing honour before it."""
    for suit in SUITS:
        held = of_suit(seen.legal, suit)
        other = of_suit(seen.partner_cards, suit)
        if not held or len(other) < 2 or (seen.trump and suit != seen.trump and trumps_out(seen)):
            continue
        tenace = next((c for c in other if len(seen.unseen_higher(c)) == 1 and c.rank in HONOURS), None)
        if tenace is None or seen.is_master(held[0]) or seen.shown_void(seen.lho, suit):
            continue
        missing = seen.unseen_higher(tenace)[0]
        c = held[-1]
        return c, [f"I lead the {c.name} toward the {tenace.name}: if the {missing.name} is on my left, "
                   f"the {tenace.name} will win (a finesse)."]
    return None


def cash_winner(seen: Seen) -> tuple[Card, list[str]] | None:
    if seen.trump and trumps_out(seen):
        masters = [c for c in seen.legal if seen.is_master(c) and c.suit != seen.trump]
        masters = [c for c in masters if not seen.trump_danger(c.suit)]
    else:
        masters = [c for c in seen.legal if seen.is_master(c)]
    if not masters:
        return None
    c = max(masters, key=lambda c: (-len(of_suit(seen.partner_cards, c.suit)), strength(c)))
    return c, [f"The {c.name} is a sure winner: I cash it."]


def set_up_suit(seen: Seen) -> tuple[Card, list[str]] | None:
    suits = [s for s in SUITS if of_suit(seen.legal, s) and s != seen.trump]
    if not suits:
        return None
    suit = max(suits, key=lambda s: (len(of_suit(seen.legal, s)) + len(of_suit(seen.partner_cards, s))))
    c = lowest(of_suit(seen.legal, suit))
    return c, [f"{SUIT_NAMES[suit].capitalize()} are our longest suit: I lead the {c.name} to set up its "
               "small cards."]


# -- following -----------------------------------------------------------------------------------
def advanced_follow(seen: Seen) -> tuple[Card, list[str]]:
    legal = seen.legal
    if legal[0].suit != seen.led_suit:
        return void_play(seen)
    position = len(seen.trick)
    if position == 1:
        return second_hand(seen)
    if position == 2:
        return third_hand(seen)
    return fourth_hand(seen)


def beats_fourth(seen: Seen, c: Card) -> bool:
    """Will ``c`` hold the trick against the hand still to play? (unseen hands: when it is a master)"""
    fourth = seen.visible_cards_of(seen.lho)
    if fourth is None:
        return seen.is_master(c)
    same = of_suit(fourth, c.suit)
    if same:
        return strength(same[0]) < strength(c)
    led = seen.led_suit
    if c.suit != seen.trump and not of_suit(fourth, led) and of_suit(fourth, seen.trump):
        return False
    return True


def second_hand(seen: Seen) -> tuple[Card, list[str]]:
    legal = sorted(seen.legal, key=strength, reverse=True)
    _, led = seen.winner()
    leader_cards = seen.visible_cards_of(seen.rho) or []
    above = [c for c in legal if strength(c) > strength(led)]
    if led.rank in "KQJT" and above and above[-1].rank in HONOURS and \
            not any(strength(c) == strength(led) - 1 and c.suit == led.suit for c in leader_cards):
        c = above[-1]
        return c, [f"An honour was led: I cover the {led.name} with the {c.name} to make two honours fall "
                   "together."]
    if above and seen.partner_cards is not None and seen.is_master(above[-1]) and not beats_partner_later(seen):
        c = above[-1]
        return c, [f"The {c.name} is a sure winner and the other hand cannot take this trick: I win it."]
    c = legal[-1]
    return c, [f"I play second to this trick, so I play low and keep my high cards for later: the {c.name}."]


def beats_partner_later(seen: Seen) -> bool:
    """Can my partner (whose cards I see, playing fourth) win this trick?"""
    _, best = seen.winner()
    return any(seen.beats(c, best) for c in of_suit(seen.partner_cards or [], best.suit))


def third_hand(seen: Seen) -> tuple[Card, list[str]]:
    legal = sorted(seen.legal, key=strength, reverse=True)
    seat, best = seen.winner()
    if seat == seen.partner and beats_fourth(seen, best):
        c = legal[-1]
        return c, [f"My partner's {best.name} will win the trick: I play low, the {c.name}."]
    winners = [c for c in legal if seen.beats(c, best)]
    if not winners:
        c = legal[-1]
        return c, [f"I cannot beat the {best.name}: I play my lowest, the {c.name}."]
    holding = [c for c in winners if beats_fourth(seen, c)]
    if seen.declaring:
        found = third_hand_finesse(seen, winners)
        if found is not None:
            return found
        if holding:
            c = holding[-1]
            return c, [f"The {c.name} is enough to win the trick."]
    if holding:
        c = holding[-1]
        return c, [f"I play third to this trick, so I play high: the {c.name} is the cheapest card that should "
                   "win it."]
    fourth = seen.visible_cards_of(seen.lho)
    if fourth is not None:
        c = legal[-1]
        return c, [f"The dummy can beat anything I play: I keep my high cards and play the {c.name}."]
    top = touching(legal)
    c = top[-1]
    if seen.declaring:
        return c, [f"I play the {c.name}, the lowest of my equal top cards: the trick may still be won."]
    return c, [f"I play third to this trick, so I play high: the {c.name}, the lowest of my equal top cards, "
               "forces out the declarer's high cards."]


def third_hand_finesse(seen: Seen, winners: list[Card]) -> tuple[Card, list[str]] | None:
    """With a tenace such as ace-queen over a missing king, play the queen when the king may lie with the
    opponent who has already played (the last player's cards unseen)."""
    if seen.visible_cards_of(seen.lho) is not None or seen.shown_void(seen.rho, seen.led_suit):
        return None
    for c in sorted(winners, key=strength):
        missing = seen.unseen_higher(c)
        if len(missing) == 1 and any(strength(x) > strength(missing[0]) for x in of_suit(seen.cards, c.suit)):
            return c, [f"I finesse the {c.name}: it wins if the {missing[0].name} is with the player who has "
                       f"already played, and I still hold a higher card."]
    return None


def fourth_hand(seen: Seen) -> tuple[Card, list[str]]:
    legal = sorted(seen.legal, key=strength, reverse=True)
    seat, best = seen.winner()
    if seat == seen.partner:
        c = legal[-1]
        return c, [f"My partner is winning the trick: I play low, the {c.name}."]
    winners = [c for c in legal if seen.beats(c, best)]
    if winners:
        c = winners[-1]
        return c, [f"I win the trick as cheaply as I can, with the {c.name}."]
    c = legal[-1]
    return c, [f"I cannot win the trick: I play my lowest, the {c.name}."]


def void_play(seen: Seen) -> tuple[Card, list[str]]:
    """I cannot follow suit: trump when it helps, else discard."""
    seat, best = seen.winner()
    assert seen.led_suit is not None  # a card was led: I cannot follow it
    led_words = SUIT_NAMES[seen.led_suit]
    partner_holds = seat == seen.partner and (len(seen.trick) == 3 or beats_fourth(seen, best))
    ruffs = seen.winning_cards([c for c in seen.legal if c.suit == seen.trump]) if seen.trump else []
    if ruffs and not partner_holds:
        c = ruffs[0]
        return c, [f"I have no {led_words}: I trump with the {c.name}, the cheapest trump that wins."]
    c = weakest_discard(seen)
    if partner_holds:
        return c, [f"My partner is winning the trick: I discard the {c.name} from my weakest suit."]
    return c, [f"I have no {led_words} and cannot win the trick: I discard the {c.name} from my weakest "
               "suit."]


def weakest_discard(seen: Seen) -> Card:
    """A low card from the suit I least need: no winners, no honours to guard, and not the dummy's long suit."""
    plain = [c for c in seen.legal if c.suit != seen.trump] or seen.legal

    def need(c: Card) -> tuple:
        suit_cards = of_suit(seen.cards, c.suit)
        masters = sum(seen.is_master(x) for x in suit_cards)
        guards = sum(x.rank in "KQJ" for x in suit_cards) and len(suit_cards) <= 3
        dummy_long = len(of_suit(seen.dummy_cards, c.suit)) >= len(suit_cards) and not seen.declaring
        return masters, guards, dummy_long, len(suit_cards) <= 1, strength(c)

    return min(plain, key=need)
