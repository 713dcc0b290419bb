"""The player a trigger event names, noted as the ability triggers.

* "that player" / "they" of "Whenever a player casts a spell" (the caster: 2026 601.2i, 2007
  409.1i) and of "Whenever an opponent discards a card" (the player who discarded: 2026 701.9a):
  `"player": "event_player"`. (A draw or a step's trigger already names its player as "it".)
* "that player" of "Whenever a creature an opponent controls dies" (Massacre Wurm): the creature's
  controller as it last existed on the battlefield (2026 603.10a; 2007 410.10d), `"event_player"`;
* "its controller" of "When enchanted creature leaves the battlefield" (Funeral March): the
  creature's controller as it last existed on the battlefield, `"event_player"`;
* "that player" of "Whenever equipped creature deals combat damage to a player" after an instruction
  that names a new "it" (Sword of Body and Mind: "you create a Wolf token and that player mills"):
  the player dealt the damage, `"event_player"`;
* "that player" of "Whenever a creature an opponent controls enters" (Blood Seeker): the entering
  creature's controller as it entered, `"event_player"`;
* "defending player" of an attacking creature's ability: the player that creature is attacking,
  even once it has left combat (2026 508.5; 2007 308.1, "refer only to the defending player it is
  attacking"): `"player": "defending_player"`, noted as the creature attacks or becomes blocked.
"""
from __future__ import annotations

import json

from .state import TargetRef
from .targets import display

#: trigger events whose data names the player who did it
PLAYER_EVENTS = ("plays_spell", "discards")
#: trigger events of an attacking creature (its data's "obj")
ATTACKER_EVENTS = ("attacks", "attacks_alone", "attacks_unblocked", "becomes_blocked", "becomes_blocked_by")


def noted(game, ab: dict, data: dict) -> tuple[tuple, tuple]:
    """(extra data of the pending trigger, citations of its triggering) for the players its
    effect names."""
    event = ab.get("trigger", {}).get("event")
    said = json.dumps([ab.get("effect", ()), ab.get("targets", ())])
    extra, cites = (), ()
    if event in PLAYER_EVENTS and data.get("player") is not None:
        extra += (("event_player", TargetRef("player", game.players[data["player"]].name, 0)),)
    if event == "dies" and data.get("controller") is not None:  # its controller as it last existed (2026 603.10a)
        extra += (("event_player", TargetRef("player", game.players[data["controller"]].name, 0)),)
    trig = ab.get("trigger", {})
    if trig.get("event") == "deals_damage" and trig.get("to") in ("player", "opponent") and '"event_player"' in said \
            and isinstance(data.get("it"), TargetRef) and data["it"].kind == "player":
        # "you create a Wolf token and that player mills ten cards" (Sword of Body and Mind): the damaged player
        extra += (("event_player", data["it"]),)
    if event == "leaves_play" and data.get("controller") is not None and '"event_player"' in said:
        # "When enchanted creature leaves the battlefield, its controller ..." (Funeral March): as it last existed
        extra += (("event_player", TargetRef("player", game.players[data["controller"]].name, 0)),)
    if event == "comes_into_play" and data.get("obj") is not None and '"event_player"' in said:
        extra += (("event_player", TargetRef("player", game.players[data["obj"].controller].name, 0)),)  # its controller as it entered
    if event in ATTACKER_EVENTS and ('"defending_player"' in said or '"controller": "defending"' in said) and data.get("obj") is not None:
        if game.defending is not None:
            p = game.players[game.defending]
            extra += (("defending_player", TargetRef("player", p.name, 0)),)
            cites += (("defending_player_referent", f"{display(game, data['obj'])} is attacking {p.name}: "
                                                    f"the defending player its ability refers to"),)
    if event in ATTACKER_EVENTS:  # "the player or planeswalker it's attacking" (attacked_recipients.py)
        from .attacked_recipients import attacked_noted
        more, more_cites = attacked_noted(game, said, data)
        extra, cites = extra + more, cites + more_cites
    return extra, cites
