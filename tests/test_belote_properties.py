"""Properties of Belote checked on thousands of random complete hands for each set of rules options (random
numbered or explicit deals, dealers and legal moves): every card is played once, the trick points add up,
the rules of play hold card by card, the score follows the rules (computed here independently) and equals
the sum of its entries, something is always legal until the end, and records replay to the same hand.
Hypothesis runs derandomized, so the examples are the same on every run."""

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine import DECK_32, Card, IllegalAction, Seat
from game.engine.deal import MAX_DEAL_NUMBER
from game.engine.match import Match
from game.engine.records import dumps, hand_from_record, load
from game.variants import VARIANTS
from game.variants.belote.rules import ALL_TAKES, first_deal
from game.variants.belote_common.values import ALL_TRUMPS, NO_TRUMPS, TRUMP_POWER, card_points_total

BELOTE = VARIANTS["belote"]
SETTINGS = dict(derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow])
HANDS_PER_EXAMPLE = 20
DEDANS = {"suit": 162, NO_TRUMPS: 120, ALL_TRUMPS: 248}  # the rules' numbers, written out again here

OPTION_SETS = {
    "default": {},
    "counter-clockwise, tournament, trick points only, king first": dict(
        direction="counter-clockwise", tournament=True, trick_points_only=True, belote_order="king-first"),
    "keep declarations, rounding, 4th undertrump, queen first": dict(
        dedans_keep_declarations=True, capot_keep_declarations=True, round_to_five=True,
        mandatory_fourth_undertrump=True, belote_order="queen-first", open_hands=True),
    "No Trumps / All Trumps with multipliers": dict(
        no_trumps_all_trumps=True, suit_multiplier=2, no_trumps_multiplier=3, all_trumps_multiplier=4),
    "No Trumps / All Trumps with every other option": dict(
        no_trumps_all_trumps=True, direction="counter-clockwise", trick_points_only=True,
        dedans_keep_declarations=True, capot_keep_declarations=True, round_to_five=True,
        mandatory_fourth_undertrump=True, belote_order="queen-first", all_trumps_multiplier=10),
}
# Every action of the game, plus cards outside the deck and texts that are no action.
UNIVERSE = ["pass", *(str(a) for a in ALL_TAKES), *(c.text for c in DECK_32), "2C", "6H", "hello", "double",
            "take:X", "", "80S"]


def new_random_hand(opts, rng: random.Random):
    dealer = Seat(rng.randrange(4))
    if rng.random() < 0.3:
        pack = list(DECK_32)
        rng.shuffle(pack)
        return BELOTE.new_hand(opts, dealer=dealer, cards=first_deal(pack, dealer, BELOTE.direction(opts)))
    return BELOTE.new_hand(opts, dealer=dealer, deal_number=rng.randint(1, MAX_DEAL_NUMBER))


def choose(hand, rng: random.Random):
    legal = hand.legal_actions()
    if hand.phase == "bidding" and rng.random() < 0.6:
        return legal[0]  # pass more often than not, so that both rounds and the outbidding happen
    return rng.choice(legal)


def check_card(hand, action) -> None:
    """The rules of play, checked on the card about to be played, independently of legal_cards."""
    seat, trick, strain = hand.to_act, hand.trick, hand.trump
    held = hand.hands[seat]
    if not trick:
        return
    led = trick[0][1].suit
    if any(c.suit == led for c in held):
        assert action.suit == led, "did not follow suit"
    if strain == ALL_TRUMPS or strain == NO_TRUMPS:
        return
    trumps = [c for c in held if c.suit == strain]
    on_trick = [TRUMP_POWER[c.index] for _, c in trick if c.suit == strain]
    best = max(on_trick, default=-1)
    if led == strain and trumps and any(TRUMP_POWER[c.index] > best for c in trumps):
        assert TRUMP_POWER[action.index] > best, "did not beat the trumps on a trump lead"
    follow = any(c.suit == led for c in held)
    if follow or not trumps:
        return
    winner = trick[hand_trick_winner(trick, strain)][0]
    partner_winning = winner == seat.partner
    if not partner_winning:
        assert action.suit == strain, "did not trump against an opponent"
    if action.suit == strain and any(TRUMP_POWER[c.index] > best for c in trumps) and best >= 0:
        assert TRUMP_POWER[action.index] > best, "trumped without beating the trump on the trick"
    if partner_winning and best >= 0 and hand.options.mandatory_fourth_undertrump:
        assert action.suit == strain, "did not undertrump with the compulsory undertrump"


def hand_trick_winner(trick, trump) -> int:
    """Index of the card holding ``trick`` in a suit game: the highest trump, else the highest of the suit led."""
    led = trick[0][1].suit

    def strength(c):
        if c.suit == trump:
            return 100 + TRUMP_POWER[c.index]
        return 8 - "ATKQJ987".index(c.rank) if c.suit == led else -1
    powers = [strength(c) for _, c in trick]
    return powers.index(max(powers))


def expected_points(hand) -> dict:
    """The score of a finished hand from the rules, computed here independently of score_hand."""
    if hand.taker is None:
        return {"NS": 0, "EW": 0}
    opts = hand.options
    takers = hand.taker.side
    defenders = "EW" if takers == "NS" else "NS"
    public = hand.view(Seat.N).public
    tricks = public.points
    declared = {"NS": 0, "EW": 0}
    for seat, shown in public.shown.items():
        declared[seat.side] += sum(points for _, _, points in shown)
    scoring = public.declarations_side
    decl = {side: declared[side] if side == scoring else 0 for side in ("NS", "EW")}
    belote = {"NS": 0, "EW": 0}
    for seat in public.belote.values():
        belote[seat.side] += 20
    won = public.tricks_won
    if won[defenders] == 0:
        score = {takers: tricks[takers] + decl[takers] + belote[takers],
                 defenders: belote[defenders] + (decl[defenders] if opts.capot_keep_declarations else 0)}
    else:
        if opts.trick_points_only:
            made = tricks[takers] > tricks[defenders]
        else:
            points = {s: tricks[s] + decl[s] + belote[s] for s in ("NS", "EW")}
            made = points[takers] > points[defenders]
        made = made and won[takers] > 0
        if made:
            score = {s: tricks[s] + decl[s] + belote[s] for s in ("NS", "EW")}
        else:
            kind = hand.kind if hand.kind in (NO_TRUMPS, ALL_TRUMPS) else "suit"
            kept = decl[takers] if opts.dedans_keep_declarations else 0
            score = {defenders: DEDANS[kind] + decl[defenders] + decl[takers] - kept + belote[defenders],
                     takers: kept + belote[takers]}
    if opts.round_to_five:
        score = {s: 5 * round(v / 5) for s, v in score.items()}
    mult = {NO_TRUMPS: opts.no_trumps_multiplier, ALL_TRUMPS: opts.all_trumps_multiplier}.get(
        hand.kind, opts.suit_multiplier)
    return {s: v * mult for s, v in score.items()}


def check_finished(hand) -> None:
    result = hand.result()
    for side in ("NS", "EW"):
        assert sum(e.points for e in result.entries[side]) == result.points[side]
    assert result.points == expected_points(hand)
    if hand.taker is None:
        assert result.passed_out and not hand.tricks
        return
    played = [c for _, cs, _, _ in hand.tricks for _, c in cs]
    assert len(played) == 32 and set(played) == set(DECK_32)
    for seat in Seat:
        assert sum(1 for _, cs, _, _ in hand.tricks for s, _ in cs if s == seat) == 8
    total = card_points_total(hand.trump)
    capot = hand.tricks_won[hand.taker.side] == 8
    assert sum(hand.points.values()) == total + (100 if capot else 10)
    assert hand.view(Seat.S).public.belote == hand.belotes  # both cards of every Belote were played
    if hand.kind == NO_TRUMPS:
        assert hand.belotes == {}
    if hand.options.tournament:
        assert hand.declarations_side is None and hand.declared == [[], [], [], []]


def play_hand(hand, rng: random.Random) -> None:
    for _ in range(60):
        if hand.done:
            assert hand.to_act is None and hand.legal_actions() == []
            return
        legal = hand.legal_actions()
        assert legal and hand.to_act is not None, "nothing is legal in a hand that is not over"
        action = choose(hand, rng)
        if isinstance(action, Card):
            check_card(hand, action)
        hand.apply(action)
    raise AssertionError("the hand never ended")


def snapshot(hand):
    views = tuple(hand.view(seat) for seat in Seat)
    return (hand.phase, hand.to_act, [str(a) for a in hand.legal_actions()], views,
            hand.result().to_json() if hand.done else None)


@pytest.mark.parametrize("name", list(OPTION_SETS))
@settings(max_examples=100, **SETTINGS)
@given(seed=st.integers(0, 2 ** 32))
def test_random_complete_hands(name, seed):
    opts = BELOTE.default_options().replace(**OPTION_SETS[name])
    rng = random.Random(seed)
    for n in range(HANDS_PER_EXAMPLE):
        hand = new_random_hand(opts, rng)
        play_hand(hand, rng)
        check_finished(hand)
        if n == 0:
            assert snapshot(hand_from_record(hand.record())) == snapshot(hand)


@settings(max_examples=80, **SETTINGS)
@given(seed=st.integers(0, 2 ** 32), cut=st.integers(0, 40), name=st.sampled_from(list(OPTION_SETS)))
def test_any_action_at_any_moment_is_applied_or_refused_with_a_reason(seed, cut, name):
    opts = BELOTE.default_options().replace(**OPTION_SETS[name])
    rng = random.Random(seed)
    hand = new_random_hand(opts, rng)
    for _ in range(cut):
        if hand.done:
            break
        hand.apply(choose(hand, rng))
    before = snapshot(hand)
    legal = {str(a) for a in hand.legal_actions()}
    for text in UNIVERSE:
        if text in legal:
            continue
        with pytest.raises(IllegalAction) as info:
            hand.clone().apply(text)
        assert info.value.reason
    assert snapshot(hand) == before
    undone = hand_from_record(hand.record(), upto=max(0, len(hand.actions) - 1))
    if hand.actions:
        undone.apply(hand.actions[-1])
    assert snapshot(undone) == before


@settings(max_examples=15, **SETTINGS)
@given(seed=st.integers(1, 2 ** 32), name=st.sampled_from(list(OPTION_SETS)))
def test_random_matches_add_up_and_reload(seed, name):
    opts = BELOTE.default_options().replace(target=2000, **OPTION_SETS[name])
    match = Match(BELOTE, opts, seed=seed)
    rng = random.Random(seed)
    for _ in range(12):
        play_hand(match.current, rng)
        match.finish_hand()
        if match.over:
            break
        match.next_hand()
    totals = {"NS": 0, "EW": 0}
    for summary in match.history:
        for side in totals:
            totals[side] += summary.points[side]
    assert totals == match.scores
    if match.over:
        assert match.scores[match.winner] >= match.target
    back = load(dumps(match.record()))
    assert back.scores == match.scores and back.target == match.target and back.winner == match.winner
