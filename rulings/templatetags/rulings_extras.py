"""Small display helpers for scenario pages; they return plain text (escaped by templates)."""
from django import template

from rulings.services.choices import ACTION_WORDS_2026
from rulings.services.state_panel import ZONE_LABELS as scenario_zone_labels
from rulings.services.state_panel import ZONE_LABELS_2026 as scenario_zone_labels_2026
from rulings.services.state_panel import object_facts, state_panel as arrange
from rulings.services.state_panel import type_line as printed

register = template.Library()

MANA_ORDER = ("W", "U", "B", "R", "G", "C")
ZONE_LABELS = {**scenario_zone_labels, "stack": "Stack"}
ZONE_LABELS_2026 = {**scenario_zone_labels_2026, "stack": "Stack"}


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
def zone_label(zone, rules=None):
    """A zone's name in the words of the scenario's edition (`rules`, its date):
    "In play" under February 2007, "Battlefield" under June 2026."""
    labels = ZONE_LABELS_2026 if _today(rules) else ZONE_LABELS
    return labels.get(zone, str(zone).replace("_", " ").capitalize())


def _today(of) -> bool:
    """Whether the edition of `of` (a scenario document, a scenario, or an
    edition's date) speaks today's words (June 2026)."""
    from rulings.engine.editions import EDITIONS, rules_for
    if isinstance(of, dict):
        rules = of.get("rules")
        if rules is None and of.get("format") == 2:  # format 2 (today's words) defaults to 2026
            return True
    elif isinstance(of, str) or of is None:
        rules = of
    else:
        rules = getattr(of, "rules_edition", None)
    return rules_for(rules if rules in EDITIONS else None).words.today


@register.filter
def step_name(step, document=None):
    """A step of the document's turn as its edition names it ("end step" under 2026)."""
    from rulings.services.state_panel import step_name as named
    return named(step, document.get("rules") if isinstance(document, dict) else None)


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
def expectations_summary(expectations) -> str:
    """How many of a scenario's expectations the replay meets ("2 of 3 expectations met")."""
    items = [e for e in expectations or () if isinstance(e, dict)]
    met = sum(1 for e in items if e.get("met"))
    verdict = "all met" if met == len(items) else "not all met"
    return f"{met} of {len(items)} expectation{'s' if len(items) != 1 else ''} met: {verdict}."


@register.filter
def action_text(action, rules=None):
    """An action of the scenario document in words: "Alice: play spell bolt → bears"
    (June 2026, the scenario's `rules`: "Alice: cast spell bolt → bears")."""
    if not isinstance(action, dict):
        return ""
    kind = action.get("type") or "action"
    said = ACTION_WORDS_2026.get(kind) if _today(rules) else None
    words = [str(action.get("player") or "?") + ":", said or label(kind)]
    if action.get("object"):
        words.append(str(action["object"]))
    if action.get("face_down"):
        words.append("face down")
    if action.get("ability") not in (None, ""):
        words.append(f"(ability {action['ability']})")
    if action.get("x") not in (None, ""):
        words.append(f"X={action['x']}")
    if kind == "pass_until":  # where the players pass to, in the edition's words
        from types import SimpleNamespace

        from rulings.engine.pass_until import target_name
        from rulings.engine.scenario.format2 import to_format1
        from rulings.engine.wording import WORDS_2007, WORDS_2026
        where = to_format1({k: action.get(k) for k in ("step", "phase") if isinstance(action.get(k), str)})
        if where:
            named = SimpleNamespace(step=where.get("step"), phase=where.get("phase"))
            words.append("the " + target_name(named, WORDS_2026 if _today(rules) else WORDS_2007))
    for key in ("mode", "choice"):
        if action.get(key) not in (None, ""):
            words.append(f"{key} {action[key]}")
    if action.get("attackers"):
        words.append("with " + join_ids(action["attackers"]))
    for block in action.get("blocks") or []:
        if isinstance(block, dict):
            words.append(f"[{block.get('blocker')} blocks {block.get('attacker')}]")
    for item in action.get("assignments") or []:
        if isinstance(item, dict):
            words.append(f"[{item.get('source')}: {item.get('amount')} to {item.get('to')}]")
    pay = action.get("pay") if isinstance(action.get("pay"), dict) else {}
    if pay.get("sacrifice"):
        words.append("sacrificing " + join_ids(pay["sacrifice"]))
    for item in action.get("mana_abilities") or []:
        if isinstance(item, dict):
            words.append(f"[mana from {item.get('object')}]")
    if action.get("targets"):
        words.append("→ " + join_ids(action["targets"]))
    triggers = action.get("trigger_targets") if isinstance(action.get("trigger_targets"), dict) else {}
    for source, targets in triggers.items():
        words.append(f"[{source}’s trigger → {join_ids(targets)}]")
    words.extend(_choices_made(action))
    return " ".join(words)


def _chosen_words(kind: str, value) -> str:
    if kind == "cards":
        return f"cards returned {join_ids(value if isinstance(value, list) else [value])}"
    if kind == "source":
        return f"source {value}"
    if kind == "dredge":
        return "to dredge it" if value is True else "not to dredge it"
    if kind == "may":
        return "to do what it may" if value is True else "not to do what it may"
    if kind == "pays":
        return "to pay" if value is True else "not to pay"
    if kind == "flip":
        return f"a coin flip it {value}"
    if kind == "roll":
        return f"a die roll of {value}"
    return f"{label(kind)} {value}"


def _choices_made(action: dict) -> list[str]:
    """The other choices made during an action, in words (410.3, 419.9a,
    704.5j, 503.10b, 419.1b), so the list shows what its form holds."""
    words = []
    for key, said in (("trigger_order", "triggers put on the stack in order"),
                      ("replacement_order", "replacement effects in order"), ("legend_keep", "keeps"),
                      ("discard", "discards to seven")):
        if action.get(key):
            words.append(f"[{said}: {join_ids(action[key])}]")
    copies = action.get("copy_targets") if isinstance(action.get("copy_targets"), dict) else {}
    for spell, per_copy in copies.items():
        for number, targets in enumerate(per_copy if isinstance(per_copy, list) else [], start=1):
            if targets:
                words.append(f"[copy {number} of {spell} → {join_ids(targets)}]")
    made = action.get("choices") if isinstance(action.get("choices"), dict) else {}
    for obj, chosen in made.items():
        if isinstance(chosen, dict) and chosen:
            words.append(f"[{obj} chooses " + ", ".join(_chosen_words(k, v) for k, v in chosen.items()) + "]")
    return words


@register.filter
def facts(obj):
    return ", ".join(object_facts(obj)) if isinstance(obj, dict) else ""


@register.filter
def type_line(obj):
    return printed(obj) if isinstance(obj, dict) else ""


@register.filter
def object_items(objects):
    from rulings.rendering import render_objects

    return render_objects(objects)


@register.simple_tag
def state_panel(state):
    return arrange(state)
