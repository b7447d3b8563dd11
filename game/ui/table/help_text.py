"""What every table's help pages share (each game's own pages are in game/ui/games/<game>/table_help.py)."""

HISTORY_REPLAY_HELP = """\

# Undo and Redo

**Undo** (Ctrl+Z, or Undo in the first menu) takes back your last decision in the hand being played: a
call, an announce, the cards you passed or a card, together with everything the computers did after it.
Press it again to go further back, as far as the deal. **Redo** (Ctrl+Y) plays again, one decision at a
time, exactly what Undo took back, the computers' cards and calls and their reasons included; a new call
or card of yours ends what can be redone. With several people at the table, Undo goes back to the last
decision of any of them, and the curtain comes down if it was someone else's turn. A hand already over
and scored cannot be undone (its score is written); Replay bidding and Replay cards play it again.
Undo also works in a game you loaded or resumed. It is a help: it is off while you play without help.

# Replaying a hand from History

History (in the first menu) lists the finished games of this game and the players' statistics. Its
**Replay a hand...** button plays again a hand of one of those games:

1. Choose a game in the list (the newest first: when it ended, the players and the final score), then
   **Hands...**, Enter or a double click.
2. Choose one of its hands (its number, contract, points and dealer), then **Replay bidding** to play it
   from its first call, or **Replay cards** to play it from its first card after the same auction.

The hand is dealt the same cards by the same dealer, with the scores the game stood at then. It is played
beside your game in progress, which waits: the replay counts in no score file and no history, and Next
hand (or the button of its score card) takes you back to your game where you left it. A game finished
before this version kept its cards, or whose record is damaged, stays in History but says that it cannot
be replayed. Replays are off while you play without help.

# Statistics

Statistics (in the first menu) shows your own figures at this game, from the history of your user
profile: each profile keeps its own. "You" are the people at the table: the side of South when South is
played by a person (else the first seat a person played); a game the computers played alone is left out.

- **Figures**: the games and hands you played and won, the contracts of your side in the game's own words
  (the bids taken, made and set at Pinochle; the hands taken and the dedans at Belote; the rubbers and the
  contracts made and down at Bridge), your side's average points a hand, your best hand, your longest
  run of games won, and your record against each skill of computer.
- **Score race**: both sides' totals hand by hand, up to the target (the dashed line), for the game in
  progress and for your last finished game.
- **Points a hand**: your side's points in each of your latest hands, as bars (navy for a hand your side
  won, maroon for one it lost; below the line, points lost).
- **Win rate**: your share of the games won so far, game after game (a filled dot for a game won).

Ctrl+Tab or the underlined letters change pages. **Reset...** asks first, then starts your statistics of
this game again from your next finished game. Nothing is deleted: History still lists every game and its
hands can still be replayed. For a game recorded by an older version, whether each contract was made is
found by replaying the game when its cards were kept; for the oldest games it is not known.
"""

# The Practice menu's Replay a hand and History, in the list of its items on each table's page about it.
REPLAY_A_HAND_ITEMS = """\
- **Replay a hand** lists the hands of this game already scored; Replay bidding and Replay cards also
  work once a hand is over. A hand replayed after its score is played beside the game: the game keeps
  the score of the first playing, the replay counts in no score file and no history, and Next hand
  goes back to the game where it was. In the list of hands, **Replay bidding** (or Enter, or a double
  click) plays the hand chosen from its first call, **Replay cards** from its first card.
- A hand of a game already finished is replayed from **History** (in the first menu): see "Replaying a
  hand from History".
"""
