"""What Contract Bridge adds to the table: the bidding box with the auction table beside it, the dummy laid
face up after the opening lead (played by the declarer), the count of tricks, and the rubber score sheet.

``BridgeTable`` is mixed into TableScene, like ManualKeys: it uses the scene's session, shown state, widgets
and small helpers. The scene calls these methods only when its profile asks for them (``panel == "bridge"``,
``dummy``, ``rubber``).
"""

from __future__ import annotations

import pygame

from game.engine import Card, Seat
from game.variants.bridge.auction import Auction

from . import layout
from .bridge_panel import AuctionTable, BridgeBiddingBox
from .rubber_sheet import RubberSheetDialog
from .session import SEATS
from .words import SIDE_NAMES

BRIDGE_RANKS = "AKQJT98765432"
# Suits in an order whose colours alternate, starting with the trump suit (no trumps: spades first).
SUIT_ORDERS = {"S": "SHCD", "H": "HSDC", "D": "DSHC", "C": "CHSD", None: "SHCD"}
DEMO_SHEET_SECONDS = 3.0


def bridge_sorted(cards, trump: str | None, trumps_last: bool = False) -> list[Card]:
    """A bridge hand as shown: by suit (colours alternating, trumps first), each suit from the ace down;
    ``trumps_last`` turns the suits round (a dummy whose declarer's left is at the end of the row)."""
    order = SUIT_ORDERS.get(trump, SUIT_ORDERS[None])
    if trumps_last:
        order = order[::-1]
    return sorted(cards, key=lambda c: (order.index(c.suit), BRIDGE_RANKS.index(c.rank)))


def dummy_trumps_last(seat: Seat) -> bool:
    """The dummy's trumps go on the declarer's left: for a dummy at South (its declarer North sees the
    screen's right as his left) or at West (its declarer East: the bottom), that is the end of the hand."""
    return seat in (Seat.S, Seat.W)


def explain_call(auction: Auction, index: int) -> str | None:
    from game.variants.bridge.bidding import meaning

    try:
        return meaning(auction, index).text
    except Exception:  # noqa: BLE001 - a note that cannot be worked out must not stop the game
        return None


class BridgeTable:
    """Mixed into TableScene."""

    auction_table: AuctionTable | None = None
    auction_shown_in_play = False

    # -- widgets --------------------------------------------------------------------------------
    def build_bridge_widgets(self) -> BridgeBiddingBox:
        box = BridgeBiddingBox(layout.BRIDGE_BOX, self.human_act)
        self.auction_table = self.widgets.add(AuctionTable(layout.AUCTION_TABLE, explain_call))
        return box

    def refresh_auction_table(self) -> None:
        """The auction as the table shows it (it lags the engine while the calls are said); shown while the
        auction lasts, and during the play when asked for (A)."""
        table = self.auction_table
        hand = self.hand
        calls = [call for _, call in hand.auction.history()][:self.shown.call_count]
        vulnerable = [seat for seat in SEATS if hand.vulnerable[seat.side]]
        table.set_auction(hand.dealer, calls, vulnerable)
        bidding = hand.phase == "bidding" or not self.shown.deal_done or self.shown.contract is None
        table.visible = self.shown.deal_done and (bidding or self.auction_shown_in_play)
        table.title = "Auction" if bidding else "Auction (A hides)"

    def toggle_auction(self) -> None:
        if self.hand.phase == "bidding":
            return
        self.auction_shown_in_play = not self.auction_shown_in_play
        if not self.auction_shown_in_play and self.auction_table is not None:
            self.auction_table.close_balloon()

    def bridge_input(self, event) -> bool:
        """Before the scene's own keys and widgets: the auction's note closes on a click away or Esc; the
        bidding box takes the keys of a call; F6 and A."""
        table = self.auction_table
        if table is not None and table.visible and table.dismiss(event):
            return True
        if event.type != pygame.KEYDOWN or event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return False
        if self.panel.visible and self.panel.type_key(event):
            return True
        if event.key == pygame.K_F6:
            self.show_score_sheet()
            return True
        if event.key == pygame.K_a:
            self.toggle_auction()
            return True
        return False

    def hint_call(self, action) -> None:
        """The bulb during the auction: the advised call is framed in the bidding box."""
        if self.profile.panel == "bridge" and self.panel.visible:
            self.panel.set_hint(action)

    # -- the dummy ------------------------------------------------------------------------------
    def sorted_hand(self, seat: Seat, cards, trump: str | None) -> list[Card]:
        last = self.shown.dummy == seat and dummy_trumps_last(seat)
        return bridge_sorted(cards, trump, trumps_last=last)

    def _show_DummyShown(self, event) -> None:
        shown = self.shown
        shown.dummy = event.seat
        shown.hands[event.seat] = self.sorted_hand(event.seat, shown.hands[event.seat], shown.trump)
        self.note(f"{event.seat.full_name} is the dummy: the cards go face up")

    def card_seat(self) -> Seat | None:
        """The hand whose card the human to act plays now: his own, or the dummy's on the dummy's turn."""
        seat = self.ready_human()
        if seat is None or self.hand.phase != "play":
            return seat
        to_play = getattr(self.hand, "to_play", None)
        return seat if to_play is None else to_play  # Seat.N is 0: no "or" here

    def refuse_card(self, seat: Seat, card: Card) -> None:
        """A click on a card of a hand that does not play now."""
        hand = self.hand
        why = getattr(hand, "why_not_for", None)
        reason = why(hand.to_act, card) if why is not None and hand.to_act is not None else None
        self.refuse(reason or f"it is not {seat.full_name}'s turn")

    def dummy_watch_words(self) -> str | None:
        """What to say when the human who is the dummy clicks his cards."""
        hand = self.hand
        dummy = getattr(hand, "dummy", None)
        if dummy is not None and self.session.is_human(dummy) and not self.session.is_human(hand.declarer):
            return f"You are the dummy: {hand.declarer.full_name} plays your cards"
        return None

    # -- the info box ---------------------------------------------------------------------------
    def tricks_line(self) -> str:
        won = {"NS": 0, "EW": 0}
        for winner_trick in self.shown_tricks():
            won[winner_trick.side] += 1
        return f"Tricks: N-S {won['NS']}, E-W {won['EW']}"

    def shown_tricks(self) -> list[Seat]:
        """The winners of the tricks swept off the table so far (the table lags the engine)."""
        return [winner for _, _, winner in self.hand.tricks][:self.shown.tricks_swept]

    # -- the score sheet ------------------------------------------------------------------------
    def rubber_sheet(self, caption: str = "", on_ok=None, on_new_rubber=None, title: str = "Score sheet"):
        match = self.session.match
        dialog = RubberSheetDialog(self.app, match.state, we=self.our_side(), caption=caption, on_ok=on_ok,
                                   on_new_rubber=on_new_rubber, title=title)
        self.app.push(dialog)
        return dialog

    def show_rubber_sheet(self) -> None:
        """F6, Game > Score sheet: the sheet as it stands."""
        match = self.session.match
        caption = "The rubber is over." if match.over else ""
        self.rubber_sheet(caption, on_new_rubber=self.new_game)

    def hand_caption(self, summary, result) -> str:
        """How the hand went, over the sheet shown after it."""
        if result.passed_out:
            words = ["All four passed: nothing is scored, and the next dealer deals."]
        else:
            words = list(result.lines[:2])
        extra = summary.lines[len(result.lines):]
        words += [line for line in extra if line]
        if self.session.match.over:
            winner = self.session.match.winner
            words.append(f"{SIDE_NAMES[winner]} win the rubber." if winner else "The rubber is over.")
        return " ".join(words)

    def sheet_after_hand(self, summary, result) -> None:
        match = self.session.match

        def ok() -> None:
            self._scorecard_closed("close" if match.over else "next hand")

        def new_rubber() -> None:
            self._scorecard_closed("new game")

        self.scorecard = self.rubber_sheet(self.hand_caption(summary, result), on_ok=ok, on_new_rubber=new_rubber,
                                           title=f"Score sheet - hand {summary.number}")
        if self.watching():
            self.scorecard.auto_close = DEMO_SHEET_SECONDS

    def ask_end_rubber(self) -> None:
        match = self.session.match
        if match.over:
            self.app.message("The rubber is already over: Game > New rubber starts the next one.",
                             title="End rubber")
            return

        self.confirm("End this rubber now? The hand in progress is not scored; a side with a game up scores 300 and "
                     "a part-score 100.", "End rubber", self.end_rubber)

    def end_rubber(self) -> None:
        match = self.session.match
        if match.over:
            return
        self._forget_request()
        _, lines = match.end_early()
        self.keep_ended_game()
        winner = match.winner
        ending = f"{SIDE_NAMES[winner]} win the rubber." if winner else "The rubber ends level."
        self.scorecard = self.rubber_sheet(" ".join([*lines, ending]), on_ok=self._after_end_rubber,
                                           on_new_rubber=self._after_end_rubber, title="Score sheet - rubber ended")

    def _after_end_rubber(self) -> None:
        self.scorecard = None
        self.new_game()
