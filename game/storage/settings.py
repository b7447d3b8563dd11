"""What a profile chose: the window settings, each game's rule options, who sits where (players), and the table
preferences. The window's settings class is passed in by the UI: storage never imports the UI."""

from __future__ import annotations

from game.engine.options import options_from_json
from game.engine.seats import Seat
from game.variants import VARIANTS

from .envelopes import envelope, keep_good_values, partly_rejected, read_envelope
from .files import rejected, write_json
from .paths import SETTINGS_FILE
from .user_profiles import profile_dir, variant_file

HUMAN = "human"
SKILLS = ("novice", "advanced", "expert")  # as game.ai.player.SKILLS
DEFAULT_PLAYERS = {"N": "expert", "E": "expert", "S": HUMAN, "W": "expert"}


# -- settings ------------------------------------------------------------------------------------------------------
def load_settings(cls) -> tuple[object, list[str]]:
    """The window settings and the problems found in settings.json. ``cls`` (the UI passes its ``UiSettings``:
    storage never imports the UI) is a dataclass of :func:`game.engine.options.option` fields with ``to_json()``:
    its values are checked as rule options are."""
    path = profile_dir() / SETTINGS_FILE
    data, problem = read_envelope(path, "settings")
    if data is None:
        return cls(), [problem] if problem else []
    values = data.get("settings")
    if not isinstance(values, dict):
        return cls(), [rejected(path, "it holds no settings")]
    settings, problems = options_from_json(cls, values, strict=False)
    if not problems:
        return settings, []
    message = partly_rejected(path, problems, "the other settings")
    return settings, [message + keep_good_values(save_settings, settings)]


def save_settings(settings) -> None:
    write_json(profile_dir() / SETTINGS_FILE, envelope("settings", settings=settings.to_json()))


# -- options of a game ---------------------------------------------------------------------------------------------
def _variant(variant):
    if isinstance(variant, str):
        return VARIANTS[variant]
    return variant


def load_game_options(variant) -> tuple[object, list[str]]:
    """The saved options of a game (its Variant or id); bad values fall back to their defaults."""
    variant = _variant(variant)
    path = variant_file("options", variant.id)
    data, problem = read_envelope(path, "options", variant.id)
    if data is None:
        return variant.default_options(), [problem] if problem else []
    if not isinstance(data.get("options"), dict):
        return variant.default_options(), [rejected(path, "it holds no options")]
    options, problems = options_from_json(variant.options_class, data["options"], strict=False)
    if not problems:
        return options, []
    message = partly_rejected(path, problems, "the other options")
    return options, [message + keep_good_values(save_game_options, variant, options)]


def save_game_options(variant, options) -> None:
    variant = _variant(variant)
    path = variant_file("options", variant.id)
    write_json(path, envelope("options", variant.id, options=options.to_json()))


# -- players (who sits where, and how well the computer plays) ----------------------------------------------------
def seat_key(seat) -> str:
    return Seat.parse(seat).name


def load_players(variant_id: str) -> tuple[dict, list[str]]:
    """Seat name -> "human" | "novice" | "advanced" | "expert"; by default South is the human."""
    path = variant_file("players", variant_id)
    players = dict(DEFAULT_PLAYERS)
    data, problem = read_envelope(path, "players", variant_id)
    if data is None:
        return players, [problem] if problem else []
    saved = data.get("players")
    if not isinstance(saved, dict):
        return players, [rejected(path, "it holds no players")]
    problems = []
    for seat, skill in saved.items():
        if seat not in DEFAULT_PLAYERS:
            problems.append(f"{seat!r} is not a seat (N, E, S or W)")
        elif skill != HUMAN and skill not in SKILLS:
            problems.append(f"{seat}: {skill!r} is not human, {', '.join(SKILLS)}")
        else:
            players[seat] = skill
    if not problems:
        return players, []
    message = partly_rejected(path, problems, "the other players")
    return players, [message + keep_good_values(save_players, variant_id, players)]


def save_players(variant_id: str, mapping: dict) -> None:
    players = {seat_key(seat): skill for seat, skill in mapping.items()}
    write_json(variant_file("players", variant_id), envelope("players", variant_id, players=players))


# -- table preferences (end of turn, speed, confirmations...: the table decides what they are) -------------------
def load_table_prefs(variant_id: str) -> tuple[dict, list[str]]:
    path = variant_file("table", variant_id)
    data, problem = read_envelope(path, "table", variant_id)
    if data is None:
        return {}, [problem] if problem else []
    prefs = data.get("table")
    if not isinstance(prefs, dict):
        return {}, [rejected(path, "it holds no table preferences")]
    return prefs, []


def table_prefs_corrected(variant_id: str, prefs: dict, problems: list[str]) -> str:
    """Wrong values were found in the table preferences (the table checks them) and corrected in ``prefs``: the file
    is set aside and ``prefs`` written in its place; the message to show."""
    path = variant_file("table", variant_id)
    message = partly_rejected(path, problems, "the other preferences", "they were corrected")
    return message + keep_good_values(save_table_prefs, variant_id, prefs)


def save_table_prefs(variant_id: str, prefs: dict) -> None:
    path = variant_file("table", variant_id)
    write_json(path, envelope("table", variant_id, table=dict(prefs)))

