"""Expert card play of Scotch Whist: deal the unseen cards in ways that fit what the Expert saw (who showed
out of which suit, the turn-up still in the dealer's hand, the bidder's trump strength), play each candidate
card on in every layout and keep the one that scores best on average.

Early in the hand the rest of each layout is played out by quick rules (a rollout); once few cards are left
the ending is searched exactly over card points, the other players assumed to play against the Expert (and,
with partnership scoring, the partner with it). The objective is the Expert's own score of the hand minus
the average of the others' (with partnership scoring, its side's minus the other side's): trump points,
the bonus for cards beyond 18 and the bid penalty. The work is bounded by counts, not by the clock, so a view
always gives the same card.
"""

from __future__ import annotations

from game.ai.player import Decision
from game.ai.sampling import DealSampler, Infeasible, weighted_layouts
from game.engine.actions import PASS
from game.engine.cards import DECK_36, DECK_52, SUIT_NAMES, Card
from game.engine.seats import SEATS, Seat
from game.engine.wording import counted

from . import ai_infer, ai_play
from .rules import BID_PENALTY, BONUS_FROM, PLAIN_POWER, TRUMP_CALL_OF_SUIT, TRUMP_POWER, TRUMP_VALUES

POINTS = {t: [TRUMP_VALUES.get(c.rank, 0) if c.suit == t else 0 for c in sorted(DECK_52, key=lambda c: c.index)]
          for t in "SHDC"}  # per trump suit, the points of each card by index
LAYOUTS = 36
EXACT_CARDS = 3  # with at most this many cards in the Expert's hand, search the ending exactly
EXACT_LAYOUTS = 16
CLOSE = 0.2  # points per layout within which the search leaves the choice to the rules of thumb
CLUE_SWAPS = 40  # with the bidding's clues, each layout takes this many tries at swapping two cards to fit them
NON_BIDDER_TRUMP_LEAD = 1.5  # points a trump lead must gain to be chosen when somebody else bid and named trumps


def decide_card(view, rng) -> Decision:
    seen = ai_play.Seen(view)
    fallback, fallback_reasons = ai_play.choose_card(view, "advanced", rng)
    if len(seen.legal) == 1:
        return Decision(fallback, fallback_reasons)
    layouts = sample_layouts(seen, rng, EXACT_LAYOUTS if len(seen.hand) <= EXACT_CARDS else LAYOUTS)
    if not layouts:
        return Decision(fallback, ["No way of placing the cards I cannot see fits the play so far, so I keep to "
                                   "my usual play.", *fallback_reasons])
    exact = len(seen.hand) <= EXACT_CARDS
    totals = {c: 0.0 for c in seen.legal}
    for layout, weight in layouts:
        world = World.of(seen, layout)
        for c in seen.legal:
            totals[c] += weight * world.value_after(c, exact)
    n = sum(weight for _, weight in layouts)
    if not seen.trick and not seen.may_lead_trumps():
        # the bidder's trumps: leading them helps him, so a trump lead must be clearly better to be chosen
        for c in seen.legal:
            if c.suit == seen.trump and any(o.suit != seen.trump for o in seen.legal):
                totals[c] -= NON_BIDDER_TRUMP_LEAD * n
    ranked = sorted(seen.legal, key=lambda c: (-totals[c], c is not fallback, c.index))
    best = ranked[0]
    if totals[fallback] >= totals[best] - CLOSE * n:
        best = fallback  # too close to tell apart on these layouts: the rules of thumb decide
    clues = ai_infer.call_clues(view)
    return Decision(best, reasons(best, fallback, fallback_reasons, ranked, clues),
                    details(totals, n, exact, ranked, len(layouts)))


def reasons(best: Card, fallback: Card, fallback_reasons: list[str], ranked: list[Card], clues: list) -> list[str]:
    """What the search found, in words: the figures are in the details."""
    out = [ai_infer.bidding_words(clues)] if clues else []
    if best is ranked[0]:
        out.append(f"I try each card I may play against many likely ways the other cards lie: the {best.name} "
                   "does best for me.")
    else:
        out.append(f"I try each card I may play against many likely ways the other cards lie: no other card does "
                   f"clearly better than the {best.name}.")
    if best is fallback:
        out.extend(fallback_reasons)
    return out


def details(totals: dict, n: float, exact: bool, ranked: list[Card], ways: int) -> list[str]:
    """The search's figures: how it dealt and played the unseen cards, and the average of each card."""
    how = "each ending searched to the last card" if exact else "each played out by quick rules"
    return [f"{ways} deals of the unseen cards that fit the play so far, {how}.",
            *(f"The {c.name}: {points_words(totals[c] / n)} against the others on average." for c in ranked)]


def points_words(points: float) -> str:
    """``3.5 points ahead``, ``2.0 points behind``, ``level``: a score beside the others' average."""
    if round(points, 1) == 0:
        return "level"
    return f"{abs(points):.1f} points {'ahead' if points > 0 else 'behind'}"


# -- the layouts -------------------------------------------------------------------------------------
def sample_layouts(seen: ai_play.Seen, rng, n: int) -> list[tuple[dict, float]]:
    """Layouts of the unseen cards that fit what the Expert saw, each with how much it counts (its share of
    ``n``): without calls to read, ``n`` layouts of weight 1 (every one when there are no more)."""
    view = seen.view
    others = [s for s in SEATS if s != seen.me]
    counts = {s: view.hand_sizes[s] for s in others}
    known = {}
    if seen.turn_up is not None and view.dealer != seen.me:
        known[view.dealer] = [seen.turn_up]
    excluded = {s: [c for c in seen.unseen if c.suit in seen.void[s]] for s in others}
    try:
        sampler = DealSampler(seen.unseen, counts, known, excluded)
    except Infeasible:
        return []
    weights = ai_infer.call_weights(view)  # the bidding's clues: who counted how many tricks, who named trumps
    if weights is None:
        return [(layout, 1.0) for layout in weighted_layouts(sampler, n, rng, enumerate_below=n)]
    if sampler.total <= n:  # few layouts left: every one, counting by how well it explains the calls
        every = sampler.all_layouts(n)
        shares = [weights(layout) for layout in every]
        total = sum(shares)
        if total:
            return [(layout, w * len(every) / total) for layout, w in zip(every, shares, strict=True) if w]
        return [(layout, 1.0) for layout in every]
    layouts = ai_infer.fitted_layouts(sampler, weights, n, rng, CLUE_SWAPS, fixed=known.get(view.dealer, ()),
                                      barred=excluded)
    return [(layout, 1.0) for layout in layouts]


# -- a world with every card known -------------------------------------------------------------------
class World:
    """The position of the view with the hidden cards as in one layout, played on by simple rules or searched."""

    __slots__ = ("hands", "trick", "trump", "me", "by_side", "bidder", "bid", "points", "cards", "tricks",
                 "leader", "friends", "win_seat", "win_power", "trick_points", "worth")
    hands: list[list[Card]]  # by seat number
    trick: list[tuple[int, Card]]
    trump: str
    me: Seat
    by_side: bool
    bidder: Seat | None
    bid: int
    points: list[int]
    cards: list[int]
    tricks: list[int]
    leader: int
    friends: list[bool]
    win_seat: int | None  # who holds the trick on the table (None: no card yet)
    win_power: int
    trick_points: int
    worth: list[int]  # each card's trump points, by card index

    @classmethod
    def of(cls, seen: ai_play.Seen, layout: dict) -> World:
        w = cls()
        view = seen.view
        w.hands = [list(seen.hand) if s == seen.me else list(layout[s]) for s in SEATS]
        w.trick = []
        w.trump = seen.trump
        w.worth = POINTS[seen.trump]
        w.me = seen.me
        w.by_side = seen.by_side
        w.bidder = seen.bidder
        w.bid = view.public.bid.amount if seen.bidder is not None else 0
        w.points = [0, 0, 0, 0]
        w.cards = [0, 0, 0, 0]
        w.tricks = [0, 0, 0, 0]
        for _, cards, winner in view.tricks:
            w.points[winner] += sum(TRUMP_VALUES.get(c.rank, 0) for _, c in cards if c.suit == w.trump)
            w.cards[winner] += len(cards)
            w.tricks[winner] += 1
        w.friends = [s == seen.me or (w.by_side and s.side == seen.me.side) for s in SEATS]
        w.leader = seen.trick[0][0] if seen.trick else seen.me
        w.win_seat, w.win_power, w.trick_points = None, -1, 0
        for seat, c in seen.trick:
            w.hands[seat].append(c)
            w.play(seat, c)
        return w

    @classmethod
    def fresh(cls, hands: list, trump: str, me, by_side: bool, bidder, bid: int, leader) -> World:
        """A hand about to be played: nothing taken yet."""
        w = cls()
        w.hands, w.trump, w.worth, w.me, w.by_side, w.bidder, w.bid = hands, trump, POINTS[trump], me, by_side, \
            bidder, bid
        w.trick, w.points, w.cards, w.tricks = [], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]
        w.friends = [s == me or (by_side and s.side == me.side) for s in SEATS]
        w.leader = leader
        w.win_seat, w.win_power, w.trick_points = None, -1, 0
        return w

    def copy(self) -> World:
        w = World()
        w.hands = [h[:] for h in self.hands]
        w.trick = self.trick[:]
        for name in ("trump", "me", "by_side", "bidder", "bid", "friends", "leader", "win_seat", "win_power",
                     "trick_points", "worth"):
            setattr(w, name, getattr(self, name))
        w.points, w.cards, w.tricks = self.points[:], self.cards[:], self.tricks[:]
        return w

    # -- rules -----------------------------------------------------------------------------------
    def to_act(self) -> int:
        if self.trick:
            return (self.trick[-1][0] + 1) & 3
        return self.leader

    def legal(self, seat: int) -> list[Card]:
        held = self.hands[seat]
        if self.trick:
            led = self.trick[0][1].suit
            follow = [c for c in held if c.suit == led]
            if follow:
                return follow
        return held

    def power(self, c: Card, led: str) -> int:
        if c.suit == self.trump:
            return TRUMP_POWER[c.index]
        return PLAIN_POWER[c.index] if c.suit == led else 0

    def play(self, seat: int, c: Card) -> None:
        self.hands[seat].remove(c)
        trick = self.trick
        if c.suit == self.trump:
            p = TRUMP_POWER[c.index]
        elif not trick or c.suit == trick[0][1].suit:
            p = PLAIN_POWER[c.index]
        else:
            p = 0
        if p > self.win_power:
            self.win_power, self.win_seat = p, seat
        self.trick_points += self.worth[c.index]
        trick.append((seat, c))
        if len(trick) == 4:
            winner = self.win_seat
            assert winner is not None  # a full trick has its winner
            self.points[winner] += self.trick_points
            self.cards[winner] += 4
            self.tricks[winner] += 1
            self.trick = []
            self.leader = winner
            self.win_seat, self.win_power, self.trick_points = None, -1, 0

    def score(self) -> float:
        """The Expert's score of the finished hand minus the others' average (or its side's minus theirs)."""
        keys = [s.side for s in SEATS] if self.by_side else list(range(4))
        total: dict = {}
        taken: dict = {}
        tricks: dict = {}
        for s in range(4):
            k = keys[s]
            total[k] = total.get(k, 0) + self.points[s]
            taken[k] = taken.get(k, 0) + self.cards[s]
            tricks[k] = tricks.get(k, 0) + self.tricks[s]
        for k in total:
            total[k] += max(0, taken[k] - BONUS_FROM)
        if self.bidder is not None:
            k = keys[self.bidder]
            if tricks[k] < self.bid:
                total[k] = -BID_PENALTY
        mine = total[keys[self.me]]
        others = [v for k, v in total.items() if k != keys[self.me]]
        return mine - sum(others) / len(others)

    # -- searching -------------------------------------------------------------------------------
    def value_after(self, c: Card, exact: bool) -> float:
        w = self.copy()
        w.play(self.me, c)
        if exact:
            return w.search(-1e9, 1e9)
        w.rollout()
        return w.score()

    def rollout(self) -> None:
        while any(self.hands):
            seat = self.to_act()
            self.play(seat, self.quick_card(seat))

    def search(self, alpha: float, beta: float) -> float:
        if not any(self.hands):
            return self.score()
        seat = self.to_act()
        choices = self.legal(seat)
        maximizing = self.friends[seat]
        best = -1e9 if maximizing else 1e9
        for c in ordered(choices, self.trump):
            child = self.copy()
            child.play(seat, c)
            v = child.search(alpha, beta)
            if maximizing:
                if v > best:
                    best = v
                alpha = max(alpha, v)
            else:
                if v < best:
                    best = v
                beta = min(beta, v)
            if alpha >= beta:
                break
        return best

    def quick_card(self, seat: int) -> Card:
        """A plausible card for ``seat`` by simple rules, every card known."""
        legal = self.legal(seat)
        if len(legal) == 1:
            return legal[0]
        trump = self.trump
        if not self.trick:
            return self.quick_lead(seat, legal)
        led = self.trick[0][1].suit
        win_seat, best = self.win_seat, self.win_power
        assert win_seat is not None  # a card is on the trick
        friendly = win_seat == seat or (self.by_side and (win_seat & 1) == (seat & 1))
        points = self.trick_points
        last = len(self.trick) == 3
        if friendly and last:
            rich = [c for c in legal if c.suit == trump and c.rank in "TAKQ"]
            return max(rich, key=lambda c: TRUMP_VALUES[c.rank]) if rich else cheapest(legal, trump)
        winners = [c for c in legal if self.power(c, led) > best]
        if winners and not friendly:
            winners.sort(key=lambda c: self.power(c, led))
            if last:
                ten = [c for c in winners if c.suit == trump and c.rank == "T"]
                return ten[0] if ten else winners[0]
            top = winners[-1]
            if self.unbeatable(top, seat, led) and (points or top.suit != trump or top.rank in "JT" or
                                                   len(self.hands[seat]) <= 4 or self.bid_at_stake(seat)):
                return top
        return cheapest(legal, trump)

    def bid_at_stake(self, seat: int) -> bool:
        """The bidder is still short of his bid and this trick counts for it: he (or his partner) wants it, and
        whoever plays against him wants to take it from him when he is winning it."""
        bidder = self.bidder
        if bidder is None:
            return False
        side = [s for s in range(4) if s == bidder or (self.by_side and (s & 1) == (bidder & 1))]
        if sum(self.tricks[s] for s in side) >= self.bid:
            return False
        return seat in side or self.win_seat in side

    def quick_lead(self, seat: int, legal: list[Card]) -> Card:
        trump = self.trump
        mine = [c for c in legal if c.suit == trump]
        others_trumps = any(c.suit == trump for s in range(4) if s != seat for c in self.hands[s])
        if mine and others_trumps:
            top = max(mine, key=lambda c: TRUMP_POWER[c.index])
            if self.unbeatable(top, seat, trump):
                return top
        for c in legal:
            if c.suit != trump and PLAIN_POWER[c.index] and self.unbeatable(c, seat, c.suit) and \
                    not (others_trumps and self.someone_ruffs(seat, c.suit)):
                return c
        plain = [c for c in legal if c.suit != trump]
        if plain:
            by_suit: dict = {}
            for c in plain:
                by_suit.setdefault(c.suit, []).append(c)
            if mine:
                suit = min(by_suit, key=lambda s: (len(by_suit[s]), s))
            else:
                suit = max(by_suit, key=lambda s: (len(by_suit[s]), s))
            return min(by_suit[suit], key=lambda c: PLAIN_POWER[c.index])
        return min(mine, key=lambda c: (TRUMP_VALUES.get(c.rank, 0), TRUMP_POWER[c.index]))

    def unbeatable(self, c: Card, seat: int, led: str) -> bool:
        """No other hand holds a higher card of ``c``'s suit."""
        suit = c.suit
        table = TRUMP_POWER if suit == self.trump else PLAIN_POWER
        mine = table[c.index]
        return not any(o.suit == suit and table[o.index] > mine for s in range(4) if s != seat for o in self.hands[s])

    def someone_ruffs(self, seat: int, suit: str) -> bool:
        trump = self.trump
        for s in range(4):
            if s == seat:
                continue
            held = self.hands[s]
            if not any(c.suit == suit for c in held) and any(c.suit == trump for c in held):
                return True
        return False


def cheapest(cards: list[Card], trump: str) -> Card:
    return min(cards, key=lambda c: (TRUMP_VALUES.get(c.rank, 0) if c.suit == trump else 0, c.suit == trump,
                                     TRUMP_POWER[c.index] if c.suit == trump else PLAIN_POWER[c.index]))


def ordered(cards: list[Card], trump: str) -> list[Card]:
    """Strong cards first, so the search finds good lines early and cuts more."""
    return sorted(cards, key=lambda c: -(TRUMP_POWER[c.index] if c.suit == trump else PLAIN_POWER[c.index]))


# -- bidding -----------------------------------------------------------------------------------------
BID_LAYOUTS = 16
SURE_ENOUGH = 0.8  # the share of layouts in which a bid must be made for the Expert to make it


def decide_call(view, rng) -> Decision:
    """Bid and name trumps from play-outs: for each suit, deal the unseen cards a few ways and play the hand
    out with that suit as trumps and the Expert as bidder; bid what it makes often enough, in its best suit."""
    if view.phase == "trump":
        outcomes = suit_outcomes(view, rng, view.public.bid.amount)
        suit = max("SHDC", key=lambda s: (sum(score for score, _ in outcomes[s]), s))
        return Decision(TRUMP_CALL_OF_SUIT[suit], [
            f"I play the hand out a few ways with each suit as trumps: {SUIT_NAMES[suit]} do best for me, so I name "
            "them."], [f"{len(outcomes[s])} play-outs with {SUIT_NAMES[s]} as trumps: "
                       f"{points_words(sum(sc for sc, _ in outcomes[s]) / len(outcomes[s]))} against the others "
                       "on average." for s in "SHDC"])
    bids = [a for a in view.legal if a is not PASS]
    outcomes = suit_outcomes(view, rng, 0)
    best = None  # (bid, suit, share made, average score)
    for suit in "SHDC":
        tricks = sorted((t for _, t in outcomes[suit]), reverse=True)
        made = int(len(tricks) * SURE_ENOUGH) - 1
        amount = tricks[max(made, 0)]
        chosen = [b for b in bids if b.amount <= amount]
        if not chosen:
            continue
        b = chosen[-1]
        share = sum(t >= b.amount for t in tricks) / len(tricks)
        score = sum(sc for sc, _ in outcomes[suit]) / len(tricks)
        if best is None or (score, b.amount) > (best[3], best[0].amount):
            best = (b, suit, share, score)
    if best is None:
        return Decision(PASS, ["I play the hand out a few ways with each suit as trumps, and I would not take "
                               "enough tricks often enough to bid higher, so I pass."])
    b, suit, share, score = best
    return Decision(b, [f"I play the hand out a few ways with each suit as trumps: with {SUIT_NAMES[suit]} I "
                        f"take {counted(b.amount, 'trick')} or more most of the time, so I bid {b.amount} and will "
                        f"name {SUIT_NAMES[suit]}."],
                    [f"{len(outcomes[suit])} play-outs with {SUIT_NAMES[suit]} as trumps: {b.amount} or more tricks "
                     f"in {share:.0%} of them, {points_words(score)} against the others on average."])


def suit_outcomes(view, rng, bid: int) -> dict:
    """Per suit, (score for me, tricks I take) of the hand played out with that suit as trumps and me as
    bidder, over the same few layouts of the unseen cards (likelier those that fit the calls made before)."""
    me = view.seat
    others = [s for s in SEATS if s != me]
    unseen = [c for c in DECK_36 if c not in view.hand]
    sampler = DealSampler(unseen, {s: 9 for s in others})
    weights = ai_infer.call_weights(view)  # the calls before mine: a bid shows a strong suit, a pass none
    if weights is None:
        layouts = [sampler.draw(rng) for _ in range(BID_LAYOUTS)]
    else:
        layouts = ai_infer.fitted_layouts(sampler, weights, BID_LAYOUTS, rng, CLUE_SWAPS)
    out = {}
    for suit in "SHDC":
        results = []
        for layout in layouts:
            w = World.fresh([list(view.hand) if s == me else list(layout[s]) for s in SEATS], suit, me,
                            view.public.by_side, me, bid, view.dealer.left)
            w.rollout()
            results.append((w.score(), w.tricks[me]))
        out[suit] = results
    return out
