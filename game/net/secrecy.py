"""What a seat may be told: no message to a client ever carries a card that seat may not see (issue 18).

A view (``view_to_json``) holds only what its seat may see, so the cards it shows are the measure: ``cards_shown``
counts them (copies too: Pinochle's double deck). A sentence the host adds to a message (a computer's reasons)
is sent to a seat only if every card it names (``game.engine.card_names``) is among those. The leak test
(tests/test_net.py) checks every string of every message with the same functions.

One thing outside the views names cards and is public: the cut for the first deal (``without_the_cut``).
"""

from __future__ import annotations

from collections import Counter

from game.engine.card_names import unseen_names
from game.engine.cards import card

IDS = ("game", "variant")  # fields that hold a game's id ("pinochle"), not words
SUBSETS = ("hand", "history", "trick", "tricks", "legal")  # parts of a view counted on their own (below)


def tagged_cards(data) -> Counter[str]:
    """Every card a JSON value names in the tagged form (``{"$card": "TH"}``), with its copies: the items of a list
    are so many cards (a hand holding two aces of diamonds), the fields of an object may name the same card twice
    (a trick and its winning card)."""
    found: Counter[str] = Counter()
    if isinstance(data, dict):
        if set(data) == {"$card"}:
            found[data["$card"]] += 1
        for value in data.values():
            found |= tagged_cards(value)
    elif isinstance(data, list):
        for value in data:
            found += tagged_cards(value)
    return found


def cards_shown(view: dict) -> Counter:
    """The cards (engine Card objects, with copies) a seat's JSON view shows: its hand, every card played in the
    hand (``history``), and the public parts (Bridge's dummy, the turn-up, Pinochle's meld and passed cards) beyond
    the copies already played. The trick, the tricks and the legal moves are parts of these."""
    held = tagged_cards(view.get("hand"))
    played = tagged_cards(view.get("history"))
    public = tagged_cards({key: value for key, value in view.items() if key not in SUBSETS})
    return Counter({card(text): n for text, n in (held + played + (public - played)).items()})


def fit_lines(lines, seen: Counter, game: str) -> tuple[list[str], int]:
    """The ``lines`` that name no card beyond ``seen``, and how many were left out."""
    kept = [line for line in lines if not unseen_names(line, seen, game)]
    return kept, len(lines) - len(kept)


def strings_in(data) -> list[str]:
    """Every text inside a JSON value (keys, games' ids and the tagged cards, seats and actions aside)."""
    if isinstance(data, str):
        return [data]
    if isinstance(data, dict):
        if len(data) == 1 and next(iter(data)) in ("$card", "$seat", "$action"):
            return []
        return [text for key, value in data.items() if key not in IDS for text in strings_in(value)]
    if isinstance(data, list):
        return [text for value in data for text in strings_in(value)]
    return []


CUT = "cut"  # the cut for the first deal: in a game's match state (the welcome's) and its first hand's context


def without_the_cut(data: dict) -> dict:
    """A host's message without the cut for the first deal (Contract Bridge's, Scotch Whist's): the welcome's match
    state keeps its draws, the first hand's context says them in words. Every player drew those cards face up before
    the first deal, from a pack shuffled again to deal, so they tell nothing of anybody's hand: a seat may be told
    them whatever its view shows. Nothing else of the message is left out: the rest is what secrecy measures."""
    out = dict(data)
    state = data.get("match_state")
    if data.get("kind") == "welcome" and isinstance(state, dict):
        out["match_state"] = {key: value for key, value in state.items() if key != CUT}
    view = data.get("view")
    if data.get("kind") == "state" and isinstance(view, dict):
        out["view"] = {**view, "context": _without(view.get("context"), CUT)}
    return out


def _without(mapping, left_out: str):
    """A JSON mapping without its key ``left_out``: a tagged map (``{"$map": [[key, value], ...]}``, as view_json
    writes a context) or a plain object; anything else as it is."""
    if isinstance(mapping, dict) and set(mapping) == {"$map"} and isinstance(mapping["$map"], list):
        return {"$map": [pair for pair in mapping["$map"] if not (isinstance(pair, list) and pair[:1] == [left_out])]}
    if isinstance(mapping, dict):
        return {key: value for key, value in mapping.items() if key != left_out}
    return mapping


def common_view(views: list[dict]) -> dict:
    """What every seat's JSON view holds alike (a spectator's view): a field that differs from one seat to another
    is left empty (the hand, the legal moves, what only some seats see of the public facts), so that it holds no
    card a seat may not see. ``views``: the four seats' ``view_to_json``, the first one's seat kept."""
    first = views[0]
    out = {key: value if all(view[key] == value for view in views) else _empty(value) for key, value in first.items()}
    out["seat"] = first["seat"]
    public = first.get("public")
    if isinstance(public, dict) and isinstance(public.get("fields"), dict):
        fields = {name: value if all(view["public"]["fields"][name] == value for view in views) else _empty(value)
                  for name, value in public["fields"].items()}
        out["public"] = {**public, "fields": fields}
    return out


def _empty(value):
    """A JSON value of the same kind as ``value`` that says nothing."""
    if isinstance(value, dict):
        tag = next(iter(value), "")
        return {tag: []} if tag in ("$tuple", "$map") else None
    if isinstance(value, bool):
        return False
    if isinstance(value, (int, str)):
        return type(value)()
    return [] if isinstance(value, list) else None
