"""The card table: a TableScene shows a TableSession and animates the events its actions return.

The scene never decides a rule. Humans act through the bidding panel, the announce buttons and the
cards; the engine accepts or refuses (IllegalAction and its reason). Computers decide in the worker
process; their answers are polled every frame, so the window keeps moving while they think.
Everything the engine returns becomes a queue of presentation steps (a packet dealt, a card sliding
to the table, the medal, the sweep...); the next step waits for the flights and pauses of the one
before, and a new decision is asked for only when the table has caught up with the engine.
"""

from __future__ import annotations

import random
import time
from collections import deque
from dataclasses import dataclass, field
from functools import partial

import pygame

from game import score_file
from game.ai.voice import to_you
from game.engine import PASS, Card, IllegalAction, Seat
from game.engine import events as event_types
from game.engine.actions import DECLARATION_LABELS
from game.engine.events import MatchScored
from game.engine.records import RecordError, match_from_record
from game.net.remote import OFFLINE_ONLY
from game.variants import GAMES, VARIANTS

from .. import theme
from ..games import TABLES
from ..markdown import parse_pages
from ..preferences import PreferencesDialog
from ..scenes import Scene
from ..user_profiles import open_user_profiles_at_table
from ..widgets.base import WidgetGroup
from ..widgets.dialogs import MessageBox
from ..widgets.menu import Menu, MenuBar, MenuItem, separator
from ..widgets.statusbar import StatusBar
from . import layout, paint, store
from .animation import Flight, Flights, speed_scale
from .bidding_panel import ImageButton, SpriteButton
from .challenge_table import ChallengeTable
from .dialogs import (
    BackcolorDialog,
    EndOfTurnDialog,
    GameSpeedDialog,
    HistoryGamesDialog,
    LoadDialog,
    NumberedHandDialog,
    PlayersDialog,
    ReplayHandDialog,
    SaveAsDialog,
    open_score_file,
    reasons_box,
)
from .edit_hand import EditHandScene
from .input_hand import InputHandDialog
from .net_host import CLOSE_HOSTED, QUIT_HOSTED, ask_host, show_hosting
from .net_join import ask_join
from .net_seats import show_seats
from .net_talk import NetTalk
from .replay_view import ReplayViewer
from .scorecard import ScoreCard
from .session import HINT_SKILL, SEATS, Reasons, TableSession, players_to_names
from .statistics import open_statistics
from .undo import NOTHING_TO_REDO, NOTHING_TO_UNDO
from .words import SIDE_NAMES, action_words, advice_words, contract_text, host_stop_words, replay_words, spell_suits
from .worker import Failure, shared_worker

SPEECH_SECONDS = 1.6
NOTE_SECONDS = 3.0
FLASH_SECONDS = 5.0
DEMO_SCORECARD_SECONDS = 3.0
CARD_KEYS_PREVIOUS = (pygame.K_LEFT, pygame.K_UP, pygame.K_s, pygame.K_e, pygame.K_KP4, pygame.K_KP8)
CARD_KEYS_NEXT = (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_d, pygame.K_x, pygame.K_KP6, pygame.K_KP2)
GO_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
HOST_POLL = 0.1  # seconds between looks for the host's messages at an idle network table
WAITING_FOR_THE_DEAL = "Waiting for the host to deal the next hand..."


@dataclass
class Request:
    """A decision asked of the worker for the seat to act (at ``moment``: the number of actions)."""

    ticket: int
    seat: Seat
    moment: int
    asked_at: float
    answer: object = None


# The events that are a seat's own call or card, and the field naming that seat (the turn marker: coming_actor).
ACTOR_FIELDS = {event_types.Called: "seat", event_types.CardPlayed: "seat", event_types.CardsPassed: "giver"}


@dataclass
class Shown:
    """What the table shows now (it lags the engine while the steps play)."""

    hands: dict = field(default_factory=lambda: {s: [] for s in SEATS})
    trick: list = field(default_factory=list)  # [(seat, card)]
    calls: dict = field(default_factory=lambda: {s: [] for s in SEATS})  # seat -> [(action, index)]
    call_count: int = 0
    contract: str | None = None
    declarer: Seat | None = None
    trump: str | None = None
    declared: dict = field(default_factory=lambda: {s: [] for s in SEATS})  # seat -> [label]
    melds: dict = field(default_factory=lambda: {s: [] for s in SEATS})  # seat -> [(label, cards, points)]
    speech: dict = field(default_factory=dict)  # seat -> [text, seconds left]
    medal: object = None  # the TrickWon on the table
    last_trick: tuple | None = None  # (winner, ((seat, card), ...))
    turn_up: object = None  # Belote: the card turned up in the middle while the players take
    belote: dict = field(default_factory=lambda: {s: [] for s in SEATS})  # seat -> ["Belote", "Rebelote"]
    note: str = ""
    note_left: float = 0.0
    deal_done: bool = False
    dummy: Seat | None = None  # Contract Bridge: the dummy, once its cards are face up
    tricks_swept: int = 0  # the tricks picked up so far
    score_due: bool = False  # the session scored the hand at its last card; its score card is still to come


class TableScene(Scene):
    """The card table of every game: the game's own part is ``self.game`` (its table class, game.ui.games)."""

    def __init__(self, app, *, variant_id: str = "belote_bridgee", deal: int | None = None, demo: bool = False,
                 session: TableSession | None = None, worker_mode: str = "process", seed: int | None = None,
                 offer_resume: bool = True, resume: bool = False, fresh: bool = False):
        super().__init__(app)
        self.variant_id = variant_id
        self.demo = demo
        self.demo_seats: dict | None = None  # F2's demonstration: the players as they were before it
        players, self.prefs, options, self.problems = store.load_table(variant_id, _variant(variant_id))
        self.saving_problems_shown: set[str] = set()
        if demo:
            players = {seat: "expert" for seat in SEATS}
        self.offer_resume = offer_resume and session is None and deal is None and not demo
        self.resume_now = resume and self.offer_resume  # the title screen's Resume: no question
        self.set_aside = fresh and self.offer_resume  # the title screen's No: a new game, no question either
        if session is None:
            start_seed = seed if seed is not None else deal if deal is not None else _fresh_seed()
            session = TableSession(variant_id, options, players, seed=start_seed, deal_number=deal,
                                   practice=deal is not None)
        self.session = session
        self.worker_mode = worker_mode
        self.worker = shared_worker(variant_id, worker_mode)
        self.saving_problems = store.Problems()
        self.autosaver = store.Autosaver(variant_id, self.saving_problems)
        self.human_move_saved = 0  # the autosave write of the last human move (the computers wait for it)
        self.clock = 0.0
        self.flights = Flights()
        self.steps: deque = deque()
        self.pause_left = 0.0
        self.turn_end: str | None = None  # "trick", "auction" or "hand": waiting for the end of turn
        self.turn_end_left: float | None = None
        self.request: Request | None = None
        self.hint_ticket: int | None = None
        self.hint_moment = -1
        self.hint_plays = False  # the hint asked for is played at once (the "." key)
        self.viewer: Seat | None = None
        self.curtain: Seat | None = None
        self.show_humans = False
        self.open_hands = False  # the hand is played face up (Belote's "Open hands" option: Variant.face_up_hands)
        self.peek = {"N": False, "W": False, "E": False, "last": False}  # by place: the top, left and right hands
        self.selected: int | None = None  # index of the keyboard-chosen card in the viewer's hand
        self.flash = ""
        self.flash_left = 0.0
        self.panel_moment = -1
        self.scorecard: ScoreCard | None = None
        self.holding = False  # a new hand waits for the Replay hand question or the Input hand box
        self.deal_asked = False  # a network table: Next hand asked before the host's deal came; taken up when it comes
        self.net_talk = NetTalk(self) if self.session.remote else None  # chat, a lost connection (network table)
        self.shown = Shown()
        self.game = TABLES[variant_id](self)
        self.duplicate = ChallengeTable(self, worker_mode)  # Practice > Duplicate challenge
        self.traits = self.game.traits
        self.widgets = WidgetGroup()
        self._build_widgets()
        menus = self._menus()
        if self.session.remote:
            self._network_menus(menus)
        self.menu_bar = MenuBar(menus, f10_opens=pygame.K_F10 not in self.game.key_map())
        self.status = StatusBar(lambda: app.status_text, right_text=self.status_right_texts)
        self.placed_lift = 0  # the widgets above are placed for the usual table (follow_geometry)
        paint.preload(app.settings, app.sound, self.session.variant.deck)
        self.start_hand()
        self.duplicate.follow()

    # -- building ------------------------------------------------------------------------------
    def _build_widgets(self) -> None:
        self.panel = self.game.add_widgets(self.widgets)
        self.panel.visible = False
        self.bulb = self.widgets.add(ImageButton(layout.BULB_RECT, "ui/light_bulb", self.ask_hint,
                                                 tooltip="Hint: what an expert would do in your place, and why"))
        self.peek_buttons: dict[str, SpriteButton] = {}
        for key, rect in layout.peek_rects().items():
            tip = ("Peek: show or hide the last trick" if key == "last"
                   else f"Peek: show or hide {self.seat_at(Seat[key]).full_name}'s cards")
            button = SpriteButton(rect, f"ui/arrow_{layout.PEEK_ARROWS[key]}", partial(self.toggle_peek, key),
                                 tooltip=tip)
            self.peek_buttons[key] = self.widgets.add(button)

    def _network_menus(self, menus: list[Menu]) -> None:
        """A network table: the items of an offline game (new game, load, rules, players, replays, practice...)
        are off with the reason; the window's own options, the help and the records stay."""
        kept = {self.next_hand, self.leave_table, self.ask_quit, self.show_history, self.show_statistics,
                self.show_score_file, self.show_score_sheet, self.open_help, self.app.toggle_boss,
                *self.game.actions_that_only_show()}
        left_out = {self.ask_players, self.ask_rules, self.open_guided_hand, self.toggle_without_help,
                    *self.game.actions_that_change_the_game()}
        kept |= self.net_talk.actions() if self.net_talk is not None else set()
        for menu in menus:
            free = menu.label in ("&Options", "&Help")  # the window's own choices and the help
            for item in menu.items:
                action = getattr(item.action, "func", item.action)  # a partial: its function
                if item.separator or action is None or action in (ask_join, show_hosting, show_seats):
                    continue
                if (action not in left_out) if free else (action in kept or item.action in kept):
                    continue
                item.enabled, item.tooltip = False, OFFLINE_ONLY[0].upper() + OFFLINE_ONLY[1:]

    def network_game_over_words(self) -> str:
        """What a player can do once the host's game is over: a new one is the host's to deal."""
        menu = self.traits.file_menu.replace("&", "")
        ended = host_stop_words(self.session.match) or "The game at this table is over."
        return (f"{ended} {OFFLINE_ONLY[0].upper()}{OFFLINE_ONLY[1:]}, so a new game "
                f"starts when the host deals one.\n\nYou can close this table ({menu} > Close table) and go back "
                f"to your own games, or join the host's next game ({menu} > Join a network game...).")

    def offline_only(self) -> bool:
        """A network table declines a command of an offline game (a key such as F2 or Ctrl+N): True."""
        if self.session.remote:
            self.decline(OFFLINE_ONLY[0].upper() + OFFLINE_ONLY[1:])
        return self.session.remote

    def _menus(self) -> list[Menu]:
        app = self.app
        game = self.game
        prefs_check = lambda name: (lambda: getattr(self.prefs, name))  # noqa: E731
        game_items = [
            MenuItem(self.traits.new_game_item, self.ask_new_game, "Ctrl+N" if game.key_map() else "F2",
                     enabled=self.can_start_new_game, tooltip=self.traits.new_game_tooltip),
            *game.items_after_new_game(),
            MenuItem("Next han&d", self.next_hand, "Space", enabled=self.can_next_hand,
                     tooltip="Deal the next hand (after the score card)"),
            *game.items_after_next_hand(),
            MenuItem("Un&do", self.undo, "Ctrl+Z", enabled=lambda: self.why_no_undo() is None,
                     tooltip=lambda: self.why_no_undo() or "Take back your last call, announce or card, and the "
                     "computers' moves after it"),
            MenuItem("R&edo", self.redo, "Ctrl+Y", enabled=lambda: self.why_no_redo() is None,
                     tooltip=lambda: self.why_no_redo() or "Play again what Undo took back"),
            separator(),
            MenuItem("Host a network &game...", partial(ask_host, app, self.variant_id, self.open_network_table),
                     tooltip="Play with friends on other computers: choose the game and the seats; they join with "
                     "this computer's address and a code"),
            MenuItem("Address and code &for friends...", partial(show_hosting, app, lambda: self.session),
                     enabled=lambda: getattr(self.session, "hosting", None) is not None,
                     tooltip="What your friends type to join the table you host, and who has joined"),
            MenuItem("Seats at this ta&ble...", partial(show_seats, app, lambda: self.session),
                     enabled=lambda: getattr(self.session, "hosting", None) is not None,
                     tooltip="Who holds each seat of the table you host: let a computer play a friend's seat, free "
                     "it for someone else, or give it back"),
            MenuItem("&Join a network game...", partial(ask_join, app, self.open_network_table, self.flash_status),
                     tooltip="Sit at a table a friend hosts on another computer: type its address and code"),
            *(self.net_talk.menu_items() if self.net_talk is not None else []),
            MenuItem("&Load...", self.ask_load, tooltip="Go on with a game you saved"),
            MenuItem("Save &as...", self.ask_save_as, tooltip="Keep this game in a file, to go on with it later"),
            MenuItem("&History...", self.show_history, tooltip="The finished games and the players' statistics"),
            MenuItem("Stat&istics...", self.show_statistics,
                     tooltip="Your games, hands and contracts in figures, the score race and your win rate in charts"),
            *([MenuItem("Sc&ore file...", self.show_score_file,
                        tooltip="Each side's total points and statistics, kept from one session to the next")]
              if score_file.offered(self.variant_id) else []),
            separator(),
            MenuItem("&User profiles...", partial(open_user_profiles_at_table, self),
                     tooltip="Who is playing: each profile keeps its own options, scores and game in progress"),
            MenuItem("&Close table", self.leave_table, tooltip="Back to the list of games (the game is kept)"),
            MenuItem("E&xit", self.ask_quit, game.accelerator(self.ask_quit) or "Alt+F4", tooltip="Leave the program"),
        ]
        return [
            Menu(self.traits.file_menu, game_items, tooltip="New game, next hand, leave"),
            *game.menus_after_game(),
            Menu("&Practice", [
                MenuItem("&Numbered hand...", self.ask_numbered_hand, enabled=self.duplicate.off,
                         tooltip="Deal a hand by its number: the same cards on every computer"),
                MenuItem("&Edit hand...", self.edit_hand, enabled=self.duplicate.off,
                         tooltip="Choose the cards of the hands and the dealer; the rest is dealt at random"),
                *([MenuItem("&Input hand...", self.ask_input_hand, enabled=self.duplicate.off,
                            tooltip="Type the four opening hands (7D N...) and play them")]
                  if self.traits.input_hand else []),
                MenuItem("D&uplicate challenge...", self.duplicate.ask,
                         tooltip="Play a set of numbered deals, then see how the Expert did with the same cards"),
                MenuItem("Challen&ge results...", self.duplicate.from_history,
                         tooltip="The duplicate challenges you finished, deal by deal"),
                separator(),
                MenuItem("Replay &bidding", partial(self.replay, "bidding"),
                         enabled=lambda: self.helps_allowed() and self.session.can_replay("bidding"),
                         tooltip="Back to the start of the auction of this hand"),
                MenuItem("Replay &cards", partial(self.replay, "play"), game.accelerator(self.replay),
                         enabled=lambda: self.helps_allowed() and self.session.can_replay("play"),
                         tooltip="Back to the first card of this hand"),
                MenuItem("&View the last hand...", self.view_last_hand, enabled=self.has_finished_hand,
                         tooltip="Step through the last hand played: all four hands, the auction, each trick and the "
                         "computers' reasons"),
                MenuItem("Replay a &hand...", self.ask_replay_hand,
                         enabled=lambda: self.helps_allowed() and bool(self.session.game.history),
                         tooltip="Play again one of the hands of this game already scored; the game keeps its score"),
                MenuItem("End b&idding", partial(self.end_phase, "bidding"),
                         enabled=lambda: self.session.can_end("bidding"),
                         tooltip="The computer finishes the auction for you"),
                MenuItem("End car&ds", partial(self.end_phase, "play"), enabled=lambda: self.session.can_end("play"),
                         tooltip="The computer plays the rest of the hand for you"),
                separator(),
                MenuItem("Play &without help", self.toggle_without_help, checked=prefs_check("without_help"),
                         tooltip="No hints, no reasons, no peeking, no replays: a real game"),
            ], tooltip="Numbered hands, the duplicate challenge, replays, and playing without help"),
            Menu("&Options", [
                MenuItem("&Players...", self.ask_players, tooltip="Human or computer (and its skill) at each seat"),
                MenuItem("&Rules options...", self.ask_rules, game.accelerator(self.ask_rules),
                         tooltip=self.traits.rules_tooltip),
                *game.items_after_rules(),
                MenuItem("&End of turn...", self.ask_end_of_turn,
                         tooltip="Wait for your right click after each trick, or a few seconds"),
                *game.items_after_end_of_turn(),
                MenuItem("&Game speed...", self.ask_game_speed, game.accelerator(self.ask_game_speed),
                         tooltip="How fast the computers play"),
                separator(),
                MenuItem("&Confirm", partial(self.toggle_pref, "confirm"), checked=prefs_check("confirm"),
                         tooltip="Ask before a new game, leaving the program and the like"
                         + (", and before your first card if you hold an announce not made"
                            if self.traits.announce_buttons else "")),
                MenuItem("&Status bar", partial(self.toggle_pref, "status_bar"), checked=prefs_check("status_bar"),
                         tooltip="Show or hide the status bar"),
                MenuItem("&Animate cards", partial(self.toggle_pref, "animate_cards"),
                         checked=prefs_check("animate_cards"), tooltip="Tricks slide to their winner"),
                MenuItem("See trick &winner", partial(self.toggle_pref, "see_trick_winner"),
                         checked=prefs_check("see_trick_winner"), tooltip="A medal on the card that wins the trick"),
                separator(),
                MenuItem("&Backcolor...", self.ask_backcolor, game.accelerator(self.ask_backcolor),
                         tooltip="The colour of the felt"),
                *game.items_after_backcolor(),
                MenuItem("Pre&ferences...", self.ask_preferences,
                         tooltip="Your name, the felt colour, the card back, the animation speed"),
                *app.window_menu_items(),
            ], tooltip="Players, rules, end of turn, speed and display"),
            Menu("&Help", [
                MenuItem("&Help", self.open_help, "F1", tooltip="Help on what you are doing now"),
                *game.items_after_help(),
                MenuItem("&Card values", partial(self.open_help, self.traits.card_values_page),
                         tooltip="The rank and points of the cards, in trumps and in other suits"),
                MenuItem("&Keys", partial(self.open_help, "Keys at the table"), tooltip="The keys at the table"),
                *game.items_after_keys(),
                *([MenuItem("&Guided first hand", self.open_guided_hand,
                            tooltip="A hand played step by step, with a guide who says what to do and why")]
                  if GAMES[self.variant_id].guided_hand is not None else []),
                MenuItem("Crazy C&lock", app.toggle_boss, "F12", tooltip="The boss key"),
                separator(),
                MenuItem("&About...", self.show_about, tooltip=f"About {theme.TITLE}"),
            ], tooltip="Rules and help"),
        ]

    # -- life cycle ----------------------------------------------------------------------------
    def on_push(self) -> None:
        for problem in self.problems:
            self.app.message(problem, title="Your settings")
        self.problems = []
        if self.resume_now:
            self.offer_resume = self.resume_now = False
            self.resume_autosave()
        elif self.set_aside:
            self.offer_resume = self.set_aside = False
            self.autosaver.clear()
            self.offer_guided_hand()
        elif self.offer_resume:
            self.offer_resume = False
            if not self._offer_resume():
                self.offer_guided_hand()

    def on_pop(self) -> None:
        self.duplicate.close()
        self.worker.forget(self.request.ticket if self.request else None)
        self.autosaver.flush(2.0)
        self.game.leaving()

    def _offer_resume(self) -> bool:
        """Ask whether to go on with the game left unfinished, if there is one (True: asked)."""
        record = self._autosave_record()  # loading it also records a finished game left in it (game.storage)
        if record and self.prefs.new_game_at_start:  # Pinochle's table option: the unfinished game is not offered
            self.autosaver.clear()
            return False
        if not record:
            return False

        def answer(choice: str) -> None:
            if choice != "yes":
                self.autosaver.clear()
                return
            self._take_up(record)

        self.app.push(MessageBox(self.app, "A game was left unfinished. Go on with it?", "Resume",
                                 buttons=("&Yes", "&No"), icon="question", on_close=answer))
        return True

    def offer_guided_hand(self) -> None:
        """The first start of this game's table: its guided hand is offered, once (game.ui.table.guided)."""
        self.app.guided_hand(self, offer=True)

    def open_guided_hand(self) -> None:
        """Help > Guided first hand."""
        self.app.guided_hand(self)

    def resume_autosave(self) -> None:
        """The title screen's Resume: the game left unfinished, at once."""
        record = self._autosave_record()
        if record:
            self._take_up(record)

    def _autosave_record(self) -> dict | None:
        record, problem = store.load_autosave(self.variant_id)
        if problem:
            self.app.message(problem, title="Saved game")
        return record

    def _take_up(self, record: dict) -> None:
        try:
            session = TableSession.from_record(record, players=self.session.players)
        except RecordError as exc:
            self.app.message(f"The game in progress could not be resumed: {exc}", title="Saved game")
            return
        self.set_session(session)

    def set_session(self, session: TableSession) -> None:
        self._forget_request()
        self.session = session
        self.start_hand()
        self.duplicate.follow()
        if session.challenge_over:  # taken up after its last deal: the results are due
            self.duplicate.show_results()

    # -- helpers about who sees what ------------------------------------------------------------
    @property
    def hand(self):
        return self.session.hand

    def helps_allowed(self) -> bool:
        return not self.prefs.without_help and self.session.challenge is None

    def why_no_help(self) -> str:
        """Why hints, peeks and replays are off (helps_allowed is False), in a few words."""
        if self.session.challenge is not None:
            return "this is a duplicate challenge"
        return "you play without help (Practice menu)"

    def hotseat(self) -> bool:
        return len(self.session.humans()) > 1

    def all_hands_open(self) -> bool:
        """Every hand is shown: computers only (a demonstration), or a hand played with open hands."""
        return self.open_hands or not self.session.humans()

    def face_up(self, seat: Seat) -> bool:
        if self.curtain is not None and self.session.humans():
            return False
        if self.all_hands_open():
            return True
        humans = self.session.humans()
        if seat == self.viewer or seat == self.shown.dummy:
            return True
        if self.show_humans and seat in humans:
            return True
        return self.helps_allowed() and self.peek.get(self.place(seat).name, False)

    def ready_human(self) -> Seat | None:
        """The human who may act now: the table has caught up and no curtain hides the cards."""
        if self.steps or self.blocked() or self.curtain is not None:
            return None
        seat = self.session.human_to_act()
        if seat is None or (self.hotseat() and seat != self.viewer):
            return None
        return seat

    def blocked(self) -> bool:
        return bool(self.flights) or self.pause_left > 0 or self.turn_end is not None or self.holding

    def scale(self) -> float:
        return speed_scale(self.app.settings.animation_speed)

    def score_text(self) -> str:
        return self.game.score_text()

    def watching(self) -> bool:
        """Computers at every seat for the show: started as a demo, F2, or for a reason of the game's (Pinochle's
        Select Game playing the hands before yours)."""
        return self.game.watching() or self.demo or self.demo_seats is not None

    def card_seat(self) -> Seat | None:
        """The hand whose card the human to act plays now: his own, or the dummy's on the dummy's turn."""
        seat = self.ready_human()
        if seat is None or self.hand.phase != "play":
            return seat
        return self.hand.playing_from(seat)

    # -- a new hand ----------------------------------------------------------------------------
    def start_hand(self, deal: bool = True) -> None:
        """The hand on the table: dealt with its animation (``deal``) if nobody has acted yet, else as it stands."""
        self.steps.clear()
        self.flights.clear()
        self.pause_left = 0.0
        self.turn_end = None
        self.turn_end_left = None
        self._forget_request()
        self.shown = Shown()
        self.game.hand_started()
        self.selected = None
        self.panel_moment = -1
        humans = self.session.humans()
        self.viewer = humans[0] if len(humans) == 1 else None
        self.curtain = None
        self.open_hands = bool(self.hand.variant.face_up_hands(self.hand.view(Seat.S)))
        if self.hand.actions or not deal:
            self._sync_display()
        else:
            self.present(self.hand.start_events)

    def _sync_display(self) -> None:
        """Show a hand taken up in the middle (a resumed game, Replay cards) as it stands."""
        hand = self.hand
        seen = hand.view(Seat.S)
        trump = seen.trump
        shown = self.shown
        for seat in SEATS:
            shown.hands[seat] = self.display_hand(seat, hand.view(seat).hand, trump)
        for index, (seat, call) in enumerate(seen.public.auction):
            shown.calls[seat].append((call, index))
        shown.call_count = len(seen.public.auction)
        shown.contract = seen.public.contract_text
        shown.declarer = seen.public.declarer
        shown.trump = trump
        shown.trick = list(seen.trick)
        if seen.tricks:
            _, cards, winner = seen.tricks[-1]
            shown.last_trick = (winner, cards)
        shown.tricks_swept = len(seen.tricks)
        shown.deal_done = True
        self.game.synced()

    def next_hand(self) -> None:
        if not self.can_next_hand() or self.duplicate.next_deal():
            return
        if self.session.remote and not self.session.next_hand_ready():
            self.deal_asked = True  # the host's deal is on its way: taken up as soon as it comes (_hear_from_host)
            self.flash_status(WAITING_FOR_THE_DEAL)  # over what the status bar said of the hand; the prompt after it
            return
        if self.deal_asked and self.flash == WAITING_FOR_THE_DEAL:
            self.flash, self.flash_left = "", 0.0  # the deal came: no longer waited for
        self.deal_asked = False
        self.session.next_hand()
        self.before_hand()

    def can_next_hand(self) -> bool:
        """The next hand may be asked for (at a network table, before the host's deal came too: it waits for it)."""
        return (self.hand.done and self.session.match.current_scored and not self.shown.score_due
                and self.scorecard is None and self.duplicate.box is None and not self.holding
                and (not self.session.remote or self.session.next_hand_ready() or not self.session.game_over))

    def new_game(self) -> None:
        if self.session.remote and self.session.game_over:  # the score card's New game at a network game's end
            self.app.message(self.network_game_over_words(), title="Network game")
            return
        if self.offline_only():
            return
        self.session.new_game(seed=_fresh_seed())
        self.before_hand()

    def before_hand(self) -> None:
        """A hand just dealt: with the "Replay hand" option, ask first whether to play the last hand again;
        with "Input hand", let the opening hands be typed; then show the deal."""
        options = self.session.options
        if self.watching():
            self._release()
            return
        if self.session.variant.offers_last_hand_again(options) and self.session.can_replay_last_hand():
            self.holding = True
            dealer = Seat.parse(self.session.match.records[-1]["dealer"]).full_name

            def answer(choice: str) -> None:
                if choice == "yes":
                    self.session.replay_last_hand()
                    self._release()
                else:
                    self._ask_input_or_start()

            self.app.push(MessageBox(self.app, f"Replay the last hand? The same cards, dealt by {dealer} again.",
                                     "Replay hand", buttons=("&Yes", "&No"), icon="question", on_close=answer))
            return
        self._ask_input_or_start()

    def _ask_input_or_start(self) -> None:
        if self.session.variant.types_opening_hands(self.session.options):
            self.holding = True
            self.ask_input_hand(on_close=lambda choice: self._release() if choice != "deal" else None)
            return
        self._release()

    def _release(self) -> None:
        self.holding = False
        self.start_hand()

    # -- presenting the engine's events --------------------------------------------------------
    def presenters(self) -> dict:
        """Event type -> how the table shows it (a bound method taking the event); the game's own way first."""
        types = event_types
        return {types.Dealt: self._show_Dealt, types.TurnUp: self._show_TurnUp, types.Called: self._show_Called,
                types.AuctionEnded: self._show_AuctionEnded, types.TrumpSet: self._show_TrumpSet,
                types.Declared: self._show_Declared, types.MeldShown: self._show_MeldShown,
                types.AnnouncesCompared: self._show_AnnouncesCompared, types.BelotSaid: self._show_BelotSaid,
                types.CardPlayed: self._show_CardPlayed, types.TrickWon: self._show_TrickWon,
                types.PassedOut: self._show_PassedOut, MatchScored: self._show_MatchScored} | self.game.presenters()

    def present(self, events) -> None:
        presenters = self.presenters()
        for event in events:
            show = presenters.get(type(event))
            if show is not None:
                self.steps.append(partial(show, event))
            if isinstance(event, MatchScored):
                self.shown.score_due = True

    def coming_actor(self) -> Seat | None:
        """The seat of the next call or card still to be shown (None: none is waiting): a network table's turn marker
        (paint.turn_seat), its host being maybe moves ahead of the animation."""
        for step in self.steps:
            event = step.args[0] if isinstance(step, partial) and step.args else None
            seat = getattr(event, ACTOR_FIELDS.get(type(event), ""), None)
            if isinstance(seat, Seat):
                return seat
        return None

    def _advance(self) -> None:
        while self.steps and not self.blocked():
            self.steps.popleft()()

    def _insert_steps(self, steps) -> None:
        self.steps.extendleft(reversed(list(steps)))

    def display_hand(self, seat: Seat, cards, trump: str | None) -> list[Card]:
        if None in cards:  # a hand this seat does not see (a network table): its backs, in no order
            return list(cards)
        return self.game.sort_hand(seat, cards, trump)

    def _show_Dealt(self, event) -> None:
        packets = list(event.packets)
        if len(packets) > 16:  # a card at a time (Contract Bridge): a round of four flies at once
            steps = [partial(self._deal_round, event.dealer, packets[i:i + 4]) for i in range(0, len(packets), 4)]
        else:
            steps = [partial(self._deal_packet, event.dealer, seat, cards) for seat, cards in packets]
        steps.append(self._deal_finished)
        self.shown.deal_done = False
        self._insert_steps(steps)

    def _deal_packet(self, dealer: Seat, seat: Seat, cards, quiet: bool = False) -> None:
        if not quiet:
            self.app.sound.play("deal")
        hand = self.shown.hands[seat]
        final = self.geometry.hand_rects(self.place(seat), len(hand) + len(cards), self.face_up(seat))
        duration = 0.16 * self.scale()
        for k, card in enumerate(cards):
            target = final[len(hand) + k].topleft
            start, face_up, flying = self.geometry.deck_spot(self.place(dealer)), False, card
            if self._picks_up_turn_up(seat, card, k):  # the taker picks up the turn-up card
                start, face_up, flying, self.shown.turn_up = layout.TURN_UP_SPOT, True, self.shown.turn_up, None
            self.flights.add(Flight(flying, start, target, duration, face_up=face_up,
                                    delay=0.04 * k * self.scale(), on_land=partial(hand.append, card)))

    def _picks_up_turn_up(self, seat: Seat, card, index: int) -> bool:
        """The card ``index`` of a packet dealt to ``seat`` is the turn-up: at a network table another taker's cards
        are backs (None), and the turn-up is the first of the taker's packet."""
        if self.shown.turn_up is None:
            return False
        if card is not None:
            return card is self.shown.turn_up
        return index == 0 and seat == self.shown.declarer

    def _deal_round(self, dealer: Seat, packets) -> None:
        for seat, cards in packets:
            self._deal_packet(dealer, seat, cards, quiet=seat != packets[0][0])

    def _deal_finished(self) -> None:
        for seat in SEATS:
            self.shown.hands[seat] = self.display_hand(seat, self.shown.hands[seat], self.shown.trump)
        self.shown.deal_done = True

    def _show_TurnUp(self, event) -> None:
        self.app.sound.play("card")
        self.flights.add(Flight(event.card, layout.deck_spot(self.place(self.hand.dealer)), layout.TURN_UP_SPOT,
                                0.22 * self.scale(), face_up=True,
                                on_land=partial(setattr, self.shown, "turn_up", event.card)))

    def _show_Called(self, event) -> None:
        shown = self.shown
        shown.calls[event.seat].append((event.call, shown.call_count))
        shown.call_count += 1
        self.app.sound.play("bid")
        self.pause_left = 0.12 * self.scale()

    def _show_AuctionEnded(self, event) -> None:
        self.shown.contract = event.contract
        self.shown.declarer = event.declarer
        if event.contract:
            self.note(f"Contract: {contract_text(event.contract)} by {event.declarer.full_name}")
            self.wait_turn_end("auction")
        else:
            self.note("All four passed: no contract")

    def _show_TrumpSet(self, event) -> None:
        self.shown.trump = event.suit
        for seat in SEATS:
            self.shown.hands[seat] = self.display_hand(seat, self.shown.hands[seat], event.suit)
        self.selected = None

    def _show_Declared(self, event) -> None:
        self.shown.declared[event.seat].append(event.label)
        self.say(event.seat, event.label + "!")
        self.app.sound.play("bid")

    def _show_MeldShown(self, event) -> None:
        self.shown.melds[event.seat].append((event.label, event.cards, event.points))

    def _show_AnnouncesCompared(self, event) -> None:
        winner = SIDE_NAMES.get(event.side, "") if event.side else "Nobody"
        word = self.traits.announces_word
        self.note(f"{word}: {winner} score them")
        self.flash_status(f"{word}: {event.reason}")

    def _show_BelotSaid(self, event) -> None:
        self.shown.belote[event.seat].append(event.word)
        self.say(event.seat, event.word + "!")

    def _show_CardPlayed(self, event) -> None:
        seat, card = event.seat, event.card
        hand = self.shown.hands[seat]
        rects = paint.card_rects(self, seat)
        held = card if card in hand else None  # None: one of the backs of a hand this seat does not see
        start = rects[hand.index(held)].topleft if held in hand else self.geometry.deck_spot(self.place(seat))
        if held in hand:
            hand.remove(held)
        self.selected = None
        self.app.sound.play("card")
        self.flights.add(Flight(card, start, self.geometry.trick_spots[self.place(seat)], 0.22 * self.scale(),
                                on_land=partial(self.shown.trick.append, (seat, card))))

    def _show_TrickWon(self, event) -> None:
        self.shown.medal = event
        if self.prefs.see_trick_winner:
            self.app.sound.play("medal")
        self._insert_steps([partial(self._sweep, event)])
        self.wait_turn_end("trick")

    def _sweep(self, event) -> None:
        shown = self.shown
        shown.medal = None
        shown.last_trick = (event.winner, event.cards)
        shown.tricks_swept += 1
        self.app.sound.play("sweep")
        if self.prefs.animate_cards:
            target = layout.sweep_spot(self.place(event.winner))
            for seat, card in shown.trick:
                self.flights.add(Flight(card, self.geometry.trick_spots[self.place(seat)], target, 0.3 * self.scale()))
        shown.trick = []

    def _show_PassedOut(self, event) -> None:
        self.shown.turn_up = None
        self.note("All four passed: no contract")

    def _show_MatchScored(self, event) -> None:
        """The hand's score card (the session scored the hand at its last card, and keep_scored_hand wrote it): from
        here on the table shows the new scores."""
        summary, result, match = event.summary, event.result, self.session.match
        self.shown.score_due = False
        ours = self.our_side()
        if match.over or (result.points.get(ours, 0) > max(v for k, v in result.points.items() if k != ours)):
            self.app.sound.play("win")
        if self.session.challenge is not None:
            self.duplicate.deal_over()
            return
        if self.game.after_hand(summary, result):
            return
        self.scorecard = ScoreCard(self.app, summary, match_over=self.session.game_over, winner=match.winner,
                                   target=match.target, practice=self.session.practice, made=result.made,
                                   on_close=self._scorecard_closed, contract_word=self.traits.contract_word,
                                   replay=self.session.replaying, heading=self.game.score_card_heading(summary, result),
                                   on_view=self.replay_button_action, end_words=host_stop_words(match))
        if self.watching():
            self.scorecard.auto_close = DEMO_SCORECARD_SECONDS
        self.keep_clear_of_the_task_bar(self.scorecard)
        self.app.push(self.scorecard)

    def shown_scores(self) -> dict[str, int]:
        """The game's scores as the table shows them: the session scores a hand when its last card falls, the table
        counts it from its score card on."""
        match = self.session.match
        if not self.shown.score_due:
            return dict(match.scores)
        last = match.history[-1]
        return {key: total - last.points.get(key, 0) for key, total in last.totals.items()}

    def shown_over(self) -> bool:
        """The game is over as the table shows it: from the score card of its last hand on, as above."""
        return self.session.match.over and not self.shown.score_due

    def shown_target(self) -> int:
        """The game's target score as the table shows it (Belote's rises when both sides pass it), as above."""
        return self.hand.context.get("target", self.session.match.target) if self.shown.score_due else \
            self.session.match.target

    def _scorecard_closed(self, choice: str) -> None:
        self.scorecard = None
        if choice == "next hand" or (choice == "new game" and self.session.replaying):  # back to the game kept aside
            self.next_hand()
        elif choice == "new game":
            self.new_game()

    def our_side(self) -> str:
        humans = self.session.humans()
        return (humans[0] if humans else Seat.S).side

    # -- small table messages ------------------------------------------------------------------
    def say(self, seat: Seat, text: str) -> None:
        self.shown.speech[seat] = [text, SPEECH_SECONDS]

    def note(self, text: str) -> None:
        self.shown.note, self.shown.note_left = text, NOTE_SECONDS

    def flash_status(self, text: str) -> None:
        self.flash, self.flash_left = text, FLASH_SECONDS

    def decline(self, text: str) -> None:
        """A command that cannot be done now: the refusal sound, and why (``text``) for a moment in the status bar."""
        self.app.sound.play("refusal")
        self.flash_status(text)

    def wait_turn_end(self, kind: str) -> None:
        self.turn_end = kind
        automatic = not self.session.humans() or self.watching()  # nobody is to click (Pinochle: Select Game)
        waits = self.prefs.end_of_turn == "wait" or automatic
        self.turn_end_left = float(self.prefs.wait_seconds) if waits else None
        if waits and automatic:
            self.turn_end_left = min(self.turn_end_left, 1.0) * self.scale()

    def end_turn(self) -> None:
        if self.turn_end is not None:
            self.turn_end = None
            self.turn_end_left = None

    # -- computers -----------------------------------------------------------------------------
    def _forget_request(self) -> None:
        if self.request is not None:
            self.worker.forget(self.request.ticket)
        self.request = None

    def _collect_answers(self) -> None:
        answers = self.worker.poll()
        if self.request is not None and self.request.ticket in answers:
            self.request.answer = answers[self.request.ticket]
        if self.hint_ticket is not None and self.hint_ticket in answers:
            self._show_hint(answers[self.hint_ticket])

    def _drive(self) -> None:
        """The table has caught up: ask the computer to act, or wait for a human."""
        hand = self.hand
        seat = hand.to_act
        if seat is None:
            return
        if self.session.is_human(seat):
            self._forget_request()
            if self.hotseat() and seat != self.viewer and self.curtain is None:
                if self.open_hands:
                    self.viewer = seat  # nothing is hidden: no curtain between the players
                else:
                    self.curtain = seat
            return
        if self.session.remote:
            return  # the host's computers and players decide the other seats
        moment = len(hand.actions)
        if self.request is None or self.request.moment != moment or self.request.seat != seat:
            self._forget_request()
            ticket = self.worker.ask(self.session.skill_for(seat), self.session.player_seed(seat), hand.view(seat))
            self.request = Request(ticket, seat, moment, self.clock)
            return
        answer = self.request.answer
        if answer is None or self.clock - self.request.asked_at < self.prefs.computer_pause:
            return
        if not self.autosaver.done(self.human_move_saved):
            return  # a human's last move is not on the disk yet: it must be before the next move is shown
        self.request = None
        self._computer_acts(seat, answer)

    def _computer_acts(self, seat: Seat, answer) -> None:
        if isinstance(answer, Failure):
            self.flash_status(f"{seat.full_name}'s computer player failed ({answer.message}); it plays the first "
                              "card or call the rules allow")
            action, reasons, details = self.session.legal_actions()[0], [answer.message], []
        else:
            action, reasons, details = answer.action, answer.reasons, answer.details
        try:
            events = self.session.apply(action, reasons, details)
        except IllegalAction as exc:
            self.flash_status(f"{seat.full_name}'s computer player chose {action}: {exc.reason}")
            events = self.session.apply(self.session.legal_actions()[0])
        self.present(events)
        self.keep_action(events)

    # -- humans --------------------------------------------------------------------------------
    def human_act(self, action) -> bool:
        """A human's call, announce or card; the engine decides. True when accepted."""
        seat = self.ready_human()
        if seat is None:
            return False
        try:
            events = self.session.apply(action)
        except IllegalAction as exc:
            self.refuse(exc.reason)
            return False
        self.human_move_saved = self.keep_action(events)  # on the disk before the next move is shown (_drive)
        self.viewer = seat if self.hotseat() else self.viewer
        self.selected = None
        self.present(events)
        return True

    def play_card(self, card: Card) -> None:
        seat = self.ready_human()
        if seat is None or self.hand.phase not in ("play", "passing"):
            return
        if self.game.before_card(card):
            return
        open_announces = self.session.announces_open(seat)
        if open_announces and self.prefs.confirm:
            names = " and ".join(DECLARATION_LABELS[k].lower() for k in open_announces)
            self.app.push(MessageBox(
                self.app, f"You hold a {names} and have not announced it. Announces are made with your first "
                f"card, or they are lost.\n\nPlay the {card.name} without announcing?", "Confirm",
                buttons=("&Yes", "&No"), icon="question",
                on_close=lambda choice: self.human_act(card) if choice == "yes" else None))
            return
        self.human_act(card)

    def refuse(self, reason: str) -> None:
        text = reason[0].upper() + reason[1:] if reason else "Not allowed"
        self.decline(text)
        self.app.push(MessageBox(self.app, text + ("" if text.endswith(".") else "."), "Not allowed", icon="error"))

    def pass_call(self) -> None:
        seat = self.ready_human()
        if seat is not None and self.hand.phase == "bidding":
            self.human_act(PASS)

    # -- help: hints, reasons, peeking -----------------------------------------------------------
    def ask_hint(self, quiet: bool = False) -> None:
        seat = self.ready_human()
        if not quiet:
            self.hint_plays = False
        if seat is None or (not self.helps_allowed() and not self.hint_plays):
            self.decline("A hint is given when it is your turn" if self.helps_allowed()
                         else f"No hints: {self.why_no_help()}")
            return
        self.worker.forget(self.hint_ticket)
        self.hint_moment = len(self.hand.actions)
        self.hint_ticket = self.worker.ask(*self.hint_request(seat))
        self.flash_status("The computer chooses for you..." if self.hint_plays
                          else "The expert is thinking about your hand...")

    def hint_request(self, seat: Seat) -> tuple:
        """What the Hint asks the computer worker for ``seat``: (skill, seed, view); at a network table the view is
        this seat's as the host sent it (the automation probe asks the same)."""
        return HINT_SKILL, self.session.player_seed(seat), self.hand.view(seat)

    def _show_hint(self, answer) -> None:
        self.hint_ticket = None
        if self.hint_moment != len(self.hand.actions):
            return  # the game went on meanwhile
        if self.hint_plays:
            self.hint_plays = False
            self.flash, self.flash_left = "", 0.0
            self._play_for_human(answer)
            return
        if isinstance(answer, Failure):
            reasons_box(self.app, "Hint", "No hint this time.", [answer.message])
            return
        self.game.hint_call(answer.action)
        self.flash = ""
        reasons_box(self.app, "Hint", advice_words(answer.action) + ".", [to_you(r) for r in answer.reasons],
                    icon="info", details=[to_you(d) for d in answer.details])

    def _play_for_human(self, answer) -> None:
        if isinstance(answer, Failure):
            self.flash_status(f"The computer player failed ({answer.message}); the first card the rules allow "
                              "is played")
            self.human_act(self.session.legal_actions()[0])
        else:
            self.human_act(answer.action)

    def show_reasons(self, seat: Seat, action) -> None:
        """Why a player made that call or played that card."""
        if self.session.kind(seat) in ("human", "remote") and self.session.reasons_for(seat, action) is None:
            self.flash_status(f"{seat.full_name} is a human player: no reasons to show")
            return
        if not self.helps_allowed():
            self.decline(f"No analysis: {self.why_no_help()}")
            return
        reasons = self.session.reasons_for(seat, action) or Reasons(["The reasons of this move were not kept."])
        reasons_box(self.app, f"Why {seat.full_name} {action_words(action)}",
                    f"{seat.full_name} {action_words(action)}.", reasons, details=reasons.details)

    def show_call_reasons(self, seat: Seat, index: int, action) -> None:
        if not self.helps_allowed():
            self.decline(f"No analysis: {self.why_no_help()}")
            return
        reasons = self.session.reasons.get(index)
        if reasons is None:
            self.flash_status(f"{seat.full_name} {action_words(action)}: no reasons kept for this call")
            return
        reasons_box(self.app, f"Why {seat.full_name} {action_words(action)}",
                    f"{seat.full_name} {action_words(action)}.", reasons, details=reasons.details)

    def show_medal_reason(self) -> None:
        event = self.shown.medal
        if event is not None:
            self.app.push(MessageBox(self.app, event.reason, f"{event.winner.full_name} wins the trick", width=440))

    def toggle_peek(self, key: str) -> None:
        if not self.helps_allowed():
            self.decline(f"No peeking: {self.why_no_help()}")
            return
        if self.session.remote and key != "last":
            self.decline("No peeking at a network game: the host sends you your own cards only")
            return
        self.peek[key] = not self.peek[key]

    # -- menus ---------------------------------------------------------------------------------
    def ask_new_game(self) -> None:
        if self.offline_only():
            return
        if self.session.challenge is not None:
            self.confirm("Leave the duplicate challenge for a new game? The deals you played in it are not kept.",
                         "New game", self.new_game)
            return
        if not self.can_start_new_game():
            self.decline(f"A game is in progress: {self.traits.file_menu.replace('&', '')} > Terminate "
                         "present game ends it first")
            return
        match = self.session.match
        if match.over or not (self.hand.actions or match.history):  # nothing would be lost
            self.new_game()
            return
        self.confirm("Start a new game? The game in progress will be lost.", "New game", self.new_game)

    def can_start_new_game(self) -> bool:
        return self.game.can_start_new_game()

    def confirm(self, question: str, title: str, action) -> None:
        """Options > Confirm on: ``question`` in a Yes / No box, ``action`` on Yes; off: ``action`` at once."""
        if not self.prefs.confirm:
            action()
            return
        self.app.push(MessageBox(self.app, question, title, buttons=("&Yes", "&No"), icon="question",
                                 on_close=lambda choice: action() if choice == "yes" else None))

    def ask_numbered_hand(self) -> None:
        number = self.hand.deal_number or 1

        def chosen(value: int) -> None:
            self.session.numbered_hand(value)
            self.start_hand()

        self.app.push(NumberedHandDialog(self.app, number, chosen))

    def edit_hand(self) -> None:
        def deal(chosen: dict, dealer) -> None:
            try:
                self.session.edited_hand(chosen, dealer)
            except ValueError as exc:
                self.app.message(f"That deal cannot be played: {exc}", title="Edit hand")
                return
            self.start_hand()

        self.app.push(EditHandScene(self.app, self.session.variant.deck, deal))

    def ask_input_hand(self, on_close=None) -> None:
        """Practice > Input hand (and, with the option, before each hand): the opening hands typed."""
        def deal(cards: dict) -> None:
            try:
                self.session.typed_hand(cards)
            except ValueError as exc:
                self.app.message(f"That deal cannot be played: {exc}", title="Input hand")
            self._release()

        self.app.push(InputHandDialog(self.app, self.hand.dealer, self.session.pack_order(), self.session.variant,
                                      deal, on_close=on_close))

    def replay(self, phase: str) -> None:
        if not self.helps_allowed() or not self.session.can_replay(phase):
            return
        self.session.replay(phase)
        self.start_hand()

    # -- undo and redo (the session's, game.ui.table.undo) ---------------------------------------------
    def why_no_undo(self) -> str | None:
        """None when Undo may take a decision back now, else why not: like hints and replays, it is a help."""
        return self._undo_off() or self.session.why_no_undo()

    def why_no_redo(self) -> str | None:
        return self._undo_off() or self.session.why_no_redo()

    def _undo_off(self) -> str | None:
        if self.session.undo_off:
            return self.session.undo_off
        if not self.helps_allowed():
            return "Undo is off while you play without help (Practice > Play without help)"
        if self.watching():
            return "Undo is off while the computers play every seat"
        return None

    def undo(self) -> None:
        """Game > Undo, Ctrl+Z: your last decision taken back, with the computers' moves after it."""
        self._take_back_or_again(self.why_no_undo(), self.session.undo, self._taken_back_words)

    def redo(self) -> None:
        """Game > Redo, Ctrl+Y: what Undo took back, played again."""
        self._take_back_or_again(self.why_no_redo(), self.session.redo,
                                 lambda: "Redone: the moves taken back are played again")

    def _taken_back_words(self) -> str:
        seat = self.hand.to_act
        who = "your" if seat is None or not self.hotseat() else f"{seat.full_name}'s"
        return f"Undone: the last decision is taken back; it is {who} turn again"

    def _take_back_or_again(self, why: str | None, change, done) -> None:
        """The session's Undo or Redo (``change``), or why not; then the table shows the hand as it now stands (a
        computer's decision being thought about is dropped), the autosave follows and play goes on."""
        if why is None:
            self.worker.forget(self.hint_ticket)
            self.hint_ticket, self.hint_plays = None, False
            viewer = self.viewer
            events = change() or []
            self.start_hand(deal=False)  # back to the deal too: the cards as they lie, not dealt again
            if self.hotseat():
                self.viewer = viewer  # the curtain comes down only if another person is to act
            scored = [event for event in events if isinstance(event, MatchScored)]
            self.present(scored)  # Redo played the hand's last card: its score card comes
            self.keep_action(events)
            self.flash_status(done())
        elif why in (NOTHING_TO_UNDO, NOTHING_TO_REDO):
            self.decline(why)
        else:
            self.app.message(why + ".", title="Undo", width=440)

    def ask_replay_hand(self, record: dict | None = None) -> None:
        """Practice > Replay a hand: one of the game's scored hands, or (``record``: a finished game's match record,
        from the history) one of that game's hands, from the start of its bidding or of its card play."""
        if not self.helps_allowed():
            return
        title = "Replay a hand" if record is None else "Replay a hand from History"
        try:
            history = list((self.session.game if record is None else match_from_record(record)).history)
        except RecordError as exc:
            self.app.message(f"That game cannot be replayed: {exc}", title=title)
            return

        def chosen(index: int, phase: str) -> None:
            if phase == "view":
                hands = self.session.game.records if record is None else record["hands"]
                self.view_hand(hands[index], f"Hand {history[index].number}")
                return
            try:
                self.session.replay_finished_hand(history[index].number, phase, record)
            except RecordError as exc:
                self.app.message(f"That hand cannot be replayed: {exc}", title=title)
                return
            self.start_hand()

        lines = [spell_suits(replay_words(summary)) for summary in history]
        tooltip = ("Double click a hand to play it again; the game keeps its score" if record is None else
                   "Double click a hand to play it again; your game in progress waits, and nothing is counted")
        self.app.push(ReplayHandDialog(self.app, lines, chosen, title=title, tooltip=tooltip))

    def has_finished_hand(self) -> bool:
        return bool(self.session.match.records or self.session.game.records)

    @property
    def replay_button_action(self):
        """A score card's View replay: the last hand in the replay viewer; none at a network table, where the other
        players' cards are the host's and the table has no record of the hand to replay."""
        return None if self.session.remote else self.view_last_hand

    def view_last_hand(self) -> None:
        """Practice > View the last hand, the score card's View replay: the last hand finished at this table (a hand
        replayed included) in the replay viewer."""
        records = self.session.match.records or self.session.game.records
        if records:
            self.view_hand(records[-1], f"Hand {len(records)}")

    def view_hand(self, record: dict, title: str) -> None:
        """A finished hand's ``record`` in the replay viewer, over the table (which waits under it)."""
        try:
            viewer = ReplayViewer(self.app, record, title=title, sort_hand=self.game.sort_hand,
                                  felt=paint.felt_colour(self))
        except RecordError as exc:
            self.app.message(f"That hand cannot be shown: {exc}", title=title, width=440)
            return
        self.app.push(viewer)

    def ask_replay_from_history(self) -> None:
        """Game > History > Replay a hand: a finished game of this kind, then one of its hands (ask_replay_hand)."""
        title = "Replay a hand from History"
        if not self.helps_allowed():
            self.app.message("Replays are off while you play without help (Practice > Play without help).",
                             title=title)
            return
        games, problem = store.games_to_replay(self.variant_id)
        if problem:
            self.app.message(problem, title=title)
            return

        def chosen(index: int) -> None:
            game = games[index]
            if game["record"] is None:
                self.app.message(game["why_not"], title=title, width=440)
            else:
                self.ask_replay_hand(game["record"])

        self.app.push(HistoryGamesDialog(self.app, [spell_suits(game["line"]) for game in games], chosen))

    def end_phase(self, phase: str) -> None:
        if self.session.can_end(phase):
            self.session.end_phase(phase)
            self.curtain = None

    def toggle_without_help(self) -> None:
        self.prefs.without_help = not self.prefs.without_help
        self.peek = dict.fromkeys(self.peek, False)
        self._save_prefs()

    def toggle_pref(self, name: str) -> None:
        setattr(self.prefs, name, not getattr(self.prefs, name))
        self._save_prefs()

    def _save_prefs(self) -> None:
        problem = store.save_prefs(self.variant_id, self.prefs)
        if problem:
            self.app.message(problem, title="Options")

    def ask_players(self) -> None:
        if self.session.challenge is not None:
            self.app.message("In a duplicate challenge you play South and the computers the other seats, as in the "
                             "Expert's run. The players you chose come back when the challenge ends.", title="Players",
                             width=440)
            return

        def chosen(players: dict) -> None:
            self.session.players = players
            self.demo_seats = None  # chosen during F2's demonstration: these seats stay
            problem = store.save_players(self.variant_id, players)
            if problem:
                self.app.message(problem, title="Players")
            humans = self.session.humans()
            self.viewer = humans[0] if len(humans) == 1 else (self.viewer if self.viewer in humans else None)
            self.curtain = None
            self._forget_request()
            self.panel_moment = -1

        self.app.push(PlayersDialog(self.app, self.session.players, chosen, self.session.variant.human_seats))

    @property
    def new_game_path(self) -> str:
        """Where a new game starts, as the menus say it: "Game > New game", "File > Start new game"..."""
        return f"{self.traits.file_menu} > {self.traits.new_game_item}".replace("&", "")

    def ask_rules(self) -> None:
        if self.offline_only():
            return

        def chosen(options) -> None:
            self.session.set_options(options)
            problem = store.save_options(self.session.variant, options)
            self.app.message(problem or f"The new rules apply from the next game ({self.new_game_path}).",
                             title="Rules options")

        self.app.push(self.game.rules_dialog(chosen))

    def ask_end_of_turn(self) -> None:
        def chosen(mode: str, seconds: int) -> None:
            self.prefs.end_of_turn, self.prefs.wait_seconds = mode, seconds
            self._save_prefs()

        self.app.push(EndOfTurnDialog(self.app, self.prefs, chosen))

    def ask_game_speed(self) -> None:
        def chosen(speed: int) -> None:
            self.prefs.game_speed = speed
            self._save_prefs()

        self.app.push(GameSpeedDialog(self.app, self.prefs.game_speed, chosen))

    def ask_backcolor(self) -> None:
        def chosen(felt: str) -> None:
            self.app.settings.felt = felt
            problem = store.save_settings(self.app.settings)
            if problem:
                self.app.message(problem, title="Backcolor")

        self.app.push(BackcolorDialog(self.app, self.app.settings.felt, chosen))

    def ask_preferences(self) -> None:
        dialog = PreferencesDialog(self.app)

        def closed(choice: str) -> None:
            if choice == "ok":
                problem = store.save_settings(self.app.settings)
                if problem:
                    self.app.message(problem, title="Preferences")

        dialog.on_close = closed
        self.app.push(dialog)

    def open_help(self, page_title: str | None = None) -> None:
        text = self.session.variant.help_text() + "\n\n" + self.traits.table_help + self.game.extra_help()
        wanted = page_title or self.traits.page_for_phase.get(self.hand.phase, "")
        titles = [page.title for page in parse_pages(text)]
        page = titles.index(wanted) if wanted in titles else 0
        self.app.open_help(self.session.variant.name, text, page=page)

    def show_score_file(self) -> None:
        self.autosaver.flush(2.0)  # the hand just scored is on its way to the file
        open_score_file(self.app, self.variant_id, self.session.variant.name)

    def show_about(self) -> None:
        self.app.message(f"{theme.TITLE}   version {theme.VERSION}\n\n{self.traits.about}\n\nPress F1 for the rules.",
                         title=f"About {theme.TITLE}", width=400)

    def open_network_table(self, session) -> None:
        """Joined a host's table: it opens over this one (closing it comes back here)."""
        self.app.push(TableScene(self.app, variant_id=session.variant_id, session=session,
                                 worker_mode=self.worker_mode, offer_resume=False))

    def leave_table(self, asked: bool = False) -> None:
        if not asked and getattr(self.session, "hosting", None) is not None:  # the friends' game stops with it
            self.app.push(MessageBox(self.app, CLOSE_HOSTED, "Close table", buttons=("&Close", "Cancel"),
                                     icon="question", width=440,
                                     on_close=lambda choice: choice == "close" and self.leave_table(asked=True)))
            return
        self.autosaver.flush(2.0)
        if self.session.remote:
            self.session.close()
        if len(self.app.scenes) == 1:
            self.app.show_title(selected=self.variant_id)
        else:
            self.close()

    def ask_save_as(self) -> None:
        def chosen(name: str) -> None:
            path, problem = store.save_game(name, self.session.record())
            self.app.message(problem or f"The game was saved as {path}.", title="Save game", width=440)

        self.app.push(SaveAsDialog(self.app, time.strftime("game %Y-%m-%d %H.%M"), store.saves_folder(), chosen))

    def ask_load(self) -> None:
        def chosen(path) -> None:
            record, problem = store.load_game(path)
            if record is None:
                self.app.message(problem or "The game could not be loaded.", title="Load game", width=440)
                return
            if record.get("variant") != self.variant_id:
                self.app.message("That file holds a game of another kind.", title="Load game")
                return
            try:
                session = TableSession.from_record(record, players=self.session.players)
            except RecordError as exc:
                self.app.message(f"The game could not be loaded: {exc}", title="Load game", width=440)
                return
            self.set_session(session)
            self.save_progress()

        self.app.push(LoadDialog(self.app, store.saved_games(), chosen))

    def show_history(self) -> None:
        self.autosaver.flush(2.0)  # a game just finished is on its way to the history
        self.app.open_help("History", store.history_markdown(self.variant_id, self.session.variant.name),
                           action=[("&Replay a hand...", self.ask_replay_from_history,
                                    "Play again a hand of one of these games; your game in progress waits"),
                                   ("C&hallenges...", self.duplicate.from_history,
                                    "The duplicate challenges you finished, deal by deal")],
                           caption="History")

    def show_statistics(self) -> None:
        self.autosaver.flush(2.0)  # a game just finished is on its way to the history
        open_statistics(self.app, self.variant_id, self.session.variant.name, self.session.match,
                        players_to_names(self.session.players), self.seat_names())

    # -- saving --------------------------------------------------------------------------------
    def seat_names(self) -> dict[str, str]:
        """Seat letter -> the name shown at the seat (what the history keeps)."""
        return {seat.name: paint.seat_title(self, seat) for seat in SEATS}

    def keep_action(self, events) -> int:
        """What an action leaves on the disk, written by the autosave thread; the number of that work (0: none). The
        action that ended the hand (the session scored it: a MatchScored among its events) goes through the
        end-of-hand service, any other into the autosave. A network game is kept by its host."""
        if self.session.remote:
            return 0
        if any(isinstance(event, MatchScored) for event in events):
            return self.keep_scored_hand()
        return self.save_progress()

    def keep_scored_hand(self) -> int:
        """The hand just scored, through the one end-of-hand service (store.keep_scored_hand), in the autosave
        thread while the last trick is shown: the log file (its option), the autosave, the score file, and for a
        finished game the history. A demonstration writes only the log."""
        return store.keep_scored_hand(self.session, self.seat_names(), self.autosaver, self.saving_problems,
                                      log_letters=self.log_letters(), saves=not self.demo, wait=False)

    def log_letters(self) -> bool | None:
        """The "Log file" option: None when it is off, else whether cards are written in letters (the option or H)."""
        options, variant = self.session.options, self.session.variant
        if not variant.logs_hands(options):
            return None
        return variant.log_in_letters(options) or self.app.log_letters

    def keep_ended_game(self) -> None:
        """A game ended before its end (End rubber, Terminate): into the history before its autosave goes, through
        the same end-of-hand service."""
        self.shown.score_due = False  # the table shows the game's final scores
        if self.demo:
            self.autosaver.clear()
        else:
            store.keep_finished_game(self.session, self.seat_names(), self.autosaver, self.saving_problems,
                                     wait=False)

    def save_progress(self) -> int:
        """The game in the autosave, written by the autosave thread; the number of that write (0: none)."""
        if self.demo:
            return 0
        return self.autosaver.save(self.session.record())

    # -- events --------------------------------------------------------------------------------
    def handle_event(self, event):
        if self.menu_bar.handle_event(event):
            return None
        if self.curtain is None and self.game.handle_input(event):
            return None
        if event.type == pygame.KEYDOWN and self._key(event):
            return None
        if self.curtain is not None and self._curtain_input(event):
            return None
        if self._last_trick_input(event):
            return None
        if self.widgets.handle_event(event):
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and self._click(event):
            return None
        return event

    def _curtain_input(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and self.geometry.felt_rect.collidepoint(event.pos):
            self.lift_curtain()
            return True
        return event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)

    def _last_trick_input(self, event) -> bool:
        """While the last trick is shown over the table, a click on it puts it away."""
        if not (self.peek["last"] and self.helps_allowed() and self.session.humans()):
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and paint.last_trick_rect(self).collidepoint(event.pos):
            self.peek["last"] = False
            return True
        return event.type == pygame.MOUSEBUTTONUP and paint.last_trick_rect(self).collidepoint(event.pos)

    def lift_curtain(self) -> None:
        if self.curtain is not None:
            self.viewer, self.curtain = self.curtain, None
            self.panel_moment = -1

    def _key(self, event) -> bool:
        commands = {pygame.K_n: self.ask_new_game, pygame.K_z: self.undo, pygame.K_y: self.redo}
        if event.key in commands and event.mod & pygame.KMOD_CTRL and not event.mod & pygame.KMOD_ALT:
            commands[event.key]()
            return True
        if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return False
        key = event.key
        if key == pygame.K_F1:
            self.open_help()
        elif key == pygame.K_ESCAPE and self.selected is not None:
            self.selected = None
        elif key in self.game.key_map():  # before the table's own keys: in Belote Up and Down are the delay
            self.game.key_map()[key]()
        elif key == pygame.K_F2:
            self.ask_new_game()
        elif self.curtain is not None and key in GO_KEYS:
            self.lift_curtain()
        elif key == pygame.K_h:
            self.show_humans = not self.show_humans
        elif key == pygame.K_f or (key in GO_KEYS and self.turn_end is not None):
            self.go_on()
        elif key in GO_KEYS:
            self._go_key()
        elif key == pygame.K_p:
            self.pass_call()
        elif key == pygame.K_t and self.net_talk is not None:
            self.net_talk.ask_chat()
        elif key in CARD_KEYS_PREVIOUS or key in CARD_KEYS_NEXT:
            self.move_selection(-1 if key in CARD_KEYS_PREVIOUS else 1)
        else:
            return False
        return True

    def choose_card_number(self, index: int) -> None:
        """The manual's card number: 1 is the leftmost card of the hand; Space or Enter plays it."""
        seat = self.card_seat()
        if seat is None or self.hand.phase != "play":
            return
        if index < len(self.shown.hands[seat]):
            self.selected = index

    def toggle_demo(self) -> None:
        """F2 (Belote's manual), Game > Demo: the computers play every seat, or the seats are yours again."""
        if self.offline_only():
            return
        if self.demo:
            self.flash_status("This table is a demonstration: every seat is the computer's")
            return
        if self.session.challenge is not None:
            self.decline("No demonstration in a duplicate challenge: the deals are yours to play")
            return
        if self.demo_seats is None:
            self.demo_seats = dict(self.session.players)
            self.session.players = {seat: HINT_SKILL if kind == "human" else kind
                                    for seat, kind in self.demo_seats.items()}
            self.flash_status("Demo: the computers play every seat (F2 to stop)")
        else:
            self.session.players, self.demo_seats = self.demo_seats, None
            self.flash_status("Your seats are yours again")
        self._seats_changed()

    def _seats_changed(self) -> None:
        humans = self.session.humans()
        self.viewer = humans[0] if len(humans) == 1 else None
        self.curtain = None
        self.selected = None
        self.hint_plays = False
        self._forget_request()
        self.panel_moment = -1

    def ask_quit(self) -> None:
        if self.asks_before_quitting():
            return
        kept = "" if self.demo else " The game in progress is kept for next time."
        self.confirm(f"Quit the program?{kept}", "Quit", self.quit_program)

    def asks_before_quitting(self) -> bool:
        """At the table this window hosts, quitting stops the friends' game: asked as Close table asks (once, however
        often the window's close button is pressed)."""
        if getattr(self.session, "hosting", None) is None:
            return False
        top = self.app.scenes.top
        if not (isinstance(top, MessageBox) and top.text == QUIT_HOSTED):
            self.app.push(MessageBox(self.app, QUIT_HOSTED, "Quit", buttons=("&Quit", "Cancel"), icon="question",
                                     width=440, on_close=lambda choice: choice == "quit" and self.quit_program()))
        return True

    def quit_program(self) -> None:
        self.autosaver.flush(2.0)
        hosting = getattr(self.session, "hosting", None)
        if hosting is not None:  # the friends are told the host closed, before the program ends
            hosting.close(timeout=2.0)
            self.session.close()
        self.app.quit()

    def computer_plays_for_me(self) -> None:
        """The "." key: the expert chooses the card (or the call) and it is played at once."""
        if self.ready_human() is None:
            return
        if self.session.challenge is not None:
            self.decline("In a duplicate challenge you make every call and play every card yourself")
            return
        self.hint_plays = True
        self.ask_hint(quiet=True)

    def toggle_auto_pickup(self) -> None:
        """F8: the tricks are picked up by themselves after a pause, or the table waits for the player."""
        self.prefs.end_of_turn = "click" if self.prefs.end_of_turn == "wait" else "wait"
        self._save_prefs()
        if self.turn_end is not None:  # the trick on the table follows the new choice too
            self.turn_end_left = float(self.prefs.wait_seconds) if self.prefs.end_of_turn == "wait" else None
        self.flash_status("Tricks are picked up by themselves" if self.prefs.end_of_turn == "wait"
                          else "After each trick the table waits for you")

    def show_score_sheet(self) -> None:
        """F6: the game's score sheet."""
        self.game.show_score_sheet()

    def go_on(self) -> None:
        """End of turn: right click, F, Space or Enter."""
        if self.turn_end is not None:
            self.end_turn()
        elif self.can_next_hand():
            self.next_hand()

    def _go_key(self) -> None:
        seat = self.ready_human()
        if seat is None:
            self.go_on()
        elif self.hand.phase == "bidding":
            self.pass_call()
        elif self.selected is not None:
            hand = self.shown.hands[self.card_seat()]
            if 0 <= self.selected < len(hand):
                self.play_card(hand[self.selected])

    def move_selection(self, step: int) -> None:
        seat = self.card_seat()
        if seat is None or self.hand.phase != "play":
            return
        count = len(self.shown.hands[seat])
        if not count:
            return
        if self.selected is None:
            self.selected = 0 if step > 0 else count - 1
        else:
            self.selected = (self.selected + step) % count

    def _click(self, event) -> bool:
        if event.button == 3:
            if not self.geometry.felt_rect.collidepoint(event.pos):
                return False
            if self.turn_end is not None or self.can_next_hand():
                self.go_on()  # the manual's end of turn
            elif paint.thing_at(self, event.pos) is None:
                self.app.toggle_boss()  # on the bare felt, as on the title screen: the boss key
            return True
        if event.button != 1:
            return False
        target = paint.thing_at(self, event.pos)
        if target is None:
            if self.turn_end is not None and self.geometry.felt_rect.collidepoint(event.pos):
                self.end_turn()
                return True
            return False
        kind, seat, value = target
        if kind == "medal":
            self.show_medal_reason()
        elif kind == "hand":
            playing = self.hand.phase in ("play", "passing")
            if self.card_seat() == seat and playing:
                self.play_card(value)
            elif playing and self.game.click_on_other_hand(seat, value):
                pass  # the declarer clicked the hand that does not play now
            elif self.session.human_to_act() == seat and playing:
                self.flash_status("Wait for the table: the cards are still moving")
            elif playing and self.game.watch_words(seat):
                self.flash_status(self.game.watch_words(seat))
            else:
                self.flash_status("It is not your turn to play" if self.hand.to_act is not None
                                  else "The hand is over")
        elif kind == "trick":
            self.show_reasons(seat, value)
        elif kind == "call":
            index, action = value
            self.show_call_reasons(seat, index, action)
        return True

    # -- the table's places --------------------------------------------------------------------
    def bottom_seat(self) -> Seat:
        """The seat drawn at the bottom: the player's own at a network table (South for a spectator), South on every
        table offline."""
        seat = self.session.seat if self.session.remote else None  # North is Seat 0: no truth test
        return Seat.S if seat is None else seat

    def place(self, seat: Seat) -> Seat:
        """Where ``seat`` sits on the screen (``layout.place_of``): the layout's places are those of the usual table,
        South's the bottom; a network table joined as North, East or West is drawn turned, that seat at the bottom."""
        return layout.place_of(seat, self.bottom_seat())

    def seat_at(self, place: Seat) -> Seat:
        """The seat drawn at ``place`` (``place`` turned back)."""
        return layout.seat_at(place, self.bottom_seat())

    @property
    def geometry(self) -> layout.Geometry:
        """Where things go: the usual table, or (Pinochle's File > Windows 95 Mode) the table raised above the
        bottom of the window, where a task bar may lie."""
        dummy = self.game.dummy_seat()
        return layout.geometry(layout.TASK_BAR_ROOM if self.game.raised() else 0,
                               None if dummy is None else self.place(dummy),
                               len(self.session.variant.deck) // len(SEATS), self.game.south_row_end())

    def keep_clear_of_the_task_bar(self, dialog) -> None:
        """A tall dialog (the score card) rises out of the bottom of the window that the table keeps free."""
        rise = min(dialog.rect.top, dialog.rect.bottom - self.geometry.status_rect.bottom)
        if rise > 0:
            dialog.rect.move_ip(0, -rise)
            dialog.widgets.move(0, -rise)

    def follow_geometry(self) -> None:
        """The status bar, the bulb and the peek arrows go where the table's places say (the mode switched, or
        other preferences loaded)."""
        geometry = self.geometry
        if geometry.lift == self.placed_lift:
            return
        self.status.rect = geometry.status_rect.copy()
        self.bulb.rect = geometry.bulb_rect.copy()
        for key, rect in geometry.peek_rects().items():
            self.peek_buttons[key].rect = rect
        self.placed_lift = geometry.lift

    # -- every frame ---------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        self.follow_geometry()
        self._show_saving_problems()
        self.widgets.update(dt)
        self._collect_answers()
        if self.session.remote:
            self._hear_from_host()
        self.duplicate.update()
        self.flights.update(dt)
        self._tick_timers(dt)
        self._advance()
        if not self.steps and not self.blocked():
            self._drive()
        self._refresh_controls()
        self.game.update()

    def _hear_from_host(self) -> None:
        """A network table: what the host sent since the last frame (its events are presented as an offline hand's
        are; a move it refused is refused as the engine refuses one offline)."""
        update = self.session.poll()
        self.present(update.events)
        for reason in update.refusals:
            self.refuse(reason)
        for news in update.news:
            self.flash_status(news)
        if update.rejoined or update.resync:
            self.deal_asked = False  # the hand as it stands is shown: a later deal is asked for again
            self.start_hand(deal=False)  # the hand as the host has it now (or events this program cannot read)
        if self.deal_asked and self.session.next_hand_ready():
            self.next_hand()
        if update.rejoined:
            self.flash_status("You are back at the table")
        self.net_talk.heard(update)

    def _show_saving_problems(self) -> None:
        """A save made in the background failed (full disk, read-only folder): say so once (the problems of a hand's end
        once its score card is shown); play goes on."""
        if self.shown.score_due:
            return
        for problem in self.saving_problems.take():
            if problem not in self.saving_problems_shown:
                self.saving_problems_shown.add(problem)
                self.app.message(problem, title="Saving")

    def _tick_timers(self, dt: float) -> None:
        shown = self.shown
        if self.net_talk is not None:
            self.net_talk.tick(dt)
        for seat in list(shown.speech):
            shown.speech[seat][1] -= dt
            if shown.speech[seat][1] <= 0:
                del shown.speech[seat]
        if shown.note_left > 0:
            shown.note_left = max(0.0, shown.note_left - dt)
        if self.flash_left > 0:
            self.flash_left = max(0.0, self.flash_left - dt)
            if not self.flash_left:
                self.flash = ""
        if self.pause_left > 0:
            self.pause_left = max(0.0, self.pause_left - dt)
        if self.turn_end is not None and self.turn_end_left is not None:
            self.turn_end_left -= dt
            if self.turn_end_left <= 0:
                self.end_turn()

    def _refresh_controls(self) -> None:
        seat = self.ready_human()
        bidding = seat is not None and self.hand.phase in self.traits.calling_phases
        self.panel.visible = bidding
        self.game.refresh_controls(seat)
        moment = len(self.hand.actions)
        if bidding and self.panel_moment != moment:
            word = self.traits.panel_title
            title = f"Your {word}" if not self.hotseat() else f"{seat.full_name}'s {word}"
            self.game.refresh_panel(title)
            self.panel_moment = moment
        helps = self.helps_allowed()
        self.bulb.visible = helps and bool(self.session.humans())
        self.bulb.sprite = "ui/light_bulb_on" if self.hint_ticket is not None else "ui/light_bulb"
        self.bulb.enabled = seat is not None
        for button in self.peek_buttons.values():
            button.visible = helps and bool(self.session.humans())
        self.status.default_text = self.prompt()

    def prompt(self) -> str:
        """What the status bar says when the mouse is over nothing in particular."""
        if self.flash:
            return self.flash
        hand = self.hand
        if self.curtain is not None:
            return f"{self.curtain.full_name}'s turn: click to see your cards"
        if self.turn_end is not None:
            what = "start the play" if self.turn_end == "auction" else "go on"
            if self.turn_end_left is not None:
                return f"Right click, F or Space to {what} (or wait)"
            return f"Right click, F, Space or Enter to {what}"
        if hand.done:
            if self.deal_asked:
                return WAITING_FOR_THE_DEAL
            if not self.can_next_hand():
                return "The hand is over"
            return self.duplicate.prompt() if self.session.challenge else "Right click or Space: the next hand"
        seat = self.ready_human()
        if seat is not None:
            who = "Your" if not self.hotseat() else f"{seat.full_name}'s"
            special = self.game.prompt(seat, who)
            if special:
                return special
            if hand.phase == "trump":
                return f"{who} call: name the trump suit (click a suit, or S H D C)"
            if hand.phase in self.traits.calling_phases:
                return f"{who} {self.traits.call_prompt}"
            playing_from = hand.playing_from(seat)
            if playing_from != seat:
                return f"{who} turn to play from the dummy ({playing_from.full_name}): click one of its cards"
            return f"{who} turn: click a card (or arrows and Space)"
        if self.steps or self.flights:
            return ""
        if hand.to_act is not None:
            waiting = self.session.remote and self.session.waiting_words(hand.to_act)  # a friend's seat is empty
            return waiting or f"{hand.to_act.full_name} is thinking..."
        return ""

    def status_right_texts(self) -> list[str]:
        return paint.status_texts(self)

    def wakeup_in(self) -> float | None:
        wakeup = self.game.wakeup_in()
        if self.session.remote:  # the host's messages are polled: a look ten times a second when idle
            return HOST_POLL if wakeup is None else min(wakeup, HOST_POLL)
        return wakeup

    def is_animating(self) -> bool:
        return bool(self.flights or self.steps or self.pause_left > 0 or self.request is not None
                    or self.hint_ticket is not None or self.shown.speech or self.shown.note_left > 0
                    or self.flash_left > 0 or self.turn_end_left is not None
                    or (self.session.computer_to_act() is not None and not self.hand.done))

    def tooltip_at(self, pos) -> str:
        if self.flash:
            return self.flash
        text = self.menu_bar.tooltip_at(pos)
        if text is None:
            text = self.widgets.tooltip_at(pos)
        if text is None:
            text = paint.tooltip_for(self, pos)
        return text or ""

    def draw(self, surface) -> None:
        paint.draw_table(self, surface)
        if self.net_talk is not None:
            self.net_talk.draw(surface)
        if self.prefs.status_bar:
            self.status.draw(surface)
        self.menu_bar.draw(surface)


def _variant(variant_id: str):
    return VARIANTS[variant_id]


def _fresh_seed() -> int:
    return random.SystemRandom().randrange(1, 100_000_000)  # Pinochle's game numbers: 1..99,999,999
