"""Where things go on the 640x480 table: the four hands, the trick, the seats' labels, the buttons.

South sits at the bottom, North at the top, West on the left, East on the right. Hands shrink their
overlap to stay inside their area; face-up hands overlap less than backs so each index shows.

Everything here is keyed by the *place* on the screen, named after the seat that sits there on the usual table:
``Seat.S`` is the bottom, ``Seat.N`` the top, ``Seat.W`` the left, ``Seat.E`` the right. A person who joins a
network game as North, East or West sees the table turned, his own seat at the bottom: the scene turns a seat into
its place with ``place_of`` (the identity when South is at the bottom, as on every table offline).
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.engine import Seat

from ..theme import MENU_BAR_HEIGHT, SCREEN_SIZE, STATUS_BAR_HEIGHT

CARD_W, CARD_H = 71, 96
WIDTH, HEIGHT = SCREEN_SIZE
TOP = MENU_BAR_HEIGHT + 4  # first row of felt used
BOTTOM = HEIGHT - STATUS_BAR_HEIGHT - 4  # last row of felt used
FELT_RECT = pygame.Rect(0, MENU_BAR_HEIGHT, WIDTH, HEIGHT - MENU_BAR_HEIGHT - STATUS_BAR_HEIGHT)

SIDE_X = {Seat.W: 8, Seat.E: WIDTH - 8 - CARD_W}
SIDE_TOP = 124
SOUTH_Y = BOTTOM - CARD_H
NORTH_Y = TOP
RAISE = 12  # how far the card chosen with the keyboard rises

# Steps between overlapping cards: face up (the index must show) and backs.
STEP_UP_H, STEP_DOWN_H = 30, 16
STEP_UP_V, STEP_DOWN_V = 27, 16
NORTH_STEP_UP = 22
LEAST_SIDE_STEP = 8  # the least a card of a side hand shows of itself, when many cards are held

TRICK_SPOTS = {
    Seat.N: (WIDTH // 2 - CARD_W // 2, 126),
    Seat.S: (WIDTH // 2 - CARD_W // 2, 246),
    Seat.W: (WIDTH // 2 - CARD_W // 2 - 90, 186),
    Seat.E: (WIDTH // 2 - CARD_W // 2 + 90, 186),
}
CENTER = (WIDTH // 2, 234)

# The label area beside each seat: its name, its calls, its announces.
ZONES = {
    Seat.N: pygame.Rect(446, TOP, WIDTH - 4 - 446, 98),
    Seat.W: pygame.Rect(84, SIDE_TOP, 100, 190),
    Seat.E: pygame.Rect(WIDTH - 84 - 100, SIDE_TOP, 100, 190),
    Seat.S: pygame.Rect(84, SOUTH_Y - 2, 94, CARD_H + 2),
}
INFO_BOX = pygame.Rect(4, TOP, 170, 78)

BIDDING_PANEL = pygame.Rect(190, 138, 260, 170)
TAKING_PANEL = pygame.Rect(190, 258, 260, 90)  # below the turn-up card
TURN_UP_SPOT = (WIDTH // 2 - CARD_W // 2, 156)
SMALL_TRICK = pygame.Rect(464, 330, 94, 118)  # the previous trick, always shown (Belote)
# Contract Bridge, while the auction lasts: the bidding box and the auction table side by side in the middle,
# between West's and East's label areas, clear of North's and South's 13 cards.
BRIDGE_BOX = pygame.Rect(ZONES[Seat.W].right, 128, 160, 216)
AUCTION_TABLE = pygame.Rect(BRIDGE_BOX.right + 2, 128, ZONES[Seat.E].left - BRIDGE_BOX.right - 2, 216)
# ... and during the play (A): beside the trick, under East's labels, or under West's when East is the dummy.
AUCTION_IN_PLAY = {
    "right": pygame.Rect(ZONES[Seat.E].left - 4, ZONES[Seat.E].top + 40, 140, 172),
    "left": pygame.Rect(TRICK_SPOTS[Seat.W][0] - 4 - 140, ZONES[Seat.W].top + 40, 140, 172),
}
MINI_CARD_W, MINI_CARD_H = 28, 38  # sprites/minicards/: the faces drawn small, shown at whole pixels
ANNOUNCE_BUTTON = (104, 22)

ICON = 24
BULB_RECT = pygame.Rect(WIDTH - 8 - 2 * ICON - 6, BOTTOM - ICON - 2, ICON, ICON)
# Contract Bridge's 13 cards: North's row stays clear of its label area, South's of its labels, the icons and East's
# hand above them.
NORTH_HALF_WIDTH = 446 - 6 - WIDTH // 2
SOUTH_LEFT, SOUTH_RIGHT = 184, min(BULB_RECT.left, SIDE_X[Seat.E]) - 6
LAST_TRICK_GAP = 12  # between South's last card and Belote's last-trick box
# Long hands (Double-Deck Pinochle's 20 cards, 24 while passing): a side hand that would not show each card whole
# its usual step lies in two columns, the later cards SIDE_COLUMN_SHIFT to the right of the earlier ones (the
# earlier ones show their index in the strip left free); South's row runs between the side hands, its name above
# its left end.
LONG_HAND = 13
SIDE_COLUMN_SHIFT = 16  # the strip the earlier column shows: a face-up card's index and a little more
LONG_ROW_GAP = 4  # between a long South row and the side hands
NORTH_ZONE_WIDTH = 90  # North's label area at the right end of the table, beside a long row
HAND_GAP_NORTH = 6
TOKEN_ROOM = 24  # left of North's row: the dealer token
SOUTH_NAME_ABOVE = pygame.Rect(0, 0, 80, 40)  # the size of South's label area above a long row: its name, a line
# ... clear of a card raised with the keyboard (and of the marks over the cards passed to you), a little in from the
# row's left end: nearer the row than West's hand.
SOUTH_NAME_INDENT = 16
# A dummy at West or East: a row per suit under the seat's name, short of the trick in the middle.
DUMMY_TOP = SIDE_TOP + 38  # under the name and the "Dummy" line
DUMMY_ROW_STEP = 27
DUMMY_CARD_STEP = 14
DUMMY_ROW_WIDTH = {Seat.W: 146, Seat.E: 180}
# A dummy at North or South, as bridge players lay it: a column per suit, the cards of a suit overlapping down the
# column (each shows its rank), the columns side by side between the side hands' label areas. The trick makes room:
# its four cards lie apart in a row across the middle, West, North, South and East from left to right, North's a
# little higher and South's a little lower as on the usual cross; under North's columns, or over South's. The row's
# ends reach into West's and East's label areas under their names: the declarer and the dummy being North and South,
# the names are all those areas hold.
DUMMY_COLUMN_STEP = 18  # the most a card of a column shows of itself; less when a suit is long
DUMMY_LEAST_COLUMN_STEP = 14  # the least: its rank (9 pixels high, 4 under the card's top) and a pixel more
DUMMY_SUB_COLUMN_STEP = 20  # a suit too long for that splits in two columns, the second this far right of the first
DUMMY_COLUMN_GAP = 4  # between the columns, when there is room
# Clear of the score box and the labels (a card chosen with the keyboard comes out RAISE to the left, or to the right
# in a suit's second column: ``raised_in_column``), and of the auction shown during the play.
DUMMY_COLUMNS_X = {Seat.N: (ZONES[Seat.W].right + RAISE, ZONES[Seat.N].left - 1),
                   Seat.S: (ZONES[Seat.W].right + RAISE, AUCTION_IN_PLAY["right"].left)}
TRICK_ROW_GAP = 2  # between the cards of the trick in a row
TRICK_ROW_STAGGER = 10  # North's card lies this much higher than West's and East's, South's this much lower
TRICK_ROW_HEIGHT = CARD_H + 2 * TRICK_ROW_STAGGER
TRICK_ROW_WIDTH = 4 * CARD_W + 3 * TRICK_ROW_GAP
TRICK_ROW_LEFT = WIDTH // 2 - TRICK_ROW_WIDTH // 2
TRICK_ROW_RIGHT = TRICK_ROW_LEFT + TRICK_ROW_WIDTH
SIDE_NAME_ROOM = 24  # a side seat's name at the top of its label area, the turn marker round it, and a gap
# North's card in the row: clear of South's cards (and of the one chosen with the keyboard, RAISE higher); or under
# North's cards, West's and East's under their names.
TRICK_ROW_TOP = {Seat.N: SOUTH_Y - RAISE - 4 - TRICK_ROW_HEIGHT,
                 Seat.S: max(NORTH_Y + CARD_H + 4, ZONES[Seat.W].top + SIDE_NAME_ROOM - TRICK_ROW_STAGGER)}
# The auction during the play (A) beside the row, over East's cards.
AUCTION_BESIDE_TRICK_ROW = AUCTION_IN_PLAY["right"].move(TRICK_ROW_RIGHT + 2 - AUCTION_IN_PLAY["right"].left, 0)
INFO_RECT = pygame.Rect(WIDTH - 8 - ICON, BOTTOM - ICON - 2, ICON, ICON)
PEEK_FRAME = pygame.Rect(8, BOTTOM - 54, 54, 54)
PEEK_ARROWS = {"N": "up", "E": "right", "W": "down", "last": "left"}  # what each peek arrow shows
ARROW = 16


def announce_spot(seat: Seat, index: int, count: int = 4) -> tuple[int, int]:
    """Top-left of announce button ``index`` of ``count``, stacked and centred over ``seat``'s empty place in the
    trick."""
    x, y = TRICK_SPOTS[seat]
    width, height = ANNOUNCE_BUTTON
    gap = 2
    top = y + (CARD_H - count * height - (count - 1) * gap) // 2
    return x + CARD_W // 2 - width // 2, top + index * (height + gap)


def peek_rects() -> dict[str, pygame.Rect]:
    """The four peek arrows of the usual table (``Geometry.peek_rects``)."""
    return USUAL.peek_rects()


def place_of(seat: Seat, bottom: Seat = Seat.S) -> Seat:
    """Where ``seat`` sits on the screen when ``bottom`` sits at the bottom: the table turned as a whole, ``bottom``'s
    partner at the top, the player on his left (the next one clockwise) on the left, the one on his right on the
    right."""
    return Seat((seat - bottom + Seat.S) % 4)


def seat_at(place: Seat, bottom: Seat = Seat.S) -> Seat:
    """The seat that sits at ``place`` when ``bottom`` sits at the bottom (``place_of`` turned back)."""
    return Seat((place + bottom - Seat.S) % 4)


def is_vertical(seat: Seat) -> bool:
    return seat in (Seat.W, Seat.E)


def hand_rects(seat: Seat, count: int, face_up: bool) -> list[pygame.Rect]:
    """The rectangles of ``count`` cards of ``seat``'s hand, in display order (later cards on top)."""
    return USUAL.hand_rects(seat, count, face_up)


def side_dummy_rects(seat: Seat, cards) -> list[pygame.Rect]:
    """A dummy at West or East, spread the way a dummy lies on a real table seen from the side: one row per
    suit (in the order of ``cards``, which are grouped by suit), the cards of a suit overlapping across, the
    rows below the seat's name."""
    rows: list[str] = []
    for card in cards:
        if card.suit not in rows:
            rows.append(card.suit)
    counts = {suit: sum(1 for c in cards if c.suit == suit) for suit in rows}
    room = (BOTTOM - 56) - DUMMY_TOP
    row_step = min(DUMMY_ROW_STEP, (room - CARD_H) // max(1, len(rows) - 1))
    out, placed = [], dict.fromkeys(rows, 0)
    for card in cards:
        row, n = rows.index(card.suit), counts[card.suit]
        step = min(DUMMY_CARD_STEP, (DUMMY_ROW_WIDTH[seat] - CARD_W) // max(1, n - 1))
        total = CARD_W + step * (n - 1)
        left = SIDE_X[seat] if seat == Seat.W else SIDE_X[seat] + CARD_W - total
        out.append(pygame.Rect(left + placed[card.suit] * step, DUMMY_TOP + row * row_step, CARD_W, CARD_H))
        placed[card.suit] += 1
    return out


def suit_groups(cards) -> list[list[int]]:
    """The indexes of ``cards`` (grouped by suit) suit by suit, in their order."""
    groups: dict[str, list[int]] = {}
    for index, card in enumerate(cards):
        groups.setdefault(card.suit, []).append(index)
    return list(groups.values())


def trick_spots_beside_dummy(dummy: Seat) -> dict[Seat, tuple[int, int]]:
    """The trick while a dummy at North or South lies in columns: a row, West, North, South, East from left to
    right, North's card a little higher and South's a little lower (``TRICK_ROW_STAGGER``)."""
    top = TRICK_ROW_TOP[dummy]
    step = CARD_W + TRICK_ROW_GAP
    return {Seat.W: (TRICK_ROW_LEFT, top + TRICK_ROW_STAGGER), Seat.N: (TRICK_ROW_LEFT + step, top),
            Seat.S: (TRICK_ROW_LEFT + 2 * step, top + 2 * TRICK_ROW_STAGGER),
            Seat.E: (TRICK_ROW_LEFT + 3 * step, top + TRICK_ROW_STAGGER)}


def dummy_column_room(seat: Seat) -> tuple[int, int]:
    """The heights a dummy's columns at North or South may use: from North's row down to above the trick, or from
    under the trick down to South's row."""
    top = TRICK_ROW_TOP[seat]
    if seat == Seat.N:
        return NORTH_Y, top - 4
    return top + TRICK_ROW_HEIGHT + 4, BOTTOM


def centred_between(total: int, low: int, high: int) -> int:
    """The left end of a row ``total`` pixels wide, centred on the table but inside ``low``..``high`` (its left end
    at ``low`` when it is too wide)."""
    return max(low, min(WIDTH // 2 - total // 2, high - total))


def dummy_sub_columns(group: list[int], most: int) -> list[list[int]]:
    """A suit's cards (indexes) in one column, or in two side by side when more than ``most`` cards: the first
    half (one more when odd) in the first."""
    if len(group) <= most:
        return [group]
    half = (len(group) + 1) // 2
    return [group[:half], group[half:]]


def column_dummy_rects(seat: Seat, cards) -> list[pygame.Rect]:
    """A dummy at North or South in four suit columns (in the order of ``cards``, grouped by suit), each suit from
    its first card down, the cards of a suit overlapping so that each rank shows (a long suit in two columns); the
    columns fit between the side hands' label areas (overlapping a little when there is no room) and the trick."""
    top, bottom = dummy_column_room(seat)
    most = 1 + (bottom - top - CARD_H) // DUMMY_LEAST_COLUMN_STEP
    suits = [dummy_sub_columns(group, most) for group in suit_groups(cards)]
    longest = max((len(column) for columns in suits for column in columns), default=1)
    step = min(DUMMY_COLUMN_STEP, (bottom - top - CARD_H) // max(1, longest - 1))
    widths = [CARD_W + DUMMY_SUB_COLUMN_STEP * (len(columns) - 1) for columns in suits]
    low, high = DUMMY_COLUMNS_X[seat]
    high -= RAISE if suits and len(suits[-1]) > 1 else 0  # room for the last column's card that comes out to the right
    gaps = max(1, len(widths) - 1)
    overlap = max(-DUMMY_COLUMN_GAP, -(-(sum(widths) - (high - low)) // gaps))  # rounded up
    total = sum(widths) - overlap * (len(widths) - 1)
    left = centred_between(total, low, high)
    out: list[pygame.Rect] = [pygame.Rect(0, 0, 0, 0)] * len(cards)
    for columns, width in zip(suits, widths, strict=True):
        for sub, column in enumerate(columns):
            height = CARD_H + step * (len(column) - 1)
            column_top = top if seat == Seat.N else bottom - height
            x = left + sub * DUMMY_SUB_COLUMN_STEP
            for row, index in enumerate(column):
                out[index] = pygame.Rect(x, column_top + row * step, CARD_W, CARD_H)
        left += width - overlap
    return out


def raised_in_column(rects: list[pygame.Rect], cards, index: int) -> pygame.Rect:
    """Where the card ``index`` of a dummy in columns (``column_dummy_rects``) lies while chosen with the keyboard:
    RAISE to the left, its rank in view; in a long suit's second column RAISE to the right, under the next suit's
    column (to the left it would cover the ranks of the first column)."""
    rect, suit = rects[index], cards[index].suit
    second = any(other.left < rect.left for other, card in zip(rects, cards, strict=True) if card.suit == suit)
    return rect.move(RAISE if second else -RAISE, 0)


def deck_spot(dealer: Seat) -> tuple[int, int]:
    """Where the pack sits while the dealer deals (top-left of a card)."""
    return USUAL.deck_spot(dealer)


def sweep_spot(seat: Seat) -> tuple[int, int]:
    """Where a won trick goes: off the felt beside the winner's hand."""
    return {
        Seat.N: (WIDTH // 2 - CARD_W // 2, -CARD_H - 10),
        Seat.S: (WIDTH // 2 - CARD_W // 2, HEIGHT + 10),
        Seat.W: (-CARD_W - 10, 200),
        Seat.E: (WIDTH + 10, 200),
    }[seat]


def dealer_token_spot(seat: Seat, hand: list[pygame.Rect]) -> tuple[int, int]:
    """Top-left of the 18x18 dealer token, beside the dealer's hand."""
    return USUAL.dealer_token_spot(seat, hand)


# -- the table raised above the bottom of the window -----------------------------------------------------------
# Pinochle's File > Windows 95 Mode: the program was made for a 640x480 screen, where the task bar of Windows 95
# (about 30 pixels) covers the bottom of the window. In that mode the table keeps this much of the bottom free.
TASK_BAR_ROOM = 32
MIDDLE_TOP = NORTH_Y + CARD_H  # under North's row: what lies lower is squeezed when the table is raised


class Geometry:
    """The places that depend on how much of the window's height the table uses. With ``lift`` (pixels) the
    status bar, South's hand and labels, the icons and the peek arrows rise by ``lift`` from the bottom of the
    window; the side hands overlap more to end above the arrows; what lies in the middle (the trick, the pack,
    the notes) rises by a share of ``lift`` that grows with its depth under North's row. The top of the table
    (the menu, North's hand, the score box) does not move. ``lift`` 0 is the usual table: the constants above."""

    def __init__(self, lift: int = 0, dummy: Seat | None = None, hand_size: int = 13, south_end: int = SOUTH_RIGHT):
        self.lift = lift
        self.dummy = dummy
        self.bottom = BOTTOM - lift
        self.south_y = SOUTH_Y - lift
        self.felt_rect = pygame.Rect(FELT_RECT.left, FELT_RECT.top, FELT_RECT.width, FELT_RECT.height - lift)
        self.status_rect = pygame.Rect(0, self.felt_rect.bottom, WIDTH, STATUS_BAR_HEIGHT)
        self.long_hands = hand_size > LONG_HAND
        self.side_shift = SIDE_COLUMN_SHIFT if self.long_hands else 0
        self.south_row = self.south_row_room(south_end)
        self.name_above_south = self.long_hands  # South's name above its row's left end, not left of the row
        self.zones = self.label_zones()
        self.bulb_rect = BULB_RECT.move(0, -lift)
        self.info_rect = INFO_RECT.move(0, -lift)
        self.peek_frame = PEEK_FRAME.move(0, -lift)
        spots = trick_spots_beside_dummy(dummy) if dummy in DUMMY_COLUMNS_X else TRICK_SPOTS
        self.trick_spots = {seat: self.raised(spot) for seat, spot in spots.items()}
        self.center = self.raised(CENTER)
        self.least_side_step = LEAST_SIDE_STEP - lift // 16  # a side hand of 20 (24 while passing) still fits


    def south_row_room(self, south_end: int) -> tuple[int, int]:
        """From where to where South's row may run: right of South's labels and short of the icons (and of Belote's
        last-trick box); with long hands, between the side hands."""
        if self.long_hands:
            gap = self.side_shift + LONG_ROW_GAP
            return SIDE_X[Seat.W] + CARD_W + gap, SIDE_X[Seat.E] - gap
        return SOUTH_LEFT, south_end

    def label_zones(self) -> dict[Seat, pygame.Rect]:
        """Each seat's label area; with long hands West's and East's give room to the second column and South's
        lies above its row's left end (``paint.seat_zone`` moves it to the row's first card)."""
        zones = {**ZONES, Seat.S: ZONES[Seat.S].move(0, -self.lift)}
        if not self.long_hands:
            return zones
        west, east = ZONES[Seat.W], ZONES[Seat.E]  # next to the second column: nearer their own hand than North's
        west_left, east_right = SIDE_X[Seat.W] + CARD_W + self.side_shift + 2, SIDE_X[Seat.E] - self.side_shift - 2
        zones[Seat.W] = pygame.Rect(west_left, west.top, west.right - west_left, west.height)
        zones[Seat.E] = pygame.Rect(east.left, east.top, east_right - east.left, east.height)
        zones[Seat.S] = SOUTH_NAME_ABOVE.move(self.south_row[0] + SOUTH_NAME_INDENT,
                                              self.south_y - RAISE - 2 - SOUTH_NAME_ABOVE.height)
        north = ZONES[Seat.N]
        zones[Seat.N] = pygame.Rect(north.right - NORTH_ZONE_WIDTH, north.top, NORTH_ZONE_WIDTH, north.height)
        return zones

    def rise(self, y: int) -> int:
        """How far a thing at height ``y`` rises: nothing above the middle, ``lift`` at South's row."""
        share = (y - MIDDLE_TOP) / (SOUTH_Y - MIDDLE_TOP)
        return int(self.lift * min(1.0, max(0.0, share)))

    def raised(self, point: tuple[int, int]) -> tuple[int, int]:
        return point[0], point[1] - self.rise(point[1])

    def peek_rects(self) -> dict[str, pygame.Rect]:
        """The four peek arrows in a cross (``PEEK_ARROWS``): as in the 32 Card Bridge manual, the left one shows
        the last trick; up North, right East, down West."""
        cx, cy = self.peek_frame.center
        half = ARROW // 2
        spots = {"up": (cx - half, cy - half - ARROW - 1), "left": (cx - half - ARROW - 1, cy - half),
                 "right": (cx + half + 1, cy - half), "down": (cx - half, cy + half + 1)}
        return {key: pygame.Rect(spots[arrow], (ARROW, ARROW)) for key, arrow in PEEK_ARROWS.items()}

    def hand_rects(self, seat: Seat, count: int, face_up: bool) -> list[pygame.Rect]:
        """The rectangles of ``count`` cards of ``seat``'s hand, in display order (later cards on top)."""
        if count <= 0:
            return []
        if is_vertical(seat):
            return self.side_hand_rects(seat, count, face_up)
        if seat == Seat.N and self.long_hands:
            return self.long_north_rects(count, face_up)
        if seat == Seat.N:
            step = NORTH_STEP_UP if face_up else STEP_DOWN_H
            step = min(step, (2 * NORTH_HALF_WIDTH - CARD_W) // max(1, count - 1))  # clear of North's label area
            y = NORTH_Y
        else:
            step = STEP_UP_H
            y = self.south_y
        total = CARD_W + step * (count - 1)
        left = WIDTH // 2 - total // 2
        low, high = self.south_row
        if seat == Seat.S and ((count > 8 or self.long_hands) and left < low or left + total > high):
            step = min(step, (high - low - CARD_W) // max(1, count - 1))  # squeezed between its ends, centred
            total = CARD_W + step * (count - 1)
            left = centred_between(total, low, high)
        return [pygame.Rect(left + i * step, y, CARD_W, CARD_H) for i in range(count)]

    def long_north_rects(self, count: int, face_up: bool) -> list[pygame.Rect]:
        """North's long row: from the score box (and the dealer token beside it) to its label area at the right end
        (centred when it fits)."""
        low, high = INFO_BOX.right + 4 + TOKEN_ROOM, self.zones[Seat.N].left - HAND_GAP_NORTH
        step = min(NORTH_STEP_UP if face_up else STEP_DOWN_H, (high - low - CARD_W) // max(1, count - 1))
        total = CARD_W + step * (count - 1)
        left = centred_between(total, low, high)
        return [pygame.Rect(left + i * step, NORTH_Y, CARD_W, CARD_H) for i in range(count)]

    def side_hand_rects(self, seat: Seat, count: int, face_up: bool) -> list[pygame.Rect]:
        """West's or East's cards down the side, above the peek arrows and the icons: one column, or with long
        hands two when one would show less of each card than its usual step (the later cards in the right one, the
        odd card in it too)."""
        wanted = STEP_UP_V if face_up else STEP_DOWN_V
        room = (self.bottom - 56) - SIDE_TOP
        columns = 2 if self.long_hands and (room - CARD_H) // max(1, count - 1) < wanted else 1
        rows = -(-count // columns)
        least = self.least_side_step if columns == 1 else 1
        step = min(wanted, max(least, (room - CARD_H) // max(1, rows - 1)))
        total = CARD_H + step * (rows - 1)
        top = SIDE_TOP
        if not face_up and columns == 1:
            top += max(0, (min(room, 8 * STEP_DOWN_V + CARD_H) - total) // 2)
        left = SIDE_X[seat] - (self.side_shift if seat == Seat.E and columns == 2 else 0)
        first = count - rows if columns == 2 else count  # in the left column; the right one ends lowest, whole
        return [pygame.Rect(left + (i >= first) * self.side_shift, top + (i - first if i >= first else i) * step,
                            CARD_W, CARD_H) for i in range(count)]

    def deck_spot(self, dealer: Seat) -> tuple[int, int]:
        """Where the pack sits while the dealer deals (top-left of a card)."""
        x, y = self.trick_spots[dealer]
        cx, cy = self.center[0] - CARD_W // 2, self.center[1] - CARD_H // 2
        return (cx + (x - cx) // 2, cy + (y - cy) // 2)

    def dealer_token_spot(self, seat: Seat, hand: list[pygame.Rect]) -> tuple[int, int]:
        """Top-left of the 18x18 dealer token, beside the dealer's hand (above South's last card)."""
        if not hand:
            hand = self.hand_rects(seat, 8, False)
        if seat == Seat.N:
            if hand[0].left - 24 < INFO_BOX.right:  # a dummy's columns come near the score box: under it
                return (INFO_BOX.right, INFO_BOX.bottom + 4)
            return (hand[0].left - 24, hand[0].top + 4)
        if seat == Seat.S:  # above the hand's right end: beside it, the token stood in the row of the bulb and the i
            if len({rect.top for rect in hand}) > 1:  # a dummy in columns: right of its last column
                last = max(hand, key=lambda rect: (rect.right, rect.bottom))
                return (last.right + 4, last.bottom - 22)
            return (hand[-1].right - 20, hand[-1].top - 20)
        if seat == Seat.W:
            return (hand[0].left + 2, hand[0].top - 20)
        return (hand[0].right - 20, hand[0].top - 20)


@lru_cache(maxsize=16)
def geometry(lift: int = 0, dummy: Seat | None = None, hand_size: int = 13, south_end: int = SOUTH_RIGHT) -> Geometry:
    """The table's places with the bottom ``lift`` pixels of the window kept free (0: the usual table); with a
    dummy at North or South laid in columns, the trick that makes room for them; for ``hand_size`` cards dealt to
    each, South's row ending at ``south_end`` at the most."""
    return Geometry(lift, dummy, hand_size, south_end)


USUAL = geometry(0, None)  # the same cached object as the scene's geometry(0, None)
