"""The help pages about the Belote table, added after the rules when F1 is pressed at the table."""

from ...table.help_text import CHALLENGE_HELP, HISTORY_REPLAY_HELP, NETWORK_HELP, REPLAY_A_HAND_ITEMS, UNDO_HELP

BELOTE_TABLE_HELP = """\
# At the table

You sit South, at the bottom, and your partner North at the top; West and East play against you. The
little D token marks the dealer. The box at the top left shows the dealer and, once somebody has
taken, the trumps and the taker.

Beside each player you see what he said during the taking, then his declarations and his Belote and
Rebelote. Beside each hand you can see, the hand parameters: TP, the trick points of its cards; while
playing also TR, its trumps, V, its voids, and Flat Y or N (a flat hand has no void, no singleton and
at most one doubleton); hold the mouse over a figure to read what it means. The previous trick stays
in the small box at the bottom right.

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
- Declarations are made for every player and shown beside the seats as small cards; hold the mouse
  over them to see them large.
- Belote and Rebelote are said for you when you play the king and queen of trumps.
- When a trick is complete a medal marks the winning card: click it to read why it wins.
- Then right click (or press F, Space or Enter) for the next trick, unless the trick is picked up
  by itself (F8, or Options > End of turn).
- Help > Guided first hand plays one hand with you step by step: nobody takes the turn-up in the
  first round and you name trumps in the second, then you see a declaration, Belote and Rebelote and
  the last trick's ten. A bubble says what happens, points at what to click and waits until you have
  done it. It is offered the first time you open this table; it counts in no score and no history,
  and Esc (or Close in the bubble) brings you back to your game.

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
| F6 | the score sheet: every hand of this game, both sides' points and totals, and the target |
| F7 | leave the program (you are asked first; Y says yes) |
| F8 | pick up the tricks by themselves, or wait for you |
| F9 | the colour of the felt |
| F10 | the next colour for the frame round the table (Alt opens the menus) |
| Ctrl+N | a new game |
| Ctrl+Z, Ctrl+Y | undo your last decision, redo it |
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
""" + REPLAY_A_HAND_ITEMS + """\
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
""" + HISTORY_REPLAY_HELP + UNDO_HELP + CHALLENGE_HELP + NETWORK_HELP
