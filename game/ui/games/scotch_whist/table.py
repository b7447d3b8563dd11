"""Scotch Whist at the table: hands sorted in the whist order, the turned-up trump shown beside the
dealer (it is in his hand until he plays it), the message box that says what is going on, the bidding box
(a number of tricks, then the bidder's trumps), the response boxes (Verify cards played, Pause between tricks),
the scores of each hand and the three-column score sheet, and Terminate Present Game.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from game.engine import PASS, Bid, Card, Seat
from game.engine.actions import TrumpCall
from game.engine.cards import RANK_NAMES, SUIT_NAMES
from game.engine.events import AuctionEnded, Dealt, TrickWon, TurnUp

from ...table import layout, paint
from ...table.animation import Flight
from ...table.bidding_panel import CallingPanel, ImageButton
from ...table.dialogs import NumberDialog
from ...table.session import SEATS
from ...table.traits import TableTraits
from ...theme import BLACK, NAVY, WHITE, YELLOW
from ...widgets import draw
from ...widgets.base import Widget
from ...widgets.controls import Button, Label
from ...widgets.menu import MenuItem
from ...widgets.text import Style, render_paragraph
from ...widgets.textinput import NumberInput
from ..base import GameTable
from .sheets import HandScoresDialog, WhistSheetDialog
from .table_help import WHIST_PAGE_FOR_PHASE, WHIST_TABLE_HELP

WHIST_PANEL = pygame.Rect(190, 128, 260, 104)
MESSAGE_BOX = pygame.Rect(84, 250, 104, 104)  # below West's label, clear of the trick and of South's hand
RESPONSE_SIZE = (200, 74)
RESPONSE_TEXT_SIZE = 16
BUTTON_H = 22
OFFSET_MIN_WIDTH = 110  # narrower than this beside the hand, the offset box goes above it
DIGITS = (pygame.K_0, pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7, pygame.K_8,
          pygame.K_9)
KEYPAD_DIGITS = (pygame.K_KP0, pygame.K_KP1, pygame.K_KP2, pygame.K_KP3, pygame.K_KP4, pygame.K_KP5, pygame.K_KP6,
                 pygame.K_KP7, pygame.K_KP8, pygame.K_KP9)
DIGIT_KEYS = {key: n for keys in (DIGITS, KEYPAD_DIGITS) for n, key in enumerate(keys)}
PLUS_KEYS = (pygame.K_PLUS, pygame.K_KP_PLUS, pygame.K_EQUALS)
MINUS_KEYS = (pygame.K_MINUS, pygame.K_KP_MINUS)
RESPONSE_POSITIONS = ("overlay", "offset")
CUT_SECONDS = 3.0  # the cut for the deal stays this long unless a click goes on
TURN_UP_SECONDS = 1.4  # the turned-up card stays face up in the middle this long (at the normal speed)


class WhistBiddingBox(CallingPanel):
    """A number of tricks (type a digit, or + and -; 0 or Pass passes; Enter or Bid bids it), then for the
    highest bidder the four suits. Only the engine's legal calls are made."""

    @property
    def face_tooltip(self) -> str:
        if self.naming:
            return "Name trumps: click a suit, or type S, H, D or C"
        return "Bid a number of tricks (type it, or + and -), 0 to pass"

    def __init__(self, rect, on_call: Callable[[object], None]):
        super().__init__(rect, on_call, "Your bid")
        left, top = self.rect.left + 10, self.rect.top + 26
        self.amount = 1
        self.naming = False  # the bidder names trumps
        self.number_rect = pygame.Rect(left + 40, top, 50, 30)
        self.minus_button = self.inner.add(Button(pygame.Rect(left, top, 34, 30), "-", lambda: self.step(-1),
                                                  tooltip="One trick fewer (-)"))
        self.plus_button = self.inner.add(Button(pygame.Rect(left + 96, top, 34, 30), "+", lambda: self.step(1),
                                                 tooltip="One trick more (+)"))
        self.bid_button = self.inner.add(Button(pygame.Rect(left + 140, top, 100, 30), "&Bid", self.bid,
                                                tooltip="Bid this number of tricks (Enter)"))
        self.pass_button = self.inner.add(Button(pygame.Rect(left, top + 40, 240, 26), "&Pass", self.pass_,
                                                 tooltip="Pass: no bid (0 or P)"))
        self.suit_buttons: dict[str, ImageButton] = {}
        for i, suit in enumerate("SHDC"):
            button = ImageButton(pygame.Rect(left + 10 + i * 58, top + 4, 50, 40), f"suits/{suit}",
                                 lambda s=suit: self.name_trumps(s),
                                 tooltip=f"{SUIT_NAMES[suit].capitalize()} are trumps")
            self.suit_buttons[suit] = self.inner.add(button)

    def set_legal(self, legal: list, title: str = "Your bid") -> None:
        self.legal = list(legal)
        self.naming = any(isinstance(action, TrumpCall) for action in self.legal)
        self.title = title.replace("bid", "trumps") if self.naming else title
        amounts = self.amounts()
        self.amount = amounts[0] if amounts else 0
        self._refresh()

    def amounts(self) -> list[int]:
        return [action.amount for action in self.legal if isinstance(action, Bid)]

    def _refresh(self) -> None:
        amounts = self.amounts()
        for button in (self.minus_button, self.plus_button, self.bid_button, self.pass_button):
            button.visible = not self.naming
        for button in self.suit_buttons.values():
            button.visible = self.naming
        self.minus_button.enabled = bool(amounts) and self.amount > amounts[0]
        self.plus_button.enabled = bool(amounts) and self.amount < amounts[-1]
        self.bid_button.enabled = self.amount in amounts
        self.bid_button.label = f"&Bid {self.amount}" if self.amount in amounts else "&Bid"
        self.pass_button.enabled = PASS in self.legal

    def step(self, delta: int) -> None:
        amounts = self.amounts()
        if amounts:
            self.amount = min(amounts[-1], max(amounts[0], self.amount + delta))
            self._refresh()

    def bid(self) -> None:
        action = next((a for a in self.legal if isinstance(a, Bid) and a.amount == self.amount), None)
        if action is not None and not self.naming:
            self.on_call(action)

    def type_key(self, event) -> bool:
        """The keyboard: a digit chooses the number (0 passes), + and - change it, Enter bids; while naming
        trumps, S, H, D or C."""
        if self.naming:
            suit = pygame.key.name(event.key).upper()
            if suit in self.suit_buttons:
                self.name_trumps(suit)
                return True
            return False
        if event.key in DIGIT_KEYS:
            digit = DIGIT_KEYS[event.key]
            if digit == 0:
                self.pass_()
            elif digit in self.amounts():
                self.amount = digit
                self._refresh()
            return True
        if event.key in PLUS_KEYS or event.key in MINUS_KEYS:
            self.step(1 if event.key in PLUS_KEYS else -1)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.bid()
            return True
        return False

    def button_for(self, action):
        if action is PASS:
            return self.pass_button
        if isinstance(action, TrumpCall):
            return self.suit_buttons[action.suit]
        return self.bid_button

    def draw(self, surface) -> None:
        super().draw(surface)
        if self.naming:
            return
        surface.fill(WHITE, self.number_rect)
        pygame.draw.rect(surface, BLACK, self.number_rect, 1)
        image = paint.text_image(str(self.amount) if self.amount else "-", 26, NAVY, shadow=False)
        surface.blit(image, image.get_rect(center=self.number_rect.center))


class ResponseBox(Widget):
    """A small box on the felt with a line or two and its buttons: Verify cards played, Pause between tricks.
    It takes the width it is given; the buttons sit side by side when their labels fit, else one above the other."""

    def __init__(self):
        super().__init__(pygame.Rect((0, 0), RESPONSE_SIZE))
        self.visible = False
        self.text = ""
        self.kind = ""
        self.buttons: list[Button] = []

    @staticmethod
    def measure(text: str, labels: list[str], width: int) -> tuple[int, bool]:
        """(the height the box needs at ``width``, whether its buttons go side by side)."""
        text_h = render_paragraph(text, width - 12, Style(size=RESPONSE_TEXT_SIZE), align="center").get_height()
        room = (width - 12 - 6 * (len(labels) - 1)) // len(labels)
        widest = max(draw.label_surface(label).get_width() for label in labels) + 12
        side_by_side = room >= widest
        rows = 1 if side_by_side else len(labels)
        return 6 + text_h + 6 + rows * (BUTTON_H + 4) + 2, side_by_side

    def show(self, kind: str, text: str, buttons: list[tuple[str, Callable]], rect: pygame.Rect) -> None:
        self.kind, self.text, self.visible = kind, text, True
        self.rect = pygame.Rect(rect).clamp(layout.FELT_RECT)
        _, side_by_side = self.measure(text, [label for label, _ in buttons], self.rect.width)
        left, bottom = self.rect.left + 6, self.rect.bottom - 4
        if side_by_side:
            width = (self.rect.width - 12 - 6 * (len(buttons) - 1)) // len(buttons)
            places = [pygame.Rect(left + i * (width + 6), bottom - BUTTON_H, width, BUTTON_H)
                      for i in range(len(buttons))]
        else:
            top = bottom - len(buttons) * (BUTTON_H + 4) + 4
            places = [pygame.Rect(left, top + i * (BUTTON_H + 4), self.rect.width - 12, BUTTON_H)
                      for i in range(len(buttons))]
        self.buttons = [Button(place, label, action) for place, (label, action) in zip(places, buttons, strict=True)]

    def hide(self) -> None:
        self.visible, self.kind, self.buttons = False, "", []

    def handle_event(self, event) -> bool:
        pos = getattr(event, "pos", None)
        for button in list(self.buttons):
            mine = button.mouse_down if event.type != pygame.MOUSEBUTTONDOWN else button.rect.collidepoint(pos)
            if mine and button.handle_event(event):
                return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.rect.collidepoint(pos)

    def tooltip_at(self, pos) -> str | None:
        """The keys that answer the box (its words are in it already)."""
        if not self.rect.collidepoint(pos):
            return None
        if self.kind == "verify":
            return "Yes (Enter) plays the card; No (Esc) takes it back"
        return "OK, Enter, Space, F or a right click goes on"

    def draw(self, surface) -> None:
        pygame.draw.rect(surface, (255, 255, 225), self.rect)
        pygame.draw.rect(surface, BLACK, self.rect, 1)
        image = render_paragraph(self.text, self.rect.width - 12, Style(size=RESPONSE_TEXT_SIZE), align="center")
        above = min((button.rect.top for button in self.buttons), default=self.rect.bottom)
        middle = (self.rect.top + above) // 2  # the words in the middle of the room above the buttons
        surface.blit(image, image.get_rect(midtop=(self.rect.centerx, max(self.rect.top + 6,
                                                                         middle - image.get_height() // 2))))
        for button in self.buttons:
            button.draw(surface)


class DelayTimeDialog(NumberDialog):
    """Options > Delay time: how long a finished trick stays when Pause between tricks is off."""

    def __init__(self, app, seconds: int, on_done: Callable[[int], None]):
        super().__init__(app, "Delay time", (320, 130), on_done)
        self.field = self.add(NumberInput(self.place(120, 14, 60, 22), seconds, 1, 9,
                                          tooltip="From 1 to 9 seconds"))
        self.add(Label(self.place(14, 14, 100, 22), "&Delay time:", buddy=self.field))
        self.add(Label(self.place(188, 14, 100, 22), "seconds"))
        self.add_ok_cancel()


class ScotchWhistTable(GameTable):
    """Scotch Whist's part of the table."""

    traits = TableTraits(
        table_help=WHIST_TABLE_HELP, page_for_phase=dict(WHIST_PAGE_FOR_PHASE), card_values_page="Playing the cards",
        call_prompt="bid: type a number of tricks (or + and -) and Enter; 0 passes", panel_title="bid",
        rules_tooltip="Game points, bidding, partnership scoring",
        about="Scotch Whist (Catch the Ten) at a table of the early nineties: thirty-six cards, the jack of "
              "trumps on top, and points for every trump honour you capture.",
        calling_phases=("bidding", "trump"), file_menu="&File", new_game_item="&Start new game")

    response: ResponseBox | None = None
    verifying: Card | None = None
    terminate_at: int | None = None  # Terminate Present Game: the number of actions to wait for
    cut_cards: tuple | None = None  # the cut for the first deal of a game while it is shown: (seat, card) x 4
    cut_dealer: Seat | None = None
    cut_ties = 0  # how many draws of the cut were tied for the highest card

    # -- widgets and menus ------------------------------------------------------------------------
    def add_widgets(self, widgets) -> WhistBiddingBox:
        self.response = widgets.add(ResponseBox())
        return widgets.add(WhistBiddingBox(WHIST_PANEL, self.table.human_act))

    def presenters(self) -> dict:
        return {Dealt: self.show_dealt, TurnUp: self.show_turn_up, AuctionEnded: self.show_auction_ended,
                TrickWon: self.show_trick_won}

    def actions_that_only_show(self) -> set:
        return {self.show_whist_sheet}

    def items_after_next_hand(self) -> list[MenuItem]:
        return [
            MenuItem("Display &scoresheet...", self.show_whist_sheet, "F6",
                     tooltip="Carried forward, this hand and the total of every player, hand by hand"),
            MenuItem("&Terminate present game", self.ask_terminate,
                     enabled=lambda: not self.table.session.match.over and self.table.session.counts,
                     tooltip="End this game now: the highest total wins (a computer finishes its turn first)"),
        ]

    def items_after_end_of_turn(self) -> list[MenuItem]:
        """Options > Verify cards played, Pause between tricks, Response box position; Delay time, Card back,
        Player name (all kept on exit)."""
        return [
            MenuItem("&Verify cards played", partial(self.table.toggle_pref, "verify_cards"),
                     checked=lambda: self.table.prefs.verify_cards,
                     tooltip="After you click a card, a box asks whether to play it or take it back"),
            MenuItem("Pa&use between tricks", partial(self.table.toggle_pref, "pause_tricks"),
                     checked=lambda: self.table.prefs.pause_tricks,
                     tooltip="Each trick stays on the table, with a box naming its winner, until you click OK"),
            MenuItem("Response box &offset", self.toggle_response_box,
                     checked=lambda: self.table.prefs.response_box == "offset",
                     tooltip="The box that verifies your card just right of your last card, instead of over your hand"),
            MenuItem("&Delay time...", self.ask_delay_time,
                     tooltip="Seconds a finished trick stays on the table when it is not paused (1 to 9)"),
            MenuItem("Card bac&k...", self.table.ask_preferences, tooltip="The picture on the backs of the cards"),
            MenuItem("Player &name...", self.table.ask_preferences, tooltip="The name shown at your seat"),
        ]

    def ask_delay_time(self) -> None:
        table = self.table
        def chosen(seconds: int) -> None:
            table.prefs.wait_seconds = seconds
            table._save_prefs()

        table.app.push(DelayTimeDialog(table.app, table.prefs.wait_seconds, chosen))

    def can_start_new_game(self) -> bool:
        """As the manual says: Start new game is unavailable while a game is in progress."""
        return not self.game_in_progress()

    def game_in_progress(self) -> bool:
        """A game has started and is not over (a practice hand is not a game)."""
        table = self.table
        match = table.session.match
        return not table.session.practice and not match.over and bool(match.history or table.hand.actions)

    def locked_rules(self) -> dict[str, str]:
        """The options the game's rules keep while a game is under way (Game points)."""
        if not self.game_in_progress():
            return {}
        session = self.table.session
        return session.variant.options_kept_for_the_game(session.match)

    def toggle_response_box(self) -> None:
        table = self.table
        table.prefs.response_box = "overlay" if table.prefs.response_box == "offset" else "offset"
        table._save_prefs()

    def handle_input(self, event) -> bool:
        """Before the scene's keys: the bidding box's keys, F6 and the response box's Enter."""
        if event.type != pygame.KEYDOWN or event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return False
        if self.table.panel.visible and self.table.panel.type_key(event):
            return True
        if event.key == pygame.K_F6:
            self.show_whist_sheet()
            return True
        if self.response.visible and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.response.buttons[0].click()
            return True
        if self.response.visible and event.key == pygame.K_ESCAPE and self.response.kind == "verify":
            self.take_back()
            return True
        return False

    # -- the response boxes -------------------------------------------------------------------------
    def response_rect(self, seat: Seat, text: str, labels: list[str]) -> pygame.Rect:
        """Where a response box goes for ``seat``'s hand: over its middle, or (Response box offset) beside its
        last card, toward the middle of the table, clear of the other hands and of the icons."""
        rects = paint.card_rects(self.table, seat) or [pygame.Rect(layout.WIDTH // 2, layout.SOUTH_Y, 1, 1)]
        hand = rects[0].union(rects[-1])
        width = RESPONSE_SIZE[0]
        if self.table.prefs.response_box != "offset":
            height, _ = ResponseBox.measure(text, labels, width)
            return pygame.Rect(hand.centerx - width // 2, hand.centery - height // 2, width, height)
        felt = layout.FELT_RECT
        last = rects[-1]
        place = self.table.place(seat)
        if layout.is_vertical(place):  # West's box right of the hand, East's left of it, by the last card
            height, _ = ResponseBox.measure(text, labels, width)
            left = hand.right + 6 if place == Seat.W else hand.left - 6 - width
            return pygame.Rect(left, min(last.top, layout.BULB_RECT.top - 4 - height), width, height)
        room = felt.right - 4 - (last.right + 6)
        if room >= OFFSET_MIN_WIDTH:
            width = min(width, room)
            height, _ = ResponseBox.measure(text, labels, width)
            top = last.top if place == Seat.N else min(last.top, layout.BULB_RECT.top - 4 - height)
            return pygame.Rect(last.right + 6, top, width, height)
        height, _ = ResponseBox.measure(text, labels, width)  # no room beside it: over the hand's right end
        top = hand.bottom + 6 if place == Seat.N else hand.top - height - 6
        return pygame.Rect(min(last.right, felt.right - 4) - width, top, width, height)

    def before_card(self, card: Card) -> bool:
        """Verify cards played: the card is held up and the box asks; True when the box took over."""
        table = self.table
        if not table.prefs.verify_cards or card not in table.session.legal_actions():
            return False  # an illegal card is refused at once, with the reason
        seat = table.card_seat()
        hand = table.shown.hands[seat]
        self.verifying = card
        table.selected = hand.index(card) if card in hand else None
        text, buttons = f"Play the {card.name}?", [("&Yes", self.confirm_card), ("&No", self.take_back)]
        self.response.show("verify", text, buttons, self.response_rect(seat, text, [label for label, _ in buttons]))
        return True

    def confirm_card(self) -> None:
        card, self.verifying = self.verifying, None
        self.response.hide()
        if card is not None:
            self.table.human_act(card)

    def take_back(self) -> None:
        self.verifying = None
        self.table.selected = None
        self.response.hide()

    def whist_trick_pause(self, event) -> None:
        """Pause between tricks: who took it, the cards still on the table, OK to go on."""
        if not (self.table.prefs.pause_tricks and self.table.session.humans() and not self.table.watching()):
            self.table.turn_end_left = float(self.table.prefs.wait_seconds) * 0.25 * self.table.scale()
            return
        self.table.turn_end_left = None
        text = f"{event.winner.full_name} takes the trick."  # in the message box's place: said once, off the hands
        self.response.show("pause", text, [("&OK", self.table.end_turn)], MESSAGE_BOX)

    def hand_started(self) -> None:
        """A card held up by Verify cards played goes back to the hand (a new hand, Undo, a game loaded)."""
        if self.response is not None and self.response.kind == "verify":
            self.take_back()

    def refresh(self) -> None:
        table = self.table
        if self.cut_cards is not None and table.turn_end != "cut":
            self.cut_cards = None  # gone with the click (or a new game, a game loaded)
        response = self.response
        if response.kind == "pause" and table.turn_end is None:
            response.hide()
        if response.kind == "verify" and (table.ready_human() is None or table.hand.phase != "play"):
            self.take_back()

    # -- the engine's events, shown the whist way (presenters) --------------------------------------------
    def show_dealt(self, event) -> None:
        """The first hand of a game: the cut for the deal is shown before the cards are dealt."""
        self.table._show_Dealt(event)
        cut = self.cut_to_show()
        if cut is not None:
            self.table._insert_steps([partial(self.show_cut, cut)])

    def cut_to_show(self):
        table = self.table
        match = table.session.match
        cut = match.state.cut
        # a network table is sent a deal's events only as it is dealt, and its hand runs ahead of what it shows; it
        # may have joined a later hand, its history empty: the hand's context has the host's number of the hand
        played = table.hand.actions and not table.session.remote
        later = table.hand.context.get("hand_number", 1) != 1
        if cut is None or table.session.practice or match.history or played or later:
            return None
        return cut

    def show_cut(self, cut) -> None:
        """The four cards of the last draw face up in front of the players, until a click or a few seconds
        (the end of turn "cut": refresh clears them once it is over)."""
        table = self.table
        self.cut_cards = tuple(zip(SEATS, cut.rounds[-1], strict=True))
        self.cut_dealer, self.cut_ties = cut.dealer, len(cut.rounds) - 1
        table.app.sound.play("card")
        table.turn_end = "cut"
        table.turn_end_left = CUT_SECONDS * (table.scale() if table.watching() else 1.0)

    def show_turn_up(self, event) -> None:
        """The dealer's last card is shown face up in the middle for a moment, then goes back into his hand,
        where it stays drawn small in the info box until he plays it."""
        table = self.table
        card, dealer = event.card, table.hand.dealer
        table.app.sound.play("card")
        table.note(f"{dealer.full_name} turns up the {card.name}: {SUIT_NAMES[card.suit]} are trumps")
        hand = table.shown.hands[dealer]
        start = layout.deck_spot(table.place(dealer))
        held = card if card in hand else None  # None: one of the backs of a dealer this seat does not see
        if held in hand:
            start = paint.card_rects(table, dealer)[hand.index(held)].topleft
            hand.remove(held)  # (a back left in would stay in his hand after his last card, at a network table)
        table.flights.add(Flight(card, start, layout.TURN_UP_SPOT, 0.22 * table.scale(), face_up=True,
                                 on_land=partial(setattr, table.shown, "turn_up", card)))
        table._insert_steps([self._hold_turn_up, partial(self._turn_up_back, card)])

    def _hold_turn_up(self) -> None:
        self.table.pause_left = TURN_UP_SECONDS * self.table.scale()

    def _turn_up_back(self, card: Card) -> None:
        table = self.table
        dealer = table.hand.dealer
        table.shown.turn_up = None
        hand = table.shown.hands[dealer]
        target = layout.hand_rects(table.place(dealer), len(hand) + 1, table.face_up(dealer))[-1].topleft

        def landed() -> None:
            shown = table.shown
            shown.hands[dealer] = table.display_hand(dealer, [*shown.hands[dealer], card], shown.trump)

        table.flights.add(Flight(card, layout.TURN_UP_SPOT, target, 0.22 * table.scale(),
                                 face_up=table.face_up(dealer), on_land=landed))

    def synced(self) -> None:
        """A hand taken up in the middle (a game resumed or loaded, Replay cards): the calls stay at the seats, as
        the events would have shown them (the table took the declarer from the view)."""
        self.table.shown.contract = None

    def show_auction_ended(self, event) -> None:
        """No pause after the bidding: the highest bidder names trumps at once (all passing: the turn-up)."""
        table = self.table
        table.shown.contract, table.shown.declarer = None, event.declarer
        if event.declarer is not None:
            table.note(f"{event.declarer.full_name} bids {event.contract} and names trumps")
        else:
            table.note("All four passed: the turned-up card sets trumps")

    def show_trick_won(self, event) -> None:
        self.table._show_TrickWon(event)
        self.whist_trick_pause(event)

    # -- what the table says -------------------------------------------------------------------------
    def score_text(self) -> str:
        scores = self.table.shown_scores()
        return "   ".join(f"{key if len(key) == 1 else key[0] + '-' + key[1]} {value}"
                          for key, value in scores.items())

    def info_lines(self) -> list[str]:
        table = self.table
        hand = table.hand
        lines = [f"Dealer: {hand.dealer.full_name}", self.trump_line(), self.moment_line(),
                 paint.hand_line(table)]  # "game to" its target: a whist game always has one
        return [line for line in lines if line]

    def trump_line(self) -> str:
        """Always there: the trump suit once it is known (and who bid for it), else when it will be."""
        table = self.table
        shown, hand = table.shown, table.hand
        if not shown.trump or self.cut_cards is not None or not shown.deal_done:
            return "Trumps: after the deal"
        if hand.phase in ("bidding", "trump"):
            return "Trumps: after the bids"
        public = hand.view(Seat.S).public
        if public.declarer is None:
            return f"Trumps: {SUIT_NAMES[shown.trump]}"
        return f"Trumps: [{shown.trump}], {public.bid.amount} by {public.declarer.full_name}"  # fits beside the card

    def moment_line(self) -> str:
        """What the table is doing (the cut, the deal, the bidding), or who still holds the turned-up trump."""
        table = self.table
        hand = table.hand
        if self.cut_cards is not None:
            return "Cut for the deal"
        if not table.shown.deal_done:
            return "Dealing"
        if hand.phase in ("bidding", "trump"):
            return "Bidding"
        public = hand.view(Seat.S).public
        if public.turn_up_held and not hand.done:
            return f"{hand.dealer.full_name} holds the {RANK_NAMES[public.turn_up.rank]}"
        return ""

    def information(self) -> list[str]:
        table = self.table
        session = table.session
        view = table.hand.view(Seat.S)
        taken = view.public.trump_points
        scores = table.shown_scores()
        lines = ["This hand: " + ", ".join(f"{k} {v}" for k, v in taken.items()) + " (trump points)",
                 "Game: " + ", ".join(f"{k} {v}" for k, v in scores.items()) + f" (to {table.shown_target()})",
                 f"Dealer: {table.hand.dealer.full_name}"]
        return lines + [f"{seat.full_name}: {session.kind(seat).capitalize()}" for seat in SEATS]

    def whist_message(self) -> str:
        """The message box: what is going on, or what you are asked to do."""
        table = self.table
        hand = table.hand
        if table.curtain is not None:
            return f"{table.curtain.full_name}: click to see your cards."
        if self.response is not None and self.response.kind == "verify":
            return "Play this card, or take it back?"
        if table.turn_end == "trick" and table.shown.medal is not None:
            return f"{table.shown.medal.winner.full_name} takes the trick."
        if self.cut_cards is not None:
            again = " after a tie" if self.cut_ties == 1 else f" after {self.cut_ties} ties" if self.cut_ties else ""
            return f"Cut for the deal{again}: {self.cut_dealer.full_name} has the highest card and deals."
        if not table.shown.deal_done:
            return f"{hand.dealer.full_name} deals nine cards to each player."
        if hand.done:
            return "The hand is over."
        seat = table.ready_human()
        if seat is not None:
            who = "Your" if not table.hotseat() else f"{seat.full_name}'s"
            if hand.phase == "bidding":
                return f"{who} bid: a number of tricks, or 0 to pass."
            if hand.phase == "trump":
                return f"{who} bid is the highest: name trumps."
            return f"{who} turn: click a card to play it."
        if hand.to_act is not None and not table.steps and not table.flights:
            doing = {"bidding": "is bidding", "trump": "is naming trumps"}.get(hand.phase, "is choosing a card")
            return f"{hand.to_act.full_name} {doing}..."
        return ""

    def pack_shown(self) -> bool:
        """The cut lies where the pack would: the pack comes once the cut is put away."""
        return self.cut_cards is None

    def draw_extra(self, surface) -> None:
        self._draw_turn_up_marker(surface)
        self._draw_cut(surface)

    def draw_over_cards(self, surface) -> None:
        """The message box, over the cards dealt and played on their way past it."""
        text = self.whist_message()
        if not text or (self.response.visible and self.response.rect.colliderect(MESSAGE_BOX)):
            return  # West's response box sits there and asks the same
        box = MESSAGE_BOX
        panel = pygame.Surface(box.size, pygame.SRCALPHA)
        panel.fill((0, 0, 0, 140))
        surface.blit(panel, box)
        pygame.draw.rect(surface, YELLOW, box, 1)
        image = render_paragraph(text, box.width - 10, Style(size=17, color=WHITE), align="center")
        surface.blit(image, image.get_rect(center=box.center))

    def _draw_turn_up_marker(self, surface) -> None:
        """The turned-up trump, small in the info box, while it is back in the dealer's hand."""
        place = self.turn_up_marker_rect()
        if place is not None:
            surface.blit(paint.mini_card(self.table.hand.turn_up), place)

    def turn_up_marker_rect(self) -> pygame.Rect | None:
        """Where the turned-up trump is drawn small while the dealer holds it (None: it is not)."""
        table = self.table
        hand = table.hand
        if not table.shown.deal_done:
            return None
        public = hand.view(Seat.S).public
        held = table.shown.hands[hand.dealer]  # at a network table another dealer's cards are backs (None)
        if not public.turn_up_held or (public.turn_up not in held and None not in held):
            return None  # face up in the middle, on its way, or played
        # inside the info box, at its right end: the dealer's token and North's hand leave no room beside it,
        # and the box's own line already says who holds the card
        box = layout.INFO_BOX
        return paint.mini_card(public.turn_up).get_rect(topright=(box.right - 5, box.top + 5))

    def target_rect(self, name: str):
        """``"turn_up"``: the turned-up trump, face up in the middle or small in the info box (a guided hand's
        bubble points at it)."""
        if name != "turn_up":
            return None
        if self.table.shown.turn_up is not None:
            return pygame.Rect(layout.TURN_UP_SPOT, (layout.CARD_W, layout.CARD_H))
        return self.turn_up_marker_rect()

    def _draw_cut(self, surface) -> None:
        """The cut for the deal: each player's card in front of him, the highest one framed."""
        if self.cut_cards is None:
            return
        for seat, card in self.cut_cards:
            x, y = layout.TRICK_SPOTS[self.table.place(seat)]
            surface.blit(paint.card_image(card, True, paint.card_back(self.table)), (x, y))
            if seat == self.cut_dealer:
                pygame.draw.rect(surface, YELLOW, (x - 2, y - 2, layout.CARD_W + 4, layout.CARD_H + 4), 2)
        title = paint.text_image("Cut for the deal", 16)
        north = layout.TRICK_SPOTS[Seat.N]
        surface.blit(title, title.get_rect(midbottom=(north[0] + layout.CARD_W // 2, north[1] - 1)))

    # -- the scores ---------------------------------------------------------------------------------
    def after_hand(self, summary, result) -> bool:
        """The hand's scores, then the score sheet."""
        table = self.table
        if self.terminate_at is not None and not table.session.match.over:
            self.terminate_game()  # the computer's last card ended the hand: it counts, then the game ends
            return True

        def scores_closed(choice: str) -> None:
            self.show_whist_sheet(after_hand=True)

        table.scorecard = HandScoresDialog(table.app, result, summary.number, on_close=scores_closed,
                                           on_view=table.replay_button_action)
        if table.watching():
            table.scorecard.auto_close = 2.0
        table.app.push(table.scorecard)
        return True

    def guided_score(self, summary, result, on_close):
        """The scores for this hand, with Close only: the guided hand's last step explains them."""
        table = self.table
        dialog = HandScoresDialog(table.app, result, summary.number, on_close=lambda choice: on_close(),
                                  ok_label="&Close")
        table.app.push(dialog)
        return dialog

    def show_score_sheet(self) -> None:
        self.show_whist_sheet()

    def show_whist_sheet(self, after_hand: bool = False, caption: str = "") -> None:
        table = self.table
        match = table.session.match

        def closed(choice: str) -> None:
            if caption:  # a terminated game: the next one starts
                table._scorecard_closed("new game")
            elif after_hand:
                table._scorecard_closed(choice if choice in ("new game", "next hand") else "close")

        dialog = WhistSheetDialog(table.app, match, after_hand=after_hand, practice=table.session.practice,
                                  caption=caption, on_close=closed)
        if after_hand or caption:
            table.scorecard = dialog
            if table.watching():
                dialog.auto_close = 2.0
        table.app.push(dialog)

    # -- Terminate Present Game --------------------------------------------------------------------
    def ask_terminate(self) -> None:
        table = self.table
        if table.session.match.over or not table.session.counts:
            return

        def terminate() -> None:
            # a computer thinking now finishes its turn (its card is played and lands); no other one starts
            thinking = table.request is not None and table.request.moment == len(table.hand.actions)
            self.terminate_at = len(table.hand.actions) + (1 if thinking else 0)
            if thinking:
                table.flash_status(f"{table.request.seat.full_name} finishes his turn first...")

        table.confirm("Terminate the present game? The hand in progress is not scored and the highest total wins.",
                      "Terminate present game", terminate)

    def update(self) -> None:
        table = self.table
        self.refresh()
        if self.terminate_at is None or len(table.hand.actions) < self.terminate_at or table.flights:
            return
        if table.steps and table.turn_end is None and table.scorecard is None:
            return  # the last card is still to be shown
        self.terminate_at = None
        if table.scorecard is None:
            self.terminate_game()

    def terminate_game(self) -> None:
        match = self.table.session.match
        self.terminate_at = None
        if match.over:
            return
        self.table._forget_request()
        # the table stands still under the final sheet until the next game is dealt
        self.table.steps.clear()
        self.table.flights.clear()
        self.table.turn_end = self.table.turn_end_left = None
        self.response.hide()
        self.table.holding = True
        match.end_early()
        self.table.keep_ended_game()
        self.show_whist_sheet(caption="The game was terminated.")

