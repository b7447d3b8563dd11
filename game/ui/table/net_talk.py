"""A network table's words between people: the chat line (Game > Talk to the table..., the T key), the lines
received shown a few seconds on the felt and kept in Game > Chat history, and the box that says the connection to
the host is lost with "Join again" (game/net/remote.py: RemoteSession.rejoin)."""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable

import pygame

from game.net.protocol import MAX_CHAT

from .. import theme
from ..theme import BLACK
from ..widgets.controls import Label
from ..widgets.dialogs import Dialog, MessageBox
from ..widgets.listbox import ListBox
from ..widgets.menu import MenuItem
from ..widgets.text import fit_text
from ..widgets.textinput import TextInput
from . import layout, paint
from .net_join import keep_token

CHAT_SECONDS = 8.0  # a chat line stays on the felt so long
CHAT_SHOWN = 3  # lines on the felt at most
CHAT_KEPT = 50  # lines in the chat history
CHAT_WIDTH = 264  # the felt's chat box, at most (pixels): the room between the info box and North's name


def chat_text_allowed(ch: str) -> bool:
    return ch.isprintable() and ch not in "\r\n\t"


class ChatDialog(Dialog):
    """Game > Talk to the table (T): one line to the players at the table; Enter sends it."""

    def __init__(self, app, on_send: Callable[[str], None]):
        super().__init__(app, "Chat", (420, 118))
        self.on_send = on_send
        self.line = TextInput(self.place(14, 30, 386, 22), "", max_length=MAX_CHAT, allowed=chat_text_allowed,
                              on_enter=lambda _: self.send(),
                              tooltip="A line to the other players at this table; Enter sends it")
        self.add(Label(self.place(14, 6, 386, 20), "&Say to the table:", buddy=self.line))
        self.add(self.line)
        self.add_buttons(["&Send", "Cancel"], actions={"send": self.send})
        self.widgets.focus(self.line)

    def send(self) -> None:
        text = " ".join(self.line.text.split())
        self.finish("send")
        if text:
            self.on_send(text)


class ChatHistoryDialog(Dialog):
    """Game > Chat history: the last lines said at this table, oldest first."""

    def __init__(self, app, lines: list[str]):
        super().__init__(app, "Chat history", (440, 290))
        self.list = self.add(ListBox(self.place(14, 30, 406, 180), lines or ["Nothing was said at this table yet."],
                                     tooltip="What the players said at this table, with the time"))
        self.add(Label(self.place(14, 6, 406, 20), "&Lines said at this table:", buddy=self.list))
        self.add_buttons(["&Close"])
        if lines:
            self.list.selected = len(lines) - 1
        self.widgets.focus(self.list)


class NetTalk:
    """The chat and the lost connection of a network table (``table``: its TableScene, ``table.session`` a
    RemoteSession)."""

    def __init__(self, table):
        self.table = table
        self.history: deque[str] = deque(maxlen=CHAT_KEPT)
        self.on_felt: deque[list] = deque(maxlen=CHAT_SHOWN)  # [line, seconds left]
        self.lost: str | None = None  # the reason, while the connection is lost

    @property
    def session(self):
        return self.table.session

    # -- what the host sent --------------------------------------------------------------------------
    def heard(self, update) -> None:
        for who, text in update.chat:
            self.said(f"{who}: {text}")
        if update.token and self.session.token_key:  # a seat taken again as a new player: its new token is kept
            keep_token(self.table.app, self.session.token_key, update.token[:64])
        if update.rejoined:
            self.lost = None
            self.table.start_hand(deal=False)
            self.table.flash_status("You are back at the table: the hand goes on")
        if update.lost is not None and self.lost is None:
            self.lost = update.lost
            if update.sent_away:
                self.say_sent_away(update.sent_away)
            else:
                self.ask_join_again()

    def said(self, line: str) -> None:
        self.history.append(f"{time.strftime('%H:%M')}  {line}")
        self.on_felt.append([line, CHAT_SECONDS])

    def tick(self, dt: float) -> None:
        for shown in self.on_felt:
            shown[1] -= dt
        while self.on_felt and self.on_felt[0][1] <= 0:
            self.on_felt.popleft()

    # -- the commands ----------------------------------------------------------------------------------
    def menu_items(self) -> list[MenuItem]:
        return [
            MenuItem("Tal&k to the table...", self.ask_chat, "T",
                     enabled=lambda: self.lost is None and not self.session.spectator,
                     tooltip="Say a line to the other players at this table"),
            MenuItem("Chat histor&y...", self.show_history, tooltip="The last lines said at this table"),
            MenuItem("Join a&gain", self.join_again, enabled=lambda: self.lost is not None,
                     tooltip="The connection to the host is lost: join the table again at your seat"),
        ]

    def actions(self) -> set:
        return {self.ask_chat, self.show_history, self.join_again}

    @property
    def menu(self) -> str:
        """The name of the table's first menu ("Game", or "File" in Pinochle and Scotch Whist)."""
        return self.table.traits.file_menu.replace("&", "")

    def ask_chat(self) -> None:
        if self.lost is not None:
            self.table.decline(f"The connection to the host is lost: {self.menu} > Join again first")
            return
        if self.session.spectator:
            self.table.decline("You watch this game: only its players talk at the table")
            return
        self.table.app.push(ChatDialog(self.table.app, self.session.client.send_chat))

    def show_history(self) -> None:
        self.table.app.push(ChatHistoryDialog(self.table.app, list(self.history)))

    def ask_join_again(self) -> None:
        def answer(choice: str) -> None:
            if choice == "join again":
                self.join_again()
            else:
                self.table.flash_status(f"The connection is lost: {self.menu} > Join again when the host is back")

        text = (f"The connection to the host is lost: {self.lost}. Join again to take your seat back: the hand goes "
                "on where it stands.")
        self.table.app.push(MessageBox(self.table.app, text, "Network game", buttons=("&Join again", "&Close"),
                                       icon="error", on_close=answer, width=420))

    def say_sent_away(self, change: str) -> None:
        """The host let a computer play this seat, or freed it: why this player left the table, and what is left."""
        lost = (self.lost or "")[:1].upper() + (self.lost or "")[1:]
        if change == "free":
            text = (f"{lost}. Your place there is no longer kept for you: while nobody else has taken it, Join again "
                    f"takes it as a new player; or join the table at another free seat ({self.menu} > Join a network "
                    "game).")
        else:
            text = f"{lost}. If the host gives your seat back, Join again takes it: the hand goes on where it stands."
        buttons = ("&Join again", "&Close")

        def answer(choice: str) -> None:
            if choice == "join again":
                self.join_again()

        self.table.app.push(MessageBox(self.table.app, text, "Network game", buttons=buttons, icon="info",
                                       on_close=answer, width=420))

    def join_again(self) -> None:
        if self.lost is None:
            return
        self.lost = None  # said again if this try fails too
        self.table.flash_status("Joining the table again...")
        self.session.rejoin()

    # -- drawing ---------------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        """The chat lines of the last seconds, in a small box where it covers nothing that matters (paint.clear_spot):
        over North's backs between the info box and North's name, else low on the left, else under the info box."""
        if self.on_felt:
            images = self.images()
            paint.draw_lines_box(surface, images, line_height=17, margin=(6, 4), topleft=self.box(images).topleft)

    def images(self) -> list:
        return [paint.text_image(fit_text(line, theme.font(16), CHAT_WIDTH - 12), 16, BLACK, shadow=False)
                for line, _ in self.on_felt]

    def box(self, images: list) -> pygame.Rect:
        """Where the chat lines' box lies now."""
        size = (max(image.get_width() for image in images) + 12, 17 * len(images) + 8)
        return paint.clear_spot(self.table, size, self.spots())

    def spots(self) -> list[dict]:
        felt, geometry = self.table.geometry.felt_rect, self.table.geometry
        return [{"topleft": (layout.INFO_BOX.right + 6, layout.TOP)},
                {"bottomleft": (felt.left + 4, geometry.peek_frame.top - 4)},
                {"topleft": (felt.left + 4, layout.INFO_BOX.bottom + 4)},
                {"midbottom": (felt.centerx, geometry.peek_frame.top - 4)}]
