"""32 Card Bridge (Belote Bridgée) at the table: the bidding box of points and suits, and the buttons that
announce a sequence or four of a kind with the first card."""

from __future__ import annotations

from functools import partial

import pygame

from game.engine import Declaration
from game.engine.actions import DECLARATION_LABELS

from ...table import layout
from ...table.bidding_panel import BiddingPanel
from ...table.traits import TableTraits
from ...widgets.controls import Button
from ..belote_common import BeloteFamilyTable
from .table_help import PAGE_FOR_PHASE, TABLE_HELP

ANNOUNCE_KINDS = ("third", "fourth", "fifth", "square")
ANNOUNCE_TIPS = {
    "third": "Announce a third: three cards in a row of one suit (20 points)",
    "fourth": "Announce a fourth: four cards in a row of one suit (50 points)",
    "fifth": "Announce a fifth: five cards in a row of one suit (100 points)",
    "square": "Announce four of a kind: four jacks 200, nines 150, aces, tens, kings or queens 100",
}


class BeloteBridgeeTable(BeloteFamilyTable):
    """32 Card Bridge's part of the table."""

    traits = TableTraits(
        announce_buttons=True, table_help=TABLE_HELP, page_for_phase=dict(PAGE_FOR_PHASE),
        card_values_page="Card values", call_prompt="bid: a quantity then a suit, or Pass (P)", panel_title="bid",
        rules_tooltip="Announces, the target score, shuffling",
        about="32 Card Bridge (Belote Bridgée) at a table of the early nineties: bid points, announce your "
              "sequences, and make your contract with your partner.")

    def __init__(self, table) -> None:
        super().__init__(table)
        self.announce_buttons: dict[str, Button] = {}

    def add_widgets(self, widgets) -> BiddingPanel:
        amounts = list(self.table.session.variant.bid_amounts)
        panel = widgets.add(BiddingPanel(layout.BIDDING_PANEL, amounts, self.table.human_act))
        for kind in ANNOUNCE_KINDS:
            button = Button(pygame.Rect(0, 0, 104, 22), DECLARATION_LABELS[kind], partial(self.announce, kind),
                            tooltip=ANNOUNCE_TIPS[kind])
            button.visible = False
            self.announce_buttons[kind] = widgets.add(button)
        return panel

    def refresh_controls(self, seat) -> None:
        """At the player's first card, a button for each announce he holds and has not made yet (the engine's view
        says which: ``may_announce``), stacked in the place his card will take; no button for one he does not hold."""
        table = self.table
        public = table.session.view(seat).public if seat is not None and table.hand.phase == "play" else None
        held = public.may_announce if public is not None and public.announce_turn else ()
        shown = [kind for kind in self.announce_buttons if kind in held]
        for kind, button in self.announce_buttons.items():
            button.visible = button.enabled = kind in shown
            if button.visible:  # in the place the player's card will take: it is empty until he plays
                button.rect.topleft = layout.announce_spot(table.place(seat), shown.index(kind), len(shown))

    def clicks_for(self, action) -> list:
        """An announce: its button, while it shows at the player's first card."""
        button = self.announce_buttons.get(action.kind) if isinstance(action, Declaration) else None
        return [button] if button is not None and button.visible and button.enabled else []

    def target_rect(self, name: str):
        kind, _, value = name.partition(":")
        button = self.announce_buttons.get(value) if kind == "announce_button" else None
        return button.rect.copy() if button is not None and button.visible else None

    # -- the score sheet: Game > Score sheet, F6 ----------------------------------------------------------
    def items_after_next_hand(self) -> list:
        return [self.score_sheet_item()]

    def handle_input(self, event) -> bool:
        """F6 opens the score sheet, as in Belote and Contract Bridge (not in ``key_map``: the manual of this game
        has no keys of its own, and the table's F2 and F10 stay as they are)."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F6 and not event.mod & (
                pygame.KMOD_CTRL | pygame.KMOD_ALT):
            self.table.show_score_sheet()
            return True
        return False

    def announce(self, kind: str) -> None:
        table = self.table
        seat = table.ready_human()
        if seat is None:
            return
        action = next((a for a in table.session.legal_actions() if isinstance(a, Declaration) and a.kind == kind),
                      None)
        if action is None:
            table.refuse(f"you hold no {DECLARATION_LABELS[kind].lower()} to announce now")
            return
        table.human_act(action)
