"""A fuzzer of the real window: random mouse and keyboard events posted through the real app loop.

Used by tests/test_ui_fuzz.py (a bounded run in the test suite) and bench/fuzz_ui.py (as many events as
you like). It starts at a game's table in a data folder of its own; whenever the program closes (Exit,
Alt+F4, the last scene gone) it opens the title screen again and goes on. Any exception escapes: that is
the finding, with the seed and the events that led to it.
"""

from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass, field

import conftest_ui as ui
import pygame

from game.ui.launcher import LauncherScene, open_table
from game.ui.table import worker
from game.variants import VARIANTS, computer_player

SCREEN_W, SCREEN_H = 640, 480

# keys a player might press, with the manuals' function keys; Alt+F4 and Ctrl+Q close the program
KEYS = [
    pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_SPACE, pygame.K_RETURN,
    pygame.K_ESCAPE, pygame.K_TAB, pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_HOME, pygame.K_END,
    pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_KP8, pygame.K_KP2, pygame.K_KP4, pygame.K_KP6,
    *range(pygame.K_F1, pygame.K_F12 + 1),
]
LETTERS = "abcdefghijklmnopqrstuvwxyz0123456789.+-*/ "
MODS = [0, 0, 0, 0, pygame.KMOD_LALT, pygame.KMOD_LCTRL, pygame.KMOD_LSHIFT]
# where the clicks land: anywhere, the menu bar, the dialogs in the middle, the hands at the bottom
AREAS = [(0, 0, SCREEN_W, SCREEN_H), (0, 0, SCREEN_W, 20), (120, 100, 400, 300), (60, 360, 520, 120)]


@dataclass
class FuzzRun:
    """What one run did: how many events it sent, how often the program was opened again, the scenes it saw."""

    seed: int
    events: int = 0
    restarts: int = 0
    scenes: set[str] = field(default_factory=set)
    recent: deque = field(default_factory=lambda: deque(maxlen=40))


def novice_players(variant_id: str, skill: str, seed: int):
    """Real computer players, at the quickest skill, so the hands move on while the fuzzer clicks."""
    return computer_player(variant_id, "novice", seed)


def random_events(rng: random.Random) -> list[pygame.event.Event]:
    roll = rng.random()
    if roll < 0.45:
        x0, y0, w, h = rng.choice(AREAS)
        pos = (x0 + rng.randrange(w), y0 + rng.randrange(h))
        button = rng.choices([1, 3, 2, 4, 5], weights=[80, 12, 2, 3, 3])[0]
        if button in (4, 5):
            return [*ui.move_events(pos), pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1 if button == 4 else -1,
                                                              flipped=False)]
        return ui.click_events(pos, button)
    if roll < 0.55:
        return ui.move_events((rng.randrange(SCREEN_W), rng.randrange(SCREEN_H)))
    if roll < 0.8:
        return ui.key_events(rng.choice(KEYS), rng.choice(MODS))
    ch = rng.choice(LETTERS)
    mod = rng.choice(MODS)
    return ui.key_events(ord(ch), mod, "" if mod & (pygame.KMOD_ALT | pygame.KMOD_CTRL) else ch)


def open_program(variant_id: str):
    """The title screen with ``variant_id``'s table open on top of it, as ``main.py --game`` starts."""
    for game_id in VARIANTS:  # every table the fuzzer opens finds its computers in a thread of this process
        worker.shared_worker(game_id, "thread")
    app = ui.new_app()
    app.settings.animation_speed = 10
    app.push(LauncherScene(app, selected=variant_id))
    open_table(app, variant_id)
    for scene in app.scenes:
        if hasattr(scene, "prefs"):
            scene.prefs.game_speed = 5
    return app


def fuzz(variant_id: str, events: int, seed: int, frames_per_event: int = 1) -> FuzzRun:
    """Send ``events`` random events to the program showing ``variant_id``; raises what the program raises."""
    rng = random.Random(seed)
    run = FuzzRun(seed)
    app = open_program(variant_id)
    try:
        while run.events < events:
            if not app.running or not len(app.scenes):
                worker.close_shared()
                app = open_program(variant_id)
                run.restarts += 1
            batch = random_events(rng)
            run.recent.append([(pygame.event.event_name(e.type), e.dict) for e in batch])
            app.run_frames(frames_per_event, [e for e in batch if e.type != pygame.QUIT])
            run.scenes.add(type(app.scenes.top).__name__ if len(app.scenes) else "-")
            run.events += 1
    except Exception as exc:
        exc.add_note(f"fuzz {variant_id} seed {seed} after {run.events} events; last ones: {list(run.recent)[-8:]}")
        raise
    finally:
        worker.close_shared()
    return run


def fuzz_home(tmp_path, monkeypatch):
    """The fuzzer's data folder and real (novice) computer players, for a test's fixture."""
    monkeypatch.setenv("CARD_TABLE_HOME", str(tmp_path))
    monkeypatch.setattr(worker, "computer_player", novice_players)
    worker.close_shared()
