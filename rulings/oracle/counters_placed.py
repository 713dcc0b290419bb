""" +1/+1 and -1/-1 counters put where the sentence names (2026 122.1; 2007 has no rule
of its own for counters, the engine follows the card's words and cites 418.5a's layer).

- "Put a +1/+1 counter on enchanted creature" (Daily Regimen), "Put a -1/-1 counter on
  enchanted creature" (Torture): an Aura's ability, done to what the Aura enchants as it
  resolves (or enchanted as it last existed); nothing is targeted (2007 415.1; 2026 115.1).
- "Put a +1/+1 counter on this creature and draw a card" (Thought Shucker): both, in order.
- "Put a +1/+1 counter on each Vampire you control" (Cordial Vampire), "... on each creature you
  control with a +1/+1 counter on it" (Patron of the Valiant): each permanent the description
  names as the effect resolves, the set fixed then — a creature that gets its first counter from
  this effect does not get a second one.
- "Put a +1/+1 counter on target Merfolk you control" / "... on another target Vampire you
  control" (Deeproot Elite, Sanguine Glorifier): a target with that subtype (checked as it is
  chosen and as the ability resolves: 2007 409.1c, 413.2a; 2026 601.2c, 608.2b); "another" is
  not the ability's source, so only on a permanent's ability with that one target.
- "Tap up to one target creature and put a stun counter on it" (Splash Lasher): "it" is the one
  target if one was chosen (up_to.py); stun counters are later than February 2007 (2026 122.1d,
  the engine's later_counters.py refuses them under 2007).
- "Whenever a creature you control with a +1/+1 counter on it dies / attacks": see below.
"""
from __future__ import annotations

import re

from rulings.engine.creature_types import CREATURE_TYPES

from .damage import _amount
from .described import described
from .registry import NotUnderstood, ability_template, effect_template, parse_sentence
from .targets import CREATURE_TARGETS, PERMANENT_TARGETS
from .text import NUMBER
from .up_to import PHRASE, up_to_targets

_KIND = r"([+-]1/[+-]1)"


def _n(eff, m, word: str = "on") -> int:
    """The number of counters, "a" with "counter", two or more with "counters"."""
    n = _amount(eff, m.group(1))
    if not isinstance(n, int) or n < 1 or (n == 1) != (f" counter {word} " in m.group(0) + " "):
        raise NotUnderstood(m.group(0))
    return n


@effect_template(rf"put ({NUMBER}) {_KIND} counters? on enchanted creature")
def put_counters_on_enchanted(eff, m):
    """An Aura's "put a +1/+1 counter on enchanted creature": its `enchanted` (the engine's
    enchant.enchanted), so only on an Aura that isn't a creature."""
    if "Aura" not in eff.card.subtypes or "Creature" in eff.card.types:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "put_counters", "counter": m.group(2), "amount": _n(eff, m), "to": "enchanted"})


@effect_template(rf"put ({NUMBER}) {_KIND} counters? on ~ and ((?:it|draw|you|each|scry|surveil|create)\b[^.]*)")
def put_counters_on_self_and(eff, m):
    """ "Put a +1/+1 counter on this creature and draw a card", "... on Phoenix and it deals 1
    damage to each opponent": the counters, then the rest as a sentence of its own ("it" there is
    this permanent, "~"); a rest that names anything else by "it" or "that" stays text only."""
    n = _n(eff, m)
    rest = re.sub(r"^it (?=deals )", "~ ", m.group(3))
    if re.search(r"\b(?:it|its|that|those|them|they|this way|that many)\b", rest, re.IGNORECASE):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "put_counters", "counter": m.group(2), "amount": n, "to": "self"})
    parse_sentence(eff, rest[:1].upper() + rest[1:])


def _subtype(word: str) -> str | None:
    return word if word in CREATURE_TYPES else None


@effect_template(rf"put ({NUMBER}) {_KIND} counters? on each ((?-i:[A-Z][a-z]+)) you control")
def put_counters_on_each_subtype(eff, m):
    """ "Put a +1/+1 counter on each Vampire you control": each permanent of that creature type
    (described.py's plural), creature or not."""
    n = _n(eff, m)
    if not _subtype(m.group(3)):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "for_each", "permanents": described(eff, f"{m.group(3).lower()}s you control"),
                      "effect": [{"do": "put_counters", "counter": m.group(2), "amount": n, "to": "it"}]})


@effect_template(rf"put ({NUMBER}) {_KIND} counters? on each (other )?creature you control with an? (\+1/\+1) counter on it")
def put_counters_on_each_with_counter(eff, m):
    """ "Put a +1/+1 counter on each creature you control with a +1/+1 counter on it": the
    creatures that have one as the effect resolves (the for_each filter's `with_counter`)."""
    n = _n(eff, m)
    if m.group(3) and {"Instant", "Sorcery"} & set(eff.card.types):
        raise NotUnderstood(m.group(0))
    crit = {"you_control": True, "with_counter": m.group(4), **({"other": True} if m.group(3) else {})}
    eff.steps.append({"do": "for_each", "creatures": crit,
                      "effect": [{"do": "put_counters", "counter": m.group(2), "amount": n, "to": "it"}]})


@effect_template(rf"put ({NUMBER}) {_KIND} counters? on (another )?target ((?-i:[A-Z][a-z]+))( creature)? you control")
def put_counters_on_target_subtype(eff, m):
    """ "Put a +1/+1 counter on target Merfolk you control": a permanent of yours with that
    creature type ("target Merfolk creature you control": a creature too)."""
    n = _n(eff, m)
    sub = _subtype(m.group(4))
    if not sub:
        raise NotUnderstood(m.group(0))
    spec = {"controller": "you", "subtypes": [sub], **({"types": ["Creature"]} if m.group(5) else {})}
    if m.group(3):
        if eff.targets or {"Instant", "Sorcery"} & set(eff.card.types):
            raise NotUnderstood(m.group(0))  # "another": other than this permanent, on its own ability with one target
        spec["other"] = True
    eff.steps.append({"do": "put_counters", "counter": m.group(2), "amount": n, "to": eff.target(dict(sorted(spec.items())))})


@effect_template(rf"tap up to one ({PHRASE}) and put ({NUMBER}) stun counters? on it")
def tap_up_to_one_and_stun(eff, m):
    """ "Tap up to one target creature and put a stun counter on it": both to the one target chosen,
    nothing if none was (or it is no longer legal as the ability resolves)."""
    n = _amount(eff, m.group(2))
    if not isinstance(n, int) or n < 1 or (n == 1) != m.group(0).endswith(" counter on it"):
        raise NotUnderstood(m.group(0))
    (what,) = up_to_targets(eff, 1, m.group(1), PERMANENT_TARGETS)
    eff.steps.append({"do": "tap", "what": what})
    eff.steps.append({"do": "put_counters", "counter": "stun", "amount": n, "to": what})


@ability_template(r"Whenever a creature you control with a \+1/\+1 counter on it (dies|attacks), ([^\"]+)")
def creature_with_a_counter(card, m):
    """ "Whenever a creature you control with a +1/+1 counter on it dies, draw a card" (Gladehart
    Cavalry): the creature as it last existed on the battlefield, with the counters it had then
    (2007 410.10d; 2026 603.10a; rulings/engine/trigger_counters.py). A body that names that
    creature ("it", "that creature") or this one ("~", perhaps the one that died) stays text only."""
    from .triggered import _triggered
    text = m.group(2)
    if re.search(r"\b(it|its|that creature|they|their)\b|~", text, re.IGNORECASE):
        raise NotUnderstood(text)
    return _triggered(card, {"event": m.group(1), "who": "creature_you_control", "with_counter": "+1/+1"}, text)


_ENCHANTED_UPKEEP = "At the beginning of the upkeep of enchanted creature's controller, "


@effect_template(rf"put ({NUMBER}) {_KIND} counters? on that creature")
def put_counters_on_that_enchanted_creature(eff, m):
    """Unstable Mutation's "At the beginning of the upkeep of enchanted creature's controller, put a
    -1/-1 counter on that creature": "that creature" is the enchanted creature, the Aura's
    `enchanted` — only on an Aura whose one paragraph saying "that creature" is that trigger."""
    saying = [p for p in eff.card.paragraphs if re.search(r"\bthat creature\b", p)]
    if "Aura" not in eff.card.subtypes or "Creature" in eff.card.types or eff.targets or len(saying) != 1 \
            or not saying[0].startswith(_ENCHANTED_UPKEEP) or saying[0].count("that creature") != 1:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "put_counters", "counter": m.group(2), "amount": _n(eff, m), "to": "enchanted"})


@effect_template(rf"put ({NUMBER}) {_KIND} counters? on each creature")
def put_counters_on_each_creature(eff, m):
    """ "Put a -1/-1 counter on each creature" (Soul Snuffers): every creature on the battlefield as
    it resolves, this one too."""
    eff.steps.append({"do": "for_each", "creatures": {},
                      "effect": [{"do": "put_counters", "counter": m.group(2), "amount": _n(eff, m), "to": "it"}]})


@effect_template(r"double the number of (\+1/\+1) counters on (~|each creature you control|each other creature you control)")
def double_counters(eff, m):
    """ "Double the number of +1/+1 counters on this creature" (Solarion), "... on each creature you
    control" (Kalonian Hydra): each is given as many as it has (2026 701.10e; effects/double_counters.py),
    the creatures those the description names as it resolves."""
    where = m.group(2)
    if where == "~":
        if not eff.card.is_permanent_creature:
            raise NotUnderstood(m.group(0))
        eff.steps.append({"do": "double_counters", "counter": m.group(1), "to": "self"})
        return
    other = where.startswith("each other")
    if other and {"Instant", "Sorcery"} & set(eff.card.types):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "for_each", "creatures": {"you_control": True, **({"other": True} if other else {})},
                      "effect": [{"do": "double_counters", "counter": m.group(1), "to": "it"}]})


@effect_template(rf"put ({NUMBER}) (\+1/\+1) counters? on (target creature(?: you control)?), then double the number of \+1/\+1 counters on that creature")
def put_then_double(eff, m):
    """Invigorating Surge: the counter, then that creature's +1/+1 counters doubled (2026 701.10e),
    the one it just got among them."""
    from .targets import ref
    to = ref(eff, m.group(3), CREATURE_TARGETS)
    eff.steps.append({"do": "put_counters", "counter": m.group(2), "amount": _n(eff, m), "to": to})
    eff.steps.append({"do": "double_counters", "counter": m.group(2), "to": to})


@effect_template(rf"distribute ({NUMBER}) {_KIND} counters among (one or two|one, two, or three|any number of) "
                 r"target creatures( you control)?")
def distribute_counters(eff, m):
    """ "Distribute three +1/+1 counters among one, two, or three target creatures [you control]":
    one target required, the others "up to" (2007 409.1c; 2026 601.2c), none twice (2007 409.1c;
    2026 115.3), the division announced with them as the spell is cast (2007 409.1e; 2026 601.2d;
    rulings/engine/divided_counters.py). "Any number of" is at most N targets, each getting at least
    one. Only an instant's or sorcery's own effect (its play_spell action announces the division)
    and a fixed amount, as amounts.py's divided damage."""
    from .targets import parse, ref, spec
    n = _amount(eff, m.group(1))
    if any(re.match(r"(Madness|Suspend|Rebound|Splice|Replicate|Storm|Cascade|Epic|Miracle)\b", p) for p in eff.card.paragraphs):
        raise NotUnderstood(m.group(0))  # cast other than by play_spell, or copied: no division announced
    if not isinstance(n, int) or n < 2 or eff.targets or eff.steps or not set(eff.card.types) <= {"Instant", "Sorcery"}:
        raise NotUnderstood(m.group(0))
    most = {"one or two": 2, "one, two, or three": 3}.get(m.group(3), n)
    if most > n:
        raise NotUnderstood(m.group(0))
    one = "target creature" + (m.group(4) or "")
    first = ref(eff, one, CREATURE_TARGETS)
    found = spec(one)
    if not isinstance(found, dict):
        found = parse(one)
    eff.targets += [{**found, "up_to": True} for _ in range(most - 1)]
    eff.steps.append({"do": "divided_counters", "counter": m.group(2), "amount": n,
                      "among": [first] + [f"target:{i}" for i in range(1, most)]})
