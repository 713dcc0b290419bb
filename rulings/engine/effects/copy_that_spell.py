"""A cast trigger's "copy that spell" / "copy it" (Swarm Intelligence, Mirari; a delayed "When you
next cast an instant or sorcery spell this turn, copy that spell"): the spell whose casting
triggered the ability is copied as the ability resolves (2007: 503.10; 2026: 707.10), the copy
controlled by the ability's controller. The spell is the one on the stack if it is still there;
if it has left (countered, resolved), the copy is made from it as it last existed on the stack
(2007: 413.2f; 2026: 608.2h). `new_targets` is "You may choose new targets for the copy" (the
action's `copy_targets`, 503.10b / 707.10c); without it the copy keeps the original's. `count`: "copy
that spell twice"."""
from __future__ import annotations

from ..log import emit
from .base import effect
from .copies import put_copy, spell_item


@effect("copy_that_spell", fields=("new_targets", "count"))
def copy_that_spell(game, st, ctx):
    item = ctx.data.get("event_spell")
    if item is None:
        emit(game, "No spell triggered this ability, so there is no spell to copy.")
        return
    obj = game.objects.get(item.source_id)
    current = spell_item(game, obj) if obj is not None and obj.zcc == item.source_zcc else None
    why = ()
    if current is None:
        why = (("last_known_information", f"{item.name} has left the stack: it is copied as it last existed there"),)
    for n in range(int(st.get("count", 1))):  # "copy that spell twice": each copy its own new targets
        put_copy(game, current or item, ctx.controller, n, why, st.get("new_targets", True))
