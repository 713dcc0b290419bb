"""Two more wordings of "switch [its] power and toughness until end of turn" (instructions_more.py reads
"Switch target creature's / ~'s power and toughness until end of turn"):

- "Whenever you cast an instant or sorcery spell, you may switch this creature's power and toughness until
  end of turn." (Fluxcharger), "Landfall — Whenever a land you control enters, you may switch ..." (Calcite
  Snapper): the engine's optional instruction (`may`, 2007 413.2c; 2026 608.2d) whose effect is `switch_pt`
  (2007 418.5i; 2026 613.4d).
- "Whenever this creature attacks, switch its power and toughness until end of turn." (Valakut Fireboar):
  "its" is the creature the trigger names, "~" itself, read as "switch ~'s power and toughness ..." only
  when the trigger's subject is "~" (a trigger about another creature, "Whenever a creature blocks, ...",
  stays text only).
"""
from __future__ import annotations

from .registry import NotUnderstood, ability_template, effect_template, read_by_others


@effect_template(r"you may switch ~'s power and toughness until end of turn")
def may_switch_power_and_toughness(eff, m):
    from .optional import _may
    if "Creature" not in eff.card.types:
        raise NotUnderstood(m.group(0))
    _may(eff, "switch its power and toughness until end of turn", effect=[{"do": "switch_pt", "to": "self", "until": "end_of_turn"}])


@ability_template(r"(Whenever ~ (?:attacks|blocks|attacks or blocks|becomes blocked)), switch its power and toughness until end of turn\.")
def its_own_trigger_switches_its_power_and_toughness(card, m):
    if "Creature" not in card.types:
        raise NotUnderstood(m.group(0))
    read = read_by_others(card, f"{m.group(1)}, switch ~'s power and toughness until end of turn.",
                          lambda family, fn: fn is its_own_trigger_switches_its_power_and_toughness)
    if not read or len(read) != 1 or read[0].get("kind") != "triggered" or read[0].get("trigger", {}).get("who") != "self" \
            or read[0].get("effect") != [{"do": "switch_pt", "to": "self", "until": "end_of_turn"}]:
        raise NotUnderstood(m.group(0))
    return read
