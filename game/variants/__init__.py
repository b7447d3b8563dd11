"""The games. ``VARIANTS`` maps each game's id to its Variant."""

from __future__ import annotations

from game.variants.belote import VARIANT as _belote
from game.variants.belote_bridgee import VARIANT as _belote_bridgee
from game.variants.bridge import VARIANT as _bridge
from game.variants.pinochle import VARIANT as _pinochle
from game.variants.scotch_whist import VARIANT as _scotch_whist

VARIANTS = {v.id: v for v in (_belote_bridgee, _belote, _bridge, _pinochle, _scotch_whist)}
