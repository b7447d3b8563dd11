"""Helpers of the UI tests: pygame with no display and no sound card, real events through the app loop.

Every tests/test_ui_*.py imports it, so the SDL variables are set before any display is opened.
"""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.ui.app import App  # noqa: E402
from game.ui.launcher import LauncherScene  # noqa: E402

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


def move(app: App, pos, frames: int = 2) -> None:
    app.run_frames(frames, move_events(tuple(pos)))


def top_name(app: App) -> str:
    return type(app.scenes.top).__name__


def card_spot(table, seat, wanted) -> tuple[int, int]:
    """A point on the part of ``wanted`` that shows in ``seat``'s hand (the top-most copy: near its left edge)."""
    from game.ui.table import paint

    for rect, shown, _ in reversed(paint.hand_layout(table, seat)):
        if shown is wanted:
            return (rect.left + 4, rect.top + 10)
    raise AssertionError(f"{wanted} is not shown in {seat.full_name}'s hand")
