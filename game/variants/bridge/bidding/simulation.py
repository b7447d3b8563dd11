"""The Expert's judgement by simulation, where a call places the contract: the hands of the other three players
are dealt many ways that fit what their calls showed, the tricks each side takes in each strain are estimated
on every layout (tricks.py), and the call whose contract scores best against the system's own call, in IMPs
on average over the layouts, is made, when it gains enough to be worth leaving the system.

A call is judged as the last of the auction (partner and the opponents pass after it), so only where the
system's own call plays (a pass or a natural bid below slam that neither asks nor forces), and only against
natural bids that play too: the game and the small slam in each of our strains and, over the opponents' bid when
partner has bid or doubled, the cheapest bid up to the four level. A call the system makes to ask or to explore is
left alone; so are doubles, a slam the system bids, a pass instead of the system's bid and the game in the suit of
partner's invitational raise, which lost on the tuning deals (910001-910200, 920001-920200, 930001-930200).
The small slam lost with the linear trick estimate and gains with the network's (calibrated at eleven and twelve
tricks)."""

from __future__ import annotations

import math
import random
import zlib
from dataclasses import dataclass
from functools import lru_cache

from game.engine.actions import DOUBLE, PASS, Action, Bid, bid
from game.engine.cards import DECK_52, SUIT_SYMBOLS
from game.engine.seats import Seat

from ..scoring import duplicate_score, imps
from .evaluation import HONOUR_POINTS, RANK_ORDER, SUITS, HandInfo
from .judgement import partner_chose_game
from .model import SLAM_ANSWERS, SLAM_ASKS, BidMeaning, Context, Shown, call_text, strain_of
from .tricks import NT_SPREAD, SUIT_SPREAD, Ranks, estimated_tricks

LAYOUTS = 48  # layouts of the hidden hands judged per decision
TRIES = 40  # hands drawn for one seat at most, looking for one that fits its calls
LAYOUT_TRIES = 6  # layouts dealt at most for one kept, looking for one where the third hand fits too
DRAWS = 16_384  # hands drawn at most for one decision: past it each layout is the first dealt (a bound on the time;
# the most one decision drew on the tuning deals 910001-910100 and 940001-940100 was 16334)
COMPETE_LEVEL = 4  # the highest level the simulation weighs competing at below game
GAIN_NEEDED = 0.5  # IMPs on average a call must gain over the system's call to replace it
HONEST_POINTS = 1  # never a bid that shows points I do not hold to a partner whose own are still open (0: allowed)
OPEN_RANGE = 6  # partner's points are still open when its range is wider than this
SLAM_LEVEL = 6  # the small slam in each of our strains is weighed too (0: never)
STRAINS = ("S", "H", "D", "C", "NT")
TALKING_KINDS = SLAM_ASKS + SLAM_ANSWERS + ("cue", "transfer", "transfer done", "stayman", "stayman answer",
                                           "weak answer", "ask", "waiting", "negative", "takeout", "quantitative")
BALANCED = ((4, 3, 3, 3), (4, 4, 3, 2), (5, 3, 3, 2))
NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
                "twelve", "thirteen")


@dataclass(frozen=True)
class Outcome:
    """The contract a call leaves the auction in: level, strain, whether our side declares, doubled (1, 2, 4)."""

    level: int
    strain: str
    ours: bool
    doubled: int = 1


# ---------------------------------------------------------------- the hidden hands

def sample_layouts(hand: HandInfo, ctx: Context, rng: random.Random,
                   count: int | None = None) -> list[dict[Seat, Ranks]]:
    """``count`` layouts of the three hidden hands (seat -> ranks by suit), each the closest to what the three
    players' calls showed of a few tries; in each try the hand with the narrowest showing is dealt first, each of
    the first two as close to its calls as ``TRIES`` draws come, the third gets the rest. Once ``DRAWS`` hands are
    drawn, each layout left is the first dealt."""
    mine = set(hand.cards)
    deck = sorted((c for c in DECK_52 if c not in mine), key=lambda c: (c.suit, RANK_ORDER.index(c.rank)))
    codes = [card_code(c) for c in deck]
    others = sorted((s for s in Seat if s != ctx.seat), key=lambda s: narrowness(ctx.shown[s]))
    layouts = []
    drawn = 0
    for _ in range(LAYOUTS if count is None else count):
        best: tuple[int, dict[Seat, list[int]]] | None = None
        for _ in range(LAYOUT_TRIES):
            if best is not None and drawn >= DRAWS:
                break
            pool = list(range(len(deck)))
            dealt, miss = {}, 0
            for seat in others[:2]:
                chosen, off, tried = fitting_hand(codes, pool, ctx.shown[seat], rng, TRIES if drawn < DRAWS else 1)
                drawn += tried
                taken = set(chosen)
                pool = [i for i in pool if i not in taken]
                dealt[seat], miss = chosen, miss + off
            dealt[others[2]] = pool
            miss += misfit(codes, pool, ctx.shown[others[2]])
            if best is None or miss < best[0]:
                best = (miss, dealt)
                if miss == 0:
                    break
        assert best is not None
        layouts.append({seat: ranks_of(deck, sorted(chosen)) for seat, chosen in best[1].items()})
    return layouts


def narrowness(shown: Shown) -> int:
    """How little a seat's calls left open: points and lengths of its ranges (smaller: dealt first)."""
    return (shown.hi - shown.lo) + sum(hi - lo for lo, hi in shown.lengths.values()) - 8 * shown.balanced


def fitting_hand(codes: list[int], pool: list[int], shown: Shown, rng: random.Random,
                 tries: int) -> tuple[list[int], int, int]:
    """The hand closest to ``shown`` of ``tries`` drawn from ``pool``, how far it misses and how many were drawn."""
    best: tuple[int, list[int]] | None = None
    getrandbits = rng.getrandbits
    tried = 0
    while tried < tries:
        chosen, code = drawn_hand(codes, pool, getrandbits)
        tried += 1
        miss = code_misfit(code, shown)
        if best is None or miss < best[0]:
            best = (miss, chosen)
            if miss == 0:
                break
    assert best is not None
    return best[1], best[0], tried


def drawn_hand(codes: list[int], pool: list[int], getrandbits) -> tuple[list[int], int]:
    """Thirteen of ``pool`` at random, and the sum of their codes: the draw of ``random.sample(pool, 13)`` (the
    same hands from the same generator, as long as the pool is under 85 cards), without its checks and calls,
    which took half the time of the slowest decisions."""
    left = pool[:]
    chosen = []
    total = 0
    for last in range(len(left) - 1, len(left) - 14, -1):
        size = last + 1
        bits = size.bit_length()
        j = getrandbits(bits)
        while j >= size:
            j = getrandbits(bits)
        card = left[j]
        chosen.append(card)
        total += codes[card]
        left[j] = left[last]
    return chosen, total


SUIT_SHIFT = {s: 6 + 4 * i for i, s in enumerate(SUITS)}  # a hand's code: points in 6 bits, then 4 bits a suit


def card_code(c) -> int:
    """A card's share of a hand's code: summed over a hand, its points and its length in each suit."""
    return HONOUR_POINTS.get(c.rank, 0) + (1 << SUIT_SHIFT[c.suit])


def misfit(codes: list[int], chosen: list[int], shown: Shown) -> int:
    """How far a hand (``chosen``, indices into the cards whose codes are ``codes``) falls outside what its
    calls showed: points and cards beyond the ranges."""
    return code_misfit(sum(map(codes.__getitem__, chosen)), shown)


def code_misfit(total: int, shown: Shown) -> int:
    """``misfit`` of the hand whose cards' codes sum to ``total``."""
    hcp = total & 63
    miss = max(0, shown.lo - hcp) + max(0, hcp - shown.hi)
    for s, (lo, hi) in shown.lengths.items():
        n = total >> SUIT_SHIFT[s] & 15
        miss += 2 * (max(0, lo - n) + max(0, n - hi))
    if shown.balanced and tuple(sorted((total >> shift & 15 for shift in SUIT_SHIFT.values()),
                                       reverse=True)) not in BALANCED:
        miss += 2
    return miss


def ranks_of(deck: list, chosen: list[int]) -> Ranks:
    ranks = dict.fromkeys(SUITS, "")
    for i in chosen:  # the deck is sorted by suit, then rank: each suit's ranks come highest first
        c = deck[i]
        ranks[c.suit] += c.rank
    return ranks


# ---------------------------------------------------------------- the score

@lru_cache(maxsize=2048)
def trick_chances(mean: float, spread: float) -> tuple[float, ...]:
    """The chance of taking each number of tricks, 0 to 13, when the estimate is ``mean`` (to a tenth) and the
    estimate's error has the standard deviation ``spread``."""
    edges = [0.0] + [0.5 * (1 + math.erf((k + 0.5 - mean) / (spread * math.sqrt(2)))) for k in range(13)]
    return tuple(b - a for a, b in zip(edges, edges[1:] + [1.0], strict=True))


def expected_score(outcome: Outcome, mean: float, ctx: Context) -> float:
    """Our side's expected score of ``outcome`` when its declaring side's tricks are estimated at ``mean``. Our
    own contract that fails by two tricks or more is taken to be doubled."""
    vulnerable = ctx.our_vulnerable if outcome.ours else ctx.their_vulnerable
    side = ctx.side if outcome.ours else ("EW" if ctx.side == "NS" else "NS")
    part_score = int(ctx.below.get(side, 0))
    total = 0.0
    spread = NT_SPREAD if outcome.strain == "NT" else SUIT_SPREAD
    for tricks, chance in enumerate(trick_chances(round(mean, 1), spread)):
        if chance < 1e-4:
            continue
        doubled = outcome.doubled
        if outcome.ours and doubled == 1 and tricks <= outcome.level + 4:
            doubled = 2
        total += chance * duplicate_score(outcome.level, outcome.strain, doubled, tricks, vulnerable, part_score)
    return total if outcome.ours else -total


# ---------------------------------------------------------------- the candidates

def outcome_of(call: Action, ctx: Context) -> Outcome | None:
    """The contract the auction ends in if ``call`` is its last call (None when passed out)."""
    auction = ctx.auction
    if isinstance(call, Bid):
        return Outcome(call.amount, strain_of(call), True)
    last = auction.last_bid
    if last is None:
        return None
    ours = ctx.ours_last
    doubled = 2 if call is DOUBLE else doubled_state(ctx)
    return Outcome(last.amount, strain_of(last), ours, doubled)


def doubled_state(ctx: Context) -> int:
    """1, 2 or 4: the last bid undoubled, doubled or redoubled."""
    state = 1
    for call in ctx.auction.calls:
        if isinstance(call, Bid):
            state = 1
        elif call is DOUBLE:
            state = 2
        elif call is not PASS:
            state = 4
    return state


def plays(meaning: BidMeaning) -> bool:
    """A call that places the contract: natural, neither asking nor forcing."""
    return not (meaning.artificial or meaning.forcing or meaning.convention or meaning.kind in TALKING_KINDS)


def judged_here(ctx: Context, system: Action, system_meaning: BidMeaning) -> bool:
    """The decisions judged by simulation: our side has bid or doubled, nobody waits for an answer of mine to a
    question or a forcing call, partner has not chosen our game, and the system's call itself plays, below slam."""
    if not ctx.our_bids and not doubled_by_us(ctx):
        return False
    if ctx.partner_forcing() or partner_chose_game(ctx):
        return False
    partner = ctx.last_real_of(ctx.partner)
    if partner is not None and (partner[1].artificial or partner[1].kind in TALKING_KINDS):
        return False
    if any(ctx.meanings[i].kind in SLAM_ASKS for i, _ in ctx.calls_of(ctx.partner)):
        return False
    if system is DOUBLE or (isinstance(system, Bid) and system.amount >= 6):
        return False
    return plays(system_meaning)


def doubled_by_us(ctx: Context) -> bool:
    """Our side has doubled (a takeout double, then the opponents raise over it)."""
    return any(call is DOUBLE and ctx.auction.seat_of(i).side == ctx.side for i, call in enumerate(ctx.auction.calls))


def candidate_strains(hand: HandInfo, ctx: Context) -> list[str]:
    """No trumps, and the suits where we hold eight cards or more for sure (or I hold six), not the opponents'."""
    theirs = {s for s in SUITS for seat in (ctx.seat.left, ctx.seat.right) if ctx.shown[seat].min_len(s) >= 4}
    pd = ctx.partner_shown
    suits = [s for s in SUITS if s not in theirs and (hand.length(s) + pd.min_len(s) >= 8 or hand.length(s) >= 6)]
    return suits + ["NT"]


def candidates(hand: HandInfo, ctx: Context, system: Action, meaning_of) -> list[Action]:
    """The system's call first, then the bids that play it weighs against: the game and the small slam in each of
    our strains and, over the opponents' bid, the cheapest bid in each up to the four level when partner has bid or
    doubled (a partner who passed throughout holds too little for me to bid my own values again). Never a pass
    instead of the system's bid, a double or a grand slam: on the tuning deals those changes lost; nor a bid that
    misstates my points to a partner who may still bid on (``misleads``)."""
    found = [system]
    last = ctx.auction.last_bid
    if last is None:
        return found
    compete = not ctx.ours_last and ctx.last_real_of(ctx.partner) is not None
    invited = invited_by_raise(ctx)
    for strain in candidate_strains(hand, ctx):
        if strain == invited:
            continue
        cheapest = ctx.cheapest(strain)
        if cheapest is None:
            continue
        levels = set()
        if cheapest.amount <= ctx.game_level(strain):
            levels.add(ctx.game_level(strain))
        if compete and cheapest.amount <= COMPETE_LEVEL:
            levels.add(cheapest.amount)
        if SLAM_LEVEL and cheapest.amount <= SLAM_LEVEL:
            levels.add(SLAM_LEVEL)
        for level in sorted(levels):
            call = bid(level, strain)
            if call in found or not ctx.legal(call):
                continue
            meaning = meaning_of(call)
            if plays(meaning) and not misleads(hand, ctx, meaning):
                found.append(call)
    return found


def misleads(hand: HandInfo, ctx: Context, meaning: BidMeaning) -> bool:
    """A bid whose points, as the system reads it, leave out mine, while partner's own points are still open
    (an opening of one covers 12 to 21): partner would judge the slam, or the game, on points I do not hold
    (1S 4S, weak, with 11 points opposite 21: partner passes with the slam cold)."""
    if not HONEST_POINTS:
        return False
    partner = ctx.partner_shown
    lo, hi = meaning.hcp
    return partner.hi - partner.lo > OPEN_RANGE and not lo <= hand.hcp <= hi


def invited_by_raise(ctx: Context) -> str | None:
    """The suit of partner's invitational raise, the last call partner made: partner asks where my points lie in
    what I showed, and the system answers (game in it with the better half); another strain stays open."""
    partner = ctx.last_real_of(ctx.partner)
    if partner is None or not partner[1].invitational or partner[1].kind != "raise":
        return None
    return partner[1].strain


def is_game_or_more(call: Bid) -> bool:
    return call.amount >= {"NT": 3, "S": 4, "H": 4}.get(strain_of(call), 5)


# ---------------------------------------------------------------- the decision

@dataclass
class Judgement:
    call: Action
    gain: float  # IMPs on average over the system's call
    tricks: float  # our side's (or, for a pass or a double of theirs, their side's) tricks in the contract
    outcome: Outcome | None


def judge(hand: HandInfo, ctx: Context, system: Action, meaning_of, rng: random.Random) -> list[Judgement]:
    """Every candidate call with its average gain in IMPs over the system's call, best first."""
    calls = candidates(hand, ctx, system, meaning_of)
    outcomes = [outcome_of(call, ctx) for call in calls]
    layouts = sample_layouts(hand, ctx, rng)
    partner, left, right = ctx.partner, ctx.seat.left, ctx.seat.right
    gains = [0.0] * len(calls)
    tricks = [0.0] * len(calls)
    for layout in layouts:
        cache: dict[tuple[bool, str], float] = {}
        scores = []
        for i, outcome in enumerate(outcomes):
            if outcome is None:
                scores.append(0.0)
                continue
            key = (outcome.ours, outcome.strain)
            if key not in cache:
                if outcome.ours:
                    cache[key] = estimated_tricks(hand.ranks, layout[partner], outcome.strain, layout[left],
                                                  layout[right])
                else:
                    cache[key] = estimated_tricks(layout[left], layout[right], outcome.strain, layout[partner],
                                                  hand.ranks)
            tricks[i] += cache[key] / len(layouts)
            scores.append(expected_score(outcome, cache[key], ctx))
        for i, score in enumerate(scores):
            gains[i] += imps(score - scores[0]) / len(layouts)
    found = [Judgement(c, g, t, o) for c, g, t, o in zip(calls, gains, tricks, outcomes, strict=True)]
    return sorted(found, key=lambda j: -j.gain)


def simulated_call(hand: HandInfo, ctx: Context, system: Action, meaning_of) -> tuple[Action, list[str]] | None:
    """The call judgement by simulation prefers to the system's call ``system``, with its reasons; None when the
    system's call stands (or the decision is not one the simulation judges)."""
    if not judged_here(ctx, system, meaning_of(system)):
        return None
    judged = judge(hand, ctx, system, meaning_of, decision_rng(hand, ctx))
    best = judged[0]
    if best.call is system or best.gain < GAIN_NEEDED:
        return None
    return best.call, [reason(best, next(j for j in judged if j.call is system))]


def decision_rng(hand: HandInfo, ctx: Context) -> random.Random:
    """The same layouts for the same hand and auction: the Expert's calls repeat."""
    text = " ".join(sorted(c.text for c in hand.cards)) + "|" + " ".join(str(c) for c in ctx.auction.calls)
    return random.Random(zlib.crc32(text.encode()))


def tricks_words(tricks: float) -> str:
    return NUMBER_WORDS[max(0, min(13, round(tricks)))]


def strain_words(strain: str) -> str:
    return "no trumps" if strain == "NT" else SUIT_SYMBOLS[strain]


def reason(best: Judgement, system: Judgement) -> str:
    """Why the simulation's call beats the system's: the tricks it expects, in the players' words."""
    assert best.outcome is not None and best.outcome.ours  # the simulation only ever prefers a bid of ours
    taken = f"about {tricks_words(best.tricks)} tricks in {strain_words(best.outcome.strain)}"
    other = system.outcome
    if other is not None and other.strain != best.outcome.strain:
        whose = "" if other.ours else "the opponents "
        taken += f" ({whose}about {tricks_words(system.tricks)} in {strain_words(other.strain)})"
    if system.call is PASS and other is not None:
        instead = f"passing {call_text(bid(other.level, other.strain))}"
    else:
        instead = call_text(system.call)
    return (f"Dealt {LAYOUTS} ways that fit the bidding, the hands I cannot see give our side {taken}, so "
            f"{call_text(best.call)} scores more than {instead} over those deals: I bid {call_text(best.call)}.")
