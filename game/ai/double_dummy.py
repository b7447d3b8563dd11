"""Double-dummy solver for trick games where you must follow suit (else play anything), four hands,
clockwise play, one trump suit or none.

With every hand known, :func:`solve` gives the tricks the side to move takes with best play by both
sides, :func:`best_cards` the same for each legal card of the player to move, :func:`can_make` answers
"at least this many?". All three work in the middle of a trick.

How it is fast enough in plain Python:
- a hand is four rank bitmasks (bit 12 = ace, bit 0 = two), one per suit; the search also carries the four hands
  as one int, so that the table's keys come from it with a mask a suit;
- the search asks yes/no questions ("does North-South take at least t tricks?"), so alpha-beta cuts
  as soon as one card answers; the exact count comes from a few such questions;
- cards of one hand with no card of another hand (or of the trick) between them are one move;
- positions at the start of a trick go to a table keyed by the *relative* ranks (who holds the
  highest card left in each suit, the next, ...) and the leader, so layouts that differ only by
  cards gone in earlier tricks share an entry; the table keeps bounds on North-South's tricks;
- an entry also serves every position where only lower cards differ: the search notes which
  cards' ranks decided its tricks (partition search), and the entry keeps the holders of the cards
  down to the lowest of those in each suit, plus every hand's suit lengths;
- the leader's sure winners (top cards it, or partner after a small card or a suit run into partner's
  hand, can cash without a ruff, trumps drawn first; at no trumps also a suit run through both hands, a low card to
  partner's winner and back, the leader's cashes in suits partner is short of while partner has cards to spare, and
  partner's winners of a suit the leader cashed first), the sure trumps of either side (top trumps in a row, the
  two best in two hands, every trump left) on top of the leader's winners, and DDS's later tricks (a suit whose
  top card the opponents hold, a guarded second-best trump behind the top one, no top card the leader can lead)
  cut the search early; so does the second hand whose side surely wins the last trick it needs;
- when a card fails and no card of its suit from it up to the lowest rank its search relied on
  mattered, the same hand's lower cards of that suit fail alike and are skipped (DDS's lowest-win rule);
- moves are tried in a likely-best order: the lead that last answered a position with the same suit lengths and
  leader (by its rank from the top, as DDS keeps a best move with its table entries; with 12 or 13 tricks left also
  when it gave the leader's side fewer tricks than it needs now, unless the seat's lead below did give as many: then
  that one), else the leads by DDS's lead
  weights (one set at no trumps, one in a trump contract), the seat's lead that last answered with as many
  tricks left getting a bonus among them (each only when it gave the leader's side at least the tricks it needs
  now: a lead that answered an easier question is no better a guess for a harder one); following, win cheaply
  (the third hand that cannot beat the fourth forcing out its top card; the second hand that cannot win playing its
  cheapest card above the card led and the lowest cards of the third hand and of partner), play low otherwise; out
  of the suit, ruff low unless partner is winning (and the fourth hand cannot beat partner's card), the third hand
  above the fourth hand's trumps when it is out of the suit too (after the discards when partner is winning and no
  ruff beats the fourth hand's trumps), else discard by DDS's weights for each seat and contract (a low card of a
  long suit, not from a guarded honour or a bare top card; a trump last).
The questions start from a quick playout's count and each try gets a share of nodes, so a hard question
leaves nodes for the easier ones around it: with a node budget (``max_nodes``) a narrow interval rather
than 0..13 when it runs out; without one the questions simply go one after another from the guess.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import TypeVar

from game.engine.cards import ALL_CARDS, SUITS, Card
from game.engine.seats import Seat

FULL = (1 << 13) - 1
NO_LIMIT = 1 << 62  # the node limit without a budget (an int: comparing with it is cheaper than with None)
NO_TRUMP_NAMES = (None, "", "N", "NT", "NOTRUMP", "NOTRUMPS")


class OutOfBudget(Exception):
    """The search visited more nodes than the solver's ``max_nodes``."""


def trump_index(trump) -> int:
    """0..3 for a suit letter of ``"SHDC"`` (the order of the engine's cards), -1 for no trumps."""
    if isinstance(trump, str):
        trump = trump.strip().upper()
    if trump in NO_TRUMP_NAMES:
        return -1
    if trump in SUITS:
        return SUITS.index(trump)
    raise ValueError(f"{trump!r} is not a trump suit (S, H, D, C, or None/'NT' for no trumps)")


def card_bits(c: Card) -> tuple[int, int]:
    """(suit index, rank bit) of a card."""
    return c.index // 13, 1 << (12 - c.index % 13)


def card_of(suit: int, bit: int) -> Card:
    return ALL_CARDS[suit * 13 + 13 - bit.bit_length()]


# --- cached helpers on one suit ------------------------------------------------------------------

_GROUPS: dict[int, tuple[tuple[int, int], ...]] = {}
_MOVES: dict[int, tuple[tuple[int, ...], tuple[tuple[int, int], ...], tuple[tuple[int, int], ...]]] = {}
_ORDERED: dict[int, tuple[tuple[int, int], ...]] = {}
_BEST: dict[int, tuple[int, int, int, int, int, int]] = {}
_SUIT_LEADS: dict[int, tuple[tuple[int, int, int, int], ...]] = {}


def _top_down_table() -> tuple[tuple[int, ...], ...]:
    """For every set of one suit's cards (13 bits): 0, then its rank bits from the highest down, so that
    ``TOP_DOWN[cards][count]`` is the count-th highest card (0 for count 0). Built once at import (8,192 short
    tuples): an index beats a loop or a cached call in the search."""
    table: list[tuple[int, ...]] = [(0,)]
    for cards in range(1, FULL + 1):
        top = 1 << (cards.bit_length() - 1)
        table.append((0, top, *table[cards ^ top][1:]))
    return tuple(table)


TOP_DOWN = _top_down_table()
SUITS_IN_ORDER = (0, 1, 2, 3)  # range(4), built once
# TRUMP_FIRST[trump]: the four suits, trumps first
TRUMP_FIRST = tuple((trump, *(suit for suit in range(4) if suit != trump)) for trump in range(4))
# HOLDERS_MASK[length][count]: the bits of a suit's holder code (two a card, highest first, after a leading 1 at
# bit 2 * length) that say who holds its ``count`` highest cards, the leading 1 with them
HOLDERS_MASK = tuple(tuple(((1 << 2 * count + 1) - 1) << 2 * (length - count) for count in range(length + 1))
                     for length in range(14))

# nodes a question may first take without a budget: in effect no limit, the questions go one after another from
# the guess (22% fewer nodes than shares of 15,000 on 26 full-deal positions of the tuning seeds, few worse)
FIRST_SHARE = 1 << 40
# the bonus among the lead weights for the lead that last answered at the same depth (DDS's "best move" bonus is
# 47 to 126; 25 gives 7% fewer nodes than 47 and 12% fewer than 80 on the tuning deals): a lead the weights rate
# much better still comes first
KILLER_BONUS = 25
# tricks left from which the lead that answered at a position alike comes first even when the leader's side needs more
# now: so high in the tree the alike position is mostly the very one reached by another order of the first trick,
# and a wrong first lead costs the most (1.8% fewer nodes on the tuning seeds' full deals, 0.6% on a check seed;
# from 11 tricks the same in total but some deals worse, at every depth 0.9% more nodes)
ALIKE_ANY_NEED_FROM_TRICKS = 12
NO_FLOORS = (0, 0, 0, 0)  # a node's floors (see Solver._play) until one is set: most nodes never set one
CACHE_LIMIT = 400_000  # entries a cache may reach before it starts again (memory over a long session)


@functools.cache
def _roomy_frame_caller(slots: int) -> Callable[[Callable[[int], bool], int], bool]:
    """A function ``(function, argument) -> function(argument)`` whose own frame holds ``slots`` local variables
    (never set). Why: CPython (3.11 on) keeps the frames of Python calls in chunks of 16 KB that it maps from the
    system as the calls go deeper and unmaps as soon as they return; a full deal's search is about 30 KB deep, so it
    crossed a chunk's end thousands of times a question, each time a new mapping and its page faults (a tenth of
    the process time on full deals, as system time). A frame too big for a chunk gets a chunk of its own, the next
    power of two times 16 KB: with ~72 KB of slots that chunk is 128 KB, and the search called from inside the frame
    runs in the 56 KB left, one mapping a question. (Written out and compiled on first use: ~50 ms.)"""
    names = " = ".join(f"_{number}" for number in range(slots))
    source = (f"def in_roomy_frame(function, argument):\n    if function is None:\n        {names} = None\n"
              f"    return function(argument)\n")
    namespace: dict = {}
    exec(source, namespace)  # a function with that many local variables can only be written out
    return namespace["in_roomy_frame"]


ROOMY_SLOTS = 9_000  # ~72 KB of local variables
# searches with fewer tricks left are called directly: they seldom reach a chunk's end, and the roomy frame's own
# 72 KB cost ~10 page faults a question (random endings of 7 cards: more page faults with it; of 8 and 9 cards: a
# half and a quarter as many, system time 0.19 -> 0.08 s and 0.67 -> 0.05 s on 200 of them)
ROOMY_FROM_TRICKS = 8


Cached = TypeVar("Cached")


def _remember(cache: dict[int, Cached], key: int, value: Cached) -> Cached:
    if len(cache) >= CACHE_LIMIT:
        cache.clear()
    cache[key] = value
    return value


def _runs(hand: int, others: int) -> tuple[tuple[int, int], ...]:
    """The cards of ``hand`` in one suit as runs no card of ``others`` splits, highest run first:
    (lowest card of the run, the run's cards). Any card of a run is as good as any other."""
    key = hand | others << 13
    runs = _GROUPS.get(key)
    if runs is None:
        found = []
        rest = hand
        while rest:
            below = others & ((1 << (rest.bit_length() - 1)) - 1)  # the others' cards below the highest one left
            run = rest & -(1 << below.bit_length())  # the hand's cards above the highest of those
            found.append((run & -run, run))
            rest ^= run
        runs = _remember(_GROUPS, key, tuple(found))
    return runs


def _run_moves(hand: int, others: int, suit: int) -> tuple[tuple[int, ...], tuple[tuple[int, int], ...],
                                                            tuple[tuple[int, int], ...]]:
    """The runs of ``hand`` in ``suit`` (see :func:`_runs`) as their lowest cards, lowest first; the same as moves
    (suit, card); and those moves highest first."""
    key = hand | others << 13 | suit << 26
    moves = _MOVES.get(key)
    if moves is None:
        rising = tuple(lowest for lowest, _ in reversed(_runs(hand, others)))
        low_first = tuple((suit, lowest) for lowest in rising)
        moves = _remember(_MOVES, key, (rising, low_first, low_first[::-1]))
    return moves


# The search also carries the whole deal as one int (a seat's 52 bits from bit 52 * seat, a suit's 13 from
# 13 * suit within them): a card played is one xor, and the table's keys come from it without the hands' lists.
# SUIT_FIELDS[suit]: the deal's bits of one suit (four fields of 13, one a seat)
SUIT_FIELDS = tuple(sum(FULL << (52 * seat + 13 * suit) for seat in range(4)) for suit in range(4))
SPADE_FIELD, HEART_FIELD, DIAMOND_FIELD, CLUB_FIELD = SUIT_FIELDS
LENGTHS_AT = 2  # a layout's bits (see _suit_layout): the four suits' lengths from bit 2, 16 a suit, after the leader
CODES_AT = 72  # then the four suits' holder codes from bit 72, 32 a suit
BUCKET_BITS = (1 << CODES_AT) - 1  # the leader and the suit lengths: a bucket of the table
# _suit_layout's caches, one a suit (an empty suit's field is 0 in every suit)
_LAYOUTS: tuple[dict[int, int], ...] = ({}, {}, {}, {})


def _suit_layout(suit: int, deal: int) -> int:
    """One suit's cards left in ``deal``, who holds each card (highest first, two bits a card after a leading 1) at
    bit ``CODES_AT + 32 * suit`` and the four hands' lengths (four bits each) at bit ``LENGTHS_AT + 16 * suit``: the
    four suits' layouts or-ed together (and the leader) give a position's table keys."""
    field = deal & SUIT_FIELDS[suit]
    n, e, s, w = (field >> 52 * seat + 13 * suit & FULL for seat in range(4))
    code = 1
    for bit in TOP_DOWN[n | e | s | w][1:]:
        code = code << 2 | (0 if n & bit else 1 if e & bit else 2 if s & bit else 3)
    lengths = n.bit_count() | e.bit_count() << 4 | s.bit_count() << 8 | w.bit_count() << 12
    return _remember(_LAYOUTS[suit], field, code << CODES_AT + 32 * suit | lengths << LENGTHS_AT + 16 * suit)


def _nth_highest(cards: int, count: int) -> int:
    """The bit of the ``count``-th highest card of ``cards`` (count >= 1)."""
    return TOP_DOWN[cards][count]


def _until_ruffed(count: int, suit: int, trump: int, lho, rho) -> int:
    """``count`` top cards of ``suit`` cashed, but no more than an opponent holding trumps can follow to
    (he ruffs the next one)."""
    if lho[trump]:
        count = min(count, lho[suit].bit_count())
    if rho[trump]:
        count = min(count, rho[suit].bit_count())
    return count


def _top_sequence(hand: int, left: int) -> int:
    """How many of the highest cards left in a suit (``left``) are in ``hand``, from the top down."""
    return (left >> (left & ~hand).bit_length()).bit_count()  # those above the others' highest card


_CROSSINGS: dict[int, tuple[int, int]] = {}


def _crossing(mine: int, theirs: int, lho: int, rho: int, left: int) -> tuple[int, int]:
    """At no trumps, the tricks the leader's side surely takes in one suit the leader leads, the last of them in
    partner's hand (who keeps the lead), and the lowest card that count relies on (0 for none): the better of
    partner's top cards in a row after a low lead, and the whole suit run from the leader's hand into partner's
    longer one (:func:`_run_into_partner`)."""
    key = mine | theirs << 13 | lho << 26 | rho << 39
    found = _CROSSINGS.get(key)
    if found is None:
        found = (0, 0)
        if theirs.bit_length() == left.bit_length():
            count = _top_sequence(theirs, left)
            found = (count, _nth_highest(left, count))
        run = _run_into_partner(mine, theirs, lho | rho, max(lho.bit_count(), rho.bit_count()))
        if run[0] > found[0]:
            found = run
        found = _remember(_CROSSINGS, key, found)
    return found


def _run_into_partner(mine: int, theirs: int, against: int, rounds_against: int) -> tuple[int, int]:
    """The leader leads a suit from the top while partner (at least as long) plays low, partner overtakes the
    leader's last card and cashes the rest: partner's length in tricks when partner never wins a round too early
    and each round the opponents still follow to (``rounds_against``) goes to a card above all of theirs
    (``against``), else 0; with the lowest card that count relies on."""
    led = TOP_DOWN[mine][1:]  # rank bits, highest first
    partner_cards = TOP_DOWN[theirs][1:]
    if len(partner_cards) < len(led) or partner_cards[0] < led[-1]:
        return 0, 0
    partner_low = partner_cards[::-1]
    if any(low > card for card, low in zip(led[:-1], partner_low, strict=False)):
        return 0, 0  # partner would win a round while the leader still has cards to lead
    winners = led[:-1] + partner_cards[:len(partner_cards) - len(led) + 1]
    their_top = 1 << (against.bit_length() - 1) if against else 0
    if any(card < their_top for card in winners[:rounds_against]):
        return 0, 0
    relied = min(winners[:max(len(led), rounds_against)])  # and the leader's cards above partner's low ones
    return len(partner_cards), relied


_THROUGH: dict[int, tuple[int, int]] = {}


def _through_both_hands(mine: int, partner: int, lho: int, rho: int) -> tuple[int, int]:
    """At no trumps, the tricks the leader's side surely takes in a row in one suit the leader leads, both hands'
    cards played in any order (a low card to partner's winner and back, a blocking card unblocked), no trick lost on
    the way: the most that leave the leader on lead, and the most that leave partner on lead. A trick is sure when the
    side's card beats every card the opponents who still follow could hold (each keeps his top card to the last);
    once both are out, any card wins. The count relies on the ranks down to the side's lowest card (the opponents'
    lower cards never beat one of the side's)."""
    lho_top, rho_top = (lho and 1 << (lho.bit_length() - 1)), (rho and 1 << (rho.bit_length() - 1))
    lho_count, rho_count = lho.bit_count(), rho.bit_count()
    if (mine | partner) < max(lho_top, rho_top):
        return 0, 0  # an opponent wins the first round
    # only the opponents' top cards and lengths matter: the other cards go, and the ranks close up (a smaller key)
    packed = [0, 0, 0, 0]
    rank = 0
    for bit in reversed(TOP_DOWN[mine | partner | lho_top | rho_top][1:]):
        for index, cards in enumerate((mine, partner, lho_top, rho_top)):
            if cards & bit:
                packed[index] |= 1 << rank
        rank += 1
    ours, partners, lho_packed, rho_packed = packed
    key = ours | partners << 13 | lho_packed << 26 | rho_packed << 39 | lho_count << 52 | rho_count << 56
    found = _THROUGH.get(key)
    if found is None:
        found = _remember(_THROUGH, key, _run_through(ours, partners, lho_packed, rho_packed, lho_count, rho_count))
    return found


def _run_through(mine: int, partner: int, lho_top: int, rho_top: int, lho_count: int, rho_count: int
                 ) -> tuple[int, int]:
    """:func:`_through_both_hands` once the opponents' cards are only their top cards and lengths."""
    opponents = lho_top | rho_top
    memo: dict[tuple[int, int, bool, int], tuple[int, int]] = {}
    worst = -14  # no way to end there

    def best(leader_cards: int, partner_cards: int, leader_leads: bool, round_number: int) -> tuple[int, int]:
        key = (leader_cards, partner_cards, leader_leads, round_number)
        found = memo.get(key)
        if found is not None:
            return found
        ending_leader, ending_partner = (0, worst) if leader_leads else (worst, 0)
        threshold = max(lho_top if lho_count > round_number else 0, rho_top if rho_count > round_number else 0)
        leading, following = (leader_cards, partner_cards) if leader_leads else (partner_cards, leader_cards)
        if leading and (leading | following) > threshold:
            led_cards = [lowest for lowest, _ in _runs(leading, following | opponents)]
            followed = [lowest for lowest, _ in _runs(following, leading | opponents)] if following else [0]
            for led in led_cards:
                for follow in followed:
                    winner = max(led, follow)
                    if winner <= threshold:
                        continue
                    next_leader = leader_cards ^ (led if leader_leads else follow)
                    next_partner = partner_cards ^ (follow if leader_leads else led)
                    after_leader, after_partner = best(next_leader, next_partner, (winner == led) == leader_leads,
                                                       round_number + 1)
                    ending_leader = max(ending_leader, after_leader + 1)
                    ending_partner = max(ending_partner, after_partner + 1)
        memo[key] = (ending_leader, ending_partner)
        return ending_leader, ending_partner

    ending_leader, ending_partner = best(mine, partner, True, 0)
    return max(ending_leader, 0), max(ending_partner, 0)


_NO_TRUMP_SUITS: dict[int, tuple[int, int, int, int, int, int, int, bool, int, int, int, int, int, int, int,
                                bool, int, int, int, int]] = {}


def _cash_one_suit(held: int, partner: int, left: int, lho_count: int, rho_count: int) -> tuple[int, int]:
    """At no trumps, the tricks a hand takes cashing its top cards in one suit (``left``: the suit's cards), keeping
    the lead, and the card that count relies on (0 for none): all its cards once the opponents are out and partner
    holds nothing above its lowest, as :meth:`Solver._cash_counts`."""
    if not held:
        return 0, 0
    count = (left >> (left & ~held).bit_length()).bit_count()
    if not count:
        return 0, 0
    if count >= lho_count and count >= rho_count and partner < (held & -held):
        return held.bit_count(), held & -held
    return count, TOP_DOWN[left][count]


def _no_trump_suit(mine: int, partner: int, lho: int, rho: int) -> tuple[int, int, int, int, int, int, int, bool, int,
                                                                           int, int, int, int, int, int, bool, int,
                                                                           int, int, int]:
    """One suit at no trumps, seen from the leader (its cards, partner's, the left-hand and right-hand opponents'):
    the leader's cashing tricks and the card they rely on; partner's; the crossing to partner (:func:`_crossing`) and
    its card; partner's length; whether the leader's side holds the top card; then the tricks it could run there
    (the longer hand's length) or 0; the top card when an opponent holds it (and not the whole suit) or 0; the top
    card (0 for an empty suit); last, by :func:`_through_both_hands` (each at least the count it replaces), the tricks
    the leader's side runs there, the leader on lead again after them, and their card; the same, partner on lead;
    whether either is more than the count it replaces; then partner's cards each crossing never plays (those below
    its top cards in a row when it crosses to them, else 0); last partner's tricks there after the leader's cashing
    ones (:func:`_partner_after_cash`) and their card."""
    left = mine | partner | lho | rho
    if not left:
        return 0, 0, 0, 0, 0, 0, 0, False, 0, 0, 0, 0, 0, 0, 0, False, 0, 0, 0, 0
    top = 1 << (left.bit_length() - 1)
    lho_count, rho_count = lho.bit_count(), rho.bit_count()
    cash, cash_mark = _cash_one_suit(mine, partner, left, lho_count, rho_count)
    partner_cash, partner_mark = _cash_one_suit(partner, mine, left, lho_count, rho_count)
    crossing = crossing_mark = crossing_spare = 0
    through, through_mark = cash, cash_mark
    through_crossing = through_crossing_mark = through_crossing_spare = 0
    if mine and partner:
        crossing, crossing_mark = _crossing(mine, partner, lho, rho, left)
        if partner.bit_length() == left.bit_length() and crossing == _top_sequence(partner, left):
            crossing_spare = partner.bit_count() - crossing  # partner's cards below its top cards in a row
        through_crossing, through_crossing_mark, through_crossing_spare = crossing, crossing_mark, crossing_spare
        ending_mine, ending_partner = _through_both_hands(mine, partner, lho, rho)
        ours_lowest = (mine | partner) & -(mine | partner)
        if ending_mine > through:
            through, through_mark = ending_mine, ours_lowest
        if ending_partner > crossing:
            through_crossing, through_crossing_mark, through_crossing_spare = ending_partner, ours_lowest, 0
    ours_top = bool((mine | partner) & top)
    longer = max(mine.bit_count(), partner.bit_count()) if ours_top else 0
    later_mark = top if not ours_top and left not in (lho, rho) else 0
    after_cash, after_cash_mark = _partner_after_cash(mine, partner, lho, rho, cash)
    return (cash, cash_mark, partner_cash, partner_mark, crossing, crossing_mark, partner.bit_count(), ours_top, longer,
            later_mark, top, through, through_mark, through_crossing, through_crossing_mark,
            through > cash or through_crossing > crossing, crossing_spare, through_crossing_spare, after_cash,
            after_cash_mark)


def _partner_after_cash(mine: int, partner: int, lho: int, rho: int, cash: int) -> tuple[int, int]:
    """At no trumps, once the leader has cashed its ``cash`` top cards of one suit, partner following with its lowest
    cards: the tricks partner's remaining top cards take there later (above the leader's remaining cards and the top
    card of each opponent who still has one, as each keeps his top card to the last), and the lowest of those cards;
    (0, 0) when partner is too short to follow every round."""
    if not cash or partner.bit_count() <= cash:
        return 0, 0
    leader_after = mine
    for _ in range(cash):
        leader_after ^= 1 << (leader_after.bit_length() - 1) if leader_after else 0
    partner_after = partner
    for _ in range(cash):
        partner_after &= partner_after - 1  # its lowest card goes
    beat = max(leader_after, lho if lho.bit_count() > cash else 0, rho if rho.bit_count() > cash else 0)
    count = (partner_after >> beat.bit_length()).bit_count()
    return (count, TOP_DOWN[partner_after][count]) if count else (0, 0)


def _is_pair(one: int, other: int, first: int, second: int) -> bool:
    """Are ``one`` and ``other`` the two seats ``first`` and ``second``, in either order?"""
    return (one == first and other == second) or (one == second and other == first)


def _cheapest_above(rising: Sequence[int], beat: int) -> int:
    """The lowest of ``rising`` (cards lowest first) above ``beat``, else the lowest."""
    for bit in rising:
        if bit > beat:
            return bit
    return rising[0]


# DDS's discard weights by (a trump contract with trumps left, cards already in the trick, the discarder's partner
# can win the trick): the suit length << 6 divided by the first number, minus the card's rank, minus the second
# number for a doubleton holding the suit's second-best card (a guarded honour), minus the third for a singleton top
# card
DISCARD_STYLES = {
    (False, 1, True): (23, 2, 3), (False, 1, False): (33, 6, 8), (False, 2, False): (24, 4, 4),
    (False, 3, False): (27, 6, 8),
    (True, 1, True): (44, 0, 0), (True, 1, False): (36, 4, 0), (True, 2, False): (40, 0, 0),
    (True, 3, False): (24, 2, 0),
}


# --- the solver ----------------------------------------------------------------------------------


class Solver:
    """One search over positions of one trump suit. Its table of positions can be kept between
    calls (``table=``) while the trump suit is the same: entries only depend on the cards left."""

    def __init__(self, trump=None, table: dict | None = None, max_nodes: int | None = None) -> None:
        self.trump = trump_index(trump)
        self.table = {} if table is None else table
        self.max_nodes = max_nodes
        self.nodes = 0
        self._set_hands([[0] * 4 for _ in range(4)])
        self.remaining = [0] * 4
        self.trick: list[tuple[int, int, int]] = []  # (seat, suit, bit) played to the current trick
        self.leader = 0
        self.left = 0  # tricks not complete yet, the current one included
        # a position at the start of a trick (every card's holder, the leader) -> its sure tricks
        # (North-South's, the ranks they depend on, East-West's, their ranks)
        self.positions: dict[int, tuple[int, int, int, int, int, int]] = {}
        # a leader and the suit lengths of the four hands (a bucket of the table) -> the lead that last answered at
        # such a position (its suit, its rank counted from the suit's highest card left) and the tricks the leader's
        # side needed then: the first lead at a position alike, when the leader holds that card and needs no more
        self.alike_leads: dict[int, tuple[int, int, int]] = {}
        self.estimating = False  # in the quick playout of the first guess (its second hand plays low)
        self.first_lead: tuple[int, int] | None = None  # the lead to try first at the next lead node
        self.cut_lead: tuple[int, int] | None = None  # the lead that answered at the last lead node
        self.first_lead_easier = False  # the first lead answered an easier question (the leader's side needed less)
        # each seat's lead that last answered with so many tricks left, anywhere, and the tricks its side needed
        # then (a bonus among the weights where it is held and the side needs no more now)
        self.killers: list[list[tuple[tuple[int, int], int] | None]] = [[None] * 14 for _ in range(4)]

    @property
    def max_nodes(self) -> int | None:
        """The node count at which the search stops (OutOfBudget), None for no limit."""
        return self._max_nodes

    @max_nodes.setter
    def max_nodes(self, value: int | None) -> None:
        self._max_nodes = value
        self.node_limit = NO_LIMIT if value is None else value

    def _set_hands(self, hands: list[list[int]]) -> None:
        """The four hands (each four rank bitmasks, changed in place by the search) and, for each seat, its own hand,
        its partner's, its left-hand and its right-hand opponent's (the same lists, looked up once)."""
        self.hands = hands
        self.around = [(hands[seat], hands[seat ^ 2], hands[(seat + 1) & 3], hands[(seat + 3) & 3])
                       for seat in range(4)]

    # - setting up a position -

    def load(self, hands: Mapping, leader, trick: Iterable = ()) -> None:
        """Take a position: hands {Seat: cards}, the leader of the current trick and the cards
        already played to it [(Seat, Card)] in order."""
        self.leader = int(Seat.parse(leader))
        self._set_hands([[0] * 4 for _ in range(4)])
        seen = set()
        counts = [0] * 4
        for seat_name, held in hands.items():
            seat = int(Seat.parse(seat_name))
            for c in held:
                if c in seen:
                    raise ValueError(f"{c} is dealt twice")
                seen.add(c)
                suit, bit = card_bits(c)
                self.hands[seat][suit] |= bit
                counts[seat] += 1
        self.trick = []
        for position, (seat_name, c) in enumerate(trick):
            seat = int(Seat.parse(seat_name))
            if seat != (self.leader + position) & 3:
                raise ValueError(f"{Seat(seat)} is not the player to play the trick's card number {position + 1}")
            if c in seen:
                raise ValueError(f"{c} is both in a hand and in the trick")
            seen.add(c)
            suit, bit = card_bits(c)
            self.trick.append((seat, suit, bit))
        if len(self.trick) > 3:
            raise ValueError("a trick in progress has at most three cards")
        played = {seat for seat, _, _ in self.trick}
        expected = counts[self.to_move] if self.trick else counts[self.leader]
        for seat in range(4):
            if counts[seat] + (seat in played) != expected:
                raise ValueError("the hands do not have the lengths the trick in progress implies")
        self.remaining = [self.hands[0][s] | self.hands[1][s] | self.hands[2][s] | self.hands[3][s] for s in range(4)]
        self.left = expected

    @property
    def to_move(self) -> int:
        return (self.leader + len(self.trick)) & 3

    def legal(self) -> list[tuple[int, int]]:
        """The runs (suit, cards) of the player to move that are legal now, highest first."""
        seat = self.to_move
        hand = self.hands[seat]
        suits: Sequence[int] = range(4)
        if self.trick and hand[self.trick[0][1]]:
            suits = (self.trick[0][1],)
        trick_cards = [0] * 4
        for _, suit, bit in self.trick:
            trick_cards[suit] |= bit
        found: list[tuple[int, int]] = []
        for suit in suits:
            if hand[suit]:
                others = (self.remaining[suit] ^ hand[suit]) | trick_cards[suit]
                found.extend((suit, run) for _, run in _runs(hand[suit], others))
        return found

    def play(self, suit: int, bit: int) -> None:
        """The player to move plays one card (a completed trick is gathered at once)."""
        seat = self.to_move
        self.hands[seat][suit] ^= bit
        self.remaining[suit] ^= bit
        self.trick.append((seat, suit, bit))

    def undo(self) -> None:
        seat, suit, bit = self.trick.pop()
        self.hands[seat][suit] ^= bit
        self.remaining[suit] ^= bit

    # - questions about the loaded position -

    def north_south_at_least(self, target: int) -> bool:
        """Does North-South take at least ``target`` of the tricks not complete yet? OutOfBudget if the
        search needs more nodes than ``max_nodes`` (the position is left as it was)."""
        saved_hands = [hand[:] for hand in self.hands]
        saved_remaining = self.remaining[:]
        saved_left = self.left
        try:
            if self.left < ROOMY_FROM_TRICKS:
                return self._root(target)
            return _roomy_frame_caller(ROOMY_SLOTS)(self._root, target)
        except OutOfBudget:
            for hand, saved in zip(self.hands, saved_hands, strict=True):
                hand[:] = saved
            self.remaining, self.left = saved_remaining, saved_left
            raise

    def _root(self, target: int) -> bool:
        trick = self.trick
        deal = self._deal()
        if not trick:
            return self._lead(self.leader, target, deal)[0]
        lead_seat, lead_suit, bit = trick[0]
        win_seat, win_suit, win_bit = lead_seat, lead_suit, bit
        trick_cards = 0
        trump = self.trump
        for seat, suit, bit in trick:
            trick_cards |= bit << 13 * suit
            if (suit == win_suit and bit > win_bit) or (suit == trump and win_suit != trump):
                win_seat, win_suit, win_bit = seat, suit, bit
        if len(trick) == 4:
            self.left -= 1
            try:
                return self._lead(win_seat, target - (not win_seat & 1), deal)[0]
            finally:
                self.left += 1
        return self._play((lead_seat + len(trick)) & 3, target, len(trick), lead_suit, win_seat, win_suit,
                          win_bit, trick_cards, deal)[0]

    def _deal(self) -> int:
        """The hands as one int (see :data:`SUIT_FIELDS`)."""
        return sum(cards << 52 * seat + 13 * suit for seat, hand in enumerate(self.hands)
                   for suit, cards in enumerate(hand))

    def north_south_bounds(self, guess: int | None = None) -> tuple[int, int]:
        """Lowest and highest count of North-South's tricks (of those not complete yet) with best play:
        equal unless the node budget ran out first. The yes/no questions start at ``guess`` (default: a
        quick playout) and move one trick at a time. Under a budget a question may first spend only a
        small share of it: the hard questions (near the answer) give way to easier ones around them,
        and come back with twice the share once every open question has run out (the table keeps what
        the earlier tries found)."""
        low, high = self._known_bounds()
        if guess is None:
            guess = self._estimate() if low < high else low
        target = guess
        budget_end = self.max_nodes
        share = FIRST_SHARE if budget_end is None else max((budget_end - self.nodes) // 8, 100)
        hard: set[int] = set()  # targets whose question ran out of its share in this round
        try:
            while low < high:
                target = min(max(target, low + 1), high)
                if target in hard:
                    easier = [t for t in range(low + 1, high + 1) if t not in hard]
                    if not easier:
                        hard.clear()
                        share *= 2
                        easier = list(range(low + 1, high + 1))
                    target = min(easier, key=lambda t: (abs(t - guess), t < guess))
                spare = share if budget_end is None else budget_end - self.nodes
                if spare <= 0:
                    break
                self.max_nodes = self.nodes + min(share, spare)
                try:
                    if self.north_south_at_least(target):
                        low = target
                        target += 1
                    else:
                        high = target - 1
                        target -= 1
                except OutOfBudget:
                    hard.add(target)
        finally:
            self.max_nodes = budget_end
        return low, high

    def _known_bounds(self) -> tuple[int, int]:
        """Bounds on North-South's tricks from the sure tricks alone (no search)."""
        left = self.left
        if self.trick or left <= 1:
            return 0, left
        north_south, _, east_west, _, _, _ = self._sure_both(self.leader)
        return north_south, left - east_west

    def _estimate(self) -> int:
        """North-South's tricks in one quick playout where every player plays the first card of the
        search's move order, but for a second hand that cannot win, which plays low (a trick the last card completed
        counted first): a first guess for the yes/no questions (with the second hand's middle card in the playout the
        guess came out a trick lower on some deals, and asking from there took 10-30% more nodes on three full deals
        of the tuning seeds). The position is left as it was."""
        saved_leader, saved_left, saved_trick = self.leader, self.left, self.trick
        self.trick = list(saved_trick)
        played: list[tuple[int, int, int]] = []
        north_south = 0
        self.estimating = True
        while True:
            if len(self.trick) == 4:
                winner = self._trick_winner(self.trick)
                north_south += not winner & 1
                self.trick, self.leader, self.left = [], winner, self.left - 1
            if not self.left:
                break
            self.play(*(self._first_follow() if self.trick else self._leads(self.leader)[0]))
            played.append(self.trick[-1])
        self.estimating = False
        for seat, suit, bit in played:
            self.hands[seat][suit] ^= bit
            self.remaining[suit] ^= bit
        self.leader, self.left, self.trick = saved_leader, saved_left, saved_trick
        return north_south

    def _first_follow(self) -> tuple[int, int]:
        """The first card of the move order for the player to move in the middle of a trick."""
        trick = self.trick
        lead_suit = trick[0][1]
        win_seat, win_suit, win_bit = trick[0]
        trick_cards = 0
        for seat, suit, bit in trick:
            trick_cards |= bit << 13 * suit
            if (suit == win_suit and bit > win_bit) or (suit == self.trump and win_suit != self.trump):
                win_seat, win_suit, win_bit = seat, suit, bit
        return next(iter(self._follows(self.to_move, len(trick), lead_suit, win_seat, win_suit, win_bit,
                                       trick_cards, lazy=True)))

    def _trick_winner(self, trick: Sequence[tuple[int, int, int]]) -> int:
        """The seat that wins a trick of (seat, suit, bit) cards."""
        winner, win_suit, win_bit = trick[0]
        for seat, suit, bit in trick[1:]:
            if (suit == win_suit and bit > win_bit) or (suit == self.trump and win_suit != self.trump):
                winner, win_suit, win_bit = seat, suit, bit
        return winner

    def north_south_tricks(self, guess: int | None = None) -> int:
        """North-South's tricks from the tricks not complete yet, with best play by both sides."""
        low, high = self.north_south_bounds(guess)
        if low != high:
            raise OutOfBudget(f"North-South takes {low} to {high} tricks; the node budget ran out")
        return low

    def mover_bounds(self) -> tuple[int, int]:
        """Lowest and highest count of tricks for the side of the player to move."""
        low, high = self.north_south_bounds()
        return (low, high) if self.to_move & 1 == 0 else (self.left - high, self.left - low)

    def card_bounds(self, nodes_per_card: int | None = None) -> dict[Card, tuple[int, int]]:
        """For each legal card of the player to move: the lowest and highest count of his side's tricks
        (of those not complete yet) when he plays it, then best play by both sides; the two are equal
        unless a card's search needed more than ``nodes_per_card`` nodes."""
        seat = self.to_move
        total = self.left
        values: dict[Card, tuple[int, int]] = {}
        guess = None
        for suit, run in self.legal():
            if nodes_per_card is not None:
                self.max_nodes = self.nodes + nodes_per_card
            self.play(suit, run & -run)
            try:
                low, high = self.north_south_bounds(guess)
            finally:
                self.undo()
            guess = low
            bounds = (low, high) if seat & 1 == 0 else (total - high, total - low)
            rest = run
            while rest:
                bit = rest & -rest
                values[card_of(suit, bit)] = bounds
                rest ^= bit
        return values

    def card_values(self) -> dict[Card, int]:
        """For each legal card of the player to move: his side's tricks (of those not complete yet)
        when he plays it, then best play by both sides. OutOfBudget if ``max_nodes`` runs out."""
        values = {}
        for c, (low, high) in self.card_bounds().items():
            if low != high:
                raise OutOfBudget(f"{c} takes {low} to {high} tricks; the node budget ran out")
            values[c] = low
        return values

    # - the search -

    def _lead(self, leader: int, target: int, deal: int) -> tuple[bool, int]:
        """North-South to take ``target`` of the ``self.left`` tricks left, ``leader`` to lead, the hands being
        ``deal`` (see :data:`SUIT_FIELDS`). Returns the answer and the cards whose rank it depends on (bits
        13 * suit + rank)."""
        if target <= 0:
            return True, 0
        left = self.left
        if target > left:
            return False, 0
        if left == 1:
            return self._last_trick(leader)
        spade_layouts, heart_layouts, diamond_layouts, club_layouts = _LAYOUTS  # _suit_layout's caches, read here
        layout = (leader | (spade_layouts.get(deal & SPADE_FIELD) or _suit_layout(0, deal))
                  | (heart_layouts.get(deal & HEART_FIELD) or _suit_layout(1, deal))
                  | (diamond_layouts.get(deal & DIAMOND_FIELD) or _suit_layout(2, deal))
                  | (club_layouts.get(deal & CLUB_FIELD) or _suit_layout(3, deal)))
        bucket_key = layout & BUCKET_BITS
        codes = layout >> CODES_AT
        bucket = self.table.get(bucket_key)
        if bucket is None:
            bucket = self.table[bucket_key] = {}
        else:
            for mask, entries in bucket.items():
                entry = entries.get(codes & mask)
                if entry is not None:
                    if entry[0] >= target or entry[1] < target:
                        # the lowest card of each suit the entry covers
                        spades, hearts, diamonds, clubs = self.remaining
                        return entry[0] >= target, (TOP_DOWN[spades][entry[2]] | TOP_DOWN[hearts][entry[3]] << 13
                                                    | TOP_DOWN[diamonds][entry[4]] << 26
                                                    | TOP_DOWN[clubs][entry[5]] << 39)
        # the very cards, not their relative ranks: the ranks kept here are cards
        position = deal << 2 | leader
        seen = self.positions.get(position)
        if seen is None:
            seen = self.positions[position] = self._sure_both(leader)
        sure, ranks, against, against_ranks, plain, plain_ranks = seen
        # North-South takes at least ``sure`` tricks, East-West at least ``against``
        if sure >= target:
            if leader & 1 == 0 and plain >= target:
                sure, ranks = plain, plain_ranks
            # also when the count is exactly enough: the rule that found it may rely on more cards than another
            # that gives as many (North-South's king and queen of trumps cashed, where they hold every trump left)
            ranks = self._fewer_sure_ranks(leader, leader & 1 == 0, target, ranks)
            self._store(bucket, codes, ranks, target, left)
            return True, ranks
        if left - against < target:
            need = left - target + 1  # East-West's tricks that defeat the target
            if leader & 1 and plain >= need:
                against, against_ranks = plain, plain_ranks
            against_ranks = self._fewer_sure_ranks(leader, leader & 1 == 1, need, against_ranks)
            self._store(bucket, codes, against_ranks, 0, target - 1)
            return False, against_ranks
        need = target if leader & 1 == 0 else left - target + 1  # the leader's side's tricks that answer yes for it
        # no lead is remembered for the very position: once one answers there, the table answers every question it
        # could answer again (the same need or less) before any lead is tried
        alike = self.alike_leads.get(bucket_key)
        self.first_lead = self._lead_alike(leader, alike, need)
        self.first_lead_easier = alike is not None and alike[2] < need
        result, ranks = self._play(leader, target, 0, -1, -1, -1, 0, 0, deal)
        if self.cut_lead is not None:
            suit, bit = self.cut_lead
            self.alike_leads[bucket_key] = (suit, (self.remaining[suit] >> (bit.bit_length() - 1)).bit_count(), need)
        if result:
            self._store(bucket, codes, ranks, target, left)
        else:
            self._store(bucket, codes, ranks, 0, target - 1)
        return result, ranks

    def _lead_alike(self, leader: int, alike: tuple[int, int, int] | None, need: int) -> tuple[int, int] | None:
        """The lead that answered at a position with the same suit lengths and leader (``alike``: suit, rank from the
        top, tricks needed then; DDS keeps a best move in its table entries), as the lowest card of the leader's run
        holding the card of that rank here; None when the leader lacks the card, or when the leader's side needs more
        now with fewer than :data:`ALIKE_ANY_NEED_FROM_TRICKS` tricks left."""
        if alike is None or (alike[2] < need and self.left < ALIKE_ANY_NEED_FROM_TRICKS):
            return None
        suit = alike[0]
        bit = TOP_DOWN[self.remaining[suit]][alike[1]]
        held = self.hands[leader][suit]
        if not held & bit:
            return None
        for lowest, run in _runs(held, self.remaining[suit] ^ held):
            if run & bit:
                return suit, lowest
        return None

    def _sure_both(self, leader: int) -> tuple[int, int, int, int, int, int]:
        """The tricks North-South takes for sure and the ranks that depends on; the same for East-West; then the same
        for the leader's side by the rules whose ranks reach less low (for a table entry that serves more positions
        when that count is enough)."""
        if self.trump < 0:
            sure, ranks, against, against_ranks, plain, plain_ranks = self._sure_both_no_trump(leader)
        else:
            sure, ranks, against, against_ranks, plain, plain_ranks = self._sure_both_trump(leader)
        if leader & 1:
            return against, against_ranks, sure, ranks, plain, plain_ranks
        return sure, ranks, against, against_ranks, plain, plain_ranks

    @staticmethod
    def _sure_no_trump_counts(suits: list, crossing_at: int, spare_at: int) -> tuple[int, int]:
        """At no trumps, the leader's side's sure tricks from each suit's counts (:func:`_no_trump_suit`) and the ranks
        they rely on: the leader cashing its top cards in every suit, or crossing to partner in one suit (the crossing
        count and its card at ``crossing_at`` and the next place, partner's cards it never plays at ``spare_at``), after
        the leader's cashes, then partner's cashes.
        Before the crossing the leader cashes first where partner follows, then where partner runs out when partner
        has enough cards to discard that the plan never plays (beyond those it follows or cashes with, outside the
        crossing suit: partner's cashing tricks rely on its top cards or its whole length, not on the others)."""
        best = ranks = 0
        for suit in SUITS_IN_ORDER:
            counts = suits[suit]
            best += counts[0]
            ranks |= counts[1] << 13 * suit
        for suit in SUITS_IN_ORDER:
            count = suits[suit][crossing_at]
            if not count:
                continue
            crossed = suits[suit][crossing_at + 1] << 13 * suit
            # the leader's cashes in a suit partner is too short for, partner discarding cards the plan never plays
            short_count = short_ranks = discards = 0
            spare = suits[suit][spare_at]
            for other in SUITS_IN_ORDER:
                if other == suit:
                    continue
                counts = suits[other]
                cash = counts[0]
                if cash and counts[6] >= cash:  # and partner's winners there once the leader's are gone
                    count += cash + counts[18]
                    crossed |= (counts[1] | counts[19]) << 13 * other
                    spare += counts[6] - cash - counts[18]
                elif cash:  # the leader holds the top card here: partner cashes nothing
                    short_count += cash
                    short_ranks |= counts[1] << 13 * other
                    discards += cash - counts[6]
                else:
                    count += counts[2]
                    crossed |= counts[3] << 13 * other
                    spare += counts[6] - counts[2]
            if short_count and discards <= spare:
                count += short_count
                crossed |= short_ranks
            if count > best:
                best, ranks = count, crossed
        return best, ranks

    def _sure_both_no_trump(self, leader: int) -> tuple[int, int, int, int, int, int]:
        """At no trumps, :meth:`_sure_both` for the leader's side, then its opponents, then the leader's side's count
        without :func:`_through_both_hands` (whose ranks reach lower, so that a table entry serves fewer positions):
        the same counts as :meth:`_sure_tricks`, :meth:`_their_later_trick` and :meth:`_their_next_trick`, from each
        suit's counts (:func:`_no_trump_suit`, cached by the suit's cards around the leader: one look-up a suit)."""
        mine, partner, lho, rho = self.around[leader]
        cache = _NO_TRUMP_SUITS
        suits = []
        for suit in SUITS_IN_ORDER:
            key = mine[suit] | partner[suit] << 13 | lho[suit] << 26 | rho[suit] << 39
            suits.append(cache.get(key) or _remember(cache, key, _no_trump_suit(mine[suit], partner[suit], lho[suit],
                                                                                   rho[suit])))
        best, ranks = self._sure_no_trump_counts(suits, 4, 16)
        plain, plain_ranks = best, ranks
        if suits[0][15] or suits[1][15] or suits[2][15] or suits[3][15]:
            best, ranks = self._sure_no_trump_counts(suits, 13, 17)
            # one suit run through both hands first: the leader never discards there (it wins that suit's last trick),
            # and partner's discards spoil none of the leader's cashing tricks (they count no card of partner's)
            gain = gain_suit = 0
            for suit in SUITS_IN_ORDER:
                if suits[suit][11] - suits[suit][0] > gain:
                    gain, gain_suit = suits[suit][11] - suits[suit][0], suit
            cashed = sum(counts[0] for counts in suits) + gain
            if gain and cashed > best:
                best = cashed
                ranks = suits[gain_suit][12] << 13 * gain_suit
                for suit in SUITS_IN_ORDER:
                    ranks |= suits[suit][1] << 13 * suit
        left = self.left
        sure = min(best, left)
        plain = min(plain, left)
        # the opponents' later trick: the leader's side cannot run enough tricks in the suits it holds the top of
        runs = against_ranks = 0
        for suit in SUITS_IN_ORDER:
            counts = suits[suit]
            runs += counts[8]
            against_ranks |= counts[9] << 13 * suit
        if runs < left:
            return sure, ranks, 1, against_ranks, plain, plain_ranks
        # or their next trick: no suit the leader holds has its top card on the leader's side
        against_ranks = 0
        for suit in SUITS_IN_ORDER:
            if mine[suit]:
                if suits[suit][7]:
                    return sure, ranks, 0, 0, plain, plain_ranks
                against_ranks |= suits[suit][10] << 13 * suit
        return sure, ranks, 1, against_ranks, plain, plain_ranks

    def _sure_both_trump(self, leader: int) -> tuple[int, int, int, int, int, int]:
        """:meth:`_sure_both` in a trump contract, for the leader's side, then its opponents, then the leader's side's
        again (:meth:`_sure_both_no_trump` has a second count)."""
        sure, ranks = self._sure_tricks(leader)
        against, against_ranks = self._trump_tricks(~leader & 1)
        if not against:
            later = self._their_later_trick(leader)
            if later is None:
                later = self._their_next_trick(leader)
            if later is not None:
                against, against_ranks = 1, later
        return sure, ranks, against, against_ranks, sure, ranks

    def _their_next_trick(self, leader: int) -> int | None:
        """Do the leader's opponents surely win the trick the leader leads now (DDS's quick tricks when the leader
        has none)? So when an opponent holds the top card of every suit the leader holds and partner cannot ruff
        it (partner follows, holds no trump, or the suit is trumps). The ranks that depends on (those top cards)
        if so, else None."""
        hand, partner, _, _ = self.around[leader]
        trump = self.trump
        remaining = self.remaining
        partner_ruffs = trump >= 0 and bool(partner[trump])
        ranks = 0
        for suit in range(4):
            if not hand[suit]:
                continue
            left = remaining[suit]
            top = 1 << (left.bit_length() - 1)
            if (hand[suit] | partner[suit]) & top or (partner_ruffs and suit != trump and not partner[suit]):
                return None
            ranks |= top << 13 * suit
        return ranks

    def _their_later_trick(self, leader: int) -> int | None:
        """Do the leader's opponents surely take a trick (DDS's later tricks)? The ranks that depends on if so, else
        None. At no trumps (or with the trumps gone) the leader's side, always on lead while it takes every trick,
        can never lead a suit whose top card an opponent still holds: it takes at most, in each suit where it holds
        the top card, as many tricks as its longer hand there has cards; fewer than the tricks left leave one."""
        trump = self.trump
        remaining = self.remaining
        if trump >= 0 and remaining[trump]:
            return self._their_trump_trick(leader)
        hands = self.hands
        runs = 0
        ranks = 0
        for suit in range(4):
            left = remaining[suit]
            if not left:
                continue
            top = 1 << (left.bit_length() - 1)
            holder = (0 if hands[0][suit] & top else 1 if hands[1][suit] & top else 2 if hands[2][suit] & top
                      else 3)
            if (holder ^ leader) & 1 == 0:
                runs += max(hands[holder][suit].bit_count(), hands[holder ^ 2][suit].bit_count())
            elif left != hands[holder][suit]:
                ranks |= top << 13 * suit  # its top card stays theirs (alone in the suit, any card would be)
        return ranks if runs < self.left else None

    def _their_trump_trick(self, leader: int) -> int | None:
        """Does an opponent of the leader surely take a trick with a trump below the leader's side's top trump
        (DDS's later tricks)? His second-best trump with another one beside it makes a trick when the top trump
        plays before him in every trick (it sits on his right); else when his side also holds the third best.
        The ranks that depends on (the trumps down to that card) if so, else None."""
        trump = self.trump
        _, second, third, top_holder, second_holder, third_holder = self._best_three(trump)
        if (top_holder ^ leader) & 1 or not (second_holder ^ leader) & 1:
            return None
        if self.hands[second_holder][trump].bit_count() < 2:
            return None
        if top_holder == (second_holder + 3) & 3:
            return second << 13 * trump
        if third and (third_holder ^ leader) & 1:
            return third << 13 * trump
        return None

    def _fewer_sure_ranks(self, leader: int, leading_side: bool, need: int, ranks: int) -> int:
        """The ranks that only ``need`` of a side's sure tricks depend on (fewer cards than ``ranks``, those of the rule
        that counted its sure tricks, so that the table entry serves more positions): the side's top trumps in a row,
        or the leader's side cashing top cards; ``ranks`` when neither gives ``need`` tricks alone."""
        trumps, trump_ranks = self._trump_tricks(leader & 1 if leading_side else ~leader & 1, need)
        if trumps >= need:
            return trump_ranks
        if not leading_side:
            return ranks
        counts, marks = self._cash_counts(leader, 0)
        if sum(counts) < need:
            return ranks
        hand = self.hands[leader]
        remaining = self.remaining
        tops = [min(_top_sequence(hand[suit], remaining[suit]), counts[suit]) for suit in range(4)]
        fewer = 0
        for suit in range(4):  # first the top cards in a row: each trick depends on one card
            if need and tops[suit]:
                count = min(tops[suit], need)
                need -= count
                fewer |= _nth_highest(remaining[suit], count) << 13 * suit
        for suit in range(4):  # then the long suits' low cards that win once the others are out
            if need and counts[suit] > tops[suit]:
                need -= min(counts[suit] - tops[suit], need)
                fewer |= marks[suit]
        return fewer

    def _store(self, bucket: dict, codes: int, ranks: int, low: int, high: int) -> None:
        """Keep bounds on North-South's tricks for every position with these suit lengths in which
        the cards down to the lowest rank in ``ranks`` are held as here (lower cards do not matter).
        ``codes`` holds the four suits' holder codes, 32 bits a suit: the bucket maps the mask of the bits
        that matter to {their value: (low, high, then how many cards of each suit it covers)}, so that a
        look-up asks one dict per mask rather than trying every entry."""
        mask = 0
        counts = [0, 0, 0, 0]
        remaining = self.remaining
        for suit in SUITS_IN_ORDER:
            relevant = ranks >> 13 * suit & FULL
            if relevant:
                cards_left = remaining[suit]
                count = counts[suit] = (cards_left >> (relevant & -relevant).bit_length() - 1).bit_count()
                mask |= HOLDERS_MASK[cards_left.bit_count()][count] << 32 * suit
        entries = bucket.get(mask)
        if entries is None:
            entries = bucket[mask] = {}
        value = codes & mask
        known = entries.get(value)
        if known is not None:
            low, high = max(low, known[0]), min(high, known[1])
        entries[value] = (low, high, *counts)

    def _last_trick(self, leader: int) -> tuple[bool, int]:
        """Does North-South win the last trick (each hand holds one card)? And the rank it depends on."""
        hands = self.hands
        trump = self.trump
        lead_hand = hands[leader]
        lead_suit = 0 if lead_hand[0] else 1 if lead_hand[1] else 2 if lead_hand[2] else 3
        winner, win_suit, win_bit = leader, lead_suit, lead_hand[lead_suit]
        for step in (1, 2, 3):
            seat = (leader + step) & 3
            hand = hands[seat]
            if hand[win_suit] > win_bit:
                winner, win_bit = seat, hand[win_suit]
            elif trump >= 0 and win_suit != trump and hand[trump]:
                winner, win_suit, win_bit = seat, trump, hand[trump]
        by_rank = (bool(hands[0][win_suit]) + bool(hands[1][win_suit]) + bool(hands[2][win_suit])
                   + bool(hands[3][win_suit])) > 1
        return not winner & 1, win_bit << 13 * win_suit if by_rank else 0

    def _play(self, seat: int, target: int, played: int, lead_suit: int, win_seat: int, win_suit: int,
              win_bit: int, trick_cards: int, deal: int) -> tuple[bool, int]:
        """``seat`` to play the trick's card number ``played + 1``; North-South to take ``target`` of
        the tricks not complete yet (the current one included); ``deal`` the hands (see :data:`SUIT_FIELDS`).
        Returns the answer and the cards whose rank it depends on."""
        nodes = self.nodes = self.nodes + 1
        if nodes > self.node_limit:
            raise OutOfBudget
        hand = self.hands[seat]
        north_south = not seat & 1
        if played == 1 and (target if north_south else self.left - target + 1) == 1:
            ranks = self._second_hand_wins(seat, lead_suit, win_bit)
            if ranks is not None:
                return north_south, ranks
        moves: Iterable[tuple[int, int]]
        if played == 0:
            first = self.first_lead
            need = target if north_south else self.left - target + 1
            killer = self.killers[seat][self.left]
            if first is not None and self.first_lead_easier and killer is not None and killer[1] >= need:
                first = killer[0]  # a lead that answered as hard a question beats one alike that answered an easier
            moves = self._leads(seat, None if first or killer is None or killer[1] < need else killer[0])
            if first is not None and first != moves[0] and first in moves:
                moves = [first] + [move for move in moves if move != first]
        else:
            held = hand[lead_suit]
            if held and not held & (held - 1):
                return self._follow_with_one(seat, target, played, lead_suit, win_seat, win_suit, win_bit, trick_cards,
                                             deal)
            moves = self._follows(seat, played, lead_suit, win_seat, win_suit, win_bit, trick_cards, True)  # lazy
        # the loop below runs for every card tried (a third of the solver's time): its steps are written out rather
        # than called, each state change undone by assigning the value kept before it
        remaining = self.remaining
        trump = self.trump
        following = (seat + 1) & 3
        seat_at = 52 * seat  # the seat's cards in the deal
        last = played == 3
        if last:
            self.left -= 1  # the trick is complete once this hand plays (set back before each return)
        every_rank = 0
        # a suit's cards below its floor do what a card already tried did (a list once one is set)
        floors: list[int] | tuple[int, ...] = NO_FLOORS
        for suit, bit in moves:
            if bit < floors[suit]:
                continue
            held = hand[suit]
            left_in_suit = remaining[suit]
            hand[suit] = held ^ bit
            remaining[suit] = left_in_suit ^ bit
            shift = 13 * suit
            if not played:
                result, ranks = self._play(following, target, 1, suit, seat, suit, bit, bit << shift,
                                           deal ^ bit << shift + seat_at)
            else:
                if (suit == win_suit and bit > win_bit) or (suit == trump and win_suit != trump):
                    best_seat, best_suit, best_bit = seat, suit, bit
                else:
                    best_seat, best_suit, best_bit = win_seat, win_suit, win_bit
                if last:
                    result, ranks = self._lead(best_seat, target - (not best_seat & 1), deal ^ bit << shift + seat_at)
                    best_shift = 13 * best_suit
                    if (((trick_cards | bit << shift) >> best_shift) & FULL).bit_count() > 1:
                        ranks |= best_bit << best_shift  # the trick went to the higher card of its suit
                else:
                    result, ranks = self._play(following, target, played + 1, lead_suit, best_seat, best_suit,
                                               best_bit, trick_cards | bit << shift, deal ^ bit << shift + seat_at)
            hand[suit] = held
            remaining[suit] = left_in_suit
            if result == north_south:
                if last:
                    self.left += 1
                elif not played:  # (only a lead node's cut is read: by _lead, after it)
                    self.cut_lead = (suit, bit)
                    self.killers[seat][self.left] = ((suit, bit), need)
                return result, ranks
            every_rank |= ranks
            relied = (ranks >> shift) & FULL
            if relied:
                lowest_relied = relied & -relied
                if bit < lowest_relied:
                    # the cards ``bit`` stood for: the hand's cards above it up to the next card of the others (in
                    # their hands or in the trick)
                    above = -(bit << 1)
                    others_above = ((left_in_suit ^ held) | (trick_cards >> shift) & FULL) & above
                    if held & above & ((others_above & -others_above or FULL + 1) - 1) >= lowest_relied:
                        # the card stood for a run reaching the ranks its answer relied on: the run's cards are
                        # alike only while no card splits them, so its lowest card matters too
                        every_rank |= bit << shift
            if not floors[suit]:
                relevant = (every_rank >> shift) & FULL
                if bit < (relevant & -relevant or FULL + 1):
                    # no card of this suit from the one just tried up to the lowest that mattered changed the answer:
                    # a lower card of the suit leaves the same cards that matter, so it gives the same answer
                    if isinstance(floors, tuple):
                        floors = [0, 0, 0, 0]
                    floors[suit] = relevant & -relevant or FULL + 1
        if last:
            self.left += 1
        elif not played:
            self.cut_lead = None
        return not north_south, every_rank

    def _follow_with_one(self, seat: int, target: int, played: int, lead_suit: int, win_seat: int, win_suit: int,
                         win_bit: int, trick_cards: int, deal: int) -> tuple[bool, int]:
        """:meth:`_play` for a hand with one card of the suit led (a quarter of the nodes): no order to find, and the
        answer and its ranks are the card's own (no lower card to skip, no run to widen)."""
        hand = self.hands[seat]
        remaining = self.remaining
        card = hand[lead_suit]
        hand[lead_suit] = 0
        remaining[lead_suit] ^= card
        if win_suit == lead_suit and card > win_bit:
            win_seat, win_bit = seat, card
        trick_cards |= card << 13 * lead_suit
        deal ^= card << 52 * seat + 13 * lead_suit
        if played == 3:
            self.left -= 1
            result, ranks = self._lead(win_seat, target - (not win_seat & 1), deal)
            self.left += 1
            win_shift = 13 * win_suit
            if ((trick_cards >> win_shift) & FULL).bit_count() > 1:
                ranks |= win_bit << win_shift  # the trick went to the higher card of its suit
        else:
            result, ranks = self._play((seat + 1) & 3, target, played + 1, lead_suit, win_seat, win_suit, win_bit,
                                       trick_cards, deal)
        hand[lead_suit] = card
        remaining[lead_suit] ^= card
        return result, ranks

    # - sure tricks -

    def _second_hand_wins(self, seat: int, lead_suit: int, led: int) -> int | None:
        """Does the side of ``seat``, second to play to a trick led with ``led`` (a rank bit of
        ``lead_suit``), surely win it? The ranks that depends on if so, None if not sure."""
        trump = self.trump
        hand, partner, third, _ = self.around[seat]
        if trump >= 0 and lead_suit != trump and not third[lead_suit] and third[trump]:
            return None  # the third hand may ruff
        ours = hand[lead_suit] | partner[lead_suit]
        if ours > (led | third[lead_suit]):
            return (1 << (ours.bit_length() - 1)) << 13 * lead_suit  # our top card beats theirs
        if trump >= 0 and lead_suit != trump:
            if (not hand[lead_suit] and hand[trump]) or (not partner[lead_suit] and partner[trump]):
                return 0  # a ruff that nobody can overruff
        return None

    def _around(self, seat: int) -> tuple:
        """The hands of ``seat``, its partner, its left-hand and its right-hand opponent."""
        return self.around[seat]

    def _sure_tricks(self, leader: int) -> tuple[int, int]:
        """Tricks the leader's side takes for sure, and the cards whose rank that depends on: the best of
        the leader cashing its top cards, and the leader crossing to partner's top cards in one suit
        (at no trumps after cashing its own where partner follows, running the suit into partner's hand, and then
        partner cashing the rest: :meth:`_sure_both_no_trump`)."""
        trump = self.trump
        if trump < 0:
            return self._sure_both_no_trump(leader)[:2]
        counts, marks = self._cash_counts(leader, 0)
        best, best_ranks = sum(counts), marks[0] | marks[1] | marks[2] | marks[3]
        trumps, trump_ranks = self._trump_tricks(leader & 1)
        if trumps:
            # the side's sure trump tricks come on top of the leader's top cards cashed in the other suits first,
            # as long as nobody ruffs those (no trump drawn: that would spend the trumps counted)
            side_counts, side_marks = self._cash_counts(leader, 1 << trump, draw=False)
            if trumps + sum(side_counts) > best:
                best = trumps + sum(side_counts)
                best_ranks = trump_ranks | side_marks[0] | side_marks[1] | side_marks[2] | side_marks[3]
        remaining = self.remaining
        mine, partner, lho, rho = self.around[leader]
        for suit in range(4):
            theirs = partner[suit]
            if not mine[suit] or not theirs or theirs.bit_length() != remaining[suit].bit_length():
                continue
            count = _top_sequence(theirs, remaining[suit])
            if suit != trump:
                count = _until_ruffed(count, suit, trump, lho, rho)
                if not count:
                    continue
            ranks = _nth_highest(remaining[suit], count) << 13 * suit
            # the leader must never be left with trumps only (it would have to ruff and take the lead)
            discards = (mine[0].bit_count() + mine[1].bit_count() + mine[2].bit_count() + mine[3].bit_count()
                        - mine[trump].bit_count())
            if discards < count:
                count = discards
                ranks = _nth_highest(remaining[suit], count) << 13 * suit if count else 0
            if count > best:
                best, best_ranks = count, ranks
        if not best and partner[trump]:
            return self._partner_ruff(mine, partner, lho, rho)
        return min(best, self.left), best_ranks

    def _partner_ruff(self, mine: list[int], partner: list[int], lho: list[int], rho: list[int]) -> tuple[int, int]:
        """One sure trick for the leader's side when it has no other (DDS's quick tricks): the leader leads a side suit
        partner is out of and partner ruffs, each opponent following suit, or out of trumps, or holding only trumps
        below partner's best; the ranks that depends on (partner's best trump when an opponent could ruff too, else
        none). (0, 0) when no suit allows it."""
        trump = self.trump
        partner_trumps = partner[trump]
        found = None
        for suit in SUITS_IN_ORDER:
            if suit == trump or not mine[suit] or partner[suit]:
                continue
            relied = 0
            for opponent in (lho, rho):
                if not opponent[suit] and opponent[trump]:
                    if opponent[trump] > partner_trumps:
                        break
                    relied = 1 << (partner_trumps.bit_length() - 1) << 13 * trump
            else:
                if not relied:
                    return 1, 0
                found = relied
        return (0, 0) if found is None else (1, found)

    def _cash_counts(self, leader: int, skipped: int, draw: bool = True) -> tuple[list[int], list[int]]:
        """For each suit (but those in the bit set ``skipped``): the tricks the leader takes by cashing
        its top cards there, keeping the lead all along; and the card each count relies on (a rank bit
        at 13 * suit), 0 where it counts nothing. Trumps go first (with ``draw``): once they have drawn the
        opponents' trumps, nobody ruffs the other suits."""
        trump = self.trump
        mine, partner, lho, rho = self.around[leader]
        remaining = self.remaining
        counts = [0, 0, 0, 0]
        lowest = [0, 0, 0, 0]  # the lowest card a count relies on, when it is not the count-th highest
        drawn = False  # the opponents have no trump left once the leader has cashed its own
        lho_ruffs = rho_ruffs = False  # an opponent holds trumps (he ruffs once out of a suit)
        if trump >= 0:
            lho_ruffs, rho_ruffs = bool(lho[trump]), bool(rho[trump])
        for suit in (SUITS_IN_ORDER if trump < 0 else TRUMP_FIRST[trump]):
            held = mine[suit]
            if not held or skipped >> suit & 1:
                continue
            left = remaining[suit]
            count = (left >> (left & ~held).bit_length()).bit_count()  # the top cards in a row (_top_sequence)
            if not count:
                continue
            lho_count, rho_count = lho[suit].bit_count(), rho[suit].bit_count()
            if count >= lho_count and count >= rho_count and partner[suit] < (held & -held):
                count, lowest[suit] = held.bit_count(), held & -held
            if suit == trump:
                drawn = draw and count >= lho_count and count >= rho_count
            elif not drawn:  # as _until_ruffed: no more than an opponent holding trumps follows to
                if lho_ruffs and lho_count < count:
                    count, lowest[suit] = lho_count, 0
                if rho_ruffs and rho_count < count:
                    count, lowest[suit] = rho_count, 0
            counts[suit] = count
        if trump >= 0 and partner[trump]:
            # partner, out of a suit the leader cashes, discards from suits nobody leads meanwhile; with
            # too few such cards it would have to ruff and take the lead: then cash only while it follows
            spare = short = 0
            for suit in SUITS_IN_ORDER:
                if suit != trump:
                    follows = partner[suit].bit_count()
                    if not counts[suit]:
                        spare += follows
                    elif counts[suit] > follows:
                        short += counts[suit] - follows
            if short > spare:
                for suit in SUITS_IN_ORDER:
                    if suit != trump and counts[suit] > partner[suit].bit_count():
                        counts[suit] = partner[suit].bit_count()
        marks = [0, 0, 0, 0]
        top_down = TOP_DOWN
        for suit in SUITS_IN_ORDER:
            count = counts[suit]
            if count:
                marks[suit] = (lowest[suit] or top_down[remaining[suit]][count]) << 13 * suit
        return counts, marks

    def _trump_tricks(self, side: int, need: int = 13) -> tuple[int, int]:
        """The trump tricks a side (0 North-South, 1 East-West) surely takes, and the ranks that depends on (of its
        ``need`` best trumps only, when it takes more): its top trumps in a row in one hand (each one wins a trick);
        the two best trumps in its two hands, one of them with another trump (it keeps its top trump for a trick
        where partner's cannot fall: two tricks); every trump left, as many as its longer hand holds (each of them
        wins a trick, whatever their ranks: only partner could beat one). (0, 0) at no trumps or without the top
        trump."""
        trump = self.trump
        if trump < 0:
            return 0, 0
        left = self.remaining[trump]
        one, other = self.hands[side][trump], self.hands[side + 2][trump]
        ours = one | other
        if ours == left:
            return max(one.bit_count(), other.bit_count()), 0
        if ours.bit_length() != left.bit_length():
            return 0, 0
        # the top trumps in a row of the hand holding the top trump (_top_sequence)
        top_hand = one if one.bit_length() == left.bit_length() else other
        count = (left >> (left & ~top_hand).bit_length()).bit_count()
        if count == 1 and ours & TOP_DOWN[left][2] and (one & (one - 1) or other & (other - 1)):
            count = 2
        return count, TOP_DOWN[left][min(count, need)] << 13 * trump

    # - move ordering -

    def _holder(self, suit: int, bit: int) -> int:
        """The seat holding a card (-1 for none: ``bit`` 0)."""
        hands = self.hands
        for seat in range(4):
            if hands[seat][suit] & bit:
                return seat
        return -1

    def _leads_no_trump(self, seat: int) -> list[tuple[int, int, int, int]]:
        """The leads of ``seat`` when no trump is left, scored by DDS's weights for no trumps (minus the weight, suit,
        minus the card, the card; lowest first is DDS's order): suits
        where the opponents have few cards to choose from first; a card that wins the trick (or a suit partner
        wins) the more if the left-hand opponent holds the second-best card; else through the right-hand
        opponent's honours, toward partner's second and third best cards, a singleton top honour out."""
        return self._cached_leads(seat, 0, self._suit_leads_no_trump)

    def _cached_leads(self, seat: int, context: int, score_suit) -> list[tuple[int, int, int, int]]:
        """The leads of ``seat`` scored suit by suit (``score_suit``), each suit's cached by its cards around the
        leader, ``context`` (what else its scores depend on, from bit 54) and the tricks left when an opponent is void
        there (which weigh the void)."""
        hand, partner, lho, rho = self.around[seat]
        void_count = self.left << 2
        cache = _SUIT_LEADS
        scored: list[tuple[int, int, int, int]] = []
        for suit in SUITS_IN_ORDER:
            held = hand[suit]
            if not held:
                continue
            lho_cards, rho_cards = lho[suit], rho[suit]
            key = held | partner[suit] << 13 | lho_cards << 26 | rho_cards << 39 | suit << 52 | context
            if not lho_cards or not rho_cards:
                key |= void_count << 64
            leads = cache.get(key)
            if leads is None:
                leads = _remember(cache, key, score_suit(seat, suit))
            scored.extend(leads)
        return scored

    def _suit_leads_no_trump(self, seat: int, suit: int) -> tuple[tuple[int, int, int, int], ...]:
        """The leads of ``seat`` in ``suit`` scored as :meth:`_leads_no_trump` says."""
        hand, partner, lho, rho = self._around(seat)
        partner_seat, lho_seat, rho_seat = seat ^ 2, (seat + 1) & 3, (seat + 3) & 3
        remaining = self.remaining
        void_count = self.left << 2  # DDS counts a void as the tricks left plus one (its tricks count from 0)
        scored = []
        held = hand[suit]
        left = remaining[suit]
        top, second, _, winner, second_hand, third_hand = self._best_three(suit)
        count_lho, count_rho = lho[suit].bit_count(), rho[suit].bit_count()
        partner_count = partner[suit].bit_count()
        base = -((((count_lho << 2 or void_count) + (count_rho << 2 or void_count)) << 5) // 19)
        if not partner_count:
            base -= 9
        partner_beats = partner[suit] > (lho[suit] | rho[suit])
        wins = base  # a card that wins the trick (or a suit partner wins), but for its rank
        if second_hand == rho_seat:
            wins -= count_rho != 1
        elif second_hand == lho_seat:
            wins += 22 if count_lho != 1 else 16
        if (second_hand != lho_seat or count_lho == 1) and (second_hand != rho_seat or count_rho == 1):
            wins += 45
        else:
            wins += 18
        loses = base  # a card that does not, but for its rank
        if winner == rho_seat or second_hand == rho_seat:
            if count_rho != 1:
                loses -= 10
        elif winner == lho_seat and second_hand == partner_seat and partner_count != 1:
            loses += 31
        if second_hand == partner_seat and third_hand == partner_seat:
            loses += 35
        elif partner_count > 1 and _is_pair(second_hand, third_hand, seat, partner_seat):
            loses += 25
        singleton_top_out = (count_lho == 1 and winner == lho_seat) or (count_rho == 1 and winner == rho_seat)
        for lowest, run in _runs(held, left ^ held):
            shift = run.bit_length() - 1
            high = 1 << shift
            from_top = (left >> shift).bit_count()  # 1 for the highest card left
            if high == top or partner_beats:
                weight = wins + from_top
            elif singleton_top_out:
                weight = loses + 28 + from_top
            elif winner == seat:
                weight = loses + from_top - 17
            elif run == high:
                weight = loses + 12 + from_top
            elif high == second:
                weight = loses + 48
            else:
                weight = loses + 29 - from_top
            scored.append((-weight, suit, -lowest, lowest))
        return tuple(scored)

    def _leads(self, seat: int, killer: tuple[int, int] | None = None) -> list[tuple[int, int]]:
        """The leads of ``seat`` (the lowest card of each run), in DDS's order (its lead weights); ``killer``, the
        seat's lead that last answered with as many tricks left, gets a bonus among the weights."""
        trump = self.trump
        if trump < 0 or not self.remaining[trump]:
            scored = self._leads_no_trump(seat)
        else:
            scored = self._leads_trump(seat)
        if killer is not None:
            killer_suit, killer_lowest = killer
            for index, (weight, suit, rank, lowest) in enumerate(scored):
                if lowest == killer_lowest and suit == killer_suit:
                    scored[index] = (weight - KILLER_BONUS, suit, rank, lowest)
                    break
        scored.sort()
        return [(suit, lowest) for _, suit, _, lowest in scored]

    def _best_three(self, suit: int) -> tuple[int, int, int, int, int, int]:
        """The highest, second and third highest cards left in a suit (0 for none) and their holders (-1)."""
        n, e, s, w = self.hands
        key = n[suit] | e[suit] << 13 | s[suit] << 26 | w[suit] << 39
        best = _BEST.get(key)
        if best is None:
            top, second, third = (*TOP_DOWN[self.remaining[suit]][1:4], 0, 0)[:3]
            best = _remember(_BEST, key, (top, second, third, self._holder(suit, top), self._holder(suit, second),
                                          self._holder(suit, third)))
        return best

    def _leads_trump(self, seat: int) -> list[tuple[int, int, int, int]]:
        """The leads of ``seat`` while trumps are left, scored (as :meth:`_leads_no_trump`) by DDS's weights for a
        trump contract: suits where the
        opponents have few cards to choose from; not a suit an opponent ruffs, one partner ruffs; a card that
        wins the trick (or that partner wins, or ruffs) the more if the leader's side also holds the second-best
        card; else toward partner's second and third best, not through the right-hand opponent's honours."""
        hand, partner, lho, rho = self.around[seat]
        trump = self.trump
        partner_trumps, lho_trumps, rho_trumps = partner[trump], lho[trump], rho[trump]
        # what the trumps around the leader do to a side suit's leads: who may ruff, whose ruff is higher
        ruffs = (bool(hand[trump]) | bool(partner_trumps) << 1 | bool(lho_trumps) << 2 | bool(rho_trumps) << 3
                 | (partner_trumps > lho_trumps) << 4 | (partner_trumps > rho_trumps) << 5
                 | (partner_trumps > (lho_trumps | rho_trumps)) << 6)
        return self._cached_leads(seat, (ruffs | (trump + 1) << 7) << 54, self._suit_leads_trump)

    def _suit_leads_trump(self, seat: int, suit: int) -> tuple[tuple[int, int, int, int], ...]:
        """The leads of ``seat`` in ``suit`` scored as :meth:`_leads_trump` says."""
        hand, partner, lho, rho = self._around(seat)
        partner_seat, lho_seat, rho_seat = seat ^ 2, (seat + 1) & 3, (seat + 3) & 3
        remaining = self.remaining
        trump = self.trump
        void_count = self.left << 2
        scored = []
        held = hand[suit]
        left = remaining[suit]
        top, second, _, winner, second_hand, third_hand = self._best_three(suit)
        count_lho, count_rho = lho[suit].bit_count(), rho[suit].bit_count()
        partner_count = partner[suit].bit_count()
        side_suit = suit != trump
        weight = -((((count_lho << 2 or void_count) + (count_rho << 2 or void_count)) << 5) // 13)
        if side_suit and ((not lho[suit] and lho[trump]) or (not rho[suit] and rho[trump])):
            weight -= 12  # an opponent ruffs
        if side_suit and not partner_count and partner[trump] and count_rho:
            weight += 17  # partner ruffs
        if winner == rho_seat or second_hand == rho_seat:
            if count_rho != 1:
                weight -= 12
        elif winner == lho_seat and second_hand == partner_seat and partner_count != 1:
            weight += 27
        if side_suit and held.bit_count() == 1 and hand[trump] and partner_count > 1 and winner == partner_seat:
            weight += 19  # partner wins and gives a ruff
        toward_partner = 0  # DDS: the side holds the next round's top card (second and third best)
        if second_hand == partner_seat and third_hand == partner_seat:
            toward_partner = 20
        elif partner_count > 1 and _is_pair(second_hand, third_hand, seat, partner_seat):
            toward_partner = 13
        singleton_top_out = (count_lho == 1 and winner == lho_seat) or (count_rho == 1 and winner == rho_seat)
        low_wins = self._lead_wins(seat, suit, 0)
        for lowest, run in _runs(held, left ^ held):
            shift = run.bit_length() - 1
            high = 1 << shift
            from_top = (left >> shift).bit_count()  # 1 for the highest card left
            if self._lead_wins(seat, suit, top) if high == top else low_wins:
                if singleton_top_out:
                    extra = 35 + from_top
                elif winner == seat:
                    extra = 48 + from_top if second_hand == partner_seat else 31 if high == top else from_top - 3
                elif winner == partner_seat:
                    extra = (42 if second_hand == seat else 28) + from_top
                elif run != high and high == second:
                    extra = 40
                else:
                    extra = (22 if run != high else 11) + from_top
            elif singleton_top_out:
                extra = toward_partner + from_top + 2
            elif winner == seat:
                extra = toward_partner + (33 + from_top if second_hand == partner_seat else 38 if high == top
                                          else from_top - 14)
            elif winner == partner_seat:
                extra = toward_partner + 34 + from_top
            elif run != high and high == second:
                extra = toward_partner + 35
            else:
                extra = toward_partner + 17 - (high.bit_length() + 1)
            scored.append((-(weight + extra), suit, -lowest, lowest))
        return tuple(scored)

    def _lead_wins(self, seat: int, suit: int, top: int) -> bool:
        """DDS's "winning move" for a lead in a trump contract: the leader's top card of the suit (``top``,
        else 0), or partner's, holds the trick unless an opponent ruffs it; or partner ruffs higher than they."""
        hand, partner, lho, rho = self._around(seat)
        trump = self.trump
        if suit == trump:
            return bool(top) or partner[suit] > (lho[suit] | rho[suit])
        lho_can_ruff = not lho[suit] and lho[trump]
        rho_can_ruff = not rho[suit] and rho[trump]
        if top:
            if partner[suit] or not partner[trump]:
                return not lho_can_ruff and not rho_can_ruff
            return ((not lho_can_ruff or partner[trump] > lho[trump])
                    and (not rho_can_ruff or partner[trump] > rho[trump]))
        if partner[suit] > (lho[suit] | rho[suit]):
            return not lho_can_ruff and not rho_can_ruff
        if partner[suit] or not partner[trump]:
            return False
        if lho_can_ruff and rho_can_ruff:
            return partner[trump] > (lho[trump] | rho[trump])
        if lho_can_ruff:
            return partner[trump] > lho[trump]
        if rho_can_ruff:
            return partner[trump] > rho[trump]
        return True

    def _second_hand_first(self, seat: int, lead_suit: int, led: int, held: int, rising: tuple[int, ...]) -> int:
        """The second hand's first card to try (after DDS's weights): low when partner (the fourth hand) beats the
        card led and every card of the third hand; else the cheapest card that wins the trick whatever the third hand
        follows with (when it cannot ruff); else the cheapest card above the card led and the lowest cards of the
        third hand and of partner, one that may still matter (it drives out a higher card of the third hand or spares
        partner's), before the lowest."""
        _, partner_hand, third, _ = self.around[seat]
        third_cards = third[lead_suit]
        partner = partner_hand[lead_suit]
        trump = self.trump
        if not third_cards and trump >= 0 and lead_suit != trump and third[trump]:
            beat = FULL + 1  # the third hand may ruff: no card surely wins
        else:
            beat = led if led > third_cards else 1 << (third_cards.bit_length() - 1)  # the higher of theirs
            if partner > beat:
                return rising[0]
        if held > beat:
            return _cheapest_above(rising, beat)
        if self.estimating:
            return rising[0]
        return _cheapest_above(rising, max(led, third_cards & -third_cards, partner & -partner))

    def _third_hand_first(self, seat: int, lead_suit: int, win_bit: int, partner_winning: bool,
                          rising: tuple[int, ...], trick_cards: int) -> int:
        """The third hand's first card to try, following suit (DDS's weights): the cheapest card that beats the
        fourth hand's cards too; when none does, the cheapest one that forces out the fourth hand's top card (above
        its next card); low when partner's card already holds."""
        fourth = self.around[seat][2][lead_suit]
        if fourth < win_bit:
            return rising[0] if partner_winning else _cheapest_above(rising, win_bit)
        fourth_top = 1 << (fourth.bit_length() - 1)
        if rising[-1] > fourth_top:
            return _cheapest_above(rising, fourth_top)
        others = (self.remaining[lead_suit] ^ fourth) | (trick_cards >> 13 * lead_suit) & FULL
        fourth_runs = _runs(fourth, others)
        if len(fourth_runs) > 1:
            next_card = 1 << (fourth_runs[1][1].bit_length() - 1)
            if next_card > win_bit:
                return _cheapest_above(rising, next_card)
        return rising[0] if partner_winning else _cheapest_above(rising, win_bit)

    def _follows(self, seat: int, played: int, lead_suit: int, win_seat: int, win_suit: int, win_bit: int,
                 trick_cards: int, lazy: bool = False) -> Iterable[tuple[int, int]]:
        """The moves of ``seat``, ``played`` cards into the trick, in the search's order (see the module's notes);
        out of the suit led, an iterator with ``lazy`` (see :meth:`_out_of_suit`), else a sequence."""
        held = self.hands[seat][lead_suit]
        if held:
            others = (self.remaining[lead_suit] ^ held) | (trick_cards >> 13 * lead_suit) & FULL
            key = held | others << 13 | lead_suit << 26
            rising, low_first, _ = _MOVES.get(key) or _run_moves(held, others, lead_suit)  # (the call's cache)
            if len(rising) == 1:
                return low_first
            if played == 2:
                if win_suit != lead_suit:
                    return low_first
                first = self._third_hand_first(seat, lead_suit, win_bit, not (win_seat ^ seat) & 1, rising,
                                               trick_cards)
            elif played == 1:
                first = self._second_hand_first(seat, lead_suit, win_bit, held, rising)
            elif win_suit == lead_suit and (win_seat ^ seat) & 1:  # the fourth hand, an opponent winning
                first = _cheapest_above(rising, win_bit)
            else:
                return low_first
            if first == rising[0]:
                return low_first
            key |= first << 28
            ordered = _ORDERED.get(key)
            if ordered is None:
                after_first = tuple((lead_suit, bit) for bit in rising if bit != first)
                ordered = _remember(_ORDERED, key, ((lead_suit, first),) + after_first)
            return ordered
        moves = self._out_of_suit(seat, played, lead_suit, win_suit, win_bit, trick_cards, not (win_seat ^ seat) & 1)
        return moves if lazy else list(moves)

    def _out_of_suit(self, seat: int, played: int, lead_suit: int, win_suit: int, win_bit: int, trick_cards: int,
                     partner_winning: bool) -> Iterator[tuple[int, int]]:
        """The moves of ``seat``, out of the suit led, in the order of :meth:`_follows`: a ruff before the discards,
        the discards by weight, a late ruff, the others. Lazily: the first move alone answers most of the time, so the
        others are put in order only when the search asks for them."""
        hand = self.hands[seat]
        remaining = self.remaining
        trump = self.trump
        moves_cache = _MOVES
        ruff = late_ruff = None  # the ruff tried before the discards, or after them
        discards: list[tuple[int, int, int]] = []
        suits = []  # each suit held and the card tried before the rest (or 0)
        divisor, guarded, bare_top = self._discard_style(seat, played, lead_suit, win_bit)
        for suit in SUITS_IN_ORDER:
            cards_held = hand[suit]
            if not cards_held:
                continue
            chosen = 0  # the suit's card tried before the rest
            if suit == trump and (not partner_winning or self._fourth_beats(seat, played, lead_suit, win_bit)):
                others = (remaining[suit] ^ cards_held) | (trick_cards >> 13 * suit) & FULL
                rising = (moves_cache.get(cards_held | others << 13 | suit << 26)
                          or _run_moves(cards_held, others, suit))[0]
                ruffs = rising if win_suit != trump else [bit for bit in rising if bit > win_bit]
                if ruffs:
                    chosen, before_discards = ruffs[0], True
                    if played == 2:
                        chosen, before_discards = self._third_hand_ruff(seat, lead_suit, ruffs, partner_winning)
                    if before_discards:
                        ruff = (suit, chosen)
                    else:
                        late_ruff = (suit, chosen)
            else:
                chosen = cards_held & -cards_held  # the lowest card (of the lowest run: no runs to look up)
                # DDS's weight (see DISCARD_STYLES): a low card of a long suit, not from a guarded honour or a bare
                # top card; a trump last
                count = cards_held.bit_count()
                weight = (count << 6) // divisor - chosen.bit_length()
                if count == 2:
                    if cards_held & TOP_DOWN[remaining[suit]][2]:
                        weight -= guarded
                elif count == 1 and cards_held.bit_length() == remaining[suit].bit_length():
                    weight -= bare_top
                discards.append((-weight + (suit == trump) * 99, suit, chosen))
            suits.append((suit, chosen))
        if ruff is not None:
            yield ruff
        if discards:
            if len(discards) > 1:
                discards.sort()
            for _, suit, bit in discards:
                yield suit, bit
        if late_ruff is not None:
            yield late_ruff
        # the rest, each suit's runs highest first (the hand and the cards left are as above again: the search undoes
        # each card it tries before it asks for the next)
        for suit, chosen in suits:
            cards_held = hand[suit]
            others = (remaining[suit] ^ cards_held) | (trick_cards >> 13 * suit) & FULL
            high_first = (moves_cache.get(cards_held | others << 13 | suit << 26)
                          or _run_moves(cards_held, others, suit))[2]
            if not chosen:
                yield from high_first
            elif chosen == cards_held & -cards_held:
                yield from high_first[:-1]
            else:
                for move in high_first:
                    if move[1] != chosen:
                        yield move

    def _third_hand_ruff(self, seat: int, lead_suit: int, ruffs: Sequence[int], partner_winning: bool
                         ) -> tuple[int, bool]:
        """Third to play and ruffing (``ruffs``: the trumps that would win the trick so far, lowest first): the ruff to
        try first and whether it goes before the discards (DDS's weights). With the fourth hand out of the suit too
        and holding trumps, the cheapest ruff above all its trumps; without one, the lowest ruff, after the discards
        when partner is winning (a ruff the fourth hand overruffs only wastes a trump)."""
        fourth = self.hands[(seat + 1) & 3]
        trump = self.trump
        if fourth[lead_suit] or not fourth[trump]:
            return ruffs[0], True
        if ruffs[-1] > fourth[trump]:
            return _cheapest_above(ruffs, fourth[trump]), True
        return ruffs[0], not partner_winning

    def _fourth_beats(self, seat: int, played: int, lead_suit: int, win_bit: int) -> bool:
        """Third to play, out of the suit led while partner is winning: may the fourth hand beat partner's card
        (a higher card of the suit, or a ruff)? Then the third hand ruffs first (DDS's weights)."""
        if played != 2:
            return False
        fourth = self.hands[(seat + 1) & 3]
        if fourth[lead_suit]:
            return fourth[lead_suit] > win_bit
        trump = self.trump
        return trump >= 0 and lead_suit != trump and bool(fourth[trump])

    def _discard_style(self, seat: int, played: int, lead_suit: int, win_bit: int) -> tuple[int, int, int]:
        """How DDS weighs the discards of ``seat``, ``played`` cards into the trick (see :data:`DISCARD_STYLES`): the
        second hand keeps its honours the more when partner cannot win the trick."""
        trump = self.trump
        trump_contract = trump >= 0 and bool(self.remaining[trump])
        if played != 1:
            return DISCARD_STYLES[trump_contract, played, False]
        hands = self.hands
        third, partner = hands[(seat + 1) & 3], hands[seat ^ 2]
        if not trump_contract or lead_suit == trump:
            partner_wins = partner[lead_suit] > (third[lead_suit] | win_bit)
        elif third[lead_suit]:  # partner beats the suit or ruffs
            partner_wins = partner[lead_suit] > (third[lead_suit] | win_bit) or (
                not partner[lead_suit] and bool(partner[trump]))
        else:  # partner overruffs, or beats the suit where the third hand has no trump to ruff with
            partner_wins = ((not partner[lead_suit] and partner[trump] > third[trump])
                            or (not third[trump] and partner[lead_suit] > win_bit))
        return DISCARD_STYLES[trump_contract, 1, partner_wins]


# --- the functions the players call --------------------------------------------------------------


def solve(hands: Mapping, trump, leader, trick: Iterable = (), max_nodes: int | None = None) -> int:
    """Tricks the side of the player to move takes from here on (the trick in progress included) with
    best play by both sides. ``hands`` {Seat: cards}; ``trump`` a suit letter or None / "NT";
    ``leader`` the seat that led (or leads) the current trick; ``trick`` its cards so far [(Seat, Card)].
    OutOfBudget if ``max_nodes`` is given and the search needs more (see :func:`solve_bounds`)."""
    low, high = solve_bounds(hands, trump, leader, trick, max_nodes)
    if low != high:
        raise OutOfBudget(f"{low} to {high} tricks; the node budget ran out")
    return low


def solve_bounds(hands: Mapping, trump, leader, trick: Iterable = (), max_nodes: int | None = None) -> tuple[int, int]:
    """Like :func:`solve`, as (lowest, highest): equal unless the search needed more than ``max_nodes``."""
    solver = Solver(trump, max_nodes=max_nodes)
    solver.load(hands, leader, trick)
    return solver.mover_bounds()


def best_cards(hands: Mapping, trump, leader, trick: Iterable = (), max_nodes: int | None = None,
               table: dict | None = None) -> dict[Card, int]:
    """For each legal card of the player to move: the tricks his side takes from here on (the trick in
    progress included) if he plays it, then best play by both sides. OutOfBudget if ``max_nodes`` (for
    all the cards together) runs out. ``table`` may be kept between calls with the same trump suit."""
    solver = Solver(trump, table=table, max_nodes=max_nodes)
    solver.load(hands, leader, trick)
    return solver.card_values()


def best_card_bounds(hands: Mapping, trump, leader, trick: Iterable = (), nodes_per_card: int | None = None,
                     table: dict | None = None) -> dict[Card, tuple[int, int]]:
    """Like :func:`best_cards`, as (lowest, highest) per card: equal unless that card's search needed
    more than ``nodes_per_card`` nodes (for a time budget: a bound instead of an exception)."""
    solver = Solver(trump, table=table)
    solver.load(hands, leader, trick)
    return solver.card_bounds(nodes_per_card)


def can_make(hands: Mapping, trump, leader, trick: Iterable = (), target: int = 0,
             max_nodes: int | None = None) -> bool:
    """Does the side of the player to move take at least ``target`` tricks from here on?"""
    solver = Solver(trump, max_nodes=max_nodes)
    solver.load(hands, leader, trick)
    if solver.to_move & 1 == 0:
        return solver.north_south_at_least(target)
    return not solver.north_south_at_least(solver.left - target + 1)


__all__ = ["OutOfBudget", "Solver", "best_card_bounds", "best_cards", "can_make", "solve", "solve_bounds",
           "trump_index"]
