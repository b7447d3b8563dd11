"""The Expert's card play in 32 Card Bridge: Perfect Information Monte Carlo.

The Expert deals the cards it cannot see many times, each time consistently with everything the
play has shown (:mod:`.ai_infer`), and plays every card it may play in each of those worlds to the
end of the hand: the other players (and its own later cards) follow a quick open-handed policy, and
the last tricks are solved exactly. The card with the best average score for its side wins.

For speed the worlds are played on :class:`BeloteSim`, a compact copy of the rules of the belote
family on integers and bit masks (no events, no words). Tests check it against the real rules.
"""

from __future__ import annotations

import random

from game.ai.player import Decision
from game.ai.sampling import weighted_layouts
from game.ai.search import Outcome, alphabeta, evaluate_actions, ranked
from game.engine.actions import Declaration
from game.engine.cards import SUITS, Card, card
from game.engine.seats import SEATS, Seat
from game.variants.belote_common.announces import best_combinations, combination_key, compare_sides
from game.variants.belote_common.values import PLAIN_ORDER, PLAIN_POINTS, TRUMP_ORDER, TRUMP_POINTS

from .ai_infer import infer, layout_weight
from .rules import ANNOUNCE_RULES, BELOT_POINTS, DEFEAT_POINTS, PLAY_RULES, round_to_ten

# -- compact cards: id = suit * 8 + position in RANK_ORDER ---------------------------------------
RANK_ORDER = "AKQJT987"
NO_TRUMP = 4
CARD_OF = [card(r + s) for s in SUITS[:4] for r in RANK_ORDER]
SUIT_MASK = [0xFF << (8 * s) for s in range(4)] + [0]
PLAIN_POW = [8 - PLAIN_ORDER.index(r) for r in RANK_ORDER]  # by position 0..7
TRUMP_POW = [8 - TRUMP_ORDER.index(r) for r in RANK_ORDER]
PLAIN_PTS = [PLAIN_POINTS[r] for r in RANK_ORDER]
TRUMP_PTS = [TRUMP_POINTS[r] for r in RANK_ORDER]


def cid(c: Card) -> int:
    return "SHDC".index(c.suit) * 8 + RANK_ORDER.index(c.rank)


def mask_of(cards) -> int:
    m = 0
    for c in cards:
        m |= 1 << cid(c)
    return m


def cards_of(mask: int) -> list[Card]:
    out = []
    while mask:
        low = mask & -mask
        out.append(CARD_OF[low.bit_length() - 1])
        mask ^= low
    return out


def _top(pattern: int, pow_table: list) -> int:
    """Position of the strongest card of an 8-bit suit pattern (-1 if empty)."""
    best, best_pos = -1, -1
    for pos in range(8):
        if pattern >> pos & 1 and pow_table[pos] > best:
            best, best_pos = pow_table[pos], pos
    return best_pos


def _bottom(pattern: int, pow_table: list) -> int:
    worst, worst_pos = 99, -1
    for pos in range(8):
        if pattern >> pos & 1 and pow_table[pos] < worst:
            worst, worst_pos = pow_table[pos], pos
    return worst_pos


PLAIN_TOP = [_top(p, PLAIN_POW) for p in range(256)]
TRUMP_TOP = [_top(p, TRUMP_POW) for p in range(256)]
PLAIN_TOP_POW = [PLAIN_POW[p] if p >= 0 else -1 for p in PLAIN_TOP]
TRUMP_TOP_POW = [TRUMP_POW[p] if p >= 0 else -1 for p in TRUMP_TOP]
PLAIN_BOTTOM = [_bottom(p, PLAIN_POW) for p in range(256)]
TRUMP_BOTTOM = [_bottom(p, TRUMP_POW) for p in range(256)]
# Trumps stronger than a power: TRUMP_ABOVE[p + 1] is the 8-bit pattern of positions with power > p.
TRUMP_ABOVE = [sum(1 << pos for pos in range(8) if TRUMP_POW[pos] > p) for p in range(-1, 9)]
# Per trump (0..3, 4 = none): points of each card id, and its strength when it is trump (else -1).
POINTS = [[(TRUMP_PTS if c >> 3 == t else PLAIN_PTS)[c & 7] for c in range(32)] for t in range(5)]
ZERO_PLAIN = 0b11100000  # the nine, eight and seven: no points in a plain suit
ZERO_TRUMP = 0b11000000  # the eight and seven of trumps


class BeloteSim:
    """The play of a hand of the belote family with every card known, on ints.

    Seats are 0..3 (N, E, S, W); side 0 is North-South. ``step`` is 3 when play runs
    counter-clockwise (32 Card Bridge), 1 when clockwise. Scoring follows 32 Card Bridge.
    """

    __slots__ = ("hands", "trump", "step", "to_act", "leader", "trick", "win_seat", "win_str", "points",
                 "tricks_won", "n_tricks", "decl_side", "amount", "mult", "announces", "belot_side",
                 "undertrump", "overtrump_partner", "stack", "root_side", "first_winner")

    def __init__(self, hands, trump: int, to_act: int, decl_side: int, amount: int, mult: int = 1,
                 announces=(0, 0), belot_side: int = -1, step: int = 3, rules=PLAY_RULES) -> None:
        self.hands = list(hands)
        self.trump = trump
        self.step = step
        self.to_act = self.leader = to_act
        self.trick: list[int] = []
        self.win_seat, self.win_str = -1, -1
        self.points = [0, 0]
        self.tricks_won = [0, 0]
        self.n_tricks = 0
        self.decl_side, self.amount, self.mult = decl_side, amount, mult
        self.announces = tuple(announces)
        self.belot_side = belot_side
        self.undertrump = rules.undertrump_when_void
        self.overtrump_partner = rules.overtrump_over_partner
        self.stack: list = []
        self.root_side = 0
        self.first_winner = -1

    def copy(self) -> BeloteSim:
        new = object.__new__(BeloteSim)
        new.hands = self.hands[:]
        new.trick = self.trick[:]
        new.points = self.points[:]
        new.tricks_won = self.tricks_won[:]
        new.stack = []
        for name in ("trump", "step", "to_act", "leader", "win_seat", "win_str", "n_tricks", "decl_side",
                     "amount", "mult", "announces", "belot_side", "undertrump", "overtrump_partner",
                     "root_side", "first_winner"):
            setattr(new, name, getattr(self, name))
        return new

    # -- rules -----------------------------------------------------------------------------------
    def legal(self) -> int:
        """The mask of the cards the player to act may play."""
        hand = self.hands[self.to_act]
        trick = self.trick
        if not trick:
            return hand
        led = trick[0] >> 3
        trump = self.trump
        follow = hand & SUIT_MASK[led]
        best_trump = self.win_str - 16 if self.win_str > 16 else -1
        if follow:
            if led != trump:
                return follow
            over = follow & (TRUMP_ABOVE[best_trump + 1] << (8 * trump))
            return over or follow
        trumps = hand & SUIT_MASK[trump]
        if not trumps:
            return hand
        over = trumps & (TRUMP_ABOVE[best_trump + 1] << (8 * trump))
        if self.win_seat == self.to_act ^ 2:
            if self.overtrump_partner and over and best_trump >= 0:
                return (hand & ~SUIT_MASK[trump]) | over
            return hand
        if over:
            return over
        if self.undertrump:
            return trumps
        return hand

    def strength(self, c: int) -> int:
        """How strongly ``c`` would stand on the trick now (0: it cannot win)."""
        suit = c >> 3
        if suit == self.trump:
            return 16 + TRUMP_POW[c & 7]
        if not self.trick or suit == self.trick[0] >> 3:
            return PLAIN_POW[c & 7]
        return 0

    def play(self, c: int) -> None:
        seat = self.to_act
        self.hands[seat] &= ~(1 << c)
        st = self.strength(c)
        saved = (c, seat, self.win_seat, self.win_str, self.leader, None)
        if st > self.win_str:
            self.win_str, self.win_seat = st, seat
        trick = self.trick
        trick.append(c)
        if len(trick) < 4:
            self.to_act = (seat + self.step) & 3
            self.stack.append(saved)
            return
        table = POINTS[self.trump]
        pts = table[trick[0]] + table[trick[1]] + table[trick[2]] + table[trick[3]]
        winner = self.win_seat
        side = winner & 1
        self.tricks_won[side] += 1
        self.n_tricks += 1
        if self.n_tricks == 8:
            pts += 100 if self.tricks_won[side] == 8 else 10
        self.points[side] += pts
        if self.first_winner < 0:
            self.first_winner = winner
        self.stack.append(saved[:5] + ((trick, pts, side),))
        self.trick = []
        self.win_seat, self.win_str = -1, -1
        self.leader = self.to_act = winner

    def undo(self) -> None:
        c, seat, win_seat, win_str, leader, done = self.stack.pop()
        if done is not None:
            trick, pts, side = done
            self.points[side] -= pts
            self.tricks_won[side] -= 1
            self.n_tricks -= 1
            self.trick = trick
        self.trick.pop()
        self.hands[seat] |= 1 << c
        self.to_act, self.win_seat, self.win_str, self.leader = seat, win_seat, win_str, leader

    # -- the hand's result -----------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.n_tricks == 8

    def made(self) -> bool:
        d = self.decl_side
        caught = [self.points[s] + self.announces[s] + (BELOT_POINTS if self.belot_side == s else 0)
                  for s in (0, 1)]
        return caught[d] > caught[1 - d] and caught[d] >= self.amount + 2

    def scores(self) -> tuple[int, int]:
        """The points each side (NS, EW) scores for the hand, as the rules' scoring gives them."""
        d = self.decl_side
        out = [0, 0]
        if self.made():
            for s in (0, 1):
                if self.points[s]:
                    out[s] += round_to_ten(self.points[s])
                out[s] += self.announces[s]
            out[d] += self.amount
        else:
            out[1 - d] = DEFEAT_POINTS + self.amount + self.announces[0] + self.announces[1]
        out = [x * self.mult for x in out]
        if self.belot_side >= 0:
            out[self.belot_side] += BELOT_POINTS
        return out[0], out[1]

    def value(self, side: int) -> int:
        ns, ew = self.scores()
        return ns - ew if side == 0 else ew - ns

    # -- the PerfectInfoGame protocol (exact search from the root side's point of view) ---------
    def maximizing(self) -> bool:
        return self.to_act & 1 == self.root_side

    def final_value(self) -> float:
        return self.value(self.root_side)

    def moves(self) -> list[int]:
        legal = distinct_moves(self, self.legal())
        first = policy(self, legal)
        out = [first]
        while legal:
            low = legal & -legal
            c = low.bit_length() - 1
            if c != first:
                out.append(c)
            legal ^= low
        return out


def live_mask(sim: BeloteSim) -> int:
    m = sim.hands[0] | sim.hands[1] | sim.hands[2] | sim.hands[3]
    for c in sim.trick:
        m |= 1 << c
    return m


def distinct_moves(sim: BeloteSim, legal: int, live: int | None = None) -> int:
    """``legal`` without cards that play exactly like a kept one: cards worth nothing that lie next
    to each other in the order of the cards still in play (the nine, eight, seven of a plain suit,
    the eight and seven of trumps)."""
    if live is None:
        live = live_mask(sim)
    others = live & ~legal
    for suit in range(4):
        zero = ZERO_TRUMP if suit == sim.trump else ZERO_PLAIN
        mine = (legal >> (8 * suit)) & zero
        if mine & (mine - 1) == 0:
            continue
        theirs = (others >> (8 * suit)) & zero
        keep_run = False
        for pos in range(5, 8):  # the zero cards are the lowest ones, strongest first
            bit = 1 << pos
            if mine & bit:
                if keep_run:
                    legal &= ~(bit << (8 * suit))
                keep_run = True
            elif theirs & bit:
                keep_run = False
    return legal


# -- the open-handed policy of the rollouts -------------------------------------------------------
def _bits(mask: int):
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def _max_strength(sim: BeloteSim, seat: int, led: int) -> int:
    """The strongest the card of ``seat`` could stand on this trick (0: it cannot win)."""
    hand = sim.hands[seat]
    trump = sim.trump
    pattern = (hand >> (8 * led)) & 255
    if pattern:
        if led == trump:
            return 16 + TRUMP_TOP_POW[pattern]
        return PLAIN_TOP_POW[pattern]
    if trump == NO_TRUMP:
        return 0
    tp = (hand >> (8 * trump)) & 255
    return 16 + TRUMP_TOP_POW[tp] if tp else 0


def _is_top(sim: BeloteSim, c: int, seats) -> bool:
    """No hand of ``seats`` holds a higher card of the suit of ``c``."""
    suit = c >> 3
    if suit == sim.trump:
        power, tops = TRUMP_POW[c & 7], TRUMP_TOP_POW
    else:
        power, tops = PLAIN_POW[c & 7], PLAIN_TOP_POW
    return all(tops[(sim.hands[o] >> (8 * suit)) & 255] < power for o in seats)


def _is_master(sim: BeloteSim, c: int, opponents) -> bool:
    """A plain card no opponent can beat: nobody holds a higher one, and whoever has none of the
    suit has no trump either."""
    suit = c >> 3
    power = PLAIN_POW[c & 7]
    trump = sim.trump
    for o in opponents:
        pattern = (sim.hands[o] >> (8 * suit)) & 255
        if pattern:
            if PLAIN_TOP_POW[pattern] > power:
                return False
        elif trump != NO_TRUMP and sim.hands[o] & SUIT_MASK[trump]:
            return False
    return True


def _bares_ten(sim: BeloteSim, c: int, opponents) -> bool:
    """Playing ``c`` leaves a plain ten alone in hand while an opponent holds the ace."""
    suit = c >> 3
    rest = (sim.hands[sim.to_act] >> (8 * suit)) & 255 & ~(1 << (c & 7))
    if rest != 0b10000:  # the ten is position 4 of AKQJT987
        return False
    return any(sim.hands[o] >> (8 * suit) & 1 for o in opponents)


def policy(sim: BeloteSim, legal: int | None = None) -> int:
    """A quick, sensible card for the player to act, who sees every hand."""
    if legal is None:
        legal = sim.legal()
    if legal & (legal - 1) == 0:
        return legal.bit_length() - 1
    if not sim.trick:
        return _lead(sim, legal)
    me = sim.to_act
    led = sim.trick[0] >> 3
    later = [(me + k * sim.step) & 3 for k in range(1, 4 - len(sim.trick))]
    opponents = [s for s in later if (s ^ me) & 1]
    threat = max((_max_strength(sim, o, led) for o in opponents), default=0)
    if sim.win_seat == me ^ 2 and threat < sim.win_str:
        return _smear(sim, legal)
    partner = me ^ 2
    if partner in later and _max_strength(sim, partner, led) > max(threat, sim.win_str):
        return _smear(sim, legal)
    best, best_st = -1, 99
    for c in _bits(legal):
        st = sim.strength(c)
        if sim.win_str < st < best_st and threat < st:
            best, best_st = c, st
    if best >= 0:
        return best
    return _dump(sim, legal)


def _smear(sim: BeloteSim, legal: int) -> int:
    """Partner wins the trick: give it the most points, keeping winners and strong trumps."""
    trump = sim.trump
    me = sim.to_act
    plain = legal & ~SUIT_MASK[trump]
    table = POINTS[trump]
    if plain:
        others = (me ^ 1, me ^ 2, me ^ 3)
        spare = [c for c in _bits(plain) if not (table[c] >= 10 and _is_top(sim, c, others))]
        if spare:
            return max(spare, key=lambda c: (table[c], -PLAIN_POW[c & 7]))
        return _dump(sim, legal)
    spare = [c for c in _bits(legal) if not _is_top(sim, c, (me ^ 1, me ^ 3))]
    if spare:
        return max(spare, key=lambda c: (table[c], -TRUMP_POW[c & 7]))
    return min(_bits(legal), key=lambda c: TRUMP_POW[c & 7])


def _dump(sim: BeloteSim, legal: int) -> int:
    """The trick is lost: the cheapest card; trumps, winners and guarded tens kept."""
    trump = sim.trump
    me = sim.to_act
    plain = legal & ~SUIT_MASK[trump]
    table = POINTS[trump]
    if plain:
        others = (me ^ 1, me ^ 2, me ^ 3)
        opponents = (me ^ 1, me ^ 3)
        return min(_bits(plain), key=lambda c: (table[c] >= 10 and _is_top(sim, c, others), table[c],
                                                _bares_ten(sim, c, opponents), PLAIN_POW[c & 7], -c))
    return min(_bits(legal), key=lambda c: (TRUMP_POW[c & 7], -c))


def _lead(sim: BeloteSim, legal: int) -> int:
    me = sim.to_act
    trump = sim.trump
    opponents = (me ^ 1, me ^ 3)
    hands = sim.hands
    if trump != NO_TRUMP and me & 1 == sim.decl_side:
        found = _draw_trumps(sim, legal)
        if found >= 0:
            return found
    plain = legal & ~SUIT_MASK[trump]
    table = POINTS[trump]
    masters = [8 * s + PLAIN_TOP[p] for s in range(4) if s != trump
               for p in ((plain >> (8 * s)) & 255,) if p]
    masters = [c for c in masters if _is_master(sim, c, opponents)]
    if masters:
        return max(masters, key=lambda c: (table[c], c))
    partner = hands[me ^ 2]
    for s in range(4):
        p = (plain >> (8 * s)) & 255
        q = (partner >> (8 * s)) & 255
        if p and q and _is_master(sim, 8 * s + PLAIN_TOP[q], opponents):
            return 8 * s + PLAIN_BOTTOM[p]
    return min(_bits(legal), key=lambda c: _quiet_cost(sim, c, opponents))


def _draw_trumps(sim: BeloteSim, legal: int) -> int:
    """The declaring side leads trumps while the defenders hold some: the top one if it is the
    best out, else a small one if partner's is, or to drive the defenders' high trumps out."""
    me = sim.to_act
    trump = sim.trump
    hands = sim.hands
    mine = (legal >> (8 * trump)) & 255
    theirs = ((hands[me ^ 1] | hands[me ^ 3]) >> (8 * trump)) & 255
    if not mine or not theirs:
        return -1
    if TRUMP_TOP_POW[mine] > TRUMP_TOP_POW[theirs]:
        return 8 * trump + TRUMP_TOP[mine]
    partner = (hands[me ^ 2] >> (8 * trump)) & 255
    if TRUMP_TOP_POW[partner] > TRUMP_TOP_POW[theirs] or bin(mine).count("1") >= 2:
        return 8 * trump + TRUMP_BOTTOM[mine]
    return -1


def _quiet_cost(sim: BeloteSim, c: int, opponents) -> tuple:
    """How much a lead that cannot win gives away (smaller is better)."""
    trump = sim.trump
    suit = c >> 3
    hands = sim.hands
    cost = POINTS[trump][c] * 2
    if suit == trump:
        cost += 25
    else:
        if _bares_ten(sim, c, opponents):
            cost += 8
        for o in opponents:
            if not (hands[o] >> (8 * suit)) & 255 and hands[o] & SUIT_MASK[trump]:
                cost += 6
        partner = hands[sim.to_act ^ 2]
        if not (partner >> (8 * suit)) & 255 and partner & SUIT_MASK[trump]:
            cost -= 12
    length = bin((hands[sim.to_act] >> (8 * suit)) & 255).count("1")
    power = TRUMP_POW[c & 7] if suit == trump else PLAIN_POW[c & 7]
    return (cost, -length, power, c)


def rollout(sim: BeloteSim, exact_tricks: int = 1) -> None:
    """Play on with the policy until the hand is over or only ``exact_tricks`` tricks are left."""
    while sim.n_tricks < 8:
        if sim.n_tricks >= 8 - exact_tricks and not sim.trick:
            return
        sim.play(policy(sim))


def finish_value(sim: BeloteSim, side: int, exact_tricks: int = 1) -> float:
    """The result for ``side`` of the position played out: policy, then the last tricks exactly."""
    rollout(sim, exact_tricks)
    if sim.n_tricks == 8:
        return sim.value(side)
    sim.root_side = side
    return alphabeta(sim)


# -- from a view to simulated worlds --------------------------------------------------------------
class Root:
    """What every world of one decision shares, read once from the view."""

    def __init__(self, view) -> None:
        public = view.public
        self.view = view
        self.me = int(view.seat)
        self.trump = "SHDC".index(view.trump) if view.trump else NO_TRUMP
        self.declarer = int(public["declarer"])
        self.decl_side = self.declarer & 1
        self.amount = public["contract"].amount
        self.mult = public.get("doubled", 1)
        self.my_mask = mask_of(view.hand)
        self.trick = [cid(c) for _, c in view.trick]
        self.leader = int(view.trick[0][0]) if view.trick else int(view.to_act)
        self.points = [public["points"]["NS"], public["points"]["EW"]]
        self.tricks_won = [public["tricks_won"]["NS"], public["tricks_won"]["EW"]]
        self.n_tricks = len(view.tricks)
        self.played = {s: view.played_by(s) for s in SEATS}
        self.announces_on = getattr(view.options, "announces", True)
        self.fixed_announces = self._shown_announces()
        belot = public.get("belot_seat")
        self.belot_side = int(belot) & 1 if belot is not None else None

    def _shown_announces(self):
        """The announce points of each side once they are shown (None before: they depend on the
        hidden hands)."""
        public = self.view.public
        if not public.get("shown"):
            return None if self.announces_on else (0, 0)
        side = public.get("announce_side")
        out = [0, 0]
        if side is not None:
            i = 0 if side == "NS" else 1
            out[i] = sum(p for s in SEATS if s.side == side for _, _, p in public["shown"].get(s, ()))
        return tuple(out)

    def originals(self, layout: dict) -> dict:
        return {s: (list(self.view.hand) if s == self.me else list(layout[s])) + self.played[s] for s in SEATS}

    def world(self, layout: dict) -> BeloteSim:
        hands = [self.my_mask if s == self.me else mask_of(layout[Seat(s)]) for s in range(4)]
        announces = self.fixed_announces
        originals = None
        if announces is None:
            originals = self.originals(layout)
            announces = self._announces(originals)
        belot = self.belot_side
        if belot is None:
            originals = originals or self.originals(layout)
            belot = self._belot(originals)
        sim = BeloteSim(hands, self.trump, self.leader, self.decl_side, self.amount, self.mult,
                        announces, belot)
        for c in self.trick:
            sim.play(c)
        sim.stack = []
        sim.points = self.points[:]
        sim.tricks_won = self.tricks_won[:]
        sim.n_tricks = self.n_tricks
        return sim

    def _belot(self, originals: dict) -> int:
        if self.trump == NO_TRUMP:
            return -1
        t = SUITS[self.trump]
        king, queen = card("K" + t), card("Q" + t)
        for s in SEATS:
            if king in originals[s] and queen in originals[s]:
                return int(s) & 1
        return -1

    def _announces(self, originals: dict) -> tuple[int, int]:
        """The announces that will count, in a world where they are not shown yet: a player who has
        not played yet announces all he holds; the others what they declared."""
        public = self.view.public
        trump = self.view.trump
        declared = public.get("declared") or {}
        cards_played = public.get("cards_played") or (0, 0, 0, 0)
        by_side: dict = {"NS": [], "EW": []}
        for s in SEATS:
            combos = best_combinations(originals[s], trump, ANNOUNCE_RULES)
            if cards_played[s] == 0 and s != self.view.seat:
                by_side[s.side].extend(combos)
                continue
            for kind in declared.get(s, ()):
                found = next((c for c in combos if c.kind == kind), None)
                if found is not None:
                    combos.remove(found)
                    by_side[s.side].append(found)
        best = {side: max(cs, key=lambda c: combination_key(c, trump)) if cs else None
                for side, cs in by_side.items()}
        side, _ = compare_sides(best, trump)
        if side is None:
            return (0, 0)
        total = sum(c.points for c in by_side[side])
        return (total, 0) if side == "NS" else (0, total)


# -- the decision ---------------------------------------------------------------------------------
ROLLOUT_BUDGET = 300  # rollouts per decision, shared among the candidate cards
MIN_WORLDS, MAX_WORLDS = 12, 40
ROOT_EXACT_CARDS = 3  # with this many cards left in hand, every world is solved exactly
EXACT_TRICKS = 2  # the last tricks of a rollout solved exactly


def decide_play_expert(view, rng: random.Random) -> Decision:
    """The Expert's card (or announce) for ``view``; the same view and generator state give the
    same decision, and nothing but the view is used."""
    if view.phase != "play" or view.to_act != view.seat:
        raise ValueError("the Expert's card play needs the view of the seat to play, during the play")
    announces = [a for a in view.legal if isinstance(a, Declaration)]
    if announces:
        return _announce(view, announces[0])
    legal_cards = [a for a in view.legal if isinstance(a, Card)]
    if len(legal_cards) == 1:
        return Decision(legal_cards[0], [f"{_verb(view)} the {legal_cards[0].name}: it is the only card the "
                                         f"rules allow here"])
    root = Root(view)
    live = mask_of(c for c in _unplayed(view))
    distinct = distinct_moves_view(root, mask_of(legal_cards), live)
    candidates = [c for c in legal_cards if distinct >> cid(c) & 1]
    if len(candidates) == 1:
        return Decision(candidates[0], [f"{_verb(view)} the {candidates[0].name}: the cards I may play are "
                                        f"all worth the same here"])
    inf = infer(view)
    sampler, _ = inf.best_sampler()
    cards_left = len(view.hand)
    exact_root = cards_left <= ROOT_EXACT_CARDS
    n = max(MIN_WORLDS, min(MAX_WORLDS, ROLLOUT_BUDGET // len(candidates)))
    layouts = weighted_layouts(sampler, n, rng, layout_weight(view, inf), enumerate_below=n)
    every = sampler.total <= n  # the layouts are all the possible ones, not a sample
    side = root.me & 1

    def evaluate(sim: BeloteSim, c: Card) -> Outcome:
        trial = sim.copy()
        trial.first_winner = -1
        trial.play(cid(c))
        value = finish_value(trial, side, 8 if exact_root else EXACT_TRICKS)
        # A made contract always leaves the declarers ahead on the hand, a defeated one behind, so a
        # positive value is exactly "my side reached its aim".
        return Outcome(value, value > 0, trial.first_winner >= 0 and trial.first_winner & 1 == side)

    stats = evaluate_actions(candidates, layouts, evaluate, prepare=root.world)
    best = ranked(stats)
    return Decision(best[0].action, _reasons(view, root, best, len(layouts), every, inf))


def distinct_moves_view(root: Root, legal: int, live: int) -> int:
    sim = BeloteSim([legal, 0, 0, 0], root.trump, 0, root.decl_side, root.amount)
    return distinct_moves(sim, legal, live)


def _unplayed(view):
    gone = {c for _, cards, _ in view.tricks for _, c in cards}
    return [c for c in CARD_OF if c not in gone]


def _verb(view) -> str:
    return "Lead" if not view.trick else "Play"


def _announce(view, action: Declaration) -> Decision:
    may = view.public.get("may_announce") or ()
    label = action.kind if action.kind != "square" else "four of a kind"
    more = f" ({len(may)} announces to make)" if len(may) > 1 else ""
    return Decision(action, [f"Announce the {label}{more}: announces are made with the first card, and an "
                             f"announce not made now is lost for good"])


def _reasons(view, root: Root, best: list, worlds: int, every: bool, inf) -> list[str]:
    top = best[0]
    c = top.action
    declaring = root.me & 1 == root.decl_side
    aim = "the contract makes" if declaring else "the contract fails"
    lines = []
    layouts = f"the {worlds} possible layouts" if every else f"{worlds} likely layouts"
    head = f"{_verb(view)} the {c.name}: in {top.goals} of {layouts} {aim}"
    if every and worlds == 1:
        outcome = aim if top.goals else ("the contract fails anyway" if declaring else "the contract makes anyway")
        head = f"{_verb(view)} the {c.name}: the cards left can lie only one way, and then {outcome}"
    if len(best) > 1:
        alt = best[1]
        head += f"; with the {alt.action.name} it {'makes' if declaring else 'fails'} in {alt.goals}"
    lines.append(head)
    if view.trick and top.tricks:
        lines.append(f"It wins this trick for my side in {top.tricks} of {worlds}")
    if len(best) > 1:
        lines.append(f"On average it is worth {top.mean:+.0f} points to my side against "
                     f"{best[1].mean:+.0f} for the {best[1].action.name}")
    if inf.facts:
        lines.append("What the play has shown: " + "; ".join(inf.facts[:3]))
    return lines


__all__ = ["BeloteSim", "Root", "decide_play_expert", "policy", "rollout"]
