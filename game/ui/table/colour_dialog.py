"""The "Other" background colour of Pinochle's table options: a small colour box in the manner of Windows 3.1, with
the forty-eight basic colours to click and the red, green and blue values to type, and a sample of the felt."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ..theme import BLACK
from ..widgets import draw
from ..widgets.base import Widget
from ..widgets.controls import Label
from ..widgets.dialogs import Dialog
from ..widgets.textinput import NumberInput

BASIC_COLOURS = (  # six rows of eight, as the colour box of those years laid them out
    (255, 128, 128), (255, 255, 128), (128, 255, 128), (0, 255, 128), (128, 255, 255), (0, 128, 255),
    (255, 128, 192), (255, 128, 255),
    (255, 0, 0), (255, 255, 0), (128, 255, 0), (0, 255, 64), (0, 255, 255), (0, 128, 192), (128, 128, 192),
    (255, 0, 255),
    (128, 64, 64), (255, 128, 64), (0, 255, 0), (0, 128, 128), (0, 64, 128), (128, 128, 255), (128, 0, 64),
    (255, 0, 128),
    (128, 0, 0), (255, 128, 0), (0, 128, 0), (0, 128, 64), (0, 0, 255), (0, 0, 160), (128, 0, 128),
    (128, 0, 255),
    (64, 0, 0), (128, 64, 0), (0, 64, 0), (0, 64, 64), (0, 0, 128), (0, 0, 64), (64, 0, 64), (64, 0, 128),
    (0, 0, 0), (128, 128, 0), (128, 128, 64), (128, 128, 128), (64, 128, 128), (192, 192, 192), (136, 24, 32),
    (255, 255, 255),
)
COLUMNS = 8
SWATCH = (22, 16)
GAP = 5
CHANNELS = (("&Red", 0), ("Gr&een", 1), ("Bl&ue", 2))


class ColourGrid(Widget):
    """The basic colours: a click (or the arrows, once it has the focus) chooses one."""

    focusable = True

    def __init__(self, rect, colours, on_choose: Callable[[tuple], None], tooltip: str = ""):
        super().__init__(rect, tooltip=tooltip)
        self.colours = list(colours)
        self.on_choose = on_choose
        self.chosen: int | None = None

    def swatch_rect(self, index: int) -> pygame.Rect:
        row, column = divmod(index, COLUMNS)
        return pygame.Rect(self.rect.left + 3 + column * (SWATCH[0] + GAP), self.rect.top + 3 + row * (SWATCH[1] + GAP),
                           *SWATCH)

    def choose(self, index: int) -> None:
        self.chosen = index
        self.on_choose(self.colours[index])

    def show(self, colour) -> None:
        """The colour typed: framed in the grid if it is one of the basic colours."""
        colour = tuple(colour)
        self.chosen = self.colours.index(colour) if colour in self.colours else None

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for index in range(len(self.colours)):
                if self.swatch_rect(index).inflate(GAP, GAP).collidepoint(event.pos):
                    self.choose(index)
                    return True
            return True
        moves = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_UP: -COLUMNS, pygame.K_DOWN: COLUMNS}
        if event.type == pygame.KEYDOWN and event.key in moves:
            start = 0 if self.chosen is None else self.chosen + moves[event.key]
            self.choose(min(len(self.colours) - 1, max(0, start)))
            return True
        return False

    def draw(self, surface) -> None:
        for index, colour in enumerate(self.colours):
            box = self.swatch_rect(index)
            surface.fill(colour, box)
            draw.sunken(surface, box.inflate(2, 2))
            if index == self.chosen:
                pygame.draw.rect(surface, BLACK, box.inflate(6, 6), 1)
                if self.focused:
                    draw.dotted_rect(surface, box.inflate(10, 10))


class OtherColourDialog(Dialog):
    """``on_done([r, g, b])`` after OK; Cancel leaves everything as it was."""

    def __init__(self, app, colour, on_done: Callable[[list], None]):
        super().__init__(app, "Other background colour", (420, 262))
        self.on_done = on_done
        grid_size = (COLUMNS * (SWATCH[0] + GAP) + 2, 6 * (SWATCH[1] + GAP) + 2)
        self.grid = ColourGrid(self.place(12, 30, *grid_size), BASIC_COLOURS, self.set_colour,
                               tooltip="Click a colour for the felt")
        self.add(Label(self.place(12, 8, 200, 20), "&Basic colours:", buddy=self.grid))
        self.add(self.grid)
        self.fields: list[NumberInput] = []
        for row, (label, channel) in enumerate(CHANNELS):
            field = NumberInput(self.place(330, 104 + row * 28, 66, 22), colour[channel], 0, 255,
                                on_change=lambda _value: self.grid.show(self.colour()),
                                tooltip="From 0 (none) to 255 (full)")
            self.add(Label(self.place(264, 104 + row * 28, 64, 22), f"{label}:", buddy=field))
            self.fields.append(self.add(field))
        self.sample_rect = self.place(264, 30, 132, 64)
        self.add(Label(self.place(264, 8, 132, 20), "Sample:"))
        self.grid.show(colour)
        self.add_buttons(["&OK", "Cancel"], actions={"ok": self.on_ok})

    def colour(self) -> list[int]:
        """The colour as typed so far (a field being typed in counts with what it shows)."""
        values = []
        for field in self.fields:
            try:
                values.append(max(0, min(255, int(field.text))))
            except ValueError:
                values.append(field.value)
        return values

    def set_colour(self, colour) -> None:
        for field, value in zip(self.fields, colour, strict=True):
            field.set_value(value)

    def draw_client(self, surface) -> None:
        box = self.sample_rect
        surface.blit(draw.felt(tuple(self.colour()), box.size), box)
        draw.sunken(surface, box.inflate(2, 2))

    def on_ok(self) -> None:
        for field in self.fields:
            field.commit()
        colour = self.colour()
        self.finish("ok")
        self.on_done(colour)
