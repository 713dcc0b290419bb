"""Phasing: the keyword "Phasing" (Teferi's Drake) and the instruction "phase_out" ("This creature
phases out", "Target creature phases out").

A phased-out permanent is kept out of every list of permanents in play, in a place of its own
beside its controller's in-play zone: `game.zones[(controller, PHASED_OUT)]`, with its `zone`
set to PHASED_OUT. Under the 2007 rules that is a zone, the phased-out zone (217.8a), whose
objects are not in play (217.8c); under the 2026 rules it is a status (110.5, 702.26b) and the
permanent is "treated as though it does not exist". Either way nothing that looks at the
permanents in play sees it: it can't be targeted, counted, attack or block, its abilities don't
apply, and it doesn't untap. Phasing is not a zone change (2007 502.15f, an exception to 217.1c;
2026 702.26d), so the object keeps its id, zcc, timestamp, counters, status and attachments,
and phases in as the same permanent.

- phasing out removes it from combat (2007 306.2: it leaves play; 2026 506.4); under 2007 all
  damage dealt to it is removed (502.15e) and a token ceases to exist (217.8d, done at once);
  under 2026 damage stays marked and the cleanup step removes it (514.2, priority._cleanup);
- every Aura and Equipment attached to it phases out with it, "indirectly" (2007 502.15i;
  2026 702.26g), and phases in only with it: an object phased out while attached to an object
  that is also phased out is one that phased out indirectly (2026 702.26h);
- as the active player's untap step begins, before untapping, their permanents with phasing
  phase out and, simultaneously, what phased out under their control phases in (2007 302.1,
  502.15b; 2026 502.1). A skipped untap step has no phasing event (2007 502.15c; 2026 702.26m):
  this runs only in an untap step that happens.
"""
from __future__ import annotations

from .continuous import characteristics
from .effects.base import effect, permanent
from .log import emit
from .state import PHASED_OUT
from .targets import display


def phased_out(game, controller: int | None = None) -> list:
    """The phased-out permanents (of one player: those that phased out under their control)."""
    players = [controller] if controller is not None else [p.index for p in game.players]
    return [game.objects[i] for p in players for i in game.zones.get((p, PHASED_OUT), ())]


def _attached_to(game, host) -> list:
    """The Auras and Equipment attached to `host` (as it is now), in play."""
    return [o for o in game.in_play() if o.attached_to == host.id and o.attached_zcc == host.zcc]


def _set_zone(game, obj, zone: str) -> None:
    src = (obj.controller, obj.zone)
    game._zones_replace(src, tuple(i for i in game.zones[src] if i != obj.id))
    obj.zone = zone
    dst = (obj.controller, zone)
    game._zones_replace(dst, game.zones[dst] + (obj.id,))


def _own_triggers(game, objs: list, event: str, abilities: dict | None = None) -> None:
    """ "Whenever this creature phases in / out": each object's own ability triggers; one that
    triggers as it phases out looks back in time, at its abilities as it was in play (2007 502.15d:
    abilities that specifically mention phasing trigger on it; 2026 603.10b)."""
    from .triggers import _trigger, triggered_abilities
    for o in objs:
        found = abilities[o.id] if abilities is not None else characteristics(game, o).abilities
        for ab in triggered_abilities(found):
            trig = ab.get("trigger", {})
            if trig.get("event") == event and trig.get("who") == "self":
                cites = (("phasing_triggers", "an ability that specifically mentions phasing triggers on it"),) \
                    if game.rules.applies("phasing_triggers") else \
                    (("phases_out_looks_back", "an ability that triggers when a permanent phases out looks back in time"),) \
                    if event == "phases_out" else ()
                _trigger(game, o, o.controller, ab, {"obj": o}, extra_cites=cites)


def phase_out(game, obj, reason: str) -> None:
    """`obj` (in play) phases out, with everything attached to it, indirectly."""
    indirect = []
    todo = [obj]
    while todo:
        host = todo.pop()
        for a in _attached_to(game, host):
            if a not in indirect and a is not obj:
                indirect.append(a)
                todo.append(a)
    in_combat = obj.attacking or obj.blocking is not None
    before = {o.id: characteristics(game, o).abilities for o in (obj, *indirect)}  # as they were in play (look back)
    for o in (obj, *indirect):
        if o.attacking or o.blocking is not None or o.blocked:
            o.attacking = False
            o.attacking_what = None
            o.blocking = None
            o.blocked = False
        _set_zone(game, o, PHASED_OUT)
    game.characteristics_changed()
    emit(game, f"{display(game, obj)} phases out{reason}: it is treated as though it doesn't exist.",
         ("phases_out", "a phased-out permanent is treated as though it doesn't exist"),
         ("phasing_same_permanent", "phasing doesn't change its zone as a zone change would: it stays the same permanent, "
                                    "with its counters and status"))
    if indirect:
        emit(game, f"{', '.join(display(game, a) for a in indirect)} {'phases' if len(indirect) == 1 else 'phase'} out with it.",
             ("phase_out_indirectly", "Auras and Equipment attached to a permanent that phases out phase out indirectly"))
    if in_combat:
        emit(game, f"{display(game, obj)} is removed from combat.",
             ("phasing_removed_from_combat", "a permanent that phases out is removed from combat"))
    _own_triggers(game, [o for o in (obj, *indirect) if o.zone == PHASED_OUT], "phases_out", before)
    if game.rules.applies("phasing_damage_removed"):  # 2007 only: under 2026 damage stays (514.2)
        damaged = [o for o in (obj, *indirect) if o.damage]
        for o in damaged:
            o.damage = 0
        if damaged:
            emit(game, f"All damage dealt to {display(game, obj)} is removed.",
                 ("phasing_damage_removed", "when a permanent phases out, all damage dealt to it is removed"))
    if game.rules.applies("phased_out_token_ceases"):  # 2007 only: under 2026 tokens exist while phased out (702.26d)
        tokens = [o for o in (obj, *indirect) if o.token]
        for o in tokens:
            game.cease_to_exist(o)
        if tokens:
            emit(game, f"{', '.join(o.card.get('name', o.id) for o in tokens)}: a token in the phased-out zone ceases to exist.",
                 ("phased_out_token_ceases", "tokens in the phased-out zone cease to exist"))


def _phase_in(game, obj) -> list:
    """`obj` phases in, with what phased out indirectly with it; the objects that phased in."""
    back = [obj]
    todo = [obj]
    while todo:
        host = todo.pop()
        for a in phased_out(game):
            if a.attached_to == host.id and a.attached_zcc == host.zcc and a not in back:
                back.append(a)
                todo.append(a)
    for o in back:
        _set_zone(game, o, "in_play")
    return back


def _indirect(game, obj) -> bool:
    """Whether `obj` phased out indirectly: it is attached to an object that is also phased out."""
    host = game.objects.get(obj.attached_to) if obj.attached_to else None
    return host is not None and host.zcc == obj.attached_zcc and host.zone == PHASED_OUT


def phasing_event(game) -> None:
    """As the active player's untap step begins, before they untap (2007 302.1, 502.15b; 2026 502.1)."""
    active = game.active
    coming_in = [o for o in phased_out(game, active) if not _indirect(game, o)]
    going_out = [o for o in game.in_play(active) if characteristics(game, o).has_keyword("phasing")]
    if not coming_in and not going_out:
        return
    back = []
    for o in coming_in:
        back += _phase_in(game, o)
    if back:
        game.characteristics_changed()
        emit(game, f"{', '.join(display(game, o) for o in back)} {'phases' if len(back) == 1 else 'phase'} in: "
                   "the same permanent it was, in the state it phased out in.",
             ("phasing_untap_step", "before the active player untaps, what phased out under their control phases in, "
                                    "and their permanents with phasing phase out, simultaneously"),
             ("phasing_same_permanent", "a permanent that phases in is the same permanent it was"))
        _own_triggers(game, back, "phases_in")
    for o in going_out:
        if o.zone == "in_play":
            phase_out(game, o, " (phasing, as the untap step begins)")
    if going_out:
        emit(game, "The phasing event is a turn-based action: it doesn't use the stack.",
             ("phasing_untap_step", "permanents with phasing the active player controls phase out before they untap"))


@effect("phase_out", fields=("what",))
def phase_out_instruction(game, st, ctx):
    """ "[It] phases out": the permanent `what` names (default the first target), if still in play."""
    obj = permanent(game, ctx, st, "what", "target:0")
    if obj is None:
        return
    phase_out(game, obj, "")
