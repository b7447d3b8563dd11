"""Practice > Edit hand: drag cards from the pack into the four hands, choose the dealer, and the
computer deals whatever is left at random.

A card can also be clicked (it is picked up) and then a hand clicked; a click on a card in a hand puts it
back in the pack.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

import pygame

from game.engine import Seat

from .. import resources, theme
from ..scenes import Scene
from ..theme import BLACK, FACE, NAVY, SCREEN_RECT, WHITE, YELLOW
from ..widgets import draw
from ..widgets.base import WidgetGroup
from ..widgets.controls import Button, RadioGroup
from ..widgets.dialogs import FRAME, draw_window_frame
from ..widgets.statusbar import StatusBar
from ..widgets.text import render_text
from .session import SEATS

SMALL = (36, 48)
POOL_LEFT, POOL_TOP, POOL_STEP_X, POOL_STEP_Y = 20, 52, 40, 52
WIDE_POOL_STEP_X = 37
BOX_SIZE = (300, 76)
BOXES = {
    Seat.N: pygame.Rect(16, 266, *BOX_SIZE),
    Seat.S: pygame.Rect(16, 348, *BOX_SIZE),
    Seat.W: pygame.Rect(324, 266, *BOX_SIZE),
    Seat.E: pygame.Rect(324, 348, *BOX_SIZE),
}
DEALER_CHOICES = [None, Seat.N, Seat.E, Seat.S, Seat.W]


@lru_cache(maxsize=128)
def small_card(text: str, compact: bool = False) -> pygame.Surface:
    """A card small enough for the editor and still easy to read: its rank, and its suit below. ``compact``:
    both in the left corner, for the 13 overlapping cards of a bridge hand."""
    surface = pygame.Surface(SMALL, pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, WHITE, rect, border_radius=3)
    pygame.draw.rect(surface, BLACK, rect, 1, border_radius=3)
    rank, suit = text[0], text[1]
    color = (200, 0, 0) if suit in "HD" else BLACK
    label = theme.font(18 if compact else 22).render("10" if rank == "T" else rank, True, color)
    sprite = resources.image(f"suits/{suit}_small" if compact else f"suits/{suit}")
    if compact:
        surface.blit(label, (2, 2))
        surface.blit(sprite, (3, label.get_height() + 2))
        return surface
    surface.blit(label, label.get_rect(midtop=(rect.centerx, 3)))
    surface.blit(sprite, sprite.get_rect(midbottom=(rect.centerx, rect.bottom - 3)))
    return surface


class EditHandScene(Scene):
    """``on_deal(chosen, dealer)`` gets {seat: [cards]} and the dealer (None: drawn at random). ``share``: the
    most cards a hand may get (the whole hand by default); ``choose_dealer``: False when the dealer is already
    known (Belote's "Input hand": the opening hands of a deal)."""

    def __init__(self, app, deck, on_deal: Callable[[dict, Seat | None], None], *, share: int | None = None,
                 choose_dealer: bool = True):
        super().__init__(app)
        self.deck = list(deck)
        self.per_row = len(self.deck) // 4
        self.share = share or self.per_row
        self.wide = self.per_row > 8  # 52 cards: the pack spreads wider; the dealer and buttons go right
        self.choose_dealer = choose_dealer
        self.on_deal = on_deal
        self.hands: dict[Seat, list] = {seat: [] for seat in SEATS}
        self.picked = None  # the card picked up (dragged, or clicked and waiting for a hand)
        self.dragging = False
        self.press_at = (0, 0)
        self.widgets = WidgetGroup()
        self.dealer_radio = RadioGroup(
            pygame.Rect(522, 158, 108, 100) if self.wide else pygame.Rect(372, 70, 120, 100),
            ["&Random", "&North", "&East", "&South", "&West"], 0,
            tooltips=["The computer draws the dealer"] + [f"{s.full_name} deals" for s in SEATS])
        if choose_dealer:
            self.widgets.add(self.dealer_radio)
        self.buttons = {}
        for i, (label, action, tip) in enumerate((
                ("&Deal", self.deal, "Play this hand: the cards left over are dealt at random" if choose_dealer
                 else "Back to the Input hand box with these hands"),
                ("&Clear", self.clear, "Put every card back in the pack"),
                ("Cancel", self.close, "Back to the table without changing anything (Esc)"))):
            rect = pygame.Rect(522, 40 + i * 32, 108, theme.BUTTON_HEIGHT) if self.wide else \
                pygame.Rect(516, 80 + i * 34, 100, theme.BUTTON_HEIGHT)
            self.buttons[label] = self.widgets.add(Button(rect, label, action, tooltip=tip))
        self.status = StatusBar(lambda: app.status_text,
                                default_text="Drag a card into a hand, or click it and then click the hand",
                                rect=pygame.Rect(FRAME, SCREEN_RECT.bottom - FRAME - theme.STATUS_BAR_HEIGHT,
                                                 SCREEN_RECT.width - 2 * FRAME, theme.STATUS_BAR_HEIGHT))

    # -- where things are ----------------------------------------------------------------------
    def pool_rect(self, card) -> pygame.Rect:
        index = self.deck.index(card)
        per_row = self.per_row
        row, col = divmod(index, per_row)
        return pygame.Rect(POOL_LEFT + col * self.pool_step(), POOL_TOP + row * POOL_STEP_Y, *SMALL)

    def pool_step(self) -> int:
        return WIDE_POOL_STEP_X if self.wide else POOL_STEP_X

    def in_pool(self) -> list:
        taken = {c for cards in self.hands.values() for c in cards}
        return [c for c in self.deck if c not in taken]

    def hand_rect(self, seat: Seat, index: int) -> pygame.Rect:
        box = BOXES[seat]
        step = min(36, (box.width - 12 - SMALL[0]) // max(1, self.share - 1))
        return pygame.Rect(box.left + 6 + index * step, box.top + 22, *SMALL)

    def card_at(self, pos):
        """("pool", card) or (seat, card) under ``pos``."""
        for seat in SEATS:
            for index, card in reversed(list(enumerate(self.hands[seat]))):
                if self.hand_rect(seat, index).collidepoint(pos):
                    return seat, card
        for card in self.in_pool():
            if self.pool_rect(card).collidepoint(pos):
                return "pool", card
        return None

    @staticmethod
    def box_at(pos) -> Seat | None:
        return next((seat for seat, box in BOXES.items() if box.collidepoint(pos)), None)

    # -- actions -------------------------------------------------------------------------------
    def put(self, card, seat: Seat) -> bool:
        if len(self.hands[seat]) >= self.share:
            self.app.sound.play("refusal")
            self.app.message(f"{seat.full_name} already holds {self.share} cards.", title="Edit hand")
            return False
        for cards in self.hands.values():
            if card in cards:
                cards.remove(card)
        self.hands[seat].append(card)
        self.app.sound.play("deal")
        return True

    def clear(self) -> None:
        self.hands = {seat: [] for seat in SEATS}
        self.picked = None

    def deal(self) -> None:
        dealer = DEALER_CHOICES[self.dealer_radio.selected]
        chosen = {seat: list(cards) for seat, cards in self.hands.items() if cards}
        self.close()
        self.on_deal(chosen, dealer)

    # -- events --------------------------------------------------------------------------------
    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.picked is not None:
                self.picked = None
            else:
                self.close()
            return None
        if self.widgets.handle_event(event):
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos)
        elif event.type == pygame.MOUSEMOTION and self.picked is not None and event.buttons[0]:
            self.dragging = self.dragging or abs(event.pos[0] - self.press_at[0]) + abs(
                event.pos[1] - self.press_at[1]) > 4
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            seat = self.box_at(event.pos)
            if seat is not None and self.picked is not None:
                self.put(self.picked, seat)
            self.picked, self.dragging = None, False
        if event.type in (pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT, pygame.MOUSEBUTTONDOWN,
                          pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL):
            return None
        return event

    def _press(self, pos) -> None:
        self.press_at = pos
        hit = self.card_at(pos)
        if hit is not None and hit[0] != "pool":
            self.hands[hit[0]].remove(hit[1])  # back to the pack
            self.picked = None
            return
        if hit is not None:
            self.picked = None if self.picked is hit[1] else hit[1]
            self.dragging = False
            return
        seat = self.box_at(pos)
        if seat is not None and self.picked is not None:
            self.put(self.picked, seat)
            self.picked = None

    def update(self, dt: float) -> None:
        self.widgets.update(dt)

    def tooltip_at(self, pos) -> str:
        text = self.widgets.tooltip_at(pos)
        if text is not None:
            return text
        hit = self.card_at(pos)
        if hit is not None:
            where, card = hit
            if where == "pool":
                return f"The {card.name}: drag it into a hand (or click it, then the hand)"
            return f"The {card.name} in {where.full_name}'s hand: click to put it back"
        seat = self.box_at(pos)
        if seat is not None:
            return f"{seat.full_name}'s hand: {len(self.hands[seat])} of {self.share} cards chosen"
        return ""

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        draw_window_frame(surface, SCREEN_RECT, "Edit hand")
        client = SCREEN_RECT.inflate(-2 * FRAME, -2 * FRAME)
        client.top += theme.TITLE_BAR_HEIGHT + 1
        client.height -= theme.TITLE_BAR_HEIGHT + 1
        surface.fill(FACE, client)
        pool_frame = pygame.Rect(POOL_LEFT - 8, POOL_TOP - 14, self.per_row * self.pool_step() + 12,
                                 4 * POOL_STEP_Y + 18)
        draw.group_box(surface, pool_frame, "The pack")
        felt = theme.FELTS.get(self.app.settings.felt, theme.FELTS[theme.DEFAULT_FELT])
        for card in self.in_pool():
            rect = self.pool_rect(card)
            surface.blit(small_card(card.text), rect)
            if card is self.picked:
                pygame.draw.rect(surface, NAVY, rect.inflate(4, 4), 2)
        if self.choose_dealer:
            draw.group_box(surface, pygame.Rect(514, 142, 120, 120) if self.wide else pygame.Rect(362, 52, 140, 130),
                           "Dealer")
        for seat, box in BOXES.items():
            surface.fill(felt, box)
            pygame.draw.rect(surface, BLACK, box, 1)
            label = render_text(f"{seat.full_name}  ({len(self.hands[seat])}/{self.share})", theme.font(17),
                                YELLOW if self.picked is not None else WHITE)
            surface.blit(label, (box.left + 6, box.top + 3))
            for index, card in enumerate(self.hands[seat]):
                surface.blit(small_card(card.text, self.share > 8), self.hand_rect(seat, index))
        note = render_text("Cards not placed and a dealer not chosen are dealt at random." if self.choose_dealer
                           else "Deal: the hands go back to the Input hand box, to finish or check.", theme.font(16))
        surface.blit(note, (20, 432))
        self.widgets.draw(surface)
        if self.dragging and self.picked is not None:
            surface.blit(small_card(self.picked.text), small_card(self.picked.text).get_rect(
                center=self.app.mouse_pos))
        self.status.draw(surface)
