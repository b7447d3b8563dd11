"""The guided hand at the table: a fixed deal, the computers' moves scripted, and a speech bubble that says what
happens and what to do next (game.engine.guided describes the hand; each game's package holds its own).

The scene is the usual table with its usual animations; it only adds the bubble, plays the script instead of asking
the computer players, lets through the player's move only when it is the one the bubble asks for (the engine still
refuses an illegal one, with its own reason), and keeps nothing: no autosave, no score file, no history.
"""

from __future__ import annotations

from functools import partial

import pygame

from game.engine import Seat
from game.engine.cards import card as parse_card
from game.engine.guided import GuidedHand, GuideStep
from game.variants import GAMES

from ..widgets.dialogs import MessageBox
from ..widgets.menu import Menu, MenuItem, separator
from . import paint, store
from .guide_bubble import GuideBubble
from .scene import TableScene
from .scorecard import ScoreCard
from .session import SEATS, TableSession

WAITING_FOR = {
    "next": "read the bubble and click its Next button",
    "click": "click what the bubble points at",
    "hover": "move the mouse over what the bubble points at",
    "go on": "right-click the table (or press Space) to go on",
    "end": "close the bubble",
}


PICK_UP_WORDS = "Right-click the table, or press Space, to pick up the trick."


def guided_hand_of(variant_id: str) -> GuidedHand | None:
    info = GAMES.get(variant_id)
    return info.guided_hand if info is not None else None


GUIDED_UNDO_OFF = ("Undo is off in the guided hand: it goes one step at a time. Leave it (Esc) and play a hand "
                   "of your own to take moves back.")


def guided_session(variant_id: str, guided: GuidedHand) -> TableSession:
    """A practice session holding the guided deal: the guided player at his seat, the computers at the others."""
    players = {seat: "human" if seat == guided.player else "expert" for seat in SEATS}
    variant = GAMES[variant_id].variant
    session = TableSession(variant_id, guided.hand_options(variant), players, seed=guided.seed, practice=True)
    session.fixed_hand({key: list(cards) for key, cards in guided.cards.items()}, guided.dealer)
    session.undo_off = GUIDED_UNDO_OFF
    return session


def open_guided_hand(table: TableScene) -> None:
    """Help > Guided first hand (and the first start's offer): the guided hand over ``table``, which waits."""
    guided = guided_hand_of(table.variant_id)
    if guided is None:
        table.decline("This game has no guided hand yet")
        return
    table._forget_request()  # the guided hand uses the same decision worker: the table asks again when it is back
    table.app.push(GuidedTableScene(table.app, guided, table.variant_id, worker_mode=table.worker.mode))


def offer_guided_hand(table: TableScene) -> None:
    """At the first start of a game's table: offer its guided hand once, and remember that it was offered."""
    if guided_hand_of(table.variant_id) is None or table.prefs.guided_offered:
        return
    table.prefs.guided_offered = True
    _, kept, _, _ = store.load_table(table.variant_id, table.session.variant)  # as they are on the disk: only the
    kept.guided_offered = True  # answer is added (a change not saved at the table stays unsaved)
    problem = store.save_prefs(table.variant_id, kept)
    if problem:
        table.app.message(problem, title="Options")
    name = table.session.variant.name

    def answer(choice: str) -> None:
        if choice == "yes":
            open_guided_hand(table)

    table.app.push(MessageBox(
        table.app, f"Is this your first game of {name}? A guided hand shows you how it goes, step by step, and "
        f"what to click.\n\nPlay the guided hand now? (It is in the Help menu too.)",
        "Guided first hand", buttons=("&Yes", "&No"), icon="question", on_close=answer, width=400))


def waiting_words(step: GuideStep | None) -> str:
    """What the player is to do first, for a refusal: "click what the bubble points at"."""
    if step is None:
        return "wait for the table"
    return "make the move the bubble asks for" if step.action is not None else WAITING_FOR[step.until]


def waits_for_next(step: GuideStep) -> bool:
    """The step ends with the bubble's Next button (or Enter): it asks for no move and no click."""
    return step.action is None and step.until == "next"


class GuidedTableScene(TableScene):
    """The table playing a guided hand."""

    def __init__(self, app, guided: GuidedHand, variant_id: str, worker_mode: str = "process") -> None:
        self.guided = guided
        self.step_index = 0
        self.script_wait = None  # the clock when the next scripted move became due
        self.bubble: GuideBubble | None = None
        super().__init__(app, variant_id=variant_id, session=guided_session(variant_id, guided),
                         worker_mode=worker_mode, offer_resume=False)
        self.prefs.end_of_turn = "click"  # the bubbles say when to go on (this copy of the options is not saved)
        self.prefs.see_trick_winner = self.prefs.confirm = True
        self.prefs.without_help = False
        # Scotch Whist: the bubble asked for the card (no second question), and a trick waits for the bubble's "go on"
        self.prefs.verify_cards, self.prefs.pause_tricks = False, True

    def _menus(self) -> list[Menu]:
        return [
            Menu("&Guide", [MenuItem("&Leave the guided hand", self.ask_leave, "Esc",
                                     tooltip="Back to your game; the guided hand counts nowhere")],
                 tooltip="The guided hand"),
            Menu("&Help", [
                MenuItem("&Help", self.open_help, "F1", tooltip="Help on what you are doing now"),
                MenuItem("&Card values", partial(self.open_help, self.traits.card_values_page),
                         tooltip="The rank and points of the cards, in trumps and in other suits"),
                separator(),
                MenuItem("Crazy C&lock", self.app.toggle_boss, "F12", tooltip="The boss key"),
            ], tooltip="Rules and help"),
        ]

    # -- the steps -------------------------------------------------------------------------------------------
    def current_step(self) -> GuideStep | None:
        steps = self.guided.steps
        return steps[self.step_index] if self.step_index < len(steps) else None

    def caught_up(self) -> bool:
        """The table shows what the engine did (the end of a trick or of the auction may still wait for a click)."""
        return not self.flights and self.pause_left <= 0 and not self.holding and (
            self.turn_end is not None or not self.steps)

    def active_step(self) -> GuideStep | None:
        """The step the bubble shows now, or None (the table is still moving, or the script plays on)."""
        step = self.current_step()
        if step is None or step.at != len(self.hand.actions) or not self.caught_up():
            return None
        if step.until == "end" and (self.scorecard is not None or self.shown.score_due or not self.hand.done):
            return None
        return step

    def step_done(self) -> None:
        self.step_index += 1
        self.bubble = None

    def target_rect(self, name: str | None) -> pygame.Rect | None:
        """Where the thing a step points at is on the screen now (None: nowhere, or no target)."""
        if name is None:
            return None
        kind, _, value = name.partition(":")
        if kind == "hint_button":
            return self.bulb.rect.copy()
        if kind == "info_button":
            return self.geometry.info_rect.copy()
        if kind == "medal":
            return paint.medal_rect(self)
        if kind == "card":
            card = parse_card(value)  # not parse_action: bridge reads "4C" as a bid; the player's card, or the dummy's
            holder = next((seat for seat in (self.guided.player, *Seat) if card in self.shown.hands[seat]), None)
            return self._card_rect(holder, card) if holder is not None else None
        if kind == "bid_button":
            button = self.panel.button_for(self.session.variant.parse_action(value))
            return button.rect.copy() if button is not None and self.panel.visible else None
        if kind == "call":
            items = [item for item in paint.zone_items(self, Seat.parse(value)) if item.kind == "call"]
            return items[-1].rect.copy() if items else None
        if kind == "trick":
            seat = Seat.parse(value)
            if any(who == seat for who, _ in self.shown.trick):
                return paint.trick_card_rect(self, seat)
            return None
        return self.game.target_rect(name)

    def _card_rect(self, seat: Seat, card) -> pygame.Rect | None:
        hand = self.shown.hands[seat]
        if card not in hand:
            return None
        rects = paint.card_rects(self, seat)
        index = hand.index(card)
        rect = rects[index].copy()
        for later in rects[index + 1:]:  # drawn over it: only its left strip shows in a fan, its top in a column
            if later.top == rect.top and later.left > rect.left:
                rect.width = min(rect.width, max(8, later.left - rect.left))
            elif later.left == rect.left and later.top > rect.top:
                rect.height = min(rect.height, max(8, later.top - rect.top))
        return rect

    def things_to_keep_in_view(self, target: pygame.Rect | None) -> list[pygame.Rect]:
        """What the bubble and its arrow had better not hide: the cards on the table, the game's own things (the
        meld spread...), and the bidding box and your hand when it points elsewhere."""
        things = [paint.trick_card_rect(self, seat) for seat, _ in self.shown.trick]
        things += self.game.keep_in_view()
        hand = paint.card_rects(self, self.guided.player)
        if hand and (target is None or not hand[0].unionall(hand).colliderect(target)):
            things.append(hand[0].unionall(hand))
        if self.panel.visible and (target is None or not self.panel.rect.colliderect(target)):
            things.append(self.panel.rect)
        return things

    def _refresh_bubble(self) -> None:
        step = self.active_step()
        if step is None and self.turn_end is not None and self.caught_up() and self.scorecard is None:
            step = GuideStep(len(self.hand.actions), PICK_UP_WORDS, until="go on")  # a trick with nothing to say
        if step is None:
            self.bubble = None
            return
        target = self.target_rect(step.target)
        if self.bubble is not None and (self.bubble.text, self.bubble.target) == (step.text, target):
            return
        ending = step.until == "end"
        self.bubble = GuideBubble(self.guided.title, step.text, target, self.geometry.felt_rect,
                                  on_close=self.close if ending else self.ask_leave,
                                  on_next=self.step_done if waits_for_next(step) else None,
                                  avoid=self.things_to_keep_in_view(target))

    # -- the script plays the computers ------------------------------------------------------------------
    def _drive(self) -> None:
        hand = self.hand
        seat = hand.to_act
        if seat is None or self.session.is_human(seat):
            super()._drive()
            return
        if self.active_step() is not None or self.current_step_waits():
            return
        if self.script_wait is None:
            self.script_wait = self.clock
        if self.clock - self.script_wait < self.prefs.computer_pause:
            return
        self.script_wait = None
        index = len(hand.actions)
        reasons = self.guided.reasons.get(index)
        events = self.session.apply(self.guided.actions[index], list(reasons) if reasons else None)
        self.present(events)

    def current_step_waits(self) -> bool:
        """The next step is due here but the table is not ready to show it yet."""
        step = self.current_step()
        return step is not None and step.at == len(self.hand.actions)

    # -- the player's moves go through the bubble ------------------------------------------------------------
    def allows(self, action) -> bool:
        """The move the bubble asks for (or one the rules refuse anyway: the engine says why); anything else is
        refused here, kindly."""
        step = self.active_step()
        if step is not None and step.action == str(action):
            return True
        if step is None or step.action is None:
            self.guide_says(f"Not yet: first {waiting_words(step)}.")
            return False
        if action not in self.hand.legal_actions():
            return True
        self.guide_says(step.wrong[:1].upper() + step.wrong[1:] if step.wrong else "That is not the move this step "
                        "asks for: the bubble says which.")
        return False

    def guide_says(self, text: str) -> None:
        self.app.sound.play("refusal")
        self.app.push(MessageBox(self.app, text, self.guided.title, icon="info", width=380))

    def play_card(self, card) -> None:
        if self.ready_human() is not None and not self.allows(card):
            return
        super().play_card(card)

    def human_act(self, action) -> bool:
        if self.ready_human() is None or not self.allows(action):
            return False
        done = super().human_act(action)  # the engine may still refuse it, with its reason
        if done:
            self.step_done()
        return done

    def end_turn(self) -> None:
        step = self.active_step()
        if self.turn_end is not None and step is not None:
            if step.action is not None or step.until != "go on":
                self.guide_says(f"Not yet: first {waiting_words(step)}.")
                return
            self.step_done()
        super().end_turn()

    def wait_turn_end(self, kind: str) -> None:
        super().wait_turn_end(kind)
        self.turn_end_left = None  # the bubble says when to go on

    def prompt(self) -> str:
        step = self.active_step()
        if step is None or self.flash:
            return super().prompt()
        return f"The guide: {waiting_words(step)}"

    def can_next_hand(self) -> bool:
        return False  # one hand only: the closing bubble leaves it

    def ask_new_game(self) -> None:
        self.decline("This is the guided hand: Esc leaves it")

    # -- leaving -----------------------------------------------------------------------------------------------
    def ask_leave(self) -> None:
        self.app.push(MessageBox(self.app, "Leave the guided hand and go back to your game? You can play it again "
                                 "from the Help menu.", self.guided.title, buttons=("&Yes", "&No"),
                                 icon="question", on_close=lambda choice: self.close() if choice == "yes" else None))

    # -- nothing is kept ---------------------------------------------------------------------------------------
    def keep_action(self, events) -> int:
        return 0

    def save_progress(self) -> int:
        return 0

    def keep_scored_hand(self) -> int:
        return 0

    def keep_ended_game(self) -> None:
        self.shown.score_due = False

    def _show_MatchScored(self, event) -> None:
        """The hand's score card, with no next hand and no note on numbered hands: only Close."""
        summary, result = event.summary, event.result
        self.shown.score_due = False
        if result.points.get(self.our_side(), 0) > max(v for k, v in result.points.items() if k != self.our_side()):
            self.app.sound.play("win")
        own = self.game.guided_score(summary, result, on_close=lambda: self._scorecard_closed("close"))
        if own is not None:  # Contract Bridge: the rubber sheet
            self.scorecard = own
            return
        card = ScoreCard(self.app, summary, match_over=False, winner=None, target=self.session.match.target,
                         practice=False, made=result.made, on_close=self._scorecard_closed,
                         contract_word=self.traits.contract_word, heading=self.game.score_card_heading(summary, result))
        card.buttons["next hand"].visible = False
        card.buttons["close"].rect.centerx = card.rect.centerx
        self.scorecard = card
        self.keep_clear_of_the_task_bar(card)
        self.app.push(card)

    def _scorecard_closed(self, choice: str) -> None:
        self.scorecard = None

    # -- every frame -------------------------------------------------------------------------------------------
    def handle_event(self, event):
        step = self.active_step()
        if self.bubble is not None and not self.menu_bar.is_open and self.bubble.handle_mouse(event):
            return None
        if event.type == pygame.KEYDOWN and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            if event.key == pygame.K_ESCAPE and not self.menu_bar.is_open and self.selected is None:
                if step is not None and step.until == "end":
                    self.close()
                else:
                    self.ask_leave()
                return None
            if step is not None and waits_for_next(step) and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER,
                                                                            pygame.K_SPACE):
                self.step_done()
                return None
        if step is not None and step.until in ("click", "hover") and event.type == pygame.MOUSEBUTTONDOWN \
                and event.button == 1 and not self.menu_bar.is_open:
            target = self.target_rect(step.target)
            if target is not None and target.collidepoint(event.pos):
                self.step_done()  # and the click does what it does at the table (the medal's reason...)
        return super().handle_event(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        step = self.active_step()
        if step is not None and step.until == "hover" and not self.paused:
            target = self.target_rect(step.target)
            if target is not None and target.collidepoint(self.app.mouse_pos):
                self.step_done()
        self._refresh_bubble()

    def is_animating(self) -> bool:
        return super().is_animating() or (self.current_step_waits() and self.bubble is None)

    def draw(self, surface) -> None:
        paint.draw_table(self, surface)
        if self.bubble is not None:
            self.bubble.draw(surface)
        if self.prefs.status_bar:
            self.status.draw(surface)
        self.menu_bar.draw(surface)
