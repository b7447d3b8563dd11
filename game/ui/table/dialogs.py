"""The table's dialogs: Options > Players, End of turn, Game speed, Rules options; Practice >
Numbered hand; Game > Score file; and the box that shows a hint or a computer's reasons."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from game import score_file
from game.engine import Seat
from game.engine.deal import MAX_DEAL_NUMBER
from game.net.protocol import CODE_LETTERS, normal_code, parse_address, valid_code
from game.net.table import SPECTATOR

from .. import theme
from ..widgets import draw
from ..widgets.controls import Button, CheckBox, Label, RadioGroup
from ..widgets.dialogs import BUTTON_WIDTH, FRAME, Dialog, MessageBox
from ..widgets.listbox import ListBox
from ..widgets.text import Style, render_paragraph
from ..widgets.textinput import NumberInput, TextInput
from . import store
from .session import PLAYER_KINDS, TablePrefs

KIND_LABELS = {"human": "&Human", "novice": "&Novice", "advanced": "&Advanced", "expert": "&Expert"}
SPEEDS = ["Very &slow", "S&low", "&Normal", "&Fast", "&Very fast"]


def reasons_box(app, title: str, headline: str, reasons: list[str], *, icon: str = "info",
                details: list[str] | None = None) -> MessageBox:
    """A message box: the move in one line, then each reason as its own paragraph; with a Details button when
    there are ``details`` (what the computer's search counted), which shows them in a box of their own."""
    body = headline + ("\n\n" + "\n".join(reasons) if reasons else "")
    if not details:
        return app.push(MessageBox(app, body, title, icon=icon, width=440))

    def closed(choice: str) -> None:
        if choice == "details":
            details_box(app, title, headline, details)

    return app.push(MessageBox(app, body, title, icon=icon, width=440, buttons=("&OK", "&Details"),
                               on_close=closed))


def details_box(app, title: str, headline: str, details: list[str]) -> MessageBox:
    """The figures behind a hint or a computer's move, one to a line."""
    return app.push(MessageBox(app, headline + "\n\n" + "\n".join(details), f"{title}: details", icon="info",
                               width=440))


class PlayersDialog(Dialog):
    """Human or a skill for each seat; people may sit at the game's ``human_seats`` only."""

    ORDER = (Seat.N, Seat.W, Seat.E, Seat.S)
    BOX_W, GAP, MARGIN = 190, 12, 12

    def __init__(self, app, players: dict, on_done: Callable[[dict], None], human_seats=tuple(Seat)):
        # four boxes of one size (the tallest: a seat where a person may sit has a line more), two by two
        box_h = 24 + 20 * len(PLAYER_KINDS)
        width = 2 * FRAME + 2 * self.MARGIN + 2 * self.BOX_W + self.GAP
        height = 2 * FRAME + theme.TITLE_BAR_HEIGHT + 1 + 8 + 2 * box_h + self.GAP + 12 + theme.BUTTON_HEIGHT + 10
        super().__init__(app, "Players", (width, height))
        self.on_done = on_done
        self.groups: dict[Seat, RadioGroup] = {}
        self.group_rects: dict[Seat, pygame.Rect] = {}
        left, right = self.MARGIN, self.MARGIN + self.BOX_W + self.GAP
        top, bottom = 8, 8 + box_h + self.GAP
        spots = {Seat.N: (left, top), Seat.S: (right, top), Seat.W: (left, bottom), Seat.E: (right, bottom)}
        for seat in self.ORDER:
            kinds = [k for k in PLAYER_KINDS if k != "human" or seat in human_seats]
            x, y = spots[seat]
            self.group_rects[seat] = self.place(x, y, self.BOX_W, box_h)
            labels = [KIND_LABELS[k].replace("&", "") for k in kinds]
            radio = RadioGroup(self.place(x + 12, y + 14, 170, 20 * len(kinds)), labels,
                               kinds.index(players[seat]) if players[seat] in kinds else len(kinds) - 1,
                               tooltips=[f"{seat.full_name}: {self._describe(k)}" for k in kinds])
            radio.kinds = kinds
            self.groups[seat] = self.add(radio)
        self.add_buttons(["&OK", "Cancel"], actions={"ok": self.on_ok})

    @staticmethod
    def _describe(kind: str) -> str:
        return {"human": "a person at this computer plays this seat",
                "novice": "a computer that plays simply and makes mistakes",
                "advanced": "a computer with sound bidding and play",
                "expert": "a computer that looks ahead over the cards it cannot see"}[kind]

    def on_ok(self) -> None:
        players = {seat: radio.kinds[radio.selected] for seat, radio in self.groups.items()}
        self.finish("ok")
        self.on_done(players)

    def draw_client(self, surface) -> None:
        for seat, rect in self.group_rects.items():
            draw.group_box(surface, rect, seat.full_name)


class EndOfTurnDialog(Dialog):
    """After a trick: wait for the player, or a few seconds. The two choices in a framed group, the dialog just tall
    enough for it and its buttons."""

    GROUP = (12, 10, 326, 70)  # x, y, width, height in the client area

    def __init__(self, app, prefs: TablePrefs, on_done: Callable[[str, int], None]):
        x, y, width, height = self.GROUP
        size = (2 * FRAME + 2 * x + width,
                2 * FRAME + theme.TITLE_BAR_HEIGHT + 1 + y + height + 12 + theme.BUTTON_HEIGHT + 10)
        super().__init__(app, "End of turn", size)
        self.on_done = on_done
        self.group_rect = self.place(x, y, width, height)
        self.radio = self.add(RadioGroup(
            self.place(x + 12, y + 16, 240, 44), ["&Right click (or Space, Enter, F)", "&Wait"],
            0 if prefs.end_of_turn == "click" else 1,
            tooltips=["The table waits for you before the next trick",
                      "The table waits a few seconds, then goes on by itself"]))
        self.seconds = self.add(NumberInput(self.place(x + 88, y + 36, 50, 22), prefs.wait_seconds, 1, 9,
                                            tooltip="How many seconds the finished trick stays"))
        self.add(Label(self.place(x + 146, y + 36, 80, 22), "seconds"))
        self.add_buttons(["&OK", "Cancel"], actions={"ok": self.on_ok})

    def draw_client(self, surface) -> None:
        draw.group_box(surface, self.group_rect, "After each trick")

    def on_ok(self) -> None:
        mode = "click" if self.radio.selected == 0 else "wait"
        seconds = self.seconds.commit()
        self.finish("ok")
        self.on_done(mode, seconds)


class GameSpeedDialog(Dialog):
    def __init__(self, app, speed: int, on_done: Callable[[int], None]):
        super().__init__(app, "Game speed", (300, 190 + 20))
        self.on_done = on_done
        self.add(Label(self.place(14, 6, 260, 20), "How fast the computers play:"))
        self.radio = self.add(RadioGroup(self.place(24, 30, 200, 100), SPEEDS, speed - 1))
        self.add_buttons(["&OK", "Cancel"], actions={"ok": self.on_ok})

    def on_ok(self) -> None:
        speed = self.radio.selected + 1
        self.finish("ok")
        self.on_done(speed)


class BackcolorDialog(Dialog):
    """Options > Backcolor: the colour of the felt, for those who do not like green."""

    def __init__(self, app, felt: str, on_done: Callable[[str], None]):
        names = list(theme.FELTS)
        super().__init__(app, "Backcolor", (260, 110 + 20 * len(names)))
        self.on_done, self.names = on_done, names
        self.add(Label(self.place(14, 6, 220, 20), "The colour of the table:"))
        labels = [name.capitalize() for name in names]
        self.radio = self.add(RadioGroup(self.place(24, 30, 180, 20 * len(names)), labels,
                                         names.index(felt) if felt in names else 0))
        self.add_buttons(["&OK", "Cancel"], actions={"ok": self.on_ok})

    def on_ok(self) -> None:
        felt = self.names[self.radio.selected]
        self.finish("ok")
        self.on_done(felt)


class ChoiceButton(Button):
    """A push button showing one of a few choices; each click moves to the next."""

    def __init__(self, rect, choices, value: str, tooltip: str = ""):
        super().__init__(rect, str(value), self.next_choice, tooltip=tooltip)
        self.choices = list(choices)
        self.value = value

    def next_choice(self) -> None:
        self.value = self.choices[(self.choices.index(self.value) + 1) % len(self.choices)]
        self.label = str(self.value)


class RulesDialog(Dialog):
    """The game's rule options, from the options dataclass's own labels and limits (in two columns when
    there are many). ``notes``: more words for the tooltip of some options, by name."""

    ONE_COLUMN = 8

    def __init__(self, app, options, on_done: Callable[[object], None], notes: dict[str, str] | None = None,
                 locked: dict[str, str] | None = None):
        described = options.describe()
        self.locked = dict(locked or {})  # option name -> why it cannot change now: shown greyed, value kept
        columns = 1 if len(described) <= self.ONE_COLUMN else 2
        rows = (len(described) + columns - 1) // columns
        row = 30 if columns == 1 else 25
        size = (420, 110 + 30 * len(described)) if columns == 1 else (620, 96 + row * rows)
        size = (size[0], size[1] + (20 if locked else 0))
        super().__init__(app, "Rules options", size)
        self.options = options
        self.on_done = on_done
        self.fields = {}
        self.notes = dict(notes or {})
        for index, item in enumerate(described):
            column, line = divmod(index, rows)
            self._add_field(item, getattr(options, item["name"]), 14 + column * 300, 10 + line * row)
        y = 10 + rows * row
        why = " ".join(self.locked.values())
        if why:
            self.add(Label(self.place(14, y + 2, size[0] - 28, 20), why, size=15))
            y += 20
        self.add(Label(self.place(14, y + 2, 390, 20), "New rules apply from the next game.", size=16))
        self.add_buttons(["&OK", "Cancel"], actions={"ok": self.on_ok})

    def _add_field(self, item: dict, value, x: int, y: int) -> None:
        name, tip = item["name"], item.get("help", "")
        if name in self.notes:
            tip = f"{tip} {self.notes[name]}".strip()
        if name in self.locked:
            tip = f"{tip} {self.locked[name]}".strip()
        if isinstance(value, bool):
            self.fields[name] = self.add(CheckBox(self.place(x, y, 380 if x == 14 else 280, 22), item["label"],
                                                  value, tooltip=tip))
        elif isinstance(value, int):
            field = NumberInput(self.place(x + 186, y, 80, 22), value, item.get("min") or 0,
                                item.get("max") or 99999, step=item.get("step") or 1, tooltip=tip)
            self.add(Label(self.place(x, y, 180, 22), item["label"] + ":", buddy=field))
            self.fields[name] = self.add(field)
            field.enabled = name not in self.locked
        elif item.get("choices"):
            field = ChoiceButton(self.place(x + 166, y, 114, 22), item["choices"], value, tooltip=tip)
            self.add(Label(self.place(x, y, 164, 22), item["label"] + ":"))
            self.fields[name] = self.add(field)

    def on_ok(self) -> None:
        changes = {}
        for name, field in self.fields.items():
            if name in self.locked:
                continue  # kept as it is
            if isinstance(field, CheckBox):
                changes[name] = field.checked
            elif isinstance(field, ChoiceButton):
                changes[name] = field.value
            else:
                changes[name] = field.commit()
        options = self.options.replace(**changes)
        self.finish("ok")
        self.on_done(options)


class NumberDialog(Dialog):
    """A number asked in one field (``self.field``, a NumberInput the subclass lays out with its labels, then
    calls ``add_ok_cancel``): OK hands the number to ``on_done``."""

    def __init__(self, app, title: str, size: tuple[int, int], on_done: Callable[[int], None]):
        super().__init__(app, title, size)
        self.on_done = on_done

    def add_ok_cancel(self) -> None:
        """OK and Cancel under the field and its labels, the field focused."""
        self.add_buttons(["&OK", "Cancel"], actions={"ok": self.on_ok})
        self.widgets.focus(self.field)

    def on_ok(self) -> None:
        number = self.field.commit()
        self.finish("ok")
        self.on_done(number)


class NumberedHandDialog(NumberDialog):
    def __init__(self, app, number: int, on_done: Callable[[int], None]):
        super().__init__(app, "Numbered hand", (360, 150), on_done)
        self.field = NumberInput(self.place(150, 14, 110, 22), number, 1, MAX_DEAL_NUMBER,
                                 tooltip="Every number deals the same cards on every computer")
        self.add(Label(self.place(14, 14, 130, 22), "Hand &number:", buddy=self.field))
        self.add(self.field)
        self.add(Label(self.place(14, 44, 330, 20), "The same number always deals the same cards.", size=16))
        self.add_ok_cancel()


class SaveAsDialog(Dialog):
    """Game > Save As: a name for the file (kept in the saves folder)."""

    def __init__(self, app, name: str, folder: str, on_done: Callable[[str], None]):
        super().__init__(app, "Save game as", (400, 160))
        self.on_done = on_done
        self.field = TextInput(self.place(100, 14, 280, 22), name, max_length=40,
                               allowed=lambda ch: ch.isalnum() or ch in " -_.",
                               tooltip="Letters, digits, spaces, dashes and dots")
        self.add(Label(self.place(14, 14, 80, 22), "&File name:", buddy=self.field))
        self.add(self.field)
        self.add(Label(self.place(14, 44, 370, 20), f"In {folder}", size=15))
        self.add_buttons(["&Save", "Cancel"], actions={"save": self.on_save})
        self.widgets.focus(self.field)

    def on_save(self) -> None:
        name = self.field.text.strip()
        if not name:
            return
        self.finish("save")
        self.on_done(name)


class JoinDialog(Dialog):
    """File/Game > Join a network game: the host's address, the table's join code and the seat to take (the last
    ones typed are offered). OK hands ``on_done`` the (host, port), the code as the host wrote it and the seat;
    what cannot be an address or a code is said under the fields and the dialog stays open."""

    SEATS: tuple[Seat | str, ...] = (Seat.N, Seat.E, Seat.S, Seat.W, SPECTATOR)

    def __init__(self, app, address: str, code: str, seat: str, on_done: Callable[[tuple, str, Seat | str], None]):
        super().__init__(app, "Join a network game", (400, 270))
        self.on_done = on_done
        self.address = TextInput(self.place(110, 14, 270, 22), address, max_length=80,
                                 tooltip="The address the host shows, such as 192.168.1.20 (a port after a colon)")
        self.code = TextInput(self.place(110, 44, 120, 22), code, max_length=12,
                              allowed=lambda ch: ch.isalnum() or ch == " ",
                              tooltip="The short code the host's table shows")
        self.add(Label(self.place(14, 14, 90, 22), "&Address:", buddy=self.address))
        self.add(self.address)
        self.add(Label(self.place(14, 44, 90, 22), "&Code:", buddy=self.code))
        self.add(self.code)
        self.seat_rect = self.place(14, 76, 160, 120)
        names = [seat.full_name if isinstance(seat, Seat) else "Watch the game" for seat in self.SEATS]
        chosen = [str(s) for s in self.SEATS].index(seat) if seat in [str(s) for s in self.SEATS] else 2
        tips = [f"You sit {name} (the host says which seats are for players)" for name in names[:4]]
        tips.append("You watch the game without a seat: you see the cards every player sees, no hand")
        self.seat = self.add(RadioGroup(self.place(26, 92, 140, 100), names, chosen, tooltips=tips))
        self.problem_rect = self.place(186, 80, 196, 96)
        self.problem = ""  # why the address or the code cannot be used, under the fields
        self.add_buttons(["&Join", "Cancel"], actions={"join": self.on_join})
        self.widgets.focus(self.address if not address else self.code)

    def on_join(self) -> None:
        try:
            where = parse_address(self.address.text)
        except ValueError as exc:
            self.say(f"The address: {exc}.")
            return
        code = normal_code(self.code.text)
        if not valid_code(code):
            self.say(f"The code is 4 to 12 of the letters and digits the host shows ({CODE_LETTERS[:8]}...).")
            return
        self.finish("join")
        self.on_done(where, code, self.SEATS[self.seat.selected])

    def say(self, text: str) -> None:
        self.problem = text

    def draw_client(self, surface) -> None:
        draw.group_box(surface, self.seat_rect, "Your seat")
        if self.problem:
            surface.blit(render_paragraph(self.problem, self.problem_rect.width), self.problem_rect.topleft)


class ListChoiceDialog(Dialog):
    """A list of lines, one to choose, and the button that acts on it (double click or Enter too): ``on_done``
    gets the index of the line chosen."""

    def __init__(self, app, title: str, heading: str, lines: list[str], on_done: Callable[[int], None], *,
                 button: str, empty: str, tooltip: str, width: int = 420, more: tuple[str, ...] = (),
                 button_width: int = BUTTON_WIDTH):
        super().__init__(app, title, (width, 300))
        self.lines = lines
        self.on_done = on_done
        self.list = self.add(ListBox(self.place(14, 30, width - 40, 170), lines or [empty],
                                     on_activate=lambda _: self.choose(), tooltip=tooltip))
        self.add(Label(self.place(14, 6, width - 40, 20), heading, buddy=self.list))
        self.add_buttons([button, *more, "Cancel"], width=button_width)
        for label in (button, *more):  # ``more``: buttons that act on the line chosen too (see ``chosen_with``)
            self.buttons[self.name_of(label)].on_click = partial(self.choose, label)
            self.buttons[self.name_of(label)].enabled = bool(lines)
        self.button = self.buttons[self.name_of(button)]
        self.chosen_with = self.button.label
        self.widgets.focus(self.list)

    @staticmethod
    def name_of(label: str) -> str:
        return draw.split_mnemonic(label)[0].lower()

    def choose(self, label: str | None = None) -> None:
        """The line chosen, with the button ``label`` (the first button: Enter, a double click)."""
        if not self.lines or self.list.selected < 0:
            return
        index = self.list.selected
        self.chosen_with = label or self.button.label
        self.finish(self.name_of(self.chosen_with))
        self.on_done(index)


class LoadDialog(ListChoiceDialog):
    """Game > Load: the saved games, newest first."""

    def __init__(self, app, files: list, on_done: Callable[[object], None]):
        self.files = files
        super().__init__(app, "Load a game", "&Saved games:", [path.name for path in files],
                         lambda index: on_done(files[index]), button="&Load", empty="(no saved game yet)",
                         tooltip="Double click a game to load it")


CARDS = "Replay &cards"  # the Replay a hand button that replays from the first card
VIEW = "&View"  # ... and the one that shows the hand in the replay viewer instead of playing it


class ReplayHandDialog(ListChoiceDialog):
    """Practice > Replay a hand (the hands of this game already scored) and Game > History > Replay a hand (the hands
    of a finished game): one to play again beside the game, from the start of its bidding or of its card play, or to
    view in the replay viewer. ``on_done`` gets the index of the hand and "bidding", "play" or "view"."""

    def __init__(self, app, lines: list[str], on_done: Callable[[int, str], None], *, title: str = "Replay a hand",
                 tooltip: str = "Double click a hand to play it again; the game keeps its score"):
        super().__init__(app, title, "&Hands of this game:", lines,
                         lambda index: on_done(index, {CARDS: "play", VIEW: "view"}.get(self.chosen_with, "bidding")),
                         button="Replay &bidding", more=(CARDS, VIEW), button_width=116,
                         empty="(no hand of this game has been scored yet)", width=560, tooltip=tooltip)
        self.buttons["view"].tooltip = ("Step through the hand instead of playing it: all four hands, the auction, "
                                        "each trick and the computers' reasons")


class HistoryGamesDialog(ListChoiceDialog):
    """Game > History > Replay a hand: the finished games of this kind, newest first, to choose the one whose hand
    is replayed."""

    def __init__(self, app, lines: list[str], on_done: Callable[[int], None]):
        super().__init__(app, "Replay a hand from History", "&Finished games, the newest first:", lines, on_done,
                         button="&Hands...", empty="(no finished game of this kind yet)", width=620,
                         tooltip="Double click a game to see its hands")


class ScoreFileDialog(Dialog):
    """Game > Score file: each side's total points and statistics over every session, and Erase to start over
    (after a question). ``erase()`` returns (the new file, None) or (None, why it failed)."""

    WIDTH = 400
    ROW = 19
    LABELS = 170  # the width of the label column
    MARGIN = 16
    HEAD_STYLE = Style(size=17)

    def __init__(self, app, game_name: str, sheet: score_file.ScoreFile,
                 erase: Callable[[], tuple[score_file.ScoreFile | None, str | None]]):
        self.sheet = sheet
        self.erase = erase
        super().__init__(app, f"Score file - {game_name}", (self.WIDTH, self._height(sheet)))
        self.add_buttons(["&Erase", "&Close"], default="&Close", width=90, actions={"erase": self.on_erase})
        self.buttons["close"].on_click = lambda: self.finish("close")  # not the dialog's on_close callback
        self.buttons["erase"].tooltip = "Start the score file over: every total and statistic back to zero"
        self.buttons["close"].tooltip = "Close the score file (it is kept)"
        self.widgets.focus(self.buttons["close"])  # Enter closes; erasing takes a click or E, then a question

    def on_erase(self) -> None:
        self.app.push(MessageBox(self.app, "Erase the score file? Every total and statistic goes back to zero, "
                                 "and counting starts again with the next hand.", "Erase the score file",
                                 buttons=("&Yes", "&No"), icon="question", on_close=self._erase_answered))

    def _erase_answered(self, choice: str) -> None:
        if choice != "yes":
            return
        sheet, problem = self.erase()
        if sheet is None:
            self.app.message(problem or "The score file could not be erased.", title="Score file", width=440)
            return
        self.sheet = sheet

    @property
    def texts(self) -> list[str]:
        """Every sentence and cell shown, in order (for tests and reading aloud)."""
        cells = [text for label, values in score_file.rows(self.sheet) for text in (label, *values)]
        return [score_file.summary(self.sheet), *cells]

    @classmethod
    def _head(cls, sheet: score_file.ScoreFile) -> pygame.Surface:
        return render_paragraph(score_file.summary(sheet), cls.WIDTH - 2 * FRAME - 2 * cls.MARGIN, cls.HEAD_STYLE)

    @classmethod
    def _height(cls, sheet: score_file.ScoreFile) -> int:
        """Room for the summary as it wraps (the game's words, big numbers), the table and the buttons."""
        head = max(cls._head(sheet).get_height(), 20)
        table = (len(score_file.rows(sheet)) + 1) * cls.ROW + 1
        return 2 * FRAME + theme.TITLE_BAR_HEIGHT + 1 + 20 + head + table + 10 + theme.BUTTON_HEIGHT + 10

    def table_rect(self, head: pygame.Surface | None = None) -> pygame.Rect:
        """Where the table goes, under the summary (``head``, rendered)."""
        client = self.client_rect
        head = head or self._head(self.sheet)
        return pygame.Rect(client.left + self.MARGIN, client.top + 20 + max(head.get_height(), 20),
                           client.width - 2 * self.MARGIN, (len(score_file.rows(self.sheet)) + 1) * self.ROW + 1)

    def draw_client(self, surface) -> None:
        client = self.client_rect
        head = self._head(self.sheet)
        surface.blit(head, (client.left + self.MARGIN, client.top + 10))
        rows = [("", [score_file.SIDE_NAMES[side] for side in score_file.SIDES]), *score_file.rows(self.sheet)]
        self._draw_table(surface, self.table_rect(head), rows)

    def _draw_table(self, surface, box: pygame.Rect, rows) -> None:
        surface.fill(theme.WHITE, box)
        pygame.draw.rect(surface, theme.BLACK, box, 1)
        font = theme.font(17)
        column = (box.width - self.LABELS) // len(score_file.SIDES)
        for r, (label, cells) in enumerate(rows):
            y = box.top + r * self.ROW
            if r:
                pygame.draw.line(surface, theme.SHADOW if r > 1 else theme.BLACK, (box.left + 1, y), (box.right - 2, y))
            image = font.render(label, True, theme.BLACK)
            surface.blit(image, (box.left + 6, y + 1 + (self.ROW - image.get_height()) // 2))
            for c, cell in enumerate(cells):
                x = box.left + self.LABELS + c * column
                cell_rect = pygame.Rect(x, y + 1, column, self.ROW)
                draw.blit_centered(surface, font.render(cell, True, theme.NAVY if r == 0 else theme.BLACK), cell_rect)
        for c in range(len(score_file.SIDES)):
            x = box.left + self.LABELS + c * column
            pygame.draw.line(surface, theme.BLACK, (x, box.top), (x, box.bottom - 1))


def open_score_file(app, variant_id: str, game_name: str) -> ScoreFileDialog:
    """Show the game's score file; a problem found in the file is said on top of it."""
    sheet, problems = store.load_score_file(variant_id)
    dialog = app.push(ScoreFileDialog(app, game_name, sheet, lambda: store.erase_score_file(variant_id)))
    for problem in problems:
        app.message(problem, title="Score file", width=440)
    return dialog
