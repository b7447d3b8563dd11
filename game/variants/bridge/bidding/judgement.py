"""Bidding judgement where the tables stop: find the best strain, add up the partnership's points, and bid the
part-score, game or slam they are worth (with the part-score below the line), compete, sacrifice modestly and
double the opponents when they overreach. Also the general meaning of calls made in such situations."""

from __future__ import annotations

from game.engine.actions import DOUBLE, PASS, REDOUBLE, Action, Bid, bid
from game.engine.seats import Seat
from game.engine.wording import counted

from ..auction import BID_RANK
from .evaluation import MAJORS, MINORS, SUITS, HandInfo, suit_name
from .model import SLAM_ASKS, BidMeaning, Context, call_text, strain_of

PLAN_WORDS = {"grand slam": "we have enough for a grand slam", "slam": "we have enough for a small slam",
              "game": "we have enough for game", "invitation": "it invites game",
              "competition": "I compete for the contract", "part-score": "a part-score is where we belong"}
GAME_POINTS = 25
MINOR_GAME_POINTS = 28  # five of a minor: eleven tricks
HALF_THE_POINTS = 20
SLAM_POINTS = 33
EXPERT_SLAM_POINTS = 32  # the Expert's suit slams: a point lighter (the double-dummy par on deals 900001-900199);
# in no trumps it needs 33 like the others (6NT one down on 910136: no trumps to ruff with)
GRAND_POINTS = 37
SHAPE_SLAM_TRUMPS = 9  # the Expert's slam from losing tricks rather than points: with this many trumps together
SHAPE_SLAM_POINTS = 28  # and at least these points
WEAK_HAND = 11  # the most points a weak opening shows
LIMITED_HAND = 12  # the most points of a hand that has already limited itself (1S 1NT: 6 to 10, read as up to 12)
WIDE_RANGE = 6  # a range of more points than this (an opening's 12 to 21) says little about the hand
NATURAL_NT_KINDS = ("nt", "quantitative", "opening")


# ---------------------------------------------------------------- choosing

def valuation(h: HandInfo, strain: str, fit: bool, skill: str) -> int:
    """My points for a contract in ``strain``."""
    if strain == "NT" or not fit:
        points = h.hcp + (h.length_points if strain != "NT" else 0)
    else:
        points = max(h.support_points(strain), h.total_points)
    if skill == "expert":
        if h.shape == (4, 3, 3, 3):
            points -= 1
        points += sum(1 for s in SUITS if h.length(s) >= 5 and h.honours(s, 5) >= 3)
    return points


def placed_honours(h: HandInfo, ctx: Context) -> int:
    """The Expert's points for where its honours sit, from the suits shown (four cards or more): a king or queen
    in partner's suit is a point more (it fills partner's suit); a king, queen or jack without the ace in the
    suit of the opponent on my left is a point less (their ace sits over it); a king in the suit of the opponent
    on my right is a point more (it sits over their ace)."""
    partner, left, right = ctx.partner_shown, ctx.shown[ctx.seat.left], ctx.shown[ctx.seat.right]
    points = 0
    for s in SUITS:
        held = h.ranks[s]
        if partner.min_len(s) >= 4:
            points += sum(1 for r in held if r in "KQ")
        if left.min_len(s) >= 4 and "A" not in held:
            points -= sum(1 for r in held if r in "KQJ")
        if right.min_len(s) >= 4 and "K" in held:
            points += 1
    return points


def best_strain(h: HandInfo, ctx: Context) -> tuple[str, int]:
    """The strain to aim for and the trumps we hold together in it (0 for no trumps)."""
    pd = ctx.partner_shown
    totals = {s: h.length(s) + partner_length(ctx, s) for s in SUITS}
    fits = [s for s in SUITS if totals[s] >= 8]
    major_fits = [s for s in fits if s in MAJORS]
    if major_fits:
        s = max(major_fits, key=lambda s: totals[s])
        return s, totals[s]
    opponents = their_strains(ctx)
    covered = stopped_by_partner(ctx)  # partner's natural no trumps stopped the suits they named before it
    stopped = all(h.stopper(s) or s in covered for s in opponents)
    own = longest_of_ours(h, ctx)
    if own in MAJORS and h.length(own) >= 6 and own not in opponents:
        return own, totals[own]  # a six-card major plays better than no trumps opposite two small
    long_minor = [s for s in fits if totals[s] >= 10]  # ten trumps in a minor take more tricks than no trumps
    if (h.semi_balanced or pd.balanced or partner_bid_nt(ctx)) and stopped and not (long_minor and not h.balanced):
        return "NT", 0
    if fits:
        s = max(fits, key=lambda s: totals[s])
        return s, totals[s]
    if h.length(own) >= 6 or (h.length(own) >= 5 and pd.min_len(own) >= 2):
        return own, totals[own]
    partners = pd.suits()
    if partners and pd.min_len(partners[0]) >= 5 and h.length(partners[0]) >= 2:
        return partners[0], totals[partners[0]]
    if stopped:
        return "NT", 0
    return own, totals[own]


def partner_length(ctx: Context, suit: str) -> int:
    """The fewest cards partner has shown in ``suit``; in a contested auction, where the fit decides how high we
    compete, a balanced hand (a no trump bid) counts with two at least."""
    pd = ctx.partner_shown
    return max(pd.min_len(suit), 2 if pd.balanced and ctx.contested else 0)


def longest_of_ours(h: HandInfo, ctx: Context) -> str:
    """My longest suit among those no opponent has shown four cards in (their suit is theirs, not our trumps)."""
    theirs = {s for s in SUITS for seat in (ctx.seat.left, ctx.seat.right) if ctx.shown[seat].min_len(s) >= 4}
    free = [s for s in SUITS if s not in theirs] or list(SUITS)
    return max(free, key=lambda s: (h.length(s), -SUITS.index(s)))


def partner_bid_nt(ctx: Context) -> bool:
    """Partner's last bid was a natural no trump (which promises the opponents' suits stopped)."""
    last = ctx.last_real_of(ctx.partner)
    return last is not None and last[1].strain == "NT" and last[1].kind in NATURAL_NT_KINDS


def stopped_by_partner(ctx: Context) -> list[str]:
    """The opponents' suits named before partner's last bid, when it was a natural no trump: its stoppers."""
    calls = ctx.calls_of(ctx.partner)
    last = next(((i, c) for i, c in reversed(calls) if c is not PASS), None)
    if last is None or not partner_bid_nt(ctx):
        return []
    return their_strains(ctx, before=last[0])


def their_strains(ctx: Context, before: int | None = None) -> list[str]:
    found = []
    for i, m in enumerate(ctx.meanings[:before]):
        if ctx.auction.seat_of(i).side != ctx.side and m.strain in tuple(SUITS) and not m.artificial:
            if m.strain not in found:
                found.append(m.strain)
    return found


def partner_is_captain(ctx: Context) -> bool:
    """Partner asked with Blackwood and then chose the contract."""
    calls = ctx.calls_of(ctx.partner)
    asked = any(ctx.meanings[i].kind in SLAM_ASKS for i, _ in calls)
    last = ctx.last_real_of(ctx.partner)
    return asked and last is not None and last[1].kind not in SLAM_ASKS


def free_bid(h: HandInfo, ctx: Context, skill: str) -> tuple[Action, list[str]]:
    if partner_is_captain(ctx):
        return PASS, ["My partner asked for key cards and then chose the contract, so I pass: the decision is my "
                      "partner's."]
    partner_last = ctx.last_of(ctx.partner)
    if (partner_last and partner_last[0] is DOUBLE and partner_last[1].kind == "penalty"
            and ctx.rho_call is PASS):
        return PASS, ["My partner doubled for penalty, so I pass and leave the double in."]
    if our_convention_doubled(ctx):
        return forced_bid(h, ctx, "Our last bid was artificial and the opponents doubled it.",
                          "We cannot play in a suit nobody has shown")
    invitation = ctx.last_real_of(ctx.partner)
    if invitation is not None and invitation[1].kind == "quantitative" and ctx.auction.last_bid is invitation[0]:
        return answer_quantitative(h, ctx)
    usual = rule_of_thumb_bid(h, ctx, skill)
    invited = accept_invitation(h, ctx)
    if invited is not None and not aims_at_slam(usual[0]):
        usual = invited
    return usual


def our_convention_doubled(ctx: Context) -> bool:
    """My last bid was artificial (a strong 2♣, Stayman, a transfer), the opponents doubled it and it has come
    back to me: it said nothing about the suit it names, so I do not leave it to be played (partner may pass
    the double first, having nothing to add)."""
    calls = ctx.auction.calls
    if not ctx.ours_last or DOUBLE not in calls:
        return False
    last = max(i for i, c in enumerate(calls) if isinstance(c, Bid))
    return ctx.auction.seat_of(last) == ctx.seat and ctx.meanings[last].artificial and DOUBLE in calls[last + 1:]


def rule_of_thumb_bid(h: HandInfo, ctx: Context, skill: str) -> tuple[Action, list[str]]:
    """The best strain, the points the two hands hold together and the level they are worth."""
    double = penalty_double(h, ctx)
    if double:
        return DOUBLE, double
    strain, trumps = best_strain(h, ctx)
    if strain in SUITS and not ctx.contested and h.self_sufficient(strain):
        trumps = max(trumps, 8)  # a suit that needs no support counts as a fit
    fit = trumps >= 8
    mine = valuation(h, strain, fit, skill)
    if skill == "expert":
        mine += placed_honours(h, ctx)
    partner = ctx.partner_shown.estimate()
    combined = mine + partner
    sacrifice = sacrifice_bid(h, ctx, strain, trumps, combined)
    if sacrifice:
        return sacrifice
    slam_points = EXPERT_SLAM_POINTS if skill == "expert" and strain != "NT" else SLAM_POINTS
    target, plan = target_level(ctx, strain, trumps, combined, slam_points)
    if plan == "competition" and not honest_competition(h, ctx, strain, trumps):
        target, plan = 1, "part-score"  # no suit to compete in: a part-score decision (pass, or my own suit)
    if skill == "expert" and plan in ("slam", "grand slam") and fit:
        target, plan = slam_the_tricks_allow(h, ctx, strain, target, plan, trumps)
    elif skill == "expert" and plan == "game" and shape_slam(h, ctx, strain, trumps, combined):
        target, plan = 6, "slam"
    where = (f"we have {trumps} {suit_name(strain)} between us" if fit
             else f"the best place looks like {suit_name(strain)}")
    why = (f"I count {counted(mine, 'point')} and expect about {partner} from my partner, {combined} together; "
           f"{where}.")
    corrected = major_over_partners_nt_game(h, ctx, plan)
    if corrected is not None:
        return corrected, [why, f"My partner chose 3NT knowing five {suit_name(strain_of(corrected))} of mine; I "
                                f"hold six and my partner at least two, so I bid {call_text(corrected)}: the "
                                "eight-card fit plays the major suit game."]
    if plan == "slam" and strain == "NT" and quantitative_try(ctx, mine):
        return bid(4, "NT"), [why, f"With the fewest points my partner's no trump bid promises, "
                                   f"{ctx.partner_shown.lo}, we would be short of a slam, so I bid 4NT: it asks my "
                                   "partner to bid 6NT with more than that (it is not Blackwood here)."]
    return place(h, ctx, strain, target, plan, why)


def major_over_partners_nt_game(h: HandInfo, ctx: Context, plan: str) -> Bid | None:
    """Partner chose 3NT after I had shown exactly five cards of a major (1D 1S 1NT 3S 3NT: partner holds two spades,
    a balanced hand): with six of it, four of the major, the eight-card fit, rather than a pass."""
    last = ctx.auction.last_bid
    if plan in ("slam", "grand slam") or last is None or str(last) != "3NT" or not partner_bid_nt(ctx):
        return None
    if ctx.auction.last_bidder != ctx.partner:
        return None
    major = six_card_major_opposite_two(h, ctx, shown=5)
    if major is None or ctx.my_shown.lengths[major][1] != 5 or not ctx.legal(bid(4, major)):
        return None  # partner chose knowing I might hold six (1H 1S 2H 3NT): no trumps it is
    return bid(4, major)


def six_card_major_opposite_two(h: HandInfo, ctx: Context, shown: int) -> str | None:
    """A major I have bid showing ``shown`` cards (at least), hold six of and so have one more than partner knows
    of, partner balanced or showing two: eight trumps together, the major suit game rather than 3NT."""
    pd = ctx.partner_shown
    for major in MAJORS:
        if ctx.my_shown.min_len(major) == shown and h.length(major) >= 6 and (pd.min_len(major) >= 2 or pd.balanced):
            return major
    return None


def quantitative_try(ctx: Context, mine: int) -> bool:
    """Partner's last bid was a natural no trump with a range (2♣ 2NT: 8 points or more), and my points make the
    slam's with what partner is expected to hold but not with the fewest: 4NT invites 6NT, as it does over a no
    trump opening, rather than bidding the slam on partner's expected points."""
    return (four_nt_is_natural(ctx) and ctx.legal(bid(4, "NT")) and mine + ctx.partner_shown.lo < SLAM_POINTS
            and not any(m.kind == "quantitative" for m in ctx.meanings))


def quantitative_range(ctx: Context) -> tuple[int, int]:
    """The points a natural 4NT shows when the bidder's partner bid no trumps last: those that make a slam (33)
    with the points that partner is expected to hold but not with the fewest."""
    pd = ctx.partner_shown
    lo = max(ctx.my_shown.lo, SLAM_POINTS - pd.estimate())
    return lo, max(lo, SLAM_POINTS - 1 - pd.lo)


def answer_quantitative(h: HandInfo, ctx: Context) -> tuple[Action, list[str]]:
    """Partner's natural 4NT invites 6NT: the slam when my points and the fewest partner's 4NT shows make 33, else
    a pass."""
    slam = bid(6, "NT")
    if h.hcp + ctx.partner_shown.lo >= SLAM_POINTS:
        return slam, [f"My partner's 4NT invites 6NT, and my {counted(h.hcp, 'point')} with the fewest my partner "
                      "shows make the 33 a slam needs, so I bid 6NT."]
    return PASS, [f"My partner's 4NT invites 6NT, but my {counted(h.hcp, 'point')} with the fewest my partner "
                  "shows fall short of the 33 a slam needs, so I pass."]


def target_level(ctx: Context, strain: str, trumps: int, combined: int,
                 slam_points: int = SLAM_POINTS) -> tuple[int, str]:
    game = ctx.game_level(strain)
    fit = trumps >= 8
    if combined >= GRAND_POINTS and (fit or strain == "NT"):
        return 7, "grand slam"
    if combined >= slam_points and (fit or strain == "NT"):
        return 6, "slam"
    minor_game = strain in MINORS and game >= 5 and not ctx.contested
    if combined >= (MINOR_GAME_POINTS if minor_game else GAME_POINTS):
        return game, "game"
    if minor_game and combined >= GAME_POINTS - 2:
        return 3, "part-score"  # eleven tricks need more: no invitation past 3NT either
    pd = ctx.partner_shown
    if combined >= GAME_POINTS - 2 and pd.hi - pd.lo >= 2 and game >= 2 and not ctx.contested:
        return game - 1, "invitation"
    extra = 1 if combined >= GAME_POINTS - 2 else 0  # with a fit, the values to invite compete a level higher
    if ctx.contested and fit:
        return min(game, max(2, trumps - 6) + extra), "competition"  # as many tricks as trumps held together
    if ctx.contested and combined >= HALF_THE_POINTS:  # without a fit, compete only with half the deck, and
        return (2 if strain != "NT" else 1), "competition"  # no higher than two: the three level needs the trumps
    return 1, "part-score"


def slam_the_tricks_allow(h: HandInfo, ctx: Context, strain: str, target: int, plan: str,
                          trumps: int = 8) -> tuple[int, str]:
    """The points are there for a slam; the losing tricks say whether the tricks are: a grand slam short of them
    may still be a small slam, a small slam short of them is a game."""
    losers = losing_tricks(h, ctx) - max(0, trumps - 8)  # each trump past eight ruffs a loser away
    if target == 7 and losers > 18 - 7:
        target, plan = 6, "slam"
    if target == 6 and losers > 18 - 6:
        target, plan = ctx.game_level(strain), "game"
    return target, plan


def shape_slam(h: HandInfo, ctx: Context, strain: str, trumps: int, combined: int) -> bool:
    """A slam the points alone do not show: nine trumps together or more, the suit agreed so that 4NT asks for key
    cards (two missing stop at five), and losing tricks that leave twelve. Not once partner has chosen the game or
    invited it (partner judged the slam already, seeing both what I showed and its own hand), nor after my weak
    opening (partner is the captain)."""
    if strain not in SUITS or trumps < SHAPE_SLAM_TRUMPS or combined < SHAPE_SLAM_POINTS:
        return False
    if not can_ask_aces(ctx) or agreed_suit(ctx) != strain or partner_chose_game(ctx):
        return False
    partner = ctx.last_real_of(ctx.partner)
    if ctx.my_shown.hi <= WEAK_HAND or (partner is not None and partner[1].invitational):
        return False  # partner's invitation, or my weak opening, already set the limits: the slam is not in view
    return losing_tricks(h, ctx) <= 18 - 6


def losing_tricks(h: HandInfo, ctx: Context) -> int:
    """The losing-trick count of the two hands in a fit: mine, and partner's from the points partner showed,
    eleven less a third of them (an opening of 13 has about seven losers, 19 points five); the tricks we take
    are 24 less the two."""
    partner = round(11 - ctx.partner_shown.estimate() / 3)
    return h.losers + min(10, max(3, partner))


def acceptable(ctx: Context, strain: str, h: HandInfo) -> bool:
    """Our side holds the contract in a strain I can live with."""
    last = ctx.auction.last_bid
    if not ctx.ours_last or last is None:
        return False
    ours = strain_of(last)
    if ours == strain:
        return True
    if ours == "NT":
        return h.semi_balanced
    if preference(ctx, strain, h) is not None:
        return False
    return h.length(ours) + ctx.partner_shown.min_len(ours) >= 7 or ctx.partner_shown.min_len(ours) >= 6


def preference(ctx: Context, strain: str, h: HandInfo) -> Bid | None:
    """The bid that moves our side's suit contract to ``strain`` at the same level, when we hold eight trumps or
    more there and fewer in the suit we are in."""
    last, pd = ctx.auction.last_bid, ctx.partner_shown
    cheapest = ctx.cheapest(strain)
    if last is None or strain not in SUITS or strain_of(last) not in SUITS or cheapest is None:
        return None
    ours = strain_of(last)
    more_trumps = h.length(strain) + pd.min_len(strain) >= 8 > h.length(ours) + pd.min_len(ours)
    return cheapest if more_trumps and cheapest.amount <= last.amount else None


def place(h: HandInfo, ctx: Context, strain: str, target: int, plan: str, why: str) -> tuple[Action, list[str]]:
    auction = ctx.auction
    last = auction.last_bid
    forced = ctx.partner_forcing()
    if plan in ("slam", "grand slam") and strain in SUITS and can_ask_aces(ctx) and agreed_suit(ctx) == strain:
        return bid(4, "NT"), [why, "Slam is possible, so I bid 4NT (Roman Key Card Blackwood) to ask my partner "
                                   f"how many key cards we have: the four aces and the king of {suit_name(strain)}."]
    wanted = bid(target, strain)
    if last is not None and acceptable(ctx, strain, h) and high_enough(ctx, last, strain, target, plan) and not forced:
        return PASS, [why, f"{call_text(last)} is high enough for what we hold, so I pass."]
    if last is not None and plan not in ("slam", "grand slam") and not forced and partner_chose_game(ctx):
        return PASS, [why, f"My partner chose the game, {call_text(last)}, and we have no slam in view, so I pass."]
    if ctx.legal(wanted) and (plan != "part-score" or not ctx.ours_last or not acceptable(ctx, strain, h)):
        return wanted, [why, f"I bid {call_text(wanted)}: {PLAN_WORDS[plan]}."]
    moved = preference(ctx, strain, h) if ctx.ours_last else None
    if moved is not None and last is not None:  # a preference moves our last bid, so there is one
        return moved, [why, f"I bid {call_text(moved)}: we have more trumps in {suit_name(strain)} than in "
                            f"{suit_name(strain_of(last))}, at the same level."]
    competing = part_score_competition(h, ctx, strain) if plan == "part-score" else None
    if competing is not None:
        own = "" if strain_of(competing) == strain else f" in my own long suit, {suit_name(strain_of(competing))}"
        return competing, [why, f"I bid {call_text(competing)} to compete for the part-score{own}."]
    if forced:
        return forced_bid(h, ctx, why)
    return PASS, [why, "Bidding higher would be too risky, so I pass."]


def honest_competition(h: HandInfo, ctx: Context, strain: str, trumps: int) -> bool:
    """A competitive bid in ``strain`` says what its general meaning says. With eight trumps together, any suit;
    else never a suit an opponent named (that bid is a cue bid, not trumps); partner's five-card suit with two
    cards, a suit partner named with three; a suit I bid already again with six cards (or the five-card major I
    opened); a new suit with five cards, or four when partner doubled for takeout (the double promised
    support)."""
    if strain == "NT" or trumps >= 8:
        return True
    if strain in their_strains(ctx):
        return False
    if ctx.partner_shown.min_len(strain) >= 5:
        return h.length(strain) >= 2
    if last_strain_of(ctx, ctx.partner) == strain or ctx.partner_shown.min_len(strain) >= 3:
        return h.length(strain) >= raise_length(ctx.partner_shown.min_len(strain))  # a raise: support
    if ctx.my_shown.min_len(strain) >= 4:
        return h.length(strain) >= 6 or (opened_in(ctx, strain) and strain in MAJORS)
    return h.length(strain) >= (4 if partner_last_kind(ctx) == "takeout" else 5)


def raise_length(partner_cards: int) -> int:
    """The cards a raise of partner's suit promises: those that make eight trumps with the fewest partner has
    shown, three at least (opposite five) and four at most (opposite a suit of four, or fewer)."""
    return min(4, max(3, 8 - partner_cards))


def opened_in(ctx: Context, strain: str) -> bool:
    """Our side's opening bid was mine, in ``strain``."""
    return ctx.opener == ctx.seat and ctx.first_bid is not None and strain_of(
        ctx.auction.calls[ctx.first_bid]) == strain


def part_score_competition(h: HandInfo, ctx: Context, strain: str) -> Bid | None:
    """The opponents hold the contract low and our side has no game in view: a suit bid at the two level at
    most, to compete. Never no trumps (eight tricks without the points for them): in my own five-card suit
    instead, or not at all."""
    if ctx.ours_last or (ctx.my_shown.lo == 0 and h.hcp < 8):
        return None
    if strain == "NT":
        strain = longest_of_ours(h, ctx)
        if h.length(strain) < 5:
            return None
    if not honest_competition(h, ctx, strain, h.length(strain) + ctx.partner_shown.min_len(strain)):
        return None
    cheapest = ctx.cheapest(strain)
    return cheapest if cheapest is not None and cheapest.amount <= 2 else None


def partner_chose_game(ctx: Context) -> bool:
    """Partner's natural bid, the last one, reaches game: partner chose where we play."""
    last, bidder = ctx.auction.last_bid, ctx.auction.last_bidder
    if last is None or bidder != ctx.partner or not is_game(last):
        return False
    mine = ctx.last_real_of(ctx.partner)
    return mine is not None and not (mine[1].artificial or mine[1].forcing or mine[1].invitational)


def high_enough(ctx: Context, last: Bid, strain: str, target: int, plan: str) -> bool:
    """Our side's contract ``last`` already reaches what the plan asks for: the plan's level, and when the plan is
    a game or an invitation and the contract is in another strain, that strain's game (or the level below)."""
    if last.amount < target:
        return False
    ours = strain_of(last)
    if ours == strain or plan not in ("game", "invitation"):
        return True
    return last.amount >= ctx.game_level(ours) - (plan == "invitation")


def forced_bid(h: HandInfo, ctx: Context, why: str,
               because: str = "My partner's last bid forces me to answer") -> tuple[Action, list[str]]:
    """Partner's last call forces me (or our artificial bid was doubled): the cheapest honest bid."""
    partner_suits = [m.strain for i, m in reversed(list(enumerate(ctx.meanings)))
                     if ctx.auction.seat_of(i) == ctx.partner and m.strain in tuple(SUITS) and not m.artificial]
    choices = []
    if partner_suits and h.length(partner_suits[0]) >= 3:
        choices.append((partner_suits[0], f"I support my partner's {suit_name(partner_suits[0])}"))
    if h.length(h.longest()) >= 5:
        choices.append((h.longest(), f"I show my long {suit_name(h.longest())}"))
    choices.append(("NT", "no trumps is the cheapest honest answer"))
    if partner_suits:
        choices.append((partner_suits[0], "I go back to my partner's suit"))
    for strain, text in choices:
        cheapest = ctx.cheapest(strain)
        if cheapest is not None:
            return cheapest, [why, f"{because}, so I bid {call_text(cheapest)}: {text}."]
    return PASS, [why, "Nothing is left to bid, so I pass."]


def can_ask_aces(ctx: Context) -> bool:
    last = ctx.auction.last_bid
    if last is not None and BID_RANK[last] >= BID_RANK[bid(4, "NT")]:
        return False
    if any(m.kind in SLAM_ASKS for i, m in enumerate(ctx.meanings)
           if ctx.auction.seat_of(i).side == ctx.side):
        return False
    return not four_nt_is_natural(ctx)


def four_nt_is_natural(ctx: Context) -> bool:
    partner = ctx.last_real_of(ctx.partner)
    return partner is not None and partner[1].strain == "NT" and partner[1].kind in NATURAL_NT_KINDS


def penalty_double(h: HandInfo, ctx: Context) -> list[str] | None:
    auction = ctx.auction
    last = auction.last_bid
    if last is None or ctx.ours_last or not ctx.legal(DOUBLE) or not ctx.our_bids:
        return None
    ours = h.hcp + ctx.partner_shown.estimate()
    if outbid_our_game(ctx) and ours >= HALF_THE_POINTS:
        return [f"We bid game to make it and the opponents bid {call_text(last)} over it, a sacrifice: I double "
                "to collect the penalty rather than let them play it cheaply."]
    theirs = 40 - ours
    strain = strain_of(last)
    their_fit = strain in SUITS and sum(ctx.shown[s].min_len(strain) for s in (ctx.seat.left, ctx.seat.right)) >= 8
    expected = 7 + (theirs - 20) / 3 + (1 if their_fit else 0)
    need = last.amount + 6
    trumps_ok = strain == "NT" or h.length(strain) >= 3 or (h.length(strain) >= 2 and h.hcp >= 12)
    if strain in SUITS and not is_game(last):  # a part-score is beaten by trump tricks, not by points alone
        trumps_ok = h.length(strain) >= 4 or (h.length(strain) == 3 and h.honours(strain, 3) >= 2)
    if need >= expected + 2 and trumps_ok and h.hcp >= 8 and ours >= 21:
        return [f"Our side has about {ours} points, and the opponents need {need} tricks but should take only "
                f"about {int(expected)}, so I double for penalty."]
    return None


def outbid_our_game(ctx: Context) -> bool:
    """The opponents' natural bid outbids a game our side bid to make (not a sacrifice of ours, not a convention of
    theirs), at the five level or higher or at a level above our game (4♥ over our 3NT), and nobody has doubled
    it. Over our game at the same level (4♠ over our 4♥) they may be bidding to make."""
    calls, meanings = ctx.auction.calls, ctx.meanings
    theirs = len(calls) - 1 - next(i for i, c in enumerate(reversed(calls)) if isinstance(c, Bid))
    last, their_meaning = calls[theirs], meanings[theirs]
    assert isinstance(last, Bid)
    if their_meaning.artificial or any(c is DOUBLE for c in calls[theirs + 1:]):
        return False
    ours = next((i for i in range(theirs - 1, -1, -1) if isinstance(calls[i], Bid)), None)
    if ours is None or ctx.auction.seat_of(ours).side != ctx.side or meanings[ours].artificial:
        return False
    our_game = calls[ours]
    assert isinstance(our_game, Bid)
    if last.amount < 5 and last.amount <= our_game.amount:
        return False
    bids_before = [c for c in calls[:ours + 1] if isinstance(c, Bid)]
    before = bids_before[-2] if len(bids_before) > 1 else None
    return is_game(bids_before[-1]) and (before is None or not is_game(before))  # ours was no sacrifice


def is_game(call: Bid) -> bool:
    return call.amount >= {"NT": 3, "S": 4, "H": 4}.get(strain_of(call), 5)


def sacrifice_bid(h: HandInfo, ctx: Context, strain: str, trumps: int,
                  combined: int) -> tuple[Action, list[str]] | None:
    """Bid one more over the opponents' game when we have a long fit, few defensive values and a good
    vulnerability (not vulnerable against vulnerable). At equal vulnerability a sacrifice pays only when it
    costs at most 300 (two down doubled, non vulnerable), which needs more trumps between the four hands than
    the bidding shows: on the tuning deals, sacrifices with ten trumps known lost on average."""
    last = ctx.auction.last_bid
    if last is None or ctx.ours_last or strain not in SUITS or trumps < 10 or combined >= 23 or not ctx.our_bids:
        return None
    their_game = last.amount >= {"NT": 3, "S": 4, "H": 4}.get(strain_of(last), 5)
    favourable = not ctx.our_vulnerable and ctx.their_vulnerable
    if not their_game or not favourable:
        return None
    if any(ctx.auction.seat_of(i).side == ctx.side and m.kind == "sacrifice" for i, m in enumerate(ctx.meanings)):
        return None
    cheapest = ctx.cheapest(strain)
    if cheapest is None or cheapest.amount > 5:
        return None
    return cheapest, [f"The opponents bid game, we hold {trumps} {suit_name(strain)} and little defence, and the "
                      f"vulnerability favours us: {call_text(cheapest)} should cost less than their game."]


# ---------------------------------------------------------------- general meanings

def generic_meaning(ctx: Context, call: Action) -> BidMeaning:
    """An honest general meaning for a call no table covers."""
    text = call_text(call)
    if call is PASS:
        if ctx.partner_forcing():
            return BidMeaning(call, "Pass: partner's bid asked for an answer; this pass is off the system",
                              kind="pass")
        return BidMeaning(call, "Pass: nothing more to say at this point", kind="pass")
    if call is DOUBLE:
        last = ctx.auction.last_bid
        assert last is not None  # a double is only legal over a bid
        if partner_last_kind(ctx) == "takeout" or not ctx.our_bids and last.amount <= 3 and last.strain != "NT":
            return BidMeaning(call, f"{text}: for takeout: short in {strain_name(strain_of(last))}, some values",
                              hcp=(10, 37), kind="takeout")
        return BidMeaning(call, f"{text}: penalty: expects to defeat {call_text(last)}", hcp=(8, 37), kind="penalty")
    if call is REDOUBLE:
        return BidMeaning(call, f"{text}: confident that our side will make it", hcp=(10, 37), kind="strength")
    assert isinstance(call, Bid)
    level, strain = call.amount, strain_of(call)
    if str(call) == "4NT":
        if four_nt_is_natural(ctx):
            lo, hi = quantitative_range(ctx)
            return BidMeaning(call, f"4NT: invites 6NT: about {lo} to {hi} points (natural, not Blackwood)",
                              hcp=(lo, hi), invitational=True, kind="quantitative", strain="NT")
        trump = agreed_suit(ctx)
        keys = f"the four aces and the king of {suit_name(trump)}" if trump else "the four aces"
        return BidMeaning(call, f"4NT: Roman Key Card Blackwood: asks for key cards ({keys})", forcing=True,
                          convention="Blackwood", artificial=True, kind="ask key cards", strain=trump)
    standard_game = {"NT": 3, "S": 4, "H": 4}.get(strain, 5)
    stage = ("grand slam" if level == 7 else "small slam" if level == 6 else "game" if level >= standard_game
             else "")
    pd = ctx.partner_shown
    invitation = invitation_meaning(ctx, call)
    if invitation is not None:
        return invitation
    if strain == "NT":
        words = f"to play{' in ' + stage if stage else ''}: natural, balanced"
        return BidMeaning(call, f"{text}: {words}", kind="nt", strain="NT", balanced=True)
    name = suit_name(strain)
    partner_suit = pd.min_len(strain) >= 4 or last_strain_of(ctx, ctx.partner) == strain
    if partner_suit:
        words = f"support for partner's {name}" + (f", bids {stage}" if stage else ", to compete or invite")
        return BidMeaning(call, f"{text}: {words}", lengths=len_map(strain, raise_length(pd.min_len(strain))),
                          kind="raise", strain=strain)
    if ctx.my_shown.min_len(strain) >= 4:
        return BidMeaning(call, f"{text}: {name} again, 6+ cards" + (f", {stage}" if stage else ""),
                          lengths=len_map(strain, 6), kind="rebid", strain=strain)
    if strain in their_strains(ctx):
        return BidMeaning(call, f"{text}: cue bid in the opponents' suit: a strong hand, forcing", hcp=(12, 37),
                          forcing=True, artificial=True, kind="cue")
    least = 4 if level <= 2 and not ctx.contested else 5
    limited = ctx.my_shown.hi <= LIMITED_HAND  # 1S 1NT 2C 3D: a hand that has set its limits places the contract
    forcing = ctx.we_opened and not stage and not ctx.contested and ctx.opener != ctx.seat and not limited
    words = f"natural: {least}+ {name}" + (f", {stage}" if stage else "") + (", forcing" if forcing else "")
    return BidMeaning(call, f"{text}: {words}", hcp=(6, 37), lengths=len_map(strain, least), forcing=forcing,
                      kind="new suit", strain=strain)


def invitation_meaning(ctx: Context, call: Bid) -> BidMeaning | None:
    """One below game in the strain partner bid last (a no trump raise, or a raise of partner's suit), in an
    auction the opponents left alone: an invitation, with the points that make game possible but not sure."""
    strain = strain_of(call)
    partner = ctx.last_real_of(ctx.partner)
    if own_suit_invitation(ctx, call):
        pd = ctx.partner_shown
        lo, hi = max(0, GAME_POINTS - 2 - pd.hi), max(0, GAME_POINTS - 1 - pd.lo)
        return BidMeaning(call, f"{call_text(call)}: 6+ {suit_name(strain)}, invites game: about {lo} to {hi} "
                          "points", hcp=(lo, max(lo, hi)), lengths=len_map(strain, 6), invitational=True,
                          kind="rebid", strain=strain)
    if no_trump_invitation(ctx, call):
        pd = ctx.partner_shown
        lo = max(0, GAME_POINTS - 2 - pd.estimate())
        return BidMeaning(call, f"{call_text(call)}: natural, invites 3NT: about {lo} to {lo + 1} points",
                          hcp=(lo, lo + 1), invitational=True, kind="nt", strain="NT", balanced=True)
    if ctx.contested or partner is None or partner[1].strain != strain or partner[1].artificial:
        return None
    if strain == "NT" and partner[1].kind not in NATURAL_NT_KINDS:
        return None
    if call.amount != ctx.game_level(strain) - 1 or call.amount < 2:
        return None
    pd = ctx.partner_shown
    lo, hi = max(0, GAME_POINTS - 2 - pd.hi), max(0, GAME_POINTS - 1 - pd.lo)
    return BidMeaning(call, f"{call_text(call)}: invites game in {suit_name(strain)}: about {lo} to {hi} points",
                      hcp=(lo, max(lo, hi)), invitational=True, kind="raise", strain=strain,
                      balanced=strain == "NT" or None)


def no_trump_invitation(ctx: Context, call: Bid) -> bool:
    """One below the no trump game, in an auction our side opened and the opponents left alone, when partner's last
    bid was a natural suit bid that did not force me: an invitation to 3NT (1C 1H 1S 2NT)."""
    partner = ctx.last_real_of(ctx.partner)
    if strain_of(call) != "NT" or ctx.contested or not ctx.we_opened or partner is None:
        return False
    if partner[1].strain not in tuple(SUITS) or partner[1].artificial or partner[1].forcing:
        return False
    return call.amount == ctx.game_level("NT") - 1 >= 2 and ctx.my_shown.lo > 0


def own_suit_invitation(ctx: Context, call: Bid) -> bool:
    """Three of my own major again, bid before and not raised by partner, in an auction the opponents left alone:
    an invitation to four, like a raise one below game."""
    strain = strain_of(call)
    if ctx.contested or strain not in MAJORS or ctx.my_shown.min_len(strain) < 4:
        return False
    if ctx.partner_shown.min_len(strain) >= 3 or last_strain_of(ctx, ctx.partner) == strain:
        return False
    return call.amount == ctx.game_level(strain) - 1 == 3


def aims_at_slam(call: Action) -> bool:
    """A slam bid, or 4NT on the way to one."""
    return isinstance(call, Bid) and (call.amount >= 6 or str(call) == "4NT")


def accept_invitation(h: HandInfo, ctx: Context) -> tuple[Action, list[str]] | None:
    """Partner invited game in a strain (and the opponents passed): game with the upper half of what my calls
    showed, else pass."""
    partner = ctx.last_real_of(ctx.partner)
    if partner is None or not partner[1].invitational or ctx.rho_call is not PASS or not ctx.ours_last:
        return None
    last = ctx.auction.last_bid
    strain = partner[1].strain
    if last is None or strain is None or strain_of(last) != strain:
        return None
    me = ctx.my_shown
    middle = (me.lo + min(me.hi, me.lo + 6) + 1) // 2
    game = bid(ctx.game_level(strain), strain)
    short = strain in SUITS and h.length(strain) <= 1 and best_strain(h, ctx)[0] == "NT"
    if short:  # a singleton in partner's suit: no trumps, if anything
        game = bid(ctx.game_level("NT"), "NT")
    major = six_card_major_opposite_two(h, ctx, shown=4) if strain == "NT" else None
    if major is not None:  # partner's no trumps invite opposite my six-card major: the major suit game
        game = bid(ctx.game_level(major), major)
    points = accepting_points(h, game)
    where = (f"; with at most one {suit_name(strain)[:-1]} I choose no trumps" if short
             else f"; with six {suit_name(major)} opposite my partner's two or more I choose the major suit game"
             if major is not None else "")
    if ctx.legal(game) and game_is_sure(game, points, ctx):
        return game, [f"My partner invites game, and my {counted(points, 'point')} with the fewest my partner can "
                      f"hold make game already{where}, so I bid {call_text(game)}."]
    if points >= middle and ctx.legal(game) and enough_for(game, points, ctx):
        return game, [f"My partner invites game and I have the better half of what I showed{where}, so I bid "
                      f"{call_text(game)}."]
    return PASS, ["My partner invites game, but I have the lower half of what I showed, so I pass."]


def game_is_sure(game: Bid, points: int, ctx: Context) -> bool:
    """My points and the fewest partner has shown add up to the game's points (25, or 28 for five of a minor):
    the game is there whichever end of the invitation partner holds (1H 2C 3H with 12 points: 12 and 14 make
    26)."""
    return points + ctx.partner_shown.lo >= points_for_game(game)


def enough_for(game: Bid, points: int, ctx: Context) -> bool:
    """Accepting an invitation into ``game`` after a call with a wide range (an opening, 12 to 21) or into five of
    a minor: my points and what partner's invitation shows must add up to the game's points (25, or 28 for
    eleven tricks in a minor); the upper half of a wide range is not enough by itself."""
    need = points_for_game(game)
    if ctx.my_shown.hi - ctx.my_shown.lo <= WIDE_RANGE and need == GAME_POINTS:
        return True
    return points + ctx.partner_shown.estimate() >= need


def points_for_game(game: Bid) -> int:
    """The points two hands need for ``game``: 28 for five of a minor (eleven tricks), else 25."""
    return MINOR_GAME_POINTS if strain_of(game) in MINORS and game.amount >= 5 else GAME_POINTS


def accepting_points(h: HandInfo, game: Bid) -> int:
    """My points for accepting an invitation into ``game``: in a suit where I hold three cards or more, my short
    suits count too (a fit found, as the raise's tables count them), else a point for each card past four."""
    strain = strain_of(game)
    if strain in SUITS and h.length(strain) >= 3:
        return max(h.support_points(strain), h.total_points)
    return h.total_points


def len_map(suit: str, least: int) -> dict[str, tuple[int, int]]:
    return {s: ((least, 13) if s == suit else (0, 13)) for s in SUITS}


def strain_name(strain: str) -> str:
    return suit_name(strain)


def partner_last_kind(ctx: Context) -> str | None:
    last = ctx.last_real_of(ctx.partner)
    return last[1].kind if last else None


def last_strain_of(ctx: Context, seat: Seat) -> str | None:
    for i, c in reversed(ctx.calls_of(seat)):
        m = ctx.meanings[i]
        if isinstance(c, Bid) and m.strain in tuple(SUITS) and not m.artificial:
            return m.strain
    return None


def agreed_suit(ctx: Context) -> str | None:
    """The suit both partners have shown, the latest first; else the last suit our side named."""
    me, pd = ctx.my_shown, ctx.partner_shown
    for i in range(len(ctx.meanings) - 1, -1, -1):
        m = ctx.meanings[i]
        if ctx.auction.seat_of(i).side == ctx.side and m.strain in tuple(SUITS):
            if me.min_len(m.strain) + pd.min_len(m.strain) >= 7 or m.kind == "raise":
                return m.strain
    for i in range(len(ctx.meanings) - 1, -1, -1):
        m = ctx.meanings[i]
        if ctx.auction.seat_of(i).side == ctx.side and m.strain in tuple(SUITS):
            return m.strain
    return None
