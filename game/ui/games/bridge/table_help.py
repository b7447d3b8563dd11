"""The help pages about the Contract Bridge table, added after the rules when F1 is pressed at the table."""

from ...table.help_text import CHALLENGE_HELP, HISTORY_REPLAY_HELP, NETWORK_HELP, REPLAY_A_HAND_ITEMS, UNDO_HELP

BRIDGE_PAGE_FOR_PHASE = {"bidding": "The auction at the table", "play": "Playing with a dummy",
                         "done": "The score sheet at the table"}

BRIDGE_TABLE_HELP = """\
# At the table

You sit South, at the bottom, with your partner North at the top; West and East are the other side.
The D token marks the dealer, who makes the first call. Play goes round clockwise.

The box at the top left shows the dealer, the contract and its declarer, and during the play how many
tricks each side has taken. Beside each player you see his calls during the auction. The status bar at
the bottom says what the thing under the mouse does; at its right is the score of the rubber.

# The auction at the table

Two boxes open in the middle of the table while the auction lasts.

- **The bidding box** (on the left) holds the 35 bids, one row per level from 1 to 7, in the order
  clubs, diamonds, hearts, spades and no trumps, and under them **Pass**, the red **X** (double) and
  the blue **XX** (redouble). Only the calls you may make now can be clicked; the others are grey.
- From the keyboard: type the level (1 to 7), then the strain (C, D, H, S, or N for no trumps), then
  Enter. P passes at once, X doubles (or redoubles when that is the call allowed). Esc or Backspace
  forgets what you typed.
- **The auction table** (on the right) lists every call in four columns, West, North, East and South.
  The dealer's letter is underlined, and a side that is vulnerable has its letters on red. Click a
  call to read what it shows in the bidding system of the computers; click elsewhere (or press Esc) to
  close the note; a note still open when the auction ends closes with it. The question mark is where
  the next call goes.
- The light bulb frames the call an expert would make in your place, and says why. Click a computer's
  card or call to read why it chose it; when the expert worked through the likely ways the hidden
  cards lie, a **Details** button shows what it counted.

When three passes follow a bid the contract is set: the last bid, doubled or redoubled if it was, and
the declarer is the player of the winning side who first named its strain. Four passes at the start
and the hand is thrown in: the next dealer deals.

# Playing with a dummy

- The defender on the declarer's left leads. Then the declarer's partner, the dummy, lays his cards
  face up in his seat, a column for each suit pointing at the declarer (each suit from the ace down,
  every rank in view), trumps on the declarer's left as he looks at them; in no trumps the suits
  alternate in colour. Everybody can see them. A suit too long for one column lies in two, side by
  side. A dummy at North or South takes room in the middle of the table, so the four cards of a trick
  lie in a row across it: West's on the left, then North's (a little higher), South's (a little
  lower) and East's on the right.
- **You are the declarer**: you play your own cards and the dummy's, each in its turn. On the dummy's
  turn its name is lit and you click one of its cards (or choose one with the arrow keys, the chosen
  card comes out beside its column, and press Enter). A click on the wrong hand is refused,
  and the message says whose turn it is.
- **You are the dummy**: North declares and plays both hands; you watch.
- **You defend**: you play your cards; the dummy's cards are on the table for you to see.
- A card that does not follow suit when you could is refused with the reason.
- When a trick is complete, a medal marks the winning card: click it to read why it wins. Then right
  click (or F, Space, Enter) for the next trick.
- A: show or hide the auction during the play (also Game > Auction). It opens beside the trick, over
  East's cards (over West's when East is the dummy), and leaves the trick in view.
- The bulb, the peek arrows and the last trick work as in the other games.

# The score sheet at the table

After each hand the rubber score sheet opens, with a line on how the hand went: the contract made,
the number of tricks it went down, or a hand thrown in. Trick scores go below the line, everything
else above it; a rule is drawn under each game won. Point at a figure to see what it was for.

- OK deals the next hand. When one side has won two games the rubber is over and **New rubber**
  starts the next one.
- F6, or Game > Score sheet, shows the sheet at any time.
- Game > End rubber stops an unfinished rubber (you are asked first): a side with a game up scores
  300, a part-score in the unfinished game scores 100, and the rubber is over.

# Keys at the table

| Key | What it does |
|-----|--------------|
| 1 to 7, then C D H S N, then Enter | a bid, in the auction |
| P | pass |
| X | double, or redouble |
| Esc, Backspace | forget the bid typed; close the note of a call |
| Arrows, E S D X | choose a card (yours, or the dummy's on its turn) |
| Space or Enter | play the chosen card; next trick |
| F or right click | next trick (end of turn) |
| A | show or hide the auction during the play |
| F6 | the rubber score sheet |
| H | show or hide the cards of every human player |
| F1 | help on what you are doing |
| F2 | a new rubber |
| F12 or Ctrl+B | the boss key |
| Ctrl+Z, Ctrl+Y | undo your last decision, redo it |

# Several players

Options > Players sets each seat to Human or to a computer skill; people may sit at any of the four
seats. When the turn passes from one person to another, a curtain hides every hand until the next player
clicks. A human declarer plays the dummy's cards too, so the curtain follows the declarer.

# Practice

- **Numbered hand**: every number deals the same 52 cards, on every computer.
- **Edit hand**: choose some or all of the thirteen cards of each seat and the dealer; the rest is
  dealt at random.
- **Replay bidding** and **Replay cards** go back to the first call or to the opening lead.
""" + REPLAY_A_HAND_ITEMS + """\
- **End bidding** and **End cards** let the computer finish the auction or the hand for you.
- **Help > Guided first hand** plays one hand with you step by step: you open 1♥, your partner raises,
  you bid the game and play it with the dummy, then read the rubber sheet. A bubble says what happens,
  points at what to click and waits until you have done it. It is offered the first time you open this
  table; it counts in no score and no history, and Esc (or Close in the bubble) brings you back to your game.
""" + HISTORY_REPLAY_HELP + UNDO_HELP + CHALLENGE_HELP + NETWORK_HELP
