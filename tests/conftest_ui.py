"""Helpers of the UI tests: pygame with no display and no sound card, real events through the app loop.

Every tests/test_ui_*.py imports it, so the SDL variables are set before any display is opened.
"""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.ai.player import Decision  # noqa: E402
from game.engine import PASS  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.launcher import LauncherScene  # noqa: E402
from game.ui.table import worker  # noqa: E402
from game.ui.table.scene import TableScene  # noqa: E402

Event = pygame.event.Event


def new_app() -> App:
    app = App()
    pygame.event.clear()
    return app


def launcher_app(**options) -> tuple[App, LauncherScene]:
    app = new_app()
    launcher = LauncherScene(app, **options)
    app.push(launcher)
    app.run_frames(1)
    return app, launcher


def key_events(key: int, mod: int = 0, text: str = "") -> list:
    down = Event(pygame.KEYDOWN, key=key, mod=mod, unicode=text, scancode=0)
    up = Event(pygame.KEYUP, key=key, mod=mod, unicode=text, scancode=0)
    typed = [Event(pygame.TEXTINPUT, text=text)] if text else []
    return [down, *typed, up]


def press(app: App, key: int, mod: int = 0, text: str = "", frames: int = 2) -> None:
    app.run_frames(frames, key_events(key, mod, text))


def press_menu(app: App, menu_key: int, item_key: int) -> None:
    """Alt and the menu's letter, then the item's letter: a menu item chosen from the keyboard."""
    press(app, menu_key, pygame.KMOD_LALT)
    press(app, item_key)


def type_text(app: App, text: str) -> None:
    events = []
    for ch in text:
        events += key_events(ord(ch.lower()) if ch.isalnum() else pygame.K_UNKNOWN, 0, ch)
    app.run_frames(2, events)


def move_events(pos) -> list:
    return [Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]


def click_events(pos, button: int = 1) -> list:
    return [*move_events(pos), Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
            Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)]


def click(app: App, pos, button: int = 1, frames: int = 2) -> None:
    app.run_frames(frames, click_events(tuple(pos), button))


def table_from_title_screen(game_id: str):
    """The title screen's tile of ``game_id`` is available, and a click on it opens the game's table: (app, table)."""
    app, launcher = launcher_app()
    tile = next(t for t in launcher.tiles if t.entry.id == game_id)
    assert tile.available
    click(app, tile.rect.center)
    return app, app.scenes.top


def move(app: App, pos, frames: int = 2) -> None:
    app.run_frames(frames, move_events(tuple(pos)))


def top_name(app: App) -> str:
    return type(app.scenes.top).__name__


# -- the card tables ------------------------------------------------------------------------------
class StubPlayer:
    """A computer player for the table tests: passes whenever it may, else takes the first action allowed."""

    def decide(self, view):
        legal = list(view.legal)
        return Decision(PASS if PASS in legal else legal[0], ["the test's stub player"])


def table_home(tmp_path, monkeypatch, player=None):
    """For a test's autouse fixture (``yield from table_home(tmp_path, monkeypatch)``): the tables keep
    their files in ``tmp_path`` and every computer player is ``player`` (a StubPlayer by default). The
    shared worker process is closed before (one left by another test may hold the real players) and after."""
    monkeypatch.setenv("CARD_TABLE_HOME", str(tmp_path))
    player = player or StubPlayer()
    monkeypatch.setattr(worker, "computer_player", lambda variant_id, skill, seed: player)
    worker.close_shared()
    yield tmp_path
    worker.close_shared()


def open_table(variant_id: str, session=None, **scene_options) -> tuple[App, TableScene]:
    """A new app showing the table of ``variant_id`` (``session``'s game, or a new one), made quick: fast
    animations and game speed, the computers in a thread, no saved game offered."""
    app = new_app()
    app.settings.animation_speed = 10
    table = TableScene(app, variant_id=variant_id, session=session, worker_mode="thread", offer_resume=False,
                       **scene_options)
    table.prefs.game_speed = 5
    app.push(table)
    return app, table


def choose_from_menu(app: App, table, label: str, menu: int | str = 0) -> None:
    """Open ``table``'s menu ``menu`` (its number, 0 for Game or File, or its title: "Options") with a click and
    click its item ``label`` (titles and labels written without their "&")."""
    bar = table.menu_bar
    if isinstance(menu, str):
        menu = [m.label.replace("&", "") for m in bar.menus].index(menu)
    click(app, bar.title_rects[menu].center)
    assert bar.is_open
    [index] = [i for i, item in enumerate(bar.open_menu.items) if item.label.replace("&", "") == label]
    click(app, bar.item_rects()[index].center)


def run_until(app: App, condition, limit: int = 4000) -> None:
    """Run the app a frame at a time until ``condition()`` holds."""
    for _ in range(limit):
        if condition():
            return
        app.run_frames(1)
    raise AssertionError("the table never got there")


def run_and_go_on(app: App, table, condition, limit: int = 4000) -> None:
    """Like run_until, with a right click whenever ``table``, on top, waits for the end of a turn."""
    for _ in range(limit):
        if condition():
            return
        if table.turn_end is not None and app.scenes.top is table:
            click(app, (320, 300), button=3)
        app.run_frames(1)
    raise AssertionError("the table never got there")


def my_turn(app: App, table) -> None:
    """Until a human may act at ``table``, or something else is on top of it."""
    run_and_go_on(app, table, lambda: app.scenes.top is not table or table.ready_human() is not None)


def card_spot(table, seat, wanted) -> tuple[int, int]:
    """A point on the part of ``wanted`` that shows in ``seat``'s hand (the top-most copy: near its left edge)."""
    from game.ui.table import paint

    for rect, shown, _ in reversed(paint.hand_layout(table, seat)):
        if shown is wanted:
            return (rect.left + 4, rect.top + 10)
    raise AssertionError(f"{wanted} is not shown in {seat.full_name}'s hand")


def sprite_spots(surface: pygame.Surface, sprite: pygame.Surface, part: pygame.Rect | None = None) -> list:
    """Every top-left where ``surface`` shows ``sprite`` (or only its ``part``, the share of a card a fan leaves
    in view) pixel for pixel, its transparent corners left out: how a test sees that a sprite is drawn unscaled,
    at whole pixels."""
    width, height = surface.get_size()
    w, h = sprite.get_size()
    part = part or sprite.get_rect()
    screen = pygame.image.tobytes(surface, "RGB")
    colours = pygame.image.tobytes(sprite, "RGB")
    alpha = pygame.image.tobytes(sprite, "RGBA")[3::4]
    opaque = [(x, y) for y in range(part.top, part.bottom) for x in range(part.left, part.right)
              if alpha[y * w + x] == 255]

    def row_of(y: int) -> bytes:
        return colours[3 * (y * w + part.left):3 * (y * w + part.right)]

    key = max(range(part.top, part.bottom), key=lambda y: len(set(row_of(y)[i:i + 3] for i in range(0, 3 * part.w, 3))))
    spots = []
    start = screen.find(row_of(key))
    while start >= 0:
        x, y = start // 3 % width - part.left, start // 3 // width - key
        if start % 3 == 0 and 0 <= x and x + w <= width and 0 <= y and y + h <= height and all(
                screen[3 * ((y + py) * width + x + px):3 * ((y + py) * width + x + px) + 3]
                == colours[3 * (py * w + px):3 * (py * w + px) + 3] for px, py in opaque):
            spots.append((x, y))
        start = screen.find(row_of(key), start + 1)
    return spots
