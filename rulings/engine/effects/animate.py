"""A permanent that becomes a creature: "{1}{W}: This land becomes a 2/2 white
and blue Bird creature with flying until end of turn. It's still a land",
"This artifact becomes a 3/3 Golem artifact creature until end of turn",
"Target land becomes a 0/0 Elemental creature with haste that's still a land".

One effect with parts in several layers, each part applied in its own layer
(2007: 418.5b; 2026: 613.6): its types in the type-changing layer (2007 418.5a
layer 4; 2026 613.1d), its colors in the color layer (418.5a layer 5; 613.1e),
its abilities with the ability-adding effects (418.5a layer 5; 613.1f), and its
power and toughness as an effect that sets them (418.5a layer 6b; 613.4b).

With `keeps_types` the permanent keeps its other types and subtypes, as
"still a [type]", "in addition to its other types" and "artifact creature" say
(2007: 212.1c; 2026: 205.1b); "[creature types] artifact creature"
(`replaces_creature_types`) under 2026 replaces its creature types (205.1b) and
under 2007 keeps them (212.1c). Without it the new types replace the old ones,
and the subtypes of a type it no longer has go with it (2007: 212.1b; 2026: 205.1a).
With `all_creature_types` ("a 2/2 creature with all creature types", Mutavault) it
has every creature type besides, as a changeling has (2026 702.73a; played the same
under the 2007 rules, as changeling is).
"""
from __future__ import annotations

from ..log import emit
from ..targets import display
from .base import amount_of, effect, permanent
from .characteristics import _add_effect, _during, ability_name, layered_pt_note


def add_types(c, e) -> None:
    """Layer 4 of one "becomes a creature" effect: the card types and creature
    types it adds to those the permanent has (205.1b / 212.1c)."""
    from ..creature_types import CREATURE_TYPES
    new = tuple(e.get("subtypes") or ())
    if not e.get("keeps_types"):  # 205.1a / 212.1b: a creature keeps only its creature types, unless new ones are given
        c.types = tuple(e.get("types") or ())
        c.subtypes = new or tuple(s for s in c.subtypes if s in CREATURE_TYPES)
        return
    c.types = tuple(dict.fromkeys(tuple(c.types) + tuple(e.get("types") or ())))
    kept = tuple(s for s in c.subtypes if not (e.get("replaces_creature_types") and s in CREATURE_TYPES))
    c.subtypes = tuple(dict.fromkeys(kept + new))
    if e.get("all_creature_types"):
        from ..creature_types import EveryCreatureType
        c.subtypes = EveryCreatureType(c.subtypes)


@effect("becomes_creature", fields=("to", "power", "toughness", "types", "subtypes", "colors", "abilities", "until",
                                    "keeps_types", "replaces_creature_types", "all_creature_types"))
def becomes_creature(game, st, ctx):
    obj = permanent(game, ctx, st, "to", "target:0")
    if obj is None:
        return
    name = display(game, obj)
    types = tuple(dict.fromkeys(tuple(st.get("types") or ()) + ("Creature",)))
    subtypes = tuple(st.get("subtypes") or ())
    keeps = bool(st.get("keeps_types"))
    replaces = keeps and bool(st.get("replaces_creature_types")) and game.rules.applies("artifact_creature_replaces_creature_types")
    until = st.get("until")
    _add_effect(game, "add_types", obj, (("types", types), ("subtypes", subtypes), ("keeps_types", keeps),
                                         ("replaces_creature_types", replaces))
                + ((("all_creature_types", True),) if st.get("all_creature_types") else ()), until, ctx)
    cites = [("layer_4_types", "its types change in the type-changing layer")]
    if keeps:
        cites.append(("retains_prior_types", "it keeps its other types" + (" but not its creature types" if replaces else "")
                      + ", as its words say"))
    else:
        cites.append(("new_types_replace_old", "its new types replace its old ones, and the subtypes of the types it loses go"))
    if replaces:
        cites.append(("artifact_creature_replaces_creature_types", "\"[creature types] artifact creature\" replaces its creature types"))
    power, toughness = _colors_abilities_and_pt(game, st, ctx, obj, until, cites)
    words = " ".join(w for w in (f"{power}/{toughness}", " and ".join(st.get("colors") or ()), " ".join(subtypes),
                                 " ".join(t.lower() for t in types)) if w)
    gains = ", ".join(ability_name(ab) for ab in st.get("abilities") or ())
    if st.get("all_creature_types"):
        gains = ", ".join(w for w in (gains, "all creature types") if w)
    kept = "; it keeps its other types" if keeps else ""
    emit(game, f"{name} becomes a {words}{' with ' + gains if gains else ''}{_during(st)}{kept}.",
         *cites, *layered_pt_note(game, obj, True))


def _colors_abilities_and_pt(game, st, ctx, obj, until, cites: list) -> tuple[int, int]:
    """The rest of one becoming effect: its colors (layer 5), the abilities it grants
    (layer 6) and its power and toughness (layer 7b), each part in its own layer
    (2007 418.5b; 2026 613.6). (power, toughness)"""
    if st.get("colors"):
        _add_effect(game, "set_colors", obj, (("colors", tuple(st["colors"])),), until, ctx)
        cites.append(("layer_5_other", "its new colors apply in the color-changing layer"))
    for ab in st.get("abilities") or ():
        _add_effect(game, "gain_ability", obj, (("ability", ab),), until, ctx)
    if st.get("abilities"):
        cites.append(("layer_abilities", "the abilities it gains are added with the ability-adding effects"))
    power, toughness = amount_of(game, ctx, st.get("power", 0)), amount_of(game, ctx, st.get("toughness", 0))
    _add_effect(game, "set_pt", obj, (("power", power), ("toughness", toughness)), until, ctx)
    cites.append(("effect_parts_in_layers", "one effect: each of its parts applies in its own layer"))
    return power, toughness


@effect("becomes_creature_type", fields=("to", "power", "toughness", "subtypes", "colors", "abilities", "until"))
def becomes_creature_type(game, st, ctx):
    """ "Target creature becomes a blue Serpent with base power and toughness 5/5": its
    creature types are replaced (2007: 212.1b; 2026: 205.1a), its card types stay,
    its colors are set if the words give any, and its power and toughness are set
    (2007: 418.5a layer 6b; 2026: 613.4b, "base power and toughness")."""
    obj = permanent(game, ctx, st, "to", "target:0")
    if obj is None:
        return
    name = display(game, obj)
    until = st.get("until")
    subtypes = tuple(st.get("subtypes") or ())
    _add_effect(game, "add_types", obj, (("types", ()), ("subtypes", subtypes), ("keeps_types", True),
                                         ("replaces_creature_types", True)), until, ctx)
    cites = [("layer_4_types", "its creature types change in the type-changing layer"),
             ("new_types_replace_old", "its new creature types replace its old ones; its card types stay")]
    power, toughness = _colors_abilities_and_pt(game, st, ctx, obj, until, cites)
    words = " ".join(w for w in (" and ".join(st.get("colors") or ()), " ".join(subtypes)) if w)
    gains = ", ".join(ability_name(ab) for ab in st.get("abilities") or ())
    emit(game, f"{name} becomes a {words} with base power and toughness {power}/{toughness}"
               f"{', gaining ' + gains if gains else ''}{_during(st)}.", *cites, *layered_pt_note(game, obj, True))
