"""The title screen: the program's name on the felt, the five games with their card backs, a menu bar.

``open_table(app, variant_id, options)`` is where a chosen game starts: 32 Card Bridge opens its card
table; a game whose table is not built yet says so in a message box.
"""

from __future__ import annotations

import pygame

from game.engine.registry import GameInfo
from game.variants import GAMES

from . import resources, theme
from .art import greyed, shadowed_text, title_art
from .catalog import game_entries, game_ids, game_name, is_available
from .help import HelpScene
from .preferences import PreferencesDialog
from .scenes import Scene
from .table import store
from .theme import BLACK, BUTTON_HEIGHT, MENU_BAR_HEIGHT, SCREEN_SIZE, STATUS_BAR_HEIGHT, WHITE, YELLOW
from .user_profiles import open_user_profiles
from .widgets import draw
from .widgets.base import Widget, WidgetGroup
from .widgets.controls import Button
from .widgets.dialogs import MessageBox
from .widgets.menu import Menu, MenuBar, MenuItem, separator
from .widgets.statusbar import StatusBar
from .widgets.text import Style, render_paragraph


def open_table(app, variant_id: str, options: dict | None = None):
    """Start ``variant_id`` at its card table (options: "deal", "demo", "resume": the game left unfinished, without
    the table's question; "fresh": a new game, the one left unfinished set aside, without the question either).
    Games whose table is not built yet say so in a message box."""
    options = options or {}
    if is_available(variant_id):
        # lazy: a measured start-up win, the title shows without the table's modules (~100 ms, a third of the imports)
        from .table.scene import TableScene

        return app.push(TableScene(app, variant_id=variant_id, deal=options.get("deal"),
                                   demo=bool(options.get("demo")), resume=bool(options.get("resume")),
                                   fresh=bool(options.get("fresh"))))
    name = game_name(variant_id)
    return app.message(f"The card table of {name} is being built.\n\nMeanwhile press F1 to read its rules, or play "
                       f"it in a terminal:\npython -m game.cli play {variant_id} --human S", title=name, width=440)


def open_game_help(app, game_id: str) -> HelpScene:
    info = GAMES.get(game_id)
    text = info.rules_help() if info is not None else ""
    if not text:
        text = f"# {game_name(game_id)}\n\nThis game is coming soon; its rules will come with it.\n\n" + PROGRAM_HELP
    return app.open_help(game_name(game_id), text)


PROGRAM_HELP = """\
# The program

Five card games for four players, at a table in the style of the early nineties. Pick a game on the
title screen with the mouse or the arrow keys, and press Enter or click it to sit down at its table.
Computer players take every empty seat. A game left unfinished is kept: its tile says "game in
progress", the line under the description says where it stands, and Resume goes on with it at once
(Play asks first, before the table deals).

# Keys

| Key | What it does |
|-----|--------------|
| F1 | the rules of the game |
| F11 or Alt+Enter | full screen on or off |
| F12 or Ctrl+B | Crazy Clock, the boss key (press again to come back) |
| Ctrl+M | sound on or off |
| Alt+F4 | quit |
| Alt or F10 | the menu bar; Alt+letter opens a menu directly |
| Tab | the next button or field in a dialog |
| Esc | closes a menu, a dialog or the help |

In menus and dialogs the underlined letter of an item chooses it.

# User profiles

When several people share this computer, each can have a profile of their own (Options > User
profiles on the title screen, or User profiles in a table's first menu, Game or File). A profile keeps its own name at
the table, felt and card back, rules and table options, players, score files, history and the game
left unfinished at each table. New makes one, Rename changes its name, Delete removes one with
everything it keeps (after asking; the profile in use and the first one cannot be deleted), and Use
switches: at a table, your game is kept for you and the table opens again with the other person's
options and game. The title bar shows the profile in use. Saved games (Save as) are shared by all.

# Crazy Clock

A right click on the felt, F12 or Ctrl+B hides the game behind a big clock, and everything stops
where it was. Click the smiley face, or press the same key again, to come back. Click the clock
itself and see what happens.

# Window size

The table is 640 by 480 pixels, as in the old days. The Options menu shows it at that size, at
twice that size, or on the whole screen (F11).
"""

# -- the game tiles ---------------------------------------------------------------------------------------

class GameTile(Widget):
    WIDTH, HEIGHT = 118, 160

    def __init__(self, rect, entry: GameInfo, on_click):
        available = is_available(entry.id)
        tip = f"{entry.name}: click to play it" if available else f"{entry.name}: coming soon"
        super().__init__(rect, tooltip=tip)
        self.entry = entry
        self.available = available
        self.on_click = on_click
        self.selected = False
        self.in_progress = False  # a game was left unfinished at this table

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.on_click(self)
            return True
        return event.type == pygame.MOUSEBUTTONUP and event.button == 1

    def card_rect(self) -> pygame.Rect:
        return pygame.Rect(self.rect.centerx - 35, self.rect.top + 8, 71, 96)

    def draw(self, surface) -> None:
        card = self.card_rect()
        shadow = pygame.Surface(card.size, pygame.SRCALPHA)
        shadow.fill((0, 0, 0, 90))
        surface.blit(shadow, card.move(4, 4))
        surface.blit(resources.image(self.entry.card_back) if self.available else greyed(self.entry.card_back), card)
        if self.selected:
            pygame.draw.rect(surface, YELLOW, card.inflate(8, 8), 3)
        elif self.hovered and self.available:
            pygame.draw.rect(surface, WHITE, card.inflate(6, 6), 1)
        name = render_paragraph(self.entry.name, self.rect.width - 4, Style(color=WHITE if self.available else
                                                                             (200, 220, 200)), align="center")
        shade = render_paragraph(self.entry.name, self.rect.width - 4, Style(color=BLACK), align="center")
        where = name.get_rect(midtop=(self.rect.centerx, card.bottom + 10))
        surface.blit(shade, where.move(1, 1))
        surface.blit(name, where)
        badge = "coming soon" if not self.available else "game in progress" if self.in_progress else ""
        if badge:
            image = shadowed_text(badge, 16, YELLOW)
            surface.blit(image, image.get_rect(midtop=(self.rect.centerx, where.bottom + 3)))


# -- the scene --------------------------------------------------------------------------------------------

class LauncherScene(Scene):
    def __init__(self, app, selected: str | None = None, table_options: dict | None = None):
        super().__init__(app)
        self.table_options = dict(table_options or {})
        self.in_progress: dict[str, str] = {}  # game id -> the game left unfinished there, in words
        self.entries = game_entries()
        self.widgets = WidgetGroup()
        self.tiles = self._make_tiles()
        self.buttons = self._make_buttons()
        self.menu_bar = MenuBar(self._menus())
        self.status = self.widgets.add(StatusBar(lambda: app.status_text,
                                                 default_text="Choose a game: click it, or arrows and Enter",
                                                 right_text=self.status_right_texts))
        first_available = next((t for t in self.tiles if t.available), self.tiles[0])
        self.selected = first_available.entry.id
        self.select(selected or self.selected)

    def _make_tiles(self) -> list[GameTile]:
        count = len(self.entries)
        width = min(GameTile.WIDTH, (SCREEN_SIZE[0] - 20) // count)
        left = (SCREEN_SIZE[0] - width * count) // 2
        return [self.widgets.add(GameTile(pygame.Rect(left + i * width, 138, width, GameTile.HEIGHT), entry,
                                          self._tile_clicked))
                for i, entry in enumerate(self.entries)]

    def _make_buttons(self) -> dict[str, Button]:
        specs = [("&Play", self.play, "Sit down at the table of the chosen game (Enter)"),
                 ("Res&ume", self.resume_game, "Go on with the game left unfinished at the chosen game's table"),
                 ("&Rules...", self.show_rules, "The rules of the chosen game (F1)"),
                 ("Crazy &Clock", self.app.toggle_boss, "The boss key: a big clock over everything (F12)"),
                 ("E&xit", self.app.quit, "Leave the program (Alt+F4)")]
        width, gap = 104, 12
        left = (SCREEN_SIZE[0] - len(specs) * width - (len(specs) - 1) * gap) // 2
        top = SCREEN_SIZE[1] - STATUS_BAR_HEIGHT - BUTTON_HEIGHT - 14
        buttons = {}
        for i, (label, action, tip) in enumerate(specs):
            rect = pygame.Rect(left + i * (width + gap), top, width, BUTTON_HEIGHT)
            buttons[draw.split_mnemonic(label)[0]] = self.widgets.add(Button(rect, label, action, tooltip=tip))
        return buttons

    def _menus(self) -> list[Menu]:
        app = self.app
        return [
            Menu("&Game", [
                MenuItem("&Play", self.play, "Enter", enabled=lambda: is_available(self.selected),
                         tooltip="Sit down at the table of the chosen game"),
                MenuItem("&Resume the game in progress", self.resume_game,
                         enabled=lambda: self.selected in self.in_progress,
                         tooltip="Go on with the game left unfinished at the chosen game's table"),
                separator(),
                MenuItem("E&xit", app.quit, "Alt+F4", tooltip="Leave the program"),
            ], tooltip="Start a game or leave"),
            Menu("&Options", [
                *app.window_menu_items(),
                separator(),
                MenuItem("&Preferences...", self.show_preferences, tooltip="Your name, the felt, the card back..."),
                MenuItem("&User profiles...", self.show_user_profiles,
                         tooltip="Who is playing: each profile keeps its own options, scores and games"),
            ], tooltip="Sound, window size and preferences"),
            Menu("&Help", [
                MenuItem("&Rules of the game", self.show_rules, "F1", tooltip="How the chosen game is played"),
                MenuItem("&Keys and program", lambda: app.open_help(theme.TITLE, PROGRAM_HELP),
                         tooltip="The keys and the features of the program"),
                MenuItem("Crazy &Clock", app.toggle_boss, "F12", tooltip="The boss key"),
                separator(),
                MenuItem("&About...", self.show_about, tooltip=f"About {theme.TITLE}"),
            ], tooltip="Rules, keys, about"),
        ]

    # -- actions ------------------------------------------------------------------------------
    @property
    def selected_tile(self) -> GameTile:
        return next(t for t in self.tiles if t.entry.id == self.selected)

    def select(self, game_id: str) -> None:
        if game_id not in game_ids():
            return
        self.selected = game_id
        for tile in self.tiles:
            tile.selected = tile.entry.id == game_id
        self.buttons["Play"].enabled = is_available(game_id)
        self.buttons["Resume"].enabled = game_id in self.in_progress
        self.status.default_text = self.status_words()

    def status_words(self) -> str:
        """The status bar, when the mouse points at nothing: the chosen game and what Enter does with it (the mouse
        on a tile says what a click does, in other words)."""
        name = game_name(self.selected)
        if not is_available(self.selected):
            return f"{name}: coming soon"
        if self.selected in self.in_progress:  # where it stands is written under the description
            return f"{name} is chosen, a game in progress: Resume goes on with it"
        return f"{name} is chosen: press Enter to play it"

    def status_right_texts(self) -> list[str]:
        """How many tables keep a game left unfinished (their tiles say which), then the profile in use."""
        count = len(self.in_progress)
        kept = "" if not count else "1 game in progress" if count == 1 else f"{count} games in progress"
        return [kept, f"Profile: {self.app.profile_name}"]

    def refresh_in_progress(self) -> None:
        """Which tables keep a game left unfinished (the autosaves of the profile in use); a damaged file is set
        aside and said once."""
        self.in_progress = {}
        for tile in self.tiles:
            words, problem = store.game_in_progress(tile.entry.id) if tile.available else (None, None)
            if problem:
                self.app.message(problem, title="Saved game", width=440)
            if words:
                self.in_progress[tile.entry.id] = words
            tile.in_progress = bool(words)
            if words:
                tile.tooltip = f"{tile.entry.name}: a game in progress there; click to go on with it or start anew"
            elif tile.available:
                tile.tooltip = f"{tile.entry.name}: click to play it"
        self.select(self.selected)

    def on_push(self) -> None:
        self.refresh_in_progress()

    def resume(self) -> None:
        super().resume()
        self.refresh_in_progress()  # back from a table, or another user profile chosen

    def _tile_clicked(self, tile: GameTile) -> None:
        self.select(tile.entry.id)
        if tile.available:
            self.play()

    def resume_game(self) -> None:
        """The game left unfinished at the chosen table, at once (Play asks first)."""
        if self.selected in self.in_progress:
            open_table(self.app, self.selected, {**self.table_options, "resume": True})

    def play(self) -> None:
        """The chosen game's table; with a game left unfinished there, the question comes first, here (the table
        opens on the answer: no deal starts under the question)."""
        if not is_available(self.selected):
            self.app.sound.play("refusal")
            self.app.message(f"{game_name(self.selected)} is coming soon.", title=theme.TITLE)
        elif self.selected in self.in_progress:
            self.ask_resume(self.selected)
        else:
            open_table(self.app, self.selected, self.table_options)

    def ask_resume(self, game_id: str) -> None:
        def answer(choice: str) -> None:
            if choice in ("yes", "no"):
                open_table(self.app, game_id, {**self.table_options, "resume" if choice == "yes" else "fresh": True})

        self.app.push(MessageBox(
            self.app, f"A game of {game_name(game_id)} was left unfinished: {self.in_progress[game_id]}.\n\nGo on "
            "with it? No starts a new game.", "Resume", buttons=("&Yes", "&No", "Cancel"), icon="question",
            on_close=answer, width=420))

    def show_rules(self) -> None:
        open_game_help(self.app, self.selected)

    def show_about(self) -> None:
        games = ", ".join(entry.name for entry in self.entries)
        self.app.message(f"{theme.TITLE}   version {theme.VERSION}\n\n{games}: four-handed card games at a "
                         "table of the early nineties.\n\n[S]  [H]  [D]  [C]\n\n"
                         "Free software. Press F1 for the rules.", title=f"About {theme.TITLE}", width=400)

    def show_preferences(self) -> None:
        def closed(choice: str) -> None:
            problem = store.save_settings(self.app.settings) if choice == "ok" else None
            if problem:
                self.app.message(problem, title="Preferences", width=440)

        dialog = PreferencesDialog(self.app)
        dialog.on_close = closed
        self.app.push(dialog)

    def show_user_profiles(self) -> None:
        open_user_profiles(self.app)

    def _move_selection(self, step: int) -> None:
        ids = [t.entry.id for t in self.tiles]
        self.select(ids[(ids.index(self.selected) + step) % len(ids)])

    # -- scene --------------------------------------------------------------------------------
    def handle_event(self, event):
        if self.menu_bar.handle_event(event):
            return None
        if event.type == pygame.KEYDOWN and self._key(event):
            return None
        if self.widgets.handle_event(event):
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and event.pos[1] > MENU_BAR_HEIGHT:
            self.app.toggle_boss()  # a right click on the felt: the boss key
            return None
        return event

    def _key(self, event) -> bool:
        key = event.key
        if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return False
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            self._move_selection(1 if key == pygame.K_RIGHT else -1)
        elif key in (pygame.K_HOME, pygame.K_END):
            self.select(self.tiles[0 if key == pygame.K_HOME else -1].entry.id)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) and not isinstance(self.widgets.focused, Button):
            self.play()
        elif key == pygame.K_F1:
            self.show_rules()
        elif key == pygame.K_ESCAPE and self.widgets.focused is not None:
            self.widgets.focus(None)
        else:
            return False
        return True

    def update(self, dt: float) -> None:
        self.widgets.update(dt)

    def tooltip_at(self, pos) -> str:
        text = self.menu_bar.tooltip_at(pos)
        if text is None:
            text = self.widgets.tooltip_at(pos)
        if text is None:
            text = "Right click on the felt: Crazy Clock" if pos[1] > MENU_BAR_HEIGHT else ""
        return text

    def draw(self, surface) -> None:
        surface.blit(draw.felt(theme.FELTS.get(self.app.settings.felt, theme.FELTS[theme.DEFAULT_FELT])), (0, 0))
        title = title_art("Card Table", 72)
        surface.blit(title, title.get_rect(midtop=(SCREEN_SIZE[0] // 2, MENU_BAR_HEIGHT + 14)))
        subtitle = title_art("COMPENDIUM", 34)
        surface.blit(subtitle, subtitle.get_rect(midtop=(SCREEN_SIZE[0] // 2, MENU_BAR_HEIGHT + 72)))
        self.widgets.draw(surface)
        self._draw_blurb(surface)
        self.menu_bar.draw(surface)

    def _draw_blurb(self, surface) -> None:
        entry = self.selected_tile.entry
        box = pygame.Rect(40, 312, SCREEN_SIZE[0] - 80, 76)
        draw.panel(surface, box)
        pygame.draw.rect(surface, BLACK, box, 1)
        heading = theme.font(20, bold=False).render(entry.name + ("" if is_available(entry.id) else "  (coming soon)"),
                                                    True, theme.NAVY)
        surface.blit(heading, (box.left + 10, box.top + 7))
        body = render_paragraph(entry.blurb, box.width - 20)
        surface.blit(body, (box.left + 10, box.top + 28))
        words = self.in_progress.get(entry.id)
        if words:
            line = shadowed_text(f"Game in progress: {words}", 17, YELLOW)
            surface.blit(line, line.get_rect(midtop=(box.centerx, box.bottom + 6)))
