"""Errors a player or a file can cause; each carries a sentence a person can read."""


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
