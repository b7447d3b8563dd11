"""Rule options as dataclasses: defaults from the manuals, JSON in and out, checked values.

Declare a field with :func:`option` to give it a label, a help sentence and its allowed values;
:func:`options_from_json` reports every unknown name and out-of-range value instead of guessing.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field, fields

from .errors import OptionsError, excerpt


def option(default, label: str, help: str = "", *, min=None, max=None, step=None, choices=None, max_length=None,
           check=None):
    """A dataclass field with its label, help text and allowed values (``max_length``: a text that is not blank
    and has at most that many characters; ``check``: a function of the value giving the words of why it is not
    allowed, or None when it is)."""
    meta = {"label": label, "help": help, "min": min, "max": max, "step": step, "choices": choices}
    if max_length is not None:
        meta["max_length"] = max_length
    if check is not None:
        meta["check"] = check
    return field(default=default, metadata=meta)


@dataclass(frozen=True)
class Options:
    """Base class of every game's options."""

    def to_json(self) -> dict:
        return {f.name: getattr(self, f.name) for f in fields(self)}

    def replace(self, **changes) -> Options:
        new = dataclasses.replace(self, **changes)
        problems = check_options(new)
        if problems:
            raise OptionsError(problems)
        return new

    @classmethod
    def describe(cls) -> list[dict]:
        """Name, type, default, label, help and limits of every option (for dialogs and help)."""
        out = []
        for f in fields(cls):
            out.append({"name": f.name, "type": f.type if isinstance(f.type, str) else f.type.__name__,
                        "default": f.default, **f.metadata})
        return out


def _check_value(f, value) -> str | None:
    meta = f.metadata
    default = f.default
    label = meta.get("label", f.name)
    if isinstance(default, bool):
        if not isinstance(value, bool):
            return f"{label}: {excerpt(value)} is not yes/no (true or false)"
        return None
    if isinstance(default, int):
        if isinstance(value, bool) or not isinstance(value, int):
            return f"{label}: {excerpt(value)} is not a whole number"
    elif isinstance(default, str):
        if not isinstance(value, str):
            return f"{label}: {excerpt(value)} is not text"
        longest = meta.get("max_length")
        if longest is not None and not (value.strip() and len(value) <= longest):
            return f"{label}: {excerpt(value)} is not a short text (1 to {longest} characters)"
    choices = meta.get("choices")
    if choices is not None and value not in choices:
        return f"{label}: {excerpt(value)} is not one of {', '.join(map(str, choices))}"
    lo, hi, step = meta.get("min"), meta.get("max"), meta.get("step")
    if lo is not None and value < lo:
        return f"{label}: {value} is below the smallest allowed value, {lo}"
    if hi is not None and value > hi:
        return f"{label}: {value} is above the largest allowed value, {hi}"
    if step and lo is not None and (value - lo) % step:
        return f"{label}: {value} is not a step of {step} from {lo}"
    why_not = meta["check"](value) if "check" in meta else None
    return f"{label}: {why_not}" if why_not else None


def check_options(opts: Options) -> list[str]:
    problems = []
    for f in fields(opts):
        p = _check_value(f, getattr(opts, f.name))
        if p:
            problems.append(p)
    return problems


def options_from_json(cls: type[Options], data, *, strict: bool = True) -> tuple[Options, list[str]]:
    """Build ``cls`` from a JSON object. Returns the options and the list of problems found.

    With ``strict`` a problem raises :class:`OptionsError`; otherwise each bad or unknown entry is
    reported and its default kept, so a damaged file loses only what is wrong in it.
    """
    if not isinstance(data, dict):
        problems = [f"the options are not a JSON object but {type(data).__name__}"]
        if strict:
            raise OptionsError(problems)
        return cls(), problems
    known = {f.name: f for f in fields(cls)}
    values, problems = {}, []
    for name, value in data.items():
        f = known.get(name)
        if f is None:
            problems.append(f"unknown option {excerpt(name)}")
            continue
        p = _check_value(f, value)
        if p:
            problems.append(p)
        else:
            values[name] = value
    if problems and strict:
        raise OptionsError(problems)
    return cls(**values), problems
