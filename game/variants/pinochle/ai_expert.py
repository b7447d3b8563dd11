"""Expert card play of Double-Deck Pinochle: deal the hidden cards in ways that fit what the seat knows
(the meld shown and the cards passed are in their holders' hands, a player who showed out of a suit
holds none of it, one who did not beat the best card holds nothing higher), play every legal card in
each layout and finish the hand with a quick open-handed policy, and keep the card whose hands score
best on average for our side (the hand's score, so making or setting the bid counts in full).

The work is a fixed number of play-outs, not a time limit, so the same view always gives the same card.
"""

from __future__ import annotations

from game.ai.player import Decision
from game.ai.sampling import DealSampler, Infeasible, hidden_cards
from game.engine.cards import DECK_80, SUIT_NAMES, SUITS, Card
from game.engine.seats import SEATS

from . import ai_play
from .rules import CARD_COUNTERS, COUNTERS, POWER, TRICKS, legal_cards

PLAYOUTS = 400  # play-outs per decision, shared among the legal cards
MIN_LAYOUTS = 8
MAX_LAYOUTS = 40
TIE_MARGIN = 0.4  # points per hand: closer than this, the Advanced card stands
LEFT = tuple(s.left for s in SEATS)


def decide_card(view, rng) -> Decision:
    fallback, fallback_reasons = ai_play.choose_card(view, "advanced", rng)
    legal = list(view.legal)
    if len(legal) == 1:
        return Decision(fallback, fallback_reasons)
    know = ai_play.Knowledge(view)
    layouts = sample_layouts(view, know, max(MIN_LAYOUTS, min(MAX_LAYOUTS, PLAYOUTS // len(legal))), rng)
    if not layouts:
        return Decision(fallback, ["I cannot place the hidden cards consistently, so I go by the rules of thumb",
                                   *fallback_reasons])
    scorer = HandScorer(view)
    totals = {c: 0.0 for c in legal}
    for layout in layouts:
        hands = {s: list(layout[s]) for s in layout}
        hands[view.seat] = list(view.hand)
        for c in legal:
            totals[c] += playout(view, hands, c, scorer)
    means = {c: totals[c] / len(layouts) for c in legal}
    best = max(legal, key=lambda c: (means[c], c is fallback, -POWER[c]))
    if means[fallback] >= means[best] - TIE_MARGIN:
        best = fallback
    return Decision(best, explain(view, know, best, means, len(layouts), fallback_reasons if best is fallback
                                  else []))


def explain(view, know, best: Card, means: dict, n: int, extra: list[str]) -> list[str]:
    reasons = [f"I played the hand out over {n} likely placings of the hidden cards"]
    for seat in (view.seat.left, view.seat.partner, view.seat.right):
        if know.voids[seat]:
            suits = " and ".join(SUIT_NAMES[x] for x in sorted(know.voids[seat], key=SUITS.index))
            reasons.append(f"{seat.full_name} is out of {suits}")
    reasons.append(goal_words(view))
    ranked = sorted(means, key=lambda c: -means[c])
    others = [c for c in ranked if c is not best]
    line = f"the {best.name} scores {means[best]:+.1f} for our side on average"
    if others:
        line += f", the {others[0].name} {means[others[0]]:+.1f}"
    reasons.append(line)
    reasons.extend(extra[:1])
    reasons.append(f"I play the {best.name}")
    return reasons


def goal_words(view) -> str:
    """What the counters must do this hand: make the bid, or set it."""
    public = view.public
    options = view.options
    bidders = public["declarer"].side
    taken = public["counters"][bidders]
    need = max(options.min_counters_bidders, public["bid"] - public["meld"].get(bidders, 0))
    left = max(0, need - taken)
    if view.seat.side == bidders:
        return f"we need {left} more counters to make our bid of {public['bid']}" if left else \
            f"our bid of {public['bid']} is safe: every counter now adds to our score"
    return f"the bidders still need {left} counters: we try to keep them from them" if left else \
        "the bidders have made their bid: we save what counters we can"


# -- placing the hidden cards -------------------------------------------------------------------------------
def sample_layouts(view, know: ai_play.Knowledge, n: int, rng) -> list[dict]:
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
    return [sampler.draw(rng) for _ in range(n)]


# -- scoring a finished hand --------------------------------------------------------------------------------
class HandScorer:
    """The hand's score for the seat's side minus the other side's, from the counters each side took."""

    def __init__(self, view) -> None:
        public = view.public
        options = view.options
        self.options = options
        self.side = view.seat.side
        self.bidders = public["declarer"].side
        self.bid = public["bid"]
        self.meld = dict(public["meld"])
        context = public.get("context") or {}
        self.target = context.get("target") or options.target

    def side_points(self, side: str, counters: int, total: int) -> int:
        opts = self.options
        if counters == total:
            return self.target
        meld = self.meld.get(side, 0)
        base = opts.meld_base if meld else 0
        if side == self.bidders:
            if counters < opts.min_counters_bidders or meld + counters < self.bid:
                return -self.bid
            return meld + base + counters + opts.save_bonus
        if counters < opts.min_counters_defenders:
            return 0
        return meld + base + counters

    def score(self, counters: dict) -> float:
        total = CARD_COUNTERS + self.options.last_trick_points
        other = "EW" if self.side == "NS" else "NS"
        return self.side_points(self.side, counters[self.side], total) - \
            self.side_points(other, counters[other], total)


# -- play-outs ----------------------------------------------------------------------------------------------
def playout(view, dealt: dict, first: Card, scorer: HandScorer) -> float:
    """Play ``first`` for the seat, then finish the hand open-handed with :func:`quick_card`."""
    hands = {s: list(cs) for s, cs in dealt.items()}
    trump = view.trump
    options = view.options
    counters = dict(view.public["counters"])
    trick = list(view.trick)
    done = len(view.tricks)
    bidders = scorer.bidders
    seat = view.seat
    card = first
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
                return scorer.score(counters)
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
    counters, everything else is as cheap as possible."""
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
        return max(pool, key=lambda c: (COUNTERS[c], -POWER[c] if c.suit == trump else POWER[c]))
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
