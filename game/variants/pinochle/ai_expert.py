"""Expert card play of Double-Deck Pinochle: deal the hidden cards in ways that fit what the seat knows
(the meld shown and the cards passed are in their holders' hands, a player who showed out of a suit
holds none of it, one who did not beat the best card holds nothing higher), play every legal card in
each layout and finish the hand with a quick open-handed policy, and keep the card whose hands score
best on average for our side (the hand's score, so making or setting the bid counts in full).

The work is a fixed number of play-outs, not a time limit, so the same view always gives the same card.
"""

from __future__ import annotations

from game.ai.player import Decision
from game.ai.sampling import DealSampler, Infeasible, hidden_cards, weighted_layouts
from game.engine.cards import DECK_80, SUIT_NAMES, SUITS, Card
from game.engine.seats import SEATS, Seat

from . import ai_play
from .meld import meld_of, meld_points
from .rules import CARD_COUNTERS, COUNTERS, POWER, TRICKS, legal_cards

PLAYOUTS = 400  # play-outs per decision, shared among the legal cards
MIN_LAYOUTS = 8
MAX_LAYOUTS = 40
TIE_MARGIN = 0.4  # points per hand: closer than this, the Advanced card stands
LEFT = tuple(s.left for s in SEATS)
MELD_OVERSAMPLE = 3  # placings drawn per placing kept, those that fit the meld shown kept first
MELD_MISFIT = 0.02  # the weight of a placing per meld item out of place (held but not shown, or shown but not held)
MELD_REPAIR_STEPS = 24  # card swaps tried to make a placing fit the meld shown


def decide_card(view, rng) -> Decision:
    fallback = ai_play.choose_card(view, "advanced", rng)
    legal = list(view.legal)
    if len(legal) == 1:
        return fallback
    know = ai_play.Knowledge(view)
    layouts = sample_layouts(view, know, max(MIN_LAYOUTS, min(MAX_LAYOUTS, PLAYOUTS // len(legal))), rng)
    if not layouts:
        return Decision(fallback.action, fallback.reasons,
                        ["I could not place the hidden cards consistently, so I went by the rules of thumb."])
    scorer = HandScorer(view)
    totals = {c: 0.0 for c in legal}
    for layout in layouts:
        hands = {s: list(layout[s]) for s in layout}
        hands[view.seat] = list(view.hand)
        for c in legal:
            totals[c] += playout(view, hands, c, scorer)
    means = {c: totals[c] / len(layouts) for c in legal}
    best = max(legal, key=lambda c: (means[c], c is fallback.action, -POWER[c]))
    if means[fallback.action] >= means[best] - TIE_MARGIN:
        best = fallback.action
    return explain(view, know, best, means, len(layouts), fallback)


MAX_DETAIL_CARDS = 6  # the Details list the best cards only


def explain(view, know, best: Card, means: dict, n: int, fallback: Decision) -> Decision:
    """The searched card: the rule of thumb that agrees with it, or a plain sentence, and what my side needs;
    the averages of the play-outs and what the play has shown go to the details."""
    verb = "play" if view.trick else "lead"
    head = fallback.reasons[0] if best is fallback.action else \
        f"I {verb} the {best.name}: played out, it should bring my side the most points."
    details = [f"Over {n} likely placings of the hidden cards, each card's average for my side:"]
    ranked = sorted(means, key=lambda c: -means[c])[:MAX_DETAIL_CARDS]
    details += [f"The {c.name}: {signed_tenths(means[c])} points." for c in ranked]
    if means[best] < means[ranked[0]]:
        details.append(f"Cards within {TIE_MARGIN} points of the best count as equal, and then the rule of thumb "
                       f"decides.")
    for seat in (view.seat.left, view.seat.partner, view.seat.right):
        if know.voids[seat]:
            suits = " and ".join(SUIT_NAMES[x] for x in sorted(know.voids[seat], key=SUITS.index))
            details.append(f"{seat.full_name} is out of {suits}.")
    return Decision(best, [head, goal_words(view)], details)


def signed_tenths(x: float) -> str:
    """``"+1.2"``, ``"-0.4"``, ``"0"``: an average to a tenth, never a negative zero."""
    text = f"{x:+.1f}"
    return "0" if text in ("+0.0", "-0.0") else text


def goal_words(view) -> str:
    """What the counters must do this hand: make the bid, or set it."""
    public = view.public
    options = view.options
    bidders = public.declarer.side
    taken = public.counters[bidders]
    need = max(options.min_counters_bidders, public.bid - public.meld.get(bidders, 0))
    left = max(0, need - taken)
    if view.seat.side == bidders:
        return f"My side needs {counters_words(left, 'more ')} to make our bid of {public.bid}." if left else \
            f"Our bid of {public.bid} is safe: every counter now adds to our score."
    return f"The bidders still need {counters_words(left)}, and we try to keep those counters from them." if left else \
        "The bidders have made their bid, so we save what counters we can."


def counters_words(n: int, more: str = "") -> str:
    """``"one counter"``, ``"12 more counters"``."""
    return f"one {more}counter" if n == 1 else f"{n} {more}counters"


# -- placing the hidden cards -------------------------------------------------------------------------------
def sample_layouts(view, know: ai_play.Knowledge, n: int, rng, fit_meld: bool = True) -> list[dict]:
    """``n`` placings of the hidden cards that respect what ``know`` knows for sure (cards held, voids, the
    must-beat caps); with ``fit_meld``, those where every hand holds exactly the meld shown come first."""
    others = [s for s in SEATS if s != view.seat]
    counts = {s: view.hand_sizes[s] for s in others}
    known = {s: [c for c, k in know.known[s].items() for _ in range(k)] for s in others}
    excluded = {s: [c for c in POWER if not know.may_hold(s, c) and not know.known[s].get(c)] for s in others}
    try:
        sampler = DealSampler(hidden_cards(view, DECK_80), counts, known, excluded)
    except Infeasible:
        try:
            sampler = DealSampler(hidden_cards(view, DECK_80), counts, known)
        except Infeasible:
            return []
    fit = MeldFit(view, know)
    if not fit_meld or not fit.checks:
        return [sampler.draw(rng) for _ in range(n)]
    layouts = weighted_layouts(sampler, n, rng, fit.weight, oversample=MELD_OVERSAMPLE)
    held = {s: know.known[s] for s in others}
    barred = {s: set(excluded[s]) for s in others}
    return [fit.repair(layout, held, barred, rng) for layout in layouts]


class MeldFit:
    """How well a placing fits the meld shown: a hidden hand, with the cards it has played since, must hold
    exactly the meld its player laid down (all of it when his side scored its meld; else his aces around,
    and the side under the minimum)."""

    def __init__(self, view, know: ai_play.Knowledge) -> None:
        public = view.public
        self.trump = view.trump
        self.options = view.options
        self.played = know.played
        shown = public.shown
        counted = public.meld
        self.checks = []  # (seat, full: whether all its meld was shown, what it showed)
        # (seats hidden, meld known) of a side under the minimum
        self.short_sides: list[tuple[tuple[Seat, ...], int]] = []
        for seat in SEATS:
            if seat == view.seat:
                continue
            full = bool(counted.get(seat.side))
            self.checks.append((seat, full, meld_key(shown.get(seat, ()), full)))
        if not counted.get(view.seat.side):
            mine = meld_points(meld_of(list(view.hand) + know.played[view.seat], self.trump, self.options))
            self.short_sides.append(((view.seat.partner,), mine))
        other = view.seat.left
        if not counted.get(other.side):
            self.short_sides.append(((other, other.partner), 0))

    def seat_state(self, seat, full: bool, expected: tuple, held) -> tuple[int, int]:
        """(how many meld items differ from what ``seat`` showed, its meld points) if it holds ``held``."""
        items = meld_of(list(held) + self.played[seat], self.trump, self.options)
        got = list(meld_key(((i.label, i.cards, i.points) for i in items), full))
        differ = 0
        for item in expected:
            if item in got:
                got.remove(item)
            else:
                differ += 1
        return differ + len(got), meld_points(items)

    def misfits(self, states: dict) -> int:
        """Meld items out of place over all hidden hands, plus each side that would reach the minimum it
        did not reach."""
        count = sum(differ for differ, _ in states.values())
        for seats, known in self.short_sides:
            if known + sum(states[s][1] for s in seats) >= self.options.minimum_meld:
                count += 1
        return count

    def states(self, layout: dict) -> dict:
        return {seat: self.seat_state(seat, full, expected, layout[seat]) for seat, full, expected in self.checks}

    def weight(self, layout: dict) -> float:
        return MELD_MISFIT ** self.misfits(self.states(layout))

    def repair(self, layout: dict, known: dict, excluded: dict, rng) -> dict:
        """``layout`` with cards swapped between hidden hands (within what each may hold) while the meld
        shown fits no worse, until it fits or the steps run out."""
        layout = {s: list(cs) for s, cs in layout.items()}
        checks = {seat: (full, expected) for seat, full, expected in self.checks}
        states = self.states(layout)
        misfits = self.misfits(states)
        seats = list(checks)
        for _ in range(MELD_REPAIR_STEPS):
            if not misfits or len(seats) < 2:
                break
            a = rng.choice([s for s in seats if states[s][0]] or seats)
            b = rng.choice([s for s in seats if s != a])
            if not layout[a] or not layout[b]:
                continue
            i, j = rng.randrange(len(layout[a])), rng.randrange(len(layout[b]))
            x, y = layout[a][i], layout[b][j]
            if x is y or x in excluded[b] or y in excluded[a] or layout[a].count(x) <= known[a].get(x, 0) or \
                    layout[b].count(y) <= known[b].get(y, 0):
                continue
            layout[a][i], layout[b][j] = y, x
            before = states[a], states[b]
            states[a] = self.seat_state(a, *checks[a], layout[a])
            states[b] = self.seat_state(b, *checks[b], layout[b])
            moved = self.misfits(states)
            if moved <= misfits:
                misfits = moved
            else:
                layout[a][i], layout[b][j] = x, y
                states[a], states[b] = before
        return layout


def meld_key(items, full: bool) -> tuple:
    """The meld items (label, cards, points) as a comparable key: all of them, or only aces around."""
    return tuple(sorted((label, points) for label, _, points in items if full or "aces around" in label.lower()))


# -- scoring a finished hand --------------------------------------------------------------------------------
def side_points(side: str, counters: int, total: int, meld: int, bidders: str, bid: int, options, target: int) -> int:
    """What ``side`` scores for a played hand: ``meld`` is its counted meld, ``total`` all the counters."""
    if counters == total:
        return target
    base = options.meld_base if meld else 0
    if side == bidders:
        if counters < options.min_counters_bidders or meld + counters < bid:
            return -bid
        return meld + base + counters + options.save_bonus
    if counters < options.min_counters_defenders:
        return 0
    return meld + base + counters


class HandScorer:
    """The hand's score for the seat's side minus the other side's, from the counters each side took."""

    def __init__(self, view) -> None:
        public = view.public
        options = view.options
        self.options = options
        self.side = view.seat.side
        self.bidders = public.declarer.side
        self.bid = public.bid
        self.meld = dict(public.meld)
        context = view.context
        self.target = context.get("target") or options.target

    def side_points(self, side: str, counters: int, total: int) -> int:
        return side_points(side, counters, total, self.meld.get(side, 0), self.bidders, self.bid, self.options,
                           self.target)

    def score(self, counters: dict) -> float:
        total = CARD_COUNTERS + self.options.last_trick_points
        other = "EW" if self.side == "NS" else "NS"
        return self.side_points(self.side, counters[self.side], total) - \
            self.side_points(other, counters[other], total)


# -- play-outs ----------------------------------------------------------------------------------------------
def playout(view, dealt: dict, first: Card, scorer: HandScorer) -> float:
    """Play ``first`` for the seat, then finish the hand open-handed with :func:`quick_card`."""
    hands = {s: list(cs) for s, cs in dealt.items()}
    counters = finish_play(hands, view.seat, list(view.trick), len(view.tricks), dict(view.public.counters),
                           view.trump, view.options, scorer.bidders, first)
    return scorer.score(counters)


def finish_play(hands: dict, seat, trick: list, done: int, counters: dict, trump: str, options, bidders: str,
                card: Card | None = None) -> dict:
    """Play the hand to its end open-handed from ``seat``'s turn on ``trick`` (``card`` first if given, else
    :func:`quick_card` throughout); ``hands`` and ``counters`` are used up. Returns the counters per side."""
    if card is None:
        card = quick_card(seat, hands, trick, trump, options, bidders)
    while True:
        hands[seat].remove(card)
        trick.append((seat, card))
        if len(trick) == 4:
            best_seat, best = trick[0]
            for s, c in trick[1:]:
                if (c.suit == best.suit and POWER[c] > POWER[best]) or (c.suit == trump and best.suit != trump):
                    best_seat, best = s, c
            done += 1
            won = sum(COUNTERS[c] for _, c in trick)
            if done == TRICKS:
                counters[best_seat.side] += won + options.last_trick_points
                return counters
            counters[best_seat.side] += won
            trick = []
            seat = best_seat
        else:
            seat = LEFT[seat]
        card = quick_card(seat, hands, trick, trump, options, bidders)


def _best_of(trick, trump):
    best_seat, best = trick[0]
    for s, c in trick[1:]:
        if (c.suit == best.suit and POWER[c] > POWER[best]) or (c.suit == trump and best.suit != trump):
            best_seat, best = s, c
    return best_seat, best


def _can_beat(held, best: Card, led: str, trump) -> bool:
    follows = False
    for c in held:
        if c.suit == led:
            follows = True
            if best.suit == led and POWER[c] > POWER[best]:
                return True
    if follows:
        return False
    for c in held:
        if c.suit == trump and (best.suit != trump or POWER[c] > POWER[best]):
            return True
    return False


def quick_card(seat, hands: dict, trick: list, trump, options, bidders: str) -> Card:
    """A fast open-handed card for the play-outs: sure winners take counters, partner's sure tricks get
    counters (the lowest first: an ace thrown there would have won a trick of its own), everything else is as
    cheap as possible."""
    held = hands[seat]
    if not trick:
        return _quick_lead(seat, hands, trump, bidders)
    best_seat, best = _best_of(trick, trump)
    legal = legal_cards(held, trick, best, trump, options)
    if len(legal) == 1:
        return legal[0]
    led = trick[0][1].suit
    later = [LEFT[seat]] if len(trick) < 3 else []
    if len(trick) == 1:
        later.append(LEFT[LEFT[seat]])
    opponents_later = [s for s in later if s.side != seat.side]
    if best_seat.side == seat.side and not any(_can_beat(hands[s], best, led, trump) for s in opponents_later):
        losing = [c for c in legal if not ((c.suit == best.suit and POWER[c] > POWER[best]) or
                                           (c.suit == trump and best.suit != trump))]
        pool = losing or legal
        # the cheapest counter goes on: kings before tens before aces, which may win a trick later
        return max(pool, key=lambda c: (COUNTERS[c], c.suit != trump, -POWER[c]))
    safe = []
    for c in legal:
        wins = (c.suit == best.suit and POWER[c] > POWER[best]) or (c.suit == trump and best.suit != trump)
        if wins and not any(_can_beat(hands[s], c, led, trump) for s in opponents_later):
            safe.append(c)
    if safe:
        return max(safe, key=lambda c: (COUNTERS[c], -POWER[c]))
    return min(legal, key=lambda c: (COUNTERS[c], c.suit == trump, POWER[c]))


def _quick_lead(seat, hands: dict, trump, bidders: str) -> Card:
    held = hands[seat]
    opponents = (hands[LEFT[seat]], hands[LEFT[LEFT[LEFT[seat]]]])
    best_lead = None
    best_key = None
    for c in held:
        if c.suit == trump:
            continue
        beaten = False
        for other in opponents:
            if _can_beat(other, c, c.suit, trump):
                beaten = True
                break
        if not beaten:
            key = (COUNTERS[c], POWER[c])
            if best_key is None or key > best_key:
                best_lead, best_key = c, key
    if best_lead is not None:
        return best_lead
    trumps = [c for c in held if c.suit == trump]
    if trumps and seat.side == bidders and any(c.suit == trump for other in opponents for c in other):
        return max(trumps, key=POWER.__getitem__) if POWER[max(trumps, key=POWER.__getitem__)] == 5 else \
            min(trumps, key=POWER.__getitem__)
    plain = [c for c in held if c.suit != trump] or held
    return min(plain, key=lambda c: (COUNTERS[c], POWER[c]))
