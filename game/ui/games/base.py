"""What every game's table class offers the generic card table (game.ui.table.scene.TableScene).

The scene holds one game table object (``scene.game``) and calls these hooks where the games differ; the
defaults here are what a game without anything of its own there does. A game table reaches the scene's state
through ``self.table``.
"""

from __future__ import annotations

from collections.abc import Callable

from game.engine import Seat

from ..table import layout, paint
from ..table.dialogs import RulesDialog
from ..table.traits import TableTraits
from ..table.words import contract_text

SUIT_SEQUENCE = "SHCD"  # black, red, black, red


class GameTable:
    """One game's part of the table: its calling panel, menus, keys, event presenters, words and drawings."""

    traits: TableTraits

    def __init__(self, table) -> None:
        self.table = table  # the TableScene this game is shown at

    # -- widgets ---------------------------------------------------------------------------------------
    def add_widgets(self, widgets):
        """Add the game's widgets to the table's group, in the order they are drawn; return the calling panel."""
        raise NotImplementedError

    def refresh_controls(self, seat) -> None:
        """Every frame, before the calling panel: the game's own controls follow the table (``seat``: the
        human who may act now, or None)."""

    def clicks_for(self, action) -> list:
        """The game's own buttons on the felt to click, in order, that make ``action`` now (the automation probe;
        the calling panel says its own): [] when none does."""
        return []

    def refresh_panel(self, title: str) -> None:
        """The calling panel shows the calls the engine allows now."""
        self.table.panel.set_legal(self.table.session.legal_actions(), title)

    def hint_call(self, action) -> None:
        """The bulb's advice, shown in the game's own way (a framed call, a chosen card)."""

    def draw_over_widgets(self, surface) -> None:
        """What the game draws over the widgets (a balloon over the bidding box)."""

    # -- menus ------------------------------------------------------------------------------------------
    def items_after_new_game(self) -> list:
        return []

    def actions_that_only_show(self) -> set:
        """The game's own menu items (their actions) that only show things: they stay at a network table, where the
        items of the game's first menu are off (the host keeps the game)."""
        return set()

    def actions_that_change_the_game(self) -> set:
        """The game's own items of the Options menu that change the game's rules: off at a network table."""
        return set()

    def items_after_next_hand(self) -> list:
        return []

    def menus_after_game(self) -> list:
        return []

    def items_after_rules(self) -> list:
        return []

    def items_after_end_of_turn(self) -> list:
        return []

    def items_after_backcolor(self) -> list:
        return []

    def items_after_help(self) -> list:
        return []

    def items_after_keys(self) -> list:
        """The Help menu's items after Keys."""
        return []

    def extra_help(self) -> str:
        """More help pages after the table's (each after a blank line), or ""."""
        return ""

    def accelerator(self, action: Callable) -> str:
        """The game's own key for ``action``, as its menu item shows it ("" when it has none)."""
        return ""

    def rules_dialog(self, chosen):
        """Options > Rules options: the dialog for the game's options."""
        table = self.table
        return RulesDialog(table.app, table.session.options, chosen, notes=self.rules_notes(),
                           locked=self.locked_rules())

    @classmethod
    def rules_dialog_for(cls, app, options, chosen):
        """The game's Rules options dialog away from its table (Game > Host a network game chooses the rules)."""
        return RulesDialog(app, options, chosen)

    def rules_notes(self) -> dict[str, str]:
        """More words for some options' tooltips in the Rules options: option name -> words."""
        return {}

    def locked_rules(self) -> dict[str, str]:
        """Options that cannot change now, with the reason."""
        return {}

    # -- keys and the mouse ---------------------------------------------------------------------------
    def key_map(self) -> dict[int, Callable[[], None]]:
        """The game's own keys (its manual's), before the table's: pygame key -> what it does."""
        return {}

    def handle_input(self, event) -> bool:
        """An event, before the table's own keys and widgets (no curtain is down); True when taken."""
        return False

    def before_card(self, card) -> bool:
        """A human chose ``card``: True when the game takes over (it asks first, then plays it)."""
        return False

    def click_on_other_hand(self, seat, card) -> bool:
        """A click, at the human's turn, on a card of ``seat``'s hand that does not play now; True when taken."""
        return False

    def watch_words(self, seat) -> str | None:
        """What to say when the human clicks ``seat``'s cards that someone else plays."""
        return None

    # -- the engine's events -----------------------------------------------------------------------------
    def presenters(self) -> dict[type, Callable]:
        """The game's own way of showing events: event type -> a bound method taking the event."""
        return {}

    def hand_started(self) -> None:
        """A hand is shown from its start (or taken up): the game's own things shown of the last one go."""

    def synced(self) -> None:
        """A hand taken up in the middle is shown as it stands: the game's own things too."""

    def after_hand(self, summary, result) -> bool:
        """A hand was scored: True when the game shows the score its own way (else the score card)."""
        return False

    def guided_score(self, summary, result, on_close):
        """The guided hand's score at its end in this game's own view, shown (pushed) and returned; None: the
        generic score card."""
        return None

    def score_card_heading(self, summary, result) -> str | None:
        """The first line of the score card in the game's own words (None: "Contract 90 [S] by South: made")."""
        return None

    def show_score_sheet(self) -> None:
        """F6: every hand of this game so far, the last first."""
        table = self.table
        history = table.session.match.history
        if not history:
            table.app.message("No hand of this game has been scored yet.", title="Score sheet")
            return
        lines = []
        for summary in reversed(history):
            who = f" by {summary.declarer.full_name}" if summary.declarer is not None else ""
            lines.append(f"Hand {summary.number}: {contract_text(summary.contract)}{who}: N-S {summary.points['NS']}, "
                         f"E-W {summary.points['EW']} (totals {summary.totals['NS']} - {summary.totals['EW']})")
        table.app.message("\n".join(lines), title="Score sheet", width=520)

    def can_start_new_game(self) -> bool:
        return True

    # -- every frame ------------------------------------------------------------------------------------
    def update(self) -> None:
        """Every frame, after the table's own work."""

    def wakeup_in(self) -> float | None:
        """Seconds until the still table must be redrawn for the game (a clock), or None."""
        return None

    def watching(self) -> bool:
        """The computers play every seat for the show for a reason of the game's."""
        return False

    def leaving(self) -> None:
        """The table is closed."""

    def raised(self) -> bool:
        """The table is drawn raised above the bottom of the window (where a task bar may lie)."""
        return False

    def dummy_seat(self):
        """The seat whose cards lie face up as a dummy's in this hand (Contract Bridge), from the moment the
        contract is on the table, or None: the trick makes room for a dummy's columns at North or South."""
        return None

    def south_row_end(self) -> int:
        """The furthest right South's cards may reach (Belote keeps them off its last-trick box)."""
        return layout.SOUTH_RIGHT

    # -- what the table shows -------------------------------------------------------------------------
    def sort_hand(self, seat, cards, trump: str | None) -> list:
        """A hand in the order it is shown: suits alternating in colour, each in the order of the game's
        ``display_rank_order`` (by power once trumps are known)."""
        rank_order = self.table.session.variant.display_rank_order
        return sorted(cards, key=lambda c: (SUIT_SEQUENCE.index(c.suit), rank_order(c.suit, trump).index(c.rank)))

    def prompt(self, seat, who: str) -> str | None:
        """The status bar at the human's turn, when the game has its own words for it."""
        return None

    def score_text(self) -> str:
        scores = self.table.shown_scores()
        return f"N-S {scores.get('NS', 0)}   E-W {scores.get('EW', 0)}"

    def contract_lines(self) -> list[str]:
        """The info box's lines after the dealer's: the contract and its declarer, or the calling going on."""
        shown, hand = self.table.shown, self.table.hand
        if shown.contract:
            return [f"Contract: {contract_text(shown.contract)}", f"by {shown.declarer.full_name}"]
        if hand.phase == "bidding" or not shown.deal_done:
            return [self.traits.calling_word if shown.deal_done else "Dealing"]
        return ["No contract"]

    def score_lines(self) -> list[str]:
        """The first lines of the i balloon: this hand's card points so far (``Variant.card_points``: a game that
        counts none gives its own lines) and the game's."""
        scores = self.table.shown_scores()
        hand = self.table.hand
        points = hand.variant.card_points(hand.view(Seat.S))
        return [f"This hand: N-S {points['NS']}, E-W {points['EW']} (card points)",
                f"Game: N-S {scores['NS']}, E-W {scores['EW']} "
                f"({paint.goal_words(self.table.shown_target()).replace('game ', '')})"]

    def info_lines(self) -> list[str] | None:
        """The game's own score box (None: the table's info box)."""
        return None

    def information(self) -> list[str] | None:
        """The lines of the i balloon, when the game has its own."""
        return None

    def hand_parameters(self, view) -> dict | None:
        """What is shown beside each visible hand (Belote: TP, TR, V...), or None: the game's rules say."""
        return self.table.session.variant.hand_parameters(view)

    def draw_under_trick(self, surface) -> None:
        """The game's own things on the felt, under the trick (Belote: the previous trick, small)."""

    def draw_over_cards(self, surface) -> None:
        """The game's own things over the cards in flight, under the widgets (Belote: the frame round the felt)."""

    def target_rect(self, name: str):
        """Where a thing of this game's own that a guided hand's bubble points at is (``"announce_button:third"``),
        or None."""
        return None

    def keep_in_view(self) -> list:
        """The game's own things on the felt that a guided hand's bubble had better not hide now (Pinochle: the
        meld spread, the cards being passed)."""
        return []

    def tooltip_at(self, pos) -> str | None:
        """The game's own tooltip for a place of the felt, or None."""
        return None

    def status_texts(self) -> list[str]:
        """The game's own boxes at the right of the status bar, before the score."""
        return []

    def draw_extra(self, surface) -> None:
        """The game's own things on the felt, over the trick."""

    def note_center(self) -> tuple[int, int] | None:
        """Where the note goes now, or None for the middle."""
        return None

    def pack_shown(self) -> bool:
        """Whether the cards still to deal lie by the dealer (Scotch Whist: not while the cut lies there)."""
        return True
