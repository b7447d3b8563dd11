"""Double-Deck Pinochle's guided first hand at the table, played through real events by doing what each bubble asks:
the bid won at 52, hearts named, four cards passed each way, the meld spread and pointed at, the counters in the score
box, and the score card of 82 to nothing."""

import pygame
import pytest
from conftest_ui import click, press, run_until, table_home
from test_table_guided import next_bubble, open_guided, play_guided_hand
from test_table_guided_belote import step_number

from game.engine import Seat
from game.ui.table import store
from game.ui.table.scorecard import ScoreCard
from game.variants.pinochle.guided import GUIDED_HAND


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    yield from table_home(tmp_path, monkeypatch)

MELD_WORDS = GUIDED_HAND.steps[next(i for i, step in enumerate(GUIDED_HAND.steps) if step.at == 15)].text


def test_the_whole_pinochle_guided_hand_passes_cards_shows_meld_and_reaches_its_score_card(tmp_path):
    app, table, guided = open_guided("pinochle")
    hand_before = table.hand
    play_guided_hand(app, guided, until_step=step_number(guided, action="QC"))  # South's turn to pass back
    next_bubble(app, guided)
    assert guided.hand.phase == "passing" and guided.hand.to_act == Seat.S
    assert sorted(map(str, guided.hand.view(Seat.S).public.passed_cards[Seat.N])) == ["AC", "AS", "TH", "TH"]

    play_guided_hand(app, guided, until_step=step_number(guided, text=MELD_WORDS))  # the meld is on the felt
    next_bubble(app, guided)
    assert guided.turn_end == "meld" and guided.hand.view(Seat.S).public.meld == {"NS": 51, "EW": 24}
    while guided.active_step().until == "next":  # the meld's bubbles hide none of it
        for seat in Seat:
            strip = guided.target_rect(f"meld:{seat.name}")
            assert strip is not None and not guided.bubble.rect.colliderect(strip), (seat, guided.bubble.text)
        click(app, guided.bubble.button("Next").rect.center)
        next_bubble(app, guided)
    assert guided.active_step().until == "go on" and guided.turn_end == "meld"

    play_guided_hand(app, guided, until_step=step_number(guided, target="score_box"))  # after the first trick
    next_bubble(app, guided)
    box = guided.target_rect("score_box")
    assert box is not None and not guided.bubble.rect.colliderect(box)
    assert "took 2" in guided.game.info_lines()[2]  # North-South's line: the K♣ on the A♣

    play_guided_hand(app, guided, until_step=len(guided.guided.steps) - 1)
    run_until(app, lambda: isinstance(app.scenes.top, ScoreCard))
    assert "82" in " ".join(app.scenes.top.texts)
    assert [str(a) for a in guided.hand.actions] == list(guided.guided.actions)
    assert guided.hand.result().points == {"NS": 82, "EW": 0} and guided.hand.counters == {"NS": 31, "EW": 19}
    press(app, pygame.K_RETURN)  # Close
    next_bubble(app, guided)
    assert guided.current_step().until == "end" and "24 meld" in guided.bubble.text
    click(app, guided.bubble.button("Close").rect.center)
    assert app.scenes.top is table and table.hand is hand_before
    assert not store.load_autosave("pinochle")[0]
