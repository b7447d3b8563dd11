"""The match state that keeps the cut for the first deal (game/engine/cut_sheet.py), as Contract Bridge's rubber
and Scotch Whist's game use it: saved and loaded again, and a damaged save refused with what is wrong."""

from __future__ import annotations

import pytest

from game.engine import cards
from game.variants.bridge.rubber import Cut as BridgeCut
from game.variants.bridge.rubber import RubberSheet
from game.variants.scotch_whist.cut import Cut as WhistCut
from game.variants.scotch_whist.cut import WhistMatchState

SHEETS = [
    (RubberSheet, BridgeCut(tuple(cards("AS KH QD JC"))), "the rubber's score sheet", {"N": "AS"},
     "the cut for the deal"),
    (WhistMatchState, WhistCut((tuple(cards("AS KH QD JC")),)), "the game's sheet", [{"N": "AS"}],
     "a draw of the cut"),
]


@pytest.mark.parametrize("sheet_class, cut, sheet_words, short_cut, cut_words", SHEETS)
def test_a_sheet_keeps_its_cut_and_a_damaged_save_says_what_is_wrong(sheet_class, cut, sheet_words, short_cut,
                                                                     cut_words):
    assert sheet_class.from_json(None).cut is None
    assert sheet_class.from_json(sheet_class().to_json()).cut is None  # the dealer was chosen: no cut
    again = sheet_class.from_json(sheet_class(cut).to_json())
    assert type(again) is sheet_class and again.cut == cut
    with pytest.raises(ValueError, match=f"^{sheet_words} is not a JSON object$"):
        sheet_class.from_json(["not", "a", "sheet"])
    with pytest.raises(ValueError, match=f"^{cut_words} does not give a card for each seat$"):
        sheet_class.from_json({"cut": short_cut})
