"""Limits on triggered abilities and the trigger conditions of batches:

- "[Triggered ability.] This ability triggers only once each turn." The ability
  without the sentence is compiled by the other templates (the first that reads it
  whole) and gets `"once_each_turn": true`, which rulings/engine/trigger_limits.py
  applies by the card's own words (neither edition has a numbered rule for it);
- "When a Cartouche you control enters" (the "When" form of trigger_conditions'
  "Whenever a Zombie you control enters": the same trigger event, 2026 603.1);
- "Whenever an artifact enters": any artifact, whoever controls it (permanent_kinds' `any_artifact`);
- "Whenever you cast a spell during an opponent's turn" and "Whenever you cast your first
  spell during each opponent's turn" (`"during": "opponents_turn"`, with `nth_this_turn` 1:
  the engine counts each player's spells cast this turn, emptied as a turn begins);
- "Whenever one or more +1/+1 counters are put on ~" (rulings/engine/counter_triggers.py)."""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template, read_by_others
from .trigger_conditions import _NOT_SUBTYPES, _no_spell_named
from .triggered import ENTERS, _triggered

ONCE = "This ability triggers only once each turn."


def without_limit(card, paragraph: str) -> dict:
    """The one triggered ability the other templates read `paragraph` as."""
    out = read_by_others(card, paragraph, lambda _family, fn: fn is triggers_once_each_turn)
    if not out or len(out) != 1 or out[0].get("kind") != "triggered" or out[0].get("keyword") or "once_each_turn" in out[0]:
        raise NotUnderstood(paragraph)
    return out[0]


#: "one or more" trigger heads and the head of one object that triggers exactly as the batch does
#: when the ability triggers only once each turn: the first event of a turn triggers it once either
#: way, and nothing after it (the words that name the batch, "they", "that many", are refused)
ONE_OR_MORE = (
    (r"Whenever one or more other creatures die, ", "Whenever another creature dies, "),
    (r"Whenever one or more other creatures you control die, ", "Whenever another creature you control dies, "),
    (r"Whenever one or more creatures you control die, ", "Whenever a creature you control dies, "),
    (r"Whenever one or more nontoken creatures you control die, ", "Whenever a nontoken creature you control dies, "),
    (r"Whenever one or more artifacts you control enter, ", "Whenever an artifact you control enters, "),
    (r"Whenever one or more other creatures you control with power (\d+) or less enter, ",
     r"Whenever another creature you control with power \1 or less enters, "),
    (r"Whenever you discard one or more cards, ", "Whenever you discard a card, "),
)
_NAMES_THE_BATCH = r"\b(they|them|their|those|that many|it|its|that creature|that card|those cards)\b"


def one_of_the_batch(text: str) -> str:
    """The ability with its "one or more" head said for one object (ONE_OR_MORE), when it has one."""
    for batch, one in ONE_OR_MORE:
        found = re.match(batch, text)
        if found:
            body = text[found.end():]
            if re.search(_NAMES_THE_BATCH, body, re.IGNORECASE):
                raise NotUnderstood(text)
            return found.expand(one) + body
    return text


@ability_template(r"((?:When|Whenever|At) [^\"]+?\.) This ability triggers only once each turn\.")
def triggers_once_each_turn(card, m) -> list[dict]:
    """ "Whenever you cast a historic spell, draw a card. This ability triggers only once
    each turn." (the card's words: the engine stops a second trigger in a turn). "Whenever one
    or more other creatures die, draw a card. This ability triggers only once each turn."
    (Morbid Opportunist) is played as "Whenever another creature dies": limited to once each
    turn, it triggers exactly as the batch's ability does (ONE_OR_MORE)."""
    return [{**without_limit(card, one_of_the_batch(m.group(1))), "once_each_turn": True}]


#: words in a body that would name the object of the trigger event ("it", "that creature"): not read here
_NAMES_IT = r"\b(it|its|that creature|that artifact|that permanent|that card|that token|they|them|their)\b"


@ability_template(rf"(?:When|Whenever) (a|an|another) ([A-Z][a-z]+) you control {ENTERS}, ([^\"]+)")
def a_subtype_enters(card, m):
    """ "When a Cartouche you control enters, return ~ to its owner's hand." (Trial of
    Solidarity): the trigger event of trigger_conditions' "Whenever a Zombie you control
    enters" (the word "When" or "Whenever" changes nothing, 2026 603.1; 2007 404.1), here
    with "its" only as "~ ... its owner's" (the source's owner, not the entering permanent)."""
    subtype, text = m.group(2), m.group(3)
    plain = re.sub(r"~ to its owner's", "~ to the owner's", text)
    if subtype in _NOT_SUBTYPES or re.search(_NAMES_IT + rf"|\bthat {subtype}\b", plain, re.IGNORECASE):
        raise NotUnderstood(m.group(0))
    another = m.group(1) == "another"
    if another and subtype not in card.subtypes:
        raise NotUnderstood(m.group(0))
    who = "another_permanent_you_control" if another else "permanent_you_control"
    return _triggered(card, {"event": "comes_into_play", "who": who, "subtype": subtype}, text)


@ability_template(rf"Whenever an artifact {ENTERS}, ([^\"]+)")
def artifact_enters(card, m):
    """ "Whenever an artifact enters, you may untap ~." (Battered Golem): any artifact,
    whoever controls it, this one included."""
    if re.search(_NAMES_IT, m.group(1), re.IGNORECASE):
        raise NotUnderstood(m.group(1))
    return _triggered(card, {"event": "comes_into_play", "who": "any_artifact"}, m.group(1))


@ability_template(r"Whenever you cast (a spell|your first spell) during (an opponent's|each opponent's) turn, ([^\"]+)")
def cast_during_opponents_turn(card, m):
    """ "Whenever you cast your first spell during each opponent's turn, draw a card."
    (Wavebreak Hippocamp): the first spell its controller casts in that turn."""
    if (m.group(1) == "a spell") != (m.group(2) == "an opponent's"):
        raise NotUnderstood(m.group(0))
    _no_spell_named(m.group(3))
    trigger = {"event": "plays_spell", "whose": "your", "spell": "any", "during": "opponents_turn"}
    if m.group(1) == "your first spell":
        trigger["nth_this_turn"] = 1
    return _triggered(card, trigger, m.group(3))


@ability_template(r"Whenever one or more \+1/\+1 counters are put on ~, ([^\"]+)")
def counters_put_on_self(card, m):
    """ "Whenever one or more +1/+1 counters are put on ~, draw a card." (Pensive Professor):
    once for each event that puts them, however many (rulings/engine/counter_triggers.py)."""
    if not ({"Creature", "Artifact", "Enchantment", "Land"} & set(card.types)):
        raise NotUnderstood(m.group(0))
    return _triggered(card, {"event": "counters_put", "who": "self"}, m.group(1))
