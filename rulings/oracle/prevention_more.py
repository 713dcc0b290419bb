"""More prevention and regeneration sentences (2007: 419.6b, 419.7; 2026: 615, 701.19):

- "Prevent all [combat] damage target creature would deal this turn." (Resistance Fighter): a
  prevention effect on that creature's damage until end of turn (the engine's prevention_statics.py);
- "Damage can't be prevented this turn." (Flaring Pain) and "The damage can't be prevented." after
  a sentence that only deals damage (Combust): the engine's unpreventable.py (2026 615.12; 2007 103.2);
- "Target creature can't be regenerated this turn." (Hurr Jackal), and "It can't be regenerated
  this turn." / "That creature can't be regenerated." after the damage or destruction of that
  creature (2026 701.19c; 2007 419.6b);
- "The next 1 damage that would be dealt to this creature this turn is dealt to target creature you
  control instead." (Nomads en-Kor): a redirection shield of that amount (2007: 419.6c; 2026: 614.9).

A sentence these don't read whole stays text only: "A creature dealt damage this way can't be
regenerated this turn" (only if damage was dealt) is not this rider."""
from __future__ import annotations

from .damage import _amount
from .registry import NotUnderstood, ability_template, effect_template
from .targets import CREATURE_TARGETS, DAMAGE_TARGETS, PERMANENT_TARGETS, TARGET_RE, is_creature, ref
from .text import NUMBER


def _previous_sentence(eff) -> list[dict]:
    """The steps the sentence before this one made."""
    if len(eff.sentence_starts) < 2:
        return []
    return eff.steps[eff.sentence_starts[-2]:eff.sentence_starts[-1]]


def _creature_ref(eff, phrase: str, m) -> str:
    what = ref(eff, phrase, CREATURE_TARGETS + ("~",))
    if what.startswith("target:") and not is_creature(eff.targets[int(what[7:])]):
        raise NotUnderstood(m.group(0))
    if what == "self" and not eff.card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return what


@effect_template(rf"prevent all (combat )?damage ({TARGET_RE}|~|it|that creature) would deal this turn")
def prevent_all_damage_it_would_deal(eff, m):
    """The same prevention effect as "... that would be dealt by target creature this turn"
    (2007: 419.7a; 2026: 615.1a), on that creature until end of turn."""
    what = _creature_ref(eff, m.group(2), m)
    eff.steps.append({"do": "prevent_all_damage_this_turn", "what": what, "dealt": "by", **({"combat": True} if m.group(1) else {})})


@effect_template(r"damage can't be prevented this turn")
def damage_cant_be_prevented_this_turn(eff, m):
    """Flaring Pain: no damage dealt this turn, by any source to anything, is prevented."""
    eff.steps.append({"do": "damage_cant_be_prevented"})


@effect_template(r"the damage can't be prevented")
def the_damage_cant_be_prevented(eff, m):
    """Combust's "~ deals 5 damage to target white or blue creature. The damage can't be
    prevented.": the damage of the sentence before, which must deal damage and do nothing else
    (a "for each" of damage included)."""
    before = _previous_sentence(eff)
    found = []
    for st in before:
        if st.get("do") == "damage":
            found.append(st)
        elif st.get("do") == "for_each" and st.get("effect") and all(x.get("do") == "damage" for x in st["effect"]):
            found += st["effect"]
        else:
            raise NotUnderstood(m.group(0))
    if not found:
        raise NotUnderstood(m.group(0))
    for st in found:
        st["cant_be_prevented"] = True


@effect_template(rf"({TARGET_RE}) can't be regenerated this turn")
def target_cant_be_regenerated(eff, m):
    """Hurr Jackal: a rider on the creature until end of turn."""
    eff.steps.append({"do": "cant_be_regenerated", "what": _creature_ref(eff, m.group(1), m)})


@effect_template(r"it can't be regenerated this turn")
def damaged_creature_cant_be_regenerated(eff, m):
    """Engulfing Flames' "~ deals 1 damage to target creature. It can't be regenerated this
    turn.": the damage instruction's own rider on that creature (whether or not the damage was
    prevented: "it" is the target, not "a creature dealt damage this way")."""
    before = _previous_sentence(eff)
    if len(before) != 1 or before[0].get("do") != "damage" or before[0].get("to") != eff.last_target \
            or eff.last_target is None or not is_creature(eff.targets[int(eff.last_target[7:])]):
        raise NotUnderstood(m.group(0))
    before[0]["no_regenerate"] = True


@effect_template(r"that creature can't be regenerated")
def destroyed_creature_cant_be_regenerated(eff, m):
    """Nekrataal's "destroy target nonartifact, nonblack creature. That creature can't be
    regenerated.": the destruction's own "can't be regenerated" (as removal.py reads "It can't
    be regenerated.")."""
    before = _previous_sentence(eff)
    if len(before) != 1 or before[0].get("do") != "destroy" or before[0].get("what") != eff.last_target \
            or before[0].get("no_regenerate") or eff.last_target is None:
        raise NotUnderstood(m.group(0))
    before[0]["no_regenerate"] = True


@effect_template(rf"the next ({NUMBER}) damage that would be dealt to ~ this turn is dealt to ({TARGET_RE}) instead")
def next_damage_redirected(eff, m):
    """Nomads en-Kor's "{0}: The next 1 damage that would be dealt to this creature this turn is
    dealt to target creature you control instead": a redirection shield of that amount (2007:
    419.6c; 2026: 614.9; the engine's redirected_amounts.py)."""
    n = _amount(eff, m.group(1))
    if not isinstance(n, int) or n < 1 or not eff.card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    to = ref(eff, m.group(2), DAMAGE_TARGETS)
    eff.steps.append({"do": "redirect_damage", "what": "self", "to": to, "amount": n})


_DEALT_TO = {"you": "you", "players": "players", "creatures": "creatures", "creatures you control": "creatures_you_control",
             "artifact creatures": "artifact_creatures"}
_DEALT_BY = {"attacking creatures": "attacking_creatures", "creatures your opponents control": "creatures_your_opponents_control"}


@effect_template(r"prevent all (combat )?damage that would be dealt( this turn)? (to|by) (you|players|creatures|creatures you control"
                 r"|artifact creatures|attacking creatures|creatures your opponents control)( this turn)?( by attacking creatures)?")
def prevent_all_damage_described(eff, m):
    """"Prevent all damage that would be dealt this turn to creatures you control", "... combat damage that
    would be dealt to players this turn", "... to you this turn by attacking creatures", "... this turn by
    creatures your opponents control": a prevention effect until end of turn on whatever fits the words
    as the damage would be dealt (the engine's prevention_filters.py). "This turn" said once; "by
    creatures" alone is the engine's older `prevent_all_damage`."""
    combat, early, word, what, late, by_attackers = m.groups()
    if bool(early) == bool(late):
        raise NotUnderstood(m.group(0))
    step = {"do": "prevent_all_damage_described", **({"combat": True} if combat else {})}
    if word == "to":
        if what not in _DEALT_TO:
            raise NotUnderstood(m.group(0))
        step["dealt_to"] = _DEALT_TO[what]
        if by_attackers:
            step["dealt_by"] = "attacking_creatures"
    elif what == "creatures" and not combat and not by_attackers:
        step = {"do": "prevent_all_damage", "from": "creatures"}  # Ethereal Haze: the engine's older instruction
    else:
        if what not in _DEALT_BY or by_attackers:
            raise NotUnderstood(m.group(0))
        step["dealt_by"] = _DEALT_BY[what]
    eff.steps.append(step)



@effect_template(rf"regenerate ({TARGET_RE})")
def regenerate_target_permanent(eff, m):
    """"Regenerate target artifact", "Regenerate target Zombie": a regeneration shield on any
    permanent the target phrase reads (2007 419.6b; 2026 701.19a: "Regenerate [permanent]");
    "target creature" is removal.py's."""
    what = ref(eff, m.group(1), PERMANENT_TARGETS)
    if not what.startswith("target:"):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "regenerate", "what": what})


@ability_template(r"Damage can't be prevented\.")
def damage_cant_be_prevented_static(card, m) -> list[dict]:
    """Leyline of Punishment: a permanent's static ability (the engine's unpreventable.py), while
    it is on the battlefield; on an instant or sorcery the words would have no duration."""
    if {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "damage_cant_be_prevented"}]
