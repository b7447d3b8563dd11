"""Crazy Clock, the boss key: a full-window analogue clock over everything, the game paused underneath.

A right click on the felt, F12 or Ctrl+B shows it; a click on the smiley (or the key again) takes it away.
It ticks, its eyes follow the mouse, its bulbs chase round a rim that slowly changes colour, the letters of
its title hop in a wave, screen-saver lines drift behind it, and a click on the clock face sends the hands
spinning for a moment.
"""

from __future__ import annotations

import math
import random
import time
from collections import deque
from functools import lru_cache

import pygame

from . import resources, theme
from .art import shadowed_text, title_art
from .scenes import INPUT_EVENTS, Scene
from .theme import BLACK, SCREEN_SIZE, WHITE

CENTER = (320, 232)
RADIUS = 148
SPIN_SECONDS = 2.4
CAPTION = "Clock"
RAINBOW = [(255, 64, 64), (255, 160, 0), (240, 224, 0), (64, 200, 64), (0, 176, 255), (160, 96, 255)]


def _ease_in_out(t: float) -> float:
    return t * t * (3 - 2 * t)


def _elastic(t: float) -> float:
    """0 -> 1 with a small wobble past the end: the jump of a ticking second hand."""
    return 1 - math.exp(-t * 22) * math.cos(t * 46)


def _point(angle_degrees: float, length: float, center=CENTER) -> tuple[float, float]:
    rad = math.radians(angle_degrees - 90)
    return center[0] + math.cos(rad) * length, center[1] + math.sin(rad) * length


class Mystify:
    """Two quadrilaterals bouncing round the window and leaving fading trails, like the old screen saver."""

    def __init__(self, seed: int = 1990, trail: int = 7):
        rng = random.Random(seed)
        w, h = SCREEN_SIZE
        self.shapes = [[[rng.uniform(0, w), rng.uniform(0, h), rng.choice((-1, 1)) * rng.uniform(60, 150),
                         rng.choice((-1, 1)) * rng.uniform(60, 150)] for _ in range(4)] for _ in range(2)]
        self.trails = [deque(maxlen=trail) for _ in self.shapes]
        self.since_snapshot = 0.0
        self.hue = 0.0

    def update(self, dt: float) -> None:
        w, h = SCREEN_SIZE
        for shape in self.shapes:
            for p in shape:
                p[0] += p[2] * dt
                p[1] += p[3] * dt
                if not 0 <= p[0] <= w - 1:
                    p[2] = -p[2]
                    p[0] = max(0, min(w - 1, p[0]))
                if not 0 <= p[1] <= h - 1:
                    p[3] = -p[3]
                    p[1] = max(0, min(h - 1, p[1]))
        self.hue = (self.hue + dt * 40) % 360
        self.since_snapshot += dt
        if self.since_snapshot >= 1 / 20:
            self.since_snapshot = 0.0
            for shape, trail in zip(self.shapes, self.trails, strict=True):
                trail.append([(p[0], p[1]) for p in shape])

    def draw(self, surface) -> None:
        for index, trail in enumerate(self.trails):
            color = pygame.Color(0)
            for age, points in enumerate(trail):
                value = 30 + 70 * (age + 1) // len(trail)
                color.hsva = ((self.hue + 150 * index) % 360, 90, value, 100)
                pygame.draw.lines(surface, color, True, points)


@lru_cache(maxsize=1)
def background() -> pygame.Surface:
    surface = pygame.Surface(SCREEN_SIZE)
    top, bottom = (48, 0, 72), (0, 0, 40)
    for y in range(SCREEN_SIZE[1]):
        t = y / (SCREEN_SIZE[1] - 1)
        pygame.draw.line(surface, [round(a + (b - a) * t) for a, b in zip(top, bottom, strict=True)],
                         (0, y), (SCREEN_SIZE[0] - 1, y))
    return surface


@lru_cache(maxsize=1)
def clock_face() -> pygame.Surface:
    """The dial without anything that moves: rim, minute marks, smile."""
    size = 2 * RADIUS + 8
    c = (size // 2, size // 2)
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(surface, (0, 0, 0, 110), (c[0] + 4, c[1] + 4), RADIUS)
    pygame.draw.circle(surface, (200, 150, 0), c, RADIUS)
    pygame.draw.circle(surface, (255, 214, 64), c, RADIUS - 4)
    pygame.draw.circle(surface, (255, 250, 225), c, RADIUS - 16)
    pygame.draw.circle(surface, BLACK, c, RADIUS, 2)
    pygame.draw.circle(surface, BLACK, c, RADIUS - 16, 1)
    for minute in range(60):
        outer = _point(minute * 6, RADIUS - 18, c)
        inner = _point(minute * 6, RADIUS - (30 if minute % 5 == 0 else 23), c)
        pygame.draw.line(surface, BLACK, inner, outer, 3 if minute % 5 == 0 else 1)
    smile = pygame.Rect(0, 0, 90, 60)
    smile.center = (c[0], c[1] + 36)
    pygame.draw.arc(surface, (200, 40, 40), smile, math.radians(200), math.radians(340), 4)
    return surface


TITLE_OVERLAP = 9  # each letter image carries its outline and extrusion: overlap them as in the whole word


@lru_cache(maxsize=1)
def title_letters() -> list[pygame.Surface]:
    """The title's letters one by one, so each can hop (built outside title_art's small shared cache)."""
    return [title_art.__wrapped__(letter, 40) for letter in "Crazy Clock"]


@lru_cache(maxsize=12)
def numeral(hour: int) -> pygame.Surface:
    return shadowed_text(str(hour), 34, RAINBOW[hour % len(RAINBOW)])


class BossScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.age = 0.0
        self.wall = time.time()
        self.local = time.localtime(self.wall)
        self.tick_age = 1.0
        self.spin_age: float | None = None
        self.smiley_rect = pygame.Rect(SCREEN_SIZE[0] - 64, SCREEN_SIZE[1] - 64, 48, 48)
        self.smiley_down = False
        self.mystify = Mystify()
        self.caption = theme.TITLE

    # -- life cycle ---------------------------------------------------------------------------
    def on_push(self) -> None:
        self.caption = pygame.display.get_caption()[0] or theme.TITLE
        pygame.display.set_caption(CAPTION)

    def on_pop(self) -> None:
        pygame.display.set_caption(self.caption)

    # -- input --------------------------------------------------------------------------------
    def handle_event(self, event):
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.smiley_rect.collidepoint(event.pos):
                self.smiley_down = True
            elif math.dist(event.pos, CENTER) <= RADIUS:
                self.spin_age = 0.0
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.smiley_down:
            self.smiley_down = False
            if self.smiley_rect.collidepoint(event.pos):
                self.close()
        return None if event.type in INPUT_EVENTS else event

    def tooltip_at(self, pos) -> str:
        return ""

    # -- time ---------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.age += dt
        self.wall = time.time()
        local = time.localtime(self.wall)
        if local.tm_sec != self.local.tm_sec:
            self.tick_age = 0.0
            self.app.sound.play("clock_tick")
        else:
            self.tick_age += dt
        self.local = local
        if self.spin_age is not None:
            self.spin_age += dt
            if self.spin_age >= SPIN_SECONDS:
                self.spin_age = None
        self.mystify.update(dt)

    def is_animating(self) -> bool:
        return True

    def craziness(self) -> float:
        """0 normally; runs 0 -> 1 while the hands spin after a click on the face."""
        return 0.0 if self.spin_age is None else _ease_in_out(min(1.0, self.spin_age / SPIN_SECONDS))

    def hand_angles(self) -> tuple[float, float, float]:
        local = self.local
        fraction = self.wall % 1
        second = (local.tm_sec - 1 + _elastic(min(1.0, self.tick_age * 1.6))) * 6
        minute = (local.tm_min + (local.tm_sec + fraction) / 60) * 6
        hour = (local.tm_hour % 12 + local.tm_min / 60) * 30
        crazy = self.craziness()
        return hour - 360 * crazy, minute + 720 * crazy, second + 1080 * crazy

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        surface.blit(background(), (0, 0))
        self.mystify.draw(surface)
        self._draw_title(surface)
        face = clock_face()
        surface.blit(face, face.get_rect(center=CENTER))
        pygame.draw.circle(surface, self.rim_color(), CENTER, RADIUS - 4, 12)
        self._draw_bulbs(surface)
        self._draw_numerals(surface)
        self._draw_eyes(surface)
        self._draw_hands(surface)
        self._draw_date(surface)
        smiley = resources.image("ui/smiley_click" if self.smiley_down else "ui/smiley")
        bob = 0 if self.smiley_down else round(2 * math.sin(self.age * 4))
        surface.blit(smiley, self.smiley_rect.move(0, bob))
        hint = theme.font(16).render("back", True, (255, 255, 160))
        surface.blit(hint, hint.get_rect(midtop=(self.smiley_rect.centerx, self.smiley_rect.bottom + 2)))

    def rim_color(self) -> pygame.Color:
        """The rim runs through the rainbow, faster while the hands spin."""
        color = pygame.Color(0)
        color.hsva = ((self.age * 24 + 300 * self.craziness()) % 360, 75, 100, 100)
        return color

    def _draw_title(self, surface) -> None:
        letters = title_letters()
        x = CENTER[0] - sum(letter.get_width() - TITLE_OVERLAP for letter in letters) // 2
        for index, letter in enumerate(letters):
            hop = abs(math.sin(self.age * 3.2 - index * 0.45))
            surface.blit(letter, (x, 14 - round(10 * hop ** 4)))
            x += letter.get_width() - TITLE_OVERLAP

    def _draw_bulbs(self, surface) -> None:
        lit = int(self.age * 10)
        for index in range(24):
            x, y = _point(index * 15 + 7.5, RADIUS - 9)
            on = (index - lit) % 6 == 0 or (self.spin_age is not None and index % 2 == lit % 2)
            color = RAINBOW[index % len(RAINBOW)] if on else (120, 90, 20)
            pygame.draw.circle(surface, color, (round(x), round(y)), 3)

    def _draw_numerals(self, surface) -> None:
        wobble = 3 + 12 * math.sin(math.pi * self.craziness())
        for hour in range(1, 13):
            x, y = _point(hour * 30, RADIUS - 48)
            dy = wobble * math.sin(self.age * 3 + hour)
            dx = wobble * 0.4 * math.cos(self.age * 2.3 + hour)
            image = numeral(hour)
            surface.blit(image, image.get_rect(center=(round(x + dx), round(y + dy))))

    def _draw_eyes(self, surface) -> None:
        mouse = self.app.mouse_pos
        blink = (self.age % 4.2) < 0.14
        for side in (-1, 1):
            eye = pygame.Rect(0, 0, 30, 38)
            eye.center = (CENTER[0] + side * 24, CENTER[1] - 50)
            if blink:
                pygame.draw.line(surface, BLACK, eye.midleft, eye.midright, 3)
                continue
            pygame.draw.ellipse(surface, WHITE, eye)
            pygame.draw.ellipse(surface, BLACK, eye, 2)
            dx, dy = (mouse[0] - eye.centerx, mouse[1] - eye.centery) if mouse[0] >= 0 else (0, 1)
            distance = math.hypot(dx, dy) or 1
            reach = min(1.0, distance / 60)
            pupil = (round(eye.centerx + dx / distance * 7 * reach), round(eye.centery + dy / distance * 11 * reach))
            pygame.draw.circle(surface, BLACK, pupil, 6)
            pygame.draw.circle(surface, WHITE, (pupil[0] - 2, pupil[1] - 2), 2)

    def _draw_hands(self, surface) -> None:
        hour, minute, second = self.hand_angles()
        self._hand(surface, hour, RADIUS * 0.5, 7, (0, 0, 128))
        self._hand(surface, minute, RADIUS * 0.76, 5, (0, 96, 0))
        tip, tail = _point(second, RADIUS * 0.84), _point(second + 180, 26)
        pygame.draw.line(surface, (220, 0, 0), tail, tip, 2)
        pygame.draw.circle(surface, (220, 0, 0), [round(v) for v in _point(second + 180, 20)], 6)
        pygame.draw.circle(surface, (220, 0, 0), CENTER, 7)
        pygame.draw.circle(surface, (255, 214, 64), CENTER, 3)

    @staticmethod
    def _hand(surface, angle: float, length: float, width: float, color) -> None:
        points = [_point(angle, length), _point(angle + 90, width), _point(angle + 180, 14), _point(angle - 90, width)]
        pygame.draw.polygon(surface, color, points)
        pygame.draw.aalines(surface, BLACK, True, points)

    def _draw_date(self, surface) -> None:
        text = time.strftime("%A %d %B %Y    %H:%M:%S", self.local)
        image = _lcd_text(text)
        panel = image.get_rect(midtop=(CENTER[0], CENTER[1] + RADIUS + 16)).inflate(24, 12)
        pygame.draw.rect(surface, (10, 20, 10), panel, border_radius=6)
        pygame.draw.rect(surface, (150, 150, 150), panel, 2, border_radius=6)
        surface.blit(image, image.get_rect(center=panel.center))


@lru_cache(maxsize=4)
def _lcd_text(text: str) -> pygame.Surface:
    return theme.font(22).render(text, True, (64, 255, 96))
