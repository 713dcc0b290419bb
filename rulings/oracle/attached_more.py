"""More Aura and Equipment wordings (round 51):

* "Enchanted creature gets +2/+2, has vigilance, and can't attack you or planeswalkers you control" (the
  Vows), "Enchanted creature can't attack you or planeswalkers you control" (Spectral Grasp): the pump and
  keyword, and a restriction on attacking (2007 308.2a; 2026 508.1c) whose "you" is the Aura's controller
  (rulings/engine/cant_attack_you.py), all while the Aura is attached; Spectral Grasp's "Enchanted creature can't
  block creatures you control" (2007 309.2a; 2026 509.1b), "you" the same.
* "{W}: Return enchanted creature to its owner's hand", "Sacrifice this Aura: ...", "Discard a card: ..."
  (Sun Clasp, Phantom Wings, Ghostly Wings): what aura_abilities.py reads of "Regenerate enchanted creature".
* "Enchanted creature can't be the target of spells or abilities your opponents control" (Shielding Plax, Canopy
  Cover): "your" is the Aura's controller (rulings/engine/targeted_by_your_opponents.py).
* "Enchanted creature gets +2/+2 and is goaded" (the Impetus cycle), "has indestructible and is goaded" (Redemption
  Arc), "Equipped creature gets +2/+0 and is goaded" (Bloodthirsty Blade): goaded by the Aura's controller while it is
  attached (2026 701.15b; rulings/engine/goaded_statically.py).
* "Whenever enchanted creature attacks, you scry 2" (Psychic Impetus).
* "Equip—Sacrifice a creature." (Demonmail Hauberk), "Equip—Discard a card.", "Equip—Pay 3 life.": the equip
  keyword with a cost that isn't only mana (rulings/engine/equip_other_costs.py).
* "At the beginning of each upkeep, tap enchanted creature" (Curse of Chains), "Equipped creature gets +10/+10 and
  loses flying" (Colossus Hammer), "Equip {B/P}{B/P}" (Lashwrithe).
* "Equipped creature gets +0/+3 and can block an additional creature each combat" (Vanguard's Shield), "... can't be
  blocked by more than one creature" (Rope), "... by creatures with power 3 or less" (Saddle of the Cavalier),
  "Enchanted creature can't be blocked by Spirits" (Field of Reality), "Enchanted creature is a Demon Spirit" (Oni
  Possession), "Enchanted land has shroud" (Trace of Abundance).
* "As long as this creature is enchanted, it gets +2/+2 and has flying, first strike, and trample" (Thran Golem), "...
  it can attack as though it didn't have defender" (Pillar of War), "This creature has flying as long as it's
  enchanted" (Skyrider Trainee), "... can't be blocked as long as it's enchanted" (Metathran Elite): while an Aura is
  attached to it (the engine's `self_enchanted`).

Any other word keeps the paragraph text only."""
from __future__ import annotations

from .registry import NotUnderstood, ability_template
from .statics import PT, _statics


def _aura(card, m) -> None:
    """An Aura card (not an Aura creature: a bestow creature's "enchanted creature" isn't read here)."""
    if "Aura" not in card.subtypes or "Creature" in card.types:
        raise NotUnderstood(m.group(0))


# --- "Enchanted creature gets +2/+2, has vigilance, and can't attack you or planeswalkers you control" ---

@ability_template(rf"Enchanted creature (?:gets {PT}, has ([a-z ]+?), and )?can't attack you or planeswalkers you control\.")
def enchanted_cant_attack_you(card, m):
    _aura(card, m)
    base = {"kind": "static", "affects": "enchanted"}
    out = _statics(base, (m.group(1), m.group(2)), m.group(3)) if m.group(1) else []
    if m.group(1) and len(out) != 1 or m.group(1) and "gains" not in out[0]:
        raise NotUnderstood(m.group(0))  # one keyword, said whole
    return out + [{**base, "gains": {"kind": "keyword", "keyword": "cant_attack_you"}}]


# --- "{W}: Return enchanted creature to its owner's hand", "Sacrifice this Aura: ..." ---

@ability_template(r"([^:\"]+): Return enchanted creature to its owner's hand\.")
def aura_activated_return_enchanted(card, m):
    """Sun Clasp, Phantom Wings, Ghostly Wings: the Aura's controller activates it (2007 403.2; 2026 602.2); as it resolves the
    creature the Aura enchants then (or enchanted as the Aura left, "Sacrifice this Aura" among the costs: 2007
    413.2f; 2026 608.2h) returns to its owner's hand; nothing is targeted (aura_abilities.py's reading)."""
    from .activated import cost
    from .auras import _enchanted
    from .registry import parse_effect
    _aura(card, m)
    ab = {"kind": "activated", "cost": cost(m.group(1))}
    if ab["cost"].pop("zone", None) or set(ab["cost"]) - {"mana", "sacrifice", "discard"} or ab["cost"].get("sacrifice", "self") != "self":
        raise NotUnderstood(m.group(1))
    eff = parse_effect(card, ["Return target creature to its owner's hand"])
    if len(eff.targets) != 1 or eff.targets[0] not in ("creature", {"types": ["Creature"]}) or len(eff.steps) != 1:
        raise NotUnderstood(m.group(0))
    ab["effect"] = _enchanted(eff.steps)
    return [ab]


# --- "Enchanted creature can't be the target of spells or abilities your opponents control" ---

@ability_template(r"Enchanted creature can't be the target of spells or abilities your opponents control\.")
def enchanted_cant_be_targeted_by_your_opponents(card, m):
    """Shielding Plax, Canopy Cover: "your" is the Aura's controller (rulings/engine/targeted_by_your_opponents.py),
    not the creature's: no hexproof (the words are older than it, and differ on an opponent's creature)."""
    _aura(card, m)
    return [{"kind": "static", "affects": "enchanted", "gains": {"kind": "keyword", "keyword": "cant_be_targeted_by_your_opponents"}}]


# --- "Enchanted creature gets +2/+2 and is goaded" ---

_GOADED_EXTRA = {"must be blocked if able": {"kind": "keyword", "keyword": "must_be_blocked"}}


@ability_template(rf"(Enchanted|Equipped) creature (?:gets {PT}(?:, (has [a-z ]+?|must be blocked if able),)? and |has ([a-z ]+?) and )?is goaded\.")
def attached_is_goaded(card, m):
    """The Impetus cycle, Redemption Arc, Bloodthirsty Blade: the pump and keyword said first, then the goad
    designation (2026 701.15b) while the Aura (Equipment) is attached, by its controller
    (rulings/engine/goaded_statically.py; refused under the 2007 rules, which have no goad)."""
    who = m.group(1).lower()
    if who == "enchanted":
        _aura(card, m)
    elif "Equipment" not in card.subtypes or "Creature" in card.types:
        raise NotUnderstood(m.group(0))
    base = {"kind": "static", "affects": who}
    extra, has = m.group(4), m.group(5)
    out = _statics(base, (m.group(2), m.group(3)), None) if m.group(2) else []
    if extra in _GOADED_EXTRA:
        out.append({**base, "gains": dict(_GOADED_EXTRA[extra])})
    elif extra or has:
        words = (extra or "has " + has)[4:]
        out += _statics(base, None, words)
        if " and " in words or "," in words:
            raise NotUnderstood(m.group(0))
    return out + [{"kind": "static", "goads": who}]


# --- "Whenever enchanted creature attacks, you scry 2" ---

@ability_template(r"Whenever (enchanted|equipped) creature attacks, you scry (\d+)\.")
def attached_attacks_you_scry(card, m):
    """Psychic Impetus: "you" is the Aura's (Equipment's) controller, the ability's controller, who scries
    as library.py's "scry 2" is played."""
    from .triggered import _attaches, _triggered
    if not _attaches(card, m.group(1)) or "Creature" in card.types or not 1 <= int(m.group(2)) <= 20:
        raise NotUnderstood(m.group(0))
    return _triggered(card, {"event": "attacks", "who": m.group(1)}, f"scry {m.group(2)}.")


# --- "Equip—Sacrifice a creature." ---

@ability_template(r"Equip—((?:\{\d+\}, )?(?:Sacrifice an? (?:creature|artifact)|Discard a card|Pay \d+ life))\.")
def equip_other_cost(card, m):
    """Demonmail Hauberk, Murderer's Axe, Nightmare Lash, Piston Sledge: the equip keyword with a cost that isn't
    only mana (2007 502.33a; 2026 702.6a: rulings/engine/equip_other_costs.py)."""
    from .activated import cost
    if "Equipment" not in card.subtypes or "Creature" in card.types:
        raise NotUnderstood(m.group(0))
    pays = cost(m.group(1))
    if set(pays) - {"mana", "sacrifice", "discard", "life"} or pays.get("sacrifice", "creature") not in ("creature", "artifact") \
            or pays.get("discard", 1) != 1 or not 1 <= pays.get("life", 1) <= 20:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "equip", "pays": pays}]


# --- "At the beginning of each upkeep, tap enchanted creature" ---

@ability_template(r"At the beginning of each upkeep, tap enchanted creature\.")
def each_upkeep_tap_enchanted(card, m):
    """Curse of Chains: in every player's upkeep (2007 502.2; 2026 503.1a: the step's beginning triggers it), the
    creature the Aura enchants as the ability resolves becomes tapped; nothing is targeted."""
    _aura(card, m)
    return [{"kind": "triggered", "trigger": {"event": "beginning_of_step", "step": "upkeep", "whose": "each"},
             "effect": [{"do": "tap", "what": "enchanted"}]}]


# --- "Equipped creature gets +10/+10 and loses flying" ---

@ability_template(rf"Equipped creature gets {PT} and loses (flying|first strike|trample|reach|vigilance|haste|deathtouch|lifelink)\.")
def equipped_loses_keyword(card, m):
    """Colossus Hammer: aura_wordings.py's "Enchanted creature gets -6/-0 and loses flying", of an Equipment: every
    instance of the keyword is removed while it is attached (2007 418.5a layer 5; 2026 613.1f layer 6)."""
    from .combat_requirements import LOSABLE
    if "Equipment" not in card.subtypes or "Creature" in card.types:
        raise NotUnderstood(m.group(0))
    base = {"kind": "static", "affects": "equipped"}
    return _statics(base, (m.group(1), m.group(2)), None) + [{**base, "loses": [LOSABLE[m.group(3)]]}]


# --- "Equip {B/P}{B/P}" ---

@ability_template(r"Equip ((?:\{(?:\d+|[WUBRG]/P|[WUBRGC])\})*\{[WUBRG]/P\}(?:\{(?:\d+|[WUBRG]/P|[WUBRGC])\})*)")
def equip_phyrexian(card, m):
    """Lashwrithe: an equip cost with Phyrexian mana symbols, each paid with one mana of its color or 2 life
    (2026 107.4f; none in the 2007 rules, which refuse it as for any other cost)."""
    if "Equipment" not in card.subtypes or "Creature" in card.types:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "equip", "cost": m.group(1)}]


@ability_template(r"Enchanted creature can't block creatures you control\.")
def enchanted_cant_block_yours(card, m):
    """Spectral Grasp: "you" is the Aura's controller (rulings/engine/cant_attack_you.py)."""
    _aura(card, m)
    return [{"kind": "static", "affects": "enchanted", "gains": {"kind": "keyword", "keyword": "cant_block_your_creatures"}}]


# --- "Equipped creature gets +0/+3 and can block an additional creature each combat", "... can't be blocked by ..." ---

_COMBAT_WORDS = r"(can block an additional creature each combat|can't be blocked by more than one creature|" \
                r"can't be blocked by creatures with power (\d+) or (less|greater))"


@ability_template(rf"(Enchanted|Equipped) creature gets {PT}(?:, has ([a-z ]+?),)? and {_COMBAT_WORDS}\.")
def attached_gets_and_combat_words(card, m):
    """Vanguard's Shield, Rope, Saddle of the Cavalier: the pump (and keyword), and a blocking rule the creature has
    while the Aura or Equipment is attached: a blocker of one more attacker (multiple_blocks.py), "can't be blocked by
    more than one creature", "can't be blocked by creatures with power 3 or less" (2007 309.2a; 2026 509.1b)."""
    who = m.group(1).lower()
    if ("Aura" if who == "enchanted" else "Equipment") not in card.subtypes or "Creature" in card.types:
        raise NotUnderstood(m.group(0))
    base = {"kind": "static", "affects": who}
    out = _statics(base, (m.group(2), m.group(3)), m.group(4))
    if m.group(4) and (len(out) != 1 or "gains" not in out[0]):
        raise NotUnderstood(m.group(0))  # one keyword, said whole
    words = m.group(5)
    if words.startswith("can block"):
        gains = {"kind": "keyword", "keyword": "block_additional"}
    elif words.endswith("more than one creature"):
        gains = {"kind": "keyword", "keyword": "cant_be_blocked_by_more_than_one"}
    else:
        n = int(m.group(6))
        if not 0 <= n <= 20:
            raise NotUnderstood(m.group(0))
        gains = {"kind": "keyword", "keyword": "cant_be_blocked_by_power", "at_most" if m.group(7) == "less" else "at_least": n}
    return out + [{**base, "gains": gains}]


# --- "Enchanted creature can't be blocked by Spirits" ---

@ability_template(r"(Enchanted|Equipped) creature can't be blocked by ([A-Z][a-z]+)\.")
def attached_cant_be_blocked_by_kind(card, m):
    """Field of Reality: blocking_kinds.py's "This creature can't be blocked by Humans", granted (2007 309.2a;
    2026 509.1b); the creature type said in the plural."""
    from .blocking_kinds import kind
    who = m.group(1).lower()
    if ("Aura" if who == "enchanted" else "Equipment") not in card.subtypes or "Creature" in card.types:
        raise NotUnderstood(m.group(0))
    spec = kind(m.group(2))
    if set(spec) != {"subtypes"}:
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "affects": who, "gains": {"kind": "keyword", "keyword": "cant_be_blocked_by_kind", "creatures": dict(spec)}}]


# --- "Enchanted creature is a Demon Spirit" ---

@ability_template(r"Enchanted creature is an? ([A-Z][a-z]+)(?: ([A-Z][a-z]+))?\.")
def enchanted_is_a_creature_type(card, m):
    """Oni Possession: no card type said, so only its creature types are replaced (2007 212.1b; 2026 205.1a: the
    engine's `sets_creature_types`, layer 4), its card types, other subtypes, colors and abilities kept."""
    from rulings.engine.creature_types import CREATURE_TYPES
    _aura(card, m)
    kinds = [k for k in m.groups() if k]
    if any(k not in CREATURE_TYPES for k in kinds) or len(set(kinds)) != len(kinds):
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "affects": "enchanted", "sets_creature_types": kinds, "text": m.group(0)}]


# --- "Enchanted land has shroud" ---

@ability_template(r"Enchanted (land|permanent|artifact) has (shroud|hexproof|indestructible)\.")
def enchanted_noncreature_has(card, m):
    """Trace of Abundance: the keyword the permanent the Aura enchants has (shroud 2007 502.18a, 2026 702.18a;
    hexproof 2026 702.11b; indestructible 2026 702.12b)."""
    _aura(card, m)
    return [{"kind": "static", "affects": "enchanted", "gains": {"kind": "keyword", "keyword": m.group(2)}}]


# --- "As long as this creature is enchanted, it gets +2/+2 and has flying" ---

@ability_template(rf"As long as ~ is enchanted, it (?:gets {PT}(?: and has ([a-z ,]+))?|has ([a-z ,]+)|(can attack as though it didn't have defender))\.")
def while_enchanted(card, m):
    """Thran Golem, Pillar of War: the creature's own static abilities, each applying only while an Aura is attached
    to it (2007 212.4h; 2026 303.4b: the engine's `self_enchanted`), as pump_more.py / equipment_wordings.py read
    "As long as ~ is equipped"."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    base = {"kind": "static", "affects": "self", "while": {"self_enchanted": True}}
    if m.group(5):
        if not any(p.strip() == "Defender" for p in card.paragraphs):
            raise NotUnderstood(m.group(0))
        return [{**base, "gains": {"kind": "keyword", "keyword": "attacks_as_though_no_defender"}}]
    from .keywords import granted
    pt = (m.group(1), m.group(2)) if m.group(1) else None
    out = [{k: v for k, v in ab.items()} for ab in (_statics(base, pt, None) if pt else [])]
    out += [{**base, "gains": ab} for ab in granted(m.group(3) or m.group(4) or "")] if (m.group(3) or m.group(4)) else []
    if not out:
        raise NotUnderstood(m.group(0))
    return out


@ability_template(r"~ (?:has ([a-z ,]+)|(can't be blocked)) as long as it's enchanted\.")
def has_while_enchanted(card, m):
    """Skyrider Trainee, Fledgling Osprey: "This creature has flying as long as it's enchanted"; Metathran Elite:
    "This creature can't be blocked as long as it's enchanted"."""
    from .keywords import granted
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    gains = [{"kind": "keyword", "keyword": "unblockable"}] if m.group(2) else granted(m.group(1))
    out = [{"kind": "static", "affects": "self", "while": {"self_enchanted": True}, "gains": ab} for ab in gains]
    if not out:
        raise NotUnderstood(m.group(0))
    return out
