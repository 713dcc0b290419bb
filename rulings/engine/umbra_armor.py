"""Umbra armor (2026: 702.89a; "totem armor" until 2023, 702.89b): "If enchanted
permanent would be destroyed, instead remove all damage marked on it and destroy
this Aura." A replacement effect of each such Aura on the permanent it enchants;
with a regeneration shield or another Aura's umbra armor, the permanent's
controller chooses which applies (616.1). Later than February 2007 (Rise of the
Eldrazi, 2010): under those rules it does nothing, and the replay says so
(engine.MODERN_ONLY_KEYWORDS)."""
from __future__ import annotations

from .log import emit
from .replacement import Replacement
from .targets import display


def options(game, obj) -> list:
    """The umbra armor replacements that would apply to `obj`'s destruction: one
    for each Aura with umbra armor attached to it, under the 2026 rules."""
    if not game.rules.applies("umbra_armor"):
        return []
    from .continuous import characteristics
    out = []
    for aura in game.in_play():
        if aura.attached_to != obj.id or game.attached_host(aura) is not obj:
            continue
        if characteristics(game, aura).has_keyword("umbra_armor"):
            out.append(Replacement(aura.id, display(game, aura), aura.timestamp, kind="umbra_armor"))
    return out


def is_umbra_armor(r: Replacement) -> bool:
    return r.kind == "umbra_armor"


def apply(game, obj, r: Replacement) -> None:
    """Instead of being destroyed: all damage marked on `obj` is removed, and the
    Aura is destroyed (which a replacement of its own, or indestructible, may stop:
    the permanent is saved all the same, 614.6)."""
    from .zones import destroy
    name = display(game, obj)
    obj.damage = 0
    game.characteristics_changed()
    emit(game, f"{name} would be destroyed; instead all damage marked on it is removed and {r.source_name} is destroyed (umbra armor).",
         ("umbra_armor", f"{r.source_name} has umbra armor"),
         ("replacement_instead", "the destruction is replaced, so it never happens"))
    aura = game.objects.get(r.source_id)
    if aura is not None and aura.zone == "in_play":
        destroy(game, aura)
