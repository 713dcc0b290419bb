"""Prevention effects of permanents' static abilities (2007: 419.1d, 419.7a;
2026: 615.1a): "Prevent all damage that would be dealt to this creature",
"Prevent all combat damage that would be dealt to and dealt by enchanted
creature", "If a source an opponent controls would deal damage to you, prevent
1 of that damage" (2026 615.10: that much of each damage event), and the
Phantoms' "If damage would be dealt to this creature, prevent that damage.
Remove a +1/+1 counter from this creature" (the rest of the effect happens
right after the prevention, 615.5; once for damage dealt at the same time).

A static ability `{"kind": "static", "replacement": {"event": "prevent_damage",
"instead": "prevent" | "prevent_remove_counter", "what": "self" | "enchanted"
| "equipped" | "you", "by": "self" | "enchanted" | "equipped" | "creatures" |
"opponents_sources", "combat": true, "count": N}}`; with several replacement or
prevention effects on one event, the affected player or controller chooses the
order (419.9a / 616.1) in `effects.damage._replace`."""
from __future__ import annotations

from contextlib import contextmanager

from .log import emit
from .replacement import Replacement, statics
from .targets import display, ref_display

#: the permanents a Phantom's counter was removed from during the damage event being dealt
_REMOVED_IN_EVENT: list[set] = []


@contextmanager
def simultaneous_damage():
    """Damage dealt at the same time (combat damage, 2007: 310.4; 2026: 510.2) is
    one event: a Phantom loses one counter for all of it."""
    _REMOVED_IN_EVENT.append(set())
    try:
        yield
    finally:
        _REMOVED_IN_EVENT.pop()


def _attached_host(game, perm):
    return game.attached_host(perm) if perm.attached_to else None


def _is(game, perm, who: str, obj) -> bool:
    """Whether `obj` is the permanent `who` names from `perm`'s point of view."""
    if obj is None:
        return False
    if who == "self":
        return obj is perm
    if who in ("enchanted", "equipped"):
        return _attached_host(game, perm) is obj
    return False


def options(game, source, ref, combat: bool) -> list:
    """The static prevention effects that apply to damage from `source` to `ref` now."""
    from .continuous import last_known
    from . import widened_statics
    out = []
    for perm, ab in statics(game, "prevent_damage"):
        rep = ab["replacement"]
        if rep.get("combat") and not combat:
            continue
        if rep.get("noncombat") and combat:  # "Prevent all noncombat damage ..." (widened_statics.py)
            continue
        what = rep.get("what")
        if what == "you":
            if ref.kind != "player" or ref.id != game.players[perm.controller].name:
                continue
        elif what in widened_statics.WHAT:
            if not widened_statics.recipient_fits(game, perm, what, ref):
                continue
        elif what is not None:
            obj = game.objects.get(ref.id) if ref.kind == "object" else None
            if obj is None or obj.zcc != ref.zcc or not _is(game, perm, what, obj):
                continue
        by = rep.get("by")
        if by is not None:
            if source is None:
                continue
            if by == "creatures" and not last_known(game, source).is_creature:
                continue
            if by == "opponents_sources" and _controller_of(source) == perm.controller:
                continue
            if by in ("self", "enchanted", "equipped") and not _is(game, perm, by, source):
                continue
            if by in widened_statics.BY and not widened_statics.source_fits(game, by, source, perm):
                continue
        out.append(Replacement(perm.id, display(game, perm), perm.timestamp, ability=ab))
    return out


def _controller_of(source) -> int:
    """A source's controller; its owner's if it is a card that has none (2026 108.4a)."""
    return source.controller if source.zone in ("in_play", "stack") else source.owner


def is_static_prevention(r) -> bool:
    return r.ability is not None and r.ability["replacement"].get("event") == "prevent_damage"


def apply(game, r, source_name: str, ref, n: int) -> int:
    """Prevent the damage `r` prevents of the `n` headed for `ref`; the damage left."""
    rep = r.ability["replacement"]
    kind = "combat damage" if rep.get("combat") else "noncombat damage" if rep.get("noncombat") else "damage"
    if rep.get("count"):
        used = min(rep["count"], n)
        concept = "prevention_static_amount" if game.rules.applies("prevention_static_amount") else "prevention_effect"
        emit(game, f"{used} of the {n} damage from {source_name} to {ref_display(game, ref)} is prevented ({r.source_name}).",
             (concept, f"{r.source_name}'s static ability prevents {rep['count']} of each damage event it applies to"))
        return n - used
    emit(game, f"All {n} {kind} from {source_name} to {ref_display(game, ref)} is prevented ({r.source_name}).",
         ("prevention_effect", f"{r.source_name}'s static ability prevents that {kind}"))
    if rep.get("instead") == "prevent_remove_counter":
        _remove_counter(game, r)
    return 0


def _remove_counter(game, r) -> None:
    perm = game.objects.get(r.source_id)
    if perm is None or perm.zone != "in_play":
        return
    done = _REMOVED_IN_EVENT[-1] if _REMOVED_IN_EVENT else None
    if done is not None and (perm.id, perm.zcc) in done:
        return
    if done is not None:
        done.add((perm.id, perm.zcc))
    name = display(game, perm)
    # 2026 615.5 says when the rest of a prevention effect happens; 2007 only that the damage
    # never happens and a modified event may occur instead (419.5)
    concept = "prevention_additional_effect" if game.rules.applies("prevention_additional_effect") else "prevention_modified_event"
    if not perm.counters.get("+1/+1"):
        emit(game, f"{name} has no +1/+1 counter to remove.",
             (concept, "the rest of the effect happens right after the prevention, as far as it can"))
        return
    left = perm.counters["+1/+1"] - 1
    perm.counters = {k: v for k, v in {**perm.counters, "+1/+1": left}.items() if v}
    game.characteristics_changed()
    emit(game, f"A +1/+1 counter is removed from {name} ({left} left).",
         (concept, "the rest of the effect happens right after the prevention"))


# --- "Prevent all [combat] damage that would be dealt to / by target creature this turn" -----------
from .effects.base import effect, permanent  # noqa: E402  (the instruction below is registered with the others)
from .state import Effect  # noqa: E402

PREVENT_ALL_THIS_TURN = "prevent_all_this_turn"  # an Effect kind on the creature: what it is dealt or deals


@effect("prevent_all_damage_this_turn", fields=("what", "dealt", "combat"))
def prevent_all_damage_this_turn(game, st, ctx):
    """A prevention effect from a resolved spell or ability, on one permanent until end of
    turn (2007: 419.7a, 418.3a; 2026: 615.1a, 611.2a): `dealt` "to" (damage dealt to it),
    "by" (damage it would deal) or "to_and_by"; `combat`: combat damage only. It follows
    that object, not a later one (400.7)."""
    obj = permanent(game, ctx, st, "what", "target:0")
    if obj is None:
        return
    dealt = st.get("dealt", "to")
    combat = bool(st.get("combat"))
    roles = ("to", "by") if dealt == "to_and_by" else (dealt,)
    game.effects = game.effects + tuple(
        Effect(game.new_timestamp(), PREVENT_ALL_THIS_TURN, obj.id, obj.zcc, (("role", role), ("combat", combat), ("source_id", ctx.source_id)),
               "end_of_turn", ctx.source_name) for role in roles)
    kind = "combat damage" if combat else "damage"
    said = {"to": f"dealt to {display(game, obj)}", "by": f"{display(game, obj)} would deal",
            "to_and_by": f"dealt to and dealt by {display(game, obj)}"}[dealt]
    emit(game, f"All {kind} {said} this turn will be prevented.",
         ("prevention_effect", f"{ctx.source_name} makes a prevention effect that lasts this turn"))


def resolved_options(game, source, ref, combat: bool) -> list:
    """The "this turn" prevention effects on damage from `source` to `ref`."""
    from .replacement import shield
    if not game.effects:
        return []
    out = []
    for e in game.effects:
        if e.kind != PREVENT_ALL_THIS_TURN or (e.get("combat") and not combat):
            continue
        if e.get("role") == "to" and ref.kind == "object" and e.target == ref.id and e.zcc == ref.zcc:
            out.append(shield(e))
        elif e.get("role") == "by" and source is not None and e.target == source.id and e.zcc == source.zcc \
                and (not e.get("to_player") or ref.kind == "player" and ref.id == e.get("to_player")):  # "... would deal to you" (chosen_source_all.py)
            out.append(shield(e))
    return out


def is_resolved_prevention(r) -> bool:
    return r.effect is not None and r.effect.kind == PREVENT_ALL_THIS_TURN


def apply_resolved(game, r, source_name: str, ref, n: int) -> int:
    kind = "combat damage" if r.effect.get("combat") else "damage"
    emit(game, f"All {n} {kind} from {source_name} to {ref_display(game, ref)} is prevented ({r.source_name}).",
         ("prevention_effect", f"{r.source_name}'s prevention effect lasts this turn"))
    return 0
