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

Also here, the other type-changing effects of a permanent that keeps its other types:
- `becomes_artifact_creature`: "This Vehicle becomes an artifact creature until end of turn"; with
  `pt: "mana_value"`, "Target noncreature artifact becomes an artifact creature with power and
  toughness each equal to its mana value" (Karn's Touch), the number read once, as the effect begins
  (2007 413.2f; 2026 608.2h). "Artifact creature" keeps every prior type and subtype (2007 212.1c;
  2026 205.1b).
- `becomes_creature_type_of_choice`: "This creature becomes the creature type of your choice until end
  of turn" (Mistform Seaswift): its creature types are replaced by the one chosen as the effect is
  applied (2007 212.1b; 2026 205.1a), through `{"source_id": {"creature_type": "Goblin"}}`; without
  one it keeps its first creature type, and the log says so.
- `becomes_color_of_choice`: "This creature becomes the color of your choice until end of turn"
  (Kavu Chameleon): a color-changing effect (2007 418.5a layer 5; 2026 613.1e), the color chosen as
  the effect is applied, `{"source_id": {"color": "red"}}`; without one, white, and the log says so.
"""
from __future__ import annotations

from ..choices import made_for
from ..errors import IllegalAction
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
               f"and has \"{{T}}: Add {mana}{'' if game.words.today else ' to your mana pool'}\".",
         ("layer_4_types", "a type-changing effect applies in the type-changing layer"),
         ("land_type_set", "its old land types go, and the abilities of its rules text with them"),
         ("basic_land_type_mana", f"{a} {land_type} has the intrinsic ability to add {mana}"))


@effect("becomes_artifact_creature", fields=("to", "pt", "until"))
def becomes_artifact_creature(game, st, ctx):
    obj = permanent(game, ctx, st, "to", "target:0")
    if obj is None:
        return
    from ..continuous import characteristics
    from ..target_filter import mana_value
    name = display(game, obj)
    until = st.get("until")
    value = mana_value(game, obj, characteristics(game, obj)) if st.get("pt") == "mana_value" else None
    _add_effect(game, "add_types", obj, (("types", ("Artifact", "Creature")), ("subtypes", ()), ("keeps_types", True),
                                         ("replaces_creature_types", False)), until, ctx)
    cites = [("layer_4_types", "its types change in the type-changing layer"),
             ("retains_prior_types", "\"artifact creature\": it keeps its other types and subtypes")]
    pt = ""
    if value is not None:
        from .characteristics import layered_pt_note
        _add_effect(game, "set_pt", obj, (("power", value), ("toughness", value)), until, ctx)
        cites += [("information_determined_once", f"its mana value, {value}, is read once, as the effect is applied"),
                  ("effect_parts_in_layers", "one effect: each of its parts applies in its own layer"), *layered_pt_note(game, obj, True)]
        pt = f" with power and toughness {value}/{value}, its mana value"
    emit(game, f"{name} becomes an artifact creature{pt}{_during(st)}; it keeps its other types.", *cites)


@effect("becomes_creature_type_of_choice", fields=("to", "until"))
def becomes_creature_type_of_choice(game, st, ctx):
    obj = permanent(game, ctx, st, "to", "target:0")
    if obj is None:
        return
    from ..continuous import characteristics
    from ..creature_types import CREATURE_TYPES
    name = display(game, obj)
    player = game.players[ctx.controller].name
    given = made_for(game, ctx.source_id).get("creature_type")
    if given is not None and given not in CREATURE_TYPES:
        raise IllegalAction("choice_on_resolution", f"\"{given}\" is not a creature type: {player} chooses one as "
                                                    f"{ctx.source_name}'s effect is applied")
    current = [t for t in characteristics(game, obj).subtypes if t in CREATURE_TYPES]
    chosen = given or (current[0] if current else None)
    if chosen is None:
        emit(game, f"{player} chooses no creature type (no choice was given, and {name} has none): nothing changes.",
             ("choice_on_resolution", f"{player}, who controls {ctx.source_name}'s effect, chooses the creature type while it is applied"))
        return
    emit(game, f"{player} chooses {chosen}" + ("" if given else " (no choice was given: its first creature type)") + ".",
         ("choice_on_resolution", f"{player}, who controls {ctx.source_name}'s effect, chooses the creature type while it is applied"))
    _add_effect(game, "add_types", obj, (("types", ()), ("subtypes", (chosen,)), ("keeps_types", True),
                                         ("replaces_creature_types", True)), st.get("until"), ctx)
    emit(game, f"{name} becomes the creature type {chosen}{_during(st)}: its other creature types go.",
         ("layer_4_types", "a type-changing effect applies in the type-changing layer"),
         ("new_types_replace_old", "the new creature type replaces its old ones; its card types stay"))


@effect("becomes_color_of_choice", fields=("to", "until"))
def becomes_color_of_choice(game, st, ctx):
    from .characteristics import set_colors
    from .protection_choice import color_chosen_on_resolution
    if permanent(game, ctx, st, "to", "target:0") is None:
        return
    color = color_chosen_on_resolution(game, ctx)
    set_colors(game, {"colors": [color], "to": st.get("to", "target:0"), **({"until": st["until"]} if st.get("until") else {})}, ctx)
