"""The table's places do not run into each other, in every game, at every moment of a few numbered hands.

Each table is opened with the computers in every seat (the real players, in a thread) and left to play, the ends
of turn given by right clicks through the real loop; at the deal, after the first calls, in the middle of the
play with a trick on the table and at the last trick, the rectangles the table draws are measured: each hand's
cards, the trick's places, the seats' names and lines (calls, contract, announces and their small cards), the turn
marker, the dealer token, the score box, the bulb, the i, the peek arrows, the note in the middle, Belote's
last-trick box and turn-up card, Pinochle's trump box and meld strips. Every name and line must fit its place at
the table's font.

Then the same hands are played with you at South (and Pinochle's in Windows 95 Mode): at each of your calls the
calling panel is measured too (Contract Bridge's bidding box and auction table, with a call's note pinned open;
Pinochle's bidding and trump box; Belote's taking panel; 32 Card Bridge's bidding panel), then, at your first
card, 32 Card Bridge's announce buttons, and every label of these panels must fit its button.
"""

from itertools import combinations

import pytest
from conftest_ui import card_spot, choose_from_menu, click, open_table, run_and_go_on

from game.engine import PASS, Seat
from game.ui import theme
from game.ui.games.pinochle import table as pinochle_table
from game.ui.table import layout, paint
from game.ui.table.session import SEATS
from game.ui.widgets import draw
from game.ui.widgets.controls import Button, Label
from game.ui.widgets.text import text_size

GAMES = ["belote_bridgee", "belote", "bridge", "pinochle", "scotch_whist"]
DEALS = [2, 3]


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARD_TABLE_HOME", str(tmp_path))
    return tmp_path


def cards_left(table) -> int:
    return sum(len(cards) for cards in table.shown.hands.values())


def settled(table) -> bool:
    return table.shown.deal_done and not table.flights


MOMENTS = {
    "the deal": lambda table: settled(table),
    "the first calls": lambda table: settled(table) and (len(table.hand.actions) >= 2 or table.hand.phase == "play"),
    "a trick on the table": lambda table: settled(table) and table.hand.phase == "play"
    and len(table.shown.trick) == 2,
    "the last trick": lambda table: settled(table) and table.hand.phase == "play" and bool(table.shown.trick)
    and cards_left(table) <= 3,
}


def hand_rects(table) -> dict[Seat, list]:
    return {seat: [rect for rect, _, _ in paint.hand_layout(table, seat)] for seat in SEATS}


def card_rect(spot) -> layout.pygame.Rect:
    return layout.pygame.Rect(spot, (layout.CARD_W, layout.CARD_H))


def places(table) -> dict[str, list]:
    """Every place measured, by name: a list of rectangles each."""
    geometry = table.geometry
    found = {f"{seat.full_name}'s cards": rects for seat, rects in hand_rects(table).items()}
    found.update({f"{seat.full_name}'s name": [paint.zone_items(table, seat)[0].rect] for seat in SEATS})
    found.update({f"{seat.full_name}'s lines": [item.rect for item in paint.zone_items(table, seat)[1:]]
                  for seat in SEATS})
    found["the trick"] = [card_rect(spot) for spot in geometry.trick_spots.values()]
    found["the cards in the trick"] = [card_rect(geometry.trick_spots[seat]) for seat, _ in table.shown.trick]
    found["the score box"] = [score_box(table)]
    found["the bulb"] = [geometry.bulb_rect]
    found["the i"] = [geometry.info_rect]
    found["the peek arrows"] = [geometry.peek_frame, *geometry.peek_rects().values()]
    found["the dealer token"] = [paint.dealer_token_rect(table)]
    marker = paint.turn_marker_rect(table)
    if marker is not None:
        found["the turn marker"] = [marker]
    note = paint.note_image(table)
    if note is not None:
        found["the note"] = [paint.note_box(table, note)]
    if table.variant_id == "belote":
        found["the last-trick box"] = [layout.SMALL_TRICK]
    if table.shown.turn_up is not None:
        found["the turn-up card"] = [card_rect(layout.TURN_UP_SPOT)]
    found.update(game_places(table))
    return {name: rects for name, rects in found.items() if rects}


def score_box(table) -> layout.pygame.Rect:
    """The score box as drawn: Pinochle's grows with its lines."""
    lines = table.game.info_lines()
    box = layout.INFO_BOX
    return box if lines is None else layout.pygame.Rect(box.topleft, (box.width, max(box.height, 6 + 18 * len(lines))))


def game_places(table) -> dict[str, list]:
    """The panels, buttons and boxes of each game, while they show."""
    found = {}
    if table.panel.visible:
        found["the calling panel"] = [table.panel.rect]
    auction = getattr(table.game, "auction_table", None)
    if auction is not None and auction.visible:
        found["the auction table"] = [auction.rect]
        balloon = auction.balloon_rect()
        if balloon is not None:
            found["the pinned note"] = [balloon]
    question = question_box(table)
    if question is not None:
        found["the question box"] = [question.rect]
    buttons = getattr(table.game, "announce_buttons", {})
    found["the announce buttons"] = [button.rect for button in buttons.values() if button.visible]
    if table.variant_id == "pinochle":
        found.update(pinochle_places(table))
    return found


def question_box(table):
    """Scotch Whist's box by your hand that asks before your card is played (Verify cards), while it shows."""
    box = getattr(table.game, "response", None)
    return box if box is not None and box.visible else None


def pinochle_places(table) -> dict[str, list]:
    found = {}
    if pinochle_table.trump_badge_shown(table):
        found["the trump box"] = [pinochle_table.trump_badge_rect(table.geometry)]
    spots = pinochle_table.meld_spots(table.geometry)
    if table.turn_end == "meld":
        found["the meld strips"] = [spots[seat] for seat in SEATS if table.game.melds.get(seat)]
    hand = table.hand
    if hand.phase == "passing" and hand.to_act is not None and hand.to_act == table.card_seat() \
            and hand.view(hand.to_act).public.passing:
        found["the cards being passed"] = [spots[Seat.S]]
    return found


# Places that may overlap: the peek arrows lie in their frame, the turn marker frames a name; what shows in the
# middle while no card is in the trick (the calling panels, the note, the turn-up card, the meld strips, the
# announce buttons in your card's place) covers the trick's empty places, not its cards; a call's note is pinned
# over the auction it explains and the bidding box beside it; Scotch Whist's question box lies over the hand it asks
# about, as its manual has it (Options > Response box offset puts it beside the hand).
MIDDLE = ("the calling panel", "the auction table", "the pinned note", "the note", "the turn-up card",
          "the meld strips", "the announce buttons", "the cards being passed")
MAY_OVERLAP = {frozenset(("the turn marker", f"{seat.full_name}'s name")) for seat in SEATS} | {
    frozenset(("the trick", middle)) for middle in MIDDLE} | {
    frozenset(("the cards in the trick", "the trick"))} | {
    frozenset(("the pinned note", other)) for other in ("the calling panel", "the auction table")} | {
    frozenset(("the question box", "South's cards"))}


def overlaps(table) -> list[str]:
    found = places(table)
    out = []
    for (one, ones), (other, others) in combinations(found.items(), 2):
        if frozenset((one, other)) in MAY_OVERLAP:
            continue
        for a in ones:
            if any(a.colliderect(b) for b in others):
                out.append(f"{one} and {other}")
                break
    return out


def names_cut(table) -> list[str]:
    """The seats whose name does not fit its place, or is cut although short, or lies outside the seat's zone."""
    out = []
    for seat in SEATS:
        title = paint.zone_items(table, seat)[0]
        width = text_size(title.text, theme.font(paint.TITLE_SIZE))[0]
        zone = paint.seat_zone(table, seat)
        if width > title.rect.width or title.text != paint.seat_title(table, seat) or not zone.contains(title.rect):
            out.append(seat.full_name)
    return out


def lines_cut(table) -> list[str]:
    """The lines of the seats' zones (calls, contract, announces) that do not fit their place or their zone."""
    out = []
    for seat in SEATS:
        zone = paint.seat_zone(table, seat)
        for item in paint.zone_items(table, seat)[1:]:
            width = paint.text_image(item.text, 17).get_width() if item.kind != "meld_cards" else 0
            if width > item.rect.width or not zone.contains(item.rect):
                out.append(f"{seat.full_name}: {item.text or item.payload[0]}")
    return out


def labels_cut(table) -> list[str]:
    """The labels of the calling panel and the buttons on the table that do not fit their button, and Pinochle's
    meld strips' titles and trump box that do not fit their box."""
    question = question_box(table)
    widgets = [*table.panel.inner, *getattr(table.game, "announce_buttons", {}).values(),
               *(question.buttons if question is not None else [])]
    out = []
    for widget in widgets:
        if not widget.visible:
            continue
        if isinstance(widget, Button) and draw.label_surface(widget.label).get_width() > widget.rect.width - 6:
            out.append(widget.label)
        if isinstance(widget, Label) and text_size(widget.text, theme.font(widget.size))[0] > widget.rect.width:
            out.append(widget.text)
    if table.variant_id == "pinochle" and table.turn_end == "meld":
        spots = pinochle_table.meld_spots(table.geometry)
        for seat, items in table.game.melds.items():
            title = pinochle_table.meld_title(table, seat, items)
            if items and paint.text_image(title, 16).get_width() > spots[seat].width - 4:
                out.append(title)
    return out


def gap(a, b) -> float:
    """How far apart two rectangles lie (0 when they touch or overlap)."""
    dx = max(0, a.left - b.right, b.left - a.right)
    dy = max(0, a.top - b.bottom, b.top - a.bottom)
    return (dx * dx + dy * dy) ** 0.5


def names_away_from_their_hands(table) -> list[str]:
    """The seats whose name lies nearer another seat's cards than its own."""
    hands = {seat: rects[0].unionall(rects) for seat, rects in hand_rects(table).items() if rects}
    out = []
    for seat, own in hands.items():
        name = paint.zone_items(table, seat)[0].rect
        if any(gap(name, other) <= gap(name, own) for other_seat, other in hands.items() if other_seat != seat):
            out.append(seat.full_name)
    return out


def marker_follows_the_turn(table) -> bool:
    hand = table.hand
    marker = paint.turn_marker_rect(table)
    if hand.done or hand.to_act is None:
        return marker is None
    seat = hand.playing_from(hand.to_act) if hand.phase == "play" else hand.to_act
    return marker is not None and marker.contains(paint.zone_items(table, seat)[0].rect)


KNOWN = {}  # (game, deal): why an overlap is left for now


@pytest.mark.parametrize("deal", DEALS)
@pytest.mark.parametrize("game", GAMES)
def test_nothing_on_the_table_runs_into_anything_else_and_every_name_fits(game, deal):
    if (game, deal) in KNOWN:
        pytest.xfail(KNOWN[game, deal])
    app, table = open_table(game, deal=deal, seed=deal)
    table.session.players.update({seat: "novice" for seat in SEATS})
    table.start_hand()
    table.prefs.confirm = False
    seen = []
    for moment, reached in MOMENTS.items():
        run_and_go_on(app, table, lambda reached=reached: app.scenes.top is not table or reached(table))
        assert app.scenes.top is table, f"the hand ended before {moment}"
        app.run_frames(1)
        assert overlaps(table) == [], f"{moment}: {overlaps(table)} overlap"
        assert names_cut(table) == [], f"{moment}: the names of {names_cut(table)} do not fit"
        assert lines_cut(table) == [], f"{moment}: the lines {lines_cut(table)} do not fit"
        assert names_away_from_their_hands(table) == [], f"{moment}: {names_away_from_their_hands(table)}"
        assert marker_follows_the_turn(table), f"{moment}: the turn marker is not on the seat to act"
        seen.append(moment)
    assert seen == list(MOMENTS)


def test_the_turn_marker_frames_the_name_of_the_seat_to_act_and_follows_it():
    app, table = open_table("belote_bridgee", deal=1, seed=1)
    table.session.players.update({seat: "novice" for seat in SEATS})
    table.start_hand()
    hand = table.hand
    run_and_go_on(app, table, lambda: settled(table))
    marked = set()
    while hand.phase != "play" or len(hand.tricks) < 2:
        run_and_go_on(app, table, lambda: settled(table) and not table.hand.done)
        app.run_frames(1)
        seat = paint.turn_seat(table)
        assert seat == hand.to_act
        marker = paint.turn_marker_rect(table)
        name = paint.zone_items(table, seat)[0].rect
        assert marker.contains(name)
        corner = app.screen.get_at(marker.topleft)[:3]
        inside = app.screen.get_at((marker.left + 1, marker.top + 1))[:3]
        assert corner == paint.BLACK and inside == paint.HIGHLIGHT_TITLE  # drawn: a black frame, yellow inside
        marked.add(seat)
        app.run_frames(3)
    assert marked == set(SEATS)


def test_your_name_lies_beside_your_hand_and_the_dummy_is_marked_while_its_declarer_plays_from_it():
    app, table = open_table("bridge", deal=2, seed=2)
    table.session.players.update({seat: "novice" for seat in SEATS})
    table.start_hand()
    table.prefs.player_names = {"S": "You"}
    hand = table.hand
    run_and_go_on(app, table, lambda: settled(table))
    assert names_away_from_their_hands(table) == []
    name = paint.zone_items(table, Seat.S)[0].rect
    assert name.right < hand_rects(table)[Seat.S][0].left and name.bottom > layout.SOUTH_Y  # left of it, in its row
    run_and_go_on(app, table, lambda: settled(table) and hand.phase == "play" and not hand.done
                  and hand.playing_from(hand.to_act) != hand.to_act)
    app.run_frames(1)
    dummy = hand.playing_from(hand.to_act)
    assert paint.turn_seat(table) == dummy
    assert paint.turn_marker_rect(table).contains(paint.zone_items(table, dummy)[0].rect)


def assert_clear(table, moment: str) -> None:
    assert overlaps(table) == [], f"{moment}: {overlaps(table)} overlap"
    assert names_cut(table) == [], f"{moment}: the names of {names_cut(table)} do not fit"
    assert lines_cut(table) == [], f"{moment}: the lines {lines_cut(table)} do not fit"
    assert labels_cut(table) == [], f"{moment}: the labels {labels_cut(table)} do not fit"


def your_call(app, table) -> None:
    """You pass when you may, else make the first call the panel has a button for, with a click on it."""
    legal = table.session.legal_actions()
    action = PASS if PASS in legal else next(a for a in legal if table.panel.button_for(a) is not None)
    click(app, table.panel.button_for(action).rect.center)


def pin_a_call_note(app, table) -> None:
    """Contract Bridge: a click on the first call of the auction pins its note open."""
    auction = getattr(table.game, "auction_table", None)
    if auction is not None and auction.visible and auction.calls and auction.balloon_index is None:
        click(app, auction.call_rect(0).center)
        assert auction.balloon_rect() is not None


def moment_now(table) -> str | None:
    """What the table shows now, in words, when it is a moment to measure: your call, your card, the meld, a
    trick on the table."""
    hand = table.hand
    if not settled(table) or hand.done:
        return None
    if table.turn_end == "meld":
        return "the meld"
    if question_box(table) is not None:
        return f"the question ({len(hand.actions)})"
    if table.ready_human() is not None:
        return f"your {'card' if hand.phase == 'play' else hand.phase} ({len(hand.actions)})"
    if table.shown.trick:
        return f"a trick of {len(table.shown.trick)} card(s) ({len(hand.actions)})"
    return None


# What the walk meets, in each game (Belote's deal 2 is taken before your turn to speak).
EXPECTED = {"belote_bridgee": {"the calling panel", "the announce buttons"},
            "belote": {"the calling panel", "the turn-up card", "the last-trick box"},
            ("belote", 2): {"the last-trick box"},
            "bridge": {"the calling panel", "the auction table", "the pinned note"},
            "pinochle": {"the calling panel", "the meld strips", "the trump box", "the note"},
            "scotch_whist": {"the question box"}}
WITH_YOU = [(game, deal, False) for game in GAMES for deal in DEALS] + [("pinochle", deal, True) for deal in DEALS]


@pytest.mark.parametrize(("game", "deal", "windows95"), WITH_YOU)
def test_with_you_at_south_no_panel_button_or_box_runs_into_anything_and_every_label_fits(game, deal, windows95):
    app, table = open_table(game, deal=deal, seed=deal)
    table.session.players.update({seat: "novice" for seat in SEATS if seat != Seat.S})
    table.prefs.confirm = False
    table.prefs.windows95 = windows95
    table.start_hand()
    run_and_go_on(app, table, lambda: settled(table))
    app.run_frames(1)
    assert_clear(table, "the deal")
    seen, cards_played, measured = [], 0, set()
    for _ in range(6000):
        if table.hand.done or app.scenes.top is not table or len(table.hand.tricks) >= 3:
            break
        moment = moment_now(table)
        if moment is not None and moment not in seen:
            app.run_frames(1)
            if table.hand.phase in ("bidding", "trump") and table.ready_human() is not None:
                pin_a_call_note(app, table)
            assert_clear(table, moment)
            seen.append(moment)
            measured.update(places(table))
        if table.turn_end is not None:
            click(app, (320, 300), button=3)
        elif question_box(table) is not None:
            click(app, question_box(table).buttons[0].rect.center)
        elif table.ready_human() is not None and table.hand.phase == "play":
            card = next(action for action in table.session.legal_actions() if hasattr(action, "suit"))
            click(app, card_spot(table, table.card_seat(), card))
            cards_played += 1
        elif table.ready_human() is not None and table.panel.visible:
            your_call(app, table)
        elif table.ready_human() is not None:  # passing cards: the computer does it for you
            choose_from_menu(app, table, "End cards", "Practice")
        app.run_frames(1)
    assert app.scenes.top is table, (type(app.scenes.top).__name__, seen)
    assert any(moment.startswith("your") for moment in seen) and cards_played, seen
    assert any(moment.startswith("a trick") for moment in seen), seen
    assert EXPECTED.get((game, deal), EXPECTED.get(game, set())) <= measured


def corner_shown(rects: list, index: int) -> tuple[int, int]:
    """How wide and how high the top-left corner of card ``index`` shows from under the cards after it."""
    rect = rects[index]
    width, height = rect.width, rect.height
    for later in rects[index + 1:]:
        if later.colliderect(rect):
            if later.left > rect.left:
                width = min(width, later.left - rect.left)
            if later.top > rect.top:
                height = min(height, later.top - rect.top)
            if later.left <= rect.left and later.top <= rect.top:
                return 0, 0
    return width, height


INDEX_SHOWN = (16, 16)  # a face-up card's index ("10" and its suit) and a little felt of the next card's edge
BACK_SHOWN = 12  # a card back shows this much of itself at least: the hand reads as cards, not stripes


@pytest.mark.parametrize("windows95", [False, True])
def test_pinochle_twenty_cards_show_each_index_and_the_side_hands_each_back(windows95):
    _, table = open_table("pinochle", deal=2, seed=2)
    table.prefs.windows95 = windows95
    geometry = table.geometry
    for seat, count in ((Seat.S, 20), (Seat.S, 24), (Seat.W, 20), (Seat.E, 20)):
        rects = geometry.hand_rects(seat, count, True)
        shown = [corner_shown(rects, index) for index in range(count)]
        assert all(w >= INDEX_SHOWN[0] and h >= INDEX_SHOWN[1] for w, h in shown), (seat, count, shown)
    for seat in (Seat.W, Seat.E):
        for count in (20, 24):
            rects = geometry.hand_rects(seat, count, False)
            assert all(max(corner_shown(rects, index)) >= BACK_SHOWN for index in range(count)), (seat, count)
    sides = [rect for seat in (Seat.W, Seat.E) for rect in geometry.hand_rects(seat, 24, True)]
    south = geometry.hand_rects(Seat.S, 24, True)
    assert all(rect.collidelist(sides) == -1 for rect in south)
    assert all(geometry.felt_rect.contains(rect) for rect in south + sides)


CLEAR_GAP = 8  # between two places that lie side by side: felt shows between them


def test_belote_south_hand_keeps_a_clear_gap_from_the_last_trick_box_and_the_squeeze_keeps_each_index():
    app, table = open_table("belote", deal=2, seed=2)
    table.start_hand()
    run_and_go_on(app, table, lambda: settled(table))
    assert gap(hand_rects(table)[Seat.S][-1], layout.SMALL_TRICK) >= CLEAR_GAP
    for count in range(1, 9):
        rects = table.geometry.hand_rects(Seat.S, count, True)
        assert gap(rects[-1], layout.SMALL_TRICK) >= CLEAR_GAP
        assert all(corner_shown(rects, index)[0] >= INDEX_SHOWN[0] for index in range(count))
