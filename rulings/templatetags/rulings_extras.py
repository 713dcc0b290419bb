"""Small display helpers for scenario pages; they return plain text (escaped by templates)."""
from django import template

register = template.Library()

MANA_ORDER = ("W", "U", "B", "R", "G", "C")
ZONE_LABELS = {
    "library": "Library",
    "hand": "Hand",
    "in_play": "In play",
    "graveyard": "Graveyard",
    "removed_from_game": "Removed from game",
    "stack": "Stack",
}


@register.filter
def mana(pool):
    """{"W": 0, "R": 2, ...} -> "RR" style text; "empty" when there is none."""
    if not isinstance(pool, dict):
        return "" if pool in (None, "") else str(pool)
    parts = []
    for colour in MANA_ORDER + tuple(k for k in pool if k not in MANA_ORDER):
        amount = pool.get(colour) or 0
        if isinstance(amount, int) and amount > 0:
            parts.append(f"{amount}{colour}" if amount > 3 else colour * amount)
    return " ".join(parts) or "empty"


@register.filter
def zone_label(zone):
    return ZONE_LABELS.get(zone, str(zone).replace("_", " ").capitalize())


@register.filter
def get(mapping, key):
    if isinstance(mapping, dict):
        return mapping.get(key)
    return None


@register.filter
def label(value):
    """snake_case words from the scenario format as readable words."""
    if value is None:
        return ""
    return str(value).replace("_", " ")


@register.filter
def join_ids(values):
    if isinstance(values, (list, tuple)):
        return ", ".join(str(v) for v in values)
    return "" if values is None else str(values)


@register.filter
def plus_one(value):
    try:
        return int(value) + 1
    except (TypeError, ValueError):
        return value


@register.filter
def action_text(action):
    """An action of the scenario document in words: "Alice: play spell bolt1 → bob_bear"."""
    if not isinstance(action, dict):
        return ""
    words = [str(action.get("player") or "?") + ":", label(action.get("type") or "action")]
    if action.get("object"):
        words.append(str(action["object"]))
    if action.get("ability") not in (None, ""):
        words.append(f"(ability {action['ability']})")
    for key, value in action.items():
        if key in {"type", "player", "object", "ability", "targets"} or value in (None, "", [], {}):
            continue
        words.append(f"{label(key)} {join_ids(value) if not isinstance(value, dict) else value}")
    if action.get("targets"):
        words.append("→ " + join_ids(action["targets"]))
    return " ".join(words)


@register.filter
def facts(obj):
    from rulings.scenarios import object_facts

    return ", ".join(object_facts(obj)) if isinstance(obj, dict) else ""


@register.simple_tag
def state_panel(state):
    from rulings.scenarios import state_panel as arrange

    return arrange(state)
