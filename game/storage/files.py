"""Files of ours on the disk: written atomically (a temporary file in the same folder, fsync, then a rename, so a
crash leaves either the old file or the new one), read only when they are regular files of a sane size, and set
aside (``<name>.damaged-<YYYYmmdd-HHMMSS><ext>``) with a sentence saying so when they cannot be used. A write that
fails (read-only folder, full disk) raises :class:`StorageError`; the game goes on."""

from __future__ import annotations

import contextlib
import errno
import json
import os
import stat
import tempfile
import time
from pathlib import Path
from typing import Any

from game.engine.errors import cut

MAX_FILE_BYTES = 16 * 1024 * 1024  # far above any file of ours; a bigger one is not ours
MAX_TEXT = 1000  # characters: no text in a file of ours (a name, a move, an option) comes near it
EXCERPT = 60  # characters of a file's text that a message quotes at most


class StorageError(Exception):
    """A file that could not be written or read; ``message`` is a sentence for a dialog."""

    def __init__(self, message: str, path: Path | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.path = path


# -- writing -------------------------------------------------------------------------------------------------------
def why_not_written(exc: OSError) -> str:
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


def save_failed(path: Path, reason: str) -> StorageError:
    return StorageError(f"Could not save to {path}: {reason}. The game goes on; nothing was lost.", path)


def write_text(path: Path, text: str) -> None:
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
        raise save_failed(path, why_not_written(exc)) from exc
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
        refused: dict[int | None, str] = {
            errno.ELOOP: "it is a link to another file, and this program does not write through links",
            errno.ENXIO: "it is not a plain file"}
        reason = refused.get(exc.errno) or why_not_written(exc)
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
        raise save_failed(path, f"the data cannot be written as JSON ({exc})") from exc


def write_json(path, data) -> None:
    """Write ``data`` as JSON atomically; :class:`StorageError` if it cannot be written."""
    path = Path(path)
    write_text(path, _to_json(data, path))


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


def set_aside(path: Path) -> tuple[Path | None, str | None]:
    """Rename ``path`` aside; (new path, None) or (None, why it could not be moved)."""
    aside = _aside_name(path)
    try:
        os.rename(path, aside)
    except OSError as exc:
        return None, exc.strerror or str(exc)
    return aside, None


def rejected(path: Path, reason: str, fallback: str = "defaults are used") -> str:
    """Set a file aside and say so in a sentence."""
    reason = excerpt(reason, 4 * EXCERPT)
    aside, failure = set_aside(path)
    if aside is None:
        return (f"Your file {path} could not be used ({reason}) and could not be set aside ({failure}); "
                f"{fallback}, and the file will be replaced at the next save.")
    return f"Your file {path} could not be used ({reason}); it was set aside as {aside} and {fallback}."


def _reject_constant(name: str):
    raise ValueError(f"{name} is not a number JSON allows")


def parse(raw: bytes) -> Any:  # parsed JSON, typed as json.loads types it
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


def excerpt(text: object, limit: int = EXCERPT) -> str:
    """What a message may quote of a file's text: at most ``limit`` characters."""
    return cut(text, limit)


def read_bytes(path: Path) -> bytes:
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


def parse_quietly(path: Path) -> Any:
    """The JSON in ``path``, or None if there is none or it cannot be used (for a look that reports nothing)."""
    try:
        return parse(read_bytes(path))
    except (OSError, ValueError):
        return None


def read_json(path, fallback: str = "defaults are used") -> tuple[Any, str | None]:
    """(data, None); (None, None) if there is no file; (None, problem) if it was damaged and set aside
    (``fallback``: what the problem says is used instead)."""
    path = Path(path)
    if not path.exists():
        return None, None
    try:
        data = parse(read_bytes(path))
    except OSError as exc:
        return None, rejected(path, f"it cannot be read: {exc.strerror or exc}", fallback)
    except ValueError as exc:
        return None, rejected(path, f"it is damaged: {exc}", fallback)
    if data is None:
        return None, rejected(path, "it holds nothing (null)", fallback)
    return data, None

