"""The pygame-ce client: the app loop, scenes, Windows 3.1 widgets, the launcher, help and the boss clock.

Nothing outside ``game/ui`` imports this package; the engine, the variants and the AI stay free of pygame.
"""
