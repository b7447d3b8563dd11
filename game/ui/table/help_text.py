"""The help pages about the table itself, added after the rules when F1 is pressed at the table."""

HISTORY_REPLAY_HELP = """\

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
"""

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
- At your first card, the announce buttons light up for the combinations you hold: click them
  before you play that card, or the announce is lost. The Confirm option warns you.
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
  players.
- Practice > Play without help takes all of these away (and the replays), as in a real game.

# Keys at the table

| Key | What it does |
|-----|--------------|
| Arrows, E S D X, keypad 8 4 6 2 | choose a card |
| Space or Enter | play the chosen card; pass; next trick |
| P | pass |
| F or right click | next trick (end of turn) |
| H | show or hide the cards of every human player |
| F1 | help on what you are doing |
| F2 | a new game |
| F12 or Ctrl+B | the boss key |

# Several players

Options > Players sets each seat to Human or to a computer skill. People may sit West, South and
East. When the turn passes from one person to another, a curtain hides every hand until the next
player clicks: pass the mouse, look away, and play in turn.

# Practice

- **Numbered hand**: every number deals the same cards, on every computer. Compare your play with
  a friend's, or with the computer's.
- **Replay bidding** and **Replay cards** go back to the start of the auction or of the play.
- **Replay a hand** lists the hands of this game already scored; Replay bidding and Replay cards also
  work once a hand is over. A hand replayed after its score is played beside the game: the game keeps
  the score of the first playing, the replay counts in no score file and no history, and Next hand
  goes back to the game where it was. In the list of hands, **Replay bidding** (or Enter, or a double
  click) plays the hand chosen from its first call, **Replay cards** from its first card.
- A hand of a game already finished is replayed from **History** (in the first menu): see "Replaying a
  hand from History".
- **End bidding** and **End cards** let the computer finish the auction or the hand for you.
""" + HISTORY_REPLAY_HELP

PAGE_FOR_PHASE = {"bidding": "Bidding at the table", "play": "Playing at the table", "done": "Scoring"}

BELOTE_TABLE_HELP = """\
# At the table

You sit South, at the bottom, and your partner North at the top; West and East play against you. The
little D token marks the dealer. The box at the top left shows the dealer and, once somebody has
taken, the trumps and the taker.

Beside each player you see what he said during the taking, then his declarations and his Belote and
Rebelote. Beside each hand you can see, the hand parameters: TP, the trick points of its cards; while
playing also TR, its trumps, V, its voids, and Flat Y or N (a flat hand has no void, no singleton and
at most one doubleton). The previous trick stays in the small box at the bottom right.

# Taking at the table

Five cards each are dealt, three then two, and the next card is turned up in the middle.

- In round one, **Take** makes the turn-up's suit trumps, and the turn-up card joins your hand.
- In round two, the other three suits are offered instead: click the suit you want as trumps.
- With the No Trumps / All Trumps rule, those two buttons are offered as well.
- **Pass** (or the P key, Space or Enter) leaves the choice to the next player.

Only the calls the rules allow you are active. When somebody has taken, the rest of the cards are
dealt: three to each player, two to the taker, who also picks up the turn-up card.

# Playing at the table

- Click a card to play it. A card the rules forbid is refused, and a message says why.
- The keyboard: the Left and Right arrow keys, or the number of the card (1 to 8 from the left), choose
  a card; Space or Enter plays it. The full stop (.) lets the computer choose your card for you.
- Declarations are made for every player and shown beside the seats; hold the mouse over one to
  see its cards.
- Belote and Rebelote are said for you when you play the king and queen of trumps.
- When a trick is complete a medal marks the winning card: click it to read why it wins.
- Then right click (or press F, Space or Enter) for the next trick, unless the trick is picked up
  by itself (F8, or Options > End of turn).

# Keys at the table

| Key | What it does |
|-----|--------------|
| Left, Right (keypad 4, 6), 1 to 8 | choose a card |
| Space or Enter | play the chosen card; pass; next trick |
| . | the computer chooses your card |
| P | pass |
| F or right click | next trick (end of turn) |
| Esc | let go of the chosen card; with none chosen, play this hand's cards again from the first trick (asked) |
| Up, Down (keypad 8, 2) | a longer or shorter pause between the computers' moves, shown beside the clock |
| H | show or hide the cards of every human player |
| F1 | help on what you are doing |
| F2 | demo: the computers take every seat and you watch; F2 again gives the seats back |
| F3 | the rules options |
| F5 | the rules of the game, from their first page |
| F6 | the quick score sheet: every hand of this game |
| F7 | leave the program (you are asked first; Y says yes) |
| F8 | pick up the tricks by themselves, or wait for you |
| F9 | the colour of the felt |
| F10 | the next colour for the frame round the table (Alt opens the menus) |
| Ctrl+N | a new game |
| Ctrl+M | sound on or off |
| F12 or Ctrl+B | the boss key |

Esc keeps the taking: the same trumps and the same taker. The clock and the pause between the computers'
moves are at the right of the status bar, before the score. The menus show these keys beside their items.

# Several players

Options > Players sets each seat to Human or to a computer skill. As the manual allows, people may
play any or all of the four hands, North too. When the turn passes from one person to another, a
curtain hides every hand until the next player clicks.

# Practice

- **Numbered hand**: every number deals the same cards, on every computer.
- **Replay bidding** and **Replay cards** go back to the start of the taking or of the play; Esc at the
  table does the same as Replay cards, after asking.
- **Replay a hand** lists the hands of this game already scored; Replay bidding and Replay cards also
  work once a hand is over. A hand replayed after its score is played beside the game: the game keeps
  the score of the first playing, the replay counts in no score file and no history, and Next hand
  goes back to the game where it was. In the list of hands, **Replay bidding** (or Enter, or a double
  click) plays the hand chosen from its first call, **Replay cards** from its first card.
- A hand of a game already finished is replayed from **History** (in the first menu): see "Replaying a
  hand from History".
- **End bidding** and **End cards** let the computer finish the taking or the hand for you.
- **Input hand**: type the four opening hands, a line at a time: the cards, then N, E, S or W (`7D 8D N`),
  or U for the turned card; Enter adds the line. A line the program cannot use is refused with the reason
  and stays in the box to be corrected. "With the mouse" spreads the pack out to place the cards by clicks.
  With the Input hand rules option ticked, the box comes before every new hand; Cancel plays the hand
  the program dealt.

# The log file and replaying a hand

- With the **Log file** rules option, every finished hand (the deal, the taking, the declarations, each
  trick and the score) is added to the end of `belote.log` in your data folder; the Rules options box
  shows the whole path when you hold the mouse over the option. **Letters in the log** writes the suits
  as letters for printing.
- With **Replay hand**, the table asks before each new hand of a game whether to play the last hand once
  more: the same cards, dealt by the same player.
- These two options and Input hand act at once; the other rules wait for the next game.
""" + HISTORY_REPLAY_HELP

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
  close the note. The question mark is where the next call goes.
- The light bulb frames the call an expert would make in your place, and says why.

When three passes follow a bid the contract is set: the last bid, doubled or redoubled if it was, and
the declarer is the player of the winning side who first named its strain. Four passes at the start
and the hand is thrown in: the next dealer deals.

# Playing with a dummy

- The defender on the declarer's left leads. Then the declarer's partner, the dummy, lays his cards
  face up in his seat, sorted by suit, trumps on the declarer's left. Everybody can see them.
- **You are the declarer**: you play your own cards and the dummy's, each in its turn. On the dummy's
  turn its name is lit and you click one of its cards. A click on the wrong hand is refused, and the
  message says whose turn it is.
- **You are the dummy**: North declares and plays both hands; you watch.
- **You defend**: you play your cards; the dummy's cards are on the table for you to see.
- A card that does not follow suit when you could is refused with the reason.
- When a trick is complete, a medal marks the winning card: click it to read why it wins. Then right
  click (or F, Space, Enter) for the next trick.
- A: show or hide the auction during the play (also Game > Auction).
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

# Several players

Options > Players sets each seat to Human or to a computer skill; people may sit at any of the four
seats. When the turn passes from one person to another, a curtain hides every hand until the next player
clicks. A human declarer plays the dummy's cards too, so the curtain follows the declarer.

# Practice

- **Numbered hand**: every number deals the same 52 cards, on every computer.
- **Edit hand**: choose some or all of the thirteen cards of each seat and the dealer; the rest is
  dealt at random.
- **Replay bidding** and **Replay cards** go back to the first call or to the opening lead.
- **Replay a hand** lists the hands of this game already scored; Replay bidding and Replay cards also
  work once a hand is over. A hand replayed after its score is played beside the game: the game keeps
  the score of the first playing, the replay counts in no score file and no history, and Next hand
  goes back to the game where it was. In the list of hands, **Replay bidding** (or Enter, or a double
  click) plays the hand chosen from its first call, **Replay cards** from its first card.
- A hand of a game already finished is replayed from **History** (in the first menu): see "Replaying a
  hand from History".
- **End bidding** and **End cards** let the computer finish the auction or the hand for you.
""" + HISTORY_REPLAY_HELP

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
minimum and counts nothing. Click the meld line to see every meld laid down.

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
- **Undo** (Ctrl+Z): during the play, take back your last card; the cards played after it go back too.
- **Select Game** (File menu): start the game of a number from 1 to 99,999,999. The same number deals
  the same hands in the same order on every computer, so two people can play the same game and
  compare. "1234:3" starts at the third hand: the computers play the first two quickly.

The number of the game and of the hand is also in the window's title bar. A right click on the bare
felt opens a small menu with the same items, a hint and the last trick.

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
- **Ctrl+Z**: undo your last card.  **F1**: help.  **F2**: a new game.  **F12**: the boss key.
- **Right click**: go on after a trick, or the popup menu on the bare felt.

# Several players

People may sit at any of the four seats (Options > Players): partners can play together. When the turn
passes from one person to another, a curtain hides the hands until the next player clicks.
""" + HISTORY_REPLAY_HELP

WHIST_PAGE_FOR_PHASE = {"bidding": "Bidding at the whist table", "trump": "Bidding at the whist table",
                        "play": "Playing at the whist table", "done": "Scores at the whist table"}

WHIST_TABLE_HELP = """\
# At the whist table

You sit South with nine cards, sorted by suit with the colours alternating, each suit from its best card
down (in trumps the jack comes first). The other three play for themselves, unless the partnership option
puts North on your side. The box under West's name says what is going on and what the table waits for.

At the start of a game the four cards of the cut lie face up in front of the players, the highest framed:
that player deals first (click, or wait, to go on). The dealer's last card is then shown face up in the
middle to set trumps and goes back into his hand: the info box shows it small, with the dealer's name,
until he plays it.

# Bidding at the whist table

With **Allow bidding** on (Options > Rules options), each player from the dealer's left bids a number of
tricks higher than the last bid, or passes. In the bidding box type a digit, or use **+** and **-**, then
**Enter** or **Bid**; **0** or **P** passes. The highest bidder then chooses trumps in the same box (a suit
button, or S, H, D, C). If all four pass, the turned-up card sets trumps as usual.

# Playing at the whist table

Click a card to play it. With **Verify cards played** on (Options menu; on at first, as in the original) the
card is held up and a small box asks whether to play it or take it back. With **Pause between tricks** on,
the four cards stay on the table with a box naming the winner until you click OK (or Space, Enter, a right
click). These boxes sit over your hand, or with **Response box offset** checked just beside its last card.

# Scores at the whist table

After the ninth trick a box lists, for each player or side, the scoring trumps taken (small, with their
values above them), the bonus for cards beyond eighteen and the total; a bidder short of his bid shows
minus 25. Then the score sheet: for every hand what each player carried forward, what the hand added
and the new total, with the points still needed to reach the game points, and the winner at the end.
**File > Display scoresheet** (F6) shows it at any time. **Terminate present game** ends the game now
(a computer that is thinking finishes its move first): the highest total wins.

# Keys at the whist table

| Key | What it does |
|---|---|
| 0..9 | In the bidding box: the number of tricks (0 passes) |
| + and - | One trick more or fewer in the bidding box |
| Enter | Bid the number shown; in a response box, its first button |
| S H D C | The bidder's trumps |
| Esc | Take back the card held up by Verify cards played |
| Arrows and Space | Choose a card and play it |
| F6 | The score sheet |
| F1 | Help on what you are doing now |
| F12 or a right click on bare felt | The Crazy Clock |
| F2 or Ctrl+N | A new game, when none is in progress (File > Terminate present game ends one) |

# Several players

Several people may play at one computer (Options > Players: Human at more than one seat). When it is a
person's turn, a curtain hides every hand until that person clicks or presses Space; then only his cards
are face up, and the bidding box, the choice of trumps and the response boxes are his.
""" + HISTORY_REPLAY_HELP
