"""Damage and life sentences the damage family left as text only.

"~ deals 2 damage to any target and 3 damage to you" (Orcish Artillery, Psionic Blast): one
source dealing damage to its target and to its controller, both while the spell or ability
resolves, in the order written (2007: 413.2b; 2026: 608.2c).
"""
from __future__ import annotations

import re

from .damage import _amount
from .registry import NotUnderstood, ability_template, effect_template, parse_sentence
from .targets import DAMAGE_TARGETS, TARGET_RE, ref
from .text import NUMBER


@effect_template(rf"~ deals ({NUMBER}) damage to ({TARGET_RE}) and ({NUMBER}) damage to (you|~|itself)")
def damage_to_target_and_you(eff, m):
    """The target first (it is named first), then the controller or the source itself."""
    eff.steps.append({"do": "damage", "amount": _amount(eff, m.group(1)), "to": ref(eff, m.group(2), DAMAGE_TARGETS)})
    second = "~" if m.group(4).lower() == "itself" else m.group(4)
    eff.steps.append({"do": "damage", "amount": _amount(eff, m.group(3)), "to": ref(eff, second)})


# --- "the sacrificed creature's power / toughness" (rulings/engine/sacrificed_creature.py) ---
_SAC_COST = re.compile(r"[^:\"]*\bSacrifice (?:a|another) (?:[a-z]+ )?creature\b[^:\"]*: [^\"]+")
_SAC_ADDITIONAL = re.compile(r"As an additional cost to cast this spell, sacrifice a creature\.")


def _sacrificed(eff, stat: str) -> dict:
    """The amount, only where the card has just one place that sacrifices a chosen creature and
    every "sacrificed creature" of the card is of that place: the ability whose cost is "Sacrifice
    a creature" (Diamond Valley), or an instant or sorcery with "As an additional cost to cast this
    spell, sacrifice a creature" (Fling). A triggered ability's "sacrifice a creature. When you do"
    or a granted ability in quotes stays text only: nothing there remembers the creature."""
    paragraphs = eff.card.paragraphs
    using = [p for p in paragraphs if "sacrificed creature" in p]
    spell = bool({"Instant", "Sorcery"} & set(eff.card.types))
    if spell:
        ok = sum(bool(_SAC_ADDITIONAL.fullmatch(p)) for p in paragraphs) == 1 and \
            all(not _SAC_COST.fullmatch(p) and '"' not in p and not p.startswith(("When", "At")) for p in using)
    else:
        ok = bool(using) and all(_SAC_COST.fullmatch(p) for p in using) and not any(_SAC_ADDITIONAL.fullmatch(p) for p in paragraphs)
    if not ok:
        raise NotUnderstood(f"the sacrificed creature's {stat}")
    return {"count": f"sacrificed_{stat}"}


@effect_template(rf"~ deals damage equal to the sacrificed creature's power to ({TARGET_RE})")
def damage_equal_to_sacrificed_power(eff, m):
    """Fling, Bloodshot Cyclops: the power the creature had as it was sacrificed (2007: 413.2f; 2026: 608.2h)."""
    eff.steps.append({"do": "damage", "amount": _sacrificed(eff, "power"), "to": ref(eff, m.group(1), DAMAGE_TARGETS)})


@effect_template(r"you gain life equal to the sacrificed creature's (power|toughness)")
def gain_life_equal_to_sacrificed(eff, m):
    """Diamond Valley, Worthy Cause: its toughness (or power) as it was sacrificed."""
    eff.steps.append({"do": "gain_life", "amount": _sacrificed(eff, m.group(1).lower()), "player": "you"})


# --- "Whenever ~ is dealt damage / deals damage, you gain (lose) that much life" -------------------
@ability_template(r"Whenever ~ (is dealt|deals) damage, you (gain|lose) that much life\.")
def damage_that_much_life(card, m):
    """Kami of the Honored Dead, Filthy Cur, Emberwilde Caliph: one trigger for all the damage
    dealt to (or by) the creature at the same time, and "that much" is the total (2007: 410.6;
    2026: 603.2c; rulings/engine/damage_events.py). Spirit Link's own words (deals damage, gain)
    are damage_triggers.py's."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    trigger = {"event": "dealt_damage", "who": "self"} if m.group(1) == "is dealt" else {"event": "deals_damage", "who": "self", "to": "any"}
    do = "gain_life" if m.group(2) == "gain" else "lose_life"
    return [{"kind": "triggered", "trigger": trigger, "effect": [{"do": do, "amount": {"count": "damage_dealt"}, "player": "you"}]}]


# --- one player, two things: "Target player draws two cards and loses 2 life" ---------------------
_VERB = r"(draws?|gains?|loses?)"


def _one_thing(eff, verb: str, rest: str, player: str) -> dict:
    """ "draws two cards" / "gains 2 life" / "loses 2 life" of `player` (a reference already made)."""
    verb = verb.lower().rstrip("s") if verb.lower() not in ("loses", "lose") else "lose"
    m = re.fullmatch(rf"({NUMBER}) (cards?|life)", rest)
    if m is None or (verb == "draw") != m.group(2).startswith("card"):
        raise NotUnderstood(rest)
    do = {"draw": "draw", "gain": "gain_life", "lose": "lose_life"}[verb]
    return {"do": do, "amount": _amount(eff, m.group(1)), "player": player}


@effect_template(rf"(you|target player|target opponent) {_VERB} ([^,]+?) and {_VERB} ([^,]+)")
def player_does_two_things(eff, m):
    """Sign in Blood's "Target player draws two cards and loses 2 life", Night's Whisper's "You
    draw two cards and lose 2 life": one player (one target) does both, in the order written
    (2007: 413.2b; 2026: 608.2c)."""
    subject = m.group(1).lower()
    singular = subject != "you"
    for verb in (m.group(2), m.group(4)):
        if (verb.lower() in ("draws", "gains", "loses")) != singular:
            raise NotUnderstood(m.group(0))  # "you draws", "target player lose": not English this template reads
    first = _one_thing(eff, m.group(2), m.group(3), "you")
    second = _one_thing(eff, m.group(4), m.group(5), "you")
    player = ref(eff, subject)
    eff.steps += [{**first, "player": player}, {**second, "player": player}]


@effect_template(rf"(you (?:gain|lose) {NUMBER} life|you draw {NUMBER} cards?) and (scry {NUMBER})")
def you_do_then_scry(eff, m):
    """Samite Herbalist's "you gain 1 life and scry 1": the first, then the scry (2007: 413.2b;
    2026: 608.2c); scry itself is library.py's (2007: 502.36a; 2026: 701.22a)."""
    parse_sentence(eff, m.group(1))
    parse_sentence(eff, m.group(2))


# --- "you gain life equal to its toughness": the creature of the trigger event -------------------
_ENTERING = {"another creature you control": "another_creature_you_control", "a creature you control": "creature_you_control"}


@ability_template(r"Whenever (another creature you control|a creature you control) enters, you gain life equal to "
                  r"(?:its|that creature's) (power|toughness)\.")
def enters_gain_life_equal_to_its(card, m):
    """Angelic Chorus, Trostani: the entering creature's toughness as the ability resolves, or as it
    last existed on the battlefield if it has left (2007: 413.2f; 2026: 608.2h)."""
    return [{"kind": "triggered", "trigger": {"event": "comes_into_play", "who": _ENTERING[m.group(1)]},
             "effect": [{"do": "gain_life", "amount": {"count": f"{m.group(2)}_of", "of": "it"}, "player": "you"}]}]


@ability_template(r"When ~ dies, you gain life equal to its (power|toughness)\.")
def dies_gain_life_equal_to_its(card, m):
    """Bottle Golems: its power as it last existed on the battlefield (2007: 413.2f; 2026: 608.2h)."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [{"kind": "triggered", "trigger": {"event": "dies", "who": "self"},
             "effect": [{"do": "gain_life", "amount": {"count": f"{m.group(1)}_of", "of": "it"}, "player": "you"}]}]


# --- "~ deals 4 damage to target creature and 2 damage to that creature's controller" -------------
@effect_template(rf"~ deals ({NUMBER}) damage to (target creature|target creature an opponent controls|target creature you don't control) "
                 rf"and ({NUMBER}) damage to that creature's controller")
def damage_to_creature_and_its_controller(eff, m):
    """Chandra's Outrage: the controller is noted as the spell resolves, before the damage (which may
    destroy the creature): the player who controls it then (2007: 413.2f; 2026: 608.2h;
    rulings/engine/effects/its_controller.py)."""
    target = ref(eff, m.group(2), DAMAGE_TARGETS)
    eff.steps.append({"do": "note_its_controller", "of": target})
    eff.steps.append({"do": "damage", "amount": _amount(eff, m.group(1)), "to": target})
    eff.steps.append({"do": "damage", "amount": _amount(eff, m.group(3)), "to": "its_controller"})


@ability_template(r"Whenever ~ is dealt damage, it deals that much damage to (you|any target|target player|target opponent"
                  r"|target opponent or planeswalker|target player or planeswalker)\.")
def dealt_damage_deals_that_much(card, m):
    """Jackal Pup, Spitemare: once for all the damage dealt to it at once, "that much" the total
    (2007: 410.6; 2026: 603.2c); the creature deals it even if that damage destroyed it, as it last
    existed on the battlefield (2007: 413.2f; 2026: 608.2h)."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    ab = {"kind": "triggered", "trigger": {"event": "dealt_damage", "who": "self"}}
    if m.group(1) != "you":  # the target as the damage templates read it (Truefire Captain, Mogg Maniac)
        from .registry import Effect, parse_branch
        eff = Effect(card)
        steps = parse_branch(eff, f"~ deals 1 damage to {m.group(1)}")
        if steps != [{"do": "damage", "amount": 1, "to": "target:0"}] or len(eff.targets) != 1:
            raise NotUnderstood(m.group(0))
        ab["targets"] = eff.targets
    ab["effect"] = [{"do": "damage", "amount": {"count": "damage_dealt"}, "to": "you" if m.group(1) == "you" else "target:0"}]
    return [ab]
