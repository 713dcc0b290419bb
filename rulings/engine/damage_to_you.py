"""Damage dealt to the ability's controller, seen from the source: "Whenever a creature deals
damage to you, destroy it" (No Mercy), "Whenever a permanent deals damage to you, return it to
its owner's hand" (Dissipation Field), "Whenever a source an opponent controls deals damage to
you, ..." (Retaliator Griffin).

The trigger is `{"event": "deals_damage", "to": "you", "who": <one of WHO>}`. The player dealt
the damage is the controller of the ability's source, so the ability's "it" (and "that
creature") is the source that dealt the damage, not the player. Each source's damage to the
player is its own occurrence of the event, and the ability triggers once for each (2007: 410.6;
2026: 603.2c: "only once each time its trigger event occurs"): two creatures dealing combat
damage to you at once trigger it twice, once for each creature. Whether the source is a
creature, a permanent, or controlled by an opponent is read as the damage is dealt, from its
last known information if it has left the battlefield (2007: 413.2f; 2026: 608.2h); "destroy
it" then finds a new object and does nothing (2026 400.7; 2007 217.1c).
"""
from __future__ import annotations

#: who dealt the damage: any creature, any permanent, a source an opponent of the ability's controller controls,
#: a source its controller controls, any source
WHO = ("damaging_creature", "damaging_permanent", "opponents_source", "yours_source", "any_source")
WHO += ("enchanted_creature",)  # "Whenever enchanted creature deals damage to you" (Backfire): the creature the Aura enchants as it deals it


def matches(game, trig: dict, source, data: dict) -> bool:
    """`data` is one recipient's share of a damage event (triggers.fire "deals_damage")."""
    ref = data.get("it")
    if ref is None or ref.kind != "player" or game.player_named(ref.id).index != source.controller:
        return False
    if trig.get("combat") and not data.get("combat"):
        return False  # "combat damage": the combat damage step's only (2007: 310.4; 2026: 510.2)
    dealer = data["source"]
    from .continuous import last_known, left_play
    c = last_known(game, dealer)
    who = trig.get("who")
    on_battlefield = dealer.zone == "in_play" or left_play(dealer)
    if who == "enchanted_creature":
        return dealer.zone == "in_play" and source.attached_to == dealer.id and source.attached_zcc == dealer.zcc
    if who == "damaging_creature":
        return on_battlefield and c.is_creature
    if who == "damaging_permanent":
        return on_battlefield
    if who == "opponents_source":
        return controller(dealer) != source.controller
    if who == "yours_source":
        return controller(dealer) == source.controller
    return who == "any_source"


def controller(dealer) -> int:
    """The source's controller: a permanent's or a spell's; a card elsewhere has its owner's."""
    from .continuous import left_play
    return dealer.controller if dealer.zone in ("in_play", "stack") or left_play(dealer) else dealer.owner


def source_ref(data: dict):
    """The ability's "it": the source that dealt the damage, as the object it was then."""
    from .state import TargetRef
    dealer = data["source"]
    return TargetRef("object", dealer.id, dealer.zcc)


def is_to_you(ab: dict) -> bool:
    trig = ab.get("trigger", {})
    return trig.get("event") == "deals_damage" and trig.get("to") == "you"


CITE = ("trigger_once_per_event", "the ability triggers once for each source that dealt damage to its controller, "
        "and \"it\" is that source")
