"""A quoted ability an Aura or an Equipment grants the creature it's attached to, with or without a
bonus before it: Arcane Teachings's "Enchanted creature gets +2/+2 and has "{T}: This creature deals 1
damage to any target."", Viridian Longbow's "Equipped creature has "{T}: This creature deals 1 damage to
any target."", Infinity Formula's "Equipped creature gets +1/+2 and has "Whenever this creature attacks,
you gain 2 life."".

The quoted ability is the creature's own while the Aura or Equipment is attached to it (an ability
grants one with "has": 2007 402.1; 2026 113.1a): the creature's controller activates it, not the
Aura's or the Equipment's (2007: 403.2; 2026: 602.2, 301.5d, 303.4e), "this creature" is the creature
that has it, and "you" is that creature's controller. It stops having it once the Aura or Equipment leaves or moves.
Read as aura_abilities.enchanted_has_activated_ability reads an Aura's grant: an activated ability whose
cost is {T}, mana, life, a discard or sacrificing the creature, without an activation restriction (a mana
ability only alone), or a triggered ability of the creature itself without "may" or "that". A quotation
naming the Aura or Equipment itself ("Unattach ~", "Sacrifice ~") stays text only."""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template
from .statics import PT, _statics


def _names_itself(card) -> bool:
    """The card's name (or a legend's short name), or "this Equipment", "this Aura", "this artifact" ..., written
    inside a quotation of its own text: the compiler reads each as "~", which in a granted ability is the
    creature that has it, so only "this creature" may stand for "~" there."""
    names = [card.name] + ([card.name.split(",")[0]] if "," in card.name else [])
    for p in card.paragraphs:
        for q in re.findall(r'"([^"]*)"', p):
            if any(re.search(rf"(?<![\w'-]){re.escape(n)}(?![\w-])", q) for n in names if n) or \
                    re.search(r"\b[Tt]his (artifact|enchantment|land|permanent|spell|Aura|Equipment|Vehicle)\b", q):
                return True
    return False


def granted(card, quoted: str) -> dict:
    """The engine ability a creature has from `quoted` ("~" there is the creature that has it)."""
    from .clones import _quoted
    if "~" not in quoted and re.search(r"\bthis\b", quoted, re.IGNORECASE):
        raise NotUnderstood(quoted)  # "this Aura" / "this Equipment": not the creature
    ab = _quoted(card, quoted)
    if ab.get("kind") == "triggered" and not set(ab) - {"kind", "trigger", "effect", "text", "targets"} \
            and ab["trigger"].get("who", "self") == "self" and not re.search(r"\bmay\b|\bthat\b", quoted):
        return {**ab, "text": quoted.replace("~", "this creature")}
    if ab.get("kind") != "activated" or set(ab) - {"kind", "cost", "effect", "text", "targets"} \
            or set(ab["cost"]) - {"tap", "mana", "life", "discard"} and ab["cost"].get("sacrifice") != "self":
        raise NotUnderstood(quoted)
    if any(s.get("do", "").startswith("add_mana") for s in ab["effect"]) and (ab.get("targets") or len(ab["effect"]) != 1):
        raise NotUnderstood(quoted)
    ab["text"] = re.sub(r"(^|: |\. )this ", r"\1This ", quoted.replace("~", "this creature"))
    return ab


@ability_template(rf'(Enchanted|Equipped) creature (?:gets {PT} and )?has (?:([a-z ,]+?),? and )?"([^"]+)"')
def attached_creature_has_quoted(card, m) -> list[dict]:
    """Keywords may come before the quotation: "Enchanted creature has haste and "{T}: This creature deals 1
    damage to any target."" (Lightning Prowess), "gets +1/+0 and has flying and "..."" (Take Flight)."""
    who = m.group(1).lower()
    if {"enchanted": "Aura", "equipped": "Equipment"}[who] not in card.subtypes or "Creature" in card.types \
            or _names_itself(card):
        raise NotUnderstood(m.group(0))
    out = _statics({"kind": "static", "affects": who}, (m.group(2), m.group(3)) if m.group(2) else None, m.group(4)) \
        if m.group(2) or m.group(4) else []
    out.append({"kind": "static", "affects": who, "gains": granted(card, m.group(5))})
    return out


_COLORS = ("White", "Blue", "Black", "Red", "Green")


@ability_template(r'(?:(Other )?(Creatures|([A-Z][a-z]+) creatures) you control have|Each ()([A-Z][a-z]+) creature you control has) "([^"]+)"')
def creatures_you_control_have_quoted(card, m) -> list[dict]:
    """ "Sliver creatures you control have "{T}, Discard a card: Draw a card."" (Hollowhead Sliver), "White
    creatures you control have "{T}: You gain 1 life."" (Resplendent Mentor): each of those creatures has the
    ability while the static ability applies (2007 402.1, 418.5a; 2026 113.1a, 613.1f), read as for an Aura's
    grant above; its {T} only once the creature has been under its controller's control since the start of
    the turn (2007 212.3d; 2026 302.6). "This creature" is each creature that has it; a quotation naming the
    card itself stays text only."""
    from rulings.engine.creature_types import CREATURE_TYPES
    word = m.group(3) or m.group(5)  # "Each Human creature you control has "..."" (Titan of Eternal Fire) says the same
    spec: dict = {"you_control": True}
    if word in _COLORS:
        spec["color"] = word.lower()
    elif word:
        if word not in CREATURE_TYPES:
            raise NotUnderstood(m.group(0))
        spec["subtype"] = word
    if m.group(1):
        spec["other"] = True
    if _names_itself(card):
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "affects": "creatures", "filter": spec, "gains": granted(card, m.group(6))}]


@ability_template(rf'(Enchanted|Equipped) creature (?:gets {PT} and )?has "([^"]+[^".])" and "([^"]+)"')
def attached_creature_has_two_quoted(card, m) -> list[dict]:
    """Two quoted abilities: "Equipped creature has "{T}: This creature deals 1 damage to any target" and "{T}:
    This creature deals 3 damage to target Werewolf creature."" (Wolfhunter's Quiver); the first, without the
    period the sentence's end gives the last, is read with one."""
    who = m.group(1).lower()
    if {"enchanted": "Aura", "equipped": "Equipment"}[who] not in card.subtypes or "Creature" in card.types \
            or _names_itself(card):
        raise NotUnderstood(m.group(0))
    out = _statics({"kind": "static", "affects": who}, (m.group(2), m.group(3)), None) if m.group(2) else []
    return out + [{"kind": "static", "affects": who, "gains": granted(card, q)} for q in (m.group(4) + ".", m.group(5))]
