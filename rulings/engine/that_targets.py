"""A spell "that targets [something]": "Counter target spell that targets a creature you control"
(Hindering Light, Turn Aside, Confound), a target filter's `that_targets` field.

2026 115.9b: such a check reads the current state of the spell's targets; an object it targets
that is no longer in the zone it's expected to be in (a new object, 400.7) is ignored, its last
known information not used; a player it targets counts while in the game. The 2007 rules have no
rule of their own for the phrase (its spells read it the same way, from the spell's targets).

`{"that_targets": {"permanent": {filter}, "player": "you" | "any"}}`: at least one of them; the
permanent filter has the fields of a permanent's target filter ("you" is the counterspell's
controller), `player` a player it targets (you, or any player).
"""
from __future__ import annotations

#: the fields a `that_targets` permanent filter may use: what the permanent is and whose
PERMANENT_FIELDS = ("types", "all_types", "not_types", "subtypes", "colors", "not_colors", "controller")
PLAYERS = ("you", "any")


def problems(value) -> list[tuple[str, str]]:
    """What is wrong with a `that_targets` value, as (field, message) pairs."""
    if not isinstance(value, dict) or not value or set(value) - {"permanent", "player"}:
        return [("that_targets", 'must be an object with "permanent" (a filter) and/or "player" ("you" or "any")')]
    out = []
    if "player" in value and value["player"] not in PLAYERS:
        out.append(("that_targets.player", 'must be "you" or "any"'))
    if "permanent" in value:
        perm = value["permanent"]
        if not isinstance(perm, dict) or set(perm) - set(PERMANENT_FIELDS):
            out.append(("that_targets.permanent", "must be a filter of " + ", ".join(PERMANENT_FIELDS)))
        else:
            from .target_filter import problems as filter_problems
            out += [(f"that_targets.permanent.{k}", m) for k, m in filter_problems(perm, ())]
    return out


def describe(value: dict) -> str:
    from .target_filter import describe as describe_filter
    parts = []
    if value.get("player"):
        parts.append("you" if value["player"] == "you" else "a player")
    if "permanent" in value:
        words = describe_filter(value["permanent"]).removeprefix("target ")
        parts.append(("an " if words[:1] in "aeiou" else "a ") + words)
    return "that targets " + " or ".join(parts)


def why_not(game, value: dict, obj, name: str, controller: int | None) -> str | None:
    """None if the spell `obj` targets what `value` describes now (2026 115.9b), else why not."""
    from .target_filter import why_not as why_not_filter
    item = next((i for i in game.stack if i.kind == "spell" and i.source_id == obj.id), None)
    for t in (item.targets if item is not None else ()):
        if t.kind == "player" and value.get("player"):
            player = next((p for p in game.players if p.name == t.id), None)
            if player is None or getattr(player, "lost", False):
                continue  # a player no longer in the game is ignored
            if value["player"] == "any" or player.index == controller:
                return None
        elif t.kind == "object" and "permanent" in value:
            target = game.objects.get(t.id)
            if target is None or target.zone != "in_play" or target.zcc != t.zcc:
                continue  # no longer where it was targeted: ignored, not its last known information
            if why_not_filter(game, value["permanent"], target, t.id, None, None, controller) is None:
                return None
    return f"{name} is not a spell {describe(value)}"
