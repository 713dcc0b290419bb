"""The step's game-state snapshot arranged for the panel of the step page, and the
facts printed for each object; worked out here rather than in the templates."""
from __future__ import annotations

ZONES = ("hand", "in_play", "graveyard", "library", "removed_from_game")
ZONE_LABELS = {
    "library": "Library",
    "hand": "Hand",
    "in_play": "In play",
    "graveyard": "Graveyard",
    "removed_from_game": "Removed from game",
}
# The zones as the June 2026 rules name them (110.1 the battlefield, 406 exile).
ZONE_LABELS_2026 = {**ZONE_LABELS, "in_play": "Battlefield", "removed_from_game": "Exile"}
# A library lists its top cards only: the rest rarely matters to a ruling.
LIBRARY_SHOWN = 5
_PLAYER_KEYS_SHOWN = {"name", "life", "mana_pool", "zones", "won"}


def step_name(step, rules) -> str:
    """A step as the edition names it ("end of turn step" in 2007, "end step" in 2026)."""
    if not step:
        return ""
    from rulings.engine.editions import EDITIONS, rules_for
    names = rules_for(rules if rules in EDITIONS else None).words.step_names
    return names.get(step) or f"{str(step).replace('_', ' ')} step"


def state_panel(state: dict) -> dict:
    """The step's game-state snapshot arranged for the panel: per player, life, mana
    pool and zones; then the stack (top first) and who has priority."""
    state = state if isinstance(state, dict) else {}
    labels = ZONE_LABELS_2026 if state.get("rules") == "2026-06-19" else ZONE_LABELS
    all_zones = state.get("zones") if isinstance(state.get("zones"), dict) else {}
    players = []
    for player in state.get("players") or []:
        if not isinstance(player, dict):
            continue
        name = player.get("name")
        zones = player.get("zones") if isinstance(player.get("zones"), dict) else all_zones.get(name, {})
        zones = zones if isinstance(zones, dict) else {}
        names = list(ZONES) + [z for z in zones if z not in ZONES]
        zone_views = []
        for zone in names:
            objects = [o for o in zones.get(zone) or [] if isinstance(o, dict)]
            if zone == "library":  # the state lists a library as the engine holds it, bottom card first: show the top first
                objects = objects[::-1]
            shown = objects[:LIBRARY_SHOWN] if zone == "library" else objects
            zone_views.append(
                {
                    "zone": zone,
                    "label": labels.get(zone, zone.replace("_", " ").capitalize()),
                    "count": len(objects),
                    "objects": [_object_view(o) for o in shown],
                    "more": len(objects) - len(shown),
                }
            )
        players.append(
            {
                "name": name,
                "life": player.get("life"),
                "mana_pool": player.get("mana_pool"),
                "is_active": name == state.get("active_player"),
                "has_priority": name == state.get("priority_player"),
                "extra": [
                    (key, value)
                    for key, value in player.items()
                    if key not in _PLAYER_KEYS_SHOWN
                    and isinstance(value, (str, int, float))
                    and not isinstance(value, bool)
                    and value not in ("", None)
                ],
                "lost": bool(player.get("lost")),
                "monarch": bool(player.get("monarch")),  # the monarch designation (2026 725.1)
                "initiative": bool(player.get("initiative")),  # the initiative designation (2026 726.1)
                "zones": zone_views,
            }
        )
    stack = [item for item in (state.get("stack") or []) if isinstance(item, dict)]
    return {
        "turn": state.get("turn"),
        "phase": state.get("phase"),
        "step": state.get("step"),
        "step_name": step_name(state.get("step"), state.get("rules")),
        "active_player": state.get("active_player"),
        "priority_player": state.get("priority_player"),
        "players": players,
        "stack_top_first": list(reversed(stack)),
        "awaiting": state.get("awaiting"),
        "continuous_effects": [e for e in state.get("continuous_effects") or [] if isinstance(e, dict)],
        "delayed_triggers": [d for d in state.get("delayed_triggers") or [] if isinstance(d, dict)],
        "waiting_triggers": [t for t in state.get("waiting_triggers") or [] if isinstance(t, dict)],
        "game_over": state.get("game_over"),
        "winner": state.get("winner"),
    }


def _object_view(obj: dict) -> dict:
    """What the panel prints for one object, worked out here rather than in the template."""
    return {
        "id": str(obj.get("id", "")),
        "name": str(obj.get("name") or obj.get("card") or "a face-down card"),
        "type_line": type_line(obj),
        "facts": ", ".join(object_facts(obj)),
        "tapped": bool(obj.get("tapped")),
    }


def object_facts(obj: dict) -> list[str]:
    """Short facts about a card or permanent beyond its name: "2/2", "tapped", "1 damage"..."""
    facts = ["token"] if obj.get("token") else []
    if obj.get("power") is not None and obj.get("toughness") is not None:
        facts.append(f"{obj['power']}/{obj['toughness']}")
    # its keywords now, after effects (Jump's flying, Crash Landing's loss of it)
    facts += [str(k) for k in obj.get("keywords") or []]
    if obj.get("face_down"):
        facts.append("face down")
    if obj.get("flipped"):
        facts.append("flipped")  # a status (510.1): the name shown is the flipped half's
    if obj.get("tapped"):
        facts.append("tapped")
    if obj.get("damage"):
        facts.append(f"{obj['damage']} damage")
    for name, count in (obj.get("counters") or {}).items():
        facts.append(f"{count} {name} counter{'s' if count != 1 else ''}")
    if obj.get("summoning_sick"):
        facts.append("came under its controller's control this turn")
    if obj.get("attached_to"):
        facts.append(f"attached to {obj['attached_to']}")
    if obj.get("attacking"):
        facts.append("attacking" + (", blocked" if obj.get("blocked") else ""))
    if obj.get("blocking"):
        facts.append(f"blocking {obj['blocking']}")
    if obj.get("controller") and obj.get("owner") and obj["controller"] != obj["owner"]:
        facts.append(f"controlled by {obj['controller']}")
    return facts


def type_line(obj: dict) -> str:
    """"Basic Land — Forest", "Creature — Bear": the object's types as printed."""
    def words(key):
        value = obj.get(key) or []
        return [str(v) for v in value] if isinstance(value, list) else [str(value)]

    main = " ".join(words("supertypes") + words("types"))
    sub = " ".join(words("subtypes"))
    return f"{main} — {sub}" if main and sub else main
