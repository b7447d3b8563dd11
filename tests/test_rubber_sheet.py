"""The rubber bridge score sheet, headless: sheets filled from scored hands (the rules' own scoring, and one
hand played card by card), the positions the pad gives each figure, the totals and back score under it, the
notes shown when pointing at or clicking a figure, and the dialog's buttons through the real app loop.

Run as a script (``python tests/test_rubber_sheet.py OUT.png [OUT2.png ...]``) it draws the dialog for a 2-1
rubber with honours and penalties, a long unfinished sheet, and a rubber in progress, for a look at them."""

from __future__ import annotations

import sys

import conftest_ui
import pygame
import pytest

from game.engine import Seat, cards
from game.engine.actions import bid
from game.ui.games.bridge.rubber_sheet import (
    HINT,
    MIN_ABOVE_ROWS,
    ROW_MAX,
    RubberSheetDialog,
    RubberSheetView,
    entry_note,
    layout_sheet,
)
from game.ui.widgets.base import WidgetGroup
from game.variants import VARIANTS
from game.variants.bridge.rubber import RubberSheet
from game.variants.bridge.rules import score_hand

Event = pygame.event.Event

NORTH_SPADE_HONOURS = {Seat.N: cards("AS KS QS JS 2H"), Seat.E: cards("TS 3H"), Seat.S: cards("4H"),
                       Seat.W: cards("5H")}


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.display.init()
    pygame.font.init()
    yield pygame.display.set_mode((640, 480))


def score(sheet: RubberSheet, contract: str, declarer: str, tricks: int, doubled: int = 1, dealt=None) -> None:
    """Score a contract with the rules' scoring at the sheet's vulnerability and write it on the sheet."""
    level, strain = int(contract[0]), contract[1:]
    result = score_hand(bid(level, strain), doubled, Seat[declarer], tricks, sheet.vulnerable(), dealt)
    sheet.add_hand(len({e.hand for e in sheet.entries}) + 1, result)


def two_nil_rubber() -> RubberSheet:
    sheet = RubberSheet()
    score(sheet, "4S", "S", 10)  # 120 below: game
    score(sheet, "3NT", "N", 10)  # 100 below and 30 above: game and rubber, 700
    return sheet


def two_one_rubber() -> RubberSheet:
    """East-West take a part-score, then penalties, honours, a game each, and North-South the third game."""
    sheet = RubberSheet()
    score(sheet, "2H", "E", 8)  # hand 1: EW 60 below
    score(sheet, "4S", "S", 8, doubled=2)  # hand 2: two down doubled, not vulnerable: EW 300 above
    score(sheet, "4S", "N", 10, dealt=NORTH_SPADE_HONOURS)  # hand 3: NS 120 below (game), honours 100
    score(sheet, "4H", "W", 11)  # hand 4: EW 120 below (game), an overtrick 30 above
    score(sheet, "1NT", "S", 7)  # hand 5: NS 40 below
    score(sheet, "3C", "N", 8)  # hand 6: one down vulnerable: EW 100 above
    score(sheet, "2S", "S", 8)  # hand 7: NS 60 below, game and rubber 2-1: 500
    return sheet


def unfinished_rubber() -> RubberSheet:
    sheet = RubberSheet()
    score(sheet, "4H", "N", 10)  # NS game
    score(sheet, "2D", "E", 8)  # EW 40 towards the second game
    sheet.end_unfinished()  # NS 300 for their game, EW 100 for their part-score
    return sheet


def played_hand_sheet() -> RubberSheet:
    """One hand really played: South opens 1C, three passes, then every player plays the first legal card."""
    hand = VARIANTS["bridge"].new_hand(dealer=Seat.S, deal_number=7)
    hand.apply("1C")
    for _ in range(3):
        hand.apply("pass")
    while hand.phase != "done":
        hand.apply(hand.legal_actions()[0])
    sheet = RubberSheet()
    sheet.add_hand(1, hand.result())
    return sheet


def view_for(sheet: RubberSheet, we: str = "NS", size=(410, 330)) -> RubberSheetView:
    return RubberSheetView(pygame.Rect((100, 60), size), sheet, we)


def final_lines(sheet: RubberSheet, we: str = "NS") -> list:
    """The first three lines under a finished rubber: the totals, the back score, who won and by how much."""
    return view_for(sheet, we).footer_lines()[:3]


def points(placed) -> list[int]:
    return [p.entry.points for p in placed]


# -- where the figures go ------------------------------------------------------------------------------
def test_a_two_nil_rubber_has_its_games_ruled_off_and_the_rubber_bonus_above_the_line():
    sheet = two_nil_rubber()
    layout = layout_sheet(sheet, "NS", 400)
    assert points(layout.below(0)) == [120, 100] and layout.below(1) == []
    assert points(layout.above(0)) == [30, 700]  # the overtrick first, just over the line, then the bonus
    first, second = layout.above(0)
    assert first.rect.bottom == layout.line_y
    assert second.rect.bottom == first.rect.top
    assert layout.line_y == MIN_ABOVE_ROWS * ROW_MAX  # two premiums: the pad keeps its blank rows
    game1, game2 = layout.below(0)
    assert [r.game.side for r in layout.rules] == ["NS", "NS"]
    assert game1.rect.bottom <= layout.rules[0].y < game2.rect.top
    assert game2.rect.bottom <= layout.rules[1].y
    assert [label for label, _ in layout.game_labels] == ["Game 1", "Game 2"]
    assert final_lines(sheet) == [("Total", "950", "0"), ("Back score", "+10", "-10"),
                                  "We win the rubber by 950 points."]


def test_a_two_one_rubber_with_honours_and_penalties():
    sheet = two_one_rubber()
    layout = layout_sheet(sheet, "NS", 400)
    we_above, they_above = layout.above(0), layout.above(1)
    assert [p.entry.kind for p in we_above] == ["honours", "rubber"]
    assert points(we_above) == [100, 500]
    assert points(they_above) == [300, 30, 100]  # written upwards in the order they were scored
    assert [p.rect.bottom for p in they_above] == [layout.line_y - i * ROW_MAX for i in range(3)]
    assert all(p.rect.bottom <= layout.line_y for p in we_above + they_above)
    assert all(p.rect.top > layout.line_y for p in layout.below(0) + layout.below(1))
    assert [p.entry.points for p in layout.below(0)] == [120, 40, 60]
    assert [p.entry.points for p in layout.below(1)] == [60, 120]
    assert [(r.game.number, r.game.side, r.game.hand) for r in layout.rules] == [(0, "NS", 3), (1, "EW", 4),
                                                                               (2, "NS", 7)]
    # game 1: EW's 60 and NS's 120 side by side, ruled off; game 2: EW's 120; game 3: NS's 40 then 60
    by_hand = {p.entry.hand: p for p in layout.entries if p.entry.line == "below"}
    assert by_hand[1].rect.top == by_hand[3].rect.top
    assert by_hand[1].rect.bottom <= layout.rules[0].y < by_hand[4].rect.top
    assert by_hand[4].rect.bottom <= layout.rules[1].y < by_hand[5].rect.top
    assert by_hand[5].rect.bottom == by_hand[7].rect.top <= by_hand[7].rect.bottom <= layout.rules[2].y
    assert by_hand[3].column == 0 and by_hand[1].column == 1
    assert final_lines(sheet) == [("Total", "820", "610"), ("Back score", "+2", "-2"),
                                  "We win the rubber by 210 points."]


def test_the_viewer_sitting_east_west_sees_them_on_the_left():
    sheet = two_one_rubber()
    layout = layout_sheet(sheet, "EW", 400)
    assert points(layout.above(0)) == [300, 30, 100]
    assert all(p.entry.side == "EW" for p in layout.entries if p.column == 0)
    assert final_lines(sheet, "EW") == [("Total", "610", "820"), ("Back score", "-2", "+2"),
                                        "They win the rubber by 210 points."]


def test_an_unfinished_rubber_gets_its_bonuses_and_totals():
    sheet = unfinished_rubber()
    layout = layout_sheet(sheet, "NS", 400)
    assert [(p.entry.kind, p.entry.points, p.column) for p in layout.entries if p.entry.line == "above"] == [
        ("unfinished", 300, 0), ("unfinished", 100, 1)]
    assert len(layout.rules) == 1  # the first game; the second, unfinished, is not ruled off
    assert [label for label, _ in layout.game_labels] == ["Game 1", "Game 2"]
    assert points(layout.below(1)) == [40] and layout.below(1)[0].rect.top > layout.rules[0].y
    view = view_for(sheet)
    assert view.footer_lines()[:3] == [("Total", "420", "140"), ("Back score", "+3", "-3"),
                                       "Unfinished rubber: We win the rubber by 280 points."]
    note = view.note(layout_sheet(sheet, "NS", 400).above(0)[0])
    assert note == "End of the rubber - We, above the line: 300 (Unfinished rubber: one game)"


def test_a_rubber_in_progress_shows_totals_so_far_and_the_state_of_the_game():
    sheet = RubberSheet()
    score(sheet, "4H", "N", 10)
    score(sheet, "2D", "E", 8)
    view = view_for(sheet)
    assert view.footer_lines()[:2] == [("So far", "120", "40"),
                                       "Game 2: we are vulnerable; they have 40 towards it."]
    assert len(view.footer_lines()) == 3  # no back score before the end
    assert [label for label, _ in view.layout.game_labels] == ["Game 1", "Game 2"]
    assert view_for(RubberSheet()).footer_lines()[:2] == [("So far", "0", "0"), "Game 1: nobody is vulnerable."]


def test_a_hand_played_card_by_card_lands_on_the_sheet():
    sheet = played_hand_sheet()  # deal 7: South's one club goes one down
    layout = layout_sheet(sheet, "NS", 400)
    assert [(p.entry.hand, p.entry.kind, p.entry.points, p.column) for p in layout.entries] == [
        (1, "undertricks", 50, 1)]
    assert layout.above(1)[0].rect.bottom == layout.line_y
    assert layout.rules == [] and [label for label, _ in layout.game_labels] == ["Game 1"]
    assert entry_note(layout.above(1)[0].entry, "NS") == (
        "Hand 1 - They, above the line: 50 (1 undertrick (not vulnerable))")


# -- a long sheet ------------------------------------------------------------------------------------
def long_sheet() -> RubberSheet:
    """Twenty penalties for each side, a part-score each, no game."""
    sheet = RubberSheet()
    for _ in range(20):
        score(sheet, "1C", "N", 6)
        score(sheet, "1D", "E", 6)
    score(sheet, "1S", "S", 7)
    score(sheet, "1H", "W", 7)
    return sheet


def test_a_long_sheet_scrolls_and_opens_at_the_line():
    sheet = long_sheet()
    view = view_for(sheet)
    assert len(view.layout.above(0)) == len(view.layout.above(1)) == 20
    assert view.scrolls and view.layout.row_height < ROW_MAX
    body = view.body_rect()
    assert view.layout.body_height > body.height
    assert view.scroll == view.layout.body_height - body.height  # the bottom: the line and the latest games
    line_on_screen = body.top + view.layout.line_y - view.scroll
    assert body.top < line_on_screen < body.bottom
    first_penalty = view.layout.above(1)[0]
    assert view.entry_at(view.entry_screen_rect(first_penalty).center) is first_penalty
    top_penalty = view.layout.above(0)[-1]
    assert not body.colliderect(view.entry_screen_rect(top_penalty))
    group = WidgetGroup([view])
    group.handle_event(Event(pygame.MOUSEMOTION, pos=body.center, rel=(0, 0), buttons=(0, 0, 0)))
    group.handle_event(Event(pygame.MOUSEWHEEL, x=0, y=50, flipped=False))
    assert view.scroll == 0
    assert body.contains(view.entry_screen_rect(top_penalty))
    assert view.entry_at(view.entry_screen_rect(top_penalty).center) is top_penalty
    arrow = view.scrollbar.down_rect().center
    group.handle_event(Event(pygame.MOUSEBUTTONDOWN, pos=arrow, button=1))
    group.handle_event(Event(pygame.MOUSEBUTTONUP, pos=arrow, button=1))
    assert view.scroll == view.layout.row_height


def test_a_short_sheet_does_not_scroll():
    view = view_for(two_one_rubber())
    assert not view.scrolls and view.scroll == 0
    assert view.layout.row_height == ROW_MAX


# -- pointing and clicking ---------------------------------------------------------------------------
def test_pointing_at_a_figure_tells_what_it_is_for_and_a_click_keeps_it():
    view = view_for(two_one_rubber())
    selected: list[str] = []
    view.on_select = selected.append
    group = WidgetGroup([view])
    penalty = next(p for p in view.layout.entries if p.entry.kind == "undertricks" and p.entry.hand == 2)
    centre = view.entry_screen_rect(penalty).center
    group.handle_event(Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0)))
    expected = "Hand 2 - They, above the line: 300 (2 undertricks (doubled, not vulnerable))"
    assert view.hovered_entry is penalty
    assert view.tooltip_at(centre) == expected
    group.handle_event(Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=1))
    group.handle_event(Event(pygame.MOUSEBUTTONUP, pos=centre, button=1))
    assert view.selected is penalty and selected == [expected]
    assert view.footer_lines()[-1] == expected
    honours = next(p for p in view.layout.entries if p.entry.kind == "honours")
    assert view.tooltip_at(view.entry_screen_rect(honours).center) == (
        "Hand 3 - We, above the line: 100 (Honours: four spade honours (all but the ten) (North))")
    rule = view.layout.rules[1]
    on_rule = (view.body_rect().left + 100, view.body_rect().top + rule.y - view.scroll)
    assert view.tooltip_at(on_rule) == "Game 2 won by They (East-West) on hand 4"
    header = (view.rect.centerx, view.rect.top + 5)
    assert view.tooltip_at(header) == HINT
    assert view.tooltip_at((view.rect.right + 5, view.rect.top)) is None


# -- the dialog through the app ----------------------------------------------------------------------
def open_dialog(sheet: RubberSheet, calls: list, **kw):
    app = conftest_ui.new_app()
    dialog = RubberSheetDialog(app, sheet, "NS", on_ok=lambda: calls.append("ok"),
                               on_new_rubber=lambda: calls.append("new rubber"), **kw)
    app.push(dialog)
    app.run_frames(1)
    return app, dialog


def test_the_dialog_of_a_finished_rubber_offers_a_new_rubber():
    calls: list[str] = []
    app, dialog = open_dialog(two_one_rubber(), calls, caption="Two spades by South: made. We win the rubber.")
    assert dialog.rect.width <= 640 and dialog.rect.top >= 20 and dialog.rect.bottom <= 460
    assert list(dialog.buttons) == ["ok", "new rubber"]
    assert dialog.view.rect.bottom < dialog.buttons["ok"].rect.top
    honours = next(p for p in dialog.view.layout.entries if p.entry.kind == "honours")
    conftest_ui.move(app, dialog.view.entry_screen_rect(honours).center)
    assert app.status_text.startswith("Hand 3 - We, above the line: 100 (Honours")
    conftest_ui.click(app, dialog.buttons["new rubber"].rect.center)
    assert calls == ["new rubber"] and dialog not in app.scenes


def test_the_keys_scroll_a_long_sheet_in_the_dialog():
    calls: list[str] = []
    app, dialog = open_dialog(long_sheet(), calls)
    view = dialog.view
    bottom = view.scroll
    assert view.scrolls and bottom > 0
    conftest_ui.press(app, pygame.K_UP)
    assert view.scroll == bottom - view.layout.row_height
    conftest_ui.press(app, pygame.K_HOME)
    assert view.scroll == 0
    conftest_ui.press(app, pygame.K_DOWN)
    assert view.scroll == view.layout.row_height
    conftest_ui.press(app, pygame.K_PAGEDOWN)
    assert view.scroll == min(view.layout.row_height + view.body_rect().height, bottom)
    conftest_ui.press(app, pygame.K_PAGEUP)
    assert view.scroll == 0
    conftest_ui.press(app, pygame.K_END)
    assert view.scroll == bottom and calls == [] and dialog in app.scenes


def test_the_dialog_during_a_rubber_has_only_ok_and_esc_means_ok():
    calls: list[str] = []
    sheet = RubberSheet()
    score(sheet, "3NT", "S", 9)
    app, dialog = open_dialog(sheet, calls)
    assert list(dialog.buttons) == ["ok"]
    conftest_ui.press(app, pygame.K_ESCAPE)
    assert calls == ["ok"] and dialog not in app.scenes


# -- pictures ----------------------------------------------------------------------------------------
def demo(paths: list[str]) -> None:
    """The dialog over a plain screen for a finished 2-1 rubber (a figure clicked), a long unfinished sheet
    and a rubber in progress, one picture each."""
    from game.ui import theme
    from game.ui.widgets import draw

    sheets = [(two_one_rubber(), "Two spades by South: made, and the rubber. North-South win it 2-1."),
              (long_sheet(), ""), (unfinished_rubber(), "The rubber was stopped."),
              (played_hand_sheet(), "")]
    for path, (sheet, caption) in zip(paths, sheets, strict=False):
        app = conftest_ui.new_app()
        dialog = RubberSheetDialog(app, sheet, "NS", caption=caption, on_new_rubber=lambda: None)
        if sheet.games:
            dialog.view.select(dialog.view.layout.entries[0])
        screen = pygame.display.get_surface()
        screen.blit(draw.felt(theme.FELTS[theme.DEFAULT_FELT]), (0, 0))
        dialog.draw(screen)
        pygame.image.save(screen, path)


if __name__ == "__main__":
    pygame.display.init()
    pygame.display.set_mode((640, 480))
    demo(sys.argv[1:] or ["rubber_sheet.png"])
