"""The window and the loop: one 640x480 surface shown with pygame's SCALED mode, a scene stack, 60 frames a
second while something moves and a sleeping wait for the next event when nothing does.

Tests drive the same loop: ``App.run_frames(n, events)`` posts real pygame events and runs ``n`` frames
without sleeping.
"""

from __future__ import annotations

import time
import warnings
from collections import deque
from collections.abc import Iterable

import pygame

from game import storage

from . import resources, theme
from .boss import BossScene
from .help import HelpScene
from .launcher import LauncherScene
from .probe import Probe
from .scenes import Scene, SceneStack
from .settings import UiSettings
from .sound import SoundPlayer
from .widgets.dialogs import MessageBox
from .widgets.menu import ALT_RELEASED, MenuItem

IDLE_TIMEOUT = 0.5  # seconds between wake-ups when nothing moves and nothing happens
IDLE_POLL = 0.008  # seconds between looks at the event queue while idle
MAX_DT = 0.1  # a long pause does not make animations jump

# The keys that work everywhere, whatever scene or dialog is on top.
GLOBAL_KEYS = (
    ("F1", "help on the game"),
    ("F11 or Alt+Enter", "full screen on/off"),
    ("F12 or Ctrl+B", "the boss key: Crazy Clock, and back"),
    ("Ctrl+M", "sound on/off"),
    ("Alt+F4", "quit"),
)


def _is_key(event, key, mods=0) -> bool:
    return event.key == key and (not mods or event.mod & mods)


class App:
    def __init__(self, settings: UiSettings | None = None, *, fps: int = theme.FPS):
        self.settings = settings or UiSettings()
        self.fps = fps
        pygame.display.init()
        self._set_icon()
        with warnings.catch_warnings():
            warnings.filterwarnings("ignore", "no fast renderer")  # the dummy video driver of headless runs
            self.screen = pygame.display.set_mode(theme.SCREEN_SIZE, pygame.SCALED)
        self.profile_name = ""
        self.update_caption()
        self.window = _display_window()
        self.scenes = SceneStack()
        self.sound = SoundPlayer(enabled=self.settings.sound)
        self.log_letters = False  # the H switch of the command line: belote.log with suit letters, this run
        self.clock = pygame.time.Clock()
        self.frame = 0
        self.running = True
        self.mouse_pos = (-1, -1)
        self.status_text = ""
        self.probe = Probe.from_env()  # only when a driver asked for it (tools/net_play.py)
        self.frame_ms: deque[float] = deque(maxlen=5000)
        self._alt_alone = False
        self._drop_text = False
        pygame.key.set_repeat(400, 40)
        if self.settings.zoom:
            self.set_zoom(self.settings.zoom)
        if self.settings.fullscreen:
            self.settings.fullscreen = False
            self.toggle_fullscreen()

    @staticmethod
    def _set_icon() -> None:
        try:
            pygame.display.set_icon(resources.image("ui/icon"))
        except (pygame.error, resources.ResourceNotFound):
            pass

    # -- scenes -------------------------------------------------------------------------------
    def push(self, scene: Scene) -> Scene:
        return self.scenes.push(scene)

    def message(self, text: str, title: str = theme.TITLE, **options):
        return self.push(MessageBox(self, text, title, **options))

    def open_help(self, title: str, markdown: str, page: int = 0, action=None, caption: str | None = None):
        """The help viewer on ``markdown``; ``action``: a button it offers, ``caption``: its window's own title (see
        HelpScene)."""
        return self.push(HelpScene(self, title, markdown, page=page, action=action, caption=caption))

    def guided_hand(self, table, offer: bool = False) -> None:
        """Help > Guided first hand at ``table``, or (``offer``) its offer at the first start of a game's table."""
        # lazy: the guided table is a TableScene, whose modules the title screen starts without (as the launcher's)
        from .table.guided import offer_guided_hand, open_guided_hand

        (offer_guided_hand if offer else open_guided_hand)(table)

    def show_title(self, selected: str | None = None) -> None:
        """The title screen in place of the scene on top (a table left that was opened without the title below)."""
        self.scenes.replace(LauncherScene(self, selected=selected))

    def toggle_boss(self) -> None:
        """The boss key: show Crazy Clock over everything, or take it away."""
        clock = self.scenes.find(BossScene)
        if clock is not None:
            clock.close()
        else:
            self.push(BossScene(self))

    def quit(self) -> None:
        self.running = False

    def window_closed(self) -> None:
        """The window's close button or Alt+F4: the program quits, unless a scene asks first (``asks_before_quitting``:
        the table this window hosts, whose friends' game would stop)."""
        if not any(scene.asks_before_quitting() for scene in reversed(list(self.scenes))):
            self.quit()

    # -- window -------------------------------------------------------------------------------
    def update_caption(self) -> None:
        """The window's title: the program and the user profile in use ("Card Table Compendium — Ann")."""
        self.profile_name = _active_profile_name()
        pygame.display.set_caption(f"{theme.TITLE} — {self.profile_name}" if self.profile_name else theme.TITLE)

    @property
    def zoom(self) -> int:
        return max(1, pygame.display.get_window_size()[0] // theme.SCREEN_SIZE[0])

    @property
    def fullscreen(self) -> bool:
        return self.settings.fullscreen

    def set_zoom(self, factor: int) -> None:
        """A window of 1x or 2x the logical size (leaving full screen)."""
        if self.fullscreen:
            self.toggle_fullscreen()
        self.settings.zoom = factor
        if self.window is not None:
            self.window.size = (theme.SCREEN_SIZE[0] * factor, theme.SCREEN_SIZE[1] * factor)

    def toggle_fullscreen(self) -> None:
        try:
            pygame.display.toggle_fullscreen()
        except pygame.error:
            return
        self.settings.fullscreen = not self.settings.fullscreen

    def toggle_sound(self) -> None:
        self.settings.sound = self.sound.toggle()

    # -- events -------------------------------------------------------------------------------
    def window_menu_items(self) -> list:
        """Sound, window size and full screen: the same items in every scene's Options menu."""
        return [
            MenuItem("S&ound", self.toggle_sound, "Ctrl+M", checked=lambda: self.sound.enabled,
                     tooltip="Sound effects on or off"),
            MenuItem("Window &1x", lambda: self.set_zoom(1), checked=lambda: self.zoom == 1 and not self.fullscreen,
                     tooltip="Show the table at 640 x 480"),
            MenuItem("Window &2x", lambda: self.set_zoom(2), checked=lambda: self.zoom == 2 and not self.fullscreen,
                     tooltip="Show the table at twice the size, 1280 x 960"),
            MenuItem("&Full screen", self.toggle_fullscreen, "F11", checked=lambda: self.fullscreen,
                     tooltip="The table on the whole screen (F11 or Alt+Enter)"),
        ]

    def handle_global_key(self, event) -> bool:
        alt, ctrl = pygame.KMOD_ALT, pygame.KMOD_CTRL
        if _is_key(event, pygame.K_F11) or (event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and event.mod & alt):
            self.toggle_fullscreen()
        elif _is_key(event, pygame.K_F12) or _is_key(event, pygame.K_b, ctrl):
            self.toggle_boss()
        elif _is_key(event, pygame.K_m, ctrl):
            self.toggle_sound()
        elif _is_key(event, pygame.K_F4, alt):
            self.window_closed()
        else:
            return False
        return True

    def _track_alt(self, event) -> pygame.event.Event:
        """Alt pressed and released alone becomes an ALT_RELEASED event (it opens the menu bar)."""
        if event.type == pygame.KEYDOWN:
            self._alt_alone = event.key in (pygame.K_LALT, pygame.K_RALT)
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self._alt_alone = False
        elif event.type == pygame.KEYUP and event.key in (pygame.K_LALT, pygame.K_RALT) and self._alt_alone:
            self._alt_alone = False
            return pygame.event.Event(ALT_RELEASED)
        return event

    def dispatch(self, event: pygame.event.Event) -> None:
        if hasattr(event, "pos"):
            self.mouse_pos = event.pos
        if event.type == pygame.QUIT:
            self.window_closed()
            return
        if event.type == pygame.WINDOWLEAVE:
            self.mouse_pos = (-1, -1)
        event = self._track_alt(event)
        if event.type == pygame.TEXTINPUT and self._drop_text:
            self._drop_text = False
            return
        if event.type == pygame.KEYDOWN:
            self._drop_text = False
            if self.handle_global_key(event):
                return
        changes = self.scenes.changes
        self.scenes.handle_event(event)
        if event.type == pygame.KEYDOWN and (self.scenes.changes != changes or event.mod & pygame.KMOD_LALT):
            # a key that opened or closed a scene, or a left-Alt shortcut, must not also type its letter
            # (right Alt is left alone: it is AltGr on many keyboards, which types @, {, [...)
            self._drop_text = True

    # -- the loop -----------------------------------------------------------------------------
    def step(self, dt: float, events: Iterable[pygame.event.Event] = ()) -> None:
        """One frame: the events waiting, the updates, the drawing."""
        started = time.perf_counter()
        for event in [*events, *pygame.event.get()]:
            self.dispatch(event)
            if not self.running:
                break
        self.scenes.update(min(dt, MAX_DT))
        self.status_text = self.scenes.tooltip_at(self.mouse_pos)
        self.screen.fill(theme.BLACK)
        self.scenes.draw(self.screen)
        if self.settings.mono:
            pygame.transform.grayscale(self.screen, self.screen)  # the mono display: every scene in greys
        pygame.display.flip()
        self.frame += 1
        if self.probe is not None:
            self.probe.look(self)
        if not len(self.scenes):
            self.running = False
        self.frame_ms.append((time.perf_counter() - started) * 1000)

    def _idle(self) -> bool:
        return not self.scenes.is_animating() and not pygame.event.peek()

    def run(self, max_frames: int | None = None) -> None:
        """Until the last scene closes, the window is closed, or ``max_frames`` frames were drawn.
        With ``max_frames`` every frame is drawn at the frame rate (no idle wait), so N frames is N."""
        last = time.perf_counter()
        while self.running and (max_frames is None or self.frame < max_frames):
            woken_by: list[pygame.event.Event] = []
            if max_frames is None and self._idle():
                wakeup = self.scenes.wakeup_in()
                timeout = IDLE_TIMEOUT if wakeup is None else min(IDLE_TIMEOUT, wakeup)
                woken_by = wait_for_events(timeout)
                if not woken_by and wakeup is None and self.frame > 0:
                    continue  # nothing happened and nobody asked for a frame: no redraw
            self.clock.tick(self.fps)  # after a long wait this returns at once; it caps bursts at the fps
            now = time.perf_counter()
            self.step(now - last, woken_by)
            last = now

    def run_frames(self, count: int, events: Iterable[pygame.event.Event] = ()) -> None:
        """Post ``events`` as real pygame events, then run ``count`` frames at once (tests, tools)."""
        for event in events:
            pygame.event.post(event)
        for _ in range(count):
            if not self.running:
                break
            self.step(1 / self.fps)

    def save_screenshot(self, path) -> None:
        pygame.image.save(self.screen, str(path))

    def frame_stats(self) -> dict[str, float]:
        """p50, p99 and max of the frame times (ms) measured so far (work per frame, not the waiting)."""
        times = sorted(self.frame_ms)
        if not times:
            return {"frames": 0, "p50": 0.0, "p99": 0.0, "max": 0.0}
        pick = lambda q: times[min(len(times) - 1, int(q * len(times)))]  # noqa: E731
        return {"frames": len(times), "p50": pick(0.5), "p99": pick(0.99), "max": times[-1]}


def wait_for_events(timeout: float) -> list[pygame.event.Event]:
    """The events that arrive within ``timeout`` seconds (returns as soon as there are some).

    pygame.event.wait(timeout) does the same but looks every millisecond (about 2% of a core on an
    idle window); sleeping IDLE_POLL between looks costs a quarter of that and answers well within a frame."""
    deadline = time.perf_counter() + timeout
    while True:
        events = pygame.event.get()
        remaining = deadline - time.perf_counter()
        if events or remaining <= 0:
            return events
        time.sleep(min(IDLE_POLL, remaining))


def _active_profile_name() -> str:
    try:
        return storage.active_profile().name
    except Exception:  # noqa: BLE001 - the title bar must never stop the program
        return ""


def _display_window():
    """The pygame.Window of the display (to resize it), or None where it cannot be had."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return pygame.Window.from_display_module()
    except (AttributeError, pygame.error):
        return None
