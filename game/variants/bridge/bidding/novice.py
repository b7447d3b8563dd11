"""The Novice bidder: simple point counts (open with 13, raise with support, game with 26 together), no
conventions except answering Blackwood, and now and then a miscounted hand."""

from __future__ import annotations

import random

from game.engine.actions import DOUBLE, PASS, Action, bid
from game.engine.wording import counted

from .evaluation import MAJORS, HandInfo, suit_name
from .judgement import last_strain_of
from .model import Context, call_text
from .situations import blackwood_rules


def novice_call(h: HandInfo, ctx: Context, rng: random.Random | None) -> tuple[Action, list[str]]:
    rng = rng or random.Random(0)
    count = h.hcp
    if rng.random() < 0.25:
        count = max(0, count + rng.choice((-2, -1, 1, 2)))
    said = f"I count {counted(count, 'point')}"
    answers = blackwood_rules(ctx)
    partner_last = ctx.last_real_of(ctx.partner)
    asked = partner_last is not None and partner_last[1].kind == "ask key cards"
    if answers and answers[0].kind == "key card answer" and asked:
        for rule in answers:
            if rule.fits(h, ctx) and ctx.legal(rule.action):
                return rule.action, [rule.explain(h, ctx)]
    if ctx.first_bid is None:
        return opening(h, ctx, count, said)
    partner_suit = last_strain_of(ctx, ctx.partner)
    partner_bid = ctx.last_real_of(ctx.partner) is not None
    if partner_bid:
        return with_partner(h, ctx, count, said, partner_suit)
    return against(h, ctx, count, said)


def opening(h: HandInfo, ctx: Context, count: int, said: str) -> tuple[Action, list[str]]:
    if count < 13:
        return PASS, [f"{said}, fewer than 13, so I pass."]
    if 15 <= count <= 17 and h.balanced:
        return bid(1, "NT"), [f"{said} and my hand is balanced, so I bid 1NT."]
    suit = h.longest()
    return bid(1, suit), [f"{said}, enough to open, so I bid my longest suit, {suit_name(suit)}: "
                          f"{call_text(bid(1, suit))}."]


def with_partner(h: HandInfo, ctx: Context, count: int, said: str, suit: str | None) -> tuple[Action, list[str]]:
    partner_points = 13 if ctx.opener == ctx.partner else max(ctx.partner_shown.lo, 6)
    together = count + partner_points
    last = ctx.auction.last_bid
    if suit and h.length(suit) >= 3:
        game = bid(4 if suit in MAJORS else 5, suit)
        if together >= 26 and ctx.legal(game):
            return game, [f"{said} and my partner has about {partner_points}: {together} together is enough for "
                          f"game, so I bid {call_text(game)}."]
        if ctx.ours_last and last is not None and last.strain == suit:
            return PASS, [f"{said}, and my partner's {suit_name(suit)} suit me, so I pass."]
        cheapest = ctx.cheapest(suit)
        if count >= 6 and cheapest is not None and cheapest.amount <= 3:
            return cheapest, [f"{said} and {h.length(suit)} {suit_name(suit)}, so I support my partner with "
                              f"{call_text(cheapest)}."]
        return PASS, [f"{said} and have no more to say, so I pass."]
    three_nt = bid(3, "NT")
    if together >= 26 and ctx.legal(three_nt):
        return three_nt, [f"{said} and my partner has about {partner_points}: enough for game in no trumps, so I "
                          "bid 3NT."]
    own = h.longest()
    cheapest = ctx.cheapest(own)
    if count >= 6 and h.length(own) >= 4 and cheapest is not None and cheapest.amount <= 2 and not (
            ctx.ours_last and last is not None and last.strain == own):
        return cheapest, [f"{said}, so I show my longest suit, {suit_name(own)}: {call_text(cheapest)}."]
    nt = ctx.cheapest("NT")
    if count >= 6 and not ctx.ours_last and nt is not None and nt.amount <= 2:
        return nt, [f"{said}, so I bid {call_text(nt)}."]
    return PASS, [f"{said} and have no more to say, so I pass."]


def against(h: HandInfo, ctx: Context, count: int, said: str) -> tuple[Action, list[str]]:
    own = h.longest()
    cheapest = ctx.cheapest(own)
    if count >= 10 and h.length(own) >= 5 and cheapest is not None and cheapest.amount <= 2:
        return cheapest, [f"{said} and {h.length(own)} {suit_name(own)}, so I come in with "
                          f"{call_text(cheapest)}."]
    last = ctx.auction.last_bid
    if count >= 16 and last is not None and last.amount >= 3 and ctx.legal(DOUBLE):
        return DOUBLE, [f"{said}: the opponents bid too much, so I double."]
    return PASS, [f"{said}, not enough to come in, so I pass."]
