"""Options > Rules options > Dealing method: Ver 3.6 (the default) and Ver 2.1 each turn a game number into the same
cards every time, and the two give different cards for the same number."""

from collections import Counter

import pytest

from game.engine import Seat
from game.engine.cards import DECK_80
from game.engine.errors import OptionsError
from game.engine.match import Match
from game.variants import VARIANTS
from game.variants.pinochle import game_pack
from game.variants.pinochle.dealing import OldGenerator, method_pack, old_method_pack

PINOCHLE = VARIANTS["pinochle"]


def options(method: str):
    return PINOCHLE.default_options().replace(dealing_method=method)


def finish_hand(match: Match) -> None:
    hand = match.current
    while not hand.done:
        hand.apply(hand.legal_actions()[0])
    match.finish_hand()


def test_the_default_method_is_ver_3_6_and_only_the_two_methods_are_allowed():
    assert PINOCHLE.default_options().dealing_method == "3.6"
    with pytest.raises(OptionsError):
        options("3.0")
    with pytest.raises(ValueError):
        method_pack("1.0", 5, 1)


def test_each_method_deals_a_game_number_the_same_way_every_time_and_the_two_differ():
    for number in (1, 4242, 99_999_999):
        for method in ("3.6", "2.1"):
            first = Match(PINOCHLE, options(method), seed=number)
            again = Match(PINOCHLE, options(method), seed=number)
            assert first.current.initial_cards == again.current.initial_cards
            assert Counter(c for cards in first.current.initial_cards.values() for c in cards) == Counter(DECK_80)
        new = Match(PINOCHLE, options("3.6"), seed=number).current
        old = Match(PINOCHLE, options("2.1"), seed=number).current
        assert new.dealer == old.dealer  # the number still chooses the first dealer
        assert new.initial_cards != old.initial_cards


def test_ver_3_6_keeps_the_deals_of_the_games_already_played():
    from game.engine.deal import shuffled
    from game.engine.rng import StableRandom, seed_for

    match = Match(PINOCHLE, seed=1234)  # options without a dealing method: the default
    before = shuffled(DECK_80, StableRandom(seed_for("pinochle", 1234, 1)))  # the packs of the games played so far
    assert game_pack(1234, 1) == before
    assert match.current.initial_cards == PINOCHLE.deal_pack(before, match.current.dealer, match.options)


def test_ver_2_1_draws_the_hands_of_a_game_from_one_generator_started_by_the_number():
    generator = OldGenerator(77)
    first, second = generator.pick_pack(DECK_80), generator.pick_pack(DECK_80)
    assert old_method_pack(77, 1) == first and old_method_pack(77, 2) == second
    assert first != second and Counter(first) == Counter(DECK_80)
    # the generator of those years: state * 214013 + 2531011, bits 16 to 30 drawn
    assert OldGenerator(1).draw() == 41
    match = Match(PINOCHLE, options("2.1"), seed=77)
    finish_hand(match)
    match.next_hand()
    dealt = Counter(c for cards in match.current.initial_cards.values() for c in cards)
    assert dealt == Counter(second) and game_pack(77, 2, "2.1") == second


def test_a_numbered_practice_hand_follows_the_method_too():
    new = PINOCHLE.new_hand(options("3.6"), dealer=Seat.N, deal_number=9)
    old = PINOCHLE.new_hand(options("2.1"), dealer=Seat.N, deal_number=9)
    assert old.initial_cards != new.initial_cards
    assert old.initial_cards == PINOCHLE.new_hand(options("2.1"), dealer=Seat.N, deal_number=9).initial_cards


def test_a_saved_game_in_the_old_method_loads_back_to_the_same_cards():
    from game.engine.records import match_from_record

    match = Match(PINOCHLE, options("2.1"), seed=31)
    finish_hand(match)
    match.next_hand()
    loaded = match_from_record(match.record())
    assert loaded.options.dealing_method == "2.1"
    assert loaded.current.initial_cards == match.current.initial_cards


def test_the_help_explains_the_dealing_method_and_the_table_items_of_the_manual():
    text = PINOCHLE.help_text()
    for words in ("**Dealing method**", "Ver 2.1", "**Show begin bid button**", "**Other...**",
                  "**File > Windows 95 Mode**", "task bar", "Decisions taken for this program"):
        assert words in text, words
