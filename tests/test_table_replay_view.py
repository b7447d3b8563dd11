"""The replay viewer (issue 17): after any hand, and from History, a finished hand stepped through forwards and
backwards with all four hands shown, the auction, the tricks, the medal's reason at each trick's end and the
computers' reasons, the same in every game. The computers' reasons are kept with each hand's record."""

from dataclasses import replace

import pygame
import pytest
from conftest_ui import choose_from_menu, click, my_turn, open_table, press, run_and_go_on, table_home

from game.ai.player import Decision
from game.engine import PASS, Seat
from game.engine.records import match_from_record, reasons_of
from game.ui.table.replay_steps import ReplaySteps, sentence
from game.ui.table.replay_view import CAPTION_TEXT, ReplayViewer
from game.ui.table.scorecard import ScoreCard
from game.ui.table.session import TableSession

GAMES = ["belote_bridgee", "belote", "bridge", "pinochle", "scotch_whist"]
SEATS = (Seat.N, Seat.E, Seat.S, Seat.W)


class FirstBidder:
    """The first to speak bids the lowest it may, then everybody passes; the first card allowed is played. Its
    reason names the move, so a test can tell one from another."""

    def decide(self, view):
        legal = list(view.legal)
        bid = any(call is not PASS for _, call in view.public.auction)
        wanted = PASS if PASS in legal and bid else next((a for a in legal if a is not PASS), legal[0])
        return Decision(wanted, [f"The test's player chose {wanted} at move {len(view.history)}."])


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    yield from table_home(tmp_path, monkeypatch, FirstBidder())


def finished_hand_at_the_table(variant_id: str):
    """A table whose first hand the computer finished for South (End cards), the box that shows its score on top
    (the score card; Contract Bridge's score sheet, Scotch Whist's hand scores)."""
    app, table = open_table(variant_id, seed=21)
    table.prefs.confirm = False
    my_turn(app, table)
    choose_from_menu(app, table, "End cards", menu="Practice")
    run_and_go_on(app, table, lambda: "view replay" in getattr(app.scenes.top, "buttons", {}))
    return app, table, app.scenes.top


def seen(state, seat):
    """What ``seat`` sees of ``state``, but the match's context (a record rebuilds the hand without it)."""
    return replace(state.view(seat), context={})


def shows_state(viewer, hand, number: int) -> bool:
    expected = hand.replayed(number)
    return viewer.number == number and all(seen(viewer.state, seat) == seen(expected, seat) for seat in SEATS)


@pytest.mark.parametrize("variant_id", GAMES)
def test_the_score_card_s_view_replay_steps_through_the_whole_hand_and_back(variant_id):
    app, table, card = finished_hand_at_the_table(variant_id)
    hand = table.hand
    click(app, card.buttons["view replay"].rect.center)
    viewer = app.scenes.top
    assert isinstance(viewer, ReplayViewer) and table.paused and viewer.steps.last == len(hand.actions)
    assert shows_state(viewer, hand, 0) and "deals" in viewer.caption_text()
    for number in range(1, len(hand.actions) + 1):
        press(app, pygame.K_RIGHT)
        assert shows_state(viewer, hand, number)
        assert viewer.step.action == hand.actions[number - 1]
    press(app, pygame.K_RIGHT)  # at the end it stays there
    assert viewer.number == viewer.steps.last and not viewer.buttons["forward"].enabled
    for number in range(len(hand.actions) - 1, -1, -1):
        press(app, pygame.K_LEFT)
        assert shows_state(viewer, hand, number)
    assert not viewer.buttons["back"].enabled
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is card and table.hand is hand  # the score card and the table, as they were


def test_buttons_and_keys_move_by_a_move_a_trick_or_to_either_end():
    app, table, card = finished_hand_at_the_table("bridge")
    hand = table.hand
    click(app, card.buttons["view replay"].rect.center)
    viewer = app.scenes.top
    click(app, viewer.buttons["last"].rect.center)
    assert shows_state(viewer, hand, len(hand.actions))
    click(app, viewer.buttons["first"].rect.center)
    assert shows_state(viewer, hand, 0)
    click(app, viewer.buttons["forward"].rect.center)
    click(app, viewer.buttons["forward"].rect.center)
    click(app, viewer.buttons["back"].rect.center)
    assert shows_state(viewer, hand, 1)
    press(app, pygame.K_END)
    assert viewer.number == len(hand.actions)
    press(app, pygame.K_HOME)
    assert viewer.number == 0
    press(app, pygame.K_PAGEDOWN)  # the end of the first trick
    first_trick_end = hand.play_start + 4
    assert shows_state(viewer, hand, first_trick_end) and viewer.step.trick_won is not None
    press(app, pygame.K_PAGEDOWN)
    assert viewer.number == first_trick_end + 4
    press(app, pygame.K_PAGEUP)
    assert viewer.number == first_trick_end
    press(app, pygame.K_PAGEUP)  # before the first card: the auction over
    assert viewer.number == hand.play_start
    app.run_frames(2, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)])
    assert viewer.number == hand.play_start + 1
    app.run_frames(2, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)])
    assert viewer.number == hand.play_start
    click(app, viewer.buttons["close"].rect.center)
    assert app.scenes.top is card


def test_a_trick_s_end_shows_the_medal_and_its_reason_and_a_computer_s_move_its_reasons():
    from game.ui import resources

    app, table, card = finished_hand_at_the_table("belote_bridgee")
    hand = table.hand
    click(app, card.buttons["view replay"].rect.center)
    viewer = app.scenes.top
    press(app, pygame.K_PAGEDOWN)
    won = viewer.step.trick_won
    assert won is not None and viewer.steps.shown_trick(viewer.number) == (list(won.cards), won)
    assert f"{won.winner.full_name} wins the trick: {sentence(won.reason)}" in viewer.caption_text()
    app.run_frames(2)
    x, y = viewer.trick_spots()[won.winner]
    medal = resources.image("ui/medal")
    opaque = [(px, py) for px in range(medal.get_width()) for py in range(medal.get_height())
              if medal.get_at((px, py)).a == 255]
    assert opaque and all(app.screen.get_at((x + 71 - 30 + px, y + 6 + py))[:3] == medal.get_at((px, py))[:3]
                          for px, py in opaque)  # the medal on the winner's card
    press(app, pygame.K_HOME)
    press(app, pygame.K_RIGHT)  # the first call, a computer's
    words = viewer.caption_text()
    assert f"{viewer.step.seat.full_name}'s reasons: The test's player chose {hand.actions[0]} at move 0." in words
    click(app, CAPTION_TEXT.center)  # the words in a box of their own
    box = app.scenes.top
    assert type(box).__name__ == "MessageBox" and f"The test's player chose {hand.actions[0]}" in box.text
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is viewer


def test_practice_view_the_last_hand_opens_the_viewer_on_the_hand_just_played():
    app, table, card = finished_hand_at_the_table("belote")
    card.finish("next hand")
    app.run_frames(2)
    last = table.session.match.records[-1]
    choose_from_menu(app, table, "View the last hand...", menu="Practice")
    viewer = app.scenes.top
    assert isinstance(viewer, ReplayViewer) and viewer.title == "Hand 1"
    assert [str(step.action) for step in viewer.steps.steps[1:]] == last["actions"]
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is table and not table.paused


# -- the reasons kept with the records ----------------------------------------------------------------------------
def test_the_reasons_go_with_the_hand_s_record_into_the_autosave_and_back():
    session = TableSession("bridge", seed=3)
    while not session.hand.done:
        session.apply(session.legal_actions()[0], [f"Reason {len(session.hand.actions)}."])
    kept = reasons_of(session.match.records[-1])
    assert kept == {index: [f"Reason {index}."] for index in range(len(session.match.records[-1]["actions"]))}
    session.next_hand()
    session.apply(session.legal_actions()[0], ["Why the first call of the second hand."])
    record = session.record()
    assert reasons_of(match_from_record(record).records[0]) == kept
    again = TableSession.from_record(record)
    assert again.reasons == {0: ["Why the first call of the second hand."]}
    assert reasons_of(again.match.records[0]) == kept


def test_a_record_without_reasons_or_with_damaged_ones_still_views():
    session = TableSession("pinochle", seed=3)
    while not session.hand.done:
        session.apply(session.legal_actions()[0])
    record = session.match.records[-1]
    assert "reasons" not in record  # as an older version wrote it
    steps = ReplaySteps(record)
    assert len(steps) == len(record["actions"]) + 1 and not any(step.reasons for step in steps.steps)
    damaged = {**record, "reasons": {"0": "not a list", "x": ["not a move"], "3": [1, 2], "5": ["Kept."]}}
    assert reasons_of(damaged) == {5: ["Kept."]} and ReplaySteps(damaged).steps[6].reasons == ["Kept."]
    app, table = open_table("pinochle")
    table.view_hand(record, "Hand 1")
    viewer = app.scenes.top
    press(app, pygame.K_END)
    assert isinstance(viewer, ReplayViewer) and "reasons" not in viewer.caption_text()


# -- from History ------------------------------------------------------------------------------------------------
def test_a_hand_of_a_finished_game_is_viewed_from_history_with_its_reasons():
    from game import storage
    from game.ui.help import HelpScene
    from game.ui.table.dialogs import HistoryGamesDialog, ReplayHandDialog
    from game.variants import VARIANTS

    options = VARIANTS["belote"].default_options().replace(target=500)
    computers = dict.fromkeys(SEATS, "novice")
    app, table = open_table("belote", TableSession("belote", options, computers, seed=5))
    table.prefs.confirm = False
    while True:
        run_and_go_on(app, table, lambda: isinstance(app.scenes.top, ScoreCard))
        if app.scenes.top.match_over:
            break
        press(app, pygame.K_RETURN)  # Next hand
    finished = table.session.match
    press(app, pygame.K_RETURN)  # New game
    assert table.autosaver.flush()
    [kept] = storage.History().games("belote")
    record, _ = storage.History().game_record(kept["id"])
    assert reasons_of(record["hands"][0])  # the computers' reasons went into the history

    choose_from_menu(app, table, "History...")
    help_scene = app.scenes.top
    assert isinstance(help_scene, HelpScene)
    click(app, help_scene.buttons["Replay a hand..."].rect.center)
    assert isinstance(app.scenes.top, HistoryGamesDialog)
    press(app, pygame.K_RETURN)
    hands = app.scenes.top
    assert isinstance(hands, ReplayHandDialog) and "view" in hands.buttons
    click(app, hands.buttons["view"].rect.center)  # the first hand, viewed instead of played
    viewer = app.scenes.top
    assert isinstance(viewer, ReplayViewer) and viewer.title == "Hand 1"
    first = finished.records[0]
    assert [str(step.action) for step in viewer.steps.steps[1:]] == first["actions"]
    press(app, pygame.K_RIGHT)
    assert f"{viewer.step.seat.full_name}'s reasons: " in viewer.caption_text()
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is table and not table.session.replaying  # nothing was replayed


@pytest.mark.parametrize("variant_id", GAMES)
def test_every_table_s_help_says_how_to_view_a_hand_again(variant_id):
    from game.ui.games import traits_for
    from game.ui.markdown import parse_pages

    pages = {page.title for page in parse_pages(traits_for(variant_id).table_help)}
    assert "Viewing a hand again" in pages
    text = traits_for(variant_id).table_help.split("# Viewing a hand again")[1]
    assert all(words in text for words in ("**View replay**", "**Practice > View the last hand...**", "**View**",
                                           "**Page Up**", "**Esc**", "medal", "reasons"))


def test_the_words_of_each_move_say_who_made_it_and_from_which_hand():
    session = TableSession("bridge", seed=4)
    bid = False
    while not session.hand.done:
        legal = session.legal_actions()
        wanted = PASS if PASS in legal and bid else next((a for a in legal if a is not PASS), legal[0])
        bid = bid or wanted is not PASS
        session.apply(wanted)
    steps = ReplaySteps(session.match.records[-1])
    hand = steps.final
    assert steps.caption(0)[0].startswith(f"{hand.dealer.full_name} deals.")
    first_call = steps.steps[1]
    assert steps.caption(1)[0] == f"{first_call.seat.full_name} bids {first_call.action.amount}" \
        f"{'NT' if first_call.action.strain == 'NT' else '[' + first_call.action.strain + ']'}."
    dummy = hand.view(Seat.S).public.dummy
    from_dummy = [step for step in steps.steps[hand.play_start + 1:]
                  if steps.state(step.number - 1).playing_from(step.seat) == dummy]
    assert from_dummy and all("from the dummy" in steps.caption(step.number)[0] for step in from_dummy)
    assert all(step.seat == dummy.partner for step in from_dummy)  # the declarer plays the dummy's cards
    ends = [step.number for step in steps.steps if step.trick_won is not None]
    assert len(ends) == 13 and steps.tricks_won(steps.last) == {
        side: sum(1 for number in ends if steps.steps[number].trick_won.winner.side == side) for side in ("NS", "EW")}
