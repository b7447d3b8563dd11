"""The games of the compendium as the title screen lists them (no pygame here: main.py reads it before
deciding how pygame starts)."""

from __future__ import annotations

from dataclasses import dataclass

from game.variants import VARIANTS


@dataclass(frozen=True)
class GameEntry:
    id: str
    name: str
    back: str  # sprite name of its card back
    blurb: str


PLANNED_GAMES = (
    GameEntry("belote_bridgee", "32 Card Bridge", "backs/back_1",
              "Belote Bridgée: bid points with a 32-card pack, show your sequences and fours, "
              "and make your contract with your partner. Play goes counter-clockwise."),
    GameEntry("belote", "Belote", "backs/back_2",
              "The French classic: take the turned-up card as trumps or name another suit, "
              "declare your sequences, and do not end up 'dedans'."),
    GameEntry("bridge", "Contract Bridge", "backs/back_5",
              "Rubber bridge: an auction for tricks, a dummy on the table, and the score sheet "
              "with its line, games, slams and honours."),
    GameEntry("pinochle", "Double-Deck Pinochle", "backs/back_4",
              "Eighty cards and a big meld table: bid from fifty, show your meld, "
              "catch the counters and do not go set."),
    GameEntry("scotch_whist", "Scotch Whist", "backs/back_3",
              "Catch the Ten: thirty-six cards, the jack of trumps on top, and points "
              "for every trump honour you capture."),
)


def game_entries() -> list[GameEntry]:
    """The planned games, then any other game registered in game.variants."""
    known = {entry.id for entry in PLANNED_GAMES}
    extra = [GameEntry(v.id, v.name, "backs/back_6", "") for v in VARIANTS.values() if v.id not in known]
    return [*PLANNED_GAMES, *extra]


def game_ids() -> list[str]:
    return [entry.id for entry in game_entries()]


# The games whose card table is built; a game's rules may exist (in VARIANTS, for the terminal and the
# tests) before its table does, and the title screen offers only what a person can really play.
GAMES_WITH_A_TABLE = frozenset({"belote_bridgee", "belote", "bridge", "pinochle", "scotch_whist"})


def is_available(game_id: str) -> bool:
    return game_id in VARIANTS and game_id in GAMES_WITH_A_TABLE


def game_name(game_id: str) -> str:
    variant = VARIANTS.get(game_id)
    if variant is not None:
        return variant.name
    return next((entry.name for entry in game_entries() if entry.id == game_id), game_id)
