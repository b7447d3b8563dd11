"""The games. ``VARIANTS`` maps each game's id to its Variant."""

from __future__ import annotations

from game.variants.belote import VARIANT as _belote
from game.variants.belote_bridgee import VARIANT as _belote_bridgee
from game.variants.bridge import VARIANT as _bridge

VARIANTS = {v.id: v for v in (_belote_bridgee, _belote, _bridge)}
