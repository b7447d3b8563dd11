"""The bidding panel: the quantities 80 to 250 (Sup pages on up to 500), the four suits, Pass, and
the red cross to double (blue to redouble). Only the calls the engine lists as legal can be clicked;
the panel never decides a rule, it picks the legal action that matches the buttons pressed."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

import pygame

from game.engine import DOUBLE, PASS, REDOUBLE, Bid
from game.engine.actions import TrumpCall
from game.engine.cards import SUIT_NAMES

from .. import resources, theme
from ..theme import BLACK, FACE, NAVY, WHITE
from ..widgets import draw
from ..widgets.base import Widget, WidgetGroup
from ..widgets.controls import Button

SUIT_ORDER = "SHDC"
PAGE_SIZE = 18
COLUMNS = 6


class QuantityButton(Button):
    """A quantity: stays pressed while it is the chosen one."""

    def __init__(self, rect, on_click, **kw):
        super().__init__(rect, "", on_click, **kw)
        self.amount = 0
        self.chosen = False

    @property
    def pressed(self) -> bool:
        return self.chosen or super().pressed


class ImageButton(Button):
    """A push button showing a sprite (greyed when disabled)."""

    def __init__(self, rect, sprite: str, on_click, **kw):
        super().__init__(rect, "", on_click, **kw)
        self.sprite = sprite

    def draw(self, surface) -> None:
        inner = draw.button_face(surface, self.rect, pressed=self.pressed, default=False)
        image = resources.image(self.sprite) if self.enabled else greyed_sprite(self.sprite)
        if image.get_height() > inner.height - 2:
            size = inner.height - 2
            image = pygame.transform.smoothscale(image, (size, size))
        draw.blit_centered(surface, image, inner)


class SpriteButton(ImageButton):
    """A push button whose sprite is the whole button, drawn pixel for pixel (the peek arrows: a Windows 3.1
    button with its arrow); pressed, it sinks by a pixel under a dark edge."""

    def draw(self, surface) -> None:
        image = resources.image(self.sprite) if self.enabled else greyed_sprite(self.sprite)
        if not self.pressed:
            surface.blit(image, image.get_rect(center=self.rect.center))
            return
        spot = image.get_rect(center=self.rect.center)
        surface.blit(image, spot.move(1, 1), pygame.Rect(0, 0, spot.width - 1, spot.height - 1))
        pygame.draw.line(surface, BLACK, spot.topleft, (spot.right - 1, spot.top))
        pygame.draw.line(surface, BLACK, spot.topleft, (spot.left, spot.bottom - 1))


@lru_cache(maxsize=16)
def greyed_sprite(name: str) -> pygame.Surface:
    image = pygame.transform.grayscale(resources.image(name))
    image.set_alpha(90)
    return image


def page_of(amount: int, amounts: list[int]) -> int:
    return amounts.index(amount) // PAGE_SIZE if amount in amounts else 0


TITLE_BAR_H = 17


def draw_title_bar(surface, rect: pygame.Rect, title: str) -> None:
    bar = pygame.Rect(rect.left + 3, rect.top + 3, rect.width - 6, TITLE_BAR_H)
    surface.fill(NAVY, bar)
    draw.blit_centered(surface, theme.font(17).render(title, True, WHITE), bar)


def draw_frame(surface, rect: pygame.Rect, title: str) -> None:
    """A calling panel's window: a raised face, a black edge and a blue title bar."""
    draw.panel(surface, rect, fill=FACE, width=2)
    pygame.draw.rect(surface, BLACK, rect, 1)
    draw_title_bar(surface, rect, title)


class CallingPanel(Widget):
    """What every calling panel shares (32 Card Bridge's bids, Belote's taking, Contract Bridge's bidding box):
    its buttons in an inner group that moves with it, the mouse kept from the table underneath, a tooltip for
    the panel's bare face, and a frame with a title bar. Subclasses add their buttons to ``inner`` and make
    ``legal`` clickable in ``set_legal``; a click hands the engine's action to ``on_call``."""

    face_tooltip = ""  # over the panel but no button

    def __init__(self, rect, on_call: Callable[[object], None], title: str):
        super().__init__(rect)
        self.on_call = on_call
        self.title = title
        self.legal: list = []
        self.inner = WidgetGroup()

    def handle_event(self, event) -> bool:
        self.inner.handle_event(event)
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)

    def move(self, dx: int, dy: int) -> None:
        super().move(dx, dy)
        self.inner.move(dx, dy)

    def tooltip_at(self, pos) -> str | None:
        if not self.rect.collidepoint(pos):
            return None
        text = self.inner.tooltip_at(pos)
        return text if text is not None else self.face_tooltip

    def frame_title(self) -> str:
        return self.title

    def draw(self, surface) -> None:
        draw_frame(surface, self.rect, self.frame_title())
        self.inner.draw(surface)

    def button_for(self, action) -> Widget | None:
        """The button that makes ``action`` (tests, hints, the keyboard)."""
        return None

    def clicks_for(self, action) -> list[Widget]:
        """The buttons to click, in order, that make ``action`` from the panel as it is now (the automation
        probe); [] when the panel cannot make it."""
        button = self.button_for(action)
        return [button] if button is not None and button.enabled else []

    def pass_(self) -> None:
        if PASS in self.legal:
            self.on_call(PASS)

    def name_trumps(self, suit: str) -> None:
        """Name ``suit`` trumps (Pinochle, Scotch Whist with bidding), when that is a legal call."""
        action = next((a for a in self.legal if isinstance(a, TrumpCall) and a.suit == suit), None)
        if action is not None:
            self.on_call(action)

    def doubling_call(self):
        """The cross: redouble when that is legal, else double when that is; None when neither is."""
        return next((action for action in (REDOUBLE, DOUBLE) if action in self.legal), None)


class BiddingPanel(CallingPanel):
    face_tooltip = "Choose a quantity and a suit, or pass"

    def __init__(self, rect, amounts: list[int], on_call: Callable[[object], None]):
        super().__init__(rect, on_call, "Your bid")
        self.amounts = amounts  # every quantity of the game, low to high
        self.page = 0
        self.chosen: int | None = None
        self.bids: dict[int, dict[str, Bid]] = {}
        self._build()

    # -- layout --------------------------------------------------------------------------------
    def _build(self) -> None:
        left, top = self.rect.left + 8, self.rect.top + 24
        width, height, gap = 38, 20, 3
        self.quantity_buttons: list[QuantityButton] = []
        for i in range(PAGE_SIZE):
            row, col = divmod(i, COLUMNS)
            rect = pygame.Rect(left + col * (width + gap), top + row * (height + gap), width, height)
            button = QuantityButton(rect, lambda i=i: self.choose_quantity(i))
            self.quantity_buttons.append(self.inner.add(button))
        y = top + 3 * (height + gap) + 5
        self.sup_button = self.inner.add(Button(pygame.Rect(left, y, width, 28), "Sup", self.next_page,
                                                tooltip="More quantities: the bids above 250 (up to 500)"))
        self.suit_buttons: dict[str, ImageButton] = {}
        x = left + width + 8
        for suit in SUIT_ORDER:
            button = ImageButton(pygame.Rect(x, y, 34, 28), f"suits/{suit}", lambda s=suit: self.choose_suit(s))
            self.suit_buttons[suit] = self.inner.add(button)
            x += 37
        self.cross_button = self.inner.add(ImageButton(pygame.Rect(x + 6, y, 34, 28), "ui/red_cross",
                                                       self.double))
        y += 28 + 6
        self.pass_button = self.inner.add(Button(pygame.Rect(left, y, self.rect.width - 16, 24), "&Pass",
                                                 self.pass_, tooltip="Pass: no bid this time (P)"))

    # -- state ---------------------------------------------------------------------------------
    def set_legal(self, legal: list, title: str = "Your bid") -> None:
        self.title = title
        self.legal = list(legal)
        self.bids = {}
        for action in self.legal:
            if isinstance(action, Bid) and action.strain in SUIT_ORDER:
                self.bids.setdefault(action.amount, {})[action.strain] = action
        self.chosen = None
        lowest = min(self.bids, default=None)
        self.page = page_of(lowest, self.amounts) if lowest is not None else 0
        self._refresh()

    def _refresh(self) -> None:
        shown = self.amounts[self.page * PAGE_SIZE:(self.page + 1) * PAGE_SIZE]
        for i, button in enumerate(self.quantity_buttons):
            amount = shown[i] if i < len(shown) else None
            button.visible = amount is not None
            button.amount = amount or 0
            button.label = str(amount or "")
            button.enabled = amount in self.bids
            button.chosen = amount is not None and amount == self.chosen
            button.tooltip = f"Bid {amount} points, then click a suit" if button.enabled else (
                f"{amount} is not a bid you can make now" if amount else "")
        pages = (len(self.amounts) + PAGE_SIZE - 1) // PAGE_SIZE
        self.sup_button.enabled = pages > 1 and bool(self.bids)
        self.sup_button.label = "Sup" if self.page < pages - 1 else "<<"
        self.sup_button.tooltip = ("More quantities: the bids above " + str(shown[-1]) if self.page < pages - 1
                                   else "Back to the lowest quantities")
        options = self.bids.get(self.chosen, {})
        for suit, button in self.suit_buttons.items():
            button.enabled = suit in options
            name = SUIT_NAMES[suit]
            button.tooltip = (f"Bid {self.chosen} {name.capitalize()}: {name} are trumps" if button.enabled
                              else "Choose a quantity first" if self.chosen is None
                              else f"{self.chosen} {name.capitalize()} is not a bid you can make")
        self.pass_button.enabled = PASS in self.legal
        if REDOUBLE in self.legal:
            self.cross_button.sprite, self.cross_button.enabled = "ui/blue_cross", True
            self.cross_button.tooltip = "Redouble: you think the doubled contract will be made (points x4)"
        else:
            self.cross_button.sprite = "ui/red_cross"
            self.cross_button.enabled = DOUBLE in self.legal
            self.cross_button.tooltip = ("Double the opponents' bid: the points of the hand count twice"
                                         if self.cross_button.enabled else "Nothing you may double now")

    # -- clicks --------------------------------------------------------------------------------
    def choose_quantity(self, index: int) -> None:
        amount = self.quantity_buttons[index].amount
        if amount in self.bids:
            self.chosen = None if self.chosen == amount else amount
            self._refresh()

    def next_page(self) -> None:
        pages = (len(self.amounts) + PAGE_SIZE - 1) // PAGE_SIZE
        self.page = (self.page + 1) % pages
        self.chosen = None
        self._refresh()

    def choose_suit(self, suit: str) -> None:
        action = self.bids.get(self.chosen, {}).get(suit)
        if action is not None:
            self.on_call(action)

    def double(self) -> None:
        action = self.doubling_call()
        if action is not None:
            self.on_call(action)

    def button_for(self, action) -> Widget | None:
        """The button that makes ``action`` (tests, the keyboard)."""
        if action is PASS:
            return self.pass_button
        if action in (DOUBLE, REDOUBLE):
            return self.cross_button
        return None

    def clicks_for(self, action) -> list[Widget]:
        """A bid: Sup to its page, its quantity (unless chosen already), its suit."""
        suit_button = self.suit_buttons.get(getattr(action, "strain", None))
        if action not in self.bids.get(getattr(action, "amount", None), {}).values() or suit_button is None:
            return super().clicks_for(action)
        pages = (len(self.amounts) + PAGE_SIZE - 1) // PAGE_SIZE
        page = page_of(action.amount, self.amounts)
        turns = [self.sup_button] * ((page - self.page) % pages)
        index = self.amounts.index(action.amount) - page * PAGE_SIZE
        quantity = [] if self.chosen == action.amount and not turns else [self.quantity_buttons[index]]
        return turns + quantity + [suit_button]


class TakingPanel(CallingPanel):
    """Belote's taking: Take (the turn-up's suit) in round one, one of the three other suits in round two,
    No Trumps / All Trumps when the rules allow them, and Pass. Only the engine's legal calls are active."""

    face_tooltip = "Take the turn-up, name a suit, or pass"

    def __init__(self, rect, on_call: Callable[[object], None]):
        super().__init__(rect, on_call, "Your call")
        left, top = self.rect.left + 8, self.rect.top + 24
        self.take_button = self.inner.add(Button(pygame.Rect(left, top, 92, 28), "&Take",
                                                 lambda: self._call_strain(None)))
        self.suit_buttons: dict[str, ImageButton] = {}
        x = left + 100
        for suit in SUIT_ORDER:
            button = ImageButton(pygame.Rect(x, top, 34, 28), f"suits/{suit}", lambda s=suit: self._call_strain(s))
            self.suit_buttons[suit] = self.inner.add(button)
            x += 37
        y = top + 32
        self.nt_button = self.inner.add(Button(pygame.Rect(left, y, 80, 24), "&No Trumps",
                                               lambda: self._call_strain("NT")))
        self.at_button = self.inner.add(Button(pygame.Rect(left + 83, y, 80, 24), "&All Trumps",
                                               lambda: self._call_strain("AT")))
        self.pass_button = self.inner.add(Button(pygame.Rect(left + 166, y, 78, 24), "&Pass", self.pass_,
                                                 tooltip="Pass: let the others take (P)"))

    def set_legal(self, legal: list, title: str = "Your call", turn_up=None, strains_offered: bool = False) -> None:
        self.title = title
        self.legal = list(legal)
        takes = {action.strain: action for action in self.legal if action is not PASS}
        suit = turn_up.suit if turn_up is not None else None
        self.take_button.enabled = None in takes
        self.take_button.tooltip = (f"Take: {SUIT_NAMES[suit]} are trumps and the turn-up card is yours"
                                    if self.take_button.enabled and suit else "Taking the turn-up is for round one")
        for strain, button in self.suit_buttons.items():
            button.enabled = strain in takes
            name = SUIT_NAMES[strain]
            button.tooltip = (f"Take with {name} as trumps (the turn-up card is yours)" if button.enabled
                              else f"{name.capitalize()}: the turn-up suit cannot be named in round two"
                              if strain == suit else f"{name.capitalize()} may be named in round two")
        for strain, button in (("NT", self.nt_button), ("AT", self.at_button)):
            button.visible = strains_offered
            button.enabled = strain in takes
            button.tooltip = ("Take in No Trumps: no suit is trumps" if strain == "NT"
                              else "Take in All Trumps: every suit ranks and scores as trumps")
        self.pass_button.enabled = PASS in self.legal
        self.pass_button.rect.left = self.rect.left + (166 if strains_offered else 8)
        self.pass_button.rect.width = 78 if strains_offered else self.rect.width - 16

    def _call_strain(self, strain: str | None) -> None:
        action = next((a for a in self.legal if a is not PASS and getattr(a, "strain", 0) == strain), None)
        if action is not None:
            self.on_call(action)

    def button_for(self, action) -> Widget | None:
        """The button that makes ``action`` (tests, the keyboard)."""
        if action is PASS:
            return self.pass_button
        strain = getattr(action, "strain", 0)
        if strain is None:
            return self.take_button
        return self.suit_buttons.get(strain) or {"NT": self.nt_button, "AT": self.at_button}.get(strain)
