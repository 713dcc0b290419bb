""" "Destroy / Exile target [something]" with a target the target grammar (targets.py) does not read, each
written as the engine's target filter (rulings/engine/target_filter.py; 2007 415.1-415.2; 2026 115.1a-d):

- "target land or nonblack creature" (Befoul, Stream of Acid): one of two filters, `any_of`;
- "target Spirit or enchantment" (Urgent Exorcism): a permanent with that creature type, or an enchantment;
- "target noncreature artifact or noncreature enchantment" (Haywire Mite, Guerrilla Gorilla): an artifact
  or an enchantment that isn't a creature (an artifact creature or enchantment creature can't be chosen);
- "target creature with horsemanship" (Trip Wire);
- "target creature or Spacecraft" (Gravkill, Embrace Oblivion).

The target is checked as it is chosen and again as the spell or ability resolves (2007 413.2a; 2026
608.2b). "It can't be regenerated." after it is read by removal.py as for any destruction. Only these
phrases; any other stays with the target grammar or text only."""
from __future__ import annotations

import re

from .registry import effect_template

#: each phrase (lower case) and its target filter
PHRASES = {
    "target land or nonblack creature": {"any_of": [{"types": ["Land"]}, {"types": ["Creature"], "not_colors": ["black"]}]},
    "target spirit or enchantment": {"any_of": [{"subtypes": ["Spirit"]}, {"types": ["Enchantment"]}]},
    "target noncreature artifact or noncreature enchantment": {"types": ["Artifact", "Enchantment"], "not_types": ["Creature"]},
    "target creature with horsemanship": {"types": ["Creature"], "keyword": "horsemanship"},
    "target creature or spacecraft": {"any_of": [{"types": ["Creature"]}, {"subtypes": ["Spacecraft"]}]},
}
_VERBS = {"destroy": "destroy", "exile": "remove_from_game"}


@effect_template(rf"(destroy|exile) ({'|'.join(re.escape(p) for p in PHRASES)})")
def destroy_or_exile_described(eff, m):
    spec = PHRASES[" ".join(m.group(2).lower().split())]
    eff.steps.append({"do": _VERBS[m.group(1).lower()], "what": eff.target({k: (list(v) if isinstance(v, list) else v) for k, v in spec.items()})})
