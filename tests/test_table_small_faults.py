"""Issue 15, item 6 (Pinochle, Scotch Whist and the faults seen everywhere), driven by real events through the app
loop (headless): the peek arrows drawn as arrows, Pinochle's trump on the felt and its game number explained, ..."""

import pygame
import pytest
from conftest_ui import (
    card_spot,
    choose_from_menu,
    click,
    move,
    open_table,
    press,
    press_menu,
    run_and_go_on,
    run_until,
    table_home,
)
from test_table_pinochle import good_game_number, take_the_bid

from game.engine import Seat
from game.engine.cards import SUIT_NAMES
from game.ui import resources
from game.ui.table.session import TableSession
from game.ui.theme import FACE, HIGHLIGHT


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    yield from table_home(tmp_path, monkeypatch)


def pinochle_table(number: int = 13):
    return open_table("pinochle", TableSession("pinochle", None, None, seed=number))


def count_colour(surface, colour) -> int:
    return sum(surface.get_at((x, y))[:3] == colour for x in range(surface.get_width())
               for y in range(surface.get_height()))


def test_the_peek_arrows_are_drawn_pixel_for_pixel_as_arrows_and_sink_when_pressed():
    """Their sprite is a whole Windows 3.1 button with its arrow: it was shrunk into a button face (a dot)."""
    app, table = open_table("belote_bridgee")
    app.run_frames(2)
    for key, button in table.peek_buttons.items():
        sprite = resources.image(button.sprite)
        shown = app.screen.subsurface(sprite.get_rect(center=button.rect.center)).copy()
        black = [(x, y) for x in range(16) for y in range(16) if sprite.get_at((x, y))[:3] == (0, 0, 0)]
        assert len(black) > 20, key  # an arrow head and its shaft, not a dot
        assert all(shown.get_at(spot)[:3] == (0, 0, 0) for spot in black), key
    button = table.peek_buttons["N"]
    sprite = resources.image(button.sprite)
    spot = sprite.get_rect(center=button.rect.center)
    app.run_frames(2, [pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0), buttons=(1, 0, 0)),
                       pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1)])
    assert button.pressed
    black = [(x, y) for x in range(15) for y in range(15) if sprite.get_at((x, y))[:3] == (0, 0, 0)]
    assert all(app.screen.get_at((spot.left + x + 1, spot.top + y + 1))[:3] == (0, 0, 0) for x, y in black)  # sunk
    app.run_frames(2, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button.rect.center, button=1)])
    assert not button.pressed


def test_pinochle_shows_the_trump_suit_on_the_felt_through_the_meld_and_the_play():
    from game.ui.games.pinochle.table import trump_badge_rect

    app, table = pinochle_table(good_game_number())
    TRUMP_BADGE = trump_badge_rect(table.geometry)
    assert "trumps" not in table.tooltip_at(TRUMP_BADGE.center)  # no trump before the bidding ends
    take_the_bid(app, table)
    run_and_go_on(app, table, lambda: table.shown.trump is not None and table.hand.phase == "play")
    suit = table.shown.trump
    move(app, TRUMP_BADGE.center)
    assert app.status_text == f"{SUIT_NAMES[suit].capitalize()} are trumps in this hand"
    symbol = resources.image(f"suits/{suit}")
    assert count_colour(app.screen.subsurface(TRUMP_BADGE), symbol.get_at((12, 12))[:3]) > 40  # the suit, large
    choose_from_menu(app, table, "Finish all", "Play")
    run_and_go_on(app, table, lambda: table.shown.tricks_swept >= 3)
    assert count_colour(app.screen.subsurface(TRUMP_BADGE), symbol.get_at((12, 12))[:3]) > 40  # still there


def test_pinochle_explains_its_game_number_in_a_tooltip():
    from game.ui.games.pinochle.table import game_line_rect

    app, table = pinochle_table(49832151)
    move(app, game_line_rect().center)
    assert app.status_text.startswith("Game number 49832151, hand 1: a game number deals the same hands")


@pytest.mark.parametrize("item_key", [pygame.K_r, pygame.K_m])  # Rules options, Setup meld table
def test_pinochle_option_pages_are_chosen_with_tabs_that_open_into_their_page(item_key):
    from game.ui.widgets.controls import TabButton

    app, table = pinochle_table()
    press_menu(app, pygame.K_o, item_key)
    dialog = app.scenes.top
    tabs = dialog.page_buttons
    assert all(isinstance(tab, TabButton) for tab in tabs)
    assert all(tabs[i].rect.right == tabs[i + 1].rect.left for i in range(len(tabs) - 1))  # side by side
    click(app, tabs[1].rect.center)
    assert [tab.selected for tab in tabs] == [False, True, *[False] * (len(tabs) - 2)]
    line = dialog.page_rect().top
    assert app.screen.get_at((tabs[1].rect.centerx, line))[:3] == FACE  # the chosen tab opens into its page
    assert app.screen.get_at((tabs[0].rect.centerx, line))[:3] == HIGHLIGHT  # the page's edge runs under the others


def test_pinochle_right_click_popup_ends_with_the_crazy_clock_of_the_other_tables():
    from game.ui.boss import BossScene
    from game.ui.games.pinochle.table import PopupMenu

    app, table = pinochle_table(77)
    run_and_go_on(app, table, lambda: table.shown.deal_done)
    click(app, (300, 250), button=3)  # the bare felt: Pinochle's popup menu, as its manual has it
    popup = app.scenes.top
    assert isinstance(popup, PopupMenu) and popup.items[-1][0].startswith("Crazy Clock")
    click(app, popup.row_rect(len(popup.items) - 1).center)
    assert isinstance(app.scenes.top, BossScene)


# -- Scotch Whist ---------------------------------------------------------------------------------------------
def whist_game(seed: int = 7):
    """A new game of Scotch Whist (its first hand starts with the cut for the deal), Pause between tricks on."""
    app, table = open_table("scotch_whist", TableSession("scotch_whist", None, None, seed=seed))
    table.prefs.verify_cards, table.prefs.pause_tricks = False, True
    return app, table


def test_whist_cut_lies_alone_the_pack_comes_after_it():
    from game.ui.table import layout, paint
    from game.ui.widgets import draw

    app, table = whist_game()
    run_until(app, lambda: table.game.cut_cards is not None)
    app.run_frames(2)
    x, y = table.geometry.deck_spot(table.hand.dealer)
    cut = [pygame.Rect(layout.TRICK_SPOTS[seat], (layout.CARD_W, layout.CARD_H)).inflate(4, 4) for seat in Seat]
    pack = pygame.Rect(x - 3, y - 3, layout.CARD_W + 3, layout.CARD_H + 3)
    bare = [(px, py) for px in range(pack.left, pack.right, 3) for py in range(pack.top, pack.bottom, 3)
            if pygame.Rect(px, py, 1, 1).collidelist(cut) == -1]
    assert bare  # the pack's place shows beside the dealer's cut card
    felt = draw.felt(paint.felt_colour(table))
    assert all(app.screen.get_at(spot) == felt.get_at(spot) for spot in bare)  # bare felt: no pack under the cut
    assert "Trumps: after the deal" in table.game.info_lines()
    click(app, (320, 240))  # the cut is put away: the pack is there to deal from
    app.run_frames(1)
    assert table.game.cut_cards is None and not table.shown.deal_done
    assert any(app.screen.get_at(spot) != felt.get_at(spot) for spot in bare)


def test_whist_message_box_stays_over_the_cards_dealt_past_it_and_the_trump_line_is_always_there():
    from game.ui.games.scotch_whist.table import MESSAGE_BOX
    from game.ui.table import paint

    app, table = whist_game()
    run_until(app, lambda: table.game.cut_cards is not None)
    click(app, (320, 240))
    crossed = 0
    for _ in range(3000):
        if table.shown.deal_done:
            break
        app.run_frames(1)
        lines = table.game.info_lines()
        assert any(line.startswith("Trumps: ") for line in lines)
        assert all(paint.text_image(line, 17).get_width() <= 170 - 12 - 28 for line in lines if line)  # beside the card
        if any(pygame.Rect(f.position, (71, 96)).colliderect(MESSAGE_BOX) for f in table.flights if f.started):
            crossed += 1
            border = [(x, MESSAGE_BOX.top) for x in range(MESSAGE_BOX.left, MESSAGE_BOX.right)]
            assert all(app.screen.get_at(spot)[:3] == (255, 255, 0) for spot in border)  # its frame whole
    assert crossed  # the deal did pass over the box
    run_and_go_on(app, table, lambda: table.hand.phase == "play" and table.shown.trump is not None)
    assert any(line.startswith("Trumps: ") and "after" not in line for line in table.game.info_lines())


def test_whist_end_of_trick_box_takes_the_message_box_place_and_says_it_once():
    from game.ui.games.scotch_whist.table import MESSAGE_BOX
    from game.ui.table import paint

    app, table = whist_game()
    for _ in range(4000):
        if table.game.response.kind == "pause":
            break
        if table.game.cut_cards is not None or (table.turn_end is not None and table.game.response.kind != "pause"):
            click(app, (320, 240), button=3)
        if table.ready_human() is not None and table.hand.phase == "play":
            card = table.session.legal_actions()[0]
            click(app, next(rect for rect, shown, _ in paint.hand_layout(table, Seat.S) if shown == card).center)
        elif table.ready_human() is not None:
            table.human_act(table.session.legal_actions()[0])
        app.run_frames(1)
    box = table.game.response
    assert box.kind == "pause" and box.rect == MESSAGE_BOX
    for seat in Seat:
        assert box.rect.collidelist([rect for rect, _, _ in paint.hand_layout(table, seat)]) == -1  # off the hands
    winner = f"{table.shown.medal.winner.full_name} takes the trick."
    move(app, box.rect.center)
    assert winner not in app.status_text  # the tooltip gives the keys, not the same words again
    assert "takes the trick" not in table.shown.note or table.shown.note_left <= 0
    click(app, box.buttons[0].rect.center)
    assert not box.visible and table.turn_end is None


def test_whist_dealer_token_of_south_stands_above_the_hand_not_in_the_row_of_the_bulb():
    from game.ui.table import layout, paint

    seed = next(s for s in range(1, 200) if TableSession("scotch_whist", None, None, seed=s).hand.dealer == Seat.S)
    app, table = whist_game(seed)
    run_and_go_on(app, table, lambda: table.hand.phase == "play" and table.shown.deal_done and not table.flights)
    cards = [rect for rect, _, _ in paint.hand_layout(table, Seat.S)]
    token = pygame.Rect(table.geometry.dealer_token_spot(Seat.S, cards), (18, 18))
    icons = table.geometry.bulb_rect.union(table.geometry.info_rect)
    assert token.bottom <= cards[-1].top and token.right <= cards[-1].right  # above South's last card
    assert token.bottom < icons.top - layout.ICON  # well clear of the bulb's row
    assert token.collidelist([pygame.Rect(spot, (layout.CARD_W, layout.CARD_H))
                              for spot in table.geometry.trick_spots.values()]) == -1


# -- everywhere ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("variant_id", ["belote_bridgee", "belote", "bridge", "pinochle", "scotch_whist"])
def test_the_help_contents_show_every_page_title_whole(variant_id):
    from game.ui import theme
    from game.ui.help import HelpScene
    from game.ui.widgets.text import text_size

    app, table = open_table(variant_id)
    press(app, pygame.K_F1)
    viewer = app.scenes.top
    assert isinstance(viewer, HelpScene)
    room = viewer.page_list.rows_rect().width - 6
    cut = [title for title in viewer.page_list.items if text_size(title, theme.font())[0] > room]
    assert not cut
    assert viewer.pane.rect.left > viewer.page_list.rect.right and viewer.pane.rect.width >= 380  # room to read


def test_the_history_window_is_titled_history():
    from game.ui.help import HelpScene

    app, table = open_table("scotch_whist")
    choose_from_menu(app, table, "History...")
    viewer = app.scenes.top
    assert isinstance(viewer, HelpScene) and viewer.caption == "History"  # not "History Help"


def test_a_red_suit_on_the_felt_has_a_white_rim_that_reads_on_the_red_felt():
    from game.ui import theme
    from game.ui.table import paint

    app, table = open_table("pinochle")
    table.prefs.felt = "red"
    app.run_frames(1)
    assert paint.felt_colour(table) == theme.FELTS["red"]

    def rim_pixels(text):  # black words (a colour of the table options), whose suits stay red: white is the rim
        image = paint.text_image(text, 17, theme.BLACK)
        return sum(image.get_at((x, y)) == (*paint.RIM, 255) for x in range(image.get_width())
                   for y in range(image.get_height()))

    assert rim_pixels("Hearts [H] are trumps") > 20 and rim_pixels("Diamonds [D] are trumps") > 20
    assert rim_pixels("Spades [S] are trumps") == 0 and rim_pixels("Hearts are trumps") == 0


def test_the_title_screen_status_bar_follows_the_chosen_game_and_counts_the_games_in_progress():
    from conftest_ui import launcher_app
    from test_table_title_resume import left_unfinished

    from game.ui import theme
    from game.ui.widgets.text import text_size

    left_unfinished("scotch_whist")
    app, launcher = launcher_app(selected="belote")
    assert launcher.status.text == "Belote is chosen: press Enter to play it"
    press(app, pygame.K_RIGHT)
    assert launcher.status.text == "Contract Bridge is chosen: press Enter to play it"
    press(app, pygame.K_END)
    assert launcher.status.text == "Scotch Whist is chosen, a game in progress: Resume goes on with it"
    boxes = sum(text_size(text, theme.font())[0] + 16 for text in launcher.status_right_texts())
    longest = "Double-Deck Pinochle is chosen, a game in progress: Resume goes on with it"
    assert text_size(longest, theme.font())[0] <= 640 - boxes - 16  # whole in the status bar, whatever the game
    assert launcher.status_right_texts()[0] == "1 game in progress"
    whist = next(tile for tile in launcher.tiles if tile.entry.id == "scotch_whist")
    move(app, whist.rect.center)
    assert "a game in progress" in app.status_text


@pytest.mark.parametrize("answer", ["yes", "no", "cancel"])
def test_play_asks_about_the_game_in_progress_on_the_title_screen_before_any_deal(answer):
    from conftest_ui import launcher_app, top_name
    from test_table_title_resume import left_unfinished

    from game import storage
    from game.ui.table.scene import TableScene
    from game.ui.widgets.dialogs import MessageBox

    kept = left_unfinished("scotch_whist")
    app, launcher = launcher_app(selected="scotch_whist")
    whist = next(tile for tile in launcher.tiles if tile.entry.id == "scotch_whist")
    click(app, whist.rect.center)  # Play
    question = app.scenes.top
    assert isinstance(question, MessageBox) and "Scotch Whist was left unfinished: hand 2, North " in question.text
    assert not any(isinstance(scene, TableScene) for scene in app.scenes._scenes)  # no table dealing under it
    click(app, question.buttons[answer].rect.center)
    if answer == "cancel":
        assert top_name(app) == "LauncherScene" and "scotch_whist" in launcher.in_progress
        return
    if answer == "no":  # the game set aside, the table starts afresh: its first start offers the guided hand
        offer = app.scenes.top
        assert isinstance(offer, MessageBox) and "guided hand" in offer.text
        press(app, pygame.K_n)
    table = app.scenes.top
    assert isinstance(table, TableScene)  # no second question about the game at the table
    if answer == "yes":
        assert table.session.scores() == kept.scores() and len(table.session.match.history) == 1
    else:
        assert not table.session.match.history and storage.load_autosave("scotch_whist")[0] is None  # set aside


def test_the_players_and_end_of_turn_dialogs_are_balanced():
    app, table = open_table("belote_bridgee")  # North is a computer's seat only: a line fewer in its box
    press_menu(app, pygame.K_o, pygame.K_p)
    players = app.scenes.top
    boxes = players.group_rects
    assert len({rect.size for rect in boxes.values()}) == 1  # four boxes of one size
    assert boxes[Seat.N].top == boxes[Seat.S].top and boxes[Seat.W].top == boxes[Seat.E].top
    assert boxes[Seat.N].left == boxes[Seat.W].left and boxes[Seat.S].left == boxes[Seat.E].left
    client = players.client_rect
    assert boxes[Seat.N].left - client.left == client.right - boxes[Seat.S].right  # the same margins both sides
    ok = players.buttons["ok"].rect
    assert 0 < ok.top - boxes[Seat.E].bottom <= 16  # no empty band above the buttons
    press(app, pygame.K_ESCAPE)
    press_menu(app, pygame.K_o, pygame.K_e)
    end_of_turn = app.scenes.top
    group = end_of_turn.group_rect
    assert group.contains(end_of_turn.radio.rect) and group.contains(end_of_turn.seconds.rect)
    client = end_of_turn.client_rect
    assert group.left - client.left == client.right - group.right
    assert 0 < end_of_turn.buttons["ok"].rect.top - group.bottom <= 16


def test_your_own_card_is_yours_in_its_tooltip_while_you_bid():
    """Not "South's king of spades" while the cards are not to play: the person at the table holds them."""
    app, table = open_table("belote_bridgee")
    run_and_go_on(app, table, lambda: table.ready_human() is not None and table.hand.phase == "bidding")
    card = table.shown.hands[Seat.S][0]
    move(app, card_spot(table, Seat.S, card))
    assert app.status_text == f"Your {card.name}"
