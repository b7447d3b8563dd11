"""The card table of every game: the session (plain logic), the decision worker, and the generic pygame scene
(each game's own part of the table is in game.ui.games).

Nothing here is imported by this package's ``__init__``: the worker's child process imports
``game.ui.table.worker`` and must not load pygame.
"""
