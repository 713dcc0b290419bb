"""Enlist (2026: 702.154; later than February 2007). 702.154a: "As this creature
attacks, you may tap up to one untapped creature you control that you didn't
choose to attack with and that either has haste or has been under your control
continuously since this turn began. When you do, this creature gets +X/+0 until
end of turn, where X is the tapped creature's power." 702.154b: an optional
cost to attack (508.1g), paid as attackers are declared (508.1h), with a linked
triggered ability; 702.154c: the creature "enlists" the one it taps.

The `declare_attackers` action's `choices` name the creature each attacker with
enlist taps: `{"attacker_id": {"enlist": "creature_id"}}`; without one it taps
none. X is read as the triggered ability resolves: the tapped creature's power
then, or as it last existed on the battlefield if it has left (608.2h). One
instance of enlist per creature is played. Under the 2007 rules the choice is
refused (enlist does nothing: engine.MODERN_ONLY_KEYWORDS)."""
from __future__ import annotations

from .choices import made_for
from .continuous import characteristics, last_known
from .effects.base import effect, run
from .errors import IllegalAction
from .log import emit
from .targets import display


def pay_enlist(game, player, chosen: list) -> None:
    """The enlist costs of the attackers just declared (508.1g-h), each triggering its linked ability."""
    from .triggers import _trigger, fire
    for at in chosen:
        named = made_for(game, at.id).get("enlist")
        if not named:
            continue
        name = display(game, at)
        if not game.rules.applies("enlist"):
            raise IllegalAction("static_abilities_not_played", f"choices.{at.id}.enlist: enlist is later than February 2007; the "
                                                               f"{game.rules.title} don't have it, so {name} can't enlist a creature")
        if not characteristics(game, at).has_keyword("enlist"):
            raise IllegalAction("enlist", f"choices.{at.id}.enlist: {name} has no enlist")
        obj = game.objects.get(named) if isinstance(named, str) else None
        c = characteristics(game, obj) if obj is not None else None
        if obj is None or obj.zone != "in_play" or obj.controller != player.index or not c.is_creature:
            raise IllegalAction("enlist", f"choices.{at.id}.enlist: {named} is not a creature {player.name} controls on the battlefield")
        other = display(game, obj)
        if obj is at:
            raise IllegalAction("enlist", f"choices.{at.id}.enlist: a creature can't enlist itself")
        if obj in chosen:
            raise IllegalAction("enlist", f"choices.{at.id}.enlist: {other} was chosen to attack; enlist taps a creature that wasn't")
        if obj.tapped:
            raise IllegalAction("enlist", f"choices.{at.id}.enlist: {other} is tapped; enlist taps an untapped creature")
        if not obj.continuous_control and not c.has_keyword("haste"):
            raise IllegalAction("enlist", f"choices.{at.id}.enlist: {other} hasn't been under {player.name}'s control continuously "
                                          "since the turn began and has no haste")
        obj.tapped = True
        emit(game, f"{player.name} taps {other} as {name} attacks: {name} enlists {other}.",
             ("enlist", "as the creature attacks, its controller may tap an untapped creature they control that didn't attack "
                        "and has haste or has been under their control since the turn began"),
             ("enlists", "a creature enlists the creature tapped to pay its enlist cost"))
        fire(game, "becomes_tapped", obj=obj)
        _trigger(game, at, player.index, {"kind": "triggered", "effect": [{"do": "enlist_bonus", "enlisted": obj.id, "zcc": obj.zcc}],
                                          "text": "When you do, this creature gets +X/+0 until end of turn, where X is the tapped "
                                                  "creature's power."}, {},
                 extra_cites=(("enlist", "its triggered ability triggers when the enlist cost is paid"),))


@effect("enlist_bonus", fields=("enlisted", "zcc"), internal=True)
def enlist_bonus(game, st, ctx):
    """702.154a: "this creature gets +X/+0 until end of turn, where X is the tapped creature's power"."""
    obj = game.objects.get(st.get("enlisted"))
    if obj is None:
        return
    here = obj.zone == "in_play" and obj.zcc == st.get("zcc")
    power = max(0, (characteristics(game, obj) if here else last_known(game, obj)).power or 0)
    emit(game, f"{display(game, obj)}'s power is {power}" + ("" if here else " (as it last existed on the battlefield)") + ".",
         ("enlist", "X is the tapped creature's power"))
    run(game, [{"do": "pump", "to": "self", "power": power, "toughness": 0, "until": "end_of_turn"}], ctx)
