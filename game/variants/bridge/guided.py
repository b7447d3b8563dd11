"""Contract Bridge's guided first hand: a short auction to 4♥, the dummy, drawing trumps and the rubber sheet.

South deals and opens 1♥, North raises to 3♥ and South bids the game, 4♥. West leads the K♣ and North goes down as
dummy: the player plays both hands. South draws trumps in two rounds, knocks out the A♦ and ruffs the rest of the
diamonds and clubs in both hands: 11 tricks, 120 below the line and 30 above. The engine checks the script
(tests/test_guided_hand.py).
"""

from __future__ import annotations

from game.engine.guided import GuidedHand, GuideStep
from game.engine.seats import Seat

CARDS = {
    Seat.S: ("AS", "8S", "4S", "AH", "KH", "JH", "7H", "5H", "KD", "QD", "6D", "3D", "4C"),
    Seat.W: ("QS", "TS", "9S", "8H", "6H", "AD", "9D", "8D", "KC", "QC", "JC", "TC", "9C"),
    Seat.N: ("KS", "JS", "2S", "QH", "TH", "9H", "3H", "5D", "4D", "AC", "8C", "7C", "3C"),
    Seat.E: ("7S", "6S", "5S", "3S", "4H", "2H", "JD", "TD", "7D", "2D", "6C", "5C", "2C"),
}

AUCTION = ("1H", "pass", "3H", "pass",   # South, West, North, East
           "4H", "pass", "pass", "pass")
PLAY = ("KC", "AC", "2C", "4C",   # trick 1 (index 8): West leads, dummy's ace wins
        "3H", "2H", "AH", "6H",   # 2 (12): trumps from the dummy
        "KH", "8H", "9H", "4H",   # 3 (16): the last trumps fall
        "KD", "AD", "4D", "2D",   # 4 (20): West's ace of diamonds
        "QC", "3C", "5C", "5H",   # 5 (24): South ruffs
        "QD", "8D", "5D", "7D",   # 6 (28)
        "3D", "9D", "TH", "TD",   # 7 (32): the dummy ruffs
        "7C", "6C", "7H", "JC",   # 8 (36): South ruffs
        "6D", "9C", "QH", "JD",   # 9 (40): the dummy ruffs
        "8C", "3S", "JH", "TC",   # 10 (44): South ruffs
        "AS", "9S", "2S", "5S",   # 11 (48)
        "4S", "TS", "KS", "6S",   # 12 (52)
        "JS", "7S", "8S", "QS")   # 13 (56): West's queen of spades

REASONS = {
    1: ("I pass: my clubs are good, but with 12 points I would have to bid them at the two level.",),
    2: ("I bid 3♥: I hold four hearts and 10 points, a strong raise of my partner's suit.",
        "My partner bids the game if he has a little more than a minimum opening."),
    3: ("I pass: I have only one point.",),
    5: ("I pass: the opponents have found their game.",),
    6: ("I pass: 4♥ is the game my partner chose.",),
    7: ("I pass: I have nothing to say.",),
    8: ("I lead the K♣, the top of my K♣ Q♣ J♣: it is safe and may set up tricks in clubs.",),
    10: ("I follow suit with my smallest club.",),
    13: ("I follow suit with a small trump.",),
    15: ("I must follow suit: a small trump.",),
    17: ("My last trump.",),
    19: ("My last trump.",),
    21: ("I take the K♦ with my ace: it is the best diamond.",),
    23: ("I follow suit with my smallest diamond.",),
    24: ("I lead the Q♣, the best club left.",),
    26: ("I follow suit with a small club.",),
    29: ("I follow suit with a small diamond.",),
    31: ("I follow suit with a small diamond.",),
    33: ("I follow suit: my 9♦ is my last diamond.",),
    35: ("I follow suit; the dummy's trump wins anyway.",),
    37: ("I follow suit with my last club.",),
    39: ("South ruffed: my J♣ cannot win.",),
    41: ("I have no diamonds and no trumps: I throw a club.",),
    43: ("I follow suit with my last diamond.",),
    45: ("I have no clubs left: I throw my smallest spade.",),
    47: ("My last club: it cannot win against a trump.",),
    49: ("I keep my Q♠ and play the 9♠.",),
    51: ("I follow suit with a small spade.",),
    53: ("I play my 10♠ and keep the queen.",),
    55: ("I follow suit with a small spade.",),
    57: ("My last spade.",),
    59: ("My Q♠ takes the last trick.",),
}

PICK_UP = "Right-click the table, or press Space, to pick up the trick."


def _lead_after_pick_up(at: int, text: str, card: str, wrong: str) -> tuple[GuideStep, GuideStep]:
    """The trick is picked up first (the step waits for it), then the player's lead."""
    return (GuideStep(at, PICK_UP, until="go on"),
            GuideStep(at, text, target=f"card:{card}", action=card, wrong=wrong))


def _play(at: int, text: str, card: str, wrong: str) -> GuideStep:
    return GuideStep(at, text, target=f"card:{card}", action=card, wrong=wrong)


STEPS = (
    GuideStep(0, "Welcome to Contract Bridge! You sit South, at the bottom of the table. North, facing you, is your "
                 "partner; East and West play against you. You dealt, so you speak first."),
    GuideStep(0, "In the auction each player passes or bids a number of tricks above six with a trump suit, or with "
                 "no trumps. The last bid is the contract: 1♥ promises 7 tricks with hearts as trumps."),
    GuideStep(0, "You hold 17 points (ace 4, king 3, queen 2, jack 1) and five hearts to the A♥ K♥ J♥: open the "
                 "bidding with 1♥.", target="bid_button:1H", action="1H",
              wrong="with 17 points and five hearts, open 1♥: it tells your partner both."),
    GuideStep(3, "West passed, and North raised your hearts to 3♥: he holds four hearts too and about 10 points. "
                 "Click his bid to read his reasons.", target="call:N", until="click"),
    GuideStep(4, "East passed. Your 17 points and North's 10 make 27: enough for a game, 10 tricks in hearts. "
                 "Bid 4♥.", target="bid_button:4H", action="4H",
              wrong="your side has about 27 points and nine hearts: bid the game, 4♥."),
    GuideStep(8, "Three passes end the auction. The contract is 4♥ and you are the declarer: you named hearts "
                 "first. Your side must win 10 of the 13 tricks. Right-click the table, or press Space, to start "
                 "the play.", until="go on"),
    GuideStep(9, "West, on your left, led the K♣, and your partner's hand went down face up: North is the dummy. "
                 "From now on you play his cards as well as yours, each in its turn.", target="dummy"),
    GuideStep(9, "It is the dummy's turn: click the A♣ in North's hand to win the trick.", target="card:AC",
              action="AC", wrong="it is the dummy's turn: win the trick with the dummy's A♣."),
    _play(11, "East followed with the 2♣. Now your own card: you have one club, the 4♣.", "4C",
          "you must follow suit with your 4♣."),
    *_lead_after_pick_up(12, "The dummy won, so the dummy leads. The opponents hold four trumps: draw them before "
                             "they ruff your winners. Lead the 3♥ from the dummy.", "3H",
                         "draw the trumps first: lead the dummy's 3♥."),
    _play(14, "East followed low. Win with your A♥.", "AH", "win the trick with your A♥."),
    *_lead_after_pick_up(16, "You won, so you lead. Play your K♥: it draws another round of trumps.", "KH",
                         "go on drawing trumps with your K♥."),
    _play(18, "West followed with the 8♥. Play a small trump from the dummy: the 9♥.", "9H",
          "your K♥ wins anyway: play the dummy's 9♥."),
    *_lead_after_pick_up(20, "East followed too: the four missing trumps are gone, and nobody can ruff you now. "
                             "Count your tricks: three won, the A♠ and the dummy's K♠, your Q♦ once the A♦ is gone, "
                             "and five trumps left to ruff with one by one: 11. Lead the K♦ to drive out the A♦.",
                         "KD",
                         "drive out the A♦ first: lead your K♦."),
    _play(22, "West took the A♦. Play a small diamond from the dummy: the 4♦.", "4D",
          "the trick is lost: play the dummy's 4♦."),
    _play(25, "West leads the Q♣ and the dummy must follow suit with a club: play the 3♣.", "3C",
          "the dummy has clubs: follow with the 3♣."),
    _play(27, "You have no clubs left: ruff with a small trump, the 5♥.", "5H",
          "you have no clubs: win with a small trump, the 5♥."),
    *_lead_after_pick_up(28, "Your Q♦ is now the best diamond: lead it.", "QD", "lead your Q♦, now the best."),
    _play(30, "The dummy follows with its last diamond, the 5♦.", "5D", "follow with the dummy's 5♦."),
    *_lead_after_pick_up(32, "The dummy has no diamonds left. Lead your 3♦: the dummy will ruff it, a trick your "
                             "small diamond could never win alone.", "3D", "lead your 3♦ for the dummy to ruff."),
    _play(34, "West followed. Ruff in the dummy with the 10♥.", "TH", "ruff in the dummy with the 10♥."),
    *_lead_after_pick_up(36, "The dummy leads a club, and you will ruff it: play the dummy's 7♣.", "7C",
                         "lead the dummy's 7♣ for you to ruff."),
    _play(38, "East followed. Ruff with your 7♥.", "7H", "you have no clubs: ruff with your 7♥."),
    *_lead_after_pick_up(40, "The same again: lead your 6♦ for the dummy to ruff.", "6D",
                         "lead your 6♦ for the dummy to ruff."),
    _play(42, "Ruff with the dummy's Q♥, its last trump.", "QH", "ruff with the dummy's Q♥."),
    *_lead_after_pick_up(44, "Lead the dummy's last club, the 8♣, and ruff it.", "8C", "lead the dummy's 8♣."),
    _play(46, "Ruff with your J♥, your last trump.", "JH", "ruff with your J♥."),
    *_lead_after_pick_up(48, "Nine tricks are in, and your A♠ and the dummy's K♠ make "
                             "eleven: cash your A♠.", "AS", "cash your A♠."),
    _play(50, "Play the dummy's 2♠ and keep the K♠.", "2S", "keep the K♠: play the dummy's 2♠."),
    *_lead_after_pick_up(52, "Lead your 4♠ toward the dummy's K♠.", "4S", "lead your 4♠ toward the K♠."),
    _play(54, "West played the 10♠: win with the dummy's K♠.", "KS", "win with the dummy's K♠."),
    *_lead_after_pick_up(56, "The dummy leads its last card, the J♠.", "JS", "the J♠ is the dummy's last card."),
    _play(58, "Your last card: the 8♠. West's Q♠ takes this trick.", "8S", "the 8♠ is your last card."),
    GuideStep(60, "Eleven tricks: 4♥ made with one overtrick. Right-click the table to see "
                  "the rubber sheet, read it, then click OK.",
              until="go on"),
    GuideStep(60, "On the rubber sheet, under We, only the tricks you bid count below the red line: "
                  "4♥ is 4 × 30 = 120, a game (100 or more). Your overtrick goes above the line: 30. "
                  "Your side is now vulnerable, and the first "
                  "side to win two games wins the rubber and a bonus, so the rubber goes on with the next hand. "
                  "Well played! Close this guided hand to go back to your game; the Help menu plays it again "
                  "whenever you like.", until="end"),
)

GUIDED_HAND = GuidedHand(
    title="Guided first hand", player=Seat.S, dealer=Seat.S, cards=CARDS, actions=AUCTION + PLAY, steps=STEPS,
    reasons=REASONS, points={"NS": 150, "EW": 0})
