"""Amass (2026 701.47a): "To amass [subtype] N means 'If you don't control an Army creature,
create a 0/0 black [subtype] Army creature token. Choose an Army creature you control. Put N
+1/+1 counters on that creature. If it isn't a [subtype], it becomes a [subtype] in addition to
its other types.'" With more than one Army the one chosen is the resolving action's `choices`
for the spell's or ability's source, `{"source_id": {"cards": ["army_id"]}}` (none: the first in
the order they entered, and the log says no choice was given). A keyword action later than
February 2007: a card that amasses is refused as it is cast under those rules
(free_cast.refuse_later_keyword), and the instruction does nothing there, the log saying why."""
from __future__ import annotations

from .choices import made_for
from .continuous import characteristics
from .effects.base import amount_of, effect
from .effects.characteristics import _add_effect
from .free_cast import LATER_ACTIONS
from .log import emit
from .targets import display

LATER_ACTIONS["amass"] = "701.47"


def _armies(game, player: int) -> list:
    """The Army creatures the player controls, in the order they entered."""
    out = []
    for oid in game.zones[(player, "in_play")]:
        c = characteristics(game, game.objects[oid])
        if "Creature" in c.types and "Army" in c.subtypes:
            out.append(game.objects[oid])
    return out


@effect("amass", fields=("subtype", "amount"))
def amass(game, st, ctx):
    """`subtype`: the creature type the Army is or becomes ("Orc", "Zombie"); `amount`: N."""
    from .effects.tokens import create_token
    subtype, n = st["subtype"], amount_of(game, ctx, st.get("amount", 1))
    you = game.players[ctx.controller]
    if not game.words.today:
        emit(game, f"{you.name} would amass {subtype}s {n}: a keyword action later than the February 2007 rules (2026: rule "
                   f"{LATER_ACTIONS['amass']}), which the engine applies only under the 2026 rules, so nothing happens.")
        return
    armies = _armies(game, ctx.controller)
    if not armies:
        emit(game, f"{you.name} controls no Army creature, so a 0/0 black {subtype} Army creature token is created first.",
             ("amass", "without an Army creature, a 0/0 black [subtype] Army creature token is created"))
        create_token(game, {"do": "create_token", "id": "army", "count": 1,
                            "token": {"types": ["Creature"], "subtypes": [subtype, "Army"], "colors": ["black"],
                                      "power": 0, "toughness": 0}}, ctx)
        armies = _armies(game, ctx.controller)
    if not armies:  # the token didn't enter (a replacement, or it was gone at once): nothing is chosen
        emit(game, f"{you.name} has no Army creature to put counters on.",
             ("amass_even_if_impossible", "a player amassed even if some or all of those actions were impossible"))
        return
    named = made_for(game, ctx.source_id).get("cards") or ()
    army = next((a for a in armies if a.id in named), None)
    default = "" if army is not None or len(armies) == 1 else " (no choice was given: the first)"
    army = army or armies[0]
    name = display(game, army)
    army.counters = {**army.counters, "+1/+1": army.counters.get("+1/+1", 0) + n}
    game.characteristics_changed()
    emit(game, f"{you.name} amasses {subtype}s {n}: chooses {name}{default} and puts {n} +1/+1 counter{'s' if n != 1 else ''} on it.",
         ("amass", "an Army creature you control is chosen and gets N +1/+1 counters"),
         ("counters_pt", "counters modify power and toughness in their own sublayer"))
    if subtype not in characteristics(game, army).subtypes:
        _add_effect(game, "add_types", army, (("types", ()), ("subtypes", (subtype,)), ("keeps_types", True),
                                              ("replaces_creature_types", False)), None, ctx)
        a = "an" if subtype[:1].lower() in "aeiou" else "a"
        emit(game, f"{name} isn't {a} {subtype}, so it becomes {a} {subtype} in addition to its other types.",
             ("amass", "if it isn't a [subtype], it becomes a [subtype] in addition to its other types"),
             ("layer_4_types", "its creature types change in the type-changing layer"))
