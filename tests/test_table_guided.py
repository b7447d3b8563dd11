"""The guided first hand at the table (Help > Guided first hand, and the first start's offer): played through real
events by doing what each bubble asks, a wrong card refused with the guide's words, leaving asks first, and
nothing is kept."""

import pygame
import pytest
from conftest_ui import (
    card_spot,
    choose_from_menu,
    click,
    move,
    open_table,
    press,
    run_until,
    table_from_title_screen,
    table_home,
    top_name,
)

from game.engine import Seat
from game.ui.table import store
from game.ui.table.guided import GuidedTableScene
from game.ui.table.scene import TableScene
from game.ui.table.scorecard import ScoreCard
from game.ui.widgets.dialogs import MessageBox
from game.variants import GAMES


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    yield from table_home(tmp_path, monkeypatch)


def open_guided(variant_id="belote_bridgee"):
    app, table = open_table(variant_id)
    choose_from_menu(app, table, "Guided first hand", "Help")
    guided = app.scenes.top
    assert isinstance(guided, GuidedTableScene)
    return app, table, guided


def next_bubble(app, guided) -> None:
    """Until the bubble shows a step (or the guided hand is gone)."""
    def score_shown() -> bool:  # the score card, or the game's own view of it (Contract Bridge's rubber sheet)
        return guided.scorecard is not None and app.scenes.top is guided.scorecard

    run_until(app, lambda: guided not in app.scenes or score_shown()
              or (app.scenes.top is guided and guided.bubble is not None))
    if score_shown():
        press(app, pygame.K_RETURN)  # Close
        run_until(app, lambda: app.scenes.top is guided and guided.bubble is not None)


def close_box(app) -> None:
    """The box a click opened (the hint, the medal's reason, a call's reasons) is read and closed."""
    run_until(app, lambda: isinstance(app.scenes.top, MessageBox) or top_name(app) != "GuidedTableScene", 600)
    while isinstance(app.scenes.top, MessageBox) or top_name(app) == "ReasonsBox":
        press(app, pygame.K_RETURN)


def do_step(app, guided) -> None:
    step = guided.active_step()
    if step is None:  # a trick with nothing to say: the bubble says how to go on
        assert guided.turn_end is not None and "Right-click" in guided.bubble.text
        press(app, pygame.K_SPACE)
        return
    target = guided.target_rect(step.target)
    if step.action is not None or step.until == "click":
        assert target is not None, step
        assert not guided.bubble.rect.colliderect(target), step  # the bubble never hides what it points at
        click(app, target.center)
        if step.until == "click":
            if step.target == "hint_button":
                run_until(app, lambda: guided.hint_ticket is None, 2000)
            close_box(app)
    elif step.until == "hover":
        move(app, target.center)
    elif step.until == "go on":
        press(app, pygame.K_SPACE)
    elif step.until == "next":
        click(app, guided.bubble.button("Next").rect.center)
    else:
        click(app, guided.bubble.button("Close").rect.center)


def play_guided_hand(app, guided, until_step=None) -> None:
    while guided in app.scenes and guided.step_index != until_step:
        next_bubble(app, guided)
        if guided not in app.scenes:
            break
        if guided.current_step().until == "end":
            return
        before = guided.step_index, len(guided.hand.actions)
        do_step(app, guided)
        run_until(app, lambda before=before: (guided.step_index, len(guided.hand.actions)) != before
                  or guided.turn_end is None,
                  200)


def test_the_whole_guided_hand_is_played_by_doing_what_the_bubbles_ask(tmp_path):
    app, table, guided = open_guided()
    hand_before = table.hand
    play_guided_hand(app, guided)
    assert guided.hand.done and guided.hand.result().points == {"NS": 270, "EW": 30}
    assert [str(a) for a in guided.hand.actions] == list(guided.guided.actions)
    assert guided.bubble is not None and "270" in " ".join(guided.current_step().text.split())
    click(app, guided.bubble.button("Close").rect.center)
    assert app.scenes.top is table and table.hand is hand_before  # back to the game, which waited
    assert not store.load_autosave("belote_bridgee")[0]  # the guided hand left nothing on the disk
    assert "No finished games yet" in store.history_markdown("belote_bridgee", "32 Card Bridge")
    assert not list(tmp_path.glob("*.log"))  # nor in the log file


def test_the_score_card_of_the_guided_hand_shows_270(tmp_path):
    app, table, guided = open_guided()
    play_guided_hand(app, guided, until_step=len(guided.guided.steps) - 1)
    run_until(app, lambda: isinstance(app.scenes.top, ScoreCard))
    card = app.scenes.top
    assert "270" in " ".join(str(block) for block in card.blocks)
    assert not card.buttons["next hand"].visible and "numbered hand" not in " ".join(card.texts)
    press(app, pygame.K_RETURN)
    next_bubble(app, guided)
    assert guided.current_step().until == "end"


def test_a_wrong_card_is_refused_with_the_guides_words():
    app, table, guided = open_guided()
    play_guided_hand(app, guided, until_step=10)  # the step that asks for the 7 of clubs
    next_bubble(app, guided)
    assert guided.active_step().action == "7C"
    queen = next(c for c in guided.shown.hands[Seat.S] if str(c) == "QD")
    click(app, card_spot(guided, Seat.S, queen))
    box = app.scenes.top
    assert isinstance(box, MessageBox) and "7♣" in box.text
    press(app, pygame.K_RETURN)
    assert len(guided.hand.actions) == 15 and guided.step_index == 10  # nothing played, the step still waits


def test_undo_is_off_in_the_guided_hand_and_says_why():
    app, table, guided = open_guided()
    play_guided_hand(app, guided, until_step=10)  # the 7 of clubs waits: South has made its calls
    next_bubble(app, guided)
    press(app, pygame.K_z, pygame.KMOD_LCTRL)
    box = app.scenes.top
    assert isinstance(box, MessageBox) and "guided hand" in box.text
    press(app, pygame.K_RETURN)
    assert len(guided.hand.actions) == 15 and guided.step_index == 10  # nothing taken back


def test_a_move_before_the_bubble_asks_for_it_is_refused():
    app, table, guided = open_guided()
    next_bubble(app, guided)
    assert guided.active_step().until == "next"
    press(app, pygame.K_p)  # Pass, while the guide is still talking
    assert isinstance(app.scenes.top, MessageBox) and "Next" in app.scenes.top.text
    press(app, pygame.K_RETURN)
    assert guided.hand.actions == []


def test_leaving_asks_first_and_goes_back_to_the_game():
    app, table, guided = open_guided()
    next_bubble(app, guided)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, MessageBox) and "Leave the guided hand" in app.scenes.top.text
    press(app, pygame.K_n)
    assert app.scenes.top is guided
    click(app, guided.bubble.button("Close").rect.center)
    assert isinstance(app.scenes.top, MessageBox)
    press(app, pygame.K_y)
    assert app.scenes.top is table and guided not in app.scenes


def test_the_first_start_offers_the_guided_hand_once():
    app, box = table_from_title_screen("belote_bridgee")
    table = app.scenes.find(TableScene)
    assert isinstance(box, MessageBox) and "guided hand" in box.text
    press(app, pygame.K_y)
    assert isinstance(app.scenes.top, GuidedTableScene)
    assert store.load_table("belote_bridgee", table.session.variant)[1].guided_offered
    app2, table2 = table_from_title_screen("belote_bridgee")
    assert app2.scenes.top is table2  # asked once only


def test_every_game_has_a_guided_hand_in_its_help_menu():
    assert all(info.guided_hand is not None for info in GAMES.values())
    app, table = open_table("scotch_whist")
    help_menu = next(menu for menu in table.menu_bar.menus if menu.label == "&Help")
    assert "&Guided first hand" in [item.label for item in help_menu.items]


def test_the_guided_tables_hint_is_the_expert_the_script_was_checked_with():
    app, table, guided = open_guided()
    assert guided.session.player_seed(Seat.S) == guided.guided.hint_seed()
    assert guided.session.skill_for(Seat.S) == "expert"


def test_a_card_the_rules_refuse_gets_the_rules_reason():
    app, table, guided = open_guided()
    play_guided_hand(app, guided, until_step=17)  # West led a spade: the step asks for the jack of spades
    next_bubble(app, guided)
    assert guided.active_step().action == "JS"
    king = next(c for c in guided.shown.hands[Seat.S] if str(c) == "KD")
    click(app, card_spot(guided, Seat.S, king))
    box = app.scenes.top
    assert isinstance(box, MessageBox) and box.title == "Not allowed" and "spade" in box.text.lower()
    press(app, pygame.K_RETURN)
    assert len(guided.hand.actions) == 24 and guided.step_index == 17


def test_contract_bridges_guided_hand_is_played_with_the_dummy_to_its_rubber_sheet(tmp_path):
    app, table, guided = open_guided("bridge")
    play_guided_hand(app, guided, until_step=7)  # the step that asks for the dummy's ace of clubs
    next_bubble(app, guided)
    assert guided.active_step().action == "AC" and guided.shown.hands[Seat.N]
    ace = guided.target_rect("card:AC")
    assert ace is not None and ace.collidepoint(card_spot(guided, Seat.N, guided.shown.hands[Seat.N][
        [str(c) for c in guided.shown.hands[Seat.N]].index("AC")]))
    play_guided_hand(app, guided, until_step=len(guided.guided.steps) - 1)
    run_until(app, lambda: guided.scorecard is not None and app.scenes.top is guided.scorecard)
    assert type(app.scenes.top).__name__ == "RubberSheetDialog"  # the rubber sheet, the last step's subject
    press(app, pygame.K_RETURN)
    next_bubble(app, guided)
    assert guided.hand.done and guided.hand.result().points == {"NS": 150, "EW": 0}
    assert [str(a) for a in guided.hand.actions] == list(guided.guided.actions)
    assert "below the red line" in guided.current_step().text and "rubber goes on" in guided.current_step().text
    click(app, guided.bubble.button("Close").rect.center)
    assert app.scenes.top is table
    assert not store.load_autosave("bridge")[0]
