"""Destruction triggered by a block or by damage, and what happens "at end of combat".

- "Whenever this creature blocks or becomes blocked by a non-Wall creature, destroy that
  creature at end of combat" (Cockatrice, Thicket Basilisk; "nonblack", Dread Specter;
  "green or white", Abomination): the trigger's other creature is described by the trigger
  key `other` (the engine's other_creature.py), checked as the block is declared (2007
  309.3; 2026 509.3b, 509.3d), and the destruction waits for a delayed triggered ability
  "at end of combat" (2007 311.1 with 404.4; 2026 511.2 with 603.7), which does nothing
  if that creature has left the battlefield since (2007 404.4d; 2026 603.7c).
- "When this creature attacks or blocks, sacrifice it at end of combat" (Mardu
  Blazebringer): the same delayed ability, referring to the creature itself.
- "Whenever this creature deals damage to a Vampire, destroy that creature" (Vampire
  Slayer): a damage trigger whose damaged creature is described (2007 310.4 / 419;
  2026 510.2, 603.2): checked as the damage is dealt.

Anything else stays text only: "destroy it at end of combat" after a target (Goblin
Sappers), a player's choice, "that creature's controller sacrifices it".
"""
from __future__ import annotations

import re

from .registry import Effect, NotUnderstood, ability_template, effect_template, parse_sentence
from .triggered import EVENT_CREATURE, _that_creature, _triggered
from rulings.engine.creature_types import CREATURE_TYPES

COLOR_WORDS = ("white", "blue", "black", "red", "green")
_TYPE = r"[A-Z][a-z]+(?:-[A-Z][a-z]+)?"


def _other(desc: str) -> dict:
    """The trigger's `other` from "non-Wall", "nonblack", "green or white", "Goblin or Orc";
    NotUnderstood for any other description."""
    desc = desc.strip()
    if desc == "":
        return {}
    m = re.fullmatch(r"non-?([A-Z][a-z]+)", desc)
    if m and m.group(1) in CREATURE_TYPES:
        return {"not_subtype": m.group(1)}
    m = re.fullmatch(r"non([a-z]+)", desc)
    if m and m.group(1) in COLOR_WORDS:
        return {"not_color": m.group(1)}
    words = desc.split(" or ")
    if len(words) <= 2 and all(w in COLOR_WORDS for w in words):
        return {"colors": words}
    if len(words) <= 2 and all(w in CREATURE_TYPES for w in words):
        return {"subtypes": words}
    raise NotUnderstood(desc)


def _article(desc: str, article: str) -> None:
    first = (desc or "creature").split()[0]
    if article != ("an" if first[0].lower() in "aeiou" else "a"):
        raise NotUnderstood(f"{article} {desc}")


BLOCK_EVENTS = {"blocks": ("blocks_a_creature",), "becomes blocked by": ("becomes_blocked_by",),
                "blocks or becomes blocked by": ("blocks_a_creature", "becomes_blocked_by")}


@ability_template(r"Whenever ~ (blocks|becomes blocked by|blocks or becomes blocked by) (a|an) ((?:non-?)?[A-Za-z]+(?: or [a-z]+)?) creature, ([^\"]+)")
def blocks_described_creature(card, m):
    """ "Whenever ~ blocks or becomes blocked by a non-Wall creature, ...": once for each such
    creature (509.3b, 509.3d / 309.3); "that creature" is that other creature."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    other = _other(m.group(3))
    if not other or "subtypes" in other:  # "a creature" is triggered.py's; "a Goblin creature" is never printed
        raise NotUnderstood(m.group(0))
    _article(m.group(3), m.group(2))
    return _block_triggers(card, m.group(1), other, _that_creature(m.group(4)))


@ability_template(rf"Whenever ~ (blocks|becomes blocked by|blocks or becomes blocked by) (a|an) ({_TYPE}), ([^\"]+)")
def blocks_creature_of_type(card, m):
    """ "Whenever this creature becomes blocked by a Wall, destroy that Wall at end of combat"
    (Battering Ram): "that Wall" is the blocking creature."""
    if not card.is_permanent_creature or m.group(3) not in CREATURE_TYPES:
        raise NotUnderstood(m.group(0))
    _article(m.group(3), m.group(2))
    text = re.sub(rf"\b[Tt]hat {m.group(3)}\b", "that creature", m.group(4))
    return _block_triggers(card, m.group(1), {"subtypes": [m.group(3)]}, _that_creature(text))


def _block_triggers(card, events: str, other: dict, text: str) -> list[dict]:
    out = []
    for ev in BLOCK_EVENTS[events]:
        trigger = {"event": ev, "who": "self"}
        if other:
            trigger["other"] = other
        out += _triggered(card, trigger, text)
    return out


@ability_template(rf"Whenever ~ deals (combat )?damage to (a|an) ({_TYPE}(?: or {_TYPE})?|creature|(?:non-?)?[A-Za-z]+ creature), ([^\"]+)")
def deals_damage_to_described(card, m):
    """ "Whenever this creature deals damage to a Vampire, destroy that creature" (2026 510.2 /
    120.3; 2007 310.4): the creature dealt the damage is "that creature", described as the
    damage is dealt; "combat damage" only in the combat damage step. "Destroy that creature.
    It can't be regenerated." (Dripping Dead) too. The plain "deals combat damage to a creature"
    with any other effect is triggered.py's."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    desc = m.group(3)
    if desc == "creature":
        other = {}
    elif desc.endswith(" creature"):
        other = _other(desc[: -len(" creature")])
        if not other or "subtypes" in other:
            raise NotUnderstood(m.group(0))
    else:
        other = _other(desc)
        if "subtypes" not in other:
            raise NotUnderstood(m.group(0))
    _article(desc, m.group(2))
    text = m.group(4)
    if not re.fullmatch(r"destroy that creature(?: at end of combat)?\.(?: (?:It|The creature) can't be regenerated\.)?", text):
        raise NotUnderstood(text)  # only the destruction: any other effect on "that creature" stays text only
    text = re.sub(r"\. The creature can't be regenerated\.$", ". It can't be regenerated.", text)
    trigger = {"event": "deals_damage", "who": "self", "to": "creature", **({"combat": True} if m.group(1) else {})}
    if other:
        trigger["other"] = other
    return _triggered(card, trigger, text.replace("that creature", EVENT_CREATURE, 1))


SELF_EVENTS = {"attacks": ("attacks",), "blocks": ("blocks",), "attacks or blocks": ("attacks", "blocks")}
SELF_AT_END = r"(sacrifice|destroy) it|return it to its owner's hand|put it on top of its owner's library|put an? (-1/-1|\+1/\+1) counter on it|remove an? (\+1/\+1|\+1/\+0) counter from it"


@ability_template(rf"(?:When|Whenever) ~ (attacks|blocks|attacks or blocks), ((?:{SELF_AT_END}) at end of combat\.)")
def attacks_or_blocks_then_at_end_of_combat(card, m):
    """ "When this creature attacks or blocks, sacrifice it at end of combat" (Fog Elemental):
    "When" and "Whenever" trigger alike, once each combat it is declared an attacker or a
    blocker (2007 308.x / 309.3; 2026 508.3a, 509.3a); "it" is the creature itself."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    text = re.sub(r"\bit\b", "~", m.group(2), count=1)
    out = []
    for ev in SELF_EVENTS[m.group(1)]:
        out += _triggered(card, {"event": ev, "who": "self"}, text)
    return out


@effect_template(r"(.+) at end of combat")
def at_end_of_combat(eff, m):
    """ "Destroy that creature at end of combat", "sacrifice ~ at end of combat": a delayed
    triggered ability created as the ability resolves, that triggers as the next end of combat
    step begins (2007 311.1, 404.4; 2026 511.2, 603.7) and refers to the object it names:
    the trigger event's creature or the source itself, never a target."""
    inner = m.group(1)
    names_self = "~" in re.sub(r"^~ deals ", "", inner)  # "~ deals 1 damage to that creature": the source deals it
    if EVENT_CREATURE in inner and not names_self:
        refers = "it"
    elif names_self and EVENT_CREATURE not in inner and eff.card.is_permanent_creature:
        refers = "self"
    else:
        refers = None
    if refers is None or eff.steps or eff.targets:
        raise NotUnderstood(m.group(0))
    sub = Effect(eff.card)
    if refers == "self" and re.fullmatch(r"destroy ~", inner):
        sub.steps.append({"do": "destroy", "what": "self"})
    elif refers == "it" and inner == f"return {EVENT_CREATURE} to its owner's hand":  # Kaijin of the Vanishing Touch
        sub.steps.append({"do": "return_to_hand", "what": "it"})
    elif refers == "self" and (rc := re.fullmatch(r"remove an? (\+1/\+1|-1/-1) counter from ~", inner)):  # Clockwork Condor
        sub.steps.append({"do": "remove_counters", "counter": rc.group(1), "amount": 1, "to": "self"})
    else:
        parse_sentence(sub, inner)
    if sub.targets or not sub.steps or len(sub.steps) != 1:
        raise NotUnderstood(m.group(0))
    step = dict(sub.steps[0])
    refs = {k: v for k, v in step.items() if v in ("self", "it", "you") or (isinstance(v, str) and v.startswith("target:"))}
    if refers == "it":
        if any(v not in ("it",) for v in refs.values()) or not refs:
            raise NotUnderstood(m.group(0))
    else:  # the source itself, as the object it is now: "it" in the delayed ability
        if any(v != "self" for v in refs.values()) or not refs:
            raise NotUnderstood(m.group(0))
        step = {k: ("it" if v == "self" else v) for k, v in step.items()}
    text = inner.replace(EVENT_CREATURE, "that creature").replace("~", eff.card.name)
    eff.steps.append({"do": "delayed_trigger", "at": "end_of_combat", "refers_to": refers,
                      "text": text[:1].upper() + text[1:] + ".", "effect": [step]})
