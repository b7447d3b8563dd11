"""Belote's guided first hand: a fixed deal that shows both rounds of the taking, a declaration, the Belote and the
Rebelote, the last trick's ten and what "dedans" would have meant.

East deals and South, the player, speaks first (play runs clockwise: S, W, N, E). The 8 of spades is turned up and
everybody passes it; in the second round South names hearts and gets the turn-up with two more cards. South's
ace-king-queen of clubs is a third (20), the king and queen of hearts a Belote (20). North-South win 118 points in
tricks (the last trick's 10 included) against 44: 158 to 44. The engine checks the script (tests/test_guided_hand.py).
"""

from __future__ import annotations

from game.engine.guided import GuidedHand, GuideStep
from game.engine.seats import Seat

CARDS = {  # each seat's first five cards (three, then two); the stock: the turn-up, then the cards after the taking
    Seat.S: ("9H", "KH", "QH", "AC", "KC"),
    Seat.W: ("JS", "7S", "TH", "QD", "JD"),
    Seat.N: ("AS", "AH", "AD", "7C", "7H"),
    Seat.E: ("TS", "9S", "JH", "8H", "9D"),
    "stock": ("8S",  # the turn-up, for the taker
              "QC", "7D",  # two more for South, who takes
              "KS", "8D", "9C",  # three for West
              "TD", "8C", "JC",  # three for North
              "QS", "KD", "TC"),  # three for East
}

TAKING = ("pass", "pass", "pass", "pass",  # round one: South, West, North and East refuse the 8 of spades
          "take:H")  # round two: South names hearts
PLAY = ("QH", "TH", "AH", "JH",  # trick 1: South leads a trump (Belote), East's jack wins (44 points)
        "TC", "AC", "9C", "JC",  # 2: East leads, South's ace wins (23)
        "7D", "QD", "AD", "9D",  # 3: North's ace of diamonds (14)
        "7H", "8H", "9H", "JS",  # 4: South's nine of trumps (16)
        "KC", "7S", "8C", "9S",  # 5: South's king of clubs (4)
        "8S", "KS", "AS", "TS",  # 6: North's ace of spades (25)
        "7C", "QS", "QC", "JD",  # 7: South's queen of clubs (8)
        "KH", "8D", "TD", "KD")  # 8: South's king of trumps (Rebelote) and the last trick's 10 (28)

REASONS = {
    1: ("I pass: the jack of spades is my only good trump, and the rest of my hand is weak.",),
    2: ("I pass: I hold three aces but only one spade. My partner may name a suit in the second round.",),
    3: ("I pass: the nine and ten of spades without the jack are not enough to take.",),
    6: ("My ten of hearts is my only trump: I must play it.",),
    7: ("I must play a higher trump when I can, even over my partner: my ace beats the queen.",),
    8: ("My jack of hearts is the highest trump: it takes the trick.",),
    9: ("I lead my ten of clubs: perhaps my partner holds the ace.",),
    11: ("I follow suit with my only club.",),
    12: ("My partner's ace wins the trick: I give him my jack of clubs, worth 2 points.",),
    14: ("I follow suit with my queen of diamonds.",),
    15: ("My ace of diamonds is the best diamond: it takes the trick.",),
    16: ("I follow suit with my smallest diamond.",),
    17: ("I lead my last trump to draw the opponents' trumps for my partner, the taker.",),
    18: ("My eight of hearts is my only trump, and I must follow suit.",),
    20: ("I have no hearts and no trumps: I throw my jack of spades, worth 2 points.",),
    22: ("I have no clubs and no trumps: I throw my smallest spade.",),
    23: ("I follow suit with a small club: my partner wins the trick.",),
    24: ("I have no clubs and no trumps: I throw a small spade.",),
    26: ("I follow suit with my king of spades.",),
    27: ("My ace of spades is the best spade: it takes the trick.",),
    28: ("I must follow suit: my ten of spades cannot beat the ace.",),
    29: ("I lead my last club: my partner's queen will win it.",),
    30: ("I have no clubs and no trumps: I throw my queen of spades.",),
    32: ("I have no clubs and no trumps: I throw my jack of diamonds.",),
    34: ("It is my last card.",),
    35: ("It is my last card.",),
    36: ("It is my last card.",),
}

STEPS = (
    GuideStep(0, "Welcome to Belote! You sit South, at the bottom of the table. North, facing you, is your partner; "
                 "East and West play against you. East dealt three cards and then two to each player, so you hold "
                 "five. Play goes clockwise: you speak first, then West on your left, North, and East."),
    GuideStep(0, "The card in the middle is the turn-up, the 8♠. Move the mouse over it.", target="turn_up",
              until="hover"),
    GuideStep(0, "In the first round each player in turn may take the turn-up: spades become trumps, and the taker "
                 "adds the 8♠ to his hand. Then his side must win more points than the other side, or it is "
                 "\"dedans\" and loses everything.", target="turn_up"),
    GuideStep(0, "You hold no spade at all, so spades as trumps would not help you. Click Pass.",
              target="bid_button:pass", action="pass",
              wrong="you hold no spade: let spades go and pass."),
    GuideStep(4, "West, North and East passed too: nobody wanted spades. Click North's call to read why your "
                 "partner passed.", target="call:N", until="click"),
    GuideStep(4, "Now the second round: spades are out, and each player in turn may name another suit as trumps, "
                 "♥, ♦ or ♣. Whoever names one still gets the 8♠. You hold 9♥ K♥ Q♥, three good hearts, and the "
                 "A♣ K♣: click ♥ to name hearts.", target="bid_button:take:H", action="take:H",
              wrong="your 9♥ K♥ Q♥ make hearts your suit: name hearts."),
    GuideStep(5, "Hearts are trumps and you are the taker. Right-click the table, or press Space: the rest of the "
                 "cards are dealt, the 8♠ and two more to you, three to each of the others.", until="go on"),
    GuideStep(5, "Everybody holds eight cards now. Your A♣ K♣ Q♣ are a third, three cards in a row, worth 20 "
                 "points to your side: the table shows it beside your name, and nobody holds a better "
                 "declaration."),
    GuideStep(5, "Your K♥ and Q♥ are the king and queen of trumps: the Belote. The first one you play says "
                 "\"Belote\", the second \"Rebelote\", and together they bring 20 more points."),
    GuideStep(5, "You lead. Lead a trump to draw the opponents' trumps: play your Q♥, and the table says Belote "
                 "for you.", target="card:QH", action="QH", wrong="lead your Q♥: draw the trumps first."),
    GuideStep(9, "East's J♥, the highest trump, took your queen and North's ace: 44 points for East-West. Now "
                 "your 9♥ is the best trump left. Click the medal to see why the jack wins.", target="medal",
              until="click"),
    GuideStep(10, "East led the 10♣. When you wonder what to play, the light bulb gives an expert's advice: click "
                  "it.", target="hint_button", until="click"),
    GuideStep(10, "As the expert says, play your A♣: it is the best club, and it takes East's 10♣ with it.",
              target="card:AC", action="AC", wrong="take East's 10♣ with your A♣."),
    GuideStep(13, "Your A♣ took East's 10♣ and North's J♣: 23 points for your side. Right-click the table, or "
                  "press Space, to pick up the trick.", until="go on"),
    GuideStep(13, "You lead again. Play your 7♦: North may win it with a high diamond.",
              target="card:7D", action="7D", wrong="lead your 7♦, worth nothing, and let your partner win it."),
    GuideStep(19, "North won with the A♦ and led his last trump, the 7♥. Play your 9♥, the best trump left.",
              target="card:9H", action="9H", wrong="you must follow suit with a trump, and the 9♥ wins."),
    GuideStep(21, "West has no trumps left: he threw his J♠. Click West's card to read why.", target="trick:W",
              until="click"),
    GuideStep(21, "You are not obliged to trump your partner's trick, and West had none anyway. Right-click the "
                  "table to pick up the trick.", until="go on"),
    GuideStep(21, "You lead. Nobody else holds a trump now: your K♣ is the best club left. Play it.",
              target="card:KC", action="KC", wrong="play your K♣: it wins the trick."),
    GuideStep(25, "Your K♣ won, though only 4 points. Right-click the table to pick up the trick.", until="go on"),
    GuideStep(25, "Lead the 8♠, the card turned up at the start: your partner holds the A♠.",
              target="card:8S", action="8S", wrong="lead your 8♠ to your partner's A♠."),
    GuideStep(31, "North led the 7♣. Follow suit with your Q♣: it wins.", target="card:QC", action="QC",
              wrong="you must follow suit with your Q♣."),
    GuideStep(33, "Your Q♣ won the trick. Right-click the table to pick it up.", until="go on"),
    GuideStep(33, "The last trick: play your K♥ and the table says Rebelote. Whoever wins the last trick gets 10 "
                  "more points, the \"dix de der\".", target="card:KH", action="KH",
              wrong="the K♥ is your last card."),
    GuideStep(37, "Your K♥ wins the last trick, 28 points with its 10. Right-click the table to see the score.",
              until="go on"),
    GuideStep(37, "You made it! Your side won 158 points: 118 in tricks, 20 for the third and 20 for Belote and "
                  "Rebelote, against East-West's 44. Had your side not won more points than East-West, you would "
                  "have been dedans: East-West would have scored all 162 and your third too. Well played! Close "
                  "this guided hand to go back to your game; the Help menu plays it again whenever you like.",
              until="end"),
)

GUIDED_HAND = GuidedHand(
    title="Guided first hand", player=Seat.S, dealer=Seat.E, cards=CARDS, actions=TAKING + PLAY, steps=STEPS,
    reasons=REASONS, points={"NS": 158, "EW": 44})
