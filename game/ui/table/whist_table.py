"""What Scotch Whist adds to the table: hands sorted in the whist order, the turned-up trump shown beside the
dealer (it is in his hand until he plays it), the message box that says what is going on, the bidding box
(a number of tricks, then the bidder's trumps), the response boxes (Verify cards played, Pause between tricks),
the scores of each hand and the three-column score sheet, and Terminate Present Game.

``WhistTable`` is mixed into TableScene like BridgeTable; the scene calls these methods only when its profile
says ``whist``.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from game.engine import PASS, Card, Seat
from game.engine.actions import TrumpCall
from game.engine.cards import SUIT_NAMES
from game.variants.scotch_whist.rules import PLAIN_ORDER, TRUMP_ORDER

from ..theme import BLACK, NAVY, WHITE, YELLOW
from ..widgets.base import Widget
from ..widgets.controls import Button, Label
from ..widgets.dialogs import Dialog, MessageBox
from ..widgets.menu import MenuItem
from ..widgets.text import Style, render_paragraph
from ..widgets.textinput import NumberInput
from . import layout, paint
from .bidding_panel import CallingPanel, ImageButton
from .session import SEATS

SUIT_SEQUENCE = "SHCD"  # colours alternate
WHIST_PANEL = pygame.Rect(190, 128, 260, 104)
MESSAGE_BOX = pygame.Rect(84, 250, 104, 104)  # below West's label, clear of the trick and of South's hand
RESPONSE_SIZE = (200, 74)
DIGIT_KEYS = {getattr(pygame, f"K_{n}"): n for n in range(10)} | {getattr(pygame, f"K_KP{n}"): n for n in range(10)}
PLUS_KEYS = (pygame.K_PLUS, pygame.K_KP_PLUS, pygame.K_EQUALS)
MINUS_KEYS = (pygame.K_MINUS, pygame.K_KP_MINUS)
RESPONSE_POSITIONS = ("overlay", "offset")


def whist_sorted(cards, trump: str | None) -> list[Card]:
    """Suits alternating in colour, each from its highest card down: the jack heads the trumps."""
    def key(card: Card):
        order = TRUMP_ORDER if card.suit == trump else PLAIN_ORDER
        return (SUIT_SEQUENCE.index(card.suit), order.index(card.rank))
    return sorted(cards, key=key)


class WhistBiddingBox(CallingPanel):
    """A number of tricks (type a digit, or + and -; 0 or Pass passes; Enter or Bid bids it), then for the
    highest bidder the four suits. Only the engine's legal calls are made."""

    face_tooltip = "Bid a number of tricks (type it, or + and -), 0 to pass"

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
                                 lambda s=suit: self.name_suit(s),
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
        return [action.amount for action in self.legal if action is not PASS and hasattr(action, "amount")]

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
        action = next((a for a in self.legal if getattr(a, "amount", None) == self.amount), None)
        if action is not None and not self.naming:
            self.on_call(action)

    def pass_(self) -> None:
        if PASS in self.legal:
            self.on_call(PASS)

    def name_suit(self, suit: str) -> None:
        action = next((a for a in self.legal if isinstance(a, TrumpCall) and a.suit == suit), None)
        if action is not None:
            self.on_call(action)

    def type_key(self, event) -> bool:
        """The keyboard: a digit chooses the number (0 passes), + and - change it, Enter bids; while naming
        trumps, S, H, D or C."""
        if self.naming:
            suit = pygame.key.name(event.key).upper()
            if suit in self.suit_buttons:
                self.name_suit(suit)
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
    """A small box on the felt with a line or two and its buttons: Verify cards played, Pause between tricks."""

    def __init__(self):
        super().__init__(pygame.Rect((0, 0), RESPONSE_SIZE))
        self.visible = False
        self.text = ""
        self.kind = ""
        self.buttons: list[Button] = []

    def show(self, kind: str, text: str, buttons: list[tuple[str, Callable]], topleft) -> None:
        self.kind, self.text, self.visible = kind, text, True
        self.rect.topleft = topleft
        self.rect.clamp_ip(layout.FELT_RECT)
        width = (self.rect.width - 12 - 6 * (len(buttons) - 1)) // len(buttons)
        self.buttons = [Button(pygame.Rect(self.rect.left + 6 + i * (width + 6), self.rect.bottom - 28, width, 22),
                               label, action) for i, (label, action) in enumerate(buttons)]

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
        return self.text if self.rect.collidepoint(pos) else None

    def draw(self, surface) -> None:
        pygame.draw.rect(surface, (255, 255, 225), self.rect)
        pygame.draw.rect(surface, BLACK, self.rect, 1)
        image = render_paragraph(self.text, self.rect.width - 12, Style(size=16), align="center")
        surface.blit(image, image.get_rect(midtop=(self.rect.centerx, self.rect.top + 5)))
        for button in self.buttons:
            button.draw(surface)


class DelayTimeDialog(Dialog):
    """Options > Delay time: how long a finished trick stays when Pause between tricks is off."""

    def __init__(self, app, seconds: int, on_done: Callable[[int], None]):
        super().__init__(app, "Delay time", (320, 130))
        self.on_done = on_done
        self.field = self.add(NumberInput(self.place(120, 14, 60, 22), seconds, 1, 9,
                                          tooltip="From 1 to 9 seconds"))
        self.add(Label(self.place(14, 14, 100, 22), "&Delay time:", buddy=self.field))
        self.add(Label(self.place(188, 14, 100, 22), "seconds"))
        self.add_buttons(["&OK", "Cancel"])
        self.widgets.focus(self.field)

    def on_ok(self) -> None:
        seconds = self.field.commit()
        self.finish("ok")
        self.on_done(seconds)


class WhistTable:
    """Mixed into TableScene."""

    response: ResponseBox | None = None
    verifying: Card | None = None
    terminating = False  # Terminate Present Game waits for the computer to finish its turn

    # -- widgets and menus ------------------------------------------------------------------------
    def build_whist_widgets(self) -> WhistBiddingBox:
        self.response = self.widgets.add(ResponseBox())
        return WhistBiddingBox(WHIST_PANEL, self.human_act)

    def whist_menu_items(self) -> list[MenuItem]:
        return [
            MenuItem("Display &scoresheet...", self.show_whist_sheet, "F6",
                     tooltip="Carried forward, this hand and the total of every player, hand by hand"),
            MenuItem("&Terminate present game", self.ask_terminate,
                     enabled=lambda: not self.session.match.over and not self.session.practice,
                     tooltip="End this game now: the highest total wins (a computer finishes its turn first)"),
        ]

    def whist_option_items(self) -> list[MenuItem]:
        """Options > Verify cards played, Pause between tricks, Response box position (kept on exit)."""
        return [
            MenuItem("&Verify cards played", partial(self.toggle_pref, "verify_cards"),
                     checked=lambda: self.prefs.verify_cards,
                     tooltip="After you click a card, a box asks whether to play it or take it back"),
            MenuItem("Pa&use between tricks", partial(self.toggle_pref, "pause_tricks"),
                     checked=lambda: self.prefs.pause_tricks,
                     tooltip="Each trick stays on the table, with a box naming its winner, until you click OK"),
            MenuItem("Response box &offset", self.toggle_response_box,
                     checked=lambda: self.prefs.response_box == "offset",
                     tooltip="The response boxes just right of your last card, instead of over your hand"),
        ]

    def whist_preference_items(self) -> list[MenuItem]:
        """Options > Delay time, Card back, Player name (all kept on exit)."""
        return [
            MenuItem("&Delay time...", self.ask_delay_time,
                     tooltip="Seconds a finished trick stays on the table when it is not paused (1 to 9)"),
            MenuItem("Card bac&k...", self.ask_preferences, tooltip="The picture on the backs of the cards"),
            MenuItem("Player &name...", self.ask_preferences, tooltip="The name shown at your seat"),
        ]

    def ask_delay_time(self) -> None:
        def chosen(seconds: int) -> None:
            self.prefs.wait_seconds = seconds
            self._save_prefs()

        self.app.push(DelayTimeDialog(self.app, self.prefs.wait_seconds, chosen))

    def locked_rules(self) -> dict[str, str]:
        """Game points stay as they are while a game is under way (they decide when it ends)."""
        match = self.session.match
        if self.session.practice or match.over or not (match.history or self.hand.actions):
            return {}
        return {"target": f"Game points stay at {match.target} until this game ends: "
                          "they decide who has gone out."}

    def toggle_response_box(self) -> None:
        self.prefs.response_box = "overlay" if self.prefs.response_box == "offset" else "offset"
        self._save_prefs()

    def whist_input(self, event) -> bool:
        """Before the scene's keys: the bidding box's keys, F6 and the response box's Enter."""
        if event.type != pygame.KEYDOWN or event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return False
        if self.panel.visible and self.panel.type_key(event):
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
    def response_spot(self, seat: Seat) -> tuple[int, int]:
        """Over the middle of the hand, or just right of its last card (Response Box Position)."""
        rects = paint.card_rects(self, seat) or [pygame.Rect(layout.WIDTH // 2, layout.SOUTH_Y, 1, 1)]
        width, height = RESPONSE_SIZE
        if self.prefs.response_box == "offset":
            if rects[-1].right + 6 + width <= layout.FELT_RECT.right:
                return rects[-1].right + 6, rects[-1].top
            return layout.FELT_RECT.right - width, rects[-1].top - height - 6  # no room: just above the right end
        middle = rects[0].union(rects[-1])
        return middle.centerx - width // 2, middle.top + (middle.height - height) // 2

    def whist_verify(self, card: Card) -> bool:
        """Verify cards played: the card is held up and the box asks; True when the box took over."""
        if not self.prefs.verify_cards or card not in self.session.legal_actions():
            return False  # an illegal card is refused at once, with the reason
        seat = self.card_seat()
        hand = self.shown.hands[seat]
        self.verifying = card
        self.selected = hand.index(card) if card in hand else None
        self.response.show("verify", f"Play the {card.name}?", [("&Play it", self.confirm_card),
                                                                ("&Take back", self.take_back)],
                           self.response_spot(seat))
        return True

    def confirm_card(self) -> None:
        card, self.verifying = self.verifying, None
        self.response.hide()
        if card is not None:
            self.human_act(card)

    def take_back(self) -> None:
        self.verifying = None
        self.selected = None
        self.response.hide()

    def whist_trick_pause(self, event) -> None:
        """Pause between tricks: who took it, the cards still on the table, OK to go on."""
        if not (self.prefs.pause_tricks and self.session.humans() and not self.watching()):
            self.turn_end_left = float(self.prefs.wait_seconds) * 0.25 * self.scale()
            return
        self.turn_end_left = None
        seat = self.viewer if self.viewer is not None else Seat.S
        self.response.show("pause", f"{event.winner.full_name} takes the trick.", [("&OK", self.end_turn)],
                           self.response_spot(seat))

    def whist_refresh(self) -> None:
        response = self.response
        if response.kind == "pause" and self.turn_end is None:
            response.hide()
        if response.kind == "verify" and (self.ready_human() is None or self.hand.phase != "play"):
            self.take_back()

    # -- the engine's events, shown the whist way (TableScene.present finds them by the game's id) -------
    def _scotch_whist_show_TurnUp(self, event) -> None:
        """The turned-up card goes back into the dealer's hand: it is shown small beside the info box."""
        self.app.sound.play("card")
        self.note(f"{self.hand.dealer.full_name} turns up the {event.card.name}: {SUIT_NAMES[event.card.suit]} "
                  "are trumps")

    def _scotch_whist_show_AuctionEnded(self, event) -> None:
        """No pause after the bidding: the highest bidder names trumps at once (all passing: the turn-up)."""
        self.shown.contract, self.shown.declarer = None, event.declarer
        if event.declarer is not None:
            self.note(f"{event.declarer.full_name} bids {event.contract} and names trumps")
        else:
            self.note("All four passed: the turned-up card sets trumps")

    def _scotch_whist_show_TrickWon(self, event) -> None:
        self._show_TrickWon(event)
        self.whist_trick_pause(event)

    # -- what the table says -------------------------------------------------------------------------
    def whist_score_text(self) -> str:
        scores = self.session.scores()
        return "   ".join(f"{key if len(key) == 1 else key[0] + '-' + key[1]} {value}"
                          for key, value in scores.items())

    def whist_info_lines(self) -> list[str]:
        shown, hand = self.shown, self.hand
        lines = [f"Dealer: {hand.dealer.full_name}"]
        if not shown.deal_done:
            lines.append("Dealing")
        elif hand.phase in ("bidding", "trump"):
            lines.append("Bidding")
        elif shown.trump:
            bidder = getattr(hand, "bidder", None)
            bid = getattr(hand, "high_bid", None)
            who = f", {bid.amount} by {bidder.full_name}" if bidder is not None else ""
            lines.append(f"Trumps: {SUIT_NAMES[shown.trump]}{who}")
            if hand.turned_up and not hand.turn_up_played:
                lines.append(f"{hand.dealer.full_name} holds the {hand.turn_up.text}")
        match = self.session.match
        if self.session.practice:
            lines.append(f"Hand no. {hand.deal_number}" if hand.deal_number else "Practice hand")
        else:
            lines.append(f"Hand {len(match.history) + (0 if match.current_scored else 1)} - game to {match.target}")
        return lines

    def whist_information(self) -> list[str]:
        session = self.session
        view = self.hand.view(Seat.S)
        taken = view.public["trump_points"]
        scores = session.scores()
        lines = ["This hand: " + ", ".join(f"{k} {v}" for k, v in taken.items()) + " (trump points)",
                 "Game: " + ", ".join(f"{k} {v}" for k, v in scores.items()) + f" (to {session.match.target})",
                 f"Dealer: {self.hand.dealer.full_name}"]
        return lines + [f"{seat.full_name}: {session.kind(seat).capitalize()}" for seat in SEATS]

    def whist_message(self) -> str:
        """The message box: what is going on, or what you are asked to do."""
        hand = self.hand
        if self.curtain is not None:
            return f"{self.curtain.full_name}: click to see your cards."
        if self.response is not None and self.response.kind == "verify":
            return "Play this card, or take it back?"
        if self.turn_end == "trick" and self.shown.medal is not None:
            return f"{self.shown.medal.winner.full_name} takes the trick."
        if not self.shown.deal_done:
            return f"{hand.dealer.full_name} deals nine cards to each player."
        if hand.done:
            return "The hand is over."
        seat = self.ready_human()
        if seat is not None:
            who = "Your" if not self.hotseat() else f"{seat.full_name}'s"
            if hand.phase == "bidding":
                return f"{who} bid: a number of tricks, or 0 to pass."
            if hand.phase == "trump":
                return f"{who} bid is the highest: name trumps."
            return f"{who} turn: click a card to play it."
        if hand.to_act is not None and not self.steps and not self.flights:
            doing = {"bidding": "is bidding", "trump": "is naming trumps"}.get(hand.phase, "is choosing a card")
            return f"{hand.to_act.full_name} {doing}..."
        return ""

    def draw_whist(self, surface) -> None:
        self._draw_turn_up_marker(surface)
        text = self.whist_message()
        if not text:
            return
        box = MESSAGE_BOX
        panel = pygame.Surface(box.size, pygame.SRCALPHA)
        panel.fill((0, 0, 0, 140))
        surface.blit(panel, box)
        pygame.draw.rect(surface, YELLOW, box, 1)
        image = render_paragraph(text, box.width - 10, Style(size=17, color=WHITE), align="center")
        surface.blit(image, image.get_rect(center=box.center))

    def _draw_turn_up_marker(self, surface) -> None:
        """The turned-up trump, small beside the info box, while it is still in the dealer's hand."""
        hand = self.hand
        card = hand.turn_up
        if not (self.shown.deal_done and hand.turned_up and not hand.turn_up_played):
            return
        if card in [c for _, c in self.shown.trick]:
            return
        image = paint.small_card(card.text)
        # inside the info box, at its right end: the dealer's token and North's hand leave no room beside it,
        # and the box's own line already says who holds the card
        box = layout.INFO_BOX
        surface.blit(image, image.get_rect(topright=(box.right - 5, box.top + 5)))

    # -- the scores ---------------------------------------------------------------------------------
    def whist_after_hand(self, summary, result) -> None:
        from .whist_sheets import HandScoresDialog

        def scores_closed(choice: str) -> None:
            self.show_whist_sheet(after_hand=True)

        self.scorecard = HandScoresDialog(self.app, result, summary.number, on_close=scores_closed)
        if self.watching():
            self.scorecard.auto_close = 2.0
        self.app.push(self.scorecard)

    def show_whist_sheet(self, after_hand: bool = False, caption: str = "") -> None:
        from .whist_sheets import WhistSheetDialog

        match = self.session.match

        def closed(choice: str) -> None:
            if caption:  # a terminated game: the next one starts
                self._scorecard_closed("new game")
            elif after_hand:
                self._scorecard_closed(choice if choice in ("new game", "next hand") else "close")

        dialog = WhistSheetDialog(self.app, match, after_hand=after_hand, practice=self.session.practice,
                                  caption=caption, on_close=closed)
        if after_hand or caption:
            self.scorecard = dialog
            if self.watching():
                dialog.auto_close = 2.0
        self.app.push(dialog)

    # -- Terminate Present Game --------------------------------------------------------------------
    def ask_terminate(self) -> None:
        if self.session.match.over or self.session.practice:
            return

        def answer(choice: str) -> None:
            if choice == "yes":
                self.terminating = True
                if self.request is not None:
                    self.flash_status(f"{self.request.seat.full_name} finishes his turn first...")

        self.app.push(MessageBox(self.app, "Terminate the present game? The hand in progress is not scored and the "
                                 "highest total wins.", "Terminate present game", buttons=("&Yes", "&No"),
                                 icon="question", on_close=answer))

    def whist_update(self) -> None:
        self.whist_refresh()
        if self.terminating and self.request is None and not self.steps and not self.flights:
            self.terminating = False
            self.terminate_game()

    def terminate_game(self) -> None:
        from . import store

        match = self.session.match
        if match.over:
            return
        self._forget_request()
        match.end_early()
        self.autosaver.clear()
        if not self.demo:
            names = {seat: paint.seat_title(self, seat) for seat in SEATS}
            store.record_finished_game(self.variant_id, match, self.session.players, names, self.saving_problems)
        self.show_whist_sheet(caption="The game was terminated.")


# -- the profile's hooks (profiles.PROFILES["scotch_whist"]) ------------------------------------------

def info_lines(scene) -> list[str]:
    return scene.whist_info_lines()


def information(scene) -> list[str]:
    return scene.whist_information()


def draw_extra(scene, surface) -> None:
    scene.draw_whist(surface)
