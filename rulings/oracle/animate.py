"""A permanent that becomes a creature: "This land becomes a 2/2 white and
blue Bird creature with flying until end of turn. It's still a land.", "This
artifact becomes a 3/3 Golem artifact creature until end of turn.", "Target
land becomes a 0/0 Elemental creature with haste that's still a land."

Read into the engine's `becomes_creature` (rulings/engine/effects/animate.py):
its power and toughness (set, 2026 613.4b; 2007 418.5a layer 6b), its colors
(a color-changing effect, 613.1e), its creature types and the keywords it gains
("with flying", 613.1f), and whether it keeps its other types: "still a
[type]" and "artifact creature" say it does (2026 205.1b; 2007 212.1c), and
without them the new types replace the old (205.1a; 212.1b). A power or
toughness of X, a quoted ability, "until end of combat", "for as long as" and
any other duration stay text only.
"""
from __future__ import annotations

from rulings.engine.creature_types import CREATURE_TYPES

from .keywords import granted
from .registry import NotUnderstood, effect_template
from .targets import COLORS, CREATURE_TARGETS, TARGET_RE, Phrases, is_permanent, ref

#: the permanents a "target ..." of these sentences may be (never a player, spell or card)
PERMANENTS = Phrases(("target land",), is_permanent)


def _describe(words: str | None) -> tuple[list, list, bool]:
    """ "white and blue Bird", "Golem artifact", "green Ape": (colors, creature types, artifact)."""
    tokens = (words or "").split()
    colors: list[str] = []
    while tokens and tokens[0] in COLORS:
        colors.append(tokens.pop(0))
        if len(tokens) > 1 and tokens[0] == "and" and tokens[1] in COLORS:
            tokens.pop(0)
    artifact = bool(tokens) and tokens[-1] == "artifact"
    if artifact:
        tokens.pop()
    if any(t not in CREATURE_TYPES for t in tokens):
        raise NotUnderstood(words or "")  # a word that is not a creature type (or a color out of place)
    return colors, tokens, artifact


def _types_of(eff, who: str) -> set:
    """The card types the subject has for sure: the card's own, or the target's."""
    if who == "self":
        return set(eff.card.types)
    found = eff.targets[int(who.split(":")[1])]
    if found == "land":
        return {"Land"}
    if isinstance(found, dict) and len(found.get("types") or ()) == 1:
        return set(found["types"])
    if isinstance(found, dict) and set(found) == {"subtypes"} and found["subtypes"] and set(found["subtypes"]) <= set(_BASIC_LAND_TYPES):
        return {"Land"}  # "target Forest": only a land has a land type (2007 212.6c; 2026 205.3i)
    return set()


_BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")


@effect_template(rf"(until end of turn, )?(~|{TARGET_RE}) becomes an? (\d+)/(\d+) (?:([A-Za-z -]+?) )?creature"
                 rf"(?: with ([a-z ,]+?))?( that's still an? (?:land|artifact|enchantment)| in addition to its other types)?( until end of turn)?")
def becomes_creature(eff, m):
    lead, who, p, t, words, keywords, still, trail = m.groups()
    if lead and trail:
        raise NotUnderstood(m.group(0))
    if not 0 <= int(p) <= 100 or not 0 <= int(t) <= 100:
        raise NotUnderstood(m.group(0))
    # the case of the creature types matters ("Bird"), the template is read without it
    colors, subtypes, artifact = _describe(words)
    if who == "~" and "Creature" in eff.card.types:
        raise NotUnderstood(m.group(0))  # a creature that "becomes a creature": not these templates'
    to = ref(eff, who, PERMANENTS)
    step = {"do": "becomes_creature", "to": to, "power": int(p), "toughness": int(t)}
    if artifact:
        step["types"] = ["Artifact"]
    if subtypes:
        step["subtypes"] = subtypes
    if colors:
        step["colors"] = colors
    if keywords:
        step["abilities"] = granted(keywords)
    if still and still.startswith(" that's"):
        kind = still.split()[-1].capitalize()
        if kind not in _types_of(eff, to):
            raise NotUnderstood(m.group(0))
    if still or artifact:
        step["keeps_types"] = True  # 205.1b / 212.1c
    if artifact and subtypes and not still:
        step["replaces_creature_types"] = True  # "[creature types] artifact creature" (205.1b, 2026)
    if lead or trail:
        step["until"] = "end_of_turn"
    eff.steps.append(step)


@effect_template(r"it's still an? (land|artifact|enchantment)")
def still_a(eff, m):
    """ "It's still a land.": the permanent that just became a creature keeps its types (205.1b / 212.1c)."""
    last = eff.steps[-1] if eff.steps else None
    if last is not None and last.get("do") == "may" and len(last.get("effect") or ()) == 1 and "then" not in last:
        last = last["effect"][0]  # "You may have target land you control become ... It's still a land."
    if last is None or last.get("do") != "becomes_creature":
        raise NotUnderstood(m.group(0))
    if last.get("keeps_types") and last.get("types") != ["Artifact"]:
        raise NotUnderstood(m.group(0))  # said twice; "[...] artifact creature. It's still a land." says it once more (205.1b / 212.1c)
    if m.group(1).capitalize() not in _types_of(eff, last["to"]):
        raise NotUnderstood(m.group(0))
    last["keeps_types"] = True



@effect_template(rf"(until end of turn, )?(~|{TARGET_RE}) becomes an? ([A-Za-z -]+?) artifact creature with base power and toughness "
                 rf"(\d+)/(\d+)( until end of turn)?")
def becomes_artifact_creature_base(eff, m):
    """ "This artifact becomes a Shapeshifter artifact creature with base power and toughness 5/5
    until end of turn" (Mimic): as "becomes a 5/5 Shapeshifter artifact creature" (205.1b, 613.4b)."""
    lead, who, words, p, t, trail = m.groups()
    if lead and trail or not (0 <= int(p) <= 100 and 0 <= int(t) <= 100):
        raise NotUnderstood(m.group(0))
    colors, subtypes, artifact = _describe(words)
    if artifact or (who == "~" and "Creature" in eff.card.types):
        raise NotUnderstood(m.group(0))
    step = {"do": "becomes_creature", "to": ref(eff, who, PERMANENTS), "power": int(p), "toughness": int(t), "types": ["Artifact"],
            "subtypes": subtypes, "keeps_types": True, "replaces_creature_types": True}
    if colors:
        step["colors"] = colors
    if lead or trail:
        step["until"] = "end_of_turn"
    eff.steps.append(step)


@effect_template(rf"(until end of turn, )?(~|{TARGET_RE}) (loses all abilities and )?becomes an? ([A-Za-z -]+?) with base power and "
                 rf"toughness (\d+)/(\d+)(?: and gains ([a-z ,]+?))?( until end of turn)?")
def becomes_creature_type(eff, m):
    """ "Until end of turn, target creature becomes a blue Serpent with base power and toughness
    5/5" (Serpentine Ambush), "... loses all abilities and becomes a blue Frog ..." (Turn to Frog),
    "... and gains flying" (Mordenkainen's Polymorph): a creature's creature types are replaced
    (2007: 212.1b; 2026: 205.1a), its colors set if given, its power and toughness set."""
    lead, who, loses, words, p, t, gains, trail = m.groups()
    if lead and trail or not (0 <= int(p) <= 100 and 0 <= int(t) <= 100):
        raise NotUnderstood(m.group(0))
    colors, subtypes, artifact = _describe(words)
    if artifact or not subtypes:
        raise NotUnderstood(m.group(0))
    if who == "~":
        if "Creature" not in eff.card.types:
            raise NotUnderstood(m.group(0))
        to = "self"
    else:
        to = ref(eff, who, CREATURE_TARGETS)
    until = {"until": "end_of_turn"} if lead or trail else {}
    if loses:
        eff.steps.append({"do": "lose_all_abilities", "to": to, **until})
    step = {"do": "becomes_creature_type", "to": to, "power": int(p), "toughness": int(t), "subtypes": subtypes, **until}
    if colors:
        step["colors"] = colors
    if gains:
        step["abilities"] = granted(gains)
    eff.steps.append(step)


@effect_template(rf"you may have (~|{TARGET_RE}) become (?!a copy\b)(an? .+)")
def may_have_become(eff, m):
    """ "You may have this artifact become a 3/3 white Angel artifact creature with flying until end
    of turn": the engine's optional instruction (`may`, 2007: 413.2c; 2026: 608.2d) whose effect is
    the sentence "[it] becomes ...", read by the templates above."""
    from .optional import _may
    from .registry import parse_sentence
    before = eff.steps
    eff.steps = []
    try:
        parse_sentence(eff, f"{m.group(1)} becomes {m.group(2)}")
        then = eff.steps
    finally:
        eff.steps = before
    if len(then) != 1 or then[0].get("do") != "becomes_creature":
        raise NotUnderstood(m.group(0))
    _may(eff, f"have {m.group(1)} become {m.group(2)}".replace("~", "it"), effect=then)
