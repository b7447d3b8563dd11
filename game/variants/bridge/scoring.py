"""Rubber bridge scoring: the tables of the rules leaflet, as data, and pure functions over them.

Every number of the leaflet lives in one of the tables below; the functions only look them up.
``doubled`` is 1 (undoubled), 2 (doubled) or 4 (redoubled) throughout.
"""

from __future__ import annotations

from game.engine.cards import RANK_NAMES, SUIT_SINGULAR
from game.engine.result import ScoreEntry
from game.engine.seats import SEATS, Seat

# -- trick score (below the line) ------------------------------------------------------------------
TRICK_VALUE = {"C": 20, "D": 20, "H": 30, "S": 30, "NT": 30}  # per odd trick, undoubled
NT_FIRST_TRICK_VALUE = 40  # the first odd trick at no trumps
GAME_POINTS = 100  # below the line, to win a game
BOOK = 6  # the tricks a contract does not count: a bid of one is for seven tricks

# -- overtricks and bonuses (above the line), keyed by (vulnerable, doubled) --------------------------
DOUBLED_OVERTRICK = {(False, 2): 100, (False, 4): 200, (True, 2): 200, (True, 4): 400}
SLAM_BONUS = {(6, False): 500, (6, True): 750, (7, False): 1000, (7, True): 1500}
INSULT = {2: 50, 4: 100}  # for making a doubled / redoubled contract

# -- undertricks: the penalties for one, two and three down, then each further one ---------------
UNDERTRICKS = {
    (False, 1): ((50, 100, 150), 50),
    (False, 2): ((100, 300, 500), 300),
    (False, 4): ((200, 600, 1000), 600),
    (True, 1): ((100, 200, 300), 100),
    (True, 2): ((200, 500, 800), 300),
    (True, 4): ((400, 1000, 1600), 600),
}

# -- honours (above the line, for whichever side holds them) -----------------------------------------
HONOUR_RANKS = "AKQJT"
FOUR_HONOURS = 100
FIVE_HONOURS = 150
FOUR_ACES = 150

# -- the rubber --------------------------------------------------------------------------------------
RUBBER_BONUS = {0: 700, 1: 500}  # by the number of games the losers of the rubber won
UNFINISHED_GAME_BONUS = 300  # unfinished rubber: the only side with a game
UNFINISHED_PART_SCORE_BONUS = 100  # unfinished game: the only side with a part-score
BACK_SCORE_UNIT = 100  # the back score counts in hundreds; an odd fifty or more counts as a hundred

SIDE_NAMES = {"NS": "North-South", "EW": "East-West"}
DOUBLED_WORDS = {1: "", 2: "doubled", 4: "redoubled"}
STRAIN_WORDS = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades", "NT": "no trumps"}


def level_words(level: int, strain: str) -> str:
    """``1 club``, ``2 clubs``, ``1 no trump``, ``3 no trumps``."""
    words = STRAIN_WORDS[strain]
    return f"{level} {words[:-1] if level == 1 else words}"


def vulnerable_word(vulnerable: bool) -> str:
    return "vulnerable" if vulnerable else "not vulnerable"


def trick_score(level: int, strain: str, doubled: int = 1) -> int:
    """What the odd tricks of a made contract of ``level`` in ``strain`` score below the line."""
    per_trick = TRICK_VALUE[strain] * doubled
    if strain == "NT":
        return NT_FIRST_TRICK_VALUE * doubled + per_trick * (level - 1)
    return per_trick * level


def overtrick_score(overtricks: int, strain: str, doubled: int, vulnerable: bool) -> int:
    """Above the line: undoubled, each overtrick is worth its trick value; doubled or redoubled, a fixed
    amount that depends on vulnerability."""
    if doubled == 1:
        return overtricks * TRICK_VALUE[strain]
    return overtricks * DOUBLED_OVERTRICK[(vulnerable, doubled)]


def slam_bonus(level: int, vulnerable: bool) -> int:
    """The bonus for making a contract of six (small slam) or seven (grand slam); 0 below six."""
    return SLAM_BONUS.get((level, vulnerable), 0)


def insult_bonus(doubled: int) -> int:
    """The bonus for making a doubled (50) or redoubled (100) contract."""
    return INSULT.get(doubled, 0)


def undertrick_penalty(down: int, vulnerable: bool, doubled: int = 1) -> int:
    """What the defenders score when the declarer falls ``down`` tricks short."""
    if down <= 0:
        return 0
    firsts, each_more = UNDERTRICKS[(vulnerable, doubled)]
    if down <= len(firsts):
        return firsts[down - 1]
    return firsts[-1] + (down - len(firsts)) * each_more


def duplicate_score(level: int, strain: str, doubled: int, tricks: int, vulnerable: bool, part_score: int = 0) -> int:
    """The declarer's score of a contract as at duplicate (no honours, no rubber): a game bonus when the tricks bid
    and the declaring side's part-score below the line make 100, else 50."""
    over = tricks - level - 6
    if over < 0:
        return -undertrick_penalty(-over, vulnerable, doubled)
    below = trick_score(level, strain, doubled)
    bonus = (500 if vulnerable else 300) if below + part_score >= 100 else 50
    return (below + bonus + overtrick_score(over, strain, doubled, vulnerable) + slam_bonus(level, vulnerable)
            + insult_bonus(doubled))


# The least difference in points worth 1, 2, 3... IMPs (the WBF scale, 0 to 24 IMPs).
IMP_STEPS = (20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000,
             2250, 2500, 3000, 3500, 4000)


def imps(difference: float) -> int:
    """The IMPs a difference of ``difference`` points is worth, with its sign."""
    won = sum(1 for step in IMP_STEPS if abs(difference) >= step)
    return won if difference >= 0 else -won


def back_score_hundreds(difference: int) -> int:
    """A rubber won by ``difference`` points in hundreds: 950 -> 10, 940 -> 9, -950 -> -10."""
    sign = -1 if difference < 0 else 1
    return sign * ((abs(difference) + BACK_SCORE_UNIT // 2) // BACK_SCORE_UNIT)


def rubber_bonus(loser_games: int) -> int:
    """700 for a rubber won two games to none, 500 for two games to one."""
    return RUBBER_BONUS[loser_games]


# -- honours -----------------------------------------------------------------------------------------
def honours(hands: dict, strain: str) -> tuple[Seat, int, str] | None:
    """The honours one player holds in the dealt hands: (seat, points, what they are), or None."""
    for seat in SEATS:
        held = hands[seat]
        if strain == "NT":
            if sum(1 for c in held if c.rank == "A") == 4:
                return seat, FOUR_ACES, "the four aces at no trumps"
            continue
        count = sum(1 for c in held if c.suit == strain and c.rank in HONOUR_RANKS)
        if count == 5:
            return seat, FIVE_HONOURS, f"all five {SUIT_SINGULAR[strain]} honours"
        if count == 4:
            missing = next(r for r in HONOUR_RANKS if not any(c.suit == strain and c.rank == r for c in held))
            return seat, FOUR_HONOURS, f"four {SUIT_SINGULAR[strain]} honours (all but the {RANK_NAMES[missing]})"
    return None


# -- a played contract -------------------------------------------------------------------------------
def contract_entries(level: int, strain: str, doubled: int, tricks: int, vulnerable: bool
                     ) -> tuple[list[ScoreEntry], list[ScoreEntry], list[ScoreEntry]]:
    """The score of a played contract: (declarers' entries below the line, declarers' entries above it,
    defenders' entries above it). ``tricks``: the tricks the declaring side took; ``vulnerable``: the
    declaring side's vulnerability."""
    needed = BOOK + level
    vul = vulnerable_word(vulnerable)
    if tricks < needed:
        down = needed - tricks
        penalty = undertrick_penalty(down, vulnerable, doubled)
        how = ", ".join(w for w in (DOUBLED_WORDS[doubled], vul) if w)
        label = f"{down} undertrick{'s' if down > 1 else ''} ({how})"
        return [], [], [ScoreEntry("undertricks", penalty, label)]
    below = [ScoreEntry("contract", trick_score(level, strain, doubled), _trick_label(level, strain, doubled))]
    above = []
    over = tricks - needed
    if over:
        label = f"{over} overtrick{'s' if over > 1 else ''}"
        if doubled > 1:
            label += f" ({DOUBLED_WORDS[doubled]}, {vul}: {DOUBLED_OVERTRICK[(vulnerable, doubled)]} each)"
        else:
            label += f" ({TRICK_VALUE[strain]} each)"
        above.append(ScoreEntry("overtricks", overtrick_score(over, strain, doubled, vulnerable), label))
    slam = slam_bonus(level, vulnerable)
    if slam:
        above.append(ScoreEntry("slam", slam, f"{'Small' if level == 6 else 'Grand'} slam ({vul})"))
    if doubled > 1:
        above.append(ScoreEntry("insult", insult_bonus(doubled), f"Making a {DOUBLED_WORDS[doubled]} contract"))
    return below, above, []


def _trick_label(level: int, strain: str, doubled: int) -> str:
    figures = trick_sum(level, strain, doubled)
    if strain == "NT" and doubled == 1:  # the label keeps its brackets: "3 no trumps: (40 + 2 x 30)"
        figures = f"({figures})"
    return f"{level_words(level, strain)}: {figures}"


def trick_sum(level: int, strain: str, doubled: int) -> str:
    """How the odd tricks of a made contract add up: ``4 x 30 x 2``, ``40 + 2 x 30``, ``(40 + 2 x 30) x 2``."""
    times = "" if doubled == 1 else f" x {doubled}"
    if strain == "NT":
        rest = f" + {level - 1} x {TRICK_VALUE['NT']}" if level > 1 else ""
        return f"({NT_FIRST_TRICK_VALUE}{rest}){times}" if times else f"{NT_FIRST_TRICK_VALUE}{rest}"
    return f"{level} x {TRICK_VALUE[strain]}{times}"


def honours_entry(found: tuple[Seat, int, str] | None) -> tuple[str, ScoreEntry] | None:
    """The side and the above-the-line entry for the honours ``honours()`` found."""
    if found is None:
        return None
    seat, points, what = found
    return seat.side, ScoreEntry("honours", points, f"Honours: {what} ({seat.full_name})")
