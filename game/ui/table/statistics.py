"""Game > Statistics: one profile's statistics of the game at the table, a page of figures and three pages of
charts (the score race of the game in progress and of the last finished one, your points a hand, your win rate
over time), and Reset, which asks first. Everything comes from the profile's history (game.storage.player_stats);
Reset records a reset point there: the statistics start again, History keeps every game."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

import pygame

from game.storage import StorageError
from game.storage.player_stats import (
    PEOPLE,
    SKILL_NAMES,
    PlayerStatistics,
    Race,
    player_statistics,
    race_of_match,
    reset_statistics,
)

from .. import theme
from ..widgets import draw
from ..widgets.controls import TabButton
from ..widgets.dialogs import Dialog, MessageBox
from ..widgets.text import Style, fit_text, render_paragraph, render_text
from . import charts

SIZE = (620, 452)
TAB_TOP, TAB_HEIGHT, TAB_WIDTH = 6, 24, 118
PAGES = (("&Figures", "Your figures in numbers"), ("Score &race", "Both sides' totals hand by hand, up to the target"),
         ("&Points a hand", "Your (side's) points in each of your latest hands"),
         ("&Win rate", "Your share of games won, game after game"))
RESET = "reset..."  # the Reset... button's name among the buttons
BARS_SHOWN = 40  # the latest hands in the bar chart
ROW = 18
SHORT_ROW = 14  # the 13-pixel line and one between
LABEL_WIDTH = 230
FIGURES_STYLE = Style(size=17)
NO_HISTORY = ("You have not finished a game of {game} yet. Play one to its end and your figures and charts will be "
              "here.")
RESET_QUESTION = ("Reset your statistics of {game}? They will count again from your next finished game. History "
                  "keeps every game you played, and its hands can still be replayed.")


class StatisticsDialog(Dialog):
    """The statistics of one game for the profile in use: tabs for the pages, Reset... and Close. ``current``: the
    score race of the game in progress (None when there is none)."""

    def __init__(self, app, variant_id: str, game_name: str, current: Race | None = None,
                 read: Callable[[str], PlayerStatistics] = player_statistics):
        super().__init__(app, f"Statistics - {game_name}", SIZE)
        self.variant_id = variant_id
        self.game_name = game_name
        self.current = current
        self.read = read
        self.stats = read(variant_id)
        self.page = 0
        self.tabs = [self.add(TabButton(self.place(10 + index * TAB_WIDTH, TAB_TOP, TAB_WIDTH, TAB_HEIGHT), label,
                                        lambda i=index: self.show_page(i), tooltip=tip))
                     for index, (label, tip) in enumerate(PAGES)]
        self.add_buttons(["R&eset...", "&Close"], default="&Close", width=90, actions={RESET: self.ask_reset})
        self.buttons["close"].on_click = lambda: self.finish("close")
        self.buttons[RESET].tooltip = ("Start your statistics of this game again (History keeps the games); "
                                         "asks first")
        self.buttons["close"].tooltip = "Close the statistics"
        self.show_page(0)
        self.widgets.focus(self.buttons["close"])

    # -- pages ---------------------------------------------------------------------------------------------------
    def show_page(self, index: int) -> None:
        self.page = index
        for number, tab in enumerate(self.tabs):
            tab.selected = number == index
        self.buttons[RESET].enabled = bool(self.stats.games)

    def handle_input(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB and event.mod & pygame.KMOD_CTRL:
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
            self.show_page((self.page + step) % len(PAGES))
            return None
        return super().handle_input(event)

    def page_rect(self) -> pygame.Rect:
        top = self.tabs[0].rect.bottom - 1
        bottom = min(button.rect.top for button in self.buttons.values()) - 6
        client = self.client_rect
        return pygame.Rect(client.left + 6, top, client.width - 12, bottom - top)

    # -- reset ---------------------------------------------------------------------------------------------------
    def ask_reset(self) -> None:
        self.app.push(MessageBox(self.app, RESET_QUESTION.format(game=self.game_name), "Reset the statistics",
                                 buttons=("&Yes", "&No"), icon="question", on_close=self._reset_answered, width=420))

    def _reset_answered(self, choice: str) -> None:
        if choice != "yes":
            return
        try:
            reset_statistics(self.variant_id)
        except StorageError as exc:
            self.app.message(exc.message, title="Statistics", width=440)
            return
        self.stats = self.read(self.variant_id)
        self.show_page(self.page)

    # -- words ---------------------------------------------------------------------------------------------------
    def notes(self) -> list[str]:
        """What the figures page says before them: where they come from, what was left out or found wrong."""
        stats = self.stats
        notes: list[str] = []  # what was found wrong in the history is said in a box of its own (open_statistics)
        if stats.busy:
            notes.append("Another copy of the program is writing to your history just now, so it cannot be read: "
                         "close this and try again in a moment.")
            return notes
        if stats.unreadable:
            notes.append(f"Part of your history is damaged: {_count(stats.unreadable, 'record')} could not be read "
                         "and are left out.")
        if not stats.games:
            since = f" since you reset them on {_day(stats.reset)}" if stats.reset else ""
            return [*notes, NO_HISTORY.format(game=self.game_name) + (f" (Nothing counted{since}.)" if since else "")]
        terms = stats.terms
        since = f"since you reset them on {_day(stats.reset)}" if stats.reset else "from all your finished games"
        notes.insert(0, f"Your statistics of {self.game_name}, {since}: {_count(len(stats.games), terms.game)}.")
        if stats.watched:
            notes.append(f"{_count(stats.watched, terms.game)} the computers played alone "
                         f"{'is' if stats.watched == 1 else 'are'} left out.")
        return notes

    def figures(self) -> list[tuple[str, str]]:
        """The figures page's rows: (label, value)."""
        stats = self.stats
        if not stats.games:
            return []
        terms = stats.terms
        played, won = len(stats.games), stats.games_won
        hands = len(stats.hands)
        taken, made, went_set = stats.contracts()
        rows = [(f"{terms.games.capitalize()} played", f"{played}"),
                (f"{terms.games.capitalize()} won", f"{won} ({_percent(won, played)})"),
                ("Hands played", f"{hands}"),
                ("Hands you won" if stats.alone else "Hands won by your side",
                 f"{stats.hands_won} ({_percent(stats.hands_won, hands)})"),
                (terms.taken, f"{taken}"),
                (terms.made, f"{made} ({_percent(made, taken)})" if taken else "0"),
                (terms.set, f"{went_set}"),
                ("Points a hand (average)", f"{stats.average_points:.0f}")]
        unknown = taken - made - went_set
        if unknown:
            rows.append(("Not known if made (oldest games)", f"{unknown}"))
        best = stats.best_hand()
        if best is not None:
            points, game, hand = best
            rows.append(("Best hand", f"{_count(points, 'point')}, hand {hand.number} of the {terms.game} of "
                                      f"{_day(game.finished)}"))
        run = stats.longest_run
        rows.append(("Longest winning run", _run_words(run, terms.game)))
        for key, count, wins in stats.against():
            rows.append((_against_words(key), f"played {count}, won {wins} ({_percent(wins, count)})"))
        return rows

    @property
    def texts(self) -> list[str]:
        """Every sentence and figure of the figures page, in order (for tests and reading aloud)."""
        return [*self.notes(), *(text for row in self.figures() for text in row)]

    # -- drawing -------------------------------------------------------------------------------------------------
    def draw_client(self, surface) -> None:
        page = self.page_rect()
        draw.tab_page(surface, page)
        inside = page.inflate(-20, -20)
        [self._draw_figures, self._draw_races, self._draw_bars, self._draw_win_rate][self.page](surface, inside)

    def _draw_figures(self, surface, rect: pygame.Rect) -> None:
        y = rect.top
        for note in self.notes():
            image = render_paragraph(note, rect.width, FIGURES_STYLE)
            surface.blit(image, (rect.left, y))
            y += image.get_height() + 4
        font = theme.font(17)
        rows = self.figures()
        step = min(ROW, max(SHORT_ROW, (rect.bottom - y - 4) // max(len(rows), 1)))  # closer when there are many
        for label, value in rows:
            surface.blit(render_text(fit_text(f"{label}:", font, LABEL_WIDTH - 8), font), (rect.left + 4, y + 4))
            surface.blit(render_text(fit_text(value, font, rect.width - LABEL_WIDTH), font),
                         (rect.left + LABEL_WIDTH, y + 4))
            y += step

    def _draw_races(self, surface, rect: pygame.Rect) -> None:
        upper, lower = _halves(rect)
        current = self.current
        if current is None or not current.totals:
            charts.empty(surface, upper, "The game in progress", "No hand of the game in progress is scored yet.")
        else:
            charts.score_race(surface, upper, f"The game in progress, after {_count(len(current.totals), 'hand')}",
                              current)
        last = self.stats.last_race
        if last is None or not last.totals:
            charts.empty(surface, lower, "Your last finished game", self._nothing_yet())
        else:
            charts.score_race(surface, lower, f"Your last finished game, {_day(last.finished)}", last)

    def _draw_bars(self, surface, rect: pygame.Rect) -> None:
        every = self.stats.hands
        hands = every[-BARS_SHOWN:]
        if not hands:
            charts.empty(surface, rect, "Your points a hand", self._nothing_yet())
            return
        whose = "Your" if self.stats.alone else "Your side's"
        title = f"{whose} points in your last {_count(len(hands), 'hand')}"
        title += f" (of {len(every)})" if len(every) > len(hands) else ""
        charts.bars(surface, rect, title, [hand.points for hand in hands], [hand.won for hand in hands])

    def _draw_win_rate(self, surface, rect: pygame.Rect) -> None:
        games = self.stats.games
        if not games:
            charts.empty(surface, rect, "Your win rate", self._nothing_yet())
            return
        title = f"Your share of {self.stats.terms.games} won, after each of your {_count(len(games), 'game')}"
        charts.win_rate(surface, rect, title, self.stats.win_rates(), [game.won for game in games])

    def _nothing_yet(self) -> str:
        return "Nothing to draw yet: no finished game is counted." if not self.stats.busy else "Your history is busy."


def open_statistics(app, variant_id: str, game_name: str, match=None, players: dict | None = None,
                    names: dict | None = None) -> StatisticsDialog:
    """Game > Statistics: the dialog (``match``: the game in progress, ``players`` and ``names`` by seat letter), and
    on top of it what was found wrong in the history (it was set aside)."""
    current = None if match is None else race_of_match(match, players or {}, names or {})
    dialog = app.push(StatisticsDialog(app, variant_id, game_name, current))
    for problem in dialog.stats.problems:
        app.message(problem, title="Statistics", width=440)
    return dialog


def _halves(rect: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
    height = (rect.height - 8) // 2
    return (pygame.Rect(rect.left, rect.top, rect.width, height),
            pygame.Rect(rect.left, rect.bottom - height, rect.width, height))


def _against_words(key: str) -> str:
    if key in SKILL_NAMES:
        return f"Against {SKILL_NAMES[key]} computers"
    return "Against other people" if key == PEOPLE else "Against computers of mixed skills"


def _count(number: int, unit: str) -> str:
    return f"{number} {unit}" if number == 1 else f"{number} {unit}s"


def _run_words(run: int, game: str) -> str:
    if run == 0:
        return f"no {game} won yet"
    return f"1 {game} (never two in a row)" if run == 1 else f"{run} {game}s in a row"


def _percent(part: int, whole: int) -> str:
    return f"{round(100 * part / whole)}%" if whole else "0%"


def _day(stamp: str | None) -> str:
    """ "3 March 2026" of "2026-03-03 10:00:00"; the text as it is if it is not such a time."""
    try:
        day = datetime.strptime(stamp or "", "%Y-%m-%d %H:%M:%S")
    except ValueError:
        return stamp or "an unknown day"
    return f"{day.day} {day:%B %Y}"
