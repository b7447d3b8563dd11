"""Where the user's files live: one folder (the platform's user data folder, or ``$CARD_TABLE_HOME``), created on
the first write. Each user profile but the first keeps its files in a folder of its own inside it (see
:mod:`game.storage.user_profiles`); saved games (Save As) are shared by all."""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from types import ModuleType

platformdirs: ModuleType | None
try:
    import platformdirs
except ImportError:  # a broken install should still let people play
    platformdirs = None

APP_NAME = "CardTableCompendium"
HOME_VARIABLE = "CARD_TABLE_HOME"
SETTINGS_FILE = "settings.json"
SAVES_FOLDER = "saves"


# -- where things live ---------------------------------------------------------------------------------------------
def user_dir() -> Path:
    """The folder of everything the user keeps (not created here: the first write creates it)."""
    override = os.environ.get(HOME_VARIABLE)
    if override:
        return Path(override).expanduser()
    if platformdirs is None:
        return Path.home() / ".card-table-compendium"
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def saves_dir() -> Path:
    """The folder of Save As files; made when possible so a file dialog can open it."""
    folder = user_dir() / SAVES_FOLDER
    with contextlib.suppress(OSError):
        folder.mkdir(parents=True, exist_ok=True)
    return folder

