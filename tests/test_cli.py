"""The command-line program: computer hands, a human seat fed from stdin, matches, arguments."""

import importlib.util
import io
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import game.cli as cli
from game.engine import Card, Declaration, Seat
from game.engine.actions import action_of, announce
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


def play_as_south(capsys, monkeypatch, game: str, deal: int, dealer: str, stdin: str, *more: str) -> str:
    """What the terminal program prints playing ``game``'s deal ``deal`` (ASCII only) with South the person, who
    types ``stdin``; it ends with code 0."""
    code, out, _ = run(capsys, "play", game, "--deal", str(deal), "--dealer", dealer, "--human", "S", "--ascii", *more,
                       stdin=stdin, monkeypatch=monkeypatch)
    assert code == 0
    return out


def tricks_in(out: str) -> list[int]:
    return [int(n) for n in re.findall(r"^Trick (\d+):$", out, flags=re.M)]


def first_legal_computers(monkeypatch):
    """Every computer (and the hint) takes its first legal action: the test can foresee the whole hand."""
    monkeypatch.setattr(cli, "make_computer", lambda variant_id, skill, seed: cli.FirstLegalPlayer(seed))


# -- computers only ----------------------------------------------------------------------------------------
@needs_ai
def test_computer_hand_of_deal_42(capsys):
    code, out, _ = run(capsys, "play", "belote_bridgee", "--deal", "42", "--seed", "1", "--ascii",
                       "--skill", "advanced")
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
    proc = subprocess.run([sys.executable, "-m", "game", "play", "belote_bridgee", "--deal", "42", "--seed", "1",
                           "--skill", "advanced"],
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
    code, out, _ = run(capsys, "play", "belote_bridgee", "--deal", "7", "--human", "S,E", "--ascii",
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
    assert "--target 120: the target of 32 Card Bridge is 500 to 9,900 points in steps of 100 (default 3,000)" in err


def test_a_person_sits_only_where_the_manual_lets_one_sit(capsys):
    assert cli.main(["play", "belote_bridgee", "--human", "N"]) == 2
    err = capsys.readouterr().err
    assert "a person may sit only at West, South, East, not at North" in err
    assert err.count("\n") == 1


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
    assert "Score card:" in out and re.search(r"^ *South took .+ for North-South\.$", out, flags=re.M)
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
    assert re.search(r"^ {10}I take \w+: ", out, flags=re.M), "the taker says why"
    assert re.search(r"^ {10}I pass: ", out, flags=re.M), "a player who passes says why"
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


# -- every game in the terminal (issue 13: items 11, 13, 16, 18, 22, 23 and the terminal part of 8) ---------
GAMES = sorted(VARIANTS)


class OpeningPlayer(cli.FirstLegalPlayer):
    """Opens the bidding with ``opening`` when nobody has bid yet, passes every other call, and plays the first
    legal card: a foreseeable hand in the contract the test wants."""

    def __init__(self, seed, opening: str):
        super().__init__(seed)
        self.opening = opening

    def decide(self, view):
        legal = {str(a): a for a in view.legal}
        if view.phase == "bidding":
            bid_made = any(str(a) not in ("pass", "double", "redouble") for _, a in view.history)
            choice = legal.get(self.opening) if not bid_made else None
            return cli.Decision(choice or legal.get("pass") or view.legal[0], ["scripted"])
        return cli.Decision(view.legal[0], ["scripted"])


def scripted_computers(monkeypatch, opening: str):
    monkeypatch.setattr(cli, "make_computer", lambda variant_id, skill, seed: OpeningPlayer(seed, opening))


def test_a_no_trump_bridge_contract_is_played_to_the_end(capsys, monkeypatch):
    scripted_computers(monkeypatch, "1NT")
    code, out, _ = run(capsys, "play", "bridge", "--deal", "5", "--dealer", "N", "--ascii")
    assert code == 0
    assert "  North bids 1 no trump." in out
    assert "The bidding is over. Contract: 1 no trump by North (North-South)." in out
    assert "No trumps: no suit is trumps." in out
    assert "South is the dummy and lays the cards face up: S: " in out
    assert tricks_in(out) == list(range(1, 14))
    assert "Score card:" in out and "points)" not in out  # bridge tricks hold no points


def test_bridge_declarer_at_the_keyboard_plays_the_dummy(capsys, monkeypatch):
    first_legal_computers(monkeypatch)
    hand = VARIANTS["bridge"].new_hand(dealer=Seat.N, deal_number=5)
    entries = []
    while not hand.done:  # South opens 1NT, everybody else passes: North is the dummy, South plays both hands
        legal = hand.legal_actions()
        opening = hand.to_act == Seat.S and "1NT" in map(str, legal) and not entries
        action = "1NT" if opening else legal[0]
        if hand.to_act == Seat.S:
            entries.append(str(action))
        hand.apply(action)
    out = play_as_south(capsys, monkeypatch, "bridge", 5, "N", "\n".join(entries) + "\n")
    assert "bid 1 club to 7 no trumps (type e.g. 1C or 1NT)" in out
    assert "  South bids 1 no trump." in out
    assert "  You play from the dummy, North: " in out
    assert tricks_in(out) == list(range(1, 14)) and "Game abandoned" not in out


def whist_hand_entries(options=None):
    hand = VARIANTS["scotch_whist"].new_hand(options, dealer=Seat.E, deal_number=3)
    entries = []
    while not hand.done:
        action = hand.legal_actions()[0]
        if hand.to_act == Seat.S:
            entries.append(str(action))
        hand.apply(action)
    return entries


def test_scotch_whist_played_from_the_keyboard(capsys, monkeypatch):
    first_legal_computers(monkeypatch)
    stdin = "\n".join(["help", "hand", "hint", *whist_hand_entries()]) + "\n"
    out = play_as_south(capsys, monkeypatch, "scotch_whist", 3, "E", stdin)
    assert "--- South, your turn ---" in out and "  Trumps: " in out and "Contract" not in out
    assert re.search(r"^  Hint \(placeholder\): Play [AKQJT9876][SHDC]$", out, flags=re.M)
    assert tricks_in(out) == list(range(1, 10))
    assert "Score card:" in out and "Game abandoned" not in out


def test_scotch_whist_bidding_from_the_keyboard(capsys, monkeypatch):
    first_legal_computers(monkeypatch)
    stdin = "4 tricks\nspades\nquit\n"  # East deals: South speaks first; the others pass, South names spades
    out = play_as_south(capsys, monkeypatch, "scotch_whist", 3, "E", stdin, "--options", '{"allow_bidding": true}')
    assert "You may: pass; bid 1 trick to 9 tricks (a number, no suit: 1, 2, 3 and so on; type e.g. 1)" in out
    assert "  South bids 4 tricks." in out
    assert "The bidding is over: South bid 4 tricks and names trumps." in out
    assert "name trumps: trump:S (spades), trump:H (hearts)" in out
    assert "Trumps: spades." in out and "Game abandoned." in out
    assert "  Contract: 4 tricks with spades as trumps by South." in out  # said in the play, as in every game


@pytest.mark.parametrize("partnership", [False, True])
def test_a_scotch_whist_game_ends_with_its_winner(capsys, monkeypatch, partnership):
    first_legal_computers(monkeypatch)
    options = json.dumps({"partnership_scoring": partnership})
    code, out, _ = run(capsys, "play", "scotch_whist", "--match", "--target", "5", "--seed", "4", "--ascii",
                       "--options", options)
    assert code == 0
    assert "A game to 5 points." in out
    if partnership:
        assert re.search(r"^(North-South|East-West) win the game, \d+ to \d+, after \d+ hands?\.$", out, flags=re.M)
    else:
        assert re.search(r"^After hand 1: North \d+, East \d+, South \d+, West \d+ \(this hand: North \+\d+",
                         out, flags=re.M)
        assert re.search(r"^(North|East|South|West) wins the game with \d+ points \(\w+ \d+, \w+ \d+, \w+ \d+\), "
                         r"after \d+ hands?\.$", out, flags=re.M)


def test_pinochle_bids_have_no_suit(capsys, monkeypatch):
    first_legal_computers(monkeypatch)
    out = play_as_south(capsys, monkeypatch, "pinochle", 8, "W", "51\nquit\n")
    you_may = re.findall(r"^  You may: (.*)$", out, flags=re.M)[0]
    assert "suit" not in you_may.replace("no suit", "")
    assert re.fullmatch(r"pass; bid 50 to 500 \(a number, no suit: 50, 51, 52 and so on; type e\.g\. 50\)", you_may)
    assert re.search(r"^  South bids 5\d\.$", out, flags=re.M) or "South bids 51." in out


def test_pinochle_bidder_at_the_keyboard_names_trumps_and_passes_cards(capsys, monkeypatch):
    first_legal_computers(monkeypatch)  # the computers pass: the bid is South's at 50
    stdin = "50\nhearts\nquit\n"  # then North passes four cards to South, and it is South's turn to pass four
    out = play_as_south(capsys, monkeypatch, "pinochle", 8, "E", stdin, "--options", '{"pass_four_cards": true}')
    assert "name trumps: trump:S (spades)" in out
    assert "The bidding is over: South (North-South) buys the bid at 50 and names trumps." in out
    assert "Trumps: hearts." in out
    assert "North passes 4 cards to South: " in out  # South is a partner in the passing: the cards are shown
    assert "Pass four cards to your partner, one at a time." in out and "You may: pass " in out



def test_pinochle_passer_is_told_the_cards_chosen_so_far():
    pinochle = VARIANTS["pinochle"]
    hand = pinochle.new_hand(pinochle.default_options().replace(pass_four_cards=True), dealer=Seat.E, deal_number=8)
    for action in ("50", "pass", "pass", "pass", "trump:H"):
        hand.apply(action)
    assert hand.phase == "passing" and hand.to_act == Seat.N
    console = cli.Console(io.TextIOWrapper(io.BytesIO(), encoding="utf-8"), ascii_only=True)
    table = cli.Table(console, dict.fromkeys(Seat), cli.FirstLegalPlayer(1), False, cli.terms_of("pinochle"))
    assert table.play_situation(hand.view(Seat.N))[-1] == "Pass four cards to your partner, one at a time."
    first, second = hand.legal_actions()[:2]
    hand.apply(first)
    hand.apply(second)
    chosen = console.cards((first, second))
    assert table.play_situation(hand.view(Seat.N))[-1] == \
        f"Pass four cards to your partner, one at a time (passed so far: {chosen})."
    assert table.play_situation(hand.view(Seat.E))[-1] == "Pass four cards to your partner, one at a time."

@pytest.mark.parametrize(("action", "symbols", "words"), [
    ("pass", True, "passes"), ("double", True, "doubles"), ("redouble", False, "redoubles"),
    ("1S", True, "bids 1\u2660"), ("1S", False, "bids 1 spade"), ("4H", False, "bids 4 hearts"),
    ("3NT", True, "bids 3 no trumps"), ("1NT", False, "bids 1 no trump"), ("80C", True, "bids 80\u2663"),
    ("take", True, "takes"), ("take:H", False, "takes with hearts as trumps"),
    ("take:NT", True, "takes with No Trumps"),
    ("trump:D", True, "names diamonds (\u2666) trumps"), ("announce:third", True, "announces a third"),
])
def test_calls_in_words(action, symbols, words):
    console = cli.Console(io.TextIOWrapper(io.BytesIO(), encoding="utf-8"), ascii_only=not symbols)
    assert cli.call_phrase(action_of(action), console) == words


def test_whist_and_pinochle_bids_in_words():
    console = cli.Console(io.TextIOWrapper(io.BytesIO(), encoding="utf-8"))
    assert cli.call_phrase(VARIANTS["scotch_whist"].parse_action("1"), console, "trick") == "bids 1 trick"
    assert cli.call_phrase(VARIANTS["pinochle"].parse_action("65"), console) == "bids 65"
    assert cli.contract_words("4SXX", console) == "4\u2660 redoubled"


@pytest.mark.parametrize(("typed", "notation"), [
    ("3 no trumps", "3NT"), ("3nt", "3NT"), ("1 spade", "1S"), ("4 tricks", "4"), ("65", "65"),
])
def test_what_a_bridge_whist_or_pinochle_player_types(typed, notation):
    assert cli.normalise_entry(typed, []) == notation


def test_naming_trumps_is_typed_as_a_suit():
    legal = VARIANTS["pinochle"].new_hand(dealer=Seat.E, deal_number=8)
    trumps = [legal.parse_action(f"trump:{s}") for s in "SHDC"]
    for typed in ("spades", "S", "trump spades", "trump:s", "\u2660"):
        assert cli.normalise_entry(typed, trumps) == "trump:S"


# -- every game, four computers, several deals and a whole game each ------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_every_game_plays_in_the_terminal_without_a_crash(capsys, game):
    for seed in (1, 2, 7, 8, 11):
        code, out, err = run(capsys, "play", game, "--seed", str(seed), "--skill", "novice")
        assert code == 0, err
        assert "Score card:" in out or "Passed out" in out
        assert "Traceback" not in out + err


def lowest_target(game: str) -> list[str]:
    found = cli.target_field(VARIANTS[game])
    return [] if found is None else ["--target", str(found.metadata["min"])]


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_game_of_every_game_in_the_terminal(capsys, game):
    code, out, err = run(capsys, "play", game, "--match", "--seed", "3", "--skill", "novice", "--ascii",
                         *lowest_target(game))
    assert code == 0, err
    assert re.search(r"^(North|East|South|West|North-South|East-West) wins? the (game|rubber)|^The rubber ends level",
                     out, flags=re.M), out[-2000:]


# -- --target: each game its own range ----------------------------------------------------------------------
@pytest.mark.parametrize(("game", "low", "high", "default"), [
    ("belote_bridgee", 500, 9900, 3000), ("belote", 500, 9999, 1000), ("pinochle", 50, 99_990, 350),
    ("scotch_whist", 1, 999, 41),
])
def test_target_is_checked_against_the_games_own_range(game, low, high, default):
    variant = VARIANTS[game]
    parse = cli.build_parser().parse_args
    assert variant.default_options().target == default
    assert cli.play_options(parse(["play", game, "--target", str(low)]), variant).target == low
    assert cli.play_options(parse(["play", game, "--target", str(high)]), variant).target == high
    for bad in (low - 1, high + 1):
        with pytest.raises(ValueError, match=rf"--target {bad:,}: the target of {variant.name} is {low:,} to {high:,} "
                                             rf"points.*\(default {default:,}\)"):
            cli.play_options(parse(["play", game, "--target", str(bad)]), variant)


def test_bridge_refuses_a_target_in_one_line(capsys):
    code, _, err = run(capsys, "play", "bridge", "--target", "600")
    assert code == 2
    assert err.count("\n") == 1
    assert "--target: Contract Bridge has no target score; it is played in rubbers" in err


def test_help_gives_each_games_target(capsys):
    code, out, _ = run(capsys, "play", "--help")
    assert code == 0
    text = " ".join(out.split())
    for words in ("32 Card Bridge: 500 to 9,900 points in steps of 100 (default 3,000)",
                  "Belote: 500 to 9,999 points (default 1,000)",
                  "Double-Deck Pinochle: 50 to 99,990 points (default 350)",
                  "Scotch Whist: 1 to 999 points (default 41)", "Contract Bridge: none (it is played in rubbers"):
        assert words in text


# -- rules as plain text ------------------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_rules_are_plain_text(capsys, game):
    code, out, _ = run(capsys, "rules", game)
    assert code == 0
    assert not re.search(r"^#|\*\*|`|\]\(", out, flags=re.M)
    title = VARIANTS[game].name.upper()
    assert out.startswith(title) or title in out.splitlines()[0].upper()
    assert max(len(line) for line in out.splitlines()) <= cli.WIDTH


def test_plain_text_markdown():
    from game.markdown import plain_text
    text = plain_text("# Title\n\nSome **bold** and `code` and [a link](#x).\n\n- one\n- two\n\n| a | b |\n|---|---|\n"
                      "| 1 | 22 |\n")
    assert text == "TITLE\n=====\n\nSome bold and code and a link.\n\n- one\n- two\n\na  b\n-  --\n1  22\n"


# -- hostile input ----------------------------------------------------------------------------------------
def test_deeply_nested_options_are_one_line(capsys):
    code, _, err = run(capsys, "play", "belote", "--options", "[" * 100_000)
    assert code == 2
    assert err.count("\n") == 1 and "--options is nested too deeply" in err


def test_long_arguments_are_quoted_as_an_excerpt(capsys):
    for argv in (["play", "x" * 1_000_000], ["play", "belote", "--options", '{"target": "' + "9" * 1_000_000 + '"}'],
                 ["play", "belote", "--deal", "7" * 1_000_000], ["play", "belote", "--options", "{" + "x" * 10**6]):
        code, _, err = run(capsys, *argv)
        assert code == 2
        assert err.count("\n") == 1 and len(err) < 600, err[:300]


def test_a_ten_megabyte_line_is_refused_without_being_echoed(capsys, monkeypatch):
    first_legal_computers(monkeypatch)
    stdin = "x" * 10_000_000 + "\nquit\n"
    out = play_as_south(capsys, monkeypatch, "belote_bridgee", 7, "N", stdin)
    assert "Refused: that line has 10,000,000 characters" in out
    assert len(out) < 10_000 and "Game abandoned." in out


def test_an_illegal_entry_is_quoted_short(capsys, monkeypatch):
    first_legal_computers(monkeypatch)
    stdin = "Q" + "X" * 150 + "\nquit\n"  # under the line limit, but far too long to be a call
    out = play_as_south(capsys, monkeypatch, "belote_bridgee", 7, "N", stdin)
    refusal = next(line for line in out.splitlines() if "Refused" in line)
    assert "X" * 41 not in refusal and ("..." in refusal or "…" in refusal)


def test_a_closed_pipe_ends_the_program_quietly():
    proc = subprocess.Popen([sys.executable, "-m", "game", "play", "belote", "--match", "--seed", "1", "--skill",
                             "novice"],
                            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env={**os.environ, "PYTHONPATH": str(ROOT)})
    proc.stdout.readline()
    proc.stdout.close()  # like `| head -1`
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=300) == 1
    assert err == ""


def test_the_terminal_program_leaves_pygame_out():
    done = subprocess.run([sys.executable, "-c", "import sys, game.cli; print('pygame' in sys.modules)"], cwd=ROOT,
                          capture_output=True, text=True, env={**os.environ, "PYTHONPATH": str(ROOT)}, timeout=120)
    assert done.stdout.strip() == "False", done.stderr


# -- Belote's log file, input hand and replay hand in the terminal (item 8) -----------------------------------
def test_belote_log_file_option_writes_belote_log(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("CARD_TABLE_HOME", str(tmp_path))
    code, out, _ = run(capsys, "play", "belote", "--deal", "44", "--seed", "1", "--skill", "novice",
                       "--options", '{"log_file": true, "log_letters": true}')
    assert code == 0
    logs = list(tmp_path.rglob("belote.log"))
    assert len(logs) == 1 and f"added to the log file {logs[0]}" in out
    text = logs[0].read_text(encoding="utf-8")
    assert text.startswith("Belote: ") and "(deal number 44)" in text and "Score:" in text
    assert "\u2660" not in text and "\u2665" not in text  # letters, as asked


def test_belote_input_hand_from_the_keyboard(capsys, monkeypatch):
    first_legal_computers(monkeypatch)
    lines = ["7D 8D 9D TD JD N", "bogus N", "QD KD AD 7C 8C E", "9C TC JC QC KC S", "AC 7H 8H 9H TH W", "JH U", ""]
    out = play_as_south(capsys, monkeypatch, "belote", 1, "W", "\n".join(lines) + "\nquit\n",
                        "--options", '{"input_hand": true}')
    assert "Input hand (West deals): type a card" in out
    assert "Refused: 'bogus' is not a card" in out
    assert "=== The hands you typed: West deals ===" in out
    assert "Turned up: the jack of hearts (JH)." in out
    assert "Your hand: C: K Q J T 9" in out or re.search(r"Your hand: C: [KQJT9 ]+$", out, flags=re.M)


def test_belote_replay_hand_offers_the_last_hand_again(monkeypatch):
    variant = VARIANTS["belote"]
    options = variant.default_options().replace(replay_hand=True)
    match = cli.Match(variant, options, seed=5)
    while match.current.done is False:
        match.current.apply(match.current.legal_actions()[0])
    first_cards = dict(match.current.initial_cards)
    match.finish_hand()
    match.next_hand()
    console = cli.Console(io.StringIO())
    table = cli.Table(console, {s: (None if s == Seat.S else cli.FirstLegalPlayer(1)) for s in Seat}, None,
                      show_all=False, terms=cli.terms_of("belote"),
                      entries=cli.EntryReader(console, io.StringIO("maybe\nyes\n")))
    cli.HandExtras(table, options).before_match_hand(match)
    assert "Please answer yes or no." in console.out.getvalue()
    assert match.current.initial_cards == first_cards


# -- the installed commands (item 13) -------------------------------------------------------------------------
def test_installed_commands_are_the_window_and_the_terminal():
    import tomllib

    import game.window

    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["scripts"]
    assert scripts == {"card-table": "game.window:main", "card-table-cli": "game.cli:main"}
    assert game.window.main.__module__ == "game.window" and cli.main.__module__ == "game.cli"
    shim = (ROOT / "main.py").read_text(encoding="utf-8")
    assert "from game.window import main" in shim  # main.py, dist/card-table and card-table: one program
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "`card-table` opens the window" in readme and "`card-table-cli` is the terminal" in readme


def test_the_terminal_command_names_itself(capsys, monkeypatch):
    monkeypatch.setattr(sys, "argv", ["/usr/local/bin/card-table-cli"])
    code, _, err = run(capsys, "play", "bridge", "--target", "600")
    assert code == 2 and err.startswith("card-table-cli: ")


def test_bridge_score_card_says_one_club_not_one_clubs(capsys, monkeypatch):
    scripted_computers(monkeypatch, "1C")
    code, out, _ = run(capsys, "play", "bridge", "--deal", "5", "--dealer", "N", "--ascii")
    assert code == 0
    assert "Contract: 1 club by North" in out and "1 clubs" not in out


def test_control_characters_typed_are_not_echoed(capsys, monkeypatch):
    first_legal_computers(monkeypatch)
    out = play_as_south(capsys, monkeypatch, "belote", 7, "W", "\x1b[31mred\x07\nquit\n")
    assert "\x1b" not in out and "\x07" not in out
    assert "?[31mred?" in out and "Game abandoned." in out


def test_32_card_bridge_bids_are_in_any_suit(capsys, monkeypatch):
    first_legal_computers(monkeypatch)
    out = play_as_south(capsys, monkeypatch, "belote_bridgee", 3, "E", "quit\n")
    assert re.search(r"^  You may: pass; bid 80 to 500 in any suit \(type e\.g\. 80[SHDC]\)$", out, flags=re.M)


class SearchingPlayer(cli.FirstLegalPlayer):
    """The first legal action, with a reason in the computer's own voice and a figure of its search."""

    def decide(self, view):
        return cli.Decision(view.legal[0], ["I keep my partner's suit for later, so I pass."],
                            ["Over 12 deals I make 7 tricks."])


def test_the_hint_speaks_to_you_and_prints_the_details_after_the_reasons(capsys, monkeypatch):
    monkeypatch.setattr(cli, "make_computer", lambda variant_id, skill, seed: SearchingPlayer(seed))
    code, out, _ = run(capsys, "play", "bridge", "--deal", "5", "--human", "S", "--ascii", stdin="hint\n",
                       monkeypatch=monkeypatch)
    assert code == 0
    hint = re.search(r"^  Hint \(\w+\): .+\n    (.+)\n    Details:\n      (.+)\n", out, flags=re.M)
    assert hint, out
    assert hint.groups() == ("You keep your partner's suit for later, so you pass.", "Over 12 deals you make 7 tricks.")
    assert "          I keep my partner's suit for later, so I pass." in out  # a computer's move: its own voice
