"""Two more shapes of token-making triggers:

- "Whenever this creature enters or dies, create a 1/1 green Saproling creature token." (Undercellar Myconid): one
  ability with two trigger events, played as the two abilities that trigger exactly as often ("When ~ enters,
  ..." and "When ~ dies, ...", each read by the templates of its own words, which must give the same
  instructions).
- "Whenever one or more nontoken creatures die, create a 2/2 black Zombie creature token with decayed. This
  ability triggers only once each turn." (Ghoulish Procession): limited to once each turn, the batch's ability
  triggers exactly as "Whenever a nontoken creature dies" does (the first event of a turn triggers it once either
  way, nothing after it: trigger_limits.py reads other batches so).

- "Whenever a nontoken artifact you control is put into a graveyard from the battlefield, create a 1/1 colorless
  Servo artifact creature token." (Sly Requisitioner).

Only effects that create tokens, naming nothing of the trigger event ("it", "they", "that many")."""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template, read_by_others
from .trigger_limits import without_limit

_NAMES_THE_EVENT = r"\b(it|its|they|them|their|those|that many|that creature|that card|~)\b"


@ability_template(r"Whenever ~ enters or dies, ((?:you )?create [^\"]+)")
def enters_or_dies_creates(card, m):
    text = m.group(1)
    if not card.is_permanent_creature or re.search(_NAMES_THE_EVENT, text, re.IGNORECASE):
        raise NotUnderstood(m.group(0))
    halves = []
    for paragraph, trigger in ((f"When ~ enters, {text}", {"event": "comes_into_play", "who": "self"}),
                               (f"When ~ dies, {text}", {"event": "dies", "who": "self"})):
        found = read_by_others(card, paragraph, lambda _family, fn: fn is enters_or_dies_creates)
        if not found or len(found) != 1 or found[0].get("kind") != "triggered" or found[0].get("trigger") != trigger:
            raise NotUnderstood(m.group(0))
        halves.append(found[0])
    if [{k: v for k, v in h.items() if k != "trigger"} for h in halves][0] != {k: v for k, v in halves[1].items() if k != "trigger"}:
        raise NotUnderstood(m.group(0))
    return halves


@ability_template(r"Whenever one or more nontoken creatures die, ((?:you )?create [^\"]+?\.) This ability triggers only once each turn\.")
def nontoken_creatures_die_once_each_turn(card, m):
    text = m.group(1)
    if re.search(_NAMES_THE_EVENT, text, re.IGNORECASE):
        raise NotUnderstood(m.group(0))
    ability = without_limit(card, f"Whenever a nontoken creature dies, {text}")
    if ability.get("trigger") != {"event": "dies", "who": "nontoken_creature"}:
        raise NotUnderstood(m.group(0))
    return [{**ability, "once_each_turn": True}]


@ability_template(r"Whenever a nontoken artifact you control is put into a graveyard from the battlefield, ((?:you )?create [^\"]+)")
def nontoken_artifact_to_graveyard_creates(card, m):
    """ "Whenever a nontoken artifact you control is put into a graveyard from the battlefield, create a 1/1
    colorless Servo artifact creature token." (Sly Requisitioner): the engine's `dies` event (put into a
    graveyard from the battlefield, whatever the card type) for `nontoken_artifact_you_control`, an artifact
    that isn't a token (rulings/engine/permanent_kinds.py), as it last existed on the battlefield (2026 603.10a;
    2007 410.10d)."""
    from .triggered import _triggered
    text = m.group(1)
    if re.search(_NAMES_THE_EVENT, text, re.IGNORECASE):
        raise NotUnderstood(m.group(0))
    return _triggered(card, {"event": "dies", "who": "nontoken_artifact_you_control"}, text)
