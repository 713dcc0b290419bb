"""Requirements and restrictions on attacking and blocking (2007: 308.2a, 309.2a,
500.4-500.5; 2026: 508.1c-d, 509.1b-c), the sentences of spells and abilities that
last this turn ("Target creature attacks this turn if able", "All creatures able to
block target creature this turn do so", "Target creature blocks this creature this
turn if able", "Up to two target creatures can't block this turn", "Creatures
without flying can't block this turn", "~ gets +2/+2 until end of turn and can't be
blocked this turn"; the engine's combat_this_turn.py), and the static abilities
"~ can't be blocked by white creatures" / "~ can't be blocked except by creatures
with flying" (evasion.py's cant_be_blocked_by)."""
from __future__ import annotations

from .pump import PT, _steps
from .registry import NotUnderstood, ability_template, effect_template
from .targets import CREATURE_TARGETS, TARGET_RE, ref
from .up_to import NUMBERS, PHRASE, up_to_targets

_IT = ("creature", "creature_you_control", "nonblack_creature", "nonartifact_nonblack_creature")
WHO = rf"(~|{TARGET_RE}|it|that creature)"

#: the words of a sentence's requirement or restriction -> the instructions that say it
THIS_TURN = {"attacks this turn if able": ["attacks_this_turn_if_able"],
             "can't attack this turn": ["cant_attack_this_turn"],
             "can't attack or block this turn": ["cant_attack_this_turn", "cant_block"],
             "must be blocked this turn if able": ["must_be_blocked_this_turn"],
             "blocks this turn if able": ["blocks_this_turn_if_able"],
             "can attack this turn as though it didn't have defender": ["attacks_as_though_no_defender"],
             "can't be blocked this turn": ["cant_be_blocked"],
             "can't block this turn": ["cant_block"]}


def creature_ref(eff, who: str) -> str:
    """ "~" (only on a creature card: a spell has no "this creature"), a creature target
    phrase, or "it" / "that creature" after a creature target (else NotUnderstood)."""
    w = who.lower()
    if w == "~":
        if not eff.card.is_permanent_creature:
            raise NotUnderstood(who)
        return "self"
    if w in ("it", "that creature"):
        animated = any(st.get("do") == "becomes_creature" and st.get("to") == eff.last_target for st in eff.steps)
        if not eff.targets or eff.last_target is None or (eff.targets[-1] not in _IT and not animated):
            raise NotUnderstood(who)  # "it" after a target that is a creature, or became one a sentence before (Elemental Uprising)
        if any(st.get("do") in ("remove_from_game", "return_to_play") for st in eff.steps):
            raise NotUnderstood(who)  # a flickered creature is a new object (400.7), not the target
        return eff.last_target
    return ref(eff, who, CREATURE_TARGETS)


@effect_template(rf"{WHO} (attacks this turn if able|can't attack this turn|can't attack or block this turn|"
                 r"must be blocked this turn if able|blocks this turn if able|can attack this turn as though it didn't have defender)")
def this_turn(eff, m):
    """A requirement or restriction on one creature for the rest of the turn."""
    to = creature_ref(eff, m.group(1))
    eff.steps += [{"do": do, "to": to} for do in THIS_TURN[m.group(2).lower()]]


@effect_template(rf"all creatures able to block {WHO} this turn do so")
def lure_this_turn(eff, m):
    eff.steps.append({"do": "lure_this_turn", "to": creature_ref(eff, m.group(1))})


@effect_template(rf"({TARGET_RE}) (blocks ~ this turn if able|can't block ~ this turn)")
def toward_this_creature(eff, m):
    """ "Target creature blocks this creature this turn if able" / "can't block this
    creature this turn": toward the source, so only on a creature's ability."""
    if not eff.card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    do = "blocks_it_this_turn_if_able" if m.group(2).startswith("blocks") else "cant_block_it_this_turn"
    eff.steps.append({"do": do, "to": ref(eff, m.group(1), CREATURE_TARGETS)})


@effect_template(r"creatures without flying can't block this turn")
def without_flying(eff, m):
    eff.steps.append({"do": "creatures_without_flying_cant_block"})


@effect_template(r"creatures your opponents control can't block this turn")
def opponents_cant_block(eff, m):
    eff.steps.append({"do": "opponents_creatures_cant_block"})


@effect_template(rf"up to (one|two|three|four|five) ({PHRASE}) (can't block this turn|can't attack or block this turn|"
                 r"can't be blocked this turn|can't attack this turn|attacks? this turn if able|must be blocked this turn if able)")
def up_to_this_turn(eff, m):
    """ "Up to two target creatures can't block this turn": each chosen one (up_to.py)."""
    said, n = m.group(3).lower(), NUMBERS[m.group(1).lower()]
    if said.startswith("attack") and said.startswith("attacks") != (n == 1):
        raise NotUnderstood(m.group(0))  # "up to two target creatures attacks": the verb agrees with the number
    words = said.replace("attack this turn", "attacks this turn")
    for to in up_to_targets(eff, n, m.group(2), CREATURE_TARGETS):
        eff.steps += [{"do": do, "to": to} for do in THIS_TURN[words]]


@effect_template(rf"(~|{TARGET_RE}) gets {PT} until end of turn and (can't be blocked this turn|must be blocked this turn if able|"
                 r"can attack this turn as though it didn't have defender|can't block this turn)")
def pump_and_this_turn(eff, m):
    """ "~ gets +2/+2 until end of turn and can't be blocked this turn": both, to the same creature."""
    to = creature_ref(eff, m.group(1))
    eff.steps += _steps(to, (m.group(2), m.group(3)), [])
    eff.steps += [{"do": do, "to": to} for do in THIS_TURN[m.group(4).lower()]]


#: "~ can't be blocked by white creatures", "~ can't be blocked except by creatures with flying": evasion.BLOCKED_BY
BLOCKED_BY = {**{f"by {c} creatures": f"{c}_creatures" for c in ("white", "blue", "black", "red", "green")},
              "except by creatures with flying": "creatures_without_flying",
              "except by creatures with flying or reach": "creatures_without_flying_or_reach",
              "except by black creatures": "nonblack_creatures",
              "except by Walls and/or creatures with flying": "creatures_without_flying_and_non_walls"}


@ability_template(r"~ can't be blocked (by (?:white|blue|black|red|green) creatures|except by creatures with flying(?: or reach)?|"
                  r"except by black creatures|except by Walls and/or creatures with flying)\.")
def blocked_by_color(card, m):
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "cant_be_blocked_by", "what": BLOCKED_BY[m.group(1)]}]


@ability_template(r"Enchanted creature can block only creatures with flying\.")
def enchanted_blocks_only_flying(card, m):
    if "Aura" not in card.subtypes:
        raise NotUnderstood(m.group(0))
    return [{"kind": "static", "affects": "enchanted", "gains": {"kind": "keyword", "keyword": "block_only_flying"}}]


@effect_template(rf"~ gets {PT} until end of turn for each creature blocking (?:it|~)( beyond the first)?")
def for_each_blocker(eff, m):
    """ "Whenever ~ becomes blocked, it gets +1/+1 until end of turn for each creature blocking it
    [beyond the first]": counted once, as the effect is applied (the engine's for_each_blocker.py)."""
    if not eff.card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    p, t = int(m.group(1)), int(m.group(2))
    if not (-20 <= p <= 20 and -20 <= t <= 20):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "pump_for_each_blocker", "power": p, "toughness": t, "beyond_first": bool(m.group(3)), "to": "self"})


#: the keywords "loses [keyword] until end of turn" may name (each without a cost or number)
LOSABLE = {"flying": "flying", "defender": "defender", "first strike": "first_strike", "trample": "trample",
           "reach": "reach", "vigilance": "vigilance", "haste": "haste", "menace": "menace", "deathtouch": "deathtouch",
           "lifelink": "lifelink", "double strike": "double_strike", "indestructible": "indestructible"}


@effect_template(rf"{WHO} loses ({'|'.join(LOSABLE)}) until end of turn")
def loses_until_end_of_turn(eff, m):
    """ "Target creature loses flying until end of turn": every instance of it, until the
    turn ends (the engine's lose_ability, which cites the rules it applies)."""
    try:
        to = creature_ref(eff, m.group(1))
    except NotUnderstood:
        if m.group(1).lower() != "that creature":
            raise
        from .registry import pass_on  # "that creature" of "target creature with flying" damaged before: damage_target_riders.py
        return pass_on(eff, m, loses_until_end_of_turn)
    eff.steps.append({"do": "lose_ability", "keyword": LOSABLE[m.group(2).lower()], "to": to, "until": "end_of_turn"})


@ability_template(r"~ can block (an additional creature each combat|any number of creatures)\.")
def blocks_more(card, m):
    """A blocker of more than one attacker (the engine's multiple_blocks.py)."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "block_any_number" if m.group(1).startswith("any") else "block_additional"}]


@ability_template(r"Each creature you control can block an additional creature each combat\.")
def yours_block_more(card, m):
    return [{"kind": "static", "affects": "creatures", "filter": {"you_control": True},
             "gains": {"kind": "keyword", "keyword": "block_additional"}}]


@effect_template(r"~ can block an additional creature this turn")
def blocks_more_this_turn(eff, m):
    if not eff.card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "block_additional_this_turn", "to": "self"})


@effect_template(rf"remove ({TARGET_RE}) from combat")
def remove_from_combat(eff, m):
    """ "Remove target attacking or blocking creature from combat" (2007: 306.2; 2026: 506.4)."""
    eff.steps.append({"do": "remove_from_combat", "to": ref(eff, m.group(1), CREATURE_TARGETS)})


@ability_template(r"Whenever ~ becomes blocked, you may untap it and remove it from combat\.")
def gustcloak(card, m):
    """Gustcloak Sentinel: once however many block it (2026: 509.3c); the choice is made as
    the ability resolves (the engine's "may")."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [{"kind": "triggered", "trigger": {"event": "becomes_blocked", "who": "self"},
             "effect": [{"do": "may", "text": "untap it and remove it from combat",
                         "effect": [{"do": "untap", "what": "self"}, {"do": "remove_from_combat", "to": "self"}]}]}]


@ability_template(r"(Enchanted|Equipped) creature can't be blocked(?: and has ([a-z ,]+))?\.")
def attached_unblockable(card, m):
    """ "Enchanted creature can't be blocked", "Equipped creature can't be blocked and has shroud"."""
    from .statics import _statics
    if ("Aura" if m.group(1) == "Enchanted" else "Equipment") not in card.subtypes:
        raise NotUnderstood(m.group(0))
    base = {"kind": "static", "affects": m.group(1).lower()}
    return [{**base, "gains": {"kind": "keyword", "keyword": "unblockable"}}] + (_statics(base, None, m.group(2)) if m.group(2) else [])


@ability_template(r"Each creature you control can't be blocked by more than one creature\.")
def yours_blocked_by_one(card, m):
    return [{"kind": "static", "affects": "creatures", "filter": {"you_control": True},
             "gains": {"kind": "keyword", "keyword": "cant_be_blocked_by_more_than_one"}}]


@ability_template(r"(All creatures|Creatures your opponents control|([A-Z][a-z]+) creatures) (attack|block) each combat if able\.")
def creatures_attack_each_combat(card, m):
    """ "All creatures attack each combat if able" (Warmonger Hellkite), "Creatures your opponents
    control ...", "Goblin creatures ...", "All creatures block each combat if able" (Grand Melee):
    each has the requirement while the source is in play (2007: 500.4; 2026: 508.1d, 509.1c)."""
    from rulings.engine.creature_types import CREATURE_TYPES
    if m.group(2) and m.group(2) not in CREATURE_TYPES:
        raise NotUnderstood(m.group(0))
    flt = {"All creatures": {}, "Creatures your opponents control": {"opponents_control": True}}.get(m.group(1), {"subtype": m.group(2)})
    return [{"kind": "static", "affects": "creatures", **({"filter": flt} if flt else {}),
             "gains": {"kind": "keyword", "keyword": "attacks_each_combat" if m.group(3) == "attack" else "blocks_each_combat"}}]


@ability_template(r"~ can't be blocked as long as defending player controls an artifact\.")
def unblockable_while(card, m):
    """Evasion while its condition holds, read as blockers are declared (conditional_evasion.py)."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "unblockable_while_defending_artifact"}]
