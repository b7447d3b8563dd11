"""Scotch Whist's guided first hand: the turned-up trump and who holds it, the jack of trumps on top, the ten of
trumps caught, the hint, the medal, and the hand's scores with the bonus for the cards beyond 18.

East deals and turns up his last card, the K♥: hearts are trumps and the king goes back into his hand. South, the
player, leads first: the J♥ catches West's lone 10♥ (21 points), then the A♠ K♠ A♣ K♣ make five tricks. East trumps
the Q♠ with the turned-up king, draws North's Q♥ with his ace and leads his last club, which South trumps with the
9♥: six tricks, 24 cards, a bonus of 6. West's A♦ takes the last trick. Each player scores for himself (the default
rules): South 27, East 9, North and West nothing. The engine checks the script (tests/test_guided_hand.py).
"""

from __future__ import annotations

from game.engine.guided import GuidedHand, GuideStep
from game.engine.seats import Seat

CARDS = {  # each seat's nine cards; the dealer's last card is the one turned up
    Seat.S: ("JH", "9H", "7H", "AS", "KS", "QS", "AC", "KC", "6D"),
    Seat.W: ("TH", "JS", "9S", "QC", "JC", "AD", "KD", "QD", "7D"),
    Seat.N: ("QH", "6H", "TS", "8S", "TC", "9C", "JD", "TD", "8D"),
    Seat.E: ("AH", "8H", "7S", "6S", "8C", "7C", "6C", "9D", "KH"),
}

PLAY = ("JH", "TH", "6H", "8H",  # trick 1 (index 0): South's jack catches West's lone ten (21 points)
        "AS", "9S", "8S", "6S",  # 2 (4)
        "KS", "JS", "TS", "7S",  # 3 (8)
        "AC", "JC", "9C", "6C",  # 4 (12)
        "KC", "QC", "TC", "7C",  # 5 (16): South's fifth trick, 20 cards
        "QS", "7D", "8D", "KH",  # 6 (20): East trumps with the turned-up king
        "AH", "7H", "QD", "QH",  # 7 (24): East's ace draws North's queen
        "8C", "9H", "KD", "TD",  # 8 (28): South trumps East's last club with the last trump
        "6D", "AD", "JD", "9D")  # 9 (32): West's ace takes the last trick

REASONS = {
    1: ("My 10♥ is my only heart: I must follow suit with it, though your jack takes it.",),
    2: ("I must follow suit: I play my smallest heart and keep the queen.",),
    3: ("The jack cannot be beaten: I follow with my smallest heart and keep the ace and the king.",),
    5: ("I follow suit with my smallest spade and keep the jack.",),
    6: ("I follow suit with a small spade.",),
    7: ("I follow suit with my smallest spade.",),
    9: ("My J♠ is my last spade: I must play it.",),
    10: ("I follow suit with my last spade.",),
    11: ("I follow suit with my last spade.",),
    13: ("I follow suit with the jack and keep my queen of clubs.",),
    14: ("I follow suit with my smallest club.",),
    15: ("I follow suit with my smallest club.",),
    17: ("My Q♣ is my last club: I must play it.",),
    18: ("My 10♣ is my last club: I must play it.",),
    19: ("I follow suit with my smallest club.",),
    21: ("I have no spades and no trumps: I throw my smallest diamond.",),
    22: ("I have no spades. My Q♥ would only be taken by a higher trump after me: I throw a small diamond.",),
    23: ("I have no spades: I trump with my K♥. The jack is gone, so only my own ace is higher.",),
    24: ("I lead my A♥, the best trump left: whoever still holds the queen must give it up.",),
    26: ("I have no hearts: I throw my queen of diamonds and keep the ace and the king.",),
    27: ("My Q♥ is my only heart: I must follow suit with it.",),
    28: ("My trumps are gone: I lead my last club, the 8♣.",),
    30: ("I have no clubs and no trumps: I throw my K♦ and keep the ace.",),
    31: ("I have no clubs and no trumps: I throw my smaller diamond.",),
    33: ("My A♦ is the best diamond: it takes the trick.",),
    34: ("It is my last card.",),
    35: ("It is my last card.",),
}

PICK_UP = "Right-click the table, or press Space, to pick up the trick."


def _lead_after_pick_up(at: int, said: str, text: str, card: str, wrong: str) -> tuple[GuideStep, GuideStep]:
    """The trick is picked up first (the step waits for it), then the player's lead."""
    return (GuideStep(at, f"{said} {PICK_UP}", until="go on"),
            GuideStep(at, text, target=f"card:{card}", action=card, wrong=wrong))


STEPS = (
    GuideStep(0, "Welcome to Scotch Whist! You sit South, at the bottom of the table. Each of the four players plays "
                 "and scores for himself: North, facing you, is not your partner. East dealt nine cards to each "
                 "player from a pack of 36, the aces down to the sixes."),
    GuideStep(0, "East, the dealer, turned his last card face up for everybody to see: the K♥. Its suit is trumps "
                 "for the whole hand, so hearts are trumps. Then the king went back into East's hand: the small "
                 "card here reminds you that East holds it until he plays it.", target="turn_up"),
    GuideStep(0, "In trumps the jack is the highest card, above the ace: J♥, A♥, K♥, Q♥, 10♥, then down to the 6♥. "
                 "In the other suits the ace is highest, as usual. You hold the J♥, the best card of the hand: "
                 "nothing can beat it.", target="card:JH"),
    GuideStep(0, "Only five trumps score: the jack 11, the ten 10, the ace 4, the king 3 and the queen 2, 30 points "
                 "in all. Whoever wins a trick keeps the trumps in it. The 10♥ is worth almost as much as the jack "
                 "but four trumps beat it: hence the game's other name, Catch the Ten."),
    GuideStep(0, "You sit on the dealer's left, so you lead first. Lead your J♥: everybody must follow suit with a "
                 "heart if he can, and a player whose only heart is the 10♥ must give it to your jack.",
              target="card:JH", action="JH", wrong="lead your J♥: it cannot lose, and it may catch the ten."),
    GuideStep(4, "West held only one heart, the 10♥, and had to play it under your jack: you caught the ten! Click "
                 "the medal to see why your J♥ won.", target="medal", until="click"),
    *_lead_after_pick_up(4, "This trick brings you 21 points: 11 for the jack and 10 for the ten.",
                         "East still holds the A♥ and the K♥ he turned up: a trump led now would only feed them. "
                         "Lead your A♠, the best spade.", "AS", "lead your A♠: it is the best spade."),
    *_lead_after_pick_up(8, "Everybody followed suit and your A♠ won.",
                         "Now your K♠ is the best spade left: lead it.", "KS", "lead your K♠, the best spade left."),
    *_lead_after_pick_up(12, "Your K♠ won too: West had to give up his J♠.",
                         "Lead your A♣, the best club.", "AC", "lead your A♣, the best club."),
    *_lead_after_pick_up(16, "Four tricks for you.",
                         "Lead your K♣: it is the best club left.", "KC", "lead your K♣, the best club left."),
    *_lead_after_pick_up(20, "That is your fifth trick: 20 cards. Every card you take beyond 18, half the pack, "
                             "is a point more for you, so you already have a bonus of 2.",
                         "Leading a trump now would only give East's A♥ and K♥ the lead. Your Q♠ is the last "
                         "spade: lead it, and it wins unless somebody trumps it.", "QS",
                         "lead your Q♠, the last spade."),
    GuideStep(24, "East had no spade: he trumped your queen with the K♥, the card he turned up at the start. The "
                  "small K♥ in the box at the top left is gone: everybody has seen the king played. Right-click the "
                  "table, or press Space, to pick up the trick.", until="go on"),
    GuideStep(25, "East leads the A♥ and you must follow suit with a heart: the 9♥ or the 7♥? When you are not sure, "
                  "the light bulb gives an expert's advice: click it.", target="hint_button", until="click"),
    GuideStep(25, "As the expert says, play your 7♥ and keep your 9♥: once the ace is gone it may still win a "
                  "trick.", target="card:7H", action="7H", wrong="play your 7♥ and keep your 9♥ for later."),
    GuideStep(28, "North's only heart was the Q♥: it went to East's ace. East has caught 9 points of trumps now, "
                  "the ace, the king and the queen. Right-click the table, or press Space, to pick up the trick.",
              until="go on"),
    GuideStep(29, "East leads the 8♣ and you have no club left. Trump it with your 9♥: a trump beats any card of "
                  "another suit, and the four cards of the trick add to your bonus.", target="card:9H", action="9H",
              wrong="trump East's 8♣ with your 9♥: it takes the trick."),
    *_lead_after_pick_up(32, "Your 9♥ took the trick: six tricks for you, 24 cards.",
                         "Your 6♦ is your last card: lead it.", "6D", "the 6♦ is your last card."),
    GuideStep(36, "West's A♦ takes the last trick. Right-click the table, or press Space, to see the scores for "
                  "this hand: a row for each player, with the trumps he took and their points above them, and his "
                  "bonus. Read it, then click Close.", until="go on"),
    GuideStep(36, "Your row on the sheet showed the J♥ 11 and the 10♥ 10: 21 points, and your six tricks held "
                  "24 cards, 6 beyond 18: a bonus of 6. You score 27 points. East took the A♥, K♥ and Q♥: 9 "
                  "points. North and West took no scoring trump and fewer than 18 cards: nothing. The scores add "
                  "up from hand to hand, and the first to reach 41 wins the game. Well played! Close this guided "
                  "hand to go back to your game; the Help menu plays it again whenever you like.", until="end"),
)

GUIDED_HAND = GuidedHand(
    title="Guided first hand", player=Seat.S, dealer=Seat.E, cards=CARDS, actions=PLAY, steps=STEPS,
    reasons=REASONS, points={"N": 0, "E": 9, "S": 27, "W": 0})
