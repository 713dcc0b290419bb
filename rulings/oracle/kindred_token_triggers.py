"""Token-making triggers on a creature type's permanents entering or dying:

- "Whenever another nontoken Bird you control enters, create a 1/1 blue Fish creature token."
  (Knightfisher; Lathliss, Dragon Queen), "Whenever another nontoken Soldier you control dies, create
  a 1/1 colorless Soldier artifact creature token." (Siege Veteran): a permanent of that subtype that
  isn't a token (2026 111.1; 2007 216.1), the engine's `another_nontoken_permanent_you_control` with
  its `subtype` (rulings/engine/permanent_kinds.py), its subtypes read as it entered or as it last
  existed on the battlefield (2026 603.10a; 2007 410.10d);
- "Whenever Sethron or another nontoken Minotaur you control enters, ..." (Sethron, Hurloon General;
  Arahbo, the First Fang; Go-Shintai of Life's Origin), "Whenever this creature or another nontoken
  Zombie you control dies, ..." (Headless Rider, Scion of Opulence), and without "nontoken":
  "Whenever Ganax or another Dragon you control enters, ..." (Ganax, Astral Hunter), "Whenever this
  creature or another Cleric dies, ..." (Rotlung Reanimator): one ability that triggers once for
  each such permanent, the source itself whatever it is (token or not, of the type or not), played
  as the two abilities that trigger exactly as often: "When ~ enters / dies, ..." and "Whenever
  another [nontoken] <type> [you control] enters / dies, ...", each read by the templates of its own
  words, which must give the same instructions (self_or_another_dies.py does so for any effect of
  "~ or another <type> you control dies").

Only effects that create tokens (this family's): the effect must begin "create" or "you create" and
must not name the permanent that entered or died ("it", "that creature", ...: a different object in
each half). "nontoken" only with a creature type or one of the card's own subtypes (Go-Shintai's Shrine); a type the card isn't of after "another" without
"nontoken" is left to subtype_enters_or_dies's own refusal."""
from __future__ import annotations

import re

from rulings.engine.creature_types import CREATURE_TYPES

from .registry import NotUnderstood, ability_template, read_by_others
from .trigger_conditions import _NAMES_THE_EVENT_OBJECT
from .triggered import ENTERS, _triggered

_CREATES = r"((?:you )?create [^\"]+)"


def _creates_only(text: str, whole: str) -> None:
    if re.search(_NAMES_THE_EVENT_OBJECT, text, re.IGNORECASE) or "~" in text:
        raise NotUnderstood(whole)  # the object that entered or died, or the source, named in the effect


@ability_template(rf"Whenever (a|another) nontoken ([A-Z][a-z]+) you control (dies|{ENTERS}), {_CREATES}")
def nontoken_of_a_type(card, m):
    subtype, text = m.group(2), m.group(4)
    if subtype not in CREATURE_TYPES and subtype not in card.subtypes:
        raise NotUnderstood(m.group(0))  # a creature type, or one of the card's own (Go-Shintai's Shrine)
    _creates_only(text, m.group(0))
    another = m.group(1) == "another"
    if another and not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))  # "another": the source is a creature itself
    who = ("another_" if another else "") + "nontoken_permanent_you_control"
    event = "dies" if m.group(3) == "dies" else "comes_into_play"
    return _triggered(card, {"event": event, "who": who, "subtype": subtype}, text)


@ability_template(rf"Whenever ~ or another (nontoken )?([A-Z][a-z]+) (you control )?(dies|{ENTERS}), {_CREATES}")
def self_or_another_of_a_type(card, m):
    nontoken, subtype, yours, text = bool(m.group(1)), m.group(2), bool(m.group(3)), m.group(5)
    if (subtype not in CREATURE_TYPES and subtype not in card.subtypes) or not card.is_permanent_creature or (nontoken and not yours):
        raise NotUnderstood(m.group(0))
    _creates_only(text, m.group(0))
    event = "dies" if m.group(4) == "dies" else "enters"
    other = f"Whenever another {'nontoken ' if nontoken else ''}{subtype} {'you control ' if yours else ''}{event}, {text}"
    halves = []
    for paragraph in (f"When ~ {event}, {text}", other):
        found = read_by_others(card, paragraph, lambda _family, fn: fn is self_or_another_of_a_type)
        if not found or len(found) != 1 or found[0].get("kind") != "triggered":
            raise NotUnderstood(m.group(0))
        halves.append(found[0])
    who = ("another_nontoken_permanent_you_control" if nontoken else
           "another_permanent_you_control" if yours else "another_permanent")
    trigger_event = "dies" if event == "dies" else "comes_into_play"
    if halves[0]["trigger"] != {"event": trigger_event, "who": "self"} or halves[1]["trigger"] != {
            "event": trigger_event, "who": who, "subtype": subtype}:
        raise NotUnderstood(m.group(0))
    rest = [{k: v for k, v in ab.items() if k not in ("trigger", "text")} for ab in halves]
    if rest[0] != rest[1]:
        raise NotUnderstood(m.group(0))  # the two halves read the words differently
    return halves
