"""A permanent that becomes a type "in addition to its other types": "Target permanent becomes an
artifact in addition to its other types until end of turn" (Liquimetal Coating), "That creature
becomes a Vampire in addition to its other types" (Olivia Voldaren), "That creature becomes an
artifact in addition to its other types" (Ashnod's Transmogrant).

`becomes_in_addition`: a type-changing effect (2007 418.5a layer 4; 2026 613.1d) that adds the card
types `types` and the subtypes `subtypes` to those the permanent has; it keeps all its prior types,
supertypes and subtypes (2007 212.1c, "in addition to its types"; 2026 205.1b, "in addition to its
other types"). Without `until` it lasts indefinitely (2007 418.1; 2026 611.2). It never makes a
permanent a creature (one without a power and toughness of its own would need them said) and
never changes its colors.
"""
from __future__ import annotations

from ..log import emit
from ..targets import display
from .base import effect, permanent
from .characteristics import _add_effect, _during

#: the card types it may add (a creature, planeswalker or battle needs more than its type said)
TYPES = ("Artifact", "Enchantment")


@effect("becomes_in_addition", fields=("to", "types", "subtypes", "until"))
def becomes_in_addition(game, st, ctx):
    obj = permanent(game, ctx, st, "to", "target:0")
    if obj is None:
        return
    name = display(game, obj)
    types = tuple(st.get("types") or ())
    subtypes = tuple(st.get("subtypes") or ())
    _add_effect(game, "add_types", obj, (("types", types), ("subtypes", subtypes), ("keeps_types", True),
                                         ("replaces_creature_types", False)), st.get("until"), ctx)
    words = " ".join((*subtypes, *(t.lower() for t in types)))
    a = "an" if words[:1].lower() in "aeiou" else "a"
    emit(game, f"{name} becomes {a} {words} in addition to its other types{_during(st, game, ctx)}.",
         ("layer_4_types", "a type-changing effect applies in the type-changing layer"),
         ("retains_prior_types", "\"in addition to its other types\": it keeps all its prior types and subtypes"))
