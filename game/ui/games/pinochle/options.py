"""Pinochle's table options (Options > Table options...): the names at the seats, a new game at start-up, a single
or double click to play a card, a click anywhere at the end of a hand for the score, the card back, the felt and the
four text colours, the "Other" felt colour (colour_dialog) and the Begin bid button. They are kept with the table
preferences (TablePrefs) and so with the active user profile."""

from __future__ import annotations

import pygame

from game.engine import Seat

from ... import theme
from ...preferences import BACKS
from ...settings import CARD_BACKS
from ...table import paint
from ...table.colour_dialog import OtherColourDialog
from ...table.paint import OTHER_FELT
from ...table.session import NAME_LENGTH, TEXT_KINDS
from ...theme import WHITE, YELLOW
from ...widgets import draw
from ...widgets.controls import Button, CheckBox, Label
from ...widgets.dialogs import Dialog
from ...widgets.listbox import ListBox
from ...widgets.textinput import TextInput

PROGRAMS = "As the program"
USUAL = "Usual"  # the first entry of the colour lists: the program's own colour for that text
TEXT_COLOURS = {
    "White": [255, 255, 255], "Yellow": [255, 255, 0], "Black": [0, 0, 0], "Pale green": [200, 255, 200],
    "Pale blue": [190, 220, 255], "Pink": [255, 190, 200], "Orange": [255, 200, 80],
}
KIND_LABELS = {"score": "Score box", "names": "Names", "calls": "Bids", "notes": "Notes"}


def _index(options: list, value) -> int:
    return options.index(value) + 1 if value in options else 0


class PinochleOptionsDialog(Dialog):
    """``on_done(prefs)`` gets the same TablePrefs object, changed, after OK. A sample shows the felt, the card
    back and the four text colours as they are chosen."""

    def __init__(self, app, prefs, on_done):
        super().__init__(app, "Table options", (560, 440))
        self.prefs, self.on_done = prefs, on_done
        self.name_fields: dict[str, TextInput] = {}
        for row, seat in enumerate((Seat.N, Seat.E, Seat.S, Seat.W)):
            field = TextInput(self.place(80, 10 + row * 26, 140, 22), prefs.player_names.get(seat.name, ""),
                              max_length=NAME_LENGTH, tooltip=f"The name shown at {seat.full_name}'s seat "
                                                              "(empty: the seat's own)")
            self.add(Label(self.place(12, 10 + row * 26, 66, 22), f"{seat.full_name}:", buddy=field))
            self.name_fields[seat.name] = self.add(field)
        self.new_game_box = self.add(CheckBox(self.place(240, 10, 300, 20), "Begin &new game at start-up",
                                              prefs.new_game_at_start, tooltip="Never offer the unfinished game"))
        self.double_box = self.add(CheckBox(self.place(240, 36, 300, 20), "&Double click to play cards",
                                            prefs.double_click_play, tooltip="A single click only chooses"))
        self.anywhere_box = self.add(CheckBox(self.place(240, 62, 300, 20), "Click &anywhere for the score",
                                              prefs.click_to_score,
                                              tooltip="After the last trick a click anywhere on the felt shows it"))
        self.begin_bid_box = self.add(CheckBox(self.place(240, 88, 300, 20), "Show begin b&id button",
                                               prefs.show_begin_bid,
                                               tooltip="After each deal the bidding waits for a click on Begin bid"))
        self.back_ids = [back for back, _ in BACKS]
        self.back_list = self.add(ListBox(self.place(12, 142, 150, 110), [PROGRAMS, *(n for _, n in BACKS)],
                                          _index(self.back_ids, prefs.card_back), tooltip="The back of the cards"))
        self.add(Label(self.place(12, 120, 150, 20), "Card &back:", buddy=self.back_list))
        self.felts = [*theme.FELTS, OTHER_FELT]
        self.other_rgb = list(prefs.felt_rgb) or list(theme.FELTS[theme.DEFAULT_FELT])
        self.felt_list = self.add(ListBox(self.place(172, 142, 126, 110),
                                          [PROGRAMS, *(f.title() for f in theme.FELTS), "Other..."],
                                          _index(self.felts, prefs.felt), on_select=self.felt_chosen,
                                          tooltip="The colour of the felt (Other: a colour of your own)"))
        self.felt_before_other = self.felt_list.selected
        self.add(Label(self.place(172, 120, 126, 20), "Back&ground:", buddy=self.felt_list))
        self.add(Label(self.place(310, 120, 100, 20), "Sample:"))
        self.add(Button(self.place(420, 118, 118, 22), "Other co&lour...", self.open_other_colour,
                        tooltip="A felt of your own colour: click a basic colour or type its red, green and blue"))
        self.sample_rect = self.place(310, 142, 228, 100)
        self.colour_names = list(TEXT_COLOURS)
        self.colour_lists: dict[str, ListBox] = {}
        for column, kind in enumerate(TEXT_KINDS):
            current = next((n for n, rgb in TEXT_COLOURS.items() if rgb == prefs.text_colours.get(kind)), None)
            box = ListBox(self.place(12 + column * 132, 276, 124, 94), [USUAL, *self.colour_names],
                          _index(self.colour_names, current),
                          tooltip=f"The colour of the {KIND_LABELS[kind].lower()} ({USUAL}: the program's own)")
            self.add(Label(self.place(12 + column * 132, 254, 124, 20), KIND_LABELS[kind], buddy=box))
            self.colour_lists[kind] = self.add(box)
        self.add_buttons(["&OK", "Cancel"], actions={"ok": self.on_ok})

    # -- what is chosen now ----------------------------------------------------------------------
    def chosen_back(self) -> str:
        return self.back_ids[self.back_list.selected - 1] if self.back_list.selected > 0 else ""

    def chosen_felt(self) -> str:
        return self.felts[self.felt_list.selected - 1] if self.felt_list.selected > 0 else ""

    def chosen_felt_colour(self) -> tuple:
        if self.chosen_felt() == OTHER_FELT:
            return tuple(self.other_rgb)
        settings = self.app.settings
        return theme.FELTS.get(self.chosen_felt() or settings.felt, theme.FELTS[theme.DEFAULT_FELT])

    def felt_chosen(self, index: int) -> None:
        """Choosing Other in the list opens the colour box."""
        if self.chosen_felt() == OTHER_FELT:
            self.open_other_colour()
        else:
            self.felt_before_other = index

    def open_other_colour(self) -> None:
        """The colour box: its OK makes the felt the colour chosen there, its Cancel keeps the felt chosen before."""
        def chosen(colour) -> None:
            self.other_rgb = list(colour)
            self.felt_before_other = self.felt_list.selected = len(self.felts)  # "Other..." (after "As the program")

        def closed(result: str) -> None:
            if result != "ok":
                self.felt_list.selected = self.felt_before_other

        dialog = OtherColourDialog(self.app, self.other_rgb, chosen)
        dialog.on_close = closed
        self.app.push(dialog)

    def chosen_colours(self) -> dict[str, list[int]]:
        return {kind: list(TEXT_COLOURS[self.colour_names[box.selected - 1]])
                for kind, box in self.colour_lists.items() if box.selected > 0}

    def draw_client(self, surface) -> None:
        """The sample: the felt with the card back, the score box, a name, a bid and a note in their colours."""
        box = self.sample_rect
        settings = self.app.settings
        surface.blit(draw.felt(self.chosen_felt_colour()), box, pygame.Rect((0, 0), box.size))
        pygame.draw.rect(surface, theme.BLACK, box, 1)
        back = self.chosen_back() or settings.card_back
        surface.blit(paint.scaled_card(f"backs/{back if back in CARD_BACKS else 'back_1'}", 0.7), (box.right - 56,
                                                                                               box.top + 6))
        colours = {kind: tuple(rgb) for kind, rgb in self.chosen_colours().items()}
        score = colours.get("score", WHITE)
        panel = pygame.Rect(box.left + 4, box.top + 4, 150, 22)
        shade = pygame.Surface(panel.size, pygame.SRCALPHA)
        shade.fill((255, 255, 255, 110) if paint.is_dark(score) else (0, 40, 0, 120))
        surface.blit(shade, panel)
        surface.blit(paint.text_image("N-S 120  meld 27", 17, score), (panel.left + 4, panel.top + 3))
        surface.blit(paint.text_image("North", 18, colours.get("names", WHITE)), (box.left + 8, box.top + 32))
        surface.blit(paint.text_image("55", 17, colours.get("calls", WHITE)), (box.left + 70, box.top + 33))
        notes = colours.get("notes", YELLOW)
        note = paint.text_image("Spades are trumps", 18, notes)
        note_box = note.get_rect(topleft=(box.left + 10, box.top + 64)).inflate(12, 8)
        shade = pygame.Surface(note_box.size, pygame.SRCALPHA)
        shade.fill((255, 255, 255, 170) if paint.is_dark(notes) else (0, 0, 0, 150))
        surface.blit(shade, note_box)
        surface.blit(note, note.get_rect(center=note_box.center))

    def on_ok(self) -> None:
        prefs = self.prefs
        prefs.player_names = {seat: field.text.strip() for seat, field in self.name_fields.items()
                              if field.text.strip()}
        prefs.new_game_at_start = self.new_game_box.checked
        prefs.double_click_play = self.double_box.checked
        prefs.click_to_score = self.anywhere_box.checked
        prefs.card_back = self.chosen_back()
        prefs.felt = self.chosen_felt()
        prefs.felt_rgb = list(self.other_rgb) if prefs.felt == OTHER_FELT else list(prefs.felt_rgb)
        prefs.show_begin_bid = self.begin_bid_box.checked
        prefs.text_colours = self.chosen_colours()
        self.finish("ok")
        self.on_done(prefs)
