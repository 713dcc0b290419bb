"""The permanent given away to another player, for good (layer 2: 2007 418.5a; 2026 613.1b; no duration
stated: 2007 418.3a; 2026 611.2a):

* "An opponent gains control of this artifact." (Wishclaw Talisman), "When this creature enters, an opponent
  gains control of it." (Akroan Horse, through control.py's "When ~ enters, ... gains control of it"): the
  controller chooses one of their opponents as it resolves, not a target (2007 413.2c; 2026 608.2d):
  rulings/engine/opponent_gains_control.py;
* "Whenever a player casts an artifact spell, that player gains control of this creature." (Drooling Ogre):
  the player the trigger event names (player_referents.py / triggered.py's marker), as give_control gives it.

Precision: the thing given is the source itself ("this creature", "this artifact", ~ ...), never on an instant or
sorcery; "that permanent" (Fateful Handoff), "the player to your right" (Hithlain Rope), "that creature's
controller" / "that source's controller" (Contested War Zone, Crag Saurian) and a coin flip's loser (Fickle
Efreet) stay text only.
"""
from __future__ import annotations

from .control import _SELF
from .registry import NotUnderstood, effect_template
from .triggered import EVENT_PLAYER


def _spell(eff) -> bool:
    return not eff.card.types or bool({"Instant", "Sorcery"} & set(eff.card.types))


@effect_template(rf"an opponent gains control of {_SELF}")
def an_opponent_gains_control(eff, m):
    if _spell(eff):
        raise NotUnderstood(m.group(0))  # a spell's "~" is no permanent
    eff.steps.append({"do": "opponent_gains_control", "what": "self"})


@effect_template(rf"{EVENT_PLAYER} gains control of {_SELF}")
def event_player_gains_control(eff, m):
    if _spell(eff):
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "give_control", "what": "self", "to": "it"})
