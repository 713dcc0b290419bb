"""Earthbend (2026 701.66): "Earthbend N" means "Target land you control becomes a 0/0 land creature with haste in
addition to its other types. Put N +1/+1 counters on it. When that land dies or is put into exile, return it to
the battlefield tapped under your control." (701.66a)

The instruction `earthbend` (`amount`, `to`: the target land, "target:0"): one effect with parts in their layers
(2026 613.6): the land becomes a creature too, keeping its other types (205.1b, layer 4), gains haste (layer 6) and
is 0/0 (layer 7b), with no duration (611.2: it lasts); then the counters are put on it (122.1, layer 7c); then the
delayed triggered ability is created (603.7). That ability triggers once (603.7b), when that permanent (that object,
603.7c) is put into a graveyard from the battlefield while a creature (it dies, 700.4) or into exile (the engine's
zones.leave_play calls `left`), and finds the card it became there (400.7e): "return it to the battlefield tapped
under your control", the player who controlled the earthbend (603.7d-e), if it is still in that zone as the ability
resolves (603.7c). Earthbend is later than the February 2007 rules: such a card is refused under them
(scenario/load.py).
"""
from __future__ import annotations

from .effects.base import amount_of, effect, permanent
from .log import emit
from .state import DelayedTrigger, PendingTrigger, TargetRef
from .targets import display

NO_EARTHBEND_2007 = "earthbend (2026 701.66) is later than the February 2007 rules; play this scenario under the 2026-06-19 rules"
AT = "earthbent_land_leaves"  # the delayed ability's event: that land dies or is put into exile
TEXT = "When that land dies or is put into exile, return it to the battlefield tapped under your control."


@effect("earthbend", fields=("amount", "to"))
def earthbend(game, st, ctx):
    from .effects.characteristics import _add_effect, put_counters
    obj = permanent(game, ctx, st, "to", "target:0")
    if obj is None:
        return
    name = display(game, obj)
    n = amount_of(game, ctx, st.get("amount", 1))
    _add_effect(game, "add_types", obj, (("types", ("Creature",)), ("subtypes", ()), ("keeps_types", True),
                                         ("replaces_creature_types", False)), None, ctx)
    _add_effect(game, "gain_ability", obj, (("ability", {"kind": "keyword", "keyword": "haste"}),), None, ctx)
    _add_effect(game, "set_pt", obj, (("power", 0), ("toughness", 0)), None, ctx)
    emit(game, f"{game.players[ctx.controller].name} earthbends {n}: {name} becomes a 0/0 land creature with haste in addition to "
               f"its other types.",
         ("earthbend", f"earthbend {n}: the land becomes a 0/0 creature with haste, gets {n} +1/+1 counters and is returned when it "
                       "dies or is exiled"),
         ("retains_prior_types", "\"in addition to its other types\": it is still a land"),
         ("effect_parts_in_layers", "one effect: each of its parts applies in its own layer"))
    if n:
        put_counters(game, {"do": "put_counters", "counter": "+1/+1", "amount": n, "to": st.get("to", "target:0")}, ctx)
    d = DelayedTrigger(game.new_id("d"), AT, ({"do": "earthbend_return"},), TargetRef("object", obj.id, obj.zcc),
                       ctx.controller, ctx.source_id or "", ctx.source_name, TEXT)
    game.delayed = game.delayed + (d,)
    emit(game, f"A delayed triggered ability is created: \"{TEXT}\"",
         ("delayed_trigger_created", "earthbend creates an ability that triggers later"))


def left(game, obj, was_zcc: int, last, to_zone: str) -> None:
    """`obj` (as `was_zcc`) left the battlefield for `to_zone`: an earthbend's delayed ability watching it triggers if
    it died (a creature put into a graveyard) or was put into exile; it then no longer exists (603.7b)."""
    if not game.delayed or not ((to_zone == "graveyard" and last.is_creature) or to_zone == "removed_from_game"):
        return
    from .triggers import take_delayed_watching
    for d in take_delayed_watching(game, AT, obj, was_zcc):
        game.pending = game.pending + (PendingTrigger(
            d.controller, d.source_id, -1, d.name, d.text, d.effect, (), None,
            (("returning", (obj.id, obj.zcc, obj.zone)),), None),)  # its own zone check (603.7c): earthbend_return
        emit(game, f"The delayed triggered ability from {d.name} triggers: \"{d.text}\"",
             ("delayed_trigger_exists_once_created", f"the delayed ability was created earlier by {d.name} and triggers now"),
             ("delayed_trigger_once", "it triggers only once, the next time its trigger event occurs"),
             ("earthbend", "that land " + ("died" if to_zone == "graveyard" else "was put into exile")))


@effect("earthbend_return", internal=True)
def earthbend_return(game, st, ctx):
    from .zones import put_into_play
    oid, zcc, zone = ctx.data.get("returning") or (None, None, None)
    obj = game.objects.get(oid) if oid else None
    if obj is None or obj.zone != zone or obj.zcc != zcc:
        emit(game, f"{ctx.source_name}'s delayed ability finds no card to return: it is no longer where it went.",
             ("zone_change_new_object", "a card that changed zones again is a new object the ability can't find"))
        return
    you = game.players[ctx.controller].name
    put_into_play(game, obj, ctx.controller, "returned", tapped=True,
                  text=f"{display(game, obj)} returns to the battlefield tapped under {you}'s control.",
                  cites=(("zone_change_trigger_finds_new_object", "the ability that triggered on its move finds the card it became"),
                         ("earthbend", "return it to the battlefield tapped under your control")))
