"""Static abilities of the creatures of yours that have counters on them, beside counter_statics.py's and
permanent_lines.py's "has [keywords]" with a +1/+1 counter:

- "Each creature you control with a +1/+1 counter on it can't be blocked by more than one creature." (Battlefront
  Krushok), "... can block an additional creature each combat." (Cenn's Tactician), "Creatures you control with +1/+1
  counters on them can't be blocked." (Herald of Secret Streams);
- "Each creature you control with a counter on it has ward {1}." (Cathedral Acolyte, Matt Murdock), "... can't be
  blocked by more than one creature." (Michelangelo, Mutant BFF): a counter of any kind (`with_counter: "any"`).

The set of creatures is read again whenever the ability is applied (2007 418.5a; 2026 613.1f): a creature has it only
while it has such a counter and is yours. A quoted ability ("{T}: Add {G}."), "Other ... creatures" and a number of
counters stay text only."""
from __future__ import annotations

from .keywords import granted
from .permanent_lines import PERMANENT_TYPES
from .registry import NotUnderstood, ability_template

#: what the creatures "can" or "can't": the engine's keyword for each
_CAN = {"can't be blocked": "unblockable", "can't be blocked by more than one creature": "cant_be_blocked_by_more_than_one",
        "can block an additional creature each combat": "block_additional"}


@ability_template(r"(?:Each creature you control with an? (\+1/\+1 )?counter on it|Creatures you control with (\+1/\+1 )?counters on them) "
                  r"(?:(?:has|have) ([a-z ,]+(?: \{\d+\})?)|(can't be blocked(?: by more than one creature)?|can block an additional creature each combat))\.")
def creatures_with_counters(card, m):
    if not PERMANENT_TYPES & set(card.types) or {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(m.group(0))
    each = m.group(0).startswith("Each ")
    if m.group(3) and f" {'has' if each else 'have'} {m.group(3)}." not in m.group(0):
        raise NotUnderstood(m.group(0))  # "Each creature ... has", "Creatures ... have"
    if (m.group(1) and not each) or (m.group(2) and each):
        raise NotUnderstood(m.group(0))
    kind = "+1/+1" if (m.group(1) or m.group(2)) else "any"
    if m.group(3):
        abilities = granted(m.group(3))
    else:
        abilities = [{"kind": "keyword", "keyword": _CAN[m.group(4)]}]
    if not abilities:
        raise NotUnderstood(m.group(0))
    base = {"kind": "static", "affects": "creatures", "filter": {"you_control": True, "with_counter": kind}}
    return [{**base, "gains": ab} for ab in abilities]
