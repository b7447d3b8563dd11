"""The head of every JSON file of ours (format, version, kind, game), and what is done with a file whose head or
some values are wrong."""

from __future__ import annotations

from pathlib import Path

from game.engine import records

from .files import EXCERPT, StorageError, excerpt, read_json, rejected, set_aside

FORMAT = records.FORMAT
VERSION = 1


def read_envelope(path: Path, kind: str, variant_id: str | None = None,
                   fallback: str = "defaults are used") -> tuple[dict | None, str | None]:
    """A file of ours of the given kind (and game); anything else is set aside."""
    data, problem = read_json(path, fallback)
    if data is None:
        return None, problem
    reason = envelope_problem(data, kind, variant_id)
    if reason:
        return None, rejected(path, reason, fallback)
    return data, None


def envelope_problem(data: object, kind: str | None, variant_id: str | None) -> str | None:
    """Why ``data`` is not a file of ours of ``kind`` (None: of any kind) and game, or None."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return "it was not written by this program"
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        return "its version number is missing or wrong"
    if version > VERSION:
        return "it was written by a newer version of this program"
    if kind is not None and data.get("kind") != kind:
        return f"it holds {data.get('kind')!r} where {kind!r} was expected"
    if variant_id is not None and data.get("variant") != variant_id:
        return f"it is for another game ({data.get('variant')!r})"
    return None


def envelope(kind: str, variant_id: str | None = None, **body) -> dict:
    head = {"format": FORMAT, "version": VERSION, "kind": kind}
    if variant_id is not None:
        head["variant"] = variant_id
    return {**head, **body}


def keep_good_values(save, *args) -> str:
    """Write back what was good in a partly bad file (set aside just before), so the next start keeps it."""
    try:
        save(*args)
    except StorageError as exc:
        return f" {exc.message}"
    return ""


def partly_rejected(path: Path, problems: list[str], kept: str, fixed: str = "they are back to their defaults") -> str:
    aside, failure = set_aside(path)
    where = f"The file was set aside as {aside}." if aside else f"The file could not be set aside ({failure})."
    problems = [excerpt(problem, 2 * EXCERPT) for problem in problems[:5]] + (["..."] if len(problems) > 5 else [])
    return (f"Some values in your file {path} could not be used ({'; '.join(problems)}); {fixed} and {kept} were "
            f"kept. {where}")

