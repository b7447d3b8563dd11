"""What Double-Deck Pinochle adds to the table: the 20-card hands sorted A T K Q J, the bidding box and the trump
choice, the four cards passed between the bidders, the meld spread on the felt after trumps, the meld summary
per side, the counters taken, the score box, game numbers ("Game 1234:3"), Select Game, Next, Finish All, Undo
and the right-click popup menu.

``PinochleTable`` is mixed into TableScene like BridgeTable: the scene calls ``_pinochle_show_<Event>`` before
its own ``_show_<Event>`` and the hooks below only when its profile is Pinochle's (``panel == "pinochle"``).
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache, partial

import pygame

from game.engine import Card, Seat
from game.engine.cards import SUIT_NAMES
from game.variants.pinochle import game_title, parse_game_title
from game.variants.pinochle.rules import COUNTERS, POWER, TRICKS

from .. import theme
from ..scenes import ModalScene
from ..theme import BLACK, FACE, NAVY, WHITE, YELLOW
from ..widgets import draw
from ..widgets.controls import Button, Label
from ..widgets.dialogs import Dialog
from ..widgets.listbox import DOUBLE_CLICK_MS
from ..widgets.menu import MenuItem
from ..widgets.text import Style, render_paragraph, render_text
from ..widgets.textinput import TextInput
from . import layout, paint
from .pinochle_options import PinochleOptionsDialog
from .pinochle_panel import PinochleBiddingBox
from .session import SEATS

SUIT_ORDER = "SHCD"  # colours alternate
MELD_SECONDS = 4.0
MELD_SCALE = 0.45
MELD_STEP = 18  # the most a meld card shows of itself: its index box, and a little of the picture
MELD_CARD_W = round(layout.CARD_W * MELD_SCALE)
MELD_INDEX = (16, 27)  # the legible rank and suit drawn over each small meld card (its own index is too small)
RED_SUITS = "HD"
PINOCHLE_BOX = pygame.Rect(190, 150, 262, 124)
BEGIN_BID_RECT = pygame.Rect(0, 0, 150, 30)
BEGIN_BID_RECT.center = PINOCHLE_BOX.center  # where the bidding box comes once the bidding has begun
BEGIN_BID_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_b)
BEGIN_BID_PROMPT = "The cards are dealt: click Begin bid (or press B) to start the bidding"
MELD_STRIP_HEIGHT = 62  # a meld strip: a line for its title, then the small cards


@lru_cache(maxsize=4)
def meld_spots(geometry: layout.Geometry) -> dict[Seat, pygame.Rect]:
    """Where each seat's meld is spread for a moment after trumps, between the hands (clear of the side hands and
    of North's and South's rows): North under North's row, West and East side by side under it, South just above
    South's hand, and a band between them and South's strip for the note (the trump suit). On a table raised above
    the task bar (Windows 95 Mode) the strips are lower: only the top of each small card shows, with its index."""
    height = MELD_STRIP_HEIGHT - geometry.lift // 3
    north = pygame.Rect(186, layout.NORTH_Y + layout.CARD_H + 2, 268, height)
    west = pygame.Rect(84, north.bottom + 2, 234, height)
    south = pygame.Rect(186, geometry.south_y - 4 - height, 268, height)
    return {Seat.N: north, Seat.W: west, Seat.E: west.move(238, 0), Seat.S: south}


def meld_note_center(geometry: layout.Geometry) -> tuple[int, int]:
    """The middle of the band between West's and East's strips and South's."""
    spots = meld_spots(geometry)
    return layout.WIDTH // 2, (spots[Seat.W].bottom + spots[Seat.S].top) // 2


SIDE_SHORT = {"NS": "N-S", "EW": "E-W"}
PRACTICE_WORDS = ("Hand no. ", "Practice hand")
CAPTION_SEPARATOR = " — "  # as the program's own title puts the user profile: "Card Table Compendium — Ann"


def pinochle_sorted(cards, trump: str | None) -> list[Card]:
    """A pinochle hand as shown: by suit (colours alternating, trumps first once named), ace ten king queen jack."""
    order = SUIT_ORDER if trump is None else trump + SUIT_ORDER.replace(trump, "")
    return sorted(cards, key=lambda c: (order.index(c.suit), -POWER[c]))


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
    return game_title(match.seed, max(1, hand_number))


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
    scores = scene.session.scores()
    match = scene.session.match
    lines = [game_number_text(scene) if scene.session.practice else f"{game_number_text(scene)} (to {match.target})"]
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
    return scene.shown.meld_summary


def shown_counters(scene) -> dict:
    """The counters of the tricks swept off the table so far (the table lags the engine)."""
    counters = {"NS": 0, "EW": 0}
    hand = scene.hand
    for index, (_, cards, winner) in enumerate(hand.tricks[:scene.shown.tricks_swept]):
        counters[winner.side] += sum(COUNTERS[c] for _, c in cards)
        if index == TRICKS - 1:
            counters[winner.side] += hand.options.last_trick_points
    return counters


def meld_summary_rect(scene) -> pygame.Rect | None:
    """The sides' lines of the score box, with their meld (a click shows the meld laid down)."""
    if not meld_summaries(scene):
        return None
    return pygame.Rect(layout.INFO_BOX.left, layout.INFO_BOX.top + 3 + 18 * 2, layout.INFO_BOX.width, 36)


@lru_cache(maxsize=24)
def meld_card_image(card: Card) -> pygame.Surface:
    """A small meld card with its rank and suit drawn large enough to read in the part that shows."""
    image = paint.scaled_card(f"cards/{card.text}", MELD_SCALE).copy()
    box = pygame.Rect((1, 1), MELD_INDEX)
    image.fill(WHITE, box)
    colour = (200, 0, 0) if card.suit in RED_SUITS else BLACK
    rank = theme.font(15 if card.rank == "T" else 17, bold=True).render("10" if card.rank == "T" else card.rank,
                                                                        True, colour)
    image.blit(rank, rank.get_rect(midtop=(box.centerx, box.top + 1)))
    suit = render_text(f"[{card.suit}]", theme.font(15))
    image.blit(suit, suit.get_rect(midbottom=(box.centerx, box.bottom)))
    return image


def blit_meld_card(surface, card: Card, topleft, strip: pygame.Rect) -> None:
    """A small meld card in its strip, as much of it as the strip has room for."""
    shown = pygame.Rect(0, 0, MELD_CARD_W, strip.bottom - 1 - topleft[1])
    surface.blit(meld_card_image(card), topleft, shown)


def meld_title(scene, seat: Seat, items) -> str:
    """``North: meld 12``; a side that only showed its aces says that its meld does not count (0*)."""
    total = sum(points for _, _, points in items)
    summary = meld_summaries(scene).get(seat.side)
    not_counted = f" ({SIDE_SHORT[seat.side]} 0*)" if summary == "0*" else ""
    return f"{paint.seat_title(scene, seat)}: meld {total}{not_counted}"


def draw_extra(scene, surface) -> None:
    """The meld spread near each seat after trumps, until a click (or for a moment when the table does not
    wait for clicks); the cards being passed."""
    draw_passing(scene, surface)
    if scene.turn_end != "meld":
        return
    if scene.shown.trump and scene.shown.note_left <= 0:  # the trump suit stays in the band as long as the meld
        draw_band_note(scene, surface, f"{SUIT_NAMES[scene.shown.trump].capitalize()} are trumps")
    for seat in SEATS:
        items = scene.shown.pinochle_melds.get(seat)
        if not items:
            continue
        box = meld_spots(scene.geometry)[seat]
        colour = paint.text_colour(scene, "notes", YELLOW)
        panel = pygame.Surface(box.size, pygame.SRCALPHA)
        panel.fill((255, 255, 255, 120) if paint.is_dark(colour) else (0, 30, 0, 170))
        surface.blit(panel, box)
        title = paint.text_image(meld_title(scene, seat, items), 16, colour)
        surface.blit(title, (box.left + 4, box.top + 1))
        cards = meld_cards(items, scene.shown.hands[seat])
        step = min(MELD_STEP, (box.width - 8 - MELD_CARD_W) // max(1, len(cards) - 1))
        for i, card in enumerate(cards):
            blit_meld_card(surface, card, (box.left + 4 + i * step, box.top + 17), box)


def draw_band_note(scene, surface, text: str) -> None:
    """A line in the band between the meld strips, drawn as the table's notes are."""
    colour = paint.text_colour(scene, "notes", YELLOW)
    image = render_paragraph(text, 240, Style(size=20, color=colour), align="center")
    box = image.get_rect(center=meld_note_center(scene.geometry)).inflate(20, 12)
    panel = pygame.Surface(box.size, pygame.SRCALPHA)
    panel.fill((255, 255, 255, 170) if paint.is_dark(colour) else (0, 0, 0, 150))
    surface.blit(panel, box)
    surface.blit(image, image.get_rect(center=box.center))


def draw_passing(scene, surface) -> None:
    """Passing cards: the cards a player has received are marked in his hand, and the cards he has chosen to
    give so far are laid in a strip above it."""
    hand = scene.hand
    if hand.phase != "passing":
        return
    receiver, received = scene.shown.received
    if receiver is not None and scene.face_up(receiver):
        marks = list(received)
        for rect, card, _ in paint.hand_layout(scene, receiver):
            if card in marks:
                marks.remove(card)
                surface.fill(YELLOW, (rect.left + 3, rect.top - 6, 10, 4))
    giver = hand.to_act
    if giver is None or giver != scene.card_seat() or not hand.passing:
        return
    box = meld_spots(scene.geometry)[Seat.S]
    panel = pygame.Surface(box.size, pygame.SRCALPHA)
    panel.fill((0, 30, 0, 170))
    surface.blit(panel, box)
    words = f"To {seat_name(scene, giver.partner)}: {len(hand.passing)} of 4 chosen"
    surface.blit(paint.text_image(words, 16, paint.text_colour(scene, "notes", YELLOW)), (box.left + 4, box.top + 1))
    for i, card in enumerate(hand.passing):
        blit_meld_card(surface, card, (box.left + 4 + i * (MELD_CARD_W + 4), box.top + 17), box)


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
        self.add_buttons(["&OK", "Cancel"])
        self.widgets.focus(self.field)

    def on_ok(self) -> None:
        try:
            number, hand = parse_game_title(self.field.text)
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


class PinochleTable:
    """Mixed into TableScene."""

    finish_until: int | None = None  # Select Game "1234:3": the computers play the game until hand 3 is dealt
    begin_bid_for = None  # the hand whose bidding waits for the Begin bid button (Table options)

    # -- widgets and sorting --------------------------------------------------------------------
    def build_pinochle_widgets(self) -> PinochleBiddingBox:
        self.begin_bid_button = self.widgets.add(Button(
            BEGIN_BID_RECT, "&Begin bid", self.begin_bidding, default=True,
            tooltip="Start the bidding of this hand (Options > Table options: Show begin bid button)"))
        self.begin_bid_button.visible = False
        return PinochleBiddingBox(PINOCHLE_BOX, self.human_act)

    # -- the Begin bid button -------------------------------------------------------------------
    def wait_for_begin_bid(self) -> None:
        """After the deal, with "Show begin bid button": nobody bids until a player clicks Begin bid."""
        hand = self.hand
        if (self.prefs.show_begin_bid and self.session.humans() and not self.watching()
                and hand.phase == "bidding" and not hand.actions):
            self.begin_bid_for = hand
            self.holding = True

    def waiting_for_begin_bid(self) -> bool:
        return self.begin_bid_for is not None and self.begin_bid_for is self.hand and self.holding

    def begin_bidding(self) -> None:
        if self.waiting_for_begin_bid():
            self.holding = False
            self.begin_bid_for = None

    def follow_begin_bid(self) -> None:
        """Every frame: the button shows while the bidding waits for it. The wait ends by itself when the hand
        that waits is gone (a new game, a game loaded) or the option is switched off."""
        if self.begin_bid_for is not None and (self.begin_bid_for is not self.hand or not self.prefs.show_begin_bid):
            self.begin_bid_for = None
            self.holding = False
        waiting = self.waiting_for_begin_bid()
        self.begin_bid_button.visible = waiting
        if waiting and not self.flash:
            self.status.default_text = BEGIN_BID_PROMPT

    def standing_bid_words(self) -> str:
        hand = self.hand
        if hand.high_bid is None:
            return ""
        return f"{hand.high_bid.amount} by {seat_name(self, hand.bidder)}"

    def hint_call(self, action) -> None:
        """The bulb: the advised bid, pass or trump suit is framed in the box; the advised card (to play or to
        pass) is chosen in the hand, so that Space plays it."""
        if self.profile.panel != "pinochle":
            super().hint_call(action)
        elif self.panel.visible:
            self.panel.set_hint(action)
        elif isinstance(action, Card) and self.card_seat() is not None:
            cards = self.shown.hands[self.card_seat()]
            self.selected = cards.index(action) if action in cards else None

    def pinochle_synced(self) -> None:
        """A hand taken up in the middle (Undo, Replay cards, a game loaded or resumed): the meld laid down and
        the sides' meld summary, as the events would have shown them; the meld stays off the seats' labels."""
        public = self.hand.view(Seat.S).public
        self.shown.melds = {seat: [] for seat in SEATS}
        if public.get("meld_summary"):
            self.shown.pinochle_melds = {seat: list(items) for seat, items in public["shown"].items()}
            self.shown.meld_summary = dict(public["meld_summary"])

    # -- the events ------------------------------------------------------------------------------
    def _pinochle_show_Dealt(self, event) -> None:
        if self.finish_until is not None and len(self.session.match.history) + 1 >= self.finish_until:
            self.finish_until = None
            self.flash_status(f"{game_number_text(self)}: your hand")
        if self.finish_until is not None and not self.session.hand.done:
            self.session.end_phase("play")
        waiting = len(self.steps)
        self._show_Dealt(event)
        self.steps.insert(len(self.steps) - waiting, self.wait_for_begin_bid)  # right after the deal is shown

    def _pinochle_show_AuctionEnded(self, event) -> None:
        self.shown.contract = event.contract
        self.shown.declarer = event.declarer
        name = seat_name(self, event.declarer)
        self.note(f"{name}: the bid is dropped on the dealer at {event.contract}" if self.hand.dropped
                  else f"{name} takes the bid at {event.contract}")

    def _pinochle_show_TrumpSet(self, event) -> None:
        self._show_TrumpSet(event)
        self.note(f"{SUIT_NAMES[event.suit].capitalize()} are trumps")

    def _pinochle_show_CardsPassed(self, event) -> None:
        shown = self.shown
        # the giver's hand as it is now (the cards a human chose may have left it already: follow_passing)
        shown.hands[event.giver] = pinochle_sorted(self.hand.hands[event.giver], shown.trump)
        shown.hands[event.receiver] = pinochle_sorted(shown.hands[event.receiver] + list(event.cards), shown.trump)
        shown.received = (event.receiver, list(event.cards))  # marked while the cards go back
        self.note(f"{seat_name(self, event.giver)} passes four cards to {seat_name(self, event.receiver)}")
        self.pause_left = 0.4 * self.scale()

    def _pinochle_show_MeldShown(self, event) -> None:
        melds = self.shown.pinochle_melds
        melds.setdefault(event.seat, []).append((event.label, event.cards, event.points))

    def _pinochle_show_MeldCounted(self, event) -> None:
        summary = self.shown.meld_summary
        summary[event.side] = event.summary
        if len(summary) == 2 and self.shown.pinochle_melds:
            self.turn_end = "meld"  # the meld stays on the felt until a click, as a trick does
            self.turn_end_left = MELD_SECONDS * self.scale() if self.meld_goes_by_itself() else None
            if self.shown.trump:  # one line that fits the band between the strips (not the passing news)
                self.note(f"{SUIT_NAMES[self.shown.trump].capitalize()} are trumps")

    def meld_goes_by_itself(self) -> bool:
        """The meld is put away after a moment when the table does not wait for clicks after a trick (End of
        turn: wait), and when nobody at the table is to click (computers only, Select Game skipping hands)."""
        return self.prefs.end_of_turn == "wait" or not self.session.humans() or self.watching()

    def _pinochle_show_BidderSet(self, event) -> None:
        reason = event.reason.removeprefix("set: ").removeprefix("Set: ")
        self.note(f"Set: {reason}")
        self.flash_status(f"The bidders are set: {reason}")

    # -- input -----------------------------------------------------------------------------------
    def pinochle_input(self, event) -> bool:
        """Before the scene's own handling: the bidding box's keys, a click on the meld summary, a click that
        puts the meld away, the popup menu on a right click with nothing to go on, Ctrl+Z."""
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.undo()
                return True
            if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
                return False
            if event.key in BEGIN_BID_KEYS and self.waiting_for_begin_bid():
                self.begin_bid_button.click()
                return True
            return self.panel.visible and self.panel.type_key(event)
        if event.type != pygame.MOUSEBUTTONDOWN:
            return False
        if event.button == 1 and self.prefs.click_to_score and self.hand.done and self.scorecard is None \
                and self.turn_end is not None and self.geometry.felt_rect.collidepoint(event.pos):
            while self.turn_end is not None:  # the hand is over: straight to the score, whatever was clicked
                self.end_turn()
            return True
        summary = meld_summary_rect(self)
        if event.button == 1 and summary is not None and summary.collidepoint(event.pos):
            self.show_meld()
            return True
        if event.button == 1 and self.turn_end == "meld" and self.geometry.felt_rect.collidepoint(event.pos) \
                and not any(widget.visible and widget.rect.collidepoint(event.pos) for widget in self.widgets):
            self.end_turn()  # a click anywhere on the felt (on a card too) puts the meld away
            return True
        if event.button == 1 and self.prefs.double_click_play and self.single_click_on_card(event.pos):
            return True
        if event.button == 3 and self.geometry.felt_rect.collidepoint(event.pos) and self.turn_end is None \
                and not self.can_next_hand() and paint.thing_at(self, event.pos) is None:
            self.open_popup(event.pos)
            return True
        return False

    def single_click_on_card(self, pos) -> bool:
        """With "double click to play": the first click on a card of yours only marks it; a second click on it
        within DOUBLE_CLICK_MS lets it go to the scene, which plays it."""
        target = paint.thing_at(self, pos)
        if target is None or target[0] != "hand" or target[1] != self.card_seat() \
                or self.hand.phase not in ("play", "passing"):
            return False
        now = pygame.time.get_ticks()
        last_card, last_time = getattr(self, "last_card_click", (None, 0))
        if last_card is target[2] and now - last_time < DOUBLE_CLICK_MS:
            self.last_card_click = (None, 0)
            return False
        self.last_card_click = (target[2], now)
        self.flash_status("Double click a card to play it (Options > Table options)")
        return True

    def pinochle_file_items(self) -> list[MenuItem]:
        """The File menu's own items: Select Game and Windows 95 Mode."""
        return [
            MenuItem("Se&lect game...", self.ask_select_game,
                     tooltip="Play the game of a number: the same deals on every computer"),
            MenuItem("&Windows 95 Mode", partial(self.toggle_pref, "windows95"), checked=lambda: self.prefs.windows95,
                     tooltip="The table drawn higher, clear of a task bar at the bottom of a 640 x 480 screen"),
        ]

    def ask_table_options(self) -> None:
        def chosen(prefs) -> None:
            self.prefs = prefs
            self._save_prefs()

        self.app.push(PinochleOptionsDialog(self.app, self.prefs, chosen))

    def open_popup(self, pos) -> None:
        self.app.push(PopupMenu(self.app, pos, [
            ("Next (the computer plays for you)", self.play_next, self.can_play_next()),
            ("Finish All (the computers finish the hand)", self.play_finish_all, self.can_finish_all()),
            ("Undo (take back your last card)", self.undo, self.can_undo()),
            ("Hint", self.ask_hint, self.ready_human() is not None and self.helps_allowed()),
            ("Last trick", lambda: self.toggle_peek("last"), self.helps_allowed()),
            ("Select Game...", self.ask_select_game, True),
        ], self.geometry.felt_rect))

    def show_meld(self) -> None:
        melds = self.shown.pinochle_melds
        summary = meld_summaries(self)
        lines = [f"{SIDE_SHORT[side]}: {summary.get(side, '-')}" for side in ("NS", "EW")]
        for seat in SEATS:
            for label, _, points in melds.get(seat, ()):
                lines.append(f"{seat_name(self, seat)}: {label} ({points})")
        if not melds:
            lines.append("No meld was laid down.")
        lines.append("0* means only aces around were shown: the side's meld is under the minimum and does not count.")
        self.app.message("\n".join(lines), title="Meld", width=460)

    # -- Play menu: Next, Finish All, Undo; Game > Select Game ------------------------------------------
    def can_play_next(self) -> bool:
        return self.ready_human() is not None

    def play_next(self) -> None:
        """Play > Next: the computer makes your next move for you (a card; in the bidding, your bid or pass)."""
        if not self.can_play_next():
            self.app.sound.play("refusal")
            self.flash_status("Next plays for you when it is your turn")
            return
        self.computer_plays_for_me()

    def can_finish_all(self) -> bool:
        return self.session.can_end("play") and self.finish_until is None

    def play_finish_all(self) -> None:
        """Play > Finish All: the computers play the rest of this hand for you; you click between the tricks
        as usual, and the score card waits for you."""
        if not self.can_finish_all():
            self.app.sound.play("refusal")
            self.flash_status("Finish All plays out a hand in progress")
            return
        self.session.end_phase("play")
        self.curtain = None
        self.flash_status("The computers finish the hand")

    def watching(self) -> bool:
        """Select Game "1234:3" is playing the hands before yours (the game's last score card stays)."""
        skipping = self.finish_until is not None and not self.session.match.over
        return skipping or super().watching()

    def pinochle_update(self) -> None:
        """Every frame: the game number in the window's title; a game that ended before the hand chosen in
        Select Game stops the computers there."""
        self.follow_passing()
        self.follow_begin_bid()
        caption = pygame.display.get_caption()[0]
        wanted = caption_with_game(caption, game_number_text(self))
        if caption != wanted:  # a new hand, or the program's own title put back (a user profile renamed)
            pygame.display.set_caption(wanted)
        if self.finish_until is not None and self.session.match.over:
            self.finish_until = None
            self.flash_status(f"Game {self.session.match.seed} ended before that hand")

    def follow_passing(self) -> None:
        """The cards a human chooses to pass leave his hand at once (the engine only says so after the fourth):
        they lie in the passing strip instead."""
        hand = self.hand
        if hand.phase == "passing" and hand.passing and not self.steps and hand.to_act == self.card_seat():
            seat = hand.to_act
            if len(self.shown.hands[seat]) != len(hand.hands[seat]):
                self.shown.hands[seat] = pinochle_sorted(hand.hands[seat], self.shown.trump)

    def forget_caption(self) -> None:
        """Leaving the table: the window's title without the game number."""
        pygame.display.set_caption(caption_with_game(pygame.display.get_caption()[0], None))

    def human_card_indices(self) -> list[int]:
        """The indices in the hand's actions of the cards the humans played."""
        hand = self.hand
        played = [pair for _, cards, _ in hand.tricks for pair in cards] + list(hand.trick)
        first = len(hand.actions) - len(played)
        return [first + i for i, (seat, _) in enumerate(played) if self.session.players[seat] == "human"]

    def can_undo(self) -> bool:
        return (self.helps_allowed() and self.hand.phase == "play" and not self.session.match.current_scored
                and bool(self.human_card_indices()))

    def undo(self) -> None:
        """Take back your last card: the hand is replayed up to just before it."""
        if not self.can_undo():
            self.app.sound.play("refusal")
            self.flash_status("Nothing to undo: Undo takes back your last card during the play")
            return
        upto = self.human_card_indices()[-1]
        self.session.match.current = self.hand.replayed(upto)
        self.session.reasons = {i: r for i, r in self.session.reasons.items() if i < upto}
        self.session.auto_until = None
        self.start_hand()
        self.save_progress()
        self.flash_status("Your last card is taken back")

    def ask_select_game(self) -> None:
        def chosen(number: int, hand_number: int = 1) -> None:
            self.session.new_game(seed=number)
            # "1234:3": the computers play hands 1 and 2 of game 1234 (their scores count), then hand 3 is yours
            self.finish_until = hand_number if hand_number > 1 else None
            self.before_hand()

        self.app.push(SelectGameDialog(self.app, self.session.match.seed, chosen))

    def pinochle_prompt(self, seat: Seat, who: str) -> str | None:
        phase = self.hand.phase
        if phase == "trump":
            return f"{who} bid won: click the trump suit in the box"
        if phase == "passing":
            given = len(self.hand.passing)
            return f"{who} turn to pass four cards to your partner: click a card ({given} of 4 given)"
        if phase == "bidding":
            return f"{who} bid: + and - choose the amount, then Bid; or Pass (P)"
        return None
