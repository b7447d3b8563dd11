"""The committed sprites/ and sounds/ exist, load, have the right shapes, and come from tools/."""

from __future__ import annotations

import array
import os
import subprocess
import sys
import wave
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.variants import VARIANTS  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
SPRITES = ROOT / "sprites"
SOUNDS = ROOT / "sounds"

sys.path.insert(0, str(ROOT / "tools"))
from make_sounds import LIMITS as SOUND_LIMITS  # noqa: E402  (the sounds and the longest each may last)

RANKS = "AKQJT98765432"
SUITS = "SHDC"
CARD_SIZE = (71, 96)
MINI_CARD_SIZE = (28, 38)
MINI_FOLDERS = ("minicards", "minifan")  # a card seen whole; a card in a fan
N_BACKS = 9

UI_SIZES = {
    "medal.png": (24, 32),
    "light_bulb.png": (24, 24),
    "light_bulb_on.png": (24, 24),
    "smiley.png": (48, 48),
    "smiley_click.png": (48, 48),
    "arrow_up.png": (16, 16),
    "arrow_down.png": (16, 16),
    "arrow_left.png": (16, 16),
    "arrow_right.png": (16, 16),
    "finger.png": (24, 24),
    "info.png": (24, 24),
    "red_cross.png": (24, 24),
    "blue_cross.png": (24, 24),
    "dealer.png": (18, 18),
    "icon.png": (32, 32),
}



def expected_sprites() -> dict[str, tuple[int, int]]:
    files = {f"cards/{r}{s}.png": CARD_SIZE for s in SUITS for r in RANKS}
    files.update({f"{folder}/{r}{s}.png": MINI_CARD_SIZE for folder in MINI_FOLDERS for s in SUITS for r in RANKS})
    files.update({f"backs/back_{i}.png": CARD_SIZE for i in range(1, N_BACKS + 1)})
    for s in SUITS:
        files[f"suits/{s}.png"] = (24, 24)
        files[f"suits/{s}_small.png"] = (12, 12)
    files.update({f"ui/{name}": size for name, size in UI_SIZES.items()})
    return files


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


def load(path: Path) -> pygame.Surface:
    return pygame.image.load(str(path))


def rgba(surf: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surf, "RGBA")


def red_pixels(surf: pygame.Surface) -> int:
    data = rgba(surf)
    n = 0
    for i in range(0, len(data), 4):
        r, g, b, a = data[i], data[i + 1], data[i + 2], data[i + 3]
        if a > 128 and r > 150 and g < 80 and b < 80:
            n += 1
    return n


def read_wav(path: Path) -> tuple[wave._wave_params, array.array]:
    with wave.open(str(path), "rb") as w:
        params = w.getparams()
        frames = w.readframes(w.getnframes())
    samples = array.array("h", frames)
    if sys.byteorder == "big":
        samples.byteswap()
    return params, samples


# --- sprites --------------------------------------------------------------------------------


@pytest.mark.parametrize("name,size", sorted(expected_sprites().items()))
def test_sprite_exists_loads_and_has_size(name: str, size: tuple[int, int]) -> None:
    path = SPRITES / name
    assert path.is_file(), f"missing sprite {name}"
    assert load(path).get_size() == size


def test_no_stray_sprites() -> None:
    found = {p.relative_to(SPRITES).as_posix() for p in SPRITES.rglob("*.png")}
    assert found == set(expected_sprites())


def test_sprites_readme_lists_the_generator() -> None:
    text = (SPRITES / "README.md").read_text(encoding="utf-8")
    assert "tools/make_sprites.py" in text
    assert "licence" in text.lower()


def test_card_faces_all_differ() -> None:
    faces = {rgba(load(SPRITES / f"cards/{r}{s}.png")) for s in SUITS for r in RANKS}
    assert len(faces) == 52


def test_card_backs_all_differ() -> None:
    backs = {rgba(load(SPRITES / f"backs/back_{i}.png")) for i in range(1, N_BACKS + 1)}
    assert len(backs) == N_BACKS


@pytest.mark.parametrize("suit", SUITS)
def test_suit_colours(suit: str) -> None:
    for rank in RANKS:
        n = red_pixels(load(SPRITES / f"cards/{rank}{suit}.png"))
        if suit in "HD":
            assert n > 20, f"{rank}{suit} has no red"
        else:
            assert n == 0, f"{rank}{suit} has {n} red pixels"
    small = red_pixels(load(SPRITES / f"suits/{suit}.png"))
    assert (small > 0) == (suit in "HD")


def test_cards_have_transparent_corners_and_opaque_face() -> None:
    for s in SUITS:
        for r in RANKS:
            card = load(SPRITES / f"cards/{r}{s}.png")
            assert card.get_at((0, 0)).a == 0
            assert card.get_at((70, 95)).a == 0
            assert card.get_at((35, 2)).a == 255
            assert tuple(card.get_at((35, 0)))[:3] != (255, 255, 255)  # the border


def mini_card(text: str, folder: str = "minicards") -> pygame.Surface:
    return load(SPRITES / f"{folder}/{text}.png")


@pytest.mark.parametrize("game_id", sorted(VARIANTS))
def test_every_card_a_game_deals_has_a_mini_card(game_id: str) -> None:
    for card in VARIANTS[game_id].deck:  # 32, 36, 52 cards, and Pinochle's A T K Q J 9 twice over
        for folder in MINI_FOLDERS:
            assert mini_card(card.text, folder).get_size() == MINI_CARD_SIZE, f"{folder}/{card.text}"


@pytest.mark.parametrize("folder", MINI_FOLDERS)
def test_mini_cards_all_differ_and_keep_the_suit_colours(folder: str) -> None:
    faces = {rgba(mini_card(f"{r}{s}", folder)) for s in SUITS for r in RANKS}
    assert len(faces) == 52
    for s in SUITS:
        for r in RANKS:
            n = red_pixels(mini_card(f"{r}{s}", folder))
            assert (n > 40) if s in "HD" else (n == 0), f"{folder}/{r}{s}: {n} red pixels"


@pytest.mark.parametrize("folder", MINI_FOLDERS)
def test_mini_cards_have_the_big_cards_border_and_corners(folder: str) -> None:
    w, h = MINI_CARD_SIZE
    for s in SUITS:
        for r in RANKS:
            card = mini_card(f"{r}{s}", folder)
            for corner in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)):
                assert card.get_at(corner).a == 0
            assert tuple(card.get_at((1, 1))) == tuple(card.get_at((w // 2, 0))) == (16, 16, 16, 255)
            assert tuple(card.get_at((w // 2, h // 2)))[3] == 255


def ink_rows_and_columns(card: pygame.Surface, top: int, bottom: int, right: int = 0) -> tuple[set, set, set]:
    """Rows and columns of the card's ink between ``top`` and ``bottom`` and left of ``right`` (the whole width
    by default; the border left out), and its colours."""
    rows, columns, colours = set(), set(), set()
    w = card.get_width()
    for y in range(top, bottom):
        for x in range(2, min(right or w, w - 2)):
            colour = tuple(card.get_at((x, y)))
            if colour != (255, 255, 255, 255):
                rows.add(y)
                columns.add(x)
                colours.add(colour)
    return rows, columns, colours


@pytest.mark.parametrize("rank", RANKS)
def test_mini_cards_show_a_large_crisp_rank_over_a_large_suit(rank: str) -> None:
    for s in SUITS:
        card = mini_card(f"{rank}{s}")
        rows, columns, colours = ink_rows_and_columns(card, 2, 16)
        assert len(rows) >= 12 and len(columns) >= 8, f"{rank}{s}: the rank is {len(columns)}x{len(rows)} px"
        # pixel glyphs at 1x: every pixel of the rank is the suit's colour, none smudged by a scaler
        assert colours == {(208, 0, 0, 255) if s in "HD" else (0, 0, 0, 255)}, f"{rank}{s}"
        rows, columns, _ = ink_rows_and_columns(card, 17, card.get_height() - 2)
        assert len(rows) >= 16 and len(columns) >= 14, f"{rank}{s}: the suit is {len(columns)}x{len(rows)} px"



@pytest.mark.parametrize("rank", RANKS)
def test_fanned_mini_cards_show_rank_and_suit_in_the_18_pixels_the_next_card_leaves(rank: str) -> None:
    for s in SUITS:
        card = mini_card(f"{rank}{s}", "minifan")
        rows, columns, colours = ink_rows_and_columns(card, 2, 16, right=18)
        assert len(rows) >= 12 and len(columns) >= 8, f"{rank}{s}: the rank is {len(columns)}x{len(rows)} px"
        assert colours == {(208, 0, 0, 255) if s in "HD" else (0, 0, 0, 255)}, f"{rank}{s}"
        rows, columns, _ = ink_rows_and_columns(card, 17, 31, right=18)
        assert len(rows) >= 12 and len(columns) >= 10, f"{rank}{s}: the suit is {len(columns)}x{len(rows)} px"
        _, columns, _ = ink_rows_and_columns(card, 2, card.get_height() - 2)
        assert max(columns) < 18, f"{rank}{s}: ink right of the index, under the next card"


# --- sounds ---------------------------------------------------------------------------------


@pytest.mark.parametrize("name,limit", sorted(SOUND_LIMITS.items()))
def test_sound_format_length_and_level(name: str, limit: float) -> None:
    path = SOUNDS / f"{name}.wav"
    assert path.is_file(), f"missing sound {name}.wav"
    params, samples = read_wav(path)
    assert (params.nchannels, params.sampwidth, params.framerate) == (1, 2, 22050)
    seconds = params.nframes / params.framerate
    assert 0.02 < seconds <= limit
    peak = max(abs(v) for v in samples)
    assert 8000 < peak < 32767, "silent or clipped"


def test_sounds_all_differ() -> None:
    datas = {(SOUNDS / f"{n}.wav").read_bytes() for n in SOUND_LIMITS}
    assert len(datas) == len(SOUND_LIMITS)


def test_no_stray_sounds() -> None:
    assert {p.stem for p in SOUNDS.glob("*.wav")} == set(SOUND_LIMITS)


# --- the committed assets really come from the code -----------------------------------------


def _run(script: str, out: Path) -> None:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    subprocess.run(
        [sys.executable, str(ROOT / "tools" / script), "--out", str(out)],
        check=True,
        cwd=ROOT,
        env=env,
        capture_output=True,
    )


def test_generators_reproduce_committed_assets(tmp_path: Path) -> None:
    _run("make_sprites.py", tmp_path / "sprites")
    _run("make_sounds.py", tmp_path / "sounds")
    made = {p.relative_to(tmp_path / "sprites").as_posix() for p in (tmp_path / "sprites").rglob("*.png")}
    assert made == set(expected_sprites())
    for name in sorted(made):
        new, old = load(tmp_path / "sprites" / name), load(SPRITES / name)
        assert new.get_size() == old.get_size(), name
        assert rgba(new) == rgba(old), f"{name} differs from what tools/make_sprites.py draws"
    for name in SOUND_LIMITS:
        new = (tmp_path / "sounds" / f"{name}.wav").read_bytes()
        assert new == (SOUNDS / f"{name}.wav").read_bytes(), f"{name}.wav differs from tools/make_sounds.py"
