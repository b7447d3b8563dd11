"""A scene stack in the manner of Tuxemon's state manager.

Events go to the top scene first; a scene returns the event when it did not use it, so it falls through
to the scene below, or None when it consumed it. Input never falls through an opaque scene: what it hides
cannot be clicked or typed at. Drawing starts at the highest opaque scene and goes up,
so a dialog (not opaque) is drawn over the scene it belongs to. Drawing never changes state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .on_screen import OnScreen

if TYPE_CHECKING:
    from .app import App

INPUT_EVENTS = frozenset({
    pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT, pygame.TEXTEDITING, pygame.MOUSEBUTTONDOWN,
    pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL,
})


class Scene(OnScreen):
    opaque = True  # covers the whole screen: the scenes below are not drawn
    pauses_below = True  # the scene below stops updating while this one is on top

    def __init__(self, app: App):
        self.app = app
        self.paused = False

    # -- life cycle ------------------------------------------------------------------------
    def on_push(self) -> None:
        """Called once, when the scene enters the stack."""

    def on_pop(self) -> None:
        """Called once, when the scene leaves the stack."""

    def pause(self) -> None:
        self.paused = True

    def resume(self) -> None:
        self.paused = False

    def close(self) -> None:
        self.app.scenes.remove(self)

    def asks_before_quitting(self) -> bool:
        """The window is being closed (its close button, Alt+F4): True when this scene asked a question first (a table
        this window hosts: the friends' game stops), and quits itself on the answer."""
        return False

    # -- every frame ------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        return event

    # -- what the app loop asks (and update, draw, is_animating, wakeup_in from OnScreen) ------------
    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        """The status-bar text for the mouse at ``pos``; None lets the scene below answer."""
        return None


class ModalScene(Scene):
    """A scene that takes all the input while it is on top (dialogs, message boxes)."""

    opaque = False

    def handle_event(self, event):
        event = self.handle_input(event)
        if event is not None and event.type in INPUT_EVENTS:
            return None
        return event

    def handle_input(self, event):
        return event

    def tooltip_at(self, pos):
        return ""


class SceneStack:
    def __init__(self):
        self._scenes: list[Scene] = []
        self.changes = 0  # counts pushes and removals

    def __iter__(self):
        return iter(list(self._scenes))

    def __len__(self):
        return len(self._scenes)

    def __contains__(self, scene):
        return scene in self._scenes

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    def find(self, kind: type) -> Scene | None:
        """The highest scene of that class, if any."""
        for scene in reversed(self._scenes):
            if isinstance(scene, kind):
                return scene
        return None

    def push(self, scene: Scene) -> Scene:
        below = self.top
        if below is not None and scene.pauses_below:
            below.pause()
        self._scenes.append(scene)
        self.changes += 1
        scene.on_push()
        return scene

    def pop(self) -> Scene | None:
        return self.remove(self.top) if self._scenes else None

    def remove(self, scene: Scene) -> Scene | None:
        if scene not in self._scenes:
            return None
        was_top = scene is self.top
        self._scenes.remove(scene)
        self.changes += 1
        scene.on_pop()
        if was_top and self.top is not None and scene.pauses_below:
            self.top.resume()
        return scene

    def replace(self, scene: Scene) -> Scene:
        self.pop()
        return self.push(scene)

    def clear(self) -> None:
        while self._scenes:
            self.pop()

    # -- per frame ---------------------------------------------------------------------------
    def handle_event(self, event):
        for scene in reversed(list(self._scenes)):
            if scene not in self._scenes:
                continue
            event = scene.handle_event(event)
            if event is None:
                return None
            if scene.opaque and event.type in INPUT_EVENTS:
                return None  # a whole-screen scene hides the ones below: a click must not reach a hidden button
        return event

    def update(self, dt: float) -> None:
        for scene in list(self._scenes):
            if not scene.paused and scene in self._scenes:
                scene.update(dt)

    def visible(self) -> list[Scene]:
        start = 0
        for index in range(len(self._scenes) - 1, -1, -1):
            if self._scenes[index].opaque:
                start = index
                break
        return self._scenes[start:]

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.visible():
            scene.draw(surface)

    def is_animating(self) -> bool:
        return any(scene.is_animating() for scene in self._scenes if not scene.paused)

    def wakeup_in(self) -> float | None:
        times = [t for t in (scene.wakeup_in() for scene in self.visible()) if t is not None]
        return min(times) if times else None

    def tooltip_at(self, pos) -> str:
        for scene in reversed(self.visible()):
            text = scene.tooltip_at(pos)
            if text is not None:
                return text
        return ""
