""""You control enchanted creature" (Control Magic, Mind Control): an Aura's static
ability that changes control, applied in layer 2 (2007 418.5a: "(2) control-changing
effects"; 2026 613.1b). "You" is the Aura's controller, which changing control of the
permanent doesn't change (2007 212.4i; 2026 303.4e). The effect applies while the Aura
is in play attached to that permanent and has the ability; it follows that object, not a
later one (217.1c / 400.7).

The engine keeps a permanent's controller as the result of its layer 2: each
control-changing effect on it (an `Effect` of kind "control" from a resolved spell,
Threaten's "until end of turn", or "aura_control" while an Aura's ability applies)
remembers the controller the permanent had before any of them (`base`), and the one in
the latest timestamp order decides (2007 418.5e; 2026 613.7): an Aura's effect has the
Aura's timestamp. When the last one ends, the permanent returns to its base controller.
The Auras' effects are begun and ended before state-based actions are checked (so
whenever a player would receive priority) and when "until end of turn" effects end."""
from __future__ import annotations

from .continuous import abilities_now
from .log import emit
from .state import Effect
from .targets import display

AURA_CONTROL = "aura_control"  # an Effect kind on the enchanted permanent
CONTROL_KINDS = ("control", AURA_CONTROL)


def controls_enchanted(game, aura) -> bool:
    return not aura.face_down and any(ab.get("kind") == "static" and ab.get("controls_enchanted") for ab in abilities_now(game, aura))


def control_effects(game, obj) -> list:
    """The control-changing effects on `obj` now, in timestamp order."""
    return sorted((e for e in game.effects if e.kind in CONTROL_KINDS and e.target == obj.id and e.zcc == obj.zcc),
                  key=lambda e: e.timestamp)


def base_controller(game, obj) -> int:
    """The controller `obj` has without any control-changing effect."""
    effects = control_effects(game, obj)
    if not effects:
        return obj.controller
    first = effects[0]
    return first.get("base") if first.get("base") is not None else first.get("from")


def _new_controller(game, e) -> int | None:
    if e.kind == AURA_CONTROL:
        aura = game.objects.get(e.get("aura"))
        return aura.controller if aura is not None else None
    return e.get("to")


def settle(game, obj, ended_base: int | None = None, why: str = "") -> None:
    """Give `obj` (still in play) the controller its layer 2 says: the latest effect's,
    or `ended_base` (its base controller) when none is left."""
    if obj.zone != "in_play":
        return
    from .control import change_control
    effects = control_effects(game, obj)
    new = _new_controller(game, effects[-1]) if effects else ended_base
    if new is None or new == obj.controller:
        return
    if effects and effects[-1].kind == AURA_CONTROL:
        source = effects[-1].source
        aura = game.objects.get(effects[-1].get("aura"))
        text = next((ab.get("text") for ab in (abilities_now(game, aura) if aura is not None else ())
                     if ab.get("kind") == "static" and ab.get("controls_enchanted") and ab.get("text")), None)
        change_control(game, obj, new, f"{game.players[new].name} controls {display(game, obj)}: {source}'s ability"
                                       + (f" \"{text}\"" if text else "."))
    else:
        change_control(game, obj, new, f"{display(game, obj)} returns to {game.players[new].name}'s control{why}.")
        if why:
            emit(game, f"No control-changing effect applies to {display(game, obj)} any more.",
                 ("control_changing_effect", "without a control-changing effect, its controller is its base controller again"))


def apply_aura_control(game) -> bool:
    """Begin the effect of each Aura with "You control enchanted ..." attached to a
    permanent, end those that no longer apply, and settle the controllers they concern,
    again until nothing changes (an Aura that steals another such Aura changes whom that
    one's effect favors). Whether anything changed."""
    changed = False
    for _ in range(10):
        if not _apply_once(game):
            break
        changed = True
    return changed


def _apply_once(game) -> bool:
    wanted = {}
    for aura in game.in_play():
        if not aura.attached_to:
            continue
        host = game.attached_host(aura)
        if host is None or host.zone != "in_play" or not controls_enchanted(game, aura):
            continue
        wanted[(aura.id, aura.zcc)] = (aura, host)
    current = [e for e in game.effects if e.kind == AURA_CONTROL]
    ended = []
    for e in current:
        w = wanted.get((e.get("aura"), e.get("aura_zcc")))
        if w is None or (w[1].id, w[1].zcc) != (e.target, e.zcc):
            ended.append(e)
    have = {(e.get("aura"), e.get("aura_zcc"), e.target, e.zcc) for e in current if e not in ended}
    new = []
    for (aid, azcc), (aura, host) in wanted.items():
        if (aid, azcc, host.id, host.zcc) not in have:
            new.append(Effect(aura.timestamp, AURA_CONTROL, host.id, host.zcc,
                              (("aura", aid), ("aura_zcc", azcc), ("base", base_controller(game, host))), None, display(game, aura)))
    bases = {}
    for e in ended:
        bases.setdefault(e.target, (e.zcc, e.get("base"), e.source))
    if ended or new:
        game.effects = tuple(e for e in game.effects if e not in ended) + tuple(new)
    before = {o.id: o.controller for o in game.in_play()}
    concerned = {e.target for e in current} | {e.target for e in new}
    for e in new:
        aura, host = wanted[(e.get("aura"), e.get("aura_zcc"))]
        emit(game, f"{display(game, aura)}'s controller, {game.players[aura.controller].name}, controls {display(game, host)} "
                   f"as long as {display(game, aura)} enchants it.",
             ("control_changing_effect", "a control-changing effect applies in its own layer, in timestamp order"),
             ("aura_controller_separate", "\"you\" is the Aura's controller, separate from the enchanted permanent's"))
    for oid in concerned:
        obj = game.objects.get(oid)
        if obj is None or obj.zone != "in_play":
            continue
        zcc, base, source = bases.get(oid, (None, None, ""))
        settle(game, obj, base if zcc == obj.zcc else None, f" ({source}'s control effect has ended)" if zcc == obj.zcc else "")
    return bool(ended or new) or any(before.get(o.id) != o.controller for o in game.in_play())
