"""Keyword actions and casting keywords played by their own engine modules:

- "~ explores", "target creature you control explores", "it explores, then it explores
  again" (2026 701.44a; rulings/engine/explore.py). "It" is the ability's own permanent
  or the creature of its trigger event (triggered.py says which); any other "it" / "that
  creature" stays text only, and so does "explores X times".
- "Madness [cost]" (2007 502.24a; 2026 702.35a; rulings/engine/madness.py): a mana cost
  without X (an X would be announced as it is cast, which the engine's madness doesn't do).
- "Create a Map token" (2026 111.10s): a predefined token whose ability explores; the
  February 2007 rules have neither (a card that explores is refused under them).
"""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template, effect_template, parse_sentence
from .text import NUMBER
from .targets import ref
from .triggered import EVENT_CREATURE

_EXPLORER = rf"~|{EVENT_CREATURE}|target creature you control"


@effect_template(rf"({_EXPLORER}) explores(, then (?:it|~) explores again)?")
def explores(eff, m):
    who = m.group(1)
    if who == EVENT_CREATURE:
        what = "it"
    elif who == "~":
        what = "self"
    else:
        what = ref(eff, who)
    step = {"do": "explore", "what": what}
    eff.steps.append(step)
    if m.group(2):
        eff.steps.append(dict(step))


def map_token() -> dict:
    """111.10s: a colorless Map artifact token with "{1}, {T}, Sacrifice this token: Target
    creature you control explores. Activate only as a sorcery." """
    return {"types": ["Artifact"], "subtypes": ["Map"], "colors": [],
            "abilities": [{"kind": "activated", "cost": {"mana": "{1}", "tap": True, "sacrifice": "self"},
                           "targets": ["creature_you_control"], "effect": [{"do": "explore", "what": "target:0"}],
                           "timing": "sorcery",
                           "text": "{1}, {T}, Sacrifice this token: Target creature you control explores. Activate only as a sorcery."}]}


@effect_template(rf"(?:(.+) and )?create ({NUMBER}) Map (tokens?)")
def create_map(eff, m):
    """ "Create a Map token"; "Draw two cards and create a Map token": the first instruction, then this one."""
    from .damage import _amount
    n = _amount(eff, m.group(2))
    if (n == 1) != (m.group(3) == "token"):
        raise NotUnderstood(m.group(0))
    if m.group(1):
        parse_sentence(eff, m.group(1))
    eff.steps.append({"do": "create_token", "id": "map", "count": n, "predefined": "Map", "token": map_token()})



def keyword(word: str) -> list[dict] | None:
    """ "Madness {1}{B}", "Sunburst" on a keyword line (keywords.keyword asks here); None if neither."""
    m = re.fullmatch(r"bestow ((?:\{(?:\d+|[WUBRG])\})+)", word.strip(), re.IGNORECASE)
    if m:  # 2026 702.103a (rulings/engine/bestow.py): a mana cost without X
        return [{"kind": "keyword", "keyword": "bestow", "cost": m.group(1).upper()}]
    m = re.fullmatch(r"casualty (\d+)", word.strip(), re.IGNORECASE)
    if m:  # 2026 702.153a (rulings/engine/casualty.py); "Casualty X" stays text only
        return [{"kind": "keyword", "keyword": "casualty", "count": int(m.group(1))}]
    if word.strip().lower() in ("sunburst", "assist", "conspire", "cipher"):  # 502.37a / 702.44a, 702.132a (rulings/engine/sunburst.py, assist.py)
        return [{"kind": "keyword", "keyword": word.strip().lower()}]
    m = re.fullmatch(r"madness ((?:\{(?:\d+|[WUBRG])\})+)", word.strip(), re.IGNORECASE)
    if m is None:
        return None
    return [{"kind": "keyword", "keyword": "madness", "cost": m.group(1).upper()}]


@ability_template(r"Whenever a creature you control explores, ([^\"]+)")
def whenever_yours_explores(card, m):
    """701.44b: it has explored once the process is complete (rulings/engine/explore.py fires `explores`)."""
    from .triggered import _triggered
    return _triggered(card, {"event": "explores", "who": "creature_you_control"}, m.group(1))
