"""Double-Deck Pinochle's option dialogs, one page at a time with a Restore button that puts the page's values
back to the defaults: the rules (General, Bidding, Playing, Scoring) and Setup Meld Table (Arounds, Runs &
Marriages, Miscellaneous)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine.errors import OptionsError
from game.variants import VARIANTS

from ... import theme
from ...table.dialogs import ChoiceButton
from ...widgets import draw
from ...widgets.controls import Button, CheckBox, Label, TabButton
from ...widgets.dialogs import Dialog, MessageBox
from ...widgets.textinput import NumberInput

ROWS = 8  # fields in a column of a page
ROW_STEP = 26
TOP = 40  # under the row of page tabs
TAB_TOP, TAB_HEIGHT = 6, 24
PAGE_MARGIN = 16  # the fields' distance from the sides of the dialog, inside the page's frame
ONE_COLUMN_WIDTH = 420

# The rules options as the manual groups them (its Dealing page is part of General here).
RULES_PAGES = (
    ("General", ("target", "dealing_method", "rotate_deal", "swap_best_to_south")),
    ("Bidding", ("bid_style", "minimum_bid", "marriage_to_take", "marriage_to_bid", "aggressive_bidding")),
    ("Playing", ("pass_four_cards", "must_follow_trumps", "ruff_against_higher_trump")),
    ("Scoring", ("min_counters_bidders", "min_counters_defenders", "last_trick_points", "save_bonus")),
)
MELD_TABLE_PAGES = VARIANTS["pinochle"].meld_table_pages()


class PagedOptionsDialog(Dialog):
    """Options shown a page at a time, chosen with the tabs along the top. Each field comes from the
    options' own description (label, help, limits): a check box, a number or a choice. The values typed on
    a page are kept when another page is shown; OK gives ``on_done`` the options with every change."""

    PAGE_BUTTON_WIDTH = 100
    LABEL_SIZE = theme.UI_FONT_SIZE

    def __init__(self, app, title: str, size: tuple[int, int], options, pages, on_done: Callable[[object], None],
                 page: int = 0, notes: dict[str, str] | None = None):
        super().__init__(app, title, size)
        self.options = options
        self.pages = pages
        self.on_done = on_done
        self.notes = dict(notes or {})
        self.described = {item["name"]: item for item in options.describe()}
        self.values = {name: getattr(options, name) for _, names in pages for name in names}
        self.page = page
        self.page_buttons = []
        for index, (page_title, _) in enumerate(pages):
            button = TabButton(self.place(12 + index * self.PAGE_BUTTON_WIDTH, TAB_TOP, self.PAGE_BUTTON_WIDTH,
                                          TAB_HEIGHT),
                               page_title.replace("&", "&&"), lambda i=index: self.show_page(i),
                               tooltip=f"The {page_title.lower()} page")
            self.page_buttons.append(self.add(button))
        self.restore_button = self.add(Button(self.place(-10, TAB_TOP - 2, 92, TAB_HEIGHT), "&Restore", self.restore,
                                              tooltip="Put this page's values back to the defaults"))
        self.fields: dict = {}
        self.page_widgets: list = []
        self.add_buttons(["&OK", "Cancel"], actions={"ok": self.on_ok})
        self.show_page(page)

    @property
    def page_title(self) -> str:
        return self.pages[self.page][0]

    def _keep_page(self) -> None:
        for name, field in self.fields.items():
            self.values[name] = field_value(field)

    def show_page(self, index: int) -> None:
        self._keep_page()
        for widget in self.page_widgets:
            if widget is self.widgets.focused:
                self.widgets.focus(None)
            self.widgets.widgets.remove(widget)
        self.page_widgets, self.fields = [], {}
        self.page = index
        names = self.pages[index][1]
        room = self.client_rect.width - 2 * PAGE_MARGIN  # inside the page's frame
        column_width = min(ONE_COLUMN_WIDTH, room) if len(names) <= ROWS else room // 2
        for row, name in enumerate(names):
            column, line = divmod(row, ROWS)
            self._add_field(name, PAGE_MARGIN + column * column_width, TOP + line * ROW_STEP, column_width - 14)
        for i, button in enumerate(self.page_buttons):
            button.selected = i == index

    def page_rect(self) -> pygame.Rect:
        """The page under the tabs, down to the OK and Cancel buttons."""
        top = self.page_buttons[0].rect.bottom - 1
        bottom = min(button.rect.top for button in self.buttons.values()) - 6
        client = self.client_rect
        return pygame.Rect(client.left + 6, top, client.width - 12, bottom - top)

    def draw_client(self, surface) -> None:
        draw.tab_page(surface, self.page_rect())

    def _add_field(self, name: str, x: int, y: int, width: int) -> None:
        item = self.described[name]
        value = self.values[name]
        tip = f"{item.get('help', '')} {self.notes.get(name, '')}".strip()
        if isinstance(value, bool):
            field = CheckBox(self.place(x, y, width, 22), item["label"], value, tooltip=tip)
            self.page_widgets.append(self.add(field))
        else:
            field_width = 70 if isinstance(value, int) else 90
            if item.get("choices"):
                field = ChoiceButton(self.place(x + width - field_width, y, field_width, 22), item["choices"], value,
                                     tooltip=tip)
            else:
                field = NumberInput(self.place(x + width - field_width, y, field_width, 22), value,
                                    item.get("min") or 0, item.get("max") or 99999, tooltip=tip)
            label = Label(self.place(x, y, width - field_width - 4, 22), item["label"] + ":", buddy=field,
                          size=self.LABEL_SIZE)
            self.page_widgets += [self.add(label), self.add(field)]
        self.fields[name] = field

    def restore(self) -> None:
        """This page only, back to the defaults."""
        defaults = type(self.options)()
        for name, field in self.fields.items():
            set_field(field, getattr(defaults, name))
            self.values[name] = getattr(defaults, name)

    def on_ok(self) -> None:
        self._keep_page()
        try:
            options = self.options.replace(**self.values)
        except OptionsError as problem:  # a value the rules refuse (a minimum bid off the ladder): say why, stay open
            words = "\n".join(f"{p}." for p in problem.problems)
            self.app.push(MessageBox(self.app, words, self.title, icon="warning"))
            return
        self.finish("ok")
        self.on_done(options)


def field_value(field):
    if isinstance(field, CheckBox):
        return field.checked
    if isinstance(field, ChoiceButton):
        return field.value
    return field.commit()


def set_field(field, value) -> None:
    if isinstance(field, CheckBox):
        field.checked = value
    elif isinstance(field, ChoiceButton):
        field.value, field.label = value, str(value)
    else:
        field.set_value(value)


class RulesPagesDialog(PagedOptionsDialog):
    """Options > Rules options: the rules of the game, without the meld table (it has its own dialog)."""

    def __init__(self, app, options, on_done, notes=None, page: int = 0):
        super().__init__(app, "Rules options", (560, 250), options, RULES_PAGES, on_done, page=page, notes=notes)
        self.add(Label(self.place(10, -12, 330, 20), "New rules apply from the next game.", size=16))


def pinochle_rules_dialog(app, options, on_done, notes=None) -> RulesPagesDialog:
    return RulesPagesDialog(app, options, on_done, notes=notes)


class MeldTableDialog(PagedOptionsDialog):
    """Setup Meld Table: the points of each meld, a page at a time."""

    PAGE_BUTTON_WIDTH = 150
    LABEL_SIZE = 16  # two columns of eight

    def __init__(self, app, options, on_done: Callable[[object], None], page: int = 0):
        super().__init__(app, "Setup meld table", (600, 330), options, MELD_TABLE_PAGES, on_done, page=page)
