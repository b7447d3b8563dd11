"""Start the window on the title screen (main.py parses the command line and calls ``run``)."""

from __future__ import annotations

import pygame

from .app import App
from .launcher import LauncherScene


def run(game: str | None = None, deal: int | None = None, demo: bool = False, frames: int | None = None,
        screenshot: str | None = None) -> int:
    app = App()
    table_options = {key: value for key, value in (("deal", deal), ("demo", demo)) if value}
    # --game opens the launcher with that game chosen until the card table exists
    app.push(LauncherScene(app, selected=game, table_options=table_options))
    try:
        app.run(max_frames=frames)
        if screenshot:
            app.save_screenshot(screenshot)
    finally:
        pygame.quit()
    return 0
