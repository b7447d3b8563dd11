"""The help pages about the 32 Card Bridge table, added after the rules when F1 is pressed at the table."""

from ...table.help_text import CHALLENGE_HELP, HISTORY_REPLAY_HELP, NETWORK_HELP, REPLAY_A_HAND_ITEMS, UNDO_HELP

TABLE_HELP = """\
# At the table

You sit South, at the bottom. North, your partner, sits at the top; West and East, your opponents,
on the left and the right. The dealer has the little D token; the cards go round counter-clockwise.

The box at the top left shows the dealer and the contract. Beside each player you see his calls
during the auction, then his announces. The status bar at the bottom says what the thing under the
mouse does, and at its right the score of the game.

# Bidding at the table

When it is your turn the bidding box opens in the middle of the table.

- Click a quantity (80 to 250), then a suit: that is your bid. **Sup** shows the quantities above
  250, up to 500.
- **Pass** (or the P key, Space or Enter) passes.
- The red cross doubles the opponents' bid; once your side is doubled, a blue cross redoubles.

Only the calls the rules allow you can be clicked. Click another player's call to read why the
computer made it.

# Playing at the table

- Click a card to play it. A card the rules forbid is refused, and a message says why.
- The keyboard: the arrow keys (or E, S, D, X, or 8, 4, 6, 2 on the keypad) choose a card, and the
  white glove points at it; Space or Enter plays it.
- At your first card, a button appears in the place of your card for each combination you hold
  (Third, Fourth, Fifth, Four of a kind): click it before you play that card, or the announce is
  lost. The Confirm option warns you. With no combination, no button appears.
- When the first card of the second trick is played, every announce made is shown beside its
  player as small cards; hold the mouse over them to see them large.
- The Belot is said for you when you play the king or queen of trumps.
- When a trick is complete a medal marks the winning card: click it to read why it wins.
- Then right click (or press F, Space or Enter) for the next trick, unless Options > End of turn
  is set to wait a few seconds.
- Click a card the computer played to read why it chose it.

# Help at the table

- The light bulb at the bottom right gives the advice of an expert for your turn, with its reasons.
- The peek arrows at the bottom left: the left arrow shows the last trick (as in the manual); up
  shows or hides North's cards, right East's and down West's.
- Options > Confirm switches the questions on and off: before a new game, before leaving the program,
  and before your first card when you hold an announce you have not made.
- Hold the mouse over the blue information button for the score, the dealer, the contract and the
  players. Game > Score sheet (F6) lists every hand of the game so far.
- Practice > Play without help takes all of these away (and the replays), as in a real game.
- Help > Guided first hand plays one hand with you step by step: a bubble says what happens, points at
  what to click and waits until you have done it. It is offered the first time you open this table;
  it counts in no score and no history, and Esc (or Close in the bubble) brings you back to your game.

# Keys at the table

| Key | What it does |
|-----|--------------|
| Arrows, E S D X, keypad 8 4 6 2 | choose a card |
| Space or Enter | play the chosen card; pass; next trick |
| P | pass |
| F or right click | next trick (end of turn) |
| H | show or hide the cards of every human player |
| F1 | help on what you are doing |
| F6 | the score sheet: every hand of this game, both sides' points and totals, and the target |
| F2 | a new game |
| F12 or Ctrl+B | the boss key |
| Ctrl+Z, Ctrl+Y | undo your last decision, redo it |

# Several players

Options > Players sets each seat to Human or to a computer skill. People may sit West, South and
East. When the turn passes from one person to another, a curtain hides every hand until the next
player clicks: pass the mouse, look away, and play in turn.

# Practice

- **Numbered hand**: every number deals the same cards, on every computer. Compare your play with
  a friend's, or with the computer's.
- **Replay bidding** and **Replay cards** go back to the start of the auction or of the play.
""" + REPLAY_A_HAND_ITEMS + """\
- **End bidding** and **End cards** let the computer finish the auction or the hand for you.
""" + HISTORY_REPLAY_HELP + UNDO_HELP + CHALLENGE_HELP + NETWORK_HELP

PAGE_FOR_PHASE = {"bidding": "Bidding at the table", "play": "Playing at the table", "done": "Scoring"}
