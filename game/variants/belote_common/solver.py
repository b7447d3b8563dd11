"""The exact (double-dummy) search of the belote family's play, on card points, with a transposition table.

Every score of the belote family (32 Card Bridge's contract, Belote's dedans and capot) is, for one
world, a non-decreasing function of one number: North-South's card points minus East-West's at the
end of the hand (the last trick's ten or the capot's hundred included), with one tie-break for Belote
(whether the takers won a trick at all, which decides a hand whose points are all the defenders'). A
monotone function of the result commutes with the max and the min of a game tree, so the play that is
best for the points is best for the score: the search plays for the points, and each game turns the
result into its score. Points are additive, so the value of the tricks still to play depends only on
the cards left, who leads and who has won every trick so far (for the capot): that is the table's key,
and positions reached by different orders of play (and by the different first cards of one decision)
are solved once.

The result of a search is encoded as ``2 * (NS points - EW points) + sign * taken`` where ``taken`` is 1
when the declaring side has won a trick and ``sign`` is +1 when the declarers are North-South (-1
otherwise): the points difference is always even, so the encoding keeps the order of (points, taken).
"""

from __future__ import annotations

from game.ai.search import Outcome

from .sim import POINTS, STRENGTH, TRUMP_ABOVE, TRUMP_TOP_POW, BeloteSim, distinct_moves, policy, rollout

BIG = 10 ** 9  # beyond any encoded value and any count of cards tried


def current_value(sim: BeloteSim) -> int:
    """The encoded value of the tricks already played."""
    decl = sim.decl_side
    taken = 1 if sim.tricks_won[decl] else 0
    sign = 1 if decl == 0 else -1
    return 2 * (sim.points[0] - sim.points[1]) + sign * taken


def _suit_points(table: list) -> list[int]:
    return [sum(table[pos] for pos in range(8) if pattern >> pos & 1) for pattern in range(256)]


SUIT_POINTS = [[_suit_points(POINTS[t][8 * s:8 * s + 8]) for s in range(4)] for t in range(6)]


def value_bounds(sim: BeloteSim) -> tuple[int, int]:
    """How far the encoded value of a position between tricks can still move down and up: every point left
    may go either way, but the trumps a side holds above all of the other side's are its own (nothing can
    beat them on any trick), and the last trick adds a capot's hundred only for a side that has won every
    trick so far (and can still: the other holds none of those sure trumps), else its ten; the declarers
    may still take their first trick (one either way)."""
    hands = sim.hands
    ns, ew = hands[0] | hands[2], hands[1] | hands[3]
    live = ns | ew
    t = sim.trump
    table = SUIT_POINTS[t]
    left = table[0][live & 255] + table[1][live >> 8 & 255] + table[2][live >> 16 & 255] + table[3][live >> 24]
    sure_ns = sure_ew = 0
    if t < 4:
        shift = 8 * t
        ns_trumps, ew_trumps = ns >> shift & 255, ew >> shift & 255
        sure_ns = table[t][ns_trumps & TRUMP_ABOVE[TRUMP_TOP_POW[ew_trumps] + 1]]
        sure_ew = table[t][ew_trumps & TRUMP_ABOVE[TRUMP_TOP_POW[ns_trumps] + 1]]
        ns_wins = ns_trumps and TRUMP_TOP_POW[ns_trumps] > TRUMP_TOP_POW[ew_trumps]
        ew_wins = ew_trumps and not ns_wins
    else:
        ns_wins = ew_wins = False
    n = sim.n_tricks
    won = sim.tricks_won
    bonus_ns = sim.last_trick_bonus(0, won[0] == n and not ew_wins)
    bonus_ew = sim.last_trick_bonus(1, won[1] == n and not ns_wins)
    return 2 * (2 * sure_ns - left - bonus_ew) - 1, 2 * (left - 2 * sure_ew + bonus_ns) + 1


class WorkLimitReached(Exception):
    """A search stopped when its cards tried passed the solver's ``limit``."""


def last_trick_won(hands: list[int], leader: int, step: int, trump: int) -> tuple[int, int]:
    """(the winner, the card points) of the last trick, one card in each of ``hands``, led by ``leader``."""
    points = POINTS[trump]
    lead = hands[leader].bit_length() - 1
    strength = STRENGTH[trump][lead >> 3]
    best, winner, pts = strength[lead], leader, points[lead]
    seat = leader
    for _ in range(3):
        seat = (seat + step) & 3
        c = hands[seat].bit_length() - 1
        pts += points[c]
        if strength[c] > best:
            best, winner = strength[c], seat
    return winner, pts


class Solver:
    """Exact values of positions of one world; the table is kept between calls, so the first cards of
    one decision share what their searches found. ``nodes`` counts the cards tried (and the cards the
    rollouts before the search played: a measure of the work done); a search that has tried more than
    ``limit`` raises :class:`WorkLimitReached`."""

    def __init__(self, limit: int = BIG) -> None:
        self.table: dict = {}
        self.nodes = 0
        self.limit = limit

    def value(self, sim: BeloteSim) -> int:
        """The encoded result of the hand (see the module's text), every card from now on played at best."""
        return self._search(sim, -BIG, BIG)

    def _search(self, sim: BeloteSim, alpha: int, beta: int) -> int:
        n_tricks = sim.n_tricks
        if n_tricks == 8:
            return current_value(sim)
        trick = sim.trick
        key = None
        hint = -1
        if not trick:
            if n_tricks == 7:
                return self._last_trick(sim)
            if self.nodes > self.limit:
                raise WorkLimitReached
            hands = sim.hands
            won = sim.tricks_won
            # which side has won every trick so far (0, 1), none played yet (2), or both have won one (3)
            capot = 2 if not n_tricks else 0 if won[0] == n_tricks else 1 if won[1] == n_tricks else 3
            key = (hands[0], hands[1], hands[2], hands[3], sim.leader, capot)
            decl = sim.decl_side
            points = sim.points
            here = 2 * (points[0] - points[1]) + ((1 if won[decl] else 0) if decl == 0 else (-1 if won[decl] else 0))
            entry = self.table.get(key)
            if entry is not None:
                low, high, hint = entry[0] + here, entry[1] + here, entry[2]
                if low == high or low >= beta:
                    return low
                if high <= alpha:
                    return high
                if low > alpha:
                    alpha = low
                if high < beta:
                    beta = high
            else:
                low, high = value_bounds(sim)
                if here + high <= alpha:
                    return here + high
                if here + low >= beta:
                    return here + low
            alpha0, beta0 = alpha, beta
        seat = sim.to_act
        maximizing = seat & 1 == 0
        best, best_move = (-BIG if maximizing else BIG), -1
        first = True
        moves = self._moves(sim, hint)
        # The moves are played here rather than by sim.play and sim.undo (the same changes, without their calls
        # and their stack): the search's inner loop.
        hands = sim.hands
        held = hands[seat]
        on_table = len(trick)
        win_seat, win_str, leader = sim.win_seat, sim.win_str, sim.leader
        trump = sim.trump
        strengths = STRENGTH[trump][trick[0] >> 3] if trick else None
        next_seat = (seat + sim.step) & 3
        completes = on_table == 3
        if completes and n_tricks == 6:
            return self._seventh_trick_closed(sim, moves, alpha, beta, maximizing)
        search = self._search
        for move in moves:
            self.nodes += 1
            hands[seat] = held & ~(1 << move)
            st = (strengths or STRENGTH[trump][move >> 3])[move]
            if not completes:
                if st > win_str:
                    sim.win_str, sim.win_seat = st, seat
                trick.append(move)
                sim.to_act = next_seat
            else:
                winner = seat if st > win_str else win_seat
                table = POINTS[trump]
                pts = table[trick[0]] + table[trick[1]] + table[trick[2]] + table[move]
                side = winner & 1
                won = sim.tricks_won
                won[side] += 1
                sim.n_tricks = n_tricks + 1
                if n_tricks == 7:
                    pts += sim.last_trick_bonus(side, won[side] == 8)
                sim.points[side] += pts
                if sim.first_winner < 0:
                    sim.first_winner = winner
                trick.append(move)
                sim.trick = []
                sim.win_seat, sim.win_str = -1, -1
                sim.leader = sim.to_act = winner
            # Principal variation search: the first card in the full window, a later one first only whether it
            # beats the best so far (a null window), searched again in the window left when it does.
            if first:
                v = search(sim, alpha, beta)
            elif maximizing:
                v = search(sim, alpha, alpha + 1)
                if alpha < v < beta:
                    v = search(sim, v - 1, beta)
            else:
                v = search(sim, beta - 1, beta)
                if alpha < v < beta:
                    v = search(sim, alpha, v + 1)
            if not completes:
                trick.pop()
                sim.win_str, sim.win_seat = win_str, win_seat
            else:
                sim.points[side] -= pts
                won[side] -= 1
                sim.n_tricks = n_tricks
                trick.pop()
                sim.trick = trick
                sim.win_seat, sim.win_str, sim.leader = win_seat, win_str, leader
            hands[seat] = held
            sim.to_act = seat
            first = False
            if maximizing:
                if v > best:
                    best, best_move = v, move
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
            elif v < best:
                best, best_move = v, move
                if v < beta:
                    beta = v
                    if alpha >= beta:
                        break
        if key is not None:
            low, high, _ = self.table.get(key, (-BIG, BIG, -1))
            rest = best - here
            if best <= alpha0:
                high = min(high, rest)
            elif best >= beta0:
                low = max(low, rest)
            else:
                low = high = rest
            self.table[key] = (low, high, best_move)
        return best

    def _seventh_trick_closed(self, sim: BeloteSim, moves: list[int], alpha: int, beta: int, maximizing: bool) -> int:
        """The value of the last card of the seventh trick, ``moves`` tried in their order with the cut-offs of
        :meth:`_search` (each counted as a card tried): each one's result counted without playing it, the last
        trick following by itself (as :meth:`_last_trick` counts it)."""
        seat, hands, trump, step, decl = sim.to_act, sim.hands, sim.trump, sim.step, sim.decl_side
        trick, won = sim.trick, sim.tricks_won
        points = POINTS[trump]
        strength = STRENGTH[trump][trick[0] >> 3]
        trick_points = points[trick[0]] + points[trick[1]] + points[trick[2]]
        win_str, win_seat = sim.win_str, sim.win_seat
        diff = sim.points[0] - sim.points[1]
        last = hands[:]
        best = -BIG if maximizing else BIG
        for move in moves:
            self.nodes += 1
            winner = seat if strength[move] > win_str else win_seat
            if sim.first_winner < 0:
                sim.first_winner = winner
            side = winner & 1
            pts = trick_points + points[move]
            value = diff + pts if side == 0 else diff - pts
            last[seat] = hands[seat] & ~(1 << move)
            last_winner, pts = last_trick_won(last, winner, step, trump)  # led by the seventh trick's winner
            last_side = last_winner & 1
            pts += sim.last_trick_bonus(last_side, won[last_side] + (side == last_side) == 7)
            value += pts if last_side == 0 else -pts
            taken = 1 if won[decl] or side == decl or last_side == decl else 0
            v = 2 * value + (taken if decl == 0 else -taken)
            if maximizing:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
            elif v < best:
                best = v
                if v < beta:
                    beta = v
                    if alpha >= beta:
                        break
        return best

    def at_least(self, sim: BeloteSim, target: int) -> tuple[bool, int]:
        """Whether the encoded result reaches ``target`` (a null-window search, far cheaper than :meth:`value`),
        and the bound found: the result is at least it when the answer is yes, at most it when no."""
        found = self._search(sim, target - 1, target)
        return found >= target, found

    @staticmethod
    def _last_trick(sim: BeloteSim) -> int:
        """The encoded result once the last trick (one card in each hand) is played, counted without playing it."""
        winner, pts = last_trick_won(sim.hands, sim.leader, sim.step, sim.trump)
        side, decl = winner & 1, sim.decl_side
        pts += sim.last_trick_bonus(side, sim.tricks_won[side] == 7)
        diff = sim.points[0] - sim.points[1] + (pts if side == 0 else -pts)
        taken = 1 if sim.tricks_won[decl] or side == decl else 0
        return 2 * diff + (taken if decl == 0 else -taken)

    @staticmethod
    def _moves(sim: BeloteSim, hint: int) -> list[int]:
        """The cards worth trying, likely best first: to lead, the card that was best when the position was
        searched before, else the rollout policy's; to follow, the cheapest card that beats the trick,
        the most points on partner's trick, the fewest on a trick lost."""
        trick = sim.trick
        if sim.pair_order:
            legal = sim.legal()
        else:
            legal = sim._legal() if trick else sim.hands[sim.to_act]  # sim.legal(), written out
        if legal & (legal - 1) == 0:
            return [legal.bit_length() - 1]
        legal = distinct = distinct_moves(sim, legal)
        cards = []
        while legal:
            low = legal & -legal
            cards.append(low.bit_length() - 1)
            legal ^= low
        if len(cards) == 1:
            return cards
        if not trick:
            first = hint if hint in cards else policy(sim, distinct)
            cards.remove(first)
            return [first] + cards
        points = POINTS[sim.trump]
        if sim.win_seat == sim.to_act ^ 2:
            cards.sort(key=points.__getitem__, reverse=True)  # a stable sort, equal points in their order
        else:
            # Cards that beat the trick first, the weakest first, then the others by their points (a strength is
            # at most 24, under the 64 added to the points).
            winning = sim.win_str
            strength = STRENGTH[sim.trump][trick[0] >> 3]
            cards.sort(key=lambda c: st if (st := strength[c]) > winning else 64 + points[c])
        return cards


class _Final:
    """A finished hand as a scoring object reads it: the points, the tricks and the declaring side."""

    __slots__ = ("points", "tricks_won", "decl_side", "n_tricks")

    def __init__(self, points, tricks_won, decl_side: int) -> None:
        self.points, self.tricks_won, self.decl_side, self.n_tricks = points, tricks_won, decl_side, 8


def final_of(encoded: int, decl_side: int) -> _Final:
    """A finished hand with the encoded result (points of each side, who won tricks)."""
    taken = encoded & 1
    sign = 1 if decl_side == 0 else -1
    diff = (encoded - sign * taken) // 2
    if abs(diff) > 162:  # a capot: every trick and the hundred to one side
        winner = 0 if diff > 0 else 1
        points, tricks = [0, 0], [0, 0]
        points[winner], tricks[winner] = abs(diff), 8
        return _Final(points, tricks, decl_side)
    ns = (162 + diff) // 2
    tricks = [4, 4]
    if not taken:  # the declarers won no trick
        tricks[decl_side], tricks[1 - decl_side] = 0, 8
    return _Final([ns, 162 - ns], tricks, decl_side)


def made_threshold(sim: BeloteSim) -> int:
    """The encoded result where the contract changes hands: the least at which North-South reach their aim
    (the declarers make, or the defenders defeat the contract), by the game's scoring of ``sim``."""
    decl = sim.decl_side

    def ns_ahead(encoded: int) -> bool:
        return sim.scoring.made(final_of(encoded, decl)) == (decl == 0)

    low, high = -2 * 252 - 1, 2 * 252 + 2  # ns_ahead(high) holds, ns_ahead(low) does not
    while high - low > 1:
        middle = (low + high) // 2
        if ns_ahead(middle):
            high = middle
        else:
            low = middle
    return high


def score_value(sim: BeloteSim, encoded: int, side: int) -> float:
    """What the encoded result is worth to ``side`` by the game's score (its points minus the other's, with
    the game's tie-break on card points)."""
    return sim.scoring.value(final_of(encoded, sim.decl_side), side)


def solve_value(sim: BeloteSim, side: int, solver: Solver | None = None) -> float:
    """The score for ``side`` of the position of ``sim`` (left unchanged), both sides playing their best."""
    return score_value(sim, (solver or Solver()).value(sim), side)



def finish_value(sim: BeloteSim, side: int, exact_tricks: int = 1, solver: Solver | None = None) -> float:
    """The result for ``side`` of the position played out: the rollout policy, then the last
    ``exact_tricks`` tricks exactly. ``sim`` is played on."""
    solver = solver or Solver()
    before = 4 * sim.n_tricks + len(sim.trick)
    rollout(sim, exact_tricks)
    solver.nodes += 4 * sim.n_tricks + len(sim.trick) - before  # the rollout's cards count as work too
    if sim.n_tricks == 8:
        return sim.value(side)
    return solve_value(sim, side, solver)


def card_outcome(sim: BeloteSim, c: int, side: int, exact_tricks: int, solver: Solver | None = None) -> Outcome:
    """Card ``c`` played in the world ``sim`` (left unchanged) and the hand finished: the result for
    ``side``, whether that side scores more than the other (a made contract leaves the declarers ahead
    on the hand, a defeated one behind), and whether ``c`` won its trick for the side. ``solver``: a
    table shared by the cards of one world."""
    trial = sim.copy()
    trial.first_winner = -1
    trial.play(c)
    value = finish_value(trial, side, exact_tricks, solver)
    return Outcome(value, value > 0, trial.first_winner >= 0 and trial.first_winner & 1 == side)


def exact_outcome(sim: BeloteSim, c: int, side: int, solver: Solver | None = None) -> Outcome:
    """Like :func:`card_outcome`, with every card after ``c`` chosen by the exact search, the rest of
    the current trick included (for the last few cards of a hand)."""
    trial = sim.copy()
    trial.play(c)
    value = solve_value(trial, side, solver)
    return Outcome(value, value > 0)
