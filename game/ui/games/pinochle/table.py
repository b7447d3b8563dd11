"""Double-Deck Pinochle at the table: the 20-card hands sorted A T K Q J, the bidding box and the trump
choice, the four cards passed between the bidders, the meld spread on the felt after trumps, the meld summary
per side, the counters taken, the score box, game numbers ("Game 1234:3"), Select Game, Next, Finish All, Undo
and the right-click popup menu.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

import pygame

from game.engine import Card, Seat
from game.engine.cards import SUIT_NAMES
from game.engine.events import AuctionEnded, BidderSet, CardsPassed, Dealt, MeldCounted, MeldShown, TrumpSet
from game.variants import VARIANTS

from ... import resources, theme
from ...scenes import ModalScene
from ...table import layout, paint, store
from ...table.card_strip import draw_fan
from ...table.session import SEATS
from ...table.traits import TableTraits
from ...theme import BLACK, FACE, NAVY, WHITE, YELLOW
from ...widgets import draw
from ...widgets.controls import Button, Label
from ...widgets.dialogs import Dialog
from ...widgets.listbox import DOUBLE_CLICK_MS
from ...widgets.menu import Menu, MenuItem
from ...widgets.text import Style, render_paragraph
from ...widgets.textinput import TextInput
from ..base import GameTable
from .meld_dialogs import MeldTableDialog, pinochle_rules_dialog
from .options import PinochleOptionsDialog
from .panel import PinochleBiddingBox
from .table_help import PINOCHLE_PAGE_FOR_PHASE, PINOCHLE_TABLE_HELP

SUIT_ORDER = "SHCD"  # colours alternate
MELD_SECONDS = 4.0
MELD_CARD_W = layout.MINI_CARD_W
PINOCHLE_BOX = pygame.Rect(190, 150, 262, 124)
BEGIN_BID_RECT = pygame.Rect(0, 0, 150, 30)
BEGIN_BID_RECT.center = PINOCHLE_BOX.center  # where the bidding box comes once the bidding has begun
BEGIN_BID_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_b)
BEGIN_BID_PROMPT = "The cards are dealt: click Begin bid (or press B) to start the bidding"
MELD_STRIP_HEIGHT = 62  # a meld strip: a line for its title, then the small cards
TRUMP_BADGE_SIZE = (68, 52)


@lru_cache(maxsize=4)
def meld_spots(geometry: layout.Geometry) -> dict[Seat, pygame.Rect]:
    """Where each seat's meld is spread for a moment after trumps, between the hands (clear of the side hands and
    of North's and South's rows): North under North's row, West and East side by side under it, South just above
    South's hand, and a band between them and South's strip for the note (the trump suit). On a table raised above
    the task bar (Windows 95 Mode) the strips are lower: only the top of each small card shows, with its index."""
    height = MELD_STRIP_HEIGHT - geometry.lift // 3
    north = pygame.Rect(186, layout.NORTH_Y + layout.CARD_H + 2, 268, height)
    west_left = layout.SIDE_X[Seat.W] + layout.CARD_W + geometry.side_shift + 4  # clear of West's second column
    west = pygame.Rect(west_left, north.bottom + 2, layout.WIDTH // 2 - 2 - west_left, height)
    south = pygame.Rect(186, geometry.south_y - 4 - height, 268, height)
    return {Seat.N: north, Seat.W: west, Seat.E: west.move(west.width + 4, 0), Seat.S: south}


@lru_cache(maxsize=4)
def trump_badge_rect(geometry: layout.Geometry) -> pygame.Rect:
    """The trump suit, large, from the moment it is named to the score card: under East's name and the bid written
    under it, right of the trick and clear of East's meld strip (North's row takes the top of the table)."""
    width, height = TRUMP_BADGE_SIZE
    east = geometry.zones[Seat.E]
    return pygame.Rect(east.right - width, meld_spots(geometry)[Seat.E].bottom + 6, width, height)


def meld_note_center(geometry: layout.Geometry) -> tuple[int, int]:
    """The middle of the band between West's and East's strips and South's."""
    spots = meld_spots(geometry)
    return layout.WIDTH // 2, (spots[Seat.W].bottom + spots[Seat.S].top) // 2


PINOCHLE = VARIANTS["pinochle"]  # the rules this table shows
SIDE_SHORT = {"NS": "N-S", "EW": "E-W"}
PRACTICE_WORDS = ("Hand no. ", "Practice hand")
CAPTION_SEPARATOR = " — "  # as the program's own title puts the user profile: "Card Table Compendium — Ann"


def pinochle_sorted(cards, trump: str | None) -> list[Card]:
    """A pinochle hand as shown: by suit (colours alternating, trumps first once named), ace ten king queen jack."""
    order = SUIT_ORDER if trump is None else trump + SUIT_ORDER.replace(trump, "")
    rank_order = PINOCHLE.display_rank_order
    return sorted(cards, key=lambda c: (order.index(c.suit), rank_order(c.suit, trump).index(c.rank)))


def meld_cards(items, held) -> list[Card]:
    """The cards a seat lays down for its meld: each card as many times as one meld needs it, at most as many
    as held (a king may be in a marriage and in kings around at once: one card shows)."""
    held_counts = Counter(held)
    needed: Counter = Counter()
    for _, cards, _ in items:
        for card, n in Counter(cards).items():
            needed[card] = max(needed[card], n)
    return [card for card in pinochle_sorted(needed, None)
            for _ in range(min(needed[card], held_counts[card] or needed[card]))]


def seat_name(scene, seat: Seat) -> str:
    """The seat's name in the table's own words (notes, the score box): the name given in Options > Table
    options, else North, East, South or West."""
    return getattr(scene.prefs, "player_names", {}).get(seat.name) or seat.full_name


def game_number_text(scene) -> str:
    """``Game 1234:3``: the game number and the hand in it (the hand being played, or the last one scored).
    A practice hand (Practice > Numbered hand, Edit hand) is not a hand of a numbered game: it says so."""
    session = scene.session
    if session.practice:
        number = session.hand.deal_number
        return f"{PRACTICE_WORDS[0]}{number}" if number else PRACTICE_WORDS[1]
    match = session.match
    hand_number = len(match.history) + (0 if match.current_scored else 1)
    if session.remote:  # the game's number is the host's, and so is the hand's (a player may join a later hand)
        return f"Network game, hand {max(1, session.hand_number)}"
    return session.variant.game_title(match.seed, max(1, hand_number))


def caption_with_game(caption: str, game: str | None) -> str:
    """The window's title with the game number after the program's own words ("... - Game 1234:3"), or
    without it (``game`` None); whatever the program put before it (a user profile's name) is kept."""
    base = caption
    for words in ("Game ", *PRACTICE_WORDS):
        base = base.split(CAPTION_SEPARATOR + words)[0]
    return f"{base}{CAPTION_SEPARATOR}{game}" if game else base


def info_lines(scene) -> list[str]:
    """The score box, four lines that fit the box: the game and hand, the bid, then a line per side with its
    score, its meld and the counters it took."""
    shown = scene.shown
    scores = scene.shown_scores()
    game = game_number_text(scene)
    lines = [game if scene.session.practice else f"{game} (to {scene.shown_target()})"]
    if shown.contract:
        trump = f" [{shown.trump}]" if shown.trump else ""
        lines.append(f"Bid {shown.contract} by {seat_name(scene, shown.declarer)}{trump}")
    else:
        lines.append(f"Dealer {seat_name(scene, scene.hand.dealer)}" if shown.deal_done else "Dealing")
    summary = meld_summaries(scene)
    counters = shown_counters(scene) if summary else {}
    for side in ("NS", "EW"):
        line = f"{SIDE_SHORT[side]} {scores.get(side, 0)}"
        if summary:
            line += f"   meld {summary.get(side, '-')}   took {counters[side]}"
        lines.append(line)
    return lines


def information(scene) -> list[str]:
    """The ``i`` balloon: the score box in more words, and who plays."""
    lines = [*info_lines(scene), f"Dealer: {seat_name(scene, scene.hand.dealer)}"]
    for seat in SEATS:
        lines.append(f"{seat_name(scene, seat)}: {scene.session.kind(seat).capitalize()}")
    return lines


def meld_summaries(scene) -> dict:
    return scene.game.meld_summary


def shown_counters(scene) -> dict:
    """The counters of the tricks swept off the table so far (the table lags the engine)."""
    return scene.session.variant.counters_won(scene.hand.tricks[:scene.shown.tricks_swept], scene.session.options)


def meld_summary_rect(scene) -> pygame.Rect | None:
    """The sides' lines of the score box, with their meld (a click shows the meld laid down)."""
    if not meld_summaries(scene):
        return None
    return pygame.Rect(layout.INFO_BOX.left, layout.INFO_BOX.top + 3 + 18 * 2, layout.INFO_BOX.width, 36)


def meld_title(scene, seat: Seat, items) -> str:
    """``North: meld 12``; a side that only showed its aces says that its meld does not count (0*)."""
    total = sum(points for _, _, points in items)
    summary = meld_summaries(scene).get(seat.side)
    not_counted = f" ({SIDE_SHORT[seat.side]} 0*)" if summary == "0*" else ""
    return f"{paint.seat_title(scene, seat)}: meld {total}{not_counted}"


def game_line_rect() -> pygame.Rect:
    """The score box's first line: the game number and the hand ("Game 1234:3")."""
    return pygame.Rect(layout.INFO_BOX.left, layout.INFO_BOX.top, layout.INFO_BOX.width, 3 + 18)


def game_line_tooltip(scene) -> str:
    """What "Game 1234:3" means, in words."""
    session = scene.session
    if session.practice:
        return "A practice hand: it is not part of a game and its score does not count"
    hand_number = len(session.match.history) + (0 if session.match.current_scored else 1)
    if session.remote:  # the game's number is the host's: it would deal this game's hands to anyone
        return f"A network game, hand {max(1, session.hand_number)}: the host deals the hands and keeps the game"
    return (f"Game number {session.match.seed}, hand {max(1, hand_number)}: a game number deals the same hands "
            f"on every computer (File > Select game)")


def trump_badge_shown(scene) -> bool:
    return scene.shown.trump is not None and scene.curtain is None and scene.scorecard is None


def draw_trump_badge(scene, surface) -> None:
    """The trump suit, large, in its own box on the felt for the whole of the meld and the play."""
    if not trump_badge_shown(scene):
        return
    colour = paint.text_colour(scene, "score", WHITE)
    badge = trump_badge_rect(scene.geometry)
    panel = pygame.Surface(badge.size, pygame.SRCALPHA)
    panel.fill((255, 255, 255, 200) if paint.is_dark(colour) else (0, 40, 0, 170))
    surface.blit(panel, badge)
    pygame.draw.rect(surface, (255, 255, 255) if not paint.is_dark(colour) else BLACK, badge, 1)
    title = paint.text_image("Trumps", 16, colour)
    surface.blit(title, title.get_rect(midtop=(badge.centerx, badge.top + 2)))
    suit = suit_on_white(scene.shown.trump)
    surface.blit(suit, suit.get_rect(midbottom=(badge.centerx, badge.bottom - 3)))


@lru_cache(maxsize=4)
def suit_on_white(suit: str) -> pygame.Surface:
    """The suit's 24 px symbol on a small white card, so that a red suit reads on any felt."""
    symbol = resources.image(f"suits/{suit}")
    card = pygame.Surface((symbol.get_width() + 6, symbol.get_height() + 4), pygame.SRCALPHA)
    rect = card.get_rect()
    pygame.draw.rect(card, WHITE, rect, border_radius=3)
    pygame.draw.rect(card, BLACK, rect, 1, border_radius=3)
    card.blit(symbol, symbol.get_rect(center=rect.center))
    return card


def tooltip_at(scene, pos) -> str | None:
    if game_line_rect().collidepoint(pos):
        return game_line_tooltip(scene)
    if trump_badge_shown(scene) and trump_badge_rect(scene.geometry).collidepoint(pos):
        return f"{SUIT_NAMES[scene.shown.trump].capitalize()} are trumps in this hand"
    return None


def keep_in_view(scene) -> list[pygame.Rect]:
    """The trump suit's box; the meld strips while the meld is spread, the strip of the cards you chose to pass
    while you pass."""
    spots = meld_spots(scene.geometry)
    things = [trump_badge_rect(scene.geometry)] if trump_badge_shown(scene) else []
    if scene.turn_end == "meld":
        return things + [spots[scene.place(seat)] for seat in SEATS if scene.game.melds.get(seat)]
    return things + ([spots[Seat.S]] if cards_chosen_to_pass(scene) else [])


def target_rect(scene, name: str) -> pygame.Rect | None:
    kind, _, value = name.partition(":")
    if kind == "meld" and scene.turn_end == "meld" and scene.game.melds.get(Seat.parse(value)):
        return meld_spots(scene.geometry)[scene.place(Seat.parse(value))].copy()
    if kind == "score_box":
        return meld_summary_rect(scene)
    return None


def draw_extra(scene, surface) -> None:
    """The trump suit in its box; the meld spread near each seat after trumps, until a click (or for a moment
    when the table does not wait for clicks); the cards being passed."""
    draw_trump_badge(scene, surface)
    draw_passing(scene, surface)
    if scene.turn_end != "meld":
        return
    if scene.shown.trump and scene.shown.note_left <= 0:  # the trump suit stays in the band as long as the meld
        draw_band_note(scene, surface, f"{SUIT_NAMES[scene.shown.trump].capitalize()} are trumps")
    for seat in SEATS:
        items = scene.game.melds.get(seat)
        if not items:
            continue
        box = meld_spots(scene.geometry)[scene.place(seat)]
        colour = paint.text_colour(scene, "notes", YELLOW)
        panel = pygame.Surface(box.size, pygame.SRCALPHA)
        panel.fill((255, 255, 255, 120) if paint.is_dark(colour) else (0, 30, 0, 170))
        surface.blit(panel, box)
        title = paint.text_image(meld_title(scene, seat, items), 16, colour)
        surface.blit(title, (box.left + 4, box.top + 1))
        cards = meld_cards(items, scene.shown.hands[seat])
        draw_fan(surface, cards, (box.left + 4, box.top + 17), box.width - 8, box.bottom - 1)


def draw_band_note(scene, surface, text: str) -> None:
    """A line in the band between the meld strips, drawn as the table's notes are."""
    colour = paint.text_colour(scene, "notes", YELLOW)
    image = render_paragraph(text, 240, Style(size=20, color=colour), align="center")
    box = image.get_rect(center=meld_note_center(scene.geometry)).inflate(20, 12)
    panel = pygame.Surface(box.size, pygame.SRCALPHA)
    panel.fill((255, 255, 255, 170) if paint.is_dark(colour) else (0, 0, 0, 150))
    surface.blit(panel, box)
    surface.blit(image, image.get_rect(center=box.center))


def cards_chosen_to_pass(scene) -> tuple:
    """The cards you chose so far to pass to your partner (shown in a strip above your hand), or ()."""
    giver = scene.hand.to_act
    if scene.hand.phase != "passing" or giver is None or giver != scene.card_seat():
        return ()
    return scene.hand.view(giver).public.passing


def draw_passing(scene, surface) -> None:
    """Passing cards: the cards a player has received are marked in his hand, and the cards he has chosen to
    give so far are laid in a strip above it."""
    hand = scene.hand
    if hand.phase != "passing":
        return
    receiver, received = scene.game.received
    if receiver is not None and scene.face_up(receiver):
        marks = list(received)
        for rect, card, _ in paint.hand_layout(scene, receiver):
            if card in marks:
                marks.remove(card)
                surface.fill(YELLOW, (rect.left + 3, rect.top - 6, 10, 4))
    passing = cards_chosen_to_pass(scene)
    if not passing:
        return
    giver = hand.to_act
    assert giver is not None  # a seat is choosing cards to pass
    box = meld_spots(scene.geometry)[Seat.S]  # the bottom place's strip, above your hand
    panel = pygame.Surface(box.size, pygame.SRCALPHA)
    panel.fill((0, 30, 0, 170))
    surface.blit(panel, box)
    words = f"To {seat_name(scene, giver.partner)}: {len(passing)} of 4 chosen"
    surface.blit(paint.text_image(words, 16, paint.text_colour(scene, "notes", YELLOW)), (box.left + 4, box.top + 1))
    draw_fan(surface, passing, (box.left + 4, box.top + 17), box.width - 8, box.bottom - 1, step=MELD_CARD_W + 4)


def note_center(scene) -> tuple[int, int] | None:
    """While the meld is spread, the note goes in the band between the strips."""
    return meld_note_center(scene.geometry) if scene.turn_end == "meld" else None


class SelectGameDialog(Dialog):
    """File > Select Game: a game number from 1 to 99,999,999 (the same deals on every computer), optionally
    with the hand to start at: "1234:3" (the computers play the hands before it)."""

    def __init__(self, app, number: int, on_done):
        super().__init__(app, "Select game", (380, 150))
        self.on_done = on_done
        self.field = TextInput(self.place(170, 14, 120, 22), str(number), max_length=16,
                               allowed=lambda text: all(ch.isdigit() or ch in ": " for ch in text),
                               tooltip="Every game number deals the same hands, in the same order, everywhere")
        self.add(Label(self.place(14, 14, 150, 22), "Game &number:", buddy=self.field))
        self.add(self.field)
        self.add(Label(self.place(14, 44, 350, 20), "A number from 1 to 99,999,999; 1234:3 starts", size=16))
        self.add(Label(self.place(14, 62, 350, 20), "at hand 3 (the computers play the hands before).", size=16))
        self.add_buttons(["&OK", "Cancel"], actions={"ok": self.on_ok})
        self.widgets.focus(self.field)

    def on_ok(self) -> None:
        try:
            number, hand = PINOCHLE.parse_game_title(self.field.text)
        except ValueError as problem:
            self.app.sound.play("refusal")
            self.app.message(refusal_words(problem), title="Select game")
            return
        self.finish("ok")
        self.on_done(number, hand)


def refusal_words(problem: ValueError) -> str:
    """Why a game number was refused, as a sentence about game numbers."""
    text = str(problem).replace("a deal number", "a game number")
    return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")


class PopupMenu(ModalScene):
    """The right-click menu: a small list of (label, action, enabled) at the mouse; a click outside closes it."""

    ROW = 20

    def __init__(self, app, pos, items, felt: pygame.Rect = layout.FELT_RECT):
        super().__init__(app)
        self.items = [item for item in items if item is not None]
        width = max(theme.font(17).size(label)[0] for label, _, _ in self.items) + 24
        self.rect = pygame.Rect(pos, (width, self.ROW * len(self.items) + 6))
        self.rect.clamp_ip(felt)
        self.hover: int | None = None

    def row_rect(self, index: int) -> pygame.Rect:
        return pygame.Rect(self.rect.left + 3, self.rect.top + 3 + index * self.ROW, self.rect.width - 6, self.ROW)

    def index_at(self, pos) -> int | None:
        for index in range(len(self.items)):
            if self.row_rect(index).collidepoint(pos):
                return index
        return None

    def handle_input(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
        elif event.type == pygame.MOUSEMOTION:
            self.hover = self.index_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN:
            index = self.index_at(event.pos)
            self.close()
            if index is not None and self.items[index][2]:
                self.items[index][1]()
        return None

    def draw(self, surface) -> None:
        draw.panel(surface, self.rect, fill=FACE, width=2)
        pygame.draw.rect(surface, BLACK, self.rect, 1)
        for index, (label, _, enabled) in enumerate(self.items):
            row = self.row_rect(index)
            colour = BLACK if enabled else (128, 128, 128)
            if index == self.hover and enabled:
                surface.fill(NAVY, row)
                colour = WHITE
            surface.blit(theme.font(17).render(label, True, colour), (row.left + 8, row.top + 2))


class PinochleTable(GameTable):
    """Double-Deck Pinochle's part of the table."""

    traits = TableTraits(
        table_help=PINOCHLE_TABLE_HELP, page_for_phase=dict(PINOCHLE_PAGE_FOR_PHASE),
        card_values_page="Counters and scoring", call_prompt="bid: + and - choose the amount, then Bid; or Pass (P)",
        panel_title="bid", calling_word="Bidding",
        rules_tooltip="Bidding, passing cards, play, counters and the score to win",
        about="Double-Deck Pinochle at a table of the early nineties: eighty cards, bid from fifty, show your "
              "meld, catch the counters with your partner and do not go set.",
        calling_phases=("bidding", "trump"), contract_word="Bid", file_menu="&File")

    finish_until: int | None = None  # Select Game "1234:3": the computers play the game until hand 3 is dealt
    begin_bid_for = None  # the hand whose bidding waits for the Begin bid button (Table options)
    last_card_click: tuple = (None, 0)  # the card of the first click of a double click, and when

    # -- widgets and sorting --------------------------------------------------------------------
    def __init__(self, table) -> None:
        super().__init__(table)
        self.hand_started()

    def hand_started(self) -> None:
        """What the table shows of the hand, Pinochle's own part (it lags the engine as the events play)."""
        self.melds: dict = {}  # seat -> the meld laid down: [(label, cards, points)]
        self.meld_summary: dict = {}  # side -> its meld summary ("39", "0*")
        self.received: tuple = (None, ())  # (receiver, [cards]) while the passed cards are marked in his hand

    def add_widgets(self, widgets) -> PinochleBiddingBox:
        self.begin_bid_button = widgets.add(Button(
            BEGIN_BID_RECT, "&Begin bid", self.begin_bidding, default=True,
            tooltip="Start the bidding of this hand (Options > Table options: Show begin bid button)"))
        self.begin_bid_button.visible = False
        return widgets.add(PinochleBiddingBox(PINOCHLE_BOX, self.table.human_act))

    def refresh_panel(self, title: str) -> None:
        self.table.panel.set_legal(self.table.session.legal_actions(), title, self.standing_bid_words())

    def sort_hand(self, seat, cards, trump: str | None) -> list[Card]:
        return pinochle_sorted(cards, trump)

    def raised(self) -> bool:
        """File > Windows 95 Mode."""
        return self.table.prefs.windows95

    def info_lines(self) -> list[str]:
        return info_lines(self.table)

    def information(self) -> list[str]:
        return information(self.table)

    def draw_extra(self, surface) -> None:
        draw_extra(self.table, surface)

    def note_center(self) -> tuple[int, int] | None:
        return note_center(self.table)

    def tooltip_at(self, pos) -> str | None:
        return tooltip_at(self.table, pos)

    def keep_in_view(self) -> list:
        return keep_in_view(self.table)

    def target_rect(self, name: str):
        """What a guided hand's bubble points at: ``"meld:S"``, a seat's meld spread on the felt (while it is);
        ``"score_box"``, the sides' lines of the score box, with their meld and the counters they took."""
        return target_rect(self.table, name)

    def presenters(self) -> dict:
        return {Dealt: self.show_dealt, AuctionEnded: self.show_auction_ended, TrumpSet: self.show_trump_set,
                CardsPassed: self.show_cards_passed, MeldShown: self.show_meld_shown,
                MeldCounted: self.show_meld_counted, BidderSet: self.show_bidder_set}

    # -- menus ---------------------------------------------------------------------------------------
    def items_after_new_game(self) -> list[MenuItem]:
        """The File menu's own items: Select Game and Windows 95 Mode."""
        return [
            MenuItem("Se&lect game...", self.ask_select_game,
                     tooltip="Play the game of a number: the same deals on every computer"),
            MenuItem("&Windows 95 Mode", self.toggle_windows95,
                     checked=lambda: self.table.prefs.windows95,
                     tooltip="The table drawn higher, clear of a task bar at the bottom of a 640 x 480 screen"),
        ]

    def menus_after_game(self) -> list[Menu]:
        return [Menu("P&lay", [
            MenuItem("&Next", self.play_next, enabled=self.can_play_next,
                     tooltip="The computer makes your next move for you: your card, or your bid"),
            MenuItem("&Finish all", self.play_finish_all, enabled=self.can_finish_all,
                     tooltip="The computers play the rest of this hand; you click between the tricks"),
            MenuItem("&Undo", self.table.undo, "Ctrl+Z", enabled=lambda: self.table.why_no_undo() is None,
                     tooltip=lambda: self.table.why_no_undo() or "Take back your last card or bid"),
        ], tooltip="Next, Finish all, Undo")]

    def toggle_windows95(self) -> None:
        self.table.toggle_pref("windows95")

    def actions_that_only_show(self) -> set:
        return {self.toggle_windows95}  # the table drawn higher

    def actions_that_change_the_game(self) -> set:
        return {self.ask_meld_table}  # the meld table is the rules' (the host's)

    def items_after_rules(self) -> list[MenuItem]:
        return [
            MenuItem("Setup &meld table...", self.ask_meld_table,
                     tooltip="The points of each meld: arounds, runs and marriages, pinochles and more"),
            MenuItem("&Table options...", self.ask_table_options,
                     tooltip="Names, start-up, single or double click, card backs, background, text colours"),
        ]

    def rules_dialog(self, chosen):
        """Its meld table has its own dialog (Options > Setup meld table)."""
        table = self.table
        return pinochle_rules_dialog(table.app, table.session.options, chosen, notes=self.rules_notes())

    @classmethod
    def rules_dialog_for(cls, app, options, chosen):
        return pinochle_rules_dialog(app, options, chosen)

    def ask_meld_table(self) -> None:
        table = self.table

        def chosen(options) -> None:
            table.session.set_options(options)
            problem = store.save_options(table.session.variant, options)
            table.app.message(problem or f"The new meld table applies from the next game ({table.new_game_path}).",
                              title="Setup meld table")

        table.app.push(MeldTableDialog(table.app, table.session.options, chosen))

    # -- the Begin bid button -------------------------------------------------------------------
    def wait_for_begin_bid(self) -> None:
        """After the deal, with "Show begin bid button": nobody bids until a player clicks Begin bid."""
        table = self.table
        hand = table.hand
        if (table.prefs.show_begin_bid and table.session.humans() and not table.watching()
                and hand.phase == "bidding" and not hand.actions):
            self.begin_bid_for = hand
            table.holding = True

    def waiting_for_begin_bid(self) -> bool:
        return self.begin_bid_for is not None and self.begin_bid_for is self.table.hand and self.table.holding

    def begin_bidding(self) -> None:
        if self.waiting_for_begin_bid():
            self.table.holding = False
            self.begin_bid_for = None

    def follow_begin_bid(self) -> None:
        """Every frame: the button shows while the bidding waits for it. The wait ends by itself when the hand
        that waits is gone (a new game, a game loaded) or the option is switched off."""
        table = self.table
        if self.begin_bid_for is not None and (self.begin_bid_for is not table.hand or not table.prefs.show_begin_bid):
            self.begin_bid_for = None
            table.holding = False
        waiting = self.waiting_for_begin_bid()
        self.begin_bid_button.visible = waiting
        if waiting and not table.flash:
            table.status.default_text = BEGIN_BID_PROMPT

    def standing_bid_words(self) -> str:
        public = self.table.hand.view(Seat.S).public
        if public.last_bid is None:
            return ""
        return f"{public.last_bid.amount} by {seat_name(self.table, public.last_bidder)}"

    def hint_call(self, action) -> None:
        """The bulb: the advised bid, pass or trump suit is framed in the box; the advised card (to play or to
        pass) is chosen in the hand, so that Space plays it."""
        table = self.table
        if table.panel.visible:
            table.panel.set_hint(action)
        elif isinstance(action, Card) and table.card_seat() is not None:
            cards = table.shown.hands[table.card_seat()]
            table.selected = cards.index(action) if action in cards else None

    def synced(self) -> None:
        """A hand taken up in the middle (Undo, Replay cards, a game loaded or resumed): the meld laid down and
        the sides' meld summary, as the events would have shown them; the meld stays off the seats' labels."""
        table = self.table
        public = table.hand.view(Seat.S).public
        table.shown.melds = {seat: [] for seat in SEATS}
        if public.meld_summary:
            self.melds = {seat: list(items) for seat, items in public.shown.items()}
            self.meld_summary = dict(public.meld_summary)

    # -- the events ------------------------------------------------------------------------------
    def show_dealt(self, event) -> None:
        table = self.table
        if self.finish_until is not None and len(table.session.match.history) + 1 >= self.finish_until:
            self.finish_until = None
            table.flash_status(f"{game_number_text(table)}: your hand")
        if self.finish_until is not None and not table.session.hand.done:
            table.session.end_phase("play")
        waiting = len(table.steps)
        table._show_Dealt(event)
        table.steps.insert(len(table.steps) - waiting, self.wait_for_begin_bid)  # right after the deal is shown

    def show_auction_ended(self, event) -> None:
        table = self.table
        table.shown.contract = event.contract
        table.shown.declarer = event.declarer
        name = seat_name(table, event.declarer)
        dropped = table.hand.view(Seat.S).public.dropped
        table.note(f"{name}: the bid is dropped on the dealer at {event.contract}" if dropped
                   else f"{name} takes the bid at {event.contract}")

    def show_trump_set(self, event) -> None:
        self.table._show_TrumpSet(event)
        self.table.note(f"{SUIT_NAMES[event.suit].capitalize()} are trumps")

    def show_cards_passed(self, event) -> None:
        table = self.table
        shown = table.shown
        # the giver's hand as it is now (the cards a human chose may have left it already: follow_passing)
        # (at a network table another seat's cards are backs, None, and the cards passed between two others too)
        shown.hands[event.giver] = table.display_hand(event.giver, table.hand.view(event.giver).hand, shown.trump)
        shown.hands[event.receiver] = table.display_hand(event.receiver, shown.hands[event.receiver] +
                                                         list(event.cards), shown.trump)
        self.received = (event.receiver, list(event.cards))  # marked while the cards go back
        table.note(f"{seat_name(table, event.giver)} passes four cards to {seat_name(table, event.receiver)}")
        table.pause_left = 0.4 * table.scale()

    def show_meld_shown(self, event) -> None:
        melds = self.melds
        melds.setdefault(event.seat, []).append((event.label, event.cards, event.points))

    def show_meld_counted(self, event) -> None:
        table = self.table
        summary = self.meld_summary
        summary[event.side] = event.summary
        if len(summary) == 2 and self.melds:
            table.turn_end = "meld"  # the meld stays on the felt until a click, as a trick does
            table.turn_end_left = MELD_SECONDS * table.scale() if self.meld_goes_by_itself() else None
            if table.shown.trump:  # one line that fits the band between the strips (not the passing news)
                table.note(f"{SUIT_NAMES[table.shown.trump].capitalize()} are trumps")

    def meld_goes_by_itself(self) -> bool:
        """The meld is put away after a moment when the table does not wait for clicks after a trick (End of
        turn: wait), and when nobody at the table is to click (computers only, Select Game skipping hands)."""
        return self.table.prefs.end_of_turn == "wait" or not self.table.session.humans() or self.table.watching()

    def show_bidder_set(self, event) -> None:
        reason = event.reason.removeprefix("set: ").removeprefix("Set: ")
        self.table.note(f"Set: {reason}")
        self.table.flash_status(f"The bidders are set: {reason}")

    # -- input -----------------------------------------------------------------------------------
    def handle_input(self, event) -> bool:
        """Before the scene's own handling: the bidding box's keys, a click on the meld summary, a click that
        puts the meld away, the popup menu on a right click with nothing to go on."""
        table = self.table
        if event.type == pygame.KEYDOWN:
            if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
                return False
            if event.key in BEGIN_BID_KEYS and self.waiting_for_begin_bid():
                self.begin_bid_button.click()
                return True
            return table.panel.visible and table.panel.type_key(event)
        if event.type != pygame.MOUSEBUTTONDOWN:
            return False
        if event.button == 1 and table.prefs.click_to_score and table.hand.done and table.scorecard is None \
                and table.turn_end is not None and table.geometry.felt_rect.collidepoint(event.pos):
            while table.turn_end is not None:  # the hand is over: straight to the score, whatever was clicked
                table.end_turn()
            return True
        summary = meld_summary_rect(table)
        if event.button == 1 and summary is not None and summary.collidepoint(event.pos):
            self.show_meld()
            return True
        if event.button == 1 and table.turn_end == "meld" and table.geometry.felt_rect.collidepoint(event.pos) \
                and not any(widget.visible and widget.rect.collidepoint(event.pos) for widget in table.widgets):
            table.end_turn()  # a click anywhere on the felt (on a card too) puts the meld away
            return True
        if event.button == 1 and table.prefs.double_click_play and self.single_click_on_card(event.pos):
            return True
        if event.button == 3 and table.geometry.felt_rect.collidepoint(event.pos) and table.turn_end is None \
                and not table.can_next_hand() and paint.thing_at(table, event.pos) is None:
            self.open_popup(event.pos)
            return True
        return False

    def single_click_on_card(self, pos) -> bool:
        """With "double click to play": the first click on a card of yours only marks it; a second click on it
        within DOUBLE_CLICK_MS lets it go to the scene, which plays it."""
        table = self.table
        target = paint.thing_at(table, pos)
        if target is None or target[0] != "hand" or target[1] != table.card_seat() \
                or table.hand.phase not in ("play", "passing"):
            return False
        now = pygame.time.get_ticks()
        last_card, last_time = self.last_card_click
        if last_card is target[2] and now - last_time < DOUBLE_CLICK_MS:
            self.last_card_click = (None, 0)
            return False
        self.last_card_click = (target[2], now)
        table.flash_status("Double click a card to play it (Options > Table options)")
        return True

    def ask_table_options(self) -> None:
        table = self.table
        def chosen(prefs) -> None:
            table.prefs = prefs
            table._save_prefs()

        table.app.push(PinochleOptionsDialog(table.app, table.prefs, chosen))

    def open_popup(self, pos) -> None:
        table = self.table
        table.app.push(PopupMenu(table.app, pos, [
            ("Next (the computer plays for you)", self.play_next, self.can_play_next()),
            ("Finish All (the computers finish the hand)", self.play_finish_all, self.can_finish_all()),
            ("Undo (take back your last card or bid)", table.undo, table.why_no_undo() is None),
            ("Hint", table.ask_hint, table.ready_human() is not None and table.helps_allowed()),
            ("Last trick", lambda: table.toggle_peek("last"), table.helps_allowed()),
            ("Select Game...", self.ask_select_game, True),
            ("Crazy Clock (F12)", table.app.toggle_boss, True),  # the right click's clock at the other tables
        ], table.geometry.felt_rect))

    def show_meld(self) -> None:
        melds = self.melds
        summary = meld_summaries(self.table)
        lines = [f"{SIDE_SHORT[side]}: {summary.get(side, '-')}" for side in ("NS", "EW")]
        for seat in SEATS:
            for label, _, points in melds.get(seat, ()):
                lines.append(f"{seat_name(self.table, seat)}: {label} ({points})")
        if not melds:
            lines.append("No meld was laid down.")
        lines.append("0* means only aces around were shown: the side's meld is under the minimum and does not count.")
        self.table.app.message("\n".join(lines), title="Meld", width=460)

    # -- Play menu: Next, Finish All, Undo; Game > Select Game ------------------------------------------
    def can_play_next(self) -> bool:
        return self.table.ready_human() is not None

    def play_next(self) -> None:
        """Play > Next: the computer makes your next move for you (a card; in the bidding, your bid or pass)."""
        table = self.table
        if not self.can_play_next():
            table.decline("Next plays for you when it is your turn")
            return
        table.computer_plays_for_me()

    def can_finish_all(self) -> bool:
        return self.table.session.can_end("play") and self.finish_until is None

    def play_finish_all(self) -> None:
        """Play > Finish All: the computers play the rest of this hand for you; you click between the tricks
        as usual, and the score card waits for you."""
        table = self.table
        if not self.can_finish_all():
            table.decline("Finish All plays out a hand in progress")
            return
        table.session.end_phase("play")
        table.curtain = None
        table.flash_status("The computers finish the hand")

    def watching(self) -> bool:
        """Select Game "1234:3" is playing the hands before yours (the game's last score card stays)."""
        return self.finish_until is not None and not self.table.shown_over()

    def update(self) -> None:
        """Every frame: the game number in the window's title; a game that ended before the hand chosen in
        Select Game stops the computers there."""
        table = self.table
        self.follow_passing()
        self.follow_begin_bid()
        caption = pygame.display.get_caption()[0]
        wanted = caption_with_game(caption, game_number_text(table))
        if caption != wanted:  # a new hand, or the program's own title put back (a user profile renamed)
            pygame.display.set_caption(wanted)
        if self.finish_until is not None and table.shown_over():
            self.finish_until = None
            table.flash_status(f"Game {table.session.match.seed} ended before that hand")

    def follow_passing(self) -> None:
        """The cards a human chooses to pass leave his hand at once (the engine only says so after the fourth):
        they lie in the passing strip instead."""
        table = self.table
        hand = table.hand
        seat = hand.to_act
        if hand.phase != "passing" or table.steps or seat is None or seat != table.card_seat():
            return
        view = hand.view(seat)
        if view.public.passing and len(table.shown.hands[seat]) != len(view.hand):
            table.shown.hands[seat] = pinochle_sorted(view.hand, table.shown.trump)

    def leaving(self) -> None:
        """Leaving the table: the window's title without the game number."""
        pygame.display.set_caption(caption_with_game(pygame.display.get_caption()[0], None))

    def ask_select_game(self) -> None:
        table = self.table
        def chosen(number: int, hand_number: int = 1) -> None:
            table.session.new_game(seed=number)
            # "1234:3": the computers play hands 1 and 2 of game 1234 (their scores count), then hand 3 is yours
            self.finish_until = hand_number if hand_number > 1 else None
            table.before_hand()

        table.app.push(SelectGameDialog(table.app, table.session.match.seed, chosen))

    def prompt(self, seat: Seat, who: str) -> str | None:
        phase = self.table.hand.phase
        if phase == "trump":
            return f"{who} bid won: click the trump suit in the box"
        if phase == "passing":
            given = len(self.table.hand.view(seat).public.passing)
            return f"{who} turn to pass four cards to your partner: click a card ({given} of 4 given)"
        if phase == "bidding":
            return f"{who} bid: + and - choose the amount, then Bid; or Pass (P)"
        return None
