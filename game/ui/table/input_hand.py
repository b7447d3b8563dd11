"""Belote's "Input hand": the four opening hands typed a line at a time (``7D N``, ``U`` for the turned card)
as the game's own parser reads them, or placed with the mouse in the Edit hand window. A line or a deal
the parser refuses is shown with its message; what was typed stays."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine import Seat

from .. import theme
from ..theme import BLACK, WHITE
from ..widgets.controls import Button, Label
from ..widgets.dialogs import Dialog
from ..widgets.text import render_text
from ..widgets.textinput import TextInput
from .edit_hand import EditHandScene
from .session import SEATS

SHOWN_LINES = 10


class InputHandDialog(Dialog):
    """``on_deal(cards)`` gets the ``cards=`` of the hand. ``pack``: the order the cards not placed keep."""

    def __init__(self, app, dealer: Seat, pack: list, variant, on_deal: Callable[[dict], None], *,
                 on_close: Callable[[str], None] | None = None):
        super().__init__(app, f"Input hand - {dealer.full_name} deals", (460, 380), on_close=on_close)
        self.pack = list(pack)
        self.variant = variant  # the game, whose rules read the typed lines
        self.deck = list(variant.deck)
        self.first_cards = variant.first_hand_size or len(self.deck) // 4  # the cards each hand gets before the stock
        self.deal_with = on_deal
        self.lines: list[str] = []
        self.add(Label(self.place(14, 6, 430, 20), "Type a card (or several) and the hand: 7D N, 9S TH E...", size=16))
        self.add(Label(self.place(14, 26, 430, 20), "U instead of a hand makes the card the turned card.", size=16))
        self.field = TextInput(self.place(110, 52, 200, 22), "", max_length=40, on_enter=self.add_line,
                               allowed=lambda ch: ch.isalnum() or ch in " #-",
                               tooltip="Cards then N, E, S or W (or U); Enter adds the line")
        self.add(Label(self.place(14, 52, 90, 22), "&Line:", buddy=self.field))
        self.add(self.field)
        self.add(Button(self.place(320, 50, 120, 26), "&Add line", lambda: self.add_line(self.field.text),
                        tooltip="Add the line typed (Enter does it too)"))
        self.add(Button(self.place(320, 84, 120, 26), "&Undo line", self.undo_line, tooltip="Take the last line back"))
        self.add(Button(self.place(320, 118, 120, 26), "&Clear", self.clear, tooltip="Start again (Esc closes)"))
        self.mouse_button = self.add(Button(self.place(320, 152, 120, 26), "With the &mouse...", self.by_mouse,
                                            tooltip="Place the cards with the mouse from the spread-out pack"))
        self.add_buttons(["&Deal", "Cancel"], actions={"deal": self.on_deal})
        self.widgets.focus(self.field)

    @property
    def lines_box(self) -> pygame.Rect:
        return self.place(14, 84, 296, SHOWN_LINES * 18 + 8)

    @property
    def text(self) -> str:
        return "\n".join(self.lines)

    # -- the lines ---------------------------------------------------------------------------------
    def add_line(self, line: str) -> bool:
        """Keep ``line`` if the parser accepts it so far; otherwise say why and leave it in the field."""
        line = line.strip()
        if not line:
            return True
        try:
            self.variant.parse_typed_deal("\n".join([*self.lines, line]), pack=self.pack)
        except ValueError as exc:
            if self.variant.is_typed_line_error(str(exc)):
                self.refuse(str(exc).split(": ", 1)[-1])
                return False
        self.lines.append(line)
        self.field.set_text("")
        self.widgets.focus(self.field)
        return True

    def undo_line(self) -> None:
        if self.lines:
            self.field.set_text(self.lines.pop())
            self.field.caret = len(self.field.text)
        self.widgets.focus(self.field)

    def clear(self) -> None:
        self.lines = []
        self.field.set_text("")
        self.widgets.focus(self.field)

    def refuse(self, message: str) -> None:
        self.widgets.focus(self.field)  # typing goes on in the field, not into the buttons' letters
        self.app.sound.play("refusal")
        self.app.message(f"That cannot be used: {message}.", title="Input hand", icon="warning")

    def by_mouse(self) -> None:
        self.app.push(EditHandScene(self.app, self.deck, self._placed, share=self.first_cards, choose_dealer=False))

    def _placed(self, chosen: dict, _dealer) -> None:
        """The hands placed with the mouse become lines, in place of those typed for the same hands."""
        others = [line for line in self.lines if not any(line.upper().endswith(f" {s.name}") for s in chosen)]
        self.lines = others + [" ".join(c.text for c in chosen[s]) + f" {s.name}" for s in SEATS if chosen.get(s)]
        self.widgets.focus(self.field)

    # -- the deal --------------------------------------------------------------------------------
    def on_deal(self) -> None:
        if self.field.text.strip() and not self.add_line(self.field.text):
            return
        try:
            cards = self.variant.parse_typed_deal(self.text, pack=self.pack)
        except ValueError as exc:
            self.refuse(str(exc))
            return
        self.finish("deal")
        self.deal_with(cards)

    def draw_client(self, surface) -> None:
        box = self.lines_box
        surface.fill(WHITE, box)
        pygame.draw.rect(surface, BLACK, box, 1)
        font = theme.font(16)
        shown = self.lines[-SHOWN_LINES:]
        for row, line in enumerate(shown):
            surface.blit(render_text(line, font), (box.left + 6, box.top + 4 + row * 18))
        if not shown:
            surface.blit(render_text("(no line yet)", font), (box.left + 6, box.top + 4))
