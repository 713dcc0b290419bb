""" "Choose a creature type other than Wall. Target creature becomes that type until end of turn"
(Mistform Mutant, Imagecrafter), "Each creature becomes that type until end of turn" (Standardize):
the creature type chosen as the spell or ability resolves (`choose_value`, effects/chosen_value.py;
2007 413.2c; 2026 608.2d) replaces the creature's creature types (2007 212.1b's "becomes a [type]";
2026 205.1a); its card types stay. A type-changing effect (layer 4: 2007 418.5a; 2026 613.1d) that
lasts until the cleanup step (2007 314.2; 2026 514.2); "each creature" is the creatures on the
battlefield as it resolves (a `for_each` around it: an effect that changes characteristics
changes only the objects there as it begins, 2026 611.2c)."""
from __future__ import annotations

from ..log import emit
from ..targets import display
from .base import effect, permanent
from .characteristics import _add_effect, _during
from .chosen_value import value


@effect("becomes_chosen_creature_type", fields=("to", "until"))
def becomes_chosen_creature_type(game, st, ctx):
    obj = permanent(game, ctx, st, "to", "target:0")
    if obj is None:
        return
    chosen = value(game, ctx.source_id, "creature_type")
    _add_effect(game, "add_types", obj, (("types", ()), ("subtypes", (chosen,)), ("keeps_types", True),
                                         ("replaces_creature_types", True)), st.get("until"), ctx)
    during = _during(st)
    emit(game, f"{display(game, obj)} becomes the chosen creature type, {chosen}{',' + during if during else ''}: its other creature types go.",
         ("layer_4_types", "a type-changing effect applies in the type-changing layer"),
         ("new_types_replace_old", "the new creature type replaces its old ones; its card types stay"))
