"""The Contract Bridge bidding box and auction table, headless: real pygame events go through the event queue
to the widgets, in a widget group as on the table.

Run as a script (``python tests/test_bridge_panel.py OUT.png``) it draws both widgets on the felt with an auction
and an open balloon, for a look at them."""

from __future__ import annotations

import sys

import conftest_ui  # noqa: F401  (sets the SDL variables before pygame opens a display)
import pygame
import pytest

from game.engine import DOUBLE, PASS, REDOUBLE, Seat
from game.engine.actions import bid
from game.ui.games.bridge.panel import (
    DOUBLE_RED,
    HINT_YELLOW,
    REDOUBLE_BLUE,
    AuctionTable,
    BridgeBiddingBox,
    call_name,
)
from game.ui.table import layout
from game.ui.theme import FACE
from game.ui.widgets.base import WidgetGroup
from game.variants import VARIANTS
from game.variants.bridge.auction import ALL_BIDS, Auction

Event = pygame.event.Event
BALLOON_YELLOW = (255, 255, 225)


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.display.init()
    pygame.font.init()
    screen = pygame.display.set_mode((640, 480))
    yield screen


class Table:
    """The two widgets in a group, the calls made and the meanings asked for."""

    def __init__(self, explain=None):
        self.calls_made: list = []
        self.asked: list[tuple[Seat, list, int]] = []
        self.box = BridgeBiddingBox(layout.BRIDGE_BOX, self.calls_made.append, VARIANTS["bridge"].bid_strains)
        self.table = AuctionTable(layout.AUCTION_TABLE, explain or self.explain)
        self.group = WidgetGroup([self.box, self.table])

    def explain(self, dealer: Seat, calls: list, index: int) -> str:
        self.asked.append((dealer, list(calls), index))
        return f"what call {index} shows"

    def show(self, dealer: Seat, calls) -> None:
        auction = Auction(dealer, calls)
        self.box.set_legal(auction.legal_calls())
        self.table.set_auction(dealer, calls, closed=auction.closed)

    def post(self, events) -> None:
        """Through SDL's queue, then to the widgets as the table hands them over (the balloon's dismissal
        first)."""
        pygame.event.clear()
        for event in events:
            pygame.event.post(event)
        for event in pygame.event.get():
            if not self.table.dismiss(event):
                self.group.handle_event(event)

    def click(self, pos, button: int = 1) -> None:
        pos = tuple(pos)
        self.post([Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                   Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                   Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)])

    def click_call(self, action) -> None:
        self.click(self.box.button_for(action).rect.center)

    def type(self, keys: str) -> None:
        """Keys as the scene hands them to the box: P, X, digits, strain letters, Enter ("\\r")."""
        for ch in keys:
            key = pygame.K_RETURN if ch == "\r" else ord(ch.lower())
            self.box.type_key(Event(pygame.KEYDOWN, key=key, mod=0, unicode=ch, scancode=0))


def test_only_legal_calls_are_enabled():
    auctions = [(Seat.N, []), (Seat.E, [bid(1, "H")]), (Seat.S, [bid(1, "NT"), DOUBLE]),
                (Seat.W, [PASS, bid(3, "S"), PASS, bid(6, "NT"), PASS, PASS])]
    for dealer, calls in auctions:
        table = Table()
        table.show(dealer, calls)
        legal = Auction(dealer, calls).legal_calls()
        enabled = {action for action, button in table.box.buttons.items() if button.enabled}
        assert enabled == set(legal)
        assert len(table.box.buttons) == 38  # 35 bids, Pass, X, XX


def test_a_click_on_a_legal_bid_hands_over_the_interned_action():
    table = Table()
    table.show(Seat.N, [bid(1, "H")])
    table.click_call(bid(1, "S"))
    assert table.calls_made == [bid(1, "S")]
    assert table.calls_made[0] is bid(1, "S")
    table.click_call(bid(7, "NT"))
    assert table.calls_made[-1] is bid(7, "NT")


def test_a_click_on_a_greyed_bid_does_nothing():
    table = Table()
    table.show(Seat.N, [bid(2, "S")])
    for action in (bid(1, "C"), bid(2, "H"), bid(2, "S"), REDOUBLE):
        table.click_call(action)
    assert table.calls_made == []
    assert "too low" in table.box.button_for(bid(2, "H")).tooltip
    table.click_call(bid(2, "NT"))
    assert table.calls_made == [bid(2, "NT")]


def test_the_grid_is_seven_levels_of_five_strains():
    box = Table().box
    one_club, one_nt, seven_club = (box.button_for(b).rect for b in (bid(1, "C"), bid(1, "NT"), bid(7, "C")))
    assert one_club.top == one_nt.top and one_nt.left > one_club.left
    assert seven_club.left == one_club.left and seven_club.top > one_club.top
    for action in ALL_BIDS:
        assert layout.BRIDGE_BOX.contains(box.button_for(action).rect)
    for action in (PASS, DOUBLE, REDOUBLE):
        assert layout.BRIDGE_BOX.contains(box.button_for(action).rect)
    assert layout.BRIDGE_BOX.height == BridgeBiddingBox.preferred_height()
    assert not layout.BRIDGE_BOX.colliderect(layout.AUCTION_TABLE)


def label_ink(surface, button) -> pygame.Rect | None:
    """The bounding box of what is drawn on ``button``'s face (anything but the face's grey), on ``surface``."""
    face = button.rect.inflate(-6, -6)  # inside the black edge and the two-pixel bevel
    ink = [(x, y) for x in range(face.left, face.right) for y in range(face.top, face.bottom)
           if surface.get_at((x, y))[:3] != FACE]
    if not ink:
        return None
    xs, ys = [x for x, _ in ink], [y for _, y in ink]
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


def test_every_call_of_the_box_has_room_round_its_symbol(display):
    """Measured on the screen: each label (the level and its suit, NT, Pass, X, XX) stays two pixels or more
    inside its button's face, on every side."""
    table = Table()
    table.box.set_legal([*ALL_BIDS, PASS, DOUBLE, REDOUBLE])
    display.fill((0, 96, 0))
    table.group.draw(display)
    for action in [*ALL_BIDS, PASS, DOUBLE, REDOUBLE]:
        button = table.box.button_for(action)
        ink = label_ink(display, button)
        assert ink is not None, f"{action} shows no label"
        assert button.rect.inflate(-10, -10).contains(ink), f"{action}: {ink} is tight in {button.rect}"


def test_the_box_and_the_table_stay_clear_of_the_hands_and_the_side_labels():
    from game.ui.table.layout import ZONES, hand_rects

    for rect in (layout.BRIDGE_BOX, layout.AUCTION_TABLE):
        assert layout.FELT_RECT.contains(rect)
        for seat in Seat:
            assert rect.collidelist(hand_rects(seat, 13, seat == Seat.S)) == -1
        assert not rect.colliderect(ZONES[Seat.W]) and not rect.colliderect(ZONES[Seat.E])


def test_double_only_of_the_opponents_bid_and_redouble_only_after_a_double():
    table = Table()
    table.show(Seat.N, [bid(1, "H")])  # East, an opponent, may double
    assert table.box.button_for(DOUBLE).enabled and not table.box.button_for(REDOUBLE).enabled
    table.click_call(REDOUBLE)
    table.click_call(DOUBLE)
    assert table.calls_made == [DOUBLE]

    table = Table()
    table.show(Seat.N, [bid(1, "H"), DOUBLE])  # South, the bidder's partner, may redouble
    assert table.box.button_for(REDOUBLE).enabled and not table.box.button_for(DOUBLE).enabled
    table.click_call(DOUBLE)
    table.click_call(REDOUBLE)
    assert table.calls_made == [REDOUBLE]

    table = Table()
    table.show(Seat.N, [bid(1, "H"), PASS])  # South: partner's bid cannot be doubled
    assert not table.box.button_for(DOUBLE).enabled and not table.box.button_for(REDOUBLE).enabled
    table.click_call(PASS)
    assert table.calls_made == [PASS]


def test_nothing_is_clickable_out_of_turn():
    table = Table()
    table.box.set_legal([])
    for action in (PASS, bid(1, "C"), DOUBLE):
        table.click_call(action)
    assert table.calls_made == []
    assert table.box.tooltip_at(table.box.button_for(PASS).rect.center) == "The bidding box is for your turn to call"


def test_keyboard_level_strain_and_enter():
    table = Table()
    table.show(Seat.N, [])
    table.type("1n")
    assert table.calls_made == [] and table.box.button_for(bid(1, "NT")).chosen
    assert "Enter" in table.box.note
    table.type("t\r")
    assert table.calls_made == [bid(1, "NT")]
    assert not table.box.button_for(bid(1, "NT")).chosen


def test_keyboard_pass_double_and_a_bid_too_low():
    table = Table()
    table.show(Seat.N, [bid(2, "D")])
    table.type("1c\r")
    assert table.calls_made == [] and "too low" in table.box.note
    table.type("x")
    assert table.calls_made == [DOUBLE]
    table.show(Seat.N, [bid(2, "D"), DOUBLE])
    table.type("x")
    assert table.calls_made == [DOUBLE, REDOUBLE]
    table.type("p")
    assert table.calls_made == [DOUBLE, REDOUBLE, PASS]


def test_enter_with_nothing_typed_is_left_to_the_table():
    box = Table().box
    box.set_legal(Auction(Seat.N).legal_calls())
    assert box.type_key(Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)) is False
    assert box.type_key(Event(pygame.KEYDOWN, key=pygame.K_3, mod=pygame.KMOD_ALT, unicode="3", scancode=0)) is False


def test_tooltips_for_the_status_bar():
    table = Table()
    table.show(Seat.N, [bid(1, "S")])
    box = table.box
    hearts = box.tooltip_at(box.button_for(bid(2, "H")).rect.center)
    assert hearts == "Bid 2 Hearts: 8 tricks to take with hearts as trumps"
    assert box.tooltip_at(box.button_for(bid(3, "NT")).rect.center).startswith("Bid 3 No Trumps: 9 tricks")
    assert "too low" in box.tooltip_at(box.button_for(bid(1, "H")).rect.center)
    assert box.tooltip_at(box.button_for(DOUBLE).rect.center).startswith("Double the opponents'")
    assert box.tooltip_at((0, 0)) is None
    assert call_name(bid(1, "H")) == "1 Heart" and call_name(bid(4, "S")) == "4 Spades"


def test_hint_frames_one_button_until_the_next_turn(display):
    table = Table()
    table.show(Seat.N, [])
    table.box.set_hint(bid(1, "S"))
    assert [a for a, b in table.box.buttons.items() if b.hinted] == [bid(1, "S")]
    display.fill((0, 0, 0))
    table.box.draw(display)
    rect = table.box.button_for(bid(1, "S")).rect
    assert display.get_at((rect.left - 1, rect.centery))[:3] == HINT_YELLOW
    table.show(Seat.N, [PASS])
    assert not any(b.hinted for b in table.box.buttons.values())


def colours_in(surface, rect) -> set:
    return {surface.get_at((x, y))[:3] for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)}


def test_double_is_red_and_redouble_blue_when_active_grey_otherwise(display):
    table = Table()
    table.show(Seat.N, [bid(1, "H")])
    table.box.draw(display)
    double_rect, redouble_rect = (table.box.button_for(a).rect for a in (DOUBLE, REDOUBLE))
    assert DOUBLE_RED in colours_in(display, double_rect)
    assert REDOUBLE_BLUE not in colours_in(display, redouble_rect)
    table.show(Seat.N, [bid(1, "H"), DOUBLE])
    table.box.draw(display)
    assert REDOUBLE_BLUE in colours_in(display, redouble_rect)
    assert DOUBLE_RED not in colours_in(display, double_rect)


@pytest.mark.parametrize("dealer", list(Seat))
def test_the_auction_table_puts_each_call_in_its_seats_column(dealer):
    calls = [PASS, bid(1, "D"), PASS, bid(1, "S"), DOUBLE, REDOUBLE]
    table = Table()
    table.show(dealer, calls)
    columns = list(AuctionTable.COLUMNS)
    assert columns == [Seat.W, Seat.N, Seat.E, Seat.S]
    for index in range(len(calls)):
        seat = Seat((dealer + index) % 4)
        row, column = table.table.position(index)
        assert columns[column] == seat
        assert row == (columns.index(dealer) + index) // 4
        assert table.table.call_at(table.table.call_rect(index).center) == index
    # the dealer's first call comes after blanks in the columns to its left
    assert table.table.position(0) == (0, columns.index(dealer))
    next_seat = Seat((dealer + len(calls)) % 4)
    assert columns[table.table.position(len(calls))[1]] == next_seat


def test_a_click_on_a_call_shows_its_meaning_in_a_balloon(display):
    table = Table()
    calls = [bid(1, "NT"), PASS, bid(2, "C"), PASS]
    table.show(Seat.E, calls)
    table.click(table.table.call_rect(2).center)
    assert table.asked == [(Seat.E, calls[:3], 2)]
    assert table.table.balloon_text == "what call 2 shows"
    display.fill((0, 0, 0))
    table.table.draw(display)
    balloon = table.table.balloon_rect()
    assert BALLOON_YELLOW in colours_in(display, balloon)
    assert layout.FELT_RECT.contains(balloon)
    # a click somewhere else on the table closes it, without making a call
    table.click(table.box.button_for(bid(3, "NT")).rect.center)
    assert table.table.balloon_index is None and table.calls_made == []
    # the next click reaches the box again
    table.click(table.box.button_for(bid(3, "NT")).rect.center)
    assert table.calls_made == [bid(3, "NT")]


def test_the_balloon_says_so_when_a_call_has_no_explanation():
    table = Table(explain=lambda dealer, calls, index: None)
    table.show(Seat.N, [bid(1, "H")])
    table.click(table.table.call_rect(0).center)
    assert table.table.balloon_text == "No explanation is kept for North's 1 Heart."
    table.click(table.table.call_rect(0).center)  # the same call again closes it
    assert table.table.balloon_index is None


def test_the_balloon_stays_while_calls_are_added_and_goes_with_a_new_auction():
    table = Table()
    table.show(Seat.N, [bid(1, "H")])
    table.click(table.table.call_rect(0).center)
    table.show(Seat.N, [bid(1, "H"), PASS])
    assert table.table.balloon_index == 0
    table.show(Seat.E, [])
    assert table.table.balloon_index is None


def test_a_long_auction_shows_its_last_rows_and_scrolls():
    calls = [bid(level, strain) for level in range(1, 7) for strain in ("C", "D", "H", "S", "NT")]
    calls = [c for b in calls for c in (b, PASS)][:44]
    table = Table()
    table.show(Seat.N, calls)
    auction_table = table.table
    assert auction_table.row_count() > auction_table.visible_rows()
    assert auction_table.call_rect(len(calls) - 1) is not None
    assert auction_table.call_rect(len(calls)) is not None  # the "?" is in view
    assert auction_table.call_rect(0) is None
    pos = auction_table.grid_rect().center
    table.post([Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                Event(pygame.MOUSEWHEEL, x=0, y=20, flipped=False)])
    assert auction_table.top_row == 0 and auction_table.call_rect(0) is not None
    table.click(auction_table.arrow_rects()["down"].center)
    assert auction_table.top_row == 1


def test_an_auction_over_has_no_question_mark():
    table = Table()
    table.show(Seat.S, [bid(1, "C"), PASS, PASS, PASS])
    assert table.table.closed
    assert table.table.row_count() == 2  # South's column is the last: 1C, then a row of three passes


def demo(path: str) -> None:
    """Both widgets on the felt, a hint, the vulnerable side in red and a balloon open: a picture to look at."""
    from game.ui import theme
    from game.ui.widgets import draw

    screen = pygame.display.set_mode((640, 480))
    calls = [PASS, bid(1, "H"), DOUBLE, REDOUBLE, bid(1, "S"), PASS, bid(2, "NT"), PASS, bid(3, "C"), PASS]
    table = Table(explain=lambda dealer, calls, index: "15-17 points, balanced (a made-up meaning for the picture)")
    table.show(Seat.E, calls)
    table.table.set_auction(Seat.E, calls, vulnerable=(Seat.N, Seat.S))
    table.box.set_hint(bid(3, "NT"))
    table.click(table.table.call_rect(6).center)
    screen.blit(draw.felt(theme.FELTS[theme.DEFAULT_FELT]), (0, 0))
    table.group.draw(screen)
    pygame.image.save(screen, path)


if __name__ == "__main__":
    pygame.display.init()
    demo(sys.argv[1] if len(sys.argv) > 1 else "bridge_panel.png")


def test_a_typed_call_is_named_in_words_in_the_title_bar():
    """The title bar said "1C is too low": the engine's code for the call, not words."""
    table = Table()
    table.show(Seat.N, [bid(1, "H")])
    table.type("1c")
    assert table.box.note == "1 Club is too low"
    table.type("2h")
    assert table.box.note == "2 Hearts: Enter to bid"
