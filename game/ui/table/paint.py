"""Drawing the table, and finding what is under the mouse (the same geometry serves both).

Nothing here changes the scene: drawing reads the scene's state and the mouse position only.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.engine import Seat
from game.engine.cards import DECK_32

from .. import resources, theme
from ..bitmap_font import RED_SUIT
from ..settings import CARD_BACKS
from ..sound import EFFECTS
from ..theme import BLACK, FACE, NAVY, WHITE, YELLOW
from ..widgets import draw
from ..widgets.text import Style, fit_text, render_paragraph, render_text, text_size
from . import layout
from .card_strip import INDEX_HEIGHT, draw_fan, fan_step, mini_fan_card  # noqa: F401  (mini_fan_card: paint's own)
from .session import SEATS, parameters_text
from .words import call_text, contract_text, hand_number

ZONE_ROW = 16
MELD_COLOUR = (200, 255, 200)  # the announces and declarations beside a seat
MELD_STRIP = layout.MINI_CARD_H + 2  # a line of a seat's zone holding an announce's small cards, whole
MELD_STRIP_LOW = INDEX_HEIGHT + 1  # ... or only the top of each, where its index is
NAME_GAP = 6  # between an announce's small cards and its name beside them
SHADOW = (0, 0, 0, 90)
HIGHLIGHT_TITLE = (255, 255, 120)  # the turn marker: the name of the seat to act, black in a yellow frame
TITLE_SIZE, TITLE_HEIGHT = 18, 18
HAND_GAP = 6  # between South's lines and its hand
TURN_PAD = 2  # the turn marker's frame around the name
LINES_TOP = TITLE_HEIGHT + 2 * TURN_PAD  # a seat's lines start under its name and the turn marker round it

# The frame round the felt (Belote's F10): colours a monitor of the early nineties would show, toned down.
BORDER_COLOURS = {
    "mahogany": (110, 48, 26),
    "navy": (0, 0, 128),
    "teal": (0, 112, 112),
    "maroon": (128, 0, 0),
    "purple": (96, 0, 112),
    "olive": (120, 112, 0),
    "grey": (128, 128, 128),
    "black": (16, 16, 16),
}
DEFAULT_BORDER = "mahogany"
BORDER_WIDTH = 4


def is_dark(color) -> bool:
    """A text colour too dark for a dark shadow (Pinochle's black text colour): it gets a light one."""
    red, green, blue = color[:3]
    return 0.3 * red + 0.59 * green + 0.11 * blue < 100


RED_MARKS = ("[H]", "[D]", "\u2665", "\u2666")  # the marks and symbols of the red suits
RIM = (255, 255, 255)


@lru_cache(maxsize=512)
def text_image(text: str, size: int = 17, color=WHITE, shadow: bool = True) -> pygame.Surface:
    """One line of text (suit marks drawn as suits), with a shadow so it reads on the felt: dark under a light
    colour, light under a dark one. A red suit (the font draws them red in dark text) gets a white rim, as on a
    card: it reads on the red felt too."""
    front = render_text(text, theme.font(size), color)
    if not shadow:
        return front
    back = render_text(text, theme.font(size), (235, 235, 235) if is_dark(color) else BLACK)
    surface = pygame.Surface((front.get_width() + 1, front.get_height() + 1), pygame.SRCALPHA)
    surface.blit(back, (1, 1))
    if any(mark in text for mark in RED_MARKS):
        draw_red_suit_rim(surface, front)
    surface.blit(front, (0, 0))
    return surface


def draw_red_suit_rim(surface, front) -> None:
    """A one-pixel white rim round the red suit symbols of ``front`` (drawn at 0, 0 of ``surface``)."""
    red = pygame.mask.from_threshold(front, (*RED_SUIT, 255), (48, 48, 48, 255))
    if not red.count():
        return
    light = red.to_surface(setcolor=(*RIM, 255), unsetcolor=(0, 0, 0, 0))
    for dx in (-1, 0, 1):
        for dy in (-1, 0, 1):
            if dx or dy:
                surface.blit(light, (dx, dy))


@lru_cache(maxsize=8)
def scaled_card(name: str, factor: float) -> pygame.Surface:
    image = resources.image(name)
    size = (round(image.get_width() * factor), round(image.get_height() * factor))
    return pygame.transform.smoothscale(image, size)


@lru_cache(maxsize=4)
def turned(sprite: str, angle: int) -> pygame.Surface:
    return pygame.transform.rotate(resources.image(sprite), angle)


@lru_cache(maxsize=2)
def curtain_surface(size: tuple[int, int]) -> pygame.Surface:
    """A theatre curtain: deep red folds with light edges."""
    surface = pygame.Surface(size)
    width, height = size
    for x in range(width):
        fold = (x % 40) / 40
        light = 0.55 + 0.45 * (1 - abs(fold * 2 - 1))
        surface.fill((int(150 * light), int(14 * light), int(24 * light)), (x, 0, 1, height))
    for y in range(0, height, 2):
        pygame.draw.line(surface, (90, 0, 10), (0, height - 12 + (y % 4)), (width, height - 12 + (y % 4)))
    pygame.draw.rect(surface, (200, 160, 40), (0, height - 8, width, 8))
    return surface


def card_image(card, face_up: bool, back: str) -> pygame.Surface:
    return resources.image(f"cards/{card.text}") if face_up else resources.image(f"backs/{back}")


def preload(settings, sound=None, deck=None) -> None:
    """Load the sprites and sounds and build the felt before the first frame (no frame waits for the disk)."""
    if sound is not None and sound.available:
        for effect in EFFECTS:
            resources.sound(effect)
    for card in deck or DECK_32:
        resources.image(f"cards/{card.text}")
    resources.image(f"backs/{settings.card_back}")
    for sprite in ("medal", "dealer", "info", "finger", "light_bulb", "light_bulb_on", "red_cross", "blue_cross",
                   "arrow_up", "arrow_down", "arrow_left", "arrow_right"):
        resources.image(f"ui/{sprite}")
    for suit in "SHDC":
        resources.image(f"suits/{suit}")
        resources.image(f"suits/{suit}_small")
    draw.felt(theme.FELTS.get(settings.felt, theme.FELTS[theme.DEFAULT_FELT]))
    for size in (16, 17, 18, 20, 26, theme.UI_FONT_SIZE):
        theme.font(size)


# -- geometry shared by drawing and the mouse ------------------------------------------------------

@dataclass
class ZoneItem:
    kind: str  # "title", "call", "line", "params", "meld" (an announce's name), "meld_cards" (its small cards)
    rect: pygame.Rect
    text: str
    color: tuple = WHITE
    payload: object = None


def card_back(scene) -> str:
    """The table's own card back (Pinochle's options) if it is one we have, else the program's."""
    back = getattr(scene.prefs, "card_back", "")
    return back if back in CARD_BACKS else scene.app.settings.card_back


OTHER_FELT = "other"  # Pinochle's table options: the felt is the colour chosen in the Other colour box (felt_rgb)


def felt_colour(scene) -> tuple:
    name = getattr(scene.prefs, "felt", "") or scene.app.settings.felt
    if name == OTHER_FELT and getattr(scene.prefs, "felt_rgb", None):
        return tuple(scene.prefs.felt_rgb)
    return theme.FELTS.get(name, theme.FELTS.get(scene.app.settings.felt, theme.FELTS[theme.DEFAULT_FELT]))


def text_colour(scene, kind: str, default: tuple) -> tuple:
    """One of the four text colours of the table options (score, names, calls, notes), or the usual one."""
    chosen = getattr(scene.prefs, "text_colours", {}).get(kind)
    return tuple(chosen) if chosen else default


def seat_title(scene, seat: Seat) -> str:
    network_title = getattr(scene.session, "seat_title", None)  # a network table: a player's name
    if network_title is not None and (title := network_title(seat)):
        return title
    named = getattr(scene.prefs, "player_names", {}).get(seat.name)
    if named:
        return named
    session = scene.session
    kind = session.kind(seat)
    if kind == "human":
        humans = session.humans()
        if len(humans) == 1:
            return scene.app.settings.player_name or seat.full_name
    return seat.full_name


def seat_to_play(hand) -> Seat | None:
    """The seat whose card or call comes next (Contract Bridge: the dummy on its turn, not its declarer)."""
    return hand.playing_from(hand.to_act) if hand.phase == "play" else hand.to_act


def zone_items(scene, seat: Seat) -> list[ZoneItem]:
    zone = seat_zone(scene, seat)
    shown = scene.shown
    items = [title_item(scene, seat, zone)]
    lines: list[tuple[str, str, tuple, object]] = []
    if shown.contract is None or scene.hand.phase == "bidding":
        for action, index in shown.calls[seat]:
            lines.append(("call", call_text(action), text_colour(scene, "calls", WHITE), (index, action)))
    else:
        if seat == shown.declarer:
            lines.append(("line", contract_text(shown.contract), YELLOW, None))
        if seat == shown.dummy:
            lines.append(("line", "Dummy", (200, 255, 200), None))
        if shown.melds[seat]:
            for meld in shown.melds[seat]:
                label, _, points = meld
                lines.append(("meld", f"{label.split(' to the ')[0]} ({points})", MELD_COLOUR, meld))
                lines.append(("meld_cards", "", MELD_COLOUR, meld))
        else:
            for label in shown.declared[seat]:
                lines.append(("line", f"{label}!", MELD_COLOUR, None))
        for word in shown.belote[seat]:
            lines.append(("line", f"{word}!", (255, 220, 160), None))
    fixed = [("params", text, (190, 220, 255), None) for text in parameter_lines(scene, seat)]
    lines, low = fitted_lines(lines, zone.height - LINES_TOP - ZONE_ROW * len(fixed), zone.width - 4)
    y = zone.top + LINES_TOP
    if scene.geometry.name_above_south and scene.place(seat) == Seat.S:  # the lines above the name, next to the row
        y = items[0].rect.top - TURN_PAD - sum(line_height(kind, low) for kind, *_ in fixed + lines)
    for kind, text, color, payload in fixed + lines:
        height = line_height(kind, low)
        rect = pygame.Rect(zone.left + 4, y, zone.width - 4, height)
        if kind != "meld_cards":  # as wide as its words, against the hand's side of the zone
            rect.width = min(rect.width, text_image(text, 17).get_width())
            if hugs_right(scene, seat):
                rect.right = zone.right
        items.append(ZoneItem(kind, rect, text, color, payload))
        y += height
    return items


def hugs_right(scene, seat: Seat) -> bool:
    """The zones left of their own hand (East's, South's beside its row): their lines end against it."""
    place = scene.place(seat)
    return place == Seat.E or (place == Seat.S and not scene.geometry.name_above_south)


def seat_zone(scene, seat: Seat) -> pygame.Rect:
    """The place of ``seat``'s name and lines; South's moves right to end against its hand when the hand is short
    (or, above a long row, to start over its first card); beside a long North row, North's follows its end."""
    place = scene.place(seat)
    zone = scene.geometry.zones[place]
    if place == Seat.N and scene.geometry.long_hands and scene.shown.hands[seat]:  # North's zone follows a short row
        hand_right = max(rect.right for rect in card_rects(scene, seat))
        return zone.move(min(0, hand_right + HAND_GAP - zone.left), 0)
    if place != Seat.S or not scene.shown.hands[seat]:
        return zone
    hand_left = min(rect.left for rect in card_rects(scene, seat))
    if scene.geometry.name_above_south:
        return zone.move(hand_left - scene.geometry.south_row[0], 0)
    return zone.move(max(0, hand_left - HAND_GAP - zone.right), 0)


def title_item(scene, seat: Seat, zone: pygame.Rect) -> ZoneItem:
    """The seat's name at the top of its zone, on the side of its own hand (South's and East's zones lie left of
    their hands: their lines end against it), cut to the zone's width, the room for a computer's thinking dots
    kept after it."""
    text = fit_text(seat_title(scene, seat), theme.font(TITLE_SIZE), zone.width - title_width("...") - 2 * TURN_PAD)
    width = title_width(text + "...")
    left = zone.right - width - TURN_PAD if hugs_right(scene, seat) else zone.left + TURN_PAD
    top = zone.top + TURN_PAD
    if scene.geometry.name_above_south and scene.place(seat) == Seat.S:
        top = zone.bottom - TURN_PAD - TITLE_HEIGHT
    colour = text_colour(scene, "names", WHITE)
    return ZoneItem("title", pygame.Rect(left, top, width, TITLE_HEIGHT), text, colour)


def title_width(text: str) -> int:
    return text_size(text, theme.font(TITLE_SIZE))[0] + 1  # the shadow


def turn_marker_rect(scene) -> pygame.Rect | None:
    """The frame around the name of the seat whose card or call comes next, in every phase (Contract Bridge: the
    dummy's name while its declarer plays from it); None when no one is to act."""
    seat = turn_seat(scene)
    return None if seat is None else zone_items(scene, seat)[0].rect.inflate(2 * TURN_PAD, 2 * TURN_PAD)


def turn_seat(scene) -> Seat | None:
    """The seat the turn marker follows: the one to act once the cards are dealt, until the hand is over. At a network
    table, whose host may be moves ahead of the animation, the seat of the next call or card still to be shown, if any
    (offline the engine is never more than the move being shown ahead: the seat to act is the animation's)."""
    if not scene.shown.deal_done:
        return None
    coming = scene.coming_actor() if scene.session.remote else None
    if coming is not None:
        return coming
    hand = scene.hand
    return None if hand.done else seat_to_play(hand)


def line_height(kind: str, low: bool) -> int:
    """A line of a seat's zone: a row of text, or an announce's small cards (only their index when ``low``)."""
    if kind != "meld_cards":
        return ZONE_ROW
    return MELD_STRIP_LOW if low else MELD_STRIP


def fitted_lines(lines: list, room: int, width: int) -> tuple[list, bool]:
    """The lines of a seat's zone that fit in ``room`` pixels, and whether the announces' cards show only their
    index: every line with the cards whole; else each announce's name beside its cards, when the zone is wide
    enough; else the cards cut to their index (with their names above, then beside them); else without the
    announces' names (the zoom under the mouse says them); else the latest lines."""
    def height(chosen, low) -> int:
        return sum(line_height(kind, low) for kind, *_ in chosen)

    unnamed = [line for line in lines if line[0] != "meld"]
    beside = names_beside_cards(lines, width)
    for chosen, low in ((lines, False), (beside, False), (lines, True), (beside, True), (unnamed, True)):
        if chosen is not None and height(chosen, low) <= room:
            return chosen, low
    while unnamed and height(unnamed, True) > room:
        unnamed = unnamed[1:]
    return unnamed, True


def names_beside_cards(lines: list, width: int) -> list | None:
    """The lines with each announce's name moved beside its small cards, or None when one would not fit."""
    out: list = []
    for kind, text, color, payload in lines:
        if kind == "meld_cards" and out and out[-1][0] == "meld":
            name = out.pop()[1]
            count = len(payload[1])
            if fan_width(count, width) + NAME_GAP + text_image(name, 17).get_width() > width:
                return None
            text = name
        out.append((kind, text, color, payload))
    return out


def fan_width(count: int, width: int) -> int:
    """How wide ``count`` fanned small cards lie in ``width`` pixels."""
    return layout.MINI_CARD_W + fan_step(count, width) * (count - 1)


def parameter_lines(scene, seat: Seat) -> list[str]:
    """Belote's hand parameters of a hand the player can see, in lines short enough for the seat's zone."""
    hand = scene.hand
    if not scene.session.variant.shows_hand_parameters:
        return []  # no view built every frame for a game that shows none
    if not scene.shown.deal_done or hand.done or not scene.face_up(seat):
        return []
    view = hand.view(seat)
    if len(view.hand) != len(scene.shown.hands[seat]):
        return []  # the table has not caught up with the hand yet (cards dealt or played in flight)
    parameters = scene.game.hand_parameters(view)
    if parameters is None:
        return []
    items = list(parameters.items())
    return [parameters_text(dict(items[i:i + 2])) for i in range(0, len(items), 2)]


def card_rects(scene, seat: Seat) -> list[pygame.Rect]:
    """Where the cards shown in ``seat``'s hand lie, at its place on the screen: a dummy is spread by suit, in rows
    at the left or the right, in columns at the top or the bottom."""
    cards = scene.shown.hands[seat]
    place = scene.place(seat)
    if seat == scene.shown.dummy and layout.is_vertical(place):
        return layout.side_dummy_rects(place, cards)
    if in_columns(scene, seat):
        return layout.column_dummy_rects(place, cards)
    return scene.geometry.hand_rects(place, len(cards), scene.face_up(seat))


def in_columns(scene, seat: Seat) -> bool:
    """``seat``'s cards lie as a dummy at the top or the bottom: a column per suit."""
    return seat == scene.shown.dummy and not layout.is_vertical(scene.place(seat))


def hand_layout(scene, seat: Seat) -> list[tuple[pygame.Rect, object, bool]]:
    """(rect, card, face up) for each card shown in ``seat``'s hand; the chosen card rises."""
    cards = scene.shown.hands[seat]
    face_up = scene.face_up(seat)
    rects = card_rects(scene, seat)
    chooser = scene.card_seat()
    out = []
    for index, (rect, card) in enumerate(zip(rects, cards, strict=True)):
        if scene.selected == index and seat == chooser:
            rect = chosen_rect(scene, seat, rects, index)
        out.append((rect, card, face_up and card is not None))  # a card not known (a network table): its back
    return out


def chosen_rect(scene, seat: Seat, rects: list[pygame.Rect], index: int) -> pygame.Rect:
    """Where the card ``index`` of ``seat``'s hand lies while chosen with the keyboard: raised towards the middle of
    the table; in a dummy's column sideways, its rank in view; from a side hand's left column over the right one."""
    if in_columns(scene, seat):
        return layout.raised_in_column(rects, scene.shown.hands[seat], index)
    if chosen_on_top(scene, seat, rects, index):  # to the right, over the right column (East's labels lie left)
        return rects[index].move(layout.RAISE, 0)
    return _raised(rects[index], scene.place(seat))


def chosen_on_top(scene, seat: Seat, rects: list[pygame.Rect], index: int) -> bool:
    """A side hand in two columns (long hands): a card of the left column, which the right one covers, is drawn
    over it while chosen, whole (West's rose under the right column, East's stayed under it)."""
    return (layout.is_vertical(scene.place(seat)) and seat != scene.shown.dummy
            and rects[index].left < max(r.left for r in rects))


def hand_drawn(scene, seat: Seat) -> list[tuple[pygame.Rect, object, bool]]:
    """``hand_layout`` in the order the cards are drawn, the last on top (``chosen_on_top``)."""
    out = hand_layout(scene, seat)
    index = scene.selected
    if seat != scene.card_seat() or index is None or not 0 <= index < len(out):
        return out
    if chosen_on_top(scene, seat, card_rects(scene, seat), index):
        return [*out[:index], *out[index + 1:], out[index]]
    return out


def _raised(rect: pygame.Rect, place: Seat) -> pygame.Rect:
    dx, dy = {Seat.S: (0, -layout.RAISE), Seat.N: (0, layout.RAISE), Seat.W: (layout.RAISE, 0),
              Seat.E: (-layout.RAISE, 0)}[place]
    return rect.move(dx, dy)


def medal_rect(scene) -> pygame.Rect | None:
    event = scene.shown.medal
    if event is None or not scene.prefs.see_trick_winner or not scene.shown.trick:
        return None
    x, y = scene.geometry.trick_spots[scene.place(event.winner)]
    return pygame.Rect(x + layout.CARD_W - 30, y + 6, 24, 32)


def trick_card_rect(scene, seat: Seat) -> pygame.Rect:
    """Where ``seat``'s card of the trick lies: in front of its place on the screen."""
    return pygame.Rect(scene.geometry.trick_spots[scene.place(seat)], (layout.CARD_W, layout.CARD_H))


def thing_at(scene, pos):
    """("medal", seat, None) / ("hand", seat, card) / ("trick", seat, card) / ("call", seat, (index, action))."""
    if scene.curtain is not None:
        return None
    medal = medal_rect(scene)
    if medal is not None and medal.collidepoint(pos):
        return ("medal", scene.shown.medal.winner, None)
    for seat, card in reversed(scene.shown.trick):
        if trick_card_rect(scene, seat).collidepoint(pos):
            return ("trick", seat, card)
    for seat in SEATS:
        for rect, card, _ in reversed(hand_drawn(scene, seat)):
            if rect.collidepoint(pos):
                return ("hand", seat, card)
    for seat in SEATS:
        for item in zone_items(scene, seat):
            if item.kind == "call" and item.rect.collidepoint(pos):
                return ("call", seat, item.payload)
    return None


def meld_at(scene, pos):
    for seat in SEATS:
        for item in zone_items(scene, seat):
            if item.kind in ("meld", "meld_cards") and item.rect.collidepoint(pos):
                return seat, item
    return None


def tooltip_for(scene, pos) -> str:
    if scene.peek["last"] and scene.helps_allowed() and last_trick_rect(scene).collidepoint(pos):
        return "The last trick: click it to put it away"
    if scene.geometry.info_rect.collidepoint(pos):
        return "Information: the score, the dealer, the contract and the players"
    game_tip = scene.game.tooltip_at(pos)
    if game_tip is not None:
        return game_tip
    if scene.shown.turn_up is not None and pygame.Rect(layout.TURN_UP_SPOT, (layout.CARD_W, layout.CARD_H)
                                                       ).collidepoint(pos):
        return f"The turn-up card: the {scene.shown.turn_up.name}"
    thing = thing_at(scene, pos)
    if thing is None:
        meld = meld_at(scene, pos)
        if meld is not None:
            word = scene.traits.announces_word.lower().removesuffix("s")  # "announce", Belote's "declaration"
            return f"{meld[0].full_name}'s {word}: {meld[1].payload[0]}, {meld[1].payload[2]} points"
        if layout.INFO_BOX.collidepoint(pos):
            return "The dealer and the contract"
        return ""
    kind, seat, value = thing
    if kind == "medal":
        return "The winning card: click the medal to see why it wins"
    if kind == "trick":
        return f"{seat.full_name}'s {value.name}: click to see why it was played"
    if kind == "call":
        return f"{seat.full_name}'s call: click to see why"
    if not scene.face_up(seat):
        return f"{seat.full_name}'s cards"
    if scene.card_seat() == seat and scene.hand.phase == "play":
        if seat != scene.ready_human():
            return f"The dummy's {value.name}: click to play it"
        return f"Your {value.name}: click to play it"
    if scene.card_seat() == seat and scene.hand.phase == "passing":  # Pinochle's bidders pass four cards
        return f"Your {value.name}: click to pass it to your partner"
    if seat == scene.viewer:  # your own card, while it is not yours to play (the others' turns, the bidding)
        return f"Your {value.name}"
    return f"{seat.full_name}'s {value.name}"


# -- drawing ---------------------------------------------------------------------------------------

def draw_table(scene, surface) -> None:
    surface.blit(draw.felt(felt_colour(scene)), (0, 0))
    if scene.curtain is not None:
        draw_curtain(scene, surface)
        return
    draw_info_box(scene, surface)
    for seat in SEATS:
        draw_zone(scene, surface, seat)
    draw_dealer(scene, surface)
    for place in (Seat.N, Seat.W, Seat.E, Seat.S):  # the bottom hand last, over the others
        draw_hand(scene, surface, scene.seat_at(place))
    draw_pack(scene, surface)
    draw_turn_up(scene, surface)
    scene.game.draw_under_trick(surface)
    draw_trick(scene, surface)
    scene.game.draw_extra(surface)
    draw_note(scene, surface)
    draw_speech(scene, surface)
    back = card_back(scene)
    for flight in scene.flights:
        if flight.started:
            surface.blit(card_image(flight.card, flight.face_up or scene.all_hands_open(), back),
                         flight.position)
    scene.game.draw_over_cards(surface)
    if scene.helps_allowed() and scene.session.humans():
        draw.panel(surface, scene.geometry.peek_frame, fill=FACE)
        pygame.draw.rect(surface, BLACK, scene.geometry.peek_frame, 1)
    scene.widgets.draw(surface)
    scene.game.draw_over_widgets(surface)
    surface.blit(resources.image("ui/info"), scene.geometry.info_rect)
    draw_finger(scene, surface)
    if scene.peek["last"] and scene.helps_allowed() and scene.session.humans():
        draw_last_trick(scene, surface)
    draw_hover(scene, surface)


def match_words(match) -> str:
    """``game to 3000``; a rubber has no target score: ``rubber: two games``."""
    return goal_words(match.target)


def goal_words(target: int | None) -> str:
    return f"game to {target}" if target else "rubber: two games"


def hand_line(scene) -> str:
    """The info box's line on the hand: a replay, a practice hand (its number), or the hand of the match."""
    hand, match = scene.hand, scene.session.match
    if scene.session.replaying:
        return f"Replay of hand {hand_number(match)}"
    if scene.session.practice:
        return f"Hand no. {hand.deal_number}" if hand.deal_number else "Practice hand"
    return f"Hand {hand_number(match)} - {goal_words(scene.shown_target())}"


def draw_info_box(scene, surface) -> None:
    box = layout.INFO_BOX
    lines = scene.game.info_lines()  # the game's own score box (Pinochle), or None
    if lines is not None:
        box = pygame.Rect(box.topleft, (box.width, max(box.height, 6 + 18 * len(lines))))
    panel = pygame.Surface(box.size, pygame.SRCALPHA)
    dark_text = lines is not None and is_dark(text_colour(scene, "score", WHITE))
    panel.fill((255, 255, 255, 110) if dark_text else (0, 40, 0, 120))  # the box lightens under dark text
    surface.blit(panel, box)
    if lines is not None:
        for index, line in enumerate(lines):
            image = text_image(line, 17, text_colour(scene, "score", WHITE))
            surface.blit(image, (box.left + 6, box.top + 3 + 18 * index))
        return
    hand = scene.hand
    lines = [f"Dealer: {hand.dealer.full_name}", *scene.game.contract_lines(), hand_line(scene)]
    y = box.top + 3
    for line in lines:
        surface.blit(text_image(line, 17), (box.left + 6, y))
        y += 18
    if scene.watching():
        badge = text_image("Demo", 17, YELLOW)
        surface.blit(badge, badge.get_rect(topright=(box.right - 6, box.top + 3)))


# -- Belote: the frame round the felt, the clock and the computers' delay ------------------------------

def border_colour(scene) -> tuple[int, int, int]:
    return BORDER_COLOURS.get(scene.prefs.border, BORDER_COLOURS[DEFAULT_BORDER])


def border_rect(scene) -> pygame.Rect:
    """The outside of the frame: the felt, down to the bottom of the window when the status bar is hidden."""
    felt = layout.FELT_RECT
    return felt if scene.prefs.status_bar else pygame.Rect(felt.left, felt.top, felt.width, layout.HEIGHT - felt.top)


def draw_border(scene, surface) -> None:
    """A wooden-looking rim: the colour, lit on its outer edge and shaded where it meets the felt."""
    colour = border_colour(scene)
    light = tuple(min(255, c + 70) for c in colour)
    dark = tuple(c // 2 for c in colour)
    outer = border_rect(scene)
    pygame.draw.rect(surface, colour, outer, BORDER_WIDTH)
    pygame.draw.rect(surface, light, outer, 1)
    pygame.draw.rect(surface, dark, outer.inflate(-2 * (BORDER_WIDTH - 1), -2 * (BORDER_WIDTH - 1)), 1)


def draw_frame_and_clock(scene, surface) -> None:
    """Belote's frame round the felt, over the tricks swept off it (they slide under the frame); without the
    status bar, the clock on the felt."""
    draw_border(scene, surface)
    if not scene.prefs.status_bar:
        draw_clock_on_felt(scene, surface)


def draw_clock_on_felt(scene, surface) -> None:
    """Without the status bar, the time and the delay go in the strip of felt it leaves under South's hand."""
    image = text_image(f"{time.strftime('%H:%M')}   {delay_text(scene)}", 16)
    strip = pygame.Rect(0, layout.FELT_RECT.bottom, layout.WIDTH, layout.HEIGHT - layout.FELT_RECT.bottom)
    surface.blit(image, image.get_rect(center=(strip.centerx, strip.centery - BORDER_WIDTH // 2)))


def delay_text(scene) -> str:
    return f"Delay {scene.prefs.computer_pause:g} s"


def status_texts(scene) -> list[str]:
    """The boxes at the right of the status bar: the game's own (Belote: the time of day and the computers' delay
    under the manual's keys), then the score."""
    return [*scene.game.status_texts(), scene.duplicate.status() or scene.score_text()]


def clock_texts(scene) -> list[str]:
    """The time of day and the computers' delay, for the status bar."""
    return [time.strftime("%H:%M"), delay_text(scene)]


def draw_zone(scene, surface, seat: Seat) -> None:
    for item in zone_items(scene, seat):
        if item.kind == "meld_cards":  # an announce's cards, small, as the manual shows them (its name beside)
            cards = item.payload[1]
            draw_fan(surface, cards, item.rect.topleft, item.rect.width, item.rect.bottom - 1)
            if item.text:
                image = text_image(item.text, 17, item.color)
                x = item.rect.left + fan_width(len(cards), item.rect.width) + NAME_GAP
                surface.blit(image, image.get_rect(midleft=(x, item.rect.centery)))
            continue
        if item.kind == "title":
            draw_title(scene, surface, seat, item)
            continue
        surface.blit(text_image(item.text, 17, item.color), item.rect.topleft)


def draw_title(scene, surface, seat: Seat, item: ZoneItem) -> None:
    """A seat's name; the seat to act has it in black in a yellow frame (the turn marker); a computer thinking
    adds dots."""
    text = item.text
    if scene.request is not None and scene.request.seat == seat:
        text += "." * (1 + int(scene.clock * 3) % 3)
    if turn_seat(scene) == seat:
        marker = item.rect.inflate(2 * TURN_PAD, 2 * TURN_PAD)
        pygame.draw.rect(surface, HIGHLIGHT_TITLE, marker)
        pygame.draw.rect(surface, BLACK, marker, 1)
        surface.blit(text_image(text, TITLE_SIZE, BLACK, shadow=False), item.rect.topleft)
        return
    surface.blit(text_image(text, TITLE_SIZE, item.color), item.rect.topleft)


def dealer_token_rect(scene) -> pygame.Rect:
    """The dealer token, beside the dealer's hand."""
    dealer = scene.hand.dealer
    rects = [r for r, _, _ in hand_layout(scene, dealer)]
    return resources.image("ui/dealer").get_rect(topleft=scene.geometry.dealer_token_spot(scene.place(dealer), rects))


def draw_dealer(scene, surface) -> None:
    surface.blit(resources.image("ui/dealer"), dealer_token_rect(scene))


def draw_hand(scene, surface, seat: Seat) -> None:
    back = card_back(scene)
    for rect, card, face_up in hand_drawn(scene, seat):
        surface.blit(card_image(card, face_up, back), rect)


def draw_pack(scene, surface) -> None:
    """The cards still to deal, in a small pile at the dealer's side."""
    if scene.shown.deal_done or not scene.game.pack_shown():
        return
    dealt = sum(len(cards) for cards in scene.shown.hands.values()) + len(scene.flights.items)
    dealt += scene.shown.turn_up is not None
    left = len(scene.session.variant.deck) - dealt
    if left <= 0:
        return
    x, y = scene.geometry.deck_spot(scene.place(scene.hand.dealer))
    back = resources.image(f"backs/{card_back(scene)}")
    for i in range(min(4, (left + 7) // 8)):
        surface.blit(back, (x - i, y - i))


def draw_turn_up(scene, surface) -> None:
    card = scene.shown.turn_up
    if card is None:
        return
    surface.blit(resources.image(f"cards/{card.text}"), layout.TURN_UP_SPOT)
    label = text_image("Turn-up", 16)
    x, y = layout.TURN_UP_SPOT
    surface.blit(label, label.get_rect(midbottom=(x + layout.CARD_W // 2, y - 1)))


def mini_card(card) -> pygame.Surface:
    """A card's face drawn small (a large rank over a large suit), for the boxes that show cards small."""
    return resources.image(f"minicards/{card.text}")


def small_last_trick_tooltip(scene, pos) -> str | None:
    """The previous trick drawn small beside the table (Belote): who won it."""
    if not layout.SMALL_TRICK.collidepoint(pos):
        return None
    last = scene.shown.last_trick
    return "No trick played yet" if last is None else f"The previous trick, won by {last[0].full_name}"


def draw_small_last_trick(scene, surface) -> None:
    """The previous trick, small, always in view at the bottom right."""
    box = layout.SMALL_TRICK
    panel = pygame.Surface(box.size, pygame.SRCALPHA)
    panel.fill((0, 40, 0, 120))
    surface.blit(panel, box)
    surface.blit(text_image("Last trick", 16), (box.left + 4, box.top + 1))
    last = scene.shown.last_trick
    if last is None:
        return
    w, h = layout.MINI_CARD_W, layout.MINI_CARD_H
    cx, top = box.centerx, box.top + 20
    middle = top + (h + 4) // 2
    gap = 2  # the winner's frame stays off its neighbours
    spots = {Seat.N: (cx - w // 2, top), Seat.S: (cx - w // 2, top + h + 4),
             Seat.W: (cx - w // 2 - gap - w, middle), Seat.E: (cx + w // 2 + gap, middle)}
    winner, cards = last
    for seat, card in cards:
        x, y = spots[scene.place(seat)]
        surface.blit(mini_card(card), (x, y))
        if seat == winner:
            pygame.draw.rect(surface, YELLOW, (x - 1, y - 1, w + 2, h + 2), 1)


def draw_trick(scene, surface) -> None:
    for seat, card in scene.shown.trick:
        surface.blit(resources.image(f"cards/{card.text}"), trick_card_rect(scene, seat))
    medal = medal_rect(scene)
    if medal is not None:
        surface.blit(resources.image("ui/medal"), medal)


def note_rect(scene, image) -> pygame.Rect:
    """The dark box of the note: in the middle, lower with a turn-up card, or where the game puts it."""
    center = scene.geometry.center if scene.shown.turn_up is None else (layout.CENTER[0], layout.TAKING_PANEL.top + 30)
    center = scene.game.note_center() or center
    return image.get_rect(center=center).inflate(20, 12)


def note_image(scene) -> pygame.Surface | None:
    """The note in the middle of the table, while it shows (not over a trick)."""
    shown = scene.shown
    if shown.note_left <= 0 or shown.trick:
        return None
    colour = text_colour(scene, "notes", YELLOW)
    return render_paragraph(shown.note, 240, Style(size=20, color=colour), align="center")


def note_box(scene, image) -> pygame.Rect:
    """Where the note's dark box lies: under the calling panel when it would run into it."""
    box = note_rect(scene, image)
    calling = getattr(scene, "panel", None)
    if calling is not None and calling.visible and box.colliderect(calling.rect):
        box.top = calling.rect.bottom + 4  # under the calling panel, not hidden by it
    return box


def draw_note(scene, surface) -> None:
    image = note_image(scene)
    if image is None:
        return
    colour = text_colour(scene, "notes", YELLOW)
    box = note_box(scene, image)
    panel = pygame.Surface(box.size, pygame.SRCALPHA)
    panel.fill((255, 255, 255, 170) if is_dark(colour) else (0, 0, 0, 150))
    surface.blit(panel, box)
    surface.blit(image, image.get_rect(center=box.center))


def _speech_anchor(scene, seat: Seat) -> tuple[int, int]:
    anchor = {Seat.N: (320, 126), Seat.S: (320, 340), Seat.W: (130, 316), Seat.E: (510, 316)}[scene.place(seat)]
    return scene.geometry.raised(anchor)


def draw_speech(scene, surface) -> None:
    for seat, (text, _) in scene.shown.speech.items():
        image = render_text(text, theme.font(20), BLACK)
        box = image.get_rect(center=_speech_anchor(scene, seat)).inflate(16, 8)
        box.clamp_ip(scene.geometry.felt_rect)
        pygame.draw.ellipse(surface, (255, 255, 210), box.inflate(8, 4))
        pygame.draw.ellipse(surface, BLACK, box.inflate(8, 4), 1)
        surface.blit(image, image.get_rect(center=box.center))


def draw_finger(scene, surface) -> None:
    seat = scene.card_seat()
    if seat is None or scene.selected is None:
        return
    cards = hand_layout(scene, seat)
    if not 0 <= scene.selected < len(cards):
        return
    rect, chosen, _ = cards[scene.selected]
    place = scene.place(seat)
    if in_columns(scene, seat):  # left of the suit's first column (over a long suit's first column it hid ranks)
        left = min(other.left for other, card, _ in cards if card.suit == chosen.suit)
        surface.blit(turned("ui/finger", -90), (left - 26, rect.top + 2))
    elif place == Seat.S:
        surface.blit(resources.image("ui/finger"), (rect.left + 4, rect.top - 26))
    elif place == Seat.N:
        surface.blit(turned("ui/finger", 180), (rect.left + 4, rect.bottom + 2))
    elif place == Seat.W:
        surface.blit(turned("ui/finger", 90), (rect.right + 2, rect.top + 2))
    else:  # left of the hand: off a left column's indexes when its card lies over the right one
        left = min(other.left for other, _, _ in cards)
        surface.blit(turned("ui/finger", -90), (left - 26, rect.top + 2))


def last_trick_rect(scene) -> pygame.Rect:
    """The last-trick window: over the whole trick (no card of the trick in play shows out of it), with its title
    above the cards."""
    first, *others = last_trick_card_rects(scene).values()
    cards = first.unionall(others)
    return pygame.Rect(cards.left - 6, cards.top - 22, cards.width + 12, cards.height + 26)


def last_trick_card_rects(scene) -> dict[Seat, pygame.Rect]:
    """Where each seat's card lies in the last-trick window: where it lay in the trick."""
    size = (layout.CARD_W, layout.CARD_H)
    return {scene.seat_at(place): pygame.Rect(spot, size) for place, spot in scene.geometry.trick_spots.items()}


def draw_last_trick(scene, surface) -> None:
    """The last trick, full size, in a window over the middle of the table."""
    last = scene.shown.last_trick
    box = last_trick_rect(scene)
    draw.panel(surface, box, fill=FACE, width=2)
    pygame.draw.rect(surface, BLACK, box, 1)
    title = "No trick played yet" if last is None else f"Last trick, won by {last[0].full_name}"
    surface.blit(text_image(title, 17, NAVY, shadow=False), (box.left + 8, box.top + 5))
    if last is None:
        return
    spots = last_trick_card_rects(scene)
    for seat, card in last[1]:
        surface.blit(resources.image(f"cards/{card.text}"), spots[seat])


def hovering_information(scene) -> bool:
    """The mouse rests on the information icon: the information box is open."""
    return not (scene.menu_bar.is_open or scene.paused) and scene.geometry.info_rect.collidepoint(scene.app.mouse_pos)


def draw_hover(scene, surface) -> None:
    pos = scene.app.mouse_pos
    if scene.menu_bar.is_open or scene.paused:
        return
    if hovering_information(scene):
        draw_information(scene, surface)
        return
    meld = meld_at(scene, pos)
    if meld is not None:
        seat, item = meld
        cards = item.payload[1]
        title = text_image(item.payload[0], 16, NAVY, shadow=False)
        width = max(layout.CARD_W + 24 * (len(cards) - 1), title.get_width())
        box = pygame.Rect(0, 0, width + 12, layout.CARD_H + 30)
        box.midtop = (item.rect.centerx, item.rect.bottom + 4)
        box.clamp_ip(scene.geometry.felt_rect)
        draw.panel(surface, box, fill=FACE, width=2)
        surface.blit(title, (box.left + 6, box.top + 4))
        for i, card in enumerate(cards):
            surface.blit(resources.image(f"cards/{card.text}"), (box.left + 6 + 24 * i, box.top + 24))


def information_lines(scene) -> list[str]:
    lines = scene.game.information()
    if lines is not None:
        return lines
    session = scene.session
    hand = scene.hand
    lines = scene.game.score_lines()
    lines.append(f"Dealer: {hand.dealer.full_name}")
    if scene.shown.contract:
        lines.append(f"Contract: {contract_text(scene.shown.contract)} by {scene.shown.declarer.full_name}")
    else:
        lines.append("Contract: none yet")
    seat_words = getattr(session, "seat_words", None)  # a network table: who plays each seat, who is away
    for seat in SEATS:
        lines.append(seat_words(seat) if seat_words else f"{seat.full_name}: {session.kind(seat).capitalize()}")
    return lines


def information_images(scene) -> list:
    return [text_image(line, 17, BLACK, shadow=False) for line in information_lines(scene)]


def information_rect(scene) -> pygame.Rect:
    """Where the information box opens: over the information icon, its lines' size."""
    images = information_images(scene)
    box = pygame.Rect(0, 0, max(image.get_width() for image in images) + 16, 18 * len(images) + 10)
    box.bottomright = (scene.geometry.info_rect.right, scene.geometry.info_rect.top - 4)
    return box


def draw_information(scene, surface) -> None:
    info = scene.geometry.info_rect
    draw_lines_box(surface, information_images(scene), line_height=18, margin=(8, 5),
                   bottomright=(info.right, info.top - 4))


def busy_rects(scene) -> list[pygame.Rect]:
    """What a box laid over the felt for a few seconds (the chat lines) must not cover: the info box, every seat's name
    and calls, the cards face up (a hand of backs shows only how many), the trick, the dealer token, the panels."""
    busy = [layout.INFO_BOX, dealer_token_rect(scene)]
    for seat in SEATS:
        busy += [item.rect for item in zone_items(scene, seat)]
        busy += [rect for rect, _, face_up in hand_layout(scene, seat) if face_up or scene.all_hands_open()]
        busy.append(trick_card_rect(scene, seat))
    busy += [widget.rect for widget in scene.widgets if widget.visible]
    if hovering_information(scene):
        busy.append(information_rect(scene))
    return busy


def clear_spot(scene, size: tuple[int, int], spots: list[dict]) -> pygame.Rect:
    """Of the places ``spots`` (each one of pygame.Rect's points: {"topleft": (x, y)}), the first where a box of
    ``size`` covers least of ``busy_rects``."""
    busy = busy_rects(scene)

    def covered(spot: dict) -> int:
        box = pygame.Rect((0, 0), size)
        for point, where in spot.items():
            setattr(box, point, where)
        return sum(box.clip(rect).width * box.clip(rect).height for rect in busy)

    best = min(spots, key=covered)  # min keeps the first of equals
    box = pygame.Rect((0, 0), size)
    for point, where in best.items():
        setattr(box, point, where)
    return box


def draw_lines_box(surface, images: list, line_height: int, margin: tuple[int, int], **where) -> pygame.Rect:
    """Lines of text (``images``) in a pale yellow box with a black edge, placed by one of pygame.Rect's points
    (``topleft=...``, ``bottomright=...``): the information box, the chat lines on the felt."""
    across, down = margin
    box = pygame.Rect(0, 0, max(image.get_width() for image in images) + 2 * across,
                      line_height * len(images) + 2 * down)
    for point, spot in where.items():
        setattr(box, point, spot)
    surface.fill((255, 255, 225), box)
    pygame.draw.rect(surface, BLACK, box, 1)
    for row, image in enumerate(images):
        surface.blit(image, (box.left + across, box.top + down + row * line_height))
    return box


def draw_curtain(scene, surface) -> None:
    felt = scene.geometry.felt_rect
    surface.blit(curtain_surface(felt.size), felt.topleft)
    seat = scene.curtain
    box = pygame.Rect(0, 0, 380, 96)
    box.center = felt.center
    draw.panel(surface, box, fill=FACE, width=2)
    pygame.draw.rect(surface, BLACK, box, 1)
    title = text_image(f"{seat.full_name}'s turn", 26, NAVY, shadow=False)
    surface.blit(title, title.get_rect(midtop=(box.centerx, box.top + 12)))
    body = text_image("Everybody else looks away.", 18, BLACK, shadow=False)
    surface.blit(body, body.get_rect(midtop=(box.centerx, box.top + 42)))
    body = text_image(f"{seat.full_name}: click or press Space to see your cards.", 18, BLACK, shadow=False)
    surface.blit(body, body.get_rect(midtop=(box.centerx, box.top + 64)))
