"""The widget protocol and a group that routes mouse and keyboard events, keeps the focus and the hover."""

from __future__ import annotations

import pygame

from ..on_screen import OnScreen


class Widget(OnScreen):
    focusable = False
    takes_text = False  # a text field: plain letters are typed, not taken as mnemonics

    def __init__(self, rect, *, tooltip: str = "", enabled: bool = True):
        self.rect = pygame.Rect(rect)
        self.tooltip = tooltip
        self.enabled = enabled
        self.visible = True
        self.focused = False
        self.hovered = False
        self.group: WidgetGroup | None = None

    def hotkeys(self) -> str:
        """The letters (lower case) that reach this widget with Alt (or alone, in a dialog)."""
        return ""

    def activate(self, letter: str = "") -> None:
        """What its mnemonic letter does: a button clicks, a check box toggles, a field takes the focus."""

    def on_focus(self) -> None:
        pass

    def on_blur(self) -> None:
        pass

    def move(self, dx: int, dy: int) -> None:
        self.rect.move_ip(dx, dy)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """True when the widget used the event."""
        return False

    def tooltip_at(self, pos) -> str | None:
        return self.tooltip if self.rect.collidepoint(pos) else None


def _letter(event) -> str:
    if 32 < event.key < 127:
        return chr(event.key).lower()
    return ""


class WidgetGroup:
    """The widgets of a scene or a dialog, in tab order. The one under a pressed mouse button keeps
    the mouse until the button is released."""

    def __init__(self, widgets=(), *, plain_mnemonics: bool = False):
        self.widgets: list[Widget] = []
        self.focused: Widget | None = None
        self.captured: Widget | None = None
        self.mouse_pos = (-1, -1)
        self.plain_mnemonics = plain_mnemonics  # in dialogs a letter alone works like Alt+letter
        for widget in widgets:
            self.add(widget)

    def __iter__(self):
        return iter(self.widgets)

    def add(self, widget: Widget) -> Widget:
        self.widgets.append(widget)
        widget.group = self
        return widget

    def focus(self, widget: Widget | None) -> None:
        if widget is self.focused:
            return
        if self.focused is not None:
            self.focused.focused = False
            self.focused.on_blur()
        self.focused = widget
        if widget is not None:
            widget.focused = True
            widget.on_focus()

    def _usable(self, widget: Widget) -> bool:
        return widget.visible and widget.enabled

    def focus_next(self, step: int = 1) -> None:
        candidates = [w for w in self.widgets if w.focusable and self._usable(w)]
        if not candidates:
            return
        index = candidates.index(self.focused) if self.focused in candidates else -step
        self.focus(candidates[(index + step) % len(candidates)])

    def widget_at(self, pos) -> Widget | None:
        for widget in reversed(self.widgets):
            if widget.visible and widget.rect.collidepoint(pos):
                return widget
        return None

    def _hover(self, pos) -> None:
        self.mouse_pos = pos
        under = self.widget_at(pos)
        for widget in self.widgets:
            widget.hovered = widget is under

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self._hover(event.pos)
            target = self.captured or self.widget_at(event.pos)
            return bool(target and target.enabled and target.handle_event(event))
        if event.type == pygame.MOUSEBUTTONDOWN:
            self._hover(event.pos)
            target = self.widget_at(event.pos)
            if target is None or not target.enabled:
                return target is not None
            if target.focusable:
                self.focus(target)
            if event.button == 1:
                self.captured = target
            target.handle_event(event)
            return True
        if event.type == pygame.MOUSEBUTTONUP:
            target = self.captured or self.widget_at(event.pos)
            if event.button == 1:
                self.captured = None
            return bool(target and target.enabled and target.handle_event(event))
        if event.type == pygame.MOUSEWHEEL:
            target = self.widget_at(self.mouse_pos)
            return bool(target and target.enabled and target.handle_event(event))
        if event.type in (pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT):
            return self._handle_key(event)
        return False

    def _handle_key(self, event) -> bool:
        if self.focused is not None and self.focused.enabled and self.focused.handle_event(event):
            return True
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_TAB and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            self.focus_next(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        letter = _letter(event)
        with_alt = bool(event.mod & pygame.KMOD_ALT)
        plain = self.plain_mnemonics and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)
        if letter and (with_alt or (plain and not (self.focused and self.focused.takes_text))):
            return self.press_mnemonic(letter)
        return False

    def press_mnemonic(self, letter: str) -> bool:
        for widget in self.widgets:
            if letter in widget.hotkeys() and self._usable(widget):
                if widget.focusable:
                    self.focus(widget)
                widget.activate(letter)
                return True
        return False

    def update(self, dt: float) -> None:
        for widget in self.widgets:
            widget.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        for widget in self.widgets:
            if widget.visible:
                widget.draw(surface)

    def move(self, dx: int, dy: int) -> None:
        for widget in self.widgets:
            widget.move(dx, dy)

    def is_animating(self) -> bool:
        return any(w.is_animating() for w in self.widgets if w.visible)

    def wakeup_in(self) -> float | None:
        times = [t for t in (w.wakeup_in() for w in self.widgets if w.visible) if t is not None]
        return min(times) if times else None

    def tooltip_at(self, pos) -> str | None:
        for widget in reversed(self.widgets):
            if widget.visible:
                text = widget.tooltip_at(pos)
                if text is not None:
                    return text
        return None
