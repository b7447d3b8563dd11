"""A natural Contract Bridge bidding system that explains itself (described in system.md).

``meaning(auction, index)`` says what any call of the auction shows, from the public calls only.
``choose_call(cards, auction, vulnerable, below, skill, rng)`` picks the call for the player to act, always
legal, with its reasons in words.
"""

from __future__ import annotations

import random
from functools import lru_cache

from game.engine.actions import PASS, Action
from game.engine.seats import Seat

from ..auction import Auction
from .evaluation import SUITS, HandInfo
from .judgement import free_bid, generic_meaning
from .model import BidMeaning, Context, Rule, call_text
from .novice import novice_call
from .simulation import simulated_call
from .situations import rules_for

__all__ = ["BidMeaning", "HandInfo", "choose_call", "meaning", "meanings", "rule_call"]

SKILLS = ("novice", "advanced", "expert")


def meaning(auction: Auction, index: int) -> BidMeaning:
    """What call number ``index`` (from the dealer's first) of ``auction`` shows."""
    return _meanings(auction.dealer, tuple(auction.calls[: index + 1]))[index]


def meanings(auction: Auction) -> list[BidMeaning]:
    return list(_meanings(auction.dealer, tuple(auction.calls)))


@lru_cache(maxsize=4096)
def _meanings(dealer: Seat, calls: tuple[Action, ...]) -> tuple[BidMeaning, ...]:
    if not calls:
        return ()
    before = _meanings(dealer, calls[:-1])
    ctx = Context(Auction(dealer, calls[:-1]), list(before))
    try:
        found = meaning_in(ctx, calls[-1])
    except Exception:  # an explanation must never break the table; the tests run meaning_in directly
        found = BidMeaning(calls[-1], f"{call_text(calls[-1])}: no agreed meaning")
    return before + (found,)


def meaning_in(ctx: Context, call: Action) -> BidMeaning:
    rules = [r for r in (rules_for(ctx) or []) if r.action is call]
    if not rules:
        return generic_meaning(ctx, call)
    return merged(rules)


def merged(rules: list[Rule]) -> BidMeaning:
    """One meaning for a call that several rules of the situation make: the first text, the widest ranges."""
    first = rules[0].meaning()
    if len(rules) == 1:
        return first
    others = [r.meaning() for r in rules[1:]]
    hcp = (min(m.hcp[0] for m in [first, *others]), max(m.hcp[1] for m in [first, *others]))
    lengths = {s: (min(m.length(s)[0] for m in [first, *others]), max(m.length(s)[1] for m in [first, *others]))
               for s in SUITS}
    return BidMeaning(first.call, first.text, hcp, lengths, first.balanced and all(m.balanced for m in others),
                      first.forcing, first.artificial, first.convention, first.invitational, first.kind, first.strain)


def context_for(auction: Auction, vulnerable=None, below=None) -> Context:
    return Context(auction, list(_meanings(auction.dealer, tuple(auction.calls))), vulnerable, below)


def choose_call(cards, auction: Auction, vulnerable=None, below=None, skill: str = "advanced",
                rng: random.Random | None = None) -> tuple[Action, list[str]]:
    """The call for ``auction.to_call`` holding ``cards``, and the reasons for it."""
    if skill not in SKILLS:
        raise ValueError(f"unknown skill {skill!r}: choose one of {', '.join(SKILLS)}")
    if auction.closed:
        raise ValueError("the auction is over")
    hand = HandInfo(cards)
    ctx = context_for(auction, vulnerable, below)
    if skill == "novice":
        call, reasons = novice_call(hand, ctx, rng)
    else:
        call, reasons = system_call(hand, ctx, skill)
    if auction.why_not(call) is not None:  # never expected: the rules only offer legal calls
        return PASS, [f"I meant to bid {call_text(call)}, but it is not possible here, so I pass."]
    return call, reasons


def system_call(hand: HandInfo, ctx: Context, skill: str) -> tuple[Action, list[str]]:
    call, reasons = rule_call(hand, ctx, skill)
    if skill == "expert":
        judged = simulated_call(hand, ctx, call, lambda c: meaning_in(ctx, c))
        if judged is not None:
            return judged
    return call, reasons


def rule_call(hand: HandInfo, ctx: Context, skill: str) -> tuple[Action, list[str]]:
    """The call the system's rules and judgement make."""
    for rule in rules_for(ctx) or []:
        if ctx.legal(rule.action) and rule.fits(hand, ctx):
            return rule.action, [rule.explain(hand, ctx)]
    return free_bid(hand, ctx, skill)
