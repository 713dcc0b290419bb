"""Enters and dies triggers on a permanent of either of two card types:

- "Whenever this creature or another creature or artifact you control dies, target opponent loses 1 life and you gain
  1 life." (Susurian Voidborn, Al Bhed Salvagers): the creature is itself a creature, so this is any creature or
  artifact its controller controls dying (the engine's `creature_or_artifact_you_control`), each once, itself
  included (2026 603.10a; 2007 410.10d: seen as it last existed on the battlefield); "... creature or planeswalker
  you control dies" (Cruel Celebrant) the same;
- "Whenever another creature or artifact you control enters, this creature deals 1 damage to each opponent."
  (Weftstalker Ardent): `another_creature_or_artifact_you_control` (2026 603.6a; 2007 410.10a).

Only a creature's own ability (the "this creature or another creature" wording names a creature); an effect that
names the permanent that entered or died ("it", "that creature", "its power") stays text only."""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template
from .triggered import ENTERS, _triggered

_NAMES_IT = r"\b(it|its|it's|that creature|that artifact|that permanent|that card|they|them|their)\b"
_DIES = {"artifact": "creature_or_artifact_you_control", "planeswalker": "creature_or_planeswalker_you_control"}


def _check(card, text: str, m) -> None:
    if re.search(_NAMES_IT, re.sub(r"^~ deals ", "", text), re.IGNORECASE) or not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))


@ability_template(r"Whenever ~ or another creature or (artifact|planeswalker) you control dies, ([^\"]+)")
def self_or_another_creature_or_kind_dies(card, m):
    text = m.group(2)
    _check(card, text, m)
    if "~" in text:
        raise NotUnderstood(m.group(0))  # itself among the dead: "~" may be a card in a graveyard
    return _triggered(card, {"event": "dies", "who": _DIES[m.group(1)]}, text)


@ability_template(rf"Whenever another creature or artifact you control {ENTERS}, ([^\"]+)")
def another_creature_or_artifact_enters(card, m):
    text = m.group(1)
    _check(card, text, m)
    return _triggered(card, {"event": "comes_into_play", "who": "another_creature_or_artifact_you_control"}, text)
