"""Windows 3.1 widgets: buttons, check boxes, radio groups, list boxes, text and number fields, the menu bar,
the status bar, dialog boxes and message boxes, and text with inline suit symbols."""

from .base import Widget, WidgetGroup
from .controls import Button, CheckBox, Label, RadioGroup
from .dialogs import Dialog, MessageBox, draw_window_frame
from .listbox import ListBox, ScrollBar
from .menu import ALT_RELEASED, Menu, MenuBar, MenuItem, separator
from .statusbar import StatusBar
from .text import Style, render_paragraph, render_text, with_symbols, wrap_runs
from .textinput import NumberInput, TextInput

__all__ = [
    "ALT_RELEASED", "Button", "CheckBox", "Dialog", "Label", "ListBox", "Menu", "MenuBar", "MenuItem",
    "MessageBox", "NumberInput", "RadioGroup", "ScrollBar", "StatusBar", "Style", "TextInput", "Widget",
    "WidgetGroup", "draw_window_frame", "render_paragraph", "render_text", "separator", "with_symbols",
    "wrap_runs",
]
