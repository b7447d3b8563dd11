"""Start the window on the title screen, or at a game's table with --game (main.py parses the command
line and calls ``run``)."""

from __future__ import annotations

import pygame

from .app import App
from .launcher import LauncherScene, open_table


def run(game: str | None = None, deal: int | None = None, demo: bool = False, frames: int | None = None,
        screenshot: str | None = None) -> int:
    settings, problems = _saved_settings()
    app = App(settings)
    table_options = {key: value for key, value in (("deal", deal), ("demo", demo)) if value}
    launcher = app.push(LauncherScene(app, selected=game, table_options=table_options))
    if game is not None or table_options:
        open_table(app, launcher.selected, table_options)  # --game, --deal or --demo: straight to the table
    for problem in problems:
        app.message(problem, title="Your settings")
    for problem in _profile_problems():
        app.message(problem, title="User profiles", width=440)
    try:
        app.run(max_frames=frames)
        if screenshot:
            app.save_screenshot(screenshot)
    finally:
        from .table.worker import close_shared

        close_shared()
        pygame.quit()
    return 0


def _saved_settings():
    """The window settings kept by game.storage (felt, card back, zoom...) and the problems found in them."""
    try:
        from game import storage

        return storage.load_settings()
    except Exception as exc:  # noqa: BLE001 - a settings file must never stop the program from starting
        return None, [f"Your settings could not be read ({exc}); defaults are used."]


def _profile_problems() -> list[str]:
    """What was wrong in the list of user profiles (a damaged file set aside, a folder gone), to say once."""
    try:
        from game import storage

        return storage.take_profile_problems()
    except Exception as exc:  # noqa: BLE001 - as the settings: never a reason not to start
        return [f"The user profiles could not be read ({exc}); the first profile is in use."]
