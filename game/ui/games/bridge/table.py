"""Contract Bridge at the table: the bidding box with the auction table beside it, the dummy laid face up after
the opening lead (played by the declarer), the count of tricks, and the rubber score sheet."""

from __future__ import annotations

from functools import partial

import pygame

from game.engine import Card, Seat
from game.engine.events import DummyShown

from ...table import layout, paint
from ...table.session import SEATS
from ...table.traits import TableTraits
from ...table.words import SIDE_NAMES, contract_text, host_stop_words
from ...widgets.menu import MenuItem
from ..base import GameTable
from .panel import AuctionTable, BridgeBiddingBox
from .rubber_sheet import RubberSheetDialog
from .table_help import BRIDGE_PAGE_FOR_PHASE, BRIDGE_TABLE_HELP

BRIDGE_RANKS = "AKQJT98765432"
# Suits in an order whose colours alternate, starting with the trump suit (no trumps: spades first).
SUIT_ORDERS = {"S": "SHCD", "H": "HSDC", "D": "DSHC", "C": "CHSD", None: "SHCD"}
DEMO_SHEET_SECONDS = 3.0


def bridge_sorted(cards, trump: str | None, trumps_last: bool = False) -> list[Card]:
    """A bridge hand as shown: by suit (colours alternating, trumps first), each suit from the ace down;
    ``trumps_last`` turns the suits round (a dummy whose declarer's left is its last column or row)."""
    order = SUIT_ORDERS.get(trump, SUIT_ORDERS[None])
    if trumps_last:
        order = order[::-1]
    return sorted(cards, key=lambda c: (order.index(c.suit), BRIDGE_RANKS.index(c.rank)))


def dummy_trumps_last(place: Seat) -> bool:
    """The dummy's trumps go on the declarer's left: for a dummy at the bottom (its declarer at the top sees the
    screen's right as his left: the last column) or at the left (its declarer at the right: the bottom row), that
    is the end of the hand; at the top (the screen's left) and the right (the top row), its start. ``place``: where
    the dummy lies on the screen (``TableScene.place``)."""
    return place in (Seat.S, Seat.W)


def vulnerable_words(public) -> str:
    """``nobody``, ``N-S``, ``E-W`` or ``both`` (``public``: the hand's public view)."""
    sides = [side for side in ("NS", "EW") if public.vulnerable[side]]
    return "both" if len(sides) == 2 else f"{sides[0][0]}-{sides[0][1]}" if sides else "nobody"




class BridgeTable(GameTable):
    """Contract Bridge's part of the table."""

    traits = TableTraits(
        announce_buttons=False, table_help=BRIDGE_TABLE_HELP,
        page_for_phase=dict(BRIDGE_PAGE_FOR_PHASE), card_values_page="The play",
        call_prompt="call: click the bidding box, or type a level, a strain and Enter (P passes)",
        panel_title="call", calling_word="Auction", rules_tooltip="Whether the honours are scored",
        about="Rubber bridge at a table of the early nineties: bid for tricks in an auction that explains "
              "itself, play your partner's hand as the dummy, and win two games on the score sheet.",

        new_game_item="&New rubber", new_game_tooltip="Start a new rubber")
    auction_table: AuctionTable | None = None
    auction_shown_in_play = False

    # -- widgets and menus ---------------------------------------------------------------------
    def add_widgets(self, widgets) -> BridgeBiddingBox:
        box = BridgeBiddingBox(layout.BRIDGE_BOX, self.table.human_act, self.table.session.variant.bid_strains)
        self.auction_table = widgets.add(AuctionTable(layout.AUCTION_TABLE, self.explain_call))
        return widgets.add(box)

    def refresh_controls(self, seat) -> None:
        self.refresh_auction_table()

    def draw_over_widgets(self, surface) -> None:
        if self.auction_table.visible:
            self.auction_table.draw_balloon(surface)  # over the bidding box beside it

    def items_after_next_hand(self) -> list[MenuItem]:
        table = self.table
        return [
            MenuItem("Score shee&t...", table.show_score_sheet, "F6",
                     tooltip="The rubber score sheet: the line, the games, the premiums and the totals"),
            MenuItem("End &rubber...", self.ask_end_rubber,
                     enabled=lambda: not table.session.match.over and table.session.counts,
                     tooltip="Stop this rubber now; an unfinished rubber scores its games and part-scores"),
            MenuItem("&Auction", self.toggle_auction, "A", checked=lambda: self.auction_shown_in_play,
                     enabled=lambda: table.hand.phase != "bidding",
                     tooltip="Show or hide the auction during the play"),
        ]

    def actions_that_only_show(self) -> set:
        return {self.toggle_auction}

    def items_after_keys(self) -> list[MenuItem]:
        return [MenuItem("&Bidding system", partial(self.table.open_help, "The computers' bidding system"),
                         tooltip="What the computers' calls mean: the system they bid, in words")]

    def extra_help(self) -> str:
        """The computers' bidding system, after the table's pages."""
        text = self.table.session.variant.system_help()
        return "\n\n" + text if text else ""

    def presenters(self) -> dict:
        return {DummyShown: self.show_dummy}

    def explain_call(self, dealer: Seat, calls: list, index: int) -> str | None:
        """What a call of the auction table shows, from the game's bidding system."""
        try:
            return self.table.session.variant.call_meaning(dealer, calls, index)
        except Exception:  # noqa: BLE001 - a note that cannot be worked out must not stop the game
            return None

    def refresh_auction_table(self) -> None:
        """The auction as the table shows it (it lags the engine while the calls are said); shown while the
        auction lasts, and during the play when asked for (A)."""
        table = self.auction_table
        hand, public = self.table.hand, self.public()
        calls = [call for _, call in public.auction][:self.table.shown.call_count]
        vulnerable = [seat for seat in SEATS if public.vulnerable[seat.side]]
        over = hand.phase != "bidding" and len(calls) == len(public.auction)  # an auction stops where it closes
        table.set_auction(hand.dealer, calls, vulnerable, closed=over)
        bidding = hand.phase == "bidding" or not self.table.shown.deal_done or self.table.shown.contract is None
        table.visible = self.table.shown.deal_done and (bidding or self.auction_shown_in_play)
        table.rect = layout.AUCTION_TABLE.copy() if bidding else self.auction_in_play_rect()
        table.title = "Auction" if bidding else "Auction (A hides)"

    def auction_in_play_rect(self) -> pygame.Rect:
        """Where the auction goes during the play: beside the trick, on the side away from a dummy at East (right of
        the trick's row beside a dummy at North or South), as tall as its rows (and a blank one) need."""
        dummy = self.dummy_seat()
        place = None if dummy is None else self.table.place(dummy)
        if place in layout.DUMMY_COLUMNS_X:
            rect = layout.AUCTION_BESIDE_TRICK_ROW.copy()
        else:
            rect = layout.AUCTION_IN_PLAY["left" if place == Seat.E else "right"].copy()
        rect.height = min(rect.height, self.auction_table.height_for(self.auction_table.row_count() + 1))
        return rect

    def toggle_auction(self) -> None:
        if self.table.hand.phase == "bidding":
            return
        self.auction_shown_in_play = not self.auction_shown_in_play
        if not self.auction_shown_in_play and self.auction_table is not None:
            self.auction_table.close_balloon()

    def handle_input(self, event) -> bool:
        """Before the scene's own keys and widgets: the auction's note closes on a click away or Esc; the
        bidding box takes the keys of a call; F6 and A."""
        table = self.auction_table
        if table is not None and table.visible and table.dismiss(event):
            return True
        if event.type != pygame.KEYDOWN or event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return False
        if self.table.panel.visible and self.table.panel.type_key(event):
            return True
        if event.key == pygame.K_F6:
            self.table.show_score_sheet()
            return True
        if event.key == pygame.K_a:
            self.toggle_auction()
            return True
        return False

    def hint_call(self, action) -> None:
        """The bulb during the auction: the advised call is framed in the bidding box."""
        if self.table.panel.visible:
            self.table.panel.set_hint(action)

    def public(self):
        """The hand's public facts (the auction, the declarer, who is vulnerable), as every seat's view holds them:
        a network table has them from the host's view, not from a hand of its own."""
        return self.table.hand.view(Seat.S).public

    # -- the dummy ------------------------------------------------------------------------------
    def dummy_seat(self) -> Seat | None:
        """The declarer's partner, once the table shows the contract: the trick makes room for the dummy's columns
        before the opening lead, so that no card moves when the dummy goes down."""
        declarer = self.table.shown.declarer
        return declarer.partner if self.table.shown.contract and declarer is not None else None

    def target_rect(self, name: str):
        """``"dummy"``: the dummy's cards, face up on the table (for the guided hand's bubble)."""
        seat = self.table.shown.dummy
        if name != "dummy" or seat is None:
            return None
        rects = paint.card_rects(self.table, seat)
        return rects[0].unionall(rects[1:]) if rects else None

    def sort_hand(self, seat: Seat, cards, trump: str | None) -> list[Card]:
        last = self.table.shown.dummy == seat and dummy_trumps_last(self.table.place(seat))
        return bridge_sorted(cards, trump, trumps_last=last)

    def show_dummy(self, event) -> None:
        self.lay_dummy(event.seat, event.cards)
        self.table.note(f"{event.seat.full_name} is the dummy: the cards go face up")

    def synced(self) -> None:
        """A hand taken up in the play: the dummy lies face up if the opening lead was made."""
        public = self.public()
        if public.dummy is not None:
            self.lay_dummy(public.dummy, public.dummy_cards)

    def lay_dummy(self, seat: Seat, cards) -> None:
        """``seat``'s cards go face up as the dummy's, sorted as a dummy lies; a hand the table showed as backs (a
        network table's) takes the dummy's ``cards``, now known to every seat."""
        shown = self.table.shown
        shown.dummy = seat
        held = list(cards) if None in shown.hands[seat] else shown.hands[seat]
        shown.hands[seat] = self.sort_hand(seat, held, shown.trump)

    def click_on_other_hand(self, seat: Seat, card: Card) -> bool:
        """The declarer clicked the hand that does not play now: refused, with the engine's reason."""
        table = self.table
        if table.ready_human() is None or not table.face_up(seat):
            return False
        hand = table.hand
        reason = None  # a network table's hand has no rules of its own: the turn says it
        if hand.to_act is not None and not table.session.remote:
            reason = hand.why_not_for(hand.to_act, card)
        table.refuse(reason or f"it is not {seat.full_name}'s turn")
        return True

    def watch_words(self, seat: Seat) -> str | None:
        words = self.dummy_watch_words()
        return words if words and seat == self.dummy_seat() else None

    def dummy_watch_words(self) -> str | None:
        """What to say when the human who is the dummy clicks his cards."""
        table = self.table
        dummy, declarer = self.dummy_seat(), table.shown.declarer
        if dummy is not None and table.session.is_human(dummy) and not table.session.is_human(declarer):
            return f"You are the dummy: {declarer.full_name} plays your cards"
        return None

    # -- the info box and the i balloon -------------------------------------------------------------
    def contract_lines(self) -> list[str]:
        """"4 [S] doubled by North", then the tricks won; during the auction, who is vulnerable."""
        shown, hand = self.table.shown, self.table.hand
        if shown.contract:
            return [f"{contract_text(shown.contract)} by {shown.declarer.full_name}", self.tricks_line()]
        if hand.phase == "bidding" or not shown.deal_done:
            calling = self.traits.calling_word if shown.deal_done else "Dealing"
            return [calling, f"Vulnerable: {vulnerable_words(self.public())}"]
        return ["No contract"]

    def score_lines(self) -> list[str]:
        scores = self.table.shown_scores()
        return [f"This hand: {self.tricks_line().split(': ', 1)[1]} (tricks)",
                f"Rubber: N-S {scores['NS']}, E-W {scores['EW']} (two games win)",
                f"Vulnerable: {vulnerable_words(self.public())}"]

    def tricks_line(self) -> str:
        """The tricks each side has won so far, as the table shows them (it lags the engine)."""
        won = {"NS": 0, "EW": 0}
        for _, _, winner in self.table.hand.view(Seat.S).tricks[:self.table.shown.tricks_swept]:
            won[winner.side] += 1
        return f"Tricks: N-S {won['NS']}, E-W {won['EW']}"

    # -- the score sheet ------------------------------------------------------------------------
    def rubber_sheet(self, caption: str = "", on_ok=None, on_new_rubber=None, title: str = "Score sheet",
                     on_view=None):
        table = self.table
        match = table.session.match
        dialog = RubberSheetDialog(table.app, match.state, we=table.our_side(), caption=caption,
                                   on_ok=on_ok, on_new_rubber=on_new_rubber, title=title, on_view=on_view)
        table.app.push(dialog)
        return dialog

    def show_score_sheet(self) -> None:
        """F6, Game > Score sheet: the sheet as it stands."""
        match = self.table.session.match
        caption = "The rubber is over." if match.over else host_stop_words(match) or ""
        self.rubber_sheet(caption, on_new_rubber=self.table.new_game)

    def guided_score(self, summary, result, on_close):
        """The rubber sheet, with OK only: the guided hand's last step explains it."""
        return self.rubber_sheet(self.hand_caption(summary, result), on_ok=on_close,
                                 title=f"Score sheet - hand {summary.number}")

    def hand_caption(self, summary, result) -> str:
        """How the hand went, over the sheet shown after it."""
        if result.passed_out:
            words = ["All four passed: nothing is scored, and the next dealer deals."]
        else:
            words = list(result.lines[:2])
        extra = summary.lines[len(result.lines):]
        words += [line for line in extra if line]
        match = self.table.session.match
        if match.over:
            words.append(f"{SIDE_NAMES[match.winner]} win the rubber." if match.winner else "The rubber is over.")
        elif (stop := host_stop_words(match)) is not None:
            words.append(stop)
        return " ".join(words)

    def after_hand(self, summary, result) -> bool:
        """The score sheet, with how the hand went over it."""
        table = self.table

        def ok() -> None:
            table._scorecard_closed("close" if table.session.game_over else "next hand")

        def new_rubber() -> None:
            table._scorecard_closed("new game")

        table.scorecard = self.rubber_sheet(self.hand_caption(summary, result), on_ok=ok,
                                            on_new_rubber=new_rubber, title=f"Score sheet - hand {summary.number}",
                                            on_view=table.replay_button_action)
        if table.watching():
            table.scorecard.auto_close = DEMO_SHEET_SECONDS
        return True

    def ask_end_rubber(self) -> None:
        table = self.table
        match = table.session.match
        if match.over:
            table.app.message("The rubber is already over: Game > New rubber starts the next one.",
                              title="End rubber")
            return

        table.confirm("End this rubber now? The hand in progress is not scored; a side with a game up scores 300 "
                      "and a part-score 100.", "End rubber", self.end_rubber)

    def end_rubber(self) -> None:
        table = self.table
        match = table.session.match
        if match.over:
            return
        table._forget_request()
        _, lines = match.end_early()
        table.keep_ended_game()
        winner = match.winner
        ending = f"{SIDE_NAMES[winner]} win the rubber." if winner else "The rubber ends level."
        table.scorecard = self.rubber_sheet(" ".join([*lines, ending]), on_ok=self._after_end_rubber,
                                            on_new_rubber=self._after_end_rubber,
                                            title="Score sheet - rubber ended")

    def _after_end_rubber(self) -> None:
        self.table.scorecard = None
        self.table.new_game()
