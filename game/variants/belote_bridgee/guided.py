"""32 Card Bridge's guided first hand: the commented hand of the manual's tutorial, dealt card by card.

West deals and South, the player, speaks first (play runs counter-clockwise: S, E, N, W). North wins the auction at
120 ♣ over East-West's diamonds, South announces a third to the queen of spades, and North-South make 151 points
(131 in tricks and 20 for the third) against 31: 270 for North-South (130 + 20 + 120). The engine checks the script
(tests/test_guided_hand.py).
"""

from __future__ import annotations

from game.engine.guided import GuidedHand, GuideStep
from game.engine.seats import Seat

CARDS = {
    Seat.S: ("TS", "JS", "QS", "7C", "8D", "KD", "QD", "7H"),
    Seat.N: ("JC", "AC", "KC", "8C", "AH", "TH", "9H", "KS"),
    Seat.E: ("QC", "7S", "AS", "AD", "JD", "TD", "KH", "QH"),
    Seat.W: ("TC", "9C", "9S", "8S", "9D", "7D", "JH", "8H"),
}

AUCTION = ("pass", "pass", "80C", "pass",   # South, East, North, West
           "pass", "90D", "100C", "110D",
           "pass", "pass", "120C", "pass",
           "pass", "pass")
PLAY = ("announce:third",
        "7C", "QC", "JC", "TC",   # trick 1: South leads, North's jack of trumps wins (33 points)
        "8C", "9C", "8D", "7S",   # 2: North leads a trump, West's nine wins (14)
        "9S", "JS", "AS", "KS",   # 3: West leads a spade, East's ace wins (17)
        "AD", "KC", "7D", "KD",   # 4: North trumps the ace of diamonds
        "AH", "8H", "7H", "QH",   # 5
        "TH", "JH", "QS", "KH",   # 6
        "9H", "8S", "QD", "JD",   # 7: the nine of hearts wins: nobody has a heart or a trump left
        "AC", "9D", "TS", "TD")   # 8

REASONS = {
    1: ("I pass: no jack or nine in any suit, and too few points to open the bidding.",),
    2: ("I bid 80 Clubs: I hold the jack of clubs with the ace and the king, and the ace and ten of hearts.",
        "It is the lowest bid: my partner may say more if he can help me."),
    3: ("I pass: my hand has nothing to say yet.",),
    5: ("I bid 90 Diamonds: I hold the ace, ten and jack of diamonds and the ace of spades.",
        "The opponents must not make 80 too easily."),
    6: ("I bid 100 Clubs: my clubs are strong and my hearts will bring tricks.",),
    7: ("I bid 110 Diamonds to help my partner: I hold the nine of diamonds, the second trump of his suit.",
        "Our side's convention: the nine of the partner's suit is worth ten more points."),
    9: ("I pass: I have said what my hand holds.",),
    10: ("I bid 120 Clubs: a risk, but with four trumps to the jack and two hearts sure to win, "
         "the contract has good chances.",),
    11: ("I pass: my partner did not go on, and 130 would be too much.",),
    13: ("I pass: 120 Clubs is too high for us to go on.",),
    16: ("I must play a trump higher than the seven if I can: my queen is my only trump.",),
    17: ("I take the trick with the jack of clubs, the highest trump.",),
    18: ("I cannot beat the jack, but I must still play a trump: I keep my nine, the second-best trump.",),
    19: ("I lead a small trump to draw the opponents' last trumps.",),
    20: ("I must play a higher trump when I can: my nine of clubs takes the trick.",),
    22: ("I throw the seven of spades: my partner West is winning the trick with the nine of trumps, "
         "and I keep my ace of spades, which will win a trick of its own.",),
    23: ("I lead a spade: my partner may win it with the ace.",),
    25: ("My ace of spades is the highest spade: it takes the trick.",),
    26: ("The king of spades is my only spade, and I must follow suit.",),
    27: ("I lead my ace of diamonds, the best card of my suit.",),
    28: ("I have no diamonds left, so I must trump: my king of clubs takes the trick.",),
    29: ("I follow suit with my smallest diamond: the trick is North's.",),
    31: ("I cash my ace of hearts, the best heart.",),
    32: ("I follow suit with a small heart.",),
    34: ("I follow suit: my queen of hearts cannot beat the ace.",),
    35: ("With the ace gone, my ten of hearts is the best heart: it takes the trick.",),
    36: ("I follow suit with my last heart.",),
    38: ("I follow suit with my last heart; the ten wins anyway.",),
    39: ("Every other heart and every trump has been played: even my nine of hearts wins.",),
    40: ("I have no hearts and no trumps left: I throw a small spade.",),
    42: ("I have no hearts and no trumps left: I throw a diamond.",),
    43: ("My ace of clubs, the last trump, takes the last trick.",),
    44: ("It is my last card.",),
    46: ("It is my last card.",),
}

STEPS = (
    GuideStep(0, "Welcome to 32 Card Bridge! You sit South, at the bottom of the table. North, facing you, is your "
                 "partner; East and West play against you. West dealt, and play goes to the right, so you speak "
                 "first."),
    GuideStep(0, "In the bidding each player passes or bids a number of points with a trump suit. The highest bid "
                 "becomes the contract: that side must then win more points than the other side, and at least the "
                 "bid and 2 more."),
    GuideStep(0, "You hold 10♠ J♠ Q♠ but no ace and no nine: too little to open the bidding. Click Pass.",
              target="bid_button:pass", action="pass",
              wrong="your hand is too weak to bid yet: pass and hear what your partner says."),
    GuideStep(3, "East passed too, and North, your partner, bid 80♣: he means to win at least 80 points with clubs "
                 "as trumps. Click his bid to read his reasons.", target="call:N", until="click"),
    GuideStep(4, "West passed. Your single 7♣ is no help to your partner's clubs: pass again.",
              target="bid_button:pass", action="pass",
              wrong="you have nothing to add to your partner's bid: pass."),
    GuideStep(8, "East came back with 90♦, North went on to 100♣, and West raised his partner to 110♦. "
                 "Click West's bid to see why.", target="call:W", until="click"),
    GuideStep(8, "West holds the 9♦, the second trump of his partner's suit. Bidding 120♣ with your cards would be "
                 "a gamble: pass, and let North decide.", target="bid_button:pass", action="pass",
              wrong="120 is too high for your cards: pass, and leave it to North."),
    GuideStep(12, "North took the risk: 120♣. East passed. Pass once more: three passes in a row after a bid end "
                  "the bidding.", target="bid_button:pass", action="pass",
              wrong="your partner's 120♣ is high enough: pass."),
    GuideStep(14, "The contract is 120♣ and North is the declarer. Your side must now win more points than East-West, "
                  "and at least 122. Right-click the table, or press Space, to start the play.", until="go on"),
    GuideStep(14, "Before your first card, announce your combinations: your 10♠ J♠ Q♠ are a third, three cards in a "
                  "row, worth 20 points. Click Third.", target="announce_button:third", action="announce:third",
              wrong="announces are made with your first card or they are lost: click Third first."),
    GuideStep(15, "Now you lead. Lead your only trump, the 7♣: it helps your partner draw the opponents' trumps.",
              target="card:7C", action="7C", wrong="lead your 7♣: your partner wants the trumps drawn."),
    GuideStep(19, "North's J♣ takes the trick: the medal marks the winning card. Click the medal to see why it wins.",
              target="medal", until="click"),
    GuideStep(19, "33 points for your side already. Right-click the table to pick up the trick.", until="go on"),
    GuideStep(21, "Your third is now shown beside your name for everybody to see. North led the 8♣ and West covered "
                  "it with the 9♣; you have no clubs left. When you wonder what to play, the light bulb gives an "
                  "expert's advice: click it.", target="hint_button", until="click"),
    GuideStep(21, "As the expert says, play the 8♦: West is winning this trick, so give him a card worth nothing.",
              target="card:8D", action="8D", wrong="West is winning this trick: give him your 8♦, worth nothing."),
    GuideStep(23, "West wins the trick. East threw away the 7♠ on his partner's trick: click East's card to read "
                  "why.", target="trick:E", until="click"),
    GuideStep(23, "Right-click the table to pick up the trick.", until="go on"),
    GuideStep(24, "West leads a spade and you must follow suit. Play your J♠: it is worth 2 points and your 10♠ is "
                  "worth 10, and this trick may well go to East or West.", target="card:JS", action="JS",
              wrong="keep your 10♠ (10 points) and play the J♠ (2 points): this trick may go to the opponents."),
    GuideStep(27, "East's A♠ wins the trick, and North's K♠ with it. How does the score stand? Move the mouse over "
                  "the information button, at the bottom right.", target="info_button", until="hover"),
    GuideStep(27, "In this hand North-South have 33 points in tricks and East-West 31, and your third will add 20 "
                  "to your side at the end. Right-click the table to go on.", until="go on"),
    GuideStep(30, "East led the A♦, but North has no diamonds left and trumped it with the K♣. Your partner wins "
                  "this trick: give him your K♦, worth 4 points.", target="card:KD", action="KD",
              wrong="your partner wins this trick: give him points, your K♦."),
    GuideStep(33, "North cashes the A♥. You must follow suit with your only heart, the 7♥.",
              target="card:7H", action="7H", wrong="you must follow suit: play your 7♥."),
    GuideStep(37, "North leads the 10♥, now the best heart. You have no hearts and no trumps: throw your Q♠ on your "
                  "partner's trick.", target="card:QS", action="QS", wrong="throw your Q♠ on your partner's trick."),
    GuideStep(41, "North goes on with the 9♥, a low heart. Throw your Q♦ and watch who wins the trick.",
              target="card:QD", action="QD", wrong="throw your Q♦ and watch the 9♥."),
    GuideStep(43, "The 9♥ wins! Clubs are trumps and hearts were led: nobody had a higher heart or a trump left. "
                  "Click the medal to read it.", target="medal", until="click"),
    GuideStep(45, "The last trick: play your 10♠.", target="card:TS", action="TS",
              wrong="the 10♠ is your last card."),
    GuideStep(47, "North wins the last trick and 10 more points with it. Right-click the table to see the score.",
              until="go on"),
    GuideStep(47, "Contract made! North-South won 151 points (131 in tricks and 20 for your third) against 31: more "
                  "than East-West and more than 122. Your side scores 270: 130 for the tricks (rounded to the "
                  "nearest ten), 20 for the third and 120 for the contract. Well played! Close this guided hand to "
                  "go back to your game; the Help menu plays it again whenever you like.", until="end"),
)

GUIDED_HAND = GuidedHand(
    title="Guided first hand", player=Seat.S, dealer=Seat.W, cards=CARDS, actions=AUCTION + PLAY, steps=STEPS,
    reasons=REASONS, options={"announces": True}, points={"NS": 270, "EW": 30})
