"""An activated ability followed by its own cost change: "{5}{U}, {T}: Draw a card. This ability costs
{1} less to activate for each other artifact you control." (Tamiyo's Logbook), "... {1} more to
activate for each card in your hand" (Loreseeker's Stone), "... {2} less to activate if you control a
legendary creature" (Esquire of the King), "... {1} less to activate during your turn" (Hylda's Crown of
Winter); the ability word "Domain — " before one whose change counts
basic land types (Jodah's Codex), "Channel — " kept for the templates that read channel abilities; "Activate only
as a sorcery." / "Activate only once each turn." after the change (Quest for the Necropolis) read with the ability.

The ability without the sentence is compiled by the other templates (the first that reads it whole);
the change is then added to it as `activation_cost` (rulings/engine/activation_cost_changes.py: made
as the total cost is determined, 2007 409.1f; 2026 602.2b, 601.2f). Only what the engine counts
as the ability is activated is read: permanents a description names ("other artifact you control",
"legendary creature you control", "Vampire you control"), cards in your graveyard, basic land types,
cards in your hand, creatures in your party, and the source's own counters ("for each quest counter on
this enchantment"). A mana ability, an equip ability ("Equip {3}. This ability costs ..."), an ability
with a cost change already, and a condition that isn't "you control a/an [permanent]" stay text only
("if it targets ...", "if an opponent controls ...", "if you attacked with ... this turn")."""
from __future__ import annotations

import re

from rulings.engine.costs import is_mana_ability

from .registry import Effect, NotUnderstood, ability_template, read_by_others

FAMILIES = ("activation_cost_changes",)
#: the counts rulings/engine/activation_cost_changes.py makes (effects' amounts of this vocabulary)
COUNTS = ("permanents", "graveyard_cards", "basic_land_types", "creatures_in_your_party", "cards_in_your_hand")


def _count(card, what: str) -> dict:
    """The count of "for each [what]" (singular), as the ability is activated."""
    from rulings.engine.source_counters import KINDS as COUNTER_KINDS
    own = re.fullmatch(r"([a-z+/1-]+) counter on ~", what)
    if own:  # "for each quest counter on this enchantment": the source's own
        kind = next((k for k, v in COUNTER_KINDS.items() if v == own.group(1)), None)
        if kind is None or not ({"Artifact", "Creature", "Enchantment", "Land"} & set(card.types)):
            raise NotUnderstood(what)
        return {"count": kind}
    from .amounts import for_each
    count = for_each(Effect(card), what)
    if count.get("count") not in COUNTS or set(count) - {"count", "filter"}:
        raise NotUnderstood(what)
    return count


def _condition(card, what: str) -> dict:
    """ "you control a legendary creature": the permanents counted, at least one."""
    m = re.fullmatch(r"you control an? (.+)", what)
    if m is None:
        raise NotUnderstood(what)
    count = _count(card, f"{m.group(1)} you control")
    if count.get("count") != "permanents":
        raise NotUnderstood(what)
    return {**count, "at_least": 1}


@ability_template(r"(?:(Domain|Channel) — )?([^\"—]+: [^\"]+?\.) This ability costs \{(\d+)\} (less|more) to activate "
                  r"(for each|if|during) ([^.\"]+)\.( Activate only (?:as a sorcery|once each turn)\.)?")
def own_cost_change(card, m) -> list[dict]:
    n = int(m.group(3))
    if n < 1:
        raise NotUnderstood(m.group(0))
    word, what = m.group(1), m.group(6)
    if (word == "Domain") != (m.group(5) == "for each" and what == "basic land type among lands you control"):
        raise NotUnderstood(m.group(0))  # the ability word names what the change counts
    ability = (f"Channel — {m.group(2)}" if word == "Channel" else m.group(2)) + (m.group(7) or "")  # its timing read with it
    out = read_by_others(card, ability, lambda family, _fn: family in FAMILIES)
    if not out or len(out) != 1 or out[0].get("kind") != "activated" or is_mana_ability(out[0]):
        raise NotUnderstood(m.group(0))
    ab = out[0]
    if "activation_cost" in ab or "loyalty" in (ab.get("cost") or {}) or not (ab.get("cost") or {}).get("mana") \
            or "{X}" in ab["cost"]["mana"]:
        raise NotUnderstood(m.group(0))  # (an {X}: the engine reduces the cost's printed generic mana only)
    if word == "Channel" and ab.get("zone") != "hand":
        raise NotUnderstood(m.group(0))
    change: dict = {m.group(4): n}
    if m.group(5) == "for each":
        change["for_each"] = _count(card, what)
    elif m.group(5) == "during":  # "during your turn": the turn of the player activating it
        if what != "your turn":
            raise NotUnderstood(m.group(0))
        change["if"] = {"count": "your_turn", "at_least": 1}
    else:
        change["if"] = _condition(card, what)
    return [{**ab, "activation_cost": change}]
