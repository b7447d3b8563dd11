"""Pinochle's score file: what hand-built and real Pinochle results add, the file kept, checked and set aside, and
Game > Score file at the Pinochle table by real events (headless; the seats are played by a stub in the worker's
place: it passes, names the first suit allowed and plays the first card allowed)."""

from __future__ import annotations

import json
import random
import re
from datetime import date
from pathlib import Path

import pygame
import pytest
from conftest_ui import click, new_app, press

from game import score_file, storage
from game.ai.player import Decision
from game.engine import Seat
from game.engine.match import Match
from game.engine.result import ScoreEntry
from game.ui.table import worker
from game.ui.table.dialogs import ScoreFileDialog
from game.ui.table.scene import TableScene
from game.ui.table.scorecard import ScoreCard
from game.ui.table.session import TableSession
from game.ui.widgets.dialogs import MessageBox
from game.variants import VARIANTS
from game.variants.belote.score_file import BELOTE
from game.variants.pinochle.rules import PinochleResult
from game.variants.pinochle.score_file import PINOCHLE as PINOCHLE_COUNTING

PINOCHLE = VARIANTS["pinochle"]
ASIDE = r"\.damaged-\d{8}-\d{6}(-\d+)?\.json"
COMPUTERS = {seat: "expert" for seat in Seat}
TOTALS = ["points", "games_won", "taken", "made", "set", "set_before_play", "outright", "meld", "counters",
          "best_hand", "highest_bid"]


class StubPlayer:
    def decide(self, view):
        return Decision(list(view.legal)[0], ["the test's stub player"])


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    folder = tmp_path / "home"
    monkeypatch.setenv(storage.HOME_VARIABLE, str(folder))
    return folder


def result(points, entries, bidder=Seat.S, bid=50, made=True, **flags) -> PinochleResult:
    """A Pinochle result as score_hand writes one: entries (kind, points) per side."""
    return PinochleResult(points=points, lines=[], made=made, declarer=bidder, contract=str(bid),
                          entries={side: [ScoreEntry(kind, pts, kind) for kind, pts in entries.get(side, [])]
                                   for side in ("NS", "EW")}, **flags)


def started() -> score_file.ScoreFile:
    return score_file.new_file("pinochle", date(2024, 3, 1))


def envelope(scores) -> dict:
    return {"format": storage.FORMAT, "version": 1, "kind": "scores", "variant": "pinochle", "scores": scores}


# -- counting --------------------------------------------------------------------------------------------------------
def test_a_made_bid_counts_meld_counters_the_bid_and_both_sides_points():
    sheet = started()
    made = result({"NS": 77, "EW": 21}, {"NS": [("meld", 24), ("base", 10), ("counters", 33), ("bonus", 10)],
                                         "EW": [("meld", 4), ("counters", 17)]}, bidder=Seat.N, bid=62)
    score_file.count_hand(sheet, made)
    ns, ew = sheet.sides["NS"], sheet.sides["EW"]
    assert (ns.points, ns.taken, ns.made, ns.set, ns.meld, ns.counters, ns.best_hand, ns.highest_bid) == \
        (77, 1, 1, 0, 34, 33, 77, 62)
    assert (ew.points, ew.taken, ew.made, ew.meld, ew.counters, ew.best_hand, ew.highest_bid) == \
        (21, 0, 0, 4, 17, 21, 0)
    assert (sheet.counts.hands, sheet.counts.dropped, sheet.games) == (1, 0, 0)
    score_file.count_hand(sheet, result({"NS": 60, "EW": 0}, {"NS": [("meld", 30), ("counters", 30)]}, bid=55))
    assert (ns.made, ns.highest_bid, ns.best_hand, ns.points) == (2, 62, 77, 137)  # the highest bid stays


def test_a_bid_set_in_play_and_one_set_before_play_on_a_dropped_bid():
    sheet = started()
    in_play = result({"NS": 26, "EW": -65}, {"EW": [("set", -65)], "NS": [("meld", 6), ("counters", 20)]},
                     bidder=Seat.W, bid=65, made=False)
    score_file.count_hand(sheet, in_play)
    before_play = result({"NS": -50, "EW": 12}, {"NS": [("set", -50)], "EW": [("meld", 12)]}, bidder=Seat.S,
                         made=False, dropped=True, set_before_play=True)
    score_file.count_hand(sheet, before_play)
    ns, ew = sheet.sides["NS"], sheet.sides["EW"]
    assert (ew.taken, ew.made, ew.set, ew.set_before_play, ew.points, ew.best_hand, ew.highest_bid) == \
        (1, 0, 1, 0, -53, 12, 0)
    assert (ns.taken, ns.made, ns.set, ns.set_before_play, ns.points, ns.meld, ns.counters) == (1, 0, 1, 1, -24, 6, 20)
    assert (sheet.counts.hands, sheet.counts.dropped) == (2, 1)
    assert score_file.summary(sheet) == \
        "Kept since 1 March 2024.\n2 hands played (1 dropped on the dealer), 0 games won."


def test_an_outright_win_counts_the_game_and_not_the_counters_it_replaced():
    sheet = started()
    outright = result({"NS": 350, "EW": -54}, {"NS": [("outright", 350)], "EW": [("set", -54)]}, bidder=Seat.E,
                      bid=54, made=False, outright="NS")
    score_file.count_hand(sheet, outright, winner="NS")
    ns, ew = sheet.sides["NS"], sheet.sides["EW"]
    assert (ns.outright, ns.games_won, ns.points, ns.best_hand, ns.counters, ns.taken) == (1, 1, 350, 350, 0, 0)
    assert (ew.outright, ew.games_won, ew.set, ew.set_before_play, ew.points) == (0, 0, 1, 0, -54)
    assert score_file.summary(sheet).endswith("1 hand played (0 dropped on the dealer), 1 game won.")


def test_the_rows_are_pinochles_totals_in_order():
    sheet = started()
    sheet.sides["EW"].set_before_play = 2
    rows = score_file.rows(sheet)
    assert [label for label, _ in rows] == ["Total points", "Games won", "Bids taken", "Bids made", "Set",
                                            "Set before play", "Outright wins", "Meld scored", "Counters scored",
                                            "Best hand", "Highest bid made"]
    assert ("Set before play", ["0", "2"]) in rows
    sheet.sides["NS"].points, sheet.counts.hands = -1234567, 12345
    assert score_file.rows(sheet)[0] == ("Total points", ["-1,234,567", "0"])
    assert "12,345 hands played (0 dropped on the dealer)" in score_file.summary(sheet)


def test_real_pinochle_hands_add_up_to_the_match_scores():
    rng = random.Random(3)
    match = Match(PINOCHLE, PINOCHLE.default_options(), seed=3)
    sheet = score_file.new_file("pinochle")
    dropped = set_before_play = outright = 0
    while not match.over and len(match.history) < 40:
        hand = match.current
        while not hand.done:  # mostly pass, else the lowest bid; then any card allowed
            legal = hand.legal_actions()
            if hand.phase == "bidding":
                hand.apply(legal[0] if rng.random() < 0.75 or len(legal) < 2 else legal[1])
            else:
                hand.apply(rng.choice(legal))
        match.finish_hand()
        dropped += hand.dropped
        set_before_play += hand.set_reason is not None
        outright += hand.result().outright is not None
        score_file.count_hand(sheet, hand.result(), match.winner)
        if not match.over:
            match.next_hand()
    assert match.over and sheet.counts.hands == len(match.history)
    assert {side: sheet.sides[side].points for side in score_file.SIDES} == match.scores
    assert sheet.counts.dropped == dropped and dropped  # this seed drops some bids on the dealer
    assert sum(t.set_before_play for t in sheet.sides.values()) == set_before_play and set_before_play
    assert sum(t.outright for t in sheet.sides.values()) == outright
    assert sum(t.taken for t in sheet.sides.values()) == sheet.counts.hands
    assert sheet.sides[match.winner].games_won == sheet.games == 1
    for side, totals in sheet.sides.items():
        assert totals.made + totals.set == totals.taken and totals.set_before_play <= totals.set
        assert totals.best_hand == max(0, *(h.points[side] for h in match.history))


def test_pinochle_and_belote_keep_score_files_and_bridge_none():
    assert score_file.offered("pinochle") and score_file.offered("belote") and not score_file.offered("bridge")
    with pytest.raises(ValueError, match="keeps no score file"):
        score_file.new_file("bridge")
    assert score_file.new_file("pinochle").game is PINOCHLE_COUNTING
    assert score_file.ScoreFile().game is BELOTE  # Belote's by default, as before


def test_belotes_json_keeps_its_keys():
    sheet = score_file.ScoreFile.started(date(2024, 3, 1))
    data = sheet.to_json()
    assert list(data) == ["since", "hands", "passed_out", "sides"]
    assert list(data["sides"]["NS"]) == ["points", "games_won", "taken", "made", "dedans", "capots", "belotes",
                                         "declarations", "best_hand"]


# -- the file --------------------------------------------------------------------------------------------------------
def test_a_pinochle_file_round_trips_through_json(home):
    sheet, problems = storage.load_score_file("pinochle")
    assert problems == [] and sheet == score_file.new_file("pinochle") and not home.exists()
    score_file.count_hand(sheet, result({"NS": -50, "EW": 12}, {"NS": [("set", -50)], "EW": [("meld", 12)]},
                                        made=False, dropped=True, set_before_play=True), winner="EW")
    storage.save_score_file("pinochle", sheet)
    assert storage.load_score_file("pinochle") == (sheet, [])
    saved = json.loads((home / "scores-pinochle.json").read_text(encoding="utf-8"))
    assert saved["variant"] == "pinochle" and list(saved["scores"]) == ["since", "hands", "dropped", "sides"]
    assert list(saved["scores"]["sides"]["NS"]) == TOTALS
    assert saved["scores"]["dropped"] == 1 and saved["scores"]["sides"]["NS"]["set_before_play"] == 1
    assert saved["scores"]["sides"]["EW"]["games_won"] == 1
    assert score_file.from_json(saved["scores"], PINOCHLE_COUNTING) == (sheet, [])
    assert storage.load_score_file("belote")[0].game is BELOTE  # each game its own file


def test_a_wrong_pinochle_value_is_reported_and_counts_from_zero(home):
    path = home / "scores-pinochle.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(envelope({"since": "2023-05-06", "hands": 12, "dropped": "two", "passed_out": 1,
                                         "sides": {"NS": {"points": 300, "set_before_play": -1, "meld": 140},
                                                   "EW": {"points": 250, "highest_bid": 6.5}}})), encoding="utf-8")
    sheet, [problem] = storage.load_score_file("pinochle")
    assert (sheet.counts.since, sheet.counts.hands, sheet.counts.dropped) == ("2023-05-06", 12, 0)
    ns, ew = sheet.sides["NS"], sheet.sides["EW"]
    assert (ns.points, ns.set_before_play, ns.meld, ew.points, ew.highest_bid) == (300, 0, 140, 250, 0)
    for words in ("Dropped on the dealer: 'two' is not a whole number", "unknown option 'passed_out'",
                  "North-South: Set before play: -1 is below the smallest allowed value, 0",
                  "East-West: Highest bid made: 6.5 is not a whole number"):
        assert words in problem
    assert len([p for p in home.iterdir() if re.fullmatch(r"scores-pinochle" + ASIDE, p.name)]) == 1
    assert storage.load_score_file("pinochle") == (sheet, [])  # the good values were written back


def test_a_damaged_pinochle_file_is_set_aside_and_erase_starts_a_pinochle_file(home):
    path = home / "scores-pinochle.json"
    path.parent.mkdir(parents=True)
    path.write_text("{\"format\": \"card-tab", encoding="utf-8")
    sheet, [problem] = storage.load_score_file("pinochle")
    [aside] = [p for p in home.iterdir() if re.fullmatch(r"scores-pinochle" + ASIDE, p.name)]
    assert "not valid JSON" in problem and str(aside) in problem and not path.exists()
    assert sheet == score_file.new_file("pinochle")
    sheet.sides["NS"].points = 900
    storage.save_score_file("pinochle", sheet)
    fresh = storage.erase_score_file("pinochle")
    assert fresh == score_file.new_file("pinochle") and storage.load_score_file("pinochle") == (fresh, [])


# -- at the table ----------------------------------------------------------------------------------------------------
@pytest.fixture
def stubbed(home, monkeypatch):
    monkeypatch.setattr(worker, "computer_player", lambda variant_id, skill, seed: StubPlayer())
    worker.close_shared()
    yield home
    worker.close_shared()


def open_table(seed: int, target: int = 50):
    """Game ``seed`` played by the stubs to a target of ``target``. Game 10: two hands, both bids dropped on the
    dealer; North-South are set before play, then East-West take every counter."""
    app = new_app()
    app.settings.animation_speed = 10
    options = PINOCHLE.default_options().replace(target=target)
    session = TableSession("pinochle", options, dict(COMPUTERS), seed=seed)
    table = TableScene(app, variant_id="pinochle", session=session, worker_mode="thread", offer_resume=False)
    table.prefs.game_speed = 5
    app.push(table)
    return app, table


def run_to_score_card(app, table) -> ScoreCard:
    for _ in range(20000):
        if isinstance(app.scenes.top, ScoreCard):
            assert table.autosaver.flush()  # the end of the hand is written by the autosave thread
            return app.scenes.top
        if table.turn_end is not None and app.scenes.top is table:
            click(app, (320, 300), button=3)  # right click: end of turn
        app.run_frames(1)
    raise AssertionError("no score card")


def choose_score_file(app, table) -> None:
    bar = table.menu_bar
    click(app, bar.title_rects[0].center)
    assert bar.is_open and bar.open_menu.label == "&File"
    [index] = [i for i, item in enumerate(bar.open_menu.items) if item.label.replace("&", "") == "Score file..."]
    click(app, bar.item_rects()[index].center)


def test_a_pinochle_game_at_the_table_is_counted_shown_and_erased(stubbed):
    app, table = open_table(10)
    card = run_to_score_card(app, table)
    sheet, problems = storage.load_score_file("pinochle")
    assert problems == [] and (sheet.counts.hands, sheet.counts.dropped) == (1, 1)
    assert sheet.sides["NS"].set_before_play == 1 and sheet.sides["NS"].points == -50
    click(app, card.buttons["next hand"].rect.center)
    card = run_to_score_card(app, table)
    match = table.session.match
    assert match.over and match.winner == "EW" and match.history[-1].points["EW"] == 50
    sheet, problems = storage.load_score_file("pinochle")
    ew = sheet.sides["EW"]
    assert problems == [] and (sheet.counts.hands, sheet.counts.dropped, sheet.games) == (2, 2, 1)
    assert (ew.outright, ew.games_won, ew.taken, ew.made) == (1, 1, 1, 1)
    assert {side: totals.points for side, totals in sheet.sides.items()} == match.scores
    click(app, card.buttons["close"].rect.center)
    assert app.scenes.top is table

    choose_score_file(app, table)
    dialog = app.scenes.top
    assert isinstance(dialog, ScoreFileDialog) and dialog.title == "Score file - Double-Deck Pinochle"
    assert dialog.texts[0].endswith("2 hands played (2 dropped on the dealer), 1 game won.")
    assert dialog.texts[1:4] == ["Total points", str(match.scores["NS"]), str(match.scores["EW"])]
    assert dialog.texts[-3:] == ["Highest bid made", "0", str(ew.highest_bid)] and ew.highest_bid == 50
    assert ["Outright wins", "0", "1"] == dialog.texts[dialog.texts.index("Outright wins"):][:3]
    assert pygame.Rect(0, 0, 640, 480).contains(dialog.rect)
    app.run_frames(1)  # drawn with the figures

    click(app, dialog.buttons["erase"].rect.center)
    assert isinstance(app.scenes.top, MessageBox) and app.scenes.top.title == "Erase the score file"
    press(app, pygame.K_n, text="n")
    assert app.scenes.top is dialog and storage.load_score_file("pinochle")[0] == sheet
    click(app, dialog.buttons["erase"].rect.center)
    press(app, pygame.K_y, text="y")
    erased, _ = storage.load_score_file("pinochle")
    assert erased == score_file.new_file("pinochle") and dialog.sheet == erased
    assert dialog.texts[0].endswith("0 hands played (0 dropped on the dealer), 0 games won.")
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is table


def test_the_dialog_fits_the_window_with_big_numbers_in_both_games(stubbed):
    app = new_app()
    for variant_id, name in (("pinochle", "Double-Deck Pinochle"), ("belote", "Belote")):
        sheet = score_file.new_file(variant_id)
        sheet.counts.hands, sheet.sides["NS"].points, sheet.sides["EW"].games_won = 123456, -1234567, 4444
        dialog = app.push(ScoreFileDialog(app, name, sheet, lambda: (None, "no")))
        app.run_frames(1)
        assert "123,456 hands" in dialog.texts[0] and "-1,234,567" in dialog.texts
        table = dialog.table_rect()
        assert pygame.Rect(0, 0, 640, 480).contains(dialog.rect) and dialog.client_rect.contains(table)
        assert table.bottom + 5 <= dialog.buttons["erase"].rect.top
        dialog.finish("close")


def test_a_damaged_pinochle_file_is_said_when_the_menu_opens_it(stubbed):
    stubbed.mkdir(parents=True)
    (stubbed / "scores-pinochle.json").write_text("[1, 2", encoding="utf-8")
    app, table = open_table(10)
    choose_score_file(app, table)
    box = app.scenes.top
    assert isinstance(box, MessageBox) and box.title == "Score file" and "set aside" in box.text
    press(app, pygame.K_RETURN)
    dialog = app.scenes.top
    assert isinstance(dialog, ScoreFileDialog) and dialog.sheet == score_file.new_file("pinochle")
    assert "Set before play" in dialog.texts
