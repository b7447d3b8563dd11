"""Double-Deck Pinochle's bidding box: the amount to bid, moved up or down by the legal step (50, 51 ... 60,
then 65, 70 ...), Bid and Pass, with the standing bid; once the bidding is won, the four suits to name trumps
(only those the rules allow are active). The box never decides a rule: it offers what the engine lists."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine import PASS, Bid
from game.engine.actions import TrumpCall
from game.engine.cards import SUIT_NAMES

from ... import theme
from ...table.bidding_panel import CallingPanel, ImageButton
from ...theme import BLACK, NAVY
from ...widgets.base import Widget
from ...widgets.controls import Button

SUIT_ORDER = "SHCD"  # as the hand is sorted: colours alternate
HINT_YELLOW = (255, 255, 0)


class PinochleBiddingBox(CallingPanel):
    face_tooltip = "Raise or lower the amount, then Bid; or Pass"

    def __init__(self, rect, on_call: Callable[[object], None]):
        super().__init__(rect, on_call, "Your bid")
        self.bids: list[Bid] = []
        self.chosen = 0  # index in ``bids`` of the amount shown
        self.naming = False  # the bidding is won: name trumps
        self.standing = ""  # "55 by West"
        self.hinted = None  # the action the hint advises: framed in yellow
        left, top = self.rect.left + 10, self.rect.top + 26
        self.amount_rect = pygame.Rect(left + 44, top, 70, 26)
        self.down_button = self.inner.add(Button(pygame.Rect(left, top, 40, 26), "-", lambda: self.step(-1),
                                                 tooltip="A lower amount (the next bid allowed below)"))
        self.up_button = self.inner.add(Button(pygame.Rect(left + 118, top, 40, 26), "+", lambda: self.step(1),
                                               tooltip="A higher amount (by 1s to 60, then by 5s)"))
        self.bid_button = self.inner.add(Button(pygame.Rect(left + 166, top, 74, 26), "&Bid", self.bid_,
                                                tooltip="Bid the amount shown"))
        self.pass_button = self.inner.add(Button(pygame.Rect(left, top + 34, 240, 24), "&Pass", self.pass_,
                                                 tooltip="Pass: you bid no more in this hand (P)"))
        self.suit_buttons: dict[str, ImageButton] = {}
        for i, suit in enumerate(SUIT_ORDER):
            button = ImageButton(pygame.Rect(left + 8 + i * 58, top + 8, 50, 40), f"suits/{suit}",
                                 lambda s=suit: self.name_trumps(s))
            self.suit_buttons[suit] = self.inner.add(button)

    # -- state ---------------------------------------------------------------------------------
    def set_legal(self, legal: list, title: str = "Your bid", standing: str = "") -> None:
        self.title = title
        self.legal = list(legal)
        self.standing = standing
        self.naming = any(isinstance(a, TrumpCall) for a in self.legal)
        self.bids = [a for a in self.legal if isinstance(a, Bid)]
        self.chosen = 0
        self.hinted = None
        self._refresh()

    def _refresh(self) -> None:
        bidding = not self.naming
        for button in (self.down_button, self.up_button, self.bid_button, self.pass_button):
            button.visible = bidding
        self.down_button.enabled = self.chosen > 0
        self.up_button.enabled = self.chosen < len(self.bids) - 1
        self.bid_button.enabled = bool(self.bids)
        self.bid_button.tooltip = (f"Bid {self.bids[self.chosen].amount}" if self.bids
                                   else "You may only pass now")
        self.pass_button.enabled = PASS in self.legal
        allowed = {a.suit for a in self.legal if isinstance(a, TrumpCall)}
        for suit, button in self.suit_buttons.items():
            button.visible = self.naming
            button.enabled = suit in allowed
            name = SUIT_NAMES[suit]
            button.tooltip = (f"{name.capitalize()} are trumps" if button.enabled
                              else f"{name.capitalize()}: you hold no king and queen of {name}")

    @property
    def amount(self) -> int | None:
        return self.bids[self.chosen].amount if self.bids and not self.naming else None

    # -- clicks and keys -----------------------------------------------------------------------
    def step(self, delta: int) -> None:
        if self.bids:
            self.chosen = max(0, min(len(self.bids) - 1, self.chosen + delta))
            self._refresh()

    def bid_(self) -> None:
        if self.bids and not self.naming:
            self.on_call(self.bids[self.chosen])

    def type_key(self, event) -> bool:
        """Up / Down (or + / -) change the amount, Enter bids; S H C D name trumps."""
        if self.naming:
            suit = {pygame.K_s: "S", pygame.K_h: "H", pygame.K_c: "C", pygame.K_d: "D"}.get(event.key)
            if suit is not None:
                self.name_trumps(suit)
                return True
            return False
        if event.key in (pygame.K_UP, pygame.K_PLUS, pygame.K_KP_PLUS, pygame.K_EQUALS, pygame.K_RIGHT):
            self.step(1)
        elif event.key in (pygame.K_DOWN, pygame.K_MINUS, pygame.K_KP_MINUS, pygame.K_LEFT):
            self.step(-1)
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_b):
            self.bid_()
        else:
            return False
        return True

    def button_for(self, action) -> Widget | None:
        if action is PASS:
            return self.pass_button
        if isinstance(action, TrumpCall):
            return self.suit_buttons.get(action.suit)
        if isinstance(action, Bid):
            return self.bid_button
        return None

    def clicks_for(self, action) -> list[Widget]:
        """A bid: + or - to its amount, then Bid."""
        if not isinstance(action, Bid) or action not in self.bids:
            return super().clicks_for(action)
        steps = self.bids.index(action) - self.chosen
        return [self.up_button if steps > 0 else self.down_button] * abs(steps) + [self.bid_button]

    def choose(self, action) -> None:
        """Show ``action``'s amount (a hint, a test): Bid then makes it."""
        if action in self.bids:
            self.chosen = self.bids.index(action)
            self._refresh()

    def set_hint(self, action) -> None:
        """Frame what the hint advises: the amount (shown in the box), Pass or the trump suit."""
        self.choose(action)
        self.hinted = action if action in self.legal else None

    def hint_rect(self) -> pygame.Rect | None:
        if self.hinted is None:
            return None
        if isinstance(self.hinted, Bid):
            return self.amount_rect if self.amount == self.hinted.amount else None
        button = self.button_for(self.hinted)
        return button.rect if button is not None and button.visible else None

    # -- drawing -------------------------------------------------------------------------------
    def frame_title(self) -> str:
        return "Name trumps" if self.naming else self.title

    def draw(self, surface) -> None:
        super().draw(surface)
        font = theme.font(17)
        if self.naming:
            text = "Click the trump suit" if len(self.legal) < 4 else "Click the trump suit (any suit)"
            image = font.render(text, True, NAVY)
            surface.blit(image, image.get_rect(midbottom=(self.rect.centerx, self.rect.bottom - 6)))
            self.draw_hint_frame(surface)
            return
        pygame.draw.rect(surface, (255, 255, 255), self.amount_rect)
        pygame.draw.rect(surface, BLACK, self.amount_rect, 1)
        amount = self.amount
        image = theme.font(22).render(str(amount) if amount is not None else "-", True, BLACK)
        surface.blit(image, image.get_rect(center=self.amount_rect.center))
        words = f"Standing bid: {self.standing}" if self.standing else "No bid yet"
        image = font.render(words, True, NAVY)
        surface.blit(image, (self.rect.left + 10, self.rect.bottom - 24))
        self.draw_hint_frame(surface)

    def draw_hint_frame(self, surface) -> None:
        rect = self.hint_rect()
        if rect is not None:
            pygame.draw.rect(surface, HINT_YELLOW, rect.inflate(2, 2), 2)
            pygame.draw.rect(surface, BLACK, rect.inflate(4, 4), 1)
