"""The bidding system as tables of rules: for each situation it knows, the calls in order of preference,
what each shows, and which hands make it. Situations it does not list are left to judgement.py."""

from __future__ import annotations

import math
from collections.abc import Callable

from game.engine.actions import DOUBLE, PASS, Bid, bid
from game.engine.cards import SUIT_SYMBOLS
from game.engine.wording import counted

from ..auction import call_of
from .evaluation import MAJORS, MINORS, SUITS, HandInfo, suit_name
from .model import NO_LIMIT, Context, Rule, call_text, strain_of

BALANCING_EASE = 3  # points less in the pass-out seat: partner, who passed, holds some
BALANCE_OVER_RAISE = 5  # and when they found a fit and stopped at the two level: partner holds the rest
NEGATIVE_DOUBLE_POINTS = {1: 6, 2: 8, 3: 10}  # by the level of their overcall
STRAIN_ORDER = "CDHSN"  # lowest first, NT written N


def rank_of(strain: str) -> int:
    return STRAIN_ORDER.index(strain[0])


def bid_text(level: int, strain: str) -> str:
    return f"{level}{strain}"


def suits_of(text: str) -> tuple[int, str]:
    """``"2NT"`` -> (2, "NT")."""
    return int(text[0]), text[1:]


# ---------------------------------------------------------------- openings

def opens_one(h: HandInfo, ctx: Context) -> bool:
    """Enough for a one-level opening in this seat."""
    if ctx.position == 4:
        return h.hcp >= 11 and h.hcp + h.length("S") >= 15
    two_longest = sum(h.shape[:2])
    if ctx.position == 3 and h.hcp >= 11:
        return True
    return h.hcp >= 12 or (h.hcp >= 10 and h.hcp + two_longest >= 20)


def weak_range(ctx: Context) -> tuple[int, int]:
    return (7, 10) if ctx.our_vulnerable else (5, 10)


def preempts_allowed(h: HandInfo, ctx: Context, suit: str, length: int) -> bool:
    lo, hi = weak_range(ctx)
    if ctx.position == 4 or not lo <= h.hcp <= hi or opens_one(h, ctx):
        return False
    if ctx.our_vulnerable and not h.good_suit(suit):
        return False
    return h.length(suit) == length if length == 6 else h.length(suit) >= length


def openings(ctx: Context) -> list[Rule]:
    rules = [
        Rule("2C", "strong and artificial: 22+ points, or a hand that takes about nine tricks; forcing",
             hcp=(19, 37), forcing=True, artificial=True, convention="strong 2C", kind="opening",
             when=lambda h, c: h.hcp >= 22 or (h.hcp >= 19 and h.losers <= 3)),
        Rule("2NT", "20 to 21 points, balanced", hcp=(20, 21), balanced=True, kind="opening", strain="NT"),
        Rule("1NT", "15 to 17 points, balanced", hcp=(15, 17), balanced=True, kind="opening", strain="NT"),
    ]
    rules += [one_level_opening(suit) for suit in SUITS]
    rules += [weak_two(suit) for suit in "SHD"]
    rules += [three_level_preempt(suit) for suit in SUITS]
    rules += [four_level_preempt(suit) for suit in MAJORS]
    top = 13 if ctx.position == 4 else 11
    rules.append(Rule("pass", "not enough to open (fewer than 12 points) and no long suit to preempt with",
                      hcp=(0, top), kind="pass", when=lambda h, c: True,
                      reason=lambda h, c: f"I have only {counted(h.hcp, 'point')} and no six-card suit to open a weak "
                                          "two, so I pass."))
    return rules


def one_level_opening(suit: str) -> Rule:
    least = 5 if suit in MAJORS else 3
    return Rule(
        f"1{suit}", f"12 to 21 points (a little less with long suits), {least}+ {suit_name(suit)}",
        hcp=(10, 21), lengths={suit: (least, 13)}, kind="opening", strain=suit,
        when=lambda h, c: opens_one(h, c) and h.opening_suit() == suit and h.hcp <= 21,
        reason=lambda h, c: f"I have {counted(h.hcp, 'point')}, enough to open, and {h.length(suit)} "
                            f"{suit_name(suit)}, " + ("my longest suit" if h.length(suit) >= 5 else "my better minor")
                            + f", so I bid 1{SUIT_SYMBOLS[suit]}.")


def weak_two(suit: str) -> Rule:
    return Rule(f"2{suit}", f"weak two: 6 {suit_name(suit)}, about 5 to 10 points",
                hcp=(5, 10), lengths={suit: (6, 6)}, kind="weak", strain=suit,
                when=lambda h, c: preempts_allowed(h, c, suit, 6),
                reason=lambda h, c: f"With {counted(h.hcp, 'point')} and six {suit_name(suit)} I am too weak to "
                                    f"open at the one level: a weak two, 2{SUIT_SYMBOLS[suit]}, makes life hard for "
                                    "the opponents.")


def three_level_preempt(suit: str) -> Rule:
    return Rule(f"3{suit}", f"preempt: 7+ {suit_name(suit)}, about 5 to 10 points", hcp=(5, 10),
                lengths={suit: (7, 13)}, kind="weak", strain=suit,
                when=lambda h, c: preempts_allowed(h, c, suit, 7) and h.length(suit) == 7)


def four_level_preempt(suit: str) -> Rule:
    return Rule(f"4{suit}", f"preempt: 8+ {suit_name(suit)}, about 5 to 10 points", hcp=(5, 10),
                lengths={suit: (8, 13)}, kind="weak", strain=suit,
                when=lambda h, c: preempts_allowed(h, c, suit, 8))


# ---------------------------------------------------------------- responses to one of a suit

def best_new_suit(h: HandInfo, allowed: str, least: int) -> str | None:
    """The suit to show: longest first; of two four-card suits, the cheaper one."""
    cands = [s for s in allowed if h.length(s) >= least]
    if not cands:
        return None
    longest = max(h.length(s) for s in cands)
    tied = [s for s in cands if h.length(s) == longest]
    return tied[0] if longest >= 5 else tied[-1]  # SUITS is highest first


def responses_to_one(ctx: Context, opened: str) -> list[Rule]:
    passed = ctx.passed_hand()
    name = suit_name(opened)
    rules: list[Rule] = []
    if opened in MAJORS:
        m = opened

        def sp(h: HandInfo) -> int:
            return h.support_points(m)

        if not passed:
            rules.append(Rule("2NT", f"Jacoby: raise to game or more, 4+ {name}, 13+ points", hcp=(11, 37),
                              lengths={m: (4, 13)}, forcing=True, artificial=True, convention="Jacoby 2NT",
                              kind="raise", strain=m, when=lambda h, c: h.length(m) >= 4 and sp(h) >= 13))
        rules += [
            Rule(f"4{m}", f"to play: 5+ {name}, weak (fewer than 10 points)", hcp=(0, 9), lengths={m: (5, 13)},
                 kind="raise", strain=m, when=lambda h, c: h.length(m) >= 5 and h.hcp < 10 and sp(h) < 13
                 and c.game_level(m) > 2),
            Rule(f"3{m}", f"limit raise: 4+ {name}, 10 to 12 points, invites game", hcp=(8, 12),
                 lengths={m: (4, 13)}, kind="raise", strain=m, invitational=True,
                 when=lambda h, c: h.length(m) >= 4 and 10 <= sp(h) <= 12 + 3 * passed and c.game_level(m) > 2),
            Rule(f"2{m}", f"raise: 3+ {name}, 6 to 10 points", hcp=(4, 10), lengths={m: (3, 13)}, kind="raise",
                 strain=m, when=lambda h, c: h.length(m) >= 3 and (6 <= sp(h) <= 10
                                                                   or (c.game_level(m) <= 2 and 6 <= sp(h) < 16))),
        ]
        if m == "H":
            rules.append(Rule("1S", "4+ spades, 6+ points, forcing", hcp=(6, 37), lengths={"S": (4, 13)},
                              forcing=True, kind="new suit", strain="S",
                              when=lambda h, c: h.hcp >= 6 and h.length("S") >= 4))
        lower = SUITS[SUITS.index(m) + 1:]
        rules += [two_level_new_suit(s, lower) for s in lower]
        rules.append(Rule("1NT", f"6 to 10 points, no fit for {name}, not forcing", hcp=(6, 12),
                          lengths={m: (0, 3)}, kind="nt", strain="NT", when=lambda h, c: 6 <= h.hcp <= 12))
    else:
        rules += minor_responses(ctx, opened)
    rules.append(Rule("pass", "fewer than 6 points", hcp=(0, 5), kind="pass", when=lambda h, c: h.hcp < 6,
                      reason=lambda h, c: f"My {counted(h.hcp, 'point')} are not enough to answer my partner's "
                                          "opening, so I pass."))
    return rules


def two_level_new_suit(suit: str, lower: str) -> Rule:
    """A new suit at the two level over partner's major, ``lower`` being the suits below it."""
    least = 5 if suit == "H" else 4
    return Rule(f"2{suit}", f"{least}+ {suit_name(suit)}, 11+ points, forcing", hcp=(11, 37),
                lengths={suit: (least - (suit in 'DC'), 13)}, forcing=True, kind="new suit", strain=suit,
                when=lambda h, c: h.hcp >= 11 and two_level_suit(h, lower) == suit)


def two_level_suit(h: HandInfo, allowed: str) -> str | None:
    s = best_new_suit(h, allowed.replace("H", ""), 4) if h.length("H") < 5 else "H"
    if s is None or (s == "H" and "H" not in allowed):
        s = best_new_suit(h, allowed.replace("H", ""), 3)
    return s


def minor_responses(ctx: Context, opened: str) -> list[Rule]:
    name = suit_name(opened)

    def no_major(h: HandInfo) -> bool:
        return h.length("S") < 4 and h.length("H") < 4

    rules = [one_level_major(m) for m in "HS"]
    if opened == "C":
        rules.append(Rule("1D", "4+ diamonds, 6+ points, no four-card major, forcing", hcp=(6, 37),
                          lengths={"D": (4, 13), "H": (0, 3), "S": (0, 3)}, forcing=True, kind="new suit",
                          strain="D", when=lambda h, c: h.hcp >= 6 and h.length("D") >= 4 and no_major(h)))
    support = 5 if opened == "C" else 4
    rules += [
        Rule("3NT", "13 to 15 points, balanced, no four-card major", hcp=(13, 15), balanced=True,
             lengths={"H": (0, 3), "S": (0, 3)}, kind="nt", strain="NT",
             when=lambda h, c: 13 <= h.hcp <= 15 and h.balanced and no_major(h)),
        Rule("2NT", "11 to 12 points, balanced, no four-card major, invites 3NT", hcp=(11, 12), balanced=True,
             lengths={"H": (0, 3), "S": (0, 3)}, kind="nt", strain="NT", invitational=True,
             when=lambda h, c: 11 <= h.hcp <= 12 and h.balanced and no_major(h)),
        Rule("1NT", "6 to 10 points, no four-card major", hcp=(6, 10), lengths={"H": (0, 3), "S": (0, 3)},
             kind="nt", strain="NT", when=lambda h, c: 6 <= h.hcp <= 10 and no_major(h) and h.balanced),
        Rule(f"3{opened}", f"limit raise: 5+ {name}, 10 to 12 points, no four-card major", hcp=(10, 12),
             lengths={opened: (5, 13)}, kind="raise", strain=opened, invitational=True,
             when=lambda h, c: 10 <= h.hcp <= 12 and h.length(opened) >= 5 and no_major(h)),
        Rule(f"2{opened}", f"raise: {support}+ {name}, 6 to 10 points, no four-card major", hcp=(6, 10),
             lengths={opened: (support, 13)}, kind="raise", strain=opened,
             when=lambda h, c: 6 <= h.hcp <= 10 and h.length(opened) >= support and no_major(h)),
    ]
    if opened == "D":
        rules.append(Rule("2C", "4+ clubs, 11+ points, forcing", hcp=(11, 37), lengths={"C": (4, 13)},
                          forcing=True, kind="new suit", strain="C",
                          when=lambda h, c: h.hcp >= 11 and h.length("C") >= 4))
    rules.append(Rule("1NT", "6 to 10 points, no four-card major", hcp=(6, 10), lengths={"H": (0, 3), "S": (0, 3)},
                      kind="nt", strain="NT", when=lambda h, c: 6 <= h.hcp <= 10))
    return rules


def one_level_major(major: str) -> Rule:
    """A major suit over partner's minor: the one best_new_suit shows."""
    return Rule(f"1{major}", f"4+ {suit_name(major)}, 6+ points, forcing", hcp=(6, 37), lengths={major: (4, 13)},
                forcing=True, kind="new suit", strain=major,
                when=lambda h, c: h.hcp >= 6 and best_new_suit(h, "SH", 4) == major)


# ---------------------------------------------------------------- no trump openings (and the 1NT overcall)

def nt_responses(ctx: Context, level: int, lo: int, hi: int) -> list[Rule]:
    """Answers to a natural NT bid of ``level`` showing ``lo``-``hi`` balanced: Stayman, transfers, NT raises."""
    up = level + 1
    game, invite = 25 - lo, 23 - lo
    nt_game = ctx.game_level("NT") <= level

    def majors(h: HandInfo) -> int:
        return max(h.length("S"), h.length("H"))

    rules = [
        Rule(bid_text(up, "C"), "Stayman: asks for a four-card major; a four-card major and values to invite or more",
             hcp=(max(0, invite), 37), forcing=True, artificial=True, convention="Stayman", kind="stayman",
             when=lambda h, c: h.hcp >= max(invite, 0) and (h.length("S") == 4 or h.length("H") == 4)
             and majors(h) <= 5 and not nt_game),
        Rule(bid_text(up, "D"), "transfer: 5+ hearts, asks partner to bid hearts", lengths={"H": (5, 13)},
             artificial=True, forcing=True, convention="Jacoby transfer", kind="transfer", strain="H",
             when=lambda h, c: h.length("H") >= 5 and h.length("H") > h.length("S")),
        Rule(bid_text(up, "H"), "transfer: 5+ spades, asks partner to bid spades", lengths={"S": (5, 13)},
             artificial=True, forcing=True, convention="Jacoby transfer", kind="transfer", strain="S",
             when=lambda h, c: h.length("S") >= 5 and h.length("S") >= h.length("H")),
    ]
    if level == 1:
        rules.append(Rule("2NT", f"{invite} to {game - 1} points, no four-card major, invites 3NT",
                          hcp=(invite, game - 1), invitational=True, kind="nt", strain="NT",
                          when=lambda h, c: invite <= h.hcp < game and not nt_game))
    slam, grand = 33 - lo, 37 - lo
    if level == 1 and not nt_game:
        rules += [minor_slam_try(minor, game, slam, lo) for minor in MINORS]
    rules += [
        Rule("3NT", f"to play: {game} to {slam - 2} points",
             hcp=(game, slam - 2), kind="nt", strain="NT",
             when=lambda h, c: game <= h.hcp < slam - 1 and not nt_game),
        Rule("4NT", f"invites 6NT: {slam - 1} to {slam} points (not Blackwood)", hcp=(slam - 1, slam),
             invitational=True, kind="quantitative", strain="NT", when=lambda h, c: slam - 1 <= h.hcp <= slam),
        Rule("6NT", f"to play: {slam + 1} to {grand - 1} points", hcp=(slam + 1, grand - 1), kind="nt", strain="NT",
             when=lambda h, c: slam < h.hcp < grand),
        Rule("7NT", f"to play: {grand}+ points", hcp=(grand, 37), kind="nt", strain="NT",
             when=lambda h, c: h.hcp >= grand),
        Rule("pass", f"fewer than {invite if level == 1 else game} points (or no trumps is already game)",
             hcp=(0, (invite if level == 1 else game) - 1), kind="pass", when=lambda h, c: True),
    ]
    return rules


SLAM_TRY_POINTS = 30  # my points and partner's (fewest or expected) from which a natural slam try looks for slam


def key_card_ask(strain: str, when: Callable[[HandInfo, Context], bool],
                 hcp: tuple[int, int] = NO_LIMIT) -> Rule:
    """4NT, Roman Key Card Blackwood, with ``strain`` agreed as trumps."""
    return Rule("4NT", f"Roman Key Card Blackwood: asks for key cards, {suit_name(strain)} agreed", hcp=hcp,
                forcing=True, convention="Blackwood", kind="ask key cards", strain=strain, when=when)


def minor_slam_try(minor: str, game: int, slam: int, lo: int) -> Rule:
    """Over partner's 1NT, three of a minor: six cards or more with two of the ace, king and queen, game values and
    a slam in view once partner's points and the long suit's tricks are counted (1NT 3♦ with KQT862: partner with a
    fitting maximum makes twelve tricks likely). Partner raises with a fitting maximum, else bids 3NT."""
    least = SLAM_TRY_POINTS - lo
    return Rule(f"3{minor}", f"slam try: 6+ good {suit_name(minor)} (two of the top three honours), {game} to "
                f"{slam - 2} points; forcing", hcp=(game, slam - 2), lengths={minor: (6, 13)}, forcing=True,
                kind="slam try", strain=minor,
                when=lambda h, c: h.length(minor) >= 6 and h.honours(minor) >= 2 and game <= h.hcp <= slam - 2
                and h.total_points >= least and h.longest() == minor)


def nt_opener_answers(ctx: Context, key: list[str], lo: int, hi: int) -> list[Rule]:
    """The NT bidder answers Stayman, completes transfers, accepts or refuses invitations. Stayman and the
    transfers are the bids one level above the NT bid; a suit bid higher (5♦ over 1NT) is partner's contract."""
    ask = key[-1]
    lvl, strain = suits_of(ask)
    asks = lvl == suits_of(key[0])[0] + 1
    if strain == "C" and asks:
        return [
            Rule(bid_text(lvl, "H"), "answers Stayman: four hearts (maybe spades too)", lengths={"H": (4, 5)},
                 kind="stayman answer", strain="H", when=lambda h, c: h.length("H") >= 4),
            Rule(bid_text(lvl, "S"), "answers Stayman: four spades, not four hearts",
                 lengths={"S": (4, 5), "H": (0, 3)}, kind="stayman answer", strain="S",
                 when=lambda h, c: h.length("S") >= 4),
            Rule(bid_text(lvl, "D"), "answers Stayman: no four-card major", lengths={"S": (0, 3), "H": (0, 3)},
                 artificial=True, kind="stayman answer", when=lambda h, c: True),
        ]
    if strain in ("D", "H") and asks:
        target = "H" if strain == "D" else "S"
        return [Rule(bid_text(lvl, target), f"completes the transfer (says nothing more about {suit_name(target)})",
                     artificial=True, kind="transfer done", strain=target, when=lambda h, c: True)]
    if strain in MINORS and lvl == 3 and len(key) == 2 and suits_of(key[0])[0] == 1:
        return answers_to_minor_slam_try(strain, lo, hi)
    if strain in SUITS and not asks and lvl < ctx.game_level(strain):
        return forced_new_suit_answers(lvl, strain)
    if ask == "2NT" or (strain == "NT" and lvl == 4):
        accept = "3NT" if ask == "2NT" else "6NT"
        mid = (lo + hi + 1) // 2
        return [
            Rule(accept, f"accepts the invitation: {mid} to {hi} points", hcp=(mid, hi), kind="nt", strain="NT",
                 when=lambda h, c: h.hcp >= mid),
            Rule("pass", f"declines the invitation: {lo} to {mid - 1} points", hcp=(lo, mid - 1), kind="pass",
                 when=lambda h, c: True),
        ]
    return [Rule("pass", "nothing to add to partner's choice", kind="pass", when=lambda h, c: True)]


def answers_to_minor_slam_try(minor: str, lo: int, hi: int) -> list[Rule]:
    """Partner's slam try in a long minor over my 1NT: four of it with a maximum and three cards (a fitting maximum:
    the slam is likely, partner asks for key cards); else 3NT, the game."""
    name = suit_name(minor)
    mid = (lo + hi + 1) // 2
    return [Rule(f"4{minor}", f"accepts the slam try: a maximum ({mid} to {hi}) with three {name} or more",
                 hcp=(mid, hi), lengths={minor: (3, 5)}, forcing=True, kind="raise", strain=minor,
                 when=lambda h, c: h.hcp >= mid and h.length(minor) >= 3),
            Rule("3NT", f"declines the slam try: a minimum, or no fit for {name}", kind="nt", strain="NT",
                 when=lambda h, c: True)]


def after_minor_slam_try(minor: str, answer: str) -> list[Rule]:
    """My slam try in a long minor over partner's 1NT was answered: over the raise (a fitting maximum) I ask for key
    cards; over 3NT (a minimum, or no fit) I leave partner in game."""
    if answer == f"4{minor}":
        return [key_card_ask(minor, lambda h, c: True)]
    return [Rule("pass", "partner declined the slam try: the game in no trumps", kind="pass",
                 when=lambda h, c: True)]


def forced_new_suit_answers(lvl: int, strain: str) -> list[Rule]:
    """Over partner's natural forcing suit bid above Stayman and the transfers (3♦ over 1NT): game in partner's
    major with three cards or more, else 3NT; game in partner's minor bid at the four level."""
    raised = bid_text(4 if strain in MAJORS else 5, strain)
    rules = [Rule(raised, f"raises to game: three {suit_name(strain)} or more", lengths={strain: (3, 13)},
                  kind="raise", strain=strain,
                  when=lambda h, c: h.length(strain) >= 3 and (strain in MAJORS or lvl == 4))]
    if lvl == 3 and strain in MAJORS:
        rules.append(Rule("3NT", f"to play: fewer than three {suit_name(strain)}", lengths={strain: (0, 2)},
                          kind="nt", strain="NT", when=lambda h, c: True))
    elif lvl == 3:
        rules.append(Rule("3NT", f"to play: the game in no trumps, two levels lower than in {suit_name(strain)}",
                          kind="nt", strain="NT", when=lambda h, c: True))
    return rules + [Rule(raised, f"game in partner's {suit_name(strain)}", kind="raise", strain=strain,
                         when=lambda h, c: True)]


def after_stayman_answer(ctx: Context, answer: str, lo: int) -> list[Rule]:
    """Responder's second call after Stayman was answered."""
    lvl, shown = suits_of(answer)
    game, invite = 25 - lo, 23 - lo
    rules = []
    if shown in MAJORS:
        rules += [
            key_card_ask(shown, lambda h, c: h.length(shown) >= 4 and h.support_points(shown) >= 33 - lo,
                         hcp=(33 - lo, 37)),
            Rule(f"4{shown}", f"to play: four {suit_name(shown)} too, enough for game", lengths={shown: (4, 5)},
                 hcp=(game - 2, 37), kind="raise", strain=shown,
                 when=lambda h, c: h.length(shown) >= 4 and h.support_points(shown) >= game),
            Rule(f"3{shown}", f"invites game: four {suit_name(shown)} too", lengths={shown: (4, 5)},
                 hcp=(invite - 1, game - 1), invitational=True, kind="raise", strain=shown,
                 when=lambda h, c: h.length(shown) >= 4 and lvl == 2 and c.game_level(shown) > 3),
        ]
    four_spades = shown == "H"
    rules += [
        Rule("6NT", "to play: enough for slam, no fit", hcp=(33 - lo, 37), kind="nt", strain="NT",
             when=lambda h, c: h.hcp >= 33 - lo),
        Rule("4NT", f"invites 6NT: {32 - lo} points, no fit (not Blackwood)", hcp=(32 - lo, 32 - lo),
             invitational=True, kind="quantitative", strain="NT", when=lambda h, c: h.hcp == 32 - lo),
        Rule("3NT", "to play: enough for game, no fit in the major partner showed"
             + (" (four spades)" if four_spades else ""), hcp=(game, 37), kind="nt", strain="NT",
             lengths={"S": (4, 4)} if four_spades else {},
             when=lambda h, c: h.hcp >= game),
    ]
    if lvl == 2:
        rules.append(Rule("2NT", "invites 3NT, no fit in the major partner showed"
                          + (" (four spades)" if four_spades else ""), hcp=(invite, game - 1), invitational=True,
                          lengths={"S": (4, 4)} if four_spades else {}, kind="nt", strain="NT",
                          when=lambda h, c: h.hcp >= invite))
    rules.append(Rule("pass", "to play there", kind="pass", when=lambda h, c: True))
    return rules


def after_transfer(ctx: Context, major: str, lo: int, level: int) -> list[Rule]:
    """Responder's second call after partner completed the transfer into ``major``."""
    game, invite = 25 - lo, 23 - lo
    name = suit_name(major)
    at_game = ctx.game_level(major) <= level

    def pts(h: HandInfo) -> int:
        return h.support_points(major) if h.length(major) >= 6 else h.hcp

    rules = [
        key_card_ask(major, lambda h, c: h.length(major) >= 6 and pts(h) >= 33 - lo, hcp=(31 - lo, 37)),
        Rule("pass", f"weak: 5+ {name}, happy to play there", hcp=(0, invite - 1), kind="pass",
             when=lambda h, c: pts(h) < invite or (at_game and pts(h) < 33 - lo)),
        Rule(f"4{major}", f"to play: 6+ {name}, enough for game", lengths={major: (6, 13)}, hcp=(game - 2, 37),
             kind="raise", strain=major, when=lambda h, c: h.length(major) >= 6 and pts(h) >= game),
        Rule("3NT", f"exactly five {name}, enough for game: partner chooses 3NT or 4{SUIT_SYMBOLS[major]}",
             lengths={major: (5, 5)}, hcp=(game, 37), kind="nt", strain="NT", when=lambda h, c: pts(h) >= game),
    ]
    if level == 2:
        rules += [
            Rule(f"3{major}", f"invites game: 6+ {name}", lengths={major: (6, 13)}, hcp=(invite - 1, game - 1),
                 invitational=True, kind="raise", strain=major, when=lambda h, c: h.length(major) >= 6),
            Rule("2NT", f"invites game: exactly five {name}", lengths={major: (5, 5)}, hcp=(invite, game - 1),
                 invitational=True, kind="nt", strain="NT", when=lambda h, c: True),
        ]
    return rules


def nt_opener_after_transfer(ctx: Context, major: str, last: str, lo: int, hi: int) -> list[Rule]:
    name = suit_name(major)
    mid = (lo + hi + 1) // 2
    if last == "2NT":
        return [
            Rule(f"4{major}", f"three {name} and a maximum", lengths={major: (3, 5)}, hcp=(mid, hi), kind="raise",
                 strain=major, when=lambda h, c: h.length(major) >= 3 and h.hcp >= mid),
            Rule("3NT", f"a maximum with two {name}", lengths={major: (2, 2)}, hcp=(mid, hi), kind="nt",
                 strain="NT", when=lambda h, c: h.hcp >= mid),
            Rule(f"3{major}", f"three {name}, a minimum", lengths={major: (3, 5)}, hcp=(lo, mid - 1),
                 kind="raise", strain=major, when=lambda h, c: h.length(major) >= 3),
            Rule("pass", f"a minimum with two {name}", hcp=(lo, mid - 1), kind="pass", when=lambda h, c: True),
        ]
    if last == f"3{major}":
        return [Rule(f"4{major}", "accepts the invitation", hcp=(mid, hi), kind="raise", strain=major,
                     when=lambda h, c: h.hcp >= mid),
                Rule("pass", "declines the invitation", hcp=(lo, mid - 1), kind="pass", when=lambda h, c: True)]
    if last == "3NT":
        return [Rule(f"4{major}", f"three or more {name}: the major suit game", lengths={major: (3, 5)},
                     kind="raise", strain=major, when=lambda h, c: h.length(major) >= 3),
                Rule("pass", f"two {name}: no trumps it is", lengths={major: (2, 2)}, kind="pass",
                     when=lambda h, c: True)]
    return []


def nt_opener_after_stayman(ctx: Context, answer: str, last: str, lo: int, hi: int) -> list[Rule]:
    """Responder showed no fit for the major partner answered; responder has the other major."""
    mid = (lo + hi + 1) // 2
    spades = answer.endswith("H")  # responder asked with four spades then
    rules = []
    if last == "2NT":
        if spades:
            rules += [Rule("4S", "four spades too and a maximum", lengths={"S": (4, 5)}, hcp=(mid, hi),
                           kind="raise", strain="S", when=lambda h, c: h.length("S") >= 4 and h.hcp >= mid),
                      Rule("3S", "four spades too, a minimum", lengths={"S": (4, 5)}, hcp=(lo, mid - 1),
                           kind="raise", strain="S", when=lambda h, c: h.length("S") >= 4)]
        rules += [Rule("3NT", "accepts the invitation", hcp=(mid, hi), kind="nt", strain="NT",
                       when=lambda h, c: h.hcp >= mid),
                  Rule("pass", "declines the invitation", hcp=(lo, mid - 1), kind="pass", when=lambda h, c: True)]
    elif last == "4NT":
        rules += [Rule("6NT", "accepts the slam invitation", hcp=(mid, hi), kind="nt", strain="NT",
                       when=lambda h, c: h.hcp >= mid),
                  Rule("pass", "declines the slam invitation", hcp=(lo, mid - 1), kind="pass",
                       when=lambda h, c: True)]
    elif last == "3NT":
        if spades:
            rules.append(Rule("4S", "four spades too: the major suit game", lengths={"S": (4, 5)}, kind="raise",
                              strain="S", when=lambda h, c: h.length("S") >= 4))
        rules.append(Rule("pass", "no trumps it is", kind="pass", when=lambda h, c: True))
    elif last[1:] in MAJORS and last[0] == "3":
        major = last[1:]
        rules += [Rule(f"4{major}", "accepts the invitation", hcp=(mid, hi), kind="raise", strain=major,
                       when=lambda h, c: h.hcp >= mid),
                  Rule("pass", "declines the invitation", hcp=(lo, mid - 1), kind="pass", when=lambda h, c: True)]
    return rules


# ---------------------------------------------------------------- strong 2C, weak twos

POSITIVE_SUITS = (("2H", "H"), ("2S", "S"), ("3C", "C"), ("3D", "D"))  # over 2C, and the strong hand's rebids


def responses_to_2c(ctx: Context) -> list[Rule]:
    rules = [positive_response(text, suit) for text, suit in POSITIVE_SUITS]
    rules += [
        Rule("2NT", "positive: 8+ points, balanced, forcing to game", hcp=(8, 37), balanced=True, forcing=True,
             kind="nt", strain="NT", when=lambda h, c: h.hcp >= 8 and h.balanced),
        Rule("2D", "waiting: says nothing yet about the hand, lets the strong hand describe itself",
             artificial=True, forcing=True, convention="2D waiting", kind="waiting", when=lambda h, c: True),
    ]
    return rules


def positive_response(text: str, suit: str) -> Rule:
    return Rule(text, f"positive: 5+ good {suit_name(suit)}, 8+ points, forcing to game", hcp=(8, 37),
                lengths={suit: (5, 13)}, forcing=True, kind="new suit", strain=suit,
                when=lambda h, c: h.hcp >= 8 and h.length(suit) >= 5 and h.honours(suit) >= 2
                and h.longest() == suit)


def rebids_after_2c_2d(ctx: Context) -> list[Rule]:
    rules = [
        Rule("3NT", "25 to 27 points, balanced", hcp=(25, 27), balanced=True, kind="nt", strain="NT",
             when=lambda h, c: h.hcp >= 25 and h.balanced),
        Rule("2NT", "22 to 24 points, balanced (the only rebid partner may pass)", hcp=(22, 24), balanced=True,
             kind="nt", strain="NT", when=lambda h, c: h.balanced),
    ]
    rules += [strong_suit_rebid(text, suit) for text, suit in POSITIVE_SUITS]
    return rules


def strong_suit_rebid(text: str, suit: str) -> Rule:
    return Rule(text, f"5+ {suit_name(suit)}, strong, forcing to game", hcp=(19, 37),
                lengths={suit: (5, 13)}, forcing=True, kind="new suit", strain=suit,
                when=lambda h, c: h.longest() == suit)


def after_2c_suit(ctx: Context, shown: str) -> list[Rule]:
    """Responder after 2C-2D-(a suit): raise with support, or say something natural."""
    name = suit_name(shown)
    lvl = 2 if shown in MAJORS else 3
    rules = [Rule(f"{lvl + 1}{shown}", f"support: 3+ {name}", lengths={shown: (3, 13)}, forcing=True, kind="raise",
                  strain=shown, when=lambda h, c: h.length(shown) >= 3)]
    if lvl == 2:
        rules += [two_level_suit_after_2c(s, name) for s in SUITS if s != shown and rank_of(s) > rank_of(shown)]
        rules.append(Rule("2NT", f"no fit for {name} and no long suit to show", forcing=True, kind="nt", strain="NT",
                          when=lambda h, c: True))
        return rules
    rules += [major_after_2c_minor(major, name) for major in ("H", "S")]
    other = "D" if shown == "C" else "C"
    rules.append(Rule(f"{3 if other == 'D' else 4}{other}", f"8+ points, 5+ {suit_name(other)}, no fit for {name}",
                      hcp=(8, 37), lengths={other: (5, 13)}, forcing=True, kind="new suit", strain=other,
                      when=lambda h, c: h.hcp >= 8 and h.length(other) >= 5))
    rules.append(Rule("3NT", f"0 to 7 points, no fit for {name}", hcp=(0, 7), kind="nt", strain="NT",
                      when=lambda h, c: True))
    return rules


def major_after_2c_minor(major: str, minors_name: str) -> Rule:
    """Over 2C-2D-3m, a four-card major with 8 points or more (3NT would show a weak hand): the longer major,
    hearts with four of each."""
    def fits(h: HandInfo, c: Context) -> bool:
        other = "S" if major == "H" else "H"
        longer = h.length(major) > h.length(other) or (h.length(major) == h.length(other) and major == "H")
        return h.hcp >= 8 and h.length(major) >= 4 and longer
    return Rule(f"3{major}", f"8+ points, 4+ {suit_name(major)}, no fit for {minors_name}", hcp=(8, 37),
                lengths={major: (4, 13)}, forcing=True, kind="new suit", strain=major, when=fits)


def two_level_suit_after_2c(suit: str, partners_name: str) -> Rule:
    return Rule(f"2{suit}", f"5+ {suit_name(suit)}, no fit for {partners_name}", lengths={suit: (5, 13)},
                forcing=True, kind="new suit", strain=suit,
                when=lambda h, c: h.length(suit) >= 5 and h.good_suit(suit))


ESCAPE_POINTS = 6  # the most points of a hand that runs from partner's doubled 1NT: with more it may defend


def escapes_from_doubled_nt() -> list[Rule]:
    """Partner's 1NT was doubled for penalty: a weak hand with a five-card suit plays there, two of it, rather than
    leave partner alone in 1NT doubled (1D 1NT X 2H); a weak hand without one passes (judgement)."""
    return [escape(suit) for suit in SUITS]


def escape(suit: str) -> Rule:
    return Rule(f"2{suit}", f"escapes from the double: 5+ {suit_name(suit)}, a weak hand ({ESCAPE_POINTS} points or "
                            "fewer), to play", hcp=(0, ESCAPE_POINTS), lengths={suit: (5, 13)}, kind="escape",
                strain=suit, when=lambda h, c: h.hcp <= ESCAPE_POINTS and best_new_suit(h, SUITS, 5) == suit)


def after_escape() -> list[Rule]:
    return [Rule("pass", "leaves partner's escape to play: partner's hand is weak", kind="pass",
                 when=lambda h, c: True)]


def responses_to_weak(ctx: Context, opened: str) -> list[Rule]:
    level, suit = suits_of(opened)
    name = suit_name(suit)
    rules = []
    if level == 2:
        rules.append(Rule("2NT", "asks partner to describe the weak two: 15+ points, forcing", hcp=(15, 37),
                          forcing=True, artificial=True, convention="2NT ask", kind="ask",
                          when=lambda h, c: h.hcp >= 15 and not (suit in MAJORS and h.length(suit) >= 3
                                                                 and h.hcp >= 17)))
    if suit in MAJORS:
        rules += [
            Rule(f"4{suit}", f"to play: a fit in {name}, either strong enough for game or long support to block",
                 lengths={suit: (3, 13)}, kind="raise", strain=suit,
                 when=lambda h, c: (h.length(suit) >= 3 and h.hcp >= 15 + (level == 2))
                 or (h.length(suit) >= 4 and h.hcp <= 12 and not c.our_vulnerable)),
        ]
    else:
        rules.append(Rule("3NT", "to play: 16+ points with the other suits stopped", hcp=(16, 37), kind="nt",
                          strain="NT", when=lambda h, c: h.hcp >= 16
                          and all(h.stopper(s) for s in SUITS if s != suit)))
    if level == 2:
        rules.append(Rule(f"3{suit}", f"raises to block: 3+ {name}, not interested in game", lengths={suit: (3, 13)},
                          hcp=(0, 14), kind="raise", strain=suit,
                          when=lambda h, c: h.length(suit) >= 3 and h.hcp <= 14))
    rules.append(Rule("pass", "nothing to add to partner's preempt", hcp=(0, 16), kind="pass",
                      when=lambda h, c: True))
    return rules


def weak_two_answers(ctx: Context, opened: str) -> list[Rule]:
    suit = opened[1:]
    name = suit_name(suit)
    rules = [Rule("3NT", f"a maximum (8 to 10) with a strong {name} suit", hcp=(8, 10), lengths={suit: (6, 6)},
                  kind="weak answer", strain="NT",
                  when=lambda h, c: h.hcp >= 8 and h.honours(suit, 3) >= 2)]
    rules += [weak_two_feature(s) for s in SUITS if s != suit]
    rules.append(Rule(f"3{suit}", "a minimum (5 to 7 points)", hcp=(5, 10), kind="weak answer", strain=suit,
                      when=lambda h, c: True))
    return rules


def weak_two_feature(suit: str) -> Rule:
    """The weak two bidder's maximum with a top honour in ``suit``."""
    return Rule(f"3{suit}", f"a maximum (8 to 10), with the ace or king of {suit_name(suit)}", hcp=(8, 10),
                kind="weak answer", artificial=True,
                when=lambda h, c: h.hcp >= 8 and ("A" in h.ranks[suit] or "K" in h.ranks[suit]))


# ---------------------------------------------------------------- opener's rebids after one of a suit

def opener_rebids(ctx: Context, opened: str, answer: str) -> list[Rule]:
    lvl, resp = suits_of(answer)
    name = suit_name(opened)
    rules: list[Rule] = []
    partner_last = ctx.last_of(ctx.partner)
    assert partner_last is not None  # partner answered the opening
    partner = partner_last[1]

    def pts(h: HandInfo) -> int:
        return h.total_points

    sp: Callable[[HandInfo], int]
    if resp == opened and partner.kind == "raise" and opened in MAJORS:
        sp = lambda h: h.support_points(opened)  # noqa: E731
        if lvl == 2:
            rules += [
                Rule(f"4{opened}", "enough for game opposite a raise: 19+ points", hcp=(17, 21), kind="raise",
                     strain=opened, when=lambda h, c: sp(h) >= 19 and c.game_level(opened) > 2),
                Rule(f"3{opened}", "invites game: 16 to 18 points", hcp=(15, 18), invitational=True, kind="raise",
                     strain=opened, when=lambda h, c: sp(h) >= 16 and c.game_level(opened) > 3),
                Rule("pass", "a minimum: no game opposite a simple raise", kind="pass", when=lambda h, c: True),
            ]
        elif lvl == 3:
            rules += [Rule(f"4{opened}", "accepts the limit raise: 14 to 18 points", hcp=(13, 18), kind="raise",
                           strain=opened, when=lambda h, c: 14 <= sp(h) <= 18),
                      Rule("pass", "a minimum: declines the limit raise", hcp=(10, 13), kind="pass",
                           when=lambda h, c: sp(h) < 14)]  # stronger: slam in view (judgement)
        return rules
    if answer == "2NT" and partner.convention == "Jacoby 2NT":
        return [Rule(f"3{opened}", "extra values (15+), interested in slam", hcp=(15, 21), kind="raise",
                     strain=opened, when=lambda h, c: h.total_points >= 16),
                Rule(f"4{opened}", "a minimum opening: just game", hcp=(10, 15), kind="raise", strain=opened,
                     when=lambda h, c: True)]
    if resp == "NT" and answer in ("2NT", "3NT"):
        if answer == "2NT":
            rules += [Rule("3NT", "accepts the invitation: 13+ points", hcp=(13, 21), kind="nt", strain="NT",
                           when=lambda h, c: h.hcp >= 13),
                      Rule(f"3{opened}", f"a minimum with long {name}: to play", hcp=(10, 12),
                           lengths={opened: (6, 13)}, kind="rebid", strain=opened,
                           when=lambda h, c: h.length(opened) >= 6),
                      Rule("pass", "a minimum: declines", hcp=(10, 12), kind="pass", when=lambda h, c: True)]
        else:
            rules.append(Rule("pass", "partner chose the game", kind="pass", when=lambda h, c: True))
        return rules
    if resp == opened and lvl == 3:
        return [Rule("3NT", "accepts the invitation, with the other suits covered", hcp=(14, 21), kind="nt",
                     strain="NT", when=lambda h, c: h.hcp >= 14),
                Rule("pass", "a minimum: declines", kind="pass", when=lambda h, c: True)]
    if resp == opened:
        return [Rule("2NT", "18 to 19 points, balanced, invites 3NT", hcp=(18, 19), balanced=True,
                     invitational=True, kind="nt", strain="NT",
                     when=lambda h, c: h.balanced and h.hcp >= 18),
                Rule("pass", "a minimum", kind="pass", when=lambda h, c: h.hcp <= 17)]
    # partner bid 1NT or a new suit
    new_suit = resp if resp != "NT" else None
    two_level = lvl == 2 and new_suit is not None
    if new_suit is not None and new_suit in MAJORS:
        sp = lambda h: h.support_points(new_suit)  # noqa: E731
        nm = suit_name(new_suit)
        base = lvl
        rules += [
            Rule(f"{base + 3}{new_suit}", f"4 {nm}, 19+ points: game", hcp=(17, 21), lengths={new_suit: (4, 5)},
                 kind="raise", strain=new_suit, when=lambda h, c: h.length(new_suit) >= 4 and sp(h) >= 19),
            Rule(f"{base + 2}{new_suit}", f"4 {nm}, 16 to 18 points, invites game", hcp=(14, 18),
                 lengths={new_suit: (4, 5)}, invitational=True, kind="raise", strain=new_suit,
                 when=lambda h, c: h.length(new_suit) >= 4 and sp(h) >= 16),
            Rule(f"{base + 1}{new_suit}", f"4 {nm} (3 after a two-level answer), 12 to 15 points", hcp=(10, 15),
                 lengths={new_suit: (3 if two_level else 4, 5)}, kind="raise", strain=new_suit,
                 when=lambda h, c: h.length(new_suit) >= (3 if two_level else 4)),
        ]
    elif new_suit is not None and two_level:
        rules.append(Rule(f"3{new_suit}", f"support: 4+ {suit_name(new_suit)}", hcp=(12, 21),
                          lengths={new_suit: (4, 13)}, kind="raise", strain=new_suit,
                          when=lambda h, c: h.length(new_suit) >= 4 and h.length(opened) < 6))
    if lvl == 1 and new_suit is not None:
        rules += [one_level_rebid_suit(s) for s in SUITS
                  if s != opened and rank_of(s) > rank_of(new_suit) and s in "HS"]
        rules.append(Rule("1NT", "12 to 14 points, balanced", hcp=(12, 14), balanced=True, kind="nt", strain="NT",
                          when=lambda h, c: h.balanced and h.hcp <= 14))
    nt_rebid = (12, 14) if two_level else (18, 19)
    rules.append(Rule("2NT", f"{nt_rebid[0]} to {nt_rebid[1]} points, balanced"
                      + ("" if two_level else ", invites game"),
                      hcp=nt_rebid, balanced=True, invitational=not two_level, kind="nt", strain="NT",
                      when=lambda h, c: h.balanced and nt_rebid[0] <= h.hcp <= nt_rebid[1]))
    if two_level:
        rules.append(Rule("3NT", "18 to 19 points, balanced", hcp=(18, 19), balanced=True, kind="nt", strain="NT",
                          when=lambda h, c: h.balanced and h.hcp >= 18))
    if opened in MAJORS:
        rules.append(Rule(f"4{opened}", f"6+ {name}, a strong hand (19 or more counting a point for each card past "
                          "four): game", hcp=(16, 21), lengths={opened: (6, 13)}, kind="rebid", strain=opened,
                          when=lambda h, c: h.length(opened) >= 6 and pts(h) >= 19))
    if opened in MINORS and not two_level:
        rules.append(Rule("3NT", f"6+ {name}, 20+ points counting the long suit: game in no trumps",
                          hcp=(16, 21), lengths={opened: (6, 13)}, kind="rebid", strain="NT",
                          when=lambda h, c: h.length(opened) >= 6 and pts(h) >= 20))
    rules += [
        Rule(f"3{opened}", f"6+ {name}, 16 to 18 points counting the long suit, invites game", hcp=(14, 19),
             lengths={opened: (6, 13)}, invitational=True, kind="rebid", strain=opened,
             when=lambda h, c: h.length(opened) >= 6 and 16 <= pts(h) <= 19),
    ]
    rules += [r for r in (jump_shift(ctx, s, opened) for s in SUITS if s not in (opened, new_suit)) if r]
    rules += [two_level_rebid_suit(s, opened) for s in SUITS if s not in (opened, new_suit)]
    rules += [
        Rule(f"2{opened}", f"6+ {name} (or 5 with nothing else to say), a minimum", hcp=(10, 15),
             lengths={opened: (5, 13)}, kind="rebid", strain=opened, when=lambda h, c: h.length(opened) >= 5),
    ]
    if resp == "NT":
        rules.append(Rule("pass", "a minimum, happy with partner's 1NT", hcp=(10, 15), kind="pass",
                          when=lambda h, c: h.hcp <= 15))
    return rules


def second_suit_slam_try(ctx: Context, ours: list[str]) -> list[Rule]:
    """Partner opened, I answered in a new suit, partner rebid at the two level or lower without forcing (a
    minimum): with the points that make a slam possible and no fit yet, my second suit (four cards or more) at the
    three level, below 3NT, is forcing to game, so that a fit in it is found before anybody bids 3NT (1♦ 1♥ 2♦ 3♣);
    with less, 3NT or a game the judgement chooses (a second suit shown there only helps the defence)."""
    partner_suits = {s[1:] for s in ours[::2]}
    rules = []
    for suit in SUITS:
        target = ctx.cheapest(suit)
        if any(b[1:] == suit for b in ours) or target is None or str(target) != f"3{suit}":
            continue
        rules.append(second_suit(suit, partner_suits))
    return rules


def second_suit(suit: str, partner_suits: set[str]) -> Rule:
    def fits(h: HandInfo, c: Context) -> bool:
        pd = c.partner_shown
        no_fit = all(h.length(s) + pd.min_len(s) < 8 for s in partner_suits)
        best = max((s for s in SUITS if s not in partner_suits and s != suit), key=h.length)
        longer_elsewhere = h.length(best) > h.length(suit) and c.my_shown.min_len(best) < 4
        return (h.length(suit) >= 4 and no_fit and not longer_elsewhere
                and h.total_points + pd.estimate() >= SLAM_TRY_POINTS)
    return Rule(f"3{suit}", f"4+ {suit_name(suit)}, a second suit: forcing to game, looks for a fit and a slam",
                hcp=(15, 37), lengths={suit: (4, 13)}, forcing=True, kind="slam try", strain=suit, when=fits)


def answer_second_suit(ctx: Context, suit: str, opened: str, responders: str) -> list[Rule]:
    """Partner showed a second suit at the three level, forcing to game and looking for slam: I raise it with four
    cards and a short suit; else three of partner's first major with three cards; else 3NT with the suit nobody has
    named stopped; else raise with four cards, or bid my own six-card suit again, or 3NT."""
    name = suit_name(suit)
    game = bid_text(4, suit)
    unbid = [s for s in SUITS if s not in (suit, opened, responders)]

    def short(h: HandInfo) -> bool:
        return min(h.length(s) for s in SUITS) <= 1

    rules = [Rule(game, f"raises the second suit: 4+ {name} and a short suit", lengths={suit: (4, 13)},
                  forcing=suit in MINORS, kind="raise", strain=suit,
                  when=lambda h, c: h.length(suit) >= 4 and short(h))]
    if responders in MAJORS and ctx.cheapest(responders) == call_of(f"3{responders}"):
        rules.append(Rule(f"3{responders}", f"three {suit_name(responders)}: support for partner's first suit",
                          lengths={responders: (3, 3)}, forcing=True, kind="raise", strain=responders,
                          when=lambda h, c: h.length(responders) == 3))
    stopped = f"{' and '.join(map(suit_name, unbid))} stopped: " if unbid else ""
    rules += [Rule("3NT", f"{stopped}the game in no trumps", kind="nt", strain="NT",
                   when=lambda h, c: all(h.stopper(s) for s in unbid)),
              Rule(game, f"raises the second suit: 4+ {name}", lengths={suit: (4, 13)}, forcing=suit in MINORS,
                   kind="raise", strain=suit, when=lambda h, c: h.length(suit) >= 4)]
    if ctx.cheapest(opened) == call_of(f"3{opened}"):
        rules.append(Rule(f"3{opened}", f"6+ {suit_name(opened)}, nothing else to show", lengths={opened: (6, 13)},
                          forcing=True, kind="rebid", strain=opened, when=lambda h, c: h.length(opened) >= 6))
    rules.append(Rule("3NT", "the game in no trumps, nothing else to show", kind="nt", strain="NT",
                      when=lambda h, c: True))
    return rules


def after_second_suit_raised(ctx: Context, minor: str) -> list[Rule]:
    """Partner raised my second suit, a minor, to the four level: when my points counting the short suits (a fit is
    found) and partner's expected ones make two less than a slam's or more (the raise promised a short suit too), I
    ask for key cards (two missing stop at five); else the game, five of the minor."""
    from .judgement import SLAM_POINTS  # judgement places the contract from the tables' situations
    name = suit_name(minor)
    need = SLAM_POINTS - 2

    def slam_in_view(h: HandInfo, c: Context) -> bool:
        return h.support_points(minor) + c.partner_shown.estimate() >= need

    return [key_card_ask(minor, slam_in_view),
            Rule(f"5{minor}", f"the game in {name}: no slam in view", kind="raise", strain=minor,
                 when=lambda h, c: True)]


NT_REBID_OFFER_POINTS = {"1NT": (12, 18), "2NT": (7, 12)}  # game, not slam, opposite 12-14 and 18-19


def five_card_major_after_nt_rebid(ctx: Context, major: str, rebid: str) -> list[Rule]:
    """1 of a suit, 1 of my major, 1NT (12 to 14, balanced) or 2NT (18 to 19): with exactly five cards in the major
    and the points for game but not for slam, I offer partner the choice between 3NT and four of the major."""
    if ctx.game_level(major) != 4 or ctx.game_level("NT") != 3:
        return []
    name = suit_name(major)
    lo, hi = NT_REBID_OFFER_POINTS[rebid]
    return [Rule(f"3{major}", f"exactly five {name}, enough for game: asks partner to choose 3NT or 4"
                 f"{SUIT_SYMBOLS[major]}; forcing", hcp=(lo, hi), lengths={major: (5, 5)}, forcing=True,
                 kind="new suit", strain=major,
                 when=lambda h, c: h.length(major) == 5 and lo <= h.hcp <= hi)]


def choose_after_major_offer(ctx: Context, major: str) -> list[Rule]:
    """Partner showed five cards of its major and game values over my 1NT or 2NT rebid: the major game with three
    cards of it, else 3NT."""
    name = suit_name(major)
    return [Rule(f"4{major}", f"three {name}: the eight-card fit plays game", lengths={major: (3, 3)},
                 kind="raise", strain=major, when=lambda h, c: h.length(major) >= 3),
            Rule("3NT", f"two {name}: no trumps", lengths={major: (0, 2)}, kind="nt", strain="NT",
                 when=lambda h, c: True)]


def one_level_rebid_suit(suit: str) -> Rule:
    return Rule(f"1{suit}", f"4+ {suit_name(suit)}, 12 to 18 points", hcp=(10, 18), lengths={suit: (4, 13)},
                kind="new suit", strain=suit, when=lambda h, c: h.length(suit) >= 4 and h.hcp <= 18)


def jump_shift(ctx: Context, suit: str, opened: str) -> Rule | None:
    """Opener's new suit one level higher than needed: 19 to 21 points and an unbalanced hand, forcing to game
    (not where the cheapest bid of the suit is already a reverse, or the jump passes the three level)."""
    cheapest = ctx.cheapest(suit)
    if cheapest is None or cheapest.amount >= 3 or (cheapest.amount == 2 and rank_of(suit) > rank_of(opened)):
        return None
    return Rule(f"{cheapest.amount + 1}{suit}",
                f"4+ {suit_name(suit)}, 19 to 21 points counting a point for each card past four: forcing to game",
                hcp=(17, 21), lengths={suit: (4, 13)}, forcing=True, kind="new suit", strain=suit,
                when=lambda h, c: h.length(suit) >= 4 and h.total_points >= 19 and not h.balanced
                and h.length(opened) < 6)


def two_level_rebid_suit(suit: str, opened: str) -> Rule:
    """Opener's second suit at the two level: a reverse (17+, forcing) if it ranks above the first."""
    reverse = rank_of(suit) > rank_of(opened)
    text = f"4+ {suit_name(suit)}, " + ("17+ points, a reverse: forcing" if reverse else "12 to 17 points")
    return Rule(f"2{suit}", text, hcp=(16, 21) if reverse else (10, 17), lengths={suit: (4, 13)},
                forcing=reverse, kind="new suit", strain=suit,
                when=lambda h, c: h.length(suit) >= 4 and (h.total_points >= 17 or not reverse)
                and h.length(opened) < 6 + reverse)


# ---------------------------------------------------------------- the opponents opened

def entry_rules(ctx: Context) -> list[Rule]:
    """Our side's first action after the opponents opened: overcalls, takeout doubles, or a pass."""
    last = ctx.last_bid
    assert last is not None  # the opponents opened
    level, strain = last.amount, strain_of(last)
    their = {m.strain for i, m in enumerate(ctx.meanings)
             if ctx.auction.seat_of(i).side != ctx.side and m.strain in tuple(SUITS)}
    artificial = ctx.meanings[ctx.auction.calls.index(last)].artificial
    balancing = ctx.rho_call is PASS and ctx.auction.last_bidder == ctx.seat.left
    assert ctx.first_bid is not None  # the opponents opened
    preempted = ctx.meanings[ctx.first_bid].kind == "weak"  # their weak two or preempt, perhaps raised
    ease = BALANCING_EASE if balancing else 0
    if balancing and level == 2 and ctx.meanings[ctx.auction.calls.index(last)].kind == "raise":
        ease = BALANCE_OVER_RAISE  # they found a fit and stopped low: partner holds values, and we a fit too
    vul = 2 if ctx.our_vulnerable else 0
    rules: list[Rule] = []
    if artificial:
        if strain in tuple(SUITS):
            rules.append(Rule("double", f"lead-directing: a good {suit_name(strain)} suit", lengths={strain: (5, 13)},
                              kind="lead", when=lambda h, c: h.length(strain) >= 5 and h.honours(strain) >= 2))
    elif strain == "NT":
        if ctx.auction.calls.index(last) == ctx.first_bid:  # their opening 1NT or 2NT, not a contract they
            # reached together (a 1NT rebid, their 3NT game): those were bid with the points for them
            rules.append(Rule("double", "penalty: 15+ points", hcp=(15 - ease, 37), kind="penalty",
                              when=lambda h, c: h.hcp >= 15 - ease))
    else:
        unbid = [s for s in SUITS if s not in their]
        if level <= 2 and (level == 1 or preempted):
            nt = ctx.cheapest("NT")
            rules.append(Rule(str(nt), f"15 to 18 points, balanced, with {suit_name(strain)} stopped",
                              hcp=(15 - ease, 18 - ease), balanced=True, kind="nt", strain="NT",
                              when=lambda h, c: 15 - ease <= h.hcp <= 18 - ease and h.balanced and h.stopper(strain)))
        if level == 3 and preempted and str(ctx.cheapest("NT")) == "3NT":
            rules.append(Rule("3NT", f"16 to 20 points, {suit_name(strain)} stopped: to play",
                              hcp=(16 - ease, 20 - ease), balanced=True, kind="nt", strain="NT",
                              when=lambda h, c: 16 - ease <= h.hcp <= 20 - ease and h.semi_balanced
                              and h.stopper(strain)))
        if level <= 3:
            double_least = 12 - ease + level - 1
            short_ease = 1 if balancing and preempted else 0  # their preempt passed round: partner may be waiting
            # with their suit (a double would be for takeout), so a singleton of theirs reopens with a point less
            rules.append(Rule("double", f"takeout: opening values, short in {suit_name(strain)}, support for "
                              f"the other suits (or a very strong hand)",
                              hcp=(double_least - short_ease, 37), lengths={strain: (0, 3)}, kind="takeout",
                              when=lambda h, c: takeout_shape(
                                  h, strain, unbid, double_least - (short_ease if h.length(strain) <= 1 else 0),
                                  balancing)))
        else:
            rules.append(Rule("double", "a strong hand, 15+ points: mostly for penalty", hcp=(15, 37),
                              kind="penalty", when=lambda h, c: h.hcp >= 15 and h.length(strain) <= 3))
    for s in SUITS:
        if s in their:
            continue
        target = ctx.cheapest(s)
        if target is None or target.amount > 4:
            continue
        at = target.amount
        game_over_preempt = at == 4 and s in MAJORS and preempted
        least = 5 if at <= 2 or game_over_preempt else 6  # four of a major over a preempt: a good five will do
        if game_over_preempt:
            rules.insert(0, overcall(target, s, least, 14 - ease + vul, their))  # the game before the double
            continue
        lo = (8 if at == 1 else 10 + 2 * (at - 2)) - ease + vul
        rules.append(overcall(target, s, least, lo, their))
        if at == 3 and least == 6:  # over their preempt, a good five-card suit and opening values will do
            rules.append(overcall(target, s, 5, 14 - ease + vul, their))
        if at <= 2 and level == 1 and not balancing:
            rules.append(weak_jump_overcall(f"{at + 1}{s}", s, 7 if ctx.our_vulnerable else 5))
    rules.append(Rule("pass", "no good suit to overcall, not the shape or strength to double", kind="pass",
                      hcp=(0, 17), when=lambda h, c: True))
    return rules


def overcall(target: Bid, suit: str, least: int, lo: int, their: set[str]) -> Rule:
    """A simple overcall: ``least``+ cards, ``lo``-17 points, a good suit above the one level."""
    at = target.amount
    return Rule(str(target), f"overcall: {least}+ {suit_name(suit)}, about {lo} to 17 points", hcp=(lo, 17),
                lengths={suit: (least, 13)}, kind="overcall", strain=suit,
                when=lambda h, c: h.length(suit) >= least
                and lo <= h.hcp <= 17 and (at == 1 or h.good_suit(suit)) and best_overcall(h, their) == suit)


def weak_jump_overcall(jump: str, suit: str, least_hcp: int) -> Rule:
    return Rule(jump, f"weak jump overcall: 6+ {suit_name(suit)}, about 5 to 10 points", hcp=(5, 10),
                lengths={suit: (6, 13)}, kind="weak", strain=suit,
                when=lambda h, c: h.length(suit) >= 6 and least_hcp <= h.hcp <= 10 and h.good_suit(suit))


def takeout_shape(h: HandInfo, strain: str, unbid: list[str], least: int, balancing: bool) -> bool:
    if h.hcp >= 18:
        return True
    if h.hcp < least or h.length(strain) > 2:
        return False
    if any(h.length(s) >= 5 for s in unbid if s in MAJORS):
        return False  # a five-card major overcalls instead
    if len(unbid) == 1 and not balancing:
        # they bid three suits and may go on: partner must answer in the fourth, often at the three level (in the
        # pass-out seat partner, who passed, holds values, and three cards will do)
        return h.length(unbid[0]) >= 4
    return all(h.length(s) >= 3 for s in unbid if s in MAJORS) and sum(h.length(s) >= 3 for s in unbid) >= max(
        1, len(unbid) - 1)


def reopening_double(theirs: str) -> list[Rule]:
    """Opener's double when the overcall of ``theirs`` comes back round: for takeout, short in their suit."""
    return [Rule("double", f"reopens for takeout: short in {suit_name(theirs)} (partner may pass to defend)",
                 hcp=(12, 37), lengths={theirs: (0, 2)}, kind="takeout",
                 when=lambda h, c: h.length(theirs) <= 1 or (h.length(theirs) == 2 and h.hcp >= 15))]


def best_overcall(h: HandInfo, their: set[str]) -> str:
    return max((s for s in SUITS if s not in their), key=lambda s: (h.length(s), s in MAJORS, h.suit_hcp[s]))


def advance_takeout(ctx: Context, doubled: str, redoubled: bool = False) -> list[Rule]:
    """Partner doubled for takeout and the next opponent passed: I must bid something, in a suit neither opponent
    has named (partner's double asked for those). After their redouble, the same answers (the best suit, weak;
    a jump with 9 to 11), without the pass that would leave them to play it redoubled."""
    theirs = {m.strain for i, m in enumerate(ctx.meanings)
              if ctx.auction.seat_of(i).side != ctx.side and m.strain in tuple(SUITS) and not m.artificial}
    unbid = [s for s in SUITS if s != doubled and s not in theirs] or [s for s in SUITS if s != doubled]
    rules = [] if redoubled else [
        Rule("pass", f"converts the double to penalties: long strong {suit_name(doubled)}", hcp=(6, 37),
             lengths={doubled: (5, 13)}, kind="penalty",
             when=lambda h, c: h.length(doubled) >= 5 and h.honours(doubled, 5) >= 3 and h.hcp >= 6)]
    cue = ctx.cheapest(doubled)
    if cue is not None and cue.amount <= 3:
        rules.append(Rule(str(cue), "cue bid: 12+ points, asks partner to describe the hand further", hcp=(12, 37),
                          forcing=True, artificial=True, kind="cue", when=lambda h, c: h.hcp >= 12))
    for s in unbid:
        target = ctx.cheapest(s)
        if target is None or (s in MINORS and target.amount >= 3):
            continue  # a jump to four of a minor would pass 3NT to invite eleven tricks
        rules.append(jump_advance(f"{target.amount + 1}{s}", s, unbid))
    nt = ctx.cheapest("NT")
    if nt is not None and nt.amount <= 2:
        rules.append(Rule(str(nt), f"6 to 10 points with {suit_name(doubled)} stopped", hcp=(6, 10), kind="nt",
                          strain="NT", when=lambda h, c: 6 <= h.hcp <= 10 and h.stopper(doubled)
                          and h.length("S") < 4 and h.length("H") < 4))
    for s in unbid:
        target = ctx.cheapest(s)
        if target is None:
            continue
        rules.append(simple_advance(target, s, unbid))
    return rules


def answer_cue_bid(ctx: Context, doubled: str) -> list[Rule]:
    """I doubled ``doubled`` for takeout and partner cue bid it (12+ points, forcing): I describe my hand, a
    four-card major first (hearts with four of each: up the line), so that a 4-4 or 5-4 major fit is found
    before anybody bids 3NT; else no trumps with their suit stopped, else my longer minor."""
    rules = []
    for major in MAJORS:
        target = ctx.cheapest(major)
        if major != doubled and target is not None:
            rules.append(major_over_cue_bid(target, major, doubled))
    nt = ctx.cheapest("NT")
    if nt is not None and nt.amount <= 3:
        rules.append(Rule(str(nt), f"answers the cue bid: no four-card major, {suit_name(doubled)} stopped",
                          kind="nt", strain="NT", when=lambda h, c: h.stopper(doubled)))
    minors = [s for s in MINORS if s != doubled]
    for s in minors:
        target = ctx.cheapest(s)
        if target is not None:
            rules.append(minor_over_cue_bid(target, s, minors))
    return rules


def major_over_cue_bid(target: Bid, major: str, doubled: str) -> Rule:
    return Rule(str(target), f"answers the cue bid: 4+ {suit_name(major)}", lengths={major: (4, 13)},
                kind="new suit", strain=major,
                when=lambda h, c: h.length(major) >= 4 and cue_answer_major(h, doubled) == major)


def minor_over_cue_bid(target: Bid, minor: str, minors: list[str]) -> Rule:
    return Rule(str(target), f"answers the cue bid: no four-card major, my longer minor, {suit_name(minor)}",
                kind="new suit", strain=minor, when=lambda h, c: max(minors, key=h.length) == minor)


def cue_answer_major(h: HandInfo, doubled: str) -> str | None:
    """The major I show over partner's cue bid: the longer of the four-card majors they have not bid, hearts (the
    cheaper) with equal length."""
    held = [m for m in ("H", "S") if m != doubled and h.length(m) >= 4]
    return max(held, key=h.length) if held else None


def best_advance(h: HandInfo, unbid: list[str]) -> str:
    """The suit to answer partner's takeout double in: the longest of ``unbid``, a major of two."""
    return max(unbid, key=lambda s: (h.length(s), s in MAJORS))


def jump_advance(jump: str, suit: str, unbid: list[str]) -> Rule:
    return Rule(jump, f"4+ {suit_name(suit)}, 9 to 11 points, invites game", hcp=(9, 11),
                lengths={suit: (4, 13)}, invitational=True, kind="advance", strain=suit,
                when=lambda h, c: 9 <= h.hcp <= 11 and best_advance(h, unbid) == suit and h.length(suit) >= 4)


def simple_advance(target: Bid, suit: str, unbid: list[str]) -> Rule:
    return Rule(str(target), f"answers the double: the best suit, {suit_name(suit)}, 0 to 8 points", hcp=(0, 11),
                lengths={suit: (3, 13)}, kind="advance", strain=suit,
                when=lambda h, c: best_advance(h, unbid) == suit)


def advance_overcall(ctx: Context, suit: str) -> list[Rule]:
    """Partner overcalled in ``suit``: raise, show my own suit, no trumps, or pass."""
    name = suit_name(suit)
    rules: list[Rule] = []
    raise_bid = ctx.cheapest(suit)
    if raise_bid is None:
        return rules
    lvl = raise_bid.amount
    jump_is_game = lvl == 3 and suit in MAJORS  # over a two-level overcall: the game takes the invitations too
    game_from = 10 if jump_is_game else 13
    if suit in MAJORS and lvl <= 4:
        rules.append(Rule(f"4{suit}", f"game: 3+ {name}, {game_from}+ points", hcp=(game_from - 1, 37),
                          lengths={suit: (3, 13)}, kind="raise", strain=suit,
                          when=lambda h, c: h.length(suit) >= 3 and h.support_points(suit) >= game_from))
    invites = lvl <= 2  # a jump to three: not four of a minor, past 3NT
    top = 9 if invites or jump_is_game else 12
    if invites:
        rules.append(Rule(f"{lvl + 1}{suit}", f"invites game: 3+ {name}, 10 to 12 points", hcp=(9, 12),
                          lengths={suit: (3, 13)}, invitational=True, kind="raise", strain=suit,
                          when=lambda h, c: h.length(suit) >= 3 and 10 <= h.support_points(suit) <= 12))
    if lvl <= 3:
        rules.append(Rule(str(raise_bid), f"raise: 3+ {name}, 6 to {top} points", hcp=(5, top),
                          lengths={suit: (3, 13)}, kind="raise", strain=suit,
                          when=lambda h, c: h.length(suit) >= 3 and 6 <= h.support_points(suit) <= top))
    nt = ctx.cheapest("NT")
    assert ctx.first_bid is not None  # the opponents opened before partner overcalled
    theirs = strain_of(ctx.auction.calls[ctx.first_bid])
    if nt is not None and nt.amount <= 3 and theirs in tuple(SUITS):
        lo = {1: 8, 2: 12, 3: 15}[nt.amount]
        rules.append(Rule(str(nt), f"{lo}+ points, {suit_name(theirs)} stopped", hcp=(lo, 37), kind="nt",
                          strain="NT", when=lambda h, c: h.hcp >= lo and h.stopper(theirs) and h.length(suit) <= 2))
    for s in SUITS:
        target = ctx.cheapest(s)
        if s in (suit, theirs) or target is None or target.amount > 2:
            continue
        rules.append(new_suit_advance(target, s, suit))
    rules.append(Rule("pass", "nothing useful to add", kind="pass", hcp=(0, 12), when=lambda h, c: True))
    return rules


def new_suit_advance(target: Bid, suit: str, partners: str) -> Rule:
    """My own good suit over partner's overcall in ``partners``, short in it."""
    return Rule(str(target), f"5+ good {suit_name(suit)}, 8+ points, not forcing", hcp=(8, 17),
                lengths={suit: (5, 13)}, kind="new suit", strain=suit,
                when=lambda h, c: h.length(suit) >= 5 and h.good_suit(suit) and h.hcp >= 8
                and h.length(partners) <= 2)


def after_interference(ctx: Context, opened: str) -> list[Rule]:
    """Partner opened one of a suit and the next opponent doubled or overcalled: my first call."""
    rho = ctx.rho_call
    name = suit_name(opened)
    rules: list[Rule] = []
    if rho is DOUBLE:
        rules.append(Rule("redouble", "10+ points: our side has the balance of strength", hcp=(10, 37),
                          kind="strength", when=lambda h, c: h.hcp >= 10))
        return rules + [r for r in responses_to_one(ctx, opened) if r.call not in ("1NT",)]
    assert isinstance(rho, Bid)  # the opponent overcalled (the caller checked that they did not pass)
    their_level, their = rho.amount, strain_of(rho)
    raise_bid = ctx.cheapest(opened)
    negative = None
    if their in tuple(SUITS) and their_level <= 3:
        negative = negative_double(ctx, opened, their)
    elif their == "NT":
        rules.append(Rule("double", "penalty: 10+ points", hcp=(10, 37), kind="penalty",
                          when=lambda h, c: h.hcp >= 10))
    need = 3 if opened in MAJORS else 4
    if raise_bid is not None and opened in MAJORS and raise_bid.amount <= 4:
        rules.append(Rule(f"4{opened}", f"game: {need}+ {name}, 13+ points or long support", lengths={opened: (4, 13)},
                          kind="raise", strain=opened,
                          when=lambda h, c: h.length(opened) >= 4 and (h.support_points(opened) >= 13
                                                                       or h.length(opened) >= 5)))
    if raise_bid is not None and raise_bid.amount <= 3:
        if raise_bid.amount <= 2:
            rules.append(Rule(f"3{opened}", f"limit raise: 4+ {name}, 10 to 12 points", hcp=(8, 12),
                              lengths={opened: (4, 13)}, invitational=True, kind="raise", strain=opened,
                              when=lambda h, c: h.length(opened) >= 4 and 10 <= h.support_points(opened) <= 12))
        if negative is not None and opened in MINORS:
            rules.append(negative)  # a major of one's own before a minor raise
        rules.append(Rule(str(raise_bid), f"raise: {need}+ {name}, 6 to 10 points", hcp=(5, 10),
                          lengths={opened: (need, 13)}, kind="raise", strain=opened,
                          when=lambda h, c: h.length(opened) >= need and 6 <= h.support_points(opened) <= 10))
    if negative is not None and negative not in rules:
        rules.append(negative)  # after the raises of partner's major, before no trumps and new suits
    majors = one_level_majors(ctx, opened, their)
    rules += majors  # a four-card major at the one level before no trumps
    nt = ctx.cheapest("NT")
    if nt is not None and their in tuple(SUITS) and nt.amount <= 3:
        ranges = {1: (8, 11), 2: (12, 13), 3: (14, 17)}
        rules += [nt_over_interference(lv, *ranges[lv], their) for lv in range(nt.amount, 4)]
    for s in SUITS:
        target = ctx.cheapest(s)
        if s in (opened, their) or target is None or target.amount > 3 or any(r.call == str(target) for r in majors):
            continue
        rules.append(new_suit_over_interference(target, s))
    rules.append(Rule("pass", "nothing to say over the interference", hcp=(0, 12), kind="pass",
                      when=lambda h, c: True))
    return rules


def one_level_majors(ctx: Context, opened: str, their: str) -> list[Rule]:
    """Over their one-level overcall a major I can still bid at the one level (1♣ (1♦) 1♥), four cards or more,
    comes before 1NT, as it would without the overcall: partner may hold four cards in it too (the negative
    double shows both majors, not one). With both majors open, the longer one first (spades with five of each)."""
    open_majors = [s for s in MAJORS if s not in (opened, their) and str(ctx.cheapest(s)) == f"1{s}"]
    found = []
    for s in open_majors:
        rule = new_suit_over_interference(bid(1, s), s)
        others = [m for m in open_majors if m != s]
        rule.when = lambda h, c, s=s, others=others, shows=rule.when: shows(h, c) and all(
            h.length(s) > h.length(m) or (h.length(s) == h.length(m) and s == "S") for m in others)
        found.append(rule)
    return found


def negative_double(ctx: Context, opened: str, their: str) -> Rule:
    """Partner opened one of a suit and the next opponent overcalled at the one to three level: the double asks
    opener to choose among the suits nobody has named, the unbid majors (both if two are unbid), else the
    minors. It shows four cards in each of them and the values to answer at the level of the overcall (6 points
    at the one level, 8 at the two, 10 over their jump to the three level, where passing would sell out); with a
    five-card suit to bid at the one level, or five cards and the values for a new suit higher up, the suit is
    bid instead."""
    shown = negative_double_suits(opened, their)
    level = ctx.last_bid.amount if ctx.last_bid is not None else 1
    lo = NEGATIVE_DOUBLE_POINTS[level]
    names = " and ".join(suit_name(s) for s in shown)
    least = 3 if level >= 2 and len(shown) == 2 else 4  # above the one level, four in one of the two and three
    cards = "4+" if least == 4 else "4+ cards in one of, 3+ in the other:"
    text = f"negative double: {cards} {names}, {lo}+ points; asks partner to choose a suit"

    def holds(h: HandInfo) -> bool:
        return all(h.length(s) >= least for s in shown) and any(h.length(s) >= 4 for s in shown)

    def bids_it_instead(h: HandInfo, suit: str) -> bool:
        target = ctx.cheapest(suit)
        if target is None or h.length(suit) < 5:
            return False
        return target.amount == 1 or h.hcp >= 10 + 2 * (target.amount - 2)

    return Rule("double", text, hcp=(lo, 37), lengths={s: (least, 13) for s in shown}, kind="negative",
                convention="negative double",
                when=lambda h, c: h.hcp >= lo and holds(h) and not any(bids_it_instead(h, s) for s in shown),
                reason=lambda h, c: f"I have {h.describe()}, {names_held(h, shown)}, but no suit to bid naturally, "
                                    f"so I double: a negative double, showing {names} and {lo} points or more, "
                                    "not a wish to defend.")


def names_held(h: HandInfo, suits: list[str]) -> str:
    """``"4 spades and 3 hearts"``: my cards in ``suits``."""
    return " and ".join(f"{h.length(s)} {suit_name(s)}" for s in suits)


def negative_double_suits(opened: str, their: str) -> list[str]:
    """The suits a negative double over ``their`` overcall of partner's ``opened`` shows."""
    unbid = [s for s in SUITS if s not in (opened, their)]
    return [s for s in unbid if s in MAJORS] or unbid


def four_cards(suit: str, support: int = 0, short_in: str | None = None) -> Callable[[HandInfo, Context], bool]:
    """Which hands answer a negative double in ``suit``: four cards of it, at least ``support`` points counting
    shape, and fewer than six cards of ``short_in`` (a suit the hand would rather bid again)."""
    def fits(h: HandInfo, c: Context) -> bool:
        return (h.length(suit) >= 4 and (not support or h.support_points(suit) >= support)
                and (short_in is None or h.length(short_in) < 6))
    return fits


def answer_negative_double(ctx: Context, opened: str, their: str) -> list[Rule]:
    """I opened one of ``opened``, they overcalled in ``their``, partner made a negative double and the next
    opponent passed: I answer as to a takeout double."""
    shown = negative_double_suits(opened, their)
    level = ctx.last_bid.amount if ctx.last_bid is not None else 1
    trumps = 5 if level == 1 else 4  # more of them at the one level
    game_support = 16 if level == 3 else 19  # game in partner's major: over their jump partner promised 10
    rules = [Rule("pass", f"defends: {trumps}+ strong {suit_name(their)}, the double converted to penalties",
                  lengths={their: (trumps, 13)}, kind="penalty",
                  when=lambda h, c: h.length(their) >= trumps and h.honours(their, 5) >= 3)]
    for s in shown:
        target = ctx.cheapest(s)
        if target is None:
            continue
        game = ctx.game_level(s)
        if s in MAJORS and target.amount < game:
            rules.append(Rule(f"{game}{s}", f"4+ {suit_name(s)}, {game_support}+ points counting shape: game",
                              hcp=(game_support - 3, 21), lengths={s: (4, 13)}, kind="raise", strain=s,
                              when=four_cards(s, support=game_support)))
        if target.amount + 1 < game:
            rules.append(Rule(f"{target.amount + 1}{s}", f"4+ {suit_name(s)}, 16 to 18 points, invites game",
                              hcp=(14, 18), lengths={s: (4, 13)}, invitational=True, kind="raise", strain=s,
                              when=four_cards(s, support=16)))
        rules.append(Rule(str(target), f"4+ {suit_name(s)}, a minimum (12 to 15 points)", hcp=(10, 15),
                          lengths={s: (4, 13)}, kind="raise", strain=s, when=four_cards(s)))
    nt = ctx.cheapest("NT")
    if nt is not None and nt.amount <= 2:
        rules.append(Rule(f"{nt.amount + 1}NT", f"18 to 19 points, balanced, {suit_name(their)} stopped",
                          hcp=(18, 19), balanced=True, kind="nt", strain="NT",
                          when=lambda h, c: h.balanced and h.hcp >= 18 and h.stopper(their)))
        rules.append(Rule(str(nt), f"12 to 14 points, balanced, {suit_name(their)} stopped", hcp=(12, 15),
                          balanced=True, kind="nt", strain="NT",
                          when=lambda h, c: h.balanced and h.hcp <= 15 and h.stopper(their)))
    if nt is not None and nt.amount == 3:
        rules.append(Rule("3NT", f"12+ points, balanced, {suit_name(their)} stopped", hcp=(12, 19), balanced=True,
                          kind="nt", strain="NT", when=lambda h, c: h.balanced and h.stopper(their)))
    own = ctx.cheapest(opened)
    if own is not None and own.amount <= 2:
        rules.append(Rule(f"{own.amount + 1}{opened}",
                          f"6+ {suit_name(opened)}, 16 to 18 points counting the long suit", hcp=(14, 18),
                          lengths={opened: (6, 13)}, invitational=True, kind="rebid", strain=opened,
                          when=lambda h, c: h.length(opened) >= 6 and h.total_points >= 16))
    for s in SUITS:
        target = ctx.cheapest(s)
        if s in (opened, their, *shown) or target is None or target.amount > 2:
            continue
        rules.append(Rule(str(target), f"4+ {suit_name(s)}, no four cards in {' or '.join(map(suit_name, shown))}",
                          hcp=(10, 18), lengths={s: (4, 13)}, kind="new suit", strain=s,
                          when=four_cards(s, short_in=opened)))
    if own is not None:
        rules.append(Rule(str(own), f"{suit_name(opened)} again, nothing else to say", hcp=(10, 15),
                          kind="rebid", strain=opened, when=lambda h, c: True))
    return rules


def nt_over_interference(level: int, lo: int, hi: int, their: str) -> Rule:
    return Rule(f"{level}NT", f"{lo} to {hi} points, {suit_name(their)} stopped", hcp=(lo, hi), kind="nt",
                strain="NT", invitational=level == 2,
                when=lambda h, c: lo <= h.hcp <= hi and h.stopper(their))


def new_suit_over_interference(target: Bid, suit: str) -> Rule:
    least = 4 if target.amount == 1 else 5
    lo = 6 if target.amount == 1 else 10 + 2 * (target.amount - 2)
    return Rule(str(target), f"{least}+ {suit_name(suit)}, {lo}+ points, forcing", hcp=(lo, 37),
                lengths={suit: (least, 13)}, forcing=True, kind="new suit", strain=suit,
                when=lambda h, c: h.length(suit) >= least and h.hcp >= lo)


# ---------------------------------------------------------------- Roman Key Card Blackwood

GRAND_ASK_POINTS = 34  # my points and partner's expected ones: with every key card ours, the grand is worth asking for
GRAND_LOSERS = 11  # and the two hands' losing tricks at most this: 24 less them leaves thirteen tricks
LONG_TRUMPS = 10  # with this many trumps together the queen of trumps hardly matters (it falls under the top)
KEY_CARD_ANSWERS = (("5C", "0 or 3 key cards"), ("5D", "1 or 4 key cards"),
                    ("5H", "2 key cards without the queen of trumps"), ("5S", "2 key cards and the queen of trumps"))
KING_ANSWERS = (("6C", "0 or 4 kings"), ("6D", "1 king"), ("6H", "2 kings"), ("6S", "3 kings"))


def key_cards(h: HandInfo, trump: str) -> int:
    """The four aces and the king of trumps in my hand (the aces alone when no suit is agreed)."""
    return h.aces + ("K" in h.ranks.get(trump, ""))


def key_card_answer(h: HandInfo, trump: str) -> int:
    """Which answer of KEY_CARD_ANSWERS my hand gives (all five key cards answer as four)."""
    keys = min(4, key_cards(h, trump))
    if keys == 2:
        return 3 if "Q" in h.ranks.get(trump, "") else 2
    return keys % 3


def blackwood_answers(ctx: Context, kind: str, trump: str) -> list[Rule]:
    """The answer to partner's 4NT (key cards), 5NT (kings) or queen ask, ``trump`` agreed."""
    if kind == "ask queen":
        return queen_answers(ctx, trump)
    if kind == "ask kings":
        return [king_answer(n, text, count) for n, (text, count) in enumerate(KING_ANSWERS)]
    return [key_card_answer_rule(n, text, count, trump) for n, (text, count) in enumerate(KEY_CARD_ANSWERS)]


def key_card_answer_rule(n: int, text: str, count: str, trump: str) -> Rule:
    return Rule(text, f"answers Roman Key Card Blackwood: {count}", artificial=True, convention="Blackwood",
                kind="key card answer", strain=trump if trump in SUITS else None,
                when=lambda h, c: key_card_answer(h, trump) == n,
                reason=lambda h, c: f"My partner asks how many key cards I hold ({key_card_words(trump)}). I have "
                                    f"{counted(key_cards(h, trump), 'key card')}{queen_words(h, trump, n)}, so I bid "
                                    f"{call_text(call_of(text))}, which says {count}.")


def key_card_words(trump: str) -> str:
    return f"the four aces and the king of {suit_name(trump)}" if trump in SUITS else "the four aces"


def queen_words(h: HandInfo, trump: str, answer: int) -> str:
    """What my answer with two key cards says of the queen of trumps."""
    if answer < 2 or trump not in SUITS:
        return ""
    return f"{' and' if 'Q' in h.ranks[trump] else ', without'} the queen of {suit_name(trump)}"


def king_answer(n: int, text: str, count: str) -> Rule:
    return Rule(text, f"answers the king ask: {count}", artificial=True, convention="Blackwood", kind="king answer",
                when=lambda h, c: h.kings % 4 == n,
                reason=lambda h, c: f"My partner asks how many kings I hold. I have {counted(h.kings, 'king')}, so "
                                    f"I bid {call_text(call_of(text))}, which says {count}.")


def queen_answers(ctx: Context, trump: str) -> list[Rule]:
    """Partner, with every key card ours, asks for the queen of trumps: 5NT with it, six of trumps without."""
    name = suit_name(trump)
    return [Rule("5NT", f"answers the queen ask: I hold the queen of {name}", artificial=True,
                 convention="Blackwood", kind="queen answer", strain=trump, when=lambda h, c: "Q" in h.ranks[trump]),
            Rule(f"6{trump}", f"answers the queen ask: no queen of {name}, the small slam", kind="queen answer",
                 strain=trump, when=lambda h, c: True)]


def queen_ask(answer: str, trump: str) -> str | None:
    """The asker's next step over a 5♣ or 5♦ answer that is not the trump suit (5NT asks for kings): the queen
    ask."""
    level, strain = suits_of(answer)
    for step in STRAIN_ORDER[rank_of(strain) + 1:-1]:
        if step != trump:
            return bid_text(level, step)
    return None


def partner_key_cards(h: HandInfo, ctx: Context, answer: int, trump: str) -> int:
    """Partner's key cards from the answer: of 0 or 3 (1 or 4), the larger when it fits with mine and with the
    points partner's calls allow (three key cards are eleven points at least, four fifteen), and is the likelier
    count for the share of the points I do not hold that partner's calls promise."""
    if answer >= 2:
        return 2
    larger = answer + 3
    theirs = 5 - key_cards(h, trump)  # the key cards I do not hold: partner's, or the opponents'
    if larger > theirs or ctx.partner_shown.hi < 4 * larger - 1:
        return answer
    share = min(0.95, max(0.05, ctx.partner_shown.estimate() / max(1, 40 - h.hcp)))

    def likelihood(count: int) -> float:
        return math.comb(theirs, count) * share ** count * (1 - share) ** (theirs - count)

    return larger if likelihood(larger) > likelihood(answer) else answer


def grand_in_view(h: HandInfo, ctx: Context) -> bool:
    """The points and the tricks for a grand slam: about GRAND_ASK_POINTS together, and the losing tricks of the
    two hands leave thirteen tricks."""
    from .judgement import losing_tricks  # judgement places the contract from the tables' situations
    return h.hcp + ctx.partner_shown.estimate() >= GRAND_ASK_POINTS and losing_tricks(h, ctx) <= GRAND_LOSERS


def blackwood_rebids(ctx: Context, trump: str, answer: str, kind: str) -> list[Rule]:
    """The asker places the contract after partner's answer to 4NT, 5NT or the queen ask."""
    name = suit_name(trump)
    if kind == "queen answer":
        if answer == "5NT":
            return [Rule(f"7{trump}", f"grand slam: every key card and the queen of {name} are ours", kind="slam",
                         strain=trump, when=lambda h, c: True)]
        return [Rule("pass", f"the small slam in {name}: the queen of trumps is missing", kind="pass",
                     when=lambda h, c: True)]
    if kind == "king answer":
        shown = [t for t, _ in KING_ANSWERS].index(answer)

        def missing_kings(h: HandInfo) -> int:
            return 4 - (4 if shown == 0 and h.kings == 0 else shown) - h.kings

        return [Rule(f"7{trump}", "grand slam: every key card is ours and at most one king is missing", kind="slam",
                     strain=trump, when=lambda h, c: missing_kings(h) <= 1),
                Rule(f"6{trump}", f"small slam in {name}", kind="slam", strain=trump, when=lambda h, c: True)]
    shown = [t for t, _ in KEY_CARD_ANSWERS].index(answer)

    def missing(h: HandInfo, c: Context) -> int:
        return 5 - partner_key_cards(h, c, shown, trump) - key_cards(h, trump)

    def queen(h: HandInfo, c: Context) -> bool | None:
        """Whether the queen of trumps is ours (None: not known)."""
        if "Q" in h.ranks[trump] or shown == 3 or h.length(trump) + c.partner_shown.min_len(trump) >= LONG_TRUMPS:
            return True
        return False if shown == 2 else None

    rules = []
    ask = queen_ask(answer, trump) if shown < 2 else None
    if ask is not None:
        rules.append(Rule(ask, f"asks for the queen of {name}: every key card is ours, grand slam in view",
                          forcing=True, artificial=True, convention="Blackwood", kind="ask queen", strain=trump,
                          when=lambda h, c: missing(h, c) == 0 and queen(h, c) is None and grand_in_view(h, c)))
    rules += [
        Rule("5NT", f"asks for kings: every key card and the queen of {name} are ours, grand slam in view",
             forcing=True, artificial=True, convention="Blackwood", kind="ask kings", strain=trump,
             when=lambda h, c: missing(h, c) == 0 and queen(h, c) is True and grand_in_view(h, c)),
        Rule(f"6{trump}", f"small slam in {name}: at most one key card is missing", kind="slam", strain=trump,
             when=lambda h, c: missing(h, c) == 0 or (missing(h, c) == 1 and queen(h, c) is not False)),
    ]
    why = "two key cards are missing, or one and the queen of trumps"
    if rank_of(trump) > rank_of(answer[1:]):
        rules.append(Rule(f"5{trump}", f"stops in {name}: {why}", kind="signoff", strain=trump,
                          when=lambda h, c: True))
    elif answer[1:] == trump:
        rules.append(Rule("pass", f"stops in five {name}: {why}", kind="signoff", when=lambda h, c: True))
    else:
        rules.append(Rule(f"6{trump}", f"small slam in {name}", kind="slam", strain=trump, when=lambda h, c: True))
    return rules
