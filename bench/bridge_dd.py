"""Contract Bridge against the double-dummy solver DDS (through endplay 0.5, from PyPI): the bidding of each
skill against the double-dummy par, and the Expert's declarer play against a perfect defence beside a
GIB-style declarer.

Bidding: each deal is bid by four of our players of one skill (Novice, Advanced, Expert), nobody
vulnerable. The contract they reach is scored at duplicate (endplay's ``Contract.score``) with the number
of tricks the declarer makes double dummy (``calc_dd_table``), and compared with the deal's par score
(``par``, the same scoring): the figure is the IMPs between the two per deal, without sign (how far from
par, whichever side gains), with its 95% interval, and the share of deals that swing 8 IMPs or more.
The worst deals are listed with their auctions.

Declarer play: each deal the four Experts bid (deals passed out are skipped) is played in that contract
against a double-dummy defence: every defender's card is the one DDS finds best with all four hands in
view. The figure is the tricks the declarer loses against the double-dummy number of tricks of the
contract (``calc_dd_table``, the opening lead from the declarer's left) per deal, with its 95% interval:
for our Expert declarer, and for the anchor, a GIB-style declarer that deals the defenders' unseen cards
at random 20 times (each layout consistent with the cards played and the suits a defender has shown out
of; it does not read the auction), solves every layout with DDS and plays the card with the best average.
Also the Expert's time per card where it has a choice (p50, p95, max).

    python bench/bridge_dd.py [--part bidding|play|both] [--deals 200] [--play-deals 30] [--seed 7300001]
                              [--worlds 20] [--skills novice,advanced,expert] [--dump deals.tsv]
                              [--expert NODE_BUDGET=80000,QUESTION_LAYOUTS=20]

``--skills`` bids with only the skills named (comma-separated); ``--dump`` writes every deal's row (skill, deal,
IMPs from par with sign, auction, contract, score, par) to a tab-separated file, worst first, for study.
``--expert`` sets the Expert's budget knobs (whole numbers of game/variants/bridge/ai_expert.py) for the run:
how the play moves with more layouts or nodes, e.g. once the double-dummy solver is faster.

Run it in the bench environment (README, "Benchmarks"). ``--seed`` is the first deal number; the deals
are the numbered deals of the 52-card pack from there on, each with its own dealer. This bench was developed
on deals 900001-900010; the default, 7300001 onwards, was never looked at before the figures were taken.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.outside import (  # noqa: E402
    add_deal_arguments,
    imps,
    outside_module,
    positive_int,
    share_interval,
    time_figures,
    with_interval,
)
from game.ai.player import SKILLS  # noqa: E402
from game.engine.cards import DECK_52, RANKS, Card, card  # noqa: E402
from game.engine.seats import SEATS, Seat  # noqa: E402
from game.variants import VARIANTS, computer_player  # noqa: E402
from game.variants.bridge import ai_expert  # noqa: E402

GAME = "bridge"
DEFAULT_FIRST_DEAL = 7_300_001
DENOMS = ("S", "H", "D", "C", "NT")  # endplay's Denom order; its Player order is our N, E, S, W
BIG_SWING = 8
WORST_SHOWN = 5


class Dds:
    """endplay's DDS calls and types, with our cards and seats put into them."""

    def __init__(self) -> None:
        self.types = outside_module("endplay.types", "endplay")
        self.dds = outside_module("endplay.dds", "endplay")

    def deal(self, hands: dict) -> object:
        """An endplay Deal of ``hands`` (seat -> cards)."""
        return self.types.Deal("N:" + " ".join(pbn_hand(hands[s]) for s in SEATS))

    def table(self, hands: dict) -> list[list[int]]:
        """Double-dummy tricks, ``table[denom][seat]`` as the declarer (denoms in DENOMS order)."""
        return self.dds.calc_dd_table(self.deal(hands)).to_list()

    def par_score(self, table_hands: dict, dealer: Seat) -> int:
        """North-South's par score, nobody vulnerable."""
        return self.dds.par(self.deal(table_hands), self.types.Vul.none, self.types.Player(dealer)).score

    def contract_score(self, level: int, strain: str, declarer: Seat, doubled: int, tricks: int) -> int:
        """North-South's duplicate score of the contract, nobody vulnerable."""
        t = self.types
        penalty = {1: t.Penalty.passed, 2: t.Penalty.doubled, 4: t.Penalty.redoubled}[doubled]
        contract = t.Contract(level=level, denom=t.Denom(DENOMS.index(strain)), declarer=t.Player(declarer),
                              penalty=penalty, result=tricks - level - 6)
        score = contract.score(t.Vul.none)
        return score if declarer.side == "NS" else -score

    def position(self, hand, layout: dict | None = None) -> object:
        """The position of ``hand`` now (with the defenders' cards of ``layout`` when given), the cards of the
        trick on the table played, ready to solve."""
        held = {s: list(hand.hands[s]) for s in SEATS}
        held.update(layout or {})
        for seat, c in hand.trick:
            held[seat].append(c)
        deal = self.deal(held)
        deal.first = self.types.Player(hand.trick[0][0] if hand.trick else hand.to_play)
        deal.trump = self.types.Denom(DENOMS.index(hand.trump or "NT"))
        for _, c in hand.trick:
            deal.play(endplay_text(c))
        return deal

    def card_tricks(self, positions: list) -> list[dict[Card, int]]:
        """For each position, the tricks each legal card brings the side to play (one threaded call)."""
        solved = self.dds.solve_all_boards(positions) if len(positions) > 1 else [self.dds.solve_board(positions[0])]
        return [{our_card(c): n for c, n in board} for board in solved]


def pbn_hand(cards) -> str:
    return ".".join("".join(r for r in RANKS if any(c.rank == r and c.suit == s for c in cards)) for s in "SHDC")


def endplay_text(c: Card) -> str:
    return c.suit + c.rank


def our_card(c) -> Card:
    """Our card of an endplay Card (its str is the suit symbol then the rank, ``♠T``)."""
    text = str(c)
    return card(text[1:] + "SHDC"["♠♥♦♣".index(text[0])])


# -- bidding against par --------------------------------------------------------------------------------------
def bid(variant, options, deal: int, bidder):
    """The hand of numbered deal ``deal`` once four ``bidder``s have bid it (done if passed out)."""
    hand = variant.new_hand(options, dealer=variant.dealer_for_number(deal), deal_number=deal)
    while hand.phase == "bidding":
        hand.apply(bidder.decide(hand.view(hand.to_act)).action)
    return hand


def replay_calls(bid_hand):
    """A new hand of the same deal with the calls of ``bid_hand`` made again: the play about to start."""
    hand = bid_hand.variant.new_hand(bid_hand.options, dealer=bid_hand.dealer, deal_number=bid_hand.deal_number)
    for _, call in bid_hand.calls:
        hand.apply(call)
    return hand


def auction_text(hand) -> str:
    return f"{hand.dealer} deals: " + " ".join(str(call) for _, call in hand.calls)


def ns_score(dds: Dds, hand, table: list[list[int]]) -> int:
    """North-South's score of the contract ``hand`` was bid to, played double dummy (0 if passed out)."""
    if hand.contract is None:
        return 0
    contract = hand.contract
    tricks = table[DENOMS.index(contract.strain)][hand.declarer]
    return dds.contract_score(contract.amount, contract.strain, hand.declarer, hand.doubled, tricks)


def bidding(dds: Dds, variant, options, deals: list[int], skills=SKILLS, dump: str | None = None) -> dict[int, object]:
    """Every skill's IMPs from par over ``deals``; returns the Experts' bid hands by deal number."""
    bidders = {skill: computer_player(GAME, skill, 1) for skill in skills}
    rows: dict[str, list] = {skill: [] for skill in skills}  # (imps, deal, auction, contract, score, par)
    expert_hands = {}
    began = time.time()
    for n, deal in enumerate(deals, 1):
        fresh = variant.new_hand(options, dealer=variant.dealer_for_number(deal), deal_number=deal)
        hands = {s: list(fresh.hands[s]) for s in SEATS}
        table = dds.table(hands)
        par = dds.par_score(hands, fresh.dealer)
        for skill, bidder in bidders.items():
            hand = bid(variant, options, deal, bidder)
            score = ns_score(dds, hand, table)
            rows[skill].append((imps(score - par), deal, auction_text(hand), hand.contract_text, score, par))
            if skill == "expert":
                expert_hands[deal] = hand
        if n % max(1, len(deals) // 10) == 0:
            print(f"  {n:4d} deals bid  [{time.time() - began:.0f} s]", flush=True)
    for skill in skills:
        report_bidding(skill, rows[skill])
    if dump:
        write_dump(dump, rows)
    return expert_hands


def write_dump(path: str, rows: dict[str, list]) -> None:
    """Every deal's row of every skill, worst first, tab-separated."""
    with open(path, "w", encoding="utf-8") as out:
        out.write("skill\tdeal\timps\tauction\tcontract\tscore\tpar\n")
        for skill, skill_rows in rows.items():
            for swing, deal, auction, contract, score, par in sorted(skill_rows, key=lambda r: -abs(r[0])):
                out.write(f"{skill}\t{deal}\t{swing:+d}\t{auction}\t{contract or 'passed out'}\t{score:+d}\t{par:+d}\n")


def skill_list(text: str) -> tuple[str, ...]:
    names = tuple(name.strip() for name in text.split(",") if name.strip())
    unknown = [name for name in names if name not in SKILLS]
    if unknown or not names:
        raise argparse.ArgumentTypeError(f"choose skills among {', '.join(SKILLS)}")
    return names


def report_bidding(skill: str, rows: list) -> None:
    away = [abs(r[0]) for r in rows]
    big, half = share_interval(sum(1 for a in away if a >= BIG_SWING), len(away))
    print(f"\n{skill.capitalize()} bidders: {with_interval(away, 2)} IMPs per deal from par (no sign); "
          f"swings of {BIG_SWING}+ IMPs on {100 * big:.0f}% ± {100 * half:.0f}% of the deals", flush=True)
    for swing, deal, auction, contract, score, par in sorted(rows, key=lambda r: -abs(r[0]))[:WORST_SHOWN]:
        print(f"  deal {deal}: {auction} -> {contract or 'passed out'}, North-South {score:+d} double dummy, "
              f"par {par:+d}: {swing:+d} IMPs")


# -- declarer play against a double-dummy defence ----------------------------------------------------------------
def shown_out(hand) -> dict[Seat, set[str]]:
    """The suits each seat has shown out of (did not follow), from the tricks played."""
    voids: dict[Seat, set[str]] = {s: set() for s in SEATS}
    tricks = [cards for _, cards, _ in hand.tricks] + [hand.trick]
    for cards in tricks:
        if cards:
            led = cards[0][1].suit
            for seat, c in cards[1:]:
                if c.suit != led:
                    voids[seat].add(led)
    return voids


def sample_layout(hand, rng: random.Random) -> dict:
    """The defenders' unseen cards dealt at random, each defender his number of cards and none of a suit he
    has shown out of."""
    declarer, dummy = hand.declarer, hand.declarer.partner
    defenders = (declarer.left, declarer.right)
    seen = set(hand.hands[declarer]) | set(hand.hands[dummy])
    seen.update(c for _, cards, _ in hand.tricks for _, c in cards)
    seen.update(c for _, c in hand.trick)
    unseen = [c for c in DECK_52 if c not in seen]
    voids = shown_out(hand)
    layout = {d: [] for d in defenders}
    free = []
    for c in unseen:
        able = [d for d in defenders if c.suit not in voids[d]]
        (layout[able[0]].append(c) if len(able) == 1 else free.append(c))
    rng.shuffle(free)
    first, second = defenders
    room = len(hand.hands[first]) - len(layout[first])
    layout[first] += free[:room]
    layout[second] += free[room:]
    return layout


def anchor_card(dds: Dds, hand, *, worlds: int, rng: random.Random) -> Card:
    """The GIB-style declarer's card: the best average of DDS over ``worlds`` sampled layouts."""
    legal = hand.legal_actions()
    if len(legal) == 1:
        return legal[0]
    positions = [dds.position(hand, sample_layout(hand, rng)) for _ in range(worlds)]
    totals = {c: 0 for c in legal}
    for tricks in dds.card_tricks(positions):
        for c in legal:
            totals[c] += tricks[c]
    return max(legal, key=lambda c: totals[c])


def defence_card(dds: Dds, hand) -> Card:
    """The defender's card that DDS finds best with every hand in view."""
    legal = hand.legal_actions()
    if len(legal) == 1:
        return legal[0]
    tricks = dds.card_tricks([dds.position(hand)])[0]
    return max(legal, key=lambda c: tricks[c])


def tricks_lost(dds: Dds, bid_hand, choose, table: list[list[int]]) -> tuple[int, list[str]]:
    """Play the contract of ``bid_hand`` with ``choose(hand)`` as the declarer against the double-dummy defence;
    the tricks lost against the double-dummy number, and the declarer's cards that lost them (``T3 ♠5 -1
    (♠A)``: in trick 3, the five of spades lost a trick that the ace of spades kept)."""
    hand = replay_calls(bid_hand)
    declarer = hand.declarer
    costly = []
    while not hand.done:
        if hand.to_act != declarer:
            hand.apply(defence_card(dds, hand))
            continue
        chosen = choose(hand)
        if len(hand.legal_actions()) > 1:
            tricks = dds.card_tricks([dds.position(hand)])[0]
            best = max(tricks, key=tricks.get)
            if tricks[chosen] < tricks[best]:
                costly.append(f"T{len(hand.tricks) + 1} {chosen} -{tricks[best] - tricks[chosen]} ({best})")
        hand.apply(chosen)
    par_tricks = table[DENOMS.index(hand.contract.strain)][declarer]
    return par_tricks - hand.tricks_won[declarer.side], costly


def declarer_play(dds: Dds, bid_hands: dict, worlds: int) -> None:
    expert = computer_player(GAME, "expert", 1)
    times: list[float] = []

    def expert_card(hand) -> Card:
        began = time.perf_counter()
        chosen = expert.decide(hand.view(hand.to_act)).action
        if len(hand.legal_actions()) > 1:
            times.append(time.perf_counter() - began)
        return chosen

    ours, anchor, began = [], [], time.time()
    for deal, bid_hand in bid_hands.items():
        table = dds.table({s: list(bid_hand.hands[s]) for s in SEATS})
        lost, our_cards = tricks_lost(dds, bid_hand, expert_card, table)
        ours.append(lost)
        lost, anchor_cards = tricks_lost(dds, bid_hand,
                                         partial(anchor_card, dds, worlds=worlds, rng=random.Random(deal)), table)
        anchor.append(lost)
        print(f"  deal {deal} {bid_hand.contract_text} by {bid_hand.declarer}: tricks lost, Expert {ours[-1]}, "
              f"anchor {anchor[-1]}  [{time.time() - began:.0f} s]", flush=True)
        for who, cards in (("Expert", our_cards), ("anchor", anchor_cards)):
            if cards:
                print(f"      {who}'s costly cards: {', '.join(cards)}", flush=True)
    print(f"\nDeclarer play against the double-dummy defence, {len(ours)} deals (tricks lost per deal against the "
          f"double-dummy number):")
    print(f"  our Expert:                       {with_interval(ours, 2)}")
    print(f"  anchor (DDS on {worlds} sampled layouts): {with_interval(anchor, 2)}")
    print(f"  Expert minus anchor:              {with_interval([a - b for a, b in zip(ours, anchor, strict=True)], 2)}")
    print(f"  our Expert's time per card with a choice: {time_figures(times)}", flush=True)


def expert_knobs(text: str) -> dict[str, int]:
    """``NODE_BUDGET=80000,QUESTION_LAYOUTS=20`` -> the whole-number knobs of the Expert's card play."""
    knobs = {}
    for item in filter(None, (part.strip() for part in text.split(","))):
        name, _, value = item.partition("=")
        if not isinstance(getattr(ai_expert, name, None), int) or not value.isdigit():
            raise argparse.ArgumentTypeError(f"{item!r}: give NAME=NUMBER with a whole-number knob of "
                                             f"game/variants/bridge/ai_expert.py")
        knobs[name] = int(value)
    return knobs


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--part", choices=("bidding", "play", "both"), default="both",
                        help="the bidding against par, the declarer play, or both (default)")
    add_deal_arguments(parser, 200, "deals of the bidding part", DEFAULT_FIRST_DEAL)
    parser.add_argument("--play-deals", type=positive_int, default=30,
                        help="deals of the declarer-play part (the first deals the Experts did not pass out)")
    parser.add_argument("--worlds", type=positive_int, default=20, help="the anchor's sampled layouts per card")
    parser.add_argument("--skills", type=skill_list, default=SKILLS,
                        help="the skills that bid, comma-separated (default: all three)")
    parser.add_argument("--dump", help="write every deal's row to this tab-separated file, worst first")
    parser.add_argument("--expert", type=expert_knobs, default={},
                        help="the Expert's budget knobs for this run, e.g. NODE_BUDGET=80000,QUESTION_LAYOUTS=20")
    args = parser.parse_args(argv)
    for name, value in args.expert.items():
        setattr(ai_expert, name, value)
    dds = Dds()
    variant = VARIANTS[GAME]
    options = variant.default_options()
    if args.part in ("bidding", "both"):
        print(f"Bidding against the double-dummy par, nobody vulnerable, {args.deals} deals from deal {args.seed}:",
              flush=True)
        expert_hands = bidding(dds, variant, options, list(range(args.seed, args.seed + args.deals)),
                               args.skills, args.dump)
    else:
        expert_hands = {}
    if args.part in ("play", "both"):
        print(f"\nDeclarer play: the Experts' contracts of the first {args.play_deals} deals not passed out from "
              f"deal {args.seed}:", flush=True)
        expert = computer_player(GAME, "expert", 1)
        played: dict[int, object] = {}
        deal = args.seed
        while len(played) < args.play_deals:
            hand = expert_hands[deal] if deal in expert_hands else bid(variant, options, deal, expert)
            if hand.contract is not None:
                played[deal] = hand
            deal += 1
        declarer_play(dds, played, args.worlds)
    return 0


if __name__ == "__main__":
    sys.exit(main())
