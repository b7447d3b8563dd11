"""The card-table compendium: engine, variants, AI (plain Python) and the pygame-ce client."""
