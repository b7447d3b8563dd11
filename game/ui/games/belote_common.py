"""What the two Belote games share at the table (32 Card Bridge and Belote): hands shown with the suits
alternating in colour, each suit in sequence order until trumps are known, then by power."""

from __future__ import annotations

from game.engine import Seat
from game.engine.actions import DECLARATION_LABELS

from ..widgets.menu import MenuItem
from .base import GameTable
from .belote_sheet import BeloteSheetDialog


class BeloteFamilyTable(GameTable):
    """The Belote games' part of the table that they share."""

    def synced(self) -> None:
        """The combinations declared and those shown on the table, as the events would have shown them."""
        shown, public = self.table.shown, self.table.hand.view(Seat.S).public
        for seat, kinds in public.declared.items():
            shown.declared[seat] = [DECLARATION_LABELS[k] for k in kinds]
        for seat, melds in public.shown.items():
            shown.melds[seat] = list(melds)

    def show_score_sheet(self) -> None:
        """F6, Game > Score sheet: every hand of this game, both sides' points and totals, and the target."""
        table = self.table
        table.app.push(BeloteSheetDialog(table.app, table.session.match, practice=table.session.practice))

    def score_sheet_item(self) -> MenuItem:
        return MenuItem("Score shee&t...", self.table.show_score_sheet, "F6",
                        tooltip="Every hand of this game: what each side scored, the totals and the target")
