"""Equipment abilities besides equip (keywords.py reads "Equip {N}"): "When
this Equipment enters, attach it to target creature you control" (an attach
effect: 2007 212.2h, 2026 701.3a-b), and the keyword abilities that create a
creature token and attach the Equipment to it, living weapon (2026 702.92a)
and For Mirrodin! (2026 702.163a), both later than February 2007 (a scenario
under the 2007 rules refuses them)."""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template

ENTERS = {"kind": "triggered", "trigger": {"event": "comes_into_play", "who": "self"}}
#: the tokens the keyword abilities create, as the rules define them
TOKENS = {
    "living_weapon": {"types": ["Creature"], "subtypes": ["Phyrexian", "Germ"], "colors": ["black"], "power": 0, "toughness": 0},
    "for_mirrodin": {"types": ["Creature"], "subtypes": ["Rebel"], "colors": ["red"], "power": 2, "toughness": 2},
}


def _equipment(card, m) -> None:
    if "Equipment" not in card.subtypes or "Creature" in card.types:
        raise NotUnderstood(m.group(0))


@ability_template(r"When ~ (?:enters|enters the battlefield), attach it to target creature you control\.")
def enters_attach(card, m) -> list[dict]:
    """A triggered ability of the Equipment: it moves onto the target creature as it resolves, if it still can."""
    _equipment(card, m)
    return [{**ENTERS, "targets": ["creature_you_control"], "effect": [{"do": "attach_to", "to": "target:0"}]}]


@ability_template(r"(Living weapon|For Mirrodin!)")
def token_and_attach(card, m) -> list[dict]:
    """702.92a / 702.163a: "When this Equipment enters, create [the token], then attach this Equipment to it"."""
    _equipment(card, m)
    by = "living_weapon" if m.group(1) == "Living weapon" else "for_mirrodin"
    token = TOKENS[by]
    return [{**ENTERS, "effect": [{"do": "create_token", "id": token["subtypes"][-1].lower(), "count": 1, "token": dict(token)},
                                  {"do": "attach_to", "to": "it", "by": by}]}]


@ability_template(r"When ~ (?:enters|enters the battlefield), attach it to target creature you control\. ([^\"]+)")
def enters_attach_then(card, m) -> list[dict]:
    """"... attach it to target creature you control. That creature gains first strike
    until end of turn" / "Untap that creature": the second sentence is read for
    "target creature" and done to the same target."""
    from .registry import parse_effect
    from .text import sentences
    _equipment(card, m)
    rest = m.group(1)
    if re.search(r"\btarget\b|\bmay\b|\bif\b|\bup to\b|\bit\b", rest) or len(re.findall(r"\b[Tt]hat creature\b", rest)) != 1:
        raise NotUnderstood(rest)
    eff = parse_effect(card, sentences(re.sub(r"\b([Tt])hat creature\b", lambda t: t.group(1) + "arget creature", rest)))
    if eff.targets not in (["creature"], [{"types": ["Creature"]}]):
        raise NotUnderstood(rest)
    return [{**ENTERS, "targets": ["creature_you_control"], "effect": [{"do": "attach_to", "to": "target:0"}, *eff.steps]}]

