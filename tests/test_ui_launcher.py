"""The title screen, driven with real pygame events through the app loop."""

import pygame
from conftest_ui import click, launcher_app, move, press, top_name

from game.ui import launcher as launcher_module
from game.ui.catalog import game_entries, is_available


def test_the_launcher_lists_the_five_games_with_the_missing_ones_greyed():
    app, launcher = launcher_app()
    assert [tile.entry.id for tile in launcher.tiles] == [
        "belote_bridgee", "belote", "bridge", "pinochle", "scotch_whist"]
    assert [tile.entry.name for tile in launcher.tiles][:1] == ["32 Card Bridge"]
    assert launcher.tiles[0].available
    for tile in launcher.tiles:
        assert tile.available == is_available(tile.entry.id)  # rules without a table yet stay greyed
        r, g, b, _ = app.screen.get_at(tile.card_rect().move(10, 20).topleft)
        if tile.available:
            assert max(r, g, b) - min(r, g, b) > 50  # its card back, in colour
        else:
            assert abs(r - g) < 8 and abs(g - b) < 8  # washed out to grey
    assert launcher.selected == "belote_bridgee"


def test_a_click_on_32_card_bridge_opens_its_table(tmp_path, monkeypatch):
    monkeypatch.setenv("CARD_TABLE_HOME", str(tmp_path))
    app, launcher = launcher_app()
    click(app, launcher.tiles[0].rect.center)
    assert top_name(app) == "MessageBox" and "guided hand" in app.scenes.top.text  # its first start offers it
    press(app, pygame.K_n)
    assert top_name(app) == "TableScene"
    app.scenes.top.leave_table()
    assert app.scenes.top is launcher


def test_enter_opens_the_table_with_the_command_line_options(monkeypatch):
    opened = []
    monkeypatch.setattr(launcher_module, "open_table", lambda app, game, options: opened.append((game, options)))
    app, launcher = launcher_app(table_options={"deal": 7, "demo": True})
    press(app, pygame.K_RETURN)
    assert opened == [("belote_bridgee", {"deal": 7, "demo": True})]


def without_a_table(monkeypatch, game_id: str) -> None:
    """Every game has its table now; the title screen still knows how to show one that has not."""
    from game.ui import catalog
    monkeypatch.setattr(catalog, "GAMES_WITH_A_TABLE", catalog.GAMES_WITH_A_TABLE - {game_id})


def test_a_coming_soon_game_is_selected_but_not_opened(monkeypatch):
    without_a_table(monkeypatch, "pinochle")
    app, launcher = launcher_app()
    click(app, launcher.tiles[3].rect.center)
    assert launcher.selected == "pinochle"
    assert app.scenes.top is launcher
    assert not launcher.buttons["Play"].enabled
    press(app, pygame.K_LEFT)
    press(app, pygame.K_LEFT)
    press(app, pygame.K_LEFT)
    assert launcher.selected == "belote_bridgee"
    assert launcher.buttons["Play"].enabled


def test_the_game_option_preselects_a_game():
    _, launcher = launcher_app(selected="pinochle")
    assert launcher.selected == "pinochle"
    assert [t.entry.id for t in launcher.tiles if t.selected] == ["pinochle"]


def test_the_status_bar_shows_the_tooltip_under_the_mouse(monkeypatch):
    app, launcher = launcher_app()
    move(app, launcher.tiles[3].card_rect().center)
    assert app.status_text.startswith("Double-Deck Pinochle") and "coming soon" not in app.status_text
    without_a_table(monkeypatch, "pinochle")
    app, launcher = launcher_app()
    move(app, launcher.tiles[3].card_rect().center)
    assert app.status_text == "Double-Deck Pinochle: coming soon"
    move(app, launcher.buttons["Exit"].rect.center)
    assert app.status_text.startswith("Leave the program")
    assert launcher.status.text == app.status_text


def test_the_exit_button_ends_the_loop():
    app, launcher = launcher_app()
    click(app, launcher.buttons["Exit"].rect.center)
    assert not app.running


def test_the_planned_games_have_card_backs_that_exist():
    from game.ui import resources

    for entry in game_entries():
        assert resources.image(entry.card_back).get_size() == (71, 96)


def test_a_click_on_the_table_never_reaches_the_title_screen_hidden_below(monkeypatch):
    """The table covers the title screen: a click on bare felt above a game tile does not open that game."""
    from game.ui.table import paint, worker
    from game.ui.table.scene import TableScene

    monkeypatch.setattr(worker, "computer_player", lambda *a: None)
    app, launcher = launcher_app()
    table = TableScene(app, variant_id="bridge", deal=13, worker_mode="thread", offer_resume=False)
    app.push(table)
    app.run_frames(2)
    spots = [t.rect.center for t in launcher.tiles
             if paint.thing_at(table, t.rect.center) is None and table.widgets.widget_at(t.rect.center) is None]
    assert spots, "no tile lies under bare felt"
    click(app, spots[0])
    assert app.scenes.top is table and len(app.scenes) == 2
