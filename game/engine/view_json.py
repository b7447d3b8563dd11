"""A seat's view and the events of a hand as JSON, and back: what the network host sends a seat.

One generic form for every game, tagged so that it comes back as the same objects: a card is
``{"$card": "TH"}``, an action ``{"$action": "80S"}`` (the engine's notation, parsed back by the game), a
seat ``{"$seat": "N"}``, a tuple ``{"$tuple": [...]}``, a mapping ``{"$map": [[key, value], ...]}`` (its keys
may be seats), a game's public facts ``{"$public": "BridgePublic", "fields": {...}}``. Decoding builds only
these: a card, an action of the game, a seat, a ``Public`` subclass of the engine's own, plain values; anything
else is a ViewJSONError with the reason in words, never an object of the sender's choosing.

Events are written for one seat: the cards of a packet dealt to another seat, or of cards passed between two
other seats, are left out (their number stays), so an event never tells a seat more than its view does.
"""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

from . import events as event_types
from .actions import Action
from .cards import Card
from .cards import card as parse_card
from .events import CardsPassed, Dealt, Event, HandScored, MatchScored, TrickWon
from .hand import Public, View
from .match import HandSummary
from .options import options_from_json
from .registry import registered
from .result import HandResult
from .seats import Seat

VIEW_FIELDS = ("seat", "dealer", "phase", "to_act", "hand", "hand_sizes", "legal", "history", "trick", "tricks",
               "trump", "public", "context")
PLAIN = (str, int, bool, float)
SEAT_TEXT = {seat: seat.name for seat in Seat}
T = TypeVar("T")
MAX_DEPTH = 12  # no view nests deeper than about six


class ViewJSONError(ValueError):
    """A JSON view or value that cannot be one: ``str(error)`` says why, for a log or a refusal."""


def to_json(value: Any) -> Any:
    """``value`` (cards, actions, seats, tuples, mappings, a game's public facts, plain values) as tagged JSON.
    Dispatched on the exact type first: the host writes four views an action, some two hundred values each."""
    kind = type(value)
    if kind is tuple:
        return {"$tuple": [to_json(item) for item in value]}
    if kind is Card:
        return {"$card": value.text}
    if kind is Seat:
        return {"$seat": SEAT_TEXT[value]}
    if value is None or kind in PLAIN:
        return value
    if isinstance(value, Action):
        return {"$action": value.text}
    if kind is list:
        return [to_json(item) for item in value]
    if kind is dict:
        return {"$map": [[to_json(key), to_json(item)] for key, item in value.items()]}
    if isinstance(value, Public):
        return {"$public": kind.__name__,
                "fields": {f.name: to_json(getattr(value, f.name)) for f in dataclasses.fields(value)}}
    raise ViewJSONError(f"a {kind.__name__} has no JSON form in a view")


def from_json(data: Any, variant, depth: int = 0) -> Any:
    """The value ``to_json`` wrote; ``variant`` parses the actions. ViewJSONError if ``data`` is not such a value."""
    if depth > MAX_DEPTH:
        raise ViewJSONError("the view is nested too deeply")
    if data is None or isinstance(data, (bool, str, int, float)):
        return data
    if isinstance(data, list):
        return [from_json(item, variant, depth + 1) for item in data]
    if not isinstance(data, dict) or len(data) not in (1, 2):
        raise ViewJSONError("a value of the view is not written as a card, a call, a seat or a list")
    return _tagged(data, variant, depth)


def _tagged(data: dict, variant, depth: int) -> Any:
    tag = next(iter(data))
    body = data[tag]
    try:
        if tag == "$seat" and len(data) == 1:
            return Seat.parse(body)
        if tag == "$card" and isinstance(body, str) and len(data) == 1:
            return parse_card(body)
        if tag == "$action" and isinstance(body, str) and len(data) == 1:
            return variant.parse_action(body)
    except (ValueError, TypeError) as exc:
        raise ViewJSONError(f"{str(body)[:20]!r} is not a seat, a card or a call of this game ({exc})") from None
    if tag == "$tuple" and isinstance(body, list) and len(data) == 1:
        return tuple(from_json(item, variant, depth + 1) for item in body)
    if tag == "$map" and isinstance(body, list) and len(data) == 1:
        if not all(isinstance(pair, list) and len(pair) == 2 for pair in body):
            raise ViewJSONError("a mapping of the view is not a list of pairs")
        return {_key(from_json(k, variant, depth + 1)): from_json(v, variant, depth + 1) for k, v in body}
    if tag == "$public" and isinstance(body, str) and isinstance(data.get("fields"), dict):
        return _public(body, data["fields"], variant, depth)
    raise ViewJSONError(f"{str(tag)[:20]!r} is not a kind of value a view holds")


def _key(key: Any) -> Any:
    if isinstance(key, (list, dict)):
        raise ViewJSONError("a mapping of the view has a list for a key")
    return key


def _classes_by_name(base: type[T]) -> dict[str, type[T]]:
    """``base`` and every subclass of it the games define, by name: the only classes a JSON value may name."""
    found: dict[str, type[T]] = {base.__name__: base}
    todo: list[type[T]] = [base]
    while todo:
        for sub in todo.pop().__subclasses__():
            found[sub.__name__] = sub
            todo.append(sub)
    return found


def _public(name: str, fields: dict, variant, depth: int) -> Public:
    cls = _classes_by_name(Public).get(name)
    if cls is None:
        raise ViewJSONError(f"{name[:40]!r} is not the public facts of any game")
    names = {f.name for f in dataclasses.fields(cls)}
    if set(fields) != names:
        raise ViewJSONError(f"the public facts of {name} do not have their fields")
    try:
        return cls(**{key: from_json(value, variant, depth + 1) for key, value in fields.items()})
    except TypeError as exc:
        raise ViewJSONError(f"the public facts of {name} cannot be built: {exc}") from None


def view_to_json(view: View) -> dict:
    """A seat's view as a JSON object (``view_from_json`` gives it back equal)."""
    out = {"variant": view.variant, "options": view.options.to_json()}  # type: ignore[attr-defined]
    out.update({name: to_json(getattr(view, name)) for name in VIEW_FIELDS})
    return out


def view_from_json(data: Any) -> View:
    """The view ``view_to_json`` wrote; ViewJSONError (with the reason) if ``data`` is not one."""
    if not isinstance(data, dict) or set(data) != {"variant", "options", *VIEW_FIELDS}:
        raise ViewJSONError("the view does not have the fields of a view")
    info = registered(data["variant"]) if isinstance(data["variant"], str) else None
    if info is None:
        raise ViewJSONError(f"the view is of a game this program does not know ({str(data['variant'])[:30]!r})")
    variant = info.variant
    try:
        options, _ = options_from_json(variant.options_class, data["options"], strict=True)
    except ValueError as exc:
        raise ViewJSONError(f"the options of the view cannot be used: {exc}") from None
    values = {name: from_json(data[name], variant) for name in VIEW_FIELDS}
    if not isinstance(values["public"], Public) or not isinstance(values["seat"], Seat):
        raise ViewJSONError("the view has no seat or no public facts")
    return View(variant=variant.id, options=options, **values)


def event_to_json(event: Event, seat: Seat | None) -> dict:
    """What ``seat`` may know of ``event``, as JSON: ``{"kind": "CardPlayed", "seat": ..., "card": ...}``. The
    cards of a packet dealt to another seat and of cards passed between two other seats are left out (their
    number is kept; ``seat`` None, a spectator: every packet and pass); a trick's reason is written out; results
    are the score card's JSON."""
    out: dict[str, Any] = {"kind": type(event).__name__}
    for f in dataclasses.fields(event):
        value = getattr(event, f.name)
        if f.name == "explain":
            continue
        if isinstance(event, (HandScored, MatchScored)) and f.name in ("result", "summary"):
            out[f.name] = _result_json(value)
            continue
        out[_field_key(f.name)] = to_json(value)
    if isinstance(event, TrickWon):
        out["reason"] = event.reason
    if isinstance(event, Dealt):
        out["packets"] = to_json(tuple((s, cards if s == seat else len(cards)) for s, cards in event.packets))
    if isinstance(event, CardsPassed) and seat not in (event.giver, event.receiver):
        out["cards"] = len(event.cards)
    return out


def _field_key(name: str) -> str:
    """The key of an event's field in its JSON: a field named as one of the event's own keys (Declared's ``kind``,
    e.g. "third") is written with a ``_`` after it, so that ``kind`` stays the event's name."""
    return f"{name}_" if name in ("kind", "reason") else name


def _result_json(value: Any) -> Any:
    if isinstance(value, HandResult):
        return {"type": type(value).__name__, **value.to_json()}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):  # a HandSummary
        return {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    return _plain(value)


def _plain(value: Any) -> Any:
    """Seats as letters, tuples as lists: a score sheet's line for the client to show, not to rebuild."""
    if isinstance(value, Seat):
        return str(value)
    if isinstance(value, (list, tuple)):
        return [_plain(item) for item in value]
    if isinstance(value, dict):
        return {str(key): _plain(item) for key, item in value.items()}
    if isinstance(value, (Card, Action)):
        return str(value)
    return value


def _event_classes() -> dict[str, type[Event]]:
    """The engine's events by name: the only classes a JSON event may name."""
    return {name: cls for name, cls in vars(event_types).items()
            if isinstance(cls, type) and issubclass(cls, Event) and cls is not Event}


def event_from_json(data: Any, variant) -> Event:
    """The event ``event_to_json`` wrote for a seat, as the engine's Event again (what the table presents).

    What the seat may not know stays unknown: a packet dealt to another seat comes back as that many ``None``
    cards, cards passed between two other seats likewise; a trick's reason is the one written; a hand's result
    is the game's own result class again (BridgeResult...) and a score sheet line a HandSummary. ViewJSONError if
    ``data`` is not such an event."""
    if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
        raise ViewJSONError("an event is not an object with its kind")
    cls = _event_classes().get(data["kind"])
    if cls is None:
        raise ViewJSONError(f"{data['kind'][:30]!r} is not an event of the games")
    values: dict[str, Any] = {}
    for f in dataclasses.fields(cls):
        if f.name == "explain":
            reason = data.get("reason")
            if not isinstance(reason, str):
                raise ViewJSONError("a trick's event has no reason")
            values["explain"] = _words(reason)
            continue
        if _field_key(f.name) not in data:
            raise ViewJSONError(f"a {cls.__name__} event needs its {f.name}")
        values[f.name] = _event_field(cls, f.name, data[_field_key(f.name)], variant)
    try:
        return cls(**values)
    except TypeError as exc:
        raise ViewJSONError(f"a {cls.__name__} event cannot be built: {exc}") from None


def _words(text: str):
    return lambda: text


def _event_field(cls: type, name: str, value: Any, variant) -> Any:
    if cls in (HandScored, MatchScored) and name == "result":
        return _result_from_json(value)
    if cls is MatchScored and name == "summary":
        return _summary_from_json(value)
    decoded = from_json(value, variant)
    if cls is Dealt and name == "packets":  # another seat's packet: its number of cards, not the cards
        return tuple((seat, (None,) * cards if isinstance(cards, int) else cards) for seat, cards in decoded)
    if cls is CardsPassed and name == "cards" and isinstance(decoded, int):
        return (None,) * decoded
    return decoded


def _result_from_json(data: Any) -> HandResult:
    """A hand's result as the game's own class (its score card reads the game's fields), built by that class's
    ``from_json``; a name that is no game's result is refused."""
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise ViewJSONError("a hand's result cannot be read (it does not say which game's result it is)")
    cls = _classes_by_name(HandResult).get(data["type"])
    if cls is None:
        raise ViewJSONError(f"{data['type'][:40]!r} is not the result of a hand of any game")
    try:
        return cls.from_json(data)
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise ViewJSONError(f"a hand's result cannot be read ({exc})") from None


def _summary_from_json(data: Any) -> HandSummary:
    try:
        seat = {"dealer", "declarer"}
        values: dict[str, Any] = {key: (Seat.parse(value) if key in seat and value is not None else value)
                                  for key, value in data.items()}
        return HandSummary(**values)
    except (TypeError, ValueError, AttributeError) as exc:
        raise ViewJSONError(f"a score sheet's line cannot be read ({exc})") from None
