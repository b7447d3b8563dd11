"""bench/bidding_layouts.py's measures of the Bridge Expert's bidding simulation: whether our rules would make a
hand's calls, how far a hand falls outside what its calls showed, and the kind of change an overruling makes.
The bench imports no outside engine, so this runs in the game's own environment."""

import importlib.util
from pathlib import Path

from game.engine import PASS, Seat
from game.variants.bridge.auction import Auction, call_of
from game.variants.bridge.bidding import context_for

_SPEC = importlib.util.spec_from_file_location("bench_bidding_layouts",
                                               Path(__file__).parent.parent / "bench" / "bidding_layouts.py")
layouts = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(layouts)


def auction(dealer: Seat, text: str) -> Auction:
    return Auction(dealer, [call_of(t) for t in text.split()])


def ranks(text: str) -> dict[str, str]:
    return dict(zip("SHDC", (r if r != "-" else "" for r in text.split()), strict=True))


def test_our_rules_make_the_1nt_opening_only_with_a_1nt_hand():
    opened = auction(Seat.N, "1NT pass")
    assert not layouts.consistent(layouts.cards_of(ranks("AQ8 K64 AKT8 Q82")), Seat.N, opened)  # 18: too strong
    assert layouts.consistent(layouts.cards_of(ranks("AQ8 864 AKT8 Q82")), Seat.N, opened)  # 15, balanced
    assert not layouts.consistent(layouts.cards_of(ranks("Q98 864 KT87 Q82")), Seat.N, opened)  # 7 points


def test_misfit_counts_points_and_cards_outside_the_shown_ranges():
    ctx = context_for(auction(Seat.N, "1NT pass"))
    assert layouts.misfit_of(ranks("AQ8 864 AKT8 Q82"), ctx.shown[Seat.N]) == 0
    assert layouts.misfit_of(ranks("Q98 864 KT87 Q82"), ctx.shown[Seat.N]) == 8  # 7 points: 8 short of 15


def test_kind_of_an_overruling_names_the_contracts_and_the_auction():
    ctx = context_for(auction(Seat.N, "1H pass 2H pass 3H pass"))
    assert layouts.kind_of(PASS, call_of("4H"), ctx) == "pass -> game (uncontested)"
    ctx = context_for(auction(Seat.N, "1H 1S 2H"))
    assert layouts.kind_of(call_of("3S"), call_of("2S"), ctx) == "part-score suit -> part-score suit (competitive)"
