"""A computer's reasons said to the player in a hint (game.ai.voice.to_you)."""

import pytest

from game.ai.voice import to_you


@pytest.mark.parametrize("mine, yours", [
    ("I cannot follow suit, so I trump with the four of clubs.",
     "You cannot follow suit, so you trump with the four of clubs."),
    ("My partner is winning the trick: I discard from my weakest suit.",
     "Your partner is winning the trick: you discard from your weakest suit."),
    ("I am the last to play, and I was void in hearts.", "You are the last to play, and you were void in hearts."),
    ("Our side needs 3 more tricks. We can take them if I lead trumps.",
     "Your side needs 3 more tricks. You can take them if you lead trumps."),
    ("Pass: I'm short of points, and the ace is mine.", "Pass: you're short of points, and the ace is yours."),
    ("Nobody can beat it.", "Nobody can beat it."),
    ("The king of spades gives me the lead. Mine is the last trump.",
     "The king of spades gives you the lead. Yours is the last trump."),
])
def test_the_computer_s_words_are_turned_to_the_player(mine, yours):
    assert to_you(mine) == yours


def test_words_that_only_contain_the_pronouns_are_left_alone():
    assert to_you("Mystery, usual, ourselves? Iris wins.") == "Mystery, usual, yourselves? Iris wins."
