"""Double-Deck Pinochle's option dialogs: the rules without the meld table, and Setup Meld Table with its three
pages (Arounds, Runs & Marriages, Miscellaneous), each with a Restore button that puts that page's values back
to the defaults."""

from __future__ import annotations

from collections.abc import Callable

from game.variants.pinochle.meld import MELD_FIELDS, MELD_PAGES, restore_page

from ..widgets.controls import Button, Label
from ..widgets.dialogs import Dialog
from ..widgets.textinput import NumberInput
from .dialogs import RulesDialog

ROWS = 8


class _WithoutMeld:
    """The rules options as the Rules dialog sees them: every option but the meld table's."""

    def __init__(self, options):
        self._options = options

    def describe(self) -> list[dict]:
        return [item for item in self._options.describe() if item["name"] not in MELD_FIELDS]

    def __getattr__(self, name):
        return getattr(self._options, name)


def pinochle_rules_dialog(app, options, on_done, notes=None) -> RulesDialog:
    return RulesDialog(app, _WithoutMeld(options), on_done, notes=notes)


class MeldTableDialog(Dialog):
    """Setup Meld Table: one page at a time, chosen with the buttons along the top."""

    def __init__(self, app, options, on_done: Callable[[object], None], page: int = 0):
        super().__init__(app, "Setup meld table", (600, 330))
        self.options = options
        self.on_done = on_done
        self.page = page
        self.values = {name: getattr(options, name) for name in MELD_FIELDS}
        self.page_buttons = []
        for index, meld_page in enumerate(MELD_PAGES):
            button = Button(self.place(10 + index * 160, 6, 150, 24), meld_page.title.replace("&", "&&"),
                            lambda i=index: self.show_page(i), tooltip=f"The {meld_page.title.lower()} page")
            self.page_buttons.append(self.add(button))
        self.restore_button = self.add(Button(self.place(490, 6, 92, 24), "&Restore", self.restore,
                                              tooltip="Put this page's values back to the defaults"))
        self.fields: dict[str, NumberInput] = {}
        self.page_widgets: list = []
        self.add_buttons(["&OK", "Cancel"])
        self.show_page(page)

    @property
    def meld_page(self):
        return MELD_PAGES[self.page]

    def _keep_page(self) -> None:
        for name, field in self.fields.items():
            self.values[name] = field.commit()

    def show_page(self, index: int) -> None:
        self._keep_page()
        for widget in self.page_widgets:
            if widget is self.widgets.focused:
                self.widgets.focus(None)
            self.widgets.widgets.remove(widget)
        self.page_widgets, self.fields = [], {}
        self.page = index
        described = {item["name"]: item for item in self.options.describe()}
        for row, name in enumerate(self.meld_page.fields):
            column, line = divmod(row, ROWS)
            x, y = 10 + column * 290, 40 + line * 26
            item = described[name]
            field = NumberInput(self.place(x + 196, y, 70, 22), self.values[name], item.get("min") or 0,
                                item.get("max") or 9999, tooltip=item.get("help", ""))
            label = Label(self.place(x, y, 194, 22), item["label"] + ":", size=16)
            self.page_widgets += [self.add(label), self.add(field)]
            self.fields[name] = field
        for i, button in enumerate(self.page_buttons):
            button.default = i == index

    def restore(self) -> None:
        """This page only, back to the manual's values."""
        restored = restore_page(self.options.replace(**self.values), self.meld_page.title)
        for name, field in self.fields.items():
            field.set_value(getattr(restored, name))
            self.values[name] = getattr(restored, name)

    def on_ok(self) -> None:
        self._keep_page()
        options = self.options.replace(**self.values)
        self.finish("ok")
        self.on_done(options)
