"""Everything a user keeps: settings, options, players, table preferences, the score file, the autosave, saved
games, history.

All of it lives in one folder (the platform's user data folder, or ``$CARD_TABLE_HOME``), created on the first
write; each user profile but the first keeps its own files in a folder of its own inside it (see profile_dir).
Files are JSON written atomically (a temporary file in the same folder, fsync, then a rename), so a crash leaves
either the old file or the new one. A file that cannot be used is never executed and never silently
dropped: it is renamed aside (``<name>.damaged-<YYYYmmdd-HHMMSS><ext>``) and a sentence saying so is returned for
the caller to show. A save that fails (read-only folder, full disk) raises :class:`StorageError`; the game goes on.

The history of finished games is one SQLite database, written in one transaction per game.

The modules, lowest first: ``paths`` (the folder), ``files`` (atomic writes, safe reads, setting aside),
``envelopes`` (the head of every file of ours), ``record_files`` (game records checked by replaying them),
``user_profiles``, ``settings`` (settings, options, players, table preferences), ``scores`` (the score file),
``history_schema`` and ``history`` (the SQLite history), and ``saves`` (the autosave, the end of a hand, Save As).
This package re-exports what the rest of the program uses; it never imports the UI.
"""

from .envelopes import FORMAT, VERSION
from .files import MAX_FILE_BYTES, MAX_TEXT, StorageError, append_text, excerpt, read_json, write_json
from .history import HISTORY_BUSY, HISTORY_FILE, MAX_RECORD_BYTES, NO_RECORD, History, history_line
from .history_schema import APPLICATION_ID, MIGRATIONS, SCHEMA, SCHEMA_VERSION
from .paths import APP_NAME, HOME_VARIABLE, SAVES_FOLDER, SETTINGS_FILE, saves_dir, user_dir
from .saves import (
    GAME_KEY,
    SAVE_EXTENSION,
    SAVE_NAME_LENGTH,
    clear_autosave,
    counts_for_the_player,
    game_key,
    hand_key,
    load_autosave,
    load_game_file,
    save_autosave,
    save_game_file,
    save_name_problem,
    settle_scored_hand,
)
from .scores import HAND_KEY, count_scored_hand, erase_score_file, load_score_file, save_score_file
from .settings import (
    DEFAULT_PLAYERS,
    HUMAN,
    SKILLS,
    load_game_options,
    load_players,
    load_settings,
    load_table_prefs,
    save_game_options,
    save_players,
    save_settings,
    save_table_prefs,
    table_prefs_corrected,
)
from .user_profiles import (
    DEFAULT_PROFILE_NAME,
    PLAYER_NAME_LENGTH,
    PROFILE_NAME_LENGTH,
    PROFILES_FILE,
    PROFILES_FOLDER,
    Profile,
    active_profile,
    create_profile,
    delete_profile,
    deletion_problem,
    profile_dir,
    profile_name_problem,
    profiles,
    rename_profile,
    switch_profile,
    take_profile_problems,
)

__all__ = [
    "APPLICATION_ID", "APP_NAME", "DEFAULT_PLAYERS", "DEFAULT_PROFILE_NAME", "FORMAT", "GAME_KEY", "HAND_KEY",
    "HISTORY_BUSY", "HISTORY_FILE", "HOME_VARIABLE", "HUMAN", "History", "MAX_FILE_BYTES", "MAX_RECORD_BYTES",
    "MAX_TEXT", "MIGRATIONS", "NO_RECORD", "PLAYER_NAME_LENGTH", "PROFILES_FILE", "PROFILES_FOLDER",
    "PROFILE_NAME_LENGTH", "Profile", "SAVES_FOLDER", "SAVE_EXTENSION", "SAVE_NAME_LENGTH", "SCHEMA", "SCHEMA_VERSION",
    "SETTINGS_FILE", "SKILLS", "StorageError", "VERSION", "active_profile", "append_text", "clear_autosave",
    "count_scored_hand", "counts_for_the_player", "create_profile", "delete_profile", "deletion_problem",
    "erase_score_file", "excerpt", "game_key", "hand_key", "history_line", "load_autosave", "load_game_file",
    "load_game_options", "load_players", "load_score_file", "load_settings", "load_table_prefs", "profile_dir",
    "profile_name_problem", "profiles", "read_json", "rename_profile", "save_autosave", "save_game_file",
    "save_game_options", "save_name_problem", "save_players", "save_score_file", "save_settings", "save_table_prefs",
    "saves_dir", "settle_scored_hand", "switch_profile", "table_prefs_corrected", "take_profile_problems", "user_dir",
    "write_json"
]
