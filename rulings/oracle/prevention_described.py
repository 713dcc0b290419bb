"""More "Prevent all [combat] damage that would be dealt ..." sentences naming what they protect or
whose damage they stop by a description (2007: 419.7a, 418.3b; 2026: 615.1a, 611.2c; the engine's
prevention_filters.py), "this turn" said once, before or after the description:

- "... to you and creatures you control this turn" (Safe Passage), "... to you and permanents you
  control this turn" (Endure);
- "... to you this turn by creatures with flying" (Scarecrow), "... by attacking creatures without
  flying" (Al-abara's Carpet);
- "... this turn by non-Human sources" (Repel the Abominable), "... by nongreen creatures this turn"
  (Hunter's Ambush), "... by non-Elf creatures" (Galadhrim Ambush), "... by creatures with power 3 or
  less" (Fog of War), "... 4 or less" (Vine Snare);
- "If a red source / a creature / an artifact would deal damage to you, prevent N of that damage." (Sphere
  of Law, Orbs of Warding, Sphere of Purity): a permanent's static ability.

prevention_more.py reads the older descriptions ("to creatures you control", "by attacking
creatures"); anything else ("by creatures target opponent controls", "by creatures with no +1/+1
counters on them", "to up to two target creatures") stays text only."""
from __future__ import annotations

from .registry import NotUnderstood, effect_template

_TO = {"you and creatures you control": "you_and_creatures_you_control",
       "you and permanents you control": "you_and_permanents_you_control"}
_BY = {"creatures with flying": "creatures_with_flying", "attacking creatures without flying": "attacking_creatures_without_flying",
       "nongreen creatures": "nongreen_creatures", "non-Elf creatures": "non_elf_creatures",
       "creatures with power 3 or less": "creatures_with_power_3_or_less", "creatures with power 4 or less": "creatures_with_power_4_or_less",
       "non-Human sources": "non_human_sources"}
_BY_RE = "|".join(k.replace("-", r"\-") for k in _BY)


@effect_template(r"prevent all (combat )?damage that would be dealt( this turn)? to (you and creatures you control|you and permanents you control)"
                 r"( this turn)?")
def prevent_all_damage_to_you_and_yours(eff, m):
    """Safe Passage, Endure: you (the controller of the spell or ability) and what you control as the
    damage would be dealt."""
    combat, early, to, late = m.groups()
    if bool(early) == bool(late):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "prevent_all_damage_described", "dealt_to": _TO[to], **({"combat": True} if combat else {})})


@effect_template(rf"prevent all (combat )?damage that would be dealt( this turn)?( to you)?( this turn)? by ({_BY_RE})( this turn)?")
def prevent_all_damage_by_described(eff, m):
    """Scarecrow, Hunter's Ambush, Repel the Abominable: the damage sources that fit the words as the
    damage would be dealt (to you only, after "to you")."""
    combat, early, to_you, middle, by, late = m.groups()
    if sum(bool(x) for x in (early, middle, late)) != 1 or middle and not to_you:
        raise NotUnderstood(m.group(0))
    by = next(v for k, v in _BY.items() if k.lower() == by.lower())
    eff.steps.append({"do": "prevent_all_damage_described", "dealt_by": by, **({"dealt_to": "you"} if to_you else {}),
                      **({"combat": True} if combat else {})})


# --- "If a red source / a creature / an artifact would deal damage to you, prevent 2 of that damage." ---
from .registry import ability_template  # noqa: E402
from .text import NUMBER, amount  # noqa: E402

_SOURCE_BY = {"a creature": "creatures", "an artifact": "artifact_sources", **{f"a {c} source": f"{c}_sources"
                                                                           for c in ("white", "blue", "black", "red", "green")}}


@ability_template(rf"If (a creature|an artifact|a (?:white|blue|black|red|green) source) would deal damage to you, prevent ({NUMBER}) of that damage\.")
def prevent_some_of_described_sources_damage(card, m):
    """Sphere of Law, Orbs of Warding, Sphere of Purity: N of each damage event from such a source to the
    permanent's controller, the source read as it would deal the damage (a static prevention effect
    of a permanent: 2007 419.7a; 2026 615.1a, 615.10)."""
    if {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(m.group(0))
    n = amount(m.group(2))
    if not isinstance(n, int) or not 1 <= n <= 20:
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "replacement": {"event": "prevent_damage", "instead": "prevent", "what": "you", "by": _SOURCE_BY[m.group(1)],
                                               "count": n}}]


# --- "Prevent all damage a source of your choice would deal to you this turn." ---
@effect_template(r"prevent all damage (?:a source of your choice would deal to you this turn|that would be dealt to you this turn by a source of your choice)")
def prevent_all_damage_of_chosen_source_to_you(eff, m):
    """Auriok Replica, Consulate Surveillance: prevention_more.py's "Prevent all damage a source of your
    choice would deal this turn" (the source chosen as the effect is created: 2007 419.8a; 2026 609.7a),
    for the damage it would deal to you only (the engine's chosen_source_all.py)."""
    eff.steps.append({"do": "prevent_all_damage_from_chosen_source", "to": "you"})


# --- "Prevent all combat damage blue creatures and black creatures would deal this turn." ---
_WOULD_DEAL = {"that other creatures": "other_creatures", "blue creatures and black creatures": "blue_and_black_creatures",
               "non-soldier creatures": "non_soldier_creatures"}


@effect_template(r"prevent all (combat )?damage (that other creatures|blue creatures and black creatures|non-Soldier creatures) would deal this turn")
def prevent_all_damage_described_creatures_would_deal(eff, m):
    """Radiant Kavu, Frontline Strategist, Haze Frog: the same described prevention as "... that would be
    dealt this turn by [creatures]", the words in the other order; "other creatures" are all but the
    permanent whose ability it is (only on a creature's own ability)."""
    by = _WOULD_DEAL[m.group(2).lower()]
    if by == "other_creatures" and not eff.card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "prevent_all_damage_described", "dealt_by": by, **({"combat": True} if m.group(1) else {})})


# --- "Prevent all noncombat damage that would be dealt to equipped creature.", "... to attacking creatures you control." ---
@ability_template(r"Prevent all noncombat damage that would be dealt to (~|enchanted creature|equipped creature)\.")
def prevent_noncombat_damage_to_one(card, m):
    """Magebane Armor: replacements.py's "Prevent all damage that would be dealt to equipped creature", for
    noncombat damage only (a static prevention effect: 2007 419.7a; 2026 615.1a)."""
    from .replacements import _who
    return [{"kind": "static", "replacement": {"event": "prevent_damage", "instead": "prevent", "what": _who(card, m.group(1)),
                                               "noncombat": True}}]


@ability_template(r"Prevent all combat damage that would be dealt to attacking creatures you control\.")
def prevent_combat_damage_to_your_attackers(card, m):
    """Dolmen Gate: the combat damage dealt to a creature its controller controls that is attacking as
    the damage would be dealt (the engine's widened_statics.py)."""
    if {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "replacement": {"event": "prevent_damage", "instead": "prevent", "what": "attacking_creatures_you_control",
                                               "combat": True}}]


# --- "Prevent the next 1 damage that would be dealt to each creature [you control] [and each player] this turn." ---
from .text import NUMBER as _N  # noqa: E402


@effect_template(rf"prevent the next ({_N}) damage that would be dealt to each creature( you control)?( and each player)? this turn")
def prevent_next_damage_to_each(eff, m):
    """Samite Censer-Bearer, Kitsune Palliator: a shield of N for each creature (and each player) as the
    ability resolves (2007: 419.7c; 2026: 615.11: what becomes a creature later gets none)."""
    n = amount(m.group(1))
    if not isinstance(n, int) or not 1 <= n <= 20 or m.group(2) and m.group(3):
        raise NotUnderstood(m.group(0))
    shield = [{"do": "prevent_damage", "amount": n, "to": "it"}]
    eff.steps.append({"do": "for_each", "creatures": {"you_control": True} if m.group(2) else {}, "effect": shield})
    if m.group(3):
        eff.steps.append({"do": "for_each", "players": "each_player", "effect": [dict(s) for s in shield]})


# --- "Damage that would be dealt by this creature can't be prevented." ---
@ability_template(r"Damage that would be dealt by ~ can't be prevented\.")
def its_damage_cant_be_prevented(card, m):
    """Excruciator, Malignus: a creature's static ability about the damage it deals (2026 615.12: the
    prevention effects apply and prevent none of it; 2007 103.2: the "can't" wins; the engine's
    unpreventable.py)."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "its_damage_cant_be_prevented"}]
