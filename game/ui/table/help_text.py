"""What every table's help pages share (each game's own pages are in game/ui/games/<game>/table_help.py)."""

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
be replayed. Replays are off while you play without help. **View** shows the hand chosen in the replay
viewer instead of playing it (see "Viewing a hand again").

# Viewing a hand again

The replay viewer steps through a finished hand, from the deal to its last card, with all four hands face
up as they were at each move. It opens from **View replay** on the box that shows a hand's score, from
**Practice > View the last hand...**, and from the list of hands of **Replay a hand** (this game's, or
a finished game's from History) with **View**.

- In the middle: the calls made so far under the name of each player while the auction lasts, then the
  trick on the table. At the end of a trick its cards stay in view with the medal on the winning card.
- Beside it: the contract (or the trumps) and the tricks each side has won so far; the name of the
  player whose move comes next is framed in yellow.
- Under the table, in words: the move, what it brought (the contract, the meld, why the trick was won)
  and the computer's reasons for it. A click on these words shows them whole in a box of their own. A
  game played before this version kept no reasons: its hands are shown without them.
- Keys: **Left** and **Right** one move back or on, **Page Up** and **Page Down** one trick, **Home** the
  deal, **End** the last move, **Esc** closes the viewer. The buttons at the top do the same, and the
  mouse wheel goes a move back or on.

Your game waits under the viewer and goes on as it was when you close it.

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

# Undo and Redo, the same at every table (after "Replaying a hand from History" in each table's help).
UNDO_HELP = """\

# Undo and Redo

**Undo** (in the first menu, or Ctrl+Z) takes back your last decision in this hand: a call, an announce or a
card, together with everything the computers did after it. The table shows the hand as it then stood and it
is your turn again. Press it again to go further back, as far as the deal. With several people at the table,
Undo goes back to the last decision of any of them; the curtain comes down until that player clicks.

**Redo** (Ctrl+Y) plays again what Undo took back, one decision at a time: the same calls and cards, and the
computers keep the reasons they gave. Once you make a new call or play a new card, what was taken back is
gone for good.

Undo works in a game you loaded or resumed, for the hand in progress. After the last card of a hand, and until
its score card shows, Undo takes that card back and the hand's score out of the game, as long as the score is
kept nowhere yet: where the game keeps a score file, or once the game is over and in the history, the hand
stays as it ended (Practice > Replay cards plays it again). Undo is off while you play without help, like the
hints and the replays, and in a duplicate challenge. When Undo or Redo cannot be used, its item in the menu is
greyed and pointing at it says why.
"""

# The duplicate challenge, the same at every table (after "Undo and Redo" in each table's help).
CHALLENGE_HELP = """\

# Duplicate challenge

**Practice > Duplicate challenge...** measures you against the Expert on the same cards. Choose a challenge
number (a random one is offered) and how many deals to play (20 unless you choose otherwise), then **Start**.

You play each deal in South, as a hand on its own that counts toward no game; the status bar says where you
are ("Challenge 1234, deal 3 of 20"). Meanwhile, out of sight, the Expert plays the same deals in your seat,
with the same computers around it: they are the Expert too, and they make the same choices in both runs as
long as the cards played before them are the same, so the only difference is who sits in South. A challenge
is played without help: no hints, no peeking, no replays, no demonstration, and no Undo (the Expert plays
each deal once, without taking anything back, so you do too).

After each deal a box shows what you scored on it: **Next deal** goes on, **View hand** shows it in the
replay viewer. A deal's score is your side's points on that hand less the other side's (Contract Bridge
scores the hand alone as at duplicate: no honours, 300 for a game contract made, 50 for a part score, nobody
vulnerable); where each player scores alone, as in Scotch Whist, it is your own points. After the last deal,
**Results** lists the deals: your score, the Expert's, the difference, and which of you did better on each.
**Your play** and **Expert's play** show the chosen deal in the replay viewer, with the computers' reasons.
If the Expert is still playing, its scores appear as its deals end.

The same number gives the same deals, the same dealers and the same computers on every computer, so a friend
who plays the same challenge (with the same rules options) can compare with you; a shorter challenge is the
start of a longer one of the same number. A challenge in progress is kept if you leave the program and goes on
at the deal you were playing; starting a new game or another challenge leaves it. Finished challenges go into
your history (not into the statistics: they are not games): **Practice > Challenge results...** or the
**Challenges...** button of History shows their results again.
"""

# Network play, the same at every table (after "Duplicate challenge" in each table's help).
NETWORK_HELP = """\

# Playing over a network

Friends on other computers can sit at your table. One computer hosts the game and the others join it. (The
menu called Game below is called File in Pinochle and Scotch Whist.)

**To host:** choose **Game > Host a network game...**. Pick the game, its rules (**Rules options...**) and who
sits at each seat: you, a friend over the network, a computer (Novice, Advanced or Expert), or another person
at this keyboard, who plays in turn with you behind the curtain as at a hotseat table. Say what happens when a
friend's connection drops: the seat waits for them, or a computer plays for them after the seconds you choose
until they are back. After **OK** a box shows this computer's addresses, the port and a six-letter join code:
tell them to your friends. The box lists who has joined; the first card is dealt when every friend's seat is
taken. **Game > Address and code for friends...** shows them again later. Closing the table stops the game for
everyone (you are asked first); the game is kept, and the next **Host a network game...** offers to resume it,
so that your friends join again where you stopped.

**Seats at this table...** (in the Game menu of the table you host, and the **Seats...** button of the box that
waits for your friends) lists who holds each seat. For a friend's seat you can let a computer (Novice, Advanced or
Expert) play it, so that a game whose friend never comes can start, or free it for someone else to join with the
code: the friend who had it is told why, and can take it again only as a new player while nobody else has taken it.
A seat a computer plays in a friend's place can be given back to that friend: the game waits for them to join again.
Everybody at the table is told what you changed, and a resumed game keeps it.

**To join:** choose **Game > Join a network game...**, type the host's address (and its port, as
`192.168.1.20:4718`, if the host chose another than 4718) and the code, and choose your seat, or **Watch the game**
to look on without playing: a spectator sees only the cards every player sees. You see the table from your seat,
your hand at the bottom. Your address, code and seat are remembered for next time.

**At a network table** everything works as usual: hints, the computers' reasons (a reason that would name a
card you have not seen is kept back), the medal, the last trick, the score sheets. The host deals and keeps the
game, so what would change it at your computer alone is greyed, with the reason: a new game, Undo, saving,
the rules and players, practice deals. The seat labels give your friends' names; a friend who lost the
connection is shown as waiting, or as played by a computer for now. If you join a game already under way, the
score sheets show the hands played before you came, as they show them to those who played them. After a hand,
**Next hand** can be clicked before the host has dealt: the status bar says the table waits for the host's deal,
and the next hand comes up by itself as soon as it arrives.

**Talking:** **Game > Talk to the table...** (or the **T** key) sends one line to the other players; the lines
show on the felt for a few seconds, and **Game > Chat history...** keeps the last ones.

**If the connection drops,** a box says so: **Join again** takes your seat back, with the hand where it
stands. Only your own program can take your seat back (the host gave it a key for that seat when you first
sat down), so nobody else with the code can take it while you are away.
"""
