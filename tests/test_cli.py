"""The command-line program: computer hands, a human seat fed from stdin, matches, arguments."""

import importlib.util
import io
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import game.cli as cli
from game.engine import Card, Declaration, Seat
from game.engine.actions import announce
from game.engine.cards import SUIT_NAMES
from game.variants import VARIANTS

ROOT = Path(__file__).resolve().parent.parent
HAS_AI = importlib.util.find_spec("game.variants.belote_bridgee.ai") is not None
needs_ai = pytest.mark.skipif(not HAS_AI, reason="the 32 Card Bridge computer player is not written yet")
VARIANT = VARIANTS["belote_bridgee"]


def run(capsys, *argv, stdin=None, monkeypatch=None):
    if stdin is not None:
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def tricks_in(out: str) -> list[int]:
    return [int(n) for n in re.findall(r"^Trick (\d+):$", out, flags=re.M)]


def first_legal_computers(monkeypatch):
    """Every computer (and the hint) takes its first legal action: the test can foresee the whole hand."""
    monkeypatch.setattr(cli, "make_computer", lambda variant_id, skill, seed: cli.FirstLegalPlayer(seed))


# -- computers only ----------------------------------------------------------------------------------------
@needs_ai
def test_computer_hand_of_deal_42(capsys):
    code, out, _ = run(capsys, "play", "belote_bridgee", "--deal", "42", "--seed", "1", "--ascii")
    assert code == 0
    assert "Deal 42" in out
    for seat in ("North", "East", "South", "West"):
        assert re.search(rf"^  {seat} +[SHDC]: ", out, flags=re.M), f"the hand of {seat} is shown"
    calls = re.findall(r"^  (North|East|South|West) (passes|doubles|redoubles|bids \d+ \w+)\.$", out, flags=re.M)
    assert len(calls) >= 4
    assert re.search(r"^ {10}\S", out, flags=re.M), "the computers give their reasons"
    assert tricks_in(out) == list(range(1, 9))
    assert len(re.findall(r"-> \w+ wins trick \d", out)) == 8
    assert "Score card:" in out and "Contract:" in out
    assert out.isascii()


def test_the_real_computer_player_is_used_when_present():
    player = cli.make_computer("belote_bridgee", "novice", 1)
    assert isinstance(player, cli.FirstLegalPlayer) == (not HAS_AI)


def test_stand_in_player_when_there_is_no_computer_player(monkeypatch):
    def no_player(variant_id, skill, seed):
        raise ValueError("no computer player")
    monkeypatch.setattr(cli, "computer_player", no_player)
    player = cli.make_computer("belote_bridgee", "expert", 3)
    hand = VARIANT.new_hand(dealer=Seat.W, deal_number=42)
    decision = player.decide(hand.view(hand.to_act))
    assert decision.action is hand.legal_actions()[0]
    assert decision.reasons == ["no computer player yet"]


def test_as_a_subprocess():
    proc = subprocess.run([sys.executable, "-m", "game", "play", "belote_bridgee", "--deal", "42", "--seed", "1"],
                          cwd=ROOT, capture_output=True, text=True, timeout=300,
                          env={**os.environ, "PYTHONPATH": str(ROOT), "PYTHONIOENCODING": "ascii"})
    assert proc.returncode == 0, proc.stderr
    assert "Score card:" in proc.stdout
    assert "=== Deal 42" in proc.stdout
    assert proc.stdout.isascii()


# -- a human seat ------------------------------------------------------------------------------------------
def play_out_for_south(hand, south_call):
    """Play ``hand`` out with every computer taking its first legal action and South calling
    ``south_call(hand, legal)``; in play, the first time South holds a card the rules forbid, South types it
    first. Returns (South's entries, the refused card, its reason) or None if South never holds such a card."""
    entries, refused = [], None
    while not hand.done:
        legal = hand.legal_actions()
        if hand.to_act != Seat.S:
            hand.apply(legal[0])
            continue
        if hand.phase == "bidding":
            action = south_call(hand, legal)
        else:
            forbidden = [c for c in hand.hands[Seat.S] if c not in legal]
            if forbidden and refused is None:
                refused = (forbidden[0], hand.why_illegal(forbidden[0]))
                entries.append(forbidden[0].text)
            action = legal[0]
        entries.append(str(action))
        hand.apply(action)
    return (entries, *refused) if refused else None


def foresee_human_entries(deal: int, dealer: Seat):
    """South's entries for a hand where South opens the lowest bid, then passes (see play_out_for_south)."""
    hand = VARIANT.new_hand(dealer=dealer, deal_number=deal)
    return play_out_for_south(hand, lambda hand, legal: legal[1] if hand.last_bid is None else legal[0])


def test_human_seat_illegal_card_is_refused_and_the_hand_goes_on(capsys, monkeypatch):
    first_legal_computers(monkeypatch)
    deal, found = next((deal, found) for deal in range(42, 100) if (found := foresee_human_entries(deal, Seat.N)))
    entries, refused_card, reason = found
    assert isinstance(refused_card, Card)
    stdin = "\n".join(["help", "hint", "why", "QX"] + entries) + "\n"
    code, out, _ = run(capsys, "play", "belote_bridgee", "--deal", str(deal), "--dealer", "N", "--human", "S",
                       "--seed", "5", "--ascii", stdin=stdin, monkeypatch=monkeypatch)
    assert code == 0
    assert f"Refused: {reason}." in out
    assert "you must" in reason or "higher trump" in reason
    assert "Refused: 'QX' is not a card or a call" in out
    assert "--- South, your turn ---" in out and "You may:" in out
    assert "Hint (placeholder): Pass (pass)" in out and "no computer player yet" in out
    assert "No trick has been completed yet." in out
    assert tricks_in(out) == list(range(1, 9))
    assert "Score card:" in out and "Game abandoned" not in out
    assert "The deal was:" in out


def test_announce_shortcut_and_why(capsys, monkeypatch):
    """South types 'third' for its announce (when it holds one) and asks 'why' after the first trick."""
    first_legal_computers(monkeypatch)
    for deal in range(1, 200):
        hand = VARIANT.new_hand(dealer=Seat.W, deal_number=deal)  # South speaks first and leads
        hand.apply(hand.legal_actions()[1])
        for _ in range(3):
            hand.apply("pass")
        if any(isinstance(a, Declaration) for a in hand.legal_actions()):
            break
    kind = next(a.kind for a in hand.legal_actions() if isinstance(a, Declaration))
    lead = next(a for a in hand.legal_actions() if isinstance(a, Card))
    stdin = f"{hand.actions[0]}\n{kind}\n{lead.text}\nwhy\nquit\n"
    code, out, _ = run(capsys, "play", "belote_bridgee", "--deal", str(deal), "--dealer", "W", "--human", "S",
                       "--ascii", stdin=stdin, monkeypatch=monkeypatch)
    assert code == 0
    assert re.search(r"^  South +announces: ", out, flags=re.M)
    assert re.search(r"^  Trick 1: South \S+, East \S+, North \S+, West \S+; \w+ won it\.$", out, flags=re.M)
    assert "Game abandoned." in out


@needs_ai
def test_hint_gives_the_computer_reasons(capsys, monkeypatch):
    code, out, _ = run(capsys, "play", "belote_bridgee", "--deal", "42", "--dealer", "W", "--human", "S",
                       "--hint-skill", "advanced", "--ascii", stdin="hint\n", monkeypatch=monkeypatch)
    assert code == 0
    hint = re.search(r"^  Hint \(advanced\): (.+)\n((?:    .+\n)+)", out, flags=re.M)
    assert hint, out
    assert re.fullmatch(r"Pass \(pass\)|Bid \d+ (spades|hearts|diamonds|clubs) \(\d+[SHDC]\)", hint.group(1))
    assert len(hint.group(2).strip()) > 10
    assert "Game abandoned." in out  # the input ended: the program quits cleanly


def test_end_of_input_quits_cleanly(capsys, monkeypatch):
    code, out, _ = run(capsys, "play", "belote_bridgee", "--deal", "7", "--human", "S,N", "--ascii",
                       stdin="", monkeypatch=monkeypatch)
    assert code == 0
    assert "Game abandoned." in out


# -- matches -----------------------------------------------------------------------------------------------
@needs_ai
def test_match_to_a_low_target_has_a_winner(capsys):
    code, out, _ = run(capsys, "play", "belote_bridgee", "--match", "--target", "500", "--seed", "3",
                       "--skill", "novice", "--ascii")
    assert code == 0
    assert "A game to 500 points." in out
    totals = re.findall(r"^After hand (\d+): North-South (\d+), East-West (\d+)", out, flags=re.M)
    assert totals and [int(n) for n, _, _ in totals] == list(range(1, len(totals) + 1))
    winner = re.search(r"^(North-South|East-West) win the game, (\d+) to (\d+), after (\d+) hands\.$", out,
                       flags=re.M)
    assert winner
    assert int(winner.group(2)) >= 500 and int(winner.group(2)) > int(winner.group(3))
    last = totals[-1]
    assert sorted([int(last[1]), int(last[2])]) == sorted([int(winner.group(2)), int(winner.group(3))])


# -- arguments and other commands --------------------------------------------------------------------------
def test_unknown_argument_is_one_line_and_fails(capsys):
    code, out, err = run(capsys, "play", "belote_bridgee", "--bogus")
    assert code == 2
    assert err.count("\n") == 1 and "unrecognized arguments: --bogus" in err and "--help" in err


def test_bad_values_are_refused(capsys):
    assert cli.main(["play", "belote_bridgee", "--deal", "0"]) == 2
    assert cli.main(["play", "belote_bridgee", "--skills", "N=genius"]) == 2
    assert cli.main(["play", "belote_bridgee", "--target", "120"]) == 2
    assert cli.main(["play", "no_such_game"]) == 2
    err = capsys.readouterr().err
    assert "--target 120: 32 Card Bridge is played to 500 to 9,900 points in steps of 100 (default 3,000)" in err


def test_help_option(capsys):
    code, out, _ = run(capsys, "play", "--help")
    assert code == 0
    for option in ("--deal", "--dealer", "--skill", "--skills", "--human", "--match", "--seed", "--no-announces",
                   "--target"):
        assert option in out


def test_list_and_rules(capsys):
    code, out, _ = run(capsys, "list")
    assert code == 0 and out.startswith("belote_bridgee   32 Card Bridge")
    code, out, _ = run(capsys, "rules", "belote_bridgee")
    assert code == 0 and out.startswith("32 CARD BRIDGE\n==============\n")


def test_skills_per_seat():
    args = cli.build_parser().parse_args(["play", "belote_bridgee", "--skill", "novice",
                                          "--skills", "N=expert,e=advanced", "--human", "S"])
    players = cli.seat_players(args, "belote_bridgee", 1)
    assert players[Seat.S] is None
    if HAS_AI:
        assert {s: players[s].skill for s in (Seat.N, Seat.E, Seat.W)} == {Seat.N: "expert", Seat.E: "advanced",
                                                                           Seat.W: "novice"}


@pytest.mark.parametrize(("typed", "notation"), [
    ("90 hearts", "90H"), ("80s", "80S"), ("p", "pass"), ("x", "double"), ("XX", "redouble"),
    ("J\u2660", "JS"), ("10h", "10H"), ("third", "announce:third"), ("fifth", "fifth"),
])
def test_what_a_human_types(typed, notation):
    legal = [announce("third")]
    assert cli.normalise_entry(typed, legal) == notation


def test_ascii_terminal_gets_no_symbols():
    raw = io.BytesIO()
    stream = io.TextIOWrapper(raw, encoding="ascii")
    console = cli.Console(stream)
    assert not console.symbols
    console.say("Belote Bridg\u00e9e \u2660 \u2014 ok")
    stream.flush()
    assert raw.getvalue().decode("ascii") == "Belote Bridgee S - ok\n"
    utf8 = cli.Console(io.TextIOWrapper(io.BytesIO(), encoding="utf-8"))
    assert utf8.symbols and utf8.card(VARIANT.deck[0]) == "A\u2660"


# -- Belote ------------------------------------------------------------------------------------------------
BELOTE = VARIANTS["belote"]
NT_AT = '{"no_trumps_all_trumps": true}'


def foresee_belote_entries(deal: int, first_take: str, options=None):
    """South's entries for a Belote hand where the computers always pass and South takes with ``first_take``
    (see play_out_for_south). Returns (hand played out, entries, forbidden card, its reason) or None."""
    hand = BELOTE.new_hand(options, dealer=Seat.W, deal_number=deal)  # North speaks first, South third
    found = play_out_for_south(hand, lambda hand, legal: hand.parse_action(first_take))
    return (hand, *found) if found else None


def test_belote_hand_played_from_the_keyboard(capsys, monkeypatch):
    first_legal_computers(monkeypatch)
    for deal in range(1, 300):
        found = foresee_belote_entries(deal, "take")
        if found and any(found[0].declared):
            break
    hand, entries, refused_card, reason = found
    turn_up = hand.turn_up
    stdin = "\n".join(["help", "JS", "take:nt", "take:H", "hand"] + entries) + "\n"
    code, out, _ = run(capsys, "play", "belote", "--deal", str(deal), "--dealer", "W", "--human", "S",
                       "--ascii", stdin=stdin, monkeypatch=monkeypatch)
    assert code == 0
    assert f"Turned up: the {turn_up.name} ({turn_up.text})." in out
    assert f"Turn-up: {turn_up.text} (first round: take makes" in out
    assert "take:H (name a suit in the second round)" in out  # help
    assert "Refused: the taking is not over: take or pass first." in out
    assert "Refused: No Trumps and All Trumps are not played" in out
    assert "Refused: in the first round you may take the turn-up's suit" in out
    assert out.count("--- South, your turn ---") >= 9  # asked again after each refusal, then once a trick
    assert "You may: pass; take" in out
    assert re.search(r"^  North passes\.$", out, flags=re.M)
    assert re.search(r"^  South takes\.$", out, flags=re.M)
    assert f"The taking is over: South (North-South) plays with {SUIT_NAMES[turn_up.suit]} as trumps." in out
    assert "The rest of the cards are dealt." in out
    assert re.search(r"^  \w+ +declares: \w+", out, flags=re.M)
    assert re.search(r"^  \w+ shows .+: \d+ points$", out, flags=re.M)
    assert f"Refused: {reason}." in out
    assert tricks_in(out) == list(range(1, 9))
    assert "Score card:" in out and "South (North-South) took" in out
    last_deal = out[out.index("The deal was:"):]
    assert len(re.findall(r"^  (North|East|South|West) ", last_deal, flags=re.M)) == 4
    assert re.search(r"^  South +(?:[SHDC]: [AKQJT987 ]+ *){1,4}$", last_deal, flags=re.M)
    assert out.isascii()


def test_belote_no_trumps_taken_when_the_option_is_on(capsys, monkeypatch):
    first_legal_computers(monkeypatch)
    stdin = "take:AT?\ntake no trumps\nquit\n"
    code, out, _ = run(capsys, "play", "belote", "--deal", "5", "--dealer", "W", "--human", "S",
                       "--options", NT_AT, "--ascii", stdin=stdin, monkeypatch=monkeypatch)
    assert code == 0
    assert "You may: pass; take; take:NT; take:AT" in out
    assert "Refused: 'take:AT?' is not a card or a call of Belote." in out
    assert re.search(r"^  South takes with No Trumps\.$", out, flags=re.M)
    assert "The taking is over: South (North-South) plays with No Trumps." in out
    assert "No Trumps: no suit is trumps." in out
    assert "Game abandoned." in out


@needs_ai
def test_belote_computers_give_their_reasons(capsys):
    code, out, _ = run(capsys, "play", "belote", "--deal", "44", "--seed", "1", "--skill", "novice", "--ascii")
    assert code == 0
    assert "Turned up: the " in out
    assert re.search(r"^  (North|East|South|West) takes", out, flags=re.M)
    assert re.search(r"^ {10}Take \w+: ", out, flags=re.M), "the taker says why"
    assert re.search(r"^ {10}Pass: ", out, flags=re.M), "a player who passes says why"
    assert tricks_in(out) == list(range(1, 9))
    assert "Score card:" in out


def test_belote_arguments_are_checked(capsys):
    assert cli.main(["play", "belote", "--bogus"]) == 2
    assert cli.main(["play", "belote", "--no-announces"]) == 2
    assert cli.main(["play", "belote", "--options", '{"nope": 1}']) == 2
    assert cli.main(["play", "belote", "--options", "{not json"]) == 2
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 4 and "--bogus" in err
    assert "--no-announces: Belote has no announces option" in err
    assert "unknown option 'nope'" in err
    assert "--options is not valid JSON" in err


@pytest.mark.parametrize(("typed", "notation"), [
    ("take hearts", "take:H"), ("Take NT", "take:NT"), ("take:s", "take:S"), ("take all trumps", "take:AT"),
    ("take", "take"), ("pass", "pass"),
])
def test_what_a_belote_player_types(typed, notation):
    assert cli.normalise_entry(typed, []) == notation
