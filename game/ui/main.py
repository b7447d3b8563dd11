"""Start the window on the title screen, or at a game's table (main.py parses the command line, fills a
``StartOptions`` and calls ``run``)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game import storage

from . import notice
from .app import App
from .launcher import LauncherScene, open_table
from .settings import UiSettings
from .table.net_host import ask_host
from .table.net_join import join
from .table.scene import TableScene
from .table.worker import close_shared


@dataclass(frozen=True)
class StartOptions:
    """What the command line asks of this run. ``sound``, ``mono``, ``skip_title`` and ``log_letters`` are the
    switches of Belote's DOS manual (S, M or C, *, H); they last for this run (mono stays if the Preferences
    are then saved, as the Preferences show it)."""
    game: str | None = None  # --game: straight to its table
    deal: int | None = None
    demo: bool = False  # the computers play every seat
    sound: bool = True  # S: start with the sound off
    mono: bool | None = None  # M (True) or C (False): the table in greys or in colour; None: as saved
    skip_title: bool = False  # *: no title screen, straight to the table
    log_letters: bool = False  # H: the suits of belote.log as letters
    join: tuple | None = None  # --join: ((host, port), code, seat) of a network game to join at once
    host: int | None = None  # --host: the Host dialog at once, with this port

    def table_options(self) -> dict:
        return {key: value for key, value in (("deal", self.deal), ("demo", self.demo)) if value}

    def opens_table(self) -> bool:
        return self.game is not None or self.skip_title or bool(self.table_options())


def start(options: StartOptions) -> App:
    """The window as ``options`` ask: the title screen, the table on top of it, the settings' problems said."""
    settings, problems = _saved_settings()
    app = App(settings)
    apply_switches(app, options)
    launcher = app.push(LauncherScene(app, selected=options.game, table_options=options.table_options()))
    if options.opens_table():
        open_table(app, launcher.selected, options.table_options())
    def open_network_table(session) -> None:
        app.push(TableScene(app, variant_id=session.variant_id, session=session, offer_resume=False))

    if options.join is not None:
        join(app, *options.join, on_joined=open_network_table)
    if options.host is not None:
        ask_host(app, launcher.selected, open_network_table, port=options.host)
    for problem in problems:
        app.message(problem, title="Your settings")
    for problem in _profile_problems():
        app.message(problem, title="User profiles", width=440)
    return app


def apply_switches(app: App, options: StartOptions) -> None:
    """Sound, display and log switches of the command line, for this run."""
    if not options.sound and app.sound.enabled:
        app.sound.toggle()  # the saved setting stays as it is: the switch is for this run
    if options.mono is not None:
        app.settings.mono = options.mono
    app.log_letters = options.log_letters


def run(options: StartOptions | None = None, *, frames: int | None = None, screenshot=None) -> int:
    app = start(options or StartOptions())
    try:
        app.run(max_frames=frames)
        return _save_screenshot(app, screenshot) if screenshot else 0
    finally:
        close_shared()
        pygame.quit()


def _save_screenshot(app: App, path) -> int:
    try:
        app.save_screenshot(path)
    except (pygame.error, OSError) as exc:
        notice.tell(f"card-table: the screenshot could not be saved to {str(path)!r} ({exc}).")
        return 2
    return 0


def _saved_settings():
    """The window settings kept by game.storage (felt, card back, zoom...) and the problems found in them."""
    try:
        return storage.load_settings(UiSettings)
    except Exception as exc:  # noqa: BLE001 - a settings file must never stop the program from starting
        return None, [f"Your settings could not be read ({exc}); defaults are used."]


def _profile_problems() -> list[str]:
    """What was wrong in the list of user profiles (a damaged file set aside, a folder gone), to say once."""
    try:
        return storage.take_profile_problems()
    except Exception as exc:  # noqa: BLE001 - as the settings: never a reason not to start
        return [f"The user profiles could not be read ({exc}); the first profile is in use."]
