"""What a game's table says and offers besides its hooks, in one small record per game (each game's table class
in game/ui/games has one as its ``traits``; "profile" means a person, a user profile): the help pages, the words
of the panel and the menus, a few flags."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, kw_only=True)
class TableTraits:
    table_help: str  # the table's help pages, after the rules
    page_for_phase: dict  # the help page F1 opens in each phase of the hand
    card_values_page: str
    call_prompt: str  # the status bar at the human's call: "bid: a quantity then a suit, or Pass (P)"
    panel_title: str  # "Your bid", "Your call"
    rules_tooltip: str
    about: str
    announce_buttons: bool = False  # sequences are announced with the first card (Options > Confirm says so)
    calling_word: str = "Bidding"  # the info box during the auction
    contract_word: str = "Contract"  # the score card's heading: "Contract 90 by South" (Pinochle: "Bid 50 by South")
    announces_word: str = "Announces"  # what the sequences and fours are called in this game
    input_hand: bool = False  # Practice > Input hand: the opening hands typed (Belote)
    calling_phases: tuple = ("bidding",)  # the phases in which the calling panel is shown to the human
    file_menu: str = "&Game"  # the first menu (the Pinochle and Scotch Whist manuals call it File)
    new_game_item: str = "&New game"
    new_game_tooltip: str = "Deal a new game to the target score"
