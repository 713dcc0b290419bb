"""Blocking restrictions on a creature that name a kind of creature: "This creature can't be
blocked by Humans", "... can't be blocked except by Walls", "... can't block artifact creatures",
"... can't block or be blocked by creatures with power 2 or greater" (the engine's
blocking_kinds.py: 2007 309.2a, 2026 509.1b).

Only the kinds read below, in the plural, are read; any other (a two-word creature type such as
"Eldrazi Scions", "enchanted creatures", "creatures with greater power") stays text only. The
wordings combat_restrictions.py and combat_requirements.py read already ("can't be blocked by
Walls") are theirs: they come first."""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template, effect_template

COLOR = r"(?:white|blue|black|red|green)"
#: "creatures with flying": the keywords a kind may name
KEYWORDS = {"flying": "flying", "defender": "defender", "horsemanship": "horsemanship", "reach": "reach", "shadow": "shadow",
            "first strike": "first_strike", "trample": "trample", "haste": "haste", "menace": "menace", "deathtouch": "deathtouch"}


def _subtype(plural: str) -> str:
    from .protection_types import _creature_type
    kind = _creature_type(plural)
    if kind is None:
        raise NotUnderstood(plural)
    return kind


def _power(spec: dict, words: str | None) -> dict:
    """ "with power 2 or greater" / "with power 3 or less" after a kind."""
    if not words:
        return spec
    m = re.fullmatch(r" with (power|toughness) (\d+) or (greater|less)", words)
    if m is None:
        raise NotUnderstood(words)
    return {**spec, f"{m.group(1)}_{'min' if m.group(3) == 'greater' else 'max'}": int(m.group(2))}


def kind(words: str) -> dict:
    """The engine's filter of a kind of creature, said in the plural ("Knights or Walls",
    "black and/or red creatures", "artifact creatures", "creature tokens", "non-Wall creatures",
    "creatures with defender"); NotUnderstood for any other words."""
    m = re.fullmatch(r"([A-Z][a-z]+)(?:,? or ([A-Z][a-z]+))?", words)
    if m:  # "Humans", "Knights or Walls", "Oxen"
        return {"subtypes": [_subtype(w) for w in m.groups() if w]}
    m = re.fullmatch(rf"({COLOR})(?: (?:and/or|or) ({COLOR}))? creatures( with .+)?", words)
    if m:  # "blue creatures", "black and/or red creatures", "white creatures with power 2 or greater"
        return _power({"colors": [c for c in m.groups()[:2] if c]}, m.group(3))
    m = re.fullmatch(r"(artifact|legendary) creatures( with .+)?", words)
    if m:
        return _power({"all_types": ["Artifact"]} if m.group(1) == "artifact" else {"supertypes": ["Legendary"]}, m.group(2))
    if words == "creature tokens":
        return {"token": True}
    m = re.fullmatch(r"non-([A-Z][a-z]+) creatures", words)
    if m:  # "non-Wall creatures"
        return {"not_subtypes": [_subtype(m.group(1) + "s")]}
    m = re.fullmatch(rf"creatures with ({'|'.join(KEYWORDS)})", words)
    if m:
        return {"keyword": KEYWORDS[m.group(1)]}
    m = re.fullmatch(r"creatures( with (?:power|toughness) \d+ or (?:greater|less))", words)
    if m:  # "creatures with power 2 or greater" (of "can't block or be blocked by ...")
        return _power({}, m.group(1))
    raise NotUnderstood(words)


@ability_template(r"~ can't (be blocked by|be blocked except by|block or be blocked by|block) ([^.]+)\.")
def blocked_by_kind(card, m):
    """ "This creature can't be blocked by Humans" (Stromkirk Noble), "can't be blocked except by
    Walls", "can't block artifact creatures" (Hinterland Drake), "can't block or be blocked by
    creatures with power 2 or greater" (Sneaky Homunculus): restrictions on the declaration of
    blockers, each checked pair by pair (2007 309.2a; 2026 509.1b)."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    spec = kind(m.group(2))
    keywords = {"be blocked by": ["cant_be_blocked_by_kind"], "be blocked except by": ["blocked_only_by_kind"],
                "block": ["cant_block_kind"], "block or be blocked by": ["cant_block_kind", "cant_be_blocked_by_kind"]}[m.group(1)]
    return [{"kind": "keyword", "keyword": kw, "creatures": dict(spec)} for kw in keywords]


#: the basic landwalk abilities a lord grants ("forestwalk": 2007 502.6, 2026 702.14)
LANDWALK = r"(?:plains|island|swamp|mountain|forest)walk"


@ability_template(rf"Other ([A-Z][a-z]+)( creatures)? (?:get ([+-]\d+)/([+-]\d+) and )?have ({LANDWALK})\.")
def other_kind_have_landwalk(card, m):
    """ "Other Elf creatures get +1/+1 and have forestwalk" (Elvish Champion), "Other Merfolk get +1/+1
    and have islandwalk" (Lord of Atlantis): every player's creatures of that type but the source itself,
    while it is in play (2007 418.5a; 2026 613.1f, 613.4c)."""
    from rulings.engine.creature_types import CREATURE_TYPES

    from .statics import _statics, attached_other
    attached_other(card, m.group(0))
    kind = m.group(1) if m.group(2) else _subtype(m.group(1))  # "Elf creatures" / "Merfolk", "Goblins"
    if kind not in CREATURE_TYPES:
        raise NotUnderstood(m.group(1))
    pt = (m.group(3), m.group(4)) if m.group(3) else None
    return _statics({"kind": "static", "affects": "creatures", "filter": {"other": True, "subtype": kind}}, pt, m.group(5))


@ability_template(rf"(White|Blue|Black|Red|Green|All) creatures have ({LANDWALK})\.")
def creatures_have_landwalk(card, m):
    """ "Green creatures have forestwalk" (Hidden Path), "All creatures have forestwalk" (Lumbering
    Satyr): every player's creatures, the source too if it is one."""
    from .statics import _statics
    flt = {} if m.group(1) == "All" else {"filter": {"color": m.group(1).lower()}}
    return _statics({"kind": "static", "affects": "creatures", **flt}, None, m.group(2))


@ability_template(r"~ can't (attack|block|attack or block) unless you control another ([A-Z][a-z]+|artifact|creature|enchantment|land)\.")
def unless_another(card, m):
    """ "This creature can't block unless you control another Zombie" (Marauding Boneslasher), "can't
    attack or block unless you control another Minotaur": a restriction checked as attackers or blockers
    are declared (2007 308.2a, 309.2a; 2026 508.1c, 509.1b), for the creature's controller, the creature
    itself left out (the engine's board_life_conditions `you_control_another_kind`)."""
    from rulings.engine.creature_types import CREATURE_TYPES
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    kind = m.group(2)
    if kind.islower():
        kind = kind.capitalize()
    elif kind not in CREATURE_TYPES:
        raise NotUnderstood(kind)
    keywords = {"attack": ["cant_attack_unless"], "block": ["cant_block_unless"],
                "attack or block": ["cant_attack_unless", "cant_block_unless"]}[m.group(1)]
    return [{"kind": "keyword", "keyword": kw, "if": {"you_control_another_kind": kind}} for kw in keywords]


@ability_template(r"~ can block creatures with shadow as though (it had shadow|they didn't have shadow)\.")
def blocks_shadow(card, m):
    """ "This creature can block creatures with shadow as though it had shadow" (Wall of Diffusion), "...
    as though they didn't have shadow" (Aetherflame Wall): a creature without shadow may block one with it
    (2007 502.8b; 2026 702.28b); its other blocks are as they were."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "blocks_shadow"}]


@ability_template(r"When(?:ever)? ~ blocks a creature, destroy (that creature and ~|both creatures)\.")
def blocks_and_destroys_both(card, m):
    """ "When this creature blocks a creature, destroy that creature and this creature" (Loyal Sentry), "...
    destroy both creatures" (Alaborn Zealot): a trigger of each creature it blocks (2007 309.3; 2026 509.3b)
    that destroys the blocked creature and the blocker as it resolves; one gone by then, the other is
    still destroyed."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [{"kind": "triggered", "trigger": {"event": "blocks_a_creature", "who": "self"},
             "effect": [{"do": "destroy", "what": "it"}, {"do": "destroy", "what": "self"}]}]


@effect_template(r"Those creatures can't block this turn")
def those_cant_block(eff, m):
    """ "~ deals 1 damage to each of up to two target creatures. Those creatures can't block this turn."
    (Sparkmage's Gambit): each of the "up to N" targets the sentence before named, and only then (the
    engine's `cant_block`, one step for each: a target left unchosen, or gone, is skipped;
    2007 309.2a, 2026 509.1b)."""
    targets = eff.targets
    refs = [f"target:{i}" for i in range(len(targets))]
    if len(targets) < 2 or not all(isinstance(t, dict) and t.get("up_to") and t.get("types") == ["Creature"] for t in targets) \
            or [st.get("to") for st in eff.steps[-len(targets):]] != refs or len(eff.steps) != len(targets):
        raise NotUnderstood(m.group(0))
    eff.steps += [{"do": "cant_block", "to": ref} for ref in refs]


@ability_template(r"(~ can't be blocked by creatures with greater power|Creatures with power greater than ~'s power can't block it)\.")
def greater_power_cant_block(card, m):
    """ "This creature can't be blocked by creatures with greater power" (Prehistoric Pet), "Creatures with
    power greater than this creature's power can't block it" (Silumgar Assassin): each blocker's power
    against its own as blockers are declared (2007 309.2a; 2026 509.1b). Not the keyword skulk, which the
    creature doesn't have."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "cant_be_blocked_by_greater_power"}]
