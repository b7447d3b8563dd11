"""The UI's bitmap font (game/ui/bitmap_font.py, fonts/ drawn by tools/make_fonts.py): it covers every
character the program shows, puts the suits on the baseline at the digits' height, measures what it draws,
and nothing in game/ falls back to pygame's own fonts."""

from __future__ import annotations

import ast
import functools
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import tests.conftest_ui  # noqa: F401  (no display, no sound card)
from game.ui import bitmap_font, resources, theme
from game.ui.widgets.text import fit_text, render_text

import pygame  # noqa: E402  isort: skip

ROOT = Path(__file__).resolve().parent.parent
SIZES = sorted({size for size in range(12, 80)})
STYLES = [dict(), dict(bold=True), dict(italic=True), dict(bold=True, italic=True)]
SUITS = "♠♥♦♣"
FRENCH = "àâäçéèêëîïôöùûüÿœæÀÂÄÇÉÈÊËÎÏÔÖÙÛÜ«»"


@functools.cache
def shown_characters() -> frozenset[str]:
    """Every printable character of the help texts and of the string literals of game/ (menus, dialogs,
    the games' words, the computer's reasons, names). Read once: each font's test asks for the same set."""
    chars = set()
    for path in (ROOT / "game").rglob("*.md"):
        chars |= set(path.read_text(encoding="utf-8"))
    for path in (ROOT / "game").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                chars |= set(node.value)
    return frozenset(char for char in chars if char.isprintable())


def faces():
    return sorted(resources.FONT_FACES)


def ink_rect(surface: pygame.Surface) -> pygame.Rect:
    return surface.get_bounding_rect()


@pytest.mark.parametrize("name", faces())
def test_every_character_the_program_shows_has_a_glyph_of_its_own(name):
    font = bitmap_font.BitmapFont(name)
    wanted = shown_characters() | set(FRENCH) | set(SUITS) | {chr(c) for c in range(0x20, 0x7F)}
    missing = sorted(char for char in wanted if not font.covers(char))
    assert missing == []
    for char in wanted - {" ", "\xa0"}:
        assert ink_rect(font.render(char, False, (0, 0, 0))).width > 0, repr(char)


@pytest.mark.parametrize("name", faces())
def test_suits_sit_on_the_baseline_at_the_digits_height(name):
    font = bitmap_font.BitmapFont(name)
    digit = ink_rect(font.render("0", False, (0, 0, 0)))
    for suit in SUITS:
        symbol = ink_rect(font.render(suit, False, (0, 0, 0)))
        assert symbol.bottom == digit.bottom, suit
        assert digit.height - 1 <= symbol.height <= digit.height, suit
    line = font.render("10♣9♣8♣", False, (0, 0, 0))
    assert ink_rect(line).bottom == digit.bottom and ink_rect(line).top == digit.top


def test_red_suits_are_red_in_dark_text_and_take_the_colour_of_light_text():
    font = theme.font()

    def colours(text, colour):
        surface = font.render(text, False, colour)
        return {tuple(surface.get_at((x, y)))[:3] for x in range(surface.get_width())
                for y in range(surface.get_height()) if surface.get_at((x, y)).a}

    assert colours("♥♦", (0, 0, 0)) == {bitmap_font.RED_SUIT}
    assert colours("♠♣", (0, 0, 0)) == {(0, 0, 0)}
    assert colours("♥♦♠", (255, 255, 255)) == {(255, 255, 255)}
    assert colours("Hello", (0, 0, 128)) == {(0, 0, 128)}


def test_a_character_the_font_lacks_is_drawn_as_a_box_or_its_plain_letter_never_a_crash():
    font = theme.font()
    box = font.render("\ufffd", False, (0, 0, 0))
    for char in ("✓", "中", "🂡", "\u0301"):
        assert font.size(char)[0] > 0
        assert font.render(char, False, (0, 0, 0)).get_size() == box.get_size(), repr(char)
    assert font.size("ő") == font.size("o")
    assert font.size("a\x00b") == font.size("ab")
    assert font.size("♤♡♢♧") == font.size("♠♥♦♣")


@pytest.mark.parametrize("size", [14, 18, 20, 24, 30, 40, 72])
@pytest.mark.parametrize("style", STYLES)
def test_size_is_what_render_draws(size, style):
    font = theme.font(size, **style)
    for text in ("", "W", "What an expert! 10♣9♣8♣", "Belote-Rebelote, dix de der: éèêàç", "jjj fff",
                 "Right click — “quoted” … •"):
        surface = font.render(text, False, (0, 0, 0))
        assert surface.get_size() == font.size(text), text
        assert surface.get_height() == font.get_height()
        if text:
            ink = ink_rect(surface)
            assert ink.left >= 0 and ink.right <= surface.get_width()


def test_the_letters_are_bitmaps_drawn_without_smoothing():
    for size in (18, 72):
        surface = theme.font(size).render("Contract quantity Crazy", True, (0, 0, 0))
        alphas = {surface.get_at((x, y)).a for x in range(surface.get_width()) for y in range(surface.get_height())}
        assert alphas == {0, 255}


def test_bigger_sizes_never_draw_smaller_letters():
    heights = [theme.font(size).get_height() for size in SIZES]
    assert heights == sorted(heights)
    assert theme.font(theme.UI_FONT_SIZE).get_height() == 13  # MS Sans Serif 8 pt's line
    assert theme.font(72).get_height() == 2 * theme.font(40).get_height()  # doubled by whole pixels


def test_underline_runs_under_the_text_below_the_baseline():
    plain, underlined = theme.font(), theme.font(underline=True)
    surface = underlined.render("Game", False, (0, 0, 0))
    row = plain.get_ascent() + 1
    assert all(surface.get_at((x, row)).a for x in range(surface.get_width()))
    assert not any(plain.render("Game", False, (0, 0, 0)).get_at((x, row)).a for x in range(surface.get_width()))


def test_marks_become_the_fonts_suits_and_fit_text_never_cuts_a_mark():
    font = theme.font()
    assert render_text("80 [S]", font).get_size() == font.size("80 ♠")
    cut = fit_text("Contract 4[H] by North, doubled", font, font.size("Contract 4♥...")[0])
    assert cut == "Contract 4♥..."


def test_nothing_in_game_uses_pygame_fonts():
    offenders = []
    for path in (ROOT / "game").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr in ("Font", "SysFont", "freetype", "get_default_font"):
                offenders.append(f"{path.relative_to(ROOT)}:{node.lineno} .{node.attr}")
            if isinstance(node, ast.Attribute) and node.attr == "font" and isinstance(node.value, ast.Name) \
                    and node.value.id == "pygame":
                offenders.append(f"{path.relative_to(ROOT)}:{node.lineno} pygame.font")
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("pygame.f"):
                offenders.append(f"{path.relative_to(ROOT)}:{node.lineno} from {node.module}")
    assert offenders == []


def test_the_styles_of_a_size_share_one_baseline_and_line():
    for point in (10, 12, 14, 18, 24):
        styles = ("regular", "bold", "italic", "bold_italic")
        fonts = [bitmap_font.BitmapFont(f"helv{point}_{style}") for style in styles]
        assert len({(font.get_ascent(), font.get_height()) for font in fonts}) == 1, point


def test_the_metrics_name_every_face_the_program_requires():
    metrics = json.loads((ROOT / "fonts" / "fonts.json").read_text(encoding="utf-8"))["faces"]
    assert sorted(metrics) == faces()
    assert all(f"fonts/{name}.png" in resources.required_files() for name in faces())


@pytest.mark.skipif(not Path("/usr/share/fonts/X11/75dpi/helvR10-ISO8859-1.pcf.gz").is_file(),
                    reason="the X11 bitmap fonts (Debian package xfonts-75dpi) are not installed")
def test_the_generator_reproduces_the_committed_font(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    subprocess.run([sys.executable, str(ROOT / "tools" / "make_fonts.py"), "--out", str(tmp_path)], check=True,
                   cwd=ROOT, env=env, capture_output=True)
    committed = ROOT / "fonts"
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(p.name for p in committed.iterdir())
    assert (tmp_path / "fonts.json").read_bytes() == (committed / "fonts.json").read_bytes()
    for path in committed.glob("*.png"):
        new, old = pygame.image.load(str(tmp_path / path.name)), pygame.image.load(str(path))
        assert pygame.image.tobytes(new, "RGBA") == pygame.image.tobytes(old, "RGBA"), path.name
