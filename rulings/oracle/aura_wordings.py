"""More of an Aura's own wordings about what it enchants:

* "Enchanted creature attacks each combat if able" (Bloodshed Fever), "... blocks each combat if able",
  "Enchanted creature gets +4/+1 and blocks each combat if able" (Spirespine, bestowed): a requirement the
  creature has while the Aura is attached (2007 500.4 / 2026 508.1d, 509.1c); a Curse's "Creatures enchanted
  player controls attack each combat if able" (Curse of the Nightly Hunt).
* "Enchanted creature [gets +1/+1 and] can't be blocked except by creatures with flying / except by Walls /
  except by artifact creatures and/or white creatures / by black creatures" (Treetop Bracers, Invisibility,
  Seeker, the Scarabs): a blocking restriction it has (2007 309.2a / 2026 509.1b; rulings/engine/evasion.py's
  `cant_be_blocked_by`).
* "Whenever enchanted land becomes tapped, its controller loses 2 life" (Corrupted Roots), "this Aura deals
  2 damage to that land's controller" (Psychic Venom): the player who controls the land as the ability
  resolves, or who controlled it as it last existed on the battlefield (2007 413.2f; 2026 608.2h:
  rulings/engine/effects/its_controller.py), each time the land becomes tapped, for mana or otherwise.
* "Enchanted creature loses all abilities and is a blue Frog creature with base power and toughness 1/1"
  (Frogify, Kenrith's Transformation): its color (if one is said), its card types (it loses all others but
  creature, and the subtypes that go with them; its supertypes stay: 2026 205.1a) and its creature types
  are set, its abilities removed and its base power and toughness set, while the Aura is attached (2007
  418.5a layers 4, 5, 6; 2026 613.1d, 613.1e, 613.1f, 613.4b).
* "Enchanted creature [gets -6/-0 and] loses flying" (Grounded, Tightening Coils).
* "{1}{R}: Enchanted creature attacks this turn if able" (Nettling Curse), "{R}: ... can't block this turn".
* The Zendikons' "Enchanted land is a 2/6 white Wall creature with defender. It's still a land." and "When
  enchanted land dies, return that card to its owner's hand"; Ensoul Artifact's "Enchanted artifact is a
  creature with base power and toughness 5/5 in addition to its other types".
* Faith's Fetters' "... its activated abilities can't be activated unless they're mana abilities", Serra
  Bestiary's "... with {T} in their costs ...", Instill Energy's "can attack as though it had haste", Animate
  Wall's "can attack as though it didn't have defender".

Any other word keeps the paragraph text only."""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template
from .statics import PT, _statics

_COLORS = ("white", "blue", "black", "red", "green")


def _aura(card, m) -> None:
    """An Aura card (not an Aura creature: a bestow creature's 'enchanted creature' is read elsewhere)."""
    if "Aura" not in card.subtypes or "Creature" in card.types:
        raise NotUnderstood(m.group(0))


def _aura_or_bestow(card, m) -> None:
    """An Aura, or a creature with bestow (an Aura only when cast bestowed, 2026 702.103)."""
    if "Aura" in card.subtypes and "Creature" not in card.types:
        return
    if "Creature" in card.types and any(re.match(r"Bestow\b", p) for p in card.paragraphs):
        return
    raise NotUnderstood(m.group(0))


# --- "Enchanted creature attacks each combat if able" ---

_EACH_COMBAT = {"attacks each combat if able": ["attacks_each_combat"], "blocks each combat if able": ["blocks_each_combat"],
                "attacks or blocks each combat if able": ["attacks_each_combat", "blocks_each_combat"]}


@ability_template(r"Enchanted creature (attacks each combat if able|blocks each combat if able|attacks or blocks each combat if able)\.")
def enchanted_each_combat(card, m):
    _aura_or_bestow(card, m)
    return [{"kind": "static", "affects": "enchanted", "gains": {"kind": "keyword", "keyword": kw}} for kw in _EACH_COMBAT[m.group(1)]]


@ability_template(rf"Enchanted creature gets {PT} and blocks each combat if able\.")
def enchanted_gets_and_blocks_each_combat(card, m):
    """statics.py reads "... gets +2/+2 and attacks each combat if able"; this, the blocking one."""
    _aura_or_bestow(card, m)
    base = {"kind": "static", "affects": "enchanted"}
    return _statics(base, (m.group(1), m.group(2)), None) + [{**base, "gains": {"kind": "keyword", "keyword": "blocks_each_combat"}}]


# --- "Enchanted creature can't be blocked except by Walls" ---

#: the words after "can't be blocked" -> evasion.BLOCKED_BY's key (the blockers excluded)
BLOCKED_BY = {**{f"by {c} creatures": f"{c}_creatures" for c in _COLORS},
              "by artifact creatures": "artifact_creatures",
              "by creatures with flying": "creatures_with_flying",
              "except by creatures with flying": "creatures_without_flying",
              "except by creatures with flying or reach": "creatures_without_flying_or_reach",
              "except by black creatures": "nonblack_creatures",
              "except by Walls": "non_walls",
              "except by artifact creatures and/or white creatures": "nonartifact_nonwhite_creatures"}


@ability_template(rf"Enchanted creature (?:gets {PT} and )?can't be blocked ({'|'.join(map(re.escape, BLOCKED_BY))})\.")
def enchanted_cant_be_blocked_by(card, m):
    _aura(card, m)
    base = {"kind": "static", "affects": "enchanted"}
    pump = _statics(base, (m.group(1), m.group(2)), None) if m.group(1) else []
    return pump + [{**base, "gains": {"kind": "keyword", "keyword": "cant_be_blocked_by", "what": BLOCKED_BY[m.group(3)]}}]


# --- "Whenever enchanted land becomes tapped, its controller loses 2 life" ---

@ability_template(r"Whenever enchanted land becomes tapped, ((?:its|that land's) controller loses (\d+) life|"
                  r"~ deals (\d+) damage to (?:its|that land's) controller)\.")
def enchanted_land_tapped_its_controller(card, m):
    _aura(card, m)
    n = int(m.group(2) or m.group(3))
    if not 1 <= n <= 20:
        raise NotUnderstood(m.group(0))
    step = {"do": "lose_life", "amount": n, "player": "its_controller"} if m.group(2) else \
        {"do": "damage", "amount": n, "to": "its_controller"}
    return [{"kind": "triggered", "trigger": {"event": "becomes_tapped", "who": "enchanted"},
             "effect": [{"do": "note_its_controller", "of": "it"}, step]}]


# --- "Enchanted creature loses all abilities and is a blue Frog creature with base power and toughness 1/1" ---

_COLOR_WORDS = r"(colorless|(?:white|blue|black|red|green)(?: and (?:white|blue|black|red|green))?)"


@ability_template(rf"Enchanted creature loses all abilities and is an? (?:{_COLOR_WORDS} )?([A-Z][a-z]+) creature with base power "
                  r"and toughness (\d+)/(\d+)\.")
def enchanted_loses_all_and_is(card, m):
    from rulings.engine.creature_types import CREATURE_TYPES
    _aura(card, m)
    color, subtype, p, t = m.group(1), m.group(2), int(m.group(3)), int(m.group(4))
    if subtype not in CREATURE_TYPES or p > 99 or t > 99:
        raise NotUnderstood(m.group(0))
    # its card types become just "creature", so its other subtypes go with them (2026 205.1a); "is a blue
    # Fish" (no card type said) would replace only its creature types, which the engine doesn't single out
    is_: dict = {"types": ["Creature"], "subtypes": [subtype]}
    if color:
        colors = [] if color == "colorless" else color.split(" and ")
        if len(set(colors)) != len(colors):
            raise NotUnderstood(m.group(0))
        is_["colors"] = colors
    is_.update({"power": p, "toughness": t})
    return [{"kind": "static", "affects": "enchanted", "is": is_, "loses_all_abilities": True, "text": m.group(0)}]


# --- "Creatures enchanted player controls attack each combat if able" (a Curse) ---

@ability_template(r"Creatures enchanted player controls attack each combat if able\.")
def enchanted_players_creatures_attack(card, m):
    """Curse of the Nightly Hunt: every creature the enchanted player controls now has the requirement
    (2007 500.4; 2026 508.1d), as player_auras.py's "Creatures enchanted player controls get -1/-1"."""
    _aura(card, m)
    return [{"kind": "static", "affects": "creatures", "filter": {"enchanted_player_controls": True},
             "gains": {"kind": "keyword", "keyword": "attacks_each_combat"}}]


# --- "{1}{R}: Enchanted creature attacks this turn if able" ---

_THIS_TURN = {"attacks this turn if able": "attacks_this_turn_if_able", "can't block this turn": "cant_block"}


@ability_template(rf"([^:\"]+): Enchanted creature ({'|'.join(map(re.escape, _THIS_TURN))})\.")
def aura_activated_this_turn(card, m):
    """Nettling Curse, Manacles of Decay: the Aura's controller activates it (2007 403.2; 2026 602.2) and it
    acts on the creature the Aura enchants as it resolves (aura_abilities.py, which leaves "this turn" to
    this template), for the rest of the turn; nothing is targeted."""
    from .activated import cost
    _aura(card, m)
    ab = {"kind": "activated", "cost": cost(m.group(1))}
    if ab["cost"].pop("zone", None) or set(ab["cost"]) - {"mana"}:
        raise NotUnderstood(m.group(1))
    ab["effect"] = [{"do": _THIS_TURN[m.group(2)], "to": "enchanted"}]
    return [ab]


# --- "Enchanted creature [gets -6/-0 and] loses flying" ---

@ability_template(rf"Enchanted creature (?:gets {PT} and )?loses (flying|first strike|trample|reach|vigilance|haste|deathtouch|lifelink)\.")
def enchanted_loses_keyword(card, m):
    """Grounded, Tightening Coils: every instance of the keyword is removed while the Aura is attached
    (2007 407.3, 418.5a layer 5; 2026 113.10b, 613.1f layer 6), and an effect that grants it later (by
    timestamp) gives it back (2007 407.1; 2026 113.10c)."""
    from .combat_requirements import LOSABLE
    _aura(card, m)
    base = {"kind": "static", "affects": "enchanted"}
    pump = _statics(base, (m.group(1), m.group(2)), None) if m.group(1) else []
    return pump + [{**base, "loses": [LOSABLE[m.group(3)]]}]


# --- "Enchanted land is a 2/6 white Wall creature with defender. It's still a land." (the Zendikons) ---

ANIMATED_LAND = (rf"Enchanted land is an? (\d+)/(\d+) (?:{_COLOR_WORDS} )?([A-Z][a-z]+) creature(?: with ([a-z ,]+?))?"
                 r"(?:\. It's still a land| that's still a land)\.")
ANIMATED_ARTIFACT = (r"Enchanted artifact is an? (?:([A-Z][a-z]+) )?creature with base power and toughness (\d+)/(\d+) "
                     r"in addition to its other types\.")


def _animated(card, m, p: str, t: str, color: str | None, subtype: str | None, keywords: str | None) -> list[dict]:
    """The permanent keeps its card types and subtypes and becomes a creature too (2007 212.1c / 2026 205.1b),
    of the creature type said (layer 4), of the color said (layer 5: it replaces its colors), with the keywords
    said (2007 layer 5 / 2026 layer 6) and the power and toughness said (2007 418.5a layer 6a; 2026 613.4b)."""
    from rulings.engine.creature_types import CREATURE_TYPES
    _aura(card, m)
    p_, t_ = int(p), int(t)
    if p_ > 99 or t_ > 99 or (subtype and subtype not in CREATURE_TYPES):
        raise NotUnderstood(m.group(0))
    is_: dict = {}
    if color:
        colors = [] if color == "colorless" else color.split(" and ")
        if len(set(colors)) != len(colors):
            raise NotUnderstood(m.group(0))
        is_["colors"] = colors
    is_.update({"power": p_, "toughness": t_})
    ab = {"kind": "static", "affects": "enchanted", "is": is_, "adds_types": ["Creature"], "text": m.group(0)}
    if subtype:
        ab["adds_subtypes"] = [subtype]
    gains = _statics({"kind": "static", "affects": "enchanted"}, None, keywords) if keywords else []
    return [ab] + gains


@ability_template(ANIMATED_LAND)
def enchanted_land_is_a_creature(card, m):
    return _animated(card, m, m.group(1), m.group(2), m.group(3), m.group(4), m.group(5))


@ability_template(ANIMATED_ARTIFACT)
def enchanted_artifact_is_a_creature(card, m):
    return _animated(card, m, m.group(2), m.group(3), None, m.group(1), None)


@ability_template(r"When enchanted (land dies|artifact is put into a graveyard), return that card to its owner's hand\.")
def animated_dies_return(card, m):
    """The Zendikons, Tezzeret's Touch: read only on an Aura that makes what it enchants a creature (the
    paragraphs above), so the permanent is a creature as it leaves and this is a leaves-the-battlefield
    ability of the Aura (2007 410.10c; 2026 603.6c, 603.10a: rulings/engine/aura_dies.py); "that card"
    is the card put into the graveyard, returned if it is still there (2007 217.1c; 2026 400.7)."""
    _aura(card, m)
    from .text import self_references, strip_reminders
    animate = ANIMATED_LAND if m.group(1) == "land dies" else ANIMATED_ARTIFACT
    if not any(re.fullmatch(animate, self_references(strip_reminders(p), card.name)) for p in card.paragraphs):
        raise NotUnderstood(m.group(0))
    return [{"kind": "triggered", "trigger": {"event": "dies", "who": "enchanted"}, "effect": [{"do": "return_to_hand", "what": "it"}]}]


# --- Faith's Fetters: "... can't attack or block, and its activated abilities can't be activated unless they're mana abilities" ---

@ability_template(r"Enchanted (permanent|creature|artifact) can't attack or block, and its activated abilities can't be activated "
                  r"unless they're mana abilities\.")
def enchanted_cant_attack_block_or_activate_nonmana(card, m):
    """attached_triggers.py's Petrify ("... can't be activated"), with its mana abilities spared (2007 406.1;
    2026 605.1a: they are activated abilities too): a noncreature permanent can't attack or block anyway, and
    once it becomes a creature it still can't (2007 409.4 / 2026 602.5: what an effect says can't be
    activated isn't)."""
    _aura(card, m)
    return [{"kind": "static", "affects": "enchanted", "gains": {"kind": "keyword", "keyword": k}}
            for k in ("cant_attack", "cant_block", "cant_activate_nonmana")]


@ability_template(r"Enchanted creature can attack as though it had haste\.")
def enchanted_attacks_as_though_haste(card, m):
    """Instill Energy: only the rule on attacking (2007 212.3d; 2026 302.6) is set aside, as haste would
    (2007 502.5b; 2026 702.10b); it has no haste, so its {T} abilities still wait."""
    _aura(card, m)
    return [{"kind": "static", "affects": "enchanted", "gains": {"kind": "keyword", "keyword": "attacks_as_though_haste"}}]


@ability_template(r"Enchanted Wall can attack as though it didn't have defender\.")
def enchanted_wall_attacks(card, m):
    """Animate Wall ("Enchant Wall"): its defender (2007 502.41b; 2026 702.3b) doesn't stop it attacking."""
    _aura(card, m)
    if not any(p.strip() == "Enchant Wall" for p in card.paragraphs):
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "affects": "enchanted", "gains": {"kind": "keyword", "keyword": "attacks_as_though_no_defender"}}]


@ability_template(r"Enchanted creature can't attack or block, and its activated abilities with \{T\} in their costs can't be activated\.")
def enchanted_cant_attack_block_or_tap(card, m):
    """Serra Bestiary: no activated ability of it whose cost has {T}, mana abilities included, can be
    activated (2007 409.4; 2026 602.5)."""
    _aura(card, m)
    return [{"kind": "static", "affects": "enchanted", "gains": {"kind": "keyword", "keyword": k}}
            for k in ("cant_attack", "cant_block", "cant_activate_tap")]
