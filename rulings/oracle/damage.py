""" "~ deals N damage to any target / target creature / each creature": any target
phrase that names only creatures, planeswalkers and players ("target attacking
or blocking creature", "target player or planeswalker")."""
from __future__ import annotations

from .described import each_described
from .registry import NotUnderstood, effect_template
from .targets import DAMAGE_TARGETS, TARGET_RE, is_creature, ref
from .text import NUMBER, amount


def _amount(eff, word):
    n = amount(word)
    if n == "X" and not eff.allow_x:
        raise NotUnderstood(word)
    return n


@effect_template(rf"~ deals ({NUMBER}) damage to ({TARGET_RE}|~|you)")
def damage(eff, m):
    eff.steps.append({"do": "damage", "amount": _amount(eff, m.group(1)), "to": ref(eff, m.group(2), DAMAGE_TARGETS)})


@effect_template(rf"~ deals ({NUMBER}) damage to ({TARGET_RE}) and ({NUMBER}) damage to ({TARGET_RE})")
def damage_to_two_targets(eff, m):
    """ "~ deals 3 damage to target creature and 3 damage to target player or planeswalker":
    two targets, each checked on its own on resolution (2007: 413.2a; 2026: 608.2b), the
    damage dealt to each while the spell resolves, before state-based actions are checked."""
    for number, phrase in ((m.group(1), m.group(2)), (m.group(3), m.group(4))):
        eff.steps.append({"do": "damage", "amount": _amount(eff, number), "to": ref(eff, phrase, DAMAGE_TARGETS)})


@effect_template(rf"~ deals ({NUMBER}) damage to each creature")
def damage_each_creature(eff, m):
    eff.steps.append({"do": "for_each", "creatures": {},
                      "effect": [{"do": "damage", "amount": _amount(eff, m.group(1)), "to": "it"}]})


@effect_template(rf"~ deals ({NUMBER}) damage to each creature and each player")
def damage_each_creature_and_player(eff, m):
    """Inferno: each creature, then each player in APNAP order (101.4), all from the one source."""
    n = _amount(eff, m.group(1))
    eff.steps.append({"do": "for_each", "creatures": {}, "effect": [{"do": "damage", "amount": n, "to": "it"}]})
    eff.steps.append({"do": "for_each", "players": "each_player", "effect": [{"do": "damage", "amount": n, "to": "it"}]})


@effect_template(rf"~ deals ({NUMBER}) damage to each ((?:other )?creature [a-z0-9 ']+?)( and each player)?")
def damage_each_described_creature(eff, m):
    """ "~ deals 2 damage to each creature without flying (and each player)" (Hurricane's kin,
    Earthquake): each creature the description names as it resolves, then each player in APNAP
    order (2007: 103.4; 2026: 101.4), all from the one source."""
    n = _amount(eff, m.group(1))
    try:
        which = each_described(eff, m.group(2))
    except NotUnderstood:
        from .registry import pass_on
        return pass_on(eff, m, damage_each_described_creature)  # "each creature and each planeswalker": damage_more.py
    eff.steps.append({"do": "for_each", "permanents": which,
                      "effect": [{"do": "damage", "amount": n, "to": "it"}]})
    if m.group(3):
        eff.steps.append({"do": "for_each", "players": "each_player", "effect": [{"do": "damage", "amount": n, "to": "it"}]})


@effect_template(r"if that (creature|creature or planeswalker) would die this turn, exile it instead")
def exile_if_it_would_die(eff, m):
    """Scorchmark's "If that creature would die this turn, exile it instead": a shield on
    the target the sentence before dealt damage to (or pumped) that replaces its going to a
    graveyard from the battlefield until end of turn (2007: 419.1a; 2026: 614.1a), whether
    or not the damage was dealt. "Dies" is being put into a graveyard from the battlefield
    (2026: 700.4); the shield lasts only while it is that permanent (400.7)."""
    last = eff.steps[-1] if eff.steps else None
    target = eff.last_target
    if last is None or target is None or last.get("do") not in ("damage", "pump", "lose_ability") or last.get("to") != target:
        # (lose_ability: Smite the Deathless's "That creature loses indestructible until end of turn." between them)
        raise NotUnderstood(m.group(0))
    spec = eff.targets[-1]
    if m.group(1).lower() == "creature" and not is_creature(spec):
        raise NotUnderstood(m.group(0))
    if m.group(1).lower() != "creature" and spec != {"types": ["Creature", "Planeswalker"]}:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "replace_graveyard", "what": target, "instead": "remove_from_game"})
