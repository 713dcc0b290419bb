"""A creature that comes back to the battlefield after it dies, and one given that ability:

* "When this creature dies, return it to the battlefield tapped under its owner's control" (and
  without "tapped", or "with a +1/+1 counter on it"): a leaves-the-battlefield ability of a creature
  card; "it" is the card in the graveyard it went to (2007: 217.1c's exception (2), 410.10d;
  2026: 400.7, 603.10a). It returns as a new object (2007 217.1c; 2026 400.7), and only if it is
  still that card there (a token that died can't come back: 2007 216.4; 2026 111.8);
* "Until end of turn, target creature [gets +2/+0 and] gains [deathtouch and] "When this creature dies,
  return it to the battlefield tapped under its owner's control [with a +1/+1 counter on it].""
  (Feign Death, Supernatural Stamina, Demonic Gifts, Infuse with Vitality): the creature has that
  triggered ability until the turn ends (an effect that adds an ability: 2007 407.1; 2026 113.10),
  and the ability looks back at the creature as it last existed on the battlefield, so dying with it
  triggers it (2007 410.10d; 2026 603.10a).

* "When this creature dies, you may pay {1}{B}. If you do, return it ..." (Tenacious Dead): paid as the
  ability resolves;
* "Exile ~. Return it to the battlefield [tapped] under its owner's control at the beginning of the next
  end step." (Aetherling, Nezahal), "Exile target creature. At the beginning of the next end step, return
  that card ... with a +1/+1 counter on it." (Long Road Home), "Exile up to one [other] target creature
  you control. Return it ... at the beginning of the next end step." (Skyskipper Duo): a delayed
  triggered ability (2007 404.4; 2026 603.7) for the card just exiled;
* "Exile another target creature, then return it to the battlefield tapped under its owner's control"
  (Eldrazi Displacer), "... with a +1/+1 counter on it" (Spaceshift), "Exile up to one target artifact
  or creature you control, then return that card ..." (Teleportation Circle), and "It gains first
  strike until end of turn" after such a flicker (Justiciar's Portal).

"With a +1/+1 counter on it": the card enters with the counter on it (effects/moves.py `with_counter`,
as for a finality counter). Only artifact or creature targets (an Aura returning would need something
to enchant: 2007 212.4j; 2026 303.4f), one of them. "Under your control" after dying, "you may exile
... If you do", several targets, "if it had no counters" and the like stay with other templates or
text only."""
from __future__ import annotations

import re

from .keywords import granted
from .registry import NotUnderstood, ability_template, effect_template
from .targets import CREATURE_TARGETS, TARGET_RE, ref

_RETURN = r"return it to the battlefield( tapped)? under its owner's control( with a \+1/\+1 counter on it)?"


def _return_step(tapped, counter) -> dict:
    return {"do": "return_to_play", "what": "it", **({"tapped": True} if tapped else {}),
            **({"with_counter": "+1/+1"} if counter else {})}


def _dies_returns(tapped, counter) -> dict:
    """The triggered ability of the creature itself: "When this creature dies, return it ..."."""
    words = "When this creature dies, return it to the battlefield" + (" tapped" if tapped else "") + \
        " under its owner's control" + (" with a +1/+1 counter on it" if counter else "") + "."
    return {"kind": "triggered", "trigger": {"event": "dies", "who": "self"},
            "effect": [_return_step(tapped, counter)], "text": words}


@ability_template(rf"When ~ dies, {_RETURN}\.")
def dies_returns_to_battlefield(card, m):
    """Only a creature card (a noncreature permanent doesn't die unless it is a creature then)."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [_dies_returns(m.group(1), m.group(2))]


_PT = r"([+-]\d+)/([+-]\d+)"
_GAINS = rf"until end of turn, ({TARGET_RE}) (?:gets {_PT} and )?gains (?:([a-z ]+?) and )?\"When ~ dies, {_RETURN}\.\""

#: a spell's whole paragraph with this quotation, which the compiler lets through to the effect templates
#: (a spell's quoted text is otherwise read by none: compiler.py)
QUOTED_SPELL = re.compile(_GAINS[0].upper() + _GAINS[1:])


@effect_template(_GAINS)
def target_gains_dies_returns(eff, m):
    """The target creature gets the bonus, any keyword and the quoted ability, each until end of
    turn; the quoted ability is the creature's own (its controller controls the trigger)."""
    to = ref(eff, m.group(1), CREATURE_TARGETS)
    steps = []
    if m.group(2):
        power, toughness = int(m.group(2)), int(m.group(3))
        if not (-100 <= power <= 100 and -100 <= toughness <= 100):
            raise NotUnderstood(m.group(0))
        steps.append({"do": "pump", "power": power, "toughness": toughness, "to": to, "until": "end_of_turn"})
    if m.group(4):
        kws = granted(m.group(4))
        if len(kws) != 1:
            raise NotUnderstood(m.group(4))
        steps.append({"do": "gain_ability", "ability": kws[0], "to": to, "until": "end_of_turn"})
    steps.append({"do": "gain_ability", "ability": _dies_returns(m.group(5), m.group(6)), "to": to, "until": "end_of_turn"})
    eff.steps += steps


# --- "Exile ~. Return it to the battlefield tapped under its owner's control at the beginning of the next end step." ---
_LATER = r"to the battlefield( tapped)? under (its owner's|your) control( with a \+1/\+1 counter on it)?"
_SELF_LATER = re.compile(rf"Exile ~\. Return it {_LATER} at the beginning of the next end step\.")


@effect_template(r"exile ~")
def exile_itself_to_return(eff, m):
    """A permanent's "Exile ~." (an instant's or sorcery's is casting_restrictions.exile_this_spell's),
    read only as the first sentence of "Exile ~. Return it to the battlefield ... at the beginning of the
    next end step." (Aetherling, Fleeting Spirit, Nezahal): the permanent itself, which that delayed
    ability returns."""
    from .text import self_references
    if {"Instant", "Sorcery"} & set(eff.card.types) or eff.steps or eff.targets \
            or not any(_SELF_LATER.search(self_references(par, eff.card.name)) for par in eff.card.paragraphs):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "remove_from_game", "what": "self"})


@effect_template(rf"(?:return (it|that card) {_LATER} at the beginning of the next end step"
                 rf"|at the beginning of the next end step, return (it|that card) {_LATER})")
def return_later_tapped_or_with_counter(eff, m):
    """ "Exile target creature. At the beginning of the next end step, return that card to the battlefield
    under its owner's control with a +1/+1 counter on it." (Long Road Home), "... return it to the
    battlefield tapped ..." (Mystifying Maze, Nezahal): a delayed triggered ability (2007 404.4; 2026
    603.7) for the card the sentence before exiled, which returns a new object (2007 217.1c; 2026
    400.7), tapped or with the counter on it as it enters; nothing returns if it has left exile since
    or was a token (2007 216.4; 2026 111.8). Only right after "Exile ~." of a creature card, or "Exile
    [one artifact or creature target]."; "Exile up to one target creature ...": if none was chosen,
    nothing was exiled and no delayed ability refers to anything (effects/moves.py). Where
    exile_more.return_at_next_end_step reads the plain "return that card ... at the beginning of the
    next end step" (one creature target, not "up to"), it does."""
    from .targets import is_creature
    g = m.groups()
    _word, tapped, whose, counter = g[:4] if g[0] else g[4:]
    last = eff.steps[-1] if eff.steps else None
    if last is None or last.get("do") != "remove_from_game" or len(eff.steps) != 1:
        raise NotUnderstood(m.group(0))
    what = last.get("what")
    if what == "self":
        if not eff.card.is_permanent_creature or eff.targets:
            raise NotUnderstood(m.group(0))
    elif not (what == "target:0" and len(eff.targets) == 1 and (is_creature(eff.targets[0]) or _artifact_or_creature(eff.targets[0]))):
        raise NotUnderstood(m.group(0))
    back = {"do": "return_to_play", "what": "it", **({"tapped": True} if tapped else {}),
            **({"under": "you"} if whose.lower() == "your" else {}), **({"with_counter": "+1/+1"} if counter else {})}
    said = f"Return that card to the battlefield{' tapped' if tapped else ''} under {whose.lower()} control" \
        f"{' with a +1/+1 counter on it' if counter else ''}."
    eff.steps.append({"do": "delayed_trigger", "at": "end_of_turn", "refers_to": "it", "text": said, "effect": [back]})


# --- "Exile another target creature, then return it to the battlefield tapped under its owner's control." ---------
_KINDS = {"Artifact", "Creature"}


def _artifact_or_creature(spec) -> bool:
    """One target that can only be an artifact or a creature (no Aura: one returning would need something
    to enchant, 2007 212.4j; 2026 303.4f), "up to one" too; not X or N targets."""
    types = {"creature": ["Creature"], "creature_you_control": ["Creature"]}.get(spec) if isinstance(spec, str) else spec.get("types")
    return bool(types) and not set(types) - _KINDS and not (isinstance(spec, dict) and {"x_targets", "count"} & set(spec))


@effect_template(r"exile ((?:another )?target [a-z ,-]+?), then return (?:it|that card) to the battlefield( tapped)? under its owner's control"
                 r"( with a \+1/\+1 counter on it)?")
def flicker_tapped_or_with_counter(eff, m):
    """ "Exile another target creature, then return it to the battlefield tapped under its owner's
    control" (Eldrazi Displacer), "Exile target artifact or creature, then return that card to the
    battlefield under its owner's control with a +1/+1 counter on it" (Spaceshift): the permanent comes
    back a new object (2007 217.1c; 2026 400.7) under its owner's control, tapped or with the counter on
    it as it enters; a token can't come back (2007 216.4; 2026 111.8). Only one artifact or creature
    target (an Aura returning would need something to enchant: 2007 212.4j; 2026 303.4f); the plain
    "then return it ... under its owner's control" is removal.flicker's and exile_more.flicker_yours's."""
    from .targets import PERMANENT_TARGETS
    if not m.group(2) and not m.group(3) and not m.group(1).lower().startswith("another"):
        raise NotUnderstood(m.group(0))  # the plain words: removal.flicker / exile_more.flicker_yours, or nothing
    found = ref(eff, m.group(1), PERMANENT_TARGETS)
    spec = eff.targets[-1]
    types = {"creature": ["Creature"], "creature_you_control": ["Creature"]}.get(spec) if isinstance(spec, str) else spec.get("types")
    if not types or set(types) - _KINDS or isinstance(spec, dict) and {"up_to", "x_targets", "count"} & set(spec):
        raise NotUnderstood(m.group(1))
    back = {"do": "return_to_play", "what": "it", **({"tapped": True} if m.group(2) else {}),
            **({"with_counter": "+1/+1"} if m.group(3) else {})}
    eff.steps += [{"do": "remove_from_game", "what": found}, back]


@effect_template(r"it gains (flying|first strike|haste|lifelink|vigilance|trample|deathtouch|indestructible) until end of turn")
def flickered_it_gains(eff, m):
    """ "Exile target creature you control, then return that card to the battlefield under its owner's
    control. It gains first strike until end of turn." (Justiciar's Portal): "it" is the new object that
    returned (2007 217.1c; 2026 400.7), which the return names as it enters; nothing gains it if the card
    didn't return. Only right after a flicker of one target ("exile ..., then return it ...")."""
    from .registry import pass_on
    steps = eff.steps
    if len(steps) != 2 or steps[0].get("do") != "remove_from_game" or not str(steps[0].get("what")).startswith("target:") \
            or steps[1].get("do") != "return_to_play" or steps[1].get("what") != "it":
        return pass_on(eff, m, flickered_it_gains)
    for ability in granted(m.group(1)):
        eff.steps.append({"do": "gain_ability", "ability": ability, "to": "it", "until": "end_of_turn"})


# --- "When this creature dies, you may pay {1}{B}. If you do, return it to the battlefield tapped ..." -------------
@ability_template(rf"When ~ dies, you may pay ((?:\{{(?:\d+|[WUBRGC])\}})+)\. If you do, {_RETURN}\.")
def dies_pay_to_return(card, m):
    """Tenacious Dead: the payment is chosen and made as the ability resolves (2007 413.2c; 2026
    608.2d), and only then does the card in the graveyard return (a new object: 2007 217.1c; 2026 400.7)."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    cost = m.group(1)
    pay = {"pay": int(cost[1:-1])} if re.fullmatch(r"\{\d+\}", cost) else {"pay_mana": cost}
    return [{"kind": "triggered", "trigger": {"event": "dies", "who": "self"},
             "effect": [{"do": "may", "text": f"pay {cost}", **pay, "effect": [], "then": [_return_step(m.group(2), m.group(3))]}]}]


# --- "Exile up to one [other] target creature you control[, then return it to the battlefield ...]" --------------
@effect_template(r"exile up to one other (target [a-z ,-]+?)")
def exile_up_to_one_other(eff, m):
    """ "Exile up to one other target creature you control" (Skyskipper Duo): "other" than the permanent
    whose ability it is (up_to.py reads "up to one target ..."); only a permanent's ability, and only the
    first target."""
    from .targets import PERMANENT_TARGETS
    if {"Instant", "Sorcery"} & set(eff.card.types) or eff.targets or eff.steps:
        raise NotUnderstood(m.group(0))
    found = ref(eff, "another " + m.group(1), PERMANENT_TARGETS)
    spec = eff.targets[-1]
    if not isinstance(spec, dict) or not spec.get("other"):
        raise NotUnderstood(m.group(0))
    eff.targets[-1] = {**spec, "up_to": True}
    eff.steps.append({"do": "remove_from_game", "what": found})


@effect_template(r"exile up to one (other )?(target [a-z ,-]+?), then return (?:it|that card) to the battlefield under (its owner's|your) control")
def flicker_up_to_one(eff, m):
    """ "Exile up to one target artifact or creature you control, then return that card to the battlefield
    under its owner's control" (Teleportation Circle), "up to one other target creature you control"
    (Photon), "up to one target creature you own, then return it to the battlefield under your control"
    (Meneldor): none chosen, nothing is exiled and nothing returns (effects/moves.py); one chosen comes
    back a new object (2007 217.1c; 2026 400.7). One artifact or creature target only."""
    from .targets import PERMANENT_TARGETS
    if eff.targets or eff.steps:
        raise NotUnderstood(m.group(0))
    before = len(eff.steps)
    found = ref(eff, ("another " if m.group(1) else "") + m.group(2), PERMANENT_TARGETS)
    if not isinstance(eff.targets[-1], dict) or bool(m.group(1)) != bool(eff.targets[-1].get("other")):
        raise NotUnderstood(m.group(0))
    eff.targets[-1] = {**eff.targets[-1], "up_to": True}
    eff.steps.append({"do": "remove_from_game", "what": found})
    if len(eff.steps) != before + 1 or len(eff.targets) != 1 or not _artifact_or_creature(eff.targets[0]) \
            or eff.steps[-1] != {"do": "remove_from_game", "what": "target:0"}:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "return_to_play", "what": "it", **({"under": "you"} if m.group(3).lower() == "your" else {})})
