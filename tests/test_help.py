"""The help text of 32 Card Bridge: present, split into pages, and saying what the rules and options are."""

import re
from pathlib import Path

import pytest

from game.variants import VARIANTS
from game.variants.belote_bridgee.rules import BeloteBridgeeOptions

HELP_FILE = Path(__file__).resolve().parent.parent / "game" / "variants" / "belote_bridgee" / "help.md"
MANUAL = Path("/work/shared/seeds/000_8435742b6647e8bc.txt")


@pytest.fixture(scope="module")
def help_text():
    return VARIANTS["belote_bridgee"].help_text()


def test_help_text_is_the_file(help_text):
    assert help_text == HELP_FILE.read_text(encoding="utf-8")
    assert len(help_text) > 5000


def test_help_has_pages(help_text):
    headings = re.findall(r"^# (.+)$", help_text, flags=re.M)
    for page in ("The auction", "Conventions for responses", "Announces", "Belot", "The play", "Card values",
                 "Scoring", "Rules options", "Decisions taken in this program", "Tips"):
        assert page in headings


def test_help_names_every_option_by_its_label(help_text):
    labels = [entry["label"] for entry in BeloteBridgeeOptions.describe()]
    assert len(labels) == 3
    for label in labels:
        assert f"**{label}**" in help_text or f'"{label}"' in help_text, label


@pytest.mark.parametrize("number", ["80", "82", "122", "250", "500", "160", "162", "152", "252", "3000",
                                    "200", "150", "100", "50", "170"])
def test_help_gives_the_key_numbers(help_text, number):
    assert re.search(rf"(?<!\d){number}(?!\d)", help_text), number


def test_card_values_table(help_text):
    rows = dict(re.findall(r"^\| (Jack|Nine|Ace|Ten|King|Queen|Eight|Seven)\s*\| (\d+\s*\| \d+)", help_text,
                           flags=re.M))
    values = {rank: tuple(int(x) for x in row.split("|")) for rank, row in rows.items()}
    assert values == {"Jack": (20, 2), "Nine": (14, 0), "Ace": (11, 11), "Ten": (10, 10), "King": (4, 4),
                      "Queen": (3, 3), "Eight": (0, 0), "Seven": (0, 0)}


def test_worked_example_and_decisions(help_text):
    assert "130 (131 rounded) + 20 (the third) + 120 (the bid) = **270**" in help_text
    assert "135 becomes 140" in help_text
    assert "except the\n  Belot" in help_text or "the Belot excepted" in help_text
    assert "is lost" in help_text and "cannot happen" in help_text
    assert "counts toward making the contract" in help_text


@pytest.mark.skipif(not MANUAL.exists(), reason="the manual is not on this machine")
def test_help_does_not_copy_the_manual(help_text):
    """No run of ten words of the manual appears in the help (it is written in our own words)."""
    def words(text):
        return re.findall(r"[a-z0-9']+", text.lower())
    manual = words(MANUAL.read_text(encoding="utf-8"))
    manual_runs = {" ".join(manual[i:i + 10]) for i in range(len(manual) - 9)}
    ours = words(help_text)
    copied = [" ".join(ours[i:i + 10]) for i in range(len(ours) - 9) if " ".join(ours[i:i + 10]) in manual_runs]
    assert copied == []
