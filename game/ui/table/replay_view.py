"""The replay viewer: a finished hand stepped through, forwards and backwards, with all four hands face up, the auction,
the trick on the table with the medal on the winning card, the tricks won, and in words each move, what it brought and
the computer's reasons for it. The same viewer for every game; the game's table lends only its way of sorting a hand.

It covers the whole window, so the table under it is paused and comes back as it was when the viewer closes.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from game.engine import Seat
from game.engine.cards import SUIT_NAMES

from .. import resources, theme
from ..scenes import Scene
from ..theme import BLACK, BUTTON_HEIGHT, FACE, NAVY, WHITE, YELLOW
from ..widgets import draw
from ..widgets.base import WidgetGroup
from ..widgets.controls import Button
from ..widgets.text import Style, draw_lines, fit_text, lines_height, wrap_runs
from .dialogs import reasons_box
from .layout import CARD_H, CARD_W
from .paint import HIGHLIGHT_TITLE, seat_to_play, text_image
from .replay_steps import SEATS, ReplaySteps
from .words import call_text, contract_text, score_key_text

WIDTH, HEIGHT = theme.SCREEN_SIZE
TOOLBAR = pygame.Rect(0, 0, WIDTH, BUTTON_HEIGHT + 8)
CAPTION = pygame.Rect(0, HEIGHT - 80, WIDTH, 80)  # the words of the step, under the felt
CAPTION_TEXT = CAPTION.inflate(-8, -8)
FELT = pygame.Rect(0, TOOLBAR.bottom, WIDTH, CAPTION.top - TOOLBAR.bottom)
MARGIN = 6
TOP, BOTTOM = FELT.top + 4, FELT.bottom - 4  # where the hands lie
SIDE_X = {Seat.W: MARGIN, Seat.E: WIDTH - MARGIN - CARD_W}
LONG_HAND = 13  # more cards than this: a side hand lies in two columns
COLUMN_SHIFT = 16  # the second column of a long side hand: the first one's index shows left of it
STEP_ACROSS = {Seat.N: 22, Seat.S: 30}  # the most a card of North's or South's row shows of itself
STEP_DOWN = 27  # ... of a side hand's column
LINE = 16  # a line of a seat's label
BAND_GAP = 4  # between North's or South's row and the middle band (the turn marker's frame stays off the cards)
TRICK_SPREAD = 90  # West's and East's cards of the trick, this far from the middle
TRICK_ORDER = (Seat.N, Seat.W, Seat.E, Seat.S)  # the trick's cards are drawn North's first, South's over it
TEXT = Style(size=16)
MOVE = Style(size=16, color=NAVY)
CENTRE = WIDTH // 2
BUTTONS = (("|< &First", "first", "The deal, before the first move (Home)"),
           ("< &Back", "back", "One move back (Left arrow)"),
           ("&Forward >", "forward", "One move on (Right arrow)"),
           ("&Last >|", "last", "The hand's last move (End)"),
           ("&Close", "close", "Back to the table (Esc)"))
BUTTON_WIDTH = 84


class ReplayViewer(Scene):
    """``record``: a finished hand's record (with the computers' reasons it keeps); ``title``: what hand it is
    ("Hand 3"); ``sort_hand(seat, cards, trump)``: the game's order of a hand shown; ``felt``: the colour of the
    table's felt. The seats go by their names (North, East...), as the moves and the reasons say them. RecordError
    (from the engine) if the record does not replay."""

    def __init__(self, app, record: dict, *, title: str, sort_hand: Callable, felt: tuple | None = None):
        super().__init__(app)
        self.felt = felt or theme.FELTS.get(app.settings.felt, theme.FELTS[theme.DEFAULT_FELT])
        self.steps = ReplaySteps(record)
        self.title = title
        self.sort_hand = sort_hand
        self.number = 0
        self.long_hands = max(len(self.steps.state(0).view(seat).hand) for seat in SEATS) > LONG_HAND
        self.widgets = WidgetGroup()
        self.buttons: dict[str, Button] = {}
        x = TOOLBAR.left + 4
        for label, name, tip in BUTTONS:
            rect = pygame.Rect(x, TOOLBAR.top + 4, BUTTON_WIDTH, BUTTON_HEIGHT)
            self.buttons[name] = self.widgets.add(Button(rect, label, partial(self.go, name), tooltip=tip))
            x += BUTTON_WIDTH + 4
        self._refresh_buttons()

    # -- moving through the hand ---------------------------------------------------------------------------------
    def go(self, where: str) -> None:
        """"first", "back", "forward", "last", "trick back", "trick forward" or "close"."""
        if where == "close":
            self.close()
            return
        targets = {"first": lambda: 0, "last": lambda: self.steps.last,
                   "back": lambda: max(0, self.number - 1), "forward": lambda: min(self.steps.last, self.number + 1),
                   "trick back": lambda: self.steps.trick_step(self.number, forward=False),
                   "trick forward": lambda: self.steps.trick_step(self.number, forward=True)}
        self.show_step(targets[where]())

    def show_step(self, number: int) -> None:
        self.number = max(0, min(self.steps.last, number))
        self._refresh_buttons()

    def _refresh_buttons(self) -> None:
        self.buttons["first"].enabled = self.buttons["back"].enabled = self.number > 0
        self.buttons["forward"].enabled = self.buttons["last"].enabled = self.number < self.steps.last

    @property
    def step(self):
        return self.steps.steps[self.number]

    @property
    def state(self):
        return self.steps.state(self.number)

    # -- words ---------------------------------------------------------------------------------------------------
    def caption_runs(self) -> list[tuple[str, Style]]:
        """The step in words: the move and what it brought, then the computer's reasons."""
        runs = [(" ".join(self.steps.caption(self.number)), MOVE)]
        if self.step.reasons:
            runs.append((f"\n{self.step.seat.full_name}'s reasons: " + " ".join(self.step.reasons), TEXT))
        return runs

    def caption_text(self) -> str:
        return "".join(text for text, _ in self.caption_runs())

    def show_whole_caption(self) -> None:
        """The step's words in a box of their own (the caption box shows what fits)."""
        head, *reasons = self.caption_text().split("\n")
        reasons_box(self.app, f"{self.title}: move {self.number} of {self.steps.last}", head, reasons)

    def caption_fits(self) -> bool:
        return lines_height(wrap_runs(self.caption_runs(), CAPTION_TEXT.width - 8)) <= CAPTION_TEXT.height - 4

    # -- events --------------------------------------------------------------------------------------------------
    KEYS = {pygame.K_LEFT: "back", pygame.K_RIGHT: "forward", pygame.K_HOME: "first", pygame.K_END: "last",
            pygame.K_PAGEUP: "trick back", pygame.K_PAGEDOWN: "trick forward", pygame.K_ESCAPE: "close",
            pygame.K_KP4: "back", pygame.K_KP6: "forward"}

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            if event.key in self.KEYS:
                self.go(self.KEYS[event.key])
                return None
        if self.widgets.handle_event(event):
            return None
        if event.type == pygame.MOUSEWHEEL and event.y:  # the wheel: a move back (up) or on (down)
            self.go("back" if event.y > 0 else "forward")
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and CAPTION_TEXT.collidepoint(event.pos):
            self.show_whole_caption()
        return None if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN) else event

    def update(self, dt: float) -> None:
        self.widgets.update(dt)

    def is_animating(self) -> bool:
        return self.widgets.is_animating()

    def tooltip_at(self, pos) -> str:
        text = self.widgets.tooltip_at(pos)
        if text is None and CAPTION_TEXT.collidepoint(pos):
            text = "Click to read the move and its reasons in a box"
        return text or ""

    # -- where things lie ----------------------------------------------------------------------------------------
    @property
    def shift(self) -> int:
        return COLUMN_SHIFT if self.long_hands else 0

    def band(self) -> pygame.Rect:
        """The middle of the felt, between the four hands: the trick, the auction and the seats' labels."""
        left = SIDE_X[Seat.W] + CARD_W + self.shift + MARGIN
        right = SIDE_X[Seat.E] - self.shift - MARGIN
        top = TOP + CARD_H + BAND_GAP
        return pygame.Rect(left, top, right - left, BOTTOM - CARD_H - BAND_GAP - top)

    def hand_rects(self, seat: Seat, count: int) -> list[pygame.Rect]:
        if count <= 0:
            return []
        if seat in (Seat.W, Seat.E):
            return self.column_rects(seat, count)
        band = self.band()
        step = min(STEP_ACROSS[seat], (band.width - CARD_W) // max(1, count - 1))
        total = CARD_W + step * (count - 1)
        left = CENTRE - total // 2
        top = TOP if seat == Seat.N else BOTTOM - CARD_H
        return [pygame.Rect(left + i * step, top, CARD_W, CARD_H) for i in range(count)]

    def column_rects(self, seat: Seat, count: int) -> list[pygame.Rect]:
        """A side hand down the side of the felt: one column, or two when the hands are long (the later cards in
        the inner one)."""
        columns = 2 if count > LONG_HAND else 1
        rows = -(-count // columns)
        step = min(STEP_DOWN, (BOTTOM - TOP - CARD_H) // max(1, rows - 1))
        first = count - rows if columns == 2 else count  # the cards of the outer column
        outer = SIDE_X[seat] - (self.shift if seat == Seat.E and columns == 2 else 0)
        inner = outer + self.shift if columns == 2 else outer
        return [pygame.Rect(inner if i >= first else outer, TOP + ((i - first) if i >= first else i) * step,
                            CARD_W, CARD_H) for i in range(count)]

    def trick_spots(self) -> dict[Seat, tuple[int, int]]:
        band = self.band()
        left = CENTRE - CARD_W // 2
        middle = band.centery - CARD_H // 2
        return {Seat.N: (left, band.top + 2), Seat.S: (left, band.bottom - 2 - CARD_H),
                Seat.W: (left - TRICK_SPREAD, middle), Seat.E: (left + TRICK_SPREAD, middle)}

    def in_play(self) -> bool:
        """Cards lie on the table or in tricks, or the hand has no auction: the trick in the middle, else the
        auction."""
        return bool(self.state.tricks or self.steps.shown_trick(self.number)[0] or not self.steps.has_auction)

    def label_rects(self) -> dict[Seat, pygame.Rect]:
        """Each seat's name and role, in the middle band beside the trick (or the auction)."""
        band = self.band()
        spots = self.trick_spots()
        inner_left = spots[Seat.W][0] - 4
        inner_right = spots[Seat.E][0] + CARD_W + 4
        middle = spots[Seat.W][1]
        rects = {Seat.W: pygame.Rect(band.left, middle, inner_left - band.left, CARD_H),
                 Seat.E: pygame.Rect(inner_right, middle, band.right - inner_right, CARD_H)}
        if self.in_play():
            rects[Seat.N] = pygame.Rect(CENTRE + CARD_W // 2 + 4, band.top, band.right - CENTRE - CARD_W // 2 - 4,
                                        2 * LINE)
            rects[Seat.S] = pygame.Rect(band.left, band.bottom - 2 * LINE, inner_left - band.left, 2 * LINE)
        else:
            rects[Seat.N] = pygame.Rect(band.left, band.top, band.width, LINE)
            rects[Seat.S] = pygame.Rect(band.left, band.bottom - LINE, band.width, LINE)
        return rects

    def info_rect(self) -> pygame.Rect:
        """The contract and the tricks won, above West's label while the cards are played."""
        band = self.band()
        return pygame.Rect(band.left, band.top, CENTRE - CARD_W // 2 - 4 - band.left, 2 * LINE)

    def auction_rect(self) -> pygame.Rect:
        labels = self.label_rects()
        top, bottom = labels[Seat.N].bottom + 2, labels[Seat.S].top - 2
        return pygame.Rect(labels[Seat.W].right + 2, top, labels[Seat.E].left - 2 - labels[Seat.W].right - 2,
                           bottom - top)

    # -- what is written at the seats ------------------------------------------------------------------------------
    def seat_lines(self, seat: Seat) -> list[str]:
        state = self.state
        public = state.view(seat).public
        name = seat.full_name + (" (dealer)" if seat == state.dealer else "")
        lines = [name]
        if public.declarer == seat and public.contract_text:
            lines.append(contract_text(public.contract_text))
        elif public.declarer is not None and public.contract_text and seat == public.declarer.partner:
            lines.append("Partner")
        return lines

    def info_lines(self) -> list[str]:
        public = self.state.view(Seat.S).public
        won = self.steps.tricks_won(self.number)
        tricks = ", ".join(f"{score_key_text(key)} {count}" for key, count in won.items())
        if public.contract_text and public.declarer is not None:
            contract = f"{contract_text(public.contract_text)} by {public.declarer.full_name}"
        else:
            trump = self.state.trump
            contract = f"{SUIT_NAMES[trump].capitalize()} are trumps" if trump in SUIT_NAMES else "No trumps"
        return [contract, f"Tricks: {tricks}"]

    def auction_columns(self, auction) -> list[Seat]:
        """The seats in the order they first called (the order of the game's play), the others after."""
        order: list[Seat] = []
        for seat, _ in auction:
            if seat not in order:
                order.append(seat)
        return order + [seat for seat in SEATS if seat not in order]

    def auction_rows(self, auction, columns: list[Seat]) -> list[list[str]]:
        """The calls in rows under their seat's column; a new row where the rotation comes round (a seat out of the
        bidding leaves its place empty)."""
        rows: list[list[str]] = []
        last = len(columns)
        for seat, call in auction:
            column = columns.index(seat)
            if column <= last or not rows:
                rows.append([""] * len(columns))
            rows[-1][column] = call_text(call)
            last = column
        return rows

    # -- drawing ---------------------------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        surface.fill(FACE, TOOLBAR)
        surface.blit(draw.felt(self.felt), (0, 0))
        self._draw_toolbar(surface)
        for seat in (Seat.N, Seat.W, Seat.E, Seat.S):
            self._draw_hand(surface, seat)
        if self.in_play():
            self._draw_trick(surface)
            self._draw_lines(surface, self.info_rect(), self.info_lines(), WHITE)
        else:
            self._draw_auction(surface)
        for seat, rect in self.label_rects().items():
            self._draw_label(surface, seat, rect)
        self._draw_caption(surface)

    def _draw_toolbar(self, surface) -> None:
        surface.fill(FACE, TOOLBAR)
        pygame.draw.line(surface, theme.SHADOW, (0, TOOLBAR.bottom - 2), (WIDTH - 1, TOOLBAR.bottom - 2))
        pygame.draw.line(surface, WHITE, (0, TOOLBAR.bottom - 1), (WIDTH - 1, TOOLBAR.bottom - 1))
        self.widgets.draw(surface)
        left = self.buttons["close"].rect.right + 8
        text = fit_text(f"{self.title}: move {self.number} of {self.steps.last}", theme.font(16), WIDTH - 6 - left)
        image = text_image(text, 16, BLACK, shadow=False)
        surface.blit(image, image.get_rect(midright=(WIDTH - 6, TOOLBAR.centery - 1)))

    def _draw_hand(self, surface, seat: Seat) -> None:
        state = self.state
        cards = self.sort_hand(seat, list(state.view(seat).hand), state.trump)
        for rect, card in zip(self.hand_rects(seat, len(cards)), cards, strict=True):
            surface.blit(resources.image(f"cards/{card.text}"), rect)

    def _draw_trick(self, surface) -> None:
        cards, won = self.steps.shown_trick(self.number)
        spots = self.trick_spots()
        for seat, card in sorted(cards, key=lambda played: TRICK_ORDER.index(played[0])):  # each index in view
            surface.blit(resources.image(f"cards/{card.text}"), spots[seat])
        if won is not None:
            x, y = spots[won.winner]
            surface.blit(resources.image("ui/medal"), (x + CARD_W - 30, y + 6))

    def _draw_auction(self, surface) -> None:
        box = self.auction_rect()
        auction = self.steps.auction(self.number)
        panel = pygame.Surface(box.size, pygame.SRCALPHA)
        panel.fill((0, 40, 0, 120))
        surface.blit(panel, box)
        columns = self.auction_columns(auction)
        width = box.width // len(columns)
        rows = self.auction_rows(auction, columns)
        room = (box.height - LINE - 4) // LINE
        for c, seat in enumerate(columns):
            self._blit_centred(surface, seat.full_name, box.left + c * width, box.top + 2, width, YELLOW)
        if not rows:
            image = text_image("No call yet", 16)
            surface.blit(image, image.get_rect(center=(box.centerx, box.top + LINE + 2 + LINE // 2)))
        turn_up = self.steps.turn_up_on_table(self.number)
        if turn_up is not None:  # Belote: the card turned up for the taking, small, under the calls
            image = resources.image(f"minicards/{turn_up.text}")
            spot = image.get_rect(midbottom=(box.centerx, box.bottom - 4))
            label = text_image("Turn-up", 16)
            surface.blit(label, label.get_rect(midright=(spot.left - 6, spot.centery)))
            surface.blit(image, spot)
            room = (spot.top - 4 - box.top - LINE - 2) // LINE
        for r, row in enumerate(rows[-room:] if room > 0 else []):
            for c, text in enumerate(row):
                self._blit_centred(surface, text, box.left + c * width, box.top + 2 + LINE * (r + 1), width, WHITE)

    @staticmethod
    def _blit_centred(surface, text: str, left: int, top: int, width: int, colour) -> None:
        if text:
            image = text_image(fit_text(text, theme.font(16), width - 2), 16, colour)
            surface.blit(image, (left + (width - image.get_width()) // 2, top))

    def _draw_label(self, surface, seat: Seat, rect: pygame.Rect) -> None:
        lines = self.seat_lines(seat)
        if rect.height < 2 * LINE:
            lines = lines[:1]
        right = seat == Seat.E
        centred = seat in (Seat.N, Seat.S) and not self.in_play()
        for index, line in enumerate(lines):
            text = fit_text(line, theme.font(16), rect.width - 6)
            turn = index == 0 and seat == seat_to_play(self.state)
            image = text_image(text, 16, BLACK if turn else (WHITE if index == 0 else YELLOW), shadow=not turn)
            spot = image.get_rect(top=rect.top + index * LINE + 1)
            if centred:
                spot.centerx = rect.centerx
            elif right:
                spot.right = rect.right - 2
            else:
                spot.left = rect.left + 2
            if turn:  # the seat whose move comes next
                marker = spot.inflate(4, 2)
                pygame.draw.rect(surface, HIGHLIGHT_TITLE, marker)
                pygame.draw.rect(surface, BLACK, marker, 1)
            surface.blit(image, spot)

    def _draw_lines(self, surface, rect: pygame.Rect, lines: list[str], colour) -> None:
        for index, line in enumerate(lines):
            image = text_image(fit_text(line, theme.font(16), rect.width - 4), 16, colour)
            surface.blit(image, (rect.left + 2, rect.top + 1 + index * LINE))

    def _draw_caption(self, surface) -> None:
        draw.panel(surface, CAPTION, fill=FACE)
        surface.fill(WHITE, CAPTION_TEXT)
        draw.sunken(surface, CAPTION_TEXT)
        clip = surface.get_clip()
        surface.set_clip(CAPTION_TEXT.inflate(-4, -4))
        lines = wrap_runs(self.caption_runs(), CAPTION_TEXT.width - 8)
        draw_lines(surface, lines, (CAPTION_TEXT.left + 4, CAPTION_TEXT.top + 2))
        surface.set_clip(clip)
        if not self.caption_fits():
            more = text_image("more...", 16, NAVY, shadow=False)
            spot = more.get_rect(bottomright=(CAPTION_TEXT.right - 4, CAPTION_TEXT.bottom - 2))
            surface.fill(WHITE, spot.inflate(6, 0))
            surface.blit(more, spot)
