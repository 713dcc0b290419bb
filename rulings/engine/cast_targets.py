"""A cast trigger for a spell by what it targets: "Whenever you cast an instant or sorcery spell that targets a
creature" (Repartee: Lecturing Scornmage, Rehearsed Debater), "Whenever you cast a spell that targets a creature
you control" (Season of Growth, Mockingbird), "... a creature you don't control" (Legolas), "... one or more
permanents" (Tiller of Flesh).

The trigger's `spell_is` key `targets_a` (cast_filters.py) is a filter of permanents (target_filter.py's fields,
"controller" relative to the trigger's controller; `{}` any permanent): the spell triggers it if at least one of
the targets chosen as it was cast (2026 601.2c; 2007 409.1c) is a permanent the filter describes, read as the
spell becomes cast (2026 601.2i; 2007 409.1i). A player or a card in a graveyard is no permanent; a spell
with no targets triggers none."""
from __future__ import annotations

KEY = "targets_a"


def targeted(game, spec: dict, data: dict, source) -> list:
    """The permanents among the cast spell's targets that `spec` describes."""
    from .target_filter import why_not
    out = []
    for ref in data.get("targets", ()):
        obj = game.objects.get(ref.id) if getattr(ref, "kind", None) == "object" else None
        if obj is None or obj.zone != "in_play" or obj.zcc != ref.zcc:
            continue
        controller = source.controller if source is not None else data["player"]
        if why_not(game, spec, obj, obj.id, None, source.id if source is not None else None, controller) is None:
            out.append(obj)
    return out


def holds(game, spec: dict, data: dict, source) -> bool:
    return bool(targeted(game, spec, data, source))


def cite(game, spec: dict, data: dict, source) -> tuple:
    from .targets import display
    names = ", ".join(display(game, o) for o in targeted(game, spec, data, source))
    return ("trigger_condition", f"the spell targets {names} as it is {game.words.cast_past}")
