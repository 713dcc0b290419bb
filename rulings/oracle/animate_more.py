"""More animation and type-changing sentences (animate.py reads "becomes a 2/2 ... creature"):

- "Target creature has base power and toughness 1/1 until end of turn." (Diminish), "This creature
  has base power and toughness 4/4 until end of turn", "Target creature other than this creature
  ...", "Until end of turn, target creature loses all abilities and has base power and toughness 0/1"
  (Humble), "... until end of turn and gains flying until end of turn" (the Mimics): an effect that
  sets power and toughness (2026 613.4b, layer 7b, "base power and toughness"; 2007 418.5a layer 6b,
  the same effect worded "becomes 1/1"), with the ability changes in their own layer (2026 613.1f;
  2007 418.5a layer 5; 418.5b / 613.6: one effect, each part in its layer).

- "Target land becomes an Island until end of turn" (Streambed Aquitects), "Target land you control
  becomes the basic land type of your choice until end of turn" (Grixis Illusionist): the land's
  land type is set, and with it its abilities (2007 212.6d-e; 2026 305.6-305.7; the engine's
  effects/type_changes.py), the choice made as the effect is applied (2007 413.2c; 2026 608.2d).

- "This Vehicle becomes an artifact creature until end of turn" (Honeymoon Hearse), "Target
  noncreature artifact becomes an artifact creature with power and toughness each equal to its mana
  value until end of turn" (Karn's Touch): it keeps its other types (2007 212.1c; 2026 205.1b).
- "This creature becomes the creature type of your choice until end of turn" (Mistform Seaswift):
  chosen as the effect is applied; its creature types are replaced (2007 212.1b; 2026 205.1a).
- "Target creature becomes blue until end of turn" (Metathran Transport), "This creature becomes
  colorless / the color of your choice until end of turn" (Ancient Kavu, Kavu Chameleon): a
  color-changing effect (2007 418.5a layer 5; 2026 613.1e), the choice made as it is applied. A
  target spell ("Target spell or permanent becomes white") stays text only.
- "Enchanted land is an Island." (Spreading Seas), "Enchanted creature has base power and toughness
  0/2." (Illusory Wrappings): an Aura's static ability, the same effects for as long as it is attached.

A power or toughness of X or "equal to ...", only one of the two ("base power 3"), another duration
("until its controller's next untap step"), a land type added "in addition to its other types" and
a subject the engine can't name (each creature, "up to one") stay text only.
"""
from __future__ import annotations

from .registry import NotUnderstood, ability_template, effect_template, parse_sentence
from .targets import COLORS, CREATURE_TARGETS, TARGET_RE, Phrases, is_permanent, ref

#: "target creature other than this creature" (~ once the card's name and "this creature" are read):
#: on a permanent's ability with one target, what "another target creature" says (ref reads it)
_OTHER_THAN_SELF = "target creature other than ~"
_SUBJECT = rf"~|{_OTHER_THAN_SELF}|{TARGET_RE}|it|that creature"
#: what may follow "... until end of turn and": an ability it gains or "can't be blocked this turn",
#: read as a sentence of its own about the same creature
_AND_ALSO = r"gains [a-z ,]+? until end of turn|can't be blocked this turn"


@effect_template(rf"(until end of turn, )?({_SUBJECT}) (loses all abilities and )?has base power and toughness (\d+)/(\d+)"
                 rf"( until end of turn)?(?: and ({_AND_ALSO}))?")
def has_base_power_and_toughness(eff, m):
    lead, who, loses, p, t, trail, also = m.groups()
    if bool(lead) == bool(trail) or not (0 <= int(p) <= 100 and 0 <= int(t) <= 100):
        raise NotUnderstood(m.group(0))  # no duration or two: not what these templates read
    if also and not trail:
        raise NotUnderstood(m.group(0))  # "Until end of turn, ~ has base power ... and gains ...": which lasts how long
    low = who.lower()
    if low == "~":
        if "Creature" not in eff.card.types:
            raise NotUnderstood(m.group(0))  # a noncreature permanent has no power or toughness (208.3)
        to = "self"
    elif low == _OTHER_THAN_SELF:
        if eff.targets or "Creature" not in eff.card.types:
            raise NotUnderstood(m.group(0))
        to = ref(eff, "another target creature", CREATURE_TARGETS)
    else:
        to = ref(eff, who, CREATURE_TARGETS)
    until = {"until": "end_of_turn"}
    if loses:
        eff.steps.append({"do": "lose_all_abilities", "to": to, **until})
    eff.steps.append({"do": "set_pt", "power": int(p), "toughness": int(t), "to": to, **until})
    if also:
        subject = "~" if to == "self" else "it"
        before = len(eff.steps)
        parse_sentence(eff, f"{subject} {also}")
        if any(st.get("to") != to for st in eff.steps[before:]):
            raise NotUnderstood(m.group(0))



def _is_land(s) -> bool:
    """Only lands on the battlefield (a target "land", "land you control", "nonbasic land" ...)."""
    return s == "land" or isinstance(s, dict) and s.get("types") == ["Land"] and not s.get("zone") and not s.get("player")


LAND_TARGETS = Phrases(("target land",), _is_land)
BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")


@effect_template(rf"(until end of turn, )?({TARGET_RE}) becomes (an? (?:Plains|Island|Swamp|Mountain|Forest)|the basic land type of your choice)"
                 rf"( until end of turn)?")
def land_becomes_basic_land_type(eff, m):
    lead, who, what, trail = m.groups()
    if lead and trail:
        raise NotUnderstood(m.group(0))
    land_type = what.split()[-1].capitalize() if what.split()[-1].capitalize() in BASIC_LAND_TYPES else "of_your_choice"
    step = {"do": "becomes_land_type", "to": ref(eff, who, LAND_TARGETS), "land_type": land_type}
    if lead or trail:
        step["until"] = "end_of_turn"
    eff.steps.append(step)


@ability_template(r"Enchanted land is an? (Plains|Island|Swamp|Mountain|Forest)\.")
def enchanted_land_is(card, m):
    """ "Enchanted land is an Island" (Spreading Seas): its land type is set as long as the Aura is
    attached (2007 212.6e, 418.5a layer 4; 2026 305.7, 613.1d)."""
    if "Aura" not in card.subtypes:
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "affects": "enchanted", "is": {"land_type": m.group(1)}, "text": m.group(0)}]


@ability_template(r"Enchanted creature (loses all abilities and )?has base power and toughness (\d+)/(\d+)\.")
def enchanted_creature_has_base_power_and_toughness(card, m):
    """ "Enchanted creature has base power and toughness 0/2" (Illusory Wrappings): set as long as the
    Aura is attached (2026 613.4b, layer 7b; 2007 418.5a layer 6b); "loses all abilities and ..."
    (Kasmina's Transmutation) removes them too (2026 613.1f; 2007 418.5a layer 5)."""
    p, t = int(m.group(2)), int(m.group(3))
    if "Aura" not in card.subtypes or not (p <= 99 and t <= 99):
        raise NotUnderstood(m.group(0))
    ab = {"kind": "static", "affects": "enchanted", "is": {"power": p, "toughness": t}, "text": m.group(0)}
    if m.group(1):
        ab["loses_all_abilities"] = True
    return [ab]


@effect_template(r"~ becomes an artifact creature until end of turn")
def vehicle_becomes_artifact_creature(eff, m):
    """ "This Vehicle becomes an artifact creature until end of turn": what crew does (2026 702.122a),
    paid for another way; its printed power and toughness apply while it is a creature (301.7a)."""
    if "Vehicle" not in eff.card.subtypes or "Creature" in eff.card.types:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "becomes_artifact_creature", "to": "self", "until": "end_of_turn"})


NONCREATURE_ARTIFACTS = Phrases((), lambda s: isinstance(s, dict) and s.get("types") == ["Artifact"] and s.get("not_types") == ["Creature"]
                                and set(s) <= {"types", "not_types", "controller"})


@effect_template(rf"({TARGET_RE}) becomes an artifact creature with power and toughness each equal to its mana value until end of turn")
def artifact_becomes_creature_with_its_mana_value(eff, m):
    """ "Target noncreature artifact becomes an artifact creature with power and toughness each equal
    to its mana value until end of turn" (Karn's Touch, Toymaker)."""
    eff.steps.append({"do": "becomes_artifact_creature", "to": ref(eff, m.group(1), NONCREATURE_ARTIFACTS), "pt": "mana_value",
                      "until": "end_of_turn"})


@effect_template(r"~ becomes the creature type of your choice until end of turn")
def becomes_the_creature_type_of_your_choice(eff, m):
    if "Creature" not in eff.card.types:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "becomes_creature_type_of_choice", "to": "self", "until": "end_of_turn"})


_PERMANENTS = Phrases(("target permanent", "target land"), is_permanent)


@effect_template(rf"(~|{TARGET_RE}|that creature) becomes ({'|'.join(COLORS)}|colorless|the color of your choice)( until end of turn)?")
def becomes_a_color(eff, m):
    who, color, trail = m.groups()
    if who == "~":
        if not {"Creature", "Artifact", "Enchantment", "Land"} & set(eff.card.types):
            raise NotUnderstood(m.group(0))
        to = "self"
    else:
        to = ref(eff, who, _PERMANENTS)
    until = {"until": "end_of_turn"} if trail else {}
    if color == "the color of your choice":
        eff.steps.append({"do": "becomes_color_of_choice", "to": to, **until})
    else:
        eff.steps.append({"do": "set_colors", "colors": [] if color == "colorless" else [color], "to": to, **until})
