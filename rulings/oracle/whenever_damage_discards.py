"""Whenever-triggers of this family (round 40):

* "Whenever ~ deals combat damage to a player, that player discards that many cards."
  (Needle Specter, Dreamstealer): one trigger for all the combat damage the creature dealt that
  player at once (2007 310.4 / 2026 510.2), "that player" the player dealt it (the engine's "it"
  of a deals_damage trigger), "that many" the damage dealt (the event's amount, as
  amounts.py reads "draw that many cards"). The player chooses the cards (2026 701.9a; 2007
  413.2c), as many as possible if the hand holds fewer (the engine's discard step says so).

* "Whenever another creature (you control) leaves the battlefield, <effect>" (Flaming Fist Officer,
  Ninth Bridge Patrol, Extractor Demon): the engine's leaves_play trigger of another creature, the
  effect not naming the creature that left.

* "Whenever a creature an opponent controls enters, <effect naming that player>" (Blood Seeker,
  Suture Priest): "that player" the entering creature's controller (engine: trigger_players.py).

Only whole paragraphs; anything else stays text only."""
from __future__ import annotations

import re

from .registry import NotUnderstood, ability_template


@ability_template(r"Whenever ~ deals combat damage to a player, that player discards that many cards\.")
def combat_damage_discards_that_many(card, m):
    """The damaged player discards as many cards as the damage dealt to them."""
    if not card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    return [{"kind": "triggered",
             "trigger": {"event": "deals_damage", "who": "self", "to": "player", "combat": True},
             "effect": [{"do": "discard", "amount": {"count": "damage_dealt"}, "player": "it"}]}]


# --- "Whenever another creature (you control) leaves the battlefield, ..." ---

LEAVING = {"another creature": "another_creature", "another creature you control": "another_creature_you_control"}


@ability_template(r"Whenever (another creature you control|another creature) leaves the battlefield, ([^\"]+)")
def another_creature_leaves(card, m):
    """Flaming Fist Officer, Extractor Demon: a leaves-the-battlefield ability (2026 603.6c;
    2007 410.10c) of any other creature leaving for any zone, which looks back in time: the
    creature is seen as it last existed on the battlefield (2026 603.10a; 2007 410.10d). The
    effect says nothing of the creature that left ("it", "that creature": text only)."""
    from .triggered import _triggered
    text = m.group(2)
    if re.search(r"\b(it|its|that creature|that card|the creature)\b", text, re.IGNORECASE):
        raise NotUnderstood(text)
    return _triggered(card, {"event": "leaves_play", "who": LEAVING[m.group(1)]}, text)


# --- "Whenever a creature an opponent controls enters, ... that player ..." ---

@ability_template(r"Whenever a creature an opponent controls (?:enters|enters the battlefield), ([^\"]+)")
def opponents_creature_enters_that_player(card, m):
    """Blood Seeker, Suture Priest: "that player" is the entering creature's controller, an opponent
    (noted as the ability triggers, rulings/engine/trigger_players.py); the effect names nothing
    else of the event (the creature: text only)."""
    from .player_referents import _no_other_referent, _point_at, _the_player
    from .triggered import _triggered
    text = m.group(1)
    _no_other_referent(text)
    may = re.fullmatch(r"you may have that player (lose \d+ life)\.", text)
    if may:  # the controller's choice on resolution (2007 413.2c; 2026 608.2d) of the sentence read alone
        text = "that player " + may.group(1).replace("lose", "loses", 1) + "."
    abilities = _point_at(_triggered(card, {"event": "comes_into_play", "who": "creature_opponent_controls"},
                                     _the_player(text, "[Tt]hat player")), "event_player")
    if may:
        if len(abilities) != 1 or [s.get("do") for s in abilities[0]["effect"]] != ["lose_life"]:
            raise NotUnderstood(m.group(0))
        abilities[0]["effect"] = [{"do": "may", "text": f"have that player {may.group(1)}", "effect": abilities[0]["effect"]}]
    return abilities
