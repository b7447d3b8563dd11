"""Bundled files (sprites, sounds, the UI font, help texts) from the source tree or a PyInstaller one-file executable.

``resource_path`` is the one place that knows where the files are. ``image`` and ``sound`` load by
name, pgzero-style: ``image("ui/smiley")`` is ``sprites/ui/smiley.png``, ``sound("deal")`` is
``sounds/deal.wav``; each is loaded once and cached, and a missing or wrongly-cased name fails with
an error that names the file looked for.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

from game.variants import VARIANTS

SOURCE_ROOT = Path(__file__).resolve().parents[2]

IMAGE_DIR = "sprites"
SOUND_DIR = "sounds"
FONT_DIR = "fonts"
IMAGE_EXTENSIONS = (".png",)
SOUND_EXTENSIONS = (".wav", ".ogg")

# What the start-up check (``verify``) requires; tests keep it equal to what sprites/ and sounds/ hold.
CARD_SPRITES = tuple(f"cards/{rank}{suit}" for rank in "AKQJT98765432" for suit in "SHDC")
# The same faces drawn small (28x38): a large rank over a large suit (minicards/, for a card seen whole), or
# both in the left corner (minifan/, for the meld fans, where the next card covers the rest).
MINI_CARD_SPRITES = tuple(f"{folder}/{rank}{suit}" for folder in ("minicards", "minifan")
                          for rank in "AKQJT98765432" for suit in "SHDC")
BACK_SPRITES = tuple(f"backs/back_{number}" for number in range(1, 10))
SUIT_SPRITES = tuple(f"suits/{suit}{size}" for suit in "SHDC" for size in ("", "_small"))
UI_SPRITES = tuple(f"ui/{name}" for name in (
    "arrow_down", "arrow_left", "arrow_right", "arrow_up", "blue_cross", "dealer", "finger", "icon", "info",
    "light_bulb", "light_bulb_on", "medal", "red_cross", "smiley", "smiley_click"))
FONT_FACES = tuple(f"helv{point}_{style}" for point in (10, 12, 14, 18, 24)
                   for style in ("regular", "bold", "italic", "bold_italic"))  # tools/make_fonts.py draws them
FONT_FILES = ("fonts.json", *(f"{face}.png" for face in FONT_FACES))
EFFECTS = ("bid", "card", "clock_tick", "deal", "medal", "refusal", "sweep", "win")  # the sounds/ SoundPlayer plays

_images: dict[str, pygame.Surface] = {}
_sounds: dict[str, pygame.mixer.Sound] = {}


class ResourceNotFound(LookupError):
    """A bundled file is missing (or its name differs in case from the file on disk)."""


def resource_path(*parts: str) -> Path:
    """The path of a bundled file: inside the unpacked one-file executable when frozen
    (PyInstaller sets ``sys._MEIPASS``), else relative to the project folder."""
    base = getattr(sys, "_MEIPASS", None)
    root = Path(base) if base else SOURCE_ROOT
    return root.joinpath(*parts)


def _find(folder: str, name: str, extensions: tuple[str, ...], kind: str) -> Path:
    relative = Path(name)
    candidates = [relative] if relative.suffix else [relative.with_suffix(ext) for ext in extensions]
    for candidate in candidates:
        path = resource_path(folder, *candidate.parts)
        if path.is_file():
            _check_case(path, f"{folder}/{candidate.as_posix()}", kind)
            return path
        _check_case(path, f"{folder}/{candidate.as_posix()}", kind)
    looked = ", ".join(str(resource_path(folder, *c.parts)) for c in candidates)
    raise ResourceNotFound(f"no {kind} named {name!r}: looked for {looked}")


def _check_case(path: Path, shown: str, kind: str) -> None:
    """Refuse a name that differs from the file's only in upper/lower case: it would load on Windows and
    macOS and fail elsewhere."""
    if not path.parent.is_dir():
        return
    names = {entry.name for entry in path.parent.iterdir()}
    if path.name in names:
        return
    twins = [name for name in names if name.lower() == path.name.lower()]
    if twins:
        raise ResourceNotFound(f"{kind} {shown!r}: the file is {twins[0]!r} (names differ in upper/lower case)")


def image(name: str) -> pygame.Surface:
    """The sprite ``sprites/<name>.png``, loaded once (converted for the display when there is one)."""
    surface = _images.get(name)
    if surface is None:
        surface = pygame.image.load(str(_find(IMAGE_DIR, name, IMAGE_EXTENSIONS, "image")))
        if pygame.display.get_surface() is not None:
            surface = surface.convert_alpha()
        _images[name] = surface
    return surface


def sound(name: str) -> pygame.mixer.Sound:
    """The effect ``sounds/<name>.wav``, loaded once (needs an initialised mixer)."""
    effect = _sounds.get(name)
    if effect is None:
        effect = pygame.mixer.Sound(str(_find(SOUND_DIR, name, SOUND_EXTENSIONS, "sound")))
        _sounds[name] = effect
    return effect


def font_file(name: str) -> Path:
    """The file ``fonts/<name>`` of the UI's bitmap font (an atlas PNG or fonts.json)."""
    return _find(FONT_DIR, name, (), "font file")


def clear_cache() -> None:
    _images.clear()
    _sounds.clear()


def required_files() -> list[str]:
    """Every bundled file the program needs, relative to the resource root: the sprites, the sound effects, the
    font and each game's help text."""
    sprites = (*CARD_SPRITES, *MINI_CARD_SPRITES, *BACK_SPRITES, *SUIT_SPRITES, *UI_SPRITES)
    return [*(f"{IMAGE_DIR}/{name}.png" for name in sprites), *(f"{SOUND_DIR}/{name}.wav" for name in EFFECTS),
            *(f"{FONT_DIR}/{name}" for name in FONT_FILES),
            *(f"game/variants/{game_id}/help.md" for game_id in VARIANTS)]


def missing_files() -> list[str]:
    """The required files that are absent (or differ in case)."""
    listings: dict[Path, set[str]] = {}

    def present(path: Path) -> bool:
        if path.parent not in listings:
            listings[path.parent] = {entry.name for entry in path.parent.iterdir()} if path.parent.is_dir() else set()
        return path.name in listings[path.parent] and path.is_file()

    return [name for name in required_files() if not present(resource_path(*name.split("/")))]


def verify() -> None:
    """The start-up check: fail at once, naming each file, when a bundled file is missing."""
    missing = missing_files()
    if missing:
        raise ResourceNotFound(f"{len(missing)} bundled file(s) missing from {resource_path()}: {', '.join(missing)}")
