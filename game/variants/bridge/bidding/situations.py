"""Which table of the system applies to the player to call: read from the public auction only."""

from __future__ import annotations

from game.engine.actions import DOUBLE, PASS, REDOUBLE, Bid

from . import tables as t
from .evaluation import MAJORS, MINORS, SUITS
from .model import SLAM_ANSWERS, SLAM_ASKS, Context, Rule, strain_of

NT_OPENINGS = {"1NT": (1, 15, 17), "2NT": (2, 20, 21)}


def rules_for(ctx: Context) -> list[Rule] | None:
    """The rules of the situation, best call first; None when judgement has to decide alone. The tables build
    raises and jumps by adding levels, so over a high bid some of their rules land above the seven level: no
    such call exists, and those rules are left out here, where every table's rules come out."""
    rules = situation_rules(ctx)
    return None if rules is None else [rule for rule in rules if rule.is_call]


def situation_rules(ctx: Context) -> list[Rule] | None:
    if ctx.first_bid is None:
        return t.openings(ctx)
    blackwood = blackwood_rules(ctx)
    if blackwood is not None:
        return blackwood
    escapes = nt_doubled(ctx)
    if escapes is not None:
        return escapes
    if ctx.we_opened:
        if not ctx.contested or strong_opening_doubled(ctx):
            return uncontested(ctx)
        return contested_response(ctx) or after_negative_double(ctx) or reopening(ctx) or after_reopening_double(ctx)
    return defence(ctx)


def nt_doubled(ctx: Context) -> list[Rule] | None:
    """Partner's natural 1NT (an opening or an overcall) and the next opponent doubled it for penalty: with a weak
    hand and a five-card suit I run to two of it (the rules cover only that; otherwise judgement decides), and
    partner leaves me there."""
    calls = ctx.auction.calls
    partner = ctx.last_of(ctx.partner)
    if partner is not None and partner[1].kind == "escape" and ctx.rho_call is PASS:
        return t.after_escape()
    if len(calls) < 2 or calls[-1] is not DOUBLE or str(calls[-2]) != "1NT":
        return None
    if ctx.auction.seat_of(len(calls) - 2) != ctx.partner or ctx.meanings[-2].strain != "NT":
        return None
    return t.escapes_from_doubled_nt()


def blackwood_rules(ctx: Context) -> list[Rule] | None:
    """Roman Key Card Blackwood: partner asked (4NT for key cards, the queen ask, 5NT for kings) and I answer; or
    I asked, partner answered, and I place the contract."""
    auction = ctx.auction
    partner = ctx.last_real_of(ctx.partner)
    if partner is None or auction.last_bid is not partner[0]:
        return None
    kind, trump = partner[1].kind, partner[1].strain
    if kind in SLAM_ASKS:
        return t.blackwood_answers(ctx, kind, trump or "NT")
    mine = ctx.last_real_of(ctx.seat)
    if kind in SLAM_ANSWERS and mine is not None and mine[1].kind in SLAM_ASKS:
        trump = mine[1].strain or "NT"
        if trump not in SUITS:
            return None
        return t.blackwood_rebids(ctx, trump, str(partner[0]), kind)
    return None


def strong_opening_doubled(ctx: Context) -> bool:
    """Our strong 2♣ was doubled and the opponents have said nothing else: the double of an artificial bid takes no
    room, so we go on as if they had passed (responder still answers 2♦ waiting with a weak hand, not 3NT)."""
    calls = ctx.auction.calls
    assert ctx.first_bid is not None  # we opened
    if str(calls[ctx.first_bid]) != "2C":
        return False
    theirs = [c for i, c in enumerate(calls) if ctx.auction.seat_of(i).side != ctx.side and c is not PASS]
    return theirs == [DOUBLE] and len(calls) > ctx.first_bid + 1 and calls[ctx.first_bid + 1] is DOUBLE


def uncontested(ctx: Context) -> list[Rule] | None:
    key = ctx.our_bids
    last_of_partner = ctx.last_of(ctx.partner)
    if not key or last_of_partner is None or last_of_partner[0] is PASS:
        return None
    partner_last = last_of_partner[1]
    opening = key[0]
    nt = nt_sequence(ctx, key)
    if nt is not None:
        return nt
    n = len(key)
    level, strain = t.suits_of(opening)
    if n == 1:
        if level == 1:
            return t.responses_to_one(ctx, strain)
        if opening == "2C":
            return t.responses_to_2c(ctx)
        return t.responses_to_weak(ctx, opening)
    if n == 2:
        if level == 1:
            return t.opener_rebids(ctx, strain, key[1])
        if opening == "2C" and key[1] == "2D":
            return t.rebids_after_2c_2d(ctx)
        if opening in ("2D", "2H", "2S") and key[1] == "2NT":
            return t.weak_two_answers(ctx, opening)
        return None
    if n == 3:
        if key[:2] == ["2C", "2D"] and key[2][1:] in SUITS:
            return t.after_2c_suit(ctx, key[2][1:])
        if level == 1 and strain in MAJORS and key[1] == f"2{strain}" and key[2] == f"3{strain}":
            return [Rule(f"4{strain}", "accepts the invitation: a maximum for the raise", hcp=(8, 10), kind="raise",
                         strain=strain, when=lambda h, c: h.support_points(strain) >= 9),
                    Rule("pass", "declines the invitation: a minimum for the raise", hcp=(6, 8), kind="pass",
                         when=lambda h, c: True)]
        if level == 1 and key[1] in ("1H", "1S") and key[2] in ("1NT", "2NT"):
            return t.five_card_major_after_nt_rebid(ctx, key[1][1:], key[2])
        if level == 1 and opener_minimum_after_new_suit(ctx):
            return t.second_suit_slam_try(ctx, key)
    if n == 4 and level == 1 and partner_last.kind == "slam try" and partner_last.strain is not None:
        return t.answer_second_suit(ctx, partner_last.strain, strain, key[1][1:])
    mine = ctx.last_real_of(ctx.seat)
    my_try = mine[1].strain if mine is not None and mine[1].kind == "slam try" else None
    if n == 5 and level == 1 and my_try is not None and my_try in MINORS and key[4] == f"4{my_try}":
        return t.after_second_suit_raised(ctx, my_try)
    if n == 4 and level == 1 and key[1] in ("1H", "1S") and key[2] in ("1NT", "2NT") and key[3] == f"3{key[1][1:]}":
        return t.choose_after_major_offer(ctx, key[1][1:])
    return None


def opener_minimum_after_new_suit(ctx: Context) -> bool:
    """Partner opened one of a suit, I answered in a new suit (not 1NT, not a raise) and partner rebid a suit at the
    two level or lower without forcing me: a minimum, and no fit found yet."""
    mine = ctx.last_real_of(ctx.seat)
    rebid = ctx.last_real_of(ctx.partner)
    if mine is None or rebid is None or mine[1].kind != "new suit" or rebid[1].kind not in ("rebid", "new suit"):
        return False
    rebid_call = rebid[0]
    return (isinstance(rebid_call, Bid) and rebid_call.amount <= 2 and not rebid[1].forcing
            and rebid[1].strain in tuple(SUITS))


def nt_sequence(ctx: Context, key: list[str], overcall: bool = False) -> list[Rule] | None:
    """Our side opened 1NT or 2NT, or 2C-2D-2NT: Stayman, transfers and NT raises, both hands. With
    ``overcall``, our 1NT overcall of their suit opening (15 to 18) and the answers to it, the same way."""
    if overcall:
        level, lo, hi = 1, 15, 18
        sub = key
    elif key[0] in NT_OPENINGS:
        level, lo, hi = NT_OPENINGS[key[0]]
        sub = key
    elif key[:3] == ["2C", "2D", "2NT"]:
        level, lo, hi = 2, 22, 24
        sub = key[2:]
    else:
        return None
    n = len(sub)
    if n == 1:
        return t.nt_responses(ctx, level, lo, hi)
    if n == 2:
        return t.nt_opener_answers(ctx, sub, lo, hi)
    ask = sub[1]
    ask_level, ask_strain = t.suits_of(ask)
    if n == 3 and level == 1 and ask_level == 3 and ask_strain in MINORS:
        return t.after_minor_slam_try(ask_strain, sub[2])
    if ask_level != level + 1:
        return None
    if n == 3 and ask_strain == "C":
        return t.after_stayman_answer(ctx, sub[2], lo)
    if n == 3 and ask_strain in ("D", "H"):
        return t.after_transfer(ctx, "H" if ask_strain == "D" else "S", lo, level + 1)
    if n == 4 and ask_strain == "C":
        return t.nt_opener_after_stayman(ctx, sub[2], sub[3], lo, hi)
    if n == 4 and ask_strain in ("D", "H"):
        return t.nt_opener_after_transfer(ctx, "H" if ask_strain == "D" else "S", sub[3], lo, hi)
    return None


def contested_response(ctx: Context) -> list[Rule] | None:
    """We opened and an opponent came in: the first answer to partner's one-of-a-suit opening."""
    assert ctx.first_bid is not None  # asked once the auction is opened
    partner_calls = [c for _, c in ctx.calls_of(ctx.partner) if c is not PASS]
    mine = [c for i, c in ctx.calls_of(ctx.seat) if c is not PASS and i > ctx.first_bid]
    opening = ctx.auction.calls[ctx.first_bid]
    assert isinstance(opening, Bid) and opening.strain is not None  # the first bid names a strain
    if ctx.opener != ctx.partner or mine or len(partner_calls) != 1 or opening.amount != 1:
        return None
    if len(ctx.auction.calls) != ctx.first_bid + 2:
        return None
    rho = ctx.rho_call
    if opening.strain == "NT" or not (rho is DOUBLE or isinstance(rho, Bid)):
        return None
    return t.after_interference(ctx, opening.strain)


def after_negative_double(ctx: Context) -> list[Rule] | None:
    """I opened one of a suit, the next opponent overcalled, partner made a negative double and the other
    opponent passed: my answer."""
    assert ctx.first_bid is not None  # asked once the auction is opened
    calls = ctx.auction.calls[ctx.first_bid:]
    if ctx.opener != ctx.seat or len(calls) != 4 or calls[2] is not DOUBLE or calls[3] is not PASS:
        return None
    if ctx.meanings[ctx.first_bid + 2].kind != "negative":
        return None
    opening, overcall = calls[0], calls[1]
    assert isinstance(opening, Bid) and isinstance(overcall, Bid)  # a negative double follows two suit bids
    return t.answer_negative_double(ctx, strain_of(opening), strain_of(overcall))


def overcall_passed_round(ctx: Context) -> str | None:
    """Our side opened one of a suit, the next opponent overcalled in a suit at the one to three level, and the
    other two passed: the overcall's suit (else None). Read from the opening on."""
    assert ctx.first_bid is not None  # asked once the auction is opened
    calls = ctx.auction.calls[ctx.first_bid:]
    if len(calls) < 4 or calls[2] is not PASS or calls[3] is not PASS:
        return None
    opening, overcall = calls[0], calls[1]
    assert isinstance(opening, Bid)  # the first bid
    if opening.amount != 1 or opening.strain == "NT" or not isinstance(overcall, Bid) or overcall.amount > 3:
        return None
    if overcall.strain == "NT" or ctx.meanings[ctx.first_bid + 1].artificial:
        return None
    return strain_of(overcall)


def reopening(ctx: Context) -> list[Rule] | None:
    """I opened one of a suit, the next opponent overcalled and partner and the other opponent passed: partner
    may be waiting to defend (a double there would have been negative), so I reopen with a double when short."""
    theirs = overcall_passed_round(ctx)
    first = ctx.first_bid
    if theirs is None or first is None or ctx.opener != ctx.seat or len(ctx.auction.calls) != first + 4:
        return None
    return t.reopening_double(theirs)


def after_reopening_double(ctx: Context) -> list[Rule] | None:
    """Partner opened, the next opponent overcalled, I passed, and partner reopened with a double for takeout
    (the other opponent passed again): I answer as to a takeout double, or pass to defend."""
    theirs = overcall_passed_round(ctx)
    first = ctx.first_bid
    if theirs is None or first is None or ctx.opener != ctx.partner:
        return None
    calls = ctx.auction.calls[first:]
    if len(calls) != 6 or calls[4] is not DOUBLE or calls[5] is not PASS or ctx.meanings[first + 4].kind != "takeout":
        return None
    return t.advance_takeout(ctx, theirs)


def after_nt_overcall(ctx: Context, our_calls: list) -> bool:
    """Our side's first call was a natural 1NT overcall of their opening, and since then the opponents have only
    passed and our side has only bid (Stayman, transfers and their answers)."""
    first, call = our_calls[0]
    if str(call) != "1NT" or ctx.meanings[first].kind != "nt" or len(ctx.our_bids) < 2:
        return False
    later = range(first + 1, len(ctx.auction.calls))
    return all(ctx.auction.calls[i] is PASS for i in later if ctx.auction.seat_of(i).side != ctx.side) and all(
        isinstance(c, Bid) for _, c in our_calls)


def answering_cue_bid(ctx: Context, our_calls: list) -> str | None:
    """The suit I doubled for takeout, when partner's answer was the cue bid in it and the next opponent passed."""
    if len(our_calls) != 2 or ctx.rho_call is not PASS:
        return None
    (mine, _), (answer, _) = our_calls
    if ctx.auction.seat_of(mine) != ctx.seat or ctx.meanings[mine].kind != "takeout":
        return None
    if ctx.meanings[answer].kind != "cue" or answer != len(ctx.auction.calls) - 2:
        return None
    cue = ctx.auction.calls[answer]
    return strain_of(cue) if isinstance(cue, Bid) else None


def defence(ctx: Context) -> list[Rule] | None:
    """The opponents opened."""
    our_calls = [(i, c) for i, c in enumerate(ctx.auction.calls)
                 if ctx.auction.seat_of(i).side == ctx.side and c is not PASS]
    if not our_calls:
        if ctx.auction.last_bidder is not None and ctx.auction.last_bidder.side != ctx.side:
            return t.entry_rules(ctx)
        return None
    if after_nt_overcall(ctx, our_calls):
        return nt_sequence(ctx, ctx.our_bids, overcall=True)
    cue = answering_cue_bid(ctx, our_calls)
    if cue is not None:
        return t.answer_cue_bid(ctx, cue)
    if len(our_calls) != 1 or ctx.auction.seat_of(our_calls[0][0]) != ctx.partner:
        return None
    index, call = our_calls[0]
    if index != len(ctx.auction.calls) - 2:
        return None
    meaning = ctx.meanings[index]
    if meaning.kind == "takeout" and ctx.rho_call in (PASS, REDOUBLE):  # their redouble changes no answer
        last_bid = ctx.auction.last_bid
        assert last_bid is not None and last_bid.strain is not None  # the bid partner doubled
        return t.advance_takeout(ctx, last_bid.strain, redoubled=ctx.rho_call is REDOUBLE)
    if ctx.rho_call is not PASS:
        return None
    if meaning.kind == "overcall":
        assert isinstance(call, Bid) and call.strain is not None  # an overcall is a bid in a strain
        return t.advance_overcall(ctx, call.strain)
    if meaning.kind == "nt" and str(call) == "1NT":
        return t.nt_responses(ctx, 1, 15, 18)
    return None
