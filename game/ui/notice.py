"""Words for the person who started the program, said before (or instead of) the window: a bad argument, a
file missing from the bundle, the --help text.

They go to the console; where there is none they go to a message box. The windowed executable on Windows
(and a program started with pythonw) has no console: Python then sets ``sys.stderr`` and ``sys.stdout`` to
None, and words printed there would be lost. No pygame here until a box is needed (main.py reads this
before it decides how pygame starts).
"""

from __future__ import annotations

import sys

TITLE = "Card Table Compendium"
CONSOLE = "console"
BOX = "box"


def channel() -> str:
    """Where words for the user can go: the console, or a message box when there is no console."""
    return CONSOLE if sys.stderr is not None else BOX


def tell(text: str, *, error: bool = True) -> str:
    """Say ``text`` to the user (an error on stderr, else stdout; or a message box); returns the channel used."""
    where = channel()
    if where == BOX:
        show_box(text, "error" if error else "info")
    else:
        print(text, file=sys.stderr if error else sys.stdout)
    return where


def show_box(text: str, kind: str = "error") -> None:
    """A native message box (SDL's: no window needs to be open). Nowhere is left to report a failure of it."""
    try:
        import pygame  # only here: the window program imports notice before --headless sets the SDL variables

        pygame.display.message_box(TITLE, text, message_type=kind)
    except Exception:  # noqa: BLE001 - no console and no box: the exit code is all that is left
        pass
