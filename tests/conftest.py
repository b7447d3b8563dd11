"""Helpers shared by the rules, records and property tests of 32 Card Bridge."""

from __future__ import annotations

import os
import random
import subprocess
from pathlib import Path

import pytest

from game.ai.player import view_key
from game.engine import PASS, IllegalAction, Seat
from game.variants import VARIANTS, computer_player

BRIDGEE = VARIANTS["belote_bridgee"]
ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def _user_folder_of_the_test(tmp_path_factory, monkeypatch):
    """No test reads or writes the real user folder: each gets its own empty one."""
    monkeypatch.setenv("CARD_TABLE_HOME", str(tmp_path_factory.mktemp("home")))


# -- programs that run beside the tests --------------------------------------------------------------------------
# A corpus check or the build of the executable is most of a minute of work in a process of its own: the programs
# the selected tests need start before the first test and run beside the tests of this process (on another core,
# when there is one); a test that needs one waits for its outcome. Each program runs in a folder of the session's
# temporary folder (pytest keeps the last few), with its user folder in it: never the real one.
_programs: dict[str, dict] = {}


def pytest_configure(config):
    config.addinivalue_line("markers", "program(key): the test needs the outcome of the program whose command its "
                                       "module's PROGRAMS[key](folder) gives; it starts before the first test (under "
                                       "xdist, with the first test of its worker that needs one)")


def pytest_collection_modifyitems(config, items):
    # Under pytest-xdist (-n, the README's command) the tests that need a program all go to one worker process
    # (--dist loadgroup), which starts every program when the first of them asks (program_outcome below).
    for item in items:
        if item.get_closest_marker("program"):
            item.add_marker(pytest.mark.xdist_group("programs"))


@pytest.fixture(scope="session", autouse=True)
def _programs_beside_the_tests(request, tmp_path_factory):
    if not hasattr(request.config, "workerinput"):  # one process runs every test: start the programs now
        start_programs(request.session, tmp_path_factory)
    yield
    for program in _programs.values():
        if program["process"].poll() is None:  # no test waited for it (-x, an interrupt)
            program["process"].kill()
            program["process"].wait()
    _programs.clear()


def start_programs(session, tmp_path_factory) -> None:
    """Start the program of every selected test that needs one (once a session)."""
    for item in session.items:
        for marker in item.iter_markers("program"):
            start_program(tmp_path_factory, item.module, marker.args[0])


def start_program(tmp_path_factory, module, key: str) -> None:
    """Start the command of ``module.PROGRAMS[key]`` in a new folder (once a session)."""
    if key in _programs:
        return
    folder = tmp_path_factory.mktemp(key)
    env = {**os.environ, "CARD_TABLE_HOME": str(folder / "home")}
    with open(folder / "stdout.txt", "w") as stdout, open(folder / "stderr.txt", "w") as stderr:  # not pipes:
        process = subprocess.Popen(module.PROGRAMS[key](folder), cwd=ROOT, env=env, stdout=stdout,  # a full one
                                   stderr=stderr)  # would stop the program until the test reads it
    _programs[key] = {"process": process, "folder": folder}


def program_outcome(request, key: str, timeout: float) -> tuple[subprocess.CompletedProcess, Path]:
    """The outcome of the program ``key`` of the requesting test's module (started now if it was not before the
    first test), and its folder."""
    start_programs(request.session, request.getfixturevalue("tmp_path_factory"))
    start_program(request.getfixturevalue("tmp_path_factory"), request.module, key)  # a test without the program mark
    program = _programs[key]
    if "outcome" not in program:
        process, folder = program["process"], program["folder"]
        try:
            process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
            raise
        program["outcome"] = subprocess.CompletedProcess(process.args, process.returncode,
                                                         (folder / "stdout.txt").read_text(errors="replace"),
                                                         (folder / "stderr.txt").read_text(errors="replace"))
    return program["outcome"], program["folder"]


# The tutorial hand of the manual, rebuilt card by card (dealer West, South on lead).
TUTORIAL_CARDS = {
    "N": "JC AC KC 8C 8S AH TH 9H",
    "E": "TC AS 7S KH 8H AD TD 7D",
    "S": "TS JS QS 7C 8D KD QD 7H",
    "W": "9C QC KS 9D QH JH 9S JD",
}
TUTORIAL_AUCTION = "pass pass 80C pass pass 90D 100C 110D pass pass 120C pass pass pass".split()
TUTORIAL_PLAY = ("announce:third 7C TC JC QC  8C 9C 8D 7S  KS JS AS 8S  7D KC 9D KD  AH QH 7H KH  TH JH QS 8H"
                 "  9H 9S QD TD  AC JD TS AD").split()


def set_attributes(monkeypatch, module, **values) -> None:
    """Give each of ``module``'s names its value for the test (undone after it), e.g. a smaller search budget."""
    for name, value in values.items():
        monkeypatch.setattr(module, name, value)


def refused(hand, action, match: str) -> None:
    """The hand refuses ``action`` with an IllegalAction whose reason matches the pattern ``match``."""
    with pytest.raises(IllegalAction, match=match):
        hand.apply(action)


def options(**changes):
    return BRIDGEE.default_options().replace(**changes)


def new_hand(cards=None, dealer="W", deal_number=None, **option_changes):
    """A hand of 32 Card Bridge from explicit cards ({"N": "JS 9S ...", ...}) or a deal number."""
    opts = options(**option_changes)
    if deal_number is not None:
        return BRIDGEE.new_hand(opts, dealer=Seat.parse(dealer), deal_number=deal_number)
    return BRIDGEE.new_hand(opts, dealer=Seat.parse(dealer), cards=cards)


def run(hand, actions) -> list:
    """Apply each action (notation or object) in turn; return all the events."""
    if isinstance(actions, str):
        actions = actions.split()
    events = []
    for action in actions:
        events.extend(hand.apply(action))
    return events


def of_type(events, name: str) -> list:
    return [e for e in events if type(e).__name__ == name]


def snapshot(hand) -> tuple:
    """Everything a player or the score card can see of a hand, to compare two hands."""
    views = tuple(hand.view(seat) for seat in Seat)
    result = hand.result().to_json() if hand.done else None
    return (hand.phase, hand.to_act, [str(a) for a in hand.legal_actions()], views, result,
            [str(a) for a in hand.actions])


def random_action(hand, rng: random.Random):
    """A legal action, biased so that most auctions end in a contract at a sane level."""
    legal = hand.legal_actions()
    if hand.phase != "bidding":
        return rng.choice(legal)
    roll = rng.random()
    if roll < 0.55 or len(legal) == 1:
        return PASS
    others = [a for a in legal if a is not PASS]
    if roll < 0.9:
        return others[min(len(others) - 1, rng.randrange(3))]  # one of the lowest bids (or a double)
    return rng.choice(others)


def play_randomly(hand, rng: random.Random, limit: int = 200) -> None:
    for _ in range(limit):
        if hand.done:
            return
        hand.apply(random_action(hand, rng))
    raise AssertionError("the hand did not finish")


def play_match(match, choose, actions: int | None = None) -> None:
    """Play ``match`` with ``choose(hand)`` for every move, hand after hand, until it is over (``actions``: stop
    after that many moves)."""
    done = 0
    while not match.over and (actions is None or done < actions):
        hand = match.current
        if hand.done:
            match.finish_hand()
            if not match.over:
                match.next_hand()
            continue
        hand.apply(choose(hand))
        done += 1


# -- the computer players' tests ------------------------------------------------------------------------------
def check_decision(view, decision) -> None:
    """A computer player's decision is legal and explained in words."""
    assert decision.action in view.legal
    assert decision.reasons and all(isinstance(r, str) and r for r in decision.reasons)


def play_out(hand, players: dict, check=None):
    """Play ``hand`` to its end, each seat deciding with ``players[seat]``; ``check(view, decision)`` sees every
    decision before it is applied."""
    while not hand.done:
        view = hand.view(hand.to_act)
        decision = players[hand.to_act].decide(view)
        if check is not None:
            check(view, decision)
        hand.apply(decision.action)
    return hand


def positions_of(hand, player, every: int) -> list:
    """Copies of ``hand`` at every ``every``-th decision while ``player`` plays all four seats to the end."""
    found = []
    step = 0
    while not hand.done:
        if step % every == 0:
            found.append(hand.clone())
        hand.apply(player.decide(hand.view(hand.to_act)).action)
        step += 1
    return found


def decides_the_same_on_other_cards(me, hand, seat, other_cards, rng, tries: int) -> bool:
    """``me`` takes the same decision for the same reasons on ``hand`` and on the first of ``tries`` hands from
    ``other_cards(hand, seat, rng)`` (another layout of the cards ``seat`` cannot see) where ``seat`` sees the
    same view; whether there was one to compare."""
    mine = me.decide(hand.view(seat))
    for _ in range(tries):
        try:
            other = other_cards(hand, seat, rng)
        except IllegalAction:  # the play so far rules this layout out (a void shown, say)
            continue
        if other.view(seat) != hand.view(seat):
            continue  # a public fact moved with the cards (a Belote said, say)
        assert view_key(other.view(seat)) == view_key(hand.view(seat))
        theirs = me.decide(other.view(seat))
        assert theirs.action is mine.action and theirs.reasons == mine.reasons
        return True
    return False


def repeated_decisions(hand, game_id: str, skill: str, most: int) -> int:
    """Play ``hand`` with Advanced players; at every call and at the first and third card of a trick (``most``
    times at the most) a fresh ``skill`` player decides twice, on the view and on a clone's: the same action for
    the same reasons. How many were compared."""
    players = {s: computer_player(game_id, "advanced", seed=s) for s in Seat}
    checked = 0
    while not hand.done and checked < most:
        view = hand.view(hand.to_act)
        if view.phase == "bidding" or len(view.trick) in (0, 2):
            first = computer_player(game_id, skill, seed=99).decide(view)
            again = computer_player(game_id, skill, seed=99).decide(hand.clone().view(hand.to_act))
            assert first.action is again.action and first.reasons == again.reasons
            checked += 1
        hand.apply(players[hand.to_act].decide(view).action)
    return checked


def replayed_on(hand, variant, cards: dict):
    """``hand``'s actions replayed on a hand of ``variant`` dealt ``cards`` by the same dealer with the same
    options; None if the rules refuse them with those cards."""
    other = variant.new_hand(hand.options, dealer=hand.dealer, cards=cards)
    try:
        for action in hand.actions:
            other.apply(action)
    except IllegalAction:
        return None
    return other
