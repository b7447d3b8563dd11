"""Options > Preferences: your name, the sound, mono or colour, the felt, the card back and the animation speed."""

from __future__ import annotations

import pygame

from . import resources, theme
from .widgets import draw
from .widgets.controls import CheckBox, Label, RadioGroup
from .widgets.dialogs import Dialog
from .widgets.listbox import ListBox
from .widgets.textinput import NumberInput, TextInput

BACKS = [
    ("back_1", "Blue lattice"), ("back_2", "Red diamonds"), ("back_3", "Green weave"), ("back_4", "Fish"),
    ("back_5", "Castle at night"), ("back_6", "Sunshine"), ("back_7", "Robot"), ("back_8", "Checkers"),
    ("back_9", "Sea shells"),
]


class PreferencesDialog(Dialog):
    def __init__(self, app):
        super().__init__(app, "Preferences", (440, 330))
        settings = app.settings
        self.name_field = TextInput(self.place(130, 12, 180, 22), settings.player_name, max_length=16,
                                    tooltip="The name shown at your seat")
        self.add(Label(self.place(12, 12, 110, 22), "Your &name:", buddy=self.name_field))
        self.add(self.name_field)
        self.sound_box = self.add(CheckBox(self.place(12, 44, 200, 20), "&Sound effects", app.sound.enabled,
                                           tooltip="Play the sounds of the deal, the cards and the tricks"))
        self.mono_box = self.add(CheckBox(self.place(220, 44, 200, 20), "&Mono display", settings.mono,
                                          tooltip="The table in shades of grey, as on a monochrome monitor"))
        felts = list(theme.FELTS)
        self.felt_group_rect = self.place(12, 76, 140, 110)
        self.felt_radio = self.add(RadioGroup(
            self.place(24, 90, 120, 88), [f"&{name.title()}" if name != "teal" else "T&eal" for name in felts],
            felts.index(settings.felt) if settings.felt in felts else 0,
            tooltips=[f"A {name} table" for name in felts]))
        back_ids = [back for back, _ in BACKS]
        self.back_list = ListBox(self.place(170, 96, 150, 90), [label for _, label in BACKS],
                                 back_ids.index(settings.card_back) if settings.card_back in back_ids else 0,
                                 tooltip="The back of the cards at the table")
        self.add(Label(self.place(170, 74, 150, 20), "Card bac&k:", buddy=self.back_list))
        self.add(self.back_list)
        self.speed_field = NumberInput(self.place(170, 200, 60, 22), settings.animation_speed, 1, 10,
                                       tooltip="1 is slow, 10 is fast (Up/Down change it)")
        self.add(Label(self.place(12, 200, 150, 22), "Animation s&peed:", buddy=self.speed_field))
        self.add(self.speed_field)
        self.add_buttons(["&OK", "Cancel"], actions={"ok": self.on_ok})
        self.widgets.focus(self.name_field)

    def on_ok(self) -> None:
        settings = self.app.settings
        settings.player_name = self.name_field.text.strip() or settings.player_name
        if self.sound_box.checked != self.app.sound.enabled:
            self.app.toggle_sound()
        settings.mono = self.mono_box.checked
        settings.felt = list(theme.FELTS)[self.felt_radio.selected]
        settings.card_back = BACKS[self.back_list.selected][0]
        settings.animation_speed = self.speed_field.commit()
        self.finish("ok")

    def draw_client(self, surface) -> None:
        draw.group_box(surface, self.felt_group_rect, "Felt colour")
        back = BACKS[max(0, self.back_list.selected)][0]
        card = resources.image(f"backs/{back}")
        where = card.get_rect(topleft=(self.back_list.rect.right + 14, self.back_list.rect.top - 4))
        surface.blit(card, where)
        pygame.draw.rect(surface, theme.BLACK, where.inflate(2, 2), 1)
