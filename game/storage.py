"""Everything a user keeps: settings, options, players, table preferences, the score file, the autosave, saved
games, history.

All of it lives in one folder (the platform's user data folder, or ``$CARD_TABLE_HOME``), created on the first
write; each user profile but the first keeps its own files in a folder of its own inside it (see profile_dir).
Files are JSON written atomically (a temporary file in the same folder, fsync, then a rename), so a crash leaves
either the old file or the new one. A file that cannot be used is never executed and never silently
dropped: it is renamed aside (``<name>.damaged-<YYYYmmdd-HHMMSS><ext>``) and a sentence saying so is returned for
the caller to show. A save that fails (read-only folder, full disk) raises :class:`StorageError`; the game goes on.

The history of finished games is one SQLite database, written in one transaction per game.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import json
import os
import re
import shutil
import sqlite3
import stat
import tempfile
import threading
import time
import unicodedata
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from game import score_file
from game.engine import records
from game.engine.errors import RecordError
from game.engine.options import options_from_json
from game.engine.seats import SEATS, Seat

APP_NAME = "CardTableCompendium"
HOME_VARIABLE = "CARD_TABLE_HOME"
FORMAT = records.FORMAT
VERSION = 1
SAVE_EXTENSION = ".ctc.json"
SETTINGS_FILE = "settings.json"
HISTORY_FILE = "history.sqlite3"
SAVES_FOLDER = "saves"
MAX_FILE_BYTES = 16 * 1024 * 1024  # far above any file of ours; a bigger one is not ours
MAX_TEXT = 1000  # characters: no text in a file of ours (a name, a move, an option) comes near it
EXCERPT = 60  # characters of a file's text that a message quotes at most
HUMAN = "human"
SKILLS = ("novice", "advanced", "expert")  # as game.ai.player.SKILLS
DEFAULT_PLAYERS = {"N": "expert", "E": "expert", "S": HUMAN, "W": "expert"}
VARIANT_ID = re.compile(r"[a-z0-9_]+")
GAME_KEY = re.compile(r"[0-9a-f]{32}")  # a game's key (TableSession.game_key) in its autosave
HAND_KEY = re.compile(r"[0-9a-f]{32}:[0-9]{1,6}:[0-9a-f]{8}")  # a scored hand: see hand_key


class StorageError(Exception):
    """A file that could not be written or read; ``message`` is a sentence for a dialog."""

    def __init__(self, message: str, path: Path | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.path = path


# -- where things live ---------------------------------------------------------------------------------------------
def user_dir() -> Path:
    """The folder of everything the user keeps (not created here: the first write creates it)."""
    override = os.environ.get(HOME_VARIABLE)
    if override:
        return Path(override).expanduser()
    try:
        import platformdirs
    except ImportError:  # a broken install should still let people play
        return Path.home() / ".card-table-compendium"
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def saves_dir() -> Path:
    """The folder of Save As files; made when possible so a file dialog can open it."""
    folder = user_dir() / SAVES_FOLDER
    with contextlib.suppress(OSError):
        folder.mkdir(parents=True, exist_ok=True)
    return folder


# -- user profiles: each person at this computer keeps their own files -----------------------------------------------
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
            raise StorageError(f"Could not make the folder {profile.path} for {name}: {_why_not_written(exc)}.",
                               profile.path) from exc
        write_json(profile.path / PROFILE_MARK, _envelope("profile", name=name))
        write_json(profile.path / SETTINGS_FILE,
                   _envelope("settings", settings={"player_name": name[:PLAYER_NAME_LENGTH].strip()}))
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
            write_json(renamed.path / PROFILE_MARK, _envelope("profile", name=name))
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
                               f"{_why_not_written(exc)}. The profile is kept.", profile.path) from exc
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
    write_json(home / PROFILES_FILE, _envelope("profiles", active=active,
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
    data, problem = _read_envelope(path, "profiles", fallback=fallback)
    if data is not None and not isinstance(data.get("profiles"), list):
        return None, _rejected(path, "it holds no list of profiles", fallback)
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
            if profile_name_problem(name, [*listed, *found]) is None:
                found.append(Profile(name.strip(), relative))
                break
    return found


def _marked_name(folder: Path) -> str | None:
    data = _parse_quietly(folder / PROFILE_MARK)
    return data.get("name") if isinstance(data, dict) and data.get("kind") == "profile" else None


def _first_profile_name(home: Path) -> str:
    """The name saved in the first profile's settings when there is one, else "Player"."""
    try:
        name = _parse(_read_bytes(home / SETTINGS_FILE))["settings"]["player_name"]
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


def _variant_file(kind: str, variant_id: str) -> Path:
    if not isinstance(variant_id, str) or not VARIANT_ID.fullmatch(variant_id):
        raise ValueError(f"{variant_id!r} is not a game id")
    return profile_dir() / f"{kind}-{variant_id}.json"


# -- writing -------------------------------------------------------------------------------------------------------
def _why_not_written(exc: OSError) -> str:
    code = exc.errno
    if code == errno.EROFS:
        return "the folder is read-only"
    if code in (errno.EACCES, errno.EPERM):
        return "the folder is read-only or this user may not write there"
    if code in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return "the disk is full"
    if code in (errno.ENOTDIR, errno.EEXIST):
        return "a file stands where the folder should be"
    if code == errno.ENOENT:
        return "the folder does not exist and cannot be made"
    return f"the system said: {exc.strerror or exc}"


def _save_failed(path: Path, reason: str) -> StorageError:
    return StorageError(f"Could not save to {path}: {reason}. The game goes on; nothing was lost.", path)


def _write_text(path: Path, text: str) -> None:
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
        try:
            with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as out:
                out.write(text)
                out.flush()
                os.fsync(out.fileno())
            os.replace(temp, path)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(temp)
            raise
    except OSError as exc:
        raise _save_failed(path, _why_not_written(exc)) from exc
    _sync_folder(path.parent)


def append_text(path, text: str) -> None:
    """Add ``text`` at the end of the file ``path`` (made if missing): only a plain file, never through a link (a
    link, a FIFO or a device there is refused without waiting). StorageError if it cannot be written."""
    path = Path(path)
    flags = (os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
             | getattr(os, "O_BINARY", 0))
    if path.is_symlink():
        raise StorageError(f"Could not write to {path}: it is a link to another file, and this program does not "
                           "write through links. Remove the link or move it away.", path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle = os.open(path, flags, 0o644)
        with os.fdopen(handle, "ab") as out:
            if not stat.S_ISREG(os.fstat(out.fileno()).st_mode):
                raise StorageError(f"Could not write to {path}: it is not a plain file. Move it away.", path)
            out.write(text.encode("utf-8"))
    except OSError as exc:
        reason = {errno.ELOOP: "it is a link to another file, and this program does not write through links",
                  errno.ENXIO: "it is not a plain file"}.get(exc.errno) or _why_not_written(exc)
        raise StorageError(f"Could not write to {path}: {reason}.", path) from exc


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX); not possible nor needed everywhere."""
    with contextlib.suppress(OSError, AttributeError):
        handle = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(handle)
        finally:
            os.close(handle)


def _to_json(data, path: Path) -> str:
    try:
        return json.dumps(data, indent=1, ensure_ascii=False, allow_nan=False) + "\n"
    except (TypeError, ValueError) as exc:
        raise _save_failed(path, f"the data cannot be written as JSON ({exc})") from exc


def write_json(path, data) -> None:
    """Write ``data`` as JSON atomically; :class:`StorageError` if it cannot be written."""
    path = Path(path)
    _write_text(path, _to_json(data, path))


# -- reading and setting aside -------------------------------------------------------------------------------------
def _aside_name(path: Path) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    stem, ext = (path.name[:-len(path.suffix)], path.suffix) if path.suffix else (path.name, "")
    candidate = path.with_name(f"{stem}.damaged-{stamp}{ext}")
    number = 2
    while candidate.exists():
        candidate = path.with_name(f"{stem}.damaged-{stamp}-{number}{ext}")
        number += 1
    return candidate


def _set_aside(path: Path) -> tuple[Path | None, str | None]:
    """Rename ``path`` aside; (new path, None) or (None, why it could not be moved)."""
    aside = _aside_name(path)
    try:
        os.rename(path, aside)
    except OSError as exc:
        return None, exc.strerror or str(exc)
    return aside, None


def _rejected(path: Path, reason: str, fallback: str = "defaults are used") -> str:
    """Set a file aside and say so in a sentence."""
    reason = excerpt(reason, 4 * EXCERPT)
    aside, failure = _set_aside(path)
    if aside is None:
        return (f"Your file {path} could not be used ({reason}) and could not be set aside ({failure}); "
                f"{fallback}, and the file will be replaced at the next save.")
    return f"Your file {path} could not be used ({reason}); it was set aside as {aside} and {fallback}."


def _reject_constant(name: str):
    raise ValueError(f"{name} is not a number JSON allows")


def _parse(raw: bytes):
    """The JSON value in ``raw``; ValueError with a reason in words (a text far longer than any of ours is refused
    here, before anything uses it or quotes it)."""
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise ValueError("not text") from None
    try:
        data = json.loads(text, parse_constant=_reject_constant)
    except json.JSONDecodeError as exc:
        raise ValueError(f"not valid JSON ({exc.msg.lower()}, line {exc.lineno})") from None
    except RecursionError:
        raise ValueError("nested too deeply to be ours") from None
    longest = _longest_text(data)
    if longest > MAX_TEXT:
        raise ValueError(f"it holds a text of {longest:,} characters, far longer than any of ours")
    return data


def _longest_text(data) -> int:
    """The length of the longest string (value or key) anywhere in parsed JSON (no recursion: any depth)."""
    longest, pending = 0, [data]
    while pending:
        item = pending.pop()
        if isinstance(item, str):
            longest = max(longest, len(item))
        elif isinstance(item, dict):
            pending.extend(item.keys())
            pending.extend(item.values())
        elif isinstance(item, list):
            pending.extend(item)
    return longest


def excerpt(text: str, limit: int = EXCERPT) -> str:
    """``text`` cut to ``limit`` characters (with "..." when cut): what a message may quote of a file."""
    text = str(text)
    return text if len(text) <= limit else text[:limit - 3] + "..."


def _read_bytes(path: Path) -> bytes:
    """The bytes of a regular file (a FIFO, a device or a folder in its place is refused without waiting)."""
    try:
        handle = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except IsADirectoryError:
        raise ValueError("it is a folder, not a file") from None
    with os.fdopen(handle, "rb") as source:
        if not stat.S_ISREG(os.fstat(source.fileno()).st_mode):
            raise ValueError("it is not a plain file")
        raw = source.read(MAX_FILE_BYTES + 1)
    if len(raw) > MAX_FILE_BYTES:
        raise ValueError("far too large to be one of ours")
    return raw


def _parse_quietly(path: Path):
    """The JSON in ``path``, or None if there is none or it cannot be used (for a look that reports nothing)."""
    try:
        return _parse(_read_bytes(path))
    except (OSError, ValueError):
        return None


def read_json(path, fallback: str = "defaults are used") -> tuple[object | None, str | None]:
    """(data, None); (None, None) if there is no file; (None, problem) if it was damaged and set aside
    (``fallback``: what the problem says is used instead)."""
    path = Path(path)
    if not path.exists():
        return None, None
    try:
        data = _parse(_read_bytes(path))
    except OSError as exc:
        return None, _rejected(path, f"it cannot be read: {exc.strerror or exc}", fallback)
    except ValueError as exc:
        return None, _rejected(path, f"it is damaged: {exc}", fallback)
    if data is None:
        return None, _rejected(path, "it holds nothing (null)", fallback)
    return data, None


def _read_envelope(path: Path, kind: str, variant_id: str | None = None,
                   fallback: str = "defaults are used") -> tuple[dict | None, str | None]:
    """A file of ours of the given kind (and game); anything else is set aside."""
    data, problem = read_json(path, fallback)
    if data is None:
        return None, problem
    reason = _envelope_problem(data, kind, variant_id)
    if reason:
        return None, _rejected(path, reason, fallback)
    return data, None


def _envelope_problem(data, kind: str, variant_id: str | None) -> str | None:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return "it was not written by this program"
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        return "its version number is missing or wrong"
    if version > VERSION:
        return "it was written by a newer version of this program"
    if data.get("kind") != kind:
        return f"it holds {data.get('kind')!r} where {kind!r} was expected"
    if variant_id is not None and data.get("variant") != variant_id:
        return f"it is for another game ({data.get('variant')!r})"
    return None


def _envelope(kind: str, variant_id: str | None = None, **body) -> dict:
    head = {"format": FORMAT, "version": VERSION, "kind": kind}
    if variant_id is not None:
        head["variant"] = variant_id
    return {**head, **body}


def _keep_good_values(save, *args) -> str:
    """Write back what was good in a partly bad file (set aside just before), so the next start keeps it."""
    try:
        save(*args)
    except StorageError as exc:
        return f" {exc.message}"
    return ""


def _partly_rejected(path: Path, problems: list[str], kept: str, fixed: str = "they are back to their defaults") -> str:
    aside, failure = _set_aside(path)
    where = f"The file was set aside as {aside}." if aside else f"The file could not be set aside ({failure})."
    problems = [excerpt(problem, 2 * EXCERPT) for problem in problems[:5]] + (["..."] if len(problems) > 5 else [])
    return (f"Some values in your file {path} could not be used ({'; '.join(problems)}); {fixed} and {kept} were "
            f"kept. {where}")


# -- settings ------------------------------------------------------------------------------------------------------
def _settings_class():
    from game.ui.settings import UiSettings  # imports pygame: only when the window asks
    return UiSettings


def load_settings(cls=None) -> tuple[object, list[str]]:
    """The window settings and the problems found in settings.json. ``cls`` (default ``UiSettings``, imported only
    here because the window's modules load pygame) is a dataclass of :func:`game.engine.options.option` fields
    with ``to_json()``: its values are checked as rule options are."""
    cls = cls or _settings_class()
    path = profile_dir() / SETTINGS_FILE
    data, problem = _read_envelope(path, "settings")
    if data is None:
        return cls(), [problem] if problem else []
    values = data.get("settings")
    if not isinstance(values, dict):
        return cls(), [_rejected(path, "it holds no settings")]
    settings, problems = options_from_json(cls, values, strict=False)
    if not problems:
        return settings, []
    message = _partly_rejected(path, problems, "the other settings")
    return settings, [message + _keep_good_values(save_settings, settings)]


def save_settings(settings) -> None:
    write_json(profile_dir() / SETTINGS_FILE, _envelope("settings", settings=settings.to_json()))


# -- options of a game ---------------------------------------------------------------------------------------------
def _variant(variant):
    if isinstance(variant, str):
        from game.variants import VARIANTS
        return VARIANTS[variant]
    return variant


def load_game_options(variant) -> tuple[object, list[str]]:
    """The saved options of a game (its Variant or id); bad values fall back to their defaults."""
    variant = _variant(variant)
    path = _variant_file("options", variant.id)
    data, problem = _read_envelope(path, "options", variant.id)
    if data is None:
        return variant.default_options(), [problem] if problem else []
    if not isinstance(data.get("options"), dict):
        return variant.default_options(), [_rejected(path, "it holds no options")]
    options, problems = options_from_json(variant.options_class, data["options"], strict=False)
    if not problems:
        return options, []
    message = _partly_rejected(path, problems, "the other options")
    return options, [message + _keep_good_values(save_game_options, variant, options)]


def save_game_options(variant, options) -> None:
    variant = _variant(variant)
    path = _variant_file("options", variant.id)
    write_json(path, _envelope("options", variant.id, options=options.to_json()))


# -- players (who sits where, and how well the computer plays) ----------------------------------------------------
def _seat_key(seat) -> str:
    return Seat.parse(seat).name


def load_players(variant_id: str) -> tuple[dict, list[str]]:
    """Seat name -> "human" | "novice" | "advanced" | "expert"; by default South is the human."""
    path = _variant_file("players", variant_id)
    players = dict(DEFAULT_PLAYERS)
    data, problem = _read_envelope(path, "players", variant_id)
    if data is None:
        return players, [problem] if problem else []
    saved = data.get("players")
    if not isinstance(saved, dict):
        return players, [_rejected(path, "it holds no players")]
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
    message = _partly_rejected(path, problems, "the other players")
    return players, [message + _keep_good_values(save_players, variant_id, players)]


def save_players(variant_id: str, mapping: dict) -> None:
    players = {_seat_key(seat): skill for seat, skill in mapping.items()}
    write_json(_variant_file("players", variant_id), _envelope("players", variant_id, players=players))


# -- table preferences (end of turn, speed, confirmations...: the table decides what they are) -------------------
def load_table_prefs(variant_id: str) -> tuple[dict, list[str]]:
    path = _variant_file("table", variant_id)
    data, problem = _read_envelope(path, "table", variant_id)
    if data is None:
        return {}, [problem] if problem else []
    prefs = data.get("table")
    if not isinstance(prefs, dict):
        return {}, [_rejected(path, "it holds no table preferences")]
    return prefs, []


def table_prefs_corrected(variant_id: str, prefs: dict, problems: list[str]) -> str:
    """Wrong values were found in the table preferences (the table checks them) and corrected in ``prefs``: the file
    is set aside and ``prefs`` written in its place; the message to show."""
    path = _variant_file("table", variant_id)
    message = _partly_rejected(path, problems, "the other preferences", "they were corrected")
    return message + _keep_good_values(save_table_prefs, variant_id, prefs)


def save_table_prefs(variant_id: str, prefs: dict) -> None:
    path = _variant_file("table", variant_id)
    write_json(path, _envelope("table", variant_id, table=dict(prefs)))


# -- the score file (totals and statistics across sessions, for the games that keep one) ----------------------------
def load_score_file(variant_id: str) -> tuple[score_file.ScoreFile, list[str]]:
    """The game's score file, or a new one; a damaged or foreign file is set aside, a wrong value counts from zero
    (the file is rewritten with the rest)."""
    game = score_file.counting(variant_id)
    path = _variant_file("scores", variant_id)
    data, problem = _read_envelope(path, "scores", variant_id)
    if data is None:
        return score_file.ScoreFile.started(game=game), [problem] if problem else []
    try:
        sheet, problems = score_file.from_json(data.get("scores"), game)
    except ValueError as exc:
        return score_file.ScoreFile.started(game=game), [_rejected(path, str(exc), "the score file starts over")]
    counted = data.get("counted", "")
    if isinstance(counted, str) and HAND_KEY.fullmatch(counted):
        sheet.last_counted = counted
    if not problems:
        return sheet, []
    message = _partly_rejected(path, problems, "the other totals")
    return sheet, [message + _keep_good_values(save_score_file, variant_id, sheet)]


def save_score_file(variant_id: str, sheet: score_file.ScoreFile) -> None:
    path = _variant_file("scores", variant_id)
    write_json(path, _envelope("scores", variant_id, scores=sheet.to_json(), counted=sheet.last_counted))


def erase_score_file(variant_id: str) -> score_file.ScoreFile:
    """Start the game's score file over (from today); StorageError if it cannot be written. The key of the last
    hand counted is kept, so that a game resumed after the erasing does not count that hand again."""
    sheet = score_file.new_file(variant_id)
    path = _variant_file("scores", variant_id)
    data = _parse_quietly(path)
    counted = data.get("counted") if isinstance(data, dict) else None
    sheet.last_counted = counted if isinstance(counted, str) and HAND_KEY.fullmatch(counted) else ""
    save_score_file(variant_id, sheet)
    return sheet


def count_scored_hand(variant_id: str, result, winner: str | None, key: str | None) -> list[str]:
    """Add a hand scored at the table to the game's score file, once (``key``: see :func:`hand_key`); the problems
    found in the file. StorageError if it cannot be written."""
    sheet, problems = load_score_file(variant_id)
    if score_file.count_hand(sheet, result, winner, key):
        save_score_file(variant_id, sheet)
    return problems


# -- the game in progress, and saved games -------------------------------------------------------------------------
def _record_problem(data) -> str | None:
    """Why a parsed record cannot be used (not ours, or does not replay), or None."""
    reason = _envelope_problem(data, data.get("kind") if isinstance(data, dict) else None, None)
    return reason or _replayed(data)[1]


def _replayed(data: dict) -> tuple[object | None, str | None]:
    """(the match or the hand that a record of ours holds, None), or (None, why it does not replay)."""
    try:
        if data.get("kind") == "match":
            return records.match_from_record(data), None
        return records.hand_from_record(data), None
    except RecordError as exc:
        return None, f"it does not replay: {excerpt(exc, 3 * EXCERPT)}"
    except RecursionError:
        return None, "it is nested too deeply to be ours"


def _plain_record(data: dict) -> dict:
    return {key: value for key, value in data.items() if key not in ("format", "version")}


def _record_text(record: dict, path: Path) -> str:
    try:
        return records.dumps(record) + "\n"
    except (TypeError, ValueError) as exc:
        raise _save_failed(path, f"the game cannot be written as JSON ({exc})") from exc


def save_autosave(variant_id: str, record: dict) -> None:
    """Keep the match in progress (``Match.record()``), in the format of a saved game."""
    if record.get("variant") != variant_id:
        raise ValueError(f"the record is for {record.get('variant')!r}, not {variant_id!r}")
    path = _variant_file("autosave", variant_id)
    _write_text(path, _record_text(record, path))


def load_autosave(variant_id: str) -> tuple[dict | None, str | None]:
    """The saved match record (checked by replaying it), or None; a bad autosave is set aside. What the program
    had not finished doing with it when it stopped is done now (see :func:`settle_scored_hand`): a finished game
    goes into the history and its autosave is removed, so only a game in progress comes back."""
    path = _variant_file("autosave", variant_id)
    data, problem = read_json(path)
    if data is None:
        return None, problem
    reason = _record_problem(data)
    if reason is None and data.get("variant") != variant_id:
        reason = f"it is for another game ({excerpt(repr(data.get('variant')))})"
    if reason is None and data.get("kind") != "match":
        reason = "it holds a single hand, not a game in progress"
    if reason:
        return None, _rejected(path, reason, "a new game starts")
    record = _plain_record(data)
    match = records.match_from_record(record)
    problems = settle_scored_hand(variant_id, record, match)
    if match.over:
        return None, " ".join(problems) or None
    return record, " ".join(problems) or None


# -- the end of a hand: the autosave, the score file and the history, in an order that a kill cannot break --------
# At the end of every hand the table writes, in this order: (1) the autosave, with the hand scored; (2) the score
# file, which notes the key of the hand it counted last; (3) when the game is over, the history, in one transaction
# that notes the game's key; (4) then only, the autosave is removed. A program stopped at any instant leaves an
# autosave from which load_autosave finishes the job: the score file does not count a hand twice (its key), the
# history does not take a game twice (its key), and a finished game is never lost.
def game_key(record: dict) -> str | None:
    """The key of the game in a record (TableSession.game_key), or None for a record without one."""
    table = record.get("table")
    key = table.get("game") if isinstance(table, dict) else None
    return key if isinstance(key, str) and GAME_KEY.fullmatch(key) else None


def hand_key(key: str | None, match) -> str | None:
    """The key of the hand ``match`` scored last, as the score file notes it: the game's key, the hand's number in
    the game and a digest of its moves (a hand played again, when replayed, is another hand)."""
    if not key or not match.records:
        return None
    moves = json.dumps(match.records[-1].get("actions", []), ensure_ascii=False).encode("utf-8")
    return f"{key}:{len(match.history)}:{hashlib.blake2s(moves, digest_size=4).hexdigest()}"


def counts_for_the_player(record: dict) -> bool:
    """Whether the game in ``record`` goes into the score file and the history (a practice hand does not)."""
    table = record.get("table")
    return not (isinstance(table, dict) and table.get("practice"))


def settle_scored_hand(variant_id: str, record: dict, match=None) -> list[str]:
    """Finish what the end of the last hand scored in ``record`` (an autosave) asks: count it in the score file
    (once) and, when the game is over (or was ended early), put the game into the history (once) and remove the
    autosave. The problems, in sentences; a game that could not go into the history keeps its autosave, for the
    next try."""
    match = match or records.match_from_record(record)
    key = game_key(record)
    counted = counts_for_the_player(record)
    problems: list[str] = []
    if match.current_scored and counted and key and score_file.offered(variant_id):
        try:
            problems += count_scored_hand(variant_id, match.current.result(), match.winner,
                                          hand_key(key, match))
        except StorageError as exc:
            problems.append(exc.message)
    if not match.over:
        return problems
    if counted:
        history = History()
        try:
            history.record_game(variant_id, match, _record_players(record), _record_names(record), key=key)
        except StorageError as exc:
            return [*problems, *history.problems, exc.message]
        problems += history.problems
    try:
        clear_autosave(variant_id)
    except StorageError as exc:
        problems.append(exc.message)
    return problems


def _record_players(record: dict) -> dict:
    table = record.get("table") if isinstance(record.get("table"), dict) else {}
    players = table.get("players") if isinstance(table.get("players"), dict) else {}
    return {seat: kind for seat, kind in players.items()
            if seat in DEFAULT_PLAYERS and (kind == HUMAN or kind in SKILLS)}


def _record_names(record: dict) -> dict:
    table = record.get("table") if isinstance(record.get("table"), dict) else {}
    names = table.get("names") if isinstance(table.get("names"), dict) else {}
    return {seat: name.strip() for seat, name in names.items()
            if seat in DEFAULT_PLAYERS and isinstance(name, str) and name.strip() and len(name) <= 40}


def clear_autosave(variant_id: str) -> None:
    path = _variant_file("autosave", variant_id)
    try:
        path.unlink(missing_ok=True)
    except OSError as exc:
        raise StorageError(f"Could not remove the autosave {path}: {_why_not_written(exc)}.", path) from exc


WINDOWS_DEVICES = {"CON", "PRN", "AUX", "NUL", *(f"COM{n}" for n in range(1, 10)), *(f"LPT{n}" for n in range(1, 10))}
SAVE_NAME_LENGTH = 80


def save_name_problem(name) -> str | None:
    """Why ``name`` cannot name a saved game in the saves folder, in a sentence; None if it can."""
    if not isinstance(name, str) or not name.strip():
        return "A saved game needs a name."
    name = name.strip()
    if len(name) > SAVE_NAME_LENGTH:
        return f"A file name has at most {SAVE_NAME_LENGTH} characters; this one has {len(name):,}."
    if any(sign in name for sign in "/\\:") or not name.isprintable():
        return "A file name is one name of letters, digits, spaces, dashes and dots: no / \\ : nor control characters."
    if name.startswith("."):
        return f"{excerpt(name)} is not a file name: a name starting with a dot is a folder or a hidden file."
    if name.split(".")[0].rstrip().upper() in WINDOWS_DEVICES:
        return f"{name.split('.')[0]} is the name of a device on Windows: choose another name."
    return None


def save_game_file(path, record: dict) -> Path:
    """Save As: a bare name (ValueError with the reason if it is not a plain file name) goes to :func:`saves_dir`,
    and gets ``.ctc.json`` unless it ends in ``.json``. Returns where the file was written."""
    if isinstance(path, str):
        problem = save_name_problem(path)
        if problem:
            raise ValueError(problem)
        path = path.strip()
    path = Path(path)
    if not path.is_absolute():
        path = saves_dir() / path
    if not path.name.lower().endswith(".json"):
        path = path.with_name(path.name + SAVE_EXTENSION)
    _write_text(path, _record_text(record, path))
    return path


def load_game_file(path) -> dict:
    """The record in a saved game file, checked by replaying it. RecordError if the file is damaged or not a
    game of ours (the file is left where it is: the user chose it); StorageError if it cannot be read."""
    path = Path(path)
    try:
        raw = _read_bytes(path)
    except OSError as exc:
        raise StorageError(f"Could not open {path}: {exc.strerror or exc}.", path) from exc
    except ValueError as exc:
        raise RecordError(f"{path.name} cannot be used: {exc}") from None
    try:
        data = _parse(raw)
    except ValueError as exc:
        raise RecordError(f"{path.name} is damaged: {exc}") from None
    reason = _record_problem(data)
    if reason:
        raise RecordError(f"{path.name} cannot be used: {reason}")
    return _plain_record(data)


# -- history and statistics ----------------------------------------------------------------------------------------
SCHEMA_VERSION = 3
APPLICATION_ID = 0x43544331  # "CTC1": marks the database as ours
SCHEMA = (
    """CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        variant TEXT NOT NULL,
        started TEXT NOT NULL,
        finished TEXT NOT NULL,
        target INTEGER,
        hands INTEGER NOT NULL,
        scores TEXT NOT NULL,
        winner TEXT,
        options TEXT NOT NULL)""",
    """CREATE TABLE seats (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat TEXT NOT NULL,
        name TEXT NOT NULL,
        skill TEXT NOT NULL,
        side TEXT NOT NULL,
        score INTEGER NOT NULL,
        won INTEGER NOT NULL,
        PRIMARY KEY (game_id, seat))""",
    """CREATE TABLE hands (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        number INTEGER NOT NULL,
        dealer TEXT NOT NULL,
        contract TEXT,
        declarer TEXT,
        points TEXT NOT NULL,
        totals TEXT NOT NULL,
        lines TEXT NOT NULL,
        PRIMARY KEY (game_id, number))""",
    "CREATE INDEX games_by_variant ON games (variant, finished)",
    "CREATE INDEX seats_by_name ON seats (name)",
)
MIGRATIONS = {  # user_version -> the statements that bring a history of the version before up to it
    2: ("ALTER TABLE games ADD COLUMN game_key TEXT",  # TableSession.game_key: each game goes in once
        "CREATE UNIQUE INDEX games_by_key ON games (game_key)"),
    3: ("ALTER TABLE games ADD COLUMN record TEXT",),  # the game's match record, to replay its hands (or NULL)
}
GAME_COLUMNS = ("variant", "started", "finished", "target", "hands", "scores", "winner", "options", "game_key",
                "record")
MAX_RECORD_BYTES = 2 * 1024 * 1024  # a whole game's record; a bigger one is not kept (the game cannot be replayed)
NO_RECORD = "The cards of this game were not kept (it was recorded by an older version), so it cannot be replayed."
LOCK_TIMEOUT = 1.5  # seconds to wait for another copy of the program writing to the history, then give up
TABLES = {"games", "seats", "hands"}
DAMAGED_CODES = {"SQLITE_CORRUPT", "SQLITE_NOTADB", "SQLITE_FORMAT"}
SQLITE_REASONS = {
    "SQLITE_READONLY": "the folder or the file is read-only",
    "SQLITE_FULL": "the disk is full",
    "SQLITE_CANTOPEN": "the file cannot be made or opened there",
    "SQLITE_PERM": "this user may not write there",
    "SQLITE_BUSY": "another copy of the program is writing to it",
    "SQLITE_LOCKED": "another copy of the program is writing to it",
}
TIME_FORMAT = "%Y-%m-%d %H:%M:%S"
BUSY_CODES = {"SQLITE_BUSY", "SQLITE_LOCKED"}
HISTORY_BUSY = ("Another copy of the program is writing to your history just now, so it cannot be read: try again "
                "in a moment.")


def _sqlite_code(exc: sqlite3.Error) -> str:
    """The primary result code ("SQLITE_FULL" of "SQLITE_FULL" or "SQLITE_IOERR" of "SQLITE_IOERR_WRITE")."""
    name = getattr(exc, "sqlite_errorname", "") or ""
    return "_".join(name.split("_")[:2])


class History:
    """Finished games and their hands in ``history.sqlite3``; ``problems`` lists what was found wrong on opening
    (a damaged or foreign database is set aside and a fresh one begins)."""

    def __init__(self, path=None) -> None:
        self.path = Path(path) if path is not None else profile_dir() / HISTORY_FILE
        self.problems: list[str] = []
        self.busy = False  # another process holds the history: reads give up at once and come back empty
        self.unreadable = 0  # rows that could not be read (damaged values), left out of what was read
        self._check()

    # -- opening -----------------------------------------------------------------------------------------------
    def _connect(self) -> sqlite3.Connection:
        conn = sqlite3.connect(str(self.path), timeout=LOCK_TIMEOUT, isolation_level=None)
        conn.execute("PRAGMA foreign_keys = ON")
        return conn

    def _check(self) -> None:
        if not os.path.lexists(self.path):
            return
        if not self.path.is_file():
            self._set_aside("it is not a plain file")
            return
        reason = None
        try:
            with contextlib.closing(self._connect()) as conn:
                reason = self._foreign_reason(conn)
        except sqlite3.Error as exc:
            code = _sqlite_code(exc)
            self.busy = code in BUSY_CODES
            if code not in DAMAGED_CODES:
                return  # cannot be opened now (locked, unreadable): leave it alone, reads come back empty
            reason = "it is damaged or not a database"
        if reason:
            self._set_aside(reason)

    @staticmethod
    def _foreign_reason(conn: sqlite3.Connection) -> str | None:
        verdict = conn.execute("PRAGMA quick_check").fetchone()
        if not verdict or verdict[0] != "ok":
            return "it is damaged"
        app_id = conn.execute("PRAGMA application_id").fetchone()[0]
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if app_id not in (0, APPLICATION_ID) or (app_id == 0 and tables):
            return "it was not written by this program"
        if version > SCHEMA_VERSION:
            return "it was written by a newer version of this program"
        if app_id == APPLICATION_ID and not TABLES <= tables:
            return "tables are missing from it"
        return None

    def _set_aside(self, reason: str) -> None:
        aside, failure = _set_aside(self.path)
        if aside is None:
            self.problems.append(f"Your history {self.path} could not be used ({reason}) and could not be set "
                                 f"aside ({failure}); finished games cannot be recorded until it is moved.")
            return
        for suffix in ("-journal", "-wal", "-shm"):  # a left-over journal belongs to the old file, not the new one
            companion = self.path.with_name(self.path.name + suffix)
            with contextlib.suppress(OSError):
                if companion.exists():
                    os.rename(companion, aside.with_name(aside.name + suffix))
        self.problems.append(f"Your history {self.path} could not be used ({reason}); it was set aside as {aside} "
                             f"and a new history begins.")

    @staticmethod
    def _create_schema(conn: sqlite3.Connection) -> None:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version >= SCHEMA_VERSION:
            return
        if version < 1:
            for statement in SCHEMA:
                conn.execute(statement)
        for step in range(max(version, 1) + 1, SCHEMA_VERSION + 1):
            for statement in MIGRATIONS[step]:
                conn.execute(statement)
        conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")

    # -- writing -----------------------------------------------------------------------------------------------
    def record_game(self, variant_id: str, match, players: dict, names: dict,
                    started_at: datetime | None = None, key: str | None = None) -> int:
        """Record a finished match in one transaction; returns its id. ``players``: seat -> skill (or "human"),
        ``names``: seat -> name; ``key``: the game's own key (TableSession.game_key): a game already recorded under
        it is not recorded again (its id is returned). StorageError if the history cannot be written."""
        if not match.over:
            raise ValueError("only a finished match goes into the history")
        finished = datetime.now()
        game = (*self._game_row(variant_id, match, started_at or finished, finished), key, _game_record_text(match))
        seats = self._seat_rows(match, players, names)
        hands = self._hand_rows(match)
        for attempt in (1, 2):
            try:
                return self._write_game(game, seats, hands)
            except sqlite3.Error as exc:
                if _sqlite_code(exc) in DAMAGED_CODES and attempt == 1:
                    self._set_aside("it is damaged or not a database")
                    continue
                reason = SQLITE_REASONS.get(_sqlite_code(exc), f"the database said: {exc}")
                raise _save_failed(self.path, reason) from exc
        raise AssertionError("unreachable")

    def _write_game(self, game: tuple, seats: list[tuple], hands: list[tuple]) -> int:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise _save_failed(self.path, _why_not_written(exc)) from exc
        with contextlib.closing(self._connect()) as conn:
            conn.execute("BEGIN IMMEDIATE")
            try:
                self._create_schema(conn)
                key = game[GAME_COLUMNS.index("game_key")]
                known = key and conn.execute("SELECT id FROM games WHERE game_key = ?", (key,)).fetchone()
                if known:
                    conn.execute("COMMIT")
                    return known[0]
                game_id = self._insert_game(conn, game)
                conn.executemany("INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?, ?)",
                                 [(game_id, *row) for row in seats])
                self._insert_hands(conn, game_id, hands)
                conn.execute("COMMIT")
            except BaseException:
                with contextlib.suppress(sqlite3.Error):
                    conn.execute("ROLLBACK")
                raise
        return game_id

    @staticmethod
    def _insert_game(conn: sqlite3.Connection, game: tuple) -> int:
        cursor = conn.execute(f"INSERT INTO games ({', '.join(GAME_COLUMNS)}) "
                              f"VALUES ({', '.join('?' * len(GAME_COLUMNS))})", game)
        return cursor.lastrowid

    @staticmethod
    def _insert_hands(conn: sqlite3.Connection, game_id: int, hands: list[tuple]) -> None:
        conn.executemany("INSERT INTO hands VALUES (?, ?, ?, ?, ?, ?, ?, ?)", [(game_id, *row) for row in hands])

    @staticmethod
    def _game_row(variant_id: str, match, started: datetime, finished: datetime) -> tuple:
        return (variant_id, started.strftime(TIME_FORMAT), finished.strftime(TIME_FORMAT), match.target,
                len(match.history), json.dumps(match.scores), match.winner, json.dumps(match.options.to_json()))

    @staticmethod
    def _seat_rows(match, players: dict, names: dict) -> list[tuple]:
        skills = {_seat_key(seat): skill for seat, skill in players.items()}
        named = {_seat_key(seat): name for seat, name in names.items()}
        rows = []
        for seat in SEATS:
            side = seat.side if match.variant.scores_by_side(match.options) else seat.name
            rows.append((seat.name, str(named.get(seat.name) or seat.full_name), str(skills.get(seat.name, "")),
                         side, int(match.scores[side]), int(match.winner == side)))
        return rows

    @staticmethod
    def _hand_rows(match) -> list[tuple]:
        return [(h.number, str(h.dealer), h.contract, None if h.declarer is None else str(h.declarer),
                 json.dumps(h.points), json.dumps(h.totals), json.dumps(list(h.lines), ensure_ascii=False))
                for h in match.history]

    # -- reading -----------------------------------------------------------------------------------------------
    def _query(self, sql: str, parameters=()) -> list[sqlite3.Row]:
        """Rows of a query; none when there is no history yet or it cannot be read now (``busy`` says when another
        process holds it: after one short wait, the later queries do not wait again)."""
        if self.busy or not self.path.is_file():
            return []
        try:
            with contextlib.closing(self._connect()) as conn:
                if conn.execute("PRAGMA application_id").fetchone()[0] != APPLICATION_ID:
                    return []
                conn.row_factory = sqlite3.Row
                return conn.execute(sql, parameters).fetchall()
        except sqlite3.Error as exc:
            self.busy = self.busy or _sqlite_code(exc) in BUSY_CODES
            return []

    def _readable(self, rows, read) -> list[dict]:
        """``read(row)`` of every row that can be read; the others (a damaged value) are counted in ``unreadable``."""
        found = []
        for row in rows:
            try:
                found.append(read(row))
            except (ValueError, TypeError, KeyError, AttributeError, RecursionError):
                self.unreadable += 1
        return found

    def _columns(self) -> set[str]:
        """The columns of ``games`` in this history (an older version's has fewer)."""
        return {row["name"] for row in self._query("SELECT name FROM pragma_table_info('games')")}

    def _game_columns(self) -> str:
        """The columns of ``games`` to read for a list, but the records themselves (long): whether there is one."""
        found = self._columns()
        kept = [name for name in ("id", *GAME_COLUMNS) if name in found and name != "record"]
        return ", ".join([*kept, "record IS NOT NULL AS kept" if "record" in found else "0 AS kept"])

    def games(self, variant_id: str | None = None) -> list[dict]:
        """Finished games, newest first: id, variant, started, finished, target, hands, scores (side -> points),
        winner, options, seats (seat -> {name, skill, side, score, won}), key (the game's key, or None) and
        replayable (its record was kept: see :meth:`game_record`)."""
        where, parameters = ("WHERE variant = ?", (variant_id,)) if variant_id else ("", ())
        rows = self._query(f"SELECT {self._game_columns()} FROM games {where} ORDER BY finished DESC, id DESC",
                           parameters)
        seats = {}
        for row in self._query("SELECT * FROM seats ORDER BY game_id, seat"):
            seats.setdefault(row["game_id"], {})[row["seat"]] = {
                "name": row["name"], "skill": row["skill"], "side": row["side"], "score": row["score"],
                "won": bool(row["won"])}
        return self._readable(rows, lambda row: {
            "id": row["id"], "variant": row["variant"], "started": str(row["started"]),
            "finished": str(row["finished"]), "target": row["target"], "hands": int(row["hands"]),
            "scores": _json_object(row["scores"]), "winner": row["winner"], "options": _json_object(row["options"]),
            "seats": seats.get(row["id"], {}), "key": row["game_key"] if "game_key" in row.keys() else None,
            "replayable": bool(row["kept"])})

    def game_record(self, game_id: int) -> tuple[dict | None, str | None]:
        """(the match record of a finished game, checked by replaying it, None), or (None, why its hands cannot be
        replayed, in a sentence): an older game without one, a damaged one."""
        record = "CAST(record AS BLOB)" if "record" in self._columns() else "NULL"  # bytes: any text is read
        rows = self._query(f"SELECT variant, {record} AS record FROM games WHERE id = ?", (game_id,))
        if not rows:
            return None, HISTORY_BUSY if self.busy else "That game is no longer in your history."
        if rows[0]["record"] is None:
            return None, NO_RECORD
        data, reason = _game_record(rows[0]["record"], rows[0]["variant"])
        if reason:
            return None, f"The record of this game is damaged ({reason}), so it cannot be replayed."
        return data, None

    def hands(self, game_id: int) -> list[dict]:
        """The hands of one game in order: number, dealer, contract, declarer, points, totals, lines."""
        rows = self._query("SELECT * FROM hands WHERE game_id = ? ORDER BY number", (game_id,))
        return self._readable(rows, lambda row: {
            "number": row["number"], "dealer": row["dealer"], "contract": row["contract"], "declarer": row["declarer"],
            "points": _json_object(row["points"]), "totals": _json_object(row["totals"]),
            "lines": _json_list(row["lines"])})

    def statistics(self, variant_id: str | None = None) -> list[dict]:
        """Per player name and game: name, variant, played, won, lost, win_rate (0..1), points_per_hand (the
        player's side), best_score; most games won first."""
        where, parameters = ("WHERE g.variant = ?", (variant_id,)) if variant_id else ("", ())
        rows = self._query(f"""
            SELECT p.name AS name, g.variant AS variant, COUNT(*) AS played, SUM(p.won) AS won,
                   SUM(p.score) AS points, SUM(g.hands) AS hands, MAX(p.score) AS best
            FROM (SELECT game_id, name, MAX(won) AS won, MAX(score) AS score FROM seats GROUP BY game_id, name) AS p
            JOIN games AS g ON g.id = p.game_id {where}
            GROUP BY p.name, g.variant ORDER BY won DESC, played DESC, p.name""", parameters)
        return [{"name": row["name"], "variant": row["variant"], "played": row["played"], "won": row["won"],
                 "lost": row["played"] - row["won"], "win_rate": row["won"] / row["played"],
                 "points_per_hand": row["points"] / row["hands"] if row["hands"] else 0.0, "best_score": row["best"]}
                for row in rows]

    def history_text(self, variant_id: str | None = None) -> str:
        """One line per finished game, oldest first: date, players, final score, winner."""
        games = list(reversed(self.games(variant_id)))
        if not games:
            return "No finished games yet.\n"
        return "".join(history_line(game, variant_id is None) + "\n" for game in games)


def _game_record_text(match) -> str | None:
    """A finished game's match record as the history keeps it; None if it cannot be kept (too big)."""
    try:
        text = json.dumps({"format": FORMAT, "version": VERSION, **match.record()}, ensure_ascii=False,
                          separators=(",", ":"))
    except (TypeError, ValueError):
        return None
    return text if len(text.encode("utf-8")) <= MAX_RECORD_BYTES else None


def _game_record(raw, variant_id: str) -> tuple[dict | None, str | None]:
    """(a finished game's record as read from the history, checked by replaying it, None) or (None, why it cannot
    be replayed)."""
    if not isinstance(raw, bytes):
        return None, "it is not text"
    if len(raw) > MAX_RECORD_BYTES:
        return None, "it is far too large to be ours"
    try:
        data = _parse(raw)
    except ValueError as exc:
        return None, str(exc)
    reason = _envelope_problem(data, "match", variant_id)
    if reason:
        return None, reason
    match, reason = _replayed(data)
    if reason:
        return None, reason
    if not match.over:
        return None, "the game in it is not finished"
    return _plain_record(data), None


def _json_object(text) -> dict:
    value = json.loads(text)
    if not isinstance(value, dict):
        raise ValueError("not a JSON object")
    return value


def _json_list(text) -> list:
    value = json.loads(text)
    if not isinstance(value, list):
        raise ValueError("not a JSON list")
    return value


def history_line(game: dict, with_variant: bool = False, with_winner: bool = True) -> str:
    """A finished game (of :meth:`History.games`) in one line: date, players, final score, winner, hands."""
    sides: dict[str, list[str]] = {}
    for seat in SEATS:
        entry = game["seats"].get(seat.name)
        if entry:
            sides.setdefault(entry["side"], []).append(entry["name"])
    teams = {side: " & ".join(names) for side, names in sides.items()}
    score = " v ".join(f"{teams.get(side, side)} {points}" for side, points in game["scores"].items())
    winner = teams.get(game["winner"], game["winner"]) if game["winner"] else "nobody"
    prefix = f"{_variant_name(game['variant'])}  " if with_variant else ""
    hands = f"{game['hands']} hand" + ("" if game["hands"] == 1 else "s")
    won = f"  won by {winner}" if with_winner else ""
    return f"{game['finished'][:16]}  {prefix}{score}{won} ({hands})"


def _variant_name(variant_id: str) -> str:
    from game.variants import VARIANTS
    variant = VARIANTS.get(variant_id)
    return variant.name if variant else variant_id
