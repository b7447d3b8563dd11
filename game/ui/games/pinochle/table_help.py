"""The help pages about the Double-Deck Pinochle table, added after the rules when F1 is pressed at the table."""

from ...table.help_text import CHALLENGE_HELP, HISTORY_REPLAY_HELP, NETWORK_HELP, UNDO_HELP

PINOCHLE_PAGE_FOR_PHASE = {"bidding": "Bidding at the pinochle table", "trump": "Bidding at the pinochle table",
                           "passing": "Bidding at the pinochle table", "play": "Playing at the pinochle table",
                           "done": "Counters and scoring"}

PINOCHLE_TABLE_HELP = """\
# At the pinochle table

You sit South with twenty cards, sorted by suit with the colours alternating and, inside a suit, from
the ace down: ace, ten, king, queen, jack. Once trumps are named the trump suit moves to the left end.
North is your partner; West and East play against you.

The box at the top left is the score box: the game number and the hand ("Game 1234:3"), the score of
each side, the bid with its bidder and the trump suit, the meld each side may score and the counters
each side has taken so far. A meld of 0* means the side only showed aces around: its meld is under the
minimum and counts nothing. Click the meld line to see every meld laid down. Once trumps are named,
the Trumps box right of the middle, under East's name, shows the trump suit until the end of the hand.

Twenty cards take room: your name sits just above the left end of your cards, North's name at the right
end of North's cards, and West's and East's cards lie in two columns, the later cards in the column
nearer the middle.

# Bidding at the pinochle table

When it is your turn, the bidding box shows the lowest bid you may make. The + and - buttons (or the
arrow keys) move the amount by the steps the rules allow: by ones up to sixty, then by fives. Bid makes
the bid shown; Pass (or P) leaves the bidding for good. Each player's bids are written beside him.

If you win the bidding, the box offers the four suits: click the trump suit. With the rule that the
bidder must hold a marriage, only the suits where you hold a king and a queen are active. When the
option to pass cards is on, your partner first gives you four cards, and you give four back: click
them one by one in your hand: the cards you received are marked with a yellow bar, and the cards you
give lie above your hand until the fourth is chosen.

After trumps, each player's meld is spread on the felt, with a strip per player; it stays until you
click (or, with Options > End of turn set to wait, for a few seconds).

# Playing at the pinochle table

Click a card to play it. A card the rules do not allow is refused and the message says why: follow
suit, beat the best card on the trick when you can, trump when you are void. The medal marks the card
that wins the trick; click it to read why. The counters (aces, tens and kings) are counted in the score
box as the tricks are picked up.

# The Play menu

- **Next**: the computer makes your next move for you: your card, or your bid in the bidding.
- **Finish All**: the computers play the rest of this hand; you still click between the tricks.
- **Undo** (Ctrl+Z): take back your last card or bid; the computers' moves after it go back too (see
  "Undo and Redo"). Redo (Ctrl+Y, File menu) plays them again.
- **Select Game** (File menu): start the game of a number from 1 to 99,999,999. The same number deals
  the same hands in the same order on every computer, so two people can play the same game and
  compare. "1234:3" starts at the third hand: the computers play the first two quickly.

The number of the game and of the hand is also in the window's title bar (and pointing at "Game 1234:3"
in the score box says what it means). A right click on the bare felt opens a small menu with the same
items, a hint and the last trick, as the pinochle program of the manual did; so at this table the
right click does not bring up the Crazy Clock as it does at the other tables: its last item, Crazy
Clock, does (or F12).

# Options at the pinochle table

- **Rules options**: four pages (General, Bidding, Playing, Scoring), each with a Restore button that
  puts that page back to the usual rules. New rules start with the next game.
- **Setup meld table**: the points of every meld, on three pages, each with its own Restore button.
- **Table options**: the names shown at the seats, a new game at start-up, a double click to play a
  card, a click anywhere for the score at the end of a hand, the Begin bid button after each deal, the
  card back, the felt (Other... gives a colour of your own) and the colours of four kinds of text (the
  score box, the names, the bids and the notes). A sample shows your choice before you keep it. These
  are kept with your user profile.
- **File > Windows 95 Mode** (ticked when on): the table moves up and its middle is squeezed, so that
  nothing you click or read is in the bottom 32 pixels of the window, where the task bar of Windows 95
  would cover it on a 640 x 480 screen. It is kept with your user profile.

# Keys at the table

- **B** or **Enter**: Begin bid, when that button waits after the deal.
- **+ / -** or the arrows: change the amount in the bidding box; **Enter** or **B** bids it; **P** passes.
- **S, H, C, D**: name trumps when the box asks for them.
- **Arrows** and **Space** during the play: choose a card and play it.
- **Ctrl+Z**: undo your last card or bid; **Ctrl+Y**: redo it.
- **F1**: help.  **F2**: a new game.  **F12**: the boss key.
- **Right click**: go on after a trick (and after a hand), or the popup menu on the bare felt; the popup's
  last item is the Crazy Clock.

# Several players

People may sit at any of the four seats (Options > Players): partners can play together. When the turn
passes from one person to another, a curtain hides the hands until the next player clicks.
""" + HISTORY_REPLAY_HELP + UNDO_HELP + CHALLENGE_HELP + NETWORK_HELP
