"""A compact simulator of the play of the belote family, for the Expert players' searches.

:class:`BeloteSim` plays a hand where every card is known, on integers and bit masks (no events, no
words): card id = suit * 8 + position in ``AKQJT987``. The rule switches of :class:`PlayRules` are
honoured (32 Card Bridge's free discards, Belote's undertrumping, overtrumping over partner and the
mandatory fourth undertrump), and the contract may be a trump suit (0..3), No Trumps (4) or All Trumps
(5). Each game scores the finished hand through a small scoring object (``scores(sim)`` and
``made(sim)``). :func:`policy` is a quick open-handed card choice for the rollouts; the last tricks are
solved exactly by :mod:`.solver` (the class also follows the :class:`game.ai.search.PerfectInfoGame`
protocol).
Tests check the simulator against each game's rules engine.
"""

from __future__ import annotations

from game.engine.cards import SUITS, Card, card

from .tricks import PlayRules
from .values import ALL_TRUMPS, NO_TRUMPS, PLAIN_ORDER, PLAIN_POINTS, TRUMP_ORDER, TRUMP_POINTS

RANK_ORDER = "AKQJT987"
NO_TRUMP = 4  # no trump suit (No Trumps)
ALL_TRUMP = 5  # every suit ranks and scores as trumps, none trumps another (All Trumps)
CARD_OF = [card(r + s) for s in SUITS[:4] for r in RANK_ORDER]
SUIT_MASK = [0xFF << (8 * s) for s in range(4)] + [0, 0]
PLAIN_POW = [8 - PLAIN_ORDER.index(r) for r in RANK_ORDER]  # by position 0..7
TRUMP_POW = [8 - TRUMP_ORDER.index(r) for r in RANK_ORDER]
PLAIN_PTS = [PLAIN_POINTS[r] for r in RANK_ORDER]
TRUMP_PTS = [TRUMP_POINTS[r] for r in RANK_ORDER]
TEN_POS, ACE_POS, NINE_POS, JACK_POS = 4, 0, 5, 3


def trump_index(trump: str | None) -> int:
    """The simulator's number of a contract: 0..3 for a suit, 4 No Trumps (or none), 5 All Trumps."""
    if trump == ALL_TRUMPS:
        return ALL_TRUMP
    if trump is None or trump == NO_TRUMPS:
        return NO_TRUMP
    return "SHDC".index(trump)


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


def _ranked_as_trump(suit: int, t: int) -> bool:
    return suit == t or t == ALL_TRUMP


# Per contract (0..3 a trump suit, 4 none, 5 all): points and power of each card id, and the top and
# bottom tables of each suit.
POINTS = [[(TRUMP_PTS if _ranked_as_trump(c >> 3, t) else PLAIN_PTS)[c & 7] for c in range(32)] for t in range(6)]
POWER = [[(TRUMP_POW if _ranked_as_trump(c >> 3, t) else PLAIN_POW)[c & 7] for c in range(32)] for t in range(6)]
TOP = [[TRUMP_TOP if _ranked_as_trump(s, t) else PLAIN_TOP for s in range(4)] for t in range(6)]
TOP_POW = [[TRUMP_TOP_POW if _ranked_as_trump(s, t) else PLAIN_TOP_POW for s in range(4)] for t in range(6)]
BOTTOM = [[TRUMP_BOTTOM if _ranked_as_trump(s, t) else PLAIN_BOTTOM for s in range(4)] for t in range(6)]
# STRENGTH[contract][suit led][card]: how strongly the card stands on a trick of that suit (0: it cannot win).
STRENGTH = [[[16 + TRUMP_POW[c & 7] if _ranked_as_trump(c >> 3, t) else PLAIN_POW[c & 7] if c >> 3 == led else 0
              for c in range(32)] for led in range(4)] for t in range(6)]
ZERO_PLAIN = 0b11100000  # the nine, eight and seven: no points in a plain suit
ZERO_TRUMP = 0b11000000  # the eight and seven of trumps
# Per contract (0..3 a trump suit, 4 none): the zero cards of every suit, as a mask of card ids.
ZERO_CARDS = [sum((ZERO_TRUMP if s == t else ZERO_PLAIN) << (8 * s) for s in range(4)) for t in range(5)]
LAST_TRICK, CAPOT = 10, 100
FREE_DISCARDS = PlayRules()  # 32 Card Bridge's rules of play: no undertrumping
# The declarers' leads in the rollouts: a round of trumps before the plain masters when it draws all the
# defenders' trumps and no fewer than it spends (0: the masters first).
DRAW_AT_ONCE = 1


class BeloteSim:
    """The play of a hand of the belote family with every card known, on ints.

    Seats are 0..3 (N, E, S, W); side 0 is North-South, ``decl_side`` the side that chose the trumps.
    ``step`` is 3 when play runs counter-clockwise, 1 when clockwise. ``scoring`` scores the finished
    hand (see :class:`Scoring`). ``capot_any_side``: the last trick is worth 100 to any side that wins
    all eight tricks (32 Card Bridge), or only to the declaring side (Belote).
    """

    __slots__ = ("hands", "trump", "step", "to_act", "leader", "trick", "win_seat", "win_str", "points",
                 "tricks_won", "n_tricks", "decl_side", "scoring", "undertrump", "overtrump_partner",
                 "undertrump_partner", "capot_any_side", "stack", "root_side", "first_winner", "pair_order")

    def __init__(self, hands, trump: int, to_act: int, decl_side: int, scoring=None, step: int = 3,
                 rules: PlayRules = FREE_DISCARDS, capot_any_side: bool = True) -> None:
        self.hands = list(hands)
        self.trump = trump
        self.step = step
        self.to_act = self.leader = to_act
        self.trick: list[int] = []
        self.win_seat, self.win_str = -1, -1
        self.points = [0, 0]
        self.tricks_won = [0, 0]
        self.n_tricks = 0
        self.decl_side = decl_side
        self.scoring = scoring
        self.undertrump = rules.undertrump_when_void
        self.overtrump_partner = rules.overtrump_over_partner
        self.undertrump_partner = rules.undertrump_over_partner
        self.capot_any_side = capot_any_side
        self.stack: list = []
        self.root_side = 0
        self.first_winner = -1
        # Belote's king-first / queen-first rule: (mask of the king and queen, bit of the one to play
        # second) for each suit whose pair makes a Belote; a hand holding both may not lead with the second.
        self.pair_order: tuple = ()

    def copy(self) -> BeloteSim:
        new = object.__new__(type(self))
        new.hands = self.hands[:]
        new.trick = self.trick[:]
        new.points = self.points[:]
        new.tricks_won = self.tricks_won[:]
        new.stack = []
        for name in ("trump", "step", "to_act", "leader", "win_seat", "win_str", "n_tricks", "decl_side",
                     "scoring", "undertrump", "overtrump_partner", "undertrump_partner", "capot_any_side",
                     "root_side", "first_winner", "pair_order"):
            setattr(new, name, getattr(self, name))
        return new

    # -- rules -----------------------------------------------------------------------------------
    def legal(self) -> int:
        """The mask of the cards the player to act may play."""
        legal = self._legal() if self.trick else self.hands[self.to_act]  # a lead: any card held
        if self.pair_order:
            for pair, second in self.pair_order:
                if legal & pair == pair:
                    legal &= ~second
        return legal

    def set_pair_order(self, suits, king_first: bool) -> None:
        """Belote's order rule for the king and queen of each of ``suits`` (0..3)."""
        out = []
        for suit in suits:
            king, queen = 1 << (8 * suit + 1), 1 << (8 * suit + 2)
            out.append((king | queen, queen if king_first else king))
        self.pair_order = tuple(out)

    def _legal(self) -> int:
        hand = self.hands[self.to_act]
        trick = self.trick
        if not trick:
            return hand
        led = trick[0] >> 3
        trump = self.trump
        if trump == ALL_TRUMP:
            return self._legal_all_trumps(hand, led)
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
            if self.undertrump_partner and best_trump >= 0:
                return over or trumps
            if self.overtrump_partner and over and best_trump >= 0:
                return (hand & ~SUIT_MASK[trump]) | over
            return hand
        if over:
            return over
        if self.undertrump:
            return trumps
        return hand

    def _legal_all_trumps(self, hand: int, led: int) -> int:
        above = TRUMP_ABOVE[self.win_str - 16 + 1]
        follow = hand & SUIT_MASK[led]
        if follow:
            return follow & (above << (8 * led)) or follow
        if self.win_seat == self.to_act ^ 2:
            return hand
        over = 0
        for s in range(4):
            over |= hand & (above << (8 * s))
        return over or hand

    def strength(self, c: int) -> int:
        """How strongly ``c`` would stand on the trick now (0: it cannot win)."""
        return STRENGTH[self.trump][self.trick[0] >> 3 if self.trick else c >> 3][c]

    def play(self, c: int) -> None:
        seat = self.to_act
        self.hands[seat] &= ~(1 << c)
        trick = self.trick
        st = STRENGTH[self.trump][trick[0] >> 3 if trick else c >> 3][c]
        if len(trick) < 3:
            self.stack.append((c, seat, self.win_seat, self.win_str, self.leader, None))
            if st > self.win_str:
                self.win_str, self.win_seat = st, seat
            trick.append(c)
            self.to_act = (seat + self.step) & 3
            return
        saved = (c, seat, self.win_seat, self.win_str, self.leader)
        if st > self.win_str:
            self.win_str, self.win_seat = st, seat
        trick.append(c)
        table = POINTS[self.trump]
        pts = table[trick[0]] + table[trick[1]] + table[trick[2]] + table[trick[3]]
        winner = self.win_seat
        side = winner & 1
        self.tricks_won[side] += 1
        self.n_tricks += 1
        if self.n_tricks == 8:
            pts += self.last_trick_bonus(side, self.tricks_won[side] == 8)
        self.points[side] += pts
        if self.first_winner < 0:
            self.first_winner = winner
        self.stack.append(saved + ((trick, pts, side),))
        self.trick = []
        self.win_seat, self.win_str = -1, -1
        self.leader = self.to_act = winner

    def last_trick_bonus(self, side: int, every_trick: bool) -> int:
        """What the last trick adds for ``side`` that wins it: the capot's hundred when the side won ``every_trick``
        (and a capot counts for that side), else the last trick's ten."""
        capot = every_trick and (self.capot_any_side or side == self.decl_side)
        return CAPOT if capot else LAST_TRICK

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
        """Did the declaring side reach its aim (the finished hand)?"""
        return self.scoring.made(self)

    def scores(self) -> tuple[int, int]:
        """The points each side (NS, EW) scores for the finished hand, as the game's rules give them."""
        return self.scoring.scores(self)

    def value(self, side: int) -> float:
        return self.scoring.value(self, side)

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


class Scoring:
    """How a game scores a finished :class:`BeloteSim`: override ``made`` and ``scores``. ``points_weight``: a
    tie-break, the card points of the hand counted this much beside the score (0: the score alone)."""

    points_weight = 0.0

    def value(self, sim, side: int) -> float:
        """The finished hand for ``side``: its score minus the other side's, with the card points' tie-break."""
        ns, ew = self.scores(sim)
        diff = ns - ew
        if self.points_weight:
            diff += self.points_weight * (sim.points[0] - sim.points[1])
        return diff if side == 0 else -diff

    def made(self, sim: BeloteSim) -> bool:
        raise NotImplementedError

    def scores(self, sim: BeloteSim) -> tuple[int, int]:
        raise NotImplementedError


def live_mask(sim: BeloteSim) -> int:
    m = sim.hands[0] | sim.hands[1] | sim.hands[2] | sim.hands[3]
    for c in sim.trick:
        m |= 1 << c
    return m


def distinct_moves(sim: BeloteSim, legal: int, live: int | None = None) -> int:
    """``legal`` without cards that play exactly like a kept one: cards worth nothing that lie next
    to each other in the order of the cards still in play (the nine, eight, seven of a plain suit,
    the eight and seven of trumps). In All Trumps cards of other suits rank between them: none merged."""
    if sim.trump == ALL_TRUMP:
        return legal
    zero = legal & ZERO_CARDS[sim.trump]
    if not zero & ((zero >> 1) | (zero >> 2)):  # no suit with two zero cards legal: nothing to merge
        return legal
    others = -1
    for suit in range(4):
        zero = ZERO_TRUMP if suit == sim.trump else ZERO_PLAIN
        mine = (legal >> (8 * suit)) & zero
        if mine & (mine - 1) == 0:
            continue
        if others < 0:  # the cards in play are looked at only when two of the suit's zero cards are legal
            others = (live_mask(sim) if live is None else live) & ~legal
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
    if trump == ALL_TRUMP:
        if pattern:
            return 16 + TRUMP_TOP_POW[pattern]
        best = max(TRUMP_TOP_POW[(hand >> (8 * s)) & 255] for s in range(4))
        return 16 + best if best >= 0 else 0
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
    power, tops = POWER[sim.trump][c], TOP_POW[sim.trump][suit]
    return all(tops[(sim.hands[o] >> (8 * suit)) & 255] < power for o in seats)


def _is_scoring_top(sim: BeloteSim, c: int) -> bool:
    """A card worth ten or more that no other hand can beat in its suit: kept rather than thrown away."""
    me = sim.to_act
    return POINTS[sim.trump][c] >= 10 and _is_top(sim, c, (me ^ 1, me ^ 2, me ^ 3))


def _is_master(sim: BeloteSim, c: int, opponents) -> bool:
    """A plain card no opponent can beat: nobody holds a higher one, and whoever has none of the
    suit has no trump either (in All Trumps: no higher card of any suit)."""
    suit = c >> 3
    trump = sim.trump
    if trump == ALL_TRUMP:
        power = TRUMP_POW[c & 7]
        for o in opponents:
            hand = sim.hands[o]
            pattern = (hand >> (8 * suit)) & 255
            if pattern:
                if TRUMP_TOP_POW[pattern] > power:
                    return False
            elif any(TRUMP_TOP_POW[(hand >> (8 * s)) & 255] > power for s in range(4)):
                return False
        return True
    power = PLAIN_POW[c & 7]
    for o in opponents:
        pattern = (sim.hands[o] >> (8 * suit)) & 255
        if pattern:
            if PLAIN_TOP_POW[pattern] > power:
                return False
        elif trump != NO_TRUMP and sim.hands[o] & SUIT_MASK[trump]:
            return False
    return True


def _bares_ten(sim: BeloteSim, c: int, opponents) -> bool:
    """Playing ``c`` leaves a ten alone in hand while an opponent holds the ace (in All Trumps: a nine
    left alone against the jack)."""
    suit = c >> 3
    second, top = (NINE_POS, JACK_POS) if sim.trump == ALL_TRUMP else (TEN_POS, ACE_POS)
    rest = (sim.hands[sim.to_act] >> (8 * suit)) & 255 & ~(1 << (c & 7))
    if rest != 1 << second:
        return False
    return any(sim.hands[o] >> (8 * suit + top) & 1 for o in opponents)


# The seats still to play to a trick after the seat to act: by (that seat, step round the table, cards on it).
LATER = {(me, step, n): tuple((me + k * step) & 3 for k in range(1, 4 - n))
         for me in range(4) for step in (1, 3) for n in range(4)}


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
    later = LATER[me, sim.step, len(sim.trick)]
    threat = 0  # the strongest card an opponent still to play could put on the trick
    for o in later:
        if (o ^ me) & 1:
            st = _max_strength(sim, o, led)
            if st > threat:
                threat = st
    if sim.win_seat == me ^ 2 and threat < sim.win_str:
        return _smear(sim, legal)
    partner = me ^ 2
    if partner in later and _max_strength(sim, partner, led) > max(threat, sim.win_str):
        return _smear(sim, legal)
    best, best_st = -1, 99
    strength = STRENGTH[sim.trump][led]
    for c in _bits(legal):
        st = strength[c]  # sim.strength(c), written out
        if sim.win_str < st < best_st and threat < st:
            best, best_st = c, st
    if best >= 0:
        return best
    return _dump(sim, legal)


def _smear(sim: BeloteSim, legal: int) -> int:
    """Partner wins the trick: give it the most points, keeping winners and strong trumps."""
    trump = sim.trump
    plain = legal & ~SUIT_MASK[trump]
    table = POINTS[trump]
    if plain:
        spare = [c for c in _bits(plain) if not _is_scoring_top(sim, c)]
        if spare:
            power = POWER[trump]
            return max(spare, key=lambda c: (table[c], -power[c]))
        return _dump(sim, legal)
    me = sim.to_act
    spare = [c for c in _bits(legal) if not _is_top(sim, c, (me ^ 1, me ^ 3))]
    if spare:
        return max(spare, key=lambda c: (table[c], -TRUMP_POW[c & 7]))
    return min(_bits(legal), key=lambda c: TRUMP_POW[c & 7])


def _dump(sim: BeloteSim, legal: int) -> int:
    """The trick is lost: the cheapest card; trumps, winners and guarded tens kept."""
    trump = sim.trump
    plain = legal & ~SUIT_MASK[trump]
    if plain:
        me = sim.to_act
        opponents = (me ^ 1, me ^ 3)
        table, power = POINTS[trump], POWER[trump]
        return min(_bits(plain), key=lambda c: (_is_scoring_top(sim, c), table[c],
                                                _bares_ten(sim, c, opponents), power[c], -c))
    return min(_bits(legal), key=lambda c: (TRUMP_POW[c & 7], -c))


def _lead(sim: BeloteSim, legal: int) -> int:
    """A plain master first (no opponent can beat or ruff it; the declarers first draw the defenders' last
    trumps when one round takes them all), then the declarers' trumps drawn, then a small card toward
    partner's master, else the lead that gives away least."""
    me = sim.to_act
    trump = sim.trump
    opponents = (me ^ 1, me ^ 3)
    hands = sim.hands
    plain = legal & ~SUIT_MASK[trump]
    table = POINTS[trump]
    tops, bottoms = TOP[trump], BOTTOM[trump]
    masters = [8 * s + tops[s][p] for s in range(4) if s != trump
               for p in ((plain >> (8 * s)) & 255,) if p]
    masters = [c for c in masters if _is_master(sim, c, opponents)]
    declaring = trump < NO_TRUMP and me & 1 == sim.decl_side
    if declaring and (not masters or DRAW_AT_ONCE and _drawn_at_once(sim, opponents)):
        found = _draw_trumps(sim, legal)
        if found >= 0:
            return found
    if masters:
        return max(masters, key=lambda c: (table[c], c))
    partner = hands[me ^ 2]
    for s in range(4):
        p = (plain >> (8 * s)) & 255
        q = (partner >> (8 * s)) & 255
        if p and q and _is_master(sim, 8 * s + tops[s][q], opponents):
            return 8 * s + bottoms[s][p]
    return min(_bits(legal), key=lambda c: _quiet_cost(sim, c, opponents))


def _drawn_at_once(sim: BeloteSim, opponents) -> bool:
    """One round of trumps draws every trump the defenders hold (each has one at most) and at least as many
    as it costs the declarers (partner follows with one of ours too): worth it before the masters are
    cashed, or a last trump ruffs one of them."""
    trumps = SUIT_MASK[sim.trump]
    counts = [(sim.hands[o] & trumps).bit_count() for o in opponents]
    spent = 2 if sim.hands[sim.to_act ^ 2] & trumps else 1
    return max(counts) <= 1 and sum(counts) >= spent


def _draw_trumps(sim: BeloteSim, legal: int) -> int:
    """The declaring side leads trumps while the defenders hold some: the top one if it is the
    best out, else a small one if partner's is. A small trump led into the defenders' best one only
    gives them a cheap trick (-1: no trump lead)."""
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
    if TRUMP_TOP_POW[partner] > TRUMP_TOP_POW[theirs]:
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
    return (cost, -length, POWER[trump][c], c)


def rollout(sim: BeloteSim, exact_tricks: int = 1) -> None:
    """Play on with the policy until the hand is over or only ``exact_tricks`` tricks are left."""
    while sim.n_tricks < 8:
        if sim.n_tricks >= 8 - exact_tricks and not sim.trick:
            return
        sim.play(policy(sim))


def unplayed(view) -> list[Card]:
    """The cards of the 32-card deck not yet in a finished trick."""
    gone = {c for _, cards, _ in view.tricks for _, c in cards}
    return [c for c in CARD_OF if c not in gone]
