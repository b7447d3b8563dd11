"""Widgets, dialogs, the scene stack, resources and sound, through real events where there are any."""

import sys

import pygame
import pytest
from conftest_ui import Event, click, key_events, new_app, press, type_text

from game.ui import resources, theme
from game.ui.scenes import ModalScene, Scene, SceneStack
from game.ui.sound import SoundPlayer
from game.ui.widgets import (
    CheckBox,
    Dialog,
    ListBox,
    MessageBox,
    NumberInput,
    RadioGroup,
    TextInput,
    render_text,
    with_symbols,
    wrap_runs,
)
from game.ui.widgets.text import Style, fit_text


class Form(Dialog):
    def __init__(self, app, closed):
        super().__init__(app, "Form", (400, 300), on_close=closed.append)
        self.box = self.add(CheckBox(self.place(10, 10, 150, 20), "&Check me", tooltip="a box"))
        self.radio = self.add(RadioGroup(self.place(10, 40, 150, 60), ["&Red", "&Green", "&Blue"]))
        self.list = self.add(ListBox(self.place(180, 10, 150, 80), [f"Item {i}" for i in range(20)]))
        self.name = self.add(TextInput(self.place(10, 110, 150, 22), "abc"))
        self.number = self.add(NumberInput(self.place(180, 110, 80, 22), 5, 1, 10))
        self.add_buttons(["&OK", "Cancel"])


def open_form():
    app = new_app()
    closed = []
    form = app.push(Form(app, closed))
    app.run_frames(1)
    return app, form, closed


def test_suit_marks_become_symbols_in_text():
    assert with_symbols("80 [S] or 90♥, [H][D][C]") == "80 ♠ or 90♥, ♥♦♣"
    font = theme.font()
    with_suit = render_text("80 [S]", font)
    assert with_suit.get_size() == font.size("80 ♠")
    assert with_suit.get_width() > font.size("80 ")[0]
    assert render_text("plain", font).get_size() == font.render("plain", True, (0, 0, 0)).get_size()


def test_long_text_wraps_and_fits():
    lines = wrap_runs([("word " * 40, Style())], 200)
    assert len(lines) > 3
    assert all(max(x + s.get_width() for x, _, s in line.items) <= 200 for line in lines)
    assert fit_text("A very long page title indeed", theme.font(), 80).endswith("...")


def test_check_box_radio_and_mnemonics_by_mouse_and_keys():
    app, form, _ = open_form()
    click(app, form.box.rect.center)
    assert form.box.checked
    press(app, pygame.K_SPACE, text=" ")  # the box has the focus now
    assert not form.box.checked
    press(app, pygame.K_c, pygame.KMOD_LALT, text="c")
    assert form.box.checked
    click(app, form.radio.row_rect(2).center)
    assert form.radio.selected == 2
    press(app, pygame.K_UP)
    assert form.radio.selected == 1
    press(app, pygame.K_UP)
    press(app, pygame.K_g, pygame.KMOD_LALT, text="g")
    assert form.radio.selected == 1
    press(app, pygame.K_o, text="o")  # a letter alone in a dialog works like Alt+letter: the OK button
    assert form.result == "ok"


def test_tab_moves_the_focus_in_order():
    app, form, _ = open_form()
    assert form.widgets.focused is form.box
    order = []
    for _ in range(6):
        press(app, pygame.K_TAB)
        order.append(form.widgets.focused)
    assert order == [form.radio, form.list, form.name, form.number, form.buttons["ok"], form.buttons["cancel"]]


def test_list_box_keys_wheel_and_scroll_bar():
    app, form, _ = open_form()
    lst = form.list
    click(app, (lst.rect.left + 10, lst.rect.top + 5))
    assert lst.selected == 0 and lst.focused
    press(app, pygame.K_END)
    assert lst.selected == 19 and lst.top_row == 20 - lst.visible_rows
    press(app, pygame.K_HOME)
    assert lst.selected == 0 and lst.top_row == 0
    press(app, pygame.K_PAGEDOWN)
    assert lst.selected == lst.visible_rows - 1
    app.run_frames(2, [Event(pygame.MOUSEMOTION, pos=lst.rect.center, rel=(0, 0), buttons=(0, 0, 0)),
                       Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)])
    assert lst.top_row == 3
    click(app, lst.scrollbar.down_rect().center)
    assert lst.top_row == 4
    click(app, (lst.scrollbar.rect.centerx, lst.scrollbar.down_rect().top - 3))
    assert lst.top_row == 4 + lst.visible_rows  # a click on the track moves one page


def test_text_input_typing_and_editing():
    app, form, _ = open_form()
    click(app, form.name.rect.center)
    press(app, pygame.K_END)
    type_text(app, "de")
    assert form.name.text == "abcde"
    press(app, pygame.K_BACKSPACE)
    press(app, pygame.K_HOME)
    press(app, pygame.K_DELETE)
    assert form.name.text == "bcd"
    assert form.name.wakeup_in() is not None  # the caret blinks without a busy loop


def test_number_input_keeps_within_bounds():
    app, form, _ = open_form()
    click(app, form.number.rect.move(4, 0).midleft)
    press(app, pygame.K_UP)
    assert form.number.value == 6
    press(app, pygame.K_a, pygame.KMOD_LCTRL)
    type_text(app, "99x")
    assert form.number.text == "99"
    press(app, pygame.K_TAB)
    assert form.number.value == 10 and form.number.text == "10"
    click(app, (form.number.spinner_rect().centerx, form.number.spinner_rect().bottom - 3))
    assert form.number.value == 9


def test_enter_presses_the_default_button_and_escape_cancels():
    app, form, closed = open_form()
    press(app, pygame.K_RETURN)
    assert closed == ["ok"] and app.scenes.top is None
    app, form, closed = open_form()
    press(app, pygame.K_ESCAPE)
    assert closed == ["cancel"]


def test_a_dialog_is_modal_and_can_be_dragged_by_its_title():
    app, form, _ = open_form()
    start = form.rect.topleft
    title = form.title_rect.center
    app.run_frames(2, [Event(pygame.MOUSEBUTTONDOWN, pos=title, button=1),
                       Event(pygame.MOUSEMOTION, pos=(title[0] - 30, title[1] + 20), rel=(0, 0), buttons=(1, 0, 0)),
                       Event(pygame.MOUSEBUTTONUP, pos=(title[0] - 30, title[1] + 20), button=1)])
    assert form.rect.topleft == (start[0] - 30, start[1] + 20)
    assert form.box.rect.left == form.client_rect.left + 10


def test_message_box_buttons_give_their_names():
    app = new_app()
    answers = []
    box = app.push(MessageBox(app, "Really?", buttons=("&Yes", "&No"), icon="question", on_close=answers.append))
    app.run_frames(1)
    click(app, box.buttons["no"].rect.center)
    assert answers == ["no"]


def test_preferences_dialog_changes_the_settings():
    app = new_app()
    from game.ui.preferences import PreferencesDialog

    dialog = app.push(PreferencesDialog(app))
    app.run_frames(1)
    press(app, pygame.K_r, pygame.KMOD_LALT, text="r")  # felt: Red
    press(app, pygame.K_k, pygame.KMOD_LALT, text="k")  # card back list
    press(app, pygame.K_DOWN)
    click(app, dialog.buttons["ok"].rect.center)
    assert app.settings.felt == "red"
    assert app.settings.card_back == "back_2"
    assert app.settings.player_name == "You"  # the Alt+letters typed nothing into the name field


def test_scene_stack_events_fall_through_and_pause_below():
    calls = []

    class Recorder(Scene):
        def __init__(self, name, eats):
            super().__init__(None)
            self.name, self.eats = name, eats

        def handle_event(self, event):
            calls.append(self.name)
            return None if self.eats else event

        def pause(self):
            super().pause()
            calls.append(f"pause {self.name}")

        def resume(self):
            super().resume()
            calls.append(f"resume {self.name}")

    stack = SceneStack()
    bottom, top = Recorder("bottom", True), Recorder("top", False)
    stack.push(bottom)
    stack.push(top)
    assert stack.handle_event(Event(pygame.USEREVENT)) is None
    assert calls == ["pause bottom", "top", "bottom"]
    stack.pop()
    assert calls[-1] == "resume bottom"
    overlay = ModalScene(None)
    stack.push(overlay)
    assert stack.visible() == [bottom, overlay]
    assert overlay.handle_event(Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0)) is None


def test_a_missing_image_is_named_in_the_error():
    with pytest.raises(resources.ResourceNotFound, match=r"no_such_thing\.png"):
        resources.image("ui/no_such_thing")
    with pytest.raises(resources.ResourceNotFound, match="upper/lower case"):
        resources.image("ui/SMILEY")


def test_resources_are_found_inside_a_one_file_executable(monkeypatch, tmp_path):
    (tmp_path / "sprites" / "ui").mkdir(parents=True)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.resource_path("sprites", "ui", "x.png") == tmp_path / "sprites" / "ui" / "x.png"
    monkeypatch.delattr(sys, "_MEIPASS")
    assert resources.resource_path("sounds") == resources.SOURCE_ROOT / "sounds"


def test_sound_runs_silent_without_an_audio_device(monkeypatch):
    def no_device(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    player = SoundPlayer()
    assert not player.available
    player.play("deal")
    assert player.last_played == "deal"
    assert player.toggle() is False
    player.play("win")
    assert player.last_played is None
    with pytest.raises(ValueError, match="unknown sound"):
        player.play("trumpet")


def test_every_sound_effect_loads():
    player = SoundPlayer()
    assert player.available  # the dummy audio driver
    for name in ("bid", "card", "clock_tick", "deal", "medal", "refusal", "sweep", "win"):
        player.play(name)
        assert resources.sound(name).get_length() > 0.01


def test_key_events_helper_types_text():
    assert [e.type for e in key_events(pygame.K_a, text="a")] == [pygame.KEYDOWN, pygame.TEXTINPUT, pygame.KEYUP]
