"""The terminal shows the other hands to a human when Belote's "Open hands" option is on (issue 13, item 1)."""

import io
import re
import sys

import game.cli as cli


def south_prompt(capsys, monkeypatch, options: str) -> str:
    monkeypatch.setattr(sys, "stdin", io.StringIO("quit\n"))
    monkeypatch.setattr(cli, "make_computer", lambda variant_id, skill, seed: cli.FirstLegalPlayer(seed))
    cli.main(["play", "belote", "--deal", "9", "--dealer", "E", "--human", "S", "--ascii", "--options", options])
    return capsys.readouterr().out


def test_open_hands_prints_the_other_hands_at_the_human_s_turn(capsys, monkeypatch):
    shown = south_prompt(capsys, monkeypatch, '{"open_hands": true}')
    for seat in ("North", "East", "West"):
        assert re.search(rf"^  {seat}'s hand: [SHDC]: ", shown, flags=re.M), f"{seat}'s hand is shown"
    assert not re.search(r"^  South's hand:", shown, flags=re.M)
    hidden = south_prompt(capsys, monkeypatch, '{"open_hands": false}')
    assert "North's hand" not in hidden
