"""Ward and the abilities that trigger when a permanent becomes the target of a
spell or ability (the engine's ward.py).

Ward (2026 702.21a) in a keyword line ("Flying, ward {2}", read by keywords.py
through `ward_keyword`) or alone with a cost that isn't mana: "Ward—Pay 3 life.",
"Ward—Discard a card." A cost the engine can't pay (X, "Pay life equal to ...",
"Sacrifice ...", a mana and life cost together) stays text only.

"When ~ becomes the target of a spell or ability, sacrifice it" and the like
(Skulking Ghost, the Phantasmal creatures), "... of a spell ...", "... an opponent
controls ...", and "When enchanted creature becomes the target of ...": the trigger
event is the engine's `becomes_target`; its effect is read by the effect templates.
"For the first time each turn" (Shimmering Glasskite) and valiant's "a spell or ability
you control for the first time each turn" are read, as is "counter that spell or ability"."""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template
from .triggered import _triggered

MANA = r"(?:\{(?:\d+|[WUBRGC])\})+"


def ward_keyword(word: str) -> list[dict] | None:
    """ "Ward {2}" / "ward {1}{U}" as one keyword of a keyword line; None if `word` isn't ward."""
    m = re.fullmatch(rf"ward ({MANA})", word.strip(), re.IGNORECASE)
    if m is None:
        return None
    return [{"kind": "keyword", "keyword": "ward", "cost": m.group(1)}]


def _permanent(card) -> None:
    """Ward is "this permanent"'s: a permanent card only (702.21a)."""
    if not {"Creature", "Artifact", "Enchantment", "Land", "Planeswalker"} & set(card.types) or {"Instant", "Sorcery"} & set(card.types):
        raise NotUnderstood("ward on a card that is no permanent")


@ability_template(r"Ward—Pay (\d+) life\.?")
def ward_pay_life(card, m) -> list[dict]:
    """ "Ward—Pay 2 life." (702.21a; the life paid only with at least that much, 119.4)."""
    _permanent(card)
    n = int(m.group(1))
    if n < 1:
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "ward", "life": n}]


@ability_template(r"Ward—Discard (a|two) cards?\.?")
def ward_discard(card, m) -> list[dict]:
    """ "Ward—Discard a card." (702.21a; the payer chooses the card, 701.9a)."""
    _permanent(card)
    n = {"a": 1, "two": 2}[m.group(1)]
    if (n == 1) != (m.group(0).rstrip(".").endswith("card")):
        raise NotUnderstood(m.group(0))
    return [{"kind": "keyword", "keyword": "ward", "discard": n}]


_BY = {"a spell or ability": "spell_or_ability", "a spell": "spell"}
_WHOSE = {" an opponent controls": "opponent", " you control": "your"}


@ability_template(r"(?:Valiant — )?(When|Whenever) (~|enchanted creature) becomes the target of (a spell or ability|a spell)"
                  r"( an opponent controls| you control)?( for the first time each turn)?, ([^\"]+)")
def becomes_target(card, m) -> list[dict]:
    """ "When ~ becomes the target of a spell or ability, sacrifice it." The "it" of the
    effect is the permanent that became the target: the source itself, or the creature
    the Aura enchants (the engine's event object). "For the first time each turn" (valiant,
    Shimmering Glasskite) counts the targetings of that kind this turn; "counter that spell
    or ability" is the one that targeted it."""
    who = "self" if m.group(2) == "~" else "enchanted"
    if who == "enchanted" and "Aura" not in card.subtypes:
        raise NotUnderstood(m.group(0))
    if who == "self" and not {"Creature", "Artifact", "Enchantment", "Land"} & set(card.types):
        raise NotUnderstood(m.group(0))
    if m.group(0).startswith("Valiant") and (m.group(4) != " you control" or not m.group(5)):
        raise NotUnderstood(m.group(0))  # the ability word names exactly this trigger condition
    text = m.group(6)
    trigger = {"event": "becomes_target", "who": who, "by": _BY[m.group(3)]}
    if m.group(4):
        trigger["whose"] = _WHOSE[m.group(4)]
    if m.group(5):
        trigger["first_time"] = True
    if text == "counter that spell or ability." and m.group(3) == "a spell or ability":
        return [{"kind": "triggered", "trigger": trigger, "effect": [{"do": "counter_targeting"}]}]
    if re.search(r"\bthat (spell|ability|player)\b", text):
        raise NotUnderstood(m.group(0))
    if who == "self":
        text = re.sub(r"^sacrifice it\.$", "sacrifice ~.", text)
        return _triggered(card, trigger, text)
    # the enchanted creature: "exile that creature" / "destroy it" is the event's object; "sacrifice ~" the Aura
    if text in ("sacrifice ~.",):
        return [{"kind": "triggered", "trigger": trigger, "effect": [{"do": "sacrifice", "what": "self"}]}]
    if text in ("exile that creature.", "exile it."):
        return [{"kind": "triggered", "trigger": trigger, "effect": [{"do": "remove_from_game", "what": "it"}]}]
    if text in ("destroy that creature.", "destroy it."):
        return [{"kind": "triggered", "trigger": trigger, "effect": [{"do": "destroy", "what": "it"}]}]
    raise NotUnderstood(m.group(0))


#: a list of granted keywords that may name ward with its mana cost ("reach and ward {1}")
_GRANTED = r"(?:[a-z ,]|ward \{\d+\})+"


def _granting_templates():
    """The static abilities that give keywords ("Equipped creature gets +1/+1 and has ...",
    "Other creatures you control have ..."), their keyword list widened to read ward's cost."""
    from .registry import ABILITY_TEMPLATES
    for family, pattern, fn in ABILITY_TEMPLATES:
        if family == "statics" and "[a-z ,]+" in pattern.pattern:
            yield re.compile(pattern.pattern.replace("[a-z ,]+", _GRANTED)), fn


@ability_template(r"[^\"]*\bward \{\d+\}[^\"]*\.")
def granted_ward(card, m) -> list[dict]:
    """ "Equipped creature gets +3/+3 and has ward {1}", "Enchanted creature has ward {2}",
    "Other Merfolk you control have ward {1}": the statics family's own template, read with
    ward among the keywords it gives; the permanent that has ward is the one it triggers for."""
    for pattern, fn in _granting_templates():
        found = pattern.fullmatch(m.group(0))
        if found is None:
            continue
        try:
            return fn(card, found)
        except NotUnderstood:
            continue
    raise NotUnderstood(m.group(0))
