"""Types (and colors) a permanent gets "in addition to its other types":

- "Target permanent becomes an artifact in addition to its other types until end of turn."
  (Liquimetal Coating), "Target land becomes an artifact ..." (Myr Landshaper), "{1}{U}{U}: Target
  permanent becomes an artifact in addition to its other types." (Memnarch: no duration, it lasts
  indefinitely), "Put a +1/+1 counter on target nonartifact creature. That creature becomes an artifact
  in addition to its other types." (Ashnod's Transmogrant), "~ deals 1 damage to another target
  creature. That creature becomes a Vampire in addition to its other types." (Olivia Voldaren): the
  engine's `becomes_in_addition`, a type-changing effect (2007 418.5a layer 4; 2026 613.1d) that keeps
  every prior type and subtype (2007 212.1c; 2026 205.1b).
- "Enchanted creature gets +1/+2, has flying, and is an Angel in addition to its other types." (Call to
  Serve), "Enchanted creature gets -1/-1 and is a black Zombie in addition to its other colors and
  types." (Ghoulflesh), "Equipped creature gets +1/+1 and is an artifact in addition to its other types."
  (Silverskin Armor), "Equipped creature has base power and toughness 5/5, has menace, and is a black
  Demon in addition to its other colors and types." (Blade of the Oni): an Aura's or Equipment's static
  ability, its parts each in its layer: the types added (layer 4), the color added to its others (layer
  5; 2026 105.3), the abilities (2007 layer 5; 2026 layer 6), power and toughness (2007 layer 6; 2026
  layer 7).
- "{X}: This artifact becomes an X/X Construct artifact creature until end of turn." (Chimeric Staff): animate.py's
  sentence with the ability's announced X for its power and toughness.
- "Enchanted creature loses all abilities and is a blue Fish with base power and toughness 0/1." (Ichthyomorphosis):
  its creature types replaced, its card types kept (the engine's `sets_creature_types`).

Only these subjects: a target permanent, "that creature" / "it" right after an instruction on that
same target permanent (never after it was returned or put onto the battlefield: then "that creature"
is a new object, and "is" there applies as it enters, 2026 611.2e), and "~". A creature type only for
what is surely a creature (an object has only the subtypes of its types: 2026 205.3d; 2007 212.1b's
"subtypes of one of an object's types"). A color is added only where the words say "its other colors
and types"; a color with only "its other types" (the color replaced, 2026 105.3), a card type other
than artifact or enchantment, "creature", a supertype, another duration and any other subject stay
text only.
"""
from __future__ import annotations

from rulings.engine.creature_types import CREATURE_TYPES

from .registry import NotUnderstood, ability_template, effect_template
from .statics import PT, _statics
from .targets import COLORS, TARGET_RE, Phrases, is_creature, is_permanent, ref

#: a target permanent (never "up to one": whether one was chosen)
_PERMANENTS = Phrases(("target permanent", "target land"), lambda s: is_permanent(s) and not (isinstance(s, dict) and s.get("up_to")))
_CARD_TYPES = {"artifact": "Artifact", "enchantment": "Enchantment"}
#: the instructions after which "that creature" / "it" is still the target they name (no zone change)
_ON_THE_TARGET = ("put_counters", "damage", "gain_control", "pump", "gain_ability", "tap", "untap")


def _words(words: str, m) -> tuple[list[str], list[str], list[str]]:
    """ "black Zombie", "Spider Hero", "artifact": (colors, creature types, card types); anything else refused."""
    tokens = words.split()
    colors: list[str] = []
    while tokens and tokens[0] in COLORS:
        colors.append(tokens.pop(0))
        if len(tokens) > 1 and tokens[0] == "and" and tokens[1] in COLORS:
            tokens.pop(0)
    types: list[str] = []
    if tokens and tokens[-1] in _CARD_TYPES:
        types.append(_CARD_TYPES[tokens.pop()])
    if not tokens and not types or any(t not in CREATURE_TYPES for t in tokens) or len(set(tokens)) != len(tokens) \
            or len(set(colors)) != len(colors):
        raise NotUnderstood(m.group(0))
    return colors, tokens, types


def _subject(eff, who: str, m) -> tuple[str, bool]:
    """The reference of the permanent, and whether it is surely a creature."""
    low = who.lower()
    if low == "~":
        if not {"Artifact", "Creature", "Enchantment", "Land"} & set(eff.card.types):
            raise NotUnderstood(m.group(0))
        return "self", "Creature" in eff.card.types
    if low in ("that creature", "it"):
        last = eff.last_target
        step = eff.steps[-1] if eff.steps else None
        if last is None or step is None or step.get("do") not in _ON_THE_TARGET \
                or last not in (step.get("to"), step.get("what")) or len(eff.targets) != 1:
            raise NotUnderstood(m.group(0))
        found = eff.targets[-1]
        if not is_permanent(found) or (low == "that creature" and not is_creature(found)):
            raise NotUnderstood(m.group(0))
        return last, is_creature(found)
    to = ref(eff, who, _PERMANENTS)
    return to, is_creature(eff.targets[-1])


@effect_template(rf"(until end of turn, )?(~|that creature|it|{TARGET_RE}) becomes an? ([A-Za-z -]+?) in addition to its other types"
                 rf"( until end of turn)?")
def becomes_in_addition(eff, m):
    lead, who, words, trail = m.groups()
    if lead and trail:
        raise NotUnderstood(m.group(0))
    colors, subtypes, types = _words(words, m)
    if colors:
        raise NotUnderstood(m.group(0))  # "a blue Crab in addition to its other types": its color replaced (105.3), not read here
    to, creature = _subject(eff, who, m)
    if subtypes and not creature:
        raise NotUnderstood(m.group(0))  # a creature type for what may not be a creature (205.3d)
    step = {"do": "becomes_in_addition", "to": to}
    if types:
        step["types"] = types
    if subtypes:
        step["subtypes"] = subtypes
    if lead or trail:
        step["until"] = "end_of_turn"
    eff.steps.append(step)


@ability_template(rf"(Enchanted|Equipped) creature (?:gets {PT}|has base power and toughness (\d+)/(\d+))(?:, has ([a-z {{}}0-9,]+?),)? "
                  r"and is an? ([A-Za-z -]+?) in addition to its other (colors and )?types\.")
def attached_is_in_addition(card, m):
    which, gp, gt, bp, bt, has, words, other_colors = m.groups()
    if ("Aura" if which == "Enchanted" else "Equipment") not in card.subtypes:
        raise NotUnderstood(m.group(0))
    colors, subtypes, types = _words(words, m)
    if bool(colors) != bool(other_colors):
        raise NotUnderstood(m.group(0))  # a color only "in addition to its other colors"; "colors and" only with one
    abilities = _statics({"kind": "static", "affects": which.lower()}, (gp, gt) if gp else None, has)
    first = abilities[0]
    if bp is not None:
        if not (0 <= int(bp) <= 99 and 0 <= int(bt) <= 99):
            raise NotUnderstood(m.group(0))
        first["is"] = {"power": int(bp), "toughness": int(bt)}
    if subtypes:
        first["adds_subtypes"] = subtypes
    if types:
        first["adds_types"] = types
    if colors:
        first["adds_colors"] = colors
    return abilities


@effect_template(r"((?:until end of turn, )?~ becomes an) X/X (.+)")
def becomes_an_x_x_creature(eff, m):
    """ "{X}: This artifact becomes an X/X Construct artifact creature until end of turn." (Chimeric Staff), "{X}: This
    enchantment becomes an X/X Wall creature with defender in addition to its other types until end of turn." (Testament
    of Faith): the sentence animate.py reads with a number, its power and toughness the X announced as the ability is
    activated (2007 409.1b; 2026 601.2b, 602.2b), only where its cost has that X."""
    from .registry import parse_sentence
    if not eff.allow_x:
        raise NotUnderstood(m.group(0))
    before = len(eff.steps)
    parse_sentence(eff, f"{m.group(1)} 1/1 {m.group(2)}")
    made = eff.steps[before:]
    if len(made) != 1 or made[0].get("do") != "becomes_creature" or made[0].get("to") != "self" \
            or (made[0].get("power"), made[0].get("toughness")) != (1, 1):
        raise NotUnderstood(m.group(0))
    made[0].update(power="X", toughness="X")


@ability_template(r"Enchanted creature loses all abilities and is an? (colorless|(?:white|blue|black|red|green)(?: and (?:white|blue|black|red|green))?) "
                  r"([A-Z][a-z]+) with base power and toughness (\d+)/(\d+)\.")
def enchanted_loses_all_and_is_a_creature_type(card, m):
    """ "Enchanted creature loses all abilities and is a blue Fish with base power and toughness 0/1." (Ichthyomorphosis),
    "... is a colorless Noggle with base power and toughness 1/1." (Noggle the Mind): no card type said, so only its
    creature types are replaced (2007 212.1b; 2026 205.1a: the engine's `sets_creature_types`, layer 4), its card
    types and other subtypes kept; its colors set (layer 5), its abilities removed (2007 layer 5; 2026 layer 6), its
    power and toughness set (2007 layer 6b; 2026 613.4b). aura_wordings.py reads the wording that says "creature"."""
    color, subtype, p, t = m.group(1), m.group(2), int(m.group(3)), int(m.group(4))
    if "Aura" not in card.subtypes or "Creature" in card.types or subtype not in CREATURE_TYPES or p > 99 or t > 99:
        raise NotUnderstood(m.group(0))
    colors = [] if color == "colorless" else color.split(" and ")
    if len(set(colors)) != len(colors):
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "affects": "enchanted", "is": {"colors": colors, "power": p, "toughness": t}, "loses_all_abilities": True,
             "sets_creature_types": [subtype], "text": m.group(0)}]


@effect_template(r"all lands( you control)? become (\d+)/(\d+) creatures until end of turn")
def all_lands_become_creatures(eff, m):
    """ "All lands become 2/2 creatures until end of turn. They're still lands." (Natural Affinity): the engine's
    `for_each` over the lands as it resolves (the set fixed then: 2007 418.3b; 2026 611.2c), each one's `becomes_creature`;
    "They're still lands." (the next template) keeps their other types (2007 212.1c; 2026 205.1b)."""
    you, p, t = m.groups()
    if not (0 <= int(p) <= 20 and 0 <= int(t) <= 20):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "for_each", "permanents": {"types": ["Land"], **({"controller": "you"} if you else {})},
                      "effect": [{"do": "becomes_creature", "to": "it", "power": int(p), "toughness": int(t), "until": "end_of_turn"}]})


@effect_template(r"they're still lands")
def theyre_still_lands(eff, m):
    last = eff.steps[-1] if eff.steps else None
    inner = (last or {}).get("effect") or []
    if last is None or last.get("do") != "for_each" or (last.get("permanents") or {}).get("types") != ["Land"] or len(inner) != 1 \
            or inner[0].get("do") != "becomes_creature" or inner[0].get("keeps_types"):
        raise NotUnderstood(m.group(0))
    inner[0]["keeps_types"] = True
