"""Game > Host a network game: the Host dialog (the game, its rules, each seat, the port, what happens to a friend's
seat after a drop), then a box that shows this computer's addresses and the join code and waits for the friends,
then the table.

The host runs in a thread of its own (game.net.runner.HostRunner: its own asyncio loop), so the window's frame loop
never waits on it. The host's own window plays through the same remote table as a friend's does: a RemoteSession whose
NetClient joins 127.0.0.1 with the token the table kept for the host's seat. So the host's player sees exactly what a
friend sees (the host's engine decides every rule once), and there is one remote table to keep right, not two.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.engine import Seat
from game.engine.deal import MAX_DEAL_NUMBER
from game.net.hotseat import HotseatSession, PairedClients
from game.net.protocol import DEFAULT_PORT
from game.net.remote import RemoteSession
from game.net.saved import load_host_game, saved_host_game_line
from game.net.table import NetTable
from game.variants import VARIANTS

from .. import theme
from ..catalog import game_ids
from ..games import TABLES
from ..widgets import draw
from ..widgets.controls import Button, Label, RadioGroup
from ..widgets.dialogs import FRAME, Dialog, MessageBox
from ..widgets.listbox import ListBox
from ..widgets.text import render_paragraph, render_text
from ..widgets.textinput import NumberInput
from . import store
from .net_join import name_to_send
from .net_seats import SeatsDialog

YOU, FRIEND, OTHER = "you", "friend", "other"
PEOPLE = (YOU, FRIEND, OTHER)
SEAT_CHOICES = (YOU, FRIEND, "novice", "advanced", "expert", OTHER)
CHOICE_LABELS = {YOU: "You", FRIEND: "A friend (network)", "novice": "Novice", "advanced": "Advanced",
                 "expert": "Expert", OTHER: "Another person here"}
CHOICE_TIPS = {YOU: "you play this seat, at this computer",
               OTHER: "a second person plays this seat at this keyboard: the curtain comes down between you",
               FRIEND: "a friend joins this seat from another computer, with the address and the code",
               "novice": "a computer that plays simply and makes mistakes",
               "advanced": "a computer with sound bidding and play",
               "expert": "a computer that looks ahead over the cards it cannot see"}
DEFAULT_SEATS = {Seat.N: "advanced", Seat.E: "advanced", Seat.S: YOU, Seat.W: FRIEND}
STAND_IN_SECONDS = 60
TITLE = "Host a network game"


@dataclass
class HostChoice:
    """What the Host dialog chose."""

    variant_id: str
    options: object
    seats: dict  # Seat -> "you", "friend" or a computer's skill
    port: int
    stand_in_after: int | None  # seconds before a computer plays for a friend who dropped; None: the seat waits

    def local_seats(self) -> list[Seat]:
        """The seats played in this window: yours first, then those of the people sharing your keyboard."""
        return [seat for kind in (YOU, OTHER) for seat in Seat if self.seats[seat] == kind]

    def table_seats(self) -> dict:
        """The host's seats: a person (here or a friend) is "remote" to the host, a computer its skill."""
        return {seat: "remote" if kind in PEOPLE else kind for seat, kind in self.seats.items()}


def kept_seats(text: str) -> dict:
    """The seats the settings kept ("N=you,E=friend,..."), as the dialog's choices ({} when none or unreadable)."""
    seats = {}
    for part in text.split(","):
        letter, _, kind = part.partition("=")
        if letter in ("N", "E", "S", "W") and kind in SEAT_CHOICES:
            seats[Seat.parse(letter)] = kind
    return seats


def seat_choice_problem(variant_id: str, seats: dict) -> str | None:
    """Why these seats cannot make a network game of this game, in a sentence (None: they can)."""
    variant = VARIANTS[variant_id]
    people = [seat for seat in Seat if seats[seat] in PEOPLE]
    if not any(seats[seat] == YOU for seat in Seat):
        return "Choose You at the seat you play."
    if sum(seats[seat] == YOU for seat in Seat) > 1:
        return "You sit at one seat: for a second person at this keyboard choose Another person here."
    if not any(seats[seat] == FRIEND for seat in Seat):
        return "Choose A friend for at least one seat (without friends, Options > Players sets an offline game)."
    wrong = [seat for seat in people if seat not in variant.human_seats]
    if wrong:
        allowed = ", ".join(seat.full_name for seat in variant.human_seats)
        return f"In {variant.name} people sit {allowed} only: choose a computer for {wrong[0].full_name}."
    return None


class HostDialog(Dialog):
    """The game (a list), its rules (its own Rules options dialog), each seat's player, the port, and whether a
    computer plays for a friend who lost the connection; what cannot be hosted is said under them and the dialog
    stays open. OK hands ``on_done`` a HostChoice."""

    SPOTS = {Seat.N: (0, 0), Seat.S: (1, 0), Seat.W: (0, 1), Seat.E: (1, 1)}  # as Options > Players shows them
    BOX_W, BOX_H, LEFT_W = 172, 24 + 20 * len(SEAT_CHOICES), 200

    def __init__(self, app, variant_id: str, port: int, on_done: Callable[[HostChoice], None]):
        """The seats and the stand-in as the last game hosted had them (the settings), the port ``port``."""
        super().__init__(app, TITLE, (604, 414))
        self.last_seats = kept_seats(app.settings.host_seats)
        self.on_done = on_done
        self.games = game_ids()
        self.options = {variant_id: store.load_table(variant_id, VARIANTS[variant_id])[2]}
        self.problem = ""
        self._add_game(variant_id)
        self._add_port_and_stand_in(port)
        self.seat_groups: dict[Seat, RadioGroup] = {}
        self.seat_rects: dict[Seat, pygame.Rect] = {}
        for seat in Seat:
            self._add_seat(seat)
        self.problem_rect = self.place(self.LEFT_W + 14, 312, 350, 36)
        self.add_buttons(["&Host", "Cancel"], actions={"host": self.on_host})
        self.widgets.focus(self.game_list)

    def _add_game(self, variant_id: str) -> None:
        names = [VARIANTS[game].name for game in self.games]
        self.game_list = ListBox(self.place(14, 28, self.LEFT_W - 14, 5 * (theme.ROW_HEIGHT + 2) + 4), names,
                                 self.games.index(variant_id), tooltip="The game the table plays")
        self.add(Label(self.place(14, 6, 120, 20), "&Game:", buddy=self.game_list))
        self.add(self.game_list)
        self.rules = self.add(Button(self.place(14, 132, self.LEFT_W - 14, 24), "&Rules options...", self.ask_rules,
                                     tooltip="The rules the table plays by (your options of that game, to begin)"))

    def _add_port_and_stand_in(self, port: int) -> None:
        self.port = NumberInput(self.place(74, 168, 70, 22), port, 1, 65535,
                                tooltip=f"The port your friends connect to (usually {DEFAULT_PORT})")
        self.add(Label(self.place(14, 168, 56, 22), "&Port:", buddy=self.port))
        self.add(self.port)
        self.drop_rect = self.place(14, 202, self.LEFT_W - 14, 94)
        self.stand_in = self.add(RadioGroup(
            self.place(26, 220, 170, 40), ["The seat &waits", "A &computer plays"], 0, on_change=self._stand_in_chosen,
            tooltips=["The game waits for the friend to join again (with the same code)",
                      "After the seconds below, a computer (Advanced) plays the seat until the friend is back"]))
        self.seconds = NumberInput(self.place(50, 264, 50, 22), STAND_IN_SECONDS, 1, 3600,
                                   tooltip="How long the seat waits before a computer plays it")
        self.add(Label(self.place(26, 264, 24, 22), "after"))
        self.add(self.seconds)
        self.add(Label(self.place(106, 264, 80, 22), "seconds"))
        stand_in = self.app.settings.host_stand_in
        if stand_in:
            self.stand_in.selected = 1
            self.seconds.set_value(stand_in)
        self.seconds.enabled = bool(stand_in)  # only when "A computer plays" is chosen

    def _stand_in_chosen(self, index: int) -> None:
        self.seconds.enabled = index == 1

    def _add_seat(self, seat: Seat) -> None:
        column, row = self.SPOTS[seat]
        x, y = self.LEFT_W + 14 + column * (self.BOX_W + 10), 6 + row * (self.BOX_H + 8)
        self.seat_rects[seat] = self.place(x, y, self.BOX_W, self.BOX_H)
        chosen = SEAT_CHOICES.index(self.last_seats.get(seat, DEFAULT_SEATS[seat]))
        self.seat_groups[seat] = self.add(RadioGroup(
            self.place(x + 10, y + 16, self.BOX_W - 16, 20 * len(SEAT_CHOICES)),
            [CHOICE_LABELS[kind] for kind in SEAT_CHOICES], chosen,
            tooltips=[f"{seat.full_name}: {CHOICE_TIPS[kind]}" for kind in SEAT_CHOICES]))

    @property
    def variant_id(self) -> str:
        return self.games[max(0, self.game_list.selected)]

    def options_of(self, variant_id: str):
        if variant_id not in self.options:
            self.options[variant_id] = store.load_table(variant_id, VARIANTS[variant_id])[2]
        return self.options[variant_id]

    def ask_rules(self) -> None:
        variant_id = self.variant_id

        def chosen(options) -> None:
            self.options[variant_id] = options

        self.app.push(TABLES[variant_id].rules_dialog_for(self.app, self.options_of(variant_id), chosen))

    def choice(self) -> HostChoice:
        seats = {seat: SEAT_CHOICES[group.selected] for seat, group in self.seat_groups.items()}
        stand_in = self.seconds.commit() if self.stand_in.selected == 1 else None
        return HostChoice(self.variant_id, self.options_of(self.variant_id), seats, self.port.commit(), stand_in)

    def on_host(self) -> None:
        choice = self.choice()
        problem = seat_choice_problem(choice.variant_id, choice.seats)
        if problem:
            self.problem = problem
            return
        self.finish("host")
        self._keep(choice)
        self.on_done(choice)

    def _keep(self, choice: HostChoice) -> None:
        """The choices offered next time (the settings file); a settings file that cannot be written is said."""
        settings = self.app.settings
        settings.host_seats = ",".join(f"{seat}={kind}" for seat, kind in choice.seats.items())
        settings.host_port, settings.host_stand_in = choice.port, choice.stand_in_after or 0
        problem = store.save_settings(settings)
        if problem:
            self.app.message(problem, title="Your settings", width=440)

    def draw_client(self, surface) -> None:
        for seat, rect in self.seat_rects.items():
            draw.group_box(surface, rect, seat.full_name)
        draw.group_box(surface, self.drop_rect, "A friend who drops")
        if self.problem:
            surface.blit(render_paragraph(self.problem, self.problem_rect.width), self.problem_rect.topleft)


class HostingBox(Dialog):
    """The host is on: this computer's addresses with the port, the join code, and each seat (who has joined, who is
    awaited). The table opens when every friend has joined (``on_started(session)``); Cancel stops the host. What
    fails (the port taken, the host's own seat refused) is said in a message box."""

    WIDTH = 440

    def __init__(self, app, runner, addresses: list[str], local: dict[Seat, str], on_started, *,
                 resumed: bool = False):
        self.runner, self.addresses, self.local, self.on_started = runner, addresses, local, on_started
        self.resumed = resumed
        self.seats: dict = {}  # the host's last "seats" message: per seat letter, its kind, name, connection
        self.clients: dict = {}  # the host's own seats' NetClients, once the host listens
        self.joined: dict[Seat, list] = {}  # per own seat: its welcome and its first state
        self.port = 0
        super().__init__(app, TITLE, (self.WIDTH, self._height(addresses)), on_close=self._closed)
        self.add_buttons(["&Seats...", "Cancel"], align="center", default="Cancel",
                         actions={"seats...": self.ask_seats})
        self.buttons["seats..."].tooltip = ("A friend who does not come: let a computer play the seat (the game starts "
                                         "without them), or free it for someone else")

    # -- the host's news, every frame ----------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if self.result is not None:
            return
        if not self.clients:
            self._look_at_host()
            return
        for seat, client in self.clients.items():
            while self.result is None and (data := client.get(0)) is not None:
                self._heard(seat, data)
        if self.result is None and self._all_here():
            self._start()

    def ask_seats(self) -> None:
        """Seats at this table, before the game starts (a friend who never comes can be replaced)."""
        if self.port:
            self.app.push(SeatsDialog(self.app, self.runner, next(iter(self.local), None)))

    def _look_at_host(self) -> None:
        status, value = self.runner.poll()
        if status == "failed":
            self._failed(f"The game cannot be hosted: {value}.")
        elif status == "listening":
            self.port = int(value)
            self._join_own_seats()

    def _join_own_seats(self) -> None:
        from game.net.client import NetClient  # websockets is loaded by a host only

        for seat, token in self.local.items():
            client = NetClient(f"ws://127.0.0.1:{self.port}", self.runner.table.code, str(seat),
                               name=name_to_send(self.app.settings), token=token)
            self.clients[seat] = client
            client.start()

    def _heard(self, seat: Seat, data: dict) -> None:
        kind = data.get("kind")
        if kind == "welcome":
            self.joined[seat] = [data]
        elif kind == "state" and len(self.joined.get(seat, ())) == 1:
            self.joined[seat].append(data)
        elif kind == "seats":
            self.seats = dict(data.get("seats") or {})
            self.started = bool(data.get("started"))
        elif kind == "refused":
            self._failed(f"The host refused your own seat: {data.get('reason', '')}.")
        elif kind == "bye" or (kind == "connection" and data.get("status") in ("lost", "closed")):
            self._failed(f"The host stopped: {data.get('reason', '')}.")

    started = False

    def _all_here(self) -> bool:
        return self.started and all(len(self.joined.get(seat, ())) == 2 for seat in self.local)

    def _start(self) -> None:
        first, *more = self.local  # yours first: the table is yours, the others share your keyboard
        welcome, state = self.joined[first]
        if more:
            clients = PairedClients(self.clients[first], {seat: self.clients[seat] for seat in more})
            session: RemoteSession = HotseatSession(clients, welcome, state,
                                                    {seat: tuple(self.joined[seat]) for seat in more},
                                                    {"seats": self.seats})
        else:
            session = RemoteSession(self.clients[first], welcome, state, {"seats": self.seats})
        session.hosting = self.runner
        self.finish("started")
        self.on_started(session)

    def _failed(self, text: str) -> None:
        self.finish("failed")
        self.app.message(text, title=TITLE, icon="error", width=440)

    def _closed(self, choice: str) -> None:
        if choice == "started":
            return
        clients, runner = list(self.clients.values()), self.runner
        unplayed = not self.resumed and not runner.table.started  # nothing to resume: its file goes

        def stop() -> None:  # in the background: the window never waits on the network
            runner.close()  # first: the host's goodbye ends its own seats' connections, even one still joining
            for client in clients:
                client.close()
            if unplayed:
                runner.forget()

        threading.Thread(target=stop, daemon=True, name="net-host-stop").start()

    def is_animating(self) -> bool:
        return True  # the host's news is looked for every frame

    # -- what it shows --------------------------------------------------------------------------------
    @classmethod
    def _height(cls, addresses: list[str]) -> int:
        """Room for the lines (as many as the addresses make, each seat's the longest it may be) and Cancel."""
        sample = [cls.HEAD, *addresses, "Code:", "", *["North: waiting for a friend to join"] * 4, "",
                  "The game goes on where it stopped; your friends rejoin their seats with the same code."]
        text = sum(cls._line_height(line) for line in sample)
        return 2 * FRAME + theme.TITLE_BAR_HEIGHT + 1 + 12 + text + 16 + theme.BUTTON_HEIGHT + 12

    @classmethod
    def _line_height(cls, line: str) -> int:
        return 8 if not line else render_paragraph(line, cls.WIDTH - 2 * FRAME - 32).get_height() + 2

    HEAD = "Your friends choose Join a network game (in the Game or File menu) on their computer and type:"

    def lines(self) -> list[str]:
        """Every line the box shows, in order (for tests and reading aloud)."""
        if not self.port:
            return ["Starting the host..."]
        code = self.runner.table.code
        where = [f"Address: {address}:{self.port}" for address in self.addresses]
        return [self.HEAD, *where, f"Code: {code}", "", *[self.seat_line(seat) for seat in Seat], "", self.footer()]

    def seat_line(self, seat: Seat) -> str:
        info = self.seats.get(str(seat)) or {}
        kind = self.runner.table.seats[seat]
        if seat in self.local:
            yours = seat == next(iter(self.local))
            return f"{seat.full_name}: " + ("you" if yours else "a second person at this keyboard")
        if kind != "remote":
            return f"{seat.full_name}: {kind.capitalize()} (a computer)"
        name = info.get("name") or "a friend"
        if info.get("connected"):
            return f"{seat.full_name}: {name} has joined"
        return f"{seat.full_name}: waiting for {name}" + ("" if info.get("name") else " to join")

    def footer(self) -> str:
        waiting = [seat.full_name for seat in self.runner.table.remote_seats()
                   if seat not in self.local and not (self.seats.get(str(seat)) or {}).get("connected")]
        if self.resumed:
            return "The game goes on where it stopped; your friends rejoin their seats with the same code."
        if waiting:
            return "The game starts when every friend has joined."
        return "Everybody is here: the game starts."

    def draw_client(self, surface) -> None:
        client = self.client_rect
        y = client.top + 12
        font = theme.font(theme.UI_FONT_SIZE)
        for line in self.lines():
            if line.startswith(("Address:", "Code:")):  # what the friends type, in the title's colour
                surface.blit(render_text(line, font, theme.NAVY), (client.left + 16, y))
            elif line:
                surface.blit(render_paragraph(line, client.width - 32), (client.left + 16, y))
            y += self._line_height(line)


HOSTED_STOPS = ("your friends' game stops until you host it again (Game > Host a network game offers to resume "
                "it).")
CLOSE_HOSTED = f"Close the table? You host it: {HOSTED_STOPS}"
QUIT_HOSTED = f"Quit the program? You host this table: {HOSTED_STOPS}"  # the window closed, Alt+F4, Game > Exit


def show_hosting(app, session_of) -> MessageBox | None:
    """Game > Address and code for friends, at the table this window hosts: what they type, and who sits where."""
    from game.net.serve import addresses  # websockets is loaded already: this window hosts

    session = session_of()
    runner = getattr(session, "hosting", None)
    if runner is None:
        return None
    where = "\n".join(f"Address: {address}:{runner.port}" for address in addresses())
    seats = "\n".join(f"{seat.full_name}: {hosted_seat_words(session, seat)}" for seat in Seat)
    text = (f"Your friends choose Join a network game (in the Game or File menu) and type:\n{where}\n"
            f"Code: {runner.table.code}\n\n{seats}")
    return app.push(MessageBox(app, text, "Address and code", width=440))


def hosted_seat_words(session, seat: Seat) -> str:
    """Who plays ``seat`` at the table this window hosts, as the Address and code box says it."""
    kind = session.kind(seat)
    if session.is_human(seat):
        return "you" if seat == session.seat else "a second person at this keyboard"
    if kind != "remote":
        return f"{kind.capitalize()} (a computer)"
    name = session.names.get(seat) or "a friend"
    if session.stand_in.get(seat):
        return f"a computer until {name} is back"
    return f"{name}" if session.connected.get(seat) else f"waiting for {name} to join"


def host_from_choice(app, choice: HostChoice, on_started) -> HostingBox:
    """Start hosting what the Host dialog chose: the box that waits for the friends."""
    from game.net.runner import HostRunner  # websockets is loaded by a host only, not at every start
    from game.net.serve import addresses  # (the same)

    table = NetTable(choice.variant_id, choice.table_seats(), options=choice.options,
                     seed=random.randrange(1, MAX_DEAL_NUMBER + 1), wait_for_players=True)  # Pinochle's game number
    local = {seat: table.keep_for_host(seat) for seat in choice.local_seats()}
    runner = HostRunner(table, choice.port, stand_in_after=choice.stand_in_after)
    return app.push(HostingBox(app, runner, addresses(), local, on_started))


def resume_hosting(app, on_started) -> HostingBox | None:
    """Go on with the network game kept on the disk: the same port, code and seats; the friends rejoin."""
    from game.net.runner import HostRunner  # websockets is loaded by a host only, not at every start
    from game.net.serve import addresses  # (the same)

    found, problem = load_host_game()
    if found is None:
        app.message(problem or "There is no network game to resume.", title=TITLE, width=440)
        return None
    table, data = found
    local = {seat: table.tokens[seat] for seat in table.hosts_own if seat in table.tokens}
    runner = HostRunner(table, int(data.get("port") or DEFAULT_PORT), stand_in_after=data.get("stand_in_after"))
    return app.push(HostingBox(app, runner, addresses(), local, on_started, resumed=True))


def ask_host(app, variant_id: str, on_started, port: int | None = None) -> None:
    """Game > Host a network game: a game kept from the last time is offered first ("Resume the network game of
    <date>"), else (or on New game) the Host dialog."""
    def dialog() -> None:
        app.push(HostDialog(app, variant_id, port or app.settings.host_port,
                            lambda choice: host_from_choice(app, choice, on_started)))

    line = saved_host_game_line()
    if line is None:
        dialog()
        return

    def answered(choice: str) -> None:
        if choice == "resume":
            resume_hosting(app, on_started)
        elif choice == "new":
            dialog()

    app.push(MessageBox(app, f"{line}? Your friends rejoin their seats with the same code. A new game replaces it.",
                        TITLE, buttons=("&Resume", "&New game", "Cancel"), icon="question", width=440,
                        on_close=answered))

