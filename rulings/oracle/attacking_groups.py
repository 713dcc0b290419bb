"""What an attack trigger (or any effect) gives the creatures attacking as it resolves:

* "Whenever this creature attacks, attacking creatures gain trample until end of turn" (Fangren
  Pathcutter), "... attacking creatures you control gain flying until end of turn" (Thunderhawk
  Gunship), "... gain flying and lifelink" (Victory's Herald), "Attacking creatures gain first
  strike until end of turn" (Headlong Rush);
* "Whenever this creature attacks, attacking Warriors get +1/+1 until end of turn" (Blaring
  Captain), "{T}: Attacking Spirits get +1/+0 until end of turn" (Blood Age General);
* "each attacking Human gains flying until end of turn" (Cavalry Pegasus), "each other attacking
  creature gains fear until end of turn" (Smogsteed Rider), "each other attacking creature gets
  +1/+0 until end of turn" (Renegade Warlord).

Each is the set of attacking creatures (declared as attackers: 2026 508.1; 2007 308.1) the words
describe, fixed as the effect resolves (2026 611.2c; 2007 418.3b): a creature put onto the
battlefield attacking later is not changed by it. "Other" (not this permanent) only on a permanent's ability, as
described.py reads it. Any other word before "attacking" (a color: "Other red attacking creatures")
stays with the other templates.

And what the attacking creature attacks, as the damage of its trigger's source says it: "Whenever a
creature you control attacks, this creature deals 1 damage to the player or planeswalker it's
attacking" (Hellrider), noted as the ability triggers (rulings/engine/attacked_recipients.py); and
"Whenever ~ / equipped creature and at least one (two) other creature(s) attack" (Haazda Marshal, Glimmer
Lens, Sokka), the attack trigger that counts the creatures declared with it; and "Whenever a creature
attacks, ..." (Righteous Cause): any player's creature; "Whenever one or more creatures you control
attack, ..." (Ancestor Dragon): "Whenever you attack" (2026 508.3d).
"""
from __future__ import annotations

import re

from rulings.engine.creature_types import CREATURE_TYPES

from .described import described
from .keywords import granted
from .pump import PT, _steps
from .registry import ABILITY_TEMPLATES, NotUnderstood, ability_template, effect_template

#: "attacking creatures", "other attacking Warriors you control"
_PLURAL = r"((?:other )?attacking (?:creatures|[A-Z][a-z]+s)(?: you control)?)"
#: "each attacking Human", "each other attacking creature"
_EACH = r"each ((?:other )?attacking (?:creature|[A-Z][a-z]+)(?: you control)?)"


def _attackers(eff, phrase: str) -> dict:
    """The filter of attacking creatures `phrase` describes (described.py's, which reads "other"
    only on a permanent's ability); NotUnderstood for anything but attacking creatures."""
    found = described(eff, phrase)
    if not isinstance(found, dict) or found.get("combat") != "attacking" \
            or set(found) - {"combat", "controller", "other", "types", "subtypes"} \
            or found.get("types", ["Creature"]) != ["Creature"] or found.get("controller", "you") != "you":
        raise NotUnderstood(phrase)
    if "subtypes" not in found and found.get("types") != ["Creature"]:
        raise NotUnderstood(phrase)
    return found


def _singular(eff, phrase: str) -> dict:
    """ "other attacking creature" / "attacking Human": the plural's filter, a creature type read as
    itself (no plural spelled out: "Elf", "Dwarf")."""
    words = phrase.split()
    noun_at = words.index("attacking") + 1
    noun = words[noun_at]
    if noun == "creature":
        return _attackers(eff, " ".join(words[:noun_at] + ["creatures"] + words[noun_at + 1:]))
    if noun not in CREATURE_TYPES or noun in ("Time Lord",):
        raise NotUnderstood(phrase)
    found = _attackers(eff, " ".join(words[:noun_at] + ["creatures"] + words[noun_at + 1:]))
    found = {k: v for k, v in found.items() if k != "types"}
    found["subtypes"] = [noun]
    return dict(sorted(found.items()))


def _plural(eff, phrase: str) -> dict:
    noun = re.search(r"attacking (\w+)", phrase).group(1)
    if noun != "creatures" and not re.fullmatch(r"[A-Z][a-z]+s", noun):
        raise NotUnderstood(phrase)
    return _attackers(eff, phrase)


def _each(eff, flt: dict, pt, gains_words: str | None) -> None:
    gains = granted(gains_words) if gains_words else []
    eff.steps.append({"do": "for_each", "permanents": flt, "effect": _steps("it", pt, gains)})


@effect_template(rf"{_PLURAL} get {PT}(?: and gain ([a-z ,]+?))? until end of turn")
def attacking_ones_get(eff, m):
    """ "Attacking Warriors get +1/+1 until end of turn", "attacking creatures you control get +1/+0
    and gain menace until end of turn"."""
    _each(eff, _plural(eff, _cap_type(m.group(1))), (m.group(2), m.group(3)), m.group(4))


@effect_template(rf"{_PLURAL} gain ([a-z ,]+?) until end of turn")
def attacking_ones_gain(eff, m):
    """ "Attacking creatures gain trample until end of turn"."""
    _each(eff, _plural(eff, _cap_type(m.group(1))), None, m.group(2))


@effect_template(rf"{_EACH} gets {PT}(?: and gains ([a-z ,]+?))? until end of turn")
def each_attacking_gets(eff, m):
    """ "Each other attacking creature gets +1/+0 until end of turn"."""
    _each(eff, _singular(eff, _cap_type(m.group(1))), (m.group(2), m.group(3)), m.group(4))


@effect_template(rf"{_EACH} gains ([a-z ,]+?) until end of turn")
def each_attacking_gains(eff, m):
    """ "Each attacking Human gains flying until end of turn"."""
    _each(eff, _singular(eff, _cap_type(m.group(1))), None, m.group(2))


def _cap_type(phrase: str) -> str:
    """The templates match case-blind: "Attacking" may open the sentence; the creature type keeps its
    capital (a lowercase noun other than "creature(s)" is no creature type)."""
    return re.sub(r"^Attacking\b", "attacking", re.sub(r"^Other\b", "other", phrase))


# --- "deals N damage to the player or planeswalker it's attacking" (Hellrider, Scorch Spitter) ---

_ATTACKED = "the player or planeswalker it's attacking"


@ability_template(r"Whenever (~|a creature you control) (attacks|becomes blocked), (~|it) deals ([^\"]+)")
def damage_to_what_it_attacks(card, m):
    """ "Whenever a creature you control attacks, this creature deals 1 damage to the player or
    planeswalker it's attacking" (Hellrider), "Whenever this creature attacks, it deals 1 damage to
    the player or planeswalker it's attacking" (Scorch Spitter), "... becomes blocked, ..." (Rakdos
    Roustabout): the source deals the damage to what the attacking creature attacks, noted as the
    ability triggers (rulings/engine/attacked_recipients.py). Read as "defending player" is
    (player_referents.py), then pointed at that player or planeswalker; one damage instruction only."""
    from .player_referents import defending_player
    if m.group(3) == "it" and m.group(1) != "~":
        raise NotUnderstood(m.group(0))  # "it deals": the attacking creature, not this one
    if m.group(0).count(_ATTACKED) != 1 or re.search(r"\b[Dd]efending player\b", m.group(0)):
        raise NotUnderstood(m.group(0))
    said = m.group(0).replace(_ATTACKED, "defending player")
    pattern = next(p for fam, p, fn in ABILITY_TEMPLATES if fn is defending_player)
    found = pattern.fullmatch(said)
    if found is None:
        raise NotUnderstood(m.group(0))
    abilities = defending_player(card, found)
    if len(abilities) != 1 or "targets" in abilities[0] or "if" in abilities[0]:
        raise NotUnderstood(m.group(0))
    steps = abilities[0]["effect"]
    if len(steps) != 1 or steps[0].get("do") != "damage" or steps[0].get("to") != "defending_player" \
            or "defending_player" in repr({k: v for k, v in steps[0].items() if k != "to"}):
        raise NotUnderstood(m.group(0))
    return [{**abilities[0], "effect": [{**steps[0], "to": "attacked"}]}]


# --- "Whenever ~ and at least one other creature attack" ---

_OTHERS = {"one other creature": 2, "two other creatures": 3}


@ability_template(r"Whenever (~|equipped creature) and at least (one other creature|two other creatures) attack, ([^\"]+)")
def attacks_with_others(card, m):
    """ "Whenever this creature and at least two other creatures attack, create a 1/1 white Soldier
    creature token with lifelink" (Haazda Marshal: battalion's trigger without its ability word),
    "Whenever equipped creature and at least one other creature attack, draw a card" (Glimmer Lens):
    the attack trigger of that creature (2026 508.3a; 2007 308.3) when, as attackers are declared, it
    is among two (three) or more declared."""
    from .triggered import _attaches, _triggered
    if m.group(1) == "~" and not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    if m.group(1) == "equipped creature" and not _attaches(card, "equipped"):
        raise NotUnderstood(m.group(0))
    who = "self" if m.group(1) == "~" else "equipped"
    return _triggered(card, {"event": "attacks", "who": who, "attackers_at_least": _OTHERS[m.group(2)]}, m.group(3))


@ability_template(r"Whenever a creature attacks, ([^\"]+)")
def any_creature_attacks(card, m):
    """ "Whenever a creature attacks, you gain 1 life." (Righteous Cause): each creature declared as an
    attacker, whoever controls it (2026 508.3a; 2007 308.3), triggers it once; "it" / "that creature"
    is that creature (triggered.py's event creature)."""
    from .triggered import _triggered
    if re.search(r"\b[Dd]efending\b|\bcontroller\b", m.group(1)):
        raise NotUnderstood(m.group(0))  # whose creature, whom it attacks: not read here
    return _triggered(card, {"event": "attacks", "who": "any_creature"}, m.group(1))


@ability_template(r"Whenever one or more creatures you control attack, ([^\"]+)")
def one_or_more_attack(card, m):
    """ "Whenever one or more creatures you control attack, you gain 1 life for each attacking creature"
    (Ancestor Dragon): once as its controller declares one or more attackers, as "Whenever you attack"
    (triggered.py's you_attack: 2026 508.3d). "They", "that much" (the creatures or their number) stay
    text only."""
    from .triggered import _triggered
    if re.search(r"\b(they|them|their|those|that much|that many|it|its|that creature|defending)\b", m.group(1), re.IGNORECASE):
        raise NotUnderstood(m.group(0))
    return _triggered(card, {"event": "you_attack"}, m.group(1))
