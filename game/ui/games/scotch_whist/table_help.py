"""The help pages about the Scotch Whist table, added after the rules when F1 is pressed at the table."""

from ...table.help_text import CHALLENGE_HELP, HISTORY_REPLAY_HELP, NETWORK_HELP, UNDO_HELP

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
the four cards stay on the table until you click OK (or Space, Enter, a right click) in the box that names
the winner; that box takes the message box's place, left of your hand, so that it is said once and your
cards stay in view. The box that verifies a card sits over your hand, or with **Response box offset**
checked just beside its last card.

The light bulb gives the advice of an expert for your turn, with its reasons; click a computer's card on
the table to read why it played it. When the expert tried the cards against the ways the hidden cards may
lie, a **Details** button shows what it counted.

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
| Ctrl+Z, Ctrl+Y | Undo your last decision, redo it |

# Several players

Several people may play at one computer (Options > Players: Human at more than one seat). When it is a
person's turn, a curtain hides every hand until that person clicks or presses Space; then only his cards
are face up, and the bidding box, the choice of trumps and the response boxes are his.
""" + HISTORY_REPLAY_HELP + UNDO_HELP + CHALLENGE_HELP + NETWORK_HELP
