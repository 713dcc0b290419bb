"""Amounts read from the creature of a trigger event: "Whenever another creature you control dies, you
gain life equal to its toughness" (South Wind Avatar), "When this creature enters, you gain life equal to
its power" (Boulderbranch Golem), "Whenever this creature or another creature you control enters, you
gain life equal to that creature's toughness" (Verdant Sun's Avatar), "When this creature dies, target
player loses life equal to its power" (Mortis Dogs).

The trigger condition is whatever the other templates read ("you gain 1 life" said in its place), and
only the conditions whose event has one creature as its object: entering (2007 410.10a; 2026 603.6a),
dying (2007 410.10c; 2026 603.6c, 700.4) and the source's own leaving the battlefield ("When this creature
leaves the battlefield, target opponent loses life equal to its power": Rapacious Guest). "Whenever
this creature or another creature you control enters, ... that creature's toughness" (Verdant Sun's
Avatar) is two abilities, each reading the creature that entered. "Its" / "that creature's" is that creature (the engine's
"it" of the event): its power or toughness as the ability resolves, or as it last existed on the
battlefield if it has left it, a creature that died included (2007 413.2f; 2026 608.2h).

One instruction only: gain life, lose life (a target player or opponent, each opponent), draw cards,
"you may" before the first two. Anything else ("and draw cards equal to ...", "plus its toughness",
a damage trigger's "that creature", a card's power) stays text only.
"""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template, read_by_others

#: the instruction said with "1" in the place of the amount, and where the amount is
_SAID = {"you gain life": ("you gain 1 life", "gain_life"), "you may gain life": ("you may gain 1 life", "gain_life"),
         "draw cards": ("draw a card", "draw"), "you draw cards": ("you draw a card", "draw"),
         "target player loses life": ("target player loses 1 life", "lose_life"),
         "target opponent loses life": ("target opponent loses 1 life", "lose_life"),
         "each opponent loses life": ("each opponent loses 1 life", "lose_life")}
#: the events whose object is one creature, the engine's "it" as the ability resolves, and whose creature
#: ("Whenever a creature enters", anyone's, and "a creature dealt damage by this creature this turn dies" stay text only)
_EVENTS = {"comes_into_play": ("self", "creature_you_control", "another_creature_you_control"),
           "dies": ("self", "creature_you_control", "another_creature_you_control"),
           "leaves_play": ("self",)}


@ability_template(rf"((?:When|Whenever) [^,\"]+ (?:enters|dies|leaves the battlefield)), ({'|'.join(_SAID)}) equal to (its|that creature's) (power|toughness)\.")
def life_or_cards_equal_to_its(card, m):
    said, do = _SAID[m.group(2)]
    found = read_by_others(card, f"{m.group(1)}, {said}.", lambda _family, fn: fn is life_or_cards_equal_to_its)
    if not found:
        raise NotUnderstood(m.group(0))
    whos = [(ab.get("trigger") or {}).get("who") for ab in found]
    if m.group(3) == "that creature's" and "self" in whos and len(found) == 1:
        raise NotUnderstood(m.group(0))  # "that creature": another one than the source ("~ or another creature ...": either)
    for ab in found:
        _equal_to_its(card, ab, do, m)
    return found


def _equal_to_its(card, ab: dict, do: str, m) -> None:
    """The ability's one instruction, its amount now the event creature's power or toughness."""
    trigger = ab.get("trigger") or {}
    if ab.get("kind") != "triggered" or set(trigger) - {"event", "who"} or "if" in ab:
        raise NotUnderstood(m.group(0))
    if trigger.get("who") not in _EVENTS.get(trigger.get("event"), ()):
        raise NotUnderstood(m.group(0))
    if trigger.get("who") == "self" and not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))  # the power of what may not be a creature
    steps = ab.get("effect") or []
    inner = steps
    if len(steps) == 1 and steps[0].get("do") == "may":
        inner = steps[0].get("effect") or []
        steps[0]["text"] = re.sub(r"1 life$", f"life equal to {m.group(3)} {m.group(4)}", steps[0].get("text", ""))
    if len(inner) != 1 or inner[0].get("do") != do or inner[0].get("amount", 1) != 1:
        raise NotUnderstood(m.group(0))
    inner[0]["amount"] = {"count": f"{m.group(4)}_of", "of": "it"}
    ab["text"] = m.group(0)
