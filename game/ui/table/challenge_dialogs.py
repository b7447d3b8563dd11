"""The duplicate challenge's boxes: Practice > Duplicate challenge (its number and how many deals), the results (deal by
deal, you against the Expert, each deal's two plays in the replay viewer) and the challenges kept in the history."""

from __future__ import annotations

import random
from collections.abc import Callable

from game.ai.challenge import DEFAULT_DEALS, MAX_CHALLENGE, MAX_DEALS, Challenge, DealResult
from game.variants import VARIANTS

from ..theme import BUTTON_HEIGHT
from ..widgets.controls import Label
from ..widgets.dialogs import Dialog
from ..widgets.listbox import ListBox
from ..widgets.text import Style, render_paragraph
from ..widgets.textinput import NumberInput
from .dialogs import ListChoiceDialog

CHALLENGE_WORDS = ("You play the deals in South. The Expert plays the same deals in your seat, with the same computers "
                   "around it, and at the end you see who did better on each deal. The same number gives the same "
                   "deals on every computer: give it to a friend and compare. No hints and no Undo.")
COLUMNS = (0, 150, 250, 350, 440)  # deal, your score, the Expert's, the difference, who did better
RESULT_HEADINGS = ("Deal", "Your score", "Expert's", "Difference", "")
POLL_SECONDS = 0.25
TOTALS_HEIGHT = 36  # two lines of the totals under the deals


def random_challenge_number() -> int:
    return random.randint(1, MAX_CHALLENGE)


class ChallengeDialog(Dialog):
    """Practice > Duplicate challenge: the challenge number (a random one offered) and the number of deals; OK starts
    it (``on_done(number, deals)``)."""

    def __init__(self, app, on_done: Callable[[int, int], None], number: int | None = None):
        super().__init__(app, "Duplicate challenge", (420, 216))
        self.on_done = on_done
        self.number = self.add(NumberInput(self.place(190, 14, 110, 22), number or random_challenge_number(), 1,
                                           MAX_CHALLENGE, tooltip="A friend who types the same number gets the same "
                                           "deals"))
        self.add(Label(self.place(14, 14, 170, 22), "Challenge &number:", buddy=self.number))
        self.deals = self.add(NumberInput(self.place(190, 44, 60, 22), DEFAULT_DEALS, 1, MAX_DEALS,
                                          tooltip=f"From 1 to {MAX_DEALS} deals; {DEFAULT_DEALS} is the usual"))
        self.add(Label(self.place(14, 44, 170, 22), "&Deals to play:", buddy=self.deals))
        self.words = render_paragraph(CHALLENGE_WORDS, self.client_rect.width - 28, Style(size=16))
        self.add_buttons(["&Start", "Cancel"], actions={"start": self.on_start})
        self.widgets.focus(self.number)

    def draw_client(self, surface) -> None:
        surface.blit(self.words, self.place(14, 78, 10, 10).topleft)

    def on_start(self) -> None:
        number, deals = self.number.commit(), self.deals.commit()
        self.finish("start")
        self.on_done(number, deals)


def score_words(variant_id: str, options) -> str:
    """What a deal's score is, in the game's terms."""
    variant = VARIANTS[variant_id]
    if not variant.scores_by_side(options):
        return "your own points on the deal"
    how = f" ({variant.single_hand_words})" if variant.single_hand_words else ""
    return f"your side's points on the deal less the other side's{how}"


def signed(points: int) -> str:
    """+120, -50, and 0 without a sign."""
    return f"{points:+d}" if points else "0"


def points_words(points: int) -> str:
    return f"{points} point{'' if points == 1 else 's'}"


def result_row(row: DealResult) -> str:
    mark = "" if row.difference == 0 else ("you did better" if row.difference > 0 else "the Expert did better")
    return (f"{row.index}  (hand no. {row.deal_number})\t{signed(row.yours)}\t{signed(row.expert)}\t"
            f"{signed(row.difference)}\t{mark}")


def totals_words(rows: list[DealResult], deals: int) -> str:
    if not rows:
        return "The Expert is playing the first deal..."
    yours, expert = sum(r.yours for r in rows), sum(r.expert for r in rows)
    better, worse = sum(r.difference > 0 for r in rows), sum(r.difference < 0 for r in rows)
    gap = yours - expert
    verdict = ("you and the Expert scored the same" if gap == 0 else
               f"you did {points_words(gap)} better than the Expert" if gap > 0 else
               f"the Expert did {points_words(-gap)} better than you")
    done = "" if len(rows) == deals else f" (the Expert has played {len(rows)} of the {deals} deals so far)"
    return (f"In all: you {signed(yours)}, the Expert {signed(expert)}: {verdict}{done}. You did better on {better} "
            f"deal{'' if better == 1 else 's'} and worse on {worse}.")


class ChallengeResultsDialog(Dialog):
    """The results, deal by deal: your score, the Expert's, the difference, and who did better; Your play and
    Expert's play open the chosen deal in the replay viewer (``view(record, title)``). ``source()`` gives the
    current results: (rows, your records by deal index, the Expert's); while the Expert is still playing they grow."""

    def __init__(self, app, challenge: Challenge, source: Callable[[], tuple[list, dict, dict]],
                 view: Callable[[dict, str], None], on_close: Callable[[str], None] | None = None):
        name = VARIANTS[challenge.variant_id].name
        super().__init__(app, f"Duplicate challenge {challenge.number} - {name}", (636, 440), on_close=on_close)
        self.challenge, self.source, self.view = challenge, source, view
        self.rows: list[DealResult] = []
        self.heading = render_paragraph(
            f"You against the Expert over {challenge.deals} deal{'' if challenge.deals == 1 else 's'}. A deal's score "
            f"is {score_words(challenge.variant_id, challenge.rules())}. Choose a deal to see how you played it, or "
            "how the Expert did.", self.client_rect.width - 28, Style(size=16))
        top = 16 + self.heading.get_height()
        for text, left in zip(RESULT_HEADINGS, COLUMNS, strict=True):
            self.add(Label(self.place(17 + left, top, 100, 18), text, size=16))
        room = self.client_rect.height - (top + 20) - TOTALS_HEIGHT - BUTTON_HEIGHT - 20  # the rest: the deals
        self.list = self.add(ListBox(self.place(14, top + 20, 600, room), [], columns=COLUMNS,
                                     on_activate=lambda _: self.show("yours"),
                                     tooltip="Double click a deal to see how you played it"))
        self.totals_top = top + 26 + room
        self.add_buttons(["&Your play", "&Expert's play", "&Close"], default="&Close", width=110)
        self.buttons["your play"].on_click = lambda: self.show("yours")
        self.buttons["expert's play"].on_click = lambda: self.show("expert")
        self.refresh()
        self.widgets.focus(self.list)

    def refresh(self) -> None:
        rows, self.yours, self.expert = self.source()
        if rows == self.rows and self.list.items:
            return
        self.rows = rows
        played = {row.index for row in rows}
        waiting = [f"{i}  (hand no. {self.challenge.deal_number(i)})\t{signed(self.yours[i][1])}\t"
                   "the Expert is playing..." for i in self.challenge.indexes() if i in self.yours and i not in played]
        selected = max(0, self.list.selected)
        self.list.set_items([result_row(row) for row in rows] + waiting, selected)
        self.totals = render_paragraph(totals_words(rows, self.challenge.deals), self.client_rect.width - 28,
                                       Style(size=16))

    def update(self, dt: float) -> None:
        super().update(dt)
        self.refresh()

    def show(self, whose: str) -> None:
        index = self.list.selected
        if not 0 <= index < len(self.list.items):
            return
        deal = (self.rows[index].index if index < len(self.rows) else
                sorted(i for i in self.yours if i not in {r.index for r in self.rows})[index - len(self.rows)])
        records = self.yours if whose == "yours" else self.expert
        if deal not in records:
            self.app.message("The Expert has not finished this deal yet: try again in a moment.",
                             title="Duplicate challenge")
            return
        self.view(records[deal][0], f"{'You' if whose == 'yours' else 'Expert'}, deal {deal}")  # + ": move 3 of 40"

    def draw_client(self, surface) -> None:
        surface.blit(self.heading, self.place(14, 8, 10, 10).topleft)
        surface.blit(self.totals, self.place(14, self.totals_top, 10, 10).topleft)

    def wakeup_in(self) -> float | None:
        """While the Expert plays, a look for its deals four times a second."""
        waiting = POLL_SECONDS if len(self.rows) < self.challenge.deals else None
        return min((t for t in (waiting, super().wakeup_in()) if t is not None), default=None)


class ChallengeHistoryDialog(ListChoiceDialog):
    """The challenges of this game kept in the history, newest first: one to see its results."""

    def __init__(self, app, lines: list[str], on_done: Callable[[int], None]):
        super().__init__(app, "Challenge results", "&Finished challenges, the newest first:", lines, on_done,
                         button="&Results...", empty="(no duplicate challenge of this game finished yet)", width=560,
                         tooltip="Double click a challenge to see its results deal by deal")
