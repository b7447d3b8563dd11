"""What differs from one game to another at the same table, in one small record per game: the calling
panel, the announce buttons, the turn-up card, the hand parameters, the help pages, the manual's keys.
The scene asks its profile instead of testing the game's id."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from .help_text import (
    BELOTE_TABLE_HELP,
    BRIDGE_PAGE_FOR_PHASE,
    BRIDGE_TABLE_HELP,
    PAGE_FOR_PHASE,
    PINOCHLE_PAGE_FOR_PHASE,
    PINOCHLE_TABLE_HELP,
    TABLE_HELP,
    WHIST_PAGE_FOR_PHASE,
    WHIST_TABLE_HELP,
)
from .pinochle_table import draw_extra, info_lines, information, note_center, pinochle_sorted
from .session import hand_parameters
from .whist_table import draw_extra as whist_draw_extra
from .whist_table import info_lines as whist_info_lines
from .whist_table import information as whist_information
from .whist_table import whist_sorted


@dataclass(frozen=True)
class TableProfile:
    panel: str = "points"  # "points": the 32 Card Bridge bidding box; "taking": Belote's Take / suits / Pass;
    # "bridge": Contract Bridge's bidding box with the auction table beside it
    announce_buttons: bool = True  # buttons to announce sequences with the first card
    turn_up: bool = False  # a card turned up in the middle while the players take
    hand_parameters: Callable | None = None  # view -> {"TP": 34, ...} shown beside each visible hand
    small_last_trick: bool = False  # the previous trick always shown, small, beside the table
    table_help: str = TABLE_HELP
    page_for_phase: dict = field(default_factory=lambda: dict(PAGE_FOR_PHASE))
    card_values_page: str = "Card values"
    call_prompt: str = "bid: a quantity then a suit, or Pass (P)"
    panel_title: str = "bid"
    calling_word: str = "Bidding"  # the info box during the auction
    contract_word: str = "Contract"  # the score card's heading: "Contract 90 by South" (Pinochle: "Bid 50 by South")
    announces_word: str = "Announces"  # what the sequences and fours are called in this game
    rules_tooltip: str = "Announces, the target score, shuffling"
    about: str = ("32 Card Bridge (Belote Bridgée) at a table of the early nineties: bid points, announce your "
                  "sequences, and make your contract with your partner.")
    manual_keys: dict = field(default_factory=dict)  # pygame key -> name of a scene method (the manual's keys)
    card_number_keys: bool = False  # 1..8 choose the card of that number in the hand
    first_cards: int | None = None  # Edit hand: the cards of each seat before a stock (Belote: 5)
    input_hand: bool = False  # Practice > Input hand: the opening hands typed (Belote)
    table_frame: bool = False  # a coloured frame round the felt (F10) and the clock with the computers' delay
    dummy: bool = False  # Contract Bridge: the declarer's partner lays his cards face up after the opening lead
    rubber: bool = False  # the match is a rubber: its score sheet (RubberSheetDialog) after each hand and on F6
    count_tricks: bool = False  # the info box counts the tricks won, not the card points
    extra_help: tuple = ()  # more help pages after the table's: (module path, file name) read at F1
    sort_hand: Callable | None = None  # (cards, trump) -> the hand in the order shown
    calling_phases: tuple = ("bidding",)  # the phases in which the calling panel is shown to the human
    info_lines: Callable | None = None  # scene -> the lines of the info box (Pinochle: its score box)
    information: Callable | None = None  # scene -> the lines of the i balloon
    draw_extra: Callable | None = None  # (scene, surface): the game's own things on the felt, over the trick
    note_center: Callable | None = None  # scene -> where the note goes now, or None for the middle (Pinochle's meld)
    whist: bool = False  # Scotch Whist: WhistTable's response boxes, score dialogs, F6 and Terminate
    file_menu: str = "&Game"  # the first menu (the Pinochle and Scotch Whist manuals call it File)
    new_game_item: str = "&New game"


# The manual's keys: they come before the table's own keys (Up and Down change the delay here, not the card).
BELOTE_KEYS = {
    pygame.K_PERIOD: "computer_plays_for_me",
    pygame.K_KP_PERIOD: "computer_plays_for_me",
    pygame.K_ESCAPE: "ask_restart_trick_play",
    pygame.K_F2: "toggle_demo",
    pygame.K_F3: "ask_rules",
    pygame.K_F5: "show_instructions",
    pygame.K_F6: "show_score_sheet",
    pygame.K_F7: "ask_quit",
    pygame.K_F8: "toggle_auto_pickup",
    pygame.K_F9: "ask_backcolor",
    pygame.K_F10: "next_border_colour",
    pygame.K_UP: "longer_delay",
    pygame.K_KP8: "longer_delay",
    pygame.K_DOWN: "shorter_delay",
    pygame.K_KP2: "shorter_delay",
}

PROFILES = {
    "belote_bridgee": TableProfile(),
    "belote": TableProfile(
        panel="taking", announce_buttons=False, turn_up=True, hand_parameters=hand_parameters,
        small_last_trick=True, table_help=BELOTE_TABLE_HELP,
        page_for_phase={"bidding": "Taking at the table", "play": "Playing at the table", "done": "Scoring"},
        card_values_page="Card values and order",
        call_prompt="call: Take, a suit in round two, or Pass (P)", panel_title="call",
        calling_word="Taking", announces_word="Declarations",
        rules_tooltip="Direction, gamepoint, declarations, multipliers and the other rules",
        about="Belote with the turn-up card at a table of the early nineties: take the trumps or pass, declare "
              "your sequences, and make more than half the points with your partner.",
        manual_keys=BELOTE_KEYS, card_number_keys=True, first_cards=5, input_hand=True,
        table_frame=True),
    "bridge": TableProfile(
        panel="bridge", announce_buttons=False, table_help=BRIDGE_TABLE_HELP,
        page_for_phase=dict(BRIDGE_PAGE_FOR_PHASE), card_values_page="The play",
        call_prompt="call: click the bidding box, or type a level, a strain and Enter (P passes)",
        panel_title="call", calling_word="Auction", rules_tooltip="Whether the honours are scored",
        about="Rubber bridge at a table of the early nineties: bid for tricks in an auction that explains "
              "itself, play your partner's hand as the dummy, and win two games on the score sheet.",
        dummy=True, rubber=True, count_tricks=True,
        extra_help=(("game.variants.bridge.bidding", "system.md"),)),
    "pinochle": TableProfile(
        panel="pinochle", announce_buttons=False, table_help=PINOCHLE_TABLE_HELP,
        page_for_phase=dict(PINOCHLE_PAGE_FOR_PHASE), card_values_page="Counters and scoring",
        call_prompt="bid: + and - choose the amount, then Bid; or Pass (P)", panel_title="bid",
        calling_word="Bidding", rules_tooltip="Bidding, passing cards, play, counters and the score to win",
        about="Double-Deck Pinochle at a table of the early nineties: eighty cards, bid from fifty, show your "
              "meld, catch the counters with your partner and do not go set.",
        sort_hand=pinochle_sorted, calling_phases=("bidding", "trump"), info_lines=info_lines,
        information=information, draw_extra=draw_extra, note_center=note_center, contract_word="Bid",
        file_menu="&File"),
    "scotch_whist": TableProfile(
        panel="whist", announce_buttons=False, table_help=WHIST_TABLE_HELP,
        page_for_phase=dict(WHIST_PAGE_FOR_PHASE), card_values_page="Playing the cards",
        call_prompt="bid: type a number of tricks (or + and -) and Enter; 0 passes", panel_title="bid",
        rules_tooltip="Game points, bidding, partnership scoring",
        about="Scotch Whist (Catch the Ten) at a table of the early nineties: thirty-six cards, the jack of "
              "trumps on top, and points for every trump honour you capture.",
        sort_hand=whist_sorted, calling_phases=("bidding", "trump"), info_lines=whist_info_lines,
        information=whist_information, draw_extra=whist_draw_extra, whist=True,
        file_menu="&File", new_game_item="&Start new game"),
}


def profile_for(variant_id: str) -> TableProfile:
    return PROFILES.get(variant_id, PROFILES["belote_bridgee"])
