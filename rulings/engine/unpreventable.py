"""Damage that "can't be prevented": Flaring Pain's "Damage can't be prevented
this turn." (a rules-modifying effect until end of turn, 2007: 418.3b; 2026:
611.2c), the static ability "Damage can't be prevented." of a permanent (Leyline of Punishment:
keyword `damage_cant_be_prevented`, while it is on the battlefield) and the rider of a damage instruction ("~ deals 4 damage to target
creature. The damage can't be prevented.": `"cant_be_prevented": true`).

2026 615.12: the applicable prevention effects are still applied, but they
prevent nothing; their additional effects still happen (a Phantom's or a
shield counter's counter is removed) and a prevention shield isn't reduced.
2007 has no such rule: the "can't" effect wins over the prevention effect
(103.2), so no prevention effect, protection's included, prevents the damage,
and none of them is used up. Redirection and damage-doubling effects aren't
prevention effects and still apply."""
from __future__ import annotations

from .effects.base import effect
from .log import emit
from .state import Effect
from .targets import ref_display

KIND = "damage_unpreventable"  # a game-wide Effect: "Damage can't be prevented this turn"
_PREVENTION_EFFECTS = ("prevent", "prevent_source", "prevent_all", "prevent_all_this_turn")


@effect("damage_cant_be_prevented", fields=())
def damage_cant_be_prevented(game, st, ctx):
    """Until end of turn, no damage can be prevented (it modifies the rules of the game)."""
    game.effects = game.effects + (Effect(game.new_timestamp(), KIND, "", -1, (("source_id", ctx.source_id),),
                                          "end_of_turn", ctx.source_name),)
    emit(game, "Damage can't be prevented this turn.",
         ("rules_modifying_effect", "it modifies no object's characteristics, so it modifies the rules of the game"),
         ("effect_lasts_as_stated", "it lasts until end of turn, after its source has left the stack"))


KEYWORD = "damage_cant_be_prevented"  # the static ability "Damage can't be prevented." (Leyline of Punishment)


def cant_be_prevented(game, rider: bool) -> str | None:
    """Why the damage being dealt can't be prevented (the effect's source, or the permanent whose
    static ability says so), or None."""
    if rider:
        return "its own effect"
    found = next((e for e in game.effects if e.kind == KIND), None) if game.effects else None
    if found is not None:
        return found.source
    from .continuous import characteristics
    from .targets import display
    perm = next((o for o in game.in_play() if not o.face_down and characteristics(game, o).has_keyword(KEYWORD)), None)
    return display(game, perm) if perm is not None else None


def is_prevention(r) -> bool:
    """A prevention effect among the options for a damage event (not a redirection or a doubling)."""
    from . import prevention_statics
    if r.effect is not None:
        return r.effect.kind in _PREVENTION_EFFECTS
    return r.kind == "shield_counter" or prevention_statics.is_static_prevention(r)


def protection_ignored(game, source_name: str, ref, n: int, why: str) -> None:
    """Protection's damage prevention (2007: 502.7e; 2026: 702.16e) doesn't prevent it either."""
    _say(game, f"{n} damage from {source_name} to {ref_display(game, ref)} isn't prevented by its protection: "
               f"the damage can't be prevented ({why}).")


def applied_without_preventing(game, options: list, source_name: str, ref, n: int, why: str) -> None:
    """The prevention effects that would apply prevent nothing; under 2026, those with an
    additional effect still have it (615.12), each once."""
    names = ", ".join(r.source_name for r in options)
    _say(game, f"The {n} damage from {source_name} to {ref_display(game, ref)} can't be prevented ({why}): "
               f"{names} prevents none of it" + (" and isn't used up." if any(r.effect is not None for r in options) else "."))
    if not game.rules.applies("unpreventable_damage"):
        return
    from . import later_counters, prevention_statics
    for r in options:
        if r.kind == "shield_counter":
            obj = game.objects[ref.id]
            left = later_counters._remove_one(game, obj, "shield")
            emit(game, f"A shield counter is removed from {ref_display(game, ref)} ({left} left), though no damage was prevented.",
                 ("unpreventable_damage", "the prevention effect's additional effect still takes place"))
        elif prevention_statics.is_static_prevention(r) and r.ability["replacement"].get("instead") == "prevent_remove_counter":
            prevention_statics._remove_counter(game, r)


def _say(game, text: str) -> None:
    if game.rules.applies("unpreventable_damage"):
        emit(game, text, ("unpreventable_damage", "unpreventable damage: prevention effects prevent none of it"))
    else:
        emit(game, text, ("cant_effect_wins", "the effect saying the damage can't be prevented wins over any saying it is prevented"))


# --- "Damage that would be dealt by this creature can't be prevented." (Excruciator) ---
ITS_OWN = "its_damage_cant_be_prevented"  # a permanent's static ability about the damage it deals


def source_says(game, source) -> str | None:
    """The source's own static ability "Damage that would be dealt by this creature can't be
    prevented." (as the source is, or as it last existed): its name, or None. A face-down creature
    has no such ability."""
    if source is None or getattr(source, "face_down", False):
        return None
    from .continuous import last_known
    from .targets import display
    return display(game, source) if last_known(game, source).has_keyword(ITS_OWN) else None
