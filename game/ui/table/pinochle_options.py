"""Pinochle's table options (Options > Table options...): the names at the seats, a new game at start-up, a single
or double click to play a card, a click anywhere at the end of a hand for the score, the card back, the felt and the
four text colours. They are kept with the table preferences (TablePrefs) and so with the active user profile."""

from __future__ import annotations

from game.engine import Seat

from .. import theme
from ..preferences import BACKS
from ..widgets.controls import CheckBox, Label
from ..widgets.dialogs import Dialog
from ..widgets.listbox import ListBox
from ..widgets.textinput import TextInput
from .session import NAME_LENGTH, TEXT_KINDS

PROGRAMS = "As the program"
TEXT_COLOURS = {
    "White": [255, 255, 255], "Yellow": [255, 255, 0], "Black": [0, 0, 0], "Pale green": [200, 255, 200],
    "Pale blue": [190, 220, 255], "Pink": [255, 190, 200], "Orange": [255, 200, 80],
}
KIND_LABELS = {"score": "Score box", "names": "Names", "calls": "Bids", "notes": "Notes"}


def _index(options: list, value) -> int:
    return options.index(value) + 1 if value in options else 0


class PinochleOptionsDialog(Dialog):
    """``on_done(prefs)`` gets the same TablePrefs object, changed, after OK."""

    def __init__(self, app, prefs, on_done):
        super().__init__(app, "Table options", (500, 420))
        self.prefs, self.on_done = prefs, on_done
        self.name_fields: dict[str, TextInput] = {}
        for row, seat in enumerate((Seat.N, Seat.E, Seat.S, Seat.W)):
            field = TextInput(self.place(80, 10 + row * 26, 130, 22), prefs.player_names.get(seat.name, ""),
                              max_length=NAME_LENGTH, tooltip=f"The name shown at {seat.full_name}'s seat "
                                                              "(empty: the seat's own)")
            self.add(Label(self.place(12, 10 + row * 26, 66, 22), f"{seat.full_name}:", buddy=field))
            self.name_fields[seat.name] = self.add(field)
        self.new_game_box = self.add(CheckBox(self.place(230, 10, 260, 20), "Begin &new game at start-up",
                                              prefs.new_game_at_start, tooltip="Never offer the unfinished game"))
        self.double_box = self.add(CheckBox(self.place(230, 36, 260, 20), "&Double click to play cards",
                                            prefs.double_click_play, tooltip="A single click only chooses"))
        self.anywhere_box = self.add(CheckBox(self.place(230, 62, 260, 20), "Click &anywhere for the score",
                                              prefs.click_to_score,
                                              tooltip="After the last trick a click anywhere on the felt shows it"))
        self.back_ids = [back for back, _ in BACKS]
        self.back_list = self.add(ListBox(self.place(12, 140, 150, 100), [PROGRAMS, *(n for _, n in BACKS)],
                                          _index(self.back_ids, prefs.card_back), tooltip="The back of the cards"))
        self.add(Label(self.place(12, 118, 150, 20), "Card &back:", buddy=self.back_list))
        self.felts = list(theme.FELTS)
        self.felt_list = self.add(ListBox(self.place(180, 140, 130, 100),
                                          [PROGRAMS, *(f.title() for f in self.felts)],
                                          _index(self.felts, prefs.felt), tooltip="The colour of the felt"))
        self.add(Label(self.place(180, 118, 130, 20), "Back&ground:", buddy=self.felt_list))
        self.colour_names = list(TEXT_COLOURS)
        self.colour_lists: dict[str, ListBox] = {}
        for column, kind in enumerate(TEXT_KINDS):
            current = next((n for n, rgb in TEXT_COLOURS.items() if rgb == prefs.text_colours.get(kind)), None)
            box = ListBox(self.place(12 + column * 120, 272, 110, 84), [PROGRAMS, *self.colour_names],
                          _index(self.colour_names, current), tooltip=f"The colour of the {KIND_LABELS[kind]}")
            self.add(Label(self.place(12 + column * 120, 250, 110, 20), KIND_LABELS[kind], buddy=box))
            self.colour_lists[kind] = self.add(box)
        self.add_buttons(["&OK", "Cancel"])

    def on_ok(self) -> None:
        prefs = self.prefs
        prefs.player_names = {seat: field.text.strip() for seat, field in self.name_fields.items()
                              if field.text.strip()}
        prefs.new_game_at_start = self.new_game_box.checked
        prefs.double_click_play = self.double_box.checked
        prefs.click_to_score = self.anywhere_box.checked
        prefs.card_back = self.back_ids[self.back_list.selected - 1] if self.back_list.selected > 0 else ""
        prefs.felt = self.felts[self.felt_list.selected - 1] if self.felt_list.selected > 0 else ""
        prefs.text_colours = {kind: list(TEXT_COLOURS[self.colour_names[box.selected - 1]])
                              for kind, box in self.colour_lists.items() if box.selected > 0}
        self.finish("ok")
        self.on_done(prefs)
