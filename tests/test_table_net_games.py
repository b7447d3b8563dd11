"""Each of the five games at a host's table (issue 18, the player's side): South joins a host of the game (three
novice computers, on 127.0.0.1), plays whole hands by real keys and clicks to the game's own score card and the
next hand, with the game's own things on the table (Bridge's dummy and rubber sheet, Pinochle's meld and trump
box, Belote's turn-up, Whist's turn-up and sheets); a match is played to its end, and its end is said as offline."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest
from conftest_ui import card_spot, choose_from_menu, click, open_table, press, run_and_go_on, run_until, table_home
from test_table_net import CODE, HostInThisProcess, join, remote_table

from game.engine import Card, Seat
from game.ui.games.bridge.rubber_sheet import RubberSheetDialog
from game.ui.games.pinochle import table as pinochle_table
from game.ui.games.scotch_whist.sheets import HandScoresDialog, WhistSheetDialog
from game.ui.table.scene import TableScene
from game.ui.table.scorecard import ScoreCard
from game.ui.table.words import host_stop_words
from game.ui.widgets.dialogs import MessageBox
from game.variants import VARIANTS

GAMES = sorted(VARIANTS)


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    yield from table_home(tmp_path, monkeypatch)


@pytest.fixture
def hosting():
    made: list[HostInThisProcess] = []

    def start(variant_id: str, **kwargs) -> HostInThisProcess:
        made.append(HostInThisProcess(variant_id, **kwargs))
        return made[-1]

    yield start
    for hosted in made:
        hosted.close()


def joined_table(variant_id: str, hosted: HostInThisProcess):
    """The table of ``variant_id``, Game > Join a network game, the address and the code typed: the network table."""
    app, table = open_table(variant_id)
    join(app, table, f"127.0.0.1:{hosted.port}", CODE)
    run_until(app, lambda: remote_table(app) is not None, limit=3000)
    remote = remote_table(app)
    remote.prefs.game_speed = 5
    return app, remote


def answer_the_table(app, remote: TableScene) -> None:
    """South's turn, by a real key or click: the first card allowed (Whist's "Play it?" answered Yes), Pinochle's
    first trump suit allowed, else Space (a pass)."""
    legal = remote.session.legal_actions()
    cards = [action for action in legal if isinstance(action, Card)]
    if cards and remote.hand.phase in ("play", "passing"):
        click(app, card_spot(remote, remote.card_seat(), cards[0]))
        response = getattr(remote.game, "response", None)
        if response is not None and response.visible:
            click(app, response.buttons[0].rect.center)
    elif remote.hand.phase == "trump" and hasattr(remote.panel, "suit_buttons"):  # Pinochle: the suit clicked
        click(app, next(b for b in remote.panel.suit_buttons.values() if b.enabled).rect.center)
    else:
        press(app, pygame.K_SPACE)


def on_top(app, remote: TableScene):
    """What the table shows over itself (a score card, a sheet, a box), or None."""
    return None if app.scenes.top is remote else app.scenes.top


def play_to_the_end_of_the_hand(app, remote: TableScene, look=None, answer=answer_the_table, limit: int = 300):
    """South answers the table (``answer``) until something comes up over it at the end of the hand: what came up.
    ``look(remote)``: called at each of South's turns, to check what the table shows then."""
    for _ in range(limit):
        run_and_go_on(app, remote, lambda: on_top(app, remote) is not None or remote.ready_human() is not None,
                      limit=6000)
        if on_top(app, remote) is not None:
            return on_top(app, remote)
        if look is not None:
            look(remote)
        acted = len(remote.hand.actions)
        answer(app, remote)
        run_until(app, lambda before=acted: len(remote.hand.actions) > before or on_top(app, remote) is not None,
                  limit=3000)
    raise AssertionError(f"the hand did not end ({remote.hand.phase})")


def go_on_to_the_next_hand(app, remote: TableScene) -> None:
    """The end of the hand's boxes closed by their buttons (the score card's Next hand, Bridge's sheet's OK, Whist's
    hand scores then its sheet's Next hand), until the table shows the host's next hand."""
    number = remote.session.hand_number
    for _ in range(4):
        box = on_top(app, remote)
        if box is None:
            break
        click(app, box.buttons["next hand" if "next hand" in box.buttons else "ok"].rect.center)
        run_until(app, lambda closed=box: on_top(app, remote) is not closed, limit=500)
    assert on_top(app, remote) is None and remote.session.hand_number == number + 1


END_OF_HAND = {"belote_bridgee": ScoreCard, "belote": ScoreCard, "pinochle": ScoreCard,
               "bridge": RubberSheetDialog, "scotch_whist": HandScoresDialog}


class Seen:
    """What the table showed at South's turns in a hand (``look``), against the host's hand at that moment."""

    def __init__(self, hosted: HostInThisProcess):
        self.hosted = hosted
        self.facts: set[str] = set()

    def look(self, remote: TableScene) -> None:
        host_hand = self.hosted.table.hand
        shown = remote.shown
        assert shown.hands[Seat.S] and None not in shown.hands[Seat.S]
        assert Counter(shown.hands[Seat.S]) == Counter(host_hand.view(Seat.S).hand)
        assert [len(shown.hands[seat]) for seat in Seat] == list(host_hand.view(Seat.S).hand_sizes)  # backs too
        public = host_hand.view(Seat.S).public
        known = {getattr(public, "turn_up", None)}  # Whist's turn-up, back in the dealer's hand for all to see
        assert all(card is None or card in known for seat in (Seat.E, Seat.W) if seat != shown.dummy
                   for card in shown.hands[seat])  # the others' cards: backs only (a dummy face up)
        if remote.hand.phase == "play":  # Belote's turn-up went to the taker, hidden or not
            assert shown.turn_up is None
        if shown.turn_up is not None:  # Belote: the card turned up in the middle, the host's
            assert shown.turn_up == public.turn_up
            self.facts.add("turn-up")
        if shown.dummy is not None:  # Bridge: the dummy's cards face up, as the host has them
            assert Counter(shown.hands[shown.dummy]) == Counter(public.dummy_cards)
            self.facts.add("dummy")
        if any(shown.melds.values()) or any(getattr(remote.game, "meld_summary", {}).values()):
            self.facts.add("meld")
        if remote.hand.phase == "play" and remote.session.variant_id == "pinochle":
            assert pinochle_table.trump_badge_shown(remote) and shown.trump == host_hand.trump
            self.facts.add("trump box")
        if remote.session.variant_id == "scotch_whist" and remote.hand.view(Seat.S).public.turn_up is not None:
            self.facts.add("turn-up")


@pytest.mark.parametrize("variant_id", GAMES)
def test_two_whole_hands_of_each_game_at_a_network_table(variant_id, hosting):
    hosted = hosting(variant_id, hands=2, seed=1 if variant_id == "belote" else 5)  # Belote: South sees the turn-up
    app, remote = joined_table(variant_id, hosted)
    assert remote.session.variant_id == variant_id and remote.viewer == Seat.S
    seen = Seen(hosted)
    first = play_to_the_end_of_the_hand(app, remote, seen.look)
    assert isinstance(first, END_OF_HAND[variant_id])  # the game's own score card
    sizes = remote.hand.view(Seat.S).hand_sizes  # all 0 once every card is played (Pinochle: not if thrown in)
    assert [len(remote.shown.hands[seat]) for seat in Seat] == list(sizes)  # no back left over in any hand
    go_on_to_the_next_hand(app, remote)
    second = play_to_the_end_of_the_hand(app, remote, seen.look)
    assert isinstance(second, END_OF_HAND[variant_id]) and hosted.table.finished
    the_hosts_stop_is_said(app, remote, second, hosted)
    assert remote.session.match.history == hosted.table.match.history
    assert remote.shown_scores() == hosted.table.match.scores
    if variant_id == "bridge":  # the rubber sheet kept from the host's results
        assert remote.session.match.state.totals() == hosted.table.match.state.totals()
    if variant_id in ("belote", "scotch_whist"):
        assert "turn-up" in seen.facts
    if variant_id == "pinochle":
        assert "trump box" in seen.facts
        assert pinochle_table.game_line_tooltip(remote) == ("A network game, hand 2: the host deals the hands and "
                                                            "keeps the game")  # not the host's game number


def the_hosts_stop_is_said(app, remote: TableScene, box, hosted: HostInThisProcess) -> None:
    """The host set to two hands stops after them, its match not over: the game's own end of hand says so with who
    is ahead, names no winner and no end of the game or rubber; the way on is the host's next game."""
    match = remote.session.match
    assert not hosted.table.match.over and match.stopped and not match.over and match.winner is None
    stop = host_stop_words(match)
    assert stop.startswith("The host played the 2 hands it was set to; the ")
    assert "ahead" in stop or "level" in stop
    what = "rubber" if remote.session.variant_id == "bridge" else "game"
    assert f"the {what} stops here with " in stop
    if isinstance(box, HandScoresDialog):  # Whist: the hand's scores, then the game's sheet
        click(app, box.buttons["ok"].rect.center)
        box = on_top(app, remote)
        assert isinstance(box, WhistSheetDialog)
    if isinstance(box, RubberSheetDialog):
        said = [box.caption_text]
        assert said[0].endswith(stop) and "New rubber" not in [b.label for b in box.buttons.values()]
        assert "rubber is over" not in said[0]
    else:
        said = box.texts
        assert said[-1] == stop and "new game" in box.buttons
    assert not any(word in text for text in said for word in (" win the", " wins the", "is over", "ends level"))
    click(app, box.buttons["new game" if "new game" in box.buttons else "ok"].rect.center)
    told = on_top(app, remote)
    if told is None:  # Bridge's OK: the sheet closed; the next hand is not there, nor asked for
        assert not remote.can_next_hand()
        return
    assert isinstance(told, MessageBox) and told.title == "Network game" and told.text.startswith(stop)
    press(app, pygame.K_RETURN)
    assert on_top(app, remote) is None and not remote.can_next_hand()


def test_a_whole_match_to_its_end_at_a_network_table(hosting):
    """Scotch Whist to one game point (the shortest match the rules allow): the host's winner on the sheet as
    offline, and the sheet's New game declined with what the player can do next."""
    variant = VARIANTS["scotch_whist"]
    hosted = hosting("scotch_whist", options=variant.options_class(target=1))
    app, remote = joined_table("scotch_whist", hosted)
    for _ in range(6):
        box = play_to_the_end_of_the_hand(app, remote)
        if hosted.table.match.over:
            break
        go_on_to_the_next_hand(app, remote)
    assert hosted.table.finished and hosted.table.match.winner is not None
    match = remote.session.match
    assert match.over and match.winner == hosted.table.match.winner and match.history == hosted.table.match.history
    click(app, box.buttons["ok"].rect.center)  # the hand's scores, then the game's sheet
    sheet = on_top(app, remote)
    assert isinstance(sheet, WhistSheetDialog) and "new game" in sheet.buttons
    assert sheet.texts[-1] == WhistSheetDialog.closing_lines(hosted.table.match, "")[-1]  # "... wins the game."
    assert "win" in sheet.texts[-1]
    click(app, sheet.buttons["new game"].rect.center)
    told = on_top(app, remote)
    assert isinstance(told, MessageBox) and told.title == "Network game"
    assert "the host deals and keeps the game" in told.text and "Close table" in told.text
    assert "Join a network game" in told.text
    press(app, pygame.K_RETURN)
    assert on_top(app, remote) is None and remote.session.match.over
    assert not remote.can_next_hand()


def test_whist_at_a_network_table_shows_the_hosts_cut_for_the_deal_before_dealing(hosting):
    """The host's cut comes with its welcome (the match state as Whist's saves keep it): the remote table shows its
    four cards and who deals, as offline, then deals."""
    hosted = hosting("scotch_whist", hands=1, wait_for_players=True)  # as --serve: the first card after the join
    app, remote = joined_table("scotch_whist", hosted)
    cut = hosted.table.match.state.cut
    run_until(app, lambda: remote.game.cut_cards is not None, limit=3000)
    assert remote.game.cut_cards == tuple(zip(Seat, cut.rounds[-1], strict=True)) and cut.dealer is remote.hand.dealer
    assert remote.game.whist_message() == f"Cut for the deal: {cut.dealer.full_name} has the highest card and deals."
    click(app, (320, 240))  # a click goes on: the deal starts
    assert remote.game.cut_cards is None
    run_until(app, lambda: remote.shown.trump is not None and not remote.flights, limit=3000)
    assert len(remote.shown.hands[Seat.S]) == 9


def test_bridge_at_a_network_table_keeps_the_hosts_cut_on_its_rubber_sheet(hosting):
    hosted = hosting("bridge", hands=1)
    app, remote = joined_table("bridge", hosted)
    play_to_the_end_of_the_hand(app, remote)
    sheet = remote.session.match.state
    assert sheet.cut == hosted.table.match.state.cut and sheet.lines() == hosted.table.match.state.lines()
    assert sheet.lines()[0].startswith("Cut for the deal: ") and sheet.lines()[0].endswith(" deals first.")


GAME_ITEMS = {  # each game's own items at a network table: kept (they only show things) or off (they change it)
    "belote_bridgee": ({"Score sheet..."}, set()),
    "belote": ({"Score sheet...", "Score file...", "Border colour"}, {"Demo"}),
    "bridge": ({"Score sheet...", "Bidding system"}, {"End rubber..."}),
    "pinochle": ({"Windows 95 Mode", "Table options..."}, {"Select game...", "Next", "Finish all",
                                                          "Setup meld table..."}),
    "scotch_whist": ({"Display scoresheet...", "Verify cards played", "Delay time..."},
                     {"Terminate present game"}),
}
SHEETS = {"belote_bridgee": "Score sheet...", "belote": "Score sheet...", "bridge": "Score sheet...",
          "scotch_whist": "Display scoresheet..."}


@pytest.mark.parametrize("variant_id", GAMES)
def test_the_games_own_items_that_only_show_stay_and_those_that_change_it_are_off(variant_id, hosting):
    hosted = hosting(variant_id, hands=1)
    app, remote = joined_table(variant_id, hosted)
    items = {item.label.replace("&", ""): item for menu in remote.menu_bar.menus for item in menu.items}
    kept, off = GAME_ITEMS[variant_id]
    for label in kept:
        assert "network game" not in (items[label].tooltip_text() or ""), label
    for label in off:
        assert not items[label].is_enabled() and "network game" in items[label].tooltip_text(), label
    if variant_id in SHEETS:  # the game's score sheet, from the host's scores
        play_to_the_end_of_the_hand(app, remote)
        press(app, pygame.K_ESCAPE)
        while on_top(app, remote) is not None:
            press(app, pygame.K_ESCAPE)
        choose_from_menu(app, remote, SHEETS[variant_id])
        sheet = on_top(app, remote)
        assert sheet is not None and "sheet" in sheet.title.lower()
        assert remote.session.match.history == hosted.table.match.history


def test_bridge_south_declares_and_plays_the_dummys_cards_by_clicks(hosting):
    """South bids seven no trumps by keys and plays both hands: North's, face up as the dummy, by clicks on them."""
    hosted = hosting("bridge", hands=1)
    app, remote = joined_table("bridge", hosted)
    seen = Seen(hosted)
    played_from: set[Seat] = set()

    def bid_then_play(app, remote) -> None:
        if remote.hand.phase == "bidding" and not remote.shown.calls[Seat.S]:
            for key in (pygame.K_7, pygame.K_n, pygame.K_RETURN):  # the bidding box by keys: 7NT
                press(app, key)
            return
        played_from.add(remote.card_seat())
        answer_the_table(app, remote)

    sheet = play_to_the_end_of_the_hand(app, remote, seen.look, bid_then_play)
    [summary] = hosted.table.match.history
    assert summary.declarer == Seat.S and summary.contract.startswith("7NT")
    assert "dummy" in seen.facts and played_from == {Seat.S, Seat.N}
    assert isinstance(sheet, RubberSheetDialog)
    assert remote.session.match.state.totals() == hosted.table.match.state.totals()


def test_pinochle_south_passes_four_cards_to_the_bidder_by_clicks(hosting):
    """With Pass four cards on and North the bidder (this seed), South's four clicks pass four cards to North."""
    options = VARIANTS["pinochle"].options_class(pass_four_cards=True)
    hosted = hosting("pinochle", hands=1, options=options, seed=2)
    app, remote = joined_table("pinochle", hosted)
    before: list[int] = []

    def count_when_passing(remote) -> None:
        if remote.hand.phase == "passing" and not before:
            before.append(len(remote.shown.hands[Seat.S]))

    play_to_the_end_of_the_hand(app, remote, count_when_passing)
    assert before and Seat.S in hosted.table.hand.passed_cards
    given = hosted.table.hand.passed_cards[Seat.S]
    assert len(given) == 4 and remote.session.match.history == hosted.table.match.history
