"""Optional additional costs of later sets, each with the text linked to it
(played under the 2026 rules; under the 2007 rules the engine refuses the spell):

- Gift (2026 702.174; the engine's gift.py) on an instant or sorcery: "Gift a
  card / a tapped Fish / a Food / a Treasure" (702.174d-f, h), the keyword
  `{"keyword": "gift", "what": KIND}`, and its linked text (702.174k): "If the
  gift was promised, ... [instead]" and "If the gift wasn't promised, ..."
  (`"if_gift"`, read as keywords_later.py reads "If this spell was bargained").
  A sentence whose part for a promised gift adds a target stays text only
  (702.174m: those targets are chosen only if the gift was promised, which the
  engine doesn't do). A permanent's gift (702.174b: a triggered ability as it
  enters), "Gift an extra turn" and "Gift an Octopus" stay text only.
- Ravenous (2026 702.156a; the engine's ravenous.py) on a creature card with {X} in its
  mana cost: its keyword, "This permanent enters with X +1/+1 counters on it" and "When
  this permanent enters, if X is 5 or more, draw a card" (`"if": {"source_x_at_least": 5}`).
"""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template, effect_template

#: "Gift a card" and the kinds the engine plays (2026 702.174d-f, h)
GIFTS = {"a card": "card", "a tapped fish": "tapped_fish", "a food": "food", "a treasure": "treasure"}


def gift_keyword(word: str) -> list[dict] | None:
    """ "Gift a card" on a keyword line (keywords.keyword asks here); None if it isn't gift."""
    m = re.fullmatch(r"gift (.+)", word.strip(), re.IGNORECASE)
    if m is None:
        return None
    kind = GIFTS.get(m.group(1).lower())
    if kind is None:
        raise NotUnderstood(word)  # "Gift an extra turn", "Gift an Octopus", "Gift a Rhystic Study"
    return [{"kind": "keyword", "keyword": "gift", "what": kind}]


def _own_gift(card) -> bool:
    """Whether the card's own text has a gift line the engine plays (its reminder text aside)."""
    return any(re.fullmatch(r"Gift (a card|a tapped Fish|a Food|a Treasure)", p.split(" (")[0].strip()) for p in card.paragraphs)


@effect_template(r"If the gift (?P<was>was|wasn't) promised, (?P<lead>instead )?(?P<rest>.+?)(?P<instead> instead)?")
def if_gift(eff, m):
    """ "If the gift was promised, ... [instead]": the instructions happen only if it was (`"if_gift": true`);
    with "instead", the sentence before only if it wasn't. "If the gift wasn't promised, ...": only if it wasn't."""
    from .registry import parse_sentence
    if not ({"Instant", "Sorcery"} & set(eff.card.types)) or not _own_gift(eff.card):
        raise NotUnderstood(m.group(0))
    promised = m.group("was") == "was"
    instead = bool(m.group("lead") or m.group("instead"))
    if instead and (not promised or (m.group("lead") and m.group("instead"))):
        raise NotUnderstood(m.group(0))
    starts = eff.sentence_starts
    here = starts[-1] if starts else len(eff.steps)
    if len(eff.steps) != here or any(k in st for st in eff.steps for k in ("if_gift", "if_bargained", "if_kicked")):
        raise NotUnderstood(m.group(0))
    ntargets = len(eff.targets)
    before = eff.steps[starts[-2]:here] if len(starts) >= 2 else []
    parse_sentence(eff, re.sub(r"^(.+?) also ", r"\1 ", m.group("rest")))  # "permanents you control also gain ...": in addition
    if len(eff.targets) != ntargets:
        raise NotUnderstood(m.group(0))  # a target chosen only if the gift was promised (702.174m)
    new = eff.steps[here:]
    if not new:
        raise NotUnderstood(m.group(0))
    if instead:
        if not before or [st["do"] for st in before] != [st["do"] for st in new]:
            raise NotUnderstood(m.group(0))
        for st in before:
            st["if_gift"] = False
    for st in new:
        st["if_gift"] = promised


@ability_template(r"Ravenous")
def ravenous(card, m) -> list[dict]:
    """The two abilities ravenous means (702.156a), beside the keyword (which refuses the spell
    under the 2007 rules): the X of a creature card with {X} in its mana cost (107.3m)."""
    if not card.is_permanent_creature or not card.has_x:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "ravenous"},
            {"kind": "static", "comes_into_play": {"counters": {"+1/+1": "X"}}},
            {"kind": "triggered", "trigger": {"event": "comes_into_play", "who": "self"}, "if": {"source_x_at_least": 5},
             "effect": [{"do": "draw", "amount": 1}]}]
