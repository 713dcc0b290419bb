"""Delayed triggered abilities a spell or ability creates as it resolves:
"Draw a card at the beginning of the next turn's upkeep" (the Mirage and
Visions cantrips). 2007: 404.4; 2026: 603.7. The ability triggers at the next
upkeep, whoever's turn it is, and only once; its controller ("you") is the
controller of the spell or ability that created it."""
from __future__ import annotations

from .registry import NotUnderstood, effect_template


@effect_template(r"draw a card at the beginning of the next turn's upkeep")
def draw_at_next_upkeep(eff, m):
    eff.steps.append({"do": "delayed_trigger", "at": "next_upkeep", "text": "Draw a card.",
                      "effect": [{"do": "draw", "amount": 1}]})


@effect_template(r"(sacrifice|exile) (~|it) at the beginning of the next end step")
def at_next_end_step(eff, m):
    """ "Create a 5/5 Wall token. Sacrifice it at the beginning of the next end step" (Tidal Wave),
    "Sacrifice ~ at the beginning of the next end step" (Pyric Salamander): a delayed triggered
    ability that refers to that permanent, and does nothing if it has left play since (2007:
    404.4d; 2026: 603.7c). "It" is the one token created just before, or the creature targeted
    just before; "~" only on a permanent."""
    who = m.group(2).lower()
    last = eff.steps[-1] if eff.steps else None
    if who == "~":
        if {"Instant", "Sorcery"} & set(eff.card.types) or not eff.card.types:
            raise NotUnderstood(m.group(0))
        refers = "self"
    elif last is not None and last.get("do") == "create_token" and last.get("count", 1) == 1:
        refers = "it"
    elif eff.targets and eff.targets[-1] in CREATURE_SPECS and last is not None and last.get("to", last.get("what")) == eff.last_target:
        refers = eff.last_target
    else:
        raise NotUnderstood(m.group(0))
    verb = m.group(1).lower()
    eff.steps.append({"do": "delayed_trigger", "at": "end_of_turn", "refers_to": refers,
                      "text": f"{verb.capitalize()} it.",
                      "effect": [{"do": "sacrifice" if verb == "sacrifice" else "remove_from_game", "what": "it"}]})


CREATURE_SPECS = ("creature", "creature_you_control")


@effect_template(r"sacrifice ~")
def sacrifice_self(eff, m):
    """ "Sacrifice ~" as an instruction (Goblin Cannon's "... Sacrifice ~."): only a permanent's
    controller sacrifices it, and only while it is on the battlefield (2007: the glossary; 2026: 701.21a)."""
    if not eff.card.types or {"Instant", "Sorcery"} & set(eff.card.types):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "sacrifice", "what": "self"})
