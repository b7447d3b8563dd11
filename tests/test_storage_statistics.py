"""One profile's statistics of a game (issue 17), read from the history of games really played: games and hands
won, contracts in each game's own words with whether they were made (the rules' verdict, kept since schema 4),
points a hand, best hand, longest run, the record against each computer skill, score races and the win rate;
an older history still read; Reset counts again while History keeps every game; a damaged history set aside."""

from __future__ import annotations

import json
import random
import sqlite3

import pytest
from conftest import play_match

from game import storage
from game.engine import PASS
from game.engine.match import Match
from game.storage.player_stats import MIXED, PEOPLE, player_statistics, race_of_match, reset_statistics
from game.variants import GAMES, VARIANTS

NAMES = {"N": "Nora", "E": "Eli", "S": "Ada", "W": "Walt"}
YOU_AND_EXPERTS = {"S": "human", "N": "expert", "E": "expert", "W": "expert"}


@pytest.fixture
def home(tmp_path, monkeypatch):
    folder = tmp_path / "home"
    monkeypatch.setenv(storage.HOME_VARIABLE, str(folder))
    return folder


def played(variant_id: str, seed: int, actions: int = 400, **option_changes) -> Match:
    """A game really played (random cards, a bid now and then), ended early after about ``actions`` moves."""
    variant = VARIANTS[variant_id]
    match = Match(variant, variant.default_options().replace(**option_changes), seed=seed)
    rng = random.Random(seed)

    def choose(hand):
        legal = hand.legal_actions()
        if PASS in legal and len(legal) > 1:
            return rng.choice([a for a in legal if a != PASS]) if rng.random() < 0.3 else PASS
        return rng.choice(legal)

    play_match(match, choose, actions)
    if not match.over:
        match.end_early()
    return match


TERMS = {"belote_bridgee": ("games", "Contracts played", "Contracts made", "Contracts failed"),
         "belote": ("games", "Hands taken", "Contracts made", "Dedans (went in)"),
         "bridge": ("rubbers", "Contracts declared", "Contracts made", "Contracts down"),
         "pinochle": ("games", "Bids taken", "Bids made", "Bids set"),
         "scotch_whist": ("games", "Bids won", "Bids made", "Bids set")}


@pytest.mark.parametrize("variant_id", list(VARIANTS))
def test_each_game_counts_its_contracts_in_its_own_words_as_its_rules_judged_them(home, variant_id):
    changes = {"allow_bidding": True} if variant_id == "scotch_whist" else {}
    match = played(variant_id, 3, **changes)
    storage.History().record_game(variant_id, match, YOU_AND_EXPERTS, NAMES)
    stats = player_statistics(variant_id)
    terms = stats.terms
    assert (terms.games, terms.taken, terms.made, terms.set) == TERMS[variant_id] == (
        GAMES[variant_id].record_terms.games, *TERMS[variant_id][1:])
    yours = "NS" if VARIANTS[variant_id].scores_by_side(match.options) else "S"
    ours = [h for h in match.history if h.declarer is not None and (h.declarer.side if yours == "NS"
                                                                   else h.declarer.name) == yours]
    assert ours, "the game has contracts of your side to count"
    assert stats.contracts() == (len(ours), sum(h.made is True for h in ours), sum(h.made is False for h in ours))
    assert all(h.made is not None for h in ours)  # every contract judged by the rules
    assert len(stats.hands) == len(match.history)
    assert stats.hands_won == sum(h.points[yours] > max(v for k, v in h.points.items() if k != yours)
                                  for h in match.history)
    assert stats.average_points == pytest.approx(sum(h.points[yours] for h in match.history) / len(match.history))
    assert stats.best_hand()[0] == max(h.points[yours] for h in match.history)
    assert stats.games_won == (match.winner == yours) and stats.against() == [("expert", 1, match.winner == yours)]
    race = stats.last_race
    assert race.totals == [h.totals for h in match.history] and race.yours == yours
    assert race.labels[yours] == ("Nora & Ada" if yours == "NS" else "Ada")


def test_runs_win_rate_and_the_record_against_each_skill_follow_the_games_in_order(home):
    history = storage.History()
    opponents = ["novice", "novice", "expert", "advanced", "expert", "novice", "human", "mixed"]
    winners = []
    for seed, skill in enumerate(opponents, 1):
        match = played("belote", seed)
        east, west = ("novice", "expert") if skill == "mixed" else (skill, skill)
        history.record_game("belote", match, {"S": "human", "N": "advanced", "E": east, "W": west}, NAMES)
        winners.append(match.winner == "NS")
    assert 0 < sum(winners) < len(winners), "both wins and losses to count"
    stats = player_statistics("belote")
    assert [game.won for game in stats.games] == winners and stats.games_won == sum(winners) and not stats.alone
    longest, run = 0, 0
    for won in winners:
        run = run + 1 if won else 0
        longest = max(longest, run)
    assert stats.longest_run == longest
    assert stats.win_rates() == pytest.approx([sum(winners[:n]) / n for n in range(1, len(winners) + 1)])
    expected = {}
    for skill, won in zip(opponents, winners, strict=True):
        key = {"human": PEOPLE, "mixed": MIXED}.get(skill, skill)
        expected.setdefault(key, [0, 0])
        expected[key][0] += 1
        expected[key][1] += won
    assert stats.against() == [(key, *expected[key]) for key in ("novice", "advanced", "expert", MIXED, PEOPLE)]


def test_a_game_the_computers_played_alone_is_left_out_and_a_hotseat_game_counts_for_south(home):
    history = storage.History()
    history.record_game("pinochle", played("pinochle", 1), {"N": "expert", "E": "expert", "S": "expert",
                                                            "W": "expert"}, NAMES)
    history.record_game("pinochle", played("pinochle", 2), {"S": "human", "E": "human"}, NAMES)
    stats = player_statistics("pinochle")
    assert stats.watched == 1 and len(stats.games) == 1 and stats.against() == [(PEOPLE, 1, stats.games_won)]


def test_scotch_whist_players_scoring_alone_count_south_s_own_points(home):
    match = played("scotch_whist", 4, partnership_scoring=False)
    assert not VARIANTS["scotch_whist"].scores_by_side(match.options)
    storage.History().record_game("scotch_whist", match, YOU_AND_EXPERTS, NAMES)
    stats = player_statistics("scotch_whist")
    assert [hand.points for hand in stats.hands] == [h.points["S"] for h in match.history]
    assert stats.last_race.yours == "S" and set(stats.last_race.sides) == {"N", "E", "S", "W"} and stats.alone


def test_the_race_of_the_game_in_progress_is_its_totals_hand_by_hand(home):
    match = played("belote", 6, actions=120)
    race = race_of_match(match, {"S": "human", "N": "expert"}, NAMES)
    assert race.totals == [h.totals for h in match.history] and race.target == match.target
    assert race.yours == "NS" and race.labels == {"NS": "Nora & Ada", "EW": "Eli & Walt"} and race.finished is None


def test_no_history_yet_gives_empty_statistics(home):
    stats = player_statistics("bridge")
    assert stats.games == [] and stats.hands == [] and stats.last_race is None and stats.best_hand() is None
    assert stats.problems == [] and not (home / storage.HISTORY_FILE).exists()


def write_version_3_history(home, match: Match, record: str | None = None) -> None:
    """A history as the version before wrote it (schema 3: no verdict on the contracts), with ``match`` in it and
    its ``record`` (None: the history did not keep it)."""
    home.mkdir(parents=True)
    with sqlite3.connect(home / storage.HISTORY_FILE) as conn:
        for statement in (*storage.SCHEMA, *storage.MIGRATIONS[2], *storage.MIGRATIONS[3]):
            conn.execute(statement)
        conn.execute(f"PRAGMA application_id = {storage.APPLICATION_ID}")
        conn.execute("PRAGMA user_version = 3")
        conn.execute("INSERT INTO games (variant, started, finished, target, hands, scores, winner, options, record) "
                     "VALUES ('belote', '2024-01-01 10:00:00', '2024-01-01 11:00:00', ?, ?, ?, ?, '{}', ?)",
                     (match.target, len(match.history), json_text(match.scores), match.winner, record))
        conn.executemany("INSERT INTO seats VALUES (1, ?, ?, ?, ?, ?, ?)",
                         [(seat, NAMES[seat], YOU_AND_EXPERTS[seat], side, match.scores[side],
                           int(match.winner == side)) for seat, side in (("N", "NS"), ("E", "EW"), ("S", "NS"),
                                                                         ("W", "EW"))])
        conn.executemany("INSERT INTO hands VALUES (1, ?, ?, ?, ?, ?, ?, '[]')",
                         [(h.number, h.dealer.name, h.contract, None if h.declarer is None else h.declarer.name,
                           json_text(h.points), json_text(h.totals)) for h in match.history])
    conn.close()


def json_text(value) -> str:
    return json.dumps(value)


def test_a_version_3_history_is_read_as_it_is_then_upgraded_and_keeps_its_hands(home):
    old, new = played("belote", 7), played("belote", 8)
    write_version_3_history(home, old)
    stats = player_statistics("belote")
    taken, made, went_set = stats.contracts()
    assert len(stats.games) == 1 and taken > 0 and made == went_set == 0  # an older history did not say
    assert stats.problems == []
    storage.History().record_game("belote", new, YOU_AND_EXPERTS, NAMES)
    with sqlite3.connect(home / storage.HISTORY_FILE) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == storage.SCHEMA_VERSION == 5
    conn.close()
    stats = player_statistics("belote")
    assert len(stats.games) == 2 and [len(g.hands) for g in stats.games] == [len(old.history), len(new.history)]
    assert all(hand.made is None for hand in stats.games[0].hands)
    assert [hand.made for hand in stats.games[1].hands if hand.declared] == [
        h.made for h in new.history if h.declarer is not None and h.declarer.side == "NS"]


def test_the_contracts_of_a_version_3_game_whose_record_was_kept_are_judged_by_replaying_it(home):
    old = played("belote", 7)
    write_version_3_history(home, old, json.dumps({"format": storage.FORMAT, "version": storage.VERSION,
                                                   **old.record()}))
    stats = player_statistics("belote")
    ours = [h for h in old.history if h.declarer is not None and h.declarer.side == "NS"]
    assert stats.contracts() == (len(ours), sum(h.made for h in ours), sum(not h.made for h in ours))
    with sqlite3.connect(home / storage.HISTORY_FILE) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == storage.SCHEMA_VERSION
        assert conn.execute("SELECT COUNT(*) FROM hands WHERE declarer IS NOT NULL AND made IS NULL").fetchone() == (0,)
    conn.close()
    assert storage.History().judge_older_contracts("belote") == 0  # judged once


def test_reset_counts_again_from_the_next_game_and_history_keeps_every_game(home):
    history = storage.History()
    for seed in (1, 2):
        history.record_game("belote", played("belote", seed), YOU_AND_EXPERTS, NAMES)
    history.record_game("pinochle", played("pinochle", 1), YOU_AND_EXPERTS, NAMES)
    reset_statistics("belote")
    stats = player_statistics("belote")
    assert stats.games == [] and stats.reset is not None
    assert len(storage.History().games("belote")) == 2  # History keeps them
    assert len(player_statistics("pinochle").games) == 1  # another game's statistics are untouched
    history.record_game("belote", played("belote", 3), YOU_AND_EXPERTS, NAMES)
    assert len(player_statistics("belote").games) == 1


def test_reset_that_cannot_be_written_says_why_and_changes_nothing(home, monkeypatch):
    storage.History().record_game("belote", played("belote", 1), YOU_AND_EXPERTS, NAMES)

    def read_only(self, work):
        raise sqlite3.OperationalError("attempt to write a readonly database")

    monkeypatch.setattr(storage.History, "_in_transaction", read_only)
    with pytest.raises(storage.StorageError, match="Could not reset your statistics .* Nothing was changed"):
        reset_statistics("belote")
    assert len(player_statistics("belote").games) == 1


def test_a_damaged_history_is_set_aside_and_said(home):
    home.mkdir(parents=True)
    (home / storage.HISTORY_FILE).write_bytes(b"this is not a database" * 100)
    stats = player_statistics("belote")
    assert stats.games == [] and len(stats.problems) == 1 and "set aside" in stats.problems[0]
    assert not (home / storage.HISTORY_FILE).exists()
    assert any(p.name.startswith("history.damaged-") for p in home.iterdir())
