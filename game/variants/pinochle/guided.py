"""Double-Deck Pinochle's guided first hand: a short auction won by the player, trumps named, the four cards passed
each way between the bidders, the meld shown (a run, a pinochle, arounds and marriages), twenty tricks with the
counters, and a score where the bidders make their bid and the other side, one counter short, loses its meld.

East deals and South, the player, bids first (play runs clockwise: S, W, N, E). South opens at 50, West bids 51, North
and East pass, South bids 52 and West passes. South names hearts; North passes him two tens of hearts and two aces,
which complete his run; South passes back his four small clubs, which marry North's two kings of clubs. North-South
show 51 meld, East-West 24. North-South take 31 counters (the last trick's 2 included) and make 51 + 31 = 82;
East-West take 19, one short of the 20 they need, and score nothing. The guided hand plays with the "Bidders pass 4
cards before meld" option on. The engine checks the script (tests/test_guided_hand.py).
"""

from __future__ import annotations

from game.engine.guided import GuidedHand, GuideStep
from game.engine.seats import Seat

CARDS = {
    Seat.S: ("AH", "AH", "KH", "QH", "QH", "JH", "JH", "AS", "KS", "QS", "JS", "AD", "KD", "QD", "JD",
             "AC", "QC", "QC", "JC", "JC"),
    Seat.W: ("QS", "QH", "KH", "JD", "TD", "QD", "QD", "TS", "TD", "QC", "TD", "JS", "QH", "QS", "TS",
             "AH", "TC", "JH", "KH", "KS"),
    Seat.N: ("TH", "TH", "AC", "AS", "KS", "KH", "KC", "KD", "QS", "AH", "TC", "JC", "TS", "TD", "KC",
             "JD", "AC", "JC", "TH", "TS"),
    Seat.E: ("TC", "JS", "AS", "KC", "QD", "AS", "JH", "AD", "TH", "KS", "JS", "KD", "KC", "KD", "AD",
             "TC", "AC", "JD", "QC", "AD"),
}

BIDDING = ("50", "51", "pass", "pass",  # South opens, West overbids, North and East pass
           "52", "pass",  # South bids again, West passes: South has the bid at 52
           "trump:H")
PASSING = ("TH", "TH", "AC", "AS",  # North to South: two trumps and two aces (index 7)
           "QC", "JC", "JC", "QC")  # South to North: the small clubs (index 11)
PLAY = ("AC", "QC", "KC", "QC",  # trick 1 (index 15): South's ace, North's king on it (2 counters)
        "AC", "TC", "KC", "KC",  # 2 (19): the other ace of clubs (4)
        "AS", "QS", "KS", "JS",  # 3 (23): South's ace of spades (2)
        "QD", "TD", "JD", "AD",  # 4 (27): East's ace of diamonds (2)
        "AS", "JS", "KS", "QS",  # 5 (31): East's aces of spades (2)
        "AS", "QS", "TS", "TS",  # 6 (35): (3)
        "AC", "JH", "KH", "JC",  # 7 (39): South trumps East's ace of clubs, West trumps higher (2)
        "JD", "KD", "AD", "JD",  # 8 (43): East's ace of diamonds (2)
        "TH", "AH", "JH", "KH",  # 9 (47): South's ace of trumps (3)
        "QH", "AH", "TH", "JH",  # 10 (51): West's ace of trumps (2)
        "JS", "TS", "JS", "AS",  # 11 (55): South's ace of spades (2)
        "JH", "QH", "AH", "JD",  # 12 (59): North's ace of trumps (1)
        "JC", "KC", "KH", "QH",  # 13 (63): South trumps the clubs (2)
        "TH", "KH", "TD", "QD",  # 14 (67): (3): North-South have 19 counters
        "QH", "QD", "TC", "KD",  # 15 (71): (2): 21 counters, the meld is saved
        "AD", "QD", "AC", "KD",  # 16 (75): (3)
        "TH", "QS", "JC", "KS",  # 17 (79): (2)
        "KS", "TS", "JC", "TC",  # 18 (83): West's ten of spades (3)
        "TD", "QC", "AD", "KD",  # 19 (87): East's ace of diamonds (3): East-West have 19
        "TC", "AH", "TD", "QC")  # 20 (91): South trumps the last trick (3 and 2 for the last trick)

REASONS = {
    1: ("I bid 51: I hold queens around, a pinochle and two marriages in hearts, my longest suit.",),
    2: ("I pass: my partner opened the bidding, and my kings around and my aces will help him.",),
    3: ("I pass: I hold many aces but hardly any meld, and my partner has bid already.",),
    5: ("I pass: 52 is more than my meld and my counters can make.",),
    7: ("My partner won the bid: I pass him what he needs most, trumps and aces. First a ten of hearts.",),
    8: ("A second ten of hearts: trumps win tricks for the bidder.",),
    9: ("My spare ace of clubs: an ace wins a trick and is a counter.",),
    10: ("My spare ace of spades, the fourth card.",),
    16: ("I play the queen of clubs: the other side will take this trick, so I keep my counters back.",
         "The bidders still need 20 counters, and we try to keep those counters from them.",),
    17: ("I play the king of clubs: my partner's ace of clubs should win the trick, so I give him a counter.",
         "My side needs 20 more counters to make our bid of 52.",),
    18: ("I play the queen of clubs: the other side will take this trick, so I keep my counters back.",
         "The bidders still need 20 counters, and we try to keep those counters from them.",),
    20: ("I play the ten of clubs: it is the only card the rules allow.",),
    21: ("I play the king of clubs: my partner's ace of clubs should win the trick, so I give him a counter.",
         "My side needs 18 more counters to make our bid of 52.",),
    22: ("I play the king of clubs: I hold only counters in clubs, and my ace cannot beat South's, played first.",),
    24: ("I play the queen of spades: it cannot win, and it is not a counter.",),
    25: ("I play the king of spades: my partner's ace of spades should win the trick, so I give him a counter.",
         "My side needs 14 more counters to make our bid of 52.",),
    26: ("I play the jack of spades: the other side will take this trick, so I keep my counters back.",
         "The bidders still need 14 counters, and we try to keep those counters from them.",),
    28: ("I play the ten of diamonds: it is the only card the rules allow.",),
    29: ("I play the jack of diamonds: the other side will take this trick, so I keep my counters back.",
         "My side needs 12 more counters to make our bid of 52.",),
    30: ("I play the ace of diamonds: it is the only card the rules allow.",),
    31: ("I lead the ace of spades: an ace is the safest lead, and my partner can put counters on it.",
         "The bidders still need 12 counters, and we try to keep those counters from them.",),
    33: ("I play the king of spades: my partner's ace of spades should win the trick, so I give him a counter.",
         "The bidders still need 12 counters, and we try to keep those counters from them.",),
    34: ("I play the queen of spades: the other side will take this trick, so I keep my counters back.",
         "My side needs 12 more counters to make our bid of 52.",),
    35: ("I lead the ace of spades: an ace is the safest lead, and my partner can put counters on it.",
         "The bidders still need 12 counters, and we try to keep those counters from them.",),
    37: ("I play the ten of spades: my partner's ace of spades should win the trick, so I give him a counter.",
         "The bidders still need 12 counters, and we try to keep those counters from them.",),
    38: ("I play the ten of spades: it is the only card the rules allow.",),
    39: ("I lead the ace of clubs: an ace is the safest lead, and my partner can put counters on it.",
         "The bidders still need 12 counters, and we try to keep those counters from them.",),
    41: ("I take the trick with the king of hearts: nobody after me can beat it.",
         "The bidders still need 12 counters, and we try to keep those counters from them.",),
    42: ("I play the jack of clubs: the other side will take this trick, so I keep my counters back.",
         "My side needs 12 more counters to make our bid of 52.",),
    43: ("I lead the jack of diamonds: a small card that gives little away.",
         "The bidders still need 12 counters, and we try to keep those counters from them.",),
    44: ("I play the king of diamonds: I must beat the jack, and my partner may still win the trick.",),
    45: ("I play the ace of diamonds: it is the only card the rules allow.",),
    47: ("I lead the ten of hearts: played out, it should bring my side the most points.",
         "The bidders still need 12 counters, and we try to keep those counters from them.",),
    49: ("I play the jack of hearts: the other side will take this trick, so I keep my counters back.",
         "The bidders still need 12 counters, and we try to keep those counters from them.",),
    50: ("I play the king of hearts: my partner's ace of hearts should win the trick, so I give him a counter.",
         "My side needs 12 more counters to make our bid of 52.",),
    52: ("I take the trick with the ace of hearts: nobody after me can beat it.",
         "The bidders still need 9 counters, and we try to keep those counters from them.",),
    53: ("I play the ten of hearts: the other side will take this trick, so I keep my counters back.",
         "My side needs 9 more counters to make our bid of 52.",),
    54: ("I play the jack of hearts: it is the only card the rules allow.",),
    55: ("I lead the jack of spades: a small card that gives little away.",
         "The bidders still need 9 counters, and we try to keep those counters from them.",),
    56: ("I play the ten of spades: it is the only card the rules allow.",),
    57: ("I play the jack of spades: the other side will take this trick, so I keep my counters back.",
         "The bidders still need 9 counters, and we try to keep those counters from them.",),
    60: ("I take the trick with the queen of hearts: I must beat the card played, and this card has the best chance "
         "to hold.",
         "The bidders still need 7 counters, and we try to keep those counters from them.",),
    61: ("I play the ace of hearts: it is the only card the rules allow.",),
    62: ("I play the jack of diamonds: the other side will take this trick, so I keep my counters back.",
         "The bidders still need 7 counters, and we try to keep those counters from them.",),
    63: ("I lead the jack of clubs: my partner is out of clubs and can trump it.",
         "My side needs 6 more counters to make our bid of 52.",),
    64: ("I take the trick with the king of clubs: I must beat the card played, and this card has the best chance to "
         "hold.",
         "The bidders still need 6 counters, and we try to keep those counters from them.",),
    66: ("I play the queen of hearts: the other side will take this trick, so I keep my counters back.",
         "The bidders still need 6 counters, and we try to keep those counters from them.",),
    68: ("I play the king of hearts: it is the only card the rules allow.",),
    69: ("I play the ten of diamonds: my partner's ten of hearts should win the trick, so I give him a counter.",
         "My side needs 4 more counters to make our bid of 52.",),
    70: ("I play the queen of diamonds: the other side will take this trick, so I keep my counters back.",
         "The bidders still need 4 counters, and we try to keep those counters from them.",),
    72: ("I play the queen of diamonds: the other side will take this trick, so I keep my counters back.",
         "The bidders still need one counter, and we try to keep those counters from them.",),
    73: ("I play the ten of clubs: my partner's queen of hearts should win the trick, so I give him a counter.",
         "My side needs one more counter to make our bid of 52.",),
    74: ("I play the king of diamonds: the other side will take this trick, so I keep my counters back.",
         "The bidders still need one counter, and we try to keep those counters from them.",),
    76: ("I play the queen of diamonds: the other side will take this trick, so I keep my counters back.",
         "The bidders have made their bid, so we save what counters we can.",),
    77: ("I play the ace of clubs: my partner's ace of diamonds should win the trick, so I give him a counter.",
         "Our bid of 52 is safe: every counter now adds to our score.",),
    78: ("I play the king of diamonds: the other side will take this trick, so I keep my counters back.",
         "The bidders have made their bid, so we save what counters we can.",),
    80: ("I play the queen of spades: the other side will take this trick, so I keep my counters back.",
         "The bidders have made their bid, so we save what counters we can.",),
    81: ("I play the jack of clubs: my partner's ten of hearts should win the trick, and I have no counter to give "
         "him.",
         "Our bid of 52 is safe: every counter now adds to our score.",),
    82: ("I play the king of spades: the other side will take this trick, so I keep my counters back.",
         "The bidders have made their bid, so we save what counters we can.",),
    84: ("I play the ten of spades: it is the only card the rules allow.",),
    85: ("I play the jack of clubs: the other side will take this trick, so I keep my counters back.",
         "Our bid of 52 is safe: every counter now adds to our score.",),
    86: ("I play the ten of clubs: my partner's ten of spades should win the trick, so I give him a counter.",
         "The bidders have made their bid, so we save what counters we can.",),
    87: ("I lead the ten of diamonds: it is the only card the rules allow.",),
    88: ("I play the queen of clubs: it is the only card the rules allow.",),
    89: ("I play the ace of diamonds: it is the only card the rules allow.",),
    91: ("I lead the ten of clubs: it is the only card the rules allow.",),
    93: ("I play the ten of diamonds: it is the only card the rules allow.",),
    94: ("I play the queen of clubs: it is the only card the rules allow.",),
}

STEPS = (
    GuideStep(0, "Welcome to Double-Deck Pinochle! You sit South, at the bottom of the table. North, facing you, is "
                 "your partner; East and West play against you. The deck has eighty cards, four of each ace, ten, "
                 "king, queen and jack in every suit, and each of you holds twenty."),
    GuideStep(0, "First comes the bidding. A bid promises points: your side's meld, the groups of cards you will show, "
                 "and its counters, the aces, tens and kings you will win in tricks. Whoever bids highest names "
                 "trumps and must make his bid with his partner."),
    GuideStep(0, "East dealt, so you bid first. Your hand is rich: an ace of each suit (aces around), the A♥ K♥ Q♥ "
                 "J♥, and the Q♠ with the J♦ (a pinochle). The box shows 50, the lowest bid: click Bid.",
              target="bid_button:50", action="50", wrong="open the bidding at 50: click Bid."),
    GuideStep(4, "West bid 51, and North and East passed: a player who passes is out of the bidding for good. Click "
                 "West's bid to read why he bid.", target="call:W", until="click"),
    GuideStep(4, "Only you and West are left, and the box shows 52, the next bid. Your partner will pass you four good "
                 "cards if you win: click Bid to bid 52.", target="bid_button:52", action="52",
              wrong="bid 52: click Bid."),
    GuideStep(6, "West passed: you won the bid at 52. Your side must now make 52 points in meld and counters, or it "
                 "is set and loses 52. Name trumps: click ♥, your longest suit, where only the 10♥ is missing for "
                 "a run.", target="bid_button:trump:H", action="trump:H",
              wrong="name hearts: click ♥."),
    GuideStep(11, "In this guided hand the bidders pass four cards to each other before the meld (an option of the "
                  "game). North passed you two 10♥ and two aces: they are marked in yellow. With your A♥ K♥ Q♥ J♥, "
                  "a 10♥ makes a run, the best meld, worth 15.", target="card:TH"),
    GuideStep(11, "Now you pass four cards back. Keep your meld and your trumps, and give what you do not need: your "
                  "four small clubs. Click your Q♣.", target="card:QC", action="QC",
              wrong="pass back your small clubs: click your Q♣."),
    GuideStep(12, "The Q♣ waits in the strip above your hand. Now click a J♣.", target="card:JC", action="JC",
              wrong="pass back your small clubs: click a J♣."),
    GuideStep(13, "And the other J♣.", target="card:JC", action="JC", wrong="pass back your other J♣."),
    GuideStep(14, "And the last Q♣. With only aces left in clubs, you can soon trump the opponents' clubs.",
              target="card:QC", action="QC", wrong="pass back your last Q♣."),
    GuideStep(15, "Everybody shows his meld on the table. Yours, just above your hand, is worth 33 points."),
    GuideStep(15, "Aces around (an ace of each suit) 10, the run 15, the pinochle (Q♠ J♦) 4, and two marriages, "
                  "K♠ Q♠ and K♦ Q♦, 2 each."),
    GuideStep(15, "North shows kings around 8, a pinochle 4 and three marriages 6: your Q♣ married his K♣. Your "
                  "side has 51 meld, East-West 24."),
    GuideStep(15, "Meld counts only if a side has 20 or more and then wins 20 counters. You bid 52 with 51 meld: "
                  "without 20 counters you are set."),
    GuideStep(15, "Click the table, or press Space, to put the meld away.", until="go on"),
    GuideStep(15, "You won the bid, so you lead. Cards rank ace, ten, king, queen, jack, and you must beat the best "
                  "card played when you can. When you wonder what to play, click the light bulb for an expert's "
                  "advice.", target="hint_button", until="click"),
    GuideStep(15, "As the expert says, lead your A♣. Lead your aces early: your partner puts counters on them.",
              target="card:AC", action="AC", wrong="lead your A♣."),
    GuideStep(19, "Your A♣ won, and North put his K♣ on it. Aces, tens and kings are counters, a point each; "
                  "queens and jacks none. Right-click the table, or press Space, to pick up the trick.",
              until="go on"),
    GuideStep(19, "The score box shows each side's meld and the counters it has taken: your side took 2. The deck "
                  "holds 48 counters, and the last trick brings 2 more.", target="score_box"),
    GuideStep(19, "Lead your other A♣. When two equal cards fall on a trick, the first one played wins.",
              target="card:AC", action="AC", wrong="lead your other A♣."),
    GuideStep(23, "4 more counters: your side has 6. Right-click the table, or press Space, to pick up the trick.",
              until="go on"),
    GuideStep(23, "Lead your A♠: aces first, while nobody can trump them.", target="card:AS", action="AS",
              wrong="lead your A♠."),
    GuideStep(27, "North gave you his K♠: 8 counters now. Right-click the table, or press Space, to pick up the "
                  "trick.", until="go on"),
    GuideStep(27, "Lead your Q♦: it is no counter, so it costs you little if the opponents win it.",
              target="card:QD", action="QD", wrong="lead your Q♦."),
    GuideStep(31, "East's A♦ won and West had to beat your Q♦ with his 10♦: 2 counters for East-West. Click the "
                  "medal to read why East won.", target="medal", until="click"),
    GuideStep(32, "East led an A♠ and you cannot beat it. When the other side wins a trick, keep your counters: "
                  "play your J♠, worth nothing.", target="card:JS", action="JS",
              wrong="play your J♠: East's ace wins, so give no counter."),
    GuideStep(36, "East leads his other A♠. Give him your Q♠, not your K♠.", target="card:QS", action="QS",
              wrong="play your Q♠: it is no counter."),
    GuideStep(40, "East led the A♣ and you have no clubs left: when you cannot follow suit, you must trump. Play "
                  "your J♥, your smallest trump.", target="card:JH", action="JH",
              wrong="you have no clubs: trump with your J♥."),
    GuideStep(46, "West beat your J♥ with a higher trump, his K♥. Now East's A♦ wins this trick: keep your counters "
                  "and play your J♦.", target="card:JD",
              action="JD", wrong="play your J♦: it is no counter."),
    GuideStep(48, "East led the 10♥, a trump: you must beat it, and your A♥ does.", target="card:AH", action="AH",
              wrong="beat the 10♥ with your A♥."),
    GuideStep(51, "North put his K♥ on your ace: 11 counters for your side, 11 for East-West. Right-click the "
                  "table, or press Space, to pick up the trick.", until="go on"),
    GuideStep(51, "Lead your Q♥ to draw the opponents' trumps.", target="card:QH", action="QH",
              wrong="lead your Q♥."),
    GuideStep(58, "North's 10♠ is the best card so far, but you must beat it when you can: your A♠ wins the trick for "
                  "your side.", target="card:AS", action="AS",
              wrong="play your A♠ and win the trick."),
    GuideStep(59, "Right-click the table, or press Space, to pick up the trick.", until="go on"),
    GuideStep(59, "Lead your J♥: North may hold a high trump to win it.", target="card:JH", action="JH",
              wrong="lead your J♥."),
    GuideStep(65, "North led a J♣ and East beat it with his K♣. You have no clubs: trump it with your "
                  "K♥.", target="card:KH", action="KH",
              wrong="you have no clubs: trump with your K♥."),
    GuideStep(67, "Your side has 16 counters. Right-click the table, or press Space, to pick up the trick.",
              until="go on"),
    GuideStep(67, "Lead your 10♥: your trumps are the best cards left.", target="card:TH", action="TH",
              wrong="lead your 10♥."),
    GuideStep(71, "19 counters: one more saves your meld. Right-click the table, or press Space, to pick up the "
                  "trick.", until="go on"),
    GuideStep(71, "Lead your Q♥.", target="card:QH", action="QH", wrong="lead your Q♥."),
    GuideStep(75, "21 counters! Your meld counts now, and 51 meld and 21 counters pass your bid of 52. Right-click "
                  "the table, or press Space, to pick up the trick.", until="go on"),
    GuideStep(75, "Lead your A♦.", target="card:AD", action="AD", wrong="lead your A♦."),
    GuideStep(79, "Right-click the table, or press Space, to pick up the trick.", until="go on"),
    GuideStep(79, "Lead your 10♥, a trump.", target="card:TH", action="TH", wrong="lead your 10♥."),
    GuideStep(83, "Right-click the table, or press Space, to pick up the trick.", until="go on"),
    GuideStep(83, "Lead your K♠.", target="card:KS", action="KS", wrong="lead your K♠."),
    GuideStep(87, "West's 10♠ took your K♠: East-West have 16 counters, and they need 20 to keep their meld. "
                  "Right-click the table, or press Space, to pick up the trick.", until="go on"),
    GuideStep(90, "East's A♦ wins this trick, and you must follow suit: play your K♦.", target="card:KD",
              action="KD", wrong="follow suit with your K♦."),
    GuideStep(92, "East-West have 19 counters, one short of 20. This last trick holds the 10♣ and 2 more points: "
                  "trump it with your A♥!", target="card:AH", action="AH", wrong="trump with your A♥."),
    GuideStep(95, "You won the last trick: East-West end with 19 counters. Right-click the table, or press Space, "
                  "to see the score.", until="go on"),
    GuideStep(95, "You made it! Your side scores 82: 51 in meld and 31 in counters, more than your bid of 52. Had "
                  "you taken fewer than 20 counters, or fewer than 52 points in all, you would have been set and lost "
                  "52. East-West took 19 counters: they score nothing, not even their 24 meld. Close this guided hand "
                  "to go back to your game; the Help menu plays it again.", target="score_box", until="end"),
)

GUIDED_HAND = GuidedHand(
    title="Guided first hand", player=Seat.S, dealer=Seat.E, cards=CARDS, actions=BIDDING + PASSING + PLAY,
    steps=STEPS, reasons=REASONS, options={"pass_four_cards": True}, points={"NS": 82, "EW": 0})
