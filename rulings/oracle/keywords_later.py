"""Keyword mechanics of later sets, each with the abilities linked to it, all
later than February 2007 (played under the 2026 rules; under the 2007 rules
the engine says they do nothing):

- "Exploit" (2026 702.110a: the engine's exploit.py) on a creature, and "When
  ~ exploits a creature, [effect]" (702.110b), the creature's own trigger: an
  effect any effect template reads whole ("it" in its first sentence is the
  creature itself). Another creature's exploiting ("Whenever a creature you
  control exploits a creature") and "the exploited creature" stay text only.
- "Saddle N" (2026 702.171a: the engine's saddle.py) on a Mount creature, and
  "Whenever ~ attacks while saddled, [effect]" (702.171b), with the creature's
  own saddle. "The creatures that saddled it" and "saddled by a blue creature"
  stay text only (the engine doesn't keep who saddled it).
- "Provoke" (2007 502.29a, 2026 702.39a: the engine's provoke.py), a creature's
  own: played under both editions.
- "Ascend" on a permanent (2026 702.131b: the engine's ascend.py); "as long as /
  if you have the city's blessing" are read by conditions.py and intervening_if.py.
  Ascend on an instant or sorcery (702.131a) stays text only.
- "Enlist" (2026 702.154a: the engine's enlist.py), a creature's own; "Whenever
  ~ enlists a creature" stays text only.
- "Start your engines!" (2026 702.179a: the engine's speed.py) on a permanent, and
  "Max speed — ~ gets +N/+N [and has K]" / "Max speed — ~ has K" (702.178a: "as
  long as your speed is 4, this object has [ability]"), read as the creature's own
  static abilities while its controller's speed is 4; "Max speed — [an activated or
  triggered ability]" as a static ability granting it (`gains`) while the speed is
  4. One that works from the graveyard (702.178b), a granted static ability and
  "X is your speed" stay text only.
- "Melee" (2026 702.121a: the engine's melee.py), a creature's own; "Other
  creatures you control have melee" stays text only.
- Bargain (2026 702.166a; the keyword line is keywords.py's, the engine's
  bargain.py) and its linked abilities (702.166c): "If this spell was bargained,
  ... [instead]" on an instant or sorcery (`"if_bargained"`, read as kicked.py
  reads "If this spell was kicked"), and "When ~ enters, if it was bargained, ...".
  A bargained sentence that adds a target stays text only (702.166d).
"""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template, effect_template


@ability_template(r"Exploit")
def exploit(card, m) -> list[dict]:
    """A creature's own exploit (702.110a)."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "exploit"}]


@ability_template(r"When ~ exploits a creature, ([^\"]+)")
def exploits(card, m) -> list[dict]:
    """ "When this creature exploits a creature, ..." (702.110b): only with the creature's
    own exploit, read from its text (a creature given exploit by another stays text only)."""
    from .triggered import _triggered
    if not card.is_permanent_creature or not _own(card, "Exploit"):
        raise NotUnderstood(m.group(0))
    if "exploited" in m.group(1):  # "the exploited creature's toughness": the engine doesn't keep it
        raise NotUnderstood(m.group(0))
    return _triggered(card, {"event": "exploits", "who": "self"}, m.group(1))


def _own(card, keyword: str) -> bool:
    """Whether the card's own text has the keyword line (its reminder text aside)."""
    import re
    return any(re.fullmatch(rf"{keyword}(?: \d+)?", p.split(" (")[0].strip()) for p in card.paragraphs)


@ability_template(r"Saddle (\d+)")
def saddle(card, m) -> list[dict]:
    """A Mount creature's own saddle N (702.171a)."""
    n = int(m.group(1))
    if not card.is_permanent_creature or n < 1:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "saddle", "count": n}]


@ability_template(r"Whenever ~ attacks while saddled, ([^\"]+)")
def attacks_while_saddled(card, m) -> list[dict]:
    """ "Whenever this creature attacks while saddled, ..." (702.171b): a trigger condition,
    checked as it is declared an attacker; only with its own saddle."""
    from .triggered import _triggered
    if not card.is_permanent_creature or not _own(card, "Saddle") or "saddle" in m.group(1):
        raise NotUnderstood(m.group(0))
    return _triggered(card, {"event": "attacks", "who": "self", "saddled": True}, m.group(1))


@ability_template(r"Provoke")
def provoke(card, m) -> list[dict]:
    """A creature's own provoke (502.29a / 702.39a)."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "provoke"}]


@ability_template(r"Ascend")
def ascend(card, m) -> list[dict]:
    """A permanent's ascend (702.131b); an instant's or sorcery's (702.131a) isn't played."""
    if {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "ascend"}]


@ability_template(r"Enlist")
def enlist(card, m) -> list[dict]:
    """A creature's own enlist (702.154a)."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "enlist"}]


@ability_template(r"Start your engines!")
def start_your_engines(card, m) -> list[dict]:
    """A permanent's start your engines! (702.179a)."""
    if {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "start_your_engines"}]


@ability_template(r"Max speed — (~ (?:gets|has) .+)")
def max_speed(card, m) -> list[dict]:
    """ "Max speed — This creature gets +1/+0 (and has vigilance)" (702.178a): the creature's own
    pump or keywords while its controller's speed is 4 (conditions.py reads "as long as your speed is 4")."""
    from .conditions import gets_as_long_as, has_as_long_as
    from .statics import PT
    import re
    text = m.group(1)[:-1] if m.group(1).endswith(".") else m.group(1)
    found = re.fullmatch(rf"~ gets {PT}(?: and has ([a-z ,]+))?", text)
    if found:
        inner = re.fullmatch(rf"(?:([A-Z][a-z]+) — )?~ gets {PT}(?: and has ([a-z ,]+))? as long as (.+)\.",
                             f"{text} as long as your speed is 4.")
        return gets_as_long_as(card, inner)
    found = re.fullmatch(r"~ has ([a-z ,]+)", text)
    if found:
        inner = re.fullmatch(r"(?:([A-Z][a-z]+) — )?~ has ([a-z ,]+) as long as (.+)\.", f"{text} as long as your speed is 4.")
        return has_as_long_as(card, inner)
    raise NotUnderstood(m.group(0))


@ability_template(r"Melee")
def melee(card, m) -> list[dict]:
    """A creature's own melee (702.121a)."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "melee"}]


@effect_template(r"If ~ was bargained, (?P<rest>.+?)(?P<instead> instead)?")
def if_bargained(eff, m):
    """ "If this spell was bargained, ... [instead]": the instructions happen only if it was
    (`"if_bargained": true`); with "instead", the sentence before only if it wasn't."""
    from .registry import parse_sentence
    if not ({"Instant", "Sorcery"} & set(eff.card.types)) or not _own(eff.card, "Bargain"):
        raise NotUnderstood(m.group(0))
    starts = eff.sentence_starts
    here = starts[-1] if starts else len(eff.steps)
    if len(eff.steps) != here or any("if_bargained" in st or "if_kicked" in st for st in eff.steps):
        raise NotUnderstood(m.group(0))
    ntargets = len(eff.targets)
    before = eff.steps[starts[-2]:here] if len(starts) >= 2 else []
    parse_sentence(eff, m.group("rest"))
    if len(eff.targets) != ntargets:
        raise NotUnderstood(m.group(0))  # a target chosen only if bargained (702.166d)
    new = eff.steps[here:]
    if not new:
        raise NotUnderstood(m.group(0))
    if m.group("instead"):
        if not before or [st["do"] for st in before] != [st["do"] for st in new]:
            raise NotUnderstood(m.group(0))
        for st in before:
            st["if_bargained"] = False
    for st in new:
        st["if_bargained"] = True


@ability_template(r"When ~ enters(?: the battlefield)?, if it was bargained, (?P<rest>[a-z].+)")
def enters_if_bargained(card, m):
    """ "When this creature enters, if it was bargained, ...": an intervening "if" (603.4) on an
    ability linked to its bargain (702.166c), checked as it enters and on resolution."""
    if not _own(card, "Bargain"):
        raise NotUnderstood(m.group(0))
    from .enters_if import enters_trigger_if
    return enters_trigger_if(card, m, enters_if_bargained, {"source_was_bargained": True})


@ability_template(r"Max speed — ([^\"]+)")
def max_speed_granted(card, m) -> list[dict]:
    """ "Max speed — [activated or triggered ability]" (702.178a): "As long as your speed is 4, this
    object has [ability]": the permanent's static ability granting it while its controller's speed
    is 4. One that works from another zone (702.178b: "Exile this card from your graveyard") and a
    granted static ability stay text only."""
    from .compiler import _ability
    text = m.group(1)
    if text.startswith("~ gets ") or text.startswith("~ has "):
        raise NotUnderstood(m.group(0))  # max_speed above reads those, or nothing does
    inner = _ability(card, text)
    out = []
    for ab in inner:
        if ab.get("kind") not in ("activated", "triggered") or ab.get("zone", "in_play") != "in_play":
            raise NotUnderstood(m.group(0))
        said = text.replace("~", card.name)  # the granted ability's words, for the replay
        out.append({"kind": "static", "affects": "self", "gains": {**ab, "text": said}, "while": {"max_speed": True}})
    if not out:
        raise NotUnderstood(m.group(0))
    return out


@ability_template(r"When ~ enters and whenever it attacks while saddled, ([^\"]+)")
def enters_and_attacks_while_saddled(card, m) -> list[dict]:
    """ "When this creature enters and whenever it attacks while saddled, ..." (702.171b): one ability
    with two trigger events, played as two abilities that trigger exactly as often."""
    from .triggered import _triggered
    if not card.is_permanent_creature or not _own(card, "Saddle") or re.search(r"\b(it|its|that)\b", m.group(1)):
        raise NotUnderstood(m.group(0))  # "it" would mean the creature in one and must be read alike in both
    return (_triggered(card, {"event": "comes_into_play", "who": "self"}, m.group(1))
            + _triggered(card, {"event": "attacks", "who": "self", "saddled": True}, m.group(1)))
