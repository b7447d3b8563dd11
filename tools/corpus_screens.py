"""The screens of the behaviour corpus: the table of each game at fixed moments, as 640x480 PNG files.

The real app loop runs headless (SDL's dummy drivers) and is driven by real events (tests/conftest_ui.py's
helpers): clicks on the panels and the cards, keys, right clicks to go on. Everything that could vary from run
to run is fixed: a fresh user folder, the animation and game speeds, the clock of the status bar (TIME), and
the computer players, which answer at once in the table's own thread with a fixed rule (FixedPlayer) instead of
thinking in a worker — so a run is the same frame by frame, and each screenshot is taken at a moment where the
table waits for the person (with the speech bubbles and notes gone and the mouse at rest).

    python tools/corpus.py screens OUT_DIR
    python tools/corpus.py screens --check REF_DIR [--diff DIR]

The screens (GAMES): per game the deal, its calling panel, a trick in progress, the medal on a trick's winner
and the score card; 32 Card Bridge's announce buttons at the first card; Belote's turn-up, its second round of
taking and (option) the No Trumps / All Trumps panel; Contract Bridge's dummy and rubber sheet; Pinochle's trump
box, meld, score box (its meld summary) and (option) the four cards passed; Scotch Whist's turn-up, card to verify,
trick taken, hand scores, score sheet and (option) bidding box.

To know where it is, the director reads these facts of the table (a rebuild that renames them renames them
here too): ``table.shown`` (deal_done, speech, note_left, medal, trick, tricks_swept, dummy), ``table.flights``,
``flash_left``, ``pause_left``, ``turn_end``, ``ready_human()``, ``card_seat()``, ``panel.button_for(action)``,
``traits.calling_phases``, ``session.legal_actions()`` and ``session.hand``, and of the game's table object
(``table.game``) Scotch Whist's ``response`` and 32 Card Bridge's ``announce_buttons``; it puts its computers in
place of ``game.ui.table.worker.DecisionWorker`` and its clock in place of ``game.ui.table.paint.time``.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHOT_SIZE = (640, 480)
TIME = (2024, 3, 5, 14, 30, 0, 1, 65, -1)  # the time of day every screenshot shows: 14:30
REST = (632, 120)  # where the mouse rests for a screenshot (the right edge of the felt)
SCREEN_SEED = 5  # the seed of every game at the table


def _set_up_environment(home: str) -> None:
    os.environ["CARD_TABLE_HOME"] = home
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    sys.path.insert(0, str(ROOT / "tests"))


class FixedClock:
    """``time`` for the table's painter: strftime always formats TIME."""

    @staticmethod
    def strftime(form: str, moment=None) -> str:
        return time.strftime(form, TIME)


def fixed_player(opens: bool):
    """The computers of the screens: in the auction, pass (or, when ``opens``, make the lowest call that is not a
    pass while nobody has: a contract for the play); in the play the first card the rules allow."""
    from game.ai.player import Decision
    from game.engine import PASS

    class FixedPlayer:
        def decide(self, view):
            legal = list(view.legal)
            calls = [a for a in legal if a is not PASS]
            opened = any(action is not PASS for _, action in view.history)
            if PASS in legal and not (opens and calls and not opened):
                return Decision(PASS, ["The corpus's fixed player passes."])
            choice = calls[0] if calls else legal[0]
            return Decision(choice, ["The corpus's fixed player takes the first choice the rules allow."])

    return FixedPlayer()


def synchronous_worker(opens: dict):
    """A DecisionWorker that answers every request at once, in the table's thread, with the fixed player."""

    class SynchronousWorker:
        def __init__(self, variant_id: str, mode: str = "thread"):
            self.player = fixed_player(opens.get(variant_id, False))
            self.mode = "thread"
            self._connection = True  # never None: shared_worker keeps it
            self.answers: dict = {}
            self.tickets = 0
            self.busy = False

        def ask(self, skill: str, seed: int, view) -> int:
            self.tickets += 1
            self.answers[self.tickets] = self.player.decide(view)
            return self.tickets

        def poll(self) -> dict:
            answers, self.answers = self.answers, {}
            return answers

        def forget(self, ticket) -> None:
            self.answers.pop(ticket, None)

        def close(self) -> None:
            self._connection = None

    return SynchronousWorker


# -- the director -------------------------------------------------------------------------------------
class Director:
    """Plays one game at the table with real events and takes its screenshots."""

    def __init__(self, ui, variant_id: str, out: Path, options=None, prefix: str | None = None):
        from game.ui.table.session import TableSession

        self.ui = ui
        self.variant_id = variant_id
        self.prefix = prefix or variant_id
        self.out = out
        session = TableSession(variant_id, options, None, seed=SCREEN_SEED)
        self.app, self.table = ui.open_table(variant_id, session=session)
        ui.move(self.app, REST)  # the mouse rests out of the way from the start
        self.taken: list[str] = []

    @property
    def hand(self):
        return self.table.session.hand

    def quiet(self) -> bool:
        table, shown = self.table, self.table.shown
        return not (table.flights or shown.speech or shown.note_left > 0 or table.flash_left > 0
                    or table.pause_left > 0)

    def shoot(self, name: str, settle: bool = True) -> None:
        """Save ``<game>_<name>.png``; with ``settle``, once the table is at rest with the mouse out of the way
        (without: at once, e.g. before the computers' first calls)."""
        if settle:
            self.ui.run_until(self.app, self.quiet)
            self.ui.move(self.app, REST)
            self.ui.run_until(self.app, self.quiet)
        path = self.out / f"{self.prefix}_{name}.png"
        self.app.save_screenshot(path)
        self.taken.append(path.name)

    def play_until(self, condition, call=None, limit: int = 6000) -> None:
        """Run the table until ``condition()``: the person's calls are made by ``call(legal)`` (default: pass),
        his cards are the first the rules allow, every end of turn and response box is answered."""
        table, app = self.table, self.app
        for _ in range(limit):
            if condition():
                return
            if app.scenes.top is not table:
                raise AssertionError(f"{type(app.scenes.top).__name__} is open at the {self.variant_id} table")
            if not self.quiet():
                app.run_frames(1)
                continue
            response = getattr(table.game, "response", None)
            if response is not None and response.visible:
                self.ui.click(app, response.buttons[0].rect.center)
            elif table.turn_end is not None:
                self.ui.click(app, (320, 300), button=3)
            elif table.ready_human() is not None:
                self.act(call)
            else:
                app.run_frames(1)
        raise AssertionError(f"the {self.variant_id} table never got there")

    def act(self, call) -> None:
        from game.engine import PASS, Card

        legal = self.table.session.legal_actions()
        cards = [a for a in legal if isinstance(a, Card)]
        if cards:
            seat = self.table.card_seat()
            self.ui.click(self.app, self.ui.card_spot(self.table, seat, cards[0]))
            return
        action = call(legal) if call else (PASS if PASS in legal else legal[0])
        button = self.table.panel.button_for(action)
        if button is None:
            raise AssertionError(f"no button for {action} in the {self.variant_id} panel")
        self.ui.click(self.app, button.rect.center)

    # -- the moments every game has --------------------------------------------------------------------
    def human_calls(self) -> bool:
        return self.table.ready_human() is not None and self.hand.phase in self.table.traits.calling_phases

    def human_plays(self) -> bool:
        return self.table.ready_human() is not None and self.hand.phase == "play"

    def deal(self, name: str = "deal") -> None:
        self.ui.run_until(self.app, lambda: self.table.shown.deal_done and not self.table.flights)
        self.shoot(name, settle=False)

    def mid_trick(self) -> None:
        """The person's turn in the second trick or later, with cards on the table."""
        shown = self.table.shown
        self.play_until(lambda: self.human_plays() and shown.tricks_swept >= 1 and shown.trick)
        self.shoot("mid_trick")

    def medal(self) -> None:
        shown = self.table.shown
        self.play_until(lambda: shown.medal is not None and self.table.turn_end == "trick"
                        and not self.table.flights)
        self.shoot("medal")

    def end_of_hand(self, dialog: str = "ScoreCard", name: str = "score_card") -> None:
        """The medal of the last trick, then the dialog ``dialog`` (a class name) that ends the hand, shot as
        ``name``."""
        self.medal()
        self.to_the_end(dialog)
        self.shoot(name)

    def to_the_end(self, dialog: str) -> None:
        """Play on until the dialog ``dialog`` (a class name) opens over the table."""
        self.play_until(lambda: type(self.app.scenes.top).__name__ == dialog)


def shoot_belote_bridgee(ui, out: Path) -> list[str]:
    d = Director(ui, "belote_bridgee", out)
    d.deal()
    d.play_until(d.human_calls)
    d.shoot("bidding")
    # South's first card: the announce buttons of what he holds, if any (none: none shows)
    d.play_until(lambda: d.human_plays() and d.table.session.view(d.hand.to_act).public.announce_turn)
    d.shoot("first_card_announces")
    d.mid_trick()
    d.end_of_hand()
    return d.taken


def shoot_belote(ui, out: Path) -> list[str]:
    from game.engine import PASS

    d = Director(ui, "belote", out)
    d.deal("deal_turn_up")
    d.play_until(d.human_calls)
    d.shoot("taking")
    d.play_until(lambda: d.human_calls() and d.hand.round == 2)
    d.shoot("taking_round_two")
    d.play_until(lambda: d.human_plays() and d.table.shown.tricks_swept >= 1 and d.table.shown.trick,
                 call=lambda legal: next((a for a in legal if a is not PASS), PASS))
    d.shoot("mid_trick")
    d.end_of_hand()
    return d.taken


def shoot_bridge(ui, out: Path) -> list[str]:
    d = Director(ui, "bridge", out)
    d.deal()
    d.play_until(d.human_calls)
    d.shoot("bidding_box")
    d.play_until(lambda: d.table.shown.dummy is not None and d.human_plays())
    d.shoot("dummy")
    d.mid_trick()
    d.end_of_hand("RubberSheetDialog", "rubber_sheet")
    return d.taken


def shoot_belote_no_trumps_all_trumps(ui, out: Path) -> list[str]:
    options = _options("belote", no_trumps_all_trumps=True)
    d = Director(ui, "belote", out, options=options, prefix="belote_no_trumps_all_trumps")
    d.play_until(d.human_calls)
    d.shoot("taking")
    return d.taken


def bid_then_name(legal):
    """The person's calls at Pinochle: the lowest bid, then the first trump suit allowed."""
    from game.engine.actions import Bid

    bids = [a for a in legal if isinstance(a, Bid)]
    return bids[0] if bids else legal[0]


def shoot_pinochle(ui, out: Path) -> list[str]:
    d = Director(ui, "pinochle", out)
    d.deal()
    d.play_until(d.human_calls)
    d.shoot("bidding")
    d.play_until(lambda: d.human_calls() and d.hand.phase == "trump", call=bid_then_name)
    d.shoot("trump")
    d.play_until(lambda: d.table.turn_end == "meld" and not d.table.flights, call=bid_then_name)
    d.shoot("meld")
    ui.click(d.app, (80, 75))  # the sides' lines of the score box: the meld summary
    d.shoot("score_box_meld")
    ui.press(d.app, ui.pygame.K_RETURN)
    d.mid_trick()
    d.end_of_hand()
    return d.taken


def shoot_scotch_whist(ui, out: Path) -> list[str]:
    d = Director(ui, "scotch_whist", out)
    d.deal("deal_turn_up")
    d.play_until(d.human_plays)
    d.shoot("first_card")
    table = d.table
    d.play_until(lambda: table.game.response.visible and table.game.response.kind == "verify")
    d.shoot("verify_card")
    d.play_until(lambda: table.game.response.visible and table.game.response.kind == "pause")
    d.shoot("trick_taken")
    d.mid_trick()
    d.to_the_end("HandScoresDialog")
    d.shoot("hand_scores")
    ui.press(d.app, ui.pygame.K_RETURN)
    ui.run_until(d.app, lambda: type(d.app.scenes.top).__name__ == "WhistSheetDialog")
    d.shoot("score_sheet")
    return d.taken


def shoot_pinochle_passing(ui, out: Path) -> list[str]:
    """Bidders pass 4 cards before meld: South takes the bid, North passes him four, he chooses two to give back."""
    d = Director(ui, "pinochle", out, options=_options("pinochle", pass_four_cards=True),
                 prefix="pinochle_pass_four_cards")
    d.play_until(lambda: d.table.ready_human() is not None and d.hand.phase == "passing", call=bid_then_name)
    d.shoot("received")
    for _ in range(2):
        d.ui.run_until(d.app, d.quiet)
        d.act(None)
    d.shoot("two_chosen")
    return d.taken


def _options(variant_id: str, **changes):
    from game.variants import VARIANTS

    return VARIANTS[variant_id].default_options().replace(**changes)


def shoot_whist_bidding(ui, out: Path) -> list[str]:
    options = _options("scotch_whist", allow_bidding=True)
    d = Director(ui, "scotch_whist", out, options=options, prefix="scotch_whist_allow_bidding")
    d.play_until(d.human_calls)
    d.shoot("bidding")
    return d.taken


GAMES = (shoot_belote_bridgee, shoot_belote, shoot_belote_no_trumps_all_trumps, shoot_bridge, shoot_pinochle,
         shoot_pinochle_passing, shoot_scotch_whist, shoot_whist_bidding)
OPENS = {"belote_bridgee": True, "bridge": True}  # the games whose computers open the auction (a contract to play)


def _ui():
    """The UI test helpers, with the fixed clock and the synchronous computers in place (pygame from here on)."""
    import conftest_ui as ui
    import pygame

    from game.ui.table import paint, worker

    ui.pygame = pygame
    paint.time = FixedClock
    worker.close_shared()
    worker.DecisionWorker = synchronous_worker(OPENS)
    return ui


def take(out: Path) -> list[str]:
    """Every screenshot into ``out`` (PNG, 640x480); returns their file names."""
    out.mkdir(parents=True, exist_ok=True)
    names = []
    with tempfile.TemporaryDirectory(prefix="corpus-home-") as home:
        _set_up_environment(home)
        ui = _ui()
        for shoot in GAMES:
            names += shoot(ui, out)
    return names


# -- the check -----------------------------------------------------------------------------------------
def differing(reference: Path, new: Path, diffs: Path | None) -> list[str]:
    """The names of the screenshots that differ (or are missing on one side); a diff image of each (the
    differing pixels in magenta over a dimmed copy of the new screenshot) goes into ``diffs``."""
    import pygame

    problems = []
    old_names = {p.name for p in reference.glob("*.png")}
    new_names = {p.name for p in new.glob("*.png")}
    for name in sorted(old_names | new_names):
        if name not in new_names or name not in old_names:
            problems.append(f"{name}: {'no longer taken' if name not in new_names else 'new screen'}")
            continue
        old = pygame.image.load(str(reference / name))
        fresh = pygame.image.load(str(new / name))
        if old.get_size() != fresh.get_size():
            problems.append(f"{name}: {old.get_size()} -> {fresh.get_size()}")
            continue
        old_bytes = pygame.image.tobytes(old, "RGB")
        new_bytes = pygame.image.tobytes(fresh, "RGB")
        if old_bytes == new_bytes:
            continue
        count = sum(old_bytes[i:i + 3] != new_bytes[i:i + 3] for i in range(0, len(old_bytes), 3))
        problems.append(f"{name}: {count} pixels differ")
        if diffs is not None:
            diffs.mkdir(parents=True, exist_ok=True)
            pygame.image.save(_diff_image(old_bytes, new_bytes, old.get_size()), str(diffs / name))
    return problems


def _diff_image(old_bytes: bytes, new_bytes: bytes, size):
    """The new screenshot dimmed, with the pixels that differ from the old one in magenta."""
    import pygame

    out = bytearray(len(new_bytes))
    for i in range(0, len(new_bytes), 3):
        if old_bytes[i:i + 3] != new_bytes[i:i + 3]:
            out[i:i + 3] = b"\xff\x00\xff"
        else:
            out[i], out[i + 1], out[i + 2] = new_bytes[i] // 3, new_bytes[i + 1] // 3, new_bytes[i + 2] // 3
    return pygame.image.frombytes(bytes(out), size, "RGB")


def check(reference: Path, diffs: Path | None = None) -> int:
    if not any(reference.glob("*.png")):
        print(f"There are no screenshots (PNG files) in {reference}: take the reference first.")
        return 2
    with tempfile.TemporaryDirectory(prefix="corpus-screens-") as temp:
        take(Path(temp))
        problems = differing(reference, Path(temp), diffs)
    hint = None if diffs is None else f"The diff images (differing pixels in magenta) are in {diffs}."
    return report(problems, f"Every screen is identical to {reference}.", f"The screens differ from {reference}:", hint)


def report(problems: list[str], identical: str, differ: str, hint: str | None) -> int:
    """The end of a check: ``identical`` and 0 when there is no problem, else ``differ``, each problem, the
    ``hint`` if any and 1."""
    if not problems:
        print(identical)
        return 0
    print(differ)
    for problem in problems:
        print("  " + problem)
    if hint is not None:
        print(hint)
    return 1
