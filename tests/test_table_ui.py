"""The 32 Card Bridge table, driven by real pygame events through the app loop (headless).

The computers decide in a worker thread here (the process is tested in test_table_worker.py); their
decisions depend only on the view and the seed, so every run plays the same hand. The tests wait for
the worker by running frames; nothing is asserted about time.
"""

import pygame
import pytest
from conftest_ui import card_spot, click, new_app, open_table, press, press_menu, run_and_go_on, run_until, top_name

from game.engine import Card, Declaration, IllegalAction, Seat
from game.ui.boss import BossScene
from game.ui.table import paint
from game.ui.table.scene import TableScene
from game.ui.table.scorecard import ScoreCard
from game.ui.widgets.dialogs import MessageBox

DEAL, SEED = 1, 3  # South holds a third, bids 110 spades and must follow suit at some point


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARD_TABLE_HOME", str(tmp_path))
    return tmp_path


def open_bridgee(deal=DEAL, seed=SEED, players=None, **prefs):
    app, table = open_table("belote_bridgee", deal=deal, seed=seed)
    if players:
        table.session.players.update(players)
        table.start_hand()
    table.prefs.confirm = False
    for name, value in prefs.items():
        setattr(table.prefs, name, value)
    return app, table


def wait_for_turn(app, table):
    """Until a human may act, the table waits for the end of turn, or the score card is up."""
    run_until(app, lambda: app.scenes.top is not table or table.turn_end is not None
              or table.ready_human() is not None)


def reason_of(hand, action):
    try:
        hand.clone().apply(action)
    except IllegalAction as exc:
        return exc.reason
    raise AssertionError(f"{action} is legal")


def bid_with_the_panel(app, table):
    panel = table.panel
    assert panel.visible
    hand = table.session.view(Seat.S).hand
    suit = sorted("SHDC", key=lambda s: -sum(1 for c in hand if c.suit == s))[0]
    quantity = next(b for b in panel.quantity_buttons if b.enabled)
    click(app, quantity.rect.center)
    assert quantity.chosen and panel.suit_buttons[suit].enabled
    click(app, panel.suit_buttons[suit].rect.center)
    return f"{quantity.amount}{suit}"


def test_a_whole_hand_played_by_clicks_with_computers_in_the_other_seats():
    app, table = open_bridgee()
    hand = table.session.hand
    my_bid, announced, refusal, medals = None, None, None, 0
    while app.scenes.top is table:
        wait_for_turn(app, table)
        if app.scenes.top is not table:
            break
        if table.turn_end is not None:
            medals += table.shown.medal is not None
            click(app, (320, 300), button=3)  # right click: end of turn
            continue
        if hand.phase == "bidding":
            if my_bid is None:
                my_bid = bid_with_the_panel(app, table)
            else:
                click(app, table.panel.pass_button.rect.center)
            continue
        legal = table.session.legal_actions()
        declarations = [a for a in legal if isinstance(a, Declaration)]
        if declarations:
            click(app, table.game.announce_buttons[declarations[0].kind].rect.center)
            announced = declarations[0]
            assert announced in hand.actions
            continue
        cards = [a for a in legal if isinstance(a, Card)]
        forbidden = [c for c in table.shown.hands[Seat.S] if c not in cards]
        if forbidden and refusal is None:
            before = len(hand.actions)
            click(app, card_spot(table, Seat.S, forbidden[0]))
            refusal = app.scenes.top
            assert isinstance(refusal, MessageBox) and refusal.title == "Not allowed"
            assert reason_of(hand, forbidden[0])[1:] in refusal.text
            assert app.sound.last_played == "refusal" and len(hand.actions) == before
            press(app, pygame.K_RETURN)
            assert app.scenes.top is table
        click(app, card_spot(table, Seat.S, cards[0]))
    assert isinstance(app.scenes.top, ScoreCard)
    assert my_bid in [str(a) for a in hand.actions[:len(hand.calls)]]
    assert announced is not None and refusal is not None and medals == 8
    assert hand.done and len(hand.tricks) == 8
    card_text = app.scenes.top.summary.lines
    assert card_text == hand.result().lines
    assert table.session.match.scores == hand.result().points


def test_the_medal_shows_why_the_card_wins_and_a_computer_card_shows_its_reasons():
    app, table = open_bridgee(players={Seat.S: "expert"})
    run_until(app, lambda: table.turn_end == "trick")
    medal = paint.medal_rect(table)
    assert medal is not None
    event = table.shown.medal
    click(app, medal.center)
    box = app.scenes.top
    assert isinstance(box, MessageBox) and box.text == event.reason and box.title.endswith("wins the trick")
    press(app, pygame.K_RETURN)
    seat, card = table.shown.trick[0]
    spot = paint.layout.TRICK_SPOTS[seat]
    click(app, (spot[0] + 6, spot[1] + 40))
    box = app.scenes.top
    assert isinstance(box, MessageBox) and box.title.startswith(f"Why {seat.full_name} played")
    assert table.session.reasons_for(seat, card)[0] in box.text
    press(app, pygame.K_RETURN)
    assert app.scenes.top is table


def test_a_computer_call_shows_its_reasons_and_without_help_it_does_not():
    app, table = open_bridgee()
    run_until(app, lambda: any(table.shown.calls[s] for s in (Seat.W, Seat.E, Seat.N)))
    seat = next(s for s in (Seat.W, Seat.E, Seat.N) if table.shown.calls[s])
    item = next(i for i in paint.zone_items(table, seat) if i.kind == "call")
    click(app, item.rect.center)
    box = app.scenes.top
    assert isinstance(box, MessageBox) and box.title.startswith(f"Why {seat.full_name}")
    press(app, pygame.K_RETURN)
    table.toggle_without_help()
    click(app, item.rect.center)
    assert app.scenes.top is table and "without help" in table.flash
    assert not table.bulb.visible and not any(b.visible for b in table.peek_buttons.values())


def test_the_hint_gives_the_expert_advice_for_your_turn():
    app, table = open_bridgee()
    run_until(app, lambda: table.ready_human() is not None)
    click(app, table.bulb.rect.center)
    run_until(app, lambda: app.scenes.top is not table)
    box = app.scenes.top
    assert isinstance(box, MessageBox) and box.title == "Hint"
    assert box.text.split(".")[0].split()[0] in ("Pass", "Bid", "Double", "Redouble")


def test_keyboard_choose_a_card_with_the_arrows_and_play_it_with_space():
    app, table = open_bridgee(players={Seat.S: "human"})
    table.session.end_phase("bidding")
    run_and_go_on(app, table, lambda: table.ready_human() is not None and table.hand.phase == "play")
    for declaration in [a for a in table.session.legal_actions() if isinstance(a, Declaration)]:
        click(app, table.game.announce_buttons[declaration.kind].rect.center)
    legal = [a for a in table.session.legal_actions() if isinstance(a, Card)]
    index = table.shown.hands[Seat.S].index(legal[0])
    press(app, pygame.K_RIGHT)
    assert table.selected == 0
    for _ in range(index):
        press(app, pygame.K_d)
    assert table.shown.hands[Seat.S][table.selected] is legal[0]
    press(app, pygame.K_SPACE)
    assert table.hand.actions[-1] is legal[0] or legal[0] in [c for _, c in table.hand.trick]


def test_confirm_asks_before_a_first_card_that_loses_an_announce():
    app, table = open_bridgee(confirm=True)
    table.session.end_phase("bidding")
    run_and_go_on(app, table, lambda: table.ready_human() is not None and table.hand.phase == "play")
    assert table.session.announces_open(Seat.S)
    card = next(a for a in table.session.legal_actions() if isinstance(a, Card))
    click(app, card_spot(table, Seat.S, card))
    box = app.scenes.top
    assert isinstance(box, MessageBox) and box.title == "Confirm" and "announced" in box.text
    press(app, pygame.K_n)
    assert card in table.shown.hands[Seat.S] and app.scenes.top is table


def test_with_two_humans_a_curtain_hides_the_hands_until_the_next_player_clicks():
    app, table = open_bridgee(players={Seat.S: "human", Seat.E: "human"})
    run_until(app, lambda: table.curtain is not None)
    first = table.curtain
    assert first in (Seat.S, Seat.E)
    assert not any(table.face_up(seat) for seat in Seat)
    assert table.ready_human() is None and not table.panel.visible
    click(app, (320, 240))
    assert table.curtain is None and table.viewer == first and table.face_up(first)
    other = Seat.E if first == Seat.S else Seat.S
    assert not table.face_up(other)
    app.run_frames(2)
    assert table.panel.visible and table.panel.title == f"{first.full_name}'s bid"
    press(app, pygame.K_p)
    run_until(app, lambda: table.curtain is not None or table.hand.phase != "bidding")
    assert table.curtain == other
    assert not any(table.face_up(seat) for seat in Seat)
    press(app, pygame.K_SPACE)
    assert table.viewer == other and table.face_up(other) and not table.face_up(first)


def test_the_boss_key_over_the_table_pauses_it_and_comes_back():
    app, table = open_bridgee(players={Seat.S: "expert"})
    app.run_frames(30)
    press(app, pygame.K_F12)
    assert isinstance(app.scenes.top, BossScene) and table.paused
    clock, actions = table.clock, len(table.hand.actions)
    app.run_frames(60)
    assert table.clock == clock and len(table.hand.actions) == actions
    press(app, pygame.K_F12)
    assert app.scenes.top is table and not table.paused
    app.run_frames(10)
    assert table.clock > clock


def test_an_option_changed_in_its_dialog_is_kept_after_a_restart(home):
    app, table = open_bridgee()
    assert table.prefs.end_of_turn == "click"
    press_menu(app, pygame.K_o, pygame.K_e)
    assert top_name(app) == "EndOfTurnDialog"
    press(app, pygame.K_w)
    press(app, pygame.K_RETURN)
    assert app.scenes.top is table and table.prefs.end_of_turn == "wait"
    assert list(home.glob("*table*"))  # written to the user folder
    app, again = open_bridgee()
    assert again.prefs.end_of_turn == "wait"


def test_players_chosen_in_their_dialog_are_kept_after_a_restart():
    app, table = open_bridgee()
    press_menu(app, pygame.K_o, pygame.K_p)
    dialog = app.scenes.top
    assert top_name(app) == "PlayersDialog"
    west = dialog.groups[Seat.W]
    click(app, west.row_rect(west.kinds.index("novice")).center)
    press(app, pygame.K_RETURN)
    assert table.session.players[Seat.W] == "novice"
    _, again = open_bridgee()
    assert again.session.players[Seat.W] == "novice"


def test_f1_opens_the_help_on_the_bidding_page():
    app, table = open_bridgee()
    run_until(app, lambda: table.ready_human() is not None)
    press(app, pygame.K_F1)
    assert top_name(app) == "HelpScene"
    assert app.scenes.top.page.title == "Bidding at the table"


def test_the_game_left_unfinished_is_offered_at_the_next_start(home):
    app = new_app()
    table = TableScene(app, seed=SEED, worker_mode="thread")
    table.prefs.game_speed = 5
    app.push(table)
    assert "guided hand" in app.scenes.top.text  # offered at the first start of the table
    press(app, pygame.K_n)
    run_and_go_on(app, table, lambda: table.ready_human() is not None)
    press(app, pygame.K_p)
    actions = [str(a) for a in table.hand.actions]
    assert table.autosaver.flush()
    assert list(home.glob("*autosave*"))
    app = new_app()
    again = TableScene(app, seed=99, worker_mode="thread")
    app.push(again)
    assert top_name(app) == "MessageBox" and "unfinished" in app.scenes.top.text
    press(app, pygame.K_y)
    assert app.scenes.top is again
    assert [str(a) for a in again.hand.actions] == actions


def test_save_as_then_load_brings_the_game_back():
    app, table = open_bridgee(deal=None, seed=SEED)
    run_and_go_on(app, table, lambda: table.ready_human() is not None)
    saved = [str(a) for a in table.hand.actions]
    press_menu(app, pygame.K_g, pygame.K_a)
    assert top_name(app) == "SaveAsDialog"
    press(app, pygame.K_RETURN)
    assert "saved as" in app.scenes.top.text
    press(app, pygame.K_RETURN)
    press(app, pygame.K_p)
    assert len(table.hand.actions) > len(saved)
    press_menu(app, pygame.K_g, pygame.K_l)
    assert top_name(app) == "LoadDialog" and app.scenes.top.files
    press(app, pygame.K_RETURN)
    assert app.scenes.top is table
    assert [str(a) for a in table.hand.actions] == saved


def test_the_history_opens_in_the_help_viewer():
    app, table = open_bridgee()
    press_menu(app, pygame.K_g, pygame.K_h)
    assert top_name(app) == "HelpScene" and app.scenes.top.title == "History"


def test_a_game_saved_after_the_last_card_holds_the_hand_scored_and_goes_on_at_the_next_hand():
    from game.ui.table.session import TableSession

    app, table = open_bridgee(players={Seat.S: "expert"})
    run_until(app, lambda: table.hand.done)
    record = table.session.record()  # the session scored the hand with its last card
    assert record["current"] is None and record["current_scored"] and len(record["hands"]) == 1
    table.set_session(TableSession.from_record(record))
    assert len(table.session.match.history) == 1 and not table.hand.done and not table.hand.actions


def test_edit_hand_deals_the_cards_dragged_into_a_hand_and_the_rest_at_random():
    from game.engine import card
    from game.ui.table.edit_hand import BOXES

    app, table = open_bridgee()
    press_menu(app, pygame.K_p, pygame.K_e)
    editor = app.scenes.top
    assert top_name(app) == "EditHandScene"
    jack, nine = card("JS"), card("9S")
    start, box = editor.pool_rect(jack).center, BOXES[Seat.S].center
    app.run_frames(2, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
                       pygame.event.Event(pygame.MOUSEMOTION, pos=box, rel=(0, 0), buttons=(1, 0, 0)),
                       pygame.event.Event(pygame.MOUSEBUTTONUP, pos=box, button=1)])
    assert editor.hands[Seat.S] == [jack]
    click(app, editor.pool_rect(nine).center)
    click(app, BOXES[Seat.S].center)
    assert editor.hands[Seat.S] == [jack, nine]
    click(app, editor.dealer_radio.row_rect(4).center)  # West deals
    click(app, editor.buttons["&Deal"].rect.center)
    assert app.scenes.top is table
    hand = table.session.hand
    assert hand.dealer == Seat.W and table.session.practice
    assert {jack, nine} <= set(hand.view(Seat.S).hand)
    assert sum(len(hand.view(s).hand) for s in Seat) == 32


def test_a_game_goes_on_hand_after_hand_to_its_target_and_names_the_winner(monkeypatch):
    from game.ui.table import scene

    monkeypatch.setattr(scene, "_fresh_seed", lambda: 4242)  # a fixed game: a random one may end in one hand
    app, table = open_bridgee(deal=None, players={Seat.S: "advanced", Seat.N: "novice", Seat.E: "novice",
                                                Seat.W: "novice"})
    table.session.set_options(table.session.options.replace(target=500))
    table.new_game()
    hands = 0
    while True:
        run_and_go_on(app, table, lambda: isinstance(app.scenes.top, ScoreCard), limit=20000)
        card = app.scenes.top
        hands += 1
        assert card.summary.totals == table.session.scores()
        if card.match_over:
            break
        press(app, pygame.K_RETURN)  # Next hand
        assert app.scenes.top is table and not table.hand.actions
    match = table.session.match
    assert match.over and max(match.scores.values()) >= 500 and hands == len(match.history) > 1
    assert card.winner == match.winner
    assert f"{'North-South' if match.winner == 'NS' else 'East-West'} win the game!" in card.texts
    assert "New game" in [b.label.replace("&", "") for b in card.buttons.values()]
    press(app, pygame.K_RETURN)  # New game
    assert app.scenes.top is table and not table.session.match.history


def test_a_right_click_on_the_bare_felt_is_the_boss_key_and_at_the_end_of_a_turn_it_goes_on():
    app, table = open_bridgee()
    run_until(app, lambda: table.ready_human() is not None and table.hand.phase == "bidding")
    bare_felt = (505, 335)
    assert paint.thing_at(table, bare_felt) is None and not table.panel.rect.collidepoint(bare_felt)
    click(app, bare_felt, button=3)
    assert isinstance(app.scenes.top, BossScene) and table.paused
    press(app, pygame.K_F12)
    assert app.scenes.top is table
    press(app, pygame.K_p)
    run_until(app, lambda: table.turn_end is not None or table.ready_human() is not None)
    if table.turn_end is not None:  # waiting for the end of a turn: the right click ends it, no clock
        click(app, bare_felt, button=3)
        assert app.scenes.top is table and table.turn_end is None


def test_a_damaged_options_file_is_reported_and_set_aside_and_the_table_opens(home):
    (home / "options-belote_bridgee.json").write_text("{ this is not json", encoding="utf-8")
    app = new_app()
    table = TableScene(app, deal=DEAL, seed=SEED, worker_mode="thread", offer_resume=False)
    app.push(table)
    app.run_frames(2)
    assert top_name(app) == "MessageBox"
    message = app.scenes.top.text
    assert "options-belote_bridgee.json" in message and "set aside" in message
    assert not (home / "options-belote_bridgee.json").exists()
    assert list(home.glob("options-belote_bridgee.damaged-*.json"))
    press(app, pygame.K_RETURN)
    assert app.scenes.top is table and table.session.options == table.session.variant.default_options()


def test_a_damaged_autosave_is_reported_set_aside_and_a_new_game_starts(home):
    (home / "autosave-belote_bridgee.json").write_bytes(b"\x00\x01 damaged")
    app = new_app()
    table = TableScene(app, seed=SEED, worker_mode="thread")
    app.push(table)
    app.run_frames(2)
    assert "guided hand" in app.scenes.top.text  # offered at the first start of the table, over the report
    press(app, pygame.K_n)
    assert top_name(app) == "MessageBox" and "set aside" in app.scenes.top.text
    assert list(home.glob("autosave-belote_bridgee.damaged-*"))
    press(app, pygame.K_RETURN)
    assert app.scenes.top is table and table.hand.actions == []


def test_a_full_disk_when_saving_gives_a_message_and_the_game_goes_on(monkeypatch):
    import errno

    from game import storage

    def full_disk(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    app, table = open_bridgee(deal=None, seed=SEED)
    run_and_go_on(app, table, lambda: table.ready_human() is not None)
    before = [str(a) for a in table.hand.actions]
    monkeypatch.setattr(storage.files.os, "replace", full_disk)
    press_menu(app, pygame.K_g, pygame.K_a)
    press(app, pygame.K_RETURN)
    assert top_name(app) == "MessageBox" and "disk is full" in app.scenes.top.text.lower()
    press(app, pygame.K_RETURN)
    assert app.scenes.top is table and [str(a) for a in table.hand.actions] == before
    press(app, pygame.K_p)
    assert len(table.hand.actions) == len(before) + 1


def test_backcolor_changes_the_felt_and_is_kept_after_a_restart(home):
    from game import storage
    from game.ui import theme
    from game.ui.settings import UiSettings

    def felt_colour():  # the mean colour of a patch of bare felt
        pixels = [app.screen.get_at((x, y)) for x in range(495, 515) for y in range(325, 345)]
        return tuple(sum(p[i] for p in pixels) / len(pixels) for i in range(3))

    app, table = open_bridgee()
    app.run_frames(2)
    before = felt_colour()
    press_menu(app, pygame.K_o, pygame.K_b)
    assert top_name(app) == "BackcolorDialog"
    press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)
    assert app.scenes.top is table and app.settings.felt == list(theme.FELTS)[1] == "blue"
    app.run_frames(2)
    after = felt_colour()
    assert before[1] > before[2] and after[2] > after[1]  # green felt, then blue felt
    settings, problems = storage.load_settings(UiSettings)
    assert settings.felt == list(theme.FELTS)[1] and problems == []


def test_an_autosave_that_cannot_be_written_is_reported_once_and_play_goes_on(monkeypatch):
    import errno

    from game import storage

    def read_only(*args, **kwargs):
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(storage.files.os, "replace", read_only)
    app, table = open_bridgee(deal=None, seed=SEED)
    run_and_go_on(app, table, lambda: table.ready_human() is not None)
    press(app, pygame.K_p)  # an action: the autosave tries to write it
    assert table.autosaver.flush()
    run_until(app, lambda: top_name(app) == "MessageBox")
    assert "read-only" in app.scenes.top.text and app.scenes.top.title == "Saving"
    press(app, pygame.K_RETURN)
    run_and_go_on(app, table, lambda: table.ready_human() is not None)
    actions = len(table.hand.actions)
    press(app, pygame.K_p)
    assert table.autosaver.flush()
    app.run_frames(3)
    assert len(table.hand.actions) > actions  # the game went on
    assert app.scenes.top is table  # and the same problem is not shown a second time


def test_confirm_switches_the_questions_of_new_game_and_exit_on_and_off():
    """Issue 13, item 7: the manual's Confirm "activates or deactivates the confirmation message boxes"."""
    from conftest_ui import choose_from_menu

    app, table = open_bridgee(confirm=True)
    run_and_go_on(app, table, lambda: table.ready_human() is not None)
    press(app, pygame.K_p)
    assert table.hand.actions
    choose_from_menu(app, table, "New game")
    assert isinstance(app.scenes.top, MessageBox) and app.scenes.top.title == "New game"
    press(app, pygame.K_n)
    choose_from_menu(app, table, "Exit")
    assert isinstance(app.scenes.top, MessageBox) and app.scenes.top.title == "Quit"
    press(app, pygame.K_n)
    assert app.running and table.hand.actions
    choose_from_menu(app, table, "Confirm", menu="Options")  # Options > Confirm: off
    assert not table.prefs.confirm
    seed = table.session.seed
    choose_from_menu(app, table, "New game")
    assert app.scenes.top is table and table.session.seed != seed  # a new game at once, no question
    choose_from_menu(app, table, "Exit")
    assert not app.running


def test_the_left_peek_arrow_shows_the_last_trick_as_in_the_manual():
    """Issue 13, item 7: "Click on the left arrow to peek at the last trick"."""
    app, table = open_bridgee()
    rects = {key: button.rect for key, button in table.peek_buttons.items()}
    assert rects["last"].right <= min(rects[key].left for key in ("N", "E", "W")) + 1  # the left arm of the cross
    assert table.peek_buttons["last"].sprite == "ui/arrow_left"
    run_and_go_on(app, table, lambda: table.ready_human() is not None)
    click(app, rects["last"].center)
    assert table.peek["last"] and not table.peek["W"]
    click(app, rects["W"].center)
    assert table.peek["W"] and table.face_up(Seat.W)
