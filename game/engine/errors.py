"""Errors a player or a file can cause; each carries a sentence a person can read."""

import reprlib

EXCERPT_CHARS = 24  # a message quotes at most this many characters of what it was given
_SHORT = reprlib.Repr()
_SHORT.maxstring = _SHORT.maxother = _SHORT.maxlong = EXCERPT_CHARS + 2
_SHORT.maxlist = _SHORT.maxtuple = _SHORT.maxdict = _SHORT.maxset = _SHORT.maxfrozenset = 3
_SHORT.maxlevel = 2


def excerpt(value) -> str:
    """``value`` quoted for a message, cut short: ``'xxxxxxxxxxxxxxxxxxxxxxxx…'`` for a long string. A message
    never echoes more than a few dozen characters of a player's input or of a damaged file."""
    if isinstance(value, str):
        return repr(value if len(value) <= EXCERPT_CHARS else value[:EXCERPT_CHARS] + "…")
    return _SHORT.repr(value)


def cut(text: object, limit: int) -> str:
    """``text`` cut to ``limit`` characters, ending in "..." when cut (a message that quotes it stays short)."""
    text = str(text)
    return text if len(text) <= limit else text[:limit - 3] + "..."


class IllegalAction(ValueError):
    """An action that the rules do not allow now. ``reason`` says why, in words."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class RecordError(ValueError):
    """A save, autosave or record file that cannot be used (damaged, foreign, or impossible)."""


class OptionsError(ValueError):
    """Options that cannot be used as they are; ``problems`` lists each one."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("; ".join(problems))
        self.problems = problems
