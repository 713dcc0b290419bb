"""A land that becomes a basic land type: "Target land becomes an Island until end of
turn" (Streambed Aquitects), "Target land becomes the basic land type of your choice until
end of turn" (Reef Shaman).

A type-changing effect (2007 418.5a layer 4; 2026 613.1d) that sets the land's land type:
the land no longer has its old land types, loses the abilities of its rules text and of its
old land types, and has the mana ability of the new one, "{T}: Add {U}" (2007: 212.6e and
212.6d; 2026: 305.7 and 305.6). Abilities other effects grant it stay, its card types,
supertypes and other subtypes stay. The choice of a basic land type is made as the effect
is applied (2007: 413.2c; 2026: 608.2d), through the resolving action's `choices`:
`{"source_id": {"basic_land_type": "Swamp"}}`; without one, the first of Plains, Island,
Swamp, Mountain, Forest, and the log says so.
"""
from __future__ import annotations

from ..choices import made_for
from ..log import emit
from ..targets import display
from .base import effect, permanent
from .characteristics import _add_effect, _during

#: 2026 205.3i: the land types (2007 212.6c names none but the basic ones: the rest are later)
LAND_TYPES = ("Cave", "Desert", "Forest", "Gate", "Island", "Lair", "Locus", "Mine", "Mountain", "Plains", "Planet",
              "Power-Plant", "Sphere", "Swamp", "Tower", "Town", "Urza's")
#: the basic land types and the mana of their intrinsic ability (2007 212.6d; 2026 305.6), in WUBRG order
BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
OF_YOUR_CHOICE = "of_your_choice"


def intrinsic_mana_ability(land_type: str) -> dict:
    """ "{T}: Add {U}": what a land with a basic land type has (2007 212.6d; 2026 305.6)."""
    mana = "{%s}" % BASIC_LAND_MANA[land_type]
    return {"kind": "activated", "cost": {"tap": True}, "effect": [{"do": "add_mana", "mana": mana}], "text": f"{{T}}: Add {mana}."}


def set_land_type(c, land_type: str) -> None:
    """Layer 4 of the effect: the land's land types are replaced, and the abilities of its rules
    text with them by the new type's mana ability (2007 212.6e; 2026 305.7). Run before the
    ability-adding effects, so what other effects grant it is added after and stays."""
    c.subtypes = tuple(s for s in c.subtypes if s not in LAND_TYPES) + (land_type,)
    c.abilities = [intrinsic_mana_ability(land_type)]


@effect("becomes_land_type", fields=("to", "land_type", "until"))
def becomes_land_type(game, st, ctx):
    obj = permanent(game, ctx, st, "to", "target:0")
    if obj is None:
        return
    name = display(game, obj)
    land_type = st.get("land_type")
    if land_type == OF_YOUR_CHOICE:
        player = game.players[ctx.controller].name
        given = made_for(game, ctx.source_id).get("basic_land_type")
        land_type = given or next(iter(BASIC_LAND_MANA))
        emit(game, f"{player} chooses {land_type}" + ("" if given else " (no choice was given: the first basic land type, Plains)") + ".",
             ("choice_on_resolution", f"{player}, who controls {ctx.source_name}'s effect, chooses the basic land type while it is applied"))
    _add_effect(game, "set_land_type", obj, (("land_type", land_type),), st.get("until"), ctx)
    a = "an" if land_type[0] in "AEIOU" else "a"
    mana = "{%s}" % BASIC_LAND_MANA[land_type]
    emit(game, f"{name} becomes {a} {land_type}{_during(st)}: it loses its other land types and the abilities of its rules text, "
               f"and has \"{{T}}: Add {mana}\".",
         ("layer_4_types", "a type-changing effect applies in the type-changing layer"),
         ("land_type_set", "its old land types go, and the abilities of its rules text with them"),
         ("basic_land_type_mana", f"{a} {land_type} has the intrinsic ability to add {mana}"))
