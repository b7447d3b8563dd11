"""User profiles: each person at this computer keeps their own settings, options, players, scores, history and games
in progress."""

from __future__ import annotations

import re
import shutil
import threading
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from .envelopes import envelope, read_envelope
from .files import StorageError, parse, parse_quietly, read_bytes, rejected, why_not_written, write_json
from .paths import SETTINGS_FILE, user_dir

# profiles.json (at the root of user_dir) lists the profiles and the one in use. The first profile is user_dir itself,
# so the files kept before profiles existed stay where they are; the others live in user_dir/profiles/<folder>/, each
# with a profile.json giving its name, from which the list can be rebuilt if profiles.json is lost or damaged.
# Saved games (Save As) and profiles.json are shared; everything else belongs to the profile in use.
PROFILES_FILE = "profiles.json"
PROFILES_FOLDER = "profiles"
PROFILE_MARK = "profile.json"
PROFILE_NAME_LENGTH = 24
PLAYER_NAME_LENGTH = 16  # the Preferences dialog's name field: a new profile's name at the player's seat
DEFAULT_PROFILE_NAME = "Player"
UNNAMED_PLAYER = "You"  # the settings' default player name: not a name to give the first profile
PROFILE_FOLDER = re.compile(rf"{PROFILES_FOLDER}/[a-z0-9][a-z0-9-]{{0,39}}")
VARIANT_ID = re.compile(r"[a-z0-9_]+")  # a game's id, in the names of its files (see variant_file)


@dataclass(frozen=True)
class Profile:
    """One person's settings, options, players, scores, history and games in progress. ``folder``: "" for the first
    profile (user_dir itself), else "profiles/<name>" inside user_dir."""

    name: str
    folder: str = ""

    @property
    def first(self) -> bool:
        return not self.folder

    @property
    def path(self) -> Path:
        return user_dir() / self.folder if self.folder else user_dir()


_profiles_lock = threading.RLock()  # the autosave and history threads ask where files go
_profiles_cache: dict = {}
_profile_problems: list[str] = []


def profiles() -> list[Profile]:
    """The profiles, the first one first."""
    return _profiles_state()[0]


def active_profile() -> Profile:
    listed, active = _profiles_state()
    return _find_profile(listed, active) or listed[0]


def profile_dir() -> Path:
    """The folder of the profile in use: where its settings, options, players, scores, autosaves and history go."""
    return active_profile().path


def take_profile_problems() -> list[str]:
    """What was found wrong in the profiles (a damaged profiles.json, a folder gone), once, for a dialog."""
    with _profiles_lock:
        problems = list(_profile_problems)
        _profile_problems.clear()
    return problems


def create_profile(name: str) -> Profile:
    """A new, empty profile (not put in use). ValueError if the name is refused, StorageError if it cannot be made."""
    with _profiles_lock:
        listed, active = _profiles_state()
        name = _checked_profile_name(name, listed)
        profile = Profile(name, _new_profile_folder(name, listed))
        try:
            profile.path.mkdir(parents=True)
        except OSError as exc:
            raise StorageError(f"Could not make the folder {profile.path} for {name}: {why_not_written(exc)}.",
                               profile.path) from exc
        write_json(profile.path / PROFILE_MARK, envelope("profile", name=name))
        write_json(profile.path / SETTINGS_FILE,
                   envelope("settings", settings={"player_name": name[:PLAYER_NAME_LENGTH].strip()}))
        _save_profiles([*listed, profile], active)
        return profile


def rename_profile(old: str, new: str) -> Profile:
    """The profile ``old`` named ``new`` (its folder stays); ValueError if either name is refused."""
    with _profiles_lock:
        listed, active = _profiles_state()
        profile = _existing_profile(listed, old)
        name = _checked_profile_name(new, [p for p in listed if p is not profile])
        renamed = Profile(name, profile.folder)
        if not renamed.first:
            write_json(renamed.path / PROFILE_MARK, envelope("profile", name=name))
        _save_profiles([renamed if p is profile else p for p in listed], name if active == profile.name else active)
        return renamed


def delete_profile(name: str) -> None:
    """Remove a profile and its folder (the caller asks first). The first profile and the one in use are refused."""
    with _profiles_lock:
        listed, active = _profiles_state()
        profile = _existing_profile(listed, name)
        problem = deletion_problem(profile.name)
        if problem:
            raise ValueError(problem)
        try:
            shutil.rmtree(profile.path)
        except FileNotFoundError:
            pass
        except OSError as exc:
            raise StorageError(f"Could not delete the folder {profile.path} of {profile.name}: "
                               f"{why_not_written(exc)}. The profile is kept.", profile.path) from exc
        _save_profiles([p for p in listed if p is not profile], active)


def deletion_problem(name: str) -> str | None:
    """Why the profile ``name`` may not be deleted, in a sentence; None if it may."""
    listed, active = _profiles_state()
    profile = _existing_profile(listed, name)
    if profile.first:
        return (f"{profile.name} is the first profile: it holds the files kept from before there were profiles, and "
                "it cannot be deleted.")
    if profile.name == active:
        return f"{profile.name} is the profile in use: use another profile first, then delete {profile.name}."
    if not PROFILE_FOLDER.fullmatch(profile.folder):  # never remove anything outside the profiles' folder
        return f"The folder of {profile.name} is not one this program made; delete it by hand."
    return None


def switch_profile(name: str) -> Profile:
    """Put a profile in use (kept for the next start); its folder must still be there."""
    with _profiles_lock:
        listed, active = _profiles_state()
        profile = _existing_profile(listed, name)
        if not profile.path.is_dir():
            _save_profiles([p for p in listed if p is not profile], active)
            raise StorageError(f"The folder {profile.path} of the profile {profile.name} is gone, so the profile "
                               "was taken off the list.", profile.path)
        _save_profiles(listed, profile.name)
        return profile


def profile_name_problem(name, others=()) -> str | None:
    """Why ``name`` (trimmed) cannot name a profile beside ``others``, in a sentence; None if it can."""
    if not isinstance(name, str) or not name.strip():
        return "A profile needs a name."
    name = name.strip()
    if len(name) > PROFILE_NAME_LENGTH:
        return f"A profile name has at most {PROFILE_NAME_LENGTH} characters; this one has {len(name)}."
    if not name.isprintable():
        return "A profile name is one line of letters, digits, spaces and signs: no tabs nor control characters."
    taken = next((p.name for p in others if p.name.casefold() == name.casefold()), None)
    if taken is not None:
        return f"There is already a profile called {taken}."
    return None


def _checked_profile_name(name, others) -> str:
    problem = profile_name_problem(name, others)
    if problem:
        raise ValueError(problem)
    return name.strip()


def _find_profile(listed, name) -> Profile | None:
    if not isinstance(name, str):
        return None
    return next((p for p in listed if p.name == name), None) or next(
        (p for p in listed if p.name.casefold() == name.strip().casefold()), None)


def _existing_profile(listed, name) -> Profile:
    profile = _find_profile(listed, name)
    if profile is None:
        raise ValueError(f"There is no profile called {name}.")
    return profile


def _new_profile_folder(name: str, listed) -> str:
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().lower()
    stem = re.sub(r"[^a-z0-9]+", "-", plain).strip("-")[:32] or "profile"
    used = {p.folder for p in listed}
    candidate, number = f"{PROFILES_FOLDER}/{stem}", 2
    while candidate in used or (user_dir() / candidate).exists():
        candidate, number = f"{PROFILES_FOLDER}/{stem}-{number}", number + 1
    return candidate


def _file_signature(path: Path):
    try:
        stat = path.stat()
    except OSError:
        return None
    return stat.st_mtime_ns, stat.st_size, stat.st_ino


def _profiles_key(home: Path):
    """Changes whenever profiles.json changes (or, without it, the settings the first profile's name comes from)."""
    signature = _file_signature(home / PROFILES_FILE)
    return str(home), signature, _file_signature(home / SETTINGS_FILE) if signature is None else None


def _profiles_state() -> tuple[list[Profile], str]:
    home = user_dir()
    with _profiles_lock:
        if _profiles_cache.get("key", (None,))[0] != str(home):
            _profile_problems.clear()  # another user folder (CARD_TABLE_HOME changed): its problems are not ours
        if _profiles_cache.get("key") != _profiles_key(home):
            listed, active, problems = _read_profiles(home)
            _profile_problems.extend(problems)
            _profiles_cache.update(key=_profiles_key(home), listed=listed, active=active)
        return list(_profiles_cache["listed"]), _profiles_cache["active"]


def _save_profiles(listed: list[Profile], active: str) -> None:
    home = user_dir()
    write_json(home / PROFILES_FILE, envelope("profiles", active=active,
                                               profiles=[{"name": p.name, "folder": p.folder} for p in listed]))
    _profiles_cache.update(key=_profiles_key(home), listed=list(listed), active=active)


def _read_profiles(home: Path) -> tuple[list[Profile], str, list[str]]:
    """(profiles, the name of the one in use, problems). Never fails: at worst the first profile alone."""
    path = home / PROFILES_FILE
    data, problem = _read_profiles_file(path)
    if data is None:
        first = Profile(_first_profile_name(home))
        found = _profiles_in_folders(home, [first])
        problems = [problem] if problem else []
        if problem and found:
            problems.append("These profiles were found again in their folders: "
                            f"{', '.join(p.name for p in found)}.")
        listed = [first, *found]
        if problem or found:
            problems += _saved_or_why(listed, first.name)
        return listed, first.name, problems
    listed, problems = _checked_entries(home, data["profiles"])
    active = (_find_profile(listed, data.get("active")) or listed[0]).name
    if problems:
        message = (f"Some profiles in {path} could not be used ({'; '.join(problems)}); they were taken off the "
                   "list, and their folders, if any, were left where they are.")
        return listed, active, [message, *_saved_or_why(listed, active)]
    return listed, active, []


def _read_profiles_file(path: Path) -> tuple[dict | None, str | None]:
    """The list of profiles as read, or (None, why it was set aside); (None, None) when there is none."""
    fallback = "the first profile is in use"
    data, problem = read_envelope(path, "profiles", fallback=fallback)
    if data is not None and not isinstance(data.get("profiles"), list):
        return None, rejected(path, "it holds no list of profiles", fallback)
    return data, problem


def _checked_entries(home: Path, entries: list) -> tuple[list[Profile], list[str]]:
    listed: list[Profile] = []
    problems: list[str] = []
    for entry in entries:
        name = entry.get("name") if isinstance(entry, dict) else None
        folder = entry.get("folder") if isinstance(entry, dict) else None
        problem = profile_name_problem(name, listed) or _folder_problem(home, folder, listed)
        if problem:
            problems.append(f"{name!r}: {problem[0].lower()}{problem[1:].rstrip('.')}" if isinstance(name, str)
                            else f"an entry without a name ({entry!r:.40})")
        else:
            assert isinstance(name, str) and isinstance(folder, str)  # the checks above accept only texts
            listed.append(Profile(name.strip(), folder))
    if not any(p.first for p in listed):
        first = Profile(_first_profile_name(home))
        listed.insert(0, first if profile_name_problem(first.name, listed) is None else Profile(DEFAULT_PROFILE_NAME))
    listed.sort(key=lambda p: not p.first)
    return listed, problems


def _folder_problem(home: Path, folder, listed) -> str | None:
    if folder == "":
        return "there is already a first profile" if any(p.first for p in listed) else None
    if not isinstance(folder, str) or not PROFILE_FOLDER.fullmatch(folder):
        return f"its folder {folder!r} is not one this program makes"
    if any(p.folder == folder for p in listed):
        return "its folder belongs to another profile"
    if not (home / folder).is_dir():
        return f"its folder {home / folder} is gone"
    return None


def _profiles_in_folders(home: Path, listed: list[Profile]) -> list[Profile]:
    """The profiles whose folders are in user_dir/profiles (named by their profile.json, or by the folder)."""
    try:
        folders = sorted(p for p in (home / PROFILES_FOLDER).iterdir() if p.is_dir())
    except OSError:
        return []
    found: list[Profile] = []
    for folder in folders:
        relative = f"{PROFILES_FOLDER}/{folder.name}"
        if not PROFILE_FOLDER.fullmatch(relative):
            continue
        for name in (_marked_name(folder), folder.name):
            if name is not None and profile_name_problem(name, [*listed, *found]) is None:
                found.append(Profile(name.strip(), relative))
                break
    return found


def _marked_name(folder: Path) -> str | None:
    data = parse_quietly(folder / PROFILE_MARK)
    return data.get("name") if isinstance(data, dict) and data.get("kind") == "profile" else None


def _first_profile_name(home: Path) -> str:
    """The name saved in the first profile's settings when there is one, else "Player"."""
    try:
        name = parse(read_bytes(home / SETTINGS_FILE))["settings"]["player_name"]
    except (OSError, ValueError, TypeError, KeyError):
        return DEFAULT_PROFILE_NAME
    if profile_name_problem(name) or name.strip() == UNNAMED_PLAYER:
        return DEFAULT_PROFILE_NAME
    return name.strip()


def _saved_or_why(listed: list[Profile], active: str) -> list[str]:
    """Write back the list as it now is, so the next start finds it; the problem if that failed."""
    try:
        _save_profiles(listed, active)
    except StorageError as exc:
        return [exc.message]
    return []


def variant_file(kind: str, variant_id: str) -> Path:
    """The file of one game (``<kind>-<game>.json``) in the folder of the profile in use."""
    if not isinstance(variant_id, str) or not VARIANT_ID.fullmatch(variant_id):
        raise ValueError(f"{variant_id!r} is not a game id")
    return profile_dir() / f"{kind}-{variant_id}.json"
