"""The card table of 32 Card Bridge: the session (plain logic), the decision worker, and the pygame scene.

Nothing here is imported by this package's ``__init__``: the worker's child process imports
``game.ui.table.worker`` and must not load pygame.
"""
